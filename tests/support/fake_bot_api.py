"""A local Telegram Bot API over HTTP for offline tests: the bot's ``base_url`` points here.

It records every request, checks it against the Bot API spec (``bot_api_spec.py``; a failing check is a
*violation*, answered 400 like Telegram would and kept for the test to fail on) and answers like
Telegram: messages get per-chat increasing ids, ``getUpdates`` long-polls the updates a test injected,
``getFile`` and ``/file/bot<token>/<path>`` serve voice notes. It can also answer 429 with
``retry_after`` (flood control) on demand.

The server runs its own event loop in a thread, so sync tests and an asyncio Application alike can use it:

    api = FakeBotApi().start()
    app = Application.builder().token(api.token).base_url(api.base_url).base_file_url(api.base_file_url)...
    api.inject_message(chat_id=42, text="/start ABC")
    api.wait_for("sendMessage", chat_id=42)
"""

from __future__ import annotations

import asyncio
import bisect
import itertools
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from tests.support.bot_api_spec import BotApiSpec, UploadedFile
from tests.support.telegram_html import check_html

DEFAULT_TOKEN = "123456:TEST-fake-bot-api-token"
BOT_USER = {"id": 123456, "is_bot": True, "first_name": "FloorCall", "username": "floorcall_test_bot"}


class ApiError(Exception):
    """A Telegram error answer (not a spec violation: e.g. chat not found, message not modified)."""

    def __init__(self, code: int, description: str, parameters: dict[str, Any] | None = None) -> None:
        super().__init__(description)
        self.code, self.description, self.parameters = code, description, parameters


@dataclass
class Call:
    method: str
    params: dict[str, Any]
    at: float  # time.monotonic() when received
    status: int = 200
    result: Any = None
    violations: list[str] = field(default_factory=list)
    error: str | None = None


@dataclass
class _Flood:
    method: str | None
    remaining: int
    retry_after: int


