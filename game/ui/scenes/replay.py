"""A finished hand replayed on the table: the four hands face up, then one trick at a time.

The cloth is the table's own painter (seats, name plates with trick counts, piles, the trick
with its winning card outlined), so a replay looks like the hand did. Steps: the start of play,
each trick (who won it, or "spoiled"), then the result in the rules' words. Left/Right (or the
buttons) step, Home/End jump; Export writes the hand's record to the documents folder, where
``aluette replay`` reads it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs
import pygame

from game.storage import Entry
from game.ui import theme
from game.ui.avatar import Avatars
from game.ui.scenes.base import Host, Scene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.history import finished_at, when_text
from game.ui.table.layout import TableLayout
from game.ui.table.match import HUMAN
from game.ui.table.model import TableModel
from game.ui.table.render import ClothPainter
from game.ui.table.replay import HandReplay
from game.ui.widgets import Button, FocusList
from game.ui.words import seat_name


def documents() -> Path:
    """The player's documents folder, where exported hands go."""
    return platformdirs.user_documents_path()


def export_path(entry: Entry, folder: Path, game: str = "aluette") -> Path:
    """A new file in ``folder`` named after the game and the hand's end; an existing file is
    never replaced."""
    when = finished_at(entry) or datetime.now()
    stem = f"{game}-hand-{when:%Y%m%d-%H%M%S}"
    path, n = folder / f"{stem}.json", 2
    while path.exists():
        path, n = folder / f"{stem}-{n}.json", n + 1
    return path


