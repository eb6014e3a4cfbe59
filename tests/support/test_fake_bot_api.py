"""The fake Bot API: accepts what Telegram accepts, refuses each kind of bad call, answers like Telegram,
and a real python-telegram-bot Application works against it by polling."""

from __future__ import annotations

import asyncio
import json
import statistics
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

import pytest

from tests.support.fake_bot_api import FakeBotApi

KEYBOARD = {"inline_keyboard": [[{"text": "Ver regla 45", "callback_data": "rule:tda-2024:45"}]]}
REPLY_HTML = (
    "<b>Es call de 1.100</b>: se devuelven 400 &amp; sigue.\n<blockquote expandable>Regla 45</blockquote>"
)


def call(api: FakeBotApi, method: str, as_json: bool = False, **params: Any) -> tuple[int, dict[str, Any]]:
    """POST like a client would: form-encoded (values JSON-serialised unless text, as PTB does) or JSON."""
    url = f"{api.base_url}{api.token}/{method}"
    if as_json:
        body, ctype = json.dumps(params).encode(), "application/json"
    else:
        form = {k: v if isinstance(v, str) else json.dumps(v) for k, v in params.items()}
        body, ctype = urllib.parse.urlencode(form).encode(), "application/x-www-form-urlencoded"
    request = urllib.request.Request(url, data=body, headers={"Content-Type": ctype})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


@pytest.fixture
def api(fake_bot_api):
    fake_bot_api.add_chat(42)
    return fake_bot_api


# ---- valid calls and Telegram-like answers


@pytest.mark.parametrize("as_json", [False, True], ids=["form", "json"])
def test_valid_send_message_answers_a_message_with_increasing_ids(api, as_json):
    first = call(
        api, "sendMessage", as_json, chat_id=42, text=REPLY_HTML, parse_mode="HTML", reply_markup=KEYBOARD
    )
    second = call(api, "sendMessage", as_json, chat_id=42, text="otra")
    assert first[0] == second[0] == 200
    message = first[1]["result"]
    assert api.spec.check_object("Message", message) == []  # the fake's own answers follow the spec
    assert message["text"] == "Es call de 1.100: se devuelven 400 & sigue.\nRegla 45"  # entities parsed
    assert message["reply_markup"] == KEYBOARD
    assert second[1]["result"]["message_id"] == message["message_id"] + 1
    assert [c.params["chat_id"] for c in api.calls_to("sendMessage")] == [42, 42]


def test_text_limit_counts_visible_characters_after_html(api):
    text = "<b>" + "x" * 4000 + "</b>" + "&lt;" * 96  # 4,096 visible, longer raw
    assert call(api, "sendMessage", chat_id=42, text=text, parse_mode="HTML")[0] == 200
    assert call(api, "sendMessage", chat_id=42, text=text + "y", parse_mode="HTML")[0] == 400
    assert "4097 characters, allowed 1-4096" in api.take_violations()[0]


def test_service_methods(api):
    assert call(api, "getMe")[1]["result"]["is_bot"] is True
    commands = [
        {"command": "start", "description": "Empezar"},
        {"command": "rule", "description": "Ver regla"},
    ]
    assert call(api, "setMyCommands", commands=commands, language_code="es")[1] == {
        "ok": True,
        "result": True,
    }
    assert call(api, "getMyCommands", language_code="es")[1]["result"] == commands
    assert call(api, "getMyCommands", language_code="en")[1]["result"] == []
    assert call(api, "deleteWebhook", drop_pending_updates=True)[1]["result"] is True
    assert call(api, "sendChatAction", chat_id=42, action="typing")[1]["result"] is True


def test_get_updates_serves_injected_updates_and_forgets_confirmed_ones(api):
    first = api.inject_message(42, "/start ABC123")
    second = api.inject_message(42, "hola")
    status, body = call(api, "getUpdates", offset=0, timeout=0)
    assert status == 200 and [u["update_id"] for u in body["result"]] == [
        first["update_id"],
        second["update_id"],
    ]
    message = body["result"][0]["message"]
    assert message["entities"] == [{"type": "bot_command", "offset": 0, "length": 6}]
    assert call(api, "getUpdates", offset=second["update_id"] + 1, timeout=0)[1]["result"] == []


