"""Write every English message's description in the ``en.descriptions.json`` beside it: what
the message is for, what each placeholder holds and an example rendering, the translator's
note a tool (Weblate, Crowdin, Pontoon) shows beside the source.

    uv run python tools/describe_messages.py          # capture examples, write every file
    uv run python tools/describe_messages.py --check  # exit 1 if a message lacks a description

The examples are rendered by the real renderer with the parameters the code really passes:
the widgets' fixture states (widgets/js/tests/make_fixtures.py: every game played, lessons,
quizzes, in every language) and the game and i18n test folders run in-process record the
first parameters each message is rendered with. A message none of them renders gets an
example with sample values (a count of 3, a select's first key, ``<name>`` for a word),
marked as such. What a description already says of the message's purpose is kept; the
placeholder list and the example are written anew on every run (idempotent for the same
captures). tests/i18n/test_descriptions.py checks that every message has one naming each
of its placeholders.
"""

from __future__ import annotations

import argparse
import json
import pickle
import runpy
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from support.tables import all_tables  # noqa: E402

from rules_engine.i18n import _TABLES, MessageError, Messages, Msg, _parse, decimals_of, derivation  # noqa: E402

#: where the generated part of a description starts (what comes before it is the purpose)
MARK = " Placeholders: "
NONE = " No placeholders."
EXAMPLE = " Example: "
#: the test folders run to see what parameters the code passes
CAPTURE_TESTS = ("tests/i18n", "tests/exacto", "tests/ganjifa", "tests/deductio", "tests/siggil", "tests/every_game")

#: a case suffix of a formatter (``card_acc``) and what it means
CASES = {
    "acc": "in the accusative",
    "gen": "in the genitive",
    "dat": "in the dative",
    "ins": "in the instrumental",
    "part": "in the partitive",
    "ade": "in the adessive",
    "nom": "in the nominative",
    "first": "as a sentence's first word (capitalised)",
    "of": "each with its player",
    "or": "joined with “or”",
}
#: what each formatter writes (the derived placeholder's value)
FORMATTERS = {
    "card": "the card's name (nominative)",
    "cards": "the cards' names, joined with commas",
    "spirit": "the spirit's name (nominative)",
    "spirits": "the spirits' names, joined",
    "suit": "the avatar suit's name",
    "numbers": "the numbers, joined (“1, 4 and 7”)",
    "seats": "seat numbers, joined",
    "players": "the players named as a subject (“player 1”, “players 1 and 2”)",
    "winners": "the winners named (“player 1”, “players 1 and 2”)",
    "scores": "each player's score, joined",
    "bid": "a bid in words (“three 4s”)",
    "bids": "bids in words, joined with commas",
    "face": "a face in its counted plural (“4s”)",
    "dice_list": "dice faces, space-separated (“1 4 6”)",
    "count": "a number of dice in words, with the face (“two 4s”)",
    "counts_for": "the face the dice count for, in words",
    "spell": "a small number spelled out (“three”)",
    "sentences": "several sentences one after another, each already in the reader's language",
    "list": "several phrases joined with commas",
    "semicolons": "several phrases joined with semicolons",
    "clue": "a clue's words (“your number is even”)",
    "clues": "several clues' words, joined",
    "ability": "a special ability's name",
    "action": "the move in words (“bid three 4s”)",
    "layout": "a layout's name",
    "level": "a difficulty level's name",
    "place": "a place on the table, in words",
    "places": "places on the table, in words, joined",
    "set": "a set's number as the page shows it (from 1)",
    "rank": "a card's rank in words",
    "grouped": "a whole number with its thousands grouped (“10,000”)",
}
#: what a plain parameter of a name holds, where its name says it (seat numbers, names)
PLAIN = {
    "seat": "a bare seat number (the sentence names the player around it)",
    "name": "a finished name (“Player 1”, “Anna”, a bot's name)",
    "you": "the reader's own finished name or seat",
    "room": "a class room's code",
    "game": "a game's name",
    "bot": "a bot's finished name",
    "url": "an address",
    "field": "a field's name, as the code spells it",
    "value": "the value the code was given, as written",
    "rule": "a rule id (“exacto.raise”)",
}
#: what rendering a captured or sample value may raise (a value the formatter does not take)
RENDER_ERRORS = (MessageError, AttributeError, TypeError, KeyError, ValueError, IndexError)
SEATS = ("seat", "target", "bidder", "caller", "loser", "starter", "winner", "holder", "leader", "_seat")


