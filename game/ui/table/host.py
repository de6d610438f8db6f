"""What the table's parts may ask of the scene that shows a table.

The painter, the panels and the dialogs of the table read their scene through these
protocols rather than through the scene's class, so the scene imports its parts and none of
them imports it back. ``Players`` is enough for the result sentences, ``Seated`` for painting
the cloth (the hand replay is one), ``Table`` is the live table (``scenes.table.TableScene``).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.advice import Advice
from game.aluette.rules.actions import Action
from game.ui.avatar import Avatars
from game.ui.scenes.base import Host, Scene
from game.ui.table.animation import Anchor, AnimationQueue, Point
from game.ui.table.flow import TurnFlow
from game.ui.table.layout import TableLayout
from game.ui.table.match import Match
from game.ui.table.model import TableModel


class Players(Protocol):
    """What the result sentences need: words, the model's teams and the seats' names."""

    app: Host
    model: TableModel

    def name(self, seat: int, inline: bool = False) -> str: ...
    def about(self, key: str, seat: int | None) -> str: ...
    def is_human(self, seat: int | None) -> bool: ...


class Seated(Players, Protocol):
    """What the cloth painter reads: the layout, the model and the faces at the seats."""

    geometry: TableLayout
    avatars: Avatars

    def to_act(self) -> int | None: ...


class Panels(Protocol):
    """The panels around the cards, drawn with the table's still image."""

    def draw(self, surface: pygame.Surface) -> None: ...
    def state_key(self) -> tuple: ...
    def open_rules(self) -> None: ...


class Table(Seated, Protocol):
    """The live table: its match and turn flow, animations, the human's hand and input."""

    match: Match
    flow: TurnFlow
    queue: AnimationQueue
    hud: Panels
    hover: int | None
    review: int | None
    """The past trick shown in the last-trick panel (None: the last one)."""

    def human_turn(self) -> str | None: ...
    def acting(self) -> int: ...
    def open_cards(self, seat: int) -> list[int]: ...
    def hand_layout(self, seat: int = 0) -> list[tuple[int, pygame.Rect]]: ...
    def dragging_card(self) -> int | None: ...
    def drag_centre(self) -> Point: ...
    def resolve(self, anchor: Anchor) -> Point: ...
    def apply(self, action: Action) -> None: ...
    def confirm_discards(self) -> None: ...
    def open_menu(self) -> None: ...
    def offer(self) -> None: ...
    def hand_turn(self) -> bool: ...
    def hint(self) -> None: ...

    explained: tuple[int, Advice] | None

    def may_take_back(self) -> bool: ...
    def take_back(self) -> None: ...
    def dialog_closed(self, dialog: Scene) -> None: ...
    def play_again(self) -> None: ...
    def to_menu(self) -> None: ...
