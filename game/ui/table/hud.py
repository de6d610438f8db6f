"""The table's panels and buttons that every game shows: score, last trick, what to do now,
the hint and "Why?", Menu, Rules, Hint and Take back.

These sit around the cards and never cover them. Buttons exist only while they can be used:
the hint while the human picks a card, take back once they have decided in this hand (unless
the settings hide it). A hint outlines the advised card and says why in a caption panel. Each
game's panels (``game.ui.<name>.hud``) add their own controls to these.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.scenes.base import Host
from game.ui.table.host import Table
from game.ui.table.match import HUMAN
from game.ui.table.render import ClothPainter
from game.ui.widgets import Button


class TableHud:
    """Panels and controls of one table; ``handle`` returns True when it used the event."""

    def __init__(self, scene: Table, painter: ClothPainter) -> None:
        self.scene = scene
        self.painter = painter
        t = lambda key: lambda: scene.app.t(key)  # noqa: E731 - labels read at draw time
        self.menu = Button(t("table.menu"), scene.open_menu, "quiet", px=20)
        self.rules = Button(t("table.rules"), self.open_rules, "quiet", px=20)
        self.hint = Button(t("table.hint"), scene.hint, "quiet", px=20)
        self.take_back = Button(t("table.take_back"), scene.take_back, "quiet", px=20)
        self.hovered: object = None

    @property
    def app(self) -> Host:
        return self.scene.app

    # --- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        g = self.scene.geometry
        self.menu.rect = pygame.Rect(0, 0, g.px(110), g.px(40))
        self.menu.rect.topright = (g.width - g.px(14), g.px(14))
        self.rules.rect = self.menu.rect.copy()
        self.rules.rect.topright = (self.menu.rect.left - g.px(10), g.px(14))
        # Left of the hand, above the player's own seat: clear of every open hand and pile.
        _x, y = g.seat_centre(HUMAN)
        top = round(y - g.avatar / 2 - g.px(14))
        self.take_back.rect = pygame.Rect(0, 0, g.px(150), g.px(40))
        self.take_back.rect.bottomleft = (g.px(14), top)
        self.hint.rect = self.take_back.rect.copy()
        self.hint.rect.bottomleft = (g.px(14), self.take_back.rect.top - g.px(8))

    # --- input --------------------------------------------------------------------------------

    def buttons(self) -> list[Button]:
        """The buttons shown now (a game adds its own after these)."""
        shown = [self.menu, self.rules]
        if self.hint_offered():
            shown.append(self.hint)
        if self.scene.may_take_back():
            shown.append(self.take_back)
        return shown

    def hint_offered(self) -> bool:
        """The Hint button is shown: the human picks cards now (a game may add its calls)."""
        return self.scene.hand_turn()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            hit = self._hit(event.pos)
            changed = hit != self.hovered
            self.hovered = hit
            return changed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self._hit(event.pos)
            if isinstance(hit, Button):
                hit.activate()
                return True
            if self.last_trick_rect().collidepoint(event.pos):
                # A bot's card there: why it played it; anywhere else: the trick before.
                on = [(s, c) for s, c, r in self.last_trick_cards() if r.collidepoint(event.pos)]
                if not (on and self.scene.why(*on[-1])):
                    self.browse_tricks()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._hit(event.pos) is not None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.open_rules()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h:
            self.scene.hint()
            return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_z
            and event.mod & pygame.KMOD_CTRL
        ):
            self.scene.take_back()
            return True
        return False

    def _hit(self, pos: tuple[int, int]) -> object:
        """The control under ``pos`` (a button; a game may add its own controls), or None."""
        for button in self.buttons():
            if button.rect.collidepoint(pos):
                return button
        return None

    def state_key(self) -> tuple[object, ...]:
        """What the panels show, for the table's still-image cache (a game adds its own)."""
        shown = tuple(id(b) for b in self.buttons())
        return (
            self.message(),
            id(self.hovered),
            self.scene.flow.advice(),
            shown,
            self.scene.explained,
        )

    def open_rules(self) -> None:
        """The rules pages of the game at this table, under the match's options."""
        match = self.scene.match
        self.app.go("rules", match.game.name, match.state.options)

    def browse_tricks(self) -> None:
        """Each click on the last trick shows the trick before."""
        scene = self.scene
        if scene.model.past_tricks:
            count = len(scene.model.past_tricks)
            current = count - 1 if scene.review is None else scene.review
            scene.review = (current - 1) % count

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The shared panels and the buttons (a game draws its own panels among them)."""
        self.draw_score(surface)
        self.draw_last_trick(surface)
        self.draw_message(surface)
        self.draw_hint(surface)
        self.draw_buttons(surface)

    def draw_buttons(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        for button in self.buttons():
            button.draw(surface, ui, self.hovered is button)

    def draw_score(self, surface: pygame.Surface) -> None:
        g, ui, t = self.scene.geometry, self.app.ui, self.app.t
        rect = g.score_rect
        surface.blit(self.painter.panel(rect.size), rect)
        pad = g.px(12)
        columns = self.score_columns()
        width = rect.width // len(columns)
        y = rect.top + pad + ui.small_px - g.px(4)
        for k, (label, score, ours) in enumerate(columns):
            x = rect.left + width * k + width // 2
            colour = theme.TEAM_US if ours else theme.TEAM_THEM
            top = (x, rect.top + pad)
            ui.label(surface, label, top, ui.small_px, colour, "bold", "midtop", width - pad // 2)
            ui.label(surface, str(score), (x, y), ui.px(36), theme.PAPER, "serif", "midtop")
        shown = [(self.hand_line(), theme.MUTED)]
        if g.practice:  # why the statistics do not count this match
            shown.append((t("table.practice"), theme.GOLD_LIGHT))
        bottom = rect.bottom - pad - g.practice_h
        for text, colour in shown:
            ui.label(
                surface,
                text,
                (rect.centerx, bottom),
                ui.small_px,
                colour,
                "sans",
                "midbottom",
                rect.width - 2 * pad,
            )
            bottom += g.practice_h

    def goal_line(self) -> str:
        """What wins the match, under the scores (the game's words)."""
        raise NotImplementedError

    def hand_line(self) -> str:
        """The line under the scores: the hand's number and what wins the match (a game whose
        match is a number of hands says so instead)."""
        line = self.goal_line()
        model = self.scene.model
        return (
            self.app.t("table.hand_and_goal", number=model.hand_no, goal=line)
            if model.hand_no
            else line
        )

    def last_trick_rect(self) -> pygame.Rect:
        return self.scene.geometry.last_trick_rect

    def _shown_trick(self) -> int:
        """The past trick the panel shows: the last one, or the one browsed back to."""
        past = self.scene.model.past_tricks
        review = self.scene.review
        return len(past) - 1 if review is None else min(review, len(past) - 1)

    def last_trick_cards(self) -> list[tuple[int, int, pygame.Rect]]:
        """``(seat, card, rect)`` of each card in the last-trick panel, in play order."""
        m, g, ui = self.scene.model, self.scene.geometry, self.app.ui
        if not m.past_tricks:
            return []
        rect = self.last_trick_rect()
        cards, _winner = m.past_tricks[self._shown_trick()]
        pad = g.px(10)
        w = g.mini_w
        h = round(w * 1.5)
        step = min(w * 0.78, (rect.width - 2 * pad - w) / max(1, len(cards) - 1))
        x = rect.centerx - (w + step * (len(cards) - 1)) / 2
        top = rect.top + pad + ui.small_px + g.px(6)
        return [
            (seat, card, pygame.Rect(round(x + i * step), top, w, h))
            for i, (seat, card) in enumerate(cards)
        ]

    def draw_last_trick(self, surface: pygame.Surface) -> None:
        scene, g, ui, t = self.scene, self.scene.geometry, self.app.ui, self.app.t
        m = scene.model
        if not m.past_tricks:
            return
        rect = self.last_trick_rect()
        surface.blit(self.painter.panel(rect.size), rect)
        index = self._shown_trick()
        _cards, winner = m.past_tricks[index]
        title = (
            t("table.last_trick")
            if index == len(m.past_tricks) - 1
            else t("table.trick_number", number=index + 1)
        )
        pad = g.px(10)
        ui.label(
            surface,
            title,
            (rect.centerx, rect.top + pad),
            ui.small_px,
            theme.GOLD_LIGHT,
            "bold",
            "midtop",
            rect.width - 2 * pad,
        )
        for seat, card, card_rect in self.last_trick_cards():
            surface.blit(self.painter.face(card, g.mini_w), card_rect)
            if seat == winner:
                self.painter.outline(surface, card_rect, theme.GOLD_LIGHT, max(2, g.px(3)))
        if winner is None:
            caption, colour = t("table.spoiled_short"), theme.RED
        else:
            caption, colour = t("table.won_by", name=scene.name(winner, True)), theme.PAPER
        ui.label(
            surface,
            caption,
            (rect.centerx, rect.bottom - pad),
            ui.small_px,
            colour,
            "bold",
            "midbottom",
            rect.width - 2 * pad,
        )

    def score_columns(self) -> list[tuple[str, int, bool]]:
        """Each score shown: its label, the points, and whether it is the human's side.

        Partnerships show "Us" and "Them"; when every seat plays for itself (the Cow Game,
        heads-up) each seat has its own score, under its name.
        """
        scene, t, m = self.scene, self.app.t, self.scene.model
        if not m.alone:
            return [(t("table.us"), m.scores[0], True), (t("table.them"), m.scores[1], False)]
        return [(scene.name(s), m.scores[m.teams[s]], m.ally(s)) for s in range(m.seats)]

    def message(self) -> str:
        """What the human should know or do now, in one line."""
        scene, t = self.scene, self.app.t
        turn = scene.human_turn()
        if scene.match.over:
            return ""
        if turn == "play" and scene.acting() != HUMAN:
            return t("table.dummy_turn", name=scene.name(scene.acting()))
        if turn == "play":
            key = "table.your_turn_beginner" if self.app.settings.captions else "table.your_turn"
            return t(key)
        if turn is not None:
            return ""  # a decision: its panel or its dialog says it
        seat = scene.flow.bot_seat()
        if seat is not None:
            return t("table.thinking", name=scene.name(seat))
        return ""

    def draw_message(self, surface: pygame.Surface) -> None:
        text = self.message()
        if not text:
            return
        g, ui = self.scene.geometry, self.app.ui
        image = ui.text.fit(text, "bold", ui.body_px, round(g.width * 0.5), theme.PAPER)
        box = image.get_rect().inflate(g.px(28), g.px(12))
        box.center = (round(g.message_centre[0]), round(g.message_centre[1]))
        surface.blit(self.painter.panel(box.size, theme.PANEL, None), box)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The advised card outlined, and why, in a panel above the hand; or why a bot played
        the card the human clicked on the trick (the cards it still holds are not named: the
        human must not learn a hidden hand from it)."""
        scene, g, t = self.scene, self.scene.geometry, self.app.translator
        advice = scene.flow.advice()
        hints, deck = scene.match.api, scene.match.deck
        if scene.explained is not None:
            seat, why = scene.explained
            for rect in self._explained_rects(seat, getattr(why.action, "card", None)):
                self.painter.outline(surface, rect, theme.PAPER, max(2, g.px(3)))
            hidden = set(hints.hand(scene.match.state, seat))
            self.caption(surface, hints.why(why, t, deck, scene.name(seat), hidden))
            return
        if advice is None or not scene.hand_turn():
            return  # a decision's hint is in its dialog
        advised = scene.flow.advised_cards()  # a card to play, or every discard
        for card, rect in scene.hand_layout(scene.acting()):
            if card in advised:
                self.painter.outline(surface, rect, theme.GOLD_LIGHT, max(3, g.px(5)))
        text = hints.sentence(advice, t, deck)
        more = self.draw_more_hint(surface)
        self.caption(surface, f"{text} {more}" if more else text)

    def draw_more_hint(self, surface: pygame.Surface) -> str:
        """What a game's hint adds to the card's (outlined on its own controls): its words."""
        return ""

    def _explained_rects(self, seat: int, card: int | None) -> list[pygame.Rect]:
        """Where the card a "Why?" explains lies: on the trick, or in the last-trick panel."""
        if card is None:
            return []
        rects = [r for s, c, r in self.last_trick_cards() if (s, c) == (seat, card)]
        if self.scene.model.trick.get(seat) == card:
            rects.append(self.scene.trick_rect(seat))
        return rects

    def caption(
        self,
        surface: pygame.Surface,
        text: str,
        place: Callable[[pygame.Rect], None] | None = None,
        footer: str = "",
    ) -> pygame.Rect:
        """A sentence in a paper panel (hints, "Why?", the guided hand's captions): above the
        hand, or where ``place`` moves the box; ``footer`` is a bold line under the sentence
        (the guided hand's Continue). The box drawn."""
        g, ui = self.scene.geometry, self.app.ui
        width = min(round(g.width * 0.56), g.px(760))
        image = ui.text.render(text, "sans", ui.body_px, theme.INK, width=width)
        foot = None
        if footer:
            foot = ui.text.render(footer, "bold", ui.small_px, theme.RED, width=width)
        gap = g.px(8) if foot else 0
        inner = pygame.Rect(
            0,
            0,
            max(image.get_width(), foot.get_width() if foot else 0),
            image.get_height() + gap + (foot.get_height() if foot else 0),
        )
        box = inner.inflate(g.px(28), g.px(16))
        box.midbottom = (round(g.message_centre[0]), round(g.message_centre[1] - g.px(26)))
        if place is not None:
            place(box)
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=g.px(10))
        pygame.draw.rect(surface, theme.GOLD, box, max(1, g.px(2)), border_radius=g.px(10))
        inner.center = box.center
        surface.blit(image, image.get_rect(midtop=inner.midtop))
        if foot:
            surface.blit(foot, foot.get_rect(bottomright=inner.bottomright))
        return box

    def tooltip(self, surface: pygame.Surface, text: str, near: pygame.Rect) -> None:
        g, ui = self.scene.geometry, self.app.ui
        image = ui.text.render(text, "sans", ui.small_px, theme.INK, width=near.width)
        box = image.get_rect().inflate(g.px(16), g.px(12))
        box.bottomright = (near.right, near.top - g.px(4))
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, theme.PAPER, box, border_radius=g.px(8))
        pygame.draw.rect(surface, theme.GOLD, box, max(1, g.px(2)), border_radius=g.px(8))
        surface.blit(image, image.get_rect(center=box.center))
