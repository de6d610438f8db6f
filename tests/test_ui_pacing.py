"""The table's pace: a brisk start, fast-forward on any input, a ring that follows the cards,
and a hand's result shown again after a kill. Driven by real events and fake time."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from pacing_helpers import chant_to_first_card, first_decision, first_question
from test_ui_support import (
    click,
    key,
    make_app,
    new_table,
    play_until,
    press_button,
    settle,
    step,
    table_of,
    top,
)

from game.aluette.rules.actions import ChantVote
from game.aluette.rules.events import SignalMade
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.ui.aluette.model import AluetteModel
from game.ui.scenes.dialogs import Dialog
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.table import TableScene
from game.ui.table.animation import AnimationQueue, Flight, Step
from game.ui.table.director import SECONDS

PLAIN = Options.from_mapping({"chant": "off", "offer_point": "off"})
FIRST_DECISION_SECONDS = 4.5
"""Normal speed: the animations and pauses from "Start the match" to the first decision, so
that the player waits at most 6 s in a real window (a design property; ``bench pace``)."""
OWN_BOTS_FIRST_QUESTION_SECONDS = 5.0
"""Normal speed, the table's own bots: their gestures before the chant, their votes, a refused
chant's banner, up to the first question (the offer window when the chant was refused before
the human's vote): the ≤ 6 s of ``bench pace`` leave the loop a second's slack."""
CHANT_TO_FIRST_CARD_SECONDS = 7.0
"""Normal speed: what the table makes the player wait from their "Yes" to the chant to the
first card played (the talon, the discards, the pause left for the offer of the point)."""


def votes_before_human(seed: int) -> int:
    """How many bots vote on the chant before the human at a new match of ``seed``."""
    state, _ = State.new_match(seed)
    count = 0
    while state.to_act != 0:
        state, _ = state.apply(ChantVote(state.to_act, True))
        count += 1
    return count


def human_leads(seed: int, options: Options = PLAIN) -> bool:
    return State.new_match(seed, options)[0].to_act == 0


def synced(state: State) -> AluetteModel:
    model = AluetteModel.for_state(state)
    model.sync(state)
    return model


def assert_shows(table: TableScene, state: State) -> None:
    """The visible table is exactly the engine's: every card where the engine put it."""
    want, got = synced(state), table.model
    assert got.hand == want.hand
    assert got.counts == want.counts
    assert (got.deck, got.talon, got.discards, got.drawn) == (
        want.deck,
        want.talon,
        want.discards,
        want.drawn,
    )


@pytest.mark.parametrize("refuse", [False, True])
@pytest.mark.parametrize("before", [0, 1, 2, 3])
def test_normal_speed_asks_the_first_decision_within_six_seconds(
    tmp_path: Path, before: int, refuse: bool
) -> None:
    """App-clock seconds of animations and bots' pauses, whoever votes before the human, the
    bots agreeing to the chant or refusing it (then the human's first decision may be to offer
    the point, after the "no chant" banner)."""
    seed = next(s for s in range(100) if votes_before_human(s) == before)
    wait = first_decision(tmp_path, "normal", seed, refuse=refuse)
    assert wait.animated <= wait.seconds <= FIRST_DECISION_SECONDS
    slow = first_decision(tmp_path / "slow", "slow", seed, refuse=refuse)
    assert slow.seconds > wait.seconds, "slow is slower"


@pytest.mark.parametrize(
    ("game", "seed"),
    [("aluette", 0), ("aluette", 1), ("aluette", 9), ("contree", 0), ("contree", 2)],
)
def test_the_bots_own_gestures_and_words_keep_the_first_question_within_six_seconds(
    tmp_path: Path, game: str, seed: int
) -> None:
    """``bench pace``'s slowest openings: Aluette's seeds 0 and 9 (the partner gestures three
    times, the chant is refused before the human votes) and 1 (the human deals, three votes
    first); Contrée's 2 (the human deals: three calls before theirs)."""
    wait = first_question(tmp_path, game, seed)
    assert wait.animated <= wait.seconds <= OWN_BOTS_FIRST_QUESTION_SECONDS


