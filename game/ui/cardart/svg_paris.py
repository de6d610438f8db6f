"""The twelve courts of the Paris pattern (portrait officiel), each one its own named person.

French players know their court cards as people, each named on the card: the kings David,
Charles, César and Alexandre, the queens Pallas, Judith, Rachel and Argine, the valets Ogier,
La Hire, Hector and Lancelot. Each is drawn here from the shared parts of ``svg_figures``
(figure units: the head at y = -92, the figure cut at the belt) with its own face, beard,
headdress, dress colours and what it holds, double-headed about a beaded band, the great suit
sign in the left corner and the name in the right one, as the portrait officiel prints them.
``assets/README.md`` says what each figure follows.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.ui.cardart import palette as pal
from game.ui.cardart.shapes import leaf, petals
from game.ui.cardart.svg import (
    Field,
    Point,
    circle,
    ellipse,
    group,
    mirror,
    oval,
    path,
    place,
    rect,
)
from game.ui.cardart.svg_figures import (
    HEAD_Y,
    LINE,
    VEIL,
    WAIST_Y,
    Costume,
    arm,
    body,
    crown,
    hand,
    head,
    sceptre,
)
from game.ui.cardart.svg_glyphs import GLYPH_H, text, text_width

BLACK = "#3a3430"
"""The stencil black of the dress: softer than the ink of the outlines."""
STEEL = "#d5dbe2"
_INK = {"stroke": pal.INK, "stroke_width": LINE}

NAME_MIN_PX = 4.0
"""The court's name is printed only where its letters are at least this many pixels high."""
NAME_H = 8.0
"""Height of the name's capitals in card units."""
NAME_PEN = 2.6
"""Pen of the name on the glyphs' 16-unit grid: a little bolder than the index, as it is small."""


# --- what the figures hold: fragments around the hand that grips them (at the origin) ---------


def _harp() -> str:
    """David's harp, standing on his hand and leaning in front of him."""
    frame = "M0 8L2 -40Q12 -50 20 -40Q24 -26 18 -12Q12 2 0 8Z"
    strings = "".join(f"M{x} {-40 + x * 0.4:.1f}V{6 - x * 0.5:.1f}" for x in (5, 9, 13, 17))
    return (
        path(strings, fill="none", stroke=pal.INK, stroke_width=0.7)
        + path(frame, fill="none", stroke=pal.INK, stroke_width=5.4, stroke_linejoin="round")
        + path(frame, fill="none", stroke=pal.YELLOW, stroke_width=3, stroke_linejoin="round")
        + circle(2, -42, 3, fill=pal.RED, **_INK)
        + hand(0, 0)
    )


def _sword() -> str:
    """Charles's sword, raised upright."""
    blade = path("M-2.6 -6V-54L0 -62L2.6 -54V-6Z", fill=STEEL, **_INK)
    guard = path("M-11 -6H11", stroke=pal.INK, stroke_width=5.4, stroke_linecap="round")
    guard += path("M-11 -6H11", stroke=pal.YELLOW, stroke_width=3, stroke_linecap="round")
    pommel = circle(0, 9, 3.4, fill=pal.YELLOW, **_INK)
    return blade + guard + pommel + hand(0, 0)


def _sceptre() -> str:
    return sceptre(0, -58, 14) + hand(0, 0)


def _orb() -> str:
    """Alexandre's orb: the world in his hand."""
    ball = circle(0, -11, 11, fill=pal.YELLOW, **_INK)
    band = path("M-11 -11H11M0 -22V0", fill="none", stroke=pal.RED, stroke_width=2)
    cross = path("M0 -22V-31M-4 -27H4", stroke=pal.INK, stroke_width=2.2)
    return ball + band + cross + hand(0, 0)


def _tulip() -> str:
    """Pallas's tulip."""
    stem = path("M0 0Q2 -18 -1 -34", fill="none", stroke=pal.GREEN, stroke_width=2.4)
    blade = path(leaf((0, -8), (12, -26), 3.5), fill=pal.GREEN, **_INK)
    cup = path("M-7 -44Q-8 -34 -1 -32Q6 -34 5 -44L2 -39L-1 -46L-4 -39Z", fill=pal.RED, **_INK)
    return stem + blade + cup + hand(0, 0)


def _rose() -> str:
    """Judith's rose."""
    stem = path("M0 0Q-3 -16 2 -32", fill="none", stroke=pal.GREEN, stroke_width=2.4)
    blade = path(leaf((-1, -14), (-14, -16), 3.5), fill=pal.GREEN, **_INK)
    rose = circle(2, -38, 7.5, fill=pal.RED, **_INK) + path(
        "M-2 -38Q2 -43 6 -38Q2 -34 -2 -38Z", fill=pal.RED_DARK
    )
    return stem + blade + rose + hand(0, 0)


