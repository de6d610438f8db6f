"""Paints a Contrée table: the Aluette table's painter, with Contrée's trick and hand.

The card winning the trick so far is the one the engine's ``master`` names (with beginner
help on), and while the human is to play the cards the rules refuse are dimmed, so that
the legal cards stand out.
"""

from __future__ import annotations

import pygame

from game.contree.rules.play import master
from game.ui import theme
from game.ui.table.match import HUMAN
from game.ui.table.render import TableRenderer

DIM = (20, 30, 24, 120)
"""The veil over a card the rules do not allow now."""


class ContreeRenderer(TableRenderer):
    """See the module docstring."""

    def face(self, card: int, width: int) -> pygame.Surface:
        return self.scene.app.art_of("contree").face(card, width)

    def leading(self) -> int | None:
        m = self.scene.model
        contract = m.contract  # type: ignore[attr-defined]
        if m.winning is None and self.scene.app.settings.captions and len(m.trick) > 1:
            return master(tuple(m.trick.items()), contract.trump)[0] if contract else None
        return m.winning

    def draw_hand(self, surface: pygame.Surface, seat: int = HUMAN) -> None:
        """The human's hand, each card the rules refuse now veiled as it is laid."""
        scene, L = self.scene, self.L
        allowed, _rule = scene.legal_now()  # type: ignore[attr-defined]
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
