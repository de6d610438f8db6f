"""The 48-card Aluette deck: card codes, suits, strength classes, named cards and gestures.

A card is an ``int`` 0–47 (``suit * 12 + rank``) so that the engine and the bots can index
precomputed tables; the two-character code (``"3D"``, ``"KS"``) is what records, logs and tests
read. Suits never matter in play: only a card's strength class does.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int

RANKS = "A23456789JQK"
"""Rank letters in deck order. ``Q`` is the cavalier (dame). There are no tens."""

SUITS = "DHSC"
"""Suit letters: D coins (deniers), H cups (coupes), S swords (épées), C batons (bâtons)."""

SUIT_NAMES = ("coins", "cups", "swords", "batons")
"""Locale keys of the Spanish suits, in ``SUITS`` order."""

RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "valet", "cavalier", "king")
"""Locale keys of the ranks, in ``RANKS`` order."""

DECK: tuple[Card, ...] = tuple(range(48))


def card(code: str) -> Card:
    """The card of a two-character code such as ``"3D"``; ValueError for anything else."""
    if not isinstance(code, str) or len(code) != 2:
        raise ValueError(f"unknown card {code!r}: a card is a rank and a suit, like 3D or KS")
    rank, suit = code[0].upper(), code[1].upper()
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(
            f"unknown card {code!r}: ranks are {' '.join(RANKS)}, suits are {' '.join(SUITS)}"
        )
    return SUITS.index(suit) * 12 + RANKS.index(rank)


def code(c: Card) -> str:
    """The two-character code of a card."""
    return RANKS[c % 12] + SUITS[c // 12]


def codes(cards: Iterable[Card]) -> list[str]:
    """Codes of several cards, in order."""
    return [CODES[c] for c in cards]


def parse_cards(items: Iterable[str]) -> list[Card]:
    """Cards of several codes, in order."""
    return [card(s) for s in items]


def rank_of(c: Card) -> int:
    """Rank index 0–11 in ``RANKS`` order."""
    return c % 12


def suit_of(c: Card) -> int:
    """Suit index 0–3 in ``SUITS`` order."""
    return c // 12


CODES: tuple[str, ...] = tuple(code(c) for c in DECK)

# --- Strength classes ------------------------------------------------------------------------

CLASS_GROUPS: tuple[tuple[str, ...], ...] = (
    ("3D",),
    ("3H",),
    ("2D",),
    ("2H",),
    ("9H",),
    ("9D",),
    ("2C",),
    ("2S",),
    ("AD", "AH", "AS", "AC"),
    ("KD", "KH", "KS", "KC"),
    ("QD", "QH", "QS", "QC"),
    ("JD", "JH", "JS", "JC"),
    ("9S", "9C"),
    ("8D", "8H", "8S", "8C"),
    ("7D", "7H", "7S", "7C"),
    ("6D", "6H", "6S", "6C"),
    ("5D", "5H", "5S", "5C"),
    ("4D", "4H", "4S", "4C"),
    ("3S", "3C"),
)
"""The 19 strength classes of Aluette, strongest first; cards in one class tie."""

N_CLASSES = len(CLASS_GROUPS)


def _class_table(groups: tuple[tuple[str, ...], ...]) -> tuple[int, ...]:
    table = [0] * 48
    for number, group in enumerate(groups, start=1):
        for c in group:
            table[card(c)] = number
    assert all(table), "every card has a class"
    return tuple(table)


CLASS: tuple[int, ...] = _class_table(CLASS_GROUPS)
"""Strength class 1–19 of each card (1 = Monsieur, the strongest)."""

CLASS_SIZE: tuple[int, ...] = (0, *(len(g) for g in CLASS_GROUPS))
"""How many cards each class 1–19 holds (index 0 unused)."""

VACHE_CLASS: tuple[int, ...] = tuple(rank_of(c) + 1 for c in DECK)
"""Classes of the individual Cow Game (variant ``vache``): ace high, then 2–9, J, Q, K low."""

# --- Named cards and gestures ----------------------------------------------------------------

NAMED_CARDS: dict[str, Card] = {
    "monsieur": card("3D"),
    "madame": card("3H"),
    "borgne": card("2D"),
    "vache": card("2H"),
    "grand_neuf": card("9H"),
    "petit_neuf": card("9D"),
    "deux_de_chene": card("2C"),
    "deux_d_ecrit": card("2S"),
}
"""The eight named cards by their locale key."""

NAME_OF_CARD: dict[Card, str] = {c: name for name, c in NAMED_CARDS.items()}

ACES: frozenset[Card] = frozenset(card("A" + s) for s in SUITS)

GESTURES: tuple[str, ...] = (*NAMED_CARDS, "ace", "misere", "mordienne")
"""Every gesture: one per named card, the aces, a weak hand (misère), going for mordienne."""

HAND_GESTURES = frozenset({"misere", "mordienne"})
"""Gestures about the hand as a whole rather than one card: anyone may make them."""


def gesture_of(c: Card) -> str | None:
    """The gesture that signals this card, or None when it has none."""
    if c in NAME_OF_CARD:
        return NAME_OF_CARD[c]
    if c in ACES:
        return "ace"
    return None


def cards_of_gesture(gesture: str) -> frozenset[Card]:
    """The cards a card gesture may mean (empty for misère and mordienne)."""
    if gesture in NAMED_CARDS:
        return frozenset({NAMED_CARDS[gesture]})
    if gesture == "ace":
        return ACES
    if gesture in HAND_GESTURES:
        return frozenset()
    raise ValueError(f"unknown gesture {gesture!r}: one of {', '.join(GESTURES)}")


GESTURE_OF: tuple[str | None, ...] = tuple(gesture_of(c) for c in DECK)


def gesture_rank(gesture: str) -> tuple[int, int]:
    """Where a gesture sorts when gestures are listed: by the strongest class of the cards it
    tells (so the named cards come strongest first, then the ace), then the gestures about the
    whole hand (misère, mordienne) in ``GESTURES`` order."""
    cards = cards_of_gesture(gesture)
    if cards:
        return (min(CLASS[c] for c in cards), 0)
    return (N_CLASSES + 1, GESTURES.index(gesture))
