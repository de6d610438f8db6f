"""The arena's counts for Contrée: how often each level's contracts are made and its contres
succeed (a contre succeeds when the contract it doubled fails)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.contree.rules.state import State


def hand_stats(hand: State, levels: Mapping[int, str]) -> dict[str, Counter[str]]:
    """Counts of one finished hand, per level: its contracts and made ones, contres and won."""
    out: dict[str, Counter[str]] = {}
    contract = hand.contract
    if contract is None:
        for level in set(levels.values()):
            out.setdefault(level, Counter())["thrown_in"] += 1
        return out
    score = hand.result.score if hand.result is not None else None
    assert score is not None, "a played contract's hand ends with its score"
    made = score.made
    attack = out.setdefault(levels[contract.bidder], Counter())
    attack["contracts"] += 1
    attack["made"] += made
    doubler = hand.auction.contre
    if doubler is not None:
        defence = out.setdefault(levels[doubler], Counter())
        defence["contres"] += 1
        defence["contres_won"] += not made
    return out


def hand_rates(counts: Mapping[str, int]) -> dict[str, float | int]:
    """The counts with the rates the report gives: contracts made, contres won."""
    contracts, contres = counts.get("contracts", 0), counts.get("contres", 0)
    return {
        "contracts": contracts,
        "made_rate": round(counts.get("made", 0) / contracts, 3) if contracts else 0.0,
        "contres": contres,
        "contre_rate": round(counts.get("contres_won", 0) / contres, 3) if contres else 0.0,
        "thrown_in": counts.get("thrown_in", 0),
    }
