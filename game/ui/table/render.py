"""Paints the table: cloth, hands, piles, faces, the trick, cards in flight and the panels.

Everything drawn per frame is a ready surface: card faces come pre-scaled from the card art,
avatars and labels from their caches, and only cards in flight are scaled (a plain scale of a
card is cheap; smooth scaling and rotation are not). The painter reads the scene and changes
nothing. ``ClothPainter`` holds what any view of a table draws (piles, seats, the trick), so
the hand replay looks exactly like the table; ``TableRenderer`` adds the live table's hands,
flights and overlays.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.table.animation import Flight, Overlay, ease_out
from game.ui.table.host import Seated, Table
from game.ui.table.layout import BOTTOM, LEFT, TOP, Point, TableLayout
from game.ui.table.match import HUMAN

STAMP_INK = {"spoiled": theme.RED, "mordienne": (31, 94, 58)}
"""Overlays drawn as a stamp, and their ink."""
STACK_LAYERS = 7
"""How many cards of a pile are drawn (a deeper pile looks the same)."""


def star(surface: pygame.Surface, centre: Point, r: float) -> None:
    """The mark of the player who leads the hand (most tricks, reached first)."""
    points = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.45
        points.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    pygame.draw.polygon(surface, theme.GOLD_LIGHT, points)


class ClothPainter:
    """Draws the cloth of one scene; caches the few surfaces that are not card art or text."""

    def __init__(self, scene: Seated) -> None:
        self.scene = scene
        self._cache: dict[tuple, pygame.Surface] = {}

    def forget(self) -> None:
        """The size, language or deck changed: drop derived surfaces."""
        self._cache.clear()

    # --- helpers ------------------------------------------------------------------------------

    @property
    def L(self) -> TableLayout:
        return self.scene.geometry

    def _cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surface = self._cache.get(key)
        if surface is None:
            surface = make()
            self._cache[key] = surface
        return surface

    def face(self, card: int, width: int) -> pygame.Surface:
        return self.scene.app.art.face(card, width)

    def back(self, width: int, turned: bool = False) -> pygame.Surface:
        surface = self.scene.app.art.back(width)
        if not turned:
            return surface
        return self._cached(("back90", width), lambda: pygame.transform.rotate(surface, 90))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        radius = max(3, size[0] // 12)
        return self._cached(("shadow", size), lambda: theme.shadow(size, radius, 80))

    def panel(self, size: tuple[int, int], fill=theme.PANEL, border=theme.GOLD) -> pygame.Surface:
        radius = self.L.px(12)
        return self._cached(
            ("panel", size, fill, border),
            lambda: theme.rounded_panel(size, fill, border, radius, max(1, self.L.px(2))),
        )

    def blit_card(
        self, surface: pygame.Surface, image: pygame.Surface, centre: Point, shadow: bool = True
    ) -> pygame.Rect:
        rect = image.get_rect(center=(round(centre[0]), round(centre[1])))
        if shadow:
            off = max(2, self.L.px(4))
            surface.blit(self.shadow(rect.size), rect.move(off // 2, off))
        surface.blit(image, rect)
        return rect

    def outline(self, surface: pygame.Surface, rect: pygame.Rect, colour, width: int) -> None:
        pygame.draw.rect(
            surface,
            colour,
            rect.inflate(width * 2, width * 2),
            width,
            border_radius=max(4, rect.width // 12),
        )

    # --- piles --------------------------------------------------------------------------------

    def stack(
        self, surface: pygame.Surface, centre: Point, count: int, turned: bool = False
    ) -> None:
        """A neat pile of backs; deeper piles only look taller."""
        if count <= 0:
            return
        image = self.back(self.L.small_w, turned)
        step = max(1, self.L.px(1.6))
        layers = min(count, STACK_LAYERS)
        for i in range(layers):
            c = (centre[0] - i * step * 0.5, centre[1] - i * step)
            self.blit_card(surface, image, c, shadow=(i == 0))

    def tag(self, surface, text: str, centre, below: float) -> None:
        ui = self.scene.app.ui
        ui.label(surface, text, (centre[0], centre[1] + below), ui.small_px, theme.PAPER, "bold")

    def draw_piles(self, surface: pygame.Surface) -> None:
        L, m, t = self.L, self.scene.model, self.scene.app.t
        for seat in range(L.seats):
            self.stack(surface, L.pile(seat), m.tricks[seat] and min(m.tricks[seat], 9))
            turned = L.edge(seat) in (TOP, BOTTOM)
            self.stack(surface, L.discards(seat), m.discards[seat], turned=turned)
        below = L.small_h * 0.5 + L.px(14)
        if m.talon:
            self.stack(surface, L.talon, m.talon)
            self.tag(surface, t("table.talon", count=m.talon), L.talon, below)
        if m.dead:
            self.stack(surface, L.dead, m.dead)
        if m.dead and m.spoiled:
            self.tag(surface, t("table.dead", count=m.spoiled), L.dead, below)

    # --- seats --------------------------------------------------------------------------------

    def draw_seats(self, surface: pygame.Surface) -> None:
        scene, L, m = self.scene, self.L, self.scene.model
        now = scene.app.now
        size = L.avatar
        for seat in range(L.seats):
            x, y = L.seat_centre(seat)
            expression = m.expressions.get(seat)
            if expression is not None and expression.until <= now:
                expression = None
            gesture = expression.text if expression and expression.kind == "gesture" else None
            face = scene.avatars.get(seat, gesture, size)
            rect = face.get_rect(center=(round(x), round(y)))
            if scene.to_act() == seat:
                self.turn_ring(surface, rect)
            surface.blit(face, rect)
            self.name_plate(surface, seat)
            if m.dealer == seat and (m.hand_no or m.deck):
                self.dealer_button(surface, rect)
            if expression is not None and expression.kind != "bubble" and expression.caption:
                self.caption(surface, seat, expression.caption)

    def draw_bubbles(self, surface: pygame.Surface) -> None:
        """What the seats say, over everything else of the still table: a bubble is short-lived
        and must be read whole, even where it reaches a panel."""
        now = self.scene.app.now
        for seat, expression in self.scene.model.expressions.items():
            if expression.kind == "bubble" and expression.until > now:
                self.bubble(surface, seat, expression.text)

    def caption(self, surface: pygame.Surface, seat: int, text: str) -> None:
        """Beginner help by a seat: the gesture just made and what it means."""
        image, box = self.caption_box(seat, text)
        surface.blit(self.panel(box.size, theme.PANEL, None), box)
        surface.blit(image, image.get_rect(center=box.center))

    def caption_box(self, seat: int, text: str) -> tuple[pygame.Surface, pygame.Rect]:
        """A caption's lines, wrapped in the room the layout gives the seat
        (``TableLayout.caption_room``), and the panel around them, inside the window."""
        ui, L = self.scene.app.ui, self.L
        room, anchor = L.caption_room(seat)
        pad = L.px(7)
        image = ui.text.render(text, "bold", ui.small_px, theme.GOLD_LIGHT, room.width - 2 * pad)
        box = image.get_rect().inflate(2 * pad, L.px(6))
        setattr(box, anchor, getattr(room, anchor))
        box.clamp_ip(pygame.Rect(0, 0, L.width, L.height).inflate(-L.px(8), -L.px(8)))
        return image, box

    def turn_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        width = max(3, self.L.px(5))
        ring = rect.inflate(width * 2 + 4, width * 2 + 4)
        pygame.draw.ellipse(surface, theme.GOLD_LIGHT, ring, width)

    def name_plate(self, surface: pygame.Surface, seat: int) -> None:
        scene, L, m = self.scene, self.L, self.scene.model
        ui = scene.app.ui
        plate = L.name_rect(seat)
        surface.blit(self.panel(plate.size, theme.PANEL, None), plate)
        team = theme.TEAM_US if m.ally(seat) else theme.TEAM_THEM
        pad = L.px(8)
        badge_r = plate.height // 2 - 2
        ui.label(
            surface,
            scene.name(seat),
            (plate.left + pad, plate.centery),
            ui.small_px + 1,
            team,
            "bold",
            "midleft",
            plate.width - 3 * badge_r - 2 * pad,
        )
        centre = (plate.right - badge_r - 3, plate.centery)
        first = m.first == seat and m.tricks[seat] > 0
        pygame.draw.circle(surface, theme.GOLD if first else (60, 70, 62), centre, badge_r)
        ui.label(
            surface,
            str(m.tricks[seat]),
            centre,
            ui.small_px,
            theme.INK if first else theme.PAPER,
            "bold",
        )
        if first:
            star(surface, (centre[0] - badge_r * 1.9, centre[1]), badge_r * 0.8)

    def dealer_button(self, surface: pygame.Surface, avatar: pygame.Rect) -> None:
        ui, L = self.scene.app.ui, self.L
        r = max(9, L.px(15))
        centre = (avatar.right - r // 2, avatar.top + r // 2)
        pygame.draw.circle(surface, theme.PAPER, centre, r)
        pygame.draw.circle(surface, theme.INK, centre, r, max(1, L.px(2)))
        ui.label(
            surface,
            self.scene.app.t("table.dealer_mark"),
            centre,
            round(r * 1.2),
            theme.INK,
            "bold",
        )

    def bubble(self, surface: pygame.Surface, seat: int, text: str) -> None:
        image, box, tail = self.bubble_box(seat, text)
        pad = self.L.px(10)
        pygame.draw.polygon(
            surface,
            theme.PAPER,
            [tail, (box.centerx - pad, box.centery), (box.centerx + pad, box.centery)],
        )
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=pad)
        pygame.draw.rect(surface, theme.GOLD, box, max(1, self.L.px(2)), border_radius=pad)
        surface.blit(image, image.get_rect(center=box.center))

    def bubble_box(
        self, seat: int, text: str
    ) -> tuple[pygame.Surface, pygame.Rect, tuple[float, float]]:
        """A speech bubble's text, its box beside the seat, and the tip of its tail (the
        table asks where a bubble is, to answer a click on it)."""
        ui, L = self.scene.app.ui, self.L
        image = ui.text.render(text, "bold", ui.body_px, theme.INK, width=L.px(260))
        pad = L.px(10)
        box = image.get_rect().inflate(2 * pad, 2 * pad)
        x, y = L.seat_centre(seat)
        r = L.avatar / 2
        edge = L.edge(seat)
        if edge == BOTTOM:  # up and right of the face: the buttons above it stay clear
            box.bottomleft = (round(x + r * 0.9), round(y - r * 0.25))
            tail = (x + r * 0.6, y - r * 0.5)
        elif edge == TOP:
            box.midleft = (round(x + r + L.px(12)), round(y + r * 0.75))
            tail = (x + r * 0.7, y + r * 0.4)
        else:
            side = 1 if edge == LEFT else -1
            box.midbottom = (round(x + side * r * 0.9), round(y - r - L.px(4)))
            tail = (x + side * r * 0.3, y - r * 0.8)
        box.clamp_ip(pygame.Rect(0, 0, L.width, L.height))
        return image, box, tail

    # --- the middle ---------------------------------------------------------------------------

    def leading(self) -> int | None:
        """The seat whose card on the trick is outlined: the trick's winner once known."""
        return self.scene.model.winning

    def draw_trick(self, surface: pygame.Surface) -> None:
        """The cards on the trick in the order played, the outlined one on top of the others."""
        L, m = self.L, self.scene.model
        leading = self.leading()
        for seat, card in sorted(m.trick.items(), key=lambda item: item[0] == leading):
            rect = self.blit_card(surface, self.face(card, L.card_w), L.trick_slot(seat))
            if seat == leading:
                strong = m.winning is not None
                self.outline(
                    surface,
                    rect,
                    theme.GOLD_LIGHT if strong else theme.GOLD,
                    max(2, L.px(5 if strong else 3)),
                )


