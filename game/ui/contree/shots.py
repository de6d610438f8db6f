"""The Contrée table in every phase, for ``aluette shots``.

A match is played through the real table scene at normal speed from a fixed seed, the bots'
seats by random players (seeded: the same moves on every run, whichever bots Contrée has,
and matches that end soon: random players bid high and often fail). The human bids the
lowest value allowed at their first call and passes after, and plays the first card the
rules allow; once, a card the rules refuse is tried first, to show the reason given. Each
shot waits for a moment the table shows, not for a number of frames.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from game.contree.ai import make_bot
from game.contree.ai.driver import play_out
from game.contree.cards import NO_TRUMP
from game.contree.rules.actions import Bid, Pass
from game.contree.rules.announcements import held
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.state import State
from game.storage import new_meta
from game.ui.app import App
from game.ui.contree.guided import ContreeLesson
from game.ui.contree.hand_replay import ContreeReplayScene
from game.ui.contree.rules_pages import PICTURES, ContreeRulesScene
from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import NewMatchScene
from game.ui.scenes.stats import StatsScene
from game.ui.shots.drive import until
from game.ui.shots.lessons import guided_steps
from game.ui.shots.screens import FINISHED, reviewed
from game.ui.table.match import HUMAN, Match

SEED = 5
TARGET = 1000


def open_table(app: App, seed: int = SEED, **options: Any) -> ContreeTableScene:
    """A new Contrée match at the table."""
    match, events = Match.new(seed, Options(**options), "standard", app.deck, None, game="contree")
    table = ContreeTableScene(app, match, events)
    table.match.bots = {s: make_bot("random", seed * 8 + s) for s in table.match.bots}
    app.replace_all(table)
    return table


def answer(table: ContreeTableScene) -> None:
    """The human's move, if one is asked: what clicking the script's choice would do."""
    top = table.app.top()
    if isinstance(top, Dialog):
        top.buttons[0].activate()
        return
    if top is not table:
        return
    turn = table.human_turn()
    if turn == "call":
        legal = table.match.state.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        mine = [a for a in table.match.state.auction.calls if a.seat == HUMAN]
        table.apply(bids[0] if bids and not mine else next(a for a in legal if isinstance(a, Pass)))
    elif turn == "play":
        allowed, _rule = table.legal_now()
        table.choose(min(allowed, key=[c for c, _ in table.hand_layout(HUMAN)].index))


def match_phases(app: App) -> Iterator[str]:
    """A Contrée match: the deal, the auction, play, a refused card, a hand's result."""
    table = open_table(app, target=TARGET)
    model = table.model

    def act() -> None:
        answer(table)

    until(app, lambda: model.deck > 0 and len(model.hand) >= 3, what="contree-deal")
    yield "contree-deal"
    until(app, lambda: table.human_turn() == "call" and app.top() is table, what="contree-call")
    yield "contree-auction"
    until(app, lambda: _refusable(table), act, "contree-play")
    yield "contree-play"
    allowed, _rule = table.legal_now()
    table.choose(next(c for c in model.hand if c not in allowed))
    yield "contree-refused"
    until(app, lambda: _result_shown(table), act, "contree-hand-result")
    yield "contree-hand-result"


def match_end(app: App) -> Iterator[str]:
    """A short match played to its end: the final result and the score sheet."""
    table = open_table(app, seed=SEED + 1, target=TARGET)
    until(
        app,
        lambda: table.match.over and _result_shown(table) and not table.queue.steps,
        lambda: answer(table),
        "contree-match-end",
    )
    yield "contree-match-end"


def replay(app: App) -> Iterator[str]:
    """The statistics' and the history's Contrée tabs after a short match of seeded standard
    bots, and a hand of it replayed: the contract and its auction, then the hand's end."""
    state, _ = State.new_match(SEED, Options(target=TARGET))
    bots = {s: make_bot("standard", SEED * 8 + s) for s in range(4)}
    meta = {**new_meta(0, "standard", app.deck), "match_id": "shots-contree", "game": "contree"}
    store = app.store
    assert store is not None
    store.record_finished(play_out(state, bots), meta)
    statistics = StatsScene(app)
    statistics.show("contree")
    app.replace_all(statistics)
    yield "contree-statistics"
    history = store.history
    history.entries = [dataclasses.replace(e, finished=FINISHED) for e in history.entries]
    listing = HistoryScene(app)
    listing.show("contree")
    app.replace_all(listing)
    yield "contree-history"
    row = listing.rows[0]
    scene = ContreeReplayScene(app, row.index, row.entry, row.hand)
    app.push(scene)
    yield "contree-replay-start"
    scene.go(scene.last)
    yield "contree-replay-end"
    yield from reviewed(app, app.go("review", row.index, row.entry, row.hand), "contree-")


def _refusable(table: ContreeTableScene) -> bool:
    """The human is to play, with a card on the trick and a card the rules refuse."""
    if table.human_turn() != "play" or table.app.top() is not table or not table.model.trick:
        return False
    allowed, _rule = table.legal_now()
    return any(c not in allowed for c in table.model.hand)


def _result_shown(table: ContreeTableScene) -> bool:
    step = table.queue.current
    return step is not None and step.hold and table.app.top() is table.dialog