def _words(value: Any) -> str:
    """A captured value shown short, in English."""
    if isinstance(value, Msg):
        try:
            return value.render("en")
        except RENDER_ERRORS:  # a description is no place to fail
            return value.id
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_words(v) for v in list(value)[:4]) + (", …" if len(value) > 4 else "") + "]"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "yes or no"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, Msg) or (hasattr(value, "render") and not isinstance(value, str)):
        return "a sentence, in the reader's language"
    if isinstance(value, (list, tuple)):
        return "a list"
    return "a word or phrase"


def _here(words: Callable[[], str]) -> str:
    """`` (here: …)`` with the captured value's words; nothing when the value is not one the
    formatter takes (a branch the example does not take holds None)."""
    try:
        return f" (here: {words()})"
    except RENDER_ERRORS:  # a description is no place to fail
        return ""


def _formatter_phrase(formatter: str) -> str:
    if formatter in FORMATTERS:
        return FORMATTERS[formatter]
    base, _, case = formatter.partition("_")
    if base in FORMATTERS and case in CASES:
        return f"{FORMATTERS[base].split(' (')[0]} {CASES[case]}"
    return f"the value in words (formatter {formatter})"


def _note(table: Messages, name: str, style: str | None, options: Any, seen: Mapping[str, Any]) -> str:
    """What the placeholder ``name`` holds, with its captured value when there is one."""
    found = derivation(name, table.formatters) if style is None else None
    if found is not None:
        source, formatter = found
        text = f"{_formatter_phrase(formatter)}, made from the parameter “{source}”"
        if source in seen:
            text += _here(lambda: table.formatters[formatter](seen[source], "en"))
        return text
    if style == "plural":
        text = "a count: picks the plural form (# is the count)"
    elif style == "select":
        keys = [k for k in options if k != "other"]
        text = f"picks the words by its value: {', '.join(keys)} (other: any other value)"
    elif style == "number":
        percent = options == "percent"
        text = "a chance from 0 to 1, written as a percent (9%, 1.7%, < 0.01%)" if percent else "a number"
        digits = decimals_of(options) if options and not percent else None
        text += "" if digits is None else f" written with {digits} decimal{'' if digits == 1 else 's'}"
    elif name in SEATS or name in PLAIN:
        text = PLAIN["seat" if name in SEATS else name]
    else:
        text = _kind(seen[name]) if name in seen else "a word or number the code fills in"
    return text + (f" (here: {_words(seen[name])})" if name in seen else "")


def _placeholder_notes(table: Messages, template: str, seen: Mapping[str, Any]) -> list[str]:
    """``{name}: what it holds`` for each placeholder of ``template``, in order."""
    notes: dict[str, str] = {}

    def walk(parts: Iterable[Any]) -> None:
        for part in parts:
            if not (isinstance(part, tuple) and part[0] == "arg"):
                continue
            _, name, style, options = part
            if name not in notes:
                notes[name] = f"{{{name}}}: {_note(table, name, style, options, seen)}"
            if isinstance(options, dict):
                for sub in options.values():
                    walk(sub)

    walk(_parse(template))
    return list(notes.values())


