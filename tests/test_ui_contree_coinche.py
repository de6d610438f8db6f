"""Contrée's table under the club options (issue 24), driven by real events: no trump and
all trumps bid by click and by key, the declaration at the first card (declare, keep quiet),
the best announcements shown after the first trick, a bot's declaration in its bubble, the
result box under every scoring system, and a match of a number of hands.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_ui_contree import settle
from test_ui_support import click, drawn_words, key, make_app, step, top

from game.advice import Advice, Reason
from game.contree.rules.actions import CAPOT, Bid, Declare, Pass, Play
from game.contree.rules.announcements import held
from game.contree.rules.events import HandEnded
from game.contree.rules.options import Options
from game.contree.rules.scoring import SYSTEMS
from game.contree.rules.state import State
from game.contree.words import announcement_words, call_words
from game.ui.contree.dialogs import hand_explanation
from game.ui.contree.table import ContreeTableScene
from game.ui.table.match import HUMAN, Match

NO_TRUMP, ALL_TRUMPS = 4, 5


class Quiet:
    """A test bot: passes in the auction, plays a random legal card, and declares every
    announcement it holds when ``declares`` (the engine offers them before its first card)."""

    level = "random"

    def __init__(self, seed: int, declares: bool = False) -> None:
        self.rng = random.Random(seed)
        self.declares = declares

    def choose(self, view: Any) -> Any:
        legal = list(view.legal)
        said = [a for a in legal if isinstance(a, Declare)]
        if said and self.declares:
            return said[0]
        if any(isinstance(a, Pass) for a in legal):
            return next(a for a in legal if isinstance(a, Pass))
        return self.rng.choice([a for a in legal if isinstance(a, Play)])

    def explain(self, view: Any) -> Advice:
        return Advice(self.choose(view), Reason("any"))

    def interject(self, view: Any) -> Any | None:
        return None


def table_with(app, seed: int, declares: bool = False, **options) -> ContreeTableScene:
    match, events = Match.new(seed, Options(**options), "standard", "french", None, game="contree")
    table = ContreeTableScene(app, match, events)
    for seat, bot in table.match.bots.items():  # the table's bots, who tell their reasons
        bot.bot = Quiet(seed * 8 + seat, declares)
    app.replace_all(table)
    return table


def seed_where(holds: bool, **options) -> int:
    """A match seed whose first deal gives the human an announcement (``holds``) or not,
    asked of the engine's deal and of rule 13's ``held``."""
    for seed in range(500):
        state, _ = State.new_match(seed, Options(**options))
        if bool(held(state.hands[HUMAN], 0)) == holds:
            return seed
    raise AssertionError("no such deal in 500 seeds")


def bid_lowest(app, table: ContreeTableScene, trump: int = 1) -> None:
    """The human's first call: the lowest value in ``trump``, by its keys."""
    assert settle(app) == "call"
    key(app, (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)[trump])
    bid = last_of_human(table)
    assert isinstance(bid, Bid) and bid.seat == HUMAN and bid.trump == trump


def last_of_human(table: ContreeTableScene) -> Any:
    return next(a for a in reversed(table.match.actions) if a.seat == HUMAN)


def human_declarations(table: ContreeTableScene) -> list[Declare]:
    return [a for a in table.match.actions if isinstance(a, Declare) and a.seat == HUMAN]


# --- no trump and all trumps -----------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_trump_is_bid_by_click_and_all_trumps_by_key(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang)
    table = table_with(app, 3, no_trump="on")
    hud = table.hud
    assert settle(app) == "call"
    words = drawn_words(app)
    for name in ("no_trump", "all_trumps"):
        assert app.t(f"contree.suits.{name}") in words, "NT and AT are on the panel"
    assert app.t("contree.no_trump_keys") in words
    click(app, hud.suits[NO_TRUMP].rect.center)
    bid = last_of_human(table)
    assert isinstance(bid, Bid) and bid.seat == HUMAN and bid.trump == NO_TRUMP
    assert call_words(app.t, bid) in drawn_words(app), "the auction names the bid"
    # the bots pass: a contract in no trump, its badge says so
    while table.model.contract is None:
        step(app)
    assert app.t("contree.trump_marks.no_trump") in drawn_words(app)
    app2 = make_app(tmp_path / "b", lang=lang)
    table2 = table_with(app2, 4, no_trump="on")
    bid_lowest(app2, table2, ALL_TRUMPS)


