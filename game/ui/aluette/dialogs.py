"""Aluette's dialogs at the table: the decisions the human makes and the results they are told.

Each decision spells out its consequences before the player commits (who gets the talon,
what an offer of the point costs or earns). Results say who won and why in the words of the
rules: most tricks, first to reach, mordienne. The answers go back to the table as engine
actions; the facts shown come from the engine's events and state.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.aluette.rules import events as ev
from game.aluette.rules.actions import ChantVote, Offer, OfferAgree, OfferAnswer
from game.ui import theme
from game.ui.aluette.host import AluetteTable
from game.ui.scenes.dialogs import Dialog
from game.ui.table.dialogs import RESULT_SECONDS, hand_result_dialog, table_dialog
from game.ui.table.host import Players
from game.ui.table.match import HUMAN
from game.ui.table.render import star


def decision(scene: AluetteTable, kind: str) -> Dialog:
    """The dialog of a choice: "chant", "offer" (propose), "offer_agree", "offer_answer".

    When the human decides for their Petit-Jean, the title says so.
    """
    dialog = {
        "chant": _chant,
        "offer": _offer,
        "offer_agree": _offer_agree,
        "offer_answer": _offer_answer,
    }[kind](scene)
    seat = scene.acting()
    if seat != HUMAN:
        title = dialog.title
        dialog.title = lambda: scene.app.t("table.for_dummy", what=title(), name=scene.name(seat))
    return dialog


def _partner_names(scene: AluetteTable) -> str:
    """The human's partners by name ("Anne", "Anne and Marie")."""
    names = [scene.name(s) for s in scene.match.state.partners(HUMAN)]
    if len(names) < 2:
        return "".join(names)
    return scene.app.t("common.and", first=", ".join(names[:-1]), last=names[-1])


def _chant(scene: AluetteTable) -> Dialog:
    t, state, seat = scene.app.t, scene.match.state, scene.acting()
    first = state.next_seat(state.dealer)
    second = state.dealer
    if state.options.chant_recipients == "left_and_dealer_partner":
        second = state.partners(state.dealer)[0]

    def body() -> str:
        text = t("chant.body", first=scene.name(first, True), second=scene.name(second, True))
        agreed = [scene.name(seat) for seat, yes in state.votes if yes]
        if agreed:
            text += "\n" + t("chant.votes", count=len(agreed), names=", ".join(agreed))
        return text

    return table_dialog(
        scene,
        lambda: t("chant.title"),
        body,
        [
            (lambda: t("chant.yes"), lambda: scene.apply(ChantVote(seat, True)), "primary"),
            (lambda: t("chant.no"), lambda: scene.apply(ChantVote(seat, False)), "secondary"),
        ],
        hinted=True,
    )


def _offer(scene: AluetteTable) -> Dialog:
    t, options = scene.app.t, scene.match.state.options
    key = "offer.body" if options.refusal_obliges_mordienne else "offer.body_concession"
    if not scene.match.state.partners(HUMAN):
        key += "_alone"
    return table_dialog(
        scene,
        lambda: t("offer.title"),
        lambda: t(key, partner=_partner_names(scene)),
        [
            (lambda: t("offer.confirm"), lambda: scene.apply(Offer(HUMAN)), "primary"),
            (lambda: t("common.cancel"), lambda: None, "secondary"),
        ],
        escape=lambda: None,
    )


def _offer_agree(scene: AluetteTable) -> Dialog:
    t, state, seat = scene.app.t, scene.match.state, scene.acting()
    proposer = state.offer.proposer if state.offer else 2
    key = (
        "offer.agree_body"
        if state.options.refusal_obliges_mordienne
        else "offer.agree_body_concession"
    )
    return table_dialog(
        scene,
        lambda: t("offer.agree_title"),
        lambda: t(key, name=scene.name(proposer)),
        [
            (lambda: t("offer.agree_yes"), lambda: scene.apply(OfferAgree(seat, True)), "primary"),
            (
                lambda: t("offer.agree_no"),
                lambda: scene.apply(OfferAgree(seat, False)),
                "secondary",
            ),
        ],
        hinted=True,
    )


