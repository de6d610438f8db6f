"""Aluette's moments at the table that the shared turn flow does not know: the gestures a
partner reads, the offer of the point and the pause before the opening lead that leaves
time for it. Pure functions of the flow (no pygame), asked by Aluette's panels and scene.
"""

from __future__ import annotations

from game.aluette.rules.state import State
from game.ui.table.flow import TurnFlow
from game.ui.table.match import HUMAN


def may_offer(flow: TurnFlow[State]) -> bool:
    """The engine allows the human's offer of the point, and the table is at rest."""
    return flow.may_interject("offer")


def readers(flow: TurnFlow[State]) -> list[int]:
    """The human's partners who can read their gestures (a Petit-Jean cannot)."""
    state = flow.match.state
    return [s for s in state.partners(HUMAN) if state.controller(s) == s]


def gestures(flow: TurnFlow[State]) -> list[str]:
    """The gestures the human may make now, when a partner of theirs can read them."""
    if not readers(flow):
        return []
    kind = flow.match.api.turn_kind
    return [a.gesture for a in flow.interjections() if kind(a) == "signal"]


def offer_window(flow: TurnFlow[State]) -> bool:
    """A bot's opening lead waits so that the human may offer the point first."""
    state = flow.match.state
    return flow.bot_pending() and may_offer(flow) and not state.trick and not state.winners
