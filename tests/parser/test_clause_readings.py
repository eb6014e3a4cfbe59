"""Readings of whole clauses that change who acts or whether anyone acts: the fold round to a player who
then acts, Spanish "antes" as "before", a reading asked about ("¿se queda como call?"), a lone "a" as an
article, "haven't dealt" as not dealt, claims about an action ("that's not a legal raise"), a seat number
between two actions, and the understood line showing a non-standard word as such."""

from __future__ import annotations

import pytest

from bot.ask import answer


def _actions(result: dict) -> list[tuple[str, str | None]]:
    return [(a["seat"], a["declaration"]) for a in result["facts"]["actions"]]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. UTG raises to 5k. Folds to the cutoff, who shoves 7k, all he had. Back to UTG: can he "
        "re-raise?",
        "Ciegas 1000/2000. El UTG sube a 5000. Se tiran hasta el cutoff, que va all in por 7000, todo lo que "
        "tenía. Vuelve al UTG: ¿puede resubir?",
    ],
)
def test_the_fold_round_to_a_player_is_not_his_fold(text: str) -> None:
    result = answer(text).result
    assert ("CO", "fold") not in _actions(result)
    assert result["ruling"]["seat"] == "UTG" and result["ruling"]["options"] == ["fold", "call"]


@pytest.mark.parametrize(
    "text, ante",
    [
        ("Ciegas 500/1000. Flop, el 2 pasa y el 5 apuesta 2500 antes. ¿Qué pasa?", 0),
        ("Ciegas 500/1000 antes 100. El UTG sube a 2500.", 100),
        ("Ciegas 500-1000 con antes de 200, el UTG sube a 2500.", 200),
    ],
)
def test_antes_is_before_unless_it_gives_the_antes(text: str, ante: int) -> None:
    assert answer(text).result["facts"]["ante"] == ante


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 2 apuesta 2000. El 5 pone 3000. ¿Las fichas del 5 se quedan como call?",
        "Flop, seat 2 bets 2000. Seat 5 puts out 3000. Do seat 5's chips stand as a call?",
    ],
)
def test_a_reading_asked_about_is_no_action(text: str) -> None:
    result = answer(text).result
    assert _actions(result) == [("2", "bet"), ("5", None)]
    assert (result["ruling"]["seat"], result["ruling"]["action"]) == ("5", "raise")


def test_a_lone_a_before_an_action_noun_is_the_article() -> None:
    text = (
        "blinds one k two k utg opens five k and the button he goes raise and drops a twenty k chip "
        "is that a a min raise or what"
    )
    result = answer(text).result
    assert "A" not in [seat for seat, _ in _actions(result)]
    assert result["ruling"]["seat"] == "BTN"


@pytest.mark.parametrize(
    "text",
    [
        "a bets four hundred and b raises to twelve hundred",
        "a dice apuesto cuatrocientos y b sube a mil doscientos",
    ],
)
def test_players_named_by_letters_stay_players(text: str) -> None:
    assert [seat for seat, _ in _actions(answer(text).result)] == ["A", "B"]


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600, flop. Seat 1 bets 1,500, seat 3 says raise to 2,000 and puts it in, seat 5 calls. "
        "We haven't dealt the turn yet. What about seat 3?",
        "Ciegas 300/600, flop. El 1 apuesta 1.500, el 3 dice subo a 2.000 y lo pone, el 5 paga. Todavía no "
        "salió el turn. ¿Qué hacemos con el 3?",
    ],
)
def test_an_underraise_before_the_next_card_is_corrected(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("3", 3000)


@pytest.mark.parametrize(
    "text",
    [
        "Flop, seat 1 bets 1,500, seat 3 raises to 3,500 and seat 7 goes hang on, that's not a legal raise.",
        "Flop, el 1 apuesta 1.500, el 3 sube a 3.500 y el 7 salta: eso no es una subida legal.",
    ],
)
def test_a_claim_about_an_action_is_no_action(text: str) -> None:
    result = answer(text).result
    assert "7" not in [seat for seat, _ in _actions(result)]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "3",
        "raise",
        3500,
    )


def test_a_seat_number_between_two_actions_is_the_next_player() -> None:
    text = "flop seat three bets six hundred seat four raises to fifteen hundred then seven call nine folds"
    assert _actions(answer(text).result)[-2:] == [("7", "call"), ("9", "fold")]


