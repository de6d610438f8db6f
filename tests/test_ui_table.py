"""The card table driven like a player: real pygame events, the app's own loop, fake time."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from pathlib import Path

import pygame
import pytest
from test_ui_support import (
    FakeClock,
    GatedBot,
    card_point,
    click,
    click_card,
    discard_by_clicks,
    key,
    make_app,
    new_table,
    play_until,
    press_button,
    settle,
    step,
    table_of,
    top,
)

from game.aluette.ai.driver import next_bot_action
from game.aluette.rules.actions import ChantVote, Discard, Offer, OfferAgree, OfferAnswer, Play
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.storage import Storage
from game.storage import writer as writer_module
from game.storage.files import atomic_write
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene
from game.ui.table.flow import Thought
from game.ui.table.worker import BOT_DONE, BotWorker

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def seed_where(dealers: tuple[int, ...], options: Options = PLAIN) -> int:
    """A match seed whose first dealer is one of ``dealers``."""
    return next(s for s in range(200) if State.new_match(s, options)[0].dealer in dealers)


def human_actions(table: TableScene, kind: type) -> list:
    return [a for a in table.match.actions if isinstance(a, kind) and a.seat == 0]


def test_a_whole_hand_is_played_by_clicks(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    played = []
    while settle(app) == "play":
        played.append(click_card(app))
    assert isinstance(top(app), Dialog), "the hand ends with its result"
    assert [a.card for a in human_actions(table, Play)] == played
    assert len(played) == 9
    assert table.match.state.finished[0].result is not None
    assert top(app).buttons[0].label() == app.t("hand.next")


def test_the_chant_dialog_and_six_discards(tmp_path: Path) -> None:
    rules = Options.from_mapping({"offer_point": "off"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=seed_where((0, 3), rules), chant=True)
    assert settle(app) == "dialog"
    assert top(app).title() == app.t("chant.title")
    press_button(app, 0)  # "Yes, chant"
    assert human_actions(table, ChantVote) == [ChantVote(0, True)]
    assert settle(app) == "discard"
    assert len(table.model.hand) == 15
    discard_by_clicks(app)
    assert len(human_actions(table, Discard)) == 6
    assert settle(app) == "play"
    assert len(table.model.hand) == 9


def test_saying_no_to_the_chant_keeps_the_talon_aside(tmp_path: Path) -> None:
    rules = Options.from_mapping({"offer_point": "off"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=seed_where((0, 3), rules), chant=True)
    settle(app)
    press_button(app, 1)  # "No"
    assert human_actions(table, ChantVote) == [ChantVote(0, False)]
    assert settle(app) == "play"
    assert table.model.talon == 12


def test_the_human_offers_the_point_and_it_is_refused(tmp_path: Path) -> None:
    rules = Options.from_mapping({"chant": "off"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=seed_where((3,), rules), agree=True, accept=False)
    assert settle(app) == "play"  # seat 0 leads: the offer is open
    assert table.hud.can_offer()
    click(app, table.hud.offer.rect.center)
    assert top(app).title() == app.t("offer.title")
    press_button(app, 0)  # "Offer the point"
    assert human_actions(table, Offer) == [Offer(0)]
    assert settle(app) == "play"
    assert table.match.state.offer_result == ("refused", 0)


def test_the_human_answers_the_opponents_offer(tmp_path: Path) -> None:
    rules = Options.from_mapping({"chant": "off"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=4, offers=True, agree=True, accept=True)
    table.match.bots[2].offers = False  # only the opponents offer
    play_until(
        app,
        lambda a: (
            isinstance(top(a), Dialog) and bool(a.scenes[-1].title() == a.t("offer.answer_title"))
        ),
    )
    press_button(app, 0)  # "Accept the point"
    assert human_actions(table, OfferAnswer) == [OfferAnswer(0, True)]
    assert settle(app) == "dialog"
    assert top(app).title() == app.t("hand.title_offer")


def test_the_human_agrees_to_the_partners_offer(tmp_path: Path) -> None:
    rules = Options.from_mapping({"chant": "off"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=4, offers=False, accept=True)
    table.match.bots[2].offers = True
    play_until(
        app,
        lambda a: isinstance(top(a), Dialog) and a.scenes[-1].title() == a.t("offer.agree_title"),
    )
    press_button(app, 0)  # "Agree"
    assert human_actions(table, OfferAgree) == [OfferAgree(0, True)]
    settle(app)
    assert table.match.state.finished[0].result.reason == "offer_accepted"


def test_a_card_is_played_with_the_keyboard(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    second = table.model.hand[1]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert table.hover == second
    key(app, pygame.K_RETURN)
    assert human_actions(table, Play) == [Play(0, second)]


def test_a_card_is_played_by_dragging_it_to_the_middle(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    card = table.model.hand[-1]
    start = card_point(table, card)
    middle = tuple(round(v) for v in table.geometry.centre)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 6):
        pos = (
            start[0] + (middle[0] - start[0]) * k // 5,
            start[1] + (middle[1] - start[1]) * k // 5,
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        )
    step(app)
    assert table.dragging_card() == card
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=middle, button=1))
    step(app)
    assert human_actions(table, Play) == [Play(0, card)]


def test_a_click_skips_the_animation(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN, speed="slow")
    table = new_table(app, seed=5)
    step(app, 3)
    assert table.queue.busy
    before = len(table.queue.steps)
    click(app, (5, 5))
    assert len(table.queue.steps) < before or table.queue.current is None


def test_a_scripted_match_reaches_the_end_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"match_length": "points:3"}))
    table = new_table(app, seed=8, chant=True)

    def match_screen(a) -> bool:
        return isinstance(top(a), Dialog) and a.scenes[-1].title() in (
            a.t("match.title_won"),
            a.t("match.title_lost"),
        )

    play_until(app, match_screen, limit=2000)
    assert table.match.over
    assert max(table.match.state.scores) >= 3
    press_button(app, 0)  # "Play again"
    again = table_of(app)
    assert again is not table and not again.match.over


def test_waiting_for_the_human_draws_nothing(tmp_path: Path) -> None:
    """At rest the loop blocks on input: no animation and no timer keep it awake."""
    app = make_app(tmp_path, rules=PLAIN)
    new_table(app, seed=5)
    assert settle(app) == "play"
    step(app, 200)  # every gesture and word has faded
    assert not app.animating()
    assert app.next_wakeup() is None
    app.dirty = False
    step(app, 5)
    assert not app.dirty


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_the_table_follows_the_window_size(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    step(app)
    assert (table.geometry.width, table.geometry.height) == size
    screen = pygame.Rect((0, 0), size)
    for _card, rect in table.hand_layout():
        assert screen.contains(rect)
    for seat in range(4):
        assert screen.contains(table.geometry.name_rect(seat))
    click_card(app)
    assert human_actions(table, Play)


def test_the_saved_match_continues_from_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    settle(app)
    click_card(app)
    settle(app)
    done = len(table.match.actions)

    from game.ui.scenes.menu import MenuScene

    again = make_app(tmp_path, rules=PLAIN)
    menu = MenuScene(again)
    again.push(menu)
    assert menu.continue_button.visible
    click(again, menu.continue_button.rect.center)
    resumed = table_of(again)
    assert len(resumed.match.actions) == done
    assert resumed.model.hand == table.model.hand


def test_the_star_follows_the_rules_order_of_reaching() -> None:
    """Most tricks first, then whoever reached that count first — as the engine ranks them."""
    from game.ui.aluette.model import AluetteModel

    model = AluetteModel()
    firsts = []
    for winner in (1, 2, 2, 1, 3):
        model.trick_taken(winner)
        firsts.append(model.first)
    assert firsts == [1, 1, 2, 2, 2]
    assert model.tricks == [0, 2, 2, 1]


def test_the_pause_menu_pauses_the_match(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=5)
    step(app, 10)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), Dialog)
    actions, current = len(table.match.actions), table.queue.current
    elapsed = current.elapsed if current else None
    step(app, 300)
    assert len(table.match.actions) == actions
    assert table.queue.current is current and (current is None or current.elapsed == elapsed)
    press_button(app, 0)  # back to the table
    assert top(app) is table


def slow_table(tmp_path: Path, clock: FakeClock | None = None) -> TableScene:
    """A threaded table where seat 1 leads: three slow bots play before the human."""
    app = make_app(tmp_path, rules=PLAIN, threaded_bots=True, clock=clock)
    table = new_table(app, seed=seed_where((0,)))
    table.match.bots = {s: GatedBot(s) for s in table.match.bots}
    while app.jobs:  # no background drawing left to keep the loop awake or slow
        app.jobs.popleft()()
    return table


def release_bots(table: TableScene) -> None:
    """Let every bot still thinking finish (so that no worker thread waits for ever)."""
    for bot in table.match.bots.values():
        bot.gate.set()
    table.app.bots.close()


def test_a_slow_bot_does_not_block_the_loop(tmp_path: Path) -> None:
    table = slow_table(tmp_path)
    app = table.app
    try:
        for turn in range(3):
            for _ in range(500):  # the deal, then the last move, animated at instant speed
                step(app)
                if table.flow.thought is not None:
                    break
            bot = table.match.bots[table.match.state.to_act]
            bot.thinking.wait()  # the bot thinks on the worker's thread…
            step(app, 50)  # …while the loop goes on, frame after frame
            assert len(table.match.actions) == turn
            assert not table.flow.thought.future.done()
            assert table.hud.message() == app.t("table.thinking", name=table.name(bot_seat(table)))
            bot.gate.set()
            table.flow.thought.future.result()
            step(app)
            assert len(table.match.actions) == turn + 1
        assert settle(app) == "play"
    finally:
        release_bots(table)


def bot_seat(table: TableScene) -> int:
    seat = table.flow.bot_seat()
    assert seat is not None
    return seat


def test_the_worker_posts_an_event_when_a_bot_has_decided(tmp_path: Path) -> None:
    """That event is what wakes the idle loop (see test_the_idle_loop_wakes_at_the_first_event)."""
    make_app(tmp_path)
    state, _ = State.new_match(seed_where((0,)), PLAIN)
    bot = GatedBot(1)
    worker = BotWorker(threaded=True)
    pygame.event.clear()
    try:
        thought = worker.ask(state, {1: bot}, 0.0, next_bot_action)
        bot.thinking.wait()
        decided = threading.Event()
        thought.future.add_done_callback(lambda _future: decided.set())  # runs after the post
        assert not pygame.event.peek(BOT_DONE)
        bot.gate.set()
        decided.wait()
    finally:
        bot.gate.set()
        worker.close()
    assert pygame.event.get(BOT_DONE)
    assert thought.future.result() in state.legal_actions()


def test_the_real_loop_plays_the_bots_moves_as_they_decide(tmp_path: Path) -> None:
    """The loop with its own (fake) clock, the bots on their thread, until the human's turn."""
    table = slow_table(tmp_path, FakeClock())
    app = table.app
    for bot in table.match.bots.values():
        bot.gate.set()  # bots that decide as soon as asked, on the worker's thread
    seen: list[int] = []
    dispatch, update = app.dispatch, table.update

    def recording(event: pygame.event.Event) -> None:
        seen.append(event.type)
        dispatch(event)

    def update_until_the_humans_turn(dt: float) -> None:
        update(dt)
        if table.human_turn() == "play":
            app.quit()

    app.dispatch = recording
    table.update = update_until_the_humans_turn
    try:
        assert app.run() == 0
    finally:
        release_bots(table)
    assert len(table.match.actions) == 3
    assert seen.count(BOT_DONE) == 3, "each decision reached the loop as an event"


