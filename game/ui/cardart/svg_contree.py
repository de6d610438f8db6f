"""Contrée's 32-card French pack, drawn with the French deck's pips, aces and courts.

Contrée plays 7 8 9 10 J Q K A in spades, hearts, diamonds and clubs (``game.contree.cards``
numbers them ``suit * 8 + rank``); the art is the French Aluette deck's, with the tens that
Aluette has no use for. Its corners carry only rank and suit: Contrée has no strength
classes nor gestures to print.
"""

from __future__ import annotations

from game.ui.cardart import palette as pal
from game.ui.cardart import svg_french
from game.ui.cardart.svg import CARD_W, document, group, place
from game.ui.cardart.svg_face import COMPACT_ART, COMPACT_MAX, card_height, paper, view_height
from game.ui.cardart.svg_glyphs import GLYPH_H, text, text_width

FRENCH_SUIT = (2, 1, 0, 3)
"""The French art's suit (diamonds, hearts, spades, clubs) of each Contrée suit (S H D C)."""
RANK_LABELS = {
    "en": ("7", "8", "9", "10", "J", "Q", "K", "A"),
    "fr": ("7", "8", "9", "10", "V", "D", "R", "A"),
}
"""Corner labels of each Contrée rank (7 8 9 T J Q K A) per language."""
COURT_RANK = {4: 9, 5: 10, 6: 11}
"""The French art's court figure (valet, dame, king) of Contrée's jack, queen and king."""
PACKS = ("contree", "contree4")
"""The names ``aluette cards --deck`` gives Contrée's pack, in the two- and four-colour inks."""


def suit_of(c: int) -> int:
    """The French art's suit of a Contrée card."""
    return FRENCH_SUIT[c // 8]


def _field(h: float) -> tuple[float, float, float, float]:
    return (40.0, 16.0, CARD_W - 40.0, h - 16.0)


def _art(deck: str, c: int, field: tuple[float, float, float, float]) -> str:
    suit, rank = suit_of(c), c % 8
    if rank == 7:
        return svg_french.ace(suit, field, deck)
    if rank in COURT_RANK:
        return svg_french.court(suit, COURT_RANK[rank], field, deck)
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
    h = view_height(width_px)
    compact = width_px <= COMPACT_MAX
    parts, defs = [], ""
    if blank:
        paper_part, defs = paper(h, width_px)
        parts.append(paper_part)
    art = _art(deck, c, _field(h))
    if compact:
        cx, cy = CARD_W / 2, h / 2
        shrink = f"translate({cx} {cy:.2f}) scale({COMPACT_ART}) translate({-cx} {-cy:.2f})"
        art = group(art, transform=shrink)
    parts.append(art)
    corner = _corner(deck, c, lang, compact)
    x = 30.0 if compact else 20.0
    parts.append(place(corner, x, 0))
    parts.append(place(corner, CARD_W - x, h, angle=180))
    return document("".join(parts), (width_px, card_height(width_px)), (CARD_W, h), defs)
