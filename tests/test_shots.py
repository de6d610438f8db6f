"""``aluette shots``: every screen and table phase in PNGs, the same pixels on any machine.

One run in this process (every font file it opens recorded) is compared with runs in other
processes where the system's fonts are out of reach: first through fontconfig's settings,
then, where Linux lets a user mount, with the font folders really hidden.
"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import cli
from game.games import GAMES
from game.ui import theme

REPO = Path(__file__).resolve().parent.parent
ARGS = ["--lang", "fr", "--deck", "french4", "--size", "1024x640"]
SCREENS = {
    "menu",
    "menu-contree",
    "menu-notice",
    "new-match",
    "more-rules",
    "settings",
    "error",
    "rules-basics",
    "rules-cards",
    "rules-signals",
    "rules-winning",
    "statistics-empty",
    "history-empty",
    "statistics",
    "statistics-reset",
    "statistics-practice",
    "history",
    "replay-start",
    "replay-trick",
    "replay-end",
    "contree-history",
    "contree-statistics",
    "contree-new-match",
    "contree-new-match-own",
    "contree-more-rules",
    "contree-rules-text-auction",
    "contree-rules-text-cards",
    "contree-rules-text-play",
    "contree-rules-text-scoring",
    "contree-rules-club-play",
    "contree-rules-club-scoring",
    "contree-rules-coinche-auction",
    "contree-rules-coinche-cards",
    "contree-rules-coinche-no_trump",
    "contree-rules-coinche-play",
    "contree-rules-coinche-announcements",
    "contree-rules-coinche-scoring",
    "contree-replay-start",
    "contree-replay-end",
    "review-decision",
    "review-summary",
    "contree-review-decision",
    "contree-review-summary",
    "menu-saved-match",
    "menu-replace",
}
TABLE = {
    "table-draw",
    "table-deal",
    "table-chant",
    "table-hint-discards",
    "table-discards",
    "table-offer",
    "table-signal",
    "table-play",
    "table-spoiled",
    "table-hand-result",
    "table-offer-answer",
    "table-pause",
    "table-match-end",
    "table-take-back",
    "table-practice",
    "table-six",
    "table-petit-jean",
    "table-heads-up",
    "table-vache",
    "contree-deal",
    "contree-auction",
    "contree-play",
    "contree-refused",
    "contree-hand-result",
    "contree-match-end",
    "contree-hint-call",
    "contree-why-call",
    "contree-hint-play",
    "contree-why-card",
    "contree-coinche-call",
    "contree-coinche-declare",
    "contree-coinche-shown",
    "contree-coinche-result",
}
FONT_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts")


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[object]]:
    """The shots of this process, and every path a font was opened from."""
    out = tmp_path_factory.mktemp("shots")
    opened: list[object] = []
    real = pygame.font.Font

    def recording(path: object, size: int) -> pygame.font.Font:
        opened.append(path)
        return real(path, size)

    def refused(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a system font was asked for")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.font, "Font", recording)
        patch.setattr(pygame.font, "SysFont", refused)
        assert cli.main(["shots", str(out), *ARGS]) == 0
    return out, opened


def _pictures(folder: Path) -> dict[str, bytes]:
    return {p.stem: p.read_bytes() for p in sorted(folder.glob("*.png"))}


def _same_pictures(a: Path, b: Path) -> None:
    first, second = _pictures(a), _pictures(b)
    assert first.keys() == second.keys()
    differ = [name for name in first if first[name] != second[name]]
    assert not differ, f"drawn differently: {differ}"


def _shots_in_subprocess(out: Path, env: dict[str, str], prefix: list[str] | None = None) -> None:
    command = [sys.executable, "-m", "game", "shots", str(out), *ARGS]
    done = subprocess.run(
        [*(prefix or []), *command],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]


def _no_fontconfig(tmp: Path) -> dict[str, str]:
    """An environment where fontconfig finds no font: an empty configuration, empty homes."""
    empty = tmp / "empty"
    empty.mkdir()
    conf = tmp / "fonts.conf"
    conf.write_text('<?xml version="1.0"?>\n<fontconfig></fontconfig>\n')
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(REPO),
        "HOME": str(empty),
        "XDG_DATA_HOME": str(empty),
        "XDG_DATA_DIRS": str(empty),
        "XDG_CONFIG_HOME": str(empty),
        "FONTCONFIG_FILE": str(conf),
        "FONTCONFIG_PATH": str(empty),
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def test_every_screen_and_table_phase_is_drawn(run: tuple[Path, list[object]]) -> None:
    out, _ = run
    pictures = _pictures(out)
    lessons = {name for name in pictures if name.startswith("lesson-")}
    assert pictures.keys() - lessons == SCREENS | TABLE
    for game in GAMES:  # a picture of each caption, the refused move's included
        captions = {name for name in lessons if name.startswith(f"lesson-{game}-")}
        assert len(captions) > len(GAMES[game].api.lesson().steps)
    assert len(set(pictures.values())) == len(pictures), "two shots show the same picture"
    for name in pictures:
        assert pygame.image.load(str(out / f"{name}.png")).get_size() == (1024, 640), name


def test_only_the_shipped_font_files_are_opened(run: tuple[Path, list[object]]) -> None:
    _, opened = run
    folders = {
        Path(importlib.import_module(package).font_directory).resolve()
        for package, _ in theme.FACES.values()
    }
    assert opened, "no font was opened"
    for path in opened:
        assert isinstance(path, str | os.PathLike), path
        assert Path(path).resolve().parent in folders, path


def test_another_run_without_system_fonts_draws_the_same_pixels(
    run: tuple[Path, list[object]], tmp_path: Path
) -> None:
    out = tmp_path / "again"
    _shots_in_subprocess(out, _no_fontconfig(tmp_path))
    _same_pictures(run[0], out)


def _can_hide_folders() -> bool:
    if not sys.platform.startswith("linux") or shutil.which("unshare") is None:
        return False
    probe = subprocess.run(["unshare", "-mr", "true"], capture_output=True, check=False)
    return probe.returncode == 0


@pytest.mark.skipif(not _can_hide_folders(), reason="needs Linux user and mount namespaces")
def test_the_same_pixels_with_the_system_font_folders_hidden(
    run: tuple[Path, list[object]], tmp_path: Path
) -> None:
    """Empty folders mounted over the system's font folders, in a namespace of this run."""
    empty = tmp_path / "nothing"
    empty.mkdir()
    hide = " && ".join(
        f"mount --bind {empty} {folder}" for folder in FONT_FOLDERS if Path(folder).is_dir()
    )
    script = f'{hide or "true"} && exec "$@"'
    out = tmp_path / "hidden"
    env = _no_fontconfig(tmp_path)
    _shots_in_subprocess(out, env, ["unshare", "-mr", "sh", "-c", script, "shots"])
    _same_pictures(run[0], out)


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["--deck", "tarot"], "--deck"),
        (["--lang", "de"], "--lang"),
        (["--size", "10x10"], "--size"),
        (["--size", "big"], "--size"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(
    tmp_path: Path, args: list[str], option: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["shots", str(tmp_path), *args])
    assert stop.value.code == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("aluette shots: ") and err.count("\n") == 1 and option in err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(
    ("args", "words"),
    [(["taken"], "not a folder"), (["out", "--size", "800x500"], "never smaller than")],
)
def test_unusable_folder_or_size_is_one_line(
    tmp_path: Path, args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "taken").write_text("")
    args[0] = str(tmp_path / args[0])
    assert cli.main(["shots", *args]) == cli.EXIT_USAGE
    err = capsys.readouterr().err
    assert err.startswith("aluette: ") and err.count("\n") == 1 and words in err
    assert not (tmp_path / "out").exists()


def test_every_game_brings_its_table_shots_between_the_shared_ones() -> None:
    from game.ui.gameparts import window_of
    from game.ui.shots import lessons, producers, screens

    games = [p for game in GAMES for p in window_of(game).table_shots()]
    assert len(games) >= 2 * len(GAMES)
    assert producers() == (
        screens.menus,
        screens.records,
        *games,
        lessons.lessons,
        screens.saved_match,
    )
    for game in GAMES:
        assert all(
            p.__module__ == f"{GAMES[game].ui_package}.shots" for p in window_of(game).table_shots()
        )
