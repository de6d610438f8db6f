"""The card play of a belote player: one tactic, fed by what the player can see.

``choose_card`` picks among the legal cards (the engine's list) by the common sense of the
game: the attack draws trumps with the master trump, a player cashes the masters of the side
suits no opponent can ruff, leads low away from its tens, wins a trick as cheaply as it
can, feeds points (*charge*) to a partner whose trick is safe, and otherwise throws its
cheapest card; ``advise_card`` also names the habit that chose it (a locale key under
``hints.``). What it asks about the hidden cards goes through a ``Sight``:

- ``KnownSight``: a seat's knowledge (``game.contree.ai.knowledge``) — the standard bot, and
  in the search's play-outs the opponents still to play to the trick under way
  (``known_choice``);
- ``WorldSight``: every hand of a sampled or true deal — the rest of the play-outs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from game.contree.ai.knowledge import Knowledge, know
from game.contree.cards import POINTS, STRENGTH
from game.contree.rules.actions import Bid, Call
from game.contree.rules.play import Trick, master
from game.contree.rules.view import SeatView

SEATS = 4
Choice = tuple[int, str]
"""A card and the locale key (under ``hints.``) of the habit that chose it."""


class Sight(Protocol):
    def can_beat(self, seat: int, led: int, best: int) -> bool:
        """Whether ``seat`` may hold a card that beats strength ``best`` on suit ``led``."""
        ...

    def higher_out(self, seat: int, c: int) -> bool:
        """Whether a seat other than ``seat`` may hold a higher card of ``c``'s suit."""
        ...

    def may_ruff(self, seat: int, suit: int) -> bool:
        """Whether ``seat`` may be void in ``suit`` and hold a trump."""
        ...

    def has_trump(self, seat: int) -> bool:
        """Whether ``seat`` may hold a trump."""
        ...


class KnownSight:
    """The hidden cards as one seat knows them: each unseen card may be with any seat that
    was not shown unable to hold it."""

    def __init__(self, k: Knowledge, hand: Sequence[int], trump: int) -> None:
        self.k = k
        self.trump = trump
        self.strength = STRENGTH[trump]
        self.hand = hand

    def _cards(self, seat: int) -> frozenset[int]:
        if seat == self.k.seat:
            return frozenset(self.hand)
        return self.k.unseen - self.k.excluded[seat]

    def can_beat(self, seat: int, led: int, best: int) -> bool:
        return _beats_any(self._cards(seat), led, best, self.trump, self.strength)

    def higher_out(self, seat: int, c: int) -> bool:
        return _higher(self.k.unseen, c, self.strength)

    def may_ruff(self, seat: int, suit: int) -> bool:
        return not _holds_suit(self._cards(seat), suit) and self.has_trump(seat)

    def has_trump(self, seat: int) -> bool:
        return _holds_suit(self._cards(seat), self.trump)


class WorldSight:
    """Every hand of one deal (sampled or true), as the play-outs see it."""

    def __init__(self, hands: Sequence[Sequence[int]], trump: int) -> None:
        self.hands = hands
        self.trump = trump
        self.strength = STRENGTH[trump]

    def can_beat(self, seat: int, led: int, best: int) -> bool:
        return _beats_any(self.hands[seat], led, best, self.trump, self.strength)

    # Plain loops rather than ``any`` over generators: the play-outs ask these most (a fifth
    # of their time).

    def higher_out(self, seat: int, c: int) -> bool:
        s = self.strength
        for other, hand in enumerate(self.hands):  # noqa: SIM110 (a loop is faster here)
            if other != seat and _higher(hand, c, s):
                return True
        return False

    def may_ruff(self, seat: int, suit: int) -> bool:
        return not _holds_suit(self.hands[seat], suit) and self.has_trump(seat)

    def has_trump(self, seat: int) -> bool:
        return _holds_suit(self.hands[seat], self.trump)


def _higher(cards: Iterable[int], c: int, strength: Sequence[int]) -> bool:
    """Whether ``cards`` hold a card of ``c``'s suit above it."""
    suit, above = c >> 3, strength[c]
    for x in cards:  # noqa: SIM110 (a loop is faster than any over a generator)
        if x >> 3 == suit and strength[x] > above:
            return True
    return False


def _holds_suit(cards: Iterable[int], suit: int) -> bool:
    """Whether ``cards`` hold a card of ``suit``."""
    for x in cards:  # noqa: SIM110 (a loop is faster than any over a generator)
        if x >> 3 == suit:
            return True
    return False


