"""A second, independent implementation of Contrée's rules, for the tests only.

Written from the rule text (`CONTREE.md`: rules 1–14, the options table and "Hand records")
and from nothing else: it does not import `game` and was not written by reading the engine,
so that an engine test comparing against it checks the engine against the rules rather than
against itself. It is deliberately plain and slow (lists, brute force); it replays one hand
record and returns what `aluette replay FILE --json` must print for it, or raises
`RefereeError` for a record that breaks a rule.

Two points the rule text leaves open were settled after comparing with the engine, both of
presentation only: `tricks` lists the complete tricks (an open trick has no winner), and an
option `on`/`off` read from YAML as a boolean is accepted.
"""

from __future__ import annotations

from typing import Any

SUITS = "SHDC"
RANKS = "789TJQKA"  # the order of sequences (rule 13), the same in every suit
DECK = [rank + suit for suit in SUITS for rank in RANKS]

PLAIN_ORDER = "789JQKTA"  # low → high, other suits (and every suit in no trump)
TRUMP_ORDER = "78QKTA9J"  # low → high, the trump suit (and every suit in all trumps)
PLAIN_POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
NO_TRUMP_POINTS = {"A": 19, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
ALL_TRUMPS_POINTS = {"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}
LAST_TRICK = 10
VALUES = [80, 90, 100, 110, 120, 130, 140, 150, 160]
CAPOT_VALUE = 250

OPTIONS: dict[str, list[Any]] = {
    "direction": ["counterclockwise", "clockwise"],
    "shuffle": ["first_deal", "every_deal"],
    "deal": ["3-2-3", "3-3-2", "2-3-3", "4-4"],
    "contre": ["in_turn", "prompt"],
    "raise_on_trump_lead": [False, True],
    "undertrump": [False, True],
    "belote": ["margin", "points", "off"],
    "target": [1000, 1500, 2000, 3000],
    "hands": [0, *range(4, 21)],
    "scoring": ["made_and_declared", "declared", "made", "club"],
    "announcements": ["off", "on"],
    "no_trump": ["off", "on"],
}
KINDS = ("tierce", "cinquante", "cent", "carre")
CARRE_POINTS = {"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}


class RefereeError(ValueError):
    """The record breaks a rule; the message names the call or play and the rule."""


def team(seat: int) -> int:
    return seat % 2


def rank(card: str) -> str:
    return card[0]


def suit(card: str) -> str:
    return card[1]


def round10(points: int) -> int:
    """Rule 10: to the nearest ten, a units digit of 5 upward."""
    return (points + 5) // 10 * 10


# --- options and the record's shape -------------------------------------------------------


def read_options(record: dict[str, Any]) -> dict[str, Any]:
    options = {name: values[0] for name, values in OPTIONS.items()}
    for name, value in (record.get("options") or {}).items():
        if OPTIONS.get(name, [None])[0] == "off" and isinstance(value, bool):
            value = "on" if value else "off"  # YAML reads a bare on/off as a boolean
        if name not in OPTIONS:
            raise RefereeError(f"unknown option {name!r}")
        if value not in OPTIONS[name] or isinstance(value, bool) != isinstance(
            OPTIONS[name][0], bool
        ):
            raise RefereeError(f"option {name!r} cannot be {value!r}")
        options[name] = value
    return options


def read_hands(record: dict[str, Any]) -> list[list[str]]:
    hands = record.get("hands")
    if not isinstance(hands, list) or len(hands) != 4:
        raise RefereeError("hands: four hands are needed")
    for hand in hands:
        if not isinstance(hand, list) or len(hand) != 8:
            raise RefereeError("hands: each hand holds 8 cards")
    if sorted(card for hand in hands for card in hand) != sorted(DECK):
        raise RefereeError("hands: the four hands must hold the 32 cards once each")
    return [list(hand) for hand in hands]


def next_seat(seat: int, options: dict[str, Any]) -> int:
    return (seat + 1) % 4 if options["direction"] == "clockwise" else (seat + 3) % 4


# --- the auction (rules 4, 5 and 14) --------------------------------------------------------


def parse_bid(call: str, options: dict[str, Any]) -> tuple[int | str, str] | None:
    """`80H` → (80, "H"), `capotAT` → ("capot", "AT"); None when the text is no bid."""
    strains = list(SUITS) + (["NT", "AT"] if options["no_trump"] == "on" else [])
    for strain in strains:
        if call.endswith(strain):
            head = call[: -len(strain)]
            if head == "capot":
                return "capot", strain
            if head.isdigit() and int(head) in VALUES:
                return int(head), strain
    return None


def bid_height(value: int | str) -> int:
    return 1000 if value == "capot" else int(value)


class Auction:
    """The auction so far, call by call, refusing a call the rules do not allow."""

    def __init__(self, dealer: int, options: dict[str, Any]) -> None:
        self.options = options
        self.turn = next_seat(dealer, options)
        self.bid: tuple[int, int | str, str] | None = None  # bidder, value, strain
        self.multiplier = 1
        self.doubler: int | None = None
        self.to_answer: list[int] = []  # the contracted team's seats still to speak
        self.passes = 0
        self.last_call = ""
        self.over = False

    def call(self, number: int, seat: Any, call: Any) -> None:
        where = f"call {number} ({seat}, {call})"
        if self.over:
            raise RefereeError(f"{where}: the auction is over")
        if seat not in (0, 1, 2, 3) or not isinstance(call, str):
            raise RefereeError(f"{where}: not a call")
        if call == "contre":
            self.contre(where, seat)
        elif call == "surcontre":
            self.surcontre(where, seat)
        elif call == "pass":
            self.pass_(where, seat)
        else:
            self.raise_bid(where, seat, call)
        self.last_call = call

    def contre(self, where: str, seat: int) -> None:
        if self.bid is None:
            raise RefereeError(f"{where}: no bid to contre")
        if self.doubler is not None:
            raise RefereeError(f"{where}: the bid is already contred")
        bidder = self.bid[0]
        if team(seat) == team(bidder):
            raise RefereeError(f"{where}: a player cannot contre his own team")
        in_turn = seat == self.turn
        # `contre: prompt`: the opponent who is not next may contre at once after the bid.
        prompt = (
            self.options["contre"] == "prompt"
            and self.last_call == self.bid_text()
            and seat != self.turn
        )
        if not (in_turn or prompt):
            raise RefereeError(f"{where}: out of turn")
        self.doubler = seat
        self.multiplier = 2
        first = next_seat(seat, self.options)
        self.to_answer = [first, next_seat(next_seat(first, self.options), self.options)]
        self.turn = first

    def surcontre(self, where: str, seat: int) -> None:
        if self.doubler is None:
            raise RefereeError(f"{where}: surcontre only after a contre")
        if seat != self.turn:
            raise RefereeError(f"{where}: out of turn")
        self.multiplier = 4
        self.over = True

    def pass_(self, where: str, seat: int) -> None:
        if seat != self.turn:
            raise RefereeError(f"{where}: out of turn")
        if self.doubler is not None:
            self.to_answer.pop(0)
            self.over = not self.to_answer
            if self.to_answer:
                self.turn = self.to_answer[0]
            return
        self.passes += 1
        self.over = self.passes == (3 if self.bid else 4)
        self.turn = next_seat(seat, self.options)

    def raise_bid(self, where: str, seat: int, call: str) -> None:
        parsed = parse_bid(call, self.options)
        if parsed is None:
            raise RefereeError(f"{where}: not a call")
        if self.bid is not None and self.bid[0] == seat:
            raise RefereeError(f"{where}: a player cannot bid over his own bid")
        if seat != self.turn:
            raise RefereeError(f"{where}: out of turn")
        if self.doubler is not None:
            raise RefereeError(f"{where}: no bid after a contre")
        if self.bid is not None and bid_height(parsed[0]) <= bid_height(self.bid[1]):
            raise RefereeError(f"{where}: a bid must be higher than the standing bid")
        self.bid = (seat, parsed[0], parsed[1])
        self.passes = 0
        self.turn = next_seat(seat, self.options)

    def bid_text(self) -> str:
        assert self.bid is not None
        return f"{self.bid[1]}{self.bid[2]}"


# --- the play (rules 6 and 14) --------------------------------------------------------------


def order_index(card: str, strain: str) -> int:
    """How high a card stands in its own suit under the contract."""
    trump_like = strain == "AT" or suit(card) == strain
    return (TRUMP_ORDER if trump_like else PLAIN_ORDER).index(rank(card))


def card_points(card: str, strain: str) -> int:
    if strain == "NT":
        return NO_TRUMP_POINTS[rank(card)]
    if strain == "AT":
        return ALL_TRUMPS_POINTS[rank(card)]
    return (TRUMP_POINTS if suit(card) == strain else PLAIN_POINTS)[rank(card)]


def winning_index(cards: list[str], strain: str) -> int:
    """Which card of a trick (complete or not) is winning it."""
    trumps = [i for i, c in enumerate(cards) if strain in SUITS and suit(c) == strain]
    led = suit(cards[0])
    candidates = trumps or [i for i, c in enumerate(cards) if suit(c) == led]
    return max(candidates, key=lambda i: order_index(cards[i], strain))


def legal_cards(
    hand: list[str], trick: list[tuple[int, str]], seat: int, strain: str, options: dict[str, Any]
) -> list[str]:
    """The cards the play rules let `seat` play on `trick` (list of (seat, card))."""
    if not trick:
        return hand
    cards = [card for _, card in trick]
    led = suit(cards[0])
    follow = [c for c in hand if suit(c) == led]
    if strain == "NT":
        return follow or hand
    if strain == "AT":
        best = max(order_index(c, strain) for c in cards if suit(c) == led)
        return [c for c in follow if order_index(c, strain) > best] or follow or hand
    trumps = [c for c in hand if suit(c) == strain]
    trumps_on_trick = [order_index(c, strain) for c in cards if suit(c) == strain]
    higher = [c for c in trumps if order_index(c, strain) > max(trumps_on_trick, default=-1)]
    if led == strain:
        if options["raise_on_trump_lead"]:
            return higher or trumps or hand
        return trumps or hand
    if follow:
        return follow
    master = trick[winning_index(cards, strain)][0]
    if team(master) == team(seat) or not trumps:
        return hand
    if not trumps_on_trick:
        return trumps
    # An opponent has trumped (the partner is not master, so the best trump is theirs).
    return higher or (trumps if options["undertrump"] else hand)


def play_tricks(
    hands: list[list[str]], plays: Any, leader: int, strain: str, options: dict[str, Any]
) -> list[dict[str, Any]]:
    """The complete tricks of `plays` (an open last trick has no winner yet and is left out),
    refusing a card not held or not allowed."""
    if not isinstance(plays, list):
        raise RefereeError("plays: a list of cards is needed")
    left = [list(hand) for hand in hands]
    tricks: list[dict[str, Any]] = []
    trick: list[tuple[int, str]] = []
    seat = leader
    for number, card in enumerate(plays, start=1):
        where = f"play {number} ({card})"
        if card not in left[seat]:
            raise RefereeError(f"{where}: seat {seat} does not hold this card")
        if card not in legal_cards(left[seat], trick, seat, strain, options):
            raise RefereeError(f"{where}: the play rules forbid this card")
        left[seat].remove(card)
        trick.append((seat, card))
        seat = next_seat(seat, options)
        if len(trick) == 4:
            cards = [c for _, c in trick]
            winner = trick[winning_index(cards, strain)][0]
            tricks.append({"leader": trick[0][0], "cards": cards, "winner": winner})
            trick, seat = [], winner
    return tricks


# --- announcements (rule 13) ----------------------------------------------------------------


def held_announcements(hand: list[str], strain: str) -> list[dict[str, Any]]:
    """Every announcement in a hand: one sequence per suit (its longest run), and carrés."""
    found = []
    for s in SUITS:
        present = [r in {rank(c) for c in hand if suit(c) == s} for r in RANKS]
        runs = []  # (length, top index)
        start = None
        for i, here in enumerate([*present, False]):
            if here and start is None:
                start = i
            if not here and start is not None:
                runs.append((i - start, i - 1))
                start = None
        runs = [run for run in runs if run[0] >= 3]
        if runs:
            length, top = max(runs)  # the longest run; equal lengths: the higher one
            kind = {3: "tierce", 4: "cinquante"}.get(length, "cent")
            cards = [RANKS[i] + s for i in range(top - length + 1, top + 1)]
            points = {"tierce": 20, "cinquante": 50, "cent": 100}[kind]
            found.append(
                {"kind": kind, "points": points, "top": top, "carre": False,
                 "trump": s == strain, "cards": cards}
            )  # fmt: skip
    for r, points in CARRE_POINTS.items():
        if all(r + s in hand for s in SUITS):
            found.append(
                {"kind": "carre", "points": points, "top": RANKS.index(r), "carre": True,
                 "trump": False, "cards": [r + s for s in SUITS]}
            )  # fmt: skip
    return found


def strength(announcement: dict[str, Any]) -> tuple[int, bool, int, bool]:
    """Rule 13's order, before the order of play: points, carré, top card, trump sequence."""
    a = announcement
    return a["points"], a["carre"], a["top"], a["trump"]


def declared_announcements(
    entries: Any, hands: list[list[str]], strain: str, first_trick_order: list[int], played: int
) -> list[tuple[int, dict[str, Any]]]:
    """The announcements the record declares, as (seat, announcement), refusing wrong ones."""
    if not isinstance(entries, list):
        raise RefereeError("announcements: a list is needed")
    undeclared = {seat: held_announcements(hands[seat], strain) for seat in range(4)}
    declared = []
    position = 0
    for number, entry in enumerate(entries, start=1):
        where = f"announcement {number} ({entry})"
        if not isinstance(entry, list) or len(entry) not in (2, 3):
            raise RefereeError(f"{where}: not an announcement")
        seat, kind = entry[0], entry[1]
        if seat not in (0, 1, 2, 3) or kind not in KINDS:
            raise RefereeError(f"{where}: not an announcement")
        here = first_trick_order.index(seat)
        if here < position or here > played:
            raise RefereeError(f"{where}: out of turn (declared with the first card)")
        position = here
        kinds = [a for a in undeclared[seat] if a["kind"] == kind]
        if not kinds:
            raise RefereeError(f"{where}: seat {seat} holds no {kind} not declared yet")
        best = max(strength(a) for a in kinds)
        chosen = [a for a in kinds if strength(a) == best]
        if len(entry) == 3:
            chosen = [a for a in chosen if sorted(a["cards"]) == sorted(entry[2])]
            if not chosen:
                raise RefereeError(f"{where}: these are not the cards of the declared {kind}")
        undeclared[seat].remove(chosen[0])
        declared.append((seat, chosen[0]))
    return declared


def announcement_winner(declared: list[tuple[int, dict[str, Any]]]) -> tuple[int | None, int]:
    """The team whose declared announcements score, and their points (rule 13)."""
    if not declared:
        return None, 0
    # max() keeps the first of equals: the first declared in the order of play.
    seat, _ = max(declared, key=lambda pair: strength(pair[1]))
    winner = team(seat)
    return winner, sum(a["points"] for s, a in declared if team(s) == winner)


# --- the score (rules 7–12) -----------------------------------------------------------------


def hand_score(
    scoring: str, value: int, multiplier: int, made: bool, attack_points: int, capot: bool
) -> tuple[int, int]:
    """(attack, defence) for the cards and the contract, before announcements and belote."""
    defence_points = 162 - attack_points
    if scoring == "made_and_declared":
        if made:
            return 160 - round10(defence_points) + value * multiplier, round10(defence_points)
        return 0, 160 + value * multiplier
    if scoring == "declared":
        return (value * multiplier, 0) if made else (0, value * multiplier)
    if scoring == "made":
        if made:
            return round10(attack_points) * multiplier, round10(defence_points)
        return 0, 160 * multiplier
    # club: no rounding; all 8 tricks are 252 card points.
    total = 252 if capot else 162
    if multiplier > 1:
        return ((total + value) * multiplier, 0) if made else (0, (total + value) * multiplier)
    if made:
        return (252 if capot else attack_points) + value, defence_points
    return 0, 162 + value


# --- one record -----------------------------------------------------------------------------


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """What `aluette replay FILE --json` prints for this Contrée record."""
    if not isinstance(record, dict) or record.get("game", "contree") != "contree":
        raise RefereeError("not a Contrée record")
    options = read_options(record)
    hands = read_hands(record)
    dealer = record.get("dealer")
    if dealer not in (0, 1, 2, 3):
        raise RefereeError("dealer: a seat 0–3 is needed")
    auction = Auction(dealer, options)
    calls = record.get("auction") or []
    for number, entry in enumerate(calls, start=1):
        if not isinstance(entry, list) or len(entry) != 2:
            raise RefereeError(f"call {number}: not a [seat, call] pair")
        auction.call(number, entry[0], entry[1])
    plays = record.get("plays") or []
    entries = record.get("announcements") or []
    if entries and options["announcements"] != "on":
        raise RefereeError("announcement 1: announcements are off")
    result: dict[str, Any] = {
        "game": "contree",
        "contract": None,
        "tricks": [],
        "tricks_won": [0, 0, 0, 0],
        "belote": None,
        "card_points": [0, 0],
        "made": None,
        "points": None,
    }
    if options["announcements"] == "on":
        result["announcements"] = {"team": None, "points": 0}
    if not auction.over or auction.bid is None:
        if plays:
            raise RefereeError("play 1: no contract to play")
        if entries:
            raise RefereeError("announcement 1: no contract to play")
        if auction.over:  # thrown in
            result["points"] = [0, 0]
        return result

    bidder, value, strain = auction.bid
    result["contract"] = {
        "bidder": bidder,
        "value": value,
        "trump": strain,
        "multiplier": auction.multiplier,
    }
    attack = team(bidder)
    leader = next_seat(dealer, options)
    tricks = play_tricks(hands, plays, leader, strain, options)
    result["tricks"] = tricks
    for t in tricks:
        result["tricks_won"][t["winner"]] += 1
    for t in tricks:
        result["card_points"][team(t["winner"])] += sum(card_points(c, strain) for c in t["cards"])
    if len(tricks) == 8:
        result["card_points"][team(tricks[-1]["winner"])] += LAST_TRICK

    belote = None
    if strain in SUITS and options["belote"] != "off":
        for seat, hand in enumerate(hands):
            if "K" + strain in hand and "Q" + strain in hand:
                belote = team(seat)
    result["belote"] = belote

    first_trick_order = [leader]
    while len(first_trick_order) < 4:
        first_trick_order.append(next_seat(first_trick_order[-1], options))
    declared = declared_announcements(entries, hands, strain, first_trick_order, len(plays))
    scorer, announced = announcement_winner(declared) if tricks else (None, 0)
    if options["announcements"] == "on":
        result["announcements"] = {"team": scorer, "points": announced}

    if len(tricks) < 8:
        return result
    attack_points = result["card_points"][attack]
    capot = all(team(t["winner"]) == attack for t in tricks)
    if value == "capot":
        made = capot
    else:
        toward = attack_points + (20 if belote == attack else 0)
        toward += announced if scorer == attack else 0
        made = toward >= int(value)
    contract_value = CAPOT_VALUE if value == "capot" else int(value)
    attack_score, defence_score = hand_score(
        options["scoring"], contract_value, auction.multiplier, made, attack_points, capot
    )
    points = [0, 0]
    points[attack] += attack_score
    points[1 - attack] += defence_score
    if scorer is not None:
        points[scorer if made else 1 - attack] += announced
    if belote is not None and options["belote"] == "points":
        points[belote] += 20
    result["made"] = made
    result["points"] = points
    return result
