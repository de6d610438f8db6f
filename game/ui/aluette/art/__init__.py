"""Aluette's 48 cards as the card art draws them (``GameWindow.CARDS``): any deck's pips, aces
and courts, the named cards' own pictures, and corners that carry each card's strength class
and the signal it is shown with.
"""

from __future__ import annotations

from game.aluette.cards import (
    CLASS,
    GESTURE_OF,
    NAME_OF_CARD,
    NAMED_CARDS,
    Card,
    card,
    rank_of,
    suit_of,
)
from game.decks import DECKS
from game.ui.aluette.art import named
from game.ui.aluette.art.gestures import gesture
from game.ui.cardart import palette as pal
from game.ui.cardart import svg_french, svg_spanish
from game.ui.cardart.pack import Pack
from game.ui.cardart.svg import Field, place, rect
from game.ui.cardart.svg_face import RANK_LABELS, face_document
from game.ui.cardart.svg_glyphs import text, text_width


def _class_badge(c: Card, y: float) -> str:
    """Strength class 1–19 in a dark red pill: the old Aluette packs' order number."""
    label = str(CLASS[c])
    glyph_h = 10.5
    w = text_width(label) * glyph_h / 16 + 9
    pill = rect(-w / 2, y - 8, w, 16, rx=8, fill=pal.RED_DARK)
    return pill + text(label, 0, y - glyph_h / 2, glyph_h, pal.PAPER, pen=2.6)


def _corner(deck: str, c: Card, lang: str, compact: bool) -> str:
    """The top-left index, drawn around x = 0; the caller places it and its turned twin."""
    rank, suit = rank_of(c), suit_of(c)
    label = (RANK_LABELS if deck == "spanish" else svg_french.RANK_LABELS)[lang][rank]
    ink = pal.suit_ink(deck, suit)

    def mark(height: float) -> str:
        if deck == "spanish":
            return svg_spanish.mark(suit, height)
        return svg_french.pip(suit, height, deck)

    if compact:
        return text(label, 0, 9, 54, ink, pen=3.1) + place(mark(40), 0, 96)
    parts = [text(label, 0, 12, 27, ink), place(mark(21), 0, 55)]
    parts.append(_class_badge(c, 79))
    shown = GESTURE_OF[c]
    if shown:
        parts.append(place(gesture(shown), 0, 103, 0.95))
    return "".join(parts)


def _art(deck: str, c: Card, field: Field, px: float) -> str:
    """The middle of the card: pips, an ace, a court figure or a named card's picture."""
    rank, suit = rank_of(c), suit_of(c)
    if deck == "spanish":
        if c in NAME_OF_CARD:
            return named.art(c, field, px)
        if rank == 0:
            return svg_spanish.ace(suit, field)
        if rank >= 9:
            return svg_spanish.court(suit, rank, field, px)
        return svg_spanish.pips(suit, rank + 1, field, px)
    if rank == 0:
        art = svg_french.ace(suit, field, deck)
    elif rank >= 9:
        art = svg_french.court(suit, rank, field, deck, px)
    else:
        art = svg_french.pips(suit, rank + 1, field, deck)
    return art + (svg_french.named_frame(field) if c in NAME_OF_CARD else "")


def face_svg(deck: str, c: Card, width_px: int, lang: str = "en", blank: bool = True) -> str:
    """SVG document of Aluette card ``c`` (0–47) at ``width_px`` pixels wide in ``deck``'s art;
    ``blank=False`` leaves out the paper (``svg_face.face_document``)."""
    return face_document(
        deck,
        suit_of(c),
        width_px,
        blank,
        lambda field, px: _art(deck, c, field, px),
        lambda compact: _corner(deck, c, lang, compact),
    )


CARDS = Pack(
    name="aluette",
    title="Aluette",
    size=48,
    decks=DECKS,
    face_svg=face_svg,
    suit_of=suit_of,
    sheet_names={d: d for d in DECKS},
    columns=12,
    showcase=tuple(NAMED_CARDS[n] for n in ("monsieur", "madame", "borgne", "vache")),
    preview=tuple(card(code) for code in ("3D", "KC", "QH", "2H")),
)
"""Monsieur, Madame, Le Borgne and La Vache lead the menu's fan and the icon; the settings
preview Monsieur, a king, a cavalier (queen) and La Vache."""
