"""Contrée's second guided hand at the real table, opened from the rules pages' announcements
page and played to its end by clicks and Continue (needs the table's NT/AT contract badge)."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ui_support import click, key, make_app, step, top

from game.contree.rules.options import PRESETS, Options
from game.ui.contree.guided import ContreeLesson
from game.ui.contree.rules_pages import ContreeRulesScene
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.menu import MenuScene


def test_the_second_lesson_plays_to_its_end_and_back_to_the_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path, deck="french")
    rules = ContreeRulesScene(app, Options.from_mapping(PRESETS["coinche"]))
    app.replace_all(rules)
    rules.show(rules.pages.index("announcements"))
    app.draw()
    click(app, rules.lesson.rect.center)
    scene = top(app)
    assert isinstance(scene, ContreeLesson)
    seen = []
    for _ in range(3000):
        if isinstance(top(app), MenuScene):
            break
        if isinstance(top(app), Dialog):
            top(app).buttons[0].activate()
        caption = scene.caption()
        if caption is None:
            step(app)
            continue
        if not seen or seen[-1] != caption.key:
            seen.append(caption.key)
        if caption.wait:
            key(app, pygame.K_SPACE)
            continue
        wanted = scene.lesson.actions[scene.done]
        card = getattr(wanted, "card", None)
        if card is not None:
            scene.choose(card)
        else:
            scene.apply(wanted)
        step(app)
    assert isinstance(top(app), MenuScene)
    assert seen == [f"contree.{s.key}" for s in scene.lesson.steps]
