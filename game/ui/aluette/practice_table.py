"""Aluette's practice at its table: the shared ``Practice`` on its table scene."""

from __future__ import annotations

from game.ui.aluette.table import AluetteTableScene
from game.ui.scenes.practice import Practice


class AluettePractice(Practice, AluetteTableScene):
    """A deal of Aluette played again as practice."""
