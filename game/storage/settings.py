"""The player's settings (``settings.yaml``): what they chose, kept across versions.

The file is YAML so that a player can read and edit it. Each key is checked on its own: an
unknown key is dropped and a value of the wrong kind falls back to its default, each with a
notice, so one bad line never costs the player the rest of their settings.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, field, replace
from typing import Any

from game.aluette.rules.options import OptionError, Options
from game.bots import PLAY_LEVELS as DIFFICULTIES
from game.contree.rules.options import Options as ContreeOptions
from game.decks import DECKS
from game.games import DEFAULT_GAME, GAMES
from game.storage.files import Kind, Notice, add_notice, same

KIND = Kind("settings.yaml", 1, {1: same})

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


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings screen shows; change it with ``dataclasses.replace``."""

    language: str = field(default_factory=system_language)
    deck: str = "spanish"
    speed: str = "normal"
    sound: bool = True
    captions: bool = True
    fullscreen: bool = False
    difficulty: str = "standard"
    rules: Options = field(default_factory=Options)
    window: tuple[int, int] = (1280, 800)
    game: str = DEFAULT_GAME
    """The game of the next new match (the New match screen's choice)."""
    contree_rules: ContreeOptions = field(default_factory=ContreeOptions)
    show_take_back: bool = True
    lesson_offered: bool = False
    """The main menu has offered the guided first hand once (at the first start)."""

    # Stand-ins for the storage's per-game settings (the New match screen is written to them).
    def options_for(self, game: str) -> Any:
        return getattr(self, _OPTIONS_FIELD[game])

    def with_options(self, game: str, options: Any) -> Settings:
        return replace(self, **{_OPTIONS_FIELD[game]: options})

    def deck_for(self, game: str) -> str:
        decks = GAMES[game].api.DECKS
        return self.deck if self.deck in decks else decks[0]

    def with_deck(self, game: str, deck: str) -> Settings:
        return replace(self, deck=deck)

    def to_document(self) -> dict[str, Any]:
        """The file's content (rule options only where they differ from the rules page)."""
        return {
            "version": KIND.version,
            "language": self.language,
            "deck": self.deck,
            "speed": self.speed,
            "sound": self.sound,
            "show_take_back": self.show_take_back,
            "captions": self.captions,
            "fullscreen": self.fullscreen,
            "difficulty": self.difficulty,
            "rules": self.rules.to_mapping(),
            "window": list(self.window),
            "game": self.game,
            "contree_rules": self.contree_rules.to_mapping(),
            "lesson_offered": self.lesson_offered,
        }


_OPTIONS_FIELD = {"aluette": "rules", "contree": "contree_rules"}


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
    return size  # type: ignore[return-value]


OPTIONAL = frozenset({"show_take_back", "lesson_offered"})
"""Keys newer than the file format: a file written before them lacks them without a notice."""

CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _choice(LANGUAGES),
    "deck": _choice(DECKS),
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
    try:
        values["rules"] = Options.from_mapping(document["rules"])
    except KeyError:
        reset.append("rules")
    except OptionError:
        add_notice(notices, Notice("storage.rules_reset", {"file": KIND.name}))
    try:  # Contrée's rules came later: a file without them keeps its other values quietly
        values["contree_rules"] = ContreeOptions.from_mapping(document.get("contree_rules"))
    except OptionError:
        add_notice(notices, Notice("storage.rules_reset", {"file": KIND.name}))
    known = ("rules", "version", "contree_rules")
    unknown = [str(k)[:40] for k in document if k not in CHECKS and k not in known]
    if unknown:
        add_notice(notices, Notice("storage.unknown_settings", {"keys": ", ".join(unknown[:5])}))
    if reset:
        add_notice(notices, Notice("storage.settings_reset", {"keys": ", ".join(reset)}))
    return replace(Settings(), **values)
