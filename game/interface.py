"""What every game package provides: the one interface the shared code may use.

The table, the screens, the storage, the arena, the hints and the review know a game only
through these protocols. Each game implements them in its own package: ``game.<name>.api``
is a module that satisfies ``GameApi`` (mypy checks it in ``game.games``), and its table
for the window, ``game.ui.<name>``, provides ``game.ui.gameparts.TableParts``. The registry
(``game.games``) names every game once. Nothing here imports a game (or pygame).

The shapes are structural (``Protocol``): a game's state, view, actions and events are its
own classes; the shared code holds them as opaque values and asks the game about them.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, ClassVar, NamedTuple, Protocol, runtime_checkable

from game.advice import Advice, Hint
from game.i18n import Translator

Action = Any
"""A game's action (its own frozen dataclasses): a card played, a call, a vote…"""
Event = Any
"""A game's event (what ``apply`` reports, what the table animates)."""


class GameState(Protocol):
    """A game's immutable state: a whole match, or a single hand replayed from a record."""

    @property
    def n(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def options(self) -> Any: ...
    @property
    def hand_no(self) -> int: ...
    @property
    def finished(self) -> Sequence[Any]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def to_act(self) -> int | None: ...

    def controller(self, seat: int) -> int: ...
    def legal_actions(self) -> list[Any]: ...
    def interjections(self, seat: int) -> list[Any]: ...
    def apply(self, action: Any) -> tuple[Any, list[Any]]: ...


class SeatView(Protocol):
    """What one seat may know (a bot sees nothing else)."""

    @property
    def seat(self) -> int: ...
    @property
    def legal(self) -> Sequence[Any]: ...
    @property
    def interjections(self) -> Sequence[Any]: ...


@runtime_checkable
class Bot(Protocol):
    """A player of any game: answers a view with one of its actions, and says why."""

    level: str

    def choose(self, view: Any) -> Any:
        """The turn action to take (one of ``view.legal``)."""
        ...

    def interject(self, view: Any) -> Any | None:
        """An out-of-turn action to make now (from ``view.interjections``), or None."""
        ...

    def explain(self, view: Any) -> Advice:
        """The turn action with the reason that decided it (the table's "Why?")."""
        ...


class Decision(NamedTuple):
    """One decision of a recorded hand: the state before it, who decided, what was done.

    ``kind`` is the game's word for it (``call``, ``chant``, ``offer``, ``answer``,
    ``discard``, ``card``…); ``play`` is the card's position in the record's ``plays`` for a
    card, else None."""

    state: Any
    seat: int
    action: Any
    kind: str
    play: int | None


class ActionValue(NamedTuple):
    """One alternative of a decision, as the hand review weighs it: ``value`` is the deciding
    seat's team's points for the hand minus the opponents', scored as the result box scores
    it; ``exact`` only where no estimate went into it."""

    action: Any
    value: float
    exact: bool


class ArenaCounts(NamedTuple):
    """What the arena counts per bot level beyond points, for a game that has such counts
    (Contrée: contracts made, contres won)."""

    per_hand: Callable[[Any, Mapping[int, str]], dict[str, Counter[str]]]
    """The counts of one finished hand per level, given each seat's level."""
    rates: Callable[[Counter[str]], dict[str, Any]]
    """One level's counts over every deal, as the arena's summary shows them (``hands``)."""


class Tally(Protocol):
    """One difficulty's counters of a game's statistics: a dataclass of counts made with no
    arguments. The storage counts matches and streaks, adds tallies up and writes them; the
    statistics screen shows what the game's ``statistics_rows`` makes of them."""

    __dataclass_fields__: ClassVar[dict[str, Any]]
    matches_played: int
    matches_won: int
    streak: int
    best_streak: int


Translate = Callable[..., str]
"""A language's lookup: ``t(key, count=None, **values)`` (``game.i18n.Translator``)."""
Cell = tuple[str, str]
"""A screen's word and its tone: ``paper``, ``muted``, ``gold``, ``us`` or ``them``."""


class OptionsForm(Protocol):
    """What the New match screen offers of a game's options: which ones, on which page, their
    values and words. ``chosen`` is the screen's draft, a full mapping of names to values; a
    row may also be the game's own (Contrée's presets), chosen through ``choose`` like an
    option."""

    @property
    def FIRST(self) -> tuple[str, ...]:
        """Options under the difficulty and the deck (the match's length, the table)."""
        ...

    @property
    def COMMON(self) -> tuple[str, ...]:
        """The rules people change most: the first page's second column."""
        ...

    @property
    def MORE(self) -> tuple[str, ...]:
        """Every other option, behind "More rules"."""
        ...

    def values(self, name: str) -> tuple[Any, ...]: ...
    def value(self, chosen: Mapping[str, Any], name: str) -> Any:
        """What the row ``name`` shows of the draft: its option's value, or what a row of the
        game's own derives from the draft (Contrée's preset, None when none applies)."""
        ...

    def label(self, t: Translate, name: str) -> str: ...
    def value_text(self, t: Translate, name: str, value: Any) -> str: ...
    def help(self, t: Translate, name: str, chosen: Mapping[str, Any], note: Any) -> str:
        """The option's line of help; ``note`` is what ``choose`` said, if anything."""
        ...

    def choose(
        self, chosen: Mapping[str, Any], name: str, value: Any
    ) -> tuple[dict[str, Any], Any]:
        """The draft with ``value`` chosen, other options adjusted so that the engine accepts
        them together, and a note of that adjustment for ``help`` (None: nothing adjusted)."""
        ...

    def defaults(self) -> dict[str, Any]:
        """Every option's default value."""
        ...


class GameApi(Protocol):
    """The pure parts of one game (``game.<name>.api``): rules, options, bots, words,
    records, statistics, lesson. Every member is the game's one place for that fact."""

    # --- identity --------------------------------------------------------------------------
    @property
    def NAME(self) -> str:
        """The registry's name (``aluette``, ``contree``): settings, saves and records use it."""
        ...

    @property
    def RECORD_FORMAT(self) -> str:
        """The ``format`` of its hand records (``aluette-record/1``)."""
        ...

    # --- rules ------------------------------------------------------------------------------
    @property
    def IllegalAction(self) -> type[Exception]:
        """What ``apply`` raises for an action the rules refuse."""
        ...

    @property
    def ENDINGS(self) -> tuple[type, ...]:
        """The events that end a hand or the match (the storage counts finished hands on them)."""
        ...

    @property
    def HAND_ENDED(self) -> type:
        """The event of a finished hand (its result box)."""
        ...

    def new_match(self, seed: int, options: Any) -> tuple[Any, list[Any]]: ...
    def view(self, state: Any, seat: int) -> Any: ...
    def redact(self, event: Any, seat: int) -> Any | None: ...
    def hand(self, state: Any, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` holds now (hidden from every other seat unless played)."""
        ...

    def turn_kind(self, action: Any) -> str:
        """What kind of decision an action answers: ``play``, ``chant``, ``discard``,
        ``offer_agree``, ``offer_answer``, ``offer``, ``signal``, ``call``."""
        ...

    def holds_for_human(self, state: Any, action: Any, interjections: Sequence[Any]) -> bool:
        """A bot's ``action`` waits so that the human may first make one of
        ``interjections`` (theirs now): Aluette's offer before the opening lead, a prompt
        contre in Contrée."""
        ...

    # --- options ----------------------------------------------------------------------------
    @property
    def OptionError(self) -> type[Exception]: ...

    @property
    def DECKS(self) -> tuple[str, ...]:
        """The decks this game is drawn with, the default first."""
        ...

    @property
    def PRESETS(self) -> Mapping[str, Mapping[str, Any]]:
        """Named sets of options (the options each changes), the default rules first; empty
        for a game without them."""
        ...

    def default_options(self) -> Any: ...
    def read_options(self, mapping: Mapping[str, Any] | None) -> Any:
        """Options from a settings or record mapping; ``OptionError`` on a bad value."""
        ...

    def write_options(self, options: Any, every: bool = False) -> dict[str, Any]:
        """What differs from the default, as settings and records write it (``every``: all
        of them, as a saved match does, so that new defaults cannot change its replay)."""
        ...

    # --- saves ------------------------------------------------------------------------------
    def action_to_json(self, action: Any) -> Any:
        """An action as a saved match writes it."""
        ...

    def action_from_json(self, item: Any) -> Any:
        """An action of a saved match; an error if it is not one."""
        ...

    # --- bots -------------------------------------------------------------------------------
    def make_bot(self, level: str, seed: int) -> Bot: ...
    def next_bot_action(self, state: Any, bots: Mapping[int, Bot]) -> Any | None: ...

    # --- words (pure: a Translator gives the language) ---------------------------------------
    def action_text(self, action: Any) -> str:
        """An action as records write it (``5H``, ``80H``, ``pass``)."""
        ...

    def card_namer(self, t: Translator, deck: str) -> Callable[[int], str]: ...
    def action_words(self, action: Any, t: Translator, deck: str) -> str:
        """An action as a player says it ("the ten of hearts", "100 hearts", "Let's chant!")."""
        ...

    def said_key(self, action: Any) -> str | None:
        """The locale key of what a seat says aloud with this action, or None."""
        ...

    # --- hints --------------------------------------------------------------------------------
    def advise(self, state: Any, seat: int, level: str = ..., seed: int = ...) -> Advice: ...
    def sentence(self, advice: Advice, t: Translator, deck: str = ...) -> str: ...
    def why(
        self, advice: Advice, t: Translator, deck: str, name: str, hidden: Collection[int]
    ) -> str: ...
    def hint_json(self, advice: Advice, t: Translator) -> dict[str, Any]: ...
    def table_hint(self, state: Any, seat: int) -> Hint:
        """The table's Hint for the human deciding for ``seat`` (the expert's advice)."""
        ...

    # --- records ------------------------------------------------------------------------------
    def write_record(self, state: Any) -> dict[str, Any]:
        """The hand record of a state's current hand (``format`` included)."""
        ...

    def read_record(self, data: Any) -> Any:
        """The state a parsed record reaches; ``game.records.RecordError`` if it is bad."""
        ...

    def decisions(self, data: Any) -> list[Decision]:
        """Every decision of a parsed record, from the deal on, in order."""
        ...

    # --- hand review ------------------------------------------------------------------------
    def evaluate(self, decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
        """Every alternative of a recorded decision with its value for the deciding seat's
        team (``game.interface.ActionValue``): with ``open_cards``, best play by every seat
        from there on with all hands known; without, the expectation over the deals
        consistent with what that seat had seen and heard. The action played is among them."""
        ...

    @property
    def GRADES(self) -> tuple[float, float, float]:
        """The losses from which a decision is an inaccuracy, a mistake, a blunder."""
        ...

    def score(self, data: Any) -> dict[str, Any]:
        """``aluette replay --json`` of one parsed record."""
        ...

    def describe(self, path: str, result: dict[str, Any]) -> str: ...

    # --- statistics and lesson ----------------------------------------------------------------
    @property
    def STATISTICS_FILE(self) -> str:
        """The file of its statistics (each game has its own, ``stats.json``)."""
        ...

    @property
    def TALLY(self) -> type[Tally]:
        """Its counters of one difficulty (``game.storage.stats`` keeps one per difficulty)."""
        ...

    def count_hand(self, tally: Any, hand: Any, seat: int, sign: int = 1) -> None:
        """Add a finished hand (one of ``state.finished``) to a tally for the human at
        ``seat``; ``sign`` −1 takes it back out."""
        ...

    def statistics_rows(self, t: Translate, tally: Any) -> list[tuple[str, str]]:
        """A tally as the statistics screen shows it: each row's words and value (a count, a
        pair, an average), in order; the same rows for every tally."""
        ...

    def match_won(self, state: Any, seat: int) -> bool:
        """Whether the team of ``seat`` won the match (``state.is_over``)."""
        ...

    def lesson(self) -> Any:
        """The guided first hand (``game.lessons.Lesson``)."""
        ...

    # --- arena and bench ----------------------------------------------------------------------
    @property
    def LEVELS(self) -> tuple[str, ...]:
        """Every bot level ``make_bot`` knows, the arena's yardsticks included."""
        ...

    @property
    def ARENA_COUNTS(self) -> ArenaCounts | None:
        """The arena's counts beyond points, or None for a game that counts points only."""
        ...

    def bare_hands(self, rng: random.Random, count: int) -> int:
        """Plays ``count`` random hands with plain lists, no engine (the yardstick of
        ``aluette bench engine``); returns ``count``."""
        ...

    def bench_positions(self) -> list[tuple[str, Any]]:
        """The fixed states ``aluette bench ai`` times the bots on, each with its phase
        (Contrée's ``auction``, ``play``), or ``""`` when they are timed all together."""
        ...

    # --- screens (pure: the window draws what they say) ----------------------------------------
    @property
    def OPTIONS_FORM(self) -> OptionsForm: ...

    def level_help_key(self, level: str) -> str:
        """The locale key of what a difficulty means in this game (the New match screen)."""
        ...

    @property
    def HISTORY_COLUMNS(self) -> tuple[tuple[str, float], ...]:
        """The hand history's columns (``history.columns.<key>``) and their share of its width."""
        ...

    def history_cells(self, state: Any, t: Translate, name: Callable[[int], str]) -> list[Cell]:
        """A finished hand's cells after ``when``, ``hand`` and ``dealer`` (``state`` is what
        ``read_record`` reached; ``name`` names a seat)."""
        ...

    def summary(self, state: Any, t: Translate, name: Callable[[int], str]) -> str:
        """A saved match in one line (the main menu's Continue)."""
        ...
