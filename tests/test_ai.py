"""Bots: only legal actions, only their seat's view, signals honoured, reproducible."""

from __future__ import annotations

import random

import pytest

from game.aluette.ai import LEVELS, expert, make_bot
from game.aluette.ai.driver import next_bot_action, play_out
from game.aluette.ai.expert import ExpertBot
from game.aluette.ai.knowledge import know
from game.aluette.ai.rulebots import later_estimates
from game.aluette.ai.tactics import NONE
from game.aluette.cards import CLASS, NAMED_CARDS, VACHE_CLASS, card
from game.aluette.rules.actions import Offer, Play, Signal
from game.aluette.rules.options import Options
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import State
from game.aluette.rules.view import SeatView, view

OPTION_MIXES = [
    {},
    {"players": 6},
    {"players": "heads_up"},
    {"players": "petit_jean"},
    {"offer_timing": "anytime", "signals": "partner_only"},
    {"variant": "vache"},
    {"variant": "vache", "players": 3},
    {"variant": "vache", "players": 5},
    {"variant": "short_text", "short_text_specials": "on"},
    {"mordienne": "s0", "chant_recipients": "left_and_dealer_partner"},
]


class RecordingBot:
    """Wraps a bot and checks every input it is given."""

    def __init__(self, bot, state_box: list[State]) -> None:
        self.bot = bot
        self.level = bot.level
        self.box = state_box
        self.calls = 0

    def _check(self, v: SeatView) -> None:
        assert isinstance(v, SeatView)
        state = self.box[0]
        others = {c for s in range(state.n) if s != v.seat for c in state.hands[s]}
        exposed = {c for _, cards in v.exposed for c in cards}
        assert not (set(v.hand) & (others - exposed)), "a view held another seat's cards"
        assert not (set(v.talon_received) | set(v.discards)) & (others - exposed)

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


@pytest.mark.parametrize("level", ["random", "novice", "standard"])
@pytest.mark.parametrize("options", OPTION_MIXES, ids=lambda o: ",".join(map(str, o.values())))
def test_rule_bots_play_whole_matches_legally(level: str, options: dict) -> None:
    opts = Options.from_mapping({**options, "match_length": "deals:3"})
    state, _ = State.new_match(5, opts)
    box = [state]
    bots = {s: RecordingBot(make_bot(level, s), box) for s in range(state.n)}
    while not state.is_over:
        action = next_bot_action(state, bots)
        state, _ = state.apply(action)
        box[0] = state
    assert state.deals >= 3
    assert sum(b.calls for b in bots.values()) > 0


@pytest.mark.parametrize("options", [{}, {"players": 6}, {"players": "petit_jean"}])
def test_search_bots_choose_legal_actions(options: dict) -> None:
    opts = Options.from_mapping({**options, "match_length": "deals:1"})
    state, _ = State.new_match(11, opts)
    box = [state]
    bots = {}
    for s in range(state.n):
        bot = ExpertBot(s, worlds=6) if s % 2 == 0 else make_bot("cheater", s)
        bots[s] = RecordingBot(bot, box)
    while not state.is_over:
        for b in bots.values():
            if getattr(b.bot, "omniscient", False):
                b.bot.state = state
        action = next_bot_action(state, bots)
        state, _ = state.apply(action)
        box[0] = state
    assert state.finished


def test_thousands_of_random_positions_get_legal_answers() -> None:
    rng = random.Random(3)
    bots = {level: make_bot(level, 1) for level in ("novice", "standard")}
    checked = 0
    for seed in range(40):
        state, _ = State.new_match(seed)
        while state.deals == 0:
            if state.to_act is not None:
                v = view(state, state.to_act)
                for bot in bots.values():
                    assert bot.choose(v) in v.legal
                    extra = bot.interject(v)
                    assert extra is None or extra in v.interjections
                checked += 1
            state, _ = state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000


def test_expert_worlds_contain_the_partners_signalled_card() -> None:
    """Every sampled deal puts the card the partner showed in the partner's hand."""
    for seed in range(30):
        state, _ = State.new_match(seed, Options.from_mapping({"chant": "off"}))
        partner = 2
        shown = [c for c in state.hands[partner] if CLASS[c] <= 8]
        if shown:
            break
    else:
        pytest.fail("no deal gave seat 2 a named card")
    gesture = next(g for g, c in NAMED_CARDS.items() if c == shown[0])
    state, _ = state.apply(Signal(partner, gesture))
    v = view(state, 0)
    bot = ExpertBot(0, worlds=50)
    k = know(v)
    assert k.known[partner] == {shown[0]}
    for _ in range(50):
        hands = bot.sample(v, k)
        assert CLASS[shown[0]] in hands[partner]
        assert sorted(len(h) for h in hands) == sorted(v.hand_sizes)


