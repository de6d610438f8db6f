"""Announcements (rule 13, option ``announcements: on``) as the bots weigh them.

- **In the auction** the hand's announcements count toward the contract it names (the
  attack's scored announcements make the contract with its card points): a tierce is 20
  points more to bid.
- **At the first card** a seat declares what it holds, kind by kind, the best first — or
  keeps its hand secret. A declaration scores only if its team's is the best declared, and
  only the scoring team shows its cards after the first trick. The standard player and the
  expert keep quiet only when the declaration cannot score: an opponent declared a kind
  worth more than all their team can show (the partner has played its first card), and
  declaring would only tell what the hand holds. Otherwise they declare: in duplicate deals
  of the standard bots under the *Coinche* preset, keeping a defender's lone tierce secret
  (facing a high contract, or after the attack declared) lost 3 to 5 points a hand against
  declaring it — its 20 points outweigh what three cards shown tell the declarer. The
  novice declares whatever it holds.

What each kind is worth at least (``KIND_POINTS``) is all a seat knows of another's
declaration before the cards are shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.advice import Advice, Reason
from game.contree.rules import announcements as ann
from game.contree.rules.actions import DECLARES, Declare
from game.contree.rules.view import SeatView

KIND_POINTS = {ann.TIERCE: 20, ann.CINQUANTE: 50, ann.CENT: 100, ann.CARRE: 100}
"""The fewest points a declared kind is worth (a carré: 100 to 200)."""


def contract_bonus(view: SeatView, hand: Sequence[int], trump: int) -> int:
    """The points the hand's announcements add toward a contract in ``trump`` (none unless
    ``announcements: on``)."""
    if view.options.announcements != "on":
        return 0
    return sum(a.points for a in ann.held(hand, trump))


def undeclared(view: SeatView) -> list[ann.Announcement]:
    """The seat's announcements it may still declare now, the best first."""
    kinds = {a.kind for a in view.legal if isinstance(a, Declare)}
    return [a for a in view.undeclared() if a.kind in kinds]


def decide(view: SeatView, plain: bool) -> tuple[Declare | None, Reason | None]:
    """The declaration to make now and why, or ``(None, reason)`` to keep the hand secret
    (``reason`` to be told with the card played; None when there is nothing to declare).
    ``plain``: the novice's habit, every announcement declared."""
    held = undeclared(view)
    if not held:
        return None, None
    a = held[0]
    contract = view.played_contract()
    team = view.seat % 2
    theirs = [DECLARES[s, k] for s, k in view.declared if s % 2 != team]
    ours = [k for s, k in view.declared if s % 2 == team]
    action = DECLARES[view.seat, a.kind]
    kind = (("kind", action),)  # named as the call is said: "Tierce"
    points = (("points", a.points),)
    if plain:
        return action, Reason("contree.declare_plain", kind, points)
    top = max(theirs, key=lambda d: KIND_POINTS[d.kind], default=None)
    best_ours = max([a.points, *(KIND_POINTS[k] for k in ours)])
    partner_played = any(s == (view.seat + 2) % 4 for s, _ in view.trick)
    if top is not None and KIND_POINTS[top.kind] > best_ours and partner_played:
        return None, Reason("contree.quiet_beaten", (*kind, ("their", top)))
    if contract.attack == team:
        return action, Reason("contree.declare_attack", kind, points)
    if ours:
        return action, Reason("contree.declare_team", kind, points)
    return action, Reason("contree.declare_defence", kind, points)


def declaration(view: SeatView, plain: bool) -> Advice | None:
    """The declaration a bot makes now, with its reason, or None (it plays a card)."""
    if view.announcements == () or view.phase != "play" or view.tricks:
        return None
    action, reason = decide(view, plain)
    if action is None or reason is None:
        return None
    return Advice(action, reason)


def quiet(view: SeatView, card: int, plain: bool) -> Reason | None:
    """Why the seat keeps its announcements secret, playing ``card`` (the hint's sentence),
    or None when it holds none undeclared."""
    if view.announcements == () or view.tricks:
        return None
    action, reason = decide(view, plain)
    if action is not None or reason is None:
        return None
    return Reason(reason.key, (*reason.cards, ("card", card)), reason.values, reason.terms)
