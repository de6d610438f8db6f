"""The engine against the referee (tests/contree_referee.py, written from CONTREE.md alone).

Random bots play whole hands under every combination of the options that change a hand;
each hand's record (and one record stopped midway per match) must replay to the same
`aluette replay --json` summary in both. Valid records broken on purpose (an announcement not
held, a bid not higher, a card the play rules forbid, …) must be refused by both, naming the
same call, play or announcement, the engine in one line.
"""

from __future__ import annotations

import functools
import itertools
import json
import os
import random
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from contree_referee import (
    DECK,
    KINDS,
    OPTIONS,
    RefereeError,
    held_announcements,
    legal_cards,
    next_seat,
    parse_bid,
    play_tricks,
    read_options,
    replay,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_contree_referee import PASSES, SUIT_HANDS, mixed, record, suit_plays

from game.games import GAMES
from game.records import RecordError
from game.records import score as engine_replay  # what `aluette replay FILE --json` prints

API = GAMES["contree"].api
ROOT = Path(__file__).resolve().parents[1]
# The options that change what happens in one hand; the others only shape the match.
VARIED = (
    "scoring",
    "announcements",
    "no_trump",
    "raise_on_trump_lead",
    "undertrump",
    "belote",
    "contre",
    "direction",
)
COMBINATIONS = [dict(zip(VARIED, values, strict=True)) for values in itertools.product(
    *(OPTIONS[name] for name in VARIED)
)]  # fmt: skip
HANDS_PER_MATCH = 2


def as_file(data: dict[str, Any]) -> dict[str, Any]:
    """The record as read back from a JSON file."""
    parsed: dict[str, Any] = json.loads(json.dumps(data))
    return parsed


def play_records(seed: int, options: dict[str, Any]) -> list[dict[str, Any]]:
    """The records of a match of random bots: every finished hand, and the hand in progress
    at one random moment. Now and then a seat contres at once when the option allows; in every
    other match the seats mostly pass in the auction, so that some hands are thrown in and
    more contracts stand uncontred at a value the random play can make."""
    rng = random.Random(seed)
    state, _ = API.new_match(seed, API.read_options(options))
    bots = {seat: API.make_bot("random", seed * 10 + seat) for seat in range(4)}
    shy = 0.7 if seed % 2 else 0.0
    snapshot_at, actions, records = rng.randrange(1, 60), 0, []
    while not state.is_over and len(state.finished) < HANDS_PER_MATCH:
        seat = rng.randrange(4)
        prompt = state.interjections(seat)
        passes = [a for a in state.legal_actions() if API.action_to_json(a)[2:] == ["pass"]]
        if prompt and rng.random() < 0.3:
            action = rng.choice(prompt)
        elif passes and rng.random() < shy:
            action = passes[0]
        else:
            action = API.next_bot_action(state, bots)
        state, _ = state.apply(action)
        actions += 1
        if actions == snapshot_at:
            records.append(as_file(API.write_record(state)))
    return records + [as_file(API.write_record(hand)) for hand in state.finished]


@functools.cache
def all_records() -> tuple[dict[str, Any], ...]:
    """Records under every combination of VARIED (match seed = the combination's index)."""
    return tuple(
        rec for seed, options in enumerate(COMBINATIONS) for rec in play_records(seed, options)
    )


def engine_refusal(data: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as refused:
        engine_replay(data)
    return str(refused.value)


def same_item(referee_message: str, engine_message: str) -> bool:
    """Both name the same call, play or announcement ("play 12 …", "call 3 …")."""
    item = re.compile(r"(call|play|announcement) (\d+)\b")
    first, second = item.match(referee_message), item.match(engine_message)
    return first is not None and second is not None and first.groups() == second.groups()


# --- valid records: the same summary ---------------------------------------------------------


def test_every_combination_replays_the_same_in_the_engine_and_the_referee() -> None:
    records = all_records()
    for rec in records:
        assert engine_replay(rec) == replay(rec), json.dumps(rec)
    assert len(records) >= len(COMBINATIONS) * HANDS_PER_MATCH


def situation(rec: dict[str, Any]) -> set[str]:
    """What a record exercises, read from the referee's summary: the checks above are only
    as good as the situations the random records reach."""
    out = replay(rec)
    options = read_options(rec)
    contract = out["contract"]
    if contract is None or out["made"] is None:
        return {"unfinished"} if out["points"] is None else {"thrown in"}
    system = options["scoring"]
    found = {
        f"{system} {'made' if out['made'] else 'lost'} x{contract['multiplier']}",
        f"strain {contract['trump'] if contract['trump'] in ('NT', 'AT') else 'suit'}",
    }
    if contract["value"] == "capot":
        found.add(f"capot {'made' if out['made'] else 'lost'}")
    if out["belote"] is not None:
        attack = contract["bidder"] % 2
        found.add(f"belote {options['belote']} {'attack' if out['belote'] == attack else 'def'}")
    scored = out.get("announcements", {"team": None})["team"]
    if scored is not None:
        attack = contract["bidder"] % 2
        found.add(f"announcements to {'attack' if scored == attack else 'defence'}")
    return found


def test_the_random_records_reach_every_kind_of_outcome() -> None:
    seen = Counter(s for rec in all_records() for s in situation(rec))
    wanted = {"unfinished", "thrown in", "strain suit", "strain NT", "strain AT"}
    wanted |= {"capot made", "capot lost", "announcements to attack", "announcements to defence"}
    wanted |= {
        f"belote {mode} {side}" for mode in ("margin", "points") for side in ("attack", "def")
    }
    wanted |= {
        f"{system} {result} x{mult}"
        for system in OPTIONS["scoring"]
        for result in ("made", "lost")
        for mult in (1, 2, 4)
    }
    assert wanted <= set(seen), sorted(wanted - set(seen))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**31),
    options=st.fixed_dictionaries({name: st.sampled_from(v) for name, v in OPTIONS.items()}),
)
def test_any_seed_and_options_replay_the_same(seed: int, options: dict[str, Any]) -> None:
    for rec in play_records(seed, options):
        assert engine_replay(rec) == replay(rec)


