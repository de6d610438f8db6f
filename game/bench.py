"""``aluette bench engine|ai|render [--json]``: speed figures measured on this machine.

``engine`` plays random legal hands through the real engine and, in the same run, a minimal
pure-Python hand loop (shuffle, deal, nine tricks of four cards) as the yardstick the budget
is stated against. ``ai`` and ``render`` live beside the code they measure.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from game.aluette.cards import CLASS, DECK
from game.aluette.rules.options import Options
from game.aluette.rules.state import State

ENGINE_SECONDS = 2.0


def bench_engine(seconds: float = ENGINE_SECONDS) -> dict[str, Any]:
    """Random complete hands per second through ``State.apply``, and the bare-loop reference."""
    rng = random.Random(1)
    options = Options()
    hands = actions = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state, _ = State.new_match(seed, options)
        seed += 1
        while not state.is_over:
            state, _ = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        hands += state.deals
    elapsed = time.perf_counter() - start
    engine = hands / elapsed
    reference = _minimal_hand_loop(seconds / 2)
    return {
        "hands_per_s": round(engine),
        "actions_per_s": round(actions / elapsed),
        "reference_hands_per_s": round(reference),
        "ratio": round(engine / reference, 3),
    }


def _minimal_hand_loop(seconds: float) -> float:
    """Hands per second of the least a hand can cost in Python: the budget's yardstick."""
    rng = random.Random(2)
    deck = list(DECK)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(100):
            rng.shuffle(deck)
            held = [deck[i * 9 : i * 9 + 9] for i in range(4)]
            leader = 0
            for _trick in range(9):
                best, winner = 99, -1
                for k in range(4):
                    seat = (leader + k) % 4
                    c = held[seat].pop(rng.randrange(len(held[seat])))
                    if CLASS[c] < best:
                        best, winner = CLASS[c], seat
                    elif CLASS[c] == best:
                        winner = -1
                if winner >= 0:
                    leader = winner
            hands += 1
    return hands / (time.perf_counter() - start)


def run_bench(args: argparse.Namespace) -> int:
    if args.what == "engine":
        result = bench_engine()
    elif args.what == "ai":
        from game.aluette.ai.bench import bench_ai

        result = bench_ai()
    else:
        from game.cli import CommandError

        try:
            from game.ui.bench import bench_render
        except ModuleNotFoundError:
            raise CommandError("'bench render' is not available yet") from None
        result = bench_render()
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0
