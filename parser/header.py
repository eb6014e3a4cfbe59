"""The facts a report states once: blinds, ante, game, street, number of players in the hand.

"Ciegas 250-500", "blinds 100/200", "THE 50-100", "NLHE 25-50", "PLO, 500-1000 blinds", "ciegas doscientos
cincuenta quinientos": a pair of amounts next to a blinds or game word.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from parser.amounts import Amount, split_pair, thousands_written
from parser.cues import cued
from parser.doubts import MAX_SEAT
from parser.events import CORRECTING, after_a_correction_cue, pot_counted_after_a_number
from parser.grammar import words
from parser.history import previous_hand_told
from parser.lexicon import Term
from parser.normalize import Token, fold
from parser.seat_table import seat_at
from parser.tagging import (
    Piece,
    amount_positions,
    amounts_and_terms,
    at,
    closes_sentence,
    holds_word_in,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    piece_index,
    positions,
    text_of,
    word_positions,
)
from parser.terms import TermKind
from rules_engine.record import field, mutable_record
from rules_engine.situation import STREET_ORDER, Street

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_BLINDS = TermKind.BLINDS
_FILLER = TermKind.FILLER
_NEGATION = TermKind.NEGATION
_POSITION = TermKind.POSITION
_SMALL_TALK = TermKind.SMALL_TALK

_PAIR_JOINERS = words("pair_joiners")
_PERSON_LINKS = words("person_links")  # "straddle del UTG": the player after "del", "of"
_NONE = words("no_straddle")  # "no straddle", "sin straddle": there was none
_VALUE_LINKS = words("straddle_links")  # "straddle de 400", "ciegas de 0-500": words before a value
_STRADDLE_PARTICLES = words("straddle_particles")  # "put a straddle *out*, sixteen hundred"
_STREET_PLAYERS = words("street_players")  # "flop a cuatro": the street and how many saw it
MULTIWAY = 3  # "multiway": at least three players, all that matters (not heads-up)
_BIG = words("big_word")
_BEFORE_LINKS = words("before_links")  # "antes *que*", "antes *de*": Spanish "before"
_STREET_LINKS = words("street_links")  # "on the", "en el": before a street's name
_REALLY = words("really_words")  # "the pot was *really* 10,800"
_POT_LINKS = words("pot_links")  # "en el pozo hay 3.600", "the pot is 6k": the amount follows
_VALUE_OR_POT_LINKS = _VALUE_LINKS | _POT_LINKS  # joined once, not at every test
_DEALT = words("dealt_words")  # "turn gets dealt", "ya había salido el turn": the next card came (52)
_POT_AHEAD = 16  # words the pot's size may come after the pot is named ("el bote... como 10 mil")
_ARTICLES = words("articles")  # "el bote", "the pot": the pot named, no declaration
_OF = words("chip_of")  # "not sure of pot", "la cuenta del bote"
_DENIAL_REACH = 5  # "aún | no | ha | salido | el | turn": the denial before the dealing words
_BEFORE = words("before_street")  # "before the turn", "antes del river": the street not come
_NOT_YET = words("not_yet_words")  # "before the turn", "antes del river": it had not
_DEALING_VERBS = words("dealing_verbs")  # "antes de *sacar* el turn", "before *dealing* the turn"
_DEALING_FOR = words("dealing_for")  # "antes de quemar *para* el turn": the street the burn was for
_STILL_ON = words("still_on")  # "*still* on the flop", "*seguimos* en el flop": that street's betting goes on
_ABOUT_TO = words("about_to")  # "*about* to burn for the turn", "al *ir* a quemar": the dealing still ahead
_ABOUT_TO_LINKS = words("about_to_links")
_SUBJECTS_OF_DEALING = words("doubt_subjects")  # "before *I* dealt the turn", "antes de que *yo* diera"
_FOLD_TO = words("fold_to")  # "Folds to the button, who jams": the others fold, the button acts
_FOLD_ROUND = words("fold_round")  # "folds *back* to UTG"
_GAMES_WITHOUT_LIMIT = words("games_without_limit")
_LIMIT_WORDS = words("limit_words")  # "Omaha *PL*": the limit said in a word the lexicon has no game for
_EACH = words("each")  # "for 1500 each", "2.000 cada uno"
_LIMPS = words("limp_words")  # "limped 4 ways": each in for the big blind
_ABOUT = words("approximately")  # "el pozo tiene como 7 mil", "pot's about 9k"
_BET_INTO = words("bet_into")  # "bets 3,000 *into* 9k": the pot the bet goes into
_BETWEEN = _ABOUT | _POT_LINKS | _REALLY  # what may stand between the pot and its amount
_ROUGH_AFTER = 4  # "doce mil | más o menos": the rough words after the pot's amount
_ROUGH_REACH = 6  # "pot is about 3000", "el bote era doce mil más o menos": a word of approximation near
# "about 3000", "3000 or so", "doce mil y pico"; not "exactly", "just", which the word list above also holds
_ROUGH_WORDS = words("approximate_before") | words("approximate_after")
_AFTER_WORDS = words("after_words")  # "flop *después de* un raise preflop": how the street was reached
_WHO = words("who")  # "three who limped", "dos que pagaron": players counted by what they did
_PLUPERFECT = words("pluperfect")  # "had folded on the turn", "había botado en el turn": before it
_PLUPERFECT_REACH = 4  # "se había ido ya en el turn": the auxiliary a few words before the street
_NEAR = 3
_ONE = words("one")  # "blinds *one* and two hundred": a word the tokenizer leaves (as often a pronoun)
_ONE_SCALES = (1000, 100)  # "one and two thousand", "one and two hundred": the scale both share
_OPENING_WORDS = 6  # how far into a report a level may still open it
_COLOUR_LINKS = words("colour_links")  # how far (in pieces) a blinds/game word may be from the pair
_TIME_UNITS = words("time_units")  # "niveles de 30 minutos", "15-minute levels": a duration, no chips
_LEVEL_WORDS = words("level_words")  # "level 4", "nivel 3": a level's number unless a pair follows
_LEVEL_DETERMINERS = words("level_determiners")  # "the big blind at *this* level is 1000"
_COPULAS = words("copulas")
# "el bote andará por los 12 mil", "pot must be well over 10k": the words before a pot's size told later
_POT_SIZE_WORDS = _COPULAS | words("pot_size_words")
_TABLE_WORDS = words("table_words")
_EXISTENTIALS = words("existentials")  # "hay 5.400", "there's 5k": the pot after it
_TURN_OWNERS = words("turn_owners")  # "not *his* turn": a player's turn to act, not the fourth card
_PEOPLE = words("person_nouns") | words("street_players") | words("actor_nouns")  # "hay tres *jugadores*"
_OR = words("or")
_NEGATIONS = words("negations")  # "2000 4000 *not* 1500 3000": the level taken back
_WITH = words("with")  # "1000 2000 *with* a 2000 bb ante": the level its ante goes with
_ANTE_REACH = 4  # "with | a | two thousand | big blind ante"
# "creo que son 400/800", "the BB I believe is 1200": the level as the dealer believes it
_HEDGES = (TermKind.DEALER_LEANING, TermKind.DEALER_DOUBT)


@mutable_record
class Header:
    small_blind: int | None = None
    big_blind: int | None = None
    ante: int = 0
    big_blind_ante: int = 0
    game: str | None = None
    street: str | None = None
    players: int | None = None
    in_hand: int | None = None  # players in this hand, when told ("4-way", "flop a cuatro", "heads up")
    pot: int | None = None
    pot_if_blinds_called: int | None = (
        None  # the pot counted from earlier streets had the untold blinds called
    )
    pot_if_no_ante: int | None = None  # the pot counted from earlier streets without an unsized ante
    others_fold: bool = False  # "it folds to the BB", "los demás se tiran": players not named have folded
    colours: dict[str, int] = field(default_factory=dict)  # "las verdes son de 25", "our greens are 25"
    used: set[int] = field(default_factory=set)  # piece indices consumed by the header
    streets: list[tuple[int, str]] = field(default_factory=list)  # every street named: (piece index, street)
    told_back: list[int] = field(default_factory=list)  # earlier streets told back ("had folded on the turn")
    pot_rough: bool = False  # the pot told with "about", "como": its exact size not counted
    pot_hedge: int | None = None  # "pot is 3,800 I think": where the dealer's hedge on the pot's amount is
    straddle: int | None = None  # "seat 5 straddles 400", "200-400 str 800": the straddle posted pre-flop
    straddler: str | None = None  # who posted it, when the report names them
    dealt: list[str] = field(default_factory=list)  # streets said to have been dealt already (rule 52)
    not_dealt: list[str] = field(default_factory=list)  # streets said not to be out yet
    bb_ante_unsized: bool = False  # a big-blind ante named without its amount
    straddle_unsized: bool = False  # "UTG straddles", "somebody straddled": no amount told
    street_from: int = -1  # the piece where the street ruled on starts (earlier streets are history)
    limit_untold: bool = False  # the game named without its limit ("omaha"): pot-limit taken, and asked
    pot_counted_at: int | None = None  # "3 of us saw the flop for 1500 each": where that pot was counted
    blinds_doubted: bool = False  # "500/1000 or 600/1200": the dealer gives two levels
    big_from_small: bool = False  # only the small blind told: the big blind taken as twice it
    bad_blinds: tuple[int, ...] = ()  # "ciegas 0-500", "blinds 500/250": said, but no blinds can be so


def _not_yet(pieces: Sequence[Piece], i: int) -> bool:
    """ "Flop not out yet", "todavía no salió el flop", "aún no ha salido el turn", "before the turn": the
    street named has not come. "I don't think the turn was out", "no sé si salió el turn": the dealer leans
    to its not having come, or does not know; either way no action was told on it (the doubt is asked)."""
    index = piece_index(pieces)
    if _before_the_street(pieces, i):
        return True
    after = i + 1 + 2 * _possessive(pieces, i)  # "turn's not out yet": past the "'s"
    near = [*range(max(0, i - 3), i), *range(after, after + 3)]  # `word_at`, `kind_at`: None off the pieces
    return any(index.word_at.get(k) in _DEALT for k in near) and (
        any(index.kind_at.get(k) == TermKind.NEGATION for k in near)
        or _denied_before(pieces, i)
        or _doubted_before(pieces, i)
    )


def _possessive(pieces: Sequence[Piece], i: int) -> bool:
    """ "turn's": the street's name with the "'s" of "is" after it."""
    return is_word(at(pieces, i + 1), "'") and is_word(at(pieces, i + 2), "s")


