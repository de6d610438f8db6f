"""Which rules of Contrée a match's options make, in words: the pages and their titled
paragraphs (``contree_rules.<page>.<section>``), each option choosing its paragraph's
variant, and the scoring system's arithmetic worked out by the engine's own scoring.

Pure (no pygame): the rules pages draw what this says, and the tests read it.
"""

from __future__ import annotations

from typing import Any

from game.contree.rules.options import Options
from game.contree.rules.scoring import HandScore, score_hand
from game.interface import Translate

KEY = "contree_rules"

EXAMPLE_VALUE = 90
"""The contract of the scoring examples: 90, made with 97 card points against 65, or down
with 75 against 87."""
MADE_POINTS = (97, 65)
DOWN_POINTS = (75, 87)
EXAMPLE_TRICKS = (5, 3)


def pages(options: Options) -> tuple[str, ...]:
    """The pages, in reading order: the options' own pages where they add rules."""
    return (
        "auction",
        "cards",
        *(("no_trump",) if options.no_trump == "on" else ()),
        "play",
        *(("announcements",) if options.announcements == "on" else ()),
        "scoring",
    )


def examples(options: Options) -> dict[str, HandScore]:
    """The examples' scores under the options' system: made, made after a contre, down."""

    def scored(points: tuple[int, int], multiplier: int) -> HandScore:
        return score_hand(
            0, EXAMPLE_VALUE, multiplier, points, EXAMPLE_TRICKS, None, "off", options.scoring
        )

    return {
        "made": scored(MADE_POINTS, 1),
        "contred": scored(MADE_POINTS, 2),
        "down": scored(DOWN_POINTS, 1),
    }


def _on(value: Any) -> str:
    """The key part of an option that is on or off."""
    return "on" if value in (True, "on") else "off"


def sections(t: Translate, options: Options, page: str) -> list[tuple[str, str, dict[str, Any]]]:
    """A text page's sections as ``(section, variant, values)``: the paragraph
    ``contree_rules.<page>.<section>.<variant>`` with ``values`` filled in."""
    o = options
    if page == "auction":
        packets = t(f"contree_options.deal.values.{o.deal}")
        return [
            ("table", "text", {"direction": t(f"contree.direction.{o.direction}")}),
            ("deal", o.shuffle, {"packets": packets}),
            ("calls", f"no_trump_{o.no_trump}", {}),
            ("contre", o.contre, {}),
            ("contract", "text", {}),
        ]
    if page == "play":
        return [
            ("lead", "text", {}),
            ("follow", f"raise_{_on(o.raise_on_trump_lead)}", {}),
            ("trump", f"undertrump_{_on(o.undertrump)}", {}),
            ("belote", o.belote, {}),
            *((("no_belote", "text", {}),) if o.no_trump == "on" and o.belote != "off" else ()),
        ]
    if page == "announcements":
        return [(s, "text", {}) for s in ("when", "best", "score", "clubs")]
    if page == "scoring":
        made = f"belote_{_on(o.belote != 'off')}_announcements_{o.announcements}"
        return [
            ("points", "text", {}),
            ("made", made, {}),
            ("score", o.scoring, {}),
            ("example", o.scoring, _example_values(options)),
            ("match", "hands" if o.hands else "target", {"target": o.target, "hands": o.hands}),
        ]
    raise ValueError(f"{page!r} is drawn, not written")


def _example_values(options: Options) -> dict[str, Any]:
    """Every number the examples' sentences may name."""
    made, contred, down = (examples(options)[k] for k in ("made", "contred", "down"))
    return {
        "value": EXAMPLE_VALUE,
        "attack": made.card_points[0],
        "defence": made.card_points[1],
        "rounded": made.defence_rounded,
        "attack_rounded": made.attack_rounded,
        "made_attack": made.points[0],
        "made_defence": made.points[1],
        "contred_value": contred.contract_value,
        "contred_attack": contred.points[0],
        "contred_defence": contred.points[1],
        "down_attack": down.card_points[0],
        "down_defence_points": down.card_points[1],
        "down_defence": down.points[1],
        "total": made.club_total,
    }


def parts(t: Translate, options: Options, page: str) -> list[tuple[str, str]]:
    """A text page's titled paragraphs, in the player's language."""
    return [
        (t(f"{KEY}.{page}.{s}.title"), t(f"{KEY}.{page}.{s}.{variant}", **values))
        for s, variant, values in sections(t, options, page)
    ]
