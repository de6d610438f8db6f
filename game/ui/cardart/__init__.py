"""Card art drawn by our own code: every face, back and the table cloth, made at run time.

Use::

    from game.ui.cardart import CardArt, CARD_RATIO, card_height

    art = CardArt("spanish", lang="fr")     # "spanish", "french" or "french4"; "en" or "fr"
    art.face(card, 120)    # pygame.Surface 120 × card_height(120) px, card 0–47
    art.back(120, design=0)                 # design 0 (red lattice) or 1 (blue, the cow)
    art.felt((1920, 1080))                  # the table cloth for a window

``CARD_RATIO`` is height / width (1.5); ``card_height(width)`` the exact pixel height. Surfaces
are cached per width (the last few widths) and converted for fast blits once a display exists;
callers must not draw on them. Lang only picks the court letters of the corner index (J Q K
or V D R).

How: the ``svg_*`` modules build each card as an SVG string (pure Python, no pygame) and
``raster`` draws it at the exact pixel size with ``pygame.image.load_sized_svg``, so cards
are crisp from 40 to 400 px wide. Cards 64 px wide or less get a compact jumbo-index layout.
``CardArt`` is imported lazily so that the SVG builders stay importable without pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.cardart.svg_face import CARD_RATIO, card_height

if TYPE_CHECKING:
    from game.ui.cardart.raster import CardArt

__all__ = ["CARD_RATIO", "CardArt", "card_height"]


def __getattr__(name: str) -> object:
    if name == "CardArt":
        from game.ui.cardart.raster import CardArt

        return CardArt
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
