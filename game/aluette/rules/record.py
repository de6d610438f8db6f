"""Hand records (``rules/ALUETTE.md``, "Game records"): read, validate, replay and score.

A record is untrusted input (read by ``game.records``): every field is checked before the
engine sees it. Problems raise ``RecordError`` whose message is one sentence a player can act
on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.aluette.cards import CODES, card
from game.aluette.rules.actions import Offer, OfferAgree, OfferAnswer, Play
from game.aluette.rules.options import OptionError, Options
from game.aluette.rules.state import IllegalAction, State
from game.records import RecordError

FORMAT = "aluette-record/1"


@dataclass(frozen=True, slots=True)
class Record:
    """A validated record: options, dealer, hands at the start of play, plays, offer."""

    options: Options
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[int, ...]
    offer: tuple[int, str, int] | None  # (team, outcome, trick)
    extra: Mapping[str, Any]


def validate(data: Any) -> Record:
    """A ``Record`` from parsed content, or RecordError naming the first problem."""
    if not isinstance(data, Mapping):
        raise RecordError("not a record: expected an object with format, dealer, hands, plays")
    if "format" not in data:
        raise RecordError("not a record: no 'format' key")
    if data["format"] != FORMAT:
        raise RecordError(f"unknown format {data['format']!r}: expected {FORMAT!r}")
    if data.get("game", "aluette") != "aluette":
        raise RecordError(f"unknown game {data['game']!r}: expected 'aluette'")
    try:
        options = Options.from_mapping(data.get("options") or {})
    except OptionError as err:
        raise RecordError(f"bad option: {err}") from None
    n = options.n_seats
    dealer = data.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < n:
        raise RecordError(f"bad dealer {dealer!r}: a seat number 0–{n - 1}")
    hands = _hands(data.get("hands"), n, options.hand_size)
    plays = data.get("plays", [])
    if not isinstance(plays, list):
        raise RecordError("bad plays: expected a list of cards")
    if len(plays) > n * options.hand_size:
        raise RecordError(f"too many plays: {len(plays)}, at most {n * options.hand_size}")
    played = tuple(_card(p, f"play {i + 1}") for i, p in enumerate(plays))
    return Record(options, dealer, hands, played, _offer(data.get("offer"), options), data)


def _card(item: Any, where: str) -> int:
    try:
        return card(item)
    except ValueError:
        raise RecordError(f"unknown card {item!r} in {where}") from None


def _hands(raw: Any, n: int, size: int) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list) or len(raw) != n:
        raise RecordError(f"bad hands: expected a list of {n} hands of {size} cards")
    seen: dict[int, int] = {}
    hands = []
    for seat, hand in enumerate(raw):
        if not isinstance(hand, list):
            raise RecordError(f"bad hands: hand {seat} is not a list of cards")
        if len(hand) != size:
            raise RecordError(f"wrong hand size: seat {seat} has {len(hand)} cards, not {size}")
        cards = tuple(_card(c, f"hand {seat}") for c in hand)
        for c in cards:
            if c in seen:
                raise RecordError(f"card {CODES[c]} dealt twice (seats {seen[c]} and {seat})")
            seen[c] = seat
        hands.append(cards)
    return tuple(hands)


def _offer(raw: Any, options: Options) -> tuple[int, str, int] | None:
    """The decisive offer of the point, checked against the options; None when absent.

    An offer that could not have been made under the record's options (offers off, the Cow
    Game, a trick the timing rule forbids, a refusal where an offer is a concession) is a
    broken rule like any other: never silently dropped.
    """
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise RecordError("bad offer: expected an object with team, outcome and trick")
    team, outcome, trick = raw.get("team"), raw.get("outcome"), raw.get("trick", 0)
    if type(team) is not int or team not in (0, 1) or outcome not in ("accepted", "refused"):
        raise RecordError("bad offer: expected team 0 or 1 and outcome accepted or refused")
    if type(trick) is not int or trick < 0:
        raise RecordError("bad offer: trick must be a trick number")
    problem = options.offer_problem(trick)
    if problem:
        raise RecordError(f"bad offer at trick {trick}: {problem}")
    if outcome == "refused" and not options.refusal_obliges_mordienne:
        raise RecordError(
            "bad offer: refused, but with refusal_obliges_mordienne false an offer is a"
            " concession that cannot be refused"
        )
    return team, outcome, trick


def replay(record: Record) -> State:
    """The state after every play of the record; RecordError on a play the rules refuse."""
    state = State.from_deal(record.options, record.dealer, record.hands)
    for i, c in enumerate(record.plays):
        state = _maybe_offer(state, record)
        if state.is_over:
            raise RecordError(f"too many plays: the hand was over before play {i + 1}")
        seat = state.to_act
        if c not in state.hands[seat]:
            raise RecordError(
                f"card not held: play {i + 1} is {CODES[c]}, seat {seat} does not hold it"
            )
        state, _ = state.apply(Play(seat, c))
    state = _maybe_offer(state, record)
    if record.offer is not None and not state.offer_log:
        raise RecordError(
            f"bad offer: made after trick {record.offer[2]}, but the plays stop before"
            " that trick is complete"
        )
    return state


def _maybe_offer(state: State, record: Record) -> State:
    """Make the record's offer when play reaches its trick boundary."""
    if record.offer is None or state.offer_log or state.is_over:
        return state
    team, outcome, trick = record.offer
    if state.trick or state.trick_number != trick:
        return state
    seat = next(s for s in range(state.n) if state.team(s) == team and s == state.controller(s))
    try:
        state, _ = state.apply(Offer(seat))
        while state.phase == "offer":
            who = state.to_act
            if state.offer.to_agree:
                state, _ = state.apply(OfferAgree(who, True))
            else:
                state, _ = state.apply(OfferAnswer(who, outcome == "accepted"))
    except IllegalAction as err:
        raise RecordError(f"bad offer: {err}") from None
    return state


def summary(state: State) -> dict[str, Any]:
    """The scored hand in the JSON shape of ``aluette replay --json``."""
    tricks = [
        {"leader": leader, "cards": [CODES[c] for _, c in trick], "winner": winner}
        for leader, trick, winner in state.trick_log
    ]
    result = state.result
    n_teams = state.options.n_teams
    return {
        "tricks": tricks,
        "tricks_won": state.tricks_won(),
        "hand_winner": result.winner if result else None,
        "mordienne": bool(result and result.mordienne),
        "points": list(result.points) if result else [0] * n_teams,
        "finished": result is not None,
        "reason": result.reason if result else None,
        "pending": [CODES[c] for _, c in state.trick],
    }
