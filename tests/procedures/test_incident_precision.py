"""Betting reports that share words with a procedural incident stay betting reports (parser/incidents.py):
a number of players is not a card count ("flop con cuatro jugadores"), a tap that goes with a spoken check
facing a bet is a betting question, "mucked" is a fold, "asks to see how much" is a count, "the wrong
amount" is a bet... An incident phrase turns a report with player actions into a procedure only when it is
specific; the true incident wordings, with or without reported action, still name their incident."""

from __future__ import annotations

import json

import pytest

from bot.ask import answer
from locales.corpus import LOCALES_DIR
from locales.languages import LANGS
from parser.incident_phrases import find_kind
from parser.normalize import fold
from parser.report import parse
from rules_engine.incident import IncidentKind

K = IncidentKind
FOUR, PREMATURE, ONE_CARD = K.FOUR_CARD_FLOP, K.PREMATURE_CARD, K.ONE_CARD_SHOWN
BETTING_ACTIONS = {"bet", "raise", "call", "check", "fold", "all_in", "complete"}

# Betting reports, by the family of incident words they use, in both languages and several regional styles.
NOT_INCIDENTS = {
    "players_not_cards": [
        # The outside testers' report: four players on the flop, not a four-card flop.
        "Ciegas 1000/2000. Flop con cuatro jugadores: el 1 abre 2.000, el 4 sube a 8.000 y el 6 pone 2.000 "
        "calladito. ¿Qué hace el 6?",
        "Ciegas 100/200. Quedamos cuatro en el flop: el 2 apuesta 600, el 5 sube a 1800.",
        "Ciegas 100/200. Flop de cuatro jugadores, el 2 apuesta 600 y el 5 sube a 1800.",
        "Ciegas 500/1000. Flop cuatro en el bote, el 2 apuesta 3000 y el 5 tira una ficha de 5000 sin decir "
        "nada.",
        "Ciegas 100/200. El 4 en el flop apuesta 600 y el 7 paga.",
        "Blinds 1000/2000. Flop four way: seat 1 bets 2,000, seat 4 raises to 8,000 and seat 6 silently puts "
        "out 2,000.",
        "Blinds 500/1000, 4-handed flop, seat 2 bets 3000 and seat 5 drops a single 5000 chip.",
        "Four players see the flop. Seat 2 bets 3000, seat 5 raises to 6000, seat 7 calls 3000.",
        "Blinds 100/200. We're four on the flop: seat 2 bets 600, seat 5 raises to 1800.",
        "Blinds 100/200. Seat four on the flop bets 600 and seat 7 calls.",
    ],
    "tap_with_a_check_facing_a_bet": [
        # The outside testers' report: the tap goes with a spoken check facing a bet (55), no tap ruling.
        "River, el 1 apuesta 4.000 y el 6 dice 'check' y da un golpecito en la mesa, luego dice que quiere "
        "subir. ¿Qué puede hacer el 6?",
        'Ciegas 200/400. Turn: el 2 apuesta 1.000, el 5 dice "paso" y golpea la mesa dos veces. ¿Qué puede '
        "hacer?",
        "River, seat 1 bets 4,000 and seat 6 says check and gives the table a single tap, then says he wants "
        "to raise.",
        'Blinds 200/400. Turn: seat 2 bets 1,000, seat 5 says "check" and taps the table twice.',
    ],
    "muck_as_a_fold": [
        "Ciegas 100/200. El 3 apuesta 500, el 6 muckeó y el 7 paga.",
        "Blinds 100/200. Seat 3 bets 500, seat 6 mucked face down and seat 7 calls.",
        "Ciegas 100/200. El 3 apuesta 500 y el 6 tira sus cartas boca abajo.",
        "Ciegas 100/200. El 3 apuesta 500 y el 5 tira sus cartas boca arriba.",
        "Blinds 100/200. Seat 3 bets 500, seat 5 folds his cards face up.",
    ],
    "out_of_order_is_not_a_deal": [
        "Ciegas 100/200. El 3 apuesta 500 y el 5 actúa fuera de orden subiendo a 1500.",
        "Ciegas 100/200. El 5 sube en desorden a 1500 antes que el 4.",
    ],
    "loose_chips": [
        "Ciegas 100/200. El 3 apuesta 500, el 6 tira 500 y una ficha suelta de 100.",
        "Ciegas 100/200. El 3 apuesta 500 y el 6 paga 500; le queda una ficha de 100 detrás.",
        "Blinds 100/200, seat 5 puts out 500 plus an extra chip facing a 200 bet.",
    ],
    "time_used_loosely": [
        "Ciegas 100/200. El 3 apuesta 500, el 6 pide tiempo y luego paga.",
        "Blinds 100/200. 3 minutes left on the clock. UTG raises to 500, seat 4 calls.",
        "Blinds 100/200. Seat 3 bets 500, seat 5 asks for time and then raises to 1500.",
    ],
    "disputed_action": [
        "Ciegas 100/200. El 3 apuesta 500 y el 6 reclama que dijo call, pero tiró 1500.",
        "Blinds 100/200. Seat 3 bets 500, seat 6 misread the bet and put out 200.",
        "Blinds 100/200. Seat 3 bets 500, seat 6 puts out the wrong amount, 200.",
        "There is a dispute: seat 3 bets 500, seat 6 says he said call but put out 1500.",
    ],
    "asks_to_see_a_count_or_a_card": [
        "Ciegas 100/200. El 3 apuesta 500, el 6 pidió ver cuánto le quedaba al 3 y sube a 1500.",
        "Ciegas 100/200. El 3 apuesta 500, el 5 quiere ver el turn y paga.",
        "Blinds 100/200, seat 3 bets 500 and seat 5 wants to see the turn cheap, calls 500.",
    ],
    "chips_shown_or_swept": [
        "Blinds 100/200. Seat 3 bets 500, seat 6 flashed his chips and pulled them back.",
        "Blinds 100/200. Seat 3 bets 500, seat 5 flashed a 1000 chip and then called.",
        "Ciegas 100/200. El 3 apuesta 500 y el 5 expuso sus fichas, 1500, sin decir nada.",
        "Blinds 100/200. The dealer swept the bets into the pot; on the turn seat 2 bets 600 and seat 5 "
        "raises to 1200.",
    ],
    "street_words_of_an_out_of_turn_bet": [
        "Ciegas 100/200. El 3 apostó en el turn antes de que el 2 hablara, 500.",
        "Ciegas 100/200. El 5 apostó 600 en el turn antes de tiempo, el 3 no había hablado.",
        "Ciegas 100/200. Salió el flop, el 2 apuesta 600, el 5 que no había hablado todavía tira 600.",
        "Blinds 100/200. The flop came out, seat 2 bets 600 and seat 5, who hadn't acted yet, calls 600.",
    ],
    "seats_and_cards_described": [
        "Blinds 100/200, seat 4 is an empty seat. UTG raises to 500, seat 5 calls.",
        "Ciegas 100/200. El asiento 4 está vacío. UTG sube a 500, el 5 paga.",
    ],
    "one_card_shown_while_betting": [
        "Blinds 100/200, seat 3 bets 500, seat 5 shows one card and raises to 1500.",
        "Ciegas 100/200. El 3 apuesta 500, el 5 enseña una de sus cartas y sube a 1500.",
    ],
}

