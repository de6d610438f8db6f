"""A data folder nothing can be written in: the player is told where, once on the menu and
once at the table, and the match plays on (issue 23, item 6).

The folder is a path under a regular file: CI runs as root, whom a ``chmod`` would not stop,
and this fails for every user on every system (``tests/test_storage.py`` also plays a
read-only mount and, where it means something, a ``chmod``).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.aluette.rules.options import Options
from game.storage import Notice
from game.ui.app import NOTICE_SECONDS, App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import NewMatchScene
from game.ui.scenes.table import TableScene
from tests.test_ui_support import (
    STEP,
    click,
    make_app,
    play_until,
    step,
    top,
)

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def read_only_app(tmp_path: Path, lang: str) -> tuple[App, Path]:
    """The window as ``aluette --data-dir FOLDER`` opens it, FOLDER unwritable."""
    (tmp_path / "file").write_text("not a folder")
    folder = tmp_path / "file" / "aluette"
    return make_app(folder, lang=lang, rules=PLAIN, background_saves=True), folder


def frame_words(app: App) -> list[str]:
    """Every text a whole frame draws: the screens' and what the window adds over them."""
    words: list[str] = []
    render = app.text.render

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        words.append(text)
        return render(text, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(app.text, "render", spy)
        app.draw()
    return words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_menu_and_the_table_say_once_that_nothing_is_saved(tmp_path: Path, lang: str) -> None:
    app, folder = read_only_app(tmp_path, lang)
    assert app.store is not None
    app.go("menu")
    step(app, 5)
    said = Notice("storage.not_saved", {"folder": str(folder)}).text(app.t)
    assert str(folder) in said
    assert isinstance(top(app), MenuScene)
    assert frame_words(app).count(said) == 1

    click(app, top(app).buttons[1].rect.center)  # New match
    screen = top(app)
    assert isinstance(screen, NewMatchScene)
    click(app, screen.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    app.store.flush()  # the first save of the match has failed on the writer thread
    step(app)
    assert frame_words(app).count(said) == 1
    step(app, round(NOTICE_SECONDS / STEP) + 1)  # read: the next click puts it away
    assert frame_words(app).count(said) == 1

    shown = []

    def hand_over(app: App) -> bool:
        shown.append(frame_words(app).count(said))
        return bool(table.match.state.finished)

    play_until(app, hand_over)
    assert len(table.match.actions) > 10, "the match plays on"
    assert shown[0] == 1 and shown[-1] == 0
    assert shown == sorted(shown, reverse=True), "said once, not again at a later save"
    assert app.store.take_notices() == [] and not folder.parent.is_dir()


def test_a_notice_stays_until_a_click_after_a_while(tmp_path: Path) -> None:
    app, _ = read_only_app(tmp_path, "en")
    app.go("table", 5, "aluette")
    app.store.flush()
    step(app)
    assert [n.key for n in app.notices] == ["storage.not_saved"]
    click(app, (5, 5))
    assert app.notices, "a click at once does not hide what was not read"
    step(app, round(NOTICE_SECONDS / STEP) + 1)
    click(app, (5, 5))
    assert app.notices == []
