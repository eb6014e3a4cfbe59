"""Who acts: seat numbers, player letters, table positions and relative references.

Canonical names are what the engine and the reply use: "3" (a seat number), "A" (a player letter), "UTG",
"UTG+1", "UTG+2", "MP", "HJ", "CO", "BTN", "SB", "BB". A relative reference ("el siguiente", "next player")
is resolved later, once the previous actor is known.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeGuard

from parser.amounts import Amount, seat_word_value
from parser.described import described_at, described_name
from parser.grammar import words
from parser.language import FUNCTION_WORDS
from parser.lexicon import Term
from parser.normalize import Token, fold
from parser.openings import places_opening
from parser.tagging import (
    PLAYER_LETTERS,
    Piece,
    at,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    per_report,
    piece_index,
    text_of,
)
from parser.terms import TermKind
from rules_engine.record import record
from rules_engine.situation import told_as

# Kinds the per-piece loops below compare, read off `TermKind` once: in Python 3.11 a member read off
# its class goes through the enum type's attribute hook (some 165 ns a read)
_OPENER = TermKind.OPENER
_PLAYER_NOUN = TermKind.PLAYER_NOUN
_POSITION = TermKind.POSITION
_RELATIVE = TermKind.RELATIVE
_SEAT_NOUN = TermKind.SEAT_NOUN

MAX_SEAT = 10
SPOKEN_ACTS = (TermKind.ACTION, TermKind.PUSH, TermKind.DECLARE, TermKind.SILENT)
OPPONENT = "?opponent"  # the unnamed maker of a bet another player faced ("facing a 2,000 bet", "the opener")
# Pre-flop order of action; post-flop the blinds move to the front (see `action_order`).
PREFLOP_ORDER = ("UTG", "UTG+1", "UTG+2", "MP", "LJ", "HJ", "CO", "BTN", "SB", "BB")
_AND = words("and")
# The pieces with written text, as tuples: `isinstance(piece, Token | Term)` builds the union at every call.
_WRITTEN = (Amount, Term, Token)
_WORDED = (Token, Term)
# "next to *his* blind", "next to *it*": a thing the chip lands beside
_OWNERS = words("possessive_pronouns") | words("definite_articles") | words("object_pronouns")
_NOT_ONE = words("not_seat_one")  # "el uno de ellos", "el uno que": "uno" is no seat there
_PREPOSITIONS = words("prepositions")
_LETTERS = PLAYER_LETTERS
# A capital "A" opening a Spanish phrase ("A la ciega grande...") is a preposition, not player A.
_NOT_AFTER_LETTER = words("not_after_letter")
_DEFINITE = words("definite")
_TABLE_ARTICLES = words("table_articles")  # "en *la* 7": a table is feminine, a seat masculine
_PLACE_PREPOSITIONS = words("place_prepositions")
_SEAT_ABBREVIATIONS = words("seat_abbreviations")
_ONE = words("one")
_INDEFINITE = words("indefinite")
_SOMEONE = words("someone")
_WHO = words("who")
_ONLY = words("only")  # "Shazza who *just* plonks"
_STATES = words("state_copulas")  # "Shades *is* all in", "Ana *está* all in"
_DATIVES = words("term_datives")  # "Kike *le* dice": a pronoun between a name and its verb
# Capitalised words before an action that are not players: the staff, and sentence openers.
_NOT_NAMES = words("not_names")
_CLAUSE_OPENERS = words("clause_openers")
_ABLE = words("ability_words")  # "*can* 9 raise?": the subject of the question after it
_ABLE_ADVERBS = words("ability_adverbs")  # "can 9 *still* raise"
CALLER_NOUNS = words("caller_nouns")  # "two *callers*": players counted, each of whom called
RETURN_WORDS = words("return_words")  # "*back* to seat 2", "*vuelve* al 2": the action comes back to him
RETURN_LINKS = words("return_links")
_PERSONS = words("person_nouns")
_NAME_TITLES = words("name_titles")  # "Big Kev", "Don Pepe": one player, the word before his name
_NAME_ARTICLES = words("name_articles")  # "la Cata", "el Pancho"  # "the guy in the seven"
_PERSON_LINKS = words("person_links")


@record
class SeatRef:
    """A reference to a player: a canonical name, or a relative offset from the previous actor."""

    name: str | None
    relative: int = 0
    start: int = 0  # piece indices
    end: int = 0
    alias_of: str | None = None  # "seat 6 (HJ)": a second name in brackets for the player named just before


def seat_number(piece: Piece | None) -> int | None:
    """A small plain number a table's seat may have: "el 7", "can seven fold"."""
    if isinstance(piece, Amount) and piece.value is not None and 1 <= piece.value <= MAX_SEAT:
        if not piece.scaled and not piece.plural:
            return piece.value
    return None


