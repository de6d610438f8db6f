"""What a belote player and a newcomer tripped over at the table (issue 23), driven like a
player with real events and fake time, at both games' tables: a hint drawn the frame it is
ready, a move taken back that says it makes the match practice, the keyboard landing only on
cards that may be picked, and a trick's points that cannot be read as the belote's.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_contree import card_point as contree_card_point
from test_ui_contree import contree_table
from test_ui_contree import settle as contree_settle
from test_ui_hints import PLAIN, ctrl_z
from test_ui_support import (
    click,
    click_card,
    drawn_words,
    key,
    make_app,
    new_table,
    press_button,
    settle,
    step,
    top,
)

from game.advice import Hint
from game.contree.rules.actions import Play
from game.storage import Storage
from game.ui.app import App
from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.table.match import HUMAN, Match

GAMES = ("aluette", "contree")


def at_the_table(app: App, game: str) -> TableScene:
    """A new table of ``game`` at the human's first turn on the cloth (a card, or a call)."""
    if game == "aluette":
        table: TableScene = new_table(app, seed=5)
        assert settle(app) == "play"
    else:
        table = ContreeTableScene.new_match(app, seed=7)  # saved, as a player's match
        app.replace_all(table)
        assert contree_settle(app) == "call"
    return table


def decide(app: App, table: TableScene) -> None:
    """The human's first decision of the hand (a card, or a bid), then the table at rest."""
    if table.match.game.name == "aluette":
        click_card(app)
        assert settle(app) == "play"
    else:
        key(app, pygame.K_1)  # a bid keeps the hand from being thrown in
        step(app, 3)
    assert table.may_take_back()


# --- item 1: a hint arrives from the worker ----------------------------------------------------


class HeldHints:
    """The table's worker, except that each hint is ready only when the test releases it (as
    the expert's on its thread, while the pointer stays still)."""

    def __init__(self, worker: Any) -> None:
        self.worker = worker
        self.held: list[tuple[Future[Hint], Callable[[], Hint]]] = []

    def ask(self, *args: Any) -> Any:
        return self.worker.ask(*args)

    def explain(self, state: Any, seat: int, table_hint: Callable[[Any, int], Hint]) -> Future:
        future: Future[Hint] = Future()
        self.held.append((future, lambda: table_hint(state, seat)))
        return future

    def release(self) -> None:
        for future, work in self.held:
            future.set_result(work())


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_is_drawn_the_frame_it_arrives(tmp_path: Path, game: str) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = at_the_table(app, game)
    worker = table.flow.worker = HeldHints(table.flow.worker)
    shown: list[object] = []  # the hint each drawn frame showed
    draw = table.draw

    def drawing(surface: pygame.Surface) -> None:
        shown.append(table.flow.advice())
        draw(surface)

    table.draw = drawing
    key(app, pygame.K_h)
    step(app, 10)  # the expert thinks; the pointer never moves
    assert worker.held and not any(shown), "nothing to show yet"
    shown.clear()
    worker.release()
    step(app)
    assert shown and shown[-1] is not None, "the next frame shows the hint"
    assert shown[-1] in table.hud.state_key()


# --- item 2: a move taken back makes the match practice ------------------------------------------


def take_back_by(app: App, table: TableScene, way: str) -> None:
    if way == "button":
        click(app, table.hud.take_back.rect.center)
    else:
        ctrl_z(app)


@pytest.mark.parametrize("way", ["button", "ctrl_z"])
@pytest.mark.parametrize("game", GAMES)
def test_the_first_take_back_asks_before_making_the_match_practice(
    tmp_path: Path, game: str, way: str
) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = at_the_table(app, game)
    decide(app, table)
    decided = table.match.state
    take_back_by(app, table, way)
    dialog = top(app)
    assert isinstance(dialog, Dialog) and dialog.title() == app.t("table.take_back_title")
    assert "practice" in dialog.body()
    press_button(app, 1)  # cancel
    assert top(app) is table
    assert table.match.state is decided and not table.match.practice, "nothing taken back"
    take_back_by(app, table, way)
    press_button(app, 0)  # take back: practice
    assert table.match.state is not decided and table.match.practice
    decide(app, table)
    again = table.match.state
    take_back_by(app, table, way)
    assert top(app) is table, "asked once: a practice match takes back at once"
    assert table.match.state is not again


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_the_score_says_the_match_became_practice(tmp_path: Path, game: str, lang: str) -> None:
    app = make_app(tmp_path, lang=lang, rules=PLAIN)
    table = at_the_table(app, game)
    decide(app, table)
    line = app.t("table.practice")
    assert line not in drawn_words(app)
    score = table.geometry.score_rect
    ctrl_z(app)
    press_button(app, 0)
    assert line in drawn_words(app)
    assert table.geometry.score_rect.height > score.height, "a line more under the score"
    assert table.hud.last_trick_rect().top > table.geometry.score_rect.bottom
    saved = Match.load(Storage.open(tmp_path))
    assert saved is not None
    resumed = type(table).resume(make_app(tmp_path / "again", lang=lang), saved)
    assert resumed.geometry.practice, "a practice match resumed says it too"


