"""Contrée's bots explain themselves: the hint's move and its reason in positions where one
move is clearly right, words for every reason in both languages, and ``aluette hint`` on
Contrée records.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from contree_helpers import cards, situation

from game.cli import main
from game.contree.ai import make_bot
from game.contree.ai.driver import next_bot_action
from game.contree.ai.search import solve, world
from game.contree.cards import CODES, DECK, card
from game.contree.hint import advise, sentence, why
from game.contree.rules.actions import Bid, Contre, Pass, Play
from game.contree.rules.options import Options
from game.contree.rules.play import legal_cards
from game.contree.rules.record import replay, validate
from game.contree.rules.record import write as write_record
from game.contree.rules.state import State
from game.contree.rules.view import view
from game.contree.words import card_name as contree_card_name
from game.i18n import Translator

EN, FR = Translator("en"), Translator("fr")
LEVELS = ("novice", "standard", "expert", "cheater")

CHARGE_RECORD = {
    "format": "contree-record/1",
    "game": "contree",
    "options": {},
    "dealer": 2,
    "hands": [
        ["QH", "7C", "TC", "AC", "AH", "JD", "JS", "8S"],
        ["9H", "AD", "9S", "7D", "TS", "KC", "QS", "JH"],
        ["TD", "JC", "KD", "8C", "7S", "QD", "QC", "TH"],
        ["8H", "9D", "KH", "KS", "7H", "8D", "9C", "AS"],
    ],
    "auction": [[1, "80H"], [0, "pass"], [3, "90H"], [2, "pass"], [1, "pass"], [0, "pass"]],
    "plays": [
        *("JH", "QH", "7H", "TH"),
        *("9H", "AH", "8H", "7S"),
        *("AD", "JD", "8D", "QD"),
        *("7D", "7C", "9D", "KD"),
        *("8C", "KC", "TC", "9C"),
        *("AC", "KH", "JC"),
    ],
}
"""Sixth trick, seat 1 plays last: its partner's king of hearts (a trump) holds the trick and
nobody plays after it; it holds the ten, queen and nine of spades (no trump)."""


def charge_state() -> State:
    return replay(validate(CHARGE_RECORD))


def hopeless_80() -> State:
    """Seat 1 opened 80 hearts; seat 0, next, holds the jack, nine and seven of hearts and
    nothing else: the contract faces most of its trumps' points."""
    mine = cards("JH 9H 7H 7S 8S 7D 8D 7C")
    rest = [c for c in DECK if c not in mine]
    state = State.from_deal(Options(), 2, [mine, rest[0:8], rest[8:16], rest[16:24]])
    assert state.to_act == 1
    state, _ = state.apply(Bid(1, 80, 1))
    assert state.to_act == 0
    return state


def _sentences(advice) -> list[str]:
    """The hint's sentence and the "Why?" of the same advice, in both languages."""
    return [text for t in (EN, FR) for text in (sentence(advice, t), why(advice, t, "", "A", ()))]


# --- positions where one move is clearly right -----------------------------------------------


def test_a_master_partners_trick_is_fed_by_habit_or_by_counting_out() -> None:
    """The rule bots give the ten to the partner's safe trick by habit; the expert counts
    the last tricks out, plays the card worth most over its deals and says so, naming it."""
    state = charge_state()
    seat = state.to_act
    assert seat == 1 and len(state.trick) == 3
    for level in ("novice", "standard"):
        advice = advise(state, seat, level)
        assert advice.action == Play(seat, card("TS"))
        assert advice.reason.key == "contree.charge"
    expert = advise(state, seat)
    assert expert.reason.key == "contree.search_exact"
    values = dict(expert.candidates)
    assert values[expert.action] == max(values.values())
    assert sum(v == values[expert.action] for v in values.values()) == 1, "strictly best"
    for t in (EN, FR):
        assert contree_card_name(t, expert.action.card) in sentence(expert, t)


def test_on_the_first_trick_the_rule_bots_charge_the_partner() -> None:
    state = situation("H", 1, "7S AS 8S", "TD 7D 8C 7C 9C 7H 8H QH")
    for level in ("novice", "standard"):
        advice = advise(state, state.to_act, level)
        assert advice.action.card == card("TD") and advice.reason.key == "contree.charge"
        assert "charge" in sentence(advice, EN) and "chargez" in sentence(advice, FR)


