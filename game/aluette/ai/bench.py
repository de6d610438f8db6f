"""The positions ``aluette bench ai`` times Aluette's bots on (the harness is ``game.bench``).

The positions come from seeded hands played by standard bots and cover every phase: chant
votes, discards, the offer of the point (agreeing and answering) and cards at every trick.
"""

from __future__ import annotations

from game.aluette.ai.base import make_bot
from game.aluette.ai.driver import next_bot_action
from game.aluette.rules.actions import Offer
from game.aluette.rules.state import PLAY, State

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
            action = next_bot_action(state, bots)
            assert action is not None, "bots play every seat"
            state, _ = state.apply(action)
    return found
