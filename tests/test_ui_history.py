"""Hand history driven like a player: open it from the menu, step through a hand, export it."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from test_ui_support import click, key, make_app, press_button, record_matches, step, top

from game import cli
from game.storage import Storage
from game.ui.aluette.hand_replay import AluetteReplayScene
from game.ui.scenes import replay as replay_scene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Exports go to a folder of the test, never to the real documents folder."""
    folder = tmp_path / "documents"
    monkeypatch.setattr(replay_scene, "documents", lambda: folder)
    return folder


def open_history(data: Path) -> HistoryScene:
    app = make_app(data)
    menu = MenuScene(app)
    app.push(menu)
    button = next(b for b in menu.buttons if b.label() == app.t("menu.history"))
    click(app, button.rect.center)
    history = top(app)
    assert isinstance(history, HistoryScene)
    return history


def test_the_history_lists_the_last_hands_newest_first(tmp_path: Path) -> None:
    store = Storage.open(tmp_path)
    record_matches(store, range(6))
    entries = store.history.entries
    history = open_history(tmp_path)
    assert [row.index for row in history.rows] == list(range(len(entries)))[::-1]
    assert history.rows[0].entry == entries[-1]
    cells = [text for text, _colour in history.cells(history.rows[0])]
    assert cells[1] == str(entries[-1].deal)
    assert len(history.rows) > history.shown, "enough hands to scroll"
    app = history.app
    key(app, pygame.K_END)
    assert history.selected == len(history.rows) - 1
    assert history.first == len(history.rows) - history.shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False))
    step(app)
    assert history.first == len(history.rows) - history.shown - 3
    click(app, history.row_rect(1).center)  # a click opens the row under the pointer
    assert isinstance(top(app), AluetteReplayScene)
    assert top(app).index == history.rows[history.first + 1].index


def test_a_hand_is_replayed_trick_by_trick_and_exported(
    tmp_path: Path, documents: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record_matches(Storage.open(tmp_path / "data"))
    history = open_history(tmp_path / "data")
    app = history.app
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    replay = top(app)
    assert isinstance(replay, AluetteReplayScene)
    assert replay.entry == history.rows[1].entry
    assert [len(replay.cards_of(seat)) for seat in range(4)] == [9, 9, 9, 9]
    assert not replay.model.trick and not replay.previous.enabled()
    tricks = replay.hand.tricks
    for number, (trick, winner) in enumerate(tricks, start=1):
        key(app, pygame.K_RIGHT)
        assert replay.step == number
        assert replay.model.trick == dict(trick)
        assert replay.model.winning == winner
        assert sum(len(replay.cards_of(seat)) for seat in range(4)) == 36 - 4 * number
        word = app.t("table.spoiled_short") if winner is None else replay.name(winner, True)
        assert replay.caption().endswith(word)
    click(app, replay.next.rect.center)  # the result
    assert replay.step == replay.last and not replay.next.enabled()
    assert tuple(replay.model.tricks) == replay.hand.result.tricks_won
    click(app, replay.previous.rect.center)
    assert replay.step == len(tricks)
    key(app, pygame.K_HOME)
    assert replay.step == 0

    click(app, replay.export.rect.center)
    dialog = top(app)
    assert isinstance(dialog, Dialog) and dialog.title() == app.t("replay.exported_title")
    (path,) = documents.glob("aluette-hand-*.json")
    assert str(path) in dialog.body()
    capsys.readouterr()
    assert cli.main(["replay", str(path), "--json"]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert [t["winner"] for t in scored["tricks"]] == [w for _t, w in tricks]
    assert scored["points"] == list(replay.hand.result.points)
    press_button(app)
    click(app, replay.export.rect.center)  # a second export never replaces the first
    assert len(list(documents.glob("aluette-hand-*.json"))) == 2
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert top(app) is history
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), MenuScene)


def test_an_export_that_fails_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record_matches(Storage.open(tmp_path / "data"), range(1))
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the documents folder should be")
    monkeypatch.setattr(replay_scene, "documents", lambda: blocked)
    history = open_history(tmp_path / "data")
    app = history.app
    key(app, pygame.K_RETURN)
    click(app, top(app).export.rect.center)
    dialog = top(app)
    assert isinstance(dialog, Dialog)
    assert dialog.title() == app.t("replay.export_failed_title")
    assert "aluette-hand-" in dialog.body()


def test_an_empty_history_says_so(tmp_path: Path) -> None:
    history = open_history(tmp_path)
    assert history.rows == []
    key(history.app, pygame.K_RETURN)  # nothing to open: Enter presses "Back"
    assert isinstance(top(history.app), MenuScene)
