"""Aluette's bot registry: ``make_bot`` builds a level; the protocol is ``game.bots``'."""

from __future__ import annotations

from game.bots import LEVELS, Bot, RandomBot, build_bot

__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level, seeded for reproducible play."""
    return build_bot("game.aluette.ai", level, seed)
