"""Partnership Aluette as a state machine: a whole match, from the partnership draw to the end.

The API follows OpenSpiel's games: a ``State`` answers ``to_act``, ``legal_actions()``,
``is_over`` and ``scores``; ``apply(action)`` returns a *new* state and the list of events
that happened (the old state is never changed, so the table, the bots and the tests may keep
it). Chance is not an action: every shuffle, cut and signal interception comes from random
generators derived from the match seed, so ``(seed, options, actions)`` replays exactly.

Trade-offs: one class covers the partnership game, its six-player, Petit-Jean and heads-up
forms and the variants, whose differences are read from ``Options`` properties rather than
subclasses. Applying an action copies only what a card changes: a state holds the fields of
the trick in play itself (nine slots, copied on every action), and shares with the states
before it the match's constants (``_Match``), the score (``_Tally``) and the hand's rarely
changing facts (``_Deal``); those parts are never changed in place, a change makes a new part.
``winners``, ``takes`` and ``pending`` are read from the trick log when asked, not kept up on
every trick. Every field reads the same either way (``state.talon``, ``state.winners``).

A card played is the hot path of every match: each seat's hand is kept as its shared
``Play`` actions (``legal_actions`` copies a tuple, a card played drops one), ``apply`` plays
a card inline, and what the options fix (turns, the deal plan) is worked out once per options.
The shuffle is CPython's own walk written out (``_shuffled_deck``): the same cards as
``random.shuffle``, so saved games replay, at a third of its cost.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from operator import add, attrgetter, itemgetter
from typing import Any

from game.aluette.cards import (
    CODES,
    DECK,
    GESTURE_OF,
    HAND_GESTURES,
    NAMED_CARDS,
)
from game.aluette.rules import events as ev
from game.aluette.rules.actions import (
    CHANT_VOTES,
    DISCARDS,
    PLAYS,
    Action,
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.events import CARDS_PLAYED
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import (
    Take,
    hand_outcome,
    hand_points,
    next_leader,
    spoiled_tricks,
    trick_winner,
    tricks_won,
)

CHANT = "chant"
DISCARD = "discard"
PLAY = "play"
OFFER = "offer"
OVER = "over"

TOP_FOUR = (
    NAMED_CARDS["monsieur"],
    NAMED_CARDS["madame"],
    NAMED_CARDS["borgne"],
    NAMED_CARDS["vache"],
)
TALON_DISCARDS = 6
_DEFAULT_OPTIONS = Options()  # a match without options: built once, not per match


class IllegalAction(ValueError):
    """An action the rules do not allow now; the message says what was wrong."""


@dataclass(frozen=True, slots=True)
class OfferState:
    """An offer of the point under way: who still has to agree, then to answer."""

    team: int
    proposer: int
    to_agree: tuple[int, ...]
    to_answer: tuple[int, ...]
    resume: int
    trick: int
    said: tuple[bool, ...] = ()
    """The partners' agreements, then the opponents' answers, in the order given."""


Trick = tuple[tuple[int, int], ...]
"""Cards on a trick as ``(seat, card)`` in play order."""
_take = functools.partial(tuple.__new__, Take)  # Take(...) without its Python __new__
_TAKES_OF_ONE = tuple(tuple(_take((trick, seat, 1)) for seat in range(6)) for trick in range(24))
"""``Take(trick, seat)`` of every trick a hand can have, built once (read only, like events)."""
_CARD = itemgetter(1)  # of a ``(seat, card)``
_WINNER = itemgetter(2)  # of a trick log's ``(leader, trick, winner)``


class _Part:
    """Fields that states share until one of them changes; never changed in place."""

    def __init__(self, **fields: Any) -> None:
        self.__dict__.update(fields)

    def but(self, **changes: Any) -> Any:
        """A copy of this part with ``changes``."""
        new = object.__new__(type(self))
        new.__dict__ = {**self.__dict__, **changes}
        return new


class _Tally(_Part):
    """The match so far: ``dealer``, ``hand_no``, ``scores`` and ``hand_wins`` per team,
    ``deals``, the ``winner`` team once over, and the ``finished`` hands' last states."""

    dealer: int
    hand_no: int
    scores: tuple[int, ...]
    hand_wins: tuple[int, ...]
    deals: int
    winner: int | None
    finished: tuple[State, ...]


class _Deal(_Part):
    """The hand's facts that a card played does not change: the deal, the chant and the
    discards, gestures, the offer of the point and the result."""

    deal_hands: tuple[tuple[int, ...], ...]
    start_hands: tuple[tuple[int, ...], ...]
    talon: tuple[int, ...]
    dealt_talon: tuple[int, ...]
    votes: tuple[tuple[int, bool], ...]
    recipients: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    signals_made: frozenset[tuple[int, str]]
    signal_log: tuple[tuple[ev.SignalMade, int, int], ...]
    signal_after: tuple[int, ...]
    offer: OfferState | None
    proposed: frozenset[int]
    offer_log: tuple[tuple[int, int, str, int, tuple[bool, ...]], ...]
    offer_result: tuple[str, int] | None
    result: ev.HandEnded | None

    @classmethod
    def blank(cls, n: int) -> _Deal:
        return cls(
            deal_hands=((),) * n,  # as dealt, before the chant
            start_hands=((),) * n,  # at the opening lead
            talon=(),  # still unseen
            dealt_talon=(),  # as left after the deal, in the order the chant gives it out
            votes=(),
            recipients=(),
            discards=((),) * n,
            signals_made=frozenset(),
            signal_log=(),  # (signal, trick, cards on it)
            signal_after=(),  # decisions of the hand made before each signal
            offer=None,
            proposed=frozenset(),
            offer_log=(),  # (proposer, team, outcome, trick, what each seat said)
            offer_result=None,  # ("accepted" | "refused", offering team)
            result=None,
        )


