"""Build the Spanish TDA corpus files: tda-2019 (official 2019 Spanish), tda-2024 and tda-2022.

Usage: python scripts/corpus/build_tda_es.py [RULEBOOKS] [--out DIR]

tda-2024 and tda-2022 carry exactly the ids of their English files. Each record takes the official 2019
Spanish wording where the rule's substance did not change since 2019 (origin ``tda-2019-es``; the table
``reuse`` in tda_es_translations.json says which id reuses which 2019 text) and otherwise our own
translation from the English (origin ``floorcall-translation``, the ``translations`` in the same file).
A rule with lettered parts is its intro plus one "A: ..." line per part, so its origin is a translation
as soon as one part is.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from corpus_file import SOURCES, EditionHeader, Record, write_corpus_file
from es_refs import find_refs
from tda2019_es_source import SOURCE_NAME, Rule2019, parse_2019

REPO = Path(__file__).resolve().parents[2]
DATA = Path(__file__).with_name("tda_es_translations.json")
OFFICIAL, REUSED, TRANSLATED = "official", "tda-2019-es", "floorcall-translation"

EDITIONS = {
    "tda-2019": {
        "name": "Poker TDA, versión de las normas de 2019 (traducción oficial al español)",
        "source": SOURCE_NAME,
    },
    "tda-2024": {
        "name": "Reglas Poker TDA 2024, versión 1.0 (9 oct. 2024), en español (redacción oficial de 2019 "
        "donde la regla no cambió; traducción FloorCall no oficial en lo demás)",
        "source": "tda-2024-en.txt",
    },
    "tda-2022": {
        "name": "Reglas Poker TDA 2022, versión 1.0 (17 sept. 2022), en español (redacción oficial de 2019 "
        "donde la regla no cambió; traducción FloorCall no oficial en lo demás)",
        "source": "tda-2022-en.txt",
    },
}


@dataclass(frozen=True)
class Slot:
    """One record position of an edition: its local id ("45-A", "RP-8", "45/ex-1-A") and structure."""

    local_id: str
    kind: str
    number: str
    part: str | None
    parent: str | None  # local id


@dataclass
class Piece:
    """One Spanish text ready to place: where it came from and what it says."""

    title: str
    text: str  # for a rule with parts: the text before its parts
    origin: str
    after: str = ""  # for a rule with parts: the text after its parts
    see_also: tuple[str, ...] = ()  # local ids the 2019 source links under "Ver también" (rule level only)


def example_local_id(parent: str, label: str) -> str:
    return (
        f"{parent}/{label}"
        if label == "addendum" or label.startswith("situation-")
        else f"{parent}/ex-{label}"
    )


def example_title(rule_title: str, local_id: str) -> str:
    """E.g. "Apostar con múltiples fichas — Ejemplo 1-B"; the part is named when the heading names one."""
    parent, label = local_id.split("/", 1)
    if label == "addendum":
        name = "Anexo ilustrativo"
    elif label.startswith("situation-"):
        name = f"Situación {label.removeprefix('situation-')}"
    else:
        name = f"Ejemplo {label.removeprefix('ex-')}"
    return (
        f"{rule_title} — {parent}, {name}"
        if "-" in parent and not parent.startswith("RP-")
        else f"{rule_title} — {name}"
    )


def index_2019(rules: list[Rule2019]) -> tuple[list[Slot], dict[str, Piece]]:
    """The 2019 records as slots (document order) and their texts; a rule's own piece is its intro."""
    slots: list[Slot] = []
    pieces: dict[str, Piece] = {}
    for rule in rules:
        kind = "rp" if rule.local_id.startswith("RP-") else "rule"
        slots.append(Slot(rule.local_id, kind, rule.local_id, None, None))
        pieces[rule.local_id] = Piece(rule.title, rule.intro, OFFICIAL, rule.outro, tuple(rule.see_also))
        for letter, text in rule.parts.items():
            local = f"{rule.local_id}-{letter}"
            slots.append(Slot(local, "part", rule.local_id, letter, rule.local_id))
            pieces[local] = Piece(rule.title, text, OFFICIAL)
    for rule in rules:
        for ex in rule.examples:
            local = example_local_id(ex.parent, ex.label)
            slots.append(Slot(local, "example", rule.local_id, None, ex.parent))
            pieces[local] = Piece(rule.title, ex.text, OFFICIAL)
    return slots, pieces


def pieces_for(
    edition: str, slots: list[Slot], data: dict, pieces_2019: dict[str, Piece]
) -> dict[str, Piece]:
    """Pick, for every slot of a later edition, the reused 2019 text or our translation."""
    reuse = data["reuse"][edition]
    translations = data["translations"]
    moved = {**{local: local for local in reuse.get("same", [])}, **reuse.get("moved", {})}
    from_2024 = set(reuse.get("from_2024", []))
    wording_2019 = set(data.get("wording_2019", []))
    out: dict[str, Piece] = {}
    for slot in slots:
        key = f"{edition}:{slot.local_id}"
        if slot.local_id in moved:
            src = pieces_2019[moved[slot.local_id]]
            out[slot.local_id] = Piece(src.title, src.text, REUSED, src.after, src.see_also)
            continue
        if key not in translations and slot.local_id in from_2024:
            key = f"tda-2024:{slot.local_id}"
        if key not in translations:
            raise KeyError(f"no Spanish text for {edition}:{slot.local_id}")
        entry = translations[key]
        origin = REUSED if key in wording_2019 else TRANSLATED
        out[slot.local_id] = Piece(entry.get("title", ""), entry["text"], origin, entry.get("after", ""))
    return out


