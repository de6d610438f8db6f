"""A page of the menus: the cloth, a title, its controls, and a row of buttons at the foot.

New match, more rules, settings, statistics, rules and hand history are all such pages, so
they share one frame: the title and the buttons sit in the same places on every page, Escape
goes back, and the mouse and the keyboard reach every control through one ``FocusList``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

import pygame

from game.ui import theme
from game.ui.scenes.base import Scene
from game.ui.widgets import Button, FocusList, Widget, column

MARGIN = 0.05
"""Left and right margin of a page, as a share of the window's width."""


class Page(Scene):
    """A full-window page; subclasses name their title and draw what lies between."""

    title_key: ClassVar[str]
    """The locale key of the page's title."""
    focus: FocusList
    """Every control of the page, set by the subclass."""

    @property
    def margin(self) -> int:
        return round(self.app.size[0] * MARGIN)

    @property
    def half_width(self) -> int:
        """The width of each of two columns side by side."""
        return (self.app.size[0] - 3 * self.margin) // 2

    def columns(self) -> tuple[int, int]:
        """The left edges of two columns side by side."""
        return self.margin, 2 * self.margin + self.half_width

    def two_columns(
        self, left: Sequence[Widget], right: Sequence[Widget], top: int, row_h: int, gap: int
    ) -> None:
        """Controls in two columns from ``top``, each ``row_h`` high."""
        for x, controls in zip(self.columns(), (left, right), strict=True):
            column(pygame.Rect(x, top, self.half_width, 0), controls, row_h, gap)

    def foot(self, left: Sequence[Button], right: Sequence[Button]) -> int:
        """Buttons along the bottom, ``left`` ones from the left; the top of the row."""
        ui = self.app.ui
        w, h = self.app.size
        bw, bh, gap = min(ui.px(300), round(w * 0.26)), ui.px(50), ui.px(16)
        y = h - bh - ui.px(20)
        for i, button in enumerate(left):
            button.rect = pygame.Rect(self.margin + i * (bw + gap), y, bw, bh)
        for i, button in enumerate(reversed(right)):
            button.rect = pygame.Rect(w - self.margin - bw - i * (bw + gap), y, bw, bh)
        return y

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if self.focus.handle(event):
            self.app.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        surface.blit(self.app.felt(), (0, 0))
        ui.label(
            surface,
            self.app.t(self.title_key),
            (self.app.size[0] // 2, ui.px(30)),
            ui.px(50),
            theme.GOLD_LIGHT,
            "serif",
            "midtop",
        )
        self.draw_page(surface)
        self.focus.draw(surface, ui)

    def draw_page(self, surface: pygame.Surface) -> None:
        """What the page shows besides its title and its controls."""
