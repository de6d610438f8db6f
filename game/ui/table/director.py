"""Turns the engine's events into the table's animation steps: the story of each hand.

One method per kind of event. Runs of the same event (the packets of a deal, the talon dealt
card by card, six discards) become one step whose cards leave one after another, so the
deal flows instead of stuttering. Every change to the visible model happens in a step's
callbacks, when the matching card lands or the step ends, never earlier.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, Protocol

from game.aluette.rules import events as ev
from game.aluette.words import said_key
from game.ui.table.animation import AnimationQueue, Flight, Overlay, Step
from game.ui.table.model import Expression, TableModel

SECONDS = {
    "draw": 0.2,
    "draw_gap": 0.1,
    "draw_span": 0.8,
    "seated": 1.3,
    "shuffle": 0.6,
    "gathered": 0.8,
    "cut": 0.4,
    "packet": 0.3,
    "packet_gap": 0.065,
    "talon_left": 0.25,
    "vote": 0.3,
    "decided": 1.1,
    "talon_card": 0.2,
    "talon_gap": 0.06,
    "discard": 0.16,
    "discard_gap": 0.06,
    "play": 0.32,
    "look": 0.85,
    "gather": 0.4,
    "spoiled": 1.2,
    "sweep": 0.45,
    "signal": 0.5,
    "offer": 1.2,
}
"""Durations at normal speed, in seconds; the queue's factor stretches or shrinks them.

