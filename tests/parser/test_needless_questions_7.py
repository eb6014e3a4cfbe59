"""Questions a report had already answered, the seventh round (issue 12): each family tested in both languages
in other words than the betting sets' rows. The ruling stays as it was; only the needless question goes, with
the fact the report told, and a word the gate still does not understand keeps its question."""

from __future__ import annotations

import pytest

from bot.ask import answer
from tests.support.rulings import certain, ruled


@pytest.mark.parametrize(
    ("plain", "matters"),
    [
        (
            "Turn, el 2 apuesta 4.000 y el 5 dice pago y se queda mirando al techo. ¿Puede tirarse ahora?",
            None,
        ),
        (
            "Turn, seat 2 bets 4,000 and seat 5 says call and stares at his phone. Can he fold now?",
            "Turn, seat 2 bets 4,000 and seat 5, phone in hand, says call. What now?",
        ),
    ],
)
def test_an_ordinary_word_like_a_betting_word_is_asked_only_where_it_matters(
    plain: str, matters: str | None
) -> None:
    """ "mirando al techo", "stares at his phone": ordinary words that look like a push ("echo", "pone");
    read as the plain words they are, the report tells the same hand, so nothing rests on them. 51-A:
    "call" said in turn binds him to the call of 4,000. "seat 5, phone in hand, says call": read as a push
    or as the plain word, the hand differs, so the reading is still confirmed, never stated as certain."""
    result = certain(plain)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "call", 4000)
    assert "tda-2024:51-A" in result["rules"]
    if matters is not None:
        asked = answer(matters).result
        assert asked["confidence"] == "conditional"
        assert any(q.startswith("confirm_fact") for q in asked["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Turn, blinds 500/1,000. Seat 4 facing a 2,500 bet from seat 1. He silently pushes 2,500, then goes "
        "back to his stack for 4,000 more. What stands?",
        "blinds five hundred one thousand on the turn seat four facing a twenty five hundred bet. he pushes "
        "twenty five hundred without a word then goes back to his stack for four thousand more",
    ],
)
def test_a_clause_that_tells_the_bet_the_player_faced(text: str) -> None:
    """ "Seat 4 facing a 2,500 bet": the clause opens with the bet he faced, read and carried to his action,
    no unread words (Spanish "el 4 frente a una apuesta de 2.500" was read already: its noun is in the
    phrase). 56: the second motion does not count: a call of 2,500, 4,000 back."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "call", 2500)
    assert ruling["returned"] == 4000
    assert "tda-2024:56" in result["rules"]
    # "seat 2 to act facing...": words before the bet faced ("to act") are not read by it: still asked
    told_more = answer(
        "Flop, 500/1k. Seat 2 to act facing a 3k bet from seat 1, and seat 4 bungs in 9k and says raise "
        "before seat 2 does anything. Does seat 4's raise stand?"
    ).result
    assert told_more["confidence"] != "certain"


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "blinds two hundred four hundred pot limit omaha under the gun says pot and the hijack says pot "
            "as well so how much is the hijack putting in",
            4800,
        ),
        (
            "pot limit ciegas doscientos cuatrocientos el utg dice pot y el hijack dice pot también entonces "
            "cuánto más es el hijack poniendo",
            4800,
        ),
    ],
)
def test_a_player_asked_about_after_a_quantity_and_a_copula(text: str, total: int) -> None:
    """ "how much is the hijack putting in", "cuánto más es el hijack poniendo", said with no question mark:
    the asking word stands before the quantity and the copula, so the clause asks about him, it tells
    nothing unread. 54-B: UTG's pot is 1,400 (600 pot + 2 x 400 call... 200 + 400 + 3 x 400 = 1,400 + 400
    call); the hijack calls 1,400 and raises the pot: to 4,800."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("HJ", "raise", total)


