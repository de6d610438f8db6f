"""What the bots say is true and tells nothing hidden (issue 23, items 3 and 4).

- A reason that says a card is, or that none is, sure to win is checked against every deal
  of the unseen cards consistent with what the seat saw, written here from the rules alone
  (``legal_cards``, the classes), not from the bots' knowledge.
- "Why?" tells a bot's reason in the third person, and names none of the cards it still
  holds nor how many it holds of a kind.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator

import pytest
from contree_helpers import after_calls, random_hands

from game.advice import Advice, Reason
from game.aluette import hint as aluette_hint
from game.aluette.ai import make_bot as aluette_bot
from game.aluette.ai.driver import next_bot_action as aluette_next
from game.aluette.rules.actions import Play as AluettePlay
from game.aluette.rules.options import Options as AluetteOptions
from game.aluette.rules.state import State as AluetteState
from game.aluette.rules.view import view as aluette_view
from game.aluette.words import card_name as aluette_card_name
from game.aluette.words import said_key
from game.contree import hint as contree_hint
from game.contree.ai import make_bot as contree_bot
from game.contree.ai.driver import next_bot_action as contree_next
from game.contree.cards import DECK, STRENGTH, SUITS
from game.contree.rules.actions import Bid, Play
from game.contree.rules.play import legal_cards, master
from game.contree.rules.state import State
from game.contree.rules.view import SeatView, view
from game.contree.words import card_name as contree_card_name
from game.i18n import Translator, catalog, flat_keys

EN, FR = Translator("en"), Translator("fr")
SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(vous|votre|vos)\b", re.IGNORECASE),
}

# --- Contrée: sure to win, by every deal of the unseen cards --------------------------------


def _past_plays(v: SeatView) -> list[tuple[tuple[tuple[int, int], ...], int]]:
    """Every card played by another seat, in order: (its trick, its index in the trick)."""
    tricks = [t for _, t, _ in v.tricks]
    return [(t, i) for t in tricks for i in range(1, len(t)) if t[i][0] != v.seat]


def consistent_deals(v: SeatView) -> Iterator[dict[int, list[int]]]:
    """Every deal of the unseen cards to the other seats (as many as each holds) under which
    each card they played was legal, with the cards they held then."""
    o = v.options
    trump = v.played_contract().trump
    rules = (o.raise_on_trump_lead, o.undertrump)
    others = [s for s in range(4) if s != v.seat]
    unseen = sorted(set(DECK) - set(v.hand) - set(v.played))
    plays = _past_plays(v)
    sizes = [v.hand_sizes[s] for s in others]

    def deals(pool: list[int], k: int) -> Iterator[dict[int, list[int]]]:
        if k == len(others):
            yield {}
            return
        for mine in itertools.combinations(pool, sizes[k]):
            rest = [c for c in pool if c not in mine]
            for more in deals(rest, k + 1):
                yield {others[k]: list(mine), **more}

    for deal in deals(unseen, 0):
        legal = True
        for n, (trick, i) in enumerate(plays):
            seat, c = trick[i]
            then = deal[seat] + [t[j][1] for t, j in plays[n:] if t[j][0] == seat]
            if c not in legal_cards(then, trick[:i], seat, trump, *rules)[0]:
                legal = False
                break
        if legal:
            yield deal


def sure_by_every_deal(v: SeatView, c: int) -> bool:
    """Whether ``c`` led by the seat wins the trick for its team in every consistent deal and
    every legal answer of the three other seats."""
    o = v.options
    trump = v.played_contract().trump
    rules = (o.raise_on_trump_lead, o.undertrump)
    order = [(v.seat + o.step * i) % 4 for i in range(1, 4)]
    hands_all = list(consistent_deals(v))
    assert hands_all, "the true deal is one"
    for hands in hands_all:
        lines = [((v.seat, c),)]
        for seat in order:
            lines = [
                (*t, (seat, x))
                for t in lines
                for x in legal_cards(hands[seat], t, seat, trump, *rules)[0]
            ]
        if any((master(t, trump)[0] - v.seat) % 2 for t in lines):
            return False
    return True


def contree_leads(seeds: range) -> Iterator[State]:
    """Random hands after five to seven tricks, a seat to lead (belote off: the announcement
    would be a fact this check does not replay)."""
    for seed in seeds:
        rng = random.Random(seed)
        options = {
            "belote": "off",
            "raise_on_trump_lead": rng.random() < 0.5,
            "undertrump": rng.random() < 0.5,
        }
        suit = SUITS[rng.randrange(4)]
        state, _ = after_calls(
            [f"80{suit}", "pass", "pass", "pass"], 0, options, random_hands(seed)
        )
        stop = rng.choice((5, 6, 7))
        while len(state.trick_log) < stop:
            state, _ = state.apply(rng.choice(state.legal_actions()))
        assert not state.trick
        yield state


def test_the_issue_position_hint_sees_the_last_trumps_are_sure() -> None:
    """Holding the last two trumps after the six best fell, a low lead's reason says the
    trump kept is sure to win, not that none is."""
    found = 0
    for state in contree_leads(range(400)):
        v = view(state, state.to_act)
        trump = v.played_contract().trump
        mine = [c for c in v.hand if c >> 3 == trump]
        left = [c for c in DECK if c >> 3 == trump and c not in v.played]
        if not mine or sorted(mine) != sorted(left):
            continue
        advice = contree_bot("standard").explain(v)
        if advice.reason.key not in ("contree.lead_low", "contree.lead_low_keep"):
            continue
        found += 1
        assert advice.reason.key == "contree.lead_low_keep"
        keep = dict(advice.reason.cards)["keep"]
        assert sure_by_every_deal(v, keep)
        text = contree_hint.sentence(advice, EN)
        assert "None of your cards" not in text and contree_card_name(EN, keep) in text
    assert found >= 3


CLAIMS = {
    # key: (the card led is sure, the card kept is sure, no card of the hand is sure)
    "contree.lead_low": (False, None, True),
    "contree.lead_low_keep": (None, True, None),
    "contree.lead_low_sure": (True, None, None),
    "contree.lead_master": (True, None, None),
}


@pytest.mark.parametrize("level", ["novice", "standard"])
def test_a_contree_lead_says_sure_only_of_what_every_deal_makes_sure(level: str) -> None:
    seen: set[str] = set()
    for state in contree_leads(range(120)):
        v = view(state, state.to_act)
        advice = contree_bot(level).explain(v)
        key = advice.reason.key
        if key not in CLAIMS:
            continue
        seen.add(key)
        card = advice.action.card
        led, kept, none = CLAIMS[key]
        record = (SUITS[v.played_contract().trump], key, v.hand, v.played)
        if led is not None:
            assert sure_by_every_deal(v, card) == led, record
        if kept is not None:
            assert sure_by_every_deal(v, dict(advice.reason.cards)["keep"]) == kept, record
        if none:
            assert not any(sure_by_every_deal(v, c) for c in v.hand), record
    assert len(seen) >= 3, seen


def test_the_best_trump_left_is_counted_from_the_cards_played() -> None:
    for state in contree_leads(range(120)):
        v = view(state, state.to_act)
        advice = contree_bot("standard").explain(v)
        if advice.reason.key != "contree.lead_master_trump":
            continue
        trump = v.played_contract().trump
        s = STRENGTH[trump]
        out = [c for c in DECK if c not in v.played and c not in v.hand]
        assert not any(c >> 3 == trump and s[c] > s[advice.action.card] for c in out)


# --- Aluette: sure to win, by the cards not seen ------------------------------------------


def aluette_sure(state: AluetteState, seat: int, c: int) -> bool:
    """No card the seat has not seen (nor an exposed hand of another seat) beats or ties
    ``c``: any of them may be in an opponent's hand."""
    v = aluette_view(state, seat)
    seen = set(v.hand) | set(v.discards) | set(v.played)
    exposed = {x for s, cards in v.exposed if s != seat for x in cards}
    others = [x for x in range(len(state.classes)) if x not in seen] + sorted(exposed)
    return all(state.classes[x] > state.classes[c] for x in others)


