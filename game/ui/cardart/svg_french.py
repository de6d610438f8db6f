"""The French suits: diamonds, hearts, spades and clubs in the usual solid pips and layouts.

Diamonds stand for coins, hearts for cups, spades for swords and clubs for batons. The
``french4`` deck only recolours diamonds (blue) and clubs (green), for players who confuse red
and black. Pips in the lower half are turned, as on every French card.
"""

from __future__ import annotations

from functools import cache

from game.ui.cardart import palette as pal
from game.ui.cardart import svg_paris
from game.ui.cardart.svg import Field, at, circle, oval, path, place, rect, symmetric
from game.ui.cardart.svg_figures import ROLE_OF_RANK

_SHAPES = (
    # diamond, heart, spade, club: path data 100 units tall around the origin
    symmetric((0, -50), [((10, -32), (22, -16), (37, 0)), ((22, 16), (10, 32), (0, 50))]),
    symmetric(
        (0, -27),
        [
            ((6, -44), (24, -50), (37, -42)),
            ((51, -33), (49, -9), (38, 5)),
            ((27, 19), (8, 32), (0, 48)),
        ],
    ),
    symmetric(
        (0, -50),
        [
            ((11, -30), (47, -16), (45, 9)),
            ((43, 29), (20, 33), (6, 21)),
            ((8, 33), (13, 42), (21, 50)),
            ((0, 50),),
        ],
    ),
    symmetric((0, 2), [((3, 24), (9, 38), (20, 50)), ((0, 50),)]),
)
_CLUB_LOBES = ((0, -26, 22.5), (-23.5, 8, 22.5), (23.5, 8, 22.5))
RANK_LABELS = {"en": "A23456789JQK", "fr": "123456789VDR"}
"""Corner index of a French-suited card, ace to king, per language: French packs print the
ace as 1 and the courts R D V (roi, dame, valet)."""


@cache
def pip(suit: int, height: float, deck: str) -> str:
    """A solid pip ``height`` card units tall around the origin."""
    colour = pal.suit_ink(deck, suit)
    d = _SHAPES[suit]
    if suit == 3:
        d += "".join(oval(x, y, r, r) for x, y, r in _CLUB_LOBES)
    return path(d, fill=colour, transform=f"scale({height / 100:.4f})")


LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0, -0.8), (0, 0.8)),
    3: ((0, -0.8), (0, 0), (0, 0.8)),
    4: ((-0.62, -0.8), (0.62, -0.8), (-0.62, 0.8), (0.62, 0.8)),
    5: ((-0.62, -0.8), (0.62, -0.8), (0, 0), (-0.62, 0.8), (0.62, 0.8)),
    6: tuple((u, v) for v in (-0.8, 0, 0.8) for u in (-0.62, 0.62)),
    7: (*((u, v) for v in (-0.8, 0, 0.8) for u in (-0.62, 0.62)), (0, -0.4)),
    8: (*((u, v) for v in (-0.8, 0, 0.8) for u in (-0.62, 0.62)), (0, -0.4), (0, 0.4)),
    9: (*((u, v) for v in (-0.8, -0.27, 0.27, 0.8) for u in (-0.62, 0.62)), (0, 0)),
    10: (*((u, v) for v in (-0.8, -0.27, 0.27, 0.8) for u in (-0.62, 0.62)), (0, -0.54), (0, 0.54)),
}
PIP_H = 40.0


def pips(suit: int, count: int, field: Field, deck: str) -> str:
    """The pips of a numeral card 2–10; those below the middle point down."""
    return "".join(
        place(pip(suit, PIP_H, deck), *at(field, u, v), angle=180 if v > 0 else 0)
        for u, v in LAYOUTS[count]
    )


def ace(suit: int, field: Field, deck: str) -> str:
    """One great pip; the ace of spades, as always, the grandest."""
    x, y = at(field, 0, 0)
    if suit != 2:
        return place(pip(suit, 92, deck), x, y)
    ring = circle(0, 0, 62, fill="none", stroke=pal.INK, stroke_width=1.2)
    ring += circle(0, 0, 57, fill="none", stroke=pal.GOLD, stroke_width=3)
    return place(ring, x, y) + place(pip(suit, 110, deck), x, y)


def named_frame(field: Field) -> str:
    """The discreet mark of the eight named cards: a thin gold frame around the pips."""
    x0, y0, x1, y1 = field
    return rect(
        x0 - 2,
        y0 + 2,
        x1 - x0 + 4,
        y1 - y0 - 4,
        rx=8,
        fill="none",
        stroke=pal.GOLD,
        stroke_width=2.2,
        stroke_dasharray="1 3.5",
        stroke_linecap="round",
    )


def court(suit: int, rank: int, field: Field, deck: str, px: float) -> str:
    """A court of the Paris pattern (``svg_paris``), its great suit sign in ``deck``'s inks."""
    return svg_paris.court(
        suit, ROLE_OF_RANK[rank], field, lambda height: pip(suit, height, deck), px
    )
