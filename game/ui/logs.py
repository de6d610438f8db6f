"""Where the window's log goes: stderr from a terminal, a file when there is none.

A windowed bundle has no ``sys.stdout`` (``None``), so everything then goes to
``aluette.log`` in the user's log folder; an error screen can name that file.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

import platformdirs

LOG_NAME = "aluette.log"


def log_file() -> Path:
    return platformdirs.user_log_path("aluette", appauthor=False) / LOG_NAME


def setup_logging() -> Path | None:
    """Configure the root logger once; the log file's path when logging to a file."""
    root = logging.getLogger()
    if root.handlers:
        return None
    fmt = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    path: Path | None = None
    handler: logging.Handler
    if sys.stdout is None or sys.stderr is None:
        path = log_file()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handler = logging.handlers.RotatingFileHandler(
                path, maxBytes=512_000, backupCount=2, encoding="utf-8"
            )
        except OSError:
            handler, path = logging.NullHandler(), None
    else:
        handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(fmt)
    root.addHandler(handler)
    root.setLevel(logging.INFO if path else logging.WARNING)
    return path
