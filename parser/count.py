"""A count given to a player before they act (rule 49): "seat 6 asks the dealer how much, the dealer says
8,000 but it was 11,000, seat 6 calls", "el 1 pide que le cuenten, el crupier dice 12.000 pero eran 15.500".

The first amount after the request is the count the player was told; an amount after a correction word
("but it was", "pero eran") is the real wager. Both amounts are taken out of the events' reading (the dealer
does not bet); the told count goes to the first action after it, and the real amount to the bet that had
none ("seat 2 shoves").
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from parser.amounts import THOUSAND, Amount, nearest_magnitude
from parser.cues import cued
from parser.events import RawEvent, Segment
from parser.grammar import words
from parser.lexicon import Term
from parser.seat_table import seat_at
from parser.seats import SeatRef, possessive
from parser.tagging import Piece, at, closes_sentence, is_kind, is_mark, is_word, is_word_in
from parser.terms import TermKind
from rules_engine.record import field, mutable_record, replace

_POT = "pot"  # the pot counted ("pidió el conteo del pozo"): its real size is the pot's, not a bet faced
# How far after the request the count may come: "asks the dealer how much, and the dealer says 8,000";
# after the words that tell it, the amount comes at once ("the dealer counts the pot at, um, 9,800").
_REACH = 12
_TOLD_REACH = 6  # "dealer told A it was 9,500"
_TOLD_NEAR = 3  # further, a told amount follows a copula ("told A it *was* 9,500"; not "counted 5 at 6k")
# The real amount may come a sentence later: "le digo 14.500 y dice 'pago'. Al contarlo bien son 17.500".
_REAL_REACH = 16  # "...seat 7 says call. Now we count, the all in is 28,500"
_CUE_REACH = 6  # "al contarlo bien *eran*": the cue a few words before the copula
_COPULAS = words("copulas")  # "eran", "son", "was", "it's"
_ARTICLES = words("articles")
_AMOUNT_LINKS = words("amount_links")  # "era *de* 24.000"
_PRONOUNS = words("subject_pronouns") | words("object_pronouns")  # "no, *it* was"
_REAL_LINKS = _COPULAS | words("past_stack_words")  # "al final *tenía* 16.500": what the all-in held
_CORRECTION_CUES = words("count_correction_cues")  # "turns out", "al contar", "me equivoqué", "actually"
_MISSED_REACH = 6  # "se me pasó una torre de mil": the chips missed named within a few words
_SHORT_SCALES = (100, THOUSAND)  # "eight and a half" (85 in tenths): 8,500 or 85,000
_QUESTION_NOUNS = words("question_nouns")  # "Pregunta tonta: ...": the writer's question, no count asked
_QUESTION_NOUN_ARTICLES = words("question_noun_articles")  # "una pregunta"
_PURPOSE = words("purpose_words")  # "pide cuenta *para* apostar el bote": what he means to do
_STATES = words("state_copulas")  # "cuánto tiene el 4 que *está* all in": whose all-in is counted, no act
_ASKING_COPULAS = words("asking_copulas")  # "*is* it 1800?": the copula a question puts first
_WRITER_TELLING = words("writer_telling")  # "Told yer man in seat 8 it was 8k": the writer's telling
_STAFF_COUNTING = words("staff_counting")  # "el dealer *cuenta* 12 mil": the count told, in the present
_STAFF = words("staff_nouns")
_NAMED_REACH = 4  # "told *the guy in seat 8* it was 8k", "le dije *al del 8* que eran...": the player told


@mutable_record
class Count:
    told: Amount
    told_at: int
    real: Amount | None = None
    used: set[int] = field(default_factory=set)  # pieces the events must not read
    asked_at: int | None = None  # where the player asked for it ("el 7 me pide cuenta")
    bet: str | None = None  # the action counted, named as a noun: "how much is the all in" ("all_in")


@cued(kinds=(TermKind.COUNT_REQUEST, TermKind.COUNT_TOLD), words=_WRITER_TELLING | _STAFF_COUNTING)
def read_count(pieces: Sequence[Piece], taken: Collection[int] = ()) -> Count | None:
    """The count a player asked for and was told ("asks how much ... 8,000"), or a count told without a
    request ("dealer counted 7,400", "yo conté 12.200"), if the report tells one. ``taken``: pieces the
    header read (the pot as it really was, the blinds): they are not what he was told, unless a correction
    follows ("the dealer said the pot was 9k but it was 7k")."""
    for i, piece in enumerate(pieces):
        if not (
            is_kind(piece, TermKind.COUNT_REQUEST, TermKind.COUNT_TOLD)
            or _writer_tells(pieces, i)
            or _staff_counts(pieces, i)
        ):
            continue
        if _the_writers_question(pieces, i):
            continue
        # the player told may stand between the telling and the count ("told seat 8 it was 8k")
        reach = _REACH if is_kind(piece, TermKind.COUNT_REQUEST) else _TOLD_REACH + _NAMED_REACH
        counted: dict[int, Piece] = {}  # "how much is the all in": the bet counted, named as a noun
        for k in range(i + 1, min(len(pieces), i + reach)):
            acts = (
                is_kind(pieces[k], TermKind.ACTION, TermKind.PUSH)
                and not possessive(pieces[k - 1])
                and not is_word_in(pieces[k - 1], _PURPOSE)  # "asked for a count *to* bet the pot": meant
            )
            if acts and _named_after_a_copula(pieces, k, i):
                counted[k] = pieces[k]
            elif acts and not is_word_in(pieces[k - 1], _STATES):
                break  # the player acted before any count was told ("seat 8's all in" is what is counted)
            if is_kind(pieces[k], TermKind.QUESTION) or _guessed(pieces, k):
                break  # "...y si quiere resubir cuánto es lo mínimo 19.500", "is it 1800?": his own question
            told = pieces[k]
            if (
                isinstance(told, Amount)
                and told.value is not None
                and not is_kind(pieces[k - 1], TermKind.COUNT_REAL)
                and seat_at(pieces, k - 1) is None  # "how much seat 8's all in is": a seat, not a count
                and seat_at(pieces, k - 2) is None
                and (reach == _REACH or k - i <= _TOLD_NEAR or is_word_in(pieces[k - 1], _COPULAS))
            ):
                count = Count(
                    told,
                    k,
                    used={i, k, *counted, *_said_again(pieces, k)},
                    asked_at=i if is_kind(piece, TermKind.COUNT_REQUEST) else None,
                    bet=next((p.value for p in counted.values() if isinstance(p, Term)), None),
                )
                _real(pieces, k, count)
                if k in taken and count.real is None:
                    continue  # what the header read (the pot as it was, the blinds), no count corrected
                if count.real is not None:
                    # "cantó 9 lucas pero había 7", "told him eight and a half... twelve thousand three
                    # hundred": the one said short has the other's scale
                    count.real = _in_the_scale_of(count.real, count.told)
                    count.told = _in_the_scale_of(count.told, count.real)
                return count
    return None


def _guessed(pieces: Sequence[Piece], k: int) -> bool:
    """ "asks how much to call, is it 1800?", "pregunta cuánto tiene que pagar, ¿son 1.800?": an amount after
    an asking copula and a pronoun, or after a copula and closing a question, is the asker's guess, not a
    count anyone told him."""
    if not isinstance(pieces[k], Amount):
        return False
    before = at(pieces, k - 1)
    if is_word_in(before, _PRONOUNS) and is_word_in(at(pieces, k - 2), _ASKING_COPULAS):
        return True
    return is_word_in(before, _COPULAS) and is_word(at(pieces, k + 1), "?")


def _the_writers_question(pieces: Sequence[Piece], i: int) -> bool:
    """ "Pregunta tonta pero por confirmar: ...", "Una pregunta: ...": the asking word is a noun, the writer's
    own question, after an article or opening a sentence with no player after it; no count is asked."""
    if not is_word_in(pieces[i], _QUESTION_NOUNS):
        return False
    if is_word_in(at(pieces, i - 1), _QUESTION_NOUN_ARTICLES):
        return True
    opens = i == 0 or closes_sentence(pieces[i - 1])
    return opens and seat_at(pieces, i + 1) is None and seat_at(pieces, i + 2) is None


def _named_after_a_copula(pieces: Sequence[Piece], k: int, asked: int) -> bool:
    """ "how much is the all in", "how much the shove is", "pregunta cuánto es el all in": the action named
    as a noun, with an article, beside a copula or right after the request, is the bet asked about, no
    action of the player who asks."""
    if not is_word_in(at(pieces, k - 1), _ARTICLES):
        return False
    return k - 2 == asked or any(is_word_in(at(pieces, j), _STATES | _COPULAS) for j in (k - 2, k + 1))


def _writer_tells(pieces: Sequence[Piece], i: int) -> bool:
    """A verb of telling that opens its sentence with no subject is the writer's, the dealer's ("Told yer
    man in seat 8 it was 8k to him", "Dije al del 8 que eran 8 lucas"): a count told, as "I told him"."""
    return is_word_in(pieces[i], _WRITER_TELLING) and (i == 0 or closes_sentence(pieces[i - 1]))


def _staff_counts(pieces: Sequence[Piece], i: int) -> bool:
    """A verb of counting in the present between the staff's noun and an amount ("el dealer cuenta 12 mil",
    "la crupier calcula 9.400"): the count told, as "contó". Not "cuenta mal y le dice...", nor "cuenta que"
    (the verb of telling a story): the amount must come at once."""
    told = at(pieces, i + 1)
    return (
        is_word_in(pieces[i], _STAFF_COUNTING)
        and is_word_in(at(pieces, i - 1), _STAFF)
        and isinstance(told, Amount)
        and told.value is not None
    )


def _said_again(pieces: Sequence[Piece], k: int) -> set[int]:
    """ "le dice ocho mil, eh, ocho mil": the count said twice over a filler is the one count."""
    j = k + 1
    while is_kind(at(pieces, j), TermKind.FILLER) or is_word(at(pieces, j), ","):
        j += 1
    again, told = at(pieces, j), pieces[k]
    same = isinstance(again, Amount) and isinstance(told, Amount) and again.value == told.value
    return set(range(k + 1, j + 1)) if same and j > k + 1 else set()


def _real(pieces: Sequence[Piece], told_at: int, count: Count) -> None:
    """The correct amount said soon after the count: "but it was 11,000", "pero eran 15.500"."""
    for k in range(told_at + 1, min(len(pieces) - 1, told_at + _REAL_REACH)):
        if not (is_kind(pieces[k], TermKind.COUNT_REAL) or _corrected_copula(pieces, k, told_at)):
            continue
        j = k + 1
        while (
            is_kind(at(pieces, j), TermKind.FILLER, TermKind.RESTATE)
            or is_word(at(pieces, j), ",")
            or (j == k + 1 and is_word_in(at(pieces, j), _AMOUNT_LINKS))
            or _said_again_after_a_no(pieces, j)
        ):
            j += _said_again_after_a_no(pieces, j) or 1  # "it's, uh, actually 18,500", "real era de"
        after = _in_the_counts_scale(at(pieces, j), count.told)
        if isinstance(after, Amount) and after.value is not None:
            count.real = after
            count.used.update(range(k, j + 1))
            # "el dealer cuenta mal", "recontamos", "we recount": the words that say the count was wrong
            opened = min(told_at, count.asked_at if count.asked_at is not None else told_at) - _CUE_REACH
            count.used.update(p for p in range(max(0, opened), k) if is_word_in(pieces[p], _CORRECTION_CUES))
            count.used.update(p for p in range(told_at + 1, k) if _bet_named(pieces, p))
            count.used.update(_what_was_missed(pieces, j + 1))
            return


def _what_was_missed(pieces: Sequence[Piece], i: int) -> range:
    """ "pero eran 23 mil, se me pasó una torre de mil", "it was 23k, I missed a stack of 1000s": why the
    count was wrong, the chips the dealer missed named after the real amount: no bet and no stack."""
    i += is_word(at(pieces, i), ",")
    if not is_kind(at(pieces, i), TermKind.SKIPPED):
        return range(0)
    for k in range(i + 1, min(len(pieces), i + _MISSED_REACH)):
        if is_mark(pieces[k]):
            break
        if isinstance(pieces[k], Amount):
            return range(i, k + 1 + is_kind(at(pieces, k + 1), TermKind.CHIP))
    return range(0)


def _bet_named(pieces: Sequence[Piece], p: int) -> bool:
    """ "but *the actual all-in* is 24,000", "pero *el all in* real era de 24.000": the bet whose real size
    is told, named with an article (a correction word between), no action of the player told after."""
    before = p - 1 - is_word_in(at(pieces, p - 1), _CORRECTION_CUES)
    return is_kind(pieces[p], TermKind.ACTION) and is_word_in(at(pieces, before), _ARTICLES)


def _said_again_after_a_no(pieces: Sequence[Piece], j: int) -> int:
    """ "pero eran *no eran* 210 mil", "but it was, *no, it was* 210,000": the copula said again after a "no"
    that takes back a slip of the tongue, not a denial of the amount: how many pieces it spans (0: none)."""
    k = j + is_word(at(pieces, j), ",")
    if not is_kind(at(pieces, k), TermKind.NEGATION):
        return 0
    k += 1 + is_word(at(pieces, k + 1), ",")
    k += is_word_in(at(pieces, k), _PRONOUNS)
    return k + 1 - j if is_word_in(at(pieces, k), _COPULAS) else 0


def _in_the_counts_scale(piece: Piece | None, told: Amount) -> Piece | None:
    """ "told eleven thousand... it's actually sixteen five": a number said short after the count has the
    count's magnitude (16,500, not 1,650)."""
    counted = told.value
    if not isinstance(piece, Amount) or piece.value is not None or not piece.candidates or counted is None:
        return piece
    nearest = min(piece.candidates, key=lambda value: abs(value - counted))
    return replace(piece, value=nearest, candidates=())


def _in_the_scale_of(said: Amount, other: Amount) -> Amount:
    """ "says about eight and a half... we count twelve thousand three hundred", "9 lucas pero había 7": an
    amount said short, no scale written, has the magnitude nearest the other amount's (8,500, not 85 nor
    85,000; 7,000)."""
    short = said.value // THOUSAND if said.short and said.value else said.value  # before the table's unit
    if (said.scaled and not said.short) or short is None or other.value is None or not 0 < short < THOUSAND:
        return said
    nearest = nearest_magnitude(short, other.value or 0, _SHORT_SCALES)
    return replace(said, value=nearest, scaled=True)


def _corrected_copula(pieces: Sequence[Piece], k: int, told_at: int) -> bool:
    """ "Turns out it's 18,500", "al contar eran 23 mil", "me equivoqué, eran 9.400", "in the end he had
    16,500": a copula ("eran", "it's", "tenía", "had") after a word saying the count was wrong or counted
    again, between the count told and it; or that word right before the amount ("we count 7,500")."""
    if is_word_in(pieces[k], _CORRECTION_CUES):
        return True  # "we count 7,500", "recontamos: 7.500": the counting word before the amount
    if not is_word_in(pieces[k], _REAL_LINKS):
        return False
    return any(is_word_in(p, _CORRECTION_CUES) for p in pieces[max(told_at + 1, k - _CUE_REACH) : k])


def attach_count(raw: Sequence[tuple[Segment, RawEvent]], count: Count) -> int | None:
    """The told count on the first action after it; the real amount on the last bet before it without one.
    When no bet came before, the count was the pot's (pot-limit, 52-B): the real pot is returned."""
    caller = _pot_asker(raw, count.told_at)
    if caller is None:
        caller = _asker_acting_after(raw, count)
    if caller is None:
        caller = next(
            # "told him it was 8k but seat 3 *had* bet 11k. Seat 8 calls": a bet in the pluperfect came before
            (
                i
                for i, (seg, ev) in enumerate(raw)
                if ev.acts and not ev.earlier and _starts_after(seg, count.told_at)
            ),
            None,
        )
    if caller is None:
        return None
    acted = raw[caller][1].amount or raw[caller][1].pushed
    if count.real is None and isinstance(acted, Amount):
        # "told him twenty one so seat two bet twenty one thousand": a count said short has the magnitude of
        # the amount he then acted with
        count.told = _in_the_scale_of(count.told, acted)
    raw[caller][1].count_given = count.told.value
    if raw[caller][1].ref is None and raw[caller][0].ref is None:
        # "El 2 pidió el bote, le dije 8000. Apostó 8000": a bet with no subject after it is the asker's
        raw[caller][1].ref = _asker(raw, count)
    if count.real is None:
        return None
    for _, ev in reversed(raw[:caller]):
        if ev.acts and ev.ref != raw[caller][1].ref:
            if ev.amount is None and ev.pushed is None and ev.chips is None:
                ev.amount = count.real
            return None
    asker = raw[caller][1]
    if count.bet not in (None, _POT) and asker.faced is None:
        asker.faced, asker.faced_amount = count.bet, count.real  # "how much is the all in": a bet, no pot
        return None
    return count.real.value


def _asker(raw: Sequence[tuple[Segment, RawEvent]], count: Count) -> SeatRef | None:
    """The player who asked for the count, named before the request (or, with no request read, before the
    count told him: "el 2 quiere saber el bote, le dije 8000") in his clause."""
    at = count.asked_at if count.asked_at is not None else count.told_at
    return next((seg.ref for seg, _ in raw if _asked_in(seg, at)), None)


def _asked_in(seg: Segment, at: int) -> bool:
    """ "el 8 me pide cuenta", "el 8 (tiene 40 lucas) me pide que cuente": the piece at `at` in his clause."""
    if seg.ref is None:
        return False
    inside = bool(seg.pieces) and seg.ref.end < at < seg.pieces[-1][0]
    return seg.ref.end == at or inside


def _asker_acting_after(raw: Sequence[tuple[Segment, RawEvent]], count: Count) -> int | None:
    """The player named just before the request, acting once told ("el 7 me pide cuenta, le digo 14.500 y
    dice 'pago'", "seat 9 asks how much, I tell him 8,000 and he calls"): the count bears on his action."""
    if count.asked_at is None:
        return None
    for k, (seg, ev) in enumerate(raw):
        if (
            _asked_in(seg, count.asked_at)
            and ev.acts
            and ev.action_at is not None
            and ev.action_at > count.told_at
        ):
            return k
    return None


def _pot_asker(raw: Sequence[tuple[Segment, RawEvent]], at: int) -> int | None:
    """The player who said "pot" just before the count: the count answers him ("seat 1 asks for the pot,
    dealer says 9,500, he bets 9,500"; "el 2 pide bote, le digo 9.500")."""
    before = [i for i, (_, ev) in enumerate(raw) if ev.acts and (ev.declared_at or at) < at]
    if before and raw[before[-1]][1].action == "pot":
        return before[-1]
    return None


def _starts_after(seg: Segment, at: int) -> bool:
    """The segment's action comes after the count: its player is named after it, or (a pronoun going on
    with the last player) its first word is. "El 7 va all in, el 2 pregunta cuánto es, le digo 8.500...":
    the all-in's sentence runs past the count, but it was made before."""
    start = seg.ref.start if seg.ref is not None else (seg.pieces[0][0] if seg.pieces else -1)
    return start > at
