"""The bare hand loop ``aluette bench engine`` times Aluette's engine against.

``bare_hands`` is the least a hand can cost in Python — shuffle, deal, nine tricks of four
random cards judged by strength class — the yardstick of the budget. (The engine's own loop,
random legal matches with the default options, is the same for both games: ``game.bench``.)
"""

from __future__ import annotations

import random

from game.aluette.cards import CLASS, DECK


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
