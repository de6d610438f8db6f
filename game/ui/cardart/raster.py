"""Turns the card SVGs into pygame surfaces, once per size: the only card-art module using pygame.

SDL's SVG renderer draws each document straight at the pixel size asked for, so a card is
crisp at any size without scaling a bitmap. Surfaces are cached per width; the few most recent
widths are kept, which covers a table that is resized now and then.
"""

from __future__ import annotations

import io
from collections import OrderedDict

import pygame

from game.decks import DECKS
from game.ui.cardart.packs import DEFAULT_PACK, PACKS
from game.ui.cardart.svg import document, place
from game.ui.cardart.svg_back import BACK_DESIGNS, TWILL_TILE, back_svg, felt_svg, twill_svg
from game.ui.cardart.svg_face import RANK_LABELS, blank_svg, card_height
from game.ui.cardart.svg_french import pip

KEPT_WIDTHS = 4
"""Card widths whose surfaces stay cached; older ones are dropped."""

FELT_SHRINK = 4
"""The cloth's light is smooth: drawn this many times smaller, then scaled up."""


def rasterise(svg: str, size: tuple[int, int]) -> pygame.Surface:
    """An SVG document drawn at exactly ``size`` pixels, with alpha."""
    surface = pygame.image.load_sized_svg(io.BytesIO(svg.encode()), size)
    if surface.get_size() != size:  # nanosvg may round a pixel off
        surface = pygame.transform.smoothscale(surface, size)
    return _for_display(surface, alpha=True)


def _for_display(surface: pygame.Surface, alpha: bool) -> pygame.Surface:
    """The surface in the display's pixel format, once there is a display: blits are faster."""
    if pygame.display.get_surface() is None:
        return surface
    return surface.convert_alpha() if alpha else surface.convert()


class CardArt:
    """Faces, backs and table felt of one deck, drawn on demand and cached per size.

    ``pack`` (``game.ui.cardart.packs``) says whose cards ``face`` numbers: Aluette's 48 (any
    deck) or Contrée's 32 (French art only: a Spanish deck draws them French)."""

    def __init__(self, deck: str = "spanish", lang: str = "en", pack: str = DEFAULT_PACK) -> None:
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r}: one of {', '.join(DECKS)}")
        if pack not in PACKS:
            raise ValueError(f"unknown pack {pack!r}: one of {', '.join(PACKS)}")
        self.pack = pack
        self._pack = PACKS[pack]
        deck = self._pack.ink(deck)
        if lang not in RANK_LABELS:
            raise ValueError(f"unknown language {lang!r}: one of {', '.join(RANK_LABELS)}")
        self.deck = deck
        self.lang = lang
        self._by_width: OrderedDict[int, dict[object, pygame.Surface]] = OrderedDict()
        self._felt: dict[tuple[int, int], pygame.Surface] = {}

    def _cache(self, width: int) -> dict[object, pygame.Surface]:
        if width < 1:
            raise ValueError(f"card width must be at least 1 pixel, not {width}")
        cache = self._by_width.setdefault(width, {})
        self._by_width.move_to_end(width)
        while len(self._by_width) > KEPT_WIDTHS:
            self._by_width.popitem(last=False)
        return cache

    def face(self, card: int, width: int) -> pygame.Surface:
        """The face of a card of the pack (0–47 or 0–31) ``width`` pixels wide and
        ``card_height(width)`` high."""
        cache = self._cache(width)
        if card not in cache:
            size = (width, card_height(width))
            suit = self._pack.suit_of(card)
            key = ("blank", suit)
            if key not in cache:
                cache[key] = rasterise(blank_svg(self.deck, suit, width), size)
            surface = cache[key].copy()
            svg = self._pack.face_svg(self.deck, card, width, self.lang, False)
            surface.blit(rasterise(svg, size), (0, 0))
            cache[card] = surface
        return cache[card]

    def suit_mark(self, suit: int, px: int) -> pygame.Surface:
        """A suit of the pack (0–3, in its game's order; Contrée: spades, hearts, diamonds,
        clubs) as a pip ``px`` pixels high, in this deck's inks: the fonts have no suit signs."""
        cache = self._cache(px)
        key = ("mark", suit)
        if key not in cache:
            first = suit * self._pack.size // 4  # the suit's first card
            body = place(pip(self._pack.suit_of(first), 96, self.deck), 50, 50)
            cache[key] = rasterise(document(body, (px, px), (100, 100)), (px, px))
        return cache[key]

    def back(self, width: int, design: int = 0) -> pygame.Surface:
        """A card back; ``design`` is 0 to ``BACK_DESIGNS - 1``."""
        if not 0 <= design < BACK_DESIGNS:
            raise ValueError(f"back design {design} does not exist: 0 to {BACK_DESIGNS - 1}")
        cache = self._cache(width)
        key = ("back", design)
        if key not in cache:
            cache[key] = rasterise(back_svg(design, width), (width, card_height(width)))
        return cache[key]

    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The table cloth for a window of ``size`` pixels (only the last size is kept)."""
        if size not in self._felt:
            self._felt = {size: _felt(size)}
        return self._felt[size]


def _felt(size: tuple[int, int]) -> pygame.Surface:
    """The cloth's light drawn at a quarter of the size and scaled up, then the weave tiled."""
    w, h = size
    small = (max(1, w // FELT_SHRINK), max(1, h // FELT_SHRINK))
    cloth = pygame.transform.smoothscale(rasterise(felt_svg(small), small), size)
    tile = rasterise(twill_svg(), (TWILL_TILE, TWILL_TILE))
    cloth.fblits((tile, (x, y)) for x in range(0, w, TWILL_TILE) for y in range(0, h, TWILL_TILE))
    return cloth
