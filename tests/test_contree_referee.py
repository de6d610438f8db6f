"""The referee (tests/contree_referee.py) against the rule text's own numbers and hands
computed by hand, so that the engine is compared with something known to be right."""

from __future__ import annotations

from typing import Any

import pytest
from contree_referee import (
    RefereeError,
    announcement_winner,
    hand_score,
    held_announcements,
    legal_cards,
    replay,
    round10,
)

# Two cards of each suit per seat, so that in MIXED every trick is one suit and the winner is
# plain to see. Dealer 0, counter-clockwise: seat 3 speaks and leads first, then 2, 1, 0.
MIXED_HANDS = [
    ["KS", "JS", "TH", "KH", "KD", "JD", "KC", "JC"],  # carré of kings (100)
    ["TS", "9S", "9H", "AH", "TD", "9D", "TC", "9C"],  # carré of nines (150)
    ["AS", "8S", "JH", "8H", "AD", "8D", "AC", "8C"],  # carré of eights: nothing
    ["QS", "7S", "QH", "7H", "QD", "7D", "QC", "7C"],  # carré of queens (100)
]
# Hearts trump. Seat 1 wins tricks 1–4 (17 + 27 + 17 + 17 = 78), seat 2 tricks 5–8
# (13 + 35 + 13 + 13 + 10 = 84).
MIXED_TRICKS = [
    ["QS", "8S", "TS", "KS"],
    ["9H", "TH", "QH", "8H"],
    ["TD", "KD", "QD", "8D"],
    ["TC", "KC", "QC", "8C"],
    ["9S", "JS", "7S", "AS"],
    ["JH", "AH", "KH", "7H"],
    ["AD", "9D", "JD", "7D"],
    ["AC", "9C", "JC", "7C"],
]
MIXED_PLAYS = [card for trick in MIXED_TRICKS for card in trick]
PASSES = [[2, "pass"], [1, "pass"], [0, "pass"]]
# One suit per seat: whoever leads or trumps first takes every trick.
SUIT_HANDS = [[r + s for r in "789TJQKA"] for s in "SHDC"]


def record(
    hands: list[list[str]],
    auction: list[list[Any]],
    plays: list[str],
    declared: list[list[Any]] | None = None,
    **options: Any,
) -> dict[str, Any]:
    built: dict[str, Any] = {
        "format": "contree-record/1",
        "game": "contree",
        "options": options,
        "dealer": 0,
        "hands": hands,
        "auction": auction,
        "plays": plays,
    }
    if declared is not None:
        built["announcements"] = declared
    return built


def mixed(auction: list[list[Any]], **options: Any) -> dict[str, Any]:
    return record(MIXED_HANDS, auction, MIXED_PLAYS, options.pop("declared", None), **options)


def suit_plays(taker: int) -> list[str]:
    """SUIT_HANDS played out: seat 3 leads the sevens; `taker` (3, or 0 trumping with a
    spade) takes that trick and leads every other, each seat playing its cards upward."""
    plays: list[str] = []
    for i, r in enumerate("789TJQKA"):
        first = 3 if i == 0 else taker
        plays += [r + "SHDC"[(first - k) % 4] for k in range(4)]
    return plays


def swapped(cards: list[str], one: str, other: str) -> list[str]:
    return [other if c == one else one if c == other else c for c in cards]


# --- the rule text's worked numbers ---------------------------------------------------------


@pytest.mark.parametrize(("points", "rounded"), [(65, 70), (64, 60), (0, 0), (162, 160)])
def test_round10_is_nearest_ten_five_upward(points: int, rounded: int) -> None:
    assert round10(points) == rounded


def test_made_ninety_contred_with_d_67_scores_270() -> None:
    assert hand_score("made_and_declared", 90, 2, True, 162 - 67, False) == (270, 70)


def test_a_capot_contract_is_worth_410_made_or_not() -> None:
    made = replay(record(SUIT_HANDS, [[3, "capotC"], *PASSES], suit_plays(3)))
    assert made["made"] is True
    assert made["points"] == [0, 410]
    lost = replay(record(SUIT_HANDS, [[3, "capotS"], *PASSES], suit_plays(0)))
    assert lost["made"] is False
    assert lost["points"] == [410, 0]


# --- whole records, computed by hand --------------------------------------------------------


