"""A finished hand reviewed on the table: decision by decision, what each one cost.

The game's replay view (its cloth, its model, its result) steps here by decision instead of
by trick: calls, votes, offers, discards and cards, each shown with the table as it was just
before it. The reviewed seat's decisions (the human's by default; Tab or the Seat button
chooses another) are weighed by ``game.review`` on a worker thread (``ReviewRun``): each
verdict shows the moment it lands, with a progress bar while the rest is worked out. The
panel on the right gives the grade, the figures, the best alternative (outlined when it is a
card) and the expert's reason in the Hint's words; the last step sums the hand up. Two
readings, always labelled: what the seat knew (the default) and open cards (O or the Reading
button). Play again from here (P) plays the deal on from the decision shown at the real
table, as practice. The panel and its buttons keep to the column between the trick and the
right seat's cards. Escape leaves at any time; the worker is told to stop.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.interface import Decision
from game.review import Verdict
from game.storage import Entry
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.replay import ReplayScene
from game.ui.table.layout import RIGHT, TOP
from game.ui.table.match import HUMAN
from game.ui.table.replay import HandReplay
from game.ui.table.review import ReviewRun, signed
from game.ui.widgets import Button, FocusList

GRADE_TONES: dict[str, theme.Colour] = {
    "good": (140, 205, 140),
    "inaccuracy": theme.GOLD_LIGHT,
    "mistake": (238, 158, 96),
    "blunder": (240, 104, 92),
}

Line = tuple[str, theme.Colour, str]
"""One paragraph of the review's panel: its words, colour and role."""


