"""Grammar families drawn from set 44's rows (a club series in Rosario and Montevideo, a card room in Bilbao
and Zaragoza, a deepstack in London, Toronto and Singapore: floor people retelling the dealer's story), each
tested in both languages in other words than its rows."""

from __future__ import annotations

import pytest

from bot.ask import answer


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 100/200, UTG tosses in one 1,000 chip and says nothing, as far as I know. What is it?",
        "Blinds 100/200, UTG tosses in one 1,000 chip and says nothing (or so the dealer tells me). What is "
        "it?",
        "Ciegas 100/200, el UTG mete una sola ficha de 1.000 sin abrir la boca, que yo sepa. ¿Qué es?",
        "Ciegas 100/200, el UTG mete una sola ficha de 1.000 sin abrir la boca (o eso me dijo la dealer). "
        "¿Qué es?",
    ],
)
def test_an_account_the_writer_only_repeats_is_to_be_confirmed(text: str) -> None:
    """ "as far as I know", "que yo sepa", "(or so the dealer tells me)": the writer vouches for no more than
    he was told, and whether a raise was said decides it (44): the call of 200 with 800 back, conditional,
    the doubted words asked."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "UTG",
        "call",
        200,
        800,
    )
    assert result["confidence"] == "conditional"
    assert any(q.startswith("confirm_fact") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 1k/2k. UTG raised to 5k, the hijack jammed 7,500-ish, both blinds folded. UTG asks if he can "
        "re-raise",
        "Blinds 1k/2k. UTG raised to 5k, the hijack jammed for 7,500 give or take, both blinds folded. Can "
        "UTG re-raise?",
        "Ciegas 1000/2000. El UTG sube a 5000, el hijack va all in por 7500 más o menos, las ciegas se "
        "tiran. ¿Puede resubir el UTG?",
        "Ciegas 1000/2000. El UTG sube a 5000, el hijack empuja todo, siete mil quinientos aprox, las ciegas "
        "se tiran. ¿Puede resubir el UTG?",
    ],
)
def test_an_amount_told_roughly_after_it_is_to_be_counted(text: str) -> None:
    """ "7,500-ish", "give or take", "más o menos" after the amount: a shove near the 8,000 that would re-open
    (a full raise of 3,000 over 5,000) is to be counted; as told, call or fold, conditional on its count."""
    result = answer(text).result
    ruling = result["ruling"]
    assert ruling["seat"] == "UTG"
    assert sorted(ruling["options"]) == ["call", "fold"]
    assert result["confidence"] == "conditional"
    assert any(q.startswith("exact_amount") for q in result["questions"])


@pytest.mark.parametrize(
    "text",
    [
        "Flop: el 6 va all in por 6.000 y el 2 dice pago, pero resulta que el 2 tenía solo 4.200 detrás. "
        "¿Cuánto pone?",
        "Flop: el 6 empuja todo, 6.000, el 2 iguala; después vemos que el 2 tenía solamente 4.200. ¿Cuánto "
        "pone?",
        "Flop: seat 6 shoves 6,000 and seat 2 says call, but it turns out seat 2 had only 4,200 behind. How "
        "much goes in?",
        "Flop: seat 6 jams 6,000, seat 2 calls; then we see seat 2 had just 4,200. How much goes in?",
    ],
)
def test_a_stack_told_late_with_only_caps_the_call(text: str) -> None:
    """ "tenía solo 4.200", "had only 4,200": the stack told after the call, "only" between the verb and the
    amount, caps the call (51-A): all in for 4,200, not a call of 6,000."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("2", "all_in", 4200)


