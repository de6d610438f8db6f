"""What a seat can do in Contrée. Every action names its seat, so a match is a list of actions.

Calls (``Pass``, ``Bid``, ``Contre``, ``Surcontre``) make the auction; ``Play`` puts a card
on the trick. Turn actions belong to the seat the engine waits for; with the option
``contre: prompt`` a ``Contre`` is also an interjection: the opponent who is not next may
make it at once after a bid, out of turn (declining is no action at all).

Calls are written as records write them: ``pass``, ``80H`` … ``160H``, ``capotH``,
``contre``, ``surcontre``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.contree.cards import CODES, SUITS, card

CAPOT = 250
"""A capot bid (all eight tricks): above every numbered bid, and worth 250 in the score."""

VALUES: tuple[int, ...] = (*range(80, 161, 10), CAPOT)
"""Every bid value in rising order: 80, 90, … 160, then capot."""


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int


@dataclass(frozen=True, slots=True)
class Bid:
    """A contract offer: ``value`` (80–160 or ``CAPOT``) with ``trump`` (a suit index 0–3)."""

    seat: int
    value: int
    trump: int


@dataclass(frozen=True, slots=True)
class Contre:
    """Double the standing bid of the other team."""

    seat: int


@dataclass(frozen=True, slots=True)
class Surcontre:
    """Redouble after a contre of one's own team's bid."""

    seat: int


@dataclass(frozen=True, slots=True)
class Play:
    """Put a card on the trick."""

    seat: int
    card: int


Call = Pass | Bid | Contre | Surcontre
Action = Call | Play

PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(s, c) for c in range(32)) for s in range(4))
"""Every Play action, built once: the hot loop hands these out instead of new objects."""
PASSES: tuple[Pass, ...] = tuple(Pass(s) for s in range(4))
CONTRES: tuple[Contre, ...] = tuple(Contre(s) for s in range(4))
SURCONTRES: tuple[Surcontre, ...] = tuple(Surcontre(s) for s in range(4))
BIDS: tuple[tuple[Bid, ...], ...] = tuple(
    tuple(Bid(s, v, t) for v in VALUES for t in range(4)) for s in range(4)
)
"""``BIDS[seat]``: every bid of a seat, by rising value then suit (4 per value)."""


def value_code(value: int) -> str:
    """``80`` … ``160``, or ``capot``."""
    return "capot" if value == CAPOT else str(value)


def call_code(call: Call) -> str:
    """A call as records write it: ``pass``, ``80H``, ``capotS``, ``contre``, ``surcontre``."""
    match call:
        case Pass():
            return "pass"
        case Bid(_, value, trump):
            return value_code(value) + SUITS[trump]
        case Contre():
            return "contre"
        case Surcontre():
            return "surcontre"
    raise TypeError(f"not a call: {call!r}")


def parse_call(seat: int, text: object) -> Call:
    """The call ``seat`` makes by the record spelling ``text``; ValueError if it is none."""
    if text == "pass":
        return Pass(seat)
    if text == "contre":
        return Contre(seat)
    if text == "surcontre":
        return Surcontre(seat)
    if isinstance(text, str) and len(text) >= 3 and text[-1] in SUITS:
        head = text[:-1]
        value = CAPOT if head == "capot" else int(head) if head.isascii() and head.isdigit() else 0
        if value in VALUES:
            return Bid(seat, value, SUITS.index(text[-1]))
    raise ValueError(
        f"unknown call {text!r}: pass, a bid 80H … 160H or capotH (suits {' '.join(SUITS)}), "
        "contre or surcontre"
    )


def action_to_json(action: Action) -> list:
    """A compact JSON form: ``["call", 2, "80H"]``, ``["play", 2, "JH"]``."""
    if isinstance(action, Play):
        return ["play", action.seat, CODES[action.card]]
    return ["call", action.seat, call_code(action)]


def action_from_json(item: object) -> Action:
    """The action of a JSON form; ValueError names what is wrong."""
    if not isinstance(item, list) or len(item) != 3 or item[0] not in ("call", "play"):
        raise ValueError(f"not an action: {item!r}")
    kind, seat, what = item
    if type(seat) is not int or not 0 <= seat < 4:
        raise ValueError(f"bad seat in action {item!r}")
    if kind == "play":
        return Play(seat, card(what))
    return parse_call(seat, what)