def _lily() -> str:
    """Rachel's spray of three white flowers."""
    stems = path(
        "M0 0L0 -30M0 -18L-10 -34M0 -18L10 -32", fill="none", stroke=pal.GREEN, stroke_width=2
    )
    blooms = "".join(
        place(path(petals(5, 1.5, 7, 3.2), fill=pal.WHITE, **_INK), x, y)
        for x, y in ((0, -34), (-10, -37), (10, -35))
    )
    hearts = "".join(oval(x, y, 1.6, 1.6) for x, y in ((0, -34), (-10, -37), (10, -35)))
    return stems + blooms + path(hearts, fill=pal.YELLOW) + hand(0, 0)


def _fan() -> str:
    """Argine's open fan, spread above her hand."""
    ribs = [(-150 + 15 * k) for k in range(9)]
    rim = [(26 * math.cos(math.radians(a)), 26 * math.sin(math.radians(a))) for a in ribs]
    d = "M0 0" + "".join(f"L{x:.1f} {y:.1f}" for x, y in rim) + "Z"
    folds = "".join(f"M0 0L{x:.1f} {y:.1f}" for i, (x, y) in enumerate(rim) if 0 < i < len(rim) - 1)
    stripes = "".join(
        f"M{0.55 * x0:.1f} {0.55 * y0:.1f}L{x0:.1f} {y0:.1f}L{x1:.1f} {y1:.1f}"
        f"L{0.55 * x1:.1f} {0.55 * y1:.1f}Z"
        for (x0, y0), (x1, y1) in zip(rim[::2], rim[1::2], strict=False)
    )
    return (
        path(d, fill=pal.YELLOW, **_INK)
        + path(stripes, fill=pal.RED)
        + path(folds, fill="none", stroke=pal.INK, stroke_width=0.7)
        + hand(0, 0)
    )


def _pole(top: float, bottom: float = 16) -> str:
    return path(
        f"M0 {bottom}V{top}", stroke=pal.INK, stroke_width=5, stroke_linecap="round"
    ) + path(f"M0 {bottom}V{top}", stroke=pal.YELLOW_DARK, stroke_width=3, stroke_linecap="round")


def _halberd() -> str:
    """A halberd: spike, axe blade and hook, on a long staff."""
    head_ = path("M0 -78L4 -64H-4Z", fill=STEEL, **_INK)
    axe = path("M1 -62Q17 -66 18 -51Q13 -45 1 -49Z", fill=STEEL, **_INK)
    hook = path("M-1 -60L-9 -56L-1 -52Z", fill=STEEL, **_INK)
    return _pole(-64) + head_ + axe + hook + hand(0, 0)


def _axe() -> str:
    """La Hire's battle axe, raised: a broad crescent blade on a short haft."""
    blade = path("M-1 -52Q-20 -62 -22 -44Q-22 -30 -1 -36Z", fill=STEEL, **_INK)
    back = path("M1 -50L8 -46L1 -40Z", fill=STEEL, **_INK)
    return _pole(-56, 10) + blade + back + hand(0, 0)


def _partisan() -> str:
    """Ogier's partisan: a long spear with two wings at the foot of its blade."""
    blade = path("M0 -80L5 -64L0 -56L-5 -64Z", fill=STEEL, **_INK)
    wings = path("M-9 -60Q-4 -56 0 -56Q4 -56 9 -60Q6 -52 0 -52Q-6 -52 -9 -60Z", fill=STEEL, **_INK)
    tassel = path("M-3 -50H3L2 -44H-2Z", fill=pal.RED, **_INK)
    return _pole(-52) + blade + wings + tassel + hand(0, 0)


def _shield() -> str:
    """Lancelot's round medallion, the old card makers' sign."""
    rim = circle(0, -4, 15, fill=pal.YELLOW, **_INK)
    field = circle(0, -4, 10.5, fill=pal.BLUE, **_INK)
    star = path(petals(4, 1.2, 8, 2.6, 45), fill=pal.YELLOW)
    return rim + field + place(star, 0, -4) + hand(0, 6)


def _open() -> str:
    return hand(0, 0)


