"""Who wins a trick and a hand: ALUETTE.md "One hand" 5-7 and ALUETTE-SOURCES 2.6-2.10, section 4.

Every sequence is played through the real engine (hands built by ``rules_helpers``) and,
where that is simpler to read, also given to ``scoring.hand_outcome`` directly. Expected
results are written out by hand from the rules, never computed by the code under test.
"""

from __future__ import annotations

import pytest
from rules_helpers import (
    hand_ended,
    parse_sequence,
    play_sequence,
    run,
    trick_results,
)

from game.aluette.cards import CLASS, card
from game.aluette.rules import events as ev
from game.aluette.rules.actions import Play
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import Take, hand_outcome, hand_points, reach_order, trick_winner
from game.aluette.rules.state import State

N, E, S, W = 0, 1, 2, 3
NS = (1, 0)  # one point to N-S
EW = (0, 1)
NS2 = (2, 0)  # mordienne
EW2 = (0, 2)
NOBODY = (0, 0)

STANDARD: dict = {}
S0 = {"mordienne": "s0"}
LENIENT = {"mordienne_spoiled_breaks_run": False}
MIN3 = {"mordienne_min_run": 3}
OFF = {"mordienne": "off"}


def engine_result(sequence: str, options: dict, dealer: int = 0) -> ev.HandEnded:
    """Play ``sequence`` through the engine and check it produced exactly those tricks."""
    state, events = play_sequence(sequence, options, dealer=dealer)
    assert trick_results(events) == parse_sequence(sequence)
    assert state.is_over
    return hand_ended(events)


def direct_result(sequence: str, options: dict):
    winners = parse_sequence(sequence)
    takes = [Take(i, w) for i, w in enumerate(winners) if w is not None]
    return hand_outcome(winners, takes, Options.from_mapping(options))


# (sequence, options, hand winner, points, mordienne)
CASES = [
    # ALUETTE-SOURCES 2.7, worked examples
    ("S E N W S E X N W", STANDARD, S, NS, False),
    ("S E N W E N W N W", STANDARD, N, NS, False),
    ("E E N N S S W X X", STANDARD, E, EW, False),
    # 2.8, PG's examples
    ("E X W E W N N N X", STANDARD, N, NS, False),  # run stopped by a spoiled last trick
    ("X S E N X W S S S", STANDARD, S, NS, False),  # S also won trick 2
    ("S X E N X S W W W", STANDARD, W, EW2, True),  # W makes mordienne
    # 2.8, S0 against the standard definition
    ("N N N N E X W W W", STANDARD, N, NS, False),
    ("N N N N E X W W W", S0, W, EW2, True),
    ("N N N X X X W W W", STANDARD, N, NS, False),
    ("N N N X X X W W W", S0, W, EW2, True),
    ("E X X X W W W W W", STANDARD, W, EW2, True),
    ("E X X X W W W W W", S0, W, EW, False),
    ("S X E N X S W W W", S0, W, EW2, True),
    ("X S E N X W S S S", S0, S, NS, False),
    # a spoiled trick inside the run
    ("E N E X W X W W W", STANDARD, W, EW, False),
    ("E N E X W X W W W", LENIENT, W, EW2, True),
    ("E N E X W W W W X", LENIENT, W, EW, False),  # lenient still needs the last trick
    ("X X E N W W W W W", STANDARD, W, EW2, True),  # spoiled tricks before the run are harmless
    ("X X E N W W W W W", LENIENT, W, EW2, True),
    # minimum run length
    ("X X X X X X X X W", STANDARD, W, EW2, True),
    ("X X X X X X X X W", MIN3, W, EW, False),
    ("X X X X X X X S S", STANDARD, S, NS2, True),
    ("X X X X X X X S S", MIN3, S, NS, False),
    ("N X X X X X W W W", STANDARD, W, EW2, True),
    ("N X X X X X W W W", MIN3, W, EW2, True),
    # taking every trick is an ordinary win (no trick before the run was someone else's)
    ("N N N N N N N N N", STANDARD, N, NS, False),
    ("W W W W W W W W W", STANDARD, W, EW, False),
    ("W W W W W W W W W", S0, W, EW, False),
    ("W W W W W W W W W", LENIENT, W, EW, False),
    # a spoiled last trick makes mordienne impossible
    ("X X X X X X W W X", STANDARD, W, EW, False),
    ("N E X W W W W W X", STANDARD, W, EW, False),
    ("N E X W W W W W X", LENIENT, W, EW, False),
    ("N E X X W W W W X", S0, W, EW, False),
    # partners tying: the first to reach the count wins; the team scores either way
    ("N S N S X X X X X", STANDARD, N, NS, False),
    ("S N S N X X X X X", STANDARD, S, NS, False),
    ("S S S X X X N N N", STANDARD, S, NS, False),  # N's final run ties, S was there first
    ("S S S X X X N N N", S0, N, NS2, True),
    # opponents tying
    ("E E E X X X N N N", STANDARD, E, EW, False),
    ("N E N E X X X X X", STANDARD, N, NS, False),
    ("E N E N X X X X X", STANDARD, E, EW, False),
    # three players tie
    ("W N E S X E N W X", STANDARD, E, EW, False),
    ("N E S X X S E N X", STANDARD, S, NS, False),
    # four players tie
    ("E S W N W E S N X", STANDARD, W, EW, False),
    ("N E S W N E S W X", STANDARD, N, NS, False),
    # team totals do not matter (S3's example: A 3 + 2 against B 4 + 0)
    ("E N N N S S E E E", STANDARD, E, EW, False),
    # mordienne off
    ("S X E N X S W W W", OFF, W, EW, False),
    ("E X X X W W W W W", OFF, W, EW, False),
]


