"""Contrée's score (CONTREE.md §7–10): made or not, round10, capot, contre and surcontre,
belote as a margin or as points; the worked examples of CONTREE-SOURCES.md §6.7 through the
engine itself."""

from __future__ import annotations

import random

import pytest
from contree_helpers import after_calls, of_type, play_randomly, random_hands

from game.contree.cards import belote_cards, card
from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT
from game.contree.rules.scoring import round10, score_hand


@pytest.mark.parametrize(
    "points, rounded",
    [(0, 0), (4, 0), (5, 10), (64, 60), (65, 70), (66, 70), (75, 80), (155, 160), (154, 150)],
)
def test_round10_rounds_a_five_upward(points: int, rounded: int) -> None:
    assert round10(points) == rounded


def test_made_contract() -> None:
    s = score_hand(1, 100, 1, (50, 112), (3, 5), None, "margin")
    assert s.made and s.defence_rounded == 50
    assert s.points == (50, 210)


def test_failed_contract() -> None:
    s = score_hand(0, 120, 1, (104, 58), (4, 4), None, "margin")
    assert not s.made and s.points == (0, 280)


def test_the_contract_is_judged_on_raw_points_not_rounded() -> None:
    assert not score_hand(0, 80, 1, (79, 83), (4, 4), None, "margin").made
    assert score_hand(0, 80, 1, (80, 82), (4, 4), None, "margin").made


@pytest.mark.parametrize("multiplier", [1, 2, 4])
def test_contre_and_surcontre_multiply_the_contract_value(multiplier: int) -> None:
    made = score_hand(0, 90, multiplier, (95, 67), (5, 3), None, "margin")
    assert made.contract_value == 90 * multiplier
    assert made.points == (160 - 70 + 90 * multiplier, 70)
    failed = score_hand(0, 90, multiplier, (85, 77), (5, 3), None, "margin")
    assert failed.points == (0, 160 + 90 * multiplier)


@pytest.mark.parametrize("tricks, made", [((8, 0), True), ((7, 1), False)])
def test_capot_is_worth_410_made_or_not(tricks: tuple[int, int], made: bool) -> None:
    card_points = (162, 0) if made else (150, 12)
    s = score_hand(0, CAPOT, 1, card_points, tricks, None, "margin")
    assert s.made is made
    assert s.points == ((410, 0) if made else (0, 410))
    contred = score_hand(0, CAPOT, 2, card_points, tricks, None, "margin")
    assert max(contred.points) == 160 + 500


def test_an_unbid_capot_is_a_made_value_contract() -> None:
    s = score_hand(0, 80, 1, (162, 0), (8, 0), None, "margin")
    assert s.points == (240, 0)


@pytest.mark.parametrize(
    "mode, holder, attack_points, made, points",
    [
        ("margin", 0, 64, True, (140, 100)),  # 64 + 20 >= 80; never scored
        ("margin", 1, 64, False, (0, 240)),  # a defence belote helps nobody
        ("off", 0, 64, False, (0, 240)),
        ("points", 0, 64, True, (160, 100)),  # counted toward the contract, and scored
        ("points", 1, 64, False, (0, 260)),  # to its holders, made or not
        ("points", 1, 100, True, (180, 80)),  # defence 62 -> 60, + 20
    ],
)
def test_belote(mode: str, holder: int, attack_points: int, made: bool, points: tuple) -> None:
    s = score_hand(0, 80, 1, (attack_points, 162 - attack_points), (4, 4), holder, mode)
    assert s.made is made
    assert s.points == points
    assert s.margin == (20 if holder == 0 and mode != "off" else 0)


# --- the worked examples, through the engine --------------------------------------------------


def give_belote(hands: list[list[int]], seat: int, trump: int) -> None:
    for c in belote_cards(trump):
        owner = next(s for s in range(4) if c in hands[s])
        if owner != seat:
            swap = next(x for x in hands[seat] if x not in belote_cards(trump))
            hands[owner][hands[owner].index(c)] = swap
            hands[seat][hands[seat].index(swap)] = c


def a_played_hand(calls: list[str], defence_points: int, attack_belote: bool):
    """A random hand under ``calls`` (dealer 0: seat 3 bids first) where the defence took
    ``defence_points`` and the attack holds the belote or not."""
    trump = "SHDC".index(calls[0][-1])
    for seed in range(20_000):
        hands = random_hands(seed)
        if attack_belote:
            give_belote(hands, 3, trump)
        state, _ = after_calls(calls, hands=hands)
        end, events = play_randomly(state, random.Random(seed))
        score = end.result.score
        holds = score.belote == score.attack
        if score.card_points[1 - score.attack] == defence_points and holds == attack_belote:
            return score, events
    raise AssertionError("no such hand found")


def test_example_made() -> None:
    # Bid 100 hearts. Defence 50 (attack 112). Made: defence 50; attack 160 - 50 + 100 = 210.
    score, _ = a_played_hand(["100H", "pass", "pass", "pass"], 50, attack_belote=False)
    assert score.card_points[score.attack] == 112 and score.made
    assert (score.points[1 - score.attack], score.points[score.attack]) == (50, 210)


def test_example_made_with_the_belote_margin() -> None:
    # Bid 80 spades; the attack has 64 and a belote: made. Defence 98 -> 100; attack 140.
    score, events = a_played_hand(["80S", "pass", "pass", "pass"], 98, attack_belote=True)
    assert score.card_points[score.attack] == 64 and score.made and score.margin == 20
    assert (score.points[1 - score.attack], score.points[score.attack]) == (100, 140)
    announced = of_type(events, ev.BeloteAnnounced)
    assert {a.card for a in announced} == {card("KS"), card("QS")}


def test_example_failed() -> None:
    # Bid 120 diamonds. The attack has 104. Failed: defence 160 + 120 = 280; attack 0.
    score, _ = a_played_hand(["120D", "pass", "pass", "pass"], 58, attack_belote=False)
    assert score.card_points[score.attack] == 104 and not score.made
    assert (score.points[1 - score.attack], score.points[score.attack]) == (280, 0)


def test_example_doubled_made() -> None:
    # Bid 90 clubs, doubled. Defence 67 -> 70. Attack 160 - 70 + 180 = 270; defence 70.
    score, _ = a_played_hand(["90C", "contre", "pass", "pass"], 67, attack_belote=False)
    assert score.multiplier == 2 and score.made
    assert (score.points[1 - score.attack], score.points[score.attack]) == (70, 270)


def test_the_hand_result_carries_every_term() -> None:
    score, events = a_played_hand(["90C", "contre", "pass", "pass"], 67, attack_belote=False)
    (end,) = of_type(events, ev.HandEnded)
    assert end.score == score and end.points == score.points
    assert sum(score.card_points) == 162 and sum(score.tricks) == 8
    assert (score.value, score.contract_value, score.defence_rounded) == (90, 180, 70)
