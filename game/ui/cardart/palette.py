"""The colours of the cards: stencil colours of old French card makers on cream paper.

One place for every colour, so that the decks, figures and backs stay in one harmony.
"""

from __future__ import annotations

INK = "#2b2118"
"""Outlines and black printing: a warm brown-black, never pure black."""

PAPER = "#fbf4e1"
PAPER_EDGE = "#eedcb4"
CARD_EDGE = "#8c7150"

RED = "#b7312a"
RED_DARK = "#86231f"
BLUE = "#2f5596"
BLUE_LIGHT = "#8fb0d9"
YELLOW = "#e6b53e"
YELLOW_DARK = "#bf8a26"
GREEN = "#4f8a3b"
GREEN_LIGHT = "#a4c56e"
FLESH = "#f2cfaa"
FLESH_SHADE = "#dba383"
WHITE = "#fffaf0"
HAIR = "#6b4426"
GREY = "#a39a8c"
GOLD = "#d2a03a"

_SUIT_INK = {
    "spanish": ("#a8601c", RED, BLUE, "#3b7a2c"),
    "french": ("#c3262c", "#c3262c", "#221b17", "#221b17"),
    "french4": ("#1d5fbf", "#c3262c", "#221b17", "#21813a"),
}


def suit_ink(deck: str, suit: int) -> str:
    """Colour of a suit's corner index (and, for French decks, of its pips)."""
    return _SUIT_INK[deck][suit]
