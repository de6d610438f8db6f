"""Statistics of each registered game: the rows its tally makes (``GameApi.statistics_rows``:
counts, pairs, averages) per difficulty and in total, from the storage; a tab per game. A
match in progress that a move taken back made practice is not counted: its game's tab says
so."""

from __future__ import annotations

import pygame

from game.games import GAMES
from game.interface import Tally
from game.storage.savegame import game_of
from game.storage.settings import DIFFICULTIES
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.page import Page
from game.ui.widgets import Button, FocusList


class StatsScene(Page):
    """A table: one row per counter, one column per difficulty and the total."""

    title_key = "stats.title"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        t = app.t
        self.reset = Button(
            lambda: t("stats.reset"), self.ask_reset, "quiet", enabled=lambda: app.store is not None
        )
        self.done = Button(lambda: t("common.back"), self.back, "primary")
        self.game = app.settings.game
        self.tabs = [self._tab(g) for g in GAMES]
        self.focus = FocusList([*self.tabs, self.reset, self.done])
        self.table = pygame.Rect(0, 0, 0, 0)
        saved = app.store.load_match() if app.store is not None else None
        self.practice = game_of(saved.meta).NAME if saved and saved.meta.get("practice") else None
        """The game of the saved match when it is practice (a move was taken back)."""

    def _tab(self, game: str) -> Button:
        """The button that shows ``game``'s statistics."""
        return Button(lambda: self.app.t(f"games.{game}.name"), lambda: self.show(game), "quiet")

    def show(self, game: str) -> None:
        self.game = game
        self.app.invalidate()

    def layout(self) -> None:
        ui = self.app.ui
        y = self.foot([self.reset], [self.done])
        width = self.app.size[0] - 2 * self.margin
        tab_w = ui.px(220)
        x = (self.app.size[0] - len(self.tabs) * (tab_w + ui.px(10))) // 2
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, ui.px(96), tab_w, ui.px(40))
            x += tab_w + ui.px(10)
        self.table = pygame.Rect(self.margin, ui.px(150), width, y - ui.px(170))

    def ask_reset(self) -> None:
        t = self.app.t
        self.app.push(
            Dialog(
                self.app,
                lambda: t("stats.reset_title"),
                lambda: t("stats.reset_body"),
                [
                    (lambda: t("stats.reset_confirm"), self._reset, "primary"),
                    (lambda: t("common.cancel"), lambda: None, "secondary"),
                ],
                escape=lambda: None,
            )
        )

    def _reset(self) -> None:
        store = self.app.store
        if store is not None:
            store.stats_of(self.game).reset()
            store.save_stats(self.game)
        self.app.invalidate()

    def draw_page(self, surface: pygame.Surface) -> None:
        ui, t = self.app.ui, self.app.t
        store = self.app.store
        for tab, game in zip(self.tabs, GAMES, strict=True):
            tab.kind = "primary" if game == self.game else "quiet"
        if store is None:
            ui.label(surface, t("stats.none"), self.table.center, ui.body_px)
        else:
            stats = store.stats_of(self.game)
            tallies: list[tuple[str, Tally]] = [
                *((t(f"levels.{d}.name"), stats.by_difficulty[d]) for d in DIFFICULTIES),
                (t("stats.total"), stats.total()),
            ]
            rows_of = GAMES[self.game].api.statistics_rows
            columns = [(name, rows_of(t, tally)) for name, tally in tallies]
            labels = [label for label, _value in columns[-1][1]]
            pad = ui.px(20)
            row_h = min(ui.px(48), (self.table.height - 2 * pad) // (len(labels) + 1))
            body = min(ui.body_px, round(row_h * 0.62))  # many rows: a smaller type
            rect = self.table.copy()
            rect.height = 2 * pad + row_h * (len(labels) + 1)
            surface.blit(theme.rounded_panel(rect.size, radius=ui.px(14)), rect)
            if self.practice == self.game:
                ui.label(
                    surface,
                    t("stats.practice"),
                    (rect.centerx, rect.bottom + ui.px(14)),
                    ui.body_px,
                    theme.GOLD_LIGHT,
                    "sans",
                    "midtop",
                    rect.width,
                )
            label_w = round(rect.width * 0.4)
            col_w = (rect.width - label_w - 2 * pad) // len(columns)
            y = rect.top + pad
            for i, (name, _rows) in enumerate(columns):
                x = rect.left + pad + label_w + i * col_w + col_w // 2
                ui.label(
                    surface,
                    name,
                    (x, y + row_h // 2),
                    ui.body_px,
                    theme.GOLD_LIGHT,
                    "bold",
                    max_width=col_w - ui.px(6),
                )
            for r, label in enumerate(labels, start=1):
                cy = y + r * row_h + row_h // 2
                if r % 2:
                    band = pygame.Rect(
                        rect.left + pad // 2, cy - row_h // 2, rect.width - pad, row_h
                    )
                    pygame.draw.rect(surface, theme.BAND, band, border_radius=ui.px(6))
                ui.label(
                    surface,
                    label,
                    (rect.left + pad, cy),
                    body,
                    theme.PAPER,
                    "sans",
                    "midleft",
                    label_w,
                )
                for i, (_name, rows) in enumerate(columns):
                    x = rect.left + pad + label_w + i * col_w + col_w // 2
                    ui.label(
                        surface,
                        rows[r - 1][1],
                        (x, cy),
                        body,
                        theme.PAPER,
                        "bold",
                        max_width=col_w - ui.px(6),
                    )
