"""House-rule families the twenty-second house round of issue 13 fixed (drawn from the twenty-second house
set, tests/procedures/data/fresh_house_22.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido. Antes del flop se retiró el UTG y el siguiente también; luego el del 6 (el hijack) "
         "avisa de que le falta una carta.", "6"),
        ("Reglas de Garrido. Preflop foldeó el primero y también el que sigue, y el del 7 (el cutoff) "
         "ve que tiene tres cartas.", "7"),
        ("House rules are Garrido's. Pre-flop UTG mucked and so did the next guy, then seat 5 (the hijack) "
         "finds he was dealt only one card.", "5"),
        ("Garrido room. UTG folded, the next player as well, and then seat 6 (the lojack) shows he has "
         "three cards.", "6"),
    ],
)  # fmt: skip
def test_two_folds_told_as_one_and_the_next_one_too(text: str, seat: str) -> None:
    """Garrido 2/4.l: any two actions, folds included, stop a misdeal, and the hand dealt the wrong number of
    cards is dead. The second fold told as the first one's echo ("y el siguiente también", "and so did the
    next guy") is counted, and the player named by his seat with his position in brackets is that seat. TDA
    36: two folds are no substantial action, a misdeal."""
    tda = house_decides(text, "garrido", "garrido-2010:3.c", "dead_hand", seat)
    assert tda["ruling"]["decision"] == "misdeal"


@pytest.mark.parametrize(
    "text",
    [
        "Reglas de Garrido. En el flop el 5, que no tiene apuesta delante, me pide que cuente el stack del "
        "2. El 2 no quiere. ¿Lo cuento yo?",
        "Reglamento Garrido. En el turn el del 4 no se enfrenta a ninguna apuesta y pide el conteo exacto "
        "del stack del 8, que se niega. ¿Tengo que contarlo?",
        "Garrido house rules. On the flop seat 2 isn't facing any raise yet and wants an exact count of seat "
        "7's chips; seat 7 won't do it. Must I count them?",
        "We play Garrido. Seat 1 is not facing any raise and asks for a count of seat 6's stack. Seat 6 says "
        "no. Do I count it?",
    ],
)  # fmt: skip
def test_a_count_asked_by_a_player_told_not_facing_a_bet(text: str) -> None:
    """Garrido 8.h: a player may have an opponent's stack counted at any time, the dealer counting it if the
    owner will not. A requester told as facing no bet or raise ("no tiene apuesta delante", "isn't facing
    a raise yet") has made no action the count was part of. TDA 60: only an estimate unless facing an
    all-in on his turn."""
    tda = house_decides(text, "garrido", "garrido-2010:8.h", None)
    assert tda["rules"][0] == "tda-2024:60"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido. Quedan 5 mesas y hay que equilibrar: mi mesa tiene nueve y la 3 tiene siete. Todos los "
         "asientos están llenos; botón en el 4, ciega chica el 5 y grande el 6. ¿A qué jugador mando?", "7"),
        ("Reglamento Garrido, quedan 6 mesas, toca equilibrar: mi mesa tiene nueve y la 2 tiene siete. La "
         "mesa está llena; botón en el 1, ciega chica el 2 y grande el 3. ¿A quién muevo?", "4"),
        ("Garrido rules, 5 tables left, time to balance: my table has nine and table 8 has seven. All the "
         "seats are full; button on 4, small blind 5, big blind 6. Who do I move?", "7"),
        ("Garrido rules, 6 tables left, balancing: table 2 has nine, table 6 has seven. Every seat is taken "
         "here; button seat 1, small blind 2, big blind 3. Which player do I send?", "4"),
    ],
)  # fmt: skip
def test_the_next_big_blind_of_a_table_told_full_moves(text: str, seat: str) -> None:
    """Garrido 12.a/12.b: with 6 tables or fewer a two-player gap is balanced, and the player due the big
    blind next moves. A table told full ("todos los asientos están llenos", "all the seats are full") has no
    empty seat between the big blind and him: nothing to ask. TDA 11-D: play halts only at three short."""
    house_decides(text, "garrido", "garrido-2010:12.a", "move_player", seat)


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        ("San Roque. En el flop el 1 apuesta 1.500. El 3 dice 'subo', mete 1.500 y después vuelve a su stack "
         "a por 3.000 más. El 5 protesta que es string bet. ¿Cuál es su apuesta?", "3", 4500),
        ("Casino de San Roque, en el turn el 2 apuesta 800. El 7 dice 'subo', pone los 800 y luego vuelve a "
         "su stack y añade 1.600. El 9 dice que eso es string raise. ¿Cuál es su apuesta?", "7", 2400),
        ("San Roque house rules. On the flop seat 1 bets 1,500. Seat 3 says raise, puts in 1,500 and then "
         "reaches back for 3,000 more. Seat 5 says it's a string bet. What's his raise?", "3", 4500),
    ],
)  # fmt: skip
def test_his_bet_asked_after_a_player_said_what_it_was(text: str, seat: str, total: int) -> None:
    """San Roque 45-c: "subo" said, the call put in, then more from the stack: the raise is the whole of it.
    "¿Cuál es su apuesta?", "what's his raise?" after another player said what it was ("protesta que es
    string bet", "says it's a string bet") asks about the player who made it, not the one who objected. TDA
    42/56: the second motion is a string raise."""
    tda = house_decides(text, "san-roque", "san-roque:45.c", "binding", seat)
    assert tda["ruling"]["seat"] == seat and tda["ruling"]["total"] < total
