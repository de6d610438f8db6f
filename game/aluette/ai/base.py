"""The bot interface, the uniform random baseline, and the level registry."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from game.advice import Advice, Reason

if TYPE_CHECKING:  # the command line reads LEVELS without loading the engine
    from game.aluette.rules.actions import Action
    from game.aluette.rules.view import SeatView

LEVELS = ("random", "novice", "standard", "expert", "cheater")
"""Every bot level, the one list the command line, the arena and the benches use."""
PLAY_LEVELS = ("novice", "standard", "expert")
"""Levels offered to people (the difficulties); ``random`` and ``cheater`` are yardsticks."""


class Bot(Protocol):
    level: str

    def choose(self, view: SeatView) -> Action:
        """The turn action to take (one of ``view.legal``)."""
        ...

    def explain(self, view: SeatView) -> Advice:
        """The turn action ``choose`` takes, with the reason that decided it."""
        ...

    def interject(self, view: SeatView) -> Action | None:
        """An out-of-turn action to make now (from ``view.interjections``), or None."""
        ...


class RandomBot:
    """Uniformly random legal turn actions; never signals or offers. The baseline."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal)

    def explain(self, view: SeatView) -> Advice:
        return Advice(self.choose(view), Reason("any"))

    def interject(self, view: SeatView) -> Action | None:
        return None


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level, seeded for reproducible play."""
    from game.aluette.ai.expert import CheaterBot, ExpertBot
    from game.aluette.ai.rulebots import NoviceBot, StandardBot

    classes = {
        "random": RandomBot,
        "novice": NoviceBot,
        "standard": StandardBot,
        "expert": ExpertBot,
        "cheater": CheaterBot,
    }
    if level not in classes:
        raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
    return classes[level](seed)
