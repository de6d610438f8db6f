"""A finished hand, replayed trick by trick from its record by the engine itself.

A record holds the four hands at the start of play and every card played. Replaying the
plays up to the end of each trick with ``game.aluette.rules.record.replay`` gives the table
after that trick — hands, trick counts, the offer, the result — so the replay view shows what
the engine decided and nothing is worked out again here. No pygame.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cached_property
from itertools import accumulate
from typing import Any

from game.aluette.rules import events as ev
from game.aluette.rules.record import replay, validate
from game.aluette.rules.state import State

Trick = tuple[tuple[int, int], ...]
"""The cards of one trick as (seat, card), in the order they were played."""


class HandReplay:
    """One recorded hand; RecordError if the record is not a legal hand."""

    game = "aluette"

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = validate(record)
        self.end = replay(self.record)

    @property
    def dealer(self) -> int:
        return self.record.dealer

    @property
    def result(self) -> ev.HandEnded | None:
        """How the hand ended (None only for a record cut short)."""
        return self.end.result

    @property
    def tricks(self) -> list[tuple[Trick, int | None]]:
        """Every trick played and its winner (None: spoiled)."""
        return [(trick, winner) for _leader, trick, winner in self.end.trick_log]

    @cached_property
    def states(self) -> list[State]:
        """The hand at the start of play, then after each trick (the last one is ``end``)."""
        ends = accumulate((len(trick) for trick, _ in self.tricks), initial=0)
        plays = self.record.plays
        return [replay(dataclasses.replace(self.record, plays=plays[:n])) for n in ends]
