"""Build concrete deals that make the real engine produce a chosen trick-winner sequence.

A sequence is written as in ``ALUETTE-SOURCES.md``: one letter per trick, ``N E S W`` for
seats 0-3 and ``X`` for a spoiled trick (``"S E N W S E X N W"``; spaces are ignored). With
more than four seats, digits name the seats (``"0 5 X 3 ..."``).

The construction: the deck is sorted by strength class. For a won trick the winner gets the
best card left and every other seat one of the weakest cards left; for a spoiled trick two
seats get two cards of one class with several cards, better than anything else in the trick.
The play order then follows the leader rule of the rules page (the dealer's left leads, the
winner of a trick leads the next, the same leader leads again after a spoiled trick). Nothing
here asks the engine who wins: the tests compare the engine's results with the sequence.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from game.aluette.cards import CLASS, VACHE_CLASS, card
from game.aluette.rules import events as ev
from game.aluette.rules.actions import Action, Play
from game.aluette.rules.options import Options
from game.aluette.rules.state import State

SEAT_LETTERS = {"N": 0, "E": 1, "S": 2, "W": 3}
SPOILED = None


def parse_sequence(sequence: str) -> list[int | None]:
    """``"S E X"`` -> ``[2, 1, None]``; digits are seat numbers (six-seat games)."""
    out: list[int | None] = []
    for ch in sequence.replace(" ", ""):
        if ch == "X":
            out.append(SPOILED)
        elif ch in SEAT_LETTERS:
            out.append(SEAT_LETTERS[ch])
        elif ch.isdigit():
            out.append(int(ch))
        else:
            raise ValueError(f"bad trick letter {ch!r} in {sequence!r}")
    return out


def classes_for(options: Options) -> tuple[int, ...]:
    """The strength classes the rules page gives for this game (the Cow Game has its own)."""
    return VACHE_CLASS if options.variant == "vache" else CLASS


def next_seat(seat: int, options: Options) -> int:
    """The player on the left plays next; in the Cow Game the player on the right."""
    step = -1 if options.variant == "vache" else 1
    return (seat + step) % options.n_seats


def in_turn_from(seat: int, options: Options) -> list[int]:
    order = [seat]
    while len(order) < options.n_seats:
        order.append(next_seat(order[-1], options))
    return order


@dataclass(frozen=True)
class Deal:
    """Hands at the opening lead and the plays (seat, card) in the order the rules give."""

    options: Options
    dealer: int
    hands: tuple[tuple[int, ...], ...]
    plays: tuple[Play, ...]
    leaders: tuple[int, ...]
    sequence: tuple[int | None, ...]

    def state(self, seed: int = 0) -> State:
        return State.from_deal(self.options, self.dealer, self.hands, seed=seed)


def build_deal(
    sequence: str | Sequence[int | None],
    options: Options | None = None,
    dealer: int = 0,
    place: Mapping[str, int] | None = None,
    spoil_seats: Mapping[int, tuple[int, int]] | None = None,
    unused: Iterable[str] = (),
) -> Deal:
    """Hands and plays that give ``sequence``.

    ``place`` puts named cards (codes) among the losing cards of a given trick (0-based);
    ``spoil_seats`` chooses which two seats tie in a spoiled trick (default: the first two
    to play); ``unused`` cards (codes) are not dealt.
    """
    options = options or Options()
    seq = parse_sequence(sequence) if isinstance(sequence, str) else list(sequence)
    n = options.n_seats
    if len(seq) != options.hand_size:
        raise ValueError(f"{len(seq)} tricks given, a hand has {options.hand_size}")
    classes = classes_for(options)
    placed = {card(code): trick for code, trick in (place or {}).items()}
    left_out = {card(code) for code in unused} | set(placed)
    pool = sorted((c for c in range(48) if c not in left_out), key=lambda c: (classes[c], c))

    def best() -> int:
        return pool.pop(0)

    def weakest() -> int:
        return pool.pop()

    def best_pair() -> tuple[int, int]:
        for i, c in enumerate(pool):
            mates = [d for d in pool[i + 1 :] if classes[d] == classes[c]]
            if mates:
                pool.remove(c)
                pool.remove(mates[0])
                return c, mates[0]
        raise ValueError("no class left with two cards")

    hands: list[list[int]] = [[] for _ in range(n)]
    plays: list[Play] = []
    leaders: list[int] = []
    leader = next_seat(dealer, options)
    for t, winner in enumerate(seq):
        order = in_turn_from(leader, options)
        given: dict[int, int] = {}
        if winner is SPOILED:
            a, b = (spoil_seats or {}).get(t, (order[0], order[1]))
            given[a], given[b] = best_pair()
            top = classes[given[a]]
        else:
            given[winner] = best()
            top = classes[given[winner]]
        losers = [s for s in order if s not in given]
        extra = [c for c, tt in placed.items() if tt == t]
        for s in losers:
            given[s] = extra.pop() if extra else weakest()
            if classes[given[s]] <= top:
                raise ValueError(f"trick {t}: cannot keep {given[s]} below the best card")
        if extra:
            raise ValueError(f"trick {t}: more placed cards than losing seats")
        for s in order:
            hands[s].append(given[s])
            plays.append(Play(s, given[s]))
        leaders.append(leader)
        if winner is not SPOILED:
            leader = winner
    return Deal(
        options=options,
        dealer=dealer,
        hands=tuple(tuple(h) for h in hands),
        plays=tuple(plays),
        leaders=tuple(leaders),
        sequence=tuple(seq),
    )


def run(state: State, actions: Iterable[Action]) -> tuple[State, list[ev.Event]]:
    """Apply actions in order; the final state and every event."""
    events: list[ev.Event] = []
    for action in actions:
        state, new = state.apply(action)
        events += new
    return state, events


def play_sequence(
    sequence: str, options: Options | Mapping | None = None, dealer: int = 0, **kw
) -> tuple[State, list[ev.Event]]:
    """Play a whole hand that gives ``sequence`` through the engine."""
    if not isinstance(options, Options):
        options = Options.from_mapping(options or {})
    deal = build_deal(sequence, options, dealer, **kw)
    return run(deal.state(), deal.plays)


def hand_ended(events: Iterable[ev.Event]) -> ev.HandEnded:
    ends = [e for e in events if isinstance(e, ev.HandEnded)]
    assert len(ends) == 1, ends
    return ends[0]


def trick_results(events: Iterable[ev.Event]) -> list[int | None]:
    """Each trick's outright winner (None if spoiled), read from the engine's events."""
    out: list[int | None] = []
    for e in events:
        if isinstance(e, ev.TrickWon):
            out.append(e.winner)
        elif isinstance(e, ev.TrickSpoiled):
            out.append(None)
    return out


def snapshot(state: State) -> dict[str, object]:
    """Every field a state shows (its own and those of its shared parts), by name."""
    names = [n for n in dir(State) if isinstance(getattr(State, n), property)]
    names += [n for n in State.__slots__ if not n.startswith("_")]
    return {n: getattr(state, n) for n in names}


def of_type(events: Iterable[ev.Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
