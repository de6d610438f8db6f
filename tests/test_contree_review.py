"""Contrée's hand review: card values against a minimax over the engine's own scores."""

from __future__ import annotations

import random

import pytest

from game.contree import api
from game.contree.ai import make_bot
from game.contree.ai.driver import play_out
from game.contree.ai.search import scored
from game.contree.ai.solver import Solver
from game.contree.cards import HAND_POINTS, STRENGTH
from game.contree.review import _solved
from game.contree.rules import record
from game.contree.rules.actions import CAPOT, PASSES, PLAYS, Bid
from game.contree.rules.options import Options
from game.contree.rules.state import PLAY, State
from game.interface import Decision


def decisions(seed: int, options: Options) -> list[Decision]:
    """The decisions of a hand the standard bots played from a random deal."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    state = State.from_deal(options, seed % 4, [deck[i::4] for i in range(4)])
    state = play_out(state, {s: make_bot("standard", s) for s in range(4)})
    return api.decisions(record.write(state))


def brute(state: State, team: int) -> int:
    """``team``'s score less the other's at the end of the hand, every seat playing best for
    its team, every legal card tried through the engine and scored by it."""
    if state.phase != PLAY:
        points = state.result.points
        return points[team] - points[1 - team]
    seat = state.to_act
    values = [brute(state.apply(PLAYS[seat][c])[0], team) for c in state.legal_cards()]
    return max(values) if seat % 2 == team else min(values)


def last_cards(seed: int, options: Options, count: int) -> list[Decision]:
    return [d for d in decisions(seed, options) if d.kind == "card"][-count:]


@pytest.mark.parametrize("seed", range(6))
def test_open_cards_values_every_card_as_the_brute_force(seed: int) -> None:
    options = Options(undertrump=seed % 2 == 0, belote="points" if seed % 3 else "margin")
    for d in last_cards(seed, options, 8):
        got = api.evaluate(d, True, 0)
        assert [v.action for v in got] == d.state.legal_actions()
        assert d.action in [v.action for v in got]
        for v in got:
            assert v.exact
            assert v.value == brute(d.state.apply(v.action)[0], d.seat % 2)


def test_the_last_card_without_open_cards_is_what_the_hand_scored() -> None:
    for seed in range(3):
        d = last_cards(seed, Options(), 1)[0]
        (only,) = api.evaluate(d, False, seed)
        end = d.state.apply(d.action)[0]
        team = d.seat % 2
        assert only.action == d.action
        assert only.value == end.result.points[team] - end.result.points[1 - team]


def test_without_open_cards_every_legal_card_is_weighed() -> None:
    d = last_cards(1, Options(), 12)[0]
    got = api.evaluate(d, False, 0)
    assert [v.action for v in got] == d.state.legal_actions()
    assert not any(v.exact for v in got)
    scores = [abs(v.value) for v in got]
    assert max(scores) <= 2 * (160 + 160 * 4)


def test_grades_rise() -> None:
    inaccuracy, mistake, blunder = api.GRADES
    assert 0 < inaccuracy < mistake < blunder


@pytest.mark.parametrize("seed", range(3))
def test_a_contract_solved_from_the_first_card_scores_its_exact_value(seed: int) -> None:
    options = Options(belote="points" if seed % 2 else "margin")
    first = next(d for d in decisions(seed, options) if d.kind == "card").state
    contract = first.contract
    if contract.value == CAPOT:
        pytest.skip("a capot contract is asked whether all tricks are taken")
    got = [_solved(first, team) for team in (0, 1)]
    o = first.options
    solver = Solver(contract.trump, first.step, o.raise_on_trump_lead, o.undertrump)
    team0 = solver.value(first.hands, (), first.leader)
    attack = team0 if contract.attack == 0 else HAND_POINTS - team0
    assert got == [scored(first, team, attack, False) for team in (0, 1)]


@pytest.mark.parametrize("seed", range(8))
def test_a_capot_contract_values_every_card_as_the_brute_force(seed: int) -> None:
    # The bidder's team is dealt most of the strongest cards, then the attack plays its
    # strongest legal card and the defence its weakest to 2 tricks from the end: the capot
    # is often still open there.
    rng = random.Random(seed)
    trump = rng.randrange(4)
    strength = STRENGTH[trump]
    bidder = State.from_deal(Options(), seed % 4, [list(range(8 * i, 8 * i + 8)) for i in range(4)])
    seat = bidder.to_act
    assert seat is not None
    deck = sorted(range(32), key=strength.__getitem__, reverse=True)
    strong, rest = deck[:13], deck[13:]
    rng.shuffle(rest)
    ours, theirs = strong + rest[:3], rest[3:]
    rng.shuffle(ours)
    hands = [ours[:8], theirs[:8], ours[8:], theirs[8:]]
    state = State.from_deal(Options(), seed % 4, [hands[(s - seat) % 4] for s in range(4)])
    state = state.apply(Bid(seat, CAPOT, trump))[0]
    while state.phase != PLAY:
        state = state.apply(PASSES[state.to_act])[0]
    attack = seat % 2
    while len(state.plays()) < 24 + seed % 4:
        seat = state.to_act
        pick = max if seat % 2 == attack else min
        state = state.apply(PLAYS[seat][pick(state.legal_cards(), key=strength.__getitem__)])[0]
    seat = state.to_act
    d = Decision(state, seat, PLAYS[seat][state.legal_cards()[0]], "card", len(state.plays()))
    for v in api.evaluate(d, True, 0):
        assert v.exact
        assert v.value == brute(state.apply(v.action)[0], seat % 2)
