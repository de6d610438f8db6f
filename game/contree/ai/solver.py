"""A double-dummy solver of the rest of a Contrée hand: best play by all four, every hand known.

The score of a hand under a fixed contract is a non-decreasing function of the attack's card
points (``rules/scoring.py``), so best play for the score is best play for card points, and
card points are zero-sum (162 in a hand): one search per trump suit and position answers for
either team. A capot contract scores on all 8 tricks alone, so the same search counts tricks
instead (``Solver(..., tricks=True)``).

The search is an alpha-beta over the cards team 0 takes from now on. What a seat may play is
the engine's ``legal_cards`` (``rules/play.py``), read here over bitmasks by ``fast_legal``,
which the tests hold equal to it on many random positions; who wins a trick is the engine's
rule too (a card of the suit led or a trump beats a weaker one). What makes it fit a review in
pure Python:

- hands as four bitmasks, changed in place and restored, and the trick as a few ints;
- a transposition table at trick boundaries, keyed by the four hands and the leader, holding
  lower and upper bounds; it lives as long as its ``Solver``, so a whole review (and every
  sampled deal of it) shares it;
- equivalent cards merged: cards of one suit in one hand with no card still in play between
  them (cards already played do not separate them) and the same points are tried once;
- move ordering: at the lead, a suit's master card first; following, a cheap winner, or
  points given to a partner who is winning, before the rest;
- quick bounds: no search where the window already lies outside what is left to take;
- zero-window searches from a first guess (MTD(f)), then halving what is left open; asked for
  a score of the take (``worth``: what the bots count), only until the score is settled,
  each search asking where the score steps (the scoring rounds to tens).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache, partial

from game.contree.cards import (
    ALL_TRUMPS,
    LAST_TRICK_BONUS,
    NO_TRUMP,
    POINTS,
    STRENGTH,
    TRUMP_BASE,
    bits,
)
from game.contree.rules.play import Trick, master

WEIGHT = tuple(n**4 for n in range(9))
"""How much a lead that was best counts in the history of leads, by cards left in hand."""
SUIT = tuple(0xFF << (8 * s) for s in range(4))
"""The bits of each suit's cards."""


def fast_legal(
    hand: int,
    led: int,
    win: int,
    best: int,
    seat: int,
    trump: int,
    above: Sequence[int],
    raise_on_trump_lead: bool,
    undertrump: bool,
) -> int:
    """The engine's ``legal_cards`` over bitmasks: ``led`` is the suit led (-1 on an empty
    trick), ``win`` and ``best`` the seat and strength winning the trick so far, ``above[s]``
    the trumps stronger than ``s`` (in all trumps, the cards of any suit stronger than ``s``:
    only the suit led's are kept). No trump and all trumps (rule 14) have no trump suit:
    follow suit (in all trumps, beating the best card if one can), else any card."""
    if led < 0:
        return hand
    if trump >= NO_TRUMP:
        follow = hand & SUIT[led]
        if not follow:
            return hand
        if trump == ALL_TRUMPS:
            higher = follow & above[best]
            if higher:
                return higher
        return follow
    trumps = hand & SUIT[trump]
    if led == trump:
        if not trumps:
            return hand
        if raise_on_trump_lead:
            higher = trumps & above[best]
            if higher:
                return higher
        return trumps
    follow = hand & SUIT[led]
    if follow:
        return follow
    if not trumps or (win - seat) % 2 == 0:
        return hand
    if best < TRUMP_BASE:
        return trumps
    higher = trumps & above[best]
    if higher:
        return higher
    return trumps if undertrump else hand


def _step_near(score: Callable[[int], int], low: int, high: int, x: int) -> int:
    """Where the monotone ``score`` steps, within ``low + 1..high`` and near ``x``: the start of
    ``x``'s plateau, or, that plateau reaching down to ``low``, the start of the next (the
    two bounds score apart). Asking "at least" there splits the plateaus, not the takes."""
    at = score(x)
    start = _first(lambda t: score(t) == at, low, x)
    if start > low + 1 or score(low) != at:
        return start
    return _first(lambda t: score(t) != at, x, high)


