"""Contrée at the card table: the shared table scene with Contrée's parts.

Everything that does not depend on the game — the loop, the turn flow, pointer and keys on
the hand, animations, the painter — is ``TableScene``'s. This scene gives it Contrée's model,
director and panels (``table.contree_*``), makes the matches, and answers a refused card
with the rule the engine applied (``contree.rules.play.legal_cards``), never its own.
"""

from __future__ import annotations

import random

import pygame

from game.contree.rules import events as ev
from game.contree.rules.actions import Declare, Play
from game.contree.rules.options import Options
from game.contree.rules.play import (
    FOLLOW,
    OVERTRUMP,
    RAISE_ALL_TRUMPS,
    RAISE_ON_TRUMP_LEAD,
    TRUMP,
    TRUMP_ON_TRUMP_LEAD,
    UNDERTRUMP,
    legal_cards,
)
from game.contree.rules.state import State
from game.interface import Event
from game.ui.contree.dialogs import hand_result, match_result
from game.ui.contree.director import ContreeDirector
from game.ui.contree.hud import ContreeHud
from game.ui.contree.model import ContreeModel
from game.ui.contree.render import ContreeRenderer
from game.ui.scenes.base import Host
from game.ui.scenes.table import TableScene
from game.ui.table.animation import Step
from game.ui.table.match import HUMAN, Match

REASONS = {
    FOLLOW: "follow",
    TRUMP_ON_TRUMP_LEAD: "trump_on_trump_lead",
    RAISE_ON_TRUMP_LEAD: "raise_on_trump_lead",
    TRUMP: "trump",
    OVERTRUMP: "overtrump",
    UNDERTRUMP: "undertrump",
    RAISE_ALL_TRUMPS: "raise_all_trumps",
}
"""The locale key (``contree.must.*``) of each obligation the engine's ``legal_cards`` names."""
GAME = "contree"


class ContreeTableScene(TableScene[State]):
    """A Contrée match at the table; see the module docstring."""

    MODEL = ContreeModel
    DIRECTOR = ContreeDirector
    RENDERER = ContreeRenderer
    HUD = ContreeHud
    PACK = "contree"

    model: ContreeModel
    hud: ContreeHud

    def __init__(self, app: Host, match: Match[State], opening: list[Event] | None = None) -> None:
        self.refusal = ""
        """Why the card the human tried is not allowed, until the next action."""
        super().__init__(app, match, opening)

    @classmethod
    def new_match(cls, app: Host, seed: int | None = None) -> ContreeTableScene:
        s = app.settings
        seed = random.randrange(1 << 30) if seed is None else seed
        rules = s.options_for(GAME)
        match, events = Match.new(seed, rules, s.difficulty, app.deck, app.store, game=GAME)
        return cls(app, match, events)

    @classmethod
    def new_demo(cls, app: Host, seed: int) -> ContreeTableScene:
        match, events = Match.new(seed, Options(), "standard", app.deck, None, True, GAME)
        return cls(app, match, events)

    def hold_for_result(self, event: ev.HandEnded | ev.MatchEnded, step: Step) -> None:
        if isinstance(event, ev.HandEnded):
            self.open_dialog(hand_result(self, event, step.release))
        else:
            self.open_dialog(match_result(self, event, step.release))

    def legal_now(self) -> tuple[set[int], str]:
        """The cards the human may play now and the obligation, as the engine decides them."""
        state = self.match.state
        if self.human_turn() != "play":
            return set(), ""
        o, contract = state.options, state.contract
        assert contract is not None, "cards are played under a contract"
        cards, rule = legal_cards(
            state.hands[HUMAN],
            state.trick,
            HUMAN,
            contract.trump,
            o.raise_on_trump_lead,
            o.undertrump,
        )
        return set(cards), rule

    def apply_all(self, actions: list) -> None:
        self.refusal = ""
        super().apply_all(actions)

    def choose(self, card: int) -> None:
        """A card the rules allow is played; another is refused with the rule that applies."""
        if self.human_turn() != "play":
            return
        allowed, rule = self.legal_now()
        if card in allowed:
            self.hover = None
            self.apply(Play(HUMAN, card))
            return
        self.refusal = self.t(f"contree.must.{REASONS[rule]}")
        self.play_sound("spoiled")
        self.app.invalidate()

    def why_call(self, index: int) -> bool:
        """ "Why?" on the auction's call at ``index`` (its line or its bubble was clicked): the
        reason the bot had when it called it (False for the human's call, or one whose reason
        is not known: made before the match was resumed, or the table is not at rest)."""
        state = self.match.state
        calls = state.auction.calls
        if index >= len(calls) or list(self.model.calls) != list(calls):
            return False
        call = calls[index]
        first = len(self.match.actions) - len(calls) - len(state.plays())
        advice = self.match.told.get(first + index)
        if self.is_human(call.seat) or advice is None:
            return False
        self.explained = (call.seat, advice)
        self.app.invalidate()
        return True

    def why(self, seat: int, card: int | None = None) -> bool:
        """ "Why?" on a bot's card, or on its speech bubble: a declaration's bubble gives the
        reason it had to declare (a call's is ``why_call``'s)."""
        if card is None:
            for index in range(len(self.match.actions) - 1, -1, -1):
                action = self.match.actions[index]
                if isinstance(action, Declare) and action.seat == seat:
                    advice = self.match.told.get(index)
                    if self.is_human(seat) or advice is None:
                        return False
                    self.explained = (seat, advice)
                    self.app.invalidate()
                    return True
        return super().why(seat, card)

    def _key(self, key: int) -> None:
        if key == pygame.K_l and self.model.past_tricks:
            self.hud.browse_tricks()
            self.app.invalidate()
            return
        super()._key(key)
