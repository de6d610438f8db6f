"""What Aluette's table parts (its panels and dialogs) ask of its scene.

The shared ``Table`` with Aluette's own: its state and model classes, the offer of the point
and the discards; ``table.AluetteTableScene`` is one.
"""

from __future__ import annotations

from typing import Protocol

from game.aluette.rules.state import State
from game.ui.aluette.model import AluetteModel
from game.ui.table.flow import TurnFlow
from game.ui.table.host import Table
from game.ui.table.match import Match


class AluetteTable(Table, Protocol):
    """An Aluette match at the table, as its panels and dialogs read it."""

    @property
    def match(self) -> Match[State]: ...
    @property
    def flow(self) -> TurnFlow[State]: ...
    @property
    def model(self) -> AluetteModel: ...

    def offer(self) -> None: ...
    def confirm_discards(self) -> None: ...
