"""The guided first hands, for ``aluette shots``: every caption of each lesson, in order
(``lesson-aluette-01`` …), after the menu's choice of a lesson (``lesson-choose``).

Each lesson is played at the real table at normal speed; a shot is taken whenever a new
caption shows, then the lesson is answered as a player would: Continue, or the move the
caption asks for (through what a click calls). Once in each lesson a wrong move is tried
first, so the refusal is in the pictures too. Dialogs (the chant, a hand's result) get their
first button.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.games import GAMES
from game.ui.app import App
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.lesson import Guided
from game.ui.scenes.menu import MenuScene
from game.ui.shots.drive import until


def lesson_steps(app: App, game: str) -> Iterator[str]:
    """Every caption of ``game``'s lesson, named ``lesson-<game>-NN``."""
    scene = app.go("lesson", game)
    assert isinstance(scene, Guided)
    yield from guided_steps(app, scene, f"lesson-{game}")


def guided_steps(app: App, scene: Guided, prefix: str) -> Iterator[str]:
    """Every caption of the lesson at the table ``scene`` (on screen), ``<prefix>-NN``."""
    number = 0
    tried = False

    def answer() -> None:
        top = app.top()
        if isinstance(top, Dialog) and top is scene.dialog:
            top.buttons[0].activate()

    def shown() -> bool:
        return isinstance(app.top(), MenuScene) or (
            app.top() is scene and scene.caption() is not None
        )

    while True:
        until(app, shown, answer, f"{prefix}-{number + 1:02d}")
        if isinstance(app.top(), MenuScene):
            return
        caption = scene.caption()
        assert caption is not None
        number += 1
        yield f"{prefix}-{number:02d}"
        wrong_at = scene.lesson.tried_wrong
        if wrong_at is not None and caption.key == scene.progress.key_of(wrong_at) and not tried:
            tried = True
            wrong_move(scene)
            number += 1
            yield f"{prefix}-{number:02d}"
            scene.go_on()
            right_move(scene)  # the caption asking for it again is the one just shown
        elif caption.wait:
            scene.go_on()
        else:
            right_move(scene)


def wanted(scene: Guided) -> Any:
    return scene.lesson.actions[scene.done]


def right_move(scene: Guided) -> None:
    """The script's move, as the player's click makes it."""
    action = wanted(scene)
    card = getattr(action, "card", None)
    if card is not None:
        scene.choose(card)
    else:
        scene.apply(action)


def wrong_move(scene: Guided) -> None:
    """Another card than the script's: the lesson refuses it."""
    card = getattr(wanted(scene), "card", None)
    other = next(c for c, _ in scene.hand_layout() if c != card)
    scene.choose(other)


def lessons(app: App) -> Iterator[str]:
    """The menu's choice of a lesson, then every game's lesson in turn."""
    menu = MenuScene(app)
    app.replace_all(menu)
    menu.learn()
    yield "lesson-choose"
    for game in GAMES:
        yield from lesson_steps(app, game)
