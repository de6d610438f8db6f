"""Hand records of every game: reading a record file, finding its game, ``aluette replay``.

A record is untrusted input: a file is read with a size limit and parsed by the safe
document reader (``game.documents``); its ``format`` names the game, whose own record module
validates, replays and scores it (its ``api``: ``score``, ``describe``). Problems raise
``RecordError`` whose message is one sentence a player can act on; ``aluette replay`` prints
it on one line naming the file, with exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from game.documents import DocumentError, parse_document
from game.games import GAMES, Game, by_format

MAX_RECORD_BYTES = 1_000_000


class RecordError(ValueError):
    """A record that cannot be read or does not follow the rules."""


def load_file(path: str | Path) -> Any:
    """The parsed content of a record file (JSON, or YAML read safely)."""
    path = Path(path)
    try:
        with path.open("rb") as f:
            data = f.read(MAX_RECORD_BYTES + 1)
    except FileNotFoundError:
        raise RecordError("no such file") from None
    except IsADirectoryError:
        raise RecordError("is a folder, not a record file") from None
    except OSError as err:
        raise RecordError(f"cannot be read ({err.strerror})") from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(f"is larger than {MAX_RECORD_BYTES // 1000} kB: not a hand record")
    return parse_text(data)


def parse_text(data: bytes) -> Any:
    """JSON or YAML content of a record file."""
    try:
        return parse_document(data)
    except DocumentError as err:
        text = str(err)
        if text.startswith("is neither") or text.startswith("is not a text"):
            raise RecordError(f"{text} (unknown format)") from None
        raise RecordError(f"{text}: not a hand record") from None


def game_of(data: Any) -> Game:
    """The game a parsed record belongs to, by its ``format``; RecordError if none."""
    if not isinstance(data, Mapping):
        raise RecordError("not a record: expected an object with format, dealer, hands, plays")
    if "format" not in data:
        raise RecordError("not a record: no 'format' key")
    game = by_format(data["format"])
    if game is None:
        known = " or ".join(repr(g.record_format) for g in GAMES.values())
        raise RecordError(f"unknown format {data['format']!r}: expected {known}")
    return game


def score(data: Any) -> dict[str, Any]:
    """The replay summary of a parsed record, in its game's JSON shape; RecordError if bad."""
    return game_of(data).api.score(data)


def run_replay(args: argparse.Namespace) -> int:
    """``aluette replay FILE... [--json]``: every file is checked before anything is printed."""
    results, failed = [], False
    for path in args.files:
        try:
            data = load_file(path)
            game = game_of(data)
            results.append((game, game.api.score(data)))
        except RecordError as err:
            print(f"aluette replay: {path}: {err}", file=sys.stderr)
            failed = True
    if failed:
        return 2
    if args.json:
        summaries = [result for _, result in results]
        out = summaries[0] if len(summaries) == 1 else summaries
        print(json.dumps(out, indent=None if len(summaries) > 1 else 2))
        return 0
    for path, (game, result) in zip(args.files, results, strict=True):
        print(game.api.describe(path, result))
    return 0
