"""The Spanish suits of the Aluette pack: coins, cups, swords and batons, and their layouts.

Pips are drawn in the stencil colours of the old Nantes and Thiers card makers. Coins and
cups are 100 units tall around their origin and scaled whole; swords and batons keep their
girth and grow in length, so the great crossed pairs of the 2 and 3 stay slender. Fine
ornament is drawn only when a pip is big enough in pixels to show it (``FINE_PX``), which
also keeps table-size cards quick to rasterise.
"""

from __future__ import annotations

from functools import cache

from game.ui.cardart import palette as pal
from game.ui.cardart.shapes import dot_ring, petals, wreath
from game.ui.cardart.svg import (
    Field,
    at,
    circle,
    ellipse,
    group,
    oval,
    path,
    place,
    poly,
    rect,
    symmetric,
)
from game.ui.cardart.svg_figures import ROLE_OF_RANK, Costume, figure, hand

LINE = 1.5
"""Outline width of pips in card units."""

FINE_PX = 40.0
"""A pip at least this many pixels tall gets its fine ornament."""

ROUND_SUITS = frozenset({0, 1})
"""Coins and cups are scaled whole; swords and batons are long and only grow in length."""


def fine(height: float, px: float) -> bool:
    """Whether a pip ``height`` units tall shows its ornament at ``px`` pixels per unit."""
    return height * px >= FINE_PX


def _coin(line: float, ornate: bool) -> str:
    ink = {"stroke": pal.INK, "stroke_width": line}
    parts = [circle(0, 0, 48, fill=pal.YELLOW, **ink)]
    if ornate:
        parts += [
            circle(0, 0, 38, fill="none", stroke=pal.RED, stroke_width=6),
            circle(0, 0, 34.5, fill="none", stroke=pal.INK, stroke_width=line * 0.7),
            dot_ring(16, 43.5, 1.8, pal.INK),
            path(petals(8, 8, 29, 8.5), fill=pal.RED, **ink),
            path(petals(8, 8, 22, 6, 22.5), fill=pal.BLUE, **ink),
            circle(0, 0, 8, fill=pal.YELLOW, **ink),
            circle(0, 0, 3, fill=pal.RED),
        ]
    else:
        parts += [
            circle(0, 0, 35, fill="none", stroke=pal.RED, stroke_width=9),
            circle(0, 0, 15, fill=pal.BLUE, **ink),
        ]
    return "".join(parts)


def _cup(line: float, ornate: bool) -> str:
    ink = {"stroke": pal.INK, "stroke_width": line}
    body = symmetric(
        (0, -45),
        [
            ((30, -45),),
            ((30, -22), (22, -6), (7, -3)),
            ((4.5, -1),),
            ((4.5, 27),),
            ((7, 33), (22, 37), (25, 44)),
            ((25, 49),),
            ((0, 49),),
        ],
    )
    parts = [
        path(body, fill=pal.YELLOW, **ink),
        ellipse(0, 10, 10, 6, fill=pal.BLUE, **ink),
        path(poly([(-29.4, -35.5), (29.4, -35.5), (27.8, -26.5), (-27.8, -26.5)]), fill=pal.RED),
        ellipse(0, -45, 30, 5.5, fill=pal.YELLOW_DARK, **ink),
    ]
    if ornate:
        parts += [
            path("M-24.8 44H24.8", stroke=pal.RED, stroke_width=4),
            path("M-27 -31H27", stroke=pal.YELLOW, stroke_width=1.2, stroke_dasharray="2.5 2.5"),
            path("M-16 -21Q0 -12 16 -21", fill="none", stroke=pal.INK, stroke_width=line * 0.6),
        ]
    return "".join(parts)


