"""Playing a deal out, through the engine itself: the expert's play-outs and its exact endings.

A sampled deal becomes an engine ``State``: the hands as they were dealt (each seat's cards
now plus those it played), then every call and card the view saw, applied in order — so the
contract, the trick, the belote and the score are the engine's, never restated here. From
there ``play_out`` lets every seat play the common tactic with the whole deal in sight
(``WorldSight``), and ``solve`` searches the last tricks exactly (alpha-beta over the
engine's own legal cards). A hand's value to a team is its score less the other team's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.contree.ai.tactics import WorldSight, choose_card
from game.contree.rules.actions import PASSES, PLAYS, Call
from game.contree.rules.state import AUCTION, PLAY, State
from game.contree.rules.view import SeatView


def world(view: SeatView, hidden: Mapping[int, Sequence[int]]) -> State:
    """The engine's state of the view's moment, had the other seats held ``hidden``."""
    hands: list[list[int]] = [[] for _ in range(view.n_seats)]
    hands[view.seat] = list(view.hand)
    for seat, cards in hidden.items():
        hands[seat] = list(cards)
    for _, trick, _ in view.tricks:
        for seat, c in trick:
            hands[seat].append(c)
    for seat, c in view.trick:
        hands[seat].append(c)
    state = State.from_deal(view.options, view.dealer, hands)
    for call in view.calls:
        state, _ = state.apply(call)
    for _, trick, _ in view.tricks:
        for seat, c in trick:
            state, _ = state.apply(PLAYS[seat][c])
    for seat, c in view.trick:
        state, _ = state.apply(PLAYS[seat][c])
    return state


def settle(state: State, call: Call) -> State:
    """``call``, then passes until the auction is over: the contract it leaves."""
    return pass_out(state.apply(call)[0])


def pass_out(state: State) -> State:
    """Every seat passing until the auction is over: the contract as it stands."""
    while state.phase == AUCTION:
        seat = state.to_act
        assert seat is not None
        state, _ = state.apply(PASSES[seat])
    return state


def tactic_card(state: State) -> int:
    """The common tactic's card for the seat to act, seeing the whole deal."""
    seat = state.to_act
    contract = state.contract
    assert seat is not None and contract is not None, "a card is asked in the play only"
    return choose_card(
        seat,
        state.hands[seat],
        state.legal_cards(),
        state.trick,
        state.step,
        contract.trump,
        contract.bidder,
        WorldSight(state.hands, contract.trump),
    )


def play_out(state: State) -> State:
    """The hand played to its end by the tactic."""
    while state.phase == PLAY:
        seat = state.to_act
        assert seat is not None
        state, _ = state.apply(PLAYS[seat][tactic_card(state)])
    return state


def value(state: State, team: int) -> int:
    """A finished hand's score for ``team`` less the other team's."""
    assert state.result is not None, "the hand is over"
    points = state.result.points
    return points[team] - points[1 - team]


def solve(state: State, team: int) -> dict[int, int]:
    """The exact value for ``team`` of each card the seat to act may play (alpha-beta)."""
    seat = state.to_act
    assert seat is not None
    return {
        c: _alphabeta(state.apply(PLAYS[seat][c])[0], team, -10_000, 10_000)
        for c in state.legal_cards()
    }


def _alphabeta(state: State, team: int, alpha: int, beta: int) -> int:
    if state.phase != PLAY:
        return value(state, team)
    seat = state.to_act
    assert seat is not None
    cards = list(state.legal_cards())
    if len(cards) > 1:
        first = tactic_card(state)
        cards.remove(first)
        cards.insert(0, first)
    row = PLAYS[seat]
    if seat % 2 == team:
        best = -10_000
        for c in cards:
            best = max(best, _alphabeta(state.apply(row[c])[0], team, alpha, beta))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    best = 10_000
    for c in cards:
        best = min(best, _alphabeta(state.apply(row[c])[0], team, alpha, beta))
        beta = min(beta, best)
        if alpha >= beta:
            break
    return best
