"""Turns the engine's events into the table's animation steps: the story of each hand.

Each game's director (``game.ui.<name>.director``) has one method per kind of its events,
listed in ``HANDLERS``; what every table animates alike is here: a hand's banner over the
shuffle and the cut, a card played, a trick swept to a pile, words on a face. Every change to
the visible model happens in a step's callbacks, when the matching card lands or the step
ends, never earlier.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol

from game.ui.table.animation import Anchor, AnimationQueue, Flight, Overlay, Step
from game.ui.table.model import Expression, TableModel

SECONDS = {
    "draw": 0.2,
    "draw_gap": 0.08,
    "draw_span": 0.4,
    "seated": 1.0,
    "partners": 0.8,
    "shuffle": 0.4,
    "gathered": 0.8,
    "cut": 0.2,
    "packet": 0.3,
    "packet_gap": 0.055,
    "talon_left": 0.25,
    "vote": 0.2,
    "call": 0.15,
    "read": 0.3,
    "decided": 0.8,
    "refused": 0.6,
    "talon_card": 0.2,
    "talon_gap": 0.05,
    "discard": 0.16,
    "discard_gap": 0.05,
    "play": 0.3,
    "look": 0.75,
    "gather": 0.35,
    "spoiled": 1.2,
    "sweep": 0.45,
    "signal": 0.1,
    "offer": 1.2,
}
"""Durations at normal speed, in seconds; the queue's factor stretches or shrinks them.

