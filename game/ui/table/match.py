"""The match being played at the table: the engine's state, the bots, and the autosave.

No pygame and no rule here: the engine decides, this only routes actions (the human's or a
bot's) into ``State.apply``, keeps the action list that the storage needs to resume the match,
and hands the table the events as the human at seat 0 may see them. The human also decides
for any Petit-Jean seat the engine gives them (``State.controller``). Which game is played
is the match's ``game`` (``game.games``): its engine, events and bots are asked through it.

Take back: the match keeps the engine's state at each of the human's decisions in the current
hand (states are immutable, so keeping them costs little); ``take_back`` returns to the last
one, and the match is marked practice (``meta["practice"]``): the storage no longer counts it
in the statistics.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from game.advice import Advice
from game.games import DEFAULT_GAME, GAMES, Game
from game.interface import Action, Bot, Event, GameApi, GameState, SeatView
from game.storage import Resumed, Storage, new_meta
from game.storage.savegame import RESULTS_SEEN

log = logging.getLogger(__name__)

HUMAN = 0
"""The seat of the person at the window: always the bottom of the table."""

StateT = TypeVar("StateT", bound=GameState)
"""A game's state (its own class): a game's table reads its own state's fields."""


def bot_for(game: Game, level: str, seed: int) -> Bot:
    """A bot of ``level`` for ``game``, or the random one for a level it does not know."""
    try:
        return game.api.make_bot(level, seed)
    except ValueError:
        log.warning("bot level %r is not available: playing with 'random'", level)
        return game.api.make_bot("random", seed)


class Explaining:
    """A bot that hands the advice behind each of its actions to ``note`` (the table's
    "Why?"): the reason is the one that decided, from what the bot saw, not a story told
    afterwards. Interjections are explained too when the bot can (``explain_interjection``)."""

    def __init__(self, bot: Bot, note: Callable[[Advice], None]) -> None:
        self.bot = bot
        self.level = bot.level
        self.note = note

    def choose(self, view: SeatView) -> Action:
        advice = self.bot.explain(view)
        self.note(advice)
        return advice.action

    def explain(self, view: SeatView) -> Advice:
        return self.bot.explain(view)

    def interject(self, view: SeatView) -> Action | None:
        explain = getattr(self.bot, "explain_interjection", None)
        if explain is None:
            return self.bot.interject(view)
        advice = explain(view)
        if advice is None:
            return None
        self.note(advice)
        return advice.action


