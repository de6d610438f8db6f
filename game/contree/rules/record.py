"""Contrée hand records (``rules/CONTREE.md``, "Hand records"): write, read, replay, score.

The one codec of the format: ``write`` turns a state's hand into a record, ``validate`` reads
one back. A record is untrusted input (read by ``game.records``): every field is checked
before the engine sees it, then every call and card goes through ``State.apply``, so a record
is refused exactly when the engine refuses an action — the message names the call, play or
announcement (1-based) and the rule, as the engine words it. ``decisions`` lists every call,
declaration and card with the state before it, for a review to walk.

Announcements (option ``announcements: on``) are written ``[seat, kind]`` in the order
declared, with the cards, ``[seat, kind, [cards]]``, for the team that scores them. A record
does not say when each was declared: each is declared at its seat's turn in the first trick,
before its card (it is refused there, by the engine's rule, when that is too late).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.contree.cards import CODES, TRUMP_CODES, card
from game.contree.rules.actions import (
    CAPOT,
    Action,
    Call,
    Declare,
    Play,
    call_code,
    parse_call,
    parse_declare,
)
from game.contree.rules.options import OptionError, Options
from game.contree.rules.state import AUCTION, HAND_SIZE, PLAY, SEATS, IllegalAction, State
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
    announcements: tuple[tuple[Declare, frozenset[int] | None], ...]  # with the cards given
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
    if state.announced is not None:
        shown = state.announced.shown
        team = None if shown is None else shown.team
        rec["announcements"] = [
            [seat, a.kind] if seat % 2 != team else [seat, a.kind, [CODES[c] for c in a.cards]]
            for seat, a in state.announced.declared
        ]
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
    declared = _announcements(data.get("announcements", []))
    return Record(options, dealer, hands, auction, played, declared, data)


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


def _announcements(raw: Any) -> tuple[tuple[Declare, frozenset[int] | None], ...]:
    if not isinstance(raw, list):
        raise RecordError("bad announcements: expected a list of [seat, kind] pairs")
    out = []
    for i, item in enumerate(raw, start=1):
        if not isinstance(item, list) or len(item) not in (2, 3):
            raise RecordError(
                f"bad announcement {i}: expected [seat, kind] or [seat, kind, [cards]], "
                f"not {item!r}"
            )
        seat, kind = item[0], item[1]
        if type(seat) is not int or not 0 <= seat < SEATS:
            raise RecordError(f"bad announcement {i}: seat {seat!r} is not a seat number 0–3")
        try:
            declare = parse_declare(seat, kind)
        except ValueError as err:
            raise RecordError(f"bad announcement {i}: {err}") from None
        cards = None
        if len(item) == 3:
            if not isinstance(item[2], list):
                raise RecordError(f"bad announcement {i}: its cards are not a list")
            cards = frozenset(_card(c, f"announcement {i}") for c in item[2])
        out.append((declare, cards))
    return tuple(out)


def replay(record: Record) -> State:
    """The state after every call and play of the record; RecordError on one the rules refuse."""
    return _walk(record, [])


def decisions(record: Record) -> list[Decision]:
    """Every call and card of the record in order, each with the state just before it."""
    taken: list[Decision] = []
    _walk(record, taken)
    return taken


def _walk(record: Record, taken: list[Decision]) -> State:
    """Apply the record's calls then cards, each declaration before its seat's first card,
    noting each decision in ``taken``."""
    state = State.from_deal(record.options, record.dealer, record.hands)
    pending = list(enumerate(record.announcements, start=1))

    def take(action: Action, where: str, kind: str, play: int | None) -> None:
        nonlocal state
        taken.append(Decision(state, action.seat, action, kind, play))
        try:
            state, _ = state.apply(action)
        except IllegalAction as err:
            raise RecordError(f"{where}: {err}") from None

    def declare(every: bool) -> None:
        """The next declarations due now: at their seat's turn, or when it is too late for
        them (the engine refuses them then); ``every``: all that are left."""
        while pending:
            i, (action, cards) = pending[0]
            due = action.seat == state.to_act and state.phase == PLAY
            late = state.trick_log or any(s == action.seat for s, _ in state.trick)
            if not (every or due or late):
                return
            pending.pop(0)
            where = f"announcement {i} (seat {action.seat}: {action.kind})"
            take(action, where, "declare", None)
            assert state.announced is not None, "the engine took the declaration"
            found = state.announced.declared[-1][1].cards
            if cards is not None and cards != frozenset(found):
                raise RecordError(
                    f"{where}: the {action.kind} declared is {' '.join(CODES[c] for c in found)}, "
                    f"not {' '.join(sorted(CODES[c] for c in cards))}"
                )

    for i, call in enumerate(record.auction, start=1):
        where = f"call {i} (seat {call.seat}: {call_code(call)})"
        if state.is_over:
            raise RecordError(f"{where}: the hand was thrown in: no more calls")
        take(call, where, "call", None)
    for i, c in enumerate(record.plays):
        where = f"play {i + 1} ({CODES[c]})"
        if state.is_over:
            raise RecordError(f"{where}: too many plays: the hand was over")
        if state.phase == AUCTION or state.to_act is None:
            raise RecordError(f"{where}: the auction is not over")
        declare(False)
        take(Play(state.to_act, c), where, "card", i)
    declare(True)
    return state


def summary(state: State) -> dict[str, Any]:
    """The hand in the JSON shape of ``aluette replay --json`` for Contrée."""
    contract = state.contract
    result = state.result
    score = result.score if result else None
    belote = None  # CONTREE.md, hand records: always null under ``belote: off``
    if contract is not None and state.belote_seat is not None and state.options.belote != "off":
        belote = state.belote_seat % 2
    out: dict[str, Any] = {
        "game": "contree",
        "contract": None
        if contract is None
        else {
            "bidder": contract.bidder,
            "value": "capot" if contract.value == CAPOT else contract.value,
            "trump": TRUMP_CODES[contract.trump],
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
    if state.options.announcements == "on":
        shown = state.announced.shown if state.announced is not None else None
        out["announcements"] = {
            "team": None if shown is None else shown.team,
            "points": 0 if shown is None else shown.points,
        }
    return out
