"""Deals of the hidden cards consistent with what one seat knows, for the expert's search.

Hard facts are never broken: each other seat gets exactly as many cards as it holds, the
cards it surely holds (the other belote card after a *belote*), and none it cannot hold (a
suit it showed void in, a trump it would have had to play). The auction is soft evidence,
used twice. Cards go out most constrained first, each to a seat drawn in proportion to the
evidence (``evidence``: a seat that bid a suit is more likely to hold its jack, its nine and
its length, and the other suits' aces; a seat that contred, the contract's trumps) and to
the room left in its hand; at a dead end (every seat that may hold a card is full) a card
already dealt moves to a seat with room, or the deal starts again. Then a deal is kept with
a probability that falls with how far its hands are from their calls (``seat_misfit``),
judged as the standard bidder judges a hand: a bid of 120 from a hand worth 80 is unlikely,
an opening hand that passed too, a contre from a hand that brings the defence little, a pass
over a bid from a hand that would have contred it, bid over it or raised it. The
play is soft evidence too (``play_evidence``): what a lead and a trick's last card say of
the hand that played it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from functools import cache, lru_cache

from game.contree.ai.bidding import (
    ANSWER_MARGIN,
    CONTRE_MARGIN,
    OPEN_MARGIN,
    OPENING,
    PARTNER_BID_DEFENCE,
    floor10,
    support,
    team_estimate,
)
from game.contree.ai.knowledge import Knowledge
from game.contree.cards import ALL_TRUMPS, NO_TRUMP, POINTS, RANKS, STRENGTH, TRUMPS, bits
from game.contree.rules import announcements as ann
from game.contree.rules.actions import CAPOT, Bid, Contre, Pass
from game.contree.rules.play import Trick, master
from game.contree.rules.state import AUCTION
from game.contree.rules.view import SeatView

R9, RT, RJ, RA = 2, 3, 4, 7
BID_JACK = 5.0
BID_NINE = 3.0
BID_ACE = 2.0
BID_LENGTH = 1.8
"""How much more likely a bidder is to hold each card of its suit than another seat."""
BID_SIDE_ACE = 2.0
"""How much more likely a seat that bid a suit is to hold each ace of the other suits: a
bid counts its side aces too. Without it the deals gave the declarer an unplayed side ace
in 0.34 of them where the true hands held one in 0.46 (735 placements at the expert's first,
third and fifth tricks, 120 deals under the reference's calls); with it, on 120 fresh
deals, 0.43 where the true hands held one in 0.45 (820 placements)."""
CONTRE_TRUMP = 1.8
"""How much more likely the doubler is to hold each trump of the contract."""
PLAY_DOUBT = 0.2
"""How much less likely a card is in a hand whose last play to a trick says it is not there."""
TOP_RANKS = {NO_TRUMP: ((RA, 2.5), (RT, 1.6)), ALL_TRUMPS: ((RJ, 2.5), (R9, 1.8))}
"""No trump and all trumps: how much more likely a bidder (or the doubler) is to hold each
of the contract's best ranks (aces and tens, jacks and nines), in every suit."""
ATTEMPTS = 50
RUNS = {ann.TIERCE: 3, ann.CINQUANTE: 4, ann.CENT: 5}
CARRE_RANKS = tuple(RANKS.index(r) for r in ann.CARRE_POINTS)
MISFIT_SCALE = 15
"""A deal ``MISFIT_SCALE`` points away from its calls is kept with probability 1/e …"""
MISFIT_TRIES = 6
"""… and after this many deals refused, the best fitting one is kept."""
CONTRE_SUPPORT = OPEN_MARGIN + CONTRE_MARGIN
"""What a contre's hand brings the defence against the contract's trump, at the least, as
the standard bidder contres (``Bidder.wants_contre``, no partner's bid): without it, the
deals after a contre held the contract made more often than it was (the expert's
surcontres, made in 75 % or more of its deals, were made in 12 of 25 and 20 of 26 hands on
two seeds of 300 deals; with it, in 6 of 8 and 10 of 16)."""
RAISE_SUPPORT = 10 - OPEN_MARGIN + ANSWER_MARGIN
"""What a hand brings its partner's suit, at the least, when the standard bidder raises the
partner's standing bid (``Bidder.suit_worth``: the bid, the opening margin and the support,
less the answer's margin, reach the next ten): a partner that passed brings less."""


def evidence(view: SeatView, k: Knowledge) -> dict[int, list[float]]:
    """``weights[seat][card]``: how likely the auction makes each other seat to hold a card."""
    weights = {s: [1.0] * 32 for s in k.sizes}
    for seat, bids in k.bids.items():
        if seat not in weights:
            continue
        w = weights[seat]
        suits = {b.trump for b in bids}
        for suit in suits:
            if suit >= NO_TRUMP:
                _tops(w, suit)
                continue
            for r in range(8):
                w[suit * 8 + r] *= BID_LENGTH
            w[suit * 8 + RJ] *= BID_JACK / BID_LENGTH
            w[suit * 8 + R9] *= BID_NINE / BID_LENGTH
            w[suit * 8 + RA] *= BID_ACE / BID_LENGTH
        if suits and max(suits) < NO_TRUMP:  # no trump, all trumps: ``_tops`` weighs them
            for side in set(range(NO_TRUMP)) - suits:
                w[side * 8 + RA] *= BID_SIDE_ACE
    for call in view.calls:
        if isinstance(call, Contre) and call.seat in weights and view.bid is not None:
            if view.bid.trump >= NO_TRUMP:
                _tops(weights[call.seat], view.bid.trump)
                continue
            for r in range(8):
                weights[call.seat][view.bid.trump * 8 + r] *= CONTRE_TRUMP
    return weights


def play_evidence(view: SeatView, weights: dict[int, list[float]]) -> dict[int, list[float]]:
    """``weights`` after what the plays showed, read by the common tactic every bot starts
    from (``ai/tactics.py``; soft evidence, ``PLAY_DOUBT``: a player may play otherwise):

    - **a lead** of a side card that is not its suit's best left says the leader holds no
      side suit's best card left (the tactic cashes one first), unless an opponent of the
      leader has shown himself void in that suit (the tactic then keeps it);
    - **the last seat to a trick**, following a side suit: it feeds its partner's trick with
      the most points it may, and beats an opponent's untrumped card whenever it can
      (nobody plays after it). So a low card on the partner's trick makes the suit's cards
      worth more unlikely in that hand, a card under the opponent's makes the suit's cards
      above it unlikely."""
    tricks = [t for _, t, _ in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    if not tricks:
        return weights
    trump = view.played_contract().trump
    s, p = STRENGTH[trump], POINTS[trump]
    gone: set[int] = set()
    void: dict[int, set[int]] = {seat: set() for seat in range(view.n_seats)}
    for trick in tricks:
        leader, lead = trick[0]
        if leader in weights and trump < NO_TRUMP and lead >> 3 != trump:
            _read_lead(weights[leader], leader, lead, trump, gone, void)
        led = lead >> 3
        if len(trick) == 4:
            _read_last(weights, trick, trump, s, p)
        for seat, c in trick[1:]:
            if c >> 3 != led:
                void[seat].add(led)
        gone.update(c for _, c in trick)
    return weights


def _read_lead(
    w: list[float], leader: int, lead: int, trump: int, gone: set[int], void: dict[int, set[int]]
) -> None:
    """A side lead under its suit's best card left: the leader's side masters are unlikely."""
    s = STRENGTH[trump]
    opponents = ((leader + 1) % 4, (leader + 3) % 4)
    bests = {}
    for suit in range(4):
        left = [c for c in range(suit * 8, suit * 8 + 8) if c not in gone]
        if suit != trump and left:
            bests[suit] = max(left, key=s.__getitem__)
    if bests.get(lead >> 3) == lead:
        return  # it led a master
    for suit, best in bests.items():
        if not any(suit in void[o] for o in opponents):
            w[best] *= PLAY_DOUBT


def _read_last(
    weights: dict[int, list[float]],
    trick: Trick,
    trump: int,
    s: Sequence[int],
    p: Sequence[int],
) -> None:
    """What the last seat's card to a finished trick says of its hand (``play_evidence``)."""
    seat, c = trick[-1]
    led = trick[0][1] >> 3
    if seat not in weights or led == trump or c >> 3 != led:
        return
    winner, best = master(trick[:-1], trump)
    suit = range(led * 8, led * 8 + 8)
    if (winner - seat) % 2 == 0:
        unlikely = [x for x in suit if p[x] > p[c]]
    elif all(x >> 3 != trump for _, x in trick[:-1]):
        unlikely = [x for x in suit if s[x] > best]
    else:
        return
    for x in unlikely:
        weights[seat][x] *= PLAY_DOUBT


def _tops(w: list[float], trump: int) -> None:
    """A no-trump or all-trumps bid (or its contre) makes its best ranks likelier."""
    for rank, more in TOP_RANKS[trump]:
        for suit in range(4):
            w[suit * 8 + rank] *= more


def sample(
    k: Knowledge,
    weights: dict[int, list[float]],
    rng: random.Random,
    played: Mapping[int, Sequence[int]] | None = None,
) -> dict[int, list[int]]:
    """One deal of the unseen cards to the other seats, consistent with ``k``: each seat
    that declared a kind of announcement (``k.declared``) is dealt one of that kind, its
    cards ``played`` so far included, when some deal allows it."""
    played = played or {s: () for s in k.sizes}
    for _ in range(ATTEMPTS):
        seeds = _declared_seeds(k, played, rng)
        deal = _try(k, weights, rng, strict=True, seeds=seeds)
        if deal is not None and _holds_declared(k, deal, played):
            return deal
    deal = _try(k, weights, rng, strict=False)
    assert deal is not None
    return deal


def _declared_seeds(
    k: Knowledge, played: Mapping[int, Sequence[int]], rng: random.Random
) -> dict[int, set[int]]:
    """For each seat that declared kinds, the unseen cards of one announcement of each kind
    dealt to it at random among those it may hold (with the cards it played)."""
    seeds: dict[int, set[int]] = {s: set() for s in k.sizes}
    if not any(k.declared.values()):
        return seeds
    taken = {c for cards in k.must.values() for c in cards}
    for seat, kinds in k.declared.items():
        own = set(played[seat]) | set(k.must[seat])
        free = bits(c for c in k.unseen - k.excluded[seat] if c not in taken) | bits(own)
        used_suits: set[int] = set()
        for kind in kinds:
            options = [
                cards
                for cards, need in _kind_cards(kind)
                if free & need == need and cards[0] >> 3 not in used_suits
            ]
            if not options:
                continue
            cards = rng.choice(options)
            if kind != ann.CARRE:
                used_suits.add(cards[0] >> 3)
            new = {c for c in cards if c not in own}
            if len(seeds[seat] | new | k.must[seat]) > k.sizes[seat]:
                continue
            seeds[seat] |= new
            taken |= new
    return seeds


@cache
def _kind_cards(kind: str) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every set of cards that makes an announcement of ``kind`` (a cent: a run of five),
    with its bits."""
    if kind == ann.CARRE:
        sets = [tuple(s * 8 + r for s in range(4)) for r in CARRE_RANKS]
    else:
        length = RUNS[kind]
        sets = [
            tuple(suit * 8 + r for r in range(start, start + length))
            for suit in range(4)
            for start in range(9 - length)
        ]
    return tuple((cards, bits(cards)) for cards in sets)


def _holds_declared(
    k: Knowledge, deal: Mapping[int, Sequence[int]], played: Mapping[int, Sequence[int]]
) -> bool:
    """Whether each seat's dealt hand (with its played cards) holds every kind it declared."""
    for seat, kinds in k.declared.items():
        if not kinds:
            continue
        held = [a.kind for a in ann.held([*deal[seat], *played[seat]], 0)]
        if any(held.count(kind) < kinds.count(kind) for kind in set(kinds)):
            return False
    return True


def _try(
    k: Knowledge,
    weights: dict[int, list[float]],
    rng: random.Random,
    strict: bool,
    seeds: Mapping[int, set[int]] | None = None,
) -> dict[int, list[int]] | None:
    hands = {s: sorted(k.must[s] | seeds[s]) if seeds else sorted(k.must[s]) for s in k.sizes}
    room = {s: k.sizes[s] - len(hands[s]) for s in k.sizes}
    if min(room.values()) < 0:
        return None
    fixed = {c for cards in hands.values() for c in cards}
    cards = [c for c in k.unseen if c not in fixed]
    rng.shuffle(cards)
    holders = _holders(k.unseen, tuple((s, k.excluded[s]) for s in k.sizes))
    cards.sort(key=lambda c: len(holders[c]))
    for c in cards:
        seats = [s for s in holders[c] if room[s] > 0]
        if not seats and _make_room(k, hands, room, holders[c]):
            seats = [s for s in holders[c] if room[s] > 0]
        if not seats:
            if strict:
                return None
            seats = [s for s in k.sizes if room[s] > 0]
        if len(seats) == 1:  # the number is drawn all the same: the deals stay as they were
            rng.random()
            s = seats[0]
        else:
            s = _pick(seats, [weights[s][c] * room[s] for s in seats], rng)
        hands[s].append(c)
        room[s] -= 1
    return hands


@lru_cache(maxsize=64)
def _holders(
    unseen: frozenset[int], excluded: tuple[tuple[int, frozenset[int]], ...]
) -> dict[int, tuple[int, ...]]:
    """The seats that may hold each unseen card (``excluded``: each seat's cards it cannot
    hold), asked by every deal of a decision."""
    return {c: tuple(s for s, out in excluded if c not in out) for c in unseen}


def _pick(seats: Sequence[int], odds: Sequence[float], rng: random.Random) -> int:
    """A seat drawn in proportion to its odds (the last when rounding leaves some over)."""
    pick = rng.random() * sum(odds)
    for s, w in zip(seats, odds, strict=True):
        pick -= w
        if pick <= 0:
            return s
    return seats[-1]


def _make_room(
    k: Knowledge, hands: dict[int, list[int]], room: dict[int, int], full: Sequence[int]
) -> bool:
    """Move one card from a full seat of ``full`` to a seat with room that may hold it."""
    for s in full:
        for x in hands[s]:
            if x in k.must[s]:
                continue
            for t in k.sizes:
                if room[t] > 0 and x not in k.excluded[t]:
                    hands[s].remove(x)
                    hands[t].append(x)
                    room[s] += 1
                    room[t] -= 1
                    return True
    return False


def auction_sample(
    view: SeatView,
    k: Knowledge,
    weights: dict[int, list[float]],
    rng: random.Random,
    misfits: Misfits | None = None,
) -> dict[int, list[int]]:
    """A deal consistent with ``k`` that fits the auction (see the module's docstring);
    ``misfits`` remembers each hand's misfit across the deals of one decision."""
    if misfits is None:
        misfits = Misfits(view)
    played = played_by(view, k.sizes)
    best: dict[int, list[int]] | None = None
    best_misfit = math.inf
    for _ in range(MISFIT_TRIES):
        deal = sample(k, weights, rng, played)
        misfit = sum(misfits.of(s, deal[s] + played[s]) for s in deal)
        if rng.random() < math.exp(-misfit / MISFIT_SCALE):
            return deal
        if misfit < best_misfit:
            best, best_misfit = deal, misfit
    assert best is not None, "a deal was sampled"
    return best


def played_by(view: SeatView, seats: Iterable[int]) -> dict[int, list[int]]:
    """The cards each of ``seats`` has played so far, in order (``sample``'s ``played``)."""
    played: dict[int, list[int]] = {s: [] for s in seats}
    for _, trick, _ in (*view.tricks, (0, view.trick, 0)):
        for seat, c in trick:
            if seat in played:
                played[seat].append(c)
    return played


class Misfits:
    """``seat_misfit`` of one view, each hand's computed once: a seat's term depends on its
    own hand alone, and the deals of one decision deal the same hands again and again."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.known: dict[tuple[int, frozenset[int]], int] = {}

    def of(self, seat: int, hand: Sequence[int]) -> int:
        key = (seat, frozenset(hand))
        misfit = self.known.get(key)
        if misfit is None:
            misfit = self.known[key] = seat_misfit(self.view, seat, hand)
        return misfit


def seat_misfit(view: SeatView, seat: int, hand: Sequence[int]) -> int:
    """How many points ``hand`` falls short of the calls ``seat`` made with it (or, an
    opening hand, exceeds a first pass, or brings the defence less than the standard
    bidder's contre asks), as the standard bidder would have judged it: a deal's misfit is
    its seats' sum. In the play, a pass over a standing bid before any contre says what the
    hand lacks too (``pass_misfit``); not in the auction, whose margins (how far the expert
    bids above the convention, the convention's edge, a contre's and a surcontre's share of
    deals) were set with deals that did not read it."""
    belote = view.options.belote != "off"
    misfit = 0
    shown: dict[int, Bid] = {}
    named: dict[int, set[int]] = {s: set() for s in range(view.n_seats)}
    standing: Bid | None = None
    contred = False
    reads_passes = view.phase != AUCTION
    for call in view.calls:
        own = call.seat == seat
        if isinstance(call, Bid):
            if own:
                worth = team_estimate(hand, call.trump, belote) - OPEN_MARGIN
                partner = shown.get((seat + 2) % 4)
                if partner is not None and partner.trump == call.trump:
                    worth = max(worth, partner.value + support(hand, call.trump, belote))
                misfit += max(0, call.value - worth)
            shown[call.seat] = standing = call
            named[call.seat].add(call.trump)
        elif isinstance(call, Contre):
            contred = True
            if standing is not None and own and standing.trump < NO_TRUMP:
                misfit += max(0, CONTRE_SUPPORT - support(hand, standing.trump, False))
        elif isinstance(call, Pass) and own:
            if standing is None:
                trumps = TRUMPS if view.options.no_trump == "on" else NO_TRUMP
                best = max(team_estimate(hand, t, belote) for t in range(trumps)) - OPEN_MARGIN
                misfit += max(0, best - OPENING)
            elif (
                reads_passes
                and not contred
                and standing.trump < NO_TRUMP
                and standing.value != CAPOT
            ):
                misfit += pass_misfit(view, seat, hand, standing, shown, named)
    return misfit


def pass_misfit(
    view: SeatView,
    seat: int,
    hand: Sequence[int],
    standing: Bid,
    shown: Mapping[int, Bid],
    named: Mapping[int, set[int]],
) -> int:
    """How far ``hand`` is from a pass over the standing suit bid, as the standard bidder
    passes: over the opponents' bid, it brings the defence less than a contre asks
    (``CONTRE_SUPPORT``, with a partner who bid) and, if the seat has not bid, holds no suit
    of its own (not theirs) worth more than the lowest bid over it; over the partner's bid,
    if the seat has not bid, it brings the partner's suit less than a raise asks
    (``RAISE_SUPPORT``). ``shown`` and ``named`` are each seat's last bid and the suits it
    named so far. Against the frozen expert, card play alone, the pass read so gained 0.7
    points of share (−0.1 to +1.5) over seeds 11, 13, 17, 23, 29 and 31 (1,800 deals, paired
    with the expert that ignored it: +1.0 on the four it was chosen on, −0.4 and +0.4 on 29
    and 31); without the bid over the opponents', −0.6, +0.4 and −0.5 on the first three
    (``MEASURED.md`` beside this module, the eighteenth and nineteenth sessions)."""
    belote = view.options.belote != "off"
    fresh = not named[seat]
    if (standing.seat - seat) % 2 == 0:  # the partner's bid: no raise
        if not fresh:
            return 0
        return max(0, support(hand, standing.trump, belote) - RAISE_SUPPORT)
    held = support(hand, standing.trump, False)  # the opponents' bid: no contre …
    if (seat + 2) % 4 in shown:
        held += PARTNER_BID_DEFENCE
    misfit = max(0, held - CONTRE_SUPPORT)
    if fresh:  # … and no bid over it in a suit of its own
        theirs = named[(seat + 1) % 4] | named[(seat + 3) % 4]
        own = [team_estimate(hand, t, belote) for t in range(NO_TRUMP) if t not in theirs]
        best = max(own, default=0) - OPEN_MARGIN
        misfit += max(0, floor10(best) - standing.value - 10)
    return misfit
