"""New match: the game, difficulty, deck, length, and the rule options of the game's rules.

The first choice is the game (Aluette or Contrée); the page then shows that game's options
(Contrée's are ``game.contree.rules.options.CHOICES``, each with its line of help).

The table and the game, and the options people change most, are on the first page; the
others wait behind "More rules". Every option shows its values in words and one line saying
what it does (for the table and the game, what the chosen value means). A combination the
engine refuses cannot be picked: choosing one adjusts the other option and says so. Values are the
engine's own (``game.aluette.rules.options.CHOICES``); the choices are kept in the settings, so the
next match starts with them and ``--new-game`` uses them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.aluette.rules.options import CHOICES, OptionError, Options
from game.contree.rules.options import CHOICES as CONTREE_CHOICES
from game.contree.rules.options import Options as ContreeOptions
from game.games import GAMES
from game.storage.settings import DIFFICULTIES
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.page import Page
from game.ui.widgets import Button, Choice, FocusList

GAME = ("players", "variant")
"""The table and the game: their line of help explains the chosen value."""
COMMON = ("chant", "offer_point", "signals", "mordienne")
MORE = (
    "partnership_method",
    "first_dealer",
    "chant_recipients",
    "offer_timing",
    "refusal_obliges_mordienne",
    "mordienne_spoiled_breaks_run",
    "mordienne_min_run",
    "signal_intercept",
    "madame_signal",
    "deux_de_chene_signal",
    "review_past_tricks",
    "short_text_specials",
)
"""Every other option of the rules page."""
MATCH_LENGTHS = (
    "points:3",
    "points:5",
    "points:7",
    "points:9",
    "deals:6",
    "deals:10",
    "hand_wins:12",
)
INTERCEPTS = (0.0, 0.1, 0.2, 0.3, 0.5)
CONTREE_COMMON = ("direction", "deal", "contre", "belote")
"""Contrée's options on the first page (its target sits with the difficulty and the deck)."""
CONTREE_MORE = ("shuffle", "raise_on_trump_lead", "undertrump")


def value_key(value: Any) -> str:
    """The locale key of an option value (YAML keys are text: ``true``, ``1``, ``off``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def fits(rules: dict[str, Any]) -> bool:
    """Whether the engine accepts these options together (the Cow Game and its tables)."""
    try:
        Options.from_mapping(rules)
    except OptionError:
        return False
    return True


class Draft:
    """The choices being made, applied to the settings only when the match starts."""

    def __init__(self, app: Host) -> None:
        s = app.settings
        self.game = s.game
        self.difficulty = s.difficulty
        self.deck = app.deck
        self.rules: dict[str, Any] = s.options_for("aluette").to_mapping(only_changed=False)
        self.contree: dict[str, Any] = s.options_for("contree").to_mapping(only_changed=False)
        self.note: tuple[str, str, Any] | None = None
        """The option just chosen, the other option that changed with it, and its old value."""

    def options(self) -> Options:
        return Options.from_mapping(self.rules)

    def set(self, name: str, value: Any) -> None:
        """Choose a value; a table and a game the engine refuses together adjust each other.

        The other one takes its usual value if the engine accepts it, else the first that fits.
        """
        self.rules[name] = value
        self.note = None
        if name not in GAME or fits(self.rules):
            return
        other = GAME[1] if name == GAME[0] else GAME[0]
        old = self.rules[other]
        usual = Options().to_mapping(only_changed=False)[other]
        self.rules[other] = next(
            v for v in (usual, *CHOICES[other]) if fits({**self.rules, other: v})
        )
        self.note = (name, other, old)


def contree_choice(app: Host, draft: Draft, name: str) -> Choice:
    """The control of one of Contrée's options, its values named in the player's language."""
    t = app.t

    def put(v: Any) -> None:
        draft.contree[name] = v
        app.invalidate()

    return Choice(
        lambda: t(f"contree_options.{name}.label"),
        CONTREE_CHOICES[name],
        lambda: draft.contree[name],
        put,
        lambda v: t(f"contree_options.{name}.values.{value_key(v)}"),
        lambda: t(f"contree_options.{name}.help"),
    )


def option_choice(app: Host, draft: Draft, name: str) -> Choice:
    """The control of one rule option, its values named in the player's language."""
    t = app.t
    if name == "match_length":
        values: tuple = MATCH_LENGTHS

        def show(v: str) -> str:
            kind, n = v.split(":")
            return t(f"options.match_length.{kind}", count=int(n))
    elif name == "signal_intercept":
        values = INTERCEPTS

        def show(v: float) -> str:
            return t("options.signal_intercept.value", percent=round(v * 100))
    else:
        values = CHOICES[name]

        def show(v: Any) -> str:
            return t(f"options.{name}.values.{value_key(v)}")

    def put(v: Any) -> None:
        draft.set(name, v)
        app.invalidate()

    def explain() -> str:
        if draft.note is not None and draft.note[0] == name:
            return adjusted_note(app, draft)
        options = draft.options()
        if name == "players" and options.individual:  # the Cow Game: no teams
            return t(
                "options.players.helps_alone",
                players=options.n_seats,
                hand=options.hand_size,
                rest=options.talon_size,
            )
        if name in GAME:  # the table and the game: what the chosen value means
            return t(f"options.{name}.helps.{value_key(draft.rules[name])}")
        return t(f"options.{name}.help")

    return Choice(
        lambda: t(f"options.{name}.label"),
        values,
        lambda: draft.rules[name],
        put,
        show,
        explain,
    )


