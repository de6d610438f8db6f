"""Hints and take back at the table, driven like a player: real pygame events, fake time."""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ui_support import (
    click,
    click_card,
    key,
    make_app,
    new_table,
    press_button,
    settle,
    step,
    top,
)

from game.aluette.hint import advise, sentence
from game.aluette.rules.actions import ChantVote, Discard, Play
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.words import card_name
from game.storage import Storage
from game.ui.scenes.dialogs import Dialog

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def ctrl_z(app) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(kind, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
        )
    step(app)


def test_h_shows_the_experts_card_and_why(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    assert table.flow.advice() is None
    key(app, pygame.K_h)
    advice = table.flow.advice()
    assert advice is not None and isinstance(advice.action, Play)
    assert advice.action.card in table.match.state.hands[0]
    assert advice.action == advise(table.match.state, 0).action
    hint = (advice, table.flow.gesture_advice())
    assert hint in table.hud.state_key(), "the still table is redrawn with the hint"
    assert sentence(advice, app.t).endswith(".")
    click_card(app, advice.action.card)
    assert advice.action in table.match.actions
    assert table.flow.advice() is None, "a hint is for the position it was asked in"


def test_the_hint_button_is_shown_on_the_players_turn_only(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    assert table.hud.hint in table.hud.buttons()
    click(app, table.hud.hint.rect.center)
    assert table.flow.advice() is not None
    click_card(app)
    assert table.human_turn() is None
    assert table.hud.hint not in table.hud.buttons()


def test_take_back_returns_to_the_previous_decision_and_marks_practice(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    assert table.hud.take_back not in table.hud.buttons(), "nothing to take back yet"
    before = table.match.state
    hand = list(before.hands[0])
    first = click_card(app)
    assert settle(app) == "play"
    assert first not in table.match.state.hands[0]
    assert table.hud.take_back in table.hud.buttons()
    click(app, table.hud.take_back.rect.center)
    press_button(app, 0)  # take back and make it practice
    assert table.match.state is before
    assert sorted(table.match.state.hands[0]) == sorted(hand)
    assert table.match.practice
    assert settle(app) == "play"
    second = click_card(app, next(c for c in hand if c != first))
    assert settle(app) == "play"
    ctrl_z(app)
    assert table.match.state is before and second in table.match.state.hands[0]
    saved = Storage.open(tmp_path).load_match()
    assert saved is not None and saved.meta.get("practice") is True
    assert len(saved.actions) == len(table.match.actions)


def test_the_setting_hides_take_back(tmp_path: Path) -> None:
    import dataclasses

    app = make_app(tmp_path, rules=PLAIN)
    app.settings = dataclasses.replace(app.settings, show_take_back=False)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    before = table.match.state
    click_card(app)
    assert settle(app) == "play"
    assert table.hud.take_back not in table.hud.buttons()
    ctrl_z(app)
    assert table.match.state is not before and not table.match.practice


def _hand_played(tmp_path: Path, take_back: bool) -> int:
    """Hands counted in the statistics after one hand, with or without a move taken back."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    click_card(app)
    if take_back:
        assert settle(app) == "play"
        ctrl_z(app)
        press_button(app, 0)  # take back and make it practice
        assert table.match.practice
    while True:
        turn = settle(app)
        if turn != "play":
            break
        click_card(app)
    assert isinstance(top(app), Dialog)
    assert table.match.state.finished, "a hand was played to its end"
    saved = Storage.open(tmp_path).stats_of("aluette").total().hands_played
    assert app.store.stats_of("aluette").total().hands_played == saved
    return app.store.stats_of("aluette").total().hands_played


def test_a_practice_match_leaves_the_statistics_untouched(tmp_path: Path) -> None:
    assert _hand_played(tmp_path / "counted", take_back=False) == 1
    assert _hand_played(tmp_path / "practice", take_back=True) == 0


def test_clicking_a_bots_card_on_the_trick_says_why_it_played_it(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    while settle(app) == "play" and not table.model.trick:
        click_card(app)
    seat, card = next(iter(table.model.trick.items()))
    assert seat != 0, "a bot led this trick"
    g = table.geometry
    x, y = g.trick_slot(seat)
    click(app, (x, y - g.card_h // 3))
    assert table.explained is not None
    shown_seat, advice = table.explained
    assert shown_seat == seat and advice.action == Play(seat, card)
    assert advice is table.match.reasons[Play(seat, card)], "the reason that decided, kept"
    assert table.explained in table.hud.state_key(), "the still table is redrawn with it"
    drawn: list[str] = []
    table.hud.caption = lambda surface, text: drawn.append(text)
    table.hud.draw_hint(app.screen)
    hidden = table.match.state.hands[seat]
    assert drawn and all(card_name(app.t, "spanish", c) not in drawn[0] for c in hidden)
    click_card(app)
    assert table.explained is None, "the next move takes the explanation away"


def test_h_in_the_chant_dialog_focuses_the_experts_answer_and_says_why(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=Options.from_mapping({"offer_point": "off"}))
    table = new_table(app, seed=5)
    assert settle(app) == "dialog"
    dialog = top(app)
    assert table.human_turn() == "chant"
    plain = dialog.body()
    key(app, pygame.K_h)
    advice = table.flow.advice()
    assert advice is not None and advice.action == advise(table.match.state, 0).action
    assert dialog.focus.focus == (0 if advice.action.agree else 1)
    assert dialog.body() == f"{plain}\n\n{sentence(advice, app.t)}"
    key(app, pygame.K_RETURN)
    assert advice.action in table.match.actions, "Enter answers with the focused button"


def test_the_hint_also_names_the_gesture_to_make_now(tmp_path: Path) -> None:
    """On the first card of the hand the expert would show its best named card or ace: the
    hint outlines that gesture's button and says why, after the card's reason."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    assert settle(app) == "play"
    key(app, pygame.K_h)
    gesture = table.flow.gesture_advice()
    assert gesture is not None and gesture.action.gesture in table.hud.gestures()
    drawn: list[str] = []
    table.hud.caption = lambda surface, text: drawn.append(text)
    table.hud.draw_hint(app.screen)
    advice = table.flow.advice()
    assert drawn == [f"{sentence(advice, app.t)} {sentence(gesture, app.t)}"]
    click(app, dict(table.hud._gesture_layout())[gesture.action.gesture].center)
    assert gesture.action in table.match.actions
    assert table.flow.gesture_advice() is None, "a gesture made is no longer advised"


def test_h_while_putting_aside_outlines_all_six_discards(tmp_path: Path) -> None:
    """The six discards are chosen together at the table: the hint outlines six cards of the
    hand, says why in one sentence, and choosing those six puts them aside."""
    rules = Options.from_mapping({"offer_point": "off"})
    app = make_app(tmp_path, rules=rules)
    dealt_to_me = next(s for s in range(200) if State.new_match(s, rules)[0].dealer in (0, 3))
    table = new_table(app, seed=dealt_to_me, chant=True)
    assert settle(app) == "dialog"
    key(app, pygame.K_RETURN)  # "Yes, chant" has the focus
    assert settle(app) == "discard"
    key(app, pygame.K_h)
    advised = table.flow.advised_cards()
    assert len(advised) == 6 and advised <= set(table.model.hand)
    drawn: list[str] = []
    table.hud.caption = lambda surface, text: drawn.append(text)
    table.hud.draw_hint(app.screen)
    assert drawn and drawn[0].startswith(sentence(table.flow.advice(), app.t))
    del table.hud.caption
    for card in advised:
        click_card(app, card)
    click(app, table.hud.discard.rect.center)
    mine = {a.card for a in table.match.actions if isinstance(a, Discard) and a.seat == 0}
    assert mine == advised


def test_clicking_a_bots_speech_bubble_says_why_it_voted_so(tmp_path: Path) -> None:
    """A bot's vote on the chant is said in a bubble; a click on the bubble tells why it
    voted so, the reason it had — a count of the cards in its hand left out."""
    rules = Options.from_mapping({"offer_point": "off"})
    app = make_app(tmp_path, rules=rules, speed="normal")
    dealer_me = next(s for s in range(200) if State.new_match(s, rules)[0].dealer == 0)
    table = new_table(app, seed=dealer_me)  # seat 1 votes first, then 2 and 3
    spoken = None
    for _ in range(3000):
        step(app)
        bubbles = [s for s, e in table.model.expressions.items() if e.kind == "bubble"]
        if bubbles and not table.queue.busy and top(app) is table:
            spoken = bubbles[0]
            break
    assert spoken is not None and spoken != 0, "a bot said its vote"
    text = table.model.expressions[spoken].text
    box = table.renderer.bubble_box(spoken, text)[1]
    click(app, box.center)
    assert table.explained is not None
    seat, advice = table.explained
    assert seat == spoken and isinstance(advice.action, ChantVote)
    assert advice is table.match.reason_of_words(spoken)
    drawn: list[str] = []
    table.hud.caption = lambda surface, text: drawn.append(text)
    table.hud.draw_hint(app.screen)
    said = app.t("table.says_chant" if advice.action.agree else "table.says_no_chant")
    assert drawn and drawn[0].startswith(f"{table.name(spoken)} said “{said}”")
    assert not any(ch.isdigit() for ch in drawn[0]), "no count of its cards"


def test_clicking_a_bots_card_in_the_last_trick_panel_says_why(tmp_path: Path) -> None:
    """Once a trick is gathered, its cards stay in the last-trick panel: a click on a bot's
    card there tells why it played it; a click on the human's own card does not."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    while settle(app) == "play" and not table.model.past_tricks:
        click_card(app)
    shown = table.hud.last_trick_cards()
    assert len(shown) == 4
    mine = next(r for s, _c, r in shown if s == 0)
    click(app, (mine.left + 3, mine.centery))  # the left edge of a card is never covered
    assert table.explained is None
    seat, card, rect = next((s, c, r) for s, c, r in shown if s != 0)
    click(app, (rect.left + 3, rect.centery))
    assert table.explained is not None
    assert table.explained == (seat, table.match.reason_of_card(seat, card))
    assert table.explained[1].action == Play(seat, card)
    assert rect in table.hud._explained_rects(seat, card), "the card explained is outlined"
