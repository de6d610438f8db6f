"""The options of issue 24 (CONTREE.md's options table and presets): their names, values and
defaults, YAML's booleans, the presets, and the match of a fixed number of hands."""

from __future__ import annotations

import random

import pytest
import yaml

from game.contree.rules import events as ev
from game.contree.rules.options import CHOICES, PRESETS, OptionError, Options
from game.contree.rules.state import State


def test_defaults() -> None:
    o = Options()
    assert (o.target, o.hands, o.scoring, o.announcements, o.no_trump) == (
        2000,
        0,
        "made_and_declared",
        "off",
        "off",
    )
    assert o.to_mapping() == {}


def test_values() -> None:
    assert CHOICES["target"] == (1000, 1500, 2000, 3000)
    assert CHOICES["hands"] == (0, *range(4, 21))
    assert CHOICES["scoring"] == ("made_and_declared", "declared", "made", "club")
    assert CHOICES["announcements"] == CHOICES["no_trump"] == ("off", "on")


@pytest.mark.parametrize(
    ("text", "name", "value"),
    [
        ("announcements: on", "announcements", "on"),
        ("announcements: off", "announcements", "off"),
        ("no_trump: on", "no_trump", "on"),
        ("no_trump: 'off'", "no_trump", "off"),
        ("hands: 12", "hands", 12),
        ("hands: '20'", "hands", 20),
        ("target: 1500", "target", 1500),
        ("scoring: club", "scoring", "club"),
    ],
)
def test_read_from_yaml(text: str, name: str, value: object) -> None:
    o = Options.from_mapping(yaml.safe_load(text))
    assert getattr(o, name) == value
    assert o.to_mapping() == ({name: value} if value not in ("off",) else {})


@pytest.mark.parametrize(
    "mapping",
    [
        {"hands": 3},
        {"hands": 21},
        {"hands": True},
        {"target": 1200},
        {"scoring": "points"},
        {"announcements": "yes"},
        {"no_trump": 1},
        {"presets": "club"},
    ],
)
def test_refused(mapping: dict) -> None:
    with pytest.raises(OptionError):
        Options.from_mapping(mapping)


def test_presets() -> None:
    club = {
        "raise_on_trump_lead": True,
        "undertrump": True,
        "belote": "points",
        "scoring": "club",
        "target": 2000,
    }
    assert {
        "text": {},
        "club": club,
        "coinche": {**club, "announcements": "on", "no_trump": "on"},
    } == PRESETS
    for preset in PRESETS.values():
        o = Options.from_mapping(preset)
        assert all(getattr(o, k) == v for k, v in preset.items())


@pytest.mark.parametrize("hands", [4, 5, 9])
def test_a_match_of_a_number_of_hands(hands: int) -> None:
    """The match ends after that many hands, thrown-in ones not counted, unless tied."""
    rng = random.Random(hands)
    state, events = State.new_match(hands, Options.from_mapping({"hands": hands}))
    played = 0
    while not state.is_over:
        legal = state.legal_actions()
        action = legal[0] if rng.random() < 0.6 else rng.choice(legal)  # many thrown in
        state, more = state.apply(action)
        for e in more:
            if isinstance(e, ev.HandEnded) and e.score is not None:
                played += 1
            if isinstance(e, ev.MatchEnded):
                assert played >= hands
                scores = e.scores
                assert scores[e.winner] > scores[1 - e.winner]
        events += more
    thrown = sum(1 for e in events if isinstance(e, ev.ThrownIn))
    assert thrown > 0 and state.deals == played + thrown and state.match.played == played
    ends = [f for f in state.finished if f.match.played >= hands and len(set(f.match.scores)) == 2]
    assert ends[0] is state.finished[-1]  # the first hand that could end it did
