"""The guided first hands at the real table, played through by pygame events in both languages.

Continue is a click or a key, a card is clicked where it is drawn, a dialog's button is
clicked; a wrong move is tried on the way and must be refused with the lesson's own sentence.
Afterwards the statistics, the history and the saved real match are exactly as before.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_support import card_point, click, key, make_app, press_button, step, top

from game.ui.app import App
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.lesson import Guided
from game.ui.scenes.menu import MenuScene
from game.ui.table.match import Match

LIMIT = 6000
GAMES = ("aluette",)

WRONG = {"aluette": {"aluette.chant": "no", "aluette.spoil": "card"}}
"""Where each lesson is answered wrong first, and how: "no" in the dialog, or another card."""


def wait_for_caption(app: App, scene: Guided) -> None:
    """Run the loop until a caption shows, a dialog waits, or the lesson is over."""
    for _ in range(LIMIT):
        if isinstance(top(app), MenuScene):
            return
        if isinstance(top(app), Dialog) or scene.caption() is not None:
            return
        step(app)
    raise AssertionError("the lesson never showed its next caption")


def click_wanted_card(app: App, scene: Guided, card: int) -> None:
    click(app, card_point(scene, card))


def play_lesson(app: App, game: str) -> list[str]:
    """Play the whole lesson by events; the caption keys seen, in order."""
    scene = top(app)
    assert isinstance(scene, Guided)
    seen: list[str] = []
    wrong = dict(WRONG[game])
    caption_for_dialog = ""
    continues = 0
    while True:
        wait_for_caption(app, scene)
        screen = top(app)
        if isinstance(screen, MenuScene):
            return seen
        if isinstance(screen, Dialog):
            if wrong.pop(caption_for_dialog, None) == "no":
                done = scene.done
                press_button(app, 1)  # "No": against the lesson
                step(app, 3)
                assert scene.done == done, "the refused vote was played"
                refused = scene.caption()
                assert refused is not None and refused.key == f"{caption_for_dialog}_wrong"
                seen.append(refused.key)
                key(app, pygame.K_RETURN)
                continue
            press_button(app, 0)
            continue
        caption = scene.caption()
        assert caption is not None
        text = scene.caption_text(caption)
        assert text and "{" not in text, text
        if not seen or seen[-1] != caption.key:
            seen.append(caption.key)
        caption_for_dialog = caption.key
        if caption.wait:
            continues += 1
            if continues % 2:  # a click on the cloth, or Space
                click(app, (app.size[0] // 2, app.size[1] // 3))
            else:
                key(app, pygame.K_SPACE)
            continue
        card = scene.lesson.actions[scene.done].card
        if wrong.pop(caption.key, None) == "card":
            other = next(c for c, _ in scene.hand_layout() if c != card)
            done = scene.done
            click_wanted_card(app, scene, other)
            assert scene.done == done, "the refused card was played"
            refused = scene.caption()
            assert refused is not None and refused.wait
            wrong_key = next(
                s.wrong for s in scene.lesson.steps if f"aluette.{s.key}" == caption.key
            )
            assert refused.key == f"aluette.{wrong_key}"
            assert scene.caption_text(refused) == app.t(
                f"lesson.aluette.{wrong_key}", **scene.values()
            )
            seen.append(refused.key)
            key(app, pygame.K_SPACE)
            continue
        click_wanted_card(app, scene, card)


def saved_real_match(app: App) -> Match:
    """A real match in progress, saved as the menu's Continue resumes it."""
    match, _ = Match.new(11, app.settings.rules, "standard", app.deck, app.store)
    state = match.state
    while match.human_turn() is None and not state.is_over:
        action = state.legal_actions()[0]
        match.apply(action)
        state = match.state
    return match


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_aluette_lesson_played_through_by_events(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang)
    store = app.store
    real = saved_real_match(app)
    store.flush()
    before = store.load_match()
    assert before is not None
    app.go("lesson", "aluette")
    seen = play_lesson(app, "aluette")
    lesson = top(app)
    assert isinstance(lesson, MenuScene)
    expected = [
        f"aluette.{k}" for k in ("welcome", "ranking", "chant", "spoil", "mordienne", "end")
    ]
    assert all(k in seen for k in expected), seen
    assert "aluette.chant_wrong" in seen and "aluette.spoil_wrong" in seen
    # Practice only: nothing counted, the real match untouched.
    store.flush()
    after = store.load_match()
    assert after is not None and after.actions == before.actions == real.actions
    assert after.meta["match_id"] == before.meta["match_id"]
    assert store.history.entries == []
    assert store.stats.counted == {} and store.stats_of("contree").counted == {}


def test_escape_offers_to_leave_the_lesson(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.go("lesson", "aluette")
    scene = top(app)
    wait_for_caption(app, scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), Dialog)
    press_button(app, 1)  # Go on
    assert top(app) is scene and scene.caption() is not None
    key(app, pygame.K_ESCAPE)
    press_button(app, 0)  # Leave
    assert isinstance(top(app), MenuScene)


def test_the_first_start_offers_the_guided_hand_and_the_menu_always_has_it(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app)
    app.replace_all(menu)
    step(app)
    assert menu.first_start and menu.learn_button.kind == "primary"
    assert menu.focus.focused() is menu.learn_button
    assert app.store.load_settings().lesson_offered  # offered once, remembered
    again = MenuScene(app)
    app.replace_all(again)
    step(app)
    assert not again.first_start and again.learn_button in again.buttons
    for game in GAMES:
        app.replace_all(MenuScene(app))
        step(app)
        click(app, top(app).learn_button.rect.center)
        chooser = top(app)
        assert isinstance(chooser, Dialog)
        index = 0 if game == "aluette" else 1
        click(app, chooser.buttons[index].rect.center)
        scene = top(app)
        assert isinstance(scene, Guided) and scene.lesson.game == game
        assert scene.match.store is None and scene.match.meta["practice"]
