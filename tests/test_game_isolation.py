"""Each game is reached only through its interface, and every registered game provides it all.

The shared code (the table, the screens, the storage, the arena, the hints) asks a game
through ``game.games.GAMES[name].api`` (``game.interface.GameApi``) and its window part
(``game.ui.gameparts.GameWindow``), never by importing it: a module outside a game's own
packages (``game/<g>/`` and ``game/ui/<g>/``) imports neither. The registry names the
packages as strings, which is no import. Read from the source with ``ast``, so that imports
made only for type checking or inside functions count too.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from pathlib import Path

import pytest

import game
from game.games import GAMES
from game.interface import GameApi

ROOT = Path(game.__file__).parent


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.AST, module: str, is_package: bool) -> dict[int, set[str]]:
    """Per line, every dotted name its import statement may load (``from a import b`` may
    load ``a.b``; relative imports resolved)."""
    found: dict[int, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found[node.lineno] = {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".")
                anchor = anchor[: len(anchor) - node.level + is_package]
                base = ".".join([*anchor, base] if base else anchor)
            found[node.lineno] = {base} | {f"{base}.{alias.name}" for alias in node.names}
    return found


def _within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def _offences(module: str, source: str, is_package: bool = False) -> list[str]:
    """``module:line imports package`` for each import of a game ``module`` is not part of."""
    found = []
    for line, names in sorted(_imports(ast.parse(source), module, is_package).items()):
        for g in GAMES.values():
            own = (g.package, g.ui_package)
            if any(_within(module, p) for p in own):
                continue
            hit = next((p for p in own for n in names if _within(n, p)), None)
            if hit is not None:
                found.append(f"{module}:{line} imports {hit}")
    return found


def offenders() -> list[str]:
    """Every import of a game from outside its packages, in every module under ``game/``."""
    return [
        offence
        for path in sorted(ROOT.rglob("*.py"))
        for offence in _offences(
            _module_name(path), path.read_text(encoding="utf-8"), path.name == "__init__.py"
        )
    ]


def test_the_import_reader_sees_every_form_of_import() -> None:
    tree = ast.parse(
        "import game.aluette.cards\n"
        "from game import contree\n"
        "from game.ui.aluette import table\n"
        "from ..contree import words\n"
        "def lazy():\n    import game.contree.ai\n"
    )
    names = set().union(*_imports(tree, "game.ui.menu", False).values())
    for expected in (
        "game.aluette.cards",
        "game.contree",
        "game.ui.aluette.table",
        "game.contree.words",
        "game.contree.ai",
    ):
        assert expected in names


def test_a_game_may_import_itself_and_nothing_else_may() -> None:
    assert _offences("game.ui.aluette.table", "from game.aluette.rules import state") == []
    assert _offences("game.aluette.api", "import game.aluette.api as _this") == []
    assert _offences("game.ui.menu", "import game.ui.gameparts\nfrom game import games") == []
    assert _offences("game.ui.menu", "x = 1\nfrom game.aluette import cards") == [
        "game.ui.menu:2 imports game.aluette"
    ]
    assert _offences("game.aluette.hint", "from game.contree.cards import CODES") == [
        "game.aluette.hint:1 imports game.contree"
    ]
    assert _offences("game.ui.contree.table", "from game.ui.aluette import hud") == [
        "game.ui.contree.table:1 imports game.ui.aluette"
    ]
    assert _offences("game.ui.contreebis", "from game.ui.contree import hud") == [
        "game.ui.contreebis:1 imports game.ui.contree"
    ]


def test_nothing_outside_a_game_imports_it() -> None:
    assert offenders() == []


def _members(protocol: type) -> dict[str, bool]:
    """A protocol's public members, each with whether it is a method (else a value)."""
    names = {*vars(protocol), *getattr(protocol, "__annotations__", {})}
    return {
        name: inspect.isfunction(vars(protocol).get(name))
        for name in sorted(names)
        if not name.startswith("_")
    }


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_provides_the_whole_interface(name: str) -> None:
    api = GAMES[name].api
    members = _members(GameApi)
    assert {"new_match", "make_bot", "NAME", "ARENA_COUNTS"} <= set(members)
    missing = [m for m in members if not hasattr(api, m)]
    assert missing == []
    not_callable = [m for m, method in members.items() if method and not callable(getattr(api, m))]
    assert not_callable == []
    assert name == api.NAME and GAMES[name].record_format == api.RECORD_FORMAT


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_provides_the_whole_window_part(name: str) -> None:
    from game.ui.gameparts import GameWindow

    window = importlib.import_module(GAMES[name].ui_package)
    members = _members(GameWindow)
    assert "new_match" in members
    assert [m for m in members if not hasattr(window, m)] == []
    assert [m for m, method in members.items() if method and not callable(getattr(window, m))] == []
