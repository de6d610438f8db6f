"""What happened: the engine returns these from ``apply``; the table turns them into animations.

Events are read-only by convention (plain slotted dataclasses: building frozen ones costs
three times as much, and the engine makes one or two per action).

Events are the whole truth. Some carry cards that only one seat may see (``Dealt``,
``TalonCard``, ``Discarded``): ``redact(event, seat)`` gives the event as that seat sees it,
with hidden cards replaced by ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(slots=True)
class PartnershipDraw:
    """Cards dealt face up to choose partners: ``(player, card)`` in order."""

    draws: tuple[tuple[int, int], ...]


@dataclass(slots=True)
class Seated:
    """Who sits where: ``seating[seat]`` is the player (player 0 always sits at seat 0)."""

    seating: tuple[int, ...]
    first_dealer: int


@dataclass(slots=True)
class HandStarted:
    number: int
    dealer: int


@dataclass(slots=True)
class Shuffled:
    dealer: int


@dataclass(slots=True)
class Cut:
    """The player on the dealer's right (left in the Cow Game) cuts ``at`` cards."""

    seat: int
    at: int


@dataclass(slots=True)
class Dealt:
    """A packet dealt face down to a seat (its cards are ``None`` for other seats)."""

    seat: int
    cards: tuple[int | None, ...]


@dataclass(slots=True)
class TalonLeft:
    """The cards left undealt: the talon (or unused cards)."""

    count: int


@dataclass(slots=True)
class ChantVoted:
    seat: int
    agree: bool


@dataclass(slots=True)
class ChantDecided:
    """The vote is over: the talon is used by ``recipients`` or stays unseen."""

    agreed: bool
    recipients: tuple[int, ...]


@dataclass(slots=True)
class TalonCard:
    """One talon card dealt to a chant recipient (``None`` for other seats)."""

    seat: int
    card: int | None


@dataclass(slots=True)
class Discarded:
    """A chant recipient put a card aside face down (``None`` for other seats)."""

    seat: int
    card: int | None


@dataclass(slots=True)
class HandExposed:
    """A Petit-Jean's cards are spread face up."""

    seat: int
    cards: tuple[int, ...]


@dataclass(slots=True)
class PlayStarted:
    """The opening lead is awaited from ``leader``."""

    leader: int


@dataclass(slots=True)
class OfferProposed:
    seat: int


@dataclass(slots=True)
class OfferAgreed:
    seat: int
    agree: bool


@dataclass(slots=True)
class OfferAnswered:
    seat: int
    accept: bool


@dataclass(slots=True)
class OfferDecided:
    """The offer of ``team`` is made and accepted, refused, or dropped by a partner."""

    team: int
    outcome: str  # "accepted", "refused", "withdrawn"


@dataclass(slots=True)
class SignalMade:
    """A gesture, and the seats that saw it (the signer's partners always do)."""

    seat: int
    gesture: str
    seen_by: frozenset[int]


@dataclass(slots=True)
class CardPlayed:
    seat: int
    card: int
    trick: int


CARDS_PLAYED: tuple[tuple[tuple[CardPlayed, ...], ...], ...] = tuple(
    tuple(tuple(CardPlayed(seat, c, trick) for c in range(48)) for trick in range(9))
    for seat in range(6)
)
"""Every ``CardPlayed`` by seat, trick and card, built once: the engine hands these out (read
only, like every event) instead of making one per card, the most frequent action. The events
of every hand whose fields take a few values are built once the same way, below."""
SHUFFLED: tuple[Shuffled, ...] = tuple(Shuffled(dealer) for dealer in range(6))
CUTS: tuple[tuple[Cut, ...], ...] = tuple(
    tuple(Cut(seat, at) for at in range(48)) for seat in range(6)
)
TALONS_LEFT: tuple[TalonLeft, ...] = tuple(TalonLeft(count) for count in range(49))
PLAYS_STARTED: tuple[PlayStarted, ...] = tuple(PlayStarted(leader) for leader in range(6))
CHANT_VOTED: tuple[tuple[ChantVoted, ChantVoted], ...] = tuple(
    (ChantVoted(seat, False), ChantVoted(seat, True)) for seat in range(6)
)
"""By seat, then by the vote (``[agree]``)."""
CHANT_REFUSED = ChantDecided(False, ())


@dataclass(slots=True)
class TrickWon:
    """``winner`` takes trick ``trick`` (and ``carried`` earlier spoiled tricks, in variants)."""

    trick: int
    winner: int
    cards: tuple[int, ...]
    carried: int = 0


@dataclass(slots=True)
class TrickSpoiled:
    """A tie for the best class: nobody takes it; ``leader`` leads again."""

    trick: int
    leader: int
    cards: tuple[int, ...]


@dataclass(slots=True)
class TricksCarried:
    """Variants: spoiled tricks left at the end go to ``seat``, who took the first trick."""

    seat: int
    count: int


@dataclass(slots=True)
class HandEnded:
    """The hand's result: ``winner`` seat (or None), team points, and why; the tricks each
    seat holds and the spoiled ones nobody holds (together, every trick played)."""

    winner: int | None
    points: tuple[int, ...]
    mordienne: bool
    reason: str
    tricks_won: tuple[int, ...]
    spoiled: int


@dataclass(slots=True)
class MatchEnded:
    winner: int | None
    scores: tuple[int, ...]


Event = (
    PartnershipDraw
    | Seated
    | HandStarted
    | Shuffled
    | Cut
    | Dealt
    | TalonLeft
    | ChantVoted
    | ChantDecided
    | TalonCard
    | Discarded
    | HandExposed
    | PlayStarted
    | OfferProposed
    | OfferAgreed
    | OfferAnswered
    | OfferDecided
    | SignalMade
    | CardPlayed
    | TrickWon
    | TrickSpoiled
    | TricksCarried
    | HandEnded
    | MatchEnded
)


def redact(event: Event, seat: int) -> Event | None:
    """The event as ``seat`` sees it: hidden cards become None; unseen signals vanish."""
    match event:
        case Dealt(owner, cards) if owner != seat:
            return replace(event, cards=(None,) * len(cards))
        case TalonCard(owner, _) | Discarded(owner, _) if owner != seat:
            return replace(event, card=None)
        case SignalMade(signer, _, seen_by) if signer != seat and seat not in seen_by:
            return None
    return event