Normal is brisk: from "Start the match" to the first decision within 6 s in a real window
(``aluette bench pace``), 4.5 s of animations and pauses (a test holds it); what only
decorates is short, and a press ends it (``AnimationQueue.skip``).
The partnership draw lasts at most ``draw_span`` plus one card however many are drawn, the
hand's banner is read over the shuffle and the cut, the talon goes aside as the last packet
leaves, and words stay on the faces (``EXPRESSION_SECONDS``) longer than their step: a seat's
words or gesture hold back only that seat's next ones (``read``), so that the bots' gestures
before the chant show together and the votes follow while they are still on the faces."""

EXPRESSION_SECONDS = 2.8
"""How long a gesture or a word stays on a face, at normal speed."""


class Host(Protocol):
    """What the director needs from the table scene."""

    queue: AnimationQueue

    @property
    def model(self) -> TableModel:
        """The table's model (a game's director reads its own model class)."""
        ...

    def t(self, key: str, count: int | None = None, **values: object) -> str: ...
    def name(self, seat: int, inline: bool = False) -> str: ...
    def about(self, key: str, seat: int | None) -> str: ...
    def now(self) -> float: ...
    def play_sound(self, name: str) -> None: ...
    def hold_for_result(self, event: Any, step: Step) -> None: ...


class Director:
    """Feeds the host's queue from engine events (already redacted for seat 0)."""

    HANDLERS: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {}
    """The method that animates each kind of the game's events."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.hand_banner = ""
        """The new hand's banner, read over its shuffle and cut."""
        self.said: dict[int, float] = {}
        """App time at which each seat's latest words or gesture appeared (``say``)."""

    @property
    def model(self) -> TableModel:
        return self.host.model

    def feed(self, events: list[Any]) -> None:
        """Queue the animations of a batch of events, in order."""
        i = 0
        while i < len(events):
            i = self.take(events, i)

    def take(self, events: list[Any], i: int) -> int:
        """Queue the animation of ``events[i]`` (by the game's ``HANDLERS``; an event without
        one shows nothing); the index of the next event to take. A game that animates a run
        of events as one step (the packets of a deal) takes the whole run here."""
        handler = self.HANDLERS.get(type(events[i]))
        if handler is not None:
            handler(self, events[i])
        return i + 1

    def push(self, step: Step, sequence: str = "") -> None:
        """Queue ``step`` (every game's steps go through here); steps of one ``sequence``
        ("deal", "talon") are fast-forwarded together by a second press."""
        step.sequence = sequence
        self.host.queue.push(step)

    def seconds(self, key: str) -> float:
        """A step's duration at normal speed (``SECONDS``)."""
        return SECONDS[key]

    def express(self, seat: int, kind: str, text: str, caption: str = "") -> None:
        """A gesture or a speech bubble on ``seat``'s face, for ``EXPRESSION_SECONDS``."""
        until = self.host.now() + EXPRESSION_SECONDS * max(self.host.queue.factor, 0.5)
        self.model.expressions[seat] = Expression(kind, text, until, caption)

    def say(
        self,
        seat: int,
        kind: str,
        text: str,
        beat: str,
        caption: str = "",
        then: Callable[[], None] | None = None,
    ) -> None:
        """Words or a gesture (``kind``) on ``seat``'s face, then ``SECONDS[beat]`` before the
        story goes on; ``then`` runs as they appear. Only the seat's own words still being read
        (shown less than ``SECONDS["read"]`` ago) hold them back: another seat's need not wait,
        so gestures and words at different seats show together."""
        wait, step = Step(), Step(self.seconds(beat))

        def hold() -> None:
            factor, shown = self.host.queue.factor, self.said.get(seat)
            if shown is not None and factor > 0:
                ready = shown + self.seconds("read") * factor
                wait.duration = max(0.0, ready - self.host.now()) / factor

        def start() -> None:
            if then is not None:
                then()
            self.said[seat] = self.host.now()
            self.express(seat, kind, text, caption)

        wait.on_start, step.on_start = hold, start
        self.push(wait)
        self.push(step)

    def banner(self, text: str, seconds: str, kind: str = "banner") -> Step:
        """A step that shows ``text`` across the table for ``SECONDS[seconds]``."""
        return Step(self.seconds(seconds), overlay=Overlay(kind, text=text))

    def hand_started(self, event: Any) -> None:
        """The cloth is cleared; the hand's banner is shown over the shuffle and the cut."""

        def start() -> None:
            self.model.new_hand(event.number, event.dealer)

        self.hand_banner = self.host.t(
            self.host.about("table.hand_banner", event.dealer),
            number=event.number,
            dealer=self.host.name(event.dealer),
        )
        self.push(Step(on_start=start), "deal")

    def shuffled(self, event: Any) -> None:
        overlay = Overlay("shuffle", seat=event.dealer, text=self.hand_banner)
        step = Step(self.seconds("shuffle"), overlay=overlay)
        step.on_start = lambda: self.host.play_sound("shuffle")
        self.push(step, "deal")

    def cut(self, event: Any) -> None:
        overlay = Overlay("cut", seat=event.seat, text=self.hand_banner)
        self.push(Step(self.seconds("cut"), overlay=overlay), "deal")

    def dec_deck(self) -> None:
        """A card left the dealer's pack."""
        self.model.deck = max(0, self.model.deck - 1)

    def card_played(self, event: Any) -> None:
        model = self.model
        seat = event.seat
        f = Flight(
            event.card,
            ("hand", seat, event.card),
            ("trick", seat),
            size_of(seat),
            "big",
            0.0,
            self.seconds("play"),
            "" if seat == 0 else "up",
        )
        f.on_launch = bind(model.take_from_hand, seat, event.card)

        def land() -> None:
            model.trick[seat] = event.card
            self.host.play_sound("place")

        f.on_land = land
        self.push(Step(flights=[f]))

    def sweep(self, dst: Anchor, done: Callable[[list[tuple[int, int]]], None], sound: str) -> None:
        """The cards of the trick slide together to a pile, turning face down."""
        model = self.model
        step = Step(self.seconds("gather"))

        def start() -> None:
            cards = list(model.trick.items())
            step.flights = [
                Flight(c, ("trick", s), dst, "big", "small", 0.0, step.duration, "down")
                for s, c in cards
            ]
            model.trick, model.winning = {}, None
            step.on_end = lambda: done(cards)
            self.host.play_sound(sound)

        step.on_start = start
        self.push(step)

    def result(self, event: Any, hand_ended: bool) -> None:
        """A hand's result (``hand_ended``: its points added to the score) or the match's (the
        final scores): the result box opens and holds the table until the player closes it."""
        step = Step(hold=True)

        def start() -> None:
            if hand_ended:
                scores, points = self.model.scores, event.points
                self.model.scores = tuple(a + b for a, b in zip(scores, points, strict=True))
                self.host.play_sound("win" if points[0] > max(points[1:]) else "lose")
            else:
                self.model.scores = tuple(event.scores)
            self.host.hold_for_result(event, step)

        step.on_start = start
        self.push(step)


def turn_of(card: int | None) -> str:
    """A card dealt to the human turns face up on its way; others stay backs."""
    return "up" if card is not None else ""


def size_of(seat: int) -> str:
    """Cards flying to the human's hand are drawn full size, others small."""
    return "big" if seat == 0 else "small"


def bind(fn: Callable[..., None], *args: object) -> Callable[[], None]:
    return lambda: fn(*args)
