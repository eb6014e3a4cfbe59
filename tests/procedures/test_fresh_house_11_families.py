"""House-rule families the eleventh round of issue 13 fixed, each in both languages and in other words than
the fresh sets' rows (tests/procedures/data/fresh_house*.jsonl)."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "El del 5 fue all-in y perdió contra el del 8, que le cubría. Al empujar el bote aparece una ficha "
        "de 500 escondida detrás de su botella. Todavía no he repartido la siguiente mano.",
        "seat 4 shoved the flop, got called by seat 8 who covered him, seat 8 won, and then we find a 1k "
        "chip hidden behind his card protector",
    ],
)
def test_chips_found_behind_a_lost_all_in_go_where_garrido_8e_says(text: str) -> None:
    """Garrido 8.e: chips found after a covered all-in was lost go to the player who beat him before the
    next hand, out of the tournament after it; the staff applies it (TDA 62: the TD determines whether they
    were part of the action, and may award them)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert garrido["rules"][:2] == ["garrido-2010:8.e", "tda-2024:62"]
    assert (garrido["floor"], garrido["floor_reason"]) == (True, "staff_applies")
    assert garrido["confidence"] != "unsure"  # the floor applies the house rule, it does not decide
    assert "8.e" not in " ".join(plain["rules"])
    assert (plain["floor"], plain["floor_reason"]) == (True, "chips_found_behind")
    assert plain["confidence"] == "unsure"


@pytest.mark.parametrize(
    ("text", "mover"),
    [
        ("Quedan cuatro mesas. La 2 tiene 8 jugadores y la 6 tiene 6. En la 2 el que le toca poner la ciega "
         "grande en la siguiente mano es el asiento 9. ¿Muevo a alguien?", "9"),
        ("Five tables left. Table 1 has nine players, table 7 has seven. On table 1 the player due to post "
         "the big blind next is seat 3. Should I move someone?", "3"),
    ],
)  # fmt: skip
def test_the_next_big_blind_named_is_the_player_garrido_moves(text: str, mover: str) -> None:
    """Garrido 12.a/12.b: with six tables or fewer a gap of two moves the player who was to post the big
    blind at the fuller table; named by who posts it next ("el que le toca poner la ciega grande", "the player
    due to post the big blind"), he is the one moved (TDA 11-D: no move at a gap of two)."""
    garrido, plain = ruled(text, "garrido"), ruled(text)
    assert (garrido["ruling"]["decision"], garrido["ruling"]["seat"]) == ("move_player", mover)
    assert garrido["rules"][:2] == ["garrido-2010:12.a", "garrido-2010:12.b"]
    assert plain["ruling"]["decision"] == "play_continues"
