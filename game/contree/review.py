"""Contrée's side of the hand review: what every alternative of a recorded decision was worth.

A value is the deciding seat's team's score for the hand less the opponents', as the result
box scores it (``rules/scoring.py``), so the review's losses are in the hand's points.

- **Cards, open cards**: the double-dummy solver (``ai/solver.py``) values every legal card
  exactly; its tables are kept for the next decisions of the same deal. The score changes
  only at a few of the attack's card points (made or not, the defence rounded to ten), so
  each value asks the solver only which of those steps best play meets (``_best_score``),
  not the exact points.
- **Calls, open cards**: each legal call is followed by the standard bidder at every seat
  until the auction ends (the record does not say who played, and the standard bidder is the
  conventional, deterministic one), then the contract it leaves is solved double dummy from
  the first card. Not exact: the auction after the call is the bots' guess.
- **No trump and all trumps** (rule 14) are solved and sampled as the suit contracts are.
- **Announcements** (rule 13): a declaration is valued as the best card after it, a card as
  keeping the rest quiet; the seats still to play their first card are taken to declare all
  they hold (``search.announced``), so in the first trick under ``announcements: on`` no
  value is exact.
- **Without open cards**: deals of the hidden cards consistent with what the seat had seen
  and heard (the expert's ``sampling``), each solved double dummy in the last tricks
  (``EXACT_CARDS`` cards or fewer left) or played out by the common tactic before, and the
  values averaged. Not exact.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial

from game.contree.ai import make_bot
from game.contree.ai.knowledge import know
from game.contree.ai.sampling import auction_sample, evidence
from game.contree.ai.search import Solvers, play_out, scored, value, world
from game.contree.cards import HAND_POINTS
from game.contree.rules.actions import CAPOT, PLAYS, Action, Declare
from game.contree.rules.state import AUCTION, PLAY, TRICKS, Contract, State
from game.contree.rules.view import view
from game.interface import ActionValue, Bot, Decision

CARD_DEALS = 12
"""Deals sampled per card decision without open cards …"""
CALL_DEALS = 10
"""… and per call."""
EXACT_CARDS = 12
"""With this many cards or fewer left in the hands, each sampled deal is solved exactly."""
SOLVERS = Solvers(3_000_000)
"""The review's own solvers (it runs on its own thread), kept across decisions and reviews."""


