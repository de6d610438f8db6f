"""A deal played again at the real table, as practice: from its first call (Replay this deal,
on a hand's result box) or from any decision of its review (Play again from here).

The practice is a match of its own on the game's table scene (each game's
``game.ui.<game>.practice_table`` mixes ``Practice`` into its table scene), as the lesson is: no
storage, so it is counted nowhere, enters no history and never replaces the saved match;
``meta["practice"]`` says so on the score panel. It opens over the screen it came from (the
result box of the match in progress, or the review), which waits underneath exactly where
it was: the human chooses again, the bots of the same level decide as before (seeded from
the deal as in the match), and when the hand ends its result box ends the practice. Escape
or Menu leaves at any time.
"""

from __future__ import annotations

from typing import Any

from game.storage import new_meta
from game.ui.scenes.base import Host
from game.ui.scenes.table import TableScene
from game.ui.table.animation import Step
from game.ui.table.flow import TurnFlow
from game.ui.table.match import HUMAN, Match


class PracticeFlow(TurnFlow):
    """The table's turn flow, stopping on the hand's end: the next deal is not played."""

    def __init__(self, scene: Practice) -> None:
        super().__init__(scene.match, scene.app.bots)
        self.scene = scene

    def apply(self, actions: list[Any]) -> list[Any]:
        """The moves played; once the hand ends the table stays on it (its events up to the
        hand's end are shown, the next deal's are not)."""
        events = super().apply(actions)
        api = self.match.api
        end = next((i for i, e in enumerate(events) if isinstance(e, api.HAND_ENDED)), None)
        if end is None:
            return events
        self.scene.ended = self.match.state.finished[-1]
        self.match.state = self.scene.ended
        return events[: end + 1]


class Practice(TableScene):
    """What a practice adds to a game's table; mixed in before the game's table scene."""

    def __init__(self, app: Host, game: str, state: Any, difficulty: str) -> None:
        meta = {**new_meta(HUMAN, difficulty, app.deck), "practice": True, "replay": True}
        meta["game"] = game
        self.ended: Any = None
        """The hand once it is over (the practice's result box reviews it)."""
        super().__init__(app, Match(state, meta, [], store=None))
        self.flow = PracticeFlow(self)

    def finished_hand(self) -> Any:
        return self.ended

    def hold_for_result(self, event: Any, step: Step) -> None:
        """The hand's result as in a match; no match's end."""
        if not isinstance(event, self.match.api.HAND_ENDED):
            step.release()
            return
        super().hold_for_result(event, step)

    def dialog_closed(self, dialog: Any) -> None:
        """The hand's result box closed: the practice is over."""
        super().dialog_closed(dialog)
        if self.ended is not None:
            self.leave()

    def open_menu(self) -> None:
        """Escape or Menu: back to where the practice was opened from."""
        self.leave()

    def leave(self) -> None:
        self.app.pop(self)

    def to_menu(self) -> None:
        self.leave()
