"""Families the ninth round of issue 13 fixed, each in both languages and in other words than the fresh
sets' rows (tests/procedures/data/fresh_*.jsonl)."""

from __future__ import annotations

import pytest

from parser.answers import fact_from_answer
from tests.support.rulings import ruled

_ON_THE_MUCK = [
    ("Showdown: el del 4 soltó su mano boca abajo y quedó sobre los descartes; el crupier no la tocó. Ahora "
     "quiere enseñarla.", "es"),
    ("At showdown seat 2 slid his hand face down and it's resting on the muck now, the dealer never touched "
     "it. He wants to table it.", "en"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "lang"), _ON_THE_MUCK)
def test_cards_lying_on_the_muck_live_only_if_the_td_tells_them_apart(text: str, lang: str) -> None:
    """14: face-down cards stay live while 100% identifiable; lying on the discards, whether they are is the
    TD's judgement (65-A): the hand is ruled live under that condition, the floor called, the fact asked."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "live_hand"
    assert {"tda-2024:14", "tda-2024:65-A"} <= set(result["rules"])
    assert (result["floor"], result["confidence"]) == (True, "conditional")
    assert "off_the_muck" in result["questions"]


@pytest.mark.parametrize(("text", "lang"), _ON_THE_MUCK)
def test_the_dealers_answer_about_cards_on_the_muck_settles_the_hand(text: str, lang: str) -> None:
    """Told apart for certain, the hand is live and certain; mixed in, it is dead (13-B)."""
    yes = fact_from_answer("off_the_muck", "sí" if lang == "es" else "yes", lang)
    no = fact_from_answer("off_the_muck", "no", lang)
    assert yes and no
    live, dead = ruled(f"{text} {yes}"), ruled(f"{text} {no}")
    assert (live["ruling"]["decision"], live["floor"], live["confidence"]) == ("live_hand", False, "certain")
    assert dead["ruling"]["decision"] == "dead_hand"


@pytest.mark.parametrize(
    "text",
    [
        "Showdown: el del 6 tiró su mano boca abajo hacia el centro pero quedó lejos de los descartes, sin "
        "tocarlos. Ahora la quiere enseñar.",
        "Seat 9 tossed his cards face down at showdown, not touching the muck, sitting on their own. Now he "
        "wants to table them.",
        "En el showdown el 6 soltó su mano boca abajo encima del muck, pero se distinguen con total certeza. "
        "La quiere enseñar.",
    ],
)
def test_cards_apart_from_the_muck_or_told_apart_for_certain_are_live_without_the_floor(text: str) -> None:
    result = ruled(text)
    assert (result["ruling"]["decision"], result["floor"], result["confidence"]) == (
        "live_hand",
        False,
        "certain",
    )


@pytest.mark.parametrize(
    ("text", "decision"),
    [
        # asked only how many hands of the penalty the misdeal and its re-deal count: the rule, no hand ruled
        ("Hubo misdeal en la mesa 4 y el del 7 está castigado fuera de la mesa. ¿El nuevo reparto le cuenta "
         "como dos manos de la sanción?", None),
        ("There's a misdeal at table 6 and seat 2 is serving a one-round penalty. Does the redeal count "
         "twice toward his penalty?", None),
        # asked whether he is dealt in as well: his seat is dealt and the hand killed (71-C)
        ("Hubo misdeal y el del 7 está castigado. ¿Le reparto en el nuevo reparto y le cuenta doble?",
         "dead_hand"),
        ("There's a misdeal and seat 2 is on penalty. Do I deal him in on the redeal, and does it count "
         "twice?", "dead_hand"),
    ],
)  # fmt: skip
def test_a_penalised_player_in_a_misdeal_counts_one_hand_for_both_deals(
    text: str, decision: str | None
) -> None:
    """35-C: the re-deal replays the original deal; 71-C: the penalised player's seat is dealt and killed."""
    result = ruled(text)
    assert result["ruling"]["decision"] == decision
    assert {"tda-2024:35-C", "tda-2024:71-C"} <= set(result["rules"])
    assert not result["floor"]


