"""Fast play-outs of the rest of a hand in strength classes, for the search bots.

A deal sampled by the expert (or the true deal, for the cheater) is played to the end by all
seats with the tactics of ``game.aluette.ai.tactics``, each seat knowing every hand (a
"double dummy" play-out), and scored with the engine's own scoring functions. Hands are lists
of classes kept sorted, strongest first, so a seat's best card is ``hand[0]``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.aluette.ai.tactics import NONE, choose_class
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import (
    Take,
    hand_outcome,
    hand_points,
    next_leader,
    trick_winner,
)

SAME_CLASS = tuple(range(NONE + 1))
"""Identity table: the play-outs hold classes, not cards."""


@dataclass(frozen=True, slots=True)
class Position:
    """A hand in progress, as the search sees it."""

    n: int
    teams: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, int], ...]  # (seat, class) on the current trick
    winners: tuple[int | None, ...]  # completed tricks
    offer_result: tuple[str, int] | None


def play_out(pos: Position, hands: list[list[int]], first: int | None = None) -> list[int | None]:
    """Winners of every trick after playing out ``hands`` (mutated) from ``pos``.

    ``first``: the class the seat to act plays now (the candidate being evaluated).
    """
    n, teams = pos.n, pos.teams
    leader = pos.leader
    trick = list(pos.trick)
    winners = list(pos.winners)
    while hands[leader] or trick:
        seat = (leader + len(trick)) % n
        hand = hands[seat]
        if first is not None:
            k, first = first, None
        else:
            k = choose(seat, hand, trick, hands, n, teams, leader)
        hand.remove(k)
        trick.append((seat, k))
        if len(trick) == n:
            winner = trick_winner(trick, SAME_CLASS)
            winners.append(winner)
            leader = next_leader(leader, winner)
            trick = []
    return winners


def choose(
    seat: int,
    hand: list[int],
    trick: list[tuple[int, int]],
    hands: list[list[int]],
    n: int,
    teams: tuple[int, ...],
    leader: int,
) -> int:
    """The tactics' class for ``seat``, knowing every hand (play-outs, the solver's first try)."""
    team = teams[seat]
    threat = help_ = NONE
    for i in range(len(trick) + 1, n):
        other = (leader + i) % n
        if hands[other]:
            if teams[other] == team:
                help_ = min(help_, hands[other][0])
            else:
                threat = min(threat, hands[other][0])
    sure = min((h[0] for s, h in enumerate(hands) if s != seat and h), default=NONE)
    on_trick = [(teams[s] == team, c) for s, c in trick]
    return choose_class(hand, on_trick, threat, help_, sure, len(hand))


def team_value(winners: Sequence[int | None], pos: Position, options: Options, team: int) -> int:
    """Points of ``team`` minus points of the other team(s) for a finished hand."""
    takes = [Take(i, w) for i, w in enumerate(winners) if w is not None]
    outcome = hand_outcome(winners, takes, options)
    points, _ = hand_points(outcome, pos.offer_result, pos.teams, len(set(pos.teams)))
    mine = points[team]
    return mine - (sum(points) - mine)
