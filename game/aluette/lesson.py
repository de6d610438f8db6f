"""Aluette's guided first hand: one prepared deal that shows each idea of the game once.

Seed 465 (found by a search over seeds) deals the player Monsieur, le Borgne, la Vache and the
Deux de Chêne; Yann, on their left, deals. Everyone agrees to the chant, so the talon goes to
Anne (the partner, left of the dealer) and Yann, who each put six cards aside. Anne shows her
Deux d'Écrit by a gesture. The player keeps their great cards back, spoils the second trick
with an ace equal to Jacques's, and watches Yann and Anne both reach two tricks (Yann first);
then they take the last four tricks in a row: a mordienne. One hand, no offer of the point.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.aluette.cards import card
from game.aluette.rules.actions import ChantVote, Discard, Play, Signal
from game.lessons import Item, Lesson, Step, build

SEED = 465
OPTIONS = {"offer_point": "off", "match_length": "deals:1"}
"""One hand is the whole match; the offer of the point waits for a later day."""

Maker = Callable[[Any], list[Any]]


def vote(state: Any) -> list[Any]:
    """The seat whose turn it is agrees to the chant."""
    return [ChantVote(state.to_act, True)]


def discard(codes: str) -> Maker:
    """The seat whose turn it is puts these six cards aside."""
    return lambda state: [Discard(state.to_act, card(c)) for c in codes.split()]


def plays(codes: str) -> list[Maker]:
    """Cards played in turn, each by the seat the engine waits for."""
    return [play(c) for c in codes.split()]


def play(code: str) -> Maker:
    """One card played by the seat the engine waits for."""
    return lambda state: [Play(state.to_act, card(code))]


def signal(seat: int, gesture: str) -> Maker:
    return lambda state: [Signal(seat, gesture)]


def mine(code: str) -> tuple[str, int]:
    return ("card", card(code))


@cache
def lesson() -> Lesson:
    """The lesson, built once (the engine checks every action as it is written)."""
    script: list[Item] = [
        Step("welcome", ("hand",)),
        Step("ranking", mine("3D")),
        Step("ranking_rest", ("hand",)),
        Step("partners", ("seat", 2)),
        vote,
        vote,
        Step("chant", ("talon",), wrong="chant_wrong"),
        vote,
        vote,
        discard("5D 6D 5H 5S 6S 7C"),
        discard("4D 6H 7H 3S 7S 3C"),
        signal(2, "deux_d_ecrit"),
        Step("signal", ("seat", 2)),
        *plays("QC QH"),
        Step("any_card", mine("4H"), wait=False),
        *plays("4H KH"),
        *plays("KD KS AH"),
        Step("spoil", mine("AD"), wait=False, wrong="spoil_wrong"),
        *plays("AD"),
        Step("spoiled", ("dead",)),
        *plays("QD 2S AS"),
        Step("partner_holds", mine("5C"), wait=False),
        *plays("5C"),
        *plays("9H KC"),
        Step("partner_leads", mine("9C"), wait=False),
        *plays("9C 3H"),
        Step("madame", ("last_trick",)),
        *plays("JD AC 8H"),
        Step("keep_great", mine("QS"), wait=False),
        *plays("QS"),
        Step("count", ("seat", 1)),
        *plays("8D 4S"),
        Step("mordienne", mine("2C"), wait=False, wrong="mordienne_wrong"),
        *plays("2C 9S"),
        Step("run", mine("2H"), wait=False, wrong="mordienne_wrong"),
        *plays("2H 8C JS 6C"),
        Step("borgne", mine("2D"), wait=False, wrong="mordienne_wrong"),
        *plays("2D 8S JC 4C"),
        Step("monsieur", mine("3D"), wait=False, wrong="mordienne_wrong"),
        *plays("3D JH 9D 7D"),
        Step("end", ("score",)),
    ]
    return build("aluette", SEED, OPTIONS, script, tried_wrong="spoil")
