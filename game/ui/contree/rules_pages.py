"""The rules of Contrée as the match's options make them, in short pages: the deal and the
auction, the cards, no trump and all trumps (when they may be bid), play, the announcements
(when they are on), the score. The paragraphs follow the options (``rules_text``); the card
pages draw the real cards of the table in their order with their points, and the
announcements page real announcements. Orders, points and announcements are the engine's
tables (``game.contree.cards``, ``rules.announcements``), never copied here. From the
announcements and no-trump pages, a short guided hand teaches them (the second lesson).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import pygame

from game.contree.cards import ALL_TRUMPS, NO_TRUMP, POINTS, STRENGTH, card
from game.contree.rules import announcements as ann
from game.contree.rules.options import Options
from game.ui import theme
from game.ui.contree import rules_text
from game.ui.contree.art import CARDS
from game.ui.scenes.base import Host
from game.ui.scenes.rules import RulesPages
from game.ui.table.layout import TableLayout
from game.ui.widgets import Button

EXAMPLE_TRUMP = 1
"""The suit the cards page shows as trumps (hearts); the other row shows spades."""
PLAIN_SUIT = 0
EXAMPLES = ("QS KS AS", "9H TH JH QH", "JS JH JD JC")
"""The announcements page's examples: a tierce, a cinquante (in the order 7 … A, not the
order of strength) and a carré of jacks."""
PICTURES = ("cards", "no_trump", "announcements")
"""The pages that draw cards (their words are the same under every option)."""
LESSON_PAGES = ("no_trump", "announcements")
"""The pages that offer the second guided hand."""

Row = tuple[str, int, int]
"""A row of cards: its title's key, the trump it is ranked under, and its suit."""


