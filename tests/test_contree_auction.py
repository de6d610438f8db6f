"""Contrée's auction (CONTREE.md §4–5): calls, every way the auction ends, contre in turn and
as a prompt interjection, surcontre, and every call the rules refuse."""

from __future__ import annotations

import pytest
from contree_helpers import after_calls, call, of_type

from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT, VALUES, Bid, Contre, Pass, Surcontre, call_code
from game.contree.rules.state import AUCTION, PLAY, IllegalAction

# dealer 0, counter-clockwise: seats speak 3, 2, 1, 0, 3, ...


def contract_of(state) -> tuple[int, int, str, int]:
    c = state.contract
    return c.bidder, c.value, "SHDC"[c.trump], c.multiplier


def test_three_passes_after_a_bid_end_the_auction() -> None:
    state, _ = after_calls(["pass", "80H", "pass", "pass"])
    assert state.phase == AUCTION and state.to_act == 3
    state, more = state.apply(Pass(3))
    assert state.phase == PLAY
    assert contract_of(state) == (2, 80, "H", 1)
    (settled,) = of_type(more, ev.ContractSettled)
    assert (settled.bidder, settled.value, settled.trump, settled.multiplier) == (2, 80, 1, 1)


def test_the_last_bid_is_the_contract() -> None:
    state, _ = after_calls(["80H", "90S", "100H", "pass", "pass", "pass"])
    assert contract_of(state) == (1, 100, "H", 1)


def test_a_partner_may_bid_over_his_partner() -> None:
    state, _ = after_calls(["80H", "pass", "90S"])  # seat 1 over its partner seat 3
    assert state.auction.bid == Bid(1, 90, 0)


def test_contre_then_both_of_the_contracted_team_pass() -> None:
    state, _ = after_calls(["80H", "contre"])  # seat 2 doubles seat 3
    assert state.to_act == 1  # the first of the contracted team after the doubler
    state, _ = state.apply(Pass(1))
    assert state.phase == AUCTION and state.to_act == 3
    state, _ = state.apply(Pass(3))
    assert contract_of(state) == (3, 80, "H", 2)


@pytest.mark.parametrize(
    "calls, surcontrer",
    [
        (["80H", "contre", "surcontre"], 1),  # the bidder's partner, first to speak
        (["80H", "contre", "pass", "surcontre"], 3),  # the bidder himself, second
        (["80H", "pass", "pass", "contre", "surcontre"], 3),  # contre by the last opponent
    ],
)
def test_surcontre_by_either_partner_ends_the_auction(calls: list[str], surcontrer: int) -> None:
    state, events = after_calls(calls)
    assert of_type(events, ev.Called)[-1].call == Surcontre(surcontrer)
    assert state.phase == PLAY
    assert contract_of(state) == (3, 80, "H", 4)


def test_contre_in_turn_after_passes() -> None:
    state, _ = after_calls(["80H", "pass", "pass"])
    assert Contre(0) in state.legal_actions()
    state, _ = state.apply(Contre(0))
    assert state.to_act == 3  # next after seat 0 is the bidder himself


def test_capot_ends_after_three_passes() -> None:
    state, _ = after_calls(["capotS", "pass", "pass"])
    assert state.phase == AUCTION
    state, _ = state.apply(Pass(0))
    assert contract_of(state) == (3, CAPOT, "S", 1)
    assert Bid(2, CAPOT, 1) not in after_calls(["capotS"])[0].legal_actions()


def test_contre_of_a_capot() -> None:
    state, _ = after_calls(["capotS", "contre", "pass", "pass"])
    assert contract_of(state) == (3, CAPOT, "S", 2)


def test_four_passes_throw_the_hand_in() -> None:
    state, events = after_calls(["pass", "pass", "pass", "pass"])
    assert state.is_over and state.contract is None
    assert of_type(events, ev.ThrownIn) == [ev.ThrownIn(0)]
    (end,) = of_type(events, ev.HandEnded)
    assert end.points == (0, 0) and end.score is None