def _sword(line: float, ornate: bool, length: float) -> str:
    """A sword ``length`` units long, point up, hilt at the bottom."""
    ink = {"stroke": pal.INK, "stroke_width": line}
    top, bottom = -length / 2, length / 2
    g = bottom - 30  # the guard
    blade = symmetric((0, top), [((5.5, top + 10),), ((5, g + 1),), ((0, g + 1),)])
    guard = symmetric(
        (0, g - 1.5),
        [
            ((14, g - 1.5),),
            ((21, g - 1.5), (24, g + 3), (21, g + 10)),
            ((19, g + 7), (16, g + 5.5), (12, g + 5.5)),
            ((0, g + 5.5),),
        ],
    )
    parts = [path(blade, fill=pal.BLUE_LIGHT if ornate else pal.BLUE, **ink)]
    if ornate:
        parts.append(path(f"M0 {top + 9}V{g - 3}", stroke=pal.BLUE, stroke_width=2.2))
    parts.append(rect(-3.6, g + 5, 7.2, 17, fill=pal.RED, **ink))
    if ornate:
        parts.append(
            path(
                f"M-3.6 {g + 10.5}L3.6 {g + 8.5}M-3.6 {g + 16}L3.6 {g + 14}",
                stroke=pal.INK,
                stroke_width=1,
            )
        )
    parts.append(path(guard + oval(0, bottom - 4.5, 5, 5), fill=pal.YELLOW, **ink))
    return "".join(parts)


def _baton(line: float, ornate: bool, length: float) -> str:
    """A knotty cudgel ``length`` units long, thick end up, with lopped twigs."""
    ink = {"stroke": pal.INK, "stroke_width": line}
    top, bottom = -length / 2, length / 2
    club = symmetric(
        (0, top),
        [
            ((6, top), (8.5, top + 3), (8.5, top + 8)),
            ((5.6, bottom - 5),),
            ((5.6, bottom - 1.5), (4, bottom), (0, bottom)),
        ],
    )
    twigs, cuts = [], [oval(0, top + 4.5, 5.6, 2.4)]
    for k, t in enumerate((0.24, 0.44, 0.64, 0.82)):
        side = 1 if k % 2 == 0 else -1
        y = top + t * length
        r = 8.5 - 2.9 * t
        twigs.append(
            poly(
                [
                    (side * (r - 1), y - 3),
                    (side * (r + 5.5), y - 7.5),
                    (side * (r + 7.5), y - 4),
                    (side * (r - 1), y + 3),
                ]
            )
        )
        cuts.append(oval(side * (r + 6.5), y - 5.8, 1.9, 2.6))
    parts = [
        path("".join(twigs), fill=pal.GREEN, **ink),
        path(club, fill=pal.GREEN, **ink),
        path("".join(cuts), fill=pal.YELLOW, **ink),
    ]
    if ornate:
        parts.append(
            path(
                f"M-4.4 {top + 9}L-3 {bottom - 10}",
                stroke=pal.GREEN_LIGHT,
                stroke_width=2.2,
                stroke_linecap="round",
            )
        )
    parts.append(
        path(f"M-6 {bottom - 12}H6M-6.2 {bottom - 16}H6.2", stroke=pal.RED, stroke_width=2)
    )
    return "".join(parts)


@cache
def pip(suit: int, height: float, ornate: bool = True, girth: float = 1.0) -> str:
    """One pip ``height`` card units tall around the origin, outlines ``LINE`` wide.

    A sword or baton is at most ``girth`` times as thick as a 100-unit one.
    """
    if suit in ROUND_SUITS:
        scale = height / 100
        body = (_coin if suit == 0 else _cup)(LINE / scale, ornate)
    else:
        scale = min(height / 100, girth)
        body = (_sword if suit == 2 else _baton)(LINE / scale, ornate, height / scale)
    return group(body, transform=f"scale({scale:.4f})")


def grip(suit: int, height: float) -> float:
    """How far below the centre of a sword or baton of girth 1 a hand holds it."""
    scale = min(height / 100, 1.0)
    return height / 2 - (16.5 if suit == 2 else 14) * scale


# Layouts: (u, v, height, angle), u and v in -1..1 across the pip field.
Layout = tuple[tuple[float, float, float, float], ...]
CROSSED_GIRTH = 1.3
"""The great crossed swords and batons of the 2 and 3 are a little stouter."""


def _grid(columns: tuple[float, ...], rows: tuple[float, ...], h: float) -> Layout:
    return tuple((u, v, h, 0.0) for u in columns for v in rows)


ROUND_LAYOUTS: dict[int, Layout] = {
    2: ((0, -0.52, 58, 0), (0, 0.52, 58, 0)),
    3: ((0, -0.64, 54, 0), (0, 0, 54, 0), (0, 0.64, 54, 0)),
    4: _grid((-0.5, 0.5), (-0.5, 0.5), 50),
    5: (*_grid((-0.5, 0.5), (-0.6, 0.6), 46), (0, 0, 46, 0)),
    6: _grid((-0.5, 0.5), (-0.64, 0, 0.64), 46),
    7: (*_grid((-0.62, 0.62), (-0.66, 0, 0.66), 38), (0, -0.33, 38, 0)),
    8: (*_grid((-0.62, 0.62), (-0.66, 0, 0.66), 38), (0, -0.33, 38, 0), (0, 0.33, 38, 0)),
    9: _grid((-0.66, 0, 0.66), (-0.66, 0, 0.66), 37),
}

