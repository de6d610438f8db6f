"""Aluette's guided first hand at its table: the shared ``Guided`` lesson on Aluette's table
scene; its captions may name the four top cards, and a card is worded as the deck names it."""

from __future__ import annotations

from game.aluette.cards import NAMED_CARDS
from game.aluette.words import card_name_inline, plain_name
from game.ui.aluette.table import AluetteTableScene
from game.ui.scenes.lesson import Guided


class AluetteLesson(Guided, AluetteTableScene):
    """Aluette's guided first hand."""

    def values(self) -> dict[str, str]:
        """The players, and the named cards (Monsieur, Madame…) as the deck shows them."""
        t, deck = self.app.t, self.match.deck
        named = {name: plain_name(t, deck, card) for name, card in NAMED_CARDS.items()}
        return super().values() | named

    def card_words(self, card: int) -> str:
        return card_name_inline(self.app.t, self.match.deck, card)
