"""Contrée hand records (``rules/CONTREE.md``, "Hand records"): write, read, replay, score.

The one codec of the format: ``write`` turns a state's hand into a record, ``validate`` reads
one back. A record is untrusted input (read by ``game.records``): every field is checked
before the engine sees it, then every call and card goes through ``State.apply``, so a record
is refused exactly when the engine refuses an action — the message names the call or play
(1-based) and the rule, as the engine words it. ``decisions`` lists every call and card with
the state before it, for a review to walk.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.contree.cards import CODES, SUITS, card
from game.contree.rules.actions import CAPOT, Action, Call, Play, call_code, parse_call
from game.contree.rules.options import OptionError, Options
from game.contree.rules.state import AUCTION, HAND_SIZE, SEATS, IllegalAction, State
from game.interface import Decision
from game.records import RecordError

FORMAT = "contree-record/1"


@dataclass(frozen=True, slots=True)
class Record:
    """A validated record: options, dealer, the hands as dealt, the calls, the cards played."""

    options: Options
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    auction: tuple[Call, ...]
    plays: tuple[int, ...]
    extra: Mapping[str, Any]


def write(state: State) -> dict[str, Any]:
    """The current (or just finished) hand of ``state`` as a record of ``rules/CONTREE.md``.

    Records of earlier hands: ``write(state.finished[i])``.
    """
    rec: dict[str, Any] = {
        "format": FORMAT,
        "game": "contree",
        "options": state.options.to_mapping(),
        "dealer": state.match.dealer,
        "hands": [[CODES[c] for c in h] for h in state.dealt],
        "auction": [[call.seat, call_code(call)] for call in state.auction.calls],
    }
    if state.contract is not None:
        rec["plays"] = [CODES[c] for c in state.plays()]
    return rec


def validate(data: Any) -> Record:
    """A ``Record`` from parsed content, or RecordError naming the first problem."""
    if not isinstance(data, Mapping):
        raise RecordError("not a record: expected an object with format, dealer, hands, auction")
    if data.get("format") != FORMAT:
        raise RecordError(f"unknown format {data.get('format')!r}: expected {FORMAT!r}")
    if data.get("game", "contree") != "contree":
        raise RecordError(f"unknown game {data['game']!r}: expected 'contree'")
    try:
        options = Options.from_mapping(data.get("options") or {})
    except OptionError as err:
        raise RecordError(f"bad option: {err}") from None
    dealer = data.get("dealer")
    if type(dealer) is not int or not 0 <= dealer < SEATS:
        raise RecordError(f"bad dealer {dealer!r}: a seat number 0–3")
    hands = _hands(data.get("hands"))
    auction = _auction(data.get("auction", []))
    plays = data.get("plays", [])
    if not isinstance(plays, list):
        raise RecordError("bad plays: expected a list of cards")
    if len(plays) > SEATS * HAND_SIZE:
        raise RecordError(f"too many plays: {len(plays)}, at most {SEATS * HAND_SIZE}")
    played = tuple(_card(p, f"play {i + 1}") for i, p in enumerate(plays))
    return Record(options, dealer, hands, auction, played, data)


def _card(item: Any, where: str) -> int:
    try:
        return card(item)
    except ValueError:
        raise RecordError(f"unknown card {item!r} in {where}") from None


def _hands(raw: Any) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list) or len(raw) != SEATS:
        raise RecordError(f"bad hands: expected a list of {SEATS} hands of {HAND_SIZE} cards")
    seen: dict[int, int] = {}
    hands = []
    for seat, hand in enumerate(raw):
        if not isinstance(hand, list):
            raise RecordError(f"bad hands: hand {seat} is not a list of cards")
        if len(hand) != HAND_SIZE:
            raise RecordError(
                f"wrong hand size: seat {seat} has {len(hand)} cards, not {HAND_SIZE}"
            )
        cards = tuple(_card(c, f"hand {seat}") for c in hand)
        for c in cards:
            if c in seen:
                raise RecordError(f"card {CODES[c]} dealt twice (seats {seen[c]} and {seat})")
            seen[c] = seat
        hands.append(cards)
    return tuple(hands)


def _auction(raw: Any) -> tuple[Call, ...]:
    if not isinstance(raw, list):
        raise RecordError("bad auction: expected a list of [seat, call] pairs")
    calls = []
    for i, item in enumerate(raw, start=1):
        if not isinstance(item, list) or len(item) != 2:
            raise RecordError(f"bad call {i}: expected [seat, call], not {item!r}")
        seat, text = item
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise RecordError(f"bad call {i}: seat {seat!r} is not a seat number 0–3")
        try:
            calls.append(parse_call(seat, text))
        except ValueError as err:
            raise RecordError(f"bad call {i}: {err}") from None
    return tuple(calls)


def replay(record: Record) -> State:
    """The state after every call and play of the record; RecordError on one the rules refuse."""
    return _walk(record, [])


def decisions(record: Record) -> list[Decision]:
    """Every call and card of the record in order, each with the state just before it."""
    taken: list[Decision] = []
    _walk(record, taken)
    return taken


def _walk(record: Record, taken: list[Decision]) -> State:
    """Apply the record's calls then cards, noting each decision in ``taken``."""
    state = State.from_deal(record.options, record.dealer, record.hands)

    def take(action: Action, where: str, play: int | None) -> None:
        nonlocal state
        taken.append(Decision(state, action.seat, action, "call" if play is None else "card", play))
        try:
            state, _ = state.apply(action)
        except IllegalAction as err:
            raise RecordError(f"{where}: {err}") from None

    for i, call in enumerate(record.auction, start=1):
        where = f"call {i} (seat {call.seat}: {call_code(call)})"
        if state.is_over:
            raise RecordError(f"{where}: the hand was thrown in: no more calls")
        take(call, where, None)
    for i, c in enumerate(record.plays):
        where = f"play {i + 1} ({CODES[c]})"
        if state.is_over:
            raise RecordError(f"{where}: too many plays: the hand was over")
        if state.phase == AUCTION or state.to_act is None:
            raise RecordError(f"{where}: the auction is not over")
        take(Play(state.to_act, c), where, i)
    return state


def summary(state: State) -> dict[str, Any]:
    """The hand in the JSON shape of ``aluette replay --json`` for Contrée."""
    contract = state.contract
    result = state.result
    score = result.score if result else None
    belote = None  # CONTREE.md, hand records: always null under ``belote: off``
    if contract is not None and state.belote_seat is not None and state.options.belote != "off":
        belote = state.belote_seat % 2
    return {
        "game": "contree",
        "contract": None
        if contract is None
        else {
            "bidder": contract.bidder,
            "value": "capot" if contract.value == CAPOT else contract.value,
            "trump": SUITS[contract.trump],
            "multiplier": contract.multiplier,
        },
        "tricks": [
            {"leader": leader, "cards": [CODES[c] for _, c in trick], "winner": winner}
            for leader, trick, winner in state.trick_log
        ],
        "tricks_won": list(state.won),
        "belote": belote,
        "card_points": list(state.card_points),
        "made": score.made if score else None,
        "points": list(result.points) if result else None,
    }