class ReplayScene(Scene):
    """One recorded hand, step by step; see the module docstring. Each game's replay
    (``game.ui.<name>.replay``) gives its own model, painter and pack."""

    MODEL: type[TableModel]
    PACK: str

    def __init__(self, app: Host, index: int, entry: Entry, hand: HandReplay) -> None:
        super().__init__(app)
        self.index = index
        self.entry = entry
        self.hand = hand
        self.step = 0
        self.last = len(hand.tricks) + 1
        """Steps: 0 the start of play, 1… each trick, ``last`` the result."""
        self.model = self.MODEL.for_state(hand.states[0])
        self.geometry = TableLayout(*app.size, self.model.seats)
        self.avatars = Avatars()
        self.painter = self.painter_for()
        t = app.t
        self.previous = Button(
            lambda: t("replay.previous"),
            lambda: self.go(self.step - 1),
            enabled=lambda: self.step > 0,
            px=20,
        )
        self.next = Button(
            lambda: t("replay.next"),
            lambda: self.go(self.step + 1),
            "primary",
            enabled=lambda: self.step < self.last,
            px=20,
        )
        self.export = Button(
            lambda: t("replay.export"),
            lambda: self.export_hand(),
            "quiet",
            enabled=lambda: app.store is not None,
            px=20,
        )
        self.done = Button(lambda: t("common.back"), self.back, "quiet", px=20)
        self.focus = FocusList([self.previous, self.next, self.export, self.done])
        self.focus.focus = 1
        self.go(0)

    def painter_for(self) -> ReplayPainter:
        """The game's painter of this replay."""
        raise NotImplementedError

    # --- what the painter and the result sentences ask ----------------------------------------

    @property
    def state(self) -> Any:
        """The engine's state at this step (after the trick shown)."""
        return self.hand.states[min(self.step, len(self.hand.tricks))]

    def name(self, seat: int, inline: bool = False) -> str:
        return seat_name(self.app.t, seat, self.is_human(seat), inline)

    def is_human(self, seat: int | None) -> bool:
        """The person at the window always sits at seat 0 (bots alone never keep history)."""
        return seat == HUMAN

    def about(self, key: str, seat: int | None) -> str:
        """``key``, or its ``_you`` form when the sentence is about the human."""
        return key + "_you" if self.is_human(seat) else key

    def to_act(self) -> int | None:
        """Who leads the next trick (ringed, as at the table)."""
        return self.state.to_act if self.step < self.last else None

    def cards_of(self, seat: int) -> list[int]:
        """A seat's cards at this step, strongest first."""
        return self.model.order(list(self.state.hands[seat]))

    def caption(self) -> str:
        """This step in one line: who leads, who took the trick, or the end."""
        t = self.app.t
        if self.step == self.last:
            return t("replay.end")
        if self.step == 0:
            leader = self.state.to_act
            if leader is None:
                return t("replay.end")
            return t(self.about("replay.start", leader), name=self.name(leader))
        _trick, winner = self.hand.tricks[self.step - 1]
        total = len(self.hand.tricks)
        if winner is None:
            return t("replay.trick_spoiled", number=self.step, total=total)
        return t("replay.trick_won", number=self.step, total=total, name=self.name(winner, True))

    # --- stepping -----------------------------------------------------------------------------

    def go(self, step: int) -> None:
        """Show step ``step``: the table after that trick, the trick itself in the middle."""
        self.step = max(0, min(step, self.last))
        self.model.sync(self.state)
        self.model.hand_no = self.entry.deal
        if 0 < self.step < self.last:
            trick, winner = self.hand.tricks[self.step - 1]
            self.model.trick, self.model.winning = dict(trick), winner
        else:
            self.model.trick, self.model.winning = {}, None
        self.app.invalidate()

    def export_hand(self, folder: Path | None = None) -> None:
        """Write the record in ``folder`` (the player's documents) and say where, or why not."""
        store, t = self.app.store, self.app.t
        if store is None:
            return
        path = export_path(self.entry, folder or documents(), self.hand.game)
        if store.export_hand(self.index, path):
            title, body = t("replay.exported_title"), t("replay.exported_body", path=str(path))
        else:
            title = t("replay.export_failed_title")
            body = "\n".join(notice.text(t) for notice in store.take_notices())
        self.app.push(
            Dialog(
                self.app,
                lambda: title,
                lambda: body,
                [(lambda: t("common.done"), lambda: None, "primary")],
                escape=lambda: None,
            )
        )

    # --- scene --------------------------------------------------------------------------------

    def layout(self) -> None:
        self.geometry = g = TableLayout(*self.app.size, self.model.seats)
        self.painter.forget()
        self.app.prepare_cards((g.card_w, g.small_w), self.PACK)
        self.done.rect = pygame.Rect(0, 0, g.px(120), g.px(40))
        self.done.rect.topright = (g.width - g.px(14), g.px(14))
        self.export.rect = self.done.rect.copy()
        self.export.rect.topright = (self.done.rect.left - g.px(10), g.px(14))
        bar = self.painter.bar_rect()
        for button, side in ((self.previous, "midleft"), (self.next, "midright")):
            button.rect = pygame.Rect(0, 0, g.px(190), bar.height - g.px(10))
            setattr(button.rect, side, getattr(bar.inflate(-g.px(10), 0), side))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_LEFT: self.step - 1,
                pygame.K_RIGHT: self.step + 1,
                pygame.K_HOME: 0,
                pygame.K_END: self.last,
            }
            if event.key == pygame.K_ESCAPE:
                self.back()
                return
            if event.key in steps:
                self.go(steps[event.key])
                return
        if self.focus.handle(event):
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        self.focus.draw(surface, self.app.ui)

    def result_room(self) -> pygame.Rect:
        """Where the hand's result is shown, centred: the whole table around its middle."""
        g = self.geometry
        room = pygame.Rect(0, 0, g.width, g.height)
        room.center = (round(g.centre[0]), round(g.centre[1]))
        return room


