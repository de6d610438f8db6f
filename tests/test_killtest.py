"""Kill test: SIGKILL a match that autosaves after every action, 100 times, and resume it.

After every kill the saved match must load without a notice, and its actions must be a prefix
of the uninterrupted match's (no lost file, no half-written file, no divergence); progress
never goes back. When a match finally ends, its save equals the uninterrupted match and
statistics and history counted every hand exactly once despite the kills.
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

from game.aluette.rules.actions import action_to_json
from game.storage import Storage

DRIVER = Path(__file__).with_name("killtest_driver.py")
KILLS = 100


def _run(folder: Path, seed: int, rng: random.Random | None) -> tuple[bool, str]:
    """Start the driver and kill it at a random moment (never, without ``rng``).

    Returns whether it was killed, and what it printed.
    """
    proc = subprocess.Popen(
        [sys.executable, str(DRIVER), "--data-dir", str(folder), "--seed", str(seed)],
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


def _check_save(folder: Path, reference: list[list], saved_before: int) -> Storage:
    """The save loads cleanly and holds a prefix of the reference, no shorter than before."""
    store = Storage.open(folder)
    resumed = store.load_match()
    assert store.take_notices() == []
    assert not list(folder.glob("*.bad-*"))
    saved = [] if resumed is None else [action_to_json(a) for a in resumed.actions]
    assert saved == reference[: len(saved)]
    assert len(saved) >= saved_before
    return store


@pytest.mark.slow
def test_kill_and_resume(tmp_path: Path) -> None:
    rng = random.Random(20240607)
    kills = matches = 0
    started = time.monotonic()
    while kills < KILLS:
        seed = 1000 + matches
        matches += 1
        folder = tmp_path / f"match-{seed}"
        reference = killtest_driver.reference_actions(seed)
        saved = 0
        killed = True
        while killed:
            killed, out = _run(folder, seed, rng if kills < KILLS else None)
            kills += killed
            store = _check_save(folder, reference, saved)
            resumed = store.load_match()
            saved = len(resumed.actions) if resumed else 0
        assert out.rstrip().endswith("done")
        assert saved == len(reference)
        end = resumed.state
        assert end.is_over
        assert store.stats.total().hands_played == end.deals
        assert store.stats.total().matches_played == 1
        assert [e.deal for e in store.history.entries] == list(range(1, end.deals + 1))
    elapsed = time.monotonic() - started
    print(f"{kills} kills over {matches} matches in {elapsed:.1f} s")
    assert kills == KILLS
