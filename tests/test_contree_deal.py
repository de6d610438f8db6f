"""Contrée's deal and match (CONTREE.md §1–3, §11): first dealer, cut, shuffle or the pack
gathered from the tricks or the hands, the four deal patterns, the direction, the next
dealer, the target and its tie rule."""

from __future__ import annotations

import random

import pytest
from contree_helpers import after_calls, next_seat, of_type

from game.contree.rules import events as ev
from game.contree.rules.actions import Pass
from game.contree.rules.options import Options
from game.contree.rules.scoring import match_winner
from game.contree.rules.state import State

PATTERNS = {"3-2-3": (3, 2, 3), "3-3-2": (3, 3, 2), "2-3-3": (2, 3, 3), "4-4": (4, 4)}
DIRECTIONS = ("counterclockwise", "clockwise")


def in_turn_from(seat: int, options: Options) -> list[int]:
    order = [seat]
    for _ in range(3):
        order.append(next_seat(order[-1], options))
    return order


def test_first_dealer_comes_from_the_seed() -> None:
    dealers = [of_type(State.new_match(seed)[1], ev.DealerDrawn)[0].dealer for seed in range(40)]
    assert set(dealers) == {0, 1, 2, 3}
    again = [State.new_match(seed)[0].dealer for seed in range(40)]
    assert again == dealers


@pytest.mark.parametrize("deal", list(PATTERNS))
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_deal_patterns_and_order(deal: str, direction: str) -> None:
    options = Options.from_mapping({"deal": deal, "direction": direction})
    for seed in range(4):
        state, events = State.new_match(seed, options)
        dealer = state.dealer
        order = in_turn_from(next_seat(dealer, options), options)
        dealt = of_type(events, ev.Dealt)
        assert [(d.seat, len(d.cards)) for d in dealt] == [
            (seat, size) for size in PATTERNS[deal] for seat in order
        ]
        for seat in range(4):
            mine = [c for d in dealt if d.seat == seat for c in d.cards]
            assert tuple(mine) == state.dealt[seat] == state.hands[seat]
        assert sorted(c for h in state.hands for c in h) == list(range(32))
        assert state.to_act == order[0]  # the auction starts after the dealer


def test_the_previous_dealer_cuts_leaving_three_cards() -> None:
    for direction in DIRECTIONS:
        options = Options.from_mapping({"direction": direction})
        for seed in range(30):
            state, events = State.new_match(seed, options)
            (cut,) = of_type(events, ev.Cut)
            assert next_seat(cut.seat, options) == state.dealer
            assert 3 <= cut.at <= 29


def play_hand(state: State, rng: random.Random, throw_in: bool) -> tuple[State, list[ev.Event]]:
    """Finish the current hand (four passes when ``throw_in``); the next one is dealt."""
    events: list[ev.Event] = []
    number = state.hand_no
    while state.hand_no == number and not state.is_over:
        action = Pass(state.to_act) if throw_in else rng.choice(state.legal_actions())
        state, more = state.apply(action)
        events += more
    return state, events