# --- broken records: refused by both, naming the same item ----------------------------------

Breaker = Callable[[dict[str, Any]], dict[str, Any] | None]


def first_bid(rec: dict[str, Any]) -> int | None:
    options = read_options(rec)
    calls = rec.get("auction") or []
    return next((i for i, (_, c) in enumerate(calls) if parse_bid(c, options)), None)


def leader(rec: dict[str, Any]) -> int:
    return next_seat(rec["dealer"], read_options(rec))


def bid_not_higher(rec: dict[str, Any]) -> dict[str, Any] | None:
    """The next seat repeats the first bid."""
    i = first_bid(rec)
    if i is None:
        return None
    seat, bid = rec["auction"][i]
    again = [next_seat(seat, read_options(rec)), bid]
    return {**rec, "auction": [*rec["auction"][: i + 1], again], "plays": []}


def contre_of_own_team(rec: dict[str, Any]) -> dict[str, Any] | None:
    """The next seat passes, then the bidder's partner contres."""
    i = first_bid(rec)
    if i is None:
        return None
    seat = rec["auction"][i][0]
    calls = [*rec["auction"][: i + 1], [next_seat(seat, read_options(rec)), "pass"]]
    return {**rec, "auction": [*calls, [(seat + 2) % 4, "contre"]], "plays": []}


def call_out_of_turn(rec: dict[str, Any]) -> dict[str, Any] | None:
    calls = rec.get("auction") or []
    if not calls:
        return None
    wrong = [(calls[0][0] + 2) % 4, calls[0][1]]
    return {**rec, "auction": [wrong, *calls[1:]]}


def no_trump_bid_when_off(rec: dict[str, Any]) -> dict[str, Any] | None:
    i = first_bid(rec)
    if i is None or read_options(rec)["no_trump"] == "on":
        return None
    seat, bid = rec["auction"][i]
    calls = [*rec["auction"][:i], [seat, bid[:-1] + "NT"], *rec["auction"][i + 1 :]]
    return {**rec, "auction": calls}


def contract_strain(rec: dict[str, Any]) -> str | None:
    summary = replay(rec)
    return summary["contract"]["trump"] if summary["contract"] else None


