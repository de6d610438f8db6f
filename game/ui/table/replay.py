"""A finished hand of any game, replayed trick by trick from its record by its engine.

The game's record codec lists every decision of the hand with the state just before it
(``GameApi.decisions``): the state before the first card of each trick is the table after
the trick before, and ``read_record`` gives the end — hands, trick counts, the offer or the
contract, the result — so the replay view shows what the engine decided and nothing is
worked out again here. No pygame.
"""

from __future__ import annotations

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
        api = GAMES[game].api
        self.decisions = api.decisions(record)
        self.end = api.read_record(record)

    @property
    def dealer(self) -> int:
        return int(self.end.dealer)

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
        before_card = {d.play: d.state for d in self.decisions if d.play is not None}
        ends = list(accumulate((len(trick) for trick, _ in self.tricks), initial=0))
        return [before_card.get(n, self.end) for n in ends[:-1]] + [self.end]
