"""Contrée's statistics: what a finished hand adds to the human's team's tally (contracts by
trump, contres and surcontres, capots, belotes, points), taken back exactly, and the rows the
statistics screen shows, for old files too."""

from __future__ import annotations

import shutil
from dataclasses import fields
from pathlib import Path

from contree_helpers import after_calls, random_hands
from test_ui_support import drawn_words, make_app, step

from game.contree import stats
from game.contree.ai import make_bot
from game.contree.ai.driver import play_out
from game.contree.rules import events as ev
from game.contree.rules.actions import Declare
from game.contree.rules.options import Options
from game.contree.rules.state import State
from game.i18n import Translator
from game.storage import Storage
from game.ui.scenes.stats import StatsScene

V1 = Path(__file__).parent / "data" / "v1"
T = Translator("en")


def played_out(
    calls: list[str], options: dict | None = None, hands: list[list[int]] | None = None
) -> tuple[State, list]:
    """A single hand after ``calls`` (dealer 0: seat 3 speaks first), each seat then declaring
    every announcement it may and playing its first legal card; the hand and its events."""
    state, events = after_calls(calls, options=options, hands=hands)
    while state.result is None:
        legal = state.legal_actions()
        state, more = state.apply(next((a for a in legal if isinstance(a, Declare)), legal[0]))
        events += more
    return state, events


def tallied(hand: State, seat: int) -> stats.Tally:
    tally = stats.Tally()
    stats.count_hand(tally, hand, seat)
    return tally


def test_a_surcontred_contract_counts_for_each_side() -> None:
    hand, _ = played_out(["pass", "80H", "contre", "surcontre"])  # seat 2 bids, 1 contres, 0 sur
    score = hand.result.score
    assert score is not None and score.multiplier == 4 and score.attack == 0
    ours, theirs = tallied(hand, 0), tallied(hand, 1)
    assert (ours.contracts_made, ours.contracts_down) == (score.made, not score.made)
    assert (ours.hearts_made, ours.hearts_down) == (score.made, not score.made)
    assert ours.spades_made + ours.spades_down + ours.clubs_made + ours.diamonds_down == 0
    assert (ours.surcontres, ours.surcontres_won, ours.contres) == (1, score.made, 0)
    assert (theirs.contres, theirs.contres_won) == (1, not score.made)
    assert theirs.contracts_made + theirs.contracts_down + theirs.surcontres == 0
    assert (ours.points_for, ours.points_against) == hand.result.points
    assert (theirs.points_for, theirs.points_against) == hand.result.points[::-1]
    assert ours.hands_played == ours.hands_with_points == 1


def test_a_thrown_in_hand_is_a_hand_and_no_contract() -> None:
    state, _ = after_calls(["pass"] * 4)
    tally = tallied(state, 0)
    assert (tally.hands_played, tally.hands_won, tally.hands_with_points) == (1, 0, 1)
    assert tally.contracts_made + tally.contracts_down + tally.contres + tally.capots == 0


def test_a_hand_taken_back_leaves_nothing() -> None:
    hand, _ = played_out(["pass", "80S", "contre", "pass", "pass"], {"belote": "points"})
    tally = tallied(hand, 0)
    assert tally != stats.Tally()
    stats.count_hand(tally, hand, 0, -1)
    assert tally == stats.Tally()


def test_announcements_declared_and_scored_by_the_team() -> None:
    """Against the engine's events: the team's ``Declared``, and what ``AnnouncementsShown``
    showed for it when its points went to it."""
    seen = {"declared": 0, "scored": 0}
    for seed in range(12):
        for calls in (["pass", "90C", "pass", "pass", "pass"], ["80NT", "pass", "pass", "pass"]):
            options = {"announcements": "on", "no_trump": "on"}
            hand, events = played_out(calls, options, random_hands(seed))
            shown = next(e for e in events if isinstance(e, ev.AnnouncementsShown))
            for seat in (0, 1):
                team = seat % 2
                tally = tallied(hand, seat)
                declared = sum(isinstance(e, ev.Declared) and e.seat % 2 == team for e in events)
                points = hand.result.score.announcement_points[team]
                scored = len(shown.shown) if shown.team == team and points else 0
                assert (tally.announcements_declared, tally.announcements_scored) == (
                    declared,
                    scored,
                )
                seen["declared"] += declared
                seen["scored"] += scored
            trump = "no_trump" if calls[0] == "80NT" else "clubs"
            ours = tallied(hand, 3 if calls[0] == "80NT" else 0)
            assert getattr(ours, f"{trump}_made") + getattr(ours, f"{trump}_down") == 1
    assert seen["declared"] > seen["scored"] > 0, "some announcements were declared and scored"


def test_capots_and_belotes_over_whole_matches() -> None:
    """Counted against the engine's own result: all 8 tricks to the team, the belote's holder
    (none under ``belote: off``)."""
    for belote in ("margin", "off"):
        state, _ = State.new_match(3, Options(belote=belote, target=1000))
        bots = {s: make_bot("random", 40 + s) for s in range(4)}
        end = play_out(state, bots)
        tally = stats.Tally()
        for hand in end.finished:
            stats.count_hand(tally, hand, 0)
        scores = [h.result.score for h in end.finished if h.result.score is not None]
        assert tally.capots == sum(s.tricks[0] == 8 for s in scores)
        held = sum(s.belote == 0 for s in scores)
        assert tally.belotes == (held if belote != "off" else 0)
        assert tally.points_for == sum(h.result.points[0] for h in end.finished)
        assert tally.hands_with_points == len(end.finished)


def test_the_rows_are_the_same_for_every_tally_and_show_pairs() -> None:
    empty, some = stats.Tally(), stats.Tally(contracts_made=3, contracts_down=1, hearts_made=2)
    some.points_for, some.points_against, some.hands_with_points = 252, 90, 4
    rows = dict(stats.statistics_rows(T, some))
    assert [label for label, _ in stats.statistics_rows(T, empty)] == list(rows)
    assert rows[T("contree_stats.contracts")] == "3 / 4"
    hearts = T("contree_stats.by_trump", trump=T("contree_stats.trumps.hearts"))
    assert rows[hearts] == "2 / 2"
    assert rows[T("contree_stats.points_per_hand")] == "63 – 22"
    assert dict(stats.statistics_rows(T, empty))[T("contree_stats.points_per_hand")] == "–"


def test_every_counter_is_a_count() -> None:
    assert all(f.type == "int" for f in fields(stats.Tally))


def test_the_screen_shows_an_old_files_counters_under_contree(tmp_path: Path) -> None:
    shutil.copy(V1 / "contree-stats.json", tmp_path / "contree-stats.json")
    old = Storage.open(tmp_path).stats_of("contree").total()
    app = make_app(tmp_path)
    screen = StatsScene(app)
    app.push(screen)
    screen.show("contree")
    step(app)
    words = drawn_words(app)
    made = old.contracts_made
    assert T("contree_stats.contracts") in words
    assert f"{made} / {made + old.contracts_down}" in words
    assert T("contree_stats.no_average") in words, "no points were counted in the old file"
