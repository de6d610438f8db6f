"""``aluette cards --sheet``: a contact sheet of a whole deck and its backs, on the table cloth.

One row per suit (coins, cups, swords, batons), ace to king, then a row of backs: the quickest
way to judge the card art by eye, and the picture a designer asks for. Another game's pack is
drawn by its name (``--deck contree``, ``contree4``: Contrée's 32 cards in eight columns; see
``game.ui.cardart.packs``).
"""

from __future__ import annotations

import argparse
from pathlib import Path

import pygame

from game.cli import CommandError
from game.ui.cardart import BACK_DESIGNS, CardArt, card_height
from game.ui.cardart.packs import PACKS, sheet_pack
from game.ui.theme import Fonts

COLUMNS = 12
ROWS = 5
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")
MAX_WIDTH = 800
"""Widest card on a sheet: twelve of them make an image of some 11,000 pixels already."""
TITLE_COLOUR = (236, 219, 170)


def _metrics(width: int) -> tuple[int, int, int]:
    """Margin, gap between cards and title height, in pixels, for a card width."""
    return max(16, width // 4), max(6, width // 8), max(30, width // 3)


def sheet_size(width: int, columns: int = COLUMNS) -> tuple[int, int]:
    """Pixel size of the sheet for cards ``width`` pixels wide, ``columns`` to a row."""
    margin, gap, title = _metrics(width)
    w = 2 * margin + columns * width + (columns - 1) * gap
    h = 2 * margin + title + ROWS * card_height(width) + (ROWS - 1) * gap
    return w, h


def draw_sheet(art: CardArt, width: int) -> pygame.Surface:
    """The sheet: the pack's faces by suit then rank, and every back, with a title."""
    pack = PACKS[art.pack]
    columns = pack.columns
    size = sheet_size(width, columns)
    margin, gap, title = _metrics(width)
    height = card_height(width)
    sheet = art.felt(size).copy()
    pygame.font.init()
    font = Fonts().get("bold", round(title * 0.6))
    label = font.render(f"{pack.title} — {art.deck} deck — {width} px", True, TITLE_COLOUR)
    sheet.blit(label, (margin, margin + (title - label.get_height()) // 2))
    shadow = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=max(2, width // 20))
    top = margin + title
    offset = max(1, width // 40)
    cards = [art.face(c, width) for c in range(pack.size)]
    cards += [art.back(width, d) for d in range(BACK_DESIGNS)]
    for i, surface in enumerate(cards):
        x = margin + (i % columns) * (width + gap)
        y = top + (i // columns) * (height + gap)
        sheet.blit(shadow, (x + offset, y + offset))
        sheet.blit(surface, (x, y))
    return sheet


def run_cards(args: argparse.Namespace) -> int:
    """Write the contact sheet of ``args.sheet_deck`` at ``args.width`` to ``args.sheet``."""
    out = Path(args.sheet)
    if out.suffix.lower() not in IMAGE_SUFFIXES:
        raise CommandError(f"{out}: the sheet must be a {', '.join(IMAGE_SUFFIXES)} file")
    if not out.parent.is_dir():
        raise CommandError(f"{out}: folder {out.parent} does not exist")
    if args.width > MAX_WIDTH:
        raise CommandError(f"--width {args.width}: a sheet takes cards up to {MAX_WIDTH} px wide")
    try:
        pack, deck = sheet_pack(args.sheet_deck)
    except ValueError as err:
        raise CommandError(str(err)) from None
    art = CardArt(deck, args.lang or "en", pack.name)
    sheet = draw_sheet(art, args.width)
    try:
        pygame.image.save(sheet, str(out))
    except (pygame.error, OSError) as err:
        raise CommandError(f"{out}: cannot write the sheet ({err})") from None
    return 0
