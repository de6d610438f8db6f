"""The French decks' courts: twelve different named people of the Paris pattern, and corner
indices in the player's language."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.contree.cards import card
from game.ui.aluette.art import face_svg as aluette_face
from game.ui.cardart import CardArt, card_height
from game.ui.cardart import palette as pal
from game.ui.cardart.raster import rasterise
from game.ui.cardart.svg import document, place
from game.ui.cardart.svg_face import COMPACT_MAX
from game.ui.cardart.svg_figures import WAIST_Y
from game.ui.cardart.svg_glyphs import text
from game.ui.cardart.svg_paris import NAME_H, NAME_PEN, PERSONS, half_figure
from game.ui.contree.art import face_svg as contree_face
from game.ui.contree.art import suit_of

COURTS = [r + s for s in "SHDC" for r in "KQJ"]
NAMES = {
    "KS": "DAVID",
    "KH": "CHARLES",
    "KD": "CÉSAR",
    "KC": "ALEXANDRE",
    "QS": "PALLAS",
    "QH": "JUDITH",
    "QD": "RACHEL",
    "QC": "ARGINE",
    "JS": "OGIER",
    "JH": "LA HIRE",
    "JD": "HECTOR",
    "JC": "LANCELOT",
}


def _differing(a: pygame.Surface, b: pygame.Surface) -> float:
    """Share of the pixels whose colour differs clearly between two surfaces of one size."""
    w, h = a.get_size()
    pa, pb = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    far = sum(
        1 for i in range(0, len(pa), 3) if sum(abs(pa[i + k] - pb[i + k]) for k in range(3)) > 90
    )
    return far / (w * h)


def test_the_twelve_are_the_paris_pattern_people() -> None:
    named = {(p.role, p.name) for p in PERSONS.values()}
    assert len(PERSONS) == len(named) == 12
    assert {name for _, name in named} == set(NAMES.values())
    assert {role for role, _ in named} == {"king", "dame", "valet"}


def test_no_two_courts_share_a_figure_in_their_svg() -> None:
    figures = [half_figure(p, WAIST_Y) for p in PERSONS.values()]
    assert len(set(figures)) == 12


def test_no_two_court_figures_look_alike_even_small() -> None:
    size = 24
    drawn = [
        rasterise(
            document(place(half_figure(p, WAIST_Y), 64, 140), (size, size), (128, 128)),
            (size, size),
        )
        for p in PERSONS.values()
    ]
    for a, b in combinations(range(12), 2):
        assert _differing(drawn[a], drawn[b]) > 0.12, (a, b)


@pytest.mark.parametrize("deck", ["french", "french4"])
def test_smallest_court_faces_differ_in_their_middle(deck: str) -> None:
    """At the table's smallest size the corners are jumbo indices; the figures in the middle
    still tell each court from any other, its neighbours in a hand first."""
    width = 40
    art = CardArt(deck, "en", "contree")
    h = card_height(width)
    middle = pygame.Rect(width // 4, h // 4, width // 2, h // 2)
    faces = [art.face(card(code), width).subsurface(middle) for code in COURTS]
    for a, b in combinations(range(12), 2):
        assert _differing(faces[a], faces[b]) > 0.12, (COURTS[a], COURTS[b])


@pytest.mark.parametrize("code", COURTS)
def test_each_court_is_named_where_the_name_can_be_read(code: str) -> None:
    name = text(NAMES[code], 0, 0, NAME_H, pal.INK, pen=NAME_PEN)
    assert name in contree_face("french", card(code), 400)
    assert name not in contree_face("french", card(code), COMPACT_MAX)


@pytest.mark.parametrize(
    ("lang", "labels"),
    [
        ("en", {"A": "A", "K": "K", "Q": "Q", "J": "J"}),
        ("fr", {"A": "1", "K": "R", "Q": "D", "J": "V"}),
    ],
)
def test_french_indices_follow_the_language(lang: str, labels: dict[str, str]) -> None:
    for rank, label in labels.items():
        for suit in "SHDC":
            c = card(rank + suit)
            ink = pal.suit_ink("french", suit_of(c))
            assert text(label, 0, 0, 27, ink) in contree_face("french", c, 120, lang)
    aluette_king = aluette_face("french", 11, 120, lang)  # the king of the first suit
    assert text(labels["K"], 0, 12, 27, pal.suit_ink("french", 0)) in aluette_king
    assert text(labels["A"], 0, 12, 27, pal.suit_ink("french", 0)) in aluette_face(
        "french", 0, 120, lang
    )


def test_the_spanish_deck_keeps_its_own_indices() -> None:
    assert aluette_face("spanish", 0, 120, "en") == aluette_face("spanish", 0, 120, "fr")
    assert aluette_face("french", 0, 120, "en") != aluette_face("french", 0, 120, "fr")