def test_the_last_tricks_are_counted_out_on_the_true_deal() -> None:
    """The cheater counts the last three tricks out on the true deal: its card is one the
    exact solution says is best, its values are the solution's, and when one card is
    strictly best the reason says so, with the points of the best two."""
    checked = 0
    for seed in range(24):
        state, _ = State.new_match(seed)
        bots = {s: make_bot("standard", seed * 8 + s) for s in range(4)}
        first = state.hand_no
        while state.hand_no == first and not state.is_over:
            if state.phase == "play" and len(state.trick_log) >= 5 and len(state.legal_cards()) > 1:
                seat = state.to_act
                others = {s: state.hands[s] for s in range(4) if s != seat}
                exact = solve(world(view(state, seat), others), seat % 2)
                advice = advise(state, seat, "cheater")
                best = max(exact.values())
                assert exact[advice.action.card] == best
                assert {a.card: v for a, v in advice.candidates} == exact
                if sum(v == best for v in exact.values()) == 1:
                    assert advice.reason.key == "contree.search_exact"
                    assert dict(advice.reason.values)["value"] == best
                    checked += 1
            state, _ = state.apply(next_bot_action(state, bots))
    assert checked >= 5


def test_a_hopeless_contract_of_the_opponents_is_contred() -> None:
    state = hopeless_80()
    advice = advise(state, 0, "standard")
    assert advice.action == Contre(0)
    assert advice.reason.key == "contree.contre"
    expected = dict(advice.reason.values)["expected"]
    assert expected < 80
    assert "the jack and nine of trumps" in sentence(advice, EN)
    assert "contrez\u202f!" in sentence(advice, FR)
    assert not isinstance(advise(state, 0).action, Bid), "no bid over it"


def test_the_expert_contres_a_contract_that_fails_in_most_deals_it_imagines() -> None:
    """The expert contres by its sampled deals played out (issue 22), and says in how many
    of them the contract goes down: the opener's 80 hearts faces the four best hearts and two
    aces here."""
    mine = cards("JH 9H AH TH AS AD 7C 8C")
    rest = [c for c in DECK if c not in mine]
    state = State.from_deal(Options(), 2, [mine, rest[0:8], rest[8:16], rest[16:24]])
    state, _ = state.apply(Bid(1, 80, 1))
    advice = advise(state, 0, "expert")
    assert advice.action == Contre(0)
    assert advice.reason.key == "contree.contre_search"
    values = dict(advice.reason.values)
    assert values["right"] >= 0.7 * values["count"]
    assert f"goes down in {values['right']} of them" in sentence(advice, EN)
    assert "Contrez\u202f!" in sentence(advice, FR)
    for t in (EN, FR):
        text = why(advice, t, "french", "Anne", set(mine))
        assert str(values["right"]) in text and "{" not in text
        assert t("hints.contree.honours.jack_nine_ace") not in text


def test_the_expert_does_not_contre_a_contract_made_in_half_the_deals() -> None:
    """The jack, nine and seven of trumps and nothing else against 80 hearts: the contract is
    made in about half the deals played out, too often to double it, and the pass says so."""
    advice = advise(hopeless_80(), 0, "expert")
    assert advice.action == Pass(0)
    assert advice.reason.key == "contree.pass_contre_risk"
    values = dict(advice.reason.values)
    assert values["made"] > 0.3 * values["count"]
    assert "too often to contre" in sentence(advice, EN)


def test_the_obligation_to_trump_is_the_engines_reason() -> None:
    """Void in the suit led, with the partner not master: the engine obliges a trump, and the
    reason says so; over an opponent's trump, a higher one."""
    trump = situation("H", 1, "7S", "7D 8D 9D TD 7C 8C 7H JH")
    overtrump = situation("H", 1, "7S 8H", "7D 8D 9D TD 7C 8C 7H JH")
    for state, key in ((trump, "contree.must_trump"), (overtrump, "contree.must_overtrump")):
        o = state.options
        seat = state.to_act
        allowed, _rule = legal_cards(
            state.hands[seat], state.trick, seat, 1, o.raise_on_trump_lead, o.undertrump
        )
        for level in LEVELS:
            advice = advise(state, seat, level)
            assert advice.action.card in allowed
            assert advice.reason.key == key or advice.reason.key.startswith("contree.search")


# --- every reason in words -------------------------------------------------------------------


