"""The rule options of ``rules/ALUETTE.md``, with exactly its names and values.

Options arrive as a mapping (a record's ``options``, the settings file, the new-match screen)
and are validated once here: an unknown name or value is an ``OptionError`` that lists what
is valid. Everything downstream reads a frozen ``Options``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from game.aluette.cards import CLASS, DECK, VACHE_CLASS
from game.optionvalues import OptionError, choice, read_mapping

__all__ = ["CHOICES", "MATCH_LENGTH_KINDS", "OptionError", "Options"]

CHOICES: dict[str, tuple[Any, ...]] = {
    "players": (4, 6, "petit_jean", "heads_up", 3, 5),
    "partnership_method": ("top_four_cards", "draw_four_rank", "random"),
    "first_dealer": ("madame", "random"),
    "chant": ("off", "unanimous"),
    "chant_recipients": ("left_and_dealer", "left_and_dealer_partner"),
    "offer_point": ("off", "on"),
    "offer_timing": ("before_lead", "anytime"),
    "refusal_obliges_mordienne": (True, False),
    "mordienne": ("off", "standard", "s0"),
    "mordienne_spoiled_breaks_run": (True, False),
    "mordienne_min_run": (1, 3),
    "signals": ("off", "partner_only", "table_visible"),
    "madame_signal": ("tilt_head_right", "twist_mouth"),
    "deux_de_chene_signal": ("index_and_middle", "index"),
    "review_past_tricks": ("off", "on"),
    "variant": ("aluette", "vache", "short_text"),
    "short_text_specials": ("off", "on"),
}
"""Options with a fixed list of values; ``match_length`` and ``signal_intercept`` are parsed."""

MATCH_LENGTH_KINDS = ("points", "deals", "hand_wins")

SEATS: dict[int | str, int] = {3: 3, 4: 4, 5: 5, 6: 6, "petit_jean": 4, "heads_up": 2}
"""Seats at the table for each ``players`` value (a Petit-Jean has a seat of its own)."""

COW_GAME_PLAYERS = (3, 4, 5)
"""The Cow Game is for three, four or five single players; 3 and 5 only play it."""


@dataclass(frozen=True, slots=True)
class Options:
    """One match's rules. Defaults are the rules page's defaults."""

    players: int | str = 4
    partnership_method: str = "top_four_cards"
    first_dealer: str = "madame"
    chant: str = "unanimous"
    chant_recipients: str = "left_and_dealer"
    offer_point: str = "on"
    offer_timing: str = "before_lead"
    refusal_obliges_mordienne: bool = True
    mordienne: str = "standard"
    mordienne_spoiled_breaks_run: bool = True
    mordienne_min_run: int = 1
    match_length: str = "points:5"
    signals: str = "table_visible"
    signal_intercept: float = 0.2
    madame_signal: str = "tilt_head_right"
    deux_de_chene_signal: str = "index_and_middle"
    review_past_tricks: str = "off"
    variant: str = "aluette"
    short_text_specials: str = "off"

    @classmethod
    def from_mapping(cls, mapping: Mapping[str, Any] | None) -> Options:
        """Options from a mapping of names to values; absent names take their default."""
        if mapping is None:
            return cls()
        values = read_mapping(mapping, (f.name for f in fields(cls)), _parse_value)
        options = cls(**values)
        options._check_combination()
        return options

    def to_mapping(self, only_changed: bool = True) -> dict[str, Any]:
        """The options as a plain mapping (by default only those that differ from the rules)."""
        default = asdict(Options())
        return {k: v for k, v in asdict(self).items() if not only_changed or default[k] != v}

    def _check_combination(self) -> None:
        if self.variant == "vache" and self.players not in COW_GAME_PLAYERS:
            raise OptionError(
                f"variant 'vache' is played by 3, 4 or 5 single players: players cannot be"
                f" {self.players!r}"
            )
        if self.players in (3, 5) and self.variant != "vache":
            raise OptionError(
                f"players {self.players} is only for variant 'vache' (the Cow Game), not"
                f" {self.variant!r}"
            )

    # --- facts derived from the options, used throughout the engine ---

    @property
    def n_seats(self) -> int:
        """Seats at the table (a Petit-Jean has a seat of its own)."""
        return SEATS[self.players]

    @property
    def individual(self) -> bool:
        """Whether each seat plays for itself (the Cow Game) instead of in partnerships."""
        return self.variant == "vache"

    @property
    def teams(self) -> tuple[int, ...]:
        """Each seat's team: seats alternate teams; in the Cow Game each seat is its own."""
        n = self.n_seats
        return tuple(range(n)) if self.individual else tuple(s % 2 for s in range(n))

    @property
    def n_teams(self) -> int:
        return self.n_seats if self.individual else min(2, self.n_seats)

    @property
    def hand_size(self) -> int:
        return 8 if self.n_seats == 6 else 9

    @property
    def talon_size(self) -> int:
        """Cards left once the hands are dealt: 12 at four seats, 21 at three, none at six."""
        return len(DECK) - self.n_seats * self.hand_size

    @property
    def clockwise(self) -> bool:
        """The Cow Game turns counter-clockwise; everything else clockwise (to the left)."""
        return self.variant != "vache"

    @property
    def class_table(self) -> tuple[int, ...]:
        """Strength class of each card: the Cow Game ranks ace high and king low."""
        return VACHE_CLASS if self.variant == "vache" else CLASS

    @property
    def carry_spoiled(self) -> bool:
        """Spoiled tricks go to the next trick's winner (Cow Game, short text) or are void."""
        return self.variant in ("vache", "short_text")

    @property
    def chant_on(self) -> bool:
        """The chant needs four seats and the talon; only partnership Aluette has it."""
        return self.chant == "unanimous" and self.variant == "aluette" and self.n_seats == 4

    @property
    def offers_on(self) -> bool:
        return self.offer_point == "on" and self.variant == "aluette"

    def offer_problem(self, trick: int) -> str | None:
        """Why the point cannot be offered once ``trick`` tricks are complete, or None.

        The timing rule of the offer, asked by the engine and by the record reader alike.
        """
        if self.variant != "aluette":
            return f"the point is never offered with variant {self.variant}"
        if self.offer_point != "on":
            return "offers of the point are off (offer_point: off)"
        if trick >= self.hand_size:
            return "the point cannot be offered after the last trick"
        if self.offer_timing == "before_lead" and trick > 0:
            return "offer not allowed after the first lead"
        return None

    @property
    def signals_on(self) -> bool:
        """Signals need a partner: none in the Cow Game or heads-up."""
        return self.signals != "off" and not self.individual and self.n_seats > 2

    @property
    def mordienne_mode(self) -> str:
        return self.mordienne if self.variant == "aluette" else "off"

    @property
    def match_goal(self) -> tuple[str, int]:
        """``match_length`` split into its kind and number, e.g. ``("points", 5)``."""
        kind, number = self.match_length.split(":")
        return kind, int(number)

    @property
    def dummy_seats(self) -> dict[int, int]:
        """Petit-Jean seats and the seat that plays for each."""
        return {2: 0} if self.players == "petit_jean" else {}


