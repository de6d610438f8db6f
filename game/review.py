"""The hand review, shared by every game: what each recorded decision cost (pure).

A minimal stand-in on the window's branch (R-UI), to the contract of issue 21, so that the
window's review runs; R-Core's module replaces it. ``review`` asks the record's game through
the registry only: its decisions, its evaluator, its words and its grade thresholds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.records import RecordError, game_of

__all__ = ["GRADE_NAMES", "RecordError", "Verdict", "grade_of", "review"]

GRADE_NAMES = ("good", "inaccuracy", "mistake", "blunder")


@dataclass(frozen=True, slots=True)
class Verdict:
    """One decision weighed: ``values`` are every alternative as ``(action_text, value)``;
    ``loss`` is the best value minus the played one, never negative."""

    index: int
    seat: int
    kind: str
    play: int | None
    played: str
    best: str
    loss: float
    exact: bool
    values: tuple[tuple[str, float], ...]
    grade: str


def grade_of(loss: float, thresholds: tuple[float, float, float]) -> str:
    """The grade word of a loss, given the game's inaccuracy, mistake and blunder thresholds."""
    passed = sum(1 for threshold in thresholds if loss >= threshold)
    return GRADE_NAMES[passed]


def review(data: Any, seat: int | None, open_cards: bool, seed: int = 0) -> Iterator[Verdict]:
    """One verdict per decision of ``seat`` (None: every seat), in the record's order, each as
    soon as it is worked out."""
    api = game_of(data).api
    for index, decision in enumerate(api.decisions(data)):
        if seat is not None and decision.seat != seat:
            continue
        weighed = api.evaluate(decision, open_cards, seed)
        played = api.action_text(decision.action)
        values = tuple((api.action_text(v.action), v.value) for v in weighed)
        best = max(weighed, key=lambda v: v.value)
        mine = next(v.value for v in weighed if api.action_text(v.action) == played)
        loss = max(0.0, best.value - mine)
        yield Verdict(
            index,
            decision.seat,
            decision.kind,
            decision.play,
            played,
            api.action_text(best.action),
            loss,
            all(v.exact for v in weighed),
            values,
            grade_of(loss, api.GRADES),
        )
