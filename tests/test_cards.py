"""The deck of ALUETTE.md, "Cards and notation" and "Gestures"."""

from __future__ import annotations

import pytest

from game.aluette import cards
from game.aluette.cards import (
    CLASS,
    CLASS_GROUPS,
    CLASS_SIZE,
    CODES,
    DECK,
    GESTURE_OF,
    GESTURES,
    N_CLASSES,
    NAMED_CARDS,
    VACHE_CLASS,
    card,
    cards_of_gesture,
    code,
    gesture_of,
    gesture_rank,
)

# The strength classes exactly as the rules page writes them, strongest first.
RULES_CLASSES = [
    ["3D"],
    ["3H"],
    ["2D"],
    ["2H"],
    ["9H"],
    ["9D"],
    ["2C"],
    ["2S"],
    ["AD", "AH", "AS", "AC"],
    ["KD", "KH", "KS", "KC"],
    ["QD", "QH", "QS", "QC"],
    ["JD", "JH", "JS", "JC"],
    ["9S", "9C"],
    ["8D", "8H", "8S", "8C"],
    ["7D", "7H", "7S", "7C"],
    ["6D", "6H", "6S", "6C"],
    ["5D", "5H", "5S", "5C"],
    ["4D", "4H", "4S", "4C"],
    ["3S", "3C"],
]

ALL_CODES = [r + s for s in "DHSC" for r in "A23456789JQK"]


def test_deck_has_48_distinct_cards() -> None:
    assert len(DECK) == 48
    assert sorted(CODES) == sorted(ALL_CODES)
    assert len(set(CODES)) == 48


@pytest.mark.parametrize("text", ALL_CODES)
def test_code_round_trip(text: str) -> None:
    c = card(text)
    assert 0 <= c < 48
    assert code(c) == text
    assert CODES[c] == text


def test_codes_name_distinct_cards() -> None:
    assert len({card(t) for t in ALL_CODES}) == 48


def test_parse_and_format_several() -> None:
    assert cards.codes(cards.parse_cards(["3D", "KS", "AH"])) == ["3D", "KS", "AH"]


@pytest.mark.parametrize(
    "bad", ["10H", "1D", "ZZ", "", "3X", "T5", "3", "3DD", " 3D", "0H", "XD", "10", "HH"]
)
def test_invalid_codes_raise(bad: str) -> None:
    with pytest.raises(ValueError):
        card(bad)


@pytest.mark.parametrize("bad", [None, 3, 3.0, ["3D"], b"3D"])
def test_non_text_codes_raise(bad: object) -> None:
    with pytest.raises(ValueError):
        card(bad)  # type: ignore[arg-type]


def test_nineteen_classes_in_rules_order() -> None:
    assert N_CLASSES == 19
    assert [sorted(g) for g in CLASS_GROUPS] == [sorted(g) for g in RULES_CLASSES]


@pytest.mark.parametrize("number, group", list(enumerate(RULES_CLASSES, start=1)))
def test_class_of_every_card(number: int, group: list[str]) -> None:
    for text in group:
        assert CLASS[card(text)] == number, text
    assert CLASS_SIZE[number] == len(group)
    assert sum(1 for c in DECK if CLASS[c] == number) == len(group)


def test_class_sizes_add_up() -> None:
    sizes = [len(g) for g in RULES_CLASSES]
    assert sizes == [1] * 8 + [4] * 4 + [2] + [4] * 5 + [2]
    assert sum(sizes[:8]) + sum(sizes[8:12]) + sizes[12] + sum(sizes[13:18]) + sizes[18] == 48
    assert sum(CLASS_SIZE) == 48


def test_suits_never_matter_below_the_named_cards() -> None:
    for rank in "AKQJ45678":
        assert len({CLASS[card(rank + s)] for s in "DHSC"}) == 1, rank


def test_every_card_has_one_class() -> None:
    assert sorted(c for g in RULES_CLASSES for c in g) == sorted(ALL_CODES)
    assert all(1 <= CLASS[c] <= 19 for c in DECK)


def test_cow_game_ranking_ace_high_king_low() -> None:
    order = "A23456789JQK"
    for i, rank in enumerate(order, start=1):
        assert {VACHE_CLASS[card(rank + s)] for s in "DHSC"} == {i}


NAMED = {
    "monsieur": "3D",
    "madame": "3H",
    "borgne": "2D",
    "vache": "2H",
    "grand_neuf": "9H",
    "petit_neuf": "9D",
    "deux_de_chene": "2C",
    "deux_d_ecrit": "2S",
}


def test_named_cards() -> None:
    assert {k: code(v) for k, v in NAMED_CARDS.items()} == NAMED
    # the eight named cards are the eight single-card classes, in the rules' order
    assert [code(NAMED_CARDS[k]) for k in NAMED] == [g[0] for g in RULES_CLASSES[:8]]


@pytest.mark.parametrize("name, text", list(NAMED.items()))
def test_gesture_of_named_card(name: str, text: str) -> None:
    assert gesture_of(card(text)) == name
    assert GESTURE_OF[card(text)] == name
    assert cards_of_gesture(name) == frozenset({card(text)})


def test_aces_share_one_gesture() -> None:
    aces = {card("A" + s) for s in "DHSC"}
    assert {gesture_of(c) for c in aces} == {"ace"}
    assert cards_of_gesture("ace") == aces


def test_cards_without_gesture() -> None:
    with_gesture = set(NAMED.values()) | {"A" + s for s in "DHSC"}
    for text in ALL_CODES:
        if text not in with_gesture:
            assert gesture_of(card(text)) is None, text
    assert sum(1 for c in DECK if GESTURE_OF[c] is not None) == 12


def test_gesture_list() -> None:
    assert set(GESTURES) == set(NAMED) | {"ace", "misere", "mordienne"}
    assert len(GESTURES) == 11
    assert cards_of_gesture("misere") == frozenset()
    assert cards_of_gesture("mordienne") == frozenset()
    with pytest.raises(ValueError):
        cards_of_gesture("wink")


def test_gestures_list_by_the_card_they_tell_strongest_first() -> None:
    """The named cards in the rules' order, then the ace, then the weak hand and mordienne."""
    assert sorted(GESTURES, key=gesture_rank) == [*NAMED, "ace", "misere", "mordienne"]