class _Match:
    """What a match never changes once seated: shared by all of its states."""

    __slots__ = (
        "after",
        "blank_deal",
        "carry",
        "chant_on",
        "classes",
        "deal_plans",
        "dummy_seats",
        "goal",
        "n",
        "n_teams",
        "options",
        "seating",
        "seed",
        "single_hand",
        "step",
        "teams",
        "turns",
    )

    def __init__(self, options: Options, seed: int) -> None:
        self.options = options
        self.seed = seed
        self.single_hand = False  # a state from a record or a search: no next hand
        (
            self.n,
            self.n_teams,
            self.step,
            self.classes,
            self.carry,
            self.teams,
            self.goal,
            self.chant_on,
            self.turns,
            self.after,
            self.deal_plans,
            self.blank_deal,
        ) = _table_facts(options)
        self.seating = tuple(range(self.n))  # player at each seat
        self.dummy_seats = tuple(options.dummy_seats)  # the Petit-Jean's seat, if any


@functools.lru_cache(maxsize=64)
def _table_facts(options: Options) -> tuple[Any, ...]:
    """What a table's options fix, worked out once per options for every match (``_Match``)."""
    n = options.n_seats
    step = 1 if options.clockwise else -1  # +1 clockwise, -1 in the Cow Game
    turns = tuple(  # the seats in turn from each seat
        tuple((first + i * step) % n for i in range(n)) for first in range(n)
    )
    return (
        n,
        options.n_teams,
        step,
        options.class_table,  # strength class of each card in this game
        options.carry_spoiled,  # spoiled tricks go to the next winner
        options.teams,  # team of each seat
        options.match_goal,  # ("points", 5)
        options.chant_on,
        turns,
        tuple((seat + step) % n for seat in range(n)),  # the next seat of each
        tuple(_deal_plan(turns[(dealer + step) % n], _packets(options)) for dealer in range(n)),
        _Deal.blank(n),  # the hand's facts before the deal (shared, never changed)
    )


def _deal_plan(
    order: tuple[int, ...], packets: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[slice, ...], tuple[Any, ...], int]:
    """How a cut deck is dealt from the seat ``order[0]``: the seat of each packet and its
    slice of the deck, each seat's cards as an itemgetter of its positions, and the position
    where the talon starts."""
    seats: list[int] = []
    slices: list[slice] = []
    positions: list[list[int]] = [[] for _ in order]
    top = 0
    for packet in packets:
        for seat in order:
            seats.append(seat)
            slices.append(slice(top, top + packet))
            positions[seat] += range(top, top + packet)
            top += packet
    return tuple(seats), tuple(slices), tuple(itemgetter(*p) for p in positions), top


def _shared(path: str) -> Any:
    """A read-only field kept in one of a state's shared parts, e.g. ``"_m.options"``."""
    return property(attrgetter(path))


