"""Aluette's hand review judge (``game.aluette.review``, ``api.evaluate``) on recorded hands.

Exact values are checked against the engine's brute force of ``test_aluette_solver``; the
closed reading against a decision whose answer no hidden card can change.
"""

from __future__ import annotations

import pytest
from test_aluette_solver import brute_force

from game.aluette import api
from game.aluette.ai import make_bot
from game.aluette.ai.driver import next_bot_action
from game.aluette.rules.actions import Offer, OfferAgree, Play
from game.interface import Decision


def recorded_hand(seed: int) -> dict:
    """The record of a match's first hand, played by the standard bots."""
    state, _ = api.new_match(seed, api.default_options())
    bots = {s: make_bot("standard", seed + s) for s in range(state.n)}
    while state.hand_no == 1 and not state.is_over:
        state = state.apply(next_bot_action(state, bots))[0]
    return api.write_record(state.finished[-1])


@pytest.fixture(scope="module")
def decisions() -> list[Decision]:
    return api.decisions(recorded_hand(3))


def test_every_alternative_is_listed_with_a_hand_value(decisions: list[Decision]) -> None:
    for d in decisions[:6]:
        values = api.evaluate(d, True, 0)
        actions = [v.action for v in values]
        assert d.action in actions
        if not isinstance(d.action, Offer):
            assert sorted(map(repr, actions)) == sorted(map(repr, d.state.legal_actions()))
        assert all(-2 <= v.value <= 2 for v in values)


def test_open_cards_are_exact_in_the_last_tricks(decisions: list[Decision]) -> None:
    cards = [d for d in decisions if d.kind == "card"]
    for d in cards[-8:]:
        values = api.evaluate(d, True, 0)
        assert all(v.exact for v in values)
        team = d.state.team(d.seat)
        for v in values:
            assert v.value == brute_force(d.state.apply(v.action)[0], team)


def test_what_the_seat_knew_is_never_exact(decisions: list[Decision]) -> None:
    d = [d for d in decisions if d.kind == "card"][-6]
    values = api.evaluate(d, False, 0)
    assert d.action in [v.action for v in values]
    assert not any(v.exact for v in values)


def test_the_last_card_is_judged_alike_in_both_readings(decisions: list[Decision]) -> None:
    """The hand's last card: a single alternative, whose result no hidden card can change."""
    last = decisions[-1]
    assert isinstance(last.action, Play)
    closed = api.evaluate(last, False, 0)
    opened = api.evaluate(last, True, 0)
    assert [v.value for v in closed] == [v.value for v in opened]


def test_an_offer_is_weighed_against_playing_on() -> None:
    decisions = api.decisions(recorded_hand(3))
    first_card = next(d for d in decisions if d.kind == "card")
    offer = Decision(first_card.state, 1, Offer(1), "offer", None)
    values = api.evaluate(offer, True, 0)
    assert [v.action for v in values] == [Offer(1), OfferAgree(1, False)]
    assert all(-2 <= v.value <= 2 for v in values)


def test_grades_grow() -> None:
    inaccuracy, mistake, blunder = api.GRADES
    assert 0 < inaccuracy < mistake < blunder
