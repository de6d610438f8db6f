"""Kill-test helper: a match at the table's own save path, with seeded random bots in every seat.

Run as ``python killtest_driver.py --data-dir DIR --seed N [--game contree]``. The match is
played the way the window plays it — ``Match`` (new, or resumed from DIR's save with the
window's catch-up of statistics and history), moves through the table's ``TurnFlow``, the
storage writing in the background — only at full speed and without a window. It prints
``ready K`` (K: actions in the resumed save), then ``saved K`` each time the writer reports
the save of the first K actions on disk, and ``done`` once the match is over and every file
flushed. The test kills it with SIGKILL at random moments and restarts it.

The bots are re-synchronised on resume by letting them decide the saved actions again, so an
interrupted match goes on exactly as an uninterrupted one — and a save that does not match
what the bots would have played is reported (exit status 3).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from concurrent.futures import Future

from game.aluette.ai import Bot
from game.aluette.rules.actions import Action
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.contree.rules.options import Options as ContreeOptions
from game.games import GAMES
from game.storage import Storage
from game.ui.table.flow import Thought, TurnFlow
from game.ui.table.match import Match

OPTIONS = {
    "aluette": Options.from_mapping({"match_length": "deals:3"}),
    "contree": ContreeOptions(target=1000),
}
"""Short matches, so that the kills fall in many matches, at every stage of a match."""


def engine(game: str):
    """The game's ``new_match``, ``action_to_json`` and ``next_bot_action``."""
    api = GAMES[game].api
    return api.new_match, api.action_to_json, api.next_bot_action


def bots_for(seed: int, game: str = "aluette") -> dict[int, Bot]:
    """The four bots of a match, seeded from the match seed."""
    make_bot = GAMES[game].api.make_bot
    return {seat: make_bot("random", seed * 10 + seat) for seat in range(4)}


def reference(seed: int, game: str = "aluette") -> tuple[list[list], State]:
    """Every action of the uninterrupted match, in JSON form, and its end."""
    new, to_json, next_bot_action = engine(game)
    state, _ = new(seed, OPTIONS[game])
    bots, actions = bots_for(seed, game), []
    while not state.is_over:
        action = next_bot_action(state, bots)
        state, _ = state.apply(action)
        actions.append(to_json(action))
    return actions, state


class AtOnce:
    """The bots decide on the caller's thread (the window's worker is a thread)."""

    def ask(self, state: State, bots: Mapping[int, Bot], now: float, decide) -> Thought:
        future: Future[Action | None] = Future()
        future.set_result(decide(state, bots))
        return Thought(state, now, future)


def open_match(
    store: Storage, seed: int, bots: dict[int, Bot], game: str = "aluette"
) -> Match | None:
    """The saved match resumed as "Continue" does (bots caught up), or a new one as "New
    match" does; None if the save is not what the bots played."""
    new, to_json, next_bot_action = engine(game)
    resumed = Match.load(store)
    if resumed is None:
        match, _events = Match.new(seed, OPTIONS[game], "novice", "french", store, game=game)
    else:
        state, _ = new(seed, OPTIONS[game])
        for saved in resumed.actions:
            if next_bot_action(state, bots) != saved:
                print(f"save does not match the bots at {to_json(saved)}", file=sys.stderr)
                return None
            state, _ = state.apply(saved)
        match = Match.resume(resumed, store)
    match.bots = bots
    return match


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data-dir", required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--game", default="aluette", choices=tuple(GAMES))
    args = parser.parse_args(argv)
    store = Storage.open(args.data_dir, background=True)
    match = open_match(store, args.seed, bots_for(args.seed, args.game), args.game)
    if match is None:
        return 3
    print(f"ready {len(match.actions)}", flush=True)
    flow = TurnFlow(match, AtOnce())
    unsaved: list[tuple[int, int]] = []  # (ticket, actions) not yet reported on disk
    clock = 0.0
    while not match.over:
        flow.settle()
        move = None
        for _ in range(2):  # the bots decide; a minute later any pause before the move is over
            clock += 60.0
            move = flow.next(clock, 0.0)
            if move is not None and move.action is not None:
                break
        if move is None or move.action is None:
            print(f"the flow did not move: {move}", file=sys.stderr)
            return 5
        flow.apply([move.action])
        unsaved.append((match.saved_as, len(match.actions)))
        saved = [count for ticket, count in unsaved if store.match_saved(ticket)]
        if saved:
            unsaved = [(t, c) for t, c in unsaved if c > saved[-1]]
            print(f"saved {saved[-1]}", flush=True)
    store.close()
    notices = store.take_notices()
    if notices:
        print("; ".join(map(str, notices)), file=sys.stderr)
        return 4
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
