"""What a newcomer reads at the table (issue 16): results, signals and their captions.

Driven like a player: real pygame events through the app's loop, fake time.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from test_ui_support import click_card, make_app, new_table, settle, top

from game.aluette.rules.options import Options
from game.ui.scenes.dialogs import Dialog

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})


def test_a_result_dialog_hides_what_lies_behind_it(tmp_path: Path) -> None:
    """Drawn over black or over white, the panel's inside is the same: nothing shows through."""
    app = make_app(tmp_path, rules=PLAIN)
    new_table(app, seed=5)
    while settle(app) == "play":
        click_card(app)
    dialog = top(app)
    assert isinstance(dialog, Dialog)
    inside = dialog.rect.inflate(-app.ui.px(40), -app.ui.px(40))
    seen = []
    for behind in ((0, 0, 0), (255, 255, 255)):
        surface = pygame.Surface(app.size)
        surface.fill(behind)
        dialog.draw(surface)
        seen.append(pygame.image.tobytes(surface.subsurface(inside), "RGB"))
    assert seen[0] == seen[1]