# True incident wordings, with and without reported action: they must still name their incident.
INCIDENTS = [
    ("El flop salió con cuatro cartas", K.FOUR_CARD_FLOP),
    ("Salen 4 cartas en el flop", K.FOUR_CARD_FLOP),
    ("flop de cuatro cartas", K.FOUR_CARD_FLOP),
    ("Flop de cuatro. ¿Qué hacemos?", K.FOUR_CARD_FLOP),
    ("Salieron cuatro en el flop, ¿qué hacemos?", K.FOUR_CARD_FLOP),
    ("Parce, el dealer sacó cuatro cartas en el flop.", K.FOUR_CARD_FLOP),
    ("Ciegas 100/200. El 3 subió a 500 y el 5 pagó; el crupier sacó cuatro cartas en el flop.", FOUR),
    ("four cards on the flop", K.FOUR_CARD_FLOP),
    ("The dealer flops four cards", K.FOUR_CARD_FLOP),
    ("Blinds 100/200. UTG raised to 500, seat 5 called, then the dealer flopped four cards.", FOUR),
    ("Flop, el 2 pasa y el 5 da un golpecito en la mesa. ¿Cuenta como check?", K.TAP),
    ("El del 3 golpea la mesa una vez.", K.TAP),
    ("¿Un golpecito en la mesa vale como check? El 4 dio un golpecito sin apuesta.", K.TAP),
    ("Flop: seat 2 checks, seat 5 gives the table a single tap. Is that a check?", K.TAP),
    ("Does a tap count as a check? Seat 4 tapped the table once on the turn.", K.TAP),
    ("Seat 6 mucked face down at showdown but the cards are retrievable.", K.MUCKED),
    ("En el showdown el 4 tiró sus cartas boca abajo, son recuperables y ahora quiere enseñarlas", K.MUCKED),
    ("El dealer repartió en desorden, se saltó al asiento 5; nadie ha jugado", K.MISDEAL),
    ("El crupier se saltó al 4 al repartir; UTG ya subió a 500 y el 5 pagó.", K.MISDEAL),
    ("Dealer pitched cards to the empty seat 9, nobody has acted yet", K.MISDEAL),
    ("Le han repartido cartas al asiento 4, que está vacío; todavía no ha actuado nadie", K.MISDEAL),
    ("Al repartir salieron dos cartas boca arriba en el mazo, nadie habló.", K.MISDEAL),
    ("Blinds 100/200. UTG raises to 500, seat 5 calls, and seat 7 tells us he only has one card.", K.MISDEAL),
    ("Bote dividido entre el 3 y el 7, sobra una ficha de 25, el botón es el 5. ¿Para quién es?", K.ODD_CHIP),
    ("Se partió el pozo entre el 4 y el 2, quedó una ficha suelta, el botón lo tiene el 3", K.ODD_CHIP),
    ("Seats 2 and 6 split the pot, there's an extra chip, button on seat 6.", K.ODD_CHIP),
    ("Le piden tiempo al 4 y no actúa", K.CLOCK),
    ("El 3 apuesta 500 y el 1 pide tiempo al 6; pasan 40 segundos y no actúa.", K.CLOCK),
    ("Blinds 100/200. Seat 2 bets 600; seat 5 was put on the clock and time ran out.", K.CLOCK),
    ("Seat 3 was on the clock with no bet in front of him and time ran out", K.CLOCK),
    ("River: seat 2 bets 500, seat 6 calls; seat 6 disputes the pot, the hands were misread.", K.DISPUTE),
    ("The pot was pushed to seat 2 but seat 6 says his hand was misread", K.DISPUTE),
    ("El 5 apostó en el river, el 1 pagó y conserva sus cartas; pide ver la mano del 5", K.SHOW_REQUEST),
    ("Player B asks to see A's hand. On the river A bet 2000 and B called.", K.SHOW_REQUEST),
    ("Dealer flashed the second card off the deck, face up for everyone, no action yet", K.EXPOSED_CARD),
    ("Seat 8 accidentally showed one of his hole cards to the table with action pending", K.EXPOSED_CARD),
    ("Seat 2 tabled a straight, the dealer pushed his cards into the muck", K.KILLED_HAND),
    ("El dealer tiró el flop cuando la ciega grande todavía no había hablado", K.PREMATURE_CARD),
    ("El crupier sacó el turn antes de tiempo; el 3 había apostado 500, el 7 no había hablado.", PREMATURE),
    ("Dealer put the flop out before the big blind acted", K.PREMATURE_CARD),
    ("River: el 3 apuesta 500 y el 5 paga; el 5 enseña una sola carta, no quiere mostrar la otra.", ONE_CARD),
    ("River: seat 3 bets 500, seat 5 calls; seat 5 shows only one card.", K.ONE_CARD_SHOWN),
]


