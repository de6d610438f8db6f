"""Contrée bots: only legal actions under every option mix, only their seat's view, the same
game for the same seed, and a bidding and a play a belote player recognises."""

from __future__ import annotations

import json
import random

import pytest
from contree_helpers import cards, situation
from hypothesis import given
from hypothesis import strategies as st

from game.bots import next_bot_action
from game.contree.ai import LEVELS, make_bot
from game.contree.ai import expert as expert_module
from game.contree.ai.expert import BID_REACH, RAISE_REACH, ExpertBot
from game.contree.ai.knowledge import know
from game.contree.ai.sampling import evidence, sample
from game.contree.cards import DECK, belote_cards
from game.contree.rules.actions import Bid, Contre, Pass, Play, parse_call
from game.contree.rules.options import CHOICES, Options
from game.contree.rules.scoring import score_hand
from game.contree.rules.state import PLAY, State
from game.contree.rules.view import SeatView, view


def small_expert(seed: int) -> ExpertBot:
    """The expert's search with few deals, to keep the suite fast."""
    return ExpertBot(seed, play_work=200, bid_worlds=4, exact_worlds=2)


def bot_of(level: str, seed: int):
    return small_expert(seed) if level == "expert" else make_bot(level, seed)


class RecordingBot:
    """Wraps a bot: checks that each view is exactly its seat's view, and each answer legal."""

    def __init__(self, bot, box: list[State]) -> None:
        self.bot = bot
        self.level = bot.level
        self.box = box
        self.calls = 0
        self.omniscient = getattr(bot, "omniscient", False)

    @property
    def state(self):
        return self.bot.state

    @state.setter
    def state(self, value) -> None:
        self.bot.state = value

    def _check(self, v: SeatView) -> None:
        state = self.box[0]
        assert isinstance(v, SeatView)
        assert v == view(state, v.seat)
        assert set(v.hand) == set(state.hands[v.seat])
        if not self.omniscient:
            assert getattr(self.bot, "state", None) is None, "a bot was handed the state"

    def choose(self, v: SeatView):
        self._check(v)
        self.calls += 1
        action = self.bot.choose(v)
        assert action in v.legal, f"{self.level} chose an illegal {action}"
        return action

    def interject(self, v: SeatView):
        self._check(v)
        action = self.bot.interject(v)
        assert action is None or action in v.interjections
        return action


def random_mix(rng: random.Random) -> dict:
    mix = {name: rng.choice(values) for name, values in CHOICES.items()}
    mix["target"], mix["hands"] = 1000, 0
    return mix


def covering_mix(i: int) -> dict:
    """The i-th value of every option (cycling): four of these use every value of each."""
    mix = {name: values[i % len(values)] for name, values in CHOICES.items()}
    mix["target"], mix["hands"] = 1000, 0
    return mix


MIXES = [covering_mix(i) for i in range(4)] + [random_mix(random.Random(i)) for i in range(3)]


def play(state: State, bots: dict, until_deals: int | None = None) -> tuple[State, list]:
    box = [state]
    wrapped = {s: RecordingBot(b, box) for s, b in bots.items()}
    actions = []
    while not state.is_over and (until_deals is None or state.deals < until_deals):
        action = next_bot_action(state, wrapped, view)
        actions.append(action)
        state, _ = state.apply(action)
        box[0] = state
    assert sum(b.calls for b in wrapped.values()) > 0
    return state, actions


@pytest.mark.parametrize("level", ["random", "novice", "standard"])
@pytest.mark.parametrize("mix", MIXES, ids=lambda m: ",".join(str(v) for v in m.values()))
def test_rule_bots_play_whole_matches_legally(level: str, mix: dict) -> None:
    state, _ = State.new_match(7, Options.from_mapping(mix))
    bots = {s: make_bot(level, s) for s in range(4)}
    state, _ = play(state, bots)
    assert state.is_over and max(state.scores) >= 1000


@pytest.mark.parametrize("mix", MIXES[:3], ids=lambda m: ",".join(str(v) for v in m.values()))
def test_search_bots_play_a_hand_legally(mix: dict) -> None:
    state, _ = State.new_match(3, Options.from_mapping(mix))
    bots = {s: small_expert(s) if s % 2 == 0 else make_bot("cheater", s) for s in range(4)}
    state, _ = play(state, bots, until_deals=1)
    assert state.deals == 1


