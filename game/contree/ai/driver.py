"""The shared driver (``game.bots``) bound to Contrée's views: the table, the demo, the tests."""

from __future__ import annotations

from collections.abc import Mapping

from game import bots as shared
from game.contree.rules.actions import Action
from game.contree.rules.state import State
from game.contree.rules.view import view


def next_bot_action(state: State, bots: Mapping[int, shared.Bot]) -> Action | None:
    """The next action a bot makes (a prompt contre first), or None when a human is to act."""
    return shared.next_bot_action(state, bots, view)


def play_out(state: State, bots: Mapping[int, shared.Bot], max_actions: int = 100_000) -> State:
    """Let bots play every seat until the state is over."""
    return shared.play_out(state, bots, view, max_actions)
