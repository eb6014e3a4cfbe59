"""The `ask` pipeline: a report or question in, the contract result out (design.md, "The CLI contract").

text -> parser.parse -> (ruling) rules_engine.rule -> bot.render   or   (question) parser.rule_search
Shared by the CLI, the Telegram bot and the evaluation tool, so every entry point answers the same way.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar

from bot.gate import Confidence, Verdict, assess, deciding_question, one_per_code
from bot.render import Reply, cited_rules, compose_reply, format_amount, note_text, reasoning
from bot.topic import (
    a_request,
    about_a_table,
    asks_here,
    in_general,
    in_hand_topic,
    opens_as_a_rule,
    opens_supposed,
    outcome_stated,
    penalty,
    quotes_the_dealer,
    supposed,
)
from bot.understood import facts, understood_line
from bot.venues import Venue, get_venue
from locales.corpus import load_corpus
from locales.languages import LANGS
from locales.rule_ids import Substitution, in_edition
from locales.templates import lookup, text
from parser.chatter import chatter
from parser.conduct import (
    ConductTopic,
    PenaltyRounds,
    asks_about_the_hand,
    conduct_topic,
    deciding_rule,
    penalty_rounds_asked,
    plain_words,
)
from parser.doubts import DoubtCode
from parser.incidents import first_player
from parser.other_room import told_here
from parser.report import MAX_CHARS, Report, parse
from parser.terms import Intent
from rules_engine import Event, FloorReason, Note, Ruling, Situation, rule
from rules_engine.citations import cite, with_house_cites
from rules_engine.incident import Incident, IncidentKind
from rules_engine.record import field, mutable_record, record, replace

if TYPE_CHECKING:
    from parser.rule_search import SearchHit

T = TypeVar("T")
QUESTION_HITS = 3
REFUSED_REASONS = ("empty", "too_long")
TOPIC_MIN_SCORE = 2.0  # a report's words name a rule's topic (everyday words score about 1.3)
CONDUCT_MIN_SCORE = 3.0  # ... and name it so clearly that betting words in it are not play


@mutable_record
class Answer:
    """One answered report: the contract result plus what the bot and the audit log keep."""

    result: dict[str, Any]
    reply: Reply | None = None
    report: Report | None = None
    ruling: Ruling | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)

    @property
    def refused(self) -> bool:
        """Nothing to rule on (empty or oversized text): the CLI's bad input, exit 2."""
        return self.report is not None and self.report.reason in REFUSED_REASONS


# Ruling fields withheld when the facts as read cannot be right: the floor decides.
_WITHHELD = ("action", "total", "returned", "min_raise_to", "options", "decision")


@cache  # per process: a locale's text for each of the few (language, intent) pairs
def _intent_line(lang: str, intent: str) -> str | None:
    """The understood line of a reply that rules on no situation (a rule question, nothing understood)."""
    what = lookup(lang, "understood", f"intent.{intent}")
    return text(lang, "understood", "line", facts=what) if what else None


def _empty_result(lang: str, intent: str) -> dict[str, Any]:
    return {
        "lang": lang,
        "intent": intent,
        "confidence": Confidence.CERTAIN.value
        if intent in (Intent.QUESTION, Intent.CHATTER)
        else Confidence.UNSURE.value,
        "understood": _intent_line(lang, intent),
        "facts": None,
        "ruling": None,
        "rules": [],
        "floor": False,
        "floor_reason": None,
        "assumptions": [],
        "assumption_codes": [],
        "questions": [],
        "reply": "",
    }


def _parser_assumption_text(lang: str, code: str) -> str:
    return text(lang, "rulings", "assumption", text=text(lang, "rulings", f"assumption.{code}"))


# The rules that send a report to the floor for a doubt, beside the ruling's own ("1" when not listed): the
# dealer unsure which came first or what was said is 40-A's unclear declaration, which the TD decides (1); an
# unofficial word read otherwise at the table is also 57's (used at the player's own risk).
_FLOOR_REASON_RULES = {DoubtCode.DEALER_UNSURE: ("40-A", "1"), DoubtCode.WORD_DISPUTED: ("57", "40-A", "1")}


