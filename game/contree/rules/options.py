"""The rule options of ``rules/CONTREE.md``, with exactly its names and values.

Validated once here from a mapping (a record's ``options``, the settings file, the new-match
screen); an unknown name or value is an ``OptionError`` listing what is valid. Everything
downstream reads a frozen ``Options`` and the facts it derives (``step``, ``packets``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from game.optionvalues import OptionError, choice, read_mapping

__all__ = ["CHOICES", "PRESETS", "OptionError", "Options"]

CHOICES: dict[str, tuple[Any, ...]] = {
    "direction": ("counterclockwise", "clockwise"),
    "shuffle": ("first_deal", "every_deal"),
    "deal": ("3-2-3", "3-3-2", "2-3-3", "4-4"),
    "contre": ("in_turn", "prompt"),
    "raise_on_trump_lead": (False, True),
    "undertrump": (False, True),
    "belote": ("margin", "points", "off"),
    "target": (1000, 1500, 2000, 3000),
    "hands": (0, *range(4, 21)),
    "scoring": ("made_and_declared", "declared", "made", "club"),
    "announcements": ("off", "on"),
    "no_trump": ("off", "on"),
}
"""Every option and its values, in the order the screens offer them (defaults: ``Options``)."""

_CLUB: dict[str, Any] = {
    "raise_on_trump_lead": True,
    "undertrump": True,
    "belote": "points",
    "scoring": "club",
    "target": 2000,
}
PRESETS: dict[str, dict[str, Any]] = {
    "text": {},
    "club": _CLUB,
    "coinche": {**_CLUB, "announcements": "on", "no_trump": "on"},
}
"""The rules page's presets, each the options it changes: the text (every default), Club
Contrée, Coinche (Club Contrée with announcements and no trump / all trumps)."""

PACKETS: dict[str, tuple[int, ...]] = {
    d: tuple(int(n) for n in d.split("-")) for d in CHOICES["deal"]
}


@dataclass(frozen=True, slots=True)
class Options:
    """One match's rules. Defaults are the rules page's defaults."""

    direction: str = "counterclockwise"
    shuffle: str = "first_deal"
    deal: str = "3-2-3"
    contre: str = "in_turn"
    raise_on_trump_lead: bool = False
    undertrump: bool = False
    belote: str = "margin"
    target: int = 2000
    hands: int = 0  # a match of that many hands instead of a target (0: the target)
    scoring: str = "made_and_declared"
    announcements: str = "off"
    no_trump: str = "off"

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None) -> Options:
        """Options from a mapping of names to values; absent names take their default."""
        if mapping is None:
            return cls()
        names = (f.name for f in fields(cls))
        return cls(**read_mapping(mapping, names, lambda n, raw: choice(n, raw, CHOICES[n])))

    def to_mapping(self, only_changed: bool = True) -> dict[str, Any]:
        """The options as a plain mapping (by default only those that differ from the rules)."""
        default = asdict(Options())
        return {k: v for k, v in asdict(self).items() if not only_changed or default[k] != v}

    # --- facts derived from the options, used throughout the engine ---

    @property
    def step(self) -> int:
        """Added to a seat (mod 4) to get the next one: seats are numbered clockwise."""
        return 1 if self.direction == "clockwise" else 3

    @property
    def packets(self) -> tuple[int, ...]:
        """Sizes of the packets each player receives, in dealing order."""
        return PACKETS[self.deal]
