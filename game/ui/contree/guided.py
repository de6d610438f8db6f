"""Contrée's guided first hand at its table: the shared ``Guided`` lesson on Contrée's table
scene; its captions also point at the bidding, contract and auction panels."""

from __future__ import annotations

from typing import Any

import pygame

from game.contree.words import card_name_inline
from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.lesson import Guided


class ContreeLesson(Guided, ContreeTableScene):
    """Contrée's guided first hand."""

    def card_words(self, card: int) -> str:
        return card_name_inline(self.app.t, card)

    def extra_point(self, point: tuple) -> pygame.Rect | None:
        hud: Any = self.hud
        if point[0] == "bidding":
            return hud.bidding_rect()
        if point[0] == "contract":
            return hud.contract_rect()
        if point[0] == "auction":
            return hud.auction_rect()
        return None