class ReplayPainter(ClothPainter):
    """The table's cloth with every hand face up, the step's caption and the hand's facts."""

    scene: ReplayScene

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.scene.app.felt(), (0, 0))
        self.draw_piles(surface)
        self.draw_seats(surface)
        self.draw_hands(surface)
        self.draw_trick(surface)
        self.draw_about(surface)
        self.draw_bar(surface)
        if self.scene.step == self.scene.last:
            self.draw_result(surface)

    def draw_hands(self, surface: pygame.Surface) -> None:
        """The human's cards as at the table; the others small, upright, face up."""
        scene, L = self.scene, self.L
        own = scene.cards_of(HUMAN)
        for card, rect in zip(own, L.hand_rects(len(own)), strict=True):
            self.blit_card(surface, self.face(card, L.card_w), rect.center)
        for seat in range(1, L.seats):
            cards = scene.cards_of(seat)
            for card, centre in zip(cards, L.open_hand(seat, len(cards)), strict=True):
                self.blit_card(surface, self.face(card, L.small_w), centre)

    def draw_about(self, surface: pygame.Surface) -> None:
        """Top left, where the table keeps its score: which hand this is and when it ended."""
        scene, L, ui, t = self.scene, self.L, self.scene.app.ui, self.scene.app.t
        dealer = scene.hand.dealer
        title = t(
            scene.about("table.hand_banner", dealer),
            number=scene.entry.deal,
            dealer=scene.name(dealer),
        )
        date = t("replay.finished", date=when_text(t, scene.entry))
        pad = L.px(12)
        width = L.px(340)
        text = pygame.Rect(0, 0, width - 2 * pad, 0)
        title_h = ui.paragraph(None, title, text, ui.small_px + 2, role="bold")
        rect = pygame.Rect(L.px(14), L.px(14), width, 2 * pad + title_h + ui.small_px + L.px(6))
        surface.blit(self.panel(rect.size), rect)
        text.topleft = (rect.left + pad, rect.top + pad)
        ui.paragraph(surface, title, text, ui.small_px + 2, theme.GOLD_LIGHT, "bold")
        ui.label(
            surface,
            date,
            (rect.left + pad, rect.bottom - pad),
            ui.small_px,
            theme.MUTED,
            "sans",
            "bottomleft",
            rect.width - 2 * pad,
        )

    def bar_rect(self) -> pygame.Rect:
        """Above the human's hand: previous, what this step shows, next."""
        L = self.L
        rect = pygame.Rect(0, 0, min(round(L.width * 0.64), L.px(980)), L.px(54))
        rect.center = (round(L.message_centre[0]), round(L.message_centre[1] - L.px(6)))
        return rect

    def draw_bar(self, surface: pygame.Surface) -> None:
        scene, ui = self.scene, self.scene.app.ui
        bar = self.bar_rect()
        surface.blit(self.panel(bar.size, theme.PANEL, None), bar)
        room = scene.next.rect.left - scene.previous.rect.right - self.L.px(16)
        ui.label(
            surface, scene.caption(), bar.center, ui.body_px, theme.PAPER, "bold", "center", room
        )

    def result_words(self, result: Any) -> tuple[str, str]:
        """The result's title and its sentences (who won, why, the points): the game's."""
        raise NotImplementedError

    RESULT_WIDTH = (0.46, 680)
    """The result box's width: a share of the window, at most so many layout pixels."""

    def result_body_px(self) -> int:
        """The size of the result's sentences."""
        return self.scene.app.ui.body_px

    def draw_result(self, surface: pygame.Surface) -> None:
        """Once every trick is shown, in the room the scene leaves it (the middle of the
        table): who won, why, and the points."""
        scene, L, ui = self.scene, self.L, self.scene.app.ui
        result = scene.hand.result
        if result is None:
            return
        title, body = self.result_words(result)
        room = scene.result_room()
        pad, (share, most) = L.px(24), self.RESULT_WIDTH
        width = min(round(L.width * share), L.px(most), room.width)
        inner = pygame.Rect(0, 0, width - 2 * pad, 0)
        title_px, body_px = ui.px(30), self.result_body_px()
        title_h = ui.paragraph(None, title, inner, title_px, role="serif")
        body_h = ui.paragraph(None, body, inner, body_px)
        rect = pygame.Rect(0, 0, width, 2 * pad + title_h + L.px(10) + body_h)
        rect.center = room.center
        surface.blit(self.panel(rect.size, theme.PANEL_LIGHT), rect)
        inner.topleft = (rect.left + pad, rect.top + pad)
        ui.paragraph(surface, title, inner, title_px, theme.GOLD_LIGHT, "serif")
        inner.top += title_h + L.px(10)
        ui.paragraph(surface, body, inner, body_px)
