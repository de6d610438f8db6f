"""Scoring a Contrée hand and deciding the match (``rules/CONTREE.md`` §8–13).

Pure functions of the hand's facts, so the worked examples of the rules can be checked
directly and the engine, the replay and the bots all ask the same code. A ``HandScore``
keeps every term of the score, for the table to explain it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.contree.rules.actions import CAPOT

BASE = 160
"""The card points a hand is normalised to (162 less the odd two), as the text scores it."""
BELOTE = 20
ALL_TRICKS = 8


def round10(points: int) -> int:
    """To the nearest ten, a units digit of 5 upward: 65 → 70, 64 → 60."""
    return (points + 5) // 10 * 10


SYSTEMS = ("made_and_declared", "declared", "made", "club")
"""The ways to count of rule 12 (option ``scoring``), the default first."""
HAND = 162
"""A hand's card points, dix de der included: what the club system counts, unrounded."""
CAPOT_HAND = 252
"""The club system's card points of a team that took all 8 tricks (162 + 90)."""


@dataclass(frozen=True, slots=True)
class HandScore:
    """Every term of a played hand's score. Teams are 0 (seats 0, 2) and 1 (seats 1, 3)."""

    attack: int  # the bidder's team
    value: int  # the bid: 80–160, or CAPOT
    multiplier: int  # 1, 2 after a contre, 4 after a surcontre
    contract_value: int  # value × multiplier
    card_points: tuple[int, int]  # per team, dix de der included
    tricks: tuple[int, int]  # per team
    belote: int | None  # the team holding king and queen of trumps
    margin: int  # 20 when the attack's belote counts toward the contract, else 0
    made: bool
    defence_rounded: int  # round10 of the defence's card points
    belote_points: tuple[int, int]  # 20 to the holder under ``belote: points``
    points: tuple[int, int]  # what each team scores: contract + belote + announcements
    system: str = SYSTEMS[0]  # option ``scoring``
    attack_rounded: int = 0  # round10 of the attack's card points (``made``)
    club_total: int = HAND  # the club's T: 252 when the attack took all 8 tricks, else 162
    contract_points: tuple[int, int] = (0, 0)  # per team, before belote and announcements
    announcement_team: int | None = None  # the team whose announcements scored (rule 13)
    announcement_total: int = 0  # their points
    attack_announcements: int = 0  # the attack's, counted toward the contract
    announcement_points: tuple[int, int] = (0, 0)  # as scored: all to the defence if down


def score_hand(
    attack: int,
    value: int,
    multiplier: int,
    card_points: Sequence[int],
    tricks: Sequence[int],
    belote: int | None,
    belote_mode: str,
    system: str = SYSTEMS[0],
    announcements: tuple[int | None, int] = (None, 0),
) -> HandScore:
    """The score of a finished hand played under a contract, counted by ``system`` (rule
    12); ``announcements`` is the team whose announcements scored and their points."""
    defence = 1 - attack
    margin = BELOTE if belote == attack and belote_mode != "off" else 0
    announcer, announced = announcements
    attack_announced = announced if announcer == attack else 0
    if value == CAPOT:
        made = tricks[attack] == ALL_TRICKS
    else:
        made = card_points[attack] + margin + attack_announced >= value
    contract_value = value * multiplier
    rounded = round10(card_points[defence])
    attack_rounded = round10(card_points[attack])
    club_total = CAPOT_HAND if tricks[attack] == ALL_TRICKS else HAND
    points = [0, 0]
    winner = attack if made else defence
    if system == "declared":
        points[winner] = contract_value
    elif system == "made":
        if made:
            points[attack] = attack_rounded * multiplier
            points[defence] = rounded
        else:
            points[defence] = BASE * multiplier
    elif system == "club":
        if multiplier > 1:
            points[winner] = (club_total + value) * multiplier
        elif made:
            taken = club_total if club_total == CAPOT_HAND else card_points[attack]
            points[attack] = taken + value
            points[defence] = card_points[defence]
        else:
            points[defence] = HAND + value
    elif made:
        points[defence] = rounded
        points[attack] = BASE - rounded + contract_value
    else:
        points[defence] = BASE + contract_value
    belote_points = [0, 0]
    if belote is not None and belote_mode == "points":
        belote_points[belote] = BELOTE
    announcement_points = [0, 0]
    if announcer is not None:
        announcement_points[announcer if made else defence] = announced
    return HandScore(
        attack=attack,
        value=value,
        multiplier=multiplier,
        contract_value=contract_value,
        card_points=(card_points[0], card_points[1]),
        tricks=(tricks[0], tricks[1]),
        belote=belote,
        margin=margin,
        made=made,
        defence_rounded=rounded,
        belote_points=(belote_points[0], belote_points[1]),
        points=(
            points[0] + belote_points[0] + announcement_points[0],
            points[1] + belote_points[1] + announcement_points[1],
        ),
        system=system,
        attack_rounded=attack_rounded,
        club_total=club_total,
        contract_points=(points[0], points[1]),
        announcement_team=announcer,
        announcement_total=announced,
        attack_announcements=attack_announced,
        announcement_points=(announcement_points[0], announcement_points[1]),
    )


def match_winner(scores: Sequence[int], target: int, hands: int = 0, played: int = 0) -> int | None:
    """The team that won, or None to play on: with ``hands`` (a match of that many hands),
    once ``played`` hands (not thrown in) reach it; else once a team reached the target.
    The higher total wins; a tie plays another hand."""
    if scores[0] == scores[1] or (played < hands if hands else max(scores) < target):
        return None
    return 0 if scores[0] > scores[1] else 1
