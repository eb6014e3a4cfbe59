"""What a report asks, and about whom: the question words and the sentence that asks them (a sentence marked
with "?" first), the player named in it, the action it names ("¿de cuánto es el all in?"), a player who wants
his action back, a player who wants to act; and which event of the story the ruling is then about.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from parser.amounts import Amount
from parser.cues import cued
from parser.doubts import wagers
from parser.events import (
    Segment,
    action_asked_at,
    asks_about,
    asks_an_action,
    is_object,
    names_again,
    pushed_after_a_claim,
    subordinated,
)
from parser.grammar import words
from parser.lexicon import Term
from parser.normalize import Token, fold
from parser.seats import RETURN_LINKS, RETURN_WORDS, SeatRef, is_said_to_be, possessive
from parser.tagging import (
    SENTENCE_CLOSES,
    SENTENCE_ENDS,
    Piece,
    at,
    holds_word_in,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    kinds_in,
    mark_positions,
    per_report,
    piece_index,
    positions,
    sentence_at,
    text_of,
    word_positions,
    words_in,
)
from parser.terms import ASKS, TermKind
from parser.turns import skipped_player
from rules_engine.record import replace
from rules_engine.situation import Ask, Event, Question, Verbal

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_QUESTION = TermKind.QUESTION

_QUESTION_ASK = {
    "options": Ask.OPTIONS,
    "can_raise": Ask.OPTIONS,
    "min_raise": Ask.MIN_RAISE,
    "max_bet": Ask.MAX_BET,
}
_DO = words("do")
_CROWD = words("crowd_subjects")  # "la *mesa* dice que...", "the *table* says...": a claim of the others
_MAKE = words("make")  # "make a raise", "hacer una subida": the action is the noun after it
ASKING = words("asking_words")  # "qué", "cuánto", "what", "?": a question sentence ("what can the BB do?")
OR = words("or")  # "500 o 5.000?": a choice offered
_FOR = words("for")  # "min raise for the BB", "la subida mínima para el 7"
_OF = words("chip_of") | words("person_links")  # "la subida del 3", "the raise of seat 3"
_OWED = (TermKind.ACTION, TermKind.PUSH, TermKind.TOTAL)  # what an obligation may name: "pagar", "make it"
_OWED_WORDS = words("owed_actions")
_OF_WORDS = words("of_links")  # "la apuesta *del* uno", "the bet *of* seat 1": its owner named after it
_ACTION_NOUNS = words("action_nouns")  # "la subida del 3": an action named as a noun
_ARTICLES = words("articles")
_OR = words("or")
_THE = words("definite_articles")  # "el all in", "the raise": a particular action named
_NAMED_ACTIONS = frozenset({"all_in"})  # "¿de cuánto es el all in?": the all-in named, whoever made it
_PRONOUNS = words("pronouns")
_OPTION_NOUNS = words("option_nouns")  # "bb option", "opción de la grande": whose option it is, named
_OPTION_HOLDS = words("option_holds")  # "la grande tiene opción", "the big blind has the option"
_MODALS = words("modals")
_AND = words("and")
_TO_THE = words("object_contractions")  # "vuelve *al* 2": the one the action goes to
_DATIVE = words("dative_clitics")  # "el tres *le* dice que...": the one spoken to
_OF_OTHERS = words("wished_of_others")  # "wants *him* all in", "quiere que *sea* raise": not his own action
_PERCEIVES = words("perceives")  # "sees seat 5 ...": the player seen
_THAT_WORDS = words("that_word")
_ASKING = (ASKS, "count")  # "asks", "pregunta": the values of the asking words
_NO_WISH = ("modal", "about_to")  # "tiene que pagar" is owed, "estaba por foldear" was not done: no wish
_POSSESSIVES = words("possessive_pronouns")  # "¿qué hacemos con *su* mano?": the player just told of
# What an action is, said of it ("that's", "es", "it's"): a claim about the action, not by its maker.
_WHAT_IT_IS = words("copulas") | words("impersonal_subjects") | words("remark_openers")
_PAST_WISHES = words("past_wishes")  # "quería", "wanted": a wish told as past, as a claim tells it
_CLOSING_MARK, _OPENING_MARK = {"?"}, {"¿"}  # a question's own marks
_PURPOSE = words("purpose_words")  # "para resubir", "to re-raise": the action a question asks the size of
_HOW_MUCH = words("how_much")  # "cuánto", "how much": a question of size
_MINIMUM = words("minimum_words")  # "*min* 4-bet for seat 1?": the least raise asked
_CLAIM_CLOSES = SENTENCE_CLOSES | {")"}  # "(pensó que pagaba la apuesta del 2)": a claim in brackets


def the_action_asked(question: Question, pieces: Sequence[Piece], events: Sequence[Event]) -> Question:
    """ "¿De cuánto es el all in?", "how much is the all-in?": a closing question that names the all-in, not a
    player, asks about the last all-in made ("the bet" may be any wager: it names no one)."""
    if question.ask is not Ask.RULING or question.seat is not None or question.event is not None:
        return question
    asking = in_asking_sentence(pieces)
    if not any(asking):
        return question  # no sentence asks: no action named in one
    if any(asking[i] and is_word_in(p, OR) for i, p in enumerate(pieces)):
        return question  # "is that a flat or a 4-bet?": a choice about the last player, not a named action
    named = [
        p.value
        for i, p in enumerate(pieces)
        if asking[i] and is_kind(p, TermKind.ACTION) and is_word_in(at(pieces, i - 1), _THE)
    ]
    kinds = {Verbal(v) for v in named if v in _NAMED_ACTIONS}
    made = [k for k, e in enumerate(events) if e.declaration is not None and e.declaration.kind in kinds]
    return replace(question, event=made[-1]) if made else question


@per_report
def asking_words(pieces: Sequence[Piece]) -> tuple[bool, ...]:
    """Per piece: is it an asking word ("qué", "what", "?") or a question term?"""
    index = piece_index(pieces)
    if ASKING.isdisjoint(index.word_set) and TermKind.QUESTION not in index.kind_set:
        return (False,) * len(pieces)  # nothing asks (most reports)
    word, kind, question = index.word_at.get, index.kind_at.get, TermKind.QUESTION  # read once, not per piece
    return tuple([word(i) in ASKING or kind(i) == question for i in range(len(pieces))])


@per_report
def in_asking_sentence(pieces: Sequence[Piece]) -> tuple[bool, ...]:
    """Per piece: does its sentence (as `_sentence` bounds it, its closing mark included) hold an asking
    word? One pass each way, so that a long report costs its length, not its length squared."""
    asking = asking_words(pieces)
    if not any(asking):
        return asking  # no asking word: no sentence asks
    before, after = list(asking), list(asking)
    for i in range(1, len(pieces)):
        if not marks(pieces[i - 1], SENTENCE_ENDS):
            before[i] = before[i] or before[i - 1]
    for i in range(len(pieces) - 2, -1, -1):
        if not marks(pieces[i], SENTENCE_CLOSES):
            after[i] = after[i] or after[i + 1]
    return tuple([b or a for b, a in zip(before, after, strict=True)])


@cued(words=_CLOSING_MARK | _OPENING_MARK, nothing=lambda pieces: [True] * len(pieces))  # no mark: all ask
def marked_questions(pieces: Sequence[Piece]) -> list[bool]:
    """Per piece: is it in a sentence marked as a question ("?" closing it, "¿" opening it)? When no
    sentence is marked, every piece may ask."""
    marked = [False] * len(pieces)
    start = 0
    for i, piece in enumerate(pieces + [None]):  # type: ignore[operator]
        if piece is not None and not marks(piece, SENTENCE_CLOSES):
            continue
        asks = (piece is not None and marks(piece, _CLOSING_MARK)) or any(
            marks(p, _OPENING_MARK) for p in pieces[start:i]
        )
        marked[start : i + 1] = [asks] * len(marked[start : i + 1])
        start = i + 1
    return marked if any(marked) else [True] * len(pieces)


def marks(piece: Piece | None, marks: AbstractSet[str]) -> bool:
    return isinstance(piece, Token) and piece.text in marks


def minimum_of_the_raise_said(question: Question, events: Sequence[Event]) -> Question:
    """ "El 2 dice 'subo' y se queda pensando: ¿cuánto tiene que poner como mínimo?", "seat 5 says raise and
    stops: what's the minimum he has to make it?": the minimum asked, of nobody named, after a bet or raise
    said without an amount or chips, is what that player owes: a ruling on his words (43-B, 55)."""
    if question.ask is not Ask.MIN_RAISE or not events or question.seat not in (None, events[-1].seat):
        return question
    if _unsized_wager(events[-1]):
        return Question(Ask.RULING, None, len(events) - 1)
    return question


def _says_a_wager(pieces: Sequence[Piece]) -> bool:
    """A saying verb, then (past a quote mark) a bet, raise or pot word: "dice subo", "says 'pot'" -- said
    aloud, not wished ("quiere subir", "is asking can he raise")."""
    for k in positions(pieces, TermKind.DECLARE):
        after = at(pieces, k + 1 + is_mark(at(pieces, k + 1)))
        if is_kind(after, TermKind.ACTION) and after.value in _SIZED_LATER:
            return True
    return False


_SIZED_LATER = frozenset({Verbal.BET.value, Verbal.RAISE.value, Verbal.POT.value})


def _unsized_wager(event: Event) -> bool:
    """A bet, raise or pot said with no amount and no chips: a wager whose size is still to come."""
    said = event.declaration
    unsized = said is not None and said.kind in (Verbal.BET, Verbal.RAISE, Verbal.POT) and said.amount is None
    return unsized and event.pushed is None and not event.chips


def after_his_own_raise(question: Question, events: Sequence[Event]) -> Question:
    """ "seat 8 raises to 9,000, what's the min reraise?": the minimum asked right after a player's own bet
    or raise with its amount is the next raise's, not his (he has made his)."""
    if question.ask is not Ask.MIN_RAISE or question.seat is None or not events:
        return question
    last = events[-1]
    said = last.declaration
    made = said is not None and said.kind in (Verbal.BET, Verbal.RAISE) and said.amount is not None
    return replace(question, seat=None, event=None) if last.seat == question.seat and made else question


