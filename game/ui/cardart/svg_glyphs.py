"""Letters and digits drawn as stroked paths, because SDL's SVG renderer ignores ``<text>``.

Each glyph is designed on a grid 10 units wide and 16 high (y down, baseline at 16) and drawn
with a round pen, which stays legible from a 6-pixel index to a 60-pixel one.
"""

from __future__ import annotations

import re
from functools import cache

from game.ui.cardart.svg import num

GLYPH_H = 16.0
PEN = 2.3
"""Pen width on the 16-unit grid."""

_GLYPHS: dict[str, tuple[float, str]] = {
    # char: (advance width, path data)
    "0": (10, "M5 0C8.6 0 10 3.6 10 8S8.6 16 5 16S0 12.4 0 8S1.4 0 5 0Z"),
    "1": (8, "M1 3.2L5 0V16M1.4 16H8.6"),
    "2": (10, "M0.6 3.6C1.2 1.2 3 0 5.2 0C8 0 9.6 1.8 9.6 4.4C9.6 7.6 6.4 9.8 0.4 16H10"),
    "3": (
        10,
        "M0.8 2C1.8 0.7 3.3 0 5 0C7.8 0 9.4 1.6 9.4 4C9.4 6.4 7.6 7.6 4.4 7.6"
        "C8 7.6 10 9.3 10 11.9C10 14.6 7.8 16 5 16C3 16 1.3 15.2 0.2 13.8",
    ),
    "4": (10, "M7.6 16V0L0 11.2H10"),
    "5": (
        10,
        "M9.2 0H2L1 7.2C2 6.3 3.5 5.9 5 5.9C8.1 5.9 10 7.9 10 10.9C10 14 7.9 16 4.8 16"
        "C3 16 1.3 15.3 0.2 14",
    ),
    "6": (
        10,
        "M8.9 1.3C8 0.4 6.8 0 5.5 0C2.1 0 0 3.6 0 9C0 13.6 2 16 5 16C8 16 10 14 10 11"
        "C10 8 8 6.2 5.2 6.2C3 6.2 1 7.4 0.2 9.6",
    ),
    "7": (10, "M0 0H10C6.6 4.4 4.6 9.8 4 16"),
    "8": (
        10,
        "M5 7.4C2.4 7.4 0.8 6 0.8 3.8C0.8 1.5 2.6 0 5 0S9.2 1.5 9.2 3.8C9.2 6 7.6 7.4 5 7.4Z"
        "M5 7.4C2 7.4 0 9.2 0 11.7C0 14.3 2.2 16 5 16S10 14.3 10 11.7C10 9.2 8 7.4 5 7.4Z",
    ),
    "9": (
        10,
        "M1.1 14.7C2 15.6 3.2 16 4.5 16C7.9 16 10 12.4 10 7C10 2.4 8 0 5 0C2 0 0 2 0 5"
        "C0 8 2 9.8 4.8 9.8C7 9.8 9 8.6 9.8 6.4",
    ),
    "A": (11, "M0 16L5.5 0L11 16M2.2 10.4H8.8"),
    "J": (9, "M2.2 0H9.4M7.2 0V11.4C7.2 14.4 5.8 16 3.6 16C1.8 16 0.6 15 0 13.4"),
    "Q": (11, "M5.5 0C9.2 0 11 3.6 11 8S9.2 16 5.5 16S0 12.4 0 8S1.8 0 5.5 0ZM6.6 11.6L11 16.8"),
    "K": (10, "M0.8 0V16M10 0L0.8 9.6M4 6.4L10 16"),
    "V": (11, "M0 0L5.5 16L11 0"),
    "D": (10, "M0.8 0V16H4.2C7.8 16 10 13 10 8S7.8 0 4.2 0Z"),
    "R": (10, "M0.8 16V0H5.2C8 0 9.6 1.6 9.6 4.3S8 8.6 5.2 8.6H0.8M5 8.6L10 16"),
    # the capitals of the court cards' names (ALEXANDRE … LANCELOT)
    "C": (10, "M9.6 3C8.6 1 7 0 5.2 0C2 0 0 3.4 0 8S2 16 5.2 16C7 16 8.6 15 9.6 13"),
    "E": (9.5, "M9 0H0.8V16H9M0.8 7.8H7.4"),
    "É": (9.5, "M9 0H0.8V16H9M0.8 7.8H7.4M3.6 -2.4L6.6 -5"),
    "G": (10.5, "M9.6 3C8.6 1 7 0 5.2 0C2 0 0 3.4 0 8S2 16 5.2 16C7.6 16 10 14.4 10 10.4V8.6H5.8"),
    "H": (10, "M0.8 0V16M9.2 0V16M0.8 8H9.2"),
    "I": (6, "M0.6 0H5.4M3 0V16M0.6 16H5.4"),
    "L": (9, "M0.8 0V16H8.8"),
    "N": (10, "M0.8 16V0L9.2 16V0"),
    "O": (11, "M5.5 0C9.2 0 11 3.6 11 8S9.2 16 5.5 16S0 12.4 0 8S1.8 0 5.5 0Z"),
    "P": (10, "M0.8 16V0H5.2C8 0 9.6 1.6 9.6 4.3S8 8.6 5.2 8.6H0.8"),
    "S": (
        10,
        "M9.2 2.2C8.2 0.7 6.8 0 5 0C2.6 0 0.8 1.4 0.8 3.9C0.8 9.2 9.6 6.6 9.6 12"
        "C9.6 14.6 7.6 16 5 16C3 16 1.2 15.2 0.2 13.6",
    ),
    "T": (10, "M0 0H10M5 0V16"),
    "U": (10, "M0.8 0V10.6C0.8 14.2 2.6 16 5 16S9.2 14.2 9.2 10.6V0"),
    "X": (10, "M0.4 0L9.6 16M9.6 0L0.4 16"),
    " ": (4, ""),
}

SPACING = 1.4


def text_width(text: str) -> float:
    """Width of a string on the 16-unit grid."""
    return sum(_GLYPHS[c][0] for c in text) + SPACING * (len(text) - 1)


def _shifted(d: str, dx: float) -> str:
    """Glyph path data moved right by dx (glyphs use only absolute M L H V C S Q Z)."""
    out = []
    tokens = _TOKEN.findall(d)
    i = 0
    command = ""
    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            out.append(command)
            i += 1
            continue
        if command == "H":
            out.append(num(float(tokens[i]) + dx))
            i += 1
        elif command == "V":
            out.append(tokens[i])
            i += 1
        else:
            out.append(f"{num(float(tokens[i]) + dx)} {tokens[i + 1]}")
            i += 2
        out.append(" ")
    return "".join(out)


_TOKEN = re.compile(r"[A-Za-z]|-?\d*\.?\d+")


@cache
def text(label: str, x: float, top: float, height: float, colour: str, pen: float = PEN) -> str:
    """A string centred on x, its top at ``top``, ``height`` units tall, as one stroked path."""
    scale = height / GLYPH_H
    cursor = -text_width(label) / 2
    d = []
    for c in label:
        advance, data = _GLYPHS[c]
        d.append(_shifted(data, cursor))
        cursor += advance + SPACING
    return (
        f'<path transform="translate({num(x)} {num(top)}) scale({scale:.4f})" fill="none" '
        f'stroke="{colour}" stroke-width="{num(pen)}" stroke-linecap="round" '
        f'stroke-linejoin="round" d="{"".join(d)}"/>'
    )
