"""Families behind confident wrong answers on the older betting sets (issue 12), seventh round: each in both
languages and in other words than the rows; the answer's amount, player and rule are the ones the report's
facts give, or the answer asks about the fact it did not read."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "turn, seat 2 bets 6,000 and seat 8, who has 31,000 left, says 'resto'. what is he in for?",
        "en el turn el 2 apuesta 6.000 y el 8, que tiene 31.000, dice 'me la juego'. ¿por cuánto va?",
    ],
)
def test_a_regional_all_in_word_is_said_at_the_players_risk(text: str) -> None:
    """ "resto", "me la juego": a regional term stands as official (3), and like any unofficial term it is
    said at the player's own risk (57: "players use unofficial betting terms ... at their own risk"), so the
    all-in for his 31,000 cites 57 beside 3 and 40-B."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "all_in", 31000)
    assert {"tda-2024:3", "tda-2024:40-B", "tda-2024:57"} <= set(result["rules"])
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 1 bets 3000 and seat 6 silently slides out a 1000 and two 500s, so two grand, no sorry, "
        "a 5000 and two 500s. call or raise?",
        "river, el 1 apuesta 3000 y el 6 mete callado una de mil y dos de quinientos, o sea dos mil, no "
        "perdón, una de cinco mil y dos de quinientos. call o raise?",
    ],
)
def test_a_chip_list_corrected_takes_its_sum_with_it(text: str) -> None:
    """A chip list told, summed ("so two grand", "o sea dos mil") and then taken back ("no sorry", "no
    perdón") gives way, sum and all, to the list told again: 5,000 + 500 + 500, not the first list nor both.
    A 500 is not needed for the 3,000 call and 6,000 reaches the 50% mark: a raise to 6,000 (45-B, 43)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total")] == ["6", "raise", 6000]
    assert [a["chips"] for a in result["facts"]["actions"] if a["seat"] == "6"] == [[5000, 500, 500]]


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 4 bets 1500, seat 2 pushes out one thousand and two five hundreds two thousand total "
        "without a word. call or raise?",
        "flop, el 4 apuesta 1500 y el 2 tira sin decir nada una de mil y dos de quinientos dos mil en total. "
        "pago o subida?",
    ],
)
def test_a_chip_lists_sum_said_right_after_its_last_chip(text: str) -> None:
    """ "two five hundreds two thousand total", "dos de quinientos dos mil en total": the list's sum said
    right after its last chip, with no pause, is no chip of 502,000 (no chip is worth that): two 500s, then
    the sum. 2,000 facing 1,500 is short of the 2,250 mark: a call with 500 back (45-B, 43)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["2", "call", 1500, 500]
    assert [a["chips"] for a in result["facts"]["actions"] if a["seat"] == "2"] == [[1000, 500, 500]]


@pytest.mark.parametrize(
    "text",
    [
        "flop, seat 2 bets 3000, seat 5 silently tosses in a ten thousand chip, one 10k chip, and nothing "
        "else. what is it",
        "flop, el 2 apuesta 3000 y el 5 suelta callado una ficha de diez mil, una de diez lucas, y no dice "
        "nada. qué es",
    ],
)
def test_one_chip_named_again_in_other_words_is_one_chip(text: str) -> None:
    """ "a ten thousand chip, one 10k chip", "una ficha de diez mil, una de diez lucas": one chip named again
    after a comma in other words, the list ending there, is the same chip, not two: a single overchip facing
    3,000 is a call with 7,000 back (44), not a raise to 20,000."""
    result = answer(text).result
    ruling = result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total", "returned")] == ["5", "call", 3000, 7000]
    assert [a["chips"] for a in result["facts"]["actions"] if a["seat"] == "5"] == [[10000]]


@pytest.mark.parametrize(
    "text",
    [
        "PLO 1000/2000, solo la grande puso sus 2000. El UTG dice pote y la crupier le contó 5000. vale?",
        "PLO 1000/2000, only the big blind posted his 2000. UTG says pot and the dealer counted him 5000. "
        "ok?",
    ],
)
def test_the_dealer_counting_for_a_player_is_a_count_told(text: str) -> None:
    """ "la crupier le contó 5000", "the dealer counted him 5000": the dealer counting for the player who
    said pot tells him a count (as "el dealer contó" does), not the player's stack, so the pot raise is the
    one full blinds give (54-B: 7,000, the count of 5,000 corrected, 52-B), not an all-in for 5,000."""
    result = answer(text).result
    ruling = result["ruling"]
    assert [ruling[k] for k in ("seat", "action", "total")] == ["UTG", "raise", 7000]
    assert "tda-2024:54-B" in result["rules"]
    assert result["facts"]["stacks"] == {}


@pytest.mark.parametrize(
    "text",
    [
        "river, seat 2 shoves 50k, seat 5 calls all in for 30k and seat 8 calls all in for 12k. how much "
        "does seat 2 get back?",
        "river, el 2 va all in por 50 mil, el 5 paga all in por 30 mil y el 8 paga all in por 12 mil. "
        "cuánto le devuelven al 2?",
    ],
)
def test_the_excess_nobody_can_match_comes_back(text: str) -> None:
    """Every caller all in for less and nobody left to act: the 20,000 of the shove that no one can match
    goes back to him (21: the side pot holds what the 30,000 caller matched), and no raise is left to make."""
    result = answer(text).result
    ruling = result["ruling"]
    assert [ruling[k] for k in ("seat", "total", "returned", "min_raise_to")] == ["2", 30000, 20000, None]
    assert "tda-2024:21" in result["rules"]
