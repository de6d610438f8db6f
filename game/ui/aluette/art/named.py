"""The eight named cards of the Spanish pack, each with its own picture.

Monsieur and Madame are portraits in a niche among their three pips, Le Borgne wears an eye
patch, La Vache lies under her two cups, the Grand-Neuf holds a crowned cup, the Petit-Neuf
a small coin in a flower, the Deux de Chêne grows oak leaves and acorns and the Deux d'Écrit
carries a ribbon with writing, as the makers' name once was written on it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.aluette.cards import NAME_OF_CARD, Card
from game.ui.cardart import palette as pal
from game.ui.cardart.shapes import petals
from game.ui.cardart.svg import Field, at, ellipse, num, path, place, poly
from game.ui.cardart.svg_back import cow
from game.ui.cardart.svg_figures import PORTRAIT_CUT, Costume, crown, portrait
from game.ui.cardart.svg_spanish import LINE, LONG_LAYOUTS, fine, pip, placed

_INK = {"stroke": pal.INK, "stroke_width": LINE}
_BUST = 1.3
"""Scale of the portraits in their niche."""


def _niche(field: Field, count: int, suit: int, bust: str, px: float) -> str:
    """A round-topped niche holding a portrait, with the card's pips around it."""
    x, y = at(field, 0, 0.02)
    r, top, bottom = 44.0, -44.0, 64.0
    frame = f"M{-r} {bottom}V{top}A{r} {r} 0 0 1 {r} {top}V{bottom}Z"
    inner = f"M{-r + 5} {bottom}V{top}A{r - 5} {r - 5} 0 0 1 {r - 5} {top}V{bottom}"
    niche = (
        path(frame, fill="#f3e6c6", stroke=pal.GOLD, stroke_width=5)
        + path(frame, fill="none", **_INK)
        + path(inner, fill="none", stroke=pal.INK, stroke_width=0.8)
        + place(bust, 0, bottom - PORTRAIT_CUT * _BUST, _BUST)
        + path(
            f"M{-r - 4} {bottom}H{r + 4}", stroke=pal.INK, stroke_width=6, stroke_linecap="round"
        )
        + path(
            f"M{-r - 4} {bottom}H{r + 4}", stroke=pal.GOLD, stroke_width=3.4, stroke_linecap="round"
        )
    )
    spots = ((-0.6, -0.82), (0.6, -0.82), (0, 0.84)) if count == 3 else ((0, -0.84), (0, 0.84))
    pips = placed(suit, field, tuple((u, v, 40.0, 0.0) for u, v in spots), px)
    if count == 2:
        niche = place(niche, 0, 0, 0.86)
    return place(niche, x, y) + pips


def _monsieur(field: Field, px: float) -> str:
    bust = portrait("valet", Costume(pal.RED, pal.BLUE, pal.HAIR), "up", beard=True)
    return _niche(field, 3, 0, bust, px)


def _madame(field: Field, px: float) -> str:
    bust = portrait("dame", Costume(pal.BLUE, pal.RED, "#c8952f"), "smile", tilt=16)
    return _niche(field, 3, 1, bust, px)


def _borgne(field: Field, px: float) -> str:
    bust = portrait("valet", Costume(pal.GREEN, pal.YELLOW, "#3b2a1e"), "one_eye", beard=True)
    return _niche(field, 2, 0, bust, px)


def _vache(field: Field, px: float) -> str:
    cups = placed(1, field, ((-0.48, -0.5, 78, 0), (0.48, -0.5, 78, 0)), px)
    x, y = at(field, 0, 0.5)
    return cups + place(cow(), x + 4, y, 0.7)


def _nine(field: Field, suit: int, centre: str, px: float) -> str:
    """Eight pips in two columns around a centre piece."""
    spots = tuple((u, v, 38.0, 0.0) for u in (-0.64, 0.64) for v in (-0.78, -0.26, 0.26, 0.78))
    return placed(suit, field, spots, px) + place(centre, *at(field, 0, 0))


def _grand_neuf(field: Field, px: float) -> str:
    cup = place(pip(1, 62, fine(62, px)), 0, 6) + place(crown(26), 0, -26)
    return _nine(field, 1, cup, px)


def _petit_neuf(field: Field, px: float) -> str:
    flower = path(petals(12, 12, 22, 4), fill=pal.RED, **_INK)
    return _nine(field, 0, flower + pip(0, 25, fine(25, px)), px)


def _oak_leaf(length: float) -> str:
    """An oak leaf along +y from its stalk at the origin: wavy lobes and a midrib."""
    steps = 28
    right = []
    for k in range(steps + 1):
        t = k / steps
        envelope = math.sin(math.pi * min(1.0, 0.12 + t * 0.95)) ** 0.7
        lobes = 0.62 + 0.38 * abs(math.sin(math.pi * 4.5 * t))
        right.append((length * 0.3 * envelope * lobes, length * (0.1 + 0.9 * t)))
    outline = [(0.0, length * 0.1), *right, *((-x, y) for x, y in reversed(right))]
    blade = path(poly(outline), fill=pal.GREEN, **_INK)
    rib = path(f"M0 0V{num(length * 0.92)}", stroke=pal.GREEN_LIGHT, stroke_width=1.4)
    return blade + rib


