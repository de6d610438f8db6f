"""The card table scene of every game: the match runs here, the player plays here.

Its loop: while animations play, only they advance; once the table is at rest, the model is
re-read from the engine and the turn flow (``table.flow``, no pygame) says what happens next:
a bot's action after its pause, or the human's turn — a card to play, a vote, six discards,
an answer — shown by the matching dialog or panel. This scene turns pointer and keys into
the human's actions, the engine's events into animations (``Director``), and places the
cards on screen. No rule and no turn order is decided here.
"""

from __future__ import annotations

import random
import time
from functools import partial
from typing import Any, Generic, Self

import pygame

from game.advice import Advice
from game.interface import Action, Event
from game.storage import Entry, Resumed
from game.ui.avatar import Avatars
from game.ui.scenes.base import Host, Scene
from game.ui.table.animation import Anchor, AnimationQueue, Point, Step
from game.ui.table.dialogs import pause_menu, take_back_question
from game.ui.table.director import Director
from game.ui.table.flow import TurnFlow
from game.ui.table.hud import TableHud
from game.ui.table.layout import TOP, TableLayout
from game.ui.table.match import HUMAN, Match, StateT
from game.ui.table.model import TableModel
from game.ui.table.render import TableRenderer
from game.ui.table.replay import HandReplay
from game.ui.words import seat_name

SPEED_FACTORS = {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}
DEMO_SPEED = "fast"
DRAG_THRESHOLD = 8


