"""game.storage: files survive kills, upgrades and damage; resuming a match is exact."""

from __future__ import annotations

import errno
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from game import cli, storage
from game.aluette.rules import events as ev
from game.aluette.rules.actions import Action
from game.aluette.rules.options import Options
from game.aluette.rules.record import replay, summary, validate
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import State
from game.games import GAMES
from game.i18n import Translator
from game.storage import (
    DataDir,
    Settings,
    Statistics,
    Storage,
    files,
    new_meta,
    savegame,
    settings,
    stats,
)
from game.storage import history as history_module

ALUETTE = GAMES["aluette"].api

# --- helpers ---------------------------------------------------------------------------------


def play(seed: int, options: Options | None = None, chaos: bool = False) -> list[State]:
    """Every state of a random match (``chaos``: also random offers and gestures)."""
    rng = random.Random(seed)
    state, _ = State.new_match(seed, options or Options())
    states = [state]
    while not state.is_over:
        action: Action = rng.choice(state.legal_actions())
        if chaos and rng.random() < 0.1:
            extra = [a for s in range(state.n) for a in state.interjections(s)]
            action = rng.choice(extra) if extra else action
        state, _ = state.apply(action)
        states.append(state)
    return states


def actions_of(seed: int, options: Options | None = None, chaos: bool = False) -> list[Action]:
    """The actions of ``play`` (replayed again to recover them)."""
    rng = random.Random(seed)
    state, _ = State.new_match(seed, options or Options())
    actions = []
    while not state.is_over:
        action: Action = rng.choice(state.legal_actions())
        if chaos and rng.random() < 0.1:
            extra = [a for s in range(state.n) for a in state.interjections(s)]
            action = rng.choice(extra) if extra else action
        state, _ = state.apply(action)
        actions.append(action)
    return actions


def same_state(a: State, b: State) -> None:
    """Everything a player could see or the engine will use next is equal."""
    for name in ("phase", "to_act", "scores", "hand_wins", "deals", "dealer", "hands", "talon"):
        assert getattr(a, name) == getattr(b, name), name
    for name in ("trick", "trick_log", "winners", "votes", "discards", "signal_log", "offer_log"):
        assert getattr(a, name) == getattr(b, name), name
    assert a.offer == b.offer and a.winner == b.winner
    assert [write_record(h) for h in a.finished] == [write_record(h) for h in b.finished]
    assert a.legal_actions() == b.legal_actions()


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage.open(tmp_path)


