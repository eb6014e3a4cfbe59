"""The writer's own actions when he is a player: "soy el del 6... dije 'pago'", "tiré una de 10 lucas", "I
said thirteen hundred... im seat 4". A player who names his seat and tells what he did in the first person
acts as that seat: the pronoun Spanish drops is restored so the grammar reads "yo dije", and his "I said" is
his declaration, not the count a dealer told (parser/count.py reads a dealer's "I said 9,500")."""

from __future__ import annotations

from functools import cache

from locales.languages import LANGS
from parser.grammar import grammar, words
from parser.lexicon import Entry, Term, lexicon_terms
from parser.normalize import Token, fold
from parser.seats import SPEAKER, intro_at, says_what_he_did, writer_seat
from parser.tagging import Piece, at, closes_sentence, is_kind, is_word_in
from parser.terms import TermKind
from rules_engine.record import replace

# Each first-person verb with the pronoun its language drops before it ("dije" -> "yo").
_DROPPED = {
    verb: grammar(lang)["dropped_pronoun"] for lang in LANGS for verb in grammar(lang)["first_person_verbs"]
}
_INTROS = words("speaker_intros")
_CLITICS = words("object_pronouns") | words("reflexive_pronouns") | words("dative_clitics")


def with_the_writer_named(pieces: list[Piece]) -> list[Piece]:
    """The pieces, with the writer's pronoun before each first-person verb that lacks it, when the writer
    has named his seat; the pieces as they are otherwise (most reports: a dealer writing)."""
    if writer_seat(pieces) is None:  # asked first: found through the index, and every report asks it later
        return pieces
    if not any(_first_person(p) or _said_by_me(p) or _intro_term(p) for p in pieces):
        return pieces
    out: list[Piece] = []
    spoken = False  # the writer's "yo" said in this sentence: it covers the verbs joined to it
    for i, piece in enumerate(pieces):
        spoken = (spoken or says_what_he_did(pieces, i)) and not closes_sentence(piece)
        if _intro_term(piece) and intro_at(pieces, i) and is_kind(at(pieces, i + 1), TermKind.SEAT_NOUN):
            assert isinstance(piece, Term)  # "I'm in seat 4": where he sits, no "I'm in" declared
            out.append(Token(piece.text, fold(piece.text), piece.char_start, piece.char_end, "word"))
            continue
        if _said_by_me(piece):
            assert isinstance(piece, Term)
            pronoun, said = piece.text.split(" ", 1)
            out.append(
                Token(pronoun, fold(pronoun), piece.char_start, piece.char_start + len(pronoun), "word")
            )
            piece = replace(piece, entry=_declaring(), text=said, char_start=piece.char_end - len(said))
        elif _first_person(piece) and not spoken:
            assert isinstance(piece, Term)
            clitics = 0  # "y *los* puse", "*me* tiré": the pronoun goes before the verb's clitics
            while is_word_in(at(pieces, i - 1 - clitics), _CLITICS) and clitics < len(out):
                clitics += 1
            at_char = piece.char_start  # a restored word, spanning nothing of the text
            pronoun = _DROPPED[fold(piece.text)]
            out.insert(len(out) - clitics, Token(pronoun, pronoun, at_char, at_char, "word"))
            spoken = True
        out.append(piece)
    return out


def _first_person(piece: Piece | None) -> bool:
    return isinstance(piece, Term) and fold(piece.text) in _DROPPED


def _intro_term(piece: Piece | None) -> bool:
    """A declaration that opens with the writer's introduction: "I'm in" of "I'm in seat 4"."""
    return (
        is_kind(piece, TermKind.ACTION)
        and isinstance(piece, Term)
        and fold(piece.text).split(" ", 1)[0] in _INTROS
    )


def _said_by_me(piece: Piece | None) -> bool:
    """ "I said", "yo dije" tagged as a count told: the speaker's own words when the speaker is a player."""
    return (
        is_kind(piece, TermKind.COUNT_TOLD)
        and isinstance(piece, Term)
        and " " in piece.text
        and fold(piece.text).split(" ", 1)[0] in SPEAKER
    )


@cache
def _declaring() -> Entry:
    """The lexicon's entry for a declaration ("says", "dice")."""
    return next(entry for lang in LANGS for _, entry in lexicon_terms(lang) if entry.kind is TermKind.DECLARE)
