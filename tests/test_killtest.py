"""Kill test: SIGKILL a match at the table's own save path, 100 times, and resume it.

The driver (``killtest_driver.py``) plays through ``Match`` and ``TurnFlow`` with the storage
writing in the background, as the window does, and reports each save the writer has put on
disk. After every kill the saved match must load without a notice, and its actions must be a
prefix of the uninterrupted match's (no lost file, no half-written file, no divergence),
never shorter than an earlier save nor than the last save reported on disk. When a match
finally ends (and the next start has counted a match the kill left over), statistics and
history counted every hand and the match exactly once despite the kills.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import killtest_driver
import pytest

from game.games import GAMES
from game.storage import Storage
from game.ui.table.match import Match

DRIVER = Path(__file__).with_name("killtest_driver.py")
KILLS = 100


def _run(
    folder: Path, seed: int, rng: random.Random | None, game: str = "aluette"
) -> tuple[bool, str]:
    """Start the driver and kill it at a random moment (never, without ``rng``).

    Returns whether it was killed, and what it printed.
    """
    proc = subprocess.Popen(
        [
            sys.executable,
            str(DRIVER),
            *("--data-dir", str(folder), "--seed", str(seed), "--game", game),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    first = ""
    if rng is not None:
        if rng.random() < 0.2:  # sometimes while it starts, loads and catches up
            time.sleep(rng.uniform(0.0, 0.15))
        else:  # mostly while it plays and saves
            first = proc.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.04))
        proc.kill()
    # Not communicate(): it would miss what readline() already buffered.
    out, err = proc.stdout.read(), proc.stderr.read()
    proc.wait(timeout=60)
    assert proc.returncode in (0, -signal.SIGKILL), err
    return proc.returncode == -signal.SIGKILL, first + out


def _acknowledged(out: str) -> int:
    """The most actions the driver reported saved on disk."""
    counts = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved ")]
    return max(counts, default=0)


def _check_save(
    folder: Path, reference: list[list], progress: int, game: str = "aluette"
) -> tuple[Storage, int]:
    """The save loads cleanly and holds a prefix of the reference at least ``progress`` long;
    the store, and the progress now (the whole match once it was counted and forgotten)."""
    store = Storage.open(folder)
    resumed = store.load_match()
    assert store.take_notices() == []
    assert not list(folder.glob("*.bad-*"))
    to_json = GAMES[game].api.action_to_json
    saved = [] if resumed is None else [to_json(a) for a in resumed.actions]
    assert saved == reference[: len(saved)]
    if resumed is None and store.stats_of(game).total().matches_played:
        return store, len(reference)  # over, counted, and the save forgotten
    assert len(saved) >= progress
    return store, len(saved)


@pytest.mark.slow
def test_kill_and_resume(tmp_path: Path) -> None:
    rng = random.Random(20240607)
    kills = matches = 0
    started = time.monotonic()
    while kills < KILLS:
        seed = 1000 + matches
        matches += 1
        folder = tmp_path / f"match-{seed}"
        reference, end = killtest_driver.reference(seed)
        progress = 0
        while True:
            killed, out = _run(folder, seed, rng if kills < KILLS else None)
            kills += killed
            progress = max(progress, _acknowledged(out))
            store, progress = _check_save(folder, reference, progress)
            if not killed:
                assert out.rstrip().endswith("done")
                break
            if progress == len(reference):
                break  # killed once the match was over on disk: nothing left to play
        assert progress == len(reference)
        assert Match.load(store) is None  # the next start counts a match over, and forgets it
        assert store.load_match() is None
        assert store.stats_of("aluette").total().hands_played == end.deals
        assert store.stats_of("aluette").total().matches_played == 1
        assert [e.deal for e in store.history.entries] == list(range(1, end.deals + 1))
    elapsed = time.monotonic() - started
    print(f"{kills} kills over {matches} matches in {elapsed:.1f} s")
    assert kills == KILLS


CONTREE_KILLS = 12


@pytest.mark.slow
def test_a_contree_match_killed_resumes_exactly(tmp_path: Path) -> None:
    """The same at a Contrée table: the save names its game and resumes it exactly."""
    rng = random.Random(20261123)
    kills, seed = 0, 77
    folder = tmp_path / "contree"
    reference, end = killtest_driver.reference(seed, "contree")
    progress = 0
    while True:
        killed, out = _run(folder, seed, rng if kills < CONTREE_KILLS else None, "contree")
        kills += killed
        progress = max(progress, _acknowledged(out))
        store, progress = _check_save(folder, reference, progress, "contree")
        if not killed:
            assert out.rstrip().endswith("done")
            break
        if progress == len(reference):
            break
    assert progress == len(reference)
    assert Match.load(store) is None  # the next start counts a match over, and forgets it
    assert store.load_match() is None
    assert store.stats_of("contree").total().hands_played == end.deals
    assert store.stats_of("contree").total().matches_played == 1
    assert store.stats_of("aluette").total().matches_played == 0, "Aluette's statistics are apart"
