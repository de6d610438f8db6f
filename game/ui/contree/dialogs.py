"""Contrée's result dialogs: a hand's score that explains itself, the sheet, the match's end.

Every number is a term of the engine's ``HandScore`` (``contree.rules.scoring``): card
points with the dix de der, the belote margin, whether the contract was made, the defence's
rounding, the contract's value times its multiplier, each scoring system's sentence (rule
12), the announcements (whose, counted toward the contract or not) and what each side scores.
Nothing is computed here but the sentences; the score sheet lists the finished hands the
engine keeps.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.contree.cards import LAST_TRICK_BONUS
from game.contree.rules import events as ev
from game.contree.rules.actions import CAPOT
from game.contree.rules.scoring import BASE, HAND, SYSTEMS, HandScore
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
    lines.append(_made_line(scene, s))
    if s.multiplier > 1 and s.system in ("made_and_declared", "declared"):
        lines.append(
            t(
                "contree.result.multiplied",
                value=s.value,
                multiplier=s.multiplier,
                total=s.contract_value,
            )
        )
    lines.append(SYSTEM_LINES[s.system](scene, s))
    for team, points in enumerate(s.belote_points):
        if points:
            lines.append(t(f"contree.result.belote_{_side(team)}", count=points))
    if s.announcement_team is not None:
        lines.append(_announced_line(scene, s))
    return "\n".join(lines)


def _made_line(scene: ContreePlayers, s: HandScore) -> str:
    """Whether the contract was made: the tricks of a capot, or what the attack counts toward
    the value (its card points, its belote margin, its scored announcements)."""
    t = scene.app.t
    attack = s.card_points[s.attack]
    made = "made" if s.made else "down"
    if s.value == CAPOT:
        return t(f"contree.result.capot_{made}", count=s.tricks[s.attack])
    if s.attack_announcements:
        parts = [t("contree.result.part_points", points=attack)]
        if s.margin:
            parts.append(t("contree.result.part_belote"))
        parts.append(t("contree.result.part_announced", points=s.attack_announcements))
        total = attack + s.margin + s.attack_announcements
        return t(f"contree.result.sum_{made}", parts=" + ".join(parts), total=total, value=s.value)
    if s.margin:
        total = attack + s.margin
        return t(f"contree.result.margin_{made}", points=attack, total=total, value=s.value)
    return t(f"contree.result.points_{made}", points=attack, value=s.value)


def _text_line(scene: ContreePlayers, s: HandScore) -> str:
    """Rule 10 (``made_and_declared``): the defence's points rounded, 160 less them plus the
    contract to the attack; down, 160 plus the contract to the defence."""
    t = scene.app.t
    if s.made:
        return t(
            "contree.result.rounding",
            points=s.card_points[1 - s.attack],
            rounded=s.defence_rounded,
            base=BASE,
            value=s.contract_value,
            total=s.contract_points[s.attack],
        )
    total = s.contract_points[1 - s.attack]
    return t("contree.result.down_scores", base=BASE, value=s.contract_value, total=total)


def _declared_line(scene: ContreePlayers, s: HandScore) -> str:
    """Rule 12, ``declared``: the contract's value to the side that wins it."""
    winner = s.attack if s.made else 1 - s.attack
    key = "declared_made" if s.made else "declared_down"
    return scene.app.t(f"contree.result.{key}", value=s.contract_points[winner])


def _made_points_line(scene: ContreePlayers, s: HandScore) -> str:
    """Rule 12, ``made``: each side's card points rounded (the attack's multiplied)."""
    t, defence = scene.app.t, 1 - s.attack
    if not s.made:
        total = s.contract_points[defence]
        return t("contree.result.made_down", base=BASE, multiplier=s.multiplier, total=total)
    key = "made_rounded_multiplied" if s.multiplier > 1 else "made_rounded"
    return t(
        f"contree.result.{key}",
        points=s.card_points[s.attack],
        rounded=s.attack_rounded,
        multiplier=s.multiplier,
        total=s.contract_points[s.attack],
        defence=s.card_points[defence],
        defence_rounded=s.defence_rounded,
    )


def _club_line(scene: ContreePlayers, s: HandScore) -> str:
    """Rule 12, ``club``: no rounding; contred, the side that wins the bet takes all."""
    t, defence = scene.app.t, 1 - s.attack
    winner = s.attack if s.made else defence
    total = s.contract_points[winner]
    if s.multiplier > 1:
        key = f"club_bet_{_side(winner)}"
        return t(
            f"contree.result.{key}",
            base=s.club_total,
            value=s.value,
            multiplier=s.multiplier,
            total=total,
        )
    if not s.made:
        return t("contree.result.club_down", base=HAND, value=s.value, total=total)
    if s.club_total != HAND:
        return t("contree.result.club_capot", points=s.club_total, value=s.value, total=total)
    return t(
        "contree.result.club_made",
        points=s.card_points[s.attack],
        value=s.value,
        total=total,
        defence=s.card_points[defence],
    )


SYSTEM_LINES: dict[str, Callable[[ContreePlayers, HandScore], str]] = {
    "made_and_declared": _text_line,
    "declared": _declared_line,
    "made": _made_points_line,
    "club": _club_line,
}
"""How each scoring system (rule 12) gives the contract's points, in a sentence."""
assert set(SYSTEM_LINES) == set(SYSTEMS), "every scoring system is explained"


def _announced_line(scene: ContreePlayers, s: HandScore) -> str:
    """Whose announcements scored and where their points went (down: to the defence); the
    defence's are said not to count toward the contract (the attack's are in its sum)."""
    team = s.announcement_team
    receiver = 0 if s.announcement_points[0] else 1
    how = "lost_" if receiver != team else "defence_" if team != s.attack else ""
    points = s.announcement_total
    return scene.app.t(f"contree.result.announced_{how}{_side(receiver)}", points=points)


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
        more = s.points != s.contract_points  # a belote or announcements scored besides
        if more:
            contract = [str(p) for p in s.contract_points]
            rows.append((t("contree.result.row_contract"), contract[0], contract[1]))
        if s.belote is not None:
            mark = (t("contree.result.belote_mark"), "")
            if any(s.belote_points):
                mark = (t("contree.result.plus", points=max(s.belote_points)), "")
            rows.append((t("contree.result.row_belote"), *(mark if s.belote == 0 else mark[::-1])))
        if any(s.announcement_points):
            us, them = (
                t("contree.result.plus", points=p) if p else "" for p in s.announcement_points
            )
            rows.append((t("contree.result.row_announced"), us, them))
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
            p, score = result.points, result.score
            announced = score.announcement_total if score is not None else 0
            key = "sheet_hand_announced" if announced else "sheet_hand"
            label = t(f"contree.result.{key}", number=k + 1, points=announced)
            rows.append((label, str(p[0]), str(p[1])))
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
