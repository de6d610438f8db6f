"""The standalone program: build.spec builds a bundle that runs without a Python environment."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (pip install -e '.[build]')",
    ),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level=WARN",
            "--distpath",
            str(out / "dist"),
            "--workpath",
            str(out / "build"),
            str(REPO / "build.spec"),
        ],
        check=True,
        cwd=REPO,
    )
    exe = out / "dist" / "aluette" / ("aluette.exe" if os.name == "nt" else "aluette")
    assert exe.is_file()
    return exe


def _bare_env(tmp: Path) -> dict[str, str]:
    """No virtualenv, no PYTHONPATH: only what a player's machine has."""
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "ALUETTE_DATA_DIR": str(tmp / "data"),
    }


def test_bundle_prints_its_version(bundle: Path, tmp_path: Path) -> None:
    from game import __version__

    start = time.perf_counter()
    out = subprocess.run(
        [str(bundle), "--version"],
        capture_output=True,
        text=True,
        env=_bare_env(tmp_path),
        cwd=tmp_path,
        check=True,
        timeout=60,
    )
    assert out.stdout.strip() == f"aluette {__version__}"
    print(f"bundled --version took {time.perf_counter() - start:.2f} s")


def test_bundle_runs_the_demo(bundle: Path, tmp_path: Path) -> None:
    shot = tmp_path / "demo.png"
    subprocess.run(
        [str(bundle), "--demo", "--seconds", "3", "--screenshot", str(shot)],
        env=_bare_env(tmp_path),
        cwd=tmp_path,
        check=True,
        timeout=120,
    )
    assert shot.stat().st_size > 10_000
    import pygame

    image = pygame.image.load(str(shot))
    assert image.get_width() >= 640 and image.get_height() >= 480


def test_bundle_draws_with_the_fonts_it_carries(bundle: Path, tmp_path: Path) -> None:
    """Exactly the theme's font files travel with the bundle, and its shots are the same
    pixels as the checkout's: it draws with those files, not with the system's fonts."""
    from game.ui.theme import FACES

    carried = {p.name for p in bundle.parent.rglob("font_source_*/files/*.*tf")}
    assert carried == {name for _, name in FACES.values()}
    size = ["--size", "1024x640"]
    bundled, checkout = tmp_path / "bundled", tmp_path / "checkout"
    subprocess.run(
        [str(bundle), "shots", str(bundled), *size],
        env=_bare_env(tmp_path),
        cwd=tmp_path,
        check=True,
        timeout=300,
    )
    subprocess.run(
        [sys.executable, "-m", "game", "shots", str(checkout), *size],
        env={**os.environ, "PYTHONPATH": str(REPO)},
        cwd=REPO,
        check=True,
    )
    pictures = sorted(p.name for p in checkout.glob("*.png"))
    assert pictures == sorted(p.name for p in bundled.glob("*.png"))
    differ = [n for n in pictures if (checkout / n).read_bytes() != (bundled / n).read_bytes()]
    assert not differ
