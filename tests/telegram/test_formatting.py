"""Telegram HTML from a Reply: escaped, in order, and split into well-formed messages under 4,096."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.render import CitedRule, Reply
from bot.telegram.callback_data import AuditRef, FloorButton, RuleButton, TdAction, TdButton, parse
from bot.telegram.formatting import Block, bold, plain, quote, reply_blocks, split_messages
from tests.support.telegram_html import check_html


def _visible(html: str) -> str:
    problems, visible = check_html(html)
    assert problems == []
    return visible


def test_reply_order_and_escaping():
    reply = Reply(
        headline="Es call de 1.100 <no> & sigue",
        details=["La subida mínima es a 1.700."],
        reasoning="Todas las fichas eran necesarias.",
        floor="Llame al floor: undercall",
        notes=["Supuesto: no hubo declaración verbal."],
        rules=[CitedRule("tda-2024:45-A", "Fichas", "Texto <con> signos & más", "floorcall-translation")],
    )
    (html,) = split_messages(reply_blocks(reply, [bold("📣 Floor llamado")]))
    assert html.split("\n") == [
        "<b>Es call de 1.100 &lt;no&gt; &amp; sigue</b>",
        "La subida mínima es a 1.700.",
        "<i>Todas las fichas eran necesarias.</i>",
        "<b>Llame al floor: undercall</b>",
        "Supuesto: no hubo declaración verbal.",
        "<b>📣 Floor llamado</b>",
        "<b>tda-2024:45-A · Fichas</b>",
        "<blockquote expandable>Texto &lt;con&gt; signos &amp; más</blockquote>",
        "<i>Traducción de FloorCall, no oficial.</i>",
    ]


def test_long_replies_split_between_blocks_and_inside_a_long_block():
    blocks = [bold("Título"), quote("línea de regla\n" * 400), plain("palabra " * 700)]
    parts = split_messages(blocks)
    visible = [_visible(p) for p in parts]
    assert len(parts) >= 3 and all(0 < len(v) <= 4096 for v in visible)
    assert parts[0].startswith("<b>Título</b>\n<blockquote>")
    assert sum(v.count("línea de regla") for v in visible) == 400  # nothing lost, nothing repeated
    assert sum(v.count("palabra") for v in visible) == 700


TEXTS = st.text(alphabet=st.sampled_from("ab <&>\n😀ñ"), max_size=3000)


@given(st.lists(st.tuples(st.sampled_from([None, "b", "i", "blockquote"]), TEXTS), max_size=8))
def test_any_blocks_split_into_well_formed_messages_that_fit(raw):
    blocks = [Block(text, tag) for tag, text in raw]
    parts = split_messages(blocks, limit=1000)
    for part in parts:
        problems, visible = check_html(part)
        assert problems == [] and 0 < len(visible.encode("utf-16-le")) // 2 <= 1000
    letters = sum(text.count("a") for _, text in raw)
    assert sum(check_html(p)[1].count("a") for p in parts) == letters  # nothing lost or repeated


def test_callback_data_round_trips_and_rejects_anything_else():
    ref = AuditRef(12345, 1_750_000_000)
    for button in (RuleButton(ref, 2), FloorButton(ref), TdButton(7, TdAction.RESOLVE)):
        assert parse(button.data()) == button and len(button.data().encode()) <= 64
    for bad in (None, "", "r:1:2", "t:1:z", "f:1:2:3", "r:-1:2:0", "t:1:a ", "x:1:1"):
        assert parse(bad) is None
