"""The match state machine against ALUETTE.md "One hand", "Gestures" and the variants.

Hands are built with ``rules_helpers.build_deal`` when a test needs a known trick sequence,
and dealt by ``State.new_match`` when the deal itself is under test.
"""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules_helpers import (
    build_deal,
    hand_ended,
    of_type,
    parse_sequence,
    run,
    snapshot,
    trick_results,
)

from game.aluette.cards import CLASS, GESTURE_OF, VACHE_CLASS, card, code
from game.aluette.rules import events as ev
from game.aluette.rules.actions import (
    ChantVote,
    Discard,
    Offer,
    OfferAgree,
    OfferAnswer,
    Play,
    Signal,
)
from game.aluette.rules.events import redact
from game.aluette.rules.options import Options
from game.aluette.rules.state import IllegalAction, State, _below, _shuffled_deck
from game.aluette.rules.view import view

TOP_FOUR = {"3D": "monsieur", "3H": "madame", "2D": "borgne", "2H": "vache"}


def opts(**kw) -> Options:
    return Options.from_mapping(kw)


def new(seed: int = 1, **kw) -> tuple[State, list[ev.Event]]:
    return State.new_match(seed, opts(**kw))


def skip_chant(state: State) -> tuple[State, list[ev.Event]]:
    """The first voter says no (no-op when there is no chant)."""
    if state.phase != "chant":
        return state, []
    return state.apply(ChantVote(state.to_act, False))


def play_out_hand(state: State, rng: random.Random) -> tuple[State, list[ev.Event]]:
    """Random turn actions until the current hand ends (chant declined by the first voter)."""
    events: list[ev.Event] = []
    hand = state.hand_no
    while not state.is_over and state.hand_no == hand:
        if state.phase == "chant":
            action = ChantVote(state.to_act, False)
        else:
            action = rng.choice(state.legal_actions())
        state, new_events = state.apply(action)
        events += new_events
    return state, events


def left_of(seat: int, n: int = 4) -> int:
    return (seat + 1) % n


def right_of(seat: int, n: int = 4) -> int:
    return (seat - 1) % n


# --- the deal ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3, 17])
def test_deal_in_packets_of_three_from_the_dealers_left(seed: int) -> None:
    state, events = new(seed)
    dealer = state.dealer
    kinds = [type(e) for e in events]
    first = kinds.index(ev.HandStarted)
    assert kinds[first : first + 3] == [ev.HandStarted, ev.Shuffled, ev.Cut]
    assert events[first] == ev.HandStarted(1, dealer)
    assert of_type(events, ev.Cut)[0].seat == right_of(dealer)  # the player on his right cuts
    dealt = of_type(events, ev.Dealt)
    order = [(dealer + i) % 4 for i in (1, 2, 3, 4)]  # from his left, the dealer last
    assert [d.seat for d in dealt] == order * 3
    assert all(len(d.cards) == 3 for d in dealt)
    for seat in range(4):
        packets = [c for d in dealt if d.seat == seat for c in d.cards]
        assert sorted(packets) == sorted(state.hands[seat])
        assert len(state.hands[seat]) == 9
    assert of_type(events, ev.TalonLeft) == [ev.TalonLeft(12)]
    assert len(state.talon) == 12
    everything = [c for h in state.hands for c in h] + list(state.talon)
    assert sorted(everything) == list(range(48))


def test_cut_is_within_the_deck() -> None:
    for seed in range(20):
        _, events = new(seed)
        (cut,) = of_type(events, ev.Cut)
        assert 0 < cut.at < 48


def test_dealer_passes_to_the_left_each_hand() -> None:
    rng = random.Random(5)
    state, events = new(5, match_length="deals:6")
    while not state.is_over:
        state, more = play_out_hand(state, rng)
        events += more
    dealers = [e.dealer for e in of_type(events, ev.HandStarted)]
    assert len(dealers) >= 6
    assert [e.number for e in of_type(events, ev.HandStarted)] == list(range(1, len(dealers) + 1))
    for a, b in itertools.pairwise(dealers):
        assert b == left_of(a)
    # every hand's cut is by the dealer's right-hand neighbour
    cuts = of_type(events, ev.Cut)
    assert [c.seat for c in cuts] == [right_of(d) for d in dealers]


def test_different_seeds_deal_differently() -> None:
    hands = {new(seed)[0].hands for seed in range(10)}
    assert len(hands) == 10


@settings(max_examples=200)
@given(st.text(max_size=40) | st.integers(min_value=0))
def test_deal_draws_the_cards_of_the_library_shuffle_and_cut(seed: str | int) -> None:
    """Saved games replay from their seed: the engine's written-out shuffle and cut draw
    exactly what ``random.shuffle`` and ``randint(4, 44)`` draw from the same generator."""
    ours, library = random.Random(seed), random.Random(seed)
    deck = list(range(48))
    library.shuffle(deck)
    assert _shuffled_deck(ours) == deck
    assert 4 + _below(ours.getrandbits, 41) == library.randint(4, 44)
    assert ours.getstate() == library.getstate()


def test_legal_actions_are_the_callers_list() -> None:
    state, _ = new(3, chant="off")
    hand = state.hands[state.to_act]
    legal = state.legal_actions()
    legal.clear()
    assert [a.card for a in state.legal_actions()] == list(hand)
    assert state.hands[state.to_act] == hand


# --- the chant ---------------------------------------------------------------------------------


def test_chant_vote_in_turn_from_dealers_left() -> None:
    state, _ = new(2)
    dealer = state.dealer
    assert state.phase == "chant"
    voters = []
    for _ in range(3):
        voters.append(state.to_act)
        assert set(state.legal_actions()) == {
            ChantVote(state.to_act, True),
            ChantVote(state.to_act, False),
        }
        state, _ = state.apply(ChantVote(state.to_act, True))
    voters.append(state.to_act)
    assert voters == [(dealer + i) % 4 for i in (1, 2, 3, 4)]
    assert state.phase == "chant"  # the dealer votes last


def test_chant_vote_out_of_turn_is_illegal() -> None:
    state, _ = new(2)
    other = left_of(state.to_act)
    with pytest.raises(IllegalAction):
        state.apply(ChantVote(other, True))


@pytest.mark.parametrize("yes_before_no", [0, 1, 2, 3])
def test_first_no_ends_the_chant(yes_before_no: int) -> None:
    state, _ = new(4)
    dealer = state.dealer
    talon, hands = state.talon, state.hands
    for _ in range(yes_before_no):
        state, _ = state.apply(ChantVote(state.to_act, True))
    state, events = state.apply(ChantVote(state.to_act, False))
    assert ev.ChantDecided(False, ()) in events
    assert state.phase == "play"
    assert state.to_act == left_of(dealer)
    assert of_type(events, ev.PlayStarted) == [ev.PlayStarted(left_of(dealer))]
    assert state.talon == talon and state.hands == hands  # the talon stays unseen
    assert len(state.votes) == yes_before_no + 1