Normal is brisk: from "Start the match" to the first decision within 6 s (a test holds it).
The partnership draw lasts at most ``draw_span`` plus one card however many are drawn, the
hand's banner is read over the shuffle and the cut, the talon goes aside as the last packet
leaves, and words stay on the faces (``EXPRESSION_SECONDS``) longer than their step."""

EXPRESSION_SECONDS = 2.8
"""How long a gesture or a word stays on a face, at normal speed."""


class Host(Protocol):
    """What the director needs from the table scene."""

    model: TableModel
    queue: AnimationQueue

    def t(self, key: str, count: int | None = None, **values: object) -> str: ...
    def name(self, seat: int, inline: bool = False) -> str: ...
    def about(self, key: str, seat: int | None) -> str: ...
    def now(self) -> float: ...
    def play_sound(self, name: str) -> None: ...
    def gesture_caption(self, seat: int, gesture: str) -> str: ...
    def hold_for_result(self, event: ev.HandEnded | ev.MatchEnded, step: Step) -> None: ...


class Director:
    """Feeds the host's queue from engine events (already redacted for seat 0)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self._draw: ev.PartnershipDraw | None = None
        self._hand_banner = ""
        """The new hand's banner, read over its shuffle and cut."""

    @property
    def model(self) -> TableModel:
        return self.host.model

    def feed(self, events: list[ev.Event]) -> None:
        """Queue the animations of a batch of events, in order."""
        i = 0
        while i < len(events):
            event = events[i]
            j = i + 1
            if isinstance(event, ev.Dealt | ev.TalonCard | ev.Discarded):
                while j < len(events) and type(events[j]) is type(event):
                    j += 1
                run, talon = events[i:j], None
                if j < len(events) and isinstance(events[j], ev.TalonLeft):
                    talon, j = events[j], j + 1
                self._run(run, talon)
            else:
                handler = self._HANDLERS.get(type(event))
                if handler is not None:
                    handler(self, event)
            i = j

    def _push(self, step: Step, sequence: str = "") -> None:
        """Queue ``step``; steps of one ``sequence`` ("deal", "talon") are fast-forwarded
        together by a click."""
        step.sequence = sequence
        self.host.queue.push(step)

    def _seconds(self, key: str) -> float:
        return SECONDS[key]

    def _express(self, seat: int, kind: str, text: str, caption: str = "") -> None:
        until = self.host.now() + EXPRESSION_SECONDS * max(self.host.queue.factor, 0.5)
        self.model.expressions[seat] = Expression(kind, text, until, caption)

    def _banner(self, text: str, seconds: str, kind: str = "banner") -> Step:
        return Step(self._seconds(seconds), overlay=Overlay(kind, text=text))

    # --- the partnership draw and the deal ----------------------------------------------------

    def _partnership_draw(self, event: ev.PartnershipDraw) -> None:
        self._draw = event

    def _seated(self, event: ev.Seated) -> None:
        """The first deal of a match: cards drawn face up until the four top cards are out."""
        draw, self._draw = self._draw, None
        if draw is None:
            return
        model = self.model
        seat_of = {player: seat for seat, player in enumerate(event.seating)}
        dur = self._seconds("draw")
        gap = min(self._seconds("draw_gap"), self._seconds("draw_span") / max(len(draw.draws), 1))
        flights, per_seat = [], [0] * model.seats
        for k, (player, c) in enumerate(draw.draws):
            seat = seat_of[player]
            f = Flight(
                c,
                ("centre",),
                ("drawn", seat, per_seat[seat]),
                "small",
                "small",
                k * gap,
                dur,
                turn="up",
            )
            f.on_land = _bind(model.drawn.append, (seat, c))
            flights.append(f)
            per_seat[seat] += 1
        self._push(Step(flights=flights), "draw")  # a click shows the draw's outcome
        key = "table.seated_alone" if model.alone else "table.partners"
        key = self.host.about(key, event.first_dealer)
        text = self.host.t(key, dealer=self.host.name(event.first_dealer))
        banner = self._banner(text, "seated", "low_banner")
        banner.on_end = model.drawn.clear
        self._push(banner, "deal")

    def _hand_started(self, event: ev.HandStarted) -> None:
        """The cloth is cleared; the hand's banner is shown over the shuffle and the cut."""

        def start() -> None:
            self.model.new_hand(event.number, event.dealer)

        self._hand_banner = self.host.t(
            self.host.about("table.hand_banner", event.dealer),
            number=event.number,
            dealer=self.host.name(event.dealer),
        )
        self._push(Step(on_start=start), "deal")

    def _shuffled(self, event: ev.Shuffled) -> None:
        overlay = Overlay("shuffle", seat=event.dealer, text=self._hand_banner)
        step = Step(self._seconds("shuffle"), overlay=overlay)
        step.on_start = lambda: self.host.play_sound("shuffle")
        self._push(step, "deal")

    def _cut(self, event: ev.Cut) -> None:
        overlay = Overlay("cut", seat=event.seat, text=self._hand_banner)
        self._push(Step(self._seconds("cut"), overlay=overlay), "deal")

    def _run(self, events: list[ev.Event], talon: ev.TalonLeft | None = None) -> None:
        """A run of dealt packets, talon cards or discards: cards leave one after another.
        The cards left after a deal (``talon``) go aside as the last packet leaves."""
        model = self.model
        flights: list[Flight] = []
        first = events[0]
        sequence = ""
        if isinstance(first, ev.Dealt):
            sequence = "deal"
            gap, dur = self._seconds("packet_gap"), self._seconds("packet")
            for k, e in enumerate(events):
                for n, c in enumerate(e.cards):
                    f = Flight(
                        c,
                        ("deck", model.dealer),
                        ("hand", e.seat, c),
                        "small",
                        _size(e.seat),
                        k * gap + n * gap * 0.25,
                        dur,
                        _turn(c),
                    )
                    f.on_launch = self._dec_deck
                    f.on_land = _bind(model.give, e.seat, c)
                    flights.append(f)
            if talon is not None and talon.count > 0:
                flights.append(self._talon_flight(talon, flights[-1].delay if flights else 0.0))
        elif isinstance(first, ev.TalonCard):
            sequence = "talon"
            gap, dur = self._seconds("talon_gap"), self._seconds("talon_card")
            for k, e in enumerate(events):
                f = Flight(
                    e.card,
                    ("talon",),
                    ("hand", e.seat, e.card),
                    "small",
                    _size(e.seat),
                    k * gap,
                    dur,
                    _turn(e.card),
                )
                f.on_launch = self._dec_talon
                f.on_land = _bind(model.give, e.seat, e.card)
                flights.append(f)
        else:
            gap, dur = self._seconds("discard_gap"), self._seconds("discard")
            for k, e in enumerate(events):
                f = Flight(
                    e.card,
                    ("hand", e.seat, e.card),
                    ("discards", e.seat),
                    _size(e.seat),
                    "small",
                    k * gap,
                    dur,
                    "down" if e.card else "",
                )
                f.on_launch = _bind(model.take_from_hand, e.seat, e.card)
                f.on_land = _bind(self._add_discard, e.seat)
                flights.append(f)
        step = Step(flights=flights)
        step.on_start = lambda: self.host.play_sound("deal")
        self._push(step, sequence)

    def _dec_deck(self) -> None:
        self.model.deck = max(0, self.model.deck - 1)

    def _dec_talon(self) -> None:
        self.model.talon = max(0, self.model.talon - 1)

    def _add_discard(self, seat: int) -> None:
        self.model.discards[seat] += 1

    def _talon_flight(self, event: ev.TalonLeft, delay: float) -> Flight:
        """The cards left after the deal slide aside as the talon."""
        f = Flight(
            None,
            ("deck", self.model.dealer),
            ("talon",),
            "small",
            "small",
            delay,
            self._seconds("talon_left"),
        )

        def land() -> None:
            self.model.deck = 0
            self.model.talon = event.count

        f.on_land = land
        return f

    # --- the chant ----------------------------------------------------------------------------

    def _chant_decided(self, event: ev.ChantDecided) -> None:
        t = self.host.t
        if event.agreed:
            a, b = event.recipients
            name = self.host.name
            text = t("table.chant_agreed", first=name(a, True), second=name(b, True))
        else:
            text = t("table.chant_refused")
        self._push(self._banner(text, "decided"), "talon" if event.agreed else "")

    # --- votes, offers of the point and answers -----------------------------------------------

    def _say(self, event: ev.Event) -> None:
        """A vote, an offer or an answer, said aloud in a bubble (its words: ``said_key``)."""
        text = self.host.t(said_key(event))
        step = Step(self._seconds("vote"))
        step.on_start = lambda: self._express(event.seat, "bubble", text)
        self._push(step)

    def _offer_decided(self, event: ev.OfferDecided) -> None:
        side = "us" if event.team == 0 else "them"
        text = self.host.t(f"table.offer_{event.outcome}_{side}")
        self._push(self._banner(text, "offer"))

    # --- signals ------------------------------------------------------------------------------

    def _signal(self, event: ev.SignalMade) -> None:
        caption = self.host.gesture_caption(event.seat, event.gesture)
        step = Step(self._seconds("signal"))
        step.on_start = lambda: self._express(event.seat, "gesture", event.gesture, caption)
        self._push(step)

    # --- tricks -------------------------------------------------------------------------------

    def _card_played(self, event: ev.CardPlayed) -> None:
        model = self.model
        seat = event.seat
        f = Flight(
            event.card,
            ("hand", seat, event.card),
            ("trick", seat),
            _size(seat),
            "big",
            0.0,
            self._seconds("play"),
            "" if seat == 0 else "up",
        )
        f.on_launch = _bind(model.take_from_hand, seat, event.card)

        def land() -> None:
            model.trick[seat] = event.card
            self.host.play_sound("place")

        f.on_land = land
        self._push(Step(flights=[f]))

    def _trick_won(self, event: ev.TrickWon) -> None:
        model = self.model
        look = Step(self._seconds("look"))
        look.on_start = lambda: setattr(model, "winning", event.winner)
        self._push(look)

        def won(cards: list[tuple[int, int]]) -> None:
            model.trick_taken(event.winner, 1 + event.carried)
            model.close_trick(cards, event.winner)

        self._sweep(("pile", event.winner), won, "gather")
        if event.carried:
            self._carry(event.winner)

    def _carry(self, seat: int) -> None:
        """The pile of spoiled tricks slides to the seat that takes them (Cow Game, short text)."""
        model = self.model
        step = Step(self._seconds("sweep"))

        def start() -> None:
            step.flights = [
                Flight(None, ("dead",), ("pile", seat), "small", "small", 0.0, step.duration)
            ]
            model.dead = 0
            self.host.play_sound("gather")

        step.on_start = start
        self._push(step)

    def _hand_exposed(self, event: ev.HandExposed) -> None:
        """A Petit-Jean's cards are spread face up on the table for everyone to see."""
        step = Step(self._seconds("look"))
        step.on_start = lambda: self.model.expose(event.seat, event.cards)
        self._push(step)

    def _trick_spoiled(self, event: ev.TrickSpoiled) -> None:
        text = self.host.t("table.spoiled")
        stamp = Step(self._seconds("spoiled"), overlay=Overlay("spoiled", text=text))
        stamp.on_start = lambda: self.host.play_sound("spoiled")
        self._push(stamp)
        self._sweep(("dead",), lambda cards: self.model.close_trick(cards, None), "sweep")

    def _sweep(self, dst: tuple, done: Callable[[list[tuple[int, int]]], None], sound: str) -> None:
        """The cards of the trick slide together to a pile, turning face down."""
        model = self.model
        step = Step(self._seconds("gather"))

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
        self._push(step)

    def _tricks_carried(self, event: ev.TricksCarried) -> None:
        text = self.host.t("table.carried", count=event.count, name=self.host.name(event.seat))
        self._carry(event.seat)
        step = self._banner(text, "decided")
        step.on_end = lambda: self.model.trick_taken(event.seat, event.count)
        self._push(step)

    # --- results ------------------------------------------------------------------------------

    def _result(self, event: ev.HandEnded | ev.MatchEnded) -> None:
        if isinstance(event, ev.HandEnded) and event.mordienne:
            text = self.host.t("table.mordienne")
            self._push(Step(self._seconds("spoiled"), overlay=Overlay("mordienne", text=text)))
        step = Step(hold=True)

        def start() -> None:
            if isinstance(event, ev.HandEnded):
                scores = self.model.scores
                self.model.scores = tuple(a + b for a, b in zip(scores, event.points, strict=True))
                self.host.play_sound("win" if event.points[0] else "lose")
            else:
                self.model.scores = tuple(event.scores)
            self.host.hold_for_result(event, step)

        step.on_start = start
        self._push(step)

    _HANDLERS: ClassVar[dict[type, Callable[[Director, Any], None]]] = {
        ev.PartnershipDraw: _partnership_draw,
        ev.Seated: _seated,
        ev.HandStarted: _hand_started,
        ev.Shuffled: _shuffled,
        ev.Cut: _cut,
        ev.ChantVoted: _say,
        ev.ChantDecided: _chant_decided,
        ev.OfferProposed: _say,
        ev.OfferAgreed: _say,
        ev.OfferAnswered: _say,
        ev.OfferDecided: _offer_decided,
        ev.SignalMade: _signal,
        ev.CardPlayed: _card_played,
        ev.TrickWon: _trick_won,
        ev.TrickSpoiled: _trick_spoiled,
        ev.TricksCarried: _tricks_carried,
        ev.HandExposed: _hand_exposed,
        ev.HandEnded: _result,
        ev.MatchEnded: _result,
    }


def _turn(card: int | None) -> str:
    """A card dealt to the human turns face up on its way; others stay backs."""
    return "up" if card is not None else ""


def _size(seat: int) -> str:
    """Cards flying to the human's hand are drawn full size, others small."""
    return "big" if seat == 0 else "small"


def _bind(fn: Callable[..., None], *args: object) -> Callable[[], None]:
    return lambda: fn(*args)
