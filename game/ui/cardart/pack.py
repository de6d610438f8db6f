"""What a card pack is to the art: how many cards, in which inks, and how each face is drawn.

Each game describes its own pack in its window package (``GameWindow.CARDS``, e.g.
``game.ui.aluette.art``); the card art, the contact sheet, the menu, the icon and the settings
read everything about a pack from its ``Pack``, so none of them asks which game it is. Pure:
the SVG builders need no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass


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
    showcase: tuple[int, ...]
    """Its best-known cards, the menu's fan and the icon's first."""
    preview: tuple[int, ...]
    """The four cards the settings show: the look of a deck at a glance."""

    def ink(self, deck: str) -> str:
        """The deck the pack is drawn in when ``deck`` is chosen."""
        return deck if deck in self.decks else self.decks[0]
