"""The shared driver (``game.bots``) bound to Aluette's views: the table, the arena, the demo."""

from __future__ import annotations

from collections.abc import Mapping

from game import bots as shared
from game.aluette.rules.actions import Action
from game.aluette.rules.state import State
from game.aluette.rules.view import view


def next_bot_action(state: State, bots: Mapping[int, shared.Bot]) -> Action | None:
    """The next action a bot makes, or None when the state waits for a human (or is over)."""
    return shared.next_bot_action(state, bots, view)


def play_out(state: State, bots: Mapping[int, shared.Bot], max_actions: int = 100_000) -> State:
    """Let bots play every seat until the state is over."""
    return shared.play_out(state, bots, view, max_actions)