def adjusted_note(app: Host, draft: Draft) -> str:
    """Which value of the other option the one just chosen does not go with, and its new one."""
    assert draft.note is not None
    t, (_, other, old) = app.t, draft.note

    def named(option: str, v: Any) -> str:
        return t(f"options.{option}.values.{value_key(v)}")

    if other == "players":
        return t(
            "newmatch.adjusted_players",
            game=named("variant", draft.rules["variant"]),
            table=named("players", draft.rules["players"]),
        )
    return t(
        "newmatch.adjusted_variant",
        old=named("variant", old),
        game=named("variant", draft.rules["variant"]),
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
                lambda: t(f"levels.{d.difficulty}.help"),
            ),
            Choice(
                lambda: t("newmatch.deck"),
                GAMES[d.game].api.DECKS,
                lambda: d.deck,
                put("deck"),
                lambda v: t(f"decks.{v}.name"),
                lambda: t(f"decks.{d.deck}.help"),
            ),
        ]
        if d.game == "contree":
            self.left.append(contree_choice(app, d, "target"))
            self.right = [contree_choice(app, d, name) for name in CONTREE_COMMON]
        else:
            self.left += [
                option_choice(app, d, "match_length"),
                *(option_choice(app, d, name) for name in GAME),
            ]
            self.right = [option_choice(app, d, name) for name in COMMON]
        self.more = Button(lambda: t("newmatch.more_rules"), self.open_more, "quiet")
        self.back_button = Button(lambda: t("common.back"), self.back)
        self.start = Button(lambda: t("newmatch.start"), self.start_match, "primary")
        self.focus = FocusList([*self.left, *self.right, self.more, self.back_button, self.start])

    def layout(self) -> None:
        ui = self.app.ui
        self.two_columns(self.left, self.right, ui.px(150), ui.px(66), ui.px(16))
        self.foot([self.more], [self.back_button, self.start])

    def choose_game(self, game: str) -> None:
        """Another game: the page shows its options (the choices made so far are kept)."""
        self.draft.game = game
        if self.draft.deck not in GAMES[game].api.DECKS:
            self.draft.deck = self.app.settings.deck_for(game)
        page = NewMatchScene(self.app, self.draft)
        page.focus.focus = self.focus.focus
        self.app.pop(self)
        self.app.push(page)

    def open_more(self) -> None:
        self.app.push(MoreRulesScene(self.app, self.draft))

    def start_match(self) -> None:
        d = self.draft
        chosen = self.app.settings.with_options("aluette", d.options())
        chosen = chosen.with_options("contree", ContreeOptions.from_mapping(d.contree))
        self.app.update_settings(game=d.game, difficulty=d.difficulty, rules=chosen.rules)
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
        if draft.game == "contree":
            self.choices = [contree_choice(app, draft, name) for name in CONTREE_MORE]
        else:
            self.choices = [option_choice(app, draft, name) for name in MORE]
        self.reset = Button(lambda: t("newmatch.reset_rules"), self.reset_rules, "quiet")
        self.done = Button(lambda: t("common.done"), self.back, "primary")
        self.focus = FocusList([*self.choices, self.reset, self.done])

    def reset_rules(self) -> None:
        if self.draft.game == "contree":
            defaults = ContreeOptions().to_mapping(only_changed=False)
            keep = {"target", *CONTREE_COMMON}
            self.draft.contree = {
                k: (self.draft.contree[k] if k in keep else v) for k, v in defaults.items()
            }
            self.app.invalidate()
            return
        defaults = Options().to_mapping(only_changed=False)
        keep = {"match_length", *GAME, *COMMON}
        self.draft.rules = {
            k: (self.draft.rules[k] if k in keep else v) for k, v in defaults.items()
        }
        self.app.invalidate()

    def layout(self) -> None:
        ui = self.app.ui
        top = ui.px(120)
        room = self.foot([self.reset], [self.done]) - top - ui.px(30)
        half = (len(self.choices) + 1) // 2
        pitch = max(ui.px(50), min(ui.px(86), room // half))
        row_h = round(pitch * 0.74)
        self.two_columns(self.choices[:half], self.choices[half:], top, row_h, pitch - row_h)
