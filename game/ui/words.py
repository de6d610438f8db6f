"""Words every game's table shares: the names of the seats.

A game's own words (its cards, calls, gestures) live in its package (``game.<game>.words``).
"""

from __future__ import annotations

from collections.abc import Callable

Translate = Callable[..., str]


def seat_name(
    t: Translate, seat: int, human: bool, inline: bool = False, dummy: bool = False
) -> str:
    """A seat's name; the human is "You" ("you" inside a sentence), a dummy "Petit-Jean"."""
    if human:
        return t("names.you_inline" if inline else "names.you")
    return t("names.petit_jean" if dummy else f"names.seat{seat}")
