"""Locale loading and lookup: every word on screen comes from locale/<lang>.yaml.

Keys are dotted paths (``menu.new_match``). A value may hold named ``{placeholders}``; a value
that is a mapping of plural forms (``one``/``other``) is chosen by the ``count`` argument with
the language's plural rule. A missing key raises KeyError, so tests catch it instead of a
player seeing a raw key.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from game.documents import parse_document
from game.resources import resource_path

LANGUAGES = ("en", "fr")
PLURAL_FORMS = frozenset({"zero", "one", "two", "few", "many", "other"})


def _plural_form(lang: str, count: int) -> str:
    """CLDR plural category for integers: French puts 0 and 1 in ``one``, English only 1."""
    if lang == "fr":
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"


@cache
def catalog(lang: str) -> Mapping[str, Any]:
    """The parsed locale file of a language."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: one of {', '.join(LANGUAGES)}")
    path = resource_path("locale", f"{lang}.yaml")
    loaded = parse_document(path.read_bytes())
    if not isinstance(loaded, dict):
        raise ValueError(f"{path} is not a mapping of strings")
    return loaded


def flat_keys(tree: Mapping[str, Any], prefix: str = "") -> set[str]:
    """Every leaf key of a catalog as a dotted path (plural mappings count as one leaf)."""
    keys: set[str] = set()
    for key, value in tree.items():
        if isinstance(value, Mapping) and not set(value) <= PLURAL_FORMS:
            keys |= flat_keys(value, f"{prefix}{key}.")
        else:
            keys.add(f"{prefix}{key}")
    return keys


class Translator:
    """Looks up strings in one language; ``t("hand.won_by", name="Anne")``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._tree = catalog(lang)

    def raw(self, key: str) -> Any:
        """The unformatted value of a key (a string or a plural mapping)."""
        node: Any = self._tree
        for part in key.split("."):
            if not isinstance(node, Mapping) or part not in node:
                raise KeyError(f"missing locale key {key!r} in {self.lang}.yaml")
            node = node[part]
        return node

    def __call__(self, key: str, count: int | None = None, **values: Any) -> str:
        node = self.raw(key)
        if isinstance(node, Mapping):
            if count is None:
                raise KeyError(f"locale key {key!r} has plural forms: pass count=")
            form = _plural_form(self.lang, count)
            node = node.get(form, node.get("other"))
            values["count"] = count
        if not isinstance(node, str):
            raise KeyError(f"locale key {key!r} is not a string")
        return node.format_map(values) if values else node

    def has(self, key: str) -> bool:
        """Whether the key exists in this language."""
        try:
            self.raw(key)
        except KeyError:
            return False
        return True