def test_legal_calls() -> None:
    state, _ = after_calls(["100S"])
    legal = state.legal_actions()
    assert legal[0] == Pass(2)
    bids = [a for a in legal if isinstance(a, Bid)]
    assert {a.value for a in bids} == {v for v in VALUES if v > 100}
    assert len(bids) == 4 * len({a.value for a in bids})
    assert Contre(2) in legal and Surcontre(2) not in legal
    state, _ = state.apply(Pass(2))
    assert Contre(1) not in state.legal_actions()  # the bidder's partner
    state, _ = after_calls(["100S", "contre"])
    assert state.legal_actions() == [Pass(1), Surcontre(1)]
    state, _ = after_calls([])
    assert Contre(3) not in state.legal_actions()


REFUSED = {
    "a bid not higher": (["90H", "90S"], "higher than the standing 90H"),
    "a bid lower": (["90H", "80S"], "higher than the standing 90H"),
    "a bid over one's own standing bid": (["90H", "3:100H"], "its own standing bid"),
    "a contre of one's own team": (["90H", "pass", "contre"], "own team"),
    "a contre with no bid": (["contre"], "nothing to contre"),
    "a second contre": (["90H", "contre", "3:contre"], "already contred"),
    "a bid after a contre": (["90H", "contre", "100S"], "no bid after a contre"),
    "a surcontre with no contre": (["90H", "pass", "pass", "surcontre"], "only after a contre"),
    "a surcontre by the defence": (["90H", "contre", "2:surcontre"], "contracted team"),
    "a call out of turn": (["90H", "0:pass"], "turn"),
    "a bid out of turn": (["1:90H"], "turn"),
    "a contre out of turn (in_turn)": (["90H", "0:contre"], "turn"),
    "a prompt contre too late": (["90H", "pass", "0:contre"], "cannot contre now"),
    "a call after the end": (["90H", "pass", "pass", "pass", "pass"], "auction is over"),
    "a call after a throw-in": (["pass", "pass", "pass", "pass", "pass"], "hand is over"),
}


@pytest.mark.parametrize("name", list(REFUSED))
def test_refused_calls(name: str) -> None:
    calls, words = REFUSED[name]
    options = {"contre": "prompt"} if "prompt" in name else {}
    state, _ = after_calls(calls[:-1], options=options)
    action = call(state, calls[-1])
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)


def test_a_refused_call_changes_nothing() -> None:
    state, _ = after_calls(["90H"])
    before = (state.auction, state.to_act, state.phase)
    with pytest.raises(IllegalAction):
        state.apply(Bid(2, 80, 0))
    assert (state.auction, state.to_act, state.phase) == before


# --- contre: prompt --------------------------------------------------------------------------


def test_prompt_contre_is_an_interjection_of_the_opponent_who_is_not_next() -> None:
    state, _ = after_calls(["90H"], options={"contre": "prompt"})  # seat 3 bids, 2 is next
    assert state.to_act == 2
    assert state.interjections(0) == [Contre(0)]  # the opponent who is not next
    assert all(state.interjections(s) == [] for s in (1, 2, 3))
    assert Contre(2) in state.legal_actions()  # the next one doubles in turn
    after, events = state.apply(Contre(0))
    (called,) = of_type(events, ev.Called)
    assert called.out_of_turn and called.call == Contre(0)
    assert after.to_act == 3  # the first of the contracted team after the doubler
    assert after.auction.calls == (Bid(3, 90, 1), Contre(0))


def test_declining_the_prompt_contre_is_no_call() -> None:
    state, _ = after_calls(["90H"], options={"contre": "prompt"})
    state, _ = state.apply(Pass(2))  # the next player speaks: the chance is gone
    assert state.auction.calls == (Bid(3, 90, 1), Pass(2))
    assert state.interjections(0) == []
    state, _ = state.apply(Pass(1))
    assert Contre(0) in state.legal_actions()  # but he may still double in turn


def test_no_interjection_under_in_turn() -> None:
    state, _ = after_calls(["90H"])
    assert all(state.interjections(s) == [] for s in range(4))


def test_calls_are_written_as_records_write_them() -> None:
    assert [call_code(c) for c in (Pass(0), Bid(1, 80, 1), Bid(2, CAPOT, 3))] == [
        "pass",
        "80H",
        "capotC",
    ]
    assert call_code(Contre(1)) == "contre" and call_code(Surcontre(2)) == "surcontre"