def _cases() -> list[pytest.param]:
    return [
        pytest.param(text, id=f"{family}-{i}")
        for family, texts in NOT_INCIDENTS.items()
        for i, text in enumerate(texts)
    ]


@pytest.mark.parametrize("text", _cases())
def test_a_betting_report_is_not_an_incident(text: str) -> None:
    report = parse(text)
    assert report.situation is not None, text
    assert report.situation.incident is None, report.situation.incident
    ruling = answer(text).result["ruling"]
    assert ruling is not None, text
    assert ruling["action"] in BETTING_ACTIONS or ruling["options"], ruling


@pytest.mark.parametrize(("text", "kind"), INCIDENTS)
def test_a_true_incident_wording_still_names_its_incident(text: str, kind: IncidentKind) -> None:
    report = parse(text)
    assert report.intent == "ruling"
    assert report.situation is not None and report.situation.incident is not None, text
    assert report.situation.incident.kind is kind


def test_a_loose_phrase_names_nothing_once_players_act() -> None:
    assert find_kind(fold("flop de cuatro"))[0] is K.FOUR_CARD_FLOP
    assert find_kind(fold("flop de cuatro"), betting=True) is None
    assert find_kind(fold("flop de cuatro cartas"), betting=True)[0] is K.FOUR_CARD_FLOP


