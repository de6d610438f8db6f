"""Hints: the bots explain their decisions, and ``aluette hint`` advises from a record.

Positions where one move is clearly right — a partner already winning the trick, a sure
mordienne, the last tricks counted out in every possible deal — must get that move, and the
reason must be the rule that decided it. Every reason the bots give has words in both
languages.
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterable
from pathlib import Path

import pytest

from game.advice import Advice, Reason, describe
from game.aluette.ai import make_bot
from game.aluette.ai.driver import next_bot_action
from game.aluette.ai.expert import ExpertBot
from game.aluette.ai.knowledge import know
from game.aluette.ai.sim import Position
from game.aluette.ai.solver import Solver
from game.aluette.cards import CLASS, CODES, card
from game.aluette.hint import advise as hint_advise
from game.aluette.hint import hint_json, sentence, table_hint
from game.aluette.rules.actions import ChantVote, Offer, OfferAgree, OfferAnswer, Play, Signal
from game.aluette.rules.options import Options
from game.aluette.rules.record import write as write_record
from game.aluette.rules.state import State
from game.aluette.rules.view import view
from game.cli import main
from game.i18n import Translator

EN, FR = Translator("en"), Translator("fr")
NO_CHANT = Options.from_mapping({"chant": "off"})


def deal(hands: list[list[str]], options: Options = NO_CHANT, dealer: int = 3) -> State:
    return State.from_deal(options, dealer, [[card(c) for c in h] for h in hands])


def advise(state: State, seat: int, level: str = "expert", seed: int = 0) -> Advice:
    """The hint of ``hint.advise``; the expert without its time guard, so that a loaded test
    machine samples as many deals as an idle one (the same advice on every run)."""
    if level == "expert":
        return ExpertBot(seed, budget_s=1e9).explain(view(state, seat))
    return hint_advise(state, seat, level, seed)


def play(state: State, *codes: str) -> State:
    for code in codes:
        state, _ = state.apply(Play(state.to_act, card(code)))
    return state


PARTNER_HOLDS = [
    ["3D", "4C", "5C", "6C", "7C", "8C", "JC", "QC", "KC"],
    ["AD", "5D", "6D", "7D", "8D", "JD", "QD", "KD", "4D"],
    ["3H", "4H", "5H", "6H", "7H", "8H", "JH", "QH", "KH"],
    ["2D", "5S", "6S", "7S", "8S", "JS", "QS", "KS", "AS"],
]


@pytest.mark.parametrize("level", ["novice", "standard", "expert"])
def test_partner_already_winning_keep_the_borgne_and_play_low(level: str) -> None:
    """Last to play, partner winning with an ace nobody after can beat: play the weakest."""
    state = play(deal(PARTNER_HOLDS), "4C", "AD", "5H")
    advice = advise(state, 3, level)
    assert advice.action == Play(3, card("5S"))
    assert advice.reason.key == "partner_wins"
    assert dict(advice.reason.cards) == {"card": card("5S"), "best": card("AD"), "keep": card("2D")}
    text = sentence(advice, EN)
    assert "Ace of coins" not in text and "ace of coins" in text and "Le Borgne" in text


SURE = [
    ["4C", "5C", "6C", "7C", "8C", "JC", "QC", "KC", "4H"],
    ["3D", "3H", "2D", "2H", "9H", "9D", "2C", "2S", "4D"],
    ["5H", "6H", "7H", "8H", "JH", "QH", "KH", "AH", "AD"],
    ["5S", "6S", "7S", "8S", "JS", "QS", "KS", "AS", "5D"],
]


def test_a_sure_mordienne_refuses_the_point() -> None:
    """Offered the point holding the eight best cards and a weak one: refuse, lose the weak
    card's trick, take the eight others — a mordienne (all nine tricks would be a plain win)."""
    state = deal(SURE)
    state, _ = state.apply(Offer(0))
    state, _ = state.apply(OfferAgree(2, True))
    seat = state.to_act
    assert seat in (1, 3)
    if seat == 3:  # the answer is the other opponent's: give it the strong hand
        state = deal([SURE[0], SURE[3], SURE[2], SURE[1]])
        state, _ = state.apply(Offer(0))
        state, _ = state.apply(OfferAgree(2, True))
    advice = advise(state, state.to_act, "standard")
    assert advice.action == OfferAnswer(state.to_act, False)
    assert advice.reason.key == "answer_refuse_sure"
    assert dict(advice.reason.values)["count"] == 8
    assert "mordienne" in sentence(advice, EN)


