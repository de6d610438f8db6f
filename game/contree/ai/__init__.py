"""Contrée's bots: each sees only a ``SeatView`` and answers with actions. No pygame here.

The protocol, the levels and the driver are every game's (``game.bots``): ``choose(view)``
returns one of ``view.legal`` — a call in the auction, a card in the play — and
``interject(view)`` a prompt contre from ``view.interjections`` (option ``contre: prompt``)
or None. ``make_bot(level, seed)`` builds one; ``stats`` has the arena's counts of contracts
made and contres won per level.
"""

from __future__ import annotations

from game.bots import LEVELS, Bot, build_bot

__all__ = ["LEVELS", "Bot", "make_bot"]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level, seeded for reproducible play."""
    return build_bot("game.contree.ai", level, seed)