def _still_on(pieces: Sequence[Piece], i: int) -> bool:
    """ "still on the flop", "todavía en el flop", "seguimos en el turn": the next card has not come."""
    k = i - 1
    while is_word_in(at(pieces, k), _STREET_LINKS | _ARTICLES):
        k -= 1
    return is_word_in(at(pieces, k), _STILL_ON)


def _before_the_street(pieces: Sequence[Piece], i: int) -> bool:
    """ "before the turn", "antes del river", "antes de sacar el turn", "before burning for the turn": the
    time before the street came (its dealing, told by a verb, not done yet)."""
    k = i - 1
    while is_word_in(at(pieces, k), _ARTICLES):
        k -= 1
    if is_word_in(at(pieces, k), _DEALING_FOR) and is_word_in(at(pieces, k - 1), _DEALING_VERBS):
        k -= 1  # "quemar *para* el turn", "burning *for* the turn"
    if is_word_in(at(pieces, k), _DEALING_VERBS):
        k -= 1
        if holds_word_in(at(pieces, k), _ABOUT_TO) or (
            is_word_in(at(pieces, k), _ABOUT_TO_LINKS) and holds_word_in(at(pieces, k - 1), _ABOUT_TO)
        ):
            return True  # "about to burn for the turn", "al ir a quemar para el turn": not dealt yet
        while is_word_in(at(pieces, k), _BEFORE_LINKS | _SUBJECTS_OF_DEALING):
            k -= 1  # "antes *de* sacar", "before *I* dealt"
    return is_word_in(at(pieces, k), _BEFORE)


def _doubted_before(pieces: Sequence[Piece], i: int) -> bool:
    """A denial leaned to ("I don't think the turn was out") or a doubt ("not sure if the turn was out")
    just before the street."""
    for k in range(max(0, i - _DENIAL_REACH), i):
        piece = pieces[k]
        if is_kind(piece, TermKind.DEALER_DOUBT):
            return True
        if is_kind(piece, TermKind.DEALER_LEANING) and isinstance(piece, Term) and piece.value == "denied":
            return True
    return False


def _said_dealt(pieces: Sequence[Piece], i: int) -> bool:
    """ "Turn gets dealt", "ya había salido el turn": a dealing word next to the street, not denied."""
    word = piece_index(pieces).word_at.get
    before = range(max(0, i - 3), i)  # "before the turn is dealt"
    dealt = [k for k in before if word(k) in _DEALT and not _for_the_street(pieces, k, i)]
    if not (dealt or any(word(k) in _DEALT for k in range(i + 1, i + 3))):
        return False  # no dealing word near the street (most streets): nothing to deny
    doubted = any(is_kind(at(pieces, k), TermKind.DEALER_DOUBT) for k in range(max(0, i - _DENIAL_REACH), i))
    # "no me dijo si ya salió el turn", "not sure if the turn is out": not known to be dealt, so asked
    return not (doubted or any(word(k) in _NOT_YET for k in before) or _denied_before(pieces, i))


