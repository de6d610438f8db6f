"""The shots' clock: the window's time advanced by hand, with nothing drawn in between.

Like ``aluette bench render``, the top scene is given fixed slices of time (only the top
scene lives, as in ``App.step``); frames are drawn only for the shots, so reaching a moment
seconds into a match costs its updates, not its pictures.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.app import App

DT = 1 / 30
"""Seconds of one update: a frame of the real window at 30 frames per second."""
LIMIT = 20_000
"""Updates allowed to reach a moment (some eleven minutes of play)."""


class NotReached(RuntimeError):
    """A shot's moment never came: the script no longer leads the table where it should."""


def until(
    app: App,
    done: Callable[[], bool],
    act: Callable[[], None] | None = None,
    what: str = "",
) -> None:
    """Advance the window's time until ``done()``; ``act()`` first in every turn (answers)."""
    for _ in range(LIMIT):
        if done():
            return
        if act is not None:
            act()
        app.now += DT
        top = app.top()
        if top is not None:
            top.update(DT)
        app.jobs.clear()  # faces drawn ahead of need: the shots draw the few they show
    raise NotReached(f"the shot {what!r} was never reached")
