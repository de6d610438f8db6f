"""Contrée's hints: what a bot advises for a seat — a call or a card — and why.

The advice is the bot's own decision (``explain`` on the seat's view), as in Aluette
(``game.aluette.hint``); ``game.hint`` shows it at the table and answers ``aluette hint``
for Contrée records. A sentence names cards ("ten of hearts") and calls ("100 hearts") in
the player's language.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from game.advice import WHY, Advice, Hint, describe, told
from game.bots import reveal
from game.contree.ai import make_bot
from game.contree.ai.announce import quiet
from game.contree.cards import CODES
from game.contree.rules.actions import (
    Action,
    Bid,
    Contre,
    Declare,
    Pass,
    Play,
    Surcontre,
    call_code,
)
from game.contree.rules.state import State
from game.contree.rules.view import SeatView, view
from game.contree.words import call_words, card_name_inline
from game.hint import HINT_LEVEL, hiding
from game.hint import hint_json as shared_json
from game.i18n import Translator

CALLS = (Pass, Bid, Contre, Surcontre, Declare)
"""What a reason may name besides a card: the calls, and a declaration."""


def advise(state: State, seat: int, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """What a ``level`` bot would do for ``seat`` (the seat to act) and why, from its view;
    a card that keeps announcements secret says so (``quietly``)."""
    bot = make_bot(level, seed)
    reveal(bot, state)
    seen = view(state, seat)
    return quietly(seen, bot.explain(seen), getattr(bot, "plain_announcements", False))


def quietly(seen: SeatView, advice: Advice, plain: bool) -> Advice:
    """``advice``, its reason the keeping quiet's when it plays a card while the seat holds
    announcements it could declare (rule 13): a hint answers the declaration asked too."""
    action = advice.action
    if not isinstance(action, Play):
        return advice
    reason = quiet(seen, action.card, plain)
    return advice if reason is None else Advice(action, reason, advice.candidates)


def table_hint(state: State, seat: int) -> Hint:
    """The hint for the human deciding for ``seat``: the expert's call or card."""
    return Hint(advise(state, seat))


def explain_view(seat_view: SeatView, level: str = HINT_LEVEL, seed: int = 0) -> Advice:
    """The advice of a ``level`` bot that sees ``seat_view``."""
    return make_bot(level, seed).explain(seat_view)


def namer(t: Translator, deck: str = "french") -> Callable[[Any], str]:
    """Names what a Contrée reason holds: a call as a player says it, else a card (Contrée
    has one pack: ``deck`` is the table's argument, unused)."""
    return lambda x: call_words(t, x) if isinstance(x, CALLS) else card_name_inline(t, x)


def sentence(advice: Advice, t: Translator, deck: str = "french") -> str:
    """The reason of ``advice`` in the language of ``t``."""
    return describe(advice.reason, t, namer(t))


UNTOLD = frozenset(
    {
        "contree.only_card",
        "contree.lead_low",
        "contree.lead_low_keep",
        "contree.lead_low_trump",
        "contree.win_forced",
        "contree.throw",
        "contree.signal",
        "contree.quiet_beaten",
    }
)
"""Reasons that only the hidden hand tells (no other card to play, none sure to win, only
trumps left, all beat the trick, none does, where a signal shows the best card,
announcements kept secret): a "Why?" gives ``why.untold`` for them."""


def why(advice: Advice, t: Translator, deck: str, name: str, hidden: Collection[int]) -> str:
    """ "Why?": the card or the call a bot (``name``) made and its reason told in the third
    person (``game.advice.WHY``): a call's without the hand's top trumps, aces and length,
    only what the bid's value says of them, and the cards it still holds (``hidden``) left
    unnamed."""
    reason = describe(told(advice.reason, UNTOLD), t, hiding(namer(t), hidden, t), WHY)
    action = advice.action
    if isinstance(action, Play):
        return t("hints.why", name=name, card=card_name_inline(t, action.card), reason=reason)
    return t("hints.contree.why_call", name=name, call=call_words(t, action), reason=reason)


def action_text(action: Action) -> str:
    """An action as records write it: a card by its code (``TH``), a call by its spelling
    (``80H``, ``contre``, ``pass``), a declaration by its kind (``tierce``)."""
    if isinstance(action, Play):
        return CODES[action.card]
    if isinstance(action, Declare):
        return action.kind
    return call_code(action)


def hint_json(advice: Advice, t: Translator) -> dict[str, Any]:
    """The ``aluette hint --json`` shape."""
    return shared_json(advice, sentence(advice, t), action_text)
