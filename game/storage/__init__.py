"""Nothing lost: settings, the match in progress, statistics and hand history on disk.

No pygame here. The window uses one ``Storage``:

- at start: ``store = Storage.open(args.data_dir)``; ``store.load_settings()``; the menu's
  "Continue" is ``store.load_match()`` (a ``Resumed``: state, meta, actions) — then
  ``store.record_finished(state, meta)`` once, to catch up on a hand a kill interrupted;
- a new match: ``meta = new_meta(human_seat, difficulty, deck)`` (and ``meta["game"]``, the
  registry's name, for another game than the default), ``actions = []``;
- after every action applied: ``actions.append(action)``;
  ``store.save_match(seed, options, actions, meta)``; if the events hold ``HandEnded`` or
  ``MatchEnded``: ``store.record_finished(state, meta)``; when the match is over (or
  abandoned): ``store.clear_match()``;
- settings screen closed: ``store.save_settings(settings)`` (each game's options and deck:
  ``settings.options_for(game)``, ``settings.deck_for(game)``); statistics screen, per game:
  ``store.stats_of(game).by_difficulty`` / ``.total()``, reset with ``.reset()`` then
  ``store.save_stats(game)``; history screen: ``store.history.entries``,
  ``store.export_hand(i, path)``;
- whenever convenient: ``store.take_notices()`` and show ``notice.text(translator)``; a
  folder nothing can be written in (``store.unsaved``, found at start or by a failed save) is
  told once, and once more when the match fails to save, never at every save;
- the window opens it with ``background=True``: saving returns at once and a writer thread
  writes the files in order (``save_match`` returns a ticket, ``match_saved(ticket)`` tells
  when it is on disk); ``store.close()`` before the program ends flushes them.
"""

from game.storage.files import DataDir, Notice, atomic_write
from game.storage.history import Entry, History
from game.storage.savegame import Resumed, new_meta
from game.storage.settings import Settings, system_language
from game.storage.stats import Statistics
from game.storage.store import Storage

__all__ = [
    "DataDir",
    "Entry",
    "History",
    "Notice",
    "Resumed",
    "Settings",
    "Statistics",
    "Storage",
    "atomic_write",
    "new_meta",
    "system_language",
]
