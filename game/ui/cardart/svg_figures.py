"""Court figures: king, dame and valet, in the manner of old Spanish-suited cards.

A figure is drawn standing, 270 units tall around its origin (head near y = -92, feet at
y = 124), from shared parts: a head with an expression, a headdress, a costume in two stencil
colours, arms and the thing held. The Spanish pack shows whole standing figures holding their
suit sign; the French pack's twelve named people (``svg_paris``) are built from the same parts,
cut at the belt. The named cards' portraits are heads and shoulders (``portrait``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.cardart import palette as pal
from game.ui.cardart.svg import (
    Point,
    circle,
    ellipse,
    num,
    oval,
    path,
    place,
    poly,
    symmetric,
)

LINE = 1.4
_INK = {"stroke": pal.INK, "stroke_width": LINE}
HEAD_Y = -92.0
HEM_Y = 118.0
WAIST_Y = -16.0
PORTRAIT_CUT = -38.0
"""Where a portrait's shoulders end, in figure units."""

ROLE_OF_RANK = {9: "valet", 10: "dame", 11: "king"}
"""The figure of each court rank (``game.aluette.cards.RANKS`` index): J, Q (cavalier) and K."""


@dataclass(frozen=True)
class Costume:
    """The two stencil colours of a figure's dress, and its hair."""

    main: str
    second: str
    hair: str = pal.HAIR


# --- the head ------------------------------------------------------------------------------


def head(
    expression: str = "calm", hair: str = pal.HAIR, beard: bool = False, long_hair: bool = False
) -> str:
    """A face around the origin (about 26 × 32): ``calm``, ``up`` (eyes to the sky),
    ``one_eye`` (an eye patch), ``pout`` or ``smile``."""
    parts = []
    if long_hair:
        parts.append(
            path(
                symmetric(
                    (0, -19),
                    [
                        ((13, -19), (18.5, -10), (18.5, 0)),
                        ((18.5, 12), (20, 22), (23, 29)),
                        ((13, 28),),
                        ((12, 22), (11, 16), (8, 12)),
                        ((0, 12),),
                    ],
                ),
                fill=hair,
                **_INK,
            )
        )
    parts.append(
        path(
            symmetric(
                (0, -15.5),
                [((8, -15.5), (12.5, -9), (12.5, -1)), ((12.5, 8), (7, 15.5), (0, 15.5))],
            ),
            fill=pal.FLESH,
            **_INK,
        )
    )
    parts.append(path(oval(-12, 0, 2.4, 4) + oval(12, 0, 2.4, 4), fill=pal.FLESH, **_INK))
    parts.append(
        path(
            "M-12.6 -3C-13 -12 -8 -17.4 0 -17.4S13 -12 12.6 -3C11 -8 8 -11 4 -12"
            "C0 -10 -6 -10 -9 -12C-11 -10 -12 -7 -12.6 -3Z",
            fill=hair,
            **_INK,
        )
    )
    parts.append(_eyes(expression))
    parts.append(
        path(
            "M0.6 -3L-1.4 4.4Q0 5.4 1.6 4.6",
            fill="none",
            stroke=pal.INK,
            stroke_width=1.0,
            stroke_linecap="round",
        )
    )
    parts.append(
        path(oval(-6.4, 5, 2.2, 2.2) + oval(6.4, 5, 2.2, 2.2), fill="#eaa58a", opacity=0.6)
    )
    parts.append(_MOUTHS[expression])
    if beard:
        parts.append(
            path(
                "M-12 1C-12.5 12 -6 21 0 23C6 21 12.5 12 12 1C10 8 6 10 3 9.6"
                "Q0 8.4 -3 9.6C-6 10 -10 8 -12 1Z",
                fill=hair,
                **_INK,
            )
        )
        parts.append(
            path(
                "M-5.6 9.2Q-2 6.8 0 8.4Q2 6.8 5.6 9.2",
                fill="none",
                stroke=pal.INK,
                stroke_width=1.1,
            )
        )
    return "".join(parts)


