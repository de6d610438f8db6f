"""The players' faces, drawn by code, able to make every traditional Aluette signal.

Each seat has a persona from the west of France (the partner wears a Breton lace coiffe, the
left opponent a fisherman's beret…). A face is drawn at twice its size and smoothed down, then
cached per (seat, gesture, size): the table blits ready surfaces, never draws faces per frame.
Gestures follow ``rules/ALUETTE.md``; the two that have variants take the match's options.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]

SKIN = (242, 207, 170)
SKIN_SHADE = (219, 163, 131)
INK = (43, 33, 24)
WHITE = (255, 250, 240)
LIPS = (183, 72, 62)
MOUTH_DARK = (110, 30, 28)


@dataclass(frozen=True, slots=True)
class Persona:
    """How one seat's player looks."""

    hair: Colour
    style: str  # "short", "beret", "coiffe", "grey"
    shirt: Colour
    plate: Colour
    skin: Colour = SKIN
    beard: bool = False


PERSONAS = (
    Persona((96, 62, 36), "short", (63, 117, 74), (58, 88, 128)),
    Persona((60, 40, 28), "beret", (47, 85, 150), (128, 66, 50)),
    Persona((120, 74, 40), "coiffe", (40, 40, 48), (58, 88, 128)),
    Persona((170, 165, 158), "grey", (150, 48, 42), (128, 66, 50), (236, 198, 164), True),
    Persona((70, 45, 30), "coiffe", (112, 52, 92), (58, 88, 128)),
    Persona((200, 196, 190), "beret", (88, 108, 56), (128, 66, 50), (230, 190, 160), True),
)
"""Seat 0 (you), 1 (left), 2 (partner, top), 3 (right), and seats 4 and 5 at a table of six:
partners share the plate colour."""


