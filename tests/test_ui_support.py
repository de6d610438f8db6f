"""Helpers of the UI tests: a headless app driven by real pygame events and fake time.

Nothing here is a test; the UI test modules import it. Every input goes through pygame's
event queue and ``App.step``, exactly as the real loop feeds it.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from pathlib import Path

import pygame

from game.aluette.ai.base import RandomBot
from game.aluette.ai.driver import play_out
from game.aluette.rules.actions import Action, ChantVote, Offer, OfferAgree, OfferAnswer
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.rules.view import SeatView
from game.storage import Storage, new_meta
from game.ui.aluette.table import AluetteTableScene
from game.ui.app import App
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene

STEP = 1 / 30


def drawn_words(app: App) -> list[str]:
    """Every label a frame draws (the whole window, redrawn now, the table's cache dropped)."""
    words: list[str] = []
    for scene in app.scenes:
        if isinstance(scene, TableScene):
            scene.renderer.forget()
    label = app.ui.label

    def spy(surface, text, *args, **kwargs):
        words.append(text)
        return label(surface, text, *args, **kwargs)

    app.ui.label = spy
    try:
        for scene in app.scenes:
            scene.draw(pygame.Surface(app.size))
    finally:
        del app.ui.label
    return words


def make_app(
    data: Path,
    lang: str = "en",
    size: tuple[int, int] = (1280, 800),
    speed: str = "instant",
    rules: Options | None = None,
    deck: str = "spanish",
    threaded_bots: bool = False,
    background_saves: bool = False,
    clock: FakeClock | None = None,
) -> App:
    """An app on the dummy video driver, its files in ``data``, sound off.

    Bots decide at once unless ``threaded_bots``, and files are written at once unless
    ``background_saves``: every run makes the same moves at the same frames.
    """
    pygame.display.init()
    pygame.font.init()
    store = Storage.open(data, background=background_saves)
    settings = dataclasses.replace(
        store.load_settings(),
        language=lang,
        speed=speed,
        sound=False,
    )
    settings = settings.with_deck_for_all(deck).with_options("aluette", rules or Options())
    return App(settings, store, size=size, threaded_bots=threaded_bots, clock=clock)


def step(app: App, n: int = 1, dt: float = STEP) -> None:
    for _ in range(n):
        app.step(dt)


def click(app: App, pos: tuple[int, int], steps: int = 1) -> None:
    """A left click (press and release) at ``pos``, then ``steps`` turns of the loop."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app, steps)


def key(app: App, k: int, steps: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    step(app, steps)


def table_of(app: App) -> TableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene))


def top(app: App):
    return app.scenes[-1]


def settle(app: App, limit: int = 4000) -> str:
    """Run until the human is asked something: "dialog", "play", "discard", or "over"."""
    for _ in range(limit):
        scene = top(app)
        if isinstance(scene, Dialog):
            return "dialog"
        if isinstance(scene, TableScene):
            turn = scene.human_turn()
            if turn in ("play", "discard"):
                return turn
        step(app)
    raise AssertionError("the table never asked the human anything")


def press_button(app: App, index: int = 0) -> None:
    """Click a button of the dialog on top."""
    dialog = top(app)
    assert isinstance(dialog, Dialog), f"no dialog on top but {dialog!r}"
    click(app, dialog.buttons[index].rect.center)


def card_point(table: TableScene, card: int, seat: int | None = None) -> tuple[int, int]:
    """A point where ``card`` shows in a face-up hand (later cards overlap earlier ones): by
    default the hand the human picks from now (theirs, or their Petit-Jean's)."""
    layout = table.hand_layout(table.acting() if seat is None else seat)
    cards = [c for c, _ in layout]
    i = cards.index(card)
    rect = layout[i][1]
    right = layout[i + 1][1].left if i + 1 < len(layout) else rect.right
    return ((rect.left + right) // 2, rect.top + 12)


def click_card(app: App, card: int | None = None) -> int:
    """Click a card of the hand the human picks from (its first card by default); the card."""
    table = table_of(app)
    card = table.hand_layout(table.acting())[0][0] if card is None else card
    click(app, card_point(table, card))
    return card


def discard_by_clicks(app: App) -> None:
    """Choose six cards with the mouse, then press "Put aside"."""
    table = table_of(app)
    for card, _rect in table.hand_layout(table.acting())[-6:]:
        click(app, card_point(table, card))
    assert len(table.model.selected) == 6
    click(app, table.hud.discard.rect.center)


def play_until(app: App, done: Callable[[App], bool], limit: int = 500) -> None:
    """Answer everything by clicks (first button, first card, six discards) until ``done``."""
    for _ in range(limit):
        if done(app):
            return
        kind = settle(app)
        if done(app):
            return
        if kind == "dialog":
            press_button(app, 0)
        elif kind == "play":
            click_card(app)
        elif kind == "discard":
            discard_by_clicks(app)
    raise AssertionError("the condition was never reached")


class ScriptedBot(RandomBot):
    """A random player whose decisions on the chant and offers are fixed by the test."""

    def __init__(
        self,
        seed: int = 0,
        chant: bool = True,
        offers: bool = False,
        agree: bool = True,
        accept: bool = True,
    ) -> None:
        super().__init__(seed)
        self.chant, self.offers, self.agree, self.accept = chant, offers, agree, accept

    def choose(self, view: SeatView):
        first = view.legal[0]
        if isinstance(first, ChantVote):
            return ChantVote(view.seat, self.chant)
        if isinstance(first, OfferAgree):
            return OfferAgree(view.seat, self.agree)
        if isinstance(first, OfferAnswer):
            return OfferAnswer(view.seat, self.accept)
        return super().choose(view)

    def interject(self, view: SeatView):
        if self.offers and Offer(view.seat) in view.interjections:
            return Offer(view.seat)
        return None


class GatedBot(RandomBot):
    """A random player that thinks until the test opens its gate, like a slow expert.

    It must be asked on the bots' worker thread: asked on the loop's thread, it fails at once
    instead of holding the test for ever.
    """

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.gate = threading.Event()
        self.thinking = threading.Event()

    def choose(self, view: SeatView) -> Action:
        if threading.current_thread() is threading.main_thread():
            raise AssertionError("a bot was asked on the loop's thread")
        self.thinking.set()
        self.gate.wait()
        self.gate.clear()
        self.thinking.clear()
        return super().choose(view)


class FakeClock:
    """The real loop's clock in tests: time passes only when the loop sleeps or waits for a
    frame, at once. A loop that waits ``limit`` times fails instead of spinning for ever."""

    def __init__(self, limit: int = 1_000_000) -> None:
        self.time = 0.0
        self.waits = 0
        self.limit = limit

    def now(self) -> float:
        return self.time

    def sleep(self, seconds: float) -> None:
        self._pass(seconds)

    def tick(self, fps: int) -> None:
        self._pass(1 / fps)

    def _pass(self, seconds: float) -> None:
        self.waits += 1
        if self.waits > self.limit:
            raise AssertionError(f"the loop waited {self.limit} times")
        self.time += seconds


def script_bots(table: TableScene, **behaviour) -> None:
    """Replace the table's bots by scripted ones (same behaviour for every seat)."""
    table.match.bots = {s: ScriptedBot(s, **behaviour) for s in table.match.bots}


def new_table(app: App, seed: int = 3, **behaviour) -> TableScene:
    table = AluetteTableScene.new_match(app, seed)
    if behaviour:
        script_bots(table, **behaviour)
    app.replace_all(table)
    return table


def record_matches(store: Storage, seeds: range = range(3)) -> None:
    """Finished hands in the history: whole matches to 3 points, played by random bots."""
    options = Options.from_mapping({"match_length": "points:3"})
    for seed in seeds:
        state, _ = State.new_match(seed, options)
        bots = {s: RandomBot(seed * 8 + s) for s in range(4)}
        store.record_finished(play_out(state, bots), new_meta(0, "standard", "spanish"))
