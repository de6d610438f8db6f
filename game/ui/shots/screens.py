"""The screens around the table, for ``aluette shots``: menu, new match, settings, rules,
statistics, history, replay and the dialogs they open.

The finished hands shown in the statistics and the history come from fixed seeds played by
seeded random bots, and carry a fixed date, so the lists read the same on every run.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from game.aluette.ai.base import RandomBot
from game.aluette.ai.driver import play_out
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.storage import new_meta
from game.storage.files import Notice
from game.ui.aluette.hand_replay import AluetteReplayScene
from game.ui.app import App
from game.ui.scenes.dialogs import ErrorScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import MoreRulesScene
from game.ui.scenes.rules import PAGES, RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene

FINISHED = "2024-11-11T21:30:00"
"""The date every recorded hand shows."""
RECORDED_SEEDS = (1, 2, 3)
DAMAGED = Notice("storage.bad_file", {"file": "settings.yaml", "backup": "settings.yaml.bad-1"})
"""A notice as the menu shows one after a damaged file was set aside."""


def menus(app: App) -> Iterator[str]:
    """The menu (first start, then with a notice), new match, more rules, settings, rules,
    and the empty statistics and history."""
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu"
    app.store.notices.append(DAMAGED)
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu-notice"
    menu.new_match()
    draft = app.top().draft
    yield "new-match"
    app.push(MoreRulesScene(app, draft))
    yield "more-rules"
    for page, name in ((SettingsScene, "settings"), (ErrorScene, "error")):
        app.replace_all(menu)
        app.push(page(app))
        yield name
    app.replace_all(menu)
    rules = RulesScene(app)
    app.push(rules)
    for page, name in enumerate(PAGES):
        rules.show(page)
        yield f"rules-{name}"
    for page, name in ((StatsScene, "statistics-empty"), (HistoryScene, "history-empty")):
        app.replace_all(menu)
        app.push(page(app))
        yield name


def records(app: App) -> Iterator[str]:
    """Statistics, history and the replay of a hand, after three matches to three points."""
    store = app.store
    options = Options.from_mapping({"match_length": "points:3"})
    for seed in RECORDED_SEEDS:
        state, _ = State.new_match(seed, options)
        bots = {s: RandomBot(seed * 8 + s) for s in range(state.n)}
        meta = {**new_meta(0, "standard", app.deck), "match_id": f"shots-{seed}"}
        store.record_finished(play_out(state, bots), meta)
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
    replay = AluetteReplayScene(app, row.index, row.entry, row.hand)
    app.push(replay)
    yield "replay-start"
    replay.go(replay.last // 2)
    yield "replay-trick"
    replay.go(replay.last)
    yield "replay-end"


def saved_match(app: App) -> Iterator[str]:
    """The menu with a match saved (the last table left one), and the question before a new
    match replaces it."""
    menu = MenuScene(app)
    app.replace_all(menu)
    yield "menu-saved-match"
    menu.new_match()
    yield "menu-replace"
