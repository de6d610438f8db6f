"""The player's statistics, one file per game: matches, hands, the game's own counters and
streaks, per difficulty.

The game says what it counts (``GameApi.TALLY``, ``count_hand``, ``match_won``); this module
keeps a tally per difficulty and how far each match has been counted. Counting is driven by
the match state, not by remembering events: ``record`` counts every finished hand of
``state.finished`` (and the match result) not yet counted for that match. So calling it twice
counts nothing twice, and after a resume it catches up on a hand that ended just before the
program was killed.
"""

from __future__ import annotations

from dataclasses import asdict, fields, replace
from typing import Any

from game.bots import PLAY_LEVELS as DIFFICULTIES
from game.interface import GameApi, Tally
from game.storage.files import Damaged, Kind, same

VERSION = 1
REMEMBERED_MATCHES = 20
"""How many recent matches keep their counting progress (only the current one needs it)."""


def kind_of(game: GameApi) -> Kind:
    """The file of a game's statistics."""
    return Kind(game.STATISTICS_FILE, VERSION, {VERSION: same})


class Statistics:
    """A game's counters per difficulty, and how far each recent match has been counted."""

    def __init__(self, game: GameApi) -> None:
        self.game = game
        self.kind = kind_of(game)
        self.counters: tuple[str, ...] = tuple(f.name for f in fields(game.TALLY))
        """The tally's counters, in the order the statistics screen shows them."""
        self.by_difficulty: dict[str, Tally] = {d: game.TALLY() for d in DIFFICULTIES}
        self.counted: dict[str, tuple[int, bool]] = {}

    def reset(self) -> None:
        """Zero every counter; hands already counted in a match stay counted, not recounted."""
        self.by_difficulty = {d: self.game.TALLY() for d in DIFFICULTIES}

    def total(self) -> Tally:
        """All difficulties together (the best streak is the best of any difficulty)."""
        total = self.game.TALLY()
        for tally in self.by_difficulty.values():
            for name in self.counters:
                setattr(total, name, getattr(total, name) + getattr(tally, name))
        total.streak = max(t.streak for t in self.by_difficulty.values())
        total.best_streak = max(t.best_streak for t in self.by_difficulty.values())
        return total

    def record(self, state: Any, seat: int, difficulty: str, match_id: str) -> bool:
        """Count what ``state`` finished since the last call for this match; True if anything.

        ``seat`` is the human's seat: hands and matches count as won when their team scores.
        """
        hands, match_done = self.counted.pop(match_id, (0, False))
        tally = self.by_difficulty[difficulty]
        for hand in state.finished[hands:]:
            self.game.count_hand(tally, hand, seat)
        if state.is_over and not match_done:
            won = self.game.match_won(state, seat)
            tally.matches_played += 1
            tally.matches_won += won
            tally.streak = tally.streak + 1 if won else 0
            tally.best_streak = max(tally.best_streak, tally.streak)
        self.counted[match_id] = (len(state.finished), state.is_over)
        while len(self.counted) > REMEMBERED_MATCHES:
            del self.counted[next(iter(self.counted))]
        return (hands, match_done) != self.counted[match_id]

    def withdraw(self, state: Any, seat: int, difficulty: str, match_id: str) -> bool:
        """Uncount the hands of a match counted so far (it became practice); True if any.

        Only hands are withdrawn: a match is counted when it ends, and a practice match is
        never counted (``Storage.record_finished`` skips it).
        """
        hands, done = self.counted.get(match_id, (0, False))
        tally = self.by_difficulty[difficulty]
        for hand in state.finished[:hands]:
            self.game.count_hand(tally, hand, seat, -1)
        self.counted[match_id] = (0, done)
        return hands > 0

    def to_document(self) -> dict[str, object]:
        """The file's content."""
        return {
            "version": self.kind.version,
            "by_difficulty": {d: asdict(t) for d, t in self.by_difficulty.items()},
            "counted": {m: list(c) for m, c in self.counted.items()},
        }

    @classmethod
    def from_document(cls, game: GameApi, document: dict[str, object]) -> Statistics:
        """A game's statistics from an upgraded document; Damaged on any counter that is not
        a count."""
        stats = cls(game)
        by_difficulty = document.get("by_difficulty", {})
        counted = document.get("counted", {})
        if not isinstance(by_difficulty, dict) or not isinstance(counted, dict):
            raise Damaged("by_difficulty and counted must be mappings")
        for difficulty, counters in by_difficulty.items():
            if difficulty not in DIFFICULTIES or not isinstance(counters, dict):
                raise Damaged(f"bad difficulty {difficulty!r}")
            for name, value in counters.items():
                if name not in stats.counters or type(value) is not int or value < 0:
                    raise Damaged(f"bad counter {name!r}: {value!r}")
            stats.by_difficulty[difficulty] = replace(game.TALLY(), **counters)
        for match_id, progress in list(counted.items())[-REMEMBERED_MATCHES:]:
            match progress:
                case [int(hands), bool(done)] if type(hands) is int and hands >= 0:
                    stats.counted[match_id] = (hands, done)
                case _:
                    raise Damaged(f"bad progress {progress!r}")
        return stats
