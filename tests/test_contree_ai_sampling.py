"""The expert's deals weighed by the play so far: what the last seat to play to a trick showed
of its hand (issue 22)."""

from __future__ import annotations

from contree_helpers import cards

from game.contree.ai.knowledge import know
from game.contree.ai.sampling import PLAY_DOUBT, evidence, play_evidence
from game.contree.cards import card
from game.contree.rules.actions import Bid, Pass, Play
from game.contree.rules.options import Options
from game.contree.rules.state import State
from game.contree.rules.view import view

HANDS = (
    "9S TS AS 9D TD JD QD KD",
    "8S JS QS 8D JH QH KH AH",
    "7S AD KC AC 7H 8H 9H TH",
    "KS 7D 7C 8C 9C TC JC QC",
)


def two_tricks() -> State:
    """Seat 3 takes 80 hearts and leads the king of spades: seat 0, last, plays the nine
    under it (it could have beaten it with the ten or the ace). Then seat 3 leads the seven
    of diamonds, seat 2 takes it with the ace, and seat 0, last on its partner's trick, plays
    the nine (not the ten, king, queen or jack, worth points)."""
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 80, 1))
    for seat in (2, 1, 0):
        state, _ = state.apply(Pass(seat))
    for seat, code in ((3, "KS"), (2, "7S"), (1, "8S"), (0, "9S")):
        state, _ = state.apply(Play(seat, card(code)))
    for seat, code in ((3, "7D"), (2, "AD"), (1, "8D"), (0, "9D")):
        state, _ = state.apply(Play(seat, card(code)))
    return state


def test_the_last_seats_plays_make_cards_unlikely_in_its_hand() -> None:
    v = view(two_tricks(), 1)
    k = know(v)
    before = evidence(v, k)
    after = play_evidence(v, evidence(v, k))
    doubted = set(cards("TS AS TD KD QD JD"))
    for seat in (0, 2, 3):
        for c in k.unseen:
            factor = PLAY_DOUBT if seat == 0 and c in doubted else 1.0
            assert after[seat][c] == before[seat][c] * factor, (seat, c)


def test_no_play_no_change() -> None:
    state = State.from_deal(Options(), 0, [cards(h) for h in HANDS])
    state, _ = state.apply(Bid(3, 80, 1))
    v = view(state, 1)
    assert play_evidence(v, evidence(v, know(v))) == evidence(v, know(v))
