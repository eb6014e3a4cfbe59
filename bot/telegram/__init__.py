"""The Telegram bot (python-telegram-bot v22, async): onboarding, reports, rule buttons, floor calls.

``app.build_application(config, store)`` wires the handlers; everything the bot says comes from
``locales/<lang>/bot.json`` (``texts.py``) and ``bot.render``; every state that matters (roles, floor
calls and their paging timers, the audit log) lives in the store, never in process memory.
"""
