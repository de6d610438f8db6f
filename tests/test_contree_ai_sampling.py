"""The expert's deals weighed by the play so far: what the last seat to play to a trick and
what a leader showed of its hand (issue 22)."""

from __future__ import annotations

import random

from contree_helpers import cards

from game.contree.ai.bidding import (
    OPEN_MARGIN,
    PARTNER_BID_DEFENCE,
    floor10,
    support,
    team_estimate,
)
from game.contree.ai.knowledge import know
from game.contree.ai.sampling import (
    BID_SIDE_ACE,
    CONTRE_SUPPORT,
    PLAY_DOUBT,
    RA,
    RAISE_SUPPORT,
    TOP_RANKS,
    auction_sample,
    evidence,
    play_evidence,
    seat_misfit,
)
from game.contree.cards import NO_TRUMP, card
from game.contree.rules.actions import Bid, Contre, Pass, Play
from game.contree.rules.options import Options
from game.contree.rules.state import PLAY, State
from game.contree.rules.view import view

HANDS = (
    "9S TS AS 9D TD JD QD KD",
    "8S JS QS 8D JH QH KH AH",
    "7S AD KC AC 7H 8H 9H TH",
    "KS 7D 7C 8C 9C TC JC QC",
)


def eighty_hearts(hands: tuple[str, ...]) -> State:
    """The deal of ``hands``: seat 3 bids 80 hearts and the others pass."""
    state = State.from_deal(Options(), 0, [cards(h) for h in hands])
    state, _ = state.apply(Bid(3, 80, 1))
    for seat in (2, 1, 0):
        state, _ = state.apply(Pass(seat))
    return state


def two_tricks() -> State:
    """Seat 3 takes 80 hearts and leads the king of spades: seat 0, last, plays the nine
    under it (it could have beaten it with the ten or the ace). Then seat 3 leads the seven
    of diamonds, seat 2 takes it with the ace, and seat 0, last on its partner's trick, plays
    the nine (not the ten, king, queen or jack, worth points)."""
    state = eighty_hearts(HANDS)
    for seat, code in ((3, "KS"), (2, "7S"), (1, "8S"), (0, "9S")):
        state, _ = state.apply(Play(seat, card(code)))
    for seat, code in ((3, "7D"), (2, "AD"), (1, "8D"), (0, "9D")):
        state, _ = state.apply(Play(seat, card(code)))
    return state


def test_the_plays_make_cards_unlikely_in_a_hand() -> None:
    """Seat 0, last, doubts the suits' cards above its plays; seat 3 led twice under a
    suit's best card: each lead doubts the best card left of every side suit in its hand."""
    v = view(two_tricks(), 1)
    k = know(v)
    before = evidence(v, k)
    after = play_evidence(v, evidence(v, k))
    last = set(cards("TS AS TD KD QD JD"))
    masters = set(cards("AS AD AC"))
    for seat in (0, 2, 3):
        for c in k.unseen:
            factor = PLAY_DOUBT if seat == 0 and c in last else 1.0
            if seat == 3 and c in masters:
                factor = PLAY_DOUBT**2
            assert after[seat][c] == before[seat][c] * factor, (seat, c)


def test_a_master_led_or_a_void_shown_says_nothing_of_those_masters() -> None:
    """Seat 3 leads the ace of clubs, the suit's best: nothing is read of it. Seats 1 and 0
    showed themselves void in clubs on it; seat 1's lead of the eight of spades then doubts
    the best spade and diamond left in its hand, but not the king of clubs, which the
    tactic keeps from seat 0's ruff."""
    hands = (
        "9S TS AS 9D TD JD QD KD",
        "8S JS QS 8D JH QH KH AH",
        "7S AD KS 8C 7H 8H 9H TH",
        "AC 7D 7C KC 9C TC JC QC",
    )
    state = eighty_hearts(hands)
    for seat, code in ((3, "AC"), (2, "8C"), (1, "JH"), (0, "9S")):
        state, _ = state.apply(Play(seat, card(code)))
    v = view(state, 2)
    k = know(v)
    assert play_evidence(v, evidence(v, k)) == evidence(v, k)
    state, _ = state.apply(Play(1, card("8S")))
    v = view(state, 2)
    k = know(v)
    before, after = evidence(v, k), play_evidence(v, evidence(v, k))
    for seat in (0, 1, 3):
        for c in k.unseen:
            factor = PLAY_DOUBT if seat == 1 and c in cards("AS") else 1.0
            assert after[seat][c] == before[seat][c] * factor, (seat, c)


