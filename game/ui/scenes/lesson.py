"""The guided first hand at the real table: a lesson's deal, its captions, Continue.

The lesson (``game.lessons``, one per game) is played on the game's own table scene (each
game's lesson scene, ``game.ui.<game>.guided``, mixes ``Guided`` into its table scene and
names its cards) with a match of its own: no storage, so it never enters the statistics or
the history and never replaces the saved match that the menu's Continue resumes. The bots'
moves are the script's (the match's ``decide`` reads the next action), and every move, the
player's included, goes through ``apply_all``, which plays only the script's next actions:
another move is refused and the lesson says why. While a caption waits for Continue (a
click, Space or Enter) the turn flow stands still; Escape offers to leave.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.games import GAMES
from game.interface import Action
from game.lessons import Caption, Lesson, Progress
from game.storage import new_meta
from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.table import TableScene
from game.ui.table.animation import Step
from game.ui.table.flow import Move, TurnFlow
from game.ui.table.match import HUMAN, Match

CONTINUE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


class GuidedFlow(TurnFlow):
    """The table's turn flow, standing still while a caption waits for Continue."""

    def __init__(self, scene: Guided) -> None:
        super().__init__(scene.match, scene.app.bots)
        self.scene = scene

    def next(self, now: float, factor: float) -> Move | None:
        if self.scene.waiting():
            return None
        return super().next(now, factor)

    def interjections(self) -> list[Action]:
        """Of the gestures, only the one the script wants from the player next, if any."""
        lesson, done = self.scene.lesson, self.scene.done
        wanted = lesson.actions[done] if lesson.human(done) else None
        kind = self.match.api.turn_kind
        return [a for a in super().interjections() if kind(a) != "signal" or a == wanted]

    def apply(self, actions: list[Any]) -> list[Any]:
        """The moves played; after the lesson's last one the table stays on its hand: the
        match's next deal (Contrée plays on to its target) is neither shown nor kept."""
        events = super().apply(actions)
        if self.scene.done < len(self.scene.lesson.actions):
            return events
        api = self.match.api
        end = next((i for i, e in enumerate(events) if isinstance(e, api.HAND_ENDED)), None)
        if end is None:
            return events
        state = self.match.state
        if not state.is_over and state.finished:
            self.match.state = state.finished[-1]
        return [e for i, e in enumerate(events) if i <= end or isinstance(e, api.ENDINGS)]

    def ask_again(self) -> None:
        """A move was refused: the player is asked again (a decision's dialog reopens)."""
        self.asked = None
        self.waiting = None
        self.plan = None
        self.thought = None


