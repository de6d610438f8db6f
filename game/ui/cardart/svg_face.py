"""What every card face shares, whatever its game: size, paper, the Spanish frame and layout.

A game's pack (``game.ui.cardart.pack.Pack``) draws its faces with ``face_document``, giving
the middle art and the corner index of a card. The layout depends on the pixel size asked
for: at table size and above the corners carry the game's full index; small cards
(``COMPACT_MAX`` pixels wide or less) get jumbo corner indices instead, because fine art
becomes mush there and a player needs only to tell the card at a glance.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ui.cardart import palette as pal
from game.ui.cardart.svg import CARD_W, Field, document, gradient, group, path, place, rect

CARD_RATIO = 1.5
"""Card height over width, as on real Aluette cards (56 × 86 mm)."""

COMPACT_MAX = 64
"""Widest card, in pixels, drawn with the compact jumbo-index layout."""

COMPACT_ART = 0.66
"""Scale of the middle art on compact cards."""

RANK_LABELS = {"en": "A23456789JQK", "fr": "A23456789VDR"}
"""Corner letters of the Spanish deck per language: sota, caballo, rey are V D R in French
(the French decks print theirs, ``svg_french.RANK_LABELS``)."""


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


def _field(h: float) -> Field:
    return (40.0, 16.0, CARD_W - 40.0, h - 16.0)


def _ground(deck: str, suit: int, h: float, width_px: int) -> tuple[str, str]:
    """The blank of a suit and its gradient: paper and, for the Spanish pack, its frame."""
    blank, defs = paper(h, width_px)
    if deck == "spanish":
        blank += _frame(suit, h)
    return blank, defs


def blank_svg(deck: str, suit: int, width_px: int) -> str:
    """SVG document of the blank card of a suit: paper and, for the Spanish pack, its frame."""
    h = view_height(width_px)
    blank, defs = _ground(deck, suit, h, width_px)
    return document(blank, (width_px, card_height(width_px)), (CARD_W, h), defs)


def face_document(
    deck: str,
    suit: int,
    width_px: int,
    blank: bool,
    art: Callable[[Field, float], str],
    corner: Callable[[bool], str],
) -> str:
    """SVG document of a face ``width_px`` pixels wide, as every game's pack lays it out.

    ``art(field, px)`` draws the middle in ``field`` at ``px`` pixels per unit (shrunk into
    the band between the jumbo indices on compact cards); ``corner(compact)`` the top-left
    index around x = 0, placed with its turned twin. With ``blank=False`` only the print is
    drawn, on a transparent ground, to be laid over ``blank_svg``: the blank is the costliest
    layer and is the same for a whole suit.
    """
    h = view_height(width_px)
    compact = width_px <= COMPACT_MAX
    parts, defs = [], ""
    if blank:
        ground, defs = _ground(deck, suit, h, width_px)
        parts.append(ground)
    middle = art(_field(h), width_px / CARD_W)
    if compact:
        cx, cy = CARD_W / 2, h / 2
        shrink = f"translate({cx} {cy:.2f}) scale({COMPACT_ART}) translate({-cx} {-cy:.2f})"
        middle = group(middle, transform=shrink)
    parts.append(middle)
    index = corner(compact)
    x = 30.0 if compact else 20.0
    parts.append(place(index, x, 0))
    parts.append(place(index, CARD_W - x, h, angle=180))
    return document("".join(parts), (width_px, card_height(width_px)), (CARD_W, h), defs)
