"""Aluette's hand records (``rules/ALUETTE.md``, "Game records"): write, read, replay, score.

The one codec of the format: ``write`` turns a state's hand into a record, ``validate`` reads
one back (a record is untrusted input: every field is checked before the engine sees it),
``replay`` gives the state it reaches and ``decisions`` every decision on the way. A record
from the deal (``dealt``, ``talon``, ``chant``, ``discards``, offers, ``signals``) replays
every decision of the hand from the deal on; an older record, without ``dealt`` or ``talon``,
replays from the opening lead as it always did. Every decision goes through ``State.apply``,
so a record is refused exactly when the engine refuses an action; problems raise
``RecordError`` whose message is one sentence a player can act on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.aluette.cards import CODES, GESTURES, card
from game.aluette.rules.actions import (
    Action,
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.options import OptionError, Options
from game.aluette.rules.state import IllegalAction, State
from game.interface import Decision
from game.records import RecordError

FORMAT = "aluette-record/1"
DECK_SIZE = len(CODES)
KINDS: dict[type, str] = {
    ChantVote: "chant",
    Discard: "discard",
    Offer: "offer",
    OfferAgree: "offer",
    OfferAnswer: "answer",
    Play: "card",
}
"""Each decision's kind, as ``game.interface.Decision`` names it (signals are no decision)."""


@dataclass(frozen=True, slots=True)
class OfferMade:
    """An offer of the point: who proposed it, after how many tricks, how it ended, and what
    each seat said (None in older records: every partner agreed, every answer was the
    outcome)."""

    team: int
    outcome: str  # accepted | refused | withdrawn
    trick: int
    by: int | None
    agreed: tuple[bool, ...] | None
    answers: tuple[bool, ...] | None


@dataclass(frozen=True, slots=True)
class Gesture:
    """A signal the table showed: made once ``after`` decisions of the hand (absent: at the
    start of its trick), seen by ``seen_by``."""

    seat: int
    gesture: str
    trick: int
    seen_by: frozenset[int]
    after: int | None