def test_gestures_at_different_seats_show_together_and_each_is_left_to_read(
    tmp_path: Path,
) -> None:
    """A gesture waits only for its own seat's last words or gesture to have been read: the
    opponent's shows with the partner's first, the partner's second after ``read``."""
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=next(s for s in range(100) if human_leads(s)))
    assert settle(app) == "play"
    everyone = frozenset(range(4))
    gestures = ((2, "ace"), (3, "madame"), (2, "vache"))
    table.director.feed([SignalMade(seat, gesture, everyone) for seat, gesture in gestures])
    shown: dict[tuple[int, str], float] = {}
    start = app.now
    for _ in range(60):
        step(app)
        for seat, said in table.model.expressions.items():
            shown.setdefault((seat, said.text), app.now - start)
    frame = 1 / 60
    assert shown[(3, "madame")] - shown[(2, "ace")] <= SECONDS["signal"] + 2 * frame
    assert shown[(2, "vache")] - shown[(2, "ace")] >= SECONDS["read"] - frame
    assert shown[(2, "vache")] - shown[(2, "ace")] <= SECONDS["read"] + 2 * frame


@pytest.mark.parametrize("seed", [0, 3])
def test_the_talon_and_discards_after_the_chant_keep_the_pace(tmp_path: Path, seed: int) -> None:
    wait = chant_to_first_card(tmp_path, "normal", seed)
    assert wait.animated <= wait.seconds <= CHANT_TO_FIRST_CARD_SECONDS


def humans(actions: list) -> list:
    """The human's actions among ``actions`` (the bots' gestures follow a deal at once)."""
    return [a for a in actions if a.seat == 0]


def deal_under_way(table: TableScene) -> bool:
    step_ = table.queue.current
    return step_ is not None and any(f.src[0] == "deck" for f in step_.flights)


def test_a_press_ends_the_step_under_way_and_a_second_the_rest_of_its_sequence() -> None:
    """One press: the running step's cards land and the next step of the run is still to
    play; a second press in that run ends all of it, and nothing of what follows."""
    landed: list[str] = []
    queue = AnimationQueue()

    def step_of(name: str, sequence: str) -> Step:
        flight = Flight(None, ("deck",), ("hand", name), duration=0.5)
        flight.on_land = lambda: landed.append(name)
        step_ = Step(flights=[flight])
        step_.sequence = sequence
        return step_

    for name in ("shuffle", "cut", "deal"):
        queue.push(step_of(name, "deal"))
    queue.push(step_of("bubble", ""))
    queue.update(0.1, lambda anchor: (0.0, 0.0))
    queue.skip(lambda anchor: (0.0, 0.0))
    assert landed == ["shuffle"]
    assert [s.sequence for s in queue.steps] == ["deal", "deal", ""]
    queue.update(0.1, lambda anchor: (0.0, 0.0))
    assert landed == ["shuffle"], "the cut plays on"
    queue.skip(lambda anchor: (0.0, 0.0))
    assert landed == ["shuffle", "cut", "deal"]
    assert [s.sequence for s in queue.steps] == [""], "what follows the run still plays"
    queue.update(0.1, lambda anchor: (0.0, 0.0))
    queue.skip(lambda anchor: (0.0, 0.0))
    assert landed == ["shuffle", "cut", "deal", "bubble"]
    assert not queue.busy


def test_a_key_during_the_shuffle_ends_it_and_a_second_deals_the_hands(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=5)
    for _ in range(2000):
        current = table.queue.current
        if current is not None and current.overlay and current.overlay.kind == "shuffle":
            break
        step(app)
    else:
        raise AssertionError("no shuffle")
    key(app, pygame.K_a)
    assert table.model.deck and not table.model.hand, "the shuffle ended, nothing dealt yet"
    assert table.queue.busy
    step(app)
    key(app, pygame.K_a)
    assert len(table.model.hand) == 9, "every card dealt"
    assert not humans(table.match.actions), "the presses played nothing"


def test_a_click_during_the_deal_lands_every_card_and_plays_none(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=next(s for s in range(100) if human_leads(s)))
    for _ in range(2000):
        if deal_under_way(table):
            break
        step(app)
    assert table.model.deck, "the deal is under way"
    where = table.geometry.hand_rects(9)[4].center  # where the human's cards are landing
    click(app, where)
    assert not table.queue.busy
    assert_shows(table, table.match.state)
    assert not humans(table.match.actions), "the click fast-forwarded, it played nothing"
    assert settle(app) == "play"
    assert not humans(table.match.actions)


