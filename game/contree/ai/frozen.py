"""Where the frozen expert stops. It was copied before no trump and all trumps existed, and
its hand reading indexes the trump by suit: once a no-trump or all-trumps bid is heard it
hands the decision to today's expert, so that the arena and the bench can seat it at any
table. Under the rules it was frozen with (its measure) it decides alone, unchanged."""

from __future__ import annotations

from game.advice import Advice
from game.contree.ai.expert import ExpertBot as TodaysExpert
from game.contree.ai.reference.expert import ExpertBot
from game.contree.cards import NO_TRUMP
from game.contree.rules.actions import Action, Bid
from game.contree.rules.view import SeatView


def beyond(view: SeatView) -> bool:
    """Whether the auction heard a bid the frozen expert never knew (no trump, all trumps)."""
    return any(isinstance(c, Bid) and c.trump >= NO_TRUMP for c in view.calls)


class FrozenExpert:
    """The frozen expert, with today's expert past its bounds."""

    level = "reference"

    def __init__(self, seed: int = 0) -> None:
        self.frozen = ExpertBot(seed)
        self.today = TodaysExpert(seed)

    def _bot(self, view: SeatView) -> ExpertBot | TodaysExpert:
        return self.today if beyond(view) else self.frozen

    def choose(self, view: SeatView) -> Action:
        return self._bot(view).choose(view)

    def explain(self, view: SeatView) -> Advice:
        return self._bot(view).explain(view)

    def interject(self, view: SeatView) -> Action | None:
        return self._bot(view).interject(view)

    def explain_interjection(self, view: SeatView) -> Advice | None:
        return self._bot(view).explain_interjection(view)