@pytest.mark.parametrize("level", ["novice", "standard"])
def test_an_aluette_lead_says_sure_only_of_cards_nothing_unseen_beats(level: str) -> None:
    bot = aluette_bot(level, 1)
    bots = {s: aluette_bot("standard", s) for s in range(4)}
    seen: set[str] = set()
    for seed in range(6):
        state, _ = AluetteState.new_match(seed, AluetteOptions())
        while not state.is_over:
            seat = state.to_act
            legal = state.legal_actions() if seat is not None else []
            if legal and isinstance(legal[0], AluettePlay) and not state.trick:
                advice = bot.explain(aluette_view(state, seat))
                key, hand = advice.reason.key, state.hands[seat]
                cards = dict(advice.reason.cards)
                seen.add(key)
                if key == "lead_low":
                    assert not any(aluette_sure(state, seat, c) for c in hand), hand
                if key == "lead_low_keep":
                    assert aluette_sure(state, seat, cards["keep"])
                if key == "lead_cash":
                    assert all(aluette_sure(state, seat, c) for c in hand)
            state, _ = state.apply(aluette_next(state, bots))
    assert {"lead_low", "lead_low_keep"} & seen, seen


# --- Why? in the third person, and nothing hidden -------------------------------------------

STRUCTURE = {"why", "why_said", "hidden_card", "decimal_mark", "contree.why_call"}


def reason_keys() -> set[str]:
    """Every reason a bot of either game may give: the hint keys that are sentences."""
    keys = {k.removeprefix("hints.") for k in flat_keys(catalog("en")) if k.startswith("hints.")}
    return {
        k
        for k in keys
        if k not in STRUCTURE
        and not k.endswith("_hidden")
        and not k.startswith(("contree.honours.", "contree.aces.", "contree.suits."))
    }


