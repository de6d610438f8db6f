"""What a seat can do. Every action names its seat, so a match is a plain list of actions.

Turn actions (``ChantVote``, ``Discard``, ``Play``, ``OfferAgree``, ``OfferAnswer``) belong to
the seat the engine waits for. ``Offer`` and ``Signal`` are interjections: any seat may make
them whenever the rules allow, out of turn, as at a real table.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.aluette.cards import CODES, GESTURES, card


@dataclass(frozen=True, slots=True)
class ChantVote:
    """Agree (or not) to use the talon this hand."""

    seat: int
    agree: bool


@dataclass(frozen=True, slots=True)
class Discard:
    """A chant recipient puts one card aside, face down (six in all)."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Play:
    """Put a card on the trick."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Offer:
    """Propose that one's team offers the point."""

    seat: int


@dataclass(frozen=True, slots=True)
class OfferAgree:
    """A partner of the proposer agrees (or not) to offer the point."""

    seat: int
    agree: bool


@dataclass(frozen=True, slots=True)
class OfferAnswer:
    """An opponent accepts (or refuses) the offered point."""

    seat: int
    accept: bool


@dataclass(frozen=True, slots=True)
class Signal:
    """Make a traditional gesture (``game.aluette.cards.GESTURES``) to one's partner."""

    seat: int
    gesture: str


Action = ChantVote | Discard | Play | Offer | OfferAgree | OfferAnswer | Signal

PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(s, c) for c in range(48)) for s in range(6))
"""Every Play action, built once: the hot loop hands these out instead of new objects."""
DISCARDS: tuple[tuple[Discard, ...], ...] = tuple(
    tuple(Discard(s, c) for c in range(48)) for s in range(6)
)
CHANT_VOTES: tuple[tuple[ChantVote, ChantVote], ...] = tuple(
    (ChantVote(s, True), ChantVote(s, False)) for s in range(6)
)
"""Both chant votes of each seat, built once like the plays."""


def action_to_json(action: Action) -> list:
    """A compact JSON form: ``["play", 2, "KS"]``; the inverse of ``action_from_json``."""
    match action:
        case ChantVote(seat, agree):
            return ["chant", seat, agree]
        case Discard(seat, c):
            return ["discard", seat, CODES[c]]
        case Play(seat, c):
            return ["play", seat, CODES[c]]
        case Offer(seat):
            return ["offer", seat]
        case OfferAgree(seat, agree):
            return ["offer_agree", seat, agree]
        case OfferAnswer(seat, accept):
            return ["offer_answer", seat, accept]
        case Signal(seat, gesture):
            return ["signal", seat, gesture]
    raise TypeError(f"not an action: {action!r}")


def action_from_json(item: object) -> Action:
    """The action of a JSON form; ValueError names what is wrong."""
    if not isinstance(item, list) or len(item) < 2 or not isinstance(item[0], str):
        raise ValueError(f"not an action: {item!r}")
    kind, seat, *rest = item
    if type(seat) is not int or not 0 <= seat < 6:
        raise ValueError(f"bad seat in action {item!r}")
    arity = {"offer": 0}.get(kind, 1)
    if len(rest) != arity:
        raise ValueError(f"bad action {item!r}")
    if kind in ("chant", "offer_agree", "offer_answer"):
        if not isinstance(rest[0], bool):
            raise ValueError(f"bad action {item!r}: expected true or false")
        voted: dict[str, type[ChantVote | OfferAgree | OfferAnswer]] = {
            "chant": ChantVote,
            "offer_agree": OfferAgree,
            "offer_answer": OfferAnswer,
        }
        return voted[kind](seat, rest[0])
    if kind == "discard":
        return Discard(seat, card(rest[0]))
    if kind == "play":
        return Play(seat, card(rest[0]))
    if kind == "offer":
        return Offer(seat)
    if kind == "signal":
        if rest[0] not in GESTURES:
            raise ValueError(f"unknown gesture in action {item!r}")
        return Signal(seat, rest[0])
    raise ValueError(f"unknown action kind {kind!r}")
