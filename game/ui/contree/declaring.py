"""The declaration at the first card (rule 13, option ``announcements: on``).

When the human is to play his first card and the engine offers him ``Declare`` actions, a
panel above his hand names the announcements he holds and not yet declared ("Tierce in
hearts to the king (20)") with Declare and Keep quiet (keys D and K). Declare plays the
engine's ``Declare`` of each of them, then he plays his card; Keep quiet only closes the
panel, and so does playing a card: keeping quiet is playing without declaring.
"""

from __future__ import annotations

import pygame

from game.contree.rules.actions import Declare
from game.contree.rules.announcements import Announcement
from game.contree.rules.view import view
from game.contree.words import announcement_words
from game.ui import theme
from game.ui.contree.host import ContreeTable
from game.ui.table.match import HUMAN
from game.ui.table.render import ClothPainter
from game.ui.widgets import Button

KEYS = {pygame.K_d: "declare", pygame.K_k: "quiet"}
"""D declares, K keeps quiet (the same keys in both languages, as P and X in the auction)."""


class DeclarationOffer:
    """The panel that offers the human his announcements; see the module docstring."""

    def __init__(self, scene: ContreeTable, painter: ClothPainter) -> None:
        self.scene = scene
        self.painter = painter
        t = scene.app.t
        self.declare_button = Button(
            lambda: t("contree.declaring.declare"), self.declare, "primary", px=20
        )
        self.quiet_button = Button(
            lambda: t("contree.declaring.quiet"), self.keep_quiet, "secondary", px=20
        )
        self.buttons = [self.declare_button, self.quiet_button]
        self.quiet: tuple[int, int] | None = None
        """The decision the human kept quiet at (the hand and the actions played so far)."""
        self._held: tuple[object, list[Announcement]] = (None, [])
        self._declares: tuple[object, list[Declare]] = (None, [])

    def _decision(self) -> tuple[int, int]:
        match = self.scene.match
        return (match.state.hand_no, len(match.actions))

    def declares(self) -> list[Declare]:
        """The human's declarations the engine allows now (none unless he is to play): read
        once per state, for the panel asks every frame."""
        if self.scene.human_turn() != "play":
            return []
        state = self.scene.match.state
        if self._declares[0] is not state:
            legal = state.legal_actions()
            self._declares = (state, [a for a in legal if isinstance(a, Declare)])
        return self._declares[1]

    def shown(self) -> bool:
        """The panel is up: the engine offers declarations and the human has not kept quiet."""
        return self.quiet != self._decision() and bool(self.declares())

    def held(self) -> list[Announcement]:
        """The announcements he holds and has not declared yet, best first: of each kind, the
        best ones stand for those declared (rule 13), so the rest are what is left. Read once
        per state (the panel asks every frame)."""
        state = self.scene.match.state
        if self._held[0] is not state:
            self._held = (state, view(state, HUMAN).undeclared())
        return self._held[1]

    def declare(self) -> None:
        """Each announcement he holds is declared (by kind, as the engine takes them)."""
        if not self.shown():
            return
        allowed = {a.kind for a in self.declares()}
        actions = [Declare(HUMAN, a.kind) for a in self.held() if a.kind in allowed]
        if actions:
            self.scene.apply_all(actions)

    def keep_quiet(self) -> None:
        """The panel closes; he plays his card without declaring."""
        self.quiet = self._decision()
        self.scene.app.invalidate()

    def key(self, key: int) -> bool:
        """D or K while the panel is up."""
        if key not in KEYS or not self.shown():
            return False
        if KEYS[key] == "declare":
            self.declare()
        else:
            self.keep_quiet()
        return True

    # --- layout and drawing -------------------------------------------------------------------

    def rect(self) -> pygame.Rect:
        """Over the human's empty place on the trick, its bottom above the turn's message."""
        g, ui = self.scene.geometry, self.scene.app.ui
        lines = max(1, len(self.held()))
        height = g.px(14) * 2 + ui.px(24) + g.px(8) + lines * (ui.small_px + g.px(8))
        height += g.px(40) + g.px(8) + ui.small_px + g.px(6)
        rect = pygame.Rect(0, 0, min(round(g.width * 0.46), g.px(600)), height)
        rect.midbottom = (round(g.message_centre[0]), round(g.message_centre[1] - g.px(26)))
        return rect

    def layout(self) -> None:
        g = self.scene.geometry
        rect = self.rect()
        pad, gap = g.px(14), g.px(10)
        w = (rect.width - 2 * pad - gap) // 2
        top = rect.bottom - pad - self.scene.app.ui.small_px - g.px(6) - g.px(40)
        self.declare_button.rect = pygame.Rect(rect.left + pad, top, w, g.px(40))
        self.quiet_button.rect = pygame.Rect(rect.left + pad + w + gap, top, w, g.px(40))

    def draw(self, surface: pygame.Surface) -> None:
        g, ui, t = self.scene.geometry, self.scene.app.ui, self.scene.app.t
        rect = self.rect()
        surface.blit(self.painter.panel(rect.size, theme.PANEL_LIGHT[:3]), rect)
        pad, inner = g.px(14), rect.width - 2 * g.px(14)
        y = rect.top + pad
        title = t("contree.declaring.title")
        ui.label(surface, title, (rect.centerx, y), ui.px(24), theme.GOLD_LIGHT, "serif", "midtop")
        y += ui.px(24) + g.px(8)
        for a in self.held():
            words = announcement_words(t, a)
            ui.label(
                surface, words, (rect.centerx, y), ui.small_px, theme.PAPER, "bold", "midtop", inner
            )
            y += ui.small_px + g.px(8)
        keys = t("contree.declaring.keys")
        bottom = (rect.centerx, rect.bottom - pad)
        ui.label(surface, keys, bottom, ui.small_px, theme.MUTED, "sans", "midbottom", inner)
