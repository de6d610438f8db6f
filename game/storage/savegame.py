"""The match in progress (``match.json``): saved after every action, resumed exactly.

A match is fully determined by its seed, its options and the list of actions (the engine
draws every shuffle from the seed), so that is all the file holds, with the ``meta`` fields
the table needs (the human's seat, the difficulty, the deck, an id for statistics). Resuming
replays the actions through the engine: the state is the very one the player left, and a
save the engine refuses is damaged, not half-trusted.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from game.decks import DECKS
from game.games import DEFAULT_GAME, GAMES
from game.interface import Action, GameApi, GameState
from game.storage.files import Damaged, Kind, same
from game.storage.settings import DIFFICULTIES

KIND = Kind("match.json", 1, {1: same})
RESULTS_SEEN = "results_seen"
"""Meta field: how many hands' results the player has closed, so that a match stopped on a
result shows it again (a save without it counts every result as seen)."""


class Resumed(NamedTuple):
    """A saved match replayed: the state, the table's meta, and the actions so far.

    The table keeps appending to ``actions`` and passes them to ``save_match`` again.
    """

    state: Any
    meta: dict[str, Any]
    actions: list[Action]


def new_meta(
    human_seat: int | None = 0, difficulty: str = "standard", deck: str = DECKS[0]
) -> dict[str, Any]:
    """The meta of a new match; ``match_id`` lets statistics count each hand exactly once."""
    return {
        "match_id": uuid.uuid4().hex,
        "human_seat": human_seat,
        "difficulty": difficulty,
        "deck": deck,
        "started": time.strftime("%Y-%m-%dT%H:%M:%S"),
    }


def match_document(
    seed: int, options: Any, actions: Sequence[Action], meta: Mapping[str, Any]
) -> dict[str, Any]:
    """The file's content; every option is written, so new defaults cannot change a replay."""
    game = game_of(meta)
    return {
        "version": KIND.version,
        "seed": seed,
        "options": game.write_options(options, every=True),
        "meta": dict(meta),
        "actions": [game.action_to_json(a) for a in actions],
    }


def game_of(meta: Mapping[str, Any]) -> GameApi:
    """The game a match is of (``meta["game"]``; the default game when absent, as in the
    saves written before a second game came)."""
    name = meta.get("game", DEFAULT_GAME)
    if name not in GAMES:
        raise Damaged(f"unknown game {name!r}")
    return GAMES[name].api


def resume(document: dict[str, Any]) -> Resumed:
    """Replay a saved match; Damaged names the first thing the engine or the checks refuse."""
    seed, meta, items = document.get("seed"), document.get("meta"), document.get("actions")
    if type(seed) is not int:
        raise Damaged(f"bad seed {seed!r}")
    if not isinstance(items, list):
        raise Damaged("no list of actions")
    if not isinstance(meta, dict):
        raise Damaged("meta is not a mapping")
    game = game_of(meta)
    state, _ = game.new_match(seed, game.read_options(document.get("options")))
    actions = [game.action_from_json(item) for item in items]
    for action in actions:
        state, _ = state.apply(action)
    _check_meta(meta, state)
    return Resumed(state, meta, actions)


def _check_meta(meta: dict[str, Any], state: GameState) -> None:
    """The fields the table relies on must make sense for this match."""
    seat = meta.get("human_seat")
    if seat is not None and (type(seat) is not int or not 0 <= seat < state.n):
        raise Damaged(f"bad human seat {seat!r}")
    if meta.get("difficulty", "standard") not in DIFFICULTIES:
        raise Damaged(f"bad difficulty {meta['difficulty']!r}")
    if meta.get("deck", DECKS[0]) not in DECKS:
        raise Damaged(f"bad deck {meta['deck']!r}")
    if not isinstance(meta.get("match_id"), str):
        raise Damaged("no match id")
    seen = meta.get(RESULTS_SEEN, 0)
    if type(seen) is not int or not 0 <= seen <= len(state.finished):
        raise Damaged(f"bad count of results seen {seen!r}")