def _sample(table: Messages, template: str) -> dict[str, Any]:
    """Sample parameters: a count of 3, a select's first key, ``<name>`` for the rest (a
    derived placeholder given directly, as it has no value of its own to come from)."""
    params: dict[str, Any] = {}

    def walk(parts: Iterable[Any]) -> None:
        for part in parts:
            if isinstance(part, tuple) and part[0] == "arg":
                _, name, style, options = part
                if name not in params:
                    if style == "plural":
                        params[name] = 3
                    elif style == "select":
                        params[name] = next(k for k in options if k != "other") if len(options) > 1 else "x"
                    elif style == "number":
                        params[name] = 0.25
                    else:
                        params[name] = f"<{name}>"
                if isinstance(options, dict):
                    for sub in options.values():
                        walk(sub)

    walk(_parse(template))
    return params


def describe(table: Messages, msg_id: str, purpose: str, seen: Mapping[str, Any] | None) -> str:
    """The whole description of ``msg_id``: its purpose, its placeholders, an example."""
    template = table.tables["en"][msg_id]
    notes = _placeholder_notes(table, template, seen or {})
    text = purpose.rstrip(". ") + "." + (MARK + "; ".join(notes) + "." if notes else NONE)
    if seen is not None:
        example = table.render(msg_id, seen, "en")
        return text + EXAMPLE + f"“{example}”"
    try:
        example = table.render(msg_id, _sample(table, template), "en")
    except RENDER_ERRORS:  # a sample no formatter accepts: no example
        return text
    return text + " Example (sample values): " + f"“{example}”"


def purpose_of(msg_id: str, old: str) -> str:
    """What the message is for: the description's own words, else said from its id."""
    old = old.split(MARK)[0].split(NONE)[0].split(EXAMPLE)[0].split(" Example (sample")[0].strip()
    section = old.removeprefix("-- ").strip()
    if (old and not old.startswith("-- ") and len(old) > 40) or ": " in old:
        return old
    section = SECTIONS.get(section, section)
    role = _role(msg_id)
    if role is None and len(section) >= 25:
        return section
    role = role or f"the words “{' '.join(msg_id.replace('-', ' ').split('.'))}”"
    return f"{section}: {role}" if section else role


#: a section comment the files had, said as what its messages are for
SECTIONS = {
    "events": "a line of the game's log (an event the table shows)",
    "refusals": "a refusal: why a move was not accepted",
    "lessons": "a lesson's words",
    "quizzes": "a quiz's words",
    "every widget": "words every widget shows",
    "the quiz": "the quiz widget's words",
}


def _role(msg_id: str) -> str | None:
    segments = msg_id.split(".")
    last = next((seg for seg in reversed(segments) if seg in ROLES), segments[-1])
    if msg_id.startswith("you."):
        return f"the sentence {msg_id[4:]} said to its reader, whose seat it names (“you”)"
    if msg_id.startswith(("refuse.", "input.")) or ".refuse" in msg_id:
        return "a refusal: why a move or an input was not accepted"
    if msg_id.startswith("bot."):
        return "a bot's reason for its move (the Why? text)"
    if msg_id.startswith("view."):
        return "a line of the class pages' table (a label or a value)"
    if msg_id.startswith("ui."):
        return "a label or sentence the page shows"
    if last in ROLES:
        return ROLES[last]
    return None


#: what a message is for, by a part of its id
ROLES = {
    "instruction": "what the learner is asked to do",
    "hint": "a hint after a wrong try (never the answer)",
    "explanation": "the explanation shown once the item is closed",
    "question": "the question asked",
    "title": "a title (a game's, a lesson's or a panel's heading)",
    "right": "feedback for a right answer",
    "wrong": "feedback for a wrong answer (a hint, never the solution)",
    "pass": "feedback when the learner passes",
    "weak": "feedback for an answer that is not the best",
}


