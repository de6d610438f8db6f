"""Every registered game keeps the one interface's promises (``game.interface.GameApi``).

Run for each game of ``game.games.GAMES`` through its ``api`` only, never its modules: random
matches (the ``random`` bots, with interjections mixed in at random) where every action the
rules list applies and one they do not list is refused with the game's ``IllegalAction``; a
seat's view shows its own cards and no other seat's hand; redacted events show a seat only
cards it holds or saw played; every finished hand's record reads back to the same hand,
through JSON too; and its decisions, replayed one by one, reach that same hand.

Events name their cards in fields called ``card`` or ``cards``: that is how this suite finds
the cards an event shows, whatever the game.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from game.games import GAMES
from game.interface import GameApi

SEEDS = (1, 2, 3)
HANDS = 4  # finished hands per match (a match stops there, or at its end)
MAX_ACTIONS = 3000


@dataclasses.dataclass
class Match:
    """A random match played to ``HANDS`` hands: its last state and its hand endings."""

    state: Any
    ended: list[Any]


def play(api: GameApi, seed: int, check: Any = None) -> Match:
    """A match of ``random`` bots; now and then a seat interjects at random. ``check`` sees
    every step as (state before, action, state after, events)."""
    rng = random.Random(seed)
    state, events = api.new_match(seed, api.default_options())
    n = state.n
    if check is not None:
        check(None, None, state, events)
    bots = {s: api.make_bot("random", seed * 10 + s) for s in range(n)}
    ended: list[Any] = [e for e in events if isinstance(e, api.HAND_ENDED)]
    for _ in range(MAX_ACTIONS):
        if state.is_over or len(state.finished) >= HANDS:
            break
        seat = rng.randrange(n)
        extra = state.interjections(seat) if state.controller(seat) == seat else []
        if extra and rng.random() < 0.25:
            action = rng.choice(extra)
        else:
            action = api.next_bot_action(state, bots)
        assert action is not None, "every seat is a bot: someone must act"
        after, events = state.apply(action)
        if check is not None:
            check(state, action, after, events)
        ended += [e for e in events if isinstance(e, api.HAND_ENDED)]
        state = after
    assert state.finished, "the match finished no hand"
    return Match(state, ended)


@pytest.fixture(params=sorted(GAMES))
def api(request: pytest.FixtureRequest) -> GameApi:
    return GAMES[request.param].api


# --- rules ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_legal_actions_apply_and_others_are_refused(api: GameApi, seed: int) -> None:
    refused = 0

    def check(before: Any, action: Any, after: Any, _events: list[Any]) -> None:
        nonlocal refused
        if before is None:
            return
        if before.to_act is not None and action.seat == before.to_act:
            assert action in before.legal_actions() or action in before.interjections(action.seat)
        again = after.interjections(action.seat) + after.legal_actions()
        if action not in again:  # the same action twice: a card no longer held, a turn passed
            with pytest.raises(api.IllegalAction):
                after.apply(action)
            refused += 1

    play(api, seed, check)
    assert refused > 0


# --- what a seat may know -------------------------------------------------------------------


def card_sets(value: Any, path: str = "") -> Iterator[tuple[str, tuple[int, ...]]]:
    """Every collection of three or more numbers inside a view, sorted, with where it was
    found (fewer could be seats or counts that look like cards)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from card_sets(getattr(value, field.name), f"{path}.{field.name}")
    elif isinstance(value, tuple | list | frozenset | set):
        items = list(value)
        if len(items) >= 3 and all(type(x) is int for x in items):
            yield path, tuple(sorted(items))
        for i, item in enumerate(items):
            yield from card_sets(item, f"{path}[{i}]")


