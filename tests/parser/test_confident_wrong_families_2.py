"""Families behind confident wrong answers on the older betting sets (issue 12), second round: each in both
languages and in other words than the rows; a fact the words decide is read, or the answer stops being certain
where the facts told cannot all be true."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200. Pre, seat 3 bets 600 and seat 6 says nine hundred.",
        "Ciegas 100/200. Pre, el 3 apuesta 600 y el 6 dice novecientos.",
    ],
)
def test_pre_alone_names_the_street_before_the_flop(text: str) -> None:
    """ "Pre" said alone is the pre-flop street: the open's increment over the big blind (400) sizes the
    minimum, so 900 reaches half of it and is a raise to 1,000, not the flop's 1,200."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 1000)
    assert result["facts"]["street"] == "preflop"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "level five hundred one thousand the button raises to three thousand and big blonde in seat nine "
            "drops a five thousand chip without a word",
            "9",
        ),
        (
            "ciegas quinientos mil el botón sube a tres mil y la big blonde tira una ficha de cinco mil "
            "sin decir nada",
            "BB",
        ),
    ],
)
def test_big_blind_heard_as_big_blonde_is_the_big_blind(text: str, seat: str) -> None:
    """A voice note's "big blonde" is the big blind: his single overchip over his posted 1,000 is a call of
    3,000 (44), and what comes back counts the blind already in front."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == (seat, "call", 3000, 3000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    ("text", "seat"),
    [
        (
            "I'm the player in seat 5. Seat 2 bet 4,000 on the turn and I said raise as I dropped a 25k "
            "chip. The dealer says the chip landed before I spoke and gives it as a call. I say I said it "
            "at the same moment. Who is right?",
            "5",
        ),
        (
            "Soy el del asiento 2. El 6 apostó 3.000 y yo dije 'subo' mientras soltaba una ficha de "
            "10.000. El dealer dice que la ficha cayó primero y me lo cuenta como call. Yo digo que lo "
            "dije a la vez. ¿Quién tiene razón?",
            "2",
        ),
        (
            "turn seat 4 bets 3000 and seat 8, I clearly heard him say raise, puts in 3000. Now he says "
            "he said nice, he was talking to his neighbour",
            "8",
        ),
        (
            "en el turn el cuatro apuesta tres mil y el ocho, yo le escuché clarito decir subo, mete tres "
            "mil; ahora él dice que dijo 'bien', que hablaba con el de al lado. ¿Qué hago?",
            "8",
        ),
    ],
)
def test_the_dealers_account_against_the_players_own_is_the_floors(text: str, seat: str) -> None:
    """The dealer's account of the words (heard clearly, or the chip first) stands against the player's own
    (he said it with the chip, he said another word): what was said is disputed, 40-A's unclear case for the
    TD, never a raise or a call stated as certain."""
    result = answer(text).result
    assert result["ruling"]["seat"] == seat
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert "tda-2024:40-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "seat 4 bets 3k, seat 8 drops a 10k chip. he says he said raise before it landed, I didnt hear it.",
        "el 4 apuesta 3.000 y el 8 suelta una de 10.000. dice que dijo subo antes de que cayera, no lo oí.",
    ],
)
def test_the_players_word_alone_is_still_asked(text: str) -> None:
    """With no account of the dealer's against it, the player's own word is asked, not disputed: a call by
    the overchip (44) unless raise was said first."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("8", "call", 3000, 7000)
    assert (result["floor"], result["confidence"]) == (False, "conditional")


@pytest.mark.parametrize(
    "text",
    [
        "river seat 3 bets 3,000, seat 8 silently drops one 5k and two 1ks, like eight k. call or raise?",
        "en el river el 3 apuesta 3.000 y el 8 suelta callado una de cinco mil y dos de mil, tipo ocho mil.",
    ],
)
def test_chips_listed_with_a_total_they_do_not_make_are_the_floors(text: str) -> None:
    """One 5,000 and two 1,000s make 7,000, not the 8,000 said after them: one of the two is wrong, and the
    ruling turns on which (Rule 1), so no call or raise is stated."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "8"
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    [
        "river seat 3 bets 3,000, seat 8 silently drops one 5k and two 1ks, like seven k. call or raise?",
        "en el river el 3 apuesta 3.000 y el 8 suelta callado una de cinco mil y dos de mil, tipo siete mil.",
    ],
)
def test_chips_listed_with_the_total_they_make_are_ruled(text: str) -> None:
    """The same chips told with the total they make: the 50% standard rules them (45-B)."""
    result = answer(text).result
    assert result["floor"] is False
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == ("8", "raise")


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 4 bets 5,000 and seat 7 says 'I'm in' and puts out 5,000. The bettor says he is all "
        "in. He has 60k behind.",
        "Flop, ciegas 1000/2000. El 4 apuesta 5.000 y el 7 dice 'voy' y pone 5.000. El 4 dice que fue all "
        "in. Tiene 60 mil detrás.",
    ],
)
def test_an_unofficial_word_read_otherwise_at_the_table_is_the_floors(text: str) -> None:
    """ "I'm in", "voy" with the chips of a call, and the bettor claims an all-in: the word is at the player's
    own risk (57) and what it meant is for the TD (40-A), not a call stated as certain."""
    result = answer(text).result
    assert result["ruling"]["seat"] == "7"
    assert (result["floor"], result["confidence"]) == (True, "unsure")
    assert {"tda-2024:57", "tda-2024:40-A"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 4 bets 5,000 and seat 7 says 'I'm in' and puts out 5,000. He has 60k behind.",
        "Flop, ciegas 1000/2000. El 4 apuesta 5.000 y el 7 dice 'voy' y pone 5.000. Tiene 60 mil detrás.",
    ],
)
def test_an_unofficial_word_nobody_reads_otherwise_is_ruled_by_the_chips(text: str) -> None:
    """The same word with the chips of a call and no other reading claimed: a call."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("7", "call", 5000)
    assert result["floor"] is False


