"""A dealer's report on a rule's topic that is neither betting nor a procedure the engine rules on ("seat 7
has his phone on the table", "encontramos una ficha de 1.000 en el piso"): it is a situation at a table, so it
is answered as a ruling with the rules on its topic (the rule search), no decision made up, and the floor
called where the rule calls for a penalty at the TD's discretion (71). The words that tell a table, the dealer
telling what he did and a case put in general are data (``locales/<lang>/topic_words.json``).

A report is about a table when it names a player or a table ("el del 3", "seat 7", "mesa 12"); a question
that names nobody ("¿se puede usar el móvil?") stays a rule question.
"""

from __future__ import annotations

import json
import re
from functools import cache

from locales.corpus import LANGS, LOCALES_DIR
from parser.kept_patterns import compiled
from parser.normalize import fold_message
from rules_engine.record import record


@record
class _Words:
    """The patterns built from both languages' ``locales/<lang>/topic_words.json``."""

    named: re.Pattern[str]  # a player or a table named: "seat 7", "asiento 4", "el del 3", "mesa doce"
    own_table: re.Pattern[str]  # the teller's own table, no number: "en mi mesa", "at my table"
    dealer_tells: re.Pattern[
        str
    ]  # the dealer telling what he did ("I skipped the button", "se me dio vuelta")
    in_general: re.Pattern[str]  # a case put in general ("what happens if...", "¿si tiro las cartas...?")
    supposed: re.Pattern[str]  # a case put as a supposition ("if I muck...", "¿qué pasa si...?")
    rule_framing: re.Pattern[
        str
    ]  # the rule itself asked about ("how does the chip race work", "¿es verdad que...")
    anyone: re.Pattern[str]  # a player put as anyone at all: "when someone's all in", "si alguien..."
    dealer_quoted: re.Pattern[
        str
    ]  # a player quoting the dealer: "the dealer says I need to...", "el dealer dijo"
    own_duty: re.Pattern[str]  # a player asking what he must or may do: "do I have to", "¿puedo...?"
    player_self: re.Pattern[str]  # his own chips, cards or decision: "my stack", "antes de decidir"
    teller_asked: re.Pattern[str]  # a player asks the teller to act: "he wants me to", "me pide que"
    staff_asked: re.Pattern[str]  # the staff asks him: "the floor asked me to", "el dealer me pidió que"
    unmarked_self: frozenset[str]  # "antes de decidir": whose decision is not said
    requests: re.Pattern[str]  # something asked of the staff: "necesito", "I need", "bring me"


def _alternatives(phrases: list[str]) -> str:
    """Whole phrases, longest first; a "*" in a phrase stands for letters ("dieci*", "*teen")."""
    ordered = sorted(set(phrases), key=len, reverse=True)
    return "|".join(re.escape(p).replace(r"\*", r"\w+") for p in ordered)


@cache
def _words() -> _Words:
    lists: dict[str, list[str]] = {}
    namers: list[str] = []  # each language's namers, followed by a number that is no word of that language
    for lang in LANGS:
        data = json.loads((LOCALES_DIR / lang / "topic_words.json").read_text(encoding="utf-8"))
        for key, phrases in data.items():
            if not key.startswith("_"):
                lists.setdefault(key, []).extend(phrases)
        words = data["not_numbers"]
        namers.append(
            r"(?:"
            + _alternatives(data["namers"])
            + r")\s+"
            + (rf"(?!(?:{_alternatives(words)})\b)" if words else "")
        )
    numbers = r"\d{1,2}|" + _alternatives(lists["numbers"])

    def whole(key: str) -> re.Pattern[str]:
        return compiled(r"\b(?:" + _alternatives(lists[key]) + r")\b")

    return _Words(
        named=compiled(r"\b(?:" + "|".join(namers) + r")(?:" + numbers + r")\b"),
        own_table=whole("own_table"),
        dealer_tells=whole("dealer_tells"),
        in_general=whole("in_general"),
        supposed=whole("supposed"),
        rule_framing=whole("rule_framing"),
        anyone=whole("anyone"),
        dealer_quoted=whole("dealer_quoted"),
        own_duty=whole("own_duty"),
        player_self=whole("player_self"),
        teller_asked=whole("teller_asked"),
        staff_asked=compiled(
            r"\b(?:"
            + _alternatives(lists["staff"])
            + r")\s+(?:"
            + _alternatives(lists["teller_asked"])
            + r")\b"
        ),
        unmarked_self=frozenset(lists["unmarked_self"]),
        requests=whole("requests"),
    )


