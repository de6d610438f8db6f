"""Playing a deal out, through the engine itself: the expert's play-outs and its exact endings.

A sampled deal becomes an engine ``State``: the hands as they were dealt (each seat's cards now
plus those it played), then every call and card the view saw, applied in order — so the
contract, the trick, the belote and the score are the engine's, never restated here. From there
``play_out`` lets every seat play the common tactic with the whole deal in sight
(``WorldSight``), except the seats it names, which finish the trick under way with what each of
them knows (``known_choice``); ``finish_trick`` plays only that trick so. ``solve`` values
each card exactly with the double-dummy solver (``ai/solver.py``), ``exact_value`` the position
itself. A hand's value to a team is its score less the other team's, counted by the
match's scoring system with the announcements that score (rule 13: the declarations the view
heard are made again in the deal; in a play-out every seat declares all it holds).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from functools import partial

from game.contree.ai.sampling import played_by
from game.contree.ai.solver import Solver
from game.contree.ai.tactics import WorldSight, choose_card, known_choice
from game.contree.cards import HAND_POINTS
from game.contree.rules import announcements as ann
from game.contree.rules.actions import CAPOT, DECLARES, PASSES, PLAYS, Call, Declare
from game.contree.rules.scoring import score_hand
from game.contree.rules.state import AUCTION, PLAY, TRICKS, IllegalAction, State
from game.contree.rules.view import SeatView
from game.contree.rules.view import view as seat_view


def world(view: SeatView, hidden: Mapping[int, Sequence[int]]) -> State:
    """The engine's state of the view's moment, had the other seats held ``hidden``."""
    held = {view.seat: view.hand, **hidden}
    gone = played_by(view, range(view.n_seats))
    hands = [[*held.get(seat, ()), *gone[seat]] for seat in range(view.n_seats)]
    state = State.from_deal(view.options, view.dealer, hands)
    for call in view.calls:
        state, _ = state.apply(call)
    first = view.tricks[0][1] if view.tricks else view.trick
    played = {seat for seat, _ in first}
    for n, (seat, c) in enumerate((*(x for _, t, _ in view.tricks for x in t), *view.trick)):
        if n < 4:
            state = _declare(state, view, seat)
        state, _ = state.apply(PLAYS[seat][c])
    for seat in range(view.n_seats):
        if seat not in played:
            state = _declare(state, view, seat)
    return state


def _declare(state: State, view: SeatView, seat: int) -> State:
    """``seat``'s declarations the view heard (rule 13), made before its first card; one its
    sampled hand cannot make is left out (the sampling deals them when it can)."""
    for s, kind in view.declared:
        if s == seat:
            try:
                state, _ = state.apply(DECLARES[seat, kind])
            except IllegalAction:
                continue
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


def play_out(state: State, own_sight: Collection[int] = ()) -> State:
    """The hand played to its end by the tactic, every announcement declared (rule 13); the
    seats of ``own_sight`` still to play to the trick under way choose with what their seat
    knows, not seeing the whole deal (the expert's opponents: seeing it, they would answer
    each card tried as if they saw its hand)."""
    state = finish_trick(state, own_sight)
    while state.phase == PLAY:
        state = _step(state)
    return state


def finish_trick(state: State, own_sight: Collection[int] = ()) -> State:
    """The trick under way played to its end as ``play_out`` plays it."""
    while state.phase == PLAY and state.trick:
        state = _step(state, own_sight)
    return state


def _step(state: State, own_sight: Collection[int] = ()) -> State:
    """The next action of a play-out: a declaration at the first trick, else a card (the
    seats of ``own_sight`` choosing with what their seat knows)."""
    seat = state.to_act
    assert seat is not None
    if state.announced is not None and not state.trick_log:
        declare = next((a for a in state.legal_actions() if isinstance(a, Declare)), None)
        if declare is not None:
            return state.apply(declare)[0]
    sees_own = seat in own_sight
    card = known_choice(seat_view(state, seat))[0] if sees_own else tactic_card(state)
    return state.apply(PLAYS[seat][card])[0]


def value(state: State, team: int) -> int:
    """A finished hand's score for ``team`` less the other team's."""
    assert state.result is not None, "the hand is over"
    points = state.result.points
    return points[team] - points[1 - team]


def solve(state: State, team: int) -> dict[int, int]:
    """The exact value for ``team`` of each card the seat to act may play: the double-dummy
    solver's take (``ai/solver.py``), scored as the engine scores the hand."""
    seat = state.to_act
    assert seat is not None and state.contract is not None, "a card is asked in the play only"
    solver = BOTS.solver(state, state.contract.value == CAPOT)
    return solver.card_worths(state.hands, state.trick, seat, partial(_scored_take, state, team))


