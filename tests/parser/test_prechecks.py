"""The prechecks of the seat and chip readers against the readers themselves: on every piece of every
labelled text, a precheck never turns away a piece where its reader finds something, and `seat_at`'s table
gives what `read_seat` gives."""

from __future__ import annotations

from functools import cache

import pytest

from bot.venues import get_venue
from parser.amounts import Amount, read_amounts
from parser.chips import may_open_chips, read_chips
from parser.language import detect
from parser.lexicon import Term, load
from parser.normalize import Token, tokenize
from parser.seat_table import may_name_at, may_open_seat, seat_at
from parser.seats import read_seat
from parser.tagging import Piece, tag
from tests.support.labelled import labelled_texts as all_labelled

# One of each way `read_seat` names a player, lower and upper case, as a guard beside the labelled texts.
EVERY_READING = (
    "seats 7 and 3 call, and five wants to take back his call, seven call nine folds",
    "the guy in the seven raises, el chico del 4 paga, el señor de la 5 tira",
    "the opener bets 400, next player calls, UTG raises, seat 6 folds, seat sevens all in, player B calls",
    "a player raises, someone bets, el 3 sube, el uno sube, vuelve al uno, S3 raises, P4 folds",
    "A raises and B calls. Maria bets 600 and John silently puts out two chips. Bob, without a word, calls.",
    "la Cata apuesta, el Pancho le dice, el paisa apuesta, a bets four hundred and b calls",
    "Tom says pot. Manolo abre 2.000 y paga la apuesta de Manolo",
    "una sola de mil, tres fichas: una de mil y dos de quinientos, two chips, two 5k's, 5x100, dos rojas",
    "a single 5k chip, sus dos últimas fichas de mil, one 1000 and five 100s, a nickel and two dimes",
)


@cache
def labelled_texts() -> list[str]:
    return [*EVERY_READING, *all_labelled()]


@cache
def labelled_pieces() -> list[list[Piece]]:
    return [_pieces_of(text) for text in labelled_texts()]


def _pieces_of(text: str) -> list[Piece]:
    tokens = tokenize(text)
    lang = detect(text, tokens=tokens)
    return tag(read_amounts(tokens, lang), load(lang))


def test_the_precheck_never_turns_away_a_player_read_seat_finds() -> None:
    found = 0
    for pieces in labelled_pieces():
        for i, piece in enumerate(pieces):
            if read_seat(pieces, i) is not None:
                found += 1
                assert may_open_seat(piece), (i, piece, pieces)
    assert found > 5000  # the labelled texts name players at thousands of places


def test_the_table_reads_as_read_seat_everywhere_and_once() -> None:
    for pieces in labelled_pieces():
        reach = range(-2, len(pieces) + 2)
        assert [seat_at(pieces, i) for i in reach] == [read_seat(pieces, i) for i in reach]
        assert all(seat_at(pieces, i) is seat_at(pieces, i) for i in range(len(pieces)))


def test_where_no_player_may_be_named_read_seat_finds_none() -> None:
    """`may_name_at`, asked before any seat is read and after all are, says False only where no player is."""
    for pieces in labelled_pieces():
        fresh = list(pieces)  # another list: a table of its own, nothing read yet
        before = may_name_at(fresh)
        for i in range(len(fresh)):
            seat_at(fresh, i)
        for may in (before, may_name_at(fresh)):
            assert all(may[i] or read_seat(fresh, i) is None for i in range(len(fresh)))


def test_each_report_is_read_afresh() -> None:
    """Two reports of the same length read in turn: neither gets the other's players."""
    named = tag(read_amounts(tokenize("el 3 sube"), "es"), load("es"))
    unnamed = tag(read_amounts(tokenize("sube a 3"), "es"), load("es"))
    for _ in range(2):
        assert seat_at(named, 0) == read_seat(named, 0) and seat_at(named, 0) is not None
        assert seat_at(unnamed, 0) is None and seat_at(unnamed, 1) is None


@pytest.mark.parametrize("venue", ["tda", "san-roque"])
def test_the_chip_precheck_never_turns_away_chips_read_chips_finds(venue: str) -> None:
    chip_set = get_venue(venue).chip_set
    found = 0
    for pieces in labelled_pieces():
        for i in range(len(pieces) + 1):
            if read_chips(pieces, i, chip_set) is not None:
                found += 1
                assert may_open_chips(pieces[i]), (i, pieces)
    assert found > 1000