@pytest.mark.parametrize("level, hands", [("novice", 6), ("standard", 6), ("expert", 1)])
def test_every_reason_has_words_in_both_languages(level: str, hands: int) -> None:
    """Whole hands played by each level (prompt contres allowed): every decision's reason,
    and every prompt contre's, makes a sentence in English and French with nothing left
    unfilled, as a hint and as a "Why?" (where a call's hand is told without its cards)."""
    keys: set[str] = set()
    for seed in range(hands):
        options = Options.from_mapping({"contre": "prompt" if seed % 2 else "in_turn"})
        state, _ = State.new_match(seed, options)
        bots = {s: make_bot(level, seed * 8 + s) for s in range(4)}
        first = state.hand_no
        while state.hand_no == first and not state.is_over:
            for s in range(4):
                seat_view = view(state, s)
                if seat_view.interjections:
                    said = bots[s].explain_interjection(seat_view)
                    if said is not None:
                        keys.add(said.reason.key)
                        assert all(text and "{" not in text for text in _sentences(said))
            advice = bots[state.to_act].explain(view(state, state.to_act))
            assert advice.action in state.legal_actions()
            keys.add(advice.reason.key)
            assert all(text and "{" not in text for text in _sentences(advice))
            state, _ = state.apply(next_bot_action(state, bots))
    assert len(keys) >= 8


@pytest.mark.parametrize("t", [EN, FR])
def test_a_why_never_tells_the_hand_a_bot_holds(t: Translator) -> None:
    """The "Why?" of a bot's contre says what it expects of the contract, not the top trumps
    and aces it holds (the hint to the player, about their own hand, does)."""
    state = hopeless_80()
    advice = advise(state, 0, "standard")
    text = why(advice, t, "french", "Anne", set(state.hands[0]))
    assert text.startswith("Anne ") and "{" not in text and "_hidden" not in text
    expected = str(dict(advice.reason.values)["expected"])
    assert expected in text and expected in sentence(advice, t)
    words = t("hints.contree.honours.jack_nine")
    assert words in sentence(advice, t) and words not in text
    assert "3" not in text.replace(expected, ""), "nor how many trumps"


def test_a_why_of_a_card_leaves_the_cards_still_held_unnamed() -> None:
    state = charge_state()
    advice = advise(state, 1)
    assert advice.reason.key == "contree.search_exact"
    other = dict(advice.reason.cards)["other"]
    text = why(advice, EN, "french", "Yann", set(state.hands[1]) - {advice.action.card})
    assert contree_card_name(EN, advice.action.card) in text
    assert contree_card_name(EN, other) not in text and EN("hints.hidden_card") not in text
    assert "to their team" in text, "told in the third person"


# --- aluette hint on Contrée records ---------------------------------------------------------


def _write(tmp_path: Path, data: object, name: str = "hand.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_cli_json_on_a_contree_record(tmp_path: Path, capsys) -> None:
    assert main(["hint", _write(tmp_path, CHARGE_RECORD), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"action", "why", "candidates"}
    advice = advise(charge_state(), 1)
    assert out["action"] == CODES[advice.action.card]
    assert out["why"] == sentence(advice, EN)
    assert [c["action"] for c in out["candidates"]] == [CODES[a.card] for a, _ in advice.candidates]
    assert all(set(c) == {"action", "value"} for c in out["candidates"])


def test_cli_text_in_french_on_an_auction(tmp_path: Path, capsys) -> None:
    record = write_record(hopeless_80())
    assert main(["hint", _write(tmp_path, record), "--lang", "fr", "--level", "standard"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("seat 0: contre\n")
    assert "contrez\u202f!" in out


def test_cli_writes_a_bid_as_records_spell_it(tmp_path: Path, capsys) -> None:
    record = write_record(hopeless_80())
    assert main(["hint", _write(tmp_path, record), "--level", "novice", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    advice = advise(hopeless_80(), 0, "novice")
    assert isinstance(advice.action, Bid)
    assert out["action"] == f"{advice.action.value}H"


@pytest.mark.parametrize(
    "change, args, message",
    [
        ({"dealer": 9}, [], "bad dealer 9"),
        ({"plays": [*CHARGE_RECORD["plays"], "7S"]}, [], "play 24 (7S)"),
        ({}, ["--seat", "2"], "seat 2 is not to play"),
        (
            {"auction": [[1, "pass"], [0, "pass"], [3, "pass"], [2, "pass"]], "plays": []},
            [],
            "the hand is over",
        ),
    ],
)
def test_cli_broken_contree_records_are_one_line_exit_2(
    tmp_path: Path, capsys, change, args, message
) -> None:
    path = _write(tmp_path, {**CHARGE_RECORD, **change})
    assert main(["hint", path, *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("aluette hint") and message in err