def _owner_numbered(piece: Piece | None) -> int | None:
    """ "s5's": a seat number written with 's, its owner, not chips of 5."""
    return _numbered(piece) if possessive(piece) else None


def _numbered(piece: Piece | None) -> int | None:
    """The number after a seat noun: any plain number is the seat the report names, even one no table has
    ("seat 0", "asiento 12"), so that it is questioned (parser/doubts.py) rather than read as chips."""
    if isinstance(piece, Amount) and piece.value is not None and 0 <= piece.value < 100:
        if not piece.scaled and (not piece.plural or possessive(piece)):
            return piece.value
    return None


def possessive(piece: Piece | None) -> bool:
    """ "seat 8's all in", "the HJ's raise": the seat's, not eights."""
    return isinstance(piece, _WRITTEN) and piece.text.endswith(("'s", "’s"))


_SAID_TO_BE = (TermKind.ACTION, TermKind.LAST_CHIPS, TermKind.STACK_WORD)  # what the player "is" or has


def is_said_to_be(pieces: Sequence[Piece], i: int, end: int) -> bool:
    """ "...limps 3,000, hijack's all in for 5,000": a clause opening with the player written with 's and
    an action is "the hijack is all in", not the hijack's all-in; with his stack ("Seat 9's last chips are a
    5k and three 1ks, he pushes..."), the clause goes on about him."""
    index = piece_index(pieces)
    action = end if possessive(at(pieces, end - 1)) else end + 2
    before = at(pieces, i - 1)
    opens = (
        before is None
        or (isinstance(before, Token) and before.kind == "punct")
        or isinstance(before, Amount)
        or index.word_at.get(i - 1) in _AND
        or index.kind_at.get(i - 1) == TermKind.FILLER
    )
    return (opens or _all_in_told(pieces, i, action)) and index.kind_at.get(action) in _SAID_TO_BE


def _all_in_told(pieces: Sequence[Piece], i: int, action: int) -> bool:
    """ "seat 5 calls seat 7's all in for 1,400" (no comma between): an all-in told with its amount after a
    call is the owner's own act, whichever of them the call was for; read as his mere mention, it is lost."""
    allin, total = at(pieces, action), at(pieces, action + 1)
    return (
        is_kind(at(pieces, i - 1), TermKind.ACTION)
        and is_kind(allin, TermKind.ACTION)
        and allin.value == "all_in"
        and is_kind(total, TermKind.TOTAL)
        and isinstance(at(pieces, action + 2), Amount)
    )


_NOT_PLAYERS_AFTER = words("not_players_after_relative")


def _beside(pieces: Sequence[Piece], i: int) -> bool:
    """ "next to his blind", "next to the pot", "next to it": a place beside a thing ("next to act" is a
    player)."""
    owner = at(pieces, i + 2)
    return (
        is_word(at(pieces, i + 1), "to")
        and is_word_in(owner, _OWNERS)
        and not is_kind(at(pieces, i + 3), TermKind.SEAT_NOUN, TermKind.PLAYER_NOUN, TermKind.POSITION)
    )


def _letter(piece: Piece | None, nxt: Piece | None) -> str | None:
    text = piece.text if isinstance(piece, _WORDED) else ""
    if len(text) == 1 and text.isupper() and text in _LETTERS:
        if text == "A" and (text_of(nxt).split(" ")[0] in _NOT_AFTER_LETTER or isinstance(nxt, Amount)):
            return None  # "A la ciega", "A 1k and some 100s": a preposition or an article, not player A
        return text
    return None


