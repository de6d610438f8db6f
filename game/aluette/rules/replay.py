"""Aluette's part of ``aluette replay`` (``game.records``): score a record, describe the result."""

from __future__ import annotations

from typing import Any

from game.aluette.rules.record import replay, summary, validate

SEATS = "NESW"


def score(data: Any) -> dict[str, Any]:
    """The replay summary of a parsed record; RecordError on a bad one."""
    return summary(replay(validate(data)))


def describe(path: str, result: dict[str, Any]) -> str:
    """A few readable lines about one scored hand."""
    lines = [f"{path}:"]
    for i, trick in enumerate(result["tricks"], start=1):
        winner = trick["winner"]
        who = "spoiled" if winner is None else f"won by {SEATS[winner] if winner < 4 else winner}"
        lines.append(f"  trick {i}: {' '.join(trick['cards'])}  {who}")
    lines.append(f"  tricks won: {result['tricks_won']}")
    if not result["finished"]:
        lines.append("  the hand is unfinished")
    else:
        winner = result["hand_winner"]
        lines.append(
            f"  hand winner: {'nobody' if winner is None else winner}"
            f"{' (mordienne)' if result['mordienne'] else ''}; points {result['points']}"
        )
    return "\n".join(lines)
