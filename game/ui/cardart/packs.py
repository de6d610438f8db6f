"""The card packs the art draws: how many cards, in which inks, and how each face is drawn.

A game's window names its pack (``game.ui.gameparts.GameWindow.PACK``); ``raster.CardArt``,
the contact sheet and the menu read everything about a pack from its ``Pack`` here, so none
of them asks which game it is. Pure: the SVG builders need no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from game.aluette import cards as aluette_cards
from game.decks import DECKS
from game.ui.cardart import svg_contree, svg_face


@dataclass(frozen=True, slots=True)
class Pack:
    """One pack of faces, numbered ``0`` to ``size - 1`` as its game numbers its cards."""

    name: str
    title: str
    """What the contact sheet calls it."""
    size: int
    decks: tuple[str, ...]
    """The decks whose inks it is drawn in; any other deck draws it in the first."""
    face_svg: Callable[[str, int, int, str, bool], str]
    """``face_svg(deck, card, width_px, lang, blank)``: the SVG document of a face."""
    suit_of: Callable[[int], int]
    """The deck art's suit (``svg_face.blank_svg``) of a card."""
    sheet_names: Mapping[str, str]
    """``aluette cards --deck NAME`` draws this pack in the inks of deck ``sheet_names[NAME]``."""
    columns: int
    """Cards to a row on the contact sheet (one suit)."""
    showcase: tuple[int, ...] = field(default=())
    """Its best-known cards, the menu's fan and the icon's first."""

    def ink(self, deck: str) -> str:
        """The deck the pack is drawn in when ``deck`` is chosen."""
        return deck if deck in self.decks else self.decks[0]


ALUETTE = Pack(
    "aluette",
    "Aluette",
    48,
    DECKS,
    svg_face.face_svg,
    aluette_cards.suit_of,
    {d: d for d in DECKS},
    12,
    tuple(aluette_cards.NAMED_CARDS[n] for n in ("monsieur", "madame", "borgne", "vache")),
)
CONTREE = Pack(
    "contree",
    "Contrée",
    32,
    ("french", "french4"),
    svg_contree.face_svg,
    svg_contree.suit_of,
    {"contree": "french", "contree4": "french4"},
    8,
)
PACKS: dict[str, Pack] = {p.name: p for p in (ALUETTE, CONTREE)}
"""Every pack by the name a game's window gives it."""
DEFAULT_PACK = ALUETTE.name
"""The program's own cards, drawn where no game is named (the icon, ``CardArt()``)."""


def sheet_pack(name: str) -> tuple[Pack, str]:
    """The pack and the deck ``aluette cards --deck NAME`` draws; ValueError if none."""
    for pack in PACKS.values():
        if name in pack.sheet_names:
            return pack, pack.sheet_names[name]
    names = ", ".join(n for p in PACKS.values() for n in p.sheet_names)
    raise ValueError(f"--deck {name}: one of {names}")