@pytest.mark.parametrize(
    ("text", "believed"),
    [
        (
            "flop, seat 2 bets 1,500, seat 6 raises to 6,000, seat 8 says call thinking was 1,500. Now he "
            "wants to fold. Can he?",
            "1,500",
        ),
        (
            "en el flop el 2 apuesta 1.500, el 6 sube a 6.000 y el 8 dice pago pensando era 1.500. Ahora se "
            "quiere tirar. ¿Puede?",
            "1.500",
        ),
    ],
)
def test_a_belief_told_without_its_pronoun(text: str, believed: str) -> None:
    """ "thinking was 1,500", "pensando era 1.500": the belief with its pronoun (or "que") left out is the
    caller's belief about the bet, not the amount of his call. 49 and 51-A: "call" binds him to the
    whole 6,000."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "call", 6000)
    assert {"tda-2024:49", "tda-2024:51-A"} <= set(result["rules"])
    assert believed in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "Preflop. The hijack raises to 7,000 and the cutoff says call and tosses 2,000, he thought it was "
        "just the blind. Does he owe the full 7,000?",
        "Preflop. El hijack sube a 7.000 y el cutoff dice pago y tira 2.000, creía que era solo la ciega. "
        "¿Debe los 7.000?",
    ],
)
def test_a_belief_that_the_bet_was_the_blind(text: str) -> None:
    """ "thought it was just the blind", "creía que era solo la ciega", the blinds not told: the bet he
    believed is the blind he put out, 2,000 (49: it is his to know the bet); "call" binds him to the whole
    7,000 (51-A)."""
    result = ruled(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("CO", "call", 7000)
    assert {"tda-2024:49", "tda-2024:51-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 3 bets 800 and seat 6 raises to 2,400. Seat 3 drags his 800 back and then says he folds. "
        "In my view he clearly pulled them back, but he says he was only tidying his stack.",
        "Turn, el 3 apuesta 800 y el 6 sube a 2.400. El 3 se lleva sus 800 de vuelta y luego dice que se "
        "tira. Para mí las retiró clarito, pero él dice que solo las acomodaba.",
    ],
)
def test_the_dealers_own_view_of_a_motion_is_confirmed(text: str) -> None:
    """ "in my view he clearly pulled them back", "para mí las retiró": the dealer's own reading of the
    motion, which the player disputes, is the condition of the ruling (46-B: a clear pull-back binds him to
    call or raise), asked, not stated as certain."""
    result = answer(text).result
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])
    assert sorted(result["ruling"]["options"]) == ["call", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "River, ciegas 1.000/2.000. Nadie ha apostado. El 3 dice 'subo' y no pone nada, se queda pensando. "
        "¿Qué tiene que hacer?",
        "River, blinds 1,000/2,000. Nobody has bet. Seat 3 says 'raise' and puts nothing out, just sits "
        "there. What must he do?",
    ],
)
def test_raise_said_facing_no_bet_binds_the_bet(text: str) -> None:
    """55-B: "raise" facing no bet is a bet of at least the minimum; 51-A: the word said in turn binds him
    to it."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("3", "bet")
    assert {"tda-2024:55", "tda-2024:51-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1,000, preflop. The big blind has a single 1,000 chip posted. The cutoff raises to 3,000 "
        "and the big blind silently puts out three 1,000 chips, leaving his blind where it is. What is it?",
        "Ciegas 500/1.000, preflop. La ciega grande tiene puesta una ficha de 1.000. El cutoff sube a "
        "3.000 y la grande pone callada tres fichas de 1.000, sin tocar la suya. ¿Qué es?",
    ],
)
def test_prior_chips_told_untouched_are_left_alone(text: str) -> None:
    """ "leaving his blind where it is", "sin tocar la suya": the posted chip stays where it was and the new
    chips join it (46-C), so whether he pulled it back is not asked ("next to his blind" alone still asks:
    it says where the new chips went, not that the blind stayed). 45-B: 4,000 in front against 3,000, the
    last 1,000 chip needed for more than the call and 1,000 over it is half the raise: a raise to the
    minimum, 5,000."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("BB", "raise", 5000)
    assert "tda-2024:46-C" in result["rules"]


@pytest.mark.parametrize(
    ("text", "unseen"),
    [
        (
            "hola, perdón los audios, no puedo hablar ahora. Ciegas 100/200, en el flop el 3 apuesta 3.000 y "
            "el 5 dice pago y luego tira 8.000. ¿Qué es?",
            "Ciegas 100/200, flop. El 3 apuesta 3.000 y el 5 pone una ficha de 5.000. No alcancé a oír si "
            "dijo algo. ¿Qué es?",
        ),
        (
            "Ciegas 100/200, river. El 3 apuesta 3.000, el 5 dice pago y tira 8.000. Te escribo porque no "
            "pudimos llamarte. ¿Qué es?",
            "Ciegas 100/200, river. El 3 apuesta 3.000 y el 5 pone una ficha de 5.000. No lo pudimos ver "
            "bien si dijo algo. ¿Qué es?",
        ),
    ],
)
def test_a_dealer_who_cannot_talk_doubts_no_fact(text: str, unseen: str) -> None:
    """ "no puedo hablar ahora", "no pudimos llamarte": what the dealer cannot do is no fact of the hand he
    did not see; his modal is a doubt only with a verb of perceiving after it ("no alcancé a oír", "no lo
    pudimos ver"), which is still asked. English needed no change: "I can't talk" has no verb of
    perceiving. 51-A: "call" said first binds the call of 3,000 (the 5,000 over it is returned)."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "call", 3000)
    asked = answer(unseen).result
    assert asked["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in asked["questions"])


@pytest.mark.parametrize(
    ("text", "told"),
    [
        (
            "PLO 500/1.000, preflop. El UTG dijo 'pot'. El crupier calculó 3.000 sumando mal las ciegas. "
            "¿Cuánto era de verdad?",
            "3.000",
        ),
        (
            "PLO 500/1,000 preflop. UTG said pot. The dealer worked it out at 3,000, adding the blinds "
            "wrong. What was the real pot raise?",
            "3,000",
        ),
    ],
)
def test_a_pot_the_dealer_worked_out_wrong_is_the_count_told(text: str, told: str) -> None:
    """ "el crupier calculó 3.000", "the dealer worked it out at 3,000": the dealer's count given to the
    player who said pot, no amount left unplaced. 54-B: the pot is 1,500 and the call 1,000, so the pot
    raise is to 3,500; 52-B: a wrong count given is corrected."""
    result = certain(text)
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG", "raise", 3500)
    assert "tda-2024:54-B" in result["rules"]
    assert told in result["understood"]
