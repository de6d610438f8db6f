"""What a seat can do in Contrée. Every action names its seat, so a match is a list of actions.

Calls (``Pass``, ``Bid``, ``Contre``, ``Surcontre``) make the auction; ``Play`` puts a card
on the trick; ``Declare`` declares one announcement by its kind (option ``announcements``).
Turn actions belong to the seat the engine waits for; with the option
``contre: prompt`` a ``Contre`` is also an interjection: the opponent who is not next may
make it at once after a bid, out of turn (declining is no action at all).

Calls are written as records write them: ``pass``, ``80H`` … ``160H``, ``capotH``,
``80NT``, ``capotAT``, ``contre``, ``surcontre``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.contree.cards import CODES, SUITS, TRUMP_CODES, TRUMPS, card
from game.contree.rules.announcements import KINDS

CAPOT = 250
"""A capot bid (all eight tricks): above every numbered bid, and worth 250 in the score."""

VALUES: tuple[int, ...] = (*range(80, 161, 10), CAPOT)
"""Every bid value in rising order: 80, 90, … 160, then capot."""


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int


@dataclass(frozen=True, slots=True)
class Bid:
    """A contract offer: ``value`` (80–160 or ``CAPOT``) with ``trump`` (a suit index 0–3, or
    ``NO_TRUMP``, ``ALL_TRUMPS``)."""

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


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare one announcement of ``kind`` (one of ``KINDS``): the best of that kind in the
    hand not yet declared. Only on one's turn in the first trick, before one's card."""

    seat: int
    kind: str


Call = Pass | Bid | Contre | Surcontre
Action = Call | Play | Declare

PLAYS: tuple[tuple[Play, ...], ...] = tuple(tuple(Play(s, c) for c in range(32)) for s in range(4))
"""Every Play action, built once: the hot loop hands these out instead of new objects."""
PASSES: tuple[Pass, ...] = tuple(Pass(s) for s in range(4))
CONTRES: tuple[Contre, ...] = tuple(Contre(s) for s in range(4))
SURCONTRES: tuple[Surcontre, ...] = tuple(Surcontre(s) for s in range(4))
BIDS: tuple[tuple[Bid, ...], ...] = tuple(
    tuple(Bid(s, v, t) for v in VALUES for t in range(4)) for s in range(4)
)
"""``BIDS[seat]``: every bid of a seat in a suit, by rising value then suit (4 per value)."""
BIDS_NT: tuple[tuple[Bid, ...], ...] = tuple(
    tuple(Bid(s, v, t) for v in VALUES for t in range(TRUMPS)) for s in range(4)
)
"""``BIDS_NT[seat]``: with ``no_trump: on``, every bid by rising value then trump: the four
suits, no trump, all trumps (6 per value)."""
DECLARES: dict[tuple[int, str], Declare] = {(s, k): Declare(s, k) for s in range(4) for k in KINDS}


def value_code(value: int) -> str:
    """``80`` … ``160``, or ``capot``."""
    return "capot" if value == CAPOT else str(value)


def call_code(call: Call) -> str:
    """A call as records write it: ``pass``, ``80H``, ``capotS``, ``contre``, ``surcontre``."""
    match call:
        case Pass():
            return "pass"
        case Bid(_, value, trump):
            return value_code(value) + TRUMP_CODES[trump]
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
    if isinstance(text, str):
        for trump, written in enumerate(TRUMP_CODES):
            head = text[: -len(written)]
            if not text.endswith(written) or not head:
                continue
            number = head.isascii() and head.isdigit()
            value = CAPOT if head == "capot" else int(head) if number else 0
            if value in VALUES:
                return Bid(seat, value, trump)
    raise ValueError(
        f"unknown call {text!r}: pass, a bid 80H … 160H or capotH (suits {' '.join(SUITS)}, "
        "or NT, AT), contre or surcontre"
    )


def parse_declare(seat: int, text: object) -> Declare:
    """The declaration ``seat`` makes by the record spelling ``text``; ValueError if none."""
    if text not in KINDS:
        raise ValueError(f"unknown announcement {text!r}: one of {', '.join(KINDS)}")
    return DECLARES[seat, str(text)]


def action_to_json(action: Action) -> list:
    """A compact JSON form: ``["call", 2, "80H"]``, ``["play", 2, "JH"]``,
    ``["declare", 2, "tierce"]``."""
    if isinstance(action, Play):
        return ["play", action.seat, CODES[action.card]]
    if isinstance(action, Declare):
        return ["declare", action.seat, action.kind]
    return ["call", action.seat, call_code(action)]


def action_from_json(item: object) -> Action:
    """The action of a JSON form; ValueError names what is wrong."""
    if not isinstance(item, list) or len(item) != 3 or item[0] not in ("call", "play", "declare"):
        raise ValueError(f"not an action: {item!r}")
    kind, seat, what = item
    if type(seat) is not int or not 0 <= seat < 4:
        raise ValueError(f"bad seat in action {item!r}")
    if kind == "play":
        return Play(seat, card(what))
    if kind == "declare":
        return parse_declare(seat, what)
    return parse_call(seat, what)