@pytest.mark.parametrize(
    ("text", "seat", "back"),
    [
        (
            "Blinds 300/600. Flop: seat 1 bets 2,000, seat 2 folds, it's on seat 3 but seat 6 puts 2,000 "
            "out to call (9 folded preflop). Then seat 3 raises to 6,000. What can seat 6 do now?",
            "6",
            2000,
        ),
        (
            "Ciegas 100/200. Turn: el 2 apuesta 900, el 5 mete 900 para pagar fuera de turno antes de que "
            "hable el 4 (el 8 se tiró preflop). Luego el 4 sube a 3.000. ¿Qué puede hacer el 5?",
            "5",
            900,
        ),
    ],
)
def test_an_earlier_street_in_a_bracket_is_an_aside(text: str, seat: str, back: int) -> None:
    """A street before the one told, named in a bracket ("(9 folded preflop)"), tells the hand so far: the
    street ruled on stays, and the call out of turn that a raise then changed is not binding (53-A)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert result["facts"]["street"] != "preflop"
    assert (ruling["seat"], ruling["decision"], ruling["returned"]) == (seat, "not_binding", back)
    assert sorted(ruling["options"]) == ["call", "fold", "raise"]


@pytest.mark.parametrize(
    "text",
    [
        "Need a ruling please: blinds 200/400, the cutoff opens to 1,000, button folds, and the big blind "
        "drops a single 5,000 chip without a word.",
        "Qué hago con esto: ciegas 200/400, el CO abre a 1.000, el botón se tira y la ciega grande suelta "
        "una ficha de 5.000 sin decir nada.",
    ],
)
def test_a_question_heading_the_report_names_no_player(text: str) -> None:
    """A question closed by a colon before the story ("need a ruling please:") asks about the hand, not the
    first player named after it: the ruling is the big blind's silent overchip, a call (44) with his posted
    400 counted in what comes back."""
    result = answer(text).result
    ruling = result["ruling"]
    told = (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"])
    assert told == ("BB", "call", 1000, 4400)


@pytest.mark.parametrize(
    ("text", "seat", "pot"),
    [
        (
            "plo five hundred one thousand, turn, the pot was really thirty one thousand but i told him "
            "twenty one so seat five bet twenty one thousand, seat two folded, then i saw it. can we fix it?",
            "5",
            31000,
        ),
        (
            "PLO mil dos mil, en el flop el bote de verdad era veinticuatro mil pero yo le dije veintiuno y "
            "el dos apostó veintiún mil, el cuatro se tiró y ahí me di cuenta, ¿lo arreglamos?",
            "2",
            24000,
        ),
    ],
)
def test_a_pot_count_said_short_is_the_bet_it_sized(text: str, seat: str, pot: int) -> None:
    """ "I told him twenty one" and a bet of 21,000: the count was 21,000, short of the real pot, so the
    pot-limit bet made on it is corrected up to the pot (52-B) — a ruling about the bettor, not the player
    who folded after it."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == (seat, "bet", pot)
    assert "tda-2024:52-B" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Preflop UTG raises to 3k, action on seat 4, seat 6 folds out of turn, then seat 4 raises to 8k. "
        "Seat 6 says the action changed so he should get his hand back. Does he?",
        "Preflop el UTG sube a 3.000, le toca al 4, el 6 tira las cartas fuera de turno, luego el 4 sube a "
        "8.000. El 6 dice que le tienen que devolver la mano, que cambió la acción. ¿Es así?",
    ],
)
def test_a_player_claiming_his_hand_back_is_the_one_ruled_on(text: str) -> None:
    """The player who wants his folded hand back is the one asked about, not the raiser after him: a fold
    out of turn binds even when the action changes (53-A, 58)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["decision"]) == ("6", "fold", "binding")
    assert {"tda-2024:53-A", "tda-2024:58"} <= set(result["rules"])


@pytest.mark.parametrize(
    "text",
    [
        "seat four said three pot twenty five hundred blinds one hundred two hundred three hundred or three "
        "thousand",
        "el cuatro dijo tres bote dos mil quinientos ciegas cien doscientos trescientos o tres mil",
    ],
)
def test_the_pot_word_between_two_numbers_is_the_pot_told(text: str) -> None:
    """A telling with no marks: "three" is what he said and "pot twenty five hundred" the pot, not a pot
    bet; 57 reads the bare number as the highest amount not over the pot: 300, not 3,000."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("4", "bet", 300)
    assert result["facts"]["pot"] == 2500
    assert "tda-2024:57" in result["rules"]