def test_levels_meet_in_a_match_mixing_every_level() -> None:
    state, _ = State.new_match(11, Options.from_mapping({"target": 1000, "contre": "prompt"}))
    bots = {0: make_bot("novice", 0), 1: make_bot("standard", 1), 2: make_bot("random", 2)}
    bots[3] = make_bot("standard", 3)
    state, _ = play(state, bots)
    assert state.winner is not None


@pytest.mark.parametrize("level", LEVELS[:-1])
def test_a_call_depends_only_on_the_seats_own_cards(level: str) -> None:
    """The other seats' cards shuffled among them: the same first call, whatever the level."""
    for seed in range(6):
        deck = list(DECK)
        rng = random.Random(seed)
        rng.shuffle(deck)
        hands = [deck[i * 8 : i * 8 + 8] for i in range(4)]
        state = State.from_deal(Options(), 0, hands)
        seat = state.to_act
        calls = set()
        for shuffle in range(3):
            others = [c for s in range(4) if s != seat for c in hands[s]]
            random.Random(shuffle).shuffle(others)
            moved = [others[:8], others[8:16], others[16:]]
            dealt = [hands[seat] if s == seat else moved.pop() for s in range(4)]
            calls.add(bot_of(level, seed).choose(view(State.from_deal(Options(), 0, dealt), seat)))
        assert len(calls) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_bots_are_deterministic_for_a_seed(level: str) -> None:
    runs = []
    for _ in range(2):
        state, _ = State.new_match(21, Options.from_mapping({"target": 1000}))
        bots = {s: bot_of(level, 100 + s) for s in range(4)}
        if level == "cheater":
            bots = {s: make_bot("cheater", 100 + s) for s in range(4)}
        runs.append(play(state, bots, until_deals=1)[1])
    assert runs[0] == runs[1]


# --- bidding ------------------------------------------------------------------------------


def deal_with(seat: int, hand: str, seed: int = 0) -> list[list[int]]:
    """Four hands: ``hand`` at ``seat``, the rest of the pack shuffled to the others."""
    own = cards(hand)
    rest = [c for c in DECK if c not in own]
    random.Random(seed).shuffle(rest)
    hands = [rest[0:8], rest[8:16], rest[16:24]]
    hands.insert(seat, own)
    return hands


def first_call(level: str, hand: str, calls: list[str], dealer: int, seat: int, seed: int = 0):
    """The call ``level`` makes at ``seat`` holding ``hand`` after the written ``calls``."""
    state = State.from_deal(Options(), dealer, deal_with(seat, hand, seed))
    for text in calls:
        state, _ = state.apply(parse_call(state.to_act, text))
    assert state.to_act == seat
    return bot_of(level, seed).choose(view(state, seat))


SEARCHING = ["novice", "standard", "expert"]


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("seed", range(3))
def test_jack_nine_ace_of_a_suit_and_two_side_aces_open(level: str, seed: int) -> None:
    call = first_call(level, "JH 9H AH AS AD 7C 8C 7S", [], dealer=0, seat=3, seed=seed)
    assert isinstance(call, Bid) and call.trump == 1 and call.value >= 80


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("seed", range(3))
def test_a_hand_with_nothing_passes(level: str, seed: int) -> None:
    call = first_call(level, "7S 8S 7H 8H 7D 8D 9C 7C", [], dealer=0, seat=3, seed=seed)
    assert call == Pass(3)


@pytest.mark.parametrize("level", ["standard", "expert"])
@pytest.mark.parametrize("seed", range(3))
def test_the_answer_to_a_partners_suit_with_its_jack_raises_it(level: str, seed: int) -> None:
    """Dealer 1: seat 0 opens 80 hearts, seat 3 passes, seat 2 holds the jack of hearts."""
    call = first_call(level, "JH 8H 7H 7S 8S 9D 8D 7C", ["80H", "pass"], 1, 2, seed)
    assert isinstance(call, Bid) and call.trump == 1 and call.value >= 90


def _searched(hand: str, calls: list[str], seat: int) -> tuple[int, int]:
    """The highest hearts bid the expert searches at ``seat`` (dealer 0) after ``calls``,
    and what the conventional bidder judges hearts worth there."""
    state = State.from_deal(Options(), 0, deal_with(seat, hand))
    for text in calls:
        state, _ = state.apply(parse_call(state.to_act, text))
    bot = small_expert(0)
    v = view(state, seat)
    k = know(v)
    values = [c.value for c in bot.candidates(v, k) if isinstance(c, Bid) and c.trump == 1]
    return max(values), bot.bidder.suit_worth(v, k)[1]