def test_mixed_deal_tricks_and_card_points() -> None:
    out = replay(mixed([[3, "80H"], *PASSES]))
    assert out["contract"] == {"bidder": 3, "value": 80, "trump": "H", "multiplier": 1}
    assert [t["winner"] for t in out["tricks"]] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert out["tricks"][0] == {"leader": 3, "cards": ["QS", "8S", "TS", "KS"], "winner": 1}
    assert out["tricks"][5]["leader"] == 2
    assert out["tricks_won"] == [0, 4, 4, 0]
    assert out["card_points"] == [84, 78]
    assert out["belote"] is None  # KH and QH are in different hands
    assert (out["made"], out["points"]) == (False, [240, 0])
    assert "announcements" not in out


@pytest.mark.parametrize(
    ("scoring", "auction", "points"),
    [
        # 80H lost (A = 78): defence 160 + 80; 80; 160; 162 + 80.
        ("made_and_declared", [], [240, 0]),
        ("declared", [], [80, 0]),
        ("made", [], [160, 0]),
        ("club", [], [242, 0]),
        # contred (×2): 160 + 160; 160; 320; (162 + 80) × 2.
        ("made_and_declared", [[2, "contre"], [1, "pass"], [3, "pass"]], [320, 0]),
        ("declared", [[2, "contre"], [1, "pass"], [3, "pass"]], [160, 0]),
        ("made", [[2, "contre"], [1, "pass"], [3, "pass"]], [320, 0]),
        ("club", [[2, "contre"], [1, "pass"], [3, "pass"]], [484, 0]),
    ],
)
def test_every_scoring_system_on_a_lost_contract(
    scoring: str, auction: list[list[Any]], points: list[int]
) -> None:
    calls = [[3, "80H"], *(auction or PASSES)]
    out = replay(mixed(calls, scoring=scoring))
    assert out["points"] == points
    assert out["contract"]["multiplier"] == (2 if auction else 1)


QUEENS = [[3, "carre"]]  # seat 3's carré of queens: 100 for the attack, 78 + 100 ≥ 80


@pytest.mark.parametrize(
    ("scoring", "auction", "points"),
    [
        # D = 84 → 80. Attack 160 − 80 + 80 + 100; 80 + 100; 80 + 100; 78 + 80 + 100.
        ("made_and_declared", [], [80, 260]),
        ("declared", [], [0, 180]),
        ("made", [], [80, 180]),
        ("club", [], [84, 258]),
        # contred: 160 − 80 + 160 + 100; 160 + 100; 80 × 2 + 100; (162 + 80) × 2 + 100.
        ("made_and_declared", [[2, "contre"], [1, "pass"], [3, "pass"]], [80, 340]),
        ("declared", [[2, "contre"], [1, "pass"], [3, "pass"]], [0, 260]),
        ("made", [[2, "contre"], [1, "pass"], [3, "pass"]], [80, 260]),
        ("club", [[2, "contre"], [1, "pass"], [3, "pass"]], [0, 584]),
        # surcontred: 160 − 80 + 320 + 100.
        ("made_and_declared", [[2, "contre"], [1, "surcontre"]], [80, 500]),
    ],
)
def test_announcements_make_the_contract_in_every_system(
    scoring: str, auction: list[list[Any]], points: list[int]
) -> None:
    calls = [[3, "80H"], *(auction or PASSES)]
    out = replay(mixed(calls, scoring=scoring, announcements="on", declared=QUEENS))
    assert out["announcements"] == {"team": 1, "points": 100}
    assert (out["made"], out["points"]) == (True, points)


def test_a_carre_of_kings_beats_queens_and_the_defence_scores_it() -> None:
    # Equal carrés of 100: the higher top card. The attack's queens then score nothing; the
    # contract fails (78 < 80) and the defence adds its own 100 to 160 + 80.
    out = replay(
        mixed([[3, "80H"], *PASSES], announcements="on", declared=[[3, "carre"], [0, "carre"]])
    )
    assert out["announcements"] == {"team": 0, "points": 100}
    assert (out["made"], out["points"]) == (False, [340, 0])


def test_the_best_team_scores_all_its_announcements() -> None:
    # The nines (150) beat the kings: seat 1 and seat 3 score 150 + 100, and 160H is made.
    every = [[3, "carre"], [1, "carre"], [0, "carre"]]
    out = replay(mixed([[3, "160H"], *PASSES], announcements="on", declared=every))
    assert out["announcements"] == {"team": 1, "points": 250}
    assert (out["made"], out["points"]) == (True, [80, 160 - 80 + 160 + 250])


