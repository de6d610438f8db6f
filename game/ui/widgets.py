"""Buttons, choices and focus: the few controls every screen is built from.

Labels are functions, called at draw time, so a language switch shows at once without
rebuilding anything. Every control works with the mouse and with the keyboard (arrows move
the focus, Enter presses, Left/Right change a choice), and text is shrunk to fit its box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.theme import TextCache

Label = Callable[[], str]


class UI:
    """Text and sizes of the interface for the current window: one scale for every screen."""

    def __init__(self, text: TextCache, size: tuple[int, int]) -> None:
        self.text = text
        self.size = size

    @property
    def u(self) -> float:
        w, h = self.size
        return min(w / 1600, h / 900)

    def px(self, n: float) -> int:
        """``n`` pixels of the 1600×900 design, never shrunk below readability."""
        return max(1, round(n * max(self.u, 0.72)))

    @property
    def title_px(self) -> int:
        return self.px(64)

    @property
    def heading_px(self) -> int:
        return self.px(34)

    @property
    def body_px(self) -> int:
        return self.px(22)

    @property
    def small_px(self) -> int:
        return self.px(18)

    def label(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[float, float],
        px: int,
        colour: theme.Colour = theme.PAPER,
        role: str = "sans",
        anchor: str = "center",
        max_width: int = 0,
        wrap: int = 0,
    ) -> pygame.Rect:
        """Draw text anchored at ``pos`` (``"center"``, ``"midleft"``…): one line shrunk to
        fit ``max_width``, or lines wrapped to ``wrap`` pixels.

        The anchor places the lines of a ``px`` font, not the rendered image: the image of a
        word with glyphs above the font's ascent (É, Ê) is taller, and a word shrunk to fit is
        smaller, yet both keep the baseline of their neighbours (centred anchors keep the
        middle of the line), whatever the font.
        """
        if wrap:
            size, image = px, self.text.render(text, role, px, colour, width=wrap)
        else:
            size = self.text.fit_px(text, role, px, max_width) if max_width else px
            image = self.text.render(text, role, size, colour)
        nominal, font = self.text.fonts.get(role, px), self.text.fonts.get(role, size)
        rise = _rise(font, text, image.get_height())
        lines = image.get_height() - rise if wrap else font.get_height()
        box = pygame.Rect(0, 0, image.get_width(), lines if wrap else nominal.get_height())
        setattr(box, anchor, (round(pos[0]), round(pos[1])))
        if anchor in ("center", "midleft", "midright"):
            top = box.centery - lines // 2
        else:
            top = box.top + nominal.get_ascent() - font.get_ascent()
        rect = image.get_rect(left=box.left, top=top - rise)
        surface.blit(image, rect)
        return rect

    def line_height(self, px: int, role: str = "sans") -> int:
        """Height of one line of text at ``px``, from the font itself."""
        return self.text.fonts.get(role, px).get_height()

    def paragraph(
        self,
        surface: pygame.Surface | None,
        text: str,
        rect: pygame.Rect,
        px: int,
        colour: theme.Colour = theme.PAPER,
        role: str = "sans",
    ) -> int:
        """Wrapped text in ``rect``'s width from its top; the height used (drawn if surface)."""
        y = rect.top
        for para in text.split("\n"):
            if not para.strip():
                y += px // 2
                continue
            image = self.text.render(para, role, px, colour, width=rect.width)
            if surface is not None:
                surface.blit(image, (rect.left, y))
            y += image.get_height() + px // 3
        return y - rect.top

    def fit_paragraph(
        self, text: str, rect: pygame.Rect, px: int, role: str = "sans", min_px: int = 11
    ) -> int:
        """The largest size up to ``px`` at which the wrapped text fits ``rect``'s height."""
        while px > min_px and self.paragraph(None, text, rect, px, role=role) > rect.height:
            px -= 1
        return px


def _rise(font: pygame.font.Font, text: str, height: int) -> int:
    """How far an image of ``text`` reaches above its lines: SDL_ttf makes it taller at the
    top for glyphs higher than the font's ascent (on any line), by as much as they exceed it."""
    extra = height - font.get_height()
    if extra <= 0:
        return 0
    tops = [m[3] for m in font.metrics(text) if m is not None]
    return min(extra, max(0, max(tops, default=0) - font.get_ascent()))


