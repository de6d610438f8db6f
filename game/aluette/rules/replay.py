"""``aluette replay FILE... [--json]``: score hand records.

Every file is read and checked before anything is printed: a bad file gives exit status 2 and
one line on stderr naming the file and its problem, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.aluette.rules.record import RecordError, load_file, replay, summary, validate

SEATS = "NESW"


def score_file(path: str) -> dict[str, Any]:
    """The replay summary of one record file; RecordError on a bad file."""
    return summary(replay(validate(load_file(path))))


def run_replay(args: argparse.Namespace) -> int:
    results, failed = [], False
    for path in args.files:
        try:
            results.append(score_file(path))
        except RecordError as err:
            print(f"aluette replay: {path}: {err}", file=sys.stderr)
            failed = True
    if failed:
        return 2
    if args.json:
        out = results[0] if len(results) == 1 else results
        print(json.dumps(out, indent=None if len(results) > 1 else 2))
        return 0
    for path, result in zip(args.files, results, strict=True):
        print(describe(path, result))
    return 0


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
