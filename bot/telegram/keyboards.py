"""The inline keyboards the bot sends: rule buttons and "call the floor" on a ruling, the TD's buttons."""

from __future__ import annotations

from collections.abc import Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.telegram.callback_data import AuditRef, FloorButton, RuleButton, TdAction, TdButton
from bot.telegram.texts import t

MAX_RULE_BUTTONS = 6
RULE_BUTTONS_PER_ROW = 3


def rule_label(rule_id: str) -> str:
    """``tda-2024:45-A`` -> ``45-A``; a house rule keeps its edition (``san-roque:19``)."""
    edition, local = rule_id.split(":", 1)
    return local if edition.startswith("tda-") else rule_id


def ruling_keyboard(
    ref: AuditRef,
    rule_ids: Sequence[str],
    lang: str,
    floor_button: bool,
    answers: Sequence[InlineKeyboardButton] = (),
) -> InlineKeyboardMarkup | None:
    buttons = [
        InlineKeyboardButton(
            t(lang, "button.rule", rule=rule_label(rule_id)), callback_data=RuleButton(ref, i).data()
        )
        for i, rule_id in enumerate(rule_ids[:MAX_RULE_BUTTONS])
    ]
    rows = [buttons[i : i + RULE_BUTTONS_PER_ROW] for i in range(0, len(buttons), RULE_BUTTONS_PER_ROW)]
    if answers:  # the answers to the ruling's question come first: they are what the dealer needs next
        rows.insert(0, list(answers))
    if floor_button:
        rows.append(
            [InlineKeyboardButton(t(lang, "button.call_floor"), callback_data=FloorButton(ref).data())]
        )
    return InlineKeyboardMarkup(rows) if rows else None


# What a TD can still do in each state of a floor call (a resolved call has no buttons).
TD_ACTIONS_BY_STATE = {
    "pending": (TdAction.ACKNOWLEDGE, TdAction.ON_MY_WAY, TdAction.RESOLVE),
    "acknowledged": (TdAction.ON_MY_WAY, TdAction.RESOLVE),
    "on_the_way": (TdAction.RESOLVE,),
    "resolved": (),
}


def td_keyboard(call_id: int, state: str, lang: str) -> InlineKeyboardMarkup | None:
    actions = TD_ACTIONS_BY_STATE[state]
    if not actions:
        return None
    row = [
        InlineKeyboardButton(
            t(lang, f"button.td.{a.name.lower()}"), callback_data=TdButton(call_id, a).data()
        )
        for a in actions
    ]
    return InlineKeyboardMarkup([row])


def decision_keyboard(call_id: int, lang: str, has_proposal: bool) -> InlineKeyboardMarkup:
    label = "button.td.as_proposed" if has_proposal else "button.td.at_table"
    return InlineKeyboardMarkup(
        [
            [
                InlineKeyboardButton(
                    t(lang, label), callback_data=TdButton(call_id, TdAction.AS_PROPOSED).data()
                ),
                InlineKeyboardButton(
                    t(lang, "button.td.other"), callback_data=TdButton(call_id, TdAction.OTHER).data()
                ),
            ]
        ]
    )
