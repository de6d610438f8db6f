"""The game registry and the ``--game`` flags: ``bench engine`` for both games, and a clear
refusal where Contrée has no table or bots yet."""

from __future__ import annotations

import json

import pytest

from game import bench, cli
from game.games import DEFAULT_GAME, GAMES, by_format

KEYS = {"game", "hands_per_s", "actions_per_s", "reference_hands_per_s", "ratio"}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_has_the_parts_the_registry_promises(game: str) -> None:
    g = GAMES[game]
    api = g.api
    state, _ = api.new_match(3, api.default_options())
    assert state.legal_actions()
    assert issubclass(api.IllegalAction, ValueError)
    assert callable(api.score) and callable(api.describe)
    assert g.record_format == api.RECORD_FORMAT
    assert by_format(g.record_format) is g
    assert callable(api.bare_hands)


@pytest.mark.parametrize("game", list(GAMES))
def test_bench_engine_reports_both_loops_and_their_ratio(
    game: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setattr(bench, "ENGINE_SECONDS", 0.3)
    assert cli.main(["bench", "engine", "--game", game, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result) == KEYS and result["game"] == game
    assert result["hands_per_s"] > 0 and result["reference_hands_per_s"] > 0
    ratio = result["hands_per_s"] / result["reference_hands_per_s"]
    assert result["ratio"] == pytest.approx(ratio, abs=0.002)


def test_bench_engine_defaults_to_aluette(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(bench, "ENGINE_SECONDS", 0.1)
    assert cli.main(["bench", "engine", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == DEFAULT_GAME == "aluette"


def test_unknown_game_is_a_usage_error(capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as done:
        cli.main(["bench", "engine", "--game", "belote"])
    assert done.value.code == 2