class ContreeRulesScene(RulesPages):
    """See the module docstring."""

    title_key = "contree_rules.title"
    KEY = "contree_rules"
    PAGES: ClassVar[tuple[str, ...]] = rules_text.pages(Options())
    SECTIONS: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Unused: the sections follow the options (``text_parts``)."""
    GAME = "contree"
    REVIEW_PAGE = "scoring"
    UNIT_KEY = "review_screen.unit_contree"

    def __init__(self, app: Host, options: Options | None = None) -> None:
        self.options: Options = options or app.settings.options_for(self.GAME)
        """The rules shown: the match's, or the New match screen's draft."""
        super().__init__(app)
        self.lesson = Button(lambda: app.t("contree_rules.second_lesson"), self.open_lesson)
        self.lesson.visible = False
        self.focus.widgets.insert(len(self.tabs), self.lesson)

    def page_names(self) -> tuple[str, ...]:
        return rules_text.pages(self.options)

    def text_parts(self, page: str) -> list[tuple[str, str]]:
        return rules_text.parts(self.app.t, self.options, page)

    def layout(self) -> None:
        super().layout()
        ui = self.app.ui
        done = self.done.rect
        self.lesson.rect = pygame.Rect(self.margin, done.top, ui.px(380), done.height)

    def show(self, page: int) -> None:
        super().show(page)
        self.lesson.visible = self.pages[self.page] in LESSON_PAGES

    def open_lesson(self) -> None:
        """The second guided hand: announcements, no trump and all trumps."""
        from game.contree.lesson import second_lesson  # lazy: loaded when opened
        from game.ui.contree.guided import ContreeLesson  # lazy: loads the table

        self.app.replace_all(ContreeLesson(self.app, second_lesson()))

    def draw_part(self, surface: pygame.Surface, page: str, rect: pygame.Rect) -> None:
        """One page: the cards, the announcements, or titled paragraphs."""
        if page == "cards":
            rows = (
                ("contree_rules.trumps", EXAMPLE_TRUMP, EXAMPLE_TRUMP),
                ("contree_rules.plain", EXAMPLE_TRUMP, PLAIN_SUIT),
            )
            self.draw_cards(surface, rect, "contree_rules.cards_intro", rows)
        elif page == "no_trump":
            rows = (
                ("contree_rules.no_trump.row", NO_TRUMP, PLAIN_SUIT),
                ("contree_rules.all_trumps.row", ALL_TRUMPS, EXAMPLE_TRUMP),
            )
            self.draw_cards(surface, rect, "contree_rules.no_trump.intro", rows)
        elif page == "announcements":
            self.draw_announcements(surface, rect)
        else:
            super().draw_part(surface, page, rect)

    def card_width(self, slot: float, room: float) -> int:
        """The table's card size if it fits a slot of the row and the room, else its small."""
        table = TableLayout(*self.app.size)
        fits = [w for w in (table.card_w, table.small_w) if w <= slot * 0.9 and w * 1.5 <= room]
        return fits[0] if fits else table.small_w

    def intro(self, surface: pygame.Surface, key: str, rect: pygame.Rect) -> int:
        """A page's opening paragraph; where the rest of the page starts."""
        ui = self.app.ui
        text = self.app.t(key)
        height = ui.paragraph(None, text, rect, ui.small_px)
        ui.paragraph(surface, text, rect, ui.small_px, theme.PAPER)
        return rect.top + height + ui.px(10)

    def draw_cards(
        self, surface: pygame.Surface, rect: pygame.Rect, intro: str, rows: Sequence[Row]
    ) -> None:
        """Rows of a suit's eight cards, strongest first, each with its points."""
        ui, t = self.app.ui, self.app.t
        art = self.app.art_of(CARDS.name)
        top = self.intro(surface, intro, rect)
        title_h = ui.line_height(ui.body_px, "bold") + ui.px(4)
        label_h = ui.line_height(ui.small_px, "bold") + ui.px(6)
        slot = rect.width / 8
        width = self.card_width(slot, (rect.bottom - top) / len(rows) - title_h - label_h)
        row_h = title_h + round(width * 1.5) + label_h
        gap = max(0, (rect.bottom - top - len(rows) * row_h) // (len(rows) + 1))
        y = top + gap
        for key, trump, suit in rows:
            ui.label(
                surface, t(key), (rect.left, y), ui.body_px, theme.GOLD_LIGHT, "bold", "topleft"
            )
            cy = y + title_h
            ranked = sorted(range(suit * 8, suit * 8 + 8), key=lambda c: -STRENGTH[trump][c])
            for i, c in enumerate(ranked):
                cx = rect.left + slot * (i + 0.5)
                face = art.face(c, width)
                surface.blit(face, face.get_rect(midtop=(round(cx), cy)))
                points = t("contree_rules.points", count=POINTS[trump][c])
                ui.label(
                    surface,
                    points,
                    (cx, cy + face.get_height() + ui.px(4)),
                    ui.small_px,
                    theme.PAPER,
                    "bold",
                    "midtop",
                    round(slot) - 4,
                )
            y += row_h + gap

    def draw_announcements(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Three announcements in real cards with their points, then the paragraphs."""
        ui, t = self.app.ui, self.app.t
        art = self.app.art_of(CARDS.name)
        top = self.intro(surface, "contree_rules.announcements.intro", rect)
        shown = [ann.held([card(c) for c in codes.split()], PLAIN_SUIT)[0] for codes in EXAMPLES]
        count = sum(len(a.cards) for a in shown) + len(shown) - 1
        slot = rect.width / count
        width = min(self.card_width(slot, rect.height * 0.3), round(slot * 0.86))
        x = rect.left + slot / 2
        label_y = top + round(width * 1.5) + ui.px(4)
        for a in shown:
            first = x
            for c in sorted(a.cards):
                face = art.face(c, width)
                surface.blit(face, face.get_rect(midtop=(round(x), top)))
                x += slot
            words = t("contree_rules.announcements.example", kind=self.kind(a), points=a.points)
            ui.label(
                surface,
                words,
                ((first + x - slot) / 2, label_y),
                ui.small_px,
                theme.GOLD_LIGHT,
                "bold",
                "midtop",
                round(x - first),
            )
            x += slot
        below = label_y + ui.line_height(ui.small_px, "bold") + ui.px(12)
        rest = pygame.Rect(rect.left, below, rect.width, rect.bottom - below)
        self.sections(surface, "announcements", rest)

    def kind(self, announcement: Any) -> str:
        """An announcement's name: its kind, a carré with its rank."""
        return self.app.t(f"contree.announcements.{announcement.kind}")
