"""The hand review of every game: what each decision of a finished hand cost.

A record's game (its ``format``, ``game.records.game_of``) lists the hand's decisions
(``decisions``) and weighs each one's alternatives (``evaluate``: the deciding team's points
for the hand minus the opponents', with all hands known or over the deals that seat could
believe in); this module only does the arithmetic every game shares: the best alternative,
what the action played lost against it, its grade by the game's thresholds (``GRADES``), the
total per seat, the ``aluette review --json`` shape and the text a player reads. Verdicts come
one at a time, as soon as each is weighed, so that the table can show the first one at once.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.i18n import Translator
from game.interface import ActionValue, Decision, GameApi
from game.records import RecordError, game_of, load_file

GRADES = ("good", "inaccuracy", "mistake", "blunder")
"""A decision's grades, from no loss to the worst (locale ``review.grades.<grade>``)."""
TIE = 1e-9
"""Values closer than this are equal: the action played is then as good as the best."""
COSTLIEST = 3
"""How many of the costliest decisions the text form names."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """One decision weighed: ``index`` in the record's decisions, ``play`` the card's position
    in its ``plays`` (None for any other decision); ``played``, ``best`` and each of
    ``values``' actions as records write them; ``loss`` = best's value − played's (≥ 0);
    ``exact`` when every value is; ``actions`` the game's actions of ``values``, in their
    order (to name or outline them)."""

    index: int
    seat: int
    kind: str
    play: int | None
    played: str
    best: str
    loss: float
    exact: bool
    values: tuple[tuple[str, float], ...]
    grade: str
    actions: tuple[Any, ...] = ()

    def action(self, written: str) -> Any:
        """The game's action of an alternative, by how records write it."""
        return self.actions[[a for a, _ in self.values].index(written)]


def grade(loss: float, thresholds: Sequence[float]) -> str:
    """The grade of a loss by a game's thresholds (inaccuracy, mistake, blunder: from each
    loss on)."""
    worst = sum(loss >= limit for limit in thresholds)
    return GRADES[worst]


def verdict(api: GameApi, index: int, decision: Decision, values: Sequence[ActionValue]) -> Verdict:
    """A decision's verdict from its alternatives' values (the action played among them)."""
    played = next((v for v in values if v.action == decision.action), None)
    if played is None:
        raise ValueError(f"{api.NAME}: the values of decision {index} leave out the action played")
    top = max(v.value for v in values)
    best = played if played.value >= top - TIE else next(v for v in values if v.value == top)
    loss = max(0.0, best.value - played.value)
    return Verdict(
        index=index,
        seat=decision.seat,
        kind=decision.kind,
        play=decision.play,
        played=api.action_text(decision.action),
        best=api.action_text(best.action),
        loss=loss,
        exact=all(v.exact for v in values),
        values=tuple((api.action_text(v.action), v.value) for v in values),
        grade=grade(loss, api.GRADES),
        actions=tuple(v.action for v in values),
    )


def _checked(data: Any) -> tuple[GameApi, Any, list[Decision]]:
    """The record's game, where its hand ends, and its decisions; RecordError if the record is
    bad or the hand unfinished (a review weighs a decision against the whole hand)."""
    api = game_of(data).api
    end = api.read_record(data)
    if not end.is_over:
        raise RecordError("the hand is not finished: only a whole hand can be reviewed")
    return api, end, api.decisions(data)


def seats(data: Any) -> int:
    """How many seats the record's hand has (``total_loss`` counts one loss per seat)."""
    return int(_checked(data)[1].n)


def review(
    data: Any, seat: int | None = None, open_cards: bool = False, seed: int = 0
) -> Iterator[Verdict]:
    """One verdict per decision of a finished record (only ``seat``'s if given), in order,
    each as soon as its game has weighed it. The record is checked before this returns:
    RecordError if it is unfinished, breaks a rule, or has no such seat."""
    api, end, decisions = _checked(data)
    if seat is not None and not 0 <= seat < end.n:
        raise RecordError(f"no seat {seat}: its seats are 0 to {end.n - 1}")
    chosen = [(i, d) for i, d in enumerate(decisions) if seat is None or d.seat == seat]
    return (verdict(api, i, d, api.evaluate(d, open_cards, seed)) for i, d in chosen)