def _id(case: tuple) -> str:
    sequence, options, *_ = case
    return sequence.replace(" ", "") + ("-" + "-".join(map(str, options.values())) * bool(options))


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
@pytest.mark.parametrize("dealer", [0, 1, 3])
def test_hand_result_through_engine(case: tuple, dealer: int) -> None:
    sequence, options, winner, points, mordienne = case
    result = engine_result(sequence, options, dealer)
    assert (result.winner, result.points, result.mordienne) == (winner, points, mordienne)


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_hand_outcome_directly(case: tuple) -> None:
    sequence, options, winner, points, mordienne = case
    outcome = direct_result(sequence, options)
    assert (outcome.winner, outcome.mordienne) == (winner, mordienne)
    assert hand_points(outcome, None, (0, 1, 0, 1), 2)[0] == points


@pytest.mark.parametrize("options", [STANDARD, S0, LENIENT, MIN3, OFF])
def test_all_tricks_spoiled_nobody_scores(options: dict) -> None:
    result = engine_result("X X X X X X X X X", options)
    assert result.winner is None
    assert result.points == NOBODY
    assert not result.mordienne
    assert result.tricks_won == (0, 0, 0, 0)
    assert result.spoiled == 9
    assert direct_result("X X X X X X X X X", options).winner is None


def test_tricks_counted_per_player() -> None:
    result = engine_result("S E N W E N W N W", STANDARD)
    assert result.tricks_won == (3, 2, 1, 3)
    assert result.spoiled == 0


@pytest.mark.parametrize("sequence", ["E X W E W N N N X", "X S E N X S W W W"])
def test_the_spoiled_tricks_are_counted_with_the_others(sequence: str) -> None:
    """A newcomer adding up the result finds all nine tricks: held ones and spoiled ones."""
    result = engine_result(sequence, STANDARD)
    assert result.spoiled == sequence.split().count("X")
    assert sum(result.tricks_won) + result.spoiled == 9


def test_reasons() -> None:
    assert engine_result("S X E N X S W W W", STANDARD).reason == "mordienne"
    assert engine_result("S E N W S E X N W", STANDARD).reason == "tricks"
    assert engine_result("X X X X X X X X X", STANDARD).reason == "all_spoiled"


def test_reach_order_first_to_reach() -> None:
    # S E N W S E X N W: S reached 2 at trick 5, E at 6, N at 8, W at 9
    winners = parse_sequence("S E N W S E X N W")
    takes = [Take(i, w) for i, w in enumerate(winners) if w is not None]
    assert reach_order(takes, 4) == [S, E, N, W]
    assert reach_order([], 4) == []


def test_reach_order_of_teams_counts_tricks_together() -> None:
    # N 4 alone beats everyone, but E-W hold 5 together; carried tricks count for their taker
    winners = parse_sequence("N N N N E E E W W")
    takes = [Take(i, w) for i, w in enumerate(winners) if w is not None]
    assert reach_order(takes, 4)[0] == N
    assert reach_order(takes, 4, (0, 1, 0, 1)) == [1, 0]
    carried = [Take(0, N), Take(2, E, 3), Take(3, N), Take(4, N)]  # 3 each; E-W got there first
    assert reach_order(carried, 4, (0, 1, 0, 1)) == [1, 0]
    assert reach_order([], 4, (0, 1, 0, 1)) == []


# --- who wins a trick ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "cards, winner",
    [
        (["4C", "AS", "4D", "3D"], 3),  # Monsieur beats everything
        (["AS", "4C", "4D", "5H"], 0),  # a tie lower down does not spoil
        (["5H", "4C", "4D", "AS"], 3),
        (["AS", "4C", "AH", "5H"], None),  # a tie for the best card spoils
        (["4C", "AS", "5D", "AH"], None),
        (["KS", "KH", "KD", "KC"], None),
        (["3S", "3C", "4S", "5D"], 3),  # 3S 3C are the weakest class
        (["3S", "3C", "4S", "4D"], None),  # 4S 4D tie for the best
        (["9S", "9C", "8D", "9D"], 3),  # 9D is Petit-Neuf, 9S and 9C are low
        (["2S", "2C", "AS", "AH"], 1),  # Deux de Chene above Deux d'Ecrit
        (["QH", "JH", "KH", "AH"], 3),  # ace, king, cavalier, valet
        (["JD", "QD", "9C", "8C"], 1),
        (["3H", "2D", "2H", "9H"], 0),  # Madame above Le Borgne, La Vache, Grand-Neuf
        (["2D", "2H", "9H", "9D"], 0),
    ],
)
def test_trick_winner(cards: list[str], winner: int | None) -> None:
    plays = [(seat, card(c)) for seat, c in enumerate(cards)]
    assert trick_winner(plays, CLASS) == winner
    # the same trick through the engine, led by N (dealer W)
    assert engine_first_trick(cards) == winner


def engine_first_trick(cards: list[str]) -> int | None:
    """Play one trick N, E, S, W with these cards; the winner (None if spoiled)."""
    wanted = [card(c) for c in cards]
    rest = [c for c in range(48) if c not in wanted]
    hands = [[wanted[s], *rest[8 * s : 8 * s + 8]] for s in range(4)]
    state = State.from_deal(Options(), 3, hands)
    state, events = run(state, [Play(s, wanted[s]) for s in range(4)])
    results = trick_results(events)
    assert len(results) == 1
    return results[0]
