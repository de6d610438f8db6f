"""Card backs and the table cloth, as SVG documents.

Two backs in the manner of old French packs: a red lattice with a sun rosette, and a blue
ground strewn with flowers around the cow of the "jeu de la Vache". The cloth is a green
baize, lighter where the lamp falls, with a faint twill woven over it.
nanosvg has no clipping, so lattices are clipped here, line by line.
"""

from __future__ import annotations

from game.ui.cardart import palette as pal
from game.ui.cardart.shapes import dot_ring, petals
from game.ui.cardart.svg import (
    CARD_W,
    Field,
    circle,
    document,
    ellipse,
    gradient,
    num,
    path,
    place,
    rect,
)
from game.ui.cardart.svg_face import card_height, paper, view_height
from game.ui.cardart.svg_spanish import LINE

BACK_DESIGNS = 2
"""How many back designs exist; ``back_svg`` takes 0 to BACK_DESIGNS - 1."""

_RED_BACK = "#8f2a23"
_BLUE_BACK = "#24406e"
_PATCH = "#9a4b2a"
_INK = {"stroke": pal.INK, "stroke_width": LINE}


def _diagonals(box: Field, step: float, both: bool = True) -> str:
    """Path data of diagonal lines over a box, clipped to it (nanosvg cannot clip)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    d = []
    k = step / 2
    while k < w + h:
        # the line (x - x0) + (y - y0) = k, and if both, its mirror image left to right
        ax, ay = (x0 + k, y0) if k <= w else (x1, y0 + k - w)
        bx, by = (x0, y0 + k) if k <= h else (x0 + k - h, y1)
        d.append(f"M{num(ax)} {num(ay)}L{num(bx)} {num(by)}")
        if both:
            d.append(f"M{num(x0 + x1 - ax)} {num(ay)}L{num(x0 + x1 - bx)} {num(by)}")
        k += step
    return "".join(d)


def _crossings(box: Field, step: float, margin: float) -> list[tuple[float, float]]:
    """Where the two families of ``_diagonals`` meet, inside the box less a margin."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    n = int((w + h) / step) + 1
    points = []
    for i in range(n):
        for j in range(n):
            k, k2 = step / 2 + i * step, step / 2 + j * step
            x, y = x0 + (k - k2 + w) / 2, y0 + (k + k2 - w) / 2
            if x0 + margin < x < x1 - margin and y0 + margin < y < y1 - margin:
                points.append((x, y))
    return points


def _lattice_back(h: float) -> str:
    box = (11.0, 11.0, CARD_W - 11, h - 11)
    x0, y0, x1, y1 = box
    step = 21.0
    dots = "".join(circle(x, y, 2.2) for x, y in _crossings(box, step, 4))
    medallion = [
        circle(0, 0, 46, fill=pal.PAPER, stroke=pal.GOLD, stroke_width=3),
        circle(0, 0, 40, fill="none", stroke=_RED_BACK, stroke_width=1.2),
        path(petals(16, 10, 36, 6), fill=_RED_BACK, stroke=pal.INK, stroke_width=0.8),
        path(petals(16, 9, 28, 5, 11.25), fill=pal.YELLOW, stroke=pal.INK, stroke_width=0.8),
        circle(0, 0, 10, fill=pal.BLUE, stroke=pal.INK, stroke_width=1),
        dot_ring(8, 5.5, 1.4, pal.YELLOW),
    ]
    return "".join(
        [
            rect(x0, y0, x1 - x0, y1 - y0, rx=6, fill=_RED_BACK),
            path(_diagonals(box, step), stroke=pal.GOLD, stroke_width=1.1, opacity=0.8),
            f'<g fill="{pal.PAPER}">{dots}</g>',
            place("".join(medallion), CARD_W / 2, h / 2),
            _fillets(x0, y0, x1, y1),
        ]
    )


def _fillets(x0: float, y0: float, x1: float, y1: float) -> str:
    """The double gilt line just inside a back's border."""
    outer = rect(x0, y0, x1 - x0, y1 - y0, rx=6, fill="none", stroke=pal.GOLD, stroke_width=2.4)
    inner = rect(
        x0 + 5,
        y0 + 5,
        x1 - x0 - 10,
        y1 - y0 - 10,
        rx=3,
        fill="none",
        stroke=pal.GOLD,
        stroke_width=0.9,
    )
    return outer + inner


