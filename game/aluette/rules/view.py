"""What one seat may know: the observer that bots and the table read instead of the state.

A ``SeatView`` holds the seat's own cards, everything played face up, the trick counts and
who reached them first, the signals this seat saw, the public facts of the talon (whether the
chant took place and who received it, but not the cards), an exposed Petit-Jean's hand, and
the scores. It never holds another seat's hidden cards: bots are given only this.

It also holds what lies face down on the cloth for everyone to count — the tricks each seat
took (carried spoiled tricks included), the discards of each seat, the spoiled pile — so the
table draws the engine's answer instead of working a rule out again.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.aluette.rules.actions import Action
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import Take, reach_order
from game.aluette.rules.state import State


@dataclass(frozen=True, slots=True)
class SeenSignal:
    """A gesture this seat saw: who made it, and when (trick index, cards already on it)."""

    seat: int
    gesture: str
    trick: int
    position: int


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    options: Options
    n_seats: int
    teams: tuple[int, ...]
    """Each seat's team, as the engine has it."""
    classes: tuple[int, ...]
    """Strength class of each card in the game in force (the Cow Game has its own)."""
    phase: str
    to_act: int | None
    dealer: int
    hand_number: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    leader: int
    trick: tuple[tuple[int, int], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, int], ...], int | None], ...]
    tricks_won: tuple[int, ...]
    spoiled_tricks: int
    ranking: tuple[int, ...]
    takes: tuple[Take, ...]
    """Who took tricks, in the order taken (spoiled tricks carried to a winner included)."""
    spoiled: tuple[int, ...]
    """The cards on the spoiled pile: spoiled tricks nobody holds (yet)."""
    signals: tuple[SeenSignal, ...]
    chant_votes: tuple[tuple[int, bool], ...]
    chant_recipients: tuple[int, ...]
    talon_to: tuple[int, ...]
    """Who would receive the talon if the chant is agreed (empty without a chant)."""
    talon_received: tuple[int, ...]
    discards: tuple[int, ...]
    discard_counts: tuple[int, ...]
    unseen_talon: int
    exposed: tuple[tuple[int, tuple[int, ...]], ...]
    offer_team: int | None
    offer_result: tuple[str, int] | None
    scores: tuple[int, ...]
    legal: tuple[Action, ...]
    interjections: tuple[Action, ...]

    def team(self, seat: int) -> int:
        return self.teams[seat]

    @property
    def partners(self) -> tuple[int, ...]:
        return tuple(
            s
            for s in range(self.n_seats)
            if s != self.seat and self.team(s) == self.team(self.seat)
        )

    @property
    def played(self) -> tuple[int, ...]:
        """Every card seen face up this hand, in play order."""
        return tuple(c for _, t, _ in self.tricks for _, c in t) + tuple(c for _, c in self.trick)


def view(state: State, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``."""
    if not 0 <= seat < state.n:
        raise ValueError(f"seat {seat} is not at this table")
    seen = tuple(
        SeenSignal(m.seat, m.gesture, trick, pos)
        for m, trick, pos in state.signal_log
        if m.seat == seat or seat in m.seen_by
    )
    talon_received: tuple[int, ...] = ()
    if seat in state.recipients:
        dealt = set(state.deal_hands[seat])
        talon_received = tuple(
            c
            for c in state.hands[seat] + state.discards[seat] + _played_by(state, seat)
            if c not in dealt
        )
    exposed: tuple[tuple[int, tuple[int, ...]], ...] = ()
    if state.phase in ("play", "offer", "over") and state.start_hands[0]:
        exposed = tuple((d, state.hands[d]) for d in state.options.dummy_seats)
    return SeatView(
        seat=seat,
        options=state.options,
        n_seats=state.n,
        teams=state.teams,
        classes=state.classes,
        phase=state.phase,
        to_act=state.to_act,
        dealer=state.dealer,
        hand_number=state.hand_no,
        hand=tuple(sorted(state.hands[seat])),
        hand_sizes=tuple(len(h) for h in state.hands),
        leader=state.leader,
        trick=state.trick,
        tricks=state.trick_log,
        tricks_won=tuple(state.tricks_won()),
        spoiled_tricks=state.spoiled_tricks(),
        ranking=tuple(reach_order(state.takes, state.n)),
        takes=state.takes,
        spoiled=_spoiled_pile(state),
        signals=seen,
        chant_votes=state.votes,
        chant_recipients=state.recipients,
        talon_to=state.talon_recipients(),
        talon_received=talon_received,
        discards=state.discards[seat],
        discard_counts=tuple(len(d) for d in state.discards),
        unseen_talon=len(state.talon),
        exposed=exposed,
        offer_team=state.offer.team if state.offer else None,
        offer_result=state.offer_result,
        scores=state.scores,
        legal=tuple(state.legal_actions()) if state.to_act == seat else (),
        interjections=tuple(state.interjections(seat)),
    )


def _played_by(state: State, seat: int) -> tuple[int, ...]:
    trick_cards = [c for _, t, _ in state.trick_log for s, c in t if s == seat]
    return tuple(trick_cards + [c for s, c in state.trick if s == seat])


def _spoiled_pile(state: State) -> tuple[int, ...]:
    """Cards of the spoiled tricks still in the middle: every one, or, when spoiled tricks go
    to the next winner (``carry_spoiled``), the ``pending`` last ones that nobody took yet."""
    spoiled = [trick for _, trick, winner in state.trick_log if winner is None]
    if state.options.carry_spoiled:
        spoiled = spoiled[len(spoiled) - state.pending :]
    return tuple(c for trick in spoiled for _, c in trick)