def test_a_failed_contract_gives_the_attacks_announcements_to_the_defence() -> None:
    # A capot needs the 8 tricks whatever the announcements: 160 + 250 + the queens' 100.
    out = replay(mixed([[3, "capotH"], *PASSES], announcements="on", declared=QUEENS))
    assert out["announcements"] == {"team": 1, "points": 100}
    assert (out["made"], out["points"]) == (False, [160 + 250 + 100, 0])


def test_no_announcement_declared_scores_none() -> None:
    out = replay(mixed([[3, "80H"], *PASSES], announcements="on"))
    assert out["announcements"] == {"team": None, "points": 0}
    assert out["points"] == [240, 0]


def test_cards_shown_must_be_the_announcements_cards() -> None:
    shown = [[3, "carre", ["QS", "QH", "QD", "QC"]]]
    assert replay(mixed([[3, "80H"], *PASSES], announcements="on", declared=shown))["made"]
    wrong = [[3, "carre", ["7S", "7H", "7D", "7C"]]]
    with pytest.raises(RefereeError, match="cards"):
        replay(mixed([[3, "80H"], *PASSES], announcements="on", declared=wrong))


def test_raise_on_trump_lead_refuses_the_mixed_play() -> None:
    # Trick 2 is led with 9H; seat 2 holds JH and must raise with it, not play 8H.
    with pytest.raises(RefereeError, match="play 8 "):
        replay(mixed([[3, "80H"], *PASSES], raise_on_trump_lead=True))


@pytest.mark.parametrize(
    ("belote", "points"),
    # seat 3 holds KC and QC; club capot: 252 + 250 (+ 20 with belote: points).
    [("margin", [0, 502]), ("points", [0, 522]), ("off", [0, 502])],
)
def test_club_capot_and_belote(belote: str, points: list[int]) -> None:
    out = replay(
        record(
            SUIT_HANDS,
            [[3, "capotC"], *PASSES],
            suit_plays(3),
            scoring="club",
            belote=belote,
        )
    )
    assert out["belote"] == (None if belote == "off" else 1)
    assert out["card_points"] == [0, 162]
    assert out["points"] == points


def test_belote_points_go_to_the_holder_even_in_defence() -> None:
    # 80S by seat 3 (no spade): seat 0 trumps the first club and takes all eight tricks.
    out = replay(record(SUIT_HANDS, [[3, "80S"], *PASSES], suit_plays(0), belote="points"))
    assert out["tricks_won"] == [8, 0, 0, 0]
    assert out["belote"] == 0
    assert (out["made"], out["points"]) == (False, [160 + 80 + 20, 0])


@pytest.mark.parametrize(
    ("belote", "made", "points"),
    # KH and 7H swapped: seat 3 holds KH and QH, the tricks stay the same (A = 78 for 80H).
    [("margin", True, [80, 160]), ("points", True, [80, 180]), ("off", False, [240, 0])],
)
def test_an_attack_belote_counts_toward_the_contract(
    belote: str, made: bool, points: list[int]
) -> None:
    hands = [swapped(hand, "KH", "7H") for hand in MIXED_HANDS]
    plays = swapped(MIXED_PLAYS, "KH", "7H")
    out = replay(record(hands, [[3, "80H"], *PASSES], plays, belote=belote))
    assert out["card_points"] == [84, 78]
    assert out["belote"] == (None if belote == "off" else 1)
    assert (out["made"], out["points"]) == (made, points)


@pytest.mark.parametrize("strain", ["NT", "AT"])
def test_no_trump_and_all_trumps_count_162_and_have_no_belote(strain: str) -> None:
    out = replay(record(SUIT_HANDS, [[3, "capot" + strain], *PASSES], suit_plays(3), no_trump="on"))
    assert out["contract"]["trump"] == strain
    assert out["belote"] is None
    assert out["card_points"] == [0, 162]
    assert out["points"] == [0, 410]


def test_no_trump_trick_points_by_hand() -> None:
    # 80NT: trick 1 (QS 8S TS KS) to seat 1 for 3 + 0 + 10 + 4; trick 2 (9H TH QH 8H) now
    # goes to TH, seat 0, for 0 + 10 + 3 + 0.
    rec = mixed([[3, "80NT"], *PASSES], no_trump="on")
    rec["plays"] = MIXED_PLAYS[:8]
    out = replay(rec)
    assert out["tricks"][1]["winner"] == 0
    assert out["card_points"] == [13, 17]  # no dix de der: the hand is unfinished
    assert (out["made"], out["points"]) == (None, None)