def _offer_answer(scene: AluetteTable) -> Dialog:
    t, state, seat = scene.app.t, scene.match.state, scene.acting()
    return table_dialog(
        scene,
        lambda: t("offer.answer_title"),
        lambda: t(
            "offer.answer_body" if state.partners(HUMAN) else "offer.answer_body_alone",
            partner=_partner_names(scene),
        ),
        [
            (lambda: t("offer.accept"), lambda: scene.apply(OfferAnswer(seat, True)), "primary"),
            (
                lambda: t("offer.refuse"),
                lambda: scene.apply(OfferAnswer(seat, False)),
                "secondary",
            ),
        ],
        hinted=True,
    )


# --- results ----------------------------------------------------------------------------------


def _side(team: int) -> str:
    """Team 0 is the human's side (the human sits at seat 0)."""
    return "us" if team == 0 else "them"


def hand_reason(scene: Players, event: ev.HandEnded) -> str:
    """Why the hand ended as it did, in one or two sentences."""
    t = scene.app.t
    reason, winner = event.reason, event.winner
    counts = event.tricks_won
    if reason == "offer_accepted":
        team = 0 if event.points[0] else 1
        return t(f"hand.reason_offer_accepted_{_side(team)}")
    if reason in ("refusal_mordienne", "refusal_failed"):
        team = 0 if event.points[0] else 1
        return t(f"hand.reason_{reason}_{_side(team)}")
    if reason in ("all_spoiled", "tied") or winner is None:
        return t(f"hand.reason_{reason}")
    if reason == "team_tricks":  # the short text: team totals decide
        teams = scene.model.teams
        totals = [sum(c for s, c in enumerate(counts) if teams[s] == k) for k in (0, 1)]
        best = totals[teams[winner]]
        how = "first" if totals.count(best) > 1 else "most"
        return t(f"hand.reason_team_{how}_{_side(teams[winner])}", count=best)
    name = scene.name(winner)
    if reason in ("mordienne", "specials"):
        return t(scene.about(f"hand.reason_{reason}", winner), name=name)
    best = counts[winner]
    key = "hand.reason_first" if sum(1 for c in counts if c == best) > 1 else "hand.reason_most"
    return t(scene.about(key, winner), name=name, count=best)


def hand_title(scene: Players, event: ev.HandEnded) -> str:
    """The result's headline: who won the hand, and for which side."""
    t = scene.app.t
    if event.reason == "offer_accepted":
        return t("hand.title_offer")
    if event.winner is None:
        return t("hand.title_nobody")
    if scene.is_human(event.winner):
        return t("hand.title_you")
    if scene.model.alone:
        return t("hand.title_alone", name=scene.name(event.winner))
    side = _side(scene.model.teams[event.winner])
    return t(f"hand.title_{side}", name=scene.name(event.winner))


def points_sentence(scene: Players, points: tuple[int, ...]) -> str:
    """Which team (or, each for themselves, which player) scored this hand, and how much."""
    t = scene.app.t
    team = next((k for k, p in enumerate(points) if p), None)
    if team is None:
        return t("hand.points_none")
    if scene.model.alone:
        seat = scene.model.teams.index(team)
        key = scene.about("hand.points_seat", seat)
        return t(key, name=scene.name(seat), count=points[team])
    return t(f"hand.points_{_side(team)}", count=points[team])


def score_line(scene: Players, scores: tuple[int, ...], key: str = "hand.score") -> str:
    """The match score (``key``: so far, or final): us and them, or every player's points."""
    t, m = scene.app.t, scene.model
    if not m.alone:
        return t(key, us=scores[0], them=scores[1])
    each = ", ".join(f"{scene.name(s)} {scores[m.teams[s]]}" for s in range(m.seats))
    return t(f"{key}_each", scores=each)


def _points_line(scene: AluetteTable, event: ev.HandEnded) -> str:
    return points_sentence(scene, event.points) + "\n" + score_line(scene, scene.model.scores)


SPOILED_LINE = 0.4
"""Height of the spoiled tricks' line under the trick counts, in hundreds of design pixels."""