def _person_in_seat(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    """ "the guy in the seven", "the fella in seat 9", "el chico del 4", "el señor de la 5", "Dave in 6": a
    person named by where they sit."""
    person = at(pieces, i)
    word = piece_index(pieces).word_at.get(i)
    if not (word in _PERSONS or (_name_word(person) and word not in RETURN_WORDS)):  # "Back on seat 1"
        return None
    return _placed(pieces, i, i + 1)


@per_report
def _placed_people(pieces: Sequence[Piece]) -> dict[str, tuple[int, str | None]]:
    """The person nouns a player was named by where the report seats him ("el flaco del 8", "the guy in the
    seven"), folded: where first seated and the seat; None for a word seated at two seats."""
    placed: dict[str, tuple[int, str | None]] = {}
    for k, piece in enumerate(pieces):
        if not isinstance(piece, _WORDED) or (ref := _seated_person(pieces, k)) is None:
            continue
        first = placed.setdefault(piece.norm, (k, ref.name))
        if first[1] != ref.name:
            placed[piece.norm] = (first[0], None)  # "el chico del 3... el chico del 5": no one word's seat
    return placed


def _seated_person(pieces: Sequence[Piece], k: int) -> SeatRef | None:
    """The seat of the person named by a person noun at k where he is seated ("the guy in seat 8", "el flaco
    del asiento 8"). A name is left to the answer, which names the player as the report does ("el Catire en
    el 7... el Catire"), and a word no list knows may be a thing ("la cuenta de 10")."""
    return _person_in_seat(pieces, k) if is_word_in(at(pieces, k), _PERSONS) else None


def _placed_again(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    """A person named again by the person noun the report seated him with, after it ("el flaco del asiento 8
    le dice... ahora *el flaco* quiere pagar", "the guy in seat 8 ... now *the guy* wants to call"): that
    seat, not a new player. An article before the word is part of the reference."""
    placed = _placed_people(pieces)
    if not placed or isinstance(before := at(pieces, i - 1), Amount) or is_kind(before, TermKind.POSITION):
        return None  # "the seat seven guy", "the BTN guy": named by his seat right before
    word = i + (is_word_in(at(pieces, i), _NAME_ARTICLES) or is_word_in(at(pieces, i), _DEFINITE))
    person = at(pieces, word)
    if not isinstance(person, _WORDED) or (seated := placed.get(person.norm)) is None:
        return None
    if _seated_person(pieces, word) is not None:
        return None  # seated again where he is named: that reading's
    first, seat = seated
    return SeatRef(seat, 0, i, word + 1) if seat is not None and first < word else None


def _placed(pieces: Sequence[Piece], start: int, link: int) -> SeatRef | None:
    """The seat told after a person ("in the seven", "del 4", "en CO"): the reference from `start`."""
    if not is_word_in(at(pieces, link), _PERSON_LINKS):
        return None
    k = link + 1
    while is_word(at(pieces, k), *_DEFINITE, "the") or is_kind(at(pieces, k), TermKind.SEAT_NOUN):
        k += 1
    if is_kind(place := at(pieces, k), TermKind.POSITION) and isinstance(place, Term):
        return SeatRef(str(place.value), 0, start, k + 1)  # "el Pancho en CO": the cutoff
    # "in seat 12" names a seat to question; a bare "on 11" only one a table has ("Misdeal on 11": a table)
    number = _numbered(place) if is_kind(at(pieces, k - 1), TermKind.SEAT_NOUN) else seat_number(place)
    return SeatRef(str(number), 0, start, k + 1) if number is not None else None


# The player who writes the report himself ("yo soy el jugador del asiento cuatro", "this is Rick in seat
# four", "I'm in seat 6"): his "I"/"yo" before what he did or has is that seat. Most reports are the dealer's,
# where "I pushed the pot" is the dealer's own hands (parser/events.py); one that opens by naming the writer's
# seat is a player's complaint, and his first person is a player.
_INTROS = words("speaker_intros")  # "soy", "I'm", "this is": the writer says who he is
_INTRO_FIRSTS = frozenset(intro.split()[0] for intro in _INTROS)
SPEAKER = words("speaker_pronouns")  # "I", "yo"
_INTRO_REACH = 12  # the writer names himself at the opening, after a greeting at most
_SEAT_REACH = 6  # "this is Rick in seat four": the name and a link before the seat
_LATE_SEAT_REACH = 3  # further on, "im seat 8", "soy el del 4": the seat right after
_VERB_REACH = 2  # "I said call", "yo ya pagué": the pronoun right before what he did
_HIS_KINDS = (*SPOKEN_ACTS, TermKind.STACK_WORD)  # what the writer's "I" may do or have ("yo tenía 8.000")


@per_report
def writer_seat(pieces: Sequence[Piece]) -> SeatRef | None:
    """The seat the writer says is his: at the opening ("Hola, soy jugador, mesa 12 asiento 8"), or anywhere
    with the seat right after ("...is that right?? im seat 8"); None for the usual dealer's report."""
    for i in places_opening(pieces, _INTRO_FIRSTS):  # the only places `intro_at` may hold
        if not intro_at(pieces, i):
            continue
        opening = i < _INTRO_REACH
        for j in range(i + 1, min(len(pieces), i + 1 + (_SEAT_REACH if opening else _LATE_SEAT_REACH))):
            if is_word_in(pieces[j], SPEAKER):
                continue  # read below only as the writer, who is not known yet
            if not opening and (is_mark(pieces[j]) or is_word_in(pieces[j], _AND)):
                break  # "seat 7 says 'I'm in' and seat 3 hears": another clause, another player
            if (ref := read_seat(pieces, j)) is not None and ref.name is not None:
                # "this is table six um seat three bets": a player of the story, the writer is the dealer
                return None if is_kind(at(pieces, ref.end), *SPOKEN_ACTS) else ref
    return None


def intro_at(pieces: Sequence[Piece], i: int) -> bool:
    """The writer's words of introduction open piece i ("I'm in seat 6" is tagged whole as "I'm in")."""
    said = f"{fold(text_of(pieces[i]))} {fold(text_of(at(pieces, i + 1)))}".split()
    return bool(said) and (said[0] in _INTROS or " ".join(said[:2]) in _INTROS)


def says_what_he_did(pieces: Sequence[Piece], i: int) -> bool:
    """The writer's "I" at piece i right before what he did or has ("yo pagué", "I put out", "yo tenía")."""
    if not is_word_in(at(pieces, i), SPEAKER):
        return False
    return any(is_kind(at(pieces, k), *_HIS_KINDS) for k in range(i + 1, i + 1 + _VERB_REACH))


def _writer_acting(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    """The writer's "I" right before what he did or has ("yo pagué", "I put out"): his seat."""
    if not says_what_he_did(pieces, i):
        return None
    seat = writer_seat(pieces)
    return SeatRef(seat.name, 0, i, i + 1) if seat is not None else None


def read_seat(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    """The player named at piece i, or None."""
    ref = _read_seat(pieces, i)
    if ref is not None and ref.name is not None and told_as(ref.name) is not None and _seats_someone(pieces):
        return None  # "guy bets 1000... im seat 4": beside a player seated or named, words name no one new
    return ref


@per_report
def _seats_someone(pieces: Sequence[Piece]) -> bool:
    """Does the report name a player by seat, position or name (not only by words such as "the guy")?"""
    return any(
        (ref := _read_seat(pieces, i)) is not None and ref.name is not None and not ref.name.startswith("?")
        for i in range(len(pieces))
    )


def _read_seat(pieces: Sequence[Piece], i: int) -> SeatRef | None:
    piece = at(pieces, i)
    if isinstance(piece, Amount) and (_listed_seat(pieces, i) or _bare_seat(pieces, i)):
        return SeatRef(str(piece.value), 0, i, i + 1)  # "seats 7 and 3 call", "and five wants to"
    if isinstance(piece, Amount) and (end := owner_of_an_action(pieces, i)) is not None:
        return SeatRef(str(piece.value), 0, i, end)  # "is seven's bet still on?", "7's raise"
    if piece is None or isinstance(piece, Amount) or (isinstance(piece, Token) and piece.kind == "punct"):
        return None  # no reading below starts at a number or a mark; most pieces are one of them
    nxt = at(pieces, i + 1)
    index = piece_index(pieces)
    word, kind = index.word_at.get(i), index.kind_at.get(i)  # the piece's own, tested below one by one
    if (person := _person_in_seat(pieces, i)) is not None:
        return person
    if (again := _placed_again(pieces, i)) is not None:
        return again  # "el flaco del 8 ... ahora el flaco quiere pagar": the 8 again
    if word in SPEAKER:
        return _writer_acting(pieces, i)  # "soy el del 4... yo pagué": the writer's seat
    if kind == _OPENER:
        return SeatRef(OPPONENT, 0, i, i + 1)  # "the opener bets 400": acted first, not named
    if kind == _RELATIVE and isinstance(piece, Term):
        if _beside(pieces, i) or is_word_in(nxt, _NOT_PLAYERS_AFTER):
            # "next to his blind": where the chip went; "la otra mesa", "la otra la deja" (the other chip):
            # another thing, not the next player
            return None
        return SeatRef(None, int(piece.value), i, i + 1)
    if kind == _POSITION and isinstance(piece, Term):
        return SeatRef(piece.value, 0, i, i + 1)
    if kind in (_SEAT_NOUN, _PLAYER_NOUN):
        if is_kind(nxt, TermKind.POSITION):
            return SeatRef(nxt.value, 0, i, i + 2)
        if (number := _numbered(nxt)) is not None or is_word_in(nxt, _ONE):
            return SeatRef(str(1 if number is None else number), 0, i, i + 2)
        if isinstance(nxt, _WORDED) and (number := seat_word_value(nxt.text)) is not None:
            return SeatRef(str(number), 0, i, i + 2)  # "seat sevens all in", "seat for folded" (heard)
        if isinstance(nxt, Token) and len(nxt.text) == 1 and nxt.text.upper() in _LETTERS:
            return SeatRef(nxt.text.upper(), 0, i, i + 2)
        if (
            is_kind(piece, TermKind.PLAYER_NOUN)
            and is_word_in(at(pieces, i - 1), _INDEFINITE)
            and is_kind(nxt, *SPOKEN_ACTS)
        ):
            return SeatRef(f"?{i}", 0, i, i + 1)  # "a player", "un jugador": someone not named, new here
        return None
    if word in _SOMEONE and is_kind(nxt, *SPOKEN_ACTS):
        return SeatRef(f"?{i}", 0, i, i + 1)  # "someone bets", "otro pone": each one a different player
    if word in _DEFINITE and (number := seat_number(nxt)) is not None:
        if word in _TABLE_ARTICLES and is_word_in(at(pieces, i - 1), _PLACE_PREPOSITIONS):
            return None  # "lo que pasó en la 7": the table
        return SeatRef(str(number), 0, i, i + 2)  # "el 3 sube"
    one = word in _DEFINITE and is_word_in(nxt, _ONE)
    if one and (not is_word_in(at(pieces, i + 2), _NOT_ONE) or is_word_in(at(pieces, i - 1), RETURN_WORDS)):
        # "el uno sube", "vuelve al uno (que quiere...)": "uno" is an article elsewhere
        return SeatRef("1", 0, i, i + 2)
    if _is_abbreviation(piece, nxt) and (number := seat_number(nxt) or _owner_numbered(nxt)) is not None:
        return SeatRef(str(number), 0, i, i + 2)  # "S3", "P4", "J5", "s5's bet"
    if (letter := _letter(piece, nxt)) is not None:
        return SeatRef(letter, 0, i, i + 1)
    titled = word in _NAME_TITLES and piece.text.istitle()
    if titled and isinstance(nxt, Token) and _first_name(pieces, i + 1):
        return SeatRef(f"{piece.text} {nxt.text}", 0, i, i + 2)  # "Big Kev bets", "Don Pepe apuesta"
    if _first_name(pieces, i) and (
        not _opens_sentence(at(pieces, i - 1))
        or is_kind(nxt, TermKind.DECLARE)  # "Tom says pot": only a person says
        or _named_elsewhere(pieces, i)
    ):
        return SeatRef(piece.text, 0, i, i + 1)  # "Maria bets 600 and John silently puts out..."
    if _name_word(piece) and _returned_to(pieces, i) and _acts_elsewhere(pieces, i):
        return SeatRef(piece.text, 0, i, i + 1)  # "Tex bets 10k... Back on Tex, can he raise?": named again
    if _name_word(piece) and _checked_to(pieces, i):
        return SeatRef(piece.text, 0, i, i + 1)  # "checked to Marta", "le pasan a Rocío": a player, by name
    if word in _NAME_ARTICLES and _named(nxt):
        # "la Cata apuesta", "el Pancho le dice": a person by name; "el Pancho en CO": where he sits
        return _placed(pieces, i, i + 2) or SeatRef(nxt.text, 0, i, i + 2)
    if (
        word in _NAME_ARTICLES
        and not is_word_in(at(pieces, i - 1), _PREPOSITIONS)  # "en el tapete dice": a place, not a person
        and _nickname(nxt)
        and (is_kind(at(pieces, i + 2), *SPOKEN_ACTS) or _asks(at(pieces, i + 2)))
    ):
        # "el paisa apuesta", "el güero dice pot", "el quinto pregunta cuánto es": a nickname
        return SeatRef(nxt.text, 0, i, i + 2)
    if (
        _spoken_letter(piece, nxt)
        and _opens_clause(at(pieces, i - 1))
        and (is_kind(nxt, TermKind.DECLARE) or _other_letter(pieces, i))  # "a says": only a player says
    ):
        return SeatRef(text_of(piece).upper(), 0, i, i + 1)
    if (told := described_at(pieces, i)) is not None:
        return SeatRef(described_name(told[0]), 0, i, told[1])  # "first to act says", "el chaval apuesta"
    return None


def _checked_to(pieces: Sequence[Piece], i: int) -> bool:
    """The others checked to the word at i ("checked to", "pasan hasta", "le pasan a"): only a player is."""
    k = i - 1 - (is_word_in(at(pieces, i - 1), _PREPOSITIONS) or is_word(at(pieces, i - 1), "to", "a"))
    return is_kind(at(pieces, k), TermKind.OTHERS_CHECK)


def _name_word(piece: Piece | None) -> bool:
    """A capitalised word of three letters or more that is no vocabulary word: maybe somebody's name."""
    if not (
        isinstance(piece, Token) and piece.kind == "word" and piece.text.istitle() and len(piece.text) > 2
    ):
        return False
    return piece.norm not in FUNCTION_WORDS and piece.norm not in _NOT_NAMES


# What a name that acts elsewhere may be the subject of: a wish, a claim of what was meant.
_SAID_OF_A_PLAYER = (TermKind.INTENTION, TermKind.OPINION)


def _first_name(pieces: Sequence[Piece], i: int, wish: bool = True) -> bool:
    """A capitalised word that is no vocabulary word, right before an action (or before a comma and an aside
    that acts: "Bob, without a word, puts out...", or "who": "Shazza who just plonks"; a dative pronoun may
    stand between: "Kike le dice"): a player's name. Before a wish or a claim ("Kike wants to call", "Kike
    dice que era en joda") only when the same word acts elsewhere in the report: those alone are said of
    the table, the floor..."""
    piece = pieces[i]
    if not _name_word(piece):
        return False
    j = i + 1 + is_word_in(at(pieces, i + 1), _DATIVES)
    nxt = at(pieces, j)
    if wish and is_kind(nxt, *_SAID_OF_A_PLAYER) and not _asks(nxt):
        said = text_of(piece)
        acts = (k for k, p in enumerate(pieces) if k != i and text_of(p) == said)
        return any(_first_name(pieces, k, False) for k in acts)
    if is_word(nxt, ",") or is_word_in(nxt, _WHO):
        k = j + 1 + is_word_in(at(pieces, j + 1), _ONLY)
        return is_kind(at(pieces, k), *SPOKEN_ACTS)
    if is_word_in(nxt, _STATES):
        state = at(pieces, j + 1)  # "Shades is all in for 16k": the state only an all-in player is in
        return is_kind(state, TermKind.ACTION) and state.value == "all_in"
    return is_kind(nxt, *SPOKEN_ACTS) or _asks(nxt)


def _asks(piece: Piece | None) -> bool:
    """ "Tony *asks* what's the min raise", "el quinto *pregunta cuánto es*": a verb of asking, which only a
    player at the table says of his own action."""
    asking = is_kind(piece, TermKind.INTENTION) and isinstance(piece, Term) and piece.value == "ask"
    return asking or is_kind(piece, TermKind.COUNT_REQUEST)


def _named(piece: Piece | None) -> TypeGuard[Token | Term]:
    """A capitalised word that is no vocabulary word (or only a filler: "el Mae"): after "el"/"la" it is
    somebody's name."""
    if is_kind(piece, TermKind.FILLER) and isinstance(piece, Term) and piece.text.istitle():
        return True
    return _no_vocabulary(piece) and piece.text.istitle()


def _no_vocabulary(piece: Piece | None) -> TypeGuard[Token]:
    """A word of three letters or more that no list of ours knows: a name may be one."""
    return (
        isinstance(piece, Token)
        and piece.kind == "word"
        and len(piece.text) > 2
        and piece.norm not in FUNCTION_WORDS
        and piece.norm not in _NOT_NAMES
    )


def _returned_to(pieces: Sequence[Piece], i: int) -> bool:
    """The action comes back to the word at i: "back on Tex", "vuelve a Chema", "le toca a Lalo"."""
    k = i - 1 - (is_word_in(at(pieces, i - 1), _PREPOSITIONS) or is_word(at(pieces, i - 1), "to", "al"))
    return is_word_in(at(pieces, k), RETURN_WORDS)


def _acts_elsewhere(pieces: Sequence[Piece], i: int) -> bool:
    """The capitalised word at i names a player who acts under that name elsewhere in the report."""
    text = text_of(pieces[i])
    return any(k != i and text_of(p) == text and _first_name(pieces, k) for k, p in enumerate(pieces))


def _named_elsewhere(pieces: Sequence[Piece], i: int) -> bool:
    """The capitalised word opening a sentence is a name when it is written with its capital inside a
    sentence too ("Manolo abre 2.000 ... la apuesta de Manolo"), or when the report names its players so
    ("Dave bets 2,400, Gaz lobs in 3,600")."""
    word = pieces[i]
    assert isinstance(word, Token)
    for k, p in enumerate(pieces):
        if k == i or not isinstance(p, Token):
            continue
        if _first_name(pieces, k):
            return True  # "Shane bets 15k. Rhys calls.": another name acts, even opening its sentence
        if p.text == word.text and not _opens_sentence(at(pieces, k - 1)):
            return True
    return False


def _listed_seat(pieces: Sequence[Piece], i: int) -> bool:
    """A number further on in a list of seats that one verb shares: "seats 7 and 3 call", "seats 6, 7 and 8
    call", "pagaron el 6, 7 y 8". The list opens with a seat named ("seat 6", "el 6")."""
    k = i
    while seat_number(at(pieces, k)) is not None and _list_link(at(pieces, k - 1)):
        k -= 2
        if seat_number(at(pieces, k)) is None:
            return False
        opener = at(pieces, k - 1)
        if is_kind(opener, TermKind.SEAT_NOUN) or is_word_in(opener, _DEFINITE):
            return True
    return False


def _list_link(piece: Piece | None) -> bool:
    return is_word_in(piece, _AND) or (is_mark(piece) and piece.text == ",")


# What a seat number said alone, as a clause's subject, may do: act, want, think, or move his own chips
# ("and four pulls his two hundred back", "y cinco vuelve a por más").
_SUBJECT_VERBS = (
    *SPOKEN_ACTS,
    TermKind.INTENTION,
    TermKind.QUESTION,  # ". Now 9 wants to raise", "y el 4 quiere subir": the player the question is about
    TermKind.THINKING,
    TermKind.PULL_BACK,
    TermKind.SECOND_MOTION,
)
_BEFORE_ITS_VERB = _CLAUSE_OPENERS | _ONLY  # "seven *now* wants", "six *just* wants", "ocho *solo* quiere"
_BARE_SEAT_REACH = 3  # words a clause's subject may stand from its verb: "three, uh, tanks and wants to"


def _bare_seat(pieces: Sequence[Piece], i: int) -> bool:
    """ "...and five wants to take back his call", "y siete paga": a seat number said alone, as a clause's
    subject (right after "and") right before what the player does or wants; or between two actions
    ("seven call nine folds")."""
    number = seat_number(at(pieces, i))
    if number is None or not 1 <= number <= 10:
        return False
    before, after = at(pieces, i - 1), at(pieces, i + 1)
    if is_kind(before, TermKind.ACTION) and is_kind(after, TermKind.ACTION):
        # "seven call nine folds": between two different actions, no chips but the next player ("subo diez
        # subo diez" repeats one action; "entraron tres pagando" counts players)
        return isinstance(before, Term) and isinstance(after, Term) and before.value != after.value
    if is_word_in(before, _PREPOSITIONS) and is_kind(at(pieces, i - 2), TermKind.QUESTION):
        return True  # "what happens with five", "¿qué pasa con cinco?": the player asked about
    if is_word_in(before, _ABLE) and _asks_first(at(pieces, i - 2)) and _action_after_adverbs(pieces, i + 1):
        return True  # "can 9 raise?", "so could seven still fold": the subject of the question asked
    if (is_word_in(before, RETURN_LINKS) and is_word_in(at(pieces, i - 2), RETURN_WORDS)) or returned_to(
        before
    ):
        return True  # "it's back on three", "back to five", "regresamos al 4": where the action comes back
    # "and five", "then seven", ". Seven now wants...": a clause's subject; "raises to a thousand | five
    # calls": after an amount with its scale, the amounts reader left the unit out of it for the verb after
    opener = (
        is_word_in(before, _AND)
        or is_word_in(before, _CLAUSE_OPENERS)
        or (i > 0 and _opens_sentence(before))
        or said_with_scale(before)
    )
    counted = is_word_in(after, CALLER_NOUNS)  # "and two callers": how many, not who
    k = i + 1
    while k <= i + _BARE_SEAT_REACH and (
        is_word_in(at(pieces, k), _BEFORE_ITS_VERB) or is_kind(at(pieces, k), TermKind.FILLER)
    ):
        k += 1  # "seven now wants", "three tanks and wants to fold", "siete luego paga", "six just wants"
    return opener and is_kind(at(pieces, k), *_SUBJECT_VERBS) and not counted


def _asks_first(prev: Piece | None) -> bool:
    """The modal opens its clause (a question's inverted order: "can 9 raise?", "and can 9..."), no subject
    before it ("he can 3 bet": the number is no player)."""
    return _opens_sentence(prev) or is_word_in(prev, _AND) or is_word_in(prev, _CLAUSE_OPENERS)


def _action_after_adverbs(pieces: Sequence[Piece], k: int) -> bool:
    """An action word at k, or after "still"/"even" there ("still raise")."""
    while is_word_in(at(pieces, k), _ABLE_ADVERBS):
        k += 1
    return is_kind(at(pieces, k), TermKind.ACTION)


def returned_to(piece: Piece | None) -> bool:
    """A turn term that ends in its link to the player ("regresamos al", "volvemos al"): the number after it
    is the seat the action comes back to ("regresamos al 4 y paga")."""
    return is_kind(piece, TermKind.IN_TURN) and piece.norm.rsplit(" ", 1)[-1] in RETURN_LINKS


def owner_of_an_action(pieces: Sequence[Piece], i: int) -> int | None:
    """ "is seven's bet still on?", "7's raise": a seat number written with 's before an action word is the
    player whose action it is, not chips; where the owner's words end."""
    piece = at(pieces, i)
    if possessive(piece):
        number, end = _numbered(piece), i + 1  # "7's": one piece
    elif is_word(at(pieces, i + 1), "'", "’") and is_word(at(pieces, i + 2), "s"):
        number, end = seat_number(piece), i + 3  # "seven" "'" "s": the number word, then its 's
    else:
        return None
    if number is None or not 1 <= number <= MAX_SEAT:
        return None
    return end if is_kind(at(pieces, end), TermKind.ACTION) else None


def said_with_scale(piece: Piece | None) -> bool:
    """An amount said in words with its scale ("a thousand", "mil"): a unit after it that the amounts reader
    left out of it opens the next clause ("raises to a thousand | five calls": seat 5 acts)."""
    return isinstance(piece, Amount) and piece.scaled and not piece.text[:1].isdigit()


def _nickname(piece: Piece | None) -> TypeGuard[Token]:
    """A lower-case word that is no vocabulary word, after "el"/"la" and before an action: a nickname."""
    return _no_vocabulary(piece) and piece.text.isalpha()


def _opens_sentence(prev: Piece | None) -> bool:
    """A capital at the start of a sentence says nothing: "Clock called on seat 4"."""
    return prev is None or (isinstance(prev, Token) and prev.text in {".", "?", "!", "¿", "¡", ":", ";"})


def _spoken_letter(piece: Piece | None, nxt: Piece | None) -> bool:
    """Transcripts write players in lower case: "a bets four hundred and b calls". A lone letter is a
    player only when an action word follows at once ("a" is otherwise an article or a preposition)."""
    text = text_of(piece)
    return len(text) == 1 and text.upper() in _LETTERS and is_kind(nxt, *SPOKEN_ACTS)


def _other_letter(pieces: Sequence[Piece], i: int) -> bool:
    """Players named by letters come at least two to a report ("a bets 400 and b calls"): a lone "a" with
    no other lettered player is the article ("is that like a min raise")."""
    mine = text_of(pieces[i]).upper()
    return any(
        k != i
        and len(text := text_of(p)) == 1
        and text.upper() in _LETTERS
        and text.upper() != mine
        and (text.isupper() or is_kind(at(pieces, k + 1), *SPOKEN_ACTS))
        for k, p in enumerate(pieces)
    )


def _opens_clause(prev: Piece | None) -> bool:
    """A spoken letter is a player at the start of a clause ("a bets 400 and b calls"); after another word
    it is an article: "is a min raise", "makes a raise"."""
    if isinstance(prev, Token) and prev.kind == "word":
        return prev.norm in _CLAUSE_OPENERS
    if isinstance(prev, Term):
        return prev.kind in (TermKind.FILLER, TermKind.STREET)  # "um a bets"; "thinks that's a call": no
    return True


def _is_abbreviation(piece: Piece | None, nxt: Piece | None) -> bool:
    """ "S3" (seat), "P3" (player), "J3" (jugador): one letter written against the number."""
    return (
        isinstance(piece, Token)
        and piece.norm in _SEAT_ABBREVIATIONS
        and isinstance(nxt, Amount)
        and nxt.start == piece.end
    )


def step(name: str, offset: int, preflop: bool) -> str | None:
    """The player `offset` places after `name` in the order of action, or None when it cannot be known."""
    if name.isdigit():
        return str((int(name) - 1 + offset) % MAX_SEAT + 1)
    if len(name) == 1 and name in _LETTERS:
        index = _LETTERS.index(name) + offset
        return _LETTERS[index] if 0 <= index < len(_LETTERS) else None
    order = action_order(preflop)
    if name in order:
        return order[(order.index(name) + offset) % len(order)]
    return None


def action_order(preflop: bool) -> tuple[str, ...]:
    return PREFLOP_ORDER if preflop else PREFLOP_ORDER[-2:] + PREFLOP_ORDER[:-2]


def order_key(name: str, preflop: bool) -> tuple[int, int]:
    """Sort key of a name in the order of action: positions by table order, letters alphabetically,
    seat numbers by number (the caller rotates them to start at the first actor)."""
    order = action_order(preflop)
    if name in order:
        return (0, order.index(name))
    if name.isdigit():
        return (1, int(name))
    return (2, _LETTERS.index(name) if name in _LETTERS else 99)
