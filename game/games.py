"""The games this program plays, in one place: the CLI and shared code ask here "which game".

Each game is a package with the same layout — ``rules.state`` (``State``, ``IllegalAction``),
``rules.options``, ``rules.view``, ``rules.events`` (``redact``), ``rules.record`` and
``rules.replay`` (``score``, ``describe``) and ``bench`` (``bare_hands``) —
imported only when asked for, so that ``aluette --version`` stays fast. ``bots`` names the
module with ``make_bot(level, seed)`` and ``driver`` the one with ``next_bot_action``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True, slots=True)
class Game:
    name: str
    package: str
    record_format: str
    playable: bool
    """Whether the arena and the bots' benches take this game yet (Contrée's bots come later)."""
    table: bool
    """Whether the window's table plays this game."""
    bots: str
    """The module of ``make_bot(level, seed)``."""
    driver: str
    """The module of ``next_bot_action(state, bots)``: who acts next when bots sit in."""

    def module(self, name: str) -> ModuleType:
        """One module of the game's package, e.g. ``rules.state``."""
        return importlib.import_module(f"{self.package}.{name}")


GAMES: dict[str, Game] = {
    "aluette": Game(
        "aluette", "game.aluette", "aluette-record/1", True, True, "ai.base", "ai.driver"
    ),
    # standin_bot: random legal calls and cards until Contrée's bots (game.contree.ai) land
    "contree": Game(
        "contree", "game.contree", "contree-record/1", False, True, "standin_bot", "standin_bot"
    ),
}
DEFAULT_GAME = "aluette"


def by_format(record_format: object) -> Game | None:
    """The game whose hand records have this ``format``, or None."""
    return next((g for g in GAMES.values() if g.record_format == record_format), None)
