"""House-rule families the twenty-first house round of issue 13 fixed (drawn from the twenty-first house set,
tests/procedures/data/fresh_house_21.jsonl), each in both languages and in other words than the set's rows."""

from __future__ import annotations

import pytest

from tests.support.rulings import house_decides, ruled


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("San Roque. El del 2 dice 'subo', mete las fichas para pagar los 800 y después vuelve a su stack a "
         "por 1.600 más. ¿Vale así?", 2400),
        ("Casino de San Roque: el 9 dijo subo, echó las fichas justas para pagar las 2.500 y luego volvió "
         "a por otras 5.000. El de al lado dice que es string raise.", 7500),
        ("San Roque rules. Seat 8 said raise, put in the exact chips to call the 1,500 and then reached "
         "back to his stack for another 3,000. Does the raise stand?", 4500),
    ],
)  # fmt: skip
def test_a_raise_said_then_the_chips_to_call_the_bet_named_then_more(text: str, total: int) -> None:
    """San Roque 45-c: "subo" said, the exact call put in, then more chips from the stack in a second motion:
    the raise is the whole of it. The call told as the chips put in to call a bet named after the call word
    ("las fichas para pagar los 800", "the chips to call the 1,500") is the first motion and the bet he faced,
    not the amount of his raise. TDA 42/56: the second motion is a string raise."""
    tda = house_decides(text, "san-roque", "san-roque:45.c", "binding")
    assert tda["ruling"]["total"] < total


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("Reglas de Garrido. El del 6 estaba distraído; el 5 apostó 2.000, el 7 pagó, el 8 pagó y el 9 se "
         "tiró sin que el 6 dijera nada. Ahora el 6 quiere subir. ¿Puede?", "6"),
        ("Garrido. El del 3 se distrajo: el UTG abrió a 1.000, el 4 se tiró, el 5 pagó y el 6 pagó. El 3 "
         "quiere resubir, ¿puede?", "3"),
        ("We use the Garrido rules. Seat 4 was distracted; UTG raised to 1,000, then seat 5 called, seat 6 "
         "folded and seat 7 called. Now seat 4 wants to re-raise. Can he?", "4"),
    ],
)  # fmt: skip
def test_a_distracted_player_facing_the_first_bet_then_passed_by_three(text: str, seat: str) -> None:
    """Garrido 6.g: a player passed over while three players acted may only call or fold. Told still to act
    first ("estaba distraído", "was distracted"), the bet told next by a player before him (the first to act
    pre-flop, or one whose next player told sits past him) is the bet he faced, not out of turn: the actions
    after it passed him. TDA 53-B leaves his hand to the floor."""
    house_decides(text, "garrido", "garrido-2010:6.g", "live_hand", seat)
    assert ruled(text, "garrido")["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    "text",
    [
        "Garrido. Tras tirar su mano, el del 6 le mostró una de ellas al del 7. El del 2 quiere verla "
        "también. ¿Se la enseñamos?",
        "Reglamento Garrido: después de tirar sus cartas el 1 le enseña una de ellas a su amigo del 2. ¿Qué "
        "hago con los demás?",
        "Garrido rules. After folding, seat 3 showed one of them to seat 4. Seat 8 wants to see it as well. "
        "Do we show it?",
    ],
)
def test_a_card_shown_to_one_player_after_the_fold_told_by_a_pronoun(text: str) -> None:
    """Garrido 7.f: a card one player saw is shown to the whole table; the fold told before the player
    ("después de tirar sus cartas", "tras tirar su mano", "after folding") and the card by a pronoun ("una de
    ellas", "one of them") are a folded player's exposure to another, ruled under the house rule with TDA 67
    (one player to a hand) for comparison, not a rule question about exposed cards."""
    house = ruled(text, "garrido")
    assert house["rules"][0] == "garrido-2010:7.f" and "tda-2024:67" in house["rules"]
    assert ruled(text)["rules"][0] == "tda-2024:67"


@pytest.mark.parametrize(
    "text",
    [
        ("San Roque, torneo turbo (niveles de 10 minutos). El del 8 lleva un rato, le piden tiempo, le damos "
         "30 segundos y después la cuenta de cinco y nada. ¿Qué pasa con su mano?"),
        ("Casino de San Roque. Al del 5 le piden tiempo en el river con una apuesta delante; le damos sus 50 "
         "segundos y la cuenta de diez y nada. ¿Qué pasa con su mano?"),
        ("San Roque turbo, 12-minute levels. Time called on seat 6 facing a shove, he gets his 30 seconds, "
         "then the count of 5 and nothing. Is his hand dead?"),
        ("San Roque. Clock on seat 2 on the turn, no bet to him; he gets 40 seconds, then the ten count and "
         "nothing. Check or dead?"),
    ],
)  # fmt: skip
def test_the_time_given_then_the_count_and_nothing_is_the_clock_run_out(text: str) -> None:
    """San Roque 34: when the countdown ends with no decision the hand is void, facing a bet or not, the staff
    applying it. The seconds given then the count told and nothing done ("le damos 30 segundos y la cuenta
    de cinco y nada", "the count of 5 and nothing") are the clock run out, not the player acting in time at
    the seconds told (TDA 29: checked when facing no bet)."""
    house = ruled(text, "san-roque")
    assert (house["ruling"]["decision"], house["rules"][0]) == ("dead_hand", "san-roque:34")
    assert house["floor"] and house["floor_reason"] == "staff_applies"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        ("San Roque, torneo win the button: acaba de llevarse la mano el asiento 9 y el botón estaba en el "
         "4. ¿A quién le doy el botón?", "9"),
        ("San Roque, torneo win the button: se acaba de llevar el bote el del 3, el botón lo tenía el 8. "
         "¿Dónde va el botón?", "3"),
        ("San Roque win the button event. Seat 5 has just won the hand and the button was on seat 1. Where "
         "does the button go?", "5"),
        ("San Roque win the button event. The pot was taken down by seat 7, button was on 3. Where does the "
         "button go now?", "7"),
    ],
)  # fmt: skip
def test_the_winner_told_verb_first_or_in_the_passive_takes_the_button(text: str, seat: str) -> None:
    """San Roque 11: in a "win the button" event the winner of the hand has the button for the next one; the
    winner told after the verb ("acaba de llevarse la mano el asiento 9"), with "has just won" or in the
    passive ("was taken down by seat 7") is that player. TDA 32: a dead button moves on one seat."""
    tda = house_decides(text, "san-roque", "san-roque:11", "button", seat)
    assert tda["ruling"]["seat"] != seat
