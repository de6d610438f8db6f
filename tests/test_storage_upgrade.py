"""Today's files keep loading: the version 1 settings, saved matches, statistics and history
of ``tests/data/v1`` (written by the program before storage was keyed by the game) load with
nothing lost, and the settings file is rewritten in its current form."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.games import GAMES
from game.storage import Storage, files, savegame, settings
from game.storage.stats import kind_of

V1 = Path(__file__).parent / "data" / "v1"
EXPECTED: dict[str, dict[str, Any]] = json.loads((V1 / "expected.json").read_text())


def _v1(name: str) -> dict[str, Any]:
    document: dict[str, Any] = yaml.safe_load((V1 / name).read_text())
    assert document["version"] == 1
    return document


def _store(tmp_path: Path, *names: str, saved_as: str | None = None) -> Storage:
    """A data folder holding copies of today's files."""
    for name in names:
        shutil.copy(V1 / name, tmp_path / (saved_as or name))
    return Storage.open(tmp_path)


def test_version_1_settings_keep_every_value(tmp_path: Path) -> None:
    old = _v1("settings.yaml")
    store = _store(tmp_path, "settings.yaml")
    loaded = store.load_settings()
    assert store.take_notices() == []
    for key in settings.CHECKS:
        value = getattr(loaded, key)
        assert (list(value) if key == "window" else value) == old[key], key
    aluette, contree = GAMES["aluette"].api, GAMES["contree"].api
    assert aluette.write_options(loaded.options_for("aluette")) == old["rules"]
    assert contree.write_options(loaded.options_for("contree")) == old["contree_rules"]
    assert loaded.options_for("aluette") != aluette.default_options()
    assert loaded.options_for("contree") != contree.default_options()
    assert old["deck"] == "spanish"
    assert loaded.deck_for("aluette") == "spanish"
    assert loaded.deck_for("contree") == "french", "the deck Contrée's table drew"


def test_version_1_settings_are_rewritten_in_the_current_form(tmp_path: Path) -> None:
    store = _store(tmp_path, "settings.yaml")
    loaded = store.load_settings()
    path = store.path(settings.KIND)
    rewritten = yaml.safe_load(path.read_text())
    assert rewritten["version"] == settings.KIND.version == 2
    assert "deck" not in rewritten and "contree_rules" not in rewritten
    assert rewritten["decks"] == {"aluette": "spanish", "contree": "french"}
    assert rewritten["rules"]["contree"] == _v1("settings.yaml")["contree_rules"]
    again = Storage.open(tmp_path)
    assert again.load_settings() == loaded and again.take_notices() == []
    assert list(tmp_path.glob("settings.yaml.bad-*")) == [], "nothing set aside"


@pytest.mark.parametrize(
    ("deck", "contree"), [("spanish", "french"), ("french", "french"), ("french4", "french4")]
)
def test_the_one_deck_of_version_1_becomes_each_games(
    tmp_path: Path, deck: str, contree: str
) -> None:
    path = tmp_path / settings.KIND.name
    path.write_bytes(files.dump_yaml({**_v1("settings.yaml"), "deck": deck}))
    loaded = Storage.open(tmp_path).load_settings()
    assert (loaded.deck_for("aluette"), loaded.deck_for("contree")) == (deck, contree)


def test_version_1_settings_with_bad_rules_keep_the_rest(tmp_path: Path) -> None:
    path = tmp_path / settings.KIND.name
    path.write_bytes(files.dump_yaml({**_v1("settings.yaml"), "rules": {"players": 7}}))
    store = Storage.open(tmp_path)
    loaded = store.load_settings()
    assert [n.key for n in store.take_notices()] == ["storage.rules_reset"]
    assert loaded.options_for("aluette") == GAMES["aluette"].api.default_options()
    assert loaded.options_for("contree").target == 3000 and loaded.language == "fr"


@pytest.mark.parametrize("game", list(GAMES))
def test_version_1_statistics_keep_every_counter(tmp_path: Path, game: str) -> None:
    name = GAMES[game].api.STATISTICS_FILE
    old = _v1(name)
    store = _store(tmp_path, name)
    loaded = store.stats_of(game)
    assert store.take_notices() == []
    assert loaded.kind == kind_of(GAMES[game].api)
    assert loaded.to_document() == old
    played = sum(t["hands_played"] for t in old["by_difficulty"].values())
    assert played > 0 and loaded.total().hands_played == played


def test_version_1_history_keeps_every_hand_of_both_games(tmp_path: Path) -> None:
    old = _v1("history.json")
    store = _store(tmp_path, "history.json")
    entries = store.history.entries
    assert store.take_notices() == []
    assert [(e.match_id, e.deal, e.finished, e.record) for e in entries] == [
        (h["match_id"], h["deal"], h["finished"], h["record"]) for h in old["hands"]
    ]
    formats = {e.record["format"] for e in entries}
    assert formats == {game.record_format for game in GAMES.values()}
    for entry in entries[:: len(entries) - 1]:
        target = tmp_path / "hand.json"
        assert store.export_hand(entries.index(entry), target)
        assert json.loads(target.read_text()) == entry.record


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_version_1_saved_match_resumes_where_it_stopped(tmp_path: Path, name: str) -> None:
    old = _v1(name)
    store = _store(tmp_path, name, saved_as="match.json")
    resumed = store.load_match()
    assert resumed is not None and store.take_notices() == []
    assert resumed.meta == old["meta"]
    game = GAMES[old["meta"].get("game", "aluette")].api
    state = resumed.state
    expected = EXPECTED[name]
    assert len(resumed.actions) == expected["actions"] == len(old["actions"])
    assert [game.action_to_json(a) for a in resumed.actions] == old["actions"]
    # Options added since (issue 24's) are read at their defaults, which play as before.
    options = {**game.write_options(game.default_options(), every=True), **old["options"]}
    assert game.write_options(state.options, every=True) == options
    seen = (state.hand_no, len(state.finished), state.to_act, state.is_over)
    assert seen == (expected["hand_no"], expected["finished"], expected["to_act"], False)
    assert [game.action_text(a) for a in state.legal_actions()] == expected["legal"]
    # Saved again, it is the same file, with the newer options written too.
    store.save_match(state.seed, state.options, resumed.actions, resumed.meta)
    assert json.loads(store.path(savegame.KIND).read_text()) == {**old, "options": options}


def test_a_version_1_data_folder_plays_on(tmp_path: Path) -> None:
    """Every file of today together: the saved match counts its next hands in its game's
    statistics and the history, next to what was there."""
    names = ("settings.yaml", "stats.json", "contree-stats.json", "history.json")
    store = _store(tmp_path, *names)
    shutil.copy(V1 / "contree-match.json", tmp_path / "match.json")
    resumed = store.load_match()
    assert resumed is not None
    game = GAMES["contree"].api
    state, bots = resumed.state, {s: game.make_bot("novice", s) for s in range(4)}
    before = store.stats_of("contree").by_difficulty["standard"].hands_played
    kept = len(store.history.entries)
    while len(state.finished) < 2:
        state, _ = state.apply(game.next_bot_action(state, bots))
    store.record_finished(state, resumed.meta)
    fresh = Storage.open(tmp_path)
    assert fresh.stats_of("contree").by_difficulty["standard"].hands_played == before + 1
    assert fresh.stats_of("aluette").to_document() == _v1("stats.json")
    assert len(fresh.history.entries) == kept + 1
    assert fresh.take_notices() == []
