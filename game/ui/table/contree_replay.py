"""A finished Contrée hand, replayed trick by trick from its record by the engine itself.

The same shape as Aluette's ``HandReplay`` (``dealer``, ``result``, ``tricks``, ``states``),
so the history and the replay view read both games alike. A record holds the hands as
dealt, the calls and every card played; replaying the plays up to the end of each trick
with ``game.contree.rules.record.replay`` gives the table after that trick. No pygame.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cached_property
from itertools import accumulate
from typing import Any

from game.contree.rules import events as ev
from game.contree.rules.record import replay, validate
from game.contree.rules.state import State

Trick = tuple[tuple[int, int], ...]
GAME = "contree"


class ContreeHandReplay:
    """One recorded Contrée hand; RecordError if the record is not a legal hand."""

    game = GAME

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = validate(record)
        self.end = replay(self.record)

    @property
    def dealer(self) -> int:
        return self.record.dealer

    @property
    def result(self) -> ev.HandEnded | None:
        """How the hand ended (None for a record cut short)."""
        return self.end.result

    @property
    def tricks(self) -> list[tuple[Trick, int | None]]:
        """Every trick played and its winner."""
        return [(trick, winner) for _leader, trick, winner in self.end.trick_log]

    @cached_property
    def states(self) -> list[State]:
        """The hand when play starts, then after each trick (the last one is ``end``)."""
        ends = accumulate((len(trick) for trick, _ in self.tricks), initial=0)
        plays = self.record.plays
        return [replay(dataclasses.replace(self.record, plays=plays[:n])) for n in ends]
