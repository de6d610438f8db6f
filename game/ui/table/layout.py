"""Where everything sits on the table, computed from the window size in one place.

Seats are fixed on screen: the human (seat 0) at the bottom, then clockwise around the table
as ``PLACES`` lists for each table size (four seats: left, top, right; two: the opponent on
top; three: left and right; five: left, two along the top, right; six: left, three along
the top, right). Every position is a fraction of the window, and
card sizes follow the smaller of width and height, so one function serves 1024×640 and 4K
alike. The renderer, the animations and hit-testing all read
this object; nothing else does geometry.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.cardart import card_height

Point = tuple[float, float]

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
SIDE = {LEFT: -1, RIGHT: 1}
"""Horizontal direction of the side seats: left is -1, right is +1."""


@dataclass(frozen=True, slots=True)
class Place:
    """Where one seat sits: its edge of the table, its avatar, its card on the trick.

    ``x`` is the avatar's centre as a fraction of the width plus ``dx`` card widths (top
    seats), ``y`` a fraction of the height (side seats); ``slot`` is the trick card's offset
    from the centre of the table in card widths and heights.
    """

    edge: str
    x: float
    y: float
    slot: Point
    dx: float = 0.0


PLACES: dict[int, tuple[Place, ...]] = {
    2: (
        Place(BOTTOM, 0.085, 0.0, (0, 0.36)),
        Place(TOP, 0.5, 0.0, (0, -0.36), -1.1),
    ),
    3: (
        Place(BOTTOM, 0.085, 0.0, (0, 0.5)),
        Place(LEFT, 0.075, 0.42, (-0.6, -0.5)),
        Place(RIGHT, 0.925, 0.42, (0.6, -0.5)),
    ),
    4: (
        Place(BOTTOM, 0.085, 0.0, (0, 0.36)),
        Place(LEFT, 0.075, 0.42, (-1.08, 0)),
        Place(TOP, 0.5, 0.0, (0, -0.36), -1.1),
        Place(RIGHT, 0.925, 0.42, (1.08, 0)),
    ),
    5: (
        Place(BOTTOM, 0.085, 0.0, (0, 0.5)),
        Place(LEFT, 0.075, 0.5, (-1.3, 0.5)),
        Place(TOP, 0.28, 0.0, (-0.6, -0.5)),
        Place(TOP, 0.62, 0.0, (0.6, -0.5)),
        Place(RIGHT, 0.925, 0.5, (1.3, 0.5)),
    ),
    6: (
        Place(BOTTOM, 0.085, 0.0, (0, 0.5)),
        Place(LEFT, 0.075, 0.5, (-1.1, 0.5)),
        Place(TOP, 0.245, 0.0, (-1.1, -0.5)),
        Place(TOP, 0.45, 0.0, (0, -0.5)),
        Place(TOP, 0.655, 0.0, (1.1, -0.5)),
        Place(RIGHT, 0.925, 0.5, (1.1, 0.5)),
    ),
}
"""The seats of each table size, clockwise from the human at the bottom."""

MAX_HAND = 15
"""The most cards the human holds at once: nine dealt plus six from the talon."""


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every position and size of the table for one window size."""

    width: int
    height: int
    seats: int = 4
    practice: bool = False
    """The score panel has a line more: the match is practice (a move was taken back)."""

    def place(self, seat: int) -> Place:
        return PLACES[self.seats][seat]

    @property
    def tops(self) -> int:
        """How many seats share the top edge: they share its room for hands and piles."""
        return sum(1 for p in PLACES[self.seats] if p.edge == TOP)

    def edge(self, seat: int) -> str:
        """The seat's edge of the table: bottom, left, top or right."""
        return self.place(seat).edge

    def left(self) -> list[int]:
        """The seats on the left edge (none heads-up)."""
        return [s for s in range(self.seats) if self.edge(s) == LEFT]

    # --- scale and sizes ----------------------------------------------------------------------

    @property
    def u(self) -> float:
        """Scale of the interface against a 1600×900 window."""
        return min(self.width / 1600, self.height / 900)

    def px(self, n: float) -> int:
        """``n`` pixels of the 1600×900 design at this size (never shrunk below readability)."""
        return max(1, round(n * max(self.u, 0.72)))

    @property
    def card_w(self) -> int:
        """Width of the cards in the human's hand and on the trick."""
        return round(min(self.width * 0.072, self.height * 0.135))

    @property
    def card_h(self) -> int:
        return card_height(self.card_w)

    @property
    def small_w(self) -> int:
        """Width of the other hands' backs, the piles and the talon."""
        return round(self.card_w * 0.62)

    @property
    def small_h(self) -> int:
        return card_height(self.small_w)

    @property
    def mini_w(self) -> int:
        """Width of the cards in the last-trick panel."""
        return self.small_w

    @property
    def avatar(self) -> int:
        """Side of the square an avatar is drawn in."""
        return round(self.height * 0.118)

    # --- seats --------------------------------------------------------------------------------

    def seat_centre(self, seat: int) -> Point:
        """Centre of a seat's avatar."""
        w, h = self.width, self.height
        place = self.place(seat)
        if place.edge == BOTTOM:
            return (w * place.x, h - self.avatar * 0.5 - h * 0.075)
        if place.edge == TOP:
            return (w * place.x + self.card_w * place.dx, h * 0.018 + self.avatar * 0.5)
        return (w * place.x, h * place.y)

    def name_rect(self, seat: int) -> pygame.Rect:
        """The name plate under an avatar (name and trick count)."""
        x, y = self.seat_centre(seat)
        pw, ph = self.px(150), self.px(30)
        rect = pygame.Rect(0, 0, pw, ph)
        rect.midtop = (round(x), round(y + self.avatar * 0.5 + self.px(4)))
        return rect

    def caption_room(self, seat: int) -> tuple[pygame.Rect, str]:
        """Where a seat's beginner caption goes: the box its lines wrap in (its width counts)
        and the point of the box they hang from. A top seat: under its name plate, right of
        its pile and discards; the human: above its discards, right of the left seat's hand;
        a side seat: on the cloth between its hand and the trick, above the trick and the
        piles (below them at six seats, where the top seats' captions come down). So a
        caption covers none of the seat's cards and stays on the table."""
        x = self.seat_centre(seat)[0]
        m, edge = self.px(12), self.edge(seat)
        if edge == TOP:
            top = self.name_rect(seat).bottom + self.px(4)
            if self.seats < 6:  # pile and discards (turned) left of the plate
                left = self.discards(seat)[0] + self.small_h / 2 + self.px(6)
                return pygame.Rect(round(left), top, self.px(360), 0), "topleft"
            xs = sorted(self.seat_centre(s)[0] for s in range(self.seats) if self.edge(s) == TOP)
            spacing = xs[1] - xs[0]  # pile and discards under the plate: beside them
            left = x + self.small_h / 2 + m
            return pygame.Rect(round(left), top, round(spacing - self.small_h - 2 * m), 0), (
                "topleft"
            )
        if edge == BOTTOM:  # above its discards (turned), right of the left seat's hand
            left = max([m] + [self.hand_edge(s) + m for s in self.left()])
            bottom = self.discards(seat)[1] - self.small_w / 2 - m
            return pygame.Rect(round(left), round(bottom), self.px(300), 0), "bottomleft"
        side = SIDE[edge]
        hand = self.hand_edge(seat) - side * m
        if self.seats == 6:  # the top seats' captions are above: under the talon and its label
            trick = self.trick_slot(seat)[0] + side * (self.card_w / 2 + m)
            left, right = sorted((round(hand), round(trick)))
            top = round(self.centre[1] + self.small_h / 2 + self.px(44))
            return pygame.Rect(left, top, right - left, 0), "topleft" if side < 0 else "topright"
        middle = [self.trick_slot(s)[0] for s in range(self.seats) if self.edge(s) in (TOP, BOTTOM)]
        trick = min(middle) - self.card_w / 2 - m if side < 0 else max(middle) + self.card_w / 2 + m
        left, right = sorted((round(hand), round(trick)))
        bottom = round(self.centre[1] - self.card_h / 2 - m)
        return pygame.Rect(
            left, bottom, right - left, 0
        ), "bottomleft" if side < 0 else "bottomright"

    def hand_edge(self, seat: int) -> float:
        """A side seat's hand (backs turned, or its cards spread face up): the x of its side
        towards the middle of the table."""
        return self.seat_centre(seat)[0] - SIDE[self.edge(seat)] * (
            self.avatar / 2 + self.px(20) + self.small_h
        )

    def hand_cards(self, seat: int, count: int) -> list[Point]:
        """Centres of the face-down cards of another seat's hand."""
        if count <= 0:
            return []
        x, y = self.seat_centre(seat)
        sw, sh = self.small_w, self.small_h
        edge = self.edge(seat)
        if edge == TOP:
            room = 0.22 if self.tops == 1 else 0.18 / self.tops
            step = min(sw * 0.32, self.width * room / max(count, 1))
            x0 = x + self.avatar * 0.5 + self.px(24) + sw / 2
            return [(x0 + i * step, y) for i in range(count)]
        step = min(sw * 0.3, self.height * 0.26 / max(count, 1))
        cx = x - SIDE[edge] * (self.avatar * 0.5 + self.px(20) + sh / 2)
        top = y - step * (count - 1) / 2
        if edge == LEFT and count > 1:  # below the last-trick panel: the fan closes up
            bottom = top + step * (count - 1)
            top = max(top, self.last_trick_rect.bottom + self.px(8) + sh / 2)
            step = min(step, max(0.0, bottom - top) / (count - 1))
        return [(cx, top + i * step) for i in range(count)]

    def open_hand(self, seat: int, count: int) -> list[Point]:
        """Centres of another seat's cards laid face up and upright (the hand replay).

        Each card leaves its top-left corner in view, where its rank and suit are printed.
        """
        if count <= 0:
            return []
        x, y = self.seat_centre(seat)
        sw, sh = self.small_w, self.small_h
        edge = self.edge(seat)
        if edge == TOP:
            room = 0.3 if self.tops == 1 else 0.24 / self.tops
            step = min(sw * 0.56, self.width * room / max(count - 1, 1))
            x0 = x + self.avatar * 0.5 + self.px(24) + sw / 2
            return [(x0 + i * step, y) for i in range(count)]
        step = min(sh * 0.42, self.height * 0.4 / max(count - 1, 1))
        cx = x - SIDE[edge] * (self.avatar * 0.5 + self.px(20) + sw / 2)
        top = y - step * (count - 1) / 2
        return [(cx, top + i * step) for i in range(count)]

    # --- the human's hand ---------------------------------------------------------------------

    @property
    def hand_top(self) -> float:
        """Top edge of the human's cards when none is lifted."""
        return self.height - self.card_h - self.height * 0.03

    @property
    def lift(self) -> int:
        """How far a card rises under the pointer or when selected."""
        return round(self.card_h * 0.16)

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The human's cards, left to right (later ones overlap earlier ones)."""
        if count <= 0:
            return []
        cw, ch = self.card_w, self.card_h
        span = self.width * 0.52
        step = cw * 0.8 if count == 1 else min(cw * 0.8, (span - cw) / (count - 1))
        total = cw + step * (count - 1)
        x0 = (self.width - total) / 2
        top = round(self.hand_top)
        return [pygame.Rect(round(x0 + i * step), top, cw, ch) for i in range(count)]

    # --- the middle of the table --------------------------------------------------------------

    @property
    def centre(self) -> Point:
        return (self.width / 2, self.height * 0.44)

    def trick_slot(self, seat: int) -> Point:
        """Centre of the card a seat puts on the trick."""
        cx, cy = self.centre
        dx, dy = self.place(seat).slot
        return (cx + dx * self.card_w, cy + dy * self.card_h)

    def pile(self, seat: int) -> Point:
        """Where the tricks a seat won are stacked."""
        x, y = self.seat_centre(seat)
        sw, sh = self.small_w, self.small_h
        edge = self.edge(seat)
        if edge == TOP and self.tops == 1:
            return (x - self.avatar * 0.5 - self.px(24) - sw / 2, y)
        if edge == BOTTOM:
            return (x + self.avatar * 0.5 + self.px(24) + sw / 2, y)
        name = self.name_rect(seat)
        return (x, name.bottom + self.px(10) + sh / 2)

    def discards(self, seat: int) -> Point:
        """Where a chant recipient's six discards lie, face down, beside its pile."""
        x, y = self.pile(seat)
        edge = self.edge(seat)
        if edge == BOTTOM:
            return (x, y - self.small_h)
        if edge == TOP:
            return (x, y + self.small_h * 0.9)
        return (x - SIDE[edge] * self.small_w * 1.15, y)

    @property
    def talon(self) -> Point:
        cx, cy = self.centre
        return (cx - self.card_w * 2.4, cy)

    @property
    def dead(self) -> Point:
        """The spoiled tricks' pile."""
        cx, cy = self.centre
        return (cx + self.card_w * 2.4, cy)

    def deck(self, dealer: int) -> Point:
        """The pack in the dealer's hands while shuffling, cutting and dealing."""
        x, y = self.seat_centre(dealer)
        cx, cy = self.centre
        return (x + (cx - x) * 0.38, y + (cy - y) * 0.38)

    # --- panels and controls ------------------------------------------------------------------

    @property
    def score_rect(self) -> pygame.Rect:
        m = self.px(14)
        return pygame.Rect(m, m, self.px(250), self.px(104) + self.practice_h)

    @property
    def practice_h(self) -> int:
        """The height of the score panel's practice line (none in a counted match)."""
        return self.px(22) if self.practice else 0

    @property
    def last_trick_rect(self) -> pygame.Rect:
        """Under the score: the last trick's cards, its title above and who took it below."""
        score = self.score_rect
        h = self.px(58) + self.mini_w * 1.5 * 1.15
        return pygame.Rect(score.left, score.bottom + self.px(10), score.width, round(h))

    @property
    def menu_rect(self) -> pygame.Rect:
        m, s = self.px(14), self.px(44)
        return pygame.Rect(self.width - m - s, m, s, s)

    @property
    def help_rect(self) -> pygame.Rect:
        menu = self.menu_rect
        return menu.move(-menu.width - self.px(10), 0)

    @property
    def controls_rect(self) -> pygame.Rect:
        """Bottom right, below the right-hand seat's pile: the gesture bar."""
        w = round(self.width * 0.2)
        m = self.px(14)
        right = max(s for s in range(self.seats) if self.edge(s) in (RIGHT, TOP))
        top = round(self.pile(right)[1] + self.small_h / 2 + m)
        return pygame.Rect(self.width - w - m, top, w, self.height - m - top)

    @property
    def offer_rect(self) -> pygame.Rect:
        """The offer of the point, in the middle: it is only open before the first card."""
        rect = pygame.Rect(0, 0, self.px(300), self.px(52))
        rect.center = (round(self.centre[0]), round(self.centre[1]))
        return rect

    @property
    def message_centre(self) -> Point:
        """The line above the human's hand: whose turn it is, what to do."""
        return (self.width / 2, self.hand_top - self.lift - self.px(22))
