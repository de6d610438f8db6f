"""Bidding as a belote player does it: judge the hand for each trump, open, answer, contre.

A hand is judged per trump suit by its features — the jack, the nine, the ace, the ten, king
and queen of trumps, trump length, side aces and the tens with them, voids and singletons —
weighted by what each was worth in hands played out by the standard bots (a least-squares
fit of the team's card points over 8,000 contracts, kept here as data): ``OPENER`` weighs
the hand of the player who names the trump, with an average partner; ``SUPPORT`` what a
card brings to whichever side holds it. The belote counts 20 when it counts toward a
contract. So:

- **open** at the value the hand is worth (rounded down to the tens, less a margin, from
  80): a contract that fails costs the whole hand, one bid too low only ten;
- **answer** the partner's suit (the text's "answer one's team mate"): what the hand adds to
  an average partner's — its jack, its nine, its length, side aces, its belote — raises the
  partner's bid; a hand that does not fit the partner's suit bids its own when it is worth
  more;
- **capot** with eight sure tricks;
- **contre** a contract the opponents are expected to miss once this hand's cards against
  them (and a partner who bid) are counted; **surcontre** one the team is sure to make.

With ``no_trump: on`` the no-trump and all-trumps contracts are judged the same way by their
own features (``ai/notrump.py``: aces and tens, jacks and nines); with ``announcements: on``
the hand's announcements count toward the contract (``ai/announce.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import mul

from game.advice import Advice, Reason
from game.contree.ai import notrump
from game.contree.ai.announce import contract_bonus
from game.contree.ai.knowledge import Knowledge
from game.contree.cards import NO_TRUMP, STRENGTH, TRUMP_NAMES, TRUMPS
from game.contree.rules.actions import CAPOT, Bid, Call, Contre, Pass, Surcontre
from game.contree.rules.view import SeatView

R7, R8, R9, RT, RJ, RQ, RK, RA = range(8)

OPENER_BASE = 57
OPENER = (20, 10, 5, 5, -1, 2, 0, 0, 12, -5, 10, 6, 3, 7, 1)
"""The team's card points when this hand names the trump: ``OPENER_BASE`` + weights·features
(an average partner included; spread ±30)."""
SUPPORT = (39, 20, -1, 13, -3, 10, 7, 6, 14, -15, 15, 4, 5, 8, 2)
"""What a hand's cards bring to the side that holds them, partner's or opponents'."""
AVERAGE_SUPPORT = 43
"""``SUPPORT``·features of an average hand."""
BELOTE = 20
BARE_TRUMPS = 20
"""What a trump suit without its jack or nine loses to the opponents who hold them: the fit
weighs length as it came with honours, and length alone does not take their two tricks."""

OPENING = 80
OPEN_MARGIN = 15
"""A bid is the estimate less this, rounded down to the tens: failing costs the hand (20
passed too many hands that make: the standard player took a fifth of the contracts against
the novice and made nine in ten)."""
ANSWER_MARGIN = 5
"""Less margin once the partner has spoken: his bid says much of what he holds."""
CONTRE_MARGIN = 5
"""A contract is contred when the opponents are expected this far short of it."""
PARTNER_BID_DEFENCE = 15
"""What a partner who bid a suit of his own adds to the defence."""
SURCONTRE_MARGIN = 30
NOVICE_CONTRE_MARGIN = 40
ACE_WORDS = ("none", "one", "two", "three")
"""Locale keys (``hints.contree.aces.*``) of the side aces a hand holds."""
Terms = tuple[tuple[str, str], ...]


def features(hand: Sequence[int], trump: int) -> tuple[int, ...]:
    """The hand's features when ``trump`` is trumps, in the order of the weights: jack,
    nine, nine with the jack, ace, ace with the jack or nine, ten, king, queen (of trumps);
    trumps beyond two, beyond four; side aces, side tens with their ace, without it; side
    voids, singletons."""
    ranks = [0, 0, 0, 0]  # a bit per rank held, by suit: one pass over the hand
    for c in hand:
        ranks[c >> 3] |= 1 << (c & 7)
    aces = tens_ace = tens = voids = singletons = 0
    for suit in range(4):
        held = ranks[suit]
        if suit == trump:
            continue
        if not held:
            voids += 1
            continue
        ace = held >> RA & 1
        ten = held >> RT & 1
        aces += ace
        tens_ace += ten & ace
        tens += ten & (ace ^ 1)
        singletons += held & (held - 1) == 0
    held = ranks[trump]
    n = held.bit_count()
    jack, nine, ace = held >> RJ & 1, held >> R9 & 1, held >> RA & 1
    return (
        jack, nine, nine & jack, ace, ace & (jack | nine), held >> RT & 1, held >> RK & 1,
        held >> RQ & 1, max(0, n - 2), max(0, n - 4), aces, tens_ace, tens, voids, singletons,
    )  # fmt: skip


