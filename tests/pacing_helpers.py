"""How long a new match keeps the player waiting, in app-clock seconds (not wall-clock).

A new match is driven headless through the real table scene and loop, frame by frame with
fake time, from "Start the match" to the human's first decision (the chant vote, or the
first card when the chant is off), and, when the chant goes through, on to the first card
of the hand. Only the time the table makes the player wait is counted: animations and the
bots' pauses, not the human's own choices (answered at once here).

Run as a script for the figures at every speed:
``PYTHONPATH=$PWD SDL_VIDEODRIVER=dummy python tests/pacing_helpers.py``.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from test_ui_support import make_app, new_table, play_until, press_button, step, table_of, top

from game.aluette.rules.actions import Play
from game.aluette.rules.options import Options
from game.ui.aluette import flow as aluette_flow
from game.ui.app import App
from game.ui.bench import question
from game.ui.scenes.dialogs import Dialog

FRAME = 1 / 60
SPEEDS = ("slow", "normal", "fast", "instant")


@dataclass(frozen=True, slots=True)
class Wait:
    """App seconds the table made the player wait, and how many of them cards were moving."""

    seconds: float
    animated: float


def _run(app: App, done, limit: float = 120.0) -> Wait:
    """Frames until ``done(app)``; the waiting time counted over those frames."""
    seconds = animated = 0.0
    while not done(app):
        if seconds > limit:
            raise AssertionError("the table never got there")
        busy = table_of(app).queue.busy
        step(app, 1, FRAME)
        seconds += FRAME
        if busy:
            animated += FRAME
    return Wait(seconds, animated)


def _asked(app: App) -> bool:
    """The human must answer: a dialog, a card to play, six discards."""
    return isinstance(top(app), Dialog) or table_of(app).human_turn() in ("play", "discard")


def _decision(app: App) -> bool:
    """The human may act: asked something, or free to offer the point."""
    return _asked(app) or aluette_flow.may_offer(table_of(app).flow)


def first_decision(
    data: Path, speed: str, seed: int, chant: bool = True, refuse: bool = False
) -> Wait:
    """From a new match to the human's first decision (every bot agrees to the chant, or
    every bot refuses it: ``refuse``)."""
    rules = Options() if chant else Options.from_mapping({"chant": "off"})
    app = make_app(data, speed=speed, rules=rules)
    new_table(app, seed=seed, chant=not refuse)
    return _run(app, _decision)


def first_question(data: Path, game: str, seed: int) -> Wait:
    """From a new match of ``game`` at normal speed, the table's own bots playing (Aluette's
    gesture to their partners and vote as they see fit), to the first thing the human is
    asked, as ``bench pace`` counts it."""
    app = make_app(data, speed="normal")
    app.go("table", seed, game)
    return _run(app, lambda a: question(table_of(a)) is not None)


def chant_to_first_card(data: Path, speed: str, seed: int) -> Wait:
    """After the human agrees to the chant (and everyone does): until the first card is
    played, the human's six discards chosen at once when asked."""
    app = make_app(data, speed=speed)
    table = new_table(app, seed=seed, chant=True)
    _run(app, lambda a: isinstance(top(a), Dialog))
    press_button(app, 0)  # "Yes" to the chant
    total = animated = 0.0

    def played(a: App) -> bool:
        return any(isinstance(x, Play) for x in table.match.actions)

    while not played(app):
        wait = _run(app, lambda a: _asked(a) or played(a))
        total, animated = total + wait.seconds, animated + wait.animated
        if played(app):
            break
        if table.human_turn() == "discard":
            hand = table.model.hand
            table.model.selected = set(hand[-6:])
            table.confirm_discards()
        elif table.human_turn() == "play":
            table.apply(Play(table.acting(), table.model.hand[0]))
        else:
            press_button(app, 0)
    return Wait(total, animated)


def next_hand(data: Path, speed: str, seed: int) -> Wait:
    """From "Next hand" on the first hand's result to the human's first decision of the
    second hand (the first hand played at instant speed, everyone agreeing to the chant)."""
    app = make_app(data, speed="instant")
    table = new_table(app, seed=seed, chant=True)
    play_until(app, lambda a: table.match.state.finished != () and isinstance(top(a), Dialog))
    app.update_settings(speed=speed)
    press_button(app, 0)  # "Next hand"
    return _run(app, _decision)


def report(speeds: tuple[str, ...] = SPEEDS, seeds: range = range(6)) -> None:
    """Print the mean and worst waits at each speed."""
    with tempfile.TemporaryDirectory() as tmp:
        for speed in speeds:
            rows = {
                "first decision (chant on)": [
                    first_decision(Path(tmp) / f"a{s}", speed, s) for s in seeds
                ],
                "first decision (chant off)": [
                    first_decision(Path(tmp) / f"b{s}", speed, s, chant=False) for s in seeds
                ],
                "next hand -> first decision": [
                    next_hand(Path(tmp) / f"d{s}", speed, s) for s in seeds
                ],
                "chant agreed -> first card": [
                    chant_to_first_card(Path(tmp) / f"c{s}", speed, s) for s in seeds
                ],
            }
            for what, waits in rows.items():
                secs = [w.seconds for w in waits]
                anim = [w.animated for w in waits]
                print(
                    f"{speed:8} {what:28} mean {statistics.mean(secs):5.1f}s "
                    f"max {max(secs):5.1f}s  (animated: mean {statistics.mean(anim):5.1f}s "
                    f"max {max(anim):5.1f}s)"
                )


if __name__ == "__main__":
    report(tuple(sys.argv[1:]) or SPEEDS)