def test_a_longer_phrase_cancels_the_phrase_it_holds() -> None:
    assert find_kind(fold("Flop con cuatro jugadores. ¿Qué hacemos?")) is None
    # Asking to see how much a player has is no request to see a hand: it is a count request (60).
    assert find_kind(fold("seat 6 asks to see how much seat 3 has left"))[0] is K.COUNT_REQUEST
    assert find_kind(fold("seat 6 asks to see seat 3's hand"))[0] is K.SHOW_REQUEST


def test_a_close_companion_must_be_next_to_its_phrase() -> None:
    assert find_kind(fold("salió el flop cuando el 7 no había hablado"))[0] is K.PREMATURE_CARD
    assert find_kind(fold("salió el flop, el 2 apuesta 600 y el 7, que no había hablado, paga")) is None


def test_the_tap_is_the_incident_only_when_not_facing_a_bet() -> None:
    facing = parse("Turn: el 2 apuesta 1.000 y el 5 da un golpecito en la mesa.")
    assert facing.situation is None or facing.situation.incident is None
    stated = parse("El 5 da un golpecito en la mesa; no tenía apuesta.").situation.incident
    assert stated is not None and stated.kind is K.TAP


@pytest.mark.parametrize("lang", LANGS)
def test_kind_entries_use_only_known_keys(lang: str) -> None:
    data = json.loads((LOCALES_DIR / lang / "incidents.json").read_text(encoding="utf-8"))
    known = {"kind", "phrases", "causes", "with", "close", "not", "loose"}
    for entry in data["kinds"]:
        assert set(entry) <= known, entry
        assert not entry.get("close") or "with" in entry, entry
        assert entry.get("phrases") or entry.get("causes"), entry
        assert set(entry.get("causes", [])) <= set(data["causes"]), entry  # a kind named by its causes' words
        for slot in {s for p in entry.get("phrases", []) + entry.get("not", []) for s in _slots(p)}:
            assert slot in data["slots"], (slot, entry["kind"])


def _slots(phrase: str) -> list[str]:
    return [part.split("}")[0] for part in phrase.split("{")[1:]]