def _weigh(weights: Sequence[int], hand: Sequence[int], trump: int) -> int:
    return sum(map(mul, weights, features(hand, trump)))


def has_belote(hand: Sequence[int], trump: int) -> bool:
    return trump * 8 + RK in hand and trump * 8 + RQ in hand


def team_estimate(
    hand: Sequence[int], trump: int, belote: bool, bare_trumps: int = BARE_TRUMPS
) -> int:
    """The points the team may expect when this hand names ``trump`` (average partner),
    the belote's 20 included when it counts, ``bare_trumps`` less without the jack or the
    nine of trumps."""
    if trump >= NO_TRUMP:
        return notrump.estimate(hand, trump)
    margin = BELOTE if belote and has_belote(hand, trump) else 0
    bare = 0 if trump * 8 + RJ in hand or trump * 8 + R9 in hand else bare_trumps
    return OPENER_BASE + _weigh(OPENER, hand, trump) + margin - bare


def strong(hand: Sequence[int], suit: int) -> bool:
    """A suit strong enough to name trumps over a partner's: its jack, or its nine and three
    more, or five of it."""
    ranks = {c & 7 for c in hand if c >> 3 == suit}
    return RJ in ranks or (R9 in ranks and len(ranks) >= 4) or len(ranks) >= 5


def support(hand: Sequence[int], trump: int, belote: bool) -> int:
    """What the hand adds to the partner's contract in ``trump``, above an average hand."""
    if trump >= NO_TRUMP:
        return notrump.support(hand, trump)
    margin = BELOTE if belote and has_belote(hand, trump) else 0
    return _weigh(SUPPORT, hand, trump) - AVERAGE_SUPPORT + margin


def fits(hand: Sequence[int], trump: int) -> bool:
    """The hand supports the partner's suit: its jack or nine, or three of it."""
    if trump >= NO_TRUMP:
        return notrump.fits(hand, trump)
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    return bool(trumps & {RJ, R9}) or len(trumps) >= 3


def sure_tricks(hand: Sequence[int], trump: int) -> int:
    """Tricks the hand takes whatever the others hold: its top trumps (and all of them when
    it holds the three best and five), then side aces and the tens under them."""
    if trump >= NO_TRUMP:
        return notrump.sure_tricks(hand, trump)
    order = (RJ, R9, RA, RT, RK, RQ, R8, R7)
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    run = 0
    for r in order:
        if r not in trumps:
            break
        run += 1
    tricks = len(trumps) if run >= 3 and len(trumps) >= 5 else run
    for suit in range(4):
        if suit == trump:
            continue
        ranks = {c & 7 for c in hand if c >> 3 == suit}
        if RA in ranks:
            tricks += 2 if RT in ranks else 1
    return tricks


def opponents_suits(view: SeatView, k: Knowledge) -> set[int]:
    """The suits the opponents bid: a hand strong in them contres rather than names them."""
    return {b.trump for seat in ((view.seat + 1) % 4, (view.seat + 3) % 4) for b in k.bids[seat]}


def floor10(points: int) -> int:
    return points // 10 * 10


