"""``aluette bench render [--game contree]``: what a frame of the table costs at 1920×1080.

A scripted demo match (random bots, so that no thinking time mixes in) is played at normal
speed, 60 frames a second of game time, through the real table scene of the game: for
Aluette the partnership draw, shuffle, cut, deal, chant and tricks; for Contrée the cut,
the deal in packets, the auction and tricks. Every frame in which something moves is timed
(update and drawing). In the same run, each of those frames is replayed as the bare
reference: the cloth plus the very cards the frame showed, pre-scaled, blitted where they
were — the least a frame of that table can cost.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any
from unittest import mock

import pygame

from game.games import DEFAULT_GAME, GAMES
from game.storage import Settings
from game.ui.app import App
from game.ui.gameparts import window_of
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
