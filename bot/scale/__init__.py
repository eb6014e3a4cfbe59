"""Past one machine (issue 8): webhook workers on one PostgreSQL, and voice notes on a Celery queue.

- ``bot/telegram/webhook.py``: every bot worker claims each update in the database before handling it,
  so a load balancer (or Telegram) may hand the same update to several workers.
- ``celery_app.py``: the Celery application (Redis broker, late acks, redelivery of lost jobs).
- ``voice_jobs.py``: one voice note, from download to the reply, exactly once per note.
- ``worker_runtime.py``: what a transcription worker process loads once and keeps (model, store, Bot).
- ``enqueue.py``: the bot side: a voice note becomes a job instead of being transcribed in the bot.
"""
