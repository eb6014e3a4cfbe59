"""Whisper's mis-hearings of the table's jargon, corrected before parsing (parser/transcript.py), and the
corrected text ruled on as typed text: directly, and through the voice pipeline with a transcription stand-in
(the random-weight model only says noise, so the words here are the ones a real model mis-hears)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.ask import answer
from bot.voice.pipeline import answer_voice
from bot.voice.transcriber import Timings, Transcript
from parser.lexicon import load
from parser.transcript import correct_transcript, whisper_vocabulary

RAISE = "Ciegas 250-500. El de UTG sube a mil cien, el siguiente "


@pytest.mark.parametrize(
    ("heard", "lang", "expected", "kinds"),
    [
        ("el siguiente en vido mil", "es", "el siguiente envido mil", ["join"]),
        ("el siguiente call ea", "es", "el siguiente callea", ["join"]),
        ("el de UTG che quea", "es", "el de UTG chequea", ["join"]),
        ("el de UTG chekea", "es", "el de UTG checkea", ["fuzzy"]),
        ("el de la ciegagrande paga", "es", "el de la ciega grande paga", ["join"]),
        ("el siguiente va all in", "es", "el siguiente va all-in", ["spelling"]),
        ("the button goes allin", "en", "the button goes all-in", ["spelling"]),
        ("el de utege sube", "es", "el de UTG sube", ["letters"]),
        ("el de u te ge sube", "es", "el de UTG sube", ["letters"]),
        ("U.T.G. raises to 1100", "en", "UTG raises to 1100", ["letters"]),
        ("the next player call s", "en", "the next player calls", ["join"]),
        ("el siguiente paga quiñentos", "es", "el siguiente paga quinientos", ["number"]),
        ("Ehh, el de UTG, o sea, sube", "es", "El de UTG, sube", ["filler", "filler"]),
        ("Um, under the gun, uh, raises", "en", "Under the gun, raises", ["filler", "filler"]),
    ],
)
def test_mis_hearings_are_corrected(heard: str, lang: str, expected: str, kinds: list[str]) -> None:
    fixed = correct_transcript(heard, lang)
    assert fixed.text == expected
    assert [c.kind for c in fixed.corrections] == kinds
    assert fixed.heard == heard
    for c in fixed.corrections:
        assert c.heard in heard  # each correction names what was heard, as whisper wrote it


@pytest.mark.parametrize(
    ("heard", "lang"),
    [
        (RAISE + "paso", "es"),  # a check is not a call: confusables never fuzzily matched
        (RAISE + "pago", "es"),
        (RAISE + "pagó", "es"),
        (RAISE + "pasa", "es"),
        (RAISE + "veo", "es"),
        (RAISE + "voy", "es"),
        (RAISE + "chequea", "es"),  # a lexicon spelling of its own: exact words are never respelt
        ("este jugador sube a mil cien", "es"),  # "este" is a filler only when set off by a comma
        ("el asiento 3 lo ve", "es"),  # two real words are not joined ("love")
        ("the player in seat 4 checks", "en"),
    ],
)
def test_what_was_heard_right_is_left_alone(heard: str, lang: str) -> None:
    fixed = correct_transcript(heard, lang)
    assert fixed.corrections == ()
    assert fixed.text == heard


def test_no_confusable_word_is_ever_turned_into_another() -> None:
    confusables = load("es").confusables
    for word in confusables:
        fixed = correct_transcript(f"el siguiente {word} mil", "es")
        assert fixed.text == f"el siguiente {word} mil", word


@pytest.mark.parametrize(
    ("heard", "lang", "seat", "action", "total", "rule"),
    [
        # whisper split "envido": without the join the raise is lost and the wrong player is ruled on
        (RAISE + "en vido mil quinientos", "es", "UTG+1", "raise", 1700, "tda-2024:43-B"),
        ("Ciegas 250-500. El de utege sube a mil cien y el siguiente call ea", "es", "UTG+1", "call", 1100,
         "tda-2024:51-A"),
        ("Blinds 250 500. U.T.G. raises to 1100, the next player goes allin", "en", "UTG+1", "all_in", None,
         "tda-2024:40-B"),
        (RAISE + "pagó", "es", "UTG+1", "call", 1100, "tda-2024:51-A"),
        (RAISE + "pago", "es", "UTG+1", "call", 1100, "tda-2024:51-A"),  # the accent lost: still a call
        (RAISE + "paso", "es", "UTG+1", None, None, "tda-2024:55"),  # a check facing a raise: not a call
        ("Ciegas 250-500. Ehh, el de UTG sube a mil cien", "es", "UTG", "raise", 1100, "tda-2024:43-B"),
    ],
)  # fmt: skip
def test_the_corrected_transcript_gets_the_right_ruling(
    heard: str, lang: str, seat: str, action: str | None, total: int | None, rule: str
) -> None:
    fixed = correct_transcript(heard, lang)
    result = answer(fixed.text).result
    assert result["intent"] == "ruling"
    assert (result["ruling"]["seat"], result["ruling"]["action"], result["ruling"]["total"]) == (
        seat,
        action,
        total,
    )
    assert result["rules"][0] == rule


@pytest.mark.parametrize(
    "heard",
    [
        RAISE + "en vido mil quinientos",
        "Ciegas 250-500. El de utege sube a mil cien y el siguiente call ea",
        "Blinds 250 500. U.T.G. raises to 1100, the next player goes allin",
    ],
)
def test_the_correction_changes_the_ruling_of_these_mis_hearings(heard: str) -> None:
    raw = answer(heard).result
    fixed = answer(correct_transcript(heard, "en" if heard.startswith("Blinds") else "es").text).result
    assert raw["ruling"] != fixed["ruling"]


def test_sube_a_mil_cien_stays_for_the_amount_reader() -> None:
    fixed = correct_transcript("Ciegas 250-500. El de UTG sube a mil cien", "es")
    assert fixed.corrections == ()
    ruling = answer(fixed.text).result["ruling"]
    assert (ruling["seat"], ruling["action"], ruling["total"]) == ("UTG", "raise", 1100)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_whisper_vocabulary_is_the_lexicon_as_written(lang: str) -> None:
    words = whisper_vocabulary(lang)
    assert len(words) == len({w.casefold() for w in words})
    for expected in ("UTG", "BB", "all-in", "call", "check", "fold", "flop"):
        assert expected in words, expected
    assert "all in" not in words and "utg" not in words  # the spelling whisper should write
    fillers = {"ehh", "este", "o sea", "uh", "um"}
    assert not fillers & set(words)
    if lang == "es":
        assert words.index("UTG") < words.index("call") < words.index("callea") < words.index("envido")
        assert "calle" not in words and "limpio" not in words  # "street" and "clean" are not loan words


def test_whisper_vocabulary_fits_the_prompt_with_its_jargon_first(toy_model) -> None:
    from whisper.tokenizer import get_tokenizer

    from bot.voice.prompt import build_initial_prompt

    tokenizer = get_tokenizer(True, num_languages=toy_model.model.num_languages)
    prompt = build_initial_prompt(whisper_vocabulary("es"), lambda s: len(tokenizer.encode(s)), 64)
    assert prompt is not None and len(tokenizer.encode(" " + prompt)) <= 64
    kept = prompt.rstrip(".").split(", ")
    for word in ("UTG", "BB", "all-in", "call", "check", "fold"):
        assert word in kept, word


class HeardWorker:
    """Stands in for the whisper worker with the words a real model would have heard."""

    def __init__(self, text: str, language: str) -> None:
        self.text, self.language = text, language

    async def transcribe_file(
        self, path: object, language: str | None = None, stated_seconds: float | None = None
    ) -> Transcript:
        timings = Timings(0.05, 0.001, 0.2, 0.3, 0.56)
        return Transcript(self.text, language or self.language, 4.0, None, (0.01,), 20, timings, self.text)


def test_the_voice_pipeline_replies_with_what_it_understood_then_the_ruling() -> None:
    heard = "Ciegas 250-500. Ehh, el de utege sube a mil cien y el siguiente call ea"
    done = asyncio.run(answer_voice(HeardWorker(heard, "es"), Path("note.ogg")))
    first, corrections = done.reply.splitlines()[:2]
    assert first == "🎙️ «Ciegas 250-500. el de UTG sube a mil cien y el siguiente callea»"
    assert corrections == "(corregido: «utege» → «UTG», «call ea» → «callea»)"
    assert done.answer is not None and done.answer.result["ruling"]["seat"] == "UTG+1"
    assert done.reply.endswith(done.answer.result["reply"])
    assert set(done.timings_ms) >= {"decode", "transcribe", "encoder", "decoder", "correct", "parse", "total"}
    assert done.timings_ms["transcribe"] == pytest.approx(501.0)
    payload = done.to_json()
    assert payload["voice"]["transcript"] == heard
    assert payload["voice"]["corrections"][1] == {"heard": "utege", "corrected": "UTG", "kind": "letters"}


def test_the_voice_pipeline_answers_in_english_for_an_english_note() -> None:
    heard = "Blinds 250 500. U.T.G. raises to 1100, the next player call s"
    done = asyncio.run(answer_voice(HeardWorker(heard, "en"), Path("note.ogg")))
    assert done.reply.startswith("🎙️ “Blinds 250 500. UTG raises to 1100, the next player calls”")
    assert done.answer is not None and done.answer.result["lang"] == "en"
    assert done.answer.result["ruling"]["action"] == "call"
