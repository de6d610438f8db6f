"""Advice a bot gives about a decision: the action, why, and the candidates it weighed.

Bots of every game explain themselves the same way: ``explain(view) -> Advice``. The reason is
language-independent — a key under ``hints.`` in the locale files plus its parameters (cards,
numbers, words) — so the table, the ``aluette hint`` command and the tests read the same value, and
``describe`` turns it into a sentence in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a bot chose an action: ``hints.<key>`` with its parameters.

    ``cards`` are named parameters holding what the game's namer names: its card ids (and, in
    Contrée, its calls); ``values`` are numbers — an ``int`` is written as it is, a ``float``
    is points, signed (a ``count`` value chooses the plural form of the sentence); ``terms``
    are words, as locale keys (a suit, a description of a hand).
    """

    key: str
    cards: tuple[tuple[str, Any], ...] = ()
    values: tuple[tuple[str, float], ...] = ()
    terms: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Advice:
    """An action, its reason, and the candidates weighed with their value (the action first,
    then the others best first; empty when a rule of thumb decided alone)."""

    action: Any
    reason: Reason
    candidates: tuple[tuple[Any, float], ...] = field(default=())


class Explainer(Protocol):
    """A bot that can say what it would do for a seat, and why."""

    def explain(self, view: Any) -> Advice: ...


WHY = "why"
"""The locale section of the reasons as a "Why?" tells a bot's: in the third person ("their
team", « son équipe »), and without what the table has not seen of its hand."""


def told(reason: Reason, untold: Collection[str]) -> Reason:
    """``reason`` as a "Why?" gives it (``describe(..., section=WHY)``): a reason of
    ``untold`` (the keys that only the bot's hidden hand could tell: that it had no other
    choice, the cards it keeps, their number or rank) becomes ``why.untold``."""
    return Reason("untold") if reason.key in untold else reason


def describe(
    reason: Reason,
    t: Callable[..., str],
    name_card: Callable[[Any], str],
    section: str = "hints",
) -> str:
    """The sentence of a reason (``<section>.<key>``) in the language of ``t`` (a
    ``Translator``), capitalised: a sentence may open with a card's plain name ("eight of
    coins holds the trick")."""
    params: dict[str, Any] = {name: name_card(c) for name, c in reason.cards}
    params.update((name, t(key)) for name, key in reason.terms)
    count = None
    mark = t("hints.decimal_mark")
    for name, value in reason.values:
        if name == "count":
            count = int(value)
        else:
            params[name] = _number(value).replace(".", mark)
    text = t(f"{section}.{reason.key}", count=count, **params)
    return text[:1].upper() + text[1:]


def _number(value: float) -> str:
    """An ``int`` as it is (−5 with a true minus); points with two decimals when they are not
    whole, signed (+1.25, −0.30)."""
    if isinstance(value, int):
        return str(value).replace("-", "−")
    if float(value).is_integer():
        return f"{int(value):+d}".replace("-", "−") if value else "0"
    return f"{value:+.2f}".replace("-", "−")


@dataclass(frozen=True, slots=True)
class Hint:
    """What the table's Hint shows: the turn's advice, and a gesture to make now (or None:
    Aluette's gestures; Contrée has none). ``also``: the further actions of a decision the
    table takes at once (Aluette's six discards, chosen together), after ``turn.action``."""

    turn: Advice
    gesture: Advice | None = None
    also: tuple[Any, ...] = ()

    def cards(self) -> set[Any]:
        """The cards the hint outlines in the hand (none for a call or a vote)."""
        actions = (self.turn.action, *self.also)
        return {a.card for a in actions if getattr(a, "card", None) is not None}
