"""Contrée's 32-card French pack (``GameWindow.CARDS``), drawn with the French deck's pips,
aces and courts.

Contrée plays 7 8 9 10 J Q K A in spades, hearts, diamonds and clubs (``game.contree.cards``
numbers them ``suit * 8 + rank``); the art is the French Aluette deck's, with the tens that
Aluette has no use for. Its corners carry only rank and suit: Contrée has no strength
classes nor gestures to print.
"""

from __future__ import annotations

from game.contree.cards import card
from game.ui.cardart import palette as pal
from game.ui.cardart import svg_french
from game.ui.cardart.pack import Pack
from game.ui.cardart.svg import Field, group, place
from game.ui.cardart.svg_face import face_document
from game.ui.cardart.svg_glyphs import GLYPH_H, text, text_width

FRENCH_SUIT = (2, 1, 0, 3)
"""The French art's suit (diamonds, hearts, spades, clubs) of each Contrée suit (S H D C)."""
RANK_LABELS = {
    "en": ("7", "8", "9", "10", "J", "Q", "K", "A"),
    "fr": ("7", "8", "9", "10", "V", "D", "R", "1"),
}
"""Corner labels of each Contrée rank (7 8 9 T J Q K A) per language: as French packs print
them, the ace is 1 in French (``svg_french.RANK_LABELS``)."""
COURT_RANK = {4: 9, 5: 10, 6: 11}
"""The French art's court figure (valet, dame, king) of Contrée's jack, queen and king."""


def suit_of(c: int) -> int:
    """The French art's suit of a Contrée card."""
    return FRENCH_SUIT[c // 8]


def _art(deck: str, c: int, field: Field, px: float) -> str:
    suit, rank = suit_of(c), c % 8
    if rank == 7:
        return svg_french.ace(suit, field, deck)
    if rank in COURT_RANK:
        return svg_french.court(suit, COURT_RANK[rank], field, deck, px)
    return svg_french.pips(suit, rank + 7, field, deck)


def _label(label: str, top: float, height: float, ink: str, room: float, pen: float) -> str:
    """A corner label, narrowed to ``room`` units wide (the ten has two digits)."""
    squeeze = min(1.0, room / (text_width(label) * height / GLYPH_H))
    body = text(label, 0, 0, height, ink, pen=pen)
    return group(body, transform=f"translate(0 {top}) scale({squeeze:.4f} 1)")


def _corner(deck: str, c: int, lang: str, compact: bool) -> str:
    suit = suit_of(c)
    label = RANK_LABELS[lang][c % 8]
    ink = pal.suit_ink(deck, suit)
    if compact:
        return _label(label, 9, 54, ink, 52, 3.1) + place(svg_french.pip(suit, 40, deck), 0, 96)
    return _label(label, 12, 27, ink, 30, 2.3) + place(svg_french.pip(suit, 21, deck), 0, 55)


def face_svg(deck: str, c: int, width_px: int, lang: str = "en", blank: bool = True) -> str:
    """SVG document of Contrée card ``c`` (0–31) at ``width_px`` pixels, in the French
    ``deck``'s inks (``french`` or ``french4``); ``blank=False`` leaves out the paper."""
    return face_document(
        deck,
        suit_of(c),
        width_px,
        blank,
        lambda field, px: _art(deck, c, field, px),
        lambda compact: _corner(deck, c, lang, compact),
    )


CARDS = Pack(
    name="contree",
    title="Contrée",
    size=32,
    decks=("french", "french4"),
    face_svg=face_svg,
    suit_of=suit_of,
    sheet_names={"contree": "french", "contree4": "french4"},
    columns=8,
    showcase=tuple(card(code) for code in ("JS", "JH", "JD", "JC")),
    preview=tuple(card(code) for code in ("JS", "9H", "AD", "KC")),
)
"""Its pack: ``aluette cards --deck contree`` (or ``contree4``, four colours) draws it. The
four jacks are its showcase; the settings preview a jack, a nine, an ace and a king, one in
each suit, so that the four-colour deck shows its inks."""
