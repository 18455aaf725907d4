"""Who sits at a table: the bots (built from a spec, given their random generator, asked
for a move) and, when people share one screen (hot-seat), the curtain between them.
"""

from __future__ import annotations

import logging
import random
import traceback
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules_engine.bots import Bot, Decision, make_bot
from rules_engine.core import Action, Game, whole
from rules_engine.i18n import Msg

from .checks import is_int, short
from .messages import WIDGET_MESSAGES

__all__ = [
    "DEFAULT_BOTS",
    "ERRORS_KEPT",
    "Screen",
    "bot_move",
    "bot_rng",
    "build_bots",
    "check_screen_room",
    "keep",
    "resolve_bots",
]

logger = logging.getLogger("widgets.base")

#: a table's ``bots`` left at its default: the game's preferred bot if installed, else random
DEFAULT_BOTS = "default"
ERRORS_KEPT = 50  # bot_errors / internal_errors keep the latest ones


def keep(errors: list[dict[str, Any]], entry: dict[str, Any]) -> None:
    """Append ``entry`` to a Python-side error list, keeping the latest ERRORS_KEPT."""
    errors.append(entry)
    del errors[:-ERRORS_KEPT]


# ----------------------------------------------------------------------------- bots


def build_bots(bots: object, seat: int, game: Game) -> dict[int, Bot]:
    """The bot of each bot seat: ``bots`` is None (people everywhere), one spec for every
    seat but ``seat``, a dict ``{seat: spec}`` or a list with a spec (or None) per seat."""
    if bots is None:
        return {}
    if isinstance(bots, Mapping):
        for s in bots:
            if not is_int(s) or not 0 <= s < game.players:
                raise ValueError(f"bot seats must be 0..{game.players - 1}, not {s!r}")
        specs = {n: spec for s, spec in bots.items() if (n := whole(s)) is not None}  # all are, checked above
    elif isinstance(bots, (list, tuple)):
        if len(bots) != game.players:
            raise ValueError(f"give one bot (or None) per seat: {game.players}, not {len(bots)}")
        specs = {s: spec for s, spec in enumerate(bots) if spec is not None}
    else:
        specs = {s: bots for s in range(game.players) if s != seat}
    if seat in specs:
        raise ValueError(f"seat {seat} is yours; it cannot also have a bot")
    return {s: make_bot(game.name, spec) for s, spec in specs.items()}


def check_screen_room(owner: str, max_people: int | None, game: Game, seat: int, bots: Mapping[int, Bot]) -> None:
    """Refuse more people at one screen than the table has room for (``max_people``): a
    table whose front end has no curtain would show the next person the last one's cards."""
    people = game.players - len(bots)
    if max_people is not None and people > max_people:
        free = [s for s in range(game.players) if s != seat and s not in bots]
        raise ValueError(
            f"{owner} has room for {max_people} person at its screen (it has "
            f"no curtain: the next person would see the last one's cards), but seat(s) "
            f"{', '.join(map(str, free))} have no bot: give each one a bot"
        )


def resolve_bots(spec: object, preferred: str, game_name: str) -> object:
    """``DEFAULT_BOTS`` becomes the table's ``preferred`` bot when that bot exists (a
    warning and random bots otherwise); any other spec is returned as it is."""
    if not (isinstance(spec, str) and spec == DEFAULT_BOTS):
        return spec
    try:
        make_bot(game_name, preferred)
    except ValueError:
        logger.warning("the %s %s bot is not available; random bots play instead", game_name, preferred)
        return "random"
    return preferred


def bot_rng(bot_seed: int | None, game: Game) -> random.Random:
    """The bots' random generator for the move about to be made.

    Derived from (bot seed, move number) alone, so it is rewound with the game: after an
    undo the same move always gets the same answer, and asking again teaches nothing.
    The bot seed is Python's (``bot_seed``, else drawn from the game's seed, which the
    page never sees); nothing the page can choose or read determines it."""
    base = bot_seed if bot_seed is not None else game.seed
    return random.Random(f"bots/{base}/{len(game.history)}")