# --- unfinished and thrown-in records -------------------------------------------------------


def test_thrown_in_scores_nothing() -> None:
    out = replay(record(SUIT_HANDS, [[3, "pass"], *PASSES], []))
    assert (out["contract"], out["made"], out["points"]) == (None, None, [0, 0])


def test_unfinished_auction_has_no_contract() -> None:
    out = replay(record(SUIT_HANDS, [[3, "80C"], [2, "pass"]], [], announcements="on"))
    assert (out["contract"], out["made"], out["points"]) == (None, None, None)
    assert out["announcements"] == {"team": None, "points": 0}


def test_unfinished_play_lists_the_complete_tricks() -> None:
    out = replay(record(SUIT_HANDS, [[3, "80C"], *PASSES], suit_plays(3)[:6]))
    assert out["tricks"] == [{"leader": 3, "cards": ["7C", "7D", "7H", "7S"], "winner": 3}]
    assert out["card_points"] == [0, 0]
    assert (out["made"], out["points"]) == (None, None)


# --- the play rules, position by position ---------------------------------------------------

DEFAULTS = {"raise_on_trump_lead": False, "undertrump": False}


def legal(hand: str, trick: str, seat: int, strain: str, **options: bool) -> set[str]:
    """`trick` lists (seat, card) as "3:JH 2:7H"."""
    played = [(int(p[0]), p[2:]) for p in trick.split()]
    return set(legal_cards(hand.split(), played, seat, strain, {**DEFAULTS, **options}))


def test_trump_led_any_trump_or_a_higher_one() -> None:
    assert legal("7H AH KS", "3:9H", 2, "H") == {"7H", "AH"}
    assert legal("7H AH JH", "3:9H", 2, "H", raise_on_trump_lead=True) == {"JH"}
    # even over the partner, and any trump when none is higher
    assert legal("7H JH KS", "0:9H 3:8H", 2, "H", raise_on_trump_lead=True) == {"JH"}
    assert legal("7H AH KS", "3:9H", 2, "H", raise_on_trump_lead=True) == {"7H", "AH"}
    assert legal("KS AD", "3:9H", 2, "H") == {"KS", "AD"}


def test_another_suit_led() -> None:
    assert legal("7S AS 7H", "3:KS", 2, "H") == {"7S", "AS"}
    # partner master: anything
    assert legal("7H AD", "0:AS 3:KS", 2, "H") == {"7H", "AD"}
    # opponent master, nobody trumped: any trump
    assert legal("7H AH AD", "3:AS", 2, "H") == {"7H", "AH"}
    # an opponent trumped: overtrump
    assert legal("7H JH AD", "0:AS 3:9H", 2, "H") == {"JH"}
    # none higher: any card, or a lower trump with undertrump
    assert legal("7H AD", "0:AS 3:9H", 2, "H") == {"7H", "AD"}
    assert legal("7H AD", "0:AS 3:9H", 2, "H", undertrump=True) == {"7H"}
    # the partner trumped and was overtrumped: an opponent has trumped
    assert legal("7H AH AD", "1:AS 0:8H 3:9H", 2, "H") == {"7H", "AH", "AD"}
    assert legal("7H JH AD", "1:AS 0:8H 3:9H", 2, "H") == {"JH"}
    # the partner trumped and is master: anything
    assert legal("7H AD", "1:AS 0:9H 3:8H", 2, "H", undertrump=True) == {"7H", "AD"}


def test_no_trump_only_follows_suit() -> None:
    assert legal("7S AS 7H", "3:KS", 2, "NT") == {"7S", "AS"}
    assert legal("7H AD", "3:KS 0:AS", 1, "NT") == {"7H", "AD"}


def test_all_trumps_must_beat_the_best_card_of_the_suit() -> None:
    # order J 9 A T K Q 8 7 in every suit
    assert legal("7S AS JS 9H", "3:9S", 2, "AT") == {"JS"}
    assert legal("7S AS 9H", "3:9S", 2, "AT") == {"7S", "AS"}
    assert legal("7S AS 9H", "0:TS 3:KS", 2, "AT") == {"AS"}  # even over the partner
    assert legal("9H 7D", "3:9S", 2, "AT") == {"9H", "7D"}


# --- announcements: finding and comparing ---------------------------------------------------


def found(hand: str, strain: str = "S") -> list[tuple[str, int]]:
    return sorted((a["kind"], a["points"]) for a in held_announcements(hand.split(), strain))


