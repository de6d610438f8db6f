"""Bidding as a belote player does it: judge the hand for each trump, open, answer, contre.

A hand is judged per trump suit by what it brings to the team that takes it: the jack and
the nine of trumps (the jack alone guarded by small trumps, the nine with the jack or
length), trump length, side aces and the tens behind them, voids to ruff with, the belote
(a margin toward the contract, or points). Adding what an average partner brings gives the
points the team may expect (``team_estimate``): the hand opens at that value, rounded down
to the tens, from 80. The answer to the partner's suit (the text's "answer one's team mate")
is the convention: ten more for its jack, for its nine, for each side ace, twenty for its
belote; a hand that does not fit the partner's suit bids its own when it is worth more.
Defence is judged the same way (``defence_estimate``): a contract the opponents cannot make
against this hand and an average partner is contred; one's own contract, when it is sure,
surcontred. The weights are the fixed facts at the top.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contree.ai.knowledge import Knowledge
from game.contree.cards import HAND_POINTS
from game.contree.rules.actions import CAPOT, Bid, Call, Contre, Pass, Surcontre
from game.contree.rules.view import SeatView

R7, R8, R9, RT, RJ, RQ, RK, RA = range(8)

PARTNER_SHARE = 25
"""What an average partner brings to either side: a little under his quarter of the pack."""
TRUMP_WORTH = {RJ: 25, R9: 18, RA: 12, RT: 10, RK: 4, RQ: 3}
"""A trump honour well held: the jack always takes, the nine with the jack or length …"""
LOOSE_NINE = 9
LOOSE_ACE = 7
LOOSE_TEN = 5
"""… and less when it may fall under a higher trump."""
EXTRA_TRUMP = 9
"""Each trump beyond the third: opponents run out, it ruffs or takes."""
SIDE_ACE = 16
SIDE_TEN_WITH_ACE = 11
SIDE_TEN_GUARDED = 5
RUFF_VOID = 8
RUFF_SINGLETON = 4
BELOTE = 20

ANSWER_STEP = 10
"""The answer to the partner's suit: this much for each of its jack, its nine and a side ace."""
OPENING = 80
CONTRE_MARGIN = 10
"""A contract is contred when the opponents are expected this far short of it."""
SURCONTRE_MARGIN = 30
"""Surcontre only when the team is expected this far above its contract."""
NOVICE_CONTRE_MARGIN = 40


def hand_worth(hand: Sequence[int], trump: int, belote: bool) -> int:
    """The points a hand brings to the team that takes ``trump`` (no partner counted)."""
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    n = len(trumps)
    worth = 0
    if RJ in trumps:
        worth += TRUMP_WORTH[RJ] if n >= 2 else 20
    if R9 in trumps:
        worth += TRUMP_WORTH[R9] if RJ in trumps or n >= 3 else LOOSE_NINE
    if RA in trumps:
        worth += TRUMP_WORTH[RA] if trumps & {RJ, R9} else LOOSE_ACE
    if RT in trumps:
        worth += TRUMP_WORTH[RT] if {RJ, R9} <= trumps or n >= 4 else LOOSE_TEN
    worth += sum(TRUMP_WORTH[r] for r in (RK, RQ) if r in trumps)
    worth += EXTRA_TRUMP * max(0, n - 3)
    if belote and {RK, RQ} <= trumps:
        worth += BELOTE
    for suit in range(4):
        if suit != trump:
            worth += _side_worth({c & 7 for c in hand if c >> 3 == suit}, n)
    return worth


def _side_worth(ranks: set[int], trumps: int) -> int:
    worth = 0
    if RA in ranks:
        worth += SIDE_ACE
    if RT in ranks:
        worth += SIDE_TEN_WITH_ACE if RA in ranks else SIDE_TEN_GUARDED if len(ranks) >= 3 else 0
    if trumps >= 3:
        worth += (
            RUFF_VOID if not ranks else RUFF_SINGLETON if len(ranks) == 1 and RA not in ranks else 0
        )
    return worth


def team_estimate(hand: Sequence[int], trump: int, belote: bool) -> int:
    """The points the team may expect with ``trump``: the hand and an average partner."""
    return hand_worth(hand, trump, belote) + PARTNER_SHARE


def answer(hand: Sequence[int], trump: int, belote: bool) -> int:
    """What the hand adds to the partner's bid in ``trump`` (the answer's convention)."""
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    aces = sum(1 for c in hand if c & 7 == RA and c >> 3 != trump)
    raise_ = ANSWER_STEP * (aces + (RJ in trumps) + (R9 in trumps))
    if belote and {RK, RQ} <= trumps:
        raise_ += BELOTE
    return raise_


def fits(hand: Sequence[int], trump: int) -> bool:
    """The hand supports the partner's suit: its jack or nine, or three of it."""
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    return bool(trumps & {RJ, R9}) or len(trumps) >= 3


def sure_tricks(hand: Sequence[int], trump: int) -> int:
    """Tricks the hand takes whatever the others hold: its top trumps (and all of them when
    it holds the three best and five), then side aces and the tens under them."""
    order = (RJ, R9, RA, RT, RK, RQ, R8, R7)
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    run = 0
    for r in order:
        if r not in trumps:
            break
        run += 1
    tricks = len(trumps) if run >= 3 and len(trumps) >= 5 else run
    for suit in range(4):
        if suit == trump:
            continue
        ranks = {c & 7 for c in hand if c >> 3 == suit}
        if RA in ranks:
            tricks += 2 if RT in ranks else 1
    return tricks


