"""Questions, situations and chatter: a rule question gets rule texts, a report ending in a question about
it gets a ruling, and chatter ("gracias", "¿alguien me oye?") a short human answer with no rule."""

from __future__ import annotations

import pytest

from bot.ask import answer
from parser.chatter import Chatter, chatter


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("gracias", Chatter.THANKS),
        ("¡Muchas gracias, crack!", Chatter.THANKS),
        ("ok perfecto, gracias", Chatter.THANKS),
        ("¿alguien me oye?", Chatter.PRESENCE),
        ("¿me copian?", Chatter.PRESENCE),
        ("do you read me?", Chatter.PRESENCE),
        ("hola, ¿hay alguien?", Chatter.PRESENCE),
        ("buenas tardes a todos", Chatter.GREETING),
        ("vale", Chatter.ACK),
        ("hasta luego", Chatter.BYE),
        ("thanks a lot!", Chatter.THANKS),
        ("is anyone there?", Chatter.PRESENCE),
        ("can you hear me?", Chatter.PRESENCE),
        ("good morning all", Chatter.GREETING),
        ("got it", Chatter.ACK),
        ("bye, have a good one", Chatter.BYE),
        # regional acknowledgements (Río de la Plata, Caribbean, Mexico; UK and Ireland, US)
        ("bárbaro, de una", Chatter.ACK),
        ("chévere, copiado", Chatter.ACK),
        ("sale, chido", Chatter.ACK),
        ("lovely stuff, folks", Chatter.ACK),
        ("copy that, legend", Chatter.ACK),
        ("brilliant, ta", Chatter.THANKS),
    ],
)
def test_chatter_gets_a_short_human_answer_and_no_rule(text: str, kind: Chatter) -> None:
    assert chatter(text) is kind
    result = answer(text).result
    assert (result["intent"], result["rules"], result["ruling"]) == ("chatter", [], None)
    assert result["reply"] and "tda-" not in result["reply"]


@pytest.mark.parametrize(
    "text",
    [
        "gracias, ¿y cuánto tiempo hay con el reloj?",
        "hola, una pregunta: ¿se puede usar el móvil en la mesa?",
        "thanks! one more thing: who gets the odd chip?",
        "hi, can a player use his phone at the table?",
    ],
)
def test_a_question_after_a_greeting_is_still_a_rule_question(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "question" and result["rules"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("¿Se puede usar el móvil en la mesa?", "tda-2024:5"),
        ("Can players use their phones at the table?", "tda-2024:5"),
        ("¿cuánto tiempo hay con el reloj?", "tda-2024:29"),
        ("How long does a player get once the clock is called?", "tda-2024:29"),
        ("¿Puede un jugador pedir que cuenten las fichas del rival?", "tda-2024:60"),
        ("Can I ask how many chips my opponent has?", "tda-2024:60"),
    ],
)
def test_a_rule_question_is_answered_with_rule_texts_never_a_ruling(text: str, rule: str) -> None:
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["ruling"] is None
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "text",
    [
        "Ciegas 100-200, el 3 sube a 600, el 4 paga. ¿Qué puede hacer el 5?",
        "Blinds 100-200, seat 3 raises to 600, seat 4 calls. What are seat 5's options?",
        "Blinds 100-200, seat 3 raises to 600, seat 4 calls. Can seat 5 raise?",
    ],
)
def test_a_question_at_the_end_of_a_report_asks_for_a_ruling_on_it(text: str) -> None:
    result = answer(text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["seat"], result["ruling"]["min_raise_to"]) == ("5", 1000)


def test_a_report_that_opens_with_an_acknowledgement_is_still_a_report() -> None:
    result = answer("vale, ciegas 100-200: el 3 sube a 600 y el 5 paga").result
    assert result["intent"] == "ruling" and result["ruling"]["seat"] == "5"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "Terminada la mano, el del 7 se puso a comentar en voz alta qué llevaba el que se retiró",
            "tda-2024:67",
        ),
        (
            "Two guys on table 5 keep checking it down when the short stack is all in. Looks like soft play",
            "tda-2024:69",
        ),
        ("El del 6 está hablando por teléfono en la mesa con cartas, ya apostó en el flop", "tda-2024:5"),
    ],
)
def test_conduct_told_with_betting_words_is_not_play(text: str, rule: str) -> None:
    result = answer(text).result
    assert (result["intent"], result["rules"][0], result["floor"]) == ("ruling", rule, True)
    assert "tda-2024:71" in result["rules"] and result["ruling"]["action"] is None


