"""The record ids of an English TDA edition, in document order, read from its source text.

Used only while the English corpus file (locales/en/rules/<edition>.json) does not exist yet; once it does,
its ids are the contract and this reading is not needed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

RULE = re.compile(r"^(\d+): (.+)$")
PART = re.compile(r"^([A-H])[:.] ")
RP = re.compile(r"^RP-(\d+)[.:] (.+)$")
ADDENDUM_START = re.compile(r"^Illustration Addendum")
RP_START = re.compile(r"^\d{4} Recommended Procedures")
SECTION = re.compile(r"^Rule (\d+)(?:-([A-D]))?: ")
EXAMPLE = re.compile(r"^(?:Example (\d+(?:-[A-B])?)[.:]|Example:|(\d+-[A-B]): |Situation (\d+):)")


@dataclass(frozen=True)
class Slot:
    local_id: str  # "45", "45-A", "RP-8", "RP-8-A", "45/ex-1-A", "46/situation-2", "10/addendum"
    kind: str  # rule, part, rp, example
    number: str  # "45", "RP-8"
    part: str | None
    parent: str | None  # local id


def read_skeleton(path: Path) -> list[Slot]:
    lines = [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()]
    lines = [ln for ln in lines if ln and not ln.startswith("#")]
    slots: list[Slot] = []
    zone = "rules"
    number = ""
    section = ""
    for line in lines:
        if RP_START.match(line):
            zone = "rps"
        elif ADDENDUM_START.match(line):
            zone = "addendum"
        elif zone == "rules" and (m := RULE.match(line)):
            number = m.group(1)
            slots.append(Slot(number, "rule", number, None, None))
        elif zone == "rps" and (m := RP.match(line)):
            number = f"RP-{int(m.group(1))}"
            slots.append(Slot(number, "rp", number, None, None))
        elif zone in ("rules", "rps") and number and (m := PART.match(line)):
            letter = m.group(1)
            slots.append(Slot(f"{number}-{letter}", "part", number, letter, number))
        elif zone == "addendum":
            if m := SECTION.match(line):
                number = m.group(1)
                section = f"{number}-{m.group(2)}" if m.group(2) else number
                title_end = line.find(". ", m.end())
                if title_end != -1 and line[title_end + 2 :].strip():
                    _add(slots, Slot(f"{section}/addendum", "example", number, None, section))
            elif section and (m := EXAMPLE.match(line)):
                if m.group(3):
                    label = f"situation-{m.group(3)}"
                else:
                    label = "ex-" + (m.group(1) or m.group(2) or "1")
                _add(slots, Slot(f"{section}/{label}", "example", number, None, section))
            elif section and not _inside_example(slots, section):
                _add(slots, Slot(f"{section}/addendum", "example", number, None, section))
    return slots


def _inside_example(slots: list[Slot], section: str) -> bool:
    last = slots[-1]
    return last.parent == section and not last.local_id.endswith("/addendum")


def _add(slots: list[Slot], slot: Slot) -> None:
    if all(s.local_id != slot.local_id for s in slots):
        slots.append(slot)
