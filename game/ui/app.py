"""The window: one loop, one clock, a stack of scenes, and nothing shown but what they draw.

``run_window(args)`` is what ``aluette`` calls. The loop draws only while something moves
and otherwise blocks in ``pygame.event.wait`` until input or the next timer a scene asked
for, so a table waiting for the player costs next to nothing. ``App.step(dt)`` is one turn
of the loop with the time given, which is how tests and the render bench drive it.

Errors never reach the player as a traceback: the loop logs them and shows an error screen
with a way back to the menu.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import logging
import os
import random
import sys
import time
import warnings
from collections import deque
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any, Protocol

import pygame

from game.cli import EXIT_USAGE
from game.games import DEFAULT_GAME, GAMES
from game.i18n import Translator
from game.resources import MissingFont
from game.storage import Notice, Settings, Storage
from game.ui import theme
from game.ui.cardart import CardArt
from game.ui.cardart.packs import PACKS
from game.ui.gameparts import window_of
from game.ui.icon import icon_surface
from game.ui.logs import setup_logging
from game.ui.navigation import ROUTES
from game.ui.scenes.base import Scene
from game.ui.sound import Sound
from game.ui.table.worker import BotWorker
from game.ui.widgets import UI

log = logging.getLogger(__name__)

MIN_SIZE = (1024, 640)
HEADLESS_DRIVERS = frozenset({"offscreen", "dummy"})
"""SDL video drivers that show nothing: fine when asked for (tests, screenshots), not else."""
NO_DISPLAY = (
    "no display found: start it from a desktop session, "
    "or set SDL_VIDEODRIVER=dummy to run it unseen"
)
FPS = 60
MAX_STEP = 0.05
"""Longest time one frame may advance the animations (after a stall they resume smoothly)."""
JOB_BUDGET = 0.008
"""Seconds of background work (drawing cards ahead of need) allowed per loop turn."""
DEMO_SECONDS = 8.0
IDLE_SLICE = 0.02
"""Seconds between two looks for input while nothing moves."""
NOTICE_SECONDS = 3.0
"""How long a notice shown over a screen stays at least, before a click or a key puts it
away (the click still does what it does)."""


class Clock(Protocol):
    """Where the loop gets its time: the real clock in the window, a fake one in tests."""

    def now(self) -> float:
        """Seconds, from any origin."""
        ...

    def sleep(self, seconds: float) -> None: ...

    def tick(self, fps: int) -> None:
        """Wait for the next frame at ``fps`` frames a second."""
        ...


class RealClock:
    """``time.perf_counter``, real sleeps, frames paced by pygame."""

    def __init__(self) -> None:
        self._frames = pygame.time.Clock()

    def now(self) -> float:
        return time.perf_counter()

    def sleep(self, seconds: float) -> None:
        time.sleep(seconds)

    def tick(self, fps: int) -> None:
        self._frames.tick(fps)


class App:
    """The program's window and everything the scenes share: settings, words, cards, sound."""

    def __init__(
        self,
        settings: Settings,
        store: Storage | None,
        size: tuple[int, int] | None = None,
        demo: bool = False,
        lang: str | None = None,
        deck: str | None = None,
        threaded_bots: bool = False,
        clock: Clock | None = None,
    ) -> None:
        self.settings = settings
        self.clock = clock or RealClock()
        """The real loop's time (``run``); ``step`` is given its time instead."""
        self.store = store
        self.demo = demo
        self.lang = lang or settings.language
        self._deck = deck
        """``--deck``: this run draws every game with it (until the player picks a deck)."""
        self.translator = Translator(self.lang)
        self.fonts = theme.Fonts()
        self.text = theme.TextCache(self.fonts)
        self.sound = Sound(settings.sound and not demo)
        self.bots = BotWorker(threaded_bots)
        """Where the bots think: a worker thread in the real window, at once in tests."""
        self.scenes: list[Scene] = []
        self.running = True
        self.exit_code = 0
        self.dirty = True
        self.now = 0.0
        self.deadline: float | None = None
        self.screenshot: str | None = None
        self.log_path: Path | None = None
        self.jobs: deque[Callable[[], object]] = deque()
        self.notices: list[Notice] = []
        """What the storage said while a screen was up (a save that failed at the table),
        shown over it; the menu shows the notices found at start itself."""
        self._notices_since = 0.0
        self.fullscreen = False
        self._windowed_size = size or settings.window
        self._felt: dict[tuple[int, int], pygame.Surface] = {}
        self._felt_wanted: tuple[int, int] | None = None
        self._arts: dict[str, tuple[tuple[str, str], CardArt]] = {}
        """Each pack's faces, and the deck and language they were drawn for."""
        self.pack = window_of(DEFAULT_GAME).PACK
        """The pack of ``art``: the default game's."""
        self.screen = self._open_window(self._windowed_size, settings.fullscreen and not demo)
        self.ui = UI(self.text, self.size)

    def t(self, key: str, count: int | None = None, **values: Any) -> str:
        """A string of the current language (labels keep calling this, so they switch live)."""
        return self.translator(key, count=count, **values)

    # --- window -------------------------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(self.t("app.title"))
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(icon_surface(64))
        self.fullscreen = fullscreen
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(window_size(size), pygame.RESIZABLE)
            with contextlib.suppress(AttributeError, pygame.error), warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # the one way to set it here
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        return screen

    def set_fullscreen(self, on: bool) -> None:
        """F11 or the settings: the layout is recomputed for the new size."""
        if on == self.fullscreen:
            return
        if on:
            self._windowed_size = self.size
        self.screen = self._open_window(self._windowed_size, on)
        self.settings = dataclasses.replace(self.settings, fullscreen=on)
        self.resized()

    def resized(self) -> None:
        """The window changed size: every scene lays itself out again."""
        self.screen = pygame.display.get_surface() or self.screen
        self.ui.size = self.size
        for scene in self.scenes:
            scene.layout()
        self.invalidate()

    # --- shared resources ---------------------------------------------------------------------

    @property
    def art(self) -> CardArt:
        """The card faces of the chosen deck, in the chosen language's corner letters (the
        default game's pack: the menu's cards; the cloth)."""
        return self.art_of(self.pack)

    def art_of(self, pack: str) -> CardArt:
        """The faces of a game's pack (``GameWindow.PACK``) in the chosen deck's inks and
        language; drawn again when either changes."""
        kept = self._arts.get(pack)
        if kept is not None and kept[0] == (self.deck, self.lang):
            return kept[1]
        art = CardArt(self.deck, self.lang, pack)
        self._arts[pack] = ((self.deck, self.lang), art)
        if pack == self.pack:  # a new deck or language: the cards queued ahead are stale
            self.jobs.clear()
        return art

    def felt(self) -> pygame.Surface:
        """The table cloth at the window size; while resizing, the last one stretched."""
        size = self.size
        surface = self._felt.get(size)
        if surface is not None:
            return surface
        if self._felt:
            old = next(iter(self._felt.values()))
            if self._felt_wanted != size:
                self._felt_wanted = size
                self.jobs.append(partial(self._make_felt, size))
            return pygame.transform.scale(old, size)
        return self._make_felt(size)

    def _make_felt(self, size: tuple[int, int]) -> pygame.Surface:
        if size != self.size and self._felt:
            return next(iter(self._felt.values()))
        surface = self.art.felt(size)
        self._felt = {size: surface}
        self.invalidate()
        return surface

    def prepare_cards(self, widths: tuple[int, ...], pack: str | None = None) -> None:
        """Draw every face of ``pack`` (by default ``art``'s) and the back at these widths
        ahead of need, between frames."""
        pack = pack or self.pack
        art = self.art_of(pack)
        for width in widths:
            self.jobs.append(partial(art.back, width))
            self.jobs.extend(partial(art.face, card, width) for card in range(PACKS[pack].size))

    def set_language(self, lang: str) -> None:
        """Switch every word on screen now."""
        self.lang = lang
        self.translator = Translator(lang)
        pygame.display.set_caption(self.t("app.title"))
        self.update_settings(language=lang)
        self.resized()

    @property
    def deck(self) -> str:
        """The deck of the current game (``settings.game``), unless ``--deck`` chose one it
        is drawn with."""
        game = self.settings.game
        return self._deck if self._deck in GAMES[game].api.DECKS else self.settings.deck_for(game)

    def set_deck(self, deck: str) -> None:
        """Draw the current game with ``deck`` (one of its decks), from now on."""
        self._deck = None
        self.settings = self.settings.with_deck(self.settings.game, deck)
        self.resized()

    def update_settings(self, **changes: Any) -> None:
        """Change settings (saved when the screen that changed them closes)."""
        self.settings = dataclasses.replace(self.settings, **changes)
        if "sound" in changes:
            self.sound.enabled = changes["sound"] and not self.demo

    def save_settings(self) -> None:
        if self.store is not None and not self.demo:
            w, h = self._windowed_size if self.fullscreen else self.size
            self.settings = dataclasses.replace(self.settings, window=(w, h))
            self.store.save_settings(self.settings)

    # --- scenes -------------------------------------------------------------------------------

    def go(self, name: str, *args: Any) -> Scene:
        """Open the screen called ``name`` (see ``game.ui.navigation``) with ``args``."""
        route = ROUTES[name]
        scene = route.make(self, *args)
        if route.replaces:
            self.replace_all(scene)
        else:
            self.push(scene)
        return scene

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.layout()
        self.invalidate()

    def pop(self, scene: Scene | None = None) -> None:
        """Remove the top scene (or the given one and everything above it)."""
        if scene is None:
            if self.scenes:
                self.scenes.pop()
        elif scene in self.scenes:
            del self.scenes[self.scenes.index(scene) :]
        if not self.scenes:
            self.quit()
        self.invalidate()

    def replace_all(self, scene: Scene) -> None:
        """Start again from one scene (the menu, a new table)."""
        self.scenes.clear()
        self.push(scene)

    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def invalidate(self) -> None:
        """Something changed: draw a new frame."""
        self.dirty = True

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # --- the loop -----------------------------------------------------------------------------

    def animating(self) -> bool:
        """The top scene moves (scenes below it are paused, like the table under a menu)."""
        top = self.top()
        return top is not None and top.animating()

    def next_wakeup(self) -> float | None:
        """App time of the top scene's next timer (or the demo deadline)."""
        top = self.top()
        times = [t for t in (top.wakeup() if top else None, self.deadline) if t is not None]
        return min(times) if times else None

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            if pygame.display.get_surface() is not None and self.size != self.ui.size:
                self.resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.invalidate()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.fullscreen)
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.invalidate()
        answered = event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
        if answered and self.now - self._notices_since >= NOTICE_SECONDS:
            self.notices.clear()  # read, and answered: the click still does what it does
        top = self.top()
        if top is not None:
            top.handle(event)

    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One turn of the loop: input, ``dt`` seconds of time, and a frame if needed."""
        self.now += dt
        for event in pygame.event.get() if events is None else events:
            self.dispatch(event)
            if not self.running:
                return
        self._take_notices()
        top = self.top()
        if top is not None:  # only the top scene lives: a dialog pauses the table below
            top.update(min(dt, MAX_STEP))
        if self.dirty or self.animating():
            self.draw()
            pygame.display.flip()
        self._run_jobs()
        if self.deadline is not None and self.now >= self.deadline:
            self.finish_demo()

    def draw(self) -> None:
        self.dirty = False
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self._draw_notices()

    def _take_notices(self) -> None:
        """Show what the storage has to say (a write failed on the writer thread) now."""
        if self.store is None:
            return
        for notice in self.store.take_notices():
            if notice not in self.notices:
                self.notices.append(notice)
                self._notices_since = self.now
                self.invalidate()

    def _draw_notices(self) -> None:
        """The notices in a panel at the top of the window, over whatever screen is up."""
        if not self.notices:
            return
        ui, (w, _) = self.ui, self.size
        images = [
            self.text.render(n.text(self.t), "sans", ui.body_px, theme.GOLD_LIGHT, round(w * 0.6))
            for n in self.notices
        ]
        gap, pad = ui.px(6), ui.px(14)
        height = sum(image.get_height() for image in images) + gap * (len(images) - 1)
        box = pygame.Rect(0, 0, max(image.get_width() for image in images), height)
        box = box.inflate(pad * 2, pad)
        box.midtop = (w // 2, ui.px(10))
        panel = theme.rounded_panel(box.size, theme.PANEL, theme.GOLD, ui.px(12), ui.px(2))
        self.screen.blit(panel, box)
        y = box.top + pad // 2
        for image in images:
            self.screen.blit(image, image.get_rect(midtop=(box.centerx, y)))
            y += image.get_height() + gap

    def _run_jobs(self) -> None:
        end = self.clock.now() + JOB_BUDGET
        while self.jobs and self.clock.now() < end:
            self.jobs.popleft()()

    def finish_demo(self) -> None:
        """The demo's time is up: save the last frame if asked, and stop."""
        if self.screenshot:
            self.draw()
            pygame.image.save(self.screen, self.screenshot)
        self.quit()

    def run(self) -> int:
        """The real loop, with the app's clock, until the window closes."""
        clock = self.clock
        last = clock.now()
        failures = 0
        while self.running:
            events: list[pygame.event.Event] | None = None
            if self.animating() or self.jobs or self.dirty:
                clock.tick(FPS)
            else:
                events = self._wait()
            now = clock.now()
            dt, last = now - last, now
            try:
                self.step(dt, events)
                failures = 0
            except Exception:  # the top of the program: log it, tell the player, go on
                log.exception("unexpected error")
                failures += 1
                if failures > 2:
                    print(
                        "aluette: an unexpected error stopped the game; see the log",
                        file=sys.stderr,
                    )
                    return 1
                self.show_error()
        return self.exit_code

    def _wait(self) -> list[pygame.event.Event]:
        """Sleep until input or the next timer; nothing is drawn meanwhile.

        ``pygame.event.wait`` polls SDL every millisecond (measured here: 2 % of a core for an
        empty window); looking for input every ``IDLE_SLICE`` costs a third of that, and 20 ms
        of latency goes unnoticed on a card table.
        """
        wake = self.next_wakeup()
        start = self.clock.now()
        until = None if wake is None else start + max(0.0, wake - self.now)
        while True:
            events = pygame.event.get()
            if events:
                return events
            now = self.clock.now()
            if until is not None and now >= until:
                return []
            self.clock.sleep(IDLE_SLICE if until is None else min(IDLE_SLICE, until - now))

    def show_error(self) -> None:
        """Replace every screen (one of them is broken) by the error message."""
        self.go("error")


