"""A game's rules as a few short pages under tabs: the shared frame of every game's rules.

Each game's window package subclasses ``RulesPages`` (``game.ui.<game>.rules_pages``): it names its
pages and their titled sections (``<KEY>.<page>.<section>.title`` and ``.text`` in the
locale) and draws its own pictures on the pages that have them (its cards, its signals). A
game whose rules change with its options says which pages and paragraphs apply
(``page_names``, ``text_parts``). Left and right arrows turn the pages.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.games import GAMES
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.page import Page
from game.ui.table.review import plain
from game.ui.widgets import Button, FocusList


class RulesPages(Page):
    """See the module docstring."""

    KEY: ClassVar[str]
    """The locale section of the game's rules (``rules``, ``contree_rules``)."""
    PAGES: ClassVar[tuple[str, ...]]
    SECTIONS: ClassVar[dict[str, tuple[str, ...]]]
    """The titled sections of the text pages, in reading order (``<KEY>.<page>.<id>``)."""
    GAME: ClassVar[str]
    """The game (``game.games``): its review's grade thresholds are said on ``REVIEW_PAGE``."""
    REVIEW_PAGE: ClassVar[str]
    UNIT_KEY: ClassVar[str]
    """The locale key of the unit the game's review counts in (its hand's points)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        t = app.t
        self.page = 0
        self.pages = self.page_names()
        self.tabs = [self.tab(i, p) for i, p in enumerate(self.pages)]
        self.done = Button(lambda: t("common.back"), self.back, "primary")
        self.focus = FocusList([*self.tabs, self.done])
        self.area = pygame.Rect(0, 0, 0, 0)

    def page_names(self) -> tuple[str, ...]:
        """The pages shown, in order (a game's options may add some)."""
        return self.PAGES

    def tab(self, index: int, page: str) -> Button:
        """The button that shows one page."""
        return Button(
            lambda: self.app.t(f"{self.KEY}.tabs.{page}"), lambda: self.show(index), "quiet"
        )

    def show(self, page: int) -> None:
        self.page = page % len(self.pages)
        self.app.invalidate()

    def layout(self) -> None:
        ui = self.app.ui
        w = self.app.size[0]
        width = w - 2 * self.margin
        tab_w = min(ui.px(260), width // len(self.tabs) - ui.px(10))
        x = (w - len(self.tabs) * (tab_w + ui.px(10))) // 2
        for b in self.tabs:
            b.rect = pygame.Rect(x, ui.px(100), tab_w, ui.px(44))
            x += tab_w + ui.px(10)
        top = ui.px(164)
        bottom = self.foot([], [self.done]) - ui.px(14)
        self.area = pygame.Rect(self.margin, top, width, bottom - top)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.show(self.page + (1 if event.key == pygame.K_RIGHT else -1))
            return
        super().handle(event)

    # --- drawing ------------------------------------------------------------------------------

    def draw_page(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        surface.blit(theme.rounded_panel(self.area.size, radius=ui.px(14)), self.area)
        inner = self.area.inflate(-ui.px(40), -ui.px(32))
        page = self.pages[self.page]
        self.draw_part(surface, page, inner)
        for i, tab in enumerate(self.tabs):
            tab.kind = "primary" if i == self.page else "quiet"

    def draw_part(self, surface: pygame.Surface, page: str, rect: pygame.Rect) -> None:
        """One page: titled paragraphs (a game draws its pictures' pages itself)."""
        self.sections(surface, page, rect)

    def sections(self, surface: pygame.Surface, page: str, rect: pygame.Rect) -> None:
        """Titled paragraphs, as large as the page allows."""
        ui = self.app.ui
        parts = self.parts(page)
        px = ui.px(24)
        while px > 11 and self._sections_height(parts, rect, px) > rect.height:
            px -= 1
        y = rect.top
        for title, text in parts:
            ui.label(
                surface,
                title,
                (rect.left, y),
                round(px * 1.15),
                theme.GOLD_LIGHT,
                "serif",
                "topleft",
                rect.width,
            )
            y += round(px * 1.5)
            y += ui.paragraph(surface, text, pygame.Rect(rect.left, y, rect.width, 0), px)
            y += round(px * 0.6)

    def text_parts(self, page: str) -> list[tuple[str, str]]:
        """A text page's titled paragraphs, from its ``SECTIONS``."""
        t, key = self.app.t, self.KEY
        return [
            (t(f"{key}.{page}.{s}.title"), t(f"{key}.{page}.{s}.text")) for s in self.SECTIONS[page]
        ]

    def parts(self, page: str) -> list[tuple[str, str]]:
        """A text page's titled paragraphs; the review's thresholds end ``REVIEW_PAGE``."""
        t = self.app.t
        parts = self.text_parts(page)
        if page == self.REVIEW_PAGE:
            inaccuracy, mistake, blunder = (plain(g) for g in GAMES[self.GAME].api.GRADES)
            text = t(
                "review_screen.thresholds",
                inaccuracy=inaccuracy,
                mistake=mistake,
                blunder=blunder,
                unit=t(self.UNIT_KEY),
            )
            parts.append((t("review_screen.rules_title"), text))
        return parts

    def _sections_height(self, parts: list[tuple[str, str]], rect: pygame.Rect, px: int) -> int:
        ui = self.app.ui
        body = pygame.Rect(rect.left, 0, rect.width, 0)
        return sum(round(px * 2.1) + ui.paragraph(None, text, body, px) for _title, text in parts)
