"""Contrée's panels at the table: the bidding panel, the auction so far, the contract.

The bidding panel offers exactly the calls the engine allows now (``legal_actions``): a
value is picked first (only those above the standing bid are enabled), then a suit makes the
bid; Pass, Contre and Surcontre are enabled when legal. Keys do the same: ← → the value,
1–4 a suit, P pass, X contre or surcontre; with ``no_trump: on`` a row of its own offers no
trump and all trumps (keys 5 and 6). At the first card, the announcements the human holds are
offered (``declaring``). The auction's calls stay listed beside the table
while bidding, and the contract (value, trump, bidder, ×2/×4), the belote heard and each
side's card points stay on screen during play. The score, the last trick, the message line,
the hint, Take back and the menu are the shared table's panels; a hint in the auction outlines the
advised call's buttons, and a click on a bot's call (its line in the auction, or its speech
bubble) says why it called it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.contree.cards import TRUMP_NAMES
from game.contree.rules.actions import VALUES, Bid, Call, Contre, Declare, Pass, Surcontre
from game.contree.words import call_words, contract_words
from game.ui import theme
from game.ui.contree.declaring import DeclarationOffer
from game.ui.contree.host import ContreeTable
from game.ui.contree.model import ContreeModel
from game.ui.table.hud import TableHud
from game.ui.table.render import ClothPainter
from game.ui.widgets import Button, draw_button

SUIT_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6)
"""Keys 1–4 bid the chosen value in spades, hearts, diamonds, clubs (the engine's order), 5
and 6 in no trump and all trumps (``no_trump: on``)."""
SUITS = 4
"""The four suits' buttons come first; no trump and all trumps have a row of their own."""


class ContreeHud(TableHud):
    """The shared table's panels, plus the auction's and the contract's."""

    def __init__(self, scene: ContreeTable, painter: ClothPainter) -> None:
        super().__init__(scene, painter)
        self.scene: ContreeTable = scene
        t = scene.app.t
        self.value: int | None = None
        """The value picked in the bidding panel (None: the lowest the engine allows)."""
        self.values = [
            Button(
                partial(self._value_label, v),
                partial(self.pick, v),
                "secondary",
                enabled=partial(self._value_allowed, v),
                px=18,
            )
            for v in VALUES
        ]
        self.suits = [
            Button(
                partial(t, f"contree.suits.{name}"),
                partial(self.bid, k),
                "primary",
                enabled=partial(self._suit_allowed, k),
                px=18,
            )
            for k, name in enumerate(TRUMP_NAMES)
        ]
        self.no_trump = scene.match.state.options.no_trump == "on"
        """The bidding panel has a row for no trump and all trumps."""
        self.offer = DeclarationOffer(scene, painter)
        self.calls = [
            Button(lambda: t("contree.calls.pass"), self.call_pass, "secondary", self._can(Pass)),
            Button(lambda: t("contree.calls.contre"), self.double, "secondary", self._can(Contre)),
            Button(
                lambda: t("contree.calls.surcontre"), self.double, "secondary", self._can(Surcontre)
            ),
        ]

    @property
    def model(self) -> ContreeModel:
        return self.scene.model

    # --- what the engine allows ---------------------------------------------------------------

    def legal(self) -> list:
        """The human's calls the engine allows now (none unless it is their call)."""
        if self.scene.human_turn() != "call":
            return []
        return self.scene.match.state.legal_actions()

    def bid_values(self) -> list[int]:
        return sorted({a.value for a in self.legal() if isinstance(a, Bid)})

    def _value_label(self, value: int) -> str:
        return self.app.t("contree.calls.capot_short") if value == VALUES[-1] else str(value)

    def _value_allowed(self, value: int) -> bool:
        return value in self.bid_values()

    def _suit_allowed(self, suit: int) -> bool:
        return self._bid_action(suit) is not None

    def chosen(self) -> int | None:
        values = self.bid_values()
        if self.value in values:
            return self.value
        return values[0] if values else None

    def _bid_action(self, suit: int) -> Bid | None:
        value = self.chosen()
        for a in self.legal():
            if isinstance(a, Bid) and a.value == value and a.trump == suit:
                return a
        return None

    def _can(self, kind: type):
        return lambda: any(isinstance(a, kind) for a in self.legal())

    # --- calls --------------------------------------------------------------------------------

    def pick(self, value: int) -> None:
        self.value = value

    def bid(self, suit: int) -> None:
        action = self._bid_action(suit)
        if action is not None:
            self.value = None
            self.scene.apply(action)

    def call_pass(self) -> None:
        self._call(Pass)

    def double(self) -> None:
        """Contre, or surcontre: whichever the engine allows now."""
        if not self._call(Contre):
            self._call(Surcontre)

    def _call(self, kind: type) -> bool:
        for a in self.legal():
            if isinstance(a, kind):
                self.value = None
                self.scene.apply(a)
                return True
        return False

    def prompt_contre(self) -> None:
        """A contre out of turn, right after the opponents' bid (option ``contre: prompt``)."""
        for a in self.scene.match.interjections():
            if isinstance(a, Contre):
                self.scene.apply(a)
                return

    # --- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        super().layout()
        g = self.scene.geometry
        panel = self.bidding_rect()
        pad, gap = g.px(14), g.px(6)
        top = panel.top + pad + g.px(40)
        row_h = g.px(38)
        inner = panel.width - 2 * pad
        w = (inner - gap * (len(self.values) - 1)) / len(self.values)
        for k, b in enumerate(self.values):
            b.rect = pygame.Rect(round(panel.left + pad + k * (w + gap)), top, round(w), row_h)
        top += row_h + g.px(10)
        w = (inner - gap * 3) / 4
        for k, b in enumerate(self.suits[:SUITS]):
            b.rect = pygame.Rect(round(panel.left + pad + k * (w + gap)), top, round(w), row_h)
        top += row_h + g.px(10)
        if self.no_trump:
            w = (inner - gap) / 2
            for k, b in enumerate(self.suits[SUITS:]):
                b.rect = pygame.Rect(round(panel.left + pad + k * (w + gap)), top, round(w), row_h)
            top += row_h + g.px(10)
        w = (inner - gap * 2) / 3
        for k, b in enumerate(self.calls):
            b.rect = pygame.Rect(round(panel.left + pad + k * (w + gap)), top, round(w), row_h)

    def bidding_rect(self) -> pygame.Rect:
        g = self.scene.geometry
        height = g.px(232 + 48) if self.no_trump else g.px(232)
        rect = pygame.Rect(0, 0, min(round(g.width * 0.56), g.px(760)), height)
        rect.center = (round(g.centre[0]), round(g.centre[1]))
        return rect

    def contract_rect(self) -> pygame.Rect:
        """Top right, under the Menu and Rules buttons."""
        g = self.scene.geometry
        rect = pygame.Rect(0, 0, g.px(300), g.px(136))
        rect.topright = (g.width - g.px(14), self.menu.rect.bottom + g.px(12))
        return rect

    def auction_rect(self) -> pygame.Rect:
        """Bottom right, where Aluette's gesture bar is: the calls so far."""
        return self.scene.geometry.controls_rect

    # --- input --------------------------------------------------------------------------------

    def hint_offered(self) -> bool:
        """A hint is offered for a call as for a card."""
        return self.scene.human_turn() in ("call", "play")

    def suit_buttons(self) -> list[Button]:
        """The trumps the panel offers: the four suits, and no trump and all trumps."""
        return self.suits if self.no_trump else self.suits[:SUITS]

    def buttons(self) -> list[Button]:
        shown = super().buttons()
        if self.scene.human_turn() == "call":
            shown += [*self.values, *self.suit_buttons(), *self.calls]
        elif self.can_contre():
            shown.append(self.calls[1])
        elif self.offer.shown():
            self.offer.layout()
            shown += self.offer.buttons
        return shown

    def advised_buttons(self, call: object) -> list[Button]:
        """The bidding panel's buttons that make ``call``: a bid's value and suit, or Pass,
        Contre, Surcontre."""
        if isinstance(call, Bid):
            return [self.values[VALUES.index(call.value)], self.suits[call.trump]]
        if isinstance(call, Declare):
            return [self.offer.declare_button]
        kinds = (Pass, Contre, Surcontre)
        return [b for b, kind in zip(self.calls, kinds, strict=True) if isinstance(call, kind)]

    def can_contre(self) -> bool:
        return self.scene.flow.at_rest and any(
            isinstance(a, Contre) for a in self.scene.match.interjections()
        )

    def handle(self, event: pygame.event.Event) -> bool:
        call = event.type == pygame.KEYDOWN and self.scene.human_turn() == "call"
        if call and self._key(event.key):
            return True
        if event.type == pygame.KEYDOWN and self.offer.key(event.key):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._hit(event.pos)
            if hit is self.calls[1] and self.scene.human_turn() != "call":
                self.prompt_contre()
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self._hit(event.pos):
            index = self.call_at(event.pos)
            if index is not None:
                return self.scene.why_call(index)
        return super().handle(event)

    def call_at(self, pos: tuple[int, int]) -> int | None:
        """The auction's call under ``pos`` (its line in the auction, or its speech bubble
        while shown), by its place in the auction; None elsewhere."""
        for index, _call, rect in self.auction_rows():
            if rect.collidepoint(pos):
                return index
        seat = self.scene.bubble_at(pos)
        if seat is None:
            return None
        m, t = self.model, self.app.t
        said = m.expressions[seat].text
        for index in range(len(m.calls) - 1, -1, -1):
            call = m.calls[index]
            if call.seat == seat and call_words(t, call) == said:
                return index
        return None

    def _key(self, key: int) -> bool:
        values, current = self.bid_values(), self.chosen()
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and current is not None:  # a value to bid
            k = values.index(current) + (1 if key == pygame.K_RIGHT else -1)
            self.value = values[max(0, min(len(values) - 1, k))]
        elif key in SUIT_KEYS:
            self.bid(SUIT_KEYS.index(key))
        elif key == pygame.K_p:
            self.call_pass()
        elif key == pygame.K_x:
            self.double()
        else:
            return False
        return True

    def state_key(self) -> tuple[object, ...]:
        m = self.model
        return (
            self.message(),
            self.chosen(),
            tuple(m.calls),
            m.contract,
            tuple(m.belote),
            tuple(m.points),
            self.can_contre(),
            id(self.hovered),
            self.scene.flow.advice(),
            self.scene.explained,
            tuple(id(b) for b in self.buttons()),
            self.offer.shown() and tuple(self.offer.held()),
            self.hand_line(),
        )

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_score(surface)
        self.draw_last_trick(surface)
        self.draw_auction(surface)
        self.draw_contract(surface)
        if self.scene.human_turn() == "call":
            self.draw_bidding(surface)
        elif self.offer.shown():
            self.offer.draw(surface)
        self.draw_message(surface)
        self.draw_hint(surface)
        ui = self.app.ui
        chosen = self.chosen()
        for button in self.buttons():
            focused = self.hovered is button
            if button in self.values and VALUES[self.values.index(button)] == chosen:
                draw_button(
                    surface,
                    ui,
                    button.rect,
                    button.label(),
                    "primary",
                    True,
                    True,
                    ui.px(button.px),
                )
                continue
            button.draw(surface, ui, focused)
            if button in self.suits[:SUITS] and button.enabled():
                self._suit_mark(surface, self.suits.index(button), button.rect)

    def _suit_mark(self, surface: pygame.Surface, suit: int, rect: pygame.Rect) -> None:
        size = round(rect.height * 0.62)
        mark = self.app.art_of("contree").suit_mark(suit, size)
        surface.blit(
            mark, mark.get_rect(midleft=(rect.left + self.scene.geometry.px(8), rect.centery))
        )

    def goal_line(self) -> str:
        return self.app.t("contree.goal", target=self.model.target)

    def hand_line(self) -> str:
        """ "Hand 3 of 8" in a match of a number of hands (option ``hands``; thrown-in hands
        are not counted, and a tie after the last plays on); else the shared line."""
        m = self.model
        if not m.hands:
            return super().hand_line()
        t = self.app.t
        key = "contree.goal_hands" if m.counted <= m.hands else "contree.goal_extra"
        return t(key, number=m.counted, hands=m.hands)

    def draw_bidding(self, surface: pygame.Surface) -> None:
        g, ui, t = self.scene.geometry, self.app.ui, self.app.t
        rect = self.bidding_rect()
        # Opaque: the ring of the direction of play passes behind it.
        surface.blit(self.painter.panel(rect.size, theme.PANEL_LIGHT[:3]), rect)
        pad = g.px(14)
        ui.label(
            surface,
            t("contree.your_call"),
            (rect.centerx, rect.top + pad),
            ui.px(26),
            theme.GOLD_LIGHT,
            "serif",
            "midtop",
            rect.width - 2 * pad,
        )
        ui.label(
            surface,
            t("contree.no_trump_keys" if self.no_trump else "contree.keys"),
            (rect.centerx, rect.bottom - pad),
            ui.small_px,
            theme.MUTED,
            "sans",
            "midbottom",
            rect.width - 2 * pad,
        )

    def draw_hint(self, surface: pygame.Surface) -> None:
        """In the auction, the advised call's buttons outlined and why in a caption; in play,
        the Aluette table's hint (the card outlined) and every "Why?"."""
        scene = self.scene
        advice = scene.flow.advice()
        hints = scene.match.api
        declare = isinstance(advice.action, Declare) and self.offer.shown() if advice else False
        if (
            scene.explained is None
            and advice
            and hints
            and (scene.human_turn() == "call" or declare)
        ):
            width = max(3, scene.geometry.px(4))
            for button in self.advised_buttons(advice.action):
                self.painter.outline(surface, button.rect, theme.GOLD_LIGHT, width)
            self.caption(surface, hints.sentence(advice, self.app.translator))
            return
        super().draw_hint(surface)

    def caption(
        self,
        surface: pygame.Surface,
        text: str,
        place: Callable[[pygame.Rect], None] | None = None,
        footer: str = "",
    ) -> pygame.Rect:
        """The shared caption, above the declaration's panel while it is up."""
        if place is None and self.offer.shown():
            top = self.offer.rect().top - self.scene.geometry.px(8)

            def place(box: pygame.Rect) -> None:
                box.bottom = top

        return super().caption(surface, text, place, footer)

    def auction_panel(self) -> pygame.Rect:
        """The auction's panel: as high as the calls it shows (the latest ones that fit)."""
        g, ui = self.scene.geometry, self.app.ui
        box = self.auction_rect()
        pad = g.px(10)
        line = ui.small_px + g.px(6)
        shown = min(len(self.model.calls), max(1, (box.height - 2 * pad - line) // line))
        return pygame.Rect(box.left, box.top, box.width, 2 * pad + line * (shown + 1))

    def auction_rows(self) -> list[tuple[int, Call, pygame.Rect]]:
        """Each call shown in the auction's panel: its place in the auction, the call and its
        line (the latest at the bottom)."""
        m = self.model
        if not m.calls:
            return []
        g, ui = self.scene.geometry, self.app.ui
        rect = self.auction_panel()
        pad = g.px(10)
        line = ui.small_px + g.px(6)
        count = (rect.height - 2 * pad) // line - 1
        first = len(m.calls) - count
        return [
            (
                first + k,
                m.calls[first + k],
                pygame.Rect(rect.left, rect.top + pad + line * (k + 1), rect.width, line),
            )
            for k in range(count)
        ]

    def draw_auction(self, surface: pygame.Surface) -> None:
        """The calls so far, one line each, the latest at the bottom."""
        m = self.model
        if not m.calls:
            return
        g, ui, t = self.scene.geometry, self.app.ui, self.app.t
        rect = self.auction_panel()
        pad = g.px(10)
        surface.blit(self.painter.panel(rect.size), rect)
        ui.label(
            surface,
            t("contree.auction"),
            (rect.left + pad, rect.top + pad),
            ui.small_px,
            theme.GOLD_LIGHT,
            "bold",
            "topleft",
            rect.width - 2 * pad,
        )
        for _index, call, row in self.auction_rows():
            seat = call.seat
            y = row.top
            colour = theme.TEAM_US if m.ally(seat) else theme.TEAM_THEM
            half = (rect.width - 2 * pad) // 2
            ui.label(
                surface,
                self.scene.name(seat),
                (rect.left + pad, y),
                ui.small_px,
                colour,
                "bold",
                "topleft",
                half,
            )
            ui.label(
                surface,
                call_words(t, call),
                (rect.left + pad + half, y),
                ui.small_px,
                theme.PAPER,
                "sans",
                "topleft",
                half,
            )

    def draw_contract(self, surface: pygame.Surface) -> None:
        """The contract, its bidder, the belote heard and each side's card points so far."""
        m = self.model
        c = m.contract
        if c is None:
            return
        g, ui, t = self.scene.geometry, self.app.ui, self.app.t
        rect = self.contract_rect()
        surface.blit(self.painter.panel(rect.size), rect)
        pad = g.px(10)
        ui.label(
            surface,
            t("contree.contract"),
            (rect.left + pad, rect.top + pad),
            ui.small_px,
            theme.GOLD_LIGHT,
            "bold",
            "topleft",
            rect.width - 2 * pad,
        )
        size = g.px(30)
        row = rect.top + pad + ui.small_px + g.px(8)
        chip = pygame.Rect(rect.left + pad, row, size, size)
        pygame.draw.rect(surface, theme.PAPER, chip, border_radius=g.px(6))
        if c.trump < SUITS:
            mark = self.app.art_of("contree").suit_mark(c.trump, round(size * 0.8))
            surface.blit(mark, mark.get_rect(center=chip.center))
        else:  # no trump, all trumps: their initials in the chip
            initials = t(f"contree.trump_marks.{TRUMP_NAMES[c.trump]}")
            ui.label(surface, initials, chip.center, ui.px(15), theme.INK, "bold", "center", size)
        words = contract_words(t, c.value, c.trump, c.multiplier)
        ui.label(
            surface,
            words,
            (rect.left + pad + size + g.px(8), row + size // 2),
            ui.px(20),
            theme.PAPER,
            "bold",
            "midleft",
            rect.width - 3 * pad - size,
        )
        who = t("contree.by", name=self.scene.name(c.bidder, True))
        if m.belote:
            seat = m.belote[-1][0]
            key = "contree.rebelote_by" if m.belote[-1][1] else "contree.belote_by"
            who += " · " + t(key, name=self.scene.name(seat, True))
        colour = theme.TEAM_US if m.ally(c.bidder) else theme.TEAM_THEM
        ui.label(
            surface,
            who,
            (rect.left + pad, row + size + g.px(6)),
            ui.small_px,
            colour,
            "bold",
            "topleft",
            rect.width - 2 * pad,
        )
        points = t("contree.points_now", us=m.points[0], them=m.points[1])
        ui.label(
            surface,
            points,
            (rect.left + pad, rect.bottom - pad),
            ui.small_px,
            theme.MUTED,
            "sans",
            "bottomleft",
            rect.width - 2 * pad,
        )

    def message(self) -> str:
        scene, t = self.scene, self.app.t
        if scene.match.over:
            return ""
        if scene.refusal:
            return scene.refusal
        turn = scene.human_turn()
        if turn == "play":
            key = "contree.your_turn_beginner" if self.app.settings.captions else "table.your_turn"
            return t(key)
        if turn == "call":
            return ""
        if self.can_contre():
            return t("contree.may_contre")
        seat = scene.flow.bot_seat()
        if seat is not None:
            return t("table.thinking", name=scene.name(seat))
        return ""