def agree_chant(state: State) -> tuple[State, list[ev.Event]]:
    return run(state, [ChantVote((state.dealer + i) % 4, True) for i in (1, 2, 3, 4)])


@pytest.mark.parametrize(
    "recipients, second", [("left_and_dealer", 0), ("left_and_dealer_partner", 2)]
)
def test_chant_agreed_talon_dealt_one_by_one(recipients: str, second: int) -> None:
    state, _ = new(6, chant_recipients=recipients)
    dealer = state.dealer
    left, other = left_of(dealer), (dealer + second) % 4
    talon = state.talon
    before = state.hands
    assert view(state, left).talon_to == (left, other)  # known to all before the vote
    state, events = agree_chant(state)
    assert ev.ChantDecided(True, (left, other)) in events
    given = of_type(events, ev.TalonCard)
    assert [g.seat for g in given] == [left, other] * 6
    assert tuple(g.card for g in given) == talon
    assert sorted(state.hands[left]) == sorted(before[left] + talon[0::2])
    assert sorted(state.hands[other]) == sorted(before[other] + talon[1::2])
    for seat in set(range(4)) - {left, other}:
        assert state.hands[seat] == before[seat]
    assert state.talon == ()
    # each recipient discards 6, the left neighbour first
    assert state.phase == "discard" and state.to_act == left
    for seat in (left, other):
        for _ in range(6):
            assert state.to_act == seat
            state, _ = state.apply(Discard(seat, state.hands[seat][0]))
    assert state.phase == "play" and state.to_act == left
    assert [len(h) for h in state.hands] == [9, 9, 9, 9]
    assert all(len(state.discards[s]) == 6 for s in (left, other))
    everything = [c for h in state.hands for c in h] + [c for d in state.discards for c in d]
    assert sorted(everything) == list(range(48))


def test_discards_are_free_and_hidden() -> None:
    state, _ = new(6)
    state, _ = agree_chant(state)
    left = state.to_act
    # a talon card may be discarded as well as a dealt one
    talon_card = state.hands[left][-1]
    state, events = state.apply(Discard(left, talon_card))
    (discarded,) = of_type(events, ev.Discarded)
    assert discarded.card == talon_card
    for seat in range(4):
        seen = redact(discarded, seat)
        assert seen.card == (talon_card if seat == left else None)
    with pytest.raises(IllegalAction, match="does not hold"):
        state.apply(Discard(left, talon_card))
    with pytest.raises(IllegalAction):
        state.apply(Discard(left_of(left), state.hands[left_of(left)][0]))
    with pytest.raises(IllegalAction):  # no playing before the discards are done
        state.apply(Play(left, state.hands[left][0]))


def test_talon_cards_are_hidden_from_others() -> None:
    state, _ = new(6)
    _, events = agree_chant(state)
    for talon_card in of_type(events, ev.TalonCard):
        for seat in range(4):
            assert (redact(talon_card, seat).card is None) == (seat != talon_card.seat)


def test_chant_off() -> None:
    state, events = new(3, chant="off")
    assert state.phase == "play"
    assert state.to_act == left_of(state.dealer)
    assert not of_type(events, ev.ChantVoted)
    assert len(state.talon) == 12
    with pytest.raises(IllegalAction):
        state.apply(ChantVote(state.to_act, True))


# --- play --------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_dealers_left_leads_and_any_card_may_be_played(seed: int) -> None:
    state, _ = new(seed, chant="off")
    assert state.leader == left_of(state.dealer) == state.to_act
    rng = random.Random(seed)
    for _ in range(4):
        seat = state.to_act
        assert sorted(a.card for a in state.legal_actions()) == sorted(state.hands[seat])
        assert all(a.seat == seat for a in state.legal_actions())
        state, _ = state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("dealer", range(4))
def test_winner_leads_and_spoiled_trick_keeps_the_leader(dealer: int) -> None:
    deal = build_deal("E X X W N X S S E", dealer=dealer)
    state = deal.state()
    leaders = []
    for i in range(0, len(deal.plays), 4):
        leaders.append(state.to_act)
        assert state.trick == ()
        state, events = run(state, deal.plays[i : i + 4])
        assert len(trick_results(events)) == 1
    expected = [left_of(dealer)]
    for winner in parse_sequence("E X X W N X S S")[:8]:
        expected.append(expected[-1] if winner is None else winner)
    assert leaders == expected
    assert state.is_over


def test_spoiled_trick_event_names_the_leader_and_cards() -> None:
    deal = build_deal("X N N N N N N N N", dealer=3)
    state, events = run(deal.state(), deal.plays[:4])
    (spoiled,) = of_type(events, ev.TrickSpoiled)
    assert spoiled.leader == 0 and spoiled.trick == 0
    assert spoiled.cards == tuple(p.card for p in deal.plays[:4])
    assert state.to_act == 0 and state.tricks_won() == [0, 0, 0, 0]


def test_apply_never_mutates_the_old_state() -> None:
    state, _ = new(9, chant="off")
    before = snapshot(state)
    assert len(before) > 30 and "talon" in before and "scores" in before
    seat = state.to_act
    after, _ = state.apply(Play(seat, state.hands[seat][0]))
    assert snapshot(state) == before
    assert after.hands[seat] != state.hands[seat]
    with pytest.raises(IllegalAction):
        state.apply(Play(left_of(seat), state.hands[left_of(seat)][0]))
    assert snapshot(state) == before


# --- illegal actions ---------------------------------------------------------------------------


def opening(dealer: int = 1) -> State:
    return build_deal("N N N N N N N N N", dealer=dealer).state()


def test_card_not_held_message_9c() -> None:
    deal = build_deal("N N N N N N N N N", dealer=1, unused=["9C"])
    state = deal.state()
    assert state.to_act == 2 and card("9C") not in state.hands[2]
    with pytest.raises(IllegalAction, match="seat 2 does not hold 9C"):
        state.apply(Play(2, card("9C")))
    # a card held by another seat is not held either
    other = state.hands[3][0]
    with pytest.raises(IllegalAction, match=f"seat 2 does not hold {code(other)}"):
        state.apply(Play(2, other))


@pytest.mark.parametrize(
    "action, words",
    [
        (Play(3, 0), "turn"),
        (Play(7, 0), "not at this table"),
        (ChantVote(2, True), "not allowed now"),
        (Discard(2, 0), "not allowed now"),
        (OfferAgree(2, True), "not allowed now"),
        (OfferAnswer(3, True), "not allowed now"),
        (Signal(7, "misere"), "not at this table"),
        (Signal(2, "wink"), "unknown gesture"),
    ],
)
def test_illegal_actions_raise(action, words: str) -> None:
    state = opening(dealer=1)
    with pytest.raises(IllegalAction, match=words):
        state.apply(action)


