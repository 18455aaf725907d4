"""The contract every game meets, so widgets, lessons, tests, bots and the arena are
written once.

A game is a mutable state driven by ``apply(action)``. Everything else hangs off three
ideas taken from OpenSpiel and python-chess:

* chance is explicit and seeded: ``seed`` + the action history reproduce a game, which
  is also how a game is serialized, undone and replayed;
* what a seat may know is computed by one function, ``view(seat)``, apart from the
  state, and bots receive nothing else;
* an illegal action raises :class:`IllegalAction` naming the rule id that forbids it,
  *before* anything is changed.
"""

from __future__ import annotations

import _random
import copy
import dataclasses
import difflib
import functools
import inspect
import math
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from functools import partial
from numbers import Integral, Real
from operator import itemgetter
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, cast, overload

from .core_messages import CORE_MESSAGES
from .i18n import Messages, Msg

__all__ = [
    "IllegalAction",
    "Action",
    "addressed",
    "CardsAction",
    "input_refusal",
    "Event",
    "Move",
    "Refusal",
    "Game",
    "RuleCatalog",
    "register",
    "make",
    "games",
    "game_class",
    "brief",
    "new_event",
    "Deferred",
    "json_copy",
    "whole",
    "real",
    "plain",
    "UnknownArgument",
    "check_keywords",
    "strict_keywords",
]


class IllegalAction(ValueError):
    """An action the rules forbid (or a message that is not an action at all).

    ``rule`` is the rule id that forbids it (``"exacto.raise"``), or ``"input"`` when
    the action could not even be read. The refusal is a sentence that never mentions
    anything hidden from the actor: a plain string, or a :class:`~rules_engine.i18n.Msg`
    (message id and parameters) rendered from ``messages`` in the reader's language —
    ``message`` is the English, ``render(lang)`` any language.
    """

    def __init__(self, rule: str, message: str | Msg, messages: Messages | None = None):
        super().__init__(rule, message, messages)
        self.rule = rule
        self._message = message
        self._messages = messages

    @property
    def message(self) -> str:
        return self.render("en")

    @property
    def msg(self) -> Msg | None:
        """The message id and parameters (None for a plain-text refusal)."""
        return self._message if isinstance(self._message, Msg) else None

    def render(self, lang: str = "en") -> str:
        if isinstance(self._message, Msg):
            return self._message.render(lang, self._messages)
        return str(self._message)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message}"

    def to_json(self, lang: str = "en") -> dict[str, str]:
        return {"rule": self.rule, "message": self.render(lang)}


# ------------------------------------------------------- what a student's code hands in


def whole(value: object) -> int | None:
    """``value`` as a plain ``int`` when it is a whole number, else None: an int, or any
    other ``numbers.Integral`` (numpy's ``np.int64`` from ``rng.integers``, an element of
    an ``np.array``), never a bool (``True`` counts nothing) nor a float (``2.0`` is a
    measurement, not a count). The one whole-number check of every door: actions, JSON,
    positions, constructors, widgets. Plain ints come back as they are (a plain ``int``
    keeps JSON and the behaviour digests as they were)."""
    if type(value) is int:  # the usual case, first and cheap
        return value
    if isinstance(value, Integral) and not isinstance(value, bool):
        return int(value)
    return None


def real(value: object) -> float | None:
    """``value`` as a float when it is a finite real number (an int, a float, numpy's),
    never a bool; else None. A bot's settings (``risk=0.3``) are read with it."""
    if isinstance(value, Real) and not isinstance(value, bool) and math.isfinite(value):
        return float(value)
    return None


def plain(data: Any) -> Any:
    """A deep copy of JSON-like ``data`` (dicts, lists, tuples) with every whole number
    (:func:`whole`) a plain ``int``: a position a student built from numpy values is kept,
    saved and replayed as the same JSON as one typed by hand. Anything else is copied as
    it is, for the game's checks to judge."""
    if type(data) is int or isinstance(data, (str, float, bool)) or data is None:
        return data
    if isinstance(data, Mapping):
        return {plain(k): plain(v) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        items = [plain(v) for v in data]
        return items if isinstance(data, list) else tuple(items)
    number = whole(data)
    return copy.deepcopy(data) if number is None else number


class UnknownArgument(TypeError, ValueError):
    """A keyword argument that does not exist (``ExactoTable(player=4)``): refused, never
    ignored, since an ignored one deals a table the student did not ask for. A TypeError,
    as Python's own refusal of an unknown keyword is, and a ValueError, as every other
    refusal of a constructor here is."""


def check_keywords(
    owner: str, given: Iterable[str], known: Iterable[str], noun: tuple[str, str] = ("argument", "arguments")
) -> None:
    """Refuse (UnknownArgument) any of the keyword names ``given`` that is not ``known``,
    in a sentence that names the arguments that exist and, where one is close, the
    argument meant: "ExactoTable has no argument 'player' (did you mean 'players'?)...".
    ``noun``: what they are called, singular and plural."""
    known = tuple(known)
    unknown = [k for k in given if k not in known]
    if not unknown:  # the usual case, cheap: games are made with their options in every replay
        return
    known = list(dict.fromkeys(k for k in known if not k.startswith("_")))
    name = unknown[0]
    close = difflib.get_close_matches(str(name), known, n=1, cutoff=0.6)
    meant = f" (did you mean {close[0]!r}?)" if close else ""
    others = f" (nor {', '.join(map(repr, unknown[1:]))})" if len(unknown) > 1 else ""
    exists = f"its {noun[1]} are {', '.join(known)}" if known else f"it takes no keyword {noun[1]}"
    raise UnknownArgument(f"{owner} has no {noun[0]} {brief(name)}{meant}{others}; {exists}.")


def keyword_names(func: Callable[..., Any]) -> tuple[str, ...]:
    """The names ``func`` takes by keyword (its ``**kwargs`` aside)."""
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return tuple(
        p.name for p in inspect.signature(func).parameters.values() if p.kind in kinds and p.name not in ("self", "cls")
    )


#: a function a decorator hands back with the same signature
F = TypeVar("F", bound=Callable[..., Any])


@overload
def strict_keywords(func: F, *, owner: str | None = None) -> F: ...
@overload
def strict_keywords(func: None = None, *, owner: str | None = None) -> Callable[[F], F]: ...
def strict_keywords(func: Callable[..., Any] | None = None, *, owner: str | None = None) -> Any:
    """Decorator: ``func`` refuses an unknown keyword with :func:`check_keywords`'s
    sentence (a typo suggested) instead of Python's bare TypeError."""
    if func is None:
        return partial(strict_keywords, owner=owner)
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in inspect.signature(func).parameters.values()):
        return func  # it takes any keyword: it judges them itself
    names = keyword_names(func)
    known = frozenset(names)
    constructor = func.__name__ == "__init__"

    @functools.wraps(func)
    def checked(*args: Any, **kwargs: Any) -> Any:
        for key in kwargs:
            if key not in known:
                # an inherited __init__ names the class it was called on (GreedyBot, not Bot)
                label = owner or (type(args[0]).__name__ if constructor and args else func.__qualname__)
                check_keywords(label, kwargs, names)
        return func(*args, **kwargs)

    cast(KeywordsChecked, checked).__wrapped_keywords__ = names
    return checked


