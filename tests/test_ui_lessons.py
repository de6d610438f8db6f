"""The guided first hands at the real table, played through by pygame events in both languages.

Continue is a click or a key, a card is clicked where it is drawn, a call or a dialog's button
is clicked; wrong moves are tried on the way and must be refused, with the lesson's own
sentence (a move the rules allow but the lesson does not) or the engine's rule (a card the
rules forbid). At every caption the picture is drawn and the caption must cover neither
what it points at nor the hand, at three window sizes. Afterwards the statistics, the
history and the saved real match are exactly as before.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_support import card_point, click, key, make_app, press_button, step, top

from game.contree.rules.actions import VALUES, Bid, Pass
from game.ui.aluette.rules_pages import RulesScene
from game.ui.app import App
from game.ui.contree.table import REASONS
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.lesson import Guided, lesson_of
from game.ui.scenes.menu import MenuScene
from game.ui.table.match import Match

LIMIT = 6000
GAMES = ("aluette", "contree")
SIZES = ((1024, 640), (1280, 800), (1920, 1080))

WRONG = {
    "aluette": {"aluette.chant": "no", "aluette.spoil": "card"},
    "contree": {"contree.bid": "bid", "contree.follow_suit": "illegal"},
}
"""Where each lesson is answered wrong first, and how: "no" in the chant's dialog, another
card or another bid (the lesson refuses), a card the rules forbid (the engine refuses)."""


def wait_for_caption(app: App, scene: Guided) -> None:
    """Run the loop until a caption shows, a dialog waits, or the lesson is over."""
    for _ in range(LIMIT):
        if isinstance(top(app), MenuScene):
            return
        if isinstance(top(app), Dialog) or scene.caption() is not None:
            return
        step(app)
    raise AssertionError("the lesson never showed its next caption")


def check_place(app: App, scene: Guided) -> None:
    """The caption, as drawn, is on screen and covers neither its point nor the hand."""
    app.draw()
    caption = scene.caption()
    box = scene.caption_box
    assert caption is not None and box is not None
    assert app.screen.get_rect().contains(box), (caption.key, box)
    target = scene.point_rect(caption.point)
    if target is not None:
        assert not box.colliderect(target), (caption.key, box, target)
    for clear in scene.keep_clear():
        assert not box.colliderect(clear), (caption.key, box, clear)


def make_move(app: App, scene: Guided, action: object) -> None:
    """The move, as the player makes it: a card clicked, a call's buttons clicked."""
    hud = scene.hud
    if isinstance(action, Bid):
        click(app, hud.values[VALUES.index(action.value)].rect.center)
        click(app, hud.suits[action.trump].rect.center)
    elif isinstance(action, Pass):
        click(app, hud.calls[0].rect.center)
    else:
        click(app, card_point(scene, action.card))


def refused_by_lesson(app: App, scene: Guided, game: str, asked: str) -> str:
    """The caption now is the refusal of the step ``asked``, in the lesson's words."""
    refused = scene.caption()
    said = next(s.wrong for s in scene.lesson.steps if f"{game}.{s.key}" == asked)
    assert refused is not None and refused.wait and refused.key == f"{game}.{said}"
    assert scene.caption_text(refused) == app.t(f"lesson.{game}.{said}", **scene.values())
    return refused.key


def wrong_move(app: App, scene: Guided, game: str, how: str, asked: str) -> str | None:
    """Try the wrong move; what the lesson said (None: the engine's rule was said)."""
    done, wanted = scene.done, scene.lesson.actions[scene.done]
    if how == "no":
        press_button(app, 1)  # "No" in the chant's dialog
        step(app, 3)
    elif how == "bid":
        make_move(app, scene, Bid(0, VALUES[0], wanted.trump))
    elif how == "card":
        other = next(c for c, _ in scene.hand_layout() if c != wanted.card)
        click(app, card_point(scene, other))
    else:  # a card the rules forbid: the engine's rule is said, the lesson goes on
        allowed, rule = scene.legal_now()
        other = next(c for c, _ in scene.hand_layout() if c not in allowed)
        click(app, card_point(scene, other))
        assert scene.done == done, "the forbidden card was played"
        assert scene.refusal == app.t(f"contree.must.{REASONS[rule]}")
        return None
    assert scene.done == done, "the refused move was played"
    return refused_by_lesson(app, scene, game, asked)


