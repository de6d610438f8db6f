"""The announcements of rule 13 (option ``announcements: on``): what a hand holds, which
declared one is best, and what its team scores.

Pure functions of cards, so the engine, the records, the bots and the table ask the same
code. A *sequence* is three or more cards of one suit in a row in the order 7 8 9 T J Q K A
(``RANKS`` order, trump or not): one per suit, its longest run; a *carré* is four cards of a
rank (not 7 or 8). A card may be in one sequence and one carré.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.contree.cards import RANKS, bits

TIERCE = "tierce"
CINQUANTE = "cinquante"
CENT = "cent"
CARRE = "carre"
KINDS = (TIERCE, CINQUANTE, CENT, CARRE)
"""The kinds a player declares (not the cards), as records write them."""

SEQUENCE_KINDS = {3: (TIERCE, 20), 4: (CINQUANTE, 50)}
"""A run of 3 or 4; a run of 5 to 8 is a cent."""
CENT_POINTS = 100
CARRE_POINTS = {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}
"""A carré's points by rank; sevens and eights are worth nothing and are no announcement."""
MIN_RUN = 3
CENT_RUN = 5


@dataclass(frozen=True, slots=True)
class Announcement:
    """One announcement: its ``kind``, ``points`` and ``cards`` (low to high for a
    sequence); ``top`` is the rank index (``RANKS``) of its highest card, ``suit`` a
    sequence's suit (None for a carré)."""

    kind: str
    points: int
    cards: tuple[int, ...]
    top: int
    suit: int | None

    def strength(self, trump: int) -> tuple[int, int, int, int]:
        """What rule 13 compares, in its order: points, a carré before a sequence, the higher
        top card, a sequence in ``trump`` before a plain one (none is in no trump or all
        trumps, whose ``trump`` is no suit). Equal: the first declared wins."""
        return (self.points, self.suit is None, self.top, self.suit == trump)


def held(hand: Iterable[int], trump: int) -> tuple[Announcement, ...]:
    """Every announcement of ``hand``, the best first (``Announcement.strength``)."""
    mask = bits(hand)
    found = [a for suit in range(4) if (a := _sequence(mask, suit)) is not None]
    for r, points, four, need in _CARRES:
        if mask & need == need:
            found.append(Announcement(CARRE, points, four, r, None))
    return tuple(sorted(found, key=lambda a: a.strength(trump), reverse=True))


def _carre(rank: str) -> tuple[int, int, tuple[int, ...], int]:
    r = RANKS.index(rank)
    four = tuple(suit * 8 + r for suit in range(4))
    return r, CARRE_POINTS[rank], four, bits(four)


_CARRES = tuple(_carre(rank) for rank in CARRE_POINTS)
"""Each carré's rank index, points, cards and their bits (``held`` asks them of every hand)."""


def _longest(byte: int) -> tuple[int, int]:
    """The longest run of ranks in ``byte`` (bit r: rank r held), the higher of two as long:
    (length, top rank)."""
    best = (0, 0)
    run = 0
    for r in range(8):
        run = run + 1 if byte >> r & 1 else 0
        if run and run >= best[0]:
            best = (run, r)
    return best


_RUNS = tuple(_longest(byte) for byte in range(256))
"""``_longest`` of each suit's possible cards (``held`` asks it of every hand)."""


def _sequence(mask: int, suit: int) -> Announcement | None:
    """The longest run of ``suit`` in the cards of ``mask`` (the higher of two as long), if
    one counts."""
    length, top = _RUNS[mask >> (8 * suit) & 255]
    if length < MIN_RUN:
        return None
    kind, points = SEQUENCE_KINDS.get(length, (CENT, CENT_POINTS))
    run_cards = tuple(suit * 8 + r for r in range(top - length + 1, top + 1))
    return Announcement(kind, points, run_cards, top, suit)


def kind_held(
    announcements: Sequence[Announcement], kind: str, declared: int
) -> Announcement | None:
    """The best announcement of ``kind`` left after ``declared`` of that kind were declared
    (``announcements`` best first, as ``held`` gives them), or None."""
    of_kind = [a for a in announcements if a.kind == kind]
    return of_kind[declared] if declared < len(of_kind) else None


def undeclared(
    announcements: Sequence[Announcement], declared: Iterable[str]
) -> list[Announcement]:
    """What is left of ``announcements`` (best first, as ``held`` gives them) once the kinds
    ``declared`` were declared: of each kind the best ones stand for those declared."""
    said = list(declared)
    left = []
    for a in announcements:
        if a.kind in said:
            said.remove(a.kind)
        else:
            left.append(a)
    return left


def best(declared: Sequence[tuple[int, Announcement]], trump: int) -> int | None:
    """The seat of the best declared announcement (``declared`` in the order declared, which
    is the order of play: the first of equal ones wins), or None when none was declared."""
    top: tuple[int, Announcement] | None = None
    for seat, a in declared:
        if top is None or a.strength(trump) > top[1].strength(trump):
            top = (seat, a)
    return None if top is None else top[0]


def scoring(
    declared: Sequence[tuple[int, Announcement]], trump: int
) -> tuple[int | None, tuple[tuple[int, Announcement], ...], int]:
    """The team that scores (the best one's), the announcements it shows (all it declared, in
    order) and their points; ``(None, (), 0)`` when none was declared."""
    seat = best(declared, trump)
    if seat is None:
        return None, (), 0
    team = seat % 2
    shown = tuple((s, a) for s, a in declared if s % 2 == team)
    return team, shown, sum(a.points for _, a in shown)
