"""Judging a hand for the no-trump and all-trumps contracts (rule 14, option ``no_trump: on``).

No suit is trumps there, so what counts is the best cards of every suit: in no trump the aces
(19 points each and the master of their suit) and the tens under them, a lone ten falling
under an ace; in all trumps the jacks and the nines with them, an ace only behind both. The
weights are a least-squares fit of the team's card points over 16,000 hands per contract
played out by the common tactic (``ai/tactics.py``) with an average partner, the same way
``ai/bidding.py``'s suit weights were found (spread ±27 in no trump, ±30 in all trumps).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contree.cards import ALL_TRUMPS, NO_TRUMP

R7, R8, R9, RT, RJ, RQ, RK, RA = range(8)

BASE = {NO_TRUMP: 59, ALL_TRUMPS: 59}
"""The team's card points when the hand names the contract, before its features."""
WEIGHTS = {
    NO_TRUMP: (14.5, 7.9, 7.6, 1.5, 4.0, 1.5),
    ALL_TRUMPS: (11.6, 9.6, 4.9, 4.5, 1.1, 3.9),
}
"""Points per feature (``features``), in its order."""
AVERAGE = {NO_TRUMP: 22, ALL_TRUMPS: 21}
"""``WEIGHTS``·features of an average hand: what a partner brings, on average."""
ORDER = {NO_TRUMP: (RA, RT, RK, RQ, RJ, R9, R8, R7), ALL_TRUMPS: (RJ, R9, RA, RT, RK, RQ, R8, R7)}
"""Each suit's ranks from the best down."""
TOPS = {NO_TRUMP: ("aces", "tens"), ALL_TRUMPS: ("jacks", "nines")}
"""The two ranks a sentence counts, as locale keys (``hints.contree.honours.aces_two``)."""


def features(hand: Sequence[int], trump: int) -> tuple[int, ...]:
    """No trump: aces; tens with their ace; tens guarded without it; ace-ten-king runs;
    cards beyond three in a suit headed by its ace; lone tens. All trumps: jacks; nines with
    their jack; nines guarded without it; aces behind jack and nine; other aces; cards beyond
    two in a suit headed by its jack."""
    f = [0] * 6
    for suit in range(4):
        r = {c & 7 for c in hand if c >> 3 == suit}
        if trump == NO_TRUMP:
            a, t = RA in r, RT in r
            f[0] += a
            f[1] += t and a
            f[2] += t and not a and len(r) >= 2
            f[3] += a and t and RK in r
            f[4] += max(0, len(r) - 3) if a else 0
            f[5] += t and not a and len(r) == 1
        else:
            j, n, a = RJ in r, R9 in r, RA in r
            f[0] += j
            f[1] += n and j
            f[2] += n and not j and len(r) >= 2
            f[3] += a and j and n
            f[4] += a and not (j and n)
            f[5] += max(0, len(r) - 2) if j else 0
    return tuple(f)


def _weigh(hand: Sequence[int], trump: int) -> float:
    return sum(w * f for w, f in zip(WEIGHTS[trump], features(hand, trump), strict=True))


def estimate(hand: Sequence[int], trump: int) -> int:
    """The card points the team may expect when this hand names no trump or all trumps."""
    return round(BASE[trump] + _weigh(hand, trump))


def support(hand: Sequence[int], trump: int) -> int:
    """What the hand adds to the partner's no-trump or all-trumps contract, above average."""
    return round(_weigh(hand, trump) - AVERAGE[trump])


def fits(hand: Sequence[int], trump: int) -> bool:
    """The hand supports the partner's contract: two of its best two ranks (aces and tens in
    no trump, jacks and nines in all trumps)."""
    best = ORDER[trump][:2]
    return sum(1 for c in hand if c & 7 in best) >= 2


def sure_tricks(hand: Sequence[int], trump: int) -> int:
    """Tricks the hand takes whatever the others hold: in each suit, its cards from the best
    down without a gap (all of the suit's when it holds its best three and five of it)."""
    tricks = 0
    for suit in range(4):
        ranks = {c & 7 for c in hand if c >> 3 == suit}
        run = 0
        for r in ORDER[trump]:
            if r not in ranks:
                break
            run += 1
        tricks += len(ranks) if run >= 3 and len(ranks) >= 5 else run
    return tricks


def tops(hand: Sequence[int], trump: int) -> tuple[int, int]:
    """How many of the contract's best two ranks the hand holds: (aces, tens) in no trump,
    (jacks, nines) in all trumps."""
    first, second = ORDER[trump][:2]
    return sum(1 for c in hand if c & 7 == first), sum(1 for c in hand if c & 7 == second)
