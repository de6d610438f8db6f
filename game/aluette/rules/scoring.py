"""Who wins a trick and who wins a hand: the scoring rules as pure functions.

Kept apart from the state machine so that each rule of ``rules/ALUETTE.md`` (spoiled tricks,
first to reach, the forms of mordienne, the variants' carried tricks) reads as one small
function and is tested on trick sequences directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.aluette.cards import card
from game.aluette.rules.options import Options

SPOILED = None


def trick_winner(plays: Sequence[tuple[int, int]], classes: Sequence[int]) -> int | None:
    """The seat whose card has the single best class, or None when the best class is shared.

    ``plays`` is ``(seat, card)`` in play order; only a tie for the best card spoils a trick.
    """
    best = 99
    winner: int | None = None
    for seat, c in plays:
        k = classes[c]
        if k < best:
            best, winner = k, seat
        elif k == best:
            winner = None
    return winner


@dataclass(frozen=True, slots=True)
class Take:
    """``seat`` took ``count`` tricks when trick ``trick`` (0-based) was decided."""

    trick: int
    seat: int
    count: int = 1


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of the tricks of one hand (before any offer of the point is applied)."""

    winner: int | None
    mordienne: bool
    reason: str  # "tricks", "mordienne", "all_spoiled", "tied", "specials"


def tricks_won(takes: Sequence[Take], n_seats: int) -> list[int]:
    """How many tricks each seat holds."""
    counts = [0] * n_seats
    for t in takes:
        counts[t.seat] += t.count
    return counts


def spoiled_tricks(played: int, takes: Sequence[Take]) -> int:
    """How many of the ``played`` tricks nobody holds: the spoiled ones (in the variants that
    carry spoiled tricks, those still waiting for a winner). With ``tricks_won`` they add up to
    every trick played."""
    return played - sum(t.count for t in takes)


def reach_order(takes: Sequence[Take], n_seats: int) -> list[int]:
    """Seats ranked by the hand-winner criteria: most tricks, then first to reach that count.

    Seats without a trick are left out.
    """
    counts = [0] * n_seats
    reached: dict[tuple[int, int], int] = {}
    for order, t in enumerate(takes):
        for k in range(counts[t.seat] + 1, counts[t.seat] + t.count + 1):
            reached[(t.seat, k)] = order
        counts[t.seat] += t.count
    seats = [s for s in range(n_seats) if counts[s]]
    return sorted(seats, key=lambda s: (-counts[s], reached[(s, counts[s])]))


def hand_outcome(
    winners: Sequence[int | None],
    takes: Sequence[Take],
    options: Options,
    captured: Sequence[frozenset[int]] | None = None,
) -> Outcome:
    """Who wins a finished hand, given each trick's outright winner (None if spoiled).

    ``takes`` differs from ``winners`` only in variants where spoiled tricks are carried to a
    later winner; ``captured`` (cards in each seat's tricks) is needed for the short text's
    special cards.
    """
    n_seats = options.n_seats
    if options.mordienne_mode == "s0":
        s0 = _s0_mordienne(winners)
        if s0 is not None:
            return Outcome(s0, True, "mordienne")
    ranking = reach_order(takes, n_seats)
    if options.variant == "short_text" and options.short_text_specials == "on":
        assert captured is not None
        return _short_text_specials(ranking, captured)
    if not ranking:
        return Outcome(None, False, "all_spoiled")
    counts = tricks_won(takes, n_seats)
    if options.individual and len(ranking) > 1 and counts[ranking[1]] == counts[ranking[0]]:
        return Outcome(None, False, "tied")
    winner = ranking[0]
    if options.mordienne_mode == "standard" and _standard_mordienne(winner, winners, options):
        return Outcome(winner, True, "mordienne")
    return Outcome(winner, False, "tricks")


def _standard_mordienne(w: int, winners: Sequence[int | None], options: Options) -> bool:
    """The winner's tricks are one run ending with the last trick, after a trick not his."""
    first = winners.index(w)
    if first == 0 or winners[-1] != w:
        return False
    run = winners[first:]
    if options.mordienne_spoiled_breaks_run:
        unbroken = all(x == w for x in run)
    else:
        unbroken = all(x == w or x is SPOILED for x in run)
    return unbroken and run.count(w) >= options.mordienne_min_run


def _s0_mordienne(winners: Sequence[int | None]) -> int | None:
    """The S0 form: a seat that won none of the first n−3 tricks and all of the last 3."""
    if len(winners) < 3:
        return None
    last = winners[-3:]
    seat = last[0]
    if seat is None or any(x != seat for x in last) or seat in winners[:-3]:
        return None
    return seat


THREE_OF_BATONS = card("3C")
"""The short text's "3 of diamonds", read in its own suit mapping (coins→♣, batons→♦)."""
JACK_OF_SWORDS = card("JS")


def _short_text_specials(ranking: list[int], captured: Sequence[frozenset[int]]) -> Outcome:
    """Short text: whoever captured the 3 of batons wins; the jack of swords disqualifies."""
    for seat, cards in enumerate(captured):
        if THREE_OF_BATONS in cards:
            return Outcome(seat, False, "specials")
    for seat in ranking:
        if JACK_OF_SWORDS not in captured[seat]:
            reason = "tricks" if seat == ranking[0] else "specials"
            return Outcome(seat, False, reason)
    return Outcome(None, False, "all_spoiled" if not ranking else "specials")


def hand_points(
    outcome: Outcome,
    offer_result: tuple[str, int] | None,
    teams: Sequence[int],
    n_teams: int,
) -> tuple[tuple[int, ...], str]:
    """Points per team for a played hand, and why; ``offer_result`` is a refused offer, if any.

    After a refusal the refusers score 2 if one of them made mordienne, else the offerers
    score 2 (never 1, never both).
    """
    points = [0] * n_teams
    if offer_result is not None and offer_result[0] == "refused":
        offerers = offer_result[1]
        refusers = 1 - offerers
        made = outcome.mordienne and teams[outcome.winner] == refusers
        points[refusers if made else offerers] = 2
        return tuple(points), "refusal_mordienne" if made else "refusal_failed"
    if outcome.winner is not None:
        points[teams[outcome.winner]] = 2 if outcome.mordienne else 1
    return tuple(points), outcome.reason
