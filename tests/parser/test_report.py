"""parse(): header facts, events, declarations, order, questions and bad input."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parser.report import parse
from rules_engine.situation import Ask, Game, Order, Street, Verbal


def situation(text: str, **kwargs):
    report = parse(text, **kwargs)
    assert report.intent == "ruling", report
    return report.situation


@pytest.mark.parametrize(
    ("text", "blinds"),
    [
        ("Ciegas 250-500. UTG sube a 1100.", (250, 500)),
        ("blinds 100/200, UTG raises to 500", (100, 200)),
        ("THE 50-100. Seat 3 opens for 300.", (50, 100)),
        ("PLO, 500-1000 blinds. UTG says pot.", (500, 1000)),
        ("ciegas doscientos cincuenta quinientos, utg sube a mil", (250, 500)),
        ("ciegas quinientos mil, el de utg sube a tres mil", (500, 1000)),
        ("100-200, button opens to 500, SB flats.", (100, 200)),
        ("1/2k blinds, lojack opens 5k, cutoff flats", (1000, 2000)),
        ("2k-4k, 4k ante. UTG open 10k", (2000, 4000)),
    ],
)
def test_blinds(text: str, blinds: tuple[int, int]) -> None:
    s = situation(text)
    assert (s.small_blind, s.big_blind) == blinds


def test_game_street_and_defaults() -> None:
    assert situation("PLO 100-200, flop, A bets 600").game is Game.PLO
    assert situation("pot limit hold'em 100-200, A bets 600 on the turn").street is Street.TURN
    report = parse("Ciegas 100-200. El botón sube a 500 y la ciega pequeña paga.")
    assert report.situation.game is Game.NLHE and "game:nlhe" in report.assumptions
    assert report.situation.street is Street.PREFLOP  # positions acting, no street named
    assert situation("A bets 400, B calls").street is Street.FLOP  # nobody bets first pre-flop


def test_silent_multi_chip_push_is_no_declaration() -> None:
    s = situation(
        "Ciegas 250-500. El de UTG sube a 1.100 y el siguiente tira callado una de mil y una de quinientos"
    )
    raise_, push = s.events
    assert (raise_.seat, raise_.declaration.kind, raise_.declaration.amount) == ("UTG", Verbal.RAISE, 1100)
    assert (push.seat, push.declaration, push.chips) == ("UTG+1", None, (1000, 500))
    assert [seat.name for seat in s.seats] == ["UTG", "UTG+1", "BB"]
    assert s.pot == 250  # the unnamed small blind folded: dead money


def test_order_of_voice_and_chips() -> None:
    first = situation("A bets 400, B says raise and then puts out a single 1000 chip").events[-1]
    assert first.order is Order.VERBAL_FIRST and first.declaration.kind is Verbal.RAISE
    second = situation("A bets 400; B drops a 1000 chip and then says raise").events[-1]
    assert second.order is Order.CHIPS_FIRST and second.chips == (1000,)


def test_amount_only_declaration_and_total_over_increment() -> None:
    amount_only = situation("A opens for 1000 and B declares 'fourteen hundred'").events[-1]
    assert (amount_only.declaration.kind, amount_only.declaration.amount) == (Verbal.AMOUNT, 1400)
    total = situation("Blinds 250-500, UTG raises 600 to a total of 1100").events[-1]
    assert total.declaration.amount == 1100 and not total.declaration.by
    increment = situation("Ciegas 100-200, A apuesta 300 y B sube 700 más").events[-1]
    assert increment.declaration.amount == 700 and increment.declaration.by


def test_bare_small_number_is_marked_for_rule_57() -> None:
    s = situation("Ciegas 200-400, bote de 3.000. En el turn A dice 'apuesto cinco'.")
    assert s.pot == 3000
    declaration = s.events[-1].declaration
    assert (declaration.amount, declaration.bare_number) == (5, True)
    assert not situation("Ciegas 200-400. A apuesta cinco mil.").events[-1].declaration.bare_number


def test_unclear_amount_is_not_guessed() -> None:
    declaration = situation("NLHE 100-200, turn, A bets twelve five").events[-1].declaration
    assert declaration.amount is None and not declaration.clear


def test_out_of_turn_and_mentioned_seats() -> None:
    s = situation(
        "THE 50-100. Post flop Seat 3 opens for 300, Seat 4 folds, action is on Seat 5 when Seat 6 "
        'declares "raise to eight hundred".'
    )
    assert [seat.name for seat in s.seats] == ["3", "4", "5", "6"]
    assert [e.seat for e in s.events] == ["3", "4", "6"]
    marked = situation("Ciegas 100-200. En el flop el 3 apuesta 300 y el 6 paga fuera de turno.").events[-1]
    assert marked.in_turn is False


def test_prior_chips_in_front() -> None:
    s = situation(
        "THE 25-50. The BB posts two 25's, the button raises to 600 total and the BB drops a 1k chip"
    )
    bb = next(seat for seat in s.seats if seat.name == "BB")
    assert (bb.posted, bb.posted_chips) == (50, (25, 25))
    assert s.events[-1].chips == (1000,)


def test_tira_una_ficha_pushes_but_tira_alone_folds() -> None:
    pushed = situation("Ciegas 100-200. A apuesta 400 y B tira una ficha de mil").events[-1]
    assert pushed.chips == (1000,) and pushed.declaration is None
    folded = situation("Ciegas 100-200. A apuesta 400 y B tira.").events[-1]
    assert folded.declaration.kind is Verbal.FOLD


def test_future_tense_is_a_raise_not_a_call() -> None:
    event = situation("Ciegas 100-200. A apuesta 400 y B dice voy a subir").events[-1]
    assert event.declaration.kind is Verbal.RAISE


@pytest.mark.parametrize(
    ("text", "ask", "seat"),
    [
        ("Ciegas 100-200. A apuesta 600 y B sube a 1600. ¿Qué opciones tiene A?", Ask.OPTIONS, "A"),
        ("Blinds 100/200. A bets 600, B goes all in for 900. Can A raise?", Ask.OPTIONS, "A"),
        ("Ciegas 100-200. A apuesta 600, B sube a 1600. ¿Subida mínima para C?", Ask.MIN_RAISE, "C"),
        ("A bets 600, B raises to 1600. What is the min raise for C?", Ask.MIN_RAISE, "C"),
        ("A bets 600, B raises to 1600.", Ask.RULING, None),
        (
            "Turn: seat 3 checks, seat 5 bets 2000, seat 3 check-raises to 6000. Options for seat 5?",
            Ask.OPTIONS,
            "5",
        ),
        ("Ciegas 100-200, UTG sube a 600. ¿Subida mínima para el siguiente?", Ask.MIN_RAISE, "UTG+1"),
    ],
)
def test_questions(text: str, ask: Ask, seat: str | None) -> None:
    s = situation(text)
    assert (s.question.ask, s.question.seat) == (ask, seat)
    assert seat is None or seat in {x.name for x in s.seats}


def test_chip_colours_from_the_venue() -> None:
    s = situation("Ciegas 100-200. A apuesta 400 y B pone callado dos rojas", chip_set={"red": 500})
    assert s.events[-1].chips == (500, 500)


def test_string_bet_second_motion() -> None:
    event = situation(
        "Ciegas 100-200, en el flop A pone 1000 y luego vuelve al stack y añade otros 1000"
    ).events[0]
    assert (event.amount, event.added_chips) == (1000, (1000,))


@pytest.mark.parametrize(
    ("text", "intent", "reason"),
    [
        ("", "unclear", "empty"),
        ("   ", "unclear", "empty"),
        ("🙂🙂🙂", "unclear", "empty"),
        ("x" * 100_000, "unclear", "too_long"),
        ("hola, ¿qué tal?", "chatter", None),
        ("el del 5 está muy nervioso", "unclear", "no_action"),
        ("Ciegas 100-200, A apuesta 99999999999999", "unclear", "amount_too_large"),
        ("¿Cuánto tiempo hay con el reloj?", "question", None),
        ("How long does a player have when the clock is called?", "question", None),
    ],
)
def test_bad_input_and_rule_questions(text: str, intent: str, reason: str | None) -> None:
    report = parse(text)
    assert (report.intent, report.reason) == (intent, reason)
    assert report.situation is None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_never_raises_on_any_text(text: str) -> None:
    report = parse(text)
    assert report.intent in {"ruling", "question", "unclear", "chatter"}
    assert report.lang in {"es", "en"}


def test_chip_colours_stated_in_the_report() -> None:
    s = situation(
        "Ciegas 1000-2000 (las negras son de 1.000 y las moradas de 5.000). En el turn A apuesta 3.000 y "
        "B tira callado una morada."
    )
    assert s.events[-1].chips == (5000,)
    english = situation(
        "Blinds 100-200, UTG raises to 500, next player tosses two greens. Our greens are 25."
    )
    assert english.events[-1].chips == (25, 25)


def test_shorthand_amounts_and_chip_lists() -> None:
    s = situation("Blinds 100/200, flop: seat 1 500, seat 4 1500, seat 6 silently two 1000s.")
    first, second, third = s.events
    assert (first.declaration.kind, first.declaration.amount) == (Verbal.AMOUNT, 500)
    assert (second.declaration.amount, third.declaration, third.chips) == (1500, None, (1000, 1000))
    assert situation("Seat 3 raises to 1100. Seat 4 silently puts out 1000 + 500.").events[-1].chips == (
        1000,
        500,
    )
    itemised = situation(
        "Ciegas 250 500, utg sube a 1100 y el siguiente pone 1500 con una de mil y una de quinientos"
    )
    assert itemised.events[-1].chips == (1000, 500)
    assert [seat.name for seat in situation("S3 raises to 1100, S4 calls").seats][:2] == ["3", "4"]


def test_two_unnamed_players_stay_two_players() -> None:
    situation = parse("Someone bets 500 on the flop and a player silently tosses in a 1k chip.").situation
    assert situation is not None
    actors = [e.seat for e in situation.events]
    assert len(actors) == 2 and actors[0] != actors[1]
    assert all(a.startswith("?") for a in actors)  # reported as no name


@pytest.mark.parametrize(
    ("text", "order"),
    [
        ("Seat 5 calls with a 1,000 chip after seat 2 bets 600 on the flop, 100/200.", ["2", "5"]),
        ("La BB va all-in por 6.500. Ciegas 500/1.000, el 5 había subido a 3.000.", ["5", "BB"]),
        ("Después de que el 3 apostara 2.000, el 7 dejó caer una de 10.000.", ["3", "7"]),
    ],
)
def test_told_second_happened_first(text: str, order: list[str]) -> None:
    situation = parse(text).situation
    assert situation is not None
    assert [e.seat for e in situation.events] == order
