"""What a Contrée table shows: the shared visible table plus the auction and the contract.

``ContreeModel`` is a ``TableModel`` (same hands, trick and expressions, so the cloth
painter draws it unchanged) with what only Contrée has: the calls of the auction, the
contract, the belote heard and each side's card points. It is re-read from Contrée's seat
view (``sync``) whenever the animations are done, and follows the events in between.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.contree.cards import STRENGTH
from game.contree.rules.actions import Call
from game.contree.rules.events import AnnouncementsShown
from game.contree.rules.state import Contract
from game.contree.rules.view import view
from game.ui.table.model import TableModel

SUIT_ORDER = (0, 1, 3, 2)
"""Suits in a hand from left to right (spades, hearts, clubs, diamonds): colours alternate."""


@dataclass(slots=True)
class ContreeModel(TableModel):
    """The visible Contrée table (see the module docstring); teams are seats 0+2 and 1+3."""

    calls: list[Call] = field(default_factory=list)
    contract: Contract | None = None
    belote: list[tuple[int, bool]] = field(default_factory=list)
    """``(seat, rebelote)`` of each announcement heard this hand."""
    points: list[int] = field(default_factory=lambda: [0, 0])
    """Card points each side took so far this hand (dix de der included)."""
    target: int = 2000
    direction: str = "counterclockwise"
    hands: int = 0
    """A match of that many hands (option ``hands``), or 0: to the target."""
    played: int = 0
    """Hands finished under a contract (what ``hands`` counts)."""
    counted: int = 1
    """The number of the hand under way among those counted (thrown-in hands are not)."""
    shown: AnnouncementsShown | None = None
    """The best team's announcements, while their cards are shown after the first trick."""
    PACK: ClassVar[int] = 32

    @classmethod
    def for_state(cls, state: Any) -> ContreeModel:
        return cls(
            (0, 1, 0, 1),
            counts=[0] * 4,
            tricks=[0] * 4,
            discards=[0] * 4,
            scores=(0, 0),
            target=state.options.target,
            direction=state.options.direction,
            hands=state.options.hands,
        )

    def order(self, cards: list[int]) -> list[int]:
        """By suit (trumps first once known, colours alternating), strongest first."""
        trump = self.contract.trump if self.contract else None

        def key(c: int) -> tuple[bool, int, int]:
            suit = c >> 3
            # before the contract every suit ranks plain: its strength under another trump
            strength = STRENGTH[suit ^ 1 if trump is None else trump][c]
            return (suit != trump, SUIT_ORDER.index(suit), -strength)

        return sorted(cards, key=key)

    def sync(self, state: Any) -> None:
        seen = view(state, 0)
        self.contract = seen.contract
        self.hand = self.order(list(seen.hand))
        self.counts = list(seen.hand_sizes)
        self.tricks = list(seen.tricks_won)
        self.trick = dict(seen.trick)
        self.past_tricks = [(list(t), w) for _leader, t, w in seen.tricks]
        self.deck = 0
        self.dealer = seen.dealer
        self.hand_no = seen.hand_number
        self.scores = tuple(seen.scores)
        self.calls = list(seen.calls)
        self.belote = [(s, k > 0) for k, (s, _c) in enumerate(seen.belote)]
        self.points = list(seen.card_points)
        self.drawn = []
        self.played = state.match.played
        self.counted = self.played + (0 if state.is_over else 1)

    def new_hand(self, number: int, dealer: int) -> None:
        TableModel.new_hand(self, number, dealer)
        self.calls, self.contract, self.belote, self.points = [], None, [], [0, 0]
        self.counted = self.played + 1

    def hand_scored(self) -> None:
        """A hand played under a contract is over: one more hand counted."""
        self.played += 1

    def trick_won(self, winner: int, points: int) -> None:
        """A trick goes to ``winner``'s pile with its card points."""
        self.tricks[winner] += 1
        self.points[winner % 2] += points
