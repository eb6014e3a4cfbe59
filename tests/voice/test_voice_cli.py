"""``floorcall transcribe`` and ``floorcall ask --audio`` on espeak-ng voice notes with the toy checkpoint
(real whisper architecture, random weights: the words are noise; the path, fields, timings and exit codes are
real), and every bad input: a clear message in the user's language and the right exit code, never a
traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.ask import answer
from bot.cli import EXIT_OK, EXIT_USAGE, main
from locales.messages import message

# The keys of a typed report's result (design.md, "The CLI contract"): a recording answers the same way.
CONTRACT_KEYS = set(answer("Ciegas 250-500. El de UTG sube a 1.100").result)


@pytest.fixture(autouse=True)
def toy_environment(monkeypatch: pytest.MonkeyPatch, toy_checkpoint: Path) -> None:
    """The voice configuration the CLI reads: the toy model, one torch thread (see conftest)."""
    monkeypatch.setenv("FLOORCALL_VOICE_MODEL", str(toy_checkpoint))
    monkeypatch.setenv("FLOORCALL_VOICE_THREADS", "1")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_transcribe_json_has_text_corrections_and_timings(capsys, spanish_note: Path) -> None:
    code, out, _ = run(capsys, "transcribe", str(spanish_note), "--lang", "es", "--json")
    assert code == EXIT_OK
    result = json.loads(out)
    assert result["lang"] == "es" and result["error"] is None
    assert isinstance(result["transcript"], str) and isinstance(result["corrections"], list)
    assert result["skipped"] in (None, "no_speech", "hallucination")  # noise words, but whisper ran
    assert result["audio_seconds"] == pytest.approx(5.5, abs=1.0)
    t = result["timings_ms"]
    assert min(t["decode"], t["encoder"], t["decoder"], t["transcribe"]) > 0
    assert t["total"] >= t["decode"] + t["transcribe"] - 1  # rounding to 0.1 ms


def test_transcribe_chooses_between_spanish_and_english(capsys, english_note: Path) -> None:
    code, out, _ = run(capsys, "transcribe", str(english_note), "--json")
    result = json.loads(out)
    assert code == EXIT_OK and result["lang"] in ("es", "en")
    assert set(result["language_probs"]) == {"es", "en"}
    assert sum(result["language_probs"].values()) == pytest.approx(1.0)


def test_transcribe_model_option_wins_over_the_environment(
    capsys, monkeypatch, spanish_note: Path, toy_checkpoint: Path
) -> None:
    monkeypatch.setenv("FLOORCALL_VOICE_MODEL", "/nowhere/whisper.pt")
    code, _, err = run(capsys, "transcribe", str(spanish_note), "--lang", "es")
    assert code == EXIT_USAGE and err.strip() == message("es", "voice.model_unavailable")
    code, out, _ = run(
        capsys, "transcribe", str(spanish_note), "--lang", "en", "--model", str(toy_checkpoint)
    )
    assert code == EXIT_OK and out.strip()


def test_transcribe_plain_prints_the_text(capsys, spanish_note: Path) -> None:
    code, out, _ = run(capsys, "transcribe", str(spanish_note), "--lang", "es", "--json")
    expected = json.loads(out)
    code, out, _ = run(capsys, "transcribe", str(spanish_note), "--lang", "es")
    assert code == EXIT_OK
    assert out.strip() == (expected["text"] or message("es", f"voice.skipped.{expected['skipped']}"))


def test_ask_audio_json_is_the_contract_with_the_voice_part(capsys, spanish_note: Path) -> None:
    code, out, _ = run(capsys, "ask", "--audio", str(spanish_note), "--lang", "es", "--json")
    assert code == EXIT_OK
    result = json.loads(out)
    assert set(result) == CONTRACT_KEYS | {"voice"} and result["lang"] == "es"
    assert result["intent"] in ("ruling", "question", "unclear")
    voice = result["voice"]
    if voice["skipped"] is None:
        assert result["reply"].startswith(message("es", "voice.heard", text=voice["text"]))
    t = voice["timings_ms"]
    assert {"decode", "transcribe", "encoder", "decoder", "correct", "parse", "answer", "total"} <= set(t)
    assert t["total"] >= t["decode"] + t["transcribe"] + t["answer"] - 1


def test_ask_audio_plain_reply_starts_with_what_was_heard(capsys, english_note: Path) -> None:
    code, out, _ = run(capsys, "ask", "--audio", str(english_note), "--lang", "en")
    assert code == EXIT_OK
    assert out.startswith("🎙️ ")


def test_silence_is_answered_not_transcribed(capsys, silent_note: Path) -> None:
    code, out, _ = run(capsys, "transcribe", str(silent_note), "--lang", "es")
    assert code == EXIT_OK and out.strip() == message("es", "voice.skipped.silence")
    code, out, _ = run(capsys, "ask", "--audio", str(silent_note), "--lang", "en", "--json")
    result = json.loads(out)
    assert code == EXIT_OK and result["intent"] == "unclear" and result["ruling"] is None
    assert result["reply"] == message("en", "voice.skipped.silence")
    assert result["voice"]["skipped"] == "silence"
    assert result["voice"]["timings_ms"]["encoder"] == 0  # whisper never ran


@pytest.mark.parametrize(
    ("note", "code"),
    [
        ("corrupt_note", "voice.unreadable"),
        ("text_note", "voice.unreadable"),
        ("empty_note", "voice.empty"),
        ("two_hour_note", "voice.too_long"),
    ],
)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_bad_files_get_a_clear_message_and_exit_2(capsys, request, note: str, code: str, lang: str) -> None:
    path = request.getfixturevalue(note)
    exit_code, out, err = run(capsys, "transcribe", str(path), "--lang", lang)
    assert exit_code == EXIT_USAGE and out == ""
    if code == "voice.too_long":
        assert err.strip() == message(lang, code, seconds=7200, limit_seconds=60)
    else:
        assert err.strip() == message(lang, code)
    exit_code, out, _ = run(capsys, "ask", "--audio", str(path), "--lang", lang, "--json")
    assert exit_code == EXIT_USAGE
    assert json.loads(out)["voice"]["error"]["code"] == code


def test_missing_file_is_a_usage_error(capsys, voice_dir: Path) -> None:
    missing = voice_dir / "no-such-note.ogg"
    code, out, err = run(capsys, "transcribe", str(missing), "--lang", "en")
    assert code == EXIT_USAGE and out == ""
    assert err.strip() == message("en", "voice.no_file", file=missing)
    code, _, err = run(capsys, "ask", "--audio", str(missing))
    assert code == EXIT_USAGE and "no-such-note.ogg" in err


def test_no_loadable_model_is_a_clear_message(
    capsys, monkeypatch, spanish_note: Path, voice_dir: Path
) -> None:
    not_a_model = voice_dir / "not-a-model.pt"
    not_a_model.write_text("hello", encoding="utf-8")
    for model in ("/nowhere/base.pt", str(not_a_model), "no-such-whisper-size"):
        monkeypatch.setenv("FLOORCALL_VOICE_MODEL", model)
        code, out, err = run(capsys, "ask", "--audio", str(spanish_note), "--lang", "es")
        assert code == EXIT_USAGE and out == ""
        assert err.strip() == message("es", "voice.model_unavailable"), model


def test_text_and_audio_together_are_refused(capsys, spanish_note: Path) -> None:
    code, _, err = run(capsys, "ask", "el de UTG sube", "--audio", str(spanish_note), "--lang", "en")
    assert code == EXIT_USAGE and err.strip() == message("en", "voice.audio_with_text")


def test_unknown_venue_with_audio_is_a_usage_error(capsys, spanish_note: Path) -> None:
    code, out, err = run(capsys, "ask", "--audio", str(spanish_note), "--venue", "nowhere", "--lang", "en")
    assert code == EXIT_USAGE and out == ""
    assert err.startswith(message("en", "cli.unknown_venue", venue="nowhere", known="").split(":")[0])