def plain_acts(pieces: list[Piece], start: int) -> bool:
    """The plain definition of `events._acts`: read forward from `start` to the first acting word, another
    player (not one named again, an object or an alias in brackets), a question word or the sentence's end."""
    from parser import events
    from parser.events import (
        ACTING,
        _after_to,
        _describes,
        _is_sentence_end,
        _is_shorthand_amount,
        _reading_asked,
        _restates,
        is_object,
    )
    from parser.tagging import at, is_kind, is_word, is_word_in

    j = start
    while j < len(pieces):
        piece = pieces[j]
        if _is_sentence_end(piece):
            return False
        ref = read_seat(pieces, j) if j > start else None
        if ref is not None and (_restates(pieces, j) or is_object(pieces, j, ref.end)):
            j = ref.end
            continue
        if ref is not None:
            if is_word(at(pieces, j - 1), "(") and is_word(at(pieces, ref.end), ")"):
                j = ref.end + 1
                continue
            return False
        asked = is_kind(piece, "question") and not _describes(pieces, j)  # "el 4, que es nuevo, pone..."
        if asked or (is_kind(piece, *ACTING) and _reading_asked(pieces, j)):
            return False
        if is_kind(piece, *ACTING) or (j == start and _is_shorthand_amount(_after_to(pieces, j))):
            return True
        if j == start and is_word_in(piece, events.ECHO) and events._closes_clause(at(pieces, j + 1)):
            return True  # "el 6 también.": the action before, echoed
        j += 1
    return False


def test_the_look_for_an_action_reads_as_the_plain_forward_scan() -> None:
    from parser.events import _acts

    for pieces in labelled_pieces():
        for start in range(len(pieces) + 1):
            assert _acts(pieces, start) == plain_acts(pieces, start), (start, pieces)


def plain_chatter(text: str) -> object:
    """The plain definition of `chatter.chatter`: at each word, the first phrase of all (longest first) that
    the words there spell."""
    from parser.chatter import _MAX_WORDS, _most_telling, _vocabulary, _words

    words = _words(text)
    if not words or len(words) > _MAX_WORDS:  # a number is chatter only inside a phrase ("testing 1 2 3")
        return None
    found, i = [], 0
    while i < len(words):
        match = next((p for p in _vocabulary().phrases if tuple(words[i : i + len(p[0])]) == p[0]), None)
        if match is None and words[i] not in _vocabulary().fillers:
            return None
        found += [match[1]] if match else []
        i += len(match[0]) if match else 1
    return _most_telling(found)


def test_chatter_tried_by_its_first_word_as_by_every_phrase() -> None:
    from parser.chatter import _vocabulary, chatter

    said = [" ".join(phrase) for phrase, _ in _vocabulary().phrases]
    texts = [*said, *(f"{a}, {b}" for a, b in zip(said, reversed(said), strict=True)), "ok gracias", "hola?"]
    texts += [text[:40] for text in EVERY_READING]  # reports: no chatter
    assert sum(chatter(text) is not None for text in texts) > 100
    assert [chatter(text) for text in texts] == [plain_chatter(text) for text in texts]


def test_readers_that_skip_a_report_without_their_words_read_as_the_plain_pass() -> None:
    from parser.asking import ASKING, asking_words
    from parser.tagging import is_kind, is_word_in, words_in
    from parser.terms import TermKind

    asked = 0
    for pieces in labelled_pieces():
        assert words_in(pieces) == {p.norm for p in pieces if not isinstance(p, Amount)}
        plain = tuple(is_word_in(p, ASKING) or is_kind(p, TermKind.QUESTION) for p in pieces)
        assert asking_words(pieces) == plain
        asked += any(plain)
    assert asked > 500


