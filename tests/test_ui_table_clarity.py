"""What a newcomer reads at the table (issue 16): results, signals and their captions.

Driven like a player: real pygame events through the app's loop, fake time.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from test_ui_support import (
    ScriptedBot,
    click,
    click_card,
    drawn_words,
    make_app,
    new_table,
    settle,
    step,
    top,
)

from game.aluette.cards import CLASS, GESTURE_OF, GESTURES
from game.aluette.rules.actions import Signal
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.words import gesture_key
from game.resources import font_path
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene
from game.ui.table.layout import BOTTOM, TOP, TableLayout
from game.ui.theme import FACES, keep_together

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def move(app, pos: tuple[int, int]) -> None:
    """The pointer moves to ``pos``, then one turn of the loop."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    step(app)


def test_a_result_dialog_hides_what_lies_behind_it(tmp_path: Path) -> None:
    """Drawn over black or over white, the panel's inside is the same: nothing shows through."""
    app = make_app(tmp_path, rules=PLAIN)
    new_table(app, seed=5)
    while settle(app) == "play":
        click_card(app)
    dialog = top(app)
    assert isinstance(dialog, Dialog)
    inside = dialog.rect.inflate(-app.ui.px(40), -app.ui.px(40))
    seen = []
    for behind in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.size)
        surface.fill(behind)
        dialog.draw(surface)
        seen.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert seen[0] == seen[1]


def _screen(app) -> pygame.Surface:
    return pygame.display.get_surface().copy()


def _same(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(rect), "RGB") == pygame.image.tobytes(
        b.subsurface(rect), "RGB"
    )


def test_a_signals_tooltip_goes_with_its_button(tmp_path: Path) -> None:
    """Pointing at a gesture shows what it tells above the bar; making it takes both away."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5, chant=False)
    assert settle(app) == "play"
    step(app, 2)
    hud, box = table.hud, table.geometry.controls_rect
    name, rect = hud._gesture_layout()[0]
    above = pygame.Rect(box.left - 40, 0, box.width + 40, box.top).clip(app.screen.get_rect())
    before = _screen(app)
    move(app, rect.center)
    assert hud.hovered_gesture() == name
    assert not _same(before, _screen(app), above), "the tooltip shows above the bar"
    click(app, rect.center)
    assert settle(app) == "play"
    step(app, 2)
    assert name not in hud.gestures() and hud.hovered_gesture() is None
    assert _same(before, _screen(app), above), "no tooltip is left floating over the table"


def test_the_signal_buttons_come_strongest_card_first(tmp_path: Path) -> None:
    """Down the bar: the gestures of the human's strongest cards first, the hand gestures last."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5, chant=False)
    assert settle(app) == "play"
    layout = table.hud._gesture_layout()
    names = [name for name, _rect in layout]
    assert len(names) >= 4 and names[-2:] == ["misere", "mordienne"]
    strongest = [
        min(CLASS[c] for c in table.model.hand if GESTURE_OF[c] == name) for name in names[:-2]
    ]
    assert strongest == sorted(strongest)
    tops = [(rect.left, rect.top) for _name, rect in layout]
    assert tops == sorted(tops), "read top to bottom, column by column"


def test_the_spoiled_tricks_are_counted_live_and_in_the_result(tmp_path: Path) -> None:
    """A hand with spoiled tricks: the pile says how many as they fall, and the result lists
    them under the players' tricks, so that the numbers add up to every trick played."""
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=1, chant=False)
    seen = set()
    while settle(app) == "play":
        spoiled = table.match.state.spoiled_tricks()
        if spoiled and table.model.trick == {}:
            assert app.t("table.dead", count=spoiled) in drawn_words(app)
            seen.add(spoiled)
        click_card(app)
    hand = table.match.state.finished[0]
    result = hand.result
    assert result.spoiled >= 2 and seen, "the first hand of seed 1 spoils tricks"
    assert sum(result.tricks_won) + result.spoiled == len(hand.trick_log)
    words = drawn_words(app)
    assert app.t("hand.spoiled", count=result.spoiled) in words
    for count in result.tricks_won:
        assert app.t("hand.tricks", count=count) in words


class SignalBot(ScriptedBot):
    """A random player that makes every gesture it may, once play has begun."""

    def interject(self, view):
        if not view.tricks:
            return None
        return next((a for a in view.interjections if isinstance(a, Signal)), None)