@pytest.mark.parametrize(
    "text, marker",
    [
        ("Blinds 2000/4000. Seat 5 bets 12000 and seat 8 goes I'm in. What's he in for?", "non-standard"),
        ("Ciegas 2000/4000. El 5 apuesta 12000 y el 8 dice voy. ¿Cuánto pone?", "no estándar"),
    ],
)
def test_the_understood_line_shows_a_non_standard_word(text: str, marker: str) -> None:
    assert marker in answer(text).result["understood"]


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 1 bets 9k, seat 4 raises to 30k, seat 6 says 'call' thinking it's 9k. Now wants to fold. "
        "Options?",
        "Turn: el 1 apuesta 9.000, el 4 sube a 30.000 y el 6 dice pago pensando que son 9.000. Ahora quiere "
        "tirarse. ¿Puede?",
    ],
)
def test_what_a_player_believed_is_no_amount_and_the_wish_is_his(text: str) -> None:
    result = answer(text).result
    assert ("6", "call") in _actions(result)
    assert [a["amount"] for a in result["facts"]["actions"] if a["seat"] == "6"] == [None]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "6",
        "call",
        30000,
    )


def test_a_position_in_brackets_is_the_same_player_not_one_skipped() -> None:
    result = answer(
        "1k/2k. UTG opens 5000, seat 6 (HJ) drops one 25k chip without a word. Call or raise?"
    ).result
    assert result["confidence"] == "certain" and not result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["returned"]) == (
        "6",
        "call",
        20000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "300/600, flop. Checked to the button, who silently lobs in a single 5k chip. The BB says he "
        "assumed it was a min bet of 600. What's the bet?",
        "300/600, flop. Checked to the button, who silently lobs in a single 5k chip. The BB is claiming "
        "it's a bet of 600. What's the bet?",
    ],
)
def test_what_another_player_assumed_or_claims_is_no_action(text: str) -> None:
    result = answer(text).result
    assert [seat for seat, _ in _actions(result)] == ["BTN"]
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 5000)


def test_put_is_a_push() -> None:
    result = answer("Flop, seat 1 bet 6000, seat 3 put 1000 silent. What now for seat 3?").result
    assert result["facts"]["actions"][-1]["pushed"] == 1000
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("3", 6000)


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 4k, seat 5 calls, seat 8 all in for 7k total. Back to seat 2 and he says that's "
        "more than half a raise so he can re-raise. Can he?",
        "Turn: el 2 apuesta 4.000, el 5 paga y el 8 va all in por 7.000. Vuelve al 2 y dice que eso es más "
        "de media subida. ¿Puede?",
    ],
)
def test_a_question_with_only_a_pronoun_asks_about_the_player_the_action_came_back_to(text: str) -> None:
    result = answer(text).result
    assert "2" not in [seat for seat, decl in _actions(result) if decl == "raise"]
    assert (result["ruling"]["seat"], result["ruling"]["options"]) == ("2", ["fold", "call"])


@pytest.mark.parametrize(
    "text",
    [
        "Mesa 9 vlc, ciegas 500/1000. El 3 apuesta 2000 y el 6 tira una de 5000 sin decir nada. ¿Pago?",
        "Torneo en mty, ciegas 500/1000. El 3 apuesta 2000 y el 6 tira una de 5000 sin decir nada. ¿Pago?",
    ],
)
def test_a_city_written_short_in_the_opening_is_a_place(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["returned"]) == ("call", 3000)


def test_botar_is_to_fold() -> None:
    result = answer(
        "Ciegas 500/1000. UTG paga, el HJ y el botón se botan. ¿Qué puede hacer la ciega grande?"
    ).result
    assert ("HJ", "fold") in _actions(result) and ("BTN", "fold") in _actions(result)


def test_a_non_native_say_declares() -> None:
    result = answer("Turn, seat 2 bet 5000, seat 5 say 'call' and put 5000. Ruling?").result
    assert ("5", "call") in _actions(result)


