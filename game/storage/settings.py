"""The player's settings (``settings.yaml``): what they chose, kept across versions.

The file is YAML so that a player can read and edit it. Each key is checked on its own: an
unknown key is dropped and a value of the wrong kind falls back to its default, each with a
notice, so one bad line never costs the player the rest of their settings.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Callable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import Any

from game.bots import PLAY_LEVELS as DIFFICULTIES
from game.games import DEFAULT_GAME, GAMES
from game.interface import GameApi
from game.storage.files import Kind, Notice, add_notice, same


def _from_v1(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 kept the default game's options as ``rules``, another game's as
    ``<name>_rules``, and one ``deck`` for every game (a game without that deck drew its
    default): each game now has its own options and deck, and nothing is lost."""
    rules = {name: document.pop(f"{name}_rules") for name in GAMES if f"{name}_rules" in document}
    if "rules" in document:
        rules[DEFAULT_GAME] = document.pop("rules")
    if rules:
        document["rules"] = rules
    if "deck" in document:
        deck = document.pop("deck")
        document["decks"] = {
            name: deck if name == DEFAULT_GAME else _fitting(game.api, deck)
            for name, game in GAMES.items()
        }
    return document


KIND = Kind("settings.yaml", 2, {1: _from_v1, 2: same})

LANGUAGES = ("en", "fr")
SPEEDS = ("slow", "normal", "fast", "instant")
WINDOW_MIN = (320, 240)
WINDOW_MAX = (8192, 8192)


def system_language() -> str:
    """French when the system speaks French, else English."""
    names = [os.environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    with suppress(ValueError):  # an unparsable locale name in the environment
        names.append(locale.getlocale()[0] or "")
    first = next((n for n in names if n and n not in ("C", "POSIX")), "")
    return "fr" if first.lower().startswith(("fr", "french")) else "en"


def _fitting(game: GameApi, deck: object) -> str:
    """``deck`` if the game is drawn with it, else the game's default deck."""
    return deck if isinstance(deck, str) and deck in game.DECKS else game.DECKS[0]


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings screen shows; change it with ``dataclasses.replace``, and each
    game's options and deck with ``with_options`` and ``with_deck``."""

    language: str = field(default_factory=system_language)
    speed: str = "normal"
    sound: bool = True
    captions: bool = True
    fullscreen: bool = False
    difficulty: str = "standard"
    window: tuple[int, int] = (1280, 800)
    game: str = DEFAULT_GAME
    """The game of the next new match (the New match screen's choice)."""
    show_take_back: bool = True
    lesson_offered: bool = False
    """The main menu has offered the guided first hand once (at the first start)."""
    rules: Mapping[str, Any] = field(default_factory=dict)
    """The rule options of each game that the player changed (``options_for`` reads them)."""
    decks: Mapping[str, str] = field(default_factory=dict)
    """The deck of each game that the player changed (``deck_for`` reads them)."""

    def options_for(self, game: str) -> Any:
        """The rule options of ``game``'s next match (its defaults until changed)."""
        return self.rules.get(game) or GAMES[game].api.default_options()

    def with_options(self, game: str, options: Any) -> Settings:
        """These settings with ``game``'s options changed."""
        rules = {**self.rules, game: options}
        if options == GAMES[game].api.default_options():
            del rules[game]  # only choices are kept: equal settings compare equal
        return replace(self, rules=rules)

    def deck_for(self, game: str) -> str:
        """The deck ``game`` is drawn with (its first deck until changed)."""
        return self.decks.get(game) or GAMES[game].api.DECKS[0]

    def with_deck(self, game: str, deck: str) -> Settings:
        """These settings with ``game`` drawn with ``deck``, one of its ``DECKS``."""
        chosen = GAMES[game].api.DECKS
        if deck not in chosen:
            raise ValueError(f"{game} is not drawn with the {deck} deck (only {chosen})")
        decks = {**self.decks, game: deck}
        if deck == chosen[0]:
            del decks[game]
        return replace(self, decks=decks)

    def with_deck_for_all(self, deck: str) -> Settings:
        """``deck`` for every game drawn with it, the others their default (``--deck``)."""
        changed = self
        for name, game in GAMES.items():
            changed = changed.with_deck(name, _fitting(game.api, deck))
        return changed

    def to_document(self) -> dict[str, Any]:
        """The file's content: each game's options (where they differ from its rules page)
        and deck under its name."""
        return {
            "version": KIND.version,
            "language": self.language,
            "speed": self.speed,
            "sound": self.sound,
            "show_take_back": self.show_take_back,
            "captions": self.captions,
            "fullscreen": self.fullscreen,
            "difficulty": self.difficulty,
            "window": list(self.window),
            "game": self.game,
            "lesson_offered": self.lesson_offered,
            "rules": {n: g.api.write_options(self.options_for(n)) for n, g in GAMES.items()},
            "decks": {n: self.deck_for(n) for n in GAMES},
        }


def _choice(choices: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if value not in choices:
            raise ValueError(value)
        return value

    return check


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(value)
    return value


def _window(value: Any) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(value)
    size = tuple(value)
    if not all(
        type(v) is int and lo <= v <= hi
        for v, lo, hi in zip(size, WINDOW_MIN, WINDOW_MAX, strict=True)
    ):
        raise ValueError(value)
    return size


OPTIONAL = frozenset({"show_take_back", "lesson_offered"})
"""Keys newer than the file format: a file written before them lacks them without a notice."""

CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _choice(LANGUAGES),
    "speed": _choice(SPEEDS),
    "sound": _flag,
    "captions": _flag,
    "show_take_back": _flag,
    "lesson_offered": _flag,
    "fullscreen": _flag,
    "difficulty": _choice(DIFFICULTIES),
    "window": _window,
    "game": _choice(tuple(GAMES)),
}
LATER = ("game",)
"""Keys that came with a later release: a file without them keeps its other values quietly."""
PER_GAME = ("rules", "decks")
"""Keys holding a value for each game under its name: options, decks."""


def settings_from(document: dict[str, Any], notices: list[Notice]) -> Settings:
    """Settings from an upgraded document, keeping every value that is valid.

    A missing or invalid value takes its default and is named in a notice (a file cut short
    loses only what was cut); unknown keys are dropped and named in another.
    """
    values: dict[str, Any] = {}
    reset = []
    for key, check in CHECKS.items():
        try:
            values[key] = check(document[key])
        except KeyError:
            if key not in LATER and key not in OPTIONAL:
                reset.append(key)
        except ValueError:
            reset.append(key)
    known = (*CHECKS, *PER_GAME, "version")
    unknown = [str(k)[:40] for k in document if k not in known]
    chosen = replace(Settings(), **values)
    for key in PER_GAME:
        if not isinstance(document.get(key), dict):
            reset.append(key)
            continue
        unknown += [f"{key}.{str(name)[:40]}" for name in document[key] if name not in GAMES]
        for name, game in GAMES.items():
            if name not in document[key]:
                continue  # a game added later plays its defaults quietly
            value = document[key][name]
            if key == "decks":
                if value in game.api.DECKS:
                    chosen = chosen.with_deck(name, value)
                else:
                    reset.append(f"decks.{name}")
                continue
            try:
                chosen = chosen.with_options(name, game.api.read_options(value))
            except game.api.OptionError:
                add_notice(notices, Notice("storage.rules_reset", {"file": KIND.name}))
    if unknown:
        add_notice(notices, Notice("storage.unknown_settings", {"keys": ", ".join(unknown[:5])}))
    if reset:
        add_notice(notices, Notice("storage.settings_reset", {"keys": ", ".join(reset)}))
    return chosen
