"""The application icon, drawn from our own card art: Monsieur over a card back on the cloth.

Used as the window icon at run time and, through ``build.spec``, as the bundle's icon.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ui.cardart import CardArt, card_height
from game.ui.cardart.packs import DEFAULT_PACK, PACKS


def icon_surface(size: int = 256) -> pygame.Surface:
    """A square icon with a transparent background."""
    art = CardArt("spanish")
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    cloth = art.felt((size, size))
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (size // 2, size // 2), size // 2)
    disk = _with_alpha(cloth)
    disk.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    icon.blit(disk, (0, 0))
    width = int(size * 0.46)
    height = card_height(width)
    back = pygame.transform.rotate(art.back(width), 14)
    monsieur = PACKS[DEFAULT_PACK].showcase[0]
    face = pygame.transform.rotate(art.face(monsieur, width), -10)
    top = (size - height) // 2
    icon.blit(back, back.get_rect(center=(size * 0.40, top + height / 2)))
    icon.blit(face, face.get_rect(center=(size * 0.60, top + height / 2)))
    return icon


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def save_icon(path: Path, size: int = 256) -> Path:
    """Write the icon as a PNG (for the bundle)."""
    pygame.image.save(icon_surface(size), str(path))
    return path