def test_expert_worlds_hold_only_unseen_cards() -> None:
    state, _ = State.new_match(4, Options.from_mapping({"chant": "off"}))
    rng = random.Random(0)
    for _ in range(10):
        state, _ = state.apply(rng.choice(state.legal_actions()))
    v = view(state, 0)
    k = know(v)
    hands = ExpertBot(0).sample(v, k)
    assert hands[0] == sorted(CLASS[c] for c in v.hand)
    unseen_classes = sorted(CLASS[c] for c in k.unseen)
    dealt = sorted(x for s in (1, 2, 3) for x in hands[s])
    pool = list(unseen_classes)
    for x in dealt:
        pool.remove(x)  # raises if a sampled class was not among the unseen cards


class FakeTime:
    """``time.perf_counter`` of a clock that moves ``step`` seconds at each reading."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def _searches(monkeypatch: pytest.MonkeyPatch, step: float, worlds: int) -> list[int]:
    """How many deals each search of the expert's first decision sampled, on a fake clock."""
    monkeypatch.setattr(expert, "time", FakeTime(step))
    state, _ = State.new_match(8, Options.from_mapping({"chant": "off"}))
    bot = ExpertBot(0, worlds=worlds, budget_s=0.05)
    counts: list[int] = []
    search = bot._worlds

    def counted(v: SeatView):
        counts.append(0)
        for world in search(v):
            counts[-1] += 1
            yield world

    bot._worlds = counted
    v = view(state, state.to_act)
    assert bot.choose(v) in v.legal
    assert counts, "the decision searched"
    return counts


def test_expert_respects_its_time_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each search stops once its budget is spent (here 0.05 s, read 0.01 s apart)…"""
    counts = _searches(monkeypatch, 0.01, worlds=1000)
    assert all(expert.MIN_WORLDS <= c <= expert.MIN_WORLDS + 6 for c in counts)


def test_expert_samples_every_world_while_time_allows(monkeypatch: pytest.MonkeyPatch) -> None:
    """…and only the clock stops it: with time standing still it samples all it was asked."""
    assert set(_searches(monkeypatch, 0.0, worlds=30)) == {30}


@pytest.mark.parametrize("level", LEVELS)
def test_bots_are_deterministic_for_a_seed(level: str) -> None:
    def run() -> tuple:
        state, _ = State.new_match(21, Options.from_mapping({"match_length": "deals:1"}))
        bots = {s: make_bot(level, 100 + s) for s in range(4)}
        if level in ("expert", "cheater"):
            bots = {
                s: make_bot(level, 100 + s) if s == 0 else make_bot("standard", s) for s in range(4)
            }
        end = play_out(state, bots)
        return tuple(write_record(end.finished[0])["plays"]), end.scores

    assert run() == run()


def test_standard_bot_never_overtakes_a_partner_who_holds_the_trick() -> None:
    """Last to play, partner winning with an ace: play the weakest card, not Le Borgne."""
    hands = [
        ["3D", "4C", "5C", "6C", "7C", "8C", "JC", "QC", "KC"],
        ["AD", "5D", "6D", "7D", "8D", "JD", "QD", "KD", "4D"],
        ["3H", "4H", "5H", "6H", "7H", "8H", "JH", "QH", "KH"],
        ["2D", "5S", "6S", "7S", "8S", "JS", "QS", "KS", "AS"],
    ]
    state = State.from_deal(Options(), 3, [[card(c) for c in h] for h in hands])
    for seat, code in ((0, "4C"), (1, "AD"), (2, "5H")):
        state, _ = state.apply(Play(seat, card(code)))
    for level in ("novice", "standard"):
        action = make_bot(level, 0).choose(view(state, 3))
        assert action == Play(3, card("5S")), level


def test_offer_is_answered_by_the_opponents() -> None:
    state, _ = State.new_match(2, Options.from_mapping({"chant": "off"}))
    state, _ = state.apply(Offer(state.to_act))
    bots = {s: make_bot("standard", s) for s in range(4)}
    while state.phase == "offer":
        state, _ = state.apply(next_bot_action(state, bots))
    assert state.offer_log


def test_expert_worlds_respect_who_cannot_hold_what() -> None:
    """Seat 3, last to play, let seat 2's king go: no sampled deal gives seat 3 a better card."""
    hands = [
        ["3D", "3H", "2D", "2H", "9H", "9D", "2C", "2S", "AD"],
        ["4D", "5D", "6D", "7D", "8D", "JD", "QD", "AC", "4C"],
        ["KD", "5H", "6H", "7H", "8H", "JH", "QH", "AH", "4H"],
        ["4S", "5S", "6S", "7S", "8S", "JS", "QS", "9S", "3S"],
    ]
    state = State.from_deal(Options(), 3, [[card(c) for c in h] for h in hands])
    for seat, code in ((0, "AD"), (1, "4D"), (2, "KD"), (3, "4S")):
        state, _ = state.apply(Play(seat, card(code)))
    # seat 0's ace took it; seat 3 was last and did not beat the ace (class 9) of an opponent
    v = view(state, 0)
    k = know(v)
    assert k.floor == {3: CLASS[card("AD")]}
    bot = ExpertBot(0)
    for _ in range(40):
        sampled = bot.sample(v, k)
        assert min(sampled[3]) >= CLASS[card("AD")]


