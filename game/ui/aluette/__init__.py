"""Aluette in the window: its cards, its table, its replay, its rules pages, its lesson and its
table's shots (``game.ui.gameparts.GameWindow``). Screens are imported when first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui.aluette.art import CARDS

if TYPE_CHECKING:
    from game.storage import Entry, Resumed
    from game.ui.gameparts import Producer
    from game.ui.scenes.base import Host, Scene

PACK = CARDS.name
GAME = "aluette"


def new_match(app: Host, seed: int | None = None) -> Scene:
    from game.ui.aluette.table import AluetteTableScene as Table  # lazy: loaded when opened

    return Table.new_match(app, seed)


def new_demo(app: Host, seed: int) -> Scene:
    from game.ui.aluette.table import AluetteTableScene as Table  # lazy: loaded when opened

    return Table.new_demo(app, seed)


def resume(app: Host, saved: Resumed) -> Scene:
    from game.ui.aluette.table import AluetteTableScene as Table  # lazy: loaded when opened

    return Table.resume(app, saved)


def replay(app: Host, index: int, entry: Entry, hand: Any) -> Scene:
    from game.ui.aluette.hand_replay import AluetteReplayScene as Replay  # lazy: opened

    return Replay(app, index, entry, hand)


def review(app: Host, index: int, entry: Entry, hand: Any, difficulty: str | None = None) -> Scene:
    from game.ui.aluette.hand_replay import AluetteReviewScene as Review  # lazy: opened

    return Review(app, index, entry, hand, difficulty)


def practice(app: Host, state: Any, difficulty: str) -> Scene:
    from game.ui.aluette.practice_table import AluettePractice as Practice  # lazy: opened

    return Practice(app, GAME, state, difficulty)


def rules(app: Host, options: Any = None) -> Scene:
    """Aluette's pages read the same under every option."""
    # lazy: a screen's module is loaded when the screen first opens
    from game.ui.aluette.rules_pages import RulesScene as Rules

    return Rules(app)


def lesson(app: Host) -> Scene:
    # lazy: a screen's module is loaded when the screen first opens
    from game.aluette.lesson import lesson as prepared
    from game.ui.aluette.guided import AluetteLesson as Lesson  # lazy: as above

    return Lesson(app, prepared())


def table_shots() -> tuple[Producer, ...]:
    # lazy: loaded by ``aluette shots`` only (the module ``shots``, not this function)
    from game.ui.aluette.shots import PRODUCERS

    return PRODUCERS


if TYPE_CHECKING:  # mypy holds this module to the interface
    import game.ui.aluette as _this
    from game.ui.gameparts import GameWindow

    _conforms: GameWindow = _this
