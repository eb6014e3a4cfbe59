"""More incident families in dealers' words (issue 13), both languages: a claim about a pot split on a
break (22: one minute), a hand the dealer pushed into the muck (65), a player who turns his hand up before
deciding (68), a card the dealer dropped face up on the deal (35-A)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer


@pytest.mark.parametrize(
    ("text", "in_time"),
    [
        (
            "La mano terminó al empezar el descanso y cinco minutos después el 4 dice que le pagaron mal.",
            False,
        ),
        (
            "Hand ended on the break and thirty seconds later seat 2 says the pot was split wrong.",
            True,
        ),
    ],
)
def test_a_claim_on_a_break_has_one_minute(text: str, in_time: bool) -> None:
    """In time the floor settles the award; too late it stands: no action is decided either way."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["rules"][0]) == (None, "tda-2024:22")
    assert result["floor"] is in_time


@pytest.mark.parametrize(
    "text",
    [
        "Dealer pushed seat 4's cards into the muck thinking he'd folded; seat 4 bet, seat 1 called.",
        "El crupier le tiró las cartas al muck al 4 por error; el 4 había apostado y el 1 pagó.",
    ],
)
def test_a_hand_the_dealer_mucked_is_a_killed_hand(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["decision"] == "dead_hand"
    assert any(r.startswith("tda-2024:65") for r in result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 is facing a bet on the turn and turned his cards face up before deciding.",
        "El del 8 tiene una apuesta en el turn y dio vuelta su mano antes de decidir.",
    ],
)
def test_a_hand_shown_before_deciding_stays_live_and_the_floor_decides_a_penalty(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["floor"]) == (
        "live_hand",
        "8",
        True,
    )
    assert result["rules"][:2] == ["tda-2024:68", "tda-2024:71"]


@pytest.mark.parametrize(
    "text",
    [
        "A card fell on the floor face up, seat 6's on the second round, not one of the first two.",
        "Se me cayó una carta al suelo boca arriba, la del 6 en la segunda vuelta, no de las dos primeras.",
    ],
)
def test_a_dropped_card_after_the_first_two_is_no_misdeal(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["confidence"]) == ("play_continues", "certain")


@pytest.mark.parametrize(
    ("text", "tda", "garrido"),
    [
        (
            "Quedan cuatro mesas: la dos tiene nueve jugadores y la cinco tiene seis. ¿Muevo a alguien?",
            "halt_play",
            "move_player",
        ),
        (
            "Five tables left, table 1 has 8 players and table 3 is down to 6. Who do I move?",
            "play_continues",
            "move_player",
        ),
    ],
)
def test_short_tables_told_in_words(text: str, tda: str, garrido: str) -> None:
    """11-D: play halts at 3 short, the TD's to apply or waive; Garrido 12.a moves a player at 2 with six
    tables or fewer, the one to be big blind next (12.b, as 11-A)."""
    result = answer(text, venue="tda").result
    assert result["ruling"]["decision"] == tda
    assert result["floor"] is (tda == "halt_play")
    house = answer(text, venue="garrido").result
    assert house["ruling"]["decision"] == garrido
    assert {"garrido-2010:12.a", "garrido-2010:12.b"} <= set(house["rules"])


@pytest.mark.parametrize(
    ("text", "questions"),
    [
        ("Al crupier se le cayó el resto del mazo a mitad de la mano y se desordenó.", ["stub_order"]),
        ("The dealer dropped the stub mid-hand; the cards can be put back in order.", []),
    ],
)
def test_a_dropped_stub_asks_whether_its_order_can_be_rebuilt(text: str, questions: list[str]) -> None:
    """RP-4: rebuild the stub if possible, else reshuffle the stub cards: the answer says which."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["questions"]) == ("play_continues", questions)
    assert result["confidence"] == ("conditional" if questions else "certain")


@pytest.mark.parametrize(
    "text",
    [
        "La del 2 levantó tanto las cartas al mirarlas que toda la mesa se las vio; aún le falta hablar.",
        "Seat 2 lifted his cards so high that the whole table saw them, and he still has to act.",
    ],
)
def test_cards_seen_as_a_player_looks_at_them(text: str) -> None:
    """TDA 68: the hand stays live, a penalty is the TD's call; San Roque 43: the TD may kill the hand."""
    tda = answer(text, venue="tda").result
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"], tda["floor"]) == ("live_hand", "2", True)
    house = answer(text, venue="san-roque").result
    assert (house["ruling"]["decision"], house["floor"], house["rules"][0]) == (
        "dead_hand",
        True,
        "san-roque:43",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        (
            "Stud: el del 4 tenía una apuesta en quinta calle y levantó sus cartas descubiertas de la mesa.",
            "dead_hand",
        ),
        ("Stud game, seat 4 was facing a bet on sixth street and picked up his upcards.", "dead_hand"),
    ],
)
def test_stud_upcards_picked_up_facing_action(text: str, decision: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        decision,
        "4",
        ["tda-2024:66"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "La del 7 está castigada una vuelta y le toca la ciega pequeña. ¿Le reparto?",
        "Seat 7 is serving a penalty and it's his big blind. Do I deal him in?",
    ],
)
def test_a_player_on_penalty_is_dealt_in_and_his_hand_killed(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "dead_hand",
        "7",
        ["tda-2024:71-C"],
    )


@pytest.mark.parametrize(
    "text",
    [
        "Mesa de stud: repartiendo tercera calle se me dio vuelta una de las cartas tapadas del 3.",
        "Stud table: on the initial deal I flipped one of the downcards of seat 3 by accident.",
    ],
)
def test_a_stud_downcard_exposed_on_the_deal_becomes_the_upcard(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["rules"], result["floor"]) == (
        "play_continues",
        ["tda-2024:RP-10-A", "tda-2024:35-A"],  # the exposure in stud is no misdeal cause of 35-A
        False,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Se dieron cuenta de que se jugaba con las ciegas del nivel anterior.",
        "They noticed the hand was being played at the previous level's blinds.",
    ],
)
def test_a_ruling_that_asks_about_substantial_action_cites_36(text: str) -> None:
    result = answer(text).result
    assert result["questions"] == ["substantial_action"]
    assert result["rules"] == ["tda-2024:23", "tda-2024:36"]


@pytest.mark.parametrize(
    "text",
    [
        "Mando a uno de la 5 a la 2 para equilibrar, la ciega grande está en el 3. ¿A quién muevo?",
        "Balancing from table 5 to table 2, big blind is seat 3 on table 5. Who do I move?",
    ],
)
def test_the_player_to_be_big_blind_next_moves(text: str) -> None:
    """11-A: the seat after the big blind moves, if it is the next to post it (asked: a seat may be empty)."""
    result = answer(text).result
    assert (result["ruling"]["decision"], result["ruling"]["seat"], result["rules"]) == (
        "move_player",
        "4",
        ["tda-2024:11-A"],
    )
    assert (result["questions"], result["confidence"]) == (["next_big_blind:seat=4"], "conditional")
    fact = fact_from_answer("next_big_blind", "sí" if "¿" in text else "yes", result["lang"], "4")
    assert fact is not None
    again = answer(f"{text} {fact}").result
    assert (again["ruling"]["seat"], again["confidence"]) == ("4", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "El del 6 lleva un rato en el asiento equivocado; su carta de asiento dice mesa 4 asiento 2.",
        "Seat 6 has been playing in the wrong seat for an hour; his seat card says table 4 seat 2. What now?",
    ],
)
def test_a_player_in_the_wrong_seat_moves_with_his_current_stack(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["decision"], result["rules"]) == ("move_player", ["tda-2024:7"])
