"""The table's turn flow, without pygame: whose move, what the human may do, when bots think.

The flow is driven as the table scene drives it — ``settle`` when the animations are done,
``next(now, factor)`` at app time ``now`` — with workers whose answers the test controls.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Mapping
from concurrent.futures import Future
from pathlib import Path

from game.aluette.ai.base import Bot, RandomBot
from game.aluette.rules.actions import Action, Offer, Play, Signal
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.contree.rules.actions import Play as ContreePlay
from game.contree.rules.options import Options as ContreeOptions
from game.contree.rules.state import State as ContreeState
from game.storage import Storage, new_meta
from game.ui.aluette import flow as aluette_flow
from game.ui.table.flow import (
    OFFER_WINDOW,
    OFFER_WINDOW_MIN,
    THINK,
    Move,
    Thought,
    TurnFlow,
)
from game.ui.table.match import HUMAN, Match

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


class Answering:
    """A worker that decides at once, as the window's worker does on its thread."""

    def __init__(self) -> None:
        self.asked: list[State] = []

    def ask(self, state: State, bots: Mapping[int, Bot], now: float, decide) -> Thought:
        self.asked.append(state)
        future: Future[Action | None] = Future()
        future.set_result(decide(state, bots))
        return Thought(state, now, future)


class Pending:
    """A worker whose decisions the test completes by hand."""

    def __init__(self) -> None:
        self.asked: list[Thought] = []

    def ask(self, state: State, bots: Mapping[int, Bot], now: float, decide) -> Thought:
        self.asked.append(Thought(state, now, Future()))
        return self.asked[-1]


def make_flow(
    options: Options = PLAIN, seed: int = 3, worker=None, store: Storage | None = None
) -> TurnFlow:
    state, _ = State.new_match(seed, options)
    match = Match(state, new_meta(), [], store)
    match.bots = {s: RandomBot(s) for s in match.bots}
    return TurnFlow(match, worker or Answering())


def seed_where(dealers: tuple[int, ...], options: Options = PLAIN) -> int:
    """A match seed whose first dealer is one of ``dealers``."""
    return next(s for s in range(200) if State.new_match(s, options)[0].dealer in dealers)


def until_asked(flow: TurnFlow, limit: int = 2000) -> str:
    """Play the bots' moves at once (instant speed) until the human is asked something."""
    for _ in range(limit):
        flow.settle()
        move = flow.next(1e9, 0.0)
        if move is not None and move.ask is not None:
            return move.ask
        if move is not None and move.action is not None:
            flow.apply([move.action])
    raise AssertionError("the human was never asked")


def test_the_flow_needs_no_pygame() -> None:
    code = "import sys, game.ui.table.flow; print('pygame' in sys.modules)"
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert out.stdout.strip() == "False"


def test_nothing_is_decided_while_the_table_moves() -> None:
    worker = Pending()
    flow = make_flow(seed=seed_where((0,)), worker=worker)
    assert flow.next(0.0, 1.0) is None
    assert worker.asked == []
    assert flow.human_turn() is None


def test_at_rest_the_bots_are_asked_once_per_state() -> None:
    worker = Pending()
    flow = make_flow(seed=seed_where((0,)), worker=worker)  # seat 1 leads: a bot
    assert flow.settle()
    assert not flow.settle(), "settling twice is not coming to rest again"
    assert flow.next(0.0, 1.0) == Move()  # asked: the panels say who is thinking
    assert flow.next(0.1, 1.0) is None
    assert len(worker.asked) == 1
    assert worker.asked[0].state is flow.match.state
    assert flow.bot_seat() == 1


def test_a_bot_action_waits_for_its_pause() -> None:
    flow = make_flow(seed=seed_where((0,)))
    flow.settle()
    assert flow.next(10.0, 1.0) == Move()
    action, due = flow.plan
    assert isinstance(action, Play)  # random bots never signal
    assert due == 10.0 + THINK["play"]
    assert flow.wakeup() == due
    assert flow.next(due - 0.01, 1.0) is None
    assert flow.next(due, 1.0) == Move(action=action)
    assert flow.plan is None


