"""The two loops ``aluette bench engine`` times against each other for Aluette.

``engine_hands`` plays random legal matches through ``State.apply`` (default options: the
chant, the offer and signals are in the rules, though random play never interjects);
``bare_hands`` is the least a hand can cost in Python — shuffle, deal, nine tricks of four
random cards judged by strength class — the yardstick of the budget.
"""

from __future__ import annotations

import random

from game.aluette.cards import CLASS, DECK
from game.aluette.rules.state import State


def engine_hands(rng: random.Random, matches: int) -> tuple[int, int]:
    """Hands and actions of ``matches`` random matches played through the engine."""
    hands = actions = 0
    for _ in range(matches):
        state, _ = State.new_match(rng.randrange(1 << 30))
        while not state.is_over:
            state, _ = state.apply(rng.choice(state.legal_actions()))
            actions += 1
        hands += state.deals
    return hands, actions


def bare_hands(rng: random.Random, count: int) -> int:
    """Play ``count`` random hands with plain lists; returns ``count``."""
    deck = list(DECK)
    for _ in range(count):
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
    return count
