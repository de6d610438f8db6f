"""Who does what next when bots sit at the table: used by the arena, the demo and the table."""

from __future__ import annotations

from collections.abc import Mapping

from game.aluette.ai.base import Bot
from game.aluette.rules.actions import Action
from game.aluette.rules.state import State
from game.aluette.rules.view import view


def next_bot_action(state: State, bots: Mapping[int, Bot]) -> Action | None:
    """The next action a bot makes, or None when the state waits for a human (or is over).

    Bots first get a chance to interject (gestures, offers of the point), in seat order; then
    the bot controlling the seat to act takes its turn. A Petit-Jean is played by its partner.
    """
    if state.is_over:
        return None
    for bot in bots.values():
        if getattr(bot, "omniscient", False):
            bot.state = state  # type: ignore[attr-defined]
    for seat, bot in bots.items():
        if state.controller(seat) != seat:
            continue
        seat_view = view(state, seat)
        if seat_view.interjections:
            action = bot.interject(seat_view)
            if action is not None:
                return action
    seat = state.to_act
    controller = state.controller(seat)
    if controller in bots:
        return bots[controller].choose(view(state, seat))
    return None


def play_out(state: State, bots: Mapping[int, Bot], max_actions: int = 100_000) -> State:
    """Let bots play every seat until the state is over."""
    for _ in range(max_actions):
        action = next_bot_action(state, bots)
        if action is None:
            return state
        state, _ = state.apply(action)
    raise RuntimeError("the bots did not finish within the action limit")
