"""Small reusable drawings shared by the pips, figures and backs: petals, leaves, wreaths.

Shapes are drawn around the origin, as path data (to merge into one path with others of the
same style) or as finished fragments; ``line`` is an outline width in the fragment's own
units, so that callers that scale a fragment can keep its outlines even.
"""

from __future__ import annotations

import math

from game.ui.cardart import palette as pal
from game.ui.cardart.svg import Point, num, oval, path, poly


def turn(p: Point, degrees: float) -> Point:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)


def petals(n: int, inner: float, outer: float, width: float, start: float = 0.0) -> str:
    """Path data of n pointed petals around the origin, the first pointing up turned by start."""
    d = []
    for k in range(n):
        a = start + k * 360 / n
        p0 = turn((0, -inner), a)
        c1 = turn((width, -inner - (outer - inner) * 0.35), a)
        tip = turn((0, -outer), a)
        c2 = turn((-width, -inner - (outer - inner) * 0.35), a)
        d.append(
            f"M{num(p0[0])} {num(p0[1])}"
            f"Q{num(c1[0])} {num(c1[1])} {num(tip[0])} {num(tip[1])}"
            f"Q{num(c2[0])} {num(c2[1])} {num(p0[0])} {num(p0[1])}Z"
        )
    return "".join(d)


def leaf(base: Point, tip: Point, width: float) -> str:
    """Path data of a pointed leaf from base to tip."""
    (bx, by), (tx, ty) = base, tip
    mx, my = (bx + tx) / 2, (by + ty) / 2
    nx, ny = -(ty - by), tx - bx
    length = math.hypot(nx, ny) or 1.0
    nx, ny = nx / length * width, ny / length * width
    return (
        f"M{num(bx)} {num(by)}Q{num(mx + nx)} {num(my + ny)} {num(tx)} {num(ty)}"
        f"Q{num(mx - nx)} {num(my - ny)} {num(bx)} {num(by)}Z"
    )


def wreath(radius: float, line: float, pairs: int = 6) -> str:
    """A laurel wreath open at the top, its two branches meeting below: frames the aces."""
    stems, foliage = [], []
    length = radius * 0.3
    for side in (-1, 1):
        angles = [math.radians(18 + k * 132 / pairs) for k in range(pairs + 1)]
        pts = [(side * radius * math.sin(t), radius * math.cos(t)) for t in angles]
        stems.append(poly(pts, closed=False))
        for t, (x, y) in zip(angles[1:], pts[1:], strict=True):
            tangent = (side * math.cos(t) * length, -math.sin(t) * length)
            for bend in (-38, 38):
                tx, ty = turn(tangent, bend * side)
                foliage.append(leaf((x, y), (x + tx, y + ty), length * 0.28))
    return path("".join(stems), fill="none", stroke=pal.GREEN, stroke_width=line * 1.6) + path(
        "".join(foliage), fill=pal.GREEN, stroke=pal.INK, stroke_width=line * 0.6
    )


def dot_ring(n: int, radius: float, size: float, colour: str) -> str:
    """n dots evenly spaced on a circle, as one path."""
    dots = (turn((0, -radius), k * 360 / n) for k in range(n))
    return path("".join(oval(x, y, size, size) for x, y in dots), fill=colour)
