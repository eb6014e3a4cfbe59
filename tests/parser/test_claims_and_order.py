"""Reported claims about an action ("el Pancho dice q pago"), an action a player was about to make ("el 6 ya
estaba por foldear"), a dealer pushing another pot, an action told second but done first ("but seat 5
already made it 7,000"), and the wager out of turn that goes back when the action changed (53-A)."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _actions(result: dict) -> list[tuple[str, str | None]]:
    return [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]]


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 500/1000. UTG abre a 2500, el CO tira una ficha de 5000 sin decir nada. El UTG dice q es "
        "resubida y el CO dice que pagó. ¿Qué es?",
        "Blinds 500/1000. UTG opens 2500, the CO drops a single 5000 chip without a word. UTG says it's a "
        "raise and the CO says he called. What is it?",
    ],
)
def test_what_a_player_says_he_did_is_a_claim_not_a_second_action(text: str) -> None:
    result = answer(text).result
    assert [seat for seat, _ in _actions(result)].count("CO") == 1
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 2500)


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 es primero y avienta una de 25.000 sin decir nada. ¿Cuánto es la apuesta? El 6 ya estaba "
        "por foldear.",
        "Flop, seat 2 is first and silently drops a 25k chip. How much is the bet? Seat 6 was about to fold.",
    ],
)
def test_an_action_a_player_was_about_to_make_is_not_made_nor_asked(text: str) -> None:
    result = answer(text).result
    assert _actions(result) == [("2", None)]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "2",
        "bet",
        25000,
    )


def test_a_dealer_pushing_another_pot_says_no_pot() -> None:
    text = (
        "seat 3 bets 8000 and seat 9 throws in a 25k chip, i was pushing the other pot so didnt hear. change?"
    )
    result = answer(text).result
    assert result["facts"]["actions"][-1]["declaration"] is None


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 3 says call thinking it's 2k, but seat 5 already made it 7,000. What does he owe?",
        "flop, el 3 dice pago creyendo que son 2000, pero el 5 ya había subido a 7000. ¿Cuánto debe?",
    ],
)
def test_an_action_told_second_but_done_first_comes_first(text: str) -> None:
    result = answer(text).result
    assert _actions(result) == [("5", "raise"), ("3", "call")]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("3", 7000)


def test_a_voided_wager_out_of_turn_goes_back() -> None:
    text = (
        "200/400. Turn, seat 2 first to act but seat 4 bets 3000 out of turn. Back to seat 2, who bets 2000."
    )
    result = answer(text + " What can seat 4 do?").result
    assert (result["ruling"]["decision"], result["ruling"]["returned"]) == ("not_binding", 3000)
    assert "3,000 goes back to player 4" in answer(text + " What can seat 4 do?").reply.as_text()


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 2 bets 1,200, seat 6 drops a single 5k chip. He now says he said raise before it landed. "
        "Call or raise?",
        "Flop, el 2 apuesta 1.200 y el 6 tira una sola ficha de 5.000. Ahora dice que dijo subo antes de que "
        "cayera. ¿Pago o subida?",
    ],
)
def test_what_a_player_says_he_said_is_a_claim(text: str) -> None:
    result = answer(text).result
    assert [seat for seat, _ in _actions(result)] == ["2", "6"]
    assert result["ruling"]["seat"] == "6" and result["ruling"]["action"] in ("call", None)


def test_a_dealer_who_did_not_hear_it_clearly_leaves_it_to_the_floor() -> None:
    text = "el 7 dice algo como treinta y mete una de cinco mil, el 8 paga cinco mil. Ni yo lo oí claro."
    assert answer(text).result["floor"] is True


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 2 bets 5k. Seat 5 pushes out 5k, goes back to his stack, adds 10k more saying raise.",
        "Turn, el 2 apuesta 5000. El 5 pone 5000, luego vuelve a su stack y añade 10000 más diciendo subo.",
    ],
)
def test_raise_said_with_the_second_motion_comes_too_late(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["action"], result["ruling"]["total"], result["ruling"]["returned"]) == (
        "call",
        5000,
        10000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Turn, seat 4 bets 2k and seat 7 puts out two 5k chips. Call or raise? He says he was only calling.",
        "Turn, el 4 apuesta 2000 y el 7 pone dos fichas de 5000. ¿Call o raise? El 7 dice q igualaba nomás.",
    ],
)
def test_what_a_player_says_he_was_doing_is_a_claim(text: str) -> None:
    result = answer(text).result
    assert [seat for seat, _ in _actions(result)] == ["4", "7"]


@pytest.mark.parametrize(
    "text",
    [
        "el 2 apuesta 6000 y el 3 dice 'pago' en su turno, antes de poner fichas ve que el 5 agarra fichas y "
        "ahora quiere tirarse. ¿puede?",
        "seat 2 bets 6000, seat 3 says call in turn, then sees seat 5 reaching for chips and now wants to "
        "fold. can he?",
    ],
)
def test_a_wish_to_act_again_after_a_complete_action_is_ruled_on_that_action(text: str) -> None:
    """He called in turn and now wants to fold: the call stands (50, 51)."""
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "3",
        "call",
        6000,
    )
    assert "tda-2024:50-A" in result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "100/200 with a straddle, UTG straddled 400 and now UTG+1 wants to min raise, how much is the min?",
        "100/200, el UTG puso straddle de 400 y ahora el UTG+1 quiere subir el mínimo, ¿cuánto es?",
    ],
)
def test_the_minimum_asked_is_for_the_player_who_wants_to_raise(text: str) -> None:
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["min_raise_to"]) == ("UTG+1", 800)


@pytest.mark.parametrize(
    "text",
    [
        "500/1000. hijack opens 2,500, the cutoff drops a lone 10k chip in. hijack is claiming raise to 10k",
        "500/1000. el HJ abre a 2500, el CO suelta una sola ficha de 10 mil. el HJ sostiene subida a 10 mil",
    ],
)
def test_a_claim_told_by_its_verb_alone_is_no_action(text: str) -> None:
    result = answer(text).result
    assert [a["seat"] for a in result["facts"]["actions"]] == ["HJ", "CO"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "CO",
        "call",
        2500,
    )
