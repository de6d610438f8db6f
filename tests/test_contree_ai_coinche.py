"""Contrée bots under the club options (issue 24): no trump and all trumps bid and played,
announcements declared or kept secret, read back when the hidden hands are sampled, and
counted in the contract; the scoring system asked of the engine."""

from __future__ import annotations

import random

import pytest
from contree_helpers import cards

from game.bots import next_bot_action
from game.contree.ai import make_bot
from game.contree.ai.announce import contract_bonus
from game.contree.ai.bidding import Bidder
from game.contree.ai.expert import ExpertBot
from game.contree.ai.knowledge import know
from game.contree.ai.sampling import auction_sample, evidence
from game.contree.ai.search import announced, play_out, solve, world
from game.contree.cards import ALL_TRUMPS, DECK, NO_TRUMP
from game.contree.hint import advise, why
from game.contree.rules import announcements as ann
from game.contree.rules.actions import DECLARES, PASSES, PLAYS, Bid, Declare, Play, parse_call
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.state import PLAY, State
from game.contree.rules.view import view
from game.i18n import Translator

COINCHE = Options.from_mapping(PRESETS["coinche"])
LEVELS = ["novice", "standard", "expert"]


def small_expert(seed: int) -> ExpertBot:
    return ExpertBot(seed, play_work=200, bid_worlds=4, exact_worlds=2)


def bot_of(level: str, seed: int):
    return small_expert(seed) if level == "expert" else make_bot(level, seed)


def deal_with(seat: int, hand: str, seed: int = 0) -> list[list[int]]:
    """Four hands: ``hand`` at ``seat``, the rest shuffled to the others."""
    own = cards(hand)
    rest = [c for c in DECK if c not in own]
    random.Random(seed).shuffle(rest)
    hands = [rest[0:8], rest[8:16], rest[16:24]]
    hands.insert(seat, own)
    return hands


def at_first_card(options: Options, hands: list[list[int]], bid: str, dealer: int = 0) -> State:
    """The hand after ``bid`` by the first to speak and three passes."""
    state = State.from_deal(options, dealer, hands)
    state, _ = state.apply(parse_call(state.to_act, bid))
    while state.phase != PLAY:
        state, _ = state.apply(PASSES[state.to_act])
    return state


# --- bidding ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_aces_and_tens_in_every_suit_bid_no_trump(level: str) -> None:
    hand = "AS TS AH TH AD TD AC 7C"
    state = State.from_deal(COINCHE, 0, deal_with(3, hand))
    call = bot_of(level, 0).choose(view(state, 3))
    assert isinstance(call, Bid) and call.trump == NO_TRUMP, call


@pytest.mark.parametrize("level", LEVELS)
def test_jacks_and_nines_bid_all_trumps(level: str) -> None:
    hand = "JS 9S JH 9H JD 9D JC 7C"
    state = State.from_deal(COINCHE, 0, deal_with(3, hand))
    call = bot_of(level, 0).choose(view(state, 3))
    assert isinstance(call, Bid) and call.trump == ALL_TRUMPS, call


@pytest.mark.parametrize("level", LEVELS)
def test_no_no_trump_bid_without_the_option(level: str) -> None:
    state = State.from_deal(Options(), 0, deal_with(3, "AS TS AH TH AD TD AC 7C"))
    call = bot_of(level, 0).choose(view(state, 3))
    assert not (isinstance(call, Bid) and call.trump >= NO_TRUMP)


def test_a_tierce_in_hand_is_twenty_points_more_to_bid() -> None:
    hand = cards("7H 8H 9H JH AS 7C 8D 9S")
    on = view(State.from_deal(COINCHE, 0, deal_with(3, "7H 8H 9H JH AS 7C 8D 9S")), 3)
    off = view(State.from_deal(Options(), 0, deal_with(3, "7H 8H 9H JH AS 7C 8D 9S")), 3)
    assert contract_bonus(on, hand, 1) == 20
    assert contract_bonus(off, hand, 1) == 0
    k = know(on)
    assert Bidder().suit_worth(on, k)[1] - Bidder().suit_worth(off, know(off))[1] == 20


# --- announcements ------------------------------------------------------------------------


