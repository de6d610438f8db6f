"""Untrusted JSON/YAML documents: read what is sound, refuse what would crash or explode."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
import yaml

from game.documents import MAX_NESTING, DocumentError, SafeDumper, parse_document


def test_json_and_yaml_are_read() -> None:
    assert parse_document(b'{"a": [1, 2]}') == {"a": [1, 2]}
    assert parse_document("a:\n  - 1\n  - été\n".encode()) == {"a": [1, "été"]}


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", "is empty"),
        (b"\n \t", "is empty"),
        (bytes(range(256)), "is not a text file"),
        (b"a: [1, 2", "is neither JSON nor YAML"),
        (b"a: &x [1]\nb: *x\n", "uses YAML aliases"),
        (b"a: !!python/object/apply:os.system ['echo hacked']\n", "is neither JSON nor YAML"),
        (("a: " + "[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1)).encode(), "too deeply"),
    ],
)
def test_bad_documents_are_refused(data: bytes, problem: str) -> None:
    with pytest.raises(DocumentError, match=problem):
        parse_document(data)


def test_a_billion_laughs_is_refused_at_once() -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]")
    with pytest.raises(DocumentError, match="aliases"):
        parse_document("\n".join(lines).encode())


def test_deep_nesting_does_not_crash_the_interpreter() -> None:
    """libyaml's loader segfaults on this; the event scan refuses it first."""
    probe = textwrap.dedent(
        """
        from game.documents import DocumentError, parse_document
        try:
            parse_document(b"a: " + b"[" * 100000 + b"]" * 100000)
        except DocumentError as err:
            print("refused:", err)
        """
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "refused: is nested too deeply" in out.stdout


def test_our_dumper_never_writes_aliases() -> None:
    shared = {"x": 1}
    text = yaml.dump({"a": shared, "b": shared}, Dumper=SafeDumper)
    assert "&" not in text and "*" not in text
    assert parse_document(text.encode()) == {"a": {"x": 1}, "b": {"x": 1}}