def assemble(edition: str, slots: list[Slot], pieces: dict[str, Piece]) -> list[Record]:
    """Records in document order: rule text = intro + part lines; titles inherited; refs resolved."""
    parts_of: dict[str, list[Slot]] = {}
    for slot in slots:
        if slot.kind == "part":
            parts_of.setdefault(slot.parent or "", []).append(slot)
    titles = {s.local_id: pieces[s.local_id].title for s in slots if s.kind in ("rule", "rp")}
    records = []
    for slot in slots:
        piece = pieces[slot.local_id]
        text, origin = piece.text, piece.origin
        if slot.kind in ("rule", "rp") and slot.local_id in parts_of:
            part_pieces = [(p.part, pieces[p.local_id]) for p in parts_of[slot.local_id]]
            lines = ([text] if text else []) + [f"{letter}: {p.text}" for letter, p in part_pieces]
            text = "\n".join(lines + ([piece.after] if piece.after else []))
            origins = {origin} | {p.origin for _, p in part_pieces}
            origin = TRANSLATED if TRANSLATED in origins else origins.pop()
        if slot.kind == "example":
            title = example_title(titles[slot.number], slot.local_id)
        else:
            title = titles[slot.number]
        if not text.strip():
            raise ValueError(f"{edition}:{slot.local_id} has no text")
        parent = f"{edition}:{slot.parent}" if slot.parent else None
        records.append(
            Record(
                f"{edition}:{slot.local_id}",
                slot.kind,
                slot.number,
                slot.part,
                parent,
                title,
                text,
                origin=origin,
            )
        )
    links = {
        f"{edition}:{s.local_id}": pieces[s.local_id].see_also for s in slots if s.kind in ("rule", "rp")
    }
    _resolve_refs(edition, records, links)
    return records


def _resolve_refs(edition: str, records: list[Record], see_also: dict[str, tuple[str, ...]]) -> None:
    """Refs from the Spanish wording; "Ver ejemplos" points at the record's examples (else its rule's)."""
    ids = {r.id for r in records}
    examples = [r for r in records if r.kind == "example"]
    has_rps = any(r.kind == "rp" for r in records)
    missing = []
    for rec in records:
        own = [e.id for e in examples if e.parent == rec.id]
        if not own and rec.kind != "example":
            own = [e.id for e in examples if e.number == rec.number]
        section = rec.parent.split(":", 1)[1] if rec.kind == "example" and rec.parent else None
        refs = find_refs(rec.text, edition, own, section) + [
            f"{edition}:{x}" for x in see_also.get(rec.id, ())
        ]
        refs = [ref for ref in dict.fromkeys(refs) if ref != rec.id]
        # The 2022 text carries no RPs: "see RP-14" names a document this edition does not hold.
        rec.refs = [ref for ref in refs if ref in ids or not (":RP-" in ref and not has_rps)]
        missing += [f"{rec.id} -> {ref}" for ref in rec.refs if ref not in ids]
    if missing:
        raise ValueError("references to missing ids:\n" + "\n".join(missing))


def english_slots(edition: str) -> tuple[list[Slot], str]:
    """The ids and structure of the English file of the edition: the Spanish file has exactly these."""
    path = REPO / "locales" / "en" / "rules" / f"{edition}.json"
    if not path.exists():
        raise FileNotFoundError(f"{path} is needed: the Spanish {edition} takes its ids from it")
    rules = json.loads(path.read_text(encoding="utf-8"))["rules"]
    local = lambda rid: rid.split(":", 1)[1] if rid else None  # noqa: E731
    slots = [
        Slot(local(r["id"]), r["kind"], str(r["number"]), r.get("part"), local(r.get("parent")))
        for r in rules
    ]
    return slots, str(path.relative_to(REPO))


def write(edition: str, records: list[Record], out_dir: Path) -> Path:
    meta = EDITIONS[edition]
    path = out_dir / f"{edition}.json"
    write_corpus_file(path, EditionHeader(edition, "es", meta["name"], meta["source"]), records)
    return path


def main(argv: list[str]) -> int:
    args = argparse.ArgumentParser(description="Build the Spanish TDA corpus files.")
    args.add_argument(
        "rulebooks",
        type=Path,
        nargs="?",
        default=SOURCES,
        help="folder with tda-2019-es.txt and the English TDA texts",
    )
    args.add_argument("--out", type=Path, default=REPO / "locales" / "es" / "rules", help="output folder")
    opts = args.parse_args(argv[1:])
    slots_2019, pieces_2019 = index_2019(parse_2019(opts.rulebooks))
    data = json.loads(DATA.read_text(encoding="utf-8"))
    write("tda-2019", assemble("tda-2019", slots_2019, pieces_2019), opts.out)
    for edition in ("tda-2024", "tda-2022"):
        slots, ids_from = english_slots(edition)
        records = assemble(edition, slots, pieces_for(edition, slots, data, pieces_2019))
        path = write(edition, records, opts.out)
        counts = {o: sum(r.origin == o for r in records) for o in (REUSED, TRANSLATED)}
        print(f"{path}: {len(records)} records (ids from {ids_from}), {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