def test_a_raise_of_the_partner_is_searched_less_high_than_a_suit_of_its_own() -> None:
    """Issue 22's raise fault: the partner opened 90 hearts and a jump to 140 went down. A
    raise is searched ``RAISE_REACH`` above the two hands' worth, an opening
    ``BID_REACH`` above the hand's (the raising hand is the fault's, its ace of hearts a
    seven: with the ace the two hands' worth and the reach pass 160, and capot is searched)."""
    opening, worth = _searched("JH 9H AH AS AD 7C 8C 7S", [], seat=3)
    assert worth + BID_REACH <= 160 and opening > worth + RAISE_REACH
    raised, worth = _searched("8S 9S QH KH 7H TD AD TC", ["90H", "pass"], seat=1)
    assert worth + RAISE_REACH < 160 and raised <= worth + RAISE_REACH


def test_the_deals_choose_the_level_in_the_conventions_suit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The convention's edge goes with its suit, not its value: when the deals value another
    level of that suit best (by less than the edge: a level gains 10 to 30 points a make),
    the expert bids that level; a bid in another suit still needs the edge to win."""
    state = State.from_deal(Options(), 0, deal_with(3, "JH 9H AH AS AD 7C 8C 7S"))
    bot = small_expert(0)
    v = view(state, 3)
    k = know(v)
    usual = bot.bidder.advise(v, k).action
    assert isinstance(usual, Bid) and usual.trump == 1
    hearts = [c for c in bot.candidates(v, k) if isinstance(c, Bid) and c.trump == 1]
    best = max(hearts, key=lambda b: abs(b.value - usual.value))
    assert best != usual
    other = Bid(3, usual.value, 0)  # spades, a suit the hand would not name

    def worth(self, team, attack, value, multiplier, key):
        if key == other.trump:  # another suit: better than any heart, by less than the edge
            return 40.0, 1
        return (30.0 - abs(value - best.value) / 10 if key == 1 else 0.0), 1

    monkeypatch.setattr(expert_module.Odds, "__init__", lambda self, *a: None)
    monkeypatch.setattr(expert_module.Odds, "worth", worth)
    candidates = [Pass(3), *hearts, other]
    advice = bot.judge(v, k, candidates, bot.bidder.advise(v, k))
    assert advice.action == best
    # "Why?" says what the deals said of both levels, not the convention's reason
    assert advice.reason.key == "contree.call_search"
    values = dict(advice.reason.values)
    assert values["value"] == 30.0
    assert values["other_value"] == 30.0 - abs(usual.value - best.value) / 10


@pytest.mark.parametrize(("opponent", "forced"), [("pass", True), ("90S", False)])
def test_the_answer_to_the_partner_is_forced_only_while_the_opponents_have_not_bid(
    monkeypatch: pytest.MonkeyPatch, opponent: str, forced: bool
) -> None:
    """Dealer 1: seat 0 opens 80 hearts, seat 3 passes or bids 90 spades, and seat 2, the
    opener's partner, holds the jack and nine of hearts: the convention raises. With deals
    that value passing far above any bid, the expert still answers when the opponent
    between them passed (the answer is a message), but passes when the opponent bid (a
    contest: a raise is weighed like any call)."""
    state = State.from_deal(Options(), 1, deal_with(2, "JH 9H 8H 7S 8S 9D 8D 7C"))
    for text in ("80H", opponent):
        state, _ = state.apply(parse_call(state.to_act, text))
    assert state.to_act == 2
    bot = small_expert(0)
    v = view(state, 2)
    k = know(v)
    usual = bot.bidder.advise(v, k).action
    assert isinstance(usual, Bid) and usual.trump == 1

    def odds(self, view_, deals, suits) -> None:
        self.n = len(deals)

    def worth(self, team, attack, value, multiplier, key, if_made=None):
        if key == expert_module.STANDING:  # the contract as it stands: made in every deal
            return 200.0, self.n
        return -100.0, 0

    monkeypatch.setattr(expert_module.Odds, "__init__", odds)
    monkeypatch.setattr(expert_module.Odds, "worth", worth)
    call = bot.choose(v)
    if forced:
        assert isinstance(call, Bid) and call.trump == 1
    else:
        assert call == Pass(2)


def test_a_contre_is_valued_as_surcontred_where_the_contract_is_made(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The contracted side sees its own hands: where the deals make its contract, it
    surcontres. A contre's value counts those deals at four times the contract, the deals
    where the contract fails at twice; the share of deals that put it down is unchanged."""
    state = State.from_deal(Options(), 0, deal_with(2, "JH 9H AH TH 7S 8S 7D 8D"))
    state, _ = state.apply(parse_call(state.to_act, "120H"))
    assert state.to_act == 2
    v = view(state, 2)
    k = know(v)
    down = ((100, 62), (5, 3), None, (None, 0))  # seat 1's team takes 62: 120 fails
    made = ((30, 132), (2, 6), None, (None, 0))
    outcomes = [down, down, down, made]  # one for each deal the small expert draws

    def odds(self, view_, deals, suits) -> None:
        self.mode, self.system = view_.options.belote, view_.options.scoring
        self.outcomes = {expert_module.STANDING: outcomes}

    monkeypatch.setattr(expert_module.Odds, "__init__", odds)
    bot = small_expert(0)
    advice = bot.judge(v, k, [Pass(2), Contre(2)], bot.bidder.advise(v, k))
    weighed = dict(advice.candidates)

    def mean(multiplier_of) -> float:
        total = 0
        for card_points, tricks, belote, shown in outcomes:
            fails = card_points[1] < 120
            score = score_hand(
                1,
                120,
                multiplier_of(fails),
                card_points,
                tricks,
                belote,
                v.options.belote,
                v.options.scoring,
                shown,
            )
            assert score.made != fails
            total += score.points[0] - score.points[1]
        return total / len(outcomes)

    assert weighed[Contre(2)] == mean(lambda fails: 2 if fails else 4)
    assert weighed[Contre(2)] < mean(lambda fails: 2)  # the surcontre costs where it is made
    assert weighed[Pass(2)] == mean(lambda fails: 1)
    assert advice.action == Contre(2)
    assert dict(advice.reason.values) == {"right": 3, "count": 4}  # down in three of four