@pytest.mark.parametrize(
    ("text", "total"),
    [
        (
            "Turn: seat 3 bets 2,000, seat 8 silently pushes a 1k chip and two 500s... no, hang on, a 2k "
            "chip and two 500s, all he had. What is it?",
            3000,
        ),
        (
            "Turn: seat 3 bets 2,000, seat 8 goes all in for three thousand, no hold on, three and a half "
            "thousand. What is it?",
            3500,
        ),
        (
            "Turn: el 3 apuesta 2.000, el 8 mete sin hablar una de mil y dos de quinientos, no, miento, una "
            "de dos mil y dos de quinientos, todo lo que tenía. ¿Qué es?",
            3000,
        ),
        ("Turn: el 3 apuesta 2.000, el 8 va all in por tres mil, no, un momento, tres mil quinientos.", 3500),
    ],
)
def test_a_spoken_correction_replaces_the_amount_or_chips(text: str, total: int) -> None:
    """ "no, hang on", "no hold on", "no, miento", "no, un momento": the amount or chips after it replace
    those before it; his last chips, all in for the corrected sum, not for the first."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("8", "all_in", total)


@pytest.mark.parametrize(
    "text",
    [
        "Flop: seat 2 bets 3,000, action on seat 4, and seat 6 blurts out call out of turn. Seat 4 then "
        "folds. Is seat 6 held to it?",
        "Flop: seat 2 bet 3,000 and seat 6 blurted call before seat 4 had acted; seat 4 folded. Stands?",
        "Flop: el 2 apuesta 3.000, le toca al 4, y el 6 exclama pago fuera de turno. Luego el 4 se tira. ¿Le "
        "vale el pago al 6?",
        "Flop: el 2 apostó 3.000 y el 6 exclamó pago antes de que hablara el 4; el 4 se tiró. ¿Vale?",
    ],
)
def test_a_word_blurted_out_is_said(text: str) -> None:
    """ "blurts out call", "exclamó pago": a call said aloud, out of turn, and the action to him unchanged by
    the fold between (53-A): a call of 3,000 that stands, no word left unread."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "call", 3000)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 200/400. UTG raises to 1,100 and the uncle on the button drops one 5k chip without a word. "
        "How much change?",
        "Blinds 200/400. UTG raises to 1,100, button puts one 5k chip silently lah. How much change?",
        "Ciegas 200/400. El UTG sube a 1.100 y el gurí del botón tira una de 5.000 callado. ¿Cuánto le doy "
        "de vuelto?",
        "Ciegas 200/400. El UTG sube a 1.100 y la gurisa del botón suelta una de 5.000 sin hablar. ¿Cuánto "
        "le devuelvo?",
    ],
)
def test_regional_words_for_a_player_or_a_pause_are_read(text: str) -> None:
    """ "el gurí", "la gurisa", "the uncle" name a player as "el pibe" does; "lah" is a pause: nothing left
    unread, a single oversized chip is a call of 1,100 with 3,900 back (44), certain."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == (
        "BTN",
        "call",
        1100,
        3900,
    )
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Flop: seat 3 bets 2,000, seat 6 says 'raise to three thousand' and puts 3,000. Seat 3 goes that "
        "ain't even a min-raise. Where does it stand?",
        "Flop: el 3 apuesta 2.000, el 6 dice 'subo a tres mil' y pone 3.000. El 3 dice que eso ni es min "
        "raise. ¿En cuánto queda?",
        "Flop: el 3 apuesta 2.000, el 6 dice 'subo a tres mil' y pone 3.000. El 3 le dice que ni es "
        "min-raise. ¿En cuánto queda?",
    ],
)
def test_a_raise_denied_in_a_complaint_is_no_raise(text: str) -> None:
    """ "ain't even a min-raise", "ni es min raise": the bettor denies the raise is a raise; he makes
    none. The short raise to 3,000 (half the 2,000 minimum raise) is made up to 4,000 (43-B)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("6", "raise", 4000)


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 2 bets 3,000, seat 5 pushes his last chips, a two thousand chip a thousand chip and a "
        "five hundred, without a word",
        "Turn: seat 2 bets 3,000, seat 5 shoves what he had left a two thousand chip a thousand chip and a "
        "five hundred chip",
        "Turn: el 2 apuesta 3.000, el 5 empuja lo último que le quedaba una ficha de dos mil una ficha de "
        "mil y una de quinientos",
        "Turn: el 2 apuesta 3.000, el 5 tira sus últimas fichas, una ficha de dos mil una ficha de mil y una "
        "ficha de quinientos, callado",
    ],
)
def test_chips_named_one_by_one_with_no_pause_are_all_weighed(text: str) -> None:
    """ "a two thousand chip a thousand chip and a five hundred", "una ficha de dos mil una ficha de mil y
    una de quinientos": every chip is on the list, so the last chips go all in for 3,500 (45-B: the 500
    taken away still leaves the 3,000 call), not for the first chip alone."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("5", "all_in", 3500)


@pytest.mark.parametrize(
    "text",
    [
        "River, checked to seat 2, who slid out 1,500, then went back to her stack and added another 2,000, "
        "not a word said. What is her bet?",
        "River, checked to seat 2, who slid out 1,500 and then reached back and added 2,000 more without a "
        "word. What is his bet?",
        "River, pasan hasta el 2, que empujó 1.500 y después volvió a sus fichas y metió otros 2.000 sin "
        "hablar. ¿Cuál es su apuesta?",
        "River, pasan hasta el 2, que empujó 1.500 y luego volvió a buscar otros 2.000 sin hablar. ¿Cuál es "
        "su apuesta?",
    ],
)
def test_a_second_motion_told_in_the_past_is_a_string_bet(text: str) -> None:
    """ "went back to her stack and added another", "reached back and added", "volvió a sus fichas y metió",
    "volvió a buscar": a second trip to the stack with no word said (56): the bet is the first motion's 1,500,
    the 2,000 goes back."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"], ruling["returned"]) == ("2", "bet", 1500, 2000)


