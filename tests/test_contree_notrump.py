"""Rule 14 (CONTREE.md): the no-trump and all-trumps contracts — their bids, the order and
points of the cards, what a player must play, and no belote."""

from __future__ import annotations

import pytest
from contree_helpers import cards, of_type

from game.bots import RandomBot
from game.contree import api
from game.contree.ai import make_bot
from game.contree.ai.driver import next_bot_action
from game.contree.cards import ALL_TRUMPS, NO_TRUMP, POINTS, RANKS, SUITS, card
from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT, Action, Bid, Pass, Play, call_code, parse_call
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.play import FOLLOW, FREE, RAISE_ALL_TRUMPS
from game.contree.rules.record import summary, write
from game.contree.rules.state import IllegalAction, State
from game.contree.rules.view import SeatView

SPADES = 0

HANDS = [
    cards("7H 8H 9H TH JH QH KD AD"),
    cards("AS TC JC QC KC AC 8C 9C"),
    cards("KH TS JS QS KS TD JD QD"),  # king and queen of spades
    cards("AH 7S 8S 9S 7D 8D 9D 7C"),
]
"""Dealer 0: seat 3 speaks and leads first, then 2, 1, 0."""


def contract(trump: int, no_trump: str = "on") -> State:
    state = State.from_deal(Options.from_mapping({"no_trump": no_trump}), 0, HANDS)
    state, _ = state.apply(Bid(3, 80, trump))
    for _ in range(3):
        state, _ = state.apply(Pass(state.to_act))
    return state


def legal(state: State) -> set[str]:
    return {f"{RANKS[a.card & 7]}{SUITS[a.card >> 3]}" for a in state.legal_actions()}


def rule(state: State) -> str:
    return state._allowed_cards()[1]


# --- bids ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "trump"),
    [("80NT", 80, NO_TRUMP), ("160AT", 160, ALL_TRUMPS), ("capotNT", CAPOT, NO_TRUMP)],
)
def test_bid_spelling(text: str, value: int, trump: int) -> None:
    assert parse_call(1, text) == Bid(1, value, trump)
    assert call_code(Bid(1, value, trump)) == text


@pytest.mark.parametrize("text", ["NT", "80N", "85AT", "capotXT", "80TA"])
def test_not_a_bid(text: str) -> None:
    with pytest.raises(ValueError, match="unknown call"):
        parse_call(1, text)


def test_bids_offered_only_with_the_option() -> None:
    off = State.from_deal(Options(), 0, HANDS)
    on = State.from_deal(Options.from_mapping({"no_trump": "on"}), 0, HANDS)
    bids_off = [a for a in off.legal_actions() if isinstance(a, Bid)]
    bids_on = [a for a in on.legal_actions() if isinstance(a, Bid)]
    assert len(bids_off) == 10 * 4 and len(bids_on) == 10 * 6
    assert {b.trump for b in bids_on} == {0, 1, 2, 3, NO_TRUMP, ALL_TRUMPS}
    with pytest.raises(IllegalAction, match="no_trump"):
        off.apply(Bid(3, 80, NO_TRUMP))


def test_a_no_trump_bid_must_be_higher_in_value() -> None:
    state = State.from_deal(Options.from_mapping({"no_trump": "on"}), 0, HANDS)
    state, _ = state.apply(Bid(3, 80, 1))
    with pytest.raises(IllegalAction, match="higher"):
        state.apply(Bid(2, 80, ALL_TRUMPS))
    state, _ = state.apply(Bid(2, 90, NO_TRUMP))
    after = [a for a in state.legal_actions() if isinstance(a, Bid)]
    assert min(b.value for b in after) == 100 and len(after) == 8 * 6


# --- cards -------------------------------------------------------------------------------------