def test_a_hand_without_the_partners_suit_bids_its_own() -> None:
    call = first_call("standard", "JS 9S AS TS AD 7C 8D 7D", ["80H", "pass"], 1, 2)
    assert isinstance(call, Bid) and call.trump == 0


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_contre_when_the_opponents_contract_is_hopeless(level: str) -> None:
    """Seat 3 bids 160 hearts; seat 2 holds jack, nine, ace and ten of hearts."""
    call = first_call(level, "JH 9H AH TH 7S 8S 7D 8D", ["160H"], dealer=0, seat=2)
    assert call == Contre(2)


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_no_contre_of_a_modest_bid_with_nothing(level: str) -> None:
    call = first_call(level, "7S 8S 7H 8H 7D 8D 9C 7C", ["80H"], dealer=0, seat=2)
    assert call == Pass(2)


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_a_prompt_contre_is_made_out_of_turn(level: str) -> None:
    """``contre: prompt``: seat 0, before seat 2 speaks, contres 160 hearts it can beat."""
    options = Options.from_mapping({"contre": "prompt"})
    state = State.from_deal(options, 0, deal_with(0, "JH 9H AH TH 7S 8S 7D 8D"))
    state, _ = state.apply(Bid(3, 160, 1))
    v = view(state, 0)
    assert v.interjections == (Contre(0),)
    assert bot_of(level, 0).interject(v) == Contre(0)


# --- play ---------------------------------------------------------------------------------


def test_novice_feeds_its_partners_trick_instead_of_taking_it() -> None:
    """Seat 0 leads the ace of spades; seat 2, void in spades, gives its ten, not a trump."""
    state = situation("H", 0, "AS 7S", "JH 9H 7H TC 7C 8D 9D 7D")
    assert state.to_act == 2
    assert make_bot("novice", 0).choose(view(state, 2)) == Play(2, cards("TC")[0])


def test_novice_wins_as_cheaply_as_it_can() -> None:
    state = situation("H", 1, "KS", "AS TS 7S JH 9H 7C 8D 9D")
    assert make_bot("novice", 0).choose(view(state, state.to_act)) == Play(
        state.to_act, cards("TS")[0]
    )


def test_standard_draws_trumps_with_the_master_when_attacking() -> None:
    """The bidder leads: it holds the jack of trumps, so it plays it first."""
    state = situation("H", 0, "", "JH 7H 8H AS 7S 7C 8D 9D")
    assert make_bot("standard", 0).choose(view(state, 0)) == Play(0, cards("JH")[0])


