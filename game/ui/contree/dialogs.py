"""Contrée's result dialogs: a hand's score that explains itself, the sheet, the match's end.

Every number is a term of the engine's ``HandScore`` (``contree.rules.scoring``): card
points with the dix de der, the belote margin, whether the contract was made, the defence's
rounding, the contract's value times its multiplier and what each side scores. Nothing is
computed here but the sentences; the score sheet lists the finished hands the engine keeps.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.contree.cards import LAST_TRICK_BONUS
from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT
from game.contree.rules.scoring import BASE, HandScore
from game.contree.words import contract_words
from game.ui import theme
from game.ui.contree.host import ContreePlayers, ContreeTable
from game.ui.scenes.dialogs import Dialog
from game.ui.table.dialogs import RESULT_SECONDS, hand_result_dialog, table_dialog

SHEET_ROWS = 6
"""The last hands listed on the score sheet (the totals are always shown)."""


def _side(team: int) -> str:
    return "us" if team == 0 else "them"


def hand_title(scene: ContreePlayers, event: ev.HandEnded) -> str:
    t, s = scene.app.t, event.score
    if s is None:
        return t("contree.result.thrown_in_title")
    key = "made" if s.made else "down"
    return t(f"contree.result.{key}_{_side(s.attack)}")


def hand_explanation(scene: ContreePlayers, event: ev.HandEnded) -> str:
    """Why the contract was made or not, and how each side's points come out."""
    t, s = scene.app.t, event.score
    if s is None:
        return t("contree.result.thrown_in")
    c = scene.model.contract  # still on the table until the next deal
    assert c is not None, "a scored hand was played under a contract"
    contract = contract_words(t, s.value, c.trump, s.multiplier)
    key = scene.about("contree.result.contract", c.bidder)
    lines = [t(key, name=scene.name(c.bidder), contract=contract)]
    attack = s.card_points[s.attack]
    if s.value == CAPOT:
        key = "capot_made" if s.made else "capot_down"
        lines.append(t(f"contree.result.{key}", count=s.tricks[s.attack]))
    elif s.margin:
        key = "margin_made" if s.made else "margin_down"
        lines.append(
            t(f"contree.result.{key}", points=attack, total=attack + s.margin, value=s.value)
        )
    else:
        key = "points_made" if s.made else "points_down"
        lines.append(t(f"contree.result.{key}", points=attack, value=s.value))
    if s.multiplier > 1:
        lines.append(
            t(
                "contree.result.multiplied",
                value=s.value,
                multiplier=s.multiplier,
                total=s.contract_value,
            )
        )
    if s.made:
        lines.append(
            t(
                "contree.result.rounding",
                points=s.card_points[1 - s.attack],
                rounded=s.defence_rounded,
                base=BASE,
                value=s.contract_value,
                total=BASE - s.defence_rounded + s.contract_value,
            )
        )
    else:
        lines.append(
            t(
                "contree.result.down_scores",
                base=BASE,
                value=s.contract_value,
                total=BASE + s.contract_value,
            )
        )
    for team, points in enumerate(s.belote_points):
        if points:
            lines.append(t(f"contree.result.belote_{_side(team)}", count=points))
    return "\n".join(lines)


def _terms(
    scene: ContreeTable, s: HandScore | None, points: tuple[int, int]
) -> list[tuple[str, str, str]]:
    """Rows of the score table: a label and the figure of each side."""
    t = scene.app.t
    rows: list[tuple[str, str, str]] = []
    if s is not None:
        rows.append((t("contree.result.row_points"), str(s.card_points[0]), str(s.card_points[1])))
        der = _last_trick_team(scene)
        if der is not None:
            bonus = (t("contree.result.der_points", points=LAST_TRICK_BONUS), "")
            rows.append((t("contree.result.row_der"), *(bonus if der == 0 else bonus[::-1])))
        if s.belote is not None:
            mark = (t("contree.result.belote_mark"), "")
            rows.append((t("contree.result.row_belote"), *(mark if s.belote == 0 else mark[::-1])))
    rows.append((t("contree.result.row_scored"), str(points[0]), str(points[1])))
    return rows


def _last_trick_team(scene: ContreeTable) -> int | None:
    """The team that took the last trick of the hand just finished (its dix de der)."""
    finished = scene.match.state.finished
    if not finished or not finished[-1].trick_log:
        return None
    return finished[-1].trick_log[-1][2] % 2


