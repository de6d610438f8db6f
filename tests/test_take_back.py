"""Take back, without pygame: the match returns to the human's last decision, and a match with
a move taken back is practice — the statistics neither count it nor keep what they counted."""

from __future__ import annotations

from pathlib import Path

from test_table_flow import PLAIN, make_flow, until_asked

from game.aluette.rules.actions import Play
from game.storage import Storage
from game.ui.table.flow import TurnFlow


def human_plays(flow: TurnFlow) -> Play:
    """The human's first legal card, played through the flow as the table plays it."""
    action = flow.match.state.legal_actions()[0]
    flow.apply([action])
    return action


def test_take_back_returns_to_the_last_decision_and_drops_what_followed() -> None:
    flow = make_flow()
    assert until_asked(flow) == "play"
    assert not flow.can_take_back()
    before, count = flow.match.state, len(flow.match.actions)
    human_plays(flow)
    assert until_asked(flow) == "play"
    assert len(flow.match.actions) > count + 1, "the bots played after the human"
    assert flow.take_back()
    assert flow.match.state is before and len(flow.match.actions) == count
    assert flow.match.practice and flow.match.meta["practice"] is True
    assert flow.human_turn() is None, "the table re-reads the engine before asking again"
    assert until_asked(flow) == "play"
    assert not flow.take_back(), "one decision, taken back once"


def test_take_back_stays_within_the_hand() -> None:
    flow = make_flow()
    hand = flow.match.state.hand_no
    while flow.match.state.hand_no == hand:
        assert until_asked(flow) == "play"
        human_plays(flow)
        flow.settle()
        while flow.match.state.hand_no == hand and flow.match.human_turn() is None:
            move = flow.next(1e9, 0.0)
            if move is not None and move.action is not None:
                flow.apply([move.action])
            flow.settle()
    assert not flow.can_take_back(), "a counted hand is not taken back"


def _play_one_hand(flow: TurnFlow) -> None:
    hand = flow.match.state.hand_no
    while flow.match.state.hand_no == hand and not flow.match.over:
        flow.settle()
        if flow.match.human_turn() == "play":
            human_plays(flow)
            continue
        move = flow.next(1e9, 0.0)
        if move is not None and move.action is not None:
            flow.apply([move.action])


def test_practice_withdraws_the_hands_already_counted(tmp_path: Path) -> None:
    store = Storage.open(tmp_path)
    flow = make_flow(PLAIN, store=store)
    _play_one_hand(flow)
    assert store.stats_of("aluette").total().hands_played == 1
    assert until_asked(flow) == "play"
    human_plays(flow)
    assert flow.take_back()
    assert store.stats_of("aluette").total().hands_played == 0
    assert Storage.open(tmp_path).stats_of("aluette").total().hands_played == 0
    _play_one_hand(flow)
    assert store.stats_of("aluette").total().hands_played == 0, "a practice match is never counted"
