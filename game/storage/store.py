"""``Storage``: one player's files behind one object, the only one the window talks to."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.aluette.rules.actions import Action
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.storage import files, history, savegame, settings, stats
from game.storage.files import DataDir, Notice
from game.storage.history import History
from game.storage.savegame import Resumed
from game.storage.settings import Settings
from game.storage.stats import Statistics


class Storage:
    """Settings, the match in progress, statistics and history of one data folder.

    Loading never raises: damaged files are set aside and defaults used. Saving never raises
    either: a failure (disk full…) becomes a notice. Notices wait in ``notices`` until the
    window shows them (``take_notices``).
    """

    def __init__(self, where: DataDir) -> None:
        self.where = where
        self.notices: list[Notice] = []
        self._stats: Statistics | None = None
        self._history: History | None = None

    @classmethod
    def open(cls, folder: str | os.PathLike[str] | None = None) -> Storage:
        """The storage of ``aluette --data-dir`` (None: ``$ALUETTE_DATA_DIR`` or the platform's)."""
        store = cls(DataDir.resolve(folder))
        files.sweep_temporaries(store.where.config, (settings.KIND.name,))
        names = (savegame.KIND.name, stats.KIND.name, history.KIND.name)
        files.sweep_temporaries(store.where.data, names)
        return store

    def path(self, kind: files.Kind) -> Path:
        """Where a kind of file lives."""
        folder = self.where.config if kind is settings.KIND else self.where.data
        return folder / kind.name

    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (and forget them)."""
        taken, self.notices = self.notices, []
        return taken

    # --- settings ------------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults.

        A file with values that had to be dropped or reset is kept aside and rewritten
        repaired, so the player is told once, not at every start.
        """
        path = self.path(settings.KIND)
        repairs: list[Notice] = []
        loaded = files.load(
            path, settings.KIND, self.notices, lambda d: settings.settings_from(d, repairs)
        )
        if loaded is None:
            return Settings()
        if repairs:
            files.move_aside(path)
            for notice in repairs:
                files.add_notice(self.notices, notice)
            self.save_settings(loaded)
        return loaded

    def save_settings(self, chosen: Settings) -> bool:
        """Write the settings (when the settings screen closes)."""
        data = files.dump_yaml(chosen.to_document())
        return files.write(self.path(settings.KIND), data, self.notices)

    # --- the match in progress -----------------------------------------------------------------

    def save_match(
        self, seed: int, options: Options, actions: Sequence[Action], meta: Mapping[str, Any]
    ) -> bool:
        """Autosave: call after every action applied, with every action since the match began."""
        document = savegame.match_document(seed, options, actions, meta)
        return files.write(self.path(savegame.KIND), files.dump_json(document), self.notices)

    def load_match(self) -> Resumed | None:
        """The saved match replayed to where it stopped (``state.is_over`` may be True), or None."""
        path = self.path(savegame.KIND)
        return files.load(path, savegame.KIND, self.notices, savegame.resume, "storage.bad_match")

    def clear_match(self) -> None:
        """Forget the saved match (it is over, or the player abandoned it)."""
        path = self.path(savegame.KIND)
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as err:
            files.cannot_write(path, err, self.notices)

    # --- statistics and history ----------------------------------------------------------------

    @property
    def stats(self) -> Statistics:
        """The statistics, loaded on first use."""
        if self._stats is None:
            loaded = files.load(
                self.path(stats.KIND), stats.KIND, self.notices, Statistics.from_document
            )
            self._stats = loaded or Statistics()
        return self._stats

    @property
    def history(self) -> History:
        """The last finished hands, loaded on first use."""
        if self._history is None:
            loaded = files.load(
                self.path(history.KIND), history.KIND, self.notices, History.from_document
            )
            self._history = loaded or History()
        return self._history

    def record_finished(self, state: State, meta: Mapping[str, Any]) -> None:
        """Count finished hands and the match result in statistics and history, and save them.

        Call after an action whose events hold ``HandEnded`` or ``MatchEnded`` (after
        ``save_match``), and once after resuming: nothing is ever counted twice.
        """
        match_id = meta["match_id"]
        seat = meta.get("human_seat")
        if seat is not None:
            difficulty = meta.get("difficulty", "standard")
            if self.stats.record(state, seat, difficulty, match_id):
                self.save_stats()
        if self.history.record(state, match_id):
            data = files.dump_json(self.history.to_document())
            files.write(self.path(history.KIND), data, self.notices)

    def save_stats(self) -> bool:
        """Write the statistics (after ``stats.reset()``; ``record_finished`` saves by itself)."""
        data = files.dump_json(self.stats.to_document())
        return files.write(self.path(stats.KIND), data, self.notices)

    def export_hand(self, index: int, path: str | os.PathLike[str]) -> bool:
        """Write ``history.entries[index]`` as a record file for ``aluette replay``."""
        record = self.history.entries[index].record
        return files.write(Path(path), files.dump_json(record), self.notices)
