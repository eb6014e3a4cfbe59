"""Families the fifteenth round of issue 13 fixed (drawn from the fourteenth fresh set,
tests/procedures/data/fresh_incidents_14.jsonl), each in both languages and in other words than the set's
rows."""

from __future__ import annotations

import pytest

from parser.answers import fact_from_answer
from tests.support.rulings import ruled


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 4 showed his two cards to the player beside him while the action was still on seat 9. "
        "Is his hand dead?",
        "En el turn el del 4 le mostró sus cartas a su vecino mientras todavía faltaba hablar el 9. ¿Se le "
        "mata la mano?",
    ],
)
def test_cards_shown_to_a_neighbour_with_the_action_elsewhere_stay_live(text: str) -> None:
    """68: cards exposed with action pending give a penalty, never a dead hand; shown to one player, 67's
    one player to a hand; the penalty is the TD's, after the hand (71). "While the action was on seat 9",
    "mientras todavía faltaba hablar" tell the action pending."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "4")
    assert {"tda-2024:68", "tda-2024:67", "tda-2024:71"} <= set(result["rules"])
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "At showdown seat 6 flipped his hand up for a split second and tossed it in, I didn't get a look at "
        "it, and it's touching the discards. Seat 1 tabled a pair.",
        "En el showdown el 6 levantó sus cartas un segundo y las tiró, no alcanzó a verlas nadie y quedaron "
        "medio en los descartes. El 1 enseñó pareja.",
    ],
)
def test_a_hand_flashed_at_showdown_before_anyone_read_it_is_the_tds(text: str) -> None:
    """13-B: whether a hand flashed and thrown in was tabled (read) is the TD's call; 14 if it can still be
    retrieved. No ruling is stated."""
    result = ruled(text)
    assert result["facts"]["incident"] == "mucked"
    assert result["ruling"]["decision"] is None
    assert result["rules"][:2] == ["tda-2024:13-B", "tda-2024:14"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Repartiendo, la segunda carta se me ha girado, era un as. Todavía nadie ha hablado.",
        "Dealing, the second card flipped over on me, an ace. Nobody has acted yet.",
    ],
)
def test_one_of_the_first_two_cards_turned_over_on_the_deal_is_a_misdeal(text: str) -> None:
    """35-A-7: one of the first two cards exposed by the dealer is a misdeal before substantial action ("se
    me ha girado": the card turned over in the dealer's hand)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("The dealer burned and rolled the turn while seat 8 was still deciding whether to call on the flop.",
         "tda-2024:RP-5-B"),
        ("El dealer quemó y ha sacado el river cuando el 8 todavía estaba pensando si pagaba en el turn.",
         "tda-2024:RP-5-C"),
    ],
)  # fmt: skip
def test_a_board_card_rolled_with_a_player_still_deciding_is_premature(text: str, rule: str) -> None:
    """RP-5: a turn or river dealt before the action ended goes back to the stub, which is reshuffled, and the
    card is dealt again once the action ends ("rolled", "ha sacado": verbs of dealing the board)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "premature_card"
    assert result["ruling"]["decision"] == "redeal_board"
    assert result["rules"][0] == rule
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 3 bet 4,000 and tossed his cards in thinking seat 7 had folded, but 7 hadn't acted. The "
        "cards are separate from the muck. Is seat 3 still live?",
        "Turn, el 3 apostó 4.000 y tiró sus cartas creyendo que el 7 se había retirado, pero el 7 no había "
        "hablado. Las cartas quedaron aparte del muck. ¿Sigue vivo el 3?",
    ],
)
def test_a_bettors_cards_thrown_away_but_kept_apart_stay_live_once_identified(text: str) -> None:
    """15-B: the dealer holds the cards and calls the floor; cards kept apart stay in play (65-B) once the
    floor is sure which they are: live, conditional on that, the floor applying it. The bettor is the
    player of the hand, though a thousands mark ("4.000") stands between him and the words."""
    result = ruled(text)
    assert result["facts"]["incident"] == "discard_before_end"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "3")
    assert {"tda-2024:15-B", "tda-2024:65-B"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6 had called preflop and left his cards loose; I swept them in the muck by mistake and now "
        "they're mixed. What happens?",
        "El 6 había pagado preflop y dejó sus cartas sueltas; las jalé al muck sin querer y ya están "
        "mezcladas. ¿Qué pasa?",
    ],
)
def test_a_hand_the_dealer_pulled_into_the_muck_by_mistake_is_dead(text: str) -> None:
    """65-A: a hand the dealer kills by mistake that cannot be identified is dead, its called bets lost."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "6")
    assert result["rules"] == ["tda-2024:65-A"]


