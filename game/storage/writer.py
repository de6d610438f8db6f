"""Files written off the caller's thread, in order, keeping only the latest content of a file.

An atomic write with its two fsyncs costs milliseconds, sometimes tens of them on a busy
disk: too much for the window's thread after every card. ``Writer.put`` hands the bytes
over and returns at once; a background thread writes the jobs one after another, each with
``files.atomic_write``. A file put again before its turn keeps only the new content, but only
when nothing else was put in between: jobs reach the disk in the order they were put, so a
kill at any moment leaves what a synchronous writer killed a little earlier would have left
(the statistics never get ahead of the saved match, the saved match is never removed before
the statistics that counted it are on disk).

Each job has a ticket, increasing; ``written(path)`` is the ticket of the newest content of
``path`` on disk, so a caller knows when what it put is safe. ``flush`` waits for every job,
``close`` flushes and stops the thread. Without ``background`` every job is written at once
on the caller's thread (tests, tools).
"""

from __future__ import annotations

import threading
from collections import deque
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

from game.storage.files import atomic_write


@dataclass(frozen=True, slots=True)
class Job:
    """Write ``data`` to ``path`` (None: remove the file); ``ticket`` orders the jobs."""

    ticket: int
    path: Path
    data: bytes | None


class Writer:
    """Writes files in order, on a background thread or at once; see the module docstring."""

    def __init__(self, background: bool = False) -> None:
        self.background = background
        self._lock = threading.Condition()
        self._queue: deque[Job] = deque()
        self._busy = False
        self._closed = False
        self._thread: threading.Thread | None = None
        self._ticket = 0
        self._written: dict[Path, int] = {}
        self._failures: list[tuple[Path, OSError]] = []

    def put(self, path: Path, data: bytes | None) -> int:
        """Write ``data`` to ``path`` (None: remove it) after the jobs put before; its ticket."""
        with self._lock:
            self._ticket += 1
            job = Job(self._ticket, path, data)
            if not self.background:
                self._do(job)
                return job.ticket
            if self._queue and self._queue[-1].path == path:
                self._queue[-1] = job  # the content it replaces was never needed on disk
            else:
                self._queue.append(job)
            if self._thread is None or self._closed:
                self._closed = False
                self._thread = threading.Thread(target=self._run, name="aluette-writer")
                self._thread.daemon = True  # a kill loses what was not flushed, nothing more
                self._thread.start()
            self._lock.notify_all()
            return job.ticket

    def written(self, path: Path) -> int:
        """The ticket of the newest content of ``path`` on disk (0: none written yet)."""
        with self._lock:
            return self._written.get(path, 0)

    def flush(self) -> None:
        """Wait until every job put so far is on disk."""
        with self._lock:
            while self._queue or self._busy:
                self._lock.wait()

    def close(self) -> None:
        """Flush, then stop the thread (a later ``put`` starts it again)."""
        with self._lock:
            self._closed = True
            self._lock.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join()
        with self._lock:
            self._thread = None

    def take_failures(self) -> list[tuple[Path, OSError]]:
        """The writes that failed since the last call, with their error."""
        with self._lock:
            failed, self._failures = self._failures, []
            return failed

    def _run(self) -> None:
        while True:
            with self._lock:
                while not self._queue and not self._closed:
                    self._lock.wait()
                if not self._queue:
                    return
                job = self._queue.popleft()
                self._busy = True
            error = self._write(job)
            with self._lock:
                self._finish(job, error)
                self._busy = False
                self._lock.notify_all()

    def _do(self, job: Job) -> None:
        self._finish(job, self._write(job))

    @staticmethod
    def _write(job: Job) -> OSError | None:
        try:
            if job.data is None:
                with suppress(FileNotFoundError):
                    job.path.unlink()
            else:
                atomic_write(job.path, job.data)
        except OSError as err:
            return err
        return None

    def _finish(self, job: Job, error: OSError | None) -> None:
        if error is None:
            self._written[job.path] = job.ticket
        else:
            self._failures.append((job.path, error))