def forbidden_card(
    strains: tuple[str, ...], relaxed: dict[str, Any] | None = None, as_strain: str = ""
) -> Breaker:
    """At the first play where the seat holds a card the rules forbid, that card instead (it
    is swapped with its later place in the plays); only for contracts in `strains`. With
    `relaxed` options or `as_strain`, only a card they would allow: the obligation broken is
    the one they remove."""
    looser = relaxed or {}

    def breaker(rec: dict[str, Any]) -> dict[str, Any] | None:
        strain = contract_strain(rec)
        options = read_options(rec)
        if strain not in strains or any(options[k] == v for k, v in looser.items()):
            return None
        plays = rec["plays"]
        for n in range(len(plays)):
            tricks = play_tricks(rec["hands"], plays[:n], leader(rec), strain, options)
            seat = tricks[-1]["winner"] if tricks else leader(rec)
            trick = []
            for card in plays[4 * len(tricks) : n]:
                trick.append((seat, card))
                seat = next_seat(seat, options)
            left = [c for c in rec["hands"][seat] if c not in plays[:n]]
            allowed = legal_cards(left, trick, seat, strain, options)
            if looser or as_strain:
                left = legal_cards(left, trick, seat, as_strain or strain, {**options, **looser})
            wrong = [c for c in left if c not in allowed and c in plays[n:]]
            if wrong:
                later = plays.index(wrong[0])
                broken = list(plays)
                broken[n], broken[later] = broken[later], broken[n]
                return {**rec, "plays": broken}
        return None

    return breaker


def card_not_held(rec: dict[str, Any]) -> dict[str, Any] | None:
    """A play halfway replaced by a card another seat still holds at that moment."""
    plays = rec.get("plays") or []
    if len(plays) < 2:
        return None
    n = len(plays) // 2
    owner = next(hand for hand in rec["hands"] if plays[n] in hand)
    other = next(c for h in rec["hands"] if h is not owner for c in h if c not in plays[:n])
    return {**rec, "plays": [*plays[:n], other, *plays[n + 1 :]]}


def announcement_not_held(rec: dict[str, Any]) -> dict[str, Any] | None:
    """The first seat to play declares a kind it does not hold."""
    if read_options(rec)["announcements"] != "on" or len(rec.get("plays") or []) < 4:
        return None
    seat = leader(rec)
    held = {a["kind"] for a in held_announcements(rec["hands"][seat], contract_strain(rec) or "")}
    missing = [k for k in KINDS if k not in held]
    entries = rec.get("announcements") or []
    return {**rec, "announcements": [[seat, missing[0]], *entries]} if missing else None


def announcement_when_off(rec: dict[str, Any]) -> dict[str, Any] | None:
    if read_options(rec)["announcements"] == "on" or len(rec.get("plays") or []) < 4:
        return None
    return {**rec, "announcements": [[leader(rec), "tierce"]]}


def announcements_out_of_order(rec: dict[str, Any]) -> dict[str, Any] | None:
    entries = rec.get("announcements") or []
    if len({entry[0] for entry in entries}) < 2:
        return None
    return {**rec, "announcements": entries[::-1]}


BREAKERS: dict[str, Breaker] = {
    "bid not higher": bid_not_higher,
    "contre of own team": contre_of_own_team,
    "call out of turn": call_out_of_turn,
    "NT bid with no_trump off": no_trump_bid_when_off,
    "card not held": card_not_held,
    "card NT forbids": forbidden_card(("NT",)),
    "card AT forbids": forbidden_card(("AT",)),
    "card under the best of the suit in AT": forbidden_card(("AT",), as_strain="NT"),
    "card a suit contract forbids": forbidden_card(tuple("SHDC")),
    "card undertrump forbids": forbidden_card(tuple("SHDC"), {"undertrump": False}),
    "card raise_on_trump_lead forbids": forbidden_card(
        tuple("SHDC"), {"raise_on_trump_lead": False}
    ),
    "announcement not held": announcement_not_held,
    "announcement with announcements off": announcement_when_off,
    "announcements out of order": announcements_out_of_order,
}


@functools.cache
def broken_records(name: str) -> tuple[dict[str, Any], ...]:
    """Up to 40 records broken by BREAKERS[name], from the valid random ones."""
    broken = (BREAKERS[name](rec) for rec in all_records())
    return tuple(itertools.islice((b for b in broken if b is not None), 40))


