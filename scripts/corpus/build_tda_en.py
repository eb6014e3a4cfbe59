"""Build the structured English TDA texts (2024 long form, 2022 short form) from the source rulebooks.

    python scripts/corpus/build_tda_en.py [RULEBOOKS] [--out locales/en/rules]

Writes ``tda-2024.json`` and ``tda-2022.json`` in the corpus format read by ``locales/corpus.py``. The
source files hold one paragraph per line; the build walks them line by line in three zones (rules,
recommended procedures, illustration addendum), so the same code reads both editions. Cross-references
that name nothing in the same edition are dropped and listed on stderr for review.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from corpus_file import SOURCES, EditionHeader, Record, write_corpus_file

REPO = Path(__file__).resolve().parents[2]


EDITIONS = (
    EditionHeader("tda-2024", "en", "Poker TDA 2024 Rules, Version 1.0 (Oct 9, 2024)", "tda-2024-en.txt"),
    EditionHeader("tda-2022", "en", "Poker TDA 2022 Rules, Version 1.0 (Sept 17, 2022)", "tda-2022-en.txt"),
)

# Each "POKER TOURNAMENT DIRECTORS ASS(N|OCIATION)" title box opens the next zone of the long form.
ZONES = ("rules", "rps", "addendum")
ZONE_MARK = re.compile(r"^POKER TOURNAMENT DIRECTORS ASS")
# Closing pointer of the 2022 short form to the long form: page furniture, not rule text.
FURNITURE = re.compile(r"^TDA Recommended Procedures and Illustration Addendum: See ")

RULE_HEADER = re.compile(r"^(\d{1,2}): (.+)$")
RP_HEADER = re.compile(r"^RP-(\d{1,2})[.:] (.+)$")
LINE_PART = re.compile(r"^([A-Z])[:.]\s+(.*)$")  # "B: ..." and the misprinted "B. ..."
INLINE_PART = re.compile(r"(?<![\w(])([A-Z])\)\s+")  # "A) Board games ... B) Stud ..."
SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+(?=[A-Z“\"])")
TRAILING_JOINER = re.compile(r"(?:\s*[;,]\s*(?:or|and)?|\s+or)\s*$")

ADDENDUM_HEADING = re.compile(r"^Rule (\d+(?:-[A-Z])?)[:.]?\s+(.*)$")
ADDENDUM_ITEM = re.compile(r"^(Example|Situation)(?:\s+(\d+(?:-[A-Z])?))?\s*[:.]\s*(.*)$")
ADDENDUM_SUBITEM = re.compile(r"^(\d+-[A-Z]):\s*(.*)$")  # "1-A: ..." under "Example 1: ..."


@dataclass
class Item:
    """A numbered rule or RP as read: header title plus its paragraphs."""

    number: str  # "45", "RP-8": also the id without its edition
    kind: str
    title: str
    paragraphs: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- reading


def clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    # "Fouled decks.If 2 or more" in the 2024 DOCX: a sentence glued to the previous one.
    return re.sub(r"(?<=[a-z])\.(?=[A-Z][a-z])", ". ", text)


def clean_title(title: str) -> str:
    return clean(title).rstrip(".").strip()


def source_paragraphs(path: Path) -> list[str]:
    """Non-empty lines, without the transcriber's '#' header and page furniture."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [clean(ln) for ln in lines if ln.strip() and not ln.startswith("#") and not FURNITURE.match(ln)]


def split_zones(paragraphs: list[str]) -> dict[str, list[str]]:
    zones: dict[str, list[str]] = {z: [] for z in ZONES}
    index = -1
    for para in paragraphs:
        if ZONE_MARK.match(para):
            index += 1
            continue
        if index >= 0:
            zones[ZONES[index]].append(para)
    return zones


def is_section_heading(para: str, next_para: str | None, header: re.Pattern[str]) -> bool:
    """Document section titles ("Pots / Showdown", "Play: Bets and Raises") sit right before a rule header."""
    return (
        next_para is not None
        and header.match(next_para) is not None
        and len(para.split()) <= 6
        and not re.search(r"\d", para)
        and not re.search(r"[.;:)”\"!?]$", para)
    )


def read_items(paragraphs: list[str], header: re.Pattern[str], kind: str) -> list[Item]:
    """Numbered items in strict sequence 1, 2, 3...; text before the first one is preamble and dropped."""
    items: list[Item] = []
    for i, para in enumerate(paragraphs):
        m = header.match(para)
        if m and int(m.group(1)) == len(items) + 1:
            number = m.group(1) if kind == "rule" else f"RP-{m.group(1)}"
            items.append(Item(number, kind, clean_title(m.group(2))))
            continue
        nxt = paragraphs[i + 1] if i + 1 < len(paragraphs) else None
        if items and not is_section_heading(para, nxt, header):
            items[-1].paragraphs.append(para)
    return items


# ---------------------------------------------------------------- parts


@dataclass
class Parts:
    lines: list[str]  # the whole rule text, one line per paragraph, parts as "A: ..."
    parts: list[tuple[str, str]]  # (letter, text of that part only)


