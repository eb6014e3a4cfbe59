"""The rule corpus: every rule text FloorCall cites, keyed by rule id.

Files live in ``locales/<lang>/rules/<edition>.json``; each holds one edition in one language::

    {"edition": "tda-2024", "lang": "en", "name": "...", "source": "...",
     "rules": [{"id": "tda-2024:45-A", "kind": "part", "number": "45", "part": "A",
                "parent": "tda-2024:45", "title": "...", "text": "...",
                "refs": ["tda-2024:43"], "tda_topics": [], "origin": "official"}, ...]}

``kind`` is one of rule, part, rp, example, section, annex. ``origin`` says where a text comes from:
``official`` (the edition's own text in that language), ``tda-2019-es`` (the 2019 official Spanish
wording, reused where the rule's substance did not change) or ``floorcall-translation`` (our own
translation from the English, unofficial). ``tda_topics`` tags house rules with the TDA rule numbers
they cover, so that a ruling can set house and TDA side by side.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet
from functools import cache, cached_property
from pathlib import Path
from typing import NamedTuple

from locales.languages import LANGS

LOCALES_DIR = Path(__file__).resolve().parent
DEFAULT_EDITION = "tda-2024"
KINDS = ("rule", "part", "rp", "example", "section", "annex")


class RuleText(NamedTuple):
    """One rule, part, recommended procedure or example of an edition, in one language (a named tuple: the
    dataclass module, with `inspect`, is not imported by a one-report process)."""

    id: str
    edition: str
    lang: str
    kind: str
    number: str
    title: str
    text: str
    part: str | None = None
    parent: str | None = None
    refs: tuple[str, ...] = ()
    tda_topics: tuple[str, ...] = ()
    origin: str = "official"

    @property
    def local_id(self) -> str:
        """The id without its edition: ``45-A``, ``RP-5``, ``6.l``."""
        return self.id.split(":", 1)[1]


class Edition(NamedTuple):
    """An edition of the rules (TDA 2024, a house's rulebook) and the languages it is written in."""

    id: str
    name: str
    langs: tuple[str, ...]
    house: bool = False


class UnknownRule(LookupError):
    """No rule has that id in ``edition`` (the one the id names, else the one asked for); ``suggestions``
    holds the nearest ids."""

    def __init__(self, query: str, edition: str, suggestions: list[str]):
        super().__init__(query)
        self.query = query
        self.edition = edition
        self.suggestions = suggestions


class UnknownEdition(LookupError):
    def __init__(self, edition: str, known: list[str]):
        super().__init__(edition)
        self.edition = edition
        self.known = known


class Corpus:
    """All editions in all languages, indexed by (id, lang). Each file (one edition in one language) is read
    when first asked: a ruling cites a few rules of one edition, and a one-report process had read all seven
    files (some 1,200 rules) for them."""

    def __init__(self, files: dict[tuple[str, str], Path]) -> None:
        self.files = files  # (edition, lang) -> its file (named after its edition), in reading order
        self.edition_ids = frozenset(edition for edition, _ in files)
        self._read: dict[tuple[str, str], tuple[Edition, dict[str, RuleText]]] = {}

    def _file(self, edition: str, lang: str) -> tuple[Edition, dict[str, RuleText]]:
        read = self._read.get((edition, lang))
        if read is None:
            ed, texts = _read_file(self.files[edition, lang])
            read = self._read[edition, lang] = ed, {t.id: t for t in texts}
        return read

    @cached_property
    def texts(self) -> dict[tuple[str, str], RuleText]:
        return {
            (t.id, t.lang): t for edition, lang in self.files for t in self._file(edition, lang)[1].values()
        }

    @cached_property
    def editions(self) -> dict[str, Edition]:
        editions: dict[str, Edition] = {}
        for key in self.files:
            ed = self._file(*key)[0]
            if known := editions.get(ed.id):
                ed = Edition(ed.id, known.name, tuple(sorted({*known.langs, *ed.langs})), known.house)
            editions[ed.id] = ed
        return editions

    def get(self, rule_id: str, lang: str) -> RuleText | None:
        """The text in ``lang``, else in the edition's other language (house rules are Spanish only)."""
        edition = rule_id.split(":", 1)[0]  # a rule's id names its edition
        for code in (lang, *LANGS):
            if (edition, code) in self.files and (hit := self._file(edition, code)[1].get(rule_id)):
                return hit
        return None

    def __iter__(self) -> Iterator[RuleText]:
        return iter(self.texts.values())

    def in_edition(self, edition: str, lang: str | None = None) -> list[RuleText]:
        return [t for t in self.texts.values() if t.edition == edition and (lang is None or t.lang == lang)]

    def ids(self, edition: str | None = None) -> list[str]:
        return sorted({t.id for t in self.texts.values() if edition is None or t.edition == edition})

    def children(self, rule_id: str, lang: str) -> list[RuleText]:
        """Parts and addendum examples of a rule, in corpus order."""
        return [t for (i, lg), t in self.texts.items() if lg == lang and t.parent == rule_id]

    def check_edition(self, edition: str) -> None:
        if edition not in self.edition_ids:
            raise UnknownEdition(edition, sorted(self.edition_ids))

    def resolve(self, query: str, edition: str = DEFAULT_EDITION) -> str:
        """Turn what a user typed (``45``, ``45b``, ``rp8``, ``tda-2019:45``, ``san-roque:34``) into an id.

        Raises UnknownEdition for an edition we do not have and UnknownRule (with the nearest ids) otherwise.
        """
        raw = query.strip()
        if ":" in raw:
            ed, local = raw.split(":", 1)
            edition = _canonical_edition(ed.strip().lower(), self.edition_ids)
        else:
            local = raw
        self.check_edition(edition)
        local = normalise_local_id(local)
        for candidate_local in _spellings(local):
            candidate = f"{edition}:{candidate_local}"
            if self.get(candidate, LANGS[0]) is not None:  # in either language
                return candidate
        raise UnknownRule(raw, edition, self.nearest(local, edition))

    def nearest(self, local: str, edition: str, limit: int = 5) -> list[str]:
        from rapidfuzz import fuzz, process

        pool = {rid: rid.split(":", 1)[1].lower() for rid in self.ids(edition)}
        # Same number first ("45-Z" -> 45, 45-A, 45-B), then edit distance on the local id.
        number = re.match(r"(rp-)?\d+", local.lower())
        same = [
            rid
            for rid, loc in pool.items()
            if number and re.match(rf"{re.escape(number.group())}(\b|-|\.|$)", loc)
        ]
        same = [r for r in same if "/" not in r]
        fuzzy = [m[2] for m in process.extract(local.lower(), pool, scorer=fuzz.ratio, limit=limit * 2)]
        out: list[str] = []
        for rid in same + fuzzy:
            if rid not in out:
                out.append(rid)
        return out[:limit]


_EDITION_ALIASES = {"tda": DEFAULT_EDITION, "garrido": "garrido-2010", "sanroque": "san-roque"}


def _canonical_edition(name: str, editions: AbstractSet[str]) -> str:
    if name in editions:
        return name
    plain = name.replace("_", "-").replace(" ", "-")
    if plain in editions:
        return plain
    if plain.isdigit():  # "2019" -> tda-2019
        plain = f"tda-{plain}"
    return _EDITION_ALIASES.get(plain.replace("-", ""), plain)


def normalise_local_id(local: str) -> str:
    """``45b`` -> ``45-B``; ``rp8``/``RP 8``/``pr-8`` -> ``RP-8``; ``6 l``/``6L`` -> ``6.l`` (Garrido)."""
    s = unicodedata.normalize("NFKC", local).strip()
    m = re.fullmatch(r"(?i)(?:rp|pr)[\s\-._]*(\d+)(?:[\s\-._]*([a-z]))?", s)
    if m:
        return f"RP-{int(m.group(1))}" + (f"-{m.group(2).upper()}" if m.group(2) else "")
    m = re.fullmatch(r"(\d+)[\s\-_]*([A-Za-z])", s)
    if m and "." not in s:
        return f"{int(m.group(1))}-{m.group(2).upper()}"
    m = re.fullmatch(r"(\d+)\s*\.\s*([A-Za-z])\)?", s)
    if m:
        return f"{int(m.group(1))}.{m.group(2).lower()}"
    m = re.fullmatch(r"0*(\d+)", s)
    if m:
        return m.group(1)
    return s


def _spellings(local: str) -> list[str]:
    """TDA parts are ``45-B``; Garrido's are ``6.l``: a user typing ``6l`` or ``6-l`` means the latter."""
    m = re.fullmatch(r"(\d+)-([A-Z])", local)
    return [local, f"{m.group(1)}.{m.group(2).lower()}"] if m else [local]


def load_file(path: Path) -> tuple[Edition, list[RuleText]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    edition, lang = data["edition"], data["lang"]
    texts = [  # positional, in RuleText's field order: a one-report process builds some 1,200 of them
        RuleText(
            r["id"],
            edition,
            lang,
            r["kind"],
            str(r["number"]),
            r["title"],
            r["text"],
            r.get("part"),
            r.get("parent"),
            tuple(r.get("refs", ())),
            tuple(map(str, r.get("tda_topics", ()))),
            r.get("origin", "official"),
        )
        for r in data["rules"]
    ]
    ed = Edition(id=edition, name=data.get("name", edition), langs=(lang,), house=bool(data.get("house")))
    return ed, texts


FileReader = Callable[[Path], tuple[Edition, list[RuleText]]]
_read_file: FileReader = load_file


def read_files_with(reader: FileReader) -> None:
    """Every corpus file read after this call is read by `reader` (which must give what `load_file`
    gives): a process's entry point hands in one that keeps what it read between processes (locales read no
    kept build themselves: `parser/kept_corpus.py`)."""
    global _read_file
    _read_file = reader


@cache
def load_corpus(root: Path = LOCALES_DIR) -> Corpus:
    return Corpus(
        {(path.stem, lang): path for lang in LANGS for path in sorted((root / lang / "rules").glob("*.json"))}
    )
