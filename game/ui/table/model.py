"""What the table shows right now: the cloth as the human at seat 0 sees it.

The engine's state runs ahead (a bot's card is decided before it has slid to the centre);
this model follows the animations instead, one landed card at a time, and is re-read from
the engine's view whenever the animations are all done. It holds no rule: every event moves
the cards the engine says moved, counts and "who reached it first" are the engine's
functions, and ``sync`` copies the view (its spoiled pile included), so both ways of
building the table meet — a property test checks it over random matches of every table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.aluette.cards import CLASS
from game.aluette.rules.scoring import Take, reach_order, spoiled_tricks, tricks_won
from game.aluette.rules.state import State
from game.aluette.rules.view import view


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

    ``teams`` is each seat's team (each seat its own in the Cow Game); ``exposed`` holds the
    face-up hands of the Petit-Jean seats once spread on the table.
    """

    teams: tuple[int, ...] = (0, 1, 0, 1)
    classes: tuple[int, ...] = CLASS
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
    takes: list[tuple[int, int]] = field(default_factory=list)
    """``(seat, count)`` of each take in order: what the rules' order of reaching reads."""

    @classmethod
    def for_state(cls, state: State) -> TableModel:
        """An empty table of the size, teams and ranking that ``state``'s rules play."""
        n, options = state.n, state.options
        return cls(
            tuple(state.team(s) for s in range(n)),
            options.class_table,
            counts=[0] * n,
            tricks=[0] * n,
            discards=[0] * n,
            scores=(0,) * options.n_teams,
        )

    @property
    def seats(self) -> int:
        return len(self.teams)

    @property
    def alone(self) -> bool:
        """Every seat plays for itself (the Cow Game, heads-up): no partners at this table."""
        return len(set(self.teams)) == self.seats

    @property
    def spoiled(self) -> int:
        """The spoiled tricks nobody holds, as the engine counts them, up to the last trick
        that left the middle."""
        return spoiled_tricks(len(self.past_tricks), self.engine_takes())

    def engine_takes(self) -> list[Take]:
        """The takes as the engine's scoring functions read them."""
        return [Take(k, seat, n) for k, (seat, n) in enumerate(self.takes)]

    def order(self, cards: list[int]) -> list[int]:
        """Cards strongest first by this game's ranking, so the named cards sit together."""
        return sorted(cards, key=lambda c: (self.classes[c], c))

    def ally(self, seat: int) -> bool:
        """Whether ``seat`` plays on the human's side (the human included)."""
        return self.teams[seat] == self.teams[0]

    # --- whole-table updates ------------------------------------------------------------------

    def sync(self, state: State) -> None:
        """Re-read everything from the engine (the animations are all done)."""
        seen = view(state, 0)
        self.hand = self.order(list(seen.hand))
        self.exposed = {s: self.order(list(cards)) for s, cards in seen.exposed}
        self.counts = list(seen.hand_sizes)
        self.takes = [(t.seat, t.count) for t in seen.takes]
        self.tricks = list(seen.tricks_won)
        self.first = seen.ranking[0] if seen.ranking else None
        self.trick = dict(seen.trick)
        self.past_tricks = [(list(t), w) for _leader, t, w in seen.tricks]
        self.talon = seen.unseen_talon
        self.deck = 0
        self.dead = len(seen.spoiled)
        self.discards = list(seen.discard_counts)
        self.dealer = seen.dealer
        self.hand_no = seen.hand_number
        self.scores = tuple(seen.scores)
        self.drawn = []
        self.selected &= set(self.hand)

    def new_hand(self, number: int, dealer: int) -> None:
        """Clear the cloth for a new deal: the whole pack in the dealer's hands."""
        n = self.seats
        self.hand, self.exposed, self.counts = [], {}, [0] * n
        self.tricks, self.first, self.takes = [0] * n, None, []
        self.trick, self.winning, self.past_tricks = {}, None, []
        self.talon, self.dead, self.discards = 0, 0, [0] * n
        self.deck = 48
        self.dealer, self.hand_no = dealer, number
        self.selected.clear()

    def expose(self, seat: int, cards: tuple[int, ...]) -> None:
        """A Petit-Jean's hand is spread face up."""
        self.exposed[seat] = self.order(list(cards))

    # --- single cards -------------------------------------------------------------------------

    def take_from_hand(self, seat: int, card: int | None) -> None:
        """A card leaves a hand (played or discarded)."""
        if seat == 0 and card in self.hand:
            self.hand.remove(card)
            self.selected.discard(card)
        if card in self.exposed.get(seat, ()):
            self.exposed[seat].remove(card)
        self.counts[seat] = max(0, self.counts[seat] - 1)

    def give(self, seat: int, card: int | None) -> None:
        """A card lands in a hand (dealt, or from the talon)."""
        if seat == 0 and card is not None:
            self.hand = self.order([*self.hand, card])
        self.counts[seat] += 1

    def trick_taken(self, winner: int, count: int = 1) -> None:
        """A trick goes to ``winner``: the counts, and who leads the hand by the rules' order."""
        self.takes.append((winner, count))
        takes = self.engine_takes()
        self.tricks = tricks_won(takes, self.seats)
        ranking = reach_order(takes, self.seats)
        self.first = ranking[0] if ranking else None

    def close_trick(self, cards: list[tuple[int, int]], winner: int | None) -> None:
        """A trick has left the middle: remember it as the last trick."""
        self.past_tricks.append((cards, winner))
        if winner is None:
            self.dead += len(cards)
