"""Small pictograms of the Aluette signals, printed in a card's corner like on modern packs.

Each is drawn in a 24-unit box around the origin: a face for the signals made with the face
(eyes, head, mouth), a hand for those made with the fingers.
"""

from __future__ import annotations

from game.ui.cardart import palette as pal
from game.ui.cardart.svg import circle, ellipse, oval, path, place, rect

_LINE = 1.1
_INK = {"stroke": pal.INK, "stroke_width": _LINE}


def _face(eyes: str, mouth: str) -> str:
    skin = circle(0, 0, 9.5, fill=pal.FLESH, **_INK)
    hair = path("M-7 -6Q-4 -11 0 -10Q5 -11 7.5 -5Q6 -9 0 -8Q-5 -9 -7 -6Z", fill=pal.HAIR)
    return skin + hair + eyes + mouth


def _pair(x: float, y: float, rx: float, ry: float) -> str:
    """Path data of two ovals mirrored about x = 0: a pair of eyes."""
    return oval(-x, y, rx, ry) + oval(x, y, rx, ry)


_DOT_EYES = path(_pair(3.4, -1.5, 1.3, 1.3), fill=pal.INK)
_SMILE = path("M-3 4.2Q0 6 3 4.2", fill="none", **_INK)


def _eyes_up() -> str:
    whites = path(_pair(3.5, -1, 2.4, 2.8), fill=pal.WHITE, **_INK)
    pupils = path(_pair(3.5, -2.6, 1.3, 1.3), fill=pal.INK)
    face = _face(whites + pupils, path("M-2.5 5H2.5", **_INK))
    arrow = path(
        "M9.5 -2V-11.5M7 -9L9.5 -11.5L12 -9",
        fill="none",
        stroke=pal.RED,
        stroke_width=1.6,
        stroke_linecap="round",
        stroke_linejoin="round",
    )
    return place(face, -2, 1.5, 0.9) + arrow


def _tilt() -> str:
    face = _face(_DOT_EYES, _SMILE)
    arrow = path(
        "M-6 -11.5Q3 -15 9 -8M9 -8L9.4 -11.8M9 -8L5.4 -7.6",
        fill="none",
        stroke=pal.RED,
        stroke_width=1.5,
        stroke_linecap="round",
    )
    return place(face, 0, 2, 0.9, angle=28) + arrow


def _one_eye() -> str:
    eyes = circle(3.4, -1.5, 1.4, fill=pal.INK) + path(
        "M-5.4 -1.2Q-3.4 0.4 -1.4 -1.2", fill="none", **_INK
    )
    return _face(eyes, path("M-2.5 4.5Q0 5.6 2.5 4.5", fill="none", **_INK))


def _pout() -> str:
    return _face(_DOT_EYES, ellipse(0, 5, 2.6, 2, fill=pal.RED, **_INK))


def _open_mouth() -> str:
    return _face(_DOT_EYES, ellipse(0, 4.6, 2.8, 3.2, fill=pal.RED_DARK, **_INK))


def _hand(fingers: str) -> str:
    """A fist seen from the back with the given raised fingers."""
    fist = rect(-6.5, -2, 13, 13, rx=4, fill=pal.FLESH, **_INK)
    knuckles = path("M-3.2 1.5V5M0 1.5V5.5M3.2 1.5V5", fill="none", **_INK)
    return fingers + fist + knuckles


def _finger(x: float, top: float, w: float = 4.2) -> str:
    return rect(x - w / 2, top, w, 4 - top, rx=w / 2, fill=pal.FLESH, **_INK)


def _writing() -> str:
    line = path("M-11 9Q-9 4 -7 9T-3 9T1 9T5 9", fill="none", stroke=pal.INK, stroke_width=1.2)
    quill = path("M-2 6L9 -11Q12 -6 7 -1Z", fill=pal.WHITE, **_INK)
    nib = path("M-2 6L2 -1", stroke=pal.INK, stroke_width=1.3)
    return line + quill + nib


_PICTOGRAMS = {
    "monsieur": _eyes_up,
    "madame": _tilt,
    "borgne": _one_eye,
    "vache": _pout,
    "grand_neuf": lambda: _hand(place(_finger(0, -9, 5.4), -5, 0, angle=-28)),
    "petit_neuf": lambda: _hand(_finger(4.6, -10, 3.2)),
    "deux_de_chene": lambda: _hand(_finger(-2.6, -12) + _finger(1.8, -13)),
    "deux_d_ecrit": _writing,
    "ace": _open_mouth,
}


def gesture(name: str) -> str:
    """Pictogram of a card gesture (``game.aluette.cards.gesture_of``), about 24 units across."""
    return _PICTOGRAMS[name]()
