"""Guided first hands: a prepared deal played with the player, stopping at each new idea.

A lesson is data. Its match starts from a fixed seed and options, and every action of the
hand — the bots' and the player's — is written down, so the hand is the same every time; the
engine replays it exactly. Between the actions sit the steps: a caption (a locale key under
``lesson.<game>.``) shown once that many actions have been played, and the place of the table
it points at. A step either waits for the player's Continue (``wait``) or stays up while the
player makes the move the script wants, the next action; a move that differs is refused and
the step's ``wrong`` sentence said (the generic one without it).

No pygame here: the table (``game.ui.scenes.lesson``) shows the captions and the tests ask the
engine that each idea a caption names really happens.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.games import GAMES

HUMAN = 0
"""The player's seat, as at every table."""

Point = tuple[Any, ...]
"""What a caption points at, for the table layout to place: ``("hand",)`` the player's hand,
``("card", card)`` one of its cards, ``("seat", seat)`` a player, ``("trick",)``,
``("talon",)``, ``("dead",)`` the spoiled tricks' pile, ``("score",)``, ``("last_trick",)``,
``("bidding",)`` Contrée's bidding panel, ``("contract",)`` its contract panel."""


@dataclass(frozen=True, slots=True)
class Step:
    """One caption: shown once ``before`` actions of the script are played."""

    key: str
    point: Point
    wait: bool = True
    """True: a Continue closes it. False: it stays while the player makes the next move."""
    wrong: str | None = None
    """What to say (a key under ``lesson.<game>.``) when the player's move is not the script's."""
    before: int = 0


@dataclass(frozen=True, slots=True)
class Lesson:
    """A prepared hand: where it starts, every action, and the captions between them."""

    game: str
    seed: int
    options: dict[str, Any]
    actions: tuple[Any, ...]
    steps: tuple[Step, ...]
    tried_wrong: str | None = None
    """The step (its key) where the pictures (``aluette shots``) first try a move off the
    script, so that a refusal is shown too."""

    def start(self) -> tuple[Any, list[Any]]:
        """The lesson's match as the engine starts it: the state and the opening events."""
        api = GAMES[self.game].api
        return api.new_match(self.seed, api.read_options(self.options))

    def replay(self) -> list[tuple[Any, list[Any]]]:
        """The state before each action and the events that action made, in order; the state
        after the last action closes the list (with no events)."""
        state, _ = self.start()
        out = []
        for action in self.actions:
            after, events = state.apply(action)
            out.append((state, events))
            state = after
        out.append((state, []))
        return out

    def human(self, index: int) -> bool:
        """The script's action ``index`` is the player's."""
        return index < len(self.actions) and self.actions[index].seat == HUMAN

    def steps_at(self, done: int) -> list[Step]:
        """The steps shown once ``done`` actions are played, in order."""
        return [s for s in self.steps if s.before == done]

    def wrong_key(self, done: int) -> str:
        """The sentence for a move off the script when ``done`` actions are played: the step's
        own at that moment, or the generic one."""
        return next((s.wrong for s in self.steps_at(done) if s.wrong), "wrong")


Item = Step | Callable[[Any], list[Any]]
"""A script item: a step, or a function of the state that gives the next actions."""


def build(
    game: str,
    seed: int,
    options: dict[str, Any],
    script: Iterable[Item],
    tried_wrong: str | None = None,
) -> Lesson:
    """A lesson from a script of steps and action makers; the engine plays each action as it
    is made, so a maker may read the state (whose turn it is) and a script that breaks a rule
    fails here, with the engine's own error."""
    lesson = Lesson(game, seed, options, (), ())
    state, _ = lesson.start()
    actions: list[Any] = []
    steps: list[Step] = []
    for item in script:
        if isinstance(item, Step):
            steps.append(Step(item.key, item.point, item.wait, item.wrong, len(actions)))
            continue
        for action in item(state):
            state, _ = state.apply(action)
            actions.append(action)
    return Lesson(game, seed, options, tuple(actions), tuple(steps), tried_wrong)


@dataclass(frozen=True, slots=True)
class Caption:
    """What the table shows now: a key under ``lesson.``, what it points at, and whether it
    waits for Continue (else the player's move ends it)."""

    key: str
    point: Point
    wait: bool


class Progress:
    """Where the player is in a lesson: the captions they closed and a refusal to say.

    ``done`` is always the number of the script's actions played (the match's own count).
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.closed: set[int] = set()
        """The steps (indices in ``lesson.steps``) the player went on from."""
        self.refused: str | None = None
        """The sentence for a move off the script, until the player goes on."""

    def key_of(self, key: str) -> str:
        """The locale key (under ``lesson.``) of a step's or a refusal's sentence."""
        return key if key == "wrong" else f"{self.lesson.game}.{key}"

    def _wanted(self, done: int) -> Point:
        action = self.lesson.actions[done] if done < len(self.lesson.actions) else None
        card = getattr(action, "card", None)
        return ("card", card) if card is not None else ("hand",)

    def caption(self, done: int, turn: bool) -> Caption | None:
        """The caption once ``done`` actions are played and the table is at rest; ``turn``:
        the player is asked a move now. A step that waits comes first, then the step of the
        player's move (every card the player is asked for has one: it says why)."""
        if self.refused is not None:
            return Caption(self.key_of(self.refused), self._wanted(done), True)
        for i, step in enumerate(self.lesson.steps):
            if step.before == done and step.wait and i not in self.closed:
                return Caption(self.key_of(step.key), step.point, True)
        if not turn or not self.lesson.human(done):
            return None
        for step in self.lesson.steps_at(done):
            if not step.wait:
                return Caption(self.key_of(step.key), step.point, False)
        return None

    def go_on(self, done: int) -> None:
        """Continue: the refusal, or the first waiting step, is closed."""
        if self.refused is not None:
            self.refused = None
            return
        for i, step in enumerate(self.lesson.steps):
            if step.before == done and step.wait and i not in self.closed:
                self.closed.add(i)
                return

    def accepts(self, done: int, actions: list[Any]) -> bool:
        """The moves are the script's next ones; if not, the refusal to say is set."""
        if list(self.lesson.actions[done : done + len(actions)]) == list(actions):
            return True
        self.refused = self.lesson.wrong_key(done)
        return False

    def finished(self, done: int) -> bool:
        """Every action is played and every caption closed."""
        return done >= len(self.lesson.actions) and self.caption(done, False) is None
