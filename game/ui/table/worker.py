"""Bots think on one background thread, so that a long decision never holds up a frame.

The expert bot takes up to a quarter of a second on a move; on the loop's thread that is a
frozen window. ``BotWorker.ask`` hands the decision to a single worker thread and returns at
once with a ``Thought``; when it is done the worker posts ``BOT_DONE`` into pygame's event
queue, which wakes the loop from its idle wait. The engine's states are immutable and only
the worker touches the bots, so nothing is shared while it thinks.

The synchronous mode answers inside ``ask``: tests and ``--demo --screenshot`` get the same
moves at the same frames on every run.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game.advice import Hint
from game.interface import Action, Bot, GameState
from game.ui.table.flow import Thought

BOT_DONE = pygame.event.custom_type()
"""Posted by the worker when a decision is ready: the loop wakes up and takes it."""


class BotWorker:
    """The bots' decisions, on a worker thread (``threaded``) or right away."""

    def __init__(self, threaded: bool) -> None:
        self._pool = ThreadPoolExecutor(1, "aluette-bots") if threaded else None

    def ask(
        self,
        state: GameState,
        bots: Mapping[int, Bot],
        now: float,
        decide: Callable[[Any, Mapping[int, Bot]], Action | None],
    ) -> Thought:
        """Start deciding what a bot does next in ``state`` (None: nothing, the human acts);
        ``decide`` is the game's ``next_bot_action``."""
        if self._pool is None:
            future: Future[Action | None] = Future()
            try:
                future.set_result(decide(state, bots))
            except Exception as err:  # raised again, on the loop's thread, by result()
                future.set_exception(err)
        else:
            future = self._pool.submit(decide, state, dict(bots))
            future.add_done_callback(_wake)
        return Thought(state, now, future)

    def explain(
        self, state: GameState, seat: int, table_hint: Callable[[Any, int], Hint]
    ) -> Future[Hint]:
        """Start working out the hint for ``seat`` in ``state``: ``table_hint`` is the game's
        (its ``hint`` module's: the expert's advice)."""
        if self._pool is None:
            future: Future[Hint] = Future()
            future.set_result(table_hint(state, seat))
            return future
        future = self._pool.submit(table_hint, state, seat)
        future.add_done_callback(_wake)
        return future

    def close(self) -> None:
        """Stop taking decisions (the window is closing); one under way is left to finish."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)


def _wake(_future: Future[Any]) -> None:
    """On the worker's thread: wake the loop (SDL's event queue takes events from any thread)."""
    with contextlib.suppress(pygame.error):  # the window closed meanwhile
        pygame.event.post(pygame.event.Event(BOT_DONE))
