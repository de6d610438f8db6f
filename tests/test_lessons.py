"""The guided first hands as data: each is a legal game, and each idea a caption names happens.

Every claim is asked of the engine (its events, its state, its scoring functions): a lesson
whose deal or script drifts from what its captions say fails here.
"""

from __future__ import annotations

import pytest

from game.aluette.cards import card as aluette_card
from game.aluette.lesson import lesson as aluette_lesson
from game.aluette.rules import events as ev
from game.aluette.rules.actions import ChantVote, Play
from game.aluette.rules.scoring import reach_order, trick_winner
from game.contree.cards import card as contree_card
from game.contree.cards import suit_of
from game.contree.lesson import HEARTS
from game.contree.lesson import lesson as contree_lesson
from game.contree.rules import events as cev
from game.contree.rules.actions import Bid, Contre
from game.contree.rules.actions import Play as CPlay
from game.contree.rules.play import FOLLOW, TRUMP, legal_cards
from game.games import GAMES
from game.i18n import Translator
from game.lessons import HUMAN, Caption, Lesson, Progress, Step, build

LESSONS = {"aluette": aluette_lesson, "contree": contree_lesson}


def card(code: str, game: str = "aluette") -> int:
    return contree_card(code) if game == "contree" else aluette_card(code)


def at(lesson: Lesson, key: str) -> Step:
    return next(s for s in lesson.steps if s.key == key)


def events_until(lesson: Lesson, done: int, kind: type | None = None) -> list:
    """Every event (of ``kind``) of the first ``done`` actions."""
    found = [e for _state, events in lesson.replay()[:done] for e in events]
    return [e for e in found if kind is None or isinstance(e, kind)]


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_the_lesson_is_a_legal_hand_the_engine_replays(game: str) -> None:
    lesson = LESSONS[game]()
    replay = lesson.replay()
    assert len(replay) == len(lesson.actions) + 1
    for (state, _events), action in zip(replay, lesson.actions, strict=False):
        assert action in state.legal_actions() or action in state.interjections(action.seat)
    ended = GAMES[game].api.HAND_ENDED
    assert any(isinstance(e, ended) for e in replay[-2][1])  # the last move ends the hand


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_each_move_the_player_is_asked_for_is_the_players(game: str) -> None:
    lesson = LESSONS[game]()
    assert all(0 <= s.before <= len(lesson.actions) for s in lesson.steps)
    for step in lesson.steps:
        if not step.wait:
            assert lesson.human(step.before), step.key
        if step.point[0] == "card":
            state = lesson.replay()[step.before][0]
            assert step.point[1] in state.hands[HUMAN], step.key
    assert any(lesson.human(i) for i in range(len(lesson.actions)))


def _words(lang: str, key: str) -> str:
    t = Translator(lang)
    text = t(f"lesson.{key}")
    assert text and text != f"lesson.{key}", f"{lang}: lesson.{key} has no words"
    return text


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_caption_has_words_in_both_languages(game: str, lang: str) -> None:
    lesson = LESSONS[game]()
    keys = {"wrong", "continue", "learn", "learn_first", "leave", "stay"}
    keys |= {f"{game}.{s.key}" for s in lesson.steps}
    keys |= {f"{game}.{s.wrong}" for s in lesson.steps if s.wrong}
    for key in keys:
        _words(lang, key)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_card_the_player_is_asked_for_comes_with_why(game: str, lang: str) -> None:
    """Each card the script wants from the player has a caption of its own, pointing at that
    card and naming it, that gives a reason before or after the order (a ":" joins them)."""
    lesson = LESSONS[game]()
    progress = Progress(lesson)
    progress.closed = set(range(len(lesson.steps)))  # every Continue pressed
    t = Translator(lang)
    named = "{card}"
    for done, action in enumerate(lesson.actions):
        if not lesson.human(done) or getattr(action, "card", None) is None:
            continue
        caption = progress.caption(done, True)
        assert caption is not None, f"{game}: move {done}, {action}, has no caption"
        assert caption.point == ("card", action.card) and not caption.wait
        text = t.raw(f"lesson.{caption.key}")
        assert named in text, f"{lang}: lesson.{caption.key} does not name the card"
        order, _, why = text.replace("\u00a0", " ").partition(": ")
        assert len(order.split()) >= 2 and len(why.split()) >= 3, f"{lang}: {caption.key}"


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_the_french_captions_are_not_the_english_ones(game: str) -> None:
    for step in LESSONS[game]().steps:
        assert _words("fr", f"{game}.{step.key}") != _words("en", f"{game}.{step.key}")


