"""What Contrée's table parts (its painter, panels and dialogs) ask of its scene.

The shared protocols with Contrée's own: its model (the contract, the auction), its state,
the cards the rules allow now and the reasons of the bots' calls. ``ContreePlayers`` is
enough for the result sentences (the hand replay is one), ``ContreeTable`` is the live table
(``table.ContreeTableScene``).
"""

from __future__ import annotations

from typing import Protocol

from game.contree.rules.state import State
from game.ui.contree.model import ContreeModel
from game.ui.table.flow import TurnFlow
from game.ui.table.host import Players, Table
from game.ui.table.match import Match


class ContreePlayers(Players, Protocol):
    """The result sentences of a Contrée hand: Contrée's model besides the words."""

    @property
    def model(self) -> ContreeModel: ...


class ContreeTable(ContreePlayers, Table, Protocol):
    """A Contrée match at the table, as its painter, panels and dialogs read it."""

    @property
    def match(self) -> Match[State]: ...
    @property
    def flow(self) -> TurnFlow[State]: ...
    @property
    def model(self) -> ContreeModel: ...
    @property
    def refusal(self) -> str:
        """Why the card the human tried is not allowed ("" once they act)."""
        ...

    def legal_now(self) -> tuple[set[int], str]: ...
    def apply_all(self, actions: list) -> None: ...
    def why_call(self, index: int) -> bool: ...
