"""Aluette's hints: what a bot advises for a seat, and why (``game.hint`` shows them).

The advice is the bot's own decision (``explain`` on the seat's view), so a hint can be read,
tested and discussed outside the window; ``sentence`` puts its reason into words with the
locale files, the one function the table and the command line (``aluette hint``) both use.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from game.advice import WHY, Advice, Hint, Reason, describe, told
from game.aluette.ai.base import make_bot
from game.aluette.ai.rulebots import StandardBot
from game.aluette.cards import CODES
from game.aluette.rules.actions import Action, Discard, Play, Signal, action_to_json
from game.aluette.rules.state import DISCARD, State
from game.aluette.rules.view import SeatView, view
from game.aluette.words import card_name_inline, said_key
from game.bots import reveal
from game.hint import HINT_LEVEL, hiding
from game.hint import hint_json as shared_json
from game.i18n import Translator


def advise(state: State, seat: int, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """What a ``level`` bot would do for ``seat`` (the seat to act) and why, from its view."""
    bot = make_bot(level, seed)
    reveal(bot, state)
    return bot.explain(view(state, seat))


def table_hint(state: State, seat: int, human: int = 0) -> Hint:
    """The hint for the human deciding for ``seat``: the expert's move, and the gesture it
    would make now in the human's own seat (gestures are the human's, not a Petit-Jean's).
    The table takes the six discards at once: their hint is all six."""
    mine = view(state, human)
    # Gestures only: an offer of the point has its own button and dialog (and its own search).
    signals = tuple(a for a in mine.interjections if isinstance(a, Signal))
    bot = make_bot(HINT_LEVEL, 0)
    assert isinstance(bot, StandardBot), "the hint's bot makes gestures"
    gesture = bot.explain_interjection(replace(mine, interjections=signals))
    if state.phase == DISCARD:
        return discards_hint(state, seat, gesture)
    return Hint(advise(state, seat), gesture)


def discards_hint(state: State, seat: int, gesture: Advice | None = None) -> Hint:
    """Every card ``seat`` is to put aside, as the expert would one after the other (the
    engine says when they are all chosen); why, in one sentence for them all."""
    chosen: list[Advice] = []
    while state.phase == DISCARD and state.to_act == seat:
        chosen.append(advise(state, seat))
        state, _ = state.apply(chosen[-1].action)
    first = chosen[0]
    cards = [a.action.card for a in chosen]
    best = min(cards, key=lambda c: (state.classes[c], c))
    reason = Reason("discard_all", (("card", best),), (("count", len(cards)),))
    return Hint(Advice(first.action, reason), gesture, tuple(a.action for a in chosen[1:]))


def explain_view(seat_view: SeatView, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """The advice of a ``level`` bot that sees ``seat_view`` (the table's "Why?")."""
    return make_bot(level, seed).explain(seat_view)


def namer(t: Translator, deck: str = "spanish") -> Callable[[int], str]:
    """Names the cards of a reason in the language of ``t``, with ``deck``'s suits."""
    return lambda c: card_name_inline(t, deck, c)


def sentence(advice: Advice, t: Translator, deck: str = "spanish") -> str:
    """The reason of ``advice`` in the language of ``t``."""
    return describe(advice.reason, t, namer(t, deck))


UNTOLD = frozenset(
    {
        "lead_low",
        "lead_low_keep",
        "cannot_win",
        "partner_wins_over",
        "discard_weakest",
        "discard_all",
        "signal_card",
        "signal_ace",
        "signal_misere",
        "signal_mordienne",
    }
)
"""Reasons that only the hidden hand tells (its strength against the trick, its discards,
its gestures): a "Why?" gives ``why.untold`` for them."""


def why(advice: Advice, t: Translator, deck: str, name: str, hidden: Collection[int]) -> str:
    """ "Why?": the card a bot (``name``) played, or what it said (a vote, an offer, an
    answer), and its reason told in the third person (``game.advice.WHY``) — the cards it
    still holds (``hidden``) left unnamed."""
    said = told(advice.reason, UNTOLD)
    reason = describe(said, t, hiding(namer(t, deck), hidden, t), WHY)
    action = advice.action
    if isinstance(action, Play):
        return t("hints.why", name=name, card=card_name_inline(t, deck, action.card), reason=reason)
    said_aloud = said_key(action)
    assert said_aloud is not None, f"a bot explains no {action!r}"
    return t("hints.why_said", name=name, said=t(said_aloud), reason=reason)


def action_text(action: Action) -> str:
    """An action as records write it: a card by its code (``5H``), anything else in JSON."""
    if isinstance(action, Play | Discard):
        return CODES[action.card]
    return json.dumps(action_to_json(action))


def hint_json(advice: Advice, t: Translator) -> dict[str, Any]:
    """The ``aluette hint --json`` shape."""
    return shared_json(advice, sentence(advice, t), action_text)
