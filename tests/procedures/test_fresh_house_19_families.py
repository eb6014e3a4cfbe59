"""House-rule families the nineteenth house round of issue 13 fixed (drawn from the nineteenth house set,
tests/procedures/data/fresh_house_19.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Garrido rules, four tables left. Table 2 has 8 players and table 4 has 6. The next big blind on "
         "table 2 is seat 9. Do we move someone?", "9"),
        ("Quedan cinco mesas: la mesa B tiene 9 jugadores y la mesa A tiene 7. La próxima ciega grande en "
         "la mesa B es el asiento 3. ¿Hay que mover a alguien?", "3"),
        ("Reglamento Garrido, quedan cuatro mesas: la 1 con 9 jugadores y la 3 con 7. La siguiente ciega "
         "grande en la 1 le toca al 8. ¿Muevo a alguien?", "8"),
    ],
)  # fmt: skip
def test_the_next_big_blind_named_at_its_table_is_the_player_moved(text: str, seat: str) -> None:
    """Garrido 12.a/12.b: with six tables or fewer a gap of two players moves the next big blind of the
    fuller table; the seat told with its table between ("at table B", "en la 1") is that player (TDA 11-D:
    a gap of two halts nothing)."""
    tda = house_decides(text, "garrido", "garrido-2010:12.a", "move_player", seat)
    assert tda["ruling"]["decision"] == "play_continues"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglas de Garrido: se tiraron el 4 y el 5 y entonces el 7 se da cuenta de que tiene tres cartas. "
         "¿Repartimos de nuevo?", "7"),
        ("Garrido rules. UTG folded, UTG+1 folded too, and then seat 1 says he was dealt a single card. "
         "Re-deal?", "1"),
    ],
)  # fmt: skip
def test_the_tda_rule_a_house_rule_set_aside_is_cited_with_it(text: str, seat: str) -> None:
    """Garrido 2/4.l: two folds are action, so a hand with the wrong number of cards is dead (3.c), no
    misdeal; the reply says TDA would call a misdeal under 35-A, and the citations name 35-A too."""
    house_decides(text, "garrido", "garrido-2010:3.c", "dead_hand", seat)
    house = ruled(text, "garrido")
    assert house["house"]["tda"]["rule"] == "tda-2024:35-A" and "tda-2024:35-A" in house["rules"]


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. A mitad de mano el del 5, que ya se había tirado, le miró las cartas al del 6 "
         "porque este se las enseñó. El 6 sigue en la mano. ¿Qué hacemos?", "6"),
        ("Garrido rules. Mid-hand, seat 2 had already mucked and peeked at seat 7's hand because seat 7 "
         "showed them to him; seat 7 is still in the hand. Ruling?", "7"),
    ],
)  # fmt: skip
def test_cards_shown_to_a_folded_player_are_shown_to_the_whole_table(text: str, seat: str) -> None:
    """Garrido 7.f: a card one player saw is shown to every player, the dealer seeing to it, and the hand of
    the one who showed it stays in play, a penalty the TD's (16); the folded player who looked is no fold to
    rule on. TDA 67: one player to a hand, shown to nobody else."""
    house, tda = ruled(text, "garrido"), ruled(text)
    assert house["ruling"]["seat"] == seat and house["ruling"]["decision"] in (None, "live_hand")
    assert "garrido-2010:7.f" in house["rules"][:2] and house["floor"]
    assert house["house"]["tda"]["rule"] == "tda-2024:67" and "tda-2024:67" in tda["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Con reglas de Garrido: en el river el crupier ve que al mazo le falta una carta. ¿Vale la mano?",
        "Reglamento Garrido. Repartiendo el turn la dealer se da cuenta de que a la baraja le faltaba una "
        "carta. ¿Seguimos?",
        "Garrido rules: mid-hand the dealer finds the deck is down a card. Do we void the hand?",
        "Garrido rules. On the turn the dealer notices the deck is one card light. Void the hand?",
    ],
)
def test_a_deck_found_a_card_short_leaves_the_hand_standing(text: str) -> None:
    """Garrido 4.g: cards found missing from the deck leave every hand played standing, the current one too;
    told as what the deck lacks ("al mazo le falta una carta", "one card light"), no card dealt wrong (TDA
    35-E leaves a short deck to the house)."""
    tda = house_decides(text, "garrido", "garrido-2010:4.g", "play_continues")
    assert "tda-2024:35-E" in tda["rules"] and tda["ruling"]["decision"] != "misdeal"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("En San Roque el del 5 volvió del baño y se sentó cuando la crupier iba por la primera ronda; se "
         "perdió su primera carta pero llegó a la última. ¿Juega?", "5"),
        ("San Roque event. Seat 1 got back from a smoke and sat down while the dealer was on the first "
         "round, so he missed his first card though he had the second one in front of him. Is he in?", "1"),
    ],
)  # fmt: skip
def test_a_player_who_missed_his_first_card_was_not_seated_for_the_deal(text: str, seat: str) -> None:
    """San Roque 38: a player must be in his seat when the first card of the deal goes out; one who sat down
    during the first round ("missed his first card", "se perdió su primera carta") has a dead hand (TDA 30:
    seated by the last card, live)."""
    tda = house_decides(text, "san-roque", "san-roque:38", "dead_hand", seat)
    assert (tda["ruling"]["decision"], tda["rules"][0]) == ("live_hand", "tda-2024:30")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento de Garrido: en la mano anterior el botón se pasó del 7 al 9 sin querer y se jugó "
         "toda la mano. Lo vemos ahora, antes del reparto. ¿Dónde va el botón?", "8"),
        ("Garrido. La mano pasada el botón se nos pasó del 1 al 3 por despiste y se jugó la mano. Nos damos "
         "cuenta antes de repartir la siguiente. ¿Dónde lo ponemos?", "2"),
        ("Garrido rules. Last hand the button got passed from seat 6 to seat 8 by mistake, skipping seat 7, "
         "and the hand was played out. We caught it before dealing. Where does it go?", "7"),
        ("Garrido rules. Last hand the button slid from seat 2 to seat 4 by mistake and the hand was played "
         "out. We noticed before dealing this one. Where does the button go?", "3"),
    ],
)  # fmt: skip
def test_a_button_that_passed_two_seats_goes_back_to_the_seat_between(text: str, seat: str) -> None:
    """Garrido 2.p3-b: a button moved two seats by error and found on the next hand is put on the seat
    between; told by the button itself passing or slipping ("se pasó del 6 al 8", "slid from seat 2 to
    seat 4"). TDA 34-A: the error stands after substantial action."""
    tda = house_decides(text, "garrido", "garrido-2010:2.p3", "button", seat)
    assert tda["rules"][0] == "tda-2024:34-A" and tda["ruling"]["decision"] != "button"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglamento Garrido. El del 7 se distrajo con el móvil, no pidió tiempo, y pagaron el 8 y el 9 y el "
         "1 se tiró. Ahora el 7 quiere subir. ¿Se puede?", "7"),
        ("Garrido rules. Seat 5 was distracted and never said time; seat 6 called, seat 7 folded and seat 8 "
         "called. Now seat 5 wants to raise. Can he?", "5"),
    ],
)  # fmt: skip
def test_a_distracted_player_passed_by_three_may_only_call_or_fold(text: str, seat: str) -> None:
    """Garrido 6.g: a player who keeps no turn by saying "tiempo" and lets three players act past him may not
    act aggressively; one told distracted ("se distrajo", "was distracted") is still to act, so the three
    acted out of turn (TDA 53-B: the floor rules on the skipped hand)."""
    house = ruled(text, "garrido")
    assert (house["ruling"]["seat"], house["ruling"]["options"]) == (seat, ["fold", "call"])
    assert house["rules"][:2] == ["garrido-2010:6.g", "tda-2024:53-B"] and house["confidence"] == "certain"
