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

from game.advice import Advice, Reason
from game.contree.ai.announce import declaration
from game.contree.ai.bidding import NOVICE_CONTRE_MARGIN, Bidder
from game.contree.ai.knowledge import know
from game.contree.ai.tactics import known_choice
from game.contree.ai.truth import sure_lead
from game.contree.cards import POINTS, STRENGTH
from game.contree.rules.actions import Action, Contre, Play
from game.contree.rules.play import OVERTRUMP, TRUMP, UNDERTRUMP, legal_cards, master
from game.contree.rules.view import SeatView


class RuleBot:
    """Shared by the rule-based bots: calls by a ``Bidder``; subclasses choose the card.

    Every decision is made by ``explain``, which returns the action with the reason that
    decided it (``game.advice``): a hint is the bot's own decision, not a story told after.
    """

    level = "rule"
    bidder = Bidder()
    plain_announcements = False
    """Declares every announcement it holds (the novice), else weighs keeping it secret."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.explain(view).action

    def explain(self, view: SeatView) -> Advice:
        """The turn action for ``view.seat`` (a call, a declaration or a card) and why: in
        the first trick, an announcement to declare first (``ai/announce.py``); playing a
        card keeps the rest secret."""
        if isinstance(view.legal[0], Play):
            declared = declaration(view, self.plain_announcements)
            if declared is not None:
                return declared
            return self.card_advice(view)
        return self.bidder.advise(view, know(view))

    def interject(self, view: SeatView) -> Action | None:
        advice = self.explain_interjection(view)
        return None if advice is None else advice.action

    def explain_interjection(self, view: SeatView) -> Advice | None:
        """A prompt contre (option ``contre: prompt``) when the contract looks unmakeable."""
        contre = Contre(view.seat)
        if contre not in view.interjections:
            return None
        k = know(view)
        if self.bidder.wants_contre(view, k):
            return Advice(contre, self.bidder.contre_reason(view, k))
        return None

    def card_advice(self, view: SeatView) -> Advice:
        raise NotImplementedError


class NoviceBot(RuleBot):
    level = "novice"
    bidder = Bidder(answers=False, contre_margin=NOVICE_CONTRE_MARGIN, open_margin=0, bare_trumps=0)
    plain_announcements = True

    def card_advice(self, view: SeatView) -> Advice:
        legal = view.legal_cards()
        trump = view.played_contract().trump
        s, p = STRENGTH[trump], POINTS[trump]
        if not view.trick:
            lead = max(legal, key=lambda c: (c >> 3 != trump and c & 7 == 7, -p[c], -s[c]))
            ace = lead >> 3 != trump and lead & 7 == 7
            return card_advice(view, lead, "contree.lead_ace" if ace else "contree.lead_low")
        led = view.trick[0][1] >> 3
        winner, best = master(view.trick, trump)
        if (winner - view.seat) % 2 == 0:  # feed the partner's trick, never take it over
            under = [c for c in legal if not (c >> 3 in (led, trump) and s[c] > best)]
            fed = max(under or legal, key=lambda c: (c >> 3 != trump, p[c], -s[c]))
            key = "contree.charge" if p[fed] else "contree.partner_master_low"
            return card_advice(view, fed, key)
        beaters = [c for c in legal if c >> 3 in (led, trump) and s[c] > best]
        if beaters:
            return card_advice(view, min(beaters, key=s.__getitem__), "contree.win_cheapest")
        thrown = min(legal, key=lambda c: (p[c], c >> 3 == trump, s[c]))
        return card_advice(view, thrown, "contree.throw")


class StandardBot(RuleBot):
    level = "standard"

    def card_advice(self, view: SeatView) -> Advice:
        return card_advice(view, *known_choice(view))


MUST = {
    TRUMP: "contree.must_trump",
    OVERTRUMP: "contree.must_overtrump",
    UNDERTRUMP: "contree.must_undertrump",
}
"""The reason of a card the engine's obligation (``legal_cards``) forces into a trump."""


SURE_CLAIMS = frozenset({"contree.lead_low", "contree.lead_master"})
"""Leads whose sentence says that none of the hand's cards, or the card led, is sure to win."""


def told_sure(view: SeatView, card: int, key: str) -> tuple[str, int | None]:
    """The key that tells a lead's reason truly (``game.contree.ai.truth``), and the card sure
    to win that a low lead keeps: "none of your cards is sure to win" becomes "keep the sure
    winner" when one is, "nobody can beat it or trump it" becomes "the best of its suit"
    when an opponent may yet trump it."""
    k = know(view)
    trump = view.played_contract().trump
    master = key == "contree.lead_master"
    if sure_lead(k, card, trump):
        return ("contree.lead_master" if master else "contree.lead_low_sure"), None
    if master:
        return "contree.lead_master_suit", None
    sure = [c for c in view.hand if sure_lead(k, c, trump)]
    if not sure:
        return key, None
    return "contree.lead_low_keep", max(sure, key=lambda c: (POINTS[trump][c], STRENGTH[trump][c]))


def card_advice(view: SeatView, card: int, key: str) -> Advice:
    """Playing ``card`` for the habit ``key``, or for the obligation to trump when the engine
    imposes one; the sentence may name the card winning the trick (``best``) and the card
    points on it (``points``)."""
    trump = view.played_contract().trump
    cards: list[tuple[str, int]] = [("card", card)]
    values: tuple[tuple[str, int], ...] = ()
    if key in SURE_CLAIMS:
        key, sure = told_sure(view, card, key)
        cards += [("keep", sure)] if sure is not None else []
    if view.trick:
        o = view.options
        rule = legal_cards(
            view.hand, view.trick, view.seat, trump, o.raise_on_trump_lead, o.undertrump
        )[1]
        key = MUST.get(rule, key)
        winner = master(view.trick, trump)[0]
        cards.append(("best", next(c for s, c in view.trick if s == winner)))
        values = (("points", sum(POINTS[trump][c] for _, c in view.trick)),)
    return Advice(Play(view.seat, card), Reason(key, tuple(cards), values))
