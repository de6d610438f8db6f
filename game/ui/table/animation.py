"""The table's animation queue: steps played one after another, each a few flying cards.

A ``Step`` lasts a while, may move cards (``Flight``), may show something over the table
(an ``Overlay``: a banner, the "spoiled!" stamp, the shuffle) and changes the visible model
when it starts, as each card launches and lands, and when it ends. A ``hold`` step waits for
the player (a dialog) instead of a duration. Positions are named anchors, turned into pixels
by the layout when a card launches, so animations know nothing about geometry or pygame.

Time is given, never read: ``update(dt)`` advances by ``dt`` seconds divided by the speed
factor (0 means instant), so tests and the render bench run frames without a clock.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Point = tuple[float, float]
Anchor = tuple[Any, ...]
"""A named place: ``("hand", seat, card)``, ``("trick", seat)``, ``("pile", seat)``…"""
Resolve = Callable[[Anchor], Point]
Callback = Callable[[], None] | None


def ease_out(p: float) -> float:
    """Fast start, soft landing: how a tossed card moves."""
    return 1 - (1 - p) ** 3


@dataclass(slots=True)
class Flight:
    """A card moving from one anchor to another (``card`` None: seen from the back)."""

    card: int | None
    src: Anchor
    dst: Anchor
    size_from: str = "big"
    size_to: str = "big"
    delay: float = 0.0
    duration: float = 0.3
    turn: str = ""
    """"up": starts as a back and turns face up halfway; "down": the reverse."""
    on_launch: Callback = None
    on_land: Callback = None
    a: Point = (0.0, 0.0)
    b: Point = (0.0, 0.0)
    launched: bool = False
    landed: bool = False

    @property
    def end(self) -> float:
        return self.delay + self.duration

    def progress(self, elapsed: float) -> float:
        """0 at launch, 1 on landing."""
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (elapsed - self.delay) / self.duration))

    def position(self, elapsed: float) -> Point:
        """Where the card is ``elapsed`` seconds into its step."""
        e = ease_out(self.progress(elapsed))
        x = self.a[0] + (self.b[0] - self.a[0]) * e
        y = self.a[1] + (self.b[1] - self.a[1]) * e
        return (x, y)


@dataclass(slots=True)
class Overlay:
    """Something drawn over the table during a step: ``kind`` and what it needs."""

    kind: str
    seat: int | None = None
    text: str = ""


@dataclass(slots=True)
class Step:
    """One beat of the table's story; see the module docstring."""

    duration: float = 0.0
    flights: list[Flight] = field(default_factory=list)
    overlay: Overlay | None = None
    on_start: Callback = None
    on_end: Callback = None
    hold: bool = False
    sequence: str = ""
    """Steps that tell one thing together ("deal": the banner of the partnership draw, the
    shuffle, the cut and the deal; "talon"): a press ends the step under way, a second press
    the whole run."""
    elapsed: float = 0.0
    released: bool = False
    started: bool = False

    def __post_init__(self) -> None:
        ends = [f.end for f in self.flights]
        self.duration = max([self.duration, *ends])

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration and (self.released or not self.hold)

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    def release(self) -> None:
        """Let a hold step end (the player closed its dialog)."""
        self.released = True

    def start(self) -> None:
        self.started = True
        if self.on_start:
            self.on_start()

    def advance(self, seconds: float, resolve: Resolve) -> float:
        """Move on by ``seconds``; the time left over once the step is done (else 0)."""
        used = min(seconds, max(self.duration - self.elapsed, 0.0))
        self.elapsed += used
        self._fire(resolve)
        if not self.done or self.hold:
            return 0.0
        return seconds - used

    def finish(self, resolve: Resolve) -> None:
        """Jump to the end: every card launches and lands, in order."""
        self.elapsed = max(self.elapsed, self.duration)
        self._fire(resolve)
        if self.on_end:
            self.on_end()

    def _fire(self, resolve: Resolve) -> None:
        for f in self.flights:
            if not f.launched and self.elapsed >= f.delay:
                f.launched = True
                f.a, f.b = resolve(f.src), resolve(f.dst)
                if f.on_launch:
                    f.on_launch()
            if f.launched and not f.landed and self.elapsed >= f.end:
                f.landed = True
                if f.on_land:
                    f.on_land()

    def moving(self) -> list[Flight]:
        """The cards in the air now."""
        return [f for f in self.flights if f.launched and not f.landed]


class AnimationQueue:
    """Steps in order; ``factor`` stretches time (2 = twice as slow, 0 = instant)."""

    def __init__(self, factor: float = 1.0) -> None:
        self.steps: deque[Step] = deque()
        self.current: Step | None = None
        self.factor = factor
        self.hurried = ""
        """The sequence the player already pressed in: their next press ends all of it."""

    def push(self, step: Step) -> None:
        self.steps.append(step)

    @property
    def busy(self) -> bool:
        """Something is playing or waiting to play."""
        return self.current is not None or bool(self.steps)

    @property
    def moving(self) -> bool:
        """Frames are needed: a timed step is running (a hold only waits for the player)."""
        step = self.current
        if step is None:
            return bool(self.steps)
        return step.elapsed < step.duration or step.released or not step.hold

    def _next(self) -> Step:
        """The next step starts (a press in an earlier sequence no longer counts)."""
        step = self.current = self.steps.popleft()
        if step.sequence != self.hurried:
            self.hurried = ""
        step.start()
        return step

    def update(self, dt: float, resolve: Resolve) -> None:
        """Advance by ``dt`` real seconds, starting and finishing as many steps as fit."""
        budget = math.inf if self.factor <= 0 else dt / self.factor
        while True:
            if self.current is None:
                if not self.steps:
                    self.hurried = ""
                    return
                self._next()
            step = self.current
            assert step is not None
            left = step.advance(budget, resolve)
            if not step.done:
                return
            step.finish(resolve)
            self.current = None
            budget = left

    def skip(self, resolve: Resolve) -> None:
        """The player pressed: the running step ends at once, every card landing where it
        goes; a second press in the same sequence ends the rest of it too (the whole deal,
        the whole talon). A hold step waits for its dialog."""
        step = self.current
        if step is None and self.steps:
            step = self._next()
        rest = bool(step and step.sequence and step.sequence == self.hurried)
        while step is not None and not step.hold:
            step.finish(resolve)
            self.current = None
            sequence = self.hurried = step.sequence
            if not rest or not self.steps or self.steps[0].sequence != sequence:
                return
            step = self._next()

    def clear(self) -> None:
        self.steps.clear()
        self.current = None
        self.hurried = ""
