"""The bare hand loop ``aluette bench engine`` times Aluette's engine against.

The engine's loop (``game.bench``) plays random legal matches through ``State.apply``;
``bare_hands`` plays the same kind of hand — shuffle, cut, deal by packets of three, the chant
vote (and when all agree, the talon shared and six discards each), nine tricks judged by
strength class, the hand's winner (most tricks, first to reach), mordienne and the points of a
match to five, each match opening with the partnership draw — with plain lists and no checks,
events or copies: the least a hand can cost in Python, the yardstick of the budget. Both
choose uniformly among the legal actions with the default options (a vote agrees one time in
two), so they play hands of the same length.
"""

from __future__ import annotations

import random

from game.aluette.cards import CLASS, DECK, NAMED_CARDS

SEATS = 4
TRICKS = 9
PACKET = 3
DISCARDS = 6
MATCH_POINTS = 5
MADAME = NAMED_CARDS["madame"]
TOP_FOUR = frozenset(NAMED_CARDS[n] for n in ("monsieur", "madame", "borgne", "vache"))


def _draw(rng: random.Random, deck: list[int]) -> int:
    """The partnership draw: cards face up, one by one, to the players still without a top
    card, until the four are out; Madame's holder deals first."""
    rng.shuffle(deck)
    holders: dict[int, int] = {}
    player = rng.randrange(SEATS)
    for c in deck:
        player = (player + 1) % SEATS
        while player in holders.values():
            player = (player + 1) % SEATS
        if c in TOP_FOUR:
            holders[c] = player
            if len(holders) == len(TOP_FOUR):
                break
    return holders[MADAME]


def bare_hands(rng: random.Random, count: int) -> int:
    """Play ``count`` random hands with plain lists; returns ``count``."""
    deck = list(DECK)
    dealer = _draw(rng, deck)
    scores = [0, 0]
    for _ in range(count):
        rng.shuffle(deck)
        at = rng.randint(4, 44)
        cut = deck[at:] + deck[:at]
        first = (dealer + 1) % SEATS
        order = [(first + k) % SEATS for k in range(SEATS)]
        held: list[list[int]] = [[] for _seat in range(SEATS)]
        top = 0
        for _packet in range(TRICKS // PACKET):
            for seat in order:
                held[seat] += cut[top : top + PACKET]
                top += PACKET
        # The chant: from the dealer's left, each seat agrees or refuses; a refusal ends it.
        if all(rng.choice((True, False)) for _seat in order):
            for i, c in enumerate(cut[top:]):
                held[dealer if i % 2 else first].append(c)
            for seat in (first, dealer):
                for _discard in range(DISCARDS):
                    held[seat].pop(rng.randrange(len(held[seat])))
        leader = first
        winners = []
        for _trick in range(TRICKS):
            best, winner = 99, -1
            for k in range(SEATS):
                seat = (leader + k) % SEATS
                hand = held[seat]
                c = hand.pop(rng.randrange(len(hand)))
                if CLASS[c] < best:
                    best, winner = CLASS[c], seat
                elif CLASS[c] == best:
                    winner = -1  # spoiled: the same seat leads again
            winners.append(winner)
            if winner >= 0:
                leader = winner
        # The hand: the most tricks, ties to the first to reach; mordienne scores two.
        counts, last = [0] * SEATS, [0] * SEATS
        for i, w in enumerate(winners):
            if w >= 0:
                counts[w] += 1
                last[w] = i
        most = max(counts)
        if most:
            w = min((s for s in range(SEATS) if counts[s] == most), key=last.__getitem__)
            start = winners.index(w)
            mordienne = start > 0 and all(x == w for x in winners[start:])
            scores[w % 2] += 2 if mordienne else 1
            if max(scores) >= MATCH_POINTS:  # a new match
                scores = [0, 0]
                first = _draw(rng, deck)
        dealer = first
    return count
