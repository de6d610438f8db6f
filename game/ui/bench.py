"""``aluette bench render|pace [--game contree]``: what a frame of the table costs at 1920×1080,
and how long a new match keeps the player waiting (``bench_pace``).

A scripted demo match (random bots, so that no thinking time mixes in) is played at normal
speed, 60 frames a second of game time, through the real table scene of the game: for
Aluette the partnership draw, shuffle, cut, deal, chant and tricks; for Contrée the cut,
the deal in packets, the auction and tricks. Every frame in which something moves is timed
(update and drawing). In the same run, each of those frames is replayed as the bare
reference: the cloth plus the very cards the frame showed, pre-scaled, blitted where they
were — the least a frame of that table can cost.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from typing import Any
from unittest import mock

import pygame

from game.games import DEFAULT_GAME, GAMES
from game.interface import Bot
from game.storage import Settings
from game.ui.app import App
from game.ui.gameparts import window_of
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene
from game.ui.table.render import TableRenderer

SIZE = (1920, 1080)
SECONDS = 40.0
FPS = 60


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def bench_render(
    seconds: float = SECONDS, size: tuple[int, int] = SIZE, game: str = DEFAULT_GAME
) -> dict[str, Any]:
    """Frame times of ``game``'s table during its animations, and the bare blit reference."""
    if not os.environ.get("SDL_VIDEODRIVER"):
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    app = App(Settings(language="en", sound=False), None, size=size, demo=True)
    table: Any = window_of(game).new_demo(app, 11)
    make_bot = GAMES[game].api.make_bot
    table.match.bots = {s: make_bot("random", s) for s in range(4)}
    app.push(table)
    while app.jobs:  # every face drawn ahead, as the real program does between frames
        app.jobs.popleft()()
    app.felt()

    shown: list[tuple[pygame.Surface, pygame.Rect]] = []
    real_blit = TableRenderer.blit_card

    def recording(
        self: TableRenderer,
        surface: pygame.Surface,
        image: pygame.Surface,
        centre: tuple[float, float],
        shadow: bool = True,
    ) -> pygame.Rect:
        rect = real_blit(self, surface, image, centre, shadow)
        shown.append((image, rect))
        return rect

    frames: list[float] = []
    references: list[float] = []
    screen = app.screen
    felt = app.felt()
    dt = 1 / FPS
    try:
        # every card the frame blits is recorded, for the bare reference
        with mock.patch.object(TableRenderer, "blit_card", recording):
            for _ in range(round(seconds * FPS)):
                moving = table.animating()
                shown.clear()
                start = time.perf_counter()
                app.now += dt
                table.update(dt)
                app.draw()
                elapsed = time.perf_counter() - start
                if not moving:
                    continue
                frames.append(elapsed * 1000)
                cards = [(image, rect) for image, rect in shown]
                start = time.perf_counter()
                screen.blit(felt, (0, 0))
                screen.fblits(cards)
                references.append((time.perf_counter() - start) * 1000)
    finally:
        pygame.display.quit()
    return {
        "frame_ms": {
            "p50": round(statistics.median(frames), 2),
            "p95": round(_percentile(frames, 0.95), 2),
            "p99": round(_percentile(frames, 0.99), 2),
            "max": round(max(frames), 2),
        },
        "reference_ms": {"p50": round(statistics.median(references), 2)},
        "frames": len(frames),
        "size": f"{size[0]}x{size[1]}",
        "game": game,
    }


PACE_SIZE = (1600, 900)
PACE_LIMIT = 240.0
"""Wall seconds after which a run of ``bench pace`` gives up (a table that never asks)."""


def _human_deals(game: str, seed: int) -> bool:
    """The human (seat 0) deals the first hand of ``game``'s match of ``seed``."""
    state, _events = GAMES[game].api.new_match(seed, GAMES[game].api.default_options())
    return state.dealer == 0


def question(table: TableScene[Any]) -> str | None:
    """What the table asks the human now, by its first frame: a dialog, a turn to take on the
    cloth, or a moment to interject before a bot acts (Aluette's offer of the point)."""
    if table.dialog is not None:
        return "dialog"
    turn = table.human_turn()
    if turn is not None:
        return str(turn)
    flow, api = table.flow, table.match.api
    plan = flow.plan
    if plan is not None and api.holds_for_human(flow.match.state, plan[0], flow.interjections()):
        return "interject"
    return None


