"""Every message table the project has, whichever tests ran before: a table registers in
rules_engine.i18n when its module is imported, so this imports them all, the Voila apps'
apps/classroom.py too (a script beside the notebooks, in no package: loaded by its path)."""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

from rules_engine.i18n import _TABLES, Messages

__all__ = ["TABLE_MODULES", "APPS_TABLE", "all_tables", "apps_module"]

TABLE_MODULES = (
    "rules_engine.core_messages",
    "rules_engine.exacto.messages",
    "rules_engine.exacto.lesson_messages",
    "rules_engine.ganjifa.messages",
    "rules_engine.ganjifa.lesson_messages",
    "rules_engine.deductio.messages",
    "rules_engine.deductio.lesson_messages",
    "rules_engine.siggil.messages",
    "rules_engine.siggil.lesson_messages",
    "widgets.messages",
    "tabletop_tutor_classroom.messages",
)
#: the Voila apps' own words (apps/classroom.py: a script beside the apps, not a package)
APPS_TABLE = Path(__file__).parents[2] / "apps" / "classroom.py"
_APPS_MODULE = "tt_apps_classroom"


def apps_module():
    """apps/classroom.py, imported once by its path."""
    if _APPS_MODULE not in sys.modules:
        spec = importlib.util.spec_from_file_location(_APPS_MODULE, APPS_TABLE)
        module = sys.modules[_APPS_MODULE] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return sys.modules[_APPS_MODULE]


def all_tables() -> list[Messages]:
    """Every message table, by name."""
    for module in TABLE_MODULES:
        importlib.import_module(module)
    if "apps" not in _TABLES:
        apps_module()
    return sorted(_TABLES.values(), key=lambda t: t.name)
