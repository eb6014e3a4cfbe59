"""From the tagged stream to the ordered events of the street.

The stream is cut into segments, each starting at a player reference that acts (a reference followed by no
action before the next reference or the end of the sentence is an object: "calls *the BB*", "action is on
*seat 5* when..."). Each segment gives one event: what the player said (a declaration), what they pushed
(chips or an amount), whether silently, in which order, out of turn or not.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet

from parser.amounts import THOUSAND, Amount
from parser.chips import (
    CHIP_ONE,
    CHIP_SINGLE_OR_ADJECTIVE,
    ChipGroup,
    ChipRead,
    may_be_one_chip,
    read_amount_list,
    read_chips,
)
from parser.cues import cued, phrase_cue
from parser.doubts import MAX_SEAT
from parser.grammar import words
from parser.language import FUNCTION_WORDS
from parser.lexicon import Term
from parser.moved_back import PULLING_VERBS, moved_back, partway
from parser.normalize import Token, fold
from parser.seat_table import may_name_at, seat_at
from parser.seats import (
    CALLER_NOUNS,
    OPPONENT,
    PLAYER_LETTERS,
    PREFLOP_ORDER,
    RETURN_WORDS,
    SeatRef,
    is_said_to_be,
    possessive,
    seat_number,
    writer_seat,
)
from parser.tagging import (
    Piece,
    amount_positions,
    at,
    holds_word_in,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    kinds_in,
    per_report,
    piece_index,
    text_of,
    words_in,
)
from parser.terms import ASKS, DENIED, WAGER_VALUES, TermKind
from rules_engine.record import field, mutable_record, replace
from rules_engine.situation import PriorChips

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_BLINDS = TermKind.BLINDS
_COUNT_REQUEST = TermKind.COUNT_REQUEST
_COUNT_TOLD = TermKind.COUNT_TOLD
_DECLARE = TermKind.DECLARE
_FILLER = TermKind.FILLER
_INTENTION = TermKind.INTENTION
_OPINION = TermKind.OPINION
_ORDER = TermKind.ORDER
_QUESTION = TermKind.QUESTION
_SILENT = TermKind.SILENT
_SKIPPED = TermKind.SKIPPED
_STACK_WORD = TermKind.STACK_WORD
_TOTAL = TermKind.TOTAL

SENTENCE_END = {".", ";", "?", "!", "¿", "¡"}
# Kinds that make a reference an actor, and that an event is built from.
ACTING = frozenset(
    {
        TermKind.ACTION,
        TermKind.PUSH,
        TermKind.DECLARE,
        TermKind.SILENT,
        TermKind.PRIOR,
        TermKind.PULL_BACK,
        TermKind.LAST_CHIPS,
        TermKind.SECOND_MOTION,
        TermKind.STACK_WORD,
        TermKind.DEEP_STACK,
    }
)
# An action word after an article is what the player acts on ("flats the shove", "paga el all in").
_ARTICLES = words("articles")
_ACTION_NOUNS = words("action_nouns")  # "subida", "raise": an action named as a noun
_MENTIONED_AFTER = words("mention_prepositions")  # "about *the* raise", "por *la* subida": a topic
_MADE_OF = words("made_of")  # "1500 con una de mil y una de quinientos"
MODALS = words("modals")
_FACED = {"bet", "raise", "all_in", "open"}
_ANSWERS = {"call", "fold"}  # their object is the action answered: "calls the raise"
_AMOUNT_LINKS = words("amount_links")  # "una apuesta de 2.000", "a bet of 2,000", "all in for 8k"
_CONTINUERS = words("continuers")
_BEFORE = words("before")  # "jumps in before seat 5", "antes que el 5", "antes de que el 5"
_TOLD_AFTER = words("told_after_words")  # "*after* seat 2 bets": told second, happened first
_BUT = words("but_words")
_WHEN = words("when_words")
_OF_THE = words("owner_contractions")  # "el raise *del* UTG": its maker named after it
_TO_THE = words("object_contractions")  # "le va *al* 5": the one the action goes to
_TOLD = words("told")  # "seat 9 told seat 4 'if you bet...'"
_SITS = words("sits")
_WHO = words("who")
_OR_WHAT = words("or_what")  # "¿es call o qué?", "a call or what": a choice left open, a question
_PLUPERFECT = words("pluperfect")  # "A had bet", "el UTG había subido"
_WITH = words("with")  # "flats with a single 5k chip", "paga con una de mil": the chips pushed
_IF = words("if")  # "if you bet, I'll raise", "si vos subís, voy con todo" (59-A)
_YES = words("yes_accented")  # "sí": the yes a writer's accent tells from the "si" of a condition
_PRONOUNS = words("pronouns")
_OR = words("or")
_THAT = words("that_word")
_QUOTES = frozenset({"'", '"', "‘", "’", "«", "»", "“", "”", "`"})
_NEGATION_KEEPERS = words("negation_keepers")  # "at no point *did he* say raise": the negation goes on
_NAMING = words("naming_links")  # "his last chips *which is* a 5k and a 1k": the chips named next
_ABLE = words("ability_words")  # "can", "puede": the action after it is possible, not done
_ABLE_ADVERBS = words("ability_adverbs")  # "can he *still* raise", "puede *todavía* subir"
_PERCEIVES = words("perceives")  # "vio", "saw": the action named after it was seen, not done
_CHOICE_LINKS = words("choice_links")  # "or *is it a* call": the words that say a choice again
_WHILE = words("while")  # "dice voy mientras empuja", "says I'm in while pushing": words and chips at once
_LANDED = words("landed_cues")  # "and once it had landed says raise": the chips were down before the words
_AFTER = words("after_words")  # "after the chips are down he says call": only between the chips and the words
_CARDS = words("cards")  # "tira las cartas", "aventó sus cartas", "throws his cards": a fold
_SMALL_WORDS = _ARTICLES | FUNCTION_WORDS  # "throws *his* cards": what may stand between a push and the cards
_PLACE_PREPOSITIONS = words("place_prepositions")
_PLACE_LINKS = _ARTICLES | _PLACE_PREPOSITIONS  # "the BB, who is *in the* 9": before a second name
_PLACE_COPULAS = words("place_copulas")  # "seat nine *he's* on the cutoff", "el 7, *que está* en el botón"
_SEATED_LINKS = _PLACE_LINKS | _PLACE_COPULAS  # the words that place a numbered seat at a position
_AND = words("and")
ECHO = words("echo_words")  # "el 6 también", "seat 6 too": the action just told, his as well
_AND_OR = _AND | _OR
_ARTICLES_OR_CHOICE_LINKS = _ARTICLES | _CHOICE_LINKS
_SUBJECTS = words("subject_pronouns")  # "y *él* avienta": the player just named, now acting
_FACED_LINKS = words("faced_links")
_DATIVE_PREPOSITIONS = words("dative_prepositions")  # "le dice *a* la del 7": the one spoken to
_OWED_TO = words("owed_to")  # "1500 to seat 7", "2.100 para el 3"
_EXPECTING = words("expecting")  # "wanting 300 back", "esperando 2.000 de vuelta"
_CHANGE_BACK = words("change_back")
_ONLY = words("only")  # "push only one 5k chip", "mete solo una de mil"
_ALREADY = words("already")  # "but seat 5 already made it 7,000": told second, done first
_REASON = words("reason_words")  # "because", "porque": the action after them is the reason for a question
_REASON_SKIPS = _PRONOUNS | _ALREADY  # "because *he already* checked", "porque *ya* pasó"
_DATIVE = words("dative_clitics")  # "al 9 *le* quedan 40.000": the player the clause is about
_STACK_ADVERBS = words("stack_adverbs")  # "al 9 *solo* le quedan 4.000": between the player and his clitic
_HOW_MUCH = words("how_much")  # "¿a cuánto sube?", "how much raise?": the size asked, no action told
_READING_LINKS = words("reading_links")  # "¿se queda *como* call?": the reading asked about follows
_THAT_IS = words("that_is")  # "o sea", "that is": the same player named again
_ABOUT = words("approximately")
_ROUGHLY_BEFORE = words("approximate_before")  # "*roughly* 7.5k", "*unos* siete mil": an amount not counted
_ROUGHLY_AFTER = words("approximate_after")  # "siete mil y *pico*", "7k or *so*": after "and"/"or"
# "7,500*-ish*", "siete mil *más o menos*", "*give or take*": the words right after the amount
_ROUGH_TAILS = tuple(p.split() for p in words("approximate_tails"))
_THAN = words("than_words")  # "más *de* 50 mil", "more *than* 50k": after a word of approximation
_BIG = words("big_word")  # "40 *big* blinds"
_BLIND_UNITS = words("blind_units")  # "25 bbs", "30 grandes": a stack counted in big blinds
_CHIP_OF = words("chip_of")
_STAFF = words("staff_nouns")  # "dealer", "floor", "crupier": who runs the game, no player
_STAFF_PRONOUNS = words("staff_pronouns")  # "we push the pot": the dealer writing for the staff
_STAFF_SUBJECTS = _STAFF | _STAFF_PRONOUNS
_ALIAS_LINKS = words("alias_links")  # "el utg *que es* el tres": the same player named again
_BELIEF = words("belief_verbs")  # "thought", "creyó": what follows is believed, not done
# "the cutoff says call *when* the button has bet 3,400, *but* then only puts out 1,000": a player named in a
# clause that hangs from another's, and the word after which that other player's clause goes on.
_SUBORDINATORS = words("subordinators")
_AFTER_CLAUSES = tuple(p.split() for p in words("after_clauses"))  # "after UTG raised": an earlier action
_SUBORDINATING_PHRASES = tuple(p.split() for p in words("subordinating_phrases"))  # "as soon as"
_MAIN_CLAUSE_RESUMES = words("main_clause_resumes")
_STAFF_VERB_REACH = 3
_TIMES_WORDS = words("times_words")  # "3x", "tres veces": a multiple of the bet raised
_TAKING = words("taking_motions")  # "grabs", "agarra": chips taken from the stack, not yet pushed
_CHIP_AND = words("chip_and")  # "a 5k *and* two 500s": the chips of a list
# The actions a list of players may share, each to his own amount ("el 5 resube a 14, el 7 a 30").
_GAPPED = frozenset({"raise", "bet", "open", "all_in"})
_POSSESSIVES = words("possessive_pronouns")  # "10k of *his* 22k"
_DETERMINERS = _POSSESSIVES | _ARTICLES  # "*his* bet chips", "fichas de *la* apuesta"
_OBJECT_PRONOUNS = words("object_pronouns")  # "y *las* tira", "pushes *them*": the chips just named
_ALL_OF_THEM = words("all_of_them")  # "pushes *all three* out", "tira *las dos*": the chips just named
_NAMED_AGAIN = _ALL_OF_THEM | _ARTICLES | _OBJECT_PRONOUNS  # before a count: "*all* three", "*las* tres"
_THE_CHIPS_NAMED = _OBJECT_PRONOUNS | _ALL_OF_THEM  # after a push: "pushes *them*", "*both of them*"
_WAS = words("past_stack_words")  # "tenía", "had", "started with": the stack before, not what is left
_ADDRESSED = words("addressed_pronouns")  # "*you* shove, I call": the player spoken to
_SPEAKER = words("speaker_pronouns")  # "you shove, *I* call": the player speaking; "*I* pushed": the dealer
_PAST_ENDINGS = tuple(words("past_endings"))  # "push*ed*", "empuj*é*": told in the past
_HAND_NOUNS = words("hand_nouns")  # "la *mano* anterior", "last *hand*"
_PREVIOUS = words("previous_words")  # "la mano *anterior*", "*last* hand"
_OTHER_HAND_REACH = 5
_CORRECTION_CUES = words("correction_cues")  # "correction", "me equivoqué": what follows is told again
_CUE_REACH = 6
_MORE_CHIPS = 20  # "goes back for two more": under this, a count of chips like the first ones
_ASKING_COPULAS = words("asking_copulas")  # "*Is* seat 9 all in?": a sentence that opens asking
_PURPOSE = words("purpose_words")  # "puso 1.000 *para* igualar", "1,000 *to* call"
_PLURAL_ENDINGS = tuple(words("plural_verb_endings"))  # "paga*ron*", "igual*an*": several players did it
_DEMONSTRATIVES = words("demonstratives")  # "that call", "esa apuesta": an action named again
_STATUS_SUBJECTS = words("status_subjects")  # "does *that* stay a call?"
_STATUS_VERBS = words("status_verbs")  # "does that *stay* a call?", "¿eso *queda* pagado?"
_STATUS_LINKS = words("status_links")  # "does that stand *as* a call?", "¿eso vale *como* call?"
_INVERTED_SUBJECTS = _PRONOUNS | _DEMONSTRATIVES | _OBJECT_PRONOUNS  # "is *he* all in", "is *that* a call"
# Before "is the bet", "es la apuesta": what opens a question about an action named as a noun in a run-on
_NOUN_ASKED_AFTER = words("asking_words") | words("clause_openers")
_ASKING_CONTRACTED = words("asking_contracted")  # "*what's* the bet": an asking word and its copula in one
_NOTHING_SAID = words("nothing_said")  # "doesn't say *a word*", "no dijo *nada*": what a silent player said
_NOTHING_PUSHED = words("nothing_pushed")  # "push *nothing*", "empuja *nada*": a push of no chips
_TAKING_BACK = words("taking_back")  # "no *espera*", "no *wait*": what was just said is taken back
# "sorry, correction: the bet was...", "perdón, las ciegas son...": words before what is told again
CORRECTING = _CORRECTION_CUES | _TAKING_BACK
# Where a piece that names no player may do more than join its clause (a subject pronoun, staff, a sentence's
# end, a bracket, a correction): `segment` tries its other readings of such a piece only at these words.
_SEGMENT_CUES = frozenset(
    _SUBJECTS | _STAFF_SUBJECTS | SENTENCE_END | _MAIN_CLAUSE_RESUMES | CORRECTING | {"(", ")"}
)
# Facts a sentence with no player tells of the last one's action ("Now says he wanted change").
_LATER_FACTS = (
    TermKind.EXPECTS_CHANGE,
    TermKind.LAST_CHIPS,
    TermKind.DEEP_STACK,
    TermKind.SILENT,
    TermKind.UNCLEAR_VOICE,  # "Half the table didn't hear it.": how the last player said it
)
_FRONT = words("front_words")  # "tenía dos de cien *delante*": chips out in front, not his stack
_COPULAS = words("copulas")
_POT_TALK = _COPULAS | words("pot_talk")  # "el bote *tiene*", "the pot *was*": its size said
_SPEAKS = words("speaks")  # "antes de que hable el 5": the turn of the player named after
# The word lists the readers below test together, joined once here rather than at every test.
_OBJECT_LEADS = words("object_leads") | _SPEAKS
_BEFORE_OR_TOLD = _BEFORE | _TOLD | {"al"}
_OR_OR_CHOICE = _OR | _CHOICE_LINKS
_FACED_READ_PAST = _ARTICLES | _AMOUNT_LINKS | _FACED_LINKS | _ONLY  # "the bet was *only* 10k"
_CHIPS_READ_PAST = _ARTICLES | _ONLY | words("chips_read_past") | {":", "-", "–", "—"}  # "pushes - one 5k"
CHIP_HEAPS = words("chip_heaps")  # "a stack", "una torre": chips pushed as a heap, its worth told after
_HEAP_LINKS = words("chip_heap_links")
_NAMING_OR_COMMA = _NAMING | {","}
_ABOUT_OR_ALREADY = _ABOUT | _ALREADY
_ABOUT_OR_ONLY = _ABOUT | _ONLY
# What ends the reading of a segment: a player's claim about the action ("is saying it's a raise") or chips
# found later (62) are not this player's action.
_CONFIRMATION_ASKS = words("confirmation_asks")  # "call *right*", "pago *verdad*": asked to confirm
_FACING_PREPOSITIONS = words("facing_prepositions")  # "puts 7k *on* a 3k bet", "calls *into* the 6k raise"
_BEFORE_TURN = words("before_turn")  # "*before* seat 4 acts", "*antes* de que hable el 4"
_NOT_SPOKEN = words("not_spoken")  # "no habló": silence after his own chips, else a player skipped
_TURN_VERBS = words("turn_verbs")  # "before seat 4 *acts*", "antes de que *hable* el 4": his turn taken
_PENDING = words("pending_words")  # "while seat 2 is *still* to act", "cuando *todavía* no había hablado"
_BEFORE_OR_WHILE = _BEFORE_TURN | _WHILE
_BEFORE_REACH = 4  # "antes | de | que | hable | el 4": "before" a few words ahead of the player
_AFTER_ACTING = 3  # "folds | his | cards | before": "before" right after the action it times
_STOPS = frozenset({TermKind.OPINION, TermKind.FOUND_BEHIND})
_NO_CHIP_PUT = (*_STOPS, TermKind.PULL_BACK)  # before a chip named: no chip put in ("we find a 5k chip")


@mutable_record
class Segment:
    ref: SeatRef | None
    pieces: list[tuple[int, Piece]] = field(default_factory=list)  # (index in stream, piece)
    mentions: list[SeatRef] = field(default_factory=list)  # object references inside the segment
    previous: SeatRef | None = None  # the actor of the sentence before, for "He then raises."
    earlier: bool = False  # told after the segment before it but happened first ("after Y bets")
    corrects: bool = False  # opens right after a "no" taking back what was just told ("shoves... no, BTN")
    restates: bool = False  # opens after a correction cue: tells again an action told before ("correction:
    # seat 2 bet 3,000, not 2,000")

    @property
    def continues(self) -> bool:
        """A sentence with no reference that opens with a pronoun or "then", or that only tells a stack
        ("Stack 60k behind.", "Tiene más de 50 mil."), goes on with the last actor."""
        first = self.pieces[0][1] if self.pieces else None
        his = is_kind(first, TermKind.STACK_WORD) and fold(text_of(first)).split(" ", 1)[0] in _DATIVE
        return (
            self.ref is None
            and self.previous is not None
            and (
                is_word_in(first, _CONTINUERS)
                or his
                or self._pronoun_before_its_verb()
                or self._tells_of_the_last_player()
            )
        )

    def _pronoun_before_its_verb(self) -> bool:
        """ "Facing a 2,000 bet *he* puts out 2,000", "frente a la apuesta *él* pone...": a sentence opening
        with the bet faced, then a subject pronoun right before a verb."""
        told = [p for _, p in self.pieces]
        if not (told and is_kind(told[0], TermKind.FACING)):
            return False
        return any(
            is_kind(p, TermKind.ACTION, TermKind.PUSH) and is_word_in(told[k - 1], _SUBJECTS)
            for k, p in enumerate(told[1:], 1)
        )

    def _tells_of_the_last_player(self) -> bool:
        """No action of its own, a fact of the last player's: what he hoped for, his last chips, his silence
        ("Now says he wanted change", "Never said a word"), or his stack in chips ("Stack 60k behind")."""
        said = [p for _, p in self.pieces[:4]]
        told = [p for _, p in self.pieces]
        claimed = next((k for k, p in enumerate(told) if is_kind(p, TermKind.OPINION)), len(told))
        acts = any(is_kind(p, TermKind.ACTION, TermKind.PUSH) for p in told[:claimed])  # not "meant to bet"
        if not acts and any(is_kind(p, *_LATER_FACTS) for _, p in self.pieces):
            return True  # "Now says he wanted change", "Eran sus últimas fichas": about the last player
        if not acts and is_kind(said[0] if said else None, TermKind.OPINION):
            return True  # "dice que quería 2.500 de vuelto": he says, with no subject: the last player
        chips = any(isinstance(p, Amount) and p.value is not None and p.value >= 100 for p in said)
        declares = any(is_kind(p, TermKind.DECLARE) for _, p in self.pieces)
        return not declares and chips and any(is_kind(p, TermKind.STACK_WORD) for p in said)  # not "30 left"


@mutable_record
class RawEvent:
    """An event before names are resolved and before the engine's types are built."""

    ref: SeatRef | None
    action: str | None = None  # bet, raise, call, check, fold, all_in, complete, pot
    future: bool = False
    declared: bool = False  # a declaration marker ("dice", "says") or an action word not described as silent
    declared_at: int | None = None
    amount: Amount | None = None  # the amount declared
    amount_at: int | None = None  # where it stands
    changed_after: tuple[int, ...] = ()  # amounts he said after a call he declared binds him (51-A)
    by: bool = False
    pushed: Amount | None = None  # an amount pushed (denominations unknown)
    chips: ChipRead | None = None
    pushed_at: int | None = None
    silent: bool = False
    out_of_turn: bool = False
    order: str | None = None
    prior: ChipRead | Amount | None = None  # chips said to be already in front ("tiene puestas dos de 25")
    pulled_back: str | None = None
    added: ChipRead | Amount | None = None  # chips added in a second motion (a string bet)
    stack: int | None = None  # chips behind, when the report says ("B tiene 10.000", "with 5000 behind")
    stack_now: bool = False  # ... said in the present ("le queda", "has"): after his action, what is left
    stack_blinds: int | None = None  # chips behind told in big blinds ("tiene unas 30 ciegas")
    last_chips: bool = False
    deep: bool = False  # "tiene de sobra", "plenty behind": chips remain behind
    expects_change: bool = False  # "esperando que le devuelva 2.000" (61)
    conditional: bool = False
    unclear_voice: bool = False
    unheard: bool = False  # "el 9 no escuchó y paga": the declaration he answered was not clearly heard
    non_standard: bool = False  # the action word may mean more than one action ("voy", "I'm in")
    regional: bool = False  # the action word is a regional term ("resto", "me la juego"): 3
    gesture: bool = False  # the action is a gesture ("knocks the table", "golpea la mesa"): 3
    unclear_alone: bool = False  # ... even with no chips to say which ("I'm in": call or all in?)
    fuzzy: int = 0
    minimum: bool = False  # "min-raises": a raise of the minimum, no amount said
    faced: str | None = None  # the earlier action the player faced: "flats *the shove*", "facing a 2,000 bet"
    faced_amount: Amount | None = None
    faced_by: SeatRef | None = None  # who made it, when said: "paga el all in *del 6*"
    earlier: bool = False  # pluperfect ("A had bet 400", "el UTG había subido"): before the actions told
    opens_to: bool = False  # "opens to 2,000", "abre a 1.200": a raise to a total, said pre-flop
    count_given: int | None = None  # the amount the player was told before acting (49, parser/count.py)
    count_believed: bool = False  # ... or believed it was ("thought it was only 800", parser/belief.py)
    action_at: int | None = None  # where the action word chosen stands
    said_after_push: int | None = None  # a "says"/"dice" after the chips went out
    approximate: bool = False  # the amount told only roughly ("roughly 7.5k", "unos siete mil y pico")
    times: bool = False  # the amount is a multiple of the bet it raises ("raises 3x", "sube tres veces")
    others_called: int = 0  # players not named who called after it ("bets 2k and two callers")
    others_untold: bool = False  # ... how many not said ("everyone limps", "todos pagan")

    @property
    def acts(self) -> bool:
        return (
            self.action is not None
            or self.pushed is not None
            or self.chips is not None
            or (self.declared and self.amount is not None)
            or self.pulled_back == "pulled_back"  # prior chips clearly pulled back: an act (46-B)
        )

    @property
    def added_chips(self) -> tuple[int, ...]:
        """The chips added in a second motion, by value (an amount added with no chips named: itself)."""
        if isinstance(self.added, ChipRead):
            return self.added.chips
        if isinstance(self.added, Amount) and self.added.value is not None:
            return (self.added.value,)
        return ()


