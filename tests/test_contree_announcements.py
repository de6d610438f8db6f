"""Rule 13's announcements (CONTREE.md): what a hand holds, which declared one is best, when a
seat may declare, what the table hears and sees, and what the announcements score."""

from __future__ import annotations

import random

import pytest
from contree_helpers import cards, of_type

from game.contree.cards import ALL_TRUMPS, CODES, NO_TRUMP, card
from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT, Bid, Declare, Pass, Play
from game.contree.rules.announcements import Announcement, best, held, scoring, undeclared
from game.contree.rules.options import Options
from game.contree.rules.state import IllegalAction, State
from game.contree.rules.view import view

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)


def kinds(hand: str, trump: int = SPADES) -> list[tuple[str, int, list[str]]]:
    return [(a.kind, a.points, sorted(CODES[c] for c in a.cards)) for a in held(cards(hand), trump)]


# --- what a hand holds -------------------------------------------------------------------------


def test_sequences_by_length() -> None:
    assert kinds("7H 8H 9H KS 7C 9C JD AD") == [("tierce", 20, ["7H", "8H", "9H"])]
    assert kinds("7H 8H 9H TH KS 7C 9C JD")[0][:2] == ("cinquante", 50)
    assert kinds("9H TH JH QH KH 7C 9C JD")[0][:2] == ("cent", 100)
    run_of_8 = kinds("7H 8H 9H TH JH QH KH AH")
    assert [(k, p) for k, p, _ in run_of_8] == [("cent", 100)]


def test_the_order_is_7_to_ace_in_every_suit() -> None:
    assert kinds("TS JS QS 7C 9C JD AD 8H")[0][:2] == ("tierce", 20)  # T J Q
    assert kinds("QS KS AS 7C 9C JD 9D 8H")[0][:2] == ("tierce", 20)
    assert kinds("JS 9S AS 7C 9C JD 9D 8H") == []  # the trump order is not a sequence


def test_the_longest_run_of_a_suit() -> None:
    got = kinds("7H 8H 9H JH QH KH AH 7C")
    assert [(k, p) for k, p, _ in got] == [("cinquante", 50)]
    assert got[0][2] == ["AH", "JH", "KH", "QH"]


def test_of_two_runs_as_long_the_higher() -> None:
    assert kinds("7H 8H 9H JH QH KH 7C 9C") == [("tierce", 20, ["JH", "KH", "QH"])]


def test_every_hand_holds_what_a_plain_count_finds() -> None:
    """``held`` against a count written apart: each suit's runs of three or more tried from
    every start, the longest kept (the higher of two as long), and every rank held four times."""
    rng = random.Random(13)
    points = {3: 20, 4: 50}
    for _ in range(3000):
        hand = set(rng.sample(range(32), rng.choice([5, 8, 8, 12])))
        want = set()
        for suit in range(4):
            runs = [
                (length, start + length - 1)
                for start in range(8)
                for length in range(3, 9 - start)
                if all(suit * 8 + r in hand for r in range(start, start + length))
            ]
            if runs:
                length, top = max(runs)
                cards = tuple(suit * 8 + r for r in range(top - length + 1, top + 1))
                want.add((points.get(length, 100), cards))
        for rank, worth in {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}.items():
            four = tuple(card(rank + s) for s in "SHDC")
            if all(c in hand for c in four):
                want.add((worth, tuple(sorted(four))))
        got = {(a.points, tuple(sorted(a.cards))) for a in held(hand, SPADES)}
        assert got == want, sorted(hand)


@pytest.mark.parametrize(
    ("rank", "points"), [("J", 200), ("9", 150), ("A", 100), ("T", 100), ("K", 100), ("Q", 100)]
)
def test_carres(rank: str, points: int) -> None:
    hand = f"{rank}S {rank}H {rank}D {rank}C"
    filler = [c for c in ["7S", "8H", "7D", "8C", "7H"] if c[0] != rank][:4]
    assert kinds(" ".join([hand, *filler])) == [
        ("carre", points, sorted(f"{rank}{s}" for s in "SHDC"))
    ]


@pytest.mark.parametrize("rank", ["7", "8"])
def test_no_carre_of_sevens_or_eights(rank: str) -> None:
    assert kinds(f"{rank}S {rank}H {rank}D {rank}C AS KH QD TC") == []


def test_a_card_in_a_sequence_and_a_carre() -> None:
    got = kinds("JS JH JD JC 9H TH 7D AD")
    assert [(k, p) for k, p, _ in got] == [("carre", 200), ("tierce", 20)]
    assert "JH" in got[1][2]


# --- the best announcement -----------------------------------------------------------------


def ann(kind: str, points: int, top: str, suit: int | None) -> Announcement:
    return Announcement(kind, points, (), "789TJQKA".index(top), suit)


