"""``aluette shots DIR``: every screen and every table phase drawn into ``DIR/NAME.png``.

It is how the whole program is looked at in one go, and how the tests prove that its look
does not depend on the machine: the same version and the same options give the same pixels
anywhere. Everything that could differ is fixed: the fonts ship with the program, the
player's own files are replaced by a temporary folder, the matches come from fixed seeds and
scripted players, the clock is advanced by hand (``drive``), no frame is drawn but the shots,
and smooth scaling uses pygame's plain C code rather than the processor's vector units.

The pictures come from ``producers()``: a producer sets up the window's scenes and yields a name
whenever the window shows something worth keeping; the runner then draws the window and saves
it under that name. The screens around the table and the lessons are shared; each registered
game brings its table's producers (``GameWindow.table_shots``), so a new game adds its own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.cli import CommandError
from game.games import GAMES
from game.resources import MissingFont
from game.storage import Settings, Storage
from game.ui.app import MIN_SIZE, App
from game.ui.gameparts import window_of
from game.ui.shots import lessons, screens

Producer = Callable[[App], Iterator[str]]


def producers() -> tuple[Producer, ...]:
    """Every picture, in the order a player meets them (later producers may rely on the files
    earlier ones left in the temporary data folder: finished hands, a saved match). Asked when
    the shots are taken: a game's producers use this package's clock and screens."""
    return (
        screens.menus,
        screens.records,
        *(producer for game in GAMES for producer in window_of(game).table_shots()),
        lessons.lessons,
        screens.saved_match,
    )


def take_shots(out: Path, lang: str, deck: str, size: tuple[int, int]) -> list[str]:
    """Draw every shot into the folder ``out``; the names, in order.

    OSError or pygame.error when a picture cannot be written.
    """
    pygame.display.init()
    pygame.font.init()
    backend = pygame.transform.get_smoothscale_backend()
    pygame.transform.set_smoothscale_backend("GENERIC")
    names: list[str] = []
    with tempfile.TemporaryDirectory(prefix="aluette-shots-") as data:
        settings = Settings(language=lang, sound=False, speed="normal", window=size)
        settings = settings.with_deck_for_all(deck)
        app = App(settings, Storage.open(data), size=size)
        try:
            for producer in producers():
                for name in producer(app):
                    if name in names:
                        raise ValueError(f"two shots are named {name!r}")
                    names.append(name)
                    app.draw()
                    pygame.image.save(app.screen, str(out / f"{name}.png"))
        finally:
            app.bots.close()
            pygame.transform.set_smoothscale_backend(backend)
    return names


def run_shots(args: argparse.Namespace) -> int:
    """``aluette shots DIR [--lang] [--deck] [--size]``: write the PNGs, say how many."""
    out = Path(args.dir)
    (w, h), (min_w, min_h) = args.shots_size, MIN_SIZE
    if w < min_w or h < min_h:
        raise CommandError(f"--size {w}x{h}: the window is never smaller than {min_w}x{min_h}")
    if out.exists() and not out.is_dir():
        raise CommandError(f"{out} is not a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        raise CommandError(f"{out}: cannot make the folder ({err.strerror})") from None
    os.environ["SDL_VIDEODRIVER"] = "dummy"  # drawn off screen, whatever display there is
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        names = take_shots(out, args.shots_lang, args.shots_deck, args.shots_size)
    except MissingFont as err:
        print(f"aluette: {err}", file=sys.stderr)
        return 1
    except (OSError, pygame.error) as err:
        raise CommandError(f"{out}: cannot write the shots ({err})") from None
    finally:
        pygame.quit()
    print(f"{len(names)} shots in {out}")
    return 0
