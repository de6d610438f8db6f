"""The contract of a screen on the app's scene stack.

The app sends input and time to the top scene only (what lies below is paused: the match
does not go on behind the pause menu or the rules), and draws from the topmost opaque scene
upwards, so a dialog shows the table dimmed behind it. A scene never sleeps or
reads the clock: it says whether it is moving (``animating``) and when it next needs time
(``wakeup``), and the app blocks on input until then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """A screen: menu, table, dialog… Subclasses override what they need."""

    opaque = True
    """Whether the scene covers the whole window (False for dialogs over the table)."""

    def __init__(self, app: App) -> None:
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
