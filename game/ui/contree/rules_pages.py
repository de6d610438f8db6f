"""The rules of Contrée, in four short pages: the deal and the auction, the cards, play, the
score. The cards page draws the real cards of the table in their order, with their points,
as trumps and in the other suits; the order and the points are the engine's tables
(``game.contree.cards``), never copied here.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.contree.cards import PLAIN_ORDER, POINTS, RANKS, TRUMP_ORDER
from game.ui import theme
from game.ui.contree.art import CARDS
from game.ui.scenes.rules import RulesPages
from game.ui.table.layout import TableLayout

EXAMPLE_TRUMP = 1
"""The suit the cards page shows as trumps (hearts); the other row shows spades."""
PLAIN_SUIT = 0


class ContreeRulesScene(RulesPages):
    """See the module docstring."""

    title_key = "contree_rules.title"
    KEY = "contree_rules"
    PAGES: ClassVar[tuple[str, ...]] = ("auction", "cards", "play", "scoring")
    SECTIONS: ClassVar[dict[str, tuple[str, ...]]] = {
        "auction": ("table", "deal", "calls", "contre", "contract"),
        "play": ("lead", "follow", "trump", "belote"),
        "scoring": ("points", "made", "score", "match"),
    }
    GAME = "contree"
    REVIEW_PAGE = "scoring"
    UNIT_KEY = "review_screen.unit_contree"

    def draw_part(self, surface: pygame.Surface, page: str, rect: pygame.Rect) -> None:
        """One page: the cards, or titled paragraphs."""
        if page == "cards":
            self.draw_cards(surface, rect)
        else:
            super().draw_part(surface, page, rect)

    def draw_cards(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Two rows of eight cards, strongest first: trumps, then any other suit."""
        ui, t = self.app.ui, self.app.t
        art = self.app.art_of(CARDS.name)
        intro = t("contree_rules.cards_intro")
        intro_h = ui.paragraph(None, intro, rect, ui.small_px)
        ui.paragraph(surface, intro, rect, ui.small_px, theme.PAPER)
        top = rect.top + intro_h + ui.px(10)
        title_h = ui.line_height(ui.body_px, "bold") + ui.px(4)
        label_h = ui.line_height(ui.small_px, "bold") + ui.px(6)
        rows = (
            ("contree_rules.trumps", EXAMPLE_TRUMP, TRUMP_ORDER),
            ("contree_rules.plain", PLAIN_SUIT, PLAIN_ORDER),
        )
        slot = rect.width / 8
        table = TableLayout(*self.app.size)
        room = (rect.bottom - top) / 2 - title_h - label_h
        fits = [w for w in (table.card_w, table.small_w) if w <= slot * 0.9 and w * 1.5 <= room]
        width = fits[0] if fits else table.small_w
        row_h = title_h + round(width * 1.5) + label_h
        y = top + max(0, (rect.bottom - top - 2 * row_h) // 3)
        for key, suit, order in rows:
            ui.label(
                surface,
                t(key),
                (rect.left, y),
                ui.body_px,
                theme.GOLD_LIGHT,
                "bold",
                "topleft",
                rect.width,
            )
            cy = y + title_h
            for i, rank in enumerate(reversed(order)):
                c = suit * 8 + RANKS.index(rank)
                cx = rect.left + slot * (i + 0.5)
                face = art.face(c, width)
                surface.blit(face, face.get_rect(midtop=(round(cx), cy)))
                points = t("contree_rules.points", count=POINTS[EXAMPLE_TRUMP][c])
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
            y += row_h + max(0, (rect.bottom - top - 2 * row_h) // 3)
