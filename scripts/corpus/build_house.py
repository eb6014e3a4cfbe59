"""Build the house-rulebook corpus files from the source texts in scripts/corpus/sources.

    python scripts/corpus/build_house.py [RULEBOOKS]

writes ``locales/es/rules/garrido-2010.json`` (César Garrido, Reglamento de póker rev. 1.1, 2010) and
``locales/es/rules/san-roque.json`` (Casino Admiral San Roque house rules). The sources are a broken PDF
extraction and a markdown dump: the parsers below handle what follows a pattern, and every place that does
not is repaired by an explicit entry in the REPAIR tables, so each repair is visible and checked (the build
fails if the source no longer shows the damage a repair expects). Output is deterministic.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from corpus_file import SOURCES, EditionHeader, Record, write_corpus_file

REPO = Path(__file__).resolve().parents[2]


def unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(items))


# ---------------------------------------------------------------------------------------------------------
# Garrido 2010
# ---------------------------------------------------------------------------------------------------------

GARRIDO = "garrido-2010"
GARRIDO_HEADER = EditionHeader(
    GARRIDO,
    "es",
    "Reglamento de póker, revisión 1.1 (César Garrido Cazorla, 16 de septiembre de 2010)",
    "garrido-2010-es.txt",
    house=True,
)

SECTION_HEADING = re.compile(r"^(\d{1,2})\.-([^a-z]+)$")  # "6.-BETS (APUESTAS) Y RAISES (SUBIDAS)"
ANNEX_HEADING = re.compile(r"^ANEXO (\d)\.?-(.+)$")  # "ANEXO 1-Aplicación de la regla dead button"
MARKER = re.compile(r"^([a-z])\)\s*")  # "a) " at the start of a lettered item
ORPHAN_MARKER = re.compile(r"^([a-z])\)$")  # a marker alone on its line, its text printed elsewhere
PARAGRAPH_START = re.compile(r"^[A-ZÁÉÍÓÚÑ¿(“\"0-9]")
# Running text lines are ~75-90 characters wide; a shorter one ends its paragraph (prize tables, formulas).
SHORT_LINE = 50

# REPAIR: letter markers the PDF printed as a column apart from their texts. In section 8 "i) j) k) l)" sit
# in the middle of item h (which goes on after them); in 18 "a) b) c) d)" precede their four conditions.
# In both, the texts are the paragraphs that start after the column, in order.
ORPHAN_MARKERS = {"8": "ijkl", "18": "abcd"}

# REPAIR: cross-references the text makes in words rather than by letter ("se aplicará el caso siguiente",
# "(ver anexo)": the only annex about seating and the dead button is annex 1).
EXTRA_REFS = {"6.k": ["6.l"], "11.b": ["anexo-1"], "13.a": ["anexo-1"]}

# The TDA 2024 rule numbers each Garrido part covers (sections and annexes get the union of their parts).
GARRIDO_TOPICS: dict[str, list[str]] = {
    "1.a": ["1"],
    "1.b": ["6"],
    **{f"2.{x}": ["35"] for x in "abcdeghi"},
    "2.f": ["35", "34"],
    "2.p1": ["36"],  # definition of "action" = substantial action
    "2.p2": ["35", "36"],
    "2.p3": ["35", "34"],  # no misdeal after action; wrong card count, button moved twice
    "2.p4": ["35"],
    "3.a": ["50"],
    "3.b": ["68"],
    "3.c": ["35"],
    "3.d": ["29"],
    "3.e": ["65"],
    "3.f": ["65"],
    "4.a": ["65"],
    "4.b": ["35"],
    "4.c": ["35"],  # duplicate cards: fouled deck (35-E)
    "4.d": ["35"],
    "4.e": ["35"],
    "4.f": ["2"],  # players verify they hold the right number of cards
    "4.g": ["35"],
    "4.h": [],
    "4.i": ["68"],
    "4.j": ["35"],
    "4.k": ["23"],
    "4.l": ["35", "36"],
    "5.a": ["RP-5", "39"],
    "5.b": ["39"],
    "5.c": ["39", "RP-5"],
    "5.d": ["RP-5"],
    "5.e": ["39", "38"],
    "5.f": ["RP-4"],
    "6.a": [],
    "6.b": ["43"],
    "6.c": ["47"],
    "6.d": ["40"],
    "6.e": ["3"],
    "6.f": ["53"],
    "6.g": ["53"],  # a skipped player must speak up (53-B)
    "6.h": ["56"],
    "6.i": ["44"],
    "6.j": ["45"],
    "6.k": ["45"],
    "6.l": ["43"],
    "6.m": ["43"],
    "6.n": ["49"],
    "6.o": ["42", "40"],
    "6.p": ["40"],
    "6.q": ["54"],
    "7.a": ["13"],
    "7.b": ["12"],
    "7.c": ["13"],
    "7.d": ["13"],
    "7.e": ["18"],
    "7.f": [],
    "7.g": ["17"],
    "7.h": ["21"],
    "7.i": ["20", "21"],
    "8.a": ["7"],
    "8.b": ["30"],
    "8.c": [],
    "8.d": ["30"],
    "8.e": ["62"],
    "8.f": ["63", "25"],
    "8.g": ["25"],
    "8.h": ["60", "54", "RP-21"],
    "8.i": ["26"],
    "8.j": ["16"],
    "8.k": ["29"],
    "8.l": ["28"],
    "9.a": ["RP-8"],
    "9.b": ["RP-8"],
    "9.c": ["RP-8"],
    "10.a": [],
    "10.b": [],
    "10.c": ["RP-8"],  # simultaneous eliminations during hand for hand (RP-8-A)
    "10.d": ["RP-8"],
    "11.a": [],
    "11.b": ["10"],
    "12.a": ["11"],
    "12.b": ["11"],
    "12.c": ["11"],
    "13.a": ["32"],
    "13.b": [],
    "13.c": ["7"],
    "13.d": ["24"],
    "13.e": ["24"],
    "14.a": ["34"],
    "14.b": ["34"],
    "14.c": ["34"],
    "14.d": ["34"],
    "14.e": ["67", "68"],
    **{f"15.p{n}": ["71"] for n in range(1, 6)},
    "16.a": ["69"],
    "16.b": ["70", "71"],
    "16.c": ["69"],
    "16.d": ["70"],
    "16.e": ["68"],
    "16.f": ["67"],
    "16.g": ["67"],
    "16.h": ["69"],
    "17.a": [],
    "17.b": [],
    "18.p5": ["67", "68"],  # lifts 16 e)-g) (TDA 67, 68) once a deal leaves money only to the winner
    "anexo-1": ["32", "10"],
    "anexo-2": ["34"],
    "anexo-3": [],
}


# Sections get the union of their parts' topics, except where that would misfile them: section 18 is about
# deals (ICM), which the TDA rules do not cover; only its p5 exception touches TDA 67/68.
SECTION_TOPICS = {"18": []}


def is_paragraph_break(prev: str, line: str) -> bool:
    """Whether ``line`` starts a new paragraph rather than continuing the wrapped ``prev``."""
    if MARKER.match(line) or line.startswith("-"):
        return True
    if len(prev) < SHORT_LINE:
        return True
    return prev.endswith((".", ":", ")")) and bool(PARAGRAPH_START.match(line))


def garrido_paragraphs(lines: list[str], section: str) -> list[str]:
    """Rejoin wrapped lines into paragraphs, giving orphaned markers back to the paragraphs they belong to."""
    paragraphs: list[str] = []
    orphans = [m.group(1) for line in lines if (m := ORPHAN_MARKER.match(line))]
    expected = ORPHAN_MARKERS.get(section, "")
    if "".join(orphans) != expected:
        raise SystemExit(f"garrido section {section}: orphan markers {orphans}, repair expects {expected!r}")
    pending: list[str] = []
    prev = ""
    for line in lines:
        if ORPHAN_MARKER.match(line):
            pending.append(line[0])
            continue
        if not paragraphs or is_paragraph_break(prev, line):
            paragraphs.append(f"{pending.pop(0)}) {line}" if pending else line)
        else:
            paragraphs[-1] += " " + line
        prev = line
    if pending:
        raise SystemExit(f"garrido section {section}: markers {pending} found no text")
    return paragraphs


@dataclass
class Section:
    number: str
    title: str
    intro: list[list[str]] = field(default_factory=list)  # blocks: a paragraph and its sub-lines
    items: list[tuple[str, str]] = field(default_factory=list)  # (letter, text)
    trailing: list[list[str]] = field(default_factory=list)

    def text(self) -> str:
        lines = [ln for block in self.intro for ln in block]
        lines += [f"{letter}) {text}" for letter, text in self.items]
        lines += [ln for block in self.trailing for ln in block]
        return "\n".join(lines)


def structure_section(number: str, title: str, paragraphs: list[str]) -> Section:
    """Split a section into intro, its lettered list (a, b, c... in order) and the paragraphs after it.

    A second list later in the section (2 and 18 restart at "a)") and "-" list lines are kept as lines of
    the paragraph that introduces them.
    """
    sec = Section(number, title)
    blocks = sec.intro
    for para in paragraphs:
        m = MARKER.match(para)
        next_letter = chr(ord("a") + len(sec.items))
        if m and m.group(1) == next_letter and not sec.trailing:
            sec.items.append((next_letter, para[m.end() :]))
            blocks = sec.trailing
        elif (m or para.startswith("-")) and blocks:
            blocks[-1].append(para)
        else:
            blocks.append([para])
    if not sec.items:  # a section without letters: each paragraph is a rule of its own
        sec.trailing, sec.intro = sec.intro, []
    return sec


def garrido_refs(text: str, section: str, own: str) -> list[str]:
    refs = [f"{n}.{x}" for n, x in re.findall(r"\b(\d{1,2}) ([a-z])\)", text)]
    refs += [f"{section}.{x}" for x in re.findall(r"\b(?:caso|apartado) ([a-z])\)", text)]
    refs += re.findall(r"\bcaso (\d{1,2})\.-", text)
    refs += EXTRA_REFS.get(own, [])
    return unique([f"{GARRIDO}:{r}" for r in refs if r != own])


def garrido_blocks(lines: list[str]) -> list[tuple[str, str, str, list[str]]]:
    """(kind, number, title, lines) for each section and annex of the body (after the table of contents)."""
    start = [i for i, line in enumerate(lines) if line == "1.-GENERAL"][1]  # the first one is the index
    blocks: list[tuple[str, str, str, list[str]]] = []
    for line in lines[start:]:
        if m := SECTION_HEADING.match(line):
            title = m.group(2).strip()
            blocks.append(("section", m.group(1), title[0] + title[1:].lower(), []))
        elif m := ANNEX_HEADING.match(line):
            blocks.append(("annex", f"anexo-{m.group(1)}", m.group(2).strip(), []))
        elif line.strip():
            blocks[-1][3].append(line.strip())
    return blocks


def build_garrido(source: Path) -> list[Record]:
    records: list[Record] = []
    for kind, number, title, lines in garrido_blocks(source.read_text(encoding="utf-8").splitlines()):
        sid = f"{GARRIDO}:{number}"
        paragraphs = garrido_paragraphs(lines, number)
        if kind == "annex":
            text = "\n".join(paragraphs)
            records.append(
                Record(
                    sid,
                    "annex",
                    number,
                    None,
                    None,
                    title,
                    text,
                    garrido_refs(text, number, number),
                    GARRIDO_TOPICS[number],
                )
            )
            continue
        sec = structure_section(number, title, paragraphs)
        parts = [(letter, text) for letter, text in sec.items]
        parts += [(f"p{i}", "\n".join(block)) for i, block in enumerate(sec.trailing, 1)]
        children = [
            Record(
                f"{sid}.{p}",
                "part",
                number,
                p,
                sid,
                title,
                text,
                garrido_refs(text, number, f"{number}.{p}"),
                GARRIDO_TOPICS.get(f"{number}.{p}", []),
            )
            for p, text in parts
        ]
        text = sec.text()
        refs = [
            r
            for r in unique(garrido_refs(text, number, number) + [r for c in children for r in c.refs])
            if not r.startswith(f"{sid}.")
        ]
        topics = SECTION_TOPICS.get(number, unique([t for c in children for t in c.tda_topics]))
        records.append(Record(sid, "section", number, None, None, title, text, refs, topics))
        records.extend(children)
    unknown = set(GARRIDO_TOPICS) - {r.id.split(":", 1)[1] for r in records}
    if unknown:
        raise SystemExit(f"garrido topics for unknown ids: {sorted(unknown)}")
    return records


# ---------------------------------------------------------------------------------------------------------
# Casino Admiral San Roque
# ---------------------------------------------------------------------------------------------------------

SAN_ROQUE = "san-roque"
SAN_ROQUE_HEADER = EditionHeader(
    SAN_ROQUE,
    "es",
    "Bases y Reglamentos Torneos de Poker Casino Admiral San Roque",
    "casino-admiral-san-roque-es.txt",
    house=True,
)

RULE_START = re.compile(r"^(?:- )?(?:\*\*)?(\d{1,2})\.(?!\d)\s*(.*)$")  # "- 24. ...", "**30. ...", "1. ..."
BOLD_TITLE = re.compile(r"^(?:\*\*)?[.\s]*(.+?)\*\*(.*)$")  # "**Dirección del Torneo.** Tanto ..."
UNTITLED_TITLE_LENGTH = 60
SAN_ROQUE_ITEM = re.compile(
    r"^([a-z])[.)] (.+)$"
)  # "c. Utilizando la expresión “raise”...", "a) Frente a..."

# REPAIR: titles whose opening quote the markdown lost ("Button” en el “Heads-up”", "Showdown”").
TITLE_REPAIRS = {"36": "“Button” en el “Heads-up”", "48": "Showdown"}

# The TDA 2024 rule numbers each San Roque rule covers.
SAN_ROQUE_TOPICS: dict[str, list[str]] = {
    "3": ["8"],
    "8": ["30"],  # absent at the start: dealt in and blinded
    "10": ["8"],
    "14": ["1"],
    "15": ["2"],
    "16": ["5", "RP-9"],
    "18": ["6", "67"],
    "19": ["57", "3"],
    "20": ["5"],
    "21": ["5"],
    "22": ["7"],
    "23": ["8"],
    "25": ["26"],
    "26": ["23"],
    "27": ["10"],
    "28": ["11"],
    "29": ["33", "63"],
    "30": ["24"],
    "31": ["20"],
    "32": ["25"],
    "33": ["20"],
    "34": ["29"],
    "35": ["32"],
    "36": ["34"],
    "37": ["RP-1"],
    "38": ["30"],
    "39": ["31"],
    "40": ["36", "35"],
    "41": ["35"],
    "42": ["65"],
    "43": ["68"],
    "44": ["44"],
    "45": ["40", "42", "47"],
    "46": ["43"],
    "47": ["47"],
    "48": ["17", "16", "13", "14", "15", "12"],
    "49": ["16", "14"],
    "50": ["19"],
    "51": ["18"],
    "52": ["50"],
    "53": ["51"],
    "54": ["53"],
}


def clean_markdown(line: str) -> str:
    line = re.sub(r"\s*<sup>(.*?)</sup>", r"\1", line)  # "1 <sup>er</sup>" -> "1er"
    line = line.replace("**", "").replace("\t", " ")
    line = re.sub(r"^#+\s*", "", line)
    line = re.sub(r"^- ", "", line)
    return re.sub(r"\s+", " ", line).strip()


def split_title(number: str, first: str) -> tuple[str, str]:
    """(title, start of text) from what follows the rule number on its line."""
    m = BOLD_TITLE.match(first)
    if not m:  # untitled rule: its opening words stand for a title
        words = first.split(".")[0].split(",")[0]
        if len(words) > UNTITLED_TITLE_LENGTH:
            words = words[:UNTITLED_TITLE_LENGTH].rsplit(" ", 1)[0] + "…"
        return words, first
    title, rest = m.group(1).strip(), m.group(2).strip()
    if rest and (rest[0].islower() or rest[0] in ",;"):  # the bold words open the sentence: keep them
        rest = f"{title}{'' if rest[0] in ',;' else ' '}{rest}"
    title = TITLE_REPAIRS.get(number, title.rstrip(".: "))
    return title, rest


def san_roque_rules(lines: list[str]) -> list[tuple[str, str, list[str]]]:
    """(number, first line, following lines) per rule; numbers must run 1, 2, 3... to start a rule."""
    rules: list[tuple[str, str, list[str]]] = []
    for line in lines:
        m = RULE_START.match(line.strip())
        if m and int(m.group(1)) == len(rules) + 1:
            rules.append((m.group(1), m.group(2), []))
        elif rules and line.strip():
            rules[-1][2].append(line)
    return rules


def build_san_roque(source: Path) -> list[Record]:
    records = []
    for number, first, rest in san_roque_rules(source.read_text(encoding="utf-8").splitlines()):
        title, opening = split_title(number, first)
        lines = [line for line in [clean_markdown(opening)] + [clean_markdown(line) for line in rest] if line]
        rid, title = f"{SAN_ROQUE}:{number}", clean_markdown(title)
        records.append(
            Record(
                rid, "rule", number, None, None, title, "\n".join(lines), [], SAN_ROQUE_TOPICS.get(number, [])
            )
        )
        records += [  # each lettered item is a part a ruling can cite ("45.c": the two-motion raise)
            Record(f"{rid}.{m.group(1)}", "part", number, m.group(1), rid, title, m.group(2), [], [])
            for m in filter(None, map(SAN_ROQUE_ITEM.match, lines))
        ]
    unknown = set(SAN_ROQUE_TOPICS) - {r.number for r in records}
    if unknown:
        raise SystemExit(f"san roque topics for unknown rules: {sorted(unknown)}")
    return records


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "rulebooks",
        type=Path,
        nargs="?",
        default=SOURCES,
        help="folder holding the Garrido and San Roque source texts",
    )
    ap.add_argument("--out", type=Path, default=REPO / "locales" / "es" / "rules")
    args = ap.parse_args(argv)
    for header, build in ((GARRIDO_HEADER, build_garrido), (SAN_ROQUE_HEADER, build_san_roque)):
        records = build(args.rulebooks / header.source)
        write_corpus_file(args.out / f"{header.edition}.json", header, records)
        print(f"{header.edition}: {len(records)} records", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