def test_the_experts_answer_says_what_playing_on_is_worth() -> None:
    """The expert answers an offer by its search: the reason carries the value it found, and
    refusing is chosen exactly when that value beats the point offered."""
    state = deal(SURE)
    state, _ = state.apply(Offer(0))
    state, _ = state.apply(OfferAgree(2, True))
    advice = advise(state, state.to_act, "expert")
    value = dict(advice.reason.values)["value"]
    assert advice.action == OfferAnswer(state.to_act, value <= 1.0)
    assert dict(advice.candidates)[OfferAnswer(state.to_act, False)] == value


def test_sure_winners_are_cashed_when_they_take_every_trick_left() -> None:
    """After losing a trick, holding only cards nobody can beat, the lead cashes them."""
    state = play(deal(SURE), "4C", "4D", "AD", "5S")  # seat 2 takes the first trick
    state = play(state, "AH", "5D", "4H", "3D")  # seat 1 takes the second and leads
    advice = advise(state, 1, "expert")
    assert advice.reason.key == "lead_cash"
    assert dict(advice.reason.values)["count"] == 7
    assert "sure winners" in sentence(advice, EN)


CLEAR_ENDGAME_SEEDS = (13, 14, 56, 58, 115, 127)
"""Matches whose first hand reaches such an endgame with a clear move (found by a search over
seeds 0–360 with ``_clearly_best``; most endgames have none: both cards are as good)."""


def _endgames(seeds: Iterable[int]) -> list[State]:
    """States where the seat to act holds two cards and plays last to the trick (every other
    seat holds one hidden card), from bots' matches without the chant."""
    out = []
    for seed in seeds:
        state, _ = State.new_match(seed, NO_CHANT)
        bots = {s: make_bot("standard", s) for s in range(4)}
        while state.phase != "play" or len(state.hands[state.to_act]) > 2 or len(state.trick) < 3:
            if state.is_over:
                break
            state, _ = state.apply(next_bot_action(state, bots))
        if state.is_over:
            continue
        if len({state.classes[c] for c in state.hands[state.to_act]}) == 2:
            out.append(state)
    return out


def _clearly_best(state: State) -> int | None:
    """The class never worse than the other in any deal of the unseen cards, and better in a
    third of them at least (so that any few dozen sampled deals show it), if there is one."""
    seat = state.to_act
    v = view(state, seat)
    k = know(v)
    table = state.classes
    others = sorted(k.hidden_sizes)
    unseen = sorted(k.unseen)
    pos = Position(
        4,
        v.teams,
        v.leader,
        tuple((s, table[c]) for s, c in v.trick),
        tuple(w for _, _, w in v.tricks),
        None,
    )
    better: list[int] = []
    deals = {tuple(table[c] for c in p) for p in itertools.permutations(unseen, len(others))}
    for perm in deals:
        hands: list[list[int]] = [[] for _ in range(4)]
        hands[seat] = sorted(table[c] for c in v.hand)
        i = 0
        for s in others:
            hands[s] = sorted(perm[i : i + k.hidden_sizes[s]])
            i += k.hidden_sizes[s]
        values = Solver(v.options).values(pos, hands, v.team(seat))
        low, high = sorted(values, key=values.get)
        if values[low] < values[high]:
            better.append(high)
    if len(set(better)) != 1 or len(better) * 3 < len(deals):
        return None
    return better[0]


def test_the_last_tricks_counted_out_get_the_move_that_wins_in_every_deal() -> None:
    """Two cards left, last to play: a card best in every possible deal is the hint."""
    checked = 0
    for state in _endgames(CLEAR_ENDGAME_SEEDS):
        clear = _clearly_best(state)
        if clear is None:
            continue
        advice = advise(state, state.to_act, "expert")
        assert state.classes[advice.action.card] == clear, write_record(state)
        assert advice.candidates[0][0] == advice.action
        checked += 1
    assert checked >= 4, "too few clear endgames to test"


