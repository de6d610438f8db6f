"""What an Aluette table shows: the shared visible table with Aluette's ranking, its takes
and spoiled tricks, re-read from Aluette's seat view.

Counts and "who reached it first" are the engine's functions, and ``sync`` copies the view
(its spoiled pile included), so both ways of building the table meet — a property test checks
it over random matches of every table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.aluette.cards import CLASS
from game.aluette.rules.scoring import Take, reach_order, spoiled_tricks, tricks_won
from game.aluette.rules.view import view
from game.ui.table.model import TableModel


@dataclass(slots=True)
class AluetteModel(TableModel):
    """The visible Aluette table (each seat its own team in the Cow Game; ``exposed`` holds
    the face-up hands of the Petit-Jean seats once spread on the table)."""

    classes: tuple[int, ...] = CLASS
    takes: list[tuple[int, int]] = field(default_factory=list)
    """``(seat, count)`` of each take in order: what the rules' order of reaching reads."""
    PACK: ClassVar[int] = 48

    @classmethod
    def for_state(cls, state: Any) -> AluetteModel:
        """An empty table of the size, teams and ranking that ``state``'s rules play."""
        n, options = state.n, state.options
        return cls(
            tuple(state.team(s) for s in range(n)),
            counts=[0] * n,
            tricks=[0] * n,
            discards=[0] * n,
            scores=(0,) * options.n_teams,
            classes=options.class_table,
        )

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

    def sync(self, state: Any) -> None:
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
        TableModel.new_hand(self, number, dealer)
        self.takes = []

    def expose(self, seat: int, cards: tuple[int, ...]) -> None:
        """A Petit-Jean's hand is spread face up."""
        self.exposed[seat] = self.order(list(cards))

    def trick_taken(self, winner: int, count: int = 1) -> None:
        """A trick goes to ``winner``: the counts, and who leads the hand by the rules' order."""
        self.takes.append((winner, count))
        takes = self.engine_takes()
        self.tricks = tricks_won(takes, self.seats)
        ranking = reach_order(takes, self.seats)
        self.first = ranking[0] if ranking else None
