"""The 32-card French pack of Contrée: card codes, suits, and the order and points of each card.

A card is an ``int`` 0–31 (``suit * 8 + rank``) so that the engine and the bots index
precomputed tables instead of comparing strings; the two-character code (``"JH"``, ``"TS"``)
is what records, logs and tests read. Order and points depend on the trump, so each table has
one row per trump: the suits 0–3, then ``NO_TRUMP`` and ``ALL_TRUMPS`` (rule 14):
``STRENGTH[trump][card]`` and ``POINTS[trump][card]``.
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

NO_TRUMP = 4
"""The trump of a no-trump contract (rule 14): every suit ranks and counts as a plain suit."""
ALL_TRUMPS = 5
"""The trump of an all-trumps contract (rule 14): every suit ranks as trumps, with its points."""
TRUMPS = 6
"""Rows of the per-trump tables: the four suits, no trump, all trumps."""
TRUMP_NAMES = (*SUIT_NAMES, "no_trump", "all_trumps")
"""Locale keys of each trump (``contree.suits.*``), indexed by trump."""
TRUMP_CODES = (*SUITS, "NT", "AT")
"""How a bid writes its trump: ``80H``, ``80NT``, ``capotAT``."""

TRUMP_ORDER = "78QKTA9J"
"""Trump ranks from low to high: 7 8 Q K T A 9 J (the jack is the best trump)."""
PLAIN_ORDER = "789JQKTA"
"""Other suits' ranks from low to high: 7 8 9 J Q K T A."""

TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
NO_TRUMP_POINTS = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
ALL_TRUMPS_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}
"""Rule 14: 38 points a suit in either, so 152 in the pack as under a trump suit."""

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


def bits(cards: Iterable[Card]) -> int:
    """``cards`` as one integer, card ``c`` its bit ``c``: what the solver, the sampling and
    the announcements ask of a hand in a few operations."""
    mask = 0
    for c in cards:
        mask |= 1 << c
    return mask


CODES: tuple[str, ...] = tuple(code(c) for c in DECK)


TRUMP_BASE = 8
"""The strength of the lowest trump: every trump is at least this, every other card below."""


def _strength(trump: int, c: Card) -> int:
    rank = RANKS[c & 7]
    if trump == ALL_TRUMPS:
        return TRUMP_ORDER.index(rank)
    if c >> 3 == trump:
        return TRUMP_BASE + TRUMP_ORDER.index(rank)
    return PLAIN_ORDER.index(rank)


def _points(trump: int, c: Card) -> int:
    if trump == NO_TRUMP:
        table = NO_TRUMP_POINTS
    elif trump == ALL_TRUMPS:
        table = ALL_TRUMPS_POINTS
    else:
        table = TRUMP_POINTS if c >> 3 == trump else PLAIN_POINTS
    return table[RANKS[c & 7]]


STRENGTH: tuple[tuple[int, ...], ...] = tuple(
    tuple(_strength(t, c) for c in DECK) for t in range(TRUMPS)
)
"""``STRENGTH[trump][c]``: 8–15 for a trump, 0–7 in its own suit otherwise; higher wins.

A card of the suit led beats a lower one of that suit, any trump beats every other card, and
a card of neither suit never wins: compare strengths only between such cards. No suit is the
trump suit of ``NO_TRUMP`` and ``ALL_TRUMPS`` (0–7 in every suit, in plain or trump order), so
only the suit led wins a trick there.
"""

POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(_points(t, c) for c in DECK) for t in range(TRUMPS)
)
"""``POINTS[trump][c]``: the card points of each card under each trump."""

KING = RANKS.index("K")
QUEEN = RANKS.index("Q")


def belote_cards(trump: int) -> tuple[Card, Card]:
    """The king and the queen of trumps: held together, they make the belote (a trump suit
    only: there is no belote in no trump or all trumps)."""
    return trump * 8 + KING, trump * 8 + QUEEN
