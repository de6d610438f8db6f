"""Card art: every face drawn, distinct and the right size; the sheet command; the layers."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import cli
from game.decks import DECKS
from game.games import GAMES
from game.ui.aluette.art import face_svg
from game.ui.cardart import CARD_RATIO, CardArt, card_height
from game.ui.cardart.packs import PACKS, sheet_pack
from game.ui.cardart.svg_back import BACK_DESIGNS
from game.ui.cardart.svg_face import COMPACT_MAX
from game.ui.gameparts import window_of
from game.ui.sheet import sheet_size

SVG_MODULES = [
    *(
        "game.ui.cardart." + p.stem
        for p in (Path(__file__).resolve().parent.parent / "game/ui/cardart").glob("*.py")
        if p.stem != "raster"
    ),
    "game.ui.aluette.art",
    "game.ui.aluette.art.named",
    "game.ui.aluette.art.gestures",
    "game.ui.contree.art",
]


@pytest.fixture(scope="module")
def arts() -> dict[str, CardArt]:
    return {deck: CardArt(deck) for deck in DECKS}


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("width", [COMPACT_MAX, 120])
def test_all_48_faces_look_different(arts: dict[str, CardArt], deck: str, width: int) -> None:
    pixels = {pygame.image.tobytes(arts[deck].face(c, width), "RGBA") for c in range(48)}
    assert len(pixels) == 48


@pytest.mark.parametrize("deck", DECKS)
@pytest.mark.parametrize("width", [40, 121, 400])
def test_every_face_renders_at_its_size(arts: dict[str, CardArt], deck: str, width: int) -> None:
    for c in range(48):
        surface = arts[deck].face(c, width)
        assert surface.get_size() == (width, card_height(width))
    corner = arts[deck].face(0, width).get_at((0, 0))
    middle = arts[deck].face(0, width).get_at((width // 2, card_height(width) // 2))
    assert corner.a < 128 < middle.a, "rounded corners are transparent, the card is opaque"


def test_card_height_follows_the_ratio() -> None:
    assert card_height(120) == 180 == round(120 * CARD_RATIO)
    assert card_height(41) == 62


@pytest.mark.parametrize("design", range(BACK_DESIGNS))
def test_backs_render(arts: dict[str, CardArt], design: int) -> None:
    for width in (40, 120):
        assert arts["spanish"].back(width, design).get_size() == (width, card_height(width))


def test_backs_differ(arts: dict[str, CardArt]) -> None:
    backs = {pygame.image.tobytes(arts["french"].back(80, d), "RGBA") for d in range(2)}
    assert len(backs) == BACK_DESIGNS >= 2


def test_felt_fills_the_window(arts: dict[str, CardArt]) -> None:
    felt = arts["spanish"].felt((320, 200))
    assert felt.get_size() == (320, 200)
    assert felt.get_at((160, 100)).a == 255


def test_surfaces_are_cached(arts: dict[str, CardArt]) -> None:
    art = arts["french4"]
    assert art.face(5, 90) is art.face(5, 90)
    assert art.back(90) is art.back(90)


def test_french_court_letters_follow_the_language() -> None:
    en, fr = (face_svg("french", 47, 120, lang) for lang in ("en", "fr"))
    assert en != fr


def test_four_colour_deck_recolours_diamonds_and_clubs(arts: dict[str, CardArt]) -> None:
    for c in range(48):
        same = face_svg("french", c, 120) == face_svg("french4", c, 120)
        assert same == (c // 12 in (1, 2)), f"card {c}"


@pytest.mark.parametrize(
    "args",
    [
        {"deck": "spanish", "width": 64},
        {"deck": "french", "width": 40},
        {"deck": "french4", "width": 70},
    ],
)
def test_sheet_command_writes_the_whole_deck(tmp_path: Path, args: dict[str, object]) -> None:
    out = tmp_path / "sheet.png"
    argv = ["cards", "--sheet", str(out), "--deck", str(args["deck"])]
    assert cli.main([*argv, "--width", str(args["width"])]) == 0
    image = pygame.image.load(str(out))
    width = int(args["width"])  # type: ignore[call-overload]
    assert image.get_size() == sheet_size(width)
    assert image.get_width() > 12 * width and image.get_height() > 5 * card_height(width)


def test_sheet_default_width(tmp_path: Path) -> None:
    out = tmp_path / "default.png"
    assert cli.main(["cards", "--sheet", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == sheet_size(120)


@pytest.mark.parametrize("name", ["missing/sheet.png", "sheet.txt"])
def test_sheet_bad_path_is_one_clear_line(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    status = cli.main(["cards", "--sheet", str(tmp_path / name), "--width", "40"])
    err = capsys.readouterr().err
    assert status == cli.EXIT_USAGE
    assert err.startswith("aluette: ") and err.count("\n") == 1 and name.split("/")[0] in err


def test_sheet_refuses_huge_cards(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["cards", "--sheet", str(tmp_path / "x.png"), "--width", "5000"]) == 2
    assert "--width 5000" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_french_sheet_in_french(tmp_path: Path) -> None:
    out = tmp_path / "fr.png"
    assert cli.main(["--lang", "fr", "cards", "--sheet", str(out), "--width", "40"]) == 0
    assert out.is_file()


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        CardArt("tarot")
    with pytest.raises(ValueError):
        CardArt("spanish", lang="de")
    art = CardArt("spanish")
    with pytest.raises(ValueError):
        art.face(0, 0)
    with pytest.raises(ValueError):
        art.back(100, BACK_DESIGNS)


def test_svg_builders_do_not_import_pygame() -> None:
    assert len(SVG_MODULES) >= 8
    code = (
        "import importlib, sys\n"
        f"for name in {SVG_MODULES!r}: importlib.import_module(name)\n"
        "from game.ui.aluette.art import face_svg\n"
        "face_svg('spanish', 0, 120)\n"
        "assert 'pygame' not in sys.modules, 'an SVG builder imported pygame'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_svg_documents_use_only_what_nanosvg_draws() -> None:
    svg = "".join(face_svg(deck, c, 120) for deck in DECKS for c in range(48))
    for tag in ("<text", "<use", "<clipPath", "<pattern", "<filter", "<mask"):
        assert tag not in svg


def test_surfaces_convert_once_a_window_exists() -> None:
    code = (
        "import pygame\n"
        "from game.ui.cardart import CardArt\n"
        "screen = pygame.display.set_mode((64, 48))\n"
        "art = CardArt('spanish')\n"
        "assert art.face(0, 50).get_size() == (50, 75)\n"
        "assert art.felt((64, 48)).get_bitsize() == screen.get_bitsize()\n"
        "screen.blit(art.felt((64, 48)), (0, 0)); screen.blit(art.back(30), (0, 0))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("deck", ["french", "french4"])
@pytest.mark.parametrize("width", [COMPACT_MAX, 120])
def test_contree_pack_has_32_different_faces(deck: str, width: int) -> None:
    art = CardArt(deck, pack="contree")
    faces = [art.face(c, width) for c in range(32)]
    assert all(f.get_size() == (width, card_height(width)) for f in faces)
    assert len({pygame.image.tobytes(f, "RGBA") for f in faces}) == 32


def test_contree_tens_have_ten_pips_and_a_two_digit_index() -> None:
    from game.contree.cards import card
    from game.ui.contree.art import face_svg as contree_face

    ten, nine = contree_face("french", card("TS"), 120), contree_face("french", card("9S"), 120)
    assert ten.count("scale(0.4000)") - nine.count("scale(0.4000)") == 1


def test_contree_spanish_deck_draws_french_cards() -> None:
    assert CardArt("spanish", pack="contree").deck == "french"
    with pytest.raises(ValueError):
        CardArt("french", pack="tarot")


@pytest.mark.parametrize("deck", ["contree", "contree4"])
def test_sheet_of_contree_pack(tmp_path: Path, deck: str) -> None:
    out = tmp_path / "contree.png"
    assert cli.main(["cards", "--sheet", str(out), "--deck", deck, "--width", "40"]) == 0
    assert pygame.image.load(str(out)).get_size() == sheet_size(40, 8)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_describes_its_pack_in_its_window(game: str) -> None:
    window = window_of(game)
    pack = window.CARDS
    assert PACKS[window.PACK] is pack and pack.name == window.PACK
    for cards in (pack.showcase, pack.preview):
        assert len(cards) == len(set(cards)) == 4
        assert all(0 <= c < pack.size for c in cards)
    assert {pack.suit_of(c) for c in range(pack.size)} == set(range(4))
    assert set(pack.sheet_names.values()) <= set(pack.decks) <= set(DECKS)


def test_the_sheet_names_find_one_pack_each() -> None:
    names = [n for p in PACKS.values() for n in p.sheet_names]
    assert len(names) == len(set(names))
    assert sheet_pack("contree4") == (PACKS["contree"], "french4")
    assert sheet_pack("spanish") == (PACKS["aluette"], "spanish")
    with pytest.raises(ValueError, match="one of"):
        sheet_pack("tarot")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_settings_preview_the_current_games_cards(
    tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_ui_support import make_app

    from game.ui.scenes.settings import SettingsScene

    app = make_app(tmp_path, deck="french4")
    app.update_settings(game=game)
    pack = window_of(game).CARDS
    art = app.art_of(pack.name)
    drawn: list[int] = []
    face = art.face

    def recording(card: int, width: int) -> pygame.Surface:
        drawn.append(card)
        return face(card, width)

    monkeypatch.setattr(art, "face", recording)
    app.push(SettingsScene(app))
    app.draw()
    assert drawn == list(pack.preview)
