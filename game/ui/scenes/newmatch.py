"""New match: the game, difficulty, deck, and the rule options of the game's rules.

The first choice is the game; the page then shows that game's decks and options, as its
interface offers them (``GameApi.OPTIONS_FORM``): the table and the game, and the options
people change most (a game's presets first), are on the first page; the others wait behind
"More rules", and "Read the rules" shows the game's rules pages under the options chosen.
Every option shows its values in words and one line saying what it does. A combination the
engine refuses cannot be picked: choosing one adjusts the other option and says so. The
choices are kept in the settings, so the next match starts with them and ``--new-game`` uses
them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.games import GAMES
from game.interface import GameApi, OptionsForm
from game.storage.settings import DIFFICULTIES
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.page import Page
from game.ui.widgets import Button, Choice, FocusList


class Draft:
    """The choices being made, applied to the settings only when the match starts; each
    game's options and deck are kept while the player looks at another game."""

    def __init__(self, app: Host) -> None:
        s = app.settings
        self.game = s.game
        self.difficulty = s.difficulty
        self.decks = {g: deck_of(app, g) for g in GAMES}
        self.options: dict[str, dict[str, Any]] = {
            g: {
                **GAMES[g].api.OPTIONS_FORM.defaults(),
                **GAMES[g].api.write_options(s.options_for(g)),
            }
            for g in GAMES
        }
        self.note: Any = None
        """What the game's form said of the option just chosen (another one adjusted)."""

    @property
    def api(self) -> GameApi:
        return GAMES[self.game].api

    @property
    def form(self) -> OptionsForm:
        return self.api.OPTIONS_FORM

    @property
    def chosen(self) -> dict[str, Any]:
        """The game's options as chosen so far (every one)."""
        return self.options[self.game]

    @property
    def deck(self) -> str:
        return self.decks[self.game]

    def set(self, name: str, value: Any) -> None:
        """Choose a value; the game's form adjusts what the engine refuses with it."""
        chosen, self.note = self.form.choose(self.chosen, name, value)
        self.chosen.update(chosen)


def deck_of(app: Host, game: str) -> str:
    """The deck a game's match would be drawn with: the window's, when the game has it."""
    decks = GAMES[game].api.DECKS
    return app.deck if app.deck in decks else app.settings.deck_for(game)


def option_choice(app: Host, draft: Draft, name: str) -> Choice:
    """The control of one of the game's options, its values named in the player's language."""
    t, form = app.t, draft.form

    def put(v: Any) -> None:
        draft.set(name, v)
        app.invalidate()

    return Choice(
        lambda: form.label(t, name),
        form.values(name),
        lambda: form.value(draft.chosen, name),
        put,
        lambda v: form.value_text(t, name, v),
        lambda: form.help(t, name, draft.chosen, draft.note),
    )


class NewMatchScene(Page):
    """The first page: the game and the common rules."""

    title_key = "newmatch.title"

    def __init__(self, app: Host, draft: Draft | None = None) -> None:
        super().__init__(app)
        self.draft = draft or Draft(app)
        t = app.t
        d = self.draft

        def put(attr: str) -> Callable[[Any], None]:
            def set_value(v: Any) -> None:
                setattr(d, attr, v)
                app.invalidate()

            return set_value

        game = Choice(
            lambda: t("newmatch.game_choice"),
            tuple(GAMES),
            lambda: d.game,
            self.choose_game,
            lambda v: t(f"games.{v}.name"),
            lambda: t(f"games.{d.game}.help"),
        )
        self.left = [
            game,
            Choice(
                lambda: t("newmatch.difficulty"),
                DIFFICULTIES,
                lambda: d.difficulty,
                put("difficulty"),
                lambda v: t(f"levels.{v}.name"),
                lambda: t(d.api.level_help_key(d.difficulty)),
            ),
            Choice(
                lambda: t("newmatch.deck"),
                d.api.DECKS,
                lambda: d.deck,
                self.choose_deck,
                lambda v: t(f"decks.{v}.name"),
                lambda: t(f"decks.{d.deck}.help"),
            ),
            *(option_choice(app, d, name) for name in d.form.FIRST),
        ]
        self.right = [option_choice(app, d, name) for name in d.form.COMMON]
        self.more = Button(lambda: t("newmatch.more_rules"), self.open_more, "quiet")
        self.read = Button(lambda: t("newmatch.read_rules"), self.read_rules, "quiet")
        self.back_button = Button(lambda: t("common.back"), self.back)
        self.start = Button(lambda: t("newmatch.start"), self.start_match, "primary")
        self.focus = FocusList(
            [*self.left, *self.right, self.more, self.read, self.back_button, self.start]
        )

    def layout(self) -> None:
        ui = self.app.ui
        self.two_columns(self.left, self.right, ui.px(150), ui.px(66), ui.px(16))
        self.foot([self.more, self.read], [self.back_button, self.start])

    def choose_game(self, game: str) -> None:
        """Another game: the page shows its options (the choices made so far are kept)."""
        self.draft.game = game
        page = NewMatchScene(self.app, self.draft)
        page.focus.focus = self.focus.focus
        self.app.pop(self)
        self.app.push(page)

    def choose_deck(self, deck: str) -> None:
        self.draft.decks[self.draft.game] = deck
        self.app.invalidate()

    def open_more(self) -> None:
        self.app.push(MoreRulesScene(self.app, self.draft))

    def read_rules(self) -> None:
        """The game's rules pages under the options chosen so far."""
        d = self.draft
        self.app.go("rules", d.game, d.api.read_options(d.chosen))

    def start_match(self) -> None:
        d = self.draft
        chosen = self.app.settings.with_options(d.game, d.api.read_options(d.chosen))
        self.app.settings = replace(
            chosen.with_deck(d.game, d.deck), game=d.game, difficulty=d.difficulty
        )
        if d.deck != self.app.deck:
            self.app.set_deck(d.deck)
        self.app.save_settings()
        self.app.go("table", None, d.game)

    def draw_page(self, surface: pygame.Surface) -> None:
        ui, t = self.app.ui, self.app.t
        for x, key in zip(self.columns(), ("newmatch.game", "newmatch.rules"), strict=True):
            ui.label(surface, t(key), (x, ui.px(112)), ui.px(26), theme.GOLD, "serif", "midleft")


class MoreRulesScene(Page):
    """The second page: every other option of the rules, and a way back to the defaults."""

    title_key = "newmatch.more_title"

    def __init__(self, app: Host, draft: Draft) -> None:
        super().__init__(app)
        self.draft = draft
        t = app.t
        self.choices = [option_choice(app, draft, name) for name in draft.form.MORE]
        self.reset = Button(lambda: t("newmatch.reset_rules"), self.reset_rules, "quiet")
        self.done = Button(lambda: t("common.done"), self.back, "primary")
        self.focus = FocusList([*self.choices, self.reset, self.done])

    def reset_rules(self) -> None:
        """Every option of this page back to its default (the first page's are kept)."""
        d = self.draft
        keep = {*d.form.FIRST, *d.form.COMMON}
        defaults = d.form.defaults()
        d.chosen.update({k: v for k, v in defaults.items() if k not in keep})
        self.app.invalidate()

    def layout(self) -> None:
        ui = self.app.ui
        top = ui.px(120)
        room = self.foot([self.reset], [self.done]) - top - ui.px(30)
        half = (len(self.choices) + 1) // 2
        pitch = max(ui.px(50), min(ui.px(86), room // half))
        row_h = round(pitch * 0.74)
        self.two_columns(self.choices[:half], self.choices[half:], top, row_h, pitch - row_h)
