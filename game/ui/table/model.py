"""What the table shows right now: the cloth as the human at seat 0 sees it, for any game.

The engine's state runs ahead (a bot's card is decided before it has slid to the centre);
this model follows the animations instead, one landed card at a time, and is re-read from
the engine's view whenever the animations are all done (``sync``). It holds no rule: each
game's model (``game.ui.<name>.model``) reads its own view and adds what only it shows;
the fields here are what every table draws (hands, the trick, piles, faces and words).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(slots=True)
class Expression:
    """A gesture or a speech bubble shown on a seat until ``until`` (app seconds)."""

    kind: str  # "gesture" or "bubble"
    text: str
    until: float
    caption: str = ""


@dataclass(slots=True)
class TableModel:
    """The visible table; every field is what a player at seat 0 could see on a real table.

    ``teams`` is each seat's team; ``exposed`` holds hands spread face up; ``talon``,
    ``dead``, ``discards`` and ``drawn`` are piles a game may lay on the cloth (empty when
    it has none); ``first`` is the seat that leads the hand, when the game marks one.
    """

    teams: tuple[int, ...] = (0, 1, 0, 1)
    hand: list[int] = field(default_factory=list)
    exposed: dict[int, list[int]] = field(default_factory=dict)
    counts: list[int] = field(default_factory=lambda: [0] * 4)
    tricks: list[int] = field(default_factory=lambda: [0] * 4)
    first: int | None = None
    trick: dict[int, int] = field(default_factory=dict)
    winning: int | None = None
    past_tricks: list[tuple[list[tuple[int, int]], int | None]] = field(default_factory=list)
    talon: int = 0
    deck: int = 0
    dead: int = 0
    discards: list[int] = field(default_factory=lambda: [0] * 4)
    dealer: int = 0
    hand_no: int = 0
    scores: tuple[int, ...] = (0, 0)
    drawn: list[tuple[int, int]] = field(default_factory=list)
    expressions: dict[int, Expression] = field(default_factory=dict)
    selected: set[int] = field(default_factory=set)
    PACK: ClassVar[int] = 0
    """How many cards the game's pack holds (in the dealer's hands before a deal)."""

    @classmethod
    def for_state(cls, state: Any) -> TableModel:
        """An empty table of the size and teams that ``state``'s rules play (each game's)."""
        raise NotImplementedError

    def sync(self, state: Any) -> None:
        """Re-read everything from the engine's view of seat 0 (each game's)."""
        raise NotImplementedError

    def order(self, cards: list[int]) -> list[int]:
        """Cards in the order a hand shows them (each game's)."""
        raise NotImplementedError

    @property
    def spoiled(self) -> int:
        """The tricks in the dead pile that nobody holds (a game without spoiled tricks: 0)."""
        return 0

    @property
    def seats(self) -> int:
        return len(self.teams)

    @property
    def alone(self) -> bool:
        """Every seat plays for itself: no partners at this table."""
        return len(set(self.teams)) == self.seats

    def ally(self, seat: int) -> bool:
        """Whether ``seat`` plays on the human's side (the human included)."""
        return self.teams[seat] == self.teams[0]

    # --- whole-table updates ------------------------------------------------------------------

    def new_hand(self, number: int, dealer: int) -> None:
        """Clear the cloth for a new deal: the whole pack in the dealer's hands."""
        n = self.seats
        self.hand, self.exposed, self.counts = [], {}, [0] * n
        self.tricks, self.first = [0] * n, None
        self.trick, self.winning, self.past_tricks = {}, None, []
        self.talon, self.dead, self.discards = 0, 0, [0] * n
        self.deck = self.PACK
        self.dealer, self.hand_no = dealer, number
        self.selected.clear()

    # --- single cards -------------------------------------------------------------------------

    def take_from_hand(self, seat: int, card: int | None) -> None:
        """A card leaves a hand (played or discarded)."""
        if seat == 0 and card in self.hand:
            self.hand.remove(card)
            self.selected.discard(card)
        if card is not None and card in self.exposed.get(seat, ()):
            self.exposed[seat].remove(card)
        self.counts[seat] = max(0, self.counts[seat] - 1)

    def give(self, seat: int, card: int | None) -> None:
        """A card lands in a hand (dealt, or from the talon)."""
        if seat == 0 and card is not None:
            self.hand = self.order([*self.hand, card])
        self.counts[seat] += 1

    def close_trick(self, cards: list[tuple[int, int]], winner: int | None) -> None:
        """A trick has left the middle: remember it as the last trick."""
        self.past_tricks.append((cards, winner))
        if winner is None:
            self.dead += len(cards)
