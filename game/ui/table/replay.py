"""A finished hand of either game, replayed trick by trick from its record by its engine.

A record holds the hands and every card played (Contrée's the calls too). Replaying the plays
up to the end of each trick with the game's ``rules.record.replay`` gives the table after that
trick — hands, trick counts, the offer or the contract, the result — so the replay view shows
what the engine decided and nothing is worked out again here. No pygame.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from functools import cached_property
from itertools import accumulate
from typing import Any

from game.games import DEFAULT_GAME, GAMES

Trick = tuple[tuple[int, int], ...]
"""The cards of one trick as (seat, card), in the order they were played."""


class HandReplay:
    """One recorded hand of ``game``; RecordError if the record is not a legal hand."""

    def __init__(self, record: Mapping[str, Any], game: str = DEFAULT_GAME) -> None:
        self.game = game
        self._records = GAMES[game].module("rules.record")
        self.record = self._records.validate(record)
        self.end = self._records.replay(self.record)

    @property
    def dealer(self) -> int:
        return self.record.dealer

    @property
    def result(self) -> Any:
        """How the hand ended: the game's ``HandEnded`` (None only for a record cut short)."""
        return self.end.result

    @property
    def tricks(self) -> list[tuple[Trick, int | None]]:
        """Every trick played and its winner (None: spoiled, in Aluette)."""
        return [(trick, winner) for _leader, trick, winner in self.end.trick_log]

    @cached_property
    def states(self) -> list[Any]:
        """The hand at the start of play, then after each trick (the last one is ``end``)."""
        ends = accumulate((len(trick) for trick, _ in self.tricks), initial=0)
        plays = self.record.plays
        replay = self._records.replay
        return [replay(dataclasses.replace(self.record, plays=plays[:n])) for n in ends]