def test_without_the_option_the_panel_has_four_suits_and_5_bids_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = table_with(app, 3)
    assert settle(app) == "call"
    shown = table.hud.buttons()
    assert table.hud.suits[NO_TRUMP] not in shown and table.hud.suits[ALL_TRUMPS] not in shown
    actions = len(table.match.actions)
    key(app, pygame.K_5)
    assert len(table.match.actions) == actions, "no trump is no bid without the option"


# --- the declaration at the first card --------------------------------------------------------


def to_first_card(app, table: ContreeTableScene) -> None:
    bid_lowest(app, table)
    assert settle(app) == "play"


@pytest.mark.parametrize("how", ["click", "key"])
def test_the_human_declares_what_he_holds_then_plays(tmp_path: Path, how: str) -> None:
    seed = seed_where(True, announcements="on")
    app = make_app(tmp_path)
    table = table_with(app, seed, announcements="on")
    to_first_card(app, table)
    offer = table.hud.offer
    assert offer.shown()
    mine = held(table.match.state.hands[HUMAN], table.match.state.contract.trump)
    words = drawn_words(app)
    for a in mine:
        assert announcement_words(app.t, a) in words, "each announcement is named"
    if how == "click":
        click(app, offer.declare_button.rect.center)
    else:
        key(app, pygame.K_d)
    assert sorted(a.kind for a in human_declarations(table)) == sorted(a.kind for a in mine)
    assert not offer.shown(), "nothing left to declare"
    assert table.human_turn() == "play" or settle(app) == "play", "then he plays his card"
    allowed, _rule = table.legal_now()
    table.choose(min(allowed))
    assert isinstance(last_of_human(table), Play)


@pytest.mark.parametrize("how", ["click", "key", "card"])
def test_keeping_quiet_declares_nothing(tmp_path: Path, how: str) -> None:
    seed = seed_where(True, announcements="on")
    app = make_app(tmp_path)
    table = table_with(app, seed, announcements="on")
    to_first_card(app, table)
    offer = table.hud.offer
    assert offer.shown()
    if how == "click":
        click(app, offer.quiet_button.rect.center)
    elif how == "key":
        key(app, pygame.K_k)
    if how != "card":
        assert not offer.shown(), "the panel closes"
        assert app.t("contree.declaring.title") not in drawn_words(app)
    allowed, _rule = table.legal_now()
    table.choose(min(allowed))
    assert human_declarations(table) == [] and isinstance(last_of_human(table), Play)
    assert not offer.shown(), "too late to declare after the first card"


def test_no_offer_without_announcements_or_without_the_option(tmp_path: Path) -> None:
    for n, (seed, options) in enumerate(
        (
            (seed_where(False, announcements="on"), {"announcements": "on"}),
            (seed_where(True), {}),
        )
    ):
        app = make_app(tmp_path / str(n))
        table = table_with(app, seed, **options)
        to_first_card(app, table)
        assert not table.hud.offer.shown()


def test_the_best_announcements_are_shown_after_the_first_trick(tmp_path: Path) -> None:
    seed = seed_where(True, announcements="on")
    app = make_app(tmp_path, speed="normal")
    table = table_with(app, seed, announcements="on")
    to_first_card(app, table)
    key(app, pygame.K_d)
    assert settle(app) == "play"
    allowed, _rule = table.legal_now()
    table.choose(min(allowed))
    for _ in range(2000):
        if table.model.shown is not None:
            break
        step(app)
    shown = table.model.shown
    assert shown is not None, "the cards are shown after the first trick"
    expected = table.match.state.announced.shown
    assert shown == expected and shown.team is not None
    faces: list[int] = []
    renderer = table.renderer
    face = renderer.face
    renderer.face = lambda card, width: faces.append(card) or face(card, width)
    renderer.draw_shown(pygame.Surface(app.size))
    del renderer.face
    assert sorted(faces) == sorted({c for _s, _k, cards in shown.shown for c in cards})
    side = "us" if shown.team == 0 else "them"
    line = app.t(f"contree.declaring.shown_{side}", points=shown.points)
    assert table.queue.current.overlay.text == line
    while table.model.shown is not None:
        step(app)  # and they are put away