def hands_of(*rows: str) -> list[list[int]]:
    return [cards(r) for r in rows]


def test_the_attack_declares_its_tierce() -> None:
    # Seat 3 leads (dealer 0) and bids: its tierce counts toward its contract.
    hands = deal_with(3, "7H 8H 9H JS AS 7C 8D 9S")
    state = at_first_card(COINCHE, hands, "80S")
    advice = make_bot("standard", 0).explain(view(state, 3))
    assert advice.action == DECLARES[3, "tierce"]
    assert advice.reason.key == "contree.declare_attack"


# Dealer 0: seat 3 bids and leads, then seats 2, 1, 0. Seat 2 defends with a lone tierce
# (7H 8H 9H); seat 3 holds no announcement.
LONE_TIERCE = hands_of(
    "TH KH 8D QD TC JC QC AC",
    "7S TS JH QH TD JD KD 9C",
    "7H 8H 9H 7D QS 8C KC 9D",
    "JS 9S AS 8S KS AH AD 7C",
)


def test_a_defender_declares_a_lone_tierce_even_facing_a_high_contract() -> None:
    state = at_first_card(COINCHE, LONE_TIERCE, "140S")
    state, _ = state.apply(Play(3, cards("JS")[0]))
    seen = view(state, 2)
    assert [a.kind for a in seen.announcements] == ["tierce"]
    for level in LEVELS:
        advice = bot_of(level, 0).explain(seen)
        assert advice.action == DECLARES[2, "tierce"], level
    assert advise(state, 2, "standard").reason.key == "contree.declare_defence"


def test_nothing_declared_that_cannot_score() -> None:
    # Seat 3 declares a cinquante (7S 8S 9S TS) and leads; seats 2 and 1 follow without an
    # announcement; seat 0, whose partner has played, holds a lone tierce: it cannot score.
    hands = hands_of(
        "7H 8H 9H JS QS KD AD 8C",
        "TH QH 7D TD QD TC QC AC",
        "JH KH 9D JD JC KC KS AS",
        "7S 8S 9S TS AH 7C 8D 9C",
    )
    state = at_first_card(COINCHE, hands, "80S")
    assert [[a.kind for a in h] for h in state.announced.held] == [
        ["tierce"],
        [],
        [],
        ["cinquante"],
    ]
    state, _ = state.apply(DECLARES[3, "cinquante"])
    for seat, card in ((3, "AH"), (2, "JH"), (1, "TH")):
        state, _ = state.apply(Play(seat, cards(card)[0]))
    for level in ("standard", "expert"):
        assert isinstance(bot_of(level, 0).explain(view(state, 0)).action, Play), level
    assert make_bot("novice", 0).explain(view(state, 0)).action == DECLARES[0, "tierce"]
    hinted = advise(state, 0, "standard")
    assert hinted.reason.key == "contree.quiet_beaten"
    assert dict(hinted.reason.cards)["card"] == hinted.action.card


def test_every_level_plays_coinche_matches_legally() -> None:
    for i, level in enumerate([*LEVELS, "random", "cheater"]):
        state, _ = State.new_match(30 + i, COINCHE)
        bots = {s: bot_of(level if s % 2 else "standard", s) for s in range(4)}
        if level == "cheater":
            bots = {s: make_bot("cheater", s) for s in range(4)}
        while state.deals < 2:
            action = next_bot_action(state, bots, view)
            assert action in state.legal_actions() or action in state.interjections(action.seat)
            state, _ = state.apply(action)