class Guided(TableScene):
    """What a lesson adds to a game's table; mixed in before the game's table scene."""

    lesson: Lesson

    def __init__(self, app: Host, lesson: Lesson) -> None:
        state, events = lesson.start()
        meta = {**new_meta(HUMAN, "standard", app.deck), "practice": True, "lesson": True}
        meta["game"] = lesson.game
        match = Match(state, meta, [], store=None)
        match.decide = self._scripted
        self.lesson = lesson
        self.progress = Progress(lesson)
        super().__init__(app, match, match.visible(events))
        self.guided = GuidedFlow(self)
        self.flow = self.guided
        self.caption_box: pygame.Rect | None = None

    # --- the script ---------------------------------------------------------------------------

    @property
    def done(self) -> int:
        """How many of the script's actions are played."""
        return len(self.match.actions)

    def _scripted(self, state: Any, bots: Mapping[int, Any]) -> Any:
        """The bots' next move: the script's, unless the next one is the player's."""
        done = self.done
        if done >= len(self.lesson.actions) or self.lesson.human(done):
            return None
        return self.lesson.actions[done]

    def apply_all(self, actions: list) -> None:
        """Only the script's next moves are played; another is refused with the lesson's word."""
        if self.progress.accepts(self.done, list(actions)):
            super().apply_all(actions)
            return
        self.drop_at.clear()
        self.model.selected.clear()
        self.guided.ask_again()
        self.play_sound("spoiled")
        self.app.invalidate()

    # --- captions -----------------------------------------------------------------------------

    def caption(self) -> Caption | None:
        """The caption shown now: only at rest, with no dialog over the table."""
        if not self.flow.at_rest or self.queue.busy or self.dialog is not None:
            return None
        turn = self.flow.human_turn() is not None
        return self.progress.caption(self.done, turn)

    def waiting(self) -> bool:
        """A caption waits for Continue (the table stands still)."""
        caption = self.caption()
        return caption is not None and caption.wait

    def go_on(self) -> None:
        """Continue: the caption closes; after the last one, back to the menu."""
        self.progress.go_on(self.done)
        self.app.invalidate()
        if self.progress.finished(self.done):
            self.app.go("menu")

    def human_turn(self) -> str | None:
        return None if self.waiting() else super().human_turn()

    def hand_turn(self) -> bool:
        return False  # no hint: the lesson says what to play

    def hint(self) -> None:
        """No hint (``H``) in a lesson: its captions say what to play."""

    def may_take_back(self) -> bool:
        return False

    def hold_for_result(self, event: Any, step: Step) -> None:
        """The hand's result is shown as in a match; the match's end is the lesson's."""
        if not isinstance(event, self.match.api.HAND_ENDED):  # the match's end
            step.release()
            return
        super().hold_for_result(event, step)

    def open_menu(self) -> None:
        """Escape or Menu: leave the lesson, or go on with it."""
        t = self.app.t
        dialog = Dialog(
            self.app,
            lambda: t("lesson.leave_title"),
            lambda: t("lesson.leave_body"),
            [
                (lambda: t("lesson.leave"), self.to_menu, "primary"),
                (lambda: t("lesson.stay"), lambda: None, "secondary"),
            ],
            escape=lambda: None,
        )
        dialog.on_close = lambda: self.dialog_closed(dialog)
        self.open_dialog(dialog)

    # --- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """While a caption waits: Space, Enter or a click on the cloth goes on (the panels'
        buttons still work); Escape offers to leave, as always."""
        if self.waiting():
            if event.type == pygame.KEYDOWN and event.key in CONTINUE_KEYS:
                self.go_on()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
                if self.hud.handle(event):
                    self.app.invalidate()
                elif event.type == pygame.MOUSEBUTTONUP:
                    self.go_on()
                return
        super().handle(event)

    # --- drawing ------------------------------------------------------------------------------

    def values(self) -> dict[str, str]:
        """What the captions may name: the players (a game adds its named cards)."""
        return {f"seat{s}": self.name(s, True) for s in range(self.model.seats)}

    def card_words(self, card: int) -> str:
        """A card of the player's hand as a caption names it (each game words its cards)."""
        raise NotImplementedError

    def point_rect(self, point: tuple) -> pygame.Rect | None:
        """Where a caption's point is on screen now."""
        g, kind = self.geometry, point[0]
        if kind == "hand":
            rects = [r for _, r in self.hand_layout(HUMAN)]
            return rects[0].unionall(rects[1:]) if rects else None
        if kind == "card":  # the part in view: later cards overlap earlier ones
            shown = self.hand_layout(HUMAN)
            for i, (card, rect) in enumerate(shown):
                if card == point[1]:
                    right = shown[i + 1][1].left if i + 1 < len(shown) else rect.right
                    return pygame.Rect(rect.left, rect.top, max(right - rect.left, 1), rect.height)
            return None
        if kind == "seat":
            x, y = g.seat_centre(point[1])
            face = pygame.Rect(0, 0, g.avatar, g.avatar)
            face.center = (round(x), round(y))
            return face.union(g.name_rect(point[1]))
        if kind == "trick":
            slots = [_rect(g.trick_slot(s), g.card_w, g.card_h) for s in range(g.seats)]
            return slots[0].unionall(slots[1:])
        if kind in ("talon", "dead"):  # the pile and the line under it (what it holds)
            centre = g.talon if kind == "talon" else g.dead
            label = pygame.Rect(0, 0, round(g.small_w * 2.2), self.app.ui.small_px + g.px(8))
            label.center = (round(centre[0]), round(centre[1] + g.small_h / 2 + g.px(14)))
            return _rect(centre, g.small_w, g.small_h).union(label)
        if kind == "score":
            return g.score_rect
        if kind == "last_trick":
            return self.hud.last_trick_rect()
        return self.extra_point(point)

    def extra_point(self, point: tuple) -> pygame.Rect | None:
        """A point only one game's table has (Contrée's panels)."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What no caption may cover: the player's hand, lifted cards and their turn line."""
        g = self.geometry
        rects = [r for _, r in self.hand_layout(HUMAN)]
        if not rects:
            return []
        hand = rects[0].unionall(rects[1:])
        top = round(g.hand_top - g.lift - g.px(40))
        return [pygame.Rect(hand.left, top, hand.width, g.height - top)]

    def caption_text(self, caption: Caption) -> str:
        values = self.values()
        if caption.point[0] == "card":
            values["card"] = self.card_words(caption.point[1])
        return self.app.t(f"lesson.{caption.key}", None, **values)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        caption = self.caption()
        self.caption_box = None
        if caption is None:
            return
        g = self.geometry
        target = self.point_rect(caption.point)
        if target is not None:
            ring = target.inflate(g.px(10), g.px(10))
            pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, max(3, g.px(4)), g.px(8))
        footer = self.app.t("lesson.continue") if caption.wait else ""
        avoid = self.keep_clear() + ([target] if target is not None else [])
        box = self.hud.caption(
            surface,
            self.caption_text(caption),
            lambda b: place(b, self.spots(b), avoid, surface.get_rect()),
            footer,
        )
        self.caption_box = box
        if target is not None and caption.point[0] != "card" and not box.colliderect(target):
            start = _nearest(box, target.center)
            end = _nearest(target.inflate(g.px(10), g.px(10)), box.center)
            pygame.draw.line(surface, theme.GOLD_LIGHT, start, end, max(2, g.px(3)))
            pygame.draw.circle(surface, theme.GOLD_LIGHT, end, max(3, g.px(6)))

    def spots(self, box: pygame.Rect) -> list[pygame.Rect]:
        """Where a caption of this size may go, best first: above the hand (the hints'
        place), the middle of the table, under the top seat, then beside the side seats."""
        g = self.geometry
        out = []
        above = box.copy()
        above.midbottom = (round(g.message_centre[0]), round(g.message_centre[1] - g.px(26)))
        out.append(above)
        middle = box.copy()
        middle.center = (round(g.centre[0]), round(g.centre[1]))
        out.append(middle)
        high = box.copy()
        high.midtop = (round(g.width / 2), g.name_rect(self.model.seats // 2).bottom + g.px(12))
        out.append(high)
        for side in (1, self.model.seats - 1):
            spot = box.copy()
            spot.center = (round(g.width / 2), round(g.centre[1]))
            edge = round(g.hand_edge(side))
            if side == 1:
                spot.left = edge + g.px(16)
            else:
                spot.right = edge - g.px(16)
            out.append(spot)
        return out


def place(
    box: pygame.Rect, spots: list[pygame.Rect], avoid: list[pygame.Rect], screen: pygame.Rect
) -> None:
    """Move ``box`` to the first spot on screen that covers none of ``avoid`` (else the first
    that covers the least of them)."""

    def covered(spot: pygame.Rect) -> int:
        inside = screen.contains(spot)
        return sum(
            (r.clip(spot).width * r.clip(spot).height) for r in avoid if r.colliderect(spot)
        ) + (0 if inside else 10**9)

    best = min(spots, key=lambda s: (covered(s) > 0, covered(s), spots.index(s)))
    box.topleft = best.topleft


def _rect(centre: tuple[float, float], w: int, h: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, w, h)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect


def _nearest(rect: pygame.Rect, point: tuple[int, int]) -> tuple[int, int]:
    """The point of ``rect`` nearest to ``point``."""
    x = min(max(point[0], rect.left), rect.right - 1)
    y = min(max(point[1], rect.top), rect.bottom - 1)
    return (x, y)


def lesson_of(game: str) -> Lesson:
    """The game's lesson (``GameApi.lesson``)."""
    return GAMES[game].api.lesson()
