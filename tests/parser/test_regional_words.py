"""Greetings and forms of address of each region ("asere", "boas", "chamo", "g'day", "boet") carry no
ruling: a report that opens or closes with them is as certain as without them; "bungs it in", "says nowt"."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Asere, ciegas 500/1000. Flop, el 1 apuesta 3.000 y el 4 tira callado una de 5.000 y una de 500.",
        "Boas, ciegas 500/1000. Flop, el 1 apuesta 3.000 y el 4 tira callado una de 5.000 y una de 500.",
        "G'day mate, blinds 500/1000. Flop, seat 1 bets 3,000 and seat 4 silently tosses a 5k and a 500.",
        "Howzit boet, blinds 500/1000. Flop, seat 1 bets 3k and seat 4 puts out a 5k and a 500, says nowt.",
    ],
)
def test_a_greeting_carries_no_ruling(text: str) -> None:
    """45-B: without the 500, 5,000 covers the call; 2,500 over is at least half the 3,000 bet: a raise,
    made the full minimum (43)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("4", "raise", 6000, 0)
    assert result["confidence"] == "certain"


def test_bungs_it_in_moves_the_amount_said() -> None:
    result = answer("Blinds 1k/2k. Turn, seat 2 bets 3k, seat 6 says 'five thousand' and bungs it in.").result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 22, ciegas 1000-2000. Flop, el 3 apuesta 3.000 y el 6 dice pago y pone 3.000.",
        "Relaying from table 22: blinds 1000-2000. Flop, seat 3 bets 3,000 and seat 6 calls 3,000.",
    ],
)
def test_the_table_number_is_no_amount(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain" and result["ruling"]["total"] == 3000


@pytest.mark.parametrize(
    "text",
    [
        "River, pot 15k. Seat 2 says 'twelve', puts out two 5k chips, dealer doesn't know which came first.",
        "River, bote 15.000. El 2 dice 'doce' y tira dos fichas de 5.000, el dealer no sabe qué fue primero.",
    ],
)
def test_the_dealer_not_knowing_which_came_first_is_for_the_floor(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is True and result["confidence"] == "unsure"


def test_a_number_that_counts_players_is_not_the_hundreds_of_an_amount() -> None:
    """ "raises to six thousand two people call": 6,000, and two players call (not 6,200)."""
    result = answer(
        "Blinds 500/1000. UTG raises to six thousand, two people call. What's the min for the BTN?"
    ).result
    assert result["ruling"]["min_raise_to"] == 11000


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k, flop, seat 3 is first to act and says 'raise' before anyone has bet. What must he do?",
        "Ciegas 1000/2000, flop, el 3 es el primero y dice 'subo' sin que nadie haya apostado. ¿Qué hace?",
    ],
)
def test_raise_facing_no_bet_owes_at_least_the_minimum_bet(text: str) -> None:
    """55-B: "raise" facing no bet binds at least a minimum bet: 2,000, and he may name more."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 2000)
    assert result["confidence"] == "certain" and "at_least_minimum_bet" in " ".join(
        result["assumption_codes"]
    )


@pytest.mark.parametrize(
    "text",
    [
        "Shreveport. Flop, seat 2 bets 5,000 and seat 4 calls. Ruling on seat 4?",
        "Tenerife, sala 2. Flop, el 2 apuesta 5.000 y el 4 paga. ¿Qué pasa con el 4?",
    ],
)
def test_the_place_the_dealer_writes_from_is_no_doubt(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain" and result["ruling"]["total"] == 5000


@pytest.mark.parametrize(
    "text",
    [
        "500/1000. Pre, UTG opens 2k. Button says 'twenty-six hundred', no 'raise'. What is it?",
        "500/1000. Pre, UTG abre a 2.000. El botón dice 'dos mil seiscientos', no dijo 'subo'. ¿Qué es?",
    ],
)
def test_a_negation_reaches_the_quoted_word(text: str) -> None:
    """40-C: the amount alone, as if pushed silently: 600 more is at least half the 1,000 raise, so it is a
    raise, made the full minimum (to 3,000)."""
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("raise", 3000)
    assert any(r.endswith(":40-C") for r in result["rules"])


def test_a_colour_said_aside_keeps_the_chip_list() -> None:
    text = "Flop, seat 1 bets 2,200. Seat 6 silently puts out two 1k (yellows) and a 500 (purple). Ruling?"
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 2200, 300)


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("PLO, ciegas 500-1000 con ante de ciega grande de 1000. El UTG dice 'pot'. ¿Cuánto pone?", 4500),
        ("Ciegas 50/100, flop: el 3 apuesta 300, el 4 se tira y el 6 sube a 800 antes que hable el 5.", 800),
    ],
)
def test_the_ante_said_with_de_and_antes_que_as_before(text: str, total: int) -> None:
    """54-B: the big-blind ante is in the pot (500 + 1,000 + 1,000, a pot raise to 4,500); "antes que" is
    Spanish "before", no ante of 800."""
    result = answer(text).result
    assert result["ruling"]["total"] == total
    assert result["facts"]["ante"] == 0


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. UTG puts out a 1k chip silently; the big blind is 2,000, everyone else still to act.",
        "Ciegas 1000/2000. El UTG pone una de mil callado; la grande es de 2.000 y faltan todos por hablar.",
    ],
)
def test_the_level_told_again_is_no_action_of_the_big_blind(text: str) -> None:
    """51-B: an undercall of the opening bet (the big blind) multi-way is a full call."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG", "call", 2000)


