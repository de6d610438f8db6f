"""Build Contrée positions through the real engine: auctions from written calls, trick situations.

Calls are written as records write them (``"80H"``, ``"pass"``, ``"contre"``), made by the
seat to act, or ``"3:contre"`` for a call by seat 3 (out of turn). A trick situation names
the trump, the cards already on the trick and the full hand of the seat to act; the other
hands are filled so that every card already on the trick was a legal play under any options
(a player who did not follow is void in the suit led, one who neither followed nor trumped
holds no trump, one who trumped holds no higher trump). Nothing here decides what is legal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.contree.cards import DECK, STRENGTH, SUITS, card
from game.contree.rules import events as ev
from game.contree.rules.actions import Bid, Pass, Play, parse_call
from game.contree.rules.options import Options
from game.contree.rules.state import State


def cards(text: str) -> list[int]:
    return [card(c) for c in text.split()]


def next_seat(seat: int, options: Options) -> int:
    """The rule as the rules page states it, for tests that check the engine's order."""
    return (seat + 1) % 4 if options.direction == "clockwise" else (seat + 3) % 4


def random_hands(seed: int) -> list[list[int]]:
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    return [deck[i * 8 : i * 8 + 8] for i in range(4)]


def call(state: State, text: str):
    """The call written ``text`` (``"3:contre"`` names its seat), by default by ``to_act``."""
    if ":" in text:
        seat, text = text.split(":")
        return parse_call(int(seat), text)
    return parse_call(state.to_act, text)


def after_calls(
    calls: Sequence[str],
    dealer: int = 0,
    options: dict | None = None,
    hands: Sequence[Sequence[int]] | None = None,
) -> tuple[State, list[ev.Event]]:
    """A single hand after the written calls, and every event they caused."""
    state = State.from_deal(Options.from_mapping(options or {}), dealer, hands or random_hands(0))
    events: list[ev.Event] = []
    for text in calls:
        state, more = state.apply(call(state, text))
        events += more
    return state, events


def situation(
    trump: str,
    leader: int,
    trick: str,
    hand: str,
    options: dict | None = None,
) -> State:
    """The first trick with ``trick`` (codes, from ``leader``) played; ``hand`` is to play."""
    o = Options.from_mapping(options or {})
    t = SUITS.index(trump)
    played = cards(trick)
    own = cards(hand)
    assert len(own) == 8
    seats = [leader]
    for _ in range(len(played)):
        seats.append(next_seat(seats[-1], o))
    to_act = seats[-1]
    hands: dict[int, list[int]] = {to_act: own}
    pool = [c for c in DECK if c not in own and c not in played]
    led = played[0] >> 3 if played else None

    def allowed(x: int, c: int) -> bool:
        if c == played[0]:  # a lead is always free
            return True
        suit = x >> 3
        if c >> 3 != led and suit == led:
            return False
        if c >> 3 not in (led, t) and suit == t:
            return False
        return not (c >> 3 == t and suit == t and STRENGTH[t][x] > STRENGTH[t][c])

    by_need = sorted(
        zip(seats, played, strict=False), key=lambda sc: sum(allowed(x, sc[1]) for x in pool)
    )
    for seat, c in by_need:  # the most constrained hands first
        mine = [x for x in pool if allowed(x, c)][:7]
        assert len(mine) == 7, f"cannot fill seat {seat}'s hand"
        pool = [x for x in pool if x not in mine]
        hands[seat] = [c, *mine]
    for seat in range(4):
        if seat not in hands:
            hands[seat], pool = pool[:8], pool[8:]
    dealer = (leader - o.step) % 4  # so that the leader speaks and leads first
    state = State.from_deal(o, dealer, [hands[s] for s in range(4)])
    state, _ = state.apply(Bid(leader, 80, t))
    for _ in range(3):
        state, _ = state.apply(Pass(state.to_act))
    for c in played:
        state, _ = state.apply(Play(state.to_act, c))
    assert state.to_act == to_act
    return state


def play_randomly(state: State, rng: random.Random) -> tuple[State, list[ev.Event]]:
    """Random legal actions until the state is over."""
    events: list[ev.Event] = []
    while not state.is_over:
        state, more = state.apply(rng.choice(state.legal_actions()))
        events += more
    return state, events


def of_type(events: Sequence[ev.Event], kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]
