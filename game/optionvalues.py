"""Reading rule options from a mapping, for every game's ``Options``.

Options arrive as a mapping (a record's ``options``, the settings file, the new-match screen)
and each game validates them once in its own ``Options.from_mapping``. What is the same for
every game lives here: the error, unknown names, and matching a raw value to a fixed choice
(YAML writes ``off`` as a boolean, a settings file may write ``4`` as text).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any


class OptionError(ValueError):
    """An option name or value that the rules page does not define."""


def read_mapping(
    mapping: Any, names: Iterable[str], parse: Callable[[str, Any], Any]
) -> dict[str, Any]:
    """The parsed values of ``mapping``; OptionError for a non-mapping or an unknown name."""
    if not isinstance(mapping, Mapping):
        raise OptionError("options must be a mapping of option names to values")
    names = list(names)
    values: dict[str, Any] = {}
    for name, raw in mapping.items():
        if name not in names:
            raise OptionError(f"unknown option {name!r}: valid options are {', '.join(names)}")
        values[name] = parse(name, raw)
    return values


def choice(name: str, raw: Any, choices: tuple[Any, ...]) -> Any:
    """The choice ``raw`` names; OptionError listing the valid values otherwise."""
    value = coerce(raw, choices)
    if value is None:
        shown = ", ".join(show(c) for c in choices)
        raise OptionError(f"option {name!r} cannot be {raw!r}: valid values are {shown}")
    return value


def coerce(raw: Any, choices: tuple[Any, ...]) -> Any:
    """The choice that raw names: exact, or the same value written as text (``"4"``, ``"true"``).

    YAML 1.1 reads an unquoted ``off``/``on`` as a boolean; those mean the words here.
    """
    if isinstance(raw, bool) and True not in choices:
        raw = "on" if raw else "off"
    for c in choices:
        if isinstance(c, bool):
            if raw is c or (isinstance(raw, str) and raw.lower() == str(c).lower()):
                return c
        elif isinstance(c, int):
            if (type(raw) is int and raw == c) or (isinstance(raw, str) and raw == str(c)):
                return c
        elif raw == c:
            return c
    return None


def show(c: Any) -> str:
    """A choice as the rules page writes it (``false``, not ``False``)."""
    return str(c).lower() if isinstance(c, bool) else str(c)


def value_key(value: Any) -> str:
    """The locale key of an option value (YAML keys are text: ``true``, ``1``, ``off``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)
