"""A player the action passed over, told as it happened or only after ("s5 calls skipping s4", "s4 only
now says he was skipped", "el 4 reclama que se lo saltaron"), with a question about "his hand": the ruling
is about the skipped player, and after substantial action past him it is the floor's (53-B)."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "100/200. UTG (seat 3) raises to 600, seat 5 calls skipping seat 4, seat 6 calls too. Seat 4 only "
        "now says he was skipped. What happens to his hand?",
        "Ciegas 100/200. El UTG (asiento 3) sube a 600, el 5 paga, el 6 paga también. Ahí el 4 reclama "
        "que se lo saltaron. ¿Qué hacemos con su mano?",
    ],
)
def test_the_skipped_player_is_asked_about_and_the_floor_decides(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "4"
    assert "4" not in [a["seat"] for a in result["facts"]["actions"]]
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Turn, 4 left: seats 1, 3, 5, 8. Seat 3 gets skipped: seat 1 bets 5k, seat 5 raises to 15k, seat 8 "
        "calls, and only then seat 3 says he never got to act. Floor?",
    ],
)
def test_a_question_naming_no_one_is_about_the_skipped_player(text: str) -> None:
    result = answer(text).result
    assert result["ruling"]["seat"] == "3" and result["floor"] is True


def test_a_player_who_did_not_hear_makes_the_declaration_he_answered_unclear() -> None:
    text = (
        "River heads up, seat 2 says 'twenty' but pushes only one 5k chip. Seat 6 did not hear it, calls 5k."
    )
    result = answer(text).result
    assert result["floor"] is True and result["ruling"]["seat"] == "2"
    assert "not clearly heard" in result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "300/600. UTG opens 1800, the HJ gets skipped, seat 6 calls, seat 7 calls, and only then the HJ "
        "says he never acted. what now?",
        "ciegas 300/600. UTG abre a 1800, al HJ se lo saltaron, el 6 paga, el 7 paga, y recién ahí el HJ "
        "reclama. ¿qué pasa?",
        "300/600. UTG opens 1800, seat 6 calls, seat 7 calls, then the HJ complains he was skipped. ruling?",
    ],
)
def test_actions_after_a_skipped_player_are_out_of_turn(text: str) -> None:
    """Whether the skip is told before the others' actions or claimed after them, those actions came out
    of turn, past the skipped player: two calls are substantial action, the floor rules on his hand."""
    result = answer(text).result
    flags = [(a["seat"], a["out_of_turn"]) for a in result["facts"]["actions"]]
    assert flags == [("UTG", False), ("6", True), ("7", True)]
    assert (result["ruling"]["seat"], result["floor"]) == ("HJ", True)


def test_a_player_yet_to_act_is_not_skipped() -> None:
    text = "200/400 flop seat 2 bets 2000, seat 5 all in for 2900, seat 8 hasn't acted yet. min raise for 8?"
    assert not any(a["out_of_turn"] for a in answer(text).result["facts"]["actions"])


@pytest.mark.parametrize(
    "text",
    [
        "100/200, UTG makes it 600, seat 4 is thinking, seat 5 calls out of turn, seat 6 calls, and now "
        "seat 4 goes hang on, I never acted",
        "100/200, el UTG sube a 600, el 4 está pensando, el 5 paga fuera de turno, el 6 paga, y ahora el 4 "
        "dice oye, que yo no he actuado",
    ],
)
def test_a_skipped_player_who_says_so_is_the_one_asked_about(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["floor"]) == ("4", True)


@pytest.mark.parametrize(
    "text",
    [
        "ciegas 500/1000, el UTG abre a 3000, el dealer se salta al 4, el 5 paga y el 6 sube a 9000, ahí "
        "reclama el 4. ¿qué hacemos?",
        "ciegas 500/1000, el UTG abre a 3000, la dealer se lo saltó al 4 sin querer, pagan el 5 y el 6 sube "
        "a 9000 y el 4 protesta",
    ],
)
def test_a_skip_told_in_the_dealers_words_puts_the_skipped_player_in_question(text: str) -> None:
    result = answer(text).result  # 53-B: action that changed after the skip is the floor's
    assert result["ruling"]["seat"] == "4"
    assert result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        # the skip told of a woman ("la") and by the dealer in the first person plural ("nos lo saltamos")
        "Ciegas 100/200, en el flop el 2 apuesta 600, el 5 paga y el 7 paga. A la del 3 se la saltaron. "
        "¿Qué hacemos con su mano?",
        "Ciegas 100/200, en el flop el 2 apuesta 600, el 5 paga y el 7 paga. Al 3 nos lo saltamos. "
        "¿Qué hacemos con su mano?",
        "Blinds 100/200, on the flop seat 2 bets 600, seat 5 calls and seat 7 calls. We skipped seat 3. "
        "What do we do with his hand?",
    ],
)
def test_a_skip_in_every_person_and_gender_puts_the_others_out_of_turn(text: str) -> None:
    """Whoever tells the skip and of whom ("se la saltaron", "nos lo saltamos"), the calls past seat 3 came
    out of turn, and after two of them the floor rules on his hand (53-B, 36)."""
    result = answer(text).result
    assert [a["out_of_turn"] for a in result["facts"]["actions"]] == [False, True, True]
    assert result["ruling"]["seat"] == "3"
    assert result["rules"][:2] == ["tda-2024:53-B", "tda-2024:36"] and result["floor"] is True
