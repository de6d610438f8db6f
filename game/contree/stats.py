"""Contrée's hand tally: the counters its statistics keep per difficulty (contracts made,
down and doubled), and how a finished hand and a match count for the human's team. The
storage (``game.storage.stats``) does the rest: difficulties, each hand counted once, the
file."""

from __future__ import annotations

from dataclasses import dataclass

from game.contree.rules.state import State

FILE = "contree-stats.json"


@dataclass(slots=True)
class Tally:
    """The counters of one difficulty, in the order the statistics screen shows them;
    ``contracts_*`` count the human's team's contracts, ``contres`` the contracts of the
    opponents it doubled."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    contracts_made: int = 0
    contracts_down: int = 0
    contres: int = 0
    streak: int = 0
    best_streak: int = 0


def count_hand(tally: Tally, hand: State, seat: int, sign: int = 1) -> None:
    """One finished hand (thrown in: played, nobody wins) with its contract's fate
    (``sign`` −1: remove it again, after a take back)."""
    result = hand.result
    assert result is not None, "a hand of state.finished has its result"
    team = hand.team(seat)
    tally.hands_played += sign
    tally.hands_won += sign * (result.points[team] > result.points[1 - team])
    score = result.score
    if score is None:
        return
    if score.attack == team:
        tally.contracts_made += sign * score.made
        tally.contracts_down += sign * (not score.made)
    elif score.multiplier > 1:
        tally.contres += sign


def match_won(state: State, seat: int) -> bool:
    """Whether the human's team won the match (``state.is_over``)."""
    return state.winner == state.team(seat)
