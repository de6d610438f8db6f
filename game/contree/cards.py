"""The 32-card French pack of Contrée: card codes, suits, and the order and points of each card.

A card is an ``int`` 0–31 (``suit * 8 + rank``) so that the engine and the bots index
precomputed tables instead of comparing strings; the two-character code (``"JH"``, ``"TS"``)
is what records, logs and tests read. Order and points depend on the trump suit, so each
table has one row per trump suit: ``STRENGTH[trump][card]`` and ``POINTS[trump][card]``.
"""

from __future__ import annotations

from collections.abc import Iterable

Card = int

RANKS = "789TJQKA"
"""Rank letters in deck order (``T`` = ten)."""

SUITS = "SHDC"
"""Suit letters: spades, hearts, diamonds, clubs."""

SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
"""Locale keys of the suits, in ``SUITS`` order."""

RANK_NAMES = ("7", "8", "9", "10", "jack", "queen", "king", "ace")
"""Locale keys of the ranks, in ``RANKS`` order."""

DECK: tuple[Card, ...] = tuple(range(32))

TRUMP_ORDER = "78QKTA9J"
"""Trump ranks from low to high: 7 8 Q K T A 9 J (the jack is the best trump)."""
PLAIN_ORDER = "789JQKTA"
"""Other suits' ranks from low to high: 7 8 9 J Q K T A."""

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}

CARD_POINTS_TOTAL = 152
LAST_TRICK_BONUS = 10
"""The *dix de der*: 10 points to the winner of the last trick, so 162 in a hand."""
HAND_POINTS = CARD_POINTS_TOTAL + LAST_TRICK_BONUS


def card(code: str) -> Card:
    """The card of a two-character code such as ``"JH"``; ValueError for anything else."""
    if not isinstance(code, str) or len(code) != 2:
        raise ValueError(f"unknown card {code!r}: a card is a rank and a suit, like JH or TS")
    rank, suit = code[0].upper(), code[1].upper()
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(
            f"unknown card {code!r}: ranks are {' '.join(RANKS)}, suits are {' '.join(SUITS)}"
        )
    return SUITS.index(suit) * 8 + RANKS.index(rank)


def code(c: Card) -> str:
    """The two-character code of a card."""
    return RANKS[c % 8] + SUITS[c // 8]


def codes(cards: Iterable[Card]) -> list[str]:
    """Codes of several cards, in order."""
    return [CODES[c] for c in cards]


def parse_cards(items: Iterable[str]) -> list[Card]:
    """Cards of several codes, in order."""
    return [card(s) for s in items]


def suit_of(c: Card) -> int:
    """Suit index 0–3 in ``SUITS`` order."""
    return c >> 3


def rank_of(c: Card) -> int:
    """Rank index 0–7 in ``RANKS`` order."""
    return c & 7


CODES: tuple[str, ...] = tuple(code(c) for c in DECK)


TRUMP_BASE = 8
"""The strength of the lowest trump: every trump is at least this, every other card below."""


def _strength(trump: int, c: Card) -> int:
    rank = RANKS[c & 7]
    if c >> 3 == trump:
        return TRUMP_BASE + TRUMP_ORDER.index(rank)
    return PLAIN_ORDER.index(rank)


STRENGTH: tuple[tuple[int, ...], ...] = tuple(
    tuple(_strength(t, c) for c in DECK) for t in range(4)
)
"""``STRENGTH[trump][c]``: 8–15 for a trump, 0–7 in its own suit otherwise; higher wins.

A card of the suit led beats a lower one of that suit, any trump beats every other card, and
a card of neither suit never wins: compare strengths only between such cards.
"""

POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple((TRUMP_POINTS if c >> 3 == t else PLAIN_POINTS)[RANKS[c & 7]] for c in DECK)
    for t in range(4)
)
"""``POINTS[trump][c]``: the card points of each card under each trump suit."""

KING = RANKS.index("K")
QUEEN = RANKS.index("Q")


def belote_cards(trump: int) -> tuple[Card, Card]:
    """The king and the queen of trumps: held together, they make the belote."""
    return trump * 8 + KING, trump * 8 + QUEEN