def _brute_force(pos, hands, options, team) -> dict[int, int]:
    """Minimax without pruning, by plain recursion over every card: the solver's referee."""
    from game.aluette.ai.sim import team_value

    def value(trick, leader, winners, hands):
        if not trick and not hands[leader]:
            return team_value(winners, pos, options, team)
        seat = (leader + len(trick)) % pos.n
        results = []
        for i, k in enumerate(hands[seat]):
            rest = [list(h) for h in hands]
            rest[seat] = hands[seat][:i] + hands[seat][i + 1 :]
            t = [*trick, (seat, k)]
            if len(t) == pos.n:
                best = min(c for _, c in t)
                holders = [s for s, c in t if c == best]
                w = holders[0] if len(holders) == 1 else None
                results.append(value([], leader if w is None else w, [*winners, w], rest))
            else:
                results.append(value(t, leader, winners, rest))
        return max(results) if pos.teams[seat] == team else min(results)

    seat = (pos.leader + len(pos.trick)) % pos.n
    out = {}
    for i, k in enumerate(hands[seat]):
        rest = [list(h) for h in hands]
        rest[seat] = hands[seat][:i] + hands[seat][i + 1 :]
        t = [*pos.trick, (seat, k)]
        if len(t) == pos.n:
            best = min(c for _, c in t)
            holders = [s for s, c in t if c == best]
            w = holders[0] if len(holders) == 1 else None
            out[k] = value([], pos.leader if w is None else w, [*pos.winners, w], rest)
        else:
            out[k] = value(t, pos.leader, list(pos.winners), rest)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_endgame_solver_matches_brute_force(seed: int) -> None:
    from game.aluette.ai.sim import Position
    from game.aluette.ai.solver import Solver

    rng = random.Random(seed)
    deck = list(range(48))
    rng.shuffle(deck)
    cards = 2 + seed % 2
    hands = [sorted(CLASS[c] for c in deck[i * cards : (i + 1) * cards]) for i in range(4)]
    history = tuple(rng.choice([0, 1, 2, 3, None]) for _ in range(9 - cards))
    pos = Position(4, (0, 1, 0, 1), rng.randrange(4), (), history, None)
    before = [list(h) for h in hands]
    assert Solver(Options()).values(pos, hands, 0) == _brute_force(pos, hands, Options(), 0)
    assert hands == before


# --- the Cow Game's own ranking ----------------------------------------------------------------


def cow_game_endgame() -> SeatView:
    """Three players, Cow Game: six spoiled tricks, then seat 0 leads the 7 of batons.

    Seat 2 (to play) holds the ace of swords, the 5 and the 8 of batons; seat 1, still to
    play, holds three of the 26 cards seat 2 has not seen, among them three aces and four
    twos. In the Cow Game the ace is the best card and the twos come next: only the ace is
    sure to keep the trick. In Aluette's classes the aces come ninth and Monsieur first, so
    a bot ranking with them would see the 5 as just as safe and play it, the cheaper card.
    """
    hands = [
        [card(c) for c in ["3D", "4D", "6D", "7D", "8H", "9D", "7C", "KD", "KH"]],
        [card(c) for c in ["QS", "QC", "JS", "JC", "KS", "KC", "2D", "2H", "9C"]],
        [card(c) for c in ["3H", "4H", "6H", "7H", "8S", "9H", "AS", "5C", "8C"]],
    ]
    state = State.from_deal(Options.from_mapping({"variant": "vache", "players": 3}), 1, hands)
    for t in range(6):  # counter-clockwise: 0, 2, 1; each pair of equals spoils the trick
        for seat in (0, 2, 1):
            state, _ = state.apply(Play(seat, hands[seat][t]))
    state, _ = state.apply(Play(0, card("7C")))
    assert state.winners == (None,) * 6 and state.to_act == 2
    return view(state, 2)


def test_bots_rank_cards_with_the_cow_games_table() -> None:
    v = cow_game_endgame()
    assert v.classes == VACHE_CLASS
    threat, help_ = later_estimates(v, know(v))
    assert (threat, help_) == (VACHE_CLASS[card("2D")], NONE)  # a two, in the Cow Game's ranks
    for level in ("standard", "expert"):
        assert make_bot(level).play_card(v) == card("AS"), level
    assert make_bot("novice").play_card(v) == card("5C")  # the cheapest card that beats a 7


def test_the_view_has_the_engines_teams_and_ranking() -> None:
    for options in OPTION_MIXES:
        state, _ = State.new_match(1, Options.from_mapping(options))
        v = view(state, 0)
        assert v.teams == tuple(state.team(s) for s in range(state.n))
        assert v.classes == state.options.class_table
