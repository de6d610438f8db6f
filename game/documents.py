"""Reading untrusted JSON or YAML documents (hand records, settings, saves) safely.

One reader for every file a player may hand us: UTF-8 text only, JSON first (fast and
strict), else YAML with the safe loader — but only after scanning its events, because
libyaml's loader crashes the interpreter on a few thousand nested brackets and aliases let a
few hundred bytes expand into billions of values. Callers limit the size they read.
"""

from __future__ import annotations

import json
from typing import Any

import yaml

MAX_NESTING = 32
"""Our documents are a few levels deep; libyaml's loader crashes on deep nesting."""
_TOO_DEEP = "is nested too deeply"
_LIBYAML_DEPTH = "maximum nesting depth"
"""What newer libyaml (PyYAML 6.0.4's) says when it refuses deep nesting before we can."""

try:
    SafeLoader = yaml.CSafeLoader
    _BaseDumper = yaml.CSafeDumper
except AttributeError:  # PyYAML built without libyaml
    SafeLoader = yaml.SafeLoader
    _BaseDumper = yaml.SafeDumper


class SafeDumper(_BaseDumper):  # type: ignore[misc, valid-type]
    """Writes plain YAML without aliases, so that our own files pass ``parse_document``."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


class DocumentError(ValueError):
    """Bytes that are not a usable document; the message completes "the file …"."""


def parse_document(data: bytes) -> Any:
    """The JSON or YAML value held in ``data``; DocumentError saying what is wrong."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DocumentError("is not a text file") from None
    if not text.strip():
        raise DocumentError("is empty")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):  # JSONDecodeError, or a number too long to read
        pass
    try:
        problem = _shape_problem(text)
        if problem is None:
            return yaml.load(text, Loader=SafeLoader)
    except (yaml.YAMLError, ValueError, OverflowError, RecursionError) as err:
        # constructors raise ValueError too, e.g. for the date 2024-13-45
        if _LIBYAML_DEPTH in str(getattr(err, "problem", "")):
            raise DocumentError(_TOO_DEEP) from None  # libyaml ≥ 0.2.6 refuses it itself
        where = getattr(err, "problem_mark", None)
        at = f" at line {where.line + 1}" if where else ""
        raise DocumentError(f"is neither JSON nor YAML{at}") from None
    raise DocumentError(problem)


def _shape_problem(text: str) -> str | None:
    """Scan the YAML events before building anything: refuse deep nesting and aliases."""
    depth = 0
    for event in yaml.parse(text, Loader=SafeLoader):
        if isinstance(event, yaml.AliasEvent):
            return "uses YAML aliases"
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_NESTING:
                return _TOO_DEEP
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return None