def test_nothing_after_the_hand_is_over() -> None:
    deal = build_deal("N N N N N N N N N")
    state, _ = run(deal.state(), deal.plays)
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Play(0, deal.plays[0].card))
    with pytest.raises(IllegalAction):
        state.apply(Signal(0, "misere"))


def test_illegal_action_is_a_value_error() -> None:
    assert issubclass(IllegalAction, ValueError)


# --- offering the point ------------------------------------------------------------------------


def offer_and_answer(state: State, seat: int, agree: bool, answers: tuple[bool, ...]):
    state, events = state.apply(Offer(seat))
    partner = (seat + 2) % 4
    assert state.phase == "offer" and state.to_act == partner
    assert set(state.legal_actions()) == {OfferAgree(partner, True), OfferAgree(partner, False)}
    state, more = state.apply(OfferAgree(partner, agree))
    events += more
    for answer in answers:
        opponent = state.to_act
        assert opponent % 2 != seat % 2
        state, more = state.apply(OfferAnswer(opponent, answer))
        events += more
    return state, events


def test_offer_before_the_first_lead_only() -> None:
    state = opening(dealer=1)
    assert Offer(0) in state.interjections(0)
    state, _ = state.apply(Play(2, state.hands[2][0]))
    assert Offer(0) not in state.interjections(0)
    with pytest.raises(IllegalAction, match="offer not allowed after the first lead"):
        state.apply(Offer(0))
    with pytest.raises(IllegalAction, match="offer not allowed after the first lead"):
        state.apply(Offer(1))


def test_offer_not_allowed_after_the_first_trick_either() -> None:
    deal = build_deal("N N N N N N N N N", dealer=1)
    state, _ = run(deal.state(), deal.plays[:4])
    with pytest.raises(IllegalAction, match="offer not allowed after the first lead"):
        state.apply(Offer(1))


def test_offer_withdrawn_by_partner() -> None:
    state = opening(dealer=1)
    state, events = offer_and_answer(state, 1, False, ())
    assert ev.OfferDecided(1, "withdrawn") in events
    assert state.phase == "play" and state.to_act == 2
    assert not of_type(events, ev.HandEnded)
    with pytest.raises(IllegalAction):  # the same seat does not propose twice
        state.apply(Offer(1))


def test_offer_accepted_in_a_match_scores_one_and_the_next_dealer_deals() -> None:
    state, _ = new(11, chant="off")
    dealer = state.dealer
    offerer = state.to_act  # dealer's left
    state, events = offer_and_answer(state, offerer, True, (True, True))
    accepting = 1 - offerer % 2
    assert ev.OfferDecided(offerer % 2, "accepted") in events
    end = hand_ended(events)
    assert end.reason == "offer_accepted"
    assert end.points[accepting] == 1 and end.points[1 - accepting] == 0
    assert state.scores[accepting] == 1 and sum(state.scores) == 1
    assert not of_type(events, ev.CardPlayed)  # the hand is not played
    assert of_type(events, ev.HandStarted) == [ev.HandStarted(2, left_of(dealer))]
    assert state.dealer == left_of(dealer)


def test_a_single_refusal_is_a_refusal() -> None:
    state = opening(dealer=1)
    state, events = offer_and_answer(state, 0, True, (True, False))
    assert ev.OfferDecided(0, "refused") in events
    assert state.phase == "play" and state.to_act == 2
    with pytest.raises(IllegalAction):  # one offer per hand
        state.apply(Offer(1))
    with pytest.raises(IllegalAction):
        state.apply(Offer(2))


# offer by N-S (team 0) unless stated; sequences decide whether the refusers make mordienne
REFUSALS = [
    ("N X S X X X W W W", 0, (0, 2), "refusers E-W make mordienne"),
    ("W N S W W W W W W", 0, (2, 0), "refusers only win the hand"),
    ("N N N N N N N N N", 0, (2, 0), "offerers win"),
    ("E X X X N N N N N", 0, (2, 0), "offerers make mordienne: still 2"),
    ("X X X X X X X X X", 0, (2, 0), "all spoiled"),
    ("W W W E E E W W X", 0, (2, 0), "refusers' run stops at a spoiled last trick"),
    ("E X X X N N N N N", 1, (2, 0), "refusers N-S make mordienne"),
    ("E X X X W W W W W", 1, (0, 2), "offerers E-W make mordienne"),
]


@pytest.mark.parametrize("sequence, team, points, why", REFUSALS, ids=[r[3] for r in REFUSALS])
def test_refused_offer(sequence: str, team: int, points: tuple[int, int], why: str) -> None:
    deal = build_deal(sequence, dealer=3)
    state = deal.state()
    state, events = offer_and_answer(state, team, True, (False,))
    assert ev.OfferDecided(team, "refused") in events
    state, events = run(state, deal.plays)
    assert trick_results(events) == parse_sequence(sequence)
    end = hand_ended(events)
    assert end.points == points


def test_refusal_not_obliging_mordienne_is_a_concession() -> None:
    state = build_deal("N N N N N N N N N", Options(refusal_obliges_mordienne=False)).state()
    state, events = offer_and_answer(state, 1, True, ())
    assert ev.OfferDecided(1, "accepted") in events
    assert not of_type(events, ev.OfferAnswered)
    assert hand_ended(events).points == (1, 0)
    assert state.is_over


def test_offers_off() -> None:
    state = build_deal("N N N N N N N N N", opts(offer_point="off")).state()
    assert all(not isinstance(a, Offer) for a in state.interjections(0))
    with pytest.raises(IllegalAction):
        state.apply(Offer(0))


def test_no_offer_during_the_chant() -> None:
    state, _ = new(2)
    assert state.phase == "chant"
    with pytest.raises(IllegalAction):
        state.apply(Offer(state.to_act))


def test_offer_anytime_only_between_tricks() -> None:
    options = opts(offer_timing="anytime")
    deal = build_deal("E N S W N N N N N", options, dealer=3)
    state = deal.state()
    assert Offer(1) in state.interjections(1)
    state, _ = state.apply(deal.plays[0])
    with pytest.raises(IllegalAction, match="between tricks"):
        state.apply(Offer(1))
    state, _ = run(state, deal.plays[1:8])  # two tricks done
    assert state.trick == () and state.trick_number == 2
    state, events = offer_and_answer(state, 1, True, (True, True))
    end = hand_ended(events)
    assert end.points == (1, 0) and end.reason == "offer_accepted"
    assert end.tricks_won == (1, 1, 0, 0)
    assert state.is_over


def test_offer_anytime_refused_mid_hand() -> None:
    options = opts(offer_timing="anytime")
    deal = build_deal("E N S X X X W W W", options, dealer=3)
    state, _ = run(deal.state(), deal.plays[:12])
    state, events = offer_and_answer(state, 0, True, (False,))
    assert ev.OfferDecided(0, "refused") in events
    state, events = run(state, deal.plays[12:])
    assert hand_ended(events).points == (0, 2)  # W made mordienne after refusing


