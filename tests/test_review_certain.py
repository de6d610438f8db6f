"""The review's default reading ("what you knew") against positions whose answer is certain.

Positions come from hands the standard bots played; each candidate decision is judged here by
brute force, independently of the evaluators: every deal of the cards the deciding seat had
not seen that the cards played allow (any split of them among the other seats, in the sizes
they hold: a superset of the deals it could believe in) is rebuilt through the engine's own
``State.from_deal`` and the record's calls and cards, and every card is valued by a minimax
over the engine's ``apply`` and its result box. A card that loses in every such deal must be
valued lower and its play marked a loss; a card that loses only in the true deal, not on
average, must not be marked a mistake by the default reading (the open cards still see it
lose).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pytest

from game.contree import api
from game.contree.ai import make_bot
from game.contree.ai.driver import play_out
from game.contree.rules import record
from game.contree.rules.actions import PLAYS, Action, Play
from game.contree.rules.options import Options
from game.contree.rules.state import PLAY, IllegalAction, State
from game.interface import Decision
from game.review import Verdict, review

SEEDS = range(40)
CARDS_LEFT = 8
"""Decisions from the seventh trick on: small enough to brute-force every deal."""


def minimax(state: State, team: int) -> int:
    """``team``'s score less the other's, best play by all, every card tried by the engine."""
    if state.phase != PLAY:
        assert state.result is not None
        points = state.result.points
        return points[team] - points[1 - team]
    seat = state.to_act
    assert seat is not None
    values = [minimax(state.apply(PLAYS[seat][c])[0], team) for c in state.legal_cards()]
    return max(values) if seat % 2 == team else min(values)


def plays(state: State) -> list[tuple[int, int]]:
    """Every card played so far, in order, as (seat, card)."""
    done = [p for _, trick, _ in state.trick_log for p in trick]
    return done + list(state.trick)


def deals(state: State, seat: int) -> Iterator[State]:
    """The decision's state rebuilt for every split of the cards ``seat`` has not seen among
    the other seats (each keeps as many as it holds), the true split among them."""
    others = [s for s in range(4) if s != seat]
    unseen = sorted(c for s in others for c in state.hands[s])
    played = plays(state)

    def splits(cards: list[int], seats: list[int]) -> Iterator[dict[int, tuple[int, ...]]]:
        if not seats:
            yield {}
            return
        first, rest = seats[0], seats[1:]
        for mine in combinations(cards, len(state.hands[first])):
            left = [c for c in cards if c not in mine]
            for split in splits(left, rest):
                yield {first: mine, **split}

    for split in splits(unseen, others):
        hands = [list(split.get(s, state.hands[s])) for s in range(4)]
        for s, c in played:
            hands[s].append(c)
        world = State.from_deal(state.options, state.dealer, hands)
        try:
            for call in state.auction.calls:
                world = world.apply(call)[0]
            for s, c in played:
                world = world.apply(PLAYS[s][c])[0]
        except IllegalAction:  # a card played could not have been: a void shown
            continue
        yield world


def card_values(state: State) -> dict[int, int]:
    """Each legal card's minimax value for the seat to act's team."""
    seat = state.to_act
    assert seat is not None
    return {c: minimax(state.apply(PLAYS[seat][c])[0], seat % 2) for c in state.legal_cards()}


def hand(seed: int) -> State:
    """A hand the standard bots played from a seeded deal, to its end."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    state = State.from_deal(Options(), seed % 4, [deck[i::4] for i in range(4)])
    return play_out(state, {s: make_bot("standard", s) for s in range(4)})


def late_choices(seed: int) -> Iterator[tuple[State, list[dict[int, int]], dict[int, int]]]:
    """Card decisions with two legal cards or more in the last tricks of a seeded hand: the
    state, the card values in every deal the seat could not tell apart, in the true deal."""
    for d in api.decisions(record.write(hand(seed))):
        state = d.state
        if d.kind != "card" or sum(map(len, state.hands)) > CARDS_LEFT:
            continue
        if len(state.legal_cards()) < 2:
            continue
        worlds = [card_values(w) for w in deals(state, d.seat)]
        yield state, worlds, card_values(state)


def certain_loser(worlds: list[dict[int, int]]) -> tuple[int, int] | None:
    """(a card that loses against another in every deal, that other), if any."""
    for a in worlds[0]:
        for b in worlds[0]:
            if all(w[a] < w[b] for w in worlds):
                return a, b
    return None


def hidden_loser(worlds: list[dict[int, int]], true: dict[int, int]) -> tuple[int, int] | None:
    """(a card that loses against another in the true deal only, not on average, that
    other), if any: it loses there, and is at least as good as the other in every other deal
    and strictly better in some."""
    for a in true:
        for b in true:
            if true[a] >= true[b]:
                continue
            rest = [w for w in worlds if w != true]
            if rest and all(w[a] >= w[b] for w in rest) and any(w[a] > w[b] for w in rest):
                mean = sum(w[a] - w[b] for w in worlds) / len(worlds)
                if mean > 0:
                    return a, b
    return None


def record_with(state: State, card: int) -> tuple[dict, int]:
    """The record of the hand had the seat to act played ``card`` (the bots finishing it),
    and that card's position in the record's plays."""
    seat = state.to_act
    assert seat is not None
    at = len(plays(state))
    after = play_out(
        state.apply(PLAYS[seat][card])[0], {s: make_bot("standard", s) for s in range(4)}
    )
    return record.write(after), at


def verdict_at(data: dict, seat: int, at: int, open_cards: bool) -> Verdict:
    return next(v for v in review(data, seat, open_cards) if v.play == at)


def values_of(state: State, seat: int, open_cards: bool) -> dict[Action, float]:
    decision = Decision(state, seat, Play(seat, state.legal_cards()[0]), "card", len(plays(state)))
    return {v.action: v.value for v in api.evaluate(decision, open_cards, 0)}


@pytest.fixture(scope="module")
def choices() -> list[tuple[State, list[dict[int, int]], dict[int, int]]]:
    found = []
    for seed in SEEDS:
        found += list(late_choices(seed))
    return found


def test_a_card_that_loses_in_every_deal_is_valued_lower_and_marked_a_loss(choices) -> None:
    certain = [(s, pair) for s, worlds, _ in choices if (pair := certain_loser(worlds))]
    assert len(certain) >= 3, "the seeded hands hold positions with a certain loser"
    for state, (bad, good) in certain[:3]:
        seat = state.to_act
        values = values_of(state, seat, False)
        assert values[PLAYS[seat][bad]] < values[PLAYS[seat][good]]
    state, (bad, _) = certain[0]
    data, at = record_with(state, bad)
    assert verdict_at(data, state.to_act, at, False).loss > 0


def test_a_card_that_loses_only_against_unseen_hands_is_no_mistake(choices) -> None:
    hidden = [(s, pair) for s, worlds, true in choices if (pair := hidden_loser(worlds, true))]
    assert hidden, "the seeded hands hold a card that loses only in the true deal"
    state, (bad, good) = hidden[0]
    data, at = record_with(state, bad)
    seat = state.to_act
    knew = verdict_at(data, seat, at, False)
    assert knew.grade not in ("mistake", "blunder")
    assert knew.loss < api.GRADES[0]
    opened = values_of(state, seat, True)
    assert opened[PLAYS[seat][bad]] < opened[PLAYS[seat][good]]