class KeywordsChecked(Protocol):
    """A function :func:`strict_keywords` wrapped: ``__wrapped_keywords__`` lists the keywords
    it takes, and tells a checked ``__init__`` from one that is not (``Bot``, the widgets)."""

    __wrapped_keywords__: tuple[str, ...]

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...


def input_refusal(table: Messages, msg_id: str, **params: Any) -> IllegalAction:
    """A refusal of input that is no action at all (rule ``input``), in ``table``'s words:
    the core's for what every game refuses alike, a game's for its own actions' fields."""
    return IllegalAction("input", Msg(msg_id, **params), table)


def _input(msg_id: str, **params: Any) -> IllegalAction:
    """A refusal of input that is not an action at all, in the core's words."""
    return input_refusal(CORE_MESSAGES, msg_id, **params)


# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Action:
    """Base of every action: a frozen dataclass discriminated by its ``kind``.

    Subclasses set ``kind`` as a class variable and list their data as fields.
    """

    kind: ClassVar[str] = ""
    #: set on an action once ``validate`` passed (see ``action_decoder``): a frozen value
    #: cannot become invalid, and the engine's own legal actions are decoded on every move
    _valid: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            data[f.name] = _to_jsonable(getattr(self, f.name))
        return data

    @classmethod
    def from_fields(cls, data: Mapping[str, Any]) -> Action:
        """Build from a JSON dict whose ``kind`` already matched; fields type-checked."""
        values = {}
        for f in dataclasses.fields(cls):
            if f.name not in data:
                raise _input("input.needs-field", kind=cls.kind, field=f.name)
            values[f.name] = data[f.name]
        extra = set(data) - set(values) - {"kind"}
        if extra:
            raise _input("input.no-such-field", kind=cls.kind, field=brief(sorted(map(str, extra))[0])[1:-1])
        return cls._coerce(values)

    @classmethod
    def _coerce(cls, values: dict[str, Any]) -> Action:
        """Turn JSON values into field values; subclasses with rich fields override."""
        action = cls(**values)
        action.validate()
        return action

    def describe(self, lang: str = "en") -> str:
        """The action in words for a reader of ``lang``: what the teacher's grid, a class
        device's list of moves and a bot's reason say. Every game overrides it with its
        locale messages' ``action.*`` words; by default its ``str``."""
        return str(self)

    def validate(self) -> None:
        """Raise IllegalAction("input") when a field has the wrong type.

        Run on every action whatever door it came in by (JSON, a Python object built by a
        student's bot), so ``Bid(2.5, 3)`` is refused like ``{"quantity": 2.5}`` and a
        game's history always replays from JSON. Subclasses with richer fields extend it."""
        for name in _int_fields(type(self)):
            value = getattr(self, name)
            if type(value) is not int:
                number = whole(value)
                if number is None:
                    raise _input("input.whole-number", field=name, value=brief(value))
                # np.int64(3) is the action meant: kept as a plain int, so the history's
                # JSON and the digests are those of Bid(3, 4) typed by hand (equal and
                # hashing alike before and after)
                object.__setattr__(self, name, number)


class CardsAction(Action):
    """An action naming several cards at once (Ganjifa's Dukal, Siggil's capture): its
    dataclass declares ``cards``, a tuple of distinct cards, at least one. A student types
    a list (``LeadDukal([raja, mantri, ...])``); it is kept as a tuple, so the action stays
    a frozen value, hashable and equal to the tuple form."""

    cards: tuple[Any, ...]

    def __post_init__(self) -> None:
        if type(self.cards) is not tuple and isinstance(self.cards, (list, tuple)):
            object.__setattr__(self, "cards", tuple(self.cards))

    def check_cards(
        self, refuse: Callable[..., IllegalAction], *, not_tuple: str, twice: str, each: Callable[[Any], None]
    ) -> None:
        """The cards' checks every game's card action makes, in the game's words
        (``refuse(msg_id, **params)``): a tuple (``not_tuple``), not empty, each a card of
        the game (``each`` raises if not), none twice (``twice``)."""
        if not isinstance(self.cards, tuple):
            raise refuse(not_tuple, value=brief(self.cards))
        if not self.cards:
            raise refuse("input.no-cards", kind=self.kind)
        for card in self.cards:
            each(card)
        if len(set(self.cards)) != len(self.cards):
            raise refuse(twice, card=next(c for i, c in enumerate(self.cards) if c in self.cards[:i]))


