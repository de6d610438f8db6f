"""Contrée hand records (CONTREE.md "Hand records") through ``aluette replay``, the game
registry and the ``--game`` flags: both games' records in one command, broken records refused
in one line naming the file, the call or play and the rule."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml
from contree_helpers import after_calls, call, play_randomly, random_hands

from game import cli
from game.aluette.rules.record import write as write_aluette_record
from game.aluette.rules.state import State as AluetteState
from game.contree.cards import CODES
from game.contree.rules.actions import Pass, Play
from game.contree.rules.options import Options
from game.contree.rules.record import replay, summary, validate
from game.contree.rules.record import write as write_record
from game.contree.rules.state import IllegalAction, State
from game.records import RecordError, game_of, load_file, score

KEYS = {"game", "contract", "tricks", "tricks_won", "belote", "card_points", "made", "points"}


def write(tmp_path: Path, name: str, content: object) -> str:
    path = tmp_path / name
    text = content if isinstance(content, str) else json.dumps(content)
    path.write_text(text, encoding="utf-8")
    return str(path)


def cli_replay(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    status = cli.main(["replay", *args])
    out, err = capsys.readouterr()
    return status, out, err


def played(calls: list[str], seed: int = 1, options: dict | None = None) -> State:
    state, _ = after_calls(calls, hands=random_hands(seed), options=options)
    return play_randomly(state, random.Random(seed))[0]


def good() -> dict:
    return write_record(played(["80H", "contre", "pass", "surcontre"]))


# --- reading and scoring ---------------------------------------------------------------------


def test_record_shape() -> None:
    rec = good()
    assert rec["format"] == "contree-record/1" and rec["game"] == "contree"
    assert rec["auction"] == [[3, "80H"], [2, "contre"], [1, "pass"], [3, "surcontre"]]
    assert [len(h) for h in rec["hands"]] == [8, 8, 8, 8] and len(rec["plays"]) == 32
    assert rec["options"] == {}
    assert write_record(played(["80H", "pass", "pass", "pass"], options={"undertrump": True}))[
        "options"
    ] == {"undertrump": True}


def test_json_summary(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    state = played(["80H", "contre", "pass", "surcontre"])
    status, out, err = cli_replay(capsys, write(tmp_path, "c.json", write_record(state)), "--json")
    assert status == 0 and err == ""
    result = json.loads(out)
    assert set(result) == KEYS and result["game"] == "contree"
    assert result["contract"] == {"bidder": 3, "value": 80, "trump": "H", "multiplier": 4}
    end = state.result
    assert result["points"] == list(end.points)
    assert result["card_points"] == list(end.score.card_points)
    assert result["made"] is end.score.made
    assert result["tricks_won"] == list(end.tricks_won)
    assert result["belote"] == end.score.belote
    plays = write_record(state)["plays"]
    assert [t["cards"] for t in result["tricks"]] == [plays[i : i + 4] for i in range(0, 32, 4)]
    assert [t["leader"] for t in result["tricks"]][1:] == [t["winner"] for t in result["tricks"]][
        :-1
    ]


def test_capot_value_is_written_capot() -> None:
    result = score(write_record(played(["capotS", "pass", "pass", "pass"])))
    assert result["contract"]["value"] == "capot"
    assert result["points"] in ([410, 0], [0, 410])


def test_thrown_in_record() -> None:
    rec = write_record(after_calls(["pass"] * 4)[0])
    assert "plays" not in rec
    result = score(rec)
    assert result["contract"] is None and result["made"] is None
    assert result["points"] == [0, 0] and result["tricks"] == [] and result["belote"] is None


def test_unfinished_records() -> None:
    rec = good()
    rec["auction"] = rec["auction"][:2]
    del rec["plays"]
    result = score(rec)
    assert result["contract"] is None and result["points"] is None and result["made"] is None
    rec = good()
    rec["plays"] = rec["plays"][:10]
    result = score(rec)
    assert result["contract"]["multiplier"] == 4
    assert len(result["tricks"]) == 2 and sum(result["tricks_won"]) == 2
    assert result["points"] is None and result["made"] is None


def test_belote_is_null_when_off() -> None:
    """CONTREE.md (hand records): ``belote`` names the holding team, and is ``null`` under
    ``belote: off`` even when one seat held king and queen of trumps."""
    hands = random_hands(1)
    kh, qh = (CODES.index(c) for c in ("KH", "QH"))
    for c in (kh, qh):  # give both to seat 1
        owner = next(s for s in range(4) if c in hands[s])
        if owner != 1:
            swap = next(x for x in hands[1] if x not in (kh, qh))
            hands[owner][hands[owner].index(c)], hands[1][hands[1].index(swap)] = swap, c
    for mode, team in (("margin", 1), ("points", 1), ("off", None)):
        state, _ = after_calls(
            ["80H", "pass", "pass", "pass"], hands=hands, options={"belote": mode}
        )
        assert score(write_record(play_randomly(state, random.Random(2))[0]))["belote"] == team


def test_yaml_record_with_unquoted_words(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    state = played(["90S", "pass", "pass", "pass"], options={"belote": "off", "undertrump": True})
    text = yaml.safe_dump(write_record(state), sort_keys=False).replace(
        "belote: 'off'", "belote: off"
    )
    assert "belote: off" in text and "undertrump: true" in text
    status, out, err = cli_replay(capsys, write(tmp_path, "c.yaml", text), "--json")
    assert status == 0, err
    assert json.loads(out)["points"] == list(state.result.points)


def test_both_games_in_one_command(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    aluette, _ = AluetteState.new_match(5)
    rng = random.Random(5)
    while not aluette.finished:
        aluette, _ = aluette.apply(rng.choice(aluette.legal_actions()))
    paths = [
        write(tmp_path, "c1.json", good()),
        write(tmp_path, "a.json", write_aluette_record(aluette.finished[0])),
        write(tmp_path, "c2.json", write_record(after_calls(["pass"] * 4)[0])),
    ]
    status, out, _ = cli_replay(capsys, *paths, "--json")
    results = json.loads(out)
    assert status == 0 and isinstance(results, list) and len(results) == 3
    assert set(results[0]) == KEYS and set(results[2]) == KEYS
    assert "hand_winner" in results[1] and "game" not in results[1]
    status, out, _ = cli_replay(capsys, *paths)
    assert status == 0
    assert "contract: 80 H by W surcontre" in out and "thrown in" in out and "hand winner" in out


def test_the_record_format_names_the_game() -> None:
    assert game_of(good()).name == "contree"
    with pytest.raises(RecordError, match="contree-record/1"):
        game_of({"format": "belote-record/1"})


# --- broken records --------------------------------------------------------------------------


def with_(**changes) -> dict:
    rec = good()
    rec.update(changes)
    return rec


def auction(*calls: tuple[int, str]) -> dict:
    return with_(auction=[list(c) for c in calls], plays=[])


def not_held() -> dict:
    rec = good()
    rec["plays"] = [rec["hands"][0][0]]  # seat 3 leads (dealer 0), seat 0's card
    return rec


def forbidden() -> tuple[dict, int]:
    """A record whose play N breaks an obligation (a held card the rules refuse)."""
    state = played(["80H", "pass", "pass", "pass"], seed=3)
    rec = write_record(state)
    replayed = State.from_deal(Options(), 0, [[CODES.index(c) for c in h] for h in rec["hands"]])
    for text in ("80H", "pass", "pass", "pass"):
        replayed, _ = replayed.apply(call(replayed, text))
    for i, code in enumerate(rec["plays"]):
        seat = replayed.to_act
        refused = [c for c in replayed.hands[seat] if c not in replayed.legal_cards()]
        if refused:
            rec["plays"] = [*rec["plays"][:i], CODES[refused[0]]]
            return rec, i + 1
        replayed, _ = replayed.apply(Play(seat, CODES.index(code)))
    raise AssertionError("no forced play in this hand")


FORBIDDEN, FORBIDDEN_AT = forbidden()

BAD_RECORDS = {
    "call out of turn": (auction((3, "80H"), (1, "pass")), "call 2 (seat 1: pass): seat 1 cannot"),
    "bid not higher": (
        auction((3, "90H"), (2, "80S")),
        "call 2 (seat 2: 80S): a bid must be higher",
    ),
    "bid over oneself": (
        auction((3, "90H"), (3, "100H")),
        "call 2 (seat 3: 100H): seat 3 may not bid over its own",
    ),
    "contre of one's team": (
        auction((3, "90H"), (2, "pass"), (1, "contre")),
        "call 3 (seat 1: contre): seat 1 may not contre its own team",
    ),
    "call after the end": (
        auction((3, "90H"), (2, "pass"), (1, "pass"), (0, "pass"), (3, "pass")),
        "call 5 (seat 3: pass): the auction is over",
    ),
    "call after a throw-in": (
        auction((3, "pass"), (2, "pass"), (1, "pass"), (0, "pass"), (3, "80H")),
        "call 5 (seat 3: 80H): the hand was thrown in",
    ),
    "surcontre without contre": (
        auction((3, "90H"), (2, "surcontre")),
        "call 2 (seat 2: surcontre): surcontre only after a contre",
    ),
    "card not held": (not_held(), "play 1 ("),
    "card the rules forbid": (FORBIDDEN, f"play {FORBIDDEN_AT} ("),
    "plays before the auction ends": (with_(auction=[[3, "80H"]]), "the auction is not over"),
    "plays after a throw-in": (
        with_(auction=[[3, "pass"], [2, "pass"], [1, "pass"], [0, "pass"]]),
        "too many plays",
    ),
    "unknown call": (auction((3, "85H")), "bad call 1: unknown call '85H'"),
    "unknown call suit": (auction((3, "80X")), "bad call 1"),
    "bad call seat": (auction((4, "pass")), "bad call 1: seat 4"),
    "bad call shape": (with_(auction=["pass"]), "bad call 1"),
    "auction not a list": (with_(auction="80H"), "bad auction"),
    "bad dealer": (with_(dealer=4), "bad dealer"),
    "wrong hand size": (with_(hands=[h[:7] for h in good()["hands"]]), "wrong hand size"),
    "card dealt twice": (with_(hands=[good()["hands"][0]] * 4), "dealt twice"),
    "unknown card": (with_(hands=[["1H", *h[1:]] for h in good()["hands"]]), "unknown card"),
    "ten written 10": (with_(plays=["10H"]), "unknown card"),
    "bad option": (with_(options={"undertrump": "sometimes"}), "bad option"),
    "unknown option": (with_(options={"mordienne": "s0"}), "bad option"),
    "other game": (with_(game="aluette"), "unknown game"),
    "too many plays": (with_(plays=good()["plays"] + ["7S"]), "too many plays"),
    "unknown format": (with_(format="contree-record/2"), "unknown format"),
}


@pytest.mark.parametrize("name", list(BAD_RECORDS))
def test_bad_record_through_the_cli(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    content, words = BAD_RECORDS[name]
    path = write(tmp_path, "bad.json", content)
    status, out, err = cli_replay(capsys, path, "--json")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith(f"aluette replay: {path}: ")
    assert words in err, err
    with pytest.raises(RecordError):
        replay(validate(load_file(path)))


def test_the_refusal_names_the_rule(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rec, at = FORBIDDEN, FORBIDDEN_AT
    status, _, err = cli_replay(capsys, write(tmp_path, "f.json", rec))
    assert status == 2 and f"play {at} ({rec['plays'][-1]}): seat" in err and " must " in err
    status, _, err = cli_replay(capsys, write(tmp_path, "n.json", not_held()))
    assert "does not hold" in err


def test_records_replay_through_the_engine() -> None:
    state = played(["100D", "pass", "pass", "contre", "pass", "pass"], seed=4)
    again = replay(validate(json.loads(json.dumps(write_record(state)))))
    assert again.result == state.result
    assert summary(again) == summary(state)
    with pytest.raises(IllegalAction, match="the hand is over"):
        again.apply(Pass(0))