def line_parts(paragraphs: list[str]) -> Parts | None:
    """Parts printed as paragraphs "A: ...", "B: ..."; later paragraphs continue the current part."""
    intro: list[str] = []
    parts: list[tuple[str, list[str]]] = []
    for para in paragraphs:
        m = LINE_PART.match(para)
        if m and m.group(1) == chr(ord("A") + len(parts)):
            parts.append((m.group(1), [m.group(2)]))
        elif parts:
            parts[-1][1].append(para)
        else:
            intro.append(para)
    if not parts:
        return None
    lines = list(intro)
    for letter, body in parts:
        lines.append(f"{letter}: {body[0]}")
        lines.extend(body[1:])
    return Parts(lines, [(letter, "\n".join(body)) for letter, body in parts])


def inline_parts(paragraphs: list[str]) -> Parts | None:
    """Parts printed inside one paragraph ("either A) any 2 actions ... or B) any combination ...").

    The last part runs to the end of its sentence; what follows is rule text again.
    """
    for i, para in enumerate(paragraphs):
        run: list[re.Match[str]] = []
        for m in INLINE_PART.finditer(para):
            if m.group(1) == chr(ord("A") + len(run)):
                run.append(m)
        if len(run) < 2:
            continue
        ends = [m.start() for m in run[1:]]
        last = para[run[-1].end() :]
        brk = SENTENCE_BREAK.search(last)
        ends.append(run[-1].end() + brk.start() if brk else len(para))
        segments = [para[m.end() : end].strip() for m, end in zip(run, ends, strict=True)]
        lead, tail = para[: run[0].start()].strip(), para[ends[-1] :].strip()
        lines = paragraphs[:i] + ([lead] if lead else [])
        lines += [f"{m.group(1)}: {seg}" for m, seg in zip(run, segments, strict=True)]
        lines += ([tail] if tail else []) + paragraphs[i + 1 :]
        parts = [(m.group(1), TRAILING_JOINER.sub("", seg)) for m, seg in zip(run, segments, strict=True)]
        return Parts(lines, parts)
    return None


def item_records(edition: str, item: Item) -> list[Record]:
    split = line_parts(item.paragraphs) or inline_parts(item.paragraphs)
    lines = split.lines if split else item.paragraphs
    rule_id = f"{edition}:{item.number}"
    records = [Record(rule_id, item.kind, item.number, None, None, item.title, "\n".join(lines))]
    for letter, text in split.parts if split else []:
        records.append(Record(f"{rule_id}-{letter}", "part", item.number, letter, rule_id, item.title, text))
    return records


# ---------------------------------------------------------------- addendum


@dataclass
class AddendumItem:
    target: str  # what the heading names: "45", "40-A"
    slug: str  # "ex-1-A", "situation-2", "addendum"
    label: str  # "Example 1-A", "Situation 2", "Illustration Addendum"
    paragraphs: list[str] = field(default_factory=list)


def read_addendum(paragraphs: list[str]) -> list[AddendumItem]:
    items: list[AddendumItem] = []
    target: str | None = None
    for para in paragraphs:
        if heading := ADDENDUM_HEADING.match(para):
            target = heading.group(1)
            # "Rule 10: Breaking Tables, 2-Step Random Process. A 2-step random ...": title, then text.
            _title, _, text = heading.group(2).partition(". ")
            items.append(AddendumItem(target, "addendum", "Illustration Addendum", [text] if text else []))
            continue
        if target is None:
            continue  # the addendum's own preamble
        if m := ADDENDUM_ITEM.match(para):
            kind, label = m.group(1), m.group(2) or "1"  # a lone "Example:" is that rule's example 1
            slug = f"situation-{label}" if kind == "Situation" else f"ex-{label}"
            items.append(AddendumItem(target, slug, f"{kind} {label}", [m.group(3)]))
        elif m := ADDENDUM_SUBITEM.match(para):
            items.append(AddendumItem(target, f"ex-{m.group(1)}", f"Example {m.group(1)}", [m.group(2)]))
        else:
            items[-1].paragraphs.append(para)
    return [it for it in items if it.paragraphs]


def addendum_records(edition: str, items: list[AddendumItem], titles: dict[str, str]) -> list[Record]:
    records = []
    for it in items:
        number = it.target.split("-")[0]
        parent = f"{edition}:{it.target}"
        if parent not in titles:
            raise ValueError(f"addendum heading names {it.target}, which is not in the rules")
        # A section on one part ("Rule 53-A") says so, since 53-B has an "Example 1" too.
        where = f"{it.target}, " if it.target != number else ""
        title = f"{titles[f'{edition}:{number}']} — {where}{it.label}"
        text = "\n".join(it.paragraphs)
        records.append(Record(f"{parent}/{it.slug}", "example", number, None, parent, title, text))
    return records


# ---------------------------------------------------------------- cross-references