def test_blinds_posted_the_wrong_way_round_go_to_the_floor() -> None:
    text = (
        "Ciegas 500/1000. La ciega chica puso 1000 y la grande 500, nadie dijo nada. El UTG sube a 2500. "
        "¿Cuánto pone la chica para igualar?"
    )
    result = answer(text).result
    assert result["floor"] is True and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text, blinds, floor",
    [
        (
            "la ciega grande cuatrocientos, el cutoff sube a mil doscientos. ¿Cuánto es la mínima del botón?",
            [200, 400],
            False,
        ),
        ("ciega chica dos mil ciega grande mil y el utg quiere subir, ¿cuánto es el mínimo?", None, True),
    ],
)
def test_blinds_told_as_posts_are_the_level(text: str, blinds: list[int] | None, floor: bool) -> None:
    result = answer(text).result
    assert result["floor"] is floor
    if blinds is not None:
        assert [result["facts"]["blinds"][k] for k in ("small", "big")] == blinds
        assert result["ruling"]["min_raise_to"] == 2000


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000-2000. En el turn le meten 6 mil al del asiento 4 y el avienta dos fichas de 5 mil sin "
        "decir nada, le quedan muchas. ¿Pago o subida?",
        "Blinds 1000/2000. On the turn someone bets 6k into seat 4 and he silently tosses two 5k chips, lots "
        "behind. Call or raise?",
    ],
)
def test_a_pronoun_after_a_bet_aimed_at_a_player_is_that_player(text: str) -> None:
    result = answer(text).result
    assert ("4", None) in _actions(result)
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["returned"]) == (
        "4",
        "call",
        4000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 1000/2000, flop, le toca al 4 primero y dice 'check', y el 6 apuesta 3000.",
        "Blinds 1000/2000, flop, action's on seat 4 first and he checks, then seat 6 bets 3000.",
    ],
)
def test_the_player_given_the_turn_acts_in_the_same_sentence(text: str) -> None:
    result = answer(text).result
    assert _actions(result)[:2] == [("4", "check"), ("6", "bet")]
    assert not any(a["out_of_turn"] for a in result["facts"]["actions"])


@pytest.mark.parametrize(
    "text",
    [
        "right so galway um turn seat two checks and seat six bets five thousand then seat four folds",
        "bueno eh tudela turn el dos pasa y el seis apuesta cinco mil y el cuatro se tira",
    ],
)
def test_a_place_before_the_hand_is_told_is_no_unknown_word(text: str) -> None:
    result = answer(text).result
    assert not any(q.startswith("unknown_words") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Turn checked to seat 2, he drops a single 5000 chip, no word. Now says he only meant to bet 2k n "
        "wants 3k back. Ruling?",
        "Turn, pasan hasta el 2 y tira una sola ficha de 5000 sin decir nada. Ahora dice que solo quería "
        "apostar 2000. ¿Qué es?",
    ],
)
def test_what_a_player_meant_is_no_amount_to_place(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain"
    assert (result["ruling"]["action"], result["ruling"]["total"]) == ("bet", 5000)


def test_a_stuttered_word_is_the_word_once() -> None:
    result = answer("ciegas 500/1000, turn, el del s-seis apuesta tres mil y el n-nueve paga").result
    assert _actions(result) == [("6", "bet"), ("9", "call")]


@pytest.mark.parametrize(
    "text, certain",
    [
        (
            "River, seat 7 bets 1500, seat 2 silently puts in a 1k and two 500s, chips behind. Dealer not "
            "sure if it's a raise, ruling?",
            True,
        ),
        (
            "River, seat 7 bets 1500, seat 2 puts in a 1k and two 500s, chips behind. Dealer not sure if he "
            "said raise first, ruling?",
            False,
        ),
        (
            "River, el 7 apuesta 1500, el 2 pone una de 1000 y dos de 500 sin hablar, le quedan fichas. No "
            "sé si es subida, ¿qué es?",
            True,
        ),
    ],
)
def test_a_dealer_unsure_of_the_ruling_is_asking_not_doubting_a_fact(text: str, certain: bool) -> None:
    assert (answer(text).result["confidence"] == "certain") is certain


def test_the_action_back_to_a_player_who_then_acts_is_his() -> None:
    text = "flop 500/1000, el 3 apuesta 2000, el 6 sube a 7000, vuelve al 3 y pone 2000 más callado. ¿Qué es?"
    result = answer(text).result
    assert _actions(result) == [("3", "bet"), ("6", "raise"), ("3", None)]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("3", 7000)


@pytest.mark.parametrize(
    "text",
    [
        "Flop, el 1 apuesta 5000 (no es all in) y el 7 paga.",
        "Flop, seat 1 bets 5000 (it isn't all in) and seat 7 calls.",
    ],
)
def test_an_action_denied_is_not_done(text: str) -> None:
    assert _actions(answer(text).result) == [("1", "bet"), ("7", "call")]
