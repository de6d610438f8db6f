"""The hand review in the window, driven like a player, with a made-up evaluator: each
alternative is worth its place among the legal actions (the last one best), so every
figure the screen shows can be worked out here independently."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_support import (
    card_point,
    click,
    drawn_words,
    key,
    make_app,
    press_button,
    record_matches,
    step,
    table_of,
    top,
)

from game.games import GAMES
from game.interface import ActionValue, Decision
from game.storage import Entry, Storage
from game.ui.aluette.hand_replay import AluetteReviewScene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.practice import Practice
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


# --- from the table's result box: Review, Replay this deal; Play again from here -----------


def result_on_top(app: Any) -> bool:
    """The hand's result box is on top: Next hand (or End the practice), Review, Replay."""
    scene = top(app)
    words = [b.label() for b in getattr(scene, "buttons", [])]
    return isinstance(scene, Dialog) and words[1:] == [
        app.t("review_screen.review"),
        app.t("review_screen.replay_deal"),
    ]


def play_to_result(app: Any, limit: int = 20000) -> None:
    """Answer everything (first button, first card, six discards, pass) until a result box."""
    for _ in range(limit):
        scene = top(app)
        if result_on_top(app):
            return
        if isinstance(scene, Dialog):
            press_button(app, 0)
            continue
        turn = scene.human_turn()
        if turn == "play":
            legal = scene.pickable()
            card = next(c for c, _r in scene.hand_layout(scene.acting()) if c in legal)
            click(app, card_point(scene, card))
        elif turn == "discard":
            for card, _rect in scene.hand_layout(scene.acting())[-6:]:
                click(app, card_point(scene, card))
            click(app, scene.hud.discard.rect.center)
        elif turn == "call":
            click(app, scene.hud.calls[0].rect.center)
        else:
            step(app)
    raise AssertionError("no result box")


def to_result(tmp_path: Path, game: str, lang: str = "en", size: Any = (1280, 800)) -> Any:
    app = make_app(tmp_path, lang=lang, size=size)
    app.go("table", 5, game)
    play_to_result(app)
    return app


@pytest.mark.parametrize(("game", "lang"), [("aluette", "en"), ("contree", "fr")])
def test_review_on_the_result_box_weighs_the_hand_just_played_and_comes_back(
    tmp_path: Path, evaluated: list[bool], game: str, lang: str
) -> None:
    app = to_result(tmp_path, game, lang)
    table, box = table_of(app), top(app)
    assert box.buttons[0].label() == app.t("hand.next")
    hand = table.match.state.finished[-1]
    press_button(app, 1)
    review = top(app)
    assert isinstance(review, ReviewScene)
    assert review.record == table.match.api.write_record(hand)
    assert review.entry.match_id == table.match.meta["match_id"]
    assert review.entry.deal == len(table.match.state.finished)
    wait(app, review.run)
    mine = [i for i, d in enumerate(review.hand.decisions) if d.seat == 0]
    assert sorted(review.run.verdicts) == mine
    key(app, pygame.K_ESCAPE)
    assert top(app) is box and not box.closed  # the box waits, the hand not gone on
    count = len(table.match.actions)
    press_button(app, 0)
    step(app, 200)
    assert not result_on_top(app) and table.match.state.hand_no == hand.hand_no + 1
    assert len(table.match.actions) >= count


def saved(app: Any) -> Any:
    app.store.flush()
    return app.store.load_match()


@pytest.mark.parametrize("game", ["aluette", "contree"])
def test_replay_this_deal_is_practice_and_the_match_resumes_where_it_was(
    tmp_path: Path, game: str
) -> None:
    app = to_result(tmp_path, game)
    table, box = table_of(app), top(app)
    before = saved(app)
    state, actions = table.match.state, list(table.match.actions)
    stats, history = app.store.stats_of(game).to_document(), list(app.store.history.entries)
    api = table.match.api
    first = api.decisions(api.write_record(state.finished[-1]))[0].state
    press_button(app, 2)
    practice = top(app)
    assert isinstance(practice, Practice) and practice.match.store is None
    assert practice.match.practice and practice.match.meta["replay"]
    dealt = first
    for action in practice.match.actions:  # the practice started from the deal's first call
        dealt, _ = dealt.apply(action)
    assert dealt.hands == practice.match.state.hands
    assert practice.match.bots[1].level == table.match.bots[1].level
    play_to_result(app)  # the practice hand, played by clicks to its end
    assert top(app) is not box and practice.ended is not None
    assert top(app).buttons[0].label() == app.t("review_screen.practice_done")
    press_button(app, 0)  # End the practice: back on the match's result box
    assert top(app) is box and practice not in app.scenes
    assert table.match.state is state and table.match.actions == actions
    after = saved(app)
    assert after is not None and before is not None
    assert (after.actions, after.meta) == (before.actions, before.meta)
    assert app.store.stats_of(game).to_document() == stats
    assert app.store.history.entries == history
    press_button(app, 0)  # Next hand: the match goes on from where it was
    step(app, 200)
    assert table.match.actions[: len(actions)] == actions
    assert not result_on_top(app) and table.match.state is not state


