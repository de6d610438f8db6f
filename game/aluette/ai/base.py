"""Aluette's bot registry: ``make_bot`` builds a level; the protocol is ``game.bots``'."""

from __future__ import annotations

from game.bots import LEVELS, Bot, RandomBot, check_level

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level, seeded for reproducible play."""
    from game.aluette.ai.expert import CheaterBot, ExpertBot
    from game.aluette.ai.rulebots import NoviceBot, StandardBot

    check_level(level)
    classes = {
        "random": RandomBot,
        "novice": NoviceBot,
        "standard": StandardBot,
        "expert": ExpertBot,
        "cheater": CheaterBot,
    }
    return classes[level](seed)