class TableRenderer(ClothPainter):
    """Draws one live table: the cloth, the hands, cards in flight, overlays and the HUD."""

    scene: Table

    def __init__(self, scene: Table) -> None:
        super().__init__(scene)
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None

    def forget(self) -> None:
        super().forget()
        screen = self.scene.app.screen
        self._static = pygame.Surface(screen.get_size()).convert(screen)
        self._static_key = None

    def width_of(self, size: str) -> int:
        return self.L.card_w if size == "big" else self.L.small_w

    # --- the frame ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The still table from its cache (redrawn only when it changed), then what moves."""
        key = self.static_key()
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = pygame.Surface(surface.get_size()).convert(surface)
            self._static_key = None
        if key != self._static_key:
            self.draw_static(self._static)
            self._static_key = key
        surface.blit(self._static, (0, 0))
        drag = self.scene.dragging_card()
        if drag is not None:
            self.blit_card(surface, self.face(drag, self.L.card_w), self.scene.drag_centre())
        self.draw_flights(surface)
        self.draw_overlay(surface)

    def draw_static(self, surface: pygame.Surface) -> None:
        """Everything that stays put between two changes of the model."""
        surface.blit(self.scene.app.felt(), (0, 0))
        self.draw_piles(surface)
        self.draw_deck(surface)
        self.draw_other_hands(surface)
        self.draw_seats(surface)
        self.draw_drawn(surface)
        self.draw_trick(surface)
        self.draw_hand(surface)
        self.scene.hud.draw(surface)
        self.draw_bubbles(surface)

    def static_key(self) -> tuple:
        """Everything the still table depends on: when it is unchanged, the cache is right."""
        scene, m = self.scene, self.scene.model
        now = scene.app.now
        overlay = self.current_overlay()
        expressions = tuple(
            (s, e.kind, e.text, e.caption)
            for s, e in sorted(m.expressions.items())
            if e.until > now
        )
        return (
            tuple(m.hand),
            tuple((seat, tuple(cards)) for seat, cards in m.exposed.items()),
            scene.acting(),
            tuple(m.counts),
            tuple(m.tricks),
            m.first,
            tuple(m.trick.items()),
            m.winning,
            len(m.past_tricks),
            m.talon,
            m.deck,
            m.dead,
            tuple(m.discards),
            m.dealer,
            m.hand_no,
            m.scores,
            tuple(m.drawn),
            tuple(sorted(m.selected)),
            expressions,
            overlay.kind if overlay else None,
            scene.hover,
            scene.dragging_card(),
            scene.to_act(),
            scene.human_turn(),
            scene.review,
            scene.hud.state_key(),
            scene.app.lang,
            scene.app.deck,
            id(scene.app.felt()),
        )

    def draw_deck(self, surface: pygame.Surface) -> None:
        """The pack in the dealer's hands, unless the shuffle or the cut is drawing it."""
        m = self.scene.model
        if m.deck and not self.deck_in_motion():
            self.stack(surface, self.L.deck(m.dealer), m.deck)

    def deck_in_motion(self) -> bool:
        overlay = self.current_overlay()
        return overlay is not None and overlay.kind in ("shuffle", "cut")

    # --- hands --------------------------------------------------------------------------------

    def draw_other_hands(self, surface: pygame.Surface) -> None:
        """The other seats' backs; a Petit-Jean's cards face up once they are spread."""
        L, m = self.L, self.scene.model
        for seat in range(1, L.seats):
            if self.scene.open_cards(seat):
                self.draw_hand(surface, seat)
                continue
            image = self.back(L.small_w, turned=L.edge(seat) != TOP)
            for centre in L.hand_cards(seat, m.counts[seat]):
                self.blit_card(surface, image, centre, shadow=False)

    def draw_hand(self, surface: pygame.Surface, seat: int = HUMAN) -> None:
        """A hand the human sees face up, the selected and pointed cards outlined."""
        scene, L = self.scene, self.L
        drag = scene.dragging_card()
        width = L.card_w if seat == HUMAN else L.small_w
        for card, rect in scene.hand_layout(seat):
            if card == drag:
                continue
            self.blit_card(surface, self.face(card, width), rect.center)
            if card in scene.model.selected:
                self.outline(surface, rect, theme.GOLD_LIGHT, max(2, L.px(4)))
            elif card == scene.hover:
                self.outline(surface, rect, theme.PAPER, max(1, L.px(2)))

    # --- the middle ---------------------------------------------------------------------------

    def draw_drawn(self, surface: pygame.Surface) -> None:
        """The partnership draw: each seat's cards, the top card it drew outlined at the end."""
        drawn = self.scene.model.drawn
        overlay = self.current_overlay()
        done = overlay is not None and overlay.kind == "low_banner"
        last = {seat: k for k, (seat, _card) in enumerate(drawn)}
        for k, (seat, card) in enumerate(drawn):
            index = sum(1 for s, _ in drawn[:k] if s == seat)
            centre = self.scene.resolve(("drawn", seat, index))
            rect = self.blit_card(surface, self.face(card, self.L.small_w), centre)
            if done and last[seat] == k:
                self.outline(surface, rect, theme.GOLD_LIGHT, max(2, self.L.px(4)))

    # --- animations ---------------------------------------------------------------------------

    def current_overlay(self) -> Overlay | None:
        step = self.scene.queue.current
        return step.overlay if step is not None else None

    def draw_flights(self, surface: pygame.Surface) -> None:
        step = self.scene.queue.current
        if step is None:
            return
        for flight in step.moving():
            self.draw_flight(surface, flight, step.elapsed)

    def draw_flight(self, surface: pygame.Surface, f: Flight, elapsed: float) -> None:
        p = f.progress(elapsed)
        e = ease_out(p)
        w0, w1 = self.width_of(f.size_from), self.width_of(f.size_to)
        width = round(w0 + (w1 - w0) * e)
        face_up = f.turn == "" or (f.turn == "up") == (p >= 0.5)
        card = f.card if face_up else None
        base_w = max(w0, w1)
        image = self.back(base_w) if card is None else self.face(card, base_w)
        squash = abs(1 - 2 * p) if f.turn else 1.0
        w = max(2, round(width * max(squash, 0.06)))
        h = round(image.get_height() * width / base_w)
        if (w, h) != image.get_size():
            image = pygame.transform.scale(image, (w, h))
        self.blit_card(surface, image, f.position(elapsed), shadow=False)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        step = self.scene.queue.current
        if step is None or step.overlay is None:
            return
        overlay, p = step.overlay, step.progress
        if overlay.kind in ("banner", "low_banner"):
            self.banner(surface, overlay.text, overlay.kind == "low_banner")
        elif overlay.kind in STAMP_INK:
            self.stamp(surface, overlay.text, p, STAMP_INK[overlay.kind])
        elif overlay.kind in ("shuffle", "cut"):
            assert overlay.seat is not None, "the dealer shuffles, a seat cuts"
            if overlay.kind == "shuffle":
                self.shuffle(surface, overlay.seat, p)
            else:
                self.cut(surface, overlay.seat, p)
            if overlay.text:
                self.banner(surface, overlay.text, False)

    def banner(self, surface: pygame.Surface, text: str, low: bool) -> None:
        """A sentence in the middle of the table (below the cards when ``low``)."""
        ui, L = self.scene.app.ui, self.L
        image = ui.text.render(text, "serif", ui.px(30), theme.PAPER, width=round(L.width * 0.42))
        box = image.get_rect().inflate(L.px(48), L.px(28))
        x, y = L.centre
        box.center = (round(x), round(y + (L.card_h * 1.05 if low else 0)))
        panel = self.panel(box.size, theme.PANEL_LIGHT)
        surface.blit(panel, box)
        surface.blit(image, image.get_rect(center=box.center))

    def stamp(self, surface: pygame.Surface, text: str, p: float, ink: theme.Colour) -> None:
        """A word stamped across the middle: "spoiled!", "Mordienne!"."""
        ui, L = self.scene.app.ui, self.L

        def make() -> pygame.Surface:
            image = ui.text.render(text, "serif", ui.px(72), ink)
            pad = L.px(16)
            framed = pygame.Surface(image.get_rect().inflate(2 * pad, pad).size, pygame.SRCALPHA)
            pygame.draw.rect(framed, (251, 244, 225, 225), framed.get_rect(), border_radius=pad)
            pygame.draw.rect(framed, ink, framed.get_rect(), max(3, L.px(6)), border_radius=pad)
            framed.blit(image, image.get_rect(center=framed.get_rect().center))
            return pygame.transform.rotozoom(framed, 12, 1.0)

        image = self._cached(("stamp", text, ink, L.width, L.height), make)
        grow = min(1.0, p * 5)
        if grow < 1:
            size = (
                max(1, round(image.get_width() * (1.6 - 0.6 * grow))),
                max(1, round(image.get_height() * (1.6 - 0.6 * grow))),
            )
            image = pygame.transform.scale(image, size)
        surface.blit(image, image.get_rect(center=(round(L.centre[0]), round(L.centre[1]))))

    def shuffle(self, surface: pygame.Surface, seat: int, p: float) -> None:
        """Two halves of the pack riffled together a few times."""
        L = self.L
        x, y = L.deck(seat)
        spread = math.sin(p * math.pi * 3) ** 2 * L.small_w * 0.6
        self.stack(surface, (x - spread, y), 24)
        self.stack(surface, (x + spread, y), 24)

    def cut(self, surface: pygame.Surface, seat: int, p: float) -> None:
        """The cutter lifts the top of the pack aside; it goes back under."""
        L = self.L
        dealer = self.scene.model.dealer
        x, y = L.deck(dealer)
        cx, cy = L.seat_centre(seat)
        k = math.sin(p * math.pi)
        top = (x + (cx - x) * 0.25 * k, y + (cy - y) * 0.25 * k - L.small_h * 0.3 * k)
        self.stack(surface, (x, y), 24)
        self.stack(surface, top, 20)
