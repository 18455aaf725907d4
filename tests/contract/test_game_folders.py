"""Every game folder has one shape: the same modules, each holding the same
public names, so a reader who knows one game finds their way in another, and a new game
copies the shape. What is a game's own (Deductio's ``clues.py``, Ganjifa's ``cards.py``,
a ``_fast.py`` of speed tables) may be added beside them.

The layering inside a folder is checked too: ``position.py`` and ``_fast.py`` sit below
``game.py`` and import nothing from it (the rules they need are handed in)."""

from __future__ import annotations

import ast
import importlib
import pathlib

import pytest

import rules_engine
from rules_engine import games
from rules_engine.bots import LEVELS, make_bot

ENGINE = pathlib.Path(rules_engine.__file__).parent

#: the modules every game folder has, and the public names each must hold
SHARED = {
    "__init__": ("view_to_position",),
    "game": (),  # the registered Game subclass: see test_the_folder_is_the_game_it_registers
    "position": ("normalize", "load", "view_to_position"),
    "bots": ("BOTS", "LEVELS"),
    "catalog": ("CATALOG",),
    "messages": ("MESSAGES",),
    "lesson_messages": ("LESSON_MESSAGES",),
    "lessons": ("LESSONS", "QUIZZES", "lesson", "quiz"),
    "view_lines": ("view_lines",),
}

#: the translators' files every game has (the English source of each message table)
LOCALE = ("locale/messages/en.json", "locale/lessons/en.json")

#: the modules that must import nothing from their game's game.py
BELOW_THE_RULES = ("position", "_fast")


def game_folders() -> list[str]:
    return sorted(p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file())


def test_every_game_folder_is_a_registered_game_and_every_game_has_a_folder():
    assert game_folders() == sorted(games())


@pytest.mark.parametrize("game", game_folders())
def test_every_game_folder_has_the_shared_modules(game):
    folder = ENGINE / game
    missing = [f"{m}.py" for m in SHARED if not (folder / f"{m}.py").is_file()]
    missing += [f for f in LOCALE if not (folder / f).is_file()]
    assert not missing, f"rules_engine/{game}/ lacks {', '.join(missing)}"


@pytest.mark.parametrize("game", game_folders())
def test_each_shared_module_holds_the_same_public_names(game):
    lacking = [
        f"{module}.{name}"
        for module, names in SHARED.items()
        for name in names
        if not hasattr(
            importlib.import_module(f"rules_engine.{game}" + ("" if module == "__init__" else f".{module}")), name
        )
    ]
    assert not lacking, f"rules_engine/{game}/ lacks {', '.join(lacking)}"


@pytest.mark.parametrize("game", game_folders())
def test_the_folder_is_the_game_it_registers(game):
    """game.py defines the Game class registered under the folder's name; the package's
    view_to_position is position.py's (one door from a view to a position)."""
    cls = games()[game]
    assert cls.__module__ == f"rules_engine.{game}.game"
    package = importlib.import_module(f"rules_engine.{game}")
    position = importlib.import_module(f"rules_engine.{game}.position")
    assert package.view_to_position is position.view_to_position
    assert callable(getattr(cls, "from_position", None))


@pytest.mark.parametrize("game", game_folders())
def test_every_game_names_each_level_once_as_data(game):
    """rules_engine.bots.LEVELS: each game says which of its bots plays each level (data,
    not alias classes), and its bot menu (BOTS) offers the levels by name."""
    bots = importlib.import_module(f"rules_engine.{game}.bots")
    assert tuple(bots.LEVELS) == LEVELS
    assert all(bots.BOTS[level] is bots.LEVELS[level] for level in LEVELS)
    for level in LEVELS:
        bot = make_bot(game, level)
        assert type(bot) is bots.LEVELS[level] and bot.name == level
    assert not [name for name in vars(bots) if name in ("MediumBot", "StrongBot")]


def imported_modules(path: pathlib.Path) -> set[str]:
    """Every module a file imports, relative ones as written (``.game``, ``..core``),
    those under ``if TYPE_CHECKING:`` and inside functions included."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            found.add(base)
            if node.module is None:  # from . import game
                found.update(base + alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize(
    "path",
    [
        ENGINE / game / f"{module}.py"
        for game in game_folders()
        for module in BELOW_THE_RULES
        if (ENGINE / game / f"{module}.py").is_file()
    ],
    ids=lambda path: f"{path.parent.name}/{path.name}",
)
def test_position_and_fast_import_nothing_from_game(path):
    game, module = path.parent.name, path.stem
    imports = imported_modules(path)
    assert not imports & {".game", f"rules_engine.{game}.game"}, f"{game}/{module}.py imports game.py"