def test_more_points_win() -> None:
    declared = [(1, ann("tierce", 20, "A", HEARTS)), (2, ann("cinquante", 50, "T", CLUBS))]
    assert best(declared, SPADES) == 2


def test_a_carre_before_a_sequence_of_equal_points() -> None:
    declared = [(1, ann("cent", 100, "A", SPADES)), (2, ann("carre", 100, "Q", None))]
    assert best(declared, SPADES) == 2


def test_the_higher_top_card() -> None:
    carres = [(1, ann("carre", 100, "K", None)), (2, ann("carre", 100, "A", None))]
    assert best(carres, SPADES) == 2
    tierces = [(1, ann("tierce", 20, "K", CLUBS)), (2, ann("tierce", 20, "A", HEARTS))]
    assert best(tierces, CLUBS) == 2


def test_a_trump_sequence_before_a_plain_one() -> None:
    declared = [(1, ann("tierce", 20, "A", HEARTS)), (2, ann("tierce", 20, "A", CLUBS))]
    assert best(declared, CLUBS) == 2
    assert best(declared, HEARTS) == 1


@pytest.mark.parametrize("trump", [NO_TRUMP, ALL_TRUMPS])
def test_no_trump_sequence_in_no_trump_or_all_trumps(trump: int) -> None:
    declared = [(1, ann("tierce", 20, "A", HEARTS)), (2, ann("tierce", 20, "A", CLUBS))]
    assert best(declared, trump) == 1  # the first declared


def test_the_scoring_team_shows_all_it_declared() -> None:
    declared = [
        (3, ann("tierce", 20, "9", HEARTS)),
        (2, ann("cinquante", 50, "T", SPADES)),
        (1, ann("tierce", 20, "A", HEARTS)),
    ]
    team, shown, points = scoring(declared, SPADES)
    assert team == 0 and [s for s, _ in shown] == [2] and points == 50
    assert scoring([], SPADES) == (None, (), 0)


# --- declaring at the table ------------------------------------------------------------------

HANDS = [
    cards("QS KS TD QD KD AD 7C 8C"),  # seat 0: tierce of diamonds Q K A
    cards("QH KH AH TH 9C TC KC AC"),  # seat 1: tierce of hearts Q K A
    cards("7S 8S 9S TS 7D 8D 9D QC"),  # seat 2: cinquante of spades, tierce of diamonds
    cards("7H 8H 9H JS JH JD JC AS"),  # seat 3: carré of jacks, tierce of hearts
]
"""Dealer 0, so seat 3 speaks and leads first, then 2, 1, 0 (counter-clockwise)."""


def contract(
    trump: int = SPADES, options: dict | None = None, value: int = 80, bidder: int = 3
) -> State:
    mapping = {"announcements": "on", "no_trump": "on", **(options or {})}
    state = State.from_deal(Options.from_mapping(mapping), 0, HANDS)
    while state.to_act != bidder:
        state, _ = state.apply(Pass(state.to_act))
    state, _ = state.apply(Bid(bidder, value, trump))
    for _ in range(3):
        state, _ = state.apply(Pass(state.to_act))
    assert state.phase == "play"
    return state


def steps(state: State, *actions: Declare | Play) -> tuple[State, list[ev.Event]]:
    events: list[ev.Event] = []
    for a in actions:
        state, more = state.apply(a)
        events += more
    return state, events


def declares(state: State) -> list[Declare]:
    return [a for a in state.legal_actions() if isinstance(a, Declare)]


def test_declarations_offered_on_the_first_card_only() -> None:
    state = contract()
    assert declares(state) == [Declare(3, "tierce"), Declare(3, "carre")]
    assert isinstance(state.legal_actions()[0], Play)  # keeping quiet is playing a card
    state, _ = steps(state, Declare(3, "carre"))
    assert declares(state) == [Declare(3, "tierce")] and state.to_act == 3
    state, _ = steps(state, Play(3, card("AS")))
    assert declares(state) == [Declare(2, "tierce"), Declare(2, "cinquante")]


def test_no_declaration_with_the_option_off() -> None:
    state = contract(options={"announcements": "off"})
    assert declares(state) == []
    with pytest.raises(IllegalAction, match="announcements is off"):
        state.apply(Declare(3, "carre"))


def test_a_kind_not_held_is_refused() -> None:
    with pytest.raises(IllegalAction, match="holds no cent"):
        contract().apply(Declare(3, "cent"))


def test_a_kind_declared_twice_needs_two() -> None:
    state, _ = steps(contract(), Declare(3, "tierce"))
    with pytest.raises(IllegalAction, match="holds no tierce"):
        state.apply(Declare(3, "tierce"))