@pytest.mark.parametrize(
    "text",
    [
        "Blinds 300/600, UTG put a straddle out, twelve hundred, and now UTG+1 wants to raise. What's the "
        "least he can make it?",
        "Blinds 300/600, the UTG posts a straddle, 1,200, UTG+1 wants to raise: what is the minimum?",
        "Ciegas 300/600, el UTG puso un straddle, mil doscientos, y el UTG+1 quiere subir. ¿Cuál es la "
        "mínima?",
        "Ciegas 300/600, el UTG pone straddle, 1.200, el UTG+1 quiere subir: ¿a cuánto como mínimo?",
    ],
)
def test_a_straddle_sized_after_a_comma_is_its_size(text: str) -> None:
    """ "put a straddle out, twelve hundred", "puso un straddle, mil doscientos": the amount after the comma
    sizes the straddle, no bet of its own; the straddle the largest bet, the minimum raise is to 2,400,
    certain (no straddle size left to ask)."""
    result = answer(text).result
    ruling = result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["min_raise_to"]) == ("UTG+1", None, 2400)
    assert result["confidence"] == "certain"


@pytest.mark.parametrize(
    "text",
    [
        "Turn: seat 3 bet 1,200, seat 6 raised to 4,000, and seat 3, who had already bet, put in another "
        "1,200 without a word",
        "Turn: seat 3 bets 1,200, seat 6 makes it 4,000 and seat 3 who had bet throws in 1,200 more silently",
        "Turn: el 3 apostó 1.200, el 6 subió a 4.000, y el 3, que ya había apostado, metió otros 1.200 sin "
        "hablar",
        "Turn: el tres apuesta mil doscientos, el seis sube a cuatro mil y el tres que había apostado tira "
        "mil doscientos más callado",
    ],
)
def test_a_player_named_by_what_he_had_done_acts_after_it(text: str) -> None:
    """ "seat 3, who had already bet, put in", "el 3, que ya había apostado, metió": the pluperfect in the
    relative clause names him by his bet, told before; his push comes after the raise, not before the story:
    his 2,400 in all facing 4,000 is an undercall, read as the call of 4,000 (46-C, 51-B)."""
    ruling = answer(text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("3", "call", 4000)