def _decide(bot: Bot, view: dict[str, Any], legal: list[Action], rng: random.Random) -> Decision:
    try:
        decision = bot.decide(view, legal, rng)
    except NotImplementedError:
        decision = Decision(bot.choose(view, legal, rng), WIDGET_MESSAGES.msg("w.no-reason", name=bot.name))
    if not isinstance(decision, Decision):
        decision = Decision(decision, WIDGET_MESSAGES.msg("w.no-reason", name=getattr(bot, "name", "bot")))
    return decision


def bot_move(
    bot: Bot, game: Game, rng: random.Random, name: Msg, errors: list[dict[str, Any]]
) -> tuple[Action, Msg | str]:
    """The move ``bot`` makes for the seat on turn, and its reason (a Msg of its game, or
    a student's bot's text). A bot that fails or breaks a rule plays a random legal move
    instead: what it said, even which rule it broke, was computed from its hidden hand, so
    the teacher gets it in ``errors`` (Python only) and the reason says only that it failed."""
    seat = game.current_player
    legal = game.legal_actions()
    if not legal:
        raise RuntimeError(f"{name.render('en', WIDGET_MESSAGES)} is to move but has no legal action")
    try:
        decision = _decide(bot, game.view(seat), list(legal), rng)
        game.check(decision.action)
        reason: Msg | str = decision.reason
        return decision.action, reason if isinstance(reason, Msg) else short(str(reason), 600)
    except Exception as err:
        keep(
            errors,
            {
                "move": len(game.history),
                "seat": seat,
                "bot": getattr(bot, "name", "bot"),
                "error": repr(err),
                "traceback": traceback.format_exc(),
            },
        )
        logger.debug("seat %s's bot failed; the details are in .bot_errors", seat)
        return rng.choice(list(legal)), WIDGET_MESSAGES.msg("w.bot-failed", _name=name, kind=type(err).__name__)


# ------------------------------------------------------------------------- hot-seat


@dataclass
class Screen:
    """People passing one screen (hot-seat): a curtain while it passes from one to the next
    (``curtain``: the seat it passes to), or while bots play between them
    (``bots_playing``: the person who just moved may have walked away, and the next may
    already be looking); when it was last lifted (undo stops there); and the public notes
    "the screen was shown to ..." (log length, seat)."""

    curtain: int | None = None
    bots_playing: bool = False
    lifted_at: int = 0
    notes: list[tuple[int, int]] = field(default_factory=list)

    @property
    def up(self) -> bool:
        """Does the screen show only what every seat may see?"""
        return self.curtain is not None or self.bots_playing

    def state(self) -> dict[str, Any]:
        """The ``curtain`` trait: whom the screen passes to, or that bots are playing."""
        if self.curtain is not None:
            return {"seat": self.curtain}
        return {"bots": True} if self.bots_playing else {}

    def new_game(self) -> None:
        self.lifted_at, self.notes, self.bots_playing = 0, [], False

    def start(self, mover: int, bot_to_move: bool) -> int | None:
        """A game between people starts behind the curtain: whoever takes the screen first
        says they are ready (or, when a bot begins, the bots play behind it). The seat the
        screen passes to, if any."""
        if bot_to_move:
            self.bots_playing = True
            return None
        self.curtain = mover
        return mover

    def follow(self, mover: int, bot_to_move: bool, seat: int) -> tuple[int | None, bool]:
        """The turn passed to ``mover``: (the seat the screen now shows, if it changes;
        whether the curtain came down, so that the error line, which may quote the last
        person's secrets, is cleared)."""
        if bot_to_move:
            if not self.bots_playing and self.curtain is None:
                self.bots_playing = True
                return None, True
            return None, False
        if self.bots_playing or mover != seat:
            self.curtain, self.bots_playing = mover, False
            return mover, True
        return None, False

    def lift(self, moves: int, log_length: int) -> int:
        """The next person has the screen: from now on it shows their seat's secrets, so undo
        stops here, and the log says so in public (a look taken by someone else can be
        neither taken back nor hidden). Returns the seat."""
        assert self.curtain is not None  # the table refuses a lift with no curtain
        seat, self.curtain = self.curtain, None
        self.lifted_at = moves
        self.notes.append((log_length, seat))
        return seat