# --- signals -----------------------------------------------------------------------------------


def signal(state: State, seat: int, gesture: str) -> ev.SignalMade:
    _, events = state.apply(Signal(seat, gesture))
    (made,) = of_type(events, ev.SignalMade)
    return made


@pytest.mark.parametrize(
    "options, seen",
    [
        ({"signal_intercept": 1.0}, {1, 2, 3}),
        ({"signal_intercept": 0.0}, {2}),
        ({"signals": "partner_only", "signal_intercept": 1.0}, {2}),
        ({"signals": "partner_only"}, {2}),
    ],
)
def test_who_sees_a_signal(options: dict, seen: set[int]) -> None:
    for seed in range(10):
        state = build_deal("N N N N N N N N N", opts(**options)).state(seed=seed)
        for gesture in ("misere", "mordienne"):
            assert signal(state, 0, gesture).seen_by == seen


def test_intercept_rate_and_partner_always_sees() -> None:
    seen = opponents = 0
    for seed in range(300):
        state = build_deal("N N N N N N N N N").state(seed=seed)
        for seat in range(4):
            made = signal(state, seat, "misere")
            partner = (seat + 2) % 4
            assert partner in made.seen_by and seat not in made.seen_by
            opponents += 2
            seen += len(made.seen_by) - 1
    assert 0.15 < seen / opponents < 0.25  # signal_intercept 0.2


def test_same_seed_same_interceptions() -> None:
    options = opts(signal_intercept=0.5)
    runs = []
    for _ in range(2):
        runs.append(
            [
                signal(build_deal("N N N N N N N N N", options).state(seed), 1, "misere").seen_by
                for seed in range(30)
            ]
        )
    assert runs[0] == runs[1]
    assert len(set(runs[0])) > 1  # the seed does matter


def test_signals_off() -> None:
    state = build_deal("N N N N N N N N N", opts(signals="off")).state()
    assert not any(isinstance(a, Signal) for s in range(4) for a in state.interjections(s))
    with pytest.raises(IllegalAction, match="off"):
        state.apply(Signal(0, "misere"))


def test_only_gestures_of_held_cards() -> None:
    state = opening()
    for seat in range(4):
        held = {GESTURE_OF[c] for c in state.hands[seat]} - {None}
        offered = {a.gesture for a in state.interjections(seat) if isinstance(a, Signal)}
        assert offered == held | {"misere", "mordienne"}
        for gesture in ("monsieur", "madame", "borgne", "vache", "ace", "grand_neuf"):
            if gesture in held:
                assert signal(state, seat, gesture).seat == seat
            else:
                with pytest.raises(IllegalAction, match="no card"):
                    state.apply(Signal(seat, gesture))


def test_misere_and_mordienne_always_and_once() -> None:
    state = build_deal("X X X X X X X X X").state()
    weak = next(s for s in range(4) if all(GESTURE_OF[c] is None for c in state.hands[s]))
    for gesture in ("misere", "mordienne"):
        state, _ = state.apply(Signal(weak, gesture))
        with pytest.raises(IllegalAction, match="already"):
            state.apply(Signal(weak, gesture))
    assert not any(isinstance(a, Signal) for a in state.interjections(weak))


def test_card_gesture_once_and_only_while_held() -> None:
    deal = build_deal("N N N N N N N N N", dealer=3)
    state = deal.state()
    assert card("3D") in state.hands[0]
    state, _ = state.apply(Signal(0, "monsieur"))
    with pytest.raises(IllegalAction, match="already"):
        state.apply(Signal(0, "monsieur"))
    fresh, _ = run(deal.state(), deal.plays[:4])  # N played Monsieur in trick 1
    assert card("3D") not in fresh.hands[0]
    with pytest.raises(IllegalAction, match="no card"):
        fresh.apply(Signal(0, "monsieur"))


def test_no_signal_after_the_last_card() -> None:
    deal = build_deal("N N N N N N N N N", dealer=3)
    state, _ = run(deal.state(), deal.plays[:-3])  # N led the last trick
    assert state.hands[0] == () and state.hands[1] != ()
    with pytest.raises(IllegalAction, match="last card"):
        state.apply(Signal(0, "misere"))
    assert not any(isinstance(a, Signal) for a in state.interjections(0))
    state, _ = state.apply(Signal(1, "misere"))  # E still holds a card


def test_signal_redacted_for_seats_that_did_not_see_it() -> None:
    state = build_deal("N N N N N N N N N", opts(signal_intercept=0.0)).state()
    made = signal(state, 1, "misere")
    assert redact(made, 3) == made and redact(made, 1) == made
    assert redact(made, 0) is None and redact(made, 2) is None
    assert [s.gesture for s in view(state.apply(Signal(1, "misere"))[0], 0).signals] == []
    assert [s.gesture for s in view(state.apply(Signal(1, "misere"))[0], 3).signals] == ["misere"]


# --- the match ---------------------------------------------------------------------------------


def concede(state: State, offering_team: int) -> tuple[State, list[ev.Event]]:
    """Skip the chant, then ``offering_team`` offers the point and the opponents accept."""
    state, events = skip_chant(state)
    seat = next(s for s in range(4) if s % 2 == offering_team)
    state, more = offer_and_answer(state, seat, True, (True, True))
    return state, events + more


def test_match_to_five_points() -> None:
    state, _ = new(1)
    for hand in range(5):
        assert not state.is_over
        state, events = concede(state, 0)
        assert state.scores == (0, hand + 1)
    assert state.is_over
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded(1, (0, 5))]
    with pytest.raises(IllegalAction, match="match is over"):
        state.apply(Signal(0, "misere"))


def test_match_points_n() -> None:
    state, _ = new(1, match_length="points:2")
    state, _ = concede(state, 1)
    assert not state.is_over
    state, events = concede(state, 1)
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded(0, (2, 0))]


def test_match_deals_n_with_extra_deals_while_level() -> None:
    state, _ = new(3, match_length="deals:2")
    state, _ = concede(state, 0)
    state, events = concede(state, 1)
    assert state.scores == (1, 1) and state.deals == 2
    assert not state.is_over and not of_type(events, ev.MatchEnded)
    state, events = concede(state, 0)
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded(1, (1, 2))]


def test_match_deals_n_exactly() -> None:
    state, _ = new(3, match_length="deals:3")
    for _ in range(3):
        assert not state.is_over
        state, events = concede(state, 0)
    assert of_type(events, ev.MatchEnded) == [ev.MatchEnded(1, (0, 3))]


def test_match_deals_n_random_play() -> None:
    # N deals, then single deals until the score differs
    rng = random.Random(8)
    state, events = new(8, match_length="deals:4")
    while not state.is_over:
        state, more = play_out_hand(state, rng)
        events += more
    ends = of_type(events, ev.HandEnded)
    totals = [0, 0]
    for i, end in enumerate(ends, start=1):
        totals = [a + b for a, b in zip(totals, end.points, strict=True)]
        if i >= 4 and totals[0] != totals[1]:
            assert i == len(ends)
    assert len(ends) >= 4 and totals[0] != totals[1]


