"""Voice notes: ffmpeg decoding, a silence check, and whisper transcription off the event loop.

Only ``decode`` and ``silence`` are light (numpy + ffmpeg); ``model`` and ``transcriber`` import torch and
whisper when they are used, so importing this package costs nothing for the text-only paths.
"""
