"""Contrée's card play (CONTREE.md §6–8): the obligations under every value of the two options,
who wins a trick, who leads, belote and rebelote, the dix de der.

Each obligation is checked through the engine: the cards it offers and the cards it refuses,
with the rule named in the refusal.
"""

from __future__ import annotations

import itertools
import random

import pytest
from contree_helpers import after_calls, cards, of_type, random_hands, situation

from game.contree.cards import CODES, POINTS, card
from game.contree.rules import events as ev
from game.contree.rules.actions import Play
from game.contree.rules.state import IllegalAction, State

OPTION_VALUES = list(
    itertools.product([False, True], [False, True], ["counterclockwise", "clockwise"])
)

HAND_A = "7H 8H JH 9S AS TD KC QC"  # trumps 7H 8H JH (hearts), spades, a diamond, clubs


def expected(rule_result: str | dict, raise_on_trump_lead: bool, undertrump: bool) -> set[str]:
    """The expected cards: one answer, or one per (raise_on_trump_lead, undertrump)."""
    if isinstance(rule_result, str):
        return set(rule_result.split())
    return set(rule_result[(raise_on_trump_lead, undertrump)].split())


# (name, trump, trick as seat offsets, hand of the seat to act, expected legal cards)
# The trick is written from its leader, seat 0 of the offsets; "pos" is how many cards are on
# it, so the seat to act is the leader's partner when pos is 2 (the partner of the first).
CASES = [
    ("empty trick: any card", "H", "", HAND_A, HAND_A),
    (
        "trump led: a trump, any one (raise off) or a higher one (raise on)",
        "H",
        "QH",
        HAND_A,
        {
            (False, False): "7H 8H JH",
            (False, True): "7H 8H JH",
            (True, False): "JH",
            (True, True): "JH",
        },
    ),
    ("trump led: no higher trump, any trump", "H", "9H", "7H 8H QH 9S AS TD KC QC", "7H 8H QH"),
    (
        "trump led: partner master, raise on still obliges a higher trump",
        "H",
        "9H QH",
        HAND_A,
        {
            (False, False): "7H 8H JH",
            (False, True): "7H 8H JH",
            (True, False): "JH",
            (True, True): "JH",
        },
    ),
    (
        "trump led, no trump in hand: any card",
        "H",
        "JH",
        "7S 8S 9S AS TD KC QC 7C",
        "7S 8S 9S AS TD KC QC 7C",
    ),
    ("suit led and held: follow it, trumps or not", "H", "KS", HAND_A, "9S AS"),
    (
        "void, partner master: any card",
        "H",
        "AS 7S",
        "7H 8H JH 7D TD KC QC 8C",
        "7H 8H JH 7D TD KC QC 8C",
    ),
    (
        "void, partner master by a trump: any card, even with undertrump",
        "H",
        "7S JH 8S",
        "7H 8H 9D 7D TD KC QC 8C",
        "7H 8H 9D 7D TD KC QC 8C",
    ),
    (
        "void, opponent master, nobody trumped: any trump",
        "H",
        "AS",
        "7H QH 7D TD KC QC 8C 9C",
        "7H QH",
    ),
    ("void, an opponent trumped: a higher trump", "H", "7S QH", "JH 8H 7D TD KC QC 8C 9C", "JH"),
    (
        "void, an opponent trumped, no higher trump: undertrump or free",
        "H",
        "7S JH",
        "7H 8H 7D TD KC QC 8C 9C",
        {
            (False, False): "7H 8H 7D TD KC QC 8C 9C",
            (False, True): "7H 8H",
            (True, False): "7H 8H 7D TD KC QC 8C 9C",
            (True, True): "7H 8H",
        },
    ),
    (
        "void, partner ruffed but an opponent overtrumped: higher than the best trump",
        "H",
        "7S 8H 9H",
        "JH 7H 7D TD KC QC 8C 9C",
        "JH",
    ),
    (
        "void, no trump in hand: any card",
        "H",
        "AS",
        "7D TD KC QC 8C 9C AD 9D",
        "7D TD KC QC 8C 9C AD 9D",
    ),
]


