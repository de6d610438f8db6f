"""Hand records (ALUETTE.md "Game records") and ``aluette replay``.

A record is untrusted input: every bad file must give exit status 2 and exactly one line on
stderr naming the file, never a traceback.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from rules_helpers import build_deal, of_type, parse_sequence

from game import cli
from game.aluette.cards import CODES
from game.aluette.rules import events as ev
from game.aluette.rules.actions import ChantVote
from game.aluette.rules.options import Options
from game.aluette.rules.record import replay, summary, validate
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import State
from game.records import MAX_RECORD_BYTES, RecordError, load_file, parse_text

FORMAT = "aluette-record/1"


def record_of(sequence: str, dealer: int = 0, options: dict | None = None, **extra) -> dict:
    """A record written by hand from a deal that gives ``sequence``."""
    deal = build_deal(sequence, Options.from_mapping(options or {}), dealer)
    rec = {
        "format": FORMAT,
        "game": "aluette",
        "options": options or {},
        "dealer": dealer,
        "hands": [[CODES[c] for c in h] for h in deal.hands],
        "plays": [CODES[p.card] for p in deal.plays],
    }
    rec.update(extra)
    return rec


def write(tmp_path: Path, name: str, content: object) -> str:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return str(path)


def cli_replay(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    status = cli.main(["replay", *args])
    out, err = capsys.readouterr()
    return status, out, err


def score(rec: dict) -> dict:
    return summary(replay(validate(rec)))


# --- scoring a record --------------------------------------------------------------------------


def test_json_summary_shape(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    sequence = "S E N W S E X N W"
    deal = build_deal(sequence, dealer=3)
    path = write(tmp_path, "hand.json", record_of(sequence, dealer=3))
    status, out, err = cli_replay(capsys, path, "--json")
    assert status == 0 and err == ""
    result = json.loads(out)
    assert [t["winner"] for t in result["tricks"]] == parse_sequence(sequence)
    assert [t["leader"] for t in result["tricks"]] == list(deal.leaders)
    cards = [CODES[p.card] for p in deal.plays]
    assert [t["cards"] for t in result["tricks"]] == [cards[i : i + 4] for i in range(0, 36, 4)]
    assert result["tricks_won"] == [2, 2, 2, 2]
    assert result["hand_winner"] == 2
    assert result["mordienne"] is False
    assert result["points"] == [1, 0]
    assert result["finished"] is True


def test_json_summary_mordienne(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = write(tmp_path, "m.json", record_of("S X E N X S W W W", dealer=1))
    status, out, _ = cli_replay(capsys, path, "--json")
    result = json.loads(out)
    assert status == 0
    assert (result["hand_winner"], result["mordienne"], result["points"]) == (3, True, [0, 2])
    assert result["tricks_won"] == [1, 1, 2, 3]


def test_options_in_the_record_apply(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rec = record_of("N N N N E X W W W", options={"mordienne": "s0"})
    status, out, _ = cli_replay(capsys, write(tmp_path, "s0.json", rec), "--json")
    assert status == 0 and json.loads(out)["points"] == [0, 2]
    rec["options"] = {}
    status, out, _ = cli_replay(capsys, write(tmp_path, "std.json", rec), "--json")
    assert status == 0 and json.loads(out)["points"] == [1, 0]


def test_text_output(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = write(tmp_path, "hand.json", record_of("S E N W S E X N W"))
    status, out, err = cli_replay(capsys, path)
    assert status == 0 and err == ""
    assert path in out and "spoiled" in out and "[1, 0]" in out


def test_several_files_give_a_json_list_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    sequences = ["N N N N N N N N N", "S X E N X S W W W", "E E N N S S W X X"]
    paths = [write(tmp_path, f"{i}.json", record_of(s)) for i, s in enumerate(sequences)]
    status, out, _ = cli_replay(capsys, *paths, "--json")
    results = json.loads(out)
    assert status == 0 and isinstance(results, list)
    assert [r["points"] for r in results] == [[1, 0], [0, 2], [0, 1]]
    status, out, _ = cli_replay(capsys, *reversed(paths), "--json")
    assert [r["points"] for r in json.loads(out)] == [[0, 1], [0, 2], [1, 0]]


def test_yaml_record(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rec = record_of("S X E N X S W W W", options={"offer_point": "off", "chant": "off"})
    rec["played_at"] = "2024-05-01"
    text = yaml.safe_dump(rec, sort_keys=False)
    # unquoted YAML booleans and dates are what other programs write
    text = text.replace("offer_point: 'off'", "offer_point: off").replace(
        "chant: 'off'", "chant: off"
    )
    text = text.replace("played_at: '2024-05-01'", "played_at: 2024-05-01")
    assert "offer_point: off" in text and "played_at: 2024-05-01" in text
    path = write(tmp_path, "hand.yaml", text)
    status, out, err = cli_replay(capsys, path, "--json")
    assert status == 0, err
    assert json.loads(out)["points"] == [0, 2]


def test_optional_keys_accepted() -> None:
    rec = record_of(
        "N N N N N N N N N",
        seed=12,
        chant={"votes": [True, False], "recipients": []},
        discards={},
        signals=[{"seat": 0, "gesture": "misere", "trick": 0, "seen_by": [2]}],
        names=["Ann", "Bob", "Cy", "Di"],
        played_at="2024-01-01T10:00:00",
    )
    assert score(rec)["points"] == [1, 0]


def test_unfinished_record(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rec = record_of("E N S W N N N N N", dealer=3)
    rec["plays"] = rec["plays"][:10]
    status, out, _ = cli_replay(capsys, write(tmp_path, "part.json", rec), "--json")
    result = json.loads(out)
    assert status == 0
    assert result["finished"] is False
    assert [t["winner"] for t in result["tricks"]] == [1, 0]
    assert result["tricks_won"] == [1, 1, 0, 0]
    assert result["hand_winner"] is None and result["points"] == [0, 0]
    assert result["pending"] == rec["plays"][8:10]
    status, out, _ = cli_replay(capsys, write(tmp_path, "part.json", rec))
    assert "unfinished" in out


def test_record_without_plays_is_unfinished() -> None:
    rec = record_of("N N N N N N N N N")
    del rec["plays"]
    result = score(rec)
    assert result["finished"] is False and result["tricks"] == []


def test_accepted_offer(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    rec = record_of("N N N N N N N N N", offer={"team": 0, "outcome": "accepted", "trick": 0})
    rec["plays"] = []
    status, out, _ = cli_replay(capsys, write(tmp_path, "acc.json", rec), "--json")
    result = json.loads(out)
    assert status == 0
    assert result["finished"] is True and result["tricks"] == []
    assert result["points"] == [0, 1] and result["hand_winner"] is None
    rec["offer"]["team"] = 1
    assert score(rec)["points"] == [1, 0]


def test_accepted_offer_then_plays_is_too_many(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    rec = record_of("N N N N N N N N N", offer={"team": 0, "outcome": "accepted", "trick": 0})
    status, out, err = cli_replay(capsys, write(tmp_path, "acc.json", rec))
    assert status == 2 and out == ""
    assert "too many plays" in err


@pytest.mark.parametrize(
    "sequence, team, points",
    [
        ("N X S X X X W W W", 0, [0, 2]),  # the refusers make mordienne
        ("W N S W W W W W W", 0, [2, 0]),  # the refusers only win
        ("E X X X N N N N N", 0, [2, 0]),  # the offerers make mordienne: 2, not more
        ("E X X X N N N N N", 1, [2, 0]),
    ],
)
def test_refused_offer(sequence: str, team: int, points: list[int]) -> None:
    rec = record_of(sequence, dealer=3, offer={"team": team, "outcome": "refused", "trick": 0})
    result = score(rec)
    assert result["points"] == points
    assert result["reason"] in ("refusal_mordienne", "refusal_failed")


# --- offers that could never have happened ----------------------------------------------------

ANYTIME = {"offer_timing": "anytime"}


def stopping_after(rec: dict, tricks: int) -> dict:
    """A copy of the record cut after ``tricks`` complete tricks (four cards each)."""
    return {**rec, "plays": rec["plays"][: 4 * tricks]}


IMPOSSIBLE_OFFERS = {
    "after the opening lead": (
        stopping_after(
            record_of("N N N N N N N N N", offer={"team": 0, "outcome": "refused", "trick": 1}), 1
        ),
        "after the first lead",
    ),
    "after the last trick": (
        record_of(
            "N N N N N N N N N",
            options=ANYTIME,
            offer={"team": 1, "outcome": "accepted", "trick": 9},
        ),
        "after the last trick",
    ),
    "after the plays stop": (
        stopping_after(
            record_of(
                "N N N N N N N N N",
                options=ANYTIME,
                offer={"team": 1, "outcome": "refused", "trick": 5},
            ),
            3,
        ),
        "the plays stop before",
    ),
    "refused where an offer is a concession": (
        record_of(
            "N N N N N N N N N",
            options={"refusal_obliges_mordienne": False},
            offer={"team": 1, "outcome": "refused", "trick": 0},
        ),
        "cannot be refused",
    ),
    "offers off": (
        record_of(
            "N N N N N N N N N",
            options={"offer_point": "off"},
            offer={"team": 1, "outcome": "accepted", "trick": 0},
        ),
        "offer_point: off",
    ),
    "in the Cow Game": (
        record_of(
            "N E S W N E S W N",
            options={"variant": "vache"},
            offer={"team": 1, "outcome": "accepted", "trick": 0},
        ),
        "variant vache",
    ),
    "with the short text": (
        record_of(
            "N E S W N E S W N",
            options={"variant": "short_text"},
            offer={"team": 0, "outcome": "refused", "trick": 0},
        ),
        "variant short_text",
    ),
    "not an object": (record_of("N N N N N N N N N", offer="accepted"), "bad offer"),
}


@pytest.mark.parametrize("name", list(IMPOSSIBLE_OFFERS))
def test_impossible_offer_is_refused_by_the_reader_and_the_cli(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    content, words = IMPOSSIBLE_OFFERS[name]
    with pytest.raises(RecordError, match=words):
        replay(validate(content))
    path = write(tmp_path, "offer.json", content)
    status, out, err = cli_replay(capsys, path, "--json")
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and path in err and words in err, err


@pytest.mark.parametrize("name", list(IMPOSSIBLE_OFFERS))
def test_impossible_offer_is_refused_by_python_m_game(name: str, tmp_path: Path) -> None:
    content, words = IMPOSSIBLE_OFFERS[name]
    path = write(tmp_path, "offer.json", content)
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", path], capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and path in done.stderr and words in done.stderr


def test_the_same_offers_are_accepted_where_they_could_happen() -> None:
    """Each impossible offer above, made possible by one change, replays and scores."""
    last = record_of(
        "N N N N N N N N N", options=ANYTIME, offer={"team": 1, "outcome": "accepted", "trick": 8}
    )
    last["plays"] = last["plays"][:32]
    assert score(last)["points"] == [1, 0] and score(last)["finished"] is True
    cut = record_of(
        "N N N N N N N N N", options=ANYTIME, offer={"team": 1, "outcome": "refused", "trick": 3}
    )
    assert score(stopping_after(cut, 3))["finished"] is False
    assert score(cut)["points"] == [0, 2] and score(cut)["reason"] == "refusal_failed"
    conceded = record_of(
        "N N N N N N N N N",
        options={"refusal_obliges_mordienne": False},
        offer={"team": 1, "outcome": "accepted", "trick": 0},
    )
    conceded["plays"] = []
    assert score(conceded)["points"] == [1, 0]


# --- export then replay ------------------------------------------------------------------------


def finished_hands(seed: int, options: Options, chant_yes: bool):
    rng = random.Random(seed)
    state, events = State.new_match(seed, options)
    while not state.is_over:
        if state.phase == "chant":
            action = ChantVote(state.to_act, chant_yes)
        else:
            extra = state.interjections(rng.randrange(state.n))
            if extra and rng.random() < 0.05:
                action = rng.choice(extra)
            else:
                action = rng.choice(state.legal_actions())
        state, more = state.apply(action)
        events += more
    return state, of_type(events, ev.HandEnded)


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"mordienne": "s0", "match_length": "points:3"},
        {"players": 6, "match_length": "points:2"},
        {"players": "heads_up", "match_length": "points:2"},
        {"players": "petit_jean", "match_length": "points:2"},
        {"variant": "vache", "match_length": "points:2"},
        {"variant": "short_text", "short_text_specials": "on", "match_length": "points:2"},
        {"offer_timing": "anytime", "refusal_obliges_mordienne": False},
    ],
)
@pytest.mark.parametrize("chant_yes", [False, True])
def test_export_then_replay(options: dict, chant_yes: bool, tmp_path: Path) -> None:
    state, ends = finished_hands(4, Options.from_mapping(options), chant_yes)
    assert len(state.finished) == len(ends) > 0
    for i, (hand, end) in enumerate(zip(state.finished, ends, strict=True)):
        rec = write_record(hand)
        assert rec["format"] == FORMAT
        assert all(len(h) == Options.from_mapping(options).hand_size for h in rec["hands"])
        for fmt, dump in (("json", json.dumps), ("yaml", yaml.safe_dump)):
            path = tmp_path / f"{i}.{fmt}"
            path.write_text(dump(rec), encoding="utf-8")
            result = summary(replay(validate(load_file(path))))
            assert result["finished"] is True
            assert result["points"] == list(end.points)
            assert result["hand_winner"] == end.winner
            assert result["mordienne"] == end.mordienne
            assert result["tricks_won"] == list(end.tricks_won)


def test_exported_record_round_trips_through_the_cli(
    tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    state, ends = finished_hands(9, Options(), False)
    paths = [write(tmp_path, f"{i}.json", write_record(h)) for i, h in enumerate(state.finished)]
    status, out, _ = cli_replay(capsys, *paths, "--json")
    assert status == 0
    results = json.loads(out) if len(paths) > 1 else [json.loads(out)]
    assert [r["points"] for r in results] == [list(e.points) for e in ends]


# --- bad records -------------------------------------------------------------------------------


def good() -> dict:
    return record_of("S E N W S E X N W", dealer=0)


def with_(**changes) -> dict:
    rec = good()
    rec.update(changes)
    return rec


def swapped_hands() -> dict:
    rec = good()
    rec["hands"][0][0] = "10H"
    return rec


def card_twice() -> dict:
    rec = good()
    rec["hands"][1][0] = rec["hands"][0][0]
    return rec


def short_hand() -> dict:
    rec = good()
    rec["hands"][2] = rec["hands"][2][:8]
    return rec


def not_held() -> dict:
    rec = good()
    rec["plays"][0] = rec["hands"][3][0]  # seat 1 leads, but plays a card of seat 3
    return rec


def too_many() -> dict:
    rec = good()
    rec["plays"] = [*rec["plays"], rec["plays"][0]]
    return rec


BAD_RECORDS = {
    "unknown card": (swapped_hands(), "unknown card"),
    "unknown card in plays": (with_(plays=["ZZ"]), "unknown card"),
    "card dealt twice": (card_twice(), "dealt twice"),
    "wrong hand size": (short_hand(), "wrong hand size"),
    "three hands": (with_(hands=good()["hands"][:3]), "bad hands"),
    "card not held": (not_held(), "card not held"),
    "too many plays": (too_many(), "too many plays"),
    "bad dealer 4": (with_(dealer=4), "bad dealer"),
    "bad dealer -1": (with_(dealer=-1), "bad dealer"),
    "bad dealer text": (with_(dealer="N"), "bad dealer"),
    "bad dealer bool": (with_(dealer=True), "bad dealer"),
    "no dealer": ({k: v for k, v in good().items() if k != "dealer"}, "bad dealer"),
    "bad option value": (with_(options={"mordienne": "strict"}), "bad option"),
    "unknown option": (with_(options={"mordiene": "s0"}), "bad option"),
    "options not a mapping": (with_(options=["s0"]), "bad option"),
    "bad match length": (with_(options={"match_length": "points:²"}), "bad option"),
    "unknown format": (with_(format="aluette-record/2"), "unknown format"),
    "no format": ({k: v for k, v in good().items() if k != "format"}, "not a record"),
    "other game": (with_(game="contree"), "unknown game"),
    "plays not a list": (with_(plays="5C AH"), "bad plays"),
    "bad offer": (with_(offer={"team": 2, "outcome": "accepted"}), "bad offer"),
    "offer after the lead": (with_(offer={"team": 0, "outcome": "refused", "trick": 2}), "offer"),
    "a list": ([good()], "not a record"),
    "a string": ("just some words", "not a record"),
    "a number": (42, "not a record"),
    "null": (None, "not a record"),
}


@pytest.mark.parametrize("name", list(BAD_RECORDS))
def test_bad_record_through_the_cli(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    content, words = BAD_RECORDS[name]
    path = write(tmp_path, "bad.json", json.dumps(content))
    status, out, err = cli_replay(capsys, path, "--json")
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert path in err
    assert words in err
    with pytest.raises(RecordError):
        replay(validate(load_file(path)))


BAD_FILES = {
    "empty": (b"", "empty"),
    "blank": (b"  \n\t\n", "empty"),
    "binary": (bytes(range(256)) * 4, "not a text file"),
    "png": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64), "not"),
    "nul bytes": (b"format: \x00\x01\x02", "unknown format"),
    "broken json": (b'{"format": "aluette-record/1", "dealer": 0,', "unknown format"),
    "yaml string": (b"hello world\n", "not a record"),
    "bad yaml date": (b"format: aluette-record/1\nplayed_at: 2024-13-45\n", "unknown format"),
    "bad yaml float": (b"format: aluette-record/1\ndealer: !!float zero\n", "unknown format"),
    "huge json number": (b'{"format": "aluette-record/1", "dealer": ' + b"9" * 5000 + b"}", ""),
    "too large": (b" " * (MAX_RECORD_BYTES + 1), "larger than"),
    "too large json": (
        json.dumps(with_(names=["x" * (MAX_RECORD_BYTES + 10)])).encode(),
        "larger than",
    ),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_bad_file_through_the_cli(name: str, tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    content, words = BAD_FILES[name]
    path = write(tmp_path, "bad.rec", content)
    status, out, err = cli_replay(capsys, path)
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert path in err
    assert words in err
    with pytest.raises(RecordError):
        validate(load_file(path))


def test_missing_file_and_folder(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    for path in (str(tmp_path / "nope.json"), str(tmp_path)):
        status, out, err = cli_replay(capsys, path)
        assert status == 2 and out == ""
        assert err.count("\n") == 1 and path in err


def test_one_bad_file_among_several(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    ok = write(tmp_path, "ok.json", good())
    bad = write(tmp_path, "bad.json", with_(dealer=9))
    status, out, err = cli_replay(capsys, ok, bad, ok, "--json")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and bad in err and ok not in err


def billion_laughs() -> str:
    lines = ["a0: &a0 [" + ", ".join(["lol"] * 10) + "]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    return "\n".join([*lines, "format: aluette-record/1", "dealer: *a8", ""])


@pytest.mark.parametrize(
    "text",
    [
        "- " * 100_000 + "x",
        "[" * 100_000,
        "{a: " * 100_000,
        '{"a": ' * 100_000,
        billion_laughs(),
    ],
    ids=["block", "flow list", "flow map", "json", "billion laughs"],
)
def test_hostile_yaml_is_refused(text: str, tmp_path: Path) -> None:
    # in a child process: a crash or a hang of the YAML library must not take the run down
    path = write(tmp_path, "deep.yaml", text)
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", path],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert len(text) < MAX_RECORD_BYTES
    assert done.returncode == 2, done.stderr[-500:]
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and path in done.stderr


def test_parse_text_reads_json_then_yaml() -> None:
    assert parse_text(b'{"a": 1}') == {"a": 1}
    assert parse_text(b"a: 1\nb: [x, y]\n") == {"a": 1, "b": ["x", "y"]}
    assert parse_text('\ufeff{"a": 1}'.encode()) == {"a": 1}  # a byte-order mark
    with pytest.raises(RecordError):
        parse_text(b"a: [unclosed")
