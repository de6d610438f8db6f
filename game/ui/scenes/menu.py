"""The main menu: continue the saved match, start a new one, learn, look back, set up, quit.

Under the title, a tab for every game the table deals (``game.games``) picks the game the
menu's buttons are about (its new match, rules and statistics) and says in one line what it
is; the choice is the settings' ``game``, so the menu opens on the game last chosen or played.
The best-known cards of that game's pack (Aluette's four top cards: Monsieur, Madame, Le
Borgne, La Vache; Contrée's four jacks) are fanned beside the title in its deck, so the first
screen already shows what the game looks like.
"""

from __future__ import annotations

import pygame

from game.games import GAMES, game_named
from game.storage import Notice
from game.ui import theme
from game.ui.cardart.packs import PACKS
from game.ui.gameparts import window_of
from game.ui.scenes.base import Host, Scene
from game.ui.scenes.dialogs import Dialog
from game.ui.table.match import Match
from game.ui.widgets import Button, FocusList, column
from game.ui.words import seat_name


class MenuScene(Scene):
    """The first screen; see the module docstring."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.saved = Match.load(app.store) if app.store is not None else None
        self.notices = app.store.take_notices() if app.store is not None else []
        self.continue_button = Button(lambda: app.t("menu.continue"), self.resume, "primary")
        self.continue_button.visible = self.saved is not None
        self.first_start = not app.settings.lesson_offered
        """The guided first hand is offered first, once: until the player has seen it."""
        self.learn_button = Button(
            lambda: app.t("lesson.learn"),
            self.learn,
            "primary" if self.first_start and not self.saved else "secondary",
        )
        self.buttons = [
            self.continue_button,
            Button(
                lambda: app.t("menu.new_match"),
                self.new_match,
                "secondary" if self.saved or self.first_start else "primary",
            ),
            self.learn_button,
            Button(lambda: app.t("menu.rules"), self.rules),
            Button(lambda: app.t("menu.statistics"), self.statistics),
            Button(
                lambda: app.t("menu.history"),
                self.history,
                enabled=lambda: app.store is not None,
            ),
            Button(lambda: app.t("menu.settings"), self.settings),
            Button(lambda: app.t("menu.quit"), app.quit, "quiet"),
        ]
        self.game_tabs = [self._game_tab(game) for game in GAMES]
        self.focus = FocusList([*self.game_tabs, *self.buttons])
        shown = [b for b in self.buttons if b.visible]
        first = self.learn_button if self.first_start else shown[0]
        self.focus.focus = self.focus.live().index(first)
        self._fan: pygame.Surface | None = None
        self._fan_key: tuple | None = None
        if self.first_start and app.store is not None:
            app.update_settings(lesson_offered=True)
            app.save_settings()

    def _game_tab(self, game: str) -> Button:
        """The tab that makes ``game`` the menu's game."""
        return Button(
            lambda: self.app.t(f"games.{game}.name"), lambda: self.choose_game(game), "quiet"
        )

    @property
    def game(self) -> str:
        """The game the buttons are about: the settings' game."""
        return self.app.settings.game

    def layout(self) -> None:
        """The game tabs under the tagline, their help line, then the buttons: as high as
        the window asks, never over the help line (nor, at the first start, the line that
        offers the lesson), closer together in a low window."""
        ui = self.app.ui
        w, h = self.app.size
        tab_w, tab_h = ui.px(190), ui.px(44)
        x, y = round(w * 0.1), round(h * 0.1) + ui.px(204)
        for tab in self.game_tabs:
            tab.rect = pygame.Rect(x, y, tab_w, tab_h)
            x += tab_w + ui.px(10)
        under_tabs = y + tab_h + ui.px(8) + ui.line_height(ui.small_px)
        offer = ui.line_height(ui.body_px, "bold") + ui.px(18) if self.first_start else ui.px(16)
        lowest = h - ui.px(40) - self._notices_over_one_line()
        shown = sum(1 for b in self.buttons if b.visible)
        pitch = min(ui.px(68), (lowest - under_tabs - offer) // shown)
        row_h = round(pitch * 0.8)
        top = max(under_tabs + offer, min(round(h * 0.42) + ui.px(40), lowest - shown * pitch))
        width = min(ui.px(380), round(w * 0.34))
        column(pygame.Rect(round(w * 0.1), top, width, 0), self.buttons, row_h, pitch - row_h)
        self._fan = None

    def _notice_image(self, notice: Notice) -> pygame.Surface:
        """A notice wrapped to the window's width (a folder's path makes it long)."""
        ui = self.app.ui
        return ui.text.render(
            notice.text(self.app.t), "sans", ui.small_px, theme.GOLD_LIGHT, self._notice_width()
        )

    def _notice_width(self) -> int:
        return self.app.size[0] - self.app.ui.px(40)

    def _notices_over_one_line(self) -> int:
        """How much higher the buttons go so that the notices under them are not covered."""
        ui = self.app.ui
        lines = sum(self._notice_image(n).get_height() + ui.px(4) for n in self.notices)
        return max(0, lines - ui.line_height(ui.small_px))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if self.focus.handle(event):
            self.app.invalidate()

    # --- actions ------------------------------------------------------------------------------

    def choose_game(self, game: str) -> None:
        """Make ``game`` the menu's game, and remember it."""
        if game != self.game:
            self.app.update_settings(game=game)
            self.app.save_settings()
            self._fan = None
        self.app.invalidate()

    def resume(self) -> None:
        """The saved match, whose game becomes the one last played."""
        if self.saved is not None:
            self.choose_game(game_named(self.saved.meta.get("game")).name)
            self.app.go("resume", self.saved)

    def new_match(self) -> None:
        """The new-match screen; with a match saved, first say that it will be replaced."""

        def open_screen() -> None:
            self.app.go("new_match")

        if self.saved is None:
            open_screen()
            return
        t = self.app.t
        self.app.push(
            Dialog(
                self.app,
                lambda: t("menu.replace_title"),
                lambda: t("menu.replace_body"),
                [
                    (lambda: t("menu.replace_confirm"), open_screen, "primary"),
                    (lambda: t("common.cancel"), lambda: None, "secondary"),
                ],
                escape=lambda: None,
            )
        )

    def learn(self) -> None:
        """The guided first hand: which game to learn."""
        t = self.app.t

        def lesson(game: str) -> tuple:
            return (lambda: t(f"games.{game}.name"), lambda: self.app.go("lesson", game), "primary")

        self.app.push(
            Dialog(
                self.app,
                lambda: t("lesson.choose_title"),
                lambda: t("lesson.choose_body"),
                [
                    *(lesson(game) for game in GAMES),
                    (lambda: t("common.cancel"), lambda: None, "secondary"),
                ],
                escape=lambda: None,
            )
        )

    def rules(self) -> None:
        """The rules of the game last chosen on the New match screen."""
        self.app.go("rules", self.app.settings.game)

    def statistics(self) -> None:
        self.app.go("statistics")

    def history(self) -> None:
        self.app.go("history")

    def settings(self) -> None:
        self.app.go("settings")

    # --- drawing ------------------------------------------------------------------------------

    def fan(self) -> pygame.Surface:
        """The game's four showcase cards, fanned, drawn once per size, game and deck."""
        w, h = self.app.size
        card_w = round(min(w * 0.13, h * 0.26))
        key = (card_w, self.game, self.app.deck, self.app.lang)
        if self._fan is None or self._fan_key != key:
            art = self.app.art_of(window_of(self.game).PACK)
            ch = art.face(0, card_w).get_height()
            side = round(ch * 2.1)
            fan = pygame.Surface((side, side), pygame.SRCALPHA)
            pivot = (side / 2, side * 0.78)
            for i, card in enumerate(PACKS[art.pack].showcase):
                angle = 24 - i * 16
                face = art.face(card, card_w)
                framed = pygame.Surface(
                    (face.get_width() + 8, face.get_height() + 8), pygame.SRCALPHA
                )
                pygame.draw.rect(
                    framed, (0, 0, 0, 70), framed.get_rect().move(3, 4), border_radius=10
                )
                framed.blit(face, (4, 4))
                turned = pygame.transform.rotozoom(framed, angle, 1.0)
                offset = pygame.math.Vector2(0, -ch * 0.42).rotate(-angle)
                rect = turned.get_rect(center=(pivot[0] + offset.x, pivot[1] + offset.y))
                fan.blit(turned, rect)
            self._fan, self._fan_key = fan, key
        return self._fan

    def draw(self, surface: pygame.Surface) -> None:
        ui, t = self.app.ui, self.app.t
        w, h = self.app.size
        surface.blit(self.app.felt(), (0, 0))
        fan = self.fan()
        surface.blit(fan, fan.get_rect(center=(round(w * 0.7), round(h * 0.52))))
        ui.label(
            surface,
            t("app.title"),
            (round(w * 0.1), round(h * 0.1)),
            ui.px(110),
            theme.GOLD_LIGHT,
            "serif",
            "topleft",
        )
        ui.label(
            surface,
            t("app.tagline"),
            (round(w * 0.1), round(h * 0.1) + ui.px(122)),
            ui.body_px,
            theme.PAPER,
            "sans",
            "topleft",
            round(w * 0.45),
        )
        for tab, game in zip(self.game_tabs, GAMES, strict=True):
            tab.kind = "primary" if game == self.game else "quiet"
        first = self.game_tabs[0].rect
        ui.label(
            surface,
            t("menu.games"),
            (first.left, first.top - ui.px(6)),
            ui.body_px,
            theme.GOLD_LIGHT,
            "bold",
            "bottomleft",
            round(w * 0.45),
        )
        ui.label(
            surface,
            t(f"games.{self.game}.help"),
            (first.left, first.bottom + ui.px(8)),
            ui.small_px,
            theme.PAPER,
            "sans",
            "topleft",
            round(w * 0.5),
        )
        self.focus.draw(surface, ui)
        if self.first_start:
            b = self.buttons[1].rect
            ui.label(
                surface,
                t("lesson.learn_first"),
                (b.left, b.top - ui.px(10)),
                ui.body_px,
                theme.GOLD_LIGHT,
                "bold",
                "bottomleft",
                round(w * 0.5),
            )
        if self.continue_button.visible and self.saved is not None:
            api = game_named(self.saved.meta.get("game")).api
            line = api.summary(self.saved.state, t, lambda s: seat_name(t, s, s == 0))
            b = self.continue_button.rect
            ui.label(
                surface,
                line,
                (b.right + ui.px(14), b.centery),
                ui.small_px,
                theme.MUTED,
                "sans",
                "midleft",
                round(w * 0.2),
            )
        y = h - ui.px(16)
        for notice in self.notices:
            rect = ui.label(
                surface,
                notice.text(t),
                (w // 2, y),
                ui.small_px,
                theme.GOLD_LIGHT,
                "sans",
                "midbottom",
                wrap=self._notice_width(),
            )
            y = rect.top - ui.px(4)
