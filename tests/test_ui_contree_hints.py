"""Hints and "Why?" at Contrée's table, driven like a player (real events, fake time): H in
the auction and in play, a click on a bot's card on the trick, on its line in the auction
and on its call bubble — in English and in French.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_contree import card_point, contree_table, settle
from test_ui_support import click, key, make_app, top

from game.contree.hint import advise, sentence
from game.contree.rules.actions import Bid, Play
from game.contree.words import card_name as contree_card_name
from game.ui.scenes.dialogs import Dialog
from game.ui.table.match import HUMAN


def captions(table) -> list[str]:
    """What the table writes in its caption panel now (the hint's or a "Why?")."""
    drawn: list[str] = []
    table.hud.caption = lambda surface, text: drawn.append(text)
    table.hud.draw_hint(table.app.screen)
    del table.hud.caption
    return drawn


def outlined(table) -> list[pygame.Rect]:
    """The rectangles the hint outlines now."""
    rects: list[pygame.Rect] = []
    painter = table.hud.painter
    painter.outline = lambda surface, rect, colour, width: rects.append(pygame.Rect(rect))
    table.hud.caption = lambda surface, text: None
    table.hud.draw_hint(table.app.screen)
    del painter.outline, table.hud.caption
    return rects


def play_to_a_card(app, table, done) -> None:
    """Pass every call (P) and answer dialogs, play the first legal card, until ``done``."""
    for _ in range(200):
        turn = settle(app)
        if turn == "play" and done():
            return
        if turn == "dialog":
            click(app, top(app).buttons[0].rect.center)
        elif turn == "call":
            key(app, pygame.K_p)
        else:
            allowed, _rule = table.legal_now()
            click(app, card_point(table, min(allowed)))
    raise AssertionError("never reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_h_in_the_auction_outlines_the_advised_call_and_says_why(tmp_path: Path, lang) -> None:
    app = make_app(tmp_path, lang=lang)
    table = contree_table(app)
    assert settle(app) == "call"
    assert table.hud.hint in table.hud.buttons()
    assert table.flow.advice() is None
    key(app, pygame.K_h)
    advice = table.flow.advice()
    state = table.match.state
    assert advice is not None and advice.action in state.legal_actions()
    assert advice.action == advise(state, HUMAN).action
    assert advice in table.hud.state_key(), "the still table is redrawn with the hint"
    buttons = table.hud.advised_buttons(advice.action)
    assert buttons and all(b in table.hud.buttons() and b.enabled() for b in buttons)
    assert outlined(table) == [b.rect for b in buttons]
    assert captions(table) == [sentence(advice, app.t)]
    for button in buttons:  # the advised call, made with the outlined buttons
        click(app, button.rect.center)
    assert advice.action in table.match.actions


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_h_in_play_outlines_the_advised_card_and_says_why(tmp_path: Path, lang) -> None:
    app = make_app(tmp_path, lang=lang)
    table = contree_table(app)
    play_to_a_card(app, table, lambda: True)
    click(app, table.hud.hint.rect.center)
    advice = table.flow.advice()
    assert advice is not None and isinstance(advice.action, Play)
    assert advice.action == advise(table.match.state, HUMAN).action
    rect = next(r for c, r in table.hand_layout(HUMAN) if c == advice.action.card)
    assert outlined(table) == [rect]
    text = captions(table)
    assert text == [sentence(advice, app.t)] and "{" not in text[0]
    click(app, card_point(table, advice.action.card))
    assert advice.action in table.match.actions
    assert table.flow.advice() is None, "a hint is for the position it was asked in"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_clicking_a_bots_card_on_the_trick_says_why(tmp_path: Path, lang) -> None:
    app = make_app(tmp_path, lang=lang)
    table = contree_table(app)
    play_to_a_card(app, table, lambda: any(s != HUMAN for s in table.model.trick))
    seat, card = next((s, c) for s, c in table.model.trick.items() if s != HUMAN)
    g = table.geometry
    x, y = g.trick_slot(seat)
    click(app, (x, y - g.card_h // 3))
    assert table.explained is not None
    shown, advice = table.explained
    assert shown == seat and advice.action == Play(seat, card)
    assert advice is table.match.reasons[advice.action], "the reason that decided, kept"
    text = captions(table)[0]
    assert text.startswith(table.name(seat)) and contree_card_name(app.t, card) in text
    hidden = table.match.state.hands[seat]
    assert all(contree_card_name(app.t, c) not in text for c in hidden)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_clicking_a_bots_call_in_the_auction_says_why(tmp_path: Path, lang) -> None:
    app = make_app(tmp_path, lang=lang)
    table = contree_table(app, seed=2)  # three bots speak before the human
    assert settle(app) == "call"
    rows = [(i, c, r) for i, c, r in table.hud.auction_rows() if c.seat != HUMAN]
    assert rows, "a bot called before the human"
    _index, call, rect = rows[-1]
    click(app, rect.center)
    assert table.explained is not None
    seat, advice = table.explained
    assert seat == call.seat and advice.action == call
    text = captions(table)[0]
    assert text.startswith(table.name(seat)) and "{" not in text
    key(app, pygame.K_p)
    assert table.explained is None, "the next call takes the explanation away"


def test_every_bot_action_keeps_its_own_reason(tmp_path: Path) -> None:
    """Each bot action played has the reason that decided it, by its place in the match (a
    seat that passes twice in an auction has a reason for each pass)."""
    app = make_app(tmp_path)
    table = contree_table(app, seed=2)
    for _ in range(12):
        if settle(app) != "call":
            break
        legal = table.match.state.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        mine = [a for a in table.match.actions if getattr(a, "seat", None) == HUMAN]
        table.apply(bids[0] if bids and not mine else legal[0])
    actions, told = table.match.actions, table.match.told
    bot_actions = [i for i, a in enumerate(actions) if a.seat != HUMAN]
    assert bot_actions and sorted(told) == bot_actions
    assert all(told[i].action == actions[i] for i in bot_actions)


def test_clicking_a_bots_call_bubble_says_why(tmp_path: Path) -> None:
    app = make_app(tmp_path, speed="normal")
    table = contree_table(app, seed=2)
    for _ in range(4000):
        bubbles = [
            (s, e)
            for s, e in table.model.expressions.items()
            if s != HUMAN and e.kind == "bubble" and e.until > app.now
        ]
        if bubbles and not table.queue.busy and table.flow.at_rest:
            break
        if isinstance(top(app), Dialog):
            click(app, top(app).buttons[0].rect.center)
        app.step(1 / 30)
    seat, expression = bubbles[0]
    _image, box, _tail = table.renderer.bubble_box(seat, expression.text)
    click(app, box.center)
    assert table.explained is not None
    shown, advice = table.explained
    assert shown == seat and advice.action.seat == seat
    assert captions(table)[0].startswith(table.name(seat))
