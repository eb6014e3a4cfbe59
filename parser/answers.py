"""A dealer's answer to one of the bot's questions, as the sentence that states the fact in a report.

The bot asks with a question code (rules_engine QuestionCode: "last_chips", "amount"...); the dealer answers
in a few words ("sí", "no, le quedan", "5.000", "las dejó", "una de mil y cuatro de cien"). Appended to the
report, the sentence made here lets the parser read the fact where it belongs (parser/amendments.py), so
the ruling is made again on the whole story. Words live in locales/{lang}/answers.json.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from parser.amounts import Amount, read_amounts
from parser.chips import read_chips
from parser.doubts import MAX_SEAT
from parser.lexicon import LOCALES, Term, load
from parser.normalize import fold, tokenize
from parser.tagging import Piece, tag

_PLACEHOLDER_SEATS = {"?", "?opponent"}  # parser/lineup.py's unnamed actors: no name to write back
_MAX_ANSWER_CHARS = 300  # an answer is a few words; anything longer is a new report, not an answer


@dataclass(frozen=True)
class _Question:
    phrases: dict[str, tuple[re.Pattern[str], ...]]  # choice -> patterns that pick it
    facts: dict[str, str]  # choice (or "amount", "chips") -> sentence template


@dataclass(frozen=True)
class _Answers:
    yes: re.Pattern[str]
    no: re.Pattern[str]
    who: dict[str, str]
    questions: dict[str, _Question]


def _phrase(phrase: str) -> re.Pattern[str]:
    return re.compile(r"(?<!\w)" + re.escape(fold(phrase)) + r"(?!\w)")


def _opening(words: Sequence[str]) -> re.Pattern[str]:
    """Any of the words where the answer opens ("sí, eran sus últimas" / "no")."""
    alternatives = "|".join(re.escape(fold(w)) for w in sorted(words, key=len, reverse=True))
    return re.compile(r"^\W*(?:" + alternatives + r")(?!\w)")


@cache
def _answers(lang: str) -> _Answers:
    data = json.loads((LOCALES / lang / "answers.json").read_text(encoding="utf-8"))
    questions = {
        code: _Question(
            phrases={k: tuple(_phrase(p) for p in v) for k, v in q.get("phrases", {}).items()},
            facts=q["facts"],
        )
        for code, q in data["questions"].items()
    }
    return _Answers(_opening(data["yes"]), _opening(data["no"]), data["who"], questions)


def question_codes(lang: str) -> frozenset[str]:
    """The question codes an answer can be turned into a fact for."""
    return frozenset(_answers(lang).questions)


def fact_from_answer(
    question_code: str, answer_text: str, lang: str, seat: str | None = None, street: str | None = None
) -> str | None:
    """The sentence stating what `answer_text` says about the question, in `lang`; None when the answer is
    not understood (garbage, an unknown code, an amount that reads several ways). `seat` is the player the
    question was about, as the ruling names it ("7", "UTG+1", "B"); `street`, the street it was about
    ("turn": had it been dealt?)."""
    answers = _answers(lang)
    question = answers.questions.get(question_code)
    if question is None or not answer_text.strip() or len(answer_text) > _MAX_ANSWER_CHARS:
        return None
    who = _who(seat, answers.who)
    if "amount" in question.facts:
        value = _amount(answer_text, lang)
        return question.facts["amount"].format(who=who, amount=value) if value is not None else None
    if "blinds" in question.facts:
        blinds = _blinds(answer_text, lang)
        return question.facts["blinds"].format(small=blinds[0], big=blinds[1]) if blinds else None
    if "told" in question.facts:  # "el 4 la chica, el 5 la grande": seats the dealer names, said back as told
        return question.facts["told"].format(answer=answer_text.strip().rstrip(".")) + "."
    if "seat" in question.facts:
        told = _seat(answer_text, lang)
        return question.facts["seat"].format(seat=told) if told is not None else None
    if "chips" in question.facts:
        chips = _chips(answer_text, lang)
        return question.facts["chips"].format(who=who, chips=chips) if chips is not None else None
    choice = _choice(fold(answer_text), question, answers)
    return question.facts[choice].format(who=who, street=street or "?") if choice is not None else None


def fact_for_question(question: str, answer_text: str, lang: str) -> str | None:
    """`fact_from_answer` for a question as the contract gives it ("last_chips:seat=7",
    "next_card:street=turn"): its code, and the player or street it was about."""
    code, _, listed = question.partition(":")
    params = dict(p.split("=", 1) for p in listed.split(",") if "=" in p)
    return fact_from_answer(code, answer_text, lang, params.get("seat"), params.get("street"))


def _who(seat: str | None, forms: dict[str, str]) -> str:
    """The player as the parser reads them back: "Asiento 7", "Jugador B", "UTG+1"; else a pronoun that
    goes on with the last player named."""
    if seat is None or seat in _PLACEHOLDER_SEATS:
        return forms["unknown"]
    if seat.isdigit():
        return forms["number"].format(seat=seat)
    if len(seat) == 1 and seat.isalpha():
        return forms["letter"].format(seat=seat.upper())
    return forms["name"].format(seat=seat)


def _choice(folded: str, question: _Question, answers: _Answers) -> str | None:
    """The answer the dealer picked: the question's own phrase said first wins ("primero las fichas y luego
    la voz"); else a plain yes or no where the answer opens."""
    found = [
        (match.start(), -len(match.group()), choice)
        for choice, patterns in question.phrases.items()
        for pattern in patterns
        if (match := pattern.search(folded))
    ]
    if found:
        return min(found)[2]
    if "no" in question.facts and answers.no.search(folded):
        return "no"
    if "yes" in question.facts and answers.yes.search(folded):
        return "yes"
    return None


def _pieces(text: str, lang: str) -> list[Piece]:
    return tag(read_amounts(tokenize(text), lang), load(lang))


def _amount(text: str, lang: str) -> int | None:
    """The one clear amount of the answer ("5.000", "sí, cinco mil", "12,500"); None for none or several."""
    amounts = [p for p in _pieces(text, lang) if isinstance(p, Amount)]
    if len(amounts) != 1 or amounts[0].value is None or amounts[0].value <= 0:
        return None
    return amounts[0].value


def _blinds(text: str, lang: str) -> tuple[int, int] | None:
    """ "250/500", "ciegas de 500 y 1000", "the big blind is 400" (the small one is half of it)."""
    values = [p.value for p in _pieces(text, lang) if isinstance(p, Amount) and p.value]
    if len(values) == 2 and values[0] < values[1]:
        return values[0], values[1]
    if len(values) == 1 and values[0] >= 2:
        return values[0] // 2, values[0]
    return None


def _seat(text: str, lang: str) -> int | None:
    """The one seat of a table the answer names ("el 9", "seat nine"); None for none or several."""
    seats = [p.value for p in _pieces(text, lang) if isinstance(p, Amount) and p.value]
    return seats[0] if len(seats) == 1 and 1 <= seats[0] <= MAX_SEAT else None


def _chips(text: str, lang: str) -> str | None:
    """The dealer's own words for the chips ("una de mil y cuatro de cien"), when every value is known."""
    pieces = _pieces(text, lang)
    for i in range(len(pieces)):
        read = read_chips(pieces, i)
        if read is not None and read.complete and read.chips:
            return text[_span(pieces[read.start])[0] : _span(pieces[read.end - 1])[1]]
    return None


def _span(piece: Piece) -> tuple[int, int]:
    if isinstance(piece, Term):
        return piece.char_start, piece.char_end
    return piece.start, piece.end