def _relative_stack(pieces: Sequence[Piece], i: int) -> bool:
    """A comma that opens a relative clause telling a stack ("al botón, que tiene 900.000")."""
    if not is_word(pieces[i], ","):
        return False
    after = at(pieces, i + 1)
    opens = is_word_in(after, _WHO) and is_kind(at(pieces, i + 2), TermKind.STACK_WORD)
    # "que tiene": the relative pronoun inside the stack term
    return opens or (is_kind(after, TermKind.STACK_WORD) and fold(text_of(after)).split(" ", 1)[0] in _WHO)


def _stack_aside_of(pieces: Sequence[Piece], i: int, lead: Segment) -> SeatRef | None:
    """The player just named (not acting) whose stack a bracket or a relative clause opening at i tells:
    "action to seat 7 (has 1.2M)", "le toca al 7, que no ha hablado (tiene 1.2M)", "le corresponde al
    botón, que tiene 900.000", "over to seat 7, who has 1.2M"."""
    if not lead.mentions:
        return None
    bracket = is_word(pieces[i], "(") and is_kind(at(pieces, i + 1), TermKind.STACK_WORD)
    relative = _relative_stack(pieces, i) and lead.mentions[-1].end == i
    return lead.mentions[-1] if bracket or relative else None


def _is_sentence_end(piece: Piece) -> bool:
    return isinstance(piece, Token) and piece.text in SENTENCE_END


@mutable_record
class _Cut:
    """`segment`'s working state while it walks the stream."""

    pieces: Sequence[Piece]
    word: Callable[[int], str | None]  # the folded word at an index, None for a number or a mark
    refs: list[SeatRef] = field(default_factory=list)
    segments: list[Segment] = field(default_factory=lambda: [Segment(None)])
    aside: Segment | None = None  # the segment a bracket opened in: the actor after the bracket closes
    main: Segment | None = None  # the clause a subordinate clause hangs from, until it goes on


def segment(pieces: Sequence[Piece], skip: set[int]) -> tuple[list[Segment], list[SeatRef]]:
    """Cut the stream at acting references and sentence ends; return the segments and every reference."""
    word = piece_index(pieces).word_at.get
    cut = _Cut(pieces, word)
    segments = cut.segments  # changed in place only, by the steps too
    may_name = may_name_at(pieces)
    i = 0
    while i < len(pieces):
        if i in skip:
            i += 1
            continue
        ref = seat_at(pieces, i) if may_name[i] else None
        if ref is not None:
            i = _at_player(cut, i, ref)
        elif word(i) in _SEGMENT_CUES or _relative_stack(pieces, i):
            i = _at_cue(cut, i)
        else:
            segments[-1].pieces.append((i, pieces[i]))  # most pieces: nothing but a word of the clause
            i += 1
    return _in_told_order([s for s in cut.segments if s.pieces or s.ref is not None]), cut.refs


def _at_player(cut: _Cut, i: int, ref: SeatRef) -> int:
    """A player named at `i`: the same player again, a mention, a question about him, or the actor of a
    clause (`_PLAYER_CLAUSES`); returns where reading goes on."""
    pieces, refs, segments = cut.pieces, cut.refs, cut.segments
    if _restates(pieces, i):
        return ref.end  # "el 2, que está en la ciega pequeña": the same player again
    alias = _is_alias(pieces, i, ref, refs)
    placed = not alias and _seat_placed_at(pieces, i, ref, refs)
    refs.append(replace(ref, alias_of=refs[-1].name) if alias or placed else ref)
    seat = refs[-2] if alias or placed else None
    past = ref.end + is_word(at(pieces, ref.end), ",", ")")
    stacked = bracketed_stack(pieces, past)  # "seat 4 (BTN, 140k) calls": his stack, then his act
    if seat in segments[-1].mentions and _acts(pieces, past + 2 * stacked):
        # "seat 3 on the button plonks...", "el UTG, asiento 4, sube": he acts after all
        segments[-1].mentions.remove(seat)
        segments.append(Segment(seat))
        cut.aside = None if stacked else cut.aside  # the bracket is his own, closed inside his clause
    if alias or placed:
        return past  # past the closing bracket or comma ("(HJ, 96k)": his stack is read in his clause)
    if _possessive(pieces, i, ref.end):
        segments[-1].mentions.append(ref)  # "seat 8's all in": the player owns what follows
        return ref.end
    # "cuánto tiene el 4, que está all in": asked about, yet he acts in a clause of his own
    asked = asks_about(pieces, i) and not _relative_acts(pieces, ref.end)
    if asked or _asked_after(pieces, ref.end):
        segments[-1].mentions.append(ref)
        return _question_end(pieces, ref)  # "can A raise?": a question, not an action
    lead = segments[-1]
    partner = refs[-2] if len(refs) > 1 and _coordinated(pieces, refs[-2], ref, i) else None
    for clause in _PLAYER_CLAUSES:
        if clause(cut, i, ref, lead, partner):
            return ref.end
    lead.mentions.append(ref)
    return ref.end


