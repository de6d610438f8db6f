"""Scoring a Contrée hand and deciding the match (``rules/CONTREE.md`` §8–11).

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
    points: tuple[int, int]  # what each team scores


def score_hand(
    attack: int,
    value: int,
    multiplier: int,
    card_points: Sequence[int],
    tricks: Sequence[int],
    belote: int | None,
    belote_mode: str,
) -> HandScore:
    """The score of a finished hand played under a contract."""
    defence = 1 - attack
    margin = BELOTE if belote == attack and belote_mode != "off" else 0
    made = tricks[attack] == ALL_TRICKS if value == CAPOT else card_points[attack] + margin >= value
    contract_value = value * multiplier
    rounded = round10(card_points[defence])
    points = [0, 0]
    if made:
        points[defence] = rounded
        points[attack] = BASE - rounded + contract_value
    else:
        points[defence] = BASE + contract_value
    belote_points = [0, 0]
    if belote is not None and belote_mode == "points":
        belote_points[belote] = BELOTE
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
        points=(points[0] + belote_points[0], points[1] + belote_points[1]),
    )


def match_winner(scores: Sequence[int], target: int) -> int | None:
    """The team that won once a team reached the target: the higher total; a tie plays on."""
    if max(scores) < target or scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1