def play_lesson(app: App, game: str) -> list[str]:
    """Play the whole lesson by events; the caption keys seen, in order."""
    scene = top(app)
    assert isinstance(scene, Guided)
    seen: list[str] = []
    wrong = dict(WRONG[game])
    last = ""
    continues = 0
    while True:
        wait_for_caption(app, scene)
        screen = top(app)
        if isinstance(screen, MenuScene):
            return seen
        if isinstance(screen, Dialog):
            if wrong.get(last) == "no":
                seen.append(wrong_move(app, scene, game, wrong.pop(last), last) or "")
                key(app, pygame.K_RETURN)
            else:
                press_button(app, 0)
            continue
        caption = scene.caption()
        assert caption is not None
        text = scene.caption_text(caption)
        assert text and "{" not in text, text
        check_place(app, scene)
        if not seen or seen[-1] != caption.key:
            seen.append(caption.key)
        last = caption.key
        if caption.wait:
            continues += 1
            if continues % 2:  # a click on the cloth, or Space
                click(app, (app.size[0] // 2, app.size[1] // 3))
            else:
                key(app, pygame.K_SPACE)
            continue
        if caption.key in wrong:
            said = wrong_move(app, scene, game, wrong.pop(caption.key), caption.key)
            if said is not None:
                seen.append(said)
                key(app, pygame.K_SPACE)
            continue
        make_move(app, scene, scene.lesson.actions[scene.done])


def saved_real_match(app: App) -> Match:
    """A real match in progress, saved as the menu's Continue resumes it."""
    match, _ = Match.new(11, app.settings.options_for("aluette"), "standard", app.deck, app.store)
    while match.human_turn() is None and not match.state.is_over:
        match.apply(match.state.legal_actions()[0])
    return match


IDEAS = {
    "aluette": ("welcome", "ranking", "chant", "signal", "spoil", "count", "mordienne", "end"),
    "contree": (
        "order",
        "bid",
        "contre",
        "trump_lead",
        "master",
        "must_trump",
        "belote",
        "rebelote",
        "follow_suit",
        "dix_de_der",
        "end",
    ),
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_played_through_by_events(
    tmp_path: Path, game: str, lang: str, size: tuple[int, int]
) -> None:
    app = make_app(tmp_path, lang=lang, size=size)
    store = app.store
    real = saved_real_match(app)
    store.flush()
    before = store.load_match()
    assert before is not None
    app.go("lesson", game)
    seen = play_lesson(app, game)
    assert isinstance(top(app), MenuScene)
    assert all(f"{game}.{idea}" in seen for idea in IDEAS[game]), seen
    wrongs = {s.wrong for s in lesson_of(game).steps if f"{game}.{s.key}" in WRONG[game]}
    assert {f"{game}.{w}" for w in wrongs if w} <= set(seen)
    # Practice only: nothing counted, the real match untouched.
    store.flush()
    after = store.load_match()
    assert after is not None and after.actions == before.actions == real.actions
    assert after.meta["match_id"] == before.meta["match_id"]
    assert store.history.entries == []
    assert store.stats_of("aluette").counted == {} and store.stats_of("contree").counted == {}


def test_escape_offers_to_leave_the_lesson(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.go("lesson", "aluette")
    scene = top(app)
    wait_for_caption(app, scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(top(app), Dialog)
    press_button(app, 1)  # Go on
    assert top(app) is scene and scene.caption() is not None
    key(app, pygame.K_ESCAPE)
    press_button(app, 0)  # Leave
    assert isinstance(top(app), MenuScene)


def test_the_first_start_offers_the_guided_hand_and_the_menu_always_has_it(
    tmp_path: Path,
) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app)
    app.replace_all(menu)
    step(app)
    assert menu.first_start and menu.learn_button.kind == "primary"
    assert menu.focus.focused() is menu.learn_button
    assert app.store.load_settings().lesson_offered  # offered once, remembered
    again = MenuScene(app)
    app.replace_all(again)
    step(app)
    assert not again.first_start and again.learn_button in again.buttons
    for index, game in enumerate(GAMES):
        app.replace_all(MenuScene(app))
        step(app)
        click(app, top(app).learn_button.rect.center)
        chooser = top(app)
        assert isinstance(chooser, Dialog)
        click(app, chooser.buttons[index].rect.center)
        scene = top(app)
        assert isinstance(scene, Guided) and scene.lesson.game == game
        assert scene.match.store is None and scene.match.meta["practice"]


def test_a_caption_holds_the_table_until_continue(tmp_path: Path) -> None:
    app = make_app(tmp_path, speed="normal")
    app.go("lesson", "aluette")
    scene = top(app)
    wait_for_caption(app, scene)
    first = scene.caption()
    step(app, 300)  # ten seconds of the table's time: nobody moves under a caption
    assert scene.caption() == first and scene.done == 0
    click(app, scene.hud.rules.rect.center)  # the panels' buttons still work
    assert isinstance(top(app), RulesScene)
    key(app, pygame.K_ESCAPE)
    assert top(app) is scene and scene.caption() == first
    for _ in range(4):  # welcome, the ranking (two), the partners
        key(app, pygame.K_RETURN)
    wait_for_caption(app, scene)
    chant = scene.caption()
    assert chant is not None and chant.key == "aluette.chant" and scene.done == 2
    step(app, 300)
    assert scene.done == 2 and top(app) is scene  # the chant's dialog waits for Continue
    key(app, pygame.K_SPACE)
    wait_for_caption(app, scene)
    assert isinstance(top(app), Dialog)
