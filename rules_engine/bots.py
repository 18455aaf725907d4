"""The bot protocol, shared by every game.

A bot is handed exactly what a human in its seat sees: ``choose(view, legal, rng)`` gets
the seat's ``view`` dict (its own copy: changing it changes nothing else), the list of
legal actions and a ``random.Random``, so a student writes one as a single function. The
protocol does not fence a bot in: at a table, in ``arena.play_match`` and in an ordinary
tournament it runs in the game's own process, where ``sys._getframe`` or ``gc`` lead to the
live game; a class tournament uses ``arena.tournament(..., fair=True)``, which runs each bot
in a process of its own on JSON views (see rules_engine/arena.py). Built-in bots also say why:
``decide`` returns a :class:`Decision` whose ``reason`` is a sentence with the numbers
the bot used.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, overload

from .core import Action, brief, real, strict_keywords, whole
from .core_messages import CORE_MESSAGES
from .i18n import Msg

__all__ = ["Decision", "Bot", "RandomBot", "SlipBot", "FunctionBot", "as_bot", "make_bot", "setting", "LEVELS"]

#: the strengths every game offers, weakest first: ``make_bot(game, "beginner")``
LEVELS = ("beginner", "medium", "strong")


@overload
def setting(
    name: str, value: object, low: float, high: float | None = None, *, count: Literal[True], above: bool = False
) -> int: ...
@overload
def setting(
    name: str,
    value: object,
    low: float,
    high: float | None = None,
    *,
    count: Literal[False] = False,
    above: bool = False,
) -> float: ...
def setting(
    name: str, value: object, low: float, high: float | None = None, *, count: bool = False, above: bool = False
) -> float:
    """A bot's numeric setting, checked: a number from ``low`` (excluded with ``above``) to
    ``high`` (a whole number with ``count``), as a plain int or float; a ValueError in a
    sentence otherwise (``ProbabilityBot(risk="high")``)."""
    number = whole(value) if count else real(value)
    if number is None or number < low or (above and number == low) or (high is not None and number > high):
        kind = "a whole number" if count else "a number"
        span = f"from {low:g} to {high:g}" if high is not None else f"above {low:g}" if above else f"of {low:g} or more"
        raise ValueError(f"{name} must be {kind} {span}, not {brief(value)}")
    return number


#: what a seat may see, as ``Game.view(seat)`` gives it: JSON-like, the bots' only input
View = dict[str, Any]


@dataclass(frozen=True)
class Decision:
    """A bot's move and why: ``reason`` is a str (a student's bot) or a Msg bound to its
    game's table, so the table shows it in the learner's language."""

    action: Action
    reason: str | Msg


class Bot:
    """Base class: override ``decide``. ``choose`` is what the arena and widgets call."""

    name = "bot"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        # ProbabilityBot(riks=0.3) is refused naming ``risk``, not with Python's bare TypeError
        init = cls.__dict__.get("__init__")
        if init is not None and not hasattr(init, "__wrapped_keywords__"):
            cls.__init__ = strict_keywords(init)  # type: ignore[method-assign]  # wrapping it is the point

    @strict_keywords
    def __init__(self) -> None:
        """A bot without settings (RandomBot, GreedyBot) takes no arguments."""

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        raise NotImplementedError

    def choose(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng).action

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomBot(Bot):
    """Picks uniformly among the legal actions, in any game."""

    name = "random"

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        action = rng.choice(list(legal))
        return Decision(action, CORE_MESSAGES.msg("bot.random", _action=action, n=len(legal)))


class SlipBot(Bot):
    """A beginner: plays as ``base`` does, except that with chance ``slip`` it makes a move
    without working it out, any of the moves ``plausible`` offers (all legal moves unless a
    game narrows them to ones a person would think of). ``base`` keeps no memory between
    calls (it would remember moves it did not make)."""

    name = "beginner"

    def __init__(self, base: Bot, slip: float):
        if not 0.0 <= slip <= 1.0:
            raise ValueError(f"slip must be between 0 and 1, not {slip!r}")
        self.base, self.slip = base, slip

    def __repr__(self) -> str:
        return f"{type(self).__name__}(slip={self.slip})"

    def plausible(self, view: View, legal: Sequence[Action]) -> list[Action]:
        return list(legal)

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        if rng.random() < self.slip:
            action = rng.choice(self.plausible(view, legal) or list(legal))
            return Decision(action, CORE_MESSAGES.msg("bot.slip", _action=action))
        return self.base.decide(view, legal, rng)


class FunctionBot(Bot):
    """Wraps a student's plain ``choose(view, legal, rng)`` function."""

    def __init__(
        self, function: Callable[[View, Sequence[Action], random.Random], Any], name: str | None = None
    ) -> None:
        self.function = function
        self.name = name or str(getattr(function, "__name__", "bot"))

    def decide(self, view: View, legal: Sequence[Action], rng: random.Random) -> Decision:
        return Decision(self.function(view, legal, rng), CORE_MESSAGES.msg("bot.student", name=self.name))

    def __repr__(self) -> str:
        return f"FunctionBot({self.name})"


class NotABot(TypeError, ValueError):
    """What was given as a bot is none: a TypeError (no Bot, no function), and a ValueError
    like every refusal of what a student typed (``bots=5``)."""


def as_bot(obj: object) -> Bot:
    """Accept a Bot, a Bot class, or a plain function and return a Bot."""
    if isinstance(obj, Bot):
        return obj
    if isinstance(obj, type) and issubclass(obj, Bot):
        return obj()
    if callable(obj):
        return FunctionBot(obj)
    raise NotABot(f"a bot is a Bot or a function choose(view, legal, rng), not {brief(obj)}")


def make_bot(game: str, spec: object) -> Bot:
    """A bot from a name known to the game (``"random"``, ``"probability"``, ...), a level
    of :data:`LEVELS`, or anything ``as_bot`` accepts. Each game's ``bots`` module lists its
    names in ``BOTS``, and in ``LEVELS`` which of its bots plays each level: that bot,
    called by the level's name (``make_bot("exacto", "medium").name == "medium"``)."""
    if not isinstance(spec, str):
        return as_bot(spec)
    import importlib

    try:
        module = importlib.import_module(f"rules_engine.{game}.bots")
    except ImportError:
        module = None
    named: dict[str, Callable[[], Bot]] = getattr(module, "BOTS", {})
    levels: dict[str, Callable[[], Bot]] = getattr(module, "LEVELS", {})
    table: dict[str, Callable[[], Bot]] = {"random": RandomBot, **named, **levels}
    if spec not in table:
        raise ValueError(f"no {game} bot called {spec!r}; known: {', '.join(sorted(table))}")
    bot = table[spec]()
    if spec in levels:
        bot.name = spec  # the table's strength, whichever of the game's bots plays it
    return bot
