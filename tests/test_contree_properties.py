"""Random Contrée matches under random option mixes: invariants that hold in every state.

Each example plays a whole match with random legal calls and cards, random prompt contres and
random *illegal* attempts, and checks after every action: the 32 cards are all accounted
for, a seat to act always has a legal action, no view shows another seat's cards, refused
actions change nothing, every played hand counts 162 card points, and every finished hand
replays from its record to the same result. A last property replays ``(seed, options,
actions)`` in another Python process and compares every event.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.contree.rules import events as ev
from game.contree.rules.actions import (
    BIDS,
    CONTRES,
    PASSES,
    PLAYS,
    SURCONTRES,
    Pass,
    action_from_json,
    action_to_json,
)
from game.contree.rules.options import CHOICES, Options
from game.contree.rules.record import write as write_record
from game.contree.rules.state import IllegalAction, State
from game.contree.rules.view import view
from game.records import score

option_mixes = st.fixed_dictionaries(
    {"target": st.sampled_from([1000, 1000, 2000])},
    optional={
        name: st.sampled_from(values) for name, values in CHOICES.items() if name != "target"
    },
)

EVERY_ACTION = [a for seat in range(4) for a in (PASSES[seat], CONTRES[seat], SURCONTRES[seat])]
EVERY_ACTION += [a for row in BIDS for a in row] + [a for row in PLAYS for a in row]


def snapshot(state: State) -> tuple:
    return (
        state.phase,
        state.to_act,
        state.hands,
        state.trick,
        state.trick_log,
        state.auction,
        state.contract,
        state.scores,
        state.match.hand_no,
    )


def check_state(state: State) -> None:
    if state.is_over:
        assert state.to_act is None and state.legal_actions() == []
        return
    assert state.legal_actions(), "a seat to act always has something to do"
    played = [c for _, t, _ in state.trick_log for _, c in t] + [c for _, c in state.trick]
    held = [c for h in state.hands for c in h]
    assert sorted(held + played) == list(range(32))
    for seat in range(4):
        v = view(state, seat)
        assert v.hand == tuple(sorted(state.hands[seat]))
        seen = set(v.hand) | set(v.played) | {c for _, c in v.belote}
        others = {c for s in range(4) if s != seat for c in state.hands[s]}
        assert not seen & others, "a view shows another seat's cards"
        assert v.legal == (tuple(state.legal_actions()) if state.to_act == seat else ())


def check_events(events: list[ev.Event], state: State) -> None:
    for seat in range(4):
        for e in events:
            shown = ev.redact(e, seat)
            if isinstance(e, ev.Dealt) and e.seat != seat:
                assert set(shown.cards) == {None}
    ends = [e for e in events if isinstance(e, ev.HandEnded)]
    for end in ends:
        if end.score is not None:
            assert sum(end.score.card_points) == 162
            assert sum(end.tricks_won) == 8


def play_match(seed: int, options: Options, rng: random.Random, pass_rate: float):
    """A whole match with random legal actions, prompt contres and refused attempts."""
    state, events = State.new_match(seed, options)
    actions = []
    hand_points: list[int] = []
    while not state.is_over:
        check_state(state)
        if rng.random() < 0.1:
            attempt = rng.choice(EVERY_ACTION)
            before = snapshot(state)
            try:
                after, more = state.apply(attempt)
            except IllegalAction:
                assert snapshot(state) == before
                continue
            assert snapshot(state) == before
            action = attempt
        else:
            extra = [a for seat in range(4) for a in state.interjections(seat)]
            legal = state.legal_actions()
            if extra and rng.random() < 0.5:
                action = rng.choice(extra)
            elif isinstance(legal[0], Pass) and rng.random() < pass_rate:
                action = legal[0]
            else:
                action = rng.choice(legal)
            after, more = state.apply(action)
        state = after
        events += more
        actions.append(action)
        hand_points += [e.points for e in more if isinstance(e, ev.TrickWon)]
        if any(isinstance(e, ev.HandEnded) and e.score for e in more):
            assert sum(hand_points) == 162
        if any(isinstance(e, ev.HandEnded) for e in more):
            hand_points = []
    check_state(state)
    return state, events, actions


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    mapping=option_mixes,
    pass_rate=st.sampled_from([0.0, 0.5, 0.8, 0.95]),
)
def test_random_matches_keep_every_invariant(seed: int, mapping: dict, pass_rate: float) -> None:
    options = Options.from_mapping(mapping)
    state, events, _ = play_match(seed, options, random.Random(seed), pass_rate)
    check_events(events, state)
    ends = [e for e in events if isinstance(e, ev.HandEnded)]
    assert len(state.finished) == len(ends) == state.deals
    for hand, end in zip(state.finished, ends, strict=True):
        result = score(json.loads(json.dumps(write_record(hand))))
        assert result["points"] == list(end.points)
        assert result["tricks_won"] == list(end.tricks_won)
        if end.score is None:
            assert result["contract"] is None and result["made"] is None
        else:
            assert result["made"] is end.score.made
            assert result["card_points"] == list(end.score.card_points)
            belote_off = hand.options.belote == "off"  # CONTREE.md: null under belote: off
            assert result["belote"] == (None if belote_off else end.score.belote)
            assert result["contract"]["multiplier"] == end.score.multiplier


def digest(events: list[ev.Event]) -> str:
    return hashlib.sha256(repr(events).encode()).hexdigest()


CHILD = """
import json, sys, hashlib
from game.contree.rules.actions import action_from_json
from game.contree.rules.options import Options
from game.contree.rules.state import State
job = json.load(open(sys.argv[1]))
state, events = State.new_match(job["seed"], Options.from_mapping(job["options"]))
for item in job["actions"]:
    state, more = state.apply(action_from_json(item))
    events += more
print(hashlib.sha256(repr(events).encode()).hexdigest())
"""


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), mapping=option_mixes)
def test_replay_is_identical_in_another_process(seed: int, mapping: dict, tmp_path_factory) -> None:
    options = Options.from_mapping(mapping)
    _, events, actions = play_match(seed, options, random.Random(seed), 0.5)
    jobs = [action_to_json(a) for a in actions]
    assert [action_from_json(j) for j in jobs] == actions
    path = tmp_path_factory.mktemp("replay") / "job.json"
    path.write_text(json.dumps({"seed": seed, "options": mapping, "actions": jobs}))
    root = str(Path(__file__).resolve().parent.parent)
    env = {**os.environ, "PYTHONHASHSEED": str(seed % 1000 + 1), "PYTHONPATH": root}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == digest(events)