def without_proposals(
    events: tuple[Event, ...], question: Question, pieces: Sequence[Piece]
) -> tuple[Event, ...]:
    """ "El BTN quiere el min-click y dice que son 8.000, el dealer dice 10.000": asked the minimum raise of
    a player, the amounts he says without putting chips out are his answer to that question, not his
    action; the minimum is what is asked."""
    if question.ask is not Ask.MIN_RAISE or question.seat is None:
        return events
    kept = list(events)
    while kept and kept[-1].seat == question.seat and not kept[-1].pushed and not kept[-1].chips:
        if _unsized_wager(kept[-1]) and _says_a_wager(pieces):
            break  # "dice subo qué tiene que poner como mínimo": his raise said, whose minimum is asked
        kept.pop()
    return tuple(kept)


def asked_back(
    question: Question,
    seat: str | None,
    events: Sequence[Event],
    pieces: Sequence[Piece],
    actors: Sequence[SeatRef],
) -> Question:
    """The question, knowing whether a player wants his action back ("Cutoff says he didn't realise and
    wants his cards back"): with nobody else asked about, the last player to speak before it is."""
    if TermKind.RETRACT in kinds_in(pieces):
        at_retract = next((i for i, p in enumerate(pieces) if is_kind(p, TermKind.RETRACT)), None)
    else:
        at_retract = None  # the usual case: no retraction word at all
    if at_retract is None:
        return _asked(question, seat, events, False)
    if seat is None:
        wanter = [r for r in actors if r.end <= at_retract and r.name is not None]
        seat = wanter[-1].name if wanter else None
    return _asked(question, seat, events, True)


