"""The hand review in the window, driven like a player, with a made-up evaluator: each
alternative is worth its place among the legal actions (the last one best), so every
figure the screen shows can be worked out here independently."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_support import key, make_app, record_matches, step, top

from game.games import GAMES
from game.interface import ActionValue, Decision
from game.storage import Entry, Storage
from game.ui.aluette.hand_replay import AluetteReviewScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.review import ReviewScene
from game.ui.table.replay import HandReplay
from game.ui.table.review import TOTALS, ReviewRun

GRADES = (1.0, 3.0, 6.0)


def fake_evaluate(calls: list[bool]) -> Any:
    def evaluate(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
        calls.append(open_cards)
        legal = decision.state.legal_actions()
        return [ActionValue(a, float(i), exact=open_cards) for i, a in enumerate(legal)]

    return evaluate


@pytest.fixture
def evaluated(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Every game's evaluator replaced by the made-up one; the readings it was asked for."""
    calls: list[bool] = []
    for game in GAMES.values():
        monkeypatch.setattr(game.api, "evaluate", fake_evaluate(calls))
        monkeypatch.setattr(game.api, "GRADES", GRADES)
    TOTALS.clear()
    return calls


def expected_loss(decision: Decision) -> float:
    """The made-up loss of a decision: how far from the last legal action it was."""
    legal = decision.state.legal_actions()
    return float(len(legal) - 1 - legal.index(decision.action))


def wait(app: Any, run: ReviewRun) -> None:
    """Turn the loop until the worker is done (the window keeps drawing meanwhile)."""
    deadline = time.monotonic() + 30
    while not run.finished and time.monotonic() < deadline:
        step(app)
        time.sleep(0.005)
    step(app)
    assert run.finished


def open_review(data: Path) -> ReviewScene:
    record_matches(Storage.open(data), range(1))
    app = make_app(data)
    app.go("history")
    history = top(app)
    assert isinstance(history, HistoryScene)
    key(app, pygame.K_r)
    review = top(app)
    assert isinstance(review, AluetteReviewScene)
    assert review.entry == history.rows[0].entry
    return review


def test_the_history_opens_a_review_that_weighs_the_humans_decisions(
    tmp_path: Path, evaluated: list[bool]
) -> None:
    review = open_review(tmp_path)
    app: Any = review.app
    run = review.run
    wait(app, run)
    decisions = review.hand.decisions
    mine = [i for i, d in enumerate(decisions) if d.seat == 0]
    assert sorted(run.verdicts) == mine
    assert evaluated == [False] * len(mine)
    assert review.last == len(decisions)
    for i in mine:
        verdict = run.verdicts[i]
        assert verdict.loss == expected_loss(decisions[i])
    total = sum(expected_loss(decisions[i]) for i in mine)
    assert run.total()[0] == total
    assert TOTALS[(review.entry.match_id, review.entry.deal, False)][0] == total
    # step to the human's first decision: the panel says its grade and both figures
    first = mine[0]
    for _ in range(first):
        key(app, pygame.K_RIGHT)
    assert review.step == first and review.state is decisions[first].state
    lines = [text for text, _c, _r in review.panel_text()]
    assert lines[0] == app.t("review_screen.reading_known")
    grade = run.verdicts[first].grade
    assert app.t(f"review_screen.grades.{grade}") in lines
    assert any(line.endswith("on average") for line in lines)
    key(app, pygame.K_END)
    summary = [text for text, _c, _r in review.panel_text()]
    assert any(line.endswith("−" + f"{total:.1f}".removesuffix(".0")) for line in summary)
    key(app, pygame.K_ESCAPE)
    history = top(app)
    assert isinstance(history, HistoryScene)
    row = history.rows[0].entry
    assert TOTALS[(row.match_id, row.deal, False)][0] == total  # what its row shows


def test_the_open_reading_is_labelled_and_asked_for_apart(
    tmp_path: Path, evaluated: list[bool]
) -> None:
    review = open_review(tmp_path)
    app: Any = review.app
    wait(app, review.run)
    key(app, pygame.K_o)
    assert review.open_cards
    wait(app, review.run)
    assert True in evaluated and False in evaluated
    lines = [text for text, _c, _r in review.panel_text()]
    assert lines[:2] == [app.t("review_screen.reading_open"), app.t("review_screen.open_note")]
    assert all(v.exact for v in review.run.verdicts.values())


def test_a_review_that_fails_says_so_and_the_hand_still_steps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
        raise NotImplementedError("no evaluator yet")

    monkeypatch.setattr(GAMES["aluette"].api, "evaluate", broken)
    review = open_review(tmp_path)
    app: Any = review.app
    wait(app, review.run)
    lines = [text for text, _c, _r in review.panel_text()]
    assert app.t("review_screen.failed", error="no evaluator yet") in lines
    key(app, pygame.K_RIGHT)
    assert review.step == 1


def test_a_contree_hand_is_reviewed_call_by_call_then_card_by_card(
    tmp_path: Path, evaluated: list[bool]
) -> None:
    api = GAMES["contree"].api
    state, _ = api.new_match(5, api.default_options())
    bots = {s: api.make_bot("random", s) for s in range(4)}
    while not state.finished:
        state, _ = state.apply(api.next_bot_action(state, bots))
    record = api.write_record(state.finished[0])
    entry = Entry("m", 1, "2024-01-01T10:00:00", record)
    app = make_app(tmp_path)
    app.go("review", 0, entry, HandReplay(record, "contree"))
    review = top(app)
    assert isinstance(review, ReviewScene)
    wait(app, review.run)
    kinds = [d.kind for d in review.hand.decisions]
    assert kinds[0] == "call" and kinds[-1] == "card"
    assert len(review.run.verdicts) == sum(1 for d in review.hand.decisions if d.seat == 0)
    key(app, pygame.K_END)
    key(app, pygame.K_o)
    review.seat_button.activate()
    assert review.seat == 1
    wait(app, review.run)
    assert {review.hand.decisions[i].seat for i in review.run.verdicts} == {1}
