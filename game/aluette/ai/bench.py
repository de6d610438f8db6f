"""``aluette bench ai``: decision times per level over a fixed set of positions.

The positions come from seeded hands played by standard bots and cover every phase: chant
votes, discards, the offer of the point (agreeing and answering) and cards at every trick.
"""

from __future__ import annotations

import time
from typing import Any

from game.aluette.ai.arena import percentiles
from game.aluette.ai.base import LEVELS, make_bot
from game.aluette.ai.driver import next_bot_action
from game.aluette.rules.actions import Offer
from game.aluette.rules.state import PLAY, State
from game.aluette.rules.view import view

SEEDS = range(12)


def positions() -> list[State]:
    """States where a bot must decide, from seeded hands (always the same set)."""
    found: list[State] = []
    for seed in SEEDS:
        state, _ = State.new_match(seed)
        bots = {s: make_bot("standard", seed * 8 + s) for s in range(state.n)}
        offered = False
        while state.deals == 0:
            if state.to_act is not None:
                found.append(state)
            if state.phase == PLAY and not offered and Offer(0) in state.interjections(0):
                offered = True
                with_offer, _ = state.apply(Offer(0))
                found.append(with_offer)
            state, _ = state.apply(next_bot_action(state, bots))
    return found


def bench_ai() -> dict[str, Any]:
    states = positions()
    levels: dict[str, dict[str, float]] = {}
    for level in LEVELS:
        times = []
        for i, state in enumerate(states):
            bot = make_bot(level, i)
            if getattr(bot, "omniscient", False):
                bot.state = state
            seat_view = view(state, state.to_act)
            start = time.perf_counter()
            bot.choose(seat_view)
            times.append((time.perf_counter() - start) * 1000)
        p = percentiles(times)
        levels[level] = {"p50_ms": p["p50"], "p95_ms": p["p95"], "max_ms": p["max"]}
    return {"positions": len(states), "levels": levels}