@pytest.mark.parametrize("raise_on, undertrump, direction", OPTION_VALUES)
@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_play_obligations(case, raise_on: bool, undertrump: bool, direction: str) -> None:
    _name, trump, trick, hand, answer = case
    options = {
        "raise_on_trump_lead": raise_on,
        "undertrump": undertrump,
        "direction": direction,
    }
    state = situation(trump, 1, trick, hand, options)
    want = expected(answer, raise_on, undertrump)
    assert {CODES[c] for c in state.legal_cards()} == want
    seat = state.to_act
    assert {CODES[a.card] for a in state.legal_actions()} == want
    for c in cards(hand):
        if CODES[c] in want:
            after, _ = state.apply(Play(seat, c))
            assert c not in after.hands[seat]
        else:
            with pytest.raises(IllegalAction, match=f"seat {seat} must .*{CODES[c]}"):
                state.apply(Play(seat, c))


def test_refusals_name_the_obligation() -> None:
    state = situation("H", 1, "KS", HAND_A)
    with pytest.raises(IllegalAction, match="follow suit"):
        state.apply(Play(state.to_act, card("7H")))
    state = situation("H", 1, "AS", "7H QH 7D TD KC QC 8C 9C")
    with pytest.raises(IllegalAction, match="trump"):
        state.apply(Play(state.to_act, card("7D")))
    state = situation("H", 1, "7S JH", "7H 8H 7D TD KC QC 8C 9C", {"undertrump": True})
    with pytest.raises(IllegalAction, match="undertrump"):
        state.apply(Play(state.to_act, card("7D")))


def test_card_not_held_and_out_of_turn_are_refused() -> None:
    state = situation("H", 1, "KS", HAND_A)
    seat = state.to_act
    stranger = next(c for c in range(32) if c not in state.hands[seat] and (c >> 3) == 0)
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(Play(seat, stranger))
    other = next(s for s in range(4) if s != seat)
    with pytest.raises(IllegalAction, match="turn"):
        state.apply(Play(other, state.hands[other][0]))


def test_no_card_before_the_auction_is_over() -> None:
    state, _ = after_calls(["80H"])
    with pytest.raises(IllegalAction, match="auction"):
        state.apply(Play(state.to_act, state.hands[state.to_act][0]))


# --- who wins a trick, who leads ------------------------------------------------------------


@pytest.mark.parametrize(
    "trump, trick, winner_index",
    [
        ("H", "7S AS TS KS", 1),  # the highest of the suit led
        ("H", "7S AD AC KS", 3),  # other suits never win
        ("H", "AS 7H TS KS", 1),  # the lowest trump beats the best plain card
        ("H", "AS 7H 9H JH", 3),  # the jack is the best trump
        ("H", "AS 7H 9H 8S", 2),  # a higher trump over a lower one
        ("H", "AH 9H 7H 8H", 1),  # the nine beats the ace in trumps
        ("S", "JH 9H 7D 8H", 0),  # in a plain suit the jack beats only 9 8 7
        ("S", "JH QH 7D 8H", 1),
        ("S", "9H TH 7D 8H", 1),
        ("H", "QH KH 8H 7H", 1),
    ],
)
def test_trick_winner(trump: str, trick: str, winner_index: int) -> None:
    played = trick.split()
    state = situation(trump, 1, " ".join(played[:3]), _hand_with(played[3], played, trump))
    after, events = state.apply(Play(state.to_act, card(played[3])))
    (won,) = of_type(events, ev.TrickWon)
    seats = [1, 0, 3, 2]  # counter-clockwise from seat 1
    assert won.winner == seats[winner_index]
    assert after.leader == after.to_act == won.winner
    assert won.points == sum(POINTS["SHDC".index(trump)][card(c)] for c in played)


