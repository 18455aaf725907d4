"""Jupyter widgets over the rules_engine games.

``GameWidget`` binds any game to synced traits; ``ExactoTable`` is Exacto's table;
``GanjifaTable`` is Dashavatara Ganjifa's (you against two AI players);
``Lesson`` shows a rule lesson around a live table; ``Quiz`` a checked probability
exercise; ``BarChart`` an SVG bar chart. The front ends are bundles in widgets/static/,
built from widgets/js/ by ``npm run build``.
"""
from .base import GameWidget
from .chart import BarChart
from .exacto import ExactoTable
from .ganjifa import GanjifaTable
from .lesson import Lesson
from .quiz import Quiz

__all__ = ["GameWidget", "ExactoTable", "GanjifaTable", "Lesson", "Quiz", "BarChart"]