def window_size(asked: tuple[int, int]) -> tuple[int, int]:
    """The size a window opens at: the size asked for, but never below ``MIN_SIZE``."""
    return (max(asked[0], MIN_SIZE[0]), max(asked[1], MIN_SIZE[1]))


def _display_problem(screenshot: bool) -> str | None:
    """Why no window can be seen, or None; starts pygame's display.

    With no screen (no ``DISPLAY`` nor ``WAYLAND_DISPLAY``) SDL falls back to its off-screen
    driver and the program would run unseen: only right when ``SDL_VIDEODRIVER`` asks for it
    (tests, CI) or when the window is only drawn for a screenshot.
    """
    asked = os.environ.get("SDL_VIDEODRIVER")
    try:
        pygame.display.init()
    except pygame.error as err:
        return f"cannot open a window: {err}" if asked else NO_DISPLAY
    if not asked and not screenshot and pygame.display.get_driver() in HEADLESS_DRIVERS:
        return NO_DISPLAY
    return None


def _start(app: App, args: argparse.Namespace) -> None:
    """The first screen: the demo, a new match (``--new-game``) or the menu."""
    game = getattr(args, "window_game", DEFAULT_GAME)
    if args.demo:
        app.go("demo", args.seed, game)
    elif args.new_game:
        app.go("table", args.seed, game)
    else:
        app.go("menu")


