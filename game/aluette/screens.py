"""What the screens around the table show of Aluette: the New match screen's options, a
difficulty's help, the history's columns and a saved match's line. Pure: the window draws
these words, a ``Translate`` gives the language.

The options' values are the engine's own (``rules.options.CHOICES``); a table and a game the
engine refuses together (the Cow Game is for 3 to 5 single players) cannot be picked:
choosing one adjusts the other and the help line says so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.aluette.rules.options import CHOICES, OptionError, Options
from game.interface import Cell, Translate
from game.optionvalues import value_key

GAME = ("players", "variant")
"""The table and the game: their line of help explains the chosen value."""
MATCH_LENGTHS = (
    "points:3",
    "points:5",
    "points:7",
    "points:9",
    "deals:6",
    "deals:10",
    "hand_wins:12",
)
INTERCEPTS = (0.0, 0.1, 0.2, 0.3, 0.5)


def fits(rules: Mapping[str, Any]) -> bool:
    """Whether the engine accepts these options together (the Cow Game and its tables)."""
    try:
        Options.from_mapping(rules)
    except OptionError:
        return False
    return True


class Form:
    """Aluette's options on the New match screen (``game.interface.OptionsForm``)."""

    FIRST = ("match_length", *GAME)
    COMMON = ("chant", "offer_point", "signals", "mordienne")
    MORE = (
        "partnership_method",
        "first_dealer",
        "chant_recipients",
        "offer_timing",
        "refusal_obliges_mordienne",
        "mordienne_spoiled_breaks_run",
        "mordienne_min_run",
        "signal_intercept",
        "madame_signal",
        "deux_de_chene_signal",
        "review_past_tricks",
        "short_text_specials",
    )

    def values(self, name: str) -> tuple[Any, ...]:
        if name == "match_length":
            return MATCH_LENGTHS
        if name == "signal_intercept":
            return INTERCEPTS
        return CHOICES[name]

    def value(self, chosen: Mapping[str, Any], name: str) -> Any:
        return chosen[name]

    def label(self, t: Translate, name: str) -> str:
        return t(f"options.{name}.label")

    def value_text(self, t: Translate, name: str, value: Any) -> str:
        if name == "match_length":
            kind, n = value.split(":")
            return t(f"options.match_length.{kind}", count=int(n))
        if name == "signal_intercept":
            return t("options.signal_intercept.value", percent=round(value * 100))
        return t(f"options.{name}.values.{value_key(value)}")

    def help(self, t: Translate, name: str, chosen: Mapping[str, Any], note: Any) -> str:
        if note is not None and note[0] == name:
            return adjusted_note(t, chosen, note)
        options = Options.from_mapping(chosen)
        if name == "players" and options.individual:  # the Cow Game: no teams
            return t(
                "options.players.helps_alone",
                players=options.n_seats,
                hand=options.hand_size,
                rest=options.talon_size,
            )
        if name in GAME:  # the table and the game: what the chosen value means
            return t(f"options.{name}.helps.{value_key(chosen[name])}")
        return t(f"options.{name}.help")

    def choose(
        self, chosen: Mapping[str, Any], name: str, value: Any
    ) -> tuple[dict[str, Any], Any]:
        """A table and a game the engine refuses together adjust each other: the other one
        takes its usual value if the engine accepts it, else the first that fits."""
        rules = {**chosen, name: value}
        if name not in GAME or fits(rules):
            return rules, None
        other = GAME[1] if name == GAME[0] else GAME[0]
        old = rules[other]
        usual = self.defaults()[other]
        rules[other] = next(v for v in (usual, *CHOICES[other]) if fits({**rules, other: v}))
        return rules, (name, other, old)

    def defaults(self) -> dict[str, Any]:
        return Options().to_mapping(only_changed=False)


def adjusted_note(t: Translate, chosen: Mapping[str, Any], note: tuple[str, str, Any]) -> str:
    """Which value of the other option the one just chosen does not go with, and its new one."""
    _, other, old = note

    def named(option: str, v: Any) -> str:
        return t(f"options.{option}.values.{value_key(v)}")

    if other == "players":
        return t(
            "newmatch.adjusted_players",
            game=named("variant", chosen["variant"]),
            table=named("players", chosen["players"]),
        )
    return t(
        "newmatch.adjusted_variant",
        old=named("variant", old),
        game=named("variant", chosen["variant"]),
    )


OPTIONS_FORM = Form()


def level_help_key(level: str) -> str:
    return f"levels.{level}.help"


HISTORY_COLUMNS = (
    ("when", 0.25),
    ("hand", 0.1),
    ("dealer", 0.16),
    ("winner", 0.17),
    ("points", 0.15),
    ("mordienne", 0.17),
)


def history_cells(state: Any, t: Translate, name: Callable[[int], str]) -> list[Cell]:
    """Who won the hand, what it scored and whether it ended in a mordienne."""
    result = state.result
    none = (t("history.none"), "muted")
    if result is None:
        return [none, none, none]
    who = result.winner
    winner = (name(who), "paper") if who is not None else (t("history.nobody"), "muted")
    team = next((k for k, p in enumerate(result.points) if p), None)
    if team is None:
        points = none
    elif team == 0:
        points = (t("history.points_us", points=result.points[0]), "us")
    else:
        points = (t("history.points_them", points=result.points[team]), "them")
    mordienne = (t("history.yes"), "gold") if result.mordienne else none
    return [winner, points, mordienne]


def summary(state: Any, t: Translate, name: Callable[[int], str]) -> str:
    """The hand being played and the score (every player's, when each plays for themselves)."""
    if state.options.n_teams == state.n:
        each = (f"{name(s)} {state.scores[s]}" for s in range(state.n))
        return t("menu.saved_match_each", scores=", ".join(each), number=state.hand_no)
    us, them = state.scores
    return t("menu.saved_match", us=us, them=them, number=state.hand_no)