def _answer(app: App, table: TableScene[Any], bot: Bot) -> None:
    """The human answers at once: the first button of a dialog (a click posted to the window,
    "Yes" to the chant), or the turn a bot of theirs chooses, all of its run (six discards)."""
    top = app.top()
    if isinstance(top, Dialog):
        pos = top.buttons[0].rect.center
        for press in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(press, pos=pos, button=1))
        return
    api, state = table.match.api, table.match.state
    seat, turn = table.acting(), table.human_turn()
    actions = []
    while state.to_act == seat and not state.is_over:
        action = bot.choose(api.view(state, seat))
        if api.turn_kind(action) != turn:
            break
        actions.append(action)
        state, _events = state.apply(action)
        if turn == "play":
            break
    table.apply_all(actions)


def pace_run(game: str, seed: int, size: tuple[int, int] = PACE_SIZE) -> dict[str, Any]:
    """One new match of ``game`` at normal speed through the real loop and the real clock:
    wall seconds from Start to each thing the human is asked in the first hand, the human
    answering at once. In a real window when there is a display (the loop waits for the
    screen as a player's does), else off screen."""
    pygame.display.init()
    driver = pygame.display.get_driver()
    pygame.font.init()
    settings = Settings(language="en", sound=False, speed="normal")
    app = App(settings, None, size=size, threaded_bots=True)
    try:
        app.go("menu")
        while app.jobs:  # the menu was on screen long enough to draw the cards ahead
            app.step(0.0)
        bot = GAMES[game].api.make_bot("standard", seed)
        asked: list[tuple[float, float, str]] = []
        """(since Start, seconds shown, what) for each question."""
        shown: tuple[float, str] | None = None
        real_step = app.step
        start = time.perf_counter()
        table = app.go("table", seed, game)
        assert isinstance(table, TableScene)

        def step(dt: float, events: list[pygame.event.Event] | None = None) -> None:
            nonlocal shown
            real_step(dt, events)
            now = time.perf_counter() - start
            if now > PACE_LIMIT:  # the result below says the hand never ended
                app.quit()
            what = question(table) if app.top() is table or table.dialog else None
            if shown is not None and what != shown[1]:
                asked.append((shown[0], now - shown[0], shown[1]))
                shown = None
            if what is None or shown is not None:
                return
            shown = (now, what)
            if table.match.state.finished:  # the first hand's result: the end of the run
                asked.append((now, 0.0, "result"))
                app.quit()
            elif what != "interject":
                _answer(app, table, bot)

        app.step = step  # type: ignore[method-assign]
        app.run()
    finally:
        app.bots.close()
        pygame.display.quit()
    waits, last = [], 0.0
    for at, lasted, _what in asked:
        waits.append(at - last)
        last = at + lasted
    plays = [at for at, _lasted, what in asked if what == "play"]
    first = asked[0] if asked else (math.inf, 0.0, "")
    return {
        "seed": seed,
        "human_deals": _human_deals(game, seed),
        "driver": driver,
        "first_question_s": round(first[0], 2),
        "first_question": first[2],
        "first_card_s": round(plays[0], 2) if plays else None,
        "after_first_answer_to_first_card_s": (
            round(plays[0] - first[0] - first[1], 2) if plays else None
        ),
        "longest_wait_s": round(max(waits, default=math.inf), 2),
        "hand_ended": bool(asked) and asked[-1][2] == "result",
        "asked": [(round(at, 2), what) for at, _lasted, what in asked],
    }


def bench_pace(game: str = DEFAULT_GAME, runs: int = 2) -> dict[str, Any]:
    """``bench pace``: Start to the first question, and the waits of the first hand, for a
    match the human deals and one they do not (``runs`` of each).

    Each run gives ``first_question_s`` (Start to the first thing the human is asked: a
    dialog, a turn, or a bot's pause left for them to interject, "interject"),
    ``first_card_s`` (Start to their first card to play), ``after_first_answer_to_first_card_s``
    (from their first answer to that card: Aluette's chant agreed, the talon, the discards)
    and ``longest_wait_s`` (the longest time between two questions of the first hand);
    ``asked`` lists every question, seconds after Start. The budget: ``first_question_s``
    ≤ 6 s in a real window at normal speed."""
    seeds = range(1000)
    dealing = [s for s in seeds if _human_deals(game, s)][:runs]
    not_dealing = [s for s in seeds if not _human_deals(game, s)][:runs]
    results = [pace_run(game, s) for s in (*not_dealing, *dealing)]
    return {
        "game": game,
        "driver": results[0]["driver"],
        "size": f"{PACE_SIZE[0]}x{PACE_SIZE[1]}",
        "first_question_s": {"max": max(r["first_question_s"] for r in results)},
        "longest_wait_s": {"max": max(r["longest_wait_s"] for r in results)},
        "runs": results,
    }
