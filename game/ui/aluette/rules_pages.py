"""The rules of Aluette, in four short pages: how to play, the cards, the signals, how to win.

The card ranking is drawn with the real card art of the chosen deck (at the table's card
sizes, which the card art already holds), and the signals with the players' own faces, so
what is learnt here is exactly what is seen at the table.
"""

from __future__ import annotations

from typing import ClassVar

import pygame

from game.aluette.cards import CLASS_GROUPS, GESTURES, card, gesture_rank
from game.aluette.words import card_name, group_name, plain_name
from game.ui import theme
from game.ui.avatar import Avatars
from game.ui.scenes.base import Host
from game.ui.scenes.rules import RulesPages
from game.ui.table.layout import TableLayout

PAGES = ("basics", "cards", "signals", "winning")
SECTIONS = {
    "basics": ("table", "ranking", "chant", "play", "spoiled", "signals"),
    "winning": ("hand", "points", "mordienne", "offer", "match"),
}
"""The titled sections of the two text pages, in reading order (``rules.<page>.<id>``)."""
NAMED_CLASSES = 8


class RulesScene(RulesPages):
    """See the module docstring."""

    title_key = "rules.title"
    KEY = "rules"
    PAGES: ClassVar[tuple[str, ...]] = PAGES
    SECTIONS: ClassVar[dict[str, tuple[str, ...]]] = SECTIONS
    GAME = "aluette"
    REVIEW_PAGE = "winning"
    UNIT_KEY = "review_screen.unit_aluette"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.faces = Avatars()

    def draw_part(self, surface: pygame.Surface, page: str, rect: pygame.Rect) -> None:
        """One page: the cards, the signals, or titled paragraphs."""
        if page == "cards":
            self.draw_cards(surface, rect)
        elif page == "signals":
            self.draw_signals(surface, rect)
        else:
            super().draw_part(surface, page, rect)

    def draw_cards(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The nineteen strength classes, strongest first, with the real cards."""
        ui, t, deck, art = self.app.ui, self.app.t, self.app.deck, self.app.art
        table = TableLayout(*self.app.size)
        intro_h = ui.paragraph(None, t("rules.cards_intro"), rect, ui.small_px)
        ui.paragraph(surface, t("rules.cards_intro"), rect, ui.small_px, theme.PAPER)
        top = rect.top + intro_h + ui.px(10)
        name_h = ui.line_height(ui.small_px, "bold") + ui.px(2)
        label_h = name_h + ui.line_height(ui.small_px - 2) + ui.px(4)
        rows = (
            [
                (card(g[0]), card_name(t, deck, card(g[0])), plain_name(t, deck, card(g[0])))
                for g in CLASS_GROUPS[:NAMED_CLASSES]
            ],
            [
                (card(g[0]), group_name(t, deck, g[0][0]), t("rules.count", count=len(g)))
                for g in CLASS_GROUPS[NAMED_CLASSES:]
            ],
        )
        widths = []
        for cards in rows:
            slot = rect.width / len(cards)
            fits = [w for w in (table.card_w, table.small_w) if w <= slot * 0.92]
            widths.append(fits[0] if fits else table.small_w)
        heights = [round(w * 1.5) + label_h for w in widths]
        gap = max(0, (rect.bottom - top - sum(heights)) // 3)
        y = top + gap
        for r, cards in enumerate(rows):
            slot = rect.width / len(cards)
            width = widths[r]
            if r:
                y += heights[0] + gap
            for i, (c, name, detail) in enumerate(cards):
                cx = rect.left + slot * (i + 0.5)
                face = art.face(c, width)
                surface.blit(face, face.get_rect(midtop=(round(cx), y)))
                ly = y + face.get_height() + ui.px(4)
                ui.label(
                    surface,
                    name,
                    (cx, ly),
                    ui.small_px,
                    theme.GOLD_LIGHT,
                    "bold",
                    "midtop",
                    round(slot) - 4,
                )
                ui.label(
                    surface,
                    detail,
                    (cx, ly + name_h),
                    ui.small_px - 2,
                    theme.MUTED,
                    "sans",
                    "midtop",
                    round(slot) - 4,
                )

    def draw_signals(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Every gesture, made by the partner's face, with what it tells (wrapped, not shrunk,
        when a cell is narrow)."""
        ui, t = self.app.ui, self.app.t
        intro_h = ui.paragraph(None, t("rules.signals_intro"), rect, ui.small_px)
        ui.paragraph(surface, t("rules.signals_intro"), rect, ui.small_px, theme.PAPER)
        top = rect.top + intro_h + ui.px(8)
        cols = 4
        rows = (len(GESTURES) + cols - 1) // cols
        cell_w = rect.width // cols
        cell_h = (rect.bottom - top) // rows
        size = max(32, min(cell_h - ui.px(8), round(cell_w * 0.32)))
        faces = self.faces
        for i, gesture in enumerate(sorted(GESTURES, key=gesture_rank)):
            c, r = i % cols, i // cols
            cell = pygame.Rect(rect.left + c * cell_w, top + r * cell_h, cell_w, cell_h)
            face = faces.get(2, gesture, size)
            surface.blit(face, face.get_rect(midleft=(cell.left + ui.px(4), cell.centery)))
            x = cell.left + size + ui.px(12)
            width = cell.right - x - ui.px(6)
            ui.label(
                surface,
                t(f"gestures.{gesture}.name"),
                (x, cell.centery - ui.px(2)),
                ui.small_px,
                theme.GOLD_LIGHT,
                "bold",
                "bottomleft",
                wrap=width,
            )
            ui.label(
                surface,
                t(f"gestures.{gesture}.meaning"),
                (x, cell.centery + ui.px(2)),
                ui.small_px,
                theme.PAPER,
                "sans",
                "topleft",
                wrap=width,
            )