def _eyes(expression: str) -> str:
    brows = path(
        "M-8 -6.4Q-5 -8.4 -2 -6.6M2 -6.6Q5 -8.4 8 -6.4",
        fill="none",
        stroke=pal.INK,
        stroke_width=1.0,
    )
    if expression == "one_eye":
        patch = path("M-8.4 -3.4Q-5 -6 -1.8 -3.4Q-2 1 -5 1.6Q-8.2 1 -8.4 -3.4Z", fill=pal.INK)
        band = path("M-12.4 -8L-1.8 -3.4M-8.4 -3.4L-12.6 0.6", stroke=pal.INK, stroke_width=1)
        return brows + patch + band + _eye(5, -2, 0)
    if expression == "up":
        return brows + _eye(-5, -2.4, -1.1) + _eye(5, -2.4, -1.1)
    return brows + _eye(-5, -2, 0) + _eye(5, -2, 0)


def _eye(x: float, y: float, look: float) -> str:
    white = ellipse(x, y, 2.7, 1.6, fill=pal.WHITE, stroke=pal.INK, stroke_width=0.8)
    return white + circle(x, y + look, 1.15, fill=pal.INK)


_MOUTHS = {
    "calm": path("M-3.2 9.6Q0 10.8 3.2 9.6", fill="none", stroke=pal.RED_DARK, stroke_width=1.3),
    "smile": path(
        "M-3.6 9Q0 12 3.6 9Q0 10.4 -3.6 9Z", fill=pal.RED, stroke=pal.RED_DARK, stroke_width=0.8
    ),
    "up": path("M-2.6 10H2.6", stroke=pal.RED_DARK, stroke_width=1.3),
    "one_eye": path("M-3.6 10.2Q0 9 3.6 9.6", fill="none", stroke=pal.RED_DARK, stroke_width=1.3),
    "pout": ellipse(0, 10, 2.6, 2.2, fill=pal.RED, stroke=pal.RED_DARK, stroke_width=0.9),
}


# --- headdresses ---------------------------------------------------------------------------


def crown(width: float = 28.0, points: int = 3) -> str:
    """A gold crown whose band sits at y = 0, jewelled."""
    half = width / 2
    top = [(-half, 0.0), (-half - 1, -14.0)]
    step = width / (points * 2 - 2)
    for k in range(1, points * 2 - 1):
        top.append((-half + k * step, -6.0 if k % 2 else -15.0))
    top += [(half + 1, -14.0), (half, 0.0)]
    parts = [path(poly(top), fill=pal.YELLOW, **_INK)]
    parts.append(
        path(
            poly([(-half, 0), (half, 0), (half, -4.2), (-half, -4.2)]), fill=pal.YELLOW_DARK, **_INK
        )
    )
    tips = [p for p in top[1:-1] if p[1] < -10]
    parts += [circle(x, y - 1.6, 2.1, fill=pal.WHITE, **_INK) for x, y in tips]
    parts += [circle(x, -2.1, 1.4, fill=pal.RED) for x in (-half / 2, 0, half / 2)]
    return "".join(parts)


def _valet_hat(costume: Costume) -> str:
    feather = path("M6 -8C12 -20 22 -26 30 -24C24 -20 18 -14 12 -6Z", fill=costume.second, **_INK)
    feather += path("M8 -8C14 -16 20 -21 28 -23.6", fill="none", stroke=pal.INK, stroke_width=0.8)
    dome = ellipse(0, -6, 12, 7.5, fill=costume.main, **_INK)
    brim = ellipse(0, -1, 19, 4.6, fill=costume.main, **_INK)
    return (
        feather
        + dome
        + brim
        + path("M-11 -2.4Q0 0.6 11 -2.4", fill="none", stroke=pal.YELLOW, stroke_width=1.6)
    )


VEIL = path(
    symmetric((0, -24), [((15, -22),), ((22, -8), (25, 14), (28, 34)), ((17, 33),), ((0, 26),)]),
    fill=pal.WHITE,
    **_INK,
)


