"""Aluette's events as the table's animation steps: the partnership draw, the deal in
packets with the talon set aside, the chant, votes, offers and answers in bubbles, signals,
tricks won, spoiled or carried, a Petit-Jean's hand spread, the results.

Runs of the same event (the packets of a deal, the talon dealt card by card, six discards)
become one step whose cards leave one after another, so the deal flows instead of stuttering.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol

from game.aluette.rules import events as ev
from game.aluette.words import said_key
from game.ui.aluette.model import AluetteModel
from game.ui.table.animation import Flight, Overlay, Step
from game.ui.table.director import Director, Host, bind, size_of, turn_of


class AluetteHost(Host, Protocol):
    """What Aluette's director needs besides the shared host: its model and a gesture's
    caption."""

    @property
    def model(self) -> AluetteModel: ...

    def gesture_caption(self, seat: int, gesture: str) -> str: ...


class AluetteDirector(Director):
    """Feeds the table's queue from Aluette's events (already redacted for seat 0)."""

    host: AluetteHost

    def __init__(self, host: AluetteHost) -> None:
        super().__init__(host)
        self.draw: ev.PartnershipDraw | None = None
        """The partnership draw, shown with the seating that follows it."""

    @property
    def model(self) -> AluetteModel:
        return self.host.model

    def take(self, events: list[Any], i: int) -> int:
        """A run of dealt packets, talon cards or discards is one step (the cards left after
        a deal go aside with it); any other event is the shared director's."""
        event = events[i]
        if not isinstance(event, ev.Dealt | ev.TalonCard | ev.Discarded):
            return super().take(events, i)
        j = i + 1
        while j < len(events) and type(events[j]) is type(event):
            j += 1
        run, talon = events[i:j], None
        if j < len(events) and isinstance(events[j], ev.TalonLeft):
            talon, j = events[j], j + 1
        self._run(run, talon)
        return j

    def _partnership_draw(self, event: ev.PartnershipDraw) -> None:
        self.draw = event

    def _seated(self, event: ev.Seated) -> None:
        """The first deal of a match: cards drawn face up until the four top cards are out."""
        draw, self.draw = self.draw, None
        if draw is None:
            return
        model = self.model
        seat_of = {player: seat for seat, player in enumerate(event.seating)}
        dur = self.seconds("draw")
        gap = min(self.seconds("draw_gap"), self.seconds("draw_span") / max(len(draw.draws), 1))
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
            f.on_land = bind(model.drawn.append, (seat, c))
            flights.append(f)
            per_seat[seat] += 1
        self.push(Step(flights=flights), "deal")  # a press shows the draw's outcome
        key = "table.seated_alone" if model.alone else "table.partners"
        key = self.host.about(key, event.first_dealer)
        text = self.host.t(key, dealer=self.host.name(event.first_dealer))
        banner = self.banner(text, "partners", "low_banner")
        banner.on_end = model.drawn.clear
        self.push(banner, "deal")

    def _run(self, events: list[Any], talon: ev.TalonLeft | None = None) -> None:
        """A run of dealt packets, talon cards or discards: cards leave one after another.
        The cards left after a deal (``talon``) go aside as the last packet leaves."""
        model = self.model
        flights: list[Flight] = []
        first = events[0]
        sequence = ""
        if isinstance(first, ev.Dealt):
            sequence = "deal"
            gap, dur = self.seconds("packet_gap"), self.seconds("packet")
            for k, e in enumerate(events):
                for n, c in enumerate(e.cards):
                    f = Flight(
                        c,
                        ("deck", model.dealer),
                        ("hand", e.seat, c),
                        "small",
                        size_of(e.seat),
                        k * gap + n * gap * 0.25,
                        dur,
                        turn_of(c),
                    )
                    f.on_launch = self.dec_deck
                    f.on_land = bind(model.give, e.seat, c)
                    flights.append(f)
            if talon is not None and talon.count > 0:
                flights.append(self._talon_flight(talon, flights[-1].delay if flights else 0.0))
        elif isinstance(first, ev.TalonCard):
            sequence = "talon"
            gap, dur = self.seconds("talon_gap"), self.seconds("talon_card")
            for k, e in enumerate(events):
                f = Flight(
                    e.card,
                    ("talon",),
                    ("hand", e.seat, e.card),
                    "small",
                    size_of(e.seat),
                    k * gap,
                    dur,
                    turn_of(e.card),
                )
                f.on_launch = self._dec_talon
                f.on_land = bind(model.give, e.seat, e.card)
                flights.append(f)
        else:
            gap, dur = self.seconds("discard_gap"), self.seconds("discard")
            for k, e in enumerate(events):
                f = Flight(
                    e.card,
                    ("hand", e.seat, e.card),
                    ("discards", e.seat),
                    size_of(e.seat),
                    "small",
                    k * gap,
                    dur,
                    "down" if e.card else "",
                )
                f.on_launch = bind(model.take_from_hand, e.seat, e.card)
                f.on_land = bind(self._add_discard, e.seat)
                flights.append(f)
        step = Step(flights=flights)
        step.on_start = lambda: self.host.play_sound("deal")
        self.push(step, sequence)

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
            self.seconds("talon_left"),
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
        if event.agreed:
            self.push(self.banner(text, "decided"), "talon")
        else:  # only says what did not happen: the offer window follows at once
            self.push(self.banner(text, "refused"))

    # --- votes, offers of the point and answers -----------------------------------------------

    def _say(self, event: Any) -> None:
        """A vote, an offer or an answer, said aloud in a bubble (its words: ``said_key``)."""
        key = said_key(event)
        assert key is not None, f"{type(event).__name__} is said aloud"
        self.say(event.seat, "bubble", self.host.t(key), "vote")

    def _offer_decided(self, event: ev.OfferDecided) -> None:
        side = "us" if event.team == 0 else "them"
        text = self.host.t(f"table.offer_{event.outcome}_{side}")
        self.push(self.banner(text, "offer"))

    # --- signals ------------------------------------------------------------------------------

    def _signal(self, event: ev.SignalMade) -> None:
        caption = self.host.gesture_caption(event.seat, event.gesture)
        self.say(event.seat, "gesture", event.gesture, "signal", caption)

    # --- tricks -------------------------------------------------------------------------------

    def _trick_won(self, event: ev.TrickWon) -> None:
        model = self.model
        look = Step(self.seconds("look"))
        look.on_start = lambda: setattr(model, "winning", event.winner)
        self.push(look)

        def won(cards: list[tuple[int, int]]) -> None:
            model.trick_taken(event.winner, 1 + event.carried)
            model.close_trick(cards, event.winner)

        self.sweep(("pile", event.winner), won, "gather")
        if event.carried:
            self._carry(event.winner)

    def _carry(self, seat: int) -> None:
        """The pile of spoiled tricks slides to the seat that takes them (Cow Game, short text)."""
        model = self.model
        step = Step(self.seconds("sweep"))

        def start() -> None:
            step.flights = [
                Flight(None, ("dead",), ("pile", seat), "small", "small", 0.0, step.duration)
            ]
            model.dead = 0
            self.host.play_sound("gather")

        step.on_start = start
        self.push(step)

    def _hand_exposed(self, event: ev.HandExposed) -> None:
        """A Petit-Jean's cards are spread face up on the table for everyone to see."""
        step = Step(self.seconds("look"))
        step.on_start = lambda: self.model.expose(event.seat, event.cards)
        self.push(step)

    def _trick_spoiled(self, event: ev.TrickSpoiled) -> None:
        text = self.host.t("table.spoiled")
        stamp = Step(self.seconds("spoiled"), overlay=Overlay("spoiled", text=text))
        stamp.on_start = lambda: self.host.play_sound("spoiled")
        self.push(stamp)
        self.sweep(("dead",), lambda cards: self.model.close_trick(cards, None), "sweep")

    def _tricks_carried(self, event: ev.TricksCarried) -> None:
        key = self.host.about("table.carried", event.seat)
        text = self.host.t(key, count=event.count, name=self.host.name(event.seat))
        self._carry(event.seat)
        step = self.banner(text, "decided")
        step.on_end = lambda: self.model.trick_taken(event.seat, event.count)
        self.push(step)

    # --- results ------------------------------------------------------------------------------

    def _result(self, event: ev.HandEnded | ev.MatchEnded) -> None:
        if isinstance(event, ev.HandEnded) and event.mordienne:
            text = self.host.t("table.mordienne")
            self.push(Step(self.seconds("spoiled"), overlay=Overlay("mordienne", text=text)))
        self.result(event, isinstance(event, ev.HandEnded))

    HANDLERS: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {
        ev.PartnershipDraw: _partnership_draw,
        ev.Seated: _seated,
        ev.HandStarted: Director.hand_started,
        ev.Shuffled: Director.shuffled,
        ev.Cut: Director.cut,
        ev.ChantVoted: _say,
        ev.ChantDecided: _chant_decided,
        ev.OfferProposed: _say,
        ev.OfferAgreed: _say,
        ev.OfferAnswered: _say,
        ev.OfferDecided: _offer_decided,
        ev.SignalMade: _signal,
        ev.CardPlayed: Director.card_played,
        ev.TrickWon: _trick_won,
        ev.TrickSpoiled: _trick_spoiled,
        ev.TricksCarried: _tricks_carried,
        ev.HandExposed: _hand_exposed,
        ev.HandEnded: _result,
        ev.MatchEnded: _result,
    }