@pytest.mark.parametrize(
    "text",
    ["el del 5 está muy nervioso", "the dealer on table 4 needs a break", "table 9 is short of chips"],
)
def test_a_report_naming_no_rule_topic_clearly_stays_unclear(text: str) -> None:
    assert answer(text).result["intent"] == "unclear"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        (
            "Encontramos una ficha de 1.000 en el piso debajo de la mesa 4 y nadie sabe de quién es.",
            "tda-2024:64",
        ),
        (
            "Seat 3 has got a backpack, a jacket and two energy drinks piled on the table next to his chips.",
            "tda-2024:RP-3",
        ),
    ],
)
def test_a_report_on_a_rule_topic_gets_its_rules_and_no_made_up_decision(text: str, rule: str) -> None:
    result = answer(text).result
    assert (result["intent"], result["rules"][0], result["floor"]) == ("ruling", rule, False)
    assert result["ruling"]["decision"] is None


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("Si al repartir el crupier me enseña la primera carta, ¿se anula la mano?", "tda-2024:35"),
        ("If the dealer flashes my first card while dealing, is it a misdeal?", "tda-2024:35"),
        ("oye, si pongo una ficha de 1.000 sin hablar y me apostaron 300, ¿es call?", "tda-2024:44"),
        ("mate, if I put a single 5k chip in silently facing a 1,000 bet, is that a call?", "tda-2024:44"),
    ],
)
def test_a_case_put_as_a_supposition_from_its_first_words_is_a_rule_question(text: str, rule: str) -> None:
    """Opened with "si" / "if" (a greeting or a form of address before it at most), naming no player or
    table: a rule question even with the dealer's words or amounts in it, answered with rule texts."""
    result = answer(text).result
    assert (result["intent"], result["ruling"]) == ("question", None)
    assert any(r.startswith(rule) for r in result["rules"][:3]), result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "Sí, al repartir se me dio vuelta la primera carta del 4. ¿Qué hago?",
        "Si, repartiendo se me volteó la carta del asiento 2 y nadie ha hablado.",
    ],
)
def test_a_yes_that_folds_to_if_opens_no_supposition(text: str) -> None:
    assert answer(text).result["intent"] == "ruling"


@pytest.mark.parametrize(
    ("text", "kind"), [("good one, ta", Chatter.THANKS), ("nice one, lads", Chatter.ACK)]
)
def test_more_regional_acknowledgements_are_chatter(text: str, kind: Chatter) -> None:
    assert chatter(text) is kind
    assert answer(text).result["intent"] == "chatter"


@pytest.mark.parametrize(
    "text",
    [
        "level changed mid hand, are we on the new blinds already?",
        "¿Se vale pedir tiempo cuando el otro lleva un minuto pensando?",
    ],
)
def test_a_players_question_framed_in_general_asks_the_rule(text: str) -> None:
    """ "Are we...?", "¿se vale...?": asked in general, naming no seat, a rule question."""
    assert answer(text).result["intent"] == "question"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("hola? no sé si me oyen", Chatter.PRESENCE),
        ("hello? not sure if this is working", Chatter.PRESENCE),
        ("ok, ya entendí, jaja", Chatter.ACK),
        ("haha never mind, makes sense", Chatter.ACK),
    ],
)
def test_half_chatter_follow_ups_are_chatter(text: str, kind: Chatter) -> None:
    """A check that the bot hears, an understood or a forget-it after an answer: a short human reply."""
    assert chatter(text) is kind
    assert answer(text).result["intent"] == "chatter"


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("¿Dos golpecitos en la mesa cuentan como check?", "tda-2024:3"),
        ("Does one knock on the table count as a check?", "tda-2024:3"),
    ],
)
def test_whether_an_act_counts_as_an_action_asked_in_general_is_a_rule_question(text: str, rule: str) -> None:
    """ "Does X count as a check?", naming no seat: the rule, not a ruling on a made-up tap."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert any(r.startswith(rule) for r in result["rules"][:3]), result["rules"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("¿Se puede pedir que cambien el mazo si uno lleva horas sin ligar?", "tda-2024:26"),
        ("Can a player get the deck changed just because he's card dead?", "tda-2024:26"),
        ("¿Por qué ponen el botón en un asiento vacío cuando se elimina la ciega?", "tda-2024:32"),
        ("Why does the button sit on an empty seat after the small blind busts?", "tda-2024:32"),
        ("¿Tengo derecho a que me cuenten el stack del que me ha ido all-in?", "tda-2024:60"),
        ("If someone shoves on me can I have his stack counted?", "tda-2024:60"),
        ("¿Y si no estaba cuando el dealer terminó de repartir?", "tda-2024:30"),
        ("and if he wasn't there when the dealer finished dealing?", "tda-2024:30"),
        ("Si entro tarde al torneo, ¿el asiento es al azar o lo elijo?", "tda-2024:7"),
        ("If I register late do I pick my seat or is it a random seat?", "tda-2024:7"),
        ("Si me eliminan, ¿puedo volver a entrar con las mismas fichas?", "tda-2024:8"),
        ("If I bust can I come back in with the same stack?", "tda-2024:8"),
        ("¿Qué pasa si sacan el flop antes de que hable el último?", "tda-2024:RP-5"),
        ("What if the dealer deals the turn before the last player acted?", "tda-2024:RP-5"),
    ],
)
def test_tenth_set_question_families_find_their_rule(text: str, rule: str) -> None:
    """A deck change asked for, the dead button's empty seat, a count asked facing an all-in, at your seat
    when the deal ends, random seats for a late entry, a re-entry's stack, a card dealt before the action
    ended: in words other than the fresh set's."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["rules"][0].startswith(rule), result["rules"]


@pytest.mark.parametrize(
    "text",
    [
        "¿Cuánto tengo que poner como mínimo si alguien apuesta 300 con ciegas 50/100?",
        "What is the smallest raise if the guy before me raised from 400 to 1,000?",
    ],
)
def test_a_rule_asked_with_an_example_of_nobodys_chips_is_a_rule_question(text: str) -> None:
    """A supposition whose players are nobody in particular ("alguien", "the guy before me"): the amounts are
    the example's, the minimum raise rule (43) the answer; a seat named would make it a table's case."""
    result = answer(text).result
    assert result["intent"] == "question"
    assert result["rules"][0].startswith("tda-2024:43"), result["rules"]
