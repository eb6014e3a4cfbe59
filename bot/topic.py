"""A dealer's report on a rule's topic that is neither betting nor a procedure the engine rules on ("seat 7
has his phone on the table", "encontramos una ficha de 1.000 en el piso"): it is a situation at a table, so it
is answered as a ruling with the rules on its topic (the rule search), no decision made up, and the floor
called where the rule calls for a penalty at the TD's discretion (71).

A report is about a table when it names a player or a table ("el del 3", "seat 7", "mesa 12"); a question
that names nobody ("¿se puede usar el móvil?") stays a rule question.
"""

from __future__ import annotations

import json
import re
from functools import cache

from locales.corpus import LANGS, LOCALES_DIR
from parser.normalize import fold

# A player or a table named: "seat 7", "asiento 4", "el del 3", "table 9", "mesa doce".
_NAMED = re.compile(
    r"\b(?:seat|seats|asiento|asientos|silla|puesto|table|mesa|player in|jugador del|el del|al del|del"
    r"|la del|el|al)"
    r"\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|uno|dos|tres|cuatro|cinco|seis|siete|ocho"
    r"|nueve|diez|once|doce|[a-z]+teen|[a-z]+ty[- ]?\w*|veinti\w+|dieci\w+)\b"
)
# The dealer telling what happened at the table ("I skipped the button", "se me dio vuelta", "repartí"): a
# situation even with nobody named.
_DEALER_TELLS = re.compile(
    r"\bi (?:dealt|skipped|flipped|flashed|exposed|pitched|gave|burned|burnt|dropped|put|turned|killed|mucked"
    r"|misdealt|found)\b|\bwhile (?:i was )?(?:dealing|pitching)\b"
    r"|\b(?:reparti|me salte|se me|le di|les di|queme|saque|expuse|mate (?:la|las|su|sus|el)|repartiendo"
    r"|al repartir)\b"
)
# A question framed as a case in general ("what happens if...", "¿si tiro las cartas...?", "is it a misdeal
# when..."): a rule question, not a report.
_IN_GENERAL = re.compile(
    r"\b(?:if|when|what happens|what if|is it|is that|do we|can i|can you|am i|do i|does the|should the)\b"
    r"|(?:^|[\s¿])(?:si|cuando|que pasa|se puede|puedo|es mano nula)\b"
)
# A case put as a supposition ("if I muck...", "¿qué pasa si...?"), not a question about the report's numbers
# ("how much is it?").
_SUPPOSED = re.compile(r"\b(?:if|what happens|what if|que pasa|si)\b")
# Topics whose rule calls for a penalty at the TD's discretion: the floor is called and 71 cited.
PENALTY_TOPICS = frozenset({"33", "63", "67", "69", "70", "71"})
# Topics penalised when done during a hand (a device used with live cards): the same, when play is reported.
IN_HAND_TOPICS = frozenset({"5"})


def about_a_table(text: str) -> bool:
    """Does the report name a player or a table, or ask what to do now ("¿qué hacemos?", "do I deal him
    in?"): a situation, not only a question about a rule?"""
    return bool(_NAMED.search(fold(text))) or asks_here(text)


def asks_here(text: str) -> bool:
    """Does the message ask what to do now at the table ("¿qué hacemos?", "do I deal him in?")?"""
    return bool(_asks_here().search(_APOSTROPHES.sub("", fold(text))))


_APOSTROPHES = re.compile(r"['’]")


@cache
def _asks_here() -> re.Pattern[str]:
    """Both languages' phrases asking what to do now at the table (``locales/<lang>/table_asks.json``)."""
    phrases = [
        p
        for lang in LANGS
        for p in json.loads((LOCALES_DIR / lang / "table_asks.json").read_text(encoding="utf-8"))["phrases"]
    ]
    firsts = "".join(sorted({p[0] for p in phrases}))  # a position no phrase starts at is passed at once
    return re.compile(
        rf"\b(?=[{re.escape(firsts)}])(?:"
        + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
        + r")\b"
    )


def in_general(text: str) -> bool:
    """Is a question framed as a case in general, naming no player, no table and nothing the dealer did?"""
    folded = fold(text)
    if _NAMED.search(folded) or _DEALER_TELLS.search(folded) or asks_here(text):
        return False
    framed = _IN_GENERAL.search(folded)
    if framed is None:
        return False
    # Framed so from its first words ("mate if I muck my cards...", "oye si no estoy sentado...").
    if len(folded[: framed.start()].split()) <= 2:
        return True
    # Or asked so: the framing is in the sentence that asks, not in a story told before it ("sonó el cambio de
    # nivel cuando el dealer ya había barajado. ¿Esta mano va con las ciegas nuevas?" tells a situation).
    asked = [s for s in _SENTENCE.split(folded) if "?" in s or "¿" in s]
    return any(_IN_GENERAL.search(sentence) for sentence in asked)


# Sentences: split after a full stop, a question or exclamation mark, or before an opening "¿".
_SENTENCE = re.compile(r"(?<=[.?!])\s+|\s+(?=¿)")


def supposed(text: str) -> bool:
    """Is the question put as a supposition ("if I muck my cards...", "si enseño mis cartas...")?"""
    return bool(_SUPPOSED.search(fold(text)))


def penalty(rule_id: str) -> bool:
    """Is this a rule whose breach the TD penalises (71)?"""
    return _number(rule_id) in PENALTY_TOPICS


def _number(rule_id: str) -> str:
    """ "tda-2024:67-A" -> "67"."""
    return re.split(r"[-/]", rule_id.split(":", 1)[1])[0]


def in_hand_topic(rule_id: str) -> bool:
    """Is this a rule penalised when broken during a hand (a device used with live cards)?"""
    return _number(rule_id) in IN_HAND_TOPICS
