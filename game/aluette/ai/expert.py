"""Search bots: ``expert`` (sampled deals) and ``cheater`` (the true deal, arena yardstick).

The expert is a determinized ("perfect information Monte Carlo") player: it samples deals of
the unseen cards consistent with everything its seat saw — cards played, its own discards,
an exposed Petit-Jean, every gesture it saw (a named card shown is in that hand, an ace
shown means an ace, a misère means no strong card), who cannot hold what (a last player who
let an opponent's trick go holds nothing better), and the chant (a talon recipient kept its
best nine of fifteen) — and plays every candidate card out to the end of the hand in each
sampled deal with the traditional tactics (in the last two tricks it solves each deal
exactly with ``ai/solver.py``), then keeps the tactic's card unless another card clearly
scores better on average (see ``game.verdict``, shared with Contrée's expert). The same
samples judge an offer of the point and its answer. Its advice names the candidates with
their expected points, and the reason that decided: the tactic's own, or the search's card
weighed against the tactic's. The number of samples is fixed per decision, so play is
reproducible for a seed; a time guard ends the search early on a slow machine so that a
decision always returns within its budget.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from functools import partial

from game.advice import Advice, Reason
from game.aluette.ai.knowledge import Knowledge, know, strongest_class
from game.aluette.ai.rulebots import WEAK_HAND, StandardBot, card_of_class
from game.aluette.ai.sim import Position, play_out, team_value
from game.aluette.ai.solver import Solver
from game.aluette.cards import ACES
from game.aluette.rules.actions import OfferAnswer, Play
from game.aluette.rules.state import State
from game.aluette.rules.view import SeatView
from game.verdict import verdict

WORLDS = 48
"""Sampled deals per decision."""
MIN_WORLDS = 8
"""Samples always taken, whatever the clock says."""
BUDGET_S = 0.2
"""Time guard per decision (the budget is a p95 of 250 ms)."""
EXACT_CARDS = 2
"""With this many cards in hand, each sampled deal is solved exactly instead of played out."""


class ExpertBot(StandardBot):
    """Chooses cards and answers offers by play-outs over sampled deals."""

    level = "expert"

    def __init__(
        self,
        seed: int = 0,
        worlds: int = WORLDS,
        budget_s: float = BUDGET_S,
        exact_cards: int = EXACT_CARDS,
    ) -> None:
        super().__init__(seed)
        self.worlds = worlds
        self.budget_s = budget_s
        self.exact_cards = exact_cards
        self.solver: Solver | None = None

    def _solver(self, view: SeatView) -> Solver:
        """The exact solver of the match's rules, its table kept from decision to decision."""
        if self.solver is None or self.solver.options != view.options:
            self.solver = Solver(view.options)
        return self.solver

    def _searchable(self, view: SeatView) -> bool:
        """The play-outs model partnership Aluette (any table size), not the variants."""
        return view.options.variant == "aluette"

    def card_advice(self, view: SeatView) -> Advice:
        base = super().card_advice(view)
        table = view.classes
        candidates = sorted({table[c] for c in view.hand})
        if len(candidates) == 1 or not self._searchable(view):
            return base
        scores: dict[int, list[int]] = {k: [] for k in candidates}
        pos = _position(view)
        team = view.team(view.seat)
        exact = len(view.hand) <= self.exact_cards
        for hands in self._worlds(view):
            if exact:
                for k, value in self._solver(view).values(pos, hands, team).items():
                    scores[k].append(value)
                continue
            for k in candidates:
                copy = [list(h) for h in hands]
                winners = play_out(pos, copy, first=k)
                scores[k].append(team_value(winners, pos, view.options, team))
        worlds = len(scores[candidates[0]])
        ranked = sorted(candidates, key=lambda k: (-sum(scores[k]), -k))
        base_class = table[base.action.card]
        overrules = verdict(scores[ranked[0]], scores[base_class])
        chosen_class = base_class if overrules is None else ranked[0]
        order = [chosen_class, *(k for k in ranked if k != chosen_class)]
        weighed = tuple(
            (Play(view.seat, card_of_class(view.hand, k, table)), sum(scores[k]) / worlds)
            for k in order
        )
        if overrules is None:
            return Advice(base.action, base.reason, weighed)
        chosen, chosen_value = weighed[0]
        base_value = sum(scores[base_class]) / worlds
        if overrules == "dominant":
            pairs = zip(scores[chosen_class], scores[base_class], strict=True)
            better = sum(a > b for a, b in pairs)
            reason = Reason(
                "search_dominant",
                (("card", chosen.card), ("other", base.action.card)),
                (("better", better), ("count", worlds)),
            )
            return Advice(chosen, reason, weighed)
        reason = Reason(
            "search_exact" if exact else "search",
            (("card", chosen.card), ("other", base.action.card)),
            (("value", chosen_value), ("other_value", base_value), ("count", worlds)),
        )
        return Advice(chosen, reason, weighed)

    def answer_advice(self, view: SeatView) -> Advice:
        """Refuse an offer when playing on (mordienne obliged) is worth more than 1 point."""
        if not self._searchable(view) or view.offer_team is None:
            return super().answer_advice(view)
        refused = ("refused", view.offer_team)
        value, worlds = self._hand_value(view, refused)
        refuse = value > 1.0
        reason = Reason(
            "answer_refuse_search" if refuse else "answer_accept_search",
            values=(("value", value), ("count", worlds)),
        )
        accept, refusal = OfferAnswer(view.seat, True), OfferAnswer(view.seat, False)
        weighed = ((refusal, value), (accept, 1.0)) if refuse else ((accept, 1.0), (refusal, value))
        return Advice(OfferAnswer(view.seat, not refuse), reason, weighed)

    def wants_offer(self, view: SeatView) -> bool:
        """Offer when the hand is expected to cost more than the point conceded."""
        if not self._searchable(view) or strongest_class(view.hand, view.classes) < WEAK_HAND:
            return False
        return self._hand_value(view, None)[0] < -1.0

    def _hand_value(
        self, view: SeatView, offer_result: tuple[str, int] | None
    ) -> tuple[float, int]:
        """The expected points of playing the hand on, and over how many sampled deals."""
        pos = _position(view)
        pos = Position(pos.n, pos.teams, pos.leader, pos.trick, pos.winners, offer_result)
        team = view.team(view.seat)
        values = [
            team_value(play_out(pos, [list(h) for h in hands]), pos, view.options, team)
            for hands in self._worlds(view)
        ]
        return sum(values) / len(values), len(values)

    def _worlds(self, view: SeatView) -> Iterator[list[list[int]]]:
        """Sampled deals (class lists per seat, strongest first), within the time guard."""
        k = know(view)
        deadline = time.perf_counter() + self.budget_s
        for i in range(self.worlds):
            if i >= MIN_WORLDS and time.perf_counter() > deadline:
                return
            yield self.sample(view, k)

    def sample(self, view: SeatView, k: Knowledge) -> list[list[int]]:
        """One deal of the unseen cards consistent with the seat's knowledge."""
        n, table = view.n_seats, view.classes
        hands: list[list[int]] = [[] for _ in range(n)]
        hands[view.seat] = [table[c] for c in view.hand]
        rest = sorted(k.unseen)
        self.rng.shuffle(rest)
        placed: dict[int, list[int]] = {}
        for s, known in k.known.items():
            if s in k.hidden_sizes:
                placed[s] = [c for c in known if c in k.unseen]
        for s in k.ace_holders:
            if s in k.hidden_sizes and not any(c in ACES for c in placed.get(s, [])):
                placed.setdefault(s, []).extend(_take(rest, 1, lambda c: c in ACES))
        taken = {c for cards in placed.values() for c in cards}
        rest = [c for c in rest if c not in taken]
        # Seats that cannot hold strong cards choose first, so the strong cards go elsewhere.
        order = sorted(
            k.hidden_sizes,
            key=lambda s: (-k.floor.get(s, 0), s not in view.chant_recipients, s),
        )
        for s in order:
            cards = placed.get(s, [])
            floor = max(k.floor.get(s, 0), WEAK_HAND if s in k.weak else 0)
            need = k.hidden_sizes[s] - len(cards)
            extra = 6 if s in view.chant_recipients else 0
            drawn = _take(rest, need + extra, partial(_at_least, table, floor))
            drawn += _take(rest, need + extra - len(drawn), lambda c: True)
            cards += sorted(drawn, key=lambda c: table[c])[:need] if extra else drawn
            hands[s] = [table[c] for c in cards]
        for s, shown in view.exposed:
            if s != view.seat:
                hands[s] = [table[c] for c in shown]
        for h in hands:
            h.sort()
        return hands


class CheaterBot(ExpertBot):
    """The expert's search on the true deal. Sees every hand: only a yardstick for the arena."""

    level = "cheater"
    omniscient = True

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, worlds=1, exact_cards=4)
        self.state: State | None = None

    def sample(self, view: SeatView, k: Knowledge) -> list[list[int]]:
        assert self.state is not None, "the driver gives the cheater the state"
        return [sorted(self.state.classes[c] for c in hand) for hand in self.state.hands]


def _take(cards: list[int], count: int, wanted: Callable[[int], bool]) -> list[int]:
    """Remove and return up to ``count`` cards that are ``wanted``, in list order."""
    out = [c for c in cards if wanted(c)][: max(count, 0)]
    for c in out:
        cards.remove(c)
    return out


def _at_least(classes: Sequence[int], floor: int, card: int) -> bool:
    """Whether ``card`` is of strength class ``floor`` or stronger."""
    return classes[card] >= floor


def _position(view: SeatView) -> Position:
    return Position(
        n=view.n_seats,
        teams=view.teams,
        leader=view.leader,
        trick=tuple((s, view.classes[c]) for s, c in view.trick),
        winners=tuple(w for _, _, w in view.tricks),
        offer_result=view.offer_result if view.offer_result else None,
    )
