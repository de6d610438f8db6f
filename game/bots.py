"""What every game's bots share: the Bot protocol, the levels, the random baseline, the driver.

A bot sees only a seat's view (each game has its own ``SeatView``) and answers with one of
the actions the view lists. The driver asks bots in the order the table does: first every
bot that may interject (a gesture or an offer in Aluette, a prompt contre in Contrée), in
seat order, then the bot of the seat to act. The ``cheater`` alone is handed the true state
(``omniscient``): it is a yardstick for the arena, never a player.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeGuard

from game.advice import Advice, Reason
from game.interface import Bot as Bot

LEVELS = ("random", "novice", "standard", "expert", "cheater")
PLAY_LEVELS = ("novice", "standard", "expert")
"""Levels offered to people; ``random`` and ``cheater`` are yardsticks for the arena."""

View = Callable[[Any, int], Any]
"""A game's observer: ``view(state, seat)`` is what that seat may know."""


class RandomBot:
    """Uniformly random legal turn actions; never interjects. The baseline of every game."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        return self.rng.choice(view.legal)

    def explain(self, view: Any) -> Advice:
        return Advice(self.choose(view), Reason("any"))

    def interject(self, view: Any) -> Any | None:
        return None


class Omniscient(Bot, Protocol):
    """A bot that decides from the true state (``omniscient``: the cheater)."""

    state: Any


def _omniscient(bot: Bot) -> TypeGuard[Omniscient]:
    return bool(getattr(bot, "omniscient", False))


def reveal(bot: Bot, state: Any) -> None:
    """Hand ``state`` to a bot that decides from the true state; any other bot sees views only."""
    if _omniscient(bot):
        bot.state = state


def check_level(level: str) -> None:
    """ValueError naming the levels when ``level`` is none of them."""
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")


def build_bot(package: str, level: str, seed: int) -> Bot:
    """A game's bot of ``level``: every game's bots package has the same two modules, with
    ``NoviceBot`` and ``StandardBot`` in ``rulebots`` and ``ExpertBot`` and ``CheaterBot`` in
    ``expert`` (imported only when a bot is made: the search is the slow import)."""
    check_level(level)
    if level == "random":
        return RandomBot(seed)
    module = "rulebots" if level in ("novice", "standard") else "expert"
    found = importlib.import_module(f"{package}.{module}")
    return getattr(found, f"{level.capitalize()}Bot")(seed)


def next_bot_action(state: Any, bots: Mapping[int, Bot], view: View) -> Any | None:
    """The next action a bot makes, or None when the state waits for a human (or is over).

    Bots first get a chance to interject, in seat order; then the bot controlling the seat
    to act takes its turn (a Petit-Jean is played by its partner).
    """
    if state.is_over:
        return None
    for bot in bots.values():
        reveal(bot, state)
    for seat, bot in bots.items():
        if state.controller(seat) != seat:
            continue
        seat_view = view(state, seat)
        if seat_view.interjections:
            action = bot.interject(seat_view)
            if action is not None:
                return action
    seat = state.to_act
    controller = state.controller(seat)
    if controller in bots:
        return bots[controller].choose(view(state, seat))
    return None


def play_out(state: Any, bots: Mapping[int, Bot], view: View, max_actions: int = 100_000) -> Any:
    """Let bots play every seat until the state is over."""
    for _ in range(max_actions):
        action = next_bot_action(state, bots, view)
        if action is None:
            return state
        state, _ = state.apply(action)
    raise RuntimeError("the bots did not finish within the action limit")
