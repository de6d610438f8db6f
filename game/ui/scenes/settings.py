"""Settings: language (switches at once), deck, speed, sound, beginner captions, take back,
fullscreen.

Changes apply immediately so the player sees them; they are saved when the screen closes.
Four cards of the current game's pack, in the chosen deck, are shown as a preview
(``Pack.preview``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games import GAMES
from game.i18n import LANGUAGES
from game.storage.settings import SPEEDS
from game.ui.gameparts import window_of
from game.ui.scenes.base import Host
from game.ui.scenes.page import Page
from game.ui.widgets import Button, Choice, FocusList, column


class SettingsScene(Page):
    """See the module docstring."""

    title_key = "settings.title"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        t = app.t
        s = lambda: app.settings  # noqa: E731 - read the current settings at draw time

        def on_off(value: bool) -> str:
            return t("common.on") if value else t("common.off")

        def flag(name: str) -> Callable[[bool], None]:
            def put(value: bool) -> None:
                app.update_settings(**{name: value})
                app.invalidate()

            return put

        def fullscreen(value: bool) -> None:
            app.set_fullscreen(value)

        self.choices = [
            Choice(
                lambda: t("settings.language"),
                LANGUAGES,
                lambda: app.lang,
                app.set_language,
                lambda v: t(f"languages.{v}"),
                lambda: t("settings.language_help"),
            ),
            Choice(
                lambda: t("settings.deck"),
                GAMES[app.settings.game].api.DECKS,
                lambda: app.deck,
                app.set_deck,
                lambda v: t(f"decks.{v}.name"),
                lambda: t(f"decks.{app.deck}.help"),
            ),
            Choice(
                lambda: t("settings.speed"),
                SPEEDS,
                lambda: s().speed,
                self._speed,
                lambda v: t(f"speeds.{v}"),
                lambda: t("settings.speed_help"),
            ),
            Choice(
                lambda: t("settings.sound"),
                (True, False),
                lambda: s().sound,
                flag("sound"),
                on_off,
                lambda: t("settings.sound_help"),
            ),
            Choice(
                lambda: t("settings.captions"),
                (True, False),
                lambda: s().captions,
                flag("captions"),
                on_off,
                lambda: t("settings.captions_help"),
            ),
            Choice(
                lambda: t("settings.take_back"),
                (True, False),
                lambda: s().show_take_back,
                flag("show_take_back"),
                on_off,
                lambda: t("settings.take_back_help"),
            ),
            Choice(
                lambda: t("settings.fullscreen"),
                (False, True),
                lambda: app.fullscreen,
                fullscreen,
                on_off,
                lambda: t("settings.fullscreen_help"),
            ),
        ]
        self.done = Button(lambda: t("common.done"), self.back, "primary")
        self.focus = FocusList([*self.choices, self.done])

    def _speed(self, value: str) -> None:
        self.app.update_settings(speed=value)
        self.app.invalidate()

    def back(self) -> None:
        self.app.save_settings()
        super().back()

    def layout(self) -> None:
        ui = self.app.ui
        width = min(ui.px(760), round(self.app.size[0] * 0.6))
        top = ui.px(130)
        room = self.foot([], [self.done]) - top - ui.px(20)
        pitch = max(ui.px(56), min(ui.px(88), room // len(self.choices)))
        row_h = round(pitch * 0.76)
        column(pygame.Rect(self.margin, top, width, 0), self.choices, row_h, pitch - row_h)

    def draw_page(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        w, h = self.app.size
        right = self.choices[0].rect.right + ui.px(40)
        room = w - right - self.margin
        card_w = max(40, min(round(room / 2.6), round(h * 0.17)))
        x0 = right + (room - card_w * 2.5) / 2
        y0 = ui.px(150)
        window = window_of(self.app.settings.game)
        art = self.app.art_of(window.PACK)
        for i, card in enumerate(window.CARDS.preview):
            face = art.face(card, card_w)
            x = x0 + (i % 2) * card_w * 1.25
            y = y0 + (i // 2) * face.get_height() * 1.12
            surface.blit(face, (round(x), round(y)))