# Topics whose rule calls for a penalty at the TD's discretion: the floor is called and 71 cited.
PENALTY_TOPICS = frozenset({"33", "63", "67", "69", "70", "71"})
# Of those, the rules that state the outcome themselves ("will forfeit the chips", 63): the floor applies it,
# and only a further penalty (disqualification "may" follow) is the TD's call.
OUTCOME_STATED_TOPICS = frozenset({"63"})
# Topics penalised when done during a hand (a device used with live cards): the same, when play is reported.
IN_HAND_TOPICS = frozenset({"5"})


def about_a_table(text: str) -> bool:
    """Does the report name a player or a table, or ask what to do now ("¿qué hacemos?", "do I deal him
    in?"): a situation, not only a question about a rule?"""
    folded = fold_message(text)
    words = _words()
    if words.named.search(folded) or words.own_table.search(folded) or _teller_asked(folded):
        return True  # "he wants me to run it out": a player asks the teller, the staff at his table
    return asks_here(text)


def a_request(text: str) -> bool:
    """Does the message ask the staff for something ("necesito cambio de mesa", "I need a new deck")? A
    request names a topic but asks no rule."""
    return bool(_words().requests.search(fold_message(text)))


def _teller_asked(folded: str) -> bool:
    """Does a player ask the teller to act ("he wants me to run it out")? Not when the staff asks him ("the
    floor asked me to take my hood off"): then the teller is a player."""
    words = _words()
    return bool(words.teller_asked.search(folded)) and not words.staff_asked.search(folded)


def asks_here(text: str) -> bool:
    """Does the message ask what to do now at the table ("¿qué hacemos?", "do I deal him in?")?"""
    return bool(_asks_here().search(_APOSTROPHES.sub("", fold_message(text))))


_APOSTROPHES = compiled(r"['’]")


@cache
def _asks_here() -> re.Pattern[str]:
    """Both languages' phrases asking what to do now at the table (``locales/<lang>/table_asks.json``)."""
    phrases = [
        p
        for lang in LANGS
        for p in json.loads((LOCALES_DIR / lang / "table_asks.json").read_text(encoding="utf-8"))["phrases"]
    ]
    firsts = "".join(sorted({p[0] for p in phrases}))  # a position no phrase starts at is passed at once
    return compiled(
        rf"\b(?=[{re.escape(firsts)}])(?:"
        + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
        + r")\b"
    )


def in_general(text: str) -> bool:
    """Is a question framed as a case in general, naming no player, no table and nothing the dealer did
    (unless the whole of it is put as a supposition: "si el dealer me da la vuelta a la primera carta al
    repartir, ¿es misdeal?")?"""
    folded = fold_message(text)
    if _words().named.search(folded):
        return _player_asks_his_duty(folded)
    if opens_supposed(text) or quotes_the_dealer(text):
        return True  # a player quoting the dealer asks the rule, and what "I" did is his own act ("I turned")
    if _words().dealer_tells.search(folded) or _teller_asked(folded):
        return False
    if asks_here(text) and not _words().anyone.search(folded):  # "do we flip them when someone's all in?"
        return False
    framed = _words().in_general.search(folded)
    if framed is None:
        return False
    # Framed so from its first words ("mate if I muck my cards...", "oye si no estoy sentado...").
    if len(folded[: framed.start()].split()) <= 2:
        return True
    # Or asked so: the framing is in the sentence that asks, not in a story told before it ("sonó el cambio de
    # nivel cuando el dealer ya había barajado. ¿Esta mano va con las ciegas nuevas?" tells a situation).
    sentences = _SENTENCE.split(folded)
    return any(
        _asks_in_general(sentence, after_story=k > 0 and sentences[k - 1].endswith((".", "!", "?")))
        for k, sentence in enumerate(sentences)
        if "?" in sentence or "¿" in sentence
    )