class FakeWorker:
    """Decisions the test completes by hand."""

    def __init__(self) -> None:
        self.asked: list[Thought] = []

    def ask(self, state: State, bots: object, now: float, decide: object) -> Thought:
        self.asked.append(Thought(state, now, Future()))
        return self.asked[-1]


def test_a_decision_for_a_state_that_moved_on_is_dropped(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=seed_where((0,)))
    worker = table.flow.worker = FakeWorker()
    for _ in range(500):
        step(app)
        if worker.asked:
            break
    old = worker.asked[-1]
    assert table.flow.thought is old and table.hud.gestures()
    click(app, table.hud._gesture_layout()[0][1].center)  # the human signals meanwhile
    assert table.match.state is not old.state
    old.future.set_result(old.state.legal_actions()[0])
    step(app, 3)
    assert len(worker.asked) == 2 and worker.asked[-1].state is table.match.state
    assert not any(isinstance(a, Play) for a in table.match.actions)


def test_no_frame_waits_on_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the disk held still, the table plays on; the saves land once it is free."""
    disk_free = threading.Event()
    writers: set[str] = set()

    def held_write(path: Path, data: bytes) -> None:
        writers.add(threading.current_thread().name)
        disk_free.wait()
        atomic_write(path, data)

    monkeypatch.setattr(writer_module, "atomic_write", held_write)
    app = make_app(tmp_path, rules=PLAIN, background_saves=True)
    table = new_table(app, seed=5)
    try:
        for _ in range(3):
            assert settle(app) == "play"
            click_card(app)
        step(app, 30)
        assert len(human_actions(table, Play)) == 3
        assert Storage.open(tmp_path).load_match() is None, "nothing reached the disk yet"
    finally:
        disk_free.set()
    app.store.close()
    assert writers == {"aluette-writer"}
    saved = Storage.open(tmp_path).load_match()
    assert saved is not None and saved.actions == table.match.actions
