"""What a lexicon term is (`TermKind`) and what a report is (`Intent`): the parser's closed vocabularies.

Every entry of ``locales/<lang>/lexicon.json`` names its kind; the lexicon refuses to load an unknown one,
so a typo in the data fails at once instead of silently never matching.
"""

from __future__ import annotations

from enum import StrEnum


class TermKind(StrEnum):
    # What a player does or says
    ACTION = "action"  # bet, raise, call, check, fold, all_in, complete, pot, open, min_raise
    PUSH = "push"  # chips moved forward ("pone", "puts out"); alone, some mean an action ("tira": fold)
    DECLARE = "declare"  # a declaration marker ("dice", "says")
    SILENT = "silent"  # "callado", "silently"
    NEGATION = "negation"  # "no", "never": the next action word is not done
    CONDITIONAL = "conditional"  # "si ..., subo" (59-A)
    ORDER = "order"  # which came first, the words or the chips (40-A)
    OUT_OF_TURN = "out_of_turn"
    IN_TURN = "in_turn"
    THINKING = "thinking"  # "4 is still thinking", "el 3 está pensando": the turn is that player's (53)
    SKIPPED = "skipped"  # "he was skipped", "se lo saltaron": a player passed over, told after (53)
    PRIOR = "prior"  # chips already in front ("tiene puestas dos de 25")
    PULL_BACK = "pull_back"  # prior chips left, pulled back fully or partly (46)
    SECOND_MOTION = "second_motion"  # back to the stack for more (56)
    LAST_CHIPS = "last_chips"
    EXPECTS_CHANGE = "expects_change"  # "esperando que le devuelva", "wanted change" (61)
    DEEP_STACK = "deep_stack"  # "tiene de sobra", "plenty behind": not the last chips
    STACK_WORD = "stack_word"  # chips behind ("le quedan", "behind")
    FACING = "facing"  # the bet faced ("frente a", "facing")
    TOTAL = "total"  # "to", "en total": the amount is the total
    INCREMENT = "increment"  # "more", "de más": the amount is added
    UNCLEAR_VOICE = "unclear_voice"  # "no se le oyó bien" (40-A)
    COUNT_REQUEST = "count_request"  # a count asked for (49)
    COUNT_REAL = "count_real"  # "pero eran", "but it was" (49)
    COUNT_TOLD = "count_told"  # the count as told: "dealer says 9,500", "yo conté 12.200" (49, 52-B)
    RESTATE = "restate"  # "en realidad", "actually": a correction of the action told
    DEALER_LEANING = "dealer_leaning"  # "creo que", "pretty sure": the dealer leans one way, not certain
    DEALER_DOUBT = "dealer_doubt"  # "no sé si", "can't tell if": the dealer is unsure of a deciding fact
    INTENTION = "intention"  # "quiere", "wants to": the action after it is not done, it is asked about
    OPINION = "opinion"  # a player's claim about the action, not the action
    FOUND_BEHIND = "found_behind"  # chips found behind an all-in (62)
    RETRACT = "retract"  # "take it back", "echarse atrás": may the player undo his action? (50-A)
    # Who
    POSITION = "position"
    SEAT_NOUN = "seat_noun"
    PLAYER_NOUN = "player_noun"
    RELATIVE = "relative"  # "el siguiente", "next player"
    OPENER = "opener"  # "the opener", "el que abrió": the unnamed player who made the first bet
    # The table
    BLINDS = "blinds"
    ANTE = "ante"
    STRADDLE = "straddle"
    GAME = "game"
    STREET = "street"
    POT_SIZE = "pot_size"
    CHIP = "chip"
    COLOUR = "colour"
    HEADS_UP = "heads_up"
    IN_HAND = "in_hand"  # players in this hand: "4-way", "multiway", "tres jugadores en la mano"
    REMAIN = "remain"  # players left in the tournament
    OTHERS_FOLD = "others_fold"  # "los demás se tiran"
    OTHERS_CHECK = "others_check"  # "checked to seat 3", "le pasan al 3": others checked, not that player
    # The conversation
    QUESTION = "question"  # what is asked: options, min raise, max bet...
    CONFIRM = "confirm"  # the dealer confirms the reading: nothing not understood matters
    FILLER = "filler"
    SMALL_TALK = "small_talk"


# The intention value of asking verbs ("seat 8 asks min raise"): the action right after is asked about, and
# nothing is wanted undone.
ASKS = "ask"
# The leaning value of a belief that something did not happen ("I don't think he said call", "no creo que
# haya pagado"): to be confirmed, and the action word it reaches is not done.
DENIED = "denied"
# The action values one player makes alone and at his own size: a bet, a raise, an open (no list shares them).
WAGER_VALUES = frozenset({"bet", "raise", "open"})


class Intent(StrEnum):
    """What a message is: a situation to rule on, a rule question, chatter, or none of them."""

    RULING = "ruling"
    QUESTION = "question"
    UNCLEAR = "unclear"
    CHATTER = "chatter"  # "gracias", "¿alguien me oye?": neither a report nor a rule question
