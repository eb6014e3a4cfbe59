"""Families the twenty-third round of issue 13 fixed (drawn from the twenty-second fresh set,
tests/procedures/data/fresh_incidents_22.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import ruled


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Antes del flop el 2 pagó y el 5 se tiró, y el 8 avisa: oye, tengo tres cartas. "
            "¿Qué hago con su mano?",
            "8",
        ),
        (
            "Preflop UTG raised and seat 3 called, then seat 6 lifts his cards: "
            "'mate, I'm holding three cards'.",
            "6",
        ),
    ],
)
def test_a_player_telling_his_own_wrong_card_count_after_action_has_a_dead_hand(text: str, seat: str) -> None:
    """35-D, 38: "tengo tres cartas" said by the player himself is a wrong card count, not a bet of 3; after a
    call and a fold (substantial action) his hand is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"][:2] == ["tda-2024:35-D", "tda-2024:38"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Se pasó el river, quedaron el 1 y el 5, el botón estaba en el 3. Nadie quería voltear. "
            "¿Quién tenía que enseñar primero?",
            "5",
        ),
        (
            "River checked through, seats 2 and 7 left, the button was on seat 5. Nobody wanted to show "
            "first. Who should have?",
            "7",
        ),
        ("On the river seat 4 bets and seat 9 calls; neither of them will turn them over. Who's first?", "4"),
    ],
)
def test_who_had_to_show_told_in_the_past_with_where_the_button_was(text: str, seat: str) -> None:
    """17-A: "nadie quería voltear", "nobody wanted to show first" ask the showdown order; where the button
    was says who shows first with no river bet, no misplaced button."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("shows_first", seat)
    assert result["rules"][0] == "tda-2024:17-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Bote partido entre el 1 y el 5 con la misma escalera; sobraba una ficha de 100 que no se podía "
            "partir, el botón estaba en el 3 y se la dieron al 1. ¿A quién le tocaba?",
            "5",
        ),
        (
            "Split pot between seats 3 and 8, same straight, there was one chip that couldn't be split, the "
            "button was on seat 6 and the dealer gave it to seat 3. Right?",
            "8",
        ),
    ],
)
def test_an_odd_chip_told_in_the_past_goes_left_of_the_button(text: str, seat: str) -> None:
    """20-A: "sobraba una ficha que no se podía partir" is the odd chip; it goes to the first seat left of the
    button, not a misplaced button."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("odd_chip", seat)
    assert result["rules"][0] == "tda-2024:20-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 2 volvió del baño y cuando se sentó yo estaba dando la primera vuelta, no perdona, "
            "ya había terminado de repartir. ¿Le vale la mano?",
            "2",
        ),
        (
            "seat 5 was at the bar and he sat down while I was pitching, no wait, I'd finished dealing "
            "already. What about his hand?",
            "5",
        ),
    ],
)
def test_a_moment_the_dealer_takes_back_is_not_the_one_ruled(text: str, seat: str) -> None:
    """30: "no perdona", "no wait" take back the words before them; the arrival after the deal stands, the
    hand is dead."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "repartiendo me encontré una sola carta boca arriba en el mazo no perdón dos cartas boca arriba, "
        "nadie ha hablado, ¿qué hago?",
        "dealing the first round there was one card face up in the deck oh wait no two face up ones, nobody "
        "has acted yet",
    ],
)
def test_boxed_cards_counted_again_by_the_dealer_are_the_later_count(text: str) -> None:
    """35-A: one boxed card taken back for two is two boxed cards before any action, a misdeal."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "Dando cartas se me volteó una sola carta, la del 3, que era la quinta que salía; las demás "
            "bien. ¿Es misdeal o sigo?",
            "3",
        ),
        (
            "While dealing I accidentally exposed only one card, seat 4's, the fifth card off the deck. "
            "Is it a misdeal or do I keep going?",
            "4",
        ),
    ],
)
def test_one_card_exposed_on_the_deal_asked_as_misdeal_or_not_plays_on(text: str, seat: str) -> None:
    """35-A: "una sola carta" exposed is how many were flipped, not a hand short of a card, and "¿es misdeal o
    sigo?" asks the ruling, naming no misdeal; one exposed card, not of the first two, the deal goes on."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("play_continues", seat)
    assert result["rules"] == ["tda-2024:35-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "El del 4 estaba charlando de pie, agarrado al respaldo de su silla, cuando terminé de repartir. "
            "Ya está sentado y quiere mirar sus cartas, pero el del 2 me pide que se la mate porque no "
            "estaba sentado. ¿Tiene mano?",
            "4",
        ),
        (
            "Seat 3 was standing chatting, holding the back of his chair, when I finished the deal. He's sat "
            "down now, but seat 7 wants his hand killed because he wasn't seated. Does he have a hand?",
            "3",
        ),
    ],
)
def test_the_player_asking_another_s_hand_killed_is_not_the_one_ruled(text: str, seat: str) -> None:
    """30: "el del 2 me pide que se la mate", "seat 7 wants his hand killed": the asker names the hand of the
    player at his chair, whose hand is live."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:30"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 8 is facing a raise on the turn and he shows both cards to his girlfriend behind him, asking "
        "her what to do. Is his hand dead?",
        "El del 3 tiene una apuesta delante en el river y le enseña sus dos cartas a su amigo de la "
        "barandilla para preguntarle qué hacer. ¿Se le mata la mano?",
    ],
)
def test_cards_shown_to_someone_while_facing_a_bet_stay_live_with_the_td_s_penalty(text: str) -> None:
    """68, 67, 71: a player facing a bet still has to act; showing his hand to someone is one player to a
    hand, the hand stays live and the penalty is the TD's."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert result["rules"] == ["tda-2024:68", "tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "En el turn el 2 apuesta 5.000 y el 9, que tiene que hablar, le da la vuelta a una de sus cartas "
            "para ver qué cara pone el otro. ¿Mano muerta?",
            "9",
        ),
        (
            "On the river seat 2 bets and seat 5, still to act, turns one of his cards over to see the "
            "reaction. Dead or alive?",
            "5",
        ),
        (
            "El 4 tenía una apuesta delante en el flop y, pensándoselo, levantó una carta y la dejó boca "
            "arriba; la vio toda la mesa. ¿Está muerta?",
            "4",
        ),
    ],
)
def test_a_card_turned_up_by_a_player_still_to_act_is_live_with_the_td_s_penalty(
    text: str, seat: str
) -> None:
    """68, 71: "le da la vuelta a una de sus cartas", "turns one of his cards over", a card left face up by a
    player with a bet in front of him: his own exposure with action pending, the hand live, the penalty the
    TD's; no dealer's exposure on the deal (35-A)."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", seat)
    assert result["rules"] == ["tda-2024:68", "tda-2024:71"]
    assert (result["floor"], result["floor_reason"]) == (True, "penalty")


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "seat two already folded and on the river he leans over to seat five and says mate he's got the "
            "flush draw, just fold it, and seat five folded. what now",
            "2",
        ),
        (
            "El del 1 ya se había tirado y en el turn le suelta al del 6: ese tiene proyecto de color, "
            "tírala ya. Y el 6 se tiró. ¿Qué hago?",
            "1",
        ),
    ],
)
def test_a_folded_player_telling_another_what_the_opponent_draws_to_is_the_td_s_penalty(
    text: str, seat: str
) -> None:
    """67, 71: "he's got the flush draw, just fold it", "tiene proyecto de color, tírala ya" said by a player
    out of the hand is advice barred to anyone; the penalty is the TD's, not a fold to rule."""
    result = ruled(text)
    assert result["ruling"]["seat"] == seat and result["ruling"]["action"] is None
    assert result["rules"] == ["tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 5 jams, seat 1 calls, nobody else left. Seat 1 tells me he doesn't need to show, "
        '"I don\'t have to show till the river, mate". Right?',
        "En el turn el 3 va all in y el 7 paga, no queda nadie más. El 7 dice: yo no muestro nada hasta el "
        "river. ¿Lo dejo?",
    ],
)
def test_an_all_in_caller_saying_he_shows_at_the_river_tables_now(text: str) -> None:
    """16: "I don't have to show till the river", "yo no muestro nada hasta el river" said in the first person
    by a player all in or calling one: every hand is tabled once the betting is over, before the board."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Moví el botón dos veces sin querer, del 2 al 4, y nadie dijo nada hasta el turn; ya hubo una subida "
        "y dos pagos preflop. ¿Lo regreso?",
        "the button got moved twice this hand from seat one to seat three, nobody said anything until the "
        "turn and there's been a raise and a call, do we fix it",
    ],
)
def test_a_button_moved_twice_found_after_substantial_action_stands(text: str) -> None:
    """34-A, 36: "moved twice", "dos veces" is a misplaced button; "nobody said anything until the turn" says
    how long nobody noticed, not that nobody acted; after the raise and calls the error stands."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:34-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")