def _first(holds: Callable[[int], bool], lo: int, hi: int) -> int:
    """The least of ``lo + 1..hi`` where ``holds``, which holds at ``hi`` and, once it holds,
    at every value above (a halving search)."""
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if holds(mid):
            hi = mid
        else:
            lo = mid
    return hi


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
        self.raise_on_trump_lead = raise_on_trump_lead
        self.undertrump = undertrump
        self.strength = STRENGTH[trump]
        self.points = (0,) * 32 if tricks else POINTS[trump]
        self.per_trick = 1 if tricks else 0
        self.last_bonus = 0 if tricks else LAST_TRICK_BONUS
        strength, points = self.strength, self.points
        ranked = trump if trump < NO_TRUMP else None  # all trumps: every suit ranks
        self.above = tuple(
            sum(
                1 << c
                for c in range(32)
                if (ranked is None or c >> 3 == ranked) and strength[c] > s
            )
            for s in range(16)
        )
        self.ladder = tuple(
            tuple(sorted(range(8 * s, 8 * s + 8), key=strength.__getitem__)) for s in range(4)
        )
        """Each suit's cards from the weakest to the strongest."""
        self.byte_points = tuple(
            tuple(sum(points[8 * s + r] for r in range(8) if b >> r & 1) for b in range(256))
            for s in range(4)
        )
        self.top = tuple(
            tuple(
                max(
                    (8 * s + r for r in range(8) if b >> r & 1),
                    key=strength.__getitem__,
                    default=-1,
                )
                for b in range(256)
            )
            for s in range(4)
        )
        """``top[suit][byte]``: the strongest of the suit's cards in ``byte``."""
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
        """Bounds of positions at trick boundaries, and the lead that gave them."""
        self.sure: dict[int, tuple[int, int]] = {}
        self.runs: dict[int, tuple[int, ...]] = {}
        self.hands = [0, 0, 0, 0]
        self.history = [[0] * 32 for _ in range(4)]
        self.nodes = 0

    # --- the public questions ---

    def value(self, hands: Sequence[Iterable[int]], trick: Trick, seat: int) -> int:
        """Team 0's take from now on, with ``seat`` to play on ``trick`` (cards of the trick
        already on the table count for whoever wins it)."""
        self._set(hands)
        return self._converge(partial(self._root(trick, seat), None), self._most(trick), -1)

    def worth(
        self, hands: Sequence[Iterable[int]], trick: Trick, seat: int, score: Callable[[int], int]
    ) -> int:
        """``score`` of ``value``, for a ``score`` of team 0's take that never decreases (or
        never increases) as the take grows: the search narrows the take only until ``score``
        cannot tell its bounds apart (the score's rounding, whether the contract is made)."""
        self._set(hands)
        root = partial(self._root(trick, seat), None)
        score = cache(score)  # asked again and again at the same takes
        return score(self._converge(root, self._most(trick), -1, score))

    def card_worths(
        self, hands: Sequence[Iterable[int]], trick: Trick, seat: int, score: Callable[[int], int]
    ) -> dict[int, int]:
        """``score`` of each card's ``card_values``, narrowed only as far as ``worth``'s."""
        self._set(hands)
        root = self._root(trick, seat)
        most = self._most(trick)
        score = cache(score)  # asked again and again at the same takes
        out: dict[int, int] = {}
        guess = -1
        for group in self._groups(trick, seat):
            guess = self._converge(partial(root, group[0]), most, guess, score)
            for x in group:
                out[x] = score(guess)
        return out

    def reaches(
        self,
        hands: Sequence[Iterable[int]],
        trick: Trick,
        seat: int,
        x: int,
        card: int | None = None,
    ) -> bool:
        """Whether team 0 takes at least ``x`` from now on (after ``seat`` plays ``card``, if
        given): one zero-window search, all a score's step or a capot asks."""
        if x <= 0:
            return True
        self._set(hands)
        if x > self._most(trick):
            return False
        return self._root(trick, seat)(card, x - 1, x) >= x

    def card_groups(
        self, hands: Sequence[Iterable[int]], trick: Trick, seat: int
    ) -> list[list[int]]:
        """The cards ``seat`` may play, in groups of equivalent cards (one value each)."""
        self._set(hands)
        return self._groups(trick, seat)

    def card_values(
        self, hands: Sequence[Iterable[int]], trick: Trick, seat: int
    ) -> dict[int, int]:
        """Team 0's take from now on after each card ``seat`` may play (equivalent cards
        share the search of one of them)."""
        self._set(hands)
        root = self._root(trick, seat)
        most = self._most(trick)
        out: dict[int, int] = {}
        guess = -1
        for group in self._groups(trick, seat):
            guess = self._converge(partial(root, group[0]), most, guess)
            for x in group:
                out[x] = guess
        return out

    def _set(self, hands: Sequence[Iterable[int]]) -> None:
        for s, held in enumerate(hands):
            self.hands[s] = bits(held)

    def _root(self, trick: Trick, seat: int) -> Callable[[int | None, int, int], int]:
        """The search from ``seat`` to play on ``trick``, optionally with its card forced."""
        n = len(trick)
        led, win, best, taken, board = -1, 0, 0, 0, 0
        if trick:
            led = trick[0][1] >> 3
            win, best = master(trick, self.trump)
            taken = sum(self.points[c] for _, c in trick)
            for _, c in trick:
                board |= 1 << c

        def search(card: int | None, alpha: int, beta: int) -> int:
            if card is None:
                if n == 0:
                    return self._lead(seat, alpha, beta)
                return self._follow(seat, n, led, win, best, taken, board, alpha, beta)
            return self._choose(seat, [card], n, led, win, best, taken, board, alpha, beta)[0]

        return search

    @staticmethod
    def _converge(
        search: Callable[[int, int], int],
        most: int,
        guess: int,
        score: Callable[[int], int] | None = None,
    ) -> int:
        """The exact value by zero-window searches (each asks "at least ``x``?"): one at
        ``guess`` (MTD(f)), then halving ``low..high`` with the fail-soft bound each returns.
        With a monotone ``score``, only until it scores ``low`` and ``high`` alike: the value
        returned then lies in ``low..high``, whose every value scores the same."""
        low, high = 0, most
        while low < high and (score is None or score(low) != score(high)):
            if low < guess <= high:
                x = guess
                guess = -1
            else:
                x = (low + high + 1) // 2
                if score is not None:
                    x = _step_near(score, low, high, x)
            v = search(x - 1, x)
            if v >= x:
                low = v
            else:
                high = v
        return low

    def _most(self, trick: Trick) -> int:
        """All that is left to take: an upper bound of any value from here."""
        all_cards = self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]
        if self.per_trick:
            return (all_cards.bit_count() + len(trick) + 3) // 4
        return self._left(all_cards) + sum(self.points[c] for _, c in trick) + self.last_bonus

    def _left(self, cards: int) -> int:
        """The card points of ``cards``."""
        bp = self.byte_points
        return (
            bp[0][cards & 255]
            + bp[1][cards >> 8 & 255]
            + bp[2][cards >> 16 & 255]
            + bp[3][cards >> 24]
        )

    def _groups(self, trick: Trick, seat: int) -> list[list[int]]:
        """The legal cards in runs of equivalent cards (see ``_runs``), whole."""
        led, win, best, board = -1, 0, 0, 0
        if trick:
            led = trick[0][1] >> 3
            win, best = master(trick, self.trump)
            for _, c in trick:
                board |= 1 << c
        hands = self.hands
        legal = fast_legal(
            hands[seat],
            led,
            win,
            best,
            seat,
            self.trump,
            self.above,
            self.raise_on_trump_lead,
            self.undertrump,
        )
        others = (hands[0] | hands[1] | hands[2] | hands[3] | board) ^ hands[seat]
        return [g for suit in range(4) for g in self._runs(suit, legal, others)]

    # --- the search ---

    def _reps(self, legal: int, others: int) -> list[int]:
        """The strongest card of each run of equivalent legal cards (``_runs``), weakest
        first in each suit."""
        out: list[int] = []
        runs = self.runs
        for suit in range(4):
            shift = 8 * suit
            mine = legal >> shift & 255
            if not mine:
                continue
            key = suit << 16 | mine << 8 | (others >> shift & 255)
            got = runs.get(key)
            if got is None:
                got = tuple(run[-1] for run in self._runs(suit, legal, others))
                runs[key] = got
            out.extend(got)
        return out

    def _runs(self, suit: int, legal: int, others: int) -> list[list[int]]:
        """The legal cards of ``suit`` in runs of equivalent cards: the same points, no card
        in play in another hand or on the trick between them; weakest first."""
        points = self.points
        runs: list[list[int]] = []
        last = -1
        for c in self.ladder[suit]:
            bit = 1 << c
            if legal & bit:
                if last >= 0 and points[last] == points[c]:
                    runs[-1].append(c)
                else:
                    runs.append([c])
                last = c
            elif others & bit:
                last = -1
        return runs

    def _lead(self, seat: int, alpha: int, beta: int) -> int:
        """A trick boundary: bounds, the table, then the leader's cards."""
        hands = self.hands
        hand = hands[seat]
        if not hand:
            return 0
        self.nodes += 1
        if not hand & (hand - 1):
            return self._last(seat)
        all_cards = hands[0] | hands[1] | hands[2] | hands[3]
        most = hand.bit_count() if self.per_trick else self._left(all_cards) + self.last_bonus
        if beta <= 0:
            return 0
        if alpha >= most:
            return most
        key = (hands[0], hands[1], hands[2], hands[3], seat)
        entry = self.table.get(key)
        if entry is None:
            low, high = self._sure(all_cards, hands[0] | hands[2], most)
            move = -1
        else:
            low, high, move = entry
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        a = alpha if alpha > low else low
        b = beta if beta < high else high
        reps = self._reps(hand, all_cards ^ hand)
        if len(reps) > 1:
            # The table's best card, then the leads that were best most often (the history
            # heuristic), then a suit's master, then the strongest cards.
            history, strength, top = self.history[seat], self.strength, self.top
            reps.sort(
                key=lambda c: (
                    -1 << 40
                    if c == move
                    else -history[c] * 64
                    + (0 if top[c >> 3][all_cards >> (c & 24) & 255] == c else 16)
                    - strength[c]
                )
            )
        v, move = self._choose(seat, reps, 0, -1, 0, 0, 0, 0, a, b)
        self.history[seat][move] += WEIGHT[hand.bit_count()]
        if v <= a:
            high = v
        elif v >= b:
            low = v
        else:
            low = high = v
        self.table[key] = (low, high, move)
        return v

    def _sure(self, cards: int, team0: int, most: int) -> tuple[int, int]:
        """Bounds of team 0's take from a trick boundary: the strongest trumps in play held by
        one team all end in tricks that team wins (the trick's best trump is one of them).
        No bound without a trump suit (no trump, all trumps)."""
        if self.trump >= NO_TRUMP:
            return 0, most
        shift = 8 * self.trump
        trumps = cards >> shift & 255
        ours = team0 >> shift & 255
        got = self.sure.get(trumps << 8 | ours)
        if got is None:
            team = -1
            sure = 0
            for c in reversed(self.ladder[self.trump]):
                bit = 1 << (c & 7)
                if not trumps & bit:
                    continue
                held = 0 if ours & bit else 1
                if team < 0:
                    team = held
                elif held != team:
                    break
                sure += self.points[c]
            got = self.sure[trumps << 8 | ours] = (team, sure)
        team, sure = got
        if team == 0:
            return sure, most
        if team == 1:
            return 0, most - sure
        return 0, most

    def _follow(
        self,
        seat: int,
        n: int,
        led: int,
        win: int,
        best: int,
        taken: int,
        board: int,
        alpha: int,
        beta: int,
    ) -> int:
        """``seat`` plays the ``n + 1``-th card of a trick."""
        hands = self.hands
        hand = hands[seat]
        legal = fast_legal(
            hand,
            led,
            win,
            best,
            seat,
            self.trump,
            self.above,
            self.raise_on_trump_lead,
            self.undertrump,
        )
        others = (hands[0] | hands[1] | hands[2] | hands[3] | board) ^ hand
        reps = self._reps(legal, others)
        if len(reps) > 1:
            strength, points, trump = self.strength, self.points, self.trump
            wins = []
            loses = []
            for c in reps:
                if c >> 3 in (led, trump) and strength[c] > best:
                    wins.append(c)
                else:
                    loses.append(c)
            if (win - seat) % 2 == 0:
                # The partner is winning: points to it if it is the last card, the cheapest
                # card if an opponent is still to play; winners last, the cheapest first.
                loses.sort(key=points.__getitem__, reverse=n == 3)
                wins.sort(key=strength.__getitem__)
                reps = loses + wins
            else:
                # An opponent is winning: the strongest winner if another opponent is still
                # to play, the cheapest if it is the last card; then the cheapest loser.
                wins.sort(key=strength.__getitem__, reverse=n < 3)
                loses.sort(key=points.__getitem__)
                reps = wins + loses
        return self._choose(seat, reps, n, led, win, best, taken, board, alpha, beta)[0]

    def _choose(
        self,
        seat: int,
        reps: list[int],
        n: int,
        led: int,
        win: int,
        best: int,
        taken: int,
        board: int,
        alpha: int,
        beta: int,
    ) -> tuple[int, int]:
        """The best of ``reps`` for ``seat``'s team, fail-soft within ``alpha..beta``, and
        the card that gave it: each card played as the ``n + 1``-th of the trick, then the
        next seat's turn or, the trick full, its winner's lead."""
        hands = self.hands
        hand = hands[seat]
        strength, points, trump = self.strength, self.points, self.trump
        follow, lead = self._follow, self._lead
        after = (seat + self.step) % 4
        maximizes = seat % 2 == 0
        top = -1 if maximizes else 10_000
        move = reps[0]
        for c in reps:
            bit = 1 << c
            hands[seat] = hand ^ bit
            s = strength[c]
            w, b = win, best
            if n == 0:
                led, w, b = c >> 3, seat, s
            elif s > best and (c >> 3 == led or c >> 3 == trump):
                w, b = seat, s
            got = taken + points[c]
            if n < 3:
                v = follow(after, n + 1, led, w, b, got, board | bit, alpha, beta)
            else:
                gain = 0
                if w % 2 == 0:
                    gain = self.per_trick + got
                    if not hands[w]:
                        gain += self.last_bonus
                v = gain + lead(w, alpha - gain, beta - gain)
            hands[seat] = hand
            if maximizes:
                if v > top:
                    top, move = v, c
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < top:
                top, move = v, c
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return top, move

    def _last(self, seat: int) -> int:
        """The last trick: one card in each hand, no choice remains."""
        hands = self.hands
        strength, trump = self.strength, self.trump
        taken = 0
        led = win = best = -1
        for _ in range(4):
            c = hands[seat].bit_length() - 1
            taken += self.points[c]
            s = strength[c]
            if led < 0:
                led, win, best = c >> 3, seat, s
            elif (c >> 3 == led or c >> 3 == trump) and s > best:
                win, best = seat, s
            seat = (seat + self.step) % 4
        if win % 2:
            return 0
        return self.per_trick + self.last_bonus + taken
