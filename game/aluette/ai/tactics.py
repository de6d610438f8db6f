"""The traditional card-play tactics, in strength classes (1 = Monsieur, 19 = the weakest).

Suits never matter in Aluette, so a decision is a choice of class. The rules of thumb follow
the Grimaud leaflet (articles 6–10) and ALUETTE-SOURCES §2.6: keep the best cards back and
"voir venir"; never spoil a partner's trick; take a trick with the cheapest card that beats
it (in the last tricks, the cheapest that no later opponent can beat either); spoil on purpose
("faire autant") an opponent's trick you cannot beat; leave a trick to a partner who plays
after you and can take it; cash sure winners only when they take every remaining trick (a
mordienne or the end of a hand).

``threat`` is the best class a later opponent may play (99 when none can) and ``help`` the
best class a later partner may play: a bot passes estimates from what it knows, a simulation
passes the exact values of a sampled deal.

``decide_class`` also names the rule of thumb that fired (a ``hints.`` locale key), so that a
bot can explain its card in the rules' own words.
"""

from __future__ import annotations

from collections.abc import Sequence

NONE = 99
ENDGAME = 3
"""With this many cards left, take a trick only with a card no later opponent can beat."""


def choose_class(
    hand: Sequence[int],
    trick_classes: Sequence[tuple[bool, int]],
    threat: int,
    help_: int,
    sure_limit: int,
    tricks_left: int,
) -> int:
    """The class to play from ``hand`` (classes, any order).

    ``trick_classes`` lists the cards already on the trick as ``(played_by_partner, class)``.
    ``sure_limit``: a card of a class below it cannot be beaten nor tied by any unseen card.
    """
    return decide_class(hand, trick_classes, threat, help_, sure_limit, tricks_left)[0]


def decide_class(
    hand: Sequence[int],
    trick_classes: Sequence[tuple[bool, int]],
    threat: int,
    help_: int,
    sure_limit: int,
    tricks_left: int,
) -> tuple[int, str]:
    """``choose_class`` and the rule of thumb that chose it (a ``hints.`` key)."""
    if not trick_classes:
        return _lead(hand, sure_limit, tricks_left)
    return _follow(hand, trick_classes, threat, help_)


def _lead(hand: Sequence[int], sure_limit: int, tricks_left: int) -> tuple[int, str]:
    """Cash sure winners when they take every trick left; else lead a middling card.

    A middling lead makes the opponents spend a real card to take the trick, where the
    weakest card would hand it to them cheaply (measured in the arena: +3 % of points).
    """
    sure = [c for c in hand if c < sure_limit]
    if len(sure) >= tricks_left:
        return max(sure), "lead_cash"
    if len(hand) > ENDGAME:
        return sorted(hand)[len(hand) // 2], "lead_middle"
    return max(hand), "lead_low"


def _follow(
    hand: Sequence[int], trick: Sequence[tuple[bool, int]], threat: int, help_: int
) -> tuple[int, str]:
    best = min(k for _, k in trick)
    holders = [partner for partner, k in trick if k == best]
    weakest = max(hand)
    if len(holders) == 1 and holders[0]:
        return _support_partner(hand, best, threat)
    spoiled = len(holders) > 1
    beaters = [c for c in hand if c < best]
    if threat == NONE:
        if help_ < best:
            return weakest, "leave_to_partner"
        if beaters:
            return max(beaters), "take_last"
        if not spoiled and best in hand:
            return best, "spoil"
        return weakest, "cannot_win"
    safe = [c for c in beaters if c < threat]
    if safe and len(hand) <= ENDGAME:
        return max(safe), "take_safe"
    if help_ < min(best, threat):
        return weakest, "leave_to_partner"
    if beaters:
        return max(beaters), "take_cheapest"
    if not spoiled and best in hand and threat > best:
        return best, "spoil"
    return weakest, "cannot_win"


def _support_partner(hand: Sequence[int], best: int, threat: int) -> tuple[int, str]:
    """Partner holds the trick: play under it, or secure it when a later opponent threatens."""
    if threat <= best:
        safe = [c for c in hand if c < threat]
        if safe:
            return max(safe), "secure_partner"
    under = [c for c in hand if c > best]
    if under:
        return max(under), "partner_wins"
    over = [c for c in hand if c < best]
    return (max(over), "partner_wins_over") if over else (best, "partner_wins_over")
