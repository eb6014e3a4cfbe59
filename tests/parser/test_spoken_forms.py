"""Voice-transcript and dialect forms: a seat's number written as its homophone ("seat for folded"), dialect
spellings of ordinary words ("roond", "alante"), "hijack's all in" as "the hijack is all in", an action
named with its owner ("¿vale el call del 5?") and a player who "already" acted while another had the turn."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.amounts import read_amounts
from parser.normalize import tokenize


def _told(text: str) -> list[tuple[str, str | None]]:
    return [(a["seat"], a["declaration"]) for a in answer(text).result["facts"]["actions"]]


def test_a_seat_number_heard_as_its_homophone() -> None:
    told = _told("flop, seat two bets two thousand, seat three calls and seat for folded. whats next")
    assert told == [("2", "bet"), ("3", "call"), ("4", "fold")]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 1000/2000, UTG raises to 5000, it's folded roond to the big blind. can he raise?",
        "ciegas 500/1000, la BB tiene su ficha de mil alante, el botón sube a 3500 y la BB pone una de 5000 "
        "sin hablar. ¿call o raise?",
    ],
)
def test_dialect_spellings_are_ordinary_words(text: str) -> None:
    result = answer(text).result
    assert not any(str(q).startswith("unknown_words") for q in result["questions"]), result["questions"]
    assert result["confidence"] == "certain"


def test_a_clause_opening_with_a_players_s_and_an_action() -> None:
    told = _told(
        "blinds 500/1000, UTG limps 1000, hijack's all in for 9000 and the button calls. BB options?"
    )
    assert told == [("UTG", "call"), ("HJ", "all_in"), ("BTN", "call")]
    assert _told("blinds 500/1000, hijack shoves 9000 and the button calls the hijack's all in")[-1] == (
        "BTN",
        "call",
    )


@pytest.mark.parametrize(
    "text",
    [
        "flop, el 2 apuesta 2000, le toca al 4 pero el 5 ya pagó, después el 4 se tira. ¿el call del 5 vale?",
        "flop, seat 2 bets 2000, the action is on seat 4 but seat 5 already called, then seat 4 folds. "
        "does the call of seat 5 stand?",
    ],
)
def test_already_acted_while_another_had_the_turn(text: str) -> None:
    result = answer(text).result
    assert _told(text) == [("2", "bet"), ("5", "call"), ("4", "fold")]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "5",
        "call",
        2000,
    )


@pytest.mark.parametrize(
    ("said", "values"),
    [
        ("twelve hundred twenty four hundred", [1200, 2400]),
        ("fifteen hundred thirty five hundred", [1500, 3500]),
        ("seven hundred twenty five", [725]),
        ("one thousand two hundred", [1200]),
    ],
)
def test_tens_before_units_and_hundred_open_the_next_number(said: str, values: list[int]) -> None:
    """ "twelve hundred twenty four hundred" is a level, 1,200 and 2,400 (no one says 1,220 so); "seven
    hundred twenty five" stays one number."""
    amounts = [p.value for p in read_amounts(tokenize(said), "en") if hasattr(p, "value")]
    assert amounts == values


