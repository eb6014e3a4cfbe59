"""`parse(text)`: a dealer's words to a `Report` holding the engine's `Situation`.

The parser knows words, not rules: it states what the report says (who did what, in which order, with which
chips or words) and what it had to assume (game, street, blinds), and leaves every interpretation (call or
raise, binding or not) to the engine.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Set
from itertools import pairwise
from typing import TypeGuard

from parser.amendments import (
    amend,
    amend_index,
    answered_words_against_chips,
    states_fact,
    unheard_where_said_against_chips,
)
from parser.amounts import Amount, Item, number_words, read_amounts
from parser.asking import (
    ASKING,
    OR,
    SENTENCE_CLOSES,
    SENTENCE_ENDS,
    after_claims,
    after_his_own_raise,
    asked_back,
    asking_words,
    in_asking_sentence,
    marked_questions,
    marks,
    minimum_of_the_raise_said,
    question_asked,
    the_action_asked,
    without_proposals,
)
from parser.belief import attach_beliefs, believed
from parser.card_words import is_card_notation
from parser.chatter import with_chatter
from parser.chips import ChipRead
from parser.claims import reading_disputed, reported_claims
from parser.common_words import is_common_word
from parser.count import attach_count, read_count
from parser.cues import cued
from parser.doubts import (
    MAX_SEAT,
    NO_AMOUNT,
    TINY,
    WAGER_KINDS,
    Doubt,
    DoubtCode,
    find_doubts,
    is_betting_form,
    placed_amounts,
    wagers,
)
from parser.events import (
    CORRECTING,
    ECHO,
    RawEvent,
    Segment,
    blind_unit_at,
    breakdowns,
    build_event,
    change_expected,
    segment,
)
from parser.first_person import with_the_writer_named
from parser.grammar import abbreviations, words
from parser.header import Header, read_header
from parser.hedges import accounts_differ, dealer_doubts, guessed_amounts, leaning
from parser.incidents import attach_incident
from parser.kept_patterns import compiled
from parser.language import FUNCTION_WORDS, detect
from parser.lexicon import Term, load
from parser.lineup import BLINDS, UNNAMED, lineup, only_the_blinds, pot
from parser.normalize import Token, fold, tokenize, without_stutters
from parser.opening import street_opening
from parser.raise_caps import raise_caps
from parser.read_once import keep
from parser.seats import OPPONENT, PREFLOP_ORDER, SeatRef, step, writer_seat
from parser.skipped import skipped_by
from parser.spoken_marks import with_spoken_question_marks
from parser.table_unit import in_the_tables_thousands
from parser.tagging import (
    Piece,
    amount_positions,
    at,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    kinds_in,
    piece_index,
    positions,
    tag,
    text_of,
)
from parser.terms import DENIED, WAGER_VALUES, Intent, TermKind
from parser.turns import Told, mark_out_of_turn, said_to_act, turn_statements
from parser.unparsed import unparsed_fragments
from rules_engine.record import field, mutable_record, record, replace
from rules_engine.situation import (
    STREET_ORDER,
    Ask,
    Declaration,
    Event,
    FoundBehind,
    Game,
    Order,
    PriorChips,
    Question,
    Seat,
    Situation,
    Street,
    Structure,
    Verbal,
)

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_ACTION = TermKind.ACTION
_COLOUR = TermKind.COLOUR
_NEGATION = TermKind.NEGATION
_TOTAL = TermKind.TOTAL

STRADDLE_AS_TWO_BIG_BLINDS = "straddle:as_two_big_blinds"  # a straddle named without its size
MAX_CHARS = 2000  # a floor call is a few sentences; longer text is not a report
MAX_AMOUNT = 10**9  # more chips than any tournament has in play
# Positions that act before the blinds: one of them acting means pre-flop when no street is named.
_OPENING_POSITIONS = set(PREFLOP_ORDER) - {"SB", "BB"}
_POSITIONS = frozenset(PREFLOP_ORDER)
_QUESTION_OPENERS = words("question_openers")
_EARLIER = words("before")  # "se había ido *antes*": a fold said to come before the story
_RULE_TOPIC_WORDS = words("rule_topic_words")
_AND = words("and")
_STAFF = words("staff_nouns")  # "la dealer", "the floor": who runs the game, no player
_CONFIRMATION_ASKS = words("confirmation_asks")  # "correct?", "¿está bien?": the dealer checks his answer
_ROOM_LINKS = words("room_links")  # "at the peppermill", "desde Cancún": where the report comes from
_DEFINITE = words("definite_articles")
# A clause with one of these tells no fact: a question, a wish, a condition, a player's opinion, a negation.
_NOT_DONE = (
    TermKind.QUESTION,
    TermKind.INTENTION,
    TermKind.CONDITIONAL,
    TermKind.OPINION,
    TermKind.NEGATION,
    TermKind.COUNT_REQUEST,
)


@record
class Report:
    lang: str
    intent: Intent
    situation: Situation | None
    assumptions: tuple[str, ...] = ()
    doubts: tuple[Doubt, ...] = ()  # what was not understood or cannot be right (parser/doubts.py)
    unparsed: tuple[str, ...] = ()
    reason: str | None = None  # why a report is unclear: "empty", "too_long", "no_action", "amount_too_large"
    asks_all_in: bool = (
        False  # the dealer's question offers "all in" as a reading: the last chips are in doubt
    )
    pot_rough: bool = False  # the pot was told only roughly ("pot about 3000")
    street_by_default: bool = False  # pre-flop taken for want of any word of the street (no position, no bet)
    pot_if_blinds_called: int | None = None  # the pot from earlier streets, had the untold blinds called
    pot_if_no_ante: int | None = None  # the pot from earlier streets without the big-blind ante not sized
    roughly_told: tuple[str, ...] = ()  # players whose amount was told only roughly ("unos siete mil")
    order_as_told: tuple[str, ...] = ()  # players whose words came after their chips only in the telling
    saying_told: bool = False  # a verb of saying is told ("says he bet 5k", "never said a number")
    next_card_told: bool = False  # whether a later street had come is told ("turn not out yet", "turn came")


@mutable_record
class _Build:
    """Working state while a report is assembled."""

    header: Header
    preflop: bool
    assumptions: list[str] = field(default_factory=list)
    second_round: bool = False  # someone acts twice: the action has passed an unnamed big blind, who folded
    big_blind: int | None = None  # the stand-in for blinds the report does not give (_guess_blinds)
    big_blind_from_stack: int | None = None  # "40 big blinds (40k)": the blind a stack told both ways gives
    reversed_posts: tuple[int, ...] = ()  # "the SB posted 800 and the BB 400": posts no level allows
    due: tuple[
        str, ...
    ] = ()  # players whose turn the report says it was ("s4 gets skipped"): parser/turns.py
    skips: tuple[tuple[int, str], ...] = ()  # (where it is told, who) for each player said to be skipped
    roughly_told: list[str] = field(default_factory=list)  # players whose amount was told only roughly
    order_as_told: list[str] = field(default_factory=list)  # words after the chips only in the telling
    taken_back: set[int] = field(default_factory=set)  # amounts of a telling a correction replaced
    folded_before: frozenset[str] = frozenset()  # players who folded on a street before the one ruled on
    unnamed_calls: tuple[int, ...] = ()  # where players not named are told to call with no bet before
    # ("four limpers", "todos pagan la ciega"): a blind's chips after them are his action, not his post


def parse(text: str, *, lang: str | None = None, chip_set: Mapping[str, int] | None = None) -> Report:
    """Parse one report. Never raises on user text: bad input gives an `unclear` report with a reason.
    A procedural incident in the words (misdeal, exposed card, odd chip, clock...) rides on the betting
    parse's situation (parser/incidents.py)."""
    return with_chatter(text, attach_incident(text, _parse_betting(text, lang=lang, chip_set=chip_set)))


def _parse_betting(text: str, *, lang: str | None, chip_set: Mapping[str, int] | None) -> Report:
    read = _read_text(text, lang)
    if isinstance(read, Report):
        return read
    report = _parse_read(read, chip_set)
    if not any(d.code is DoubtCode.READ_AS for d in report.doubts):
        return report
    # An ordinary word taken for a betting word matters only where the reading gives a fact: read as the
    # plain word it is too, the same situation asks nothing ("mirando al techo", "una subida mal hecha").
    plain = _parse_read(replace(read, tagged=_as_written(read)), chip_set)
    if plain.situation != report.situation:
        return report
    return replace(report, doubts=tuple(d for d in report.doubts if d.code is not DoubtCode.READ_AS))


def _parse_read(read: _Text, chip_set: Mapping[str, int] | None) -> Report:
    """The betting report of a text already tokenized and tagged."""
    stripped, language, tagged = read.stripped, read.language, read.tagged
    pieces = reported_claims(tagged, language)  # the betting reader's own: claims made opinions
    pieces, cap_told = raise_caps(pieces, language)  # "4 raises max": no raise, no amount (48)
    pieces = with_the_writer_named(pieces)  # "soy el del 6... dije 'pago'": the player's own "yo"
    header = read_header(pieces)
    pieces = in_the_tables_thousands(pieces, header, header.used)
    chips = {**(chip_set or {}), **header.colours}  # what the dealer says of the colours wins
    count = read_count(pieces, header.used)
    segments, refs = segment(pieces, header.used | (count.used if count else set()))
    in_refs = {k for r in refs for k in range(r.start, r.end)}
    unparsed = tuple(unparsed_fragments(pieces, in_refs))
    raw = _in_time_order(_carry_faced(_echoed([(seg, build_event(seg, pieces, chips)) for seg in segments])))
    if count is not None and (real_pot := attach_count(raw, count)) is not None:
        header.pot = real_pot  # "the dealer counted 9,800 but it was 8,800": the pot was 8,800
    attach_beliefs(raw, believed(pieces), header.big_blind)  # "says call... he thought it was only 800" (49)
    turns = turn_statements(pieces, refs)
    mark_out_of_turn(raw, turns)
    every_told = raw
    raw, folded_first = _earlier_folds_first(header, _last_street(header, raw, pieces))
    _stacks_told_in_front(header, raw)
    folded = _folded_before(every_told, raw) | folded_first
    question, asked = _player_asked(pieces, refs, segments, raw, folded)
    acting = [
        (seg, ev)
        for seg, ev in raw
        if ev.acts
        or ev.prior is not None
        or ev.stack is not None
        or states_fact(seg, ev)
        or _corrects(seg, ev)  # "perdón, la apuesta era de seis mil": the bet told again
    ]
    about_a_player = _asks_about_a_player(question, asked)  # "UTG wants to raise, what's the minimum?"
    if not about_a_player and (
        not any(ev.acts for _, ev in acting) or _is_general_question(stripped, pieces, acting)
    ):
        intent = Intent.QUESTION if _is_rule_question(stripped, pieces) else Intent.UNCLEAR
        reason = None if intent is Intent.QUESTION else "no_action"
        return Report(language, intent, None, unparsed=unparsed, reason=reason)
    build = _Build(
        header,
        preflop=_is_preflop(header, acting),
        due=tuple(name for _, name, _ in turns),
        skips=tuple((end, name) for end, name, told in turns if told is Told.SKIPPED),
    )
    build.folded_before = folded
    build.unnamed_calls = tuple(_starts_at(seg) for seg, ev in every_told if _calls_unnamed(seg, ev))
    events, seats, asked_name = _resolve(acting, refs, asked, build)
    events = unheard_where_said_against_chips(_without_claims(events))
    _limits_as_bets(header, events)
    asked_question = the_action_asked(
        asked_back(question, asked_name, events, pieces, _named_in_order(segments)), pieces, events
    )
    asked_question = after_his_own_raise(asked_question, events)
    events = without_proposals(events, asked_question, pieces)
    asked_question = minimum_of_the_raise_said(asked_question, events)
    if cap_told:
        asked_question = replace(asked_question, cap=True)  # what the game allows, asked beside it
    situation = Situation(
        game=_game(header, build),
        big_blind=header.big_blind or build.big_blind or 1,
        small_blind=header.small_blind,
        ante=header.ante,
        big_blind_ante=_big_blind_ante(header, build),
        street=_street(header, build),
        pot=pot(header, seats, build.preflop, _limpers(every_told) if build.preflop else 0),
        seats=seats,
        events=events,
        question=asked_question,
        found_behind=_found_behind(pieces, events),
        skipped=skipped_by(pieces, refs, turns),
        players_in_hand=_players_in_hand(header, seats),
        next_card_dealt=_next_dealt(header),
    )
    situation = _without_found_chips(situation)
    first = next((ev for _, ev in acting if ev.acts), None)
    limps = bool(build.unnamed_calls) or (first is not None and first.ref is None and first.action == "call")
    players = header.in_hand or header.players
    opening = street_opening(stripped, situation, first.action if first else None, players, limps)
    situation = replace(situation, opening=opening)
    # "seat 8 (Declan)": the player's name in brackets after his seat
    in_refs |= {r.end + 1 for r in refs if _bracketed_name(pieces, r.end)}
    claimed = _after_opinion(pieces)
    words = _unread_words(pieces, refs, in_refs, count.used if count else set(), claimed)
    unsure, unseen = dealer_doubts(pieces)
    unsure = unsure or accounts_differ(stripped)  # "seat 8 says he said nothing": the words disputed
    if unsure and situation.question.ask is Ask.RULING and situation.question.event is None:
        if (doubted := answered_words_against_chips(situation.events)) is not None:
            situation = replace(situation, question=replace(situation.question, event=doubted))
    hedged = _hedged(pieces, header, situation, unseen)
    if hedged.blinds_doubted:
        build.assumptions.append("blinds:doubted")
    if header.big_from_small:
        build.assumptions.append("blinds:from_small_blind")
    in_question = in_asking_sentence(pieces)
    acted_before = _acted_before(every_told, header)  # "opened 1,500 pre, BB called. Flop: ...": history
    told_elsewhere = acted_before | breakdowns(pieces, chips)  # history, or the chips of a breakdown
    accounted = build.taken_back | hedged.guessed
    said = _amounts_said(pieces, header, in_question, claimed, told_elsewhere, accounted)
    clauses = _unread_clauses(raw, in_refs, pieces)
    bad_blinds = header.bad_blinds or build.reversed_posts
    doubts = find_doubts(
        stripped,
        situation,
        words,
        bad_blinds,
        unsure,
        said,
        clauses,
        hedged.belief,
        _read_as(pieces),
        hedged.unseen,
    )
    doubts = (*doubts, *_disagreements(acting, every_told, pieces, header, situation))
    if TermKind.CONFIRM in kinds_in(pieces):  # the dealer confirmed the reading: only hard doubts stay
        doubts = tuple(d for d in doubts if d.hard)
    asks_all_in = any(in_question) and any(
        in_question[i] and is_kind(p, TermKind.ACTION) and p.value == "all_in" for i, p in enumerate(pieces)
    )
    return Report(
        language,
        Intent.RULING,
        situation,
        tuple(build.assumptions),
        doubts,
        unparsed,
        asks_all_in=asks_all_in,
        pot_if_blinds_called=None if _blinds_fold(pieces) else header.pot_if_blinds_called,
        pot_if_no_ante=header.pot_if_no_ante,
        pot_rough=header.pot_rough,
        street_by_default=header.street is None and _preflop_by_default(header, acting),
        roughly_told=tuple(build.roughly_told),
        order_as_told=tuple(build.order_as_told),
        # before claims were read: "says he bet 5k" afterwards, his claim, is words told too
        saying_told=TermKind.DECLARE in kinds_in(tagged),
        next_card_told=_later_street_told(header),
    )