def _hand_with(last: str, played: list[str], trump: str) -> str:
    """A hand holding ``last`` for which it is a legal play on the trick (void as needed)."""
    led = played[0][1]
    suits = {led} if last[1] == led else {led, trump}
    spare = [CODES[c] for c in range(32) if CODES[c][1] not in suits and CODES[c] not in played]
    if last[1] == trump and last[1] != led:
        spare = [c for c in spare if c[1] != trump]
    return " ".join([last, *spare[:7]])


def test_first_lead_after_the_dealer_and_winners_lead() -> None:
    for direction, step in (("counterclockwise", 3), ("clockwise", 1)):
        for dealer in range(4):
            state, events = after_calls(
                ["80S", "pass", "pass", "pass"], dealer=dealer, options={"direction": direction}
            )
            assert state.leader == state.to_act == (dealer + step) % 4
            assert of_type(events, ev.PlayStarted)[0].leader == state.leader
            rng = random.Random(dealer)
            seat = state.to_act
            while not state.is_over:
                assert state.to_act == seat
                state, events = state.apply(rng.choice(state.legal_actions()))
                won = of_type(events, ev.TrickWon)
                seat = won[0].winner if won else (seat + step) % 4


# --- belote, dix de der ---------------------------------------------------------------------


def belote_deal(holder: int) -> list[list[int]]:
    """Hands where ``holder`` has the king and queen of hearts."""
    hands = random_hands(7)
    kh, qh = card("KH"), card("QH")
    for c in (kh, qh):
        owner = next(s for s in range(4) if c in hands[s])
        if owner != holder:
            give = next(x for x in hands[holder] if x not in (kh, qh))
            hands[owner][hands[owner].index(c)] = give
            hands[holder][hands[holder].index(give)] = c
    return hands


@pytest.mark.parametrize("mode", ["margin", "points", "off"])
def test_belote_and_rebelote_are_announced_when_played(mode: str) -> None:
    state, _ = after_calls(
        ["80H", "pass", "pass", "pass"], hands=belote_deal(2), options={"belote": mode}
    )
    _, events = _play_out(state, 3)
    announced = of_type(events, ev.BeloteAnnounced)
    played = [e for e in of_type(events, ev.CardPlayed) if CODES[e.card] in ("KH", "QH")]
    if mode == "off":
        assert announced == []
        return
    assert [(a.seat, a.card, a.rebelote) for a in announced] == [
        (2, played[0].card, False),
        (2, played[1].card, True),
    ]
    # announced right after the card itself
    for a in announced:
        i = events.index(a)
        assert isinstance(events[i - 1], ev.CardPlayed) and events[i - 1].card == a.card


def test_no_belote_when_king_and_queen_are_split() -> None:
    hands = belote_deal(2)
    kh = card("KH")
    hands[2][hands[2].index(kh)], hands[1][0] = hands[1][0], kh
    state, _ = after_calls(["80H", "pass", "pass", "pass"], hands=hands)
    _, events = _play_out(state, 4)
    assert of_type(events, ev.BeloteAnnounced) == []


def test_dix_de_der_and_162_points() -> None:
    for seed in range(20):
        state, _ = after_calls(["90D", "pass", "pass", "pass"], hands=random_hands(seed))
        end, events = _play_out(state, seed)
        tricks = of_type(events, ev.TrickWon)
        assert len(tricks) == 8
        trump_points = POINTS["SHDC".index("D")]
        for t in tricks[:7]:
            assert t.points == sum(trump_points[c] for c in t.cards)
        assert tricks[7].points == sum(trump_points[c] for c in tricks[7].cards) + 10
        assert sum(t.points for t in tricks) == 162
        assert sum(end.result.score.card_points) == 162


def _play_out(state: State, seed: int) -> tuple[State, list[ev.Event]]:
    rng = random.Random(seed)
    events: list[ev.Event] = []
    while not state.is_over:
        state, more = state.apply(rng.choice(state.legal_actions()))
        events += more
    return state, events