def _card(centre, size) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def _occupied(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """Everything a caption must leave in view: cards, piles, faces, names and panels."""
    g = table.geometry
    small, turned, big = (g.small_w, g.small_h), (g.small_h, g.small_w), (g.card_w, g.card_h)
    places: list[tuple[str, pygame.Rect]] = []
    for seat in range(g.seats):
        upright = g.edge(seat) == TOP
        for count in (9, 15):
            if g.edge(seat) == BOTTOM:
                rects = [r.inflate(0, 2 * g.lift).move(0, -g.lift) for r in g.hand_rects(count)]
                places += [("your hand", r) for r in rects]
                continue
            for centre in g.hand_cards(seat, count):
                places.append((f"hand {seat}", _card(centre, small if upright else turned)))
        pile = _card(g.pile(seat), small).inflate(g.px(12), g.px(12))
        flat = g.edge(seat) in (TOP, BOTTOM)
        places.append((f"pile {seat}", pile))
        places.append((f"discards {seat}", _card(g.discards(seat), turned if flat else small)))
        places.append((f"trick {seat}", _card(g.trick_slot(seat), big)))
        places.append((f"face {seat}", _card(g.seat_centre(seat), (g.avatar, g.avatar))))
        places.append((f"name {seat}", g.name_rect(seat)))
    for name in ("talon", "dead"):  # the pile and its label under it
        places.append((name, _card(getattr(g, name), small).inflate(g.px(60), g.px(70))))
    hud = table.hud
    places += [("score", g.score_rect), ("last trick", hud.last_trick_rect())]
    places += [("signals", g.controls_rect), ("menu", hud.menu.rect), ("rules", hud.rules.rect)]
    return places


def _clear(table: TableScene, seat: int, text: str, own: bool = False) -> None:
    """The caption's panel is inside the window and covers nothing of ``_occupied`` (with
    ``own``, nothing of its seat's own cards)."""
    _image, box = table.renderer.caption_box(seat, text)
    assert table.app.screen.get_rect().contains(box), (text, box)
    mine = (f"hand {seat}", f"pile {seat}", f"discards {seat}", f"face {seat}", f"name {seat}")
    if seat == 0:
        mine += ("your hand",)
    places = [(n, r) for n, r in _occupied(table) if not own or n in mine]
    hits = [name for name, rect in places if rect.colliderect(box)]
    assert not hits, (seat, text, box, hits)


def test_an_opponents_caught_signal_says_so_beside_him(tmp_path: Path) -> None:
    """Every signal caught: the opponents' captions say they were caught and what they give
    away; the partner's keeps his message. None covers a card or runs off the table."""
    rules = Options.from_mapping({"chant": "off", "offer_point": "off", "signal_intercept": "1"})
    app = make_app(tmp_path, rules=rules)
    table = new_table(app, seed=5)
    table.match.bots = {s: SignalBot(s, chant=False) for s in table.match.bots}
    seen: dict[int, str] = {}
    while settle(app) == "play" and len(seen) < 3:
        for seat, shown in table.model.expressions.items():
            if shown.kind == "gesture" and shown.caption:
                seen[seat] = shown.caption
                _clear(table, seat, shown.caption)
        click_card(app)
    assert set(seen) == {1, 2, 3}
    options = table.match.state.options
    made = {m.seat: m.gesture for m, _trick, _pos in table.match.state.signal_log}
    for seat, caption in seen.items():
        key = gesture_key(made[seat], options)
        if seat == 2:
            meaning = app.t(f"gestures.{key}.meaning")
            assert meaning in caption and not caption.startswith(app.t("signals.caught")[:6])
        else:
            act, tells = app.t(f"gestures.{key}.act"), app.t(f"gestures.{key}.tells")
            assert caption == app.t("signals.caught", name=table.name(seat), act=act, tells=tells)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 6])
def test_every_caption_fits_beside_its_seat(
    tmp_path: Path, lang: str, size: tuple[int, int], players: int
) -> None:
    """Every gesture's caption, caught or told, in both languages, clear of every card (of
    its own seat's cards at the crowded table of six)."""
    app = make_app(tmp_path, lang=lang, size=size, rules=Options.from_mapping({"players": players}))
    table = new_table(app, seed=1)
    for variant in ({}, {"madame_signal": "twist_mouth", "deux_de_chene_signal": "index"}):
        options = Options.from_mapping({"players": players, **variant})
        table.match.state = State.new_match(1, options)[0]  # the gestures' names follow them
        for seat in range(players):
            for gesture in GESTURES:
                _clear(table, seat, table.gesture_caption(seat, gesture), own=players == 6)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 900), (1920, 1080)])
@pytest.mark.parametrize("seats", [4, 6])
def test_the_left_seats_cards_stay_clear_of_the_last_trick_panel(
    size: tuple[int, int], seats: int
) -> None:
    """The last-trick panel sits above the left seat: a full hand fanned there closes up
    rather than slide under it (at 1920×1080 it used to, by 86 pixels)."""
    g = TableLayout(*size, seats)
    panel = g.last_trick_rect
    for count in range(1, 10):
        for x, y in g.hand_cards(1, count):
            card = pygame.Rect(0, 0, round(g.small_w), round(g.small_h))
            card.center = (round(x), round(y))
            assert not card.colliderect(panel), (count, card, panel)


def test_wrapped_lines_keep_french_punctuation_and_numbers_with_their_words() -> None:
    """SDL wraps at plain spaces only: the spaces before ? ! : ; », after «, and between a
    number and its word become non-breaking, and a line never starts with a lone "?"."""
    nb = "\u00a0"
    assert (
        keep_together("Quel jeu voulez-vous apprendre ?") == f"Quel jeu voulez-vous apprendre{nb}?"
    )
    assert (
        keep_together("et « rebelote » : 20 points") == f"et «{nb}rebelote{nb}»{nb}: 20{nb}points"
    )
    assert keep_together("Hand 1 · first to 5 points") == f"Hand 1 · first to 5{nb}points"
    pygame.font.init()
    font = pygame.font.Font(str(font_path(*FACES["sans"])), 20)
    text = "Quel jeu voulez-vous apprendre ?"
    width = font.size("Quel jeu voulez-vous apprendre")[0] + 4  # "?" alone would wrap
    one_line = font.get_linesize()
    plain = font.render(text, True, (0, 0, 0), wraplength=width)
    kept = font.render(keep_together(text), True, (0, 0, 0), wraplength=width)
    assert plain.get_height() > one_line and kept.get_height() > one_line
    last_line = kept.subsurface((0, kept.get_height() - one_line, kept.get_width(), one_line))
    assert last_line.get_bounding_rect().width > font.size("apprendre")[0] - 2
