"""Contrée's events as the table's animation steps: the cut, the packets dealt in turn, the
calls in speech bubbles, the contract, belote and rebelote, tricks with their points, results.

It is the shared table's ``Director`` (same queue, flights, bubbles and banners; the
shuffle, the cut, a hand's banner and a card played are drawn as at every table) fed with Contrée's
events: one method per kind of event, every change to the visible model made when its step
plays, never earlier.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ClassVar, Protocol

from game.contree.rules import events as ev
from game.contree.rules.state import Contract
from game.contree.words import call_words, contract_words
from game.ui.contree.model import ContreeModel
from game.ui.table.animation import Flight, Overlay, Step
from game.ui.table.director import SECONDS, Director, Host, bind, size_of, turn_of

SHOWN_SECONDS = 2.6
"""How long the best announcements' cards stay face up after the first trick (normal speed)."""


class ContreeHost(Host, Protocol):
    """What Contrée's director needs besides the shared host: its model."""

    @property
    def model(self) -> ContreeModel: ...


class ContreeDirector(Director):
    """Feeds the table's queue from Contrée's events (already redacted for seat 0)."""

    host: ContreeHost

    @property
    def model(self) -> ContreeModel:
        return self.host.model

    def take(self, events: list[Any], i: int) -> int:
        """The packets dealt in a row are one step; any other event is the shared
        director's."""
        if not isinstance(events[i], ev.Dealt):
            return super().take(events, i)
        j = i + 1
        while j < len(events) and isinstance(events[j], ev.Dealt):
            j += 1
        self._deal(events[i:j])
        return j

    # --- the deal -----------------------------------------------------------------------------

    def _dealer_drawn(self, event: ev.DealerDrawn) -> None:
        t = self.host.t
        key = self.host.about("contree.first_dealer", event.dealer)
        direction = t(f"contree.direction.{self.model.direction}")
        text = t(key, dealer=self.host.name(event.dealer), direction=direction)
        self.push(self.banner(text, "seated"))

    def _gathered(self, event: ev.PackGathered) -> None:
        self.push(self.banner(self.host.t(f"contree.gathered_{event.source}"), "gathered"))

    def _deal(self, events: list[ev.Dealt]) -> None:
        """The packets leave the dealer's pack one after another, in the order of play."""
        model = self.model
        gap, dur = SECONDS["packet_gap"], SECONDS["packet"]
        flights: list[Flight] = []
        for k, e in enumerate(events):
            for n, c in enumerate(e.cards):
                f = Flight(
                    c,
                    ("deck", model.dealer),
                    ("hand", e.seat, c),
                    "small",
                    size_of(e.seat),
                    k * gap * 1.6 + n * gap * 0.25,
                    dur,
                    turn_of(c),
                )
                f.on_launch = self.dec_deck
                f.on_land = bind(model.give, e.seat, c)
                flights.append(f)
        step = Step(flights=flights)
        step.on_start = lambda: self.host.play_sound("deal")
        self.push(step)

    # --- the auction --------------------------------------------------------------------------

    def _called(self, event: ev.Called) -> None:
        text = call_words(self.host.t, event.call)
        self.say(event.seat, "bubble", text, "call", then=bind(self.model.calls.append, event.call))

    def _thrown_in(self, event: ev.ThrownIn) -> None:
        self.push(self.banner(self.host.t("contree.thrown_in"), "decided"))

    def _settled(self, event: ev.ContractSettled) -> None:
        model = self.model
        words = contract_words(self.host.t, event.value, event.trump, event.multiplier)
        key = self.host.about("contree.settled", event.bidder)
        text = self.host.t(key, name=self.host.name(event.bidder), contract=words)
        step = self.banner(text, "decided")

        def start() -> None:
            model.contract = Contract(event.bidder, event.value, event.trump, event.multiplier)
            model.hand = model.order(model.hand)

        step.on_start = start
        self.push(step)

    # --- play ---------------------------------------------------------------------------------

    def _belote(self, event: ev.BeloteAnnounced) -> None:
        key = "contree.says_rebelote" if event.rebelote else "contree.says_belote"
        belote = bind(self.model.belote.append, (event.seat, event.rebelote))
        self.say(event.seat, "bubble", self.host.t(key), "vote", then=belote)

    def _trick(self, event: ev.TrickWon) -> None:
        model = self.model
        look = Step(SECONDS["look"])

        def show() -> None:
            model.winning = event.winner
            # "Trick: +N points": a bare "+20 points" after "Rebelote!" reads as the belote's
            text = self.host.t("table.trick_points", count=event.points)
            self.express(event.winner, "bubble", text)

        look.on_start = show

        def won(cards: list[tuple[int, int]]) -> None:
            model.trick_won(event.winner, event.points)
            model.close_trick(cards, event.winner)

        self.push(look)
        self.sweep(("pile", event.winner), won, "gather")

    def _declared(self, event: ev.Declared) -> None:
        kind = self.host.t(f"contree.announcements.{event.kind}")
        text = self.host.t("contree.declaring.says", kind=kind)
        self.say(event.seat, "bubble", text, "call")

    def _shown(self, event: ev.AnnouncementsShown) -> None:
        """The best team's declared announcements are laid face up by each declarer for a
        moment, with a line saying whose are the best and their points."""
        if event.team is None:
            return
        model = self.model
        side = "us" if event.team == model.teams[0] else "them"
        text = self.host.t(f"contree.declaring.shown_{side}", points=event.points)
        step = Step(SHOWN_SECONDS, overlay=Overlay("announcements", text=text))
        step.on_start = bind(setattr, model, "shown", event)
        step.on_end = bind(setattr, model, "shown", None)
        self.push(step)

    # --- results ------------------------------------------------------------------------------

    def _ended(self, event: ev.HandEnded | ev.MatchEnded) -> None:
        hand = isinstance(event, ev.HandEnded)
        if (
            isinstance(event, ev.HandEnded) and event.score is not None
        ):  # one more hand counted, as its result opens
            counted = Step()
            counted.on_start = self.model.hand_scored
            self.push(counted)
        self.result(event, hand)

    HANDLERS: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {
        ev.DealerDrawn: _dealer_drawn,
        ev.HandStarted: Director.hand_started,
        ev.Shuffled: Director.shuffled,
        ev.PackGathered: _gathered,
        ev.Cut: Director.cut,
        ev.Called: _called,
        ev.ThrownIn: _thrown_in,
        ev.ContractSettled: _settled,
        ev.CardPlayed: Director.card_played,
        ev.BeloteAnnounced: _belote,
        ev.TrickWon: _trick,
        ev.Declared: _declared,
        ev.AnnouncementsShown: _shown,
        ev.HandEnded: _ended,
        ev.MatchEnded: _ended,
    }
