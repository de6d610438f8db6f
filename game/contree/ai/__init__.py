"""Contrée's bots: each sees only a ``SeatView`` and answers with actions. No pygame here.

The protocol, the levels and the driver are every game's (``game.bots``): ``choose(view)``
returns one of ``view.legal`` — a call in the auction, a card in the play — and
``interject(view)`` a prompt contre from ``view.interjections`` (option ``contre: prompt``)
or None. ``make_bot(level, seed)`` builds one; ``stats`` has the arena's counts of contracts
made and contres won per level. Beyond every game's levels, Contrée's arena knows
``reference``: the expert frozen as it was before issue 22 (``ai/reference``), never offered
to players.
"""

from __future__ import annotations

from game import bots as shared
from game.bots import Bot, build_bot

REFERENCE = "reference"
LEVELS = (*shared.LEVELS[:-1], REFERENCE, shared.LEVELS[-1])
"""Every level ``make_bot`` knows: the shared ones, the frozen expert before the cheater."""

__all__ = ["LEVELS", "REFERENCE", "Bot", "make_bot"]


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of the given level, seeded for reproducible play."""
    if level == REFERENCE:
        from game.contree.ai.frozen import FrozenExpert

        return FrozenExpert(seed)
    return build_bot("game.contree.ai", level, seed)