def test_a_lesson_is_practice_without_a_move_taken_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.go("lesson", "aluette")
    lesson = top(app)
    assert isinstance(lesson, TableScene) and lesson.match.practice
    assert not lesson.geometry.practice
    assert app.t("table.practice") not in drawn_words(app)


@pytest.mark.parametrize("game", GAMES)
def test_the_statistics_say_the_match_in_progress_is_not_counted(tmp_path: Path, game: str) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = at_the_table(app, game)
    decide(app, table)
    note = app.t("stats.practice")
    app.push(StatsScene(app))
    assert note not in drawn_words(app), "a counted match says nothing"
    app.pop(top(app))
    ctrl_z(app)
    press_button(app, 0)
    stats = StatsScene(app)
    app.push(stats)
    stats.show(game)
    assert note in drawn_words(app)
    stats.show(next(g for g in GAMES if g != game))
    assert note not in drawn_words(app), "only on the tab of the match's game"


# --- item 5: the keyboard skips the cards that cannot be picked ----------------------------------


def visited(app: App, table: TableScene, k: int) -> list[int]:
    """The cards ← or → lands on, over two turns of the hand."""
    cards = []
    for _ in range(2 * len(table.hand_layout(table.acting()))):
        key(app, k)
        assert table.hover is not None
        cards.append(table.hover)
    return cards


def test_arrows_skip_the_cards_contrees_obligations_dim(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = contree_table(app)
    for _ in range(200):  # pass every call, play the lowest card allowed, until some are not
        turn = contree_settle(app)
        allowed, _rule = table.legal_now()
        if turn == "play" and len(allowed) < len(table.model.hand):
            break
        if turn == "dialog":
            press_button(app, 0)
        elif turn == "call":
            key(app, pygame.K_p)
        else:
            click(app, contree_card_point(table, min(allowed)))
    else:
        raise AssertionError("no trick where a card was refused")
    hand = table.model.hand
    for k in (pygame.K_RIGHT, pygame.K_LEFT):
        cards = visited(app, table, k)
        assert set(cards) == allowed, "every allowed card, and only those"
        order = [c for c in (hand if k == pygame.K_RIGHT else hand[::-1]) if c in allowed]
        start = order.index(cards[0])
        assert cards[: len(order)] == order[start:] + order[:start], "in the hand's order"
    dimmed = next(c for c in hand if c not in allowed)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION,
            pos=contree_card_point(table, dimmed),
            rel=(0, 0),
            buttons=(0, 0, 0),
        )
    )
    step(app)
    key(app, pygame.K_RIGHT)  # from a dimmed card under the pointer: the next allowed one
    after = next(c for c in hand[hand.index(dimmed) :] + hand if c in allowed)
    assert table.hover == after
    count = len(table.match.actions)
    key(app, pygame.K_RETURN)
    assert table.refusal == "" and table.match.actions[count] == Play(HUMAN, after)


def test_arrows_visit_every_card_at_aluette(tmp_path: Path) -> None:
    """Aluette dims nothing: any card may be played, any put aside."""
    app = make_app(tmp_path, rules=PLAIN)
    table = at_the_table(app, "aluette")
    cards = visited(app, table, pygame.K_RIGHT)
    assert set(cards) == set(table.model.hand) == table.pickable()


# --- item 10: a trick's points after the belote ---------------------------------------------------


def bubbles(table: TableScene) -> list[str]:
    """What the seats will say in speech bubbles at ``table``, in order."""
    said: list[str] = []
    express = table.director.express

    def saying(seat: int, kind: str, text: str, caption: str = "") -> None:
        if kind == "bubble":
            said.append(text)
        express(seat, kind, text, caption)

    table.director.express = saying
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_trick_after_rebelote_says_its_points_are_the_tricks(tmp_path: Path, lang: str) -> None:
    """After « Rebelote ! » the winner's bubble must not read as the belote's 20."""
    app = make_app(tmp_path, lang=lang)
    rebelote = app.t("contree.says_rebelote")
    trick = app.t("table.trick_number", number=1).split()[0]  # the locale's word for a trick
    for seed in range(1, 20):
        table = contree_table(app, seed=seed)
        said = bubbles(table)
        while not table.match.state.finished:
            turn = contree_settle(app)
            if turn == "dialog":
                press_button(app, 0)
            elif turn == "call":
                key(app, pygame.K_p)
            else:
                allowed, _rule = table.legal_now()
                click(app, contree_card_point(table, min(allowed)))
        if rebelote in said:
            break
    else:
        raise AssertionError("no rebelote in the first hands")
    after = said[said.index(rebelote) + 1]
    assert trick in after and not after.startswith("+"), after
