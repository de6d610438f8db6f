"""The main menu names both games and remembers the one last chosen or played: its game tabs
pick what New match, Rules and Statistics are about, and the choice survives a restart and
an old settings file."""

from __future__ import annotations

import dataclasses
import itertools
import shutil
from pathlib import Path

import pygame
import pytest
from test_ui_support import click, drawn_words, make_app, step, top

from game.games import DEFAULT_GAME, GAMES
from game.storage import Storage
from game.ui.cardart.packs import PACKS
from game.ui.gameparts import window_of
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import NewMatchScene
from game.ui.scenes.rules import RulesPages
from game.ui.scenes.stats import StatsScene

V1 = Path(__file__).parent / "data" / "v1"
OTHER = next(g for g in GAMES if g != DEFAULT_GAME)


def _tab(menu: MenuScene, game: str):
    return menu.game_tabs[list(GAMES).index(game)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_a_game_tab_makes_it_the_menus_game_and_is_saved(
    tmp_path: Path, lang: str
) -> None:
    app = make_app(tmp_path, lang=lang)
    menu = MenuScene(app)
    app.push(menu)
    step(app)
    assert app.settings.game == DEFAULT_GAME
    assert _tab(menu, DEFAULT_GAME).kind == "primary"
    click(app, _tab(menu, OTHER).rect.center)
    assert app.settings.game == OTHER
    assert (_tab(menu, OTHER).kind, _tab(menu, DEFAULT_GAME).kind) == ("primary", "quiet")
    assert app.t(f"games.{OTHER}.help") in drawn_words(app)
    assert Storage.open(tmp_path).load_settings().game == OTHER, "remembered on disk"


def test_the_fan_shows_the_chosen_games_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path, deck="french")
    menu = MenuScene(app)
    app.push(menu)
    step(app)
    before = menu.fan().copy()
    click(app, _tab(menu, OTHER).rect.center)
    after = menu.fan()
    assert PACKS[window_of(OTHER).PACK].showcase != PACKS[window_of(DEFAULT_GAME).PACK].showcase
    assert pygame.image.tobytes(before, "RGBA") != pygame.image.tobytes(after, "RGBA")


def test_new_match_rules_and_statistics_open_on_the_menus_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app)
    app.push(menu)
    step(app)
    click(app, _tab(menu, OTHER).rect.center)
    click(app, menu.buttons[1].rect.center)  # New match
    assert isinstance(top(app), NewMatchScene) and top(app).draft.game == OTHER
    app.pop()
    click(app, menu.buttons[3].rect.center)  # Rules
    rules = top(app)
    assert isinstance(rules, RulesPages) and rules.GAME == OTHER
    app.pop()
    click(app, menu.buttons[4].rect.center)  # Statistics
    assert isinstance(top(app), StatsScene) and top(app).game == OTHER


def test_the_game_of_an_old_settings_file_is_the_menus_game_without_a_notice(
    tmp_path: Path,
) -> None:
    shutil.copy(V1 / "settings.yaml", tmp_path / "settings.yaml")
    app = make_app(tmp_path)
    assert app.store is not None and app.store.take_notices() == []
    menu = MenuScene(app)
    app.push(menu)
    step(app)
    assert app.settings.game == "contree"
    assert _tab(menu, "contree").kind == "primary"


def test_a_settings_file_without_the_game_opens_on_the_default_game_quietly(
    tmp_path: Path,
) -> None:
    text = (V1 / "settings.yaml").read_text()
    (tmp_path / "settings.yaml").write_text(
        "\n".join(line for line in text.splitlines() if not line.startswith("game:"))
    )
    store = Storage.open(tmp_path)
    assert store.load_settings().game == DEFAULT_GAME
    assert store.take_notices() == []


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("first_start", [True, False])
def test_the_tabs_their_help_and_the_buttons_keep_apart(
    tmp_path: Path, size: tuple[int, int], first_start: bool
) -> None:
    app = make_app(tmp_path, size=size, lang="fr")
    app.settings = dataclasses.replace(app.settings, lesson_offered=not first_start)
    menu = MenuScene(app)
    app.push(menu)
    step(app)
    ui = app.ui
    help_bottom = menu.game_tabs[0].rect.bottom + ui.px(8) + ui.line_height(ui.small_px)
    offer = ui.line_height(ui.body_px, "bold") if first_start else 0
    shown = [b.rect for b in menu.buttons if b.visible]
    assert shown[0].top >= help_bottom + offer
    assert shown[-1].bottom <= size[1]
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(shown))
