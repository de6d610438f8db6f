"""``Storage``: one player's files behind one object, the only one the window talks to."""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from game.games import GAMES, game_named
from game.interface import Action, GameState
from game.storage import files, history, savegame, settings, stats
from game.storage.files import DataDir, Notice
from game.storage.history import History
from game.storage.savegame import Resumed
from game.storage.settings import Settings
from game.storage.stats import Statistics
from game.storage.writer import Writer

log = logging.getLogger(__name__)


class Storage:
    """Settings, the match in progress, statistics and history of one data folder.

    Loading never raises: damaged files are set aside and defaults used. Saving never raises
    either: a failure (read-only folder, disk full…) becomes ``unsaved``, a notice naming the
    folder, told once per run and once more when the match fails to save (the player is at
    the table then), never at every save; the game plays on. Notices wait in ``notices``
    until the window shows them (``take_notices``).

    With ``background`` (the window) files are written by a ``Writer`` thread, in the order
    they were saved, so that no frame waits on a disk; ``flush`` waits for them and ``close``
    flushes before the program ends. Reading a file of this storage flushes first.
    """

    def __init__(self, where: DataDir, background: bool = False) -> None:
        self.where = where
        self.notices: list[Notice] = []
        self._writer = Writer(background)
        self._game_stats: dict[str, Statistics] = {}
        self._history: History | None = None
        self.unsaved: Notice | None = None
        """Why nothing is saved, naming the folder tried; None while files can be written."""
        self._told_match = False

    @classmethod
    def open(
        cls, folder: str | os.PathLike[str] | None = None, background: bool = False
    ) -> Storage:
        """The storage of ``aluette --data-dir`` (None: ``$ALUETTE_DATA_DIR`` or the platform's)."""
        store = cls(DataDir.resolve(folder), background)
        files.sweep_temporaries(store.where.config, (settings.KIND.name, files.PROBE))
        statistics = tuple(game.api.STATISTICS_FILE for game in GAMES.values())
        names = (savegame.KIND.name, *statistics, history.KIND.name, files.PROBE)
        files.sweep_temporaries(store.where.data, names)
        store.probe()
        return store

    def probe(self) -> None:
        """Try the settings' and the data's folders now: the first notice says if they are
        read-only, before the player plays a match that would not be kept."""
        folders = dict.fromkeys((self.where.config, self.where.data))
        failed = {folder: err for folder in folders if (err := files.probe(folder)) is not None}
        if failed:
            self._cannot_save(failed)

    def path(self, kind: files.Kind) -> Path:
        """Where a kind of file lives."""
        folder = self.where.config if kind is settings.KIND else self.where.data
        return folder / kind.name

    def take_notices(self) -> list[Notice]:
        """The notices not shown yet (and forget them), failed background writes included."""
        for path, err in self._writer.take_failures():
            self._cannot_save({path.parent: err}, match=path == self.path(savegame.KIND))
        taken, self.notices = self.notices, []
        return taken

    def _cannot_save(self, failed: Mapping[Path, OSError], match: bool = False) -> None:
        """Tell that settings, the match and statistics cannot be saved, and where it was
        tried: once, and once more when it is the match that failed (the first notice may
        have been read on the menu; the player is at the table now)."""
        if self.unsaved is not None and (self._told_match or not match):
            return
        for folder, err in failed.items():
            log.warning("cannot save in %s: %s", folder, err)
        if self.unsaved is None:
            where = ", ".join(str(folder) for folder in failed)
            self.unsaved = Notice("storage.not_saved", {"folder": where})
        self._told_match = self._told_match or match
        files.add_notice(self.notices, self.unsaved)

    def flush(self) -> None:
        """Wait until every file saved so far is on disk."""
        self._writer.flush()

    def close(self) -> None:
        """Flush, and stop the background writer (the program is ending)."""
        self._writer.close()

    def _put(self, kind: files.Kind, data: bytes | None) -> int:
        return self._writer.put(self.path(kind), data)

    # --- settings ------------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults.

        A file with values that had to be dropped or reset is kept aside and rewritten
        repaired, so the player is told once, not at every start; a file of an older version
        is rewritten in the current one.
        """
        self.flush()
        path = self.path(settings.KIND)
        repairs: list[Notice] = []
        upgraded: list[int] = []
        loaded = files.load(
            path,
            settings.KIND,
            self.notices,
            lambda d: settings.settings_from(d, repairs),
            upgraded=upgraded,
        )
        if loaded is None:
            return Settings()
        if repairs:
            files.move_aside(path)
            for notice in repairs:
                files.add_notice(self.notices, notice)
        if repairs or upgraded:
            self.save_settings(loaded)
        return loaded

    def save_settings(self, chosen: Settings) -> None:
        """Write the settings (when the settings screen closes)."""
        self._put(settings.KIND, files.dump_yaml(chosen.to_document()))

    # --- the match in progress -----------------------------------------------------------------

    def save_match(
        self, seed: int, options: Any, actions: Sequence[Action], meta: Mapping[str, Any]
    ) -> int:
        """Autosave: call after every action applied, with every action since the match began.

        Returns the save's ticket: ``match_saved(ticket)`` says when it is on disk.
        """
        document = savegame.match_document(seed, options, actions, meta)
        return self._put(savegame.KIND, files.dump_json(document))

    def match_saved(self, ticket: int) -> bool:
        """Whether the match as saved with ``ticket`` (or a later save of it) is on disk."""
        return self._writer.written(self.path(savegame.KIND)) >= ticket

    def load_match(self) -> Resumed | None:
        """The saved match replayed to where it stopped (``state.is_over`` may be True), or None."""
        self.flush()
        path = self.path(savegame.KIND)
        return files.load(path, savegame.KIND, self.notices, savegame.resume, "storage.bad_match")

    def clear_match(self) -> int:
        """Forget the saved match (it is over, or the player abandoned it); the ticket."""
        return self._put(savegame.KIND, None)

    # --- statistics and history ----------------------------------------------------------------

    def stats_of(self, game: str) -> Statistics:
        """The statistics of ``game`` (each game has its own file), loaded on first use."""
        if game not in self._game_stats:
            api = GAMES[game].api
            kind = stats.kind_of(api)
            loaded = files.load(
                self.path(kind), kind, self.notices, lambda d: Statistics.from_document(api, d)
            )
            self._game_stats[game] = loaded or Statistics(api)
        return self._game_stats[game]

    @property
    def history(self) -> History:
        """The last finished hands, loaded on first use."""
        if self._history is None:
            loaded = files.load(
                self.path(history.KIND), history.KIND, self.notices, History.from_document
            )
            self._history = loaded or History()
        return self._history

    def record_finished(self, state: GameState, meta: Mapping[str, Any]) -> None:
        """Count finished hands and the match result in statistics and history, and save them.

        Call after an action whose events hold ``HandEnded`` or ``MatchEnded`` (after
        ``save_match``), and once after resuming: nothing is ever counted twice.
        """
        game = game_named(meta.get("game"))
        match_id = meta["match_id"]
        seat = meta.get("human_seat")
        if seat is not None and not meta.get("practice"):
            difficulty = meta.get("difficulty", "standard")
            if self.stats_of(game.name).record(state, seat, difficulty, match_id):
                self.save_stats(game.name)
        if self.history.record(game.api, state, match_id):
            self._put(history.KIND, files.dump_json(self.history.to_document()))

    def withdraw_stats(self, state: GameState, meta: Mapping[str, Any]) -> None:
        """A match became practice (a move was taken back): uncount its hands counted so far."""
        seat, game = meta.get("human_seat"), game_named(meta.get("game")).name
        chosen = self.stats_of(game)
        if seat is not None and chosen.withdraw(
            state, seat, meta.get("difficulty", "standard"), meta["match_id"]
        ):
            self.save_stats(game)

    def save_stats(self, game: str) -> None:
        """Write a game's statistics (after ``reset()``; ``record_finished`` saves by itself)."""
        chosen = self.stats_of(game)
        self._put(chosen.kind, files.dump_json(chosen.to_document()))

    def export_hand(self, index: int, path: str | os.PathLike[str]) -> bool:
        """Write ``history.entries[index]`` as a record file for ``aluette replay``."""
        record = self.history.entries[index].record
        return files.write(Path(path), files.dump_json(record), self.notices)
