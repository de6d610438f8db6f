"""Contrée in the window: its cards, its table, its replay, its rules pages, its lesson and its
table's shots (``game.ui.gameparts.GameWindow``). Screens are imported when first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ui.contree.art import CARDS

if TYPE_CHECKING:
    from game.storage import Entry, Resumed
    from game.ui.gameparts import Producer
    from game.ui.scenes.base import Host, Scene

PACK = CARDS.name
GAME = "contree"


def new_match(app: Host, seed: int | None = None) -> Scene:
    from game.ui.contree.table import ContreeTableScene as Table  # lazy: loaded when opened

    return Table.new_match(app, seed)


def new_demo(app: Host, seed: int) -> Scene:
    from game.ui.contree.table import ContreeTableScene as Table  # lazy: loaded when opened

    return Table.new_demo(app, seed)


def resume(app: Host, saved: Resumed) -> Scene:
    from game.ui.contree.table import ContreeTableScene as Table  # lazy: loaded when opened

    return Table.resume(app, saved)


def replay(app: Host, index: int, entry: Entry, hand: Any) -> Scene:
    from game.ui.contree.hand_replay import ContreeReplayScene as Replay  # lazy: opened

    return Replay(app, index, entry, hand)


def review(app: Host, index: int, entry: Entry, hand: Any, difficulty: str | None = None) -> Scene:
    from game.ui.contree.hand_replay import ContreeReviewScene as Review  # lazy: opened

    return Review(app, index, entry, hand, difficulty)


def practice(app: Host, state: Any, difficulty: str) -> Scene:
    from game.ui.contree.practice_table import ContreePractice as Practice  # lazy: opened

    return Practice(app, GAME, state, difficulty)


def rules(app: Host, options: Any = None) -> Scene:
    # lazy: a screen's module is loaded when the screen first opens
    from game.ui.contree.rules_pages import ContreeRulesScene as Rules

    return Rules(app, options)


def lesson(app: Host) -> Scene:
    # lazy: a screen's module is loaded when the screen first opens
    from game.contree.lesson import lesson as prepared
    from game.ui.contree.guided import ContreeLesson as Lesson  # lazy: as above

    return Lesson(app, prepared())


def table_shots() -> tuple[Producer, ...]:
    # lazy: loaded by ``aluette shots`` only (the module ``shots``, not this function)
    from game.ui.contree.shots import PRODUCERS

    return PRODUCERS


if TYPE_CHECKING:  # mypy holds this module to the interface
    import game.ui.contree as _this
    from game.ui.gameparts import GameWindow

    _conforms: GameWindow = _this
