"""Partnership Aluette as a state machine: a whole match, from the partnership draw to the end.

The API follows OpenSpiel's games: a ``State`` answers ``to_act``, ``legal_actions()``,
``is_over`` and ``scores``; ``apply(action)`` returns a *new* state and the list of events
that happened (the old state is never changed, so the table, the bots and the tests may keep
it). Chance is not an action: every shuffle, cut and signal interception comes from random
generators derived from the match seed, so ``(seed, options, actions)`` replays exactly.

Trade-offs: states are plain objects whose containers are tuples, copied shallowly on every
action (cheap; see ``aluette bench engine``); one class covers the partnership game, its
six-player, Petit-Jean and heads-up forms and the two variants, whose differences are read
from ``Options`` properties rather than subclasses.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
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
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import (
    Take,
    hand_outcome,
    hand_points,
    spoiled_tricks,
    trick_winner,
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


Trick = tuple[tuple[int, int], ...]
"""Cards on a trick as ``(seat, card)`` in play order."""


class State:
    """One moment of a match. Never mutated once returned: ``apply`` makes a new one."""

    # The match
    options: Options
    seed: int
    n: int
    step: int  # +1 clockwise, -1 in the Cow Game
    classes: tuple[int, ...]  # strength class of each card in this game
    teams: tuple[int, ...]  # team of each seat
    single_hand: bool  # a state from a record or a search: no next hand
    seating: tuple[int, ...]  # player at each seat
    dealer: int
    hand_no: int
    scores: tuple[int, ...]  # per team
    hand_wins: tuple[int, ...]  # per team
    deals: int
    winner: int | None  # team that won the match
    finished: tuple[State, ...]  # a snapshot at the end of each finished hand
    # The hand
    phase: str
    to_act: int | None
    hands: tuple[tuple[int, ...], ...]
    deal_hands: tuple[tuple[int, ...], ...]  # as dealt, before the chant
    start_hands: tuple[tuple[int, ...], ...]  # at the opening lead
    talon: tuple[int, ...]
    votes: tuple[tuple[int, bool], ...]
    recipients: tuple[int, ...]
    discards: tuple[tuple[int, ...], ...]
    leader: int
    trick: Trick
    trick_log: tuple[tuple[int, Trick, int | None], ...]  # (leader, trick, winner)
    winners: tuple[int | None, ...]  # per completed trick; None = spoiled
    takes: tuple[Take, ...]
    pending: int  # spoiled tricks waiting for a winner (variants)
    signals_made: frozenset[tuple[int, str]]
    signal_log: tuple[tuple[ev.SignalMade, int, int], ...]  # (signal, trick, cards on it)
    offer: OfferState | None
    proposed: frozenset[int]
    offer_log: tuple[tuple[int, int, str, int], ...]  # (proposer, team, outcome, trick)
    offer_result: tuple[str, int] | None  # ("accepted" | "refused", offering team)
    result: ev.HandEnded | None

    # --- construction ------------------------------------------------------------------------

    @classmethod
    def new_match(cls, seed: int, options: Options | None = None) -> tuple[State, list[ev.Event]]:
        """A match: the partnership draw, seating, then the first hand dealt."""
        options = options or Options()
        s = cls._blank(options, seed)
        events: list[ev.Event] = []
        seating, first_dealer = s._draw_seats(events)
        s.seating = seating
        s.dealer = first_dealer
        events.append(ev.Seated(seating, first_dealer))
        s._start_hand(events)
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
        s.single_hand = True
        s.dealer = dealer
        s.hand_no = 1
        s.hands = tuple(tuple(h) for h in hands)
        s.deal_hands = s.hands
        s._start_play([])
        return s

    @classmethod
    def _blank(cls, options: Options, seed: int) -> State:
        s = cls.__new__(cls)
        n = options.n_seats
        s.options = options
        s.seed = seed
        s.n = n
        s.step = 1 if options.clockwise else -1
        s.classes = options.class_table
        s.teams = options.teams
        s.single_hand = False
        s.seating = tuple(range(n))
        s.dealer = 0
        s.hand_no = 0
        s.scores = (0,) * options.n_teams
        s.hand_wins = (0,) * options.n_teams
        s.deals = 0
        s.winner = None
        s.finished = ()
        s._reset_hand()
        return s

    def _reset_hand(self) -> None:
        n = self.n
        self.phase = PLAY
        self.to_act = None
        self.hands = ((),) * n
        self.deal_hands = ((),) * n
        self.start_hands = ((),) * n
        self.talon = ()
        self.votes = ()
        self.recipients = ()
        self.discards = ((),) * n
        self.leader = 0
        self.trick = ()
        self.trick_log = ()
        self.winners = ()
        self.takes = ()
        self.pending = 0
        self.signals_made = frozenset()
        self.signal_log = ()
        self.offer = None
        self.proposed = frozenset()
        self.offer_log = ()
        self.offer_result = None
        self.result = None

    def _copy(self) -> State:
        s = State.__new__(State)
        s.__dict__ = self.__dict__.copy()
        return s

    # --- seats ---------------------------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (to the left; to the right in the Cow Game)."""
        return (seat + self.step) % self.n

    def team(self, seat: int) -> int:
        """Team of a seat (``Options.teams``): seats alternate; the Cow Game, one team each."""
        return self.teams[seat]

    def partners(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if s != seat and self.team(s) == self.team(seat))

    def opponents(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.n) if self.team(s) != self.team(seat))

    def _in_turn_from(self, seat: int) -> list[int]:
        order, s = [], seat
        for _ in range(self.n):
            order.append(s)
            s = self.next_seat(s)
        return order

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
    def is_over(self) -> bool:
        """The match (or, for a single-hand state, the hand) is finished."""
        return self.phase == OVER

    @property
    def trick_number(self) -> int:
        """0-based index of the trick being played."""
        return len(self.winners)

    def legal_actions(self) -> list[Action]:
        """The turn actions open to the seat to act (``to_act``); interjections excluded."""
        seat = self.to_act
        if seat is None:
            return []
        if self.phase == PLAY:
            row = PLAYS[seat]
            return [row[c] for c in self.hands[seat]]
        if self.phase == CHANT:
            return [ChantVote(seat, True), ChantVote(seat, False)]
        if self.phase == DISCARD:
            row = DISCARDS[seat]
            return [row[c] for c in self.hands[seat]]
        if self.offer.to_agree:
            return [OfferAgree(seat, True), OfferAgree(seat, False)]
        return [OfferAnswer(seat, True), OfferAnswer(seat, False)]

    def interjections(self, seat: int) -> list[Action]:
        """Out-of-turn actions ``seat`` may make now: offering the point, gestures."""
        actions: list[Action] = []
        if self._offer_problem(seat) is None:
            actions.append(Offer(seat))
        gestures = sorted({GESTURE_OF[c] for c in self.hands[seat]} - {None} | HAND_GESTURES)
        actions += [Signal(seat, g) for g in gestures if self._signal_problem(seat, g) is None]
        return actions

    def tricks_won(self) -> list[int]:
        """Tricks held by each seat in the current (or just finished) hand."""
        counts = [0] * self.n
        for t in self.takes:
            counts[t.seat] += t.count
        return counts

    def spoiled_tricks(self) -> int:
        """Tricks of the current (or just finished) hand that nobody holds: spoiled."""
        return spoiled_tricks(len(self.winners), self.takes)

    # --- apply ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[State, list[ev.Event]]:
        """The state after ``action`` and the events it caused; IllegalAction if not allowed."""
        if self.phase == OVER:
            raise IllegalAction("the match is over" if not self.single_hand else "the hand is over")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise IllegalAction(f"not an action: {action!r}")
        s = self._copy()
        events: list[ev.Event] = []
        handler(s, action, events)
        return s, events

    def _expect_turn(self, seat: int, phase: str, what: str) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(f"seat {seat!r} is not at this table")
        if self.phase != phase:
            raise IllegalAction(f"{what} not allowed now (the hand is at: {self.phase})")
        if seat != self.to_act:
            raise IllegalAction(f"seat {seat} cannot {what}: it is seat {self.to_act}'s turn")

    # --- the deal ------------------------------------------------------------------------------

    def _start_hand(self, events: list[ev.Event]) -> None:
        self._reset_hand()
        self.hand_no += 1
        events.append(ev.HandStarted(self.hand_no, self.dealer))
        rng = random.Random(f"{self.seed}/deal/{self.hand_no}")
        deck = list(DECK)
        rng.shuffle(deck)
        events.append(ev.Shuffled(self.dealer))
        cutter = (self.dealer - self.step) % self.n
        at = rng.randint(4, 44)
        deck = deck[at:] + deck[:at]
        events.append(ev.Cut(cutter, at))
        hands: list[list[int]] = [[] for _ in range(self.n)]
        order = self._in_turn_from(self.next_seat(self.dealer))
        for packet in self._packets():
            for seat in order:
                cards, deck = deck[:packet], deck[packet:]
                hands[seat] += cards
                events.append(ev.Dealt(seat, tuple(cards)))
        self.hands = tuple(tuple(h) for h in hands)
        self.deal_hands = self.hands
        self.talon = tuple(deck)
        events.append(ev.TalonLeft(len(deck)))
        if self.options.chant_on:
            self.phase = CHANT
            self.to_act = order[0]
        else:
            self._start_play(events)

    def _packets(self) -> tuple[int, ...]:
        if self.options.variant == "vache":
            return (1,) * 9
        return (3, 3, 2) if self.n == 6 else (3, 3, 3)

    # --- the chant -----------------------------------------------------------------------------

    def _chant_vote(self, action: ChantVote, events: list[ev.Event]) -> None:
        self._expect_turn(action.seat, CHANT, "vote on the chant")
        self.votes = (*self.votes, (action.seat, bool(action.agree)))
        events.append(ev.ChantVoted(action.seat, bool(action.agree)))
        if not action.agree:
            events.append(ev.ChantDecided(False, ()))
            self._start_play(events)
            return
        if len(self.votes) < self.n:
            self.to_act = self.next_seat(action.seat)
            return
        self.recipients = self.talon_recipients()
        events.append(ev.ChantDecided(True, self.recipients))
        hands = list(self.hands)
        for i, c in enumerate(self.talon):
            seat = self.recipients[i % 2]
            hands[seat] = (*hands[seat], c)
            events.append(ev.TalonCard(seat, c))
        self.hands = tuple(hands)
        self.talon = ()
        self.phase = DISCARD
        self.to_act = self.recipients[0]

    def _discard(self, action: Discard, events: list[ev.Event]) -> None:
        seat, c = action.seat, action.card
        self._expect_turn(seat, DISCARD, "discard")
        if c not in self.hands[seat]:
            raise IllegalAction(f"seat {seat} does not hold {_code(c)}")
        self._remove(seat, c)
        discards = list(self.discards)
        discards[seat] = (*discards[seat], c)
        self.discards = tuple(discards)
        events.append(ev.Discarded(seat, c))
        if len(discards[seat]) < TALON_DISCARDS:
            return
        if seat == self.recipients[0]:
            self.to_act = self.recipients[1]
        else:
            self._start_play(events)

    def _remove(self, seat: int, c: int) -> None:
        hands = list(self.hands)
        hand = list(hands[seat])
        hand.remove(c)
        hands[seat] = tuple(hand)
        self.hands = tuple(hands)

    # --- play ----------------------------------------------------------------------------------

    def _start_play(self, events: list[ev.Event]) -> None:
        self.phase = PLAY
        self.leader = self.next_seat(self.dealer)
        self.to_act = self.leader
        self.start_hands = self.hands
        for seat in self.options.dummy_seats:
            events.append(ev.HandExposed(seat, self.hands[seat]))
        events.append(ev.PlayStarted(self.leader))

    def _play(self, action: Play, events: list[ev.Event]) -> None:
        seat, c = action.seat, action.card
        if self.phase != PLAY or seat != self.to_act:
            self._expect_turn(seat, PLAY, "play")
        hand = self.hands[seat]
        try:
            i = hand.index(c)
        except ValueError:
            raise IllegalAction(f"seat {seat} does not hold {_code(c)}") from None
        hands = list(self.hands)
        hands[seat] = hand[:i] + hand[i + 1 :]
        self.hands = tuple(hands)
        trick = (*self.trick, (seat, c))
        events.append(ev.CardPlayed(seat, c, len(self.winners)))
        if len(trick) < self.n:
            self.trick = trick
            self.to_act = (seat + self.step) % self.n
            return
        self._close_trick(trick, events)

    def _close_trick(self, trick: tuple[tuple[int, int], ...], events: list[ev.Event]) -> None:
        number = len(self.winners)
        cards = tuple(c for _, c in trick)
        winner = trick_winner(trick, self.classes)
        self.trick_log = (*self.trick_log, (self.leader, trick, winner))
        self.winners = (*self.winners, winner)
        self.trick = ()
        if winner is None:
            if self.options.carry_spoiled:
                self.pending += 1
            events.append(ev.TrickSpoiled(number, self.leader, cards))
        else:
            self.takes = (*self.takes, Take(number, winner, 1 + self.pending))
            events.append(ev.TrickWon(number, winner, cards, self.pending))
            self.pending = 0
            self.leader = winner
        self.to_act = self.leader
        if not self.hands[self.leader]:
            self._finish_tricks(events)

    def _finish_tricks(self, events: list[ev.Event]) -> None:
        if self.pending and self.takes:
            first = self.takes[0].seat
            self.takes = (*self.takes, Take(len(self.winners) - 1, first, self.pending))
            events.append(ev.TricksCarried(first, self.pending))
            self.pending = 0
        self._end_hand(events)

    # --- offering the point --------------------------------------------------------------------

    def _offer_problem(self, seat: int) -> str | None:
        """Why ``seat`` may not offer the point now, or None when it may."""
        problem = self.options.offer_problem(len(self.winners))
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
        self.proposed = self.proposed | {seat}
        events.append(ev.OfferProposed(seat))
        order = self._in_turn_from(seat)[1:]
        team = self.team(seat)
        to_answer: tuple[int, ...] = ()
        if self.options.refusal_obliges_mordienne:
            to_answer = tuple(s for s in order if self.team(s) != team)
        self.offer = OfferState(
            team=team,
            proposer=seat,
            to_agree=tuple(s for s in order if self.team(s) == team),
            to_answer=to_answer,
            resume=self.to_act,
            trick=len(self.winners),
        )
        self.phase = OFFER
        self._advance_offer(events)

    def _offer_agree(self, action: OfferAgree, events: list[ev.Event]) -> None:
        self._expect_turn(action.seat, OFFER, "agree to the offer")
        if not self.offer.to_agree:
            raise IllegalAction(f"seat {action.seat} must accept or refuse the offer")
        events.append(ev.OfferAgreed(action.seat, bool(action.agree)))
        if not action.agree:
            events.append(ev.OfferDecided(self.offer.team, "withdrawn"))
            self._close_offer("withdrawn")
            return
        self.offer = replace(self.offer, to_agree=self.offer.to_agree[1:])
        self._advance_offer(events)

    def _offer_answer(self, action: OfferAnswer, events: list[ev.Event]) -> None:
        self._expect_turn(action.seat, OFFER, "answer the offer")
        if self.offer.to_agree:
            raise IllegalAction(f"seat {action.seat} must agree or not to the offer")
        events.append(ev.OfferAnswered(action.seat, bool(action.accept)))
        if not action.accept:
            events.append(ev.OfferDecided(self.offer.team, "refused"))
            self._close_offer("refused")
            return
        self.offer = replace(self.offer, to_answer=self.offer.to_answer[1:])
        self._advance_offer(events)

    def _advance_offer(self, events: list[ev.Event]) -> None:
        offer = self.offer
        if offer.to_agree:
            self.to_act = offer.to_agree[0]
        elif offer.to_answer:
            self.to_act = offer.to_answer[0]
        else:
            events.append(ev.OfferDecided(offer.team, "accepted"))
            self._close_offer("accepted")
            self._end_hand(events)

    def _close_offer(self, outcome: str) -> None:
        offer = self.offer
        self.offer_log = (*self.offer_log, (offer.proposer, offer.team, outcome, offer.trick))
        if outcome != "withdrawn":
            self.offer_result = (outcome, offer.team)
        self.phase = PLAY
        self.to_act = offer.resume
        self.offer = None

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

    def _signal(self, action: Signal, events: list[ev.Event]) -> None:
        seat, gesture = action.seat, action.gesture
        self._check_seat(seat)
        problem = self._signal_problem(seat, gesture)
        if problem:
            raise IllegalAction(problem)
        seen = set(self.partners(seat))
        if self.options.signals == "table_visible":
            rng = random.Random(f"{self.seed}/signal/{self.hand_no}/{seat}/{gesture}")
            p = self.options.signal_intercept
            seen |= {o for o in self.opponents(seat) if rng.random() < p}
        made = ev.SignalMade(seat, gesture, frozenset(seen))
        self.signals_made = self.signals_made | {(seat, gesture)}
        self.signal_log = (*self.signal_log, (made, len(self.winners), len(self.trick)))
        events.append(made)

    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(f"seat {seat!r} is not at this table")

    # --- end of hand and match -----------------------------------------------------------------

    def _end_hand(self, events: list[ev.Event]) -> None:
        outcome_kind, offer_team = self.offer_result or (None, None)
        counts, spoiled = tuple(self.tricks_won()), self.spoiled_tricks()
        points = [0] * self.options.n_teams
        if outcome_kind == "accepted":
            accepting = 1 - offer_team
            points[accepting] = 1
            result = ev.HandEnded(None, tuple(points), False, "offer_accepted", counts, spoiled)
        else:
            specials = self.options.variant == "short_text"
            captured = self._captured() if specials else None
            outcome = hand_outcome(self.winners, self.takes, self.options, captured)
            teams = tuple(self.team(s) for s in range(self.n))
            points, reason = hand_points(outcome, self.offer_result, teams, len(points))
            winner, mordienne = outcome.winner, outcome.mordienne
            result = ev.HandEnded(winner, tuple(points), mordienne, reason, counts, spoiled)
        events.append(result)
        self.result = result
        self.scores = tuple(a + b for a, b in zip(self.scores, points, strict=True))
        self.hand_wins = tuple(w + (p > 0) for w, p in zip(self.hand_wins, points, strict=True))
        self.deals += 1
        self.to_act = None
        self.finished = (*self.finished, self._copy())
        if self.single_hand:
            self.phase = OVER
            return
        winner = self._match_winner()
        if winner is not None:
            self.winner = winner
            self.phase = OVER
            events.append(ev.MatchEnded(winner, self.scores))
            return
        self.dealer = self.next_seat(self.dealer)
        self._start_hand(events)

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
        kind, goal = self.options.match_goal
        tally = self.hand_wins if kind == "hand_wins" else self.scores
        best = max(tally)
        leaders = [t for t, v in enumerate(tally) if v == best]
        done = self.deals >= goal if kind == "deals" else best >= goal
        return leaders[0] if done and len(leaders) == 1 else None

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

    def record(self) -> dict[str, Any]:
        """The current (or just finished) hand as a record of ``rules/ALUETTE.md``.

        Records of earlier hands: ``state.finished[i].record()``.
        """
        rec: dict[str, Any] = {
            "format": "aluette-record/1",
            "game": "aluette",
            "options": self.options.to_mapping(),
            "dealer": self.dealer,
            "hands": [[CODES[c] for c in h] for h in self.start_hands],
            "plays": [CODES[c] for c in self.plays()],
            "seed": self.seed,
        }
        if self.votes:
            rec["chant"] = {
                "votes": [agree for _, agree in self.votes],
                "recipients": list(self.recipients),
            }
        if self.recipients:
            rec["discards"] = {
                str(s): [CODES[c] for c in self.discards[s]] for s in self.recipients
            }
        decided = [o for o in self.offer_log if o[2] != "withdrawn"]
        if decided:
            proposer, team, outcome, trick = decided[-1]
            rec["offer"] = {"team": team, "by": proposer, "outcome": outcome, "trick": trick}
        if self.signal_log:
            rec["signals"] = [
                {"seat": m.seat, "gesture": m.gesture, "trick": t, "seen_by": sorted(m.seen_by)}
                for m, t, _ in self.signal_log
            ]
        return rec