def test_a_bots_declaration_is_in_its_bubble_and_says_why(tmp_path: Path) -> None:
    options = {"announcements": "on"}
    seed = next(
        s
        for s in range(500)
        if any(held(h, 0) for h in State.new_match(s, Options(**options))[0].hands[1:])
    )
    app = make_app(tmp_path, speed="normal")
    table = table_with(app, seed, declares=True, **options)
    bid_lowest(app, table)
    said = None
    for _ in range(4000):
        bubbles = [
            (s, e.text)
            for s, e in table.model.expressions.items()
            if s != HUMAN and e.kind == "bubble" and e.until > app.now
        ]
        declared = [a for a in table.match.actions if isinstance(a, Declare)]
        words = {
            app.t("contree.declaring.says", kind=app.t(f"contree.announcements.{a.kind}"))
            for a in declared
        }
        said = next(((s, text) for s, text in bubbles if text in words), None)
        if said is not None and table.flow.at_rest:
            break
        if table.human_turn() == "play":
            allowed, _rule = table.legal_now()
            table.choose(min(allowed))
        step(app)
    assert said is not None, "a bot's declaration shows in its bubble"
    seat, text = said
    _image, box, _tail = table.renderer.bubble_box(seat, text)
    click(app, box.center)
    assert table.explained is not None
    who, advice = table.explained
    assert who == seat and isinstance(advice.action, Declare) and advice.action.seat == seat


# --- the result box ---------------------------------------------------------------------------


def play_one_hand(app, table: ContreeTableScene, declare: bool) -> HandEnded:
    """The human bids, declares (or not) and plays the first card allowed to the hand's end."""
    bid_lowest(app, table)
    while True:
        kind = settle(app)
        if kind == "dialog":
            break
        if table.hud.offer.shown():
            key(app, pygame.K_d if declare else pygame.K_k)
            continue
        allowed, _rule = table.legal_now()
        table.choose(min(allowed))
    result = table.match.state.finished[-1].result
    assert result is not None and result.score is not None
    return result


@pytest.mark.parametrize("system", SYSTEMS)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_result_box_names_the_engines_terms(tmp_path: Path, system: str, lang: str) -> None:
    options = {"announcements": "on", "scoring": system, "belote": "points"}
    seed = seed_where(True, **options)
    app = make_app(tmp_path, lang=lang)
    table = table_with(app, seed, **options)
    result = play_one_hand(app, table, declare=True)
    s = result.score
    assert s is not None and s.system == system
    text = hand_explanation(table, result)
    assert "{" not in text
    winner = s.attack if s.made else 1 - s.attack
    assert str(s.contract_points[winner]) in text, "the contract's points"
    assert s.announcement_team is not None, "the human declared"
    assert str(s.announcement_total) in text, "the announcements' points"
    if s.attack_announcements and s.value != CAPOT:  # counted toward the contract
        part = app.t("contree.result.part_announced", points=s.attack_announcements)
        assert part in text
    words = drawn_words(app)
    assert str(s.points[0]) in words and str(s.points[1]) in words
    assert app.t("contree.result.row_announced") in words
    for p in s.announcement_points:
        if p:
            assert app.t("contree.result.plus", points=p) in words
    if s.points != s.contract_points:
        assert app.t("contree.result.row_contract") in words
        assert all(str(p) in words for p in s.contract_points)
    sheet = app.t("contree.result.sheet_hand_announced", number=1, points=s.announcement_total)
    assert sheet in words, "the score sheet's hand says what was announced"


# --- the match's length -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_match_of_a_number_of_hands_says_which_hand(tmp_path: Path, lang: str) -> None:
    app = make_app(tmp_path, lang=lang)
    table = table_with(app, 5, hands=4)
    assert settle(app) == "call"
    assert app.t("contree.goal_hands", number=1, hands=4) in drawn_words(app)
    play_one_hand(app, table, declare=False)  # the human bids: played, not thrown in
    click(app, top(app).buttons[0].rect.center)
    assert settle(app) == "call"
    assert app.t("contree.goal_hands", number=2, hands=4) in drawn_words(app)


def test_the_hint_on_the_declaration_is_asked_and_shown_above_the_offer(tmp_path: Path) -> None:
    """H at the first card asks the api as for any decision; its sentence sits above the
    offer, and advice to declare outlines Declare."""
    seed = seed_where(True, announcements="on")
    app = make_app(tmp_path)
    table = table_with(app, seed, announcements="on")
    to_first_card(app, table)
    offer = table.hud.offer
    key(app, pygame.K_h)
    for _ in range(600):
        if table.flow.advice() is not None:
            break
        step(app)
    assert table.flow.advice() is not None, "the hint came"
    box = table.hud.caption(pygame.Surface(app.size), "a hint")
    assert box.bottom <= offer.rect().top, "the caption leaves the offer in view"
    kind = offer.declares()[0].kind
    table.flow.advice = lambda: Advice(Declare(HUMAN, kind), Reason("any"))
    rects: list[pygame.Rect] = []
    painter = table.hud.painter
    painter.outline = lambda surface, rect, colour, width: rects.append(pygame.Rect(rect))
    table.hud.draw_hint(pygame.Surface(app.size))
    assert offer.declare_button.rect in rects
