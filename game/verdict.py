"""When a search over sampled deals may overrule a bot's rule of thumb (both games' experts).

An expert plays every candidate out in the same few dozen sampled deals; the best average
among several noisy averages flatters the card that wins them, and a hint must not teach
noise. So the search's best replaces the tactic's choice only when the difference between
them, deal by deal, says so.
"""

from __future__ import annotations

from collections.abc import Sequence

CLEAR = 1.5
"""How many standard errors the search's best must gain over the tactic's to replace it."""


def verdict(best: Sequence[float], base: Sequence[float], clear: float = CLEAR) -> str | None:
    """Whether ``best`` (its value in each sampled deal) overrules ``base`` (the tactic's, in
    the same deals): ``"dominant"`` when it is never worse in any deal (and better in some),
    ``"clear"`` when it gains more than ``clear`` standard errors of the paired difference,
    else None."""
    diffs = [a - b for a, b in zip(best, base, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0:
        return None
    if min(diffs) >= 0:
        return "dominant"
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return "clear" if mean * mean * n > clear * clear * var else None