def test_match_hand_wins_counts_hands_not_points() -> None:
    state, _ = new(2, match_length="hand_wins:2")
    state, events = skip_chant(state)
    seat = state.to_act
    state, more = offer_and_answer(state, seat, True, (False,))  # a refused offer: 2 points
    rng = random.Random(1)
    state, more = play_out_hand(state, rng)
    end = hand_ended(more)
    assert sorted(end.points) == [0, 2]
    assert not state.is_over  # 2 points, but one hand won
    team = end.points.index(2)
    state, events = concede(state, 1 - team)
    assert of_type(events, ev.MatchEnded) == [
        ev.MatchEnded(team, tuple(3 if t == team else 0 for t in range(2)))
    ]


def test_points_five_random_match_ends_at_five() -> None:
    for seed in range(5):
        rng = random.Random(seed)
        state, _ = new(seed)
        hands = 0
        while not state.is_over:
            before = state.scores
            assert max(before) < 5
            state, events = play_out_hand(state, rng)
            hands += 1
            assert hands < 100
        (ended,) = of_type(events, ev.MatchEnded)
        assert max(ended.scores) >= 5 and min(ended.scores) < 5
        assert ended.scores[ended.winner] == max(ended.scores)


# --- partnership draw and seats ----------------------------------------------------------------


def top_four_holders(draw: ev.PartnershipDraw) -> dict[str, int]:
    return {TOP_FOUR[code(c)]: p for p, c in draw.draws if code(c) in TOP_FOUR}


@pytest.mark.parametrize("seed", range(12))
def test_partnership_draw_top_four_cards(seed: int) -> None:
    state, events = new(seed)
    (draw,) = of_type(events, ev.PartnershipDraw)
    (seated,) = of_type(events, ev.Seated)
    holders = top_four_holders(draw)
    assert len(holders) == 4 and len(set(holders.values())) == 4
    # the draw stops when the four are out
    assert code(draw.draws[-1][1]) in TOP_FOUR
    # a player who got a top card gets no more cards; otherwise the deal goes round in turn
    done: set[int] = set()
    previous = None
    for player, c in draw.draws:
        assert player not in done
        if previous is not None:
            expected = (previous + 1) % 4
            while expected in done:
                expected = (expected + 1) % 4
            assert player == expected
        if code(c) in TOP_FOUR:
            done.add(player)
        previous = player
    seat_of = {player: seat for seat, player in enumerate(seated.seating)}
    assert (seat_of[holders["monsieur"]] - seat_of[holders["madame"]]) % 4 == 2
    assert (seat_of[holders["borgne"]] - seat_of[holders["vache"]]) % 4 == 2
    assert seated.first_dealer == seat_of[holders["madame"]] == state.dealer
    assert seated.seating[0] == 0
    assert sorted(seated.seating) == [0, 1, 2, 3]


def test_first_dealer_random() -> None:
    madame_deals = 0
    dealers = set()
    for seed in range(40):
        state, events = new(seed, first_dealer="random")
        (draw,) = of_type(events, ev.PartnershipDraw)
        (seated,) = of_type(events, ev.Seated)
        seat_of = {p: s for s, p in enumerate(seated.seating)}
        madame_deals += state.dealer == seat_of[top_four_holders(draw)["madame"]]
        dealers.add(state.dealer)
    assert dealers == {0, 1, 2, 3}
    assert madame_deals < 40


@pytest.mark.parametrize("seed", range(12))
def test_partnership_draw_four_rank(seed: int) -> None:
    state, events = new(seed, partnership_method="draw_four_rank")
    draws = of_type(events, ev.PartnershipDraw)
    (seated,) = of_type(events, ev.Seated)
    for earlier in draws[:-1]:  # a tie in class is drawn again
        assert len({CLASS[c] for _, c in earlier.draws}) < 4
    final = draws[-1]
    assert sorted(p for p, _ in final.draws) == [0, 1, 2, 3]
    ranked = sorted(final.draws, key=lambda pc: CLASS[pc[1]])
    assert len({CLASS[c] for _, c in final.draws}) == 4
    seat_of = {p: s for s, p in enumerate(seated.seating)}
    best, second = ranked[0][0], ranked[1][0]
    assert (seat_of[best] - seat_of[second]) % 4 == 2  # the two highest are partners
    assert state.dealer == seat_of[second]  # the second-highest acts as Madame
    assert seated.seating[0] == 0


def test_partnership_random() -> None:
    seatings = set()
    for seed in range(30):
        _, events = new(seed, partnership_method="random")
        (seated,) = of_type(events, ev.Seated)
        assert seated.seating[0] == 0 and sorted(seated.seating) == [0, 1, 2, 3]
        seatings.add(seated.seating)
    assert len(seatings) > 1


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"partnership_method": "draw_four_rank"},
        {"partnership_method": "random"},
        {"players": 6},
        {"players": "heads_up"},
        {"players": "petit_jean"},
        {"variant": "vache"},
        {"variant": "vache", "players": 3},
        {"variant": "vache", "players": 5},
        {"first_dealer": "random"},
    ],
)
def test_player_zero_always_sits_at_seat_zero(options: dict) -> None:
    for seed in range(25):
        state, events = new(seed, **options)
        (seated,) = of_type(events, ev.Seated)
        assert seated.seating[0] == 0
        assert sorted(seated.seating) == list(range(state.n))
        assert seated.first_dealer == state.dealer


# --- determinism -------------------------------------------------------------------------------


def random_actions(seed: int, options: Options, limit: int = 400):
    """A match of random turn actions and interjections: (actions, events, final state)."""
    rng = random.Random(seed)
    state, events = State.new_match(seed, options)
    actions = []
    while not state.is_over and len(actions) < limit:
        extra = state.interjections(rng.randrange(state.n))
        if extra and rng.random() < 0.1:
            action = rng.choice(extra)
        else:
            action = rng.choice(state.legal_actions())
        actions.append(action)
        state, more = state.apply(action)
        events += more
    return actions, events, state


@pytest.mark.parametrize(
    "options",
    [{}, {"players": 6}, {"variant": "vache"}, {"variant": "vache", "players": 5}],
)
def test_same_seed_same_actions_same_events(options: dict) -> None:
    actions, events, _ = random_actions(21, opts(**options))
    state, replayed = State.new_match(21, opts(**options))
    for action in actions:
        state, more = state.apply(action)
        replayed += more
    assert replayed == events
    other, _ = State.new_match(22, opts(**options))
    assert other.hands != State.new_match(21, opts(**options))[0].hands


DETERMINISM_SCRIPT = """
from test_engine import opts, random_actions
actions, events, state = random_actions(5, opts(signal_intercept=0.5, match_length="points:3"))
print(repr(actions))
print(repr(events))
"""


