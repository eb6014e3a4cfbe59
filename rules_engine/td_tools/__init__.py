"""The tournament director's calculations: ICM deals, round penalties, simultaneous eliminations.

Pure functions: numbers in, exact numbers (``Fraction``) and rule ids out; errors are `TdToolError` codes.
"""

from .bubble import BubbleRuling, BubbleShare, Bust, Rulebook, split_simultaneous_busts
from .errors import TdToolError
from .icm import (
    Deal,
    chip_chop,
    finish_probabilities,
    icm_equities,
    icm_states,
    keep_for_winner_deal,
    round_keeping_total,
)
from .penalty import PenaltyHands, missed_round_penalty

__all__ = [
    "BubbleRuling",
    "BubbleShare",
    "Bust",
    "Deal",
    "PenaltyHands",
    "Rulebook",
    "TdToolError",
    "chip_chop",
    "finish_probabilities",
    "icm_equities",
    "icm_states",
    "keep_for_winner_deal",
    "missed_round_penalty",
    "round_keeping_total",
    "split_simultaneous_busts",
]
