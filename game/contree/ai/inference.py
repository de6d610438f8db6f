"""How likely a sampled deal makes the cards the other seats played: the play model.

Every bot's card play starts from the common tactic (``ai/tactics.py``), fed by what its
seat knew. So a deal in which the tactic, seeing what each seat saw when it played, would
have chosen the cards that were played is likelier than one in which it would not: a seat
that discarded a seven on its partner's safe trick had no ten to feed in that world, a
seat that led low had no master to cash. ``PlayModel.likelihood`` replays each card the
other seats chose (a forced card says nothing) with that seat's hand in the deal and its
knowledge then, and multiplies ``MISS`` for each card the tactic would not have played —
players do play otherwise (the expert's search overrules the tactic, and counts the last
tricks out exactly), so a miss makes a deal less likely, never impossible.

What a seat knew when it played is public but for its own hand: the cards gone, and for
each other seat the cards it showed it cannot hold (a card that would have made one of its
plays illegal, asked of the engine's ``legal_cards`` as ``game.contree.ai.knowledge``
does). It is computed once per decision; each deal then costs one tactic call per card
chosen.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from game.contree.ai.knowledge import Knowledge, facts
from game.contree.ai.tactics import KnownSight, choose_card, partner_suits
from game.contree.cards import DECK
from game.contree.rules.play import Trick, legal_cards
from game.contree.rules.state import TRICKS
from game.contree.rules.view import SeatView

MISS = 0.3
"""How much less likely a deal is for each card played that the tactic would not have."""
LATE_MISS = 0.6
"""… in the tricks the expert counts out exactly, where it leaves the tactic more often."""


Hidden = Mapping[int, Sequence[int]]
"""The other seats' cards in one sampled deal."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One card another seat chose, with what it knew when it chose it."""

    seat: int
    card: int
    trick: Trick
    left: frozenset[int]  # the cards not played before it
    excluded: Mapping[int, frozenset[int]]
    later: tuple[int, ...]
    miss: float


class PlayModel:
    """The other seats' card choices of a view, to weigh sampled deals by (module doc)."""

    def __init__(self, view: SeatView, late_tricks: int) -> None:
        contract = view.played_contract() if view.contract is not None else None
        self.choices: list[Choice] = []
        self.seats: list[int] = []
        self.known: dict[tuple[int, frozenset[int]], float] = {}
        if contract is None:
            return
        o = view.options
        self.rules = (o.raise_on_trump_lead, o.undertrump)
        self.trump, self.bidder, self.step = contract.trump, contract.bidder, o.step
        self.partner_suits = {
            s: partner_suits(view.calls, s, self.trump) for s in range(view.n_seats)
        }
        tricks = [t for _, t, _ in view.tricks]
        if view.trick:
            tricks.append(view.trick)
        plays = [(n, i, seat, c) for n, t in enumerate(tricks) for i, (seat, c) in enumerate(t)]
        late = TRICKS - late_tricks
        for k, (n, i, seat, c) in enumerate(plays):
            if seat == view.seat:
                continue
            gone = frozenset(x for *_, x in plays[:k])
            then = replace(
                view,
                tricks=view.tricks[:n],
                trick=tricks[n][:i],
                belote=tuple(b for b in view.belote if b[1] in gone),
                shown=view.shown if n else None,
            )
            excluded = facts(then, range(view.n_seats), frozenset(DECK) - gone)[0]
            self.choices.append(
                Choice(
                    seat,
                    c,
                    tricks[n][:i],
                    frozenset(DECK) - gone,
                    {s: frozenset(e) for s, e in excluded.items()},
                    tuple(x for _, _, s, x in plays[k + 1 :] if s == seat),
                    LATE_MISS if n >= late else MISS,
                )
            )
        self.seats = sorted({ch.seat for ch in self.choices})

    def likelihood(self, hidden: Hidden) -> float:
        """The product of ``MISS`` over the cards chosen that the tactic would not have
        chosen, had the other seats held ``hidden``: each seat's share computed once per
        hand (it depends on that hand alone)."""
        odds = 1.0
        for seat in self.seats:
            key = (seat, frozenset(hidden[seat]))
            share = self.known.get(key)
            if share is None:
                share = self.known[key] = self.seat_odds(seat, hidden[seat])
            odds *= share
        return odds

    def seat_odds(self, seat: int, held: Sequence[int]) -> float:
        """``likelihood``'s share of the cards ``seat`` chose, had it held ``held``."""
        odds = 1.0
        for ch in self.choices:
            if ch.seat != seat:
                continue
            hand = sorted([*held, ch.card, *ch.later])
            legal = legal_cards(hand, ch.trick, ch.seat, self.trump, *self.rules)[0]
            if len(legal) == 1:
                continue
            unseen = ch.left.difference(hand)
            k = Knowledge(
                seat=ch.seat,
                unseen=unseen,
                sizes={},
                excluded={s: e & unseen for s, e in ch.excluded.items() if s != ch.seat},
                must={},
                bids={},
                declared={},
            )
            if not self.chooses(ch, hand, legal, k) and not self.chooses(
                ch, hand[::-1], legal[::-1], k
            ):
                odds *= ch.miss
        return odds

    def chooses(self, ch: Choice, hand: Sequence[int], legal: Sequence[int], k: Knowledge) -> bool:
        """Whether the tactic plays ``ch.card`` from ``hand``, its equal cards (the tactic
        keeps the first of cards it values alike) taken in this order."""
        return ch.card == choose_card(
            ch.seat,
            hand,
            legal,
            ch.trick,
            self.step,
            self.trump,
            self.bidder,
            KnownSight(k, hand, self.trump),
            self.partner_suits[ch.seat],
        )

    def draw(self, pool: Sequence[Hidden], count: int, rng: random.Random) -> list[Hidden]:
        """``count`` deals of ``pool``, each drawn in turn (without replacement) with a
        chance in proportion to its ``likelihood``: the likeliest are kept most often, and
        a pool of unlikely deals still gives some."""

        def key(odds: float) -> float:  # Efraimidis and Spirakis: the largest u^(1/odds)
            return math.log(1.0 - rng.random()) / odds

        keys = [(key(self.likelihood(h)), i) for i, h in enumerate(pool)]
        return [pool[i] for _, i in sorted(keys, reverse=True)[:count]]
