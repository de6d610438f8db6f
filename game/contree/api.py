"""Contrée's side of the one game interface (``game.interface.GameApi``).

The shared code (table, screens, storage, arena, hints, review) asks Contrée everything
through this module; each member only points at the one place of the package where that
fact lives. Imports are lazy where the module is slow (bots, search), so that registering
the game costs nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.advice import Advice
from game.contree.rules import events as _events
from game.contree.rules import record as _record
from game.contree.rules import replay as _replay
from game.contree.rules import view as _view
from game.contree.rules.actions import Bid, Contre, Pass, Play, Surcontre
from game.contree.rules.options import OptionError as OptionError
from game.contree.rules.options import Options
from game.contree.rules.state import IllegalAction as IllegalAction
from game.contree.rules.state import State
from game.hint import Hint
from game.i18n import Translator
from game.interface import Bot, Decision, Tally

NAME = "contree"
RECORD_FORMAT = _record.FORMAT
DECKS: tuple[str, ...] = ("french", "french4")
"""Its 32 French-suited cards, in two colours (the default) or in four."""
ENDINGS: tuple[type, ...] = (_events.HandEnded, _events.MatchEnded)
HAND_ENDED: type = _events.HandEnded
STATISTICS_FILE = "contree-stats.json"

_KINDS: dict[type, str] = {
    Play: "play",
    Pass: "call",
    Bid: "call",
    Contre: "call",
    Surcontre: "call",
}


def new_match(seed: int, options: Any) -> tuple[Any, list[Any]]:
    return State.new_match(seed, options)


def view(state: Any, seat: int) -> Any:
    return _view.view(state, seat)


def redact(event: Any, seat: int) -> Any | None:
    return _events.redact(event, seat)


def turn_kind(action: Any) -> str:
    return _KINDS[type(action)]


def holds_for_human(state: Any, action: Any, interjections: Sequence[Any]) -> bool:
    return any(isinstance(a, Contre) for a in interjections)


def default_options() -> Any:
    return Options()


def read_options(mapping: Mapping[str, Any] | None) -> Any:
    return Options.from_mapping(mapping)


def write_options(options: Any) -> dict[str, Any]:
    return options.to_mapping()


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
    return state.record()


def read_record(data: Any) -> Any:
    return _record.replay(_record.validate(data))


def decisions(data: Any) -> list[Decision]:
    raise NotImplementedError("Aluette's records list their decisions from the deal on")


def score(data: Any) -> dict[str, Any]:
    return _replay.score(data)


def describe(path: str, result: dict[str, Any]) -> str:
    return _replay.describe(path, result)


def new_statistics() -> Tally:
    from game.storage.contree_stats import ContreeStatistics as Statistics

    return Statistics()


def read_statistics(document: dict[str, Any]) -> Tally:
    from game.storage.contree_stats import ContreeStatistics as Statistics

    return Statistics.from_document(document)


def lesson() -> Any:
    from game.contree.lesson import lesson as prepared

    return prepared()


if TYPE_CHECKING:  # mypy holds this module to the interface
    import game.contree.api as _this
    from game.interface import GameApi

    _conforms: GameApi = _this