_HANDLERS = {
    Play: State._play,
    Signal: State._signal,
    ChantVote: State._chant_vote,
    Discard: State._discard,
    Offer: State._propose,
    OfferAgree: State._offer_agree,
    OfferAnswer: State._offer_answer,
}


def _code(c: Any) -> str:
    return CODES[c] if isinstance(c, int) and 0 <= c < 48 else repr(c)


def _rotate_to_player0(seating: list[int], first_dealer: int) -> tuple[tuple[int, ...], int]:
    """Renumber the seats (a rotation keeps every neighbour) so that player 0 sits at seat 0."""
    k = seating.index(0)
    n = len(seating)
    return tuple(seating[k:] + seating[:k]), (first_dealer - k) % n


def _draw_top_four(rng: random.Random, events: list[ev.Event]) -> tuple[int, int]:
    """Deal face up, one by one, until the four top cards are out; (Madame's, Monsieur's) player."""
    deck = list(DECK)
    rng.shuffle(deck)
    player = rng.randrange(4)
    holder: dict[int, int] = {}
    draws = []
    for c in deck:
        player = (player + 1) % 4
        while player in holder.values():
            player = (player + 1) % 4
        draws.append((player, c))
        if c in TOP_FOUR:
            holder[c] = player
            if len(holder) == 4:
                break
    events.append(ev.PartnershipDraw(tuple(draws)))
    return holder[TOP_FOUR[1]], holder[TOP_FOUR[0]]


def _draw_order(
    rng: random.Random, n: int, classes: Sequence[int], events: list[ev.Event]
) -> list[int]:
    """Each player draws a card, again while any two tie; players from highest card to lowest."""
    while True:
        deck = list(DECK)
        rng.shuffle(deck)
        draws = tuple((p, deck[p]) for p in range(n))
        events.append(ev.PartnershipDraw(draws))
        ranks = [classes[c] for _, c in draws]
        if len(set(ranks)) == n:
            return sorted(range(n), key=lambda p: ranks[p])