# --- bodies --------------------------------------------------------------------------------


def _cut(points: list[tuple[Point, ...]], bottom: float) -> list[tuple[Point, ...]]:
    """A half outline going down, stopped at ``bottom`` and closed to the axis."""
    out: list[tuple[Point, ...]] = []
    for seg in points:
        if seg[-1][1] >= bottom:
            x = seg[-1][0] if len(seg) == 1 else seg[0][0]
            out += [((x, bottom),), ((0.0, bottom),)]
            return out
        out.append(seg)
    return [*out, ((0.0, out[-1][-1][1]),)]


def _shape(start: Point, half: list[tuple[Point, ...]], bottom: float, fill: str) -> str:
    if start[1] >= bottom:
        return ""
    return path(symmetric(start, _cut(half, bottom)), fill=fill, **_INK)


def _folds(d: str, bottom: float) -> str:
    """Engraved fold lines on a long garment, drawn only on whole figures."""
    if bottom <= HEM_Y:
        return ""
    return path(
        d, fill="none", stroke=pal.INK, stroke_width=1.1, opacity=0.45, stroke_linecap="round"
    )


def _king_body(c: Costume, bottom: float) -> str:
    mantle = _shape(
        (0, -78),
        [
            ((20, -78),),
            ((34, -74), (40, -66), (42, -56)),
            ((46, -10),),
            ((56, 60),),
            ((60, HEM_Y),),
        ],
        bottom,
        c.second,
    )
    robe = _shape(
        (0, -76),
        [((16, -76),), ((26, -72), (30, -64), (30, -54)), ((31.4, -20),), ((38, HEM_Y),)],
        bottom,
        c.main,
    )
    folds = _folds(
        "M-13 -8Q-15 50 -18 108M13 -8Q15 50 18 108M-24 -6Q-27 50 -31 108M24 -6Q27 50 31 108"
        "M-45 0Q-49 60 -53 114M45 0Q49 60 53 114",
        bottom,
    )
    parts = [mantle, robe, folds]
    band_bottom = min(bottom, HEM_Y)
    parts.append(
        path(
            poly([(-5, -48), (5, -48), (6, band_bottom), (-6, band_bottom)]),
            fill=pal.YELLOW,
            **_INK,
        )
    )
    studs = "".join(oval(0, y, 1.6, 1.6) for y in range(-40, int(band_bottom) - 4, 12))
    parts.append(path(studs, fill=pal.RED))
    if bottom > WAIST_Y + 3:
        parts.append(
            path(
                poly(
                    [
                        (-31.6, WAIST_Y - 3),
                        (31.6, WAIST_Y - 3),
                        (31.8, WAIST_Y + 3),
                        (-31.8, WAIST_Y + 3),
                    ]
                ),
                fill=pal.YELLOW,
                **_INK,
            )
        )
    if bottom > HEM_Y:
        parts.append(
            path(
                poly([(-37.6, HEM_Y - 8), (37.6, HEM_Y - 8), (38, HEM_Y), (-38, HEM_Y)]),
                fill=pal.YELLOW,
                **_INK,
            )
        )
    parts.append(_ermine_cape())
    return "".join(parts)


def _ermine_cape() -> str:
    cape = path(
        symmetric(
            (0, -79),
            [((18, -79),), ((34, -75), (42, -63), (40, -50)), ((30, -42), (12, -42), (0, -45))],
        ),
        fill=pal.WHITE,
        **_INK,
    )
    tails = "".join(
        f"M{num(x)} {num(y)}v3.4M{num(x - 1.4)} {num(y + 4.4)}l1.4 -1.4l1.4 1.4"
        for x, y in ((-30, -66), (-20, -56), (-10, -66), (10, -66), (20, -56), (30, -66))
    )
    return cape + path(tails, fill="none", stroke=pal.INK, stroke_width=1)