def total_loss(verdicts: Iterable[Verdict], n: int) -> list[float]:
    """Each seat's loss over the verdicts."""
    totals = [0.0] * n
    for v in verdicts:
        totals[v.seat] += v.loss
    return totals


def _number(value: float) -> float:
    return round(value, 3) + 0.0  # no "-0.0" in the output


def review_json(game: str, open_cards: bool, verdicts: Sequence[Verdict], n: int) -> dict[str, Any]:
    """The ``aluette review --json`` shape (issue 21)."""
    return {
        "game": game,
        "open": open_cards,
        "decisions": [
            {
                "index": v.index,
                "seat": v.seat,
                "kind": v.kind,
                "play": v.play,
                "played": v.played,
                "best": v.best,
                "loss": _number(v.loss),
                "exact": v.exact,
                "values": [{"action": a, "value": _number(x)} for a, x in v.values],
            }
            for v in verdicts
        ],
        "total_loss": [_number(x) for x in total_loss(verdicts, n)],
    }


def figure(t: Translator, value: float) -> str:
    """A value as a player reads it: signed, a true minus, at most one decimal, the
    language's decimal mark (``+15``, ``−40``, ``+11,5`` in French)."""
    text = f"{round(value, 1) or 0.0:+.1f}".removesuffix(".0").replace("-", "−")
    return text.replace(".", t("review.decimal_mark"))


def figures(api: GameApi, t: Translator, v: Verdict, open_cards: bool) -> str:
    """What the action played was worth and what the best was: "your card: −40 on average;
    the ten of hearts: +15" (or the played action's worth alone when it was the best)."""
    worth = dict(v.values)
    said = "review.figures_open" if open_cards else "review.figures_knew"
    line = t(said, yours=t(f"review.yours.{v.kind}"), value=figure(t, worth[v.played]))
    if v.best == v.played:
        return line
    best = words(api, t, v, v.best)
    return t("review.figures_best", played=line, best=best, value=figure(t, worth[v.best]))


def words(api: GameApi, t: Translator, v: Verdict, written: str) -> str:
    """One of a verdict's actions as a player says it (the game's first deck names cards)."""
    return api.action_words(v.action(written), t, api.DECKS[0])


def text(
    api: GameApi, t: Translator, path: str, open_cards: bool, verdicts: Sequence[Verdict], n: int
) -> str:
    """The review as a player reads it: the reading used, each decision with its grade and
    figures, the costliest decisions and each seat's total."""
    lines = [t("review.title", file=path, game=t(f"games.{api.NAME}.name"))]
    lines.append(t("review.reading_open" if open_cards else "review.reading_knew"))
    for v in verdicts:
        head = t(
            "review.decision",
            number=v.index + 1,
            seat=v.seat,
            played=words(api, t, v, v.played),
            grade=t(f"review.grades.{v.grade}"),
        )
        lines.append(f"  {head}")
        lines.append(f"      {figures(api, t, v, open_cards)}")
    costly = sorted((v for v in verdicts if v.loss > TIE), key=lambda v: (-v.loss, v.index))
    if costly:
        lines.append(t("review.costliest"))
        for v in costly[:COSTLIEST]:
            loss = figure(t, -v.loss)
            played = words(api, t, v, v.played)
            said = t("review.costly", number=v.index + 1, seat=v.seat, played=played, loss=loss)
            lines.append(f"  {said}")
    else:
        lines.append(t("review.no_loss"))
    totals = total_loss(verdicts, n)
    each = ", ".join(
        t("review.seat_total", seat=s, loss=figure(t, -loss)) for s, loss in enumerate(totals)
    )
    lines.append(t("review.total", totals=each))
    return "\n".join(lines)


def run_review(args: argparse.Namespace) -> int:
    """``aluette review RECORD [--open] [--seat S] [--json] [--lang en|fr]``: a bad or
    unfinished record is one line on stderr naming the file, exit status 2."""
    try:
        data = load_file(args.record)
        api = game_of(data).api
        n = seats(data)
        verdicts = list(review(data, args.seat, args.open_cards, seed=0))
    except RecordError as err:
        print(f"aluette review: {args.record}: {err}", file=sys.stderr)
        return 2
    if args.json:
        out = review_json(api.NAME, args.open_cards, verdicts, n)
        print(json.dumps(out, ensure_ascii=False, indent=1))
        return 0
    t = Translator(args.review_lang)
    print(text(api, t, args.record, args.open_cards, verdicts, n))
    return 0
