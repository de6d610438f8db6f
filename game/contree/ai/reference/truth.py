"""Whether a card led is sure to win, as a seat can prove it from its view: what a reason
may say of the position (``rulebots.card_advice``), never what the tactic guesses.

The tactic plays on likelihoods (``tactics.KnownSight`` takes an opponent who may follow
suit for one who will); a sentence that says a card is, or none is, sure to win must be true
in every deal of the unseen cards consistent with the seat's knowledge. A card led is sure
when no opponent can hold a higher card of its suit, nor be void in it holding a trump: each
"can hold" asks whether the unseen cards can still be dealt to the other seats, every seat
getting as many as it holds, the cards it surely holds and none it cannot hold.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from game.contree.ai.reference.knowledge import Knowledge
from game.contree.cards import STRENGTH


def sure_lead(k: Knowledge, c: int, trump: int) -> bool:
    """Whether no opponent can beat ``c`` led by ``k.seat``, whatever the others hold: then
    it wins the trick for its team. (A trick the partner would be forced to save, ruffing
    over an opponent's higher card, is not counted as sure.)"""
    strength = STRENGTH[trump]
    suit = c >> 3
    opponents = [s for s in k.sizes if (s - k.seat) % 2]
    for o in opponents:
        higher = [x for x in k.unseen if x >> 3 == suit and strength[x] > strength[c]]
        if any(_dealable(k, {x: o}) for x in higher):
            return False
        if suit == trump:
            continue
        suited = {x for x in k.unseen if x >> 3 == suit}
        trumps = [x for x in k.unseen if x >> 3 == trump]
        if any(_dealable(k, {x: o}, {o: suited}) for x in trumps):
            return False
    return True


def _dealable(
    k: Knowledge, placed: Mapping[int, int], banned: Mapping[int, Collection[int]] | None = None
) -> bool:
    """Whether the unseen cards can be dealt to the other seats with each card of ``placed``
    in its seat's hand and no card of ``banned[seat]`` in that seat's."""
    banned = banned or {}
    holders: dict[int, list[int]] = {}
    for x in k.unseen:
        fixed = placed.get(x)
        if fixed is None:
            fixed = next((s for s, must in k.must.items() if x in must), None)
        seats = list(k.sizes) if fixed is None else [fixed]
        holders[x] = [s for s in seats if x not in k.excluded[s] and x not in banned.get(s, ())]
    slots = [(s, i) for s, n in k.sizes.items() for i in range(n)]
    if len(slots) != len(holders):
        return False
    taken: dict[tuple[int, int], int] = {}

    def seat_card(x: int, seen: set[tuple[int, int]]) -> bool:
        """Kuhn's augmenting path: a slot for ``x``, moving other cards if need be."""
        for s in holders[x]:
            for slot in ((s, i) for i in range(k.sizes[s])):
                if slot in seen:
                    continue
                seen.add(slot)
                if slot not in taken or seat_card(taken[slot], seen):
                    taken[slot] = x
                    return True
        return False

    return all(seat_card(x, set()) for x in sorted(holders, key=lambda x: len(holders[x])))
