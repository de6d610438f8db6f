"""Find the program's data (assets/, locale/) wherever it runs.

Three situations, one function: a source checkout (data beside the package), an installed
wheel (data inside the package, see pyproject.toml) and a PyInstaller bundle (data under
``sys._MEIPASS``).
"""

from __future__ import annotations

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
