"""Who wins a trick and who wins a hand: the scoring rules as pure functions.

Kept apart from the state machine so that each rule of ``rules/ALUETTE.md`` (spoiled tricks,
first to reach, the forms of mordienne, the variants' carried tricks) reads as one small
function and is tested on trick sequences directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import NamedTuple

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


def next_leader(leader: int, winner: int | None) -> int:
    """Who leads the next trick: its winner; after a spoiled trick, the same leader again."""
    return leader if winner is None else winner


class Take(NamedTuple):
    """``seat`` took ``count`` tricks when trick ``trick`` (0-based) was decided.

    A named tuple: the engine makes one per trick, four times faster than a frozen dataclass.
    """

    trick: int
    seat: int
    count: int = 1  # type: ignore[assignment]  # shadows tuple.count, as the table reads it


_COUNT = itemgetter(2)  # of a Take


class Outcome(NamedTuple):
    """The result of the tricks of one hand (before any offer of the point is applied).

    A named tuple, as ``Take``: every play-out of the search bots ends with one."""

    winner: int | None
    mordienne: bool
    reason: str  # "tricks", "team_tricks", "mordienne", "all_spoiled", "tied", "specials"


def tricks_won(takes: Sequence[Take], n_seats: int) -> list[int]:
    """How many tricks each seat holds."""
    counts = [0] * n_seats
    for _trick, seat, count in takes:
        counts[seat] += count
    return counts


def spoiled_tricks(played: int, takes: Sequence[Take]) -> int:
    """How many of the ``played`` tricks nobody holds: the spoiled ones (in the variants that
    carry spoiled tricks, those still waiting for a winner). With ``tricks_won`` they add up to
    every trick played."""
    return played - sum(map(_COUNT, takes))


def reach_order(
    takes: Sequence[Take], n_seats: int, teams: Sequence[int] | None = None
) -> list[int]:
    """Seats ranked by the hand-winner criteria: most tricks, then first to reach that count.

    Given each seat's team, ranks the teams instead, by their tricks together. Seats (teams)
    without a trick are left out. A seat reaches its final count with its last take, so
    "first to reach" compares the order of the last takes.
    """
    size = n_seats if teams is None else max(teams) + 1
    counts = [0] * size
    last = [0] * size
    for order, (_trick, seat, count) in enumerate(takes):
        who = seat if teams is None else teams[seat]
        counts[who] += count
        last[who] = order
    ranked = sorted([(-counts[s], last[s], s) for s in range(size) if counts[s]])
    return [s for _, _, s in ranked]  # (lasts differ: the seat never decides the order)


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
    if options.variant == "short_text":
        return _short_text(takes, options, captured)
    mordienne = options.mordienne_mode
    if mordienne == "s0":
        s0 = _s0_mordienne(winners)
        if s0 is not None:
            return Outcome(s0, True, "mordienne")
    ranking = reach_order(takes, n_seats)
    if not ranking:
        return Outcome(None, False, "all_spoiled")
    if options.individual and len(ranking) > 1:
        counts = tricks_won(takes, n_seats)
        if counts[ranking[1]] == counts[ranking[0]]:
            return Outcome(None, False, "tied")
    winner = ranking[0]
    if mordienne == "standard" and _standard_mordienne(winner, winners, options):
        return Outcome(winner, True, "mordienne")
    return Outcome(winner, False, "tricks")


def _standard_mordienne(w: int, winners: Sequence[int | None], options: Options) -> bool:
    """The winner's tricks are one run ending with the last trick, after a trick not his."""
    if winners[-1] != w:
        return False
    first = winners.index(w)
    if first == 0:
        return False
    run = winners[first:]
    mine = run.count(w)
    if options.mordienne_spoiled_breaks_run:
        unbroken = mine == len(run)
    else:
        unbroken = mine + run.count(SPOILED) == len(run)
    return unbroken and mine >= options.mordienne_min_run


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


def _short_text(
    takes: Sequence[Take], options: Options, captured: Sequence[frozenset[int]] | None
) -> Outcome:
    """The short text: the team with more tricks wins the hand, then its special cards apply.

    Its text gives the hand to "the player or team with the most tricks": team totals count.
    Equal totals (eight tricks at six seats) go to the team that reached that total first, as
    in Aluette's own tie rule, so that a played hand always has a winner; the text gives no
    tie-break. The hand is credited to the team's best player (most tricks, first to reach).

    With ``short_text_specials``: whoever captured the 3 of batons wins for his team; a team
    whose tricks hold the jack of swords is passed over for the next team that took a trick,
    and when no other team took one, nobody wins the hand.
    """
    teams = options.teams
    seats = reach_order(takes, options.n_seats)
    ranking = reach_order(takes, options.n_seats, teams)
    specials = options.short_text_specials == "on"
    if specials:
        assert captured is not None
        for seat, cards in enumerate(captured):
            if THREE_OF_BATONS in cards:
                return Outcome(seat, False, "specials")
    if not ranking:
        return Outcome(None, False, "all_spoiled")
    for team in ranking:
        members = [s for s in seats if teams[s] == team]
        if (
            captured is not None
            and specials
            and any(JACK_OF_SWORDS in captured[s] for s in members)
        ):
            continue
        return Outcome(members[0], False, "team_tricks" if team == ranking[0] else "specials")
    return Outcome(None, False, "specials")


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
        winner = outcome.winner
        made = outcome.mordienne and winner is not None and teams[winner] == refusers
        points[refusers if made else offerers] = 2
        return tuple(points), "refusal_mordienne" if made else "refusal_failed"
    if outcome.winner is not None:
        points[teams[outcome.winner]] = 2 if outcome.mordienne else 1
    return tuple(points), outcome.reason
