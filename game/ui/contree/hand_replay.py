"""A finished Contrée hand replayed on the table: the shared replay view with Contrée's cloth.

The steps, buttons, keys and the export are ``ReplayScene``'s; this gives it Contrée's model
(the contract is read from the engine's state at each step), its cards, and the hand's result
explained in the same words as at the table (``contree_dialogs``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.contree.rules.state import OVER
from game.contree.words import call_words, contract_words
from game.ui import theme
from game.ui.contree.dialogs import hand_explanation, hand_title
from game.ui.contree.model import ContreeModel
from game.ui.scenes.replay import ReplayPainter, ReplayScene
from game.ui.scenes.review import ReviewScene


class ContreeReplayScene(ReplayScene):
    """See the module docstring."""

    MODEL = ContreeModel
    PACK = "contree"

    model: ContreeModel

    def painter_for(self) -> ReplayPainter:
        return ContreeReplayPainter(self)


class ContreeReviewScene(ReviewScene, ContreeReplayScene):
    """The hand reviewed decision by decision on Contrée's cloth (``ReviewScene``)."""


class ContreeReplayPainter(ReplayPainter):
    """Contrée's cards, and its result at the end."""

    scene: ContreeReplayScene

    def face(self, card: int, width: int) -> pygame.Surface:
        return self.scene.app.art_of("contree").face(card, width)

    def draw_about(self, surface: pygame.Surface) -> None:
        """The hand, when it ended, and under it the contract it was played in."""
        super().draw_about(surface)
        scene, L, ui, t = self.scene, self.L, self.scene.app.ui, self.scene.app.t
        c = scene.model.contract
        if c is None:
            return
        words = contract_words(t, c.value, c.trump, c.multiplier)
        key = scene.about("contree.result.contract", c.bidder)
        line = t(key, contract=words, name=scene.name(c.bidder))
        width, pad = L.px(340), L.px(12)
        inner = pygame.Rect(0, 0, width - 2 * pad, 0)
        height = ui.paragraph(None, line, inner, ui.small_px, role="bold")
        top = L.px(14) + L.px(80)
        rect = pygame.Rect(L.px(14), top, width, height + 2 * pad)
        surface.blit(self.panel(rect.size), rect)
        inner.topleft = (rect.left + pad, rect.top + pad)
        tone = theme.TEAM_US if c.bidder % 2 == 0 else theme.TEAM_THEM
        ui.paragraph(surface, line, inner, ui.small_px, tone, "bold")

    def draw_trick(self, surface: pygame.Surface) -> None:
        """Before the first trick the centre is empty: it shows the auction, call by call,
        as far as the step has reached."""
        super().draw_trick(surface)
        state = self.scene.state
        if state.phase != OVER and not state.trick and not state.trick_log:
            self.draw_auction(surface)

    def draw_auction(self, surface: pygame.Surface) -> None:
        """The calls in the centre, above the step bar; a long auction keeps its last calls
        (the contract and the passes that closed it)."""
        scene, L, ui, t = self.scene, self.L, self.scene.app.ui, self.scene.app.t
        pad, line = L.px(14), ui.small_px + L.px(8)
        centre = (round(L.centre[0]), round(L.centre[1]))
        room = 2 * (self.bar_rect().top - L.px(12) - centre[1])
        rows = max(1, (room - 2 * pad) // line - 1)
        calls = scene.state.auction.calls[-rows:]
        width = L.px(300)
        rect = pygame.Rect(0, 0, width, 2 * pad + line * (len(calls) + 1))
        rect.center = centre
        surface.blit(self.panel(rect.size), rect)
        half = (width - 2 * pad) // 2
        x, y = rect.left + pad, rect.top + pad
        auction = t("contree.auction")
        ui.label(
            surface, auction, (x, y), ui.small_px, theme.GOLD_LIGHT, "bold", "topleft", 2 * half
        )
        for call in calls:
            y += line
            tone = theme.TEAM_US if call.seat % 2 == 0 else theme.TEAM_THEM
            name = scene.name(call.seat)
            ui.label(surface, name, (x, y), ui.small_px, tone, "bold", "topleft", half)
            words = call_words(t, call)
            ui.label(
                surface, words, (x + half, y), ui.small_px, theme.PAPER, "sans", "topleft", half
            )

    RESULT_WIDTH = (0.56, 780)

    def result_body_px(self) -> int:
        return self.scene.app.ui.small_px + 2

    def result_words(self, result: Any) -> tuple[str, str]:
        scene, t = self.scene, self.scene.app.t
        body = hand_explanation(scene, result)
        body += "\n" + t("history.points_both", us=result.points[0], them=result.points[1])
        return hand_title(scene, result), body
