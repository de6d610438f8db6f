"""The window's modules import each other in one direction only.

Scenes reach the app through a small protocol (``game.ui.host``) and each other by name
(``host.go("menu")``), the table's parts reach their scene through protocols too, so the
import graph of ``game.ui`` has no cycle — not even through imports made only for type
checking or inside functions. An import inside a function is allowed only when its line says
why it is lazy (``# lazy: …``).
"""

from __future__ import annotations

import ast
from pathlib import Path

import game.ui

ROOT = Path(game.ui.__file__).parent
PACKAGE = "game.ui"
LAZY_MARK = "# lazy:"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def _imported(node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The ``game.ui`` modules an import statement loads."""
    if isinstance(node, ast.Import):
        names = {alias.name for alias in node.names}
    else:
        base = node.module or ""
        names = {
            f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
            for alias in node.names
        }
    return {name for name in names if name in modules}


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        edges: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                edges |= _imported(node, modules)
        graph[name] = edges - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_ui_modules_import_each_other_without_a_cycle() -> None:
    graph = _graph()
    assert len(graph) > 30, "the walk found the ui modules"
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_imports_inside_functions_say_why_they_are_lazy() -> None:
    unmarked = []
    for name, path in _modules().items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for inner in ast.walk(node):
                if isinstance(inner, ast.Import | ast.ImportFrom):
                    around = lines[inner.lineno - 2 : inner.end_lineno]
                    if not any(LAZY_MARK in line for line in around):
                        unmarked.append(f"{name}:{inner.lineno}")
    assert unmarked == []