def test_escape_leaves_a_practice_at_once(tmp_path: Path) -> None:
    app = to_result(tmp_path, "aluette")
    box = top(app)
    press_button(app, 2)
    assert isinstance(top(app), Practice)
    step(app, 5)
    if isinstance(top(app), Dialog):  # a decision's dialog over the practice: answer it
        press_button(app, 0)
    key(app, pygame.K_ESCAPE)
    assert top(app) is box


@pytest.mark.parametrize("game", ["aluette", "contree"])
def test_play_again_from_here_goes_on_from_the_decision_shown(
    tmp_path: Path, evaluated: list[bool], game: str
) -> None:
    app = to_result(tmp_path, game)
    press_button(app, 1)
    review = top(app)
    assert isinstance(review, ReviewScene)
    decisions = review.hand.decisions
    card = next(i for i, d in enumerate(decisions) if d.seat == 0 and d.kind == "card")
    for _ in range(card):
        key(app, pygame.K_RIGHT)
    click(app, review.again.rect.center)
    practice = top(app)
    assert isinstance(practice, Practice)
    assert practice.match.state is decisions[card].state and practice.match.store is None
    while practice.human_turn() != "play":  # the human chooses again
        step(app)
    key(app, pygame.K_ESCAPE)
    assert top(app) is review and review.step == card
    key(app, pygame.K_END)
    assert not review.again.enabled()  # the summary is no decision


# --- the rules pages say each game's thresholds ----------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "page"), [("aluette", 3), ("contree", 3)])
def test_the_rules_pages_say_the_games_grade_thresholds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, game: str, page: int
) -> None:
    monkeypatch.setattr(GAMES[game].api, "GRADES", (1.5, 10.0, 40.0))
    app = make_app(tmp_path, lang=lang)
    app.go("rules", game)
    for _ in range(page):
        key(app, pygame.K_RIGHT)
    words = drawn_words(app)
    assert app.t("review_screen.rules_title") in words
    text = next(text for title, text in top(app).parts(top(app).PAGES[page]) if "40" in text)
    assert "1.5" in text and "10" in text and app.t(top(app).UNIT_KEY) in text


# --- the panel covers no hand ---------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize(("game", "lang"), [("aluette", "fr"), ("contree", "en")])
def test_the_review_panel_and_its_buttons_cover_no_hand(
    tmp_path: Path, evaluated: list[bool], size: tuple[int, int], game: str, lang: str
) -> None:
    app = to_result(tmp_path, game, lang, size)
    press_button(app, 1)
    review = top(app)
    wait(app, review.run)
    g = review.geometry
    covers = [review.drawn_panel, review.again.rect, review.reading.rect, review.seat_button.rect]
    for step_no in range(review.last + 1):
        review.go(step_no)
        review.draw(pygame.Surface(app.size))
        assert review.drawn_panel.height > 0
        cards = [
            pygame.Rect(0, 0, g.small_w, g.small_h).move(
                round(x - g.small_w / 2), round(y - g.small_h / 2)
            )
            for seat in range(1, review.model.seats)
            for x, y in g.open_hand(seat, len(review.cards_of(seat)))
        ] + g.hand_rects(len(review.cards_of(0)))
        cards.append(review.painter.bar_rect())
        for rect in covers:
            assert rect.collidelist(cards) == -1, (step_no, rect)
            assert pygame.Rect(0, 0, *size).contains(rect)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize(("game", "lang"), [("aluette", "en"), ("contree", "fr")])
def test_the_summary_shows_the_hands_result_beside_the_panel_not_under_it(
    tmp_path: Path, evaluated: list[bool], size: tuple[int, int], game: str, lang: str
) -> None:
    app = to_result(tmp_path, game, lang, size)
    press_button(app, 1)
    review = top(app)
    wait(app, review.run)
    review.go(review.last)
    review.draw(pygame.Surface(app.size))
    room = review.result_room()
    assert room.width > 0 and not room.colliderect(review.drawn_panel)
    assert pygame.Rect(0, 0, *size).contains(room)
