"""The double-dummy solver against a plain minimax through the engine, and built endings."""

from __future__ import annotations

import random
from functools import cache

import pytest

from game.contree.ai.solver import Solver, fast_legal
from game.contree.cards import card
from game.contree.rules.actions import PASSES, PLAYS, Bid
from game.contree.rules.options import Options
from game.contree.rules.play import legal_cards, master
from game.contree.rules.state import PLAY, State


def ending(seed: int, options: Options, tricks_left: int) -> State:
    """A random deal under a random contract, played at random to ``tricks_left`` tricks
    from the end, and a random part of the next trick."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    state = State.from_deal(options, rng.randrange(4), [deck[i::4] for i in range(4)])
    state = state.apply(Bid(state.to_act, 80, rng.randrange(4)))[0]
    while state.phase != PLAY:
        state = state.apply(PASSES[state.to_act])[0]
    stop = 32 - 4 * tricks_left + rng.randrange(4)
    while len(state.plays()) < stop:
        state = state.apply(PLAYS[state.to_act][rng.choice(list(state.legal_cards()))])[0]
    return state


def brute(state: State, tricks: bool) -> int:
    """Team 0's final card points (or tricks), both teams playing their best: every legal
    card of every seat tried through the engine itself."""
    if state.phase != PLAY:
        won = state.won
        return won[0] + won[2] if tricks else state.card_points[0]
    seat = state.to_act
    values = [brute(state.apply(PLAYS[seat][c])[0], tricks) for c in state.legal_cards()]
    return max(values) if seat % 2 == 0 else min(values)


def solver_for(state: State, tricks: bool) -> Solver:
    o = state.options
    return Solver(state.contract.trump, state.step, o.raise_on_trump_lead, o.undertrump, tricks)


def already(state: State, tricks: bool) -> int:
    return state.won[0] + state.won[2] if tricks else state.card_points[0]


OPTIONS = [
    Options(),
    Options(raise_on_trump_lead=True, undertrump=True),
    Options(direction="clockwise", undertrump=True),
]


@pytest.mark.parametrize("tricks", [False, True])
@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", range(12))
def test_every_card_valued_as_the_brute_force_does(
    seed: int, options: Options, tricks: bool
) -> None:
    state = ending(seed, options, 3)
    seat = state.to_act
    solver = solver_for(state, tricks)
    values = solver.card_values(state.hands, state.trick, seat)
    assert sorted(values) == sorted(state.legal_cards())
    for c, v in values.items():
        after = state.apply(PLAYS[seat][c])[0]
        assert already(state, tricks) + v == brute(after, tricks), c
    assert already(state, tricks) + solver.value(state.hands, state.trick, seat) == brute(
        state, tricks
    )


def test_the_table_shared_between_positions_keeps_values_exact() -> None:
    solver = Solver(0, 3, False, False)
    for seed in range(8):
        state = ending(seed, Options(), 3)
        if state.contract.trump != 0:
            continue
        got = state.card_points[0] + solver.value(state.hands, state.trick, state.to_act)
        assert got == brute(state, False)


def hands_of(*codes: str) -> list[list[int]]:
    return [[card(c) for c in h.split()] for h in codes]


def test_a_built_ending_whose_answer_is_certain() -> None:
    # Hearts trump, seat 0 leads (counter-clockwise: 0, 3, 2, 1). Seat 0 holds the jack and
    # the nine of trumps, the only trumps left: it takes both tricks whatever it leads, with
    # every point and the dix de der.
    hands = hands_of("JH 9H", "AS TS", "KS QS", "AD TD")
    solver = Solver(1, 3, False, False)
    total = 20 + 14 + 11 + 10 + 4 + 3 + 11 + 10 + 10
    assert solver.card_values(hands, (), 0) == {card("JH"): total, card("9H"): total}
    tricks = Solver(1, 3, False, False, tricks=True)
    assert tricks.value(hands, (), 0) == 2


def test_a_ten_kept_for_the_partner_trick() -> None:
    # Seat 1 led the ace of spades; seat 0 (counter-clockwise: 0, 3, 2 follow) holds no spade
    # and no trump (hearts): any card. Seat 1's last card is the 7 of clubs, which seat 2's
    # ace of clubs takes: seat 0's ten of diamonds kept for that trick is 10 more to team 0
    # than thrown on seat 1's ace now.
    hands = hands_of("TD 7D", "7C", "8D AC", "QS 8S")
    trick = ((1, card("AS")),)
    values = Solver(1, 3, False, False).card_values(hands, trick, 0)
    assert values[card("7D")] - values[card("TD")] == 10


def test_the_fast_legal_cards_are_the_engines_on_random_positions() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        deck = list(range(32))
        rng.shuffle(deck)
        trump, leader, step = rng.randrange(4), rng.randrange(4), rng.choice((1, 3))
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


@pytest.mark.parametrize("seed", range(6))
def test_reaches_says_whether_the_value_is_reached(seed: int) -> None:
    state = ending(seed, OPTIONS[seed % 3], 3)
    solver = solver_for(state, seed % 2 == 0)
    seat = state.to_act
    assert seat is not None
    v = brute(state, seed % 2 == 0) - already(state, seed % 2 == 0)
    assert solver.reaches(state.hands, state.trick, seat, v)
    assert not solver.reaches(state.hands, state.trick, seat, v + 1)


SCORES = {
    "tens": lambda take: (take + 5) // 10,
    "made": lambda take: 1 if take >= 30 else -1,
    "falling": lambda take: -((take + 3) // 7),
    "exact": lambda take: take,
}
"""Monotone scores of team 0's take, as the scoring makes them: rounded, a contract's
threshold, falling with the take (the other team's view), or the take itself."""


@pytest.mark.parametrize("score", sorted(SCORES))
@pytest.mark.parametrize("seed", range(8))
def test_worth_scores_the_brute_forces_take(seed: int, score: str) -> None:
    state = ending(seed + 40, OPTIONS[seed % 3], 3)
    seat = state.to_act
    assert seat is not None
    solver = solver_for(state, False)
    f = SCORES[score]
    base = already(state, False)
    assert solver.worth(state.hands, state.trick, seat, f) == f(brute(state, False) - base)
    worths = solver.card_worths(state.hands, state.trick, seat, f)
    assert sorted(worths) == sorted(state.legal_cards())
    for c, v in worths.items():
        assert v == f(brute(state.apply(PLAYS[seat][c])[0], False) - base), c


@pytest.mark.parametrize("score", sorted(SCORES))
def test_converging_on_a_score_stops_only_where_it_cannot_change(score: str) -> None:
    """The narrowing itself, against the least a search may say: a zero-window search that
    answers only "at least ``x``" or "below ``x``" (no tighter bound), for every true take."""
    f = cache(SCORES[score])
    most = 90
    for true in range(most + 1):
        for guess in (-1, 0, true, most // 2, most):

            def search(alpha: int, beta: int, true: int = true) -> int:
                return beta if true >= beta else alpha

            got = Solver._converge(search, most, guess, f)
            assert f(got) == f(true), (true, guess)
            assert Solver._converge(search, most, guess) == true


@pytest.mark.parametrize("system", ["made_and_declared", "declared", "made", "club"])
def test_the_bots_score_moves_one_way_with_the_take(system: str) -> None:
    """What ``worth`` relies on: the score the bots count (``search._scored_take``) never
    falls for team 0, and never rises for team 1, as team 0 takes more, whatever the
    contract, its contre or surcontre, and the cards already won."""
    from game.contree.ai.search import _scored_take
    from game.contree.rules.actions import CAPOT, Contre, Surcontre

    for seed in range(24):
        rng = random.Random(seed)
        deck = list(range(32))
        rng.shuffle(deck)
        options = Options(scoring=system)
        state = State.from_deal(options, rng.randrange(4), [deck[i::4] for i in range(4)])
        bidder = state.to_act
        value = rng.choice([80, 100, 130, 160, CAPOT])
        state = state.apply(Bid(bidder, value, rng.randrange(4)))[0]
        if seed % 3:
            state = state.apply(Contre(state.to_act))[0]
            surcontres = [a for a in state.legal_actions() if isinstance(a, Surcontre)]
            if seed % 3 == 2 and surcontres:
                state = state.apply(surcontres[0])[0]
        while state.phase != PLAY:
            state = state.apply(PASSES[state.to_act])[0]
        for _ in range(rng.randrange(4, 24)):
            state = state.apply(PLAYS[state.to_act][rng.choice(list(state.legal_cards()))])[0]
        # what is still to take: tricks in a capot, else card points (the dix de der's too)
        most = 8 - len(state.trick_log) if value == CAPOT else 162 - sum(state.card_points)
        for team, sign in ((0, 1), (1, -1)):
            scores = [sign * _scored_take(state, team, t) for t in range(most + 1)]
            assert scores == sorted(scores), (seed, team)