@pytest.mark.parametrize(
    "text",
    [
        "The button, seat 1, only has one card, I skipped him on the second round. Two players have called. "
        "He's just noticed it, I don't think he's acted yet. Can he get his second card?",
        "El botón (asiento 1) tiene una sola carta, me lo salté en la segunda vuelta. Ya pagaron dos. Lo "
        "acaba de decir, creo que no ha hecho nada todavía. ¿Le doy la segunda carta?",
    ],
)
def test_a_button_skipped_on_the_deal_holding_one_card_gets_it_if_he_has_not_acted(text: str) -> None:
    """37: a button dealt too few cards gets them even after substantial action, unless he acted with them;
    a seat skipped that holds one card was short a card, not dealt out (35-A-4); the dealer only believes
    he has not acted ("I don't think he's acted yet"): the ruling holds if that is confirmed."""
    result = ruled(text)
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("live_hand", "1")
    assert result["rules"][0] == "tda-2024:37"
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "Table 12 needs a player for table 3. The big blind is seat 2 this hand, so seat 3 is the next big "
        "blind. Who goes?",
        "Necesito mover un jugador de la mesa 12 a la 3. Esta mano la ciega grande es el 2, así que el 3 es "
        "el siguiente en poner la ciega grande. ¿Quién se va?",
    ],
)
def test_the_player_to_be_big_blind_next_is_the_one_moved_to_balance(text: str) -> None:
    """11-A: to balance, the player to be big blind next moves ("needs a player for table 3", "necesito
    mover un jugador")."""
    result = ruled(text)
    assert result["facts"]["incident"] == "short_table"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("move_player", "3")
    assert result["rules"] == ["tda-2024:11-A"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 6, the big blind, just got knocked out. The button was seat 4 and the small blind seat 5. "
        "Where should I put the button for the next hand?",
        "Acaban de eliminar al del asiento 6, que era la ciega grande. El botón estaba en el 4 y la ciega "
        "chica en el 5. ¿Dónde tengo que poner el botón en la siguiente mano?",
    ],
)
def test_the_button_after_the_big_blind_busts_moves_to_the_small_blind(text: str) -> None:
    """32 (dead button): the big blind moves on to seat 7, seat 6's small blind is dead, and the button
    moves to seat 5; an elimination told ("acaban de eliminar") is no button misplaced (34-A)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "dead_button"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("button", "5")
    assert result["rules"][0] == "tda-2024:32"


@pytest.mark.parametrize(
    "text",
    [
        "Seat 3 moved all in on the flop and seat 7 called, nobody else is left. Seat 7 says he doesn't feel "
        "like showing until the river. Do I let him?",
        "En el flop el 3 fue all in y el 7 pagó, no queda nadie más. El 7 dice que no le da la gana mostrar "
        "hasta el river. ¿Lo dejo?",
    ],
)
def test_an_all_in_with_nobody_left_to_act_is_tabled_at_once(text: str) -> None:
    """16: once a player is all in and no betting is left ("nobody else is left", "no queda nadie más"),
    every hand is tabled without delay; the caller may not wait for the river."""
    result = ruled(text)
    assert result["facts"]["incident"] == "face_up"
    assert result["ruling"]["decision"] == "table_hands"
    assert result["rules"] == ["tda-2024:16"]
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 7 wants me to count the pot before deciding, it's no limit. Do I?",
        "NL: el del 2 me pide que le cuente el bote antes de apostar. ¿Se lo tengo que contar?",
    ],
)
def test_a_pot_count_asked_in_no_limit_is_the_pot_limit_rule(text: str) -> None:
    """54-A: players are entitled to a pot count in pot-limit only; RP-21: on request the pot may be spread.
    A count of the pot is no count of a stack (60)."""
    result = ruled(text)
    assert result["facts"]["incident"] == "count_request"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:54-A", "tda-2024:RP-21"]


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 folded on the flop, and on the river he tells the table 'I folded the queen of spades' while "
        "two players are still in. What do I do?",
        "El 2 se tiró en el flop y en el river dice en voz alta 'yo tenía la reina de picas' con dos "
        "jugadores todavía en la mano. ¿Qué hago?",
    ],
)
def test_a_folded_player_naming_the_card_he_threw_breaks_no_disclosure(text: str) -> None:
    """67: no player, in the hand or not, may discuss the contents of a mucked hand; the penalty is the TD's
    (71). The hand goes on; no ruling of a hand is stated."""
    result = ruled(text)
    assert result["facts"]["incident"] == "exposed_card"
    assert result["ruling"]["decision"] is None
    assert result["rules"] == ["tda-2024:67", "tda-2024:71"]
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Last night on table 3 we noticed the button had been moved two places instead of one, but by then "
        "there had been a raise and two calls preflop. Fix the button or play on?",
        "Anoche en la mesa 3 vimos que el botón lo habían movido dos puestos en vez de uno, pero ya había "
        "habido una subida y dos calls preflop. ¿Lo corregimos o seguimos?",
    ],
)
def test_a_button_moved_two_seats_stands_after_substantial_action(text: str) -> None:
    """34-A: a button in the wrong position is corrected before substantial action; after it (a raise and
    calls, 36) play continues."""
    result = ruled(text)
    assert result["facts"]["incident"] == "button_moved"
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][:2] == ["tda-2024:34-A", "tda-2024:36"]


@pytest.mark.parametrize(
    "text",
    [
        "I dealt cards to seat 4 but that player was eliminated last hand, nobody took his chair away. "
        "No one has acted. What now?",
        "Le repartí cartas al 4 pero ese jugador se eliminó la mano anterior, nadie quitó la silla. Nadie ha "
        "hablado. ¿Qué hago?",
    ],
)
def test_cards_dealt_to_the_seat_of_a_player_already_out_are_a_misdeal(text: str) -> None:
    """35-A-3: cards dealt to a seat not entitled to a hand (its player eliminated, the chair left) are a
    misdeal before substantial action."""
    result = ruled(text)
    assert result["facts"]["incident"] == "misdeal"
    assert result["ruling"]["decision"] == "misdeal"
    assert result["rules"][0] == "tda-2024:35-A"


@pytest.mark.parametrize(
    "text",
    [
        "River: seat 6 says seat 1 said 'twenty thousand' and put in one 5,000 chip; seat 1 says he didn't "
        "say anything, and the players around say different things. Seat 6 called 5,000. What's the bet?",
        "River: el 6 dice que el 1 dijo 'veinte mil' y puso una ficha de 5.000; el 1 dice que no dijo nada y "
        "los de al lado dicen cosas diferentes. El 6 pagó 5.000. ¿Cuál es la apuesta?",
    ],
)
def test_a_declaration_its_player_denies_is_the_tds(text: str) -> None:
    """40-A: where what was said is unclear or disputed (the bettor denies it, the bystanders' accounts
    differ), the TD determines the bet on the circumstances and Rule 1; nothing is stated as certain."""
    result = ruled(text)
    assert result["ruling"]["action"] is None
    assert {"tda-2024:40-A", "tda-2024:1"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "unsure")


@pytest.mark.parametrize(
    "text",
    [
        "Seat 2 had called a raise and left his cards loose; I swept them into the muck by mistake, I think "
        "he folded. They're mixed in now. What does he get back?",
        "El 2 había pagado una subida y dejó las cartas sueltas; se las barrí al muck, creo que se retiró. "
        "Ya están mezcladas. ¿Qué le devuelvo?",
    ],
)
def test_the_fold_the_dealer_believed_when_he_killed_a_hand_is_no_doubt(text: str) -> None:
    """65-A: a hand the dealer killed by mistake and cannot identify is dead, its called bets lost; that he
    thought the player had folded ("I think he folded") is why he killed it, and the hand is dead either
    way: nothing to confirm."""
    result = ruled(text)
    assert result["facts"]["incident"] == "killed_hand"
    assert (result["ruling"]["decision"], result["ruling"]["seat"]) == ("dead_hand", "2")
    assert (result["floor"], result["confidence"]) == (False, "certain")


@pytest.mark.parametrize(
    ("text", "lang", "reply", "decision"),
    [
        ("Turn, seat 3 bet 4,000 and tossed his cards in thinking seat 7 had folded, but 7 hadn't acted. The "
         "cards are separate from the muck. Is seat 3 still live?", "en", "yes", "live_hand"),
        ("Turn, el 3 apostó 4.000 y tiró sus cartas creyendo que el 7 se había retirado, pero el 7 no había "
         "hablado. Las cartas quedaron aparte del muck. ¿Sigue vivo el 3?", "es", "no", "dead_hand"),
    ],
)  # fmt: skip
def test_the_answer_on_cards_held_apart_settles_the_bettors_hand(
    text: str, lang: str, reply: str, decision: str
) -> None:
    """15-B: asked whether the cards held apart are certainly the bettor's, the dealer's answer becomes a fact
    of the report, and the ruling no longer asks: live if they are, dead (an uncalled bet back) if not."""
    asked = ruled(text)
    assert asked["confidence"] == "conditional"
    fact = fact_from_answer("kept_apart", reply, lang, "3")
    assert fact is not None
    result = ruled(f"{text} {fact}")
    assert result["ruling"]["decision"] == decision
    assert result["confidence"] == "certain"
