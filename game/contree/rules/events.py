"""What happened in a Contrée match: ``apply`` returns these; the table animates them.

Names and fields follow Aluette's events where they mean the same thing (``HandStarted``,
``Cut``, ``Dealt``, ``CardPlayed``, ``TrickWon``, ``HandEnded``, ``MatchEnded``), so the table
treats both games alike. Events are plain slotted dataclasses, read-only by convention.

Only ``Dealt`` carries cards another seat may not see: ``redact(event, seat)`` hides them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.contree.rules.actions import Call
from game.contree.rules.scoring import HandScore


@dataclass(slots=True)
class DealerDrawn:
    """The first dealer of the match, drawn at random."""

    dealer: int


@dataclass(slots=True)
class HandStarted:
    number: int
    dealer: int


@dataclass(slots=True)
class Shuffled:
    dealer: int


@dataclass(slots=True)
class PackGathered:
    """The pack re-formed without shuffling, from the last hand's ``tricks`` or ``hands``."""

    dealer: int
    source: str


@dataclass(slots=True)
class Cut:
    """The player before the dealer cuts: ``at`` cards go from the top to the bottom."""

    seat: int
    at: int


@dataclass(slots=True)
class Dealt:
    """A packet dealt face down to a seat (its cards are ``None`` for other seats)."""

    seat: int
    cards: tuple[int | None, ...]


@dataclass(slots=True)
class AuctionStarted:
    """The first call is awaited from ``seat``."""

    seat: int


@dataclass(slots=True)
class Called:
    """A call of the auction (``call.seat`` made it; ``out_of_turn`` for a prompt contre)."""

    seat: int
    call: Call
    out_of_turn: bool = False


@dataclass(slots=True)
class ThrownIn:
    """All four passed: no contract; the hand is thrown in and the next dealer deals."""

    dealer: int


@dataclass(slots=True)
class ContractSettled:
    """The auction is over: ``bidder``'s team must make ``value`` (or capot) in ``trump``."""

    bidder: int
    value: int
    trump: int
    multiplier: int


@dataclass(slots=True)
class PlayStarted:
    """The opening lead is awaited from ``leader``."""

    leader: int


@dataclass(slots=True)
class CardPlayed:
    seat: int
    card: int
    trick: int


@dataclass(slots=True)
class BeloteAnnounced:
    """The holder of the king and queen of trumps plays the first (belote) or second (rebelote)."""

    seat: int
    card: int
    rebelote: bool


@dataclass(slots=True)
class Declared:
    """``seat`` declares an announcement of ``kind`` (rule 13): the kind only, not the cards."""

    seat: int
    kind: str


@dataclass(slots=True)
class AnnouncementsShown:
    """The first trick is over: ``team`` holds the best declared announcement and shows every
    one it declared, ``shown`` as ``(seat, kind, cards)``; they are worth ``points`` to it
    (``team`` None and nothing shown when nobody declared)."""

    team: int | None
    shown: tuple[tuple[int, str, tuple[int, ...]], ...]
    points: int


@dataclass(slots=True)
class TrickWon:
    """``winner`` takes trick ``trick`` (0-based) worth ``points``, dix de der included."""

    trick: int
    winner: int
    cards: tuple[int, ...]
    points: int


@dataclass(slots=True)
class HandEnded:
    """The hand's result: team ``points`` and, unless thrown in, every term of the ``score``."""

    points: tuple[int, int]
    tricks_won: tuple[int, ...]
    score: HandScore | None


@dataclass(slots=True)
class MatchEnded:
    winner: int
    scores: tuple[int, int]


Event = (
    DealerDrawn
    | HandStarted
    | Shuffled
    | PackGathered
    | Cut
    | Dealt
    | AuctionStarted
    | Called
    | ThrownIn
    | ContractSettled
    | PlayStarted
    | CardPlayed
    | BeloteAnnounced
    | Declared
    | AnnouncementsShown
    | TrickWon
    | HandEnded
    | MatchEnded
)


def redact(event: Event, seat: int) -> Event:
    """The event as ``seat`` sees it: other seats' dealt cards become None."""
    if isinstance(event, Dealt) and event.seat != seat:
        return replace(event, cards=(None,) * len(event.cards))
    return event
