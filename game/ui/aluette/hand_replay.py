"""A finished Aluette hand replayed on the table: the shared replay view with Aluette's
model, its Petit-Jean seats named as at the table, and its result in the table's words."""

from __future__ import annotations

from typing import Any

from game.ui.aluette.dialogs import hand_reason, hand_title, points_sentence
from game.ui.aluette.model import AluetteModel
from game.ui.scenes.replay import ReplayPainter, ReplayScene
from game.ui.scenes.review import ReviewScene
from game.ui.words import seat_name


class AluetteReplayScene(ReplayScene):
    """See the module docstring."""

    MODEL = AluetteModel
    PACK = "aluette"

    def painter_for(self) -> ReplayPainter:
        return AluetteReplayPainter(self)

    def name(self, seat: int, inline: bool = False) -> str:
        dummy = seat in self.hand.states[0].options.dummy_seats
        return seat_name(self.app.t, seat, self.is_human(seat), inline, dummy)


class AluetteReviewScene(ReviewScene, AluetteReplayScene):
    """The hand reviewed decision by decision on Aluette's cloth (``ReviewScene``)."""


class AluetteReplayPainter(ReplayPainter):
    """Aluette's result at the end: who won, why, and the points."""

    def result_words(self, result: Any) -> tuple[str, str]:
        scene = self.scene
        body = hand_reason(scene, result) + "\n" + points_sentence(scene, result.points)
        return hand_title(scene, result), body
