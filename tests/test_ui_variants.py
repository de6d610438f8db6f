"""The other tables of the rules' Options: Petit-Jean, the Cow Game, heads-up, six players.

Each is started from the New match screen or the saved rules and played by clicks, with real
pygame events, as in ``test_ui_table``.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from test_ui_support import (
    card_point,
    click,
    discard_by_clicks,
    make_app,
    new_table,
    play_until,
    press_button,
    settle,
    table_of,
    top,
)

from game.aluette.rules.actions import ChantVote, Discard, Play
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newmatch import NewMatchScene
from game.ui.scenes.table import TableScene
from game.ui.table.layout import TableLayout


def hand_over(app) -> bool:
    """The first hand's result is on screen."""
    table = table_of(app)
    return bool(table.match.state.finished) and isinstance(top(app), Dialog)


@pytest.mark.parametrize(
    "rules",
    [
        {"players": "petit_jean"},
        {"variant": "vache"},
        {"variant": "vache", "players": 3},
        {"variant": "vache", "players": 5},
        {"players": "heads_up"},
        {"players": 6},
        {"variant": "short_text", "short_text_specials": "on"},
    ],
)
def test_a_whole_hand_is_played_by_clicks_at_every_table(tmp_path: Path, rules: dict) -> None:
    options = Options.from_mapping(rules)
    app = make_app(tmp_path, rules=options)
    table = new_table(app, seed=3)
    assert table.geometry.seats == options.n_seats
    play_until(app, hand_over)
    hand = table.match.state.finished[0]
    mine = [s for s in range(options.n_seats) if hand.controller(s) == 0]
    plays = [a for a in table.match.actions if isinstance(a, Play) and a.seat in mine]
    assert len(plays) == options.hand_size * len(mine)
    reason = table_of(app).app.t  # the result explains itself in words, never a raw key
    body = top(app).body()
    assert not re.search(r"hand\.\w", body), body  # no locale key shown raw
    assert reason("hand.next") == top(app).buttons[0].label()


def test_petit_jean_cards_are_clickable_only_on_its_turn(tmp_path: Path) -> None:
    options = Options.from_mapping({"players": "petit_jean", "chant": "off", "offer_point": "off"})
    app = make_app(tmp_path, rules=options)
    table = new_table(app, seed=3)
    checked = {0: False, 2: False}
    for _ in range(40):
        if settle(app) != "play":
            break
        seat = table.acting()
        other = 2 if seat == 0 else 0
        spread = table.hand_layout(2)
        assert spread, "Petit-Jean's cards lie face up once play starts"
        before = len(table.match.actions)
        if not checked[seat]:
            other_card = table.hand_layout(other)[0][0]
            click(app, card_point(table, other_card, other))
            assert len(table.match.actions) == before, "not that hand's turn: nothing is played"
            checked[seat] = True
        card = table.hand_layout(seat)[0][0]
        click(app, card_point(table, card))
        assert table.match.actions[before] == Play(seat, card)
        if all(checked.values()):
            break
    assert all(checked.values())


def test_the_cow_game_shows_four_scores(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"variant": "vache"}))
    table = new_table(app, seed=3)
    columns = table.hud.score_columns()
    assert [label for label, _score, _ours in columns] == [table.name(s) for s in range(4)]
    play_until(app, hand_over)
    scores = table.match.state.scores
    assert len(scores) == 4
    assert [score for _label, score, _ours in table.hud.score_columns()] == list(scores)