@pytest.mark.parametrize("seed", SEEDS)
def test_a_view_shows_its_own_hand_and_no_other(api: GameApi, seed: int) -> None:
    looked = 0

    def check(_before: Any, _action: Any, state: Any, _events: list[Any]) -> None:
        nonlocal looked
        for seat in range(state.n):
            seen = api.view(state, seat)
            assert seen.seat == seat
            own = api.hand(state, seat)
            assert sorted(seen.hand) == sorted(own)
            sets = list(card_sets(seen))
            for other in range(state.n):
                hidden = tuple(sorted(api.hand(state, other)))
                if other == seat or len(hidden) < 3:
                    continue
                leaks = [path for path, cards in sets if cards == hidden]
                assert not leaks, f"seat {seat}'s view shows seat {other}'s hand in {leaks}"
                looked += 1

    play(api, seed, check)
    assert looked > 0


def cards_shown(event: Any) -> set[int]:
    shown: set[int] = set()
    for name in ("card", "cards"):
        value = getattr(event, name, None)
        for c in value if isinstance(value, tuple) else (value,):
            if c is not None:
                shown.add(c)
    return shown


@pytest.mark.parametrize("seed", SEEDS)
def test_redacted_events_show_a_seat_only_what_it_may_see(api: GameApi, seed: int) -> None:
    held: list[set[int]] = []  # what each seat held this hand
    public: set[int] = set()  # cards played this hand
    hand_no = 0
    own_cards_seen = 0

    def check(before: Any, action: Any, after: Any, events: list[Any]) -> None:
        nonlocal public, hand_no, own_cards_seen
        if before is None:
            held[:] = [set(api.hand(after, s)) for s in range(after.n)]
            hand_no = after.hand_no
        if action is not None and api.turn_kind(action) == "play":
            public.add(action.card)
        for seat in range(after.n):
            may_see = held[seat] | public | set(api.hand(after, seat))
            for event in events:
                shown = api.redact(event, seat)
                if shown is None:
                    continue
                leak = cards_shown(shown) - may_see
                assert not leak, f"seat {seat} sees {sorted(leak)} in {shown}"
                own_cards_seen += bool(cards_shown(shown) & set(api.hand(after, seat)))
        if after.hand_no != hand_no:
            held[:] = [set() for _ in range(after.n)]
            public = set()
            hand_no = after.hand_no
        for seat in range(after.n):
            held[seat] |= set(api.hand(after, seat))

    play(api, seed, check)
    assert own_cards_seen > 0  # redaction keeps a seat's own cards


# --- records --------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", SEEDS)
def test_every_finished_hand_reads_back_from_its_record(api: GameApi, seed: int) -> None:
    match = play(api, seed)
    assert len(match.ended) == len(match.state.finished)
    for hand, ended in zip(match.state.finished, match.ended, strict=True):
        data = api.write_record(hand)
        assert data["format"] == api.RECORD_FORMAT
        assert api.write_record(api.read_record(data)) == data
        again = json.loads(json.dumps(data))
        assert api.write_record(api.read_record(again)) == data
        assert api.score(again) == api.score(data)
        last = api.decisions(data)[-1]
        _after, events = last.state.apply(last.action)
        assert ended in events


@pytest.mark.parametrize("seed", SEEDS)
def test_a_records_decisions_replay_to_its_hand(api: GameApi, seed: int) -> None:
    match = play(api, seed)
    for hand in match.state.finished:
        data = api.write_record(hand)
        decisions = api.decisions(data)
        plays = [d.play for d in decisions if d.kind == "card"]
        assert plays == list(range(len(data["plays"])))
        assert all(d.play is None for d in decisions if d.kind != "card")
        assert all(d.seat == d.action.seat for d in decisions)
        for decision, following in itertools.pairwise(decisions):
            after, _ = decision.state.apply(decision.action)
            nxt = following.state
            assert (after.to_act, after.is_over) == (nxt.to_act, nxt.is_over)
            assert after.legal_actions() == nxt.legal_actions()
            assert [api.hand(after, s) for s in range(after.n)] == [
                api.hand(nxt, s) for s in range(nxt.n)
            ]
        last = decisions[-1]
        end, _ = last.state.apply(last.action)
        assert api.write_record(end) == data == api.write_record(api.read_record(data))