def exact_value(state: State, team: int) -> int:
    """A hand's value for ``team``: exactly what it scores when every seat plays best from
    here (the solver). The hand is still being played: a trick finished before the exact
    ending is never the last, where no card is left to choose."""
    seat = state.to_act
    assert seat is not None and state.contract is not None, "a card is asked in the play only"
    solver = BOTS.solver(state, state.contract.value == CAPOT)
    return solver.worth(state.hands, state.trick, seat, partial(_scored_take, state, team))


def _scored_take(state: State, team: int, take: int) -> int:
    """``team``'s score less the other's, had team 0 taken ``take`` more from ``state`` on
    (card points, or tricks in a capot contract: the solver's count)."""
    contract = state.contract
    assert contract is not None
    attack = contract.attack
    if contract.value == CAPOT:
        taken = state.won[attack] + state.won[attack + 2]
        made = taken + (take if attack == 0 else TRICKS - state.trick_number - take) == TRICKS
        return scored(state, team, HAND_POINTS if made else 0, made)
    team0 = state.card_points[0] + take
    return scored(state, team, team0 if attack == 0 else HAND_POINTS - team0, False)


def scored(state: State, team: int, attack_points: int, capot: bool) -> int:
    """``team``'s score less the other's, had the attack ended the hand with
    ``attack_points`` card points (dix de der included) and every trick or not. All the card
    points are taken as every trick (the club system scores all 8 tricks as 252): only a
    defence winning tricks of no points but the last would tell them apart."""
    contract = state.contract
    assert contract is not None
    attack = contract.attack
    points, tricks = [0, 0], [0, 0]
    points[attack], points[1 - attack] = attack_points, HAND_POINTS - attack_points
    tricks[attack] = TRICKS if capot or attack_points == HAND_POINTS else 0
    belote = None if state.belote_seat is None else state.belote_seat % 2
    o = state.options
    got = score_hand(
        attack,
        contract.value,
        contract.multiplier,
        points,
        tricks,
        belote,
        o.belote,
        o.scoring,
        announced(state),
    ).points
    return got[team] - got[1 - team]


def announced(state: State) -> tuple[int | None, int]:
    """The team whose announcements score and their points (rule 13): as shown after the
    first trick; before, as if every seat still to play its first card (the seat to act
    apart, which may only declare now) declared all it holds, as ``play_out`` does."""
    a = state.announced
    if a is None:
        return None, 0
    if a.shown is not None:
        return a.shown.team, a.shown.points
    contract = state.contract
    assert contract is not None and state.to_act is not None, "the first trick is played"
    declared = list(a.declared)
    done = {seat for seat, _ in state.trick}
    for i in range(1, 4):
        seat = (state.to_act + i * state.step) % 4
        if seat not in done:
            declared += [(seat, x) for x in a.held[seat] if (seat, x) not in a.declared]
    team, _, points = ann.scoring(declared, contract.trump)
    return team, points


class Solvers:
    """The double-dummy solvers of each contract's trump and play rules, their tables kept
    across decisions until they hold ``limit`` positions (memory, not speed: the values never
    depend on it). Each thread that solves keeps its own (a solver is changed in place)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.kept: dict[tuple[int, int, bool, bool, bool], Solver] = {}

    def solver(self, state: State, tricks: bool) -> Solver:
        """The solver of this state's contract (``tricks``: counting tricks, for a capot)."""
        contract = state.contract
        assert contract is not None, "a contract is being played"
        o = state.options
        key = (contract.trump, state.step, o.raise_on_trump_lead, o.undertrump, tricks)
        if sum(len(s.table) for s in self.kept.values()) > self.limit:
            self.kept.clear()
        if key not in self.kept:
            self.kept[key] = Solver(*key)
        return self.kept[key]


BOTS = Solvers(400_000)
"""The bots' solvers (the table's worker thread)."""
