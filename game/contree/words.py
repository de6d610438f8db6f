"""Contrée's words: its cards, calls and contracts as players say them. Pure: a
``Translate`` gives the language."""

from __future__ import annotations

from collections.abc import Callable

from game.contree import cards as contree_cards
from game.contree.cards import TRUMP_NAMES
from game.contree.rules.actions import CAPOT, Bid, Contre, Declare, Surcontre

Translate = Callable[..., str]


def card_name(t: Translate, card: int) -> str:
    """A card of Contrée's French pack: "ten of hearts", "dix de cœur"."""
    rank = t(f"cards.ranks.french.{contree_cards.RANKS[contree_cards.rank_of(card)]}")
    suit = t(f"cards.of_suit.french.{contree_cards.SUITS[contree_cards.suit_of(card)]}")
    return t("cards.card", rank=rank, of_suit=suit)


def card_name_inline(t: Translate, card: int) -> str:
    """A card named inside a sentence, with its article: "the ten of hearts", "le dix de
    cœur", "l'as de pique" (``card_name`` is for labels)."""
    rank = t(f"cards.inline.ranks.french.{contree_cards.RANKS[contree_cards.rank_of(card)]}")
    suit = t(f"cards.of_suit.french.{contree_cards.SUITS[contree_cards.suit_of(card)]}")
    return t("cards.card", rank=rank, of_suit=suit)


def call_words(t: Translate, call: object) -> str:
    """A Contrée call as a player says it: "Pass", "100 hearts", "Capot in spades", "Contre!";
    a declaration too: "Tierce"."""
    if isinstance(call, Declare):
        return t(f"contree.announcements.{call.kind}")
    if isinstance(call, Bid):
        suit = t(f"contree.suits.{TRUMP_NAMES[call.trump]}")
        if call.value == CAPOT:
            return t("contree.calls.capot", suit=suit)
        return t("contree.calls.bid", value=call.value, suit=suit)
    if isinstance(call, Contre):
        return t("contree.calls.contre")
    if isinstance(call, Surcontre):
        return t("contree.calls.surcontre")
    return t("contree.calls.pass")


def contract_words(t: Translate, value: int, trump: int, multiplier: int) -> str:
    """A Contrée contract: "100 hearts", "capot in spades, doubled"."""
    suit = t(f"contree.suits.{TRUMP_NAMES[trump]}")
    key = "contree.calls.capot" if value == CAPOT else "contree.calls.bid"
    words = t(key, value=value, suit=suit)
    return t(f"contree.multiplier.x{multiplier}", contract=words) if multiplier > 1 else words