HELD: dict[str, Callable[[], str]] = {
    "harp": _harp,
    "sword": _sword,
    "sceptre": _sceptre,
    "orb": _orb,
    "tulip": _tulip,
    "rose": _rose,
    "lily": _lily,
    "fan": _fan,
    "halberd": _halberd,
    "axe": _axe,
    "partisan": _partisan,
    "shield": _shield,
    "open": _open,
}


# --- heads and headdresses ----------------------------------------------------------------


def profile(hair: str, beard: bool) -> str:
    """A head seen from the side, looking left (the mirror looks right), about as ``head``."""
    back_hair = path(
        "M-10.6 -5C-11 -13 -5 -17.6 2 -17.6C10 -17.6 14.4 -11 14 -2C13.6 6 12 10 9.6 13"
        "C8 8 7 3 5 -1C2 -5 -4 -7 -10.6 -5Z",
        fill=hair,
        **_INK,
    )
    face = path(
        "M2 -15.6C9 -15.6 12.4 -9 12.4 -1C12.4 8 8 15.6 0 15.6C-4 15.6 -7 13 -8 10.4"
        "L-9.6 8.6L-8.4 7L-9.8 5.4L-8.8 3.8L-13.4 1.4L-10.4 -3.6C-10.6 -10 -5 -15.6 2 -15.6Z",
        fill=pal.FLESH,
        **_INK,
    )
    ear = path(oval(4.5, 0, 2.6, 4), fill=pal.FLESH, **_INK)
    eye = ellipse(-5.6, -2.4, 1.9, 1.4, fill=pal.WHITE, stroke=pal.INK, stroke_width=0.8)
    eye += circle(-6.4, -2.4, 1, fill=pal.INK)
    brow = path("M-9 -6Q-6 -8 -2.6 -6.6", fill="none", stroke=pal.INK, stroke_width=1)
    mouth = path("M-8.6 9.6Q-6.6 10.2 -4.8 9.4", fill="none", stroke=pal.RED_DARK, stroke_width=1.2)
    parts = [back_hair, face, ear, eye, brow, mouth]
    if beard:
        parts.append(
            path(
                "M-8.6 7C-9.6 14 -6 21 1 22C7 21 10 14 10.4 5C7 10 3 10 0 8.6C-3 7 -6 6.6 -8.6 7Z",
                fill=hair,
                **_INK,
            )
        )
    return "".join(parts)


def _long_beard(hair: str) -> str:
    """Charles's flowing beard, 'the emperor with the flowering beard'."""
    return path(
        "M-12 1C-14 16 -9 30 0 38C9 30 14 16 12 1C10 8 6 10 3 9.6Q0 8.4 -3 9.6C-6 10 -10 8 -12 1Z"
        "M-4 16Q-3 26 0 32M4 16Q3 26 0 32",
        fill=hair,
        **_INK,
    )


def _moustache(hair: str) -> str:
    return path("M-7 9Q-3.4 5.6 0 7.8Q3.4 5.6 7 9Q3.4 8.2 0 9.2Q-3.4 8.2 -7 9Z", fill=hair, **_INK)


def _laurel() -> str:
    """César's laurel, bound round his crown."""
    leaves = "".join(leaf((x, -2), (x - 5, -8), 2) for x in (-12, -7, -2, 3, 8, 13))
    return path(leaves, fill=pal.GREEN, **_INK)


def _hat(kind: str, main: str, plume: str) -> str:
    """A valet's hat around a head's top: ``toque``, ``plumed`` (a great plume), ``morion``
    (a crested helmet) or ``beret``."""
    if kind == "morion":
        crest = path("M-8 -8Q0 -26 8 -8Z", fill=main, **_INK)
        dome = path("M-14 -1Q-14 -14 0 -14Q14 -14 14 -1Z", fill=STEEL, **_INK)
        brim = path("M-20 0Q-17 -5 -13 -2H13Q17 -5 20 0Q0 4 -20 0Z", fill=STEEL, **_INK)
        return crest + dome + brim
    if kind == "beret":
        cap = ellipse(2, -5, 17, 6.5, fill=main, **_INK)
        feather = path("M-10 -8C-16 -16 -24 -16 -28 -12C-22 -12 -16 -8 -12 -4Z", fill=plume, **_INK)
        band = path("M-12 -1.6Q0 1 12 -1.6", fill="none", stroke=pal.YELLOW, stroke_width=1.6)
        return feather + cap + band
    big = kind == "plumed"
    feather = (
        path("M-2 -10C-4 -24 -16 -30 -28 -24C-20 -22 -14 -16 -12 -6Z", fill=plume, **_INK)
        + path("M-4 -10C-8 -20 -16 -24 -25 -24", fill="none", stroke=pal.INK, stroke_width=0.8)
        if big
        else path("M-6 -8C-12 -18 -20 -22 -26 -20C-20 -16 -16 -12 -12 -6Z", fill=plume, **_INK)
    )
    dome = ellipse(0, -6, 12, 7.5, fill=main, **_INK)
    brim = ellipse(0, -1, 19, 4.6, fill=main, **_INK)
    band = path("M-11 -2.4Q0 0.6 11 -2.4", fill="none", stroke=pal.YELLOW, stroke_width=1.6)
    return feather + dome + brim + band