def test_finding_sequences_and_carres() -> None:
    assert found("7H 8H 9H") == [("tierce", 20)]
    assert found("9H TH JH QH") == [("cinquante", 50)]
    assert found("7H 8H 9H TH JH QH KH AH") == [("cent", 100)]  # a run of 8 is one cent
    assert found("7H 8H 9H TH QH KH AH") == [("cinquante", 50)]  # the longest run only
    assert found("JS JH JD JC") == [("carre", 200)]
    assert found("9S 9H 9D 9C") == [("carre", 150)]
    assert found("7S 7H 7D 7C 8S 8H 8D 8C") == []
    # a card in one sequence and one carré
    assert found("QS QH QD QC JS KS") == [("carre", 100), ("tierce", 20)]
    assert found("TS JS QS") == [("tierce", 20)]  # T sits between 9 and J in sequences


def best(hands: list[str], strain: str = "S") -> tuple[int | None, int]:
    """Each seat declares everything it holds, seats declaring in the order listed."""
    declared = []
    for seat, hand in enumerate(hands):
        declared += [(seat, a) for a in held_announcements(hand.split(), strain)]
    return announcement_winner(declared)


def test_comparing_announcements() -> None:
    cent = "9H TH JH QH KH"
    assert best(["JS JH JD JC", cent]) == (0, 200)  # a carré of jacks beats a cent
    assert best(["KS KH KD KC", "9D TD JD QD KD"]) == (0, 100)  # a carré before a cent
    assert best(["KS KH KD KC", "AS AH AD AC"]) == (1, 100)  # higher top card
    assert best(["TS TH TD TC", "QS QH QD QC"]) == (1, 100)  # Q above T (order 7 … A)
    assert best(["7D 8D 9D", "8H 9H TH"]) == (1, 20)  # equal tierces: higher top card
    assert best(["9D TD JD QD KD", "7H 8H 9H TH JH QH"]) == (0, 100)  # K-top cent wins
    assert best(["8D 9D TD", "8S 9S TS"], strain="S") == (1, 20)  # a trump sequence first
    assert best(["8D 9D TD", "8S 9S TS"], strain="AT") == (0, 20)  # no trump sequence: order
    assert best(["8D 9D TD", "8S 9S TS"], strain="NT") == (0, 20)
    assert best(["7S 7H 7D 7C", "8S 8H 8D 8C"]) == (None, 0)
    # the winning team scores all its own declared announcements
    assert best(["8D 9D TD", "AS AH AD AC", "7C 8C 9C TC"]) == (1, 100)
    assert best(["JS JH JD JC 7H 8H 9H", "", "7C 8C 9C TC"]) == (0, 200 + 20 + 50)


# --- records the rules refuse ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("auction", "options", "what"),
    [
        ([[2, "80H"]], {}, r"call 1 .*out of turn"),
        ([[3, "80H"], [2, "80S"]], {}, r"call 2 .*higher"),
        ([[3, "90H"], [2, "capotS"], [1, "160D"]], {}, r"call 3 .*higher"),
        ([[3, "80H"], [2, "pass"], [1, "contre"]], {}, r"call 3 .*own team"),
        ([[3, "80H"], [0, "contre"]], {}, r"call 2 .*out of turn"),
        ([[3, "80H"], [2, "contre"], [1, "90H"]], {}, r"call 3 .*after a contre"),
        ([[3, "80H"], [2, "surcontre"]], {}, r"call 2 .*surcontre only"),
        ([[3, "80H"], [2, "contre"], [3, "pass"]], {}, r"call 3 .*out of turn"),
        ([[3, "80NT"]], {}, r"call 1 .*not a call"),
        ([[3, "85H"]], {}, r"call 1 .*not a call"),
        ([[3, "80H"], [2, "pass"], [1, "pass"], [0, "pass"], [3, "90H"]], {}, "over"),
        ([[3, "80H"], [2, "80NT"]], {"no_trump": "on"}, r"call 2 .*higher"),
    ],
)
def test_auctions_the_rules_refuse(
    auction: list[list[Any]], options: dict[str, Any], what: str
) -> None:
    with pytest.raises(RefereeError, match=what):
        replay(record(SUIT_HANDS, auction, [], **options))