@record
class _Text:
    """A report's text read into tagged pieces, before any reader runs."""

    stripped: str
    language: str
    tagged: list[Piece]
    items: Sequence[Item]  # what was tagged: the words as written, where a term was read


def _read_text(text: str, lang: str | None) -> _Text | Report:
    """The text tokenized, its numbers read and its words tagged; or the `unclear` report that refuses it
    (empty, too long, an amount no table has)."""
    stripped = text.strip() if isinstance(text, str) else ""
    read = stripped[:MAX_CHARS]
    as_written = tokenize(read)
    unstuttered = without_stutters(as_written, number_words(None), FUNCTION_WORDS)
    tokens = with_spoken_question_marks(unstuttered)  # a voice note's question closed in words
    language = lang or detect(read, tokens=tokens)
    if not stripped or not any(t.kind in {"word", "num"} for t in tokens):
        return Report(language, Intent.UNCLEAR, None, reason="empty")
    if len(stripped) > MAX_CHARS:
        return Report(language, Intent.UNCLEAR, None, reason="too_long")
    items = read_amounts(tokens, language)
    if any(isinstance(it, Amount) and it.value is not None and it.value > MAX_AMOUNT for it in items):
        return Report(language, Intent.UNCLEAR, None, reason="amount_too_large")
    tagged = tag(items, load(language))
    if len(tokens) == len(as_written) == len(unstuttered):  # as written: the pieces any reader would tag
        keep(read, language, tagged)
    return _Text(stripped, language, tagged, items)


@record
class _Hedge:
    """What the dealer says he did not see or hear (`unseen`) and what he believes without being sure
    (`belief`), as far as the gate asks them; his guess at the answer asked (`guessed`)."""

    unseen: str
    belief: str
    guessed: frozenset[int]
    blinds_doubted: bool


def _hedged(pieces: Sequence[Piece], header: Header, situation: Situation, unseen: str) -> _Hedge:
    """The dealer's hedges the gate asks about: not the pot told roughly, a player's own case, the blinds
    doubted (asked only where they matter) or his guess at the minimum asked (the rules give it)."""
    belief = leaning(pieces)
    if header.pot_hedge is not None and header.pot_hedge in positions(pieces, TermKind.DEALER_LEANING)[:1]:
        # "pot is 3,800 I think": the pot told roughly, asked only where it moves the ruling (the gate's)
        belief = ""
    if writer_seat(pieces) is not None:  # a player writing: "me parece un robo", "yo no lo vi" are his case
        unseen, belief = "", ""
    # "no sé si el nivel es 500/1.000 o 600/1.200": the blinds doubted, asked only where they matter
    if about := _about_blinds(unseen, belief) if header.big_blind is not None else "":
        unseen, belief = ("", belief) if about == unseen else (unseen, "")
    guessed = _answer_guessed(pieces, situation)
    if guessed:
        unseen, belief = "", ""  # "I said 34k, not sure": his guess at the minimum, which the rules give
    return _Hedge(unseen, belief, guessed, bool(about) or header.blinds_doubted)


def _player_asked(
    pieces: Sequence[Piece],
    refs: Sequence[SeatRef],
    segments: Sequence[Segment],
    raw: Sequence[tuple[Segment, RawEvent]],
    folded: Set[str],
) -> tuple[Question, SeatRef | None]:
    """The question the report ends on and the player it is about: named in it, else the one whose turn
    the report leaves it at, else the writer about his own action."""
    question, asked = question_asked(pieces, refs, segments)
    if asked is not None and asked.name in folded:
        asked = None  # "el 8 se tiró en el flop. ¿Tiene que completar?": not the player out of the hand
    if asked is None and not any(ev.out_of_turn for _, ev in raw):
        asked = _whose_turn_now(pieces, refs, segments)  # "...action on BTN. Min 4-bet?"
    if (
        asked is None
        and (writer := writer_seat(pieces)) is not None
        and any(seg.ref is not None and seg.ref.name == writer.name for seg, ev in raw if ev.acts)
    ):
        asked = writer  # a player writing about his own action asks about it
    return question, asked


def _unread_words(
    pieces: Sequence[Piece],
    refs: Sequence[SeatRef],
    in_refs: Set[int],
    counted: Set[int],
    claimed: Sequence[bool],
) -> list[tuple[str, bool, bool]]:
    """The words no reader placed, each with whether it stands beside a player and whether it is the word a
    player said ("dice poso"): the gate's unknown words."""
    near = {r.start - 1 for r in refs} | {r.end for r in refs}
    said_at = {i + 1 for i in positions(pieces, TermKind.DECLARE)}
    names = {
        r.name for r in refs if r.name
    }  # a player named again where no action follows ("back to Lachie")
    unread = [
        (i, p)
        for i, p in _unknown_tokens(pieces)
        if i not in in_refs
        and i not in counted
        and not claimed[i]  # "reckons he misheard": what a claim says is no fact to understand
        and p.text not in names
    ]
    opening = _opening_clause(pieces) if unread else 0  # a room or a city told first: only an unread word's
    return [(p.text, i in near, i in said_at) for i, p in unread if not _place(pieces, i, opening)]


def _amounts_said(
    pieces: Sequence[Piece],
    header: Header,
    in_question: Sequence[bool],
    claimed: Sequence[bool],
    told_elsewhere: Set[int],
    accounted: Set[int],
) -> list[tuple[str, int]]:
    """Amounts the report tells as facts of the street ruled on, where `_placed_amount` places them; not
    those the header read (a straddle told on the flop), history, claims, chip breakdowns, amounts a
    correction replaced ("raises to 28k... correction, 36k") or the dealer's guess at the answer."""
    return [
        placed
        for i in amount_positions(pieces)  # `_placed_amount` places amounts only: the test it opens with
        if i not in header.used
        and not _history(header, i)
        and i not in told_elsewhere
        and not claimed[i]
        and (placed := _placed_amount(pieces, i, in_question))
        and placed[1] not in accounted
    ]


def _disagreements(
    acting: Sequence[tuple[Segment, RawEvent]],
    every_told: Sequence[tuple[Segment, RawEvent]],
    pieces: Sequence[Piece],
    header: Header,
    situation: Situation,
) -> tuple[Doubt, ...]:
    """Facts of the report that disagree with one another: a stack left against the chips pushed, blinds
    against chips, limps uncounted in a pot-limit pot, chips summed otherwise, a player's word disputed."""
    doubts: list[Doubt] = []
    if (left := _stack_left_disagrees(acting, [k for k, _ in header.streets])) is not None:
        doubts.append(Doubt(DoubtCode.STACKS_DISAGREE, left))
    elif (told := _blinds_and_chips_disagree(acting, situation.big_blind)) is not None:
        doubts.append(Doubt(DoubtCode.STACKS_DISAGREE, told))
    if (untold := _limps_uncounted(every_told)) and situation.game.structure is Structure.POT_LIMIT:
        doubts.append(Doubt(DoubtCode.UNREAD_CLAUSE, f"«{untold}»"))  # "everyone limps": the pot?
    if (summed := _chips_summed_otherwise(acting, pieces)) is not None:
        doubts.append(Doubt(DoubtCode.CHIPS_DISAGREE, summed))
    if (player := reading_disputed(pieces, situation.events)) is not None:
        doubts.append(Doubt(DoubtCode.WORD_DISPUTED, player))
    return tuple(doubts)


def _whose_turn_now(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], segments: Sequence[Segment]
) -> SeatRef | None:
    """The player the report last says the action is on ("action on BTN", "le toca al 7"), when it asks
    something and nobody acted after: a question naming nobody is about him."""
    now = said_to_act(pieces, refs)
    if now is None or not any(asking_words(pieces)):
        return None  # most reports say whose turn it is only by who acts
    return None if any(seg.ref is not None and seg.ref.start > now.start for seg in segments) else now


def _named_in_order(segments: Sequence[Segment]) -> list[SeatRef]:
    """Every player named, acting or asked about ("¿El 6 puede echarse atrás?"), in the order said."""
    named = [s.ref for s in segments if s.ref] + [m for s in segments for m in s.mentions]
    return sorted(named, key=lambda r: r.start)


def _first_sentence(seg: Segment) -> list[tuple[int, Piece]]:
    """The segment's pieces up to the end of its first sentence."""
    out = []
    for i, piece in seg.pieces:
        if marks(piece, SENTENCE_CLOSES):
            break
        out.append((i, piece))
    return out


_OPENERS = words("clause_openers")
_BLIND_UNITS = words("blind_units")
_LEVEL_WORDS = words("level_words")
_THAT_IS = words("that_is")  # "o sea", "that is": the same again in other words
# "o sea cinco mil", "like seven k", "tipo siete mil": the total of the chips just listed, told
_SUM_TOLD = _THAT_IS | words("sum_told")
_ANTE_WORDS = words("ante_words")
_TABLE_WORDS = words("table_words")
_RETURNING = words("returning_verbs")  # "gave", "devolví": chips handed back
_EVENT_BEFORE = words("event_number_before")  # "$60", "daily 140": the buy-in
_EVENT_AFTER = words("event_number_after")  # "50 euros", "23 hs", "1 am": the buy-in, the hour
_ACTOR_NOUNS = words("actor_nouns")  # "dos limpers", "two callers": how many players, not a seat
_CHIP_PILES = words("chip_piles")  # "the 1k stacks", "la torre de mil": chips of a value, not counted
_PLURAL_CHIP_ARTICLES = words("plural_chip_articles")  # "las de mil": the chips of that value
_PLURAL_CHIP = compiled(r"\d[\d.,]*k?['’]?s", re.IGNORECASE)  # "1ks", "100s", "1k's": a chip's value, plural


def _answer_guessed(pieces: Sequence[Piece], situation: Situation) -> frozenset[int]:
    """The amounts of the dealer's own answer to the minimum raise asked, which his hedges doubt ("i said
    fifteen i think but not sure", "yo creo que son cuatro mil"); empty when a hedge doubts anything else.
    The rules work the minimum out from the facts, and no fact holds the numbers he guessed, so neither they
    nor his doubt can change the ruling."""
    if situation.question.ask is not Ask.MIN_RAISE or (guessed := guessed_amounts(pieces)) is None:
        return frozenset()
    return frozenset() if placed_amounts(situation) & set(guessed) else frozenset(guessed)


def _about_blinds(*hedged: str) -> str:
    """The first hedged words that are about the blinds or the level ("" when none); a doubt about the ante
    is another pot, asked as such."""
    for words_said in hedged:
        said = set(fold(words_said).split())
        # "blinds" or "bb" tell a level with its numbers ("I think blinds are 500/1000"); alone they may
        # name a player ("I think the small blind folded, bb checks")
        level = said & _LEVEL_WORDS or (said & _BLIND_UNITS and any(c.isdigit() for c in words_said))
        if level and not said & _ANTE_WORDS:
            return words_said
    return ""


def _read_as(pieces: Sequence[Piece]) -> list[str]:
    """Ordinary words the lexicon took for a betting word because they look like one ("skipped" read as
    "shipped"): a typo is corrected silently, but a real word may mean just what it says."""
    return [f"«{p.text}» → {p.entry.value}" for p in pieces if _ordinary_word_read(p)]


def _ordinary_word_read(piece: Piece) -> TypeGuard[Term]:
    """A single ordinary word of the language matched to a betting action only by its likeness to one."""
    return (
        isinstance(piece, Term)
        and piece.fuzzy
        and piece.kind in (TermKind.ACTION, TermKind.PUSH)
        and " " not in piece.text
        and is_common_word(fold(piece.text))
        and not is_betting_form(fold(piece.text))  # "pagaron", "subía": a form of the betting verb itself
    )


def _as_written(read: _Text) -> list[Piece]:
    """The tagged pieces with every ordinary word read as a betting word put back as the word written."""
    return [read.items[p.start] if _ordinary_word_read(p) else p for p in read.tagged]


_OPENING_REACH = 6  # "Vegas, Day 1C.", "Tenerife, sala 2.": a place is told in the first few words