@dataclass(frozen=True, slots=True)
class Deal:
    """What a record from the deal adds: the cards dealt, the talon in the order given out,
    the chant's votes and receivers, each receiver's discards."""

    dealt: tuple[tuple[int, ...], ...]
    talon: tuple[int, ...]
    votes: tuple[bool, ...]
    recipients: tuple[int, ...] | None
    discards: Mapping[int, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Record:
    """A validated record: options, dealer, hands at the start of play, plays, the offers in
    the order made, and, from the deal, the deal and the signals (None and () in older
    records)."""

    options: Options
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[int, ...]
    offers: tuple[OfferMade, ...]
    deal: Deal | None
    signals: tuple[Gesture, ...]
    extra: Mapping[str, Any]


# --- writing ------------------------------------------------------------------------------------


def write(state: State) -> dict[str, Any]:
    """The current (or just finished) hand of ``state`` as a record from the deal.

    Records of earlier hands: ``write(state.finished[i])``.
    """
    options = state.options
    start = state.start_hands if any(state.start_hands) else state.deal_hands
    rec: dict[str, Any] = {
        "format": FORMAT,
        "game": "aluette",
        "options": options.to_mapping(),
        "dealer": state.dealer,
        "hands": [_codes(h) for h in start],
        "plays": _codes(state.plays()),
        "seed": state.seed,
    }
    if len(state.dealt_talon) == DECK_SIZE - options.n_seats * options.hand_size:
        # the deal is known (not a hand set up at the opening lead): a record from the deal
        rec["dealt"] = [_codes(h) for h in state.deal_hands]
        rec["talon"] = _codes(state.dealt_talon)
    if state.votes:
        rec["chant"] = {
            "votes": [agree for _, agree in state.votes],
            "recipients": list(state.recipients),
        }
    if state.recipients:
        rec["discards"] = {str(s): _codes(state.discards[s]) for s in state.recipients}
    withdrawn = []
    for by, team, outcome, trick, said in state.offer_log:
        if outcome == "withdrawn":
            withdrawn.append({"by": by, "trick": trick, "agreed": list(said)})
        else:
            answers = list(said[len(state.partners(by)) :])
            rec["offer"] = {
                "team": team,
                "by": by,
                "outcome": outcome,
                "trick": trick,
                "answers": answers,
            }
    if withdrawn:
        rec["withdrawn_offers"] = withdrawn
    if state.signal_log:
        rec["signals"] = [
            {
                "seat": made.seat,
                "gesture": made.gesture,
                "trick": trick,
                "seen_by": sorted(made.seen_by),
                "after": after,
            }
            for (made, trick, _), after in zip(state.signal_log, state.signal_after, strict=True)
        ]
    return rec


def _codes(cards: Any) -> list[str]:
    return [CODES[c] for c in cards]


# --- reading ------------------------------------------------------------------------------------


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
    hands = _hands(data.get("hands"), n, options.hand_size, "hands")
    plays = data.get("plays", [])
    if not isinstance(plays, list):
        raise RecordError("bad plays: expected a list of cards")
    if len(plays) > n * options.hand_size:
        raise RecordError(f"too many plays: {len(plays)}, at most {n * options.hand_size}")
    played = tuple(_card(p, f"play {i + 1}") for i, p in enumerate(plays))
    offers = _withdrawn(data.get("withdrawn_offers"), options)
    decisive = _offer(data.get("offer"), options)
    if decisive is not None:
        offers += (decisive,)
    deal = None
    signals: tuple[Gesture, ...] = ()
    if "dealt" in data or "talon" in data:
        deal = _deal(data, hands, options)
        signals = _signals(data.get("signals"), n)
    return Record(options, dealer, hands, played, offers, deal, signals, data)


def _card(item: Any, where: str) -> int:
    try:
        return card(item)
    except ValueError:
        raise RecordError(f"unknown card {item!r} in {where}") from None


def _hands(raw: Any, n: int, size: int, key: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(raw, list) or len(raw) != n:
        raise RecordError(f"bad {key}: expected a list of {n} hands of {size} cards")
    seen: dict[int, int] = {}
    hands = []
    for seat, hand in enumerate(raw):
        if not isinstance(hand, list):
            raise RecordError(f"bad {key}: hand {seat} is not a list of cards")
        if len(hand) != size:
            raise RecordError(f"wrong hand size: seat {seat} has {len(hand)} cards, not {size}")
        cards = tuple(_card(c, f"{key} {seat}") for c in hand)
        for c in cards:
            if c in seen:
                raise RecordError(f"card {CODES[c]} dealt twice (seats {seen[c]} and {seat})")
            seen[c] = seat
        hands.append(cards)
    return tuple(hands)


def _bools(raw: Any, what: str) -> tuple[bool, ...]:
    if not isinstance(raw, list) or not all(isinstance(b, bool) for b in raw):
        raise RecordError(f"bad {what}: expected a list of true or false")
    return tuple(raw)


def _offer(raw: Any, options: Options) -> OfferMade | None:
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
    by = _offer_when(raw, options, "bad offer")
    if outcome == "refused" and not options.refusal_obliges_mordienne:
        raise RecordError(
            "bad offer: refused, but with refusal_obliges_mordienne false an offer is a"
            " concession that cannot be refused"
        )
    answers = None if "answers" not in raw else _bools(raw["answers"], "offer answers")
    return OfferMade(team, outcome, trick, by, None, answers)


def _withdrawn(raw: Any, options: Options) -> tuple[OfferMade, ...]:
    """Offers a partner turned down (``withdrawn_offers``), in the order made."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError("bad withdrawn_offers: expected a list of offers")
    offers = []
    for i, item in enumerate(raw, start=1):
        where = f"bad withdrawn offer {i}"
        if not isinstance(item, Mapping) or type(item.get("by")) is not int:
            raise RecordError(f"{where}: expected an object with by, trick and agreed")
        by: int = item["by"]
        _offer_when(item, options, where)
        agreed = _bools(item.get("agreed"), f"withdrawn offer {i} agreed")
        offers.append(OfferMade(options.teams[by], "withdrawn", item["trick"], by, agreed, ()))
    return tuple(offers)


def _offer_when(raw: Mapping[str, Any], options: Options, where: str) -> int | None:
    """An offer's proposer (None if not given), once its trick is one the rules allow."""
    trick, by = raw.get("trick", 0), raw.get("by")
    if type(trick) is not int or trick < 0:
        raise RecordError(f"{where}: trick must be a trick number")
    problem = options.offer_problem(trick)
    if problem:
        raise RecordError(f"{where} at trick {trick}: {problem}")
    if by is not None and (type(by) is not int or not 0 <= by < options.n_seats):
        raise RecordError(f"{where}: by {by!r} is not a seat")
    return by


def _deal(data: Mapping[str, Any], hands: Any, options: Options) -> Deal:
    """The deal of a record from the deal: every card once, as many as the deal leaves."""
    n, size = options.n_seats, options.hand_size
    dealt = _hands(data["dealt"], n, size, "dealt") if "dealt" in data else hands
    raw = data.get("talon", [])
    if not isinstance(raw, list) or len(raw) != DECK_SIZE - n * size:
        raise RecordError(f"bad talon: expected a list of {DECK_SIZE - n * size} cards")
    talon = tuple(_card(c, "the talon") for c in raw)
    holder = {c: seat for seat, hand in enumerate(dealt) for c in hand}
    for i, c in enumerate(talon):
        if c in holder or c in talon[:i]:
            where = f"seat {holder[c]}" if c in holder else "the talon"
            raise RecordError(f"card {CODES[c]} dealt twice (the talon and {where})")
    chant = data.get("chant") or {}
    if not isinstance(chant, Mapping):
        raise RecordError("bad chant: expected an object with votes and recipients")
    votes = _bools(chant.get("votes", []), "chant votes")
    if votes and not options.chant_on:
        raise RecordError("bad chant: votes in a game without the chant")
    recipients = chant.get("recipients")
    if recipients is not None:
        if not isinstance(recipients, list) or not all(
            type(s) is int and 0 <= s < n for s in recipients
        ):
            raise RecordError("bad chant: recipients must be a list of seats")
        recipients = tuple(recipients)
    discards = data.get("discards") or {}
    if not isinstance(discards, Mapping):
        raise RecordError("bad discards: expected an object from seat to cards")
    by_seat = {}
    for key, cards in discards.items():
        if str(key) not in {str(s) for s in range(n)} or not isinstance(cards, list):
            raise RecordError(f"bad discards: {key!r} is not a seat with a list of cards")
        by_seat[int(key)] = tuple(_card(c, f"the discards of seat {key}") for c in cards)
    return Deal(dealt, talon, votes, recipients, by_seat)


def _signals(raw: Any, n: int) -> tuple[Gesture, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise RecordError("bad signals: expected a list of gestures")
    signals = []
    for i, item in enumerate(raw, start=1):
        if not isinstance(item, Mapping):
            raise RecordError(f"bad signal {i}: expected an object with seat, gesture, trick")
        seat, gesture, trick = item.get("seat"), item.get("gesture"), item.get("trick", 0)
        seen_by, after = item.get("seen_by", []), item.get("after")
        if type(seat) is not int or not 0 <= seat < n or gesture not in GESTURES:
            raise RecordError(f"bad signal {i}: expected a seat and a gesture")
        if type(trick) is not int or trick < 0 or (after is not None and type(after) is not int):
            raise RecordError(f"bad signal {i}: trick and after must be counts")
        if not isinstance(seen_by, list) or not all(type(s) is int for s in seen_by):
            raise RecordError(f"bad signal {i}: seen_by must be a list of seats")
        signals.append(Gesture(seat, gesture, trick, frozenset(seen_by), after))
    return tuple(signals)


# --- replaying ----------------------------------------------------------------------------------


def replay(record: Record) -> State:
    """The state after every decision of the record; RecordError on one the rules refuse."""
    return _Replay(record).run()


def decisions(record: Record) -> list[Decision]:
    """Every decision of the record in order, each with the state just before it (signals
    made before it included); RecordError as ``replay``."""
    walk = _Replay(record)
    walk.run()
    return walk.decisions


class _Replay:
    """One walk through a record: each decision the state asks for, taken from the record."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.decisions: list[Decision] = []
        deal = record.deal
        seed = record.extra.get("seed", 0)
        seed = seed if type(seed) is int else 0  # the match's: kept for the record written back
        options, dealer = record.options, record.dealer
        try:
            if deal is None:
                self.state = State.from_deal(options, dealer, record.hands, seed)
            else:
                self.state = State.from_cards(options, dealer, deal.dealt, deal.talon, seed)
        except IllegalAction as err:
            raise RecordError(f"bad deal: {err}") from None
        self.votes = list(deal.votes) if deal else []
        self.discards = {s: list(cards) for s, cards in deal.discards.items()} if deal else {}
        self.offers = list(record.offers)
        self.signals = list(record.signals)
        self.played = 0
        self.said: list[bool] | None = None  # what the seats say to the offer under way

    def run(self) -> State:
        while True:
            self._signals_due()
            if self.state.is_over:
                break
            action = self._next()
            if action is None:  # the record stops here: an unfinished hand
                break
            self._take(action)
        self._check_end()
        return self.state

    def _take(self, action: Action) -> None:
        state = self.state
        play = self.played if type(action) is Play else None
        self.decisions.append(Decision(state, action.seat, action, KINDS[type(action)], play))
        try:
            self.state, _ = state.apply(action)
        except IllegalAction as err:
            raise RecordError(f"{_where(action, play)}: {err}") from None
        self.played += play is not None

    def _next(self) -> Action | None:
        """The record's next decision for the state's phase; None where the record stops."""
        state = self.state
        seat = state.to_act
        if seat is None:
            return None
        if state.phase == "chant":
            return ChantVote(seat, self.votes.pop(0)) if self.votes else None
        if state.phase == "discard":
            cards = self.discards.get(seat)
            return Discard(seat, cards.pop(0)) if cards else None
        if state.phase == "offer":
            return self._offer_step(seat)
        offer = self.offers[0] if self.offers else None
        if offer is not None and not state.trick and state.trick_number == offer.trick:
            return self._propose(offer)
        if self.played == len(self.record.plays):
            return None
        c = self.record.plays[self.played]
        if c not in state.hands[seat]:
            raise RecordError(
                f"card not held: play {self.played + 1} is {CODES[c]}, seat {seat} does not hold it"
            )
        return Play(seat, c)

    def _propose(self, offer: OfferMade) -> Offer:
        state = self.state
        by = offer.by
        if by is None:  # an older record: the team's first seat that plays its own cards
            by = next(
                s
                for s in range(state.n)
                if state.team(s) == offer.team and s == state.controller(s)
            )
        if state.team(by) != offer.team:
            raise RecordError(f"bad offer: seat {by} is not in team {offer.team}")
        partners = len(state.partners(by))
        if offer.agreed is not None:
            self.said = list(offer.agreed)
        else:
            accepted = offer.outcome == "accepted"
            answers = [accepted] * state.n if offer.answers is None else list(offer.answers)
            self.said = [True] * partners + answers
        return Offer(by)

    def _offer_step(self, seat: int) -> Action:
        offer = self.state.offer
        if not self.said or offer is None:
            raise RecordError("bad offer: its answers stop before the offer is decided")
        said = self.said.pop(0)
        return OfferAgree(seat, said) if offer.to_agree else OfferAnswer(seat, said)

    def _take_offer_end(self) -> None:
        """Once an offer is decided: it went as the record says, every answer used."""
        made = self.offers.pop(0)
        outcome = self.state.offer_log[-1][2]
        if outcome != made.outcome:
            raise RecordError(f"bad offer: its answers make it {outcome}, not {made.outcome}")
        if made.answers is not None and self.said:
            raise RecordError("bad offer: more answers than seats to answer")
        self.said = None

    def _signals_due(self) -> None:
        """Make the record's signals that come before the next decision."""
        if self.said is not None and self.state.phase != "offer":
            self._take_offer_end()
        while self.signals and self._due(self.signals[0]):
            made = self.signals.pop(0)
            try:
                self.state, _ = self.state.signalled(Signal(made.seat, made.gesture), made.seen_by)
            except IllegalAction as err:
                raise RecordError(
                    f"bad signal ({made.gesture} by seat {made.seat}): {err}"
                ) from None

    def _due(self, made: Gesture) -> bool:
        state = self.state
        if made.after is not None:
            return state.decisions_made() >= made.after
        return state.phase == "play" and not state.trick and state.trick_number >= made.trick

    def _check_end(self) -> None:
        """What the record holds beyond where the replay stopped must not exist."""
        state, record = self.state, self.record
        if self.played < len(record.plays):
            if state.is_over:
                raise RecordError(
                    f"too many plays: the hand was over before play {self.played + 1}"
                )
            raise RecordError(
                f"play {self.played + 1}: the {state.phase} is not over where the record's"
                f" {'votes' if state.phase == 'chant' else 'discards'} stop"
            )
        if self.offers:
            raise RecordError(
                f"bad offer: made after trick {self.offers[0].trick}, but the plays stop before"
                " that trick is complete"
            )
        if record.deal is None:
            return
        if self.votes and state.phase != "chant":
            raise RecordError(
                f"chant vote {len(state.votes) + 1} is out of turn: the chant was already decided"
            )
        recipients = record.deal.recipients
        if recipients and state.phase != "chant" and tuple(recipients) != state.recipients:
            raise RecordError(
                f"bad chant: the talon goes to seats {list(state.recipients)}, not {recipients}"
            )
        for seat, cards in self.discards.items():
            if cards and (state.phase != "discard" or seat not in state.recipients):
                raise RecordError(
                    f"bad discards: seat {seat} cannot put {CODES[cards[0]]} aside: it is not"
                    " a receiver of the talon, or has discarded its share"
                )
        if any(state.start_hands):
            for seat, (held, written) in enumerate(
                zip(state.start_hands, record.hands, strict=True)
            ):
                if sorted(held) != sorted(written):
                    raise RecordError(
                        f"hands do not follow from the deal: seat {seat} holds"
                        f" {' '.join(_codes(sorted(held)))} when play starts"
                    )
        if self.signals and state.is_over:
            made = self.signals[0]
            raise RecordError(f"bad signal ({made.gesture} by seat {made.seat}): the hand was over")


def _where(action: Action, play: int | None) -> str:
    """The decision an engine's refusal is about, for the one-line message."""
    if isinstance(action, Play):
        return f"play {(play or 0) + 1} ({CODES[action.card]})"
    if isinstance(action, Discard):
        return f"discard of seat {action.seat} ({CODES[action.card]})"
    return f"{KINDS[type(action)]} of seat {action.seat}"


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
