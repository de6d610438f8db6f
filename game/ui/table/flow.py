"""The table's turn flow: whose move it is, what the human may do, when the bots are asked.

No pygame, no drawing, no clock: the table scene tells the flow when its animations are all
done (``settle``) or playing (``moving``), and asks ``next(now, factor)`` what happens at app
time ``now``. Once at rest the flow asks the bots (through a ``Worker``, on a thread in the
window) once per state; a bot's answer is played after a short pause so that a person can
follow, and a human's turn is announced once. Every action, the human's or a bot's, goes
through ``apply``, which plays it in the ``Match`` (the engine decides, the match autosaves)
and returns the events the table animates.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Generic, Protocol

from game.advice import Advice, Hint
from game.interface import Action, Bot, Event, GameState
from game.ui.table.match import HUMAN, Match, StateT

log = logging.getLogger(__name__)

THINK = {
    "play": 0.45,
    "chant": 0.05,
    "discard": 0.05,
    "offer": 0.7,
    "offer_agree": 0.7,
    "offer_answer": 0.7,
    "signal": 0.0,
    "call": 0.4,
    "declare": 0.4,
}
"""A bot's pause before acting, by the game's ``turn_kind`` of the action, in seconds at
normal speed, so that a person can follow (Contrée's calls and declarations long enough to read a
speech bubble, which stays on the face and in the auction's list after). None before a gesture:
one the human sees stays on its face for its step, one they do not see shows nothing."""
OFFER_WINDOW = 2.0
"""Seconds the table waits before a bot's action when the human may interject first (the
game's ``holds_for_human``: Aluette's offer of the point, Contrée's prompt contre)."""
OFFER_WINDOW_MIN = 1.2
"""Even at instant speed the human gets this long to offer: it is a decision, not a show."""
DECISIONS = ("chant", "offer_agree", "offer_answer")
"""The human's turns that are answered in a dialog (cards are picked on the cloth)."""


@dataclass(frozen=True, slots=True)
class Thought:
    """A decision asked for ``state`` at app time ``asked``; ``future`` holds the action."""

    state: GameState
    asked: float
    future: Future[Action | None]


class Worker(Protocol):
    """Where the bots think (``table.worker.BotWorker``: a thread in the window)."""

    def ask(
        self,
        state: GameState,
        bots: Mapping[int, Bot],
        now: float,
        decide: Callable[[Any, Mapping[int, Bot]], Action | None],
    ) -> Thought: ...

    def explain(
        self, state: GameState, seat: int, table_hint: Callable[[Any, int], Hint]
    ) -> Future[Hint]: ...


@dataclass(frozen=True, slots=True)
class Move:
    """What the table does now: play ``action``, or show the human's turn ``ask`` ("play",
    "discard", "chant", "offer_agree", "offer_answer"); neither: only the panels changed."""

    action: Action | None = None
    ask: str | None = None


class TurnFlow(Generic[StateT]):
    """The turn flow of one match at the table; see the module docstring."""

    def __init__(self, match: Match[StateT], worker: Worker) -> None:
        self.match = match
        self.worker = worker
        self.at_rest = False
        """The animations are all done: the table shows the engine's state."""
        self.plan: tuple[Action, float] | None = None
        """A bot's action and the app time it is played at."""
        self.thought: Thought | None = None
        """The bots' decision under way, for the state it was asked in."""
        self.waiting: GameState | None = None
        """The state in which the bots were last asked and passed (asked once per state)."""
        self.asked: str | None = None
        """The human's turn last announced (announced once)."""
        self.hint: tuple[GameState, Future[Hint]] | None = None
        """The hint asked for, and the state it was asked in."""
        self.awaited: list[Future[Any]] = []
        """The worker's answers asked for and not landed yet (``arrived``)."""

    # --- rest and motion ----------------------------------------------------------------------

    def moving(self) -> None:
        """Animations are playing: nothing is decided until they are done."""
        self.at_rest = False

    def settle(self) -> bool:
        """The animations are all done; True the first time (the table re-reads the engine)."""
        if self.at_rest:
            return False
        self.at_rest = True
        return True

    def showing(self) -> int | None:
        """The seat whose turn the table shows (its ring), like the human's "Your turn": the
        engine's seat to act once the table is at rest; nobody while cards move, for the
        engine is already past what the table shows (a card still flying, a deal)."""
        state = self.match.state
        return state.to_act if self.at_rest and not state.is_over else None

    # --- what the human may do ----------------------------------------------------------------

    def human_turn(self) -> str | None:
        """What the human must do now, once the table is at rest."""
        return self.match.human_turn() if self.at_rest else None

    def acting(self) -> int:
        """The seat the human decides for: their own, or their Petit-Jean's."""
        seat = self.match.acting
        return HUMAN if seat is None else seat

    def interjections(self) -> list[Action]:
        """What the table offers the human to do out of turn now (the engine's
        interjections; a lesson narrows them to its script's)."""
        return self.match.interjections()

    def may_interject(self, kind: str) -> bool:
        """The table is at rest and offers the human an interjection of ``kind`` (the game's
        ``turn_kind``: ``offer``, ``signal``, ``call``…)."""
        turn_kind = self.match.api.turn_kind
        return self.at_rest and any(turn_kind(a) == kind for a in self.interjections())

    def bot_seat(self) -> int | None:
        """The bot the table waits for now (thinking, or pausing before its move)."""
        if not self.bot_pending():
            return None
        state = self.match.state
        seat = getattr(self.plan[0], "seat", None) if self.plan else state.to_act
        return seat if seat is not None and seat != HUMAN and state.to_act == seat else None

    def bot_pending(self) -> bool:
        """A bot's move is being thought of, or waits for its pause, at rest."""
        return self.at_rest and (self.plan is not None or self.thought is not None)

    # --- hints -------------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """The human asks what to do: the expert works it out (on the worker). False when it is
        not the human's turn."""
        if self.human_turn() is None:
            return False
        state = self.match.state
        if self.hint is None or self.hint[0] is not state:
            table_hint = self.match.api.table_hint
            self.hint = (state, self.worker.explain(state, self.acting(), table_hint))
            self.awaited.append(self.hint[1])
        return True

    def arrived(self) -> bool:
        """An answer of the worker (a hint, a bot's decision and its reason) landed since the
        last call: the table draws it this frame, without waiting for the pointer to move."""
        landed = [future.done() for future in self.awaited]
        self.awaited = [f for f, done in zip(self.awaited, landed, strict=True) if not done]
        return any(landed)

    def _hint(self) -> Hint | None:
        if self.hint is None or self.hint[0] is not self.match.state or not self.at_rest:
            return None
        future = self.hint[1]
        return future.result() if future.done() else None

    def advice(self) -> Advice | None:
        """The hint's move for the state on the table, once worked out."""
        hint = self._hint()
        return hint.turn if hint else None

    def advised_cards(self) -> set[Any]:
        """The cards the hint outlines in the hand (all six discards at once)."""
        hint = self._hint()
        return hint.cards() if hint else set()

    def gesture_advice(self) -> Advice | None:
        """The gesture the hint says to make now, if any (only while it may be made)."""
        hint = self._hint()
        if hint is None or hint.gesture is None:
            return None
        return hint.gesture if hint.gesture.action in self.match.interjections() else None

    # --- the next move ------------------------------------------------------------------------

    def wakeup(self) -> float | None:
        """App time of the planned bot action, if any."""
        return self.plan[1] if self.plan is not None else None

    def next(self, now: float, factor: float) -> Move | None:
        """At rest: ask the bots, plan the action they chose after its pause, or ask the human.

        ``factor`` is the table's speed (1 normal, 0 instant). None: nothing changed. The bots
        are asked only at rest: a worker thread thinking while cards fly takes the interpreter
        from the frames, and the pause before a bot acts hides most of its thinking anyway.
        """
        if not self.at_rest or self.match.over:
            return None
        changed = False
        if self.plan is None:
            state = self.match.state
            if self.waiting is state:
                return None  # the bots had nothing to add: still the human's move
            if self.thought is None or self.thought.state is not state:
                self.thought = self.worker.ask(state, self.match.bots, now, self.match.decide)
                self.awaited.append(self.thought.future)
                changed = True
            if not self.thought.future.done():
                return Move() if changed else None  # the worker wakes the loop when done
            asked, action = self.thought.asked, self.thought.future.result()
            self.thought = None
            if action is None:
                self.waiting = state
                return self._ask_human()
            self.plan = (action, asked + self.pause(action, factor))
            changed = True
        action, due = self.plan
        if now < due:
            return Move() if changed else None
        self.plan = None
        return Move(action=action)

    def _ask_human(self) -> Move | None:
        turn = self.match.human_turn()
        if turn == self.asked:
            return None
        self.asked = turn
        return Move(ask=turn)

    def pause(self, action: Action, factor: float) -> float:
        """How long the table waits before playing a bot's ``action`` at speed ``factor``."""
        api = self.match.api
        if api.holds_for_human(self.match.state, action, self.match.interjections()):
            return max(OFFER_WINDOW * factor, OFFER_WINDOW_MIN)
        return THINK[api.turn_kind(action)] * factor

    # --- playing ------------------------------------------------------------------------------

    def _decides(self, action: Action) -> bool:
        """``action`` is the human's answer to their turn (not a gesture or an offer)."""
        return self.match.acting is not None and action in self.match.state.legal_actions()

    def can_take_back(self) -> bool:
        return self.match.can_take_back()

    def take_back(self) -> bool:
        """Back to the human's last decision: a bot's move planned or thought of is dropped,
        and the human is asked again. False when there was nothing to take back."""
        if not self.match.take_back():
            return False
        self.plan = None
        self.thought = None
        self.waiting = None
        self.asked = None
        self.at_rest = False
        return True

    def apply(self, actions: list[Action]) -> list[Event]:
        """Play actions (the human's or a bot's) in the match; the events seat 0 may see.

        An action the rules refuse is logged and dropped: the table offered it by mistake.
        """
        events: list[Event] = []
        if actions and self._decides(actions[0]):
            self.match.mark_decision()
        try:
            for action in actions:
                events += self.match.apply(action)
        except self.match.api.IllegalAction as err:
            log.error("the table offered an illegal action: %s", err)
        self.plan = None
        self.asked = None
        self.at_rest = False
        return events