def test_search_reason_names_its_two_best_candidates() -> None:
    """When the search overrules the rule of thumb, the reason weighs its card against the
    tactic's, with the values of the candidates."""
    found = 0
    for seed in range(30):
        state, _ = State.new_match(seed, NO_CHANT)
        bots = {s: make_bot("standard", s) for s in range(4)}
        while not state.is_over and found < 3:
            if state.phase == "play":
                advice = advise(state, state.to_act, "expert")
                if advice.reason.key.startswith("search"):
                    tactic = make_bot("standard").explain(view(state, state.to_act)).action
                    values = dict(advice.reason.values)
                    weighed = dict(advice.candidates)
                    assert advice.candidates[0][0] == advice.action
                    assert weighed[advice.action] == max(weighed.values()) > weighed[tactic]
                    cards = {"card": advice.action.card, "other": tactic.card}
                    assert dict(advice.reason.cards) == cards
                    if advice.reason.key == "search_dominant":
                        assert values["better"] > 0
                    else:
                        assert values["value"] == weighed[advice.action]
                        assert values["other_value"] == weighed[tactic]
                    found += 1
            state, _ = state.apply(next_bot_action(state, bots))
        if found >= 3:
            return
    pytest.fail("the search never overruled the tactics in 30 hands")


@pytest.mark.parametrize("level", ["random", "novice", "standard", "expert"])
def test_every_decision_is_explained_in_both_languages(level: str) -> None:
    """Whole matches: each advice is the bot's choice, and its reason has words in en and fr."""
    bot = ExpertBot(3, worlds=4) if level == "expert" else make_bot(level, 3)
    for seed in range(2):
        state, _ = State.new_match(seed, Options())
        bots = {s: make_bot("standard", s) for s in range(4)}
        while not state.is_over:
            if state.to_act is not None and state.legal_actions():
                v = view(state, state.to_act)
                advice = bot.explain(v)  # the expert's time guard only changes values
                assert advice.action in v.legal
                for t in (EN, FR):
                    text = sentence(advice, t)
                    assert text and "{" not in text
            for seat in range(state.n):
                v = view(state, seat)
                gesture = getattr(bot, "explain_interjection", lambda v: None)(v)
                if gesture is not None:
                    assert gesture.action in v.interjections
                    assert all("{" not in sentence(gesture, t) for t in (EN, FR))
            state, _ = state.apply(next_bot_action(state, bots))


def test_describe_chooses_the_plural_and_signs_points() -> None:
    reason = Reason(
        "search",
        (("card", card("3D")), ("other", card("4C"))),
        (("value", 0.5), ("other_value", -0.25), ("count", 48)),
    )
    text = describe(reason, EN, lambda c: CODES[c])
    assert describe(reason, FR, lambda c: CODES[c]).endswith("seulement −0,25.")
    assert text == (
        "Played out over 48 likely deals, 3D is worth +0.50 points to your team"
        " on average, 4C only −0.25."
    )


# --- aluette hint ------------------------------------------------------------------------------


def _record(tmp_path: Path, state: State) -> str:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(write_record(state)), encoding="utf-8")
    return str(path)


