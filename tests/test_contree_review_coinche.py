"""The hand review under the club options: no-trump and all-trumps endings valued exactly
(against a minimax over the engine's own scores), every scoring system, and a declaration
weighed by what its announcement scores."""

from __future__ import annotations

import random

import pytest
from contree_helpers import cards

from game.contree import api
from game.contree.ai import make_bot
from game.contree.ai.driver import play_out
from game.contree.rules import record
from game.contree.rules.actions import DECLARES, PASSES, PLAYS, Bid, Declare, parse_call
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.state import PLAY, State
from game.interface import Decision

COINCHE = PRESETS["coinche"]


def decisions(seed: int, options: Options, trump: int) -> list[Decision]:
    """The decisions of a hand under 80 in ``trump``, played by the standard bots."""
    rng = random.Random(seed)
    deck = list(range(32))
    rng.shuffle(deck)
    state = State.from_deal(options, seed % 4, [deck[i::4] for i in range(4)])
    state, _ = state.apply(Bid(state.to_act, 80, trump))
    state = play_out(state, {s: make_bot("standard", s) for s in range(4)})
    return api.decisions(record.write(state))


def brute(state: State, team: int) -> int:
    """``team``'s score less the other's, every legal card tried through the engine."""
    if state.phase != PLAY:
        points = state.result.points
        return points[team] - points[1 - team]
    seat = state.to_act
    values = [brute(state.apply(PLAYS[seat][c])[0], team) for c in state.legal_cards()]
    return max(values) if seat % 2 == team else min(values)


@pytest.mark.parametrize("trump", [4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_open_cards_value_no_trump_and_all_trumps_endings_exactly(seed: int, trump: int) -> None:
    scoring = ("made_and_declared", "declared", "made", "club")[seed]
    options = Options.from_mapping({**COINCHE, "scoring": scoring})
    cards_decided = [d for d in decisions(seed, options, trump) if d.kind == "card"][-7:]
    for d in cards_decided:
        got = api.evaluate(d, True, 0)
        assert [v.action for v in got] == d.state.legal_actions()
        for v in got:
            assert v.exact
            assert v.value == brute(d.state.apply(v.action)[0], d.seat % 2)


def test_declaring_a_cent_in_attack_is_worth_more_than_any_card() -> None:
    # Dealer 0: seat 3 bids 80 spades and leads with a cent (7S 8S 9S TS JS); nobody else
    # holds an announcement. Declared, its 100 points count toward the contract and score.
    hands = [
        cards(h)
        for h in (
            "QS TH KH 8D QD TC JC AC",
            "KS 7H 9H JH TD KD 8C KC",
            "AS 8H QH 7D 9D JD 9C QC",
            "7S 8S 9S TS JS AH AD 7C",
        )
    ]
    state = State.from_deal(Options.from_mapping(COINCHE), 0, hands)
    state, _ = state.apply(parse_call(3, "80S"))
    while state.phase != PLAY:
        state, _ = state.apply(PASSES[state.to_act])
    assert state.announced is not None
    assert [[a.kind for a in held] for held in state.announced.held] == [[], [], [], ["cent"]]
    decision = Decision(state, 3, state.legal_actions()[0], "card", 0)
    got = {v.action: v.value for v in api.evaluate(decision, True, 0)}
    declare = got.pop(DECLARES[3, "cent"])
    assert all(not isinstance(a, Declare) for a in got)
    assert declare >= max(got.values()) + 100
