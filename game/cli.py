"""The ``aluette`` command: the window by default, and the subcommands tests and tools use.

Every subcommand is parsed here with argparse and handed to the module that does the work,
imported only when needed so that ``aluette --version`` and the window start fast. Errors a
player can cause end in one clear line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import NoReturn

from game import __version__
from game.bots import LEVELS
from game.decks import DECKS
from game.games import DEFAULT_GAME, GAMES

EXIT_USAGE = 2


class CommandError(Exception):
    """A problem the user can fix: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse, saying a mistake on the command line in one line (``--help`` shows usage)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: {message} (see {self.prog} --help)\n")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size {text!r} is not WIDTHxHEIGHT") from None
    if not (320 <= w <= 8192 and 240 <= h <= 8192):
        raise argparse.ArgumentTypeError(f"size {text!r} is out of range")
    return w, h


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least 1")
    return value


class _ArenaLevels:
    """Every level some game's bots know (a game may add arena yardsticks to the shared ones),
    asked of the games only when an arena's level is not a shared one or is refused (the
    arguments name it ``LEVEL``, so that building the parser asks no game)."""

    def _levels(self) -> list[str]:
        found = list(LEVELS)
        for g in GAMES.values():
            found += [level for level in g.api.LEVELS if level not in found]
        return found

    def __contains__(self, level: object) -> bool:
        return level in LEVELS or level in self._levels()

    def __iter__(self) -> Iterator[str]:
        return iter(self._levels())


ARENA_LEVELS = _ArenaLevels()


def build_parser() -> argparse.ArgumentParser:
    """The whole command line, as documented in the README."""
    p = Parser(
        prog="aluette",
        description="Aluette (le jeu de la Vache): play the old card game of western France.",
    )
    p.add_argument("--version", action="version", version=f"aluette {__version__}")
    p.add_argument("--new-game", action="store_true", help="skip the menu: start a new match")
    p.add_argument("--seed", type=int, help="seed of the new match (with --new-game or --demo)")
    p.add_argument("--demo", action="store_true", help="four AI players at fast speed")
    p.add_argument("--seconds", type=float, help="with --demo: stop after this many seconds")
    p.add_argument("--screenshot", metavar="PNG", help="with --demo: save the last frame, exit")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x800")
    p.add_argument("--lang", choices=("en", "fr"), help="language of the window")
    p.add_argument("--deck", choices=DECKS, help="card deck to draw")
    p.add_argument("--data-dir", metavar="DIR", help="keep settings and saves in DIR")
    p.add_argument(
        "--game",
        dest="window_game",
        choices=tuple(GAMES),
        default=DEFAULT_GAME,
        help="with --new-game or --demo: which game",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    cards = sub.add_parser("cards", help="draw a contact sheet of a deck")
    cards.add_argument("--sheet", required=True, metavar="PNG", help="output image")
    cards.add_argument(
        "--deck",
        dest="sheet_deck",
        default="spanish",
        metavar="DECK",
        help="a deck, or another game's pack by its name (the card art's packs)",
    )
    cards.add_argument("--width", type=_positive, default=120, metavar="PX", help="card width")

    replay = sub.add_parser("replay", help="score hand records")
    replay.add_argument("files", nargs="+", metavar="FILE")
    replay.add_argument("--json", action="store_true", help="machine-readable output")

    hint = sub.add_parser("hint", help="advise the next move of a hand record, and say why")
    hint.add_argument("record", metavar="RECORD")
    hint.add_argument("--seat", type=int, help="the seat to play (checked)")
    hint.add_argument("--level", choices=LEVELS, default="expert", help="the advising bot")
    hint.add_argument("--json", action="store_true", help="machine-readable output")
    hint.add_argument("--lang", dest="hint_lang", choices=("en", "fr"), default="en")

    review = sub.add_parser("review", help="what each decision of a finished hand record cost")
    review.add_argument("record", metavar="RECORD")
    review.add_argument(
        "--open", dest="open_cards", action="store_true", help="judge with every hand known"
    )
    review.add_argument("--seat", type=int, help="review only this seat's decisions")
    review.add_argument("--json", action="store_true", help="machine-readable output")
    review.add_argument("--lang", dest="review_lang", choices=("en", "fr"), default="en")

    arena = sub.add_parser("arena", help="duplicate match between two bot levels")
    arena.add_argument("--a", required=True, choices=ARENA_LEVELS, metavar="LEVEL")
    arena.add_argument("--b", required=True, choices=ARENA_LEVELS, metavar="LEVEL")
    arena.add_argument(
        "--calls-by",
        choices=ARENA_LEVELS,
        metavar="LEVEL",
        help="this level makes every call at both tables: only the card play differs",
    )
    arena.add_argument(
        "--options", metavar="NAME=VALUE[,...]", help="the game's rule options for every deal"
    )
    arena.add_argument("--deals", type=_positive, default=200)
    arena.add_argument("--seed", dest="arena_seed", type=int, default=1)
    arena.add_argument("--jobs", type=_positive, default=1)
    arena.add_argument("--json", action="store_true")
    arena.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)

    bench = sub.add_parser(
        "bench", help="measure the engine, the bots, the drawing, the pace or the review"
    )
    bench.add_argument("what", choices=("engine", "ai", "render", "pace", "review"))
    bench.add_argument("--json", action="store_true")
    bench.add_argument(
        "--open", dest="open_cards", action="store_true", help="with review: open cards"
    )
    bench.add_argument("--game", choices=tuple(GAMES), default=DEFAULT_GAME)

    shots = sub.add_parser("shots", help="draw every screen and table phase into PNG files")
    shots.add_argument("dir", metavar="DIR", help="folder of the pictures (made if missing)")
    shots.add_argument("--lang", dest="shots_lang", choices=("en", "fr"), default="en")
    shots.add_argument("--deck", dest="shots_deck", choices=DECKS, default="spanish")
    shots.add_argument("--size", dest="shots_size", type=_size, default=(1280, 800), metavar="WxH")
    return p


def _lazy(module: str, function: str = "run") -> Callable[[argparse.Namespace], int]:
    """A handler that imports its module only when its command runs."""

    def run(args: argparse.Namespace) -> int:
        import importlib

        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as err:
            if err.name != module:
                raise
            raise CommandError(f"this command is not available yet ({module})") from None
        return getattr(mod, function)(args)

    return run


HANDLERS: dict[str | None, Callable[[argparse.Namespace], int]] = {
    None: _lazy("game.ui.app", "run_window"),
    "cards": _lazy("game.ui.sheet", "run_cards"),
    "replay": _lazy("game.records", "run_replay"),
    "hint": _lazy("game.hint", "run_hint"),
    "review": _lazy("game.review", "run_review"),
    "arena": _lazy("game.arena", "run_arena"),
    "bench": _lazy("game.bench", "run_bench"),
    "shots": _lazy("game.ui.shots", "run_shots"),
}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``aluette`` and ``python -m game``; returns the exit status."""
    args = build_parser().parse_args(argv)
    handler = HANDLERS[args.command]
    try:
        return handler(args)
    except CommandError as err:
        print(f"aluette: {err}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