@pytest.mark.parametrize(
    ("text", "minimum"),
    [
        (
            "the level just went up, I think it's six hundred twelve hundred now. UTG opens to 3000, "
            "what's the min 3-bet for the hijack?",
            4800,
        ),
        ("acaba de subir el nivel, creo que son 600/1200. El UTG abre a 3000, ¿mínimo para el HJ?", 4800),
        ("UTG abre a 3000 y el HJ quiere resubir. El BB creo que es 1200. ¿Mínimo?", 4800),
        ("UTG opens 3000, hijack wants to 3-bet. The big blind I believe is 1200. Min?", 4800),
    ],
)
def test_the_level_told_after_the_dealers_hedge(text: str, minimum: int) -> None:
    """Blinds believed are read as the blinds, and the answer stays as sure as the dealer is."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == minimum
    assert result["confidence"] == "conditional"


@pytest.mark.parametrize(
    ("text", "minimum"),
    [
        ("Preflop UTG opens to 2500 and the hijack wants to min-raise. How much?", 4000),
        ("Preflop el UTG abre a 2500 y el HJ quiere subir lo mínimo. ¿A cuánto?", 4000),
        ("La ciega pequeña está en 600. El UTG sube a 2.500 y el HJ quiere resubir el mínimo.", 3800),
        ("The small blind is 600. UTG makes it 2500, hijack wants to min-raise. How much?", 3800),
    ],
)
def test_blinds_not_told_are_the_likely_level_and_asked(text: str, minimum: int) -> None:
    """Untold blinds: an open is 2-3 big blinds, so "opens to 2,500" is a 1,000 big blind; the small blind
    told gives twice it. Either way the minimum is given on that reading and the blinds are asked."""
    result = answer(text).result
    assert result["ruling"]["min_raise_to"] == minimum
    assert result["confidence"] == "conditional" and any(q.startswith("blinds") for q in result["questions"])


@pytest.mark.parametrize(
    ("said", "values"),
    [
        ("button jams nine and a half... ninety five hundred sorry", [9500]),
        ("el seis va all in por siete... siete mil", [7000]),
        ("he bets 5... 5000", [5000]),
        ("button jams nine and a half, uh, ninety five hundred", [9500]),
    ],
)
def test_an_amount_said_again_with_its_magnitude_after_a_pause_is_one(said: str, values: list[int]) -> None:
    amounts = [p.value for p in read_amounts(tokenize(said), None) if hasattr(p, "value") and p.value > 10]
    assert amounts == values


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1000/2000. UTG raises to 5000, CO jams 7000, folds back to UTG. Can he raise?",
        "Blinds 1000/2000. UTG raises to 5000, CO jams 7000, folds all the way round to UTG. Can he raise?",
    ],
)
def test_folds_back_to_a_player_is_the_others_folding(text: str) -> None:
    """The short all-in (2,000 over 5,000) does not re-open the betting for UTG (47)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["options"]) == ("UTG", ["fold", "call"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1000/2000. Flop: seat 2 bets 5000, seat 6 jams seven, seat 9 calls. Back to seat 2, can he "
        "raise?",
        "Ciegas 1000/2000. Flop: el 2 apuesta 5000, el 6 va all in por siete y el 9 iguala. Vuelve al 2, "
        "¿puede resubir?",
    ],
)
def test_an_all_in_said_without_its_magnitude_takes_the_tables(text: str) -> None:
    """ "all in for seven" at 1,000/2,000 is 7,000: 2,000 over the bet, no full raise (47)."""
    result = answer(text).result
    assert [a["amount"] for a in result["facts"]["actions"] if a["seat"] == "6"] == [7000]
    assert result["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    ("said", "values"),
    [
        ("pushes out for thousand", [4000]),
        ("bets for a thousand", [1000]),
        ("three 1ks and two 5k's", [3, 1000, 2, 5000]),
    ],
)
def test_number_homophones_and_plural_chip_amounts(said: str, values: list[int]) -> None:
    """ "for thousand" is four thousand ("for a thousand" stays a thousand); "1ks" are chips of 1k."""
    assert [p.value for p in read_amounts(tokenize(said), "en") if hasattr(p, "value")] == values


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 600/1200, turn. Seat 4 bets 2600 and seat 9 has uh three 1k chips left, that's his whole "
        "stack, and he pushes all three out silently. All in or call?",
        "Ciegas 600/1200, turn. El 4 apuesta 2600 y al 9 le quedan eh tres fichas de mil, eso es todo su "
        "stack, y las tira todas sin decir nada. ¿All in o call?",
    ],
)
def test_his_last_chips_pushed_all_of_them(text: str) -> None:
    """ "pushes all three out", "las tira todas": the chips just counted, all he has; "that's his whole
    stack" is the dealer's remark, no player's claim."""
    actions = answer(text).result["facts"]["actions"]
    last = actions[-1]
    assert (last["seat"], last["pushed"] or sum(last["chips"]) or last["amount"]) == ("9", 3000)


def test_a_count_said_again_after_a_hesitation_stays_a_count() -> None:
    """ "two uh two two thousand chips": two chips of 2,000, the count said twice, no 2,000 amount."""
    text = "post flop the bet's thirty two hundred and seat six has two uh two two thousand chips left"
    amounts = [p.value for p in read_amounts(tokenize(text), "en") if hasattr(p, "value")]
    assert 2000 in amounts and amounts.count(2) >= 1
