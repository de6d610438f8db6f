"""What every game provides to the window: its cards, table, replay, rules pages, lesson and
shots.

Each game's window package (``game.ui.<name>``, named by the registry ``game.games``) is a
module that satisfies ``GameWindow``; the shared screens (menu, new match, history, the
navigation) open a game's screens only through ``window_of(name)``, never by importing it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol, cast

from game.games import GAMES

if TYPE_CHECKING:
    from game.storage import Entry, Resumed
    from game.ui.cardart.pack import Pack
    from game.ui.scenes.base import Host, Scene

Producer = Callable[..., Iterator[str]]
"""A producer of ``aluette shots`` (``game.ui.shots``): given the ``App``, it yields a name
whenever the window shows a picture worth keeping. (Typed loosely: the app's module reaches
the games through this one.)"""


class GameWindow(Protocol):
    """A game's screens, made for the window ``app``."""

    @property
    def PACK(self) -> str:
        """The card-art pack its cards are drawn from (``game.ui.cardart``): ``CARDS.name``."""
        ...

    @property
    def CARDS(self) -> Pack:
        """Its pack as the card art draws it: faces, inks, the contact sheet, the preview."""
        ...

    def new_match(self, app: Host, seed: int | None = None) -> Scene:
        """A new match with the saved settings, the human at the bottom seat."""
        ...

    def new_demo(self, app: Host, seed: int) -> Scene:
        """Bots in every seat at fast speed (``aluette --demo``)."""
        ...

    def resume(self, app: Host, saved: Resumed) -> Scene:
        """The saved match exactly where it stopped."""
        ...

    def replay(self, app: Host, index: int, entry: Entry, hand: Any) -> Scene:
        """A finished hand of the history, replayed on the table."""
        ...

    def review(
        self, app: Host, index: int, entry: Entry, hand: Any, difficulty: str | None = None
    ) -> Scene:
        """A finished hand reviewed decision by decision (``game.ui.scenes.review``); its
        practice plays against bots of ``difficulty`` (None: the settings')."""
        ...

    def practice(self, app: Host, state: Any, difficulty: str) -> Scene:
        """A deal played on from ``state`` as practice (``game.ui.scenes.practice``)."""
        ...

    def rules(self, app: Host, options: Any = None) -> Scene:
        """The game's rules pages for ``options`` (None: the next match's, from the settings);
        a game whose pages read the same under every option may leave them aside."""
        ...

    def lesson(self, app: Host) -> Scene:
        """The guided first hand."""
        ...

    def table_shots(self) -> tuple[Producer, ...]:
        """Its table's pictures for ``aluette shots``, in the order a player meets them."""
        ...


def window_of(game: str) -> GameWindow:
    """The window part of a registered game."""
    return cast("GameWindow", importlib.import_module(GAMES[game].ui_package))
