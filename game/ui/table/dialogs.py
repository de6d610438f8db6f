"""The dialogs every table opens: a dialog that tells the table when it closes, a decision
that answers ``H`` with a hint, the pause menu, and the question before a counted match's
first move taken back. Each game's own decisions and results (``game.ui.<name>.dialogs``)
are made with ``table_dialog``.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.scenes.dialogs import Dialog
from game.ui.table.host import Table
from game.ui.widgets import Label

RESULT_SECONDS = 2.5
"""How long the demo shows a result before going on."""


def table_dialog(scene: Table, *args, hinted: bool = False, **kwargs) -> Dialog:
    """A dialog that tells the table when it closes (``hinted``: a decision that gives hints)."""
    dialog = HintDialog(scene, *args, **kwargs) if hinted else Dialog(scene.app, *args, **kwargs)
    dialog.on_close = lambda: scene.dialog_closed(dialog)
    return dialog


class HintDialog(Dialog):
    """A yes-or-no decision (chant, offer) that answers ``H`` with a hint: the expert's answer
    gets the focus and why is added under the text. Its first button says yes, the second no."""

    def __init__(self, scene: Table, *args, **kwargs) -> None:
        super().__init__(scene.app, *args, **kwargs)
        self.scene = scene
        self.plain_body = self.body
        self.hinted = False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.scene.hint()
            self.update(0.0)
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        advice = self.scene.flow.advice()
        if advice is None or self.hinted:
            return
        self.hinted = True
        yes = getattr(advice.action, "agree", getattr(advice.action, "accept", True))
        self.focus.focus = 0 if yes else 1
        why = self.scene.match.api.sentence(advice, self.app.translator, self.scene.match.deck)
        plain = self.plain_body
        self.body = lambda: f"{plain()}\n\n{why}" if plain else why
        self.layout()
        self.app.invalidate()


def hand_result_dialog(scene: Table, title: Label, body: Label, release, **kwargs) -> Dialog:
    """A hand's result box (each game gives its words and drawing): Next hand, and, but in a
    demo, Review (the hand just played, decision by decision) and Replay this deal (the same
    deal from its first call, as practice), which open over the box and come back to it. In
    a practice the first button ends it."""
    t, match = scene.app.t, scene.match
    done = "review_screen.practice_done" if match.meta.get("replay") else "hand.next"
    staying = [
        (lambda: t("review_screen.review"), scene.review_finished, "secondary"),
        (lambda: t("review_screen.replay_deal"), scene.replay_deal, "secondary"),
    ]
    return table_dialog(
        scene,
        title,
        body,
        [(lambda: t(done), release, "primary")],
        staying=[] if match.demo else staying,
        auto_close=RESULT_SECONDS if match.demo else None,
        **kwargs,
    )


def pause_menu(scene: Table) -> Dialog:
    """Escape or the Menu button: resume, read the rules, settings, leave (the match is kept)."""
    app, t = scene.app, scene.app.t

    saved = app.store is not None and not scene.match.demo
    return table_dialog(
        scene,
        lambda: t("pause.title"),
        (lambda: t("pause.saved")) if saved else None,
        [
            (lambda: t("pause.resume"), lambda: None, "primary"),
            (lambda: t("menu.rules"), scene.hud.open_rules, "secondary"),
            (lambda: t("menu.settings"), lambda: app.go("settings"), "secondary"),
            (lambda: t("menu.back_to_menu"), scene.to_menu, "secondary"),
            (lambda: t("menu.quit"), app.quit, "secondary"),
        ],
        escape=lambda: None,
        stacked=True,
    )


def take_back_question(scene: Table, take_back: Callable[[], None]) -> Dialog:
    """Before the first move taken back in a counted match: it turns the whole match into
    practice (its hands leave the statistics), so the player chooses it knowingly, once."""
    t = scene.app.t
    return table_dialog(
        scene,
        lambda: t("table.take_back_title"),
        lambda: t("table.take_back_body"),
        [
            (lambda: t("table.take_back_confirm"), take_back, "primary"),
            (lambda: t("common.cancel"), lambda: None, "secondary"),
        ],
        escape=lambda: None,
    )