class FakeBotApi:
    def __init__(self, token: str = DEFAULT_TOKEN, spec: BotApiSpec | None = None) -> None:
        self.token = token
        self.spec = spec or _shared_spec()
        self.bot_user = dict(BOT_USER, id=int(token.split(":")[0]))
        self.calls: list[Call] = []
        self.violations: list[str] = []
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._updates: list[dict[str, Any]] = []
        self._update_ids = itertools.count(1)
        self._user_ids = itertools.count(9000)
        self._callback_ids = itertools.count(1)
        self._message_ids: dict[int, itertools.count] = {}
        self._messages: dict[tuple[int, int], dict[str, Any]] = {}
        self._chats: dict[int, dict[str, Any]] = {}
        self._blocked: set[int] = set()
        self._files: dict[str, tuple[str, bytes]] = {}
        self._open_callbacks: set[str] = set()
        self._floods: list[_Flood] = []
        self.commands: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.webhook: str | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._new_update: asyncio.Event | None = None
        self._closing: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self.port = 0

    # ---- lifecycle

    def start(self) -> FakeBotApi:
        ready = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(ready,), name="fake-bot-api", daemon=True)
        self._thread.start()
        if not ready.wait(10):
            raise RuntimeError("fake Bot API did not start")
        return self

    def stop(self) -> None:
        if self._loop is None or self._thread is None:
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
        self._loop = None

    def __enter__(self) -> FakeBotApi:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/bot"

    @property
    def base_file_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/file/bot"

    def _run(self, ready: threading.Event) -> None:
        self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._serve())
        ready.set()
        self._loop.run_forever()
        self._loop.close()

    async def _serve(self) -> None:
        self._new_update, self._closing = asyncio.Event(), asyncio.Event()
        app = web.Application(client_max_size=60 * 1024 * 1024)
        app.router.add_route("*", "/bot{token}/{method}", self._handle)
        app.router.add_get("/file/bot{token}/{path:.+}", self._download)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _shutdown(self) -> None:
        self._closing.set()  # long polls return at once
        await self._runner.cleanup()

    # ---- what tests do: chats, updates, files, floods

    def add_chat(self, chat_id: int, chat_type: str | None = None, **extra: Any) -> dict[str, Any]:
        """Make a chat known (the bot can only write to chats that talked to it first)."""
        chat_type = chat_type or ("private" if chat_id > 0 else "supergroup")
        chat = {"id": chat_id, "type": chat_type}
        chat.update(
            {"first_name": f"User {chat_id}"} if chat_type == "private" else {"title": f"Chat {chat_id}"}
        )
        chat.update(extra)
        with self._lock:
            self._chats.setdefault(chat_id, chat)
            return self._chats[chat_id]

    def block(self, chat_id: int) -> None:
        """The user blocked the bot: sending there answers 403."""
        with self._lock:
            self._blocked.add(chat_id)

    def add_file(self, content: bytes, file_path: str = "voice/file.oga") -> str:
        file_id = f"file-{len(self._files) + 1}"
        with self._lock:
            self._files[file_id] = (f"{file_id}/{file_path}", content)
        return file_id

    def inject_message(
        self,
        chat_id: int,
        text: str | None = None,
        user_id: int | None = None,
        chat_type: str | None = None,
        reply_to: int | None = None,
        language_code: str = "es",
        **content: Any,
    ) -> dict[str, Any]:
        """Queue an update with a user's message; commands and @mentions get their entities."""
        chat = self.add_chat(chat_id, chat_type)
        user = self._user(
            user_id if user_id is not None else (chat_id if chat_id > 0 else None), language_code
        )
        message: dict[str, Any] = {"message_id": 0, "date": int(time.time()), "chat": chat, "from": user}
        if text is not None:
            message["text"] = text
            entities = _entities(text)
            if entities:
                message["entities"] = entities
        message.update(content)
        with self._lock:
            message["message_id"] = self._next_message_id(chat_id)
            if reply_to is not None:
                message["reply_to_message"] = self._messages[(chat_id, reply_to)]
            self._messages[(chat_id, message["message_id"])] = message
        return self._queue_update({"message": message})

    def inject_edit(self, chat_id: int, message_id: int, text: str) -> dict[str, Any]:
        """Queue the update Telegram sends when a user edits one of their messages."""
        with self._lock:
            message = dict(self._messages[(chat_id, message_id)], text=text, edit_date=int(time.time()))
            entities = _entities(text)
            if entities:
                message["entities"] = entities
            self._messages[(chat_id, message_id)] = message
        return self._queue_update({"edited_message": message})

    def inject_voice(self, chat_id: int, audio: bytes, duration: int = 3, **kw: Any) -> dict[str, Any]:
        file_id = self.add_file(audio)
        voice = {
            "file_id": file_id,
            "file_unique_id": f"u{file_id}",
            "duration": duration,
            "mime_type": "audio/ogg",
            "file_size": len(audio),
        }
        return self.inject_message(chat_id, voice=voice, **kw)

    def inject_callback(
        self,
        chat_id: int,
        message_id: int,
        data: str,
        user_id: int | None = None,
        forged: bool = False,
        expired: bool = False,
    ) -> dict[str, Any]:
        """Queue a button press on a message the bot sent. ``forged=True`` skips the check that the
        data is on one of that message's buttons (a tampered client); ``expired=True`` is a press made
        while the bot was down: answering it fails with "query is too old", as Telegram's does."""
        with self._lock:
            message = self._messages.get((chat_id, message_id))
        if message is None:
            raise KeyError(f"no message {message_id} in chat {chat_id}")
        buttons = [b.get("callback_data") for row in _keyboard(message) for b in row]
        if not forged and data not in buttons:
            raise ValueError(f"{data!r} is not on the buttons of message {message_id}: {buttons}")
        query_id = str(next(self._callback_ids))
        if not expired:
            with self._lock:
                self._open_callbacks.add(query_id)
        query = {
            "id": query_id,
            "from": self._user(user_id if user_id is not None else chat_id, "es"),
            "message": message,
            "chat_instance": f"ci{chat_id}",
            "data": data,
        }
        return self._queue_update({"callback_query": query})

    def flood(self, method: str | None = None, times: int = 1, retry_after: int = 1) -> None:
        """The next ``times`` calls (of ``method``, or any) answer 429 Too Many Requests."""
        with self._lock:
            self._floods.append(_Flood(method, times, retry_after))

    # ---- what tests read

    def calls_to(self, method: str | None = None, **params: Any) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if _matches(c, method, params)]

    def sent_messages(self, chat_id: int | None = None) -> list[dict[str, Any]]:
        """The messages the bot sent successfully, as Telegram stored them."""
        return [
            c.result
            for c in self.calls_to("sendMessage")
            if c.status == 200 and (chat_id is None or c.result["chat"]["id"] == chat_id)
        ]

    def message(self, chat_id: int, message_id: int) -> dict[str, Any] | None:
        with self._lock:
            return self._messages.get((chat_id, message_id))

    def wait_for(
        self,
        method: str,
        count: int = 1,
        timeout: float = 5.0,
        where: Callable[[Call], bool] | None = None,
        **params: Any,
    ) -> list[Call]:
        """Block until ``count`` calls match (method, equal params, predicate); fail after ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                found = [c for c in self.calls if _matches(c, method, params) and (where is None or where(c))]
                if len(found) >= count:
                    return found
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(
                        f"{len(found)}/{count} {method} calls matching {params} after {timeout}s"
                    )
                self._changed.wait(left)

    async def wait_for_async(
        self, method: str, count: int = 1, timeout: float = 5.0, **kw: Any
    ) -> list[Call]:
        return await asyncio.to_thread(self.wait_for, method, count, timeout, **kw)

    def limit_breaches(
        self, overall_per_s: int = 30, group_per_min: int = 20, chat_per_s: int | None = 1
    ) -> list[str]:
        """Where the bot's delivered messages broke Telegram's broadcast limits (any sliding window).

        Counted: successful send* (not sendChatAction) and editMessage* calls. Telegram tolerates short
        bursts in private chats, so pass ``chat_per_s=None`` to check only the overall and group limits.
        """
        with self._lock:
            sent = [c for c in self.calls if c.status == 200 and _is_delivery(c.method)]
            chat_types = {cid: chat["type"] for cid, chat in self._chats.items()}
        breaches = _window_breaches("overall", [c.at for c in sent], 1.0, overall_per_s)
        by_chat: dict[Any, list[float]] = {}
        for c in sent:
            by_chat.setdefault(c.params.get("chat_id"), []).append(c.at)
        for chat_id, times in by_chat.items():
            if chat_types.get(chat_id) in ("group", "supergroup"):
                breaches += _window_breaches(f"group {chat_id}", times, 60.0, group_per_min)
            if chat_per_s is not None:
                breaches += _window_breaches(f"chat {chat_id}", times, 1.0, chat_per_s)
        return breaches

    def take_violations(self) -> list[str]:
        with self._lock:
            taken, self.violations = self.violations, []
        return taken

    # ---- HTTP

    async def _handle(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return _answer(404, {"ok": False, "error_code": 404, "description": "Not Found"})
        method = request.match_info["method"]
        raw = await _read_params(request)
        params = raw if request.content_type == "application/json" else self.spec.decode_form(method, raw)
        call = Call(method, params, time.monotonic(), violations=self.spec.check_call(method, params))
        try:
            if call.violations:
                raise ApiError(400, "Bad Request: " + "; ".join(call.violations))
            self._take_flood(method)
            result = await self._respond(method, params)
            call.result = result
            body: dict[str, Any] = {"ok": True, "result": result}
        except ApiError as exc:
            call.status, call.error = exc.code, exc.description
            body = {"ok": False, "error_code": exc.code, "description": exc.description}
            if exc.parameters:
                body["parameters"] = exc.parameters
        self._record(call)
        return _answer(call.status, body)

    async def _download(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.Response(status=404)
        path = request.match_info["path"]
        with self._lock:
            content = next((data for p, data in self._files.values() if p == path), None)
        if content is None:
            return web.Response(status=404)
        return web.Response(body=content, content_type="application/octet-stream")

    def _record(self, call: Call) -> None:
        with self._changed:
            self.calls.append(call)
            self.violations += [f"{call.method}: {v}" for v in call.violations]
            self._changed.notify_all()

    def _take_flood(self, method: str) -> None:
        with self._lock:
            for flood in self._floods:
                if flood.remaining > 0 and flood.method in (None, method):
                    flood.remaining -= 1
                    raise ApiError(
                        429,
                        f"Too Many Requests: retry after {flood.retry_after}",
                        {"retry_after": flood.retry_after},
                    )

    # ---- answers

    async def _respond(self, method: str, params: dict[str, Any]) -> Any:
        if method == "getUpdates":
            return await self._get_updates(params)
        handler = getattr(self, f"_api_{method}", None)
        if handler is not None:
            with self._lock:
                return handler(params)
        if self.spec.returns[method] == ("Boolean",):
            return True
        raise ApiError(501, f"the fake Bot API does not answer {method} yet")

    async def _get_updates(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        offset, limit = params.get("offset", 0), params.get("limit", 100)
        deadline = time.monotonic() + params.get("timeout", 0)
        while True:
            self._new_update.clear()
            with self._lock:
                if offset:  # confirming updates: Telegram forgets everything before the offset
                    self._updates = [u for u in self._updates if u["update_id"] >= offset]
                ready = self._updates[:limit]
            left = deadline - time.monotonic()
            if ready or left <= 0 or self._closing.is_set():
                return ready
            waiters = [asyncio.ensure_future(e.wait()) for e in (self._new_update, self._closing)]
            await asyncio.wait(waiters, timeout=left, return_when=asyncio.FIRST_COMPLETED)
            for w in waiters:
                w.cancel()

    def _api_getMe(self, params: dict[str, Any]) -> dict[str, Any]:
        return dict(
            self.bot_user,
            can_join_groups=True,
            can_read_all_group_messages=False,
            supports_inline_queries=False,
        )

    def _api_sendMessage(self, params: dict[str, Any]) -> dict[str, Any]:
        chat = self._writable_chat(params["chat_id"])
        message = {
            "message_id": self._next_message_id(chat["id"]),
            "date": int(time.time()),
            "chat": chat,
            "from": self.bot_user,
            "text": _visible(params["text"], params.get("parse_mode")),
        }
        if "inline_keyboard" in params.get("reply_markup", {}):  # Telegram keeps only inline keyboards
            message["reply_markup"] = params["reply_markup"]
        reply = params.get("reply_parameters")
        if reply is not None:
            replied = self._messages.get((chat["id"], reply["message_id"]))
            if replied is None and not reply.get("allow_sending_without_reply"):
                raise ApiError(400, "Bad Request: message to be replied not found")
            if replied is not None:
                message["reply_to_message"] = replied
        self._messages[(chat["id"], message["message_id"])] = message
        return message

    def _api_editMessageText(self, params: dict[str, Any]) -> dict[str, Any]:
        return self._edit(params, text=_visible(params["text"], params.get("parse_mode")))

    def _api_editMessageReplyMarkup(self, params: dict[str, Any]) -> dict[str, Any]:
        return self._edit(params)

    def _edit(self, params: dict[str, Any], **changes: Any) -> dict[str, Any]:
        if "inline_message_id" in params:
            raise ApiError(400, "Bad Request: the fake Bot API does not keep inline messages")
        chat = self._writable_chat(params.get("chat_id"))
        key = (chat["id"], params.get("message_id"))
        old = self._messages.get(key)
        if old is None:
            raise ApiError(400, "Bad Request: message to edit not found")
        new = {k: v for k, v in old.items() if k != "reply_markup"}
        new.update(changes, edit_date=int(time.time()))
        if "reply_markup" in params and params["reply_markup"].get("inline_keyboard"):
            new["reply_markup"] = params["reply_markup"]
        if _same_content(old, new):
            raise ApiError(
                400,
                "Bad Request: message is not modified: specified new message content and reply "
                "markup are exactly the same as a current content and reply markup of the message",
            )
        self._messages[key] = new
        return new

    def _api_answerCallbackQuery(self, params: dict[str, Any]) -> bool:
        if params["callback_query_id"] not in self._open_callbacks:
            raise ApiError(
                400, "Bad Request: query is too old and response timeout expired or query ID is invalid"
            )
        self._open_callbacks.discard(params["callback_query_id"])
        return True

    def _api_setMyCommands(self, params: dict[str, Any]) -> bool:
        self.commands[_command_key(params)] = params["commands"]
        return True

    def _api_getMyCommands(self, params: dict[str, Any]) -> list[dict[str, Any]]:
        return self.commands.get(_command_key(params), [])

    def _api_deleteMyCommands(self, params: dict[str, Any]) -> bool:
        self.commands.pop(_command_key(params), None)
        return True

    def _api_setWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = params["url"]
        return True

    def _api_deleteWebhook(self, params: dict[str, Any]) -> bool:
        self.webhook = None
        if params.get("drop_pending_updates"):
            self._updates.clear()
        return True

    def _api_getWebhookInfo(self, params: dict[str, Any]) -> dict[str, Any]:
        return {
            "url": self.webhook or "",
            "has_custom_certificate": False,
            "pending_update_count": len(self._updates),
        }

    def _api_sendChatAction(self, params: dict[str, Any]) -> bool:
        self._writable_chat(params["chat_id"])
        return True

    def _api_getFile(self, params: dict[str, Any]) -> dict[str, Any]:
        found = self._files.get(params["file_id"])
        if found is None:
            raise ApiError(400, "Bad Request: invalid file_id")
        path, content = found
        return {
            "file_id": params["file_id"],
            "file_unique_id": f"u{params['file_id']}",
            "file_size": len(content),
            "file_path": path,
        }

    # ---- helpers (called with the lock held)

    def _writable_chat(self, chat_id: Any) -> dict[str, Any]:
        chat = self._chats.get(chat_id)
        if chat is None:
            raise ApiError(400, "Bad Request: chat not found")
        if chat_id in self._blocked:
            raise ApiError(403, "Forbidden: bot was blocked by the user")
        return chat

    def _next_message_id(self, chat_id: int) -> int:
        return next(self._message_ids.setdefault(chat_id, itertools.count(1)))

    def _user(self, user_id: int | None, language_code: str) -> dict[str, Any]:
        uid = user_id if user_id is not None else next(self._user_ids)
        return {"id": uid, "is_bot": False, "first_name": f"User {uid}", "language_code": language_code}

    def _queue_update(self, payload: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            update = {"update_id": next(self._update_ids), **payload}
        problems = self.spec.check_object("Update", update)
        if problems:  # a broken test fixture, not a bot fault
            raise ValueError(f"injected update is not a valid Update: {problems}")
        with self._lock:
            self._updates.append(update)
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self._new_update.set)
        return update


_spec_cache: list[BotApiSpec] = []


def _shared_spec() -> BotApiSpec:
    if not _spec_cache:  # parsing the 1 MB spec once per test session is enough
        _spec_cache.append(BotApiSpec())
    return _spec_cache[0]


async def _read_params(request: web.Request) -> dict[str, Any]:
    params: dict[str, Any] = dict(request.query)
    if request.content_type == "application/json":
        params.update(await request.json())
    elif request.can_read_body:
        for key, value in (await request.post()).items():
            params[key] = (
                UploadedFile(value.filename, value.file.read()) if isinstance(value, web.FileField) else value
            )
    return params


def _answer(status: int, body: dict[str, Any]) -> web.Response:
    return web.Response(
        status=status, text=json.dumps(body, ensure_ascii=False), content_type="application/json"
    )


def _matches(call: Call, method: str | None, params: dict[str, Any]) -> bool:
    return (method is None or call.method == method) and all(
        call.params.get(k) == v for k, v in params.items()
    )


def _is_delivery(method: str) -> bool:
    return (method.startswith("send") and method != "sendChatAction") or method.startswith("editMessage")


def _window_breaches(what: str, times: list[float], window: float, limit: int) -> list[str]:
    times = sorted(times)
    worst = max((bisect.bisect_left(times, t + window) - i for i, t in enumerate(times)), default=0)
    return [f"{what}: {worst} messages within {window:g}s (limit {limit})"] if worst > limit else []


def _visible(text: str, parse_mode: str | None) -> str:
    return check_html(text)[1] if parse_mode == "HTML" else text


def _keyboard(message: dict[str, Any]) -> list[list[dict[str, Any]]]:
    return (message.get("reply_markup") or {}).get("inline_keyboard", [])


def _same_content(old: dict[str, Any], new: dict[str, Any]) -> bool:
    return old.get("text") == new.get("text") and old.get("reply_markup") == new.get("reply_markup")


def _command_key(params: dict[str, Any]) -> tuple[str, str]:
    return json.dumps(params.get("scope", {"type": "default"}), sort_keys=True), params.get(
        "language_code", ""
    )


def _entities(text: str) -> list[dict[str, Any]]:
    """What Telegram marks in a user's text: a leading /command and @mentions (offsets in UTF-16 units)."""
    found = []
    for start, word in _words(text):
        kind = (
            "bot_command"
            if word.startswith("/") and start == 0
            else "mention"
            if word.startswith("@")
            else None
        )
        if kind and len(word) > 1:
            found.append({"type": kind, "offset": _utf16_len(text[:start]), "length": _utf16_len(word)})
    return found


def _words(text: str) -> list[tuple[int, str]]:
    words, start = [], None
    for i, ch in enumerate(text + " "):
        if ch.isspace():
            if start is not None:
                words.append((start, text[start:i]))
            start = None
        elif start is None:
            start = i
    return words


def _utf16_len(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2