@pytest.mark.parametrize(
    "text",
    [
        "Miami, PLO 1k/2k. Turn, seat 2 bets 3k y seat 3 flateó. ¿Qué puede hacer el 6?",
        "okay ehm flop seat two bets three k and seat three just flats, what can seat six do",
    ],
)
def test_flat_calls_in_both_languages(text: str) -> None:
    result = answer(text).result
    assert [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]][-1] == ("3", "call")
    assert not any(q.startswith("unknown_words") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "NL 500/1000, preflop van open, 3-bet y 4-bet, el 6 quiere hacer 5-bet y le dicen que no. ¿puede?",
        "NL 500/1000, open, 3-bet, 4-bet, and now seat 6 wants to 5-bet: can he?",
    ],
)
def test_any_numbered_bet_is_a_raise(text: str) -> None:
    """ "3-bet", "4-bet", "5-bet"...: the n-th bet of a round is a raise, whatever n."""
    questions = answer(text).result["questions"]
    assert not any(str(q).startswith("unknown_words") for q in questions), questions


@pytest.mark.parametrize("verb", ["pops out", "popped in"])
def test_chips_popped_out_are_pushed(verb: str) -> None:
    text = f"blinds 1000/2000, flop, seat 1 bets 6000 and seat 3 silently {verb} 2k. can he fold?"
    actions = answer(text).result["facts"]["actions"]
    assert (actions[-1]["seat"], actions[-1]["pushed"], actions[-1]["silent"]) == ("3", 2000, True)


@pytest.mark.parametrize(
    "text, told",
    [
        (
            "flop, el 2 apuesta 3000, pagaron el 4 y el 5. ¿cuánto hay?",
            [("2", "bet"), ("4", "call"), ("5", "call")],
        ),
        ("flop, el 2 apuesta 3000 e igualan el 6 y el 8", [("2", "bet"), ("6", "call"), ("8", "call")]),
    ],
)
def test_a_plural_verb_before_its_players(text: str, told: list[tuple[str, str]]) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == told


def test_cards_in_a_hand_are_no_stack() -> None:
    text = "flop, el 2 apuesta 3000 y el 4 tiene tres cartas en la mano, el 5 paga. ¿qué hacemos?"
    assert answer(text).result["facts"]["stacks"] == {}


@pytest.mark.parametrize(
    "text",
    [
        "el 2 apuesta 3000, el 4 pone 3000, volvió al stack y añadió 5000 sin decir nada. ¿qué es?",
        "seat 2 bets 3000, seat 4 puts out 3000, went back into his stack and added 5000, not a word.",
    ],
)
def test_a_trip_back_to_the_stack_told_in_the_past(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["action"], ruling["total"], ruling["returned"]) == ("call", 3000, 5000)


@pytest.mark.parametrize(
    "text",
    [
        "el 2 dijo 'subo', puso 1.000 para igualar y luego volvió al stack y añadió 3.000 más",
        "seat 2 said raise, put out 1,000 to call, then went back into his stack and added 3,000 more",
    ],
)
def test_chips_put_out_to_call_are_the_bet_faced(text: str) -> None:
    """ "puso 1.000 para igualar": 1,000 was the bet to call, whoever made it."""
    actions = answer(text).result["facts"]["actions"]
    assert actions[0]["declaration"] in ("bet", "raise") and actions[0]["amount"] == 1000


def test_raise_heard_as_raiz_in_a_voice_note() -> None:
    text = (
        "en el flop el uno abre tres mil y el dos hace raíz a nueve mil. ¿cuánto es el mínimo para el cuatro?"
    )
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"], a["amount"]) for a in actions] == [
        ("1", "bet", 3000),
        ("2", "raise", 9000),
    ]


def test_botar_is_to_fold() -> None:
    text = "flop, el 1 apuesta 3000, el 4 se bota y el 6 paga. ¿qué queda?"
    actions = answer(text).result["facts"]["actions"]
    assert [(a["seat"], a["declaration"]) for a in actions] == [("1", "bet"), ("4", "fold"), ("6", "call")]


@pytest.mark.parametrize("said, value", [("12 000", 12000), ("1 500 000", 1500000)])
def test_thousands_set_apart_by_a_space(said: str, value: int) -> None:
    text = f"turn, seat 2 bets 8000, seat 5 is all in for {said} total. what now?"
    assert answer(text).result["facts"]["actions"][-1]["amount"] == value


def test_blinds_side_by_side_are_not_one_number() -> None:
    blinds = answer("blinds 500 1000, UTG raises to 2500, what's the min for HJ?").result["facts"]["blinds"]
    assert blinds == {"small": 500, "big": 1000}


def test_largar_a_chip_is_to_push_it() -> None:
    text = "ciegas 400/800. el UTG abre 2000 y el asiento 6 larga una ficha de 10000 en el medio. ¿pago?"
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["returned"]) == (
        "6",
        "call",
        8000,
    )


@pytest.mark.parametrize(
    ("text", "seat", "action", "amount"),
    [
        ("200/400. two limpers, the cutoff isos to 1800, button asks the min", "CO", "raise", 1800),
        ("200/400, entran dos de limp y el CO isolea a 1800, el BTN pregunta el mínimo", "CO", "raise", 1800),
        ("200/400 turn, seat 3 led out 2500 and seat 7 silently put in 1000. owes?", "3", "bet", 2500),
    ],
)
def test_isolation_raises_and_leads_in_past_forms(text: str, seat: str, action: str, amount: int) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [(a["declaration"], a["amount"]) for a in actions if a["seat"] == seat] == [(action, amount)]
