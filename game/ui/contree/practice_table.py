"""Contrée's practice at its table: the shared ``Practice`` on its table scene."""

from __future__ import annotations

from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.practice import Practice


class ContreePractice(Practice, ContreeTableScene):
    """A deal of Contrée played again as practice."""
