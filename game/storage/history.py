"""The last finished hands (``history.json``), as hand records that ``aluette replay`` reads:
Aluette's and Contrée's together, each record naming its format.

Like statistics, history is filled from ``state.finished``: a hand already kept (same match,
same deal) is never added twice, and a hand missed by a kill is added on the next call.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from game.aluette.rules.state import State
from game.records import game_of, write
from game.storage.files import Damaged, Kind, same

KIND = Kind("history.json", 1, {1: same})
LIMIT = 50


@dataclass(frozen=True, slots=True)
class Entry:
    """One finished hand: deal number ``deal`` (from 1) of match ``match_id``."""

    match_id: str
    deal: int
    finished: str
    record: dict[str, Any]


class History:
    """The last ``LIMIT`` finished hands, oldest first."""

    def __init__(self, entries: list[Entry] | None = None) -> None:
        self.entries: list[Entry] = entries or []

    def record(self, state: State, match_id: str) -> bool:
        """Keep the hands ``state`` finished that are not kept yet; True if any was added."""
        kept = max((e.deal for e in self.entries if e.match_id == match_id), default=0)
        now = time.strftime("%Y-%m-%dT%H:%M:%S")
        new = [
            Entry(match_id, deal, now, write(hand))
            for deal, hand in enumerate(state.finished, start=1)
            if deal > kept
        ]
        self.entries = (self.entries + new)[-LIMIT:]
        return bool(new)

    def to_document(self) -> dict[str, Any]:
        """The file's content."""
        return {
            "version": KIND.version,
            "hands": [
                {"match_id": e.match_id, "deal": e.deal, "finished": e.finished, "record": e.record}
                for e in self.entries
            ],
        }

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> History:
        """History from an upgraded document; Damaged unless every record is valid."""
        hands = document.get("hands")
        if not isinstance(hands, list):
            raise Damaged("no list of hands")
        entries = []
        for item in hands[-LIMIT:]:
            match item:
                case {"match_id": str(m), "deal": int(d), "finished": str(f), "record": dict(r)}:
                    game_of(r).module("rules.record").validate(r)  # Aluette's or Contrée's
                    entries.append(Entry(m, d, f, r))
                case _:
                    raise Damaged("bad hand entry")
        return cls(entries)
