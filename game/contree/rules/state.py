"""Contrée as a state machine: a whole match, from the first dealer to the target.

The API is Aluette's (``game.aluette.rules.state``), so the table, the bots, the arena and
storage take either game through the same calls: a ``State`` answers ``to_act``,
``legal_actions()``, ``interjections(seat)``, ``is_over`` and ``scores``; ``apply(action)``
returns a *new* state and the events that happened, and never changes the old one. Chance is
not an action: the first dealer, the shuffle and each cut come from random generators
derived from the match seed, so ``(seed, options, actions)`` replays exactly. Under
``announcements: on`` the seat to act in the first trick may also ``Declare`` before its
card (rule 13).

Trade-offs, for speed (the bots play deals out through this engine): cards are small ints
and order and points come from tables (``game.contree.cards``); a ``State`` has
``__slots__`` and ``apply`` copies only its references, sharing everything that does not
change — the match (``Match``) and the auction (``Auction``) are small named tuples
replaced only when a hand starts or ends or a call is made.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from game.contree.cards import (
    CODES,
    DECK,
    LAST_TRICK_BONUS,
    NO_TRUMP,
    POINTS,
    TRUMPS,
    belote_cards,
)
from game.contree.rules import announcements as ann
from game.contree.rules import events as ev
from game.contree.rules.actions import (
    BIDS,
    BIDS_NT,
    CONTRES,
    DECLARES,
    KINDS,
    PASSES,
    PLAYS,
    SURCONTRES,
    VALUES,
    Action,
    Bid,
    Call,
    Contre,
    Declare,
    Pass,
    Play,
    Surcontre,
    call_code,
)
from game.contree.rules.options import Options
from game.contree.rules.play import Trick, legal_cards, master
from game.contree.rules.scoring import match_winner, score_hand

AUCTION = "auction"
PLAY = "play"
OVER = "over"

SEATS = 4
HAND_SIZE = 8
TRICKS = 8
MIN_CUT = 3
"""The cut leaves at least this many cards in each part."""

_VALUE_INDEX = {v: i for i, v in enumerate(VALUES)}


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message names the rule."""


class Match(NamedTuple):
    """What lasts from hand to hand; replaced only when a hand starts or ends."""

    seed: int
    single_hand: bool  # a state from a record or a search: no next hand
    dealer: int
    hand_no: int
    scores: tuple[int, int]  # per team
    deals: int  # hands finished, thrown-in ones included
    played: int  # hands finished under a contract (option ``hands`` counts these)
    winner: int | None  # the team that won the match
    finished: tuple[State, ...]  # a snapshot at the end of each finished hand


class Auction(NamedTuple):
    """The calls so far and what they leave standing (a tuple: rebuilt on every call)."""

    calls: tuple[Call, ...]
    bid: Bid | None  # the standing bid
    passes: int  # passes in a row since the last bid (or the start)
    contre: int | None  # the seat that doubled
    speakers: tuple[int, ...]  # after a contre: the contracted team, in turn, still to speak


class Announced(NamedTuple):
    """The announcements of a hand (option ``announcements: on``), from the contract on."""

    held: tuple[tuple[ann.Announcement, ...], ...]  # each seat's, as dealt, the best first
    declared: tuple[tuple[int, ann.Announcement], ...]  # in the order declared
    shown: ev.AnnouncementsShown | None  # once the first trick is over


@dataclass(frozen=True, slots=True)
class Contract:
    """The last bid, and 1, 2 (contre) or 4 (surcontre)."""

    bidder: int
    value: int
    trump: int
    multiplier: int

    @property
    def attack(self) -> int:
        """The bidder's team."""
        return self.bidder % 2


NO_CALLS = Auction((), None, 0, None, ())