@pytest.mark.parametrize(
    ("hand", "thrown"),
    [
        ("AC 7C 8C 7S 8S KS QS JS", "7C"),  # the ace of clubs: a club of no points
        ("9C 7C 8C 7S 8S KS QS JS", "7S"),  # no best card: the cheapest, first of its suit
    ],
)
def test_standard_discards_a_signal_from_the_suit_whose_best_card_it_holds(
    hand: str, thrown: str
) -> None:
    """Void in diamonds and without trumps under an opponent's ace: the cheapest card, from
    the suit whose best card (an honour) the seat holds when it has one — the hint says so."""
    state = situation("H", 0, "AD", hand)
    advice = make_bot("standard", 0).explain(view(state, state.to_act))
    assert advice.action == Play(state.to_act, cards(thrown)[0])
    assert (advice.reason.key == "contree.signal") == (thrown == "7C")


def test_expert_worlds_respect_voids_and_the_belote() -> None:
    """Sampled deals never give a card to a seat that showed it cannot hold it, and give the
    announcer of a belote the other card."""
    options = Options()
    for seed in range(40):
        state, _ = State.new_match(seed, options)
        bots = {s: make_bot("standard", s) for s in range(4)}
        while state.phase != "over" and state.deals == 0 and len(state.plays()) < 20:
            state, _ = state.apply(next_bot_action(state, bots, view))
        if state.deals or state.contract is None:
            continue
        v = view(state, state.to_act)
        k = know(v)
        for seat, cards_ in ((s, state.hands[s]) for s in k.sizes):
            assert not set(cards_) & k.excluded[seat], "a true card was excluded"
        deal = sample(k, evidence(v, k), random.Random(seed))
        for seat, hidden in deal.items():
            assert len(hidden) == k.sizes[seat]
            assert not set(hidden) & k.excluded[seat]
            assert k.must[seat] <= set(hidden)
        if v.belote and len(v.belote) == 1:
            seat, played = v.belote[0]
            pair = belote_cards(state.contract.trump)
            other = pair[1] if played == pair[0] else pair[0]
            if seat != v.seat:
                assert other in deal[seat]


# --- the commands -------------------------------------------------------------------------