def test_the_new_match_screen_offers_every_table_and_prevents_bad_pairs(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    t = app.t
    menu = MenuScene(app)
    app.push(menu)
    click(app, menu.buttons[1].rect.center)
    screen = top(app)
    assert isinstance(screen, NewMatchScene)
    players, variant = screen.left[-2], screen.left[-1]
    rules = screen.draft.chosen
    seen = []
    for _ in range(3):
        click(app, players.value_rect.center)
        seen.append(rules["players"])
        assert rules["variant"] == "aluette"
    assert seen == [6, "petit_jean", "heads_up"]
    click(app, players.value_rect.center)  # three players: only the Cow Game
    assert (rules["players"], rules["variant"]) == (3, "vache")
    cow = t("options.variant.values.vache")
    assert players.help() == t(
        "newmatch.adjusted_variant", old=t("options.variant.values.aluette"), game=cow
    )
    click(app, players.value_rect.center)  # five players, still the Cow Game
    assert (rules["players"], rules["variant"]) == (5, "vache")
    assert players.help() == t("options.players.helps_alone", players=5, hand=9, rest=3)
    click(app, variant.value_rect.center)  # the short text: back to a table of four
    assert (rules["players"], rules["variant"]) == (4, "short_text")
    assert variant.help() == t(
        "newmatch.adjusted_players",
        game=t("options.variant.values.short_text"),
        table=t("options.players.values.4"),
    )
    click(app, players.value_rect.center)  # six players
    click(app, variant.value_rect.center)  # Aluette: six players stay
    assert (rules["players"], rules["variant"]) == (6, "aluette")
    click(app, variant.value_rect.center)  # the Cow Game: the table goes back to four
    assert (rules["players"], rules["variant"]) == (4, "vache")
    assert players.help() == t("options.players.helps_alone", players=4, hand=9, rest=12)
    for _ in range(5):  # 6, Petit-Jean, heads-up, 3, 5: the Cow Game's tables
        click(app, players.value_rect.center)
    assert (rules["players"], rules["variant"]) == (5, "vache")
    click(app, screen.start.rect.center)
    table = top(app)
    assert isinstance(table, TableScene)
    assert table.match.state.options.players == 5
    assert table.geometry.seats == 5 and table.match.state.n == 5


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_table_size_lays_out_its_seats_apart(seats: int, size: tuple[int, int]) -> None:
    """Trick cards never hide each other; avatars and name plates sit inside the window."""
    layout = TableLayout(*size, seats)
    window = pygame.Rect(0, 0, *size)
    slots = []
    for seat in range(seats):
        x, y = layout.trick_slot(seat)
        slot = pygame.Rect(0, 0, layout.card_w, layout.card_h)
        slot.center = (round(x), round(y))
        slots.append(slot)
        assert window.contains(layout.name_rect(seat)), (seat, layout.name_rect(seat))
        x, y = layout.seat_centre(seat)
        assert window.collidepoint(x - layout.avatar / 2, y - layout.avatar / 2)
        assert window.collidepoint(x + layout.avatar / 2, y + layout.avatar / 2)
    for i, a in enumerate(slots):  # four seats cross their cards a little, as on a real table
        for b in slots[i + 1 :]:
            common = a.clip(b)
            assert common.w * common.h <= a.w * a.h / 3, (seats, a, b)
    plates = [layout.name_rect(s) for s in range(seats)]
    for i, a in enumerate(plates):
        for b in plates[i + 1 :]:
            assert not a.colliderect(b)


def test_the_human_votes_the_chant_for_petit_jean(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"players": "petit_jean"}))
    table = new_table(app, seed=3, chant=True)
    titles = []
    while not any(isinstance(a, ChantVote) and a.seat == 2 for a in table.match.actions):
        assert settle(app) == "dialog"
        titles.append(top(app).title())
        press_button(app, 0)
    assert titles[-1] == app.t("table.for_dummy", what=app.t("chant.title"), name="Petit-Jean")
    assert ChantVote(2, True) in table.match.actions


def test_the_human_puts_aside_six_cards_for_petit_jean(tmp_path: Path) -> None:
    options = Options.from_mapping({"players": "petit_jean", "offer_point": "off"})
    seed = next(s for s in range(200) if State.new_match(s, options)[0].dealer in (1, 2))
    app = make_app(tmp_path, rules=options)
    table = new_table(app, seed=seed, chant=True)
    play_until(app, lambda app: table.match.state.phase == "discard" and table.acting() == 2)
    assert settle(app) == "discard"
    shown = [card for card, _rect in table.hand_layout(2)]
    assert sorted(shown) == sorted(table.match.state.hands[2]) and len(shown) == 15
    discard_by_clicks(app)
    put_aside = [a.card for a in table.match.actions if isinstance(a, Discard) and a.seat == 2]
    assert sorted(put_aside) == sorted(shown[-6:])


@pytest.mark.parametrize(("seed", "tied"), [(4, False), (7, True)])
def test_the_cow_game_carries_spoiled_tricks_and_explains_a_tie(
    tmp_path: Path, seed: int, tied: bool
) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"variant": "vache"}))
    table = new_table(app, seed=seed)
    play_until(app, hand_over)
    assert sum(table.model.tricks) == 9, "carried spoiled tricks land on the winners' piles"
    assert table.model.dead == 0
    result = table.match.state.finished[0].result
    assert (result.reason == "tied") is tied
    if tied:
        assert top(app).title() == app.t("hand.title_nobody")
        assert top(app).body().split("\n")[0] == app.t("hand.reason_tied")


def test_the_short_text_result_names_the_team_with_more_tricks(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"variant": "short_text"}))
    table = new_table(app, seed=3)
    play_until(app, hand_over)
    hand = table.match.state.finished[0]
    result = hand.result
    assert result.reason == "team_tricks"
    totals = [sum(n for s, n in enumerate(result.tricks_won) if hand.team(s) == k) for k in (0, 1)]
    team = hand.team(result.winner)
    assert totals[team] > totals[1 - team]  # nine tricks: no equal totals at four seats
    assert result.points[team] == 1
    side = "us" if team == 0 else "them"
    words = app.t(f"hand.reason_team_most_{side}", count=totals[team])
    assert top(app).body().split("\n")[0] == words