def _int_fields(cls: type[Action]) -> tuple[str, ...]:
    """The names of ``cls``'s whole-number fields, worked out once per class."""
    names: tuple[str, ...] | None = cls.__dict__.get("_int_field_names")
    if names is None:
        names = tuple(f.name for f in dataclasses.fields(cls) if f.type in ("int", int))
        type.__setattr__(cls, "_int_field_names", names)
    return names


def brief(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for refusals that quote bad input."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _to_jsonable(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, (list, tuple)):
        return [_to_jsonable(v) for v in value]
    return value


def json_copy(value: Any) -> Any:
    """``value`` (JSON-like: dicts, lists, tuples, scalars) with every dict and list its own:
    what a game hands out (a view, an event's JSON) must not be the game's own objects, or a
    bot that edits its view would edit the game, its record and the page's reveal."""
    kind = type(value)
    if kind is dict:
        return {k: json_copy(v) for k, v in value.items()}
    if kind is list:
        return [json_copy(v) for v in value]
    if kind is tuple:
        return tuple(json_copy(v) for v in value)
    return value


class ActionDecoder:
    """``decode(data) -> Action`` over a game's action classes (by ``kind``). ``types``: those
    classes, whose already validated values ``Game.apply`` takes without the call."""

    __slots__ = ("by_kind", "types")

    def __init__(self, *action_types: type[Action]) -> None:
        self.by_kind = {t.kind: t for t in action_types}
        self.types = frozenset(action_types)

    def __call__(self, data: object) -> Action:
        if isinstance(data, Action):  # the common case: one of this game's action objects
            if type(data) not in self.types:
                raise _input("input.not-this-game", type=type(data).__name__)
            if not data._valid:
                data.validate()
                object.__setattr__(data, "_valid", True)
            return data
        if not isinstance(data, Mapping):
            raise _input("input.not-an-object", type=type(data).__name__)
        kind = data.get("kind")
        if not isinstance(kind, str) or kind not in self.by_kind:
            known = ", ".join(sorted(self.by_kind))
            raise _input("input.unknown-kind", kind=brief(kind), known=known)
        return self.by_kind[kind].from_fields(data)


def action_decoder(*action_types: type[Action]) -> ActionDecoder:
    """Return ``decode(data) -> Action`` over the given action classes (by ``kind``)."""
    return ActionDecoder(*action_types)


# ----------------------------------------------------------------------------- events


class Deferred:
    """A value worked out on first read, then kept: ``Deferred(make, *args)`` is
    ``make(*args)``, called once by ``get()``. For event data that is costly to build and
    seldom read (Exacto's reveal: every cup, which dice counted): an event's ``data`` may
    be one, and readers get the plain value (``Event.data``). ``make`` and ``args`` must not
    change after the event is made (lists the game replaces, never edits)."""

    __slots__ = ("_args", "_make", "_value")

    def __init__(self, make: Callable[..., Any] | None, *args: Any) -> None:
        self._make: Callable[..., Any] | None = make
        self._args: tuple[Any, ...] | None = args
        self._value: Any = None

    def get(self) -> Any:
        value = self._value
        if value is None:
            assert self._make is not None and self._args is not None  # kept until first read
            value = self._value = self._make(*self._args)
            self._make = self._args = None
        return value

    def __repr__(self) -> str:
        return f"Deferred({self.get()!r})"

    def __reduce__(self) -> tuple[Callable[[Any], Deferred], tuple[Any]]:
        return _made, (self.get(),)


def _made(value: Any) -> Deferred:
    deferred = Deferred(None)
    deferred._value = value
    return deferred


#: an Event's seven parts, in order: kind, rule, seats, message id (None: plain text),
#: params, the table (only read when there is a message id), data (None: the params)
_EventParts = tuple[str, str, "tuple[int, ...] | None", "str | None", "dict[str, Any]", Messages, Any]


class Event(_EventParts):
    """Something that happened, citing the rule that made it happen.

    An event is data: its ``kind``, its ``rule``, who may see it (``seats``: None for a
    public event, else the seats that may: your own roll, your own peek), and a message id
    with its parameters. Words are made only when someone reads them: ``text`` (English)
    and ``render(lang)`` render the game's message table on first read. ``data`` is the
    parameters a program reads (those whose names do not start with ``_``, which only the
    sentence uses). A plain-text event (``Event(kind, rule, "took 3", {...})``) works too.
    Equality, repr and JSON are those of (kind, rule, text, data, seats).

    A tuple underneath, because games make a dozen events a round in every playout: one
    ``tuple.__new__`` is the cheapest immutable value Python builds (``Game._event``, and
    :func:`new_event` on the engines' hot paths). Its seven parts have names (``FIELDS``,
    the tuple's order: kind, rule, seats, msg, params, messages, raw_data), like a
    ``typing.NamedTuple``'s, and are read by name, never by position; a NamedTuple itself
    would not do, since it cannot take this ``__new__`` (a message or plain text in).
    """

    __slots__ = ()

    def __new__(
        cls,
        kind: str,
        rule: str,
        text: str | Msg,
        data: Mapping[str, Any] | None = None,
        seats: tuple[int, ...] | None = None,
        messages: Messages | None = None,
    ) -> Event:
        if isinstance(text, Msg):
            return tuple.__new__(cls, (kind, rule, seats, text.id, text.params, messages, data))
        return tuple.__new__(cls, (kind, rule, seats, None, {"_text": text}, messages, {} if data is None else data))

    # The seven parts by name, in the order the tuple keeps them (FIELDS): every reader,
    # in here too, goes by these names, never by position. At run time each is a C getter
    # (``itemgetter``, no Python frame); the checker reads the typed declarations.
    if TYPE_CHECKING:

        @property
        def kind(self) -> str: ...
        @property
        def rule(self) -> str: ...
        @property
        def seats(self) -> tuple[int, ...] | None: ...
        @property
        def msg(self) -> str | None: ...
        @property
        def params(self) -> dict[str, Any]: ...
        @property
        def messages(self) -> Messages: ...
        @property
        def raw_data(self) -> Any: ...

    else:
        kind = property(itemgetter(0), doc="what happened (``bid``, ``play``, ...)")
        rule = property(itemgetter(1), doc="the rule id that made it happen")
        seats = property(itemgetter(2), doc="None (public) or the seats that may see it")
        msg = property(itemgetter(3), doc="the message id of its sentence (None: plain text)")
        params = property(itemgetter(4), doc="the message's parameters")
        messages = property(itemgetter(5), doc="the table that renders the sentence")
        raw_data = property(
            itemgetter(6),
            doc="the data as the game made it: None (the params not starting with ``_``), a mapping, "
            "or a ``Deferred`` worked out on first read; ``data`` is what a program reads",
        )

    #: the parts' names in the tuple's order (what ``new_event`` takes)
    FIELDS = ("kind", "rule", "seats", "msg", "params", "messages", "raw_data")

    @property
    def text(self) -> str:
        """The sentence in English (rendered once, then kept with the parameters)."""
        params = self.params
        text = params.get("_text")
        if text is None:
            assert self.msg is not None  # a plain-text event holds its text from the start
            text = self.messages.render(self.msg, params, "en")
            params["_text"] = text  # a cache beside the parameters; no template names it
        return text

    @property
    def data(self) -> Mapping[str, Any]:
        data = self.raw_data
        if data is None:
            return {k: v for k, v in self.params.items() if k[0] != "_"}
        value: Mapping[str, Any] = data.get() if type(data) is Deferred else data
        return value

    @property
    def message(self) -> Msg | None:
        """The message id and parameters, to embed in another sentence (lesson feedback)."""
        if self.msg is None:
            return None
        return self.messages.msg(self.msg, **{k: v for k, v in self.params.items() if k != "_text"})

    def render(self, lang: str = "en", you: int | None = None) -> str:
        """The sentence in ``lang``. ``you``: the seat of the reader, whom a sentence naming
        that seat addresses as "you" when the table has the sentence's ``you.`` variant
        (the table lists the parameters that name seats in ``seat_params``); ``.text``
        stays the English in the third person."""
        if you is not None and self.msg is not None and getattr(self.messages, "seat_params", None):
            msg_id, params = _for_you(self.msg, self.params, you, self.messages)
            if msg_id != self.msg or params is not self.params:
                return self.messages.render(msg_id, params, lang)
        if lang == "en" or self.msg is None:
            return self.text
        return self.messages.render(self.msg, self.params, lang)

    def visible_to(self, seat: int | None) -> bool:
        seats = self.seats
        return seats is None or seat is None or seat in seats

    def to_json(self, lang: str = "en", you: int | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": self.kind,
            "rule": self.rule,
            "text": self.render(lang, you),
            "data": json_copy(self.data),
        }
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.rule, self.text, dict(self.data), self.seats)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((self.kind, self.rule, self.text, self.seats))

    def __repr__(self) -> str:
        return (
            f"Event(kind={self.kind!r}, rule={self.rule!r}, text={self.text!r}, data={dict(self.data)!r}, "
            f"seats={self.seats!r})"
        )

    def __reduce__(self) -> tuple[type[Event], tuple[Any, ...]]:
        if self.msg is None:
            return (Event, (self.kind, self.rule, self.text, dict(self.data), self.seats))
        return (
            Event,
            (
                self.kind,
                self.rule,
                self.message,
                self.data if self.raw_data is not None else None,
                self.seats,
                self.messages,
            ),
        )

    def __copy__(self) -> Event:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Event:
        return self  # immutable but for the text cache, which is the same in every copy


