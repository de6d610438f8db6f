"""The arena's Contrée modes: one level making every call (both tables reach the same
contract), rule options read by the game, and the hand counts of each side."""

from __future__ import annotations

import json

import pytest

from game import arena, cli
from game.contree import api
from game.interface import ArenaCounts


def contracts_of(monkeypatch, setup: arena.Setup, seeds: range) -> list[list[object]]:
    """The contract of each play of each deal (two per deal)."""
    seen: list[object] = []
    counts = api.ARENA_COUNTS
    assert counts is not None

    def per_hand(hand, levels):
        seen.append(hand.contract)
        return counts.per_hand(hand, levels)

    monkeypatch.setattr(api, "ARENA_COUNTS", ArenaCounts(per_hand, counts.rates))
    for seed in seeds:
        arena.play_deal(setup, seed)
    return [seen[i : i + 2] for i in range(0, len(seen), 2)]


def test_calls_by_one_level_gives_both_tables_the_same_contract(monkeypatch) -> None:
    plays = contracts_of(
        monkeypatch, arena.Setup("contree", "novice", "random", "standard"), range(8)
    )
    assert len(plays) == 8
    assert all(first == second for first, second in plays)
    assert any(first is not None for first, _ in plays)


def test_without_calls_by_the_tables_bid_apart(monkeypatch) -> None:
    """The yardstick of the test above: the novice and random bots reach other contracts."""
    plays = contracts_of(monkeypatch, arena.Setup("contree", "novice", "random"), range(8))
    assert any(first != second for first, second in plays)


def test_the_arena_summary_names_who_calls_and_the_options(capsys) -> None:
    argv = ["arena", "--game", "contree", "--a", "standard", "--b", "novice", "--deals", "3"]
    argv += ["--calls-by", "novice", "--options", "belote=points, contre=prompt", "--json"]
    assert cli.main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["calls_by"] == "novice"
    assert summary["options"] == {"belote": "points", "contre": "prompt"}
    hands = summary["hands"]
    assert hands["standard"]["hands"] == hands["novice"]["hands"] == 6
    for side in hands.values():
        assert side["contracts"] == round(side["contract_rate"] * 6)
        assert 0 <= side["made_rate"] <= 1 and 0 <= side["surcontre_rate"] <= 1
    # the same contracts at both tables: each side took as many of them
    assert hands["standard"]["contracts"] == hands["novice"]["contracts"]


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ("belote=loud", "option 'belote' cannot be 'loud'"),
        ("colour=red", "unknown option 'colour'"),
        ("belote", "'belote' is not name=value"),
    ],
)
def test_a_bad_option_is_one_line_and_exit_2(capsys, options: str, words: str) -> None:
    argv = ["arena", "--game", "contree", "--a", "novice", "--b", "random", "--options", options]
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("aluette: --options: ") and words in err and err.count("\n") == 1


def test_a_level_the_game_lacks_is_one_line_and_exit_2(capsys) -> None:
    assert cli.main(["arena", "--a", "reference", "--b", "random"]) == 2
    err = capsys.readouterr().err
    assert "aluette has no bot level 'reference'" in err and err.count("\n") == 1


def test_the_counts_of_contres_and_surcontres() -> None:
    """A contred and surcontred hand counted to the side that made each call: the bidder's
    side took the contract and surcontred, the other contred; one of them won."""
    from contree_helpers import after_calls

    from game.contree.ai import make_bot
    from game.contree.ai.driver import play_out
    from game.contree.ai.stats import hand_rates, hand_stats

    state, _ = after_calls(["80H", "contre", "surcontre"])
    bidder = state.contract.bidder
    levels = {s: "ours" if s % 2 == bidder % 2 else "theirs" for s in range(4)}
    hand = play_out(state, {s: make_bot("standard", s) for s in range(4)}).finished[0]
    made = hand.result.score.made
    ours, theirs = (hand_rates(hand_stats(hand, levels)[side]) for side in ("ours", "theirs"))
    assert (ours["hands"], ours["contracts"], ours["contract_rate"]) == (1, 1, 1.0)
    assert (ours["surcontres"], ours["surcontre_rate"], ours["made_rate"]) == (1, made, made)
    assert (theirs["contracts"], theirs["contres"], theirs["contre_rate"]) == (0, 1, 1 - made)
    assert theirs["surcontres"] == 0


def test_a_preset_names_its_options_and_later_items_amend_it(capsys) -> None:
    """``--options club,target=1000``: the game's preset, then one option changed."""
    argv = ["arena", "--game", "contree", "--a", "novice", "--b", "random", "--deals", "1"]
    assert cli.main([*argv, "--options", "club,target=1000", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    club = dict(api.PRESETS["club"])
    assert club and summary["options"] == {**club, "target": 1000}
    assert cli.main(["arena", "--a", "novice", "--b", "random", "--options", "club"]) == 2
    assert "'club' is not name=value or a preset" in capsys.readouterr().err
