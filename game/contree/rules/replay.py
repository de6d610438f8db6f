"""Contrée's part of ``aluette replay`` (``game.records``): score a record, describe the result."""

from __future__ import annotations

from typing import Any

from game.contree.rules.record import replay, summary, validate

SEATS = "NESW"
MULTIPLIED = {1: "", 2: " contre", 4: " surcontre"}


def score(data: Any) -> dict[str, Any]:
    """The replay summary of a parsed record; RecordError on a bad one."""
    return summary(replay(validate(data)))


def describe(path: str, result: dict[str, Any]) -> str:
    """A few readable lines about one scored hand."""
    lines = [f"{path}:"]
    contract = result["contract"]
    if contract is None:
        thrown_in = result["points"] is not None
        lines.append("  thrown in: all four passed" if thrown_in else "  the auction is unfinished")
        return "\n".join(lines)
    lines.append(
        f"  contract: {contract['value']} {contract['trump']} by {SEATS[contract['bidder']]}"
        f"{MULTIPLIED[contract['multiplier']]}"
    )
    for i, trick in enumerate(result["tricks"], start=1):
        lines.append(f"  trick {i}: {' '.join(trick['cards'])}  won by {SEATS[trick['winner']]}")
    lines.append(f"  tricks won: {result['tricks_won']}; card points {result['card_points']}")
    if result["points"] is None:
        lines.append("  the hand is unfinished")
    else:
        made = "made" if result["made"] else "not made"
        lines.append(f"  contract {made}; points {result['points']}")
    announced = result.get("announcements")
    if announced and announced["team"] is not None:
        lines.append(f"  announcements: {announced['points']} to team {announced['team']}")
    return "\n".join(lines)