class State:
    """One moment of a match. Never mutated once returned: ``apply`` makes a new one."""

    __slots__ = (
        "_allowed",
        "announced",
        "auction",
        "belote_played",
        "belote_seat",
        "card_points",
        "contract",
        "dealt",
        "hands",
        "leader",
        "match",
        "options",
        "phase",
        "result",
        "step",
        "to_act",
        "trick",
        "trick_log",
        "won",
    )
    options: Options
    step: int  # options.step, read on every card
    match: Match
    phase: str
    to_act: int | None
    dealt: tuple[tuple[int, ...], ...]  # each seat's eight cards, as dealt
    auction: Auction
    contract: Contract | None
    belote_seat: int | None  # the seat holding king and queen of trumps
    belote_played: int  # how many of the two it has played
    announced: Announced | None  # under ``announcements: on``, once the contract is made
    hands: tuple[tuple[int, ...], ...]
    leader: int
    trick: Trick
    trick_log: tuple[tuple[int, Trick, int], ...]  # (leader, trick, winner)
    won: tuple[int, ...]  # tricks per seat
    card_points: tuple[int, int]  # per team, from the tricks taken so far
    result: ev.HandEnded | None
    _allowed: tuple[Sequence[int], str] | None  # memo of ``_allowed_cards``

    # --- construction ------------------------------------------------------------------------

    @classmethod
    def new_match(cls, seed: int, options: Options | None = None) -> tuple[State, list[ev.Event]]:
        """A match: the first dealer drawn, then the first hand dealt."""
        options = options or Options()
        dealer = _chance(seed, "first_dealer", 0, SEATS - 1)
        s = cls._blank(options, Match(seed, False, dealer, 0, (0, 0), 0, 0, None, ()))
        events: list[ev.Event] = [ev.DealerDrawn(dealer)]
        s._start_hand(events, DECK)
        return s, events

    @classmethod
    def from_deal(
        cls,
        options: Options,
        dealer: int,
        hands: Sequence[Iterable[int]],
        seed: int = 0,
    ) -> State:
        """A single hand at its first call, from known hands (records, search)."""
        if not isinstance(dealer, int) or not 0 <= dealer < SEATS:
            raise IllegalAction(f"dealer {dealer!r} is not a seat (0–3)")
        s = cls._blank(options, Match(seed, True, dealer, 1, (0, 0), 0, 0, None, ()))
        s.hands = s.dealt = tuple(tuple(h) for h in hands)
        s._start_auction([])
        return s

    @classmethod
    def _blank(cls, options: Options, match: Match) -> State:
        s = cls.__new__(cls)
        s.options = options
        s.step = options.step
        s.match = match
        s._reset_hand()
        return s

    def _reset_hand(self) -> None:
        self.phase = AUCTION
        self.to_act = None
        self.dealt = self.hands = ((),) * SEATS
        self.auction = NO_CALLS
        self.contract = None
        self.belote_seat = None
        self.belote_played = 0
        self.announced = None
        self.leader = 0
        self.trick = ()
        self.trick_log = ()
        self.won = (0,) * SEATS
        self.card_points = (0, 0)
        self.result = None
        self._allowed = None

    def _copy(self) -> State:
        s = State.__new__(State)
        s.options = self.options
        s.step = self.step
        s.match = self.match
        s.phase = self.phase
        s.to_act = self.to_act
        s.dealt = self.dealt
        s.auction = self.auction
        s.contract = self.contract
        s.belote_seat = self.belote_seat
        s.belote_played = self.belote_played
        s.announced = self.announced
        s.hands = self.hands
        s.leader = self.leader
        s.trick = self.trick
        s.trick_log = self.trick_log
        s.won = self.won
        s.card_points = self.card_points
        s.result = self.result
        s._allowed = None
        return s

    # --- the match -----------------------------------------------------------------------------

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def dealer(self) -> int:
        return self.match.dealer

    @property
    def hand_no(self) -> int:
        return self.match.hand_no

    @property
    def scores(self) -> tuple[int, int]:
        return self.match.scores

    @property
    def deals(self) -> int:
        return self.match.deals

    @property
    def winner(self) -> int | None:
        return self.match.winner

    @property
    def finished(self) -> tuple[State, ...]:
        return self.match.finished

    @property
    def single_hand(self) -> bool:
        return self.match.single_hand

    # --- seats ---------------------------------------------------------------------------------

    n = SEATS

    def next_seat(self, seat: int) -> int:
        """The seat that speaks and plays after ``seat`` (option ``direction``)."""
        return (seat + self.step) % SEATS

    def previous_seat(self, seat: int) -> int:
        return (seat - self.step) % SEATS

    def team(self, seat: int) -> int:
        """Partners sit opposite: team 0 is seats 0 and 2, team 1 seats 1 and 3."""
        return seat % 2

    def partners(self, seat: int) -> tuple[int, ...]:
        return ((seat + 2) % SEATS,)

    def opponents(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(SEATS) if (s - seat) % 2)

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat``: always itself in Contrée."""
        return seat

    # --- queries -------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """The match (or, for a single-hand state, the hand) is finished."""
        return self.phase == OVER

    @property
    def trick_number(self) -> int:
        """0-based index of the trick being played."""
        return len(self.trick_log)

    def legal_actions(self) -> list[Action]:
        """The turn actions open to the seat to act (``to_act``); interjections excluded."""
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == PLAY:
            row = PLAYS[seat]
            actions: list[Action] = [row[c] for c in (self._allowed or self._allowed_cards())[0]]
            if self.announced is not None and not self.trick_log:
                actions += self._declarable(seat)
            return actions
        a = self.auction
        if a.contre is not None:
            return [PASSES[seat], SURCONTRES[seat]]
        bid = a.bid
        bids, width = (BIDS_NT, 6) if self.options.no_trump == "on" else (BIDS, 4)
        if bid is None:
            return [PASSES[seat], *bids[seat]]
        actions = [PASSES[seat]]
        if bid.seat != seat:
            actions += bids[seat][(_VALUE_INDEX[bid.value] + 1) * width :]
        if (bid.seat - seat) % 2:
            actions.append(CONTRES[seat])
        return actions

    def _declarable(self, seat: int) -> list[Declare]:
        """One ``Declare`` per kind ``seat`` still holds undeclared (its turn in trick 1)."""
        return [DECLARES[seat, k] for k in KINDS if self._undeclared(seat, k) is not None]

    def _undeclared(self, seat: int, kind: str) -> ann.Announcement | None:
        """The best announcement of ``kind`` that ``seat`` holds and has not declared."""
        a = self.announced
        assert a is not None, "announcements are on and the contract is made"
        done = sum(1 for s, x in a.declared if s == seat and x.kind == kind)
        return ann.kind_held(a.held[seat], kind, done)

    def legal_cards(self) -> Sequence[int]:
        """The cards the seat to act may play now (play phase only)."""
        return self._allowed_cards()[0]

    def _allowed_cards(self) -> tuple[Sequence[int], str]:
        """The cards the seat to act may play and the obligation; computed once per state."""
        allowed = self._allowed
        if allowed is None:
            seat: int = self.to_act  # type: ignore[assignment]  # a seat plays in play
            o = self.options
            allowed = self._allowed = legal_cards(
                self.hands[seat],
                self.trick,
                seat,
                self.contract.trump,  # type: ignore[union-attr]  # play follows a contract
                o.raise_on_trump_lead,
                o.undertrump,
            )
        return allowed

    def interjections(self, seat: int) -> list[Action]:
        """Out-of-turn actions ``seat`` may make now: a prompt contre right after a bid."""
        return [CONTRES[seat]] if self._may_prompt(seat) else []

    def tricks_won(self) -> list[int]:
        """Tricks held by each seat in the current (or just finished) hand."""
        return list(self.won)

    # --- apply ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[State, list[ev.Event]]:
        """The state after ``action`` and the events it caused; IllegalAction if not allowed."""
        if self.phase == OVER:
            raise IllegalAction("the hand is over" if self.single_hand else "the match is over")
        events: list[ev.Event] = []
        if type(action) is Play:
            if (
                self.phase != PLAY
                or action.seat != self.to_act
                or action.card not in (self._allowed or self._allowed_cards())[0]
            ):
                self._refuse_play(action)
            s = self._copy()
            s._play(action, events)
            return s, events
        if type(action) is Declare:
            found = self._check_declare(action)
            s = self._copy()
            s._declare(action, found, events)
            return s, events
        handler = _CALL_HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"not an action: {action!r}")
        if type(action.seat) is not int or not 0 <= action.seat < SEATS:
            raise IllegalAction(f"seat {action.seat!r} is not at this table")
        if self.phase != AUCTION:
            raise IllegalAction("the auction is over: no more calls")
        s = self._copy()
        handler(s, action, events)
        return s, events

    def _expect_turn(self, seat: int, what: str) -> None:
        if seat != self.to_act:
            raise IllegalAction(f"seat {seat} cannot {what}: it is seat {self.to_act}'s turn")

    # --- the deal ------------------------------------------------------------------------------

    def _start_hand(self, events: list[ev.Event], pack: Sequence[int]) -> None:
        """Shuffle ``pack`` (or not), cut it and deal it (rules §1–3)."""
        self._reset_hand()
        m = self.match
        number = m.hand_no + 1
        dealer = m.dealer
        events.append(ev.HandStarted(number, dealer))
        pack = list(pack)
        if number == 1 or self.options.shuffle == "every_deal":
            random.Random(f"{m.seed}/shuffle/{number}").shuffle(pack)
            events.append(ev.Shuffled(dealer))
        else:
            source = "tricks" if m.finished[-1].contract is not None else "hands"
            events.append(ev.PackGathered(dealer, source))
        at = _chance(m.seed, f"cut/{number}", MIN_CUT, len(pack) - MIN_CUT)
        pack = pack[at:] + pack[:at]
        events.append(ev.Cut(self.previous_seat(dealer), at))
        hands: list[list[int]] = [[] for _ in range(SEATS)]
        order = self._in_turn_from(self.next_seat(dealer))
        top = 0
        for size in self.options.packets:
            for seat in order:
                cards = pack[top : top + size]
                top += size
                hands[seat] += cards
                events.append(ev.Dealt(seat, tuple(cards)))
        self.match = m._replace(hand_no=number)
        self.hands = self.dealt = tuple(tuple(h) for h in hands)
        self._start_auction(events)

    def _in_turn_from(self, seat: int) -> list[int]:
        order = [seat]
        for _ in range(SEATS - 1):
            order.append(self.next_seat(order[-1]))
        return order

    # --- the auction ---------------------------------------------------------------------------

    def _start_auction(self, events: list[ev.Event]) -> None:
        self.phase = AUCTION
        self.to_act = self.next_seat(self.match.dealer)
        events.append(ev.AuctionStarted(self.to_act))

    def _may_prompt(self, seat: int) -> bool:
        """Whether ``seat`` may contre out of turn now (option ``contre: prompt``)."""
        a = self.auction
        return (
            self.phase == AUCTION
            and self.options.contre == "prompt"
            and a.contre is None
            and a.bid is not None
            and a.calls[-1] is a.bid
            and seat == self.previous_seat(a.bid.seat)
        )

    def _call(
        self,
        action: Call,
        events: list[ev.Event],
        bid: Bid | None,
        passes: int,
        contre: int | None,
        speakers: tuple[int, ...],
    ) -> None:
        """Record the call and what it leaves standing."""
        self.auction = Auction((*self.auction.calls, action), bid, passes, contre, speakers)
        events.append(ev.Called(action.seat, action, action.seat != self.to_act))

    def _pass(self, action: Pass, events: list[ev.Event]) -> None:
        seat = action.seat
        self._expect_turn(seat, "pass")
        a = self.auction
        if a.contre is not None:
            speakers = a.speakers[1:]
            self._call(action, events, a.bid, a.passes, a.contre, speakers)
            if speakers:
                self.to_act = speakers[0]
            else:
                self._settle(2, events)
            return
        passes = a.passes + 1
        self._call(action, events, a.bid, passes, None, ())
        if a.bid is not None and passes == SEATS - 1:
            self._settle(1, events)
        elif a.bid is None and passes == SEATS:
            events.append(ev.ThrownIn(self.match.dealer))
            self._end_hand(events)
        else:
            self.to_act = self.next_seat(seat)

    def _bid(self, action: Bid, events: list[ev.Event]) -> None:
        seat = action.seat
        a = self.auction
        if a.contre is not None:
            raise IllegalAction("no bid after a contre: only surcontre or pass")
        if action.value not in _VALUE_INDEX or action.trump not in range(TRUMPS):
            raise IllegalAction(f"not a bid: {action!r}")
        if action.trump >= NO_TRUMP and self.options.no_trump != "on":
            raise IllegalAction(
                f"{call_code(action)}: no-trump and all-trumps bids need the option no_trump on"
            )
        if a.bid is not None:
            if a.bid.seat == seat:
                raise IllegalAction(f"seat {seat} may not bid over its own standing bid")
            if action.value <= a.bid.value:
                raise IllegalAction(
                    f"a bid must be higher than the standing {call_code(a.bid)}: "
                    f"{call_code(action)} is not"
                )
        self._expect_turn(seat, "bid")
        self._call(action, events, action, 0, None, ())
        self.to_act = self.next_seat(seat)

    def _contre(self, action: Contre, events: list[ev.Event]) -> None:
        seat = action.seat
        a = self.auction
        if a.bid is None:
            raise IllegalAction("nothing to contre: there is no bid")
        if a.contre is not None:
            raise IllegalAction("the bid is already contred")
        if (a.bid.seat - seat) % 2 == 0:
            raise IllegalAction(f"seat {seat} may not contre its own team's bid")
        if seat != self.to_act and not self._may_prompt(seat):
            if self.options.contre == "prompt":
                raise IllegalAction(
                    f"seat {seat} cannot contre now: on its turn, or at once after the bid "
                    "by the opponent who is not next"
                )
            self._expect_turn(seat, "contre")
        first = self.next_seat(seat)  # the first of the contracted team after the doubler
        speakers = (first, (first + 2) % SEATS)
        self._call(action, events, a.bid, a.passes, seat, speakers)
        self.to_act = first

    def _surcontre(self, action: Surcontre, events: list[ev.Event]) -> None:
        seat = action.seat
        a = self.auction
        if a.contre is None or a.bid is None:
            raise IllegalAction("surcontre only after a contre")
        if (a.bid.seat - seat) % 2:
            raise IllegalAction(f"seat {seat} may not surcontre: only the contracted team may")
        self._expect_turn(seat, "surcontre")
        self._call(action, events, a.bid, a.passes, a.contre, ())
        self._settle(4, events)

    def _settle(self, multiplier: int, events: list[ev.Event]) -> None:
        bid = self.auction.bid
        if bid is None:
            raise IllegalAction("no bid to play")
        self.contract = Contract(bid.seat, bid.value, bid.trump, multiplier)
        events.append(ev.ContractSettled(bid.seat, bid.value, bid.trump, multiplier))
        self.belote_seat = belote_holder(self.dealt, bid.trump)
        if self.options.announcements == "on":
            held = tuple(ann.held(h, bid.trump) for h in self.dealt)
            self.announced = Announced(held, (), None)
        self.phase = PLAY
        self.leader = self.to_act = self.next_seat(self.match.dealer)
        events.append(ev.PlayStarted(self.leader))

    # --- play ----------------------------------------------------------------------------------

    def _refuse_play(self, action: Play) -> None:
        """Raise IllegalAction saying why ``action`` is not a card the seat may play now."""
        seat, c = action.seat, action.card
        if self.phase != PLAY:
            raise IllegalAction("no card may be played before the auction is over")
        self._expect_turn(seat, "play")
        if c not in self.hands[seat]:
            raise IllegalAction(f"seat {seat} does not hold {_code(c)}")
        rule = self._allowed_cards()[1]
        raise IllegalAction(f"seat {seat} must {rule}: {_code(c)} is not allowed")

    def _check_declare(self, action: Declare) -> ann.Announcement:
        """The announcement ``action`` declares; IllegalAction saying why it may not."""
        seat, kind = action.seat, action.kind
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise IllegalAction(f"seat {seat!r} is not at this table")
        if kind not in KINDS:
            raise IllegalAction(f"no announcement {kind!r}: one of {', '.join(KINDS)}")
        if self.options.announcements != "on":
            raise IllegalAction("no announcements: the option announcements is off")
        if self.phase != PLAY:
            raise IllegalAction("announcements are declared in the first trick, not before")
        if self.trick_log:
            raise IllegalAction("announcements are declared in the first trick only")
        if any(s == seat for s, _ in self.trick):
            raise IllegalAction(f"seat {seat} has played its first card: too late to declare")
        self._expect_turn(seat, "declare")
        found = self._undeclared(seat, kind)
        if found is None:
            raise IllegalAction(f"seat {seat} holds no {kind} it has not declared")
        return found

    def _declare(self, action: Declare, found: ann.Announcement, events: list[ev.Event]) -> None:
        a = self.announced
        assert a is not None, "checked by _check_declare"
        self.announced = a._replace(declared=(*a.declared, (action.seat, found)))
        events.append(ev.Declared(action.seat, action.kind))

    def _show_announcements(self, trump: int, events: list[ev.Event]) -> None:
        """The first trick is over: the best declared announcement's team shows and scores."""
        a = self.announced
        assert a is not None
        team, shown, points = ann.scoring(a.declared, trump)
        event = ev.AnnouncementsShown(team, tuple((s, x.kind, x.cards) for s, x in shown), points)
        self.announced = a._replace(shown=event)
        events.append(event)

    def _play(self, action: Play, events: list[ev.Event]) -> None:
        seat, c = action.seat, action.card
        hand = self.hands[seat]
        i = hand.index(c)
        hands = list(self.hands)
        hands[seat] = hand[:i] + hand[i + 1 :]
        self.hands = tuple(hands)
        number = len(self.trick_log)
        events.append(ev.CardPlayed(seat, c, number))
        trump = self.contract.trump  # type: ignore[union-attr]  # play follows a contract
        if seat == self.belote_seat and c in belote_cards(trump) and self.options.belote != "off":
            self.belote_played += 1
            events.append(ev.BeloteAnnounced(seat, c, self.belote_played == 2))
        trick = (*self.trick, (seat, c))
        if len(trick) < SEATS:
            self.trick = trick
            self.to_act = (seat + self.step) % SEATS
            return
        winner = master(trick, trump)[0]
        points_of = POINTS[trump]
        (_, a), (_, b), (_, d), (_, e) = trick
        points = points_of[a] + points_of[b] + points_of[d] + points_of[e]
        if number == TRICKS - 1:
            points += LAST_TRICK_BONUS
        won = list(self.won)
        won[winner] += 1
        self.won = tuple(won)
        if winner % 2:
            self.card_points = (self.card_points[0], self.card_points[1] + points)
        else:
            self.card_points = (self.card_points[0] + points, self.card_points[1])
        self.trick_log = (*self.trick_log, (self.leader, trick, winner))
        self.trick = ()
        events.append(ev.TrickWon(number, winner, (a, b, d, e), points))
        if number == 0 and self.announced is not None:
            self._show_announcements(trump, events)
        self.leader = self.to_act = winner
        if number == TRICKS - 1:
            self._end_hand(events)

    # --- end of hand and match -----------------------------------------------------------------

    def _end_hand(self, events: list[ev.Event]) -> None:
        contract = self.contract
        if contract is None:
            result = ev.HandEnded((0, 0), self.won, None)
        else:
            won = self.won
            shown = self.announced.shown if self.announced is not None else None
            score = score_hand(
                contract.attack,
                contract.value,
                contract.multiplier,
                self.card_points,
                (won[0] + won[2], won[1] + won[3]),
                None if self.belote_seat is None else self.belote_seat % 2,
                self.options.belote,
                self.options.scoring,
                (None, 0) if shown is None else (shown.team, shown.points),
            )
            result = ev.HandEnded(score.points, won, score)
        events.append(result)
        self.result = result
        self.to_act = None
        m = self.match
        scores = (m.scores[0] + result.points[0], m.scores[1] + result.points[1])
        played = m.played + (contract is not None)
        self.match = m._replace(scores=scores, deals=m.deals + 1, played=played)
        self.match = self.match._replace(finished=(*m.finished, self._copy()))
        if m.single_hand:
            self.phase = OVER
            return
        o = self.options
        winner = match_winner(scores, o.target, o.hands, played)
        if winner is not None:
            self.match = self.match._replace(winner=winner)
            self.phase = OVER
            events.append(ev.MatchEnded(winner, scores))
            return
        pack = self._gathered()
        self.match = self.match._replace(dealer=self.next_seat(m.dealer))
        self._start_hand(events, pack)

    def _gathered(self) -> tuple[int, ...]:
        """The pack re-formed, top card first (rules §2).

        After a played hand: the pile of the team that took the last trick on top of the
        other's, each pile holding its tricks in the order won, each trick's cards in the order
        played. After a thrown-in hand: the four hands, in seat order from ``next(dealer)``.
        """
        if self.contract is None:
            first = self.next_seat(self.match.dealer)
            return tuple(c for k in range(SEATS) for c in self.dealt[(first + k) % SEATS])
        top = self.trick_log[-1][2] % 2
        piles: tuple[list[int], list[int]] = ([], [])
        for _leader, trick, winner in self.trick_log:
            piles[winner % 2 != top].extend(c for _, c in trick)
        return (*piles[0], *piles[1])

    # --- records -------------------------------------------------------------------------------

    def plays(self) -> list[int]:
        """Cards played this hand, in order."""
        out = [c for _leader, trick, _w in self.trick_log for _, c in trick]
        return out + [c for _, c in self.trick]


def belote_holder(hands: Sequence[Sequence[int]], trump: int) -> int | None:
    """The seat dealt both the king and the queen of trumps, or None (always in no trump and
    all trumps, which have no belote)."""
    if trump >= NO_TRUMP:
        return None
    king, queen = belote_cards(trump)
    for seat, hand in enumerate(hands):
        if king in hand and queen in hand:
            return seat
    return None


_CALL_HANDLERS: dict[type, Callable[[State, Any, list[ev.Event]], None]] = {
    Pass: State._pass,
    Bid: State._bid,
    Contre: State._contre,
    Surcontre: State._surcontre,
}


def _chance(seed: int, what: str, low: int, high: int) -> int:
    """A number in ``low..high`` drawn for ``what`` from the match seed: the same every run.

    A hash, not ``random.Random``, whose seeding costs more than dealing a hand.
    """
    digest = hashlib.blake2b(f"{seed}/{what}".encode(), digest_size=8).digest()
    return low + int.from_bytes(digest) % (high - low + 1)


def _code(c: Any) -> str:
    return CODES[c] if isinstance(c, int) and 0 <= c < 32 else repr(c)