def _tricks_table(
    scene: AluetteTable, counts: tuple[int, ...], winner: int | None, spoiled: int
) -> Callable[[pygame.Surface, pygame.Rect], None]:
    """Every player's trick count, two rows of seats, the hand's winner marked; under them
    the spoiled tricks, so that the counts add up to every trick played."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        ui, m = scene.app.ui, scene.model
        if spoiled:
            line = round(SPOILED_LINE * ui.px(100))
            rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - line)
            ui.label(
                surface,
                scene.app.t("hand.spoiled", count=spoiled),
                (rect.centerx, rect.bottom + line // 2),
                ui.body_px,
                theme.MUTED,
                "sans",
                "center",
                rect.width,
            )
        cols = (m.seats + 1) // 2
        rows = (m.seats + cols - 1) // cols
        cell_w, cell_h = rect.width // cols, rect.height // 2
        top = rect.top + (2 - rows) * cell_h // 2
        icon = min(cell_h - ui.px(8), ui.px(64))
        for seat in range(m.seats):
            row, col = divmod(seat, cols)
            cell = pygame.Rect(rect.left + col * cell_w, top + row * cell_h, cell_w, cell_h)
            face = scene.avatars.get(seat, None, icon)
            surface.blit(face, face.get_rect(midleft=(cell.left + ui.px(6), cell.centery)))
            colour = theme.TEAM_US if m.ally(seat) else theme.TEAM_THEM
            x = cell.left + icon + ui.px(16)
            width = cell.right - x - ui.px(6)
            ui.label(
                surface,
                scene.name(seat),
                (x, cell.centery - ui.px(2)),
                ui.body_px,
                colour,
                "bold",
                "bottomleft",
                width,
            )
            tricks = scene.app.t("hand.tricks", count=counts[seat])
            tone = theme.GOLD_LIGHT if seat == winner else theme.PAPER
            ui.label(
                surface,
                tricks,
                (x, cell.centery + ui.px(2)),
                ui.body_px,
                tone,
                "sans",
                "topleft",
                width,
            )
            if seat == winner:
                r = ui.px(10)
                star(surface, (cell.left + icon + ui.px(4), cell.top + r), r)

    return draw


def hand_result(scene: AluetteTable, event: ev.HandEnded, release) -> Dialog:
    return hand_result_dialog(
        scene,
        lambda: hand_title(scene, event),
        lambda: hand_reason(scene, event) + "\n" + _points_line(scene, event),
        release,
        content=_tricks_table(scene, event.tricks_won, event.winner, event.spoiled),
        content_height=1.5 + (SPOILED_LINE if event.spoiled else 0),
    )


def match_summary(scene: AluetteTable, event: ev.MatchEnded) -> str:
    """The final score and a few facts of the match."""
    t, state = scene.app.t, scene.match.state
    hands = state.finished
    mord = [0, 0]
    spoiled = 0
    for hand in hands:
        result = hand.result
        assert result is not None, "a hand of state.finished has its result"
        if result.mordienne and result.winner is not None:
            mord[state.team(result.winner)] += 1
        spoiled += sum(1 for w in hand.winners if w is None)
    lines = [
        score_line(scene, event.scores, "match.final_score"),
        t("match.hands", count=len(hands)),
    ]
    if state.options.mordienne_mode != "off":
        lines.append(t("match.mordiennes", us=mord[0], them=mord[1]))
    lines.append(t("match.spoiled", count=spoiled))
    return "\n".join(lines)


def match_result(scene: AluetteTable, event: ev.MatchEnded, release) -> Dialog:
    t, state = scene.app.t, scene.match.state
    won = event.winner == 0

    def again() -> None:
        release()
        scene.play_again()

    def menu() -> None:
        release()
        scene.to_menu()

    def title() -> str:
        assert event.winner is not None, "the engine ends a match with its winner"
        if scene.model.alone:
            if won and not scene.match.demo:
                return t("match.title_you")
            return t("match.title_seat", name=scene.name(event.winner))
        if scene.match.demo:
            seats = range(scene.model.seats)
            names = [scene.name(s) for s in seats if state.team(s) == event.winner]
            first, last = ", ".join(names[:-1]), names[-1]
            return t("match.title_team", first=first, second=last)
        return t("match.title_won" if won else "match.title_lost")

    return table_dialog(
        scene,
        title,
        lambda: match_summary(scene, event),
        [
            (lambda: t("match.again"), again, "primary"),
            (lambda: t("menu.back_to_menu"), menu, "secondary"),
        ],
        auto_close=RESULT_SECONDS if scene.match.demo else None,
    )