def test_amount_passes_skipped_where_they_change_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """`read_amounts` runs its rewriting passes only where they can change something (two amounts, an
    "another", an amount at all): the same items as running every pass on every report."""
    import parser.amounts as amounts

    def every_pass(out: list[amounts.Item], norms: object) -> list[amounts.Item]:
        again = amounts._same_scale_again(amounts._without_stutters(out))
        chained = amounts._restated_short(amounts._thousands_said_again(again))
        whole = amounts._pair_said_whole(amounts._said_again_whole(amounts._and_a_half(chained)))
        return amounts._mark_unclear_pairs(amounts._range_in_one_scale(whole))

    # Beside the labelled texts: a half read right before another number, a number said again after a yes
    # or cut off, an "another", a pair read as one.
    edges = ["sube dos y medio 3 fichas", "ocho... sí, ocho mil", "dos mil ocho... dos mil ochocientos"]
    edges += ["puts out ten thousand, then grabs another ten", "twelve five", "seven and a half k 5"]
    edges += ["jams nine and a half... ninety five hundred", "jams nine and a half uh ninety five hundred"]
    edges += ["pot's three eight, three thousand eight hundred"]  # a pair said short, then whole
    edges += ["pot maybe thirty one, thirty two thousand"]  # two guesses, the scale said once
    edges += ["le dije eighteen k dieciocho", "sube a dos mil quinientos dos y medio"]  # said again
    texts = [*labelled_texts(), *edges]
    cases = [(tokenize(text), detect(text, tokens=tokenize(text))) for text in texts]
    gated = [read_amounts(tokens, lang) for tokens, lang in cases]
    monkeypatch.setattr(amounts, "_rewritten", every_pass)
    plain = [read_amounts(tokens, lang) for tokens, lang in cases]
    assert gated == plain
    monkeypatch.setattr(amounts, "_rewritten", lambda out, norms: out)
    untouched = [read_amounts(tokens, lang) for tokens, lang in cases]
    assert sum(a != b for a, b in zip(plain, untouched, strict=True)) > 10  # the passes do rewrite reports


def test_the_piece_index_places_every_kind_word_and_amount_as_a_plain_scan() -> None:
    from parser.tagging import (
        amount_positions,
        amounts_and_terms,
        is_kind,
        is_word_in,
        kinds_in,
        positions,
        word_positions,
    )
    from parser.terms import TermKind

    placed = 0
    for pieces in labelled_pieces():
        assert amount_positions(pieces) == [i for i, p in enumerate(pieces) if isinstance(p, Amount)]
        plain = [i for i, p in enumerate(pieces) if not isinstance(p, Token)]
        assert amounts_and_terms(pieces) == plain
        for kind in TermKind:
            assert positions(pieces, kind) == [i for i, p in enumerate(pieces) if is_kind(p, kind)]
        pair = (TermKind.QUESTION, TermKind.ACTION)
        assert positions(pieces, *pair) == [i for i, p in enumerate(pieces) if is_kind(p, *pair)]
        assert set(kinds_in(pieces)) == {p.kind for p in pieces if isinstance(p, Term)}
        for words in ({"el", "la", "the"}, {"?", "."}, {"subida", "raise", "call"}):
            assert word_positions(pieces, words) == [i for i, p in enumerate(pieces) if is_word_in(p, words)]
        placed += len(plain)
    assert placed > 20000


@pytest.mark.parametrize("venue", ["tda", "san-roque"])
def test_the_one_chip_precheck_never_turns_away_a_chip_of_the_amount(venue: str) -> None:
    """`may_be_one_chip` against what `events._one_chip_said` reads: a chip list from two pieces before the
    amount up to it, holding the amount, whose one chip is the amount."""
    from parser.chips import may_be_one_chip

    chip_set = get_venue(venue).chip_set
    found = 0
    for pieces in labelled_pieces():
        for k, amount in enumerate(pieces):
            if not isinstance(amount, Amount):
                continue
            for start in range(max(0, k - 2), k + 1):
                chip = read_chips(pieces, start, chip_set)
                if chip is not None and chip.start <= k < chip.end and chip.chips == (amount.value,):
                    found += 1
                    assert may_be_one_chip(pieces, k), (k, pieces)
    assert found > 300


