"""The messages a page may send, as data, and the one reader that checks them, for every
host: a table widget's comm and the class server's WebSocket
(tabletop_tutor_classroom/server.py) read their messages here.

A page sends ``{"type": kind, field: value, ...}``. Each kind names the method that
handles it and the fields it takes, with their types; anything else (an unknown kind, a
missing or extra field, a wrong type, text longer than the host takes, a seed from a
student's page) is refused here, as an ``IllegalAction`` citing ``input`` in the widgets'
words, before any handler runs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules_engine.core import IllegalAction, whole
from rules_engine.i18n import Msg

from .checks import short
from .messages import WIDGET_MESSAGES

__all__ = ["Message", "TABLE_MESSAGES", "read_message", "refusal"]

#: what a field's type is called in a refusal
_TYPE_NAMES: dict[type, str] = {int: "int", dict: "object", str: "text", bool: "bool"}


@dataclass(frozen=True)
class Message:
    """One kind of message: the table method that handles it (called with the fields as
    keywords) and the fields it requires and may take, each with its type (``int`` is a
    whole number, ``dict`` a JSON object)."""

    handler: str
    required: Mapping[str, type] = field(default_factory=dict)
    optional: Mapping[str, type] = field(default_factory=dict)


#: what every table's page may send
TABLE_MESSAGES: Mapping[str, Message] = {
    "act": Message("_act", required={"action": dict}),
    "undo": Message("_undo"),
    "step": Message("_step", required={"move": int}),
    # a seed only from the teacher's copy (read_message), whose page sees every hand anyway
    "new_game": Message("_new_game_from_page", optional={"seed": int}),
    "teacher": Message("_teacher_message", optional={"reveal_all": bool}),
    "play_bots": Message("_play_bots"),
    "sync": Message("_sync_log"),
    "ready": Message("_lift_curtain"),
}


def refusal(rule: str, msg_id: str, **params: Any) -> IllegalAction:
    """A refusal in the widgets' own words (raise it)."""
    return IllegalAction(rule, Msg(msg_id, **params), WIDGET_MESSAGES)


def _fits(value: object, typ: type, text_limit: int | None) -> bool:
    if typ is int:
        return whole(value) is not None
    if typ is str and isinstance(value, str):
        return text_limit is None or len(value) <= text_limit
    return isinstance(value, Mapping if typ is dict else typ)


def read_message(
    content: object, kinds: Mapping[str, Message], *, teacher: bool | None = None, text_limit: int | None = None
) -> tuple[Message, dict[str, Any]]:
    """The kind of ``content`` and its fields, checked against ``kinds``; a refusal
    (``IllegalAction``, rule ``input``) saying what is wrong otherwise. ``text_limit``: the
    longest text a field may hold (None: any). ``teacher``: whether the page is the
    teacher's copy of a table, the only one that may send a seed (a seed chosen by a
    student's page would deal what it could foresee); None: a host whose messages carry no
    seed, where a seed is a field like any other."""
    if not isinstance(content, Mapping):
        raise refusal("input", "w.msg.not-object", type=type(content).__name__)
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        raise refusal("input", "w.msg.unknown", kind=repr(short(kind, 40)), known=", ".join(kinds))
    message = kinds[kind]
    if teacher is not None and "seed" in content and not (teacher and "seed" in message.optional):
        raise refusal("input", "w.seed-from-python")
    args: dict[str, Any] = {}
    for name, typ in {**message.required, **message.optional}.items():
        if name not in content:
            if name in message.required:
                raise refusal("input", "w.msg.needs", kind=kind, field=name)
            continue
        value = content[name]
        if not _fits(value, typ, text_limit):
            raise refusal(
                "input",
                "w.msg.type",
                field=name,
                kind=kind,
                want=_TYPE_NAMES.get(typ, "other"),
                value=short(repr(value), 40),
            )
        args[name] = value
    extra = sorted(set(content) - {"type"} - set(args))
    if extra:
        raise refusal("input", "w.msg.extra", kind=kind, field=repr(short(extra[0], 40)))
    return message, args