class ReviewScene(ReplayScene):
    """See the module docstring. Each game's review mixes this with its replay scene
    (``game.ui.<name>.hand_replay``)."""

    def __init__(
        self,
        app: Host,
        index: int,
        entry: Entry,
        hand: HandReplay,
        difficulty: str | None = None,
        threaded: bool = True,
    ) -> None:
        self.record: Mapping[str, Any] = entry.record
        self.difficulty = app.settings.difficulty if difficulty is None else difficulty
        """The bots' level when the deal is played again from here."""
        self.threaded = threaded
        self.seat = HUMAN
        self.open_cards = False
        self.runs: dict[tuple[int, bool], ReviewRun] = {}
        super().__init__(app, index, entry, hand)
        self.last = len(hand.decisions)
        """Steps: each decision (the table just before it), then ``last``: the summary."""
        t = app.t
        self.reading = Button(self.reading_label, self.switch_reading, "secondary", px=18)
        self.seat_button = Button(
            lambda: t("review_screen.seat", name=self.name(self.seat)),
            self.next_seat,
            "secondary",
            px=18,
        )
        self.again = Button(
            lambda: t("review_screen.play_from_here"),
            self.play_from_here,
            "secondary",
            enabled=lambda: self.decision is not None,
            px=18,
        )
        self.focus = FocusList(
            [self.previous, self.next, self.reading, self.seat_button, self.again, self.done]
        )
        self.focus.focus = 1
        self.drawn_panel = pygame.Rect(0, 0, 0, 0)
        """Where the panel was last drawn."""
        self.go(0)

    # --- the run --------------------------------------------------------------------------

    @property
    def run(self) -> ReviewRun:
        """The review of this seat in this reading, started the first time it is asked for."""
        key = (self.seat, self.open_cards)
        if key not in self.runs:
            self.runs[key] = ReviewRun(
                self.record,
                self.seat,
                self.open_cards,
                (self.entry.match_id, self.entry.deal),
                self.threaded,
            )
        return self.runs[key]

    def reading_label(self) -> str:
        return self.app.t(
            "review_screen.reading_open" if self.open_cards else "review_screen.reading_known"
        )

    def switch_reading(self) -> None:
        self.open_cards = not self.open_cards
        self.app.invalidate()

    def next_seat(self) -> None:
        self.seat = (self.seat + 1) % self.model.seats
        self.app.invalidate()

    def play_from_here(self) -> None:
        """Play again from here: the deal goes on from the decision shown at the real table,
        the human choosing again, as practice (Escape comes back here)."""
        decision = self.decision
        if decision is not None:
            self.app.go("practice", self.hand.game, decision.state, self.difficulty)

    def back(self) -> None:
        for run in self.runs.values():
            run.stop()
        super().back()

    # --- the step ---------------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The decision this step shows (None: the summary)."""
        decisions = self.hand.decisions
        return decisions[self.step] if self.step < len(decisions) else None

    @property
    def state(self) -> Any:
        decision = self.decision
        return self.hand.end if decision is None else decision.state

    @property
    def verdict(self) -> Verdict | None:
        decision = self.decision
        if decision is None or decision.seat != self.seat:
            return None
        return self.run.verdicts.get(self.step)

    def to_act(self) -> int | None:
        decision = self.decision
        return None if decision is None else decision.seat

    def action_words(self, action: Any) -> str:
        """An action as the player reads it, in the game's words (``GameApi.action_words``)."""
        api = self.run.api
        deck = self.app.deck if self.app.deck in api.DECKS else api.DECKS[0]
        return api.action_words(action, self.app.translator, deck)

    def text_words(self, text: str) -> str:
        """An action written as records write it (a verdict's), as the player reads it."""
        verdict = self.verdict
        return text if verdict is None else self.action_words(verdict.action(text))

    def caption(self) -> str:
        t, decision = self.app.t, self.decision
        if decision is None:
            return t("review_screen.summary")
        return t(
            "review_screen.step",
            number=self.step + 1,
            total=self.last,
            name=self.name(decision.seat, True),
            action=self.action_words(decision.action),
        )

    def go(self, step: int) -> None:
        self.step = max(0, min(step, self.last))
        self.model.sync(self.state)
        self.model.hand_no = self.entry.deal
        self.app.invalidate()

    def best_cards(self) -> set[int]:
        """The card the best alternative plays, outlined in its hand (none for a call)."""
        verdict, decision = self.verdict, self.decision
        if verdict is None or decision is None or verdict.best == verdict.played:
            return set()
        card = getattr(verdict.action(verdict.best), "card", None)
        return set() if card is None else {card}

    # --- scene ------------------------------------------------------------------------------

    def layout(self) -> None:
        """The review's buttons at the foot of its column, under the panel."""
        super().layout()
        g, column = self.geometry, self.column()
        y = column.bottom
        for button in (self.again, self.reading, self.seat_button):
            y -= g.px(40)
            button.rect = pygame.Rect(column.left, y, column.width, g.px(40))
            y -= g.px(8)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.run.arrived():  # a verdict landed: draw it now, the pointer still
            self.app.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_o:
                self.switch_reading()
                return
            if event.key == pygame.K_p:
                self.play_from_here()
                return
            if event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL:
                self.next_seat()
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.draw_best(surface)
        self.draw_panel(surface)
        self.focus.draw(surface, self.app.ui)

    # --- drawing ------------------------------------------------------------------------------

    def draw_best(self, surface: pygame.Surface) -> None:
        """A gold outline round the best card where the seat played another."""
        best = self.best_cards()
        if not best:
            return
        g, seat = self.geometry, self.seat
        cards = self.cards_of(seat)
        if seat == HUMAN:
            rects = g.hand_rects(len(cards))
        else:
            rects = [
                pygame.Rect(0, 0, g.small_w, round(g.small_w * 1.5)).move(
                    round(x - g.small_w / 2), round(y - g.small_w * 0.75)
                )
                for x, y in g.open_hand(seat, len(cards))
            ]
        for card, rect in zip(cards, rects, strict=True):
            if card in best:
                pygame.draw.rect(
                    surface,
                    theme.GOLD_LIGHT,
                    rect.inflate(g.px(8), g.px(8)),
                    max(2, g.px(4)),
                    g.px(10),
                )

    def panel_text(self) -> list[Line]:
        """The right panel's lines: (text, colour, role)."""
        t, run = self.app.t, self.run
        lines: list[Line] = [(self.reading_label(), theme.GOLD_LIGHT, "bold")]
        note = "review_screen.open_note" if self.open_cards else "review_screen.known_note"
        lines.append((t(note), theme.MUTED, "sans"))
        if run.error is not None:
            lines.append((t("review_screen.failed", error=run.error), theme.PAPER, "sans"))
            return lines
        decision = self.decision
        if decision is None:
            return lines + self.summary_lines()
        if decision.seat != self.seat:
            lines.append(
                (
                    t("review_screen.not_reviewed", name=self.name(decision.seat)),
                    theme.PAPER,
                    "sans",
                )
            )
            return lines
        verdict = self.verdict
        if verdict is None:
            lines.append((t("review_screen.weighing"), theme.PAPER, "sans"))
            return lines
        lines.append(
            (t(f"review_screen.grades.{verdict.grade}"), GRADE_TONES[verdict.grade], "bold")
        )
        lines.append(
            (self.figure("review_screen.played", verdict.played, verdict), theme.PAPER, "sans")
        )
        if verdict.best != verdict.played:
            lines.append(
                (self.figure("review_screen.best", verdict.best, verdict), theme.GOLD_LIGHT, "sans")
            )
        advice = run.advice.get(verdict.index)
        if advice is not None:
            deck = self.app.deck if self.app.deck in run.api.DECKS else run.api.DECKS[0]
            reason = run.api.sentence(advice, self.app.translator, deck)
            lines.append((t("review_screen.expert", reason=reason), theme.PAPER, "sans"))
        return lines

    def figure(self, key: str, text: str, verdict: Verdict) -> str:
        """``the ten of hearts: +15`` (``on average`` where the value is an estimate)."""
        value = dict(verdict.values)[text]
        form = "" if verdict.exact else "_average"
        return self.app.t(key + form, action=self.text_words(text), value=signed(value))

    def summary_lines(self) -> list[Line]:
        t, run = self.app.t, self.run
        total = run.total()[self.seat] if run.total() else 0.0
        lines: list[Line] = [
            (
                t(
                    self.about("review_screen.total", self.seat),
                    name=self.name(self.seat),
                    value=signed(-total),
                ),
                theme.PAPER,
                "bold",
            )
        ]
        costly = run.costliest()
        if not costly and run.finished:
            lines.append((t("review_screen.none_lost"), theme.PAPER, "sans"))
        for verdict in costly:
            decision = self.hand.decisions[verdict.index]
            line = t(
                "review_screen.costly",
                number=verdict.index + 1,
                action=self.action_words(decision.action),
                grade=t(f"review_screen.grades.{verdict.grade}"),
                value=signed(-verdict.loss),
            )
            lines.append((line, GRADE_TONES[verdict.grade], "sans"))
        return lines

    def panel_rect(self) -> pygame.Rect:
        """Where the panel may grow: the column above its buttons."""
        room = self.column()
        room.height = self.seat_button.rect.top - self.geometry.px(10) - room.top
        return room

    def result_room(self) -> pygame.Rect:
        """The hand's result stands left of the review's column, so the summary beside it
        covers none of its words."""
        g, column = self.geometry, self.column()
        room = pygame.Rect(g.px(14), column.top, column.left - g.px(28), column.height)
        room.centery = round(g.centre[1])
        return room

    def column(self) -> pygame.Rect:
        """The review's column: right of the trick (and of Contrée's auction), left of the
        right-hand seats' cards, under the top seats' cards and the Back button, above the
        bar, so that no hand shown face up is covered."""
        g, seats = self.geometry, range(self.model.seats)
        cx = g.centre[0]
        left = max([cx + g.px(150)] + [g.trick_slot(s)[0] + g.card_w / 2 for s in seats]) + g.px(14)
        right = min(
            [g.width - g.px(14)] + [g.hand_edge(s) - g.px(10) for s in seats if g.edge(s) == RIGHT]
        )
        top = g.px(66)
        first = self.hand.decisions[0].state if self.hand.decisions else self.hand.end
        for s in seats:
            if g.edge(s) != TOP:
                continue
            spots = g.open_hand(s, len(first.hands[s]))
            if spots and spots[-1][0] + g.small_w / 2 > left:
                top = max(top, round(spots[0][1] + g.small_h / 2 + g.px(10)))
        bottom = self.painter.bar_rect().top - g.px(10)
        return pygame.Rect(round(left), top, round(right - left), bottom - top)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The reading, the progress, and this step's verdict or the summary, in the column of
        ``panel_rect`` (its words made smaller where the column is short)."""
        g, ui, run = self.geometry, self.app.ui, self.run
        room, pad, gap = self.panel_rect(), g.px(12), g.px(6)
        inner = pygame.Rect(room.left + pad, 0, room.width - 2 * pad, 0)
        lines = self.panel_text()
        bar_h = g.px(8) if not run.finished else 0
        bar = bar_h + g.px(8) if bar_h else 0

        def heights(px: int) -> list[int]:
            return [ui.paragraph(None, text, inner, px, role=role) for text, _c, role in lines]

        px = ui.small_px
        while px > 10 and 2 * pad + bar + sum(heights(px)) + gap * len(lines) > room.height:
            px -= 1
        sizes = heights(px)
        rect = pygame.Rect(room.left, room.top, room.width, 0)
        rect.height = 2 * pad + bar + sum(sizes) + gap * len(lines)
        self.drawn_panel = rect
        surface.blit(self.painter.panel(rect.size), rect)
        inner.top = rect.top + pad
        if bar_h:
            track = pygame.Rect(inner.left, inner.top, inner.width, bar_h)
            pygame.draw.rect(surface, theme.BAND, track, border_radius=bar_h // 2)
            done = track.copy()
            done.width = max(bar_h, round(track.width * run.progress))
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=bar_h // 2)
            inner.top += bar
        for (text, colour, role), height in zip(lines, sizes, strict=True):
            ui.paragraph(surface, text, inner, px, colour, role)
            inner.top += height + gap
