"""Aluette's record from the deal (ALUETTE.md "Game records") and both games' decisions.

A hand played with the chant agreed, discards, offers (withdrawn, refused, accepted) and
signals is written, read back to the same hand, and listed decision by decision; records
whose deal, chant or discards do not agree are refused in one line by ``aluette replay``.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest

from game import cli
from game.aluette.rules import record as codec
from game.aluette.rules.actions import (
    ChantVote,
    Offer,
    OfferAgree,
    OfferAnswer,
    Signal,
)
from game.aluette.rules.options import Options
from game.aluette.rules.state import State
from game.contree.rules import record as contree_codec
from game.contree.rules.state import State as ContreeState
from game.records import RecordError


def hand(seed: int, said: tuple[bool, ...] = (), offer_seat: int | None = None, **options):
    """The first hand of a match where everyone agrees to the chant, the talon's receivers
    discard at random, ``offer_seat`` offers the point before the lead (each seat then says
    ``said`` in turn) and seats signal at random; its last state."""
    rng = random.Random(seed)
    state, _ = State.new_match(seed, Options.from_mapping(options))
    offered = offer_seat is None
    answers = list(said)
    while not state.finished:
        seat = rng.randrange(state.n)
        gestures = [a for a in state.interjections(seat) if isinstance(a, Signal)]
        if gestures and rng.random() < 0.2:
            action = rng.choice(gestures)
        elif state.phase == "chant":
            action = ChantVote(state.to_act, True)
        elif state.phase == "offer":
            agree = answers.pop(0)
            is_agree = bool(state.offer.to_agree)
            action = (OfferAgree if is_agree else OfferAnswer)(state.to_act, agree)
        elif not offered and state.phase == "play":
            action, offered = Offer(offer_seat), True
        else:
            action = rng.choice(state.legal_actions())
        state, _ = state.apply(action)
    return state.finished[0]


def test_a_record_from_the_deal_holds_every_decision() -> None:
    end = hand(3, said=(True, True, False), offer_seat=1)
    data = codec.write(end)
    assert data["dealt"] == [[codec.CODES[c] for c in h] for h in end.deal_hands]
    assert len(data["talon"]) == 12 and data["chant"]["votes"] == [True] * 4
    assert data["offer"] == {
        "team": 1,
        "by": 1,
        "outcome": "refused",
        "trick": 0,
        "answers": [True, False],
    }
    assert data["signals"] and all("after" in s for s in data["signals"])
    again = codec.replay(codec.validate(json.loads(json.dumps(data))))
    assert codec.write(again) == data
    kinds = [d.kind for d in codec.decisions(codec.validate(data))]
    assert kinds[:16] == ["chant"] * 4 + ["discard"] * 12
    assert kinds[16:20] == ["offer", "offer", "answer", "answer"]
    assert kinds[20:] == ["card"] * 36


@pytest.mark.parametrize(
    "said, outcome",
    [((False,), "withdrawn"), ((True, True, True), "accepted"), ((True, False), "refused")],
)
def test_each_decision_applied_gives_the_next_state(said: tuple, outcome: str) -> None:
    end = hand(5, said=said, offer_seat=0)
    data = codec.write(end)
    record = codec.validate(data)
    decisions = codec.decisions(record)
    assert end.offer_log[0][2] == outcome
    assert ("withdrawn_offers" in data) == (outcome == "withdrawn")
    signals = data.get("signals", [])
    for i, (decision, following) in enumerate(itertools.pairwise(decisions)):
        after, _ = decision.state.apply(decision.action)
        written, expected = codec.write(after), codec.write(following.state)
        due = [s for s in signals if s["after"] == i + 1]
        assert expected.get("signals", [])[len(written.get("signals", [])) :] == due
        assert {**written, "signals": None} == {**expected, "signals": None}
        assert following.state.decisions_made() == i + 1
    last = decisions[-1]
    assert codec.write(last.state.apply(last.action)[0]) == data


def test_a_record_from_the_deal_without_the_chant() -> None:
    end = hand(8, chant="off")
    data = codec.write(end)
    assert "chant" not in data and data["dealt"] == data["hands"]
    decisions = codec.decisions(codec.validate(data))
    assert {d.kind for d in decisions} == {"card"}
    assert codec.write(codec.replay(codec.validate(data))) == data


def test_an_older_record_replays_from_the_opening_lead() -> None:
    end = hand(3, said=(True, True, False), offer_seat=1)
    data = codec.write(end)
    old = {k: v for k, v in data.items() if k not in ("dealt", "talon", "signals")}
    old["offer"] = {k: v for k, v in data["offer"].items() if k != "answers"}
    record = codec.validate(old)
    assert record.deal is None and record.signals == ()
    decisions = codec.decisions(record)
    assert [d.kind for d in decisions[:3]] == ["offer", "offer", "answer"]
    assert codec.summary(codec.replay(record))["points"] == list(end.result.points)


def broken(change) -> dict:
    data = codec.write(hand(3, said=(True, True, False), offer_seat=1))
    change(data)
    return data


def discard_not_held(data: dict) -> None:
    seat = str(data["chant"]["recipients"][0])
    data["discards"][seat][0] = data["dealt"][2][0] if seat != "2" else data["dealt"][3][0]


def talon_twice(data: dict) -> None:
    data["talon"][0] = data["dealt"][0][0]


def vote_out_of_turn(data: dict) -> None:
    data["chant"]["votes"].append(True)


def hands_not_following(data: dict) -> None:
    data["hands"][0], data["hands"][1] = data["hands"][1], data["hands"][0]


def answers_not_the_outcome(data: dict) -> None:
    data["offer"]["answers"] = [True, True]


BROKEN = {
    "a discard not held": (discard_not_held, "does not hold"),
    "a talon card dealt twice": (talon_twice, "dealt twice"),
    "a vote out of turn": (vote_out_of_turn, "out of turn"),
    "hands that do not follow": (hands_not_following, "hands do not follow"),
    "answers that give another outcome": (answers_not_the_outcome, "not refused"),
    "a short talon": (lambda d: d["talon"].pop(), "bad talon"),
    "a signal seen by nobody": (lambda d: d["signals"][0].update(seen_by=[]), "bad signal"),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_a_broken_record_from_the_deal_is_one_line_and_exit_2(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    change, words = BROKEN[name]
    data = broken(change)
    with pytest.raises(RecordError, match=words):
        codec.replay(codec.validate(data))
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status = cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and str(path) in err and words in err, err


def test_contree_decisions_are_its_calls_then_its_cards() -> None:
    rng = random.Random(4)
    state, _ = ContreeState.new_match(4)
    while not state.finished:
        state, _ = state.apply(rng.choice(state.legal_actions()))
    data = contree_codec.write(state.finished[0])
    decisions = contree_codec.decisions(contree_codec.validate(data))
    calls = [d for d in decisions if d.kind == "call"]
    assert [[d.seat, contree_codec.call_code(d.action)] for d in calls] == data["auction"]
    cards = [d for d in decisions if d.kind == "card"]
    assert [contree_codec.CODES[d.action.card] for d in cards] == data.get("plays", [])
    assert [d.play for d in cards] == list(range(len(cards)))
    for decision, following in itertools.pairwise(decisions):
        after, _ = decision.state.apply(decision.action)
        assert contree_codec.write(after) == contree_codec.write(following.state)