def test_same_seed_same_events_in_other_processes() -> None:
    """Nothing may depend on the process (string hashing, set order): a seed replays anywhere."""
    outputs = []
    for hash_seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", DETERMINISM_SCRIPT],
            capture_output=True,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
            cwd=Path(__file__).resolve().parent,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        outputs.append(done.stdout)
    assert outputs[0] == outputs[1]
    assert "SignalMade" in outputs[0] and "MatchEnded" in outputs[0]


# --- six players -------------------------------------------------------------------------------


def test_six_players_deal() -> None:
    state, events = new(4, players=6)
    dealer = state.dealer
    dealt = of_type(events, ev.Dealt)
    order = [(dealer + i) % 6 for i in range(1, 7)]
    assert [d.seat for d in dealt] == order * 3
    assert [len(d.cards) for d in dealt] == [3] * 6 + [3] * 6 + [2] * 6
    assert [len(h) for h in state.hands] == [8] * 6
    assert sorted(c for h in state.hands for c in h) == list(range(48))
    assert of_type(events, ev.TalonLeft) == [ev.TalonLeft(0)]
    assert state.phase == "play" and not of_type(events, ev.ChantVoted)  # no chant
    assert state.to_act == (dealer + 1) % 6
    assert [state.team(s) for s in range(6)] == [0, 1, 0, 1, 0, 1]
    assert state.partners(0) == (2, 4) and state.opponents(0) == (1, 3, 5)


def test_six_players_hand() -> None:
    options = opts(players=6)
    deal = build_deal("0 1 2 3 4 5 X 3", options, dealer=5)
    _, events = run(deal.state(), deal.plays)
    assert trick_results(events) == [0, 1, 2, 3, 4, 5, None, 3]
    end = hand_ended(events)
    assert end.winner == 3 and end.points == (0, 1)
    assert end.tricks_won == (1, 1, 1, 2, 1, 1)


def test_six_players_mordienne() -> None:
    deal = build_deal("0 1 X X X 5 5 5", opts(players=6), dealer=5)
    _, events = run(deal.state(), deal.plays)
    end = hand_ended(events)
    assert (end.winner, end.points, end.mordienne) == (5, (0, 2), True)


def test_six_players_offer_needs_both_partners() -> None:
    state = build_deal("0 0 0 0 0 0 0 0", opts(players=6), dealer=5).state()
    state, _ = state.apply(Offer(0))
    assert state.to_act == 2
    state, _ = state.apply(OfferAgree(2, True))
    assert state.to_act == 4
    state, events = state.apply(OfferAgree(4, True))
    answers = []
    while state.phase == "offer":
        answers.append(state.to_act)
        state, events = state.apply(OfferAnswer(state.to_act, True))
    assert answers == [1, 3, 5]
    assert hand_ended(events).points == (0, 1)


def test_six_players_signal_seen_by_both_partners() -> None:
    state = build_deal("0 0 0 0 0 0 0 0", opts(players=6, signal_intercept=0.0)).state()
    assert signal(state, 1, "misere").seen_by == {3, 5}


# --- heads-up ------------------------------------------------------------------------------------


def test_heads_up_deal() -> None:
    state, events = new(5, players="heads_up")
    dealer = state.dealer
    assert state.n == 2
    dealt = of_type(events, ev.Dealt)
    assert [d.seat for d in dealt] == [1 - dealer, dealer] * 3
    assert all(len(d.cards) == 3 for d in dealt)
    assert [len(h) for h in state.hands] == [9, 9]
    assert of_type(events, ev.TalonLeft) == [ev.TalonLeft(30)]
    assert len(state.talon) == 30
    assert sorted([*state.talon, *state.hands[0], *state.hands[1]]) == list(range(48))
    assert state.phase == "play" and state.to_act == 1 - dealer  # no chant; non-dealer leads
    assert not any(isinstance(a, Signal) for a in state.interjections(0))


def test_heads_up_hand_and_leader_alternates() -> None:
    options = opts(players="heads_up")
    deal = build_deal("1 0 X 0 1 1 X 1 1", options, dealer=0)
    state, events = run(deal.state(), deal.plays)
    assert trick_results(events) == parse_sequence("1 0 X 0 1 1 X 1 1")
    end = hand_ended(events)
    assert end.winner == 1 and end.points == (0, 1) and end.tricks_won == (2, 5)
    rng = random.Random(0)
    state, events = new(5, players="heads_up", match_length="deals:3")
    dealers = []
    while not state.is_over:
        dealers.append(state.dealer)
        assert state.to_act == 1 - state.dealer
        state, _ = play_out_hand(state, rng)
    assert dealers[:3] == [dealers[0], 1 - dealers[0], dealers[0]]


def test_heads_up_mordienne() -> None:
    deal = build_deal("0 X X X X 1 1 1 1", opts(players="heads_up"), dealer=1)
    _, events = run(deal.state(), deal.plays)
    end = hand_ended(events)
    assert (end.winner, end.points, end.mordienne) == (1, (0, 2), True)


# --- Petit-Jean ----------------------------------------------------------------------------------


def test_petit_jean_exposed_before_the_lead() -> None:
    state, events = new(7, players="petit_jean")
    assert state.controller(2) == 0
    assert [state.controller(s) for s in (0, 1, 3)] == [0, 1, 3]
    assert not of_type(events, ev.HandExposed)  # not before the chant
    state, events = skip_chant(state)
    (exposed,) = of_type(events, ev.HandExposed)
    assert exposed.seat == 2 and sorted(exposed.cards) == sorted(state.hands[2])
    assert events.index(exposed) < events.index(of_type(events, ev.PlayStarted)[0])
    for seat in range(4):
        assert dict(view(state, seat).exposed) == {2: state.hands[2]}


def test_petit_jean_exposed_after_the_chant() -> None:
    state, _ = new(7, players="petit_jean")
    state, events = agree_chant(state)
    for seat in state.recipients:
        for _ in range(6):
            state, more = state.apply(Discard(seat, state.hands[seat][-1]))
            events += more
    (exposed,) = of_type(events, ev.HandExposed)
    assert exposed.cards == state.hands[2] and len(exposed.cards) == 9


def test_petit_jean_cannot_signal() -> None:
    state, _ = new(7, players="petit_jean")
    state, _ = skip_chant(state)
    assert not any(isinstance(a, Signal) for a in state.interjections(2))
    with pytest.raises(IllegalAction, match="Petit-Jean"):
        state.apply(Signal(2, "misere"))
    assert any(isinstance(a, Signal) for a in state.interjections(0))


def test_petit_jean_hand_scores_like_any_seat() -> None:
    options = opts(players="petit_jean")
    deal = build_deal("N X X X X X S S S", options, dealer=0)
    _, events = run(deal.state(), deal.plays)
    end = hand_ended(events)
    assert (end.winner, end.points, end.mordienne) == (2, (2, 0), True)


