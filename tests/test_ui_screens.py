"""Menus, settings, rules and statistics; every screen drawn in both languages from the locales."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_support import (
    click,
    drawn_words,
    key,
    make_app,
    new_table,
    press_button,
    record_matches,
    settle,
    step,
    top,
)

from game.aluette.cards import DECK, GESTURES
from game.aluette.rules import events as ev
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.words import card_name, gesture_key, group_name
from game.i18n import Translator, catalog, flat_keys
from game.storage import Storage
from game.ui.aluette import dialogs as table_dialogs
from game.ui.aluette.hand_replay import AluetteReplayScene
from game.ui.aluette.rules_pages import PAGES, RulesScene
from game.ui.scenes.dialogs import Dialog, ErrorScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import MoreRulesScene, NewMatchScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.table import dialogs as shared_dialogs


def test_both_locales_have_the_same_keys() -> None:
    assert flat_keys(catalog("en")) == flat_keys(catalog("fr"))


def test_the_menu_leads_to_a_new_match_with_the_chosen_options(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app)
    app.push(menu)
    assert not menu.continue_button.visible
    click(app, menu.buttons[1].rect.center)  # New match
    screen = top(app)
    assert isinstance(screen, NewMatchScene)
    key(app, pygame.K_DOWN)  # past the game, to the difficulty
    key(app, pygame.K_RIGHT)  # difficulty: standard -> expert
    assert screen.draft.difficulty == "expert"
    click(app, screen.right[0].value_rect.center)  # the chant: unanimous -> off
    assert screen.draft.chosen["chant"] == "off"
    click(app, screen.more.rect.center)
    more = top(app)
    assert isinstance(more, MoreRulesScene)
    click(app, more.choices[0].value_rect.center)
    assert screen.draft.chosen["partnership_method"] != "top_four_cards"
    click(app, more.reset.rect.center)
    assert screen.draft.chosen["partnership_method"] == "top_four_cards"
    assert screen.draft.chosen["chant"] == "off"
    click(app, more.done.rect.center)
    click(app, screen.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    assert table.match.meta["difficulty"] == "expert"
    assert table.match.state.options.chant == "off"
    saved = Storage.open(tmp_path).load_settings()
    assert saved.difficulty == "expert" and saved.options_for("aluette").chant == "off"


def test_the_language_switches_live_and_is_saved(tmp_path: Path) -> None:
    app = make_app(tmp_path, lang="en")
    menu = MenuScene(app)
    app.push(menu)
    click(app, menu.buttons[6].rect.center)  # Settings
    settings = top(app)
    assert isinstance(settings, SettingsScene)
    click(app, settings.choices[0].value_rect.center)
    assert app.lang == "fr"
    assert settings.choices[0].label() == "Langue"
    assert menu.buttons[1].label() == "Nouvelle partie"
    step(app)
    click(app, settings.done.rect.center)
    assert top(app) is menu
    assert Storage.open(tmp_path).load_settings().language == "fr"


def test_switching_language_at_the_table(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"chant": "off", "offer_point": "off"}))
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    assert table.hud.message() == app.t("table.your_turn_beginner")
    key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, Dialog)
    press_button(app, 2)  # Settings
    settings = top(app)
    click(app, settings.choices[0].value_rect.center)
    key(app, pygame.K_ESCAPE)
    assert top(app) is table
    assert app.lang == "fr"
    assert table.hud.message() == Translator("fr")("table.your_turn_beginner")


def test_the_deck_setting_changes_the_cards(tmp_path: Path) -> None:
    app = make_app(tmp_path, deck="spanish")
    settings = SettingsScene(app)
    app.push(settings)
    click(app, settings.choices[1].value_rect.center)
    assert app.deck == "french" and app.art.deck == "french"


def test_rules_pages_and_statistics(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    rules = RulesScene(app)
    app.push(rules)
    for _ in PAGES:
        key(app, pygame.K_RIGHT)
    assert rules.page == 0
    app.pop(rules)
    stats = StatsScene(app)
    app.push(stats)
    click(app, stats.reset.rect.center)
    assert isinstance(top(app), Dialog)
    press_button(app, 0)
    assert top(app) is stats


def _hand_events() -> list[ev.HandEnded]:
    return [
        ev.HandEnded(0, (1, 0), False, "tricks", (4, 2, 2, 1), 0),
        ev.HandEnded(1, (0, 1), False, "tricks", (2, 3, 1, 1), 2),
        ev.HandEnded(0, (2, 0), True, "mordienne", (3, 3, 1, 2), 0),
        ev.HandEnded(3, (0, 2), True, "mordienne", (3, 1, 2, 3), 0),
        ev.HandEnded(None, (0, 0), False, "all_spoiled", (0, 0, 0, 0), 9),
        ev.HandEnded(None, (1, 0), False, "offer_accepted", (0, 0, 0, 0), 0),
        ev.HandEnded(None, (0, 1), False, "offer_accepted", (0, 0, 0, 0), 0),
        ev.HandEnded(2, (2, 0), True, "refusal_mordienne", (1, 2, 4, 2), 0),
        ev.HandEnded(1, (0, 2), True, "refusal_mordienne", (1, 4, 2, 2), 0),
        ev.HandEnded(1, (2, 0), False, "refusal_failed", (1, 4, 2, 2), 0),
        ev.HandEnded(0, (0, 2), False, "refusal_failed", (4, 2, 2, 1), 0),
    ]


def _story() -> list[ev.Event]:
    """One of every event the table animates, with words in them."""
    return [
        ev.PartnershipDraw(((0, 1), (1, 26), (2, 14), (3, 13))),
        ev.Seated((0, 1, 2, 3), 0),
        ev.PartnershipDraw(((0, 1),)),
        ev.Seated((0, 1, 2, 3), 2),
        ev.HandStarted(1, 0),
        ev.Shuffled(0),
        ev.HandStarted(2, 3),
        ev.Shuffled(3),
        ev.Cut(2, 20),
        ev.ChantVoted(1, True),
        ev.ChantVoted(2, False),
        ev.ChantDecided(True, (0, 3)),
        ev.ChantDecided(True, (1, 0)),
        ev.ChantDecided(False, ()),
        ev.OfferProposed(1),
        ev.OfferAgreed(3, True),
        ev.OfferAgreed(3, False),
        ev.OfferAnswered(2, True),
        ev.OfferAnswered(0, False),
        *(ev.OfferDecided(t, o) for t in (0, 1) for o in ("accepted", "refused", "withdrawn")),
        *(ev.SignalMade(s, g, frozenset({0})) for s in range(4) for g in GESTURES),
        ev.TrickSpoiled(0, 1, (0, 12, 24, 36)),
        ev.TricksCarried(2, 3),
        ev.HandEnded(0, (2, 0), True, "mordienne", (3, 2, 2, 2), 0),
    ]


def visit_every_screen(app) -> int:
    """Push, lay out and draw every screen and table dialog; how many were drawn."""
    drawn = 0

    def show(scene) -> None:
        nonlocal drawn
        app.push(scene)
        app.draw()
        drawn += 1

    store = app.store
    table = new_table(app, seed=5)
    table.director.feed(_story())
    table.queue.factor = 1.0  # one step at a time, each drawn
    for _ in range(500):
        if not table.queue.busy:
            break
        table.queue.update(0.0, table.resolve)  # start the next step
        app.draw()
        drawn += 1
        current = table.queue.current
        if current is not None and current.hold:  # a result: its dialog was drawn, close it
            table.dialog.close()
            current.release()
            table.queue.update(0.0, table.resolve)
        if current is not None and not current.hold:  # this step only, not its sequence
            table.queue.update(current.duration - current.elapsed, table.resolve)
    assert not table.queue.busy
    for kind in ("chant", "offer", "offer_agree", "offer_answer"):
        show(table_dialogs.decision(table, kind))
    for event in _hand_events():
        show(table_dialogs.hand_result(table, event, lambda: None))
    for winner in (0, 1):
        show(table_dialogs.match_result(table, ev.MatchEnded(winner, (5, 3)), lambda: None))
    show(shared_dialogs.pause_menu(table))
    playing = table.match.state
    for variant in ({}, {"madame_signal": "twist_mouth", "deux_de_chene_signal": "index"}):
        table.match.state = State.new_match(1, Options.from_mapping(variant))[0]
        for gesture in GESTURES:
            assert table.gesture_caption(1, gesture)
            assert app.t(f"gestures.{gesture_key(gesture, table.match.state.options)}.name")
    table.match.state = playing
    for deck in ("spanish", "french"):
        for c in DECK:
            assert card_name(app.t, deck, c)
        for rank in "AKQJ98765439":
            assert group_name(app.t, deck, rank) if rank != "2" else True
    menu = MenuScene(app)
    app.replace_all(menu)
    app.draw()
    assert menu.saved is not None  # the table above autosaved its match
    menu.new_match()  # asks before replacing the saved match
    app.draw()
    top(app).buttons[1].activate()
    assert top(app) is menu
    show(NewMatchScene(app))
    show(MoreRulesScene(app, top(app).draft))
    show(SettingsScene(app))
    show(StatsScene(app))
    show(HistoryScene(app))  # no hand finished yet
    record_matches(store, range(1))
    history = HistoryScene(app)
    show(history)
    for row in history.rows:  # every step of every hand of a match
        replay = AluetteReplayScene(app, row.index, row.entry, row.hand)
        show(replay)
        while replay.step < replay.last:
            replay.go(replay.step + 1)
            app.draw()
        app.pop(replay)
    blocked = store.where.data / "blocked"
    blocked.write_text("")
    for folder in (store.where.data / "exports", blocked):  # exported, and failed
        replay.export_hand(folder)
        app.draw()
        drawn += 1
    rules = RulesScene(app)
    show(rules)
    for page in range(len(PAGES)):
        rules.show(page)
        app.draw()
    show(ErrorScene(app))
    for notice in store.take_notices():
        notice.text(app.t)
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("deck", ["spanish", "french4"])
def test_every_screen_draws_its_words_from_the_locale(tmp_path: Path, lang: str, deck: str) -> None:
    """The Translator raises on a missing key: drawing everything proves none is missing.

    Lines too long for their box are shrunk to fit; none may lose more than 15 % of its size.
    """
    app = make_app(tmp_path, lang=lang, deck=deck, size=(1024, 640))
    shrunk: list[tuple[float, str]] = []
    fit_px = app.text.fit_px

    def measuring_fit_px(text: str, role: str, px: int, max_width: int) -> int:
        width = app.fonts.get(role, px).size(text)[0]
        if width > max_width > 0:
            shrunk.append((max_width / width, text))
        return fit_px(text, role, px, max_width)

    app.text.fit_px = measuring_fit_px
    assert visit_every_screen(app) > 30
    assert min(shrunk, default=(1.0, ""))[0] >= 0.85, min(shrunk)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dialog_text_stays_readable_in_a_small_window(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang, size=(1024, 640))
    table = new_table(app, seed=5)
    for kind in ("chant", "offer", "offer_agree", "offer_answer"):
        dialog = table_dialogs.decision(table, kind)
        app.push(dialog)
        assert dialog.body_px >= app.ui.small_px, kind
        assert pygame.Rect(0, 0, 1024, 640).contains(dialog.rect)
        app.pop(dialog)


def contree_page(app) -> NewMatchScene:
    """The New match screen, opened from the menu by a click, turned to Contrée by a key."""
    menu = MenuScene(app)
    app.push(menu)
    click(app, menu.buttons[1].rect.center)  # New match
    assert isinstance(top(app), NewMatchScene)
    key(app, pygame.K_RIGHT)  # the game: Aluette -> Contrée
    page = top(app)
    assert page.draft.game == "contree"
    return page


def test_the_new_match_screen_offers_each_game_its_own_decks(tmp_path: Path) -> None:
    """Contrée is drawn with French cards only: its deck choice offers its two decks, the
    first by default (not the Spanish deck chosen for Aluette), and the match is drawn with
    the one chosen."""
    app = make_app(tmp_path, deck="spanish")
    page = contree_page(app)
    deck = page.left[2]
    assert deck.values == ["french", "french4"]
    assert deck.get() == "french"
    click(app, deck.value_rect.center)  # French -> French four-colour
    assert deck.get() == "french4"
    click(app, page.left[0].value_rect.center)  # Aluette again: its decks, its Spanish kept
    page = top(app)
    aluette_deck = page.left[2]
    assert aluette_deck.values == ["spanish", "french", "french4"]
    assert aluette_deck.get() == "spanish"
    click(app, page.left[0].value_rect.center)  # and Contrée, its deck as chosen
    page = top(app)
    assert page.left[2].get() == "french4"
    click(app, page.start.rect.center)
    table = top(app)
    assert table.match.game.name == "contree"
    assert app.art_of(table.PACK).deck == "french4"
    assert Storage.open(tmp_path).load_settings().deck_for("contree") == "french4"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_level_help_is_the_games_own(tmp_path: Path, lang: str) -> None:
    """A difficulty's help on Contrée's page speaks of its play, not of Aluette's signals."""
    app = make_app(tmp_path, lang=lang)
    t = app.t
    page = contree_page(app)
    for level in ("novice", "standard", "expert"):
        while page.draft.difficulty != level:
            click(app, page.left[1].value_rect.center)
        help_line = page.left[1].help()
        assert help_line == t(f"contree_levels.{level}.help") != t(f"levels.{level}.help")
        assert not any(word in help_line.lower() for word in ("signal", "signe"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_main_menu_names_every_game(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang)
    app.push(MenuScene(app))
    step(app)
    words = " ".join(drawn_words(app))
    for game in ("aluette", "contree"):
        assert app.t(f"games.{game}.name") in words


SHARED_SCREENS = (
    "game/cli.py",
    "game/lessons.py",
    "game/ui/app.py",
    "game/ui/icon.py",
    "game/ui/navigation.py",
    "game/ui/sheet.py",
    "game/ui/cardart/raster.py",
    "game/ui/scenes/history.py",
    "game/ui/scenes/lesson.py",
    "game/ui/scenes/menu.py",
    "game/ui/scenes/newmatch.py",
    "game/ui/scenes/page.py",
    "game/ui/scenes/rules.py",
    "game/ui/shots/lessons.py",
    "game/ui/shots/screens.py",
)
"""The screens every game shares: they know a game only through the registry."""


@pytest.mark.parametrize("path", SHARED_SCREENS)
def test_the_shared_screens_name_no_game(path: str) -> None:
    """No import of a game's packages, and no game's name written out (a branch on it)."""
    import ast

    from game.games import GAMES

    root = Path(__file__).resolve().parent.parent
    tree = ast.parse((root / path).read_text(encoding="utf-8"))
    packages = {p for g in GAMES.values() for p in (g.package, g.ui_package)}
    imported = [
        name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for name in (
            [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        )
    ]
    assert [m for m in imported if any(m == p or m.startswith(f"{p}.") for p in packages)] == []
    if path != "game/cli.py":  # the command is called aluette
        names = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
        assert [n for n in names if n in GAMES] == []
