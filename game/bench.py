"""``aluette bench engine|ai|render|pace|review [--game G] [--open] [--json]``: speed figures.

``engine`` times two loops of the chosen game: random legal matches through the real engine
(``engine_hands``, the same for every game), and the game's bare hand loop with plain lists
(its interface's ``bare_hands``), the yardstick the budget is stated against. The machine is
shared, so the two run in alternating short rounds and are timed in CPU time of this process:
load from elsewhere slows neither more than the other. ``ai`` times each bot level's decisions
over the game's fixed set of positions (``bench_positions``); a game that names their phases
gets the times of each phase apart too (Contrée: bidding and play). ``review`` times the hand
review (``game.review``) of seeded hands played by bots, in wall-clock time as a player waits
for it. ``render`` and ``pace`` (the wall seconds a new match keeps the player waiting) live
beside the UI.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from game.bots import reveal
from game.games import GAMES
from game.interface import GameApi

ENGINE_SECONDS = 3.0
ENGINE_MATCHES_PER_ROUND = 2
BARE_HANDS_PER_ROUND = 100
REVIEW_HANDS = 5
"""Seeded hands ``bench review`` reviews."""
REVIEW_LEVEL = "standard"
"""The bots that play the hands ``bench review`` reviews."""


def engine_hands(api: GameApi, rng: random.Random, matches: int) -> tuple[int, int]:
    """Hands and actions of ``matches`` random legal matches played through the engine."""
    hands = actions = 0
    options = api.default_options()
    for _ in range(matches):
        state, _ = api.new_match(rng.randrange(1 << 30), options)
        while not state.is_over:
            state, _ = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        hands += state.deals
    return hands, actions


def bench_engine(game: str = "aluette", seconds: float = ENGINE_SECONDS) -> dict[str, Any]:
    """Random hands per CPU second through ``State.apply``, the bare loop's, and their ratio."""
    api = GAMES[game].api
    rng = random.Random(1)
    hands = actions = bare = 0
    engine_time = bare_time = 0.0
    while engine_time + bare_time < seconds:
        start = time.process_time()
        h, a = engine_hands(api, rng, ENGINE_MATCHES_PER_ROUND)
        engine_time += time.process_time() - start
        hands, actions = hands + h, actions + a
        start = time.process_time()
        bare += api.bare_hands(rng, BARE_HANDS_PER_ROUND)
        bare_time += time.process_time() - start
    engine = hands / engine_time
    reference = bare / bare_time
    return {
        "game": game,
        "hands_per_s": round(engine),
        "actions_per_s": round(actions / engine_time),
        "reference_hands_per_s": round(reference),
        "ratio": round(engine / reference, 3),
    }


def bench_ai(game: str = "aluette") -> dict[str, Any]:
    """Decision times per level (``p50_ms``, ``p95_ms``, ``max_ms``) over fixed positions."""
    api = GAMES[game].api
    positions = api.bench_positions()
    phased = any(phase for phase, _ in positions)
    levels: dict[str, dict[str, Any]] = {}
    for level in api.LEVELS:
        times: dict[str, list[float]] = {}
        for i, (phase, state) in enumerate(positions):
            times.setdefault(phase, []).append(_time_decision(api, level, i, state))
        levels[level] = _ms([t for ts in times.values() for t in ts])
        if phased:
            levels[level]["phases"] = {phase: _ms(ts) for phase, ts in times.items()}
    return {"positions": len(positions), "levels": levels}


def seeded_hand(api: GameApi, seed: int) -> dict[str, Any]:
    """The record of the first hand of match ``seed`` played by ``REVIEW_LEVEL`` bots."""
    state, _ = api.new_match(seed, api.default_options())
    bots = {s: api.make_bot(REVIEW_LEVEL, seed * state.n + s) for s in range(state.n)}
    while not state.finished:
        state, _ = state.apply(api.next_bot_action(state, bots))
    return api.write_record(state.finished[0])


def bench_review(game: str, open_cards: bool, hands: int = REVIEW_HANDS) -> dict[str, Any]:
    """Wall-clock seconds to review a whole hand (every seat's decisions), median and max
    over seeded hands, and to its first verdict (what the table waits for)."""
    from game.review import review

    api = GAMES[game].api
    wholes: list[float] = []
    firsts: list[float] = []
    for seed in range(1, hands + 1):
        record = seeded_hand(api, seed)
        start = time.perf_counter()
        verdicts = review(record, None, open_cards, seed)
        next(verdicts, None)
        firsts.append(time.perf_counter() - start)
        list(verdicts)
        wholes.append(time.perf_counter() - start)
    return {
        "game": game,
        "open": open_cards,
        "hands": hands,
        "median_s": round(statistics.median(wholes), 3),
        "max_s": round(max(wholes), 3),
        "first_median_s": round(statistics.median(firsts), 3),
        "first_max_s": round(max(firsts), 3),
    }


def _time_decision(api: GameApi, level: str, seed: int, state: Any) -> float:
    """Milliseconds a fresh bot of ``level`` takes to choose its action in ``state``."""
    bot = api.make_bot(level, seed)
    reveal(bot, state)
    seat_view = api.view(state, state.to_act)
    start = time.perf_counter()
    bot.choose(seat_view)
    return (time.perf_counter() - start) * 1000


def _ms(times: list[float]) -> dict[str, Any]:
    from game.arena import percentiles

    p = percentiles(times)
    return {"p50_ms": p["p50"], "p95_ms": p["p95"], "max_ms": p["max"]}


def run_bench(args: argparse.Namespace) -> int:
    from game.cli import CommandError

    if args.what == "engine":
        result = bench_engine(args.game, ENGINE_SECONDS)
    elif args.what == "ai":
        result = bench_ai(args.game)
    elif args.what == "review":
        result = bench_review(args.game, args.open_cards)
    else:
        try:
            from game.ui.bench import bench_pace, bench_render
        except ModuleNotFoundError:
            raise CommandError(f"'bench {args.what}' is not available yet") from None
        result = (bench_render if args.what == "render" else bench_pace)(game=args.game)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0