def _answer_ruling(report: Report, venue: Venue, edition: str) -> tuple[dict[str, Any], Reply, Ruling]:
    lang = report.lang
    assert report.situation is not None  # a ruling intent carries its situation
    ruling = rule(report.situation, edition=edition, policy=venue.policy)
    verdict = assess(report, ruling, edition, venue.policy)
    if verdict.unsettled_min_raise:
        ruling = replace(ruling, min_raise_to=None)
    if verdict.floor_reason is not None:  # facts that cannot be: Rule 1, the TD; what was said disputed: 40-A
        cited = [f"{edition}:{n}" for n in _FLOOR_REASON_RULES.get(verdict.floor_reason, ("1",))]
        ruling = replace(ruling, rules=(*ruling.rules, *(c for c in cited if c not in ruling.rules)))
    as_ruled = ruling.rules
    ruling, swaps = _cited_in_edition(ruling, edition)
    questions = one_per_code((*verdict.questions, *ruling.questions))
    result = _empty_result(lang, "ruling")
    result.update(ruling.to_contract())
    parser_notes = [_parser_assumption_text(lang, code) for code in report.assumptions]
    parser_notes += [_substitution_text(lang, swap) for swap in swaps]
    result["assumption_codes"] = result["assumptions"] + list(report.assumptions)
    result["assumption_codes"] += [f"nearest_rule:missing={s.missing},cited={s.cited}" for s in swaps]
    assumed = [note_text(lang, n, "assumption") for n in ruling.assumptions]
    result["assumptions"] = assumed + parser_notes
    result["questions"] = [n.to_contract() for n in questions]
    result["confidence"] = verdict.confidence.value
    reply = compose_reply(ruling, lang, assumed)  # the assumptions' sentences made once
    if swaps:  # the reasoning line of the rule the engine applied, not of the broader one cited for it
        reply.reasoning = reasoning(as_ruled, lang)
    asked = {q.code for q in ruling.questions}  # the reply already asks the engine's questions
    reply.notes += [note_text(lang, n, "question") for n in verdict.questions if n.code not in asked]
    reply.notes += parser_notes
    if verdict.floor_reason is not None:
        _withhold(result, reply, report, verdict)
    elif verdict.confidence is Confidence.CONDITIONAL:
        reply.headline = _condition(deciding_question(questions), report, lang) + reply.headline
    reply.understood = understood_line(report, lang, ruling.seat)
    result["understood"] = reply.understood
    result["facts"] = facts(report)
    return result, reply, ruling


def _cited_in_edition(ruling: Ruling, edition: str) -> tuple[Ruling, tuple[Substitution, ...]]:
    """The ruling citing only ids the edition has (the nearest existing id for any it lacks)."""
    rules, swaps = in_edition(ruling.rules, edition)
    if not swaps:
        return ruling, swaps
    house = ruling.tda_would
    if house is not None:
        (rule, tda_rule), _ = in_edition((house.rule, house.tda_rule), edition)
        house = replace(house, rule=rule, tda_rule=tda_rule)
    return replace(ruling, rules=rules, tda_would=house), swaps


def _substitution_text(lang: str, swap: Substitution) -> str:
    said = text(lang, "rulings", "assumption.nearest_rule", missing=swap.missing, cited=swap.cited)
    return text(lang, "rulings", "assumption", text=said)


def _withhold(result: dict[str, Any], reply: Reply, report: Report, verdict: Verdict) -> None:
    """Facts that cannot all be true: no ruling is stated, the floor is called and told why."""
    code = verdict.floor_reason
    assert code is not None
    detail = next((d.detail for d in report.doubts if d.code is code), "")
    reason = text(report.lang, "rulings", f"floor_reason.{code.value}", detail=detail)
    result["floor"], result["floor_reason"] = True, code.value
    result["ruling"].update(dict.fromkeys(_WITHHELD))
    reply.headline = text(report.lang, "rulings", "unsure", reason=reason)
    reply.details, reply.reasoning, reply.floor = [], None, None


def _condition(question: Note, report: Report, lang: str) -> str:
    """ "Si no dijo nada al poner las fichas: " — the reading the ruling holds under."""
    params = {k: format_amount(v, lang) if isinstance(v, int) else v for k, v in question.params}
    assert report.situation is not None
    params["big"] = format_amount(report.situation.big_blind, lang)
    template = lookup(lang, "rulings", f"condition.{question.code.value}")
    if template == "":  # the ruling says itself what it rests on ("the last small blind's seat"): no "if"
        return ""
    condition = template.format(**params) if template else text(lang, "rulings", "condition.default")
    return text(lang, "rulings", "condition", condition=condition)


