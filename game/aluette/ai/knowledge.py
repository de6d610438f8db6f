"""What a bot can infer from its ``SeatView``: the unseen cards and what signals revealed.

Everything here is derived from the view alone, so a bot built on it cannot cheat: the
unseen cards are the deck minus the bot's own cards, the cards played face up, its own
discards and any exposed Petit-Jean hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.aluette.cards import ACES, DECK, NAMED_CARDS
from game.aluette.rules.view import SeatView


@dataclass(frozen=True, slots=True)
class Knowledge:
    """A bot's picture of the hidden cards at one moment."""

    seat: int
    unseen: frozenset[int]
    """Cards the bot has not seen: in other hands, the talon or others' discards."""
    hidden_sizes: dict[int, int]
    """How many hidden cards each other seat holds (exposed Petit-Jean hands excluded)."""
    known: dict[int, frozenset[int]]
    """Cards a seat is known to hold (named-card gestures seen, exposed hands)."""
    ace_holders: frozenset[int]
    """Seats that showed an ace and have not played one since."""
    weak: frozenset[int]
    """Seats that signalled misère."""
    mordienne: frozenset[int]
    """Seats that signalled they go for mordienne."""
    floor: dict[int, int]
    """Seats shown to hold no card better than a class (all their cards are of class ≥ it)."""


def know(v: SeatView) -> Knowledge:
    """Infer the hidden cards' constraints from a seat's view."""
    played_by: dict[int, list[int]] = {s: [] for s in range(v.n_seats)}
    for _leader, trick, _w in v.tricks:
        for s, c in trick:
            played_by[s].append(c)
    for s, c in v.trick:
        played_by[s].append(c)
    exposed = dict(v.exposed)
    seen = set(v.hand) | set(v.discards) | {c for cs in played_by.values() for c in cs}
    for cards in exposed.values():
        seen |= set(cards)
    unseen = frozenset(c for c in DECK if c not in seen)
    known: dict[int, set[int]] = {s: set(cards) for s, cards in exposed.items()}
    ace_holders, weak, mordienne = set(), set(), set()
    for sig in v.signals:
        if sig.seat == v.seat:
            continue
        if sig.gesture in NAMED_CARDS:
            c = NAMED_CARDS[sig.gesture]
            if c in unseen:
                known.setdefault(sig.seat, set()).add(c)
        elif sig.gesture == "ace":
            ace_holders.add(sig.seat)
        elif sig.gesture == "misere":
            weak.add(sig.seat)
        elif sig.gesture == "mordienne":
            mordienne.add(sig.seat)
    ace_holders = {s for s in ace_holders if not any(c in ACES for c in played_by[s])}
    hidden = {
        s: v.hand_sizes[s]
        for s in range(v.n_seats)
        if s != v.seat and s not in exposed and v.hand_sizes[s]
    }
    floor: dict[int, int] = {}
    for _leader, trick, _w in v.tricks:
        found = _no_beater(trick, v)
        if found and found[0] != v.seat:
            seat, best = found
            floor[seat] = max(floor.get(seat, 0), best)
    return Knowledge(
        seat=v.seat,
        unseen=unseen,
        hidden_sizes=hidden,
        known={s: frozenset(cs) for s, cs in known.items() if cs},
        ace_holders=frozenset(ace_holders),
        weak=frozenset(weak),
        mordienne=frozenset(mordienne),
        floor=floor,
    )


def _no_beater(trick: tuple[tuple[int, int], ...], v: SeatView) -> tuple[int, int] | None:
    """``(seat, class)`` when the last player let an opponent's trick go: no better card.

    Last to play with an opponent holding the trick, every player beats it if he can (the
    rule-based tactics do, and so does any sensible player), so not beating says something.
    """
    *before, (last, c) = trick
    classes = v.classes
    best = min(classes[x] for _, x in before)
    holders = [s for s, x in before if classes[x] == best]
    if len(holders) == 1 and v.team(holders[0]) != v.team(last) and classes[c] >= best:
        return last, best
    return None


def strongest_class(cards: Iterable[int], classes: Sequence[int]) -> int:
    """The best (lowest) class among cards in the game's ``classes``; 99 when there are none."""
    return min((classes[c] for c in cards), default=99)