def test_points() -> None:
    nt = {r: POINTS[NO_TRUMP][card(r + "H")] for r in RANKS}
    at = {r: POINTS[ALL_TRUMPS][card(r + "H")] for r in RANKS}
    assert nt == {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
    assert at == {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}
    for trump in (NO_TRUMP, ALL_TRUMPS):
        assert all(sum(POINTS[trump][s * 8 : s * 8 + 8]) == 38 for s in range(4))


def test_no_trump_follow_suit_else_any_card() -> None:
    state, _ = contract(NO_TRUMP).apply(Play(3, card("9D")))
    assert legal(state) == {"TD", "JD", "QD"} and rule(state) == FOLLOW
    state, _ = state.apply(Play(2, card("JD")))
    assert legal(state) == {"AS", "TC", "JC", "QC", "KC", "AC", "8C", "9C"}
    assert rule(state) == FREE


def test_all_trumps_beat_the_best_card_of_the_suit_led() -> None:
    state, _ = contract(ALL_TRUMPS).apply(Play(3, card("9D")))
    assert legal(state) == {"JD"} and rule(state) == RAISE_ALL_TRUMPS
    with pytest.raises(IllegalAction, match="higher than the best"):
        state.apply(Play(2, card("QD")))
    state, _ = state.apply(Play(2, card("JD")))
    assert len(legal(state)) == 8  # void: any card
    state, _ = state.apply(Play(1, card("AS")))
    assert legal(state) == {"KD", "AD"} and rule(state) == FOLLOW  # nothing beats the jack


@pytest.mark.parametrize(
    ("trump", "winner", "points"),
    [(NO_TRUMP, 0, 0 + 2 + 19 + 19), (ALL_TRUMPS, 2, 9 + 14 + 6 + 6)],
)
def test_the_suit_led_wins(trump: int, winner: int, points: int) -> None:
    state = contract(trump)
    events: list[ev.Event] = []
    for seat, c in [(3, "9D"), (2, "JD"), (1, "AS"), (0, "AD")]:
        state, more = state.apply(Play(seat, card(c)))
        events += more
    [won] = of_type(events, ev.TrickWon)
    assert (won.winner, won.points) == (winner, points)


@pytest.mark.parametrize("trump", [NO_TRUMP, ALL_TRUMPS])
def test_no_belote(trump: int) -> None:
    assert contract(SPADES).belote_seat == 2
    state = contract(trump)
    assert state.belote_seat is None
    events: list[ev.Event] = []
    while not state.is_over:
        state, more = state.apply(state.legal_actions()[0])
        events += more
    assert of_type(events, ev.BeloteAnnounced) == []
    assert summary(state)["belote"] is None
    assert sum(state.card_points) == 162
    assert summary(state)["contract"]["trump"] == ("NT" if trump == NO_TRUMP else "AT")


# --- bots and review where no trump is bid -----------------------------------------------------


class NoTrumpBidder(RandomBot):
    """Bids no trump or all trumps whenever it may (the lowest such bid), else plays at
    random: the tables below hear those contracts whatever the other seats bid."""

    def choose(self, view: SeatView) -> Action:
        bids = [a for a in view.legal if isinstance(a, Bid) and a.trump >= NO_TRUMP]
        return min(bids, key=lambda b: b.value) if bids else super().choose(view)


@pytest.mark.parametrize("level", ["novice", "standard", "expert", "cheater"])
def test_bots_act_legally_where_no_trump_is_bid(level: str) -> None:
    """Bots that bid no trump and all trumps whenever they may, with ``level`` bots, a few
    hands under the Coinche preset: every action the level takes is legal (and none
    crashes)."""
    options = Options.from_mapping({**PRESETS["coinche"], "hands": 20})
    state, _ = State.new_match(3, options)
    bots = {s: NoTrumpBidder(s) if s % 2 else make_bot(level, s) for s in range(4)}
    heard = False
    hands = 1 if level in ("expert", "cheater") else 4
    while not state.is_over and (state.deals < hands or not heard) and state.deals < 10:
        action = next_bot_action(state, bots)
        assert action in state.legal_actions() or action in state.interjections(action.seat)
        heard = heard or (isinstance(action, Bid) and action.trump >= NO_TRUMP)
        state, _ = state.apply(action)
    assert heard


@pytest.mark.parametrize("open_cards", [True, False])
def test_review_of_a_no_trump_hand(open_cards: bool) -> None:
    state = contract(NO_TRUMP)
    while not state.is_over:
        state, _ = state.apply(state.legal_actions()[-1])
    for d in api.decisions(write(state))[::7]:
        values = api.evaluate(d, open_cards, 1)
        assert {v.action for v in values} == set(d.state.legal_actions())
