"""The play model (issue 22): a deal is as likely as the common tactic, seeing what each
seat saw, makes the cards the other seats chose — checked against the tactic asked with
each seat's own view and knowledge at each card of the deal replayed through the engine —
and the expert keeps the likelier deals, which put the hidden cards where they truly are more
often."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.contree.ai.bench import standard_hand
from game.contree.ai.expert import ExpertBot
from game.contree.ai.inference import LATE_MISS, MISS, Hidden, PlayModel
from game.contree.ai.knowledge import know
from game.contree.ai.sampling import (
    Misfits,
    auction_sample,
    evidence,
    play_evidence,
    played_by,
    sample,
)
from game.contree.ai.tactics import KnownSight, choose_card
from game.contree.cards import card
from game.contree.rules.actions import Bid, Pass, Play
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.state import PLAY, State
from game.contree.rules.view import SeatView, view

LATE = 4
OPTIONS = {"text": Options(), "coinche": Options.from_mapping(PRESETS["coinche"])}


def tactic_cards(seen: SeatView) -> set[int]:
    """The cards the standard bot plays in ``seen``, its hand taken in either order (it
    keeps the first of cards it values alike)."""
    k = know(seen)
    contract = seen.played_contract()
    partner_suits = [b.trump for b in k.bids[(seen.seat + 2) % 4] if b.trump != contract.trump]
    found = set()
    for hand in (sorted(seen.hand), sorted(seen.hand, reverse=True)):
        legal = [c for c in hand if c in seen.legal_cards()]
        sight = KnownSight(k, hand, contract.trump)
        found.add(
            choose_card(
                seen.seat,
                hand,
                legal,
                seen.trick,
                seen.options.step,
                contract.trump,
                contract.bidder,
                sight,
                partner_suits,
            )
        )
    return found


def replayed_odds(v: SeatView, hidden: dict[int, list[int]], late: int) -> float:
    """The model asked independently: the deal replayed through the engine from its first
    card, and at each card another seat chose, the tactic asked with that seat's view and
    knowledge (``know``)."""
    hands = [list(v.hand) if s == v.seat else list(hidden[s]) for s in range(4)]
    plays = [(n, x) for n, (_, t, _) in enumerate(v.tricks) for x in t]
    plays += [(len(v.tricks), x) for x in v.trick]
    for _, (seat, c) in plays:
        hands[seat].append(c)
    state = State.from_deal(v.options, v.dealer, hands)
    for call in v.calls:
        state, _ = state.apply(call)
    odds = 1.0
    queue = list(plays)
    while queue:
        n, (seat, c) = queue[0]
        if state.to_act != seat:  # an announcement the seat made before its first card
            state, _ = state.apply(next(a for a in state.legal_actions() if a.seat == seat))
            continue
        if not isinstance(state.legal_actions()[0], Play):
            declared = {a for s, a in v.declared if s == seat}
            move = next(
                (a for a in state.legal_actions() if getattr(a, "kind", None) in declared),
                next(a for a in state.legal_actions() if isinstance(a, Play) and a.card == c),
            )
            state, _ = state.apply(move)
            continue
        queue.pop(0)
        seen = view(state, seat)
        if seat != v.seat and len(seen.legal_cards()) > 1 and c not in tactic_cards(seen):
            odds *= LATE_MISS if n >= 8 - late else MISS
        state, _ = state.apply(Play(seat, c))
    return odds


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), preset=st.sampled_from(sorted(OPTIONS)))
def test_the_true_deal_of_standard_bots_misses_nothing(seed: int, preset: str) -> None:
    """Standard bots play the tactic itself: at every card, each seat's model of the others
    finds every card they chose in the true deal."""
    for state in standard_hand(seed, OPTIONS[preset]):
        if state.phase != PLAY:
            continue
        for seat in range(4):
            v = view(state, seat)
            truth = {s: list(state.hands[s]) for s in range(4) if s != seat}
            assert PlayModel(v, LATE).likelihood(truth) == 1.0, (seed, preset, seat)


@pytest.mark.parametrize("seed", range(6))
def test_sampled_deals_are_weighed_as_the_standard_bot_would_have_played(seed: int) -> None:
    """Deals sampled from seat 1's knowledge, mid-hand: the model's odds are the standard
    bot's misses on the deal replayed through the engine (some deals miss, some do not)."""
    rng = random.Random(seed)
    states = [s for s in standard_hand(seed, Options()) if s.phase == PLAY]
    seen = set()
    for state in states[6::5]:
        v = view(state, 1)
        k = know(v)
        model = PlayModel(v, LATE)
        for _ in range(8):
            hidden = auction_sample(v, k, evidence(v, k), rng)
            odds = model.likelihood(hidden)
            assert odds == pytest.approx(replayed_odds(v, hidden, LATE))
            seen.add(odds == 1.0)
    assert seen == {True, False}