def test_an_incident_phrase_list_that_may_not_start_finds_nothing() -> None:
    """`_Phrases.may_start` (a phrase's first word alone, or its first two side by side) never turns away a
    text where the list finds a phrase: over every labelled text and every phrase list of the incident
    reader (kinds, companions, vetoes, causes, flags)."""
    from parser.incident_phrases import _WORD, lexicon
    from parser.normalize import fold

    known = lexicon()
    lists = [k.pattern for k in known.kinds] + [k.also for k in known.kinds if k.also is not None]
    lists += [k.unless for k in known.kinds if k.unless is not None]
    lists += [phrases for _, phrases in known.causes] + list(known.flags.values())
    turned_away = found = 0
    for folded in map(fold, labelled_texts()):
        words = _WORD.findall(folded)
        for phrases in lists:
            finds = next(phrases.finditer(folded), None) is not None
            found += finds
            if not phrases.may_start(words, set(words)):
                turned_away += 1
                assert not finds, folded
    assert found and turned_away  # both outcomes met: the test can fail


def test_a_sentence_found_through_the_index_is_the_one_walked() -> None:
    """`sentence_at` against the walk it replaces (back to the last end mark, on to the first closing one),
    at every piece of every labelled text."""
    from parser.asking import SENTENCE_CLOSES, SENTENCE_ENDS, marks
    from parser.tagging import mark_positions, sentence_at

    def walked(pieces: list[Piece], i: int) -> tuple[int, int]:
        start, end = i, i
        while start > 0 and not marks(pieces[start - 1], SENTENCE_ENDS):
            start -= 1
        while end < len(pieces) and not marks(pieces[end], SENTENCE_CLOSES):
            end += 1
        return start, end

    several = 0
    for pieces in labelled_pieces():
        ends, closes = mark_positions(pieces, SENTENCE_ENDS), mark_positions(pieces, SENTENCE_CLOSES)
        several += sentence_at(pieces, 0, ends, closes)[1] < len(pieces) - 1
        for i in range(len(pieces)):
            assert sentence_at(pieces, i, ends, closes) == walked(pieces, i)
    assert several  # texts of more than one sentence were met


def test_a_run_of_number_words_kept_for_the_process_reads_as_read_anew() -> None:
    """`_split_run` keeps each run of number words' reading per process (`_run_parts`): asked twice, the
    second time from what was kept, it reads every amount the labelled texts say in words as worked out
    anew."""
    from parser.amounts import _run_parts, _split_run

    runs = {
        tuple(t.norm for t in tokenize(piece.text) if t.kind == "word")
        for pieces in labelled_pieces()
        for piece in pieces
        if isinstance(piece, Amount) and not piece.text[:1].isdigit()
    }
    assert len(runs) > 20
    for words in runs:
        for open_end in (True, False):
            _split_run(words, open_end)
            assert _split_run(words, open_end) == list(_run_parts.__wrapped__(words, open_end))


def test_amounts_halved_only_where_a_half_word_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    """`_may_halve` (an "and" and a half word) turns away no text where the half pass, run at every "and",
    changes the amounts read."""
    import parser.amounts as amounts

    halves = ("dos y medio", "seven and a half k", "14 and a half", "tres y media mil", "two and a half")
    texts = [*halves, *labelled_texts()]
    cued = [read_amounts(tokenize(text), detect(text)) for text in texts]
    assert sum(amounts._may_halve([t.norm for t in tokenize(text)]) for text in texts) > 20
    monkeypatch.setattr(amounts, "_may_halve", lambda norms: not amounts._connectors().isdisjoint(norms))
    assert [read_amounts(tokenize(text), detect(text)) for text in texts] == cued


def test_digits_glued_only_where_the_next_token_is_written_against_them() -> None:
    """`_glue` looks for a glued run only at digits with the next token written against them: the same
    tokens as trying every digit token."""
    from parser.amounts import _glue, _glued_end, _glued_token

    def every_digit(tokens: list[Token]) -> list[Token]:
        out, i = [], 0
        while i < len(tokens):
            j = _glued_end(tokens, i)
            out.append(_glued_token(tokens[i:j]) if j - i >= 3 else tokens[i])
            i = j if j - i >= 3 else i + 1
        return out

    glued = ("sube a 2k5", "1e400 fichas", "9h8h", "5x100 y 2k 5", "1e+5", "bets 2k5.")
    texts = [*glued, *labelled_texts()]
    assert all(_glue(tokens := tokenize(text)) == every_digit(tokens) for text in texts)
    assert sum(len(_glue(tokens := tokenize(text))) < len(tokens) for text in glued) == 4


