"""Contrée's rules pages follow the options: each option picks its paragraph (in both
languages), the scoring example is the engine's arithmetic, the option pages come and go, and
the table and the menu open the pages under the right options."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from test_ui_contree import contree_table
from test_ui_contree import settle as settle_contree
from test_ui_support import click, drawn_words, key, make_app, top

from game.contree.lesson import SECOND_SEED
from game.contree.rules.options import CHOICES, PRESETS, Options
from game.i18n import Translator
from game.ui.contree import rules_text
from game.ui.contree.guided import ContreeLesson
from game.ui.contree.rules_pages import ContreeRulesScene
from game.ui.scenes.menu import MenuScene

T = Translator("en")
TEXT_PAGES = ("auction", "play", "scoring")


def words(options: Options, lang: str = "en") -> dict[str, list[tuple[str, str]]]:
    t = Translator(lang)
    return {
        page: rules_text.parts(t, options, page)
        for page in rules_text.pages(options)
        if page in (*TEXT_PAGES, "announcements")
    }


def test_the_option_pages_come_with_their_options() -> None:
    assert rules_text.pages(Options()) == ("auction", "cards", "play", "scoring")
    coinche = Options.from_mapping(PRESETS["coinche"])
    assert rules_text.pages(coinche) == (
        "auction",
        "cards",
        "no_trump",
        "play",
        "announcements",
        "scoring",
    )
    assert "no_trump" in rules_text.pages(Options(no_trump="on"))
    assert "announcements" not in rules_text.pages(Options(no_trump="on"))


@pytest.mark.parametrize("name", [n for n in CHOICES if n != "target"])
def test_every_value_of_every_option_changes_what_the_pages_say(name: str) -> None:
    said = [words(Options.from_mapping({name: value})) for value in CHOICES[name]]
    for a, b in itertools.combinations(said, 2):
        assert a != b, f"two values of {name} read the same"


def test_the_match_paragraph_names_the_target_or_the_hands() -> None:
    for target in CHOICES["target"]:
        (_title, text) = words(Options(target=target))["scoring"][-1]
        assert str(target) in text
    (_title, text) = words(Options(hands=8))["scoring"][-1]
    assert "8 hands" in text and "2000" not in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_combination_has_its_words(lang: str) -> None:
    names = ("scoring", "belote", "announcements", "no_trump", "raise_on_trump_lead")
    for values in itertools.product(*(CHOICES[n] for n in names)):
        options = Options.from_mapping(dict(zip(names, values, strict=True)))
        for parts in words(options, lang).values():
            assert all(title and text and "{" not in text for title, text in parts)


@pytest.mark.parametrize("system", CHOICES["scoring"])
def test_the_scoring_example_is_the_engines_arithmetic(system: str) -> None:
    options = Options(scoring=system)
    scores = rules_text.examples(options)
    assert scores["made"].made and scores["contred"].made and not scores["down"].made
    assert scores["contred"].multiplier == 2
    example = dict(words(options)["scoring"])[T("contree_rules.scoring.example.title")]
    for number in (scores["made"].points[0], scores["contred"].points[0]):
        assert f"{number}" in example
    assert example.endswith(f"{scores['down'].points[1]}.")


def test_the_table_opens_the_rules_of_its_match(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = contree_table(app, seed=3, undertrump=True, belote="off")
    settle_contree(app)
    key(app, pygame.K_F1)
    rules = top(app)
    assert isinstance(rules, ContreeRulesScene) and rules.options == table.match.state.options
    click(app, rules.tabs[rules.pages.index("play")].rect.center)
    assert T("contree_rules.play.trump.title") in drawn_words(app)
    said = [text for _title, text in rules.parts("play")]
    assert T("contree_rules.play.trump.undertrump_on") in said
    assert T("contree_rules.play.belote.off") in said


def test_the_menu_opens_the_rules_of_the_next_match_and_the_second_lesson(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    coinche = Options.from_mapping(PRESETS["coinche"])
    app.settings = app.settings.with_options("contree", coinche)
    menu = MenuScene(app)
    app.push(menu)
    menu.choose_game("contree")
    click(app, menu.buttons[3].rect.center)  # Rules
    rules = top(app)
    assert isinstance(rules, ContreeRulesScene) and rules.pages == rules_text.pages(coinche)
    assert not rules.lesson.visible
    for page in rules.pages:
        key(app, pygame.K_RIGHT) if page != rules.pages[0] else None
        assert rules.lesson.visible == (rules.pages[rules.page] in ("no_trump", "announcements"))
    rules.show(rules.pages.index("announcements"))
    click(app, rules.lesson.rect.center)
    lesson = top(app)
    assert isinstance(lesson, ContreeLesson) and lesson.lesson.seed == SECOND_SEED
    caption = lesson.caption()
    assert caption is not None and caption.key == "contree.second_welcome"
