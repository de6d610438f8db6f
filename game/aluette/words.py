"""Aluette's words: card names in the player's language, gestures and what a seat says aloud.

The named cards keep their French names everywhere: "Monsieur", "La Vache"… are the game's
own words, so English players see them too, explained as plain cards ("three of coins", or
"three of diamonds" with a French-suited deck). Pure: a ``Translate`` gives the language.
"""

from __future__ import annotations

from collections.abc import Callable

from game.aluette.cards import NAME_OF_CARD, RANKS, SUITS, rank_of, suit_of
from game.aluette.rules import actions, events
from game.aluette.rules.options import Options

Translate = Callable[..., str]


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


def card_name_inline(t: Translate, deck: str, card: int) -> str:
    """A card named inside a sentence, with the article players say ("le sept de deniers",
    "l'as de coupes", "le Borgne", "Monsieur"; "the seven of coins"): ``card_name`` is for
    labels, where a name stands alone."""
    name = NAME_OF_CARD.get(card)
    if name:
        return t(f"cards.inline.named.{name}")
    family = suit_family(deck)
    rank = t(f"cards.inline.ranks.{family}.{RANKS[rank_of(card)]}")
    return t("cards.card", rank=rank, of_suit=t(f"cards.of_suit.{family}.{SUITS[suit_of(card)]}"))


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
