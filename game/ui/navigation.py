"""Every screen of the window by name, in one place: ``app.go("menu")``, ``app.go("rules")``.

Screens open each other by name, so none imports another and the app imports only this
table. A route either starts afresh (the menu, a table, the error screen replace the whole
stack) or opens over the current screen (a page, the rules over the paused table; Escape
goes back to it). A game's own screens (its table, replay, rules and lesson) are opened
through its window part (``game.ui.gameparts.window_of``), whatever the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.games import DEFAULT_GAME, game_named
from game.storage import Entry, Resumed
from game.ui.gameparts import window_of
from game.ui.scenes.base import Host, Scene
from game.ui.scenes.dialogs import ErrorScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import NewMatchScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene


def new_table(app: Host, seed: int | None = None, game: str = DEFAULT_GAME) -> Scene:
    """A new match of ``game`` with the saved settings."""
    return window_of(game).new_match(app, seed)


def new_demo(app: Host, seed: int, game: str = DEFAULT_GAME) -> Scene:
    """Four bots playing ``game`` at fast speed (``aluette --demo``)."""
    return window_of(game).new_demo(app, seed)


def resume_table(app: Host, saved: Resumed) -> Scene:
    """The saved match, of whichever game, exactly where it stopped."""
    return window_of(game_named(saved.meta.get("game")).name).resume(app, saved)


def replay_hand(app: Host, index: int, entry: Entry, hand: Any) -> Scene:
    """A finished hand of the history, replayed on its game's table."""
    return window_of(hand.game).replay(app, index, entry, hand)


def review_hand(
    app: Host, index: int, entry: Entry, hand: Any, difficulty: str | None = None
) -> Scene:
    """A finished hand reviewed decision by decision on its game's table."""
    return window_of(hand.game).review(app, index, entry, hand, difficulty)


def practice(app: Host, game: str, state: Any, difficulty: str) -> Scene:
    """A deal of ``game`` played on from ``state`` as practice, over the current screen."""
    return window_of(game).practice(app, state, difficulty)


def rules(app: Host, game: str = DEFAULT_GAME, options: Any = None) -> Scene:
    """The rules pages of ``game``, for ``options`` (None: the next match's)."""
    return window_of(game).rules(app, options)


def lesson(app: Host, game: str = DEFAULT_GAME) -> Scene:
    """The guided first hand of ``game``."""
    return window_of(game).lesson(app)


@dataclass(frozen=True, slots=True)
class Route:
    """How to make a screen from the host and the route's arguments, and where it goes."""

    make: Callable[..., Scene]
    replaces: bool = False
    """True: the screen replaces the whole stack; False: it opens over the current one."""


ROUTES: dict[str, Route] = {
    "menu": Route(MenuScene, replaces=True),
    "table": Route(new_table, replaces=True),  # (seed=None, game=DEFAULT_GAME)
    "demo": Route(new_demo, replaces=True),  # (seed, game=DEFAULT_GAME)
    "resume": Route(resume_table, replaces=True),  # (saved: Resumed)
    "lesson": Route(lesson, replaces=True),  # (game=DEFAULT_GAME): the guided first hand
    "error": Route(ErrorScene, replaces=True),
    "new_match": Route(NewMatchScene),
    "rules": Route(rules),  # (game=DEFAULT_GAME, options=None)
    "statistics": Route(StatsScene),
    "history": Route(HistoryScene),
    "replay": Route(replay_hand),  # (index, entry, hand)
    "review": Route(review_hand),  # (index, entry, hand, difficulty=None)
    "practice": Route(practice),  # (game, state, difficulty)
    "settings": Route(SettingsScene),
}