def _search(question: str, lang: str, venue: Venue, edition: str, at_least: float = 0.0) -> list[SearchHit]:
    from parser.rule_search import SearchError, search  # the index is built only when a question needs it

    try:
        return search(
            question,
            lang=lang,
            edition=edition,
            house_edition=venue.house_edition,
            limit=QUESTION_HITS,
            at_least=at_least,
        )
    except SearchError:
        return []


def _answer_question(
    question: str, report: Report, venue: Venue, edition: str, hits: list[SearchHit] | None = None
) -> tuple[dict[str, Any], Reply]:
    lang = report.lang
    result = _empty_result(lang, "question")
    hits = _search(question, lang, venue, edition) if hits is None else hits
    if not hits:
        return result, Reply(headline=text(lang, "rulings", "question.none"), lang=lang)
    result["rules"] = [h.id for h in hits]
    reply = Reply(headline=text(lang, "rulings", "question.results"), lang=lang)
    reply.rules = cited_rules(result["rules"], lang)
    best = reply.rules[0]
    reply.details.append(f"{best.id} · {best.title}\n{best.text}")
    return result, reply


def _asked_in_general(raw: str, report: Report, general: Callable[[], bool]) -> bool:
    """ "Is it a misdeal if the dealer flips the first card?", "mate if I muck my cards face down at showdown
    can I still get them back": an incident, or play with no amount, asked about in general (no player or
    table named) is a rule question."""
    situation = report.situation
    if situation is None:
        return False
    if situation.incident is None and any(not e.seat.startswith("?") for e in situation.events):
        return False  # "the small checks and the BTN checks. What happens?": named players, a situation
    asked = situation.question.seat
    if situation.incident is None and asked is not None and not asked.startswith("?"):
        return False  # "PLO 500/1000, UTG wants to pot, how much is it?": the player asked about is named
    if not general():  # asked last: the dearest test, and most reports name their players
        return False
    if situation.incident is not None or opens_supposed(raw) or opens_as_a_rule(raw):
        return True  # "si tiro una ficha de 5.000 y me apostaron 1.000, ¿es call?": a case supposed
    if quotes_the_dealer(raw):
        return True  # "the dealer said it's a raise, is that right?": is the dealer's word the rule?
    # "if I tap once...", "¿dos golpecitos cuentan como check?": supposed, or an act nobody is named for
    nobody = all(e.seat.startswith("?") for e in situation.events)
    if supposed(raw) and nobody:  # "¿cuánto es la subida mínima si el de antes subió a 700?": an example
        return True
    # "a player says 'I bet six' (pot 6,200 at 200/400): 600 or 6,000?": a bare number is a wager of this hand
    # when the report told its level
    told = "blinds:unknown" not in report.assumptions
    return (supposed(raw) or nobody) and not any(_wagers(e, bare=told) for e in situation.events)


def _topic_hits(raw: str, report: Report, venue: Venue, edition: str) -> list[SearchHit]:
    """The rules on the topic of a report that names a player or a table but no play the engine rules on,
    when its words name a topic clearly (else [] : nothing to rule on). A rule whose breach the TD penalises
    leads when it is among the two best."""
    if report.reason not in (None, "no_action") or not about_a_table(raw):
        return []
    least = 0.0 if asks_here(raw) else TOPIC_MIN_SCORE  # asked what to do here: the best rules found
    hits = [h for h in _search(raw, report.lang, venue, edition, at_least=least) if h.score >= least]
    penalised = next((h for h in hits[:2] if penalty(h.id)), None)
    return [penalised, *(h for h in hits if h is not penalised)] if penalised else hits


def _conduct_search_hits(raw: str, report: Report, venue: Venue, edition: str) -> list[SearchHit]:
    """A report about conduct that the betting words misread as play ("comentó qué llevaba el que se retiró",
    "keep checking it down against the short stack", "hablando por teléfono con cartas"): no amount, no
    incident, and its words name a penalised topic (or a device used in a hand) clearly."""
    situation = report.situation
    if report.intent is not Intent.RULING or situation is None or situation.incident is not None:
        return []
    if _in_play(situation, chips=True):
        return []
    hits = _search(raw, report.lang, venue, edition, at_least=CONDUCT_MIN_SCORE)
    if (
        not hits
        or hits[0].score < CONDUCT_MIN_SCORE
        or not (penalty(hits[0].id) or in_hand_topic(hits[0].id))
    ):
        return []
    return [h for h in hits if h.score >= TOPIC_MIN_SCORE]


