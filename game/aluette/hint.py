"""Hints: what a bot advises for a seat, and ``aluette hint RECORD`` to ask it from a record.

The advice is the bot's own decision (``explain`` on the seat's view), so a hint can be read,
tested and discussed outside the window; ``sentence`` puts its reason into words with the
locale files, the one function the table and the command line both use.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass, replace
from typing import Any

from game.advice import Advice, describe
from game.aluette.ai.base import make_bot
from game.aluette.cards import CODES
from game.aluette.rules.actions import Action, Discard, Play, Signal, action_to_json
from game.aluette.rules.record import replay, validate
from game.aluette.rules.state import State
from game.aluette.rules.view import SeatView, view
from game.i18n import Translator
from game.records import RecordError, game_of, load_file
from game.ui.words import card_name

HINT_LEVEL = "expert"
"""The bot whose advice a hint gives."""


def advise(state: State, seat: int, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """What a ``level`` bot would do for ``seat`` (the seat to act) and why, from its view."""
    bot = make_bot(level, seed)
    if getattr(bot, "omniscient", False):
        bot.state = state  # type: ignore[attr-defined]
    return bot.explain(view(state, seat))


@dataclass(frozen=True, slots=True)
class Hint:
    """What the table's Hint shows: the turn's advice, and a gesture to make now (or None)."""

    turn: Advice
    gesture: Advice | None


def table_hint(state: State, seat: int, human: int = 0) -> Hint:
    """The hint for the human deciding for ``seat``: the expert's move, and the gesture it
    would make now in the human's own seat (gestures are the human's, not a Petit-Jean's)."""
    mine = view(state, human)
    # Gestures only: an offer of the point has its own button and dialog (and its own search).
    signals = tuple(a for a in mine.interjections if isinstance(a, Signal))
    gesture = make_bot(HINT_LEVEL, 0).explain_interjection(replace(mine, interjections=signals))
    return Hint(advise(state, seat), gesture)


def explain_view(seat_view: SeatView, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """The advice of a ``level`` bot that sees ``seat_view`` (the table's "Why?")."""
    return make_bot(level, seed).explain(seat_view)


def sentence(advice: Advice, t: Translator, deck: str = "spanish") -> str:
    """The reason of ``advice`` in the language of ``t``."""
    return describe(advice.reason, t, lambda c: card_name(t, deck, c))


def action_text(action: Action) -> str:
    """An action as records write it: a card by its code (``5H``), anything else in JSON."""
    if isinstance(action, Play | Discard):
        return CODES[action.card]
    return json.dumps(action_to_json(action))


def hint_json(advice: Advice, t: Translator) -> dict[str, Any]:
    """The ``aluette hint --json`` shape."""
    return {
        "action": action_text(advice.action),
        "why": sentence(advice, t),
        "candidates": [
            {"action": action_text(a), "value": round(v, 3)} for a, v in advice.candidates
        ],
    }


def _state_of(path: str) -> State:
    data = load_file(path)
    if game_of(data).name != "aluette":
        raise RecordError("hints are given for Aluette records only")
    state = replay(validate(data))
    if state.is_over:
        raise RecordError("the hand is over: no move is left to advise")
    return state


def run_hint(args: argparse.Namespace) -> int:
    """``aluette hint RECORD [--seat S] [--level L] [--json] [--lang L]``."""
    try:
        state = _state_of(args.record)
    except RecordError as err:
        print(f"aluette hint: {args.record}: {err}", file=sys.stderr)
        return 2
    seat = state.to_act
    if args.seat is not None and args.seat != seat:
        print(
            f"aluette hint: seat {args.seat} is not to play: seat {seat} plays next",
            file=sys.stderr,
        )
        return 2
    t = Translator(args.hint_lang)
    advice = advise(state, seat, args.level)
    if args.json:
        print(json.dumps(hint_json(advice, t), ensure_ascii=False, indent=2))
        return 0
    print(f"seat {seat}: {action_text(advice.action)}")
    print(f"  {sentence(advice, t)}")
    for action, value in advice.candidates:
        print(f"  {action_text(action)}  {value:+.2f}")
    return 0