def _for_the_street(pieces: Sequence[Piece], k: int, i: int) -> bool:
    """ "the 500 *was for* the turn": a purpose link between a word that may tell a deal and the street, so
    what was meant for the street, not the street dealt (a dealing verb keeps its sense: "burned for the
    turn")."""
    return not is_word_in(pieces[k], _DEALING_VERBS) and any(
        is_word_in(pieces[n], _DEALING_FOR) for n in range(k + 1, i)
    )


def _denied_before(pieces: Sequence[Piece], i: int) -> bool:
    """The dealing word before the street denied: "aún no ha salido el turn", "not yet dealt" (only plain
    words, such as "ha", between the denial and the dealing word; not "no paga, sale el turn")."""
    for d in range(i - 1, max(-1, i - _DENIAL_REACH), -1):
        if not is_word_in(pieces[d], _DEALT):
            continue
        k = d - 1
        while k >= 0 and d - k <= _DENIAL_REACH and _plain_word(pieces[k]):
            if is_word_in(pieces[k], _NOT_YET):
                return True
            k -= 1
        return is_kind(at(pieces, k), TermKind.NEGATION)
    return False


def _bet_into(pieces: Sequence[Piece], i: int) -> int | None:
    """ "seat 3 bets 3,000 into roughly 9k", "bets 3k into a 9k pot": the amount after "into" (an article or
    "about" between) right after a wager's amount is the pot it was bet into; where "into" stands."""
    k = i - 1
    while is_word_in(at(pieces, k), _ARTICLES | _ABOUT):
        k -= 1
    return k if is_word_in(at(pieces, k), _BET_INTO) and isinstance(at(pieces, k - 1), Amount) else None


def _pot_word(piece: Piece | None) -> bool:
    return is_kind(piece, TermKind.ACTION) and isinstance(piece, Term) and piece.value == "pot"


def _pot_as_noun(pieces: Sequence[Piece], i: int) -> bool:
    """ "el bote andará por...", "not sure of pot": the pot named with its article or after "of", not
    declared ("dice el bote", "says pot")."""
    k = i - 1
    while is_word_in(at(pieces, k), _ARTICLES):
        k -= 1  # "of *the* pot", "dice *el* bote"
    if is_kind(at(pieces, k), TermKind.DECLARE, TermKind.ACTION):
        return False
    words = fold(text_of(pieces[i])).split()
    return k < i - 1 or (len(words) > 1 and words[0] in _ARTICLES) or is_word_in(at(pieces, k), _OF)


def _pot_told_later(pieces: Sequence[Piece], i: int, k: int, header: Header) -> None:
    """The pot named, its size told further on in the sentence: "el bote antes de la apuesta no lo conté,
    como 10 mil", "pot, she thinks 7600", "el bote andará por los doce mil", "pot not counted... must be well
    over 10k". The first amount before another player is named that is no action's (a bet's own amount) and
    no count of players."""
    if header.pot is not None:
        return  # a pot told again is read where it is told, not searched for
    for j in range(k, min(len(pieces), k + _POT_AHEAD)):
        piece = pieces[j]
        if closes_sentence(piece):
            return
        if seat_at(pieces, j) is not None:
            return  # "the pot, seat 3 bets 5000": another clause
        if not isinstance(piece, Amount) or piece.value is None or j in header.used:
            continue
        if not _sizes_the_pot(at(pieces, j - 1)) or _counts_players(pieces, j):
            continue
        _tell_pot(header, pieces, i, piece.value, j)
        header.used.update({i, j})
        return


def _sizes_the_pot(before: Piece | None) -> bool:
    """The word before a pot's size told further on: "como", "about", "over", "eran", "is", or the dealer's
    belief ("she think 7600", "creo que eran 9.000"); not an action's or a push's ("coge 4000 más")."""
    return is_word_in(before, _ABOUT | _POT_SIZE_WORDS) or is_kind(before, TermKind.DEALER_LEANING)


def _tell_pot(header: Header, pieces: Sequence[Piece], i: int, amount: int, amount_at: int) -> None:
    """The pot as first told; told again, it stands only after a correction ("corrijo: el bote era 6000"),
    not as a claim in the hand ("seat 7 says wait, the pot is eight")."""
    if header.pot is None or after_a_correction_cue(pieces, i):
        header.pot = amount
        # "pot about 3000", "el bote tiene como 10k": a pot told roughly (a pot-limit bet depends on it);
        # "el bote en el flop era doce mil más o menos": the words right after its amount too
        near = [fold(text_of(p)) for p in pieces[i : max(i + _ROUGH_REACH, amount_at + _ROUGH_AFTER)]]
        header.pot_rough = any(_ROUGH_WORDS.intersection(text.split()) for text in near)
        if not header.pot_rough and _hedges_the_amount(pieces, amount_at, amount):
            # a hedge on an amount told as exact makes it rough; on one told "about" ("rondaba los seis mil
            # creo") the dealer stands by no size at all, and his doubt is confirmed
            header.pot_rough, header.pot_hedge = True, amount_at + 1


def _hedges_the_amount(pieces: Sequence[Piece], amount_at: int, amount: int) -> bool:
    """ "the pot is 3,800 I think", "el bote son 9.000 creo, sí, 9.000": the dealer's hedge right after the
    pot's amount, closing its clause or followed by the same amount again, doubts that amount only."""
    if not is_kind(at(pieces, amount_at + 1), TermKind.DEALER_LEANING):
        return False
    k = amount_at + 2
    while is_kind(at(pieces, k), TermKind.FILLER):
        k += 1  # "i think *yeah* thirty eight hundred"
    after = at(pieces, k)
    return after is None or is_mark(after) or _value(after) == amount


def _plain_word(piece: Piece) -> bool:
    return isinstance(piece, Token) and piece.kind == "word"


def _value(piece: Piece | None) -> int | None:
    return piece.value if isinstance(piece, Amount) else None


def _is_blinds(small: int, big: int) -> bool:
    return small < big <= 4 * small


def _an_actions_amount(pieces: Sequence[Piece], i: int) -> bool:
    """ "limpean 3 a 4.000 (ciegas 2k-4k)": numbers right after an action word are the action's, no level
    ("limped pot one hundred two hundred": "pot" names the pot, the level follows)."""
    before = at(pieces, i - 1)
    return isinstance(before, Term) and before.kind is TermKind.ACTION and before.value != "pot"


def _pair_at(pieces: Sequence[Piece], i: int) -> tuple[int, int, int] | None:
    """(small, big, end) for "250-500", "250 / 500", "250 y 500" or "250 500" starting at piece i, or for
    number words that read as a pair after a blinds word ("ciegas quinientos mil")."""
    small = _value(at(pieces, i))
    if small is None:
        return None
    piece = pieces[i]
    index = piece_index(pieces)
    if isinstance(piece, Amount) and _level_named_before(pieces, i) and _value(at(pieces, i + 1)) is None:
        if (pair := split_pair(piece)) is not None and _is_blinds(*pair):
            return pair[0], pair[1], i + 1
    j = i + 1
    if index.word_at.get(j) in _PAIR_JOINERS:
        j += 1
    big = _value(at(pieces, j))
    if big is not None and not _is_blinds(small, big) and _is_blinds(small * 1000, big):
        small *= 1000  # "1/2k": the "k" of the big blind scales both
    if big is None or not _is_blinds(small, big):
        return None
    return small, big, j + 1