def test_a_click_during_the_partnership_draw_shows_its_outcome(tmp_path: Path) -> None:
    """The draw lands at once and its sentence stays; a second click deals the hands."""
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=5)
    step(app, 3)
    assert any(f.src == ("centre",) for f in table.queue.current.flights), "the draw is on"
    click(app, (20, 400))
    assert table.queue.current.overlay.kind == "low_banner", "who plays with whom"
    assert table.model.drawn and not table.queue.current.moving()
    assert not humans(table.match.actions)
    click(app, (20, 400))
    assert not table.queue.busy
    assert_shows(table, table.match.state)
    assert len(table.model.hand) == 9
    assert not humans(table.match.actions)


def test_a_key_during_the_talon_lands_it_at_once(tmp_path: Path) -> None:
    app = make_app(tmp_path, speed="normal")
    table = new_table(app, seed=next(s for s in range(100) if votes_before_human(s) == 3))
    assert settle(app) == "dialog"
    press_button(app, 0)  # yes: the chant goes through, the talon is dealt
    for _ in range(2000):
        current = table.queue.current
        if current is not None and any(f.src == ("talon",) for f in current.flights):
            break
        step(app)
    else:
        raise AssertionError("the talon was never dealt")
    key(app, pygame.K_a)
    assert not any(s.sequence == "talon" for s in table.queue.steps)
    assert table.model.talon == 0
    assert table.model.counts == [len(h) for h in table.match.state.hands]


def test_the_ring_waits_for_the_card_before_the_humans_turn(tmp_path: Path) -> None:
    """While the card of the seat before the human flies, the human's ring is not lit."""
    app = make_app(tmp_path, rules=PLAIN, speed="normal")
    table = new_table(app, seed=next(s for s in range(100) if not human_leads(s)))
    flying = None
    for _ in range(4000):
        step(app)
        current = table.queue.current
        moving = current.moving() if current is not None else []
        if table.match.state.to_act == 0 and any(f.dst[0] == "trick" for f in moving):
            flying = moving[0]
            break
    assert flying is not None, "a bot's card flew just before the human's turn"
    assert table.to_act() != 0
    assert table.human_turn() is None
    for _ in range(200):
        if flying.landed and not table.queue.busy:
            break
        assert table.to_act() != 0
        step(app)
    step(app)
    assert table.to_act() == 0
    assert table.human_turn() == "play"


def hand_result_on_top(app) -> bool:
    """The dialog on top is a hand's result (its one button: "Next hand")."""
    scene = top(app)
    words = [app.t("hand.next"), app.t("review_screen.review"), app.t("review_screen.replay_deal")]
    return isinstance(scene, Dialog) and [b.label() for b in scene.buttons] == words


def resume_from_menu(data: Path, lang: str = "en"):
    """A new app on the same files (as after a kill), and "Continue" clicked in its menu."""
    app = make_app(data, lang=lang, rules=PLAIN)
    menu = MenuScene(app)
    app.push(menu)
    assert menu.continue_button.visible
    click(app, menu.continue_button.rect.center)
    return app


def test_a_kill_on_the_hand_result_shows_it_again(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    play_until(app, hand_result_on_top)
    shown = (top(app).title(), top(app).body())
    actions = list(table.match.actions)
    app.store.flush()

    again = resume_from_menu(tmp_path)  # as after a kill: the result was never closed
    resumed = table_of(again)
    assert resumed.match.actions == actions
    assert settle(again) == "dialog"
    assert hand_result_on_top(again)
    assert (top(again).title(), top(again).body()) == shown
    assert resumed.model.scores == tuple(resumed.match.state.scores)

    press_button(again, 0)  # "Next hand": the next deal, and the result is not shown again
    assert settle(again) in ("play", "dialog")
    assert not hand_result_on_top(again)
    again.store.flush()
    third = resume_from_menu(tmp_path)
    assert settle(third) in ("play", "dialog")
    assert not hand_result_on_top(third)


def test_a_closed_result_is_not_shown_again(tmp_path: Path) -> None:
    app = make_app(tmp_path, rules=PLAIN)
    table = new_table(app, seed=5)
    play_until(app, hand_result_on_top)
    press_button(app, 0)
    step(app)
    done = list(table.match.actions)
    app.store.flush()
    again = resume_from_menu(tmp_path)
    resumed = table_of(again)
    assert resumed.match.actions[: len(done)] == done
    assert settle(again) in ("play", "dialog")
    assert not hand_result_on_top(again)
    assert resumed.model.hand_no == 2
