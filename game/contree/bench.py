"""The bare hand loop ``aluette bench engine --game contree`` times the engine against.

The engine's loop (``game.bench``) plays random legal matches through ``State.apply``;
``bare_hands`` plays the same kind of hand — cut, deal 3-2-3, an auction, eight tricks under the
play obligations, the score, the pack gathered — with plain lists and no checks, events or
copies: the least a hand can cost in Python, the yardstick of the budget. Both choose uniformly
among the legal actions with the default options, so they play hands of the same length.
"""

from __future__ import annotations

import random

from game.contree.cards import POINTS, STRENGTH, TRUMP_BASE
from game.contree.rules.actions import CAPOT, VALUES


def bare_hands(rng: random.Random, count: int) -> int:
    """Play ``count`` random hands with plain lists; returns ``count``."""
    pack = list(range(32))
    rng.shuffle(pack)
    dealer = 0
    for _ in range(count):
        at = rng.randint(3, 29)
        pack = pack[at:] + pack[:at]
        first = (dealer + 3) % 4
        order = [first, (first + 3) % 4, (first + 2) % 4, (first + 1) % 4]
        hands: list[list[int]] = [[], [], [], []]
        top = 0
        for size in (3, 2, 3):
            for seat in order:
                hands[seat] += pack[top : top + size]
                top += size
        # the auction
        seat, value, bidder, trump, passes, multiplier = first, 0, -1, 0, 0, 1
        while True:
            calls: list = ["pass"]
            calls += [(v, t) for v in VALUES if v > value for t in range(4)]
            if bidder >= 0 and (bidder - seat) % 2:
                calls.append("contre")
            call = rng.choice(calls)
            if call == "pass":
                passes += 1
                if passes == (3 if bidder >= 0 else 4):
                    break
            elif call == "contre":
                multiplier = 2
                a = (seat + 3) % 4
                for _speaker in (a, (a + 2) % 4):
                    if rng.choice(("pass", "surcontre")) == "surcontre":
                        multiplier = 4
                        break
                break
            else:
                value, trump = call
                bidder, passes = seat, 0
            seat = (seat + 3) % 4
        if bidder < 0:
            pack = [c for s in range(4) for c in hands[(first + s) % 4]]
            dealer = first
            continue
        # the play
        strength, points_of = STRENGTH[trump], POINTS[trump]
        leader, won, points = first, [0, 0, 0, 0], [0, 0]
        piles: list[list[int]] = [[], []]
        for number in range(8):
            trick: list[int] = []
            seat, winner, best = leader, leader, -1
            for _k in range(4):
                hand = hands[seat]
                if trick:
                    led = trick[0] >> 3
                    trumps = [c for c in hand if c >> 3 == trump]
                    allowed = hand
                    if led == trump:
                        allowed = trumps or hand
                    else:
                        follow = [c for c in hand if c >> 3 == led]
                        if follow:
                            allowed = follow
                        elif trumps and (winner - seat) % 2:
                            higher = [c for c in trumps if strength[c] > best]
                            allowed = trumps if best < TRUMP_BASE else higher or hand
                    c = rng.choice(allowed)
                    suit = c >> 3
                    if (suit in (led, trump)) and strength[c] > best:
                        winner, best = seat, strength[c]
                else:
                    c = rng.choice(hand)
                    best = strength[c]
                hand.remove(c)
                trick.append(c)
                seat = (seat + 3) % 4
            won[winner] += 1
            points[winner % 2] += sum(points_of[c] for c in trick) + (10 if number == 7 else 0)
            piles[winner % 2] += trick
            leader = winner
        # the score
        attack = bidder % 2
        made = won[attack] + won[attack + 2] == 8 if value == CAPOT else points[attack] >= value
        rounded = (points[1 - attack] + 5) // 10 * 10
        score = [0, 0]
        if made:
            score[1 - attack], score[attack] = rounded, 160 - rounded + value * multiplier
        else:
            score[1 - attack] = 160 + value * multiplier
        pack = piles[leader % 2] + piles[1 - leader % 2]
        dealer = first
    return count