def test_long_poll_returns_as_soon_as_an_update_arrives(api):
    threading.Timer(0.2, api.inject_message, args=(42, "hola")).start()
    started = time.monotonic()
    status, body = call(api, "getUpdates", timeout=5)
    assert status == 200 and body["result"][0]["message"]["text"] == "hola"
    assert 0.15 < time.monotonic() - started < 2


def test_edit_and_callback_answers_behave_like_telegram(api):
    sent = call(api, "sendMessage", chat_id=42, text="Floor", reply_markup=KEYBOARD)[1]["result"]
    # Editing the text without reply_markup would drop the buttons, as on Telegram.
    edit = dict(chat_id=42, message_id=sent["message_id"], text="Floor: acknowledged", reply_markup=KEYBOARD)
    assert call(api, "editMessageText", **edit)[0] == 200
    assert api.message(42, sent["message_id"])["text"] == "Floor: acknowledged"
    status, body = call(api, "editMessageText", **edit)  # same content again
    assert status == 400 and "message is not modified" in body["description"]
    assert call(api, "editMessageText", chat_id=42, message_id=999, text="x")[1]["description"].endswith(
        "message to edit not found"
    )
    press = api.inject_callback(42, sent["message_id"], "rule:tda-2024:45")["callback_query"]
    assert call(api, "answerCallbackQuery", callback_query_id=press["id"], text="ok")[1]["result"] is True
    assert call(api, "answerCallbackQuery", callback_query_id=press["id"])[0] == 400  # answered already
    assert api.violations == []  # Telegram refusals are not spec violations


def test_callback_data_must_be_on_a_button_unless_forged(api):
    sent = call(api, "sendMessage", chat_id=42, text="Floor", reply_markup=KEYBOARD)[1]["result"]
    with pytest.raises(ValueError):
        api.inject_callback(42, sent["message_id"], "resolve:1")
    forged = api.inject_callback(42, sent["message_id"], "resolve:1", user_id=7, forged=True)
    assert forged["callback_query"]["from"]["id"] == 7


def test_unknown_and_blocked_chats_are_refused(api):
    assert (
        call(api, "sendMessage", chat_id=777, text="hola")[1]["description"] == "Bad Request: chat not found"
    )
    api.block(42)
    status, body = call(api, "sendMessage", chat_id=42, text="hola")
    assert (status, body["error_code"]) == (403, 403)


def test_flood_answers_429_with_retry_after_then_recovers(api):
    api.flood("sendMessage", times=2, retry_after=3)
    for _ in range(2):
        status, body = call(api, "sendMessage", chat_id=42, text="hola")
        assert (status, body["parameters"]) == (429, {"retry_after": 3})
    assert call(api, "getMe")[0] == 200  # other methods unaffected
    assert call(api, "sendMessage", chat_id=42, text="hola")[0] == 200


def test_limit_breaches_over_sliding_windows(api):
    api.add_chat(-1001, "supergroup")
    for _ in range(2):
        assert call(api, "sendMessage", chat_id=42, text="a")[0] == 200
    assert api.limit_breaches() == ["chat 42: 2 messages within 1s (limit 1)"]
    assert api.limit_breaches(chat_per_s=None) == []
    for _ in range(21):
        call(api, "sendMessage", chat_id=-1001, text="b")
    assert "group -1001: 21 messages within 60s (limit 20)" in api.limit_breaches(chat_per_s=None)
    assert api.limit_breaches(overall_per_s=22, chat_per_s=None) == [
        "overall: 23 messages within 1s (limit 22)",
        "group -1001: 21 messages within 60s (limit 20)",
    ]


def test_voice_file_download(api):
    update = api.inject_voice(42, b"OggS fake opus", duration=4)
    file_id = update["message"]["voice"]["file_id"]
    info = call(api, "getFile", file_id=file_id)[1]["result"]
    url = f"{api.base_file_url}{api.token}/{info['file_path']}"
    with urllib.request.urlopen(url, timeout=5) as response:
        assert response.read() == b"OggS fake opus"
    assert call(api, "getFile", file_id="nope")[0] == 400


