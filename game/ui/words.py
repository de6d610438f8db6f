"""Card names in the player's language: the named cards keep their French names everywhere.

"Monsieur", "La Vache"… are the game's own words, so English players see them too, explained
as plain cards ("three of coins", or "three of diamonds" with a French-suited deck).
"""

from __future__ import annotations

from collections.abc import Callable

from game.aluette.cards import NAME_OF_CARD, RANKS, SUITS, rank_of, suit_of
from game.aluette.rules import actions, events
from game.aluette.rules.options import Options
from game.contree import cards as contree_cards
from game.contree.cards import SUIT_NAMES
from game.contree.rules.actions import CAPOT, Bid, Contre, Surcontre

Translate = Callable[..., str]


def seat_name(
    t: Translate, seat: int, human: bool, inline: bool = False, dummy: bool = False
) -> str:
    """A seat's name; the human is "You" ("you" inside a sentence), a dummy "Petit-Jean"."""
    if human:
        return t("names.you_inline" if inline else "names.you")
    return t("names.petit_jean" if dummy else f"names.seat{seat}")


def suit_family(deck: str) -> str:
    """Spanish suits (coins, cups…) or French ones (diamonds, hearts…)."""
    return "spanish" if deck == "spanish" else "french"


def plain_name(t: Translate, deck: str, card: int) -> str:
    """ "three of coins", "trois de deniers"."""
    family = suit_family(deck)
    rank = t(f"cards.ranks.{family}.{RANKS[rank_of(card)]}")
    return t("cards.card", rank=rank, of_suit=t(f"cards.of_suit.{family}.{SUITS[suit_of(card)]}"))


def card_name(t: Translate, deck: str, card: int) -> str:
    """The name players use: a named card's French name, else the plain name."""
    name = NAME_OF_CARD.get(card)
    return t(f"cards.named.{name}") if name else plain_name(t, deck, card)


def contree_card_name(t: Translate, card: int) -> str:
    """A card of Contrée's French pack: "ten of hearts", "dix de cœur"."""
    rank = t(f"cards.ranks.french.{contree_cards.RANKS[contree_cards.rank_of(card)]}")
    suit = t(f"cards.of_suit.french.{contree_cards.SUITS[contree_cards.suit_of(card)]}")
    return t("cards.card", rank=rank, of_suit=suit)


def group_name(t: Translate, deck: str, rank: str) -> str:
    """A whole rank as a group: "aces", "the other nines"."""
    return t(f"cards.groups.{suit_family(deck)}.{rank}")


def gesture_key(gesture: str, options: Options) -> str:
    """The locale key of a gesture as these options make it (Madame, Deux de Chêne vary)."""
    if gesture == "madame" and options.madame_signal == "twist_mouth":
        return "madame_twist_mouth"
    if gesture == "deux_de_chene" and options.deux_de_chene_signal == "index":
        return "deux_de_chene_index"
    return gesture


def signal_caption(t: Translate, key: str, caught: str | None = None) -> str:
    """Beginner help for a gesture seen at the table (``key`` from ``gesture_key``): its name
    and what it tells the partner; for an opponent's gesture, caught in passing, who was seen
    doing what and which card it gives away."""
    if caught is None:
        return t(
            "signals.caption",
            gesture=t(f"gestures.{key}.name"),
            meaning=t(f"gestures.{key}.meaning"),
        )
    return t(
        "signals.caught",
        name=caught,
        act=t(f"gestures.{key}.act"),
        tells=t(f"gestures.{key}.tells"),
    )


_SAYS: dict[type, tuple[str, str]] = {
    actions.ChantVote: ("table.says_chant", "table.says_no_chant"),
    events.ChantVoted: ("table.says_chant", "table.says_no_chant"),
    actions.Offer: ("table.says_offer", "table.says_offer"),
    events.OfferProposed: ("table.says_offer", "table.says_offer"),
    actions.OfferAgree: ("table.says_yes", "table.says_no"),
    events.OfferAgreed: ("table.says_yes", "table.says_no"),
    actions.OfferAnswer: ("table.says_accept", "table.says_refuse"),
    events.OfferAnswered: ("table.says_accept", "table.says_refuse"),
}
"""What an Aluette seat says aloud, by the action (or its event) that makes it speak: the
words for yes, then for no."""


def said_key(thing: object) -> str | None:
    """The locale key of what an Aluette vote, offer or answer says aloud ("Let's chant!"),
    for the action or its event; None for anything said without words."""
    words = _SAYS.get(type(thing))
    if words is None:
        return None
    yes = getattr(thing, "agree", getattr(thing, "accept", True))
    return words[0 if yes else 1]


def call_words(t: Translate, call: object) -> str:
    """A Contrée call as a player says it: "Pass", "100 hearts", "Capot in spades", "Contre!"."""
    if isinstance(call, Bid):
        suit = t(f"contree.suits.{SUIT_NAMES[call.trump]}")
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
    suit = t(f"contree.suits.{SUIT_NAMES[trump]}")
    key = "contree.calls.capot" if value == CAPOT else "contree.calls.bid"
    words = t(key, value=value, suit=suit)
    return t(f"contree.multiplier.x{multiplier}", contract=words) if multiplier > 1 else words
