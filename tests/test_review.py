"""The shared hand review (``game.review``, ``aluette review``), without the games' evaluators.

A tiny made-up game is registered for these tests: two seats hold two numbered cards each;
seat 0 first says ``pass`` or ``double`` (the stakes), then two tricks are played, the higher
card wins the trick, its two numbers as points, and the winner leads. Its evaluator is a
brute-force minimax (with open cards; the same values marked inexact without), so the core's
best, loss, grade, order, totals, JSON and command can be checked against values that are
certain, and one hand is worked out by hand.
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from game import cli
from game.bench import bench_review, seeded_hand
from game.games import GAMES, Game
from game.i18n import LANGUAGES, Translator, catalog
from game.interface import ActionValue, Decision
from game.records import RecordError
from game.review import GRADES, figure, grade, review, review_json, total_loss

FORMAT = "fake-record/1"


@dataclass(frozen=True)
class Call:
    seat: int
    double: bool


@dataclass(frozen=True)
class Play:
    seat: int
    card: int


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    stakes: int | None = None
    trick: tuple[int, ...] = ()
    leader: int = 0
    points: tuple[int, int] = (0, 0)
    log: tuple[Any, ...] = ()
    n: int = 2

    @property
    def is_over(self) -> bool:
        return self.stakes is not None and not any(self.hands) and not self.trick

    @property
    def finished(self) -> list[State]:
        return [self] if self.is_over else []

    @property
    def to_act(self) -> int | None:
        if self.is_over:
            return None
        return 0 if self.stakes is None else (self.leader + len(self.trick)) % 2

    def legal_actions(self) -> list[Any]:
        seat = self.to_act
        if seat is None:
            return []
        if self.stakes is None:
            return [Call(0, False), Call(0, True)]
        return [Play(seat, c) for c in self.hands[seat]]

    def apply(self, action: Any) -> tuple[State, list[Any]]:
        if action not in self.legal_actions():
            raise ValueError(f"{action} is not legal")
        log = (*self.log, action)
        if isinstance(action, Call):
            return replace(self, stakes=2 if action.double else 1, log=log), []
        left = tuple(c for c in self.hands[action.seat] if c != action.card)
        hands = (left, self.hands[1]) if action.seat == 0 else (self.hands[0], left)
        trick = (*self.trick, action.card)
        if len(trick) < 2:
            return replace(self, hands=hands, trick=trick, log=log), []
        winner = self.leader if trick[0] > trick[1] else 1 - self.leader
        won = sum(trick)
        points = (self.points[0] + won * (winner == 0), self.points[1] + won * (winner == 1))
        return replace(self, hands=hands, trick=(), leader=winner, points=points, log=log), []

    def margin(self, seat: int) -> int:
        """The finished hand for ``seat``: its points minus the other's, times the stakes."""
        assert self.stakes is not None
        return (self.points[seat] - self.points[1 - seat]) * self.stakes


def minimax(state: State, seat: int) -> int:
    """Best play by both from ``state``, for ``seat``."""
    if state.is_over:
        return state.margin(seat)
    results = [minimax(state.apply(a)[0], seat) for a in state.legal_actions()]
    return max(results) if state.to_act == seat else min(results)


class FakeApi:
    """The members of ``GameApi`` the review and its bench use."""

    NAME = "fake"
    RECORD_FORMAT = FORMAT
    DECKS = ("plain",)
    GRADES = (1.0, 5.0, 10.0)

    def __init__(self) -> None:
        self.evaluated: list[int] = []

    def _walk(self, data: Any) -> tuple[State, list[Decision]]:
        state = State((tuple(data["hands"][0]), tuple(data["hands"][1])))
        taken = []
        actions = [Call(0, data["call"] == "double")] if "call" in data else []
        for action in actions + [Play(-1, c) for c in data.get("plays", [])]:
            if state.is_over:
                raise RecordError("too many plays")
            if isinstance(action, Play):
                action = Play(state.to_act, action.card)
            kind, play = ("call", None) if isinstance(action, Call) else ("card", len(taken) - 1)
            taken.append(Decision(state, action.seat, action, kind, play))
            try:
                state, _ = state.apply(action)
            except ValueError as err:
                raise RecordError(str(err)) from None
        return state, taken

    def read_record(self, data: Any) -> State:
        return self._walk(data)[0]

    def decisions(self, data: Any) -> list[Decision]:
        return self._walk(data)[1]

    def evaluate(self, decision: Decision, open_cards: bool, seed: int) -> list[ActionValue]:
        self.evaluated.append(decision.play if decision.play is not None else -1)
        state = decision.state
        return [
            ActionValue(a, float(minimax(state.apply(a)[0], decision.seat)), open_cards)
            for a in state.legal_actions()
        ]

    def action_text(self, action: Any) -> str:
        if isinstance(action, Call):
            return "double" if action.double else "pass"
        return str(action.card)

    def action_words(self, action: Any, t: Translator, deck: str) -> str:
        return f"the card {action.card}" if isinstance(action, Play) else self.action_text(action)

    # what ``bench review`` plays its hands with
    def default_options(self) -> None:
        return None

    def new_match(self, seed: int, options: Any) -> tuple[State, list[Any]]:
        cards = random.Random(seed).sample(range(1, 10), 4)
        return State((tuple(cards[:2]), tuple(cards[2:]))), []

    def make_bot(self, level: str, seed: int) -> random.Random:
        return random.Random(seed)

    def next_bot_action(self, state: State, bots: dict[int, random.Random]) -> Any:
        return bots[state.to_act].choice(state.legal_actions())

    def write_record(self, state: State) -> dict[str, Any]:
        call, *plays = state.log
        cards = [[a.card for a in plays if a.seat == seat] for seat in (0, 1)]
        return record(cards, self.action_text(call), [a.card for a in plays])


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> FakeApi:
    """The made-up game, registered."""
    api = FakeApi()
    monkeypatch.setitem(GAMES, "fake", Game("fake", "fakegame", "game.ui.fake", FORMAT))
    monkeypatch.setitem(sys.modules, "fakegame.api", api)
    for lang in LANGUAGES:
        monkeypatch.setitem(catalog(lang)["games"], "fake", {"name": "Fake"})
    return api