class Bidder:
    """The conventional auction of a seat: ``advise(view, knowledge)`` is its call now and why.

    ``answers`` (the partner's suit raised, one's own suit when it does not fit, never the
    opponents' suit), the margins of an opening and a contre and whether a suit without its
    jack or nine is marked down (``bare_trumps``) tell the novice from the standard player.
    """

    def __init__(
        self,
        answers: bool = True,
        contre_margin: int = CONTRE_MARGIN,
        open_margin: int = OPEN_MARGIN,
        bare_trumps: int = BARE_TRUMPS,
    ) -> None:
        self.answers = answers
        self.contre_margin = contre_margin
        self.open_margin = open_margin
        self.bare_trumps = bare_trumps

    def estimate(self, view: SeatView, suit: int) -> int:
        """``team_estimate`` of the view's hand as this bidder judges it, with what its
        announcements add toward the contract."""
        hand = view.hand
        bare = self.bare_trumps
        return team_estimate(hand, suit, self.belote_counts(view), bare) + contract_bonus(
            view, hand, suit
        )

    def advise(self, view: SeatView, k: Knowledge) -> Advice:
        """The call and what in the hand (or the auction) decided it."""
        seat = view.seat
        legal = set(view.legal)
        if view.contre is not None:
            standing = view.standing_bid()
            worth = self.surcontre_worth(view, k)
            if self.wants_surcontre(view, k):
                return Advice(Surcontre(seat), _about(standing, "contree.surcontre", worth))
            ours = (standing.seat - seat) % 2 == 0
            key = "contree.pass_contred_ours" if ours else "contree.pass_contred_theirs"
            return Advice(Pass(seat), Reason(key, (("call", standing),)))
        bid = self.best_bid(view, k)
        if bid is not None and bid in legal:
            return Advice(bid, self.bid_reason(view, k, bid))
        if Contre(seat) in legal and self.wants_contre(view, k):
            return Advice(Contre(seat), self.contre_reason(view, k))
        return Advice(Pass(seat), self.pass_reason(view, k))

    def bid_reason(self, view: SeatView, k: Knowledge, bid: Bid) -> Reason:
        """A bid: capot's sure tricks, the partner's suit supported, or the hand's worth."""
        hand, suit = view.hand, bid.trump
        if bid.value == CAPOT:
            tricks = sure_tricks(hand, suit)
            return Reason("contree.bid_capot", (("call", bid),), (("count", tricks),))
        terms, values = hand_words(hand, suit)
        partner_bids = k.bids[(view.seat + 2) % 4]
        theirs = next((b for b in reversed(partner_bids) if b.trump == suit), None)
        top = _TOP if suit >= NO_TRUMP else ""
        if self.answers and theirs is not None:
            key = "contree.bid_answer" + top
            return Reason(key, (("call", bid), ("their", theirs)), values, terms)
        worth = self.estimate(view, suit)
        key = ("contree.bid_strong" if self.open_margin else "contree.bid_full") + top
        return Reason(key, (("call", bid),), (*values, ("worth", worth)), terms)

    def contre_reason(self, view: SeatView, k: Knowledge) -> Reason:
        """A contre: the jack of trumps against a capot, else what the opponents may expect."""
        bid = view.standing_bid()
        if bid.value == CAPOT:
            card = capot_stopper(view.hand, bid.trump)
            if card is None:  # asked of a contre not made (the expert weighs it)
                card = max(view.hand, key=STRENGTH[bid.trump].__getitem__)
            key = "contree.contre_capot" if bid.trump < NO_TRUMP else "contree.contre_capot_sure"
            return Reason(key, (("call", bid), ("card", card)))
        terms, values = hand_words(view.hand, bid.trump)
        partner = self.answers and bool(k.bids[(view.seat + 2) % 4])
        key = "contree.contre_partner" if partner else "contree.contre"
        key += _TOP if bid.trump >= NO_TRUMP else ""
        expected = self.defence_expectation(view, k)
        return Reason(key, (("call", bid),), (*values, ("expected", expected)), terms)

    def pass_reason(self, view: SeatView, k: Knowledge) -> Reason:
        """A pass: the team's contract stands, nothing is higher, or no suit makes the hand
        worth a bid."""
        seat = view.seat
        standing = view.bid
        bids = [a for a in view.legal if isinstance(a, Bid)]
        if standing is not None and (standing.seat - seat) % 2 == 0:
            return Reason("contree.pass_team", (("call", standing),))
        if not bids:
            return Reason("contree.pass_top", (("call", standing),))
        worth = self.suit_worth(view, k)
        suit = max(worth, key=lambda s: (worth[s], -s))
        floor = min(bids, key=lambda b: b.value)
        terms, values = hand_words(view.hand, suit)
        estimate = self.estimate(view, suit)
        lowest = Bid(seat, floor.value, suit)
        key = "contree.pass_weak" + (_TOP if suit >= NO_TRUMP else "")
        return Reason(key, (("call", lowest),), (*values, ("worth", estimate)), terms)

    def belote_counts(self, view: SeatView) -> bool:
        return view.options.belote != "off"

    def suit_worth(self, view: SeatView, k: Knowledge) -> dict[int, int]:
        """The value the team may contract for with each trump, given what the partner bid:
        the estimate less the margin of what is known of the partner's hand (no trump and all
        trumps too with ``no_trump: on``; the hand's announcements counted toward each)."""
        hand, seat = view.hand, view.seat
        belote = self.belote_counts(view)
        partner = (seat + 2) % 4
        worth = {}
        for suit in range(TRUMPS if view.options.no_trump == "on" else NO_TRUMP):
            own = self.estimate(view, suit)
            worth[suit] = own - self.open_margin
            if not self.answers:
                continue
            theirs = next((b for b in reversed(k.bids[partner]) if b.trump == suit), None)
            mine = next((b for b in reversed(k.bids[seat]) if b.trump == suit), None)
            if theirs is None:
                continue
            if mine is None:  # answer: the partner's bid and what this hand adds
                worth[suit] = theirs.value + self.open_margin + support(hand, suit, belote)
            elif _index(view, theirs) > _index(view, mine):  # he raised: what is not shown yet
                worth[suit] = theirs.value + max(0, own - self.open_margin - mine.value)
            else:
                worth[suit] = mine.value
            worth[suit] -= ANSWER_MARGIN
        return worth

    def best_bid(self, view: SeatView, k: Knowledge) -> Bid | None:
        """The bid the hand is worth now, or None."""
        seat = view.seat
        standing = view.bid
        if standing is not None and standing.seat == seat:
            return None
        floor = standing.value + 10 if standing is not None else OPENING
        partner_bids = k.bids[(seat + 2) % 4]
        partner_suit = partner_bids[-1].trump if self.answers and partner_bids else None
        candidates = []
        for suit, points in self.suit_worth(view, k).items():
            if self.answers and suit in opponents_suits(view, k):
                continue  # their trumps in this hand are for a contre
            if (
                partner_suit is not None
                and partner_suit != suit
                and (fits(view.hand, partner_suit) or not strong(view.hand, suit))
            ):
                continue  # support the partner's suit, or leave it for a weak one
            value = min(floor10(points), 160)
            if sure_tricks(view.hand, suit) >= 8:
                value = CAPOT
            if value >= floor:
                candidates.append((value, points, suit))
        if not candidates:
            return None
        value, _, suit = max(candidates)
        return Bid(seat, value, suit)

    def defence_expectation(self, view: SeatView, k: Knowledge) -> int:
        """What the opponents may expect from their standing bid against this hand: their bid
        says about its value plus the opening margin; this hand's cards against them, and a
        partner who bid, take from it."""
        bid = view.standing_bid()
        expected = bid.value + self.open_margin - support(view.hand, bid.trump, False)
        if self.answers and k.bids[(view.seat + 2) % 4]:
            expected -= PARTNER_BID_DEFENCE
        return expected

    def wants_contre(self, view: SeatView, k: Knowledge) -> bool:
        """The opponents' contract looks unmakeable against this hand and what was shown (a
        capot: this hand holds the jack of trumps)."""
        bid = view.bid
        if bid is None:
            return False
        if bid.value == CAPOT:
            return capot_stopper(view.hand, bid.trump) is not None
        return self.defence_expectation(view, k) < bid.value - self.contre_margin

    def surcontre_worth(self, view: SeatView, k: Knowledge) -> int:
        """What the team expects of the contred contract, the contre's hand against it."""
        return self.suit_worth(view, k)[view.standing_bid().trump] - PARTNER_BID_DEFENCE

    def wants_surcontre(self, view: SeatView, k: Knowledge) -> bool:
        """Sure of the contract even against the hand that contred it."""
        bid = view.standing_bid()
        worth = self.surcontre_worth(view, k)
        return bid.value != CAPOT and worth >= bid.value + SURCONTRE_MARGIN