LONG_LAYOUTS: dict[int, Layout] = {
    2: ((0, 0, 220, -22), (0, 0, 220, 22)),
    3: ((0, 0, 205, -27), (0, 0, 205, 27), (0, 0, 225, 0)),
    4: _grid((-0.5, 0.5), (-0.5, 0.5), 118),
    5: (*_grid((-0.66, 0.66), (-0.5, 0.5), 112), (0, 0, 112, 0)),
    6: _grid((-0.5, 0.5), (-0.66, 0, 0.66), 84),
    7: (*_grid((-0.7, 0.7), (-0.66, 0, 0.66), 84), (0, 0, 84, 0)),
    8: (*_grid((-0.7, 0.7), (-0.66, 0, 0.66), 84), (0, -0.36, 84, 0), (0, 0.36, 84, 0)),
    9: _grid((-0.7, 0, 0.7), (-0.66, 0, 0.66), 84),
}


def placed(suit: int, field: Field, layout: Layout, px: float) -> str:
    """Pips of a layout over a field."""
    girth = CROSSED_GIRTH if len(layout) <= 3 else 1.0
    return "".join(
        place(pip(suit, h, fine(h, px), girth), *at(field, u, v), angle=a) for u, v, h, a in layout
    )


def pips(suit: int, count: int, field: Field, px: float) -> str:
    """The pips of a numeral card 2–9 in the traditional arrangement of its suit."""
    layout = (ROUND_LAYOUTS if suit in ROUND_SUITS else LONG_LAYOUTS)[count]
    return placed(suit, field, layout, px)


def ace(suit: int, field: Field) -> str:
    """The ace: a sun of a coin, or a great pip in a laurel wreath."""
    x, y = at(field, 0, 0)
    if suit == 0:
        rays = path(petals(16, 60, 76, 7), fill=pal.RED, stroke=pal.INK, stroke_width=LINE)
        rays += path(
            petals(16, 58, 70, 6, 11.25), fill=pal.YELLOW, stroke=pal.INK, stroke_width=LINE
        )
        return place(rays, x, y) + place(pip(0, 120), x, y)
    height = 125 if suit == 1 else 225
    return place(wreath(70, LINE), x, y + 12) + place(pip(suit, height, girth=1.7), x, y)


def mark(suit: int, height: float) -> str:
    """The small suit sign of a corner index: simplified, long suits slanted to read at once."""
    if suit in ROUND_SUITS:
        return pip(suit, height, False)
    return place(pip(suit, height * 1.5, False), 0, 0, angle=35)


_COSTUMES = (
    # per suit: main and second colours; hair of the valet, dame and king
    (pal.RED, pal.BLUE, ("#7a4a22", "#c8952f", pal.GREY)),
    (pal.BLUE, pal.RED, ("#c8952f", "#8a4a24", "#5a3a22")),
    (pal.RED, pal.GREEN, ("#3b2a1e", "#c8952f", "#3b2a1e")),
    (pal.GREEN, pal.RED, ("#c8952f", "#5a3a22", pal.GREY)),
)


def _held(suit: int, px: float) -> str:
    """The suit sign as a hand at the origin holds it: coins and cups on the palm, swords and
    batons upright in the fist."""
    if suit in ROUND_SUITS:
        height = 40 if suit == 0 else 48
        return place(pip(suit, height, fine(height, px)), 0, -20 if suit == 0 else -15)
    length = 112
    return place(pip(suit, length, fine(length, px)), 0, -grip(suit, length)) + hand(0, 0)


def court(suit: int, rank: int, field: Field, px: float) -> str:
    """Valet, dame or king standing, holding the suit sign, filling the field."""
    main, second, hair = _COSTUMES[suit]
    role = ROLE_OF_RANK[rank]
    if role == "dame":
        main, second = second, main
    x, y = at(field, 0, 0)
    scale = (field[3] - field[1]) / 266
    return place(figure(role, Costume(main, second, hair[rank - 9]), _held(suit, px)), x, y, scale)
