"""Contrée's guided first hand at its table: the shared ``Guided`` lesson on Contrée's table
scene; its captions also point at the bidding, contract and auction panels."""

from __future__ import annotations

from typing import Any

import pygame

from game.contree.cards import RANK_NAMES, SUIT_NAMES, rank_of, suit_of
from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.lesson import Guided


class ContreeLesson(Guided, ContreeTableScene):
    """Contrée's guided first hand."""

    def card_words(self, card: int) -> str:
        t = self.app.t
        rank = t(f"lesson.contree.ranks.{RANK_NAMES[rank_of(card)]}")
        return t(
            "lesson.contree.card", rank=rank, suit=t(f"contree.suits.{SUIT_NAMES[suit_of(card)]}")
        )

    def extra_point(self, point: tuple) -> pygame.Rect | None:
        hud: Any = self.hud
        if point[0] == "bidding":
            return hud.bidding_rect()
        if point[0] == "contract":
            return hud.contract_rect()
        if point[0] == "auction":
            return hud.auction_rect()
        return None
