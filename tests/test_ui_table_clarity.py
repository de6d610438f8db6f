"""What a newcomer reads at the table (issue 16): results, signals and their captions.

Driven like a player: real pygame events through the app's loop, fake time.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ui_support import click, click_card, make_app, new_table, settle, step, top

from game.aluette.cards import CLASS, GESTURE_OF
from game.aluette.rules.options import Options
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def move(app, pos: tuple[int, int]) -> None:
    """The pointer moves to ``pos``, then one turn of the loop."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app)


def test_a_result_dialog_hides_what_lies_behind_it(tmp_path: Path) -> None:
    """Drawn over black or over white, the panel's inside is the same: nothing shows through."""
    app = make_app(tmp_path, rules=PLAIN)
    new_table(app, seed=5)
    while settle(app) == "play":
        click_card(app)
    dialog = top(app)
    assert isinstance(dialog, Dialog)
    inside = dialog.rect.inflate(-app.ui.px(40), -app.ui.px(40))
    seen = []
    for behind in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.size)
        surface.fill(behind)
        dialog.draw(surface)
        seen.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert seen[0] == seen[1]


def _screen(app) -> pygame.Surface:
    return pygame.display.get_surface().copy()


def _same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(rect), "RGB") == pygame.image.tobytes(
        b.subsurface(rect), "RGB"
    )


def test_a_signals_tooltip_goes_with_its_button(tmp_path: Path) -> None:
    """Pointing at a gesture shows what it tells above the bar; making it takes both away."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5, chant=False)
    assert settle(app) == "play"
    step(app, 2)
    hud, box = table.hud, table.geometry.controls_rect
    name, rect = hud._gesture_layout()[0]
    above = pygame.Rect(box.left - 40, 0, box.width + 40, box.top).clip(app.screen.get_rect())
    before = _screen(app)
    move(app, rect.center)
    assert hud.hovered_gesture() == name
    assert not _same(before, _screen(app), above), "the tooltip shows above the bar"
    click(app, rect.center)
    assert settle(app) == "play"
    step(app, 2)
    assert name not in hud.gestures() and hud.hovered_gesture() is None
    assert _same(before, _screen(app), above), "no tooltip is left floating over the table"


def test_the_signal_buttons_come_strongest_card_first(tmp_path: Path) -> None:
    """Down the bar: the gestures of the human's strongest cards first, the hand gestures last."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5, chant=False)
    assert settle(app) == "play"
    layout = table.hud._gesture_layout()
    names = [name for name, _rect in layout]
    assert len(names) >= 4 and names[-2:] == ["misere", "mordienne"]
    strongest = [
        min(CLASS[c] for c in table.model.hand if GESTURE_OF[c] == name) for name in names[:-2]
    ]
    assert strongest == sorted(strongest)
    tops = [(rect.left, rect.top) for _name, rect in layout]
    assert tops == sorted(tops), "read top to bottom, column by column"


def _drawn_words(app) -> list[str]:
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


def test_the_spoiled_tricks_are_counted_live_and_in_the_result(tmp_path: Path) -> None:
    """A hand with spoiled tricks: the pile says how many as they fall, and the result lists
    them under the players' tricks, so that the numbers add up to every trick played."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=1, chant=False)
    seen = set()
    while settle(app) == "play":
        spoiled = table.match.state.spoiled_tricks()
        if spoiled and table.model.trick == {}:
            assert app.t("table.dead", count=spoiled) in _drawn_words(app)
            seen.add(spoiled)
        click_card(app)
    hand = table.match.state.finished[0]
    result = hand.result
    assert result.spoiled >= 2 and seen, "the first hand of seed 1 spoils tricks"
    assert sum(result.tricks_won) + result.spoiled == len(hand.trick_log)
    words = _drawn_words(app)
    assert app.t("hand.spoiled", count=result.spoiled) in words
    for count in result.tricks_won:
        assert app.t("hand.tricks", count=count) in words