# --- the twelve -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Person:
    """One court of the Paris pattern: who it is and how the portrait officiel draws it."""

    name: str
    role: str
    """``king``, ``dame`` or ``valet``."""
    costume: Costume
    face: str
    """``front``, or a profile looking ``left`` or ``right``."""
    beard: str
    """``""``, ``full``, ``long`` or ``moustache``."""
    headdress: str
    """A king's ``crown`` or ``laurel``, a queen's ``crown``, or a valet's hat (``_hat``)."""
    arms: tuple[tuple[Point, ...], tuple[Point, ...]]
    """The two arms from shoulder to hand, the one drawn first first."""
    held: tuple[str, str]
    """What each hand holds (``HELD``)."""
    plume: str = pal.WHITE


_K, _D, _V = "king", "dame", "valet"
_KING_ARMS = ((-28.0, -62.0), (-40.0, -42.0))
PERSONS: dict[tuple[int, str], Person] = {
    # suits as the French art numbers them: 0 diamonds, 1 hearts, 2 spades, 3 clubs
    (2, _K): Person(
        "DAVID",
        _K,
        Costume(pal.BLUE, pal.RED, "#4a2f1c"),
        "front",
        "full",
        "crown",
        (((28, -62), (38, -44), (30, -30)), ((-28, -62), (-40, -44), (-30, -34))),
        ("open", "harp"),
    ),
    (1, _K): Person(
        "CHARLES",
        _K,
        Costume(pal.RED, pal.BLUE, pal.WHITE),
        "front",
        "long",
        "crown",
        (((-28, -62), (-36, -40), (-22, -30)), ((28, -62), (42, -50), (40, -40))),
        ("open", "sword"),
    ),
    (0, _K): Person(
        "CÉSAR",
        _K,
        Costume(pal.RED, pal.YELLOW, BLACK),
        "left",
        "full",
        "laurel",
        (((28, -62), (36, -42), (34, -28)), ((-28, -62), (-42, -52), (-50, -46))),
        ("sceptre", "open"),
    ),
    (3, _K): Person(
        "ALEXANDRE",
        _K,
        Costume(pal.YELLOW, BLACK, "#2e2520"),
        "front",
        "full",
        "crown",
        (((28, -62), (38, -44), (32, -28)), ((-28, -62), (-42, -46), (-36, -40))),
        ("sceptre", "orb"),
    ),
    (2, _D): Person(
        "PALLAS",
        _D,
        Costume(BLACK, pal.BLUE, "#4a2f1c"),
        "right",
        "",
        "crown",
        (((25, -64), (30, -42), (12, -30)), ((-26, -64), (-38, -46), (-36, -34))),
        ("open", "tulip"),
    ),
    (1, _D): Person(
        "JUDITH",
        _D,
        Costume(pal.BLUE, pal.RED, pal.YELLOW),
        "front",
        "",
        "crown",
        (((-25, -64), (-30, -40), (-12, -28)), ((26, -64), (38, -46), (36, -34))),
        ("open", "rose"),
    ),
    (0, _D): Person(
        "RACHEL",
        _D,
        Costume(pal.RED, pal.YELLOW, "#2e2520"),
        "front",
        "",
        "crown",
        (((25, -64), (30, -40), (12, -28)), ((-26, -64), (-38, -44), (-34, -34))),
        ("open", "lily"),
    ),
    (3, _D): Person(
        "ARGINE",
        _D,
        Costume(pal.YELLOW, BLACK, pal.HAIR),
        "front",
        "",
        "crown",
        (((-25, -64), (-30, -40), (-12, -28)), ((26, -64), (36, -46), (32, -36))),
        ("open", "fan"),
    ),
    (2, _V): Person(
        "OGIER",
        _V,
        Costume(pal.BLUE, pal.YELLOW, pal.HAIR),
        "front",
        "moustache",
        "toque",
        (((-26, -66), (-34, -44), (-18, -30)), ((26, -66), (38, -50), (38, -36))),
        ("open", "partisan"),
        pal.RED,
    ),
    (1, _V): Person(
        "LA HIRE",
        _V,
        Costume(pal.RED, pal.BLUE, "#2e2520"),
        "front",
        "full",
        "plumed",
        (((-26, -66), (-36, -44), (-22, -30)), ((26, -66), (40, -58), (38, -64))),
        ("open", "axe"),
        pal.YELLOW,
    ),
    (0, _V): Person(
        "HECTOR",
        _V,
        Costume(pal.YELLOW, pal.RED, pal.HAIR),
        "left",
        "",
        "morion",
        (((-26, -66), (-34, -44), (-18, -30)), ((26, -66), (38, -50), (38, -38))),
        ("open", "halberd"),
        pal.RED,
    ),
    (3, _V): Person(
        "LANCELOT",
        _V,
        Costume(BLACK, pal.YELLOW, "#c8952f"),
        "front",
        "",
        "beret",
        (((26, -66), (38, -48), (38, -36)), ((-26, -66), (-38, -50), (-36, -40))),
        ("halberd", "shield"),
        pal.RED,
    ),
}
"""The twelve, by (French art suit, role)."""


