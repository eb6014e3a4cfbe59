"""House-rule families the eighteenth house round of issue 13 fixed (drawn from the eighteenth house set,
tests/procedures/data/fresh_house_18.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("At San Roque: seat 8 got to his chair while I was dealing the second card. Is his hand live?", "8"),
        ("San Roque. Seat 2 was still walking back from the bar and sat down as the second card went out. "
         "Does he play?", "2"),
        ("En San Roque el del 6 se sentó cuando salía la segunda carta del reparto. ¿Tiene mano?", "6"),
        ("Sala San Roque: la jugadora del 2 llegó a su silla mientras el crupier soltaba la segunda carta; "
         "¿juega?", "2"),
    ],
)  # fmt: skip
def test_a_player_seated_as_the_second_card_goes_out_missed_the_first(text: str, seat: str) -> None:
    """San Roque 38: a player not in his seat when the first card is dealt has a dead hand; the second card
    going out as he sits tells the first went out before (TDA 30: at the seat by the last card, live)."""
    tda = house_decides(text, "san-roque", "san-roque:38", "dead_hand", seat)
    assert (tda["ruling"]["decision"], tda["rules"][0]) == ("live_hand", "tda-2024:30")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglas de Garrido: la del 2 se queda pensando, no pide tiempo, y el 3 iguala, el 4 se retira y "
         "el 5 iguala. ¿Puede resubir la del 2?", "2"),
        ("Con el reglamento Garrido el del 8 se quedó pensando y siguieron: el 9 pagó, el 1 tiró y el 2 "
         "pagó. ¿Qué puede hacer el 8?", "8"),
        ("Garrido rules. Seat 6 sat there thinking without saying time; then seat 7 called, seat 8 folded "
         "and seat 9 called. Seat 6 now wants to raise. Allowed?", "6"),
    ],
)  # fmt: skip
def test_a_player_left_thinking_while_three_acted_may_only_call_or_fold(text: str, seat: str) -> None:
    """Garrido 6.g: to keep his turn a player must say "tiempo"; one left thinking while three players acted
    past him may not act aggressively. TDA 53-B: the actions past him are out of turn, the TD rules."""
    tda = house_decides(text, "garrido", "garrido-2010:6.g", "live_hand", seat)
    assert ruled(text, "garrido")["ruling"]["options"] == ["fold", "call"]
    assert (tda["ruling"]["seat"], tda["floor_reason"]) == (seat, "skipped_player")
    assert tda["rules"][0] == "tda-2024:53-B"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido: el 9 quedó eliminado y pasamos de tres a dos. En la última mano la ciega "
         "grande la puso el 4 y la chica el 1. ¿Quién es el botón ahora?", "4"),
        ("Con reglas de Garrido quedamos mano a mano: la grande la puso el 3 en la mano anterior, la chica "
         "el 7. ¿Quién será botón?", "3"),
        ("Garrido rules. We just went from three players to two; seat 5 posted the big blind last hand and "
         "seat 8 the small. Who is the button?", "5"),
    ],
)  # fmt: skip
def test_going_heads_up_the_last_big_blind_posted_takes_the_button(text: str, seat: str) -> None:
    """Garrido 14.d: from three players to two, the button is the player who posted the big blind most
    recently, as TDA 34-B has it: a blind told by the verb that posted it ("la puso el 4", "posted")."""
    tda = house_decides(text, "garrido", "garrido-2010:14.d", "button", seat)
    assert (tda["ruling"]["decision"], tda["ruling"]["seat"]) == ("button", seat)
    assert tda["rules"][0] == "tda-2024:34-B"


@pytest.mark.parametrize(
    "text",
    [
        "Garrido. El 3 lleva 80 segundos pensando en el river y el 7 le pide tiempo. ¿Corresponde?",
        "Reglamento de Garrido: la del 5 lleva un minuto pensando en el turn; el del 1 pide reloj. "
        "¿Se lo pongo?",
        "Garrido house rules: seat 4 has been thinking for about a minute on the turn and seat 8 is asking "
        "for the clock. Do we start it?",
    ],
)
def test_a_clock_asked_before_two_minutes_cites_the_wait_not_the_dead_hand(text: str) -> None:
    """Garrido 8.k: the clock may be asked for only after two minutes, so none runs yet and 8.k decides; 3.d
    (the hand dead when the time runs out) decides nothing here and is not cited (TDA 29: no minimum wait)."""
    house = ruled(text, "garrido")
    assert house["ruling"]["decision"] is None and house["rules"][0] == "garrido-2010:8.k"
    assert "garrido-2010:3.d" not in house["rules"] and house["floor_reason"] == "staff_applies"
    assert house["house"]["tda"]["rule"] == "tda-2024:29"