#: ``new_event((kind, rule, seats, msg_id, params, messages, data))``: an Event from its
#: seven parts, in the order ``Event`` keeps them (``params`` a dict already built, which the
#: event then owns; ``data`` None for "the params not starting with ``_``"). ``Game._event``
#: without keywords or any Python frame (one C call): for the moves a game makes in every
#: playout, where packing keywords costs as much as the event itself.
new_event = partial(tuple.__new__, Event)


def _for_you(msg_id: str, params: Mapping[str, Any], you: int, table: Messages) -> tuple[str, Mapping[str, Any]]:
    """``msg_id`` and ``params`` as the reader in seat ``you`` reads them: the ``you.`` variant
    of a sentence naming that seat, its seat parameters set to ``"you"`` (nested sentences
    too); the same objects when nothing changes."""
    seat_params = getattr(table, "seat_params", ()) or ()
    # a sentence about every seat at once (the end of a Ganjifa deal: everyone's score) has
    # no one seat parameter: the table's own ``for_you(msg_id, params, you)`` words it
    hook = getattr(table, "for_you", None)
    mine = hook(msg_id, params, you) if hook is not None else None
    if mine is not None and "you." + msg_id in table:
        return "you." + msg_id, mine
    out, changed, mine = {}, False, False
    for key, value in params.items():
        if key == "_text":  # the English cache, never a parameter
            continue
        if key in seat_params and type(value) is int:
            mine = mine or value == you
        elif isinstance(value, (Msg, tuple, list)):
            said = _part_for_you(value, you, table)
            changed, value = changed or said is not value, said
        out[key] = value
    you_id = "you." + msg_id
    if mine and you_id in table:
        for key in seat_params:
            if type(out.get(key)) is int and out[key] == you:
                out[key] = "you"
        return you_id, out
    return (msg_id, out) if changed else (msg_id, params)