def defence_estimate(hand: Sequence[int], trump: int) -> int:
    """The points the hand and an average partner may take against a contract in ``trump``."""
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    n = len(trumps)
    worth = PARTNER_SHARE
    if RJ in trumps:
        worth += TRUMP_WORTH[RJ]
    if R9 in trumps:
        worth += TRUMP_WORTH[R9] if RJ in trumps or n >= 2 else LOOSE_NINE
    if RA in trumps:
        worth += TRUMP_WORTH[RA] if trumps & {RJ, R9} or n >= 3 else LOOSE_ACE
    if RT in trumps:
        worth += TRUMP_WORTH[RT] if n >= 3 else LOOSE_TEN
    worth += EXTRA_TRUMP * max(0, n - 2)
    for suit in range(4):
        if suit != trump:
            ranks = {c & 7 for c in hand if c >> 3 == suit}
            if RA in ranks:
                worth += SIDE_ACE
            if RT in ranks and (RA in ranks or len(ranks) >= 3):
                worth += SIDE_TEN_GUARDED
    return worth


def floor10(points: int) -> int:
    return points // 10 * 10


class Bidder:
    """The conventional auction of a seat: ``call(view, knowledge)`` is its call now.

    ``answers`` (the partner's suit raised, one's own suit when it does not fit) and the
    contre's margin tell the novice from the standard player.
    """

    def __init__(self, answers: bool = True, contre_margin: int = CONTRE_MARGIN) -> None:
        self.answers = answers
        self.contre_margin = contre_margin

    def call(self, view: SeatView, k: Knowledge) -> Call:
        seat = view.seat
        legal = set(view.legal)
        if view.contre is not None:
            return Surcontre(seat) if self.wants_surcontre(view, k) else Pass(seat)
        bid = self.best_bid(view, k)
        if bid is not None and bid in legal:
            return bid
        if Contre(seat) in legal and self.wants_contre(view, k):
            return Contre(seat)
        return Pass(seat)

    def belote_counts(self, view: SeatView) -> bool:
        return view.options.belote != "off"

    def suit_estimates(self, view: SeatView, k: Knowledge) -> dict[int, int]:
        """The team's expected points with each trump, given what the partner bid."""
        hand, seat = view.hand, view.seat
        belote = self.belote_counts(view)
        partner = (seat + 2) % 4
        estimates = {}
        for suit in range(4):
            own = team_estimate(hand, suit, belote)
            estimates[suit] = own
            if not self.answers:
                continue
            partner_bid = next((b for b in reversed(k.bids[partner]) if b.trump == suit), None)
            my_bid = next((b for b in reversed(k.bids[seat]) if b.trump == suit), None)
            if partner_bid is not None and my_bid is None:
                estimates[suit] = partner_bid.value + answer(hand, suit, belote)
            elif partner_bid is not None and my_bid is not None:
                shown = max(my_bid.value, OPENING)
                estimates[suit] = max(partner_bid.value, my_bid.value) + max(0, own - shown - 10)
        return estimates

    def best_bid(self, view: SeatView, k: Knowledge) -> Bid | None:
        """The bid the hand is worth now, or None."""
        seat = view.seat
        standing = view.bid
        floor = standing.value + 10 if standing is not None else OPENING
        partner = (seat + 2) % 4
        partner_suits = [b.trump for b in k.bids[partner]]
        estimates = self.suit_estimates(view, k)
        candidates = []
        for suit, points in estimates.items():
            partner_suit = partner_suits[-1] if self.answers and partner_suits else suit
            if suit != partner_suit and fits(view.hand, partner_suit):
                continue  # support the partner's suit rather than change it
            value = min(floor10(points), 160)
            if sure_tricks(view.hand, suit) >= 8:
                value = CAPOT
            if value >= floor:
                candidates.append((value, points, suit))
        if not candidates:
            return None
        value, _, suit = max(candidates)
        if standing is not None and standing.seat == seat:
            return None
        return Bid(seat, value, suit)

    def wants_contre(self, view: SeatView, k: Knowledge) -> bool:
        """The opponents' contract looks unmakeable against this hand and what was shown."""
        bid = view.bid
        if bid is None:
            return False
        if bid.value == CAPOT:
            return any(c >> 3 == bid.trump and c & 7 == RJ for c in view.hand)
        defence = defence_estimate(view.hand, bid.trump)
        partner = (view.seat + 2) % 4
        if self.answers and k.bids[partner]:
            defence += ANSWER_STEP * 2  # the partner showed a hand of his own
        expected = HAND_POINTS - defence
        return expected < bid.value - self.contre_margin

    def wants_surcontre(self, view: SeatView, k: Knowledge) -> bool:
        """Sure of the contract even against the contre's hand."""
        bid = view.bid
        estimate = self.suit_estimates(view, k)[bid.trump] - ANSWER_STEP * 2
        return bid.value != CAPOT and estimate >= bid.value + SURCONTRE_MARGIN