def test_the_human_turn_is_announced_once() -> None:
    flow = make_flow(seed=seed_where((3,)))  # the human leads
    assert until_asked(flow) == "play"
    assert flow.human_turn() == "play"
    assert flow.acting() == HUMAN
    assert flow.next(1e9, 0.0) is None, "asked once"
    flow.moving()
    assert flow.human_turn() is None


def test_the_opening_lead_waits_for_the_human_to_offer_the_point() -> None:
    options = Options.from_mapping({"chant": "off"})
    flow = make_flow(options, seed=seed_where((0,), options))  # a bot leads; offers are open
    flow.settle()
    assert aluette_flow.may_offer(flow)
    assert flow.next(0.0, 1.0) == Move()
    action, due = flow.plan
    assert isinstance(action, Play)  # random bots never signal
    assert due == OFFER_WINDOW
    assert aluette_flow.offer_window(flow)
    assert flow.bot_seat() == 1
    assert flow.pause(action, 0.0) == OFFER_WINDOW_MIN
    flow.moving()
    assert not aluette_flow.may_offer(flow), "never while cards move"


def test_a_decision_for_a_state_that_moved_on_is_dropped() -> None:
    worker = Pending()
    flow = make_flow(seed=seed_where((0,)), worker=worker)
    flow.settle()
    flow.next(0.0, 1.0)
    old = worker.asked[-1]
    gesture = aluette_flow.gestures(flow)[0]
    flow.apply([Signal(HUMAN, gesture)])  # the human signals while the bot thinks
    old.future.set_result(old.state.legal_actions()[0])
    flow.settle()
    assert flow.next(1.0, 1.0) == Move()
    assert len(worker.asked) == 2 and worker.asked[-1].state is flow.match.state
    assert flow.plan is None
    assert not any(isinstance(a, Play) for a in flow.match.actions)


def test_the_human_decides_for_their_petit_jean() -> None:
    options = Options.from_mapping({"players": "petit_jean", "chant": "off"})
    flow = make_flow(options, seed=seed_where((1,), options))  # the Petit-Jean (seat 2) leads
    assert until_asked(flow) == "play"
    assert flow.acting() == 2
    assert aluette_flow.readers(flow) == [] and aluette_flow.gestures(flow) == [], (
        "a Petit-Jean reads no gesture"
    )


def test_gestures_and_offers_are_the_engines() -> None:
    options = Options.from_mapping({"chant": "off"})
    flow = make_flow(options, seed=seed_where((3,), options))
    until_asked(flow)
    signals = [a.gesture for a in flow.match.interjections() if isinstance(a, Signal)]
    assert aluette_flow.gestures(flow) == signals and signals
    assert aluette_flow.readers(flow) == [2]
    assert aluette_flow.may_offer(flow) == (Offer(HUMAN) in flow.match.interjections())


def test_an_illegal_action_is_dropped() -> None:
    flow = make_flow(seed=seed_where((3,)))
    until_asked(flow)
    before = flow.match.state
    assert flow.apply([Play(1, 0)]) == []
    assert flow.match.state is before
    assert not flow.at_rest


def test_a_contree_action_the_rules_refuse_is_logged_and_dropped(caplog) -> None:
    """The guard catches the game's own ``IllegalAction`` (Contrée's is not Aluette's)."""
    state, _ = ContreeState.new_match(5, ContreeOptions())
    match = Match(state, {**new_meta(), "game": "contree"}, [])
    flow = TurnFlow(match, Answering())
    assert state.phase == "auction"
    with caplog.at_level(logging.ERROR):
        events = flow.apply([ContreePlay(0, 0)])  # a card, in the auction
    assert events == []
    assert match.state is state and match.actions == []
    assert "illegal action" in caplog.text


def test_every_action_is_saved_as_it_is_applied(tmp_path: Path) -> None:
    store = Storage.open(tmp_path)
    flow = make_flow(seed=seed_where((3,)), store=store)
    until_asked(flow)
    card = flow.match.state.hands[HUMAN][0]
    flow.apply([Play(HUMAN, card)])
    saved = Storage.open(tmp_path).load_match()
    assert saved is not None
    assert saved.actions == flow.match.actions
    assert saved.actions[-1] == Play(HUMAN, card)