def test_cli_json_has_action_why_candidates(tmp_path: Path, capsys) -> None:
    state = play(deal(PARTNER_HOLDS), "4C", "AD", "5H")
    assert main(["hint", _record(tmp_path, state), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"action", "why", "candidates"}
    assert out["action"] == "5S"
    assert out["why"] == sentence(advise(state, 3), EN)
    assert out["candidates"][0]["action"] == "5S"
    assert all(set(c) == {"action", "value"} for c in out["candidates"])
    assert out["candidates"] == hint_json(advise(state, 3), EN)["candidates"] or len(
        out["candidates"]
    ) == len(hint_json(advise(state, 3), EN)["candidates"])


def test_cli_text_in_french_with_a_level(tmp_path: Path, capsys) -> None:
    state = play(deal(PARTNER_HOLDS), "4C", "AD", "5H")
    assert main(["hint", _record(tmp_path, state), "--level", "standard", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("seat 3: 5S")
    assert "Votre partenaire tient déjà ce pli" in out


@pytest.mark.parametrize(
    "content, args, message",
    [
        ("{", [], "neither JSON nor YAML"),
        (None, ["--seat", "1"], "seat 1 is not to play"),
        ("finished", [], "the hand is over"),
        ('{"format": "contree-record/1"}', [], ""),
    ],
)
def test_cli_errors_are_one_line_exit_2(tmp_path: Path, capsys, content, args, message) -> None:
    state = play(deal(PARTNER_HOLDS), "4C", "AD", "5H")
    path = Path(_record(tmp_path, state))
    if content == "finished":
        bots = {s: make_bot("standard", s) for s in range(4)}
        while not state.is_over:
            state, _ = state.apply(next_bot_action(state, bots))
        path.write_text(json.dumps(write_record(state)), encoding="utf-8")
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["hint", str(path), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("aluette hint") and message in err


def test_cli_unknown_level_is_refused(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["hint", "x.json", "--level", "grandmaster"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_hints_are_reproducible() -> None:
    state = play(deal(PARTNER_HOLDS), "4C")
    rng = random.Random(0)
    seed = rng.randrange(100)
    assert advise(state, 1, "expert", seed) == advise(state, 1, "expert", seed)
    assert hint_advise(state, 1, "standard") == hint_advise(state, 1, "standard")


def test_the_hint_command_needs_no_pygame() -> None:
    import subprocess
    import sys

    code = "import sys, game.aluette.hint; print('pygame' in sys.modules)"
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root
    )
    assert out.stdout.strip() == "False"


def test_a_gesture_is_explained_by_the_card_it_shows() -> None:
    """Holding Monsieur, the first gesture to make shows it, and says so."""
    state = deal(PARTNER_HOLDS)
    advice = make_bot("standard").explain_interjection(view(state, 0))
    assert advice is not None and advice.action == Signal(0, "monsieur")
    assert advice.reason == Reason("signal_card", (("card", card("3D")),))
    assert "Monsieur" in sentence(advice, EN)
    assert make_bot("standard").interject(view(state, 0)) == advice.action


def test_the_discard_hint_puts_aside_the_six_weakest_at_once() -> None:
    """The table takes the six discards together: the hint names all six — the weakest by
    the ranking, so every card kept is at least as strong as every card put aside."""
    options = Options.from_mapping({"offer_point": "off"})
    state, _ = State.new_match(5, options)
    while state.phase == "chant":
        state, _ = state.apply(ChantVote(state.to_act, True))
    assert state.phase == "discard"
    seat = state.to_act
    hint = table_hint(state, seat, human=seat)
    put_aside = hint.cards()
    assert len(put_aside) == 6 and put_aside <= set(state.hands[seat])
    kept = set(state.hands[seat]) - put_aside
    assert max(CLASS[c] for c in kept) <= min(CLASS[c] for c in put_aside)
    assert hint.turn.reason.key == "discard_all"
    best = dict(hint.turn.reason.cards)["card"]
    assert CLASS[best] == min(CLASS[c] for c in put_aside)
    for t in (EN, FR):
        assert "6" in sentence(hint.turn, t)
    # the same six, one after the other, are the engine's legal discards
    for action in (hint.turn.action, *hint.also):
        assert action in state.legal_actions()
        state, _ = state.apply(action)
    assert state.phase != "discard" or state.to_act != seat


@pytest.mark.parametrize("t", [EN, FR])
def test_why_a_bot_spoke_leaves_out_what_it_counts_in_its_hand(t: Translator) -> None:
    """ "Why?" on a bot's vote or answer: what it said and why, without how many named cards
    or sure winners it holds (the hand stays hidden), in the third person."""
    from game.aluette.hint import why

    spoken = {
        "chant_strong": ChantVote(1, False),
        "answer_refuse_sure": OfferAnswer(1, False),
        "answer_accept_unsure": OfferAnswer(1, True),
    }
    for key, action in spoken.items():
        advice = Advice(action, Reason(key, (("card", card("3D")),), (("count", 3),)))
        text = why(advice, t, "spanish", "Jacques", hidden={card("3D")})
        assert text.startswith("Jacques")
        assert "3" not in text and "Monsieur" not in text
        assert t(f"why.{key}") in text
    vote = Advice(ChantVote(1, True), Reason("chant_talon_mine"))
    assert t("table.says_chant") in why(vote, t, "spanish", "Jacques", hidden=())


def test_a_sure_mordienne_gives_the_first_trick_away() -> None:
    """Holding the eight best cards and a weak one on lead: taking all nine tricks is a plain
    win (1 point); leading the weak card first, then the eight, is a mordienne (2). The
    hint leads the weak card, and says what the search found."""
    state = deal(SURE, dealer=0)
    assert state.to_act == 1
    advice = advise(state, 1, "expert")
    assert advice.action == Play(1, card("4D"))
    assert advice.reason.key in ("search", "search_dominant")
    values = dict(advice.candidates)
    assert values[Play(1, card("4D"))] == 2.0
    assert all(v <= 1.0 for a, v in values.items() if a != advice.action)