_HESITATION_REACH = 10  # "nivel de | ... | no me acuerdo | creo que | quinientos mil"


def _level_named_before(pieces: Sequence[Piece], i: int) -> bool:
    """A blinds word right before the amount at i, or before it and a hesitation only ("estamos en el nivel
    de... no me acuerdo, creo que quinientos mil", "the level's... I think five hundred a thousand"): the
    numbers the dealer finally says are the level he named."""
    index = piece_index(pieces)
    for k in range(i - 1, max(-1, i - 1 - _HESITATION_REACH), -1):
        kind = index.kind_at.get(k)
        if kind == _BLINDS:
            return True
        if not (_says_nothing(pieces[k]) or kind in (*_HEDGES, _NEGATION)):
            return False
    return False


def _one_and(pieces: Sequence[Piece], i: int) -> tuple[int, int, int] | None:
    """ "blinds one and two hundred", "ciegas uno y dos mil": "one", a joiner and a round amount next to a
    blinds word, the amount's scale shared by both: (small, big, where "one" stands)."""
    big = _value(at(pieces, i))
    index = piece_index(pieces)
    if big is None or index.word_at.get(i - 1) not in _PAIR_JOINERS or index.word_at.get(i - 2) not in _ONE:
        return None
    scale = next((s for s in _ONE_SCALES if big % s == 0 and big < 10 * s), None)
    if scale is None or not _is_blinds(scale, big) or not _near(pieces, i - 2, i + 1, TermKind.BLINDS):
        return None
    return scale, big, i - 2


def _blinds_told_again(pieces: Sequence[Piece], i: int, header: Header) -> int | None:
    """A second level next to a blinds word, once the level was read: after a correction cue ("sorry, blinds
    are 2k/4k") or taken back by "not" and the first level ("2000 4000 not 1500 3000") it replaces the first;
    otherwise the report gives two levels and the blinds are doubted. Where the pair ends, or None."""
    pair = _pair_at(pieces, i)
    if pair is None or header.big_blind is None or not _near(pieces, i, pair[2], TermKind.BLINDS):
        return None
    small, big, end = pair
    if (small, big) == (header.small_blind, header.big_blind):
        return end  # the level told again, as it was
    first = (header.small_blind, header.big_blind)
    k = end + 1 if is_word(at(pieces, end), ",") else end  # "2000-4000, no 1500-3000"
    old = _pair_at(pieces, k + 1) if is_word_in(at(pieces, k), _NEGATIONS) else None
    denied = old is not None and (old[0], old[1]) == first
    if old is not None and denied:
        end = old[2]
    if denied or after_a_correction_cue(pieces, i, CORRECTING):
        header.small_blind, header.big_blind = small, big
    elif not _believed(pieces, i):
        header.blinds_doubted = True
    return end


_BELIEVES = words("belief_words")  # "thought", "pensaba": a player's belief
_BELIEF_REACH = 6  # "thought | blinds | were | still | 500/1000"


def _believed(pieces: Sequence[Piece], i: int) -> bool:
    """The level at i is what a player believed, in the sentence of his belief ("says he thought blinds
    were still 500/1000", "pensaba que las ciegas seguían en 500/1000"): his mistake, not another level the
    dealer offers."""
    for k in range(i - 1, max(-1, i - 1 - _BELIEF_REACH), -1):
        piece = pieces[k]
        if closes_sentence(piece):
            return False
        if not _BELIEVES.isdisjoint(fold(text_of(piece)).split()):
            return True  # "thought", "he figured", "creía que": a word or a claim of belief
    return False


def _near(pieces: Sequence[Piece], start: int, end: int, *kinds: TermKind) -> bool:
    window = range(max(0, start - _NEAR), min(len(pieces), end + _NEAR))
    kind = piece_index(pieces).kind_at.get
    return any(kind(k) in kinds for k in window)


def _blind_told(pieces: Sequence[Piece], i: int, bare: bool = False) -> tuple[str, int, int] | None:
    """ "la grande es mil", "the big blind was 2k", "la ciega pequeña está en 600": a blind named, a linking
    verb, its amount: (which blind, the amount, where it stands). With ``bare`` (the other blind was just told
    so: "small blind is 2000, big blind 1000") the amount may follow with no verb."""
    which = pieces[i].value if is_kind(pieces[i], _POSITION) else None  # type: ignore[union-attr]
    if which not in ("BB", "SB"):
        return None
    index = piece_index(pieces)
    word, kind = index.word_at.get, index.kind_at.get
    k = i + 1
    while kind(k) in _HEDGES or kind(k) == TermKind.FILLER:  # "el BB creo que es 400"
        k += 1
    if word(k) not in _POT_LINKS and not (bare and isinstance(at(pieces, k), Amount)):
        return None
    if kind(k) == TermKind.STACK_WORD:
        return None  # "el BB tiene como 60k detrás", "the BB has 60k behind": the chips he has, not the blind
    while word(k) in _POT_LINKS or word(k) in _ABOUT or kind(k) == TermKind.FILLER:
        k += 1
        if word(k) in _LEVEL_DETERMINERS and word(k + 1) in _LEVEL_WORDS:
            k += 2  # "la ciega grande de este nivel es mil", "the big blind at this level is 1000"
    value = _value(at(pieces, k))
    return (str(which), value, k) if value is not None and value >= 2 else None


def _opens_report(pieces: Sequence[Piece], i: int) -> bool:
    """Nothing but fillers, greetings, small words and a place before the pair: a report that opens with two
    numbers opens with its level ("one k two k the UTG raises", "mil dos mil el UTG sube", "so its two
    hundred four hundred", "vancouver um four hundred eight hundred")."""
    return i <= _OPENING_WORDS and all(
        _says_nothing(p) or is_kind(p, TermKind.STREET, TermKind.GAME) or _table_number(pieces, k)
        for k, p in enumerate(pieces[:i])
    )  # "preflop one hundred two hundred um UTG limps": the street or game told first, then the level


_PAUSE_OR_ARTICLE = _ARTICLES | {","}


