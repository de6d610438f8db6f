"""The fonts ship with the program: found in their packages, never in the system's folders."""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from pygame import freetype

from game import cli
from game.i18n import catalog
from game.resources import MissingFont, font_path
from game.ui import theme

GAME = Path(__file__).resolve().parent.parent / "game"


def _strings(tree: Mapping[str, Any] | list | str) -> Iterator[str]:
    if isinstance(tree, str):
        yield tree
    elif isinstance(tree, Mapping):
        for value in tree.values():
            yield from _strings(value)
    elif isinstance(tree, list):
        for value in tree:
            yield from _strings(value)


def test_every_face_comes_from_its_font_package() -> None:
    files = theme.Fonts().files
    for role, (package, name) in theme.FACES.items():
        folder = Path(importlib.import_module(package).font_directory).resolve()
        assert files[role].resolve() == folder / name


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_character_of_the_locale_is_in_every_face(lang: str) -> None:
    """A missing glyph would draw as an empty box: every accent and quote must be there.

    ``pygame.freetype`` says which glyphs a face lacks (``pygame.font`` draws them as boxes).
    """
    freetype.init()
    characters = sorted({c for text in _strings(catalog(lang)) for c in text if c.isprintable()})
    assert len(characters) > 60  # the walk found the texts
    for role, path in theme.Fonts().files.items():
        metrics = freetype.Font(str(path), 20).get_metrics("".join(characters))
        missing = [c for c, m in zip(characters, metrics, strict=True) if m is None]
        assert not missing, (role, missing)


def test_a_missing_font_is_reported_not_replaced(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(theme.FACES, "bold", ("font_source_sans_pro", "NoSuchFace.ttf"))
    with pytest.raises(MissingFont, match=r"NoSuchFace\.ttf"):
        theme.Fonts()
    with pytest.raises(MissingFont, match="no_such_font_package"):
        font_path("no_such_font_package", "Any.ttf")


def test_the_window_says_a_missing_font_in_one_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(theme.FACES, "serif", ("font_source_serif_pro", "Gone.otf"))
    assert cli.main(["--data-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("aluette: ") and err.count("\n") == 1 and "Gone.otf" in err


def test_no_code_asks_the_system_for_a_font() -> None:
    """pygame's system lookups (and its default face) would make the look depend on the
    machine: only ``theme.Fonts`` opens fonts, from the shipped files."""
    forbidden = ("SysFont", "match_font", "get_fonts", "Font(None", "freetype")
    for path in GAME.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not [word for word in forbidden if word in text], path
