"""The cued grammar passes (`parser/cues.py`) against themselves: over every labelled text, a pass skipped for
want of its cues would have found nothing had it run, so the skip never changes a report."""

from __future__ import annotations

from functools import cache

import pytest

from locales.languages import LANGS
from parser.amounts import read_amounts
from parser.cues import PASSES, CuedPass, auditing
from parser.language import detect
from parser.lexicon import load
from parser.normalize import tokenize
from parser.report import parse
from parser.tagging import tag
from tests.support.labelled import labelled_texts


@cache
def audited() -> dict[str, CuedPass]:
    """Every labelled text parsed with each skip also running its pass, and each language forced too."""
    with auditing() as passes:
        for text in labelled_texts():
            for lang in (None, "es", "en"):
                parse(text, lang=lang)
        return {p.name: CuedPass(p.name, p.cue, p.read, p.nothing, list(p.skips)) for p in passes}


def _names() -> list[str]:
    return sorted(p.name for p in PASSES)


CUED = {
    *("read_count", "turn_statements", "dealer_doubts", "leaning", "breakdowns", "_not_chips"),
    *("_blinds_fold", "_found_behind", "_hidden_chip", "_after_opinion"),
    *("after_claims", "marked_questions", "_intended", "_wisher", "_owing", "_skipped"),
    "previous_hand_told",
    *("subordinated", "_after_clause", "believed", "_believed"),
}


def test_every_grammar_module_registers_its_passes() -> None:
    assert CUED <= set(_names())


@pytest.mark.parametrize("name", _names())
def test_a_skipped_pass_would_have_found_nothing(name: str) -> None:
    entry = audited()[name]
    assert entry.skips, f"{name}: never skipped over the labelled texts (its cue is in every one?)"
    wrong = [pieces for pieces, found in entry.skips if found != entry.nothing(pieces)]
    shown = [" ".join(getattr(p, "text", "") for p in pieces)[:80] for pieces in wrong[:3]]
    assert not wrong, f"{name}: skipped where it finds something: {shown}"


@pytest.mark.parametrize("name", _names())
def test_each_cue_is_met_by_some_labelled_text(name: str) -> None:
    """A cue no labelled text holds would leave its pass untested: some text must run it."""
    cue = audited()[name].cue
    for text in labelled_texts():
        lang = detect(text, tokens=tokenize(text))
        if cue.in_report(tag(read_amounts(tokenize(text), lang), load(lang))):
            return
    pytest.fail(f"{name}: no labelled text holds its cue")


def test_the_audit_catches_a_cue_that_misses_what_its_pass_finds() -> None:
    """A pass cued on a kind no report has, while it finds every report's first piece: each skip differs."""
    from parser.cues import cued

    @cued(kinds=("no such kind",))
    def first_piece(pieces: object) -> object:
        return pieces[0] if pieces else None  # type: ignore[index]

    try:
        pieces = tag(read_amounts(tokenize("el 3 paga"), "es"), load("es"))
        with auditing():
            assert first_piece(pieces) is None
        entry = next(p for p in PASSES if p.read.__name__ == "first_piece")
        assert [found for _, found in entry.skips] == [pieces[0]]
    finally:
        PASSES[:] = [p for p in PASSES if p.read.__name__ != "first_piece"]


def test_a_pass_of_the_pieces_alone_and_one_of_more_arguments_run_and_skip_alike() -> None:
    """A pass that takes the pieces alone gets a wrapper without packing (`_of_pieces_alone`): both kinds
    run where the cue is met, give their `nothing` where it is not, and keep their arguments."""
    from parser.cues import _of_pieces_alone, cued

    @cued(words=("paga",), nothing=lambda pieces: [])
    def alone(pieces: object) -> list[object]:
        return [len(pieces)]  # type: ignore[arg-type]

    @cued(words=("paga",), nothing=lambda pieces: [])
    def with_more(pieces: object, extra: int, *, scale: int = 1) -> list[object]:
        return [len(pieces) * scale + extra]  # type: ignore[arg-type]

    try:
        assert _of_pieces_alone(PASSES[-2].read) and not _of_pieces_alone(PASSES[-1].read)
        calls = tag(read_amounts(tokenize("el 3 paga"), "es"), load("es"))
        folds = tag(read_amounts(tokenize("el 3 no va"), "es"), load("es"))
        assert alone(calls) == [len(calls)] and with_more(calls, 1, scale=2) == [2 * len(calls) + 1]
        assert alone(folds) == [] and with_more(folds, 1, scale=2) == []
    finally:
        PASSES[:] = [p for p in PASSES if p.read.__name__ not in ("alone", "with_more")]


