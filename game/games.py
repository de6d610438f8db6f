"""The games this program plays, in one place: the one registry every shared part asks.

Each game is a package that provides the one interface (``game.interface.GameApi``) in its
module ``<package>.api``, and its table for the window in ``ui_package``
(``game.ui.gameparts.TableParts``). Adding a game is writing those packages and one entry
below. Modules are imported only when asked for, so that ``aluette --version`` stays fast and
pure code never loads the window's part.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from game.interface import GameApi


@dataclass(frozen=True, slots=True)
class Game:
    name: str
    package: str
    ui_package: str
    record_format: str

    @property
    def api(self) -> GameApi:
        """The game's pure interface (rules, options, bots, words, records, statistics)."""
        return cast("GameApi", importlib.import_module(f"{self.package}.api"))


GAMES: dict[str, Game] = {
    "aluette": Game("aluette", "game.aluette", "game.ui.aluette", "aluette-record/1"),
    "contree": Game("contree", "game.contree", "game.ui.contree", "contree-record/1"),
}
DEFAULT_GAME = "aluette"


def by_format(record_format: object) -> Game | None:
    """The game whose hand records have this ``format``, or None."""
    return next((g for g in GAMES.values() if g.record_format == record_format), None)


def game_named(name: object) -> Game:
    """The game of a saved ``game`` name (None or missing: the default game)."""
    return GAMES[name] if isinstance(name, str) and name in GAMES else GAMES[DEFAULT_GAME]
