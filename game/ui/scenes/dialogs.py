"""Modal dialogs over the current screen: a title, plain words, optional drawing, buttons.

The screen behind stays visible, dimmed, around the panel; the panel itself is opaque, so
nothing behind it (the spoiled pile, a label) shows through its words. The panel sizes itself
to its text in the current language and shrinks the text if a small window cannot hold it.
Buttons work with the mouse and the keyboard; Escape takes the ``escape`` action when there
is one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import theme
from game.ui.scenes.base import Host, Scene
from game.ui.widgets import Button, FocusList, Label

Content = Callable[[pygame.Surface, pygame.Rect], None]

FILL = (20, 38, 28)
"""The dialog panel's colour: opaque."""


class Dialog(Scene):
    """A panel in the middle of the window; see the module docstring."""

    opaque = False

    def __init__(
        self,
        app: Host,
        title: Label,
        body: Label | None = None,
        buttons: Sequence[tuple[Label, Callable[[], None], str]] = (),
        content: Content | None = None,
        content_height: float = 0.0,
        escape: Callable[[], None] | None = None,
        auto_close: float | None = None,
        on_close: Callable[[], None] | None = None,
        stacked: bool = False,
        staying: Sequence[tuple[Label, Callable[[], None], str]] = (),
    ) -> None:
        """``staying``: buttons after the others that act and leave the dialog open (what
        they open goes over it; closing that comes back to it)."""
        super().__init__(app)
        self.title = title
        self.body = body
        self.content = content
        self.content_height = content_height
        self.escape = escape
        self.on_close = on_close
        self.stacked = stacked
        self.closed = False
        self.deadline = None if auto_close is None else app.now + auto_close
        self.buttons = [
            Button(label, self._closing(action), kind) for label, action, kind in buttons
        ] + [Button(label, action, kind) for label, action, kind in staying]
        self.focus = FocusList(self.buttons)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.body_rect = pygame.Rect(0, 0, 0, 0)
        self.content_rect = pygame.Rect(0, 0, 0, 0)
        self.body_px = 0

    def _closing(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.close()
            action()

        return run

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.pop(self)
        if self.on_close is not None:
            self.on_close()

    # --- layout -------------------------------------------------------------------------------

    def layout(self) -> None:
        ui = self.app.ui
        w, h = self.app.size
        width = min(round(w * 0.62), ui.px(820))
        pad = ui.px(28)
        inner = width - 2 * pad
        title_h = ui.px(46)
        button_h = ui.px(48)
        gap = ui.px(12)
        buttons_h = (len(self.buttons) if self.stacked else 1) * (button_h + gap)
        content_h = round(self.content_height * ui.px(100))
        room = round(h * 0.92) - (2 * pad + title_h + content_h + buttons_h + gap)
        text = self.body() if self.body else ""
        probe = pygame.Rect(0, 0, inner, max(room, ui.px(40)))
        self.body_px = ui.fit_paragraph(text, probe, ui.body_px) if text else ui.body_px
        body_h = ui.paragraph(None, text, probe, self.body_px) if text else 0
        height = 2 * pad + title_h + body_h + (gap if text else 0) + content_h + buttons_h
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, round(h * 0.47))
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))
        top = self.rect.top + pad + title_h
        self.body_rect = pygame.Rect(self.rect.left + pad, top, inner, body_h)
        top += body_h + (gap if text else 0)
        self.content_rect = pygame.Rect(self.rect.left + pad, top, inner, content_h)
        top += content_h
        if self.stacked:
            for i, b in enumerate(self.buttons):
                b.rect = pygame.Rect(0, 0, round(inner * 0.7), button_h)
                b.rect.midtop = (self.rect.centerx, top + i * (button_h + gap))
        else:
            n = max(1, len(self.buttons))
            bw = min(ui.px(300), (inner - (n - 1) * gap) // n)
            total = n * bw + (n - 1) * gap
            x = self.rect.centerx - total // 2
            for b in self.buttons:
                b.rect = pygame.Rect(x, top, bw, button_h)
                x += bw + gap

    # --- scene --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.escape is not None:
                self.close()
                self.escape()
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
            and not self.stacked
        ):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.focus.focus = (self.focus.focus + step) % max(1, len(self.buttons))
            self.app.invalidate()
            return
        if self.focus.handle(event):
            self.app.invalidate()

    def update(self, dt: float) -> None:
        if self.deadline is not None and self.app.now >= self.deadline and self.buttons:
            self.deadline = None
            self.buttons[0].activate()

    def wakeup(self) -> float | None:
        return self.deadline

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.app.ui
        surface.blit(_dimmer(surface.get_size()), (0, 0))
        surface.blit(
            theme.rounded_panel(self.rect.size, FILL, theme.GOLD, ui.px(16), max(2, ui.px(3))),
            self.rect,
        )
        pad = ui.px(28)
        ui.label(
            surface,
            self.title(),
            (self.rect.centerx, self.rect.top + pad),
            ui.px(34),
            theme.GOLD_LIGHT,
            "serif",
            "midtop",
            self.rect.width - 2 * pad,
        )
        if self.body is not None:
            ui.paragraph(surface, self.body(), self.body_rect, self.body_px)
        if self.content is not None:
            self.content(surface, self.content_rect)
        self.focus.draw(surface, ui)


_DIM: dict[tuple[int, int], pygame.Surface] = {}


def _dimmer(size: tuple[int, int]) -> pygame.Surface:
    """A translucent black sheet over the screen behind a dialog."""
    if size not in _DIM:
        _DIM.clear()
        sheet = pygame.Surface(size)
        sheet.set_alpha(theme.DIM[3])
        _DIM[size] = sheet
    return _DIM[size]


class ErrorScene(Dialog):
    """Something went wrong: say so in plain words, log the details, offer a way back."""

    opaque = True

    def __init__(self, app: Host) -> None:
        where = str(app.log_path) if app.log_path else ""

        def body() -> str:
            text = app.t("errors.body")
            return text + ("\n" + app.t("errors.log", path=where) if where else "")

        super().__init__(
            app,
            lambda: app.t("errors.title"),
            body,
            [
                (lambda: app.t("menu.back_to_menu"), self._to_menu, "primary"),
                (lambda: app.t("menu.quit"), app.quit, "secondary"),
            ],
        )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.felt(), (0, 0))
        super().draw(surface)

    def _to_menu(self) -> None:
        self.app.go("menu")
