"""Aluette at the card table: the shared table scene with Aluette's parts.

Aluette's model, director, painter and panels (``game.ui.aluette``), its matches, the
dialogs of its decisions (the chant, the offer of the point and the answers), its gestures on
the avatars, cards picked to play or to put aside, and its results.
"""

from __future__ import annotations

import random
from typing import Any

from game.aluette.cards import GESTURES
from game.aluette.rules import events as ev
from game.aluette.rules.actions import Discard, Play
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.words import gesture_key, signal_caption
from game.ui.aluette import flow as aluette_flow
from game.ui.aluette.dialogs import decision, hand_result, match_result
from game.ui.aluette.director import AluetteDirector
from game.ui.aluette.hud import AluetteHud
from game.ui.aluette.model import AluetteModel
from game.ui.aluette.render import AluetteRenderer
from game.ui.scenes.base import Host
from game.ui.scenes.table import TableScene
from game.ui.table.animation import Step
from game.ui.table.match import Match
from game.ui.words import seat_name

GAME = "aluette"
DECISIONS = ("chant", "offer_agree", "offer_answer")
"""The human's turns that are answered in a dialog (cards are picked on the cloth)."""


class AluetteTableScene(TableScene[State]):
    """An Aluette match at the table; see the module docstring."""

    MODEL = AluetteModel
    DIRECTOR = AluetteDirector
    RENDERER = AluetteRenderer
    HUD = AluetteHud
    PACK = "aluette"
    MOODS = (None, *GESTURES)

    model: AluetteModel
    hud: AluetteHud

    @classmethod
    def new_match(cls, app: Host, seed: int | None = None) -> AluetteTableScene:
        """A new match with the saved settings (difficulty, rules, deck)."""
        s = app.settings
        seed = random.randrange(1 << 30) if seed is None else seed
        match, events = Match.new(seed, s.options_for(GAME), s.difficulty, app.deck, app.store)
        return cls(app, match, events)

    @classmethod
    def new_demo(cls, app: Host, seed: int) -> AluetteTableScene:
        """Four bots at fast speed (``aluette --demo``)."""
        level = "standard"
        match, events = Match.new(seed, Options(), level, app.deck, None, demo=True)
        return cls(app, match, events)

    def avatar_options(self) -> dict[str, str]:
        options = self.match.state.options
        return {
            "madame_signal": options.madame_signal,
            "deux_de_chene_signal": options.deux_de_chene_signal,
        }

    def name(self, seat: int, inline: bool = False) -> str:
        """A seat's name at this table (in a demo nobody is "You")."""
        dummy = seat in self.match.state.options.dummy_seats
        return seat_name(self.app.t, seat, self.is_human(seat), inline, dummy)

    def gesture_caption(self, seat: int, gesture: str) -> str:
        """Beginner captions: the gesture's meaning, for the player to learn the signals; an
        opponent's gesture says it was caught."""
        if not self.app.settings.captions:
            return ""
        key = gesture_key(gesture, self.match.state.options)
        caught = None if self.model.ally(seat) else self.name(seat)
        return signal_caption(self.app.t, key, caught)

    def hold_for_result(self, event: Any, step: Step) -> None:
        if isinstance(event, ev.MatchEnded):
            self.open_dialog(match_result(self, event, step.release))
            return

        def close() -> None:
            self.match.result_seen()
            step.release()

        self.open_dialog(hand_result(self, event, close))

    def ask(self, turn: str) -> None:
        if turn in DECISIONS:
            self.open_dialog(decision(self, turn))

    def offer(self) -> None:
        """The Offer button: the dialog that spells out what offering the point means."""
        if aluette_flow.may_offer(self.flow):
            self.open_dialog(decision(self, "offer"))

    def choose(self, card: int) -> None:
        """The human picked a card: play it, or mark it for the discards."""
        turn = self.human_turn()
        if turn == "play":
            self.hover = None
            self.apply(Play(self.acting(), card))
        elif turn == "discard":
            selected = self.model.selected
            if card in selected:
                selected.discard(card)
            elif len(selected) < 6:
                selected.add(card)
            self.app.invalidate()

    def confirm_discards(self) -> None:
        cards = sorted(self.model.selected)
        if len(cards) == 6 and self.human_turn() == "discard":
            self.model.selected.clear()
            self.apply_all([Discard(self.acting(), c) for c in cards])
