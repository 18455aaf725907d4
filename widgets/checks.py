"""What a widget takes, checked: its constructor's keywords, its traits' values, the settings
(from Python or from the page) and the one trait the page may write.

Every widget (the tables, the quiz, the chart, the class seat) takes its input through
these, so a misspelt keyword, a ``True`` where a count belongs or a forged page write is
refused or dropped the same way everywhere.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeVar

import anywidget
import traitlets as t

from rules_engine.core import Game, check_keywords, keyword_names, whole
from rules_engine.i18n import LANGUAGES

__all__ = [
    "DEFAULT_SETTINGS",
    "MAX_ERROR_CHARS",
    "PageWritesSettingsOnly",
    "StrictBool",
    "StrictInt",
    "check_table_arguments",
    "clean_settings",
    "is_int",
    "refuse_unknown_arguments",
    "refusing_unknown_keywords",
    "require_bool",
    "require_seed",
    "short",
]

#: the widgets' one log (named for the module it began in, which teachers' configs name).
#: Without a handler, warnings would reach the last-resort handler on stderr, which
#: ipykernel forwards to the page; the widgets' log is silent unless a teacher asks for it.
logger = logging.getLogger("widgets.base")
logger.addHandler(logging.NullHandler())

DEFAULT_SETTINGS: dict[str, Any] = {
    "theme": "auto",  # "auto" follows JupyterLab's theme, else "light" / "dark"
    "bot_delay_ms": 700,  # pause before each bot move; 0 = bots move at once
    "step_mode": False,  # bots wait for the Next button
    "show_probability": False,
    "language": "en",  # en, lv, fi or ru: every word on the table
    "high_contrast": False,
    # every option stays usable (lessons turn it on): an illegal choice reaches the engine,
    # which refuses it with its rule; off, a disabled control says which rule forbids it
    "show_every_option": False,
    "projector": False,  # larger type and cards, for the back row of a classroom
}
THEMES = ("auto", "light", "dark")
MAX_BOT_DELAY_MS = 10_000
MAX_ERROR_CHARS = 300

#: a setting's check: may ``value`` be set?
Check = Callable[[Any], bool]


def is_int(value: object) -> bool:
    """Is ``value`` a whole number (``rules_engine.core.whole``: never a bool or a float)?"""
    return whole(value) is not None


def short(value: object, limit: int = MAX_ERROR_CHARS) -> str:
    """``value`` as text of at most ``limit`` characters (an error line, a quoted input)."""
    text = str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ------------------------------------------------------------- constructor keywords

#: what the widget library itself takes as keywords (``layout=``, ``tooltip=``): passed on
_LIBRARY_KEYWORDS = frozenset(anywidget.AnyWidget.class_trait_names())


def refuse_unknown_arguments(owner: str, kwargs: Mapping[str, Any], known: Iterable[str]) -> None:
    """Refuse a keyword ``owner``'s constructor does not know (``ExactoTable(player=4)``
    would otherwise deal the default table without a word), naming the ``known`` arguments
    and the one probably meant (``rules_engine.core.check_keywords``). What the widget
    library itself takes (``layout=``, ``tooltip=``) is passed on."""
    check_keywords(owner, [k for k in kwargs if k not in _LIBRARY_KEYWORDS], list(known))


Init = TypeVar("Init", bound=Callable[..., None])


def refusing_unknown_keywords(init: Init) -> Init:
    """A table's ``__init__`` that first refuses (refuse_unknown_arguments) a keyword
    that is neither its own nor one it passes on to GameWidget (``passed_on``)."""
    names = keyword_names(init)
    owner = init.__qualname__.split(".")[0]

    @functools.wraps(init)
    def checked(self: Any, *args: Any, **kwargs: Any) -> None:
        refuse_unknown_arguments(owner, kwargs, [*names, *type(self).passed_on])
        init(self, *args, **kwargs)

    checked.__wrapped_keywords__ = names  # type: ignore[attr-defined]  # marks a checked init
    return checked  # type: ignore[return-value]  # the same signature, wrapped


# ------------------------------------------------------------------- trait values


class StrictInt(t.Int):  # type: ignore[type-arg]
    """An Int trait that refuses True and 1.0 (traitlets casts them silently), and takes
    numpy's whole numbers as the plain int they are."""

    def validate(self, obj: Any, value: Any) -> Any:
        if not is_int(value):
            self.error(obj, value)
        return super().validate(obj, whole(value))


class StrictBool(t.Bool):  # type: ignore[type-arg]  # as StrictInt
    """A Bool trait that refuses 1 and "no" (traitlets casts 0 and 1 silently)."""

    def validate(self, obj: Any, value: Any) -> Any:
        if not isinstance(value, bool):
            self.error(obj, value)
        return value


def require_bool(name: str, value: object) -> bool:
    """``value`` if it is True or False; a ValueError that names ``name`` otherwise
    (``reveal_all="no"`` must not switch the teacher's view on)."""
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, not {value!r}")
    return value


