"""Text on screen lines up by its baseline, whatever the font: labels and the rules pages."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from test_ui_support import key, make_app, step

from game.aluette.cards import GESTURES
from game.ui.aluette.rules_pages import RulesScene

INK = (255, 255, 255)


def _ink_bottom(ui, text: str, px: int, role: str, anchor: str, max_width: int = 0) -> int:
    """Where the ink of ``text`` ends when anchored at y = 100 (words with no descender)."""
    surface = pygame.Surface((800, 300), pygame.SRCALPHA)
    ui.label(surface, text, (400, 100), px, INK, role, anchor, max_width)
    return surface.get_bounding_rect().bottom


@pytest.mark.parametrize("anchor", ["midtop", "midbottom", "center"])
def test_an_accented_capital_or_a_shrunk_word_keeps_the_baseline(
    tmp_path: Path, anchor: str
) -> None:
    """ "Deux d'Écrit" (an É taller than some fonts' ascent) and "Deux de Chêne" shrunk to a
    narrow slot sit on the same line as "Petit-Neuf", at every size.

    Round letters (e, c, u) overshoot the baseline by a pixel in a serif face at large sizes,
    so ink bottoms may differ by one pixel; the bug this guards against moved a word by three.
    """
    ui = make_app(tmp_path).ui
    for role in ("bold", "sans", "serif"):
        for px in range(10, 41):
            plain = _ink_bottom(ui, "Petit-Neuf", px, role, anchor)
            accented = _ink_bottom(ui, "Deux d'Écrit", px, role, anchor)
            shrunk = _ink_bottom(ui, "Deux de Chêne", px, role, anchor, max_width=px * 4)
            assert abs(accented - plain) <= 1, (role, px)
            if anchor != "center":  # a shrunk line keeps its middle, not its baseline
                assert abs(shrunk - plain) <= 1, (role, px)


def _drawn_labels(app, draw) -> list[tuple[str, pygame.Rect]]:
    """The words ``draw`` puts on screen through ``ui.label``, with their images' places."""
    seen: list[tuple[str, pygame.Rect]] = []
    label = app.ui.label

    def spy(surface, text, *args, **kwargs):
        rect = label(surface, text, *args, **kwargs)
        seen.append((text, rect))
        return rect

    app.ui.label = spy
    try:
        draw()
    finally:
        del app.ui.label
    return seen


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_rules_pages_keep_names_apart_and_whole(
    tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    """The cards page: each card's name stays clear of the plain name under it. The signals
    page: names and meanings wrap in a narrow window; none is shrunk."""
    app = make_app(tmp_path, lang=lang, size=size)
    rules = RulesScene(app)
    app.push(rules)
    key(app, pygame.K_RIGHT)
    assert rules.page == 1
    labels = _drawn_labels(app, app.draw)
    names = {app.t(f"cards.named.{n}") for n in ("monsieur", "deux_de_chene", "deux_d_ecrit")}
    checked = 0
    for (text, rect), (_detail, under) in pairwise(labels):
        if text in names:
            assert under.top >= rect.bottom, (text, rect, under)
            checked += 1
    assert checked == len(names)

    key(app, pygame.K_RIGHT)
    assert rules.page == 2
    shrunk: list[str] = []
    fit_px = app.text.fit_px

    def measuring(text: str, role: str, px: int, max_width: int) -> int:
        used = fit_px(text, role, px, max_width)
        if used < px:
            shrunk.append(text)
        return used

    app.text.fit_px = measuring
    app.draw()
    step(app)
    words = {app.t(f"gestures.{g}.{part}") for g in GESTURES for part in ("name", "meaning")}
    assert not words & set(shrunk), shrunk
