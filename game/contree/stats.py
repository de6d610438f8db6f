"""Contrée's hand tally: the counters its statistics keep per difficulty (contracts taken and
made by trump, capots, belotes, announcements, contres and surcontres, the points scored), how
a finished hand and a match count for the human's team, and how the statistics screen shows
them. The storage (``game.storage.stats``) does the rest: difficulties, each hand counted
once, the file.

Counters are never renamed: a statistics file keeps them by name, and a counter added later
starts at 0 in an older file (so the points per hand have their own count of hands).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.contree.cards import TRUMP_NAMES
from game.contree.rules.scoring import ALL_TRICKS
from game.contree.rules.state import State
from game.interface import Translate

FILE = "contree-stats.json"

TRUMPS = TRUMP_NAMES
"""The name of each contract's trump (``Contract.trump``: a suit, no trump, all trumps) in the
counters and the locale."""


@dataclass(slots=True)
class Tally:
    """The counters of one difficulty. ``contracts_*`` and ``<trump>_*`` count the human's
    team's contracts, ``contres`` the contracts of the opponents it doubled (``contres_won``:
    those that went down), ``surcontres`` its own contracts it redoubled; ``announcements_*``
    its announcements declared, and those its team scored (shown at the first trick's end)."""

    matches_played: int = 0
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    contracts_made: int = 0
    contracts_down: int = 0
    contres: int = 0
    streak: int = 0
    best_streak: int = 0
    contres_won: int = 0
    surcontres: int = 0
    surcontres_won: int = 0
    capots: int = 0
    belotes: int = 0
    announcements_declared: int = 0
    announcements_scored: int = 0
    points_for: int = 0
    points_against: int = 0
    hands_with_points: int = 0
    spades_made: int = 0
    spades_down: int = 0
    hearts_made: int = 0
    hearts_down: int = 0
    diamonds_made: int = 0
    diamonds_down: int = 0
    clubs_made: int = 0
    clubs_down: int = 0
    no_trump_made: int = 0
    no_trump_down: int = 0
    all_trumps_made: int = 0
    all_trumps_down: int = 0


def count_hand(tally: Tally, hand: State, seat: int, sign: int = 1) -> None:
    """One finished hand (thrown in: played, nobody wins) with its contract's fate
    (``sign`` −1: remove it again, after a take back)."""
    result = hand.result
    assert result is not None, "a hand of state.finished has its result"
    team = hand.team(seat)
    tally.hands_played += sign
    tally.hands_won += sign * (result.points[team] > result.points[1 - team])
    tally.hands_with_points += sign
    tally.points_for += sign * result.points[team]
    tally.points_against += sign * result.points[1 - team]
    score, contract = result.score, hand.contract
    if score is None or contract is None:
        return
    announced = hand.announced
    if announced is not None:
        declared = sum(hand.team(s) == team for s, _ in announced.declared)
        tally.announcements_declared += sign * declared
        shown = announced.shown
        if shown is not None and shown.team == team and score.announcement_points[team]:
            tally.announcements_scored += sign * len(shown.shown)
    tally.capots += sign * (score.tricks[team] == ALL_TRICKS)
    tally.belotes += sign * (score.belote == team and hand.options.belote != "off")
    if score.attack == team:
        tally.contracts_made += sign * score.made
        tally.contracts_down += sign * (not score.made)
        fate = f"{TRUMPS[contract.trump]}_{'made' if score.made else 'down'}"
        setattr(tally, fate, getattr(tally, fate) + sign)
        if score.multiplier == 4:
            tally.surcontres += sign
            tally.surcontres_won += sign * score.made
    elif score.multiplier > 1:
        tally.contres += sign
        tally.contres_won += sign * (not score.made)


def match_won(state: State, seat: int) -> bool:
    """Whether the human's team won the match (``state.is_over``)."""
    return state.winner == state.team(seat)


def statistics_rows(t: Translate, tally: Tally) -> list[tuple[str, str]]:
    """The statistics screen's rows: counts, "made / taken" pairs and the average points."""

    def count(name: str) -> tuple[str, str]:
        return t(f"stats.counters.{name}"), str(getattr(tally, name))

    def pair(key: str, part: int, whole: int, **words: str) -> tuple[str, str]:
        return t(f"contree_stats.{key}", **words), t("contree_stats.pair", part=part, whole=whole)

    hands = tally.hands_with_points
    average = (
        t(
            "contree_stats.average",
            us=round(tally.points_for / hands),
            them=round(tally.points_against / hands),
        )
        if hands
        else t("contree_stats.no_average")
    )
    made = [getattr(tally, f"{name}_made") for name in TRUMPS]
    down = [getattr(tally, f"{name}_down") for name in TRUMPS]
    return [
        count("matches_played"),
        count("matches_won"),
        count("hands_played"),
        count("hands_won"),
        (t("contree_stats.points_per_hand"), average),
        pair("contracts", tally.contracts_made, tally.contracts_made + tally.contracts_down),
        *(
            pair("by_trump", m, m + d, trump=t(f"contree_stats.trumps.{name}"))
            for name, m, d in zip(TRUMPS, made, down, strict=True)
        ),
        (t("contree_stats.capots"), str(tally.capots)),
        (t("contree_stats.belotes"), str(tally.belotes)),
        pair("announcements", tally.announcements_scored, tally.announcements_declared),
        pair("contres", tally.contres_won, tally.contres),
        pair("surcontres", tally.surcontres_won, tally.surcontres),
        count("streak"),
        count("best_streak"),
    ]
