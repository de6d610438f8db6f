"""The games this program plays, in one place: the CLI and shared code ask here "which game".

Each game is a package with the same layout — ``rules.state`` (``State``, ``IllegalAction``),
``rules.options``, ``rules.view``, ``rules.events`` (``redact``), ``rules.record`` and
``rules.replay`` (``score``, ``describe``), ``bench`` (``bare_hands``), and its bots: ``ai``
(``make_bot``, ``LEVELS``), ``ai.driver`` (``next_bot_action``: who acts next when bots sit
in) and ``ai.bench`` (``positions``) — imported only when asked for, so that
``aluette --version`` stays fast.
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

    def module(self, name: str) -> ModuleType:
        """One module of the game's package, e.g. ``rules.state``."""
        return importlib.import_module(f"{self.package}.{name}")


GAMES: dict[str, Game] = {
    "aluette": Game("aluette", "game.aluette", "aluette-record/1"),
    "contree": Game("contree", "game.contree", "contree-record/1"),
}
DEFAULT_GAME = "aluette"


def by_format(record_format: object) -> Game | None:
    """The game whose hand records have this ``format``, or None."""
    return next((g for g in GAMES.values() if g.record_format == record_format), None)
