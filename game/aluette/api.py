"""Aluette's side of the one game interface (``game.interface.GameApi``).

The shared code (table, screens, storage, arena, hints, review) asks Aluette everything
through this module; each member only points at the one place of the package where that
fact lives. Imports are lazy where the module is slow (bots, search), so that registering
the game costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.advice import Advice, Hint
from game.aluette import screens as _screens
from game.aluette import stats as _stats
from game.aluette import words as _words
from game.aluette.rules import events as _events
from game.aluette.rules import record as _record
from game.aluette.rules import replay as _replay
from game.aluette.rules import view as _view
from game.aluette.rules.actions import (
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.actions import action_from_json as action_from_json
from game.aluette.rules.actions import action_to_json as action_to_json
from game.aluette.rules.options import OptionError as OptionError
from game.aluette.rules.options import Options
from game.aluette.rules.state import IllegalAction as IllegalAction
from game.aluette.rules.state import State
from game.bots import LEVELS as LEVELS
from game.decks import DECKS as ALL_DECKS
from game.i18n import Translator
from game.interface import ActionValue, ArenaCounts, Bot, Decision

NAME = "aluette"
RECORD_FORMAT = _record.FORMAT
DECKS: tuple[str, ...] = ALL_DECKS
"""Every art of the 48 cards (``game.decks``): the Spanish-suited one first, the default."""
PRESETS: dict[str, dict[str, Any]] = {}
"""Aluette's variants are options one by one: no named sets."""
ENDINGS: tuple[type, ...] = (_events.HandEnded, _events.MatchEnded)
HAND_ENDED: type = _events.HandEnded
STATISTICS_FILE = _stats.FILE
TALLY: type[_stats.Tally] = _stats.Tally
count_hand = _stats.count_hand
statistics_rows = _stats.statistics_rows
match_won = _stats.match_won

_KINDS: dict[type, str] = {
    Play: "play",
    ChantVote: "chant",
    Discard: "discard",
    OfferAgree: "offer_agree",
    OfferAnswer: "offer_answer",
    Offer: "offer",
    Signal: "signal",
}


def new_match(seed: int, options: Any) -> tuple[Any, list[Any]]:
    return State.new_match(seed, options)


def view(state: Any, seat: int) -> Any:
    return _view.view(state, seat)


def redact(event: Any, seat: int) -> Any | None:
    return _events.redact(event, seat)


def hand(state: Any, seat: int) -> tuple[int, ...]:
    return tuple(state.hands[seat])


def turn_kind(action: Any) -> str:
    return _KINDS[type(action)]


def holds_for_human(state: Any, action: Any, interjections: Sequence[Any]) -> bool:
    return (
        isinstance(action, Play)
        and not state.trick
        and not state.winners
        and any(isinstance(a, Offer) for a in interjections)
    )


def default_options() -> Any:
    return Options()


def read_options(mapping: Mapping[str, Any] | None) -> Any:
    return Options.from_mapping(mapping)


def write_options(options: Any, every: bool = False) -> dict[str, Any]:
    return options.to_mapping(only_changed=not every)


def make_bot(level: str, seed: int) -> Bot:
    from game.aluette.ai import make_bot as make

    return make(level, seed)


def next_bot_action(state: Any, bots: Mapping[int, Bot]) -> Any | None:
    from game.aluette.ai.driver import next_bot_action as decide

    return decide(state, bots)


def action_text(action: Any) -> str:
    from game.aluette import hint

    return hint.action_text(action)


def card_namer(t: Translator, deck: str) -> Callable[[int], str]:
    from game.aluette import hint

    return hint.namer(t, deck)


def action_words(action: Any, t: Translator, deck: str = "spanish") -> str:
    if isinstance(action, Play | Discard):
        return _words.card_name_inline(t, deck, action.card)
    said = _words.said_key(action)
    return t(said) if said else action_text(action)


def said_key(action: Any) -> str | None:
    return _words.said_key(action)


def advise(state: Any, seat: int, level: str = "expert", seed: int = 0) -> Advice:
    from game.aluette import hint

    return hint.advise(state, seat, level, seed)


def sentence(advice: Advice, t: Translator, deck: str = "spanish") -> str:
    from game.aluette import hint

    return hint.sentence(advice, t, deck)


def why(advice: Advice, t: Translator, deck: str, name: str, hidden: Collection[int]) -> str:
    from game.aluette import hint

    return hint.why(advice, t, deck, name, hidden)


def hint_json(advice: Advice, t: Translator) -> dict[str, Any]:
    from game.aluette import hint

    return hint.hint_json(advice, t)


def table_hint(state: Any, seat: int) -> Hint:
    from game.aluette import hint

    return hint.table_hint(state, seat)


def write_record(state: Any) -> dict[str, Any]:
    return _record.write(state)


def read_record(data: Any) -> Any:
    return _record.replay(_record.validate(data))


def decisions(data: Any) -> list[Decision]:
    return _record.decisions(_record.validate(data))


def evaluate(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
    from game.aluette import review

    return review.evaluate(decision, open_cards, seed)


GRADES: tuple[float, float, float] = (0.1, 0.3, 0.6)
"""Expected points lost from which a decision is an inaccuracy, a mistake, a blunder: a hand
is worth one point (two with a mordienne), so a tenth of it is already felt over a match."""


def score(data: Any) -> dict[str, Any]:
    return _replay.score(data)


def describe(path: str, result: dict[str, Any]) -> str:
    return _replay.describe(path, result)


def lesson() -> Any:
    from game.aluette.lesson import lesson as prepared

    return prepared()


ARENA_COUNTS: ArenaCounts | None = None
"""Aluette's arena counts points only."""


def bare_hands(rng: random.Random, count: int) -> int:
    from game.aluette.bench import bare_hands as play

    return play(rng, count)


def bench_positions() -> list[tuple[str, Any]]:
    from game.aluette.ai.bench import positions

    return [("", state) for state in positions()]


OPTIONS_FORM = _screens.OPTIONS_FORM
level_help_key = _screens.level_help_key
HISTORY_COLUMNS = _screens.HISTORY_COLUMNS
history_cells = _screens.history_cells
summary = _screens.summary


if TYPE_CHECKING:  # mypy holds this module to the interface
    import game.aluette.api as _this
    from game.interface import GameApi

    _conforms: GameApi = _this