# Readers of the folded text cued on its words (`normalize.message_words`, split once for them and the
# incident reader): a phrase is found only where the text's words hold every word of it.


def _accounts_searched(text: str) -> bool:
    """`hedges.accounts_differ` as its three searches, run on every text whatever its words."""
    from parser.grammar import role_phrases
    from parser.normalize import fold_message

    folded = fold_message(text)
    if role_phrases("accounts_differ").search(folded):
        return True
    return bool(role_phrases("dealers_account").search(folded) and role_phrases("own_account").search(folded))


_ACCOUNT_ROLES = ("accounts_differ", "dealers_account", "own_account")


def test_every_account_phrase_holds_its_cue() -> None:
    """Each phrase, said inside a sentence, is let through to its search by the cue: no phrase is skipped."""
    from parser.grammar import words
    from parser.hedges import _may_say
    from parser.normalize import fold_message, message_words

    for role in _ACCOUNT_ROLES:
        for phrase in words(role):
            said = message_words(fold_message(f"luego, {phrase} y nada más"))
            assert _may_say(role, said), (role, phrase)


def test_accounts_differ_cued_finds_what_its_searches_find() -> None:
    from parser.grammar import words
    from parser.hedges import accounts_differ

    dealers, own = sorted(words("dealers_account")), sorted(words("own_account"))
    texts = [
        *labelled_texts(),
        *(f"ok so {phrase} nothing" for phrase in words("accounts_differ")),
        *(f"{a} call... {b} raise" for a, b in zip(dealers, own, strict=False)),
        *(f"{a} fold" for a in dealers),  # the dealer's account alone disputes nothing
    ]
    disputed = [text for text in texts if accounts_differ(text)]
    assert disputed and len(disputed) < len(texts)
    assert [text for text in texts if accounts_differ(text) != _accounts_searched(text)] == []


@pytest.mark.parametrize(
    "text",
    [
        "Turn, el 4 apuesta 3000 y el 9 pone 3000 en fichas. El dealer dice que el 9 dijo pago, pero el 9 "
        "asegura que dijo subo. ¿Qué hacemos?",
        "River: seat 2 bets 5k, seat 6 slides out 5k. According to the dealer seat 6 said call; "
        "seat 6 claims he said raise. Ruling?",
    ],
)
def test_accounts_told_against_each_other_still_call_the_floor(text: str) -> None:
    """The dealer's account against the player's: the floor decides what was said (40-A), no ruling given."""
    from bot.ask import answer

    result = answer(text).result
    assert result["floor"] is True and result["floor_reason"] == "dealer_unsure"
    assert any(rule.endswith(":40-A") for rule in result["rules"])


def test_penalty_asks_each_hold_their_cue_and_the_cued_reader_reads_as_the_plain_one() -> None:
    """`conduct.penalty_rounds_asked` pads and searches a report only where it says a word of an ask; over
    every labelled text and both languages' asks it finds what the search of every report finds."""
    from parser.conduct import _penalty_asks, penalty_rounds_asked, plain_words

    def plain_reading(text: str) -> object:
        padded = f" {' '.join(plain_words(text))} "
        if not any(ask in padded for lang in LANGS for ask in _penalty_asks(lang)[0]):
            return None
        return penalty_rounds_asked(text)

    asks = [ask.strip() for lang in LANGS for ask in _penalty_asks(lang)[0]]
    for lang in LANGS:
        held, cue = _penalty_asks(lang)
        assert all(not cue.isdisjoint(ask.split()) for ask in held), lang
    texts = [*labelled_texts(), *(f"seis en la mesa, dos rondas: {ask}?" for ask in asks)]
    assert [t for t in texts if penalty_rounds_asked(t, plain_words(t)) != plain_reading(t)] == []


@pytest.mark.parametrize(
    ("text", "hands"),
    [
        ("Al del 5 le cayó una ronda de penalización y somos siete en la mesa: ¿cuántas manos no juega?", 7),
        ("Seat 2 got two rounds of penalty, we're 6-handed. How many hands is that?", 12),
    ],
)
def test_a_penalty_length_asked_is_still_counted(text: str, hands: int) -> None:
    from bot.ask import answer

    result = answer(text).result
    assert result["rules"][0].endswith(":71-A") and f" {hands} " in result["reply"]