class Widget:
    """A control with a rectangle, set by the screen's layout."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True

    def enabled(self) -> bool:
        return True

    def activate(self) -> None:
        """Enter or a click."""

    def change(self, step: int) -> None:
        """Left (-1) or Right (+1)."""

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool) -> None:
        raise NotImplementedError


class Button(Widget):
    """A pressable label; ``kind`` picks its look: primary, secondary or quiet."""

    def __init__(
        self,
        label: Label,
        action: Callable[[], None],
        kind: str = "secondary",
        enabled: Callable[[], bool] | None = None,
        px: int = 24,
    ) -> None:
        super().__init__()
        self.label = label
        self.action = action
        self.kind = kind
        self._enabled = enabled
        self.px = px

    def enabled(self) -> bool:
        return self._enabled() if self._enabled else True

    def activate(self) -> None:
        if self.enabled():
            self.action()

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool) -> None:
        draw_button(
            surface, ui, self.rect, self.label(), self.kind, focused, self.enabled(), ui.px(self.px)
        )


def draw_button(
    surface: pygame.Surface,
    ui: UI,
    rect: pygame.Rect,
    text: str,
    kind: str = "secondary",
    focused: bool = False,
    enabled: bool = True,
    px: int | None = None,
) -> None:
    """The look of every button, so that the table's buttons match the menus'."""
    radius = max(6, rect.height // 4)
    fill: tuple[int, ...]  # the quiet button's fill is transparent (RGBA)
    if kind == "primary":
        fill, ink, edge = (theme.GOLD_LIGHT if focused else theme.GOLD), theme.INK, theme.PAPER
    elif kind == "quiet":
        fill, ink, edge = (0, 0, 0, 0), theme.PAPER, (theme.GOLD if focused else theme.MUTED)
    else:
        fill = theme.PAPER if focused else theme.PAPER_DIM
        ink, edge = theme.INK, theme.GOLD
    if not enabled:
        fill, ink, edge = (120, 120, 110), (70, 70, 64), (90, 90, 84)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, fill, body.get_rect(), border_radius=radius)
    pygame.draw.rect(body, edge, body.get_rect(), max(1, ui.px(2)) + focused, border_radius=radius)
    surface.blit(body, rect)
    size = px or ui.px(24)
    ui.label(surface, text, rect.center, size, ink, "bold", max_width=rect.width - ui.px(18))


class Choice(Widget):
    """A named setting whose value is picked from a list with ◀ ▶ (or a click on the value)."""

    def __init__(
        self,
        label: Label,
        values: Sequence[Any],
        get: Callable[[], Any],
        put: Callable[[Any], None],
        show: Callable[[Any], str],
        help: Label | None = None,
    ) -> None:
        super().__init__()
        self.label = label
        self.values = list(values)
        self.get = get
        self.put = put
        self.show = show
        self.help = help

    def change(self, step: int) -> None:
        try:
            i = self.values.index(self.get())
        except ValueError:
            i = 0
        self.put(self.values[(i + step) % len(self.values)])

    def activate(self) -> None:
        self.change(1)

    def click(self, pos: tuple[int, int]) -> None:
        box = self.value_rect
        self.change(-1 if pos[0] < box.left + box.height and box.collidepoint(pos) else 1)

    @property
    def value_rect(self) -> pygame.Rect:
        r = self.rect
        h = min(r.height, max(28, round(r.height * 0.56)))
        w = round(r.width * 0.52)
        return pygame.Rect(r.right - w, r.top, w, h)

    def draw(self, surface: pygame.Surface, ui: UI, focused: bool) -> None:
        r = self.rect
        if focused:
            glow = pygame.Surface(r.inflate(ui.px(12), ui.px(6)).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (255, 255, 255, 22), glow.get_rect(), border_radius=ui.px(8))
            surface.blit(glow, r.inflate(ui.px(12), ui.px(6)))
        box = self.value_rect
        label_w = box.left - r.left - ui.px(10)
        colour = theme.GOLD_LIGHT if focused else theme.PAPER
        ui.label(
            surface,
            self.label(),
            (r.left, box.centery),
            ui.body_px,
            colour,
            "bold",
            "midleft",
            label_w,
        )
        pygame.draw.rect(surface, (10, 24, 16), box, border_radius=box.height // 3)
        pygame.draw.rect(
            surface,
            theme.GOLD if focused else theme.MUTED,
            box,
            max(1, ui.px(2)),
            border_radius=box.height // 3,
        )
        arrow = box.height * 0.22
        for side in (-1, 1):
            cx = box.left + box.height * 0.45 if side < 0 else box.right - box.height * 0.45
            cy = box.centery
            points = [
                (cx + side * arrow, cy),
                (cx - side * arrow * 0.6, cy - arrow),
                (cx - side * arrow * 0.6, cy + arrow),
            ]
            pygame.draw.polygon(surface, theme.GOLD_LIGHT, points)
        ui.label(
            surface,
            self.show(self.get()),
            box.center,
            ui.body_px,
            theme.PAPER,
            "sans",
            max_width=box.width - 2 * box.height,
        )
        if self.help is not None:
            ui.label(
                surface,
                self.help(),
                (r.left, box.bottom + ui.px(4)),
                ui.small_px,
                theme.MUTED,
                "sans",
                "topleft",
                r.width,
            )


class FocusList:
    """The controls of a screen: pointer hover, clicks and keyboard focus in one place."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0

    def live(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.focusable]

    def focused(self) -> Widget | None:
        live = self.live()
        if not live:
            return None
        self.focus %= len(live)
        return live[self.focus]

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for w in self.live():
            if w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """React to an input event; True when it was for these controls."""
        if event.type == pygame.MOUSEMOTION:
            w = self.at(event.pos)
            if w is not None:
                new = self.live().index(w)
                changed = new != self.focus
                self.focus = new
                return changed
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            w = self.at(event.pos)
            if w is not None:
                self.focus = self.live().index(w)
                w.click(event.pos)
                return True
            return False
        if event.type == pygame.KEYDOWN:
            live = self.live()
            if not live:
                return False
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(live)
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(live)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                w = self.focused()
                if w is not None:
                    w.activate()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                w = self.focused()
                if w is not None:
                    w.change(-1 if event.key == pygame.K_LEFT else 1)
            else:
                return False
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UI) -> None:
        focused = self.focused()
        for w in self.widgets:
            if w.visible:
                w.draw(surface, ui, w is focused)


def column(rect: pygame.Rect, widgets: Sequence[Widget], row_h: int, gap: int) -> None:
    """Stack widgets top-down in ``rect``, each ``row_h`` high."""
    y = rect.top
    for w in widgets:
        if not w.visible:
            continue
        w.rect = pygame.Rect(rect.left, y, rect.width, row_h)
        y += row_h + gap
