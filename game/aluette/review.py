"""The hand review's judge for Aluette: what every alternative of a recorded decision is worth.

A value is the deciding seat's team's points for the hand minus the opponents' (±1, ±2, as
the result box scores it). Cards are weighed in strength classes (equal cards share a value,
each is listed):

- **open cards**: the true hands. From ``OPEN_EXACT`` tricks before the end the exact solver
  (``ai/solver.py``) decides, with best play by every seat; before that, each card is played
  out by every seat with the expert's tactics up to those last tricks, then solved exactly
  (an estimate: ``exact`` is False).
- **what the seat knew**: the same over ``WORLDS`` deals sampled by the expert
  (``ai/expert.py``, ``ai/knowledge.py``) consistent with that seat's view; never exact.

The decisions before the cards (chant votes, discards, offers and their answers) are weighed
the same way once the decision is made: the seats after it vote, discard and answer as the
standard bot does on the real cards, then the play from the first lead is weighed as above
(from the deciding seat's view at that point, when the cards are closed). Not offering the
point is written ``OfferAgree(seat, False)``, the engine's own way of withdrawing an offer.
The variants (Cow Game, short text) score single seats or captured cards, which the solver
does not model: their play is played out by the standard bots on the real cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.aluette.ai.expert import ExpertBot
from game.aluette.ai.knowledge import know
from game.aluette.ai.rulebots import StandardBot
from game.aluette.ai.sim import Position, choose, team_value
from game.aluette.ai.solver import SAME_CLASS, Solver, solvable
from game.aluette.rules.actions import Offer, OfferAgree, Play
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import next_leader, trick_winner
from game.aluette.rules.state import State
from game.aluette.rules.view import view
from game.interface import ActionValue, Decision

OPEN_EXACT = 5
"""With open cards, the last tricks solved exactly (a 5-trick ending takes under a second)."""
CLOSED_EXACT = 3
"""In each sampled deal, the last tricks solved exactly."""
WORLDS = 16
"""Sampled deals per decision when the cards are closed."""

_solvers: dict[Options, Solver] = {}


def _solver(options: Options) -> Solver:
    """One solver per rules, its table shared by every decision of every hand reviewed."""
    if options not in _solvers:
        _solvers[options] = Solver(options)
    return _solvers[options]


def evaluate(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
    """Every alternative of ``decision`` with its value (see the module's docstring)."""
    state: State = decision.state
    seat = decision.seat
    action = decision.action
    if isinstance(action, Play) and solvable(state.options):
        return _cards(state, seat, open_cards, seed)
    alternatives: list[tuple[Any, State]] = []
    if isinstance(action, Offer):
        alternatives = [(action, state.apply(action)[0]), (OfferAgree(seat, False), state)]
    else:
        by_class = solvable(state.options)  # elsewhere a card's suit may score
        seen: dict[int, State] = {}
        for alt in state.legal_actions():
            card = getattr(alt, "card", None)
            if by_class and card is not None and state.classes[card] in seen:
                alternatives.append((alt, seen[state.classes[card]]))
                continue
            after = state.apply(alt)[0]
            if by_class and card is not None:
                seen[state.classes[card]] = after
            alternatives.append((alt, after))
    values: dict[int, float] = {}
    out = []
    for alt, after in alternatives:
        if id(after) not in values:
            values[id(after)] = _hand_value(after, seat, open_cards, seed)
        out.append(ActionValue(alt, values[id(after)], False))
    return out


def _cards(state: State, seat: int, open_cards: bool, seed: int) -> list[ActionValue]:
    """The cards of ``seat`` in partnership Aluette, weighed by class."""
    solver = _solver(state.options)
    pos = _position(state)
    team = state.team(seat)
    left = len(state.hands[seat])
    if open_cards:
        worlds = [_true_hands(state)]
        exact_from = OPEN_EXACT
    else:
        worlds = _sampled(state, seat, seed)
        exact_from = CLOSED_EXACT
    exact = open_cards and left <= exact_from
    totals: dict[int, float] = {}
    for hands in worlds:
        if left <= exact_from:
            for k, value in solver.values(pos, hands, team).items():
                totals[k] = totals.get(k, 0.0) + value
            continue
        for k in set(hands[seat]):
            value = _played_out(solver, pos, hands, team, exact_from, k)
            totals[k] = totals.get(k, 0.0) + value
    return [
        ActionValue(Play(seat, c), totals[state.classes[c]] / len(worlds), exact)
        for c in state.hands[seat]
    ]


def _hand_value(state: State, seat: int, open_cards: bool, seed: int) -> float:
    """The value for ``seat``'s team of a state before (or at) the first card of the play."""
    state = _bots_until_play(state, seed)
    team = state.team(seat)
    if state.is_over:
        return _points(state, team)
    if not solvable(state.options):
        return _points(_bots_until_play(state, seed, cards=True), team)
    solver = _solver(state.options)
    pos = _position(state)
    worlds = [_true_hands(state)] if open_cards else _sampled(state, seat, seed)
    exact_from = OPEN_EXACT if open_cards else CLOSED_EXACT
    total = sum(_played_out(solver, pos, hands, team, exact_from, None) for hands in worlds)
    return total / len(worlds)


def _bots_until_play(state: State, seed: int, cards: bool = False) -> State:
    """The state once the standard bots made every decision before the next card (with
    ``cards``: to the end of the hand). Offers are not made: the review weighs the one made."""
    bots = [StandardBot(seed + s) for s in range(state.n)]
    while not state.is_over and (cards or state.phase != "play"):
        s = state.to_act
        assert s is not None, "a hand in progress always waits for a seat"
        state = state.apply(bots[s].choose(view(state, s)))[0]
    return state


def _points(state: State, team: int) -> float:
    """The finished hand's points of ``team`` minus everyone else's."""
    assert state.result is not None
    points = state.result.points
    mine = points[team]
    return float(mine - (sum(points) - mine))


def _played_out(
    solver: Solver,
    pos: Position,
    hands: Sequence[list[int]],
    team: int,
    exact_from: int,
    first: int | None,
) -> int:
    """Value for ``team`` once every seat plays the tactics' card (``first`` for the seat to
    act) until ``exact_from`` tricks are left, then best play by all."""
    hands = [list(h) for h in hands]
    n, teams = pos.n, pos.teams
    leader, trick, winners = pos.leader, list(pos.trick), list(pos.winners)
    while len(hands[leader]) > exact_from or trick:
        seat = (leader + len(trick)) % n
        if first is not None:
            k, first = first, None
        else:
            k = choose(seat, hands[seat], trick, hands, n, teams, leader)
        hands[seat].remove(k)
        trick.append((seat, k))
        if len(trick) == n:
            winner = trick_winner(trick, SAME_CLASS)
            winners.append(winner)
            leader = next_leader(leader, winner)
            trick = []
    end = Position(n, teams, leader, (), tuple(winners), pos.offer_result)
    if first is not None:  # the seat to act is already in the solved ending
        return solver.values(end, hands, team)[first]
    if not hands[leader]:  # the hand is over
        return team_value(end.winners, end, solver.options, team)
    return solver.best(end, hands, team)


def _position(state: State) -> Position:
    classes = state.classes
    return Position(
        n=state.n,
        teams=state.teams,
        leader=state.leader,
        trick=tuple((s, classes[c]) for s, c in state.trick),
        winners=state.winners,
        offer_result=state.offer_result,
    )


def _true_hands(state: State) -> list[list[int]]:
    classes = state.classes
    return [sorted(classes[c] for c in hand) for hand in state.hands]


def _sampled(state: State, seat: int, seed: int) -> list[list[list[int]]]:
    """``WORLDS`` deals consistent with what ``seat`` knows (the expert's sampling)."""
    v = view(state, seat)
    expert = ExpertBot(seed)
    k = know(v)
    return [expert.sample(v, k) for _ in range(WORLDS)]
