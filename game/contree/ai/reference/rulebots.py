"""The frozen expert's base: the standard player of that time (the conventional auction, the
common tactic of ``tactics`` with what it knows of the hidden cards)."""

from __future__ import annotations

import random

from game.advice import Advice, Reason
from game.contree.ai.reference.bidding import Bidder
from game.contree.ai.reference.knowledge import know
from game.contree.ai.reference.tactics import KnownSight, advise_card
from game.contree.ai.reference.truth import sure_lead
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

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.explain(view).action

    def explain(self, view: SeatView) -> Advice:
        """The turn action for ``view.seat`` (a call or a card) and why."""
        if isinstance(view.legal[0], Play):
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


class StandardBot(RuleBot):
    level = "standard"

    def card_advice(self, view: SeatView) -> Advice:
        contract = view.played_contract()
        k = know(view)
        partner = (view.seat + 2) % 4
        partner_suits = [b.trump for b in k.bids[partner] if b.trump != contract.trump]
        card, key = advise_card(
            view.seat,
            view.hand,
            view.legal_cards(),
            view.trick,
            view.options.step,
            contract.trump,
            contract.bidder,
            KnownSight(k, view.hand, contract.trump),
            partner_suits,
        )
        return card_advice(view, card, key)


MUST = {
    TRUMP: "contree.must_trump",
    OVERTRUMP: "contree.must_overtrump",
    UNDERTRUMP: "contree.must_undertrump",
}
"""The reason of a card the engine's obligation (``legal_cards``) forces into a trump."""


SURE_CLAIMS = frozenset({"contree.lead_low", "contree.lead_master"})
"""Leads whose sentence says that none of the hand's cards, or the card led, is sure to win."""


def told_sure(view: SeatView, card: int, key: str) -> tuple[str, int | None]:
    """The key that tells a lead's reason truly (``truth``), and the card sure
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