def test_wrong_token_is_not_found(api):
    url = f"{api.base_url}0:WRONG/getMe"
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(url, timeout=5)
    assert err.value.code == 404 and api.calls == []


# ---- invalid calls: each is refused with 400 and recorded as a violation

BAD_CALLS = {
    "unknown method": ("sendMesage", {"chat_id": 42, "text": "x"}, "unknown method"),
    "missing required": ("sendMessage", {"chat_id": 42}, "missing required 'text'"),
    "unknown parameter": ("sendMessage", {"chat_id": 42, "text": "x", "colour": "red"}, "unknown parameter"),
    "integer type": ("sendMessage", {"chat_id": 4.5, "text": "x"}, "chat_id"),
    "boolean type": ("sendMessage", {"chat_id": 42, "text": "x", "disable_notification": "yes"}, "Boolean"),
    "empty text": ("sendMessage", {"chat_id": 42, "text": "<b> </b>", "parse_mode": "HTML"}, "empty after"),
    "text too long": ("sendMessage", {"chat_id": 42, "text": "x" * 4097}, "allowed 1-4096"),
    "callback_data over 64 bytes": (
        "sendMessage",
        {
            "chat_id": 42,
            "text": "x",
            "reply_markup": {"inline_keyboard": [[{"text": "a", "callback_data": "ñ" * 33}]]},
        },
        "66 bytes, allowed 1-64",
    ),
    "button without action": (
        "sendMessage",
        {"chat_id": 42, "text": "x", "reply_markup": {"inline_keyboard": [[{"text": "a"}]]}},
        "exactly one action field",
    ),
    "keyboard not an array of rows": (
        "sendMessage",
        {
            "chat_id": 42,
            "text": "x",
            "reply_markup": {"inline_keyboard": [{"text": "a", "callback_data": "b"}]},
        },
        "expected an array",
    ),
    "unknown parse mode": (
        "sendMessage",
        {"chat_id": 42, "text": "x", "parse_mode": "html"},
        "unknown parse mode",
    ),
    "command with capitals": (
        "setMyCommands",
        {"commands": [{"command": "Start", "description": "Empezar"}]},
        "only lowercase",
    ),
    "bad command scope": (
        "setMyCommands",
        {"commands": [{"command": "start", "description": "x"}], "scope": {"type": "everyone"}},
        "not a valid BotCommandScope",
    ),
}
BAD_HTML = {
    "unsupported tag": ("línea<br>otra", "<br>"),
    "unclosed tag": ("<b>Call", "unclosed"),
    "crossed tags": ("<b><i>x</b></i>", "does not close"),
    "raw less-than": ("2 < 3", "unescaped '<'"),
    "raw ampersand": ("R&D", "unescaped '&'"),
    "unknown entity": ("&nbsp;x", "unescaped '&'"),
    "spoiler class": ('<span class="red">x</span>', "tg-spoiler"),
    "link without href": ("<a>x</a>", "needs a href"),
    "formatting inside code": ("<code><b>x</b></code>", "no formatting"),
    "attribute not allowed": ('<b style="x">y</b>', "not allowed"),
    "nested blockquote": ("<blockquote><blockquote>x</blockquote></blockquote>", "nested"),
}


@pytest.mark.parametrize("as_json", [False, True], ids=["form", "json"])
@pytest.mark.parametrize("case", list(BAD_CALLS), ids=list(BAD_CALLS))
def test_invalid_calls_are_refused_and_recorded(api, case, as_json):
    method, params, expected = BAD_CALLS[case]
    status, body = call(api, method, as_json, **params)
    assert status == 400 and body["ok"] is False
    violations = api.take_violations()
    assert violations and any(expected in v for v in violations), violations


@pytest.mark.parametrize("case", list(BAD_HTML), ids=list(BAD_HTML))
def test_malformed_html_is_refused(api, case):
    text, expected = BAD_HTML[case]
    status, _ = call(api, "sendMessage", chat_id=42, text=text, parse_mode="HTML")
    violations = api.take_violations()
    assert status == 400 and any(expected in v for v in violations), violations