# --- Aluette: each idea its caption names ----------------------------------------------------


def test_aluette_the_player_holds_monsieur_and_the_named_cards_the_ranking_shows() -> None:
    lesson = aluette_lesson()
    state = lesson.replay()[at(lesson, "ranking").before][0]
    assert at(lesson, "ranking").point == ("card", card("3D"))
    assert {card(c) for c in ("3D", "2D", "2H", "2C")} <= set(state.hands[HUMAN])
    assert state.classes[card("3D")] == min(state.classes)  # Monsieur: nothing beats it


def test_aluette_the_chant_shares_the_talon_between_the_dealer_and_his_left() -> None:
    lesson = aluette_lesson()
    step = at(lesson, "chant")
    state = lesson.replay()[step.before][0]
    assert lesson.actions[step.before] == ChantVote(HUMAN, True)  # the player says yes
    decided = [
        e for e in events_until(lesson, len(lesson.actions)) if isinstance(e, ev.ChantDecided)
    ]
    assert decided[0].agreed
    assert state.dealer == 1 and set(decided[0].recipients) == {1, state.next_seat(1)} == {1, 2}


def test_aluette_the_partner_signals_the_deux_d_ecrit_she_holds() -> None:
    lesson = aluette_lesson()
    step = at(lesson, "signal")
    signals = [e for e in events_until(lesson, step.before) if isinstance(e, ev.SignalMade)]
    state = lesson.replay()[step.before][0]
    assert [(s.seat, s.gesture) for s in signals] == [(2, "deux_d_ecrit")]
    assert HUMAN in signals[0].seen_by and 2 in state.partners(HUMAN)
    assert card("2S") in state.hands[2]


def test_aluette_the_players_ace_spoils_the_trick_an_opponent_was_winning() -> None:
    lesson = aluette_lesson()
    step = at(lesson, "spoil")
    state, events = lesson.replay()[step.before]
    assert lesson.actions[step.before] == Play(HUMAN, card("AD"))
    assert trick_winner(state.trick, state.classes) == 3  # Jacques's ace, until the player's
    spoiled = [e for e in events if isinstance(e, ev.TrickSpoiled)]
    assert spoiled and spoiled[0].leader == 1  # Yann leads again, as the next caption says
    assert at(lesson, "spoiled").before == step.before + 1


def test_aluette_madame_beats_the_grand_neuf() -> None:
    lesson = aluette_lesson()
    won = [
        e for e in events_until(lesson, at(lesson, "madame").before) if isinstance(e, ev.TrickWon)
    ]
    last = won[-1]
    assert last.winner == 1 and card("3H") in last.cards and card("9H") in last.cards


def test_aluette_two_players_tie_and_the_first_to_reach_it_leads() -> None:
    lesson = aluette_lesson()
    state = lesson.replay()[at(lesson, "count").before][0]
    counts = state.tricks_won()
    assert counts[1] == counts[2] == 2 == max(counts)
    assert reach_order(state.takes, state.n)[0] == 1


def test_aluette_the_player_ends_with_a_mordienne() -> None:
    lesson = aluette_lesson()
    state = lesson.replay()[at(lesson, "mordienne").before][0]
    assert state.tricks_won()[HUMAN] == 0
    ended = [e for e in events_until(lesson, len(lesson.actions)) if isinstance(e, ev.HandEnded)]
    assert ended[0].winner == HUMAN and ended[0].mordienne and ended[0].points == (2, 0)
    assert at(lesson, "end").before == len(lesson.actions)


# --- the lesson's progress --------------------------------------------------------------------


def test_progress_waits_for_continue_then_asks_the_move_and_refuses_another() -> None:
    lesson = aluette_lesson()
    progress = Progress(lesson)
    first = progress.caption(0, False)
    assert first is not None and first.key == "aluette.welcome" and first.wait
    for _ in range(4):  # welcome, ranking, the rest of the ranking, the partners
        progress.go_on(0)
    assert progress.caption(0, False) is None
    spoil = at(lesson, "spoil").before
    shown = progress.caption(spoil, True)
    assert shown is not None and shown.key == "aluette.spoil" and not shown.wait
    assert not progress.accepts(spoil, [Play(HUMAN, card("2C"))])
    refused = progress.caption(spoil, True)
    assert refused is not None and refused.key == "aluette.spoil_wrong" and refused.wait
    progress.go_on(spoil)
    assert progress.accepts(spoil, [Play(HUMAN, card("AD"))])
    held = lesson.actions.index(Play(HUMAN, card("5C")))  # a small card, the partner holding
    shown = Caption("aluette.partner_holds", ("card", card("5C")), False)
    assert progress.caption(held, True) == shown
    assert progress.caption(held - 1, True) is None  # a bot's move: nothing to say