class _Pen:
    """Draws in unit coordinates (0–1 across the avatar) on a surface ``side`` pixels wide."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.s = surface
        self.side = surface.get_width()

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.side), round(y * self.side))

    def n(self, v: float) -> int:
        return max(1, round(v * self.side))

    def ellipse(
        self, colour: Colour, cx: float, cy: float, rx: float, ry: float, w: float = 0
    ) -> None:
        rect = pygame.Rect(0, 0, self.n(2 * rx), self.n(2 * ry))
        rect.center = self.p(cx, cy)
        pygame.draw.ellipse(self.s, colour, rect, self.n(w) if w else 0)

    def poly(self, colour: Colour, points: list[tuple[float, float]], w: float = 0) -> None:
        pygame.draw.polygon(
            self.s, colour, [self.p(x, y) for x, y in points], self.n(w) if w else 0
        )

    def line(
        self, colour: Colour, a: tuple[float, float], b: tuple[float, float], w: float
    ) -> None:
        pygame.draw.line(self.s, colour, self.p(*a), self.p(*b), self.n(w))

    def arc(
        self,
        colour: Colour,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        start: float,
        stop: float,
        w: float,
    ) -> None:
        rect = pygame.Rect(0, 0, self.n(2 * rx), self.n(2 * ry))
        rect.center = self.p(cx, cy)
        pygame.draw.arc(self.s, colour, rect, start, stop, self.n(w))

    def rrect(self, colour: Colour, x: float, y: float, w: float, h: float, r: float) -> None:
        rect = pygame.Rect(*self.p(x, y), self.n(w), self.n(h))
        pygame.draw.rect(self.s, colour, rect, border_radius=self.n(r))


def _shade(c: Colour, f: float) -> Colour:
    r, g, b = (max(0, min(255, round(v * f))) for v in c)
    return (r, g, b)


# --- body and head ----------------------------------------------------------------------------


def _body(pen: _Pen, who: Persona, shrug: bool) -> None:
    lift = -0.06 if shrug else 0.0
    pen.rrect(SKIN_SHADE, 0.44, 0.62, 0.12, 0.14, 0.03)
    pen.ellipse(who.shirt, 0.5, 1.02 + lift, 0.42, 0.3)
    pen.ellipse(_shade(who.shirt, 0.8), 0.5, 1.02 + lift, 0.42, 0.3, 0.012)
    pen.poly(
        _shade(who.shirt, 0.75), [(0.44, 0.73 + lift), (0.5, 0.82 + lift), (0.56, 0.73 + lift)]
    )
    if who.style == "grey":  # a red neckerchief
        pen.poly((200, 170, 60), [(0.42, 0.74 + lift), (0.5, 0.86 + lift), (0.58, 0.74 + lift)])
    if shrug:  # open palms raised beside the shoulders
        for x in (0.16, 0.84):
            pen.ellipse(who.skin, x, 0.76, 0.07, 0.05)
            pen.ellipse(INK, x, 0.76, 0.07, 0.05, 0.006)


def _hair_back(pen: _Pen, who: Persona) -> None:
    if who.style == "coiffe":
        pen.ellipse(who.hair, 0.5, 0.38, 0.23, 0.24)
    elif who.style == "short":
        pen.ellipse(who.hair, 0.5, 0.36, 0.235, 0.25)


def _hair_front(pen: _Pen, who: Persona) -> None:
    if who.style == "short":
        pen.poly(
            who.hair,
            [
                (0.28, 0.33),
                (0.34, 0.17),
                (0.5, 0.12),
                (0.68, 0.17),
                (0.73, 0.32),
                (0.64, 0.24),
                (0.5, 0.22),
                (0.38, 0.25),
            ],
        )
    elif who.style == "beret":
        pen.ellipse((34, 38, 60), 0.5, 0.2, 0.27, 0.09)
        pen.ellipse((34, 38, 60), 0.47, 0.16, 0.2, 0.08)
        pen.line((34, 38, 60), (0.5, 0.09), (0.52, 0.05), 0.018)
        pen.poly(who.hair, [(0.28, 0.28), (0.3, 0.38), (0.33, 0.27)])
        pen.poly(who.hair, [(0.72, 0.28), (0.7, 0.38), (0.67, 0.27)])
    elif who.style == "coiffe":  # a tall starched lace coiffe, as in Bigouden country
        pen.rrect(WHITE, 0.39, 0.0, 0.22, 0.24, 0.04)
        pen.ellipse(WHITE, 0.5, 0.22, 0.24, 0.08)
        for y in (0.05, 0.11, 0.17):
            pen.line((214, 206, 190), (0.41, y), (0.59, y), 0.006)
        pen.poly(WHITE, [(0.27, 0.24), (0.2, 0.45), (0.3, 0.34)])
        pen.poly(WHITE, [(0.73, 0.24), (0.8, 0.45), (0.7, 0.34)])
        pen.ellipse(who.hair, 0.5, 0.27, 0.2, 0.045)
    elif who.style == "grey":
        pen.ellipse(who.hair, 0.29, 0.33, 0.05, 0.09)
        pen.ellipse(who.hair, 0.71, 0.33, 0.05, 0.09)
        pen.arc(who.hair, 0.5, 0.28, 0.18, 0.12, 0.3, math.pi - 0.3, 0.02)


def _head(pen: _Pen, who: Persona) -> None:
    pen.ellipse(who.skin, 0.28, 0.42, 0.035, 0.055)
    pen.ellipse(who.skin, 0.72, 0.42, 0.035, 0.055)
    pen.ellipse(who.skin, 0.5, 0.4, 0.215, 0.25)
    pen.ellipse(_shade(who.skin, 0.85), 0.5, 0.4, 0.215, 0.25, 0.008)
    pen.ellipse((236, 160, 150), 0.37, 0.5, 0.04, 0.025)
    pen.ellipse((236, 160, 150), 0.63, 0.5, 0.04, 0.025)
    pen.arc(SKIN_SHADE, 0.5, 0.46, 0.03, 0.05, math.pi * 1.1, math.pi * 1.9, 0.012)


def _eyes(pen: _Pen, gesture: str | None) -> None:
    up = gesture == "monsieur"
    brow = -0.035 if up or gesture == "misere" else 0.0
    for x in (0.41, 0.59):
        wink = gesture == "borgne" and x < 0.5
        pen.line(INK, (x - 0.045, 0.335 + brow), (x + 0.04, 0.33 + brow), 0.014)
        if wink:
            pen.arc(INK, x, 0.39, 0.04, 0.025, math.pi * 1.05, math.pi * 1.95, 0.014)
            continue
        pen.ellipse(WHITE, x, 0.39, 0.042, 0.033)
        pen.ellipse(INK, x, 0.39, 0.042, 0.033, 0.006)
        pen.ellipse((70, 52, 36), x, 0.37 if up else 0.392, 0.018, 0.02)


def _mouth(pen: _Pen, gesture: str | None, options: dict[str, str]) -> None:
    if gesture == "vache":  # a pout: lips pushed forward
        pen.ellipse(LIPS, 0.5, 0.555, 0.045, 0.035)
        pen.ellipse(MOUTH_DARK, 0.5, 0.555, 0.015, 0.01)
    elif gesture == "ace":  # mouth wide open
        pen.ellipse(MOUTH_DARK, 0.5, 0.57, 0.045, 0.05)
        pen.ellipse(LIPS, 0.5, 0.57, 0.045, 0.05, 0.01)
    elif gesture == "madame" and options.get("madame_signal") == "twist_mouth":
        pen.line(LIPS, (0.44, 0.575), (0.5, 0.56), 0.016)
        pen.line(LIPS, (0.5, 0.56), (0.57, 0.535), 0.016)
    elif gesture == "mordienne":  # biting the lips: teeth over the lower lip
        pen.rrect(LIPS, 0.44, 0.55, 0.12, 0.035, 0.015)
        pen.rrect(WHITE, 0.455, 0.545, 0.09, 0.02, 0.006)
    elif gesture == "misere":  # a flat, sorry mouth
        pen.arc(LIPS, 0.5, 0.6, 0.055, 0.03, math.pi * 0.15, math.pi * 0.85, 0.014)
    else:
        pen.arc(LIPS, 0.5, 0.535, 0.06, 0.04, math.pi * 1.15, math.pi * 1.85, 0.016)


def _beard(pen: _Pen, who: Persona, gesture: str | None) -> None:
    if not who.beard:
        return
    pen.arc(who.hair, 0.5, 0.5, 0.2, 0.17, math.pi * 1.05, math.pi * 1.95, 0.05)
    if gesture not in ("vache", "ace", "mordienne"):
        pen.arc(who.hair, 0.5, 0.53, 0.07, 0.03, 0.2, math.pi - 0.2, 0.02)


# --- hands ------------------------------------------------------------------------------------


def _fist(pen: _Pen, who: Persona, x: float, y: float) -> None:
    pen.rrect(who.skin, x - 0.07, y - 0.02, 0.14, 0.13, 0.04)
    for k in range(3):
        pen.line(
            SKIN_SHADE, (x - 0.035 + k * 0.035, y + 0.0), (x - 0.035 + k * 0.035, y + 0.04), 0.008
        )


def _finger(pen: _Pen, who: Persona, x: float, top: float, base: float, w: float) -> None:
    pen.rrect(who.skin, x - w / 2, top, w, base - top, w / 2)
    pen.rrect(_shade(who.skin, 0.9), x - w / 2 + 0.006, top + 0.006, w - 0.012, 0.02, w / 4)


def _hand(pen: _Pen, who: Persona, gesture: str, options: dict[str, str]) -> None:
    x, y = 0.78, 0.8
    if gesture == "grand_neuf":
        _finger(pen, who, x - 0.065, y - 0.13, y + 0.02, 0.045)
    elif gesture == "petit_neuf":
        _finger(pen, who, x + 0.05, y - 0.11, y + 0.01, 0.032)
    elif gesture == "deux_de_chene":
        if options.get("deux_de_chene_signal") == "index":
            _finger(pen, who, x - 0.035, y - 0.15, y + 0.01, 0.036)
        else:
            _finger(pen, who, x - 0.04, y - 0.15, y + 0.01, 0.036)
            _finger(pen, who, x + 0.005, y - 0.16, y + 0.01, 0.036)
    elif gesture == "deux_d_ecrit":  # a quill held as if writing
        pen.line((250, 245, 230), (x - 0.06, y + 0.04), (x + 0.08, y - 0.17), 0.022)
        pen.line(INK, (x - 0.06, y + 0.04), (x - 0.03, y - 0.01), 0.012)
        pen.line(INK, (x - 0.2, y + 0.12), (x - 0.09, y + 0.12), 0.01)
    _fist(pen, who, x, y)


TILT_DEGREES = 16
"""Madame's signal: the head leans to the player's right (the viewer's left)."""


def _tilted(
    head: pygame.Surface, neck: float, degrees: float
) -> tuple[pygame.Surface, pygame.Rect]:
    """The head layer turned about the neck, ``neck`` pixels below its centre."""
    turned = pygame.transform.rotate(head, degrees)
    a = math.radians(degrees)
    shift = (-neck * math.sin(a), neck - neck * math.cos(a))
    rect = turned.get_rect(center=head.get_rect().center)
    return turned, rect.move(round(shift[0]), round(shift[1]))


HAND_GESTURES = frozenset({"grand_neuf", "petit_neuf", "deux_de_chene", "deux_d_ecrit"})


def draw_avatar(
    seat: int, gesture: str | None, size: int, options: dict[str, str]
) -> pygame.Surface:
    """One seat's face making ``gesture`` (None: at rest), ``size`` pixels square."""
    who = PERSONAS[seat % len(PERSONAS)]
    big = pygame.Surface((size * 2, size * 2), pygame.SRCALPHA)
    pen = _Pen(big)
    pen.ellipse(who.plate, 0.5, 0.5, 0.5, 0.5)
    pen.ellipse(_shade(who.plate, 1.35), 0.5, 0.5, 0.5, 0.5, 0.02)

    figure = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    fpen = _Pen(figure)
    _body(fpen, who, gesture == "misere")
    head = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    hpen = _Pen(head)
    _hair_back(hpen, who)
    _head(hpen, who)
    _eyes(hpen, gesture)
    _beard(hpen, who, gesture)
    _mouth(hpen, gesture, options)
    _hair_front(hpen, who)
    if gesture == "madame" and options.get("madame_signal", "tilt_head_right") != "twist_mouth":
        figure.blit(*_tilted(head, 0.15 * pen.side, TILT_DEGREES))
    else:
        figure.blit(head, (0, 0))
    if gesture in HAND_GESTURES:
        _hand(fpen, who, gesture, options)

    mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), big.get_rect().center, size - 1)
    figure.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(figure, (0, 0))
    pygame.draw.circle(big, (210, 160, 58), big.get_rect().center, size - 1, max(2, size // 28))
    return pygame.transform.smoothscale(big, (size, size))


class Avatars:
    """Faces per (seat, gesture, size), drawn once."""

    def __init__(self, options: dict[str, str] | None = None) -> None:
        self.options = options or {}
        self._cache: dict[tuple[int, str | None, int], pygame.Surface] = {}

    def get(self, seat: int, gesture: str | None, size: int) -> pygame.Surface:
        key = (seat, gesture, size)
        surface = self._cache.get(key)
        if surface is None:
            surface = draw_avatar(seat, gesture, size, self.options)
            if pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._cache[key] = surface
        return surface
