"""A player's chips moved back toward his stack, told by a verb and its particle around the chips (46-B).

The lexicon lists the set phrases ("pulls back", "las retira"); a separable verb wraps the chips it moves:
"takes his bet chips back", "pulled the chips back in", "drags the 1,500 back to his stack", "se las regresa a
su stack", "jala las fichas de su apuesta hacia él". A verb of moving (`pulling_verbs`), the chips moved (an
object pronoun before the verb in Spanish, or a short run of chip words after it), and where they went
(`back_phrases`) are one pull-back; the "bet" in "his bet chips" is the chips', no action of his. A verb
after a modal or a wish ("can he take his bet back?") is the player's action taken back, not his chips.
"""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.grammar import role_phrases, words
from parser.lexicon import Term
from parser.tagging import Piece, at, is_kind, is_word_in, text_of
from parser.terms import TermKind
from rules_engine.situation import PriorChips

PULLING_VERBS = words("pulling_verbs")
_BACK = tuple(sorted(words("back_phrases"), key=len, reverse=True))  # longest first
_MOVING = PULLING_VERBS | words("taking_motions")  # "agarra su apuesta y se la trae": taken, then moved
_AND = words("and")
_CHIP_WORDS = words("chip_object_words")
_OBJECT_WORDS = (
    words("possessive_pronouns") | words("articles") | words("object_pronouns") | words("of_links")
)
_CLITICS = words("object_pronouns") | words("reflexive_pronouns") | words("motion_clitics")  # "se *las*"
# "can he take", "wants to take": an action taken back
_NOT_HIS_MOTION = words("modals") | words("infinitive_markers")
_DENIED = words("negations") | words("past_negations")
_DENYING = (TermKind.NEGATION, TermKind.DEALER_DOUBT)  # "no", "i didnt see": no motion seen
_DENIAL_REACH = 3  # "didnt see him | pull": the denial a few words before the verb
_OBJECT_REACH = 6  # "las fichas de su apuesta de 1.500": the chips told in a few words
_BACK_REACH = 3  # the words of the longest particle phrase ("towards his stack")
_OBJECT_KINDS = (TermKind.CHIP, TermKind.BLINDS, TermKind.ACTION, TermKind.FILLER)
_CHIP_OBJECT = _CHIP_WORDS | _OBJECT_WORDS


def moved_back(pieces: Sequence[Piece], i: int) -> int | None:
    """Where the pull-back told from piece i ends (exclusive), or None when the verb at i moves no chips
    back. "agarra su apuesta y se la trae a su stack": the chips taken, then moved back by the next verb."""
    if not is_word_in(pieces[i], _MOVING) or is_word_in(at(pieces, i - 1), _NOT_HIS_MOTION):
        return None
    if is_kind(at(pieces, i - 1), TermKind.INTENTION):
        return None  # "quiere jalar", "wants to take": a wish, not a motion
    if any(is_word_in(at(pieces, k), _DENIED) or is_kind(at(pieces, k), *_DENYING) for k in _before(i)):
        return None  # "didnt see him pull them back", "no las jaló": no motion told
    k = i + 1
    while k < i + 1 + _OBJECT_REACH and _back_phrase_end(pieces, k) is None and _chip_object(at(pieces, k)):
        k += 1
    if k == i + 1 and not is_word_in(at(pieces, i - 1), _CLITICS):
        return None  # no chips named: "takes back" and its like are the lexicon's
    if (end := _back_phrase_end(pieces, k)) is not None:
        return end if is_word_in(pieces[i], PULLING_VERBS) else None
    return _moved_on(pieces, k) if k > i + 1 else None


def _moved_on(pieces: Sequence[Piece], k: int) -> int | None:
    """ "... y se la trae a su stack": the chips just taken, moved back by the verb after "and" and its
    object pronouns."""
    if not is_word_in(at(pieces, k), _AND):
        return None
    verb = k + 1
    while is_word_in(at(pieces, verb), _CLITICS):
        verb += 1
    then = at(pieces, verb)
    if is_kind(then, TermKind.PULL_BACK) and isinstance(then, Term) and then.value == PriorChips.PULLED_BACK:
        return verb + 1  # "... y se *la trae a su stack*": a set phrase of the lexicon
    return moved_back(pieces, verb) if verb > k + 1 else None


def _before(i: int) -> range:
    return range(max(0, i - _DENIAL_REACH), i)


def _chip_object(piece: Piece | None) -> bool:
    """A word of the chips moved: an amount, a chip or bet word, an article or a possessive."""
    if isinstance(piece, Amount):
        return True
    return is_word_in(piece, _CHIP_OBJECT) or is_kind(piece, *_OBJECT_KINDS)


def _back_phrase_end(pieces: Sequence[Piece], k: int) -> int | None:
    """The end of a back particle starting at piece k ("back", "de vuelta", "toward his stack"): its words
    may stand in one piece or several."""
    said: list[str] = []
    ends: list[int] = []  # the piece each word of `said` ends in
    for n in range(_BACK_REACH):
        for word in text_of(at(pieces, k + n)).split():
            said.append(word)
            ends.append(k + n + 1)
    for phrase in _BACK:
        told = phrase.split()
        if said[: len(told)] == told:
            return ends[len(told) - 1]
    return None


_HALF_REACH = 4  # "kinda slides his 2k back toward his stack, not all the way": the words either side
_CLAUSE_REACH = 20  # "slid his 3k back, dealer says maybe an inch, not into his stack, then he folded"
_CLAUSE_ENDS = frozenset({".", "?", "!", ";"})
# What the player does next, which the words about the motion stop at ("piensa, y los quiere volver a
# poner en el medio": the centre of the table, no half motion)
_NEXT_DOING = (TermKind.ACTION, TermKind.PUSH, TermKind.INTENTION, TermKind.THINKING, TermKind.SECOND_MOTION)


def partway(pieces: Sequence[Piece], start: int, end: int) -> bool:
    """A pull-back told as stopped short or only half made ("not all the way", "medio jaló", "a medias",
    "maybe an inch, not back into his stack"), in the words around it or in what the report says of it
    before the player's next action: 46-B binds only a clear one."""
    near = range(max(0, start - _HALF_REACH), _told_of_it(pieces, end) + _HALF_REACH)
    told = " ".join(text_of(pieces[k]) for k in near if k < len(pieces))
    return role_phrases("half_motions").search(told) is not None


def _told_of_it(pieces: Sequence[Piece], end: int) -> int:
    """Where what is told of a motion ending at `end` stops: the next action, or the sentence's end."""
    last = min(len(pieces), end + _CLAUSE_REACH)
    ends = (
        k for k in range(end, last) if is_kind(pieces[k], *_NEXT_DOING) or text_of(pieces[k]) in _CLAUSE_ENDS
    )
    return next(ends, last)
