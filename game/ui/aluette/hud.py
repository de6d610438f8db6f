"""Aluette's panels at the table: signals, the offer of the point and the discards.

The shared panels (``table.hud``) with Aluette's own controls: the offer of the point when
the engine lists it among the human's interjections, one button per gesture the engine allows
now (with its meaning in a tooltip), the discard panel and its button while six cards are to
be put aside, and the gesture a hint advises.
"""

from __future__ import annotations

import pygame

from game.aluette.cards import gesture_rank
from game.aluette.rules.actions import Signal
from game.aluette.words import gesture_key
from game.ui import theme
from game.ui.aluette import flow as aluette_flow
from game.ui.aluette.host import AluetteTable
from game.ui.table.hud import TableHud
from game.ui.table.match import HUMAN
from game.ui.table.render import ClothPainter
from game.ui.widgets import Button


class AluetteHud(TableHud):
    """The shared panels, plus Aluette's signals, offer and discards."""

    def __init__(self, scene: AluetteTable, painter: ClothPainter) -> None:
        super().__init__(scene, painter)
        self.scene: AluetteTable = scene
        t = lambda key: lambda: scene.app.t(key)  # noqa: E731 - labels read at draw time
        self.offer = Button(t("table.offer"), scene.offer, "primary", px=20)
        self.discard = Button(
            self._discard_label,
            scene.confirm_discards,
            "primary",
            enabled=lambda: len(scene.model.selected) == 6,
            px=20,
        )

    def layout(self) -> None:
        super().layout()
        g = self.scene.geometry
        self.offer.rect = g.offer_rect
        panel = self.discard_rect()
        self.discard.rect = pygame.Rect(0, 0, round(panel.width * 0.6), g.px(44))
        self.discard.rect.midbottom = (panel.centerx, panel.bottom - g.px(14))

    def discard_rect(self) -> pygame.Rect:
        g = self.scene.geometry
        rect = pygame.Rect(0, 0, min(round(g.width * 0.5), g.px(700)), g.px(230))
        rect.center = (round(g.centre[0]), round(g.centre[1]))
        return rect

    def gestures(self) -> list[str]:
        """The gestures the engine lets the human make now (once dealt), in the order of the
        cards they tell, strongest first, then the weak hand and the mordienne."""
        m = self.scene.model
        if m.deck or not m.hand:
            return []
        return sorted(aluette_flow.gestures(self.scene.flow), key=gesture_rank)

    def can_offer(self) -> bool:
        """The engine allows the offer, and the table is at rest (nothing is moving)."""
        return aluette_flow.may_offer(self.scene.flow)

    def _gesture_layout(self) -> list[tuple[str, pygame.Rect]]:
        g = self.scene.geometry
        box = g.controls_rect
        names = self.gestures()
        top = box.top + g.px(30)
        row_h = g.px(34)
        gap = g.px(6)
        rows = max(1, (box.bottom - top + gap) // (row_h + gap))
        cols = 1 if len(names) <= rows else 2
        w = (box.width - (cols - 1) * gap) // cols
        out = []
        for i, name in enumerate(names[: rows * cols]):
            c, r = divmod(i, rows)
            out.append(
                (name, pygame.Rect(box.left + c * (w + gap), top + r * (row_h + gap), w, row_h))
            )
        return out

    # --- input --------------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        shown = super().buttons()
        if self.can_offer():
            shown.append(self.offer)
        if self.scene.human_turn() == "discard":
            shown.append(self.discard)
        return shown

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._hit(event.pos)
            if isinstance(hit, str):
                self.scene.apply(Signal(HUMAN, hit))
                return True
        return super().handle(event)

    def _hit(self, pos: tuple[int, int]) -> object:
        hit = super()._hit(pos)
        if hit is None and not self.scene.match.demo:
            for name, rect in self._gesture_layout():
                if rect.collidepoint(pos):
                    return name
        return hit

    def hovered_gesture(self) -> str | None:
        """The gesture button under the pointer, while it is offered: a gesture made takes its
        button away, and with it the highlight and the tooltip."""
        if isinstance(self.hovered, str) and self.hovered in self.gestures():
            return self.hovered
        return None

    def state_key(self) -> tuple[object, ...]:
        hovered = self.hovered_gesture()
        gesture = self.scene.flow.gesture_advice()
        advice = (self.scene.flow.advice(), gesture)
        return (*super().state_key(), tuple(self.gestures()), self.can_offer(), hovered, advice)

    def browse_tricks(self) -> None:
        """With ``review_past_tricks: on`` each click shows the trick before."""
        if self.scene.match.state.options.review_past_tricks == "on":
            super().browse_tricks()

    def _discard_label(self) -> str:
        return self.app.t("table.discard_button", count=len(self.scene.model.selected))

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_score(surface)
        self.draw_last_trick(surface)
        self.draw_message(surface)
        if self.scene.human_turn() == "discard":
            self.draw_discard_panel(surface)
        if not self.scene.match.demo:
            self.draw_signals(surface)
        self.draw_hint(surface)
        self.draw_buttons(surface)

    def goal_line(self) -> str:
        kind, goal = self.scene.match.state.options.match_goal
        return self.app.t(f"table.goal.{kind}", count=goal)

    def message(self) -> str:
        scene = self.scene
        if (
            not scene.match.over
            and scene.human_turn() is None
            and aluette_flow.offer_window(scene.flow)
        ):
            return self.app.t("table.offer_window")
        return super().message()

    def draw_more_hint(self, surface: pygame.Surface) -> str:
        """The gesture the hint says to make now: its button outlined, and why."""
        scene, g = self.scene, self.scene.geometry
        gesture = scene.flow.gesture_advice()
        if gesture is None or scene.match.demo:
            return ""
        for name, rect in self._gesture_layout():
            if name == gesture.action.gesture:
                self.painter.outline(surface, rect, theme.GOLD_LIGHT, max(2, g.px(3)))
        return scene.match.api.sentence(gesture, self.app.translator, scene.match.deck)

    def draw_discard_panel(self, surface: pygame.Surface) -> None:
        g, ui, t = self.scene.geometry, self.app.ui, self.app.t
        rect = self.discard_rect()
        surface.blit(self.painter.panel(rect.size, theme.PANEL_LIGHT), rect)
        pad = g.px(16)
        ui.label(
            surface,
            t("discard.title"),
            (rect.centerx, rect.top + pad),
            ui.px(28),
            theme.GOLD_LIGHT,
            "serif",
            "midtop",
            rect.width - 2 * pad,
        )
        body = pygame.Rect(
            rect.left + pad,
            rect.top + pad + ui.px(40),
            rect.width - 2 * pad,
            self.discard.rect.top - rect.top - pad * 2 - ui.px(40),
        )
        text = t("discard.body", count=len(self.scene.model.selected))
        px = ui.fit_paragraph(text, body, ui.body_px)
        ui.paragraph(surface, text, body, px)

    def draw_signals(self, surface: pygame.Surface) -> None:
        scene, g, ui, t = self.scene, self.scene.geometry, self.app.ui, self.app.t
        layout = self._gesture_layout()
        if not layout:
            return
        box = g.controls_rect
        ui.label(
            surface,
            t("table.signals_title", count=len(aluette_flow.readers(scene.flow))),
            (box.left, box.top + g.px(4)),
            ui.small_px,
            theme.GOLD_LIGHT,
            "bold",
            "topleft",
            box.width,
        )
        pointed = self.hovered_gesture()
        for name, rect in layout:
            hovered = pointed == name
            surface.blit(
                self.painter.panel(
                    rect.size,
                    (40, 70, 52, 235) if hovered else theme.PANEL,
                    theme.GOLD if hovered else None,
                ),
                rect,
            )
            icon = scene.avatars.get(HUMAN, name, rect.height - 4)
            surface.blit(icon, (rect.left + 2, rect.top + 2))
            key = gesture_key(name, scene.match.state.options)
            ui.label(
                surface,
                t(f"gestures.{key}.name"),
                (rect.left + rect.height + g.px(4), rect.centery),
                ui.small_px,
                theme.PAPER,
                "sans",
                "midleft",
                rect.width - rect.height - g.px(8),
            )
        if pointed is not None:
            key = gesture_key(pointed, scene.match.state.options)
            text = t(
                "signals.tooltip",
                gesture=t(f"gestures.{key}.name"),
                meaning=t(f"gestures.{key}.meaning"),
            )
            self.tooltip(surface, text, box)
