"""Card art drawn by our own code: every face, back and the table cloth, made at run time.

Use::

    from game.ui.cardart import BACK_DESIGNS, CARD_RATIO, CardArt, card_height

    art = CardArt("spanish", lang="fr")  # deck "spanish", "french" or "french4"; "en" or "fr"
    art.face(card, 120)      # card 0–47, a pygame.Surface 120 × card_height(120) px
    art.back(120, design=1)  # 0 red lattice, 1 blue with the cow; BACK_DESIGNS designs
    art.felt((1920, 1080))   # the table cloth for a window, opaque

``CARD_RATIO`` is height / width (1.5); ``card_height(width)`` the exact pixel height. Faces
and backs are cached per width (the last few widths), the cloth for the last size; all are
converted for fast blits once a display exists. Callers must not draw on them. ``lang`` only
picks the corner index's letters (French decks: A K Q J, or 1 R D V as French packs print them).

How: the ``svg_*`` modules build each card as an SVG string (pure Python, no pygame) and
``raster`` draws it at the exact pixel size with ``pygame.image.load_sized_svg``, so cards
are crisp from 40 to 400 px wide. Cards 64 px wide or less get a compact jumbo-index layout.
``CardArt`` is imported lazily so that the SVG builders stay importable without pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.cardart.svg_back import BACK_DESIGNS
from game.ui.cardart.svg_face import CARD_RATIO, card_height

if TYPE_CHECKING:
    from game.ui.cardart.raster import CardArt

__all__ = ["BACK_DESIGNS", "CARD_RATIO", "CardArt", "card_height"]


def __getattr__(name: str) -> object:
    if name == "CardArt":
        from game.ui.cardart.raster import CardArt  # lazy: the SVG builders need no pygame

        return CardArt
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