def hints(app: App) -> Iterator[str]:
    """The expert's hint and the bots' "Why?", in the auction and in play (standard bots, who
    say why they call and play)."""
    match, events = Match.new(SEED, Options(), "standard", app.deck, None, game="contree")
    table = ContreeTableScene(app, match, events)
    app.replace_all(table)

    def act() -> None:
        answer(table)

    def hinted() -> bool:
        return table.flow.advice() is not None

    def first() -> None:  # the human speaks first: answer until a bot has called
        if not _bot_called(table):
            answer(table)

    until(app, lambda: _bot_called(table) and table.human_turn() == "call", first, "hint-call")
    table.hint()
    until(app, hinted, what="contree-hint-call")
    yield "contree-hint-call"
    bots = [(isinstance(c, Bid), i) for i, c in enumerate(table.model.calls) if c.seat != HUMAN]
    table.why_call(max(bots)[1])  # a bot's bid if there is one: its hand told without cards
    yield "contree-why-call"
    until(app, lambda: _bot_on_trick(table) and table.human_turn() == "play", act, "hint-play")
    table.hint()
    until(app, hinted, what="contree-hint-play")
    yield "contree-hint-play"
    seat, card = next((s, c) for s, c in table.model.trick.items() if s != HUMAN)
    table.why(seat, card)
    yield "contree-why-card"


def _bot_called(table: ContreeTableScene) -> bool:
    return table.app.top() is table and any(c.seat != HUMAN for c in table.model.calls)


def _bot_on_trick(table: ContreeTableScene) -> bool:
    return table.app.top() is table and any(s != HUMAN for s in table.model.trick)


def new_match(app: App) -> Iterator[str]:
    """The New match screen on Contrée: its presets (Coinche chosen), then an option changed
    after the preset, and the options behind "More rules"."""
    app.replace_all(MenuScene(app))
    first = NewMatchScene(app)
    app.push(first)
    first.choose_game("contree")  # the page is made again for the game
    page = app.top()
    assert isinstance(page, NewMatchScene)
    presets = page.right[0]
    while presets.get() != "coinche":
        presets.change(1)
    yield "contree-new-match"
    page.left[-1].change(1)  # a match of a fixed number of hands: no preset any more
    yield "contree-new-match-own"
    page.open_more()
    yield "contree-more-rules"


def rules(app: App) -> Iterator[str]:
    """The rules pages under each preset's options (the text's, the club's, coinche's); a
    page another preset already showed as it is (the same tabs, the same words) is left out."""
    seen: set[tuple[Any, ...]] = set()
    for preset, chosen in PRESETS.items():
        app.replace_all(MenuScene(app))
        pages = ContreeRulesScene(app, Options.from_mapping(chosen))
        app.push(pages)
        for index, page in enumerate(pages.pages):
            words = () if page in PICTURES else tuple(pages.parts(page))
            if (pages.pages, page, words) in seen:
                continue
            seen.add((pages.pages, page, words))
            pages.show(index)
            yield f"contree-rules-{preset}-{page}"


def coinche(app: App) -> Iterator[str]:
    """The coinche preset (club scoring, announcements, no trump and all trumps): the bidding
    panel with NT and AT, the human's bid in no trump, his declaration at the first card, the
    best announcements shown after the first trick, and the hand's result under club scoring.
    The seed is the first whose deal gives the human an announcement (asked of the engine)."""
    options = {**PRESETS["coinche"], "target": TARGET}
    seed = next(s for s in range(SEED, SEED + 500) if _holds(s, options))
    table = open_table(app, seed, **options)
    hud = table.hud

    def act() -> None:
        if table.human_turn() == "call" and not _called(table) and hud.suits[NO_TRUMP].enabled():
            hud.bid(NO_TRUMP)  # the lowest bid in no trump
        elif not hud.offer.shown():
            answer(table)

    until(app, lambda: table.human_turn() == "call" and app.top() is table, what="coinche-call")
    yield "contree-coinche-call"
    until(app, lambda: hud.offer.shown() and app.top() is table, act, "coinche-declare")
    yield "contree-coinche-declare"
    hud.offer.declare()
    until(app, lambda: table.model.shown is not None, act, "coinche-shown")
    yield "contree-coinche-shown"
    until(app, lambda: _result_shown(table), act, "coinche-result")
    yield "contree-coinche-result"


def _holds(seed: int, options: dict[str, Any]) -> bool:
    """The first deal of ``seed`` gives the human an announcement."""
    state, _ = State.new_match(seed, Options(**options))
    return bool(held(state.hands[HUMAN], 0))


def _called(table: ContreeTableScene) -> bool:
    return any(c.seat == HUMAN for c in table.match.state.auction.calls)


"""Contrée's table shots (``GameWindow.table_shots``), in the order a player meets them."""


def second_lesson(app: App) -> Iterator[str]:
    """The second guided hand, opened from the announcements page: every caption."""
    pages = ContreeRulesScene(app, Options.from_mapping(PRESETS["coinche"]))
    app.replace_all(pages)
    pages.show(pages.pages.index("announcements"))
    pages.open_lesson()
    scene = app.top()
    assert isinstance(scene, ContreeLesson)
    yield from guided_steps(app, scene, "lesson-contree-second")


PRODUCERS = (match_phases, match_end, hints, replay, new_match, rules, coinche, second_lesson)
