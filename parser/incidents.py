"""Procedural incidents in a report: "flop de cuatro cartas", "dealer exposed the first card", "¿quién
enseña primero?", "clock called on seat 4, he's facing a bet" -> an `Incident` on the report's `Situation`.

The words live in ``locales/{es,en}/incidents.json`` (folded phrases: lower case, no accents); both
languages are searched, since dealers mix them. The kinds are tried in the file's order and the first one
found wins. The betting parse of the same text still supplies the reported action (substantial action,
last aggressor) and the seats.

Betting reports use many of the same words ("flop con cuatro jugadores", "a single tap" with a spoken check,
"seat 6 mucked" for a fold, "dispute"), so a phrase names an incident only when it is specific:
- a kind entry's "not" phrases cancel the phrase they contain ("flop con cuatro" in "flop con cuatro
  jugadores", "asks to see" in "asks to see how much he has");
- a "loose" entry's phrases count only in a report where no player acts: with player actions they are too
  common to turn a betting report into a procedure;
- a "with" entry marked "close" wants its companion phrase next to its own, no amount in between ("sacó el
  turn cuando el 7 no había hablado", not "salió el flop, el 2 apuesta 600, el 5, que no había hablado...");
- a tap or cards thrown face down by a player facing a bet are a betting action (a check facing a bet, a
  fold), not the incident (`_IN_TURN`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from parser.amounts import Amount, read_amounts
from parser.card_words import drawn_cards
from parser.doubts import MAX_SEAT, Doubt, DoubtCode, quoted, unquoted
from parser.grammar import role_phrases
from parser.incident_phrases import CONTRAST, WORD_CHAR, Facts, find_kinds, lexicon
from parser.lexicon import Term
from parser.lineup import UNNAMED
from parser.locale_patterns import LocalePatterns
from parser.normalize import fold_message, fold_uncached, tokenize
from parser.patterns import LazyPattern, lazy_re
from parser.read_once import pieces_of
from parser.seat_table import seat_at
from parser.terms import Intent
from rules_engine.incident import Dispute, Incident, IncidentKind, MisdealCause, Moment, SplitGame
from rules_engine.policy import TDA
from rules_engine.record import record, replace
from rules_engine.replay import Replay
from rules_engine.ruling import Action
from rules_engine.situation import Ask, Event, Game, Seat, Situation, Street, Verbal

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from parser.report import Report

# The words of the facts' patterns: locales/<lang>/incident_words.json.
_WORDS = LocalePatterns("incident_words")
_WORD_NUMBERS = _WORDS.counts("word_numbers")
# "the first two cards" says which cards, not how many; "one card too many" how many more
_CARDS = _WORDS.pattern(
    r"(?<!{which_cards} )\b(\d|{word_numbers})\s+(?:{single}\s+)?{card_nouns}\b(?!\s+{card_surplus}\b)"
    r"|\b{only_has}\s+({only_one})\b(?!\s+{pair_nouns})"  # "...y solo tiene una"
)
# A seat said as a digit or a word ("el botón está en el seis", "empatan el del dos y el del nueve").
_SEAT_NUMBER = r"(\d{1,2}|{seat_one}|{count_numbers})"
_BUTTON_AFTER = _WORDS.pattern(
    r"\b{button}(?:'s|’s)?[\s,(]+(?:{button_link}\s+)*" + _SEAT_NUMBER + r"\b(?!\s*{not_a_seat_after})"
)  # "el botón tiene 2 cartas" names no seat
_BUTTON_BEFORE = _WORDS.pattern(  # "el asiento 4, que tiene el botón"
    r"\b(\d{1,2}),?\s+(?:{relative}\s+)?(?:{button_verb}\s+)?(?:{button_article}\s+)?{button}\b"
)
# A seat said in words with the button after it: "seat ten on the button", "el del seis, que tiene el botón".
_BUTTON_WORD_BEFORE = _WORDS.pattern(
    r"\b{seat_of}\s+({seat_one}|{count_numbers}),?\s+(?:{relative}\s+)?(?:{button_verb}\s+)?"
    r"(?:{button_article}\s+)?{button}\b"
)
# The dealer believing a player folded ("el dealer pensó que el 6 se había retirado"): his kill if he took it.
_DEALER_THOUGHT = _WORDS.pattern(r"\b{dealer}\s+{thought}\b")
# Words that ask whether a seat is the button, right before them: "whether seat 4 is", "si el 4 es".
_BUTTON_WHETHER = _WORDS.pattern(r"\b{button_whether}\s+(?:{seat_article}\s+)*\Z")
# A seat said in words and the button after it: "el del siete, el botón", "seat seven, the button".
_BUTTON_APPOSED = _WORDS.pattern(r"\b{seat_of}\s+" + _SEAT_NUMBER + r",?\s+{article}\s+{button}\b")
# The button told of the seat just named, as a pronoun's: "seat one has only one card he's the button", "el 4
# tiene una sola carta, es el botón".
_BUTTON_PRONOUN = _WORDS.pattern(
    r"\b{seat_of}\s+" + _SEAT_NUMBER + r"\b[^.;?\d]{0,40}?\b({button_pronoun})\s+{button}\b"
)
# The button denied of a seat: "el del asiento seis, que no es el botón", "el 7 (no es el botón)", "seat 4,
# he's not the button".
_BUTTON_DENIED = _WORDS.pattern(r"\b{button_denied}\s+(?:{article}\s+)?{button}\b")
# "seats 2, 5 and 8", "seats two four and nine", "asientos dos, cinco y ocho": commas and "and" may go unsaid
_LISTED = r"(?:" + _SEAT_NUMBER[1:-1] + r")\b"
_SEAT_LIST = _WORDS.pattern(r"\b{seats_plural}\s+(" + _LISTED + r"(?:\s*(?:,|\s{and})?\s*" + _LISTED + r")+)")
_LISTED_SEAT = _WORDS.pattern(r"\b" + _SEAT_NUMBER + r"\b")
# Incident fields each read from one flag (True when it is said), or from a (yes, no) pair of flags (True,
# False, or None when neither is said), per kind.
_FLAG_FIELDS: dict[IncidentKind, dict[str, str | tuple[str, str]]] = {
    IncidentKind.FOUR_CARD_FLOP: {"big_flop": "more_than_four"},
    IncidentKind.UPCARDS_PICKED: {"facing_bet": ("facing_bet", "not_facing_bet")},
    IncidentKind.DEVICE: {
        "in_hand": ("in_hand", "out_of_hand"),
        "resting": ("device_resting", "device_used"),
    },
    IncidentKind.NO_BURN: {"two_burns": "two_burns", "restore_order": "restore_order"},
    IncidentKind.NEW_LEVEL: {
        "hand_begun": ("hand_begun", "not_begun"),
        "at_push": "dealer_push",
        "tanking": "tanking",
    },
    IncidentKind.DISORDERED_STUB: {"stub_in_order": ("stub_in_order", "stub_lost")},
    IncidentKind.FOULED_DECK: {
        "knowingly": ("knowingly", "unaware"),
        "knew_sure": "knew_sure",
        "other_back": "other_back",
        "in_stub": "in_stub",
        "short_deck": "short_deck",
        "hand_over": "hand_over",
        "next_hand": "next_hand",
    },
    IncidentKind.MISDEAL: {"consecutive": "consecutive", "heads_up": "heads_up"},
    IncidentKind.EXPOSED_CARD: {"heads_up": "heads_up", "folding_exposure": "folding_exposure"},
    IncidentKind.AT_SEAT: {"new_player": "new_player"},
    IncidentKind.NEW_PLAYER_SEATED: {
        "between_sb_button": "between_sb_button",
        "late_entry": "late_entry",
        "dealt_in": "dealt_in",
    },
    IncidentKind.ODD_CHIP: {
        "win_the_button": "win_the_button",
        "asks_button": "asks_button",
        "side_pot": "side_pot",
    },
    IncidentKind.DISPUTE: {"during_break": "on_break"},
}
# The seat the button belongs on: "should be on seat 4", "tenía que estar en el 6", "le tocaba al 3".
_BUTTON_BELONGS = _WORDS.pattern(
    r"\b(?:{belongs_to}|{had_to} {go_verb}(?: {from} (?:{seat} )?\d{1,2})? {to})"
    r"\s+(?:{seat_article}\s+)?(\d{1,2})\b"
)
# The seats a button was moved between: "del 3 al 5", "from seat 3 to seat 5".
_MOVED = _WORDS.pattern(
    r"\b{from}\s+(?:{seat}\s+)?(\d{1,2})\s+(?:{straight}\s+)?{to}\s+(?:{seat}\s+)?(\d{1,2})\b"
    # "the button was on seat four last hand and now it's sitting on six", "estaba en el 3 y ahora en el 5"
    r"|\b{was}\s+{on}\s+(?:{seat_article}\s+)?" + _SEAT_NUMBER + r"\b[^.;?]{0,40}?"
    r"\b{now}\b[^.;?]{0,20}?\b{on}\s+(?:{seat_article}\s+)?" + _SEAT_NUMBER + r"\b"
    # the seat it is on first: "el botón está en el 6 pero la mano anterior estaba en el 4"
    r"|\b{is_now}\s+{on}\s+(?:{seat_article}\s+)?(?P<now>" + _SEAT_NUMBER[1:-1] + r")\b[^.;?]{0,40}?"
    r"\b{previous}\b[^.;?]{0,12}?\b{was}\s+{on}\s+(?:{seat_article}\s+)?(?P<before>"
    + _SEAT_NUMBER[1:-1]
    + r")\b"
    # where it was, then the dealer's move: "estaba en el tres y el dealer lo pasó al cinco", "it was on 3 and
    # the dealer moved it to 5", told by the dealer himself: "y en esta lo puse en el 4", "I put it on 4"
    r"|\b{was}\s+{on}\s+(?:{seat_article}\s+)?" + _SEAT_NUMBER + r"\b[^.;?]{0,40}?"
    r"\b{moved_it}\s+(?:{to}|{on})\s+(?:{seat_article}\s+)?" + _SEAT_NUMBER + r"\b"
)
# The button as the subject right before the incident's words: "the button's only got one card", "el botón
# tiene una sola carta".
_BUTTON_SUBJECT = _WORDS.pattern(r"\b(?:{article}\s+)?{button}(?:'s|’s)?\s+(?:{button_has}\s+)?\Z")
_POT_NOUN = _WORDS.pattern(r"\b{pot_nouns}\b")
# The button as the seat dealt the cards one after the other: "pitched the button two cards in a row", "le di
# al botón dos cartas seguidas".
_BUTTON_DEALT = _WORDS.pattern(r"\b{button}\s+(?:\w+\s+){0,2}\Z")
# The two players left in a hand: "seat 7 on the button against seat 2", "el 3 contra el 8", "4 vs 9".
_AGAINST = _WORDS.pattern(
    r"\b{seat_ref}\s+(\d{1,2})\b[^.;,\d]{0,24}?\b{against}\s+(?:(?:{seat_ref}|{article})\s+)?(\d{1,2})\b"
)
# The button's player named as one of the players ("el del botón", "the button and seat 4 chop").
_BUTTON_PLAYER = _WORDS.pattern(
    r"\b{buttons_player}\b|\b(?:{article} )?{button}\s+{and_with}\s"
    r"|\b{with}\s+{article}\s+{button}\b(?!\s+{button_is}\b)"
    r"|\b{between}\s+{article}\s+{button}\b"  # "entre el botón, que es el 3, y el 5"
    r"|\b{tie_verbs}\s+{article}\s+{button}\b"  # "tied the button"
    # "the button (seat 2) tied with seat 6", "el botón (asiento 2) y el 6"
    r"|\b{button}\s*\([^)]{0,20}\)\s*{and_with}\s"
    # "button is seat 4 and it is one of the two winners", "el botón es uno de los que cortan"
    r"|\b{button}\b[^.?!]{0,40}\b{among_winners}\b"
)
_FOLDED = "{folded}"
_FOLDS_ONE = "{folds_one}"  # "se tira el UTG, se tira el UTG+1": one at a time
_FOLDS = _WORDS.pattern(
    r"\b{folded}\s+(?:{the_plural}\s+)?({two_to_four}|[2-4])\b(?!\s*(?:{thousand}|000))"
    r"|\b({two_to_four}|[2-4])\s+(?:{players_counted}\s+)?{folded}"
    r"|\b({two_to_four})\s+{folds_noun}\b"  # "dos folds" ("seat 4 folds" is one)
)
# Actions only counted: "two lads have called and one's raised", "pagaron dos y uno subió".
_COUNTED_ACTS = _WORDS.pattern(
    r"\b({two_to_four}|[2-4])\s+(?:{players_counted}\s+)?(?:{have}\s+)?(?:{already}\s+)?"
    r"(?:{called_verbs}|{acted_after})\b"
    # "ya habían hablado, creo que tres": the count after the verb, maybe hedged
    r"|\b{acted_verbs},?\s+(?:{hedge}\s+)?({two_to_four}|[2-4])\b(?!\s*(?:{thousand}|000))"
)
# Players only counted as putting chips in: "UTG raised and two players called", "pagaron dos".
_COUNTED_CALLS = _WORDS.pattern(
    r"\b({two_to_four}|[2-4])\s+(?:{more}\s+)?{players_counted}\s+(?:{have}\s+)?{called_verbs}\b"
)
# The same with the verb first: "ya pagaron dos y subió uno", "called two" is no amount ("pagaron dos mil").
# Calls counted as nouns: "ya ha habido un fold y dos calls", "there were three limpers".
_COUNTED_CALL_NOUNS = _WORDS.pattern(r"\b({two_to_four}|[2-4])\s+{call_nouns}\b")
_COUNTED_CALLS_AFTER = _WORDS.pattern(
    r"\b{call_verbs_first}\s+({two_to_four}|[2-4])\b(?!\s*(?:{thousand}|000|{amount_words}))"
)
# Folds told as a list of the word itself: "(fold y fold)", "fold, fold, fold", "folds and folds".
_FOLD_WORD = "{fold_word}"
_FOLD_WORDS = _WORDS.pattern(r"\b{fold_word}(?:\s*(?:,|{and})\s*{fold_word}\b)+")
_FOLD_WORD_START = _WORDS.pattern(r"\b{fold_word}")
_ONE_MORE = _WORDS.pattern(r"\b{and}\s+{one_of_them}\s+{raised}\b")
# Two seats named as folding together: "se tiraron el UTG y el UTG+1", "UTG and UTG+1 folded".
_POSITION = r"(?:{positions}(?:\+\d)?|\d{1,2})"
_FOLDED_PAIR = _WORDS.pattern(
    r"\b{folded}\s+(?:{article}\s+)?\S+\s+{and}\s+(?:{article}\s+)?\S+"
    r"|\b(?:{seat}\s+)?\S+\s+{and}\s+(?:{seat}\s+)?\S+\s+(?:{both}\s+)?{folded}"
    # the subject first in Spanish: "el UTG y el siguiente ya se habían tirado"
    # ... with the seat said beside it: "el UTG (asiento 4) y el del 5 ya se habían tirado"
    # ... the second told in two words: "UTG and the next guy threw their cards away"
    r"|\b{article}\s+[^.;?!]{1,24}?\s+{and}\s+{article}\s+(?:{of}\s+)?\S+(?:\s+\S+)?\s+(?:{already}\s+)?{folded}"
    # two positions or seats with no article: "UTG y UTG+1 tiraron sus cartas"
    r"|\b" + _POSITION + r"\s+{and}\s+" + _POSITION + r"\s+(?:(?:{already}|{both})\s+)?{folded}"
    r"|\b{folds_one}\s+(?:{article}\s+)?\S+\s*,?\s+(?:{and}\s+)?{folds_one}\s+(?:{article}\s+)?\S+"
    r"|\b\S+\s+{folds_one},?\s+(?:{and}\s+)?\S+\s+{folds_one}\b"
    # one fold and the next player's told as the same: "el UTG se tiró y el siguiente también", "UTG folded
    # and so did the next guy" (a word or two may stand between: "se tiró enseguida y...")
    r"|\b{folded_one}(?:\s+[^\s.,;?!]+){0,2}?,?\s+(?:{and}\s+)?"
    r"(?:{next_one}\s+(?:{too_after}|{so_did})|(?:{too_after}|{so_did})\s+{next_one})\b"
)
# Three or more named as folding together: "UTG, UTG+1 and UTG+2 all folded".
_ITEM = r"(?:{item_article}\s+)?[\w+]+"
_FOLDED_LIST = _WORDS.pattern(
    r"\b((?:" + _ITEM + r"\s*,\s*)+" + _ITEM + r"\s+{and}\s+" + _ITEM + r")\s+(?:{all}\s+)?{folded}"
)
_LIST_SEPARATOR = _WORDS.pattern(r"\s*,\s*|\s+{and}\s+")
_MORE_NUMBERS = _WORDS.counts("more_numbers")
_LATER = _WORDS.pattern(r"\b(\d{1,3}|{word_numbers}|{more_numbers})\s+({minutes}|{seconds})\s+{later}\b")
_WON = _WORDS.pattern(
    # "seat 3 just scooped", "seat seven won"
    r"\b{winner_ref}\s+" + _SEAT_NUMBER + r"\s+(?:{just}\s+)?{won}\b"
    # "gana la mano el del asiento 8": the verb first
    r"|\b{wins_first}\s+{the_pot}\s+{winner_ref}\s+(?:{seat}\s+)?" + _SEAT_NUMBER + r"\b"
    # "el bote lo gana el asiento 7", "el bote se lo llevó el del 5": the pot first
    r"|\b{the_pot}\s+{pot_pronoun}\s+{wins_after}\s+{winner_ref}\s+(?:{seat}\s+)?" + _SEAT_NUMBER + r"\b"
)
_ONE_SEAT = r"(?:{article}\s+(?:{one_seat_of}\s+)?|{seat_any}\s+)?" + _SEAT_NUMBER
_TIED = _WORDS.pattern(
    r"\b(?:{tie_stem}\w*|{split_pot})\s+(?:{between}\s+)?" + _ONE_SEAT + r"\s+{and}\s+" + _ONE_SEAT + r"\b"
    r"|\b" + _ONE_SEAT + r"\s+{and}\s+" + _ONE_SEAT + r"\s+(?:{both}\s+)?(?:{tie_stem}\w*|{split_verbs})\b"
    # "el 3 y el 7 tienen escalera": the two hands that split
    r"|\b(?:{seat_any}\s+)?(\d{1,2})\s+{and}\s+(?:{seat_any}\s+)?(\d{1,2})\s+(?:{both}\s+)?{tied_verbs}\b"
    r"|\b{split_between}\s+{between}\s+(?:{seat_any}\s+)?(\d{1,2})\s+{and}\s+(?:{seat_any}\s+)?(\d{1,2})\b"
)
_COUNT_WORDS = _WORDS.counts("count_numbers")
_N = r"(\d{1,2}|{count_numbers})"
_WORD_SEATS = {**_WORDS.counts("seat_one"), **_COUNT_WORDS}
# A table's players: "table 2 has 9", "la uno tiene nueve jugadores", "down to 5 players", "con 7".
_PLAYERS = _WORDS.pattern(
    r"\b{has_players}\s+" + _N + r"(?:\s+{players_noun})?\b(?!\s+{tables_noun})"
    r"|\b" + _N + r"\s+{players_noun}\b"
    # the other table told after the first: "mi mesa tiene 9 y la de al lado 7", "and the other one 7"
    r"|\b{and}\s+{other_table}\s+(?:{has}\s+)?" + _N + r"\b(?!\s+{tables_noun})"
)
_TABLES = _WORDS.pattern(r"\b(\d{1,3}|{count_numbers})\s+{tables_noun}\b")
_SEAT_CARD = _WORDS.pattern(
    r"(?:{player_noun})?\s*\b(\d{1,2}|[A-H])\b\s*(?:[:=,]|{with_card})?\s*"
    r"\b(10|[2-9TJQKA])([shdc])\b"
)
# "el del 4, que era ciega pequeña", "the small blind (seat 6)"
_BLIND_LINK = r"(?:[\s,(]+(?:{blind_link}|:))*[\s,(]+"
_SMALL_BLIND = ("small_blind", "small")  # the slot of a blind's words, and which blind
# Both blinds' seats in one breath: "ciegas 7 y 8", "blinds in 9 and 1", "las ciegas en el 2 y el 3".
_BLINDS_PAIR = _WORDS.pattern(
    r"\b{blinds_plural}"
    + _BLIND_LINK
    + r"(\d{1,2})\s+{and}\s+(?:{blind_link}\s+)*(\d{1,2})\b(?!\s*{amount_after}\b)"
)
_BLINDS_APART = 3  # the big blind's seat after the small blind's: the next seat, or past two empty ones
_BIG_BLIND = ("big_blind", "big")  # "chica el 5, grande el 6"
# A player said to be all in, on this street or an earlier one ("el del 2 all-in", "seat 4 shoved").
_ALL_IN_TOLD = _WORDS.pattern(
    r"\b(\d{1,2})(?:'s|s)?\s+(?:{goes}\s+)?{all_in}\b"
    # the seat after the all-in: "all in del cuatro", "all-in from seat five"
    r"|\b{all_in_said}\s+(?:{on_street}\s+)?{by_seat}\s+(?:{all_in_seat_ref}\s+)?" + _SEAT_NUMBER + r"\b"
)
# The seat said to be the next big blind: "seat 6 is big blind next", "el 6 es la ciega grande en la
# siguiente", "next big blind is seat 6".
# The table the next big blind sits at, named between ("next big blind at table B is seat 6").
_AT_TABLE = r"(?:,?\s+{at_table}\s+(?:\d{1,2}|[a-h])\b)?"
_NEXT_BIG_BLIND = _WORDS.pattern(
    r"\b" + _SEAT_NUMBER + r"\s+{will_be}\s+(?:{article}\s+)?{big_blind}\s+{next_hand}\b"
    # "el 1 es el siguiente en poner la ciega grande", "seat 6 is the next to post the big blind"
    r"|\b" + _SEAT_NUMBER + r"\s+{will_be}\s+(?:{article}\s+)?{next_poster}\b"
    r"|\b{next_big_blind}" + _AT_TABLE + r"(?:'s|\s+is)\s+(?:{seat}\s+)?" + _SEAT_NUMBER + r"\b"
    # "la próxima ciega grande es el asiento 6": the seat's word after the article
    r"|\b{next_big_blind}"
    + _AT_TABLE
    + r"\s+{falls_to}\s+(?:{to_seat}\s+)?(?:{of_seat}\s+)?(?:{seat}\s+)?"
    + _SEAT_NUMBER
    + r"\b"
    # "el que va a poner la ciega grande (en la próxima mano) es el del 6", "the one due to post the big blind
    # is seat 6": who posts it next, told by the verb
    # ... at a table named between ("el próximo en poner la ciega grande en la 3 es el asiento 5")
    r"|\b{next_poster}(?: {in_next_hand})?(?: {at_table} \d{1,2})?,? {will_be}\s+(?:{article}\s+)?"
    r"(?:{seat_of_words}\s+)?"
    + _SEAT_NUMBER
    + r"\b|\b{the_one} (?:{who_is} )?{due} {to_post_big_blind}(?: {next})?,? {will_be} "
    r"(?:{in} )?(?:{seat}\s+)?" + _SEAT_NUMBER + r"\b"
)
# The player holding the duplicate of a fouled deck ("en la mano del 5", "el del 4 tiene otro 7 de picas", "in
# seat 4's hand"): who a house may hold to have known of it (Garrido 4.c).
_DUPLICATE_HOLDER = _WORDS.pattern(
    r"\b{in_hand_of}\s+(?:{seat}\s+)?" + _SEAT_NUMBER + r"\b"
    r"|\b(?:{seat_ref_el}|{seat})\s+" + _SEAT_NUMBER + r"\s+{holds}\s+(?:{the_an}\s+)?{another}\b"
    r"|\b{in_seat}\s+" + _SEAT_NUMBER + r"(?:'s|s) {hand_noun}\b"
)
# The hand asked about by its seat ("¿qué hago con la mano del tres?", "what about seat 3's hand?").
_HAND_OF_SEAT = _WORDS.pattern(
    r"\b{in_hand_of}\s+(?:{seat}\s+)?"
    + _SEAT_NUMBER
    + r"\b|\b(?:{in_seat}|{seat})\s+"
    + _SEAT_NUMBER
    + r"(?:'s|s) {hand_noun}\b"
)
# A player named by his seat number in a draw, where the betting reader may take the number with the card
# after it for an amount ("al 6 K de picas": 6K).
_DRAW_SEAT = _WORDS.pattern(r"\b{draw_seat_ref}\s+(?:{of}\s+)?(\d{1,2})\b")
# The hand another player's cards fell on ("landed on top of seat 6's cards", "cayeron encima de las del 6").
_FOULED_ONTO = _WORDS.pattern(
    r"\b{landed}\s+(?:{right}\s+)?{onto}\s+(?:{seat}\s+)?" + _SEAT_NUMBER + r"(?:'s|s)?"
    r"\s+(?:{cards_adj}\s+)?{cards_hand}\b"
    r"|\b{landed}\s+{onto}\s+{their_cards}\s+{of_hand}\s+(?:{seat}\s+)?(\d{1,2})\b"
    # the dealer's or player's own hand, its seat said just after: "cayeron encima de las mías (asiento 4)"
    r"|\b{landed}\s+{onto}\s+{mine}\W{1,3}(?:{i_am_seat}\s+)?{seat}\s+(\d{1,2})\b"
    # the hand told first, the cards it got mixed with after: "seat 9's cards got mixed with seat 8's folded
    # cards", "las cartas del 9 se mezclaron con las del 8"
    r"|\b{seat}\s+" + _SEAT_NUMBER + r"(?:'s|s)?\s+{cards_hand}\s+{mixed}\s+{mixed_with}\b"
    r"|\b{their_cards}\s+{of_hand}\s+(?:{seat}\s+)?(\d{1,2})\s+{mixed}\s+{mixed_with}\b"
)
# The winner of the high side of a hi/lo pot ("high goes to seat 4", "la alta se la lleva el 4").
_HIGH_SIDE = _WORDS.pattern(
    r"\b{high}\b(?:\s+{high_link})*\s+(\d{1,2})\b"
    # the seat first, in digits or words: "seat 4 wins the high", "el cuatro se lleva la alta", "seat three
    # takes high" (a number word after "high" may be a hand: "the high is two pair")
    r"|\b(\d{1,2}|{count_numbers}|{seat_one})\s+(?:{takes}\s+)+(?:{the_lo}\s+)?{high}\b"
)
# What a player on the clock said as the time ran out ("dijo call a la vez").
_SAID_ACTIONS = {word: Action(action) for word, action in _WORDS.names("said_actions").items()}
# (the Spanish "voy" is non-standard, read as the betting words read it: a call, an action in time)
_SAID = _WORDS.pattern(
    r"\b{say_verbs}\s+(?:{that}\s+)?({said_actions})\b"
    # the action itself at the clock's end: "pagó justo en el 3", "called right on zero"
    r"|\b({acts_at_zero})(?=\s+{right_on}\b)"
)
# How long a player had been thinking: "lleva un minuto pensando", "after 90 seconds in the tank".
_TIME_WORDS = _WORDS.amounts("time_words")
_THINKING = _WORDS.pattern(
    r"\b{thinking_for}\s+(?:{about}\s+)?"
    r"(\d+(?:\.\d)?|{time_words})\s*({minutes}|{seconds}|s)?(\s+{and_a_half})?\b"
)
_AND_BEFORE = _WORDS.pattern(r"\b{and},?\s*\Z")  # "... y " right before a time told
# A rival's protest right before the words of a time run out ("el rival protesta que se le acabó el tiempo",
# "seat 7 claims his time is up"): what one side says, not what the clock did.
_PROTESTED = _WORDS.pattern(r"\b{protest_verbs}\s+(?:{account_clause}\s+)?(?:\w+\s+){0,2}\Z")
_ON_CLOCK = _WORDS.pattern(
    r"\b{clock}\s+(?:{clock_link}\s+)*(?:{clock_called}\s+)?{on_seat}\s+(?:{clock_seat_ref}\s+)*(\d{1,2})\b"
)
_STREETS = {word: Street(street) for word, street in _WORDS.names("streets").items()}  # by priority
_STREET_WORDS = tuple((_STREETS[word], lazy_re(rf"\b{re.escape(word)}\b")) for word in _STREETS)
# The street named in the incident's own words, right where they start ("abrió el turn antes de que...").
_STREET_AFTER = _WORDS.pattern(r"[^.;?]{0,24}?\b({streets})\b")
# The street a burn's words name: "forgot to burn before the flop" (the burn's words are longer).
_BURN_STREET = _WORDS.pattern(r"[^.;?]{0,40}?\b({streets})\b")
# The street named right before a burn's words: "turn card went out with no burn", "el river salió sin
# quemar".
_STREET_BEFORE_BURN = _WORDS.pattern(r"\b({streets})\b[^.;?]{0,24}\Z")
# A hand killed, or claimed dead, beside a player's arrival: the arrival is the incident (30).
_CLAIMED_DEAD = frozenset({IncidentKind.KILLED_HAND, IncidentKind.DISPUTE})
# Kinds that need a situation (seats or betting) to rule: a bare question about them is a rule question.
_NEEDS_TABLE = {
    IncidentKind.SHOWDOWN_ORDER, IncidentKind.ODD_CHIP, IncidentKind.SHOW_REQUEST, IncidentKind.COUNT_REQUEST,
    IncidentKind.HEADS_UP_BUTTON, IncidentKind.ON_PENALTY, IncidentKind.CLOCK,
}  # fmt: skip
# The button's and the blinds' names: a question that names only them seats no player.
_BLIND_POSITIONS = frozenset({"BTN", "SB", "BB"})
# Kinds about the table, not one player: the players named are the reported action, not the subject.
_SEATLESS = {
    IncidentKind.FOUR_CARD_FLOP, IncidentKind.NO_BURN, IncidentKind.PREMATURE_CARD,
    IncidentKind.DISORDERED_STUB, IncidentKind.FOULED_DECK, IncidentKind.NEW_LEVEL,
    IncidentKind.BUTTON_MOVED, IncidentKind.SHORT_TABLE, IncidentKind.FACE_UP,
    IncidentKind.SHOWDOWN_ORDER, IncidentKind.DISPUTE,
}  # fmt: skip
# Cards shown or let go of at showdown: not read before they were mucked, the hand's tabling is in question.
_SHOWN_OR_MUCKED = {IncidentKind.EXPOSED_CARD, IncidentKind.ONE_CARD_SHOWN, IncidentKind.MUCKED}
# Cards a player let go of himself.
_OWN_CARDS_LET_GO = _SHOWN_OR_MUCKED | {IncidentKind.DISCARD_BEFORE_END}
# Cards gone into the muck, thrown by the player or killed by the dealer: that they "can't be told apart" is a
# fact the dealer states, the one 65-A rules on (a hand the dealer kills has no redress), no doubt of his.
_CARDS_GONE = _OWN_CARDS_LET_GO | {IncidentKind.KILLED_HAND}
# Hands out of play whose uncalled bet goes back (65-A, 15-B): the bet's exact amount decides nothing.
_BET_GOES_BACK = {IncidentKind.KILLED_HAND, IncidentKind.DISCARD_BEFORE_END}
# Kinds that are something a player does when it is his turn: tapping the table is a check only when no bet
# is to be called, and cards thrown face down facing a bet are a fold. A player facing a bet (or who folded)
# makes them a betting question (55, 40-43), not the incident.
_IN_TURN = {IncidentKind.TAP, IncidentKind.MUCKED}
# Kinds that can happen on the deal: reported as such with no action, no action had occurred (36).
_ON_THE_DEAL = {IncidentKind.MISDEAL, IncidentKind.EXPOSED_CARD}
_THROWN_AND_SHOWN = {IncidentKind.EXPOSED_CARD, IncidentKind.KILLED_HAND}
# Kinds of the showdown: while a bet is still to be called ("shows one card and raises") there is none.
_SHOWDOWN = {IncidentKind.ONE_CARD_SHOWN}
# The setting of a hand, not its question: a new level, when a player's bet, raise or options are asked
# ("cambió el nivel... el CO quiere resubir, ¿el mínimo?"). (A clock is asked even with a bet in the story.)
_SETTINGS = {IncidentKind.NEW_LEVEL}
_SIZED = {Verbal.BET, Verbal.RAISE}
# Doubts about the order of the actions read, which an incident's words ("mucked", "his bet") often supply.
_SEQUENCE_DOUBTS = frozenset({DoubtCode.ACTS_AFTER_FOLD, DoubtCode.ACTS_TWICE})
# The street whose action was still pending ("before seat 6 had acted on the flop"): the premature card is
# the next one.
_PENDING_ON = _WORDS.pattern(r"\b{to_act}\b[^.;]{0,24}?\b{street_prep}\s+(?:{article}\s+)?({next_street})\b")
_NEXT_STREET = {word: Street(street) for word, street in _WORDS.names("next_street").items()}
_TURNED = _WORDS.pattern(r"\b{burned}\s+{and}\s+{turned}\b")
_SENTENCE_END = lazy_re(r"[.;!?](?!\d)")  # "4.000": a thousands mark ends no sentence


@lru_cache(maxsize=4)  # one report's incident asks for them up to six times
def _seats(text: str, lang: str) -> tuple[tuple[str, int], ...]:
    """Every mention of a player, in order, with where it is (the betting parser's seat reader)."""
    text = text.replace("'s ", "   ")  # "seat 4's hand" (same length: positions stay valid)
    pieces = pieces_of(text, lang)  # the betting parser's own, where it read this very text
    named: list[tuple[str, int]] = []
    for i, piece in enumerate(pieces):
        ref = seat_at(pieces, i)
        if ref is not None and ref.name is not None:
            named.append((ref.name, piece.char_start if isinstance(piece, Term) else piece.start))
    return tuple(named)


# A number that names a table, not a seat: "la dealer de la 7", "en la 12", "table 9".
_TABLE_NUMBER = _WORDS.pattern(r"\b{table_ref}\s+\d")


def first_player(text: str, lang: str) -> str | None:
    """The first player the report names by his seat number ("player in seat 4 keeps telling seat 5...", "al
    del 3 le quedaban dos fichitas"): whom a report on conduct or a table's topic is about. A position ("who
    gets the button?"), words the betting reader took for a player ("pide cambiar la baraja") and a table's
    number name nobody."""
    folded = fold_message(text)
    return next(
        (
            name
            for name, at in _seats(text, lang)
            if name.isdigit() and not _TABLE_NUMBER.search(folded, max(0, at - 8), at + 6)
        ),
        None,
    )


def _draw_seats(text: str, folded: str, lang: str) -> list[tuple[str, int]]:
    """The players of a button draw, each mention in order: the betting reader's, and the seats named by
    number that it read as part of something else."""
    named = [(n, at) for n, at in _seats(text, lang) if n != "BTN"]
    for m in _DRAW_SEAT.finditer(folded):
        if not any(m.start() <= at <= m.end() for _, at in named):
            named.append((m.group(1), m.start(1)))
    return sorted(named, key=lambda s: s[1])


# "chatting with seat 4", "hablando con el del 4", "while seat 7 was thinking", "mientras el 7 pensaba": a
# companion named in passing, not whom the words are about.
_COMPANION = _WORDS.pattern(r"\b{with_companion}\s+(?:{article}\s+)?(?:{of_the}\s+)?(?:{seat}\s+)?$")


# A position said of the seat just named ("el del cuatro que estaba de ciega grande", "seat 4, who was the big
# blind", "el asiento 8 (el cutoff)"): the same player, named by his number.
_APPOSED_ROLE = _WORDS.pattern(r"\A(?:{apposed_ref}\s+)*\w+[\s,(]+(?:{relative}\s+)?(?:{apposed_link}\s+)*\Z")


# A seat said as a bare number right before the words that follow it ("...; 7 busted").
_BARE_SEAT_BEFORE = _WORDS.pattern(r"(?:^|[;,.]\s*|\b{and_then}\s+)" + _SEAT_NUMBER + r"\s+\Z")


def _nearest(seats: list[tuple[str, int]], where: int, folded: str) -> str | None:
    """The player the incident's words are about: the last named before them in the same sentence ("seat 6
    has just realised she's got three cards. UTG had folded..."), else the one named nearest them. A
    position said of the seat named just before it is that seat's player."""
    seats = [s for s in seats if not _COMPANION.search(folded[max(0, s[1] - 18) : s[1]])] or seats
    seats = [
        s
        for k, s in enumerate(seats)
        if k == 0
        or s[0].isdigit()
        or not seats[k - 1][0].isdigit()
        or not _APPOSED_ROLE.match(folded[seats[k - 1][1] : s[1]])
    ]
    if bare := _BARE_SEAT_BEFORE.search(folded, 0, where):
        return _seat_number(bare.group(1))  # "seat 2 was still deciding, and 6 flung his cards": the 6
    same = [(name, at) for name, at in seats if at <= where and not _SENTENCE_END.search(folded[at:where])]
    if same:
        return same[-1][0]
    return min(seats, key=lambda s: abs(s[1] - where))[0] if seats else None


# Only articles and seat words between a verb and the seat it names ("se eliminó el del 2", "knocked out
# seat 8").
_ONLY_SEAT_WORDS = _WORDS.pattern(r"\A(?:[\s,]|\b{seat_words_only}\b)*\Z")


def _seat_right_after(named: Sequence[tuple[str, int]], end: int, folded: str) -> str | None:
    """The seat the words ending at `end` name next, with only articles and seat words between them."""
    return next((n for n, at in named if at >= end and _ONLY_SEAT_WORDS.match(folded[end:at])), None)


_KILL_REACH = 28  # characters from a dealer's killing words to the seat whose hand they name


def _named_right_after(named: list[tuple[str, int]], where: int, folded: str) -> str | None:
    """The seat named just after the words at `where`, in the same sentence."""
    return next(
        (
            n
            for n, at in named
            if where < at <= where + _KILL_REACH and not _SENTENCE_END.search(folded[where:at])
        ),
        None,
    )


def _button_is_subject(named: list[tuple[str, int]], span: range, where: int, folded: str) -> bool:
    """ "El botón, asiento 9, tiene una sola carta; antes hablaron dos": the button named last before the
    incident's words in their sentence is whom they are about, not a player named after them."""
    if not span or span.start > where or _SENTENCE_END.search(folded[span.stop : where]):
        return False
    return not any(span.stop <= at <= where for _, at in named)


def _button(folded: str) -> tuple[str, range] | None:
    """The button's seat and the span of the words naming it ("el botón está en el 5"); none where the
    words are only asked about ("didn't say whether seat 4 is the button", "no dijo si el 4 es el botón")."""
    found = _button_said(folded)
    if found is None or _BUTTON_WHETHER.search(folded, max(0, found.start() - 24), found.start()):
        return None
    return _seat_number(found.group(1)), range(found.start(), found.end())


def _button_said(folded: str) -> re.Match[str] | None:
    return (
        _BUTTON_AFTER.search(folded)
        or _BUTTON_BEFORE.search(folded)
        or _BUTTON_WORD_BEFORE.search(folded)
        or _BUTTON_APPOSED.search(folded)
        or _button_pronoun(folded)
    )


def _button_pronoun(folded: str) -> re.Match[str] | None:
    found = _BUTTON_PRONOUN.search(folded)
    return None if found is None or _button_denied(folded, found.start(2)) else found


def _button_subject(folded: str, where: int) -> bool:
    """The button as the subject right before the incident's words, unless denied ("el 6, que no es el
    botón, tiene una sola carta")."""
    found = _BUTTON_SUBJECT.search(folded, max(0, where - 24), where)
    return found is not None and not _button_denied(folded, found.start())


def _button_denied(folded: str, at: int) -> bool:
    """Is the button said at character `at` denied of the seat ("que no es el botón", "isn't the button")?"""
    return _BUTTON_DENIED.search(folded, max(0, at - 12), at + 24) is not None


def _button_doubt(folded: str) -> tuple[Doubt, ...]:
    """ "The dealer didn't say whether seat 4 is the button": the fact 37 turns on, to be confirmed."""
    # any button said, not only the first: "no sé si el 5 era el botón, creo que estaba en el 7"
    said = [
        m
        for p in (_BUTTON_AFTER, _BUTTON_BEFORE, _BUTTON_WORD_BEFORE, _BUTTON_APPOSED)
        for m in p.finditer(folded)
    ]
    pronoun = _button_pronoun(folded)
    for found in sorted([*said, *([pronoun] if pronoun else [])], key=lambda m: m.start()):
        asked = _BUTTON_WHETHER.search(folded, max(0, found.start() - 24), found.start())
        if asked:
            return (Doubt(DoubtCode.DEALER_LEANING, f"«{folded[asked.start() : found.end()]}»"),)
    return ()


def _within(doubt: Doubt, specific: Sequence[Doubt]) -> bool:
    """A dealer's doubt whose words hold a more specific doubt read from them ("no me dijo si el 6 es el
    botón": whether he is the button, 37): the specific one stands for it."""
    said = fold_uncached(" ".join(unquoted(doubt.detail)))
    return doubt.code in _DEALER_DOUBTS and any(" ".join(unquoted(d.detail)) in said for d in specific)


def _overlap(one: re.Match[str], other: re.Match[str]) -> bool:
    return one.start() < other.end() and other.start() < one.end()


def _seat_number(word: str) -> str:
    """A seat said as a word, as the digits the seat reader gives ("seis" -> "6")."""
    return word if word.isdigit() else str(_WORD_SEATS[word])


def _folds(folded: str) -> int | None:
    """How many players the report says acted without naming them: folded ("se tiraron dos jugadores", "two
    players folded", "se tiraron el UTG y el UTG+1") or called ("two lads have called and one's raised")."""
    counted = _players_counted(_FOLDS, folded) or _players_counted(_COUNTED_ACTS, folded)
    if counted:
        word = next(g for g in counted.groups() if g)
        number = int(word) if word.isdigit() else _WORD_NUMBERS.get(word)
        return None if number is None else number + bool(_ONE_MORE.search(folded))
    if repeated := _FOLD_WORDS.search(folded):
        return len(_FOLD_WORD_START.findall(repeated.group()))
    if listed := _FOLDED_LIST.search(folded):
        return len(_LIST_SEPARATOR.split(listed.group(1)))
    return 2 if _FOLDED_PAIR.search(folded) else None


# "seat 4 folded", "el 4...": the number names the seat that folded, no count of players
_SEAT_NAMED_BEFORE = _WORDS.pattern(r"\b{seat_ref}\s+$")
_SEAT_REACH = 12  # characters before a number that may name it a seat


def _players_counted(pattern: LazyPattern, folded: str, at: int = 0) -> re.Match[str] | None:
    """The first count of players who acted from character `at` ("two players folded", "se tiraron dos",
    "two have called"), not a seat told acting ("seat 4 folded", "seat 3 called": one action)."""
    return next(
        (
            m
            for m in pattern.finditer(folded, at)
            if not _SEAT_NAMED_BEFORE.search(folded, max(0, m.start() - _SEAT_REACH), m.start())
        ),
        None,
    )


# "nobody said anything till the flop": how long nobody noticed, no action denied.
_UNTIL = _WORDS.pattern(r"[\s,]*{noticed_until}\b")


def _actions_counted_after(folded: str, at: int | None) -> bool:
    """Does the report count folds or calls after character `at`?"""
    if at is None:
        return False
    counted = (_players_counted(p, folded, at) for p in (_FOLDS, _COUNTED_ACTS))
    return any(m is not None for m in counted) or any(
        p.search(folded, at) for p in (_FOLD_WORDS, _FOLDED_LIST, _FOLDED_PAIR)
    )


# The time at which a hand was killed on the clock ("kill the hand at 30 seconds", "le mataron la mano a los
# 30 segundos"): how long the player had, the kill being the floor's reading of the clock.
_KILLED_AT = _WORDS.pattern(r"\b{kill}\s+{poss}\s+{hand_noun}\s+{at_time}\s+(\d{1,3})\s+{seconds}\b")
_SECOND_WORDS = frozenset(_WORDS.words.words("second_units"))
_ONE = frozenset(_WORDS.words.words("one"))
_MINUTES = frozenset(_WORDS.words.words("minutes"))
# What may stand between tens and units said in words ("treinta y un", "thirty-one").
_TENS_LINKS = ((), *((word,) for word in _WORDS.words.words("and")), ("-",))


def _seconds(text: str, lang: str) -> int | None:
    """The seconds a player took, in digits or in words ("a los 33 segundos", "a los treinta y tres
    segundos", "after thirty-two seconds")."""
    items = read_amounts(tokenize(text), lang)
    for at, item in enumerate(items):
        if not isinstance(item, Amount) or item.value is None:
            continue
        after = [getattr(i, "norm", None) for i in items[at + 1 : at + 4]]
        if after[:1] and after[0] in _SECOND_WORDS:
            return item.value
        # "treinta y un segundos", "thirty-one seconds": the reader leaves "un", "one" before a noun alone
        for skip in _TENS_LINKS:
            rest = after[len(skip) :]
            if (
                tuple(after[: len(skip)]) == skip
                and rest[:1]
                and rest[0] in _ONE
                and rest[1:2]
                and (rest[1] in _SECOND_WORDS)
            ):
                return item.value + 1
    return None


def _later(folded: str) -> int | None:
    """Seconds after the award the claim came ("cinco minutos después", "about five minutes later")."""
    found = _LATER.search(folded)
    if found is None:
        return None
    number, unit = found.groups()
    count = int(number) if number.isdigit() else _WORD_NUMBERS.get(number, _MORE_NUMBERS.get(number, 0))
    return count * (60 if unit in _MINUTES else 1)


def _won_button_fields(folded: str) -> dict[str, object]:
    """A "win the button" event: who won the hand takes the button."""
    return {"win_the_button": True, "winners": _hand_winners(folded)}


def _hand_winners(folded: str) -> tuple[str, ...]:
    """The seats that won the hand ("el del 6 ganó la mano", "seats 3 and 7 tied")."""
    tied = _TIED.search(folded)
    if tied:
        return tuple(_seat_number(g) for g in tied.groups() if g)
    won = _WON.search(folded)  # the seat in digits or in words ("la mano la ha ganado el siete")
    return (_seat_number(next(g for g in won.groups() if g)),) if won else ()


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _COUNT_WORDS[word]


def _count(pattern: re.Pattern[str] | LazyPattern, folded: str) -> int | None:
    found = pattern.search(folded)
    if found is None:
        return None
    word = next(g for g in found.groups() if g)
    return int(word) if word.isdigit() else _WORD_NUMBERS.get(word)


def read_incident(text: str, lang: str, kind: IncidentKind, where: int = 0) -> Incident:
    """The facts of an incident of `kind`, found at character `where`, that the text states."""
    folded = fold_message(text)
    facts = Facts(folded)
    found = _button(folded)
    button, span = found if found else (None, range(0))
    # The words naming the button's seat name no player ("el botón está en el 5").
    named = [(n, at) for n, at in _seats(text, lang) if at not in span and not (button and n == "BTN")]
    named = [(n, at) for n, at in named if not n.startswith("?")]  # "alguien", "nadie": no seat
    # "el del 6, que no es el botón": the button denied of him is no player named
    named = [(n, at) for n, at in named if n != "BTN" or not _button_denied(folded, at)]
    seats = list(dict.fromkeys(name for name, _ in named))
    seat = None if kind in _SEATLESS else _nearest(named, where, folded)
    if kind is IncidentKind.KILLED_HAND and (swept := _named_right_after(named, where, folded)) is not None:
        seat = swept  # "the dealer swept seat 1's cards", "le mató la mano al 3": the hand the words name
    if (
        kind is IncidentKind.EXPOSED_CARD
        and facts.first("seen_by_other") == where
        and (owner := _named_right_after(named, where, folded)) is not None
    ):
        seat = owner  # "alcanzó a ver una carta del 4", "caught sight of seat 1's ace": whose card was seen
    if kind is IncidentKind.MISDEAL and (
        seat is None or _button_is_subject(named, span, where, folded) or _button_subject(folded, where)
    ):
        # "el del botón, asiento 10, tiene una sola carta", "the button's only got one card"
        seat = button or ("BTN" if seat is not None else None)
    fields: dict[str, object] = {
        "seat": seat,
        "button": button,
        "folds": _folds(folded),
        "counted_calls": next(
            (
                n
                for p in (_COUNTED_CALLS, _COUNTED_CALLS_AFTER, _COUNTED_CALL_NOUNS)
                if (n := _count(p, folded))
            ),
            None,
        ),
        "substantial": facts.either("substantial", "no_substantial"),
        "vague_action": facts.has("vague_action"),  # "a few players had acted": how many is not told
        # "nobody had acted" holds "had acted": the negative is read first
        "acted": False if facts.has("no_substantial") else (True if facts.has("acted") else None),
    }
    if (
        fields["substantial"] is False
        and (quiet := facts.span("no_substantial")) is not None
        and _UNTIL.match(folded, quiet[1])
    ):
        # "nobody said anything till the flop, there's been a raise and two calls": nobody noticed until
        # then; the action is what the report tells after it
        fields["substantial"] = True if facts.has("substantial") else None
    if fields["substantial"] is False and _actions_counted_after(folded, facts.first("no_substantial")):
        # "nadie dijo nada, han foldeado el UTG y el siguiente, dos folds": nobody objected; the actions
        # counted after it are the hand's, and the house's definition of action counts them
        fields["substantial"] = fields["acted"] = None
    for name, flag in _FLAG_FIELDS.get(kind, {}).items():
        fields[name] = facts.has(flag) if isinstance(flag, str) else facts.either(*flag)
    if kind in _SEATLESS and facts.has("anyone_acted") and not facts.has("no_substantial"):
        # "ya habían apostado": someone acted, no matter who
        fields["acted"] = True
    if fields["vague_action"] and facts.has("anyone_acted"):  # "algunos jugadores ya habían hablado"
        fields["acted"] = True
    reader = _KIND_READERS.get(kind)
    if reader is not None:
        reader(_Reading(text, lang, kind, where, folded, facts, button, span, named, seats, fields))
    knew = kind is IncidentKind.FOULED_DECK and fields.get("knowingly")
    if knew and (held := _DUPLICATE_HOLDER.search(folded)) is not None:
        fields["seat"] = _seat_number(next(g for g in held.groups() if g))
    return Incident(kind, **fields)  # type: ignore[arg-type]


@record
class _Reading:
    """What a kind's own reader reads an incident's facts from, and the fields it adds to."""

    text: str
    lang: str
    kind: IncidentKind
    where: int  # where the incident's words start
    folded: str
    facts: Facts
    button: str | None
    span: range  # the words that name the button's seat
    named: list[tuple[str, int]]  # the players named, where
    seats: list[str]
    fields: dict[str, object]


def _read_misdeal(r: _Reading) -> None:
    fields, facts = r.fields, r.facts
    fields["cause"] = cause = next((c for c, p in lexicon().causes if p.search(r.folded)), None)
    fields["cards"] = _count(_CARDS, r.folded)
    if cause is MisdealCause.SEAT_DEALT_OUT and fields["cards"]:
        # "me lo salté en la segunda vuelta", yet he "tiene una sola carta": a card short, not dealt out
        fields["cause"] = cause = MisdealCause.WRONG_CARD_COUNT
    if cause is MisdealCause.BOXED_CARDS and fields["cards"] is None:
        fields["cards"] = 2 if facts.has("several") else 1  # "a boxed card": one
    fields["redeal_button"] = facts.has("moves_button") and facts.has("redeal")
    fields["misdeal_called"] = facts.has("misdeal_called") and facts.has("threw_cards")
    # the card too many that would have been the burn: never a hand told short of a card (a house's 2.d)
    extra = facts.has("extra_is_burn") and not facts.has("card_missing")
    fields["extra_is_burn"] = cause is MisdealCause.WRONG_CARD_COUNT and extra
    fields["late_look"] = cause is MisdealCause.WRONG_CARD_COUNT and facts.has("late_look")
    fields["button_doubted"] = cause is MisdealCause.WRONG_CARD_COUNT and bool(_button_doubt(r.folded))
    if fields["consecutive"] and (at := facts.first("consecutive")) is not None:
        if _BUTTON_DEALT.search(r.folded, max(0, at - 24), at):
            fields["seat"] = r.button or "BTN"  # the button dealt two in a row, whoever cries misdeal (35-B)
    seat = fields["seat"]
    if seat is not None and seat in ("BTN", r.button) and facts.has("before_own_action"):
        fields["acted"] = False  # the button "told me before doing anything": 37, his cards still come


def _read_exposed_card(r: _Reading) -> None:
    fields, facts = r.fields, r.facts
    fields["by_dealer"] = False if facts.has("by_player") else (True if facts.has("by_dealer") else None)
    fields["after_fold"] = facts.has("after_fold")
    if (folded_at := facts.first("folded_then_showed")) is not None:
        # "el 4 se tiró preflop y, mientras..., le ha enseñado sus cartas al 5": the one who folded showed
        fields["after_fold"] = True
        fields["seat"] = _nearest(r.named, folded_at, r.folded) or fields["seat"]
    fields["to_another"] = facts.has("to_another")
    fields["seen_by_other"] = facts.has("seen_by_other")
    on_deal = facts.has("on_deal") or facts.has("first_cards")
    if fields["seen_by_other"] and fields["by_dealer"] is None and not on_deal:
        fields["by_dealer"] = False  # "el del 2 le vio el as": seen in his hands, no deal or dealer told
    fields["fate_asked"] = facts.has("fate_asked")
    fields["first_cards"] = facts.either("first_cards", "not_first_cards")
    fields["cards"] = _count(_CARDS, r.folded)
    fields["stud"] = facts.has("stud") and facts.has("stud_deal")
    fields["shown_with_action"] = facts.has("action_pending") and not facts.has("accidental")
    if fields["shown_with_action"] and fields.get("by_dealer") is None:
        fields["by_dealer"] = False  # shown on purpose while a player still had to act: the player's own


def _read_button_moved(r: _Reading) -> None:
    fields, facts, folded = r.fields, r.facts, r.folded
    if facts.has("win_the_button"):
        fields.update(_won_button_fields(folded))  # the dealer moved it as usual: the winner takes it
        return
    # "it was on 4 last hand and now it's on 6, nobody's acted yet": the error is this hand's
    # "la mano anterior estaba en el 4... recién repartí": where it was, an error of this hand; "nadie
    # dijo nada; se jugó la mano entera": nobody complained, and the hand was played
    unplayed = facts.has("no_substantial") and not facts.has("substantial")
    fields["previous_hand"] = facts.has("previous_hand") and not unplayed and not facts.has("this_hand")
    belongs = _BUTTON_BELONGS.search(folded)
    # one pair of its groups matched: the seat it left, the seat it is on (not the move it should have
    # made, "tenía que pasar del 3 al 4")
    moved = next((m for m in _MOVED.finditer(folded) if not (belongs and _overlap(m, belongs))), None)
    seats_moved: list[str | None] = [None, None]
    if moved and moved.group("now"):  # told the other way round: where it is, then where it was
        seats_moved = [_seat_number(moved.group("before")), _seat_number(moved.group("now"))]
    elif moved:
        seats_moved = [_seat_number(g) for g in moved.groups() if g]
    fields["moved_from"], fields["moved_to"] = seats_moved
    fields["button_belongs"] = belongs.group(1) if belongs else None


def _read_clock(r: _Reading) -> None:
    fields, facts, folded, named = r.fields, r.facts, r.folded, r.named
    fields["facing_bet"] = facts.either("facing_bet", "not_facing_bet")
    said = _SAID.search(folded)
    fields["declared"] = _SAID_ACTIONS[said.group(1) or said.group(2)] if said else None
    time_out = _time_out(facts)
    # "countdown hit zero and he still hadn't acted" is no tie: the player must act as the time ends
    tie = facts.has("tie") and (said is not None or not time_out)
    fields["tie"] = tie or facts.affirmed("in_time")
    fields["asks_time"] = facts.has("asks_time") and not time_out
    # "se le acabaron los 30 segundos": the seconds are the clock's, not the time the player took.
    fields["elapsed"] = None if time_out else _seconds(r.text, r.lang)
    if killed_at := _KILLED_AT.search(folded):
        # "told the dealer to kill the hand at 30 seconds": he had not acted by then, so he took longer
        # (a call on the 30th second would be a tie with TDA's clock); whether that is out of time is
        # the clock's of the venue
        fields["elapsed"] = int(killed_at.group(1)) + 1
    fields["turbo"] = facts.either("turbo", "not_turbo") is True  # "no es turbo": a normal event
    fields["shot_clock"] = facts.has("shot_clock")
    fields["thinking"] = _thinking(folded, r.where)
    if fields["thinking"] is None and facts.has("too_early"):  # "no había pasado ni un minuto": under
        fields["thinking"] = 0  # the least wait any house sets before the clock
    fields["asker_away"] = facts.has("asker_away")
    fields["count_asked"] = facts.has("count_asked")
    fields["approximate"] = facts.has("approximate")
    on_clock = _ON_CLOCK.search(folded)
    if on_clock:  # "seat 9 asks for the clock on seat 5": the player on the clock, not who asked
        fields["seat"] = on_clock.group(1)
    elif (asked := facts.first("asks_clock")) is not None and len(r.seats) > 1:
        # "el del 4 lleva una eternidad... el del 9 pidió tiempo": who asked is not on the clock
        asker = _nearest(named, asked, folded)
        fields["seat"] = _nearest([(n, at) for n, at in named if n != asker], r.where, folded)


def _read_no_show(r: _Reading) -> None:
    r.fields["level_set"] = r.facts.either("td_level", "td_level_not")
    r.fields["waiting_list"] = r.facts.has("waiting_list")


def _read_on_penalty(r: _Reading) -> None:
    r.fields["redeal"] = r.facts.has("redeal")
    r.fields["asks_count"] = r.facts.has("penalty_hand_count") and not r.facts.has("deal_in_asked")


def _read_at_seat(r: _Reading) -> None:
    r.fields["moment"] = _moment(r.facts)
    # "creo que se sentó después", "he says he was already there": the moment told is not sure
    r.fields["moment_doubted"] = r.facts.has("moment_doubted")
    if len(r.seats) > 1 and (asked := _HAND_OF_SEAT.search(r.folded)) is not None:
        # two players named ("el 3 dice que estaba sentado, el 8 que no"): the hand asked about is his
        r.fields["seat"] = _seat_number(next(g for g in asked.groups() if g))
    elif len(r.seats) > 1 and r.fields["seat"] in (claimants := _kill_claimants(r)):
        # "el del 9 me dice que se la mate": the 9 asks for another's hand; the hand is the other player's
        r.fields["seat"] = next((n for n, _ in reversed(r.named) if n not in claimants), r.fields["seat"])
    r.fields["redeal"] = r.facts.has("redeal")
    r.fields["blinded"] = r.facts.has("blinds_away")
    # "he's walking back now for the redeal": whether he sits down before its last card is still open
    seated = r.facts.either("back_for_redeal", "not_back_for_redeal")
    if seated is None and not r.facts.has("on_the_way"):
        seated = True  # told back, or nothing told against it
    r.fields["seated_for_redeal"] = seated


# A player asking for another's hand to be killed, right after his seat: "el del 9 me dice que se la mate",
# "seat 2 wants his hand killed".
_KILL_CLAIM = _WORDS.pattern(r"\A[^.;?]{0,24}?\b{kill_claim_verbs}\s+{kill_request}\b")


def _kill_claimants(r: _Reading) -> frozenset[str]:
    """The players named as asking that another's hand be killed."""
    return frozenset(n for n, at in r.named if _KILL_CLAIM.search(r.folded[at:]))


def _read_showdown(r: _Reading) -> None:
    fields, facts, folded = r.fields, r.facts, r.folded
    fields["betting_over"] = facts.has("betting_over")
    # "he's still got chips behind, but nobody else is in the hand": no one left to bet against
    fields["still_betting"] = facts.has("still_betting") and not fields["betting_over"]
    fields["hand_for_hand"] = facts.has("hand_for_hand")
    against = _AGAINST.search(folded)  # "seat 7 on the button against seat 2": the two left in the hand
    listed = _with_listed(r.seats, folded)
    # who shows first counts from the button named as a player ("el del 8 con el botón"); whether every hand
    # is tabled asks only who is in
    players = _numbered_first(listed) if r.kind is IncidentKind.FACE_UP else tuple(listed)
    fields["players"] = against.groups() if against else players
    fields["river_bet"] = facts.either("river_bet", "no_river_bet")
    fields["all_in"] = facts.either("all_in", "no_all_in")
    fields["all_in_called"] = facts.has("heads_up") and facts.has("all_in_called")
    # "preflop el del 2 all-in... en el turn el 5 va all-in": all-ins of earlier streets too
    told = (next(g for g in m.groups() if g) for m in _ALL_IN_TOLD.finditer(folded))
    fields["all_in_seats"] = tuple(dict.fromkeys(_seat_number(seat) for seat in told))
    withheld = facts.first("withholds_hand") if r.kind is IncidentKind.FACE_UP else None
    if withheld is not None:  # "seat 6 slid his cards face down", "el 4 no quiere mostrar": 16 has him table
        fields["seat"] = _holder(folded, withheld, r.named)


def _numbered_first(seats: list[str]) -> tuple[str, ...]:
    """The players in a hand: with two seats named by number, a blind's or the button's name is where one of
    them sits ("el del 5 paga desde la grande", "seat 1 opens from the button"), no other player."""
    numbered = [s for s in seats if s.isdigit()]
    return tuple(numbered if len(numbered) >= 2 else seats)


def _read_odd_chip(r: _Reading) -> None:
    button, folded = r.button, r.folded
    tied = list(_hand_winners(folded))  # "bote partido entre el 2 y el 7": not every player named
    winners = tied if len(tied) > 1 else _with_listed(r.seats, folded)
    # a word read as a player beside two seats ("el compañero dice...", "en San Roque va...") split no pot
    seated = [w for w in winners if not w[:1].isalpha() or w.isupper()]
    winners = seated if len(seated) + bool(button and button not in seated) > 1 else winners
    # "empatan el del botón, asiento 3, y el 4"; not when the split names its two seats ("bote dividido
    # entre el 4 y el 9... la mano más cercana al botón y..."): the button is then a place, not a hand
    if button and len(tied) < 2 and _BUTTON_PLAYER.search(folded):
        winners = [button, *(w for w in winners if w != button)]
    r.fields.update(_odd_chip(r.text, r.facts, winners))
    r.fields["either_way"] = r.facts.either("nearest_both_ways", "nearest_left_only")


def _read_show_request(r: _Reading) -> None:
    fields, facts, folded, where = r.fields, r.facts, r.folded, r.where
    holds = facts.first("requester_holds")  # told before the asking words: the one who asks
    holder = _holder(folded, holds, r.named) if holds and holds < where else None
    # "soy el del 1... quiero ver": the player telling his own request asks
    speaker = _SPEAKER.search(folded) if facts.has("asker_speaks") else None
    holder = _seat_number(next(g for g in speaker.groups() if g)) if speaker else holder
    fields.update(_show_request([*r.named, *_hands_by_number(folded, where)], where, holder))
    fields["all_in"] = False if facts.has("no_all_in") else None
    fields["requester_kept"] = False if facts.has("requester_mucked") else None
    fields["requester_unshown"] = facts.has("requester_holds")
    fields["river_bet"] = facts.either("river_bet", "no_river_bet")


def _read_count_request(r: _Reading) -> None:
    r.fields.update(_show_request(r.named, r.where))
    r.fields["all_in"] = r.facts.either("all_in", "no_all_in")
    r.fields["pot_count"] = r.facts.has("pot_count")


def _read_one_card_shown(r: _Reading) -> None:
    fields, facts = r.fields, r.facts
    fields["refused"] = True if facts.has("refuses") else None
    fields["plays_board"] = facts.has("plays_board")  # "juega la mesa" with one card shown: 19
    dealer_mucked = facts.has("dealer_mucked")  # "the dealer scooped both his cards": the rest went unshown
    if facts.has("other_mucked") or dealer_mucked:  # "volteó una y aventó la otra al muck": not tabled
        fields["retrievable"] = facts.either("retrievable", "not_retrievable")
        fields["other_mucked"] = True
        fields["by_dealer"] = dealer_mucked
        fields["called_own"] = facts.has("hand_declared")  # "dice 'color'": what he says he had
        # "one overlaps a folded card": whether the mucked cards are 100% his is the TD's (13-B)
        fields["identity_doubted"] = facts.has("identity_doubted") and not facts.affirmed("kept_apart")


def _read_hand_let_go(r: _Reading) -> None:
    """A hand mucked, killed or discarded before the end."""
    fields, facts, kind = r.fields, r.facts, r.kind
    fields["retrievable"] = facts.either("retrievable", "not_retrievable")
    on_muck = facts.affirmed("on_muck") and not facts.affirmed("told_apart")
    # a hand the dealer killed lying on the muck, nothing else said of it ("se puede identificar"): asked
    killed_on_muck = kind is IncidentKind.KILLED_HAND and _only_on_the_muck(facts)
    fields["on_muck"] = (kind is IncidentKind.MUCKED or killed_on_muck) and on_muck
    # held apart by the dealer and said identifiable ("las tengo aparte, se sabe cuáles son"), not lying on
    # the muck: nothing left to ask of which cards they are
    held = facts.affirmed("kept_apart") and facts.affirmed("identified") and not on_muck
    fields["told_apart"] = kind is IncidentKind.DISCARD_BEFORE_END and (facts.affirmed("told_apart") or held)
    fields["after_miscall"] = kind is IncidentKind.MUCKED and facts.has("hand_declared")
    # "now seat 2 won't show", "dice que el 5 tenía que mostrar primero": must the one left table? (17-B)
    claimed = facts.has("refuses") or facts.has("show_first_claimed")
    fields["refused"] = kind is IncidentKind.MUCKED and claimed
    fields["plays_board"] = facts.has("plays_board")
    fields["tabled"] = facts.has("tabled")
    fields["at_showdown"] = kind is IncidentKind.KILLED_HAND and facts.has("showdown")
    fields["uncalled"] = _uncalled(r.text, r.lang, facts)
    if kind is IncidentKind.MUCKED and facts.has("own_muck") and (speaker := _SPEAKER.search(r.folded)):
        # "soy el del 5... el 2 canta color, tiré las mías": the teller's own hand, whoever was named last
        fields["seat"] = _seat_number(next(g for g in speaker.groups() if g))
    if kind is IncidentKind.KILLED_HAND and (onto := _FOULED_ONTO.search(r.folded)):
        # Another player's cards fell on this hand (65-B): the hand is the one they fell on, and the cards
        # seen face up are the thrower's, not a hand tabled (13-C).
        fields["seat"], fields["tabled"] = _seat_number(next(g for g in onto.groups() if g)), False
        fields["thrown_onto"] = True
        # "got mixed with seat 8's folded cards" tells how it was fouled, not that it is lost: only words
        # after it say whether it can be told apart
        lost = facts.flags["not_retrievable"].finditer(r.folded)
        if fields["retrievable"] is False and all(m.start() < onto.end() for m in lost):
            fields["retrievable"] = None
    if kind in (IncidentKind.KILLED_HAND, IncidentKind.MUCKED, IncidentKind.DISCARD_BEFORE_END):
        # "reckons they're the top two cards but isn't sure", "medio mezcladas con otra": the TD's (65)
        # unless told lying apart ("quedaron separadas... creo que no tocaron, no estoy 100% segura"): the
        # dealer's doubt is then whether they touched, a fact to confirm
        fields["identity_doubted"] = facts.has("identity_doubted") and not facts.affirmed("kept_apart")


def _only_on_the_muck(facts: Facts) -> bool:
    """Where the cards lie ("on top of the muck") is all the report says of whether they can be retrieved:
    whether they can be told apart for certain is not said."""
    lying = [m.span() for m in facts.flags["on_muck"].finditer(facts.folded)]
    return all(
        any(start <= m.start() and m.end() <= end for start, end in lying)
        for m in facts.flags["retrievable"].finditer(facts.folded)
    )


def _read_dispute(r: _Reading) -> None:
    r.fields["dispute"] = Dispute.ACCOUNTING if r.facts.has("accounting") else Dispute.READING
    r.fields["next_hand"] = r.facts.has("next_hand")
    r.fields["elapsed"] = _later(r.folded)


def _read_tap(r: _Reading) -> None:
    # both said: the first is what he did, the other the house's rule quoted ("uno solo... aquí check son
    # dos golpes")
    twice, once = r.facts.first("twice"), r.facts.first("once")
    r.fields["taps"] = (
        1 if once is not None and (twice is None or once < twice) else (2 if twice is not None else None)
    )


def _read_button_and_blinds(r: _Reading) -> None:
    """A dead button, or the button when the table goes heads-up."""
    fields, facts, folded, kind, named = r.fields, r.facts, r.folded, r.kind, r.named
    fields["small_blind"] = _blind_seat(_SMALL_BLIND, folded)
    fields["big_blind"] = _blind_seat(_BIG_BLIND, folded)
    fields["asks_small_blind"] = kind is IncidentKind.HEADS_UP_BUTTON and facts.has("who_small_blind")
    fields["asks_first_card"] = kind is IncidentKind.HEADS_UP_BUTTON and facts.has("who_first_card")
    if fields["asks_first_card"]:
        fields["players"] = tuple(_with_listed(r.seats, folded))
    if kind is IncidentKind.HEADS_UP_BUTTON and (bust := facts.span("busted")) is not None:
        # "el 2 perdió todo", "seat 8 just busted"; the verb first: "se eliminó el 2", "knocked out
        # seat 8"
        after = _seat_right_after(named, bust[1], folded)
        bare = _BARE_SEAT_BEFORE.search(folded, 0, bust[0])  # "7 busted": a number the seat reader left
        before = _seat_number(bare.group(1)) if bare else None
        fields["eliminated"] = after or before or _nearest(named, bust[0], folded)
    if kind is IncidentKind.DEAD_BUTTON and facts.has("win_the_button"):
        fields.update(_won_button_fields(folded))


def _read_new_player_seated(r: _Reading) -> None:
    small, big = _blind_seat(_SMALL_BLIND, r.folded), _blind_seat(_BIG_BLIND, r.folded)
    r.fields["small_blind"], r.fields["big_blind"] = small, big
    # the new player's seat: the first seat number named that is no blind's and not the button's (else a
    # blind's own: "se sienta en el 3, que es la ciega grande")
    numbered = [s for s in r.seats if s.isdigit()]
    others = [s for s in numbered if s not in (small, big, r.button)]
    r.fields["seat"] = next(iter(others or numbered), None)


def _read_button_draw(r: _Reading) -> None:
    r.fields["draws"] = drawn_cards(r.folded, r.lang, _draw_seats(r.text, r.folded, r.lang))


def _read_short_table(r: _Reading) -> None:
    fields, facts, folded = r.fields, r.facts, r.folded
    fields["who_moves"] = facts.has("who_moves")
    fields["big_blind"] = _blind_seat(_BIG_BLIND, folded)
    fields["next_big_blind"] = facts.either("next_bb_yes", "next_bb_no")
    # the player to be big blind next said outright ("seat 6 is big blind next"): the one who moves
    next_bb = _NEXT_BIG_BLIND.search(folded)
    fields["seat"] = _seat_number(next(g for g in next_bb.groups() if g)) if next_bb else None
    fields["table_sizes"] = tuple(_number(next(g for g in m if g)) for m in _PLAYERS.findall(folded))
    tables = _TABLES.search(folded)
    fields["tables"] = _number(tables.group(1)) if tables else None


# Each kind's own facts, read after those every kind has.
_KIND_READERS: dict[IncidentKind, Callable[[_Reading], None]] = {
    IncidentKind.MISDEAL: _read_misdeal,
    IncidentKind.EXPOSED_CARD: _read_exposed_card,
    IncidentKind.BUTTON_MOVED: _read_button_moved,
    IncidentKind.CLOCK: _read_clock,
    IncidentKind.NO_SHOW: _read_no_show,
    IncidentKind.ON_PENALTY: _read_on_penalty,
    IncidentKind.AT_SEAT: _read_at_seat,
    IncidentKind.SHOWDOWN_ORDER: _read_showdown,
    IncidentKind.FACE_UP: _read_showdown,
    IncidentKind.ODD_CHIP: _read_odd_chip,
    IncidentKind.SHOW_REQUEST: _read_show_request,
    IncidentKind.COUNT_REQUEST: _read_count_request,
    IncidentKind.ONE_CARD_SHOWN: _read_one_card_shown,
    IncidentKind.MUCKED: _read_hand_let_go,
    IncidentKind.KILLED_HAND: _read_hand_let_go,
    IncidentKind.DISCARD_BEFORE_END: _read_hand_let_go,
    IncidentKind.DISPUTE: _read_dispute,
    IncidentKind.TAP: _read_tap,
    IncidentKind.DEAD_BUTTON: _read_button_and_blinds,
    IncidentKind.HEADS_UP_BUTTON: _read_button_and_blinds,
    IncidentKind.NEW_PLAYER_SEATED: _read_new_player_seated,
    IncidentKind.BUTTON_DRAW: _read_button_draw,
    IncidentKind.SHORT_TABLE: _read_short_table,
}


def _with_listed(seats: list[str], folded: str) -> list[str]:
    """The players named, with those of a list the seat reader leaves out ("seats 2, 5 and 8")."""
    listed = [_seat_number(n) for group in _SEAT_LIST.findall(folded) for n in _LISTED_SEAT.findall(group)]
    return list(dict.fromkeys(seats + listed))


def _blind_seat(blind: tuple[str, str], folded: str) -> str | None:
    """The seat the report gives a blind ("the small blind was seat 6", "el 6 era la ciega pequeña"), or
    both blinds' seats told as a pair ("ciegas 7 y 8": the small blind first)."""
    after_it, before_it, word_before, word_after, word_on = _blind_patterns(blind[0])
    after = after_it.search(folded)
    before = before_it.search(folded)
    if after and before and "," in after.group():
        after = None  # "seat 6 is the big blind, seat 10 has the button": the seat after the comma is another
    worded = (m for p in (word_before, word_after, word_on) if (m := p.search(folded)))
    found = after or before or next(worded, None)
    if found:
        return _seat_number(found.group(1))
    pair = _blinds_pair(folded)
    return pair[blind[1] == "big"] if pair else None


def _blinds_pair(folded: str) -> tuple[str, str] | None:
    """Both blinds' seats told together ("ciegas 7 y 8", "blinds in 9 and 1"): two seats of a table, the big
    blind at most a few seats after the small one (empty seats between), which blinds' amounts ("blinds 5
    and 10", "ciegas 100 y 200") never are."""
    found = _BLINDS_PAIR.search(folded)
    if found is None:
        return None
    small, big = int(found.group(1)), int(found.group(2))
    seats = range(1, MAX_SEAT + 1)
    if small not in seats or big not in seats or not 0 < (big - small) % MAX_SEAT <= _BLINDS_APART:
        return None
    return str(small), str(big)


@cache
def _blind_patterns(slot: str) -> tuple[LazyPattern, ...]:  # the patterns of a blind, built once
    """A blind's seat: the blind's words, then the seat ("the small blind was seat 6"); the seat, then the
    blind's words ("el 6 era la ciega pequeña"); a seat said as a word that the report then says was a
    blind ("seat five was small blind seat eight was big blind", "el cinco era la ciega chica": the verb
    ties the seat to the blind after it); a blind's seat said as a word after a link that names a seat
    ("ciega chica en el tres", "big blind in seat four", "small blind on four"), never an amount ("big blind
    two thousand")."""
    blind = "{" + slot + "}"
    return (
        _WORDS.pattern(r"\b" + blind + _BLIND_LINK + r"(\d{1,2})\b"),
        _WORDS.pattern(r"\b(\d{1,2})" + _BLIND_LINK + blind),
        _WORDS.pattern(
            r"\b{blind_seat_ref}\s+"
            + _SEAT_NUMBER
            + r"\s+(?:{blind_was}\s+(?:{article}\s+)?"
            + blind
            # "seat one the big", not "...the big on 4"
            + r"|{blind_the}\s+"
            + blind
            + r"(?!\s+{blind_not_after}\b))"
        ),
        _WORDS.pattern(
            r"\b"
            + blind
            + r"[\s,]+(?:{blind_is}\s+)?{blind_seat_ref}\s+"
            + _SEAT_NUMBER
            + r"\b(?!\s*{amount_after}\b)"
        ),
        # "small blind on four": a seat said as a word after "on", never an amount ("big blind on 2k")
        _WORDS.pattern(r"\b" + blind + r"[\s,]+{blind_on}\s+" + _SEAT_NUMBER + r"\b(?!\s*{amount_after}\b)"),
    )


def _time_out(facts: Facts) -> bool:
    """The time ran out, told as a fact: a rival's protest that it did ("protesta que se le acabó el
    tiempo") is his side of it, and the seconds told decide (unless the time's end is told apart from it)."""
    ends = facts.flags["time_out"].finditer(facts.folded)
    return any(not _PROTESTED.search(facts.folded, max(0, m.start() - 48), m.start()) for m in ends)


def _thinking(folded: str, clock_at: int) -> int | None:
    """Seconds a player had been thinking when the clock was asked ("llevaba apenas 40 segundos pensando",
    "after a minute and a half thinking"). A time told after the clock's words and an "and" ("le pidieron
    tiempo y después de 40 segundos le mató la mano") is the clock's, not the wait before it."""
    found = _THINKING.search(folded)
    if found is None or (found.start() > clock_at and _AND_BEFORE.search(folded, 0, found.start())):
        return None
    amount = found.group(1)
    unit = found.group(2) or next((w for w in amount.split() if w in _MINUTES), None)  # "minute and a half"
    if unit is None:
        return None  # "después de un check": no time
    value = _TIME_WORDS.get(amount) or (float(amount) if amount.replace(".", "", 1).isdigit() else None)
    if value is None:
        return None
    value += 0.5 if found.group(3) else 0  # "un minuto y medio"
    return int(value * (60 if unit in _MINUTES else 1))


def _uncalled(text: str, lang: str, facts: Facts) -> int | None:
    """65-A: the amount nearest the words saying a bet was not called ("an uncalled bet of 800"), if any;
    otherwise the engine counts it from the reported action."""
    said = facts.flags["uncalled"].search(facts.folded)
    if said is None:
        return None
    amounts = [a for a in read_amounts(tokenize(text), lang) if isinstance(a, Amount) and a.value]
    if not amounts:
        return None
    return min(amounts, key=lambda a: abs(a.start - said.start())).value


# The player telling his own case: "soy el del 1", "me quejo yo, jugador del asiento 1", "I'm seat 4".
_SPEAKER = _WORDS.pattern(
    r"\b{speaker_is}\s+(?:{article}\s+)?(?:{player_word}\s+)?(?:{from}\s+)?(?:{article}\s+)?(?:{seat})?\s*"
    r"(\d{1,2})\b|\b{myself},?\s+(?:{article}\s+)?{player_word}\s+{from}\s+(?:{seat}\s+)?(\d{1,2})\b"
)


def _show_request(named: list[tuple[str, int]], where: int, holder: str | None = None) -> dict[str, object]:
    """Who asks (the player who keeps his cards, or who tells his own request, when the words say who; else
    the player named last before the asking words: "el 1 pagó y pide ver...") and whose hand (the first
    other player named after them: "...la mano del 5"; else another player named before)."""
    before = [n for n, at in named if at < where]
    after = [n for n, at in named if at >= where]
    requester = holder or (before[-1] if before else (after.pop(0) if after else None))
    others = [n for n in after + before[::-1] if n != requester]
    return {"requester": requester, "seat": others[0] if others else None}


# The seat said right before the words that he keeps his cards, a bare number too: "ten's holding his cards",
# "and 9 is still holding his cards", "el 9 tiene las cartas en la mano".
_HOLDER = _WORDS.pattern(
    r"(?:\b{seat_ref}\s+(\d{1,2})|\b" + _N + r")(?:'s|'|s|\s+{holder_is}|,?\s+{relative})?\s*$"
)


# A hand named by its seat's bare number: "wants to see 5's hand", "asks to see 8s cards".
_HAND_BY_NUMBER = _WORDS.pattern(r"\b" + _N + r"(?:'s|s)\s+{hand_cards}\b")


def _hands_by_number(folded: str, where: int) -> list[tuple[str, int]]:
    """The hands named by a bare number after the words at `where`, as (seat, where) mentions."""
    return [(_seat_number(m.group(1)), m.start()) for m in _HAND_BY_NUMBER.finditer(folded, where)]


def _holder(folded: str, at: int, named: Sequence[tuple[str, int]]) -> str | None:
    """The player who keeps his cards: named right before the words at `at` that say so, or the last player
    named before them in the same sentence ("seat 9 calls and is sitting on his cards")."""
    found = _HOLDER.search(folded, max(0, at - 24), at)
    if found:
        return _seat_number(next(g for g in found.groups() if g))
    same = [n for n, place in named if place < at and not _SENTENCE_END.search(folded, place, at)]
    return same[-1] if same else None


def _moment(facts: Facts) -> Moment | None:
    if facts.has("moment_unknown"):  # "no sé si ya estaba en su silla": which came first, the dealer asked
        return Moment.AT_LAST_CARD
    if facts.affirmed("seated_by_then"):  # "ya estaba sentado cuando terminé de repartir": in time
        return Moment.DURING_DEAL
    for name, moment in (
        ("out_of_reach", Moment.AFTER_DEAL),  # "a step from his chair" as the last card went out: not seated
        ("during_deal", Moment.DURING_DEAL),
        ("at_deal_end", Moment.AT_LAST_CARD),
        ("before_deal", Moment.BEFORE_DEAL),
        ("after_deal", Moment.AFTER_DEAL),
    ):
        if facts.has(name):
            return moment
    return None


def _odd_chip(text: str, facts: Facts, seats: list[str]) -> dict[str, object]:
    if facts.has("hi_lo"):  # stud hi-lo too: 20-C gives the chip to the high hand before any suit counts
        high = _HIGH_SIDE.search(facts.folded)
        # Without the high hand's seat said, no seat named is taken for it: the rule alone answers.
        return {
            "split": SplitGame.HI_LO,
            "seat": _seat_number(next(g for g in high.groups() if g)) if high else None,
        }
    if facts.has("stud"):
        return {"split": SplitGame.STUD, "cards_by_seat": _cards(text)}
    return {"split": SplitGame.BOARD, "winners": tuple(seats)}


def _cards(text: str) -> tuple[tuple[str, str], ...]:
    return tuple((seat, rank + suit) for seat, rank, suit in _SEAT_CARD.findall(text))


def _street(folded: str, default: Street) -> Street:
    return next((street for street, said in _STREET_WORDS if said.search(folded)), default)


def _own_street(folded: str, where: int, named: LazyPattern = _STREET_AFTER) -> Street | None:
    """The street named in the incident's own words, right where they start ("abrió el turn antes de
    que...", "forgot to burn before the flop")."""
    own = named.match(folded, where)
    return _STREETS[own.group(1)] if own is not None else None


def _burned_street_before(folded: str, where: int) -> Street | None:
    before = _STREET_BEFORE_BURN.search(folded, max(0, where - 40), where)
    return _STREETS[before.group(1)] if before is not None else None


def _premature_street(folded: str, default: Street, where: int = 0) -> Street:
    """The street of the premature card: the later of the street named and the one after the street whose
    action was pending ("burned and turned before seat 6 had acted on the flop" is a premature turn). The
    street the incident's own words name comes first ("abrió el turn antes de tiempo... ¿cómo sacamos el
    river?" is a premature turn)."""
    order = [Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER]
    if (own := _own_street(folded, where)) is not None:
        return own
    named = _street(folded, default)
    pending = _PENDING_ON.search(folded)
    candidates = [named, _NEXT_STREET[pending.group(1)] if pending else named]
    if _TURNED.search(folded):
        candidates.append(Street.TURN)
    return max(candidates, key=order.index)


def _players(text: str, lang: str, incident: Incident) -> list[str]:
    """The players a report with no betting names ("quedaron el 2, el 5 y el 8"), the button's seat
    excepted: the seats of the hand for a showdown order or an odd chip."""
    found = _button(fold_message(text))
    span = found[1] if found else range(0)
    names = [n for n, at in _seats(text, lang) if at not in span and n != "BTN"]
    return [n for n in dict.fromkeys(names) if n != incident.button]


_BUTTON_KINDS = frozenset({IncidentKind.BUTTON_MOVED, IncidentKind.DEAD_BUTTON})
# Hesitation sounds of a voice note ("saqué el river eh antes de tiempo", "I put out the um turn"): no word of
# an incident's phrase, dropped before the phrases are looked for.
# Quotation marks around words said ("canta 'misdeal'"), not the apostrophe inside a word ("seat 4's").
_QUOTES = lazy_re("(?<!\\w)['‘’\"“”«»]|['‘’\"“”«»](?!\\w)")
_QUOTE_MARKS = lazy_re("['‘’\"“”«»]")  # most reports have none: nothing for `_QUOTES` to take out
# The look-ahead turns away at once a word that opens with no letter of a hesitation (most words).
_HESITATION = lazy_re(r"\b(?=[ehuma])(?:e+h+|u+h+|u+m+|e+m+|e+r+m+|h*m{2,}|a+h+)\b,?\s*", re.IGNORECASE)
# A spoken self-correction ("repartiendo la segunda carta bueno no perdona ya había terminado", "one boxed
# card oh wait no two"): the words it takes back, the few before it within their sentence, are no fact told;
# one that names what it denies ("no espera no era la ciega grande") takes back only that.
_TAKES_BACK = _WORDS.pattern(r"\b{takes_back}\b(?!\s+{takes_back_not}\b)")
_TAKEN_WORDS = 6
_STOPS = ".;:?!¿¡"


def _taken_back(text: str) -> str:
    """The text without the words a spoken self-correction takes back (unchanged when it has none)."""
    folded = fold_message(text)
    if len(folded) != len(text):
        return text  # the positions of the folded text would not be the text's
    for marker in reversed(list(_TAKES_BACK.finditer(folded))):
        before = text[: marker.start()].rstrip(" ,")
        stop = max(before.rfind(mark) for mark in _STOPS) + 1
        words = [w.start() for w in re.finditer(r"\S+", before[stop:])]
        start = stop + words[-_TAKEN_WORDS] if len(words) >= _TAKEN_WORDS else stop
        text = text[:start] + text[marker.end() :]
    return text


@record
class _Told:
    """What a report with several incidents tells, for the precedence rules below."""

    found: list[tuple[IncidentKind, int]]
    kinds: set[IncidentKind]
    facts: Facts
    folded: str
    text: str
    lang: str


class _Precedence:
    """When `holds`, the report is about the incident of one of `kinds` (put first), or, with `last`, about
    any other (those kinds put last)."""

    __slots__ = ("holds", "kinds", "last")

    def __init__(self, holds: Callable[[_Told], bool], *kinds: IncidentKind, last: bool = False) -> None:
        self.holds, self.kinds, self.last = holds, frozenset(kinds), last


_K = IncidentKind
# Which incident a report with several is about: the first rule that holds puts its kinds first (the rest keep
# the order they were told in); a kind given as `last` goes after the others instead.
_PRECEDENCE = (
    # "o se vuelve a repartir": the draw's
    _Precedence(lambda t: _K.BUTTON_DRAW in t.kinds, _K.BUTTON_DRAW),
    # "cantamos misdeal... ¿muevo el botón?": the re-deal's button (35-C)
    _Precedence(lambda t: t.facts.has("moves_button") and t.facts.has("redeal"), _K.MISDEAL),
    # "after the misdeal, does the player who was away get cards in the re-deal?" or the player on penalty:
    # the re-deal's question is about him, not the misdeal
    _Precedence(lambda t: t.facts.has("redeal"), _K.AT_SEAT, _K.ON_PENALTY),
    # a misdeal called made players muck
    _Precedence(lambda t: t.facts.has("misdeal_called") and t.facts.has("threw_cards"), _K.MISDEAL),
    # a split pot in a win-the-button event: its odd chip and the next button go the same way (San Roque 33),
    # not a button said to be misplaced ("el botón estaba en el 5 (no está en la mano)")
    _Precedence(lambda t: t.facts.has("win_the_button") and _K.ODD_CHIP in t.kinds, _K.ODD_CHIP),
    # "el 5 tiene una sola carta... no sé si el 5 era el botón, creo que estaba en el 7": where the button was
    # asks whether the short hand is the button's (37), no button misplaced
    _Precedence(
        lambda t: {_K.MISDEAL, _K.BUTTON_MOVED} <= t.kinds and bool(_button_doubt(t.folded)), _K.MISDEAL
    ),
    # "el botón pasó del 2 al 4... ¿dónde va el botón?": nobody busted, the question is the moved button's
    _Precedence(lambda t: _BUTTON_KINDS <= t.kinds and not t.facts.has("busted"), _K.BUTTON_MOVED),
    # "¿para quién la ficha que sobra y dónde va el botón?": the odd chip's ruling gives the button too; "el
    # botón estaba en el 5. Empataron el 2 y el 7... queda una ficha": where the button was says who gets the
    # chip (20), no button misplaced
    _Precedence(
        lambda t: (
            _K.ODD_CHIP in t.kinds
            and (_K.DEAD_BUTTON in t.kinds or (_K.BUTTON_MOVED in t.kinds and not t.facts.has("asks_button")))
        ),
        _K.ODD_CHIP,
    ),
    # "quedaron el 2 y el 6, el botón estaba en el 4. Ninguno quería mostrar primero": where the button was
    # says who shows first (17), no button misplaced
    _Precedence(
        lambda t: (
            bool(_BUTTON_KINDS & t.kinds) and _K.SHOWDOWN_ORDER in t.kinds and not t.facts.has("asks_button")
        ),
        _K.SHOWDOWN_ORDER,
    ),
    # "se le terminó el minuto... el dealer le mató la mano": the clock ran out, the kill is its outcome;
    # "a los 40 segundos el dealer le mató la mano": the clock's time decides whether the kill stands
    _Precedence(
        lambda t: (
            _K.CLOCK in t.kinds
            and (
                t.facts.has("time_out")
                or (_K.KILLED_HAND in t.kinds and _seconds(t.text, t.lang) is not None)
            )
        ),
        _K.CLOCK,
    ),
    # "flicks his cards, they land on seat 3's hand... his flipped face up on the way": the thrown cards are
    # the incident (65-B, Garrido 3.f), the folded cards' exposure only how they are told apart
    _Precedence(
        lambda t: _THROWN_AND_SHOWN <= t.kinds and bool(_FOULED_ONTO.search(t.folded)), _K.KILLED_HAND
    ),
    # "Seat 1, first to show, flicked his cards forward face down": who was first only tells whose turn to
    # show it was; the hand let go is the incident (14, a house's 48), not the order (17)
    _Precedence(lambda t: _in_one_telling(t, _K.SHOWDOWN_ORDER, _K.MUCKED), _K.MUCKED),
    # one card turned up and the other mucked: a hand shown at showdown
    _Precedence(lambda t: t.facts.has("other_mucked"), _K.ONE_CARD_SHOWN),
    # "at showdown 6 turns his cards over, 2 throws his face down into the muck": 6 tabled (no exposure with
    # action pending), 2's mucked hand is the incident
    _Precedence(lambda t: {_K.EXPOSED_CARD, _K.MUCKED} <= t.kinds and _at_showdown(t), _K.MUCKED),
    # "at showdown seat 5 flipped both cards face up... the dealer accidentally swept them into the muck": a
    # hand tabled, then killed by the dealer (13-C), no card exposed in play; not with one card shown, the
    # other swept, nor flashed and never read: whether it was tabled is 13-B's, below
    _Precedence(
        lambda t: (
            {_K.EXPOSED_CARD, _K.KILLED_HAND} <= t.kinds
            and _K.ONE_CARD_SHOWN not in t.kinds
            and _at_showdown(t)
            and not t.facts.has("not_read")
        ),
        _K.KILLED_HAND,
    ),
    # "en el showdown... solo enseñó una carta": a hand part-tabled (15-A, 19), no card exposed in play
    _Precedence(
        lambda t: {_K.EXPOSED_CARD, _K.ONE_CARD_SHOWN} <= t.kinds and _at_showdown(t), _K.ONE_CARD_SHOWN
    ),
    # "llegó corriendo cuando terminaba de repartir... quiere ver sus cartas": his own cards, at his seat
    _Precedence(lambda t: {_K.AT_SEAT, _K.SHOW_REQUEST} <= t.kinds and bool(_moment(t.facts)), _K.AT_SEAT),
    # "llegó tarde, ya se le habían repartido y se le mataron las cartas": killed for not being seated, the
    # kill stands or falls by when he sat down (30); so does another's claim that it is dead ("el de la ciega
    # grande reclama que esa mano está muerta")
    _Precedence(
        lambda t: _K.AT_SEAT in t.kinds and bool(t.kinds & _CLAIMED_DEAD) and bool(_moment(t.facts)),
        _K.AT_SEAT,
    ),
    # "we need a player for table 4... button was on seat 1... who do I send": the blinds told say who moves
    # (11-A), no button misplaced
    _Precedence(lambda t: _K.SHORT_TABLE in t.kinds and t.facts.has("who_moves"), _K.SHORT_TABLE),
    # "miré el móvil y el director me mató la mano": the kill is the phone's penalty (5, the house's)
    _Precedence(lambda t: {_K.DEVICE, _K.KILLED_HAND} <= t.kinds, _K.DEVICE),
    # "el 4 pasó sus cartas boca abajo... Ahora el 1 quiere ver las del 4": the request is the question
    _Precedence(lambda t: _told_before(t.found, _K.MUCKED, _K.SHOW_REQUEST, t.folded), _K.SHOW_REQUEST),
    # "the dealer pushed seat 2 some of the side pot": chips awarded wrong, no hand killed
    _Precedence(lambda t: t.facts.has("accounting") and {_K.KILLED_HAND, _K.DISPUTE} <= t.kinds, _K.DISPUTE),
    # "soltó sus cartas boca abajo... y el dealer se las llevó al muck": the dealer swept a hand its player
    # had let go of (14), no hand of his killing
    _Precedence(lambda t: _said_first(t.found, _K.MUCKED, _K.KILLED_HAND), _K.MUCKED),
    # "destapó una sola carta... el dealer le pide que muestre la otra": 15-A's own request, no one asking to
    # see a hand (18)
    _Precedence(lambda t: _said_first(t.found, _K.ONE_CARD_SHOWN, _K.SHOW_REQUEST), _K.ONE_CARD_SHOWN),
    # "slid his cards face down... Now he wants to turn them over": his own discarded hand, no all-in's
    _Precedence(lambda t: _told_before(t.found, _K.MUCKED, _K.FACE_UP, t.folded), _K.MUCKED),
    # "sacó el turn antes de que terminara la acción. ... dice que hay que sacar otro sin quemar": the
    # premature card is the incident, the burn only part of the procedure argued later
    _Precedence(lambda t: _told_before(t.found, _K.PREMATURE_CARD, _K.NO_BURN, t.folded), _K.PREMATURE_CARD),
    # "heads-up now: I pitched the first card to the button": a deal gone wrong, not whose button it is
    _Precedence(
        lambda t: {_K.HEADS_UP_BUTTON, _K.MISDEAL} <= t.kinds and _first_card_misdealt(t.folded), _K.MISDEAL
    ),
    # "dealer thought seat 7 folded and scooped his cards": the dealer's kill (65), no player's discard
    _Precedence(
        lambda t: (
            {_K.KILLED_HAND, _K.DISCARD_BEFORE_END} <= t.kinds and bool(_DEALER_THOUGHT.search(t.folded))
        ),
        _K.KILLED_HAND,
    ),
    # "late reg sent me a new player for seat 5... the empty seat is between them. Deal him in?": the seat a
    # late entrant takes, no hand dealt to an empty seat
    _Precedence(
        lambda t: {_K.NEW_PLAYER_SEATED, _K.MISDEAL} <= t.kinds and t.facts.has("late_entry"),
        _K.NEW_PLAYER_SEATED,
    ),
    # "la mesa se quedó con 5... la ciega grande llegó al asiento vacío": the empty seat is the short table's
    # (11), no card dealt to it
    _Precedence(lambda t: {_K.SHORT_TABLE, _K.MISDEAL} <= t.kinds, _K.SHORT_TABLE),
    # "I flipped seat 3's downcard... Misdeal?": the word with no cause of its own asks about the other
    # incident the report tells
    _Precedence(
        lambda t: t.found[0][0] is _K.MISDEAL and not any(p.search(t.folded) for _, p in lexicon().causes),
        _K.MISDEAL,
        last=True,
    ),
)


def _at_showdown(told: _Told) -> bool:
    return told.facts.has("showdown") and not told.facts.has("action_pending")


def _put_asked_first(told: _Told) -> None:
    """Sorts the incidents found so that the one the report is about comes first, by the first precedence
    rule that holds (a stable sort: the others keep their order)."""
    rule = next((rule for rule in _PRECEDENCE if rule.holds(told)), None)
    if rule is not None:
        told.found.sort(key=lambda k: (k[0] in rule.kinds) == rule.last)


def attach_incident(text: str, report: Report) -> Report:
    """The report with the incident its words describe, if any (unchanged otherwise)."""
    if report.reason in ("empty", "too_long", "amount_too_large") or not isinstance(text, str):
        return report
    text = _HESITATION.sub("", text)
    text = _QUOTES.sub("", text) if _QUOTE_MARKS.search(text) else text
    text = _taken_back(text)
    folded = fold_message(text)
    betting = report.situation is not None and bool(report.situation.events)
    facts = Facts(folded)
    found = _earliest_places(find_kinds(folded, betting))
    if betting and found and any(_in_an_earlier_hand(facts, kind, where) for kind, where in found):
        found = [(kind, where) for kind, where in found if not _in_an_earlier_hand(facts, kind, where)]
        report = replace(report, doubts=_words_of_this_hand(report.doubts, folded, facts))
    if not found:
        return report  # no incident's phrase (most reports): nothing to order or read
    kinds = {k for k, _ in found}
    _put_asked_first(_Told(found, kinds, facts, folded, text, report.lang))
    for kind, where in found:
        if (
            report.intent is Intent.QUESTION
            and (facts.has("general") or _asks_what_it_is(facts))
            and not _asks_time_of(text, report.lang, facts)
            and not _asked_after_its_story(text, report.lang, facts, where)
        ):
            return report  # "what happens if the dealer exposes a card?": a question about the rule
        numbered = any(name.isdigit() for name, _ in _seats(text, report.lang))  # "the button" is no table's
        if _asks_what_it_is(facts) and not betting and "?" not in text and not numbered:
            # "what's a dead button and do we use it here" typed with no question mark: the term is asked
            return replace(report, intent=Intent.QUESTION, reason=None)
        if _own_case_asked(text, report.lang, facts, folded, numbered):
            return replace(report, intent=Intent.QUESTION, reason=None)
        incident = read_incident(text, report.lang, kind, where)
        if kind in _ON_THE_DEAL and incident.substantial is None and not betting and facts.has("on_deal"):
            incident = replace(incident, substantial=False)  # "repartiendo se me dio vuelta": no action yet
        # a tap faced only the bets of players named before it
        tap = kind is IncidentKind.TAP
        earlier = frozenset(n for n, at in _seats(text, report.lang) if at < where) if tap else frozenset()
        if kind in _IN_TURN and _acts_facing_bet(report.situation, incident, facts, earlier):
            continue  # "says check and taps the table" facing a bet, "mucked" for a fold: betting
        if tap and _says_with_the_tap(report.situation, incident.seat):
            continue  # "dice 'pago' y da un golpecito" facing no bet: the word said is ruled (55-A)
        if (
            kind is IncidentKind.MUCKED
            and not facts.has("showdown")
            and (
                _folds_in_play(report.situation, incident, street_told=_street_told(report))
                or _before_the_last_round(report)
            )
        ):
            continue  # "seat 7 mucks before seat 5 acts, then 5 checks": a fold during the betting (53, 58)
        if kind in _SHOWDOWN and _betting_open(report.situation):
            continue  # "shows one card and raises": a bet is still to be called, no showdown yet
        if kind in _SETTINGS and _a_wager_asked(report.situation, "?" in text, folded):
            continue  # "the level just went up... CO wants to 3-bet, what's the minimum": the raise is asked
        if kind is IncidentKind.DEVICE and _passed_over(report.situation, incident.seat):
            continue  # "seat 4 was on his phone, seat 5 calls...": why he was skipped, the skip is asked (53)
        if kind is IncidentKind.FACE_UP and report.situation is not None and report.situation.found_behind:
            continue  # "dan vuelta las cartas... aparece una ficha detrás": the chip behind is asked (62)
        if facts.has("showdown") and facts.has("not_read") and kind in _SHOWN_OR_MUCKED:
            # flashed or mucked at showdown before the cards were read: whether the hand was tabled (13-B)
            incident = replace(read_incident(text, report.lang, IncidentKind.MUCKED, where), unread=True)
        elif kind in _SHOWDOWN and facts.has("action_pending"):  # shown while a player still has to act: 68
            incident = replace(
                read_incident(text, report.lang, IncidentKind.EXPOSED_CARD, where), by_dealer=False
            )
        if (
            kind is IncidentKind.COUNT_REQUEST
            and _acts(report.situation, incident.requester)
            and not facts.has("only_thinking")  # "just thinking about a bet": no action of his
            and not facts.has("no_bet_faced")  # "isn't facing any raise yet and asks...": the raise is none
            and not (incident.pot_count and _only_asked_count(report.situation, incident.requester, folded))
        ):
            continue  # "asks for a count ... then calls": the count was part of the action ruled on
        return _with_incident(text, report, incident, folded, where)
    return report


def _own_case_asked(text: str, lang: str, facts: Facts, folded: str, numbered: bool) -> bool:
    """A player asks about his own case ("enseñé una carta, ¿me matan la mano?", "how long have I got"),
    with a question mark or words that ask with none typed, naming no seat by number and no table and
    position together ("¿me puede tocar la ciega grande?" names his own position; "table 8... the big
    blind" is a dealer's report)."""
    if not facts.has("player_voice") or numbered:
        return False
    if "?" not in text and not facts.has("asks_unmarked"):
        return False
    return not (_seats(text, lang) and _TABLE_NUMBER.search(folded))


def _a_wager_asked(situation: Situation | None, asks: bool, folded: str) -> bool:
    """The report asks a player's options, minimum raise or largest bet ("el CO quiere resubir, ¿el
    mínimo?"), or how much a bet or raise he declared is ("el del 4 dice 'subo el mínimo'. ¿Cuánto es?"); a
    story of bets with no question, or "¿qué hacemos?" after a raise read in "sube el nivel", asks none."""
    if situation is None or not situation.events:
        return False
    question = situation.question
    if question.ask is not Ask.RULING:
        return True
    event = situation.events[-1 if question.event is None else question.event]
    sized = event.declaration is not None and event.declaration.kind in _SIZED
    return sized and asks and bool(role_phrases("size_asked").search(folded))


def _passed_over(situation: Situation | None, seat: str | None) -> bool:
    """The player on his phone has no action told while others acted, and the report asks what he may do:
    the action went past him ("...seat 4 looks up and says he got skipped"); or players are told acting out
    of turn past someone: the phone only says why he missed his turn, the actions' fate is asked (53)."""
    if situation is None or not situation.events:
        return False
    if any(event.in_turn is False for event in situation.events):
        return True
    if seat is None or situation.question.seat != seat:
        return False
    return all(event.seat != seat for event in situation.events)


def _first_card_misdealt(folded: str) -> bool:
    first_card = MisdealCause.FIRST_CARD_WRONG_SEAT
    return any(cause is first_card and p.search(folded) for cause, p in lexicon().causes)


def _told_before(
    found: list[tuple[IncidentKind, int]], first: IncidentKind, then: IncidentKind, folded: str
) -> bool:
    """Both kinds found, the first's words in an earlier sentence than the other's, or turned round by a word
    before the other's ("tiré mis cartas... pero ahora quiero ver las del otro": a voice note's sentences run
    on)."""
    places = _in_order(found, first, then)
    return places is not None and bool(
        _SENTENCE_END.search(folded, *places) or CONTRAST.search(folded, *places)
    )


def _in_one_telling(told: _Told, first: IncidentKind, then: IncidentKind) -> bool:
    """Both kinds found, the first's words before the other's in one sentence that asks nothing: the first
    describes the second ("el primero en mostrar tiró sus cartas boca abajo")."""
    places = _in_order(told.found, first, then)
    if places is None or _SENTENCE_END.search(told.folded, *places):
        return False
    end = _SENTENCE_END.search(told.folded, places[1])
    return end is None or end.group() != "?"


def _said_first(found: list[tuple[IncidentKind, int]], first: IncidentKind, then: IncidentKind) -> bool:
    """Both kinds found, the first's words before the other's."""
    return _in_order(found, first, then) is not None


def _in_order(
    found: list[tuple[IncidentKind, int]], first: IncidentKind, then: IncidentKind
) -> tuple[int, int] | None:
    """Where both kinds' words stand, when both were found and the first's come first."""
    places = dict(found)
    a, b = places.get(first), places.get(then)
    return (a, b) if a is not None and b is not None and a < b else None


def _in_an_earlier_hand(facts: Facts, kind: IncidentKind, where: int) -> bool:
    """ "we had a misdeal last hand... this hand, flop: seat 3 bets": an incident told of an earlier hand,
    before the words that open the hand the betting report is about, is no incident of this hand. A button
    moved or left dead between hands is ("moved two seats last hand... now on the flop of this hand": 34)."""
    if kind in _BUTTON_KINDS:
        return False
    earlier, now = facts.first("earlier_hand"), facts.first("this_hand_now")
    return earlier is not None and now is not None and earlier < now and where < now


def _words_of_this_hand(doubts: tuple[Doubt, ...], folded: str, facts: Facts) -> tuple[Doubt, ...]:
    """The unknown words of a report, less those of an earlier hand's incident told before this hand's
    ("we had a misdeal last hand"): the incident is known, only not this hand's."""
    now = facts.first("this_hand_now") or 0
    kept = []
    for doubt in doubts:
        if doubt.code is DoubtCode.UNKNOWN_WORDS:
            words = [w for w in unquoted(doubt.detail) if fold_message(w) not in folded[:now]]
            if not words:
                continue
            doubt = Doubt(doubt.code, quoted(words))
        kept.append(doubt)
    return tuple(kept)


def _earliest_places(found: Iterable[tuple[IncidentKind, int]]) -> list[tuple[IncidentKind, int]]:
    """Each kind once, in order of priority, at the earliest place its words stand: "the button's only got one
    card... is that a misdeal?" is about the button's card, not the word "misdeal" asked at the end."""
    first: dict[IncidentKind, int] = {}
    for kind, where in found:
        first[kind] = min(where, first.get(kind, where))
    return list(first.items())


def _asked_after_its_story(text: str, lang: str, facts: Facts, where: int) -> bool:
    """ "El crupier sacó el river cuando el 2 aún no había hablado. ¿Cómo se hace?", "me salió un flop de
    cuatro cartas. ¿Cómo se arregla?": a player or the incident itself told in the sentences before the
    general words; the question is about that table's case."""
    general = facts.first("general")
    if general is None:
        return False
    told = [where, *(at for _, at in _seats(text, lang))]
    return any(at < general and _SENTENCE_END.search(facts.folded, at, general) for at in told)


def _asks_what_it_is(facts: Facts) -> bool:
    """ "What's a dead button in a tournament?", "¿Qué es una mano nula?" opening the message: a term asked
    about, answered with the rule; said after a story, it is that table's case."""
    at = facts.first("definition_asked")
    return at is not None and WORD_CHAR.search(facts.folded, 0, at) is None


def _asks_time_of(text: str, lang: str, facts: Facts) -> bool:
    """ "¿Cuánto tiempo le doy al del 8?": how long a named player has, a situation, not the rule."""
    return facts.has("asks_time") and bool(_seats(text, lang))


def _acts_facing_bet(
    situation: Situation | None, incident: Incident, facts: Facts, earlier: frozenset[str] = frozenset()
) -> bool:
    """Did the player of a tap or a face-down discard do it facing a bet? The report's words decide first
    ("not facing a bet", "at showdown"), then the reported action up to the player's last action (all of it
    when the player has none, but for a tap only that of the players named before it: "el 5 da un golpecito
    ... y el 7 apuesta enseguida" is a bet after the tap): another player acted and left a bet the player
    had not matched."""
    stated = facts.either("facing_bet", "not_facing_bet")
    if incident.kind is IncidentKind.TAP and stated is not None:
        return stated
    if incident.kind is IncidentKind.MUCKED and facts.has("showdown"):
        return False
    if situation is None or incident.seat is None:
        return False
    acts = [i for i, e in enumerate(situation.events) if e.seat == incident.seat]
    events = situation.events
    if acts and incident.kind is IncidentKind.TAP:  # the tap is his first action: "what he said after" is
        events = events[: acts[0] + 1]  # his claim about it ("dice que no pasó"), not a later check
    elif incident.kind is IncidentKind.TAP:
        events = tuple(e for e in events if e.seat in earlier)
    elif acts:  # up to the player's last action; before it when that action is the fold the words describe
        last = events[acts[-1]]
        folded = last.declaration is not None and last.declaration.kind is Verbal.FOLD
        events = events[: acts[-1] + (0 if folded else 1)]
    if not any(e.seat != incident.seat for e in events):
        return False
    state = Replay(replace(situation, events=events, incident=None), TDA).state
    committed = state.seat(incident.seat).committed if incident.seat in state.index else 0
    return state.current_bet > committed


def _folds_in_play(situation: Situation | None, incident: Incident, *, street_told: bool) -> bool:
    """The mucked cards are the player's fold while the betting goes on: out of turn, with another player
    acting after it (a showdown muck ends the betting), or on a street told before the river with nobody
    all in ("flop: 1 checks, 4 throws his cards face down into the middle"): no showdown can come yet (58)."""
    last = _last_fold(situation, incident.seat)
    if situation is None or last is None:
        return False
    fold = situation.events[last]
    if fold.in_turn is False or any(e.seat != incident.seat for e in situation.events[last + 1 :]):
        return True
    said = [e.declaration.kind for e in situation.events if e.declaration is not None]
    all_in = Verbal.ALL_IN in said or any(e.last_chips for e in situation.events)
    return street_told and situation.street is not Street.RIVER and not all_in


def _street_told(report: Report) -> bool:
    """The report named the street (no street assumed)."""
    return not any(code.startswith("street:") for code in report.assumptions)


_SAID_OVER_A_TAP = frozenset({Verbal.CALL, Verbal.RAISE, Verbal.BET})  # words 55 rules when facing no bet


def _says_with_the_tap(situation: Situation | None, seat: str | None) -> bool:
    """The player who taps also said call, bet or raise: his words, not the tap (3), decide what he did
    (55: "call" facing no bet is a check, "raise" binds a bet)."""
    if situation is None or seat is None:
        return False
    said = [e.declaration.kind for e in situation.events if e.seat == seat and e.declaration is not None]
    return any(kind in _SAID_OVER_A_TAP for kind in said)


def _before_the_last_round(report: Report) -> bool:
    """A street told before the river with nobody all in: cards let go of there are a fold in the betting
    (58: "first to act on the flop pushes his cards into the middle"), no showdown muck."""
    situation = report.situation
    if situation is None or situation.street is Street.RIVER:
        return False
    if any(a.startswith("street:") for a in report.assumptions):
        return False  # the street only assumed
    said = [e.declaration.kind for e in situation.events if e.declaration is not None]
    return Verbal.ALL_IN not in said


def _last_fold(situation: Situation | None, seat: str | None) -> int | None:
    """Where the seat's last action stands among the events, when that action is a fold."""
    if situation is None or seat is None:
        return None
    mine = [k for k, e in enumerate(situation.events) if e.seat == seat]
    said = situation.events[mine[-1]].declaration if mine else None
    return mine[-1] if said is not None and said.kind is Verbal.FOLD else None


def _only_asked_count(situation: Situation | None, seat: str | None, folded: str) -> bool:
    """ "Asks the dealer to count the pot": the betting reader's "pot" said by the asker, with no chips, is
    the count's word when the pot is named nowhere else ("dice 'apuesto el bote' y pide que le cuente el
    bote" bets it too), no pot-sized bet of his."""
    said = [e for e in situation.events if e.seat == seat] if situation is not None else []
    pot_only = bool(said) and all(
        e.declaration is not None and e.declaration.kind is Verbal.POT and not e.chips and e.amount is None
        for e in said
    )
    counts = sum(1 for _ in lexicon().flags["pot_count"].finditer(folded))
    return pot_only and len(_POT_NOUN.findall(folded)) <= counts


def _acts(situation: Situation | None, seat: str | None) -> bool:
    return situation is not None and seat is not None and any(e.seat == seat for e in situation.events)


def _betting_open(situation: Situation | None) -> bool:
    """Does the reported action leave a bet that a player who acted has neither called nor folded to?"""
    if situation is None or not situation.events:
        return False
    state = Replay(replace(situation, incident=None), TDA).state
    acted = {e.seat for e in situation.events}
    return any(
        not s.folded and not s.all_in and s.committed < state.current_bet
        for s in state.seats
        if s.name in acted
    )


def _with_incident(text: str, report: Report, incident: Incident, folded: str, where: int) -> Report:
    kind, facts = incident.kind, Facts(folded)
    situation = report.situation
    if situation is None:
        players = _players(text, report.lang, incident)
        seated = [p for p in players if p not in _BLIND_POSITIONS]  # "¿quién lleva el botón?" seats nobody
        if (
            kind in _NEEDS_TABLE
            and not seated
            and incident.button is None
            and report.intent is Intent.QUESTION
            and not _told_then_asked(folded, where)
        ):
            return report  # "¿quién enseña primero?" with no table: a question about the rule
        situation = Situation(
            game=Game.NLHE,
            big_blind=0,
            street=_street(folded, Street.PREFLOP),
            seats=tuple(Seat(name) for name in players),
        )
    if kind is IncidentKind.PREMATURE_CARD:
        situation = replace(situation, street=_premature_street(folded, situation.street, where))
    if kind is IncidentKind.NO_BURN:
        # "forgot to burn before the flop", "quemó dos cartas antes del flop... ya hubo check y apuesta": the
        # burn is the street's its words name, and so is the action told after it
        own = _own_street(folded, where, _BURN_STREET) or _burned_street_before(folded, where)
        said = [street for street, words in _STREET_WORDS if words.search(folded)]
        # a later street the betting reader only supposed ("three way to the flop... checked, checked") is
        # not the burn's: the street the words name is
        guessed = situation.street is Street.PREFLOP or (bool(said) and situation.street not in said)
        street = own or (_street(folded, situation.street) if guessed else None)
        situation = replace(situation, street=street) if street else situation
    if kind is IncidentKind.KILLED_HAND:
        incident = replace(incident, seat=_still_in(situation, incident.seat))
    if kind in _BET_GOES_BACK and report.roughly_told:
        # "shoves for about 40k", his hand out: his uncalled bet goes back whatever it was, nothing to ask
        incident = replace(incident, rough_amount=True)
        report = replace(report, roughly_told=())
    if kind is IncidentKind.MISDEAL and incident.cause is MisdealCause.WRONG_CARD_COUNT and incident.cards:
        situation = _without_card_count_bets(situation, incident.seat, incident.cards)
    if kind is IncidentKind.MISDEAL and incident.cause is MisdealCause.SEAT_DEALT_OUT:
        # "the dealer skipped him on the deal": a seat passed over by the cards, not by the action; the
        # actions told after it are in turn
        events = tuple(replace(e, in_turn=None) if e.in_turn is False else e for e in situation.events)
        situation = replace(situation, events=events)
    if kind is IncidentKind.SHOW_REQUEST and incident.requester_kept is None:
        # "tiró sus cartas boca abajo al muck y ahora pide ver...": whoever asks after his own fold or muck
        # holds no cards (18-A), in whatever words the betting reader read that fold
        if _last_fold(situation, incident.requester) is not None:
            incident = replace(incident, requester_kept=False)
    assumptions = report.assumptions if situation.events else ()
    button = _button_doubt(facts.folded) if kind is IncidentKind.MISDEAL else ()
    return replace(
        report,
        intent=Intent.RULING,
        situation=replace(situation, incident=incident),
        assumptions=assumptions,
        # The incident phrases, not the betting tagger, account for the words: only impossible facts stay,
        # not the order of "actions" read from the incident's own words ("swept his cards into the muck"),
        # and what the dealer only believes ("creo que el 6 había apostado"): a fact to confirm.
        doubts=(
            *(d for d in report.doubts if _kept_for_incident(d, kind, facts) and not _within(d, button)),
            *_dealer_doubt(report, facts),
            *button,
            *_accounts_differ(facts),
        ),
        reason=None,
    )


def _without_card_count_bets(situation: Situation, seat: str | None, cards: int) -> Situation:
    """ "El del 5 dice que tiene tres cartas, eh, tres cartas": the cards a player holds are no bet of his. A
    bet of the same number by the seat dealt the wrong count (or by no player named: "le acabo de ver tres
    cartas"), below the big blind or said as a bare number, is the count read as an amount, and goes: what
    stays is the hand's own action."""

    def counted(event: Event) -> bool:
        said = event.declaration.amount if event.declaration is not None else None
        amount = said if said is not None else event.amount
        return (
            event.seat in (seat, UNNAMED)
            and amount == cards
            and (
                amount < situation.big_blind
                or (event.declaration is not None and event.declaration.bare_number)
            )
            and not event.chips
        )

    events = tuple(e for e in situation.events if not counted(e))
    return situation if len(events) == len(situation.events) else replace(situation, events=events)


def _told_then_asked(folded: str, where: int) -> bool:
    """ "Un jugador que ya había tirado... ahora pide que el ganador enseñe. ¿Se la enseñamos?": the incident
    told in a sentence of its own, then asked about: a case at a table, though it names no seat."""
    end = _SENTENCE_END.search(folded, where)
    return end is not None and end.group() != "?" and "?" in folded[end.end() :]


def _still_in(situation: Situation, seat: str | None) -> str | None:
    """ "Al recoger el descarte del 6 me llevé también las suyas": the hand killed is not the one folded
    beside it but the only other player told acting and still in."""
    gone = {e.seat for e in situation.events if e.declaration and e.declaration.kind is Verbal.FOLD}
    still = {e.seat for e in situation.events} - gone
    return next(iter(still)) if seat in gone and len(still) == 1 else seat


_DEALER_DOUBTS = frozenset({DoubtCode.DEALER_LEANING, DoubtCode.DEALER_UNSEEN, DoubtCode.DEALER_UNSURE})


def _dealer_doubt(report: Report, facts: Facts) -> tuple[Doubt, ...]:
    """ "El dealer cree que iba por la mitad, pero no lo tiene claro", "creo que sí": the dealer is not sure
    of the fact the incident turns on, so the ruling holds only if it is confirmed (unless a doubt of the
    betting reader already says so)."""
    found = next(
        (
            m
            for m in facts.flags["dealer_doubt"].finditer(facts.folded)
            if not _opinion_of_rule(facts, facts.folded[m.start() : m.end()])
        ),
        None,
    )
    if found is None or any(d.code in _DEALER_DOUBTS for d in report.doubts):
        return ()
    return (Doubt(DoubtCode.DEALER_LEANING, f"«{facts.folded[found.start() : found.end()]}»"),)


def _opinion_of_rule(facts: Facts, hedge: str) -> bool:
    """The hedge is the dealer's answer to whether the rule allows it ("dealer said I think so", "el dealer
    dijo creo que sí"): his opinion of the rule, which the ruling gives, not a fact of the hand in doubt."""
    opinions = facts.flags["rule_opinion"].finditer(facts.folded)
    return bool(hedge) and any(hedge in facts.folded[m.start() : m.end()] for m in opinions)


# Two accounts of the fact the incident turns on: "dealer says he was behind his chair, seat 5 says he was
# a few steps away", "pero el otro jugador dice que fue después del cero". A reported clause ("says he",
# "dice que"), not a declaration ("seat 3 says call").
_ACCOUNT = r"\b{account_verbs}\s+{account_clause}\b"
_ACCOUNTS_DIFFER = _WORDS.pattern(
    _ACCOUNT
    + r"[^.;?!]{3,120}?(?:,|\b{account_but}\b)[^.;?!]{0,40}?"
    + _ACCOUNT
    + r"|\b{account_but}\s+{other_party}\s+"
    + _ACCOUNT
)


def _accounts_differ(facts: Facts) -> tuple[Doubt, ...]:
    """The dealer and a player, or two players, tell the deciding fact otherwise: the floor hears both."""
    found = _ACCOUNTS_DIFFER.search(facts.folded)
    return (Doubt(DoubtCode.ACCOUNTS_DIFFER, f"«{found.group()}»"),) if found else ()


def _kept_for_incident(doubt: Doubt, kind: IncidentKind, facts: Facts) -> bool:
    if kind is IncidentKind.CLOCK and doubt.code is DoubtCode.ZERO_AMOUNT:
        return False  # "said call as the count hit zero": the countdown's zero, no bet of nothing
    unseen = doubt.code is DoubtCode.DEALER_UNSEEN and kind in _CARDS_GONE
    if unseen and facts.flags["not_retrievable"].search(fold_uncached(doubt.detail)):
        return False  # "can't tell which" of cards thrown or swept away
    missed = kind is IncidentKind.NEW_LEVEL and doubt.code is DoubtCode.DEALER_UNSEEN
    if missed and facts.flags["level_missed"].search(fold_uncached(doubt.detail)):
        return False  # "the clock went up... I didn't hear it": how the hand began at the old level (23)
    opinion = doubt.code is DoubtCode.DEALER_LEANING
    if opinion and _opinion_of_rule(facts, fold_uncached(doubt.detail).strip("«» ")):
        return False  # "dealer said I think so" to "is that allowed": his opinion of the rule, no fact
    believed = doubt.code is DoubtCode.DEALER_LEANING and kind is IncidentKind.KILLED_HAND
    if believed and facts.flags["believed_folded"].search(fold_uncached(doubt.detail)):
        return False  # "I pulled them in by mistake, I think he folded": why he killed it; dead either way
    dealer = (DoubtCode.DEALER_LEANING, DoubtCode.DEALER_UNSEEN)  # what he believes, what he did not see
    return (doubt.hard and doubt.code not in _SEQUENCE_DOUBTS) or doubt.code in dealer