class Match(Generic[StateT]):
    """One match: ``state``, the bots of the other seats (every seat in a demo), the actions."""

    def __init__(
        self,
        state: StateT,
        meta: Mapping[str, Any],
        actions: list[Action],
        store: Storage | None = None,
        demo: bool = False,
    ) -> None:
        self.state = state
        self.meta = dict(meta)
        self.game = GAMES[self.meta.get("game", DEFAULT_GAME)]
        self.api: GameApi = self.game.api
        """The game's rules, bots and hints (``game.interface.GameApi``)."""
        self.actions = actions
        self.store = store
        self.demo = demo
        level = self.meta.get("difficulty", "standard")
        seats = [s for s in range(state.n) if demo or state.controller(s) != HUMAN]
        self.reasons: dict[Action, Advice] = {}
        """Why the bots made their last actions (one per action; a card is played once a
        hand, so a card's latest entry is this hand's)."""
        self.told: dict[int, Advice] = {}
        """Why each bot action played in this session was made, by its index in ``actions``
        (a seat may pass twice in an auction: each pass has its own reason)."""
        self._fresh: dict[Action, Advice] = {}
        """Advice given and not played yet."""
        self.bots: dict[int, Bot] = {
            s: Explaining(bot_for(self.game, level, state.seed * 8 + s), self._note) for s in seats
        }
        self.decide: Callable[[Any, Mapping[int, Bot]], Action | None] = self.api.next_bot_action
        """Who acts next when bots sit in (``next_bot_action`` of the game's driver)."""
        self.decisions: list[tuple[StateT, int]] = []
        """The state at each of the human's decisions this hand, with the action count then."""
        self.saved_as = 0
        """The storage's ticket of the last autosave (``Storage.match_saved`` tells when it is
        on disk; 0 before the first)."""

    @classmethod
    def new(
        cls,
        seed: int,
        options: Any,
        difficulty: str,
        deck: str,
        store: Storage | None = None,
        demo: bool = False,
        game: str = DEFAULT_GAME,
    ) -> tuple[Match[Any], list[Event]]:
        """A new match of ``game`` and the opening events (the partnership draw or the first
        dealer, and the first deal)."""
        state, events = GAMES[game].api.new_match(seed, options)
        meta = {**new_meta(None if demo else HUMAN, difficulty, deck), RESULTS_SEEN: 0}
        if game != DEFAULT_GAME:
            meta["game"] = game
        match = cls(state, meta, [], store, demo)
        match._save()
        return match, match.visible(events)

    @staticmethod
    def load(store: Storage) -> Resumed | None:
        """The saved match to continue, or None. A save of a match already over (the program
        stopped between its last save and forgetting it) is counted and forgotten."""
        saved = store.load_match()
        if saved is not None and saved.state.is_over:
            store.record_finished(saved.state, saved.meta)
            store.clear_match()
            return None
        return saved

    @classmethod
    def resume(cls, saved: Resumed, store: Storage | None) -> Match[Any]:
        """The saved match where it stopped; hands that a kill kept from being counted in the
        statistics and history are counted now (never twice)."""
        if store is not None:
            store.record_finished(saved.state, saved.meta)
        return cls(saved.state, saved.meta, saved.actions, store)

    @property
    def deck(self) -> str:
        return str(self.meta.get("deck", self.api.DECKS[0]))

    @property
    def over(self) -> bool:
        return self.state.is_over

    def visible(self, events: list[Event]) -> list[Event]:
        """The events as seat 0 sees them (hidden cards as None, unseen signals dropped)."""
        shown = (self.api.redact(e, HUMAN) for e in events)
        return [e for e in shown if e is not None]

    def _note(self, advice: Advice) -> None:
        """A bot decided (on the worker's thread): its reason, kept for the "Why?"."""
        self.reasons[advice.action] = advice
        self._fresh[advice.action] = advice

    def reason_of_card(self, seat: int, card: int) -> Advice | None:
        """Why the bot at ``seat`` played ``card`` (its latest play of it), if known."""
        return next(
            (
                a
                for action, a in self.reasons.items()
                if getattr(action, "seat", None) == seat and getattr(action, "card", None) == card
            ),
            None,
        )

    def reason_of_words(self, seat: int) -> Advice | None:
        """Why the bot at ``seat`` said what it last said aloud this session (a vote, an offer,
        an answer: what its speech bubble shows), if known."""
        for index in range(len(self.actions) - 1, -1, -1):
            action = self.actions[index]
            if getattr(action, "seat", None) == seat and self.api.said_key(action) is not None:
                return self.told.get(index)
        return None

    @property
    def practice(self) -> bool:
        """A move was taken back: the match is not counted in the statistics."""
        return bool(self.meta.get("practice"))

    def mark_decision(self) -> None:
        """The human is about to decide: remember where, to take it back later."""
        if self.decisions and self.decisions[-1][0].hand_no != self.state.hand_no:
            self.decisions.clear()  # a finished hand is counted: only this hand is taken back
        if not self.decisions or self.decisions[-1][0] is not self.state:
            self.decisions.append((self.state, len(self.actions)))

    def can_take_back(self) -> bool:
        """The human decided already in this hand (and the match goes on)."""
        return (
            not self.demo
            and not self.over
            and any(state.hand_no == self.state.hand_no for state, _ in self.decisions)
        )

    def take_back(self) -> bool:
        """Return to the human's last decision (their move and what followed are undone);
        the match becomes practice. False when there is nothing to take back."""
        if not self.can_take_back():
            return False
        self.state, count = self.decisions.pop()
        del self.actions[count:]
        self.told = {i: a for i, a in self.told.items() if i < count}
        self._fresh.clear()
        if not self.practice:
            self.meta["practice"] = True
            if self.store is not None:
                self.store.withdraw_stats(self.state, self.meta)
        self._save()
        return True

    def apply(self, action: Action) -> list[Event]:
        """Play an action (the game's ``IllegalAction`` if the rules refuse it); the visible
        events."""
        self.state, events = self.state.apply(action)
        advice = self._fresh.pop(action, None)
        if advice is not None:
            self.told[len(self.actions)] = advice
        self.actions.append(action)
        self._save(any(isinstance(e, self.api.ENDINGS) for e in events))
        return self.visible(events)

    @property
    def acting(self) -> int | None:
        """The seat the human decides for now: their own, or their Petit-Jean's."""
        seat = self.state.to_act
        if self.demo or self.state.is_over or seat is None:
            return None
        return seat if self.state.controller(seat) == HUMAN else None

    def human_turn(self) -> str | None:
        """What the engine waits for from the human: the game's ``turn_kind`` of its legal
        actions (play, chant, discard, offer_agree, call…)."""
        state = self.state
        if self.acting is None:
            return None
        legal = state.legal_actions()
        return self.api.turn_kind(legal[0]) if legal else None

    def interjections(self) -> list[Action]:
        """What the human may do out of turn now (the engine's interjections)."""
        if self.demo or self.state.is_over:
            return []
        return self.state.interjections(HUMAN)

    def unseen_result(self) -> tuple[StateT, list[Event]] | None:
        """A hand ended and the player never closed its result (the program was stopped on
        it): the state before the last action and the events that action made, so that the
        table plays the end of that hand again, its result, then the next deal. None: the
        result was closed (or there is none)."""
        done = len(self.state.finished)
        if self.demo or self.over or not self.actions or self.meta.get(RESULTS_SEEN, done) >= done:
            return None
        state, _ = self.api.new_match(self.state.seed, self.state.options)
        for action in self.actions[:-1]:
            state, _ = state.apply(action)
        _, events = state.apply(self.actions[-1])
        if not any(isinstance(e, self.api.HAND_ENDED) for e in events):
            return None
        return state, self.visible(events)

    def result_seen(self) -> None:
        """The player closed a hand's result: saved, so that a resume goes on from the deal."""
        done = len(self.state.finished)
        if self.meta.get(RESULTS_SEEN) != done and not self.over:
            self.meta[RESULTS_SEEN] = done
            self._save_match()

    def _save_match(self) -> None:
        if self.store is not None:
            state = self.state
            self.saved_as = self.store.save_match(
                state.seed, state.options, self.actions, self.meta
            )

    def _save(self, finished: bool = False) -> None:
        """Autosave after every action; count finished hands; forget a match that is over.

        The storage writes in this order (in the background in the window), so that a kill
        between two writes loses nothing and counts nothing twice: the match with its last
        action, then the statistics and history of a finished hand (a save that got ahead of
        them is caught up by ``resume`` or ``load``), then, once over, the match is removed.
        """
        if self.store is None:
            return
        state = self.state
        self._save_match()
        if finished or state.is_over:
            self.store.record_finished(state, self.meta)
        if state.is_over:
            self.store.clear_match()
