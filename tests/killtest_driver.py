"""Kill-test helper: four seeded random bots play a match, autosaving after every action.

Run as ``python killtest_driver.py --data-dir DIR --seed N``. It resumes from DIR's saved
match when there is one, prints ``ready K`` (K: actions already saved) and plays on, saving
as the window does, until the match is over; then prints ``done``. The test kills it with
SIGKILL at random moments and restarts it.

The bots are re-synchronised on resume by letting them decide the saved actions again, so an
interrupted match goes on exactly as an uninterrupted one — and a save that does not match
what the bots would have played is reported (exit status 3).
"""

from __future__ import annotations

import argparse
import sys

from game.aluette.ai import Bot, make_bot
from game.aluette.ai.driver import next_bot_action
from game.aluette.rules import events as ev
from game.aluette.rules.actions import action_to_json
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.storage import Storage, new_meta

OPTIONS = Options.from_mapping({"match_length": "deals:3"})
"""Short matches, so that the kills fall in many matches, at every stage of a match."""


def bots_for(seed: int) -> dict[int, Bot]:
    """The four bots of a match, seeded from the match seed."""
    return {seat: make_bot("random", seed * 10 + seat) for seat in range(4)}


def reference_actions(seed: int) -> list[list]:
    """Every action of the uninterrupted match, in JSON form."""
    state, _ = State.new_match(seed, OPTIONS)
    bots, actions = bots_for(seed), []
    while not state.is_over:
        action = next_bot_action(state, bots)
        state, _ = state.apply(action)
        actions.append(action_to_json(action))
    return actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--seed", type=int, required=True)
    args = parser.parse_args(argv)
    store = Storage.open(args.data_dir)
    bots = bots_for(args.seed)
    state, _ = State.new_match(args.seed, OPTIONS)
    resumed = store.load_match()
    if resumed is None:
        meta, actions = new_meta(human_seat=0, difficulty="novice"), []
    else:
        meta, actions = resumed.meta, resumed.actions
        for saved in actions:
            if next_bot_action(state, bots) != saved:
                print(f"save does not match the bots at {action_to_json(saved)}", file=sys.stderr)
                return 3
            state, _ = state.apply(saved)
        store.record_finished(state, meta)
    print(f"ready {len(actions)}", flush=True)
    while not state.is_over:
        action = next_bot_action(state, bots)
        state, events = state.apply(action)
        actions.append(action)
        store.save_match(args.seed, OPTIONS, actions, meta)
        if any(isinstance(e, ev.HandEnded | ev.MatchEnded) for e in events):
            store.record_finished(state, meta)
    notices = store.take_notices()
    if notices:
        print("; ".join(map(str, notices)), file=sys.stderr)
        return 4
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