def require_seed(name: str, value: object) -> int | None:
    """None or a whole number >= 0, as a plain int (a ValueError that names ``name`` otherwise)."""
    if value is None:
        return None
    number = whole(value)
    if number is None or number < 0:
        raise ValueError(f"{name} must be a whole number >= 0 or None, not {value!r}")
    return number


# ----------------------------------------------------------------------- settings


def check_table_arguments(
    game: object,
    seat: object,
    *,
    reveal_all: object,
    teacher: object,
    bot_seed: object,
    title: object,
    factory: object,
) -> tuple[Game, int, int | None]:
    """A table widget's constructor arguments, checked before anything is built: the game,
    the seat it plays (a whole number) and the bots' seed, each refused by name."""
    if not isinstance(game, Game):
        raise TypeError(f"GameWidget needs a rules_engine Game, not {type(game).__name__}")
    number = whole(seat)
    if number is None or not 0 <= number < game.players:
        raise ValueError(f"seat must be 0..{game.players - 1}, not {seat!r}")
    require_bool("reveal_all", reveal_all)
    require_bool("teacher", teacher)
    seed = require_seed("bot_seed", bot_seed)
    if title is not None and not isinstance(title, str):
        raise ValueError(f"title must be text, not {title!r}")
    if factory is not None and not callable(factory):
        raise ValueError(f"factory must be a function seed -> Game, not {factory!r}")
    return game, number, seed


def clean_settings(
    raw: object,
    current: Mapping[str, Any] | None = None,
    languages: Iterable[str] = LANGUAGES,
    strict: bool = False,
    extra: Mapping[str, tuple[Any, Check]] | None = None,
) -> dict[str, Any]:
    """Merge ``raw`` into ``current`` (or the defaults), keeping only known keys with
    values of the right type. With ``strict`` a bad key or value raises ValueError
    (Python callers); otherwise it is dropped (what the browser sends).

    ``extra`` adds a game's own settings: ``{key: (default, check)}`` where
    ``check(value)`` says whether a value is allowed (``GameWidget.extra_settings``)."""
    extra = dict(extra or {})
    out = dict(DEFAULT_SETTINGS)
    out.update({key: default for key, (default, _check) in extra.items()})
    out.update(current or {})
    if not isinstance(raw, Mapping):
        if strict:
            raise ValueError(f"settings must be a dict, not {type(raw).__name__}")
        return out
    known = tuple(languages)
    checks: dict[str, Check] = {
        "theme": lambda v: v in THEMES,
        "bot_delay_ms": lambda v: is_int(v) and 0 <= v <= MAX_BOT_DELAY_MS,
        "step_mode": lambda v: isinstance(v, bool),
        "show_probability": lambda v: isinstance(v, bool),
        "language": lambda v: isinstance(v, str) and v in known,
        "high_contrast": lambda v: isinstance(v, bool),
        "show_every_option": lambda v: isinstance(v, bool),
        "projector": lambda v: isinstance(v, bool),
    }
    checks.update({key: check for key, (_default, check) in extra.items()})
    for key, value in raw.items():
        value = whole(value) if is_int(value) else value  # np.int64(300) is the 300 meant
        if key not in checks:
            why = f"unknown setting; known: {', '.join(checks)}"
        elif not checks[key](value):
            why = f"{value!r} is not allowed"
        else:
            out[key] = value
            continue
        if strict:
            raise ValueError(f"settings[{key!r}]: {why}")
    return out


class PageWritesSettingsOnly:
    """Python owns a widget's state; the page may write one trait, ``settings``, and only
    as the widget cleans it (``_clean_page_settings``: a bad value keeps the current one,
    and the page is sent what was kept). A write to any other synced trait, a forged
    message, is sent back as Python has it. Mixed in before ``anywidget.AnyWidget``."""

    #: what the browser may write (a widget drawn from Python alone: nothing)
    BROWSER_WRITABLE = frozenset({"settings"})
    # what the widget this is mixed into has (anywidget.AnyWidget's)
    settings: Any
    keys: list[str]
    send_state: Callable[..., None]

    def _clean_page_settings(self, raw: object, current: Mapping[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def set_state(self, sync_data: object) -> None:
        if not isinstance(sync_data, Mapping):
            return
        forged = [k for k in sync_data if k not in self.BROWSER_WRITABLE and k in self.keys]
        if "settings" in sync_data and "settings" in self.BROWSER_WRITABLE:
            raw = sync_data["settings"]
            cleaned = self._clean_page_settings(raw, self.settings)
            try:
                super().set_state({"settings": cleaned})  # type: ignore[misc]  # the widget's, after this mixin
            except Exception as err:
                logger.error("settings from the browser refused: %s", short(err))
            if cleaned != raw:
                self.send_state("settings")
        if forged:
            logger.info("ignored browser write to %s", ", ".join(sorted(forged)))
            self.send_state(forged)
