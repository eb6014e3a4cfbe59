"""Differential test against PokerKit (0.7.7) on random no-limit streets of full bets, raises and calls.

After every action both engines must agree on who acts next, the minimum raise-to and the pot (pending
bets included). Where PokerKit contradicts the TDA text (47, Example 3-A) the TDA wins: the last test
asserts the disagreement explicitly.
"""

from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import Automation, NoLimitTexasHoldem

from rules_engine import TDA, Ask, Game, Question, Seat, Situation, Street, rule
from rules_engine.replay import Replay
from rules_engine.shorthand import call, check, fold, raise_to

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
DEEP = 10**9


def pokerkit_state(blinds: tuple[int, int], stacks: tuple[int, ...]):
    return NoLimitTexasHoldem.create_state(AUTOMATIONS, True, 0, blinds, blinds[1], stacks, len(stacks))


def our_situation(players: int, blinds: tuple[int, int], postflop: bool, events: list) -> Situation:
    sb, bb = blinds
    if postflop:  # PokerKit player 0 is the small blind; post-flop it acts first
        seated = tuple(Seat(f"P{i}") for i in range(players))
        return Situation(Game.NLHE, bb, Street.FLOP, seated, tuple(events), small_blind=sb, pot=players * bb)
    order = [f"P{i}" for i in range(2, players)] + ["P0", "P1"]
    seated = tuple(Seat(n, posted={"P0": sb, "P1": bb}.get(n, 0)) for n in order)
    return Situation(Game.NLHE, bb, Street.PREFLOP, seated, tuple(events), small_blind=sb)


@settings(max_examples=150, deadline=None)
@given(
    players=st.integers(3, 7),
    blinds=st.sampled_from([(50, 100), (100, 200), (250, 500), (2000, 4000)]),
    postflop=st.booleans(),
    data=st.data(),
)
def test_min_raise_and_pot_match_pokerkit_on_full_bets_raises_and_calls(players, blinds, postflop, data):
    pk = pokerkit_state(blinds, (DEEP,) * players)
    if postflop:
        while pk.street_index == 0:
            pk.check_or_call()
    start_street = pk.street_index
    events: list = []
    in_hand = players
    for _ in range(12):
        if pk.actor_index is None or pk.street_index != start_street:
            break
        actor = f"P{pk.actor_index}"
        replay = Replay(our_situation(players, blinds, postflop, events), TDA)
        ours = replay.state
        assert ours.turn is not None and ours.seats[ours.turn].name == actor
        assert ours.pot == pk.total_pot_amount
        ruling = rule(_with_question(our_situation(players, blinds, postflop, events)))
        assert ruling.seat == actor
        assert ruling.min_raise_to == pk.min_completion_betting_or_raising_to_amount
        choice = data.draw(st.sampled_from(["call", "raise", "raise", "fold"]))
        if choice == "fold" and in_hand > 2 and pk.checking_or_calling_amount:
            pk.fold()
            events.append(fold(actor))
            in_hand -= 1
        elif choice == "raise":
            low = pk.min_completion_betting_or_raising_to_amount
            to = low + data.draw(st.integers(0, 8)) * blinds[1] // 2
            pk.complete_bet_or_raise_to(to)
            events.append(raise_to(actor, to))
        else:
            facing = pk.checking_or_calling_amount
            pk.check_or_call()
            events.append(call(actor) if facing else check(actor))
    final = Replay(our_situation(players, blinds, postflop, events), TDA).state
    if pk.street_index == start_street:
        assert final.pot == pk.total_pot_amount


def _with_question(situation: Situation) -> Situation:
    fields = {f: getattr(situation, f) for f in situation.__slots__}
    fields["question"] = Question(Ask.MIN_RAISE)
    return Situation(**fields)


def _example_3_pokerkit():
    # Players: 0 = SB, 1 = BB, 2 = A, 3 = B, 4 = C (all-in for 7500).
    pk = pokerkit_state((2000, 4000), (DEEP, DEEP, DEEP, DEEP, 7500))
    pk.check_or_call()  # A calls 4000
    pk.fold()  # B
    pk.complete_bet_or_raise_to(7500)  # C all-in, a 3500 increment (short)
    pk.fold()  # SB
    return pk


def test_47_example_3a_engines_agree_the_big_blind_may_raise_to_11500(example_47_3):
    pk = _example_3_pokerkit()
    assert pk.min_completion_betting_or_raising_to_amount == 11500
    assert rule(example_47_3(question=Question(Ask.OPTIONS))).min_raise_to == 11500


def test_47_example_3a_pokerkit_lets_a_reraise_where_the_tda_text_forbids_it(example_47_3):
    """TDA 47 Example 3-A: after the BB smooth calls, A faces 3500, not a full raise, and "can only fold or
    call". PokerKit 0.7.7 offers A a raise to 11500. The TDA text wins: the engine offers fold or call."""
    pk = _example_3_pokerkit()
    pk.check_or_call()  # BB smooth calls
    assert pk.actor_index == 2  # A
    assert pk.min_completion_betting_or_raising_to_amount == 11500  # PokerKit: A may raise
    ours = rule(example_47_3(call("BB"), question=Question(Ask.OPTIONS)))
    assert ours.seat == "A"
    assert ours.min_raise_to is None and "raise" not in ours.to_contract()["ruling"]["options"]


def test_47_example_1a_engines_agree_c_facing_75_cannot_raise():
    """The brief expected PokerKit to get 47 Example 1-A wrong too; 0.7.7 agrees with the TDA there."""
    pk = pokerkit_state((50, 100), (DEEP, 225, DEEP, 300, DEEP))  # A=0, B=1, C=2, D=3, E=4 post-flop
    while pk.street_index == 0:
        pk.check_or_call()
    for amount in (100, 125, None, 200, None, None):  # A bets, B all-in, C calls, D all-in, E and A call
        pk.check_or_call() if amount is None else pk.complete_bet_or_raise_to(amount)
    assert pk.actor_index == 2 and pk.min_completion_betting_or_raising_to_amount is None