def _opening_clause(pieces: Sequence[Piece]) -> int:
    """Where the report's first clause ends ("Biloxi.", "Cork,", "Vegas, Day 1C.", "right so limerick um
    turn"): before the first mark or the first word of the hand (a street, a player, a level), and within
    the first few words."""
    start = 0
    while is_kind(at(pieces, start), TermKind.SMALL_TALK, TermKind.FILLER) or is_word(
        at(pieces, start), ",", ".", "!"
    ):
        start += 1  # "Howzit, Montecasino 1k/2k": the greeting opens the report, the place follows
    end = next(
        (
            i
            for i, p in enumerate(pieces)
            if i >= start and (is_word(p, ".", ",", ":", ";", "!") or _tells_the_hand(p))
        ),
        len(pieces),
    )
    if any(is_kind(p, TermKind.ACTION, TermKind.PUSH, TermKind.DECLARE) for p in pieces[:end]):
        return 0  # play already: no place to tell
    # "hello um this is jiwoo on table three uh blinds...": fillers and greetings do not count as words
    said = sum(1 for p in pieces[start:end] if not is_kind(p, TermKind.SMALL_TALK, TermKind.FILLER))
    return end if said <= _OPENING_REACH else 0


_HAND_WORDS = (TermKind.STREET, TermKind.POSITION, TermKind.SEAT_NOUN, TermKind.BLINDS, TermKind.GAME)


def _tells_the_hand(piece: Piece) -> bool:
    return is_kind(piece, *_HAND_WORDS)


def _bracketed_name(pieces: Sequence[Piece], k: int) -> bool:
    """A word alone in brackets right after a player: "seat 8 (Declan)", "el 4 (Manolo)"."""
    name = at(pieces, k + 1)
    word = piece_index(pieces).word_at.get
    alone = word(k) == "(" and word(k + 2) == ")"
    return alone and isinstance(name, Token) and name.kind == "word"


def _place(pieces: Sequence[Piece], i: int, opening: int) -> bool:
    """A word in the opening clause, before the hand is told: the room, the city, the event ("Biloxi",
    "Borgata", "Day 1C", "Mesa 14 bcn", "right so limerick um turn..."): where the dealer is, not what
    happened (the opening clause holds no betting word, see `_opening_clause`); or a room named as where
    ("the omaha at the peppermill", "desde el Casino Gran Vía")."""
    if i < opening:
        return True
    k = i - 1 - is_word_in(at(pieces, i - 1), _DEFINITE)
    return is_word_in(at(pieces, k), _ROOM_LINKS)


def _numbered_actor(seg: Segment) -> bool:
    """ "2 checks, and ...", "then 4 checked": a clause opening with a seat-sized bare number and an action
    word, which the segmenting did not take for a player: the action is in the report, its player unread."""
    words = [p for _, p in seg.pieces if not is_kind(p, TermKind.FILLER) and not is_word_in(p, _OPENERS)]
    first, second = (words + [None, None])[:2]
    if not isinstance(first, Amount) or first.value is None or first.scaled:
        return False
    return (
        1 <= first.value <= MAX_SEAT
        and is_kind(second, TermKind.ACTION)
        and not is_word_in(second, _ACTOR_NOUNS)
    )


def _unread_clauses(
    raw: Sequence[tuple[Segment, RawEvent]], in_refs: set[int], pieces: Sequence[Piece]
) -> list[str]:
    """Every reference resolved: a player's clause that gave no fact, though its first word after the
    player is unknown or a betting word was met in it ("el del siete aventó sus cartas"), told something the
    parser did not read. Clauses that ask, want or say what would happen are not facts to read."""
    out = []
    named = any(seg.ref is not None for seg, _ in raw)
    for seg, ev in raw:
        if seg.ref is None and named and ev.action is not None and _numbered_actor(seg):
            out.append(" ".join(getattr(p, "text", "") for _, p in seg.pieces[:3]))  # "2 checks": seat 2?
            continue
        if seg.ref is None or ev.acts or ev.stack is not None or ev.prior is not None:
            continue
        clause = _first_sentence(seg)
        if any(is_word_in(p, ASKING) or is_kind(p, *_NOT_DONE) or _denied(p) for _, p in clause):
            continue
        if _asked_of(pieces, seg.ref.start):
            continue  # "how much is the hijack putting in": asked of him, not told
        after = _his_words(clause, seg.ref.end)
        if after and is_kind(after[0][1], TermKind.FACING) and _faced_carried(ev, raw):
            continue  # "seat 3 facing a 3,000 bet on the turn. He slides out...": the bet he faced, read
        first = after[0][0] if after else seg.ref.end
        if any(is_kind(p, *_FORCED_BETS) for p in pieces[first : first + 1 + _POSTED_REACH]):
            continue  # "el UTG puso straddle de 2000", "BB posted his blind": a forced bet, read as such
        if after and is_word_in(after[0][1], _SHOWDOWN_OUTCOME):
            continue  # "seat 4 has the winner", "el 4 tiene la mejor mano": who won, no betting fact
        if _tells_the_post(seg.ref, after) or _tells_the_blind_out(seg.ref, clause):
            continue  # "the 200 BB is posted", "BB has his 500 chip posted": the blind, read by the header
        betting = any(is_kind(p, TermKind.ACTION, TermKind.PUSH) for _, p in after)
        if after and (betting or (_unknown(after[0][1]) and after[0][0] not in in_refs)):
            out.append(" ".join(getattr(p, "text", "") for _, p in after[:4]))
    return out


def _asked_of(pieces: Sequence[Piece], start: int) -> bool:
    """The player's clause opens in a question about him: an asking word a few words before him ("cuánto
    pone el 5"), or before the quantity, copula and article that lead up to him ("how much is the hijack
    putting in")."""
    if any(is_word_in(p, ASKING) for p in pieces[max(0, start - _ASKED_BEFORE) : start]):
        return True
    k = start - 1
    while is_word_in(at(pieces, k), _ASKED_BETWEEN):
        k -= 1
    return k < start - 1 and is_word_in(at(pieces, k), ASKING)


def _faced_carried(told: RawEvent, raw: Sequence[tuple[Segment, RawEvent]]) -> bool:
    """The bet a player's clause says he faced went with an action told (`_carry_faced`)."""
    return told.faced is not None and any(
        ev.acts
        and (ev.faced, ev.faced_by) == (told.faced, told.faced_by)
        and ev.faced_amount is told.faced_amount
        for _, ev in raw
        if ev is not told
    )


def _his_words(clause: Sequence[tuple[int, Piece]], start: int) -> list[tuple[int, Piece]]:
    """The words of a player's clause after his name, up to a member of staff who speaks next ("el 8 pide
    conteo y la dealer nueva le dice..."): what the dealer does is not the player's clause."""
    out = []
    for i, p in clause:
        if i < start:
            continue
        if is_word_in(p, _STAFF):
            break
        if not is_word_in(p, FUNCTION_WORDS):
            out.append((i, p))
    return out


def _denied(piece: Piece) -> bool:
    """ "I don't think he'd said call", "no creo que haya pagado": the dealer believes it was not done."""
    return is_kind(piece, TermKind.DEALER_LEANING) and piece.value == DENIED


def _tells_the_post(ref: SeatRef, words_after: Sequence[tuple[int, Piece]]) -> bool:
    """A blind's clause whose only betting word is its post ("only the 200 BB is posted", "BB has his 500
    chip posted in front"): the forced bet told again, no action left unread."""
    betting = [p for _, p in words_after if is_kind(p, TermKind.ACTION, TermKind.PUSH)]
    return ref.name in BLINDS and bool(betting) and all(is_word_in(p, _POSTED) for p in betting)


def _tells_the_blind_out(ref: SeatRef, clause: Sequence[tuple[int, Piece]]) -> bool:
    """ "El BB tiene su ciega delante", "BB still had his blind chips out": a blind's clause naming his own
    blind, no betting word and no amount tells where his post stands, which the ruling reads from the blinds
    (46). Chips told ("his blind out as two 500s") say how it is made up, which 46-C may turn on."""
    told = [p for i, p in clause if i >= ref.end]
    return (
        ref.name in BLINDS
        and any(is_kind(p, TermKind.BLINDS) for p in told)
        and not any(is_kind(p, TermKind.ACTION, TermKind.PUSH) or isinstance(p, Amount) for p in told)
    )


_FORCED_BETS = (TermKind.STRADDLE, TermKind.BLINDS, TermKind.ANTE)
_POSTED = words("posted_words")
_AND_WORDS = words("and")
_SHOWDOWN_OUTCOME = words("showdown_outcome")
_POSTED_REACH = 2  # "puso straddle", "posted the big blind": the forced bet right after the verb
_ASKED_BEFORE = 3  # "cuánto pone el 5": the asking words right before the player
# "how *much is the* hijack putting in": what may stand between an asking word and the player asked about
_ASKED_BETWEEN = words("copulas") | words("articles") | words("asking_quantities")


def _history(header: Header, i: int) -> bool:
    """Piece i tells an earlier street's action (between the first street named and the street ruled on)."""
    first = header.streets[0][0] if header.streets else -1
    return first < i <= header.street_from


def _acted_before(raw: Sequence[tuple[Segment, RawEvent]], header: Header) -> frozenset[int]:
    """Where the amounts of actions told before the street ruled on stand, once the report has gone through
    streets, a pre-flop told before any street is named included: they are history, placed."""
    return frozenset(
        ev.amount_at
        for seg, ev in raw
        if ev.acts and ev.amount_at is not None and _starts_at(seg) <= header.street_from
    )


def _placed_amount(pieces: Sequence[Piece], i: int, asked: Sequence[bool]) -> tuple[str, int] | None:
    """(text, value) of an amount the facts should hold: not one offered in the dealer's question ("¿500 o
    5.000?", "le devuelvo 200?"), not a percentage."""
    piece = pieces[i]
    index = piece_index(pieces)
    word = index.word_at.get
    if not isinstance(piece, Amount) or piece.value is None or word(i + 1) == "%":
        return None
    if blind_unit_at(pieces, i + 1) is not None or word(i - 1) in _TABLE_WORDS:
        return None  # "30 ciegas", "25 bbs": a stack in big blinds; "mesa 22": the table, no chips
    if index.kind_at.get(i - 1) == _NEGATION and isinstance(at(pieces, i - 2), Amount):
        return None  # "made it 36k not 28": the amount denied beside the one said
    if word(i - 1) in _RETURNING or word(i - 2) in _RETURNING:
        return None  # "gave me 300 back", "le devolví 400": what the dealer returned, the ruling's to say
    if word(i - 1) in _EVENT_BEFORE or word(i + 1) in _EVENT_AFTER:
        return None  # "torneo de $60", "the 50 euro bounty", "las 23hs", "daily 140": the event, no chips
    if (asked[i] and not _counted_as(pieces, i)) or _offered(pieces, i) or _wished(pieces, i):
        return None
    if _aside_of_an_amount(pieces, i):
        return None
    if _put_to_confirm(pieces, i):
        return None  # "dealer says 2800. correct?": the answer proposed, asked to confirm
    if _minimum_told(pieces, i) or _minimum_answered(pieces, i):
        return None  # "min raise is 6k", "el mínimo es 6.000": what the rules work out, told, no fact
    if _uncounted_chips(pieces, i):
        return None  # "misread a stack of 1ks": chips of that value, no amount a fact could hold
    return piece.text, piece.value


def _uncounted_chips(pieces: Sequence[Piece], i: int) -> bool:
    """ "some 100s", "a stack of 1ks", "the 1k stacks", "la torre de las de mil": a chip's value named for
    chips of it in a number not told, as a dealer says where his count went wrong. No amount is told, so
    no fact could hold one; a count before it ("two 1ks", "four black 100s", "dos de mil") tells one."""
    index = piece_index(pieces)
    k = i - 1
    while index.kind_at.get(k) == _COLOUR or index.word_at.get(k) in _WAGER_OF:
        k -= 1
    if isinstance(at(pieces, k), Amount):
        return False
    word = index.word_at.get
    plural = _PLURAL_CHIP.fullmatch(pieces[i].text) is not None
    of_them = word(i - 1) in _WAGER_OF and word(i - 2) in _PLURAL_CHIP_ARTICLES | _CHIP_PILES
    return plural or word(i + 1) in _CHIP_PILES or of_them


_MINIMUM_WORDS = words("minimum_words")
_COPULAS = words("copulas")
_COUNTING = words("counting_words")  # "recontamos", "we count it": the chips counted on the table
_COUNTED_REACH = 4  # "contamos *y* son", "we count *it and* it's": the counting a few words before


def _counted_as(pieces: Sequence[Piece], i: int) -> bool:
    """The amount is what the chips came to when counted ("ahora contamos y son 32.000", "we count it and
    it's 32,000"): a fact the ruling needs, even inside a run-on note that a question closes, not an amount
    the question offers."""
    word = piece_index(pieces).word_at.get
    return word(i - 1) in _COPULAS and any(word(j) in _COUNTING for j in range(i - _COUNTED_REACH, i - 1))


def _minimum_told(pieces: Sequence[Piece], i: int) -> bool:
    """The amount is said to be the minimum ("min is 32000", "Min raise is 6k", "la subida mínima son 6
    mil"): a copula before it, the minimum named before that."""
    named = at(pieces, i - 2)
    minimum = is_word_in(named, _MINIMUM_WORDS) or getattr(named, "value", None) == "min_raise"
    return minimum and is_word_in(at(pieces, i - 1), _COPULAS)


_ANSWER_REACH = 12  # "CO asks what the min raise is. Dealer said 21k": the minimum asked a sentence before


def _minimum_answered(pieces: Sequence[Piece], i: int) -> bool:
    """The amount the dealer told ("dealer said 21k", "el dealer le dijo 21 mil") right after a player asked
    the minimum raise: the dealer's answer, which the ruling works out and checks, no fact of the hand."""
    if not is_kind(at(pieces, i - 1), TermKind.COUNT_TOLD):
        return False
    before = pieces[max(0, i - _ANSWER_REACH) : i - 1]
    return any(is_word_in(p, _MINIMUM_WORDS) or getattr(p, "value", None) == "min_raise" for p in before)


