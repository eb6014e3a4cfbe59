"""What the dealer says he is not sure of, read so that the answer is only as sure as he is.

A belief ("creo que dijo check", "pretty sure that was a lead") and a fact he did not see or hear ("no sé si
le quedan fichas", "I didn't see if he said anything") give the ruling as he tells it, the words to be
confirmed; which came first or what was said, disputed ("no sé si lo dijo antes o después", "half the table
heard call"), is the floor's (40-A)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from parser.amounts import Amount
from parser.cues import cued, phrase_cue
from parser.grammar import role_phrases, words
from parser.kept_patterns import compiled
from parser.lexicon import Term
from parser.normalize import fold, fold_message, message_words
from parser.tagging import (
    Piece,
    at,
    closes_sentence,
    is_kind,
    is_mark,
    is_word,
    is_word_in,
    positions,
    text_of,
    word_positions,
)
from parser.terms import TermKind
from rules_engine.amounts import bare_number_readings

_WORD = compiled(r"\w+")  # a phrase's words as `message_words` splits a text
_ORDER_WORDS = words("order_words")  # "which came first", "a la vez": the order of two things in doubt
# "antes o después", "before or after": two moments offered; "no sé si dijo algo antes" alone is one fact
_MOMENTS = words("before") | words("after_words")
_OR = words("or")
_DISPUTE_WORDS = words("dispute_words")  # "half the table heard call": what was said is disputed
_PLAYERS_DETERMINERS = words("players_determiners")  # "los otros", "the others": players, no account
_HEARING = words("perceives")  # "unos oyeron", "some hear": what was said is heard differently
_WORDING = words("wording_doubts")  # "no sé cómo se dice", "not sure how you say it": the word, no fact
_NEGATIONS = words("negations")  # "can't", "no": with a verb of seeing, what the dealer could not check
_DOUBT_PERCEIVES = words("doubt_perceives")  # "see", "tell", "check": whose, the words before it say
_FIRST_PERSON = words("first_person_perceives")  # "vi", "alcancé", "alcanzamos": the dealer's, wherever said
_MODALS = words("perceive_modals")  # "pude", "alcancé": the dealer's, but only with a verb of perceiving
_PERCEIVING = words("perceive_infinitives")  # "no pude *ver*", "no alcancé a *contarlas*"
# "didn't count it", "no lo he contado": counting left undone; "we don't count pots" is a habit, no doubt
_PAST_NEGATIONS = words("past_negations")
# "nobody counted it", "nadie lo contó": a count nobody at the table made, the dealer's included
_NOBODY = words("nobody_subjects")
_COUNTS_PROPER = words("count_verbs")  # "nobody counted": not "nobody got a good look", which is seeing
_COUNT_NEGATIONS = _PAST_NEGATIONS | _NOBODY
_UNCHECKED_CUES = _NEGATIONS | _NOBODY
_DOUBT_COUNTS = words("doubt_counts")
_PERFECT = words("perfect_auxiliaries")
_MANNER = words("manner_adverbs")  # "didn't *clearly* see if he touched them"
_AGAIN = words("again_auxiliaries")  # "no lo he *vuelto* a contar"
_AGAIN_LINKS = words("again_links")  # "vuelto *a* contar"
_COPULAS = words("copulas")
_COPULAS_OR_ARTICLES = _COPULAS | words("articles")  # "creo que *es* call", "it's *a* raise"
_SUBJECTS = words("subject_pronouns")
# "he think", "él cree", "she believed": a player's belief, said in any tense after his pronoun
_BELIEVES = words("belief_words") | words("belief_verbs") | words("present_belief_verbs")
_BUT = words("but_words")
_DOUBT_SUBJECTS = words("doubt_subjects")  # "I can't see", "yo no vi": the dealer himself, not a player
_OPENERS = words("clause_openers")
# The word lists tested together, joined once here rather than at every test.
_OPENERS_OR_DEALER = _OPENERS | _DOUBT_SUBJECTS
_DOUBT_CHECKS = _DOUBT_PERCEIVES | _DOUBT_COUNTS
_DEALER_PERCEIVES = words("dealer_perceives")  # "saw", "vio": whose, the dealer named before says
_DISPUTING = _ORDER_WORDS | _DISPUTE_WORDS
_OBJECTS = words("object_pronouns") | words("reflexive_pronouns")  # "no lo vi", "no me fijé"
# "(o eso me dice el dealer)", "(or so she says)": the account itself doubted, even as an aside
_HEARSAY = "hearsay"
_QUOTE_REACH = 4  # "dice 'ah, no vi'": a verb of saying this close before opens a quote
_BELIEF_REACH = 6  # words of a belief shown to be confirmed
_POINTING_BACK = words("pointing_back")  # "that's a check", "eso es un check": what was just told
_DOUBT_REACH = 10  # words after a doubt that may say what it is about


@cued(kinds=(TermKind.DEALER_DOUBT,), words=_UNCHECKED_CUES, nothing=lambda pieces: (False, ""))
def dealer_doubts(pieces: Sequence[Piece]) -> tuple[bool, str]:
    """(disputed, unseen): whether the dealer doubts which came first or what was said (the floor's), else the
    words of the first fact he says he did not see or hear ("" when none)."""
    unseen = ""
    unchecked = _unchecked(pieces)
    for i in sorted(positions(pieces, TermKind.DEALER_DOUBT) + unchecked):
        said = _said_from(pieces, i, _DOUBT_REACH)
        if any(wording in fold(said) for wording in _WORDING):
            continue  # "no sé bien cómo se dice esto": the word for it, not a fact of the hand
        if not _uncounted(pieces, i) and _readings_disputed(pieces, i):
            continue  # "unos dicen 300 y otros 3000": how to read a bare number, which rule 57 settles
        told = set(fold(said).split()) - _players_named(pieces, i)
        if _uncounted(pieces, i):
            told -= _NOBODY  # "nobody counted it", "no lo contó nadie": a count undone, no table split
        if _disputed(told - _MANNER if i in unchecked else told):  # "didn't *clearly* see": how he looked
            return True, ""
        unseen = unseen or said
    return False, unseen


@cache
def _phrase_cue(role: str) -> frozenset[str]:
    """A word of each of the role's phrases (its longest run of word characters): `role_phrases(role)` finds
    a phrase only between word boundaries, so only in a text whose words hold every word of it."""
    return phrase_cue(_WORD.findall(phrase) for phrase in words(role))


def _may_say(role: str, said: list[str]) -> bool:
    return not _phrase_cue(role).isdisjoint(said)


def accounts_differ(text: str) -> bool:
    """Players or bystanders tell what was said otherwise ("el del 8 dice que no dijo nada", "seat 8 says he
    said nothing", "los de al lado dicen cosas distintas"), or the dealer's account of it stands against the
    player's own ("el dealer dice que la ficha cayó antes... yo digo que lo dije a la vez", "I heard him say
    raise... he says he said nice"): what was said is disputed, the floor's (40-A). Each pattern is searched
    only where the text's words hold a word of each of its phrases (most reports hold none)."""
    folded = fold_message(text)
    said = message_words(folded)  # split once: the incident reader looks for its phrases in the same words
    if _may_say("accounts_differ", said) and role_phrases("accounts_differ").search(folded):
        return True
    return (
        _may_say("dealers_account", said)
        and _may_say("own_account", said)
        and bool(
            role_phrases("dealers_account").search(folded) and role_phrases("own_account").search(folded)
        )
    )


def _readings_disputed(pieces: Sequence[Piece], i: int) -> bool:
    """The amounts in the doubt's clause are one number read at several magnitudes ("some say 300, others
    3000", "unos dicen 500 y otros 5.000"): the table disputes a reading, not a fact. Heard differently
    ("some hear 'five hundred', some 'five thousand'"), the words said are in doubt (40-A), unless the
    report told them ("says 'bet five'... half the table heard five hundred"): then it is their reading."""
    end = i + 1
    while end < len(pieces) and end - i <= _DOUBT_REACH and not _ends_the_doubt(pieces[end]):
        end += 1
    values = [p.value for p in pieces[i:end] if isinstance(p, Amount) and p.value]
    if len(values) < 2:
        return False
    said = min(values)
    while said % 10 == 0:
        said //= 10  # the number said: "300" and "3000" read "three"
    if not set(values) <= set(bare_number_readings(said, 1)):
        return False
    heard = bool(_HEARING.intersection(fold(text_of(pieces[i])).split()))
    return not heard or any(isinstance(p, Amount) and p.value == said for p in pieces[:i])


def _ends_the_doubt(piece: Piece) -> bool:
    """A question or the sentence's end: "no lo he contado. ¿800 u 8.000?" asks, no one disputes a reading."""
    return is_kind(piece, TermKind.QUESTION) or closes_sentence(piece)


def _players_named(pieces: Sequence[Piece], i: int) -> set[str]:
    """The dispute words of the doubt's clause that name players ("no sé si pagaron *los otros* dos", "not
    sure if *the others* called"): after a determiner they are the other players, no other account of what
    was said."""
    end = min(len(pieces), i + _DOUBT_REACH + 1)
    return {
        fold(getattr(pieces[k], "text", ""))
        for k in range(i + 1, end)
        if is_word_in(pieces[k], _DISPUTE_WORDS) and is_word_in(at(pieces, k - 1), _PLAYERS_DETERMINERS)
    }


def _disputed(said: set[str]) -> bool:
    """Whether the words after a doubt put the order or the words said in dispute, not one fact unseen."""
    return bool(said & _DISPUTING) or bool(said & _MOMENTS and said & _OR)


def _unchecked(pieces: Sequence[Piece]) -> list[int]:
    """Where the dealer says he could not see, hear, tell or count something ("can't see if he has anything
    left", "I didn't count it properly", "no lo vi bien"): a negation, then a verb of checking. A player's
    ("seat 4 didn't see the raise") is a fact of the hand, not the dealer's doubt: the negation must open
    its clause or follow the dealer himself, unless the verb says who ("no lo vi": the speaker)."""
    found = []
    for i in word_positions(pieces, _UNCHECKED_CUES):
        verb = _checking_verb(pieces, i)
        if is_word_in(pieces[i], _NOBODY):
            if is_word_in(at(pieces, verb), _COUNTS_PROPER):
                found.append(i)  # "nobody counted it", "nadie lo contó": its own subject, whoever is named
            continue
        before = at(pieces, i - 1)
        # "no lo he contado", "I didn't count it"; "el pozo no lo conté", "pot not counted": the pot its
        # topic; "pot is maybe 3800 didnt count it": a count left undone right after the amount it checks
        opens = (
            before is None
            or is_mark(before)
            or is_word_in(before, _OPENERS_OR_DEALER)
            or _names_pot(before)
            or (isinstance(before, Amount) and _uncounted(pieces, i))
        )
        checks = _DOUBT_CHECKS if is_word_in(pieces[i], _PAST_NEGATIONS) else _DOUBT_PERCEIVES
        # "y algo no lo alcanzamos a contar"; but "dice 'ah no vi'": the player quoted speaks of himself
        quoted = any(is_kind(p, TermKind.DECLARE) for p in pieces[max(0, i - _QUOTE_REACH) : i])
        mine = not quoted and is_word_in(at(pieces, verb), _FIRST_PERSON) and _perceives(pieces, verb)
        # "el dealer no vio quién fue primero": a verb in the third person is the dealer's doubt after him
        dealers = is_word_in(before, _DOUBT_SUBJECTS) and is_word_in(at(pieces, verb), _DEALER_PERCEIVES)
        if (
            mine
            or dealers
            or (opens and is_word_in(at(pieces, verb), checks) and not _action_missed(pieces, verb))
        ):
            found.append(i)
    return found


_ARTICLES = words("articles")


def _checking_verb(pieces: Sequence[Piece], i: int) -> int:
    """Where the verb a negation at i denies stands: past its object, auxiliary, manner and "again"."""
    verb = i + 2 if is_word_in(at(pieces, i + 1), _OBJECTS) else i + 1
    verb += is_word_in(at(pieces, verb), _PERFECT)  # "no lo *he* contado", "I haven't counted"
    while is_word_in(at(pieces, verb), _MANNER):
        verb += 1  # "didn't *clearly* see", "no *bien* vi": how, before the verb of checking
    if is_word_in(at(pieces, verb), _AGAIN) and is_word_in(at(pieces, verb + 1), _AGAIN_LINKS):
        verb += 2  # "no lo he *vuelto a* contar": the count not done again
    return verb


def _uncounted(pieces: Sequence[Piece], i: int) -> bool:
    """A count left undone ("didn't count it", "no lo contamos"): the amount it would check is in doubt,
    whatever readings of a bare number follow it ("no lo contamos, ¿800 u 8.000?")."""
    return is_word_in(pieces[i], _COUNT_NEGATIONS) and is_word_in(
        at(pieces, _checking_verb(pieces, i)), _DOUBT_COUNTS
    )


def _perceives(pieces: Sequence[Piece], verb: int) -> bool:
    """A verb of the dealer's that checks something: a modal only with a verb of perceiving after it ("no
    pude ver", "no alcancé a contarlas"); "no puedo escribir" doubts no fact of the hand."""
    if not is_word_in(at(pieces, verb), _MODALS):
        return True
    after = verb + 1 + is_word_in(at(pieces, verb + 1), _AGAIN_LINKS)  # "alcancé *a* ver"
    return is_word_in(at(pieces, after), _PERCEIVING)


def _action_missed(pieces: Sequence[Piece], verb: int) -> bool:
    """ "calls 3k - didn't see the raise", "paga 3.000, no vio la resubida": an action the dealer himself
    tells is what the player missed (51), no fact the dealer did not see."""
    k = verb + 1 + is_word_in(at(pieces, verb + 1), _ARTICLES)
    missed = at(pieces, k)
    return is_kind(missed, TermKind.ACTION) and not _names_pot(missed)  # "didn't count the pot": his own


def _names_pot(piece: Piece | None) -> bool:
    return is_kind(piece, TermKind.POT_SIZE) or (is_kind(piece, TermKind.ACTION) and piece.value == "pot")


@cued(kinds=(TermKind.DEALER_LEANING,), nothing=lambda pieces: "")
def leaning(pieces: Sequence[Piece]) -> str:
    """What the dealer believes without being sure: the words after the first hedge, to be confirmed."""
    first = next((i for i, piece in enumerate(pieces) if is_kind(piece, TermKind.DEALER_LEANING)), None)
    if first is None:
        return ""
    if is_kind(at(pieces, first + 1), TermKind.OPINION) and not _names_the_motion_told(pieces, first):
        return ""  # "I think he thought it was five": what the player believed counts for nothing (chips do)
    believer = first + 2 if is_word_in(at(pieces, first + 1), _SUBJECTS) else None
    if believer is not None and (
        is_kind(at(pieces, believer), TermKind.OPINION) or is_word_in(at(pieces, believer), _BELIEVES)
    ):
        return ""  # "I think he think it is small blind", "creo que él cree": the same, his pronoun first
    hedge = pieces[first]
    if is_word(at(pieces, first + 1), ")") and not (isinstance(hedge, Term) and hedge.value == _HEARSAY):
        return ""  # "(following seat 4 I guess)": a guess closing an aside, at why he did it, not what
    k = first + 1
    while is_word_in(at(pieces, k), _COPULAS_OR_ARTICLES):
        k += 1
    if (k > first + 1 or _opens_with_a_copula(at(pieces, k))) and is_kind(at(pieces, k), TermKind.ACTION):
        return ""  # "creo que es call", "creo q es subida", "I think it's a raise": his guess at the ruling
    return _said_from(pieces, first, _BELIEF_REACH)


def _names_the_motion_told(pieces: Sequence[Piece], first: int) -> bool:
    """ "taps the table, I think that's a check", "golpea la mesa, creo que eso es un check": after a motion
    told, the dealer's guess at what *that* was (the opinion opens with a word pointing back, an action
    follows): a fact he is not sure of, to be confirmed, not a player's belief."""
    opinion = at(pieces, first + 1)
    return (
        is_mark(at(pieces, first - 1))
        and isinstance(opinion, Term)
        and fold(opinion.text).split(" ", 1)[0] in _POINTING_BACK
        and is_kind(at(pieces, first + 2), TermKind.ACTION)
    )


def _opens_with_a_copula(piece: Piece | None) -> bool:
    """A term that holds its copula ("es subida"): the verb and the ruling it names in one."""
    return isinstance(piece, Term) and fold(piece.text).split(" ", 1)[0] in _COPULAS


_HEDGE_KINDS = (TermKind.DEALER_LEANING, TermKind.DEALER_DOUBT)  # "creo que", "no sé si"


@cued(kinds=_HEDGE_KINDS, nothing=lambda pieces: None)
def guessed_amounts(pieces: Sequence[Piece]) -> tuple[int, ...] | None:
    """The amounts of the dealer's own answer that his hedges doubt ("I said fifteen, I think, but I'm not
    sure", "le dije 34 mil pero no sé", "yo creo que son cuatro mil"): his guess at a number the ruling works
    out. None when a hedge doubts anything else (or there is none)."""
    found = []
    for i, piece in enumerate(pieces):
        if not is_kind(piece, *_HEDGE_KINDS):
            continue
        k = i - 1
        while is_kind(at(pieces, k), TermKind.FILLER, *_HEDGE_KINDS) or is_word_in(at(pieces, k), _BUT):
            k -= 1  # "i said fifteen *i think but um* not sure"
        told = at(pieces, k)
        if isinstance(told, Amount) and told.value and is_kind(at(pieces, k - 1), TermKind.COUNT_TOLD):
            found.append(told.value)  # "i said thirty four thousand but not sure"
            continue
        k = i + 1
        while is_word_in(at(pieces, k), _COPULAS):
            k += 1
        guess = at(pieces, k)
        if k == i + 1 or not isinstance(guess, Amount) or not guess.value:
            return None  # "no sé si le quedan fichas", "creo que dijo call": a fact of the hand
        found.append(guess.value)  # "yo creo que son cuatro mil"
    return tuple(found) or None


def _said_from(pieces: Sequence[Piece], i: int, reach: int) -> str:
    """The words from piece i to the end of its clause, ``reach`` words at most."""
    end = i + 1
    while end < len(pieces) and end - i <= reach and not is_mark(pieces[end]):
        end += 1
    return " ".join(getattr(p, "text", "") for p in pieces[i:end])
