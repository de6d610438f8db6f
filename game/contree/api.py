"""Contrée's side of the one game interface (``game.interface.GameApi``).

The shared code (table, screens, storage, arena, hints, review) asks Contrée everything
through this module; each member only points at the one place of the package where that
fact lives. Imports are lazy where the module is slow (bots, search), so that registering
the game costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.advice import Advice, Hint
from game.bots import LEVELS as LEVELS
from game.contree import screens as _screens
from game.contree import stats as _stats
from game.contree.ai import stats as _arena_stats
from game.contree.rules import events as _events
from game.contree.rules import record as _record
from game.contree.rules import replay as _replay
from game.contree.rules import view as _view
from game.contree.rules.actions import Bid, Contre, Declare, Pass, Play, Surcontre
from game.contree.rules.actions import action_from_json as action_from_json
from game.contree.rules.actions import action_to_json as action_to_json
from game.contree.rules.options import PRESETS as PRESETS
from game.contree.rules.options import OptionError as OptionError
from game.contree.rules.options import Options
from game.contree.rules.state import IllegalAction as IllegalAction
from game.contree.rules.state import State
from game.i18n import Translator
from game.interface import ActionValue, ArenaCounts, Bot, Decision

NAME = "contree"
RECORD_FORMAT = _record.FORMAT
DECKS: tuple[str, ...] = ("french", "french4")
"""Its 32 French-suited cards, in two colours (the default) or in four."""
ENDINGS: tuple[type, ...] = (_events.HandEnded, _events.MatchEnded)
HAND_ENDED: type = _events.HandEnded
STATISTICS_FILE = _stats.FILE
TALLY: type[_stats.Tally] = _stats.Tally
count_hand = _stats.count_hand
match_won = _stats.match_won

_KINDS: dict[type, str] = {
    Play: "play",
    Pass: "call",
    Bid: "call",
    Contre: "call",
    Surcontre: "call",
    Declare: "declare",
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
    return any(isinstance(a, Contre) for a in interjections)


def default_options() -> Any:
    return Options()


def read_options(mapping: Mapping[str, Any] | None) -> Any:
    return Options.from_mapping(mapping)


def write_options(options: Any, every: bool = False) -> dict[str, Any]:
    return options.to_mapping(only_changed=not every)


def make_bot(level: str, seed: int) -> Bot:
    from game.contree.ai import make_bot as make

    return make(level, seed)


def next_bot_action(state: Any, bots: Mapping[int, Bot]) -> Any | None:
    from game.contree.ai.driver import next_bot_action as decide

    return decide(state, bots)


def action_text(action: Any) -> str:
    from game.contree import hint

    return hint.action_text(action)


def card_namer(t: Translator, deck: str) -> Callable[[int], str]:
    from game.contree import hint

    return hint.namer(t, deck)


def action_words(action: Any, t: Translator, deck: str = "french") -> str:
    from game.contree import words

    if isinstance(action, Play):
        return words.card_name_inline(t, action.card)
    return words.call_words(t, action)


def said_key(action: Any) -> str | None:
    return None


def advise(state: Any, seat: int, level: str = "expert", seed: int = 0) -> Advice:
    from game.contree import hint

    return hint.advise(state, seat, level, seed)


def sentence(advice: Advice, t: Translator, deck: str = "french") -> str:
    from game.contree import hint

    return hint.sentence(advice, t, deck)


def why(advice: Advice, t: Translator, deck: str, name: str, hidden: Collection[int]) -> str:
    from game.contree import hint

    return hint.why(advice, t, deck, name, hidden)


def hint_json(advice: Advice, t: Translator) -> dict[str, Any]:
    from game.contree import hint

    return hint.hint_json(advice, t)


def table_hint(state: Any, seat: int) -> Hint:
    from game.contree import hint

    return hint.table_hint(state, seat)


def write_record(state: Any) -> dict[str, Any]:
    return _record.write(state)


def read_record(data: Any) -> Any:
    return _record.replay(_record.validate(data))


def decisions(data: Any) -> list[Decision]:
    return _record.decisions(_record.validate(data))


def evaluate(decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
    from game.contree.review import evaluate as weigh

    return weigh(decision, open_cards, seed)


GRADES: tuple[float, float, float] = (10.0, 30.0, 80.0)
"""Loss thresholds in the hand's points: an inaccuracy costs a rounding step of the score (10),
a mistake about an ace and a ten (30), a blunder about a contract's worth (80)."""


def score(data: Any) -> dict[str, Any]:
    return _replay.score(data)


def describe(path: str, result: dict[str, Any]) -> str:
    return _replay.describe(path, result)


def lesson() -> Any:
    from game.contree.lesson import lesson as prepared

    return prepared()


ARENA_COUNTS: ArenaCounts | None = ArenaCounts(_arena_stats.hand_stats, _arena_stats.hand_rates)
"""Contracts made and contres won, per level."""


def bare_hands(rng: random.Random, count: int) -> int:
    from game.contree.bench import bare_hands as play

    return play(rng, count)


def bench_positions() -> list[tuple[str, Any]]:
    from game.contree.ai.bench import phase_of, positions

    return [(phase_of(state), state) for state in positions()]


OPTIONS_FORM = _screens.OPTIONS_FORM
level_help_key = _screens.level_help_key
HISTORY_COLUMNS = _screens.HISTORY_COLUMNS
history_cells = _screens.history_cells
summary = _screens.summary


if TYPE_CHECKING:  # mypy holds this module to the interface
    import game.contree.api as _this
    from game.interface import GameApi

    _conforms: GameApi = _this
