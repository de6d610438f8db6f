"""The frozen expert (arena level ``reference``) still decides as the expert did when it was
frozen, and is reachable in the arena only.

``tests/data/contree_reference.json`` holds seeded hands (every action, played by the
standard bots of that time) and, at every decision, the action the expert of that time chose
there. It was written once, by running this module as a script (``python
tests/test_contree_reference.py``) on the expert as it stood before issue 22 changed it;
running it again now would record today's expert, not the frozen one.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.bots import PLAY_LEVELS
from game.contree.ai import LEVELS, REFERENCE, make_bot
from game.contree.rules.actions import action_from_json, action_to_json
from game.contree.rules.options import Options
from game.contree.rules.state import State
from game.contree.rules.view import view

FIXTURE = Path(__file__).parent / "data" / "contree_reference.json"
HANDS = (
    (3, {}),
    (4, {}),
    (5, {}),
    (6, {"direction": "clockwise", "deal": "4-4"}),
    (12, {"belote": "points", "undertrump": True, "raise_on_trump_lead": True}),
    (13, {"belote": "off"}),
)
"""Match seeds and options of the recorded hands."""


def _start(seed: int, options: dict) -> State:
    return State.new_match(seed, Options.from_mapping(options))[0]


def _write() -> None:  # pragma: no cover - run once by hand, see the module's docstring
    from game.contree.ai.driver import next_bot_action
    from game.contree.ai.expert import ExpertBot

    hands = []
    for seed, options in HANDS:
        state = _start(seed, options)
        players = {s: make_bot("standard", seed * 8 + s) for s in range(4)}
        actions, expected = [], []
        while state.deals == 0:
            expert = ExpertBot(seed + len(actions))
            expected.append(action_to_json(expert.choose(view(state, state.to_act))))
            action = next_bot_action(state, players)
            actions.append(action_to_json(action))
            state, _ = state.apply(action)
        hands.append({"seed": seed, "options": options, "actions": actions, "expert": expected})
    FIXTURE.write_text(json.dumps(hands, indent=1) + "\n")


def test_the_reference_decides_as_the_frozen_expert() -> None:
    hands = json.loads(FIXTURE.read_text())
    assert len(hands) == len(HANDS)
    for hand in hands:
        state = _start(hand["seed"], hand["options"])
        for i, (action, expected) in enumerate(zip(hand["actions"], hand["expert"], strict=True)):
            bot = make_bot(REFERENCE, hand["seed"] + i)
            chosen = bot.choose(view(state, state.to_act))
            assert action_to_json(chosen) == expected, (hand["seed"], i)
            state, _ = state.apply(action_from_json(action))


def test_the_reference_is_an_arena_level_only() -> None:
    from game.contree import api

    assert REFERENCE in LEVELS and REFERENCE in api.LEVELS
    assert REFERENCE not in PLAY_LEVELS
    assert make_bot(REFERENCE, 0).level == REFERENCE


def test_the_reference_shares_no_module_it_could_drift_with() -> None:
    """Every module the frozen expert imports is its own copy, the engine or shared code."""
    import ast

    folder = Path(__file__).parents[1] / "game" / "contree" / "ai" / "reference"
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "game.contree.ai"
            ):
                assert node.module.startswith("game.contree.ai.reference"), path.name


if __name__ == "__main__":
    _write()


def test_past_a_no_trump_bid_the_reference_hands_over_to_todays_expert() -> None:
    """The frozen expert never knew no trump: once such a bid is heard, today's expert
    decides for it (the same action); before, it decides alone."""
    from game.contree.ai.expert import ExpertBot
    from game.contree.rules.actions import Bid, Pass

    state = _start(21, {"no_trump": "on"})
    first = view(state, state.to_act)
    assert make_bot(REFERENCE, 1).choose(first) in first.legal
    bid = next(a for a in state.legal_actions() if isinstance(a, Bid) and a.trump == 4)
    state, _ = state.apply(bid)
    for _ in range(12):
        if state.phase != "auction" and state.trick_number > 1:
            break
        seen = view(state, state.to_act)
        action = make_bot(REFERENCE, 7).choose(seen)
        assert action == ExpertBot(7).choose(seen)
        state, _ = state.apply(action if action in seen.legal else Pass(seen.seat))