def _asks_in_general(sentence: str, *, after_story: bool) -> bool:
    """A question framed in general, unless, after a story told in sentences of its own, it is little more
    than the framing ("... La rival pide que le anulen la mano. ¿Se puede?", "Is that allowed?"): that asks
    about the story ("se han dado la vuelta dos cartas, ¿es misdeal?" still asks the rule)."""
    framed = _words().in_general.search(sentence)
    if framed is None or not after_story:
        return framed is not None
    rest = sentence[: framed.start()] + sentence[framed.end() :]
    return len(rest.strip(_MARKS).split()) > _BARE_QUESTION_WORDS


def _player_asks_his_duty(folded: str) -> bool:
    """ "Bloke in seat 3 keeps asking how many chips I've got. Do I have to count them for him?": a player,
    his own chips or decision told, asks what he must or may do; the player he names is only the other party,
    and with no amount told there is no hand to rule on."""
    words = _words()
    if not (words.own_duty.search(folded) and words.player_self.search(folded)):
        return False
    own = {m.group() for m in words.player_self.finditer(folded)}
    if _teller_asked(folded) and own <= words.unmarked_self:
        return False  # "me pide que le cuente el bote antes de decidir": his decision, the teller is staff
    return not _DIGITS.search(words.named.sub(" ", folded))


_DIGITS = compiled(r"\d")
_MARKS = " ¿?¡!.,"
_BARE_QUESTION_WORDS = 2  # words besides the framing that still ask only about the story told


# Sentences: split after a full stop, a question or exclamation mark, or before an opening "¿".
_SENTENCE = compiled(r"(?<=[.?!])\s+|\s+(?=¿)")


def opens_as_a_rule(text: str) -> bool:
    """Does the message ask about the rule itself from its first words ("¿Cómo funciona el chip race cuando
    quitan las fichas de 25?", "is it true that a check is two taps?")? Its chips and cases are the rule's."""
    folded = fold_message(text)
    framed = _words().rule_framing.search(folded)
    return framed is not None and len(folded[: framed.start()].split()) <= 2


def quotes_the_dealer(text: str) -> bool:
    """Does a player quote what the dealer told him ("the dealer says I need to show both, is
    that right?", "el dealer me dijo que es subida")? He asks whether that is the rule."""
    return bool(_words().dealer_quoted.search(fold_message(text)))


def opens_supposed(text: str) -> bool:
    """Does the message open with a supposition ("si me inscribo tarde...", "parce, si tiro...", "what if
    ...")? Not "Sí, ..." (yes), which folds to the same word."""
    folded = fold_message(text)
    found = _words().supposed.search(folded)
    if found is None or folded[found.end() :].lstrip().startswith(","):
        return False
    if _YES.search(text[: found.end() + 1]):  # "eh sí mira, el botón...": the accent says yes, not if
        return False
    return len(folded[: found.start()].split()) <= 2


_YES = compiled(r"(?<!\w)s[íÍ](?!\w)", re.IGNORECASE)


def supposed(text: str) -> bool:
    """Is the question put as a supposition ("if I muck my cards...", "si enseño mis cartas...")?"""
    return bool(_words().supposed.search(fold_message(text)))


def penalty(rule_id: str) -> bool:
    """Is this a rule whose breach the TD penalises (71)?"""
    return _number(rule_id) in PENALTY_TOPICS


def outcome_stated(rule_id: str) -> bool:
    """Is this a penalised rule that states its own outcome, leaving only a further penalty to the TD?"""
    return _number(rule_id) in OUTCOME_STATED_TOPICS


def _number(rule_id: str) -> str:
    """ "tda-2024:67-A" -> "67"."""
    return re.split(r"[-/]", rule_id.split(":", 1)[1])[0]


def in_hand_topic(rule_id: str) -> bool:
    """Is this a rule penalised when broken during a hand (a device used with live cards)?"""
    return _number(rule_id) in IN_HAND_TOPICS