# --- the Cow Game (vache) ------------------------------------------------------------------------

VACHE = {"variant": "vache"}


@pytest.mark.parametrize("players, talon", [(3, 21), (4, 12), (5, 3)])
def test_vache_deal_counter_clockwise_one_by_one(players: int, talon: int) -> None:
    state, events = new(3, **VACHE, players=players)
    dealer, n = state.dealer, players
    assert state.n == n and all(len(h) == 9 for h in state.hands)
    assert of_type(events, ev.Cut)[0].seat == left_of(dealer, n)  # the player on his left cuts
    dealt = of_type(events, ev.Dealt)
    order = [(dealer - i) % n for i in range(1, n + 1)]
    assert [d.seat for d in dealt] == order * 9
    assert all(len(d.cards) == 1 for d in dealt)
    assert of_type(events, ev.TalonLeft) == [ev.TalonLeft(talon)] and len(state.talon) == talon
    assert state.phase == "play" and state.to_act == right_of(dealer, n)  # no chant
    seat = state.to_act
    state, _ = state.apply(Play(seat, state.hands[seat][0]))
    assert state.to_act == right_of(seat, n)


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("seed", range(4))
def test_vache_players_sit_by_their_drawn_card(players: int, seed: int) -> None:
    """Highest card deals first; the others follow counter-clockwise, highest to lowest."""
    state, events = new(seed, **VACHE, players=players)
    draws = of_type(events, ev.PartnershipDraw)
    for earlier in draws[:-1]:  # equal ranks draw again
        assert len({VACHE_CLASS[c] for _, c in earlier.draws}) < players
    final = draws[-1].draws
    assert sorted(p for p, _ in final) == list(range(players))
    ranked = [p for p, _ in sorted(final, key=lambda pc: VACHE_CLASS[pc[1]])]
    (seated,) = of_type(events, ev.Seated)
    seat_of = {p: s for s, p in enumerate(seated.seating)}
    assert state.dealer == seat_of[ranked[0]]
    assert [seat_of[p] for p in ranked] == [(state.dealer - i) % players for i in range(players)]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_vache_dealer_passes_to_the_right(players: int) -> None:
    rng = random.Random(2)
    state, _ = new(2, **VACHE, players=players, match_length="deals:3")
    dealers = []
    while not state.is_over:
        dealers.append(state.dealer)
        state, _ = play_out_hand(state, rng)
    assert dealers[1] == right_of(dealers[0], players)
    assert dealers[2] == right_of(dealers[1], players)


@pytest.mark.parametrize(
    "players, sequence, counts, winner",
    [
        # the tie of tricks 2-3 is carried to seat 1 at trick 4
        (3, "0 X X 1 2 0 0 1 2", (3, 4, 2), 1),
        # trick 6 carried to seat 4 at trick 7; the last tie goes to seat 0, first-trick taker
        (5, "0 1 2 3 4 X 4 4 X", (2, 1, 1, 1, 4), 4),
        (5, "0 1 2 3 4 0 1 2 3", (2, 2, 2, 2, 1), None),  # a tie for most: nobody scores
    ],
)
def test_vache_at_three_and_five_seats(
    players: int, sequence: str, counts: tuple, winner: int | None
) -> None:
    options = opts(**VACHE, players=players)
    deal = build_deal(sequence, options, dealer=1)
    state = deal.state()
    assert state.to_act == 0  # the dealer's right leads
    _, events = run(state, deal.plays)
    assert trick_results(events) == parse_sequence(sequence)
    assert all(len(t.cards) == players for t in of_type(events, ev.TrickWon))
    end = hand_ended(events)
    assert end.tricks_won == counts and end.winner == winner
    points = [0] * players
    if winner is not None:
        points[winner] = 1
    assert end.points == tuple(points)


@pytest.mark.parametrize(
    "cards, winner",
    [
        (["KS", "AS", "QD", "JC"], 1),  # ace high
        (["KS", "QS", "JD", "9C"], 3),  # king lowest: 9 > J > Q > K
        (["2S", "3D", "9H", "AH"], 3),
        (["2S", "2D", "9H", "3H"], None),
        (["3D", "2D", "9H", "3H"], 1),  # Monsieur is just a 3 here
    ],
)
def test_vache_ranking(cards: list[str], winner: int | None) -> None:
    wanted = [card(c) for c in cards]
    rest = [c for c in range(48) if c not in wanted]
    hands = [[wanted[s], *rest[8 * s : 8 * s + 8]] for s in range(4)]
    state = State.from_deal(opts(**VACHE), 1, hands)  # the dealer's right (seat 0) leads
    assert state.to_act == 0
    plays = [Play(s, wanted[s]) for s in (0, 3, 2, 1)]  # counter-clockwise
    _, events = run(state, plays)
    assert trick_results(events) == [winner]


def test_vache_tied_tricks_carried_to_the_next_winner() -> None:
    deal = build_deal("N X X E S W N E S", opts(**VACHE), dealer=1)
    _, events = run(deal.state(), deal.plays)
    won = of_type(events, ev.TrickWon)
    assert [(w.trick, w.winner, w.carried) for w in won][:2] == [(0, 0, 0), (3, 1, 2)]
    end = hand_ended(events)
    assert end.tricks_won == (2, 4, 2, 1)
    assert end.winner == 1 and end.points == (0, 1, 0, 0)


def test_vache_last_tied_trick_goes_to_the_first_trick_taker() -> None:
    # trick 1 is tied and carried to E at trick 2: E is the first-trick taker
    deal = build_deal("X E N N W W S N X", opts(**VACHE), dealer=2)
    _, events = run(deal.state(), deal.plays)
    assert of_type(events, ev.TricksCarried) == [ev.TricksCarried(1, 1)]
    end = hand_ended(events)
    assert end.tricks_won == (3, 3, 1, 2)
    assert end.winner is None and end.points == (0, 0, 0, 0)  # tied hand: no winner


def test_vache_tied_hand_has_no_winner() -> None:
    deal = build_deal("N E S N E S N E S", opts(**VACHE), dealer=0)
    _, events = run(deal.state(), deal.plays)
    end = hand_ended(events)
    assert end.tricks_won == (3, 3, 3, 0)
    assert end.winner is None and end.points == (0, 0, 0, 0) and end.reason == "tied"


def test_vache_no_mordienne_offer_signal_or_chant() -> None:
    deal = build_deal("E X X X W W W W W", opts(**VACHE), dealer=0)
    state = deal.state()
    assert state.interjections(0) == []
    with pytest.raises(IllegalAction):
        state.apply(Offer(state.to_act))
    _, events = run(state, deal.plays)
    end = hand_ended(events)
    assert end.tricks_won == (0, 1, 0, 8)
    assert (end.winner, end.points, end.mordienne) == (3, (0, 0, 0, 1), False)