class State:
    """One moment of a match. Never mutated once returned: ``apply`` makes a new one."""

    __slots__ = (
        "_d",
        "_hands",
        "_m",
        "_plays",
        "_t",
        "is_over",
        "leader",
        "phase",
        "to_act",
        "trick",
        "trick_log",
    )

    _m: _Match
    _t: _Tally
    _d: _Deal
    # The trick in play: a state's own fields
    phase: str
    is_over: bool  # the match (or, for a single-hand state, the hand) is finished: phase OVER
    to_act: int | None
    _plays: tuple[tuple[Play, ...], ...]  # each seat's cards as its Play actions
    _hands: tuple[tuple[int, ...], ...] | None  # the cards of _plays, once asked
    leader: int
    trick: Trick
    trick_log: tuple[tuple[int, Trick, int | None], ...]  # (leader, trick, winner)

    # The match (see _Match)
    options: Options = _shared("_m.options")
    seed: int = _shared("_m.seed")
    n: int = _shared("_m.n")
    step: int = _shared("_m.step")
    classes: tuple[int, ...] = _shared("_m.classes")
    teams: tuple[int, ...] = _shared("_m.teams")
    single_hand: bool = _shared("_m.single_hand")
    seating: tuple[int, ...] = _shared("_m.seating")
    # The score (see _Tally)
    dealer: int = _shared("_t.dealer")
    hand_no: int = _shared("_t.hand_no")
    scores: tuple[int, ...] = _shared("_t.scores")
    hand_wins: tuple[int, ...] = _shared("_t.hand_wins")
    deals: int = _shared("_t.deals")
    winner: int | None = _shared("_t.winner")
    finished: tuple[State, ...] = _shared("_t.finished")
    # The hand (see _Deal)
    deal_hands: tuple[tuple[int, ...], ...] = _shared("_d.deal_hands")
    start_hands: tuple[tuple[int, ...], ...] = _shared("_d.start_hands")
    talon: tuple[int, ...] = _shared("_d.talon")
    dealt_talon: tuple[int, ...] = _shared("_d.dealt_talon")
    votes: tuple[tuple[int, bool], ...] = _shared("_d.votes")
    recipients: tuple[int, ...] = _shared("_d.recipients")
    discards: tuple[tuple[int, ...], ...] = _shared("_d.discards")
    signals_made: frozenset[tuple[int, str]] = _shared("_d.signals_made")
    signal_log: tuple[tuple[ev.SignalMade, int, int], ...] = _shared("_d.signal_log")
    signal_after: tuple[int, ...] = _shared("_d.signal_after")
    offer: OfferState | None = _shared("_d.offer")
    proposed: frozenset[int] = _shared("_d.proposed")
    offer_log: tuple[tuple[int, int, str, int, tuple[bool, ...]], ...] = _shared("_d.offer_log")
    offer_result: tuple[str, int] | None = _shared("_d.offer_result")
    result: ev.HandEnded | None = _shared("_d.result")

    # --- construction ------------------------------------------------------------------------

    @classmethod
    def new_match(cls, seed: int, options: Options | None = None) -> tuple[State, list[ev.Event]]:
        """A match: the partnership draw, seating, then the first hand dealt."""
        options = options or _DEFAULT_OPTIONS
        s = cls._blank(options, seed)
        events: list[ev.Event] = []
        seating, first_dealer = s._draw_seats(events)
        s._m.seating = seating
        events.append(ev.Seated(seating, first_dealer))
        s._start_hand(events, dealer=first_dealer)
        return s, events

    @classmethod
    def from_deal(
        cls,
        options: Options,
        dealer: int,
        hands: Sequence[Iterable[int]],
        seed: int = 0,
    ) -> State:
        """A single hand ready for the opening lead, from known hands (records, search)."""
        s = cls._blank(options, seed)
        if not 0 <= dealer < s.n:
            raise IllegalAction(f"dealer {dealer} is not a seat (0–{s.n - 1})")
        s._m.single_hand = True
        s._t = s._t.but(dealer=dealer, hand_no=1)
        s._set_hands(tuple(tuple(h) for h in hands))
        s._d = s._d.but(deal_hands=s.hands)
        s._start_play([])
        return s

    @classmethod
    def from_cards(
        cls,
        options: Options,
        dealer: int,
        dealt: Sequence[Iterable[int]],
        talon: Iterable[int],
        seed: int = 0,
    ) -> State:
        """A single hand just dealt, from known cards (records from the deal): the chant is
        next, or the opening lead in a game without it."""
        s = cls._blank(options, seed)
        if not 0 <= dealer < s.n:
            raise IllegalAction(f"dealer {dealer} is not a seat (0–{s.n - 1})")
        s._m.single_hand = True
        s._t = s._t.but(dealer=dealer, hand_no=1)
        s._set_hands(tuple(tuple(h) for h in dealt))
        s._open_hand(s.hands, tuple(talon), [])
        return s

    @classmethod
    def _blank(cls, options: Options, seed: int) -> State:
        s = object.__new__(cls)
        s._m = _Match(options, seed)
        teams = (0,) * options.n_teams
        s._t = _Tally(
            dealer=0, hand_no=0, scores=teams, hand_wins=teams, deals=0, winner=None, finished=()
        )
        s._d = s._m.blank_deal
        s.phase = PLAY
        s.is_over = False
        s.to_act = None
        s._plays = s._hands = ((),) * s._m.n
        s.leader = 0
        s.trick = ()
        s.trick_log = ()
        return s

    def _copy(self) -> State:
        """A new state with the same fields (the shared parts are shared, not copied)."""
        s = State()
        s._m = self._m
        s._t = self._t
        s._d = self._d
        s.phase = self.phase
        s.is_over = self.is_over
        s.to_act = self.to_act
        s._plays = self._plays
        s._hands = self._hands
        s.leader = self.leader
        s.trick = self.trick
        s.trick_log = self.trick_log
        return s

    @property
    def hands(self) -> tuple[tuple[int, ...], ...]:
        """Each seat's cards, in the order dealt (kept as the seat's Play actions, so that
        ``legal_actions`` copies a tuple and a card played drops one action)."""
        hands = self._hands
        if hands is None:
            hands = self._hands = tuple([tuple([p.card for p in row]) for row in self._plays])
        return hands

    def _set_hands(self, hands: tuple[tuple[int, ...], ...]) -> None:
        self._hands = hands
        self._plays = tuple(
            [tuple([_play_of(seat, c) for c in hand]) for seat, hand in enumerate(hands)]
        )

    # --- seats ---------------------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (to the left; to the right in the Cow Game)."""
        m = self._m
        return (seat + m.step) % m.n

    def team(self, seat: int) -> int:
        """Team of a seat (``Options.teams``): seats alternate; the Cow Game, one team each."""
        return self._m.teams[seat]

    def partners(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if s != seat and self.team(s) == self.team(seat))

    def opponents(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if self.team(s) != self.team(seat))

    def _in_turn_from(self, seat: int) -> tuple[int, ...]:
        return self._m.turns[seat]

    def talon_recipients(self) -> tuple[int, ...]:
        """Who receives the talon if the chant is agreed: the dealer's left, then the dealer
        (or his partner, ``chant_recipients``); nobody in a game without the chant."""
        if not self.options.chant_on:
            return ()
        second = self.dealer
        if self.options.chant_recipients == "left_and_dealer_partner":
            second = self.partners(self.dealer)[0]
        return (self.next_seat(self.dealer), second)

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat`` (a Petit-Jean is played by its partner)."""
        return self.options.dummy_seats.get(seat, seat)

    # --- queries -------------------------------------------------------------------------------

    @property
    def trick_number(self) -> int:
        """0-based index of the trick being played."""
        return len(self.trick_log)

    @property
    def winners(self) -> tuple[int | None, ...]:
        """Each completed trick's winner; None for a spoiled trick."""
        return tuple(map(_WINNER, self.trick_log))

    @property
    def takes(self) -> tuple[Take, ...]:
        """Who took tricks, in order; in the variants a winner also takes the spoiled tricks
        just before his, and the first trick's taker those left at the end of the hand."""
        return self._takes()[0]

    @property
    def pending(self) -> int:
        """Spoiled tricks waiting for a winner (variants that carry them)."""
        return self._takes()[1]

    def _takes(self) -> tuple[tuple[Take, ...], int]:
        if not self._m.carry:  # each trick won is taken alone
            return tuple(
                [
                    _TAKES_OF_ONE[i][w]
                    for i, w in enumerate(map(_WINNER, self.trick_log))
                    if w is not None
                ]
            ), 0
        takes: list[Take] = []
        pending = 0
        for number, (_leader, _trick, winner) in enumerate(self.trick_log):
            if winner is None:
                pending += 1
            else:
                takes.append(_take((number, winner, 1 + pending)))
                pending = 0
        if pending and takes and not any(self._plays):  # the hand is played out
            takes.append(Take(len(self.trick_log) - 1, takes[0].seat, pending))
            pending = 0
        return tuple(takes), pending

    def legal_actions(self) -> list[Action]:
        """The turn actions open to the seat to act (``to_act``); interjections excluded."""
        phase = self.phase
        if phase == PLAY:  # a seat is always to act in the play phase
            return list(self._plays[self.to_act])  # type: ignore[index]  # a seat in play
        seat = self.to_act
        if seat is None:
            return []
        if phase == CHANT:
            return list(CHANT_VOTES[seat])
        if phase == DISCARD:
            row = DISCARDS[seat]
            return [row[c] for c in self.hands[seat]]
        if self._current_offer().to_agree:
            return [OfferAgree(seat, True), OfferAgree(seat, False)]
        return [OfferAnswer(seat, True), OfferAnswer(seat, False)]

    def interjections(self, seat: int) -> list[Action]:
        """Out-of-turn actions ``seat`` may make now: offering the point, gestures."""
        actions: list[Action] = []
        if self._offer_problem(seat) is None:
            actions.append(Offer(seat))
        gestures = sorted({g for c in self.hands[seat] if (g := GESTURE_OF[c])} | HAND_GESTURES)
        actions += [Signal(seat, g) for g in gestures if self._signal_problem(seat, g) is None]
        return actions

    def tricks_won(self) -> list[int]:
        """Tricks held by each seat in the current (or just finished) hand."""
        return tricks_won(self.takes, self.n)

    def spoiled_tricks(self) -> int:
        """Tricks of the current (or just finished) hand that nobody holds: spoiled."""
        return spoiled_tricks(len(self.winners), self.takes)

    # --- apply ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[State, list[ev.Event]]:
        """The state after ``action`` and the events it caused; IllegalAction if not allowed."""
        if type(action) is Play and self.phase == PLAY:  # nine actions in ten
            # A card played: written out here, the hot path of every match. Only what a card
            # changes is new; the hand's Play actions are looked up by identity first.
            seat: int = self.to_act  # type: ignore[assignment]  # always a seat in play
            if action.seat != seat:
                self._expect_turn(action.seat, PLAY, "play")
            row = self._plays[seat]
            # Found by identity: tuple.index would call Play.__eq__ on every card before it.
            for i, held in enumerate(row):  # noqa: B007 (i is the position found)
                if held is action:
                    break
            else:  # a Play made elsewhere: by equality
                try:
                    i = row.index(action)
                except ValueError:
                    raise IllegalAction(f"seat {seat} does not hold {_code(action.card)}") from None
            c = action.card
            s = State()  # no __init__: the C default, cheaper than object.__new__(State)
            m = s._m = self._m
            s._t = self._t
            s._d = self._d
            s.phase = PLAY
            s.is_over = False
            plays = list(self._plays)
            plays[seat] = row[:i] + row[i + 1 :]
            s._plays = tuple(plays)
            s._hands = None
            log = s.trick_log = self.trick_log
            s.leader = self.leader
            trick: Trick = self.trick + ((seat, c),)  # noqa: RUF005 (cheaper than unpacking)
            events: list[ev.Event] = [CARDS_PLAYED[seat][len(log)][c]]
            if len(trick) < m.n:
                s.trick = trick
                s.to_act = m.after[seat]
            else:
                s._close_trick(trick, events)
            return s, events
        if self.phase == OVER:
            raise IllegalAction("the match is over" if not self.single_hand else "the hand is over")
        if action.__class__ is Play:
            self._expect_turn(action.seat, PLAY, "play")
        s = self._copy()
        events = []
        handler = _HANDLERS.get(action.__class__)
        if handler is None:
            raise IllegalAction(f"not an action: {action!r}")
        handler(s, action, events)
        return s, events

    def _expect_turn(self, seat: int, phase: str, what: str) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self._m.n:
            raise IllegalAction(f"seat {seat!r} is not at this table")
        if self.phase != phase:
            raise IllegalAction(f"{what} not allowed now (the hand is at: {self.phase})")
        if seat != self.to_act:
            raise IllegalAction(f"seat {seat} cannot {what}: it is seat {self.to_act}'s turn")

    # --- the deal ------------------------------------------------------------------------------

    def _start_hand(self, events: list[ev.Event], **tally: Any) -> None:
        """Deal the next hand; ``tally`` holds the score's other changes (one new part)."""
        m = self._m
        self._d = m.blank_deal
        self.leader = 0
        self.trick = ()
        self.trick_log = ()
        hand_no = self._t.hand_no + 1
        self._t = t = self._t.but(hand_no=hand_no, **tally)
        n, dealer = m.n, t.dealer
        rng = random.Random(f"{m.seed}/deal/{hand_no}")
        shuffled = _shuffled_deck(rng)
        at = 4 + _below(rng.getrandbits, 41)  # rng.randint(4, 44)
        deck = tuple(shuffled[at:] + shuffled[:at])
        events += (
            ev.HandStarted(hand_no, dealer),
            ev.SHUFFLED[dealer],
            ev.CUTS[(dealer - m.step) % n][at],
        )
        seats, packets, cards_of, top = m.deal_plans[dealer]
        events += map(ev.Dealt, seats, map(deck.__getitem__, packets))  # type: ignore[arg-type]
        self._hands = dealt = tuple([cards(deck) for cards in cards_of])
        # Each seat's Play actions picked in C (a hand is dealt eight or nine cards, so the
        # getter gives a tuple).
        self._plays = tuple([itemgetter(*h)(PLAYS[seat]) for seat, h in enumerate(dealt)])
        talon = deck[top:]
        events.append(ev.TALONS_LEFT[len(talon)])
        self._open_hand(dealt, talon, events)

    def _open_hand(
        self, dealt: tuple[tuple[int, ...], ...], talon: tuple[int, ...], events: list[ev.Event]
    ) -> None:
        """The cards are out: the chant begins, or the opening lead is awaited."""
        if self._m.chant_on:
            self._d = self._d.but(deal_hands=dealt, talon=talon, dealt_talon=talon)
            self.phase = CHANT
            self.to_act = self._m.after[self._t.dealer]
        else:
            self._start_play(events, deal_hands=dealt, talon=talon, dealt_talon=talon)

    # --- the chant -----------------------------------------------------------------------------

    def _chant_vote(self, action: ChantVote, events: list[ev.Event]) -> None:
        seat = action.seat
        self._expect_turn(seat, CHANT, "vote on the chant")
        agree = bool(action.agree)
        votes = (*self._d.votes, (seat, agree))
        events.append(ev.CHANT_VOTED[seat][agree])  # the seat's own, built once
        if not agree:
            events.append(ev.CHANT_REFUSED)
            self._start_play(events, votes=votes)
            return
        self._d = self._d.but(votes=votes)
        if len(votes) < self._m.n:
            self.to_act = self._m.after[seat]
            return
        recipients = self.talon_recipients()
        events.append(ev.ChantDecided(True, recipients))
        hands = list(self.hands)
        for i, c in enumerate(self.talon):
            seat = recipients[i % 2]
            hands[seat] = (*hands[seat], c)
            events.append(ev.TalonCard(seat, c))
        self._set_hands(tuple(hands))
        self._d = self._d.but(recipients=recipients, talon=())
        self.phase = DISCARD
        self.to_act = recipients[0]

    def _discard(self, action: Discard, events: list[ev.Event]) -> None:
        seat, c = action.seat, action.card
        self._expect_turn(seat, DISCARD, "discard")
        if c not in self.hands[seat]:
            raise IllegalAction(f"seat {seat} does not hold {_code(c)}")
        self._remove(seat, c)
        discards = list(self.discards)
        discards[seat] = (*discards[seat], c)
        self._d = self._d.but(discards=tuple(discards))
        events.append(ev.Discarded(seat, c))
        if len(discards[seat]) < TALON_DISCARDS:
            return
        if seat == self.recipients[0]:
            self.to_act = self.recipients[1]
        else:
            self._start_play(events)

    def _remove(self, seat: int, c: int) -> None:
        hands = list(self.hands)
        plays = list(self._plays)
        hand, row = hands[seat], plays[seat]
        i = hand.index(c)
        hands[seat] = hand[:i] + hand[i + 1 :]
        plays[seat] = row[:i] + row[i + 1 :]
        self._hands = tuple(hands)
        self._plays = tuple(plays)

    # --- play ----------------------------------------------------------------------------------

    def _start_play(self, events: list[ev.Event], **deal: Any) -> None:
        """The opening lead awaited; ``deal`` holds the hand's other changes (one new part)."""
        m = self._m
        self.phase = PLAY
        self.leader = self.to_act = leader = m.after[self._t.dealer]
        hands = self.hands
        self._d = self._d.but(start_hands=hands, **deal)
        for seat in m.dummy_seats:
            events.append(ev.HandExposed(seat, hands[seat]))
        events.append(ev.PLAYS_STARTED[leader])

    def _close_trick(self, trick: Trick, events: list[ev.Event]) -> None:
        m = self._m
        log = self.trick_log
        number = len(log)
        winner = trick_winner(trick, m.classes)
        leader = self.leader
        self.trick_log = log + ((leader, trick, winner),)  # noqa: RUF005 (cheaper)
        self.trick = ()
        cards = tuple(map(_CARD, trick))
        if winner is None:
            events.append(ev.TrickSpoiled(number, leader, cards))
        else:
            carried = _spoiled_before(log) if m.carry else 0
            events.append(ev.TrickWon(number, winner, cards, carried))
        self.leader = self.to_act = leader = next_leader(leader, winner)
        if not self._plays[leader]:
            self._finish_tricks(events)

    def _finish_tricks(self, events: list[ev.Event]) -> None:
        pending = _spoiled_before(self.trick_log) if self._m.carry else 0
        if pending:
            first = next((w for w in self.winners if w is not None), None)
            if first is not None:
                events.append(ev.TricksCarried(first, pending))
        self._end_hand(events)

    # --- offering the point --------------------------------------------------------------------

    def _offer_problem(self, seat: int) -> str | None:
        """Why ``seat`` may not offer the point now, or None when it may."""
        problem = self.options.offer_problem(len(self.trick_log))
        if problem:
            return problem
        if self.phase == OFFER:
            return "an offer is already being made"
        if self.phase != PLAY:
            return "offer not allowed before the deal and the chant are over"
        if self.offer_result is not None:
            return "the point was already offered this hand"
        if seat in self.proposed:
            return f"seat {seat} already proposed an offer this hand"
        if self.trick:
            if self.options.offer_timing == "before_lead":
                return "offer not allowed after the first lead"
            return "offer allowed only between tricks"
        return None

    def _propose(self, action: Offer, events: list[ev.Event]) -> None:
        seat = action.seat
        self._check_seat(seat)
        problem = self._offer_problem(seat)
        if problem:
            raise IllegalAction(problem)
        events.append(ev.OfferProposed(seat))
        order = self._in_turn_from(seat)[1:]
        team = self.team(seat)
        to_answer: tuple[int, ...] = ()
        if self.options.refusal_obliges_mordienne:
            to_answer = tuple(s for s in order if self.team(s) != team)
        offer = OfferState(
            team=team,
            proposer=seat,
            to_agree=tuple(s for s in order if self.team(s) == team),
            to_answer=to_answer,
            resume=self.leader if self.to_act is None else self.to_act,
            trick=len(self.trick_log),
        )
        self._d = self._d.but(proposed=self.proposed | {seat}, offer=offer)
        self.phase = OFFER
        self._advance_offer(events)

    def _current_offer(self) -> OfferState:
        """The offer under way (the phase is ``offer`` once a turn is checked)."""
        offer = self.offer
        if offer is None:
            raise IllegalAction("no offer is being made")
        return offer

    def _offer_agree(self, action: OfferAgree, events: list[ev.Event]) -> None:
        self._expect_turn(action.seat, OFFER, "agree to the offer")
        offer = self._current_offer()
        if not offer.to_agree:
            raise IllegalAction(f"seat {action.seat} must accept or refuse the offer")
        agree = bool(action.agree)
        events.append(ev.OfferAgreed(action.seat, agree))
        offer = replace(offer, to_agree=offer.to_agree[1:], said=(*offer.said, agree))
        self._d = self._d.but(offer=offer)
        if not agree:
            events.append(ev.OfferDecided(offer.team, "withdrawn"))
            self._close_offer("withdrawn")
            return
        self._advance_offer(events)

    def _offer_answer(self, action: OfferAnswer, events: list[ev.Event]) -> None:
        self._expect_turn(action.seat, OFFER, "answer the offer")
        offer = self._current_offer()
        if offer.to_agree:
            raise IllegalAction(f"seat {action.seat} must agree or not to the offer")
        accept = bool(action.accept)
        events.append(ev.OfferAnswered(action.seat, accept))
        offer = replace(offer, to_answer=offer.to_answer[1:], said=(*offer.said, accept))
        self._d = self._d.but(offer=offer)
        if not accept:
            events.append(ev.OfferDecided(offer.team, "refused"))
            self._close_offer("refused")
            return
        self._advance_offer(events)

    def _advance_offer(self, events: list[ev.Event]) -> None:
        offer = self._current_offer()
        if offer.to_agree:
            self.to_act = offer.to_agree[0]
        elif offer.to_answer:
            self.to_act = offer.to_answer[0]
        else:
            events.append(ev.OfferDecided(offer.team, "accepted"))
            self._close_offer("accepted")
            self._end_hand(events)

    def _close_offer(self, outcome: str) -> None:
        offer = self._current_offer()
        log = (*self.offer_log, (offer.proposer, offer.team, outcome, offer.trick, offer.said))
        result = self.offer_result if outcome == "withdrawn" else (outcome, offer.team)
        self._d = self._d.but(offer_log=log, offer_result=result, offer=None)
        self.phase = PLAY
        self.to_act = offer.resume

    # --- signals -------------------------------------------------------------------------------

    def _signal_problem(self, seat: int, gesture: str) -> str | None:
        if not self.options.signals_on:
            return "signals are off"
        if self.phase == OVER:
            return "the hand is over"
        if seat in self.options.dummy_seats:
            return "a Petit-Jean cannot make gestures"
        if (seat, gesture) in self.signals_made:
            return f"seat {seat} already made the gesture {gesture}"
        if not self.hands[seat]:
            return f"seat {seat} has played its last card"
        if gesture not in HAND_GESTURES:
            if gesture not in NAMED_CARDS and gesture != "ace":
                return f"unknown gesture {gesture!r}"
            if not any(GESTURE_OF[c] == gesture for c in self.hands[seat]):
                return f"seat {seat} holds no card for the gesture {gesture}"
        return None

    def _signal(
        self, action: Signal, events: list[ev.Event], seen_by: frozenset[int] | None = None
    ) -> None:
        seat, gesture = action.seat, action.gesture
        self._check_seat(seat)
        problem = self._signal_problem(seat, gesture)
        if problem:
            raise IllegalAction(problem)
        if seen_by is None:
            seen = set(self.partners(seat))
            if self.options.signals == "table_visible":
                rng = random.Random(f"{self.seed}/signal/{self.hand_no}/{seat}/{gesture}")
                p = self.options.signal_intercept
                seen |= {o for o in self.opponents(seat) if rng.random() < p}
            seen_by = frozenset(seen)
        made = ev.SignalMade(seat, gesture, seen_by)
        self._d = self._d.but(
            signals_made=self.signals_made | {(seat, gesture)},
            signal_log=(*self.signal_log, (made, len(self.trick_log), len(self.trick))),
            signal_after=(*self.signal_after, self.decisions_made()),
        )
        events.append(made)

    def signalled(self, action: Signal, seen_by: frozenset[int]) -> tuple[State, list[ev.Event]]:
        """The state after a gesture whose witnesses are known (a record replayed): the
        rules check it as ``apply`` does, but nothing is drawn."""
        if self.phase == OVER:
            raise IllegalAction("the hand is over")
        self._check_seat(action.seat)
        may_see = set(self.partners(action.seat))
        if not may_see <= seen_by:
            raise IllegalAction(f"seat {action.seat}'s partners always see its gestures")
        if self.options.signals == "table_visible":
            may_see |= set(self.opponents(action.seat))
        if not seen_by <= may_see:
            raise IllegalAction(f"seats {sorted(seen_by - may_see)} cannot see this gesture")
        s = self._copy()
        events: list[ev.Event] = []
        s._signal(action, events, seen_by)
        return s, events

    def decisions_made(self) -> int:
        """Turn actions taken this hand so far: chant votes, discards, offers with what each
        seat said of them, cards played (a record places each gesture by this count)."""
        offer = self.offer
        pending = 0 if offer is None else 1 + len(offer.said)
        offers = sum(1 + len(said) for *_, said in self.offer_log) + pending
        played = sum(len(trick) for _, trick, _ in self.trick_log) + len(self.trick)
        return len(self.votes) + sum(map(len, self.discards)) + offers + played

    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(f"seat {seat!r} is not at this table")

    # --- end of hand and match -----------------------------------------------------------------

    def _end_hand(self, events: list[ev.Event]) -> None:
        m = self._m
        takes = self._takes()[0]
        counts = tricks_won(takes, m.n)
        spoiled = spoiled_tricks(len(self.trick_log), takes)
        offer_result = self._d.offer_result
        if offer_result is not None and offer_result[0] == "accepted":
            given = [0] * m.n_teams
            given[1 - offer_result[1]] = 1
            result = ev.HandEnded(
                None, tuple(given), False, "offer_accepted", tuple(counts), spoiled
            )
        else:
            options = m.options
            captured = self._captured() if options.variant == "short_text" else None
            outcome = hand_outcome(self.winners, takes, options, captured)
            points, reason = hand_points(outcome, offer_result, m.teams, m.n_teams)
            result = ev.HandEnded(
                outcome.winner, points, outcome.mordienne, reason, tuple(counts), spoiled
            )
        events.append(result)
        self._d = self._d.but(result=result)
        self.to_act = None
        tally = self._t
        self._t = tally.but(  # what the hand's last state, kept in ``finished``, shows
            scores=tuple(map(add, tally.scores, result.points)),
            hand_wins=tuple(map(_won_point, tally.hand_wins, result.points)),
            deals=tally.deals + 1,
        )
        finished = (*tally.finished, self._copy())
        winner = None if m.single_hand else self._match_winner()
        if m.single_hand or winner is not None:
            self._t = self._t.but(finished=finished, winner=winner)
            self.phase = OVER
            self.is_over = True
            if winner is not None:
                events.append(ev.MatchEnded(winner, self.scores))
            return
        self._start_hand(events, finished=finished, dealer=m.after[self.dealer])

    def _captured(self) -> list[frozenset[int]]:
        """Cards in each seat's tricks, carried spoiled tricks included (short text rules)."""
        captured: list[set[int]] = [set() for _ in range(self.n)]
        pending: list[int] = []
        for _leader, trick, winner in self.trick_log:
            pending += [c for _, c in trick]
            if winner is not None or not self.options.carry_spoiled:
                if winner is not None:
                    captured[winner] |= set(pending)
                pending = []
        if pending and self.takes:
            captured[self.takes[0].seat] |= set(pending)
        return [frozenset(c) for c in captured]

    def _match_winner(self) -> int | None:
        kind, goal = self._m.goal
        tally = self.hand_wins if kind == "hand_wins" else self.scores
        best = max(tally)
        done = self.deals >= goal if kind == "deals" else best >= goal
        return tally.index(best) if done and tally.count(best) == 1 else None

    # --- the partnership draw ------------------------------------------------------------------

    def _draw_seats(self, events: list[ev.Event]) -> tuple[tuple[int, ...], int]:
        """Seat the players (``seating[seat] = player``) and pick the first dealer's seat."""
        rng = random.Random(f"{self.seed}/draw")
        n = self.n
        method = self.options.partnership_method
        if self.options.variant == "vache":
            order = _draw_order(rng, n, self.classes, events)
            seating = [0] * n
            for i, player in enumerate(order):  # counter-clockwise from the first dealer
                seating[(-i) % n] = player
            dealer = 0 if self.options.first_dealer == "madame" else rng.randrange(n)
            return _rotate_to_player0(seating, dealer)
        if n != 4 or method == "random":
            seating = list(range(n))
            rng.shuffle(seating)
            return _rotate_to_player0(seating, rng.randrange(n))
        if method == "top_four_cards":
            madame_player, monsieur_player = _draw_top_four(rng, events)
        else:
            order = _draw_order(rng, n, self.classes, events)
            monsieur_player, madame_player = order[0], order[1]
        seating = [-1] * n
        madame_seat = madame_player
        seating[madame_seat] = madame_player
        seating[(madame_seat + 2) % n] = monsieur_player
        others = [p for p in range(n) if p not in (madame_player, monsieur_player)]
        rng.shuffle(others)
        for seat in ((madame_seat + 1) % n, (madame_seat + 3) % n):
            seating[seat] = others.pop()
        first = madame_seat if self.options.first_dealer == "madame" else rng.randrange(n)
        return _rotate_to_player0(seating, first)

    # --- records -------------------------------------------------------------------------------

    def plays(self) -> list[int]:
        """Cards played this hand, in order."""
        out = [c for _leader, trick, _w in self.trick_log for _, c in trick]
        return out + [c for _, c in self.trick]


