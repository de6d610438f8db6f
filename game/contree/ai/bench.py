"""The positions ``aluette bench ai --game contree`` times the bots on (harness: ``game.bench``).

Seeded hands played by standard bots, every call of the auction and every card: ``phase_of``
tells the harness to time the bidding and the play apart.
"""

from __future__ import annotations

from game.contree.ai import make_bot
from game.contree.ai.driver import next_bot_action
from game.contree.rules.state import State

SEEDS = range(12)


def positions() -> list[State]:
    """States where a bot must decide, from seeded hands (always the same set)."""
    found: list[State] = []
    for seed in SEEDS:
        state, _ = State.new_match(seed)
        bots = {s: make_bot("standard", seed * 8 + s) for s in range(state.n)}
        while state.deals == 0:
            found.append(state)
            action = next_bot_action(state, bots)
            assert action is not None, "bots play every seat"
            state, _ = state.apply(action)
    return found


def phase_of(state: State) -> str:
    """``auction`` or ``play``."""
    return state.phase