def dealt_cards(events: list[ev.Event]) -> list[int]:
    return [c for d in of_type(events, ev.Dealt) for c in d.cards]


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("deal", ["3-2-3", "4-4"])
def test_pack_gathered_from_the_tricks(direction: str, deal: str) -> None:
    options = Options.from_mapping({"direction": direction, "deal": deal})
    for seed in range(6):
        rng = random.Random(seed)
        state, _ = State.new_match(seed, options)
        first_dealer = state.dealer
        state, events = play_hand(state, rng, throw_in=False)
        tricks = of_type(events, ev.TrickWon)
        assert len(tricks) == 8
        top = tricks[-1].winner % 2  # the team that took the last trick
        pack = [c for t in tricks if t.winner % 2 == top for c in t.cards]
        pack += [c for t in tricks if t.winner % 2 != top for c in t.cards]
        (gathered,) = of_type(events, ev.PackGathered)
        assert gathered.source == "tricks"
        assert of_type(events, ev.Shuffled) == []
        (cut,) = of_type(events, ev.Cut)
        assert dealt_cards(events) == pack[cut.at :] + pack[: cut.at]
        assert state.dealer == next_seat(first_dealer, options)


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_pack_gathered_from_the_hands_after_a_throw_in(direction: str) -> None:
    options = Options.from_mapping({"direction": direction})
    for seed in range(6):
        state, _ = State.new_match(seed, options)
        dealer, hands = state.dealer, state.dealt
        state, events = play_hand(state, random.Random(seed), throw_in=True)
        assert of_type(events, ev.ThrownIn) == [ev.ThrownIn(dealer)]
        first = next_seat(dealer, options)
        pack = [c for k in range(4) for c in hands[(first + k) % 4]]  # seat order from next
        (gathered,) = of_type(events, ev.PackGathered)
        assert gathered.source == "hands"
        (cut,) = of_type(events, ev.Cut)
        assert dealt_cards(events) == pack[cut.at :] + pack[: cut.at]
        assert state.dealer == first and state.hand_no == 2 and state.deals == 1
        assert state.scores == (0, 0)


@pytest.mark.parametrize("shuffle", ["first_deal", "every_deal"])
def test_shuffle_option(shuffle: str) -> None:
    options = Options.from_mapping({"shuffle": shuffle})
    state, events = State.new_match(3, options)
    rng = random.Random(3)
    for i in range(4):
        state, more = play_hand(state, rng, throw_in=i % 2 == 1)
        events += more
    shuffled = [e.dealer for e in of_type(events, ev.Shuffled)]
    gathered = of_type(events, ev.PackGathered)
    if shuffle == "first_deal":
        assert len(shuffled) == 1 and len(gathered) == 4
    else:
        assert len(shuffled) == 5 and gathered == []


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_direction_of_speaking(direction: str) -> None:
    options = Options.from_mapping({"direction": direction})
    state, _ = after_calls([], dealer=1, options={"direction": direction})
    seats = []
    for _ in range(4):
        seats.append(state.to_act)
        state, _ = state.apply(Pass(state.to_act))
    assert seats == in_turn_from(next_seat(1, options), options)
    assert seats[0] == (2 if direction == "clockwise" else 0)


def test_the_deal_passes_to_the_next_seat_after_every_hand() -> None:
    options = Options()
    state, _ = State.new_match(11, options)
    rng = random.Random(11)
    for i in range(6):
        before = state.dealer
        state, events = play_hand(state, rng, throw_in=i % 3 == 0)
        if state.is_over:
            break
        assert state.dealer == next_seat(before, options)
        assert of_type(events, ev.HandStarted)[0].dealer == state.dealer


# --- the match -------------------------------------------------------------------------------


def test_match_winner_rule() -> None:
    assert match_winner((1990, 1500), 2000) is None
    assert match_winner((2010, 1500), 2000) == 0
    assert match_winner((2010, 2300), 2000) == 1
    assert match_winner((2100, 2100), 2000) is None  # a tie plays another hand
    assert match_winner((1000, 999), 1000) == 0


@pytest.mark.parametrize("target", [1000, 2000, 3000])
def test_match_ends_at_the_target(target: int) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state, events = State.new_match(seed, Options.from_mapping({"target": target}))
        while not state.is_over:
            state, more = state.apply(rng.choice(state.legal_actions()))
            events += more
        totals = [0, 0]
        ends = of_type(events, ev.HandEnded)
        for i, end in enumerate(ends):
            totals = [totals[0] + end.points[0], totals[1] + end.points[1]]
            if i < len(ends) - 1:
                assert max(totals) < target or totals[0] == totals[1]
        assert tuple(totals) == state.scores
        (over,) = of_type(events, ev.MatchEnded)
        assert max(totals) >= target and totals[over.winner] > totals[1 - over.winner]
        assert over.winner == state.winner and over.scores == state.scores
        assert len(state.finished) == state.deals == len(ends)
