"""The double-dummy solver in no trump and all trumps (rule 14) against a plain minimax
through the engine, and built endings whose answers are certain."""

from __future__ import annotations

import random

import pytest

from game.contree.ai.solver import Solver, fast_legal
from game.contree.cards import ALL_TRUMPS, NO_TRUMP, card
from game.contree.rules.actions import PASSES, PLAYS, Bid
from game.contree.rules.options import Options
from game.contree.rules.play import legal_cards, master
from game.contree.rules.state import PLAY, State

OPTIONS = [
    Options(no_trump="on"),
    Options(no_trump="on", raise_on_trump_lead=True, undertrump=True, direction="clockwise"),
]


def ending(seed: int, options: Options, trump: int, tricks_left: int) -> State:
    """A random deal under an 80 in ``trump``, played at random to ``tricks_left`` tricks
    from the end, and a random part of the next trick."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    state = State.from_deal(options, rng.randrange(4), [deck[i::4] for i in range(4)])
    state = state.apply(Bid(state.to_act, 80, trump))[0]
    while state.phase != PLAY:
        state = state.apply(PASSES[state.to_act])[0]
    stop = 32 - 4 * tricks_left + rng.randrange(4)
    while len(state.plays()) < stop:
        state = state.apply(PLAYS[state.to_act][rng.choice(list(state.legal_cards()))])[0]
    return state


def brute(state: State, tricks: bool) -> int:
    """Team 0's final card points (or tricks), every legal card tried through the engine."""
    if state.phase != PLAY:
        won = state.won
        return won[0] + won[2] if tricks else state.card_points[0]
    seat = state.to_act
    values = [brute(state.apply(PLAYS[seat][c])[0], tricks) for c in state.legal_cards()]
    return max(values) if seat % 2 == 0 else min(values)


def already(state: State, tricks: bool) -> int:
    return state.won[0] + state.won[2] if tricks else state.card_points[0]


@pytest.mark.parametrize("tricks", [False, True])
@pytest.mark.parametrize("trump", [NO_TRUMP, ALL_TRUMPS])
@pytest.mark.parametrize("seed", range(10))
def test_every_card_valued_as_the_brute_force_does(seed: int, trump: int, tricks: bool) -> None:
    options = OPTIONS[seed % 2]
    state = ending(seed, options, trump, 3)
    seat = state.to_act
    o = state.options
    solver = Solver(trump, state.step, o.raise_on_trump_lead, o.undertrump, tricks)
    values = solver.card_values(state.hands, state.trick, seat)
    assert sorted(values) == sorted(state.legal_cards())
    for c, v in values.items():
        after = state.apply(PLAYS[seat][c])[0]
        assert already(state, tricks) + v == brute(after, tricks), c
    want = brute(state, tricks)
    assert already(state, tricks) + solver.value(state.hands, state.trick, seat) == want
    rest = want - already(state, tricks)
    assert solver.reaches(state.hands, state.trick, seat, rest)
    assert not solver.reaches(state.hands, state.trick, seat, rest + 1)


def test_the_fast_legal_cards_are_the_engines_without_a_trump_suit() -> None:
    rng = random.Random(11)
    for _ in range(10_000):
        deck = list(range(32))
        rng.shuffle(deck)
        trump, leader, step = rng.choice((NO_TRUMP, ALL_TRUMPS)), rng.randrange(4), 3
        rules = (rng.random() < 0.5, rng.random() < 0.5)
        n = rng.randrange(4)
        trick = tuple(((leader + i * step) % 4, deck[i]) for i in range(n))
        seat = (leader + n * step) % 4
        hand = deck[n : n + rng.randrange(1, 9)]
        led, win, best = -1, 0, 0
        if trick:
            led = trick[0][1] >> 3
            win, best = master(trick, trump)
        solver = Solver(trump, step, *rules)
        mask = sum(1 << c for c in hand)
        got = fast_legal(mask, led, win, best, seat, trump, solver.above, *rules)
        want = legal_cards(hand, trick, seat, trump, *rules)[0]
        assert got == sum(1 << c for c in want), (hand, trick, seat, trump, rules)


def hands_of(*codes: str) -> list[list[int]]:
    return [[card(c) for c in h.split()] for h in codes]


def test_no_trump_an_ace_beats_a_jack_and_nothing_ruffs() -> None:
    # No trump, seat 0 leads (counter-clockwise: 0, 3, 2, 1). Its ace and ten of spades are
    # the best two spades and nobody else holds a spade: it takes both tricks, every point
    # (19 + 10 + 2 + 2 + 2 + 0 + 2 + 0) and the dix de der; a lead of the ten first is as good.
    hands = hands_of("AS TS", "JH 9H", "JD 7D", "JC 8C")
    total = 19 + 10 + 2 + 0 + 2 + 0 + 2 + 0 + 10
    solver = Solver(NO_TRUMP, 3, False, False)
    assert solver.card_values(hands, (), 0) == {card("AS"): total, card("TS"): total}


def test_all_trumps_the_jack_wins_and_the_follower_must_beat() -> None:
    # All trumps: seat 1 led the nine of hearts; seat 0 holds the jack and the ace of hearts and
    # must beat the nine: only the jack is legal, and it wins the trick.
    hands = hands_of("JH AH", "7S", "8S 8D", "TS 7D")
    trick = ((1, card("9H")),)
    values = Solver(ALL_TRUMPS, 3, False, False).card_values(hands, trick, 0)
    assert list(values) == [card("JH")]