def _beats_any(cards, led: int, best: int, trump: int, strength: Sequence[int]) -> bool:
    """Whether ``cards`` hold a card that beats ``best``: a higher card of the suit led, or,
    void in it, a higher trump (a player who holds the suit led must follow)."""
    follows = False
    ruff = False
    for c in cards:
        suit = c >> 3
        if suit == led:
            follows = True
            if strength[c] > best:
                return True
        elif suit == trump and strength[c] > best:
            ruff = True
    return ruff and not follows


def partner_suits(calls: Sequence[Call], seat: int, trump: int) -> list[int]:
    """The side suits ``seat``'s partner bid, in the order bid: the tactic leads them to him
    in defence."""
    partner = (seat + 2) % SEATS
    return [c.trump for c in calls if isinstance(c, Bid) and c.seat == partner and c.trump != trump]


def known_choice(view: SeatView) -> Choice:
    """The tactic's card for ``view``'s seat fed by what that seat knows (``KnownSight``), and
    its habit: the standard bot's card."""
    contract = view.played_contract()
    return advise_card(  # sorted: equal cards chosen alike whatever the deal's order
        view.seat,
        sorted(view.hand),
        sorted(view.legal_cards()),
        view.trick,
        view.options.step,
        contract.trump,
        contract.bidder,
        KnownSight(know(view), view.hand, contract.trump),
        partner_suits(view.calls, view.seat, contract.trump),
    )


def choose_card(
    seat: int,
    hand: Sequence[int],
    legal: Sequence[int],
    trick: Trick,
    step: int,
    trump: int,
    bidder: int,
    sight: Sight,
    partner_suits: Sequence[int] = (),
) -> int:
    """The card to play: lead, follow, feed the partner or throw, as a belote player would.

    ``step`` is the direction of play (``Options.step``); ``partner_suits`` are side suits
    the partner bid in the auction, led to him in defence.
    """
    return advise_card(seat, hand, legal, trick, step, trump, bidder, sight, partner_suits)[0]


def advise_card(
    seat: int,
    hand: Sequence[int],
    legal: Sequence[int],
    trick: Trick,
    step: int,
    trump: int,
    bidder: int,
    sight: Sight,
    partner_suits: Sequence[int] = (),
) -> Choice:
    """``choose_card``'s card and the key of the habit that chose it."""
    if len(legal) == 1:
        return legal[0], "contree.only_card"
    if not trick:
        return _lead(seat, hand, legal, trump, bidder, sight, partner_suits)
    card, key = _follow(seat, legal, trick, step, trump, sight)
    if key in DISCARDS:
        return _signal(seat, hand, legal, trick[0][1] >> 3, card, trump, sight, key)
    return card, key


def _lead(
    seat: int,
    hand: Sequence[int],
    legal: Sequence[int],
    trump: int,
    bidder: int,
    sight: Sight,
    partner_suits: Sequence[int],
) -> Choice:
    s, p = STRENGTH[trump], POINTS[trump]
    opponents = ((seat + 1) % SEATS, (seat + 3) % SEATS)
    trumps = [c for c in legal if c >> 3 == trump]
    opp_trumps = any(sight.has_trump(o) for o in opponents)
    attack = (bidder - seat) % 2 == 0
    if trumps and opp_trumps and attack:
        top = max(trumps, key=s.__getitem__)
        if not sight.higher_out(seat, top):
            return top, "contree.lead_master_trump"  # draw trumps with the master
        if seat == bidder and len(trumps) >= 2:
            return min(trumps, key=s.__getitem__), "contree.lead_small_trump"
    side = [c for c in legal if c >> 3 != trump]
    masters = [
        c
        for c in side
        if not sight.higher_out(seat, c) and not any(sight.may_ruff(o, c >> 3) for o in opponents)
    ]
    if masters:
        return max(masters, key=lambda c: (p[c], s[c])), "contree.lead_master"
    if not attack:
        for suit in partner_suits:
            to_partner = [c for c in side if c >> 3 == suit]
            if to_partner:
                return min(to_partner, key=s.__getitem__), "contree.lead_partner_suit"
    if side:
        return min(side, key=lambda c: (_lead_cost(c, hand, trump), s[c])), "contree.lead_low"
    return min(legal, key=lambda c: (p[c], s[c])), "contree.lead_low_trump"


