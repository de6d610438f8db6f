"""The contract between the window and its screens: ``Scene`` one way, ``Host`` the other.

The app sends input and time to the top scene only (what lies below is paused: the match
does not go on behind the pause menu or the rules), and draws from the topmost opaque scene
upwards, so a dialog shows the table dimmed behind it. A scene never sleeps or
reads the clock: it says whether it is moving (``animating``) and when it next needs time
(``wakeup``), and the app blocks on input until then.

A scene sees the app only as a ``Host``: the shared settings, words, cards and sound, the
scene stack, and ``go(name, …)`` to open another screen by its name (the names and their
factories are in ``game.ui.navigation``), so no scene imports the app or another screen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.i18n import Translator
from game.storage import Settings, Storage
from game.ui.cardart import CardArt
from game.ui.sound import Sound
from game.ui.table.flow import Worker
from game.ui.widgets import UI


class Host(Protocol):
    """What a scene may use of the window (``game.ui.app.App``)."""

    settings: Settings
    store: Storage | None
    demo: bool
    lang: str

    @property
    def deck(self) -> str: ...

    ui: UI
    sound: Sound

    @property
    def bots(self) -> Worker:
        """Where the bots think (``table.worker.BotWorker``)."""
        ...

    screen: pygame.Surface
    fullscreen: bool
    now: float
    """App time in seconds (advanced by the loop, never read from a clock)."""
    log_path: Path | None
    jobs: deque[Callable[[], object]]
    """Background work run between frames (drawing cards ahead of need: what a job returns
    is kept in a cache, and ignored here)."""

    @property
    def size(self) -> tuple[int, int]: ...
    @property
    def art(self) -> CardArt: ...
    def t(self, key: str, count: int | None = None, **values: Any) -> str: ...
    @property
    def translator(self) -> Translator:
        """The language's lookup that ``t`` asks, for the pure code that takes a
        ``Translator`` (a game's hint sentences); read it anew, the language may change."""
        ...

    def felt(self) -> pygame.Surface: ...
    def art_of(self, pack: str) -> CardArt: ...
    def prepare_cards(self, widths: tuple[int, ...], pack: str | None = None) -> None: ...
    def set_language(self, lang: str) -> None: ...
    def set_deck(self, deck: str) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def update_settings(self, **changes: Any) -> None: ...
    def save_settings(self) -> None: ...
    def go(self, name: str, *args: Any) -> Scene: ...
    def push(self, scene: Scene) -> None: ...
    def top(self) -> Scene | None: ...
    def pop(self, scene: Scene | None = None) -> None: ...
    def replace_all(self, scene: Scene) -> None: ...
    def invalidate(self) -> None: ...
    def quit(self, code: int = 0) -> None: ...


class Scene:
    """A screen: menu, table, dialog… Subclasses override what they need."""

    opaque = True
    """Whether the scene covers the whole window (False for dialogs over the table)."""

    def __init__(self, app: Host) -> None:
        self.app = app

    def layout(self) -> None:
        """Place everything for the current window size and language."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene."""

    def animating(self) -> bool:
        """True while something moves: the app then draws every frame."""
        return False

    def wakeup(self) -> float | None:
        """App time (seconds) at which the scene next needs an update, or None."""
        return None

    def back(self) -> None:
        """Escape: leave the scene."""
        self.app.pop(self)