def bad_copies(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.bad-*"))


# --- where files live ------------------------------------------------------------------------


def test_data_dir_explicit_env_and_platform(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ALUETTE_DATA_DIR", str(tmp_path / "env"))
    assert DataDir.resolve(tmp_path / "cli") == DataDir(tmp_path / "cli", tmp_path / "cli")
    assert DataDir.resolve() == DataDir(tmp_path / "env", tmp_path / "env")
    monkeypatch.delenv("ALUETTE_DATA_DIR")
    platform = DataDir.resolve()
    assert platform.config.name.lower() == "aluette" and platform.data.name.lower() == "aluette"


def test_storage_does_not_import_pygame() -> None:
    code = "import sys, game.storage; sys.exit('pygame' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


# --- atomic writes ---------------------------------------------------------------------------


def test_atomic_write_replaces_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "f.json"
    storage.atomic_write(target, b"one")
    storage.atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert os.listdir(target.parent) == ["f.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "f.json"
    storage.atomic_write(target, b"old")

    def broken(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        storage.atomic_write(target, b"new")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["f.json"]


@pytest.mark.parametrize("background", [False, True])
def test_unwritable_folder_is_a_notice_not_a_crash(tmp_path: Path, background: bool) -> None:
    (tmp_path / "file").write_text("not a folder")
    store = Storage(DataDir(tmp_path / "file" / "x", tmp_path / "file" / "x"), background)
    store.save_settings(Settings())
    first = store.save_match(1, Options(), [], new_meta())
    store.flush()
    second = store.save_match(1, Options(), [], new_meta())
    store.close()
    assert not store.match_saved(first) and not store.match_saved(second)
    notices = store.take_notices()
    assert notices == [store.unsaved]  # three failed writes, one notice
    assert notices[0].key == "storage.not_saved"
    assert notices[0].values == {"folder": str(tmp_path / "file" / "x")}


def unwritable(tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder nothing can be written in, made so in one of the ways a player meets.

    CI runs as root, whom ``chmod`` does not stop: a folder under a regular file fails for
    root too, and a read-only mount is played by a ``mkstemp`` that says so (EROFS); the
    ``chmod`` case runs only where it means something."""
    if how == "under_a_file":
        (tmp_path / "file").write_text("not a folder")
        return tmp_path / "file" / "aluette"
    folder = tmp_path / "aluette"
    folder.mkdir()
    if how == "read_only_mount":

        def refused(*_: object, **__: object) -> None:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))

        monkeypatch.setattr(tempfile, "mkstemp", refused)
    else:
        if not hasattr(os, "geteuid") or os.geteuid() == 0:
            pytest.skip("chmod stops no write of root's, nor on Windows")
        folder.chmod(0o500)  # the test gives the write right back when done
    return folder


@pytest.mark.parametrize("how", ["under_a_file", "read_only_mount", "chmod"])
def test_a_read_only_folder_is_told_at_start_then_once_for_the_match(
    tmp_path: Path, how: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = unwritable(tmp_path, how, monkeypatch)
    try:
        store = Storage.open(folder, background=True)
        said = store.take_notices()
        assert [n.key for n in said] == ["storage.not_saved"]
        assert said[0].values["folder"] == str(folder)
        assert str(folder) in said[0].text(Translator("fr"))
        store.save_settings(Settings(sound=False))
        store.flush()
        assert store.take_notices() == []  # already said: not at every save
        (state, _), meta = State.new_match(5), new_meta()
        store.save_match(5, state.options, [], meta)
        store.flush()
        assert store.take_notices() == said  # the match is not kept: said at the table
        for _ in range(3):
            store.save_match(5, state.options, [], meta)
            store.save_settings(Settings())
            store.save_stats("aluette")
            store.flush()
            assert store.take_notices() == []
        store.close()
        assert store.load_settings() == Settings()  # nothing was written
        assert store.load_match() is None
    finally:
        if how == "chmod":
            folder.chmod(0o700)


def test_the_start_probe_leaves_nothing_and_says_nothing(tmp_path: Path) -> None:
    store = Storage.open(tmp_path / "new")
    assert store.take_notices() == [] and store.unsaved is None
    assert os.listdir(tmp_path / "new") == []


def test_stale_temporaries_are_swept(tmp_path: Path) -> None:
    old, fresh = tmp_path / ".match.json.abc.tmp", tmp_path / ".match.json.def.tmp"
    old.write_bytes(b"x")
    fresh.write_bytes(b"x")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    Storage.open(tmp_path)
    assert not old.exists() and fresh.exists()


# --- damaged files, for every kind -----------------------------------------------------------


def _good_settings(store: Storage) -> None:
    store.save_settings(Settings(language="fr", sound=False).with_deck("aluette", "french"))


def _good_match(store: Storage) -> None:
    store.save_match(5, Options(), actions_of(5)[:40], new_meta())


def _good_stats(store: Storage) -> None:
    store.record_finished(play(6)[-1], new_meta())


_good_history = _good_stats

KINDS: dict[str, tuple[files.Kind, Callable[[Storage], None], Callable[[Storage], Any], Any]] = {
    "settings": (settings.KIND, _good_settings, Storage.load_settings, Settings()),
    "match": (savegame.KIND, _good_match, Storage.load_match, None),
    "stats": (
        stats.kind_of(ALUETTE),
        _good_stats,
        lambda s: s.stats_of("aluette").to_document(),
        Statistics(ALUETTE).to_document(),
    ),
    "history": (history_module.KIND, _good_history, lambda s: s.history.entries, []),
}

HOSTILE_MARK = "hostile-yaml-ran"


def _corruptions(tmp_path: Path) -> dict[str, Callable[[bytes], bytes]]:
    mark = tmp_path / HOSTILE_MARK
    laughs = ['a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    laughs += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 10)]
    return {
        # at a line's end for YAML (settings), in the middle for one-line JSON
        "truncated": lambda good: good[
            : good.rfind(b"\n", 0, len(good) // 2) + 1 or len(good) // 2
        ],
        "empty": lambda good: b"",
        "binary": lambda good: bytes(random.Random(1).randrange(256) for _ in range(500)),
        "list": lambda good: b"- version: 1\n- language: en\n",
        "future": lambda good: json.dumps({**json.loads(_as_json(good)), "version": 99}).encode(),
        "no_version": lambda good: json.dumps(
            {k: v for k, v in json.loads(_as_json(good)).items() if k != "version"}
        ).encode(),
        "python_tag": lambda good: (
            f'version: 1\nx: !!python/object/apply:os.system ["touch {mark}"]\n'.encode()
        ),
        "billion_laughs": lambda good: ("version: 1\n" + "\n".join(laughs) + "\n").encode(),
        "oversize": lambda good: b" " * files.MAX_BYTES + good,
    }


def _as_json(good: bytes) -> str:
    """A good file's content as JSON text (settings are YAML)."""
    return json.dumps(files.parse(good))


CORRUPTIONS = list(_corruptions(Path()).keys())


@pytest.mark.parametrize("corruption", CORRUPTIONS)
@pytest.mark.parametrize("kind_name", list(KINDS))
def test_damaged_file_gives_defaults_a_notice_and_a_kept_copy(
    tmp_path: Path, kind_name: str, corruption: str
) -> None:
    kind, make_good, load, default = KINDS[kind_name]
    store = Storage.open(tmp_path)
    make_good(store)
    path = store.path(kind)
    good = path.read_bytes()
    damaged = _corruptions(tmp_path)[corruption](good)
    path.write_bytes(damaged)

    fresh = Storage.open(tmp_path)
    loaded = load(fresh)
    notices = fresh.take_notices()
    kept = bad_copies(path)
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert re.fullmatch(rf"{re.escape(kind.name)}\.bad-\d{{8}}-\d{{6}}", kept[0].name)
    assert not (tmp_path / HOSTILE_MARK).exists()
    if kind_name == "settings" and corruption == "truncated":
        # YAML cut at a line is still YAML: what was read is kept, the rest reset and named.
        assert loaded == replace(Settings(), language="fr", sound=False)
        assert notices == [
            storage.Notice("storage.settings_reset", {"keys": "window, rules, decks"})
        ]
        return
    assert loaded == default
    expected = "storage.bad_match" if kind_name == "match" else "storage.bad_file"
    expected = "storage.newer_file" if corruption == "future" else expected
    assert [n.key for n in notices] == [expected]
    assert notices[0].values == {"file": kind.name, "backup": kept[0].name}
    assert not path.exists()
    # The program goes on: the next save writes a good file again.
    make_good(fresh)
    assert load(Storage.open(tmp_path)) != default


def test_two_damaged_files_in_the_same_second_are_both_kept(store: Storage) -> None:
    path = store.path(settings.KIND)
    for _ in range(2):
        path.write_bytes(b"\x00garbage")
        assert store.load_settings() == Settings()
    assert len(bad_copies(path)) == 2


def test_a_folder_in_place_of_a_file_is_set_aside(store: Storage) -> None:
    store.path(savegame.KIND).mkdir(parents=True)
    assert store.load_match() is None
    assert [n.key for n in store.take_notices()] == ["storage.bad_match"]


# --- versions and upgrades -------------------------------------------------------------------


def test_every_kind_reads_its_current_version_as_is() -> None:
    statistics = [stats.kind_of(game.api) for game in GAMES.values()]
    for kind in (settings.KIND, savegame.KIND, *statistics, history_module.KIND):
        assert kind.upgrades[kind.version] is files.same


def test_older_version_is_upgraded(tmp_path: Path) -> None:
    """A fake kind at version 3: files of versions 1 and 2 are brought up to date."""

    def from_2(d: dict[str, Any]) -> dict[str, Any]:
        d["colour"] = d.pop("color")
        return d

    def from_1(d: dict[str, Any]) -> dict[str, Any]:
        d["size"] = d.pop("width")
        return from_2({**d, "color": "green"})

    kind = files.Kind("fake.json", 3, {1: from_1, 2: from_2, 3: files.same})
    notices: list[storage.Notice] = []
    path = tmp_path / "fake.json"
    path.write_text('{"version": 1, "width": 3}')
    assert files.load(path, kind, notices, dict) == {"version": 3, "colour": "green", "size": 3}
    path.write_text('{"version": 2, "color": "red", "size": 4}')
    assert files.load(path, kind, notices, dict) == {"version": 3, "colour": "red", "size": 4}
    assert notices == []
    path.write_text('{"version": 0}')
    assert files.load(path, kind, notices, dict) is None
    assert [n.key for n in notices] == ["storage.bad_file"]


# --- settings --------------------------------------------------------------------------------


def test_settings_round_trip(store: Storage) -> None:
    rules = Options.from_mapping({"offer_point": "off", "match_length": "deals:3"})
    chosen = Settings("fr", "instant", False, False, True, "expert", (1600, 900))
    chosen = chosen.with_options("aluette", rules).with_deck("aluette", "french4")
    store.save_settings(chosen)
    assert "offer_point: 'off'" in store.path(settings.KIND).read_text()  # not a YAML boolean
    assert Storage.open(store.where.config).load_settings() == chosen
    assert store.take_notices() == []


def test_missing_settings_are_defaults_without_notice(store: Storage) -> None:
    assert store.load_settings() == Settings()
    assert store.take_notices() == []


def _write_settings(store: Storage, **changes: object) -> None:
    """A settings file as the program writes it, with some values changed."""
    document = {**Settings().to_document(), **changes}
    store.path(settings.KIND).parent.mkdir(parents=True, exist_ok=True)
    store.path(settings.KIND).write_bytes(files.dump_yaml(document))


def test_bad_setting_values_reset_one_by_one(store: Storage) -> None:
    _write_settings(
        store,
        language="fr",
        decks={"aluette": "tarot"},
        speed=3,
        sound="yes",
        fullscreen=True,
        colour="blue",
    )
    document = files.parse(store.path(settings.KIND).read_bytes())
    del document["window"], document["captions"]
    store.path(settings.KIND).write_bytes(files.dump_yaml(document))
    loaded = store.load_settings()
    assert loaded == replace(Settings(), language="fr", fullscreen=True)
    notices = {n.key: n.values for n in store.take_notices()}
    assert notices == {
        "storage.unknown_settings": {"keys": "colour"},
        "storage.settings_reset": {"keys": "speed, sound, captions, window, decks.aluette"},
    }
    # The original is kept aside and the repaired file written: the player is told once.
    assert len(bad_copies(store.path(settings.KIND))) == 1
    assert store.load_settings() == loaded and store.take_notices() == []


@pytest.mark.parametrize("rules", [{"players": 5}, {"nonsense": 1}, [1, 2], "standard"])
def test_bad_rule_options_reset_to_the_rules_defaults(store: Storage, rules: object) -> None:
    _write_settings(store, decks={"aluette": "french"}, rules={"aluette": rules})
    assert store.load_settings() == Settings().with_deck("aluette", "french")
    assert [n.key for n in store.take_notices()] == ["storage.rules_reset"]


@pytest.mark.parametrize(
    ("env", "expected"),
    [({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LC_ALL": "fr_CA"}, "fr"), ({"LANG": "en_GB"}, "en")],
)
def test_language_defaults_to_the_system_one(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str
) -> None:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert storage.system_language() == expected
    assert Settings().language == expected


def test_every_setting_is_checked() -> None:
    assert set(settings.CHECKS) | set(settings.PER_GAME) == set(Settings.__dataclass_fields__)


# --- the match in progress -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "options", "chaos"),
    [
        (11, Options(), False),
        (12, Options(), True),
        (13, Options.from_mapping({"players": 6, "match_length": "deals:3"}), True),
        (14, Options.from_mapping({"variant": "vache", "match_length": "deals:2"}), False),
        (15, Options.from_mapping({"players": "petit_jean", "match_length": "deals:2"}), True),
    ],
)
def test_resume_equals_uninterrupted_play(
    store: Storage, seed: int, options: Options, chaos: bool
) -> None:
    states = play(seed, options, chaos)
    actions = actions_of(seed, options, chaos)
    assert len(actions) == len(states) - 1
    meta = new_meta(human_seat=1, difficulty="expert", deck="french")
    for k in sorted({0, 1, len(actions), *random.Random(seed).sample(range(len(actions)), 15)}):
        store.save_match(seed, options, actions[:k], meta)
        resumed = Storage.open(store.where.data).load_match()
        assert resumed is not None
        same_state(resumed.state, states[k])
        assert resumed.meta == meta and resumed.actions == actions[:k]
    assert store.take_notices() == []


def test_resumed_match_goes_on_exactly(store: Storage) -> None:
    actions = actions_of(21, chaos=True)
    store.save_match(21, Options(), actions[:50], new_meta())
    resumed = store.load_match()
    assert resumed is not None
    state = resumed.state
    for action in actions[50:]:
        state, _ = state.apply(action)
    same_state(state, play(21, chaos=True)[-1])


def test_save_pins_every_option(store: Storage) -> None:
    store.save_match(3, Options(), [], new_meta())
    saved = json.loads(store.path(savegame.KIND).read_text())
    assert saved["options"] == Options().to_mapping(only_changed=False)
    assert saved["version"] == 1 and saved["seed"] == 3 and saved["actions"] == []


def test_clear_match(store: Storage) -> None:
    store.clear_match()
    store.save_match(3, Options(), [], new_meta())
    store.clear_match()
    assert store.load_match() is None and store.take_notices() == []


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["actions"].append(["play", 0, "ZZ"]),
        lambda d: d["actions"].append(d["actions"][-1]),  # replayed, the engine refuses it
        lambda d: d.update(seed="7"),
        lambda d: d.update(options={"players": 5}),
        lambda d: d.update(actions={"play": 1}),
        lambda d: d.update(meta=[1]),
        lambda d: d["meta"].update(human_seat=9),
        lambda d: d["meta"].update(difficulty="godlike"),
        lambda d: d["meta"].update(deck="tarot"),
        lambda d: d["meta"].pop("match_id"),
    ],
)
def test_match_the_engine_refuses_is_set_aside(
    store: Storage, change: Callable[[dict], None]
) -> None:
    store.save_match(8, Options(), actions_of(8)[:30], new_meta())
    path = store.path(savegame.KIND)
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))
    assert store.load_match() is None
    assert [n.key for n in store.take_notices()] == ["storage.bad_match"]
    assert len(bad_copies(path)) == 1


# --- statistics ------------------------------------------------------------------------------


def test_statistics_count_every_hand_once(store: Storage) -> None:
    states = play(31)
    meta = new_meta(human_seat=0, difficulty="expert")
    for state in states[::7]:  # even with calls missed, and repeated
        store.record_finished(state, meta)
        store.record_finished(state, meta)
    store.record_finished(states[-1], meta)
    end = states[-1]
    expert = Storage.open(store.where.data).stats_of("aluette").by_difficulty["expert"]
    hands = [h.result for h in end.finished]
    assert expert.hands_played == end.deals == len(hands)
    assert expert.hands_won == sum(r.points[0] > 0 for r in hands)
    assert expert.spoiled_tricks == sum(w is None for h in end.finished for w in h.winners)
    assert expert.matches_played == 1 and expert.matches_won == (end.winner == 0)
    assert store.stats_of("aluette").by_difficulty["novice"] == ALUETTE.TALLY()


def test_mordiennes_are_made_or_suffered() -> None:
    made = suffered = 0
    recorded = Statistics(ALUETTE)
    for seed in range(40):
        end = play(seed)[-1]
        recorded.record(end, 1, "standard", f"m{seed}")
        for hand in end.finished:
            r = hand.result
            if r.mordienne and r.winner is not None:
                made += hand.team(r.winner) == 1
                suffered += hand.team(r.winner) == 0
    tally = recorded.by_difficulty["standard"]
    assert made + suffered > 0
    assert (tally.mordiennes_made, tally.mordiennes_suffered) == (made, suffered)


def test_streaks_and_totals() -> None:
    recorded = Statistics(ALUETTE)
    results = []
    for seed in range(12):
        end = play(seed)[-1]
        recorded.record(end, 0, "novice" if seed % 2 else "standard", f"m{seed}")
        results.append((seed % 2, end.winner == 0))
    best = 0
    for level in (0, 1):
        run = 0
        for lv, won in results:
            if lv == level:
                run = run + 1 if won else 0
                best = max(best, run)
    total = recorded.total()
    assert total.matches_played == 12
    assert total.matches_won == sum(w for _, w in results)
    assert total.best_streak == best


def test_reset_keeps_counted_hands_counted(store: Storage) -> None:
    states = play(32)
    meta = new_meta()
    store.record_finished(states[len(states) // 2], meta)
    store.stats_of("aluette").reset()
    store.save_stats("aluette")
    store.record_finished(states[len(states) // 2], meta)
    assert store.stats_of("aluette").total().hands_played == 0
    store.record_finished(states[-1], meta)
    reloaded = Storage.open(store.where.data).stats_of("aluette").total()
    assert 0 < reloaded.hands_played < states[-1].deals


def test_no_statistics_without_a_human(store: Storage) -> None:
    store.record_finished(play(33)[-1], new_meta(human_seat=None))
    assert store.stats_of("aluette").total() == ALUETTE.TALLY()
    assert store.history.entries


# --- history ---------------------------------------------------------------------------------


def test_history_keeps_the_last_hands(store: Storage) -> None:
    finished = 0
    for seed in range(40, 52):
        end = play(seed)[-1]
        store.record_finished(end, new_meta())
        finished += end.deals
    assert finished > history_module.LIMIT
    entries = Storage.open(store.where.data).history.entries
    assert len(entries) == history_module.LIMIT
    assert entries[-1].record == write_record(end.finished[-1])
    assert store.take_notices() == []


def test_exported_hand_replays(
    store: Storage, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    end = play(61)[-1]
    store.record_finished(end, new_meta())
    target = tmp_path / "exported" / "hand.json"
    assert store.export_hand(-1, target)
    assert cli.main(["replay", str(target), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == summary(replay(validate(write_record(end.finished[-1]))))
    assert out["points"] == list(end.finished[-1].result.points)


def test_history_with_a_bad_record_is_set_aside(store: Storage) -> None:
    store.record_finished(play(62)[-1], new_meta())
    path = store.path(history_module.KIND)
    document = json.loads(path.read_text())
    document["hands"][0]["record"]["dealer"] = 7
    path.write_text(json.dumps(document))
    assert Storage.open(store.where.data).history.entries == []
    assert len(bad_copies(path)) == 1


# --- notices ---------------------------------------------------------------------------------


def test_notice_keys_exist_in_both_languages() -> None:
    used = set(re.findall(r'"(storage\.[a-z_]+)"', _storage_source()))
    assert len(used) == 8
    for lang in ("en", "fr"):
        t = Translator(lang)
        assert {k for k in used if t.has(k)} == used, lang
        for key in used:
            placeholders = set(re.findall(r"{(\w+)}", t(key, **_all_placeholders())))
            assert not placeholders, key
    assert str(storage.Notice("storage.bad_file", {"file": "a", "backup": "b"})).startswith("a ")


def _all_placeholders() -> dict[str, str]:
    return {"file": "f", "backup": "b", "keys": "k", "reason": "r", "folder": "d"}


def _storage_source() -> str:
    folder = Path(storage.__file__).parent
    return "".join(p.read_text() for p in folder.glob("*.py"))


def test_events_carry_what_statistics_read() -> None:
    """Statistics read ``state.finished[i].result``: it is the hand's HandEnded event."""
    state, _ = State.new_match(71)
    rng = random.Random(71)
    while not state.deals:
        state, events = state.apply(rng.choice(state.legal_actions()))
    ended = [e for e in events if isinstance(e, ev.HandEnded)]
    assert ended == [state.finished[0].result]
