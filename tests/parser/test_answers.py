"""A dealer's answer to the bot's question becomes a sentence the parser reads, and the ruling changes."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.answers import fact_from_answer, question_codes
from parser.report import parse
from rules_engine.ruling import QuestionCode
from rules_engine.situation import Order, PriorChips

LAST_CHIPS_ES = "Ciegas 250-500. UTG sube a 1100 y UTG+1 pone en silencio una de mil y cinco de cien."
LAST_CHIPS_EN = "Blinds 250/500. UTG raises to 1100; UTG+1 silently puts out one 1000 and five 100s."


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_question_code_has_an_answer(lang):
    assert question_codes(lang) == {code.value for code in QuestionCode}


@pytest.mark.parametrize(
    ("code", "answer_text", "lang", "seat", "fact"),
    [
        ("last_chips", "Sí, eran sus últimas fichas", "es", "UTG+1", "UTG+1: eran sus últimas fichas."),
        ("last_chips", "si", "es", "7", "Asiento 7: eran sus últimas fichas."),
        ("last_chips", "claro", "es", "B", "Jugador B: eran sus últimas fichas."),
        ("last_chips", "nop", "es", "7", "Asiento 7: le quedan fichas detrás."),
        ("last_chips", "no, le quedan 3.000", "es", "7", "Asiento 7: le quedan fichas detrás."),
        ("last_chips", "yeah", "en", "UTG+1", "UTG+1: those were his last chips."),
        ("last_chips", "Nope", "en", "3", "Seat 3: he has chips behind."),
        ("last_chips", "yes", "en", None, "He: those were his last chips."),
        ("raise_declared_before_chips", "sí, dijo subo antes", "es", "B",
            "Jugador B lo dijo antes de poner las fichas."),
        ("raise_declared_before_chips", "no, después", "es", "B",
            "Jugador B lo dijo después de soltar las fichas."),
        ("raise_declared_before_chips", "yep", "en", "4", "Seat 4 declared it before the chips."),
        ("verbal_or_chips_first", "primero las fichas y luego la voz", "es", "3",
            "Asiento 3 lo dijo después de soltar las fichas."),
        ("verbal_or_chips_first", "la voz", "es", "3", "Asiento 3 lo dijo antes de poner las fichas."),
        ("verbal_or_chips_first", "at the same time", "en", "3", "Seat 3 declared it at the same time."),
        ("prior_chips_pulled_back", "las dejó", "es", "B", "Jugador B: deja las fichas puestas."),
        ("prior_chips_pulled_back", "las retiró todas", "es", "B", "Jugador B: las retira."),
        ("prior_chips_pulled_back", "pulled back one", "en", "B", "Player B pulls back one."),
        ("prior_chips_kept", "300", "en", "B", "Player B actually has out 300."),
        ("pot_size", "5.000", "es", None, "El bote era de 5000."),
        ("pot_size", "about forty thousand", "en", None, "The pot was 40000."),
        ("amount", "12,500", "en", "2", "Seat 2 actually says 12500."),
        ("amount", "sí, dos mil", "es", "3", "Asiento 3 en realidad dice 2000."),
        ("stack", "3.000", "es", "B", "Jugador B tiene 3000 detrás."),
        ("chip_denominations", "una de mil y cuatro de cien", "es", "B",
            "Jugador B en realidad pone una de mil y cuatro de cien."),
        ("chip_denominations", "a single 1000 and a 500", "en", "B",
            "Player B actually puts out a single 1000 and a 500."),
        ("in_turn", "no, se adelantó", "es", "5", "Asiento 5 lo dijo fuera de turno."),
        ("in_turn", "yes", "en", "5", "Seat 5 declared it in turn."),
        ("substantial_action", "sí", "es", None, "Ya había acción sustancial."),
        ("substantial_action", "no", "en", None, "Nobody had acted."),
        ("facing_bet", "no", "es", "4", "Asiento 4 no tenía apuesta."),
        ("facing_bet", "yes", "en", "4", "Seat 4 was facing a bet."),
    ],
)  # fmt: skip
def test_answers_become_facts(code, answer_text, lang, seat, fact):
    assert fact_from_answer(code, answer_text, lang, seat) == fact


@pytest.mark.parametrize(
    ("code", "answer_text", "lang"),
    [
        ("last_chips", "banana", "es"),
        ("last_chips", "", "en"),
        ("last_chips", "   ", "es"),
        ("last_chips", "quizás", "es"),
        ("last_chips", "maybe", "en"),
        ("amount", "no sé", "es"),
        ("amount", "12 five", "en"),  # reads several ways: not an answer
        ("amount", "1000 or 2000", "en"),
        ("pot_size", "grande", "es"),
        ("stack", "0", "en"),
        ("chip_denominations", "unas rojas", "es"),  # colours unknown without the venue's chip set
        ("verbal_or_chips_first", "sí", "es"),  # a yes is no answer to "which came first?"
        ("no_such_question", "sí", "es"),
        ("last_chips", "sí " * 200, "es"),  # a long text is a report, not an answer
    ],
)
def test_garbage_answers_give_no_fact(code, answer_text, lang):
    assert fact_from_answer(code, answer_text, lang, "7") is None


def _ruled(text):
    result = answer(text).result
    return result["ruling"]["action"], result["ruling"]["total"], result["questions"]


@pytest.mark.parametrize(
    ("report", "lang", "yes", "no"),
    [(LAST_CHIPS_ES, "es", "sí", "no"), (LAST_CHIPS_EN, "en", "yes", "nope")],
)
def test_last_chips_answer_rules_again(report, lang, yes, no):
    assert _ruled(report) == ("raise", 1700, ["last_chips:seat=UTG+1"])
    all_in = fact_from_answer("last_chips", yes, lang, "UTG+1")
    behind = fact_from_answer("last_chips", no, lang, "UTG+1")
    assert _ruled(f"{report}\n{all_in}") == ("all_in", 1500, [])  # 45-B-2: last chips are all-in
    assert _ruled(f"{report}\n{behind}") == ("raise", 1700, [])  # the question is answered, no assumption


@pytest.mark.parametrize(
    ("report", "lang", "said_first", "chips_first"),
    [
        (
            "Ciegas 100/200, flop: A apuesta 600, B pone una ficha de 1000 y luego dice subo.",
            "es",
            "sí",
            "no",
        ),
        (
            "Blinds 100/200, flop: A bets 600, B puts out a single 1000 chip and says raise.",
            "en",
            "yes",
            "no",
        ),
    ],
)
def test_declared_first_answer_sets_the_order(report, lang, said_first, chips_first):
    before = fact_from_answer("raise_declared_before_chips", said_first, lang, "B")
    after = fact_from_answer("raise_declared_before_chips", chips_first, lang, "B")
    assert _ruled(report)[:2] == ("call", 600)  # chips first: the single overchip is a call (44)
    assert parse(f"{report}\n{before}").situation.events[-1].order is Order.VERBAL_FIRST
    assert _ruled(f"{report}\n{before}")[:2] == ("raise", 1200)  # "raise" said first binds (40-A)
    assert parse(f"{report}\n{after}").situation.events[-1].order is Order.CHIPS_FIRST


def test_amount_answer_settles_an_unclear_bet():
    report = "Blinds 1k/2k, river, pot 40k, seat 2 says 'bet twelve five'."
    assert answer(report).result["floor"] is True
    fact = fact_from_answer("amount", "12,500", "en", "2")
    assert _ruled(f"{report}\n{fact}") == ("bet", 12500, [])


def test_amount_answer_gives_the_raise_its_size():
    report = "El 3 dice 'subo' y, antes de decir cuánto, el 7 dice 'pago'."
    fact = fact_from_answer("amount", "dos mil", "es", "3")
    events = parse(f"{report}\n{fact}").situation.events
    assert [(e.seat, e.declaration.amount) for e in events] == [("3", 2000), ("7", None)]
    assert _ruled(f"{report}\n{fact}") == ("call", 2000, [])


def test_stack_answer_sizes_the_all_in():
    report = "B dice 'resto' sobre la apuesta de 2.000 de A en el river."
    assert _ruled(report) == ("all_in", None, ["stack:seat=B"])
    fact = fact_from_answer("stack", "3.000", "es", "B")
    assert _ruled(f"{report}\n{fact}") == ("all_in", 3000, [])


def test_chip_answer_replaces_the_pushed_amount():
    report = "NLHE 200-400, on the flop A bets 1000 and B silently pushes out 1400."
    assert "chip_denominations:seat=B" in _ruled(report)[2]
    fact = fact_from_answer("chip_denominations", "a single 1000 and a 500", "en", "B")
    assert parse(f"{report}\n{fact}").situation.events[-1].chips == (1000, 500)
    assert _ruled(f"{report}\n{fact}")[:2] == ("raise", 2000)  # 45-B: the 500 was not needed to call


def test_prior_chips_answer_is_read():
    report = (
        "Blinds 100/200. Flop: A bets 300, B calls with three 100s, C raises to 1,200 and B silently adds a"
        " 1,000 chip to his 300."
    )
    assert "prior_chips_pulled_back:seat=B" in _ruled(report)[2]
    for said, prior in [("left them", PriorChips.LEFT_ALONE), ("pulled them back", PriorChips.PULLED_BACK)]:
        fact = fact_from_answer("prior_chips_pulled_back", said, "en", "B")
        assert parse(f"{report}\n{fact}").situation.events[-1].prior_chips is prior
        assert "prior_chips_pulled_back:seat=B" not in _ruled(f"{report}\n{fact}")[2]


@pytest.mark.parametrize(
    ("report", "lang", "said", "decision"),
    [
        ("El crupier enseñó una carta al repartir, la primera. ¿Qué hacemos?", "es", "sí", "play_continues"),
        ("El crupier enseñó una carta al repartir, la primera. ¿Qué hacemos?", "es", "no", "misdeal"),
        ("Dealer exposed the first card while dealing. What now?", "en", "yes", "play_continues"),
    ],
)
def test_substantial_action_answer_decides_the_procedure(report, lang, said, decision):
    fact = fact_from_answer("substantial_action", said, lang)
    result = answer(f"{report}\n{fact}").result
    assert (result["ruling"]["decision"], result["questions"]) == (decision, [])


@pytest.mark.parametrize(
    ("report", "lang", "said"),
    [
        ("Se llamó al reloj para el asiento 4 y se le acabó el tiempo.", "es", "sí"),
        ("Seat 4 was put on the clock on the river and time ran out.", "en", "no"),
    ],
)
def test_facing_bet_answer_answers_the_clock_question(report, lang, said):
    assert answer(report).result["questions"] == ["facing_bet:seat=4"]
    result = answer(f"{report}\n{fact_from_answer('facing_bet', said, lang, '4')}").result
    assert result["questions"] == [] and result["ruling"]["decision"] is not None


def test_out_of_turn_answer_marks_the_action():
    report = "Ciegas 100/200. En el flop el 3 apuesta 600 y el 5 dice pago."
    fact = fact_from_answer("in_turn", "no", "es", "5")
    assert parse(f"{report}\n{fact}").situation.events[-1].in_turn is False