class TableScene(Scene, Generic[StateT]):
    """A match at the table; see the module docstring.

    The parts that depend on the game are class attributes and hooks, so that each game's
    table (``game.ui.<name>.table``) gives its own model, director, painter and panels, makes
    its matches, and says what a card picked, a turn announced and a result do. ``StateT``
    is the game's state class, so that its table reads its own state's fields."""

    MODEL: type[TableModel]
    DIRECTOR: type[Director]
    RENDERER: type[TableRenderer] = TableRenderer
    HUD: type[TableHud]
    PACK: str
    """The cards of the game (``CardArt`` packs)."""
    MOODS: tuple[str | None, ...] = (None,)
    """The faces the avatars make at this table (a game's gestures among them)."""

    def __init__(
        self,
        app: Host,
        match: Match[StateT],
        opening: list[Event] | None = None,
        shown: StateT | None = None,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.flow: TurnFlow[StateT] = TurnFlow(match, app.bots)
        self.model = self.MODEL.for_state(match.state)
        self.queue = AnimationQueue(self.speed_factor())
        self.director = self.DIRECTOR(self)
        self.geometry = self.table_layout()
        self.avatars = Avatars(self.avatar_options())
        self.renderer = self.RENDERER(self)
        self.hud = self.HUD(self, self.renderer)
        self.hover: int | None = None
        self.press: tuple[int, tuple[int, int]] | None = None
        self.drag_pos: tuple[int, int] | None = None
        self.drop_at: dict[int, Point] = {}
        self.dialog: Scene | None = None
        self.review: int | None = None
        self.explained: tuple[int, Advice] | None = None
        """The bot's card whose reason is shown ("Why?"), until the next action."""
        if shown is not None:
            self.model.sync(shown)
        if opening:
            self.director.feed(opening)
        else:
            self.model.sync(match.state)

    @classmethod
    def resume(cls, app: Host, saved: Resumed) -> Self:
        """The saved match, exactly where it stopped; stopped on a hand's result, the end of
        that hand is played again and its result shown before the next deal."""
        match = Match.resume(saved, app.store)
        unseen = match.unseen_result()
        if unseen is None:
            return cls(app, match)
        shown, events = unseen
        return cls(app, match, events, shown)

    # --- making a table -----------------------------------------------------------------------

    @classmethod
    def new_match(cls, app: Host, seed: int | None = None) -> Self:
        """A new match with the saved settings (difficulty, the game's rules, deck)."""
        raise NotImplementedError

    @classmethod
    def new_demo(cls, app: Host, seed: int) -> Self:
        """Four bots at fast speed (``aluette --demo``)."""
        raise NotImplementedError

    def avatar_options(self) -> dict[str, str]:
        """The options that change how the avatars look (a game's gestures)."""
        return {}

    # --- what the director and the painter ask ------------------------------------------------

    def name(self, seat: int, inline: bool = False) -> str:
        """A seat's name at this table (in a demo nobody is "You")."""
        return seat_name(self.app.t, seat, self.is_human(seat), inline)

    def t(self, key: str, count: int | None = None, **values: object) -> str:
        return self.app.t(key, count=count, **values)

    def is_human(self, seat: int | None) -> bool:
        return seat == HUMAN and not self.match.demo

    def about(self, key: str, seat: int | None) -> str:
        """``key``, or its ``_you`` form when the sentence is about the human (verbs agree)."""
        return key + "_you" if self.is_human(seat) else key

    def now(self) -> float:
        return self.app.now

    def play_sound(self, name: str) -> None:
        if self.queue.factor > 0:
            self.app.sound.play(name)

    def hold_for_result(self, event: Any, step: Step) -> None:
        """A hand or the match ended: its result dialog (the game's), ``step`` held until it
        closes."""
        raise NotImplementedError

    def speed_factor(self) -> float:
        speed = DEMO_SPEED if self.app.demo else self.app.settings.speed
        return SPEED_FACTORS.get(speed, 1.0)

    def to_act(self) -> int | None:
        """The seat whose turn the table shows (a ring), following the animations."""
        return self.flow.showing()

    def human_turn(self) -> str | None:
        """What the human must do now, once the table is at rest."""
        return self.flow.human_turn()

    def acting(self) -> int:
        """The seat whose cards the human picks from now: their own, or their Petit-Jean's."""
        return self.flow.acting()

    def open_cards(self, seat: int) -> list[int]:
        """A Petit-Jean's cards face up: spread once play starts, shown to its player to discard."""
        if seat in self.model.exposed:
            return self.model.exposed[seat]
        if self.acting() == seat and self.human_turn() == "discard":
            return self.model.order(list(self.match.api.hand(self.match.state, seat)))
        return []

    # --- geometry -----------------------------------------------------------------------------

    def table_layout(self) -> TableLayout:
        """The table's geometry at the window's size, with a practice line under the score."""
        return TableLayout(*self.app.size, self.model.seats, self.practice_noted())

    def layout(self) -> None:
        self.geometry = self.table_layout()
        self.renderer.forget()
        self.hud.layout()
        g = self.geometry
        self.app.prepare_cards((g.card_w, g.small_w), self.PACK)
        for seat in range(g.seats):
            for gesture in self.MOODS:
                self.app.jobs.append(partial(self.avatars.get, seat, gesture, g.avatar))

    def hand_layout(self, seat: int = HUMAN) -> list[tuple[int, pygame.Rect]]:
        """A hand the human sees face up (theirs, or a Petit-Jean's) and where each card is
        drawn now: lifted when selected, or under the pointer while the human picks from it."""
        g, m = self.geometry, self.model
        if seat == HUMAN:
            cards, rects = m.hand, g.hand_rects(len(m.hand))
            lift = g.lift
        else:
            cards = self.open_cards(seat)
            rects = [_card_rect(c, g.small_w, g.small_h) for c in g.open_hand(seat, len(cards))]
            lift = round(g.small_h * 0.16)
        active = self._hand_active() and self.acting() == seat
        out = []
        for card, rect in zip(cards, rects, strict=True):
            lifted = card in m.selected or (card == self.hover and active)
            out.append((card, rect.move(0, -lift) if lifted else rect))
        return out

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The card under ``pos`` in the hand the human picks from now."""
        for card, rect in reversed(self.hand_layout(self.acting())):
            if rect.collidepoint(pos):
                return card
        return None

    def resolve(self, anchor: Anchor) -> Point:
        """Pixels of a named place (see ``table.animation``)."""
        g, m = self.geometry, self.model
        kind = anchor[0]
        if kind == "hand":
            seat, card = anchor[1], anchor[2]
            if seat != HUMAN:
                for shown, rect in self.hand_layout(seat):
                    if shown == card:
                        return rect.center
                cards = g.hand_cards(seat, max(m.counts[seat], 1))
                return cards[len(cards) // 2] if g.edge(seat) == TOP else cards[-1]
            if card in self.drop_at:
                return self.drop_at.pop(card)
            hand = m.hand if card in m.hand else m.order([*m.hand, card])
            rects = g.hand_rects(len(hand))
            index = hand.index(card) if card in hand else len(hand) // 2
            return rects[index].center
        if kind == "drawn":
            x, y = g.trick_slot(anchor[1])
            return (x + anchor[2] * g.small_w * 0.07, y + anchor[2] * g.px(1.5))
        places = {
            "trick": lambda: g.trick_slot(anchor[1]),
            "pile": lambda: g.pile(anchor[1]),
            "discards": lambda: g.discards(anchor[1]),
            "deck": lambda: g.deck(anchor[1]),
            "dead": lambda: g.dead,
            "talon": lambda: g.talon,
            "centre": lambda: g.centre,
        }
        return places[kind]()

    # --- the loop -----------------------------------------------------------------------------

    def animating(self) -> bool:
        return self.queue.moving or (self.press is not None and self.drag_pos is not None)

    def wakeup(self) -> float | None:
        if not self.flow.at_rest and not self.queue.busy:
            return self.app.now  # an action showed nothing (an unseen signal): go on at once
        times = [e.until for e in self.model.expressions.values()]
        due = self.flow.wakeup()
        if due is not None:
            times.append(due)
        return min(times) if times else None

    def update(self, dt: float) -> None:
        self.queue.factor = self.speed_factor()
        self.queue.update(dt, self.resolve)
        self._expire()
        if self.flow.arrived():  # the one place where the worker's answers reach the screen
            self.app.invalidate()
        if self.queue.busy:
            self.flow.moving()
            return
        if self.flow.settle():
            self.model.sync(self.match.state)
            self.app.invalidate()
        if self.dialog is not None:
            return
        move = self.flow.next(self.app.now, self.queue.factor)
        if move is None:
            return
        self.app.invalidate()
        if move.action is not None:
            self.apply(move.action)
        elif move.ask is not None:
            self.ask(move.ask)

    def ask(self, turn: str) -> None:
        """The human's turn ``turn`` is announced: a game answered in a dialog opens it (cards
        are picked on the cloth, calls on a panel)."""

    def _expire(self) -> None:
        now = self.app.now
        gone = [s for s, e in self.model.expressions.items() if e.until <= now]
        for seat in gone:
            del self.model.expressions[seat]
        if gone:
            self.app.invalidate()

    def open_dialog(self, dialog: Scene) -> None:
        self.dialog = dialog
        self.app.push(dialog)

    def dialog_closed(self, dialog: Scene) -> None:
        if self.dialog is dialog:
            self.dialog = None
        self.app.invalidate()

    def open_menu(self) -> None:
        """Escape or the Menu button: the pause menu (the match waits behind it)."""
        self.open_dialog(pause_menu(self))

    def hand_turn(self) -> bool:
        """The human picks cards now (a card to play, or the discards): a hint may be asked."""
        return self._hand_active()

    def hint(self) -> None:
        """The Hint button or ``H``: the expert's advice, worked out on the bots' worker."""
        if self.flow.ask_hint():
            self.app.invalidate()

    def may_take_back(self) -> bool:
        """The Take back button is shown: the settings allow it and there is a move to undo."""
        return self.app.settings.show_take_back and self.flow.can_take_back()

    def take_back(self) -> None:
        """The Take back button or Ctrl+Z: back to the human's last decision (the match
        becomes practice); the table shows the engine's state at once. In a match still
        counted, the player is asked first."""
        if not self.may_take_back():
            return
        if self.match.practice:
            self._take_back()
        else:
            self.open_dialog(take_back_question(self, self._take_back))

    def _take_back(self) -> None:
        if not self.flow.take_back():
            return
        self.queue.clear()
        self.model = self.MODEL.for_state(self.match.state)
        self.model.sync(self.match.state)
        self.hover = None
        self.press = self.drag_pos = None
        self.review = None
        self.geometry = self.table_layout()  # the score panel says it is practice now
        self.hud.layout()
        self.renderer.forget()
        self.app.invalidate()

    def practice_noted(self) -> bool:
        """A move was taken back: the match is practice and the score panel says why (a
        lesson is practice from its start, and says what it is itself)."""
        return self.match.practice and not self.match.meta.get("lesson")

    def trick_rect(self, seat: int) -> pygame.Rect:
        """Where the card ``seat`` put on the trick lies."""
        g = self.geometry
        return _card_rect(g.trick_slot(seat), g.card_w, g.card_h)

    def trick_card_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """``(seat, card)`` of a card on the trick under ``pos`` (the top one first)."""
        for seat, card in reversed(list(self.model.trick.items())):
            if self.trick_rect(seat).collidepoint(pos):
                return seat, card
        return None

    def bubble_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose speech bubble is under ``pos`` while it is shown, or None."""
        now = self.now()
        for seat, shown in self.model.expressions.items():
            if shown.kind == "bubble" and shown.until > now:
                _image, box, _tail = self.renderer.bubble_box(seat, shown.text)
                if box.collidepoint(pos):
                    return seat
        return None

    def why(self, seat: int, card: int | None = None) -> bool:
        """ "Why?": a bot's card on the trick was clicked, or its speech bubble (``card``
        None: what it said); its reason is shown (False when the seat is the human's or the
        reason is not known)."""
        if card is None:
            advice = self.match.reason_of_words(seat)
        else:
            advice = self.match.reason_of_card(seat, card)
        if self.is_human(seat) or advice is None:
            return False
        self.explained = (seat, advice)
        self.app.invalidate()
        return True

    def apply(self, action: Action) -> None:
        """An action of a bot or of the human: the engine decides, the director animates."""
        self.apply_all([action])

    def apply_all(self, actions: list[Action]) -> None:
        events = self.flow.apply(actions)
        self.review = None
        self.explained = None
        self.director.feed(events)
        self.app.invalidate()

    # --- input --------------------------------------------------------------------------------

    def _hand_active(self) -> bool:
        return self.human_turn() in ("play", "discard")

    def handle(self, event: pygame.event.Event) -> None:
        if self.hud.handle(event):
            self.app.invalidate()
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.queue.busy:
                self.queue.skip(self.resolve)
                self.app.invalidate()
                return
            card = self.card_at(event.pos)
            if card is not None and self._hand_active():
                self.press = (card, event.pos)
            elif card is None and (on_trick := self.trick_card_at(event.pos)) is not None:
                self.why(*on_trick)
            elif card is None and (speaker := self.bubble_at(event.pos)) is not None:
                self.why(speaker)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)

    def _motion(self, pos: tuple[int, int]) -> None:
        if self.press is not None and self.human_turn() == "play":
            start = self.press[1]
            if (
                self.drag_pos is not None
                or abs(pos[0] - start[0]) + abs(pos[1] - start[1]) > DRAG_THRESHOLD
            ):
                self.drag_pos = pos
                self.app.invalidate()
                return
        card = self.card_at(pos)
        if card != self.hover:
            self.hover = card
            self.app.invalidate()

    def _release(self, pos: tuple[int, int]) -> None:
        press, drag = self.press, self.drag_pos
        self.press, self.drag_pos = None, None
        if press is None:
            return
        card = press[0]
        if drag is not None:
            if pos[1] < self.geometry.hand_top - self.geometry.lift:
                self.drop_at[card] = pos
                self.choose(card)
            self.app.invalidate()
            return
        if self.card_at(pos) == card:
            self.choose(card)

    def _key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            self.open_menu()
            return
        if self.queue.busy:  # any key fast-forwards what is under way, and does nothing else
            self.queue.skip(self.resolve)
            self.app.invalidate()
            return
        hand = [card for card, _rect in self.hand_layout(self.acting())]
        if not hand or not self._hand_active():
            return
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            pickable = self.pickable()
            index = (
                hand.index(self.hover) if self.hover in hand else (-1 if step > 0 else len(hand))
            )
            for _ in hand:  # the next card the rules allow, skipping the dimmed ones
                index = (index + step) % len(hand)
                if hand[index] in pickable:
                    self.hover = hand[index]
                    self.app.invalidate()
                    return
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP, pygame.K_SPACE) and (
            self.hover in hand
        ):
            self.choose(self.hover)

    def pickable(self) -> set[int]:
        """The cards the human may pick now: those the game's legal actions name (a card to
        play, one to put aside). The keyboard lands only on these; the others are dimmed."""
        cards = (getattr(a, "card", None) for a in self.match.state.legal_actions())
        return {card for card in cards if card is not None}

    def choose(self, card: int) -> None:
        """The human picked ``card`` from the hand they pick from (the game says what it does)."""
        raise NotImplementedError

    def play_again(self) -> None:
        """A new match with the same settings (a new demo in the demo)."""
        game = self.match.game.name
        if self.match.demo:
            self.app.go("demo", random.randrange(1 << 30), game)
        else:
            self.app.go("table", None, game)

    def to_menu(self) -> None:
        """Back to the main menu; an unfinished match stays saved for "Continue"."""
        self.app.go("menu")

    # --- the hand just played (its result box) ------------------------------------------------

    def finished_hand(self) -> Any:
        """The hand whose result is shown: the engine's last finished hand."""
        return self.match.state.finished[-1]

    @property
    def difficulty(self) -> str:
        return str(self.match.meta.get("difficulty", "standard"))

    def review_finished(self) -> None:
        """Review: the hand just played, decision by decision, over its result box."""
        hand = self.finished_hand()
        record = self.match.api.write_record(hand)
        match_id = str(self.match.meta.get("match_id", ""))
        entry = Entry(match_id, hand.hand_no, time.strftime("%Y-%m-%dT%H:%M:%S"), record)
        replay = HandReplay(record, self.match.game.name)
        self.app.go("review", 0, entry, replay, self.difficulty)

    def replay_deal(self) -> None:
        """Replay this deal: the same deal from its first call, as practice, over the result
        box (the match waits under it, exactly where it was)."""
        api = self.match.api
        first = api.decisions(api.write_record(self.finished_hand()))[0].state
        self.app.go("practice", self.match.game.name, first, self.difficulty)

    def dragging_card(self) -> int | None:
        return self.press[0] if self.press is not None and self.drag_pos is not None else None

    def drag_centre(self) -> Point:
        return self.drag_pos or (0, 0)

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)


def _card_rect(centre: Point, width: int, height: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, width, height)
    rect.center = (round(centre[0]), round(centre[1]))
    return rect
