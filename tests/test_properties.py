"""Random matches under random option mixes: invariants that must hold in every state.

Each example plays a whole match with random legal actions, random interjections (offers,
gestures) and random *illegal* attempts, and checks after every action: the 48 cards are all
accounted for, tricks follow the rules, no seat's view shows another seat's hidden cards, and
every finished hand replays from its record to the same result.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import classes_for, next_seat, snapshot

from game.aluette.cards import GESTURES
from game.aluette.rules import events as ev
from game.aluette.rules.actions import (
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.events import redact
from game.aluette.rules.options import Options
from game.aluette.rules.record import replay, summary, validate
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import IllegalAction, State
from game.aluette.rules.view import view

MAX_ACTIONS = 3000

option_mixes = st.fixed_dictionaries(
    {
        "players": st.sampled_from([4, 4, 6, "petit_jean", "heads_up"]),
        "cow_players": st.sampled_from([3, 4, 5]),
        "variant": st.sampled_from(["aluette", "aluette", "aluette", "vache", "short_text"]),
        "match_length": st.sampled_from(
            ["points:1", "points:3", "deals:1", "deals:3", "hand_wins:1", "hand_wins:2"]
        ),
    },
    optional={
        "partnership_method": st.sampled_from(["top_four_cards", "draw_four_rank", "random"]),
        "first_dealer": st.sampled_from(["madame", "random"]),
        "chant": st.sampled_from(["off", "unanimous"]),
        "chant_recipients": st.sampled_from(["left_and_dealer", "left_and_dealer_partner"]),
        "offer_point": st.sampled_from(["off", "on"]),
        "offer_timing": st.sampled_from(["before_lead", "anytime"]),
        "refusal_obliges_mordienne": st.booleans(),
        "mordienne": st.sampled_from(["off", "standard", "s0"]),
        "mordienne_spoiled_breaks_run": st.booleans(),
        "mordienne_min_run": st.sampled_from([1, 3]),
        "signals": st.sampled_from(["off", "partner_only", "table_visible"]),
        "signal_intercept": st.floats(0.0, 1.0),
        "short_text_specials": st.sampled_from(["off", "on"]),
    },
).map(lambda m: fit_table(**m))


def fit_table(cow_players: int, **options) -> dict:
    """The Cow Game is played by 3, 4 or 5; the other games at their own tables."""
    return {**options, "players": cow_players} if options["variant"] == "vache" else options


def random_action(state: State, rng: random.Random):
    """Any action at all, legal or not."""
    seat = rng.randrange(state.n + 1)  # sometimes a seat that is not at the table
    kind = rng.randrange(7)
    if kind == 0:
        return Play(seat, rng.randrange(48))
    if kind == 1:
        return Discard(seat, rng.randrange(48))
    if kind == 2:
        return ChantVote(seat, rng.random() < 0.5)
    if kind == 3:
        return Offer(seat)
    if kind == 4:
        return OfferAgree(seat, rng.random() < 0.5)
    if kind == 5:
        return OfferAnswer(seat, rng.random() < 0.5)
    return Signal(seat, rng.choice(GESTURES))


def is_allowed(state: State, action) -> bool:
    if action in state.legal_actions():
        return True
    return 0 <= action.seat < state.n and action in state.interjections(action.seat)


# --- invariants --------------------------------------------------------------------------------


def played_cards(state: State) -> list[int]:
    return [c for _leader, trick, _w in state.trick_log for _, c in trick] + [
        c for _, c in state.trick
    ]


def check_cards(state: State) -> None:
    everything = (
        [c for h in state.hands for c in h]
        + list(state.talon)
        + [c for d in state.discards for c in d]
        + played_cards(state)
    )
    assert sorted(everything) == list(range(48))


def check_tricks(state: State) -> None:
    options = state.options
    classes = classes_for(options)
    leader = next_seat(state.dealer, options)
    for leader_logged, trick, winner in state.trick_log:
        assert leader_logged == leader
        seats = [s for s, _ in trick]
        expected = [leader]
        while len(expected) < state.n:
            expected.append(next_seat(expected[-1], options))
        assert seats == expected  # one card per seat, in turn from the leader
        best = min(classes[c] for _, c in trick)
        holders = [s for s, c in trick if classes[c] == best]
        if len(holders) == 1:
            assert winner == holders[0]
            leader = winner
        else:
            assert winner is None  # spoiled: nobody's, the same leader again
    if state.trick:
        assert state.trick[0][0] == leader
    counts = state.tricks_won()
    spoiled = sum(1 for _, _, w in state.trick_log if w is None)
    assert sum(counts) + state.spoiled_tricks() == len(state.trick_log)
    assert state.spoiled_tricks() == (state.pending if options.carry_spoiled else spoiled)
    if not options.carry_spoiled:
        assert sum(counts) == len(state.trick_log) - spoiled
        for seat in range(state.n):
            assert counts[seat] == sum(1 for _, _, w in state.trick_log if w == seat)
    else:
        assert sum(counts) + state.pending <= len(state.trick_log)


def check_hand_end(end: ev.HandEnded, options: Options, hand: State) -> None:
    played = len(hand.trick_log)
    assert sum(end.tricks_won) + end.spoiled == played  # every trick held or spoiled
    if end.reason != "offer_accepted":
        assert played == options.hand_size
    assert sum(end.points) in (0, 1, 2)
    assert sum(1 for p in end.points if p) <= 1
    assert len(end.points) == options.n_teams
    if end.mordienne:
        assert sum(end.points) == 2


def hidden_from(state: State, seat: int) -> set[int]:
    """Cards ``seat`` must not see: others' hands (unless exposed), discards, the talon."""
    exposed = state.phase not in ("chant", "discard")  # a Petit-Jean shows its hand at play
    hidden = set(state.talon)
    for other in range(state.n):
        if other == seat:
            continue
        if not (exposed and other in state.options.dummy_seats):
            hidden |= set(state.hands[other])
        hidden |= set(state.discards[other])
    return hidden


