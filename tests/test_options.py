"""The Options table of ALUETTE.md: names, values, defaults, and the errors for anything else."""

from __future__ import annotations

import pytest
import yaml

from game.aluette.rules.options import OptionError, Options

# Defaults in bold on the rules page.
RULES_DEFAULTS = {
    "players": 4,
    "partnership_method": "top_four_cards",
    "first_dealer": "madame",
    "chant": "unanimous",
    "chant_recipients": "left_and_dealer",
    "offer_point": "on",
    "offer_timing": "before_lead",
    "refusal_obliges_mordienne": True,
    "mordienne": "standard",
    "mordienne_spoiled_breaks_run": True,
    "mordienne_min_run": 1,
    "match_length": "points:5",
    "signals": "table_visible",
    "signal_intercept": 0.2,
    "madame_signal": "tilt_head_right",
    "deux_de_chene_signal": "index_and_middle",
    "review_past_tricks": "off",
    "variant": "aluette",
}

# Every value of the Options table.
RULES_VALUES = {
    "players": [4, 6, "petit_jean", "heads_up", 3, 5],
    "partnership_method": ["top_four_cards", "draw_four_rank", "random"],
    "first_dealer": ["madame", "random"],
    "chant": ["off", "unanimous"],
    "chant_recipients": ["left_and_dealer", "left_and_dealer_partner"],
    "offer_point": ["off", "on"],
    "offer_timing": ["before_lead", "anytime"],
    "refusal_obliges_mordienne": [True, False],
    "mordienne": ["off", "standard", "s0"],
    "mordienne_spoiled_breaks_run": [True, False],
    "mordienne_min_run": [1, 3],
    "match_length": ["points:5", "points:3", "deals:5", "hand_wins:12"],
    "signals": ["off", "partner_only", "table_visible"],
    "signal_intercept": [0.0, 0.2, 0.5, 1.0],
    "madame_signal": ["tilt_head_right", "twist_mouth"],
    "deux_de_chene_signal": ["index_and_middle", "index"],
    "review_past_tricks": ["off", "on"],
    "variant": ["aluette", "vache", "short_text"],
    "short_text_specials": ["off", "on"],
}


def test_defaults_equal_the_rules_page() -> None:
    options = Options()
    for name, value in RULES_DEFAULTS.items():
        assert getattr(options, name) == value, name
    assert Options.from_mapping({}) == options
    assert Options.from_mapping(None) == options
    assert options.to_mapping() == {}


def test_short_text_specials_default_off() -> None:
    assert Options().short_text_specials == "off"


@pytest.mark.parametrize(
    "name, value", [(n, v) for n, values in RULES_VALUES.items() for v in values]
)
def test_every_value_accepted(name: str, value: object) -> None:
    needs = {"variant": "vache"} if name == "players" and value in (3, 5) else {}
    options = Options.from_mapping({name: value, **needs})
    assert getattr(options, name) == value
    # what the engine writes into a record reads back as the same options
    assert Options.from_mapping(options.to_mapping()) == options


def test_unknown_option_lists_valid_names() -> None:
    with pytest.raises(OptionError) as err:
        Options.from_mapping({"mordiene": "s0"})
    message = str(err.value)
    assert "mordiene" in message
    for name in RULES_DEFAULTS:
        assert name in message


@pytest.mark.parametrize(
    "name, bad",
    [
        ("players", 7),
        ("players", "four"),
        ("partnership_method", "topFourCards"),
        ("first_dealer", "monsieur"),
        ("chant", "on"),
        ("chant_recipients", "dealer"),
        ("offer_point", "yes please"),
        ("offer_timing", "after_lead"),
        ("refusal_obliges_mordienne", "maybe"),
        ("mordienne", "strict"),
        ("mordienne_spoiled_breaks_run", 2),
        ("mordienne_min_run", 2),
        ("signals", "all"),
        ("madame_signal", "wink"),
        ("deux_de_chene_signal", "thumb"),
        ("review_past_tricks", "all"),
        ("variant", "belote"),
        ("short_text_specials", "yes please"),
    ],
)
def test_bad_value_lists_valid_values(name: str, bad: object) -> None:
    with pytest.raises(OptionError) as err:
        Options.from_mapping({name: bad})
    message = str(err.value)
    assert name in message
    for value in RULES_VALUES[name]:
        shown = str(value).lower() if isinstance(value, bool) else str(value)
        assert shown in message, (shown, message)


def test_option_error_is_a_value_error() -> None:
    assert issubclass(OptionError, ValueError)


def test_options_must_be_a_mapping() -> None:
    with pytest.raises(OptionError):
        Options.from_mapping(["players", 4])  # type: ignore[arg-type]


# --- YAML settings and records ---------------------------------------------------------------

YAML_CASES = [
    ("offer_point: off", "offer_point", "off"),
    ("offer_point: on", "offer_point", "on"),
    ("chant: off", "chant", "off"),
    ("signals: off", "signals", "off"),
    ("mordienne: off", "mordienne", "off"),
    ("review_past_tricks: on", "review_past_tricks", "on"),
    ("short_text_specials: on", "short_text_specials", "on"),
    ("refusal_obliges_mordienne: false", "refusal_obliges_mordienne", False),
    ("refusal_obliges_mordienne: true", "refusal_obliges_mordienne", True),
    ("refusal_obliges_mordienne: 'false'", "refusal_obliges_mordienne", False),
    ("mordienne_spoiled_breaks_run: false", "mordienne_spoiled_breaks_run", False),
    ("mordienne_spoiled_breaks_run: 'true'", "mordienne_spoiled_breaks_run", True),
    ("players: 6", "players", 6),
    ("players: '6'", "players", 6),
    ("players: heads_up", "players", "heads_up"),
    ("mordienne_min_run: 3", "mordienne_min_run", 3),
    ("mordienne_min_run: '3'", "mordienne_min_run", 3),
    ("match_length: deals:7", "match_length", "deals:7"),
    ("signal_intercept: 0.5", "signal_intercept", 0.5),
    ("signal_intercept: 1", "signal_intercept", 1.0),
    ("signal_intercept: '0.25'", "signal_intercept", 0.25),
]


