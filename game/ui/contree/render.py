"""Paints a Contrée table: the shared painter, with Contrée's trick and hand.

The card winning the trick so far is the one the engine's ``master`` names (with beginner
help on), and while the human is to play the cards the rules refuse are dimmed, so that
the legal cards stand out.
"""

from __future__ import annotations

import math

import pygame

from game.contree.rules.play import master
from game.ui import theme
from game.ui.contree.host import ContreeTable
from game.ui.table.layout import LEFT, RIGHT
from game.ui.table.match import HUMAN
from game.ui.table.render import TableRenderer

DIM = (20, 30, 24, 120)
"""The veil over a card the rules do not allow now."""
ARROW = (214, 190, 120)
ARC = math.radians(34)
"""Half the angle of each of the four arrows that show the direction of play."""


class ContreeRenderer(TableRenderer):
    """See the module docstring."""

    scene: ContreeTable

    def face(self, card: int, width: int) -> pygame.Surface:
        return self.scene.app.art_of("contree").face(card, width)

    def leading(self) -> int | None:
        m = self.scene.model
        contract = m.contract
        if m.winning is None and self.scene.app.settings.captions and len(m.trick) > 1:
            return master(tuple(m.trick.items()), contract.trump)[0] if contract else None
        return m.winning

    def draw_trick(self, surface: pygame.Surface) -> None:
        self.draw_direction(surface)
        super().draw_trick(surface)

    def draw_direction(self, surface: pygame.Surface) -> None:
        """Four arrows around the middle of the table, turning the way play goes."""
        L = self.L
        cx, cy = L.centre
        rx, ry = L.card_w * 2.05, L.card_h * 1.12
        sign = 1 if self.scene.model.direction == "counterclockwise" else -1
        width = max(2, L.px(3))
        rect = pygame.Rect(0, 0, round(2 * rx), round(2 * ry))
        rect.center = (round(cx), round(cy))
        for k in range(4):
            middle = math.pi / 4 + k * math.pi / 2
            pygame.draw.arc(surface, ARROW, rect, middle - ARC, middle + ARC, width)
            end = middle + sign * ARC
            tip = (cx + rx * math.cos(end), cy - ry * math.sin(end))
            dx, dy = -rx * math.sin(end) * sign, -ry * math.cos(end) * sign
            n = math.hypot(dx, dy)
            dx, dy = dx / n, dy / n
            size = L.px(11)
            back = (tip[0] - dx * size, tip[1] - dy * size)
            points = [
                (tip[0] + dx * size * 0.4, tip[1] + dy * size * 0.4),
                (back[0] - dy * size * 0.6, back[1] + dx * size * 0.6),
                (back[0] + dy * size * 0.6, back[1] - dx * size * 0.6),
            ]
            pygame.draw.polygon(surface, ARROW, points)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The shared overlays, and the best announcements' cards shown after the first
        trick."""
        overlay = self.current_overlay()
        if overlay is None or overlay.kind != "announcements":
            super().draw_overlay(surface)
            return
        self.draw_shown(surface)
        self.banner(surface, overlay.text, True)

    def draw_shown(self, surface: pygame.Surface) -> None:
        """Each declarer of the best team lays the cards of his announcements face up on his
        place of the trick (empty between the first trick and the second)."""
        shown, L = self.scene.model.shown, self.L
        if shown is None:
            return
        laid: dict[int, list[int]] = {}
        for seat, _kind, held in shown.shown:
            mine = laid.setdefault(seat, [])
            mine += [c for c in held if c not in mine]
        for seat, cards in laid.items():
            for card, centre in zip(cards, self.shown_places(seat, len(cards)), strict=True):
                self.blit_card(surface, self.face(card, L.card_w), centre)

    def shown_places(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Centres of ``count`` shown cards of ``seat``, overlapping so that each card's
        corner shows: centred on the seat's place of the trick, or leaning outwards on the
        sides so that two partners' cards never meet in the middle."""
        L = self.L
        step = L.card_w * 0.42
        x, y = L.trick_slot(seat)
        width = step * (count - 1)
        edge = L.edge(seat)
        start = x - width / 2
        if edge == LEFT:
            start = x - width
        elif edge == RIGHT:
            start = x
        return [(start + k * step, y) for k in range(count)]

    def draw_hand(self, surface: pygame.Surface, seat: int = HUMAN) -> None:
        """The human's hand, each card the rules refuse now veiled as it is laid."""
        scene, L = self.scene, self.L
        allowed, _rule = scene.legal_now()
        if seat != HUMAN or not allowed:
            super().draw_hand(surface, seat)
            return
        veil = self._cached(("veil", L.card_w), lambda: _veil(L.card_w, L.card_h))
        drag = scene.dragging_card()
        for card, rect in scene.hand_layout(seat):
            if card == drag:
                continue
            self.blit_card(surface, self.face(card, L.card_w), rect.center)
            if card not in allowed:
                surface.blit(veil, rect)
            elif card == scene.hover:
                self.outline(surface, rect, theme.PAPER, max(1, L.px(2)))


def _veil(w: int, h: int) -> pygame.Surface:
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(veil, DIM, veil.get_rect(), border_radius=max(3, w // 12))
    return veil