_HANDLERS: dict[type, Callable[[State, Any, list[ev.Event]], None]] = {  # after a Play
    Signal: State._signal,
    ChantVote: State._chant_vote,
    Discard: State._discard,
    Offer: State._propose,
    OfferAgree: State._offer_agree,
    OfferAnswer: State._offer_answer,
}


def _packets(options: Options) -> tuple[int, ...]:
    """Cards per packet: the Cow Game deals one by one; six seats get 3, 3, 2."""
    if options.variant == "vache":
        return (1,) * 9
    return (3, 3, 2) if options.n_seats == 6 else (3, 3, 3)


def _won_point(hand_wins: int, points: int) -> int:
    """A team's hands won, after a hand that gave it ``points``."""
    return hand_wins + (points > 0)


def _spoiled_before(log: tuple[tuple[int, Trick, int | None], ...]) -> int:
    """How many spoiled tricks end the trick log (those a carrying variant passes on)."""
    count = 0
    for _leader, _trick, winner in reversed(log):
        if winner is not None:
            break
        count += 1
    return count


def _play_of(seat: int, c: Any) -> Play:
    """The Play action of a card (the shared one for a real card)."""
    return PLAYS[seat][c] if type(c) is int and 0 <= c < len(DECK) else Play(seat, c)


_SHUFFLE_STEPS = tuple((i, i + 1, (i + 1).bit_length()) for i in range(len(DECK) - 1, 0, -1))