def _in_play(situation: Situation, *, chips: bool) -> bool:
    """A pot told, an amount wagered, or chips found behind an all-in (62): play the engine rules on."""
    found = situation.found_behind is not None
    return bool(situation.pot or found or any(_wagers(e, chips=chips) for e in situation.events))


def _wagers(event: Event, *, chips: bool = True, bare: bool = False) -> bool:
    """Does the event put an amount in words (or, with ``chips``, in chips)? (A bare number, "two guys", is no
    wager, unless ``bare``.)"""
    said = event.declaration
    amount = said is not None and said.amount and (bare or not said.bare_number)
    return bool(event.amount or (chips and event.chips) or amount)


def _answer_topic(
    report_text: str,
    report: Report,
    venue: Venue,
    edition: str,
    hits: list[SearchHit],
    floor: bool | None = None,
) -> tuple[dict[str, Any], Reply]:
    """A report on a rule's topic the engine does not rule on: the rules on it, the floor where they call
    for a penalty (71) or where ``floor`` says the TD decides; no decision is stated."""
    result, reply = _answer_question(report_text, report, venue, edition, hits)
    lang = report.lang
    result["intent"] = "ruling"
    reply.understood = text(lang, "understood", "line", facts=_topic_line(result, lang))
    result["understood"] = reply.understood
    result["ruling"] = dict.fromkeys(_WITHHELD + ("seat",))
    result["ruling"]["seat"] = first_player(report_text, lang)  # whom the report is about
    reply.headline = text(lang, "rulings", "topic.results")
    penalised = penalty(result["rules"][0]) or (
        in_hand_topic(result["rules"][0]) and report.intent is Intent.RULING
    )
    if floor is None:
        floor = penalised
    if result["rules"][0] in venue.policy.house.staff_topics:
        # a house rule the staff carries out as written (San Roque 17's closing deal, 18's languages), where
        # TDA leaves the point to the TD: the floor applies it
        floor = False
        _staff_applies(result, reply, lang)
    if penalised:
        result["rules"] = list(dict.fromkeys([*result["rules"][:1], f"{edition}:71", *result["rules"][1:]]))
    if floor and penalised and outcome_stated(result["rules"][0]):  # 63: the chips are forfeited as written
        result["floor"], result["floor_reason"] = True, FloorReason.PENALTY.value
        reason = text(lang, "rulings", "floor_reason.penalty")
        reply.floor = text(lang, "rulings", "floor.applies", reason=reason)
    elif floor:
        result["floor"], result["floor_reason"] = True, FloorReason.TD_DISCRETION.value
        result["confidence"] = Confidence.UNSURE.value
        reason = text(lang, "rulings", "floor_reason.td_discretion")
        reply.floor = text(lang, "rulings", "floor", reason=reason)
    return result, reply


def _staff_applies(result: dict[str, Any], reply: Reply, lang: str) -> None:
    """The rule decides; the floor is called only to carry it out."""
    result["floor"], result["floor_reason"] = True, FloorReason.STAFF_APPLIES.value
    reason = text(lang, "rulings", "floor_reason.staff_applies")
    reply.floor = text(lang, "rulings", "floor.applies", reason=reason)


def _conduct_topic(
    raw: str, report: Report, general: Callable[[], bool], words: Callable[[], list[str]]
) -> ConductTopic | None:
    """The conduct topic a report about a table names ("le aventó las cartas al dealer", "walked off to the
    rail"), when no incident was read (unless the topic comes first) and no amount was wagered (unless the
    topic's amounts are no bets): its betting words are not play."""
    if report.intent is Intent.CHATTER:
        return None
    situation = report.situation
    topic = conduct_topic(raw, words())
    if topic is None:  # most reports name none, and need no other reading
        return None
    if topic.house:  # "el casino cierra a las 6": the table's case, unless supposed ("¿y si cierra...?")
        if opens_supposed(raw):
            return None
    elif (situation is None and not about_a_table(raw) or general()) and not _case_told(topic, raw, words()):
        return None
    if situation is not None and situation.incident is not None and not topic.first:
        return None
    if situation is not None and situation.found_behind is not None:
        return None  # a chip found behind an all-in that was called: the pot's matter (62), not a lost chip
    played = situation is not None and _in_play(situation, chips=False)
    if played and topic.amounts and situation is not None and _a_betting_round(situation):
        return None  # "(I counted him at the color up) seat 1 bets 12k and seat 4 calls": the play is asked
    return None if played and not topic.amounts else topic


