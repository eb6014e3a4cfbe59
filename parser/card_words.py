"""Cards said in words, each with the player who drew it: "al del 2 le sale el as de corazones y al del 7
el as de picas", "seat 2 drew the king of hearts, seat 7 a queen", "seats 3 and 8 both turn over an ace, spade
for seat 3, heart for seat 8", "al 2 le sale K de tréboles", "sale A♥ en el 3 y A♣ en el 8". The words are
data (locales/<lang>/cards.json); a card is its rank and suit in the rules' notation ("Ah"), the suit left
empty when it is not said."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache

from locales.languages import LANGS
from parser.kept_patterns import compiled
from parser.paths import LOCALES
from rules_engine.record import field, mutable_record, record


@record
class _CardWords:
    """Both languages' rank and suit words (a docstring of its own: the dataclass module would write one
    through `inspect.signature`, a few ms of a one-report process)."""

    ranks: dict[str, str]
    suits: dict[str, str]
    links: frozenset[str]  # "of", "de": a rank's suit follows it
    articles: frozenset[str]  # "un", "a": a rank said as a number is a card after them
    shared: frozenset[str]  # "both", "ambos": one card named for every player just listed
    towards: frozenset[str]  # "for", "para": a card or suit said before the player it goes to
    fillers: frozenset[str]  # "seat", "el": words that may stand between "for" and that player
    symbols: dict[str, str]  # "♥": "hearts": a suit drawn as a symbol, read as its word


@cache
def _words(lang: str) -> _CardWords:
    """One language's card words: "as" is an ace in Spanish and a word like any other in English."""
    data = json.loads((LOCALES / lang / "cards.json").read_text(encoding="utf-8"))
    return _CardWords(
        data["ranks"],
        data["suits"],
        frozenset(data["suit_links"]),
        frozenset(data["card_articles"]),
        frozenset(data["shared_words"]),
        frozenset(data["towards_words"]),
        frozenset(data["towards_fillers"]),
        data["symbols"],
    )


@cache
def _notation() -> tuple[frozenset[str], frozenset[str]]:
    """The ranks ("K", "T", "10") and suit letters ("h") a card is written with in the rules' notation."""
    said = [_words(lang) for lang in LANGS]
    ranks = {v for w in said for v in w.ranks.values()} | {k for w in said for k in w.ranks if k.isdigit()}
    return frozenset(ranks), frozenset(v for w in said for v in w.suits.values())


def is_card_notation(word: str) -> bool:
    """ "Kh", "Qs", "10d": one card written rank then suit letter, as a board is told ("Flop Kh 9d 4c"); the
    rank in capitals or digits ("as", "js" written small are words)."""
    ranks, suits = _notation()
    rank = word[:-1]
    return 2 <= len(word) <= 3 and word[-1] in suits and rank in ranks and not rank.islower()


_WORD = compiled(r"[a-z0-9]+")


_NUMBERED = frozenset("23456789T")  # ranks said as numbers, which also name seats
_SENTENCE_END = compiled(r"[.;:?!]")


@mutable_record
class _Said:
    """What one stretch of text (from a player's mention to the next one's) says about cards."""

    cards: list[str] = field(default_factory=list)
    shared: bool = False  # its cards were said for the players listed before it too ("both")
    forward: str | None = None  # a card or a suit said for the next player ("... spade for seat 3")
    closed: bool = False  # a sentence ends in it: no card said later is shared with its player


def _said(stretch: str, words: _CardWords) -> _Said:
    said = _Said(closed=bool(_SENTENCE_END.search(stretch)))
    for symbol, suit in words.symbols.items():  # "A♥" is the ace of hearts
        stretch = stretch.replace(symbol, f" {suit}")
    found = list(_WORD.finditer(stretch))
    tokens = [m.group() for m in found]
    last: str | None = None  # the last card or lone suit said, and where its words end
    last_end = 0
    i = 0
    while i < len(tokens):
        word = tokens[i]
        adjacent = i + 1 < len(tokens) and not stretch[found[i].end() : found[i + 1].start()].strip()
        linked = adjacent and tokens[i + 1] in words.links
        suited = adjacent and tokens[i + 1] in words.suits
        if word in words.suits:
            last, last_end = words.suits[word], i + 1  # a suit said alone ("spade for seat 3")
        elif word in words.ranks and (
            (words.ranks[word] not in _NUMBERED and len(word) > 1)
            or linked
            or suited
            or (i > 0 and tokens[i - 1] in words.articles)
        ):  # "9 de picas", "un nueve", "K de tréboles" are cards; "el del 2", "el dos" name a seat
            k = i + 1 + linked
            suit = words.suits.get(tokens[k], "") if k < len(tokens) and (linked or suited) else ""
            card = words.ranks[word] + suit
            said.cards.append(card)
            said.shared = said.shared or any(t in words.shared for t in tokens[:i])
            last, last_end = card, k + 1 if suit else i + 1
            i = last_end
            continue
        i += 1
    tail = tokens[last_end:]
    if last is not None and tail and tail[0] in words.towards and set(tail) <= words.towards | words.fillers:
        said.forward = last
        if said.cards and said.cards[-1] == last:
            said.cards.pop()  # "ace of hearts for seat 3": the card is seat 3's, not this stretch's player's
    return said


def cards_in(folded: str, lang: str) -> list[str]:
    """The cards a stretch of folded text names, in order ("rey de picas y luego un nueve" -> Ks, 9)."""
    said = _said(folded, _words(lang))
    return said.cards + ([said.forward] if said.forward and len(said.forward) > 1 else [])


def drawn_cards(
    folded: str, lang: str, seats: Sequence[tuple[str, int]]
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(seat, its cards in the order drawn) for each player named, from the words after each mention up to
    the next player's: a second card given to the tied players comes after the first. A card said once for
    the players just listed ("both turn over an ace") is each one's, and a card or suit said before a player
    with "for" ("spade for seat 3") is that player's."""
    words = _words(lang)
    stretches = [
        _said(folded[at : seats[n + 1][1] if n + 1 < len(seats) else len(folded)], words)
        for n, (_, at) in enumerate(seats)
    ]
    drawn: dict[str, list[str]] = {seat: [] for seat, _ in seats}
    # a card said before the first player named is his when it is said for him ("sale A♥ en el 3")
    lead = _said(folded[: seats[0][1]], words) if seats else None
    for n, (seat, _) in enumerate(seats):
        forward = stretches[n - 1].forward if n else (lead.forward if lead else None)
        if forward is not None:
            _give(drawn[seat], forward)
        said = stretches[n]
        if said.shared and said.cards:
            m = n - 1
            while m >= 0 and not stretches[m].cards and not stretches[m].closed:
                drawn[seats[m][0]].extend(said.cards)
                m -= 1
        drawn[seat].extend(said.cards)
    return tuple((seat, tuple(cards)) for seat, cards in drawn.items() if cards)


def _give(cards: list[str], said: str) -> None:
    """A card or suit said for a player: it completes a rank he was said to share ("both get aces: ace of
    hearts for seat 3"), a suit the first rank said without one, else the card is his next."""
    bare = [k for k, card in enumerate(cards) if len(card) == 1 and (len(said) == 1 or card == said[0])]
    if bare:
        cards[bare[0]] += said[-1]
    elif len(said) > 1:
        cards.append(said)
