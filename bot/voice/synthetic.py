"""Stand-ins for what these machines cannot download: whisper checkpoints with the real architecture and
random weights (same compute as the real ones), and voice notes spoken by espeak-ng and encoded like
Telegram's (OGG/Opus, 48 kHz mono). Used by the tests and the benchmark."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from whisper.model import ModelDimensions, Whisper

# The multilingual vocabulary (51865) makes a checkpoint multilingual, with the es/en language tokens;
# the audio context of 1500 frames is what whisper's fixed 30 s window yields after the encoder's stride.
_COMMON = dict(n_mels=80, n_audio_ctx=1500, n_vocab=51865, n_text_ctx=448)
# English-only checkpoints (tiny.en, base.en) have one token fewer, and these special tokens.
ENGLISH_VOCAB = 51864
_ENGLISH_SPECIALS = dict(
    decoder_start_token_id=50257, bos_token_id=50257, eos_token_id=50256, pad_token_id=50256
)
# Dimensions of the published checkpoints (whisper's model card: tiny 39 M, base 74 M, small 244 M params).
REAL_SIZES = {
    "tiny": dict(
        n_audio_state=384, n_audio_head=6, n_audio_layer=4, n_text_state=384, n_text_head=6, n_text_layer=4
    ),
    "base": dict(
        n_audio_state=512, n_audio_head=8, n_audio_layer=6, n_text_state=512, n_text_head=8, n_text_layer=6
    ),
    "small": dict(
        n_audio_state=768,
        n_audio_head=12,
        n_audio_layer=12,
        n_text_state=768,
        n_text_head=12,
        n_text_layer=12,
    ),
    # A toy with the same shapes of input and output, for fast tests of the whole path.
    "toy": dict(
        n_audio_state=64, n_audio_head=2, n_audio_layer=1, n_text_state=64, n_text_head=2, n_text_layer=1
    ),
}


def dimensions(size: str, **overrides: int) -> ModelDimensions:
    """The dimensions of ``size`` ("tiny", "base", "small" or "toy"), with any field overridden."""
    from whisper.model import ModelDimensions

    return ModelDimensions(**{**_COMMON, **REAL_SIZES[size], **overrides})


def random_model(dims: ModelDimensions, seed: int = 0) -> Whisper:
    """A whisper model of ``dims`` with random weights: the compute of the real one, none of its knowledge."""
    import torch
    from whisper.model import Whisper

    torch.manual_seed(seed)
    model = Whisper(dims)
    with torch.no_grad():  # the one parameter whisper leaves as torch.empty (its checkpoints always set it)
        model.decoder.positional_embedding.normal_(0.0, 0.02)
    return model.eval()


def write_random_checkpoint(size: str, path: Path, seed: int = 0, **overrides: int) -> Path:
    """A checkpoint in whisper's own format, loadable by ``whisper.load_model(str(path))``; ``overrides``
    change dimensions (``n_vocab=ENGLISH_VOCAB`` for an English-only model)."""
    import torch

    model = random_model(dimensions(size, **overrides), seed)
    torch.save({"dims": asdict(model.dims), "model_state_dict": model.state_dict()}, path)
    return path


def write_random_ct2_model(size: str, directory: Path, tokenizer: Path, seed: int = 0) -> Path:
    """A CTranslate2 Whisper model of ``size`` with random weights, int8, in ``directory``: a transformers
    Whisper with the English-only vocabulary of ``tokenizer`` (a tokenizer.json), made here and converted by
    CTranslate2's own converter. Nothing is downloaded."""
    import json
    import tempfile

    import torch
    from ctranslate2.converters import TransformersConverter
    from transformers import WhisperConfig, WhisperForConditionalGeneration

    dims = dimensions(size, n_vocab=ENGLISH_VOCAB)
    config = WhisperConfig(
        vocab_size=dims.n_vocab,
        num_mel_bins=dims.n_mels,
        d_model=dims.n_audio_state,
        encoder_layers=dims.n_audio_layer,
        encoder_attention_heads=dims.n_audio_head,
        decoder_layers=dims.n_text_layer,
        decoder_attention_heads=dims.n_text_head,
        encoder_ffn_dim=4 * dims.n_audio_state,
        decoder_ffn_dim=4 * dims.n_text_state,
        max_source_positions=dims.n_audio_ctx,
        max_target_positions=dims.n_text_ctx,
        **_ENGLISH_SPECIALS,
    )
    torch.manual_seed(seed)
    with tempfile.TemporaryDirectory() as tmp:
        WhisperForConditionalGeneration(config).save_pretrained(tmp)
        shutil.copy(tokenizer, Path(tmp) / "tokenizer.json")
        (Path(tmp) / "tokenizer_config.json").write_text(
            json.dumps({"tokenizer_class": "WhisperTokenizerFast"})
        )
        TransformersConverter(tmp, copy_files=["tokenizer.json"]).convert(
            str(directory), quantization="int8", force=True
        )
    return directory