_WAGER_OF = words("chip_of")  # "cinco mil *de* apuesta": an amount, then the wager it sizes
_WAGER_NOUN_OPENERS = words("articles") | words(
    "existentials"
)  # "*a* 8k bet", "*there's* 8k bet"  # action values a bet told first may carry
_CONFIRM_REACH = 4  # "correct?", "is that right?", "¿está bien así?": a short question after the amount


def _put_to_confirm(pieces: Sequence[Piece], i: int) -> bool:
    """The amount closes a sentence that a short question asking to confirm follows ("dealer says 2800.
    correct?", "le digo 4.000, ¿está bien?")."""
    k = i + 1
    if piece_index(pieces).word_at.get(k) not in (".", ",", ";"):
        return False
    after = pieces[k + 1 : k + 2 + _CONFIRM_REACH]
    closes = next((n for n, p in enumerate(after) if is_word(p, "?")), None)
    return closes is not None and any(is_word_in(p, _CONFIRMATION_ASKS) for p in after[:closes])


_ASIDE_REACH = 6  # "(seguro menos de 4000)", "(four 100s)": the words of a bracket that explains an amount


def _aside_of_an_amount(pieces: Sequence[Piece], i: int) -> bool:
    """ "abre a 1.500 (900 de raise)", "has his 400 out (four 100s)", "unos 3000 (seguro menos de 4000)": a
    number in brackets opened right after an amount (a word between at most) explains it."""
    word = piece_index(pieces).word_at.get
    opened = next((k for k in range(i - 1, max(-1, i - 1 - _ASIDE_REACH), -1) if word(k) in ("(", ")")), None)
    if opened is None or word(opened) != "(" or "/" in (word(i - 1), word(i + 1)):
        return False  # "(maybe still 400/800)": another level, no aside
    return isinstance(at(pieces, opened - 1), Amount) or isinstance(at(pieces, opened - 2), Amount)


def _wished(pieces: Sequence[Piece], i: int) -> bool:
    """ "wants to bet 5000", "quiere subir a 5.000": the amount of an action wanted, asked about, not done."""
    kind = piece_index(pieces).kind_at.get
    k = i - 1 - (kind(i - 1) == _TOTAL)  # "quiere subir *a* 5.000"
    return kind(k) == _ACTION and kind(k - 1) == TermKind.INTENTION


def _offered(pieces: Sequence[Piece], i: int) -> bool:
    """ "son quinientos o cinco mil", "2k or 20k": amounts joined by "or" are readings the dealer offers."""
    word = piece_index(pieces).word_at.get
    return (word(i + 1) in OR and isinstance(at(pieces, i + 2), Amount)) or (
        word(i - 1) in OR and isinstance(at(pieces, i - 2), Amount)
    )


@cued(
    kinds=(TermKind.OPINION, TermKind.EXPECTS_CHANGE),
    words=words("change_back"),
    nothing=lambda pieces: [False] * len(pieces),
)
def _after_opinion(pieces: Sequence[Piece]) -> list[bool]:
    """Per piece: does a player's claim come before it in its sentence ("el botón dice que es a 6.000"), or is
    it the change a player expected ("wanting 300 back")? Neither amount is a fact to place."""
    return [
        claimed or (isinstance(pieces[i], Amount) and change_expected(pieces, i))
        for i, claimed in enumerate(after_claims(pieces))
    ]


_PERSON_NOUNS = words("person_nouns")  # "the lassie on the button": who she is, told by a word of the grammar
_NOT_UNKNOWN = FUNCTION_WORDS | _BLIND_UNITS | _PERSON_NOUNS  # what `_unknown` turns away by form alone


def _unknown_tokens(pieces: Sequence[Piece]) -> list[tuple[int, Token]]:
    """The pieces `_unknown` finds, in order, with their places: the report's distinct words less the
    function words (a set difference on the piece index), each place of the few left tested, not every
    piece."""
    index = piece_index(pieces)
    left = index.word_set - _NOT_UNKNOWN
    return sorted((i, p) for word in left for i in index.words[word] if _unknown(p := pieces[i]))


def _unknown(piece: Piece | None) -> TypeGuard[Token]:
    return (
        isinstance(piece, Token)
        and piece.kind == "word"
        and piece.norm not in FUNCTION_WORDS
        and piece.norm not in _BLIND_UNITS  # "25 bbs": a stack in big blinds
        and piece.norm not in _PERSON_NOUNS
        and piece.norm not in _TABLE_WORDS  # "Toronto final, tbl 4": the table, as the grammar spells it
        and not (piece.is_upper_letter)
        and not is_card_notation(piece.text)  # "Flop Kh 9d 4c": the board, told in the rules' notation
    )


_HIDING = words("hiding_words")  # "behind his water bottle", "debajo de la servilleta": a chip hidden
_HIDING_REACH = 8  # "detrás de la botella de agua una ficha de 5000"


@cued(kinds=(TermKind.FOUND_BEHIND,), words=_HIDING)
def _found_behind(pieces: Sequence[Piece], events: Sequence[Event]) -> FoundBehind | None:
    """62: chips found behind a player who went all-in ("we find a 1k chip hiding behind seat 3's cards")."""
    found = next((i for i, p in enumerate(pieces) if is_kind(p, TermKind.FOUND_BEHIND)), None)
    if found is None:
        found = _hidden_chip(pieces)
    if found is None:
        return None
    all_in = [e.seat for e in events if e.declaration and e.declaration.kind is Verbal.ALL_IN]
    if not all_in:
        return None
    near = [p.value for p in pieces[max(0, found - 4) : found + 6] if isinstance(p, Amount) and p.value]
    if len(near) > 1 and near[0] < TINY <= near[1]:  # "two 1k chips", "dos fichas de 1.000": a count of chips
        return FoundBehind(all_in[-1], near[0] * near[1], near[1])
    return FoundBehind(all_in[-1], near[0] if near else 0, near[0] if near else 0)


def _without_found_chips(situation: Situation) -> Situation:
    """ "went all-in... then the dealer found a 1,000 chip hidden behind his pint": the chip told is the one
    found (62), not chips of his all-in."""
    found = situation.found_behind
    if found is None or not found.amount:
        return situation
    events = tuple(
        replace(e, chips=())
        if e.seat == found.seat
        and e.declaration is not None
        and e.declaration.kind is Verbal.ALL_IN
        and e.chips
        and sum(e.chips) == found.amount
        else e
        for e in situation.events
    )
    return situation if events == situation.events else replace(situation, events=events)


@cued(words=_HIDING)  # nothing under or behind anything (most reports)
def _hidden_chip(pieces: Sequence[Piece]) -> int | None:
    """ "a 5k chip sitting behind his water bottle", "una ficha de 5000 debajo de la servilleta": a chip
    named a few words from a word of hiding, after the call; where it is named, or None."""
    acted = next((i for i, p in enumerate(pieces) if is_kind(p, TermKind.ACTION)), None)
    for i, piece in enumerate(pieces):
        if acted is None or i <= acted or not is_word_in(piece, _HIDING):
            continue
        called = max(k for k in range(i) if is_kind(pieces[k], TermKind.ACTION))  # told after the call
        near = pieces[max(called + 1, i - _HIDING_REACH) : i + _HIDING_REACH + 3]  # "una ficha de 5000"
        if any(is_kind(p, TermKind.CHIP) for p in near) and any(isinstance(p, Amount) for p in near):
            return i
    return None


def _players_in_hand(header: Header, seats: Sequence[Seat]) -> int | None:
    """How many players the hand has, when the report tells it: counted ("three-way"), the named ones
    after "it folds to the BB", or at least two when only the player asked about is named (someone checked
    to him: a hand is never one player's)."""
    if header.in_hand:
        return header.in_hand
    if header.others_fold:
        return len(seats)
    return 2 if len(seats) < 2 else None


def _asks_about_a_player(question: Question, asked: SeatRef | None) -> bool:
    """What a named player may do now, before anyone has acted ("UTG wants to raise, what's the minimum?",
    "checked to seat 4, who wants to pot: how much?"): a ruling on the table as it stands."""
    return (
        question.ask in (Ask.OPTIONS, Ask.MIN_RAISE, Ask.MAX_BET)
        and asked is not None
        and asked.name is not None
        and not _anonymous(asked)
    )


def _is_general_question(
    text: str, pieces: Sequence[Piece], acting: Sequence[tuple[Segment, RawEvent]]
) -> bool:
    """ "How long does a player have when the clock is called?": a question about the rules, naming no
    player and no amount, even if an action word appears in it."""
    if any(seg.ref is not None and not _anonymous(seg.ref) for seg, ev in acting if ev.acts):
        return False  # a named player; "si un jugador dice 'pot'" names nobody
    if any(ev.amount or ev.pushed or ev.chips for _, ev in acting):
        return False
    marked = marked_questions(pieces)  # "Un jugador dijo 'voy' empujando fichas. ¿Qué vale?": a story told
    if any(_said_in_a_statement(pieces, ev, marked) for _, ev in acting):
        return False
    return _is_question(text, pieces)


_SAID_REACH = 2  # "said | ' | I'm in": the word said right after the verb of saying, past a quote mark


def _said_in_a_statement(pieces: Sequence[Piece], ev: RawEvent, marked: Sequence[bool]) -> bool:
    """An action word a player said, told in a sentence that asks nothing ("A player said 'I'm in' while
    pushing chips. What stands?"): a hand told, not a rule asked about in general."""
    said, word = ev.declared_at, ev.action_at
    if not ev.acts or said is None or word is None or marked[said]:
        return False
    return is_kind(pieces[said], TermKind.DECLARE) and 0 < word - said <= _SAID_REACH


def _anonymous(ref: SeatRef) -> bool:
    """ "someone", "a player", "otro": a player the report does not name (parser/seats.py)."""
    return ref.name is not None and ref.name.startswith("?")


def _is_rule_question(text: str, pieces: Sequence[Piece]) -> bool:
    """A question with no situation in it ("¿cuánto tiempo hay con el reloj?") goes to the rule search."""
    words = {p.norm for p in pieces if isinstance(p, Token)}
    if words & _RULE_TOPIC_WORDS:
        return True
    return _is_question(text, pieces) and not _small_talk(pieces)


def _small_talk(pieces: Sequence[Piece]) -> bool:
    """ "hola, ¿qué tal?", "good morning": greetings and fillers only."""
    words = [p for p in pieces if not (isinstance(p, Token) and p.kind == "punct")]
    return bool(words) and all(is_kind(p, TermKind.SMALL_TALK, TermKind.FILLER) for p in words)


def _is_question(text: str, pieces: Sequence[Piece]) -> bool:
    first = next((p for p in pieces if isinstance(p, Token | Term)), None)
    opener = text_of(first).split(" ")[0] if first is not None else ""
    # "q es un string bet": chat shorthand for an opener ("q" -> "que") opens a question too
    opens_question = first is not None and abbreviations().get(opener, opener) in _QUESTION_OPENERS
    return "?" in text or "¿" in text or opens_question


def _is_preflop(header: Header, acting: Sequence[tuple[Segment, RawEvent]]) -> bool:
    """The street when the report does not name it: table positions acting mean pre-flop; a first bet or
    check means post-flop (pre-flop nobody bets or checks first: the big blind is the opening bet)."""
    if header.street is not None:
        return header.street == "preflop"
    if header.pot is not None and not only_the_blinds(header):
        return False  # "el pozo tiene 7 mil": a pot told is the pot of a later street
    if any(seg.ref is not None and seg.ref.name in _OPENING_POSITIONS for seg, ev in acting if ev.acts):
        return True
    first = next((ev for _, ev in acting if ev.acts), None)
    if first is not None and first.opens_to:
        return True  # "abre a 1.200", "opens to 2,000": raised to a total over the big blind
    return not (first is not None and first.action in {"bet", "check", "open"})


def _preflop_by_default(header: Header, acting: Sequence[tuple[Segment, RawEvent]]) -> bool:
    """Pre-flop taken only because nothing told another street: no pot, no position acting, no "opens to",
    and a first action that says no street of its own ("dijo mil y puso dos fichas"): a flop bet reads the
    same words."""
    if header.pot is not None or header.big_blind is not None:
        return False  # blinds told: a dealer who tells the level names the street when it is not pre-flop
    if any(seg.ref is not None and seg.ref.name in _POSITIONS for seg, _ in acting):
        return False  # "el BB...", "UTG...": a position named puts the hand pre-flop, or its street is told
    first = next((ev for _, ev in acting if ev.acts), None)
    return first is not None and not first.opens_to and first.action is None


def _street(header: Header, build: _Build) -> Street:
    if header.street is None:
        build.assumptions.append(f"street:{'preflop' if build.preflop else 'flop'}")
        return Street.PREFLOP if build.preflop else Street.FLOP
    return Street(header.street)


def _game(header: Header, build: _Build) -> Game:
    if header.game is None:
        build.assumptions.append("game:nlhe")
        return Game.NLHE
    if header.limit_untold:
        build.assumptions.append("game:limit_untold")  # asked where no-limit would rule otherwise (gate)
    return Game(header.game)