def test_no_play_no_change() -> None:
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 80, 1))
    v = view(state, 1)
    assert play_evidence(v, evidence(v, know(v))) == evidence(v, know(v))


def test_a_contre_from_a_hand_that_brings_the_defence_little_is_unlikely() -> None:
    """Seat 3 bids 80 hearts and seat 2 contres: a deal giving seat 2 the jack, nine and ace
    of hearts fits its contre; one giving it no heart falls short by what the standard
    bidder's contre asks of a hand, less what that hand brings the defence."""
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 80, 1))
    state, _ = state.apply(Contre(2))
    v = view(state, 1)
    strong, weak = cards("JH 9H AH AS TS AD 7C 8C"), cards("7S 8S 9S 7D 8D 9D 7C 8C")
    assert support(strong, 1, False) >= CONTRE_SUPPORT > support(weak, 1, False)
    assert seat_misfit(v, 2, strong) == 0
    assert seat_misfit(v, 2, weak) == CONTRE_SUPPORT - support(weak, 1, False)


def test_a_bidder_is_weighed_to_hold_the_other_suits_aces() -> None:
    """Seat 3 bid hearts, seat 2 passed: seat 3's aces of spades, diamonds and clubs weigh
    ``BID_SIDE_ACE`` (a bid counts its side aces), seat 2's weigh nothing more. A seat that bid
    no trump has its aces weighed by that bid's best ranks alone (no suit of it is a side)."""
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 80, 1))
    state, _ = state.apply(Pass(2))
    v = view(state, 1)
    w = evidence(v, know(v))
    for ace in cards("AS AD AC"):
        assert w[3][ace] == BID_SIDE_ACE
        assert w[2][ace] == 1.0
    assert w[3][card("KS")] == 1.0
    state = State.from_deal(Options(no_trump="on"), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 90, NO_TRUMP))
    v = view(state, 1)
    plain = evidence(v, know(v))
    for ace in cards("AS AH AD AC"):
        assert plain[3][ace] == dict(TOP_RANKS[NO_TRUMP])[RA]


def test_a_bidder_holds_a_side_ace_more_often_than_a_seat_that_passed() -> None:
    """Seat 3 bid 80 hearts and the others passed: seen from seat 1, which holds none of the
    aces of spades, diamonds or clubs, the bidder holds each of them in more of the sampled
    deals than either seat that passed, though its hearts take room in its hand."""
    hands = (
        "9S TS 8S 9D TD JD QD KD",
        "7S JS QS 8D 7C 8C 9C 7D",
        "KS TC JC QC KC 7H 8H AD",
        "AS AC JH 9H AH TH QH KH",
    )
    state = eighty_hearts(hands)
    v = view(state, 1)
    k = know(v)
    rng = random.Random(3)
    deals = [auction_sample(v, k, evidence(v, k), rng) for _ in range(600)]
    for ace in cards("AS AD AC"):
        held = {seat: sum(ace in d[seat] for d in deals) for seat in (0, 2, 3)}
        assert held[3] > max(held[0], held[2]), (ace, held)


def test_a_pass_over_the_partners_bid_is_unlikely_from_a_hand_that_raises_it() -> None:
    """Seat 3 bids 80 hearts and its partner, seat 1, passes: a hand that brings hearts
    more than a raise asks falls short of that pass by the difference; one that brings
    less fits it."""
    v = view(eighty_hearts(HANDS), 0)
    raises, passes = cards("JH 9H AH 7S 8S 7D 8D 7C"), cards("7S 8S 9S 7D 8D 9D 7C 8C")
    assert support(raises, 1, True) > RAISE_SUPPORT >= support(passes, 1, True)
    assert seat_misfit(v, 1, raises) == support(raises, 1, True) - RAISE_SUPPORT
    assert seat_misfit(v, 1, passes) == 0


