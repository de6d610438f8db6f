"""The positions ``aluette bench ai --game contree`` times the bots on (harness: ``game.bench``).

Seeded hands played by standard bots, every call of the auction and every card: ``phase_of``
tells the harness to time the bidding and the play apart. Half the hands are the text's rules,
half the *Coinche* preset's (announcements, no trump and all trumps), among them every one of
its first seeds that ends in a no-trump or all-trumps contract.
"""

from __future__ import annotations

from game.contree.ai import make_bot
from game.contree.ai.driver import next_bot_action
from game.contree.cards import NO_TRUMP
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.state import State

SEEDS = range(12)
COINCHE_SEEDS = range(100, 112)
"""The *Coinche* hands timed, besides …"""
NO_TRUMP_SEEDS = range(200, 260)
"""… those of these seeds whose contract is no trump or all trumps."""


def positions() -> list[State]:
    """States where a bot must decide, from seeded hands (always the same set)."""
    coinche = Options.from_mapping(PRESETS["coinche"])
    found: list[State] = []
    for seed in SEEDS:
        found += standard_hand(seed, Options())
    for seed in COINCHE_SEEDS:
        found += standard_hand(seed, coinche)
    for seed in NO_TRUMP_SEEDS:
        states = standard_hand(seed, coinche)
        contract = states[-1].contract
        if contract is not None and contract.trump >= NO_TRUMP:
            found += states
    return found


def standard_hand(seed: int, options: Options) -> list[State]:
    """Every state of one seeded hand where a standard bot decided."""
    state, _ = State.new_match(seed, options)
    bots = {s: make_bot("standard", seed * 8 + s) for s in range(state.n)}
    found: list[State] = []
    while state.deals == 0:
        found.append(state)
        action = next_bot_action(state, bots)
        assert action is not None, "bots play every seat"
        state, _ = state.apply(action)
    return found


def phase_of(state: State) -> str:
    """``auction`` or ``play``."""
    return state.phase