def capot_stopper(hand: Sequence[int], trump: int) -> int | None:
    """A card of the hand sure to take a trick from a capot: the jack of trumps; in no trump
    or all trumps, the best card of a suit (an ace, a jack)."""
    if trump < NO_TRUMP:
        jack = trump * 8 + RJ
        return jack if jack in hand else None
    best = [c for c in hand if STRENGTH[trump][c] == 7]
    return min(best) if best else None


_TOP = "_top"
"""The reasons' keys for no trump and all trumps end so: they name aces and tens, or jacks
and nines, where a suit's name its trumps and side aces."""
HELD_WORDS = ("none", "one", "two", "three", "four")


def hand_words(hand: Sequence[int], trump: int) -> tuple[Terms, tuple[tuple[str, int], ...]]:
    """What a sentence says of a hand for ``trump``: its top trumps (jack, nine, ace), its
    side aces, the suit (as locale keys), and how many trumps it holds (``count``); in no
    trump and all trumps, how many of the two best ranks it holds (``first``, ``second``)."""
    if trump >= NO_TRUMP:
        first, second = notrump.tops(hand, trump)
        one, two = notrump.TOPS[trump]
        return (
            ("first", f"hints.contree.honours.{one}_{HELD_WORDS[first]}"),
            ("second", f"hints.contree.honours.{two}_{HELD_WORDS[second]}"),
            ("suit", f"contree.suits.{TRUMP_NAMES[trump]}"),
        ), ()
    trumps = {c & 7 for c in hand if c >> 3 == trump}
    honours = "_".join(n for n, r in (("jack", RJ), ("nine", R9), ("ace", RA)) if r in trumps)
    aces = sum(1 for c in hand if c >> 3 != trump and c & 7 == RA)
    terms = (
        ("honours", f"hints.contree.honours.{honours or 'none'}"),
        ("aces", f"hints.contree.aces.{ACE_WORDS[aces]}"),
        ("suit", f"contree.suits.{TRUMP_NAMES[trump]}"),
    )
    return terms, (("count", len(trumps)),)


def _about(bid: Bid, key: str, worth: int) -> Reason:
    return Reason(key, (("call", bid),), (("worth", worth),))


def _index(view: SeatView, call: Call) -> int:
    """Where ``call`` stands in the auction."""
    return next(i for i, c in enumerate(view.calls) if c is call)
