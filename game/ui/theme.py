"""Colours, fonts and cached text: how every screen looks, decided in one place.

The fonts ship with the program (Source Serif and Source Sans, see ``game.resources``): the
same letters, the same widths and the same pixels on every machine, whatever fonts the system
has. Rendered text is cached by (text, font, colour): menus and the table redraw the same
labels every frame without rasterising them again.
"""

from __future__ import annotations

import re
from collections import OrderedDict

import pygame

from game.resources import font_path

Colour = tuple[int, int, int] | tuple[int, int, int, int]

INK = (43, 33, 24)
PAPER = (251, 244, 225)
PAPER_DIM = (226, 214, 186)
GOLD = (210, 160, 58)
GOLD_LIGHT = (240, 204, 120)
RED = (183, 49, 42)
GREEN_DARK = (18, 58, 38)
SHADOW = (0, 0, 0, 90)
PANEL = (16, 32, 24, 215)
PANEL_LIGHT = (32, 56, 42, 230)
DIM = (0, 0, 0, 150)
TEAM_US = (120, 178, 235)
TEAM_THEM = (235, 140, 110)
MUTED = (190, 196, 178)
BAND = (28, 50, 38)
"""Every other row of a table on a panel, to guide the eye along it."""

FACES = {
    "serif": ("font_source_serif_pro", "SourceSerifPro-Semibold.otf"),
    "sans": ("font_source_sans_pro", "SourceSansPro-Regular.ttf"),
    "bold": ("font_source_sans_pro", "SourceSansPro-Semibold.ttf"),
}
"""The face of each role, from the font packages the program ships with: a book face for
titles, a clear sans for text and its semibold for labels and buttons."""


class Fonts:
    """Fonts by role and pixel size, each file opened once per size.

    Every face is one of ``FACES``, found by ``game.resources.font_path``: a missing file
    stops the program at once (``MissingFont``) rather than drawing with another face.
    """

    def __init__(self) -> None:
        self.files = {role: font_path(*face) for role, face in FACES.items()}
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}

    def get(self, role: str, px: int) -> pygame.font.Font:
        px = max(8, int(px))
        key = (role, px)
        font = self._fonts.get(key)
        if font is None:
            font = pygame.font.Font(self.files[role], px)
            self._fonts[key] = font
        return font


_NO_BREAK = re.compile(r" (?=[?!:;»])|(?<=«) |(?<=\d) (?=[^\W\d_])")
"""Spaces a wrapped line must not break at: before French ``? ! : ; »``, after ``«``, and
between a number and the word it counts ("2 points")."""


def keep_together(text: str) -> str:
    """``text`` with the spaces of ``_NO_BREAK`` made non-breaking (SDL_ttf wraps only at
    plain spaces), so that no line starts with a lone "?" or a unit without its number."""
    return _NO_BREAK.sub("\u00a0", text)


class TextCache:
    """Rendered labels, kept while they are used (least recently used ones are dropped)."""

    LIMIT = 600

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def render(
        self, text: str, role: str, px: int, colour: Colour = PAPER, width: int = 0
    ) -> pygame.Surface:
        """``text`` drawn in a font; ``width`` > 0 wraps it to that many pixels."""
        key = (text, role, int(px), colour, width)
        surface = self._cache.get(key)
        if surface is None:
            font = self.fonts.get(role, px)
            shown = keep_together(text) if width else text
            surface = font.render(shown, True, colour, wraplength=width)
            self._cache[key] = surface
            if len(self._cache) > self.LIMIT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surface

    def fit_px(self, text: str, role: str, px: int, max_width: int) -> int:
        """The size, ``px`` or smaller, at which one line of ``text`` fits ``max_width``."""
        width = self.fonts.get(role, px).size(text)[0]
        if width > max_width > 0:
            return max(8, int(px * max_width / width))
        return px

    def fit(
        self, text: str, role: str, px: int, max_width: int, colour: Colour = PAPER
    ) -> pygame.Surface:
        """One line of text at ``px`` or smaller, so that it fits ``max_width`` pixels."""
        return self.render(text, role, self.fit_px(text, role, px, max_width), colour)

    def clear(self) -> None:
        self._cache.clear()


def rounded_panel(
    size: tuple[int, int],
    fill: Colour = PANEL,
    border: Colour | None = GOLD,
    radius: int = 14,
    border_width: int = 2,
) -> pygame.Surface:
    """A translucent rounded rectangle with a thin border: every panel and dialog uses it."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None and border_width:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)
    return surface


def shadow(size: tuple[int, int], radius: int, alpha: int = 70) -> pygame.Surface:
    """A soft-edged dark blot to lift cards and panels off the cloth."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    steps = 4
    for i in range(steps):
        inset = i * max(1, radius // steps)
        rect = surface.get_rect().inflate(-2 * inset, -2 * inset)
        if rect.width <= 0 or rect.height <= 0:
            break
        pygame.draw.rect(surface, (0, 0, 0, alpha // steps), rect, border_radius=radius)
    return surface
