"""The window commands (``--demo``, ``--new-game``, ``bench render``), sound, errors."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from test_ui_support import FakeClock, make_app, new_table, settle, step, top

from game import cli
from game.ui.app import MIN_SIZE, NO_DISPLAY
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


def _without_display(tmp_path: Path) -> dict[str, str]:
    """The environment of a session with no screen: no X, no Wayland, no SDL driver asked."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("SDL_VIDEODRIVER", None)
    runtime = tmp_path / "runtime"  # as a login session has one (else Wayland's probe complains)
    runtime.mkdir(mode=0o700)
    root = str(Path(__file__).resolve().parents[1])
    env.update(XDG_RUNTIME_DIR=str(runtime), SDL_AUDIODRIVER="dummy", PYTHONPATH=root)
    return env


def _aluette(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game", *args], env=env, capture_output=True, text=True, timeout=120
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how X11 finds one")
def test_without_a_display_the_window_says_so_and_exits_2(tmp_path: Path) -> None:
    done = _aluette(["--data-dir", str(tmp_path / "data")], _without_display(tmp_path))
    assert done.returncode == 2
    assert done.stderr.splitlines() == [f"aluette: {NO_DISPLAY}"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how X11 finds one")
def test_a_demo_screenshot_needs_no_display(tmp_path: Path) -> None:
    shot = tmp_path / "demo.png"
    args = ["--demo", "--seconds", "0.5", "--screenshot", str(shot), "--data-dir", str(tmp_path)]
    done = _aluette(args, _without_display(tmp_path))
    assert done.returncode == 0, done.stderr
    w, h = pygame.image.load(str(shot)).get_size()
    assert w >= MIN_SIZE[0] and h >= MIN_SIZE[1]


def test_a_size_below_the_smallest_window_says_the_size_used(tmp_path: Path, capsys) -> None:
    shot = tmp_path / "small.png"
    args = ["--demo", "--seconds", "0.5", "--screenshot", str(shot), "--size", "800x600"]
    assert cli.main([*args, "--data-dir", str(tmp_path / "data")]) == 0
    used = pygame.image.load(str(shot)).get_size()
    assert used == MIN_SIZE
    (line,) = capsys.readouterr().err.splitlines()
    assert "800x600" in line and line.endswith(f"the window is {used[0]}x{used[1]}")


def test_new_game_skips_the_menu(tmp_path: Path, monkeypatch) -> None:
    from game.ui import app as appmod
    from game.ui.scenes.table import TableScene

    started = {}

    def run(self) -> int:
        started["scene"] = isinstance(self.top(), TableScene)
        started["seed"] = self.top().match.state.seed
        return 0

    monkeypatch.setattr(appmod.App, "run", run)
    assert cli.main(["--new-game", "--seed", "42", "--data-dir", str(tmp_path)]) == 0
    assert started == {"scene": True, "seed": 42}


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


@pytest.mark.parametrize("flag", ["--new-game", "--demo"])
def test_new_game_and_demo_of_contree(tmp_path: Path, monkeypatch, flag: str) -> None:
    from game.ui import app as appmod

    started = {}

    def run(self) -> int:
        started["scene"] = type(self.top()).__name__
        started["seed"] = self.top().match.state.seed
        started["demo"] = self.top().match.demo
        return 0

    monkeypatch.setattr(appmod.App, "run", run)
    argv = [flag, "--game", "contree", "--seed", "42", "--data-dir", str(tmp_path)]
    assert cli.main(argv) == 0
    assert started == {"scene": "ContreeTableScene", "seed": 42, "demo": flag == "--demo"}


def test_bench_render_of_a_contree_deal() -> None:
    from game.ui.bench import bench_render

    result = bench_render(seconds=4.0, size=(1024, 640), game="contree")
    assert result["game"] == "contree" and result["frames"] > 30
    assert result["reference_ms"]["p50"] > 0
