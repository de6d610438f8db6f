"""Contrée at the table, driven by real events: bidding by clicks and keys, a contre, play
with refused cards explained by the engine's rule, results, the match's end, both languages.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from test_ui_support import click, drawn_words, key, make_app, press_button, step, top

from game.contree.rules.actions import CAPOT, Bid, Contre, Pass, Play
from game.contree.rules.options import Options
from game.contree.rules.play import legal_cards
from game.contree.words import call_words
from game.games import GAMES
from game.ui.contree.table import REASONS, ContreeTableScene
from game.ui.scenes.dialogs import Dialog
from game.ui.table.match import HUMAN, Match


def random_bots():
    """Random players in every seat and who acts next, from the game registry (whichever
    bots Contrée has), as the arena would seat them."""
    game = GAMES["contree"]
    make_bot = game.api.make_bot
    return {s: make_bot("random", s) for s in range(4)}, game.api.next_bot_action


def contree_table(app, seed: int = 7, **options) -> ContreeTableScene:
    match, events = Match.new(seed, Options(**options), "standard", "french", None, game="contree")
    table = ContreeTableScene(app, match, events)
    app.replace_all(table)
    return table


def settle(app, limit: int = 4000) -> str:
    """Run until the human is asked something: "dialog", "call" or "play"."""
    for _ in range(limit):
        scene = top(app)
        if isinstance(scene, Dialog):
            return "dialog"
        if isinstance(scene, ContreeTableScene) and scene.human_turn() in ("call", "play"):
            return scene.human_turn()
        step(app)
    raise AssertionError("the table never asked the human anything")


def card_point(table: ContreeTableScene, card: int) -> tuple[int, int]:
    layout = table.hand_layout(HUMAN)
    cards = [c for c, _ in layout]
    i = cards.index(card)
    rect = layout[i][1]
    right = layout[i + 1][1].left if i + 1 < len(layout) else rect.right
    return ((rect.left + right) // 2, rect.top + 12)


def engine_rule(table: ContreeTableScene) -> tuple[list[int], str]:
    state = table.match.state
    o = state.options
    cards, rule = legal_cards(
        state.hands[HUMAN],
        state.trick,
        HUMAN,
        state.contract.trump,
        o.raise_on_trump_lead,
        o.undertrump,
    )
    return list(cards), rule


def test_a_whole_match_by_clicks_and_keys(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = contree_table(app, target=1000)
    hud = table.hud
    seen = {
        "keys_bid": False,
        "click_bid": False,
        "contre": False,
        "refused": False,
        "key_play": False,
    }
    for _ in range(3000):
        kind = settle(app)
        if kind == "dialog":
            ends = (app.t("match.title_won"), app.t("match.title_lost"))
            if table.match.over and top(app).title() in ends:
                break
            press_button(app, 0)
            continue
        actions = len(table.match.actions)
        legal = table.match.state.legal_actions()
        if kind == "call":
            if any(isinstance(a, Contre) for a in legal) and not seen["contre"]:
                click(app, hud.calls[1].rect.center)
                seen["contre"] = True
            elif any(isinstance(a, Bid) for a in legal) and not seen["keys_bid"]:
                key(app, pygame.K_RIGHT)
                key(app, pygame.K_2)  # the second value allowed, in hearts
                seen["keys_bid"] = True
            elif any(isinstance(a, Bid) for a in legal) and not seen["click_bid"]:
                lowest = hud.bid_values()[0]
                click(
                    app, hud.values[[b.label() for b in hud.values].index(str(lowest))].rect.center
                )
                click(app, hud.suits[0].rect.center)
                seen["click_bid"] = True
            elif len(table.match.actions) % 2:
                key(app, pygame.K_p)
            else:
                click(app, hud.calls[0].rect.center)
            assert table.match.actions[actions].seat == HUMAN, "every call was played"
            continue
        allowed, rule = engine_rule(table)
        refused = [c for c in table.model.hand if c not in allowed]
        if refused and not seen["refused"]:
            click(app, card_point(table, refused[0]))
            assert len(table.match.actions) == actions, "a refused card is not played"
            assert table.refusal == app.t(f"contree.must.{REASONS[rule]}")
            seen["refused"] = True
        if not seen["key_play"]:
            hand = [c for c, _ in table.hand_layout(HUMAN)]
            table.hover = None
            key(app, pygame.K_LEFT)  # the last card of the hand
            if table.hover in allowed:
                key(app, pygame.K_RETURN)
                seen["key_play"] = True
                assert table.match.actions[actions] == Play(HUMAN, hand[-1])
                continue
        click(app, card_point(table, allowed[0]))
        assert table.match.actions[actions] == Play(HUMAN, allowed[0])
        assert table.refusal == ""
    assert table.match.over
    assert isinstance(top(app), Dialog)
    title = top(app).title()
    assert title in (app.t("match.title_won"), app.t("match.title_lost"))
    assert all(seen.values()), seen
    assert Contre(HUMAN) in table.match.actions
    assert max(table.match.state.scores) >= 1000
    # the end screen's buttons: back to the menu
    press_button(app, 1)
    assert type(top(app)).__name__ == "MenuScene"


def test_take_back_is_shown_at_contrees_table_and_takes_back(tmp_path: Path) -> None:
    """The same Take back button as Aluette's table: shown once the human decided in this
    hand, a click returns to that decision and the match becomes practice."""
    app = make_app(tmp_path)
    table = contree_table(app)
    assert settle(app) == "call"
    label = app.t("table.take_back")
    assert table.hud.take_back not in table.hud.buttons(), "nothing to take back yet"
    assert label not in drawn_words(app)
    before, count = table.match.state, len(table.match.actions)
    key(app, pygame.K_1)  # the human bids (a bid keeps the hand from being thrown in)
    assert isinstance(table.match.actions[count], Bid)
    step(app, 3)
    assert table.hud.take_back in table.hud.buttons()
    assert label in drawn_words(app)
    click(app, table.hud.take_back.rect.center)
    press_button(app, 0)  # take back and make it practice
    assert table.match.state is before and len(table.match.actions) == count
    assert table.match.practice
    assert table.hud.take_back not in table.hud.buttons()
    assert settle(app) == "call", "the human is asked again"
    app.settings = dataclasses.replace(app.settings, show_take_back=False)
    key(app, pygame.K_1)
    step(app, 3)
    assert table.hud.take_back not in table.hud.buttons(), "the settings hide it"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_auction_and_the_contract_stay_readable(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang, size=(1024, 640))
    table = contree_table(app, seed=3)
    assert settle(app) in ("call", "play")
    app.draw()
    if table.human_turn() == "call":
        labels = [b.label() for b in table.hud.calls]
        assert labels[0] == app.t("contree.calls.pass")
        enabled = {type(a) for a in table.match.state.legal_actions()}
        assert table.hud.calls[0].enabled() == (Pass in enabled)
        assert table.hud.calls[1].enabled() == (Contre in enabled)


def test_live_language_switch_on_the_bidding_panel(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = contree_table(app, seed=11)
    while settle(app) != "call":
        if settle(app) == "dialog":
            press_button(app, 0)
        else:
            click(app, card_point(table, engine_rule(table)[0][0]))
    assert table.hud.calls[0].label() == "Pass"
    app.set_language("fr")
    app.draw()
    assert table.hud.calls[0].label() == "Passe"
    assert table.hud.suits[1].label() == "cœur"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_contree_screen_in_both_languages_keeps_its_text_size(
    tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    """Every phase the shots show (deal, auction, play, a refused card, results, the match's
    end) is drawn; a missing word raises, and no line loses more than 15 % of its size."""
    from game.ui.contree import shots

    app = make_app(tmp_path, lang=lang, size=size, speed="normal")
    shrunk: list[tuple[float, str]] = []
    fit_px = app.text.fit_px

    def measuring_fit_px(text: str, role: str, px: int, max_width: int) -> int:
        width = app.fonts.get(role, px).size(text)[0]
        if width > max_width > 0:
            shrunk.append((max_width / width, text))
        return fit_px(text, role, px, max_width)

    app.text.fit_px = measuring_fit_px
    names = []
    for producer in (shots.match_phases, shots.match_end):
        for name in producer(app):
            app.draw()
            names.append(name)
    assert len(names) == 6
    assert len(visit_contree_pages(app)) == 9
    assert min(shrunk, default=(1.0, ""))[0] >= 0.85, min(shrunk)


def visit_contree_pages(app) -> list[str]:
    """Contrée's pages away from the table, drawn: the New match screen and its more rules,
    the rules, the statistics and the history with a finished match, a replayed hand."""
    from game.ui.contree.rules_pages import ContreeRulesScene
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.newmatch import NewMatchScene
    from game.ui.scenes.stats import StatsScene

    drawn = []
    app.replace_all(MenuScene(app))
    page = NewMatchScene(app)
    app.push(page)
    page.choose_game("contree")
    app.draw()
    app.top().open_more()
    app.draw()
    drawn += ["new-match", "more-rules"]
    app.replace_all(MenuScene(app))
    rules = ContreeRulesScene(app)
    app.push(rules)
    for k in range(len(rules.PAGES)):
        rules.show(k)
        app.draw()
        drawn.append(f"rules-{k}")
    match, _ = Match.new(4, Options(target=1000), "novice", "french", app.store, game="contree")
    bots, next_bot_action = random_bots()
    while not match.over:
        match.apply(next_bot_action(match.state, bots))
    stats = StatsScene(app)
    app.push(stats)
    stats.show("contree")
    app.draw()
    history = HistoryScene(app)
    app.push(history)
    history.show("contree")
    app.draw()
    history.open(0)
    replay = app.top()
    for k in range(replay.last + 1):
        replay.go(k)
        app.draw()
    return [*drawn, "statistics", "history", "replay"]


def test_new_match_screen_offers_contree_with_its_options(tmp_path: Path) -> None:
    from game.storage import Storage
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.newmatch import MoreRulesScene, NewMatchScene

    app = make_app(tmp_path)
    app.push(MenuScene(app))
    click(app, top(app).buttons[1].rect.center)  # New match
    page = top(app)
    assert isinstance(page, NewMatchScene)
    key(app, pygame.K_RIGHT)  # the game: Aluette -> Contrée, the page shows its options
    page = top(app)
    assert page.draft.game == "contree"
    labels = [c.label() for c in page.right]
    assert labels == [
        app.t(f"contree_options.{n}.label")
        for n in ("preset", "scoring", "belote", "announcements", "no_trump")
    ]
    click(app, page.left[-2].value_rect.center)  # target: 2000 -> 3000
    click(app, page.more.rect.center)
    more = top(app)
    assert isinstance(more, MoreRulesScene)
    click(app, more.choices[0].value_rect.center)  # direction: counter-clockwise -> clockwise
    click(app, more.choices[-1].value_rect.center)  # undertrump: obliged
    click(app, more.done.rect.center)
    click(app, page.start.rect.center)
    table = top(app)
    assert isinstance(table, ContreeTableScene)
    options = table.match.state.options
    assert (options.direction, options.target, options.undertrump) == ("clockwise", 3000, True)
    saved = Storage.open(tmp_path).load_settings()
    assert saved.game == "contree" and saved.options_for("contree") == options


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_opens_contree_rules_with_the_cards_drawn(tmp_path: Path, lang: str) -> None:
    from game.ui.contree.rules_pages import ContreeRulesScene

    app = make_app(tmp_path, lang=lang, size=(1024, 640))
    table = contree_table(app, seed=3)
    settle(app)
    key(app, pygame.K_F1)
    rules = top(app)
    assert isinstance(rules, ContreeRulesScene)
    drawn: list[int] = []
    face = app.art_of("contree").face
    app.art_of("contree").face = lambda c, w: drawn.append(c) or face(c, w)
    for page in range(len(rules.PAGES)):
        key(app, pygame.K_RIGHT) if page else None
        app.draw()
    assert len(set(drawn)) == 16, "two rows of eight cards"
    key(app, pygame.K_ESCAPE)
    assert top(app) is table


def test_contree_statistics_count_each_hand_and_the_match_once(tmp_path: Path) -> None:
    from game.storage import Storage

    store = Storage.open(tmp_path)
    match, _ = Match.new(9, Options(target=1000), "expert", "french", store, game="contree")
    bots, next_bot_action = random_bots()
    while not match.over:
        match.apply(next_bot_action(match.state, bots))
    store.record_finished(match.state, match.meta)  # again: nothing counted twice
    state = match.state
    tally = Storage.open(tmp_path).stats_of("contree").by_difficulty["expert"]
    assert tally.hands_played == len(state.finished) and tally.matches_played == 1
    assert tally.matches_won == (state.winner == 0)
    ours = [h.result.score for h in state.finished if h.result.score and h.result.score.attack == 0]
    assert tally.contracts_made == sum(s.made for s in ours)
    assert tally.contracts_down == sum(not s.made for s in ours)
    assert Storage.open(tmp_path).stats_of("aluette").total().hands_played == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_contree_hands_in_the_history_replay_and_export(tmp_path: Path, lang: str) -> None:
    import json

    from game.records import score
    from game.ui.contree.hand_replay import ContreeReplayScene
    from game.ui.scenes.history import HistoryScene

    app = make_app(tmp_path / "data", lang=lang, size=(1024, 640))
    match, _ = Match.new(9, Options(target=1000), "expert", "french", app.store, game="contree")
    bots, next_bot_action = random_bots()
    while not match.over:
        match.apply(next_bot_action(match.state, bots))
    history = HistoryScene(app)
    app.push(history)
    assert history.rows == [] or history.game == "aluette"
    click(app, history.tabs[1].rect.center)  # Contrée
    assert history.game == "contree"
    assert len(history.rows) == len(match.state.finished)
    app.draw()
    click(app, history.row_rect(0).center)  # the newest hand
    replay = top(app)
    assert isinstance(replay, ContreeReplayScene)
    auction = [call_words(app.t, call) for call in replay.hand.end.auction.calls]
    shown = drawn_words(app)
    assert all(words in shown for words in auction), "the start shows the auction"
    for _ in range(replay.last):
        key(app, pygame.K_RIGHT)
        app.draw()
    assert replay.step == replay.last
    out = tmp_path / "exports"
    out.mkdir()
    replay.export_hand(out)
    (path,) = out.glob("contree-hand-*.json")
    record = json.loads(path.read_text())
    assert record["format"] == "contree-record/1"
    assert score(record)["points"] == list(match.state.finished[-1].result.points)


def test_continue_resumes_a_saved_contree_match_at_its_table(tmp_path: Path) -> None:
    from game.ui.scenes.menu import MenuScene

    app = make_app(tmp_path)
    app.go("table", 5, "contree")
    table = top(app)
    for _ in range(3):
        if settle(app) == "dialog":
            press_button(app, 0)
        elif table.human_turn() == "call":
            click(app, table.hud.calls[0].rect.center)
        else:
            click(app, card_point(table, engine_rule(table)[0][0]))
    actions = list(table.match.actions)
    assert actions
    app.store.flush()
    again = make_app(tmp_path)  # as after a kill: a new program on the same files
    menu = MenuScene(again)
    again.replace_all(menu)
    assert menu.continue_button.visible
    click(again, menu.continue_button.rect.center)
    resumed = top(again)
    assert isinstance(resumed, ContreeTableScene)
    # the table goes on at once (instant speed): the saved actions come first, exactly
    assert resumed.match.actions[: len(actions)] == actions
    assert resumed.match.state.dealt == table.match.state.dealt


def test_a_prompt_contre_gets_its_moment_and_its_button(tmp_path: Path) -> None:
    """With ``contre: prompt`` an opponents' bid is followed by a pause in which the human,
    not next to speak, may contre out of turn by the Contre button."""
    from game.ui.table.flow import OFFER_WINDOW_MIN

    app = make_app(tmp_path)
    for seed in range(40):
        table = contree_table(app, seed=seed, contre="prompt")
        hud = table.hud
        for _ in range(400):
            if table.match.over or table.match.state.phase != "auction":
                break
            if table.flow.at_rest and hud.can_contre():
                seat_to_act = table.match.state.to_act
                assert seat_to_act != HUMAN
                # even at instant speed the next bot waits: the human has time to decide
                assert table.flow.pause(Pass(seat_to_act), 0.0) >= OFFER_WINDOW_MIN
                click(app, hud.calls[1].rect.center)
                assert Contre(HUMAN) in table.match.actions
                return
            if table.human_turn() == "call":
                click(app, hud.calls[0].rect.center)  # pass
            elif isinstance(top(app), Dialog):
                press_button(app, 0)
            else:
                step(app)
    pytest.fail("no seed gave the human a prompt contre")


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_the_hand_result_explains_the_engine_score(tmp_path: Path, seed: int) -> None:
    """The first result shown: its title says made or down for the right side, and its lines
    carry the engine's own figures (card points, contract value, what each side scores)."""
    app = make_app(tmp_path)
    table = contree_table(app, seed=seed)
    while settle(app) != "dialog":
        if table.human_turn() == "call":
            click(app, table.hud.calls[0].rect.center)
        else:
            click(app, card_point(table, engine_rule(table)[0][0]))
    result = table.match.state.finished[-1].result
    dialog = top(app)
    title, body = dialog.title(), dialog.body()
    score = result.score
    if score is None:
        assert title == app.t("contree.result.thrown_in_title")
        return
    side = "us" if score.attack == 0 else "them"
    assert title == app.t(f"contree.result.{'made' if score.made else 'down'}_{side}")
    total = (
        (160 - score.defence_rounded + score.contract_value)
        if score.made
        else (160 + score.contract_value)
    )
    assert str(total) in body
    if score.value != CAPOT:  # a capot is judged by its tricks, the card points by value
        assert str(score.card_points[score.attack]) in body
    else:
        assert str(score.tricks[score.attack]) in body
    assert max(result.points) == total + max(score.belote_points)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_humans_speech_bubble_leaves_hint_and_take_back_clear(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path, size=size)
    table = contree_table(app)
    assert settle(app) == "call"
    key(app, pygame.K_1)  # the human bids: "80 spades" stands beside their face
    step(app, 3)
    assert table.hud.take_back in table.hud.buttons()
    _, box, _ = table.renderer.bubble_box(HUMAN, table.app.t("contree.calls.capot", suit="x"))
    for button in table.hud.buttons():
        assert not box.colliderect(button.rect), button.label()
