"""``aluette bench engine|ai|render [--game G] [--json]``: speed figures measured on this machine.

``engine`` times two loops of the chosen game: random legal matches through the real engine
(``engine_hands``, the same for every game), and the game's bare hand loop with plain lists
(``game.<game>.bench``), the yardstick the budget is stated against. The machine is shared, so
the two run in alternating short rounds and are timed in CPU time of this process: load from
elsewhere slows neither more than the other. ``ai`` and ``render`` live beside the code they
measure.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from game.games import GAMES

ENGINE_SECONDS = 3.0
ENGINE_MATCHES_PER_ROUND = 2
BARE_HANDS_PER_ROUND = 100


def engine_hands(state_class: Any, rng: random.Random, matches: int) -> tuple[int, int]:
    """Hands and actions of ``matches`` random legal matches played through the engine."""
    hands = actions = 0
    for _ in range(matches):
        state, _ = state_class.new_match(rng.randrange(1 << 30))
        while not state.is_over:
            state, _ = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        hands += state.deals
    return hands, actions


def bench_engine(game: str = "aluette", seconds: float = ENGINE_SECONDS) -> dict[str, Any]:
    """Random hands per CPU second through ``State.apply``, the bare loop's, and their ratio."""
    state_class = GAMES[game].module("rules.state").State
    loops = GAMES[game].module("bench")
    rng = random.Random(1)
    hands = actions = bare = 0
    engine_time = bare_time = 0.0
    while engine_time + bare_time < seconds:
        start = time.process_time()
        h, a = engine_hands(state_class, rng, ENGINE_MATCHES_PER_ROUND)
        engine_time += time.process_time() - start
        hands, actions = hands + h, actions + a
        start = time.process_time()
        bare += loops.bare_hands(rng, BARE_HANDS_PER_ROUND)
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


def run_bench(args: argparse.Namespace) -> int:
    from game.cli import CommandError

    if args.what == "engine":
        result = bench_engine(args.game, ENGINE_SECONDS)
    elif args.what == "ai" and not GAMES[args.game].playable:
        raise CommandError(f"'bench {args.what}' for {args.game} is not available yet")
    elif args.what == "ai":
        from game.aluette.ai.bench import bench_ai

        result = bench_ai()
    else:
        try:
            from game.ui.bench import bench_render
        except ModuleNotFoundError:
            raise CommandError("'bench render' is not available yet") from None
        result = bench_render(game=args.game)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0
