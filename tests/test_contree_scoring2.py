"""Rule 12's four ways to count and rule 13's announcement points (CONTREE.md), each branch
against numbers worked out by hand from the rules page, and the match's new lengths."""

from __future__ import annotations

import pytest

from game.contree.rules.actions import CAPOT
from game.contree.rules.scoring import match_winner, score_hand

# score_hand(attack, value, multiplier, card points, tricks, belote team, belote mode,
#            system, (announcement team, announcement points))


def test_made_and_declared_is_rule_10() -> None:
    s = score_hand(0, 90, 2, (95, 67), (5, 3), None, "margin", "made_and_declared")
    assert s.made and s.points == (160 - 70 + 180, 70)  # the rules page's 270


def test_made_and_declared_announcements_count_toward_the_contract() -> None:
    s = score_hand(0, 100, 1, (85, 77), (4, 4), None, "margin", "made_and_declared", (0, 20))
    assert s.made and s.attack_announcements == 20
    assert s.points == (160 - 80 + 100 + 20, 80)
    assert s.contract_points == (180, 80) and s.announcement_points == (20, 0)


def test_announcements_go_to_the_defence_when_the_contract_fails() -> None:
    s = score_hand(0, 100, 1, (75, 87), (4, 4), None, "margin", "made_and_declared", (0, 20))
    assert not s.made
    assert s.points == (0, 160 + 100 + 20)
    assert s.announcement_points == (0, 20)


def test_the_defences_announcements_score_when_the_contract_is_made() -> None:
    s = score_hand(0, 80, 1, (100, 62), (5, 3), None, "margin", "made_and_declared", (1, 50))
    assert s.made and s.attack_announcements == 0
    assert s.points == (160 - 60 + 80, 60 + 50)


def test_announcements_are_never_multiplied() -> None:
    s = score_hand(1, 80, 4, (70, 92), (3, 5), None, "margin", "made_and_declared", (1, 100))
    assert s.made  # 92 ≥ 80 without the announcements
    assert s.points == (70, 160 - 70 + 320 + 100)


def test_announcements_do_not_make_a_capot() -> None:
    s = score_hand(0, CAPOT, 1, (152, 10), (7, 1), None, "margin", "made_and_declared", (0, 200))
    assert not s.made and s.points == (0, 160 + 250 + 200)


@pytest.mark.parametrize(
    ("multiplier", "card_points", "made", "points"),
    [
        (1, (95, 67), True, (90, 0)),
        (2, (95, 67), True, (180, 0)),
        (1, (85, 77), False, (0, 90)),
        (4, (85, 77), False, (0, 360)),
    ],
)
def test_declared(multiplier: int, card_points: tuple, made: bool, points: tuple) -> None:
    s = score_hand(0, 90, multiplier, card_points, (4, 4), None, "margin", "declared")
    assert (s.made, s.points) == (made, points)


def test_declared_capot() -> None:
    made = score_hand(1, CAPOT, 2, (0, 162), (0, 8), None, "margin", "declared")
    assert made.made and made.points == (0, 500)
    down = score_hand(1, CAPOT, 1, (10, 152), (1, 7), None, "margin", "declared")
    assert not down.made and down.points == (250, 0)


def test_made_capot() -> None:
    made = score_hand(1, CAPOT, 1, (0, 162), (0, 8), None, "margin", "made")
    assert made.made and made.points == (0, 160)
    down = score_hand(1, CAPOT, 2, (10, 152), (1, 7), None, "margin", "made")
    assert not down.made and down.points == (320, 0)


def test_declared_with_belote_points_and_announcements() -> None:
    s = score_hand(0, 90, 1, (95, 67), (5, 3), 1, "points", "declared", (0, 20))
    assert s.made and s.points == (90 + 20, 20)


@pytest.mark.parametrize(
    ("value", "multiplier", "card_points", "points"),
    [
        (90, 1, (95, 67), (100, 70)),  # made: round10 of each
        (90, 2, (95, 67), (200, 70)),  # made, contred: the attack's times 2
        (90, 4, (95, 67), (400, 70)),
        (120, 1, (100, 62), (0, 160)),  # down
        (120, 2, (100, 62), (0, 320)),
    ],
)
def test_made(value: int, multiplier: int, card_points: tuple, points: tuple) -> None:
    s = score_hand(0, value, multiplier, card_points, (4, 4), None, "margin", "made")
    assert s.points == points


def test_made_with_the_belote_margin() -> None:
    s = score_hand(1, 100, 1, (78, 84), (4, 4), 1, "margin", "made")
    assert s.made and s.margin == 20 and s.points == (80, 80)


@pytest.mark.parametrize(
    ("value", "multiplier", "card_points", "tricks", "points"),
    [
        (90, 1, (95, 67), (5, 3), (95 + 90, 67)),  # no rounding
        (120, 1, (100, 62), (5, 3), (0, 162 + 120)),  # down
        (80, 1, (162, 0), (8, 0), (252 + 80, 0)),  # all 8 tricks: 252 card points
        (CAPOT, 1, (162, 0), (8, 0), (252 + 250, 0)),
        (CAPOT, 1, (150, 12), (7, 1), (0, 162 + 250)),
        (90, 2, (95, 67), (5, 3), ((162 + 90) * 2, 0)),  # contred: the winner of the bet
        (120, 2, (100, 62), (5, 3), (0, (162 + 120) * 2)),
        (100, 4, (162, 0), (8, 0), ((252 + 100) * 4, 0)),
        (100, 4, (90, 72), (4, 4), (0, (162 + 100) * 4)),
    ],
)
def test_club(
    value: int, multiplier: int, card_points: tuple, tricks: tuple, points: tuple
) -> None:
    s = score_hand(0, value, multiplier, card_points, tricks, None, "margin", "club")
    assert s.points == points
    assert s.club_total == (252 if tricks[0] == 8 else 162)


def test_club_belote_margin_and_points() -> None:
    margin = score_hand(0, 100, 1, (82, 80), (4, 4), 0, "margin", "club")
    assert margin.made and margin.points == (182, 80)
    points = score_hand(0, 100, 1, (82, 80), (4, 4), 0, "points", "club")
    assert points.points == (202, 80) and points.belote_points == (20, 0)
    down = score_hand(0, 100, 1, (82, 80), (4, 4), 1, "points", "club")
    assert not down.made and down.points == (0, 162 + 100 + 20)


def test_club_contre_with_announcements() -> None:
    made = score_hand(0, 90, 2, (80, 82), (4, 4), None, "margin", "club", (0, 20))
    assert made.made and made.points == ((162 + 90) * 2 + 20, 0)
    down = score_hand(0, 110, 2, (80, 82), (4, 4), None, "margin", "club", (0, 20))
    assert not down.made and down.points == (0, (162 + 110) * 2 + 20)


def test_match_of_a_number_of_hands() -> None:
    assert match_winner((900, 100), 2000, hands=4, played=3) is None
    assert match_winner((90, 100), 2000, hands=4, played=4) == 1
    assert match_winner((3000, 100), 2000, hands=4, played=2) is None  # the target is off
    assert match_winner((100, 100), 2000, hands=4, played=4) is None  # a tie plays on
    assert match_winner((110, 100), 2000, hands=4, played=5) == 0


def test_target_1500() -> None:
    assert match_winner((1490, 1200), 1500) is None
    assert match_winner((1500, 1200), 1500) == 0