def _below(bits: Any, n: int) -> int:
    """``Random._randbelow(n)`` given the generator's ``getrandbits``: the same draws."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def _shuffled_deck(rng: random.Random) -> list[int]:
    """The deck in the order ``rng.shuffle(list(DECK))`` gives: CPython's shuffle (a
    Fisher-Yates walk drawing each index with ``_randbelow``) written out in one loop, twice
    as fast as the library's call per card, and kept here so the deals saved games replay
    never depend on the library's shuffle."""
    deck = list(DECK)
    bits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS:
        j = bits(k)
        while j >= n:
            j = bits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def _code(c: Any) -> str:
    return CODES[c] if isinstance(c, int) and 0 <= c < 48 else repr(c)


def _rotate_to_player0(seating: list[int], first_dealer: int) -> tuple[tuple[int, ...], int]:
    """Renumber the seats (a rotation keeps every neighbour) so that player 0 sits at seat 0."""
    k = seating.index(0)
    n = len(seating)
    return tuple(seating[k:] + seating[:k]), (first_dealer - k) % n


def _draw_top_four(rng: random.Random, events: list[ev.Event]) -> tuple[int, int]:
    """Deal face up, one by one, until the four top cards are out; (Madame's, Monsieur's) player."""
    deck = _shuffled_deck(rng)
    player = rng.randrange(4)
    holder: dict[int, int] = {}
    out: set[int] = set()  # the players holding a top card stop drawing
    draws = []
    for c in deck:
        player = (player + 1) % 4
        while player in out:
            player = (player + 1) % 4
        draws.append((player, c))
        if c in TOP_FOUR:
            holder[c] = player
            out.add(player)
            if len(holder) == 4:
                break
    events.append(ev.PartnershipDraw(tuple(draws)))
    return holder[TOP_FOUR[1]], holder[TOP_FOUR[0]]


def _draw_order(
    rng: random.Random, n: int, classes: Sequence[int], events: list[ev.Event]
) -> list[int]:
    """Each player draws a card, again while any two tie; players from highest card to lowest."""
    while True:
        deck = _shuffled_deck(rng)
        draws = tuple((p, deck[p]) for p in range(n))
        events.append(ev.PartnershipDraw(draws))
        ranks = [classes[c] for _, c in draws]
        if len(set(ranks)) == n:
            return sorted(range(n), key=lambda p: ranks[p])