_ITEM = r"\d+(?:-(?:\d+|[A-Z]))?(?![\w-])"
_SEP = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"
RULE_EXAMPLE_REF = re.compile(r"\bRules?\s+(\d+),\s+Example\s+(\d+(?:-[A-Z])?)\b")
RULE_REF = re.compile(rf"\b[Rr]ules?\s+({_ITEM}(?:{_SEP}{_ITEM})*)")
RP_REF = re.compile(r"\b(?:RP-|Recommended Procedure )(\d+)(?:-([A-Z])\b)?")
BARE_PART_REF = re.compile(r"\b[Ss]ee also (\d+-[A-Z])\b")  # rule 58: "See also 15-B."
ADDENDUM_REF = re.compile(r"\b(?:Illustration )?Addendum\b")
SIBLING_EXAMPLE_REF = re.compile(r"(?i)\b(?:same as (?:example )?|example )(\d+(?:-[A-Z])?)\b")


def expand_rule_list(listed: str) -> list[str]:
    """ "2, 3, 40 and 42" -> 2 3 40 42; "41-45" is a range; "35-D" is a part."""
    out = []
    for item in re.findall(_ITEM, listed):
        low, _, high = item.partition("-")
        if high.isdigit():
            out += [str(n) for n in range(int(low), int(high) + 1)]
        else:
            out.append(item)
    return out


def cited_local_ids(rec: Record) -> list[str]:
    """Local ids the text names, in text order; "addendum" stands for the rule's addendum items."""
    text = rec.text
    found: list[tuple[int, str]] = []
    for m in RULE_EXAMPLE_REF.finditer(text):
        found += [(m.start(), m.group(1)), (m.start(), f"{m.group(1)}/ex-{m.group(2)}")]
    text = RULE_EXAMPLE_REF.sub(lambda m: " " * len(m.group()), text)  # keep offsets
    for m in RULE_REF.finditer(text):
        found += [(m.start(), local) for local in expand_rule_list(m.group(1))]
    for m in RP_REF.finditer(text):
        found.append((m.start(), f"RP-{m.group(1)}" + (f"-{m.group(2)}" if m.group(2) else "")))
    for m in BARE_PART_REF.finditer(text):
        found.append((m.start(), m.group(1)))
    if rec.kind == "example":
        target = rec.parent.split(":", 1)[1] if rec.parent else rec.number
        found += [(m.start(), f"{target}/ex-{m.group(1)}") for m in SIBLING_EXAMPLE_REF.finditer(text)]
    elif m := ADDENDUM_REF.search(text):
        found.append((m.start(), "addendum"))
    return [local for _, local in sorted(found, key=lambda f: f[0])]


def addendum_ids_for(rec: Record, examples: list[Record]) -> list[str]:
    """The addendum items a rule (all of its items) or a part (its own and the whole rule's) points to."""
    if rec.kind == "part":
        return [e.id for e in examples if e.parent in (rec.id, rec.parent)]
    return [e.id for e in examples if e.number == rec.number]


def resolve_refs(edition: str, records: list[Record], log: list[str]) -> None:
    ids = {r.id for r in records}
    examples = [r for r in records if r.kind == "example"]
    for rec in records:
        refs: list[str] = []
        for local in cited_local_ids(rec):
            if local == "addendum":
                found = addendum_ids_for(rec, examples)
                if not found:
                    log.append(f"{rec.id}: addendum cited but not in {edition}")
                refs += found
                continue
            ref = f"{edition}:{local}"
            if ref not in ids and f"{edition}:{local.split('-')[0]}" in ids and not local.startswith("RP"):
                log.append(f"{rec.id}: {local} is not a part; citing the rule")
                ref = f"{edition}:{local.split('-')[0]}"
            if ref not in ids:
                log.append(f"{rec.id}: {local} not in {edition}; dropped")
                continue
            refs.append(ref)
        rec.refs = [r for r in dict.fromkeys(refs) if r not in (rec.id, rec.parent)]


# ---------------------------------------------------------------- build


def build_edition(src: EditionHeader, rulebooks: Path, log: list[str]) -> list[Record]:
    zones = split_zones(source_paragraphs(rulebooks / src.source))
    records: list[Record] = []
    for item in read_items(zones["rules"], RULE_HEADER, "rule") + read_items(zones["rps"], RP_HEADER, "rp"):
        records += item_records(src.edition, item)
    titles = {r.id: r.title for r in records}
    records += addendum_records(src.edition, read_addendum(zones["addendum"]), titles)
    duplicates = sorted({r.id for r in records if [x.id for x in records].count(r.id) > 1})
    if duplicates:
        raise ValueError(f"duplicate ids in {src.source}: {duplicates}")
    resolve_refs(src.edition, records, log)
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "rulebooks",
        type=Path,
        nargs="?",
        default=SOURCES,
        help="folder holding tda-2024-en.txt and tda-2022-en.txt",
    )
    ap.add_argument("--out", type=Path, default=REPO / "locales" / "en" / "rules")
    args = ap.parse_args(argv)
    for src in EDITIONS:
        log: list[str] = []
        records = build_edition(src, args.rulebooks, log)
        path = args.out / f"{src.edition}.json"
        write_corpus_file(path, src, records)
        print(f"{path}: {len(records)} records", file=sys.stderr)
        for line in log:
            print(f"  {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
