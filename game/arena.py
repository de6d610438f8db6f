"""``aluette arena [--game G]``: measure one bot level against another in duplicate.

Every deal is played twice from the same seed — the same seating and the same cards — with
the two levels swapping teams, and bots seeded per deal and seat; luck of the cards cancels
out and only the play differs. The score is level A's share of all points, with a 95 %
bootstrap interval over deals; decision times are collected per level.

Any game of ``game.games`` plays here through its interface (``game.interface.GameApi``:
``new_match``, ``make_bot``, ``next_bot_action``). A game with counts beyond points
(``ARENA_COUNTS``; Contrée: contracts made, contres won) gets them per level in the summary
too, under ``hands``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.advice import Advice
from game.bots import Bot, reveal
from game.games import GAMES, Game

BOOTSTRAP_SAMPLES = 2000


@dataclass
class DealResult:
    """Points of A and B over both plays of one deal, every decision's time per level, and
    the game's own counts per level (``ARENA_COUNTS``)."""

    a: int
    b: int
    times: dict[str, list[float]] = field(default_factory=dict)
    counts: dict[str, Counter[str]] = field(default_factory=dict)


class TimedBot:
    """Wraps a bot to time its turn decisions."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times
        self.level = bot.level

    @property
    def omniscient(self) -> bool:
        return getattr(self.bot, "omniscient", False)

    @property
    def state(self) -> Any:
        return getattr(self.bot, "state", None)

    @state.setter
    def state(self, value: Any) -> None:
        reveal(self.bot, value)

    def choose(self, view: Any) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view)
        self.times.append((time.perf_counter() - start) * 1000)
        return action

    def interject(self, view: Any) -> Any | None:
        return self.bot.interject(view)

    def explain(self, view: Any) -> Advice:
        return self.bot.explain(view)


def play_deal(game: str, deal_seed: int, level_a: str, level_b: str) -> DealResult:
    """Both plays of one deal; A sits at team 0 first, then at team 1."""
    api = GAMES[game].api
    options = api.default_options()
    result = DealResult(0, 0, {level_a: [], level_b: []})
    for a_team in (0, 1):
        state, _ = api.new_match(deal_seed, options)
        bots: dict[int, Bot] = {}
        levels: dict[int, str] = {}
        for seat in range(state.n):
            level = levels[seat] = level_a if state.team(seat) == a_team else level_b
            bots[seat] = TimedBot(api.make_bot(level, deal_seed * 16 + seat), result.times[level])
        while state.deals == 0:
            action = api.next_bot_action(state, bots)
            state, _ = state.apply(action)
        hand = state.finished[0]
        points = hand.result.points
        result.a += points[a_team]
        result.b += points[1 - a_team]
        if api.ARENA_COUNTS is not None:
            for level, counts in api.ARENA_COUNTS.per_hand(hand, levels).items():
                result.counts.setdefault(level, Counter()).update(counts)
    return result


def _play_deal_args(args: tuple[str, int, str, str]) -> DealResult:
    return play_deal(*args)


def run_match(
    level_a: str,
    level_b: str,
    deals: int,
    seed: int,
    jobs: int,
    progress: bool = True,
    game: str = "aluette",
) -> dict[str, Any]:
    """The duplicate match and its summary (the JSON of ``aluette arena --json``)."""
    tasks = [(game, seed * 1_000_003 + i, level_a, level_b) for i in range(deals)]
    results: list[DealResult] = []
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            _collect(pool.map(_play_deal_args, tasks, chunksize=4), results, deals, progress)
    else:
        _collect(map(_play_deal_args, tasks), results, deals, progress)
    return summarise(GAMES[game], level_a, level_b, results, time.perf_counter() - started)


def _collect(
    stream: Iterable[DealResult], results: list[DealResult], total: int, progress: bool
) -> None:
    for r in stream:
        results.append(r)
        if progress and (len(results) % 5 == 0 or len(results) == total):
            a = sum(x.a for x in results)
            b = sum(x.b for x in results)
            share = a / (a + b) if a + b else 0.5
            print(f"\rarena: {len(results)}/{total} deals, A {share:.1%}", end="", file=sys.stderr)
    if progress:
        print(file=sys.stderr)


def summarise(
    game: Game, level_a: str, level_b: str, results: list[DealResult], seconds: float
) -> dict[str, Any]:
    a = sum(r.a for r in results)
    b = sum(r.b for r in results)
    times: dict[str, list[float]] = {}
    counts: dict[str, Counter[str]] = {}
    for r in results:
        for level, ts in r.times.items():
            times.setdefault(level, []).extend(ts)
        for level, c in r.counts.items():
            counts.setdefault(level, Counter()).update(c)
    summary = {
        "a": level_a,
        "b": level_b,
        "deals": len(results),
        "points": {"a": a, "b": b},
        "share_a": round(a / (a + b), 4) if a + b else 0.5,
        "ci95": [round(x, 4) for x in bootstrap_ci(results)],
        "decision_ms": {level: percentiles(ts) for level, ts in times.items()},
        "seconds": round(seconds, 1),
    }
    arena_counts = game.api.ARENA_COUNTS
    if arena_counts is not None:
        summary["hands"] = {level: arena_counts.rates(c) for level, c in counts.items()}
    return summary


def bootstrap_ci(results: list[DealResult]) -> tuple[float, float]:
    """95 % interval of A's share of points, resampling whole deals."""
    rng = random.Random(0)
    n = len(results)
    if not n:
        return (0.0, 1.0)
    shares = []
    for _ in range(BOOTSTRAP_SAMPLES):
        a = b = 0
        for _ in range(n):
            r = results[rng.randrange(n)]
            a += r.a
            b += r.b
        shares.append(a / (a + b) if a + b else 0.5)
    shares.sort()
    return shares[int(0.025 * len(shares))], shares[int(0.975 * len(shares)) - 1]


def percentiles(times: list[float]) -> dict[str, float]:
    """p50, p95 and max of decision times in milliseconds."""
    if not times:
        return {"p50": 0.0, "p95": 0.0, "max": 0.0}
    ordered = sorted(times)

    def at(q: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 3)

    return {"p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 3)}


def run_arena(args: argparse.Namespace) -> int:
    summary = run_match(args.a, args.b, args.deals, args.arena_seed, args.jobs, game=args.game)
    if args.json:
        print(json.dumps(summary))
    else:
        lo, hi = summary["ci95"]
        print(
            f"{args.a} vs {args.b}: {summary['deals']} deals, points "
            f"{summary['points']['a']}–{summary['points']['b']}, "
            f"{args.a} share {summary['share_a']:.1%} (95 % CI {lo:.1%}–{hi:.1%})"
        )
        for level, p in summary["decision_ms"].items():
            print(f"  {level}: decision p50 {p['p50']} ms, p95 {p['p95']} ms, max {p['max']} ms")
        for level, rates in summary.get("hands", {}).items():
            print(f"  {level}: " + ", ".join(f"{k} {v}" for k, v in rates.items()))
    return 0