def _fill(t: Translator, key: str) -> str:
    """The why sentence of ``key`` with every placeholder filled by a neutral word."""
    raw = t.raw(f"why.{key}")
    forms = raw.values() if isinstance(raw, dict) else [raw]
    return " ".join(f.format_map({n: "X" for n in re.findall(r"{(\w+)}", f)}) for f in forms)


@pytest.mark.parametrize("t", [EN, FR])
def test_every_reason_has_a_third_person_why_or_is_left_untold(t: Translator) -> None:
    untold = aluette_hint.UNTOLD | contree_hint.UNTOLD
    for key in sorted(reason_keys()):
        if key in untold:
            continue
        assert t.has(f"why.{key}"), key
        text = _fill(t, key)
        assert not SECOND_PERSON[t.lang].search(text), (key, text)
        assert not re.search(r"{(keep|honours|aces)}", str(t.raw(f"why.{key}"))), key
    assert not SECOND_PERSON[t.lang].search(t("why.untold"))


HAND_COUNTS = {
    "chant_strong",
    "answer_refuse_sure",
    "answer_accept_unsure",
    "contree.bid_strong",
    "contree.bid_full",
    "contree.bid_answer",
    "contree.bid_capot",
    "contree.contre",
    "contree.contre_partner",
    "contree.pass_weak",
}
"""Reasons whose ``count`` counts cards of a kind in the bot's hand."""


def test_a_why_never_counts_the_hand() -> None:
    for t in (EN, FR):
        for key in HAND_COUNTS:
            assert "{count}" not in str(t.raw(f"why.{key}")), key


def _reason(text: str, t: Translator) -> str:
    """The bot's reason in a Why? (what follows its name and its action)."""
    opening = "“" if t.lang == "en" else "«\u00a0"
    return text.split(opening)[-1]


def _check_why(text: str, t: Translator, hidden: list[str]) -> None:
    reason = _reason(text, t)
    assert not SECOND_PERSON[t.lang].search(reason), text
    assert not any(name in reason for name in hidden), text
    assert "{" not in text


def test_contree_whys_over_whole_hands_are_third_person_and_hide_the_hand() -> None:
    keys: set[str] = set()
    for seed in range(6):
        state = State.new_match(seed)[0]
        bots = {s: contree_bot("standard", s) for s in range(4)}
        while not state.is_over:
            action = contree_next(state, bots)
            advice = bots[action.seat].explain(view(state, action.seat))
            keys.add(advice.reason.key)
            after, _ = state.apply(action)
            held = after.hands[action.seat]
            for t in (EN, FR):
                text = contree_hint.why(advice, t, "french", "Anne", set(held))
                names = [contree_card_name(t, c) for c in held]
                _check_why(text, t, names)
            state = after
    assert len(keys) >= 8, keys


def test_aluette_whys_over_whole_hands_are_third_person_and_hide_the_hand() -> None:
    keys: set[str] = set()
    for seed in range(3):
        state, _ = AluetteState.new_match(seed, AluetteOptions())
        bots = {s: aluette_bot("standard", s) for s in range(4)}
        while not state.is_over:
            action = aluette_next(state, bots)
            said = said_key(action) is not None
            if isinstance(action, AluettePlay) or said:
                advice = bots[action.seat].explain(aluette_view(state, action.seat))
                if advice.action == action:
                    keys.add(advice.reason.key)
                    after, _ = state.apply(action)
                    held = after.hands[action.seat]
                    for t in (EN, FR):
                        text = aluette_hint.why(advice, t, "spanish", "Anne", set(held))
                        names = [aluette_card_name(t, "spanish", c) for c in held]
                        _check_why(text, t, names)
            state, _ = state.apply(action)
    assert len(keys) >= 6, keys


def test_the_issues_examples() -> None:
    """« Jacques a dit « 90 pique » : « À pique, votre équipe… » », « Anne a joué dame de
    trèfle : « Vous ne pouvez jouer qu'une carte… » », « …et gardez les gros »."""
    bid = Advice(
        Bid(1, 90, SUITS.index("S")),
        Reason(
            "contree.bid_full",
            (("call", Bid(1, 90, SUITS.index("S"))),),
            (("count", 4), ("worth", 113)),
            (("honours", "hints.contree.honours.jack_nine"), ("suit", "contree.suits.spades")),
        ),
    )
    text = contree_hint.why(bid, FR, "french", "Jacques", ())
    assert "son équipe peut espérer environ 113 points" in text and "votre" not in text
    assert "valet" not in text and "4" not in text
    only = Advice(Play(2, 7), Reason("contree.only_card", (("card", 7),)))
    text = contree_hint.why(only, FR, "french", "Anne", ())
    assert "qu'une carte" not in text and FR("why.untold") in text
    small = Advice(Play(3, 8), Reason("contree.lead_small_trump", (("card", 8),)))
    text = contree_hint.why(small, FR, "french", "Yann", {9, 10})
    assert "gardez" not in text and "son équipe" in text.lower()
