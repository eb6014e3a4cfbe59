"""Another room's rule, or TDA's, told for comparison in a report to a venue with house rules: a floor
covering the other room or a dealer new to the house says what he would rule at home ("Con TDA serían 8.000
porque cabe en el bote", "Yo vengo de TDA donde eso es check", "At my old room chips-first would make it
2,000"). That is no fact of this hand: read as one, its amounts and actions become bets and checks. The ruling
already says what TDA would rule, so the comparison is dropped before the report is read.

The words are data (``locales/<lang>/other_room.json``, both languages searched): "openers" open a sentence
of comparison (dropped whole, unless it is a question of its own: "Under TDA, can he...?"; a tag question,
", ¿no?", goes with it) or, after a comma, a clause of one (dropped to the next comma); "inline" phrases
("como en TDA", "like TDA") are dropped alone, unless the sentence tells the comparison as what someone
"claims" ("El 8 está diciendo que en TDA son 30 segundos y que la mano está muerta", "Seat 7 says time was up
at 30 like in TDA"): his account of the other rule goes (its clause, or the whole sentence), its times and
amounts no fact either. A question of its own that asks about this room after the comparison ("Yo lo tenía
como 25+5, ¿aquí está viva?") keeps only the question.
"""

from __future__ import annotations

import json
import re
from functools import cache

from locales.languages import LANGS
from parser.kept_patterns import compiled
from parser.paths import LOCALES
from rules_engine.record import record

# A sentence: up to its end mark (a point between digits is a thousands point: "5.000"), end marks included.
_SENTENCE = compiled(r"(?:[^.!?;\n]|(?<=\d)\.(?=\d))+[.!?;\n]*|[.!?;\n]+")
_OPENING = compiled(r"^[\s¿¡(\"'“]*")  # what may stand before a sentence's first word
_SPACES = compiled(r"[ \t]{2,}")
_ENDS = ".!?;\n \t"  # a sentence's end marks and the spaces after them


@record
class _Words:
    cue: re.Pattern[str]  # any opener or inline phrase: most reports hold none, and are passed at once
    opens: re.Pattern[str]  # a sentence that opens with an opener
    clause: re.Pattern[str]  # a clause after a comma that opens with one, to the next comma
    inline: re.Pattern[str]
    tag: re.Pattern[str]  # a sentence's closing tag question: ", ¿no?", ", right?"
    here: re.Pattern[str]  # a question about this room after the comparison: ", ¿aquí...?", ", here...?"
    claimed: re.Pattern[str]  # saying before a comparison: "dice que en TDA...", "says ... like TDA"


def _alternatives(phrases: list[str]) -> str:
    ordered = sorted(set(phrases), key=len, reverse=True)
    return "|".join(re.escape(p).replace("'", "['’]?") for p in ordered)


@cache
def _words() -> _Words:
    """Both languages' phrases, compiled once a process."""
    openers: list[str] = []
    inline: list[str] = []
    tags: list[str] = []
    here: list[str] = []
    claims: list[str] = []
    for lang in LANGS:
        data = json.loads((LOCALES / lang / "other_room.json").read_text(encoding="utf-8"))
        openers += data["openers"]
        inline += data["inline"]
        tags += data["tags"]
        here += data["here"]
        claims += data["claims"]
    said, inlined = _alternatives(openers), _alternatives(inline)
    return _Words(
        cue=re.compile(rf"\b(?:{said}|{inlined})\b", re.IGNORECASE),
        opens=re.compile(rf"(?:{said})\b", re.IGNORECASE),
        clause=re.compile(rf",\s*(?:{said})\b(?:[^,.!?;\n]|(?<=\d)[.,](?=\d))*", re.IGNORECASE),
        inline=re.compile(rf"\s*\b(?:{inlined})\b", re.IGNORECASE),
        tag=re.compile(rf",\s*¿?(?:{_alternatives(tags)})\?+\s*$", re.IGNORECASE),
        here=re.compile(rf",\s*(?=¿?(?:{_alternatives(here)})\b)", re.IGNORECASE),
        claimed=re.compile(
            rf"\b(?:{_alternatives(claims)})\b[^,.!?;\n]*?\b(?:{said}|{inlined})\b", re.IGNORECASE
        ),
    )


def told_here(text: str) -> str:
    """The report without what another room or TDA would rule (the whole text when it tells none)."""
    words = _words()
    if not words.cue.search(text):
        return text
    kept: list[str] = []
    for sentence in _SENTENCE.findall(text):
        asks = sentence.rstrip().endswith("?") and not words.tag.search(sentence)
        opened = words.opens.match(sentence, _OPENING.match(sentence).end())  # type: ignore[union-attr]
        claimed = None if opened or asks else words.claimed.search(sentence)
        if claimed is not None:  # its clause goes: "Quiere jugar el nuevo reparto, dice que en TDA puede."
            comma = sentence.rfind(",", 0, claimed.start())
            if comma < 0:
                continue
            kept.append(sentence[:comma] + sentence[len(sentence.rstrip(_ENDS)) :])
            continue
        if opened:
            if not asks:
                continue
            # "Yo lo tenía como 25+5, ¿aquí está viva?": the comparison goes, the question on this room stays
            if (about_here := words.here.search(sentence)) is not None:
                kept.append(sentence[about_here.start() + 1 :])  # the comma goes, the space after it stays
                continue
        kept.append(words.inline.sub("", words.clause.sub("", sentence)))
    return _SPACES.sub(" ", "".join(kept)).strip() or text