def no_trump_hand(seed: int) -> State:
    """A hand under 100 in no trump bid by seat 3, with every announcement declared by the
    seats in turn before their first card, played to its second trick."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    state = at_first_card(COINCHE, [deck[i::4] for i in range(4)], "100NT")
    while len(state.trick_log) < 1 or state.trick:
        declares = [a for a in state.legal_actions() if isinstance(a, Declare)]
        state, _ = state.apply(declares[0] if declares else rng.choice(state.legal_actions()))
    return state


def test_the_announcements_counted_before_they_are_shown_are_the_engines() -> None:
    """In the first trick, every seat still to play declaring all it holds (as the play-outs
    do): the team and points ``announced`` expects are those the engine scores."""
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        state = at_first_card(COINCHE, [deck[i::4] for i in range(4)], "100NT")
        while not state.trick_log:
            declares = [a for a in state.legal_actions() if isinstance(a, Declare)]
            if declares:
                state, _ = state.apply(declares[0])
                continue
            score = play_out(state).result.score
            assert announced(state) == (score.announcement_team, score.announcement_total)
            checked += 1
            state, _ = state.apply(rng.choice(state.legal_actions()))
    assert checked == 48


def test_sampled_deals_hold_the_declared_kinds_and_the_shown_cards() -> None:
    found = 0
    for seed in range(40):
        state = no_trump_hand(seed)
        shown = state.announced.shown
        declared = state.announced.declared
        hidden_declared = [(s, a.kind) for s, a in declared if s % 2 != shown.team]
        if not hidden_declared:
            continue
        seat = next(s for s in range(4) if s % 2 == shown.team)
        seen = view(state, seat)
        k = know(seen)
        weights = evidence(seen, k)
        rng = random.Random(seed)
        for _ in range(5):
            deal = auction_sample(seen, k, weights, rng)
            w = world(seen, deal)
            assert [(s, a.kind) for s, a in w.announced.declared] == [
                (s, a.kind) for s, a in declared
            ]
            for s, _kind, shown_cards in shown.shown:
                if s != seat:
                    assert set(shown_cards) <= set(w.dealt[s])
        found += 1
    assert found >= 3


# --- Why? and hint ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_declarations_why_is_told_in_the_third_person(lang: str) -> None:
    t = Translator(lang)
    hands = deal_with(3, "7H 8H 9H JS AS 7C 8D 9S")
    state = at_first_card(COINCHE, hands, "80S")
    advice = make_bot("standard", 0).explain(view(state, 3))
    text = why(advice, t, "french", "Anne", state.hands[3])
    assert t("contree.announcements.tierce") in text
    assert "20" not in text
    if lang == "en":
        assert "your" not in text.lower()
    else:
        assert "votre" not in text.lower()


def test_a_no_trump_bids_why_names_no_card() -> None:
    t = Translator("en")
    hand = "AS TS AH TH AD TD AC 7C"
    state = State.from_deal(COINCHE, 0, deal_with(3, hand))
    advice = make_bot("standard", 0).explain(view(state, 3))
    assert isinstance(advice.action, Bid) and advice.action.trump == NO_TRUMP
    hint = advise(state, 3, "standard").reason
    assert hint.key == "contree.bid_strong_top"
    text = why(advice, t, "french", "Anne", state.hands[3])
    assert "no trump" in text and " aces" not in text and " tens" not in text


def test_held_announcements_are_the_engines() -> None:
    hand = cards("7H 8H 9H TH JS JH JD JC")
    kinds = sorted(a.kind for a in ann.held(hand, 0))
    assert kinds == ["carre", "cent"]


def brute(state: State, team: int) -> int:
    """``team``'s score less the other's, every legal card tried through the engine."""
    if state.phase != PLAY:
        points = state.result.points
        return points[team] - points[1 - team]
    seat = state.to_act
    values = [brute(state.apply(PLAYS[seat][c])[0], team) for c in state.legal_cards()]
    return max(values) if seat % 2 == team else min(values)


@pytest.mark.parametrize("scoring", ["club", "declared", "made"])
@pytest.mark.parametrize("bid", ["90S", "90NT", "90AT"])
def test_the_exact_endings_score_as_the_engine_under_each_system(scoring: str, bid: str) -> None:
    """The expert's exact values (``search.solve``) are the engine's scores of best play,
    by the match's system and with the announcements shown."""
    options = Options.from_mapping({**PRESETS["coinche"], "scoring": scoring})
    for seed in range(3):
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        state = at_first_card(options, [deck[i::4] for i in range(4)], bid)
        while len(state.plays()) < 22:
            declares = [a for a in state.legal_actions() if isinstance(a, Declare)]
            state, _ = state.apply(declares[0] if declares else rng.choice(state.legal_actions()))
        team = state.to_act % 2
        for c, v in solve(state, team).items():
            assert v == brute(state.apply(PLAYS[state.to_act][c])[0], team), c
