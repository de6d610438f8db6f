"""Rule-based bots: ``novice`` (simple sensible rules) and ``standard`` (the traditional play).

Both decide every question the engine asks — the chant, discards, the offer of the point and
its answer, gestures and cards — from the seat's view only. ``standard`` reads its partner's
gestures and the ones it caught from opponents, estimates what later players may hold, and
plays the tactics of ``game.aluette.ai.tactics``; ``novice`` only plays low, beats what it can and
leaves a partner's trick alone.

Every decision is made by ``explain``, which returns the action with the reason that decided
it (``game.advice``): the hint a player asks for is the bot's own decision, not a story told
after it.
"""

from __future__ import annotations

import random

from game.advice import Advice, Reason
from game.aluette.ai.knowledge import Knowledge, know, strongest_class
from game.aluette.ai.tactics import NONE, decide_class
from game.aluette.cards import ACES, GESTURE_OF, NAMED_CARDS
from game.aluette.rules.actions import (
    Action,
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.view import SeatView

TOP_NAMED = 8
"""Classes 1–8 are the eight named cards."""
WEAK_HAND = 10
"""A hand whose best card is a king or weaker is a misère."""
LIKELY = 0.5
"""How likely a later player must be to hold a card before a bot plays around it."""


class RuleBot:
    """Shared decisions of the rule-based bots; subclasses choose the card to play."""

    level = "rule"
    signals_aces = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # --- turn actions ---

    def choose(self, view: SeatView) -> Action:
        return self.explain(view).action

    def explain(self, view: SeatView) -> Advice:
        """The turn action for ``view.seat`` and why (``view.legal`` must not be empty)."""
        first = view.legal[0]
        if isinstance(first, Play):
            return self.card_advice(view)
        if isinstance(first, Discard):
            worst = max(view.hand, key=lambda c: (view.classes[c], c))
            return Advice(Discard(view.seat, worst), Reason("discard_weakest", (("card", worst),)))
        if isinstance(first, ChantVote):
            return self.chant_advice(view)
        if isinstance(first, OfferAgree):
            best = _strongest_card(view)
            weak = view.classes[best] >= WEAK_HAND
            key = "offer_agree_weak" if weak else "offer_agree_strong"
            return Advice(OfferAgree(view.seat, weak), Reason(key, (("card", best),)))
        if isinstance(first, OfferAnswer):
            return self.answer_advice(view)
        return Advice(self.rng.choice(view.legal), Reason("any"))

    def chant_advice(self, view: SeatView) -> Advice:
        """Agree unless the hand is already strong and the talon goes to others."""
        n_named = sum(1 for c in view.hand if view.classes[c] <= TOP_NAMED)
        if n_named < 2:
            key, agree = "chant_weak", True
        elif view.seat in view.talon_to:
            key, agree = "chant_talon_mine", True
        else:
            key, agree = "chant_strong", False
        reason = Reason(key, (("card", _strongest_card(view)),), (("count", n_named),))
        return Advice(ChantVote(view.seat, agree), reason)

    def answer_advice(self, view: SeatView) -> Advice:
        """Refusing an offer obliges a mordienne: only with a run of sure winners in hand."""
        limit = strongest_class(know(view).unseen, view.classes)
        sure = sum(1 for c in view.hand if view.classes[c] < limit)
        refuse = sure >= 4
        key = "answer_refuse_sure" if refuse else "answer_accept_unsure"
        reason = Reason(key, (("card", _strongest_card(view)),), (("count", sure),))
        return Advice(OfferAnswer(view.seat, not refuse), reason)

    def expects_mordienne(self, view: SeatView) -> bool:
        """Whether this bot refuses an offer of the point (a mordienne is then obliged)."""
        return not self.answer_advice(view).action.accept

    def card_advice(self, view: SeatView) -> Advice:
        raise NotImplementedError

    def play_card(self, view: SeatView) -> int:
        """The card this bot plays now."""
        return self.card_advice(view).action.card

    # --- interjections ---

    def interject(self, view: SeatView) -> Action | None:
        advice = self.explain_interjection(view)
        return None if advice is None else advice.action

    def explain_interjection(self, view: SeatView) -> Advice | None:
        """The gesture or offer of the point to make now and why, or None."""
        allowed = set(view.interjections)
        for gesture in self.gestures(view):
            action = Signal(view.seat, gesture)
            if action in allowed:
                return Advice(action, _gesture_reason(view, gesture))
        if Offer(view.seat) in allowed and self.wants_offer(view):
            return Advice(
                Offer(view.seat), Reason("offer_weak", (("card", _strongest_card(view)),))
            )
        return None

    def gestures(self, view: SeatView) -> list[str]:
        """Conventional gestures to make now, strongest card first."""
        out = []
        for c in sorted(view.hand, key=lambda c: view.classes[c]):
            g = GESTURE_OF[c]
            if g in NAMED_CARDS or (g == "ace" and self.signals_aces):
                out.append(g)
        if strongest_class(view.hand, view.classes) >= WEAK_HAND:
            out.append("misere")
        return out

    def wants_offer(self, view: SeatView) -> bool:
        """Offer the point with a misère hand when a partner has shown misère too."""
        return strongest_class(view.hand, view.classes) >= WEAK_HAND and bool(
            know(view).weak & set(view.partners)
        )


class NoviceBot(RuleBot):
    """Plays low, takes a trick when it can, never overtakes its partner."""

    level = "novice"
    signals_aces = False

    def gestures(self, view: SeatView) -> list[str]:
        return [g for c in view.hand if (g := GESTURE_OF[c]) is not None and g in NAMED_CARDS]

    def wants_offer(self, view: SeatView) -> bool:
        return False

    def card_advice(self, view: SeatView) -> Advice:
        table = view.classes
        hand = sorted(view.hand, key=lambda c: (table[c], c))
        if not view.trick:
            return card_advice(view, hand[-1], "lead_low")
        best = min(table[c] for _, c in view.trick)
        best_seats = [s for s, c in view.trick if table[c] == best]
        if len(best_seats) == 1 and view.team(best_seats[0]) == view.team(view.seat):
            under = [c for c in hand if table[c] > best]
            return card_advice(view, under[-1] if under else hand[-1], "partner_wins")
        beaters = [c for c in hand if table[c] < best]
        if beaters:
            return card_advice(view, beaters[-1], "take_cheapest")
        return card_advice(view, hand[-1], "cannot_win")


class StandardBot(RuleBot):
    """The traditional strategy, with what it knows of the hidden cards."""

    level = "standard"

    def gestures(self, view: SeatView) -> list[str]:
        out = super().gestures(view)
        if self._going_for_mordienne(view):
            out.append("mordienne")
        return out

    def _going_for_mordienne(self, view: SeatView) -> bool:
        if view.phase != "play" or view.tricks_won[view.seat] or not any(view.tricks_won):
            return False
        limit = strongest_class(know(view).unseen, view.classes)
        return 0 < len(view.hand) <= sum(1 for c in view.hand if view.classes[c] < limit)

    def card_advice(self, view: SeatView) -> Advice:
        k = know(view)
        threat, help_ = later_estimates(view, k)
        table = view.classes
        limit = sure_limit(view, k)
        on_trick = [(view.team(s) == view.team(view.seat), table[c]) for s, c in view.trick]
        classes = [table[c] for c in view.hand]
        chosen, key = decide_class(classes, on_trick, threat, help_, limit, len(view.hand))
        return card_advice(view, card_of_class(view.hand, chosen, table), key)


def card_advice(view: SeatView, card: int, key: str) -> Advice:
    """Playing ``card`` for the rule of thumb ``key``, with the cards a sentence may name: the
    card, the one winning the trick (``best``), the best card kept (``keep``), the tricks left."""
    table = view.classes
    if len(view.hand) == 1:
        key = "last_card"
    cards = [("card", card)]
    if view.trick:
        cards.append(("best", min((c for _, c in view.trick), key=lambda c: table[c])))
    kept = [c for c in view.hand if c != card]
    if kept:
        keep = min(kept, key=lambda c: (table[c], c))
        cards.append(("keep", keep))
        if key == "lead_low" and table[keep] < sure_limit(view, know(view)):
            key = "lead_low_keep"  # "none of your cards is sure to win" would be false
    reason = Reason(key, tuple(cards), (("count", len(view.hand)),))
    return Advice(Play(view.seat, card), reason)


def _gesture_reason(view: SeatView, gesture: str) -> Reason:
    """Why a gesture is made: the card it tells, or the hand it describes."""
    if gesture in NAMED_CARDS:
        return Reason("signal_card", (("card", NAMED_CARDS[gesture]),))
    if gesture == "ace":
        return Reason("signal_ace", (("card", min(c for c in view.hand if c in ACES)),))
    if gesture == "misere":
        return Reason("signal_misere", (("card", _strongest_card(view)),))
    return Reason("signal_mordienne", values=(("count", len(view.hand)),))


def _strongest_card(view: SeatView) -> int:
    return min(view.hand, key=lambda c: (view.classes[c], c))


def card_of_class(hand: tuple[int, ...], k: int, table: tuple[int, ...]) -> int:
    """A card of class ``k`` from the hand (suits never matter: the lowest id, for determinism)."""
    return min(c for c in hand if table[c] == k)


def later_estimates(view: SeatView, k: Knowledge) -> tuple[int, int]:
    """Best class a later opponent, and a later partner, likely holds (``NONE`` if none)."""
    n = view.n_seats
    step = 1 if view.options.clockwise else -1
    later = [(view.seat + step * i) % n for i in range(1, n - len(view.trick))]
    opponents = [s for s in later if view.team(s) != view.team(view.seat)]
    partners = [s for s in later if view.team(s) == view.team(view.seat)]
    return _likely_best(view, k, opponents), _likely_best(view, k, partners)


def _likely_best(view: SeatView, k: Knowledge, seats: list[int]) -> int:
    """The strongest class that ``seats`` together hold with probability ≥ ``LIKELY``.

    Known cards (gestures seen, exposed hands) count for sure; each unseen card is taken to
    be in those seats' hands in proportion to how many hidden cards they hold.
    """
    classes = view.classes
    best = NONE
    for s in seats:
        if s in k.known:
            best = min(best, strongest_class(k.known[s], classes))
        if s in k.ace_holders:
            best = min(best, strongest_class(ACES, classes))
    hidden = sum(k.hidden_sizes.get(s, 0) for s in seats)
    known_elsewhere = {c for s, cs in k.known.items() if s not in seats for c in cs}
    floor = min((k.floor.get(s, 0) for s in seats), default=0)
    pool = sorted(classes[c] for c in k.unseen if c not in known_elsewhere and classes[c] >= floor)
    if not pool or not hidden:
        return best
    share = min(1.0, hidden / len(pool))
    p_none = 1.0
    for cls in pool:
        if cls >= best:
            break
        p_none *= 1.0 - share
        if 1.0 - p_none >= LIKELY:
            return cls
    return best


def sure_limit(view: SeatView, k: Knowledge) -> int:
    """The best class a card of another seat may have: a card of a better (lower) class
    can be neither beaten nor tied (the unseen cards, counted from those played, and the
    others' exposed hands)."""
    exposed = (c for s, cards in view.exposed if s != view.seat for c in cards)
    return strongest_class(k.unseen | frozenset(exposed), view.classes)
