"""Contrée's statistics (``contree-stats.json``): matches, hands, contracts and streaks per
difficulty, counted from the match state exactly as Aluette's (``stats.Statistics``)."""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.contree.rules.state import State
from game.storage.files import Kind, same
from game.storage.stats import Statistics

KIND = Kind("contree-stats.json", 1, {1: same})


@dataclass(slots=True)
class ContreeTally:
    """The counters of one difficulty; ``contracts_*`` count the human's team's contracts,
    ``contres`` the contracts of the opponents it doubled."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    contracts_made: int = 0
    contracts_down: int = 0
    contres: int = 0
    streak: int = 0
    best_streak: int = 0


class ContreeStatistics(Statistics):
    """See the module docstring."""

    KIND = KIND
    TALLY = ContreeTally
    COUNTERS = tuple(f.name for f in fields(ContreeTally))

    @staticmethod
    def count_hand(tally: ContreeTally, hand: State, seat: int, sign: int = 1) -> None:
        """One finished hand (thrown in: played, nobody wins) with its contract's fate
        (``sign`` −1: remove it again, after a take back)."""
        result = hand.result
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