def _acorn() -> str:
    nut = ellipse(0, 4, 4.4, 6, fill=pal.YELLOW_DARK, **_INK)
    cup = path("M-5.4 1.6Q-5 -4 0 -4.6Q5 -4 5.4 1.6Q0 3.2 -5.4 1.6Z", fill=pal.HAIR, **_INK)
    return nut + cup + path("M0 -4.6V-8", stroke=pal.INK, stroke_width=1.4)


def _deux_de_chene(field: Field, px: float) -> str:
    """Two batons crossed, sprouting oak leaves and acorns where they cross."""
    x, y = at(field, 0, 0)
    leaf = _oak_leaf(44)
    sprigs = "".join(
        place(leaf, x + dx, y + dy, angle=a)
        for dx, dy, a in (
            (-6, -30, 160),
            (6, -30, -160),
            (-6, 30, 20),
            (6, 30, -20),
            (-22, 0, 95),
            (22, 0, -95),
        )
    )
    acorns = "".join(
        place(_acorn(), x + ax, y + ay, angle=a)
        for ax, ay, a in ((-9, -72, -15), (9, -74, 12), (0, 78, 180))
    )
    return placed(3, field, LONG_LAYOUTS[2], px) + sprigs + acorns


_LETTERS = {
    # a joined-up hand: relative strokes from baseline to baseline, with their advance
    "e": (4.0, "c1.5 -0.5 3 -2.5 2 -3.6c-1.2 -0.6 -2.6 1.5 -1 3.6c0.8 0.5 2 0.3 3 0"),
    "l": (4.0, "c2 -2 3.5 -7 2 -8.5c-1.5 -0.6 -2.2 4 -0.8 8.5c0.6 0.6 1.8 0.3 2.8 0"),
    "n": (
        6.0,
        "c0.5 -2 1 -3.5 1.2 -3.5c0 1 -0.2 2.5 -0.2 3.5c0.6 -2 1.6 -3.6 2.6 -3.6"
        "c0.8 0 0.6 2 0.8 3.6c0.3 0.3 1 0.2 1.6 0",
    ),
    "u": (
        4.2,
        "c0.2 -1.5 0.6 -3 0.8 -3.6c-0.4 1.6 -0.6 3.6 0.6 3.6c1 0 1.8 -2.2 2 -3.6"
        "c-0.2 1.4 -0.2 3.4 0.8 3.6",
    ),
}
_WORDS = ("lune", "nelle", "lue", "en", "ulle", "nul")
_WORD_GAP = 3.6


def _script(x0: float, x1: float, y: float) -> str:
    """Path data of a line of handwriting between x0 and x1 on baseline y."""
    d = [f"M{num(x0)} {num(y)}"]
    x = x0
    for word in _WORDS * 3:
        width = sum(_LETTERS[c][0] for c in word)
        if x + width > x1:
            break
        d += [_LETTERS[c][1] for c in word]
        d.append(f"m{_WORD_GAP} 0")
        x += width + _WORD_GAP
    return "".join(d)


def _deux_d_ecrit(field: Field, px: float) -> str:
    x, y = at(field, 0, 0)
    swords = placed(2, field, LONG_LAYOUTS[2], px)
    band = "M-50 -11C-20 -17 20 -5 50 -11L50 11C20 5 -20 17 -50 11Z"
    ends = path("M-50 -5L-64 -7L-58 4L-64 15L-46 13Z", fill=pal.RED_DARK, **_INK) + path(
        "M50 -5L64 -7L58 4L64 15L46 13Z", fill=pal.RED_DARK, **_INK
    )
    ribbon = (
        ends
        + path(band, fill=pal.WHITE, **_INK)
        + path(
            _script(-44, 44, 4),
            fill="none",
            stroke=pal.INK,
            stroke_width=1.2,
            stroke_linecap="round",
            stroke_linejoin="round",
        )
    )
    return swords + place(ribbon, x, y + 4)


_PICTURES: dict[str, Callable[[Field, float], str]] = {
    "monsieur": _monsieur,
    "madame": _madame,
    "borgne": _borgne,
    "vache": _vache,
    "grand_neuf": _grand_neuf,
    "petit_neuf": _petit_neuf,
    "deux_de_chene": _deux_de_chene,
    "deux_d_ecrit": _deux_d_ecrit,
}


def art(c: Card, field: Field, px: float) -> str:
    """The picture of a named card (``game.aluette.cards.NAME_OF_CARD``) at px pixels per unit."""
    return _PICTURES[NAME_OF_CARD[c]](field, px)
