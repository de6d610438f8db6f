"""The Aluette table in every phase, for ``aluette shots``.

Matches are played through the real table scene at normal speed from fixed seeds. The bots
are replaced by a script that makes each phase happen (everyone accepts the chant, the
partner signals when play begins, an opponent offers the point in the second hand, cards
that tie the best one are played when possible, so tricks get spoiled), and the human's
answers come from the same script through what a click would call. Each shot waits for a
moment the table shows (cards lying drawn, a dialog open, the "spoiled" stamp half-way), not
for a number of frames, so the pictures stay right when animations are retimed.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import Any

from game.advice import Advice, Reason
from game.aluette.rules.actions import (
    Action,
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.aluette.rules.view import SeatView, view
from game.games import DEFAULT_GAME
from game.ui.aluette.table import AluetteTableScene as TableScene
from game.ui.app import App
from game.ui.scenes.dialogs import Dialog
from game.ui.shots.drive import NotReached, until
from game.ui.table.match import HUMAN

OFFER_HAND = 2
"""The hand in which an opponent offers the point (the first one shows the human's offer)."""
SEEDS = 1000
"""Seeds tried for a first hand in which the human receives the talon."""


def _weakness(view: SeatView, card: int) -> tuple[int, int]:
    return (view.options.class_table[card], card)


def decide(view: SeatView) -> Action:
    """The script's turn action for any seat: yes to the chant and to every question of an
    offer, the weakest cards aside, a card that ties the best one on the trick if there is
    one (to spoil it), else the weakest."""
    first = view.legal[0]
    if isinstance(first, ChantVote):
        return ChantVote(view.seat, True)
    if isinstance(first, OfferAgree):
        return OfferAgree(view.seat, True)
    if isinstance(first, OfferAnswer):
        return OfferAnswer(view.seat, True)
    if isinstance(first, Discard):
        discards = [a for a in view.legal if isinstance(a, Discard)]
        return max(discards, key=lambda a: _weakness(view, a.card))
    plays = [a for a in view.legal if isinstance(a, Play)]
    classes = view.options.class_table
    best = min((classes[c] for _, c in view.trick), default=None)
    ties = [a for a in plays if classes[a.card] == best]
    return ties[0] if ties else max(plays, key=lambda a: _weakness(view, a.card))


class ScriptedSeat:
    """A bot seat of the script: ``decide`` for its turns, one signal, one offer."""

    level = "script"

    def __init__(self, signal: bool = False, offer: bool = False) -> None:
        self.signal = signal
        self.offer = offer

    def choose(self, view: SeatView) -> Action:
        return decide(view)

    def explain(self, view: SeatView) -> Advice:
        return Advice(decide(view), Reason("any"))

    def interject(self, view: SeatView) -> Action | None:
        if self.signal and view.phase == "play":
            signals = [a for a in view.interjections if isinstance(a, Signal)]
            if signals:
                self.signal = False
                return signals[0]
        if self.offer and view.hand_number == OFFER_HAND and Offer(view.seat) in view.interjections:
            self.offer = False
            return Offer(view.seat)
        return None


def answer(table: TableScene) -> None:
    """The human's move, if one is asked: what clicking the script's choice would do."""
    app = table.app
    top = app.top()
    if isinstance(top, Dialog):
        refuse = table.match.human_turn() == "offer_answer"  # play on, under the obligation
        top.buttons[1 if refuse else 0].activate()
        return
    turn = table.human_turn()
    if top is not table or turn not in ("play", "discard"):
        return
    seen = view(table.match.state, table.acting())
    if turn == "play":
        play = decide(seen)
        assert isinstance(play, Play)
        table.choose(play.card)
    else:
        table.model.selected = set(_weakest_six(seen))
        table.confirm_discards()


def _weakest_six(seen: SeatView) -> list[int]:
    return sorted(seen.hand, key=lambda c: _weakness(seen, c))[-6:]


def receiving_seed(options: Options) -> int:
    """The first seed whose first hand gives the human the talon when everyone chants."""
    for seed in range(1, SEEDS):
        state, _ = State.new_match(seed, options)
        while isinstance(state.legal_actions()[0], ChantVote):
            assert state.to_act is not None
            state, _ = state.apply(ChantVote(state.to_act, True))
        if HUMAN in view(state, HUMAN).chant_recipients:
            return seed
    raise NotReached(f"no seed below {SEEDS} gives the human the talon")


def open_table(app: App, seed: int, options: Options) -> TableScene:
    """A new match at the table with these rules, every bot seat played by the script: the
    human's partner signals, and the seat on the human's right offers the point (the human
    then answers first)."""
    app.settings = app.settings.with_options(DEFAULT_GAME, options)
    table = TableScene.new_match(app, seed)
    state = table.match.state
    partner = next(iter(state.partners(HUMAN)), None)
    right = next(s for s in range(state.n) if state.next_seat(s) == HUMAN)
    table.match.bots = {
        s: ScriptedSeat(signal=s == partner, offer=s == right) for s in table.match.bots
    }
    app.replace_all(table)
    return table


def match_phases(app: App) -> Iterator[str]:
    """One match of standard Aluette, from the partnership draw to the second hand."""
    options = Options()
    table = open_table(app, receiving_seed(options), options)
    model = table.model
    partner = table.match.state.partners(HUMAN)[0]

    def act() -> None:
        answer(table)

    until(app, lambda: _drawn_cards_lie(table), what="table-draw")
    yield "table-draw"
    until(app, lambda: model.deck > 0 and len(model.hand) >= 5, what="table-deal")
    yield "table-deal"
    until(app, lambda: _asked(table, "chant"), what="table-chant")
    yield "table-chant"
    until(app, lambda: table.human_turn() == "discard", act, "table-discards")
    table.hint()  # the expert's six discards outlined, and why
    until(app, lambda: table.flow.advice() is not None, what="table-hint-discards")
    yield "table-hint-discards"
    model.selected = set(_weakest_six(view(table.match.state, table.acting())))
    yield "table-discards"
    until(app, lambda: app.top() is table and table.hud.can_offer(), act, "table-offer")
    table.offer()
    yield "table-offer"
    _dialog(app).buttons[1].activate()  # cancel: the hand goes on
    until(app, lambda: _gesturing(table, partner), act, "table-signal")
    yield "table-signal"
    until(app, lambda: table.human_turn() == "play" and len(model.trick) >= 2, act, "table-play")
    yield "table-play"
    until(app, lambda: _stamp(table, "spoiled"), act, "table-spoiled")
    yield "table-spoiled"
    until(app, lambda: _result_shown(table), act, "table-hand-result")
    yield "table-hand-result"
    until(app, lambda: _asked(table, "offer_answer"), act, "table-offer-answer")
    yield "table-offer-answer"
    answer(table)
    until(app, lambda: app.top() is table and table.flow.at_rest, act, "table-pause")
    table.open_menu()
    yield "table-pause"
    _dialog(app).buttons[0].activate()


def match_end(app: App) -> Iterator[str]:
    """A match of one point, played to its end: the last result, after the hand's."""
    options = Options.from_mapping({"match_length": "points:1", "chant": "off"})
    table = open_table(app, 7, options)
    until(
        app,
        lambda: table.match.over and _result_shown(table) and not table.queue.steps,
        lambda: answer(table),
        "table-match-end",
    )
    yield "table-match-end"


def take_back(app: App) -> Iterator[str]:
    """A move taken back: the question before the first one of a counted match, then the
    practice match's score and the statistics that do not count it."""
    table = open_table(app, 3, Options.from_mapping({"chant": "off", "offer_point": "off"}))
    act = partial(answer, table)
    until(app, lambda: _in_play(table) and table.may_take_back(), act, "table-take-back")
    table.take_back()
    yield "table-take-back"
    _dialog(app).buttons[0].activate()  # take back: practice
    until(app, lambda: table.human_turn() == "play", act, "table-practice")
    yield "table-practice"
    app.go("statistics")
    yield "statistics-practice"


OTHER_TABLES: dict[str, dict[str, Any]] = {
    "table-six": {"players": 6},
    "table-petit-jean": {"players": "petit_jean"},
    "table-heads-up": {"players": "heads_up"},
    "table-vache": {"variant": "vache"},
}
"""The other tables the rules allow, each shown in the middle of a trick."""


def other_tables(app: App) -> Iterator[str]:
    """Six players, a Petit-Jean, two players and the Cow Game, each in the middle of play."""
    for name, rules in OTHER_TABLES.items():
        table = open_table(app, 3, Options.from_mapping(rules))
        until(app, partial(_in_play, table), partial(answer, table), name)
        yield name
    app.settings = app.settings.with_options(DEFAULT_GAME, Options())


def _dialog(app: App) -> Dialog:
    """The dialog on top of the table."""
    top = app.top()
    assert isinstance(top, Dialog)
    return top


def _in_play(table: TableScene) -> bool:
    """The human is to play and the trick has begun."""
    return table.human_turn() == "play" and bool(table.model.trick)


def _drawn_cards_lie(table: TableScene) -> bool:
    """The partnership draw is on the cloth, no card in the air."""
    step = table.queue.current
    return bool(table.model.drawn) and step is not None and not step.moving()


def _asked(table: TableScene, turn: str) -> bool:
    """The human is asked a decision: its dialog is open."""
    return isinstance(table.app.top(), Dialog) and table.match.human_turn() == turn


def _gesturing(table: TableScene, seat: int) -> bool:
    expression = table.model.expressions.get(seat)
    return expression is not None and expression.kind == "gesture"


def _stamp(table: TableScene, kind: str) -> bool:
    """An overlay of ``kind`` half-way through its step."""
    step = table.queue.current
    return (
        step is not None
        and step.overlay is not None
        and step.overlay.kind == kind
        and step.progress >= 0.5
    )


def _result_shown(table: TableScene) -> bool:
    """A result waits for the human: the step holds and its dialog is on top."""
    step = table.queue.current
    return step is not None and step.hold and table.app.top() is table.dialog


PRODUCERS = (match_phases, match_end, take_back, other_tables)
"""Aluette's table shots (``GameWindow.table_shots``), in the order a player meets them."""