def test_deals_are_drawn_in_proportion_to_their_likelihood(monkeypatch) -> None:
    """Of a likely deal and two half as likely each, the first is kept alone in half the
    draws; two drawn are never the same deal."""
    state = next(
        s for s in standard_hand(3, Options()) if s.phase == PLAY and len(s.trick_log) == 2
    )
    model = PlayModel(view(state, 0), LATE)
    pool: list[dict[int, list[int]]] = [{1: [n]} for n in range(3)]
    odds = {0: 1.0, 1: 0.5, 2: 0.5}
    monkeypatch.setattr(model, "likelihood", lambda h: odds[h[1][0]])
    first = [model.draw(pool, 1, random.Random(seed))[0][1][0] for seed in range(4000)]
    assert abs(first.count(0) / 4000 - 0.5) < 0.03
    assert abs(first.count(1) / 4000 - 0.25) < 0.03
    for seed in range(50):
        pair = model.draw(pool, 2, random.Random(seed))
        assert pair[0] is not pair[1]


def test_the_expert_keeps_the_deals_the_play_makes_likely() -> None:
    """Mid-hand, the expert's deals fit the cards played better, on average, than as many
    deals sampled without the play model."""
    for seed in range(3):
        states = [s for s in standard_hand(seed, Options()) if s.phase == PLAY]
        v = view(states[len(states) // 2], 1)
        k = know(v)
        model = PlayModel(v, LATE)
        kept = ExpertBot(seed).hidden_hands(v, k, 40)
        rng = random.Random(seed)
        weights = play_evidence(v, evidence(v, k))
        plain = [auction_sample(v, k, weights, rng) for _ in range(40)]
        mean_kept = sum(map(model.likelihood, kept)) / 40
        mean_plain = sum(map(model.likelihood, plain)) / 40
        assert mean_kept > mean_plain, seed


def placed(deals: Sequence[Hidden], truth: dict[int, set[int]]) -> float:
    """The share of the hidden cards that ``deals`` put in the hand that truly holds them."""
    hits = sum(c in truth[s] for d in deals for s, cards in d.items() for c in cards)
    return hits / (len(deals) * sum(map(len, truth.values())))


def test_the_deals_put_the_hidden_cards_where_they_are_more_often_the_more_they_read() -> None:
    """What the expert reads is true of the deal: at every card decision of the second to
    fourth tricks of eight hands of standard players, deals that keep the hard facts alone put
    a hidden card in the hand that truly holds it least often (0.36 here), deals that read
    the auction and the plays too (``evidence``, ``play_evidence``, the misfits) more often
    (0.42), and the expert's, which the play model weighs as well, most (0.45). Each step
    is several times the noise of these 70 positions (0.007 and 0.004); the play model
    inverted (a deal likelier the more cards the tactic would not have chosen) falls below
    the reading without it."""
    facts, reading, expert = [], [], []
    for seed in range(8):
        for state in standard_hand(seed, Options()):
            if state.phase != PLAY or state.to_act is None:
                continue
            v = view(state, state.to_act)
            if not 1 <= len(v.tricks) <= 3 or len(v.legal_cards()) < 2:
                continue
            k = know(v)
            truth = {s: set(state.hands[s]) for s in k.sizes}
            played = played_by(v, k.sizes)
            rng = random.Random(seed)
            even = {s: [1.0] * 32 for s in k.sizes}
            facts.append(placed([sample(k, even, rng, played) for _ in range(20)], truth))
            weights = play_evidence(v, evidence(v, k))
            misfits = Misfits(v)
            read = [auction_sample(v, k, weights, rng, misfits) for _ in range(20)]
            reading.append(placed(read, truth))
            expert.append(placed(ExpertBot(seed).hidden_hands(v, k, 20), truth))
    n = len(expert)
    assert n >= 60
    assert sum(reading) / n > sum(facts) / n + 0.03
    assert sum(expert) / n > sum(reading) / n + 0.015


SIGNAL_HANDS = {  # clockwise from seat 0; seat 1 bids 80 hearts and leads the ace of diamonds
    0: "JD 9D QH KH TC JC QC KC",
    1: "JH 9H AH TH AD 7D 8D 9S",
    2: "AC 7C 8C 7S 8S KS QS JS",  # seat 0's partner: void in diamonds and trumps
    3: "TD KD QD 7H 8H TS AS 9C",
}


def partner_share_of_the_ace(discard: str) -> float:
    """The share of seat 0's sampled deals that give its partner the ace of clubs, once the
    partner has discarded ``discard`` on the opponents' ace of diamonds."""
    options = Options.from_mapping({"direction": "clockwise"})
    hands = [[card(c) for c in SIGNAL_HANDS[s].split()] for s in range(4)]
    state = State.from_deal(options, 0, hands)
    for call in (Bid(1, 80, 1), Pass(2), Pass(3), Pass(0)):
        state, _ = state.apply(call)
    for seat, c in ((1, "AD"), (2, discard), (3, "QD")):
        state, _ = state.apply(Play(seat, card(c)))
    v = view(state, 0)
    deals = ExpertBot(0).hidden_hands(v, know(v), 300)
    return sum(card("AC") in d[2] for d in deals) / len(deals)


def test_a_partners_signal_tells_where_its_best_card_is() -> None:
    """The partner's discard from clubs (a signal: it holds their best card) puts the ace of
    clubs in its hand in more of the sampled deals than its discard from spades, which it
    would not have made with that ace (``tactics._signal``)."""
    assert partner_share_of_the_ace("7C") > partner_share_of_the_ace("7S") + 0.1
