"""The visible table has one source of truth: built step by step or synced, it is the same.

The table's model is built twice: by the director's callbacks as each animation lands, and at
once by ``AluetteModel.sync`` from the engine's view whenever the animations are all done. If
the two disagree, the table jumps when it comes to rest. These tests play random matches of
every table the rules allow through the real ``Match`` and ``Director`` (instant animations,
no pygame) and compare the two after every action, and at every hand's result with the
hand as the engine finished it.
"""

from __future__ import annotations

import random
from dataclasses import fields

from hypothesis import given, settings
from hypothesis import strategies as st

from game.aluette.ai.base import RandomBot
from game.aluette.ai.driver import play_out
from game.aluette.rules import events as ev
from game.aluette.rules.actions import Action
from game.aluette.rules.options import CHOICES, OptionError, Options
from game.aluette.rules.record import replay, validate
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import State
from game.storage import new_meta
from game.ui.aluette.director import AluetteDirector
from game.ui.aluette.model import AluetteModel
from game.ui.table.animation import AnimationQueue, Step
from game.ui.table.match import Match


def _tables() -> list[Options]:
    """Every table the options allow: each number of players with each variant."""
    tables = []
    for players in CHOICES["players"]:
        for variant in CHOICES["variant"]:
            try:
                mapping = {"players": players, "variant": variant, "match_length": "deals:2"}
                tables.append(Options.from_mapping(mapping))
            except OptionError:
                continue
    return tables


TABLES = _tables()
ANIMATION_ONLY = {"expressions", "selected", "winning"}
"""Model fields that only live while something moves or the human picks cards."""


def shown(model: AluetteModel) -> dict[str, object]:
    """What the table draws from the model."""
    return {f.name: getattr(model, f.name) for f in fields(model) if f.name not in ANIMATION_ONLY}


def synced(state: State) -> dict[str, object]:
    model = AluetteModel.for_state(state)
    model.sync(state)
    return shown(model)


class Table:
    """The director's host with instant animations: results are read, then released."""

    def __init__(self, state: State) -> None:
        self.model = AluetteModel.for_state(state)
        self.queue = AnimationQueue(0.0)
        self.director = AluetteDirector(self)
        self.results: list[tuple[ev.Event, dict[str, object]]] = []

    def t(self, key: str, count: int | None = None, **values: object) -> str:
        return key

    def name(self, seat: int, inline: bool = False) -> str:
        return f"seat {seat}"

    def about(self, key: str, seat: int | None) -> str:
        return key

    def now(self) -> float:
        return 0.0

    def play_sound(self, name: str) -> None:
        pass

    def gesture_caption(self, seat: int, gesture: str) -> str:
        return ""

    def hold_for_result(self, event: ev.HandEnded | ev.MatchEnded, step: Step) -> None:
        self.results.append((event, shown(self.model)))
        step.release()

    def show(self, events: list[ev.Event]) -> None:
        """Animate the events to the end, as the table does before it comes to rest."""
        self.director.feed(events)
        while self.queue.busy:
            self.queue.update(1.0, lambda _anchor: (0.0, 0.0))


def _choose(state: State, rng: random.Random) -> Action:
    """A random legal action; now and then a gesture or an offer of the point instead."""
    extra = [a for seat in range(state.n) for a in state.interjections(seat)]
    if extra and rng.random() < 0.15:
        return rng.choice(extra)
    return rng.choice(state.legal_actions())


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 1 << 30), st.randoms(use_true_random=False))
def test_the_table_built_step_by_step_is_the_synced_table(
    options: Options, seed: int, rng: random.Random
) -> None:
    state, opening = State.new_match(seed, options)
    match = Match(state, new_meta(), [])
    table = Table(state)
    table.show(match.visible(opening))
    assert shown(table.model) == synced(match.state)
    while not match.over:
        table.results.clear()
        table.show(match.apply(_choose(match.state, rng)))
        assert shown(table.model) == synced(match.state)
        for event, at_result in table.results:  # the hand as it ended, before the next deal
            hand = match.state.finished[-1] if isinstance(event, ev.HandEnded) else match.state
            assert at_result == synced(hand)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(TABLES), st.integers(0, 1 << 30))
def test_every_card_played_lies_once_in_a_trick_pile_or_the_spoiled_pile(
    options: Options, seed: int
) -> None:
    """At the end of each hand, replayed from its record as the history shows it."""
    state, _ = State.new_match(seed, options)
    end = play_out(state, {s: RandomBot(seed + s) for s in range(state.n)})
    for hand in end.finished:
        replayed = replay(validate(write_record(hand)))
        model = AluetteModel.for_state(replayed)
        model.sync(replayed)
        played = sum(len(cards) for cards, _winner in model.past_tricks)
        assert sum(model.tricks) * replayed.n + model.dead == played


def test_a_cow_game_hand_ending_spoiled_shows_no_pile_once_carried() -> None:
    """The engine carries the last spoiled tricks to the first taker: not also on the pile."""
    options = Options.from_mapping({"variant": "vache", "match_length": "deals:3"})
    found = 0
    for seed in range(10):
        state, _ = State.new_match(seed, options)
        end = play_out(state, {s: RandomBot(seed * 8 + s) for s in range(4)})
        for hand in end.finished:
            if hand.winners[-1] is None and any(w is not None for w in hand.winners):
                replayed = replay(validate(write_record(hand)))
                model = AluetteModel.for_state(replayed)
                model.sync(replayed)
                assert model.dead == 0
                assert sum(model.tricks) == len(hand.winners)
                found += 1
    assert found, "no Cow Game hand ended on a spoiled trick"