def _asked(question: Question, seat: str | None, events: Sequence[Event], retract: bool) -> Question:
    """ "UTG says pot. How much is the pot raise?": how much a pot declaration already made comes to is a
    ruling on that declaration, not the next player's maximum. "El 6 paga... ahora se quiere retirar,
    ¿puede?": what a player whose action is complete may do is whether that action stands; so is "can he
    take it back?" (``retract``) about the player's last action, whatever came after it."""
    asked = _asked_without_retract(question, seat, events)
    if not retract:
        return asked
    mine = [k for k, e in enumerate(events) if e.seat == seat] if seat is not None else []
    if mine and asked.event is None:
        return Question(Ask.RULING, None, mine[-1], retract=True)
    return replace(asked, retract=True)


def _asked_without_retract(question: Question, seat: str | None, events: Sequence[Event]) -> Question:
    said_pot = (
        bool(events) and events[-1].declaration is not None and events[-1].declaration.kind is Verbal.POT
    )
    if question.ask is Ask.MAX_BET and said_pot and seat in (None, events[-1].seat):
        return Question(Ask.RULING)  # "el hj dice pot, ¿cuánto es lo máximo que puede subir?": his own pot
    if question.ask is Ask.OPTIONS and seat is not None and (done := _completed(seat, events)) is not None:
        if (stated := _stated_unanswered(events, done)) is not None:
            return Question(Ask.RULING, None, stated, retract=True)  # he wants out of his statement (59-A)
        return Question(Ask.RULING, None, done, retract=True)  # "pagó y ahora quiere foldear": it stands (50)
    if question.ask is Ask.RULING and seat is not None and question.event is None:
        mine = [k for k, e in enumerate(events) if e.seat == seat]
        if not mine:
            return Question(Ask.OPTIONS, seat)  # "what can seat 5 do": a player who has not acted
        conditional = any(e.declaration and e.declaration.conditional for e in events)  # 59 rules first
        if mine[-1] != len(events) - 1 and not conditional:
            return Question(Ask.RULING, None, mine[-1])  # the player the question names
    return Question(question.ask, seat, _focus(question, events))


def _stated_unanswered(events: Sequence[Event], done: int) -> int | None:
    """ "Seat 6 tells seat 2 'if you bet I'm all in', seat 2 bets, and now he only wants to call": another
    player's conditional statement (59-A) before the action that met it, whose speaker has not acted since,
    is what a wish to act told after that action is about: the speaker wants out of it, not the bettor out
    of his bet."""
    stated = [k for k in range(done) if (said := events[k].declaration) is not None and said.conditional]
    if not stated or events[stated[-1]].seat == events[done].seat:
        return None
    speaker = events[stated[-1]].seat
    return None if any(e.seat == speaker for e in events[stated[-1] + 1 :]) else stated[-1]


def _completed(seat: str, events: Sequence[Event]) -> int | None:
    """The index of the seat's last action when nothing after it lets the seat act again (nobody bet or
    raised since) and it was a complete action: a check facing a bet still leaves call or fold (55)."""
    mine = [k for k, e in enumerate(events) if e.seat == seat]
    if not mine:
        return None
    last = mine[-1]
    if any(wagers(e) for e in events[last + 1 :] if e.seat != seat):
        return None
    said = events[last].declaration
    facing = any(wagers(e) for e in events[:last] if e.seat != seat)
    if said is not None and said.kind is Verbal.CHECK and facing:
        return None
    return last


def _focus(question: Question, events: Sequence[Event]) -> int | None:
    """The event a ruling is about: a conditional statement (59-A) is what the report asks about, whatever
    was done after it."""
    if question.ask is not Ask.RULING or question.event is not None:
        return question.event
    return next((k for k, e in enumerate(events) if e.declaration and e.declaration.conditional), None)


def question_asked(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], segments: Sequence[Segment]
) -> tuple[Question, SeatRef | None]:
    """What is asked, and about whom: the reference in the same sentence as the question words, else the
    player who wants to act ("the cutoff wants to 3-bet. What's the minimum?")."""
    actors = {seg.ref.start for seg in segments if seg.ref is not None}
    acting = {seg.ref.name for seg in segments if seg.ref is not None}
    actors |= {r.start for r in refs if r.alias_of in acting}  # "el utg que es el tres sube": he acted
    wanted = _intended(pieces, refs)
    marked = marked_questions(pieces)
    # "el 3 dice que solo vale la mínima", "la mesa dice que la mínima es 8.000": claims, no question
    claimed = after_claims(pieces, {r.end for r in refs} | _after_the_crowd(pieces))
    # The sentences marked as questions first: "nos damos cuenta que la subida mínima era a 4000. ¿Qué
    # pasa con el 4?" tells the minimum and asks about the 4.
    asks = positions(pieces, TermKind.QUESTION, TermKind.ACTION)
    for in_marked in (True, False):
        for i in asks:  # only a question term or the min-raise action word asks here: most pieces neither
            piece = pieces[i]
            if (
                marked[i] is not in_marked
                or claimed[i]
                or (not in_marked and _told_as_said(pieces, i, marked))
                or names_again(pieces, i)  # "el utg que es el tres": no "¿qué es?"
                or _claimed_wish(pieces, i)  # "se queja de que quería subir": what he claims he meant
            ):
                continue
            if _a_reading_offered(pieces, i):
                continue  # "is it a bet of 5k or the min?": the least bet is one reading of his chips
            if isinstance(piece, Term) and piece.kind == TermKind.QUESTION and piece.value in _QUESTION_ASK:
                ref = _nearest_ref(pieces, refs, i, actors) or (wanted[1] if wanted else None)
                ref = ref or _skipped(pieces, refs) or _pronoun_told_before(pieces, refs, i)
                ref = ref or _option_owner(pieces, refs)
                return Question(_QUESTION_ASK[piece.value], None), ref
            if _asks_min_raise(pieces, i):  # "min raise?", "the small blind's min raise?"
                ref = _nearest_ref(pieces, refs, i, actors) or (wanted[1] if wanted else None)
                ref = ref or _pronoun_told_before(pieces, refs, i) or _option_owner(pieces, refs)
                return Question(Ask.MIN_RAISE, None), ref
        if in_marked and not all(marked) and (named := _asked_player(pieces, refs)) is not None:
            # The marked question names its player: it is about him ("¿Qué pasa con el 4?").
            return _options_asked(pieces, refs, actors) or (Question(Ask.RULING), named)
    if wanted is not None:
        return Question(wanted[0], None), wanted[1]
    if (back := _action_back_and_asked(pieces, refs)) is not None:
        return Question(Ask.OPTIONS), back
    if (options := _options_asked(pieces, refs, actors)) is not None:
        return options
    named = (
        _asked_player(pieces, refs) or _wisher(pieces, refs) or _owing(pieces, refs) or _skipped(pieces, refs)
    )
    if named is None and (meant := _pronoun_asked(pieces, refs, marked)) is not None:
        return Question(Ask.OPTIONS), meant  # "can he?": what that player may do now
    return Question(Ask.RULING), named or _topic(pieces, refs)


