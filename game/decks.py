"""The card decks a player can choose: one name per art style of the 48 cards.

The settings file, the saves, the command line and the card art all read this one list;
it lives outside ``game.ui`` so that storage and the command line need no pygame.
"""

from __future__ import annotations

DECKS = ("spanish", "french", "french4")
"""Spanish-suited Aluette art, French-suited, and French with four suit colours."""
