"""Hand history: the last finished hands, newest first, each one a click away from its replay.

The storage keeps the records of the last 50 finished hands; every row is replayed by the
engine once when the screen opens (a fraction of a millisecond each), so the winner, points
and mordienne shown are the rules' own. The list scrolls with the wheel, the arrows, Page
Up/Down, Home and End; a click or Enter opens the hand in the replay view.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

import pygame

from game.games import GAMES
from game.records import RecordError, game_of
from game.storage import Entry
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.page import Page
from game.ui.table.match import HUMAN
from game.ui.table.replay import HandReplay
from game.ui.table.review import TOTALS, signed
from game.ui.widgets import Button, FocusList
from game.ui.words import Translate, seat_name

log = logging.getLogger(__name__)

TONES: dict[str, theme.Colour] = {
    "paper": theme.PAPER,
    "muted": theme.MUTED,
    "gold": theme.GOLD_LIGHT,
    "us": theme.TEAM_US,
    "them": theme.TEAM_THEM,
}
"""The colour of each tone a game gives its cells (``game.interface.Cell``)."""
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True, slots=True)
class Row:
    """One finished hand: its place in ``store.history.entries`` and its replay."""

    index: int
    entry: Entry
    hand: HandReplay


def finished_at(entry: Entry) -> datetime | None:
    """When the hand ended, if the storage recorded a readable time."""
    try:
        return datetime.fromisoformat(entry.finished)
    except ValueError:
        return None


def when_text(t: Translate, entry: Entry) -> str:
    """The hand's date and time as the player's language writes them."""
    when = finished_at(entry)
    if when is None:
        return t("history.none")
    return t(
        "history.date",
        year=when.year,
        month=when.month,
        day=when.day,
        hour=when.hour,
        minute=when.minute,
    )


class HistoryScene(Page):
    """The list of finished hands; see the module docstring."""

    title_key = "history.title"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.game = app.settings.game
        self.every = self._rows()
        self.rows = [r for r in self.every if r.hand.game == self.game]
        self.selected = 0
        self.first = 0
        self.shown = 1
        self.done = Button(lambda: app.t("common.back"), self.back, "primary")
        self.review = Button(
            lambda: app.t("review_screen.review"),
            lambda: self.open(self.selected, "review"),
            enabled=lambda: bool(self.rows),
        )
        self.tabs = [self.tab(g) for g in GAMES]
        self.focus = FocusList([self.done, self.review, *self.tabs])
        self.table = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self.pad = 0

    def tab(self, game: str) -> Button:
        """The button that lists ``game``'s hands."""
        return Button(lambda: self.app.t(f"games.{game}.name"), lambda: self.show(game), "quiet")

    def _rows(self) -> list[Row]:
        """Every hand the engine can replay, newest first."""
        store = self.app.store
        if store is None:
            return []
        rows = []
        for index, entry in enumerate(store.history.entries):
            try:
                rows.append(Row(index, entry, HandReplay(entry.record, game_of(entry.record).name)))
            except RecordError as err:
                log.warning("hand %d of match %s is not shown: %s", entry.deal, entry.match_id, err)
        return rows[::-1]

    def show(self, game: str) -> None:
        """The hands of ``game``."""
        self.game = game
        self.rows = [r for r in self.every if r.hand.game == game]
        self.selected = self.first = 0
        self.app.invalidate()

    @property
    def headings(self) -> tuple[tuple[str, float], ...]:
        """The columns of the list and their share of its width (the game's)."""
        return GAMES[self.game].api.HISTORY_COLUMNS

    # --- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        ui = self.app.ui
        tab_w = ui.px(220)
        x = (self.app.size[0] - len(self.tabs) * (tab_w + ui.px(10))) // 2
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, ui.px(96), tab_w, ui.px(40))
            x += tab_w + ui.px(10)
        y = self.foot([self.review], [self.done])
        self.row_h, self.pad = ui.px(44), ui.px(16)
        width = self.app.size[0] - 2 * self.margin
        self.table = pygame.Rect(self.margin, ui.px(150), width, y - ui.px(210))
        self.shown = max(1, (self.table.height - 2 * self.pad) // self.row_h - 1)
        self.select(self.selected)

    def row_rect(self, k: int) -> pygame.Rect:
        """The ``k``-th visible row (0 is the first under the header)."""
        t, pad = self.table, self.pad
        return pygame.Rect(
            t.left + pad, t.top + pad + (k + 1) * self.row_h, t.width - 3 * pad, self.row_h
        )

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The row under the pointer, if any."""
        for k in range(min(self.shown, len(self.rows) - self.first)):
            if self.row_rect(k).collidepoint(pos):
                return self.first + k
        return None

    # --- input --------------------------------------------------------------------------------

    def select(self, i: int) -> None:
        """Choose row ``i`` and scroll it into view."""
        self.selected = max(0, min(i, len(self.rows) - 1))
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.shown:
            self.first = self.selected - self.shown + 1
        self.first = max(0, min(self.first, len(self.rows) - self.shown))
        self.app.invalidate()

    def scroll(self, rows: int) -> None:
        """The wheel moves the list; the chosen row stays in view."""
        self.first = max(0, min(self.first + rows, len(self.rows) - self.shown))
        self.select(min(max(self.selected, self.first), self.first + self.shown - 1))

    def open(self, i: int, route: str = "replay") -> None:
        """Replay row ``i`` (``route`` "review": review it decision by decision)."""
        row = self.rows[i]
        self.app.go(route, row.index, row.entry, row.hand)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            moves = {
                pygame.K_UP: -1,
                pygame.K_DOWN: 1,
                pygame.K_PAGEUP: -self.shown,
                pygame.K_PAGEDOWN: self.shown,
                pygame.K_HOME: -len(self.rows),
                pygame.K_END: len(self.rows),
            }
            if event.key in moves and self.rows:
                self.select(self.selected + moves[event.key])
                return
            if event.key in ENTER and self.rows:
                self.open(self.selected)
                return
            if event.key == pygame.K_r and self.rows:
                self.open(self.selected, "review")
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        elif event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            if row is not None and row != self.selected:
                self.select(row)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.open(row)
                return
        super().handle(event)

    # --- drawing ------------------------------------------------------------------------------

    def cells(self, row: Row) -> list[tuple[str, theme.Colour]]:
        """The words of one row, in the column order, with their colours: when, which hand,
        the dealer, then what the hand's game says of it."""
        t = self.app.t
        dealer = row.hand.dealer

        def name(seat: int) -> str:
            return seat_name(t, seat, seat == HUMAN)

        own = GAMES[row.hand.game].api.history_cells(row.hand.end, t, name)
        return [
            (when_text(t, row.entry), theme.PAPER),
            (str(row.entry.deal), theme.PAPER),
            (name(dealer), theme.PAPER),
            *((text, TONES[tone]) for text, tone in own),
        ]

    def draw_page(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        for tab, game in zip(self.tabs, GAMES, strict=True):
            tab.kind = "primary" if game == self.game else "quiet"
        if not self.rows:
            empty = self.table.inflate(-ui.px(80), 0)
            ui.paragraph(surface, self.app.t("history.empty"), empty, ui.body_px)
        else:
            self.draw_list(surface)

    def draw_list(self, surface: pygame.Surface) -> None:
        ui, t, pad = self.app.ui, self.app.t, self.pad
        visible = self.rows[self.first : self.first + self.shown]
        panel = self.table.copy()
        panel.height = 2 * pad + self.row_h * (len(visible) + 1)
        surface.blit(theme.rounded_panel(panel.size, radius=ui.px(14)), panel)
        header = self.row_rect(-1)
        columns = self.headings
        xs = [header.left + round(header.width * sum(s for _k, s in columns[:i])) for i in range(7)]
        for i, (key, _share) in enumerate(columns):
            ui.label(
                surface,
                t(f"history.columns.{key}"),
                (xs[i] + ui.px(8), header.centery),
                ui.body_px,
                theme.GOLD_LIGHT,
                "bold",
                "midleft",
                xs[i + 1] - xs[i] - ui.px(12),
            )
        for k, row in enumerate(visible):
            rect = self.row_rect(k)
            if self.first + k == self.selected:
                pygame.draw.rect(surface, (44, 76, 56), rect, border_radius=ui.px(6))
                pygame.draw.rect(surface, theme.GOLD, rect, max(1, ui.px(2)), ui.px(6))
            elif k % 2 == 0:
                pygame.draw.rect(surface, theme.BAND, rect, border_radius=ui.px(6))
            self.draw_loss(surface, row, rect)
            for i, (text, colour) in enumerate(self.cells(row)):
                ui.label(
                    surface,
                    text,
                    (xs[i] + ui.px(8), rect.centery),
                    ui.body_px,
                    colour,
                    "sans",
                    "midleft",
                    xs[i + 1] - xs[i] - ui.px(12),
                )
        if len(self.rows) > self.shown:
            self.draw_scrollbar(surface, panel)
        hint = pygame.Rect(panel.left, panel.bottom + ui.px(12), panel.width, 0)
        words = t("history.hint") + " " + t("review_screen.history_hint")
        ui.paragraph(surface, words, hint, ui.small_px, theme.MUTED)

    def draw_loss(self, surface: pygame.Surface, row: Row, rect: pygame.Rect) -> None:
        """At the row's right end, once the hand was reviewed: what the human's decisions
        cost in all (what they knew)."""
        totals = TOTALS.get((row.entry.match_id, row.entry.deal, False))
        if totals is None:
            return
        ui = self.app.ui
        words = self.app.t("review_screen.history_total", value=signed(-totals[HUMAN]))
        right = (rect.right - ui.px(8), rect.centery)
        ui.label(surface, words, right, ui.small_px, theme.GOLD_LIGHT, "bold", "midright")

    def draw_scrollbar(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """Where the rows shown sit in the whole list."""
        ui, pad = self.app.ui, self.pad
        track = pygame.Rect(0, 0, max(4, ui.px(6)), panel.height - 2 * pad - self.row_h)
        track.topright = (panel.right - pad // 2, panel.top + pad + self.row_h)
        pygame.draw.rect(surface, theme.BAND, track, border_radius=track.width // 2)
        n = len(self.rows)
        thumb = track.copy()
        thumb.height = max(track.width * 2, round(track.height * self.shown / n))
        thumb.top = track.top + round((track.height - thumb.height) * self.first / (n - self.shown))
        pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.width // 2)
