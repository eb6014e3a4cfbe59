"""Reported speech: what a player says he did is his claim, not a new action; what the dealer remarks
("that's his whole stack") is a fact, no claim.

"Says he only called 14,500", "dice que solo pagó doce", "claims that she raised": a verb of saying, then
"that"/"que" or a subject pronoun, then an action told in the past (or a copula and an action: "dice que es
apuesta"). The verb of saying is read as the player's opinion (`TermKind.OPINION`), so the action after it
is talked about, not done again; the present ("dice que paga", "says he calls") stays a declaration told
indirectly, unless "only" limits it ("dice que solo paga 4.500": what he holds to in a dispute).
"""

from __future__ import annotations

from collections.abc import Sequence

from parser.amounts import Amount
from parser.events import CHIP_HEAPS, meaning_claimed
from parser.grammar import abbreviations, words
from parser.lexicon import Term, entry_of_kind
from parser.normalize import Token
from parser.tagging import Piece, at, is_kind, is_mark, is_word_in, kinds_in, positions
from parser.terms import TermKind
from rules_engine.record import replace
from rules_engine.situation import Event

_THAT = words("that_word")  # "says *that* he called", "dice *que* pagó"
_SUBJECTS = words("subject_pronouns")  # "says *he* called", "dice que *él* pagó"
# "says he *only* called", "dice que *ya* había pagado", "dice q *entonces* es apuesta"
_MERELY = words("only")
_ONLY = _MERELY | words("already") | words("clause_openers")
_PAST_ENDINGS = tuple(words("past_endings"))  # "call*ed*", "pag*ó*": told in the past, as written
# after "que" a third person's past typed without its accent: "dice que pago" is "pagó" (never "I pay")
_REPORTED_PAST = tuple(words("reported_past_endings"))
_PLUPERFECT = words("pluperfect")  # "dice que ya *había* chequeado", "says he *had* called"
_COPULAS = words("copulas")
_OUGHT = words("ought_words")  # "says it *should* be 10k", "dice que *tendrían que* ser diez mil"
_TO_BE = words("infinitive_copulas")  # "should *be*", "tendría que *ser*", "should have *been*"
_IMPERSONAL = words("impersonal_subjects")  # "says *it*'s a raise": the subject of what the action is
_REMARKS = words("remark_openers")  # "that's", "eso es": what the dealer says of what he just told
_ALL_TOLD = words("all_told")  # "that's *it*", "eso es *todo*": nothing more to tell
_CHIP_FACTS = (TermKind.LAST_CHIPS, TermKind.STACK_WORD, TermKind.DEEP_STACK)
_EXISTENTIALS = words("existentials")  # "there's", "hay"
_ARTICLES = words("articles")  # "says that it was *a* call"
# The word lists tested together, joined once here rather than at every test.
_ARTICLES_OR_ONLY = _ARTICLES | _ONLY
_LINKS = _THAT | _SUBJECTS
_COPULAS_OR_TO_BE = _COPULAS | _TO_BE
_ANY_PAST_ENDINGS = _PAST_ENDINGS + _REPORTED_PAST
_BARE_PASTS = words("bare_pasts")  # "says he *bet* 30,000": a past with no ending of its own


def reported_claims(pieces: list[Piece], lang: str) -> list[Piece]:
    """The pieces with each verb of saying that opens reported speech of a past action made an opinion."""
    if kinds_in(pieces).isdisjoint((TermKind.DECLARE, TermKind.OPINION)):
        return pieces
    opinion, filler = entry_of_kind(lang, TermKind.OPINION), entry_of_kind(lang, TermKind.FILLER)
    changed: dict[int, Piece] = {}
    for i in positions(pieces, TermKind.DECLARE, TermKind.OPINION):  # the verbs of saying alone
        piece = pieces[i]
        if is_kind(piece, TermKind.DECLARE) and opinion is not None and _reports_past(pieces, i):
            changed[i] = replace(piece, entry=opinion)
        elif is_kind(piece, TermKind.OPINION) and filler is not None and _dealers_remark(pieces, i):
            changed[i] = replace(piece, entry=filler)
    if not changed:
        return pieces  # the same list: its piece index serves the readers after this one
    out = list(pieces)
    for i, piece in changed.items():
        out[i] = piece
    return out


def _dealers_remark(pieces: Sequence[Piece], i: int) -> bool:
    """ "...three 1k chips left, that's his whole stack": "that's" before a fact of the player's chips, or
    "it" after one ("...two 5k chips left, that's it"), is the dealer saying more of them, no player's
    claim."""
    if not is_word_in(pieces[i], _REMARKS):
        return False
    # "a stack that's 8k": the heap's worth, told by the dealer
    heap = is_word_in(at(pieces, i - 1), CHIP_HEAPS) and isinstance(at(pieces, i + 1), Amount)
    # "...two 5k chips left, that's it": nothing more than the chips just told
    told = i - 1 - is_mark(at(pieces, i - 1))  # "...two 5k chips left, that is all"
    all_told = is_word_in(at(pieces, i + 1), _ALL_TOLD) and is_kind(at(pieces, told), *_CHIP_FACTS)
    return heap or all_told or is_kind(at(pieces, i + 1), *_CHIP_FACTS) or _names_him_again(pieces, i)