def write_spoken_note(
    text: str,
    lang: str,
    path: Path,
    seconds: float | None = None,
    voice: Voice | None = None,
) -> Path:
    """``text`` spoken by espeak-ng in ``lang`` ("es"/"en"), or in ``voice``, as a Telegram-like OGG/Opus
    voice note; padded with silence or cut to ``seconds`` if given."""
    wav = path.with_suffix(".wav")
    voice = voice or Voice(lang)
    speak = ["espeak-ng", "-v", voice.name, "-s", str(voice.words_per_minute), "-w", str(wav), text]
    subprocess.run(speak, check=True, capture_output=True)
    if voice.noise:
        _mix_noise(wav, voice.noise)
    length = ["-af", "apad", "-t", f"{seconds}"] if seconds else []
    _ffmpeg(["-i", str(wav), *length, *_OPUS, str(path)])
    wav.unlink()
    return path


@dataclass(frozen=True)
class Voice:
    """An espeak-ng voice ("en-us", "en-gb-x-rp+m3": a variant after the +), its speed, and the amplitude of
    white noise mixed in by sox (0: none; 0.02 is a busy room under a clear voice)."""

    name: str
    words_per_minute: int = 175  # espeak-ng's default
    noise: float = 0.0


def _mix_noise(wav: Path, amplitude: float) -> None:
    sox = shutil.which("sox") or "sox"
    noise, mixed = wav.with_suffix(".noise.wav"), wav.with_suffix(".mixed.wav")
    subprocess.run(
        [sox, "-R", str(wav), str(noise), "synth", "whitenoise", "vol", str(amplitude)],  # -R: same noise
        check=True,
        capture_output=True,
    )
    subprocess.run([sox, "-m", str(wav), str(noise), str(mixed)], check=True, capture_output=True)
    mixed.replace(wav)
    noise.unlink()


def write_lavfi_note(source: str, seconds: float, path: Path) -> Path:
    """A note from an ffmpeg test source ("anullsrc" for silence, "anoisesrc=a=0.1" for hiss, "sine")."""
    _ffmpeg(["-f", "lavfi", "-i", source, "-t", f"{seconds}", *_OPUS, str(path)])
    return path


def write_looped_note(note: Path, times: int, path: Path) -> Path:
    """``note`` repeated ``times`` times by stream copy, fast: no re-encoding."""
    _ffmpeg(["-stream_loop", str(times - 1), "-i", str(note), "-c", "copy", str(path)])
    return path


_OPUS = ["-c:a", "libopus", "-ar", "48000", "-ac", "1"]  # what Telegram clients send as voice notes


def _ffmpeg(args: list[str]) -> None:
    ffmpeg = shutil.which("ffmpeg") or "ffmpeg"
    subprocess.run([ffmpeg, "-nostdin", "-v", "error", "-y", *args], check=True, capture_output=True)
