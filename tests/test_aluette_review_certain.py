"""Aluette's review, default reading ("what you knew"), against positions built so that the
answer is certain.

Random hands rarely end in a decision that matters, so the positions are built by hand from
the rules (``rules/ALUETTE.md``): seat 0 (S) plays last to the eighth trick with two cards
left. Each claim about them is checked here by brute force, independently of the evaluators
(``game/aluette/review.py``, ``ai/solver.py``): every split of the cards S has not seen (the
others' hands and the undealt talon) among the other seats, in the sizes they hold, is
rebuilt through the engine's ``State.from_deal`` and the record's plays, and each of S's
cards is valued by a minimax over the engine's ``apply`` and its result.

- **certain**: S holds Monsieur and the three of swords; Opponent 1 leads Madame. Monsieur
  now takes S to three tricks first (+1 whatever is hidden); the three of swords lets
  Opponent 1 reach three tricks first, and Monsieur wins the last trick too late (−1).
- **hidden**: S holds La Vache and the three of swords; the partner's king tops the eighth
  trick and the partner has no trick yet. La Vache now makes S the hand's winner (+1 whatever is
  hidden). Keeping it is a gamble: the partner's last card may take the last trick for a
  mordienne (+2), an opponent's may take the hand (−1); on average it loses. In the true deal
  the partner holds Monsieur: there, and only with open cards, La Vache now was the worse card.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations
from statistics import mean

import pytest

from game.aluette import api
from game.aluette.cards import CODES, card
from game.aluette.rules.actions import Play
from game.aluette.rules.state import State
from game.interface import Decision
from game.review import GRADES, Verdict, grade, review

S = 0
DEALER = 3
"""Seat 0 leads the first trick."""

CERTAIN = {
    "hands": [
        ["AD", "AH", "4C", "4H", "QH", "8H", "8C", "3D", "3S"],
        ["5C", "5D", "5H", "5S", "6S", "AS", "AC", "3H", "JS"],
        ["6C", "6D", "KD", "4D", "4S", "6H", "7S", "JD", "JC"],
        ["7C", "7D", "7H", "KH", "QD", "8D", "8S", "JH", "9S"],
    ],
    # tricks 1-7: S, S, partner, opponent 3, spoiled, opponent 1, opponent 1
    "plays": "AD 5C 6C 7C  AH 5D 6D 7D  4C 5H KD 7H  4D KH 4H 5S  QD QH 6S 4S"
    "  8D 8H AS 6H  AC 7S 8S 8C  3H JD JH 3S  JS JC 9S 3D",
}
"""S (seat 0) plays the three of swords (the losing card) to the eighth trick."""

HIDDEN = {
    "hands": [
        ["AD", "KD", "5D", "6D", "8D", "7S", "8H", "2H", "3S"],
        ["5C", "KH", "QD", "5H", "6S", "AS", "JD", "9C", "8S"],
        ["6C", "4C", "4D", "4H", "4S", "5S", "6H", "KC", "3D"],
        ["7C", "7D", "QH", "AH", "8C", "7H", "JH", "JC", "JS"],
    ],
    # tricks 1-7: S, spoiled, spoiled, opponent 3, spoiled, opponent 1, spoiled
    "plays": "AD 5C 6C 7C  KD KH 4C 7D  5D QD 4D QH  6D 5H 4H AH  8C 8D 6S 4S"
    "  7H 7S AS 5S  JD 6H JH 8H  9C KC JC 2H  3S 8S 3D JS",
}
"""S plays La Vache to the eighth trick (losing only against the partner's true Monsieur)."""

DECISION = 31
"""S's card of the eighth trick: its position in the record's plays."""


def record(position: dict) -> dict:
    return {
        "format": api.RECORD_FORMAT,
        "game": "aluette",
        "dealer": DEALER,
        "hands": position["hands"],
        "plays": position["plays"].split(),
    }


def minimax(state: State, team: int) -> int:
    """``team``'s points less everyone else's, best play by all, every card by the engine."""
    if state.is_over:
        assert state.result is not None
        points = state.result.points
        return 2 * points[team] - sum(points)
    seat = state.to_act
    assert seat is not None
    values = [minimax(state.apply(Play(seat, c))[0], team) for c in state.hands[seat]]
    return max(values) if state.team(seat) == team else min(values)


def worlds(state: State, seat: int) -> Iterator[State]:
    """``state`` rebuilt for every split of the cards ``seat`` has not seen (the other hands
    and the talon) among the other seats, each holding as many as it does: the true split
    among them."""
    played = [p for _, trick, _ in state.trick_log for p in trick] + list(state.trick)
    seen = set(state.hands[seat]) | {c for _, c in played}
    unseen = [c for c in range(len(CODES)) if c not in seen]
    others = [s for s in range(state.n) if s != seat]
    assert all(len(state.hands[s]) == 1 for s in others), "one hidden card each"
    for cards in permutations(unseen, len(others)):
        hands = [list(state.hands[s]) for s in range(state.n)]
        for s, c in zip(others, cards, strict=True):
            hands[s] = [c]
        for s, c in played:
            hands[s].append(c)
        world = State.from_deal(state.options, state.dealer, hands)
        for s, c in played:
            world = world.apply(Play(s, c))[0]
        yield world


def card_values(state: State) -> dict[int, int]:
    """Each card of the seat to act, valued by minimax for its team."""
    seat = state.to_act
    assert seat is not None
    team = state.team(seat)
    return {c: minimax(state.apply(Play(seat, c))[0], team) for c in state.hands[seat]}


def decision(position: dict) -> Decision:
    found = next(d for d in api.decisions(record(position)) if d.play == DECISION)
    assert found.seat == S and found.kind == "card"
    return found


def evaluated(d: Decision, open_cards: bool) -> dict[str, float]:
    return {CODES[v.action.card]: v.value for v in api.evaluate(d, open_cards, 0)}


def verdict(position: dict) -> Verdict:
    return next(v for v in review(record(position), seat=S) if v.play == DECISION)


@pytest.fixture(scope="module")
def certain() -> tuple[Decision, list[dict[int, int]]]:
    d = decision(CERTAIN)
    return d, [card_values(w) for w in worlds(d.state, S)]


@pytest.fixture(scope="module")
def hidden() -> tuple[Decision, list[dict[int, int]]]:
    d = decision(HIDDEN)
    return d, [card_values(w) for w in worlds(d.state, S)]


def test_the_positions_are_what_they_say() -> None:
    for position in (CERTAIN, HIDDEN):
        end = api.read_record(record(position))
        assert end.is_over
        assert end.result is not None
    # as played: opponent 1 reaches three tricks first; S takes the eighth and wins the hand
    assert api.read_record(record(CERTAIN)).result.points == (0, 1)
    assert api.read_record(record(HIDDEN)).result.points == (1, 0)
    state = decision(CERTAIN).state
    assert sorted(CODES[c] for c in state.hands[S]) == ["3D", "3S"]
    assert [CODES[c] for _, c in state.trick] == ["3H", "JD", "JH"]


def test_a_card_that_loses_in_every_deal_is_valued_lower(certain) -> None:
    d, values = certain
    bad, good = card("3S"), card("3D")
    assert len(values) == 15 * 14 * 13
    assert all(v[bad] < v[good] for v in values), "the three of swords loses in every deal"
    knew = evaluated(d, open_cards=False)
    assert knew["3S"] < knew["3D"]


def test_a_card_that_loses_in_every_deal_is_graded_by_what_it_costs(certain) -> None:
    _, values = certain
    least = min(v[card("3D")] - v[card("3S")] for v in values)
    v = verdict(CERTAIN)
    assert v.played == "3S" and v.best == "3D"
    assert v.loss > 0
    assert GRADES.index(v.grade) >= GRADES.index(grade(least, api.GRADES)) > 0


def test_a_card_that_loses_only_against_the_hidden_hands_is_no_mistake(hidden) -> None:
    d, values = hidden
    played, other = card("2H"), card("3S")
    true = card_values(d.state)
    assert true[played] < true[other], "La Vache now loses in the true deal"
    assert mean(v[played] - v[other] for v in values) > 0, "and wins on average"
    knew = verdict(HIDDEN)
    assert knew.played == "2H"
    assert knew.loss < api.GRADES[0]
    assert knew.grade == "good"
    opened = evaluated(d, open_cards=True)
    assert opened["2H"] < opened["3S"]
    assert opened == {CODES[c]: float(x) for c, x in true.items()}