def test_a_pass_over_the_opponents_bid_is_unlikely_from_a_hand_that_contres_it() -> None:
    """Seat 2 passes over seat 3's 80 hearts: a hand that brings the defence what the
    standard bidder's contre asks and more falls short of that pass by the difference."""
    v = view(eighty_hearts(HANDS), 0)
    contres = cards("JH 9H AH TH 7S 8S 7D 8D")
    assert all(team_estimate(contres, t, True) < 100 for t in (0, 2, 3))  # no bid of its own
    assert seat_misfit(v, 2, contres) == support(contres, 1, False) - CONTRE_SUPPORT > 0
    assert seat_misfit(v, 2, cards("7S 8S 9S 7D 8D 9D 7C 8C")) == 0


def test_a_pass_over_the_opponents_bid_is_unlikely_from_a_hand_that_bids_over_it() -> None:
    """Seat 2 passes over seat 3's 80 hearts holding spades worth 120: it falls short of that
    pass by what its best suit is worth above the lowest bid over 80, the ten it might bid."""
    v = view(eighty_hearts(HANDS), 0)
    spades = cards("JS 9S AS TS KS AD AC 7D")
    worth = floor10(team_estimate(spades, 0, True) - OPEN_MARGIN)
    assert worth > 90 and support(spades, 1, False) < CONTRE_SUPPORT
    assert seat_misfit(v, 2, spades) == worth - 90


def test_a_pass_after_its_own_bid_or_a_contre_says_nothing() -> None:
    """Seat 3 bids 80 hearts, seat 1 raises to 100 and seat 3 passes: its strong hearts do
    not make that pass unlikely (it already bid them). After a contre, seat 1's pass (no
    surcontre) is not read as a raise refused either."""
    hearts = cards("JH 9H AH TH KH 7S 8S 7D")
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    for call in (Bid(3, 80, 1), Pass(2), Bid(1, 100, 1), Pass(0), Pass(3), Pass(2)):
        state, _ = state.apply(call)
    assert support(hearts, 1, True) > RAISE_SUPPORT
    assert view(state, 0).phase == PLAY  # passes are read in the play
    assert seat_misfit(view(state, 0), 3, hearts) == 0
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    for call in (Bid(3, 80, 1), Contre(2), Pass(1), Pass(3)):
        state, _ = state.apply(call)
    assert view(state, 0).phase == PLAY
    assert seat_misfit(view(state, 0), 1, hearts) == 0


def test_a_pass_is_read_in_the_play_only() -> None:
    """Seat 2 passes over seat 3's 80 hearts holding the hand that contres it: while the
    auction goes on, the deals of the expert's calls do not read that pass."""
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    for call in (Bid(3, 80, 1), Pass(2)):
        state, _ = state.apply(call)
    contres = cards("JH 9H AH TH 7S 8S 7D 8D")
    assert support(contres, 1, False) > CONTRE_SUPPORT
    assert seat_misfit(view(state, 1), 2, contres) == 0


def test_a_pass_counts_what_a_partner_who_bid_brings_the_defence() -> None:
    """Seat 0 passes over 100 hearts after its partner, seat 2, bid spades: a hand whose
    hearts alone fall short of a contre falls short of that pass, since with the partner's
    bid the standard bidder would have contred."""
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    for call in (Bid(3, 80, 1), Bid(2, 90, 0), Bid(1, 100, 1), Pass(0), Pass(3), Pass(2)):
        state, _ = state.apply(call)
    v = view(state, 0)
    assert v.phase == PLAY
    hand = cards("JH 9H 7S 8S 7D 8D 7C 8C")
    held = support(hand, 1, False)
    assert held < CONTRE_SUPPORT < held + PARTNER_BID_DEFENCE
    assert seat_misfit(v, 0, hand) == held + PARTNER_BID_DEFENCE - CONTRE_SUPPORT