def _last_street(
    header: Header, raw: list[tuple[Segment, RawEvent]], pieces: Sequence[Piece]
) -> list[tuple[Segment, RawEvent]]:
    """ "On the flop 2 bet and 5 called. On the turn 2 checks, 5 bets...": a report that goes through
    several streets is ruled on the last one where someone acts; earlier streets' actions are history."""
    told = header.streets
    for n, (at_index, street) in reversed(list(enumerate(told))):
        if n and told[n - 1][1] == street:
            continue  # "Flop... seat 1 opens for 5,000, first bet on the flop": the same street told again
        if _told_back(told[:n], street) and any(_told_with(seg, (at_index,)) for seg, _ in raw):
            continue  # "after the flop... seat five folded already preflop": in his clause, no new street
        opening = street == header.street and at_index == told[0][0]
        if opening and not _after_sentences(raw, pieces, at_index):
            return raw  # the report opens on the street ruled ("flop: 2 bets...", "2 bets on the flop")
        later = [(seg, ev) for seg, ev in raw if _starts_at(seg) > at_index]
        if any(ev.acts for _, ev in later):
            header.street, header.street_from = street, at_index
            # "on the turn 2 tells 7 'if you shove, I call'": a conditional statement binds on (59-A)
            promised = [(seg, ev) for seg, ev in raw if _starts_at(seg) <= at_index and ev.conditional]
            starts = [k for k, _ in header.streets]
            earlier = [(seg, ev) for seg, ev in raw if _starts_at(seg) <= at_index]
            if header.pot is None:
                header.pot = _pot_from(earlier, starts, header)  # "UTG pots to 7,000, button calls..."
            elif header.pot_counted_at is not None:  # "3 see the flop for 1,200 each; flop 1 bets 2k..."
                header.pot = _pot_since(header.pot, header.pot_counted_at, earlier, starts)
            return [*_stacks_before(raw, at_index, starts), *promised, *later]
    return raw


_ANSWERS_A_BET = frozenset({"raise", "call"})  # the street's first action, when it faces chips told in front


def _stacks_told_in_front(header: Header, raw: Sequence[tuple[Segment, RawEvent]]) -> None:
    """ "el 5 tiene 18.400 delante. El 2 apuesta 3.000 en el flop y el 5 dice resto", "has 18,400 in front of
    him": an amount in front of a player told before anyone acts on a street after the flop, who acts later
    himself, is his stack, since no chip is in front of anyone when such a street opens (pre-flop, a blind's
    chips are); one who does not act again had bet it ("seat 2 has 9k out in front, seat 7 throws 3k"), and
    so had one whose chips the street's first action answers ("seat 2 had 3k out, seat 5 raises to 10k":
    a raise or a call faces a bet, and nobody else made one)."""
    if header.street in (None, "preflop"):
        return
    first = next((ev for _, ev in raw if ev.acts), None)
    answered = first.ref.name if first is not None and first.action in _ANSWERS_A_BET and first.ref else None
    for k, (_, ev) in enumerate(raw):
        if ev.acts:
            return
        name = ev.ref.name if ev.ref is not None else None
        if answered is not None and name != answered:
            continue  # "seat 2 had 3k out, seat 5 raises to 10k": the 3k was his bet
        acts_later = name is not None and any(
            later.acts and later.ref is not None and later.ref.name == name for _, later in raw[k + 1 :]
        )
        if acts_later and isinstance(ev.prior, Amount) and ev.prior.value and ev.stack is None:
            ev.stack, ev.prior = ev.prior.value, None


def _folded_before(
    told: Sequence[tuple[Segment, RawEvent]], kept: Sequence[tuple[Segment, RawEvent]]
) -> frozenset[str]:
    """The players whose fold was told of an earlier street and who do not act on the street ruled on."""
    acting = {ev.ref.name for _, ev in kept if ev.ref is not None and ev.acts}
    kept_ids = {id(ev) for _, ev in kept}
    return (
        frozenset(
            ev.ref.name
            for _, ev in told
            if id(ev) not in kept_ids
            and ev.action == "fold"
            and ev.ref is not None
            and ev.ref.name is not None
        )
        - acting
    )


def _earlier_folds_first(
    header: Header, raw: list[tuple[Segment, RawEvent]]
) -> tuple[list[tuple[Segment, RawEvent]], frozenset[str]]:
    """ "Turn... el 8 se tiró en el flop", "seat 8 had folded on the flop": a fold told with a street before
    the one ruled on, named after it, happened before this street's story: the player is out of the hand,
    neither skipped nor folding out of turn. A fold in the past is left with that street's story, one in the
    pluperfect told first (as the compound tense reader tells it); with the names of those players."""
    if header.street not in STREET_ORDER or not header.streets:
        return raw, frozenset()
    ruled, opened = STREET_ORDER[header.street], max(header.street_from, header.streets[0][0])
    marks = [k for k, street in header.streets if k > opened and STREET_ORDER.get(street, ruled) < ruled]
    folds = [(seg, ev) for seg, ev in raw if ev.action == "fold"]
    gone = [(seg, ev) for seg, ev in folds if _told_with(seg, marks)]  # left with that street's story
    told_back = [(seg, ev) for seg, ev in folds if _told_with(seg, header.told_back)]  # "had folded"
    if not gone and not told_back:
        return raw, frozenset()
    names = frozenset(ev.ref.name for _, ev in gone + told_back if ev.ref is not None and ev.ref.name)
    moved = {id(ev) for _, ev in gone + told_back}
    return [*told_back, *((seg, ev) for seg, ev in raw if id(ev) not in moved)], names


_STREET_REACH = 4  # "el 8 se tiró en el flop", "seat 5 folded already preflop": the street in his clause


def _told_with(seg: Segment, marks: Sequence[int]) -> bool:
    """A street's mark stands in the player's own clause, a few words after his name."""
    if seg.ref is None:
        return False
    return any(seg.ref.end <= k <= seg.ref.end + _STREET_REACH for k in marks)


def _told_back(before: Sequence[tuple[int, str]], street: str) -> bool:
    """A street named after a later one ("turn... preflop"): told back, not the next street reached."""
    return any(STREET_ORDER.get(named, 0) > STREET_ORDER.get(street, 0) for _, named in before)


def _after_sentences(raw: Sequence[tuple[Segment, RawEvent]], pieces: Sequence[Piece], at_index: int) -> bool:
    """ "El CO sube a 2.200 y la grande paga. En el flop la grande pasa": the first street named opens a
    sentence after actions told; those were an earlier street's (the one before it)."""
    opens = marks(at(pieces, at_index - 1), SENTENCE_ENDS)
    return opens and any(ev.acts for seg, ev in raw if _starts_at(seg) < at_index)


def _put_in(events: Sequence[Event], name: str) -> int:
    """The chips a player's last action told put in (0 when none is told)."""
    mine = [e for e in events if e.seat == name]
    if not mine:
        return 0
    said = mine[-1].declaration.amount if mine[-1].declaration is not None else None
    return max(said or 0, mine[-1].amount or 0, sum(mine[-1].chips))


def _stacks_before(
    raw: Sequence[tuple[Segment, RawEvent]], at_index: int, streets: Sequence[int]
) -> list[tuple[Segment, RawEvent]]:
    """Stacks told with an earlier street's action ("el 6 arrancó con 12.000 y pagó 2.000 preflop"): what he
    had left for the street ruled on, the amount he put in then taken off."""
    earlier = [(seg, ev) for seg, ev in raw if _starts_at(seg) <= at_index]
    spent = _spent_by_player(earlier, streets)
    kept = []
    for seg, ev in earlier:
        if ev.stack is None or ev.ref is None or ev.ref.name is None:
            continue
        paid = spent.get(ev.ref.name, 0)
        if paid is not None:  # a call of an amount not known ("pagó"): what is left is not known
            kept.append((seg, RawEvent(ev.ref, stack=max(0, ev.stack - paid))))
    return kept


@cued(kinds=(TermKind.BLINDS,), nothing=lambda pieces: False)
def _blinds_fold(pieces: Sequence[Piece]) -> bool:
    """ "the blinds fold", "las ciegas se tiran": what the blinds did is told."""
    folds = [
        i for i, p in enumerate(pieces) if isinstance(p, Term) and p.kind == _ACTION and p.value == "fold"
    ]
    return any(is_kind(at(pieces, i - 1), TermKind.BLINDS) for i in folds)


_BLINDS_LEEWAY = 0.2  # "about 7 bigs, 80k" at 12k: a rough count in big blinds, not another stack


def _blinds_and_chips_disagree(
    acting: Sequence[tuple[Segment, RawEvent]], big_blind: int | None
) -> str | None:
    """An all-in told both in big blinds and in chips that do not match at the level told ("seven bigs, fifty
    thousand" at 6,000/12,000): one of the two is wrong."""
    if not big_blind:
        return None
    for seg, raw in acting:
        chips = raw.amount.value if raw.amount is not None else raw.stack
        if raw.stack_blinds and chips:
            in_chips = raw.stack_blinds * big_blind
            if abs(chips - in_chips) > _BLINDS_LEEWAY * in_chips:
                return seg.ref.name if seg.ref is not None and seg.ref.name else ""
    return None


def _stack_left_disagrees(acting: Sequence[tuple[Segment, RawEvent]], streets: Sequence[int]) -> str | None:
    """A player told to have a stack, then, with his own action, to have a different one still behind
    ("has 12,000 total... calls the 15,000 bet and still has 4,000 behind", or "still has chips" after
    calling all of them): the chips he put in, as far as they are told, cannot leave what the report says.
    The player, or None."""
    told: dict[str, int] = {}
    for k, (_, ev) in enumerate(acting):
        name = ev.ref.name if ev.ref is not None else None
        if name is not None and ev.deep and ev.acts and name in told:
            # "has 14k left... calls the 20k and still has chips behind": nothing can be left
            spent = _spent_by_player(acting[: k + 1], streets).get(name)
            if spent is not None and spent >= told[name]:
                return name
        if name is None or ev.stack is None:
            continue
        if name not in told or not ev.acts:
            told.setdefault(name, ev.stack)
            continue
        spent = _spent_by_player(acting[: k + 1], streets).get(name)
        if spent is not None and told[name] - min(spent, told[name]) != ev.stack:
            return name
    return None


def _chips_summed_otherwise(
    acting: Sequence[tuple[Segment, RawEvent]], pieces: Sequence[Piece]
) -> str | None:
    """A player's chips listed, then their total said ("una de mil y dos de quinientos, o sea cinco mil",
    "a 5k and two 500s, like seven k"), where the two cannot both be true: the player (or "?" unnamed), or
    None."""
    for _, ev in acting:
        chips = ev.chips
        if chips is None or not chips.complete:
            continue
        k = chips.end + is_word(at(pieces, chips.end), ",")
        if not is_word_in(at(pieces, k), _SUM_TOLD):
            continue
        total, summed = at(pieces, k + 1), sum(chips.chips)
        if not isinstance(total, Amount) or total.value is None:
            continue
        said = {total.value} if total.scaled else {total.value * 10**k for k in range(4)}  # "o sea siete"
        if summed not in said:
            return ev.ref.name if ev.ref is not None and ev.ref.name else "?"
    return None


def _pot_from(
    earlier: Sequence[tuple[Segment, RawEvent]], streets: Sequence[int], header: Header
) -> int | None:
    """The pot at the street ruled on from what the earlier streets' actions put in, when every one of
    them is told ("UTG raises pot to 7,000, the button calls, the blinds fold"): the blinds posted (a folded
    blind's chips stay in) and a big-blind ante included; None when any amount is not known."""
    preflop = bool(header.streets) and header.streets[0][1] == "preflop"
    # pre-flop the big blind is the bet a limp calls ("limpia el BTN": no amount said, the big blind)
    spent = _spent_by_player(earlier, streets, (header.big_blind or 0) if preflop else 0)
    if not spent or None in spent.values() or header.big_blind is None:
        return None
    posted = {"SB": header.small_blind or 0, "BB": header.big_blind}
    paid = {name: max(value or 0, posted.get(name, 0)) for name, value in spent.items()}
    untold = {name: v for name, v in posted.items() if name not in paid} if preflop else {}
    ante = header.big_blind_ante or (header.big_blind if header.bb_ante_unsized else 0)  # unsized: the BB's
    pot = sum(paid.values()) + sum(untold.values()) + ante
    if header.bb_ante_unsized and not header.big_blind_ante:
        header.pot_if_no_ante = pot - ante  # the ante's size not told: the pot without it (the gate asks)
    if untold:  # taken as folded: had they called, the pot would be bigger (the gate asks when it matters)
        level = max(paid.values(), default=0)
        header.pot_if_blinds_called = pot + sum(max(0, level - v) for v in untold.values())
    return pot


def _pot_since(
    pot: int, counted_at: int, earlier: Sequence[tuple[Segment, RawEvent]], streets: Sequence[int]
) -> int | None:
    """The pot counted at an earlier point ("saw the flop for 1,200 each") with what the streets told since
    put in; None (the pot not known) when any of it is not told."""
    since = [(seg, ev) for seg, ev in earlier if _starts_at(seg) > counted_at]
    spent = _spent_by_player(since, streets)
    if None in spent.values():
        return None
    return pot + sum(v or 0 for v in spent.values())


def _spent_by_player(
    earlier: Sequence[tuple[Segment, RawEvent]], streets: Sequence[int], opening: int = 0
) -> dict[str, int | None]:
    """Chips each player put in on the earlier streets, when the report says how many: a bet or raise its
    amount, a call the street's bet then (counted anew on each street; on the first, `opening`, the big blind
    a pre-flop limp calls), a fold or check none."""
    spent: dict[str, int | None] = {}
    level, street = opening, 0
    streets = [_street_of_a_told_action(earlier, at) for at in streets]
    for seg, ev in earlier:
        while street < len(streets) and _starts_at(seg) > streets[street]:
            level, street = opening if street == 0 else 0, street + 1  # a new street: nothing to call yet
        if ev.ref is None or ev.ref.name is None or not ev.acts:
            continue
        name = ev.ref.name
        told = next((a.value for a in (ev.amount, ev.pushed) if a is not None and a.value is not None), None)
        if ev.action in ("fold", "check"):
            paid: int | None = 0
        elif told is not None:
            paid, level = told, max(level, told) if ev.action != "call" else level
        else:
            paid = level if ev.action == "call" and level else None
        before = spent.get(name, 0)
        spent[name] = None if before is None or paid is None else before + paid
        for k in range(ev.others_called):  # "and two callers": each put in the bet then
            spent[f"?{_starts_at(seg)}.{k}"] = level or None
    return spent


