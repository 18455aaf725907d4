"""Frames as JSON text, with the parts that repeat rendered and encoded once.

A room tells every seat of every move, and every frame carries the log's latest lines in
that seat's own words. Rendered afresh for each seat at each move, the log was most of a
move's cost (bench/class_load.py): an Exacto game's log is hundreds of sentences, each
rendered, copied and encoded six times a move. A log only grows during a game (a new deal
is a new log), and an event never changes once made, nor does who may see it, so each
reader's lines are rendered once, as JSON text, and a frame splices them in
(``encode``): what the page receives is the same text, only cheaper to make.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from rules_engine.core import Event, Game

__all__ = ["LogMark", "LogPart", "ReadersLogs", "apply_log", "encode", "to_json"]


def to_json(value: object) -> str:
    """``value`` as the pages get it (UTF-8 text as it is, not ``\\u`` escapes)."""
    return json.dumps(value, ensure_ascii=False)


def encode(frame: dict[str, Any], parts: dict[str, str]) -> str:
    """``frame`` as JSON text with ``parts`` beside its keys: each a key whose value is JSON
    text already (a log's lines, the page's labels), spliced in as it is."""
    spliced = ", ".join(f"{to_json(key)}: {text}" for key, text in parts.items())
    if not spliced:
        return to_json(frame)
    if not frame:
        return "{" + spliced + "}"
    return to_json(frame)[:-1] + ", " + spliced + "}"


@dataclass(eq=False)  # a reader is itself: the marks name it
class _ReaderLog:
    """One reader's lines of one log: ``kinds`` and ``texts`` (JSON) of the events ``done``
    so far that the reader may see, but the first ``dropped`` of them (no frame carries
    those any more); ``last``, the last event read (to tell a log that was replaced, or cut
    and grown again, from the same one grown)."""

    log: list[Event]
    done: int = 0
    last: Event | None = None
    dropped: int = 0
    kinds: list[str] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)

    def current(self, log: list[Event]) -> bool:
        return log is self.log and self.done <= len(log) and (self.done == 0 or log[self.done - 1] is self.last)

    @property
    def count(self) -> int:
        """The lines this reader has had so far, the dropped ones too."""
        return self.dropped + len(self.texts)


@dataclass(frozen=True)
class LogMark:
    """How much of a reader's lines a device has: a frame after it carries the new ones
    only (``ReadersLogs.part``). Opaque to the pages; kept by the server per connection."""

    reader: object
    count: int


@dataclass(frozen=True)
class LogPart:
    """A frame's log: ``text``, its lines as a JSON array; ``start``: None, they are the
    latest lines (the page's log is these), or n, they follow the first n lines the device
    has (the frame says ``"log_from": n``); ``mark``: what the device has after it."""

    text: str
    start: int | None
    mark: LogMark | None


class ReadersLogs:
    """A table's log as each of its readers reads it, by (whose secrets they see, who is
    "you", language): ``Game.visible_log`` / ``publish.log_entries`` without the screen's
    notes, the new events only rendered at each move. ``keep``: the latest lines kept (a
    frame carries that many at most)."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self._readers: dict[tuple[int, int | None, str], _ReaderLog] = {}

    def _read(self, game: Game, sees: int, you: int | None, lang: str) -> _ReaderLog:
        key = (sees, you, lang)
        log = game.log
        reader = self._readers.get(key)
        if reader is None or not reader.current(log):
            reader = self._readers[key] = _ReaderLog(log)
        if reader.done < len(log):
            for event in log[reader.done :]:
                if event.visible_to(sees):
                    reader.kinds.append(event.kind)
                    reader.texts.append(to_json(event.to_json(lang, you)))
            reader.done, reader.last = len(log), log[-1]
            if len(reader.texts) > 2 * self.keep:  # a long game: forget what no frame carries
                cut = len(reader.texts) - self.keep
                del reader.kinds[:cut], reader.texts[:cut]
                reader.dropped += cut
        return reader

    def text(self, game: Game, sees: int, you: int | None, lang: str) -> str:
        """The latest ``keep`` lines ``sees`` may see, in ``lang``, as one JSON array."""
        return _array(self._read(game, sees, you, lang).texts[-self.keep :])

    def part(self, game: Game, sees: int, you: int | None, lang: str, since: LogMark | None) -> LogPart:
        """What a frame carries of the log for a device that has ``since``: the lines after
        it when the device has this reader's lines up to there (``log_from``: how many it
        had), else the latest lines (a new device, a new deal, another language)."""
        reader = self._read(game, sees, you, lang)
        mark = LogMark(reader, reader.count)
        if since is not None and since.reader is reader and reader.dropped <= since.count <= reader.count:
            return LogPart(_array(reader.texts[since.count - reader.dropped :]), since.count, mark)
        return LogPart(_array(reader.texts[-self.keep :]), None, mark)

    def last_of(self, game: Game, sees: int, you: int | None, lang: str, kinds: frozenset[str]) -> Any:
        """The latest of those lines whose kind is one of ``kinds`` (as JSON data), or None."""
        reader = self._read(game, sees, you, lang)
        start = max(0, len(reader.kinds) - self.keep)
        for n in range(len(reader.kinds) - 1, start - 1, -1):
            if reader.kinds[n] in kinds:
                return json.loads(reader.texts[n])
        return None


def _array(texts: list[str]) -> str:
    return "[" + ", ".join(texts) + "]"


def apply_log(log: list[Any], frame: dict[str, Any], keep: int) -> list[Any]:
    """The log a page holds after ``frame`` (what the class pages' JavaScript does,
    ``heldLog`` in widgets/js/shared/seat.js): the frame's ``log``, or, with ``log_from``,
    the one it held with the frame's lines after it, the latest ``keep``."""
    if "log_from" not in frame:
        return list(frame["log"])
    return [*log, *frame["log"]][-keep:]
