"""Contrée's guided hands: the first shows each idea of the game once; the second, short one,
the club additions (announcements, no trump and all trumps) under the *Coinche* preset.

Seed 125 deals the player the jack, 10, king and queen of hearts, and they speak first
(Yann, on their left, deals). They bid 90 in hearts and Jacques contres; both partners pass.
The player leads the jack of trumps (everyone must play a trump), lets Anne win a club as
master without trumping, must trump Yann's ace of clubs (belote with the king), leads the
queen (rebelote), follows suit in diamonds, and takes the last trick with their last trump:
the dix de der. The contract is made, doubled: 310 to 30.

The second hand (seed 3620, Anne deals) stops after its first trick. Yann and the player
pass; Jacques, with three aces, bids 80 no trump; Anne, with two jacks and three nines, bids
90 all trumps over it; everyone passes. Yann leads the eight of diamonds: all trumps oblige the
player to beat it, and only the ten does. Jacques declares his tierce (10-J-Q of hearts), Anne
her cinquante (9-10-J-Q of spades) and takes the trick: her cinquante is the best, so the
player's team shows it and scores 50.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.contree.cards import ALL_TRUMPS, NO_TRUMP, SUITS, card
from game.contree.rules.actions import Bid, Contre, Declare, Pass, Play
from game.contree.rules.announcements import CINQUANTE, TIERCE
from game.contree.rules.options import PRESETS
from game.lessons import Item, Lesson, Step, build

SEED = 125
OPTIONS: dict[str, Any] = {}
"""The default rules: contre in turn, belote counted toward the contract (margin)."""
HEARTS = SUITS.index("H")

Maker = Callable[[Any], list[Any]]


def call(action: Any) -> Maker:
    return lambda state: [action]


def plays(codes: str) -> list[Maker]:
    """Cards played in turn, each by the seat the engine waits for."""
    return [play(c) for c in codes.split()]


def play(code: str) -> Maker:
    """One card played by the seat the engine waits for."""
    return lambda state: [Play(state.to_act, card(code))]


def mine(code: str) -> tuple[str, int]:
    return ("card", card(code))


@cache
def lesson() -> Lesson:
    """The lesson, built once (the engine checks every action as it is written)."""
    script: list[Item] = [
        Step("welcome", ("seat", 2)),
        Step("order", ("hand",)),
        Step("bid", ("bidding",), wait=False, wrong="bid_wrong"),
        call(Bid(0, 90, HEARTS)),
        call(Contre(3)),
        Step("contre", ("seat", 3)),
        call(Pass(2)),
        Step("pass", ("bidding",), wait=False, wrong="pass_wrong"),
        call(Pass(0)),
        Step("trump_lead", mine("JH"), wait=False, wrong="trump_lead_wrong"),
        *plays("JH 8H 7H 9H"),
        Step("trick_points", ("last_trick",)),
        Step("small_lead", mine("7D"), wait=False),
        *plays("7D 9D AD KD"),
        *plays("KC 8C"),
        Step("master", mine("9S"), wait=False, wrong="master_wrong"),
        *plays("9S JC"),
        *plays("QC AC"),
        Step("must_trump", mine("KH"), wait=False, wrong="must_trump_wrong"),
        *plays("KH TC"),
        Step("belote", ("seat", 0)),
        Step("rebelote", mine("QH"), wait=False, wrong="rebelote_wrong"),
        *plays("QH 7S 7C AH"),
        *plays("JD"),
        Step("follow_suit", mine("8D"), wait=False),
        *plays("8D 8S TD"),
        *plays("KS QS"),
        Step("only_spade", mine("JS"), wait=False),
        *plays("JS AS"),
        *plays("TS QD 9C"),
        Step("dix_de_der", mine("TH"), wait=False),
        *plays("TH"),
        Step("end", ("score",)),
    ]
    return build("contree", SEED, OPTIONS, script, tried_wrong="follow_suit")


SECOND_SEED = 3620
SECOND_OPTIONS: dict[str, Any] = dict(PRESETS["coinche"])
"""*Coinche*: the club rules with announcements, no trump and all trumps."""


@cache
def second_lesson() -> Lesson:
    """The second lesson (announcements, no trump and all trumps), built once."""
    script: list[Item] = [
        Step("second_welcome", ("seat", 2)),
        call(Pass(1)),
        Step("second_pass", ("bidding",), wait=False, wrong="second_pass_wrong"),
        call(Pass(0)),
        call(Bid(3, 80, NO_TRUMP)),
        Step("second_no_trump", ("seat", 3)),
        call(Bid(2, 90, ALL_TRUMPS)),
        Step("second_all_trumps", ("seat", 2)),
        call(Pass(1)),
        Step("second_pass_again", ("bidding",), wait=False, wrong="second_pass_wrong"),
        call(Pass(0)),
        call(Pass(3)),
        Step("second_announcements", ("hand",)),
        *plays("8D"),
        Step("second_beat", mine("TD"), wait=False, wrong="second_beat_wrong"),
        *plays("TD"),
        call(Declare(3, TIERCE)),
        Step("second_tierce", ("seat", 3)),
        *plays("KD"),
        call(Declare(2, CINQUANTE)),
        Step("second_cinquante", ("seat", 2)),
        *plays("JD"),
        Step("second_shown", ("seat", 2)),
        Step("second_end", ("score",)),
    ]
    return build("contree", SECOND_SEED, SECOND_OPTIONS, script)
