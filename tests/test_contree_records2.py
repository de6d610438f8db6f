"""Records of issue 24's rules (CONTREE.md, rules 13–14 and "Hand records"): announcements and
no-trump / all-trumps bids written and read back, ``replay --json``'s ``announcements``, broken
records refused in one line, declarations as decisions, and a property: random matches under
every mix of options keep 162 card points a hand and replay identically from their records."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from contree_helpers import call
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_contree_announcements import contract, play_first_trick
from test_contree_notrump import contract as nt_contract

from game import cli
from game.contree import api
from game.contree.cards import ALL_TRUMPS
from game.contree.rules import events as ev
from game.contree.rules.actions import Declare
from game.contree.rules.options import CHOICES, Options
from game.contree.rules.record import decisions, replay, summary, validate, write
from game.contree.rules.state import State
from game.records import RecordError

DECLARED = [
    Declare(3, "carre"),
    Declare(3, "tierce"),
    Declare(2, "cinquante"),
    Declare(1, "tierce"),
]


def finished(state: State) -> State:
    rng = random.Random(5)
    while not state.is_over:
        plays = [a for a in state.legal_actions() if not isinstance(a, Declare)]
        state, _ = state.apply(rng.choice(plays))
    return state


def announced_record() -> dict:
    return write(finished(play_first_trick(contract(), DECLARED)[0]))


def test_announcements_written_with_the_scoring_teams_cards() -> None:
    rec = announced_record()
    assert rec["options"] == {"announcements": "on", "no_trump": "on"}
    assert rec["announcements"] == [
        [3, "carre", ["JS", "JH", "JD", "JC"]],
        [3, "tierce", ["7H", "8H", "9H"]],
        [2, "cinquante"],
        [1, "tierce", ["QH", "KH", "AH"]],
    ]


def test_read_back_in_both_forms() -> None:
    rec = announced_record()
    again = replay(validate(rec))
    assert write(again) == rec
    bare = {**rec, "announcements": [item[:2] for item in rec["announcements"]]}
    assert summary(replay(validate(bare))) == summary(again)
    assert summary(again)["announcements"] == {"team": 1, "points": 240}


def test_replay_json(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "a.json"
    path.write_text(json.dumps(announced_record()), encoding="utf-8")
    assert cli.main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["announcements"] == {"team": 1, "points": 240}
    rec = write(finished(contract()))  # nothing declared
    assert summary(replay(validate(rec)))["announcements"] == {"team": None, "points": 0}
    assert "announcements" not in summary(replay(validate(write(finished(plain())))))


def plain() -> State:
    state = State.from_deal(Options(), 0, contract().dealt)
    for text in ["80S", "pass", "pass", "pass"]:
        state, _ = state.apply(call(state, text))
    return state


def with_(**change: object) -> dict:
    return {**announced_record(), **change}


def no_trump_record() -> dict:

    rec = write(nt_contract(ALL_TRUMPS))
    return {**rec, "plays": ["9D", "QD"]}


BROKEN = {
    "not held": (
        lambda: with_(announcements=[[3, "cent"]]),
        "announcement 1 (seat 3: cent): seat 3 holds no cent",
    ),
    "after the seat played": (
        lambda: with_(announcements=[[2, "cinquante"], [3, "carre"]]),
        "announcement 2 (seat 3: carre): seat 3 has played its first card",
    ),
    "out of turn": (
        lambda: with_(announcements=[[2, "cinquante"]], plays=[]),
        "announcement 1 (seat 2: cinquante): seat 2 cannot declare: it is seat 3's turn",
    ),
    "before the play": (
        lambda: with_(announcements=[[3, "carre"]], auction=[[3, "80S"]], plays=[]),
        "announcement 1 (seat 3: carre): announcements are declared in the first trick, not",
    ),
    "wrong cards": (
        lambda: with_(announcements=[[3, "carre", ["9S", "9H", "9D", "9C"]]]),
        "announcement 1 (seat 3: carre): the carre declared is JS JH JD JC",
    ),
    "option off": (
        lambda: with_(options={"no_trump": "on"}),
        "announcement 1 (seat 3: carre): no announcements",
    ),
    "unknown kind": (lambda: with_(announcements=[[3, "quinte"]]), "bad announcement 1"),
    "NT with no_trump off": (
        lambda: {**no_trump_record(), "options": {}},
        "call 1 (seat 3: 80AT)",
    ),
    "AT obligation": (
        no_trump_record,
        "play 2 (QD): seat 2 must follow suit with a card higher than the best",
    ),
    "bid not higher": (
        lambda: {**no_trump_record(), "auction": [[3, "80H"], [2, "80NT"]], "plays": []},
        "call 2 (seat 2: 80NT): a bid must be higher",
    ),
}


@pytest.mark.parametrize("name", list(BROKEN))
def test_broken_records_are_refused_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    make, words = BROKEN[name]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(make()), encoding="utf-8")
    assert cli.main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"aluette replay: {path}: "), err
    assert words in err, err


def test_a_declaration_is_a_decision() -> None:
    taken = decisions(validate(announced_record()))
    declared = [d for d in taken if d.kind == "declare"]
    assert [d.action for d in declared] == DECLARED
    assert [d.kind for d in taken].count("card") == 32
    d = declared[0]
    assert d.state.to_act == 3 and d.action in d.state.legal_actions()


def test_hint_and_review_on_a_declaration(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    decision = decisions(validate(announced_record()))[4]  # seat 3 declares its carré
    assert decision.kind == "declare"
    values = api.evaluate(decision, open_cards=False, seed=1)
    assert Declare(3, "carre") in [v.action for v in values]
    assert {v.action for v in values} == set(decision.state.legal_actions())
    rec = {**announced_record(), "plays": [], "announcements": []}
    path = tmp_path / "h.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    assert cli.main(["hint", str(path), "--json", "--level", "standard"]) == 0
    hinted = json.loads(capsys.readouterr().out)
    assert hinted["action"] == "carre"  # the first to play declares its carré (ai/announce.py)
    assert "Four of a kind" in hinted["why"]


# --- the property ------------------------------------------------------------------------------

mixes = st.fixed_dictionaries(
    {"hands": st.sampled_from([4, 4, 5])},
    optional={n: st.sampled_from(v) for n, v in CHOICES.items() if n != "hands"},
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), mapping=mixes, declare=st.sampled_from([0.0, 0.5, 1.0]))
def test_random_matches_replay_from_their_records(seed: int, mapping: dict, declare: float) -> None:
    rng = random.Random(seed)
    state, _ = State.new_match(seed, Options.from_mapping(mapping))
    while not state.is_over:
        legal = state.legal_actions()
        declarations = [a for a in legal if isinstance(a, Declare)]
        action = rng.choice(declarations if declarations and rng.random() < declare else legal)
        state, events = state.apply(action)
        for e in events:
            if isinstance(e, ev.HandEnded) and e.score is not None:
                assert sum(e.score.card_points) == 162
    for hand in state.finished:
        rec = write(hand)
        again = replay(validate(json.loads(json.dumps(rec))))
        assert write(again) == rec
        assert summary(again) == summary(hand)
        assert again.result == hand.result


def test_a_record_cannot_declare_for_an_absent_option() -> None:
    with pytest.raises(RecordError, match="no announcements"):
        replay(validate(with_(options={})))