def _names_him_again(pieces: Sequence[Piece], i: int) -> bool:
    """ "the button that's el Chivo opens...": "that's" between a position and a name with no vocabulary
    of its own (after an article or capitalised) names the player again, no one's claim."""
    if not is_kind(at(pieces, i - 1), TermKind.POSITION):
        return False
    name = at(pieces, i + 1 + is_word_in(at(pieces, i + 1), _ARTICLES))
    return isinstance(name, Token) and name.kind == "word" and name.text[:1].isupper()


def _reports_past(pieces: Sequence[Piece], i: int) -> bool:
    """Whether the verb of saying at i is followed by "that" or a pronoun, then an action in the past, or
    by "there is"."""
    if is_word_in(at(pieces, i + 1), _EXISTENTIALS):
        return True  # "CO saying there's a cap at 4 raises", "dice que hay...": a fact claimed, no action
    k, linked, that = i + 1, False, False
    if is_word_in(at(pieces, k), _IMPERSONAL):  # "yelling it's a raise", "say it is raise": what it is
        linked, that = True, True
        k += not is_word_in(at(pieces, k), _COPULAS)
    while _links(at(pieces, k)):
        that = that or not is_word_in(pieces[k], _SUBJECTS)
        k, linked = k + 1, True
    if linked and is_word_in(at(pieces, k), _IMPERSONAL) and is_word_in(at(pieces, k + 1), _COPULAS):
        k += 1  # "says that it was a call", "dijo que eso era check": what the action was
    # "says is a raise", "says es raise": the copula straight after the saying, its subject unsaid
    linked = linked or (k == i + 1 and is_word_in(at(pieces, k), _COPULAS))
    restricted = False  # "dice que solo paga 4.500", "says he only calls 4,500": his side of a dispute
    while is_word_in(at(pieces, k), _ONLY):
        restricted = restricted or is_word_in(pieces[k], _MERELY)
        k += 1
    ought = k
    while is_word_in(at(pieces, ought), _OUGHT):
        ought += 1
    if linked and ought > k and is_word_in(at(pieces, ought), _TO_BE):
        k = ought  # "dice que tendrían que ser diez mil", "says it should be 10k": what it ought to be
    if linked and is_word_in(at(pieces, k), _COPULAS_OR_TO_BE):
        # "dice q nomás es apuesta de 1.200", "says that it was a call", "le está diciendo que son 200": what
        # the action or its amount is, claimed
        named = k + 1
        while named < k + 3 and is_word_in(at(pieces, named), _ARTICLES_OR_ONLY):
            named += 1  # "says it was *just a* call", "dice que era *solo un* check"
        return is_kind(at(pieces, named), TermKind.ACTION) or isinstance(at(pieces, named), Amount)
    perfect = is_word_in(at(pieces, k), _PLUPERFECT)
    action = at(pieces, k + perfect)
    endings = _ANY_PAST_ENDINGS if that else _PAST_ENDINGS
    past = perfect or (action is not None and action.text.lower().endswith(endings))
    past = past or is_word_in(action, _BARE_PASTS)
    return linked and (past or restricted) and is_kind(action, TermKind.ACTION)


def _links(piece: Piece | None) -> bool:
    """ "that", "que", "q", "he", "él": the words that open what someone said, told by another."""
    if is_word_in(piece, _LINKS):
        return True
    return piece is not None and abbreviations().get(getattr(piece, "norm", "")) in _THAT


_CLAIM_REACH = (
    4  # "says he is all in", "dice que fue all in": the action claimed a few words after the saying
)


def reading_disputed(pieces: Sequence[Piece], events: Sequence[Event]) -> str | None:
    """A non-standard word ("I'm in", "voy") that another at the table claims was another action ("the bettor
    says he is all in because he said I'm in", "el otro dice que fue all in"): the word is at the player's
    own risk (57) and what it meant is the TD's (40-A). The player who said it, or None."""
    said = {e.seat: e.declaration.kind.value for e in events if e.declaration and not e.declaration.standard}
    if not said:
        return None
    for i in positions(pieces, TermKind.OPINION):
        claimed = next((p for p in pieces[i + 1 : i + 1 + _CLAIM_REACH] if is_kind(p, TermKind.ACTION)), None)
        if claimed is not None and claimed.value not in said.values():
            return next(iter(said))
    for i in positions(pieces, TermKind.ACTION):
        # "ahora dice que 'voy' era all in": the word itself told as meaning another action
        word = pieces[i]
        if not (isinstance(word, Term) and word.entry.unclear):
            continue
        meant = meaning_claimed(pieces, i)  # where the action it is told to mean stands
        other = pieces[meant] if meant is not None else None
        if isinstance(other, Term) and other.value != word.value:
            return next(iter(said))
    return None