def _sheet(scene: ContreeTable) -> list[tuple[str, str, str]]:
    """The score sheet: the last hands' points and the match's totals."""
    t, state = scene.app.t, scene.match.state
    rows = []
    finished = state.finished
    for k, hand in enumerate(finished):
        if k >= len(finished) - SHEET_ROWS:
            result = hand.result
            assert result is not None, "a hand of state.finished has its result"
            p = result.points
            rows.append((t("contree.result.sheet_hand", number=k + 1), str(p[0]), str(p[1])))
    scores = state.scores
    rows.append((t("contree.result.sheet_total"), str(scores[0]), str(scores[1])))
    return rows


def _table(
    scene: ContreeTable, rows: list[tuple[str, str, str]], title: str, surface, rect
) -> None:
    ui, t = scene.app.ui, scene.app.t
    line = ui.small_px + ui.px(10)
    label_w = rect.width * 0.56
    col = (rect.width - label_w) / 2
    ui.label(
        surface,
        title,
        (rect.left, rect.top),
        ui.small_px,
        theme.GOLD_LIGHT,
        "bold",
        "topleft",
        round(label_w),
    )
    for k, (head, colour) in enumerate(
        ((t("table.us"), theme.TEAM_US), (t("table.them"), theme.TEAM_THEM))
    ):
        x = rect.left + label_w + col * (k + 0.5)
        ui.label(surface, head, (x, rect.top), ui.small_px, colour, "bold", "midtop", round(col))
    y = rect.top + line
    for k, (label, us, them) in enumerate(rows):
        last = k == len(rows) - 1
        if last:
            pygame.draw.line(
                surface,
                theme.GOLD,
                (rect.left, y - ui.px(3)),
                (rect.right, y - ui.px(3)),
                max(1, ui.px(1)),
            )
        role, ink = ("bold", theme.PAPER) if last else ("sans", theme.MUTED)
        ui.label(surface, label, (rect.left, y), ui.small_px, ink, role, "topleft", round(label_w))
        for j, figure in enumerate((us, them)):
            x = rect.left + label_w + col * (j + 0.5)
            ui.label(surface, figure, (x, y), ui.small_px, theme.PAPER, role, "midtop", round(col))
        y += line


def _content(
    scene: ContreeTable, event: ev.HandEnded
) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """The hand's score table on the left, the match's score sheet on the right."""
    t = scene.app.t

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        gap = scene.app.ui.px(24)
        half = (rect.width - gap) // 2
        left = pygame.Rect(rect.left, rect.top, half, rect.height)
        right = pygame.Rect(rect.left + half + gap, rect.top, half, rect.height)
        _table(
            scene,
            _terms(scene, event.score, event.points),
            t("contree.result.this_hand"),
            surface,
            left,
        )
        _table(scene, _sheet(scene), t("contree.result.sheet"), surface, right)

    return draw


def hand_result(scene: ContreeTable, event: ev.HandEnded, release) -> Dialog:
    rows = max(
        len(_terms(scene, event.score, event.points)),
        min(len(scene.match.state.finished), SHEET_ROWS) + 1,
    )
    return hand_result_dialog(
        scene,
        lambda: hand_title(scene, event),
        lambda: hand_explanation(scene, event),
        release,
        content=_content(scene, event),
        content_height=0.34 * (rows + 1) + 0.1,
    )


def match_result(scene: ContreeTable, event: ev.MatchEnded, release) -> Dialog:
    t = scene.app.t

    def again() -> None:
        release()
        scene.play_again()

    def menu() -> None:
        release()
        scene.to_menu()

    def title() -> str:
        if scene.match.demo:
            first, second = (scene.name(s) for s in (event.winner, event.winner + 2))
            return t("match.title_team", first=first, second=second)
        return t("match.title_won" if event.winner == 0 else "match.title_lost")

    def body() -> str:
        return "\n".join(
            (
                t("contree.result.final", us=event.scores[0], them=event.scores[1]),
                t("match.hands", count=len(scene.match.state.finished)),
            )
        )

    return table_dialog(
        scene,
        title,
        body,
        [
            (lambda: t("match.again"), again, "primary"),
            (lambda: t("menu.back_to_menu"), menu, "secondary"),
        ],
        content=lambda surface, rect: _table(
            scene, _sheet(scene), t("contree.result.sheet"), surface, rect
        ),
        content_height=0.34 * (min(len(scene.match.state.finished), SHEET_ROWS) + 2) + 0.1,
        auto_close=RESULT_SECONDS if scene.match.demo else None,
    )
