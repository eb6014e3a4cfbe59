"""What a player says about an action he already took is his claim, not a second action: reported speech of
a past action ("says he only called", "dice que ya había pagado"), a wish or a protest after acting when
nobody re-opened the betting ("now he says raise", "ahora dice que solo paga"). The ruling is on the action
he took. Around them: the words that say a count was wrong, a number begun and said again in a voice note,
the table's number before the level, an aside in brackets, and a street that opens a sentence after actions
told (those were the street before)."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.amounts import number_words, read_amounts
from parser.language import FUNCTION_WORDS
from parser.normalize import tokenize, without_stutters


@pytest.mark.parametrize(
    "text",
    [
        "Turn, blinds 1000/2000. Seat 4 bets 5000, seat 9 calls 5000. Seat 9 now says he only called because "
        "he misheard. What is seat 9's action?",
        "Turn, ciegas 1000/2000. El 4 apuesta 5000 y el 9 paga 5000. Luego el 9 dice que solo pagó porque "
        "oyó mal. ¿Qué vale lo del 9?",
    ],
)
def test_a_past_action_reported_is_no_second_action(text: str) -> None:
    result = answer(text).result
    assert result["floor"] is False
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "9",
        "call",
        5000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 500/1000. Flop: seat 2 bets 2000, seat 6 silently drops a single 10k chip. Seat 6 now says "
        "raise. Call or raise?",
        "Ciegas 500/1000. Flop: el 2 apuesta 2000 y el 6 suelta una ficha de 10.000 sin hablar. Ahora el 6 "
        "dice subo. ¿Pago o subida?",
    ],
)
def test_words_after_acting_with_nobody_in_between_are_his_claim(text: str) -> None:
    """41 (one chip, silent) rules; the later word is no second action of his (no floor for "acts twice")."""
    result = answer(text).result
    assert result["floor"] is False
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "6",
        "call",
        2000,
        8000,
    )


@pytest.mark.parametrize(
    "text",
    [
        "River, seat 5 shoves, seat 1 asks how much, I said 9,000 and he said call. We recounted and it was "
        "11,000. Seat 1 has 50k. How much does he owe?",
        "River, el 5 va all in, el 1 pregunta cuánto es, el dealer cuenta mal y dice 9.000 y el 1 dice pago. "
        "Recontamos y eran 11.000. El 1 tiene 50 mil. ¿Cuánto paga?",
    ],
)
def test_words_saying_the_count_was_wrong_are_understood(text: str) -> None:
    result = answer(text).result
    assert result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["total"]) == ("1", 11000)


@pytest.mark.parametrize(
    ("said", "values"),
    [
        ("catorce mil qui quinientos", [14500]),
        ("twenty fi five thousand", [25000]),
        ("se seis mil", [6000]),  # "se" is a word: what follows is read, not the "se" dropped as a stutter
    ],
)
def test_a_number_begun_and_said_whole_is_read_once(said: str, values: list[int]) -> None:
    tokens = without_stutters(tokenize(said), number_words(None), FUNCTION_WORDS)
    assert [p.value for p in read_amounts(tokens, None) if hasattr(p, "value")] == values


@pytest.mark.parametrize(
    "text",
    [
        "table nine um two hundred four hundred seat two bets 1000 and seat five silently puts in a 5k chip",
        "mesa nueve eh doscientos cuatrocientos el dos apuesta 1000 y el cinco pone una de 5000 callado",
    ],
)
def test_the_table_number_before_the_level(text: str) -> None:
    assert answer(text).result["facts"]["blinds"] == {"small": 200, "big": 400}


@pytest.mark.parametrize(
    "text",
    [
        "Heads up river. Seat 1 says 'twelve thousand' (I heard it, seat 4 says he didn't) and puts in a "
        "single 5k chip. Seat 4 calls 5000. What is seat 1's bet?",
        "Heads up, river. El 1 dice 'doce mil' (yo lo oí, el 4 dice que no) y pone una sola ficha de 5000. "
        "El 4 paga 5000. ¿Cuánto es la apuesta del 1?",
    ],
)
def test_an_aside_in_brackets_does_not_change_who_acts(text: str) -> None:
    actions = answer(text).result["facts"]["actions"]
    assert [a["seat"] for a in actions] == ["1", "1", "4"]  # 1 says and pushes (told apart), 4 calls
    assert actions[1]["pushed"] == 5000


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. CO raises to 1200, SB folds and BB calls. On the flop BB checks and CO bets 1500. "
        "What is CO's bet?",
        "Ciegas 200/400. El CO sube a 1200, la chica se va y la grande paga. En el flop la grande pasa y el "
        "CO apuesta 1500. ¿Cuánto es la apuesta del CO?",
    ],
)
def test_a_street_opening_a_sentence_after_actions_starts_the_street_ruled(text: str) -> None:
    result = answer(text).result
    assert result["facts"]["street"] == "flop"
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        "CO",
        "bet",
        1500,
    )
    assert result["floor"] is False


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1000/2000. UTG opens 5000, HJ makes it 14000, BTN shoves... no, BTN 4-bets to 40000. UTG "
        "has ~300k. Can UTG raise and what's the min?",
        "Ciegas 1000/2000. El UTG abre a 5000, el HJ sube a 14000, el BTN va all in... no, perdón, el BTN "
        "resube a 40000. El UTG tiene unos 300 mil. ¿Puede subir el UTG y cuánto como mínimo?",
    ],
)
def test_a_telling_taken_back_with_no_is_replaced(text: str) -> None:
    """ "BTN shoves... no, BTN 4-bets to 40k": the shove was never made; the raise sets the minimum."""
    result = answer(text).result
    assert result["floor"] is False and result["confidence"] == "certain", result["questions"]
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("UTG", 66000)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1000/2000. UTG opens 5000, CO makes it 15000. UTG wants to go again, CO saying there's a cap "
        "at three raises. Min for UTG?",
        "Ciegas 1000/2000. El UTG abre a 5000, el CO sube a 15000. El UTG quiere volver a subir y el CO dice "
        "que hay un tope de tres subidas. ¿Mínimo del UTG?",
    ],
)
def test_saying_there_is_a_rule_is_no_action(text: str) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("UTG", 25000)
    assert all(a["seat"] != "CO" or a["declaration"] == "raise" for a in result["facts"]["actions"])


@pytest.mark.parametrize(
    ("text", "minimum"),
    [
        (
            "Blinds 400/800. UTG opens to 2000, HJ 3-bets to 6000, the button wants to min 4-bet and says "
            "it's 8000, I told him 10000. Who's right?",
            10000,
        ),
        (
            "Ciegas 400/800. El UTG abre a 2000, el HJ resube a 6000, el BTN quiere el min-click y dice que "
            "son 8000, yo le digo 10000. ¿Quién tiene razón?",
            10000,
        ),
    ],
)
def test_amounts_said_by_the_player_asked_the_minimum_are_his_answer(text: str, minimum: int) -> None:
    result = answer(text).result
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("BTN", minimum)


@pytest.mark.parametrize(
    "text",
    [
        "River, el 3 es primero y dice 'pago' sin que nadie haya apostado. El 8 dice que entonces es "
        "apuesta mínima. ¿Qué es?",
        "River, seat 3 is first to act and says 'call' with no bet out. Seat 8 says that then it's a bet. "
        "What is it?",
    ],
)
def test_what_another_says_it_then_is_stays_his_opinion(text: str) -> None:
    """ "dice que entonces es apuesta": a claim through a clause opener; "call" with no bet is a check
    (55)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"]) == ("3", "check")
