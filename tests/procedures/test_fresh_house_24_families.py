"""House-rule families the twenty-fourth house round of issue 13 fixed (drawn from the twenty-fourth house
set, tests/procedures/data/fresh_house_24.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer
from parser.incidents import read_incident
from rules_engine.incident import IncidentKind
from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("extra", "short", "seat"),
    [
        ("Reglamento de Garrido. Repartí una carta de más: el 4 tiene tres cartas, la tercera es la que "
         "seguía en el mazo tras la segunda vuelta. Nadie ha hablado. ¿Misdeal?",
         "Reglamento de Garrido. El 4 solo tiene una carta, lo vimos después de la segunda vuelta. Nadie ha "
         "hablado. ¿Misdeal?", "4"),
        ("Reglamento de Garrido. Se me fue una carta de más al 7, el resto salió en orden: tiene tres "
         "cartas. Nadie ha actuado todavía.",
         "Reglamento de Garrido. Al 7 le falta una carta, el resto salió en orden. Nadie ha actuado todavía.",
         "7"),
        ("Garrido rules. I pitched one card too many: seat 6 has three cards, his third was the next one "
         "off the deck after the second round. No action yet. Misdeal?",
         "Garrido rules. Seat 6 found only one card after the second round. No action yet. Misdeal?", "6"),
        ("Our room plays Garrido. Seat 2 got an extra card, everything else was dealt in order. Nobody has "
         "acted.",
         "Our room plays Garrido. Seat 2 is a card short, everything else was dealt in order. Nobody has "
         "acted. Misdeal?", "2"),
    ],
)  # fmt: skip
def test_a_card_too_many_dealt_after_the_deal_is_the_burn(extra: str, short: str, seat: str) -> None:
    """Garrido 2.d: a wrong number of cards is a misdeal "excepto si se ha repartido una carta de más (la que
    hubiera sido la quemada antes del flop)" with the rest dealt right. The card after the second round, the
    next off the deck, the rest in order tell it; "one card too many" counts the cards over, not the hand's
    (a hand of one card). A hand a card short is no burn: still a misdeal. TDA 35-A-5: a misdeal."""
    tda = house_decides(extra, "garrido", "garrido-2010:2.d", "play_continues", seat)
    assert tda["ruling"]["decision"] == "misdeal"
    short_hand = ruled(short, "garrido")
    assert short_hand["ruling"]["decision"] == "misdeal" and short_hand["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Repartí una carta de más al 3 y nadie ha hablado.", "es"),
        ("I dealt one card too many to seat 3 and nobody has acted.", "en"),
        ("I gave one card too much to seat 3, nobody acted.", "en"),
    ],
)
def test_a_card_too_many_is_no_count_of_the_hand(text: str, lang: str) -> None:
    """ "Una carta de más", "one card too many": one card over, not a hand of one card."""
    assert read_incident(text, lang, IncidentKind.MISDEAL).cards is None


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento de Garrido. Quedan 4 mesas: la mía tiene 9 y la 3 tiene 7. Botón en el 2, ciegas 3 "
         "y 4. ¿Hay que mover a alguien?", "5"),
        ("Usamos Garrido. Quedan seis mesas; la 1 tiene 9 jugadores y la 6 tiene 7. Las ciegas en el 9 y "
         "el 1. ¿Muevo ya?", "2"),
        ("Garrido rules. Four tables left, mine has 9 players and table 2 has 7. Button on 8, blinds in 9 "
         "and 1. Do I move someone now?", "2"),
        ("We use the Garrido rulebook. Three tables left: mine has nine players, table 1 has seven. Blinds "
         "on 4 and 5 this hand. Move someone or not?", "6"),
    ],
)  # fmt: skip
def test_both_blinds_told_as_a_pair_of_seats_name_who_moves(text: str, seat: str) -> None:
    """Garrido 12.a-b: with six tables or fewer a two-player gap is balanced by moving the player who would
    post the big blind next. Both blinds told in one breath ("ciegas 3 y 4", "blinds in 9 and 1") give the
    big blind's seat, and the seat after it moves. TDA 11-D: a two-player gap halts nothing."""
    tda = house_decides(text, "garrido", "garrido-2010:12.a", "move_player", seat)
    assert tda["ruling"]["decision"] != "move_player"


