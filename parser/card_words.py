"""Cards said in words, each with the player who drew it: "al del 2 le sale el as de corazones y al del 7
el as de picas", "seat 2 drew the king of hearts, seat 7 a queen". The words are data
(locales/<lang>/cards.json); a card is its rank and suit in the rules' notation ("Ah"), the suit left empty
when it is not said."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache

from parser.paths import LOCALES


@cache
def _words(lang: str) -> tuple[dict[str, str], dict[str, str], frozenset[str], frozenset[str]]:
    """One language's card words: "as" is an ace in Spanish and a word like any other in English."""
    data = json.loads((LOCALES / lang / "cards.json").read_text(encoding="utf-8"))
    return data["ranks"], data["suits"], frozenset(data["suit_links"]), frozenset(data["card_articles"])


_WORD = re.compile(r"[a-z0-9]+")
_NUMBERED = frozenset("23456789T")  # ranks said as numbers, which also name seats


def cards_in(folded: str, lang: str) -> list[str]:
    """The cards a stretch of folded text names, in order ("rey de picas y luego un nueve" -> Ks, 9)."""
    ranks, suits, links, articles = _words(lang)
    words = _WORD.findall(folded)
    found: list[str] = []
    for i, word in enumerate(words):
        linked = i + 1 < len(words) and words[i + 1] in links
        if word not in ranks or (
            ranks[word] in _NUMBERED and not linked and (i == 0 or words[i - 1] not in articles)
        ):
            continue  # "9 de picas", "un nueve" are cards; "el del 2", "el dos" name a seat
        k = i + 1 + linked
        found.append(ranks[word] + (suits.get(words[k], "") if k < len(words) else ""))
    return found


def drawn_cards(
    folded: str, lang: str, seats: Sequence[tuple[str, int]]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(seat, its cards in the order drawn) for each player named, from the words after each mention up to
    the next player's: a second card given to the tied players comes after the first."""
    drawn: dict[str, list[str]] = {}
    for n, (seat, at) in enumerate(seats):
        end = seats[n + 1][1] if n + 1 < len(seats) else len(folded)
        drawn.setdefault(seat, []).extend(cards_in(folded[at:end], lang))
    return tuple((seat, tuple(cards)) for seat, cards in drawn.items() if cards)
