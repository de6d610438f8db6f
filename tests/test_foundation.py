"""The package installs, finds its data everywhere it runs, and the command line answers."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import game
from game import cli, resources

REPO = Path(__file__).resolve().parent.parent


def test_pygame_is_pygame_ce() -> None:
    import pygame

    assert getattr(pygame, "IS_CE", False), "plain pygame is installed instead of pygame-ce"


def test_checkout_finds_data() -> None:
    assert resources.resource_path("locale", "en.yaml").is_file()
    assert resources.resource_path("assets").is_dir()


def test_resource_path_rejects_other_folders() -> None:
    with pytest.raises(ValueError):
        resources.resource_path("game", "cli.py")


def test_bundle_root_is_preferred(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "locale").mkdir()
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.data_root() == tmp_path


def test_version_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"aluette {game.__version__}"


def test_python_dash_m_is_the_same_program() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game", "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == f"aluette {game.__version__}"


@pytest.mark.parametrize("sub", ["cards", "replay", "arena", "bench", "shots"])
def test_every_subcommand_has_help(sub: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main([sub, "--help"])
    assert stop.value.code == 0
    assert "usage: aluette" in capsys.readouterr().out


def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["arena", "--a", "genius", "--b", "random"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("aluette arena: ") and "invalid choice" in err and err.count("\n") == 1


@pytest.mark.slow
def test_wheel_carries_data_where_resources_finds_it(tmp_path: Path) -> None:
    """A plain (non-editable) install finds assets/ and locale/ inside the package."""
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(REPO)],
        check=True,
    )
    (wheel,) = tmp_path.glob("aluette-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "game/locale/en.yaml" in names and "game/locale/fr.yaml" in names
    assert any(n.startswith("game/assets/") for n in names)
    site = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site), wheel],
        check=True,
    )
    probe = "from game import resources; print(resources.data_root())"
    out = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
    )
    assert Path(out.stdout.strip()) == site / "game"
