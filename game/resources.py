"""Find the program's data (assets/, locale/, the fonts) wherever it runs.

Three situations, one function each: a source checkout (data beside the package), an
installed wheel (data inside the package, see pyproject.toml) and a PyInstaller bundle (data
under ``sys._MEIPASS``). The fonts ship as Python packages (``font-source-sans-pro`` and
``font-source-serif-pro``, SIL Open Font License) that pip installs beside the game and
build.spec bundles; the system's font folders are never looked at, so the program draws the
same letters on every machine.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIRS = ("assets", "locale")


def data_root() -> Path:
    """The folder that holds assets/ and locale/ in this installation."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle))
    candidates += [_PACKAGE_DIR, _PACKAGE_DIR.parent]
    for root in candidates:
        if (root / "locale").is_dir():
            return root
    raise FileNotFoundError(
        "Aluette's data folders (assets/, locale/) were not found beside "
        + ", ".join(str(c) for c in candidates)
    )


def resource_path(*parts: str) -> Path:
    """Path of a data file, e.g. ``resource_path("locale", "en.yaml")``."""
    if not parts or parts[0] not in DATA_DIRS:
        raise ValueError(f"data paths start with one of {DATA_DIRS}: {parts!r}")
    return data_root().joinpath(*parts)


class MissingFont(FileNotFoundError):
    """A font the program ships with is not where it was installed: a broken installation."""


def font_path(package: str, name: str) -> Path:
    """Path of the font file ``name`` of a font package, e.g.
    ``font_path("font_source_sans_pro", "SourceSansPro-Regular.ttf")``.

    MissingFont when the installation lacks it: a broken install is reported, never hidden
    behind another face.
    """
    try:
        folder = Path(importlib.import_module(package).font_directory)
    except ImportError:
        raise MissingFont(f"the font package {package} is missing (reinstall Aluette)") from None
    path = folder / name
    if not path.is_file():
        raise MissingFont(f"the font file {name} is missing from {folder} (reinstall Aluette)")
    return path