def record(hands: list[list[int]], call: str, plays: list[int]) -> dict[str, Any]:
    return {"format": FORMAT, "hands": hands, "call": call, "plays": plays}


WORKED = record([[9, 1], [8, 2]], "pass", [9, 8, 1, 2])
"""Worked out by hand: either lead makes +2 for seat 0 with best play, so ``double`` makes
+4 and ``pass`` loses 2; over the 9, seat 1's 8 gives −14 and its 2 only −2 (a loss of 12);
the last two cards are forced."""


def test_a_hand_worked_out_by_hand(fake: FakeApi) -> None:
    verdicts = list(review(WORKED, open_cards=True))
    assert [(v.index, v.seat, v.kind, v.play) for v in verdicts] == [
        (0, 0, "call", None),
        (1, 0, "card", 0),
        (2, 1, "card", 1),
        (3, 0, "card", 2),
        (4, 1, "card", 3),
    ]
    call, lead, over, *_ = verdicts
    assert call.values == (("pass", 2.0), ("double", 4.0))
    assert (call.played, call.best, call.loss, call.grade) == ("pass", "double", 2.0, "inaccuracy")
    assert (lead.best, lead.loss, lead.grade) == ("9", 0.0, "good")
    assert over.values == (("8", -14.0), ("2", -2.0))
    assert (over.best, over.loss, over.grade) == ("2", 12.0, "blunder")
    assert total_loss(verdicts, 2) == [2.0, 12.0]
    assert all(v.exact for v in verdicts)


def random_record(rng: random.Random) -> dict[str, Any]:
    cards = rng.sample(range(1, 10), 4)
    state = State((tuple(cards[:2]), tuple(cards[2:])))
    call = rng.choice(["pass", "double"])
    state, _ = state.apply(Call(0, call == "double"))
    plays = []
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        plays.append(action.card)
        state, _ = state.apply(action)
    return record([cards[:2], cards[2:]], call, plays)


@pytest.mark.parametrize("seed", range(12))
def test_best_loss_and_grade_follow_the_brute_forced_values(fake: FakeApi, seed: int) -> None:
    data = random_record(random.Random(seed))
    decisions = fake.decisions(data)
    verdicts = list(review(data, open_cards=True))
    assert [v.index for v in verdicts] == list(range(len(decisions)))
    for v, d in zip(verdicts, decisions, strict=True):
        state = d.state
        values = {
            fake.action_text(a): minimax(state.apply(a)[0], d.seat) for a in state.legal_actions()
        }
        assert dict(v.values) == values
        assert v.played == fake.action_text(d.action)
        assert values[v.best] == max(values.values())
        assert v.loss == max(values.values()) - values[v.played] >= 0
        if v.loss == 0:
            assert v.best == v.played
        assert v.grade == GRADES[sum(v.loss >= limit for limit in fake.GRADES)]
        assert v.action(v.best) in state.legal_actions()


def test_grades_start_at_each_threshold() -> None:
    limits = (1.0, 5.0, 10.0)
    for worst, limit in enumerate(limits, start=1):
        assert grade(limit, limits) == GRADES[worst]
        assert grade(limit - 0.01, limits) == GRADES[worst - 1]
    assert grade(0.0, limits) == "good"


def test_verdicts_come_one_at_a_time_and_only_the_seat_asked(fake: FakeApi) -> None:
    verdicts = review(WORKED, open_cards=False)
    first = next(verdicts)
    assert fake.evaluated == [-1]  # only the call weighed so far
    assert first.index == 0 and not first.exact
    mine = list(review(WORKED, seat=1, open_cards=True))
    assert [v.index for v in mine] == [2, 4]
    assert total_loss(mine, 2) == [0.0, 12.0]


