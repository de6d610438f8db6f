"""What one seat may know of a Contrée match: the observer that bots and the table read.

A ``SeatView`` holds the seat's own cards, every call of the auction, the contract, every card
played face up, the belote announcements heard, the announcements declared (rule 13) and,
after the first trick, the cards shown of the best team's, the trick counts, card points and
scores. It never holds another seat's cards unless shown: bots are given only this. Its names
follow Aluette's ``SeatView`` where they mean the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.contree.cards import belote_cards
from game.contree.rules.actions import Action, Bid, Call, Play
from game.contree.rules.announcements import Announcement, undeclared
from game.contree.rules.events import AnnouncementsShown
from game.contree.rules.options import Options
from game.contree.rules.state import Contract, State

Trick = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    options: Options
    n_seats: int
    phase: str
    to_act: int | None
    dealer: int
    hand_number: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    calls: tuple[Call, ...]
    bid: Bid | None  # the standing bid during the auction
    contre: int | None  # the seat that doubled it
    contract: Contract | None
    leader: int
    trick: Trick
    tricks: tuple[tuple[int, Trick, int], ...]  # (leader, trick, winner)
    tricks_won: tuple[int, ...]
    card_points: tuple[int, int]
    belote: tuple[tuple[int, int], ...]  # (seat, card) of each belote / rebelote heard
    declared: tuple[tuple[int, str], ...]  # (seat, kind) of each announcement declared
    shown: AnnouncementsShown | None  # after the first trick: the scoring team's cards
    announcements: tuple[Announcement, ...]  # the seat's own, as dealt, the best first
    scores: tuple[int, int]
    legal: tuple[Action, ...]
    interjections: tuple[Action, ...]

    def team(self, seat: int) -> int:
        return seat % 2

    def next_seat(self, seat: int) -> int:
        return (seat + self.options.step) % self.n_seats

    @property
    def partners(self) -> tuple[int, ...]:
        return ((self.seat + 2) % self.n_seats,)

    def legal_cards(self) -> list[int]:
        """The cards the seat may play (none during the auction)."""
        return [a.card for a in self.legal if isinstance(a, Play)]

    def undeclared(self) -> list[Announcement]:
        """The seat's own announcements it has not declared yet, the best first."""
        return undeclared(self.announcements, (k for s, k in self.declared if s == self.seat))

    def standing_bid(self) -> Bid:
        """The bid a contre, a surcontre or their reasons are about (one stands)."""
        assert self.bid is not None, "no bid stands"
        return self.bid

    def played_contract(self) -> Contract:
        """The contract of the play (a card is asked only once the auction made one)."""
        assert self.contract is not None, "the auction is not over"
        return self.contract

    @property
    def played(self) -> tuple[int, ...]:
        """Every card seen face up this hand, in play order."""
        return tuple(c for _, t, _ in self.tricks for _, c in t) + tuple(c for _, c in self.trick)


def view(state: State, seat: int) -> SeatView:
    """What ``seat`` may know of ``state``."""
    if not 0 <= seat < state.n:
        raise ValueError(f"seat {seat} is not at this table")
    announced = state.announced
    return SeatView(
        seat=seat,
        options=state.options,
        n_seats=state.n,
        phase=state.phase,
        to_act=state.to_act,
        dealer=state.dealer,
        hand_number=state.hand_no,
        hand=tuple(sorted(state.hands[seat])),
        hand_sizes=tuple(len(h) for h in state.hands),
        calls=state.auction.calls,
        bid=state.auction.bid,
        contre=state.auction.contre,
        contract=state.contract,
        leader=state.leader,
        trick=state.trick,
        tricks=state.trick_log,
        tricks_won=state.won,
        card_points=state.card_points,
        belote=_belote_heard(state),
        declared=tuple((s, a.kind) for s, a in announced.declared) if announced else (),
        shown=announced.shown if announced else None,
        announcements=announced.held[seat] if announced else (),
        scores=state.scores,
        legal=tuple(state.legal_actions()) if state.to_act == seat else (),
        interjections=tuple(state.interjections(seat)),
    )


def _belote_heard(state: State) -> tuple[tuple[int, int], ...]:
    """The belote and rebelote announced so far: the holder's king and queen once played."""
    if state.belote_seat is None or state.contract is None or state.options.belote == "off":
        return ()
    pair = belote_cards(state.contract.trump)
    return tuple((state.belote_seat, c) for c in state.plays() if c in pair)
