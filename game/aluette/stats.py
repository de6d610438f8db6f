"""Aluette's hand tally: the counters its statistics keep per difficulty, and how a finished
hand and a match count for the human's team. The storage (``game.storage.stats``) does the
rest: difficulties, each hand counted once, the file."""

from __future__ import annotations

from dataclasses import dataclass, fields

from game.aluette.rules.state import State
from game.interface import Translate

FILE = "stats.json"


@dataclass(slots=True)
class Tally:
    """The counters of one difficulty, in the order the statistics screen shows them.
    Streaks count matches won in a row."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    mordiennes_made: int = 0
    mordiennes_suffered: int = 0
    spoiled_tricks: int = 0
    streak: int = 0
    best_streak: int = 0


def count_hand(tally: Tally, hand: State, seat: int, sign: int = 1) -> None:
    """Add one finished hand (a state of ``state.finished``) to the tally (``sign`` −1:
    remove it again, after a take back)."""
    result = hand.result
    assert result is not None, "a hand of state.finished has its result"
    team = hand.team(seat)
    tally.hands_played += sign
    tally.hands_won += sign * (result.points[team] > 0)
    if result.mordienne and result.winner is not None:
        if hand.team(result.winner) == team:
            tally.mordiennes_made += sign
        else:
            tally.mordiennes_suffered += sign
    tally.spoiled_tricks += sign * sum(w is None for w in hand.winners)


def match_won(state: State, seat: int) -> bool:
    """Whether the human's team won the match (``state.is_over``)."""
    return state.winner == state.team(seat)


def statistics_rows(t: Translate, tally: Tally) -> list[tuple[str, str]]:
    """The statistics screen's rows: every counter, in order."""
    return [(t(f"stats.counters.{f.name}"), str(getattr(tally, f.name))) for f in fields(tally)]
