"""The New match screen offers Contrée's presets first: choosing one sets every option, an
option changed after it shows that no preset applies any more, the match starts under the
preset chosen, and "Read the rules" shows the rules of the draft."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_support import click, drawn_words, make_app, top

from game.contree.rules.options import PRESETS, Options
from game.contree.screens import OPTIONS_FORM, PRESET, preset_of
from game.storage import Storage
from game.ui.contree.rules_pages import ContreeRulesScene
from game.ui.contree.table import ContreeTableScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import MoreRulesScene, NewMatchScene


def contree_page(app) -> NewMatchScene:
    """The New match screen, opened from the menu on Contrée."""
    menu = MenuScene(app)
    app.push(menu)
    click(app, menu.game_tabs[1].rect.center)
    click(app, menu.buttons[1].rect.center)  # New match
    page = top(app)
    assert isinstance(page, NewMatchScene) and page.draft.game == "contree"
    return page


def test_the_form_knows_each_preset_and_when_none_applies() -> None:
    defaults = OPTIONS_FORM.defaults()
    assert OPTIONS_FORM.value(defaults, PRESET) == "text"
    for name, changes in PRESETS.items():
        chosen, note = OPTIONS_FORM.choose({**defaults, "undertrump": True}, PRESET, name)
        assert note is None and Options.from_mapping(chosen) == Options.from_mapping(changes)
        assert preset_of(chosen) == name
    club = OPTIONS_FORM.choose(defaults, PRESET, "club")[0]
    assert preset_of({**club, "direction": "clockwise"}) is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_presets_come_first_and_set_every_option(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang)
    page = contree_page(app)
    presets = page.right[0]
    assert presets.label() == app.t("contree_options.preset.label")
    assert presets.values == list(PRESETS)
    seen = []
    for _ in PRESETS:
        click(app, presets.value_rect.center)
        name = presets.get()
        seen.append(name)
        assert Options.from_mapping(page.draft.chosen) == Options.from_mapping(PRESETS[name])
        words = drawn_words(app)
        assert app.t(f"contree_options.preset.values.{name}") in words
    assert sorted(seen) == sorted(PRESETS)


def test_an_option_changed_after_a_preset_says_it_no_longer_applies(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    page = contree_page(app)
    presets = page.right[0]
    while presets.get() != "coinche":
        click(app, presets.value_rect.center)
    click(app, page.more.rect.center)
    more = top(app)
    assert isinstance(more, MoreRulesScene)
    click(app, more.choices[0].value_rect.center)  # direction: the other way
    click(app, more.done.rect.center)
    assert presets.get() is None
    words = drawn_words(app)
    assert app.t("contree_options.preset.values.own") in words
    assert app.t("contree_options.preset.helps.own") in words


def test_the_match_starts_under_the_preset_chosen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    page = contree_page(app)
    while page.right[0].get() != "club":
        click(app, page.right[0].value_rect.center)
    click(app, page.start.rect.center)
    table = top(app)
    assert isinstance(table, ContreeTableScene)
    club = Options.from_mapping(PRESETS["club"])
    assert table.match.state.options == club
    assert Storage.open(tmp_path).load_settings().options_for("contree") == club


def test_read_the_rules_shows_the_rules_of_the_draft(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    page = contree_page(app)
    while page.right[0].get() != "coinche":
        click(app, page.right[0].value_rect.center)
    click(app, page.read.rect.center)
    rules = top(app)
    assert isinstance(rules, ContreeRulesScene)
    assert rules.options == Options.from_mapping(PRESETS["coinche"])
    assert "announcements" in rules.pages