def _told_as_said(pieces: Sequence[Piece], i: int, marked: Sequence[bool]) -> bool:
    """Words a player says in a sentence that is no question, where the report marks its question elsewhere:
    "el de al lado grita 'solo puede ser subida mínima'. ¿Vale la subida?" asks about the raise, not the
    minimum."""
    if not any(marked):
        return False
    start, _ = _sentence(pieces, i)
    return any(is_kind(pieces[k], TermKind.DECLARE, TermKind.OPINION) for k in range(start, i))


def _action_next(pieces: Sequence[Piece], k: int) -> bool:
    """An action word at k, or after a verb of making or putting and an article: "can seat 1 *put in a*
    re-raise", "¿puede el 5 *hacer una* subida?"."""
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    if kind(k) == TermKind.PUSH or word(k) in _MAKE:
        k += 1
        k += word(k) in _ARTICLES
    return kind(k) == TermKind.ACTION


def _options_asked(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], actors: set[int]
) -> tuple[Question, SeatRef] | None:
    """ "can A raise?", "¿puede el 5 subir?", "what can the BB do?", "BB?": what a player may do."""
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    for ref in refs:
        if asks_about(pieces, ref.start) and (_action_next(pieces, ref.end) or word(ref.end) in _DO):
            return Question(Ask.OPTIONS, None), ref
        if ref.start not in actors and word(ref.end) == "?" and _alone(pieces, ref.start):
            return Question(Ask.OPTIONS, None), ref
        k = ref.end
        while word(k) in (",", "¿"):
            k += 1  # "back to seat two, can he 3-bet?", "vuelve al 2, ¿puede él resubir?"
        after = k + 1 + (word(k + 1) in _PRONOUNS)
        if word(k) in ASKING and kind(after) == TermKind.ACTION:
            return Question(Ask.OPTIONS, None), ref  # "el cinco puede apostar ahora?", "seat 5 can raise?"
    return None


