"""Rewrite the locale files' messages as standard ICU MessageFormat: a one-off converter,
kept in the repository so that keys written the old way (in a branch made before the
conversion) can be converted again after a merge. Idempotent: a converted file is left
as it is, so running it again is always safe.

    uv run python tools/icu_standard.py          # convert every locale file in place
    uv run python tools/icu_standard.py --check  # list what it would change; exit 1 if any

What it rewrites (rules_engine/i18n.py renders the result byte for byte as before):

* ``{p, pct}`` and ``{p, percent}`` -> ``{p, number, percent}`` (a chance, format_chance);
* ``{x, number, 2}`` -> ``{x, number, ::.00}`` (ICU's skeleton for two decimals; a bare
  ``2`` is a DecimalFormat pattern to ICU), ``{x, number, 0}`` -> ``::precision-integer``;
* ``{card, card_acc}`` -> ``{card_acc}``, ``{played, card}`` -> ``{played_card}``: any other
  style named one of the table's formatters; the message now names a derived parameter,
  which the renderer computes with that formatter from the parameter the caller passes
  (rules_engine.i18n.derivation reads the name back: the formatter's own name when it
  starts with the parameter's, ``<parameter>_text`` when it is the parameter's, else
  ``<parameter>_<formatter>``);
* a select key with a hyphen (``search-strong``) -> an underscore (``search_strong``): ICU
  keys are identifiers (the code that picks the branch says the new key);
* an apostrophe the old renderer printed as it was, just before ``{``, ``}`` or (in a
  plural's branch) ``#``, where ICU would open a quote -> ``''`` (one apostrophe in ICU),
  and the one just after such a placeholder alike: ``'{kind}'`` -> ``''{kind}''``.

An apostrophe already doubled is kept, so a message written in ICU from the start is kept
too, unless it quotes on purpose (``'{'``), which no message here does: the old renderer
had no quoting. The files: every ``<lang>.json`` in a folder called ``locale`` (or below
one), as widgets/js/tests/i18n_icu_strict.test.js finds them; ``en.descriptions.json`` is left
alone. JSON is written back with two-space indents and the characters as they are, the
way the files are kept.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: folders that are not the project's locale files
SKIP = {"node_modules", ".venv", ".git", "dist", "build", "_output", "fixtures"}
#: the argument types ICU has (FormatJS's strict parser refuses any other)
ICU_TYPES = {"number", "date", "time", "plural", "select", "selectordinal"}
#: the old styles of a chance, now ICU's percent
PERCENT = {"pct", "percent"}
LANG_FILE = re.compile(r"^[a-z]{2}\.json$")


class ConvertError(ValueError):
    """A message the converter cannot read (an unclosed brace): fix it by hand."""


def locale_files(root: Path = ROOT) -> list[Path]:
    """Every ``<lang>.json`` under a ``locale`` folder of the project."""
    found = []
    for path in root.rglob("*.json"):
        parts = path.relative_to(root).parts
        if any(p in SKIP or p.startswith(".") for p in parts) or "locale" not in parts[:-1]:
            continue
        if LANG_FILE.match(path.name):
            found.append(path)
    return sorted(found)


def derived_name(name: str, style: str) -> str:
    """The derived parameter for ``{name, style}``: ``card_acc`` for ``{card, card_acc}``,
    ``played_card`` for ``{played, card}``, ``card_text`` for ``{card, card}``."""
    if style == name:  # {card, card}: the card's words, beside the parameter card itself
        return f"{name}_text"
    return style if style.startswith(name + "_") else f"{name}_{style}"


def decimals_skeleton(decimals: int) -> str:
    """ICU's number skeleton for exactly ``decimals`` digits after the point: ``::.00``
    (``::precision-integer`` for none). The old ``{x, number, 2}`` parsed, but ICU reads a
    bare ``2`` as a pattern (rounding to a multiple of 2), not as two decimals."""
    return "::." + "0" * decimals if decimals else "::precision-integer"


def convert(message: str) -> str:
    """``message`` in standard ICU (the same message when it is already)."""
    out, i = _text(message, 0, parent=None)
    if i != len(message):
        raise ConvertError(f"unmatched '}}' in {message!r}")
    return out


def _text(text: str, i: int, parent: str | None) -> tuple[str, int]:
    """Message text from ``i`` up to the ``}`` that closes it (or the end, at the top);
    ``parent``: the type of the argument whose branch this is."""
    out: list[str] = []
    while i < len(text):
        ch = text[i]
        if ch == "}" and parent is not None:
            break
        if ch == "}":
            raise ConvertError(f"unmatched '}}' in {text!r}")
        if ch == "{":
            arg, i = _argument(text, i + 1)
            out.append(arg)
            continue
        if ch == "'":
            after = text[i + 1 : i + 2]
            if after == "'":
                out.append("''")
                i += 2
                continue
            opens = after in ("{", "}") or (after == "#" and parent in ("plural", "selectordinal"))
            closes = text[i - 1 : i] == "}"  # the closing one of '{kind}', doubled alike
            out.append("''" if opens or closes else "'")
            i += 1
            continue
        out.append(ch)
        i += 1
    if parent is not None and i >= len(text):
        raise ConvertError(f"unclosed '{{' in {text!r}")
    return "".join(out), i


def _field(text: str, i: int) -> int:
    while i < len(text) and text[i] not in ",}":
        i += 1
    if i >= len(text):
        raise ConvertError(f"unclosed '{{' in {text!r}")
    return i


def _argument(text: str, start: int) -> tuple[str, int]:
    """An argument after its ``{``, converted, and where the text goes on after its ``}``."""
    end = _field(text, start)
    name = text[start:end].strip()
    if text[end] == "}":
        return text[start - 1 : end + 1], end + 1
    style_end = _field(text, end + 1)
    style = text[end + 1 : style_end].strip()
    if text[style_end] == "}":  # {name, style}
        if style in PERCENT:
            return f"{{{name}, number, percent}}", style_end + 1
        if style in ICU_TYPES:
            return text[start - 1 : style_end + 1], style_end + 1
        return f"{{{derived_name(name, style)}}}", style_end + 1
    if style not in ("plural", "select", "selectordinal"):  # {x, number, 2}: ICU's skeleton
        close = text.index("}", style_end)
        option = text[style_end + 1 : close].strip()
        if style == "number" and option.isdigit():
            return f"{{{name}, number, {decimals_skeleton(int(option))}}}", close + 1
        return text[start - 1 : close + 1], close + 1
    head = text[start - 1 : style_end + 1]
    branches, i = _branches(text, style_end + 1, style)
    return head + branches + "}", i + 1


def _branches(text: str, i: int, style: str) -> tuple[str, int]:
    """A plural's or select's ``key {text}`` branches, up to (not past) its closing ``}``."""
    out: list[str] = []
    while True:
        space = i
        while i < len(text) and text[i].isspace():
            i += 1
        out.append(text[space:i])
        if i >= len(text):
            raise ConvertError(f"unclosed {style} in {text!r}")
        if text[i] == "}":
            return "".join(out), i
        open_at = text.index("{", i)
        key = text[i:open_at]
        if style == "select":
            key = key.replace("-", "_")
        body, i = _text(text, open_at + 1, parent=style)
        out.append(f"{key}{{{body}}}")
        i += 1


def convert_file(path: Path, write: bool) -> list[str]:
    """The keys of ``path`` that change (written back when ``write``)."""
    raw = path.read_text(encoding="utf-8")
    messages = json.loads(raw)
    changed = []
    new = {}
    for key, message in messages.items():
        new[key] = convert(message) if isinstance(message, str) else message
        if new[key] != message:
            changed.append(key)
    if changed and write:
        text = json.dumps(new, ensure_ascii=False, indent=2) + "\n"
        path.write_text(text, encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if a file would change")
    args = parser.parse_args(argv)
    total = 0
    for path in locale_files():
        changed = convert_file(path, write=not args.check)
        total += len(changed)
        for key in changed:
            print(f"{path.relative_to(ROOT)} {key}")
    print(f"{total} messages {'to convert' if args.check else 'converted'}", file=sys.stderr)
    return 1 if args.check and total else 0


if __name__ == "__main__":
    sys.exit(main())
