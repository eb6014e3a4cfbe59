"""House-rule families the sixteenth house round of issue 13 fixed (drawn from the sixteenth house set,
tests/procedures/data/fresh_house_16.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    "text",
    [
        "San Roque house rules. Seat 4 was still walking back when the first card was dealt and sat down "
        "before the dealer had finished dealing. Do we kill his cards?",
        "Reglas de San Roque. El jugador del 7 llegó a su silla después de que saliera la primera carta, "
        "antes de que terminara el reparto. ¿Tiene mano?",
    ],
)
def test_seated_after_the_first_card_but_before_the_deal_ended_is_dead_at_san_roque(text: str) -> None:
    """San Roque 38: the player must be in his seat when the first card is dealt; TDA 30: when the last card
    is, so the same player keeps his hand."""
    tda = house_decides(text, "san-roque", "san-roque:38", "dead_hand")
    assert (tda["ruling"]["decision"], tda["rules"]) == ("live_hand", ["tda-2024:30"])


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido rules. Seat 6 lifted his cards off the felt carelessly and the player beside him got a "
         "look at one of them, a king. What now?", "6"),
        ("Reglamento de Garrido. Al del 4 se le levantó una carta al mirarla y su vecino de la derecha vio "
         "una de sus cartas, una reina. ¿Qué se hace?", "4"),
    ],
)  # fmt: skip
def test_one_of_a_players_cards_seen_by_another_is_shown_to_all_at_garrido(text: str, seat: str) -> None:
    """Garrido 7.f: a card one player saw is shown to the whole table and the hand stays live; TDA 68: the
    hand lives and nobody else sees it."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["decision"], house["ruling"]["seat"]) == ("live_hand", seat)
    assert "garrido-2010:7.f" in house["rules"] and not house["floor"]
    tda = ruled(text)
    assert "garrido-2010:7.f" not in tda["rules"] and tda["rules"] == ["tda-2024:68"]


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("San Roque, torneo normal. Le pidieron reloj al del 4, que tenía apuesta delante. A los 40 segundos "
         "el del 9 protesta que se le acabó el tiempo. ¿Tiene razón?", "san-roque"),
        ("Garrido rules. Clock called on seat 5, who faces a bet; 45 seconds in, seat 2 complains that his "
         "time is up. Is he right?", "garrido"),
    ],
)  # fmt: skip
def test_a_rivals_protest_that_time_is_up_yields_to_the_seconds_told(text: str, venue: str) -> None:
    """A rival protesting that the time ran out says his side of it: the seconds told decide, by the house
    clock (San Roque 34: 50 s and a 10 s count; Garrido 8.k: a minute and a 10 s count), which the staff
    applies; TDA 29's 30 seconds would be over, and facing a bet the hand dead."""
    house = ruled(text, venue)
    clock = "garrido-2010:8.k" if venue == "garrido" else "san-roque:34"
    assert house["ruling"]["decision"] == "live_hand" and clock in house["rules"]
    assert house["floor"] and house["floor_reason"] == "staff_applies"
    assert ruled(text)["ruling"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Casino de San Roque, no es turbo. Al del 8 le pidieron tiempo en el river, nadie había apostado; "
         "le dimos sus 50 segundos más los 10 de la cuenta y no ha decidido. ¿Check o mano muerta?",
         "san-roque"),
        ("Garrido house rules. Seat 3, first to act on the flop with no bet to him, got the clock; he's had "
         "his 60 seconds plus the 10-second count and has not acted. Check him or kill it?", "garrido"),
    ],
)  # fmt: skip
def test_a_clock_run_out_told_in_the_present_perfect_kills_the_hand(text: str, venue: str) -> None:
    """San Roque 34 and Garrido 8.k void the hand when the clock runs out, a bet faced or not: "no ha
    decidido", "has not acted" after the clock's own seconds told is the time run out, not an action in
    time; TDA 29 checks a player who faces no bet."""
    house = ruled(text, venue)
    assert house["ruling"]["decision"] == "dead_hand"
    assert house["floor"] and house["floor_reason"] == "staff_applies"
    tda = ruled(text)
    assert (tda["ruling"]["decision"], tda["ruling"]["action"]) == ("live_hand", "check")


@pytest.mark.parametrize(
    ("text", "venue"),
    [
        ("Garrido house rules. Seat 9 had been tanking 50 seconds when seat 1 asked for a clock. Do we start "
         "it?", "garrido"),
        ("San Roque, turbo de 15 minutos. El del 3 llevaba pensando unos 50 segundos cuando el del 8 pidió "
         "reloj. ¿Se lo ponemos?", "san-roque"),
    ],
)  # fmt: skip
def test_a_clock_asked_before_the_house_wait_is_not_started(text: str, venue: str) -> None:
    """Garrido 8.k and San Roque 34 let the clock be asked only after two minutes (one in San Roque's
    turbos): "tanking 50 seconds" or "llevaba pensando unos 50 segundos" is too early, no hand ruled; TDA 29
    sets no such wait."""
    house = ruled(text, venue)
    assert house["ruling"]["decision"] is None
    assert (house["floor"], house["floor_reason"], house["confidence"]) == (True, "staff_applies", "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Garrido rules, four tables to go. Table 1 has dropped to 6 and table 3 has 8 players. Must someone "
        "move?",
        "Reglamento Garrido, quedan cuatro mesas. La mesa 6 tiene 8 jugadores y la 2 bajó a 6. ¿Movemos a "
        "alguien?",
    ],
)
def test_a_table_told_fallen_to_a_count_is_balanced_at_garridos_gap(text: str) -> None:
    """Garrido 12.a: with six tables or fewer a gap of two players is balanced; "has dropped to 6", "bajó a 6"
    tell the short table's players. TDA 11-D halts play only three short."""
    house = ruled(text, "garrido")
    assert house["ruling"]["decision"] == "move_player"
    assert house["rules"][0] == "garrido-2010:12.a" and not house["floor"]
    assert ruled(text)["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    ("text", "decision", "rules"),
    [
        ("Garrido rules, eight tables left. Table 5 has 9 players and table 7 has 7. Button seat 2, small "
         "blind 3, big blind 4. Who do I move?", "play_continues",
         ["garrido-2010:12.a", "tda-2024:11-D", "tda-2024:11-A"]),
        ("Garrido, quedan tres mesas. La 1 tiene 8 jugadores y la 3 tiene 6; botón en el 7, ciega pequeña el "
         "8 y grande el 9. ¿A quién muevo?", "move_player",
         ["garrido-2010:12.a", "garrido-2010:12.b", "tda-2024:11-A"]),
    ],
)  # fmt: skip
def test_who_moves_asked_with_the_tables_told_weighs_garridos_gap_first(
    text: str, decision: str, rules: list[str]
) -> None:
    """Garrido 12.a decides whether anyone moves (three players apart with more than six tables, two with six
    or fewer) before 12.b names who: asked who moves with the tables' players told, a gap too small moves
    nobody."""
    house = ruled(text, "garrido")
    assert house["ruling"]["decision"] == decision
    assert house["rules"] == rules