def _case_told(topic: ConductTopic, raw: str, words: list[str]) -> bool:
    """Does the report tell the case a rule decides, as what happened and not as a supposition ("on that same
    hand three players bust", "se cayeron tres en mesas distintas")? Then it is that case, however its
    question is framed ("how does the payout work?"), and however little of the table it names."""
    if supposed(raw) or opens_as_a_rule(raw):
        return False  # "¿cómo funciona el mano por mano si se caen dos en la misma mano?": the rule asked
    return deciding_rule(topic, words) is not None


def _a_betting_round(situation: Situation) -> bool:
    """Two named players or more each wager in words: a round of betting the engine rules on, whatever else
    the report names on the way. A wager nobody is named for ("pagan 27, quedaban 29" under hand for hand:
    the places paid) makes no round of its own."""
    named = {e.seat for e in situation.events if not e.seat.startswith("?") and _wagers(e, chips=False)}
    return len(named) >= 2


def _house_topic_supposed(raw: str, venue: Venue) -> ConductTopic | None:
    """A topic TDA has no rule on and the venue's house rule covers, asked as a supposition ("what happens if
    the casino closes before the end?"): a rule question the house rule answers."""
    topic = conduct_topic(raw)
    if topic is None or topic.house not in dict(venue.policy.house.topics) or not opens_supposed(raw):
        return None
    return topic


def _answer_penalty_rounds(
    raw: str, report: Report, venue: Venue, edition: str, asked: PenaltyRounds
) -> tuple[dict[str, Any], Reply]:
    """71-A counts a missed-round penalty itself: one hand per player at the table when it is given, times
    the rounds. The count is stated (no floor: the TD already gave the penalty), 71-C beside it."""
    from rules_engine.td_tools import missed_round_penalty  # the TD tools only for the report that asks

    penalty = missed_round_penalty(asked.players, asked.rounds)
    topic = ConductTopic(rules=("71-A", "71-C"), floor=False)
    result, reply = _answer_topic(
        raw, report, venue, edition, _conduct_hits(topic, report, venue, edition), False
    )
    values = {"players": penalty.players, "rounds": penalty.rounds, "hands": penalty.hands}
    reply.details.insert(0, reply.headline)
    reply.headline = text(report.lang, "td_tools", "penalty.result", **values)
    return result, reply


def _hand_ruled(topic: ConductTopic, raw: str, report: Report, venue: Venue, edition: str) -> Ruling | None:
    """The engine's ruling on the hand of an all-in player who walked away (31), when the report asks about
    his hand and not only his conduct; None when it rules on no hand (no all-in player told)."""
    if not topic.live or report.situation is None or not asks_about_the_hand(raw):
        return None
    away = replace(report.situation, incident=Incident(IncidentKind.ALL_IN_AWAY))
    ruled = rule(away, edition=edition, policy=venue.policy)
    return ruled if ruled.decision is not None else None


def _conduct_hits(topic: ConductTopic, report: Report, venue: Venue, edition: str) -> list[SearchHit]:
    """The topic's rules as the edition cites them, the venue's house rules on the same points first."""
    return _rule_hits(cite(edition, list(topic.rules)), report, venue, edition, _house_covered(topic, venue))


def _house_covered(topic: ConductTopic, venue: Venue) -> tuple[str, ...]:
    """The venue's rules on a point TDA has no rule on (the casino's closing time): they lead."""
    return dict(venue.policy.house.topics).get(topic.house, ()) if topic.house else ()


def _rule_hits(
    cited: tuple[str, ...], report: Report, venue: Venue, edition: str, leading: tuple[str, ...] = ()
) -> list[SearchHit]:
    """Rules already cited, as the edition has them, the venue's house rules on the same points first (and
    before them, ``leading``: house rules on a point TDA has no rule on)."""
    from parser.rule_search import SearchHit  # the search module (and its index) only when needed

    rules, _ = in_edition(cited, edition)
    rules = (*leading, *with_house_cites(rules, venue.policy.house.cites, edition))
    corpus = load_corpus()
    found = [corpus.get(rule_id, report.lang) for rule_id in rules]
    return [SearchHit(f.id, f.title, CONDUCT_MIN_SCORE, report.lang) for f in found if f is not None]


