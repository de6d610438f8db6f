"""The screens around the table, for ``aluette shots``: menu, new match, settings, rules,
statistics, history, replay and the dialogs they open.

The finished hands shown in the statistics and the history come from fixed seeds played by
seeded random bots, and carry a fixed date, so the lists read the same on every run.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator
from typing import Any

from game.bots import play_out
from game.games import DEFAULT_GAME, GAMES
from game.storage import new_meta
from game.storage.files import Notice
from game.ui.app import App
from game.ui.scenes.base import Scene
from game.ui.scenes.dialogs import ErrorScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import MoreRulesScene, NewMatchScene
from game.ui.scenes.rules import RulesPages
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene

FINISHED = "2024-11-11T21:30:00"
"""The date every recorded hand shows."""
RECORDED_SEEDS = (1, 2, 3)
SHORT_MATCH = {"match_length": "points:3"}
"""The options of the recorded matches (the default game's, to three points)."""
DAMAGED = Notice("storage.bad_file", {"file": "settings.yaml", "backup": "settings.yaml.bad-1"})
"""A notice as the menu shows one after a damaged file was set aside."""


def menus(app: App) -> Iterator[str]:
    """The menu (first start, on each game, then with a notice), new match, more rules,
    settings, rules, and the empty statistics and history."""
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu"
    for game in GAMES:
        if game != DEFAULT_GAME:
            menu.choose_game(game)
            yield f"menu-{game}"
    menu.choose_game(DEFAULT_GAME)
    assert app.store is not None
    app.store.notices.append(DAMAGED)
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu-notice"
    menu.new_match()
    screen = app.top()
    assert isinstance(screen, NewMatchScene)
    draft = screen.draft
    yield "new-match"
    app.push(MoreRulesScene(app, draft))
    yield "more-rules"
    pages: tuple[tuple[Callable[..., Scene], str], ...] = (
        (SettingsScene, "settings"),
        (ErrorScene, "error"),
    )
    for page, name in pages:
        app.replace_all(menu)
        app.push(page(app))
        yield name
    app.replace_all(menu)
    rules = app.go("rules", DEFAULT_GAME)
    assert isinstance(rules, RulesPages)
    for index, name in enumerate(rules.pages):
        rules.show(index)
        yield f"rules-{name}"
    pages = ((StatsScene, "statistics-empty"), (HistoryScene, "history-empty"))
    for page, name in pages:
        app.replace_all(menu)
        app.push(page(app))
        yield name


def records(app: App) -> Iterator[str]:
    """Statistics, history and the replay of a hand, after three matches to three points."""
    store = app.store
    assert store is not None
    api = GAMES[DEFAULT_GAME].api
    options = api.read_options(SHORT_MATCH)
    for seed in RECORDED_SEEDS:
        state, _ = api.new_match(seed, options)
        bots = {s: api.make_bot("random", seed * 8 + s) for s in range(state.n)}
        meta = {**new_meta(0, "standard", app.deck), "match_id": f"shots-{seed}"}
        store.record_finished(play_out(state, bots, api.view), meta)
    history = store.history
    history.entries = [dataclasses.replace(e, finished=FINISHED) for e in history.entries]
    menu = MenuScene(app)
    app.replace_all(menu)
    stats = StatsScene(app)
    app.push(stats)
    yield "statistics"
    stats.ask_reset()
    yield "statistics-reset"
    app.replace_all(menu)
    listing = HistoryScene(app)
    app.push(listing)
    yield "history"
    row = listing.rows[0]
    replay: Any = app.go("replay", row.index, row.entry, row.hand)
    yield "replay-start"
    replay.go(replay.last // 2)
    yield "replay-trick"
    replay.go(replay.last)
    yield "replay-end"
    yield from reviewed(app, app.go("review", row.index, row.entry, row.hand), "")


def reviewed(app: App, review: Any, prefix: str) -> Iterator[str]:
    """A hand's review, once the worker has weighed it all (so that every run draws the same
    picture): the human's first decision, then the summary."""
    run = review.run
    while not run.finished:
        time.sleep(0.01)
    run.arrived()
    mine = [i for i, d in enumerate(review.hand.decisions) if d.seat == review.seat]
    review.go(mine[0] if mine else 0)
    yield f"{prefix}review-decision"
    review.go(review.last)
    yield f"{prefix}review-summary"


def saved_match(app: App) -> Iterator[str]:
    """The menu with a match saved (the last table left one), and the question before a new
    match replaces it."""
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu-saved-match"
    menu.new_match()
    yield "menu-replace"