def _big_blind_ante(header: Header, build: _Build) -> int:
    """The big-blind ante; named without its size, taken as the big blind (the usual structure), and said."""
    if header.bb_ante_unsized and not header.big_blind_ante:
        build.assumptions.append("bb_ante:as_big_blind")
        return header.big_blind or build.big_blind or 0
    return header.big_blind_ante


def _next_dealt(header: Header) -> bool:
    """A street after the one ruled on was said to be dealt: corrections stop there (52)."""
    return _later(header, header.dealt)


def _later_street_told(header: Header) -> bool:
    """A street after the one ruled on was said to be dealt or not yet out: where 52's corrections stop."""
    return _later(header, (*header.dealt, *header.not_dealt))


def _later(header: Header, streets: Sequence[str]) -> bool:
    ruled = STREET_ORDER[header.street] if header.street else 0
    return any(STREET_ORDER[s] > ruled for s in streets if s in STREET_ORDER)


def _street_of_a_told_action(acting: Sequence[tuple[Segment, RawEvent]], word: int) -> int:
    """Where a street begins: at its word, or at the action whose clause it closes ("seat 1 bets 20k on the
    turn, seat 3 calls": that bet is the turn's)."""
    for seg, ev in acting:
        if not (ev.acts and seg.pieces and _starts_at(seg) < word <= seg.pieces[-1][0]):
            continue
        if all(is_mark(p) or is_word_in(p, _AND) for k, p in seg.pieces if k > word):
            return _starts_at(seg) - 1
    return word


def _starts_at(seg: Segment) -> int:
    if seg.ref is not None:
        return seg.ref.start
    return seg.pieces[0][0] if seg.pieces else -1


def _limits_as_bets(header: Header, events: Sequence[Event]) -> None:
    """ "Limit 100-200, on the flop seat 2 bets 100": a limit pair is either the blinds or the two bet sizes.
    When the first post-flop bet is the pair's small number on the flop (the big one on the turn or river),
    the pair is the bet sizes: the big blind is the small bet."""
    small, big = header.small_blind, header.big_blind
    if header.game != "lhe" or small is None or big is None or header.street in (None, "preflop"):
        return
    first = next((e for e in events if e.declaration is not None or e.amount is not None or e.chips), None)
    if first is None:
        return
    said = first.declaration.amount if first.declaration is not None else None
    amount = said or first.amount or sum(first.chips)
    if amount == (small if header.street == "flop" else big):
        header.small_blind, header.big_blind = small // 2, small


def _blinds_from_posts(header: Header, prior_chips: Mapping[str, ChipRead | Amount]) -> None:
    """ "La ciega grande cuatrocientos, el cutoff sube a 1.200": with no level given, the blinds as posted
    are the level (a post bigger than the other's is caught as reversed posts)."""
    posts = {name: _chips_value(prior_chips[name]) for name in ("SB", "BB") if name in prior_chips}
    big = posts.get("BB")
    if header.big_blind is None and big:
        header.big_blind, header.small_blind = big, posts.get("SB") or big // 2


