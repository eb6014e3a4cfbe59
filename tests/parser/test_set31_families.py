"""Grammar families drawn from set 31, the thirteenth betting round's first fresh set, each tested in both
languages in other words than its rows: negations, chips counted before "more", levels told after the street,
positions seated in a numbered seat, lists and the player the turn came to, streets told again, skipped
players, bare numbers of a hand, compound tenses, claims of an amount, pulled-back chips and the
minimum asked."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "blinds 500/1000, river, seat 3 bets 2,000, seat 6 says 'twenty eight hundred' and pushes it out, "
        "at no point did he say raise. what is it?",
        "blinds 500/1000, river, seat 3 bets 2,000, seat 6 says 'twenty eight hundred' and pushes it out, "
        "never once did he say raise",
        "ciegas 500/1000, river, el 3 apuesta 2.000, el 6 dice 'dos mil ochocientos' y los empuja, "
        "en ningún momento dijo subo. ¿qué es?",
        "ciegas 500/1000, river, el 3 apuesta 2.000, el 6 dice 'dos mil ochocientos' y los empuja, "
        "jamás dijo subo",
    ],
)
def test_an_amount_said_without_raise_is_a_call_under_the_half(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("6", "call", 2000, 800)


@pytest.mark.parametrize(
    "text, chips",
    [
        (
            "blinds 200/400, flop, seat 2 bets 800, seat 5 silently puts out a thousand chip then goes back "
            "and adds two more five hundreds",
            [1000, 500, 500],
        ),
        (
            "blinds 200/400, flop, seat 2 bets 800, seat 5 silently puts out three other five hundreds",
            [500, 500, 500],
        ),
        (
            "ciegas 200/400, flop, el 2 apuesta 800, el 5 pone callado una de mil y luego vuelve a por otras "
            "dos de quinientos",
            [1000, 500, 500],
        ),
    ],
)
def test_chips_counted_before_their_value(text: str, chips: list[int]) -> None:
    action = answer(text).result["facts"]["actions"][-1]
    assert action["seat"] == "5"
    assert sorted([*action["chips"], *action.get("added_chips", [])], reverse=True) == chips


@pytest.mark.parametrize(
    "text",
    [
        "preflop two hundred four hundred um under the gun limps the hijack limps the button calls, "
        "small blind completes and the big blind asks what the minimum raise is",
        "nlhe um two hundred four hundred, uh, under the gun limps and the big blind wants to know his "
        "minimum raise",
        "preflop doscientos cuatrocientos eh el UTG paga el HJ paga el botón paga la chica completa "
        "y la grande pregunta cuánto es lo mínimo para subir",
    ],
)
def test_the_level_after_the_street(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["blinds"] == {"small": 200, "big": 400}
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("BB", 800)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 100/200, BB in seat 4, the cutoff raises to 500 and seat 4 silently tosses in a 500 and a "
        "100 chip with his blind still in front of him",
        "ciegas 100/200, la grande en el asiento 4, el cutoff sube a 500 y el 4 tira callado una de 500 y "
        "una de 100 con su ciega todavía delante",
    ],
)
def test_a_position_seated_in_a_numbered_seat(text: str) -> None:
    result = answer(text).result
    actions = result["facts"]["actions"]
    assert [a["seat"] for a in actions] == ["CO", "4"]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "raise", 800)


@pytest.mark.parametrize(
    "text",
    [
        "blinds 100/200, BB in seat 4, button raises to 600 and seat 4 calls",
        "blinds 100/200, big blind's seat 4, the button bets 600 and seat 4 calls",
    ],
)
def test_a_raise_is_one_players(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["seat"] for a in actions] == ["BTN", "4"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, three players. Seat 2 leads for 3,000, the first bet on the turn. Seat 5 silently puts out a "
        "single 5,000 chip. What is it?",
        "Turn, quedan tres. El 2 sale apostando 3.000, primera apuesta en el turn. El 5 pone callado una "
        "sola ficha de 5.000. ¿Qué es?",
    ],
)
def test_the_same_street_told_again_keeps_the_action_before_it(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["amount"]) for a in result["facts"]["actions"]][0] == ("2", 3000)
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        3000,
        2000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "river three left seat two bets a thousand um seat four didn't act got skipped seat six calls a "
        "thousand and seat eight folds then seat four says wait i never acted",
        "river quedan tres el dos apuesta mil eh el cuatro no actuó se lo saltaron el seis paga mil y el "
        "ocho se tira y ahí el cuatro dice que no actuó",
    ],
)
def test_a_player_who_did_not_act_was_skipped(text: str) -> None:
    result = answer(text).result
    assert "4" not in [a["seat"] for a in result["facts"]["actions"]]
    assert result["ruling"]["seat"] == "4" and result["floor"]
    assert "tda-2024:53-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "NLHE 500/1000, the pot is 9,400 on the turn and some guy says 'I bet eight'. Is it 800 or 8,000?",
        "NLHE 500/1000, el bote es de 9.400 en el turn y un tipo dice 'apuesto ocho'. ¿Son 800 u 8.000?",
    ],
)
def test_a_bare_number_of_a_hand_whose_level_is_told_is_ruled(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 8000)
    assert "tda-2024:57" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "blinds 100/200, flop. seat 3 bets 300, action is on seat 4 and seat 6 jumps ahead and says raise to "
        "900. back to seat 4 who raises to 800. what about seat 6",
        "ciegas 100/200, flop. el 3 apuesta 300, le toca a la 4 y la 6 se adelanta y dice 'subo a 900'. "
        "volvemos a la 4, que resube a 800. ¿y la 6?",
    ],
)
def test_the_player_the_turn_came_to_makes_no_list_with_the_next(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["amount"]) for a in result["facts"]["actions"]] == [
        ("3", 300),
        ("6", 900),
        ("4", 800),
    ]
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["decision"], ruling["min_raise_to"]) == ("6", "not_binding", 1300)


@pytest.mark.parametrize(
    ("text", "folder"),
    [
        (
            "turn: el 2 apuesta 1.000 y el 5 sube a 3.000; el 8 ya se había tirado en el flop. ¿Qué puede "
            "hacer el 2?",
            "8",
        ),
        (
            "turn: el 2 apuesta 1.000 y el 5 sube a 3.000; el 8 se había ido antes. ¿Qué puede hacer el 2?",
            "8",
        ),
        (
            "turn: seat 2 bets 1,000 and seat 5 raises to 3,000; seat 8 had folded on the flop. What can "
            "seat 2 do?",
            "8",
        ),
    ],
)
def test_a_fold_in_a_compound_tense_is_told_before_the_story(text: str, folder: str) -> None:
    result = answer(text).result
    assert result["facts"]["actions"][0]["seat"] == folder
    assert result["facts"]["actions"][0]["declaration"] == "fold"
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("2", 5000)


@pytest.mark.parametrize(
    "text",
    [
        "river el 3 apuesta 600 y el 7 sube a 1.500, el 3 pone callado 300 más. ¿Tiene que pagar completo?",
        "river el 3 apuesta 600 y el 7 sube a 1.500, el 3 pone callado 300 más. ¿debe igualar completo?",
    ],
)
def test_a_call_in_full_is_no_completion(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["seat"] for a in actions] == ["3", "7", "3"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn, pot 3,100 (blinds 100/200). Seat 4 says 'I bet three' and waits. Is it 300 or 3,000? "
        "The other player is telling him that it's only 300",
        "Turn, bote de 3.100 (ciegas 100/200). El 4 dice 'apuesto tres' y espera. ¿Son 300 o 3.000? "
        "El otro le está diciendo que son 300 nada más",
    ],
)
def test_an_amount_another_player_claims_is_no_action(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["4"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "4",
        "bet",
        3000,
    )
    assert {"tda-2024:57", "tda-2024:40-B"} <= set(result["rules"])  # an amount alone, a verbal declaration


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 3 bets 500 and seat 7 raises to 1,500. Seat 3 pulls his 500 back to his stack "
        "and then says he'd rather fold. Can he?",
        "Turn, el 3 apuesta 500 y el 7 sube a 1.500. El 3 jala sus 500 hacia su stack y ahí dice que "
        "mejor se tira. ¿Puede?",
    ],
)
def test_chips_pulled_back_facing_a_raise_bind_to_call_or_raise(text: str) -> None:
    ruling = answer(text).result
    assert (ruling["ruling"]["seat"], ruling["ruling"]["options"], ruling["ruling"]["min_raise_to"]) == (
        "3",
        ["call", "raise"],
        2500,
    )
    assert ruling["rules"][:2] == ["tda-2024:46-B", "tda-2024:43-A"]


def test_how_much_to_put_in_to_re_raise_asks_the_minimum() -> None:
    text = (
        "turn eh el tres pasa el seis apuesta seiscientos y el tres vuelve y sube a mil ochocientos, el seis "
        "cuánto tiene que poner para resubir"
    )
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("6", 3000)


def test_an_action_a_player_needs_to_make_is_not_done() -> None:
    text = (
        "turn seat three checks seat six bets six hundred and seat three raises to eighteen hundred, how "
        "much does seat six need to put in to re-raise"
    )
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["3", "6", "3"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("6", 3000)  # the minimum, asked