def _dame_body(c: Costume, bottom: float) -> str:
    chest = path(poly([(-13, -80), (13, -80), (14, -64), (-14, -64)]), fill=pal.FLESH, **_INK)
    skirt = _shape(
        (0, WAIST_Y - 6),
        [((17, WAIST_Y - 6),), ((26, 20), (40, 70), (48, HEM_Y)), ((0, HEM_Y + 4),)],
        bottom,
        c.main,
    )
    panel = _shape((0, WAIST_Y), [((8, WAIST_Y),), ((22, HEM_Y),)], bottom, c.second)
    bodice = _shape(
        (0, -65),
        [
            ((14, -65),),
            ((14, -75),),
            ((22, -76), (28, -70), (28, -60)),
            ((26, -40), (20, -28), (17, WAIST_Y - 4)),
            ((0, WAIST_Y - 4),),
        ],
        bottom,
        c.second,
    )
    folds = _folds(
        "M-14 -8Q-24 50 -34 114M14 -8Q24 50 34 114M-3 -8Q-4 50 -6 118M3 -8Q4 50 6 118"
        "M-20 4Q-33 60 -42 113M20 4Q33 60 42 113",
        bottom,
    )
    parts = [chest, skirt, panel, folds, bodice]
    parts.append(path("M-14 -65H14", stroke=pal.YELLOW, stroke_width=2.4))
    parts.append(
        path(
            "M-9 -71Q0 -64 9 -71",
            fill="none",
            stroke=pal.YELLOW,
            stroke_width=1.5,
            stroke_dasharray="1.5 2",
        )
    )
    if bottom > HEM_Y:
        parts.append(path("M-46 112Q0 122 46 112", fill="none", stroke=pal.YELLOW, stroke_width=3))
    return "".join(parts)


def _valet_body(c: Costume, bottom: float) -> str:
    parts = []
    if bottom > 20:
        for side in (-1, 1):
            leg = poly([(side * 2, 14), (side * 17, 14), (side * 14.5, 112), (side * 4.5, 112)])
            parts.append(path(leg, fill=c.second, **_INK))
            parts.append(
                path(
                    f"M{side * 4} 116C{side * 4} 110 {side * 14} 110 {side * 15} 114"
                    f"L{side * 22} 120H{side * 4}Z",
                    fill=pal.INK,
                )
            )
    tunic = _shape(
        (0, -76),
        [
            ((14, -76),),
            ((24, -74), (28, -66), (28, -56)),
            ((24, WAIST_Y),),
            ((30, 0), (34, 10), (36, 18)),
            ((0, 20),),
        ],
        bottom,
        c.main,
    )
    parts.append(tunic)
    parts.append(_folds("M-10 -8L-13 16M10 -8L13 16M-19 -6L-26 15M19 -6L26 15", bottom))
    if bottom > WAIST_Y + 1:
        parts.append(
            path(
                poly(
                    [
                        (-24.4, WAIST_Y - 5),
                        (24.4, WAIST_Y - 5),
                        (24.2, WAIST_Y + 1),
                        (-24.2, WAIST_Y + 1),
                    ]
                ),
                fill=pal.YELLOW,
                **_INK,
            )
        )
    buttons = "".join(oval(0, y, 1.7, 1.7) for y in (-64, -52, -40, -30) if y < bottom - 3)
    if buttons:
        parts.append(path(buttons, fill=pal.YELLOW, **_INK))
    parts.append(path("M-14 -76Q0 -68 14 -76L12 -80H-12Z", fill=pal.WHITE, **_INK))
    return "".join(parts)


# --- arms and what they hold -----------------------------------------------------------------


def arm(points: list[Point], sleeve: str, width: float = 11.0) -> str:
    """A sleeved arm along a polyline from shoulder to wrist, with its hand."""
    d = poly(points, closed=False)
    outline = path(
        d,
        fill="none",
        stroke=pal.INK,
        stroke_width=width + 2 * LINE,
        stroke_linecap="round",
        stroke_linejoin="round",
    )
    cloth = path(
        d,
        fill="none",
        stroke=sleeve,
        stroke_width=width,
        stroke_linecap="round",
        stroke_linejoin="round",
    )
    return outline + cloth + hand(*points[-1])