def cow() -> str:
    """A Normandy cow lying down, facing left, about 170 × 95 units around the origin: the
    blue back's medallion, and Aluette's La Vache."""
    white = {"fill": pal.WHITE, **_INK}
    return "".join(
        [
            ellipse(-4, 35, 84, 5, fill=pal.GREEN_LIGHT),
            path("M64 -6C74 0 74 18 68 28", fill="none", stroke=pal.INK, stroke_width=2),
            path("M66 25C71 29 72 34 68 37C63 35 63 29 66 25Z", fill=pal.HAIR, **_INK),
            path(
                "M-42 -8C-34 -28 6 -30 30 -26C48 -24 64 -16 66 4C68 20 60 30 44 31L-30 31"
                "C-46 31 -52 18 -42 -8Z",
                **white,
            ),
            path(
                "M-6 -25C4 -27 16 -26 22 -23C24 -13 13 -6 4 -9C-3 -11 -9 -17 -6 -25Z"
                "M36 -13C45 -16 55 -10 56 1C55 11 44 14 37 7C33 1 31 -8 36 -13Z"
                "M-30 -4C-24 -10 -16 -8 -14 0C-14 8 -24 12 -30 8Z",
                fill=_PATCH,
            ),
            path("M20 10C30 4 46 8 48 20C48 29 40 33 30 33L8 33C4 30 10 24 20 22Z", **white),
            path("M2 29C-1 29 -2 33 1 35L10 35C8 33 8 30 10 29Z", fill=pal.INK),
            path("M-36 22C-46 22 -58 24 -66 28C-70 31 -69 35 -64 35L-36 35Z", **white),
            path("M-66 28C-71 29 -72 35 -68 35.6L-63 35.6C-65 33 -65 30 -63 28.4Z", fill=pal.INK),
            path("M-56 -36C-52 -43 -45 -46 -40 -44C-44 -40 -50 -37 -55 -34Z", **white),
            path(
                "M-63 -40C-66 -48 -62 -54 -55 -57C-59 -52 -60 -46 -58 -40Z",
                fill="#efe1bf",
                **_INK,
            ),
            path(
                "M-70 -38C-75 -45 -74 -52 -69 -56C-70 -50 -68 -45 -65 -40Z",
                fill="#efe1bf",
                **_INK,
            ),
            path(
                "M-38 -10C-44 -22 -50 -34 -58 -38C-66 -42 -74 -38 -76 -30C-80 -22 -84 -14 -84 -8"
                "C-84 -2 -76 0 -70 -2C-60 -4 -50 4 -42 8Z",
                **white,
            ),
            ellipse(-66, -28, 6.5, 5, fill=_PATCH),
            circle(-66, -28, 1.9, fill=pal.INK),
            ellipse(-78.5, -7, 6, 5, fill="#e9b7a0", **_INK),
            circle(-81.5, -8, 1.2, fill=pal.INK),
            path("M-79 -1Q-74 1 -70 -2", fill="none", stroke=pal.INK, stroke_width=1),
        ]
    )


def _flower_back(h: float) -> str:
    x0, y0, x1, y1 = 11.0, 11.0, CARD_W - 11, h - 11
    parts = [rect(x0, y0, x1 - x0, y1 - y0, rx=6, fill=_BLUE_BACK)]
    flowers = []
    step = 20.0
    row = 0
    y = y0 + 12
    while y < y1 - 8:
        x = x0 + 12 + (step / 2 if row % 2 else 0)
        while x < x1 - 8:
            flowers.append(place(_FLOWER, x, y))
            x += step
        y += step * 0.87
        row += 1
    parts.append("".join(flowers))
    cx, cy = CARD_W / 2, h / 2
    medallion = (
        ellipse(0, 0, 58, 44, fill=pal.PAPER, stroke=pal.GOLD, stroke_width=3.2)
        + ellipse(0, 0, 52, 38, fill="none", stroke=_BLUE_BACK, stroke_width=1.2)
        + place(cow(), 0, 2, 0.56)
    )
    parts.append(place(medallion, cx, cy))
    parts.append(_fillets(x0, y0, x1, y1))
    return "".join(parts)


_FLOWER = path(petals(4, 0.8, 6.5, 3), fill=pal.PAPER, opacity=0.85) + circle(
    0, 0, 1.5, fill=pal.YELLOW
)

_BACKS = (_lattice_back, _flower_back)


def back_svg(design: int, width_px: int) -> str:
    """SVG document of a card back at ``width_px`` pixels wide."""
    h = view_height(width_px)
    blank, defs = paper(h, width_px)
    body = blank + _BACKS[design](h)
    return document(body, (width_px, card_height(width_px)), (CARD_W, h), defs)


def felt_svg(size: tuple[int, int]) -> str:
    """SVG document of the cloth's light, in pixel units: smooth, so it may be drawn small
    and scaled up (nanosvg takes some 40 ms to fill a full-HD window)."""
    w, h = size
    defs = gradient(
        "radial",
        "felt",
        [(0, "#3f7048"), (0.55, "#2f5a38"), (1, "#173121")],
        cx=w / 2,
        cy=h * 0.45,
        r=max(w, h) * 0.75,
    )
    return document(rect(0, 0, w, h, fill="url(#felt)"), size, (float(w), float(h)), defs)


TWILL_TILE = 40
"""Side of the square twill tile in pixels; a multiple of the twill's 5-pixel step."""


def twill_svg() -> str:
    """SVG document of a seamless tile of the cloth's diagonal weave, to lay over its light."""
    t = TWILL_TILE
    lines = _diagonals((0, 0, t, t), 5.0, both=False)
    body = path(lines, stroke="#0c1f12", stroke_width=1.0, opacity=0.13)
    return document(body, (t, t), (float(t), float(t)))