def test_a_script_that_breaks_a_rule_is_refused_by_the_engine() -> None:
    from game.aluette.rules.state import IllegalAction

    with pytest.raises(IllegalAction):
        build("aluette", 465, {}, [lambda state: [Play(HUMAN, card("3D"))]])


# --- Contrée: each idea its caption names ----------------------------------------------------


def test_contree_the_player_bids_first_and_an_opponent_contres() -> None:
    lesson = contree_lesson()
    state = lesson.replay()[at(lesson, "bid").before][0]
    assert state.to_act == HUMAN and state.phase == "auction"  # "you speak first"
    assert lesson.actions[at(lesson, "bid").before] == Bid(HUMAN, 90, HEARTS)
    assert {card(c, "contree") for c in ("JH", "TH", "KH", "QH")} <= set(state.hands[HUMAN])
    assert 3 in state.opponents(HUMAN) and 2 in state.partners(HUMAN)
    settled = events_until(lesson, at(lesson, "trump_lead").before, cev.ContractSettled)
    assert [(s.bidder, s.value, s.trump, s.multiplier) for s in settled] == [(0, 90, HEARTS, 2)]
    called = events_until(lesson, at(lesson, "contre").before, cev.Called)
    assert isinstance(called[-1].call, Contre) and called[-1].seat == 3


def test_contree_a_trump_lead_obliges_a_trump_and_the_trick_is_worth_its_cards() -> None:
    lesson = contree_lesson()
    step = at(lesson, "trump_lead")
    replay = lesson.replay()
    for k in range(step.before + 1, step.before + 4):  # each other seat, in turn
        state = replay[k][0]
        trumps = [c for c in state.hands[state.to_act] if suit_of(c) == HEARTS]
        assert trumps and set(state.legal_cards()) == set(trumps)
    won = events_until(lesson, at(lesson, "trick_points").before, cev.TrickWon)
    assert won[-1].winner == HUMAN and won[-1].points == 34  # jack 20 + nine 14


def _obligation(lesson: Lesson, key: str) -> tuple[set[int], str, int]:
    """The player's cards the engine allows at the step, the rule it names, the hand's size."""
    state = lesson.replay()[at(lesson, key).before][0]
    o = state.options
    cards, rule = legal_cards(
        state.hands[HUMAN],
        state.trick,
        HUMAN,
        state.contract.trump,
        o.raise_on_trump_lead,
        o.undertrump,
    )
    return set(cards), rule, len(state.hands[HUMAN])


def test_contree_with_the_partner_master_the_player_need_not_trump() -> None:
    lesson = contree_lesson()
    allowed, _rule, held = _obligation(lesson, "master")
    assert len(allowed) == held  # any card: not obliged to trump
    state = lesson.replay()[at(lesson, "master").before][0]
    assert any(suit_of(c) == HEARTS for c in state.hands[HUMAN])  # though they hold trumps


def test_contree_against_an_opponent_the_player_must_trump_then_belote() -> None:
    lesson = contree_lesson()
    allowed, rule, held = _obligation(lesson, "must_trump")
    assert rule == TRUMP and all(suit_of(c) == HEARTS for c in allowed) and len(allowed) < held
    belote = events_until(lesson, at(lesson, "follow_suit").before, cev.BeloteAnnounced)
    assert [(b.seat, b.rebelote) for b in belote] == [(HUMAN, False), (HUMAN, True)]
    assert lesson.actions[at(lesson, "rebelote").before] == CPlay(HUMAN, card("QH", "contree"))


def test_contree_the_player_must_follow_suit() -> None:
    lesson = contree_lesson()
    allowed, rule, held = _obligation(lesson, "follow_suit")
    assert rule == FOLLOW and allowed == {card("8D", "contree")} and held > 1


def test_contree_the_last_trick_brings_the_dix_de_der_and_the_contract_is_made() -> None:
    lesson = contree_lesson()
    won = events_until(lesson, len(lesson.actions), cev.TrickWon)
    assert won[-1].winner == HUMAN and won[-1].points == 33  # 10 + 3 + 10 (dix de der) + 10
    ended = events_until(lesson, len(lesson.actions), cev.HandEnded)[0]
    score = ended.score
    assert score.made and score.multiplier == 2 and score.card_points == (128, 34)
    assert score.margin == 20 and ended.points == (310, 30)  # as the last caption says
