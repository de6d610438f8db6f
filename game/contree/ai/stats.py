"""The arena's counts for Contrée, per level (each side of the table is one level): the hands
it sat at, how often it took the contract and made it, contred and won its contre (the
contract it doubled failed), surcontred and made it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.contree.rules.actions import Surcontre
from game.contree.rules.state import State


def hand_stats(hand: State, levels: Mapping[int, str]) -> dict[str, Counter[str]]:
    """Counts of one finished hand, per level: hands, contracts and made ones, contres and
    won ones, surcontres and made ones, hands thrown in."""
    out = {level: Counter({"hands": 1}) for level in set(levels.values())}
    contract = hand.contract
    if contract is None:
        for counts in out.values():
            counts["thrown_in"] += 1
        return out
    score = hand.result.score if hand.result is not None else None
    assert score is not None, "a played contract's hand ends with its score"
    made = score.made
    attack = out[levels[contract.bidder]]
    attack["contracts"] += 1
    attack["made"] += made
    doubler = hand.auction.contre
    if doubler is not None:
        defence = out[levels[doubler]]
        defence["contres"] += 1
        defence["contres_won"] += not made
    for call in hand.auction.calls:
        if isinstance(call, Surcontre):
            redoubler = out[levels[call.seat]]
            redoubler["surcontres"] += 1
            redoubler["surcontres_made"] += made
    return out


def hand_rates(counts: Mapping[str, int]) -> dict[str, float | int]:
    """The counts with the rates the report gives: contracts taken of the hands, contracts
    made, contres won, surcontres made."""

    def rate(part: str, whole: str) -> float:
        return round(counts.get(part, 0) / counts[whole], 3) if counts.get(whole) else 0.0

    return {
        "hands": counts.get("hands", 0),
        "contracts": counts.get("contracts", 0),
        "contract_rate": rate("contracts", "hands"),
        "made_rate": rate("made", "contracts"),
        "contres": counts.get("contres", 0),
        "contre_rate": rate("contres_won", "contres"),
        "surcontres": counts.get("surcontres", 0),
        "surcontre_rate": rate("surcontres_made", "surcontres"),
        "thrown_in": counts.get("thrown_in", 0),
    }
