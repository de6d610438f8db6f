"""Bots: each sees only a ``SeatView`` and answers with actions. No pygame here.

Every bot has two methods:

- ``choose(view) -> Action``: the turn action when ``view.to_act == view.seat`` (one of
  ``view.legal``);
- ``interject(view) -> Action | None``: an out-of-turn action it wants to make now (a
  ``Signal`` or an ``Offer`` from ``view.interjections``), or None.

``make_bot(level, seed)`` builds one; ``LEVELS`` lists the levels.
"""

from __future__ import annotations

from game.aluette.ai.base import LEVELS, Bot, make_bot

__all__ = ["LEVELS", "Bot", "make_bot"]
