"""Paints an Aluette table: the shared painter, with the trick's winning card outlined by
Aluette's ranking while beginner help is on."""

from __future__ import annotations

from game.aluette.rules.scoring import trick_winner
from game.ui.table.render import TableRenderer


class AluetteRenderer(TableRenderer):
    """See the module docstring."""

    def leading(self) -> int | None:
        """With beginner help, the card winning the trick so far is outlined too."""
        m = self.scene.model
        if m.winning is None and self.scene.app.settings.captions and len(m.trick) > 1:
            return trick_winner(list(m.trick.items()), self.scene.match.state.options.class_table)
        return m.winning