def test_the_words_and_kinds_by_place_are_the_tests_they_stand_for() -> None:
    """`PieceIndex.word_at` / `kind_at` (a reader's `word_at.get(i) in WORDS`) against `is_word_in(at(pieces,
    i), WORDS)` / `is_kind(at(pieces, i), *KINDS)`, at every place of every labelled text and just outside."""
    from parser.tagging import at, is_kind, is_word_in, piece_index, text_of
    from parser.terms import TermKind

    kinds = list(TermKind)
    words_met: set[str] = set()
    for pieces in labelled_pieces():
        index = piece_index(pieces)
        for i in range(-3, len(pieces) + 3):
            piece = at(pieces, i)
            word = index.word_at.get(i)
            assert word == (text_of(piece) if isinstance(piece, Token | Term) else None), (pieces, i)
            assert word is None or is_word_in(piece, {word}), (pieces, i)
            assert all((index.kind_at.get(i) == kind) == is_kind(piece, kind) for kind in kinds), (pieces, i)
            words_met.add(word or "")
    assert len(words_met) > 1000  # the test met the words of many texts


def test_an_action_of_another_hand_looked_for_only_where_a_hand_is_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`_of_another_hand` folds the words after an action only in a report that names a hand ("mano",
    "hand"): at every action of every labelled text, the same answer as folding them always."""
    import parser.events as events
    from parser.tagging import positions
    from parser.terms import TermKind

    cases = [(pieces, i) for pieces in labelled_pieces() for i in positions(pieces, TermKind.ACTION)]
    gated = [events._of_another_hand(pieces, i) for pieces, i in cases]
    monkeypatch.setattr(events, "words_in", lambda pieces: events._HAND_NOUNS)  # every report names one
    assert gated == [events._of_another_hand(pieces, i) for pieces, i in cases]
    assert sum(gated) >= 3 and len(cases) > 5000


# The writer's introductions at the places `places_opening` can miss if it is wrong: after an amount (its
# words are the next piece's), two words long, in both languages, late in the report.
INTRODUCTIONS = (
    "Hola, soy jugador, mesa 12 asiento 8. El 3 sube a 2.000 y yo pago",
    "this is Rick in seat four. I'm in seat 6, I am in seat 2, 500 I'm seat 3 calls",
    "seat 2 bets 400... is that right?? im seat 8",
    "juego en el 5, estoy en el 7: dije pago",
)


def test_the_writer_introduced_only_where_a_piece_opens_with_an_introduction() -> None:
    """`writer_seat` asks `intro_at` only at the places `places_opening` gives: at every place of every
    labelled text, `intro_at` holds only at one of them."""
    from parser.openings import places_opening
    from parser.seats import _INTRO_FIRSTS, intro_at, writer_seat

    met = 0
    assert all(writer_seat(_pieces_of(text)) is not None for text in INTRODUCTIONS)
    for pieces in [*map(_pieces_of, INTRODUCTIONS), *labelled_pieces()]:
        places = set(places_opening(pieces, _INTRO_FIRSTS))
        held = {i for i in range(len(pieces)) if intro_at(pieces, i)}
        assert held <= places, (pieces, held - places)
        met += len(held)
    assert met > 20  # the test met introductions, not only reports without one


class _EveryWord:
    """A word list that holds every word: the cue of a short cut that then never skips."""

    def __contains__(self, word: object) -> bool:
        return True


def test_a_piece_naming_no_player_joins_its_clause_as_every_reading_tried_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`segment` tries its other readings of a piece that names no player only at `_SEGMENT_CUES`: over every
    labelled text, the segments and players are those of trying them at every piece."""
    import parser.events as events

    quick = [events.segment(pieces, set()) for pieces in labelled_pieces()]
    monkeypatch.setattr(events, "_SEGMENT_CUES", _EveryWord())
    assert quick == [events.segment(pieces, set()) for pieces in labelled_pieces()]
    assert sum(len(segments) for segments, _ in quick) > 5000


