"""The background writer: off the caller's thread, in order, only the latest of a run.

The writes are held on an event the test sets (never a sleep), so what is on disk while a
write is under way is known exactly.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from game.storage import writer as writer_module
from game.storage.files import atomic_write
from game.storage.writer import Writer


class Gate:
    """Replaces the atomic write: records each write, and holds the first until opened."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.entered = threading.Event()
        self.writes: list[tuple[str, bytes]] = []
        self.threads: set[str] = set()

    def __call__(self, path: Path, data: bytes) -> None:
        self.threads.add(threading.current_thread().name)
        self.entered.set()
        self.open.wait()
        self.writes.append((path.name, data))
        atomic_write(path, data)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Gate:
    held = Gate()
    monkeypatch.setattr(writer_module, "atomic_write", held)
    return held


def test_put_returns_before_the_disk_is_touched(tmp_path: Path, gate: Gate) -> None:
    writer = Writer(background=True)
    target = tmp_path / "match.json"
    ticket = writer.put(target, b"one")
    gate.entered.wait()
    assert not target.exists() and writer.written(target) == 0
    gate.open.set()
    writer.flush()
    assert target.read_bytes() == b"one"
    assert writer.written(target) == ticket
    assert gate.threads == {"aluette-writer"}
    writer.close()


def test_a_run_of_saves_of_one_file_keeps_only_the_latest(tmp_path: Path, gate: Gate) -> None:
    writer = Writer(background=True)
    target = tmp_path / "match.json"
    writer.put(target, b"1")
    gate.entered.wait()  # the writer holds "1"; the next ones wait in the queue
    writer.put(target, b"2")
    last = writer.put(target, b"3")
    gate.open.set()
    writer.close()
    assert gate.writes == [("match.json", b"1"), ("match.json", b"3")]
    assert writer.written(target) == last


def test_files_reach_the_disk_in_the_order_they_were_saved(tmp_path: Path, gate: Gate) -> None:
    """A later save of the match never overtakes the statistics saved before it."""
    writer = Writer(background=True)
    match, stats = tmp_path / "match.json", tmp_path / "stats.json"
    writer.put(match, b"m1")
    gate.entered.wait()
    writer.put(match, b"m2")
    writer.put(stats, b"s1")
    writer.put(match, b"m3")
    writer.put(match, None)  # the match is over: removed, after the statistics
    gate.open.set()
    writer.close()
    assert gate.writes == [("match.json", b"m1"), ("match.json", b"m2"), ("stats.json", b"s1")]
    assert not match.exists() and stats.read_bytes() == b"s1"


def test_close_flushes_and_a_later_save_starts_again(tmp_path: Path) -> None:
    writer = Writer(background=True)
    paths = [tmp_path / f"f{k}.json" for k in range(5)]
    for k, path in enumerate(paths):
        writer.put(path, str(k).encode())
    writer.close()
    assert [p.read_bytes() for p in paths] == [b"0", b"1", b"2", b"3", b"4"]
    writer.put(paths[0], b"again")
    writer.close()
    assert paths[0].read_bytes() == b"again"


def test_without_background_each_save_is_written_at_once(tmp_path: Path, gate: Gate) -> None:
    gate.open.set()
    writer = Writer()
    target = tmp_path / "settings.yaml"
    ticket = writer.put(target, b"x")
    assert target.read_bytes() == b"x" and writer.written(target) == ticket
    assert gate.threads == {threading.current_thread().name}


def test_a_failed_write_is_reported_once_taken(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    writer = Writer(background=True)
    target = tmp_path / "file" / "match.json"
    ticket = writer.put(target, b"x")
    writer.flush()
    assert writer.written(target) < ticket
    failures = writer.take_failures()
    assert [path for path, _err in failures] == [target]
    assert writer.take_failures() == []
    writer.close()
