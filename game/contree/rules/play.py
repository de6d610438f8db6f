"""The card play of ``rules/CONTREE.md`` §6: who wins a trick and what a player may play.

Plain functions over small ints and the tables of ``game.contree.cards``: the engine calls
them on every card, and the bots' play-outs through the engine with it. ``legal_cards`` also
says which obligation applied, so a refused card can be explained in one line.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.contree.cards import ALL_TRUMPS, STRENGTH, TRUMP_BASE

Trick = tuple[tuple[int, int], ...]
"""Cards on a trick as ``(seat, card)`` in play order."""

FREE = "any card"
FOLLOW = "follow suit"
TRUMP_ON_TRUMP_LEAD = "play a trump on a trump lead"
RAISE_ON_TRUMP_LEAD = "play a trump higher than the best on the trick (trump led)"
TRUMP = "trump, being void in the suit led while the partner is not master"
OVERTRUMP = "play a trump higher than the opponent's"
UNDERTRUMP = "play a trump, even lower than the opponent's (undertrump)"
RAISE_ALL_TRUMPS = "follow suit with a card higher than the best on the trick (all trumps)"
"""The obligations, as the reason a card is refused ("seat 2 must …")."""


def master(trick: Trick, trump: int) -> tuple[int, int]:
    """``(seat, strength)`` of the card winning the trick so far (the trick is not empty)."""
    strength = STRENGTH[trump]
    seat, c = trick[0]
    led = c >> 3
    best = strength[c]
    for s, c in trick[1:]:
        suit = c >> 3
        if (suit in (led, trump)) and strength[c] > best:
            seat, best = s, strength[c]
    return seat, best


def legal_cards(
    hand: Sequence[int],
    trick: Trick,
    seat: int,
    trump: int,
    raise_on_trump_lead: bool,
    undertrump: bool,
) -> tuple[Sequence[int], str]:
    """The cards ``seat`` may play from ``hand`` on ``trick``, and the obligation that applied.

    No trump and all trumps (rule 14) fall out of the trump-suit rules, since no card is of
    their ``trump``: follow suit, else any card — and in all trumps, beat the suit led's best
    card when one can."""
    if not trick:
        return hand, FREE
    led = trick[0][1] >> 3
    if led == trump:
        trumps = [c for c in hand if c >> 3 == trump]
        if not trumps:
            return hand, FREE
        if raise_on_trump_lead:
            strength = STRENGTH[trump]
            best = master(trick, trump)[1]
            higher = [c for c in trumps if strength[c] > best]
            if higher:
                return higher, RAISE_ON_TRUMP_LEAD
        return trumps, TRUMP_ON_TRUMP_LEAD
    follow = [c for c in hand if c >> 3 == led]
    if follow:
        if trump == ALL_TRUMPS:
            strength = STRENGTH[trump]
            best = master(trick, trump)[1]
            higher = [c for c in follow if strength[c] > best]
            if higher:
                return higher, RAISE_ALL_TRUMPS
        return follow, FOLLOW
    trumps = [c for c in hand if c >> 3 == trump]
    if not trumps:
        return hand, FREE
    winner, best = master(trick, trump)
    if (winner - seat) % 2 == 0:  # the partner is master
        return hand, FREE
    if best < TRUMP_BASE:  # nobody has trumped
        return trumps, TRUMP
    strength = STRENGTH[trump]
    higher = [c for c in trumps if strength[c] > best]
    if higher:
        return higher, OVERTRUMP
    return (trumps, UNDERTRUMP) if undertrump else (hand, FREE)
