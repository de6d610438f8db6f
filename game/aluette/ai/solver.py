"""The exact value of the rest of an Aluette hand with every hand known ("open cards").

Suits never matter, so a hand is a multiset of strength classes and the search is a two-team
minimax over classes, scored by the engine's own functions (``rules/scoring.py`` through
``sim.team_value``): the value is one team's points minus the other's, −2 to +2. What makes
it fast enough for the last tricks of a review:

- alpha-beta on that small range, each node's best known move (the tactics' card) first;
- a transposition table at trick boundaries, with bounds, kept across every call of one
  ``Solver`` (a whole review): its key is the tricks' winners so far, the leader and the hands
  with classes renumbered densely, since only the order of the cards still out matters;
- equivalent classes merged: two classes of one hand with no other card still out between
  them (inclusive) win and lose against exactly the same cards.

Partnership Aluette only (``variant: aluette``, two teams); the variants score captured cards
or single seats and are estimated by play-outs instead.
"""

from __future__ import annotations

from bisect import bisect_left

from game.aluette.ai.sim import Position, choose, team_value
from game.aluette.rules.options import Options
from game.aluette.rules.scoring import next_leader, trick_winner

SAME_CLASS = tuple(range(100))
"""Identity table: the solver holds classes, not cards."""
EXACT, LOWER, UPPER = 0, 1, 2
MAX_ENTRIES = 2_000_000
"""The table is emptied when it grows past this (a few hundred MB at most)."""


def solvable(options: Options) -> bool:
    """Whether the solver models these rules: partnership Aluette (any table size)."""
    return options.variant == "aluette" and not options.individual


class Solver:
    """Exact endings of hands played under one set of options, sharing one table."""

    def __init__(self, options: Options) -> None:
        assert solvable(options), "the solver plays partnership Aluette only"
        self.options = options
        self.table: dict[tuple, tuple[int, int]] = {}
        self.scores: dict[tuple, int] = {}
        self.nodes = 0

    def values(self, pos: Position, hands: list[list[int]], team: int) -> dict[int, int]:
        """The exact value for ``team`` of each class the seat to act may play.

        ``hands`` are class lists per seat, sorted strongest first (kept unchanged)."""
        if len(self.table) > MAX_ENTRIES:
            self.table.clear()
        sign = 1 if team == 0 else -1
        run = _Run(self, pos, [list(h) for h in hands])
        seat = (pos.leader + len(pos.trick)) % pos.n
        out: dict[int, int] = {}
        for group in run.groups(seat, list(pos.trick)):
            value = sign * run.after(list(pos.trick), pos.leader, seat, group[0], -3, 3)
            out.update(dict.fromkeys(group, value))
        return out

    def best(self, pos: Position, hands: list[list[int]], team: int) -> int:
        """The exact value for ``team`` of the position with best play by every seat."""
        values = self.values(pos, hands, team).values()
        seat = (pos.leader + len(pos.trick)) % pos.n
        return max(values) if pos.teams[seat] == team else min(values)


class _Run:
    """One search: the hands and the winners change as cards are played, then are restored."""

    def __init__(self, solver: Solver, pos: Position, hands: list[list[int]]) -> None:
        self.solver = solver
        self.pos = pos
        self.hands = hands
        self.winners = list(pos.winners)
        self.n, self.teams = pos.n, pos.teams

    def groups(self, seat: int, trick: list[tuple[int, int]]) -> list[list[int]]:
        """The seat's classes in groups of equivalent ones, the tactics' choice first."""
        hand = self.hands[seat]
        out_there = sorted(
            {k for s, h in enumerate(self.hands) if s != seat for k in h} | {k for _, k in trick}
        )
        groups: list[list[int]] = []
        for k in sorted(set(hand)):
            if groups and not _between(out_there, groups[-1][-1], k):
                groups[-1].append(k)
            else:
                groups.append([k])
        if len(groups) > 1:
            first = choose(seat, hand, trick, self.hands, self.n, self.teams, self.pos.leader)
            groups.sort(key=lambda g: first not in g)
        return groups

    def after(
        self, trick: list[tuple[int, int]], leader: int, seat: int, k: int, a: int, b: int
    ) -> int:
        """Team 0's value once ``seat`` plays class ``k`` on ``trick`` (restored after)."""
        hand = self.hands[seat]
        i = hand.index(k)
        del hand[i]
        trick.append((seat, k))
        if len(trick) == self.n:
            winner = trick_winner(trick, SAME_CLASS)
            self.winners.append(winner)
            value = self.boundary(next_leader(leader, winner), a, b)
            self.winners.pop()
        else:
            value = self.search(trick, leader, a, b)
        trick.pop()
        hand.insert(i, k)
        return value

    def boundary(self, leader: int, a: int, b: int) -> int:
        """A new trick to lead: the table is asked first."""
        if not self.hands[leader]:
            return self.score()
        solver = self.solver
        key = self.key(leader)
        found = solver.table.get(key)
        if found is not None:
            flag, value = found
            if flag == EXACT:
                return value
            if flag == LOWER:
                a = max(a, value)
            else:
                b = min(b, value)
            if a >= b:
                return value
        value = self.search([], leader, a, b)
        if value <= a:
            solver.table[key] = (UPPER, value)
        elif value >= b:
            solver.table[key] = (LOWER, value)
        else:
            solver.table[key] = (EXACT, value)
        return value

    def search(self, trick: list[tuple[int, int]], leader: int, a: int, b: int) -> int:
        self.solver.nodes += 1
        seat = (leader + len(trick)) % self.n
        maximize = self.teams[seat] == 0
        best = -3 if maximize else 3
        for group in self.groups(seat, trick):
            value = self.after(trick, leader, seat, group[0], a, b)
            if maximize:
                if value > best:
                    best = value
                    a = max(a, value)
            elif value < best:
                best = value
                b = min(b, value)
            if a >= b:
                break
        return best

    def score(self) -> int:
        """Team 0's points minus team 1's for the finished hand (each sequence scored once)."""
        scores = self.solver.scores
        key = (tuple(self.winners), self.pos.offer_result)
        value = scores.get(key)
        if value is None:
            value = scores[key] = team_value(self.winners, self.pos, self.solver.options, 0)
        return value

    def key(self, leader: int) -> tuple:
        """The position at a trick boundary, with classes renumbered densely."""
        hands = self.hands
        rank = {k: i for i, k in enumerate(sorted({k for h in hands for k in h}))}
        cards = tuple(tuple([rank[k] for k in h]) for h in hands)
        return (tuple(self.winners), leader, cards, self.pos.offer_result)


def _between(sorted_classes: list[int], low: int, high: int) -> bool:
    """Whether any class of ``sorted_classes`` lies in ``low..high`` (inclusive)."""
    i = bisect_left(sorted_classes, low)
    return i < len(sorted_classes) and sorted_classes[i] <= high