def capture(tests: Iterable[str]) -> dict[str, dict[str, dict[str, Any]]]:
    """The first parameters the code renders each English message with: table -> id -> params."""
    seen: dict[str, dict[str, dict[str, Any]]] = {}
    original = Messages.render

    def recording(self: Messages, msg_id: str, params: Mapping[str, Any] | None = None, lang: str = "en") -> str:
        text = original(self, msg_id, params, lang)
        mine = seen.setdefault(self.name, {})
        if msg_id not in mine and msg_id in self.tables["en"]:
            mine[msg_id] = {k: v for k, v in (params or {}).items() if k != "_text"}
        return text

    Messages.render = recording  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            runpy.run_path(str(ROOT / "widgets" / "js" / "tests" / "make_fixtures.py"))["main"](f"{tmp}/states.json")
        if tests:
            import pytest  # only when capturing from the tests

            pytest.main([*tests, "-q", "-p", "no:cacheprovider", "--no-header", "-m", "not slow"])
    finally:
        Messages.render = original  # type: ignore[method-assign]
    return seen


def _picklable(seen: dict[str, dict[str, dict[str, Any]]]) -> dict[str, dict[str, dict[str, Any]]]:
    """The captures whose parameters pickle (a test's own stand-in objects may not)."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for name, messages in seen.items():
        for msg_id, params in messages.items():
            try:
                pickle.dumps(params)
            except (pickle.PicklingError, TypeError, AttributeError):  # left out: a sample example
                continue
            out.setdefault(name, {})[msg_id] = params
    return out


def _usable(table: Messages, msg_id: str, params: Mapping[str, Any]) -> bool:
    try:
        table.render(msg_id, params, "en")
    except RENDER_ERRORS:
        return False
    return True


def description_files() -> dict[Path, Messages]:
    """Each en.descriptions.json and the table that renders its folder's messages."""
    out: dict[Path, Messages] = {}
    tables = all_tables()
    for path in sorted(ROOT.glob("**/locale/**/en.descriptions.json")) + sorted(
        ROOT.glob("**/locale/en.descriptions.json")
    ):
        if any(p in ("node_modules", ".venv") for p in path.parts) or path in out:
            continue
        english = json.loads((path.parent / "en.json").read_text(encoding="utf-8"))
        table = max(tables, key=lambda t: sum(t.tables["en"].get(k) == v for k, v in english.items()))
        out[path] = table
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a message lacks a description")
    parser.add_argument("--no-tests", action="store_true", help="capture from the fixture states only (faster)")
    parser.add_argument("--captured", help="a file keeping the captured parameters between runs (read when it exists)")
    args = parser.parse_args(argv)
    files = description_files()
    if args.check:
        missing = [
            f"{p.relative_to(ROOT)} {k}"
            for p in files
            for k in json.loads((p.parent / "en.json").read_text(encoding="utf-8"))
            if k not in json.loads(p.read_text(encoding="utf-8"))
        ]
        print("\n".join(missing))
        return 1 if missing else 0
    if args.captured and Path(args.captured).exists():
        seen = pickle.loads(Path(args.captured).read_bytes())  # our own file, written above
    else:
        seen = capture(() if args.no_tests else CAPTURE_TESTS)
        if args.captured:
            Path(args.captured).write_bytes(pickle.dumps(_picklable(seen)))
    counts = {"examples": 0, "samples": 0}
    for path, table in files.items():
        english = json.loads((path.parent / "en.json").read_text(encoding="utf-8"))
        old = json.loads(path.read_text(encoding="utf-8"))
        new = {}
        for msg_id in english:
            params = seen.get(table.name, {}).get(msg_id)
            if params is not None and not _usable(table, msg_id, params):
                params = None
            counts["examples" if params is not None else "samples"] += 1
            new[msg_id] = describe(table, msg_id, purpose_of(msg_id, old.get(msg_id, "")), params)
        path.write_text(json.dumps(new, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{sum(counts.values())} descriptions: {counts['examples']} with a captured example", file=sys.stderr)
    return 0


if __name__ == "__main__":
    assert _TABLES is not None
    sys.exit(main())
