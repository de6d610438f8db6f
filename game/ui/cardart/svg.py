"""A tiny SVG writer: the card art is built as strings, so it needs neither pygame nor files.

Only what SDL's SVG renderer (nanosvg) draws is offered: paths and basic shapes, groups with
transforms, and gradients in user space (nanosvg misreads bounding-box gradient units).
Coordinates are card units: a card is ``CARD_W`` units wide, whatever its size in pixels.
nanosvg sweeps the whole image once per filled or stroked shape, so shapes of one style are
best merged into one path (``oval``, ``poly`` and ``symmetric`` return path data for that).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

CARD_W = 200.0
"""Width of every card drawing in SVG units; heights follow the pixel aspect of the request."""

Point = tuple[float, float]
Field = tuple[float, float, float, float]
"""An area of a card, (x0, y0, x1, y1) in card units."""


def num(x: float) -> str:
    """A coordinate with two decimals at most: shorter strings parse faster."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _attrs(values: dict[str, object]) -> str:
    out = []
    for key, value in values.items():
        if value is None:
            continue
        text = num(value) if isinstance(value, float | int) else str(value)
        out.append(f' {key.rstrip("_").replace("_", "-")}="{text}"')
    return "".join(out)


def element(tag: str, **attrs: object) -> str:
    """An empty element; ``stroke_width=2`` becomes ``stroke-width="2"``."""
    return f"<{tag}{_attrs(attrs)}/>"


def path(d: str, **attrs: object) -> str:
    return element("path", d=d, **attrs)


def circle(x: float, y: float, r: float, **attrs: object) -> str:
    return element("circle", cx=x, cy=y, r=r, **attrs)


def ellipse(x: float, y: float, rx: float, ry: float, **attrs: object) -> str:
    return element("ellipse", cx=x, cy=y, rx=rx, ry=ry, **attrs)


def rect(x: float, y: float, w: float, h: float, **attrs: object) -> str:
    return element("rect", x=x, y=y, width=w, height=h, **attrs)


def group(body: str | Iterable[str], **attrs: object) -> str:
    """A ``<g>``; attributes such as fill and stroke are inherited by its children."""
    text = body if isinstance(body, str) else "".join(body)
    return f"<g{_attrs(attrs)}>{text}</g>"


def place(body: str, x: float, y: float, scale: float = 1.0, angle: float = 0.0) -> str:
    """Draw a fragment drawn around its origin at (x, y), scaled then turned by angle degrees."""
    parts = [f"translate({num(x)} {num(y)})"]
    if angle:
        parts.append(f"rotate({num(angle)})")
    if scale != 1.0:
        parts.append(f"scale({scale:.4f})")
    return f'<g transform="{" ".join(parts)}">{body}</g>'


def mirror(body: str) -> str:
    """The fragment flipped left to right about x = 0."""
    return f'<g transform="scale(-1 1)">{body}</g>'


def at(field: Field, u: float, v: float) -> Point:
    """Card coordinates of a point given as -1..1 across a field."""
    x0, y0, x1, y1 = field
    return ((x0 + x1) / 2 + u * (x1 - x0) / 2, (y0 + y1) / 2 + v * (y1 - y0) / 2)


def oval(x: float, y: float, rx: float, ry: float) -> str:
    """Path data of an ellipse, to merge with other shapes of the same style into one path."""
    return (
        f"M{num(x - rx)} {num(y)}a{num(rx)} {num(ry)} 0 1 0 {num(2 * rx)} 0"
        f"a{num(rx)} {num(ry)} 0 1 0 {num(-2 * rx)} 0Z"
    )


def poly(points: Sequence[Point], closed: bool = True) -> str:
    """Path data through straight segments."""
    head, *rest = points
    d = f"M{num(head[0])} {num(head[1])}" + "".join(f"L{num(x)} {num(y)}" for x, y in rest)
    return d + ("Z" if closed else "")


def symmetric(start: Point, segments: Sequence[tuple[Point, ...]]) -> str:
    """Closed path data symmetric about x = 0, from its right half.

    The half starts at ``start`` and ends on the axis; each segment is one point (a line) or
    three (a cubic curve: two controls and the end). The left half is the right one mirrored
    and walked back, so symmetric shapes have a single outline with no seam.
    """
    d = [f"M{num(start[0])} {num(start[1])}"]
    ends = [start]
    for seg in segments:
        d.append(_segment(seg))
        ends.append(seg[-1])
    for i in range(len(segments) - 1, -1, -1):
        seg, back_to = segments[i], ends[i]
        if len(seg) == 1:
            d.append(_segment(((-back_to[0], back_to[1]),)))
        else:
            c1, c2, _ = seg
            d.append(_segment(((-c2[0], c2[1]), (-c1[0], c1[1]), (-back_to[0], back_to[1]))))
    return "".join(d) + "Z"


def _segment(seg: tuple[Point, ...]) -> str:
    coords = " ".join(f"{num(x)} {num(y)}" for x, y in seg)
    return ("L" if len(seg) == 1 else "C") + coords


def gradient(kind: str, gid: str, stops: Sequence[tuple[float, str]], **geometry: float) -> str:
    """A linear or radial gradient in user space (``x1 y1 x2 y2`` or ``cx cy r``)."""
    body = "".join(element("stop", offset=o, stop_color=c) for o, c in stops)
    attrs = _attrs({"id": gid, "gradientUnits": "userSpaceOnUse", **geometry})
    return f"<{kind}Gradient{attrs}>{body}</{kind}Gradient>"


def document(body: str, size: tuple[int, int], view: tuple[float, float], defs: str = "") -> str:
    """A whole SVG file: ``view`` units stretched over ``size`` pixels."""
    w, h = size
    vw, vh = view
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
        f'viewBox="0 0 {num(vw)} {vh:.4f}">'
    )
    return head + (f"<defs>{defs}</defs>" if defs else "") + body + "</svg>"
