"""Every registered game's card pack, by the name its window gives it (``GameWindow.PACK``).

The packs are asked of each game's window part through the registry (``game.games``), so the
card art, the contact sheet and the menu draw any game's cards without naming one.
"""

from __future__ import annotations

import importlib

from game.games import DEFAULT_GAME, GAMES
from game.ui.cardart.pack import Pack


def _window_pack(game: str) -> Pack:
    """The pack a game's window part declares (``GameWindow.CARDS``). Read by module name as
    ``gameparts.window_of`` does, not through it: the window's protocol names the screens,
    which draw with this card art."""
    pack: Pack = importlib.import_module(GAMES[game].ui_package).CARDS
    return pack


PACKS: dict[str, Pack] = {p.name: p for p in map(_window_pack, GAMES)}
"""Every pack by the name a game's window gives it."""
DEFAULT_PACK = _window_pack(DEFAULT_GAME).name
"""The program's own cards, drawn where no game is named (the icon, ``CardArt()``)."""


def sheet_pack(name: str) -> tuple[Pack, str]:
    """The pack and the deck ``aluette cards --deck NAME`` draws; ValueError if none."""
    for pack in PACKS.values():
        if name in pack.sheet_names:
            return pack, pack.sheet_names[name]
    names = ", ".join(n for p in PACKS.values() for n in p.sheet_names)
    raise ValueError(f"--deck {name}: one of {names}")
