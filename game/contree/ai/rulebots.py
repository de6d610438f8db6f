"""Rule-based Contrée bots: ``novice`` (plain sense) and ``standard`` (a club player's habits).

Both see only their seat's view. The novice bids all its own hand may be worth (no margin
for bad luck), never answers its partner, contres only a hopeless contract, and plays by the
obligations with simple sense: it wins a trick as cheaply as it can, throws its cheapest
card when it cannot, and feeds points to its partner's trick instead of taking it over.
The standard player bids the conventional auction (answers, own suit, contre, surcontre)
and plays the common tactic of ``game.contree.ai.tactics`` with what it knows of the hidden
cards: trumps and masters counted, voids seen, its partner's suits from the auction.
"""

from __future__ import annotations

import random

from game.contree.ai.bidding import NOVICE_CONTRE_MARGIN, Bidder
from game.contree.ai.knowledge import know
from game.contree.ai.tactics import KnownSight, choose_card
from game.contree.cards import POINTS, STRENGTH
from game.contree.rules.actions import Action, Contre, Play
from game.contree.rules.play import master
from game.contree.rules.view import SeatView


class RuleBot:
    """Shared by the rule-based bots: calls by a ``Bidder``; subclasses choose the card."""

    level = "rule"
    bidder = Bidder()

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if isinstance(view.legal[0], Play):
            return Play(view.seat, self.play_card(view))
        return self.bidder.call(view, know(view))

    def interject(self, view: SeatView) -> Action | None:
        """A prompt contre (option ``contre: prompt``) when the contract looks unmakeable."""
        contre = Contre(view.seat)
        if contre in view.interjections and self.bidder.wants_contre(view, know(view)):
            return contre
        return None

    def play_card(self, view: SeatView) -> int:
        raise NotImplementedError


class NoviceBot(RuleBot):
    level = "novice"
    bidder = Bidder(answers=False, contre_margin=NOVICE_CONTRE_MARGIN, open_margin=0)

    def play_card(self, view: SeatView) -> int:
        legal = [a.card for a in view.legal]
        trump = view.contract.trump
        s, p = STRENGTH[trump], POINTS[trump]
        if not view.trick:
            return max(legal, key=lambda c: (c >> 3 != trump and c & 7 == 7, -p[c], -s[c]))
        led = view.trick[0][1] >> 3
        winner, best = master(view.trick, trump)
        if (winner - view.seat) % 2 == 0:  # feed the partner's trick, never take it over
            under = [c for c in legal if not (c >> 3 in (led, trump) and s[c] > best)]
            return max(under or legal, key=lambda c: (c >> 3 != trump, p[c], -s[c]))
        beaters = [c for c in legal if c >> 3 in (led, trump) and s[c] > best]
        if beaters:
            return min(beaters, key=s.__getitem__)
        return min(legal, key=lambda c: (p[c], c >> 3 == trump, s[c]))


class StandardBot(RuleBot):
    level = "standard"

    def play_card(self, view: SeatView) -> int:
        contract = view.contract
        k = know(view)
        partner = (view.seat + 2) % 4
        partner_suits = [b.trump for b in k.bids[partner] if b.trump != contract.trump]
        return choose_card(
            view.seat,
            view.hand,
            [a.card for a in view.legal],
            view.trick,
            view.options.step,
            contract.trump,
            contract.bidder,
            KnownSight(k, view.hand, contract.trump),
            partner_suits,
        )