def run_window(args: argparse.Namespace) -> int:
    """``aluette`` (and ``--new-game``, ``--demo``): open the window and play."""
    path = setup_logging()
    store = Storage.open(args.data_dir, background=True)
    settings = store.load_settings()
    problem = _display_problem(bool(args.demo and args.screenshot))
    if problem:
        print(f"aluette: {problem}", file=sys.stderr)
        pygame.quit()
        return EXIT_USAGE
    pygame.font.init()
    try:
        app = App(
            settings,
            store,
            size=args.size,
            demo=args.demo,
            lang=args.lang,
            deck=args.deck,
            threaded_bots=not (args.demo and args.screenshot),  # the same shot on every run
        )
    except pygame.error as err:
        store.close()
        print(f"aluette: cannot open a window: {err}", file=sys.stderr)
        return 1
    except MissingFont as err:
        store.close()
        print(f"aluette: {err}", file=sys.stderr)
        return 1
    app.log_path = path
    if args.size and window_size(args.size) != tuple(args.size):
        w, h = app.size
        print(
            f"aluette: --size {args.size[0]}x{args.size[1]} is smaller than the smallest window "
            f"({MIN_SIZE[0]}x{MIN_SIZE[1]}): the window is {w}x{h}",
            file=sys.stderr,
        )
    if args.demo:
        seconds = args.seconds if args.seconds else (DEMO_SECONDS if args.screenshot else None)
        app.deadline = seconds
        app.screenshot = args.screenshot
        if args.seed is None:
            args.seed = random.randrange(1 << 30)
    try:
        _start(app, args)
        code = app.run()
    except Exception:
        log.exception("unexpected error")
        print("aluette: an unexpected error stopped the game; see the log", file=sys.stderr)
        code = 1
    finally:
        app.bots.close()
        app.save_settings()
        store.close()  # every save on disk before the program ends
        pygame.quit()
    return code