def _verb_said_for_both(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """ "pagan el cuatro y el siete": the verb said once for both players."""
    pieces = cut.pieces
    if (
        partner is None
        or lead.ref is not partner
        or _verb_first(Segment(None, lead.pieces[:1])) is None
        or _acts(pieces, ref.end)  # "paga la grande, la chica se va": his own verb
        or is_kind(at(pieces, ref.end), *_OWN_PREDICATES)  # "y el 3 reclamó", "y el 3 quiere"
    ):
        return False
    cut.segments.append(Segment(ref, lead.pieces[:1], previous=lead.previous))
    return True


def _verb_before_its_subject(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """ "Apuesta el 7 3.000", "Órdago del 3 por 12.000": the verb before its player; "se le pasó el turno al
    1: apostó el 7": only the last clause's."""
    if (opens := _verb_first(lead)) is None or _own_verb_follows(cut.pieces, ref.end):
        return False
    clause = Segment(ref, lead.pieces[opens:], previous=lead.previous)
    del lead.pieces[opens:]
    cut.segments[-1:] = [lead, clause] if lead.pieces or lead.mentions else [clause]
    return True


def _second_verb_before_its_subject(
    cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None
) -> bool:
    """ "el 2 apuesta 3.000, pagaron el 4 y el 5": a plural verb whose players come after it; "el botón sube
    a 6.000 y paga la grande": a second verb whose player comes after it."""
    if lead.ref is None or not lead.pieces or not _verb_before_its_player(cut.pieces, ref, lead):
        return False
    while not is_kind(lead.pieces[-1][1], TermKind.ACTION):
        lead.pieces.pop()  # the article of the player ("y paga *el* BB")
    verb = lead.pieces.pop()
    cut.segments.append(Segment(ref, [verb], previous=lead.ref))
    return True


def _verb_gapped(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """ "el 5 resube a 14, el 7 a 30", "seat 2 has 80k and seat 8 about 95k": the verb said once, each player
    with his own amount."""
    if (gapped := _gapped_verb(cut.pieces, ref, lead) or _gapped_stack(cut.pieces, ref, lead)) is None:
        return False
    cut.segments.append(Segment(ref, [gapped], previous=lead.ref))
    return True


def _players_listed(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """ "el 4 y el 7 pagan", "seats 6, 7 and 8 call": one action for every player listed."""
    pieces = cut.pieces
    if (
        partner is None
        or partner not in lead.mentions
        or not _acts(pieces, ref.end)
        or _wagers_alone(pieces, ref.end)
    ):
        return False
    listed = [*_listed_before(pieces, cut.refs[:-2], partner, lead.mentions), partner]
    for member in listed:
        lead.mentions.remove(member)
    shared = Segment(ref)
    cut.segments += [Segment(member, shared.pieces, previous=lead.previous) for member in listed]
    cut.segments.append(shared)
    return True


def _named_as_object(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """ "le mete 6 mil al 9": a player the clause's verb is done to, unless he acts in a relative clause or
    once given the turn."""
    pieces = cut.pieces
    if (
        not is_object(pieces, i, ref.end)
        or _relative_acts(pieces, ref.end)
        or _given_the_turn_acts(pieces, i, ref.end)
    ):
        return False
    lead.mentions.append(ref)
    return True


def _acts_in_his_clause(cut: _Cut, i: int, ref: SeatRef, lead: Segment, partner: SeatRef | None) -> bool:
    """A player followed by his own action opens a clause: told as a correction, as a restatement after a
    correction cue ("perdón, el 8 subió a 9000"), or told after what happened first."""
    pieces = cut.pieces
    if not _acts(pieces, ref.end):
        return False
    corrects = _taken_back_before(pieces, i)
    restates = after_a_correction_cue(pieces, i, CORRECTING)
    told_after = _told_after(pieces, i, ref.end)
    cut.segments.append(Segment(ref, earlier=told_after, corrects=corrects, restates=restates))
    if lead.ref is not None and subordinated(pieces, i):
        cut.main = lead  # "says call when the button has bet...": the caller's clause goes on after
    return True


# Who a player named after a clause's words is, tried in order; the first that applies cuts the stream.
# None applies: he is only mentioned in the clause before.
_PLAYER_CLAUSES: tuple[Callable[[_Cut, int, SeatRef, Segment, SeatRef | None], bool], ...] = (
    _verb_said_for_both,
    _verb_before_its_subject,
    _second_verb_before_its_subject,
    _verb_gapped,
    _players_listed,
    _named_as_object,
    _acts_in_his_clause,
)


def _at_cue(cut: _Cut, i: int) -> int:
    """A word that may cut the stream though it names no player: a pronoun for the player mentioned, the
    main clause going on, the staff as subject, a sentence end, a bet told again, a stack in brackets;
    returns where reading goes on."""
    pieces, segments, piece = cut.pieces, cut.segments, cut.pieces[i]
    if (him := _pronoun_for_mention(pieces, i, segments[-1])) is not None:
        lead = segments[-1]
        if any(is_kind(p, TermKind.ACTION, TermKind.PUSH) for _, p in lead.pieces):
            at_start = lead.pieces[0][0]  # "le meten 6 mil al del 9": an opponent bet into him
            lead.ref = SeatRef(OPPONENT, 0, at_start, at_start)
        cut.refs.append(him)
        segments.append(Segment(him))  # "... y él avienta sus fichas": the 9 acts
        return i + 1
    main = cut.main
    if main is not None and cut.word(i) in _MAIN_CLAUSE_RESUMES and seat_at(pieces, i + 1) is None:
        # "..., but then only puts out 1,000": the main clause goes on, told after what hung from it
        # ("says call when the button had bet": the bet came first)
        segments.remove(main)
        segments.append(main)
        main.pieces.append((i, piece))
        cut.main = None
        return i + 1
    # the staff opening a sentence after a player's ("... saltaron. El dealer pasó al tres") too
    told_after = segments[-1].ref is not None or segments[-1].previous is not None
    if told_after and _staff_subject(pieces, i):
        segments.append(Segment(None, [(i, piece)]))  # "dealer made it a call": no player's action
        return i + 1
    if _is_sentence_end(piece) and segments[-1].ref is not None and _pushes_what_was_told(pieces, i):
        return i + 1  # "al 6 le queda una ficha de 10.000. La tira": his clause goes on, the chip its object
    if segments[-1].ref is not None and _paused_to_correct(pieces, i):
        return i + 1  # "three black... no, the yellow ones": the dealer corrects himself, the clause goes on
    if _is_sentence_end(piece) or _bet_told_again(pieces, i):
        cut.main = None
        last = segments[-1]
        spoken = last.ref or (last.mentions[-1] if len(last.mentions) == 1 else None)
        told_again = [] if _is_sentence_end(piece) else [(i, piece)]  # the cue opens what it corrects
        segments.append(Segment(None, told_again, previous=spoken or last.previous))
        return i + 1
    if (owner := _stack_aside_of(pieces, i, segments[-1])) is not None:
        cut.aside = segments[-1]  # "le toca al 7 (tiene 1.2M)": the stack of the player just named
        segments.append(Segment(owner, previous=cut.aside.ref))
        return i + 1
    if cut.word(i) == "(" and segments[-1].ref is not None:
        cut.aside = segments[-1]  # "el 1 dice 'quince mil' (el rival dice q no) y pone...": the 1 goes on
    segments[-1].pieces.append((i, piece))
    if cut.word(i) == ")" and (aside := cut.aside) is not None:
        if segments[-1] is not aside:  # another player was named inside: the first goes on after
            segments.append(Segment(aside.ref, previous=aside.previous))
        cut.aside = None
    return i + 1


def _pushes_what_was_told(pieces: Sequence[Piece], end: int) -> bool:
    """The sentence after `end` pushes the chips just told, with no player of its own ("La tira sin hablar",
    "He tosses it in", "Pushes them in"): the player they were told of pushes them. A question asks of the
    dealer's own call ("lo dejo en raise?"), no push."""
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    k = end + 1 + (word(end + 1) in _SUBJECTS)
    if kind(k) == TermKind.PUSH:  # "tosses it in", "pushes them"
        pushed = not _OBJECT_PRONOUNS.isdisjoint((word(k) or "").split()) or word(k + 1) in _OBJECT_PRONOUNS
    else:  # "la tira"
        pushed = word(k) in _OBJECT_PRONOUNS and kind(k + 1) == TermKind.PUSH
    close = next((j for j in range(k, len(pieces)) if _is_sentence_end(pieces[j])), None) if pushed else None
    return pushed and (close is None or word(close) != "?")


def _paused_to_correct(pieces: Sequence[Piece], i: int) -> bool:
    """Mark i is a dot of an ellipsis ("...") and the words after it take back what was just said ("three
    black... no they're the yellow ones", "tres negras... no, perdón, amarillas"): a pause in the telling
    of the same clause, no sentence's end."""
    dotted = is_word(at(pieces, i - 1), ".") or is_word(at(pieces, i + 1), ".")
    if not (is_word(pieces[i], ".") and dotted):
        return False
    k = i + 1
    while is_mark(at(pieces, k)):
        k += 1
    return is_kind(at(pieces, k), TermKind.NEGATION) or is_word_in(at(pieces, k), _CORRECTION_CUES)


def _own_verb_follows(pieces: Sequence[Piece], end: int) -> bool:
    """The player named has his own verb right after him ("...bet ten k seat six *says* fourteen"): a verb
    before him opens another clause, not his (as in "apostó el 7 900")."""
    return is_kind(at(pieces, end), TermKind.ACTION, TermKind.DECLARE, TermKind.PUSH)


def _bet_told_again(pieces: Sequence[Piece], i: int) -> bool:
    """ "...call o raise perdón la apuesta era de seis mil": a correction cue, then the bet named (an article
    and a wager word), closes the clause as a sentence's end would, with no mark written."""
    if not is_word_in(pieces[i], CORRECTING) or is_word_in(at(pieces, i - 1), _THAT):
        return False  # "dice que *mejor* se retira": what he would rather do, no correction
    k = i + 1
    while is_word_in(at(pieces, k), CORRECTING) or is_mark(at(pieces, k)):
        k += 1  # "perdón, corrijo, la apuesta..."
    k += is_word_in(at(pieces, k), _ARTICLES)
    return is_kind(at(pieces, k), TermKind.ACTION, TermKind.FACING) and seat_at(pieces, k) is None


_SUBORDINATE_CUE = _SUBORDINATORS | phrase_cue(_SUBORDINATING_PHRASES + _AFTER_CLAUSES)


@cued(words=_SUBORDINATE_CUE, nothing=lambda pieces: False)  # no "when", "cuando", "después de que" (most)
def subordinated(pieces: Sequence[Piece], i: int) -> bool:
    """The player at i opens a subordinate clause: "when the button...", "cuando el 5...", "después de que
    el UTG subió"."""
    k = _before_the_player(pieces, i)
    if is_word_in(at(pieces, k), _SUBORDINATORS):
        return True
    return _phrase_ends_at(pieces, k, _SUBORDINATING_PHRASES) or _phrase_ends_at(pieces, k, _AFTER_CLAUSES)


def _before_the_player(pieces: Sequence[Piece], i: int) -> int:
    """The word before the player named at i, past an article ("after *the* UTG")."""
    return i - 1 - is_word_in(at(pieces, i - 1), _ARTICLES)


def _phrase_ends_at(pieces: Sequence[Piece], k: int, phrases: Sequence[Sequence[str]]) -> bool:
    """One of the phrases (each a list of words) is said with its last word at k."""
    return any(
        all(is_word(at(pieces, k - n), w) for n, w in enumerate(reversed(phrase))) for phrase in phrases
    )


def _staff_subject(pieces: Sequence[Piece], i: int) -> bool:
    """ "..., dealer made it a call", "y la dealer me hace poner 2400": the dealer or the floor opening a
    clause; what follows is what staff did, not the last player's action."""
    if not is_word_in(pieces[i], _STAFF_SUBJECTS):
        return False
    k = i - 1 if is_word_in(at(pieces, i - 1), _ARTICLES) else i
    before = at(pieces, k - 1)
    own = is_word_in(pieces[i], _STAFF_PRONOUNS)  # "we" is a subject wherever it stands ("as we push")
    # "o sea el dealer pasó al tres": a filler opens the clause as a mark does
    opens = before is None or is_mark(before) or is_word_in(before, _AND) or is_kind(before, TermKind.FILLER)
    if not (own or opens):
        return False
    # "dealer made it a call", "la dealer me hace poner", "la dealer lo hizo call": a betting word within a
    # few words; what he says or counts ("el dealer cuenta 14000", "dealer says 9,500") is read on
    for k in range(i + 1, i + 1 + _STAFF_VERB_REACH):
        if isinstance(at(pieces, k), Amount) or is_kind(at(pieces, k), TermKind.DECLARE, TermKind.COUNT_TOLD):
            return False
        if is_kind(at(pieces, k), TermKind.ACTION, TermKind.PUSH):
            return True
    return False


def _taken_back_before(pieces: Sequence[Piece], i: int) -> bool:
    """ "BTN shoves... no, BTN 5-bets to 60k", "el 3 paga, no perdón, el 3 sube": a player named right after
    a "no" (or "sorry", "perdón") that closes what was just told: that telling is taken back."""
    index = piece_index(pieces)
    k = i - 1 - (index.word_at.get(i - 1) in _ARTICLES)  # "no, perdón, *el* BTN resube"
    while is_mark(at(pieces, k)):
        k -= 1
    if index.word_at.get(k) in _TAKING_BACK:
        k -= 1
        while is_mark(at(pieces, k)):
            k -= 1
    return index.kind_at.get(k) == TermKind.NEGATION and is_mark(at(pieces, k - 1))


def after_a_correction_cue(
    pieces: Sequence[Piece], i: int, cues: AbstractSet[str] = _CORRECTION_CUES
) -> bool:
    """ "correction: seat 2 bet 3,000", "perdón, me equivoqué, el 2 apostó 3.000": a correction cue (or one of
    ``cues``) a few words before place i, in its sentence."""
    for k in range(i - 1, max(-1, i - _CUE_REACH), -1):
        piece = pieces[k]
        if is_word_in(piece, cues):
            return True
        if _is_sentence_end(piece) or isinstance(piece, Amount):
            return False  # "... 2,000. Seat 7 raises": another sentence, or another player's amount
    return False


def _pronoun_for_mention(pieces: Sequence[Piece], i: int, lead: Segment) -> SeatRef | None:
    """ "le meten 6 mil al del asiento 9 y el avienta sus fichas", "seat 2 bets into seat 5 and he calls": a
    subject pronoun opening a clause right before an action, in a clause whose only player is the one an
    action was aimed at, is that player."""
    if lead.ref is not None or len(lead.mentions) != 1 or not is_word_in(pieces[i], _SUBJECTS):
        return None
    if not (is_word_in(at(pieces, i - 1), _AND) and is_kind(at(pieces, i + 1), *ACTING)):
        return None
    if is_word(at(pieces, i + 2), "de", "del", "of"):
        return None  # "y el call del 5": the article of a noun
    mention = lead.mentions[0]
    return SeatRef(mention.name, mention.relative, i, i + 1)


# What a player named after a shared verb may do instead of taking it: claim, think, want, take back.
_OWN_PREDICATES = (
    TermKind.OPINION,
    TermKind.THINKING,
    TermKind.INTENTION,
    TermKind.RETRACT,
    TermKind.SKIPPED,
)


def _coordinated(pieces: Sequence[Piece], earlier: SeatRef, ref: SeatRef, i: int) -> bool:
    """ "el 4 y el 7", "seat 3 and seat 5": two players joined by a conjunction, one action for both ("vuelvo
    al 4 y el 4 paga" names one player twice: the first is an object)."""
    if earlier.end != i - 1 or not is_word_in(at(pieces, i - 1), _AND) or earlier.name == ref.name:
        return False
    if is_kind(at(pieces, earlier.start - 1), TermKind.OTHERS_CHECK):
        return False  # "checked to seat 4, seat 6 taps": the player the others checked to, in no list
    return not is_object(pieces, earlier.start, earlier.end)


def _wagers_alone(pieces: Sequence[Piece], start: int) -> bool:
    """ "BB in seat two, button raises to 600": a bet, a raise or an open is one player's, so the players
    before the verb make no list that shares it (calls, folds, limps and shoves are shared: "UTG, HJ and CO
    limp")."""
    k = start
    while is_kind(at(pieces, k), TermKind.FILLER) or is_word_in(at(pieces, k), _ADVERBS_OF_A_LIST):
        k += 1
    verb = at(pieces, k)
    return is_kind(verb, TermKind.ACTION) and verb.value in WAGER_VALUES


_ADVERBS_OF_A_LIST = words("list_adverbs")  # "UTG and HJ *both* call", "el 4 y el 7 *también* pagan"


def _listed_before(
    pieces: Sequence[Piece], earlier: Sequence[SeatRef], first: SeatRef, mentions: Sequence[SeatRef]
) -> list[SeatRef]:
    """The players a comma joins before ``first`` in a list that one verb ends ("seats 6, 7 and 8 call"), in
    the order named."""
    listed: list[SeatRef] = []
    for ref in reversed(earlier):
        if ref not in mentions or ref.end != first.start - 1 or not is_word(at(pieces, ref.end), ","):
            break
        listed.insert(0, ref)
        first = ref
    return listed


def _restates(pieces: Sequence[Piece], i: int) -> bool:
    """ "El 2, que está en la ciega pequeña", "the BB, who is in seat 9": a second name for the player just
    named (the first name is the one the report uses)."""
    word = piece_index(pieces).word_at.get
    j = i - 1
    while j >= 0 and word(j) in _PLACE_LINKS:
        j -= 1
    if word(j) in _THAT_IS:
        # "el asiento seis, o sea el seis, va all in": a player named right before; "luego o sea el 5
        # calleó" is a filler before a new player.
        k = j - 1 if word(j - 1) == "," else j
        return seat_at(pieces, k - 2) is not None or seat_at(pieces, k - 1) is not None
    return word(j) in _SITS and word(j - 1) in _WHO


def _given_the_turn_acts(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """ "le toca al 4 primero y dice 'pot'", "action's on seat 4 and he checks", "volvemos al 4 y apuesta":
    the player the turn came to acts next in the same sentence."""
    if not (is_kind(at(pieces, i - 1), TermKind.IN_TURN) or is_word_in(at(pieces, i - 1), RETURN_WORDS)):
        return False
    k = end
    for _ in range(3):  # "primero y", "first and", ", and": small words, no betting word, no mark
        piece = at(pieces, k)
        if not (is_word(piece, ",") or (isinstance(piece, Token) and piece.kind == "word")):
            break
        k += 1
    return is_kind(at(pieces, k), *ACTING)


def _relative_acts(pieces: Sequence[Piece], end: int) -> bool:
    """ "le toca al 6, que paga", "action to seat 4, who folds": the player the action came to acts in a
    relative clause of his own."""
    k = end + is_word(at(pieces, end), ",")
    if not is_word_in(at(pieces, k), _WHO) or isinstance(at(pieces, k), Term):
        return False
    k += 1
    for _ in range(2):  # "who just calls", "que también paga"
        piece = at(pieces, k)
        k += is_kind(piece, TermKind.FILLER) or (isinstance(piece, Token) and piece.norm in FUNCTION_WORDS)
    return is_kind(at(pieces, k), *ACTING)  # the verb of the clause, not one further on ("que era de...")


def _asked_after(pieces: Sequence[Piece], end: int) -> bool:
    """ "¿A puede volver a subir?", "el 5 puede subir": a question right after the player asks about them."""
    index = piece_index(pieces)
    kind = index.kind_at.get
    if names_again(pieces, end):
        return False  # "el utg que es el tres sube": no "¿qué es?", the same player named again
    asked = kind(end) == _QUESTION and not _describes(pieces, end)
    return asked or (index.word_at.get(end) in MODALS and kind(end + 1) == TermKind.ACTION)


def _describes(pieces: Sequence[Piece], j: int) -> bool:
    """ "el 4, *que es* nuevo, pone...": a "que es" read as "¿qué es?" that a word of description follows
    opens a clause about the player named before it, no question."""
    piece, nxt = at(pieces, j), at(pieces, j + 1)
    first, _, rest = piece.norm.partition(" ") if isinstance(piece, Term) else ("", "", "")
    before = at(pieces, j - 1 - is_word(at(pieces, j - 1), ","))
    named = isinstance(before, Amount) or is_kind(before, TermKind.POSITION)
    described = isinstance(nxt, Token) and nxt.kind == "word" and seat_at(pieces, j + 1) is None
    return first in _WHO and rest in _COPULAS and named and described  # "que es el tres": his seat, named


def _possessive(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """ "the small blind's min raise", "calls seat 8's all in": the player owns what follows, they do not
    act ("hijack's all in for 5,000" opening a clause says he is: see `is_said_to_be`)."""
    word = piece_index(pieces).word_at.get
    marked = possessive(at(pieces, end - 1))
    split = word(end) == "'" and word(end + 1) == "s"
    return (marked or split) and not is_said_to_be(pieces, i, end)


def _word_before(pieces: Sequence[Piece], i: int, skipping: AbstractSet[str]) -> Piece | None:
    word = piece_index(pieces).word_at.get
    j = i - 1
    while j >= 0 and word(j) in skipping:
        j -= 1
    return at(pieces, j)


_TURNED_TO = (TermKind.FACING, TermKind.IN_TURN, TermKind.SKIPPED)  # kinds before a player the action came to


def is_object(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """A player the action is measured against, not an actor: "jumps in before seat 5", "antes de que el 5",
    "le dice al 9", "seat 9 told seat 4", "la apuesta de 1.500 del 7". A Spanish dative taken up by a clitic
    that tells what the player has ("al 9 le quedan 40.000") is the player the clause is about; one that
    tells what others did to him ("al 7 le pidieron reloj") is not."""
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    end += word(end) in _STACK_ADVERBS  # "al 8 *solo* le queda una ficha": the clitic's clause all the same
    if kind(end) == _STACK_WORD and fold(text_of(at(pieces, end))).split(" ", 1)[0] in _DATIVE:
        return False
    j = i - 1  # the word before the player, past the words that lead to an object ("antes de *que*")
    while j >= 0 and word(j) in _OBJECT_LEADS:
        j -= 1
    if word(j) in _BEFORE_OR_TOLD:
        return True  # "antes de que hable la Cata", "before seat 5 acts"
    before = word(i - 1)
    if (before in _OWED_TO or before in _DATIVE_PREPOSITIONS) and kind(i - 2) == TermKind.DECLARE:
        return True  # "seat 3 says to seat 8 'if you shove I call'", "le dice a la del 7": spoken to
    if kind(i - 1) == _DECLARE and fold(before or "").rsplit(" ", 1)[-1] in _OWED_TO:
        return True  # the same with "says to" read as one phrase
    if kind(i - 1) == _SKIPPED and _named_before(pieces, i - 1):
        return False  # "seat four gets skipped seat five calls": the skipped player is the one named before
    k = i - 1
    while k >= i - 2 and word(k) in _ARTICLES and kind(k - 1) != TermKind.SKIPPED:
        k -= 1  # "le toca *a la* 4 y la 6 se adelanta": the player the turn came to, past "a" and the article
    if kind(k) in _TURNED_TO or word(i) in _TO_THE:
        return True  # "a la subida del CO", "le va al 5", "action's on seat 4": the one to act, not acting
    # "la apuesta de 1.500 del 7", "el raise del UTG": the maker of a bet named after it
    if word(i) in _OF_THE:
        owner = i - 1
    elif before in _OF_THE or before in _CHIP_OF:
        owner = i - 2
    else:
        return False
    return isinstance(at(pieces, owner), Amount) or kind(owner) == TermKind.ACTION


def _named_before(pieces: Sequence[Piece], k: int) -> bool:
    """A player is named right before piece k ("seat four *gets skipped*", "el 4 *se lo saltaron*"), or before
    other words saying so ("el cuatro *no habló* se lo saltaron")."""
    while piece_index(pieces).kind_at.get(k - 1) == TermKind.SKIPPED:
        k -= 1
    return any((ref := seat_at(pieces, j)) is not None and ref.end == k for j in (k - 2, k - 1))


def _gapped_verb(pieces: Sequence[Piece], ref: SeatRef, lead: Segment) -> tuple[int, Piece] | None:
    """ "UTG abre a 5.000, el 5 resube a 14, el 7 a 30": a player named after a comma or "y" with only
    "a"/"to" and an amount, after a clause with a bet or raise: he did the same, to his own amount; "el 6
    pone 3 mil y el 8 también 3 mil", "seat 6 puts in 3k and seat 8 also 3k": with an echo word, the same
    push or wager said once for both."""
    echoed = is_word_in(at(pieces, ref.end), ECHO)  # "el 8 *también* 3 mil"
    k = ref.end + echoed
    linked = is_kind(at(pieces, k), _TOTAL)  # "el 7 *a* 30", "seat 8 also *to* 3k"
    if not (echoed or linked) or not isinstance(at(pieces, k + linked), Amount):
        return None
    if not (is_mark(at(pieces, ref.start - 1)) or is_word_in(at(pieces, ref.start - 1), _AND)):
        return None
    kinds = (TermKind.ACTION, TermKind.PUSH) if echoed else (TermKind.ACTION,)
    verbs = [(j, p) for j, p in lead.pieces if is_kind(p, *kinds) and (echoed or p.value in _GAPPED)]
    return verbs[-1] if lead.ref is not None and verbs else None


def _gapped_stack(pieces: Sequence[Piece], ref: SeatRef, lead: Segment) -> tuple[int, Piece] | None:
    """ "el 2 tiene 80 mil y el 8 como 95 mil", "seat 2 has 80k, seat 8 about 95k": a player named after a
    comma or "y" with only an amount (roughly told or not) before the next comma, "y" or sentence end,
    after a clause that tells a stack: he has his own amount. The stack word the amount goes with."""
    if lead.ref is None or not (
        is_mark(at(pieces, ref.start - 1)) or is_word_in(at(pieces, ref.start - 1), _AND)
    ):
        return None
    k = ref.end
    while is_word_in(at(pieces, k), _ABOUT):
        k += 1
    closed = at(pieces, k + 1) is None or is_mark(at(pieces, k + 1)) or is_word_in(at(pieces, k + 1), _AND)
    if not (isinstance(at(pieces, k), Amount) and closed):
        return None
    stacks = [(j, p) for j, p in lead.pieces if is_kind(p, TermKind.STACK_WORD)]
    return stacks[-1] if stacks else None


def _verb_before_its_player(pieces: Sequence[Piece], ref: SeatRef, lead: Segment) -> bool:
    """The piece right before the player is an action verb, the last of the clause before, and either plural
    ("pagaron", "igualan") or opening a clause of its own after the lead player's action ("sube a 6.000 *y
    paga* la grande"): Spanish puts such a verb before the player who did it."""
    i = ref.start - is_word_in(at(pieces, ref.start - 1), _ARTICLES)  # "y paga *el* BB"
    verb = at(pieces, i - 1)
    if i - 1 not in (k for k, _ in lead.pieces[-2:]) or not is_kind(verb, TermKind.ACTION):
        return False
    said = fold(text_of(verb))
    if " " not in said and said.endswith(_PLURAL_ENDINGS):
        return True
    earlier = any(is_kind(p, TermKind.ACTION, TermKind.PUSH) for _, p in lead.pieces[:-1])
    # "y sube el botón *a 600*": the size of the verb before him, no verb of his own
    sized = is_kind(at(pieces, ref.end), TermKind.TOTAL) and isinstance(at(pieces, ref.end + 1), Amount)
    return earlier and is_word_in(at(pieces, i - 2), _AND) and (sized or not _acts(pieces, ref.end))


def _verb_first(lead: Segment) -> int | None:
    """Where the lead's pieces open a clause with an action word that names its player only after it:
    "Apuesta el 7 3.000", "Órdago del 3 por 12.000", "ciegas 100/200, flop: apostó el 5", or a quoted
    conditional before its speaker: "'Si apuestas, subo', le dice el 4" (the whole lead). None if not."""
    if lead.ref is not None:
        return None
    kept = [  # "mesa tres river all in de la del seis": the table's word, its number read by the header
        (k, p)
        for k, p in lead.pieces
        if not is_kind(p, TermKind.FILLER, TermKind.SMALL_TALK, TermKind.STREET)
        and not is_word_in(p, _TABLE_WORDS)
    ]
    words = [p for _, p in kept]
    last = words[-1] if words else None
    if (
        not lead.mentions
        and any(is_kind(p, TermKind.CONDITIONAL) for p in words)
        and is_kind(last, TermKind.DECLARE)
    ):
        return 0
    clause = kept[_last_clause(kept) :]  # "se saltó al 3: apostó el 5": the clause after the aside
    while clause and is_word_in(clause[0][1], _VERB_OPENERS):
        clause = clause[1:]  # "ya había pagado el UTG": adverbs and auxiliaries before the verb
    if len(clause) > 1 and is_word_in(clause[0][1], _AND) and is_kind(clause[1][1], TermKind.ACTION):
        clause = clause[1:]  # "..., y paga el UTG", "and calls the cutoff": nobody named before the "and"
    if not 1 <= len(clause) <= 2 or any(ref.start >= clause[0][0] for ref in lead.mentions):
        return None
    if not is_kind(clause[0][1], TermKind.ACTION):
        return None
    return next(n for n, (k, _) in enumerate(lead.pieces) if k == clause[0][0])


_TABLE_WORDS = words("table_words")  # "mesa", "table", "tbl"
_VERB_OPENERS = words("verb_openers")  # "ya había pagado el UTG": adverbs and auxiliaries before the verb


def _last_clause(pieces: Sequence[tuple[int, Piece]]) -> int:
    """Where the last clause of a segment's pieces opens: after its last mark."""
    return max((n + 1 for n, (_, p) in enumerate(pieces) if is_mark(p)), default=0)


def _past(piece: Piece | None) -> bool:
    """A verb in the past: Spanish preterite or imperfect ("apostó", "subía"), or "had"/"había"."""
    if is_word_in(piece, _PLUPERFECT):
        return True
    text = piece.text if isinstance(piece, Term) and piece.kind == TermKind.ACTION else ""
    return text.endswith(("ó", "aba", "ía"))


def _told_after(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """ "after seat 2 bets", "when seat 3 bet", "después de que el 3 apostara", "cuando el 3 apostó": told
    second, happened first."""
    index = piece_index(pieces)
    word = index.word_at.get
    j = i - 1  # the word before the player, past an article
    while j >= 0 and word(j) in _ARTICLES:
        j -= 1
    before = word(j)
    if before in _TOLD_AFTER:
        return True
    if word(end) in _ALREADY and before in _BUT:
        # "seat 3 says call... but seat 5 already made it 7,000": the raise came first; "the action is on
        # seat 4 but seat 5 already called": before seat 4's turn, not before what was told
        return not any(index.kind_at.get(i - k) == TermKind.IN_TURN for k in range(2, 6))
    if before in _WHEN:
        return _past(at(pieces, end))  # "cuando el 3 apostó"; "when seat 6 declares" is at that moment
    # "después de que el 3 apostara": the three words right before the player (a constant look back)
    return word(i - 1) == "que" and word(i - 2) == "de" and word(i - 3) == "despues"


def _in_told_order(segments: list[Segment]) -> list[Segment]:
    """Put a segment said to come first ("X calls after Y bets") before the segment it follows."""
    out: list[Segment] = []
    for seg in segments:
        if seg.earlier and out and out[-1].ref is not None:
            out.insert(len(out) - 1, seg)
        else:
            out.append(seg)
    return out


def _is_bracket(piece: Piece | None, mark: str) -> bool:
    return isinstance(piece, Token) and piece.text == mark


def _is_alias(pieces: Sequence[Piece], i: int, ref: SeatRef, refs: Sequence[SeatRef]) -> bool:
    """ "UTG (seat 3)", "el UTG, asiento 4, sube": a reference in brackets, or between commas, right after
    another names the same player (between commas only a seat's number beside a position: "UTG, HJ and CO
    call" is a list)."""
    if not refs:
        return False
    numbered = [(r.name or "").isdigit() for r in (refs[-1], ref)]
    if numbered.count(True) == 1 and _alias_linked(pieces[refs[-1].end : i]):
        return True  # "el utg que es el tres sube", "the utg who is seat three raises": one player
    if _apposed_name(pieces, refs[-1], ref, i):
        return True
    if refs[-1].end != i - 1:
        return False
    if _is_bracket(at(pieces, i - 1), "("):  # closed right after: "el 4 (el 8 se tiró)" tells of another
        closed = _is_bracket(at(pieces, ref.end), ")")
        return closed or (numbered.count(True) == 1 and bracketed_stack(pieces, ref.end + 1))
    return is_word(at(pieces, i - 1), ",") and is_word(at(pieces, ref.end), ",") and numbered.count(True) == 1


def _apposed_name(pieces: Sequence[Piece], before: SeatRef, ref: SeatRef, i: int) -> bool:
    """ "el del botón el Chamo suelta", "the button, Mike, throws", "el CO (el Gordo, el de rojo)": a player's
    own name right beside his seat or position (one of the two a name, the other a place) is the same
    player, not a second one who skipped him. Between commas only when the name's own comma closes it
    ("UTG, Mike and Sam call" is a list)."""
    if _personal(before.name) == _personal(ref.name):
        return False
    if before.end == i:
        return True
    opened = at(pieces, i - 1)
    if before.end != i - 1:
        return False
    return _is_bracket(opened, "(") or (is_word(opened, ",") and is_word(at(pieces, ref.end), ",", ")"))


def _personal(name: str | None) -> bool:
    """A player's own name ("Chamo", "Mike"), not a seat's number, a position, a letter or an unnamed one."""
    if not name:
        return False
    return not (name.isdigit() or name in PREFLOP_ORDER or name in PLAYER_LETTERS or name.startswith("?"))


def bracketed_stack(pieces: Sequence[Piece], i: int) -> bool:
    """Amount i is alone in brackets opened right after a player, or after his position and a comma: "seat
    2 (96k) opens", "seat 2 (HJ, 96k)", "el 4 (BTN, 140 mil) paga": the chips he has as he is named, his
    stack, not an amount he bets (his action follows the bracket)."""
    if not (isinstance(at(pieces, i), Amount) and _is_bracket(at(pieces, i + 1), ")")):
        return False
    if _is_bracket(at(pieces, i - 1), "("):
        opened = i - 1
    elif is_word(at(pieces, i - 1), ",") and (named := _ref_ending_at(pieces, i - 1)) is not None:
        opened = named.start - 1
    else:
        return False
    return _is_bracket(at(pieces, opened), "(") and _ref_ending_at(pieces, opened) is not None


def _ref_ending_at(pieces: Sequence[Piece], end: int) -> SeatRef | None:
    """The player reference that ends right before place `end`, if any."""
    return next(
        (
            ref
            for j in range(max(0, end - 3), end)
            if (ref := seat_at(pieces, j)) is not None and ref.end == end
        ),
        None,
    )


def names_again(pieces: Sequence[Piece], i: int) -> bool:
    """The words at i ("que es", "who is") stand between a player and a seat that names him again ("el utg
    que es el tres sube"): no question ("¿qué es?"), though they read as one."""
    return _alias_linked(pieces[i : i + 1]) and seat_at(pieces, i + 1) is not None


def _alias_linked(links: Sequence[Piece]) -> bool:
    """The words between two references are a relative that names him again ("que es", "who is")."""
    said = " ".join(fold(text_of(p)) for p in links if not is_word(p, ","))
    return said in _ALIAS_LINKS


def _seat_placed_at(pieces: Sequence[Piece], i: int, ref: SeatRef, refs: Sequence[SeatRef]) -> bool:
    """ "seat 3 on the button", "el 3 en la ciega grande": a position right after a numbered seat, joined by
    a preposition of place, says where that seat sits; one player."""
    if refs and _position_seated(pieces, i, ref, refs[-1]):
        return True  # "BB in seat two": the position first, then the seat it sits in
    if not refs or not (refs[-1].name or "").isdigit() or ref.name is None or ref.name.isdigit():
        return False
    links = pieces[refs[-1].end : i]
    if not links:  # "on the button" tagged whole as the position
        return i == refs[-1].end and fold(text_of(pieces[i])).split(" ", 1)[0] in _PLACE_PREPOSITIONS
    if is_word(links[0], ",") and len(links) > 1 and is_word_in(links[1], _PLACE_COPULAS):
        links = links[1:]  # "seat seven, he's on the button": the comma before the clause that places him
    return all(is_word_in(p, _SEATED_LINKS) for p in links) and not is_word_in(links[0], _ARTICLES)


def _position_seated(pieces: Sequence[Piece], i: int, ref: SeatRef, position: SeatRef) -> bool:
    """ "BB in seat two", "el botón en el asiento 4": a position, a preposition of place and a seat's number
    said with its noun name one player."""
    if not (ref.name or "").isdigit() or position.name is None or position.name.isdigit():
        return False
    links = pieces[position.end : i]
    return (
        bool(links)
        and is_word_in(links[0], _PLACE_PREPOSITIONS)
        and all(is_word_in(p, _PLACE_LINKS) for p in links)
        and is_kind(at(pieces, i), TermKind.SEAT_NOUN)
    )


def asks_about(pieces: Sequence[Piece], i: int) -> bool:
    """A modal verb before the reference makes it a question: "can A raise?", "¿puede el asiento 5 subir?"."""
    word = piece_index(pieces).word_at.get
    before = i - 2 if word(i - 1) in _ARTICLES else i - 1
    if word(before) in MODALS:
        return True
    # "Is seat 9 all in or not?", "¿Es el 5 all in?": a copula opening the sentence asks
    opening = at(pieces, before - 1)
    starts = opening is None or (isinstance(opening, Token) and opening.kind == "punct")
    return starts and word(before) in _ASKING_COPULAS


def _reading_asked(pieces: Sequence[Piece], j: int) -> bool:
    """The action word at j is a reading or a size the sentence asks about: "como"/"as" before it ("¿se
    queda como call?", "does it stand as a raise?") or "cuánto"/"how much" ("¿qué puede hacer el BB y a
    cuánto sube como mínimo?"), and the sentence closed by a question mark."""
    word = piece_index(pieces).word_at.get
    before = j - 1 - (word(j - 1) in _ARTICLES)
    asked = (
        word(before) in _READING_LINKS
        or f"{word(j - 2)} {word(j - 1)}" in _HOW_MUCH
        or word(j - 1) in _HOW_MUCH
    )
    return asked and word(_sentence_end(pieces, j)) == "?"


def _yes_no_reading(pieces: Sequence[Piece], j: int) -> bool:
    """The action word at j is in a sentence that opens with an asking copula, names no player and closes
    with a question mark ("Is bet 25000?", "¿Es subida?"): a reading asked about, nobody's action."""
    if "?" not in words_in(pieces):
        return False  # most reports ask nothing with a mark
    start = j
    while start > 0 and not _is_sentence_end(pieces[start - 1]) and not is_word(pieces[start - 1], "¿"):
        start -= 1
    if (
        not is_word_in(at(pieces, start), _ASKING_COPULAS)
        or piece_index(pieces).word_at.get(_sentence_end(pieces, j)) != "?"
    ):
        return False
    return not any(seat_at(pieces, k) is not None for k in range(start, j))


def _reading_to_confirm(pieces: Sequence[Piece], j: int) -> bool:
    """The action word at j is followed by a word asking to confirm it that ends the sentence ("..., call
    right", "es pago, ¿no?... verdad"): the dealer's reading asked about, not an action."""
    after = at(pieces, j + 1)
    closing = at(pieces, j + 2)
    return is_word_in(after, _CONFIRMATION_ASKS) and (closing is None or _is_sentence_end(closing))


def _sentence_end(pieces: Sequence[Piece], start: int) -> int:
    j = start
    while j < len(pieces) and not _is_sentence_end(pieces[j]):
        j += 1
    return j


def _question_end(pieces: Sequence[Piece], asked: SeatRef) -> int:
    """Where a question about a player ends: at the sentence end, or earlier where its answer is told
    ("le pregunta cuánto tiene el 4, el dealer dice 8000 y el 9 dice pago": the 9 then acts) or where the
    dealer corrects what he told ("...cuánto es el mínimo (segundo audio) perdón, corrijo, el 3 apostó")."""
    j = asked.end
    while j < len(pieces) and not _is_sentence_end(pieces[j]) and not is_kind(pieces[j], TermKind.COUNT_TOLD):
        if (
            is_word_in(pieces[j], _CORRECTION_CUES)
            or _level_told(pieces, j)
            or _story_resumes(pieces, j, asked)
        ):
            break
        j += 1
    return j


_NOT_TOLD_LINKS = _SUBORDINATORS | _IF | _BEFORE | frozenset(p[0] for p in _AFTER_CLAUSES)


def _story_resumes(pieces: Sequence[Piece], j: int, asked: SeatRef) -> bool:
    """ "can seat 5 re-raise seat 3 raised to 10000 seat 5 called...": a voice note's unmarked question ends
    where another player is told acting, unless a link makes that a condition or a time of the question
    ("can seat 5 raise *if* seat 3 calls", "*after* the button shoves")."""
    ref = seat_at(pieces, j)
    if ref is None or ref.name == asked.name or ref.start != j:
        return False
    before = at(pieces, j - 1)
    if is_word_in(before, _NOT_TOLD_LINKS) or is_kind(before, TermKind.CONDITIONAL):
        return False
    return _acts(pieces, ref.end)


def _level_told(pieces: Sequence[Piece], j: int) -> bool:
    """ "what can the cutoff do blinds are two thousand four thousand hijack opens...": a voice note's
    unmarked question ends where the story starts over with the level told."""
    return is_kind(pieces[j], TermKind.BLINDS) and any(isinstance(p, Amount) for p in pieces[j + 1 : j + 3])


def _acts(pieces: Sequence[Piece], start: int) -> bool:
    """Whether an acting word follows before the next reference or the end of the sentence."""
    piece = at(pieces, start)
    kind = piece_index(pieces).kind_at.get(start)
    if (
        piece is None
        or _is_sentence_end(piece)
        or (kind == TermKind.QUESTION and not _describes(pieces, start))
    ):
        return False  # "la ciega grande pregunta qué opciones tiene": asked about, not acting
    if kind in ACTING:
        return not _reading_asked(pieces, start)
    if is_word_in(piece, ECHO) and _closes_clause(at(pieces, start + 1)):
        return True  # "el 5 se tira y el 6 también.": the action before, echoed (report._echoed)
    return _is_shorthand_amount(_after_to(pieces, start)) or _acts_after(pieces, start + 1)


def _closes_clause(piece: Piece | None) -> bool:
    """Nothing, a mark or an "and" next: the clause ends there."""
    return piece is None or is_mark(piece) or is_word_in(piece, _AND)


@per_report
def _acting_ahead(pieces: Sequence[Piece]) -> list[bool | None]:
    """Per piece, once known: whether reading on from it (past the player who opened the look) meets an
    acting word first. The answer does not depend on where the look started, so each piece is read once per
    report however many references look past it."""
    return [None] * len(pieces)


def _acts_after(pieces: Sequence[Piece], j: int) -> bool:
    """`_acts` read on from piece j, after the first piece: another reference ends the look, unless it names
    the same player again, is an object or stands in brackets."""
    known = _acting_ahead(pieces)
    read: list[int] = []
    found = False
    while j < len(pieces):
        if (seen := known[j]) is not None:
            found = seen
            break
        read.append(j)
        piece = pieces[j]
        if _is_sentence_end(piece):
            break
        ref = seat_at(pieces, j)
        if ref is not None and (_restates(pieces, j) or is_object(pieces, j, ref.end)):
            j = ref.end  # "El 2, que está en la ciega pequeña, dice...", "jumps in before seat 5 with..."
            continue
        if ref is not None:
            if _is_bracket(at(pieces, j - 1), "(") and _is_bracket(at(pieces, ref.end), ")"):
                j = ref.end + 1  # an alias in brackets: keep looking
                continue
            break
        if is_kind(piece, TermKind.QUESTION) and not _describes(pieces, j):
            break  # "la ciega grande pregunta qué opciones tiene": asked about, not acting
        if is_kind(piece, *ACTING):
            found = not _reading_asked(pieces, j)  # "las fichas del 4 se quedan como call?": asked about
            break
        j += 1
    for k in read:
        known[k] = found
    return found


def _after_to(pieces: Sequence[Piece], j: int) -> Piece | None:
    """The piece at j, or the one after it when j is "to"/"a" ("UTG+1 a 2.200", "BTN to 3k")."""
    return at(pieces, j + 1) if piece_index(pieces).word_at.get(j) in ("a", "to") else at(pieces, j)


def _is_shorthand_amount(piece: Piece | None) -> bool:
    """ "UTG 600, UTG+1 calls": an amount right after a player, with no verb, is what the player put in."""
    return isinstance(piece, Amount) and piece.value is not None and piece.scaled


@mutable_record
class _Reading:
    """The state of reading one segment into its `RawEvent`: the pieces used, the action words met, where
    the chips start, and whether a negation waits for the next word."""

    seg: Segment
    pieces: Sequence[Piece]
    chip_set: Mapping[str, int] | None
    event: RawEvent
    used: set[int] = field(default_factory=set)
    actions: list[tuple[int, Term]] = field(default_factory=list)
    push_at: int | None = None
    silent_at: int | None = None  # "seat 6 silently two 1000s": no verb, the chips follow "silently"
    negated: bool = False
    unsaid_at: int | None = None  # "sin decir *subo*": the action word not said (the amount was)
    withdrawn_at: int | None = None  # where an action word was taken back ("paso... no no, subo")
    intending: bool = False  # "wants to", "quiere": the next action is asked about, not done
    supposed: bool = False  # "si el uno paga", "if seat 2 calls": the player's actions only supposed
    previous: Piece | None = None  # the piece before the one read, inside the segment
    stack_chips: ChipRead | None = None  # "le quedan dos de 5.000": the chips he has left, named

    def push_from(self, i: int) -> None:
        self.push_at = self.push_at if self.push_at is not None else i

    def value_after(self, i: int) -> ChipRead | Amount | None:
        return _value_after(self.pieces, i, self.seg, self.chip_set, self.used)


def _names_him_by_an_earlier_action(r: _Reading, i: int, term: Term) -> bool:
    """An action in the pluperfect in a relative clause right after the player, his own verb after it ("el
    uno que había apostado tiró 1.200 más", "seat one, who had bet, threw in"): it says which player he is
    by what he did before, already told; no action of its own."""
    ref, word = r.seg.ref, piece_index(r.pieces).word_at.get
    if ref is None:
        return False
    j = i - 1 - (word(i - 1) in _ALREADY)  # "que había *ya* apostado"
    if not holds_word_in(term, _PLUPERFECT):
        if word(j) not in _PLUPERFECT:
            return False
        j -= 1
    j -= word(j) in _ALREADY  # "que *ya* había apostado"
    if word(j) not in _WHO or ref.end not in (j, j - (word(j - 1) == ",")):
        return False
    return any(k > i and is_kind(p, TermKind.ACTION, TermKind.PUSH) for k, p in r.seg.pieces)


def _takes_back(pieces: Sequence[Piece], i: int) -> bool:
    """A "no" after an action word takes it back when what follows is another word said, a mark or
    nothing ("paso, no no, subo", "call no raise"); "paso no se había dado cuenta" negates what follows,
    and so does a "no" between two actions both told in the past ("pagó no subió", "called, not raised"):
    the story's contrast, not a word said and taken back."""
    nxt = at(pieces, i + 1)
    if nxt is None or isinstance(nxt, Amount) or (isinstance(nxt, Token) and nxt.kind == "punct"):
        return True
    if is_word_in(nxt, _TAKING_BACK):
        return True  # "no espera", "no wait", "no sorry"
    if is_kind(nxt, TermKind.ACTION) and all(_told_in_the_past(at(pieces, k)) for k in (i - 1, i + 1)):
        return False
    return is_kind(nxt, TermKind.NEGATION, TermKind.ACTION, TermKind.DECLARE, TermKind.FILLER, TermKind.PUSH)


def _told_in_the_past(piece: Piece | None) -> bool:
    """The word as written ends in the past ("pag*ó*", "rais*ed*"): its folded form lost the accent."""
    return isinstance(piece, Term) and piece.text.lower().endswith(_PAST_ENDINGS)


# A handler reads one term at stream index i; it returns True when a negation before it must carry on to
# the next word ("no dijo subo": the negation reaches the word said).
_Handler = Callable[[_Reading, int, Term], bool]


def _on_negation(r: _Reading, i: int, term: Term) -> bool:
    if r.actions and r.actions[-1][0] in (i - 1, r.withdrawn_at) and _takes_back(r.pieces, i):
        # "dice paso, no no, dice subo": a "no" right after the action word takes that word back; the next
        # action word is what was said
        if r.actions[-1][0] == i - 1:
            r.actions.pop()
        r.withdrawn_at = i
        return False
    if r.withdrawn_at == i - 1:
        r.withdrawn_at = i  # "no no": the same taking back
        return False
    r.negated = True
    return True


def asks_an_action(pieces: Sequence[Piece], i: int) -> bool:
    """ "asks min raise", "pregunta min raise": an asking word right before an action (not the pot, whose
    size is what "asks for the pot" asks) asks about it; nothing is done."""
    return action_asked_at(pieces, i) is not None


def action_asked_at(pieces: Sequence[Piece], i: int) -> int | None:
    """Where the action an asking word asks about stands, a few linking words on ("asking if it's a raise",
    "pregunta cuánto hay que pagar"), or None."""
    asking = is_kind(pieces[i], _COUNT_REQUEST) or (
        is_kind(pieces[i], _INTENTION) and pieces[i].value == ASKS  # type: ignore[union-attr]
    )
    if not asking:
        return None
    k = i + 1
    while k <= i + _ASKED_REACH and is_word_in(at(pieces, k), _ASKED_LINKS):
        k += 1
    after = at(pieces, k)
    return k if is_kind(after, TermKind.ACTION) and after.value != "pot" else None


_ASKED_LINKS = words("asked_links")
_ASKED_REACH = 4


_MEANING_LINKS = words("meaning_links")  # "'voy' *era* all in", "'I'm in' *meant* all in"


def meaning_claimed(pieces: Sequence[Piece], i: int) -> int | None:
    """The action word at i is the word a player said, told as meaning another action ("que 'voy' era all
    in", "says 'I'm in' meant all in"): what he claims the word meant, not an action; where that other
    action stands."""
    k = i + 1
    while is_mark(at(pieces, k)):
        k += 1  # the closing quote
    if not is_word_in(at(pieces, k), _MEANING_LINKS):
        return None
    k += 1 + is_word_in(at(pieces, k + 1), _ARTICLES)  # "was *an* all in"
    return k if is_kind(at(pieces, k), TermKind.ACTION) else None


def _on_intention(r: _Reading, i: int, term: Term) -> bool:
    # "seat 8 asks min raise": the action right after is asked about; "asks for the pot" asks its size (52)
    r.intending = term.value != ASKS or asks_an_action(r.pieces, i)
    return False


def _on_count_request(r: _Reading, i: int, term: Term) -> bool:
    # "asks how much more to call", "pregunta cuánto es para pagar": the call after the count asked is what
    # he asks about, not done; a call told later ("asks how much... then calls") stays his action
    r.intending = r.intending or asks_an_action(r.pieces, i)
    return False


def _asked_whether_it_stands(pieces: Sequence[Piece], i: int) -> bool:
    """ "does that stay a call?", "¿eso queda pagado?": a subject naming what was told and a verb of status
    (an article between), so the action is the one told before, asked whether it stands: no action."""
    k = i - 1 - is_word_in(at(pieces, i - 1), _ARTICLES)
    k -= is_word_in(at(pieces, k), _STATUS_LINKS)  # "does that stand *as* a call?"
    return is_word_in(at(pieces, k), _STATUS_VERBS) and is_word_in(at(pieces, k - 1), _STATUS_SUBJECTS)


def _names_the_chips_of_a_bet(pieces: Sequence[Piece], i: int) -> bool:
    """The wager word names the chips it was made with: "his bet chips" (a possessive or article before, chips
    after) or "sus fichas de la apuesta", "the chips of his bet" (chips, then "of" and an article or a
    possessive): the chips of an action told before, no action of its own."""
    if not is_word_in(at(pieces, i), _ACTION_NOUNS):
        return False
    if is_kind(at(pieces, i - 1), TermKind.PULL_BACK) and is_kind(at(pieces, i + 1), TermKind.CHIP):
        return True  # "pulls back his bet chips": the possessive inside the pull-back's words
    if not is_word_in(at(pieces, i - 1), _DETERMINERS):
        return False
    if is_kind(at(pieces, i + 1), TermKind.CHIP):
        return True  # "his bet chips"
    chips_before = is_kind(at(pieces, i - 3), TermKind.CHIP, TermKind.PULL_BACK)
    return chips_before and is_word_in(at(pieces, i - 2), _OF)  # "sus fichas de la apuesta"


def _on_action(r: _Reading, i: int, term: Term) -> bool:
    if r.negated or i == r.unsaid_at:
        return False  # "he never raised", "without saying raise": not done
    if r.supposed and not _told_in_the_past(term):
        return False  # "how do I split it if seat 2 calls": supposed; "not sure if he called" was done
    if term.entry.then_push and _pushes_nothing(r.pieces, i):
        return False  # "says five and push nothing": no chips, no all-in
    if term.entry.then_push and _throws_cards(r.pieces, i):
        r.actions.append((i, replace(term, entry=replace(term.entry, alone="fold"))))
        return False  # "pushes his cards into the middle": the cards, not the chips, so a fold
    if _reading_to_confirm(r.pieces, i) or _yes_no_reading(r.pieces, i):
        return False  # "drops a 10k chip on a 3k bet, call right", "Is bet 25000?": a reading asked about
    if term.value in _FACED and (k := _amount_before_a_faced_noun(r.pieces, i)) is not None:
        _faced(r.event, str(term.value), k - 1, r.seg, r.pieces, r.used)  # "put 7k on a 3k bet": faced
        return False
    if term.value == "call" and (counted := _unnamed_callers(r.pieces, i, r.seg.ref is not None)) is not None:
        # "seat 1 bets 2k and two callers", "four limpers": players not named, each a call; the count is
        # how many, never an amount of the event
        r.used.update(counted[0])
        r.event.others_called = counted[1]
        r.event.others_untold = counted[1] == UNTOLD
        if not r.event.others_untold:
            return False  # "everyone limps": a call by someone not named, as a call said alone is

    if term.entry.unclear and (meant := meaning_claimed(r.pieces, i)) is not None:
        r.used.add(meant)  # "dice que 'voy' era all in": what the word meant, claimed (parser/claims.py)
        return False
    if _dealer_speaking(r.pieces, i):
        return False  # "I just pushed in", "yo empujé": the dealer's hands, not a player's action
    if _perceived(r.pieces, i):
        return False  # "(que no vio la resubida)", "didn't see the raise": what he saw, not what he did
    if _believed(r.pieces, i):
        return False  # "I thought he bet", "creyó que había subido": what someone believed, not done
    if _of_another_hand(r.pieces, i):
        return False  # "se contó por el all in de la mano anterior": the previous hand's, not this one's
    if _names_him_by_an_earlier_action(r, i, term):
        return False  # "el uno, que había apostado, tiró 1.200", "seat 1, who had bet, threw in": who he is
    if is_word_in(r.previous, _DEMONSTRATIVES):
        return False  # "stuck with that call", "¿vale esa apuesta?": an action told before, named again
    if _asked_whether_it_stands(r.pieces, i):
        return False  # "does that stay a call?", "¿eso queda pagado?": the action told before, asked about
    if _names_the_chips_of_a_bet(r.pieces, i):
        return False  # "grabs his bet chips", "agarra sus fichas de la apuesta": his chips, no action
    if _is_bracket(r.previous, "(") and is_kind(at(r.pieces, i - 2), TermKind.ACTION):
        return False  # "want raise (check-raise)", "sube (resube)": the action just said, named again
    in_full = is_word_in(r.previous, _ACTION_NOUNS) or is_kind(r.previous, TermKind.ACTION)
    if term.value == "complete" and in_full:
        return False  # "no es subida completa", "¿tiene que pagar completo?": in full, nobody completing
    if term.value == "pot" and _pot_talked_of(r.pieces, i):
        return False  # "el bote no sé exacto", "the pot was about 9k": the pot's size, not a pot bet
    if term.value == "pot" and _pot_won(r.pieces, i):
        return False  # "se lleva el bote", "wins the pot": the pot won, no pot bet
    if not r.actions and is_word_in(r.previous, _ARTICLES) and _owned_by_a_player(r.pieces, i):
        return False  # "¿vale el call del 5?", "the raise of seat 3": an action named, not done here
    if _what_he_may_do(r.pieces, i):
        return False  # "so I can re-raise", "can he just fold", "puede subir": what he may do, not did
    if _given_as_a_reason(r.pieces, i, term):
        return False  # "can he raise or not because he checked", "o ya no porque pasó": told before
    if r.intending:
        r.intending = False  # "wants to 3-bet": asked about (parser/report.py), not done
        return False
    if r.actions and _chosen_between(r, r.actions[-1][0], i):
        if r.event.declared and _said_either(r, r.actions[-1][0], i):
            r.event.unclear_voice = True  # "says call um or all in, not sure which": one was said (40-A)
            return False
        r.actions.pop()  # "¿subida o paga?", "call or raise?", "es pago o es subida": a choice asked about
        return False
    if _in_choice(r.pieces, i):
        return False  # "is he all in or is that a call?": one side of a choice the dealer asks about
    if _amounts_asked(r.pieces, i):
        return False  # "¿La grande paga 14.500 o 16.500?": which amount the action holds, asked
    if _asked_with_inversion(r.pieces, i):
        return False  # "so is he all in for three thousand": the dealer asks what it is
    if is_word_in(r.previous, _POSSESSIVES) and r.event.pulled_back is not None:
        return False  # "retira su apuesta de 2000", "pulls his bet back": the bet named, pulled back
    if is_word_in(r.previous, _ARTICLES) and is_word_in(at(r.pieces, i - 2), _MENTIONED_AFTER):
        return False  # "moaned about the check-raise", "protestó por la subida": the action named, not done
    if (is_word_in(r.previous, _ARTICLES) or _after_owner(r.pieces, i)) and r.actions:
        if r.actions[-1][1].value in _ANSWERS:
            _faced(r.event, term.value, i, r.seg, r.pieces, r.used)  # "flats the shove": what is called
        return False  # "opens with a bet of 600": the same action
    # "ships his last chips, one 5k and one 1k": the all-in's chips, listed after it
    listed = term.value == "all_in" and is_kind(at(r.pieces, i + 1), TermKind.LAST_CHIPS)
    if ((term.entry.then_push or listed) and _followed_by_value(r.pieces, i)) or (
        term.value == "all_in" and _pushes_them(r, i)
    ):
        r.push_from(i)  # "pushes 500", "shoves both of them out" (the chips he has left): chips moved
        return False
    # "A had bet", "el 9 *se había botado*": told in the pluperfect, before the story's actions
    # "had *actually* bet", "had *already* bet", "había *ya* subido": an adverb between
    aux = (
        at(r.pieces, i - 2)
        if is_kind(r.previous, TermKind.RESTATE) or is_word_in(r.previous, _ALREADY)
        else None
    )
    pluperfect = (
        is_word_in(r.previous, _PLUPERFECT)
        or is_word_in(aux, _PLUPERFECT)
        or holds_word_in(term, _PLUPERFECT)
    )
    # "le digo 180 mil pero eran 210 y él ya había pagado": called once counted, before the error was seen (a
    # bet in the pluperfect, "pero el 6 ya había apostado 7", came before the count); "had already called when
    # we noticed": timed by the later moment
    called_after_count = term.value == "call" and _after_a_count(r.pieces, i)
    pluperfect = pluperfect and not (called_after_count or _timed_by_a_later_moment(r, i))
    r.event.earlier = r.event.earlier or (not r.actions and (pluperfect or _told_after_its_sequel(r)))
    if term.value == "open" and not r.actions:
        r.event.opens_to = fold(term.text).endswith(" a") or is_word(at(r.pieces, i + 1), "to")
    r.actions.append((i, term))
    return False


def _after_a_count(pieces: Sequence[Piece], i: int) -> bool:
    """A count asked or told before piece i: a pluperfect after it is told from the moment the count's error
    came out, not before the story's first action."""
    return any(is_kind(p, _COUNT_REQUEST, _COUNT_TOLD) for p in pieces[:i])


def _timed_by_a_later_moment(r: _Reading, i: int) -> bool:
    """ "seat 6 had already called when we noticed", "el 6 ya había pagado cuando nos dimos cuenta": the
    pluperfect is timed by a "when" clause of no player told after it, the moment the error was seen; the
    action keeps its place in the story, not before it."""
    later = [k for k, _ in r.seg.pieces if k > i]
    return any(is_word_in(r.pieces[k], _WHEN) and k + 1 in later for k in later)


def _told_after_its_sequel(r: _Reading) -> bool:
    """ "el BB retiró su ficha después de que el UTG subió": the player's action told in a clause opened by
    "después de que", "after", happened before the one it hangs from."""
    ref = r.seg.ref
    return ref is not None and ref.start > 0 and _after_clause(r.pieces, ref.start)


@cued(words=phrase_cue(_AFTER_CLAUSES), nothing=lambda pieces: False)  # "después de que": few reports
def _after_clause(pieces: Sequence[Piece], i: int) -> bool:
    return _phrase_ends_at(pieces, _before_the_player(pieces, i), _AFTER_CLAUSES)


def _of_another_hand(pieces: Sequence[Piece], i: int) -> bool:
    """An action said of another hand: "el all in de la mano anterior", "his shove last hand"."""
    if _HAND_NOUNS.isdisjoint(words_in(pieces)):
        return False  # no "mano", no "hand" in the report (most reports): the words below are not folded
    ahead = [fold(text_of(p)) for p in pieces[i + 1 : i + _OTHER_HAND_REACH]]
    return any(
        w in _HAND_NOUNS and _PREVIOUS.intersection(ahead[max(0, k - 1) : k + 2]) for k, w in enumerate(ahead)
    )


def pot_counted_after_a_number(pieces: Sequence[Piece], i: int) -> bool:
    """The pot word between two numbers, in a telling with no marks ("el dos dijo cinco bote cuatro mil
    doscientos", "said five pot forty two hundred"): the number before is what was said, the pot word opens
    the next fact, the pot and its count, no pot bet."""
    if not (isinstance(at(pieces, i - 1), Amount) and isinstance(at(pieces, i + 1), Amount)):
        return False
    return seat_at(pieces, i - 1) is None and seat_at(pieces, i - 2) is None  # not "seat 3 pot 1500"


def _pot_talked_of(pieces: Sequence[Piece], i: int) -> bool:
    """The pot word followed by what is said of it ("no sé", "was", "tiene", "eran"): its size talked of."""
    nxt = at(pieces, i + 1)
    if is_kind(nxt, TermKind.NEGATION) or is_word_in(nxt, _POT_TALK):
        return True
    if pot_counted_after_a_number(pieces, i):
        return True
    before = at(pieces, i - 1)
    described = isinstance(before, Token) and before.kind == "word" and not is_word_in(before, _ARTICLES)
    return described and is_word_in(at(pieces, i - 2), _ARTICLES)  # "I don't know the exact pot"


_POT_WON = words("pot_won_verbs")  # "gana el bote", "takes the pot"


def _pot_won(pieces: Sequence[Piece], i: int) -> bool:
    """The pot word is what a verb of winning takes, its article between or in the term ("llevarse el bote",
    "wins the pot"): the pot won at the end of a hand."""
    verb = i - 2 if is_word_in(at(pieces, i - 1), _ARTICLES) else i - 1
    return is_word_in(at(pieces, verb), _POT_WON)


def _after_owner(pieces: Sequence[Piece], i: int) -> bool:
    """ "calls the hijack's all in": the action word after a player's "'s" is his action, named."""
    word = piece_index(pieces).word_at.get
    return possessive(at(pieces, i - 1)) or (word(i - 1) == "s" and word(i - 2) == "'")


def _owned_by_a_player(pieces: Sequence[Piece], i: int) -> bool:
    """The action word at i is followed by its player: "(el call) del 5", "(the raise) of seat 3"."""
    after = at(pieces, i + 1)
    return (
        seat_at(pieces, i + 1) is not None
        and is_word_in(after, _OF_THE)
        or (is_word_in(after, _CHIP_OF) and seat_at(pieces, i + 2) is not None)
    )


def _chosen_between(r: _Reading, before: int, i: int) -> bool:
    """An "o"/"or" between two action words, alone or with the words that ask again ("or is it a"): the
    dealer asks which one it is."""
    between = [p for k, p in r.seg.pieces if before < k < i]
    if len(between) <= 2:
        return any(is_word_in(p, _OR) for p in between)
    # "is he all in or is it a call", "es all in o es una llamada": the choice with its copula said again
    return any(is_word_in(p, _OR) for p in between) and all(is_word_in(p, _OR_OR_CHOICE) for p in between)


def _said_either(r: _Reading, before: int, i: int) -> bool:
    """ "dice pago o subo", "says call um or all in": two words joined by "or" alone (fillers aside), right
    after the player spoke: he said one of them, the dealer did not hear which."""
    between = [p for k, p in r.seg.pieces if before < k < i]
    return all(is_word_in(p, _OR) or is_kind(p, TermKind.FILLER) for p in between)


def _perceived(pieces: Sequence[Piece], i: int) -> bool:
    """The action word is the object of seeing or hearing: "no vio la resubida", "didn't see the raise"."""
    word = piece_index(pieces).word_at.get
    return word(i - 1 - (word(i - 1) in _ARTICLES)) in _PERCEIVES


_SEEN_LINKS = words("seen_links")  # "sees *it's* eight", "ve *que son* ocho mil"
_SEEN_REACH = 3


def _seen_amount(pieces: Sequence[Piece], i: int) -> bool:
    """The amount is what a player saw or realised ("then sees it's eight", "se da cuenta de que son ocho
    mil"): a verb of perceiving a few linking words before it."""
    word = piece_index(pieces).word_at.get
    k = i - 1
    while k >= max(0, i - _SEEN_REACH) and word(k) in _SEEN_LINKS:
        k -= 1
    return k < i - 1 and word(k) in _PERCEIVES


# A verb of believing said alone, or in a phrase the lexicon reads as an opinion or a change hoped for ("he
# thought", "creyó que", "thought he'd get change"): a report with none of these believes nothing (most).
@cued(words=_BELIEF, kinds=(TermKind.OPINION, TermKind.EXPECTS_CHANGE), nothing=lambda pieces: False)
def _believed(pieces: Sequence[Piece], i: int) -> bool:
    """The action word closes a clause opened by a verb of believing a few words before, with no mark or
    other action between: "I thought he bet", "pensó que el 4 había apostado"."""
    for k in range(i - 1, max(-1, i - 1 - _BELIEF_REACH), -1):
        piece = pieces[k]
        if is_mark(piece) or is_kind(piece, TermKind.ACTION, TermKind.PUSH):
            return False
        if is_kind(piece, TermKind.FILLER):
            continue  # "pensó un rato y foldeó", "thought about it and called": time taken, no belief
        if isinstance(piece, (Term, Token)) and _BELIEF.intersection(fold(piece.text).split()):
            return True
    return False


_BELIEF_REACH = 5  # "pensó que el 4 había apostado": the verb, "que", the player, an auxiliary


_MOST_CALLERS = 8  # "two callers" ... "eight callers": a count of players, not a seat said before a verb
_COLLECTIVE = words("collective_callers")  # "*everyone* limps", "*todos* pagan la ciega": how many untold
_OF = words("of_links")  # "entran cuatro *de* limp"
UNTOLD = 0  # players not named who called, their number not said ("everyone limps")


def _unnamed_callers(pieces: Sequence[Piece], i: int, named: bool) -> tuple[set[int], int] | None:
    """ "and two callers", "two players call", "y dos llamadores", "entran cuatro de limp", "everyone limps":
    (the places of the words that count them, how many: UNTOLD when not said) the players not named who
    called; `named`: the clause names its player ("UTG, the hijack and the button all limp": no others)."""
    if not named and is_word_in(at(pieces, i - 1), _COLLECTIVE):
        return {i - 1}, UNTOLD  # "everyone limps", "todos pagan la ciega"
    k = i - 1 - is_kind(at(pieces, i - 1), TermKind.PLAYER_NOUN, TermKind.REMAIN)  # "two *players* call"
    noun = is_word_in(pieces[i], CALLER_NOUNS) or k == i - 2
    if not noun:  # the count after the verb: "entran cuatro de limp", "limp four players"
        k, after = i + 1, at(pieces, i + 2)
        limp = at(pieces, i + 3) if is_word_in(after, _OF) else None
        noun = is_kind(after, TermKind.PLAYER_NOUN, TermKind.REMAIN) or _is_call(limp)
    count = at(pieces, k)
    if not (noun and isinstance(count, Amount) and count.value and not count.scaled):
        return None
    told = {k, i + 2, i + 3} if k > i else {k}  # "de limp" said again with the count
    return (told, count.value) if 2 <= count.value <= _MOST_CALLERS else None


def _what_he_may_do(pieces: Sequence[Piece], i: int) -> bool:
    """The action word at i after "can"/"puede" (a pronoun, "just"/"solo" and "still"/"todavía" may stand
    between): "can he just fold", "so I can re-raise", "he can still raise", "puede todavía subir"."""
    word = piece_index(pieces).word_at.get
    k = i - 1
    while word(k) in _ONLY or word(k) in _ABLE_ADVERBS:
        k -= 1
    k -= word(k) in _PRONOUNS or seat_number(at(pieces, k)) is not None  # "can *seven* just fold"
    while word(k) in _ABLE_ADVERBS:  # "can he *still* raise"
        k -= 1
    return word(k) in _ABLE


def _given_as_a_reason(pieces: Sequence[Piece], i: int, term: Term) -> bool:
    """The action word at i told in the past right after a reason word, only its subject (a pronoun, a
    player noun) or "already" between ("because he checked", "porque ya pasó", "porque el jugador se fue"):
    an earlier action given as the reason for what is asked or told."""
    word = piece_index(pieces).word_at.get
    k = i - 1
    # its subject a pronoun or a player named by a noun ("porque *el jugador* se fue"), never a seat: a seat's
    # action after "because" may be the story's own
    while word(k) in _REASON_SKIPS or is_kind(at(pieces, k), TermKind.PLAYER_NOUN):
        k -= 1
    return word(k) in _REASON and _told_in_the_past(term)


def _asked_with_inversion(pieces: Sequence[Piece], i: int) -> bool:
    """The action word follows a copula that opens a clause and then its subject ("is he all in", "so is
    that a call", "was it a raise"): the inverted order of a question, not a statement of what he did."""
    word = piece_index(pieces).word_at.get
    k = i - 1
    while word(k) in _ARTICLES:
        k -= 1
    if k < i - 1 and _asks_the_noun(pieces, k):
        return True  # "so is the bet ten or twenty", "y cuál es la apuesta": the action named, asked about
    if word(k) not in _INVERTED_SUBJECTS:
        return False
    k -= 1
    if word(k) not in _ASKING_COPULAS:
        return False
    opening = at(pieces, k - 1)
    opens = opening is None or is_mark(opening) or is_kind(opening, TermKind.FILLER)
    return opens or is_word_in(opening, _OR)


def _asks_the_noun(pieces: Sequence[Piece], k: int) -> bool:
    """A copula at k ("is", "es", "what's") before an article and an action word, opening a question: after a
    mark, a filler, an asking word or a clause opener ("so what's the bet", "entonces cuál es la apuesta")."""
    word = piece_index(pieces).word_at.get
    if word(k) in _ASKING_CONTRACTED:
        return True
    if word(k) not in _ASKING_COPULAS:
        return False
    opening = at(pieces, k - 1)
    opens = opening is None or is_mark(opening) or is_kind(opening, TermKind.FILLER)
    return opens or is_word_in(opening, _NOUN_ASKED_AFTER)


def _in_choice(pieces: Sequence[Piece], i: int) -> bool:
    """The action word at i is one side of "X or Y" where the other side is an action word or a question
    ("is he all in or is it a call", "is that a call or is he all in")."""
    index = piece_index(pieces)
    word = index.word_at.get
    for step in (-1, 1):
        k = i + step
        while word(k) in _CHOICE_LINKS:
            k += step
        if word(k) not in _OR:
            continue
        k += step
        if step == 1 and word(k) in _OR_WHAT and (at(pieces, k + 1) is None or is_mark(at(pieces, k + 1))):
            return True  # "eso es call o qué", "call or what?": whether it is that action, asked
        while word(k) in _CHOICE_LINKS:
            k += step
        if index.kind_at.get(k) in (TermKind.ACTION, TermKind.QUESTION):
            return True
    return False


def _amounts_asked(pieces: Sequence[Piece], i: int) -> bool:
    """The action word at i before a choice of two amounts in a sentence the question mark closes ("¿La
    grande paga 14.500 o los 16.500?", "calls 12,000 or 13,800?"): which amount it holds is asked."""
    word = piece_index(pieces).word_at.get

    def amount_from(k: int) -> int | None:  # "los 16.500", "just 12,000": an amount after its links
        while word(k) in _ARTICLES_OR_CHOICE_LINKS:
            k += 1
        return k if isinstance(at(pieces, k), Amount) else None

    first = amount_from(i + 1)
    if first is None or word(first + 1) not in _OR or (end := amount_from(first + 2)) is None:
        return False
    while end < len(pieces) and word(end) not in SENTENCE_END:
        end += 1
    return word(end) == "?"


def _on_push(r: _Reading, i: int, term: Term) -> bool:
    if r.negated or _pushes_nothing(r.pieces, i):
        return False  # "no puso fichas", "puts no chips out", "pone nada": nothing pushed
    if _quoted_after_saying(r.pieces, i):
        r.event.declared = True  # "dice 'pongo cinco'", "says 'I put in five'": words said, no chips moved
        r.event.declared_at = i if r.event.declared_at is None else r.event.declared_at
        return False
    if _dealer_speaking(r.pieces, i):
        return False  # "I just pushed in the pot", "yo empujé el bote": the dealer's hands, no player's chips
    if r.intending and term.entry.alone:
        r.intending = False  # "se quiere tirar": wanted, not done
        return False
    if is_word_in(r.previous, _WHILE) and r.event.declared:
        r.event.order = r.event.order or "simultaneous"
    if _throws_cards(r.pieces, i):
        r.actions.append((i, replace(term, entry=replace(term.entry, alone="fold"))))
        return False
    taken = r.push_at is not None  # "agarra una de 5000 y la tira": the chips taken are what he throws
    r.push_from(i)
    if (
        term.entry.alone
        and not taken
        and not _followed_by_value(r.pieces, i, r.chip_set)
        and not _pushes_them(r, i)
    ):
        r.actions.append((i, term))  # "el 3 tira": pushes nothing, folds
    return False


def _quoted_after_saying(pieces: Sequence[Piece], i: int) -> bool:
    """The push word opens a quotation of what the player said ("dice 'pongo cinco'", "says 'I put in
    five'"): a verb of saying, a quotation mark, the speaker's "I" at most, then the push word."""
    k = i - 1 - is_word_in(at(pieces, i - 1), _SPEAKER)
    return is_word_in(at(pieces, k), _QUOTES) and is_kind(at(pieces, k - 1), TermKind.DECLARE)


def _pushes_nothing(pieces: Sequence[Piece], i: int) -> bool:
    """The push's object is nothing at all: "push nothing", "puts nothing in", "empuja nada"."""
    return is_word_in(at(pieces, i + 1), _NOTHING_PUSHED)


def _pushes_them(r: _Reading, i: int) -> bool:
    """The push's object is the chips he was just said to have left ("le quedan dos de 5.000 y *las* tira",
    "has two 5k chips left and pushes *them*"): those chips go in, all he has."""
    said = set(fold(text_of(r.pieces[i])).split())
    k = i + 1 + is_word_in(at(r.pieces, i + 1), _ARTICLES)  # "pushes the both of them in"
    said_next = set(fold(text_of(at(r.pieces, k))).split())
    them = (
        is_word_in(at(r.pieces, i - 1), _OBJECT_PRONOUNS)  # "las tira"
        or not _THE_CHIPS_NAMED.isdisjoint(said_next)  # "slides it", "pushes all", "both of them", "las dos"
        or is_kind(at(r.pieces, k), TermKind.LAST_CHIPS)  # "pushes the lot", "empuja todo"
        or not _OBJECT_PRONOUNS.isdisjoint(said)  # "pushes them" as one term
    )
    return r.stack_chips is not None and them


def _pushes_all_he_has(r: _Reading, i: int) -> bool:
    """ "pushes the lot", "mete todo lo que le queda": the push's object is every chip he has, so an amount
    told later ("is that a call and he keeps one thousand?") is no part of it."""
    return is_kind(at(r.pieces, i + 1 + is_word_in(at(r.pieces, i + 1), _ARTICLES)), TermKind.LAST_CHIPS)


def _same_as_named(r: _Reading, found: ChipRead | Amount | None) -> bool:
    """Nothing read after the push, or only the sum of the chips he was said to have ("pushes the lot =
    8k")."""
    if found is None:
        return True
    return isinstance(found, Amount) and r.stack_chips is not None and found.value == sum(r.stack_chips.chips)


def _all_named(r: _Reading, found: ChipRead | Amount | None) -> bool:
    """ "has three 1k chips left and pushes *all three* out", "le quedan tres de mil y tira *las tres*": the
    count is of the chips just named."""
    if not isinstance(found, Amount) or r.stack_chips is None or found.value != len(r.stack_chips.chips):
        return False
    k = next(k for k, piece in r.seg.pieces if piece is found)
    return is_word_in(at(r.pieces, k - 1), _NAMED_AGAIN)  # "all three", "the three", "las tres"


def _dealer_speaking(pieces: Sequence[Piece], i: int) -> bool:
    """The word's subject is the one telling the story, in the past ("I pushed", "I just pushed", "yo
    empujé"); a player's words quoted are in the present ("if you shove I call", "yo subo")."""
    if not text_of(pieces[i]).lower().endswith(_PAST_ENDINGS) or writer_seat(pieces) is not None:
        return False  # a player writing: his "I pushed" is his own chips
    k = i - 1
    while is_word_in(at(pieces, k), _ABOUT_OR_ALREADY):
        k -= 1  # "I just pushed", "yo ya empujé"
    quoted = is_word_in(at(pieces, k - 1), _QUOTES) or is_kind(at(pieces, k - 1), TermKind.DECLARE)
    return is_word_in(at(pieces, k), _SPEAKER) and not quoted


_LANDED_REACH = 8  # "says raise, the chip had already landed": the words that time the saying follow closely


_TELLING_KINDS = frozenset({TermKind.ACTION, TermKind.PUSH, TermKind.DECLARE})


def _opens_a_telling(piece: Piece) -> bool:
    return isinstance(piece, Amount) or (isinstance(piece, Term) and piece.kind in _TELLING_KINDS)


def _told_landed(pieces: Sequence[Piece], push: int, said: int) -> bool:
    """Does the telling say the chips were down when he spoke, between the push and just after the words?"""
    word_said = False  # "says 'raise' once it's landed": the word he said is part of his saying
    for j in range(push + 1, min(len(pieces), said + _LANDED_REACH)):
        piece = pieces[j]
        if j > said and not word_said and isinstance(piece, Term) and piece.kind is TermKind.ACTION:
            word_said = True
            continue
        if j > said + 1 and (is_word_in(piece, SENTENCE_END) or _opens_a_telling(piece)):
            return False  # the next sentence, a next action, a seat or an amount: no longer his saying
        if is_word_in(piece, _LANDED) or (j < said and is_word_in(piece, _AFTER)):
            return True
    return False


def _throws_cards(pieces: Sequence[Piece], i: int) -> bool:
    """A push word whose object is the cards ("aventó sus cartas", "tossed his hand"): the player folds."""
    for j in range(i + 1, min(len(pieces), i + 4)):
        if is_word_in(at(pieces, j), _CARDS):
            return True
        if not is_word_in(at(pieces, j), _SMALL_WORDS):
            return False
    return False


def _on_declare(r: _Reading, i: int, term: Term) -> bool:
    if r.negated and _says_nothing(r.pieces, i):
        return _on_silent(r, i, term)  # "doesnt say a word", "no dijo ni una palabra": silent
    if r.negated:
        unsaid = is_kind(at(r.pieces, i + 1), TermKind.ACTION) and not _believed_unsaid(r.pieces, i)
        if r.push_at is not None and not r.event.declared and unsaid:
            # "puts out 2k, then adds 4k, never said raise": his chips came with no word, the one named least
            r.event.silent = True
            r.silent_at = i if r.silent_at is None else r.silent_at
        return True  # "never said raise", "no dijo subo": the negation reaches the word said
    r.event.declared = True
    r.event.declared_at = i if r.event.declared_at is None else r.event.declared_at
    if r.push_at is not None and r.push_at < i:
        r.event.said_after_push = i  # "pushes two 5k chips, then says 'raise'": the words after the chips
        if r.event.order is None and _told_landed(r.pieces, r.push_at, i):
            r.event.order = "chips_first"  # "tira una de 5000 y ya en la mesa dice subo"
    if r.event.added is not None:
        r.event.order = r.event.order or "chips_first"  # "...goes back and adds 10k saying raise": too late
    elif term.text.lower().endswith(("ndo", "ing")) and not _saying_now(r.pieces, i):
        r.event.order = r.event.order or "simultaneous"  # "diciendo", "saying": while pushing
    return False


_NOW = words("now_words")
_NOW_REACH = 3  # "now saying", "now he's saying", "ahora está diciendo", "now he is saying"


def _saying_now(pieces: Sequence[Piece], i: int) -> bool:
    """ "and *now* he's saying he's raising", "*ahora* está diciendo que sube": the words said at the moment
    the dealer reports, after the chips, not while pushing them; when they came is not told (44's raise
    must be said before the chip lands)."""
    for k in range(i - 1, max(-1, i - 1 - _NOW_REACH), -1):
        piece = pieces[k]
        if is_mark(piece) or is_kind(piece, TermKind.ACTION, TermKind.PUSH):
            return False
        if is_word_in(piece, _NOW):
            return True
    return False


def _believed_unsaid(pieces: Sequence[Piece], i: int) -> bool:
    """ "I don't think he said raise", "no creo que haya dicho subo": the dealer only believes the word was
    not said (his doubt, asked by the gate), no fact of silence."""
    return any(is_kind(at(pieces, k), TermKind.DEALER_LEANING) for k in (i - 1, i - 2))


def _says_nothing(pieces: Sequence[Piece], i: int) -> bool:
    """The object of a negated verb of saying is nothing at all ("doesn't say a word", "didn't say
    anything", "no dijo ni una palabra", "no dice nada"), not a word he did not say ("never said raise")."""
    k = i + 1
    while is_word_in(at(pieces, k), _ARTICLES):
        k += 1
    return is_word_in(at(pieces, k), _NOTHING_SAID)


def _on_silent(r: _Reading, i: int, term: Term) -> bool:
    k = i + 1 + is_word_in(at(r.pieces, i + 1), _THAT)
    if is_kind(at(r.pieces, k), TermKind.ACTION) and r.event.declared:
        r.unsaid_at = k  # "dice diez mil sin decir subo": the amount was said, only the raise was not
        return False
    r.event.silent = True
    r.silent_at = i if r.silent_at is None else r.silent_at
    return False


def _on_unspoken(r: _Reading, i: int, term: Term) -> bool:
    """ "tira una de 5.000 y una de 100, no habló": after his own chips with no word said, "he did not
    speak" is his silence; elsewhere ("el 4 no habló", nothing of his own) it is a player skipped."""
    if r.push_at is not None and not r.event.declared and fold(term.text) in _NOT_SPOKEN:
        return _on_silent(r, i, term)
    return False


def _on_last_chips(r: _Reading, i: int, term: Term) -> bool:
    r.event.last_chips = True
    if is_word_in(at(r.pieces, i + 1), _COPULAS):
        return _on_stack(r, i + 1, term)  # "Seat 9's last chips are a 5k and three 1ks": his stack, named
    return False


def _on_real_amount(r: _Reading, i: int, term: Term) -> bool:
    """ "dijo pago y puso cinco mil pero eran quince mil", "calls, puts in 5k, but it was 15k": with no count
    told (parser/count.py reads those), the amount he called was really the bet he faced."""
    real = at(r.pieces, i + 1)
    called = bool(r.actions) and r.actions[-1][1].value == "call"
    if called and isinstance(real, Amount) and real.value and r.event.faced is None and i + 1 not in r.used:
        r.event.faced, r.event.faced_amount = "bet", real
        r.used.add(i + 1)
    return False


def _on_prior(r: _Reading, i: int, term: Term) -> bool:
    r.event.prior = r.value_after(i)
    return False


def _on_stack(r: _Reading, i: int, term: Term) -> bool:
    if (
        r.push_at is not None
        and r.push_at < i
        and r.event.pushed is None
        and is_word_in(r.previous, _ARTICLES)
    ):
        return False  # "pushes out a stack of 15k": the chips pushed, read after the push word
    if is_kind(at(r.pieces, i + 1), TermKind.CHIP) and r.actions:
        r.event.deep = True  # "paga y todavía tiene fichas detrás", "calls and still has chips": not all in
        return False
    r.event.stack_now = _WAS.isdisjoint(fold(term.text).split(" "))
    if is_kind(r.previous, TermKind.CHIP):
        return False  # "two 5k chips *left*, that's it, two chips": counted before it, nothing after
    counted_at = i + 1
    while is_word_in(at(r.pieces, counted_at), _ABOUT_OR_ONLY) or is_kind(
        at(r.pieces, counted_at), TermKind.FILLER
    ):
        counted_at += 1  # "had just two 5k chips left", "le quedan solo dos de mil", "has uh three 1k chips"
    if _counted_chips(r.pieces, counted_at) and not r.actions:
        counted = r.value_after(i)
        if isinstance(counted, ChipRead) and counted.complete and not _in_front(r.pieces, counted.end):
            r.event.stack = r.event.stack or sum(counted.chips)  # "le quedan dos de 5.000": his stack
            r.stack_chips = counted
        else:
            r.event.prior = r.event.prior or counted  # "tenía dos de cien delante": chips out, no stack
        return False
    if isinstance(at(r.pieces, i + 1), Amount) and not r.actions and _in_front(r.pieces, i + 2):
        r.event.prior = r.event.prior or r.value_after(i)  # "has 9k out in front": chips out, no stack
        return False
    if isinstance(at(r.pieces, i + 1), Amount) and _wager_noun_after(r.pieces, i + 2):
        return False  # "tenía 500 de apuesta enfrente": the size of the bet he had made, no stack
    inside = {k for k, _ in r.seg.pieces}
    if (in_blinds := _stack_in_blinds(r.pieces, i, r.used, inside)) is not None:
        count, chips = in_blinds
        r.event.stack_blinds = r.event.stack_blinds or count  # in chips once the blinds are known (report.py)
        if chips is not None:
            r.event.stack = r.event.stack or chips  # "40 big blinds (40k)": the chips given with it
        return False
    r.event.stack = r.event.stack or _stack_amount(r.pieces, i, r.used, inside) or _own_amount(r, i)
    return False


def _own_amount(r: _Reading, i: int) -> int | None:
    """The stack word said once before another player ("seat 2 has 80k and seat 8 about 95k"): the first
    amount of this player's own clause is his stack."""
    if r.seg.ref is None or i >= r.seg.ref.start:
        return None
    for k, piece in r.seg.pieces:
        if k > r.seg.ref.start and isinstance(piece, Amount) and piece.value is not None and k not in r.used:
            r.used.add(k)
            return piece.value
    return None


def _wager_noun_after(pieces: Sequence[Piece], k: int) -> bool:
    """A wager named as a noun at k, after "de"/"of" ("de apuesta", "de subida"): an amount before it
    sizes that wager."""
    verb = at(pieces, k + 1)
    named = is_kind(verb, TermKind.ACTION) and verb.value in WAGER_VALUES
    return is_word_in(at(pieces, k), _CHIP_OF) and named


def blind_unit_at(pieces: Sequence[Piece], i: int) -> int | None:
    """Where a big-blind unit ("ciegas", "bbs", "big blinds") stands from piece i ("big" may come first), or
    None: the number before it counts big blinds, not chips."""
    index = piece_index(pieces)
    i += index.word_at.get(i) in _BIG
    blinds = index.kind_at.get(i) == _BLINDS or index.word_at.get(i) in _BLIND_UNITS
    return i if blinds else None


def _stack_in_blinds(
    pieces: Sequence[Piece], i: int, used: set[int], inside: set[int]
) -> tuple[int, int | None] | None:
    """A stack told in big blinds ("tiene unas 30 ciegas", "25 bbs behind"): the count of blinds, and the
    chips when given with it ("40 big blinds (40k)")."""
    after = i + 1
    while is_word_in(at(pieces, after), _ABOUT):
        after += 1
    for k in (after, i - 2, i - 3):
        piece = at(pieces, k)
        if not isinstance(piece, Amount) or piece.value is None or k in used or k not in inside:
            continue
        unit = blind_unit_at(pieces, k + 1)
        if unit is None:
            continue
        if unit + 1 < i and k < i:
            continue  # "25 bbs behind": the unit must lead up to the stack word
        used.update({k, unit})
        j = unit + 1  # "40 big blinds (40k)", "tres ciegas y media, o sea como cuarenta mil"
        while j <= unit + _CHIPS_AFTER_BLINDS and (
            is_mark(at(pieces, j)) or is_word_in(at(pieces, j), _RESTATING)
        ):
            j += 1
        chips = at(pieces, j)
        if j > unit + 1 and isinstance(chips, Amount) and chips.value is not None and j not in used:
            used.add(j)
            return piece.value, chips.value
        return piece.value, None
    return None


def _on_second_motion(r: _Reading, i: int, term: Term) -> bool:
    if r.push_at is None and _pushed_after(r, i):
        r.push_from(i)  # "grabs a 100k chip and two 25s and puts them out": the chips taken are pushed
        return False
    r.event.added = r.event.added or r.value_after(i)
    return False


_OWN_BLIND_REACH = 4  # "sus | fichas | de | la | ciega": the blind named a few words after "his"


def _takes_his_blind(pieces: Sequence[Piece], i: int) -> bool:
    """A word of taking chips with the player's own blind for its object ("grabs his blind", "picks up her
    blind chips", "agarra su ficha de la ciega"): his posted chips taken back, not chips taken to push."""
    if not is_word_in(pieces[i], _TAKING) or not is_word_in(at(pieces, i + 1), _POSSESSIVES):
        return False
    return any(is_kind(at(pieces, k), TermKind.BLINDS) for k in range(i + 2, i + 2 + _OWN_BLIND_REACH))


def _pushed_after(r: _Reading, i: int) -> bool:
    """ "grabs a 100k chip... and puts em out": a word of taking chips ("grabs", "agarra") as the segment's
    first motion, a push word after it: what it took from the stack is pushed then ("goes back" is always a
    second motion)."""
    if not is_word_in(at(r.pieces, i), _TAKING):
        return False
    kinds = (TermKind.PUSH, TermKind.SECOND_MOTION, TermKind.ACTION)
    motions = [k for k, p in r.seg.pieces if is_kind(p, *kinds)]
    return motions[0] == i and any(is_kind(at(r.pieces, k), TermKind.PUSH) for k in motions)


def _more_of_the_same(first: ChipRead | None, added: ChipRead | Amount | None) -> ChipRead | Amount | None:
    """ "puts out two 100ks, then goes back for two more": a count of chips after chips of one value is that
    many more of them (200,000), not an amount of 2; "una ficha de 10 lucas... agrega otra de 10": a chip
    named short after the same chip named in thousands is that chip (10,000), not a chip of 10."""
    if isinstance(added, ChipRead) and first is not None:
        return _named_short(first, added)
    if not isinstance(added, Amount) or first is None or added.value is None or added.scaled:
        return added
    values = set(first.chips)
    if len(values) != 1 or not 1 <= added.value < _MORE_CHIPS:
        return added
    return ChipRead((ChipGroup(added.value, values.pop()),), first.end, first.end)


def _named_short(first: ChipRead, added: ChipRead) -> ChipRead:
    """The added chips in thousands when each is a chip of the first push said without its thousands (no
    chip set holds both a 10 and a 10,000 chip: the 10 is the 10k said short), else as read."""
    shown = set(first.chips)
    values = {g.value for g in added.groups}
    if not values or any(
        v is None or v >= THOUSAND or v in shown or v * THOUSAND not in shown for v in values
    ):
        return added
    groups = tuple(replace(g, value=g.value * THOUSAND) for g in added.groups if g.value is not None)
    return replace(added, groups=groups)


def _on_facing(r: _Reading, i: int, term: Term) -> bool:
    _faced(r.event, term.value, i, r.seg, r.pieces, r.used)
    return False


def _flag(name: str, value: object = True) -> _Handler:
    """A handler that only records a fact about the event ("out of turn", "last chips")."""

    def handler(r: _Reading, i: int, term: Term) -> bool:
        setattr(r.event, name, value)
        return False

    return handler


def _on_unclear(r: _Reading, i: int, term: Term) -> bool:
    """ "not everyone heard", "no se oyó": his own declaration was unclear, and "mumbles", "murmura" a way of
    saying it; "el 9 no escuchó y paga": the one he answered was (40-A)."""
    if term.value == "unheard":
        r.event.unheard = True
        return False
    r.event.unclear_voice = True
    if term.value == "mumbled":  # "mumbles something like eighteen thousand": he said it, unclearly
        return _on_declare(r, i, term)
    return False


def _on_order(r: _Reading, i: int, term: Term) -> bool:
    said = r.event.declared_at
    if term.value == "chips_first" and said is not None and r.push_at is not None and said < r.push_at < i:
        return False  # "dice subo y pone 1.500 y después dice...": he spoke first; what follows is said again
    r.event.order = term.value
    if term.value == "chips_first" and r.push_at is not None and r.push_at < i:
        r.event.said_after_push = i  # "pushes two 5k chips, then says 'raise'"
    return False


def _on_leaning(r: _Reading, i: int, term: Term) -> bool:
    """ "I don't think he'd said call yet", "no creo que haya pagado": the dealer believes it was not done, so
    the action word it reaches is negated, as after "no" (the doubt itself is asked by the gate)."""
    if term.value == DENIED:
        r.negated = True
        return True
    return False


def _pulled(pieces: Sequence[Piece], i: int, end: int) -> str:
    """A pull-back told from piece i to end: clear, or stopped short ("not all the way", "a medias")."""
    half = partway(pieces, i, end)
    return (PriorChips.HALF_PULLED_BACK if half else PriorChips.PULLED_BACK).value


def _on_pull_back(r: _Reading, i: int, term: Term) -> bool:
    full = term.value == PriorChips.PULLED_BACK.value
    r.event.pulled_back = _pulled(r.pieces, i, i + 1) if full else term.value
    k = i + 1 + is_word_in(at(r.pieces, i + 1), _POSSESSIVES)
    owned = k == i + 2 or fold(term.text).split()[-1] in _POSSESSIVES  # "retira sus" is one term
    if owned and isinstance(at(r.pieces, k), Amount):
        r.used.add(k)  # "pulls his 200 back", "retira sus 200": the chips he had out, no amount said
    return False


def _names_chips(piece: Piece) -> bool:
    """A piece of a list of chips pushed: an amount, a chip noun, a small word ("a 5k *and a* 1k")."""
    return isinstance(piece, Amount) or is_kind(piece, TermKind.CHIP) or is_word_in(piece, _SMALL_WORDS)


def _on_increment(r: _Reading, i: int, term: Term) -> bool:
    """ "pone encima una de 5.000", "puts a 5k on top": chips pushed as more than what he had out are added
    to it, his prior chips left where they were (46-C)."""
    if r.push_at is not None and r.push_at < i and r.event.pulled_back is None:
        between = r.pieces[r.push_at + 1 : i]
        if all(
            isinstance(p, Amount) or is_kind(p, TermKind.CHIP) or is_word_in(p, _SMALL_WORDS) for p in between
        ):
            r.event.pulled_back = PriorChips.LEFT_ALONE.value
    return False


_HANDLERS: dict[TermKind, _Handler] = {
    TermKind.NEGATION: _on_negation,
    TermKind.INTENTION: _on_intention,
    TermKind.COUNT_REQUEST: _on_count_request,
    TermKind.ACTION: _on_action,
    TermKind.PUSH: _on_push,
    TermKind.DECLARE: _on_declare,
    TermKind.SILENT: _on_silent,
    TermKind.SKIPPED: _on_unspoken,
    TermKind.OUT_OF_TURN: _flag("out_of_turn"),
    TermKind.ORDER: _on_order,
    TermKind.PRIOR: _on_prior,
    TermKind.STACK_WORD: _on_stack,
    TermKind.SECOND_MOTION: _on_second_motion,
    TermKind.PULL_BACK: _on_pull_back,
    TermKind.INCREMENT: _on_increment,
    TermKind.LAST_CHIPS: _on_last_chips,
    TermKind.DEEP_STACK: _flag("deep"),
    TermKind.EXPECTS_CHANGE: _flag("expects_change"),
    TermKind.CONDITIONAL: _flag("conditional"),
    TermKind.FACING: _on_facing,
    TermKind.UNCLEAR_VOICE: _on_unclear,
    TermKind.COUNT_REAL: _on_real_amount,
    TermKind.DEALER_LEANING: _on_leaning,
}


def pushed_after_a_claim(pieces: Sequence[Piece], j: int) -> bool:
    """ "dice que iguala *y pone* 15 lucas": chips pushed, joined by "and" after a claim, are what the dealer
    saw, no part of the claim."""
    return is_kind(pieces[j], TermKind.PUSH) and is_word_in(at(pieces, j - 1), _AND)


def build_event(seg: Segment, pieces: Sequence[Piece], chip_set: Mapping[str, int] | None) -> RawEvent:
    """One segment's event: each term read by the handler of its kind (_HANDLERS), then the chips and the
    declared amount placed."""
    r = _Reading(seg, pieces, chip_set, RawEvent(seg.ref))
    condition_verb: int | None = None  # "if you bet, I'll raise": the verb of the condition is not an action
    said = words_in(pieces)  # the words asked of each piece below, looked for only where the report says them
    ifs = not (said.isdisjoint(_IF) and said.isdisjoint(_ADDRESSED))  # "you shove, I call": no "if"
    withs, quotes = not said.isdisjoint(_WITH), not said.isdisjoint(_QUOTES)
    takes = not said.isdisjoint(_TAKING)  # "grabs", "agarra": most reports take nothing
    moves = not said.isdisjoint(PULLING_VERBS)  # "drags", "jala": most reports move no chips back
    resume = -1  # after a claim: where the player's own chips are told again ("...y pone 15 lucas")
    # "calls before seat 2 says anything": the other's words, read before the handlers, which would take
    # "says" for this player's declaration
    before = None if said.isdisjoint(_BEFORE_OR_WHILE) else _before_another_acts(seg, pieces)
    r.used.update(before or ())
    r.supposed = seg.ref is not None and _supposed(pieces, seg.ref)
    for k, (i, piece) in enumerate(seg.pieces):
        r.previous = seg.pieces[k - 1][1] if k else None
        if i in r.used or i < resume:
            continue
        if isinstance(piece, Term) and piece.kind in _STOPS:
            # "says he meant to bet 10k and wanted change": his claim, but hoping for change is 61's fact
            rest = seg.pieces[k:]
            r.event.expects_change |= any(  # "reckons he wanted 3k change": the change named in the claim
                is_kind(p, TermKind.EXPECTS_CHANGE) or change_expected(pieces, j) or change_wanted(pieces, j)
                for j, p in rest
            )
            claim = piece.kind == TermKind.OPINION  # a claim's words end where his own chips are told again
            resume = next((j for j, _ in rest if claim and pushed_after_a_claim(pieces, j)), -1)
            if resume < 0:
                break
            continue
        if is_kind(piece, _QUESTION) and is_kind(r.previous, _DECLARE):
            r.used.update(j for j, _ in seg.pieces[k:])  # "the cutoff says how much to call, is it three":
            break  # what he says is a question; the amount in it is his guess, no bet
        if _says_again(r, piece) and _said_otherwise_after(r, i, seg.pieces[k + 1 :]):
            r.used.update(j for j, _ in seg.pieces[k:])  # "dice call y enseguida dice no, raise quince":
            later = (p for _, p in seg.pieces[k:] if isinstance(p, Amount) and p.value)
            r.event.changed_after = tuple(p.value for p in later if p.value)
            break  # his call or check said in turn binds (51-A); what he says after it changes nothing
        if takes and _takes_his_blind(pieces, i):
            r.event.pulled_back = PriorChips.PULLED_BACK.value  # "grabs his blind", "coge su ciega" (46-B)
            continue
        if moves and (end := moved_back(pieces, i)) is not None:
            # "takes his bet chips back", "se las regresa a su stack": the chips it wraps are his prior bet
            r.event.pulled_back = _pulled(pieces, i, end)
            r.used.update(range(i + 1, end))
            continue
        if isinstance(piece, Amount) and change_expected(pieces, i):
            r.event.expects_change = True  # "wanting 300 back": the change hoped for, no chips of the bet
            r.used.add(i)
            continue
        if isinstance(piece, Amount) and _seen_amount(pieces, i):
            r.used.add(i)  # "goes call then sees it's eight": the bet he saw, not what he said
            continue
        if isinstance(piece, Amount) and piece.value and bracketed_stack(pieces, i):
            r.event.stack = r.event.stack or piece.value  # "seat 2 (HJ, 96k) opens": his stack as named
            r.used.add(i)
            continue
        if isinstance(piece, Amount) and piece.value and _whole_of_his(pieces, i):
            r.event.stack = r.event.stack or piece.value  # "10k of his 22k", "diez mil de sus veintidós"
            r.used.add(i)
            continue
        if _added_to_his(r, i):
            r.used.update({i, i + 2})  # "adds another 5k to his 5k": his bet told before, no new chips
            continue
        if (
            ifs
            and is_word_in(piece, _IF)
            and not _affirms(r, i)
            and (condition_verb := _condition_verb(pieces, i)) is not None
        ):
            r.event.conditional = True
        elif (
            ifs and is_word_in(piece, _ADDRESSED) and (answered := _answered_condition(pieces, i)) is not None
        ):
            condition_verb, r.event.conditional = answered, True  # "you shove, I call", "vos subís, yo pago"
        if i == condition_verb:
            continue
        if (
            r.push_at is None
            and withs
            and is_word_in(piece, _WITH)
            and read_chips(pieces, i + 1, chip_set) is not None
        ):
            r.push_at = i  # "calls with a 1,000 chip": the chips that carry the action
        # "no 'raise'", "never did he say raise": the negation reaches the word after a quote or an auxiliary
        keep_negation = (quotes and is_word_in(piece, _QUOTES)) or is_word_in(piece, _NEGATION_KEEPERS)
        if isinstance(piece, Term):
            r.event.fuzzy += piece.fuzzy
            handler = _HANDLERS.get(piece.kind)
            # an auxiliary the lexicon also tags ("no *había* pagado": "había" as a pot's existential) keeps
            # the negation for the action after it
            handled = handler(r, i, piece) if handler is not None else False
            keep_negation = handled or is_word_in(piece, _NEGATION_KEEPERS)
        r.negated = r.negated and keep_negation
    if before and not r.event.out_of_turn:
        r.event.out_of_turn = True  # "taps the table before seat 4 acts", "antes de que hable el 4"
    _place_chips(r)
    if seg.ref is None and r.event.faced is None:
        _owed(r)
    return r.event


def _says_again(r: _Reading, piece: Piece) -> bool:
    """A verb of saying, or "then says" with no chips pushed before it (no order of chips and words)."""
    if is_kind(piece, _DECLARE):
        return True
    return is_kind(piece, _ORDER) and piece.value == "chips_first" and r.push_at is None


def _said_otherwise_after(r: _Reading, i: int, rest: Sequence[tuple[int, Piece]]) -> bool:
    """A second verb of saying at i, after a call, check or fold he declared, whose words name another
    action: the player changing his mind; not where the teller took the first word back before it ("dice
    paso, no no, dice subo", "dice call, perdón, dice raise")."""
    if not (r.event.declared and r.actions):
        return False
    at_first, first = r.actions[-1]  # the word he said last, once any taken back before it is gone
    if r.withdrawn_at is not None and r.withdrawn_at > at_first:
        return False
    if (first.entry.alone or first.value) not in _BINDING_ALONE:
        return False
    between = r.pieces[at_first + 1 : i]
    if any(is_kind(p, TermKind.NEGATION) or is_word_in(p, CORRECTING) for p in between):
        return False
    nxt = next((p for _, p in rest if isinstance(p, Term) and p.kind == TermKind.ACTION), None)
    return isinstance(nxt, Term) and (nxt.entry.alone or nxt.value) not in (first.entry.alone or first.value,)


_BINDING_ALONE = frozenset({"call", "check", "fold"})  # said in turn, complete in themselves (51-A)


def _before_another_acts(seg: Segment, pieces: Sequence[Piece]) -> range | None:
    """ "checks before seat 4 acts", "taps before 4 acts", "tira antes de que hable el 4": right after his
    action, "before", another player and a verb of acting: this player acted before his turn. ("the error
    was noticed before seat 8 acted" is no action's; "antes de que hable el 5 el 7 sube" opens the 7's.)
    The words that say so, or None."""
    acted = [i for i, p in seg.pieces if is_kind(p, *ACTING)]
    for opens, piece in seg.pieces:
        pending = is_word_in(piece, _WHILE)  # "checks while seat 2 is still to act": his turn not yet come
        if not (pending or is_word_in(piece, _BEFORE_TURN)) or not any(
            0 < opens - i <= _AFTER_ACTING for i in acted
        ):
            continue
        clause = range(opens + 1, min(len(pieces), opens + 1 + _BEFORE_REACH + 2 * pending))
        if pending and not any(is_word_in(pieces[k], _PENDING) or _still_to_act(pieces[k]) for k in clause):
            continue  # "says call while pushing": words and chips at once, no turn taken
        verb = next(
            (k + 1 for k in clause if is_word_in(pieces[k], _TURN_VERBS) or _still_to_act(pieces[k])), None
        )
        player = next((end for k in clause if (end := _player_ends(pieces, k, seg)) is not None), None)
        if verb is not None and player is not None and seat_at(pieces, max(verb, player)) is None:
            return range(opens, max(verb, player))  # and no other player's clause opening right after
    return None


def _still_to_act(piece: Piece) -> bool:
    """ "is still to act", "sigue pensando": the player named before it has his turn still to come; "before
    seat 2 says anything": he had not spoken yet."""
    return is_kind(piece, TermKind.THINKING, TermKind.SILENT)


def _player_ends(pieces: Sequence[Piece], k: int, seg: Segment) -> int | None:
    """Where the player named at k ends: a player mentioned there, or a bare seat number ("before *4*
    acts"); None when no player is named at k."""
    ref = next((ref for ref in seg.mentions if ref.start <= k < ref.end), None)
    if ref is not None:
        return ref.end
    return k + 1 if seat_number(pieces[k]) is not None else None


def _whole_of_his(pieces: Sequence[Piece], i: int) -> bool:
    """Amount i is all the player had, named after a part of it: "pushes 10k *of his 22k*", "empuja diez
    mil *de sus veintidós mil*"."""
    return (
        is_word_in(at(pieces, i - 1), _POSSESSIVES)
        and is_word_in(at(pieces, i - 2), _CHIP_OF)
        and isinstance(at(pieces, i - 3), Amount)
    )


def _added_to_his(r: _Reading, i: int) -> bool:
    """Piece i links new chips to the prior bet they are added to: "adds another 5k *to his 5k*", "añade
    otras 5k *a sus 5k*", once chips are added or pushed (the amount is no total: "sube a 5k")."""
    pieces = r.pieces
    return (
        (r.event.added is not None or r.push_at is not None)
        and is_word_in(pieces[i], _ADDED_TO)
        and is_word_in(at(pieces, i + 1), _POSSESSIVES)
        and isinstance(at(pieces, i + 2), Amount)
    )


_ADDED_TO = words("added_to")


def change_expected(pieces: Sequence[Piece], i: int) -> bool:
    """Amount i is the change a player hoped for, not chips bet: right after an expecting-change phrase
    ("esperando que le devuelva 2.000", "expecting change of 300") or between a verb of expecting and "back"
    ("wanting 300 back", "expecting 3k back", "quería 2.000 de vuelta")."""
    if not isinstance(pieces[i], Amount):
        return False
    index = piece_index(pieces)  # one look-up for both sets
    if TermKind.EXPECTS_CHANGE not in index.kind_set and _CHANGE_BACK.isdisjoint(index.word_set):
        return False  # neither a phrase of expecting change nor "back" in the report (most reports)
    link = fold(text_of(at(pieces, i - 1))) in FUNCTION_WORDS  # "expecting change *of* 300", "hoping *for*"
    if is_kind(at(pieces, i - 1 - link), TermKind.EXPECTS_CHANGE):
        return True
    if is_word_in(at(pieces, i - 1 - link), _CHANGE_BACK) and _expects(at(pieces, i - 2 - link)):
        return True  # "waiting change of 3,300", "pide vueltas de 700"
    after = i + 1 + is_word(at(pieces, i + 1), "de")
    return is_word_in(at(pieces, after), _CHANGE_BACK) and _expects(at(pieces, i - 1 - link))


def change_wanted(pieces: Sequence[Piece], j: int) -> bool:
    """Word j names the change itself right after a verb of wanting, an article between or not: "dice que
    *quería el cambio*", "says he *wanted change*" (the claim's phrase took the verb, so no phrase of
    expecting change was tagged; 61)."""
    if not is_word_in(pieces[j], _CHANGE_BACK):
        return False
    k = j - 1 - is_word_in(at(pieces, j - 1), _ARTICLES)
    return _expects(at(pieces, k))


def _expects(piece: Piece | None) -> bool:
    """A verb of wanting or waiting ("wanting", "pide", "he want"), or a phrase ending in one ("dice que
    *quería*")."""
    if is_word_in(piece, _EXPECTING) or is_kind(piece, TermKind.INTENTION):
        return True
    return isinstance(piece, Term) and fold(piece.text).rsplit(" ", 1)[-1] in _EXPECTING


def _owed(r: _Reading) -> None:
    """ "Flop, 1500 to seat 7. He puts out...", "2,100 para el 3": the amount a named player faces, said
    before that player acts (the next action, parser/report.py `_carry_faced`)."""
    for k, piece in r.seg.pieces:
        if isinstance(piece, Amount) and is_word_in(at(r.pieces, k + 1), _OWED_TO):
            named = k + 3 if is_word_in(at(r.pieces, k + 2), _ARTICLES) else k + 2
            if seat_at(r.pieces, named) is not None:
                r.event.faced, r.event.faced_amount = "bet", piece
                return


def _in_thousands_by_total(chips: ChipRead, pieces: Sequence[Piece], used: set[int]) -> ChipRead:
    """ "una de 10, una de 5 y cuatro de a luca (19 lucas)", "una de diez, una de cinco y dos de mil,
    diecisiete mil en total": chips said short, in thousands where the total told right after says so."""
    if not chips.complete or all(value >= THOUSAND for value in chips.chips):
        return chips
    totals = [j for j in range(chips.start, chips.end + _TOTAL_REACH) if _a_total_told(pieces, j)]
    for below in _SAID_SHORT_BELOW:  # "una de 10": every value under 1,000 said short, or only the tiny ones
        groups = tuple(
            replace(g, value=g.value * THOUSAND) if g.value is not None and g.value < below else g
            for g in chips.groups
        )
        scaled = replace(chips, groups=groups)
        for j in totals:
            total = pieces[j]
            assert isinstance(total, Amount)
            if total.value == sum(scaled.chips) != sum(chips.chips):
                used.add(j)
                return scaled
    return chips


def _a_total_told(pieces: Sequence[Piece], j: int) -> bool:
    """An amount told as the total of chips just listed: in a bracket, after "o sea", before "en total"."""
    return isinstance(at(pieces, j), Amount) and (
        _is_bracket(at(pieces, j - 1), "(")
        or is_word_in(at(pieces, j - 1), _THAT_IS)
        or is_kind(at(pieces, j + 1), TermKind.TOTAL)
    )


_SAID_SHORT_BELOW = (THOUSAND, 100)  # every value under a thousand said short, or only the tiny ones


_TOTAL_REACH = 4  # "(19 lucas)", ", o sea 19 mil", "... diecisiete mil en total"


def _narrated_silent_push(event: RawEvent) -> bool:
    """ "raises to 22k silently", "el 1 calladito sube a 22 mil": an action word the report calls silent is
    the dealer's word for what the chips did, and the amount is what was pushed, not said."""
    told = event.amount is not None and not event.by and event.action in _NARRATED_PUSHES
    return event.silent and told and event.pushed is None and event.chips is None and not event.unheard


_NARRATED_PUSHES = frozenset({"bet", "open", "raise", "call"})


def _place_chips(r: _Reading) -> None:
    """The action chosen, then what was pushed (chips or an amount) and the amount declared."""
    event, seg, pieces = r.event, r.seg, r.pieces
    _choose_action(event, r.actions)
    push_at = r.push_at
    if push_at is None and r.silent_at is not None and not r.actions:
        push_at = r.silent_at
    shorthand = bool(seg.pieces) and _is_shorthand_amount(_after_to(pieces, seg.pieces[0][0]))
    if seg.ref is not None and not r.actions and shorthand:
        if push_at is None:
            event.declared = True  # "UTG 600", "UTG+1 a 2.200": an amount only, a declared amount (40-C)
        elif push_at == r.silent_at and _value_after(pieces, push_at, seg, r.chip_set, set()) is None:
            push_at = seg.pieces[0][0] - 1  # "HJ 3900 silent": the amount before the word was pushed
    if push_at is not None:
        found = r.value_after(push_at)
        if _all_named(r, found) or (
            _pushes_them(r, push_at) and (_same_as_named(r, found) or _pushes_all_he_has(r, push_at))
        ):
            found, event.last_chips = r.stack_chips, True
        if isinstance(found, ChipRead):
            event.chips = _in_thousands_by_total(found, pieces, r.used)
        elif isinstance(found, Amount):
            event.pushed = found
        event.pushed_at = push_at
    if _spoke_only_after(r, event):
        event.silent = True  # "puts out a 5k and only says 'change' after the chips are down": no word before
    if push_at is not None and event.last_chips and not event.acts:
        event.action = "all_in"  # "empuja el stack completo": every chip he has, however many
    # "puso 1.000 para igualar (la apuesta)": the bet was 1,000, named or not
    untold = event.faced in (None, "bet") and event.faced_amount is None
    if push_at is not None and event.chips is None and event.pushed is None and untold:
        if (named := _call_named_after(r, push_at)) is not None:
            event.pushed, event.faced, event.faced_amount = named, "bet", named
    if isinstance(event.pushed, Amount) and untold and _to_call(pieces, event.pushed):
        event.faced, event.faced_amount = "bet", event.pushed
    _declared_amount(event, seg, pieces, r.used, r.chip_set)
    if event.chips is None and event.pushed is None and (chip := _one_chip_said(r, event.amount)) is not None:
        event.chips, event.amount = chip, None  # "says raise... it's a ten thousand chip": a chip, no amount
        event.pushed_at = chip.start
    if _narrated_silent_push(event):
        event.pushed, event.pushed_at = event.amount, event.amount_at  # "silently raises to 22k": 22k pushed
    if push_at is not None and event.chips is None and event.pushed is None and event.declared:
        # "dice dos mil ochocientos y mete las fichas", "says 3,500 and puts it in": what was said is pushed
        if event.amount is not None and event.amount.value and event.action is None:
            event.pushed = event.amount
    event.added = _more_of_the_same(event.chips, event.added)  # the second motion read against the first


def _spoke_only_after(r: _Reading, event: RawEvent) -> bool:
    """Words told after the chips, naming no action, with no doubt about them ("only says 'change' after
    the chips are down"; not "I don't know if he said anything"): the chips went out silently."""
    said = event.said_after_push
    if said is None or r.actions or event.amount is not None or event.added is not None:
        return False
    before = [at(r.pieces, k) for k in range(said - 3, said)]
    return not any(is_word_in(p, _IF) or is_kind(p, TermKind.NEGATION, TermKind.DEALER_DOUBT) for p in before)


_CALL_LINKS = _PURPOSE | _OF_THE  # "1.000 *para* igualar", "los 1.000 *del* call"


def _to_call(pieces: Sequence[Piece], amount: Amount) -> bool:
    """ "puso 1.000 para igualar", "put out 1,000 to call", "puso los 1.000 del call", "put out the 1,000
    call": the amount put out is the call."""
    k = next((k for k, p in enumerate(pieces) if p is amount), None)
    if k is None:
        return False
    if is_word_in(at(pieces, k - 1), _BET_NAMED_ARTICLES) and _is_call(at(pieces, k + 1)):
        return True  # "put out exactly *the 3,000 call*": the amount names the call it was
    return is_word_in(at(pieces, k + 1), _CALL_LINKS) and _is_call(at(pieces, k + 2))


def _is_call(piece: Piece | None) -> bool:
    """The action word "call" (any of its forms: "pago", "iguala", "calls")."""
    return isinstance(piece, Term) and piece.kind == TermKind.ACTION and piece.value == "call"


_BET_NAMED_ARTICLES = _ARTICLES | words("amount_articles")  # "calls *the* four", "iguala *las* ocho"
_CALL_NAMED_REACH = 6  # "puso *las fichas justas para igualar* los 1.200": the chips, then what they call


def _call_named_after(r: _Reading, push_at: int) -> Amount | None:
    """ "puso las fichas justas para igualar los 1.200", "put in the chips to call the 1,200": no count after
    the push, the bet his chips were to call is named after the call word: that bet is what he put in, and
    what he faced (San Roque 45-c's first motion), not an amount said with his raise."""
    in_seg = {k for k, _ in r.seg.pieces if k not in r.used}
    for k in range(push_at + 1, push_at + 1 + _CALL_NAMED_REACH):
        piece = at(r.pieces, k)
        if k not in in_seg or isinstance(piece, Amount):
            return None
        if not is_kind(piece, TermKind.ACTION):
            continue
        purpose = is_word_in(at(r.pieces, k - 1), _PURPOSE)
        if not (_is_call(piece) and purpose):
            return None  # "para igualar", "to call": the only action word the chips may be put in for
        j = k + 1 + is_word_in(at(r.pieces, k + 1), _BET_NAMED_ARTICLES)
        named = at(r.pieces, j)
        if j not in in_seg or not isinstance(named, Amount):
            return None
        r.used.add(j)
        return named
    return None


def _the_bet_named(event: RawEvent, pieces: Sequence[Piece], k: int, amount: Amount) -> bool:
    """ "seat three calls the four", "iguala las ocho": the bet he calls, named short after an article, is
    no amount he said."""
    small = not amount.scaled and amount.value is not None and amount.value < 100
    return event.action == "call" and small and is_word_in(at(pieces, k - 1), _BET_NAMED_ARTICLES)


_CHIP_OF = words("chip_of")  # "tira dos *de* mil": a count of chips of a value
_MOST_CHIPS_COUNTED = 20  # "three five thousand chips": a count of chips is a small number, never scaled


def _one_chip_said(r: _Reading, amount: Amount | None) -> ChipRead | None:
    """The amount taken as declared is a single chip the report names ("a ten thousand chip", "una ficha
    de 5.000"), or the count of the chips named after it ("bets three five thousand chips", "apuesta tres
    fichas de cinco mil"): the chips that went in, not a number said."""
    if amount is None or not (r.event.action or r.event.declared):
        return None  # a chip named with no action is no chip put in ("race off the 25s")
    k = next((k for k, p in r.seg.pieces if p is amount), None)
    if k is None or (
        not kinds_in(r.pieces).isdisjoint(_NO_CHIP_PUT)  # most reports have none of these words
        and any(is_kind(p, *_NO_CHIP_PUT) for j, p in r.seg.pieces if j < k)
    ):
        return None  # "we find a 5k chip", "tira pa atrás su ficha de mil": no chip put in
    if amount.value is not None and amount.value < _MOST_CHIPS_COUNTED and not amount.scaled:
        counted = read_chips(r.pieces, k, r.chip_set)  # "bets three 5k chips": a count
        if (
            counted is not None
            and len(counted.chips) > 1
            and counted.groups[0].count == amount.value
            and (
                is_word_in(at(r.pieces, k + 1), _CHIP_OF)
                or any(is_kind(p, TermKind.CHIP) for p in r.pieces[counted.start : counted.end + 1])
            )
        ):
            return counted  # "dos de mil", a chip word: they name chips ("says five five" is no count)
    if not may_be_one_chip(r.pieces, k):
        return None  # no chip word, no "de", no plural around the number (most amounts)
    for start in (k - 2, k - 1, k):
        chip = read_chips(r.pieces, start, r.chip_set) if start >= 0 else None
        if chip is not None and chip.start <= k < chip.end and chip.chips == (amount.value,):
            return chip
    return None


def _supposed(pieces: Sequence[Piece], ref: SeatRef) -> bool:
    """The player is the subject of a condition ("if seat 2 calls", "si el uno paga": "if" as written right
    before him, an unaccented "si", as "sí" says yes) and was named before it: his next action is supposed.
    A player named first in the condition is the case put ("la mínima si el botón sube a 3.000")."""
    before = at(pieces, ref.start - 1)
    if not (isinstance(before, Token) and before.text.lower() in _IF):
        return False
    return any(
        (other := seat_at(pieces, k)) is not None and other.name == ref.name for k in range(ref.start - 1)
    )


def _affirms(r: _Reading, i: int) -> bool:
    """ "el nueve *sí* va all in", "el nueve si va": the yes that confirms the player after a correction,
    folded like "si" (if); written with its accent, or standing between the player and his verb, where no
    condition opens (a condition's "si" comes before the player: "si el nueve va all in")."""
    ref = r.seg.ref
    return text_of(r.pieces[i]).lower() in _YES or (ref is not None and ref.end == i)


def _condition_verb(pieces: Sequence[Piece], i: int) -> int | None:
    """The action word of a condition opened at piece i ("if *you* bet", "si vos *subís*"), or None."""
    for j in range(i + 1, min(len(pieces), i + 4)):
        if is_kind(pieces[j], TermKind.ACTION):
            return j
        if not is_word_in(pieces[j], _PRONOUNS):
            return None
    return None


def _answered_condition(pieces: Sequence[Piece], i: int) -> int | None:
    """ "you shove, I call": the addressee's action at once after "you", and the speaker's own after "I"
    within a few words: a promise that depends on what the other does (59-A). The condition's verb."""
    if not is_kind(at(pieces, i + 1), TermKind.ACTION):
        return None
    for j in range(i + 2, min(len(pieces), i + 5)):
        if is_word_in(pieces[j], _SPEAKER) and is_kind(at(pieces, j + 1), TermKind.ACTION):
            return i + 1
    return None


def _amount_before_a_faced_noun(pieces: Sequence[Piece], i: int) -> int | None:
    """ "on a 3k bet", "into the 6,000 raise": a preposition of facing, an amount and the action named as a
    noun after it: the bet faced, not made. Where the amount stands, or None."""
    k = i - 1
    if not isinstance(at(pieces, k), Amount):
        return None
    before = k - 1 - is_word_in(at(pieces, k - 1), _ARTICLES)
    return k if is_word_in(at(pieces, before), _FACING_PREPOSITIONS) else None


def _faced(
    event: RawEvent, action: str, i: int, seg: Segment, pieces: Sequence[Piece], used: set[int]
) -> None:
    """The action the player faced, its amount and its maker, read around piece i: "facing a 2,000 bet",
    "frente a una apuesta de 2.000", "sobre la apuesta de 2.000 de A", "paga el all in del 6"."""
    if event.faced not in (None, "bet"):
        return
    event.faced = action
    inside = {k for k, _ in seg.pieces}
    makers = {r.start: r for r in seg.mentions}
    k = i + 1
    while k <= min(i + 6, len(pieces) - 1) and k not in used:
        if k in makers:  # "a la subida del CO a 2.400": the maker between the words and the amount
            event.faced_by = makers[k]
            k = makers[k].end
            continue
        piece = pieces[k]
        if k not in inside and not is_kind(piece, TermKind.STREET):
            break  # the street was read by the header: it stands between the words and the amount
        if isinstance(piece, Amount) and event.faced_amount is None and piece.value is not None:
            event.faced_amount = piece
        elif is_kind(piece, TermKind.ACTION) and piece.value in _FACED:
            event.faced = piece.value  # "facing a 5k shove"
        elif not is_word_in(piece, _FACED_READ_PAST) and not is_kind(piece, TermKind.TOTAL, TermKind.STREET):
            break  # "the opening bet on the flop is 1,000": links and the street are read past
        used.add(k)
        k += 1
    if event.faced_amount is not None and _alternative_after(pieces, k):
        event.faced, event.faced_amount = None, None  # "¿la apuesta es de 3 o de 6?": which one is asked
        return
    if event.faced_by is None:
        event.faced_by = next((r for r in seg.mentions if k - 1 <= r.start <= k + 1), None)


def _alternative_after(pieces: Sequence[Piece], k: int) -> bool:
    """Another amount offered after "or" at k ("... 3000 or 6000?", "... de 3 o de 6?"): the size is asked
    between two, no size told."""
    if not is_word_in(at(pieces, k), _OR):
        return False
    return any(isinstance(at(pieces, n), Amount) for n in (k + 1, k + 2))


def _choose_action(event: RawEvent, actions: list[tuple[int, Term]]) -> None:
    if not actions:
        return
    values = [t.entry.alone or t.value for _, t in actions]
    first_at, first = actions[0]
    event.action_at = first_at
    chosen = values[0]
    if chosen == "min_raise":
        chosen, event.minimum = "raise", True
    if chosen in {"bet", "open", "raise", "call"} and "all_in" in values:
        chosen = "all_in"  # "sube con todo", "raises all in", "calls all-in"
    if chosen in {"bet", "raise"} and "pot" in values:
        chosen = "pot"  # "betea pot", "raises pot"
    event.action = chosen
    event.future = first.entry.tense == "future"
    event.non_standard = first.entry.unclear
    event.regional = first.entry.regional
    event.gesture = first.entry.gesture
    event.unclear_alone = first.entry.unclear_alone
    if first.kind == TermKind.ACTION and not first.entry.alone:
        event.declared_at = first_at if event.declared_at is None else min(event.declared_at, first_at)


def _followed_by_value(pieces: Sequence[Piece], i: int, chip_set: Mapping[str, int] | None = None) -> bool:
    """Chips or an amount right after piece i (skipping "out", articles, "callado")."""
    for j in range(i + 1, min(len(pieces), i + 8)):
        piece = pieces[j]
        if isinstance(piece, Amount) or read_chips(pieces, j, chip_set) is not None:
            return True
        if is_kind(piece, TermKind.SILENT, TermKind.CHIP, TermKind.COLOUR, TermKind.LAST_CHIPS) or is_word_in(
            piece, _CHIPS_READ_PAST
        ):
            continue  # "pushes his last chips: two dimes and a nickel"
        heap_link = is_word_in(piece, _HEAP_LINKS) and is_word_in(pieces[j - 1], CHIP_HEAPS)
        if is_word_in(piece, CHIP_HEAPS) or heap_link:
            continue  # "pushes out a stack that's 8k", "empuja una torre de 8 mil": the heap's worth follows
        if any(is_kind(p, TermKind.LAST_CHIPS, TermKind.CHIP) for p in pieces[i + 1 : j]) and (
            is_word_in(piece, _NAMING_OR_COMMA) or is_kind(piece, TermKind.FILLER)
        ):
            continue  # "pushes his last chips, which is uh a five thousand...", "push his chips, one 1000..."
        return False
    return False


def _value_after(
    pieces: Sequence[Piece],
    i: int,
    seg: Segment,
    chip_set: Mapping[str, int] | None,
    used: set[int],
) -> ChipRead | Amount | None:
    """The chips or amount that follow piece i inside the segment; marks the pieces used."""
    indices = [k for k, _ in seg.pieces if k > i and k not in used]
    for k in indices:
        chips = read_chips(pieces, k, chip_set)
        if chips is not None and set(range(chips.start, chips.end)) <= set(indices) | {k}:
            used.update(range(chips.start, chips.end))
            return chips
        piece = pieces[k]
        if isinstance(piece, Amount) and counts_no_chips(pieces, k):
            return None  # "the button moved two seats": the push verb's count, no chips pushed
        if isinstance(piece, Amount):
            if (made_of := _itemised(pieces, k, piece.value, chip_set, used)) is not None:
                used.add(k)  # "2000, two 1000 chips": the amount's chips, not a list of amounts
                return made_of
            listed = read_amount_list(pieces, k)
            if listed is not None:
                used.update(range(listed.start, listed.end))
                return _itemised(pieces, listed.end - 1, sum(listed.chips), chip_set, used) or listed
            used.add(k)
            return _itemised(pieces, k, piece.value, chip_set, used) or piece
        if (
            is_kind(piece, TermKind.ACTION, TermKind.DECLARE)
            and not is_kind(piece, TermKind.SILENT)
            and not _moves_chips(piece)
        ):
            return None
        if is_kind(piece, TermKind.OPINION):
            return None  # "says call thinking it's 9k": what he believed is no amount of his
    return None


def _moves_chips(piece: Piece) -> bool:
    """ "goes back to his stack and *pushes* another 10k": a word that is all in alone and a push of the
    chips told after it, on the way to the value of a second motion."""
    return isinstance(piece, Term) and piece.entry.then_push


def _in_front(pieces: Sequence[Piece], end: int) -> bool:
    """Chips counted after a stack word are his stack ("le quedan dos de 5.000", "has two 5k chips left"),
    unless the words after them put them in front of him ("tenía dos de cien delante", "had two 100s out")."""
    return is_word_in(at(pieces, end), _FRONT) or is_word_in(at(pieces, end + 1), _FRONT)


def _counted_chips(pieces: Sequence[Piece], k: int) -> bool:
    """ "dos de cien", "two 100s", "three chips", "two 5k chips", "una sola ficha de 5.000": a count of
    chips, not a stack."""
    count = at(pieces, k)
    small = isinstance(count, Amount) and count.value is not None and not count.scaled and count.value < 20
    if not (small or is_word_in(count, CHIP_ONE)):
        return False
    k += 1
    while is_word_in(at(pieces, k), CHIP_SINGLE_OR_ADJECTIVE):
        k += 1  # "una sola", "two last"
    after = at(pieces, k)
    more = is_word_in(at(pieces, k + 1), _CHIP_AND) and isinstance(at(pieces, k + 2), Amount)
    listed = is_kind(at(pieces, k + 1), TermKind.CHIP) or more
    return (
        is_word_in(after, _CHIP_OF)
        or is_kind(after, TermKind.CHIP)
        or (isinstance(after, Amount) and (after.plural or listed))  # "a 5k and two 500s": a chip list
    )


def _stack_amount(pieces: Sequence[Piece], i: int, used: set[int], inside: set[int]) -> int | None:
    """The amount right after a stack word ("le quedan 5.000", "tiene como 20 mil") or right before it
    ("5000 behind", "about 30k behind"), inside the segment and not read already ("seat nine has one
    chip left" has no stack of 9: the nine names the seat)."""
    after = i + 1
    while (
        is_word_in(at(pieces, after), _ABOUT_OR_ONLY)  # "tenía solo 4.200", "has just 4,200"
        or is_word_in(at(pieces, after), _PENDING)  # "le quedan todavía 40 mil", "has still 40k"
        or is_kind(at(pieces, after), TermKind.FILLER)  # "has uh eighteen thousand"
        or (is_word_in(at(pieces, after), _THAN) and is_word_in(at(pieces, after - 1), _ABOUT))
    ):
        after += 1  # "tiene como 20 mil", "tiene más de 50 mil", "has more than 50k"
    before = i - 1 - is_word_in(at(pieces, i - 1), _PRONOUNS)  # "10k of the 26k *he* has"
    for k in (after, before):
        piece = at(pieces, k)
        if is_word_in(at(pieces, k + 1), _CARDS):
            continue  # "tiene tres cartas": cards in his hand, no stack
        if isinstance(piece, Amount) and k not in used and k in inside:
            if piece.value is not None:
                used.add(k)
                return piece.value
            if piece.candidates:  # "he's got eighteen four": a stack said short is in thousands (18,400)
                used.add(k)
                return max(piece.candidates)
    return None


@cued(words=("(", ",", ":", *_MADE_OF), nothing=lambda pieces: set())  # a bracket, a comma, "con", "in"
def breakdowns(pieces: Sequence[Piece], chip_set: Mapping[str, int] | None) -> set[int]:
    """The pieces that only tell which chips make up an amount given just before ("1,200 (a 1k and two
    100s)"): no amount of their own for the facts to hold."""
    inside: set[int] = set()
    for k in amount_positions(pieces):
        amount = pieces[k]
        assert isinstance(amount, Amount)
        if amount.value is not None and k not in inside:
            _itemised(pieces, k, amount.value, chip_set, inside)
    return inside


def _itemised(
    pieces: Sequence[Piece], k: int, total: int | None, chip_set: Mapping[str, int] | None, used: set[int]
) -> ChipRead | None:
    """ "525 (one 500 and one 25)", "1500 con una de mil y una de quinientos", "1000 y 500 en dos fichas":
    the chips that make up the amount just given, when they add up to it."""
    if is_word_in(at(pieces, k + 1), _MADE_OF) and is_kind(at(pieces, k + 2), TermKind.CHIP):
        k += 2  # "50000 in chips (two 25000)": the chips named, then which
    while is_kind(at(pieces, k + 1), _SILENT, _FILLER):
        k += 1  # "9000 silently, one 5k and four 1k", "3600 de una vez (tres de mil...)": how, then which
    link = at(pieces, k + 1)
    if not (any(_is_bracket(link, mark) for mark in "(,:") or is_word_in(link, _MADE_OF)):
        return None  # "2000, two 1000 chips", "2000: two 1000s": where they add up to the amount
    chips = read_chips(pieces, k + 2, chip_set) or read_chips(pieces, k + 3, chip_set)  # "with a 1000 and"
    if chips is None or sum(chips.chips) != total:
        return None
    used.update(range(k + 1, chips.end))
    return chips


# Words of no known role between an action and a number after it that put the number in another clause.
_CLAUSE_GAP = 4
_INCREMENT_BEFORE = words("increment_before")  # "raises *by* 5k", "raises *another* twenty": the increment


def _another_clause(pieces: Sequence[Piece], action_at: int, k: int) -> bool:
    """The number at k is said in another clause than the action word ("seat eight called now the dealer's
    clocked it do we bump four up"): many words of no known role stand between them."""
    unread = sum(1 for p in pieces[action_at + 1 : k] if isinstance(p, Token) and p.kind == "word")
    return unread >= _CLAUSE_GAP


def _declared_amount(
    event: RawEvent,
    seg: Segment,
    pieces: Sequence[Piece],
    used: set[int],
    chip_set: Mapping[str, int] | None,
) -> None:
    """The amount that goes with the declaration: after a "to"/"total" word if any, else the first free
    amount of the segment (before the push, when the player both spoke and pushed)."""
    stop, index = len(pieces), piece_index(pieces)
    if _OPINION in index.kind_set:  # "thinking it's 9k": what he believed is no amount of his
        stop = next((k for k, p in seg.pieces if is_kind(p, TermKind.OPINION)), stop)
    free = [
        (k, p)
        for k, p in seg.pieces
        if isinstance(p, Amount) and k not in used and k < stop and not counts_no_chips(pieces, k)
    ]
    if event.pushed_at is not None and (event.chips or event.pushed):
        # before the push, or said once the chips were out ("pushed 3,000 and then said 'six thousand'")
        free = [(k, p) for k, p in free if k < event.pushed_at or _said_right_before(pieces, event, k)]
    for k, amount in free:  # "bets 1,200 (a 1k and two 100s)": the chips that make it up are no amount
        _itemised(pieces, k, amount.value, chip_set, used)
    free = [(k, p) for k, p in free if k not in used and not _the_bet_named(event, pieces, k, p)]
    if event.action == "call" and event.action_at is not None:  # a call needs no amount: one said is near
        free = [(k, p) for k, p in free if not _another_clause(pieces, event.action_at, k)]
    if not free:
        return
    chosen = free[0]
    for k, amount in free:
        if index.kind_at.get(k - 1) == TermKind.TOTAL:
            chosen = (k, amount)  # "raises 600 to a total of 1100": the total wins
    k, amount = chosen
    used.add(k)
    if event.action == "all_in" and (unit := _counts_blinds(pieces, k, amount)) is not None:
        _all_in_in_blinds(event, seg, pieces, used, k, unit)
        return
    event.amount, event.amount_at = amount, k
    if index.word_at.get(k + 1) in _TIMES_WORDS and event.action in _GAPPED:
        event.times = True  # "raises 3x": three times the bet, known once the bet is (report.py)
        used.add(k + 1)
        return
    event.by = index.kind_at.get(k + 1) == TermKind.INCREMENT or index.word_at.get(k - 1) in _INCREMENT_BEFORE
    event.approximate = _told_roughly(pieces, k)


_PEOPLE_COUNTED = words("player_nouns")  # "two players called", "dos asientos": how many, told in the plural
_BURNS = words("burn_verbs")  # "do I burn two", "¿quemo dos?": cards burned


def counts_no_chips(pieces: Sequence[Piece], k: int) -> bool:
    """The number at k counts players, seats or burned cards ("UTG raised and two players called", "se movió
    dos puestos", "do I burn two"): no chips of the action told beside it."""
    piece = pieces[k]
    if not isinstance(piece, Amount) or piece.value is None or piece.value > MAX_SEAT:
        return False
    word = piece_index(pieces).word_at.get
    return word(k + 1) in _PEOPLE_COUNTED or word(k - 1) in _BURNS


def _said_right_before(pieces: Sequence[Piece], event: RawEvent, k: int) -> bool:
    """The amount at k is what the player said after his chips were out: right after that "said", past its
    quote marks."""
    said = event.said_after_push
    return said is not None and said < k and all(is_mark(at(pieces, j)) for j in range(said + 1, k))


def _counts_blinds(pieces: Sequence[Piece], k: int, amount: Amount) -> int | None:
    """Where the unit stands when the amount at k counts big blinds ("all in for 10 bigs"); not "all in for
    thirty two hundred, blinds both fold", where the blinds open the next clause."""
    unit = blind_unit_at(pieces, k + 1)
    if unit is None or amount.value is None or amount.value > _MOST_BLINDS:
        return None
    return None if any(is_kind(at(pieces, j), *ACTING) for j in (unit + 1, unit + 2)) else unit


_MOST_BLINDS = 300  # an all-in counted in big blinds is this deep at most


def _all_in_in_blinds(
    event: RawEvent, seg: Segment, pieces: Sequence[Piece], used: set[int], k: int, unit: int
) -> None:
    """ "all in for 10 big blinds", "all in for seven bigs, fifty thousand": the all-in counted in big blinds
    (chips once the blinds are known, report.py), and in chips when the chips follow."""
    amount = pieces[k]
    assert isinstance(amount, Amount)
    event.stack_blinds = amount.value
    used.add(unit)
    after = [(j, p) for j, p in seg.pieces if unit < j <= unit + _CHIPS_AFTER_BLINDS and j not in used]
    chips = next(((j, p) for j, p in after if isinstance(p, Amount) and p.value), None)
    if chips is not None:
        used.add(chips[0])
        event.amount, event.amount_at = chips[1], chips[0]


_CHIPS_AFTER_BLINDS = 6  # "ten bigs, so 20k", "tres ciegas y media o sea como cuarenta mil"
_RESTATING = _THAT_IS | _ABOUT | _AND | words("half_words")  # what may stand between the blinds and the chips


def _told_roughly(pieces: Sequence[Piece], k: int) -> bool:
    """The amount at k is told only roughly: "roughly 7.5k", "por unos siete mil", "7k or so", "siete mil y
    pico", "7,500-ish", "siete mil más o menos"."""
    word = piece_index(pieces).word_at.get
    if word(k - 1) in _ROUGHLY_BEFORE:
        return True
    if any(all(word(k + 1 + n) == w for n, w in enumerate(tail)) for tail in _ROUGH_TAILS):
        return True
    return word(k + 1) in _AND_OR and word(k + 2) in _ROUGHLY_AFTER
