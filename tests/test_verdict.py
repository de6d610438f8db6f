"""The search overrules a bot's rule of thumb only on evidence (``game.verdict``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.verdict import verdict


def test_never_worse_and_sometimes_better_is_dominant() -> None:
    assert verdict([5, 3, 7, 0], [5, 3, 2, 0]) == "dominant"


def test_a_steady_gain_is_clear_and_a_noisy_one_is_not() -> None:
    steady = [10, 12, 9, 11, 10, 13, 8, 10]
    assert verdict(steady, [0, 0, 0, 0, 0, 0, 0, -1]) == "dominant"
    assert verdict(steady, [1, 3, 0, 2, 1, 4, -1, 12]) == "clear"
    # A mean gain of 1.25 that swings by 70 either way, deal by deal: the search's luck.
    noisy = [40, -30, 25, -20, 35, -25, 30, -40]
    assert verdict(noisy, [-30, 40, -20, 25, -25, 35, -40, 20]) is None


def test_equal_or_worse_never_overrules() -> None:
    assert verdict([1, 2, 3], [1, 2, 3]) is None
    assert verdict([1, 2, 3], [2, 2, 3]) is None


@given(st.lists(st.tuples(st.integers(-300, 300), st.integers(-300, 300)), min_size=2))
def test_overruling_needs_a_positive_mean_gain(pairs: list[tuple[int, int]]) -> None:
    best, base = [a for a, _ in pairs], [b for _, b in pairs]
    if verdict(best, base) is not None:
        assert sum(best) > sum(base)
    assert verdict(base, base) is None


def test_a_caller_sets_how_many_standard_errors_make_a_gain_clear() -> None:
    """A mean gain of 2 that swings by 8 deal by deal: clear at half a standard error (the
    Contrée expert's ``SEARCH_CLEAR``), not at the shared 1.5."""
    best, base = [10, -6] * 4, [0] * 8
    assert verdict(best, base) is None
    assert verdict(best, base, 0.5) == "clear"