@pytest.mark.parametrize("text, name, value", YAML_CASES)
def test_yaml_values(text: str, name: str, value: object) -> None:
    raw = yaml.safe_load(text)
    options = Options.from_mapping(raw)
    assert getattr(options, name) == value
    assert type(getattr(options, name)) is type(value)


def test_yaml_on_for_an_option_without_on_is_refused() -> None:
    # YAML reads an unquoted `on` as true; chant has no value "on"
    with pytest.raises(OptionError):
        Options.from_mapping(yaml.safe_load("chant: on"))
    with pytest.raises(OptionError):
        Options.from_mapping(yaml.safe_load("mordienne: on"))


@pytest.mark.parametrize("name", ["players", "mordienne_min_run"])
def test_booleans_are_not_numbers(name: str) -> None:
    for raw in (True, False):
        with pytest.raises(OptionError):
            Options.from_mapping({name: raw})


# --- match_length ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, goal",
    [
        ("points:5", ("points", 5)),
        ("points:1", ("points", 1)),
        ("points:10", ("points", 10)),
        ("deals:5", ("deals", 5)),
        ("deals:1", ("deals", 1)),
        ("hand_wins:12", ("hand_wins", 12)),
        ("hand_wins:3", ("hand_wins", 3)),
    ],
)
def test_match_length_forms(text: str, goal: tuple[str, int]) -> None:
    options = Options.from_mapping({"match_length": text})
    assert options.match_length == text
    assert options.match_goal == goal


@pytest.mark.parametrize(
    "bad",
    [
        "points",
        "points:",
        "points:0",
        "points:-1",
        "points:x",
        "points:2.5",
        "deal:5",
        "hands:12",
        "points:5:5",
        ":5",
        "5",
        5,
        None,
        "points: 5",
        "points:²",
        "deals:٣",
    ],
)
def test_match_length_refused(bad: object) -> None:
    with pytest.raises(OptionError) as err:
        Options.from_mapping({"match_length": bad})
    message = str(err.value)
    assert "match_length" in message
    for kind in ("points:N", "deals:N", "hand_wins:N"):
        assert kind in message


# --- signal_intercept --------------------------------------------------------------------------


@pytest.mark.parametrize("value", [0, 0.0, 0.01, 0.2, 0.999, 1, 1.0, "0", "1.0"])
def test_signal_intercept_in_range(value: object) -> None:
    options = Options.from_mapping({"signal_intercept": value})
    assert options.signal_intercept == float(value)  # type: ignore[arg-type]
    assert isinstance(options.signal_intercept, float)


@pytest.mark.parametrize(
    "bad", [-0.01, 1.01, 2, -1, "nan", "inf", float("nan"), "high", True, None, [0.2]]
)
def test_signal_intercept_out_of_range(bad: object) -> None:
    with pytest.raises(OptionError) as err:
        Options.from_mapping({"signal_intercept": bad})
    assert "signal_intercept" in str(err.value)
    assert "0.0" in str(err.value) and "1.0" in str(err.value)


# --- combinations and derived facts ----------------------------------------------------------


@pytest.mark.parametrize("players", [6, "petit_jean", "heads_up"])
def test_cow_game_needs_three_four_or_five_single_players(players: object) -> None:
    with pytest.raises(OptionError, match="3, 4 or 5 single players"):
        Options.from_mapping({"variant": "vache", "players": players})


@pytest.mark.parametrize("players", [3, 5, "3", "5"])
@pytest.mark.parametrize("variant", ["aluette", "short_text", None])
def test_three_or_five_players_only_in_the_cow_game(players: object, variant: str | None) -> None:
    rules = {"players": players} if variant is None else {"players": players, "variant": variant}
    with pytest.raises(OptionError) as err:
        Options.from_mapping(rules)
    assert f"players {players} is only for variant 'vache'" in str(err.value)


@pytest.mark.parametrize(
    "rules, seats, hand",
    [
        ({"players": 4}, 4, 9),
        ({"players": 6}, 6, 8),
        ({"players": "petit_jean"}, 4, 9),
        ({"players": "heads_up"}, 2, 9),
        ({"players": 3, "variant": "vache"}, 3, 9),
        ({"players": 4, "variant": "vache"}, 4, 9),
        ({"players": 5, "variant": "vache"}, 5, 9),
    ],
)
def test_seats_and_hand_size(rules: dict, seats: int, hand: int) -> None:
    options = Options.from_mapping(rules)
    assert options.n_seats == seats
    assert options.hand_size == hand


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_cow_game_is_each_for_himself(players: int) -> None:
    options = Options.from_mapping({"players": players, "variant": "vache"})
    assert options.teams == tuple(range(players)) and options.n_teams == players
    assert not options.chant_on and not options.offers_on and not options.signals_on


def test_partnerships_alternate_seats() -> None:
    assert Options().teams == (0, 1, 0, 1)
    assert Options.from_mapping({"players": 6}).teams == (0, 1, 0, 1, 0, 1)
    assert Options.from_mapping({"players": "heads_up"}).teams == (0, 1)


def test_options_are_frozen() -> None:
    options = Options()
    with pytest.raises(AttributeError):
        options.players = 6  # type: ignore[misc]