@pytest.mark.parametrize(
    ("text", "in_time"),
    [
        ("Table 4: the dealer shipped the pot to seat 3 instead of seat 8. The next hand is dealt already, "
         "blinds posted, UTG folded. Can we still fix it?", True),
        ("Table 4: the dealer shipped the pot to seat 3 instead of seat 8. The next hand is dealt already: "
         "UTG raised and the button called. Can we still fix it?", False),
        ("Mesa 6: el crupier le dio el bote al 2 en vez de al 7. Ya se repartió otra mano, están las "
         "ciegas y el UTG foldeó. ¿Se puede arreglar?", True),
        ("Mesa 6: el crupier le dio el bote al 2 en vez de al 7. Ya se repartió otra mano: el UTG subió y el "
         "siguiente pagó. ¿Se puede arreglar?", False),
    ],
)  # fmt: skip
def test_a_pot_pushed_to_the_wrong_player_is_corrected_until_substantial_action_next_hand(
    text: str, in_time: bool
) -> None:
    """22: an error in awarding the pot may be disputed until substantial action (36) on the next hand; in
    time, the floor puts it right (staff_applies); after it, the award stands and no hand is ruled."""
    result = ruled(text)
    assert result["ruling"]["decision"] is None
    assert {"tda-2024:22", "tda-2024:36"} <= set(result["rules"])
    expected = (True, "staff_applies") if in_time else (False, None)
    assert (result["floor"], result["floor_reason"]) == expected


@pytest.mark.parametrize(
    ("text", "confidence"),
    [
        ("Mesa 8: el crupier le repartió cartas al asiento 2, que está vacío, y algunos jugadores ya habían "
         "hablado cuando nos dimos cuenta. ¿Misdeal?", "conditional"),
        ("Dealer gave a hand to empty seat 7 and we only noticed after some players had already acted "
         "preflop. Misdeal?", "conditional"),
        # the actions counted: substantial action is told, not supposed
        ("Dealer gave a hand to empty seat 7 and we only noticed after three players had already acted "
         "preflop. Misdeal?", "certain"),
    ],
)  # fmt: skip
def test_a_few_players_acted_is_likely_substantial_action_and_asked(text: str, confidence: str) -> None:
    """36: substantial action is two actions in turn with chips, or three; "some players had acted" does not
    say which, so play continues (35-D) under that assumption and the count is asked."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert "tda-2024:36" in result["rules"]
    assert result["confidence"] == confidence
    assert ("substantial_action" in result["questions"]) is (confidence == "conditional")


@pytest.mark.parametrize(
    ("text", "tanking"),
    [
        ("Mesa 5: el del 9 lleva pensando un buen rato frente a una apuesta y en eso sube el nivel. Pide que "
         "paremos porque cambian las ciegas. ¿Qué hacemos?", True),
        ("Level went up mid-hand at table 2 while seat 4 was in the tank facing a shove; he wants us to stop "
         "because the blinds changed. What now?", True),
        ("Level went up mid-hand at table 2 after the flop was dealt. Do the new blinds apply to this hand?",
         False),
    ],
)  # fmt: skip
def test_a_new_level_during_a_tank_leaves_the_hand_to_the_clock(text: str, tanking: bool) -> None:
    """23: a hand begun plays at the old level; a player thinking when it changes gets no pause from it, and
    his delay is the clock's (29)."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "play_continues"
    assert result["rules"][0] == "tda-2024:23"
    assert ("tda-2024:29" in result["rules"]) is tanking


@pytest.mark.parametrize(
    "text",
    [
        "Estaba en la mano esperando mi turno, miré el móvil y el director me anuló la mano. ¿No tocaba un "
        "aviso y ya? Soy el 4.",
        "Seat 6 was still in the hand and texting under the table; the TD killed his hand. He says it should "
        "have been a warning.",
    ],
)
def test_a_phone_in_a_live_hand_at_san_roque_kills_it_and_cites_the_tda_penalty(text: str) -> None:
    """San Roque 20-21 let the director kill the hand of a player using a phone with live cards; TDA 5 with 71
    leaves the device to a penalty (a warning among them), cited beside the house rule."""
    result = ruled(text, "san-roque")
    assert result["ruling"]["decision"] == "dead_hand"
    assert result["rules"][0].startswith("san-roque:")
    assert {"tda-2024:5", "tda-2024:71"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "turn: seat 2 bets 4000, seat 3 calls, seat 6 calls, then seat 3 says wait, I've only got one card "
        "in front of me. still live?",
        "turn: el 2 apuesta 4000, el 3 paga y el 6 paga; ahora el 3 dice que solo tiene una carta "
        "delante. ¿sigue viva?",
    ],
)
def test_a_player_finding_one_card_after_acting_has_a_dead_hand(text: str) -> None:
    """A hand short of cards found after the player acted is dead: no misdeal once action is taken."""
    result = ruled(text)
    assert result["ruling"]["decision"] == "dead_hand"