@pytest.mark.parametrize("name", sorted(BREAKERS))
def test_broken_records_are_refused_by_both_naming_the_same_item(name: str) -> None:
    records = broken_records(name)
    assert len(records) >= 5, "too few records to break this way"
    for rec in records:
        with pytest.raises(RefereeError) as referee:
            replay(rec)
        engine = engine_refusal(rec)
        assert "\n" not in engine
        assert same_item(str(referee.value), engine), (str(referee.value), engine)


@pytest.mark.parametrize(
    "name", ["announcement not held", "bid not higher", "card NT forbids", "card AT forbids"]
)
def test_aluette_replay_refuses_a_broken_record_in_one_line(name: str, tmp_path: Path) -> None:
    rec = broken_records(name)[0]
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "game", "replay", str(path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    assert str(path) in lines[0]
    with pytest.raises(RefereeError) as referee:
        replay(rec)
    assert same_item(str(referee.value), lines[0].split(f"{path}: ", 1)[1])


CALLS = ["pass", "contre", "surcontre"] + [
    f"{value}{strain}"
    for value in [*range(80, 170, 10), "capot"]
    for strain in ("S", "H", "D", "C", "NT", "AT")
]


def changed_at_random(rec: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The record with one thing changed: a card, a call, two cards swapped or an
    announcement added; the result may still be valid."""
    plays = list(rec.get("plays") or [])
    calls = [list(call) for call in rec.get("auction") or []]
    entries = [list(entry) for entry in rec.get("announcements") or []]
    change = rng.randrange(4)
    if change == 0 and plays:
        plays[rng.randrange(len(plays))] = rng.choice(DECK)
    elif change == 1 and plays:
        i, j = rng.randrange(len(plays)), rng.randrange(len(plays))
        plays[i], plays[j] = plays[j], plays[i]
    elif change == 2 and calls:
        i = rng.randrange(len(calls))
        seat = rng.randrange(4) if rng.random() < 0.3 else calls[i][0]
        calls[i] = [seat, rng.choice(CALLS)]
    else:
        entries.insert(rng.randrange(len(entries) + 1), [rng.randrange(4), rng.choice(KINDS)])
    return {**rec, "plays": plays, "auction": calls, "announcements": entries}


def test_a_record_changed_at_random_is_judged_alike() -> None:
    """Both accept it with the same summary, or both refuse it at the same item."""
    rng = random.Random(24)
    refused = 0
    for rec in all_records():
        changed = changed_at_random(rec, rng)
        try:
            expected = replay(changed)
        except RefereeError as referee:
            engine = engine_refusal(changed)
            assert "\n" not in engine
            assert same_item(str(referee), engine), (str(referee), engine)
            refused += 1
        else:
            assert engine_replay(changed) == expected
    assert refused > len(all_records()) // 2


# --- rule 13's ties, which random deals seldom reach ----------------------------------------

EVERY_CENT = [[3, "cent"], [2, "cent"], [1, "cent"], [0, "cent"]]
FIRST_TRICK = suit_plays(3)[:4]  # 7C 7D 7H 7S: legal in C, D (seat 2 trumps), NT and AT


@pytest.mark.parametrize(
    ("bid", "team"),
    [
        ("80D", 0),  # four cents topped by an ace: seat 2's trump sequence
        ("80C", 1),  # seat 3's
        ("80NT", 1),  # no trump sequence: the first declared, seat 3 (he leads)
        ("80AT", 1),  # nor in all trumps
    ],
)
def test_tied_announcements_score_alike_in_both(bid: str, team: int) -> None:
    rec = record(SUIT_HANDS, [[3, bid], *PASSES], FIRST_TRICK, EVERY_CENT)
    rec["options"] = {"announcements": "on", "no_trump": "on"}
    assert engine_replay(rec) == replay(rec)
    assert replay(rec)["announcements"] == {"team": team, "points": 200}


@pytest.mark.parametrize(
    "declared",
    [[[3, "carre"], [0, "carre"]], [[3, "carre"], [1, "carre"], [0, "carre"]], [[3, "carre"]]],
)
@pytest.mark.parametrize("scoring", OPTIONS["scoring"])
def test_hand_built_announcements_score_alike_in_both(
    declared: list[list[Any]], scoring: str
) -> None:
    rec = mixed([[3, "80H"], *PASSES], scoring=scoring, announcements="on", declared=declared)
    assert engine_replay(rec) == replay(rec)
