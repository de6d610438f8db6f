"""The words as a French card player reads them (and an English one): cards named in sentences
with their article, the human's own verb forms, French spacing before punctuation, and the
slips a belote player reported (issue 23, item 9)."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from game.aluette import hint as aluette_hint
from game.aluette.cards import DECK as ALUETTE_DECK
from game.aluette.cards import card as aluette_card
from game.aluette.words import card_name, card_name_inline
from game.contree import hint as contree_hint
from game.contree.cards import DECK as CONTREE_DECK
from game.contree.cards import card as contree_card
from game.contree.words import card_name as contree_name
from game.contree.words import card_name_inline as contree_inline
from game.i18n import Translator, catalog

FR, EN = Translator("fr"), Translator("en")

CARD_SLOTS = ("card", "best", "keep", "other")
"""The placeholders of hints and lessons that a card's name fills."""

CLASHES = {
    "fr": {"votre", "vos", "le", "la", "les", "l'", "un", "une", "de", "à", "du", "au", "ce"},
    "en": {"the", "your", "a", "an", "his", "her", "their"},
}
"""Words that cannot stand before a name that carries its own article ("votre le sept",
"à le roi", "the the seven")."""


def strings(tree: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, str]]:
    """Every string of a catalog with its dotted key (plural forms as ``key.one``…)."""
    for key, value in tree.items():
        if isinstance(value, Mapping):
            yield from strings(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


def card_sentences(lang: str) -> list[tuple[str, str, set[str]]]:
    """Every hint and lesson sentence that names a card: its key, its text, its card slots
    (a Contrée call search's ``{other}`` is a call, not a card)."""
    found = []
    for section in ("hints", "lesson"):
        for key, text in strings(catalog(lang)[section], f"{section}."):
            names = {f for _, f, _, _ in string.Formatter().parse(text) if f}
            slots = {s for s in CARD_SLOTS if s in names and not (s == "other" and "call" in names)}
            if slots:
                found.append((key, text, slots))
    return found


class Blank(dict):
    """Any placeholder that is not a card: a neutral word."""

    def __missing__(self, key: str) -> str:
        return "Yann" if key.startswith(("seat", "name")) else "3"


def _named(lang: str, key: str) -> list[str]:
    """Real cards' inline names for a sentence of ``key``'s game, every deck."""
    t = Translator(lang)
    if ".contree." in f".{key}.":
        return [contree_inline(t, c) for c in CONTREE_DECK]
    return [card_name_inline(t, deck, c) for deck in ("spanish", "french") for c in ALUETTE_DECK]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_in_a_sentence_carries_its_article_and_nothing_clashes_with_it(
    lang: str,
) -> None:
    sentences = card_sentences(lang)
    assert len(sentences) > 60  # the hints of both games and the lessons
    for key, text, slots in sentences:
        for name in _named(lang, key):
            rendered = text.format_map(Blank({slot: name for slot in slots}))
            assert name in rendered
            for before in re.findall(rf"(\S+)\s+{re.escape(name)}", rendered):
                word = before.lower().strip("(«“")
                assert word not in CLASHES[lang], f"{lang}: {key}: «{before} {name}»"
            assert re.search(r"\w (Le|La) (Borgne|Vache)", rendered) is None or lang == "en", key


def test_the_inline_name_has_the_article_a_french_player_says() -> None:
    said = {
        ("spanish", "7D"): "le sept de deniers",
        ("spanish", "AH"): "l'as de coupes",
        ("spanish", "QS"): "le cavalier d'épées",
        ("french", "QC"): "la dame de trèfle",
        ("spanish", "2D"): "le Borgne",
        ("spanish", "2H"): "la Vache",
        ("spanish", "9H"): "le Grand-Neuf",
        ("spanish", "2S"): "le Deux d'Écrit",
        ("spanish", "2C"): "le Deux de Chêne",
        ("spanish", "3D"): "Monsieur",
        ("spanish", "3H"): "Madame",
    }
    for (deck, code), words in said.items():
        assert card_name_inline(FR, deck, aluette_card(code)) == words
    assert card_name(FR, "spanish", aluette_card("2D")) == "Le Borgne"  # the label stays
    assert contree_inline(FR, contree_card("TH")) == "le dix de cœur"
    assert contree_inline(FR, contree_card("AS")) == "l'as de pique"
    assert contree_name(FR, contree_card("QC")) == "dame de trèfle"
    assert contree_inline(EN, contree_card("QD")) == "the queen of diamonds"
    assert card_name_inline(EN, "spanish", aluette_card("9H")) == "the Grand-Neuf"
    assert card_name_inline(EN, "spanish", aluette_card("2D")) == "Le Borgne"


def test_hints_and_why_name_cards_with_their_article() -> None:
    assert aluette_hint.namer(FR, "spanish")(aluette_card("7D")) == "le sept de deniers"
    assert contree_hint.namer(FR)(contree_card("QC")) == "la dame de trèfle"
    why = FR("hints.why", name="Anne", card=contree_inline(FR, contree_card("QC")), reason="…")
    assert why.startswith("Anne a joué la dame de trèfle\u00a0:")
    why = EN("hints.why", name="Jacques", card=contree_inline(EN, contree_card("QD")), reason=".")
    assert why.startswith("Jacques played the queen of diamonds:")


def test_the_slips_a_belote_player_reported_are_gone() -> None:
    card = {"card": "le sept de pique", "best": "le roi de cœur", "points": 4, "call": "90 pique"}
    assert "Vous n'avez pas de carte de la couleur demandée" in FR(
        "hints.contree.must_trump", **card
    )
    assert "défaussez votre plus petite carte" in FR("hints.contree.throw", **card)
    assert "votre main ne justifie pas de monter" in FR("hints.contree.pass_team", **card)
    assert FR("why.contree.contre", call="90 pique", expected=60).startswith(
        "Face à sa main, le 90 pique adverse"
    )
    goal = FR("contree.goal", target=2000)
    assert FR("table.hand_and_goal", number=1, goal=goal) == "Donne 1 · partie en 2000 points"
    directions = [
        FR(f"contree_options.direction.values.{d}") for d in ("counterclockwise", "clockwise")
    ]
    assert directions == ["Sens antihoraire", "Sens horaire"]  # whole words, not "Inverse des…"
    everything = "\n".join(text for _, text in strings(catalog("fr")))
    for slip in ("pissez", "ne vaut pas de monter", "premiers à", "Contre votre main"):
        assert slip not in everything


def test_french_spacing_before_punctuation_never_breaks() -> None:
    """French sets a no-break space before : ; ! ? » % and after «, so a line never starts
    with a lone mark (a narrow one before ; ! ?)."""
    for key, text in strings(catalog("fr")):
        assert re.search(r" [:;!?»%]|« ", text) is None, key
        assert re.search(r"\u00a0[;!?]", text) is None, key


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_sentence_about_the_human_has_a_form_whose_verb_agrees(lang: str) -> None:
    t = Translator(lang)
    keys = dict(strings(catalog(lang)))
    yous = [k for k in keys if k.endswith("_you") or k.rsplit(".", 2)[-2].endswith("_you")]
    assert {"table.carried_you.other", "contree.result.contract_you"} <= set(yous)
    for key in yous:
        assert "{name}" not in keys[key], key
    carried = t("table.carried_you", count=2)
    contract = t("contree.result.contract_you", contract="90 ♦")
    if lang == "fr":
        assert carried == "Vous prenez 2 plis pourris." and contract == "Votre contrat\u00a0: 90 ♦."
    else:
        assert carried == "You take 2 spoiled tricks." and contract == "Your contract: 90 ♦."
        assert "You" not in t("contree.result.contract", contract="90 ♦", name="you")[1:]