def _topic_line(result: dict[str, Any], lang: str) -> str:
    rule = result["rules"][0] if result["rules"] else None
    found = load_corpus().get(rule, lang) if rule else None
    return found.title if found else text(lang, "understood", "intent.unclear")


def _once(work_out: Callable[[], T]) -> Callable[[], T]:
    """`work_out()` the first time it is asked, its answer after (cheaper than a `functools.cache` made per
    report)."""
    known: list[T] = []

    def asked() -> T:
        if not known:
            known.append(work_out())
        return known[0]

    return asked


@record
class _Asked:
    """One report being answered: what every answerer below may read."""

    raw: str
    report: Report
    profile: Venue
    edition: str
    general: Callable[[], bool]  # framed as a case in general (worked out once, when first asked)
    words: Callable[[], list[str]]  # the conduct readers' words (folded once for all of them)

    def as_question(self, hits: list[SearchHit] | None = None) -> tuple[dict[str, Any], Reply]:
        """Answered with the rule texts, whatever the report's intent was read as."""
        question = replace(self.report, intent=Intent.QUESTION)
        return _answer_question(self.raw, question, self.profile, self.edition, hits)


# An answerer answers the report into `out` and says True, or leaves it to the next one (False).
_Answerer = Callable[[_Asked, Answer], bool]


def _small_talk(a: _Asked, out: Answer) -> bool:
    """ "gracias", "¿alguien me oye?": a short human answer, never a rule."""
    small_talk = chatter(a.raw) if a.report.intent is Intent.CHATTER else None
    if small_talk is not None:
        out.reply = Reply(
            headline=text(a.report.lang, "rulings", f"chatter.{small_talk.value}"), lang=a.report.lang
        )
    return small_talk is not None


def _asked_as_a_case(a: _Asked, out: Answer) -> bool:
    """A ruling's words put as a case in general: the rule texts answer it."""
    if a.report.intent is not Intent.RULING or not _asked_in_general(a.raw, a.report, a.general):
        return False
    out.result, out.reply = a.as_question()
    return True


def _house_point(a: _Asked, out: Answer) -> bool:
    """ "¿y si cierra el casino antes de acabar?": the house rule on the point answers the question."""
    house = _house_topic_supposed(a.raw, a.profile) if a.profile.policy.house.topics else None
    if house is not None:
        out.result, out.reply = a.as_question(_conduct_hits(house, a.report, a.profile, a.edition))
    return house is not None


def _penalty_rounds(a: _Asked, out: Answer) -> bool:
    """How many hands a missed-round penalty costs (71-A counts it)."""
    asked = None if a.report.intent is Intent.CHATTER else penalty_rounds_asked(a.raw, a.words())
    if asked is not None:
        out.result, out.reply = _answer_penalty_rounds(a.raw, a.report, a.profile, a.edition, asked)
    return asked is not None


def _conduct_named(a: _Asked, out: Answer) -> bool:
    """A conduct topic the report names: its rules, and the hand's fate first where the rules decide it."""
    named = _conduct_topic(a.raw, a.report, a.general, a.words)
    if named is None:
        return False
    decided = deciding_rule(named, a.words())
    if decided is not None:  # a case the topic's rule decides (RP-8-A's busts on one hand): no TD's judgement
        named = replace(named, rules=(decided, *named.rules), floor=False)
    hand = _hand_ruled(named, a.raw, a.report, a.profile, a.edition)
    rules = hand.rules if hand is not None else cite(a.edition, list(named.rules))
    hits = _rule_hits(rules, a.report, a.profile, a.edition, _house_covered(named, a.profile))
    out.result, out.reply = _answer_topic(a.raw, a.report, a.profile, a.edition, hits, floor=named.floor)
    if decided is not None:
        _staff_applies(out.result, out.reply, a.report.lang)
    if hand is not None and hand.decision is not None:
        out.result["ruling"].update(decision=hand.decision.value, seat=hand.seat)
        out.reply.details.insert(0, out.reply.headline)  # the hand's fate first, then the rules on it
        out.reply.headline = text(a.report.lang, "rulings", f"decision.{hand.decision.value}")
    return True


def _conduct_searched(a: _Asked, out: Answer) -> bool:
    """Conduct words a search finds clearly enough that the betting words in them are not play."""
    return _with_topic_hits(a, out, _conduct_search_hits(a.raw, a.report, a.profile, a.edition))