def _part_for_you(value: Any, you: int, table: Messages | None) -> Any:
    """A parameter as the reader in seat ``you`` reads it: a nested sentence (a Msg, or an
    Event a lesson's feedback quotes) in its ``you.`` words, and a list of them (the parts of
    ``{parts_sentences}``) each so; the same object when nothing changes. ``table``: the
    enclosing sentence's, which renders a Msg that names none."""
    if isinstance(value, Event):
        quoted = value.message
        said = quoted if quoted is None else _part_for_you(quoted, you, table)
        return value if said is quoted else said
    if isinstance(value, Msg):
        own = value.table or table
        if own is None:
            return value
        inner_id, inner = _for_you(value.id, value.params, you, own)
        if inner_id == value.id and inner is value.params:
            return value
        new = Msg(inner_id, **inner)
        new.table = own
        return new
    if isinstance(value, (tuple, list)) and any(isinstance(part, (Msg, Event)) for part in value):
        return type(value)(_part_for_you(part, you, table) for part in value)
    return value


def addressed(
    words: str | Msg | Event | IllegalAction | None, you: int | None
) -> str | Msg | Event | IllegalAction | None:
    """``words`` (a str, a Msg, an Event or a refusal) as the reader in seat ``you`` reads
    them: every sentence inside that names that seat in its ``you.`` words, as the log says
    them (``Event.render(lang, you)``), so a lesson's feedback quoting the table's events
    says "You call EXACTO", not "Mage 0 calls EXACTO". ``you`` None (people sharing a
    screen, each named): as they are."""
    if you is None or words is None or isinstance(words, str):
        return words
    if isinstance(words, IllegalAction):
        refused = words.msg
        mine = refused if refused is None else _part_for_you(refused, you, words._messages)
        return words if mine is refused else mine
    said: Msg | Event = _part_for_you(words, you, None)
    return said


# ------------------------------------------------------------------------------ moves

#: the game a move belongs to, and the action type the move takes
GameT = TypeVar("GameT", bound="Game")
A = TypeVar("A", bound=Action)


#: a refusal worked out from the game and the action refused, ``refusal(game, action)``: a
#: phase's, or a move's own out of its phases (returned; the table raises it)
Refusal = Callable[[Any, Any], IllegalAction]


@dataclass(frozen=True)
class Move(Generic[GameT, A]):
    """One row of a game's move table (boardgame.io's moves): what an action type does.

    ``action``: the action class. ``rule``: the rule id that governs the move (of the game's
    catalog). ``check(game, action)``: raise :class:`IllegalAction` naming the rule that
    forbids it, changing nothing. ``apply(game, action)``: change the state and return the
    events. ``phases``: the phases the move is legal in, for a game with phases
    (``Game._move_phase``); none for a game without. ``off_phase``: the move's own refusal in
    a phase it is not legal in, by phase (``refusal(game, action)`` returns it); any other
    phase refuses it with the phase's own (``Game.phase_refusals``).

    The base class dispatches ``check`` and ``apply`` through the table: the refusals every
    game makes alike (the game is over, no action of this game, not in this phase) are shared
    code, and what is left to a move is its own rule::

        moves = (Move(Take, "siggil.take", _check_take, _apply_take, phases=("take",)), ...)
    """

    action: type[A]
    rule: str
    check: Callable[[GameT, A], None]
    apply: Callable[[GameT, A], list[Event]]
    phases: tuple[str, ...] = ()
    off_phase: Mapping[str, Callable[[GameT, A], IllegalAction]] = field(default_factory=dict)


# -------------------------------------------------------------------------- catalogue


class RuleCatalog:
    """Rule texts keyed by rule id, one mapping per language; English is the fallback.

    A further language is one more mapping, never a code change.
    """

    def __init__(self, game: str, texts: Mapping[str, Mapping[str, tuple[str, str]]]):
        self.game = game
        self._texts = {lang: dict(entries) for lang, entries in texts.items()}
        if "en" not in self._texts:
            raise ValueError("a rule catalog needs English texts")

    @property
    def ids(self) -> list[str]:
        return list(self._texts["en"])

    @property
    def languages(self) -> list[str]:
        return list(self._texts)

    def title(self, rule: str, lang: str = "en") -> str:
        return self._entry(rule, lang)[0]

    def text(self, rule: str, lang: str = "en") -> str:
        return self._entry(rule, lang)[1]

    def _entry(self, rule: str, lang: str) -> tuple[str, str]:
        entries = self._texts.get(lang, {})
        return entries.get(rule) or self._texts["en"][rule]

    def to_json(self, lang: str = "en") -> list[dict[str, str]]:
        return [{"rule": r, "title": self.title(r, lang), "text": self.text(r, lang)} for r in self.ids]

    def __contains__(self, rule: object) -> bool:
        return rule in self._texts["en"]


