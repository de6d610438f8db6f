"""Hints of every game: what the table's Hint shows, and ``aluette hint RECORD``.

Each game's interface (``game.interface.GameApi``) gives its bots' advice and its words:
``advise(state, seat, level, seed)``, ``card_namer(t, deck)`` (what names a reason's cards),
``sentence(advice, t, deck)``, ``why(...)`` (a bot's action and its reason, for the table's
"Why?"), ``action_text(action)`` (an action as records write it), ``hint_json`` and
``read_record(data)`` (a parsed record replayed). This module holds what they share: the hint
the table shows, the hidden cards of a "Why?", the ``--json`` shape, and the command, which
reads a record of any game and asks that game (``game.games``: the record's ``format`` names
the game).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Collection
from typing import Any

from game.advice import Advice
from game.i18n import Translator
from game.interface import GameApi
from game.records import RecordError, game_of, load_file

HINT_LEVEL = "expert"
"""The bot whose advice a hint gives."""


def hiding(name: Callable[[Any], str], hidden: Collection[int], t: Translator) -> Any:
    """``name``, except for the cards a bot still holds: a "Why?" must not show the human a
    hidden hand."""
    return lambda x: t("hints.hidden_card") if x in hidden else name(x)


def hint_json(advice: Advice, why: str, action_text: Callable[[Any], str]) -> dict[str, Any]:
    """The ``aluette hint --json`` shape: the action, why (the sentence), the candidates."""
    return {
        "action": action_text(advice.action),
        "why": why,
        "candidates": [
            {"action": action_text(a), "value": round(v, 3)} for a, v in advice.candidates
        ],
    }


def _record_game(path: str) -> tuple[GameApi, Any]:
    """The interface of the record's game, and the state where the record stops."""
    data = load_file(path)
    api = game_of(data).api
    state = api.read_record(data)
    if state.is_over:
        raise RecordError("the hand is over: no move is left to advise")
    return api, state


def run_hint(args: argparse.Namespace) -> int:
    """``aluette hint RECORD [--seat S] [--level L] [--json] [--lang L]``, for either game."""
    try:
        api, state = _record_game(args.record)
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
    advice = api.advise(state, seat, args.level)
    if args.json:
        print(json.dumps(api.hint_json(advice, t), ensure_ascii=False, indent=2))
        return 0
    print(f"seat {seat}: {api.action_text(advice.action)}")
    print(f"  {api.sentence(advice, t)}")
    for action, value in advice.candidates:
        print(f"  {api.action_text(action)}  {value:+.2f}")
    return 0