@pytest.mark.parametrize(
    "bad",
    [
        record([[9, 1], [8, 2]], "pass", [9, 8, 1]),  # unfinished
        record([[9, 1], [8, 2]], "pass", [9, 2, 1, 7]),  # a card not held
        {"format": "nothing/1"},
    ],
)
def test_a_bad_record_is_refused_before_anything_is_weighed(fake: FakeApi, bad: Any) -> None:
    with pytest.raises(RecordError):
        review(bad)
    assert fake.evaluated == []


def test_values_that_leave_out_the_action_played_are_an_error(
    fake: FakeApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    full = fake.evaluate
    monkeypatch.setattr(
        fake, "evaluate", lambda d, o, s: [v for v in full(d, o, s) if v.action != d.action]
    )
    with pytest.raises(ValueError, match="action played"):
        next(review(WORKED))


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = cli.main(["review", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def write(tmp_path: Path, data: Any, name: str = "hand.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def test_review_json_is_the_issue_shape(fake: FakeApi, tmp_path: Path, capsys) -> None:
    status, out, err = run(capsys, write(tmp_path, WORKED), "--json", "--open")
    assert (status, err) == (0, "")
    result = json.loads(out)
    verdicts = list(review(WORKED, open_cards=True))
    assert result == review_json("fake", True, verdicts, 2)
    assert set(result) == {"game", "open", "decisions", "total_loss"}
    assert (result["game"], result["open"], result["total_loss"]) == ("fake", True, [2.0, 12.0])
    over = result["decisions"][2]
    assert over == {
        "index": 2,
        "seat": 1,
        "kind": "card",
        "play": 1,
        "played": "8",
        "best": "2",
        "loss": 12.0,
        "exact": True,
        "values": [{"action": "8", "value": -14.0}, {"action": "2", "value": -2.0}],
    }
    assert result["decisions"][0]["play"] is None
    _, out, _ = run(capsys, write(tmp_path, WORKED), "--json", "--seat", "0")
    shown = json.loads(out)
    assert [d["index"] for d in shown["decisions"]] == [0, 1, 3]
    assert shown["open"] is False and shown["total_loss"] == [2.0, 0.0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_review_text_in_each_language(fake: FakeApi, tmp_path: Path, capsys, lang: str) -> None:
    t = Translator(lang)
    status, out, _ = run(capsys, write(tmp_path, WORKED), "--lang", lang)
    assert status == 0
    assert t("review.reading_knew") in out
    assert t("review.grades.blunder") in out and t("review.grades.inaccuracy") in out
    played = t("review.figures_knew", yours=t("review.yours.card"), value=figure(t, -14))
    assert t("review.figures_best", played=played, best="the card 2", value=figure(t, -2)) in out
    costliest = out[out.index(t("review.costliest")) :]
    assert costliest.index("the card 8 (") < costliest.index("pass (")  # the costlier first
    _, opened, _ = run(capsys, write(tmp_path, WORKED), "--lang", lang, "--open")
    assert t("review.reading_open") in opened and t("review.reading_knew") not in opened


def test_figures_read_as_players_write_them() -> None:
    en, fr = Translator("en"), Translator("fr")
    assert [figure(en, x) for x in (-40.0, 15.0, 11.5, 0.0)] == ["−40", "+15", "+11.5", "+0"]
    assert figure(fr, 11.5) == "+11,5"


@pytest.mark.parametrize(
    ("data", "argv", "says"),
    [
        (record([[9, 1], [8, 2]], "pass", [9, 8]), (), "not finished"),
        (WORKED, ("--seat", "2"), "no seat 2"),
        ({"format": "nothing/1"}, (), "unknown format"),
    ],
)
def test_review_refuses_in_one_line_naming_the_file(
    fake: FakeApi, tmp_path: Path, capsys, data: Any, argv: tuple[str, ...], says: str
) -> None:
    path = write(tmp_path, data)
    status, out, err = run(capsys, path, *argv)
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and path in err and says in err


def test_bench_review_times_whole_hands_and_first_verdicts(fake: FakeApi) -> None:
    assert fake.read_record(seeded_hand(fake, 4)).is_over
    result = bench_review("fake", open_cards=True, hands=3)
    assert (result["game"], result["open"], result["hands"]) == ("fake", True, 3)
    assert 0 <= result["first_median_s"] <= result["first_max_s"] <= result["max_s"]
    assert result["median_s"] <= result["max_s"]
    assert len(fake.evaluated) == 3 * 5  # a call and four cards a hand


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_decision_of_the_real_games_can_be_told(name: str, lang: str) -> None:
    """Each kind of decision a real game lists has its words, and each action its name."""
    api = GAMES[name].api
    t = Translator(lang)
    for seed in (1, 2, 3):
        for d in api.decisions(seeded_hand(api, seed)):
            assert t(f"review.yours.{d.kind}")
            named = api.action_words(d.action, t, api.DECKS[0])
            assert named and named != api.action_text(d.action)
