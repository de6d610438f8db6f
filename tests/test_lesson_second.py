"""Contrée's second guided hand (announcements, no trump, all trumps): a legal script the
engine replays, a caption with its reason for each move asked of the player, and each idea a
caption names true in the deal."""

from __future__ import annotations

from game.contree.cards import ALL_TRUMPS, NO_TRUMP, RANKS, card
from game.contree.lesson import second_lesson
from game.contree.rules import announcements as ann
from game.contree.rules import events as ev
from game.contree.rules.actions import Bid, Declare, Pass, Play
from game.contree.rules.options import PRESETS, Options
from game.contree.rules.play import RAISE_ALL_TRUMPS, legal_cards
from game.i18n import Translator
from game.lessons import HUMAN, Lesson, Progress, Step


def at(lesson: Lesson, key: str) -> Step:
    return next(s for s in lesson.steps if s.key == key)


def events_until(lesson: Lesson, done: int) -> list:
    return [e for _state, events in lesson.replay()[:done] for e in events]


def ranks(hand, rank: str) -> int:
    return sum(RANKS[c % 8] == rank for c in hand)


def test_it_is_a_legal_script_under_the_coinche_preset() -> None:
    lesson = second_lesson()
    assert Options.from_mapping(lesson.options) == Options.from_mapping(PRESETS["coinche"])
    replay = lesson.replay()
    for (state, _events), action in zip(replay, lesson.actions, strict=False):
        assert action in state.legal_actions()
    assert at(lesson, "second_end").before == len(lesson.actions)


def test_every_move_asked_of_the_player_has_a_caption_and_the_cards_say_why() -> None:
    lesson = second_lesson()
    progress = Progress(lesson)
    progress.closed = set(range(len(lesson.steps)))
    for lang in ("en", "fr"):
        t = Translator(lang)
        for done, action in enumerate(lesson.actions):
            if not lesson.human(done):
                continue
            caption = progress.caption(done, True)
            assert caption is not None and not caption.wait, (lang, done)
            if isinstance(action, Play):
                assert caption.point == ("card", action.card)
                text = t.raw(f"lesson.{caption.key}").replace("\u00a0", " ")
                order, _, why = text.partition(": ")
                assert "{card}" in order and len(why.split()) >= 8
    for step in lesson.steps:
        for key in (step.key, step.wrong):
            if key:
                en, fr = (Translator(lang).raw(f"lesson.contree.{key}") for lang in ("en", "fr"))
                assert en and fr and en != fr


def test_the_auction_an_opponent_bids_no_trump_the_partner_all_trumps_over_it() -> None:
    lesson = second_lesson()
    state = lesson.replay()[at(lesson, "second_pass").before][0]
    mine = state.hands[HUMAN]
    assert ranks(mine, "J") == ranks(mine, "9") == ranks(mine, "A") == 0  # as the caption says
    assert lesson.actions[at(lesson, "second_pass").before] == Pass(HUMAN)
    assert ranks(state.hands[3], "A") == 3 and lesson.actions[
        at(lesson, "second_no_trump").before - 1
    ] == Bid(3, 80, NO_TRUMP)
    assert (ranks(state.hands[2], "J"), ranks(state.hands[2], "9")) == (2, 3)
    settled = events_until(lesson, at(lesson, "second_announcements").before)
    contract = [e for e in settled if isinstance(e, ev.ContractSettled)]
    assert [(c.bidder, c.value, c.trump) for c in contract] == [(2, 90, ALL_TRUMPS)]


def test_all_trumps_oblige_the_player_to_beat_the_card_led() -> None:
    lesson = second_lesson()
    step = at(lesson, "second_beat")
    state = lesson.replay()[step.before][0]
    assert not ann.held(state.hands[HUMAN], ALL_TRUMPS), "nothing to declare"
    assert not any(isinstance(a, Declare) for a in state.legal_actions())
    o = state.options
    allowed, rule = legal_cards(
        state.hands[HUMAN], state.trick, HUMAN, ALL_TRUMPS, o.raise_on_trump_lead, o.undertrump
    )
    assert rule == RAISE_ALL_TRUMPS and set(allowed) == {card("TD")}
    assert sum(c // 8 == 2 for c in state.hands[HUMAN]) > 1, "other diamonds held"


def test_the_declarations_and_the_best_shown() -> None:
    lesson = second_lesson()
    declared = [e for e in events_until(lesson, len(lesson.actions)) if isinstance(e, ev.Declared)]
    assert [(d.seat, d.kind) for d in declared] == [(3, "tierce"), (2, "cinquante")]
    assert lesson.actions[at(lesson, "second_tierce").before - 1] == Declare(3, "tierce")
    assert lesson.actions[at(lesson, "second_cinquante").before - 1] == Declare(2, "cinquante")
    shown = [
        e
        for e in events_until(lesson, at(lesson, "second_shown").before)
        if isinstance(e, ev.AnnouncementsShown)
    ]
    assert len(shown) == 1 and shown[0].team == 0 and shown[0].points == 50
    assert [(s, k) for s, k, _cards in shown[0].shown] == [(2, "cinquante")]