# ------------------------------------------------------------------------------ games

#: a game's keywords: ``players``, ``seed`` and its options
_OPTIONS = ("argument or option", "arguments and options")
#: a move as ``Game.apply`` reads it: its check, its apply, its phases (None: not gated)
_Dispatch = tuple[Callable[[Any, Any], None], Callable[[Any, Any], "list[Event]"], "tuple[str, ...] | None"]


class Game:
    """Base of every game. Subclasses provide the rules; this class provides the
    bookkeeping that must be identical everywhere: seeding, history, the log, replay,
    serialization, undo, clone.

    Subclasses implement:
      ``_setup()``               deal / roll from ``self.rng`` (chance, explicit and seeded)
      ``moves``                  the move table: a :class:`Move` per action type, its check
                                 (raise IllegalAction naming the rule; must not mutate), its
                                 apply (mutate, return the list of events), its phases and
                                 rule; with phases, ``_move_phase()`` and ``phase_refusals``
      ``legal_actions()``, ``winners``, ``scores``; keep the seat to move in ``_current``
      ``observe(seat)``          the seat's view data (hidden information removed)
      ``_load_position(data)`` when ``from_position`` is offered
    """

    name: ClassVar[str] = ""
    catalog: ClassVar[RuleCatalog]
    #: the rule id cited by a refusal once the game is over (a rule of the game's catalog);
    #: not a ClassVar: a game may set its own per table (Siggil's solo game, siggil.solo-win)
    end_rule: str = ""
    #: the game's sentences (events, refusals) in every language; see rules_engine.i18n
    messages: ClassVar[Messages | None] = None
    #: kinds of public events that show what was hidden until then (Exacto: the cups
    #: lifted after a call); what a seat sees may depend on hidden parts only after one
    reveals: ClassVar[frozenset[str]] = frozenset()
    decode_action: ClassVar[ActionDecoder]
    #: the action types whose validated values apply() takes as they are (action_decoder's
    #: common case, without the call): none unless decode_action comes from action_decoder
    _own_types: ClassVar[frozenset[type[Action]]] = frozenset()
    min_players: ClassVar[int] = 1
    max_players: ClassVar[int] = 1
    default_players: ClassVar[int] = 1
    #: the names of the game's options, besides ``players`` and ``seed``: any other keyword
    #: is refused, a typo named (None: the game's ``_validate_options`` judges them alone)
    option_names: ClassVar[tuple[str, ...] | None] = ()
    #: the move table (see :class:`Move`): ``check`` and ``apply`` are dispatched through it,
    #: and ``decode_action`` is built from it. A game without one (a test's toy game) writes
    #: ``_check`` and ``_apply`` whole instead.
    moves: ClassVar[tuple[Move[Any, Any], ...]] = ()
    #: by phase, its refusal of a move not legal in it, ``refusal(game, action)``, for the
    #: moves that name none of their own there (``Move.off_phase``)
    phase_refusals: ClassVar[Mapping[str, Refusal]] = {}
    #: is_over is Game's own: the game is over when no one is to move (``_current`` is None)
    _over_when_no_one_moves: ClassVar[bool] = True
    #: the move table by action type (built from ``moves``)
    _move_of: ClassVar[dict[type[Action], Move[Any, Any]]] = {}
    #: what ``apply`` reads of it on every move, by action type: (check, apply, the phases it
    #: is legal in, or None for a game without phases), one tuple unpacked
    _dispatch: ClassVar[dict[type[Action], _Dispatch]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._over_when_no_one_moves = cls.is_over is Game.is_over
        if cls.moves:
            cls._move_of = {move.action: move for move in cls.moves}
            gated = cls._move_phase is not Game._move_phase
            cls._dispatch = {m.action: (m.check, m.apply, m.phases if gated else None) for m in cls.moves}
            if "moves" in cls.__dict__ and "decode_action" not in cls.__dict__:
                cls.decode_action = ActionDecoder(*cls._move_of)  # no action of this game: its refusal
        decoder = getattr(cls, "decode_action", None)
        cls._own_types = decoder.types if isinstance(decoder, ActionDecoder) else frozenset()

    def __init__(self, players: int | None = None, seed: int | None = None, **options: Any) -> None:
        if options and self.option_names is not None:
            check_keywords(type(self).__name__, options, ("players", "seed", *self.option_names), _OPTIONS)
        count = self.default_players if players is None else whole(players)
        if count is None or not self.min_players <= count <= self.max_players:
            raise ValueError(
                f"{self.name} is played by {self.min_players} to {self.max_players} players, not {brief(players)}"
            )
        self.players = count
        if seed is None:
            seed = random.randrange(2**63)
        else:
            number = whole(seed)
            if number is None or number < 0:
                # random.Random(-5) is random.Random(5): a negative seed would silently alias.
                raise ValueError(f"seed must be a whole number >= 0 or None, not {brief(seed)}")
            seed = number
        self.seed = seed
        self.options = self._validate_options(options)  # **options is already a new dict
        self.rng = _seeded(seed)
        self.history: list[Action] = []
        self.log: list[Event] = []
        self._position: dict[str, Any] | None = None
        self.log.extend(self._setup() or [])

    # -- what subclasses must provide ---------------------------------------------
    def _validate_options(self, options: dict[str, Any]) -> dict[str, Any]:
        """The options as the game keeps them (a ValueError for a value it cannot take);
        unknown names are refused before, by ``option_names``."""
        check_keywords(type(self).__name__, options, ("players", "seed", *(self.option_names or ())), _OPTIONS)
        return options

    def _setup(self) -> list[Event]:
        raise NotImplementedError

    def _check(self, action: Action) -> None:
        """The move table's check of ``action``: the phase gate, then the move's own check.
        (A game without a table overrides this and ``_apply``.)"""
        move = self._move_of[type(action)]  # the decoder lets in only the table's actions
        phase = self._move_phase()
        if phase is not None and phase not in move.phases:
            raise self._out_of_phase(move, action)
        move.check(self, action)

    def _apply(self, action: Action) -> list[Event]:
        """The move table's apply of a checked ``action``."""
        return self._move_of[type(action)].apply(self, action)

    def _move_phase(self) -> str | None:
        """The phase the move table gates moves by, while the game goes on (a game with
        phases says it; None: a game without, where every move may come at any time)."""
        return None

    def _out_of_phase(self, move: Move[Any, Any], action: Action) -> IllegalAction:
        """The refusal of ``action`` in a phase its move is not legal in: the move's own for
        that phase, else the phase's."""
        phase = self._move_phase()
        assert phase is not None  # only a game with phases gates by them
        refusal = move.off_phase.get(phase) or self.phase_refusals.get(phase)
        if refusal is None:  # tests/every_game/test_move_tables.py holds every table to one
            raise RuntimeError(f"{self.name} has no refusal of {action.kind!r} in phase {phase!r}")
        return refusal(self, action)

    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def observe(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    # Games keep whose turn it is in ``_current`` (None once the game is over).
    _current: int | None = None

    @property
    def current_player(self) -> int | None:
        return self._current

    @property
    def is_over(self) -> bool:
        return self._current is None

    @property
    def winners(self) -> list[int]:
        raise NotImplementedError

    @property
    def scores(self) -> list[float]:
        raise NotImplementedError

    # -- events and refusals as data --------------------------------------------------
    def _event(
        self,
        kind: str,
        rule: str,
        msg_id: str,
        *,
        seats: tuple[int, ...] | None = None,
        data: Mapping[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """An event citing ``rule``; its sentence is the message ``msg_id`` with ``params``
        (rendered when read). Its data is ``data``, else the params not starting with ``_``."""
        return tuple.__new__(Event, (kind, rule, seats, msg_id, params, self.messages, data))

    def _refuse(self, rule: str, msg_id: str, **params: Any) -> IllegalAction:
        """The refusal citing ``rule``, as the message ``msg_id`` (raise it)."""
        return IllegalAction(rule, Msg(msg_id, **params), self.messages)

    # -- acting -----------------------------------------------------------------
    def check(self, action: object) -> Action:
        """Decode and validate without changing anything; return the decoded action."""
        action = type(self).decode_action(action)
        if self.is_over:
            raise IllegalAction(self.end_rule, Msg("game-over"), CORE_MESSAGES)
        self._check(action)
        return action

    def is_legal(self, action: object) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Any) -> list[Event]:
        """Apply a legal action (an Action or its JSON) and return the events it caused.

        Raises IllegalAction, with the state untouched, when the rules forbid it.
        """
        # check(), written out: this is every move
        if type(action) not in self._own_types or not action._valid:
            action = self.decode_action(action)
        # is_over, written out where a game keeps the seat to move in _current (its property
        # is a call of its own on every move)
        if self._current is None if self._over_when_no_one_moves else self.is_over:
            raise IllegalAction(self.end_rule, Msg("game-over"), CORE_MESSAGES)
        try:  # _check, written out, then the move's apply
            check, apply, phases = self._dispatch[type(action)]
        except KeyError:  # a game without a move table
            self._check(action)
            events = self._apply(action)
        else:
            if phases is not None and self._move_phase() not in phases:
                raise self._out_of_phase(self._move_of[type(action)], action)
            check(self, action)
            events = apply(self, action)
        self.history.append(action)
        self.log.extend(events)
        return events

    # -- what a seat may know ----------------------------------------------------
    def view(self, seat: int | None = None) -> dict[str, Any]:
        """JSON-safe view for ``seat``; ``None`` is the omniscient teacher view."""
        if seat is not None:
            number = whole(seat)
            if number is None or not 0 <= number < self.players:
                raise ValueError(f"seat must be 0..{self.players - 1} or None, not {brief(seat)}")
            seat = number
        view = {
            "game": self.name,
            "seat": seat,
            "players": self.players,
            "current_player": self.current_player,
            "is_over": self.is_over,
            "winners": list(self.winners) if self.is_over else [],
            "move_number": len(self.history),
            "options": dict(self.options),
        }
        view.update(self.observe(seat))
        return view

    def visible_log(self, seat: int | None = None, lang: str = "en", you: int | None = None) -> list[dict[str, Any]]:
        """The events ``seat`` may see, as JSON in ``lang``; ``you``: the reader's seat, named
        "you" in the sentences (``Event.render``)."""
        return [e.to_json(lang, you) for e in self.log if e.visible_to(seat)]

    # -- replay, serialization, undo, clone ------------------------------------------
    @classmethod
    def _fresh(
        cls: type[G], players: int, seed: int | None, options: Mapping[str, Any], position: Mapping[str, Any] | None
    ) -> G:
        game = cls(players=players, seed=seed, **options)
        if position is not None:
            game._reset_to_position(position)
        return game

    def _reset_to_position(self, position: Mapping[str, Any]) -> None:
        self.rng = _seeded(self.seed)
        self.history = []
        self.log = []
        # kept as JSON with plain ints (numpy's np.int64 becomes int: ``plain``), so the saved
        # game is the same whether the position was typed or computed
        self._position = plain(position)
        self.log.extend(self._load_position(plain(position)) or [])

    def _load_position(self, position: dict[str, Any]) -> list[Event]:
        raise NotImplementedError(f"{self.name} offers no from_position")

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.name,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "position": copy.deepcopy(self._position),
            "history": [a.to_json() for a in self.history],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Game:
        """Rebuild a game by replaying its history from its seed (and position).

        What is no saved game is refused with a ValueError saying what is wrong; a history
        the rules refuse, with the IllegalAction of the first refused action."""
        if not isinstance(data, Mapping):
            raise ValueError(f"a saved game is a dict like Game.to_json() makes, not {brief(data)}")
        missing = [k for k in ("game", "players", "seed") if k not in data]
        if missing:
            raise ValueError(f"a saved game names its 'game', 'players' and 'seed'; this one has no {missing[0]!r}")
        target = game_class(data["game"]) if cls is Game else cls
        if data["game"] != target.name:
            raise ValueError(f"this saved game is {brief(data['game'])}, not {target.name}")
        options, history = data.get("options") or {}, data.get("history") or []
        if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
            raise ValueError(f"a saved game's options are a dict of names, not {brief(options)}")
        if not isinstance(history, (list, tuple)):
            raise ValueError(f"a saved game's history is a list of actions, not {brief(history)}")
        position = data.get("position")
        if position is not None and not isinstance(position, Mapping):
            raise ValueError(f"a saved game's position is a dict or None, not {brief(position)}")
        game = target._fresh(data["players"], data["seed"], dict(options), position)
        for action in history:
            game.apply(action)
        return game

    def replay(self: G, actions: Iterable[Any]) -> G:
        """A new game from this one's start, with ``actions`` applied."""
        game = type(self)._fresh(self.players, self.seed, self.options, self._position)
        for action in actions:
            game.apply(action)
        return game

    def undo(self) -> Action:
        """Take back the last action (replaying from the start, so chance is restored)."""
        if not self.history:
            raise _input("nothing-to-undo")
        last = self.history[-1]
        rebuilt = self.replay(self.history[:-1])
        self.__dict__.update(rebuilt.__dict__)
        return last

    def clone(self: G) -> G:
        return copy.deepcopy(self)

    def resample_hidden(self: G, seat: int, rng: random.Random) -> G:
        """A copy consistent with everything ``seat`` can see, hidden parts redrawn.

        Used by determinizing search bots and by the contract tests that prove a seat's
        view never depends on what it cannot see.
        """
        raise NotImplementedError

    def __repr__(self) -> str:
        opts = "".join(f", {k}={v!r}" for k, v in self.options.items())
        return f"{type(self).__name__}(players={self.players}, seed={self.seed}{opts})"


def _seeded(seed: int) -> random.Random:
    """``random.Random(seed)``, the same Mersenne Twister state, without the two Python-level
    calls (``Random.__init__``, ``Random.seed``) in front of the C seeding: every game is
    made with one, and a playout makes many games. ``seed`` is a whole number >= 0."""
    rng = _new_random(random.Random)
    _seed_c(rng, seed)
    # Random.__init__'s own reset of the cached second normal variate; typeshed does not
    # declare the attribute, which every CPython Random has
    rng.gauss_next = None  # type: ignore[attr-defined]
    return rng


_new_random = random.Random.__new__
_seed_c = _random.Random.seed  # the C seeding itself (random.Random's base class)


#: a method that returns a game of its own class (``replay``, ``clone``)
G = TypeVar("G", bound=Game)


# ---------------------------------------------------------------------------- registry

_GAMES: dict[str, type[Game]] = {}


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: make a game known to the arena, the widgets and the tests."""
    if not cls.name:
        raise ValueError("a registered game needs a name")
    if cls.end_rule not in cls.catalog:
        raise ValueError(f"{cls.name}.end_rule {cls.end_rule!r} is not a rule of its catalog")
    for move in cls.moves:
        if move.rule not in cls.catalog:
            raise ValueError(f"{cls.name}'s move {move.action.kind!r} cites {move.rule!r}, no rule of its catalog")
    _GAMES[cls.name] = cls
    return cls


class UnknownGame(KeyError, ValueError):
    """No game of that name: a KeyError (a lookup by name failed) that reads as a sentence,
    and a ValueError like every other refusal of what a student typed."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def game_class(name: str) -> type[Game]:
    _load_builtin_games()
    try:
        return _GAMES[name]
    except (KeyError, TypeError):  # TypeError: an unhashable name (a list, a dict)
        raise UnknownGame(f"no game called {brief(name)}; known: {', '.join(sorted(_GAMES))}") from None


def make(name: str, /, **kwargs: Any) -> Game:
    """A new game by its registered name, ``make(name, players=3)`` (a ``name=`` keyword
    is the game's, refused by it as no argument of its own)."""
    return game_class(name)(**kwargs)


def games() -> dict[str, type[Game]]:
    _load_builtin_games()
    return dict(_GAMES)


def _load_builtin_games() -> None:
    """The games are discovered, never listed: every package under rules_engine/ is a game
    and registers itself on import. Adding a game is adding its folder."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    import importlib
    import pkgutil

    import rules_engine

    for module in pkgutil.iter_modules(rules_engine.__path__):
        if module.ispkg:
            importlib.import_module(f"rules_engine.{module.name}")
    _DISCOVERED = True


_DISCOVERED = False
