"""What the screens around the table show of Contrée: the New match screen's options, a
difficulty's help, the history's columns and a saved match's line. Pure: the window draws
these words, a ``Translate`` gives the language.

Every option's values are the engine's (``rules.options.CHOICES``) and any combination is
legal, so choosing one never adjusts another. The rules start with the engine's presets
(``rules.options.PRESETS``: the text, Club Contrée, Coinche), a row of the form's own: choosing
one sets every option, and once an option differs from all of them the row says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.contree.rules.options import CHOICES, PRESETS, Options
from game.contree.words import contract_words
from game.interface import Cell, Translate
from game.optionvalues import value_key

PRESET = "preset"
"""The row of the presets, first of the rules (not an option: the options it sets are)."""
OWN = "own"
"""The preset row's word when the options are none of the presets."""


class Form:
    """Contrée's options on the New match screen (``game.interface.OptionsForm``)."""

    FIRST = ("target", "hands")
    COMMON = (PRESET, "scoring", "belote", "announcements", "no_trump")
    MORE = ("direction", "shuffle", "deal", "contre", "raise_on_trump_lead", "undertrump")

    def values(self, name: str) -> tuple[Any, ...]:
        return tuple(PRESETS) if name == PRESET else CHOICES[name]

    def value(self, chosen: Mapping[str, Any], name: str) -> Any:
        return preset_of(chosen) if name == PRESET else chosen[name]

    def label(self, t: Translate, name: str) -> str:
        return t(f"contree_options.{name}.label")

    def value_text(self, t: Translate, name: str, value: Any) -> str:
        if name == PRESET:
            return t(f"contree_options.preset.values.{value or OWN}")
        if name == "hands" and value:
            return t("contree_options.hands.count", count=value)
        return t(f"contree_options.{name}.values.{value_key(value)}")

    def help(self, t: Translate, name: str, chosen: Mapping[str, Any], note: Any) -> str:
        if name == PRESET:
            return t(f"contree_options.preset.helps.{preset_of(chosen) or OWN}")
        if name == "target" and chosen["hands"]:
            return t("contree_options.target.help_hands", count=chosen["hands"])
        return t(f"contree_options.{name}.help")

    def choose(
        self, chosen: Mapping[str, Any], name: str, value: Any
    ) -> tuple[dict[str, Any], Any]:
        if name == PRESET:
            return {**self.defaults(), **PRESETS[value]}, None
        return {**chosen, name: value}, None

    def defaults(self) -> dict[str, Any]:
        return Options().to_mapping(only_changed=False)


def preset_of(chosen: Mapping[str, Any]) -> str | None:
    """The preset whose options are exactly ``chosen``, or None."""
    every = Options.from_mapping(chosen)
    return next((n for n, p in PRESETS.items() if Options.from_mapping(p) == every), None)


OPTIONS_FORM = Form()


def level_help_key(level: str) -> str:
    return f"contree_levels.{level}.help"


HISTORY_COLUMNS = (
    ("when", 0.22),
    ("hand", 0.08),
    ("dealer", 0.14),
    ("contract", 0.26),
    ("made", 0.14),
    ("points", 0.16),
)
"""The contract (value, trump, ×2/×4, bidder) and whether it was made."""


def history_cells(state: Any, t: Translate, name: Callable[[int], str]) -> list[Cell]:
    """The contract and its bidder, made or down, and what each side scored."""
    none = (t("history.none"), "muted")
    contract, made = none, none
    c = state.contract
    if c is not None:
        words = contract_words(t, c.value, c.trump, c.multiplier)
        tone = "us" if c.bidder % 2 == 0 else "them"
        contract = (t("history.contract", contract=words, name=name(c.bidder)), tone)
    result = state.result
    score = result.score if result else None
    if score is not None:
        made = (t("history.made" if score.made else "history.down"), "paper")
    elif result is not None:
        made = (t("history.thrown_in"), "muted")
    points = result.points if result else None
    shown = (t("history.points_both", us=points[0], them=points[1]), "paper") if points else none
    return [contract, made, shown]


def summary(state: Any, t: Translate, name: Callable[[int], str]) -> str:
    """The hand being played and both sides' scores."""
    us, them = state.scores
    return t("menu.saved_contree", us=us, them=them, number=state.hand_no)