def _guess_blinds(header: Header, events: Sequence[Event], build: _Build) -> None:
    """Blinds the report does not give: the smallest amount of the street stands in for the big blind
    (pre-flop two fifths of it: an open is two to three big blinds), so the big blind is in the
    hand and posted as it is at a real table. The assumption is reported, and the gate (bot/gate.py) asks
    for the blinds when another value would change the ruling."""
    if header.big_blind is not None:
        return
    if header.big_blind_ante:
        build.assumptions.append("blinds:from_bb_ante")  # a big-blind ante is the big blind's size
        build.big_blind = header.big_blind_ante
        return
    if build.big_blind_from_stack:
        build.assumptions.append("blinds:from_stack")
        build.big_blind = build.big_blind_from_stack
        return
    said = [e.declaration.amount for e in events if e.declaration and e.declaration.kind not in NO_AMOUNT]
    amounts = [a for a in (*(e.pushed for e in events), *said) if a]
    build.assumptions.append("blinds:unknown")
    smallest = min(amounts, default=100)
    # pre-flop the smallest amount is an open, usually 2-3 big blinds
    build.big_blind = _level_under(smallest * 2 // 5 if build.preflop else smallest)


# Big blinds of tournament structures: a guessed big blind is the largest level the amounts allow ("UTG
# opens to 2,500" is a 1,000 big blind at a real table, not 1,250).
_BIG_BLIND_LEVELS = (
    100,
    200,
    300,
    400,
    500,
    600,
    800,
    1000,
    1200,
    1500,
    1600,
    2000,
    2400,
    3000,
    4000,
    5000,
    6000,
    8000,
    10_000,
    12_000,
    15_000,
    20_000,
    25_000,
    30_000,
    40_000,
    50_000,
    60_000,
    80_000,
    100_000,
)


def _level_under(most: int) -> int:
    """The largest usual big blind no bigger than ``most`` (``most`` itself beyond the table's ends)."""
    if most < _BIG_BLIND_LEVELS[0] or most > _BIG_BLIND_LEVELS[-1]:
        return max(1, most)
    return max(level for level in _BIG_BLIND_LEVELS if level <= most)


@mutable_record
class _Told:
    """`_resolve`'s working state: the events so far and what the report told of each player."""

    aliases: dict[str, str]
    events: list[Event] = field(default_factory=list)
    prior_chips: dict[str, ChipRead | Amount] = field(default_factory=dict)
    stacks: dict[str, int] = field(default_factory=dict)
    deep: set[str] = field(default_factory=set)  # players said to have chips behind before they act
    names_in_order: list[str] = field(default_factory=list)
    last: str | None = None  # the last actor
    last_at: int = -1  # where the last actor's telling starts


def _resolve(
    acting: Sequence[tuple[Segment, RawEvent]],
    refs: Sequence[SeatRef],
    asked: SeatRef | None,
    build: _Build,
) -> tuple[tuple[Event, ...], tuple[Seat, ...], str | None]:
    """Name every actor (relative references follow the previous actor), build the events and the seats."""
    told = _Told(_aliases(refs))
    named = any(seg.ref is not None for seg, _ in acting)
    for seg, raw in acting:
        build.taken_back.update(raw.changed_after)  # "says check, then says raise 5000": no fact left unread
        if seg.ref is None and (fixed := _bet_corrected(told.events, seg, raw)) is not None:
            build.taken_back |= _amounts_of(
                told.events[fixed[0]]
            )  # the first size: accounted for, not unplaced
            told.events[fixed[0]] = fixed[1]  # "perdón, la apuesta era de seis mil no de siete": told again
            continue
        if (
            seg.ref is None
            and named
            and not seg.continues
            and not (not told.events and _unnamed_wager(raw, seg))
        ):
            continue  # "It's folded around to the SB": no one in particular acts
        name = _actor(told, seg, raw, build, named)
        if not raw.acts and raw.added is not None and _acted_before_the_last(told.events, name):
            raw = _added_as_a_push(raw)  # "seat 9 just adds another 20k" after the raise: his chips this turn
        amended = amend_index(told.events, name, seg, raw)
        if amended is not None:  # a fact about an action told before (parser/amendments.py)
            restated = _event(name, raw, build, False) if raw.acts else None
            told.events[amended] = amend(told.events[amended], seg, raw, restated)
            continue
        _note_stack(told, name, raw, build)
        if not raw.acts:
            if raw.prior is not None:
                told.prior_chips[name] = raw.prior
            told.names_in_order.append(name)
        elif not _posted_blind(told, seg, raw, name, build):
            _act(told, seg, raw, name, build)
    return (tuple(told.events), *_seated(told, acting, refs, asked, build))


def _actor(told: _Told, seg: Segment, raw: RawEvent, build: _Build, named: bool) -> str:
    """The name of the player a segment's event is about: his own reference, the last actor's for a
    sentence that goes on with him, a position counted from the last actor, or the opponent."""
    ref = raw.ref if raw.ref is not None or not seg.continues else seg.previous
    if ref is not None and ref.name is None:
        told.last = _skipped_since(build.skips, told.last_at, ref.start) or told.last
    unnamed = seg.ref is None and raw.ref is None and named and not seg.continues
    name = OPPONENT if unnamed else _name(ref, told.last, build.preflop, told.aliases)
    if ref is not None and ref.name is None and build.header.in_hand == 2 and told.last in _HEADS_UP_OTHER:
        name = _HEADS_UP_OTHER[told.last]  # "heads up... la del botón apuesta y la otra": the big blind
    return name


def _note_stack(told: _Told, name: str, raw: RawEvent, build: _Build) -> None:
    """What an event tells of its player's stack: chips behind, a stack in chips or in big blinds."""
    if raw.stack is not None and raw.stack_now and not raw.acts and raw.stack < _put_in(told.events, name):
        told.deep.add(name)  # "paga 500; le queda una de 100": less than he put in, what he has left
    elif raw.stack is not None:
        told.stacks.setdefault(name, raw.stack)
    big_blind = build.header.big_blind
    if raw.stack_blinds and raw.stack is not None and big_blind is None:
        build.big_blind_from_stack = raw.stack // raw.stack_blinds  # "40 big blinds (40k)": 1,000
    elif raw.stack_blinds is not None and big_blind is not None:
        told.stacks.setdefault(name, raw.stack_blinds * big_blind)  # "tiene unas 30 ciegas"
    if raw.deep and not raw.acts:
        told.deep.add(name)  # "el 3 (tiene de sobra) mete...": said before the action


def _posted_blind(told: _Told, seg: Segment, raw: RawEvent, name: str, build: _Build) -> bool:
    """A blind's post told before any action ("la grande puso 200", "el BB puso un chip de 1k de blind"):
    his prior chips, no action."""
    limped = any(at < _starts_at(seg) for at in build.unnamed_calls)
    posted = _blind_posted(name, raw, build.header) if not (told.events or limped) else None
    if not build.preflop or posted is None:
        return False
    told.prior_chips[name] = posted
    if raw.action == "all_in":
        told.stacks[name] = 0  # all in on the post: a short blind (54-B counts the full one)
    told.names_in_order.append(name)
    return True


def _act(told: _Told, seg: Segment, raw: RawEvent, name: str, build: _Build) -> None:
    """A player's action: a telling again of the one before, or an action after the others (with the bet he
    faced, told after it, before it)."""
    events = told.events
    if raw.times:
        raw = _times_the_bet(raw, events, build.header.big_blind)
    event = _event(name, raw, build, name in told.prior_chips and not any(e.seat == name for e in events))
    if raw.unheard:
        _not_heard(events, name)
    if _replaces_a_telling(events, seg, event, build):
        return
    if name in told.deep and event.last_chips is None:
        event = replace(event, last_chips=False)
    straddled = build.preflop and raw.amount is not None and raw.amount.value == build.header.straddle
    if not events and _calls_an_amount(raw) and not straddled:  # calling the straddle: no bet faced
        raw.faced, raw.faced_amount = "bet", raw.amount  # "seat 8 calls 7000" first: 7,000 was bet
    faced = _faced_event(raw, events, name, build)
    if faced is not None:  # the bet this player faced, reported after the action: it came first
        events.append(faced)
        told.names_in_order.append(faced.seat)
        event = replace(event, in_turn=event.in_turn is not False)  # "jumps the gun" stays out of turn
    elif not events and event.in_turn is None:
        event = replace(event, in_turn=True)  # the story starts at the action: seats before checked
    events.append(event)
    told.names_in_order.append(name)
    told.last, told.last_at = name, seg.pieces[0][0] if seg.pieces else told.last_at
    if raw.prior is not None:
        told.prior_chips.setdefault(name, raw.prior)


def _replaces_a_telling(events: list[Event], seg: Segment, event: Event, build: _Build) -> bool:
    """An action that replaces one told before: said again whole, corrected, or the bet of a pot asked."""
    if events and (_restarted(events[-1], event) or seg.corrects and events[-1].seat == event.seat):
        # "el uno apuesta mm el uno apuesta mil": said again, whole the second time; "BTN shoves... no,
        # BTN 5-bets to 60k": the first telling taken back
        build.taken_back |= _amounts_of(events[-1])
        events[-1] = event
        return True
    if seg.restates and (told := _told_before(events, event)) is not None:
        build.taken_back |= _amounts_of(events[told])
        events[told] = event  # "correction: seat 2 bet 3,000 not 2,000": the first telling replaced
        return True
    if events and (carried := _pot_carried_out(events[-1], event)) is not None:
        events[-1] = carried  # "asks for the pot, dealer says 5,800... seat 3 bets 5,800": one bet
        return True
    return False


def _seated(
    told: _Told,
    acting: Sequence[tuple[Segment, RawEvent]],
    refs: Sequence[SeatRef],
    asked: SeatRef | None,
    build: _Build,
) -> tuple[tuple[Seat, ...], str | None]:
    """The seats of the hand in turn order, with their prior chips and stacks, and the name of the player
    asked about; the blinds worked out from the posts where the report gives none."""
    events, aliases, names_in_order = told.events, told.aliases, told.names_in_order
    named_in_error = _named_in_error(acting, refs)  # "the lojack, no, the hijack goes all in": no lojack
    for ref in refs:
        if ref.name in build.folded_before or ref.start in named_in_error:
            continue  # "seat 8 folded on the flop": out of the hand on the street ruled
        if ref.name is not None and ref.alias_of is None:  # "seat 6 (HJ)": one player, not a 6 and an HJ
            names_in_order.append(aliases.get(ref.name, ref.name))
    build.reversed_posts = () if told.stacks.get("BB") == 0 else _reversed_posts(told.prior_chips)  # 0: short
    names_in_order = _after_the_skipped(names_in_order, events)
    names_in_order = _due_before_the_out_of_turn(names_in_order, events, build.due)
    asked_name = _name(asked, told.last, build.preflop, aliases) if asked is not None else None
    if asked_name is not None:
        names_in_order.append(asked_name)
    actors = [e.seat for e in events]
    build.second_round = len(set(actors)) < len(actors)
    _blinds_from_posts(build.header, told.prior_chips)
    _guess_blinds(build.header, events, build)
    header = build.header
    if header.big_blind is None and build.big_blind is not None:
        header = replace(header, big_blind=build.big_blind, small_blind=build.big_blind // 2)
    if header.straddle_unsized and header.straddle is None and build.preflop and header.big_blind:
        header = replace(header, straddle=2 * header.big_blind)  # the usual straddle: two big blinds, asked
        build.assumptions.append(STRADDLE_AS_TWO_BIG_BLINDS)
    # "BB (seat 9)": seat 9 is the big blind, posts it and acts in its place (other positions keep the seat's
    # number, placed among the other numbers)
    roles = {number: role for role, number in aliases.items() if number.isdigit() and role in BLINDS}
    turns_told = bool(build.due) or any(e.in_turn is False for e in events)  # "out of turn", "skipped"
    seats = lineup(
        names_in_order,
        told.prior_chips,
        told.stacks,
        header,
        build.preflop,
        build.second_round,
        roles,
        turns_told,
    )
    return seats, asked_name


def _amounts_of(event: Event) -> set[int]:
    """The amounts an event told: a correction that replaces it leaves them accounted for, not unplaced."""
    said = event.declaration.amount if event.declaration is not None else None
    return {value for value in (said, event.amount, *event.chips) if value}


def _times_the_bet(raw: RawEvent, events: Sequence[Event], big_blind: int | None) -> RawEvent:
    """ "raises 3x": three times the last bet told on the street, or the big blind with none; no amount when
    neither is known (asked)."""
    told = [e.declaration.amount for e in events if e.declaration is not None and e.declaration.amount]
    base = told[-1] if told else big_blind
    if raw.amount is None or raw.amount.value is None or base is None:
        return replace(raw, amount=None, times=False)
    return replace(raw, amount=replace(raw.amount, value=raw.amount.value * base), times=False)


def _acted_before_the_last(events: Sequence[Event], name: str) -> bool:
    """The player acted earlier and someone else acted since: chips he adds now belong to this turn."""
    return bool(events) and events[-1].seat != name and any(e.seat == name for e in events)


def _added_as_a_push(raw: RawEvent) -> RawEvent:
    """A second motion told on a later turn ("adds another 20k", "mete otros 20.000"): no string of the bet
    he made before, but the chips he puts out facing what came since."""
    if isinstance(raw.added, ChipRead):
        return replace(raw, chips=raw.added, added=None)
    return replace(raw, pushed=raw.added, added=None)


def _without_claims(events: tuple[Event, ...]) -> tuple[Event, ...]:
    """ "BB silently flicks out a 5k chip; the button says raise": a player who already acted naming an
    action, with no chips and no amount, right after another player's silent push, says what he thinks
    that push is; it is no second action of his. Nor is the same player's action told again at once
    ("el 7 dice pago y tira las ocho lucas... el 7 iguala"), nor a fold right after his own silent short
    push ("tira una de 5 lucas... después dice que se tira"): whether he may fold is what the ruling on
    the push says (51-B)."""
    kept: list[Event] = []
    for event in events:
        before = kept[-1] if kept else None
        if before is not None and (_told_again(before, event) or _folds_after_push(before, event)):
            continue
        if _said_after_acting(kept, event):
            continue
        claim = (
            before is not None
            and event.declaration is not None
            and event.declaration.amount is None
            and event.pushed is None
            and not event.chips
            and before.seat != event.seat
            and before.declaration is None
            and before.pushed is not None
            and any(e.seat == event.seat for e in kept[:-1])
        )
        if not claim:
            kept.append(event)
    return tuple(kept)


def _said_after_acting(kept: Sequence[Event], now: Event) -> bool:
    """ "Now seat 6 says he only calls the 1,500", "ahora dice que apostó 15.000", "CO now says raise": words
    with no chips from a player who acted and whom nobody has re-opened since are his claim or wish about
    that action, which the ruling on it answers; no table lets him act twice."""
    if now.declaration is None or now.pushed is not None or now.chips:
        return False
    if now.declaration.amount is not None and now.declaration.kind in (Verbal.BET, Verbal.RAISE):
        return False  # "seat 2 checks, seat 2 bets 1,000": a second action told, the report misread
    for event in reversed(kept):
        if event.seat == now.seat:
            return event.declaration is not None or event.pushed is not None
        if wagers(event):
            return False
    return False


def _folds_after_push(before: Event, now: Event) -> bool:
    folds = now.declaration is not None and now.declaration.kind is Verbal.FOLD and now.pushed is None
    return folds and before.seat == now.seat and before.declaration is None and before.pushed is not None


def _told_again(before: Event, now: Event) -> bool:
    """The same player's declaration repeated right after it, with no amount and no chips of its own."""
    return (
        before.seat == now.seat
        and before.declaration is not None
        and now.declaration is not None
        and before.declaration.kind is now.declaration.kind
        and now.declaration.amount is None
        and now.pushed is None
        and not now.chips
    )


def _not_heard(events: list[Event], listener: str) -> None:
    """The last declaration another player made, which this one did not hear, was not clearly heard."""
    for k in range(len(events) - 1, -1, -1):
        said = events[k].declaration
        if events[k].seat != listener and said is not None:
            events[k] = replace(events[k], declaration=replace(said, clear=False))
            return


def _pot_carried_out(before: Event, now: Event) -> Event | None:
    """A "pot" asked for or said, then the same player's bet of an amount right after it ("seat 3 asks for the
    pot, the dealer says 5,800, seat 3 bets 5,800"): the pot bet carried out, one action (52-B reads the count
    against the pot), not a player acting twice."""
    said = before.declaration
    if before.seat != now.seat or said is None or said.kind is not Verbal.POT:
        return None
    if before.amount or before.chips:
        return None
    kind = now.declaration.kind if now.declaration is not None else None
    amount = now.amount or (now.declaration.amount if now.declaration is not None else None)
    if kind not in (None, Verbal.BET, Verbal.RAISE) or not (amount or now.chips):
        return None
    return replace(before, chips=now.chips, amount=amount)


def _told_before(events: Sequence[Event], now: Event) -> int | None:
    """The last event of the same player with the same declaration: what a correction tells again."""
    kind = _declared_kind(now)
    return next(
        (
            k
            for k in range(len(events) - 1, -1, -1)
            if events[k].seat == now.seat and _declared_kind(events[k]) is kind
        ),
        None,
    )


def _declared_kind(event: Event) -> Verbal | None:
    return event.declaration.kind if event.declaration is not None else None


def _restarted(before: Event, now: Event) -> bool:
    """The same player's same declaration said twice in a row, the first time without its amount or chips:
    one action told again ("subo... subo ocho mil"), not two."""
    if before.seat != now.seat or before.declaration is None or now.declaration is None:
        return False
    same = before.declaration.kind is now.declaration.kind
    return same and before.declaration.amount is None and before.pushed is None


def _reversed_posts(prior_chips: Mapping[str, ChipRead | Amount]) -> tuple[int, ...]:
    """The blinds as posted, when the small blind put out more than the big blind: the posts are wrong
    (swapped or misheard), and the call and the minimum raise cannot be read from them."""
    posts = [_chips_value(prior_chips[name]) if name in prior_chips else None for name in ("SB", "BB")]
    small, big = posts
    return (small, big) if small is not None and big is not None and small > big else ()


def _chips_value(chips: ChipRead | Amount) -> int | None:
    return sum(chips.chips) if isinstance(chips, ChipRead) else chips.value


def _limpers(told: Sequence[tuple[Segment, RawEvent]]) -> int:
    """How many players the report counts as calling without naming them, with no bet before them."""
    return sum(ev.others_called for seg, ev in told if _calls_unnamed(seg, ev))


def _limps_uncounted(told: Sequence[tuple[Segment, RawEvent]]) -> str:
    """The words of a call by players not named nor counted ("everyone limps", "todos pagan"): how many put
    in the big blind, and so the pot, is not told; "" when every such call is counted."""
    for seg, ev in told:
        if _calls_unnamed(seg, ev) and ev.others_untold:
            said = [p for _, p in seg.pieces if not is_mark(p)]
            while said and is_word_in(said[-1], _AND_WORDS):
                said.pop()  # "everyone limps *and* the button...": the next clause's link
            return " ".join(text_of(p) for p in said)
    return ""


def _calls_unnamed(seg: Segment, ev: RawEvent) -> bool:
    """Players not named called with nobody named before them in the clause ("four limpers", "everyone
    limps", "entran cuatro de limp"): calls of the big blind pre-flop, no event of a player's."""
    counted = not ev.acts and ev.others_called > 0
    return seg.ref is None and ev.ref is None and (counted or ev.others_untold)


def _blind_posted(name: str, raw: RawEvent, header: Header) -> ChipRead | Amount | None:
    """A blind's chips put out before anyone acts are the blind posted, not an action (46: what they
    cover); so is a blind all in for no more than the blind ("the BB only had 300, all in on the post"),
    and a blind's bare amount before anyone acts ("la chica puso 1000 y la grande 500", "ciega chica dos
    mil, ciega grande mil")."""
    if name not in ("SB", "BB"):
        return None
    if raw.action == "all_in":
        short = raw.amount or raw.pushed
        blind = header.big_blind if name == "BB" else header.small_blind
        value = short.value if short is not None else raw.stack  # "only had 600 and is all in"
        if blind is None or value is None or not 0 < value <= blind:
            return None
        return short or Amount(value, 0, 0, str(value), scaled=True)
    if raw.action is None and raw.pushed is None and raw.chips is None and raw.amount:
        return raw.amount
    if raw.action is not None or raw.declared:
        return None
    return raw.chips or raw.pushed


def _echoed(raw: list[tuple[Segment, RawEvent]]) -> list[tuple[Segment, RawEvent]]:
    """ "El 5 se tira y el 6 también", "seat 5 folds and seat 6 too": a player named with only a word that
    echoes the action before him takes that action, a fold, check or call with no amount of its own."""
    last: RawEvent | None = None
    for seg, ev in raw:
        if ev.acts:
            last = ev
        elif last is not None and last.action in _ECHOED and ev.ref is not None and _only_echoes(seg):
            ev.action, ev.declared = last.action, last.declared
            last = ev
    return raw


_ECHOED = frozenset({"fold", "check", "call"})


def _only_echoes(seg: Segment) -> bool:
    """The segment's words after its player are only an echo ("también", "too", "as well"), marks aside."""
    ref = seg.ref
    assert ref is not None
    said = [fold(text_of(p)) for i, p in seg.pieces if i >= ref.end and not is_mark(p)]
    return " ".join(said) in ECHO


def _carry_faced(raw: list[tuple[Segment, RawEvent]]) -> list[tuple[Segment, RawEvent]]:
    """ "Ante una apuesta de 1.200, el asiento 2 tira...": a faced bet said before the player goes with the
    next action; said in a sentence of its own after the action, it goes with that action."""
    faced: RawEvent | None = None
    last: RawEvent | None = None
    for _, ev in raw:
        if ev.acts and faced is not None and ev.faced is None:
            ev.faced, ev.faced_amount, ev.faced_by = faced.faced, faced.faced_amount, faced.faced_by
        elif not ev.acts and ev.faced is not None and last is not None and last.faced is None:
            # "El 5 puso 1k y volvió a por 2k. La bet del 2 era de 1k.": the bet said after the action
            last.faced, last.faced_amount, last.faced_by = ev.faced, ev.faced_amount, ev.faced_by
            continue
        faced = ev if ev.faced is not None and not ev.acts else None
        last = ev if ev.acts else last
    return raw


def _after_the_skipped(names: list[str], events: Sequence[Event]) -> list[str]:
    """ "El 6 checkea fuera de turno, el 5 betea": the seat that acted out of turn sits after the seat that
    acts next, whose turn it was."""
    if len(events) < 2 or events[0].in_turn is not False or events[1].seat == events[0].seat:
        return names
    early, due = events[0].seat, events[1].seat
    rest = [n for n in names if n != early]
    at_due = rest.index(due) + 1 if due in rest else len(rest)
    return [*rest[:at_due], early, *rest[at_due:]]


def _due_before_the_out_of_turn(names: list[str], events: Sequence[Event], due: Sequence[str]) -> list[str]:
    """ "UTG raises, s4 gets skipped, s5 calls": the player whose turn it was sits before the first player
    who acted out of turn, so that the action skipped him."""
    oot = next((e.seat for e in events if e.in_turn is False), None)
    for name in due:
        if oot is None or name == oot or name not in names or any(e.seat == name for e in events):
            continue
        rest = [n for n in names if n != name]
        at_oot = rest.index(oot) if oot in rest else len(rest)
        names = [*rest[:at_oot], name, *rest[at_oot:]]
    return names


def _in_time_order(raw: list[tuple[Segment, RawEvent]]) -> list[tuple[Segment, RawEvent]]:
    """ "La BB va all-in. El UTG había subido a 3.000": actions told in the pluperfect came first."""
    if not any(ev.earlier for _, ev in raw):
        return raw
    moved = [_came_first(raw, k) for k in range(len(raw))]
    return [pair for _, pair in sorted(enumerate(raw), key=lambda item: not moved[item[0]])]


def _came_first(raw: list[tuple[Segment, RawEvent]], k: int) -> bool:
    """A pluperfect action came before the story's, except a fold told right after a lower-numbered seat's
    first action ("el 3 abre, el 5 ya se había tirado, el 6 paga"): the story is already in the seats' order,
    the pluperfect says he was out before the next one acted, not before the opener."""
    seg, ev = raw[k]
    if not ev.earlier:
        return False
    if ev.action != "fold" or k == 0 or _told_as_earlier(seg):
        return True
    seat, before = _numbered(seg), _numbered(raw[k - 1][0])
    # "...el 7 sube, el 4 pone 5.000 más, el 9 ya se había tirado": after a player's second action, the fold
    # came before it
    again = any(_numbered(other) == before for other, _ in raw[: k - 1])
    return seat is None or before is None or before >= seat or again


def _told_as_earlier(seg: Segment) -> bool:
    """ "el 8 se había ido antes", "had folded on the flop": a fold said to be earlier, or on a street."""
    return any(is_word_in(p, _EARLIER) or is_kind(p, TermKind.STREET) for _, p in seg.pieces)


def _numbered(seg: Segment) -> int | None:
    name = seg.ref.name if seg.ref is not None else None
    return int(name) if name is not None and name.isdigit() else None


def _unnamed_wager(raw: RawEvent, seg: Segment) -> bool:
    """ "heads up river, apuesta doce mil el otro, el del siete pone cinco mil", "cinco mil de apuesta en el
    turn y el cinco...": a bet with its amount told first, by nobody named, is the bet the named player then
    faced."""
    amount, said_at, acted_at = raw.amount, raw.amount_at, raw.action_at
    if raw.action not in WAGER_VALUES or amount is None or amount.value is None or amount.value < TINY:
        return False
    if said_at is None or acted_at is None:
        return False
    if said_at > acted_at:
        return True  # "bets 2000", not "2000 bets"
    between = [p for i, p in seg.pieces if said_at < i < acted_at]
    if not between:  # "there's a 8k bet": an article or "there's" before the amount makes "bet" its noun
        return any(i == said_at - 1 and is_word_in(p, _WAGER_NOUN_OPENERS) for i, p in seg.pieces)
    return len(between) == 1 and is_word_in(between[0], _WAGER_OF)  # "cinco mil de apuesta": the bet's size


def _calls_an_amount(raw: RawEvent) -> bool:
    """A standard call with the amount called said in chips ("calls 7000", "pagó los 7 mil"), not a bare
    number ("voy cinco": which amount it means is rule 57's)."""
    amount = raw.amount
    if raw.action != "call" or raw.faced is not None or raw.non_standard or amount is None:
        return False
    return amount.value is not None and amount.value >= TINY


_FACED_WAGERS = frozenset(kind.value for kind in WAGER_KINDS)  # a bet faced, told with no amount


def _faced_event(raw: RawEvent, events: Sequence[Event], actor: str, build: _Build) -> Event | None:
    """ "flats the shove", "facing a 2,000 bet", "paga el all in del 6": the action faced, as an event of its
    maker (an unnamed opponent when not said), unless the report already gave it. Both events are marked in
    turn: the report says this one came right before the player's."""
    if raw.faced is None:
        return None
    amount = raw.faced_amount.value if raw.faced_amount is not None else None
    # "dijo paso con apuesta delante", "pulled his blind back facing a raise": a wager faced, its size untold
    answered = raw.action == Verbal.CHECK.value or raw.pulled_back is not None
    unknown_bet = not events and raw.faced in _FACED_WAGERS and answered
    if raw.faced != "all_in" and amount is None and not unknown_bet:
        # "calls the bet": the bet is the current one; "dijo paso con apuesta delante": a bet of unknown size
        return None
    if build.preflop and amount is not None and amount == build.header.big_blind:
        return None  # "le va a los 4.000": the big blind, already posted
    maker = raw.faced_by.name if raw.faced_by is not None and raw.faced_by.name is not None else None
    if maker == actor or any(e.seat == maker or maker is None for e in events):
        return None
    kind = {"all_in": Verbal.ALL_IN, "raise": Verbal.RAISE}.get(raw.faced)
    if kind is None:
        kind = Verbal.RAISE if build.preflop else Verbal.BET
    return Event(seat=maker or OPPONENT, declaration=Declaration(kind, amount), in_turn=True)


def _named_in_error(acting: Sequence[tuple[Segment, RawEvent]], refs: Sequence[SeatRef]) -> set[int]:
    """Where a player stands who was named and at once taken back by a "no" before another ("the lojack,
    no, the hijack goes all in"): he did nothing, so he is no player of the hand (and not one skipped)."""
    acted = {seg.ref.start for seg, _ in acting if seg.ref is not None}
    out: set[int] = set()
    for seg, _ in acting:
        if not seg.corrects or seg.ref is None:
            continue
        before = max((r for r in refs if r.end <= seg.ref.start), key=lambda r: r.start, default=None)
        if before is not None and before.start not in acted and seg.ref.start - before.end <= _NAMING_GAP:
            out.add(before.start)
    # "seat 8 no seat 9 shoves", "el nueve no el ocho no no el nueve sí va": a voice note's slip, no mark
    told = {k: p for seg, _ in acting for k, p in seg.pieces}
    for ref, nxt in pairwise(refs):
        between = [told.get(k) for k in range(ref.end, nxt.start)]
        if ref.start not in acted and 0 < len(between) <= _NAMING_GAP and _only_a_no(between):
            out.add(ref.start)
    return out


def _only_a_no(pieces: Sequence[Piece | None]) -> bool:
    """A "no" that takes a name back, with nothing else between the two names but marks and fillers."""
    return any(is_kind(p, TermKind.NEGATION) for p in pieces) and all(
        p is not None and (is_mark(p) or is_kind(p, TermKind.NEGATION, TermKind.FILLER)) for p in pieces
    )


_NAMING_GAP = 7  # "el LJ *, no , perdón , el* HJ": the marks and words that take a name back


def _corrects(seg: Segment, raw: RawEvent) -> bool:
    """ "sorry, correction: the bet was 8,000", "perdón, la apuesta era de seis mil": a sentence naming no
    player that tells the size of the bet again, after a word taking back what was told."""
    if seg.ref is not None or raw.acts or raw.faced not in _FACED_WAGERS or raw.faced_amount is None:
        return False
    return any(is_word_in(p, CORRECTING) for _, p in seg.pieces)


def _bet_corrected(events: Sequence[Event], seg: Segment, raw: RawEvent) -> tuple[int, Event] | None:
    """The bet (or raise) told before whose size a correction tells again (`_corrects`), with that size."""
    told = raw.faced_amount.value if raw.faced_amount is not None else None
    if told is None or not _corrects(seg, raw):
        return None
    for k in range(len(events) - 1, -1, -1):
        said = events[k].declaration
        if said is not None and said.kind.value == raw.faced and said.amount not in (None, told):
            return k, replace(events[k], declaration=replace(said, amount=told))
    return None


def _aliases(refs: Sequence[SeatRef]) -> dict[str, str]:
    """The name each second name stands for ("la ciega chica (el Feña)": Feña is the SB). A seat number
    wins over a position either way ("UTG (seat 3)", "seat 3 (UTG)"): it places the player at the table,
    and the report names him by it first."""
    aliases: dict[str, str] = {}
    for ref in refs:
        if ref.name is None or ref.alias_of is None:
            continue
        if ref.name.isdigit() and not ref.alias_of.isdigit():
            aliases[ref.alias_of] = ref.name
        else:
            aliases[ref.name] = ref.alias_of
    return aliases


# Heads up the button posts the small blind: the other player is the big blind, and his other the button.
_HEADS_UP_OTHER = {"BTN": "BB", "SB": "BB", "BB": "BTN"}


def _skipped_since(skips: Sequence[tuple[int, str]], since: int, before: int) -> str | None:
    """ "UTG sube, a la UTG+1 la saltamos, la siguiente paga": the player said to be skipped after the last
    actor and before a relative reference is the one "the next" follows: the action passed over him."""
    return next((name for at, name in reversed(skips) if since < at < before), None)


def _name(ref: SeatRef | None, last: str | None, preflop: bool, aliases: Mapping[str, str]) -> str:
    """The actor's name: the first name the report gave him ("la ciega chica (el Feña)... el Feña paga": the
    small blind pays), the one after the last actor for a relative reference."""
    if ref is None:
        return last or UNNAMED
    if ref.name is not None:
        return aliases.get(ref.name, ref.name)
    if last is None or last == UNNAMED:
        return UNNAMED
    return step(last, ref.relative, preflop) or UNNAMED


def _event(name: str, raw: RawEvent, build: _Build, has_prior: bool) -> Event:
    chips = raw.chips.chips if raw.chips is not None else ()
    pushed = raw.pushed.value if raw.pushed is not None else None
    declaration = _declaration(raw, build)
    if raw.approximate and declaration is not None and declaration.amount is not None:
        build.roughly_told.append(name)  # "all in for roughly 7.5k": asked where the exact count matters
    order = None
    if declaration is not None and (chips or pushed is not None):
        order = _order(raw)
        if raw.order == _ORDER_UNSURE:
            build.assumptions.append("order:simultaneous")  # "casi a la vez": asked (bot/gate.py)
        elif order is Order.CHIPS_FIRST and raw.order is None and not raw.silent:
            build.order_as_told.append(name)  # "tira una de 5000 y dice subo": no word says when he spoke
    prior = None
    if raw.pulled_back is not None:
        prior = PriorChips(raw.pulled_back)
    last_chips = True if raw.last_chips or (raw.action == "all_in" and raw.amount is not None) else None
    if raw.deep and last_chips is None:
        last_chips = False  # "tiene de sobra": chips remain behind
    return Event(
        seat=name,
        declaration=declaration,
        chips=chips,
        amount=pushed,
        added_chips=raw.added_chips,
        in_turn=False if raw.out_of_turn else None,
        prior_chips=prior if has_prior or prior else None,
        order=order,
        last_chips=last_chips,
        count_given=raw.count_given,
        count_believed=raw.count_believed,
        silent=True if raw.silent else None,
        expects_change=raw.expects_change,
    )


_ORDER_UNSURE = "unsure"  # "almost at the same time": taken as simultaneous, and asked


def _order(raw: RawEvent) -> Order:
    if raw.order == _ORDER_UNSURE:
        return Order.SIMULTANEOUS
    if raw.order is not None:
        return Order(raw.order)
    if raw.declared_at is not None and raw.pushed_at is not None and raw.pushed_at < raw.declared_at:
        return Order.CHIPS_FIRST
    return Order.VERBAL_FIRST


_SAID_REACH = 3  # "says 'raise'", "goes oh, call": the action word right after the word that says it


def _spoke_after_the_chips(raw: RawEvent) -> bool:
    """The player pushed his chips silently and named an action once they were out: the chips came first
    (40-A), the words are his all the same."""
    said, word = raw.said_after_push, raw.action_at if raw.action_at is not None else raw.amount_at
    return raw.silent and said is not None and word is not None and 0 < word - said <= _SAID_REACH


def _declaration(raw: RawEvent, build: _Build) -> Declaration | None:
    """What the player said; a silent push, or an action word the report calls silent, is no declaration."""
    has_push = raw.chips is not None or raw.pushed is not None
    spoke_after = _spoke_after_the_chips(raw)  # "pushes two 5k chips without a word, then says raise"
    if raw.silent and (has_push or raw.action in {"bet", "open", "raise", "call"}) and not spoke_after:
        return None
    if raw.action is None and not ((raw.declared or spoke_after) and raw.amount is not None):
        return None  # ("empuja 3000 y después dice 'seis mil'": the number said once the chips were out)
    if raw.action == "open":  # "abre a 1.100", "opens for 300": the first bet, or pre-flop a raise
        kind = Verbal.RAISE if build.preflop else Verbal.BET
    else:
        kind = Verbal(raw.action) if raw.action is not None else Verbal.AMOUNT
    if has_push and not (raw.declared or spoke_after) and raw.action is None:
        return None
    amount = raw.amount
    clear = not raw.unclear_voice
    value = amount.value if amount is not None else None
    if (amount is not None and amount.unclear) or (raw.unclear_alone and amount is None):
        clear = False  # "twelve five"; "I'm in" unless the chips say which: the TD decides (57)
    bare = amount is not None and value is not None and not amount.scaled and _below_blind(value, build)
    # "says 'forty'" read as 40,000 while 4,000 is pushed: a number alone against the chips (57, 40-A)
    said_short = amount is not None and amount.short and has_push and kind is Verbal.AMOUNT
    if bare and kind is Verbal.CALL:
        kind = Verbal.AMOUNT  # "voy cinco", "I'm in for five": a number said, read by rule 57
    if bare and kind is Verbal.ALL_IN and value and build.header.big_blind:
        # "va all in por siete" at 1.000/2.000: a stack is no bet said, so rule 57 does not read it; its
        # magnitude is the table's (7,000), shown in the line of what was understood
        value, bare = _at_the_tables_scale(value, build.header.big_blind), False
    return Declaration(
        kind=kind,
        amount=value,
        by=raw.by or (raw.minimum and amount is None),  # a min-raise: raised by the minimum, no amount said
        bare_number=bare or said_short,
        clear=clear,
        conditional=raw.conditional,
        standard=not raw.non_standard or amount is not None,  # "voy cinco": the number says what it is
        regional=raw.regional,
        gesture=raw.gesture,
    )


def _at_the_tables_scale(value: int, big_blind: int) -> int:
    """A number said without its magnitude, in the smallest one that reaches the big blind."""
    while value < big_blind:
        value *= 10
    return value


def _below_blind(value: int, build: _Build) -> bool:
    """A number too small to be chips: under the big blind, or (no level told) under 20 or a hundredth of
    the pot told ("treinta" beside a pot of 40,000)."""
    big, pot = build.header.big_blind, build.header.pot
    if big is not None:
        return value < big
    return value < _SMALLEST_UNTOLD or (pot is not None and value * _POT_SHARE <= pot)


_SMALLEST_UNTOLD = 20  # with no level told, a smaller number is never chips
_POT_SHARE = 100  # nor a number under a hundredth of the pot
