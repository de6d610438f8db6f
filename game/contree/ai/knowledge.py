"""What one seat can infer about the hidden cards of a Contrée hand, from its view alone.

The unseen cards, and for each other seat the unseen cards it *cannot* hold: a card it could
not have held when it played, because holding it would have made that play illegal. That is
asked of the engine's own ``legal_cards`` — holding a card of the suit led forbids a discard,
holding a higher trump forbids an undertrump, and so on — so no obligation is restated here,
and each option (``raise_on_trump_lead``, ``undertrump``) is honoured by the engine itself.
The belote adds two facts: after a *belote* the announcer holds the other of king and queen
of trumps until it is played, and a seat that played one of them unannounced lacks the other.
The auction adds soft evidence only (``Knowledge.bids``): the suits each seat bid.
Announcements (rule 13) add two: the cards a team shows after the first trick are surely
held until played (and a sequence shown is its suit's longest: the cards beside it are
not), and a seat that declared a kind holds one (``Knowledge.declared``: the
kinds declared and not shown, which the sampling deals it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.contree.cards import DECK, NO_TRUMP, belote_cards
from game.contree.rules.actions import Bid
from game.contree.rules.announcements import CARRE
from game.contree.rules.play import Trick, legal_cards
from game.contree.rules.view import SeatView


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: int
    unseen: frozenset[int]  # held by some other seat
    sizes: dict[int, int]  # other seats: cards still in hand
    excluded: dict[int, frozenset[int]]  # other seats: unseen cards they cannot hold
    must: dict[int, frozenset[int]]  # other seats: unseen cards they surely hold
    bids: dict[int, tuple[Bid, ...]]  # every seat: its bids, in order
    declared: dict[int, tuple[str, ...]]  # other seats: kinds declared, cards not shown


def know(view: SeatView) -> Knowledge:
    """The seat's knowledge of the hidden cards, from every call and card it saw."""
    others = [s for s in range(view.n_seats) if s != view.seat]
    unseen = frozenset(DECK) - set(view.hand) - set(view.played)
    excluded, must = facts(view, others, unseen)
    shown_seats = {seat for seat, _, _ in view.shown.shown} if view.shown is not None else set()
    declared: dict[int, tuple[str, ...]] = {s: () for s in others}
    for seat, kind in view.declared:
        if seat in declared and seat not in shown_seats:
            declared[seat] = (*declared[seat], kind)
    bids: dict[int, tuple[Bid, ...]] = {s: () for s in range(view.n_seats)}
    for call in view.calls:
        if isinstance(call, Bid):
            bids[call.seat] = (*bids[call.seat], call)
    return Knowledge(
        seat=view.seat,
        unseen=unseen,
        sizes={s: view.hand_sizes[s] for s in others},
        excluded={s: frozenset(e) for s, e in excluded.items()},
        must={s: frozenset(m) for s, m in must.items()},
        bids=bids,
        declared=declared,
    )


def facts(
    view: SeatView, seats: Sequence[int], unseen: frozenset[int]
) -> tuple[dict[int, set[int]], dict[int, set[int]]]:
    """For each of ``seats``, the cards of ``unseen`` it cannot hold and those it surely
    holds, from what every seat sees (the cards played, the belote heard, the cards shown):
    the same for any seat but for which cards it has not seen."""
    excluded: dict[int, set[int]] = {s: set() for s in seats}
    must: dict[int, set[int]] = {s: set() for s in seats}
    contract = view.contract
    if contract is not None:
        o = view.options
        trump = contract.trump
        rules = (o.raise_on_trump_lead, o.undertrump)
        tricks = [t for _, t, _ in view.tricks]
        if view.trick:
            tricks.append(view.trick)
        for trick in tricks:
            for i in range(1, len(trick)):
                seat, c = trick[i]
                if seat not in excluded:
                    continue
                excluded[seat] |= forbidden(c, trick[:i], seat, trump, rules) & unseen
        if o.belote != "off" and trump < NO_TRUMP:
            _belote_facts(view, trump, unseen, excluded, must)
    if view.shown is not None:
        for seat, kind, cards in view.shown.shown:
            if seat in must:
                must[seat].update(c for c in cards if c in unseen)
                if kind != CARRE:  # the longest run of its suit: its neighbours are elsewhere
                    excluded[seat].update(c for c in _beside(cards) if c in unseen)
            for s in seats:
                if s != seat:
                    excluded[s].update(c for c in cards if c in unseen)
    return excluded, must


@lru_cache(maxsize=8192)
def forbidden(
    c: int, prefix: Trick, seat: int, trump: int, rules: tuple[bool, bool]
) -> frozenset[int]:
    """The cards ``seat`` cannot hold, having played ``c`` on ``prefix``: each card that,
    held with it, would have made it illegal (the same plays recur across a decision's
    deals and play-outs, hence the cache)."""
    return frozenset(
        x for x in DECK if x != c and c not in legal_cards((c, x), prefix, seat, trump, *rules)[0]
    )


def _beside(run: tuple[int, ...]) -> list[int]:
    """The cards just below and above a sequence, in its suit."""
    low, high = min(run), max(run)
    return [c for c in (low - 1, high + 1) if c >> 3 == low >> 3 and 0 <= c < 32]


def _belote_facts(
    view: SeatView,
    trump: int,
    unseen: frozenset[int],
    excluded: dict[int, set[int]],
    must: dict[int, set[int]],
) -> None:
    """Who holds the other belote card, or who surely does not."""
    pair = belote_cards(trump)
    announced = {c for _, c in view.belote}
    for _, t, _ in (*view.tricks, (0, view.trick, 0)):
        for seat, c in t:
            if c not in pair or seat not in excluded:
                continue
            other = pair[1] if c == pair[0] else pair[0]
            if other not in unseen:
                continue
            if c in announced:
                must[seat].add(other)
                for s in excluded:
                    if s != seat:
                        excluded[s].add(other)
            else:
                excluded[seat].add(other)