def _headwear(p: Person) -> str:
    hair = p.costume.hair
    if p.face == "front":
        face = head(
            "smile" if p.role == _D else "calm",
            hair,
            beard=p.beard == "full",
            long_hair=p.role == _D,
        )
        if p.beard == "long":
            face += _long_beard(hair)
        elif p.beard == "moustache":
            face += _moustache(hair)
    else:
        face = profile(hair, p.beard == "full")
        if p.face == "right":
            face = mirror(face)
    if p.role == _V:
        return face + place(_hat(p.headdress, p.costume.main, p.plume), 0, -13)
    top = place(crown(22 if p.role == _D else 28), 0, -14)
    if p.headdress == "laurel":
        top += place(_laurel(), 0, -14)
    return (VEIL if p.role == _D else "") + face + top


def half_figure(p: Person, bottom: float) -> str:
    """The person down to ``bottom``: dress, arms with what they hold, and the head."""
    sleeve = p.costume.main if p.role == _D else p.costume.second
    parts = [body(p.role, p.costume, bottom)]
    for points, held in zip(p.arms, p.held, strict=True):
        parts.append(arm(list(points), sleeve))
        parts.append(place(HELD[held](), *points[-1]))
    parts.append(place(_headwear(p), 0, HEAD_Y))
    return "".join(parts)


def _name(label: str, x: float, top: float, room: float) -> str:
    """The court's name in capitals centred on x, narrowed to ``room`` units if need be."""
    squeeze = min(1.0, room / (text_width(label) * NAME_H / GLYPH_H))
    body_ = text(label, 0, 0, NAME_H, pal.INK, pen=NAME_PEN)
    return group(body_, transform=f"translate({x:.2f} {top}) scale({squeeze:.4f} 1)")


def _beads(x0: float, x1: float, y: float) -> str:
    """The black band between the two heads, strung with white beads."""
    band = rect(x0, y - 2.6, x1 - x0, 5.2, fill=pal.INK)
    count = int((x1 - x0) / 7)
    step = (x1 - x0) / count
    beads = "".join(oval(x0 + step * (k + 0.5), y, 1.5, 1.5) for k in range(count))
    return band + path(beads, fill=pal.WHITE)


def court(suit: int, role: str, field: Field, pip: Callable[[float], str], px: float) -> str:
    """A Paris court filling ``field``: the person to the waist and turned, the great suit
    sign ``pip(height)`` in its corner, the name where ``px`` pixels a unit print it."""
    person = PERSONS[(suit, role)]
    x0, y0, x1, y1 = field
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    scale = (cy - y0 - 3) / (128 + WAIST_Y)
    half = place(half_figure(person, WAIST_Y), cx, cy - WAIST_Y * scale, scale)
    half += place(pip(30), x0 + 14, y0 + 18)
    if NAME_H * px >= NAME_MIN_PX:
        room = (x1 - x0) / 2 - 22
        half += _name(person.name, x1 - 4 - room / 2, y0 + 4, room)
    frame = rect(
        x0 - 2,
        y0 - 2,
        x1 - x0 + 4,
        y1 - y0 + 4,
        rx=3,
        fill="none",
        stroke=pal.INK,
        stroke_width=1.3,
    )
    turned = f'<g transform="rotate(180 {cx} {cy:.2f})">{half}</g>'
    return half + turned + _beads(x0 - 2, x1 + 2, cy) + frame