def test_contre_prompt_lets_the_other_opponent_speak_at_once() -> None:
    auction = [[3, "80H"], [0, "contre"], [3, "pass"], [1, "pass"]]
    with pytest.raises(RefereeError, match="out of turn"):
        replay(record(SUIT_HANDS, auction, []))
    out = replay(record(SUIT_HANDS, auction, [], contre="prompt"))
    assert out["contract"] == {"bidder": 3, "value": 80, "trump": "H", "multiplier": 2}
    # only at once: not after the next player has spoken
    late = [[3, "80H"], [2, "pass"], [0, "contre"]]
    with pytest.raises(RefereeError, match="out of turn"):
        replay(record(SUIT_HANDS, late, [], contre="prompt"))


@pytest.mark.parametrize(
    ("plays", "what"),
    [
        (["7D"], r"play 1 .*does not hold"),
        (["7C", "8D", "9H", "7S", "8C"], r"play 5 .*does not hold"),  # seat 0 leads trick 2
    ],
)
def test_plays_the_rules_refuse(plays: list[str], what: str) -> None:
    with pytest.raises(RefereeError, match=what):
        replay(record(SUIT_HANDS, [[3, "80S"], *PASSES], plays))


def test_a_card_the_play_rules_forbid() -> None:
    # Trick 1 is led with QS; seat 2 plays 8H though it holds 8S and AS.
    rec = mixed([[3, "80H"], *PASSES])
    rec["plays"] = ["QS", "8H"]
    with pytest.raises(RefereeError, match=r"play 2 .*forbid"):
        replay(rec)


@pytest.mark.parametrize(
    ("declared", "options", "what"),
    [
        ([[3, "carre"]], {}, "announcements are off"),
        ([[2, "carre"]], {"announcements": "on"}, "holds no carre"),  # sevens: nothing
        ([[3, "tierce"]], {"announcements": "on"}, "holds no tierce"),
        ([[3, "carre"], [3, "carre"]], {"announcements": "on"}, r"announcement 2 .*holds no"),
        ([[0, "carre"], [3, "carre"]], {"announcements": "on"}, r"announcement 2 .*out of turn"),
        ([[3, "belote"]], {"announcements": "on"}, "not an announcement"),
    ],
)
def test_announcements_the_rules_refuse(
    declared: list[list[Any]], options: dict[str, Any], what: str
) -> None:
    with pytest.raises(RefereeError, match=what):
        replay(mixed([[3, "80H"], *PASSES], declared=declared, **options))


def test_an_announcement_before_the_seats_first_card_is_refused() -> None:
    rec = mixed([[3, "80H"], *PASSES], announcements="on", declared=[[0, "carre"]])
    rec["plays"] = MIXED_PLAYS[:2]  # seats 3 and 2 have played; seat 1 is next, seat 0 after
    with pytest.raises(RefereeError, match="out of turn"):
        replay(rec)
    rec["plays"] = MIXED_PLAYS[:3]  # seat 0 is next: declaring with his first card is fine
    assert replay(rec)["announcements"] == {"team": None, "points": 0}


def test_two_tierces_are_declared_twice() -> None:
    hands = [
        ["7S", "8S", "9S", "7H", "8H", "9H", "AD", "AC"],
        ["TS", "JS", "QS", "TH", "JH", "QH", "KD", "KC"],
        ["KS", "AS", "KH", "AH", "7D", "8D", "9D", "TD"],
        ["7C", "8C", "9C", "TC", "JC", "QC", "JD", "QD"],
    ]
    rec = record(hands, [[3, "80D"], *PASSES], [], [[3, "cent"]], announcements="on")
    rec["plays"] = ["7C"]
    replay(rec)  # declared with seat 3's first card
    rec["announcements"] = [[3, "cent"], [2, "tierce"]]
    with pytest.raises(RefereeError, match="holds no tierce"):
        replay(rec)
    rec["announcements"] = [[3, "cent"], [1, "tierce"], [1, "tierce"]]
    rec["plays"] = ["7C", "7D", "KC"]
    replay(rec)
    rec["announcements"].append([1, "tierce"])
    with pytest.raises(RefereeError, match=r"announcement 4 .*holds no tierce"):
        replay(rec)


def test_yaml_booleans_stand_for_on_and_off() -> None:
    declared = mixed([[3, "80H"], *PASSES], announcements=True, declared=QUEENS)
    assert replay(declared)["announcements"] == {"team": 1, "points": 100}
    with pytest.raises(RefereeError, match="announcements are off"):
        replay(mixed([[3, "80H"], *PASSES], announcements=False, declared=QUEENS))
    with pytest.raises(RefereeError, match="option 'undertrump'"):
        replay(mixed([[3, "80H"], *PASSES], undertrump="on"))
