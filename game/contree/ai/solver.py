"""A double-dummy solver of the rest of a Contrée hand: best play by all four, every hand known.

The score of a hand under a fixed contract is a non-decreasing function of the attack's card
points (``rules/scoring.py``), so best play for the score is best play for card points, and
card points are zero-sum (162 in a hand): one search per trump suit and position answers for
either team. A capot contract scores on all 8 tricks alone, so the same search counts tricks
instead (``Solver(..., tricks=True)``).

The search is an alpha-beta over the cards team 0 takes from now on. What a seat may play is
always the engine's ``legal_cards`` and who wins a trick its ``master``: no obligation is
restated here. The refinements that make it fit a review in pure Python:

- a transposition table at trick boundaries, keyed by the four hands (bitmasks) and the
  leader, holding lower and upper bounds; it lives as long as its ``Solver``, so a whole
  review (and every sampled deal of it) shares it;
- equivalent cards merged: cards of one suit in one hand with no card still in play between
  them (cards already played do not separate them) and the same points are tried once;
- move ordering: a card that takes the trick cheaply, or points given to a partner who is
  master, before the rest;
- quick bounds: no search where the window already lies outside what is left to take.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial

from game.contree.cards import LAST_TRICK_BONUS, POINTS, STRENGTH
from game.contree.rules.play import Trick, legal_cards, master

Hands = tuple[tuple[int, ...], ...]


class Solver:
    """Exact values of positions of one trump suit under one set of play rules.

    ``value`` is what team 0 takes from the position on (card points, dix de der included;
    or tricks with ``tricks=True``) when team 0 plays to take most and team 1 to take least.
    """

    def __init__(
        self,
        trump: int,
        step: int,
        raise_on_trump_lead: bool,
        undertrump: bool,
        tricks: bool = False,
    ) -> None:
        self.trump = trump
        self.step = step
        self.rules = (raise_on_trump_lead, undertrump)
        self.strength = STRENGTH[trump]
        self.points = (0,) * 32 if tricks else POINTS[trump]
        self.per_trick = 1 if tricks else 0
        self.last_bonus = 0 if tricks else LAST_TRICK_BONUS
        self.between = _between(self.strength)
        self.table: dict[int, tuple[int, int]] = {}
        self.nodes = 0

    # --- the public questions ---

    def value(self, hands: Sequence[Iterable[int]], trick: Trick, seat: int) -> int:
        """Team 0's take from now on, with ``seat`` to play on ``trick`` (cards of the trick
        already on the table count for whoever wins it)."""
        h = tuple(tuple(x) for x in hands)
        return self._bisect(lambda a, b: self._node(h, trick, seat, a, b), self._most(h, trick))

    def card_values(
        self, hands: Sequence[Iterable[int]], trick: Trick, seat: int
    ) -> dict[int, int]:
        """Team 0's take from now on after each card ``seat`` may play (equivalent cards
        share the search of one of them)."""
        h = tuple(tuple(x) for x in hands)
        legal = legal_cards(h[seat], trick, seat, self.trump, *self.rules)[0]
        most = self._most(h, trick)
        out: dict[int, int] = {}
        for group in self._groups(h, trick, seat, legal):
            v = self._bisect(partial(self._after, h, trick, seat, group[0]), most)
            for x in group:
                out[x] = v
        return out

    @staticmethod
    def _bisect(search: Callable[[int, int], int], most: int) -> int:
        """The exact value by zero-window searches (each asks "at least ``x``?"), narrowing
        ``low..high`` with the fail-soft bound each returns: a few cheap searches instead of
        one wide one."""
        low, high = 0, most
        while low < high:
            x = (low + high + 1) // 2
            v = search(x - 1, x)
            if v >= x:
                low = v
            else:
                high = v
        return low

    # --- the search ---

    def _most(self, hands: Hands, trick: Trick) -> int:
        """All that is left to take: an upper bound of any value from here."""
        points = self.points
        cards = sum(len(x) for x in hands) + len(trick)
        if self.per_trick:
            return (cards + 3) // 4
        total = sum(points[c] for x in hands for c in x) + sum(points[c] for _, c in trick)
        return total + self.last_bonus

    def _node(self, hands: Hands, trick: Trick, seat: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        if trick:
            return self._play(hands, trick, seat, alpha, beta)
        if len(hands[seat]) <= 1:
            return self._last(hands, seat)
        most = self._most(hands, trick)
        if beta <= 0:
            return 0
        if alpha >= most:
            return most
        key = seat
        for x in hands:
            mask = 0
            for c in x:
                mask |= 1 << c
            key = (key << 32) | mask
        low, high = self.table.get(key, (0, most))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        a, b = max(alpha, low), min(beta, high)
        v = self._play(hands, trick, seat, a, b)
        if v <= a:
            high = v
        elif v >= b:
            low = v
        else:
            low = high = v
        self.table[key] = (low, high)
        return v

    def _last(self, hands: Hands, seat: int) -> int:
        """The last trick (or nothing left): no choice remains."""
        if not hands[seat]:
            return 0
        trick = []
        for _ in range(4):
            trick.append((seat, hands[seat][0]))
            seat = (seat + self.step) % 4
        if master(tuple(trick), self.trump)[0] % 2:
            return 0
        points = self.points
        return self.per_trick + self.last_bonus + sum(points[c] for _, c in trick)

    def _play(self, hands: Hands, trick: Trick, seat: int, alpha: int, beta: int) -> int:
        legal = legal_cards(hands[seat], trick, seat, self.trump, *self.rules)[0]
        groups = self._groups(hands, trick, seat, legal)
        if len(groups) > 1:
            groups.sort(key=self._order(trick, seat))
        if seat % 2 == 0:
            best = -1
            for group in groups:
                v = self._after(hands, trick, seat, group[0], alpha, beta)
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            return best
        best = 10_000
        for group in groups:
            v = self._after(hands, trick, seat, group[0], alpha, beta)
            if v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    def _after(self, hands: Hands, trick: Trick, seat: int, c: int, alpha: int, beta: int) -> int:
        """The value once ``seat`` has played ``c``."""
        held = hands[seat]
        rest = list(hands)
        rest[seat] = tuple(x for x in held if x != c)
        after = (*trick, (seat, c))
        if len(after) < 4:
            return self._node(tuple(rest), after, (seat + self.step) % 4, alpha, beta)
        winner = master(after, self.trump)[0]
        gain = 0
        if winner % 2 == 0:
            points = self.points
            gain = self.per_trick + sum(points[x] for _, x in after)
            if not rest[winner]:
                gain += self.last_bonus
        return gain + self._node(tuple(rest), (), winner, alpha - gain, beta - gain)

    def _groups(
        self, hands: Hands, trick: Trick, seat: int, legal: Sequence[int]
    ) -> list[list[int]]:
        """The legal cards in runs of equivalent cards: one suit, the same points, no card of
        another hand or of the trick between them."""
        if len(legal) == 1:
            return [[legal[0]]]
        strength, points, between = self.strength, self.points, self.between
        others = 0
        for s, x in enumerate(hands):
            if s != seat:
                for c in x:
                    others |= 1 << c
        for _, c in trick:
            others |= 1 << c
        groups: list[list[int]] = []
        last = -1
        for c in sorted(legal, key=lambda x: (x >> 3, strength[x])):
            if last >= 0 and points[last] == points[c] and not others & between[last][c]:
                groups[-1].append(c)
            else:
                groups.append([c])
            last = c
        return groups

    def _order(self, trick: Trick, seat: int) -> Callable[[list[int]], tuple[int, ...]]:
        """Cards likely best first: a cheap winner, points to a master partner, then the
        cheapest loser."""
        strength, points, trump = self.strength, self.points, self.trump
        if not trick:
            return lambda g: (-strength[g[0]],)
        win_seat, best = master(trick, trump)
        led = trick[0][1] >> 3
        partner = (win_seat - seat) % 2 == 0

        def key(g: list[int]) -> tuple[int, ...]:
            c = g[0]
            wins = (c >> 3 in (led, trump)) and strength[c] > best
            if partner:
                return (0 if not wins else 1, -points[c])
            if wins:
                return (0, strength[c])
            return (1, points[c])

        return key


def _between(strength: Sequence[int]) -> list[list[int]]:
    """``between[a][b]``: the cards of a's suit strictly between a and b in strength (all the
    cards when a and b are of different suits, so that they never look equivalent)."""
    every = (1 << 32) - 1
    out = [[every] * 32 for _ in range(32)]
    for a in range(32):
        for b in range(32):
            if a >> 3 == b >> 3:
                low, high = sorted((strength[a], strength[b]))
                out[a][b] = sum(
                    1 << c for c in range(32) if c >> 3 == a >> 3 and low < strength[c] < high
                )
    return out