def test_vache_all_tied_nobody_scores() -> None:
    deal = build_deal("X X X X X X X X X", opts(**VACHE), dealer=0)
    _, events = run(deal.state(), deal.plays)
    end = hand_ended(events)
    assert end.winner is None and end.points == (0, 0, 0, 0)
    assert not of_type(events, ev.TricksCarried)


# --- the short text (S1) -------------------------------------------------------------------------

SHORT = {"variant": "short_text"}
SPECIALS = {"variant": "short_text", "short_text_specials": "on"}


def short_hand(sequence: str, options: dict, **kw) -> tuple[ev.HandEnded, list[ev.Event]]:
    deal = build_deal(sequence, opts(**options), dealer=3, **kw)
    _, events = run(deal.state(), deal.plays)
    assert trick_results(events) == parse_sequence(sequence)
    return hand_ended(events), events


def test_short_text_carries_spoiled_tricks() -> None:
    end, events = short_hand("S X E N X S W W W", SHORT)
    assert [w.carried for w in of_type(events, ev.TrickWon)] == [0, 1, 0, 1, 0, 0, 0]
    assert end.tricks_won == (1, 2, 3, 3)
    # E-W hold 5 tricks against 4; W (3, reached at trick 9) is their best player
    assert (end.winner, end.points, end.mordienne, end.reason) == (3, (0, 1), False, "team_tricks")


def test_short_text_the_team_with_more_tricks_wins() -> None:
    # N alone has the most tricks (4), but E and W have 5 together
    end, _ = short_hand("N N N N E E E W W", SHORT)
    assert end.tricks_won == (4, 3, 0, 2)
    assert (end.winner, end.points, end.reason) == (1, (0, 1), "team_tricks")
    aluette, _ = short_hand("N N N N E E E W W", {})
    assert (aluette.winner, aluette.points) == (0, (1, 0))  # team totals do not matter there


def test_short_text_equal_team_totals_go_to_the_team_that_got_there_first() -> None:
    # six seats, eight tricks: 4 each; seats 1, 3, 5 reach 4 at trick 7, seats 0, 2 at trick 8
    options = {"variant": "short_text", "players": 6}
    end, _ = short_hand("0 0 0 1 3 5 1 2", options)
    assert end.tricks_won == (3, 2, 1, 1, 0, 1)
    assert (end.winner, end.points, end.reason) == (1, (0, 1), "team_tricks")


def test_short_text_last_tie_to_first_trick_winner() -> None:
    end, events = short_hand("W N N E E S S N X", SHORT)
    assert of_type(events, ev.TricksCarried) == [ev.TricksCarried(3, 1)]
    assert end.tricks_won == (3, 2, 2, 2)
    assert end.winner == 0


def test_short_text_all_spoiled_nobody_scores() -> None:
    end, _ = short_hand("X X X X X X X X X", SPECIALS)
    assert (end.winner, end.points, end.reason) == (None, (0, 0), "all_spoiled")


def test_short_text_three_of_batons_captured_wins() -> None:
    # W has the most tricks, but S took the trick holding the 3 of batons
    end, _ = short_hand("S W W W W W W W W", SPECIALS, place={"3C": 0}, unused=["JS"])
    assert (end.winner, end.points, end.reason) == (2, (1, 0), "specials")
    end, _ = short_hand("S W W W W W W W W", SHORT, place={"3C": 0}, unused=["JS"])
    assert (end.winner, end.points) == (3, (0, 1))  # specials off


def test_short_text_three_of_batons_in_carried_tricks() -> None:
    # the last tie goes to N, who took the first trick, with the 3C in it
    end, _ = short_hand("N E E E E E E E X", SPECIALS, place={"3C": 8}, unused=["JS"])
    assert (end.winner, end.points) == (0, (1, 0))
    # the tie of trick 2 is carried to N at trick 3
    end, _ = short_hand("E X N E E E E E E", SPECIALS, place={"3C": 1}, unused=["JS"])
    assert (end.winner, end.points) == (0, (1, 0))


def test_short_text_jack_of_swords_passes_the_team_over() -> None:
    sequence = "N S N S N E E W W"  # N-S 5 (N 3, S 2), E-W 4 (E 2 first, W 2)
    # the jack in S's tricks costs the whole team the hand
    end, _ = short_hand(sequence, SPECIALS, place={"JS": 1}, unused=["3C"])
    assert (end.winner, end.points, end.reason) == (1, (0, 1), "specials")
    end, _ = short_hand(sequence, SHORT, place={"JS": 1}, unused=["3C"])
    assert (end.winner, end.points, end.reason) == (0, (1, 0), "team_tricks")  # specials off
    # the jack in the other team's tricks changes nothing
    end, _ = short_hand(sequence, SPECIALS, place={"JS": 5}, unused=["3C"])
    assert (end.winner, end.points, end.reason) == (0, (1, 0), "team_tricks")
    # neither card dealt: the ordinary result
    end, _ = short_hand(sequence, SPECIALS, unused=["3C", "JS"])
    assert (end.winner, end.reason) == (0, "team_tricks")


def test_short_text_jack_of_swords_with_every_trick_nobody_wins() -> None:
    end, _ = short_hand("N S N S N S N S N", SPECIALS, place={"JS": 0}, unused=["3C"])
    assert (end.winner, end.points, end.reason) == (None, (0, 0), "specials")


def test_short_text_three_of_batons_decides_before_the_jack() -> None:
    # N captured the jack (trick 2) and the 3 of batons (trick 1): the 3 decides
    end, _ = short_hand("N N N N N E E W W", SPECIALS, place={"JS": 1, "3C": 0})
    assert (end.winner, end.points, end.reason) == (0, (1, 0), "specials")
    end, _ = short_hand("N N E E E E E E E", SPECIALS, place={"JS": 0, "3C": 1})
    assert (end.winner, end.points, end.reason) == (0, (1, 0), "specials")


@pytest.mark.parametrize("chant", ["off", "unanimous"])
def test_each_hand_starts_with_nothing_of_the_last(chant: str) -> None:
    """A new deal carries none of the hand before it: votes, discards, gestures, offers,
    result (the engine shares a hand's facts between states, so a leak would go unseen)."""
    blank = State.new_match(0, opts(chant=chant))[0]
    fields = ("votes", "recipients", "discards", "signal_log", "signals_made", "proposed")
    fields += ("offer_log", "offer_result", "result")
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state, _ = State.new_match(seed, opts(chant=chant))
        while not state.is_over:
            extra = state.interjections(rng.randrange(state.n))
            action = rng.choice(extra if extra and rng.random() < 0.3 else state.legal_actions())
            before = state.hand_no
            state, _ = state.apply(action)
            if state.hand_no != before and not state.is_over:
                checked += 1
                for name in fields:
                    assert getattr(state, name) == getattr(blank, name), name
                assert state.trick_log == () and state.trick == ()
    assert checked > 100
