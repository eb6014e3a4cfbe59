#!/usr/bin/env bash
# Installs what the voice pipeline (bot/voice) and its tests need on a clean Debian machine; safe to re-run
# (each step is skipped when already done).
#   - ffmpeg (decoding, ffprobe) and espeak-ng (the tests' synthetic voice notes), from Debian;
#   - torch 2.13.0 CPU FIRST: a bare `torch` requirement would pull gigabytes of CUDA wheels;
#   - openai-whisper WITHOUT its declared dependencies, then those it needs on CPU: its metadata also asks
#     for triton (~1 GB, GPU kernels only, imported by whisper only on CUDA) and must not touch torch.
#     pip then prints "ERROR: ... openai-whisper requires triton ... not installed": expected, and harmless.
set -euo pipefail

PY="${PYTHON:-python}"
TORCH_VERSION="2.13.0"
WHISPER_VERSION="20250625"
WHISPER_DEPS=(numpy numba tiktoken tqdm more-itertools)

if ! command -v ffmpeg >/dev/null || ! command -v ffprobe >/dev/null || ! command -v espeak-ng >/dev/null; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update
  $SUDO apt-get install -y ffmpeg espeak-ng
fi

if ! "$PY" -c "import torch, sys; sys.exit(torch.__version__.split('+')[0] != '$TORCH_VERSION')" 2>/dev/null; then
  "$PY" -m pip install "torch==$TORCH_VERSION"
fi

if ! "$PY" -c "import whisper" 2>/dev/null; then
  "$PY" -m pip install --no-deps "openai-whisper==$WHISPER_VERSION"
  "$PY" -m pip install "${WHISPER_DEPS[@]}"
fi

# Fail here, not in the tests, if torch was replaced or whisper cannot load.
"$PY" -c "import torch, whisper; assert torch.__version__.startswith('$TORCH_VERSION'), torch.__version__; print('voice deps: torch', torch.__version__, '+ whisper', whisper.__version__)"
