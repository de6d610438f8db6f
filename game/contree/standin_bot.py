"""A stand-in for Contrée's bots while they are written: random legal calls and cards.

The table asks ``GAMES["contree"]`` for ``make_bot`` and ``next_bot_action``; once the real
bots (``game.contree.ai``) land, the registry points there and this module goes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Protocol

from game.contree.rules.actions import Action
from game.contree.rules.state import State
from game.contree.rules.view import SeatView, view


class Bot(Protocol):
    level: str

    def choose(self, view: SeatView) -> Action: ...
    def interject(self, view: SeatView) -> Action | None: ...


class RandomBot:
    """Uniformly random legal turn actions; never contres out of turn."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal)

    def interject(self, view: SeatView) -> Action | None:
        return None


def make_bot(level: str, seed: int = 0) -> Bot:
    """The random bot whatever the level: the only one there is yet."""
    return RandomBot(seed)


def next_bot_action(state: State, bots: Mapping[int, Bot]) -> Action | None:
    """The next action a bot makes (a prompt contre first), or None when a human is to act."""
    if state.is_over:
        return None
    for seat, bot in bots.items():
        seen = view(state, seat)
        if seen.interjections:
            action = bot.interject(seen)
            if action is not None:
                return action
    seat = state.to_act
    return bots[seat].choose(view(state, seat)) if seat in bots else None