def hand(x: float, y: float) -> str:
    return circle(x, y, 5.2, fill=pal.FLESH, **_INK)


def sceptre(x: float, top: float, bottom: float) -> str:
    rod = path(
        f"M{num(x)} {num(top)}V{num(bottom)}",
        stroke=pal.INK,
        stroke_width=4.6,
        stroke_linecap="round",
    )
    rod += path(
        f"M{num(x)} {num(top)}V{num(bottom)}",
        stroke=pal.YELLOW,
        stroke_width=2.4,
        stroke_linecap="round",
    )
    orb = circle(x, top - 4, 5, fill=pal.YELLOW, **_INK) + path(
        f"M{num(x)} {num(top - 13)}v8M{num(x - 3)} {num(top - 10)}h6",
        stroke=pal.INK,
        stroke_width=1.6,
    )
    return rod + orb


@dataclass(frozen=True)
class Pose:
    """Where a figure's arms go: ``holding`` ends at the hand that holds the suit sign."""

    holding: tuple[Point, ...]
    other: tuple[Point, ...]
    sceptre: bool = False


POSES = {
    "king": Pose(((-28, -62), (-40, -38), (-38, -20)), ((28, -62), (38, -42), (32, -28)), True),
    "dame": Pose(((26, -64), (36, -44), (40, -24)), ((-25, -64), (-30, -40), (-12, -26))),
    "valet": Pose(((-26, -66), (-38, -50), (-40, -30)), ((26, -66), (38, -42), (24, -16))),
}


_BODIES = {"king": _king_body, "dame": _dame_body, "valet": _valet_body}


def body(role: str, costume: Costume, bottom: float) -> str:
    """The dress of a ``role`` figure without arms nor head, drawn down to ``bottom``."""
    return _BODIES[role](costume, bottom)


def figure(role: str, costume: Costume, held: str, bottom: float = HEM_Y + 20) -> str:
    """A court figure of ``role`` (king, dame, valet) drawn down to ``bottom``.

    ``held`` is a fragment placed at the holding hand: drawn so that a hand at its origin
    grasps it.
    """
    pose = POSES[role]
    sleeve = costume.main if role == "dame" else costume.second
    parts = []
    if bottom > HEM_Y:
        parts.append(ellipse(0, HEM_Y + 8, 48, 6, fill=pal.GREEN, **_INK))
        if role != "valet":
            parts.append(
                path(oval(-12, HEM_Y + 3, 9, 4.6) + oval(12, HEM_Y + 3, 9, 4.6), fill=pal.INK)
            )
    parts.append(_BODIES[role](costume, bottom))
    parts.append(arm(list(pose.other), sleeve))
    if pose.sceptre:
        x, y = pose.other[-1]
        parts.append(sceptre(x, HEAD_Y, min(bottom, 40)))
        parts.append(hand(x, y))
    parts.append(arm(list(pose.holding), sleeve))
    parts.append(place(held, *pose.holding[-1]))
    parts.append(place(_headwear(role, costume, "calm"), 0, HEAD_Y))
    return "".join(parts)


def portrait(
    role: str, costume: Costume, expression: str, tilt: float = 0.0, beard: bool = False
) -> str:
    """Head and shoulders of a figure, cut at ``PORTRAIT_CUT``, the head tilted at the neck."""
    body = _BODIES[role](costume, PORTRAIT_CUT)
    head_part = _headwear(role, costume, expression, beard)
    return body + place(place(head_part, 0, -16), 0, HEAD_Y + 16, angle=tilt)


def _headwear(role: str, costume: Costume, expression: str, beard: bool = False) -> str:
    if role == "king":
        return head(expression, costume.hair, beard=True) + place(crown(), 0, -14)
    if role == "dame":
        face = head(expression if expression != "calm" else "smile", costume.hair, long_hair=True)
        return VEIL + face + place(crown(22), 0, -14)
    return head(expression, costume.hair, beard=beard) + place(_valet_hat(costume), 0, -13)
