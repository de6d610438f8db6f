"""A hand's review worked out off the frame: one worker thread per reading, verdicts as they
come, a wake-up for the loop each time one lands.

The review of a whole hand takes seconds; the window never waits for it. ``ReviewRun`` runs
``game.review.review`` (and the expert's advice for each decision weighed, for the Hint's
words) on a daemon thread and keeps what is ready; the scene asks ``arrived()`` every frame
and draws at once what landed, as the table does with ``flow.arrived()``. Leaving the review
``stop``s the run: the thread ends after the decision under way. ``TOTALS`` keeps each
reviewed hand's total loss per seat for the history, for as long as the program runs.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pygame

from game.advice import Advice
from game.games import GAMES
from game.records import game_of
from game.review import Verdict, review
from game.ui.table.worker import BOT_DONE

log = logging.getLogger(__name__)

Reviewer = Callable[[Any, int | None, bool], Iterator[Verdict]]
"""``review(data, seat, open_cards)``: the shared review (a test gives its own)."""

TOTALS: dict[tuple[str, int, bool], tuple[float, ...]] = {}
"""Each finished review's total loss per seat, by (match, hand, open cards)."""


def signed(value: float) -> str:
    """A value as the figures show it: its sign always, no needless decimals."""
    return plain(value, "+")


def plain(value: float, sign: str = "") -> str:
    """A value with one decimal at most (``sign`` "+": its sign always), a true minus."""
    text = f"{value:{sign}.1f}".removesuffix(".0")
    return text.replace("-", "−")


def _wake() -> None:
    """On the worker's thread: wake the loop (SDL's queue takes events from any thread)."""
    with contextlib.suppress(pygame.error):  # the window closed meanwhile
        pygame.event.post(pygame.event.Event(BOT_DONE))


class ReviewRun:
    """One reading (``open_cards`` or not) of one seat's decisions in a record."""

    def __init__(
        self,
        record: Mapping[str, Any],
        seat: int,
        open_cards: bool,
        key: tuple[str, int] | None = None,
        threaded: bool = True,
        reviewer: Reviewer = review,
    ) -> None:
        self.record = record
        self.seat = seat
        self.open_cards = open_cards
        self.key = key
        self.api = GAMES[game_of(record).name].api
        self.decisions = self.api.decisions(record)
        self.expected = sum(1 for d in self.decisions if d.seat == seat)
        """How many verdicts the run will give (the progress bar's whole)."""
        self.verdicts: dict[int, Verdict] = {}
        """What is ready, by the decision's index in the record."""
        self.advice: dict[int, Advice] = {}
        """The expert's advice at each decision weighed (its reason in the Hint's words)."""
        self.error: str | None = None
        self.finished = False
        self._reviewer = reviewer
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._seen = 0
        if threaded:
            threading.Thread(target=self._run, name="aluette-review", daemon=True).start()
        else:
            self._run()

    def _run(self) -> None:
        try:
            for verdict in self._reviewer(self.record, self.seat, self.open_cards):
                if self._stop.is_set():
                    return
                decision = self.decisions[verdict.index]
                advice = self.api.advise(decision.state, decision.seat)
                with self._lock:
                    self.verdicts[verdict.index] = verdict
                    self.advice[verdict.index] = advice
                _wake()
        except Exception as err:  # shown on the review: the hand stays readable without it
            log.warning("the review stopped: %r", err)
            with self._lock:
                self.error = str(err) or type(err).__name__
        with self._lock:
            self.finished = True
            if self.error is None and self.key is not None:
                TOTALS[(*self.key, self.open_cards)] = self.total()
        _wake()

    def stop(self) -> None:
        """Leave it: the worker ends after the decision under way."""
        self._stop.set()

    def arrived(self) -> bool:
        """A verdict (or the end) landed since the last call: draw it this frame."""
        with self._lock:
            count = len(self.verdicts) + (1 if self.finished else 0)
        landed, self._seen = count != self._seen, count
        return landed

    @property
    def progress(self) -> float:
        """The share of the seat's decisions weighed, 0 to 1."""
        if self.finished:
            return 1.0
        return len(self.verdicts) / self.expected if self.expected else 1.0

    def total(self) -> tuple[float, ...]:
        """The loss of every seat's decisions weighed so far (only ``seat``'s are)."""
        totals = [0.0] * (self.decisions[0].state.n if self.decisions else 0)
        for verdict in list(self.verdicts.values()):
            totals[verdict.seat] += verdict.loss
        return tuple(totals)

    def costliest(self, count: int = 3) -> list[Verdict]:
        """The decisions that cost most (a loss above zero), costliest first, in record order
        among equals."""
        lost = [v for v in sorted(self.verdicts.values(), key=lambda v: v.index) if v.loss > 0]
        return sorted(lost, key=lambda v: -v.loss)[:count]