def _before_the_first_player(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """A pair right before the first player the report names, with no amount of the hand before it ("it's the
    dealer at table four um twenty five hundred five thousand under the gun limps"): the level the story opens
    with. The previous hand told first ("last hand seat nine... this hand turn four hundred eight hundred")
    names no player and no amount of this one."""
    players = (TermKind.POSITION, TermKind.SEAT_NOUN)
    while is_kind(at(pieces, end), TermKind.FILLER) or is_word_in(at(pieces, end), _PAUSE_OR_ARTICLE):
        end += 1  # "twenty five hundred five thousand, um, under the gun limps", "... el asiento dos"
    if not is_kind(at(pieces, end), *players):
        return False
    another_hand = previous_hand_told(pieces)  # "last hand seat nine... this hand": none of this hand's
    return not any(
        (isinstance(p, Amount) and not _table_number(pieces, k) or is_kind(p, *players))
        and k not in another_hand
        for k, p in enumerate(pieces[:i])
    )


def _ante_follows(pieces: Sequence[Piece], k: int) -> bool:
    """ "with a 2000 big blind ante", "con ante de 2.000": the pair's ante told right after it."""
    if not is_word_in(at(pieces, k), _WITH):
        return False
    for j in range(k + 1, k + 1 + _ANTE_REACH):
        if is_kind(at(pieces, j), TermKind.ANTE):
            return True
        if not (isinstance(at(pieces, j), Amount) or is_word_in(at(pieces, j), _ARTICLES | _VALUE_LINKS)):
            return False
    return False


def _level_after_a_pause(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """A pair after a pause (a filler or a mark) that follows no action, with no amount of the hand before it,
    and before the first action's player or its ante ("can UTG raise is the question um 1500 3000 UTG limped",
    "min raise for UTG um one thousand two thousand with a two thousand bb ante"): the question asked first,
    then the level the story opens with."""
    k = i - 1
    while is_kind(at(pieces, k), TermKind.FILLER) or is_mark(at(pieces, k)):
        k -= 1
    if k == i - 1 or k < 0 or is_kind(at(pieces, k), TermKind.ACTION):
        return False  # "raises, um, 1500 3000": the action's amounts
    if any(isinstance(p, Amount) and not _table_number(pieces, j) for j, p in enumerate(pieces[:i])):
        return False
    while is_kind(at(pieces, end), TermKind.FILLER) or is_word(at(pieces, end), ","):
        end += 1
    return is_kind(at(pieces, end), TermKind.POSITION, TermKind.SEAT_NOUN) or _ante_follows(pieces, end)


def _level_said_as_one(pieces: Sequence[Piece], i: int) -> tuple[int, int] | None:
    """ "...mesa cuatro eh quinientos mil el UTG abre a tres mil": number words read as one amount, said after
    nothing but small words and right before the first player, which also read as a level (500 and 1,000),
    are the level the story opens with."""
    piece = pieces[i]
    if not isinstance(piece, Amount) or not piece.text[:1].isalpha() or not thousands_written(piece):
        return None
    before = at(pieces, i - 1)
    if not (before is None or is_mark(before) or _says_nothing(before) or _table_number(pieces, i - 1)):
        return None  # "facing twenty five hundred seat four": an amount of the hand
    after = i + 1 + is_word_in(at(pieces, i + 1), _ARTICLES)  # "quinientos mil *el* UTG"
    pair = split_pair(piece)
    level = (
        pair is not None
        and _is_blinds(*pair)
        and (_before_the_first_player(pieces, i, after) or _level_after_a_pause(pieces, i, after))
    )
    return pair if level else None


def _table_number(pieces: Sequence[Piece], k: int) -> bool:
    """ "table two", "mesa 5": the table's number, no fact of the hand."""
    return isinstance(pieces[k], Amount) and is_word_in(at(pieces, k - 1), _TABLE_WORDS)


def _agrees(header: Header, told: tuple[str, int, int]) -> bool:
    """A blind told is new, or the one the level already gave (a big blind only guessed from the small one
    is no level given)."""
    which, value, _ = told
    if which == "BB" and header.big_from_small:
        return True
    return (header.big_blind if which == "BB" else header.small_blind) in (None, value)


def _counts_people(pieces: Sequence[Piece], k: int) -> bool:
    """The number at k counts players ("hay tres jugadores", "there's two left", "three who limped")."""
    nxt, count = at(pieces, k + 1), _value(at(pieces, k))
    few = count is not None and count <= MAX_SEAT  # a larger number counts chips
    acted = is_word_in(nxt, _WHO) and is_kind(at(pieces, k + 2), TermKind.ACTION)  # "tres que limpearon"
    return few and (
        is_kind(nxt, TermKind.PLAYER_NOUN, TermKind.SEAT_NOUN) or is_word_in(nxt, _PEOPLE) or acted
    )


def _counts_players(pieces: Sequence[Piece], k: int) -> bool:
    """The number at k counts the players ("nine handed", "8 en la mesa", "three players")."""
    return _counts_people(pieces, k) or is_kind(at(pieces, k + 1), TermKind.IN_HAND)


def _few_before_the_pot(pieces: Sequence[Piece], k: int) -> bool:
    """ "3 in the pot", "quedamos 4 en el bote": a number of seats at most, written short, before the pot
    counts the players in it; no pot of a tournament is a few chips."""
    amount = at(pieces, k)
    return isinstance(amount, Amount) and not amount.scaled and (amount.value or 0) <= MAX_SEAT


def _hedged(pieces: Sequence[Piece], i: int) -> bool:
    """A pair told right after the dealer's hedge, a linking verb between ("creo que son 400/800", "I think
    it's 1200 2400 now") or written as a level ("I think 1k-2k"): the level he believes it is."""
    k = i - 1
    while is_word_in(at(pieces, k), _COPULAS) or is_kind(at(pieces, k), TermKind.FILLER):
        k -= 1
    written_pair = is_word(at(pieces, i + 1), "-", "/")  # "I think 1k-2k": a level as levels are written
    return is_kind(at(pieces, k), *_HEDGES) and (k < i - 1 or written_pair)


def _says_nothing(piece: Piece) -> bool:
    """A piece that tells no fact of the hand: a filler, a greeting, a mark, a small word, a place's name."""
    if is_kind(piece, _FILLER, _SMALL_TALK):
        return True
    return isinstance(piece, Token) and (piece.kind == "punct" or piece.kind == "word")


def _opens_clause(pieces: Sequence[Piece], i: int) -> bool:
    before = at(pieces, i - 1)
    punct = isinstance(before, Token) and before.kind == "punct"
    return before is None or punct or is_kind(before, TermKind.STREET)


def _means_before(pieces: Sequence[Piece], i: int) -> bool:
    """Spanish "antes" is "before", not the antes of English, ahead of "que"/"de" ("sube a 800 antes que
    hable el 5"), after an action's amount ("el 4 apuesta 3000 antes") or closing its clause."""
    after = at(pieces, i + 1)
    if is_word_in(after, _BEFORE_LINKS):
        return not isinstance(at(pieces, i + 2), Amount)  # "antes de 100": the antes, of 100
    if after is None or is_word(after, ".", "?", "!"):
        return True
    return isinstance(at(pieces, i - 1), Amount) and is_kind(
        at(pieces, i - 2), TermKind.ACTION, TermKind.TOTAL
    )


def _folds_to_a_player(pieces: Sequence[Piece], i: int) -> int | None:
    """ "UTG opens. Folds to the button, who jams": a clause opening with the fold and no player of its own
    tells the others folding round to the player named next, who is no folder. Where "to" stands, or None."""
    k = i + 1
    while is_word_in(at(pieces, k), _FOLD_ROUND) and k <= i + 4:
        k += 1  # "folds *back* to UTG", "folds *all the way* to the BB"
    told = (
        _opens_clause(pieces, i)
        and is_word_in(at(pieces, k), _FOLD_TO)
        and seat_at(pieces, k + 1) is not None
    )
    return k if told else None


def _colour_value(pieces: Sequence[Piece], i: int) -> int | None:
    """The value a report gives a colour: "las verdes son de 25", "greens are 25", "the reds = 500"."""
    j = i + 1
    while j < i + 4 and is_word_in(at(pieces, j), _COLOUR_LINKS):
        j += 1
    if j == i + 1 and not is_word(at(pieces, j), "="):
        return None
    return _value(at(pieces, j))


@cued(words=_TIME_UNITS | _LEVEL_WORDS, nothing=lambda pieces: set())
def _not_chips(pieces: Sequence[Piece]) -> set[int]:
    """Numbers that count time or levels, never chips: a duration ("niveles de 30 minutos", "15-minute
    levels", "a los 55 segundos") and a level's number ("we've just finished level 4")."""
    found = set()
    for i, piece in enumerate(pieces):
        if not isinstance(piece, Amount):
            continue
        unit = at(pieces, i + 2) if is_word(at(pieces, i + 1), "-") else at(pieces, i + 1)
        if is_word_in(unit, _TIME_UNITS):
            found.add(i)
        elif is_word_in(at(pieces, i - 1), _LEVEL_WORDS) and _pair_at(pieces, i) is None:
            found.add(i)
    return found


def read_header(pieces: Sequence[Piece]) -> Header:
    header = Header(used=_not_chips(pieces) | previous_hand_told(pieces))
    for i in amounts_and_terms(pieces):  # a plain word opens no pair and names nothing
        if i in header.used:
            continue
        piece = pieces[i]
        if _table_number(pieces, i):
            header.used.add(i)  # "mesa 12, flop bet 1600": the table's number is no amount of the hand
            continue
        if header.big_blind is None and isinstance(piece, Amount) and (said := _level_said_as_one(pieces, i)):
            header.small_blind, header.big_blind = said  # "...mesa cuatro eh quinientos mil el UTG abre"
            header.used.add(i)
            continue
        if (
            header.big_blind is None
            and isinstance(piece, Amount)
            and not _an_actions_amount(pieces, i)
            and (pair := _pair_at(pieces, i)) is not None
        ):
            small, big, end = pair
            # "100-200, button opens to 500", "Table 7. 250-500. UTG opens"
            if (
                _near(pieces, i, end, TermKind.BLINDS, TermKind.GAME)
                or (_opens_clause(pieces, i) and is_word(at(pieces, i + 1), "-", "/"))
                or is_word(at(pieces, i + 1), "/")  # "opens 1k at 200/400": a slash pair is the blinds
                or _opens_report(pieces, i)  # "right so one k two k the UTG raises...": the level first
                or _before_the_first_player(pieces, i, end)  # "...table four um 2500 5000 under the gun"
                or _level_after_a_pause(pieces, i, end)  # "can UTG raise is the question um 1500 3000 UTG"
                or _hedged(pieces, i)  # "I think it's 1200 2400 now": the level as the dealer believes it
                or _level_named_before(pieces, i)  # "the level's... I don't remember, 500 1000"
                or is_kind(
                    at(pieces, i - 1), TermKind.ANTE
                )  # "bb ante two k four k": the level its ante labels
            ):
                header.small_blind, header.big_blind = small, big
                header.used.update(range(i, end))
                if is_word_in(at(pieces, end), _OR) and (other := _pair_at(pieces, end + 1)) is not None:
                    header.blinds_doubted = True  # "500/1000 or 600/1200": one level or the other
                    header.used.update(range(end, other[2]))
        elif header.big_blind is None and isinstance(piece, Amount) and (one := _one_and(pieces, i)):
            header.small_blind, header.big_blind, first = one  # "blinds one and two hundred"
            header.used.update(range(first, i + 1))
        elif isinstance(piece, Amount) and (again := _blinds_told_again(pieces, i, header)) is not None:
            header.used.update(range(i, again))
        elif isinstance(piece, Amount) and header.pot is None and (into := _bet_into(pieces, i)) is not None:
            _tell_pot(header, pieces, into, piece.value or 0, i)  # "bets 3,000 into roughly 9k": the pot
            header.used.update({i} | ({i + 1} if _pot_word(at(pieces, i + 1)) else set()))  # "a 9k pot"
        if not isinstance(piece, Term):
            continue
        if (told := _blind_told(pieces, i, header.big_from_small)) is not None and _agrees(header, told):
            # "la grande es mil", "the big blind is 2k": the level told, or told again ("1k/2k ... the big
            # blind is 2k, everyone else still to act"): a fact of the table, no action of the big blind
            which, blind, k = told
            if which == "BB" and header.big_from_small and (header.small_blind or 0) >= blind:
                header.bad_blinds = (header.small_blind or 0, blind)  # "small blind 2000, big blind 1000"
            if which == "BB":
                header.big_blind, header.big_from_small = blind, False
            else:  # "la chica está en 600": the big blind is twice it, unless told
                header.big_from_small = header.big_blind is None
                header.small_blind, header.big_blind = blind, header.big_blind or 2 * blind
            header.used.update({i, k})
        reader = _TERM_READERS.get(piece.kind)
        if reader is not None:
            reader(pieces, i, piece, header)
    players = header.in_hand or header.players  # "3 of us saw the flop", "vimos el flop tres jugadores"
    if header.pot is None and players and (each := _each_paid(pieces)) is not None:
        header.pot = players * each[1]
        header.used.add(each[0])
        header.pot_counted_at = each[0]  # the pot then: a later street's bets are added to it
    elif header.pot is None and header.big_blind and (limped := _limped_ways(pieces, header)) is not None:
        # "limped 4 ways pre, flop...", "limpearon 5 jugadores. Flop": each put in the big blind and an ante;
        # the pot counted where the next street opens (pre-flop the limpers' calls are the street's own)
        header.pot_counted_at, count = limped
        header.pot = count * (header.big_blind + header.ante) + header.big_blind_ante
    if header.limit_untold and _limit_told(pieces):
        header.limit_untold = False  # "Omaha PL", "omaha bote limit": the limit said beside the game
    if header.big_blind is None:
        header.bad_blinds = _unreadable_blinds(pieces, header.used)
    if header.street is None and header.not_dealt:
        order = [s.value for s in Street]
        if header.not_dealt[0] in order[1:]:
            header.street = order[order.index(header.not_dealt[0]) - 1]  # "flop not out yet": pre-flop
    return header


# One reader per kind of term that tells a fact of the table (the game, the street, an ante, the pot...): each
# takes the term at i and writes what it tells into the header.
_TermReader = Callable[[Sequence[Piece], int, Term, Header], None]


def _read_game(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    if header.game is None:
        header.game = piece.value
        header.limit_untold = is_word_in(piece, _GAMES_WITHOUT_LIMIT)  # "omaha event": PLO most likely
        header.used.add(i)


def _read_street(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    if is_word_in(at(pieces, i - 1), _TURN_OWNERS):
        header.used.add(i)  # "not his turn", "my turn": the turn to act, no street
    elif _not_yet(pieces, i):
        header.not_dealt.append(piece.value)  # "flop not out yet": the street before it is the one
        header.used.add(i)
    elif _still_on(pieces, i):
        header.streets.append((i, piece.value))  # "still on the flop": the flop's, the turn not out yet
        header.not_dealt.extend(
            s.value for s in Street if STREET_ORDER[s.value] == STREET_ORDER[piece.value] + 1
        )
    elif _reached_through(pieces, header, i):
        header.used.add(i)  # "flop, después de un raise y un pago preflop": how the flop was reached
        header.told_back.append(i)
    else:
        header.streets.append((i, piece.value))
        if _said_dealt(pieces, i):
            header.dealt.append(piece.value)
        if header.street is None:
            header.street = piece.value
            header.used.add(i)
        count = _value(at(pieces, i + 2)) if is_word_in(at(pieces, i + 1), _STREET_PLAYERS) else None
        if count is not None and 2 <= count <= 10:
            header.in_hand = count
            header.used.update({i + 1, i + 2})


def _read_ante(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    if piece.norm == "antes" and _means_before(pieces, i):
        return
    before = _value(at(pieces, i - 1)) if i - 1 not in header.used else None  # not the pot's
    k = i + 1  # "ante de ciega grande *de* 1000", "the big blind ante *is* two thousand tonight"
    while k < i + 4 and (
        is_word_in(at(pieces, k), _VALUE_OR_POT_LINKS) or is_kind(at(pieces, k), TermKind.FILLER)
    ):
        k += 1
    after = None if _counts_players(pieces, k) else _value(at(pieces, k))  # not "bba nine handed"
    if piece.value == "bb_ante" and _pair_at(pieces, k) is not None:
        after = None  # "bba 2k/4k", "bb ante two k four k": the level follows the label, not its size
    amount = after or before
    if amount is None and piece.value == "bb_ante":
        header.bb_ante_unsized = True  # "PLO 1k/2k with big blind ante": its size is not told
        header.used.add(i)
    if amount is not None:
        if piece.value == "bb_ante":
            header.big_blind_ante = amount
        else:
            header.ante = amount
        header.used.update(set(range(i, k + 1)) if after else {i - 1, i})


def _read_pot_size(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    """A pot told again ("wait, the pot is eight") is told, not bet: "bote de 3.000", "the pot is 3000", "el
    pozo tiene como 7 mil", or "hay 8.000 en el bote"."""
    after = _past_pot_links(pieces, i + 1)
    # "hay 5.400", "there's 5k": the amount after an existential only ("el 2 había apostado")
    for k in (after,) if is_word_in(piece, _EXISTENTIALS) else (after, i - 1):
        if k == i - 1 and is_kind(at(pieces, k - 1), TermKind.PUSH, TermKind.ACTION):
            continue  # "puts 3000 in the middle", "mete 2000 al bote": the chips, not the pot
        if _counts_players(pieces, k) or (k == i - 1 and _few_before_the_pot(pieces, k)):
            continue  # "hay tres jugadores (en la mano)", "3 in the pot": a count of players, no pot
        if (amount := _value(at(pieces, k))) is not None:
            _tell_pot(header, pieces, i, amount, k)
            header.used.update({i, k})
            return
    if not is_word_in(piece, _EXISTENTIALS):  # "había una apuesta de 6.000": no pot told
        _pot_told_later(pieces, i, after, header)


def _read_action(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    """The actions that tell a fact of the table: "pot" as the pot's size, and the others' folds."""
    if piece.value == "pot":
        _read_pot_said(pieces, i, piece, header)
    elif piece.value == "fold" and (to := _folds_to_a_player(pieces, i)):
        header.others_fold = True
        header.used.update(range(i, to + 1))


def _read_pot_said(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    """ "PLO 100-200, flop, pot 1500, A bets", "pot's like twelve thousand" (the pot is)."""
    after = _past_street(pieces, i + 1)  # "pot on the flop is 15,200", "pozo en el flop 9 lucas"
    stated = (
        _opens_clause(pieces, i)
        or is_kind(at(pieces, i - 1), TermKind.GAME)  # "PLO pot 10,500", "PLO pozo 10.500": the game's pot
        or is_kind(at(pieces, i - 1), TermKind.FILLER)  # "um pots thirty eight hundred": pot's, said
        or piece.text.lower().endswith(("'s", "’s"))
        or is_word_in(at(pieces, after), _POT_LINKS)  # "el pot tenía como 10k"
        or _pot_as_noun(pieces, i)
        or pot_counted_after_a_number(pieces, i)  # "dijo cinco bote cuatro mil doscientos"
    )
    after = _past_pot_links(pieces, after)
    amount = _value(at(pieces, after)) if stated else None
    if amount is not None:
        _tell_pot(header, pieces, i, amount, after)
        header.used.update({i, after})
    elif stated:
        _pot_told_later(pieces, i, after, header)


def _read_colour(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    if (value := _colour_value(pieces, i)) is not None:
        header.colours[piece.value] = value


def _read_straddle_term(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    if header.straddle is None and not is_word_in(at(pieces, i - 1), _NONE):  # "no straddle": there was none
        _read_straddle(pieces, i, header)


def _read_others_check(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    header.used.add(i)  # "checked to seat 3": the others' checks, no action of seat 3


def _read_others_fold(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    header.others_fold = True


def _read_heads_up(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    header.players = header.in_hand = 2


def _read_in_hand(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    count = MULTIWAY if piece.value == "multi" else _value(at(pieces, i - 1))
    if count is not None and 2 <= count <= 10:
        header.in_hand = count
        header.used.add(i)


def _read_remain(pieces: Sequence[Piece], i: int, piece: Term, header: Header) -> None:
    count = _value(at(pieces, i - 1)) or _value(at(pieces, i + 1))
    if count is not None and 2 <= count <= 10:
        header.players = count


_TERM_READERS: dict[TermKind, _TermReader] = {
    TermKind.GAME: _read_game,
    TermKind.STREET: _read_street,
    TermKind.ANTE: _read_ante,
    TermKind.POT_SIZE: _read_pot_size,
    TermKind.ACTION: _read_action,
    TermKind.COLOUR: _read_colour,
    TermKind.STRADDLE: _read_straddle_term,
    TermKind.OTHERS_CHECK: _read_others_check,
    TermKind.OTHERS_FOLD: _read_others_fold,
    TermKind.HEADS_UP: _read_heads_up,
    TermKind.IN_HAND: _read_in_hand,
    TermKind.REMAIN: _read_remain,
}


def _limit_told(pieces: Sequence[Piece]) -> bool:
    """A second game term or a word of the limit anywhere in the report ("Omaha PL 200-400")."""
    games = sum(1 for p in pieces if is_kind(p, TermKind.GAME))
    return games > 1 or any(is_word_in(p, _LIMIT_WORDS) for p in pieces)


def _each_paid(pieces: Sequence[Piece]) -> tuple[int, int] | None:
    """(where, how much) each player put in before the street ("3 of us saw the flop for 1500 each", "flop a
    tres, 2.000 cada uno"): times the players, the pot."""
    for i in amount_positions(pieces):
        piece = pieces[i]
        assert isinstance(piece, Amount)
        if piece.value and is_word_in(at(pieces, i + 1), _EACH):
            return i, piece.value
    return None


_PLAYER_COUNTS = (TermKind.IN_HAND, TermKind.REMAIN)  # "limped 4 *ways*", "limpearon 5 *jugadores*"


def _limped_ways(pieces: Sequence[Piece], header: Header) -> tuple[int, int] | None:
    """(where the next street opens, how many) the players who limped, counted ("limped 4 ways", "3 way
    limped", "limpearon 5 jugadores") before a later street is named; None otherwise."""
    for i in word_positions(pieces, _LIMPS):  # most reports say no limp: nothing walked
        for k in (i + 1, i - 2):  # "limped *4* ways", "*3* way limped"
            count = _value(at(pieces, k))
            if count is not None and 2 <= count <= MAX_SEAT and is_kind(at(pieces, k + 1), *_PLAYER_COUNTS):
                street = next((k for k, _ in header.streets if k > i), None)
                return None if street is None else (street, count)
    return None


def _counts_blinds(pieces: Sequence[Piece], i: int) -> bool:
    """ "40 big blinds (40k)", "unas 30 ciegas": the blinds word counts a stack, it gives no level."""
    before = i - 1 - is_word_in(at(pieces, i - 1), _BIG)
    return isinstance(at(pieces, before), Amount)


def _past_street(pieces: Sequence[Piece], i: int) -> int:
    """The piece after a street named right there ("on the flop", "en el turn"), else i."""
    k = i
    while is_word_in(at(pieces, k), _STREET_LINKS):
        k += 1
    return k + 1 if is_kind(at(pieces, k), TermKind.STREET) else i


def _unreadable_blinds(pieces: Sequence[Piece], used: set[int]) -> tuple[int, ...]:
    """The numbers right after a blinds word when they make no blinds: reported, never silently dropped."""
    for i in positions(pieces, TermKind.BLINDS):
        if not _counts_blinds(pieces, i):
            near = [
                p
                for k, p in enumerate(pieces[i + 1 : i + 5], i + 1)
                if not is_word(p, *_PAIR_JOINERS, *_VALUE_LINKS) and k not in used
            ]
            values = [v for p in near[:2] if (v := _value(p)) is not None]
            if values and len(values) == len([p for p in near[: len(values)]]):
                return tuple(values)
    return ()


def _read_straddle(pieces: Sequence[Piece], i: int, header: Header) -> None:
    """ "seat five straddles four hundred", "el 5 hace straddle de 400", "straddle del 5 a 400", "str 800":
    the amount after the word, the player named just before it or right after it."""
    after = seat_at(pieces, i + 1)
    if after is None and is_word_in(at(pieces, i + 1), _PERSON_LINKS):
        after = seat_at(pieces, i + 2)  # "straddle del UTG de 2000"
    k = after.end if after is not None else i + 1
    while is_word_in(at(pieces, k), _VALUE_LINKS):
        k += 1
    if after is None:
        k = _past_apposition(pieces, k)
    before = next((r for j in range(max(0, i - 4), i) if (r := seat_at(pieces, j)) and r.end == i), None)
    if _value(at(pieces, k)) is None:  # "an 800 UTG straddle": the amount before the word (and its player)
        k = (before.start if before is not None else i) - 1
    amount = _value(at(pieces, k))
    ref = before or after
    if amount is None:  # "UTG straddles", "somebody straddled": taken as two big blinds (report.py)
        header.straddle_unsized = True
        header.straddler = ref.name if ref is not None else None
        return
    header.straddle = amount
    header.used.update({i, k})
    header.straddler = ref.name if ref is not None else header.straddler  # "Straddle 4,000." answered later


def _past_apposition(pieces: Sequence[Piece], k: int) -> int:
    """Past a verb's particle and the comma before a straddle's size told after it ("put a straddle out,
    sixteen hundred", "puso un straddle, mil seiscientos"); k itself where no size follows the comma."""
    j = k + is_word_in(at(pieces, k), _STRADDLE_PARTICLES)
    return j + 1 if is_word(at(pieces, j), ",") and _value(at(pieces, j + 1)) is not None else k


def _past_pot_links(pieces: Sequence[Piece], k: int) -> int:
    """Past the words between the pot and its amount: "is", "como", "about", "really", "uh", and the commas
    around a filler ("the pot's, let me think, 11,400", "el bote es, a ver, 11.400")."""
    while (
        is_word_in(at(pieces, k), _BETWEEN)
        or is_kind(at(pieces, k), TermKind.FILLER, TermKind.RESTATE)
        or (is_word(at(pieces, k), ",") and is_kind(at(pieces, k + 1), TermKind.FILLER))
        or (is_word(at(pieces, k), ",") and is_kind(at(pieces, k - 1), TermKind.FILLER))
    ):
        k += 1
    return k


def _reached_through(pieces: Sequence[Piece], header: Header, i: int) -> bool:
    """A street earlier than the one already named, told after "después de" / "after" since it (the action
    that led to the street ruled on: "flop after a raise and a call preflop") or a few words after a
    pluperfect ("river, seat 5 had folded on the turn"): history, not the street ruled on."""
    street = at(pieces, i)
    if header.street is None or not header.streets or not isinstance(street, Term):
        return False
    named = header.streets[0][0]
    earlier = STREET_ORDER[street.value] < STREET_ORDER[header.street]
    if earlier and any(
        holds_word_in(p, _PLUPERFECT) for p in pieces[max(named + 1, i - _PLUPERFECT_REACH) : i]
    ):
        return True
    return earlier and (
        _in_aside(pieces, named, i) or any(is_word_in(p, _AFTER_WORDS) for p in pieces[named + 1 : i])
    )


def _in_aside(pieces: Sequence[Piece], named: int, i: int) -> bool:
    """The piece at i stands in a bracket opened after the street named at `named` ("flop... (6 folded
    pre)"): an aside about the hand so far, not the street ruled on."""
    for k in range(i - 1, named, -1):
        if is_word(pieces[k], ")"):
            return False
        if is_word(pieces[k], "("):
            return True
    return False
