"""Aluette's exact solver (``game.aluette.ai.solver``) against an independent brute force.

The brute force knows nothing of classes, tables or merged cards: it tries every legal card
of every seat through the engine's own ``State.apply`` to the end of the hand and reads the
result box's points. Endings come from hands played by the standard bots (any table size,
mid-trick too), and from positions built so that the answer
is certain.
"""

from __future__ import annotations

import random

import pytest

from game.aluette.ai import make_bot
from game.aluette.ai.sim import Position
from game.aluette.ai.solver import Solver, solvable
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.rules.view import view


def brute_force(state: State, team: int) -> int:
    """``team``'s points minus the others' with best play by all, through the engine."""
    if state.is_over:
        assert state.result is not None
        points = state.result.points
        return points[team] - (sum(points) - points[team])
    seat = state.to_act
    assert seat is not None
    results = [brute_force(state.apply(a)[0], team) for a in state.legal_actions()]
    return max(results) if state.team(seat) == team else min(results)


def ending(seed: int, cards: int, options: Options, extra: int = 0) -> State:
    """A hand dealt at random and played by the standard bots until ``cards`` cards are left
    in the leader's hand, then ``extra`` more cards (a trick in progress)."""
    rng = random.Random(seed)
    deck = list(range(48))
    rng.shuffle(deck)
    size = options.hand_size
    hands = [deck[i * size : (i + 1) * size] for i in range(options.n_seats)]
    state = State.from_deal(options, seed % options.n_seats, hands, seed)
    bots = [make_bot("standard", seed + s) for s in range(state.n)]
    played = 0
    while len(state.hands[state.leader]) > cards or state.trick or played < extra:
        if len(state.hands[state.leader]) <= cards:
            played += 1
        seat = state.to_act
        assert seat is not None
        state = state.apply(bots[seat].choose(view(state, seat)))[0]
    return state


def solver_values(solver: Solver, state: State) -> dict[int, int]:
    """The solver's value of each card of the seat to act, for that seat's team."""
    classes = state.classes
    pos = Position(
        state.n,
        state.teams,
        state.leader,
        tuple((s, classes[c]) for s, c in state.trick),
        state.winners,
        state.offer_result,
    )
    hands = [sorted(classes[c] for c in h) for h in state.hands]
    seat = state.to_act
    assert seat is not None
    by_class = solver.values(pos, hands, state.team(seat))
    return {c: by_class[classes[c]] for c in state.hands[seat]}


def engine_values(state: State) -> dict[int, int]:
    seat = state.to_act
    assert seat is not None
    team = state.team(seat)
    return {a.card: brute_force(state.apply(a)[0], team) for a in state.legal_actions()}


@pytest.mark.parametrize("seed", range(10))
def test_endings_match_the_brute_force(seed: int) -> None:
    options = Options()
    state = ending(seed, 2 + seed % 2, options, extra=seed % 3)
    assert solver_values(Solver(options), state) == engine_values(state)


@pytest.mark.parametrize(
    "mapping",
    [{"players": 6}, {"players": "heads_up"}, {"mordienne": "s0"}, {"players": "petit_jean"}],
)
def test_other_tables_and_mordiennes_match_the_brute_force(mapping: dict) -> None:
    options = Options.from_mapping(mapping)
    for seed in range(3):
        state = ending(seed, 2, options, extra=seed)
        assert solver_values(Solver(options), state) == engine_values(state)


def test_a_shared_table_gives_the_same_values() -> None:
    """One solver for many endings (as in a review) answers as fresh ones do."""
    options = Options()
    shared = Solver(options)
    for seed in range(6):
        state = ending(seed, 3, options, extra=seed % 4)
        assert solver_values(shared, state) == solver_values(Solver(options), state)
    assert shared.table


def test_a_sure_run_to_the_end_is_a_mordienne() -> None:
    """Seat 0 holds the three best classes and leads the last three tricks, having won none
    of the six others, spread two each over the other seats: whatever it plays, its three
    tricks end the hand in one run, a mordienne (+2)."""
    options = Options()
    winners = (1, 3, 2, 1, 3, 2)
    pos = Position(4, options.teams, 0, (), winners, None)
    hands = [[1, 2, 3], [10, 12, 14], [11, 13, 15], [16, 17, 18]]
    assert Solver(options).values(pos, hands, 0) == {1: 2, 2: 2, 3: 2}
    assert Solver(options).best(pos, hands, 1) == -2


def test_the_variants_are_left_to_play_outs() -> None:
    assert solvable(Options())
    assert not solvable(Options.from_mapping({"variant": "vache", "players": 3}))
    assert not solvable(Options.from_mapping({"variant": "short_text"}))


def test_a_lost_trick_is_never_a_gain() -> None:
    """Giving the last trick to the opponents, when taking it wins the hand, costs the hand."""
    options = Options()
    # Team 0 and team 1 have four tricks each; seat 3 plays last to the last trick.
    winners = (0, 1, 0, 1, 2, 3, 2, 3)
    pos = Position(4, options.teams, 0, ((0, 10), (1, 11), (2, 12)), winners, None)
    hands = [[], [], [], [5]]
    assert Solver(options).values(pos, hands, 1) == {5: 1}
    hands = [[], [], [], [19]]
    assert Solver(options).values(pos, hands, 1) == {19: -1}