@pytest.mark.parametrize(
    "text",
    [
        "Reglamento de Garrido. Quedan 4 mesas: la mía con 9 jugadores y la 2 con 7, ciegas 100 y 200. "
        "¿Muevo a alguien?",
        "Garrido rules. Four tables left, mine has 9 players and table 2 has 7, blinds 100 and 200. "
        "Do I move someone?",
    ],
)
def test_blinds_amounts_are_no_seats(text: str) -> None:
    """Blinds' amounts ("ciegas 100 y 200") name no seat: a player moves, the one due the big blind next,
    told in words without a seat ("?" never stands for one)."""
    result = answer(text, venue="garrido")
    assert result.result["ruling"]["decision"] == "move_player" and result.result["ruling"]["seat"] is None
    assert result.reply is not None and "?" not in result.reply.headline


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("We play Garrido here. Five tables left: table 4 has 9 players, table 1 has 7. I'm on table 4, "
         "seat 3 is big blind next. Does someone need to move?", "3"),
        ("Garrido rules. Four tables, mine has nine players and the short one has seven; seat 8 is big "
         "blind next. Should anybody be moving?", "8"),
        ("Reglamento de Garrido. Quedan cinco mesas: la 2 tiene 9 jugadores y la 3 tiene 7. El 5 es la "
         "ciega grande en la siguiente. ¿Debería mover a alguien?", "5"),
        ("Jugamos con Garrido. Quedan 6 mesas, la mía tiene 9 jugadores y la 4 tiene 7; el 1 es el "
         "siguiente en poner la ciega grande. ¿Tendría que mover a alguien?", "1"),
    ],
)  # fmt: skip
def test_whether_someone_should_move_asks_for_balancing(text: str, seat: str) -> None:
    """ "Should someone be moving?", "¿debería mover a alguien?" ask for table balancing: Garrido 12.a-b moves
    the player due the big blind next at a two-player gap with six tables or fewer."""
    house_decides(text, "garrido", "garrido-2010:12.a", "move_player", seat)


@pytest.mark.parametrize(
    ("text", "answer_text", "lang", "seat"),
    [
        ("Reglamento de Garrido. Quedan cuatro mesas, la mía con 9 y la 2 con 7. ¿A quién muevo?", "el 9",
         "es", "9"),
        ("Garrido rules. Four tables left, mine has 9 and table 2 has 7. Who do I move?", "seat three", "en",
         "3"),
    ],
)  # fmt: skip
def test_who_moves_asked_with_no_big_blind_told_asks_his_seat(
    text: str, answer_text: str, lang: str, seat: str
) -> None:
    """Who moves is asked and no seat is said to post the big blind next: the move holds, and which seat is
    due the big blind is the question; the dealer's answer names him and the report is ruled again."""
    asked = ruled(text, "garrido")
    assert asked["ruling"]["decision"] == "move_player" and asked["ruling"]["seat"] is None
    assert asked["confidence"] == "conditional" and asked["questions"] == ["who_next_big_blind"]
    fact = fact_from_answer("who_next_big_blind", answer_text, lang)
    assert fact is not None
    again = ruled(f"{text} {fact}", "garrido")
    assert (again["ruling"]["decision"], again["ruling"]["seat"]) == ("move_player", seat)
    assert again["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat", "total"),
    [
        ("San Roque. Ciegas 300-600. El 1 apuesta 1.500, el 4 anuncia «subo», mete 1.500 y luego vuelve a "
         "su stack a por 2.500 más. El 1 dice que es string raise. ¿Cuánto es?", "4", 4000),
        ("Casino San Roque, ciegas 1.000-2.000: el 9 abre a 5.000 y el 2 dice subo, pone 5.000 y vuelve a "
         "su stack a por 7.000 más. ¿Vale la subida?", "2", 12000),
        ("San Roque, blinds 300-600. Seat 1 bets 1,500, seat 4 announces raise, puts in 1,500 and then goes "
         "back to his stack for 2,500 more. Seat 1 says it is a string raise. What's the raise?", "4", 4000),
    ],
)  # fmt: skip
def test_a_two_motion_raise_cites_the_clause_that_allows_it(text: str, seat: str, total: int) -> None:
    """San Roque 45.c: «raise» o «subo» said before putting the exact call, the action may be completed "con
    un movimiento adicional volviendo a coger fichas de su stack". The lettered clause is cited first, not
    the whole of rule 45 (its a and b are other ways to bet). TDA 42/56: the second motion is a string
    raise."""
    tda = house_decides(text, "san-roque", "san-roque:45.c", "binding", seat)
    house = ruled(text, "san-roque")
    assert (house["ruling"]["action"], house["ruling"]["total"]) == ("raise", total)
    assert tda["ruling"]["total"] != total


def test_san_roque_lettered_clauses_are_parts_of_their_rule() -> None:
    """San Roque's lettered items (45 a-c, 46 a-b, 53 a-b) are parts a ruling can cite, as Garrido's are."""
    from locales.corpus import load_corpus

    corpus = load_corpus()
    two_motions = corpus.get("san-roque:45.c", "es")
    assert two_motions.text.startswith("Utilizando la expresión “raise” o “subo”")
    assert corpus.get("san-roque:53.b", "es").text.startswith("Frente a la apuesta de apertura")
    assert "c. Utilizando" in corpus.get("san-roque:45", "es").text  # the rule keeps its whole text