def test_the_topic_looked_for_only_where_an_owner_may_be_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """`asking._topic` reads a report only where `may_name_an_owner` says a player written with 's or an
    action "of" a player asked about may be there: over every labelled text (with the players the segmenter
    names), the player it finds is the one reading every report finds."""
    import parser.asking as asking
    from parser.events import segment

    cases = [(pieces, segment(pieces, set())[1]) for pieces in labelled_pieces()]
    gated = [asking._topic(pieces, refs) for pieces, refs in cases]
    skipped = sum(not asking.may_name_an_owner(pieces) for pieces, _ in cases)
    monkeypatch.setattr(asking, "may_name_an_owner", lambda pieces: True)
    assert gated == [asking._topic(pieces, refs) for pieces, refs in cases]
    assert sum(found is not None for found in gated) > 20
    assert skipped > len(cases) // 2


def test_unknown_words_found_through_the_index_as_by_testing_every_piece() -> None:
    """`report._unknown_tokens` tests only the places of the report's words that are no function word: it
    finds, in order, every piece `_unknown` finds over the whole report."""
    from parser.report import _unknown, _unknown_tokens

    for pieces in labelled_pieces():
        assert _unknown_tokens(pieces) == [(i, p) for i, p in enumerate(pieces) if _unknown(p)]


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        ("Reno, mesa 4. El 3 apuesta 2000 y el 6 le mete un plonkazo de 5000. ¿Es subida?", "plonkazo"),
        ("Tunica, table 2: seat 1 bets 600, seat 4 zorbles 1,800. Is that a legal raise?", "zorbles"),
    ],
)
def test_a_word_nobody_reads_is_doubted_and_the_room_told_first_is_not(text: str, unread: str) -> None:
    """The unknown word next to a player may carry the ruling (a doubt quoting it); the room or city said in
    the opening clause ("Reno", "Tunica") is where the dealer is, no word to doubt."""
    from parser.doubts import DoubtCode
    from parser.report import parse

    doubts = {d.code: d.detail for d in parse(text).doubts}
    assert unread in doubts.get(DoubtCode.UNKNOWN_WORDS, "")
    assert "Reno" not in doubts.get(DoubtCode.UNKNOWN_WORDS, "") and "Tunica" not in str(doubts)


def test_the_limp_words_found_through_the_index_as_by_testing_every_piece() -> None:
    """The limped count (`header._limped_ways`) looks for its words at their places in the piece index: the
    places a test of every piece finds, in order."""
    from parser.header import _LIMPS
    from parser.tagging import is_word_in, word_positions

    found = 0
    for pieces in labelled_pieces():
        walked = [i for i, p in enumerate(pieces) if is_word_in(p, _LIMPS)]
        assert word_positions(pieces, _LIMPS) == walked
        found += bool(walked)
    assert found  # some labelled report limps


@pytest.mark.parametrize(
    ("text", "pot"),
    [
        ("Ciegas 100/200, limpearon 4 jugadores. Flop: el 2 apuesta 600, el 5 sube a 1800. ¿Mínimo?", 800),
        ("Blinds 250/500, limped 3 ways. Flop: seat 1 bets 1000, seat 6 raises to 3000. Min re-raise?", 1500),
    ],
)
def test_a_limped_pot_counted_by_its_players(text: str, pot: int) -> None:
    from parser.report import parse

    situation = parse(text).situation
    assert situation is not None and situation.pot == pot


@pytest.mark.parametrize(
    ("text", "third"),
    [
        ("Heads up on the turn: seat 2 bets 5000, seat 8 calls and seat 5 raises to 15000. Can he?", "5"),
        ("Mano a mano en el river: el 2 apuesta 4000, el 7 paga y el 9 sube a 12000. ¿Vale?", "9"),
    ],
)
def test_a_player_beyond_the_count_told_is_doubted(text: str, third: str) -> None:
    """The players are listed against the count only where the report tells one (`doubts._more_players`):
    heads up, a third player acting is a fact that cannot be."""
    from parser.doubts import DoubtCode
    from parser.report import parse

    doubts = {d.code: d.detail for d in parse(text).doubts}
    assert doubts.get(DoubtCode.MORE_PLAYERS) == third
    counted = text.replace("Heads up on the turn", "Three-way turn").replace("Mano a mano", "Tres jugadores")
    assert DoubtCode.MORE_PLAYERS not in {d.code for d in parse(counted).doubts}