def _lead_cost(c: int, hand: Sequence[int], trump: int) -> int:
    """How much a low lead of ``c`` risks: its points, and more for leading from a suit's
    second card without its first (a ten without its ace; in all trumps, a nine without its
    jack), which falls under it."""
    s = STRENGTH[trump]
    held = {s[x] for x in hand if x >> 3 == c >> 3}
    cost = POINTS[trump][c]
    if 6 in held and 7 not in held:  # the second best without the best
        cost += 8
    return cost


def _follow(
    seat: int, legal: Sequence[int], trick: Trick, step: int, trump: int, sight: Sight
) -> Choice:
    s, p = STRENGTH[trump], POINTS[trump]
    led = trick[0][1] >> 3
    winner, best = master(trick, trump)
    later = [(seat + step * i) % SEATS for i in range(1, SEATS - len(trick))]
    later_opponents = [o for o in later if (o - seat) % 2]
    beaters = [c for c in legal if (c >> 3 in (led, trump)) and s[c] > best]
    if (winner - seat) % 2 == 0:  # the partner holds the trick
        if not _threatened(sight, later_opponents, led, best):
            fed = _feed(seat, legal, led, trump, sight)
            return fed, "contree.charge" if p[fed] else "contree.partner_master_low"
        safe = [
            c for c in beaters if not any(sight.can_beat(o, led, s[c]) for o in later_opponents)
        ]
        if safe:
            return min(safe, key=s.__getitem__), "contree.secure_partner"
        return _throw(legal, trump), "contree.partner_beaten"
    if beaters:
        safe = [
            c for c in beaters if not any(sight.can_beat(o, led, s[c]) for o in later_opponents)
        ]
        if safe:
            won = min(safe, key=lambda c: (c >> 3 == trump and led != trump, s[c]))
            ruff = won >> 3 == trump and led != trump
            return won, "contree.ruff_safe" if ruff else "contree.win_safe"
        on_trick = sum(p[c] for _, c in trick)
        if on_trick >= 10:
            return min(beaters, key=s.__getitem__), "contree.win_points"
        if len(beaters) == len(legal):
            return min(beaters, key=s.__getitem__), "contree.win_forced"
        return _throw(legal, trump), "contree.throw_risky"
    return _throw(legal, trump), "contree.throw"


DISCARDS = frozenset(
    {"contree.partner_master_low", "contree.partner_beaten", "contree.throw_risky", "contree.throw"}
)
"""The habits that give away the cheapest card (``_signal`` may choose another as cheap)."""


def _signal(
    seat: int,
    hand: Sequence[int],
    legal: Sequence[int],
    led: int,
    low: int,
    trump: int,
    sight: Sight,
    key: str,
) -> Choice:
    """A side card of no points discarded (``low``, for the habit ``key``, not of the suit
    ``led``) is a signal, as partners agree: it comes from a suit in which the seat holds
    the best card still out, an honour, when it holds one and a card of no points beside it.
    The partner learns where to lead; every bot reads it, since the play model
    (``ai/inference.py``) asks this tactic."""
    s, p = STRENGTH[trump], POINTS[trump]
    if p[low] or low >> 3 == trump:
        return low, key
    mastered = {c >> 3 for c in hand if c >> 3 != trump and p[c] and not sight.higher_out(seat, c)}
    calls = [c for c in legal if c >> 3 in mastered and c >> 3 != led and not p[c]]
    if not calls:
        return low, key
    return min(calls, key=s.__getitem__), "contree.signal"


def _threatened(sight: Sight, opponents: Sequence[int], led: int, best: int) -> bool:
    """Whether a later opponent may beat strength ``best`` on this trick."""
    return any(sight.can_beat(o, led, best) for o in opponents)


def _feed(seat: int, legal: Sequence[int], led: int, trump: int, sight: Sight) -> int:
    """The most points to a trick the team keeps: not a trump (trumps are kept), and a
    discarded master only when nothing else is worth as much (it would win its own trick)."""
    s, p = STRENGTH[trump], POINTS[trump]
    side = [c for c in legal if c >> 3 != trump]
    if side:

        def worth(c: int) -> tuple[int, int]:
            kept = c >> 3 != led and not sight.higher_out(seat, c)
            return (p[c] - (12 if kept else 0), -s[c])

        return max(side, key=worth)
    return min(legal, key=s.__getitem__)


def _throw(legal: Sequence[int], trump: int) -> int:
    """The cheapest card: fewest points, a side card before a trump, the weakest."""
    s, p = STRENGTH[trump], POINTS[trump]
    return min(legal, key=lambda c: (p[c], c >> 3 == trump, s[c]))
