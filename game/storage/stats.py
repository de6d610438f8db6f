"""The player's statistics (``stats.json``): matches, hands, mordiennes, streaks per difficulty.

Counting is driven by the match state, not by remembering events: ``record`` counts every
finished hand of ``state.finished`` (and the match result) not yet counted for that match.
So calling it twice counts nothing twice, and after a resume it catches up on a hand that
ended just before the program was killed.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from game.aluette.rules.state import State
from game.storage.files import Damaged, Kind, same
from game.storage.settings import DIFFICULTIES

KIND = Kind("stats.json", 1, {1: same})
REMEMBERED_MATCHES = 20
"""How many recent matches keep their counting progress (only the current one needs it)."""


@dataclass(slots=True)
class Tally:
    """The counters of one difficulty. Streaks count matches won in a row."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    mordiennes_made: int = 0
    mordiennes_suffered: int = 0
    spoiled_tricks: int = 0
    streak: int = 0
    best_streak: int = 0


COUNTERS = tuple(f.name for f in fields(Tally))


class Statistics:
    """Counters per difficulty, and how far each recent match has been counted.

    Aluette's; another game's statistics (``contree_stats``) give their own ``KIND``,
    ``TALLY`` and ``count_hand``."""

    KIND = KIND
    TALLY: type = Tally
    COUNTERS: tuple[str, ...] = COUNTERS

    def __init__(self) -> None:
        self.by_difficulty: dict[str, Any] = {d: self.TALLY() for d in DIFFICULTIES}
        self.counted: dict[str, tuple[int, bool]] = {}

    def reset(self) -> None:
        """Zero every counter; hands already counted in a match stay counted, not recounted."""
        self.by_difficulty = {d: self.TALLY() for d in DIFFICULTIES}

    def total(self) -> Any:
        """All difficulties together (the best streak is the best of any difficulty)."""
        total = self.TALLY()
        for tally in self.by_difficulty.values():
            for name in self.COUNTERS:
                setattr(total, name, getattr(total, name) + getattr(tally, name))
        total.streak = max(t.streak for t in self.by_difficulty.values())
        total.best_streak = max(t.best_streak for t in self.by_difficulty.values())
        return total

    def record(self, state: State, seat: int, difficulty: str, match_id: str) -> bool:
        """Count what ``state`` finished since the last call for this match; True if anything.

        ``seat`` is the human's seat: hands and matches count as won when their team scores.
        """
        hands, match_done = self.counted.pop(match_id, (0, False))
        tally = self.by_difficulty[difficulty]
        for hand in state.finished[hands:]:
            self.count_hand(tally, hand, seat)
        if state.is_over and not match_done:
            won = state.winner == state.team(seat)
            tally.matches_played += 1
            tally.matches_won += won
            tally.streak = tally.streak + 1 if won else 0
            tally.best_streak = max(tally.best_streak, tally.streak)
        self.counted[match_id] = (len(state.finished), state.is_over)
        while len(self.counted) > REMEMBERED_MATCHES:
            del self.counted[next(iter(self.counted))]
        return (hands, match_done) != self.counted[match_id]

    def withdraw(self, state: State, seat: int, difficulty: str, match_id: str) -> bool:
        """Uncount the hands of a match counted so far (it became practice); True if any.

        Only hands are withdrawn: a match is counted when it ends, and a practice match is
        never counted (``Storage.record_finished`` skips it).
        """
        hands, done = self.counted.get(match_id, (0, False))
        tally = self.by_difficulty[difficulty]
        for hand in state.finished[:hands]:
            self.count_hand(tally, hand, seat, -1)
        self.counted[match_id] = (0, done)
        return hands > 0

    def to_document(self) -> dict[str, object]:
        """The file's content."""
        return {
            "version": self.KIND.version,
            "by_difficulty": {d: asdict(t) for d, t in self.by_difficulty.items()},
            "counted": {m: list(c) for m, c in self.counted.items()},
        }

    @classmethod
    def from_document(cls, document: dict[str, object]) -> Statistics:
        """Statistics from an upgraded document; Damaged on any counter that is not a count."""
        stats = cls()
        by_difficulty = document.get("by_difficulty", {})
        counted = document.get("counted", {})
        if not isinstance(by_difficulty, dict) or not isinstance(counted, dict):
            raise Damaged("by_difficulty and counted must be mappings")
        for difficulty, counters in by_difficulty.items():
            if difficulty not in DIFFICULTIES or not isinstance(counters, dict):
                raise Damaged(f"bad difficulty {difficulty!r}")
            for name, value in counters.items():
                if name not in cls.COUNTERS or type(value) is not int or value < 0:
                    raise Damaged(f"bad counter {name!r}: {value!r}")
            stats.by_difficulty[difficulty] = cls.TALLY(**counters)
        for match_id, progress in list(counted.items())[-REMEMBERED_MATCHES:]:
            match progress:
                case [int(hands), bool(done)] if type(hands) is int and hands >= 0:
                    stats.counted[match_id] = (hands, done)
                case _:
                    raise Damaged(f"bad progress {progress!r}")
        return stats

    @staticmethod
    def count_hand(tally: Any, hand: Any, seat: int, sign: int = 1) -> None:
        """Add one finished hand (a state of ``state.finished``) to the tally (``sign`` −1:
        remove it again)."""
        _count_hand(tally, hand, seat, sign)


def _count_hand(tally: Tally, hand: State, seat: int, sign: int = 1) -> None:
    """Add one finished hand (a state of ``state.finished``) to the tally (``sign`` −1:
    remove it again)."""
    result = hand.result
    team = hand.team(seat)
    tally.hands_played += sign
    tally.hands_won += sign * (result.points[team] > 0)
    if result.mordienne and result.winner is not None:
        if hand.team(result.winner) == team:
            tally.mordiennes_made += sign
        else:
            tally.mordiennes_suffered += sign
    tally.spoiled_tricks += sign * sum(w is None for w in hand.winners)