def evaluate(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
    """Every legal alternative of ``decision`` with its value (see the module's docstring)."""
    state = decision.state
    team = decision.seat % 2
    legal: list[Action] = state.legal_actions()
    if state.phase == PLAY:
        if open_cards:
            exact = state.announced is None or state.announced.shown is not None
            values = _open_play(state, team, legal)
            return [ActionValue(a, values[a], exact) for a in legal]
        worth = _hidden(state, decision.seat, seed, CARD_DEALS, lambda w: _play_in(w, team, legal))
        return [ActionValue(a, worth[a], False) for a in legal]
    if open_cards:
        calls = _calls_in(state, team, seed)
        return [ActionValue(a, calls(a), False) for a in legal]
    worth = _hidden(
        state, decision.seat, seed, CALL_DEALS, lambda w: _played_calls(w, team, seed, legal)
    )
    return [ActionValue(a, worth[a], False) for a in legal]


def _open_play(state: State, team: int, legal: list[Action]) -> dict[Action, float]:
    """Every card solved, and each declaration (rule 13) as the best card after it."""
    row = PLAYS[_to_act(state)]
    out: dict[Action, float] = {row[c]: v for c, v in _open_cards(state, team).items()}
    for a in legal:
        if isinstance(a, Declare):
            out[a] = max(_open_cards(state.apply(a)[0], team).values())
    return out


def _play_in(state: State, team: int, legal: list[Action]) -> dict[Action, float]:
    """Each card's value in one deal, and each declaration's as the best card after it."""
    out = _cards_in(state, team)
    for a in legal:
        if isinstance(a, Declare):
            out[a] = max(_cards_in(state.apply(a)[0], team).values())
    return out


def _to_act(state: State) -> int:
    seat = state.to_act
    assert seat is not None, "a seat is to act"
    return seat


# --- scoring a solved or played hand ------------------------------------------------------


def _open_cards(state: State, team: int) -> dict[int, float]:
    """The exact value of each card the seat to act may play, every hand known."""
    seat = _to_act(state)
    solver = SOLVERS.solver(state, tricks=_capot(state))
    args = (state.hands, state.trick, seat)
    out = {}
    for group in solver.card_groups(*args):
        v = _best_score(state, team, partial(solver.reaches, *args, card=group[0]))
        for c in group:
            out[c] = v
    return out


def _solved(state: State, team: int) -> float:
    """The value of a hand at its first card (or thrown in), every hand known."""
    if state.phase != PLAY or state.contract is None:
        return 0.0
    solver = SOLVERS.solver(state, tricks=_capot(state))
    return _best_score(state, team, partial(solver.reaches, state.hands, (), state.leader))


def _contract(state: State) -> Contract:
    contract = state.contract
    assert contract is not None, "a contract is being played"
    return contract


def _capot(state: State) -> bool:
    return _contract(state).value == CAPOT


def _best_score(state: State, team: int, reaches: Callable[[int], bool]) -> float:
    """The score of best play from ``state``, where ``reaches(x)`` says whether team 0 takes
    at least ``x`` from now on (tricks under a capot contract, card points otherwise).

    The score changes only at a few of the attack's card points (the contract made, the
    defence's points rounded to ten): a zero-window search at each step met, by halves,
    finds the score without the exact points."""
    contract = state.contract
    assert contract is not None, "a contract is being played"
    attack = contract.attack
    if contract.value == CAPOT:
        taken = state.won[attack] + state.won[attack + 2]
        if attack == 0:
            made = reaches(TRICKS - taken)
        else:
            made = not reaches(taken - state.trick_number + 1)
        return float(scored(state, team, HAND_POINTS if made else 0, made))
    team0 = state.card_points[0]
    scores = [float(scored(state, team, a, False)) for a in range(HAND_POINTS + 1)]
    steps = [a for a in range(1, HAND_POINTS + 1) if scores[a] != scores[a - 1]]
    low, high = 0, len(steps)
    while low < high:
        mid = (low + high) // 2
        need = steps[mid]
        if attack == 0:
            reached = reaches(need - team0)
        else:
            reached = not reaches(HAND_POINTS - team0 - need + 1)
        if reached:
            low = mid + 1
        else:
            high = mid
    return scores[steps[low - 1] if low else 0]


def _auction_ended(state: State, bots: Mapping[int, Bot]) -> State:
    """The auction carried on by ``bots`` at every seat until it ends."""
    from game.contree.ai.driver import next_bot_action

    while state.phase == AUCTION:
        action = next_bot_action(state, bots)
        assert action is not None, "a bot sits at every seat"
        state = state.apply(action)[0]
    return state


def _bidders(seed: int) -> dict[int, Bot]:
    return {s: make_bot("standard", seed + s) for s in range(4)}


def _calls_in(state: State, team: int, seed: int) -> Callable[[Action], float]:
    """Each call's value: the standard bidder finishes the auction, the contract is solved."""
    bots = _bidders(seed)

    def worth(call: Action) -> float:
        return _solved(_auction_ended(state.apply(call)[0], bots), team)

    return worth


# --- without open cards --------------------------------------------------------------------


def _hidden(
    state: State,
    seat: int,
    seed: int,
    count: int,
    weigh: Callable[[State], dict[Action, float]],
) -> dict[Action, float]:
    """The average over ``count`` deals consistent with ``seat``'s view of ``weigh``'s
    values of the alternatives in each deal."""
    seen = view(state, seat)
    k = know(seen)
    weights = evidence(seen, k)
    rng = random.Random(f"review/{seed}/{len(state.plays())}/{len(state.auction.calls)}")
    totals: dict[Action, float] = {}
    for _ in range(count):
        for a, v in weigh(world(seen, auction_sample(seen, k, weights, rng))).items():
            totals[a] = totals.get(a, 0.0) + v
    return {a: v / count for a, v in totals.items()}


def _cards_in(state: State, team: int) -> dict[Action, float]:
    """Each legal card's value in one deal: solved near the end, played out before."""
    seat = state.to_act
    assert seat is not None
    row = PLAYS[seat]
    if sum(len(h) for h in state.hands) <= EXACT_CARDS:
        return {row[c]: v for c, v in _open_cards(state, team).items()}
    return {
        row[c]: float(value(play_out(state.apply(row[c])[0]), team)) for c in state.legal_cards()
    }


def _played_calls(state: State, team: int, seed: int, legal: list[Action]) -> dict[Action, float]:
    """Each legal call's value in one deal: the standard bidder finishes the auction, the
    common tactic plays the contract out (one play-out per contract reached)."""
    bots = _bidders(seed)
    played: dict[object, float] = {}
    out: dict[Action, float] = {}
    for call in legal:
        settled = _auction_ended(state.apply(call)[0], bots)
        contract = settled.contract
        if contract not in played:
            played[contract] = 0.0 if contract is None else float(value(play_out(settled), team))
        out[call] = played[contract]
    return out
