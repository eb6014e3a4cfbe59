""" "Pot" said in no-limit binds the player to a valid bet or raise (54-D): a raise is his only choice,
at least the minimum. Prior-bet chips pulled back facing a raise bind him to call or raise (46-B); chips
said not to be pulled back stay in front (46-C)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "NL 500/1000, turn: el 2 apuesta 3000 y el 6 dice 'bote' sin poner nada. aquí no es pot limit. "
        "¿qué tiene que hacer?",
        "NL 500/1000, turn: seat 2 bets 3000 and seat 6 says 'pot' with nothing in. it's no limit. what "
        "must he do?",
    ],
)
def test_pot_said_facing_a_bet_in_no_limit_leaves_only_a_raise(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["options"], ruling["min_raise_to"]) == ("6", ["raise"], 6000)


@pytest.mark.parametrize(
    "text",
    [
        "turn el 3 apuesta 2000, el 7 resube a 6000 y el 3 retira su apuesta de 2000 a su stack, muy claro, "
        "y luego dice que se tira. ¿puede?",
        "turn seat 3 bets 2000, seat 7 re-raises to 6000 and seat 3 pull his 2000 back to his stack, very "
        "clear, then says fold. can he?",
    ],
)
def test_prior_chips_pulled_back_facing_a_raise_bind_to_call_or_raise(text: str) -> None:
    result = answer(text).result  # 46-B: pulling back the prior bet binds him; he may not fold
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("3", ["call", "raise"])
    assert result["rules"][0] == "tda-2024:46-B"


def test_chips_not_pulled_back_stay_in_front() -> None:
    text = "100/200. BB posted two 100s. BTN raises to 700. BB drops a 1000 on top, doesnt pull anything back"
    result = answer(text).result  # 46-C: prior chips left alone, the overchip on top of them is a call
    assert result["facts"]["actions"][-1]["chips"] == [1000]
    assert result["ruling"]["action"] == "call"


@pytest.mark.parametrize(
    "text",
    [
        "turn 500/1000: el 2 apuesta 2600 y el 7 pone callado una de 5000 y una de 100; dice que quería "
        "2500 de vuelto",
        "turn 500/1000: seat 2 bets 2600 and seat 7 silently puts out a 5000 and a 100, says he only wanted "
        "to call and get change",
        "turn 500/1000: seat 2 bets 2600 and seat 7 silently puts out a 5000 and a 100, reckons he wanted "
        "2500 change",
    ],
)
def test_chips_pushed_expecting_change_all_count(text: str) -> None:
    result = answer(text).result  # 61: 5,100 over 2,600 reaches half a raise more: a raise to 5,200
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 5200)
    assert "tda-2024:61" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "flop 500/1000, el 3 apuesta 2000 y el 6 tira sin hablar cinco fichas de mil; ya en la mesa dice "
        "'uy, quería pagar'. ¿puede recoger 3000?",
        "flop 500/1000, seat 3 bets 2000 and seat 6 silently tosses five 1k chips; once they're down he goes "
        "'oops I meant call'. can he take 3000 back?",
    ],
)
def test_what_he_meant_said_after_silent_chips_does_not_change_them(text: str) -> None:
    result = answer(text).result  # 40-A: the chips came first and define the bet: a raise to 5,000 (45-B)
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 5000)
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "500/1000, el UTG pone straddle de 2000, el UTG+1 paga 2000 y el HJ sube a 6000. ¿mínimo para "
        "resubir del CO?",
        "500/1000, UTG straddles 2000, UTG+1 calls 2000 and HJ raises to 6000. min re-raise for the CO?",
    ],
)
def test_calling_the_straddle_is_no_bet_faced(text: str) -> None:
    result = answer(text).result  # the straddle is the bet to call: 6,000 raises it by 4,000 (43-A)
    assert [a["seat"] for a in result["facts"]["actions"]] == ["UTG+1", "HJ"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("CO", 10000)


def test_raising_slang_asks_his_options() -> None:
    text = "500/1000, UTG raises to 2500, HJ all in 3000, folds back to UTG. UTG wants to bang it up, can he?"
    ruling = answer(text).result["ruling"]  # 500 more is no full raise: UTG may not re-raise (47-A)
    assert (ruling["seat"], ruling["options"]) == ("UTG", ["fold", "call"])


@pytest.mark.parametrize(
    "text",
    [
        "turn: el 4 apuesta 3000 y el 6 pone 3000; dice que pensó que el 4 había apostado mil. ¿puede irse?",
        "turn: seat 4 bets 3000 and seat 6 puts out 3000; he says he thought he bet a thousand. can he fold?",
    ],
)
def test_what_a_player_believed_is_no_action(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == [("4", "bet"), ("6", None)]


@pytest.mark.parametrize(
    "text",
    [
        "PLO, turn, el bote tiene como 8000. el 1 apuesta 2000 y el 5 dice 'pozo'. ¿cuánto pone?",
        "PLO, turn, pot's roughly 8000. seat 1 bets 2000 and seat 5 says pot. how much does he put in?",
        "PLO, turn: el bote era ocho mil más o menos. el 1 apuesta 2000 y el 5 dice 'pozo'. ¿cuánto pone?",
        "PLO, turn: the pot was 8000 or so. seat 1 bets 2000 and seat 5 says pot. how much does he put in?",
    ],
)
def test_a_pot_bet_on_a_pot_told_roughly_asks_the_pot(text: str) -> None:
    result = answer(text).result  # 54: 2,000 + 8,000 + 2,000 more = 14,000 if the pot is exactly 8,000
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 14000)
    assert result["confidence"] == "conditional"
    assert "pot_size" in result["questions"]


@pytest.mark.parametrize(
    "text",
    [
        "turn: el 5 dice 'paso' con una apuesta delante. ¿puede subir?",
        "turn: seat 5 says check with a bet in front of him. can he raise?",
    ],
)
def test_a_check_facing_a_bet_told_without_its_amount(text: str) -> None:
    result = answer(text).result  # 55: a check facing a bet may call or fold, not raise
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("5", ["fold", "call"])
    assert result["rules"][0] == "tda-2024:55"


@pytest.mark.parametrize(
    "text",
    [
        "river el 2 apuesta 3000 y el 7 empuja todo lo que le queda sin hablar: dos de mil y una de 500",
        "river seat 2 bets 3000 and seat 7 jams his last chips silently, two 1k and a 500",
    ],
)
def test_last_chips_listed_after_the_all_in_word_are_his_chips(text: str) -> None:
    result = answer(text).result  # his last chips short of the 3,000 call: all-in for 2,500 (45-A)
    assert result["facts"]["actions"][-1]["chips"] == [1000, 1000, 500]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("all_in", 2500)


@pytest.mark.parametrize(
    "text",
    [
        "turn a cuatro, el 2 apuesta 6000 primero, el 5 pone 2000 sin hablar; dice que leyó mal. quiere irse",
        "4 way on the turn, seat 2 bets 6k first, seat 5 puts out 2k silently, says he misread. he wants out",
    ],
)
def test_a_player_who_misread_the_bet_is_no_hand_misread(text: str) -> None:
    result = answer(text).result  # 51-B: an undercall of the opening bet multi-way is a full call
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "5",
        "call",
        6000,
    )
    assert result["rules"][0] == "tda-2024:51-B"