def _with_topic_hits(a: _Asked, out: Answer, hits: list[SearchHit]) -> bool:
    """The rules found on the report's topic answer it, when any were found."""
    if hits:
        out.result, out.reply = _answer_topic(a.raw, a.report, a.profile, a.edition, hits)
    return bool(hits)


def _ruled(a: _Asked, out: Answer) -> bool:
    """A situation at the table: the engine's ruling."""
    if a.report.intent is not Intent.RULING or a.report.situation is None:
        return False
    out.result, out.reply, out.ruling = _answer_ruling(a.report, a.profile, a.edition)
    return True


def _rule_question(a: _Asked, out: Answer) -> bool:
    """A question about the rules, not about a table, or one put in general."""
    if not (a.report.intent is Intent.QUESTION and not about_a_table(a.raw) or a.general()):
        return False
    out.result, out.reply = a.as_question()
    return True


def _topic_named(a: _Asked, out: Answer) -> bool:
    """No play read, but the words name a rule's topic: that rule's texts."""
    return _with_topic_hits(a, out, _topic_hits(a.raw, a.report, a.profile, a.edition))


def _topic_alone(a: _Asked, out: Answer) -> bool:
    """ "string bet", "ficha grande", "acción fuera de turno": no play read and no table named, but the words
    name a rule's topic clearly: the message names the topic it asks about, so its rule texts answer it (as
    "string bet?" is answered), not a request for the facts of a hand."""
    if a.report.intent is not Intent.UNCLEAR or a.report.reason != "no_action" or about_a_table(a.raw):
        return False
    if a_request(a.raw):  # "necesito cambio de mesa": something asked of the staff, no rule asked
        return False
    hits = _search(a.raw, a.report.lang, a.profile, a.edition)
    if not hits or hits[0].score < TOPIC_MIN_SCORE:
        return False
    out.result, out.reply = a.as_question(hits)
    return True


def _question_about_a_table(a: _Asked, out: Answer) -> bool:
    """A question about a table with no play read: the rule search answers it as asked."""
    if a.report.intent is not Intent.QUESTION:
        return False
    out.result, out.reply = _answer_question(a.raw, a.report, a.profile, a.edition)
    return True


# The answerers, first come first served: what a report is read as is decided by this order.
_ANSWERERS: tuple[_Answerer, ...] = (
    _small_talk,
    _asked_as_a_case,
    _house_point,
    _penalty_rounds,
    _conduct_named,
    _conduct_searched,
    _ruled,
    _rule_question,
    _topic_named,
    _question_about_a_table,
    _topic_alone,
)


def _unclear(report: Report, out: Answer) -> Reply:
    """Nothing to answer: say what to send instead (and, for a refused text, show no line of facts)."""
    key = f"unclear.{report.reason}" if out.refused else "unclear"
    out.reply = Reply(headline=text(report.lang, "rulings", key, max=MAX_CHARS), lang=report.lang)
    if out.refused:
        out.result["understood"] = None  # nothing was read: no line of facts to show
    return out.reply


def answer(
    raw: str, *, venue: str | None = None, edition: str | None = None, lang: str | None = None
) -> Answer:
    """Answer one report. An unknown venue, edition or language raises (bad input); any text is answered."""
    if lang is not None and lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}")
    started = time.perf_counter()
    profile = get_venue(venue)
    if profile.house_edition is not None:  # "Con TDA serían 8.000": what another room would rule is no fact
        raw = told_here(raw)
    edition = profile.base_edition if edition is None else edition
    load_corpus().check_edition(edition)
    report = parse(raw, lang=lang, chip_set=profile.chip_set)
    parsed = time.perf_counter()
    out = Answer(result=_empty_result(report.lang, report.intent), report=report)
    asked = _Asked(
        raw, report, profile, edition, _once(lambda: in_general(raw)), _once(lambda: plain_words(raw))
    )
    answered = any(answerer(asked, out) for answerer in _ANSWERERS)
    reply = out.reply if answered and out.reply is not None else _unclear(report, out)
    if reply.understood is None:
        reply.understood = out.result["understood"]
    out.result["reply"] = reply.as_text()
    done = time.perf_counter()
    out.timings_ms = {"parse": (parsed - started) * 1000, "total": (done - started) * 1000}
    return out