def check_view(state: State, seat: int) -> None:
    v = view(state, seat)
    shown: set[int] = set(v.hand) | set(v.talon_received) | set(v.discards)
    shown |= {c for _, c in v.trick}
    shown |= {c for _, trick, _ in v.tricks for _, c in trick}
    shown |= {c for _, cards in v.exposed for c in cards}
    shown |= {a.card for a in (*v.legal, *v.interjections) if isinstance(a, Play | Discard)}
    assert not shown & hidden_from(state, seat)
    assert sorted(v.hand) == sorted(state.hands[seat])
    assert v.spoiled_tricks == state.spoiled_tricks()
    assert set(v.discards) == set(state.discards[seat])
    for signal in v.signals:
        made = next(
            m for m, *_ in state.signal_log if (m.seat, m.gesture) == (signal.seat, signal.gesture)
        )
        assert signal.seat == seat or seat in made.seen_by


def check_redaction(events: list, state: State) -> None:
    for e in events:
        for seat in range(state.n):
            seen = redact(e, seat)
            if isinstance(e, ev.Dealt) and e.seat != seat:
                assert set(seen.cards) == {None}
            if isinstance(e, ev.TalonCard | ev.Discarded) and e.seat != seat:
                assert seen.card is None
            if isinstance(e, ev.SignalMade):
                assert (seen is None) == (seat != e.seat and seat not in e.seen_by)
                if seen is not None:
                    assert set(state.partners(e.seat)) <= e.seen_by


def check_replay(hand: State, end: ev.HandEnded) -> None:
    record = json.loads(json.dumps(write_record(hand)))
    result = summary(replay(validate(record)))
    assert result["finished"]
    assert result["points"] == list(end.points)
    assert result["hand_winner"] == end.winner
    assert result["mordienne"] == end.mordienne
    assert result["tricks_won"] == list(end.tricks_won)


# --- the random matches ------------------------------------------------------------------------


@settings(
    max_examples=500,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(mix=option_mixes, seed=st.integers(0, 2**32 - 1), policy=st.integers(0, 2**32 - 1))
def test_random_matches_keep_the_rules(mix: dict, seed: int, policy: int) -> None:
    options = Options.from_mapping(mix)
    rng = random.Random(policy)
    state, events = State.new_match(seed, options)
    check_redaction(events, state)
    for _ in range(MAX_ACTIONS):
        if state.is_over:
            break
        roll = rng.random()
        if roll < 0.1:
            action = random_action(state, rng)
            allowed = is_allowed(state, action)
            try:
                state, new_events = state.apply(action)
            except IllegalAction:
                assert not allowed, action
                continue
            assert allowed, action
        else:
            if roll < 0.2 and (extra := state.interjections(rng.randrange(state.n))):
                action = rng.choice(extra)
            else:
                action = rng.choice(state.legal_actions())
            before = snapshot(state)
            old = state
            state, new_events = state.apply(action)
            assert snapshot(old) == before  # apply never changes the old state
        ends = [e for e in events if isinstance(e, ev.HandEnded)]
        for e in new_events:
            if isinstance(e, ev.TalonLeft):
                assert e.count == 48 - state.n * options.hand_size
            if isinstance(e, ev.HandEnded):
                check_hand_end(e, options, state.finished[len(ends)])
                check_replay(state.finished[len(ends)], e)
                ends.append(e)
        events += new_events
        check_redaction(new_events, state)
        check_cards(state)
        check_tricks(state)
        check_view(state, rng.randrange(state.n))
    assert state.is_over, "the match did not end"
    ends = [e for e in events if isinstance(e, ev.HandEnded)]
    assert len(ends) == len(state.finished) == state.deals
    for seat in range(state.n):
        check_view(state, seat)
    check_match_end(events, state)


def check_match_end(events: list, state: State) -> None:
    (ended,) = [e for e in events if isinstance(e, ev.MatchEnded)]
    assert isinstance(events[-1], ev.MatchEnded)
    kind, goal = state.options.match_goal
    totals = [0] * state.options.n_teams
    wins = [0] * state.options.n_teams
    for end in (e for e in events if isinstance(e, ev.HandEnded)):
        totals = [a + b for a, b in zip(totals, end.points, strict=True)]
        wins = [w + (p > 0) for w, p in zip(wins, end.points, strict=True)]
    assert list(ended.scores) == totals
    tally = wins if kind == "hand_wins" else totals
    assert tally[ended.winner] == max(tally)
    assert sorted(tally)[-2] < tally[ended.winner]  # a single leader
    if kind == "deals":
        assert state.deals >= goal
    else:
        assert tally[ended.winner] >= goal


@settings(max_examples=150, deadline=None)
@given(mix=option_mixes, seed=st.integers(0, 2**32 - 1))
def test_every_seat_view_through_one_hand(mix: dict, seed: int) -> None:
    """All seats' views at every step of a first hand, chant agreed where there is one."""
    options = Options.from_mapping({**mix, "match_length": "deals:1"})
    rng = random.Random(seed)
    state, _ = State.new_match(seed, options)
    while not state.is_over:
        for seat in range(state.n):
            check_view(state, seat)
        if state.phase == "chant":
            action = ChantVote(state.to_act, True)
        else:
            action = rng.choice(state.legal_actions())
        state, _ = state.apply(action)
    check_cards(state)