def test_allowed_html_is_accepted(api):
    text = (
        "<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>n</ins><s>s</s><strike>k</strike><del>d</del>"
        '<span class="tg-spoiler">p</span><tg-spoiler>q</tg-spoiler><a href="https://example.org/?a=1&amp;b=2">a</a>'
        '<tg-emoji emoji-id="5368324170671202286">👍</tg-emoji><code>c</code>'
        '<pre><code class="language-python">x &lt; 1</code></pre><blockquote>q</blockquote>'
        "<blockquote expandable>long</blockquote>&quot;&#233;&#x41;"
    )
    assert call(api, "sendMessage", chat_id=42, text=text, parse_mode="HTML")[0] == 200


def test_violations_are_kept_for_the_fixture_to_fail_on():
    with FakeBotApi() as api:
        call(api, "sendMessage", chat_id=1, text="")
    assert api.violations == ["sendMessage: sendMessage.text: 0 characters, allowed 1-4096"]


# ---- a real python-telegram-bot v22 Application, polling


# PTB's own rate limiter reads RetryAfter.retry_after, which PTB 22.2+ flags as changing type in v23.
@pytest.mark.filterwarnings("ignore::telegram.warnings.PTBDeprecationWarning")
def test_python_telegram_bot_application_round_trip(api):
    from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
    from telegram.ext import (
        AIORateLimiter,
        Application,
        CallbackQueryHandler,
        CommandHandler,
        ContextTypes,
        MessageHandler,
        filters,
    )

    async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await update.message.reply_html(f"<b>Bienvenido</b> &lt;{' '.join(context.args)}&gt;")

    async def report(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        button = InlineKeyboardButton("Ver regla 45", callback_data="rule:45")
        await update.message.reply_html(REPLY_HTML, reply_markup=InlineKeyboardMarkup([[button]]))

    async def pressed(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
        await update.callback_query.answer()
        await update.callback_query.edit_message_text(f"Regla pedida: {update.callback_query.data}")

    async def scenario() -> list[float]:
        app = (
            Application.builder()
            .token(api.token)
            .base_url(api.base_url)
            .base_file_url(api.base_file_url)
            .rate_limiter(AIORateLimiter(max_retries=2))
            .build()
        )
        app.add_handler(CommandHandler("start", start))
        app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, report))
        app.add_handler(CallbackQueryHandler(pressed))
        latencies = []
        async with app:
            await app.start()
            await app.updater.start_polling(poll_interval=0, timeout=5)
            api.inject_message(42, "/start ABC123")
            (welcome,) = await api.wait_for_async("sendMessage", chat_id=42)
            assert welcome.result["text"] == "Bienvenido <ABC123>"

            api.flood("sendMessage", times=1, retry_after=1)  # PTB's rate limiter must wait and retry
            api.inject_message(42, "el de UTG sube a 1.100")
            ok = await api.wait_for_async(
                "sendMessage", count=1, where=lambda c: c.status == 200, text=REPLY_HTML
            )
            assert ok[0].result["reply_markup"]["inline_keyboard"][0][0]["callback_data"] == "rule:45"

            api.inject_callback(42, ok[0].result["message_id"], "rule:45")
            await api.wait_for_async("editMessageText", chat_id=42)
            await api.wait_for_async("answerCallbackQuery")

            for i in range(20):  # update-to-reply latency through the real HTTP stack
                before = len(api.calls_to("sendMessage", text=REPLY_HTML))
                t0 = time.monotonic()
                api.inject_message(42, f"mensaje {i}")
                await api.wait_for_async("sendMessage", count=before + 1, text=REPLY_HTML)
                latencies.append((time.monotonic() - t0) * 1000)
            await app.updater.stop()
            await app.stop()
        return latencies

    latencies = asyncio.run(scenario())
    assert api.message(42, 4)["text"] == "Regla pedida: rule:45"  # 1 /start, 2 welcome, 3 report, 4 reply
    statuses = [c.status for c in api.calls_to("sendMessage", text=REPLY_HTML)]
    assert statuses[:2] == [429, 200]  # flooded once, retried, delivered
    assert statistics.median(latencies) < 200, latencies  # generous bound for a loaded CI machine
    print(
        f"fake Bot API round trip: median {statistics.median(latencies):.1f} ms, max {max(latencies):.1f} ms"
    )