def _parse_value(name: str, raw: Any) -> Any:
    if name == "match_length":
        return _parse_match_length(raw)
    if name == "signal_intercept":
        return _parse_probability(raw)
    return choice(name, raw, CHOICES[name])


def _parse_match_length(raw: Any) -> str:
    kinds = ", ".join(f"{k}:N" for k in MATCH_LENGTH_KINDS)
    if isinstance(raw, str) and raw.count(":") == 1:
        kind, number = raw.split(":")
        if kind in MATCH_LENGTH_KINDS and _is_ascii_number(number) and 1 <= int(number) <= 1000:
            return f"{kind}:{int(number)}"
    raise OptionError(f"option 'match_length' cannot be {raw!r}: valid values are {kinds}")


def _is_ascii_number(text: str) -> bool:
    """Only 0-9: ``str.isdigit`` also accepts ``²`` (which ``int`` refuses) and other scripts."""
    return text.isascii() and text.isdigit()


def _parse_probability(raw: Any) -> float:
    if isinstance(raw, bool) or not isinstance(raw, int | float | str):
        raise OptionError(f"option 'signal_intercept' cannot be {raw!r}: a number 0.0–1.0")
    try:
        value = float(raw)
    except ValueError:
        raise OptionError(
            f"option 'signal_intercept' cannot be {raw!r}: a number 0.0–1.0"
        ) from None
    if not 0.0 <= value <= 1.0:
        raise OptionError(f"option 'signal_intercept' cannot be {raw!r}: a number 0.0–1.0")
    return value