def test_out_of_turn_after_the_card_and_after_the_first_trick() -> None:
    state = contract()
    with pytest.raises(IllegalAction, match="seat 3's turn"):
        state.apply(Declare(2, "cinquante"))
    state, _ = steps(state, Play(3, card("AS")))
    with pytest.raises(IllegalAction, match="too late"):
        state.apply(Declare(3, "carre"))
    state, _ = steps(state, Play(2, card("7S")), Play(1, card("9C")), Play(0, card("QS")))
    with pytest.raises(IllegalAction, match="first trick only"):
        state.apply(Declare(3, "carre"))


def play_first_trick(state: State, declared: list[Declare]) -> tuple[State, list[ev.Event]]:
    plays = [Play(3, card("AS")), Play(2, card("7S")), Play(1, card("9C")), Play(0, card("QS"))]
    events: list[ev.Event] = []
    for p in plays:
        state, more = steps(state, *[d for d in declared if d.seat == p.seat], p)
        events += more
    return state, events


def test_the_best_team_shows_and_scores_all_it_declared() -> None:
    declared = [
        Declare(3, "carre"),
        Declare(3, "tierce"),
        Declare(2, "cinquante"),
        Declare(1, "tierce"),
        Declare(0, "tierce"),
    ]
    _, events = play_first_trick(contract(), declared)
    assert [(e.seat, e.kind) for e in of_type(events, ev.Declared)] == [
        (d.seat, d.kind) for d in declared
    ]
    [shown] = of_type(events, ev.AnnouncementsShown)
    assert shown.team == 1 and shown.points == 200 + 20 + 20
    assert [(s, k, sorted(c)) for s, k, c in shown.shown] == [
        (3, "carre", sorted(cards("JS JH JD JC"))),
        (3, "tierce", sorted(cards("7H 8H 9H"))),
        (1, "tierce", sorted(cards("QH KH AH"))),
    ]
    assert events.index(shown) == events.index(of_type(events, ev.TrickWon)[0]) + 1


def test_equal_announcements_go_to_the_first_declared() -> None:
    _, events = play_first_trick(contract(), [Declare(1, "tierce"), Declare(0, "tierce")])
    assert of_type(events, ev.AnnouncementsShown)[0].team == 1
    # the trump sequence wins over the first declared
    _, events = play_first_trick(contract(DIAMONDS), [Declare(1, "tierce"), Declare(0, "tierce")])
    assert of_type(events, ev.AnnouncementsShown)[0].team == 0


def test_nothing_declared_nothing_shown() -> None:
    _, events = play_first_trick(contract(), [])
    assert of_type(events, ev.AnnouncementsShown) == [ev.AnnouncementsShown(None, (), 0)]


def test_the_view_hears_declarations_and_sees_only_shown_cards() -> None:
    state = contract()
    state, _ = steps(state, Declare(3, "carre"), Play(3, card("AS")), Declare(2, "cinquante"))
    v = view(state, 1)
    assert v.declared == ((3, "carre"), (2, "cinquante")) and v.shown is None
    assert [a.kind for a in v.announcements] == ["tierce"]  # its own
    assert view(state, 3).announcements[0].kind == "carre"
    state, _ = steps(state, Play(2, card("7S")), Play(1, card("9C")), Play(0, card("QS")))
    v = view(state, 0)
    assert v.shown is not None and v.shown.team == 1
    assert {c for _, _, cs in v.shown.shown for c in cs} == set(cards("JS JH JD JC"))


def finish(state: State) -> State:
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[0])
    return state


def test_the_attacks_announcements_count_toward_its_contract() -> None:
    state, _ = play_first_trick(contract(value=160), [Declare(3, "carre")])
    score = finish(state).result.score
    assert score.announcement_team == 1 and score.attack_announcements == 200
    assert score.made and score.announcement_points == (0, 200)
    assert score.points[1] == score.contract_points[1] + 200


def test_a_failed_contract_gives_the_defence_every_announcement() -> None:
    state, _ = play_first_trick(contract(value=CAPOT), [Declare(3, "carre")])
    score = finish(state).result.score
    assert not score.made and score.tricks[1] < 8  # announcements never make a capot
    assert score.announcement_points == (200, 0)


def test_what_is_left_undeclared_is_the_lesser_of_a_kind() -> None:
    """Two tierces and a carré: a ``tierce`` declared stands for the better tierce, so the
    lesser one and the carré are left; declaring the carré too leaves the lesser tierce."""
    hand = held(cards("7H 8H 9H QD KD AD 9S 9D 9C"), SPADES)
    tierces = [a for a in hand if a.kind == "tierce"]
    assert len(tierces) == 2 and tierces[0].top > tierces[1].top
    left = undeclared(hand, ["tierce"])
    assert [a for a in left if a.kind == "tierce"] == [tierces[1]]
    assert [a.kind for a in undeclared(hand, ["tierce", "carre"])] == ["tierce"]
    assert undeclared(hand, []) == list(hand)