def _action_back_and_asked(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """ "...the 8 calls and it's back on three, can he re-raise", "vuelve al 2 y dice que resube. ¿Puede?":
    a modal after the action came back to a player, naming nobody else, asks what that player may do."""
    back = [r for r in refs if _action_back_to(pieces, r)]
    if not back or any(r.start > back[-1].end and not _only_speaks(pieces, r) for r in refs):
        return None
    return back[-1] if any(is_word_in(p, _MODALS) for p in pieces[back[-1].end :]) else None


def _only_speaks(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "y el tres le dice que no es subida completa": a player named as the one who speaks, not who acts."""
    k = ref.end + is_word_in(at(pieces, ref.end), _DATIVE)
    return is_kind(at(pieces, k), TermKind.DECLARE) and is_word_in(at(pieces, k + 1), _THAT_WORDS)


def _action_back_to(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "back to seat 2", "back on three", "vuelve al 2" (the "al" is part of the reference)."""
    index = piece_index(pieces)
    k = ref.start - 1
    k -= index.word_at.get(k) in RETURN_LINKS or index.kind_at.get(k) == TermKind.TOTAL
    return index.word_at.get(k) in RETURN_WORDS


def _asked_player(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """The player a closing question names ("¿qué le cobro al 6?", "what do we do with seat six"): the
    ruling is about that player, not the last one to act. The first player named after the last asking
    word; None when the question names nobody."""
    asking = [
        i
        for i, word in enumerate(asking_words(pieces))
        if word and not _reported_question(pieces, i) and not names_again(pieces, i)
    ]
    if not asking:
        return None
    start, end = _sentence(pieces, asking[-1])
    first = min(i for i in asking if start <= i)  # "¿qué pasa con el 4?": the "?" closes it, "qué" opens it
    end = _heading_end(pieces, asking[-1], end)
    after = [r for r in refs if first < r.start < end]
    return after[0] if after else None


_HEADING_REACH = 4  # "need a ruling please:", "qué hago con esto:": a colon a few words after the question


def _heading_end(pieces: Sequence[Piece], i: int, end: int) -> int:
    """Where the question at i ends: at a colon a few words after it ("I need a ruling please: blinds...",
    "qué hago con esto: ciegas..."), a question heading the report, which names no one after it; else at
    its sentence's end."""
    colon = next((k for k in range(i + 1, min(i + _HEADING_REACH, end)) if is_word(pieces[k], ":")), None)
    return end if colon is None else colon


def _reported_question(pieces: Sequence[Piece], i: int) -> bool:
    """The asking word at i opens the count a player asked for, told by the dealer ("le pregunta al dealer
    cuánto tiene el 4", "asks the dealer how much seat 4 has"), not the dealer's own question."""
    return is_kind(at(pieces, i - 1), TermKind.COUNT_REQUEST)


def _topic(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """ "Someone notices seat 3's raise was short. Fix it?", "la subida del 3 era corta": the player whose
    action the closing sentences talk about, when the question names nobody."""
    if not refs or not may_name_an_owner(pieces):
        return None  # nobody written with 's and no action "of" someone asked about (most reports)
    start, _ = _sentence(pieces, len(pieces) - 1)
    asked = any(asking_words(pieces)[start:])
    start, _ = _sentence(pieces, max(0, start - 2))  # the question and the sentence before it
    by_end = {r.end: r for r in refs}
    by_start = {r.start: r for r in refs}
    named = {*positions(pieces, TermKind.ACTION), *word_positions(pieces, _ACTION_NOUNS)}
    for j in sorted((j for j in named if j >= start), reverse=True):  # an action, or one named as a noun
        owner = next((r for k in (j, j - 1, j - 2) if (r := by_end.get(k)) and _owns(pieces, r, j)), None)
        if asked and owner is None and is_word_in(at(pieces, j + 1), _OF):
            # "la subida del 3" names the topic only of a question: otherwise it is the bet faced
            owner = next((r for k in (j + 1, j + 2, j + 3) if (r := by_start.get(k))), None)
        if owner is not None:
            return owner
    return None


def may_name_an_owner(pieces: Sequence[Piece]) -> bool:
    """False only where `_topic` finds no owner: it needs a player written with 's ("seat 3's raise", or the
    "s" apart) or, in a report that asks, an action "of" a player ("la subida del 3")."""
    said = words_in(pieces)
    if "s" in said or any(map(possessive, pieces)):
        return True
    return not _OF.isdisjoint(said) and any(asking_words(pieces))


def _owns(pieces: Sequence[Piece], ref: SeatRef, j: int) -> bool:
    """ "seat 3's raise", "the HJ's raise": the player written with 's right before the action noun (not
    "seat 2's all in" opening a clause: he is all in)."""
    if is_said_to_be(pieces, ref.start, ref.end):
        return False
    if ref.end == j and possessive(pieces[j - 1]):
        return True
    between = [getattr(p, "text", "") for p in pieces[ref.end : j]]
    return between in (["'", "s"], ["’", "s"], ["s"])


@cued(kinds=(TermKind.INTENTION,))
def _owing(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """ "¿tiene que completar el uno?", "does seat 4 have to call": the player an obligation names."""
    for i in range(len(pieces) - 1, -1, -1):
        piece = pieces[i]
        if isinstance(piece, Term) and piece.kind is TermKind.INTENTION and piece.value == "modal":
            # "tiene que pagar", "have to make it" name what is owed; "tiene que actuar" is only a turn
            owed = any(is_kind(p, *_OWED) or is_word_in(p, _OWED_WORDS) for p in pieces[i + 1 : i + 4])
            near = [r for r in refs if i - 3 <= r.start <= i + 4 and r.start != i]
            if near or not owed:
                return near[-1] if near and owed else None
            return _owed_by_the_last_told(pieces, refs, i)
    return None


_SUBJECT_REACH = 2
_ASK_IN_CLAIM = 3  # "dice que cuánto...": an asking word this close to the claim's opening is part of it
_INDIRECT = words("indirect_question_links")  # "dice que *si* puede resubir": a question he reports


def _owed_by_the_last_told(pieces: Sequence[Piece], refs: Sequence[SeatRef], i: int) -> SeatRef | None:
    """ "...el seis dice que pagó ocho nomás. ¿Cuánto tiene que poner?": an obligation with no subject said,
    not in anyone's claim, is about the last player the story told of (a pronoun would say who: "does he
    have to call" is read by `_pronoun_asked`)."""
    claimed = after_claims(pieces)
    start, _ = _sentence(pieces, i)
    # the subject said right before it ("does he have to" is one term; "¿él tiene que...?")
    said = {w for p in pieces[max(start, i - _SUBJECT_REACH) : i + 1] for w in fold(text_of(p)).split()}
    if claimed[i] or not _PRONOUNS.isdisjoint(said):
        return None
    return _last_unclaimed(_told(pieces, refs), i, claimed)


def _wish_held(piece: Piece) -> bool:
    """ "wants to raise", "quiere subir": a question term that holds the wish and the action wished (not
    "quiere saber si es raise": a wish to know, which asks a ruling on another's chips)."""
    return is_kind(piece, _QUESTION) and piece.value != Ask.RULING.value and holds_word_in(piece, _WISH_WORDS)


_WISH_WORDS = words("wish_words")
_SIZE_REACH = 2  # "quiere subir a 60k": the amount wished, right after the wish


def _sized(pieces: Sequence[Piece], i: int) -> bool:
    """An amount follows the wish ("quiere subir a 60k"): a size wanted, not what he may do asked."""
    return any(isinstance(p, Amount) for p in pieces[i + 1 : i + 1 + _SIZE_REACH])


def _claimed_wish(pieces: Sequence[Piece], i: int) -> bool:
    """A wish told in the past right after a player's claim ("se queja de que quería subir", "complains he
    wanted to raise"): what he says he meant, not an action anyone asks about ("dice que resube, ¿puede
    resubir?" still asks)."""
    said = text_of(pieces[i]).lower().split()
    return is_kind(at(pieces, i - 1), TermKind.OPINION) and bool(said) and fold(said[0]) in _PAST_WISHES


def _wish(piece: Piece) -> bool:
    """ "quiere", "wants to": a wish names the player asking; an obligation ("tiene que") names nobody."""
    return isinstance(piece, Term) and piece.kind is TermKind.INTENTION and piece.value not in _NO_WISH


@cued(kinds=(TermKind.INTENTION,))
def _wisher(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """ "Seat 3 wants his 6k back", "el 7 quiere retirar su apuesta": the player who wants something undone
    is the one the ruling is about, when the question names nobody."""
    for i in range(len(pieces) - 1, -1, -1):
        if _wish(pieces[i]) and pieces[i].value != ASKS and not _for_another(pieces, i):  # type: ignore[union-attr]
            start, _ = _sentence(pieces, i)
            before = _subjects_before(pieces, refs, start, i)
            return before[-1] if before else _unsaid_subject(pieces, refs, start, i)
    return None


def _subjects_before(pieces: Sequence[Piece], refs: Sequence[SeatRef], start: int, i: int) -> list[SeatRef]:
    """The players named in the sentence before piece i who may be its subject: not one named in a clause
    that hangs from the subject's ("the BB took his chip back after the cutoff raised, now wants to fold")."""
    return [r for r in refs if start <= r.start and r.end <= i and not subordinated(pieces, r.start)]


def _for_another(pieces: Sequence[Piece], i: int) -> bool:
    """ "seat 4 wants *him* all in", "wants it to *be* a raise", "el 1 quiere que *sea* raise": the wish at i
    is about another player's action, not the wisher's own ("quiere que le devuelvan" is his own)."""
    return any(is_word_in(p, _OF_OTHERS) for p in pieces[i + 1 : i + 4])


def _unsaid_subject(pieces: Sequence[Piece], refs: Sequence[SeatRef], start: int, i: int) -> SeatRef | None:
    """ "Seat 6 says call. Now wants to fold.": a sentence opening with the wish (a word such as "now"
    before it at most) goes on with the last player named before it."""
    if any(isinstance(p, Term) and p.kind is not TermKind.FILLER for p in pieces[start:i]):
        return None
    return _last_unclaimed(refs, start, after_claims(pieces))


def _last_unclaimed(refs: Sequence[SeatRef], before: int, claimed: Sequence[bool]) -> SeatRef | None:
    """The last player named before piece `before`, not inside anyone's claim."""
    return next((r for r in reversed(refs) if r.end <= before and not claimed[r.start]), None)


def _after_the_crowd(pieces: Sequence[Piece]) -> set[int]:
    """The claims the table or the others make ("el resto de *la mesa dice que*", "the *table* says"): the
    claim's words name them, or the word before it does; what they say is theirs, as a player's is."""
    return {
        i
        for i in positions(pieces, TermKind.OPINION)
        if is_word_in(at(pieces, i - 1), _CROWD) or not _CROWD.isdisjoint(fold(text_of(pieces[i])).split())
    }


@cued(kinds=(TermKind.OPINION,), nothing=lambda pieces: [False] * len(pieces))
def after_claims(pieces: Sequence[Piece], by: AbstractSet[int] | None = None) -> list[bool]:
    """Per piece: does a claim or belief come before it in its sentence ("pensaba que era la small blind")?
    A player named there is talked about, not the one going on. With ``by``, only the claims said right
    after one of those pieces count (a player's: "el 3 dice que...", not the dealer's "I think"). One pass,
    so a long report costs its length; none when the report makes no claim."""
    out, claimed, opened = [], False, 0
    for i, piece in enumerate(pieces):
        # a mark closes the claim; so does an asking word well into it, in a transcript with no marks
        # ("...dice que él pagó ocho nomás que si sabía no pagaba cuánto tiene que poner")
        asks_here = (
            claimed
            and is_word_in(piece, ASKING)
            and i - opened > _ASK_IN_CLAIM
            and not is_word_in(at(pieces, i - 1), _INDIRECT)
        )
        pushes_here = claimed and pushed_after_a_claim(pieces, i)  # "dice que iguala y pone 15 lucas"
        claimed = claimed and not marks(piece, _CLAIM_CLOSES) and not asks_here and not pushes_here
        out.append(claimed)
        if not claimed and is_kind(piece, TermKind.OPINION) and (by is None or i in by):
            claimed, opened = True, i
    return out


@cued(kinds=(TermKind.INTENTION, TermKind.COUNT_REQUEST, TermKind.QUESTION))  # QUESTION: "wants to raise"
def _intended(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> tuple[Ask, SeatRef] | None:
    """ "El 6 quiere subir", "utg wants to min-raise", "el 8 pregunta min raise": the player named before an
    intention or asking word asks what they may do (the minimum raise when the action wanted is a
    min-raise)."""
    for i, piece in enumerate(pieces):
        held = _wish_held(piece)
        if not (held or _wish(piece) or asks_an_action(pieces, i)):
            continue
        if _claimed_wish(pieces, i):
            continue  # "complains he wanted to raise": what he claims he meant, no action asked about
        start, _ = _sentence(pieces, i)
        before = [
            r
            for r in _subjects_before(pieces, refs, start, i)
            if not _seen(pieces, r) and not _owner(pieces, r)
        ]
        if not before and (unsaid := _unsaid_subject(pieces, refs, start, i)) is not None:
            before = [unsaid]
        if not before:
            continue
        if held and not _sized(pieces, i):
            return Ask.OPTIONS, before[-1]  # "the CO wants to raise. What's the min raise?": the CO's
        asked = action_asked_at(pieces, i)  # "asks how much he has to call": past the linking words
        ahead = pieces[i + 1 : max(i + 4, (asked or 0) + 1)]
        at_wanted = next((k for k, p in enumerate(ahead) if is_kind(p, TermKind.ACTION, TermKind.PUSH)), None)
        if at_wanted is None:
            continue  # "wants his cards back": no action wanted
        if _for_another(pieces, i):
            continue
        wanted = ahead[at_wanted]
        value = wanted.value if isinstance(wanted, Term) else None
        if getattr(piece, "value", None) in _ASKING and (at_wanted or value == "pot"):
            if not _for_his_own(ahead[:at_wanted], value):
                continue  # "asks is that a raise": about another's action; "asks for the pot": its size (52)
        ask = {"min_raise": Ask.MIN_RAISE, "pot": Ask.MAX_BET}.get(str(value), Ask.OPTIONS)
        return ask, before[-1]  # "wants to min-raise": the minimum; "wants to pot": the pot
    return None


def _for_his_own(between: Sequence[Piece], value: object) -> bool:
    """ "asks how much more to call", "pregunta cuánto es para pagar": the count asked is what his own action
    takes, the action after a purpose word ("to", "para"); not the pot, whose size is 52's."""
    return value != "pot" and bool(between) and is_word_in(between[-1], _PURPOSE)


def _owner(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "pensando que era la apuesta *del uno*", "the bet *of seat 1*": a player named as the owner of an
    action or an amount, not the one who wants."""
    k = ref.start - 1 - is_word_in(at(pieces, ref.start - 1), _OF_WORDS)
    if k == ref.start - 1 and not is_word_in(pieces[ref.start], _OF_WORDS):
        return False
    owned = at(pieces, k)
    return is_kind(owned, TermKind.ACTION) or isinstance(owned, Amount)


def _seen(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "sees seat 5 reaching for chips", "ve que el 5 agarra fichas": a player someone else saw, not the
    one who then wants to act."""
    before = at(pieces, ref.start - 1)
    if is_word_in(before, _THAT_WORDS):
        before = at(pieces, ref.start - 2)
    return is_word_in(before, _PERCEIVES) or is_kind(before, TermKind.OPINION)  # "ve que el 5"


def _asks_min_raise(pieces: Sequence[Piece], i: int) -> bool:
    """The min-raise action word asked about, not done: followed by "?" or after "the"/"'s"; or a raise word
    after "to"/"para" in a sentence that asks how much ("cuánto tiene que poner para resubir", "how much does
    seat five need to put in to re-raise"), or after a minimum word in a question ("min 4-bet for seat 1?",
    "¿mínima resubida para el 1?"): the least he may raise to."""
    piece, before = pieces[i], at(pieces, i - 1)
    if is_kind(piece, TermKind.ACTION) and piece.value == "raise":
        start, end = _sentence(pieces, i)
        if is_word_in(before, _PURPOSE):
            word = piece_index(pieces).word_at.get
            return any(
                f"{word(k - 1)} {word(k)}" in _HOW_MUCH or word(k) in _HOW_MUCH for k in range(start, i)
            )
        return is_word_in(before, _MINIMUM) and any(is_word(p, "?") for p in pieces[i : end + 1])
    if not (is_kind(piece, TermKind.ACTION) and piece.value == "min_raise"):
        return False
    return is_word(at(pieces, i + 1), "?") or is_word(at(pieces, i - 1), "the", "s", "el", "la", "su")


def _alone(pieces: Sequence[Piece], start: int) -> bool:
    """ "..., BB?", "¿y el 7?", "and seat 7?": the player is all the sentence says (past an "and")."""
    before = at(pieces, start - 1)
    if is_word_in(before, _AND) and not is_mark(before):
        before = at(pieces, start - 2)
    return before is None or (isinstance(before, Token) and before.kind == "punct")


def _nearest_ref(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], i: int, actors: set[int]
) -> SeatRef | None:
    """The reference the question in the sentence of piece i is about: one introduced as its object ("para
    el 7", "for the BB", "the SB to act", or named right after the question), else a player named before
    it who did not act ("la ciega grande, ¿cuál es la subida mínima...?"), else the first after it ("¿qué
    opciones tiene A?"), else the player just before it ("seat 5 says check and then wants to raise")."""
    start, end = _sentence(pieces, i)
    end = _heading_end(pieces, i, end)
    inside = [r for r in refs if start <= r.start < end]
    after = [r for r in inside if r.start > i]
    marked = [r for r in after if is_word_in(at(pieces, r.start - 1), _FOR) or _to_act(pieces, r.end)]
    # "¿qué puede hacer el cinco?": named right after ("quiere subir y el tres dice...": another clause)
    marked += [r for r in after if r.start <= i + 2 and not is_word_in(at(pieces, r.start - 1), _AND)]
    earlier = [r for r in inside if r.start < i]
    # "regresamos al UTG y el UTG sube": a player named before his own action is no bystander asked about
    before = [r for r in earlier if r.start not in actors and not _acts_later(pieces, r, refs)]
    wishing = [r for r in earlier if is_kind(at(pieces, r.end), TermKind.INTENTION)]  # "UTG+1 wants to"
    found = next(iter(marked or wishing[-1:] or before[-1:] or after or earlier[-1:]), None)
    if found is None and any(is_word_in(p, _POSSESSIVES) for p in pieces[start:end]):
        return _unsaid_subject(pieces, _told(pieces, refs), start, start)  # "¿qué hacemos con su mano?"
    return found


def _pronoun_told_before(pieces: Sequence[Piece], refs: Sequence[SeatRef], i: int) -> SeatRef | None:
    """ "bb option. what he can do and min raise?": a question whose only subject is a pronoun asks about
    the player told just before its sentence."""
    start, end = _sentence(pieces, i)
    if not any(is_word_in(p, _PRONOUNS) for p in pieces[start:end]):
        return None
    return _unsaid_subject(pieces, _told(pieces, refs), start, start)


def _option_owner(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """The player whose option is named ("bb option", "big blind's option", "la opción del BB", "la grande
    tiene opción"): the one asked about when the question names nobody ("todos pagan, opción de la grande.
    ¿Qué puede hacer?"), however the others who acted are told."""
    for i in word_positions(pieces, _OPTION_NOUNS):
        for ref in refs:
            before = ref.end == i or (ref.end == i - 2 and is_word(at(pieces, i - 1), "'", "s"))
            held = ref.end + 1 == i and is_word_in(at(pieces, ref.end), _OPTION_HOLDS)
            after = ref.start == i + 2 and is_word_in(at(pieces, i + 1), _OF_WORDS)
            if ref.name is not None and not ref.name.startswith("?") and (before or held or after):
                return ref
    return None


def _acts_later(pieces: Sequence[Piece], ref: SeatRef, refs: Sequence[SeatRef]) -> bool:
    """The player is named again later with an action word right after ("... y el UTG sube")."""
    later = (r for r in refs if r.name == ref.name and r.start > ref.start)
    return any(is_kind(at(pieces, r.end), TermKind.ACTION) for r in later)


def _to_act(pieces: Sequence[Piece], end: int) -> bool:
    return is_word(at(pieces, end), "to") and is_word(at(pieces, end + 1), "act", "decide")


def _pronoun_asked(
    pieces: Sequence[Piece], refs: Sequence[SeatRef], marked: Sequence[bool]
) -> SeatRef | None:
    """ "...and he says he can re-raise. Can he?", "¿Puede?", "¿qué hacemos con su mano?": a question that
    names no player, only a modal and a pronoun or a possessive, asks about the last player who acted or
    was brought the action before it (not one inside a claim, nor one an action was measured against:
    "antes que el UTG+1 actúe")."""
    if _MODALS.isdisjoint(said := words_in(pieces)) and _POSSESSIVES.isdisjoint(said):
        return None  # neither a modal nor a possessive in the report
    for i, piece in enumerate(pieces):
        if not marked[i]:
            continue
        nxt = at(pieces, i + 1)
        before = at(pieces, i - 1)  # "He can raise?": the pronoun before, in a non-native writer's order
        subject = is_word_in(nxt, _PRONOUNS) or (is_word_in(before, _PRONOUNS) and _opens(pieces, i - 1))
        modal = is_word_in(piece, _MODALS) and (subject or is_word(nxt, "?"))
        if not (modal or is_word_in(piece, _POSSESSIVES)):  # "Can he?", "what happens to his hand?"
            continue
        start, end = _sentence(pieces, i)
        if any(start <= r.start < end for r in refs):
            continue
        told = _told(pieces, refs)
        if is_kind(nxt, TermKind.ACTION):  # "what's his bet?": the bet of one who made it
            told = [r for r in told if not _says_what_it_is(pieces, r)] or told
        return _unsaid_subject(pieces, told, start, start)
    return None


def _says_what_it_is(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "Seat 6 says that's a string raise", "el 6 protesta que es string bet": a player who only said what
    an action is, not what he did himself ("seat 5 saying he only called")."""
    opinion = at(pieces, ref.end)
    if not is_kind(opinion, TermKind.OPINION):
        return False
    return holds_word_in(opinion, _WHAT_IT_IS) or holds_word_in(at(pieces, ref.end + 1), _WHAT_IT_IS)


def _opens(pieces: Sequence[Piece], i: int) -> bool:
    """Piece i opens its sentence: nothing but marks before it since the last sentence end."""
    start, _ = _sentence(pieces, i)
    return all(is_mark(p) for p in pieces[start:i])


@cued(kinds=(TermKind.SKIPPED,))
def _skipped(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> SeatRef | None:
    """ "seat 4 gets skipped... floor needed?": a question that names no one is about the player the action
    passed over."""
    for i, piece in enumerate(pieces):
        if is_kind(piece, TermKind.SKIPPED) and (skipped := skipped_player(pieces, refs, i)) is not None:
            return skipped  # "skipping s4", "seat 4 gets skipped", "seat four goes hang on, I never acted"
    return None


def _told(pieces: Sequence[Piece], refs: Sequence[SeatRef]) -> list[SeatRef]:
    """The players a later pronoun may stand for: those who acted, spoke or were brought the action, not
    those an action was measured against ("antes que el UTG+1 actúe"), nor one named in a clause that hangs
    from another's ("the BB pulled his chip back after UTG raised... can he?": he is the BB)."""
    return [
        r
        for r in refs
        if (not is_object(pieces, r.start, r.end) or _brought_the_action(pieces, r))
        and not subordinated(pieces, r.start)
    ]


def _brought_the_action(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """ "Back to seat 2", "vuelve al 2", "back on three", "action's on seat 6": the action brought to a
    player."""
    before = at(pieces, ref.start - 1)
    brought = is_kind(before, TermKind.TOTAL, TermKind.IN_TURN) or is_word_in(pieces[ref.start], _TO_THE)
    return brought or _action_back_to(pieces, ref)


def _sentence(pieces: Sequence[Piece], i: int) -> tuple[int, int]:
    return sentence_at(pieces, i, *_sentence_marks(pieces))


@per_report
def _sentence_marks(pieces: Sequence[Piece]) -> tuple[list[int], list[int]]:
    """Where the marks that end a sentence stand, and those that close one (a "?" too)."""
    return mark_positions(pieces, SENTENCE_ENDS), mark_positions(pieces, SENTENCE_CLOSES)


def _a_reading_offered(pieces: Sequence[Piece], i: int) -> bool:
    """ "5k or the min?", "¿de 5k o la mínima?": the least amount offered after "or" as one reading of what
    was bet, beside another, asks which it is, not the minimum raise."""
    piece = pieces[i]
    minimum = isinstance(piece, Term) and piece.kind == TermKind.QUESTION and piece.value == "min_raise"
    return minimum and is_word_in(at(pieces, i - 1), _OR)
