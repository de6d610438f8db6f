"""The window commands (``--demo``, ``--new-game``, ``bench render``), sound, errors."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ui_support import FakeClock, make_app, new_table, settle, step, top

from game import cli
from game.ui.scenes.base import Scene
from game.ui.scenes.dialogs import Dialog, ErrorScene
from game.ui.scenes.menu import MenuScene
from game.ui.sound import RATE, Sound, synthesise


def test_demo_saves_its_last_frame_and_exits_0(tmp_path: Path) -> None:
    shot = tmp_path / "demo.png"
    code = cli.main(
        [
            "--demo",
            "--seconds",
            "1.5",
            "--screenshot",
            str(shot),
            "--size",
            "1024x640",
            "--lang",
            "fr",
            "--deck",
            "french",
            "--data-dir",
            str(tmp_path / "data"),
        ]
    )
    assert code == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1024, 640)


def test_new_game_skips_the_menu(tmp_path: Path, monkeypatch) -> None:
    from game.ui import app as appmod

    started = {}

    def run(self) -> int:
        started["scene"] = type(self.top()).__name__
        started["seed"] = self.top().match.state.seed
        return 0

    monkeypatch.setattr(appmod.App, "run", run)
    assert cli.main(["--new-game", "--seed", "42", "--data-dir", str(tmp_path)]) == 0
    assert started == {"scene": "TableScene", "seed": 42}


def test_bench_render_reports_frames_and_the_reference() -> None:
    from game.ui.bench import bench_render

    result = bench_render(seconds=4.0, size=(1024, 640))
    assert set(result["frame_ms"]) == {"p50", "p95", "p99", "max"}
    assert result["reference_ms"]["p50"] > 0
    assert result["frames"] > 30


def test_sounds_are_short_and_never_fail() -> None:
    sounds = synthesise()
    assert {"deal", "place", "gather", "shuffle", "spoiled", "win", "lose"} <= set(sounds)
    for samples in sounds.values():
        assert 0 < len(samples) < RATE and max(abs(v) for v in samples) <= 4.0
    pygame.display.init()
    quiet = Sound(enabled=True)
    quiet.play("deal")  # the dummy audio driver, or none at all: no exception either way
    Sound(enabled=False).play("deal")


class _Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("a bug")


def test_an_error_shows_a_message_not_a_traceback(tmp_path: Path) -> None:
    app = make_app(tmp_path, clock=FakeClock())
    app.push(MenuScene(app))
    app.push(_Broken(app))
    app.deadline = app.now + 0.3
    assert app.run() == 0
    assert isinstance(top(app), ErrorScene)
    assert len(app.scenes) == 1
    top(app).buttons[0].activate()
    assert isinstance(top(app), MenuScene)


def test_the_menu_waits_without_drawing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    step(app, 3)
    while app.jobs:
        step(app)
    assert not app.animating() and app.next_wakeup() is None
    app.dirty = False
    step(app, 3)
    assert not app.dirty


def test_settle_helper_reaches_a_decision(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    new_table(app, seed=1)
    assert settle(app) in ("dialog", "play", "discard")


def test_the_real_loop_reaches_the_first_decision(tmp_path: Path) -> None:
    """The blocking loop must not sleep through a move that showed nothing."""
    app = make_app(tmp_path, speed="instant", clock=FakeClock())
    table = new_table(app, seed=3)
    while app.jobs:  # no background work left to keep the loop awake
        app.jobs.popleft()()
    app.deadline = app.now + 4.0
    assert app.run() == 0
    assert isinstance(top(app), Dialog) or table.human_turn() in ("play", "discard")


class QuitWhileAsleep(FakeClock):
    """The window is closed while the loop sleeps for the third time."""

    def __init__(self) -> None:
        super().__init__()
        self.sleeps = 0

    def sleep(self, seconds: float) -> None:
        super().sleep(seconds)
        self.sleeps += 1
        if self.sleeps == 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))


def test_the_idle_loop_wakes_at_the_first_event(tmp_path: Path) -> None:
    """With nothing to wait for but input, the loop sleeps by slices and looks in between."""
    clock = QuitWhileAsleep()
    app = make_app(tmp_path, clock=clock)
    app.push(MenuScene(app))
    while app.jobs or app.dirty:
        step(app)
    pygame.event.clear()
    assert app.next_wakeup() is None
    assert app.run() == 0
    assert clock.sleeps == 3
