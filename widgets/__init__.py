"""Jupyter widgets over the rules_engine games.

``GameWidget`` binds any game to synced traits; every game has its table
(``ExactoTable``, ``GanjifaTable``, ...: the module ``widgets/<game>.py`` names it
``TABLE``); ``Lesson`` shows a rule lesson around a live table; ``Quiz`` a checked
probability exercise; ``BarChart`` an SVG bar chart; ``ClassTable`` a seat at the class
server's table (and, while seated, the teacher hears of the lessons and quizzes done). The front ends are bundles in
widgets/static/, built from widgets/js/ by ``npm run build``.

The tables are discovered, like the games: adding a game is adding its folders
(rules_engine/<game>/, widgets/<game>.py, widgets/js/<game>/), not editing this file.
"""

import importlib
import importlib.util

from rules_engine import games as _games

from .base import GameWidget
from .chart import BarChart
from .classtable import ClassTable
from .lesson import TABLES, Lesson
from .quiz import Quiz

__all__ = ["GameWidget", "Lesson", "Quiz", "BarChart", "ClassTable"]

for _name in sorted(_games()):
    if importlib.util.find_spec(f"{__name__}.{_name}") is not None:
        _table = importlib.import_module(f"{__name__}.{_name}").TABLE
        TABLES.setdefault(_name, _table)
        globals()[_table.__name__] = _table
        __all__.append(_table.__name__)
