"""A whole card face as an SVG document: paper, frame, corner indices and the art of the card.

The layout depends on the pixel size asked for: at table size and above the corners carry
rank, suit, strength class and gesture; small cards (``COMPACT_MAX`` pixels wide or less) get
jumbo corner indices instead, because fine art becomes mush there and a player needs only to
tell the card at a glance.
"""

from __future__ import annotations

from game.aluette.cards import CLASS, GESTURE_OF, NAME_OF_CARD, Card, rank_of, suit_of
from game.ui.cardart import palette as pal
from game.ui.cardart import svg_french, svg_named, svg_spanish
from game.ui.cardart.svg import CARD_W, Field, document, gradient, group, path, place, rect
from game.ui.cardart.svg_gestures import gesture
from game.ui.cardart.svg_glyphs import text, text_width

CARD_RATIO = 1.5
"""Card height over width, as on real Aluette cards (56 × 86 mm)."""

COMPACT_MAX = 64
"""Widest card, in pixels, drawn with the compact jumbo-index layout."""

COMPACT_ART = 0.66
"""Scale of the middle art on compact cards."""

RANK_LABELS = {"en": "A23456789JQK", "fr": "A23456789VDR"}
"""Corner letters per language: valet/cavalier(dame)/roi are V D R in French."""


def card_height(width: int) -> int:
    """Pixel height of a card of this pixel width."""
    return round(width * CARD_RATIO)


def view_height(width: int) -> float:
    """Card height in card units, so that units are square at this pixel size."""
    return CARD_W * card_height(width) / width


def paper(h: float, width_px: int) -> tuple[str, str]:
    """The card blank and its gradient: cream, darker at the edges, a one-pixel rim at least."""
    edge = max(1.2, 1.1 * CARD_W / width_px)
    defs = gradient(
        "radial",
        "paper",
        [(0, pal.PAPER), (0.7, pal.PAPER), (1, pal.PAPER_EDGE)],
        cx=CARD_W / 2,
        cy=h / 2,
        r=h * 0.62,
    )
    blank = rect(
        edge / 2,
        edge / 2,
        CARD_W - edge,
        h - edge,
        rx=10,
        fill="url(#paper)",
        stroke=pal.CARD_EDGE,
        stroke_width=edge,
    )
    return blank, defs


def _frame(suit: int, h: float) -> str:
    """Spanish frame line with its 'pintas': 0 to 3 breaks top and bottom tell the suit."""
    inset, gap = 6.0, 7.0
    x0, x1, y0, y1 = inset, CARD_W - inset, inset, h - inset
    breaks = [CARD_W / 2 + (i - (suit - 1) / 2) * 16 for i in range(suit)]
    d = [f"M{x0} {y0 + 4}V{y1 - 4}M{x1} {y0 + 4}V{y1 - 4}"]
    for y in (y0, y1):
        xs = [x0 + 4, *(b for c in breaks for b in (c - gap / 2, c + gap / 2)), x1 - 4]
        d += [f"M{xs[i]:.1f} {y}H{xs[i + 1]:.1f}" for i in range(0, len(xs), 2)]
    corners = (
        f"M{x0} {y0 + 4}Q{x0} {y0} {x0 + 4} {y0}M{x1 - 4} {y0}Q{x1} {y0} {x1} {y0 + 4}"
        f"M{x1} {y1 - 4}Q{x1} {y1} {x1 - 4} {y1}M{x0 + 4} {y1}Q{x0} {y1} {x0} {y1 - 4}"
    )
    return path("".join(d) + corners, fill="none", stroke=pal.INK, stroke_width=1.3)


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
    label = RANK_LABELS[lang][rank]
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


def _field(h: float) -> Field:
    return (40.0, 16.0, CARD_W - 40.0, h - 16.0)


def _art(deck: str, c: Card, field: Field, px: float) -> str:
    """The middle of the card: pips, an ace, a court figure or a named card's picture."""
    rank, suit = rank_of(c), suit_of(c)
    if deck == "spanish":
        if c in NAME_OF_CARD:
            return svg_named.art(c, field, px)
        if rank == 0:
            return svg_spanish.ace(suit, field)
        if rank >= 9:
            return svg_spanish.court(suit, rank, field, px)
        return svg_spanish.pips(suit, rank + 1, field, px)
    if rank == 0:
        art = svg_french.ace(suit, field, deck)
    elif rank >= 9:
        art = svg_french.court(suit, rank, field, deck)
    else:
        art = svg_french.pips(suit, rank + 1, field, deck)
    return art + (svg_french.named_frame(field) if c in NAME_OF_CARD else "")


def blank_svg(deck: str, suit: int, width_px: int) -> str:
    """SVG document of the blank card of a suit: paper and, for the Spanish pack, its frame."""
    h = view_height(width_px)
    blank, defs = paper(h, width_px)
    if deck == "spanish":
        blank += _frame(suit, h)
    return document(blank, (width_px, card_height(width_px)), (CARD_W, h), defs)


def face_svg(deck: str, c: Card, width_px: int, lang: str = "en", blank: bool = True) -> str:
    """SVG document of a card face at ``width_px`` pixels wide.

    With ``blank=False`` only the print is drawn, on a transparent ground, to be laid over
    ``blank_svg``: the blank is the costliest layer and is the same for a whole suit.
    """
    h = view_height(width_px)
    compact = width_px <= COMPACT_MAX
    parts, defs = [], ""
    if blank:
        paper_part, defs = paper(h, width_px)
        parts.append(paper_part)
        if deck == "spanish":
            parts.append(_frame(suit_of(c), h))
    art = _art(deck, c, _field(h), width_px / CARD_W)
    if compact:  # the art shrinks into the band between the two jumbo indices
        cx, cy = CARD_W / 2, h / 2
        shrink = f"translate({cx} {cy:.2f}) scale({COMPACT_ART}) translate({-cx} {-cy:.2f})"
        art = group(art, transform=shrink)
    parts.append(art)
    corner = _corner(deck, c, lang, compact)
    x = 30.0 if compact else 20.0
    parts.append(place(corner, x, 0))
    parts.append(place(corner, CARD_W - x, h, angle=180))
    return document("".join(parts), (width_px, card_height(width_px)), (CARD_W, h), defs)
