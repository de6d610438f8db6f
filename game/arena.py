"""``aluette arena [--game G]``: measure one bot level against another in duplicate.

Every deal is played twice from the same seed — the same seating and the same cards — with
the two levels swapping teams, and bots seeded per deal and seat; luck of the cards cancels
out and only the play differs. The score is level A's share of all points, with a 95 %
bootstrap interval over deals; decision times are collected per level.

``--calls-by LEVEL`` has that level's bots make every call of both plays (the game's
``turn_kind`` of an action says ``call``), seeded alike at both tables: both reach the same
contract and the card play alone is measured. ``--options`` plays under the game's rule
options (read by its ``read_options``).

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.advice import Advice
from game.bots import Bot, reveal
from game.cli import CommandError
from game.games import GAMES, Game

BOOTSTRAP_SAMPLES = 2000
CALL = "call"
"""The ``turn_kind`` of the actions ``--calls-by`` hands to its level."""


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


class CallsBy:
    """A seat's two bots: one makes its calls (and call interjections), the other the rest."""

    def __init__(self, calls: Bot, play: Bot, kind: Callable[[Any], str]) -> None:
        self.calls = calls
        self.play = play
        self.kind = kind
        self.level = play.level

    def _for(self, actions: Sequence[Any]) -> Bot:
        return self.calls if actions and self.kind(actions[0]) == CALL else self.play

    @property
    def omniscient(self) -> bool:
        return any(getattr(b, "omniscient", False) for b in (self.calls, self.play))

    @property
    def state(self) -> Any:
        return getattr(self.play, "state", None)

    @state.setter
    def state(self, value: Any) -> None:
        reveal(self.calls, value)
        reveal(self.play, value)

    def choose(self, view: Any) -> Any:
        return self._for(view.legal).choose(view)

    def interject(self, view: Any) -> Any | None:
        return self._for(view.interjections).interject(view)

    def explain(self, view: Any) -> Advice:
        return self._for(view.legal).explain(view)


@dataclass(frozen=True)
class Setup:
    """What every deal of a match shares: the game, the levels, who calls, the options."""

    game: str
    level_a: str
    level_b: str
    calls_by: str | None = None
    options: tuple[tuple[str, Any], ...] = ()


def play_deal(setup: Setup, deal_seed: int) -> DealResult:
    """Both plays of one deal; A sits at team 0 first, then at team 1."""
    api = GAMES[setup.game].api
    options = api.read_options(dict(setup.options))
    level_a, level_b = setup.level_a, setup.level_b
    result = DealResult(0, 0, {level_a: [], level_b: []})
    if setup.calls_by is not None:
        result.times.setdefault(setup.calls_by, [])
    for a_team in (0, 1):
        state, _ = api.new_match(deal_seed, options)
        bots: dict[int, Bot] = {}
        levels: dict[int, str] = {}
        for seat in range(state.n):
            level = levels[seat] = level_a if state.team(seat) == a_team else level_b
            seed = deal_seed * 16 + seat
            bots[seat] = TimedBot(api.make_bot(level, seed), result.times[level])
            if setup.calls_by is not None:
                caller = TimedBot(api.make_bot(setup.calls_by, seed), result.times[setup.calls_by])
                bots[seat] = CallsBy(caller, bots[seat], api.turn_kind)
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


def _play_deal_args(args: tuple[Setup, int]) -> DealResult:
    return play_deal(*args)


def run_match(
    level_a: str,
    level_b: str,
    deals: int,
    seed: int,
    jobs: int,
    progress: bool = True,
    game: str = "aluette",
    calls_by: str | None = None,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The duplicate match and its summary (the JSON of ``aluette arena --json``)."""
    setup = Setup(game, level_a, level_b, calls_by, tuple((options or {}).items()))
    tasks = [(setup, seed * 1_000_003 + i) for i in range(deals)]
    results: list[DealResult] = []
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            _collect(pool.map(_play_deal_args, tasks, chunksize=4), results, deals, progress)
    else:
        _collect(map(_play_deal_args, tasks), results, deals, progress)
    summary = summarise(GAMES[game], level_a, level_b, results, time.perf_counter() - started)
    if calls_by is not None:
        summary["calls_by"] = calls_by
    if options:
        summary["options"] = dict(options)
    return summary


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


def read_options(game: str, text: str | None) -> dict[str, Any]:
    """``name=value[,name=value…]`` read by the game (the options that differ from its
    rules), where an item may also be one of the game's presets (``club``), which the
    items after it amend; CommandError when the game knows neither the name nor the value
    (its words)."""
    if not text:
        return {}
    api = GAMES[game].api
    mapping: dict[str, Any] = {}
    for item in text.split(","):
        name, equals, value = item.partition("=")
        if not equals and name.strip() in api.PRESETS:
            mapping.update(api.PRESETS[name.strip()])
            continue
        if not equals or not name.strip():
            raise CommandError(f"--options: {item!r} is not name=value or a preset")
        mapping[name.strip()] = value.strip()
    try:
        return api.write_options(api.read_options(mapping))
    except api.OptionError as err:
        raise CommandError(f"--options: {err}") from None


def check_levels(game: str, *levels: str | None) -> None:
    """CommandError when a level is not one of the game's bots."""
    known = GAMES[game].api.LEVELS
    for level in levels:
        if level is not None and level not in known:
            raise CommandError(f"{game} has no bot level {level!r}: one of {', '.join(known)}")


def run_arena(args: argparse.Namespace) -> int:
    check_levels(args.game, args.a, args.b, args.calls_by)
    options = read_options(args.game, args.options)
    summary = run_match(
        args.a,
        args.b,
        args.deals,
        args.arena_seed,
        args.jobs,
        game=args.game,
        calls_by=args.calls_by,
        options=options,
    )
    if args.json:
        print(json.dumps(summary))
    else:
        lo, hi = summary["ci95"]
        calls = f", every call by {args.calls_by}" if args.calls_by else ""
        print(
            f"{args.a} vs {args.b}{calls}: {summary['deals']} deals, points "
            f"{summary['points']['a']}–{summary['points']['b']}, "
            f"{args.a} share {summary['share_a']:.1%} (95 % CI {lo:.1%}–{hi:.1%})"
        )
        for level, p in summary["decision_ms"].items():
            print(f"  {level}: decision p50 {p['p50']} ms, p95 {p['p95']} ms, max {p['max']} ms")
        for level, rates in summary.get("hands", {}).items():
            print(f"  {level}: " + ", ".join(f"{k} {v}" for k, v in rates.items()))
    return 0