def test_arena_plays_contree_in_duplicate_and_counts_contracts(capsys) -> None:
    from game import cli

    argv = ["arena", "--game", "contree", "--a", "novice", "--b", "random", "--deals", "3"]
    assert cli.main([*argv, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["deals"] == 3 and summary["a"] == "novice"
    assert set(summary["decision_ms"]) == {"novice", "random"}
    hands = summary["hands"]
    played = sum(h["contracts"] for h in hands.values()) + hands["novice"]["thrown_in"]
    assert played == 6  # every deal twice, teams swapped
    assert all(0 <= h["made_rate"] <= 1 and 0 <= h["contre_rate"] <= 1 for h in hands.values())


def test_aluettes_arena_summary_has_no_contree_counts(capsys) -> None:
    from game import cli

    assert cli.main(["arena", "--a", "novice", "--b", "random", "--deals", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert list(summary) == [
        "a", "b", "deals", "points", "share_a", "ci95", "decision_ms", "seconds",
    ]  # fmt: skip


def test_bench_ai_times_bidding_and_play_apart(monkeypatch, capsys) -> None:
    from game import cli
    from game.contree.ai import bench

    monkeypatch.setattr(bench, "SEEDS", range(1))
    assert cli.main(["bench", "ai", "--game", "contree", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["levels"]) == set(LEVELS)
    for times in result["levels"].values():
        assert set(times["phases"]) == {"auction", "play"}
        assert times["max_ms"] >= times["p95_ms"] >= times["p50_ms"] >= 0


def test_expert_worlds_lean_to_the_auction() -> None:
    """A seat that bid 100 hearts holds the jack of hearts in most sampled deals, where an
    even spread over the three hidden hands would give it a third of them."""
    from game.contree.ai.sampling import auction_sample

    state = State.from_deal(Options(), 0, deal_with(0, "7S 8S 7D 8D 9C 7C AS KD"))
    state, _ = state.apply(Bid(3, 100, 1))
    v = view(state, 0)
    k = know(v)
    rng = random.Random(5)
    jack = cards("JH")[0]
    held = sum(jack in auction_sample(v, k, evidence(v, k), rng)[3] for _ in range(300))
    assert held > 0.6 * 300


def _minimax(state: State, team: int) -> int:
    from game.contree.ai.search import value
    from game.contree.rules.actions import PLAYS

    if state.phase != "play":
        return value(state, team)
    results = [_minimax(state.apply(PLAYS[state.to_act][c])[0], team) for c in state.legal_cards()]
    return max(results) if state.to_act % 2 == team else min(results)


@pytest.mark.parametrize("seed", range(4))
def test_the_exact_ending_is_the_minimax_of_the_engines_play(seed: int) -> None:
    from game.contree.ai.search import play_out, settle, solve, tactic_card
    from game.contree.rules.actions import PLAYS

    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    state = State.from_deal(Options(), 1, [deck[i * 8 : i * 8 + 8] for i in range(4)])
    state = settle(state, Bid(0, 80, seed % 4))
    while len(state.trick_log) < 6 or len(state.trick) < seed % 4:
        state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
    team = state.to_act % 2
    values = solve(state, team)
    assert set(values) == set(state.legal_cards())
    for c, v in values.items():
        assert v == _minimax(state.apply(PLAYS[state.to_act][c])[0], team)
    assert play_out(state).phase == "over"


@pytest.mark.parametrize("seed", [0, 1, 3])
def test_the_exact_ending_counts_each_deal_as_often_as_it_was_drawn(seed: int, monkeypatch) -> None:
    """In the last tricks a deal drawn twice is solved once but counts twice: each card's
    weighed value is its average over every deal drawn, as solving each deal would give;
    "Why?" counts the deals, not the draws."""
    from game.contree.ai import expert as expert_module
    from game.contree.ai.search import settle, solve, tactic_card, world
    from game.contree.rules.actions import PLAYS

    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    state = State.from_deal(Options(), 1, [deck[i * 8 : i * 8 + 8] for i in range(4)])
    state = settle(state, Bid(0, 80, seed % 4))
    while len(state.trick_log) < 6 or len(state.legal_cards()) < 2:
        state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
        assert state.phase == "play", "a choice comes in the last two tricks"
    seen = view(state, state.to_act)
    team = seen.seat % 2
    deals = ExpertBot(seed).hidden_hands(seen, know(seen), 12)
    keys = [tuple(tuple(sorted(d[s])) for s in sorted(d)) for d in deals]
    assert len(set(keys)) < len(keys), "two tricks from the end, deals repeat"
    calls = []
    monkeypatch.setattr(expert_module, "solve", lambda w, t: calls.append(1) or solve(w, t))
    advice = ExpertBot(seed, exact_worlds=12).card_advice(seen)
    assert len(calls) == len(set(keys))
    expected = {
        c: sum(solve(world(seen, d), team)[c] for d in deals) / 12 for c in seen.legal_cards()
    }
    assert {a.card: v for a, v in advice.candidates} == pytest.approx(expected)
    best = max(expected.values())
    if sorted(expected.values()).count(best) == 1:  # strictly best: "Why?" counts the deals
        assert advice.reason.key == "contree.search_exact"
        assert dict(advice.reason.values)["count"] == len(set(keys))


@pytest.mark.parametrize(("done", "worlds"), [(4, "exact_worlds"), (3, "ending_worlds")])
def test_a_lead_of_many_cards_draws_fewer_deals_in_the_last_tricks(
    done: int, worlds: str, monkeypatch
) -> None:
    """Where each card is solved in each deal (the exact endings and the trick before them),
    the deals a decision draws are bounded by the cards to try as well: a lead of four or five
    cards draws fewer than a choice of two."""
    from game.contree.ai.search import settle, tactic_card
    from game.contree.rules.actions import PLAYS

    asked: list[tuple[int, int]] = []
    drawn = ExpertBot.hidden_hands

    def hidden_hands(self, seen, k, count):
        asked.append((len(seen.legal_cards()), count))
        return drawn(self, seen, k, count)

    monkeypatch.setattr(ExpertBot, "hidden_hands", hidden_hands)
    for seed in range(40):
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        state = State.from_deal(Options(), seed % 4, [deck[i * 8 : i * 8 + 8] for i in range(4)])
        state = settle(state, Bid(state.to_act, 80, seed % 4))
        while len(state.trick_log) < done or state.trick:
            state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
        ExpertBot(seed).card_advice(view(state, state.to_act))  # a lead of every card held
    full = getattr(ExpertBot(0), worlds)
    work = {"exact_worlds": expert_module.EXACT_WORK, "ending_worlds": expert_module.ENDING_WORK}
    assert all(count == min(full, work[worlds] // n) for n, count in asked)
    assert any(count < full for _, count in asked), "some lead draws fewer"
    assert len({count for _, count in asked}) == 1, "every lead holds as many cards"


@pytest.mark.parametrize("seed", [*range(6), 26])  # in 26 a defender's opponent answers otherwise
def test_the_trick_before_the_exact_ending_is_finished_then_counted_out(seed: int) -> None:
    """In the trick before the exact ending each play-out finishes the trick under way (a
    defender's opponents answering with what they know), then the rest is counted out
    exactly: each card's weighed value is that minimax, averaged over the deals drawn."""
    from game.contree.ai.search import settle, tactic_card, world
    from game.contree.ai.tactics import known_choice
    from game.contree.rules.actions import PLAYS

    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    state = State.from_deal(Options(), seed % 4, [deck[i * 8 : i * 8 + 8] for i in range(4)])
    state = settle(state, Bid(state.to_act, 80, seed % 4))
    while len(state.trick_log) < 5 or len(state.legal_cards()) < 2:
        state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
        assert len(state.trick_log) < 6, "a choice comes in the third trick from the end"
    seen = view(state, state.to_act)
    seat, team = seen.seat, seen.seat % 2
    defends = state.contract.attack != team
    opponents = ((seat + 1) % 4, (seat + 3) % 4) if defends else ()
    deals = ExpertBot(seed, exact_tricks=2).hidden_hands(seen, know(seen), 3)
    advice = ExpertBot(seed, exact_tricks=2, ending_worlds=3).card_advice(seen)

    def counted_out(after: State) -> int:
        while after.trick:
            to_act = after.to_act
            sees_all = to_act not in opponents
            c = tactic_card(after) if sees_all else known_choice(view(after, to_act))[0]
            after = after.apply(PLAYS[to_act][c])[0]
        return _minimax(after, team)

    expected = {
        c: sum(counted_out(world(seen, d).apply(PLAYS[seat][c])[0]) for d in deals) / 3
        for c in seen.legal_cards()
    }
    assert {a.card: v for a, v in advice.candidates} == pytest.approx(expected)


def _cards_played(state: State) -> list[int]:
    return [c for _, trick, _ in state.trick_log for _, c in trick]


def test_play_outs_let_the_opponents_finish_the_trick_with_what_they_know() -> None:
    """In the expert's play-outs the seats it names (its opponents) answer the card tried as
    their own seat knows (the standard bot's card), then every seat plays the rest of the
    hand with the whole deal in sight."""
    from game.contree.ai.search import play_out, settle, tactic_card
    from game.contree.ai.tactics import known_choice
    from game.contree.rules.actions import PLAYS

    answered_otherwise = 0
    for seed in range(100):
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        state = State.from_deal(Options(), seed % 4, [deck[i * 8 : i * 8 + 8] for i in range(4)])
        state = settle(state, Bid(state.to_act, 80, seed % 4))
        while len(state.trick_log) < seed % 5 or len(state.trick) != 1 + seed % 2:
            state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
        searcher = state.trick[-1][0]
        opponents = ((searcher + 1) % 4, (searcher + 3) % 4)
        finished, otherwise = state, False
        while finished.trick:
            seat = finished.to_act
            sees_all = tactic_card(finished)
            c = known_choice(view(finished, seat))[0] if seat in opponents else sees_all
            otherwise |= c != sees_all
            finished = finished.apply(PLAYS[seat][c])[0]
        played = _cards_played(play_out(state, opponents))
        assert played == _cards_played(play_out(finished))
        if otherwise:
            answered_otherwise += 1
            assert played != _cards_played(play_out(state))
    assert answered_otherwise >= 3


@pytest.mark.parametrize("defends", [True, False])
def test_the_experts_play_outs_name_its_opponents_in_defence(monkeypatch, defends: bool) -> None:
    """Before the exact ending, every play-out of a defending expert lets its two opponents,
    and only them, finish the trick with what they know; a declaring expert's play-outs see
    the whole deal."""
    from game.contree.ai import expert as expert_module
    from game.contree.ai.search import play_out, settle, tactic_card
    from game.contree.rules.actions import PLAYS

    deck = list(DECK)
    random.Random(5).shuffle(deck)
    state = State.from_deal(Options(), 1, [deck[i * 8 : i * 8 + 8] for i in range(4)])
    state = settle(state, Bid(state.to_act, 80, 1))
    attack = state.contract.attack

    def wanted(s: State) -> bool:
        defending = s.to_act % 2 != attack
        return bool(s.trick) and len(s.legal_cards()) >= 2 and defending == defends

    while not wanted(state):
        state = state.apply(PLAYS[state.to_act][tactic_card(state)])[0]
    assert len(state.trick_log) < 4, "a position before the exact ending"
    seat = state.to_act
    named: list[tuple[int, ...]] = []

    def recording(s: State, own_sight=()) -> State:
        named.append(tuple(sorted(own_sight)))
        return play_out(s, own_sight)

    monkeypatch.setattr(expert_module, "play_out", recording)
    small_expert(5).card_advice(view(state, seat))
    expected = tuple(sorted(((seat + 1) % 4, (seat + 3) % 4))) if defends else ()
    assert named and set(named) == {expected}


@pytest.mark.parametrize("defends", [True, False])
def test_the_defences_opening_lead_is_the_tactics(monkeypatch, defends: bool) -> None:
    """The expert leads the hand's first card in defence as the tactic does, with its
    reason, and plays nothing out; in attack it searches its opening lead."""
    from game.contree.ai import expert as expert_module
    from game.contree.ai.rulebots import StandardBot
    from game.contree.ai.search import play_out, settle
    from game.contree.rules.actions import PASSES

    played_out: list[State] = []

    def recording(s: State, own_sight=()) -> State:
        played_out.append(s)
        return play_out(s, own_sight)

    monkeypatch.setattr(expert_module, "play_out", recording)
    checked = 0
    for seed in range(40):
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        state = State.from_deal(Options(), seed % 4, [deck[i * 8 : i * 8 + 8] for i in range(4)])
        if seed % 2:  # the first to speak passes: the other team bids
            state = state.apply(PASSES[state.to_act])[0]
        state = settle(state, Bid(state.to_act, 80, seed % 4))
        seat = state.to_act
        if (seat % 2 != state.contract.attack) != defends or len(state.legal_cards()) < 2:
            continue
        played_out.clear()
        seen = view(state, seat)
        advice = small_expert(seed).card_advice(seen)
        if defends:
            assert advice == StandardBot(seed).card_advice(seen)
            assert not played_out
        else:
            assert played_out
        checked += 1
    assert checked >= 10


def test_the_search_must_beat_the_tactic_more_clearly_at_the_first_trick(monkeypatch) -> None:
    """The play-outs' best card replaces the tactic's by ``FIRST_TRICK_CLEAR`` standard errors
    at the first trick, by ``SEARCH_CLEAR`` after it (before the exact endings)."""
    from game.contree.ai import expert as expert_module
    from game.contree.ai.bench import standard_hand
    from game.verdict import verdict

    asked: list[float] = []

    def recording(a, b, clear):
        asked.append(clear)
        return verdict(a, b, clear)

    monkeypatch.setattr(expert_module, "verdict", recording)
    seen = {}
    for seed in range(6):
        for state in standard_hand(seed, Options()):
            if state.phase != PLAY or len(state.legal_cards()) < 2:
                continue
            v = view(state, state.to_act)
            if len(v.tricks) >= 2 or expert_module.defence_opening_lead(v):
                continue
            asked.clear()
            small_expert(seed).card_advice(v)
            seen.setdefault(bool(v.tricks), set()).update(asked)
    assert seen == {
        False: {expert_module.FIRST_TRICK_CLEAR},
        True: {expert_module.SEARCH_CLEAR},
    }
    assert expert_module.FIRST_TRICK_CLEAR > expert_module.SEARCH_CLEAR


@given(st.lists(st.sampled_from(DECK), max_size=8, unique=True), st.integers(0, 3))
def test_the_bidding_features_count_what_their_docstring_names(hand: list[int], trump: int) -> None:
    """``features`` reads ranks from bit masks; here they are counted card by card."""
    from game.contree.ai.bidding import R9, RA, RJ, RK, RQ, RT, features

    def ranks(suit: int) -> set[int]:
        return {c % 8 for c in hand if c // 8 == suit}

    mine, sides = ranks(trump), [ranks(s) for s in range(4) if s != trump]
    jack, nine, ace = RJ in mine, R9 in mine, RA in mine
    expected = (
        jack, nine, jack and nine, ace, ace and (jack or nine), RT in mine, RK in mine,
        RQ in mine, max(0, len(mine) - 2), max(0, len(mine) - 4),
        sum(RA in r for r in sides), sum(RT in r and RA in r for r in sides),
        sum(RT in r and RA not in r for r in sides), sum(not r for r in sides),
        sum(len(r) == 1 for r in sides),
    )  # fmt: skip
    assert features(hand, trump) == tuple(int(x) for x in expected)
