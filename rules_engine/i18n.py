"""Words at the edge: message tables, plural rules and number formats for en, lv, fi, ru.

A message is standard ICU MessageFormat (what Crowdin, Weblate and Pontoon check; the
strict parse of every locale file is widgets/js/tests/i18n_icu_strict.test.js), of which these
renderers implement what the tables use:

* ``{seat}`` — a parameter; numbers are written the reader's way (``0,5`` in lv/fi/ru);
* ``{n, plural, one {# die} other {# dice}}`` — the branch for ``n``'s plural category
  (CLDR: en/fi one/other; lv zero/one/other; ru one/few/many/other), ``=0 {...}`` for an
  exact value first, and ``#`` for the number itself;
* ``{kind, select, liar {LIAR} other {EXACTO}}`` — a branch by text value;
* ``{p, number, percent}`` — a chance as a learner reads it (:func:`format_chance`: ``9%``,
  ``1.7%``, ``9 %`` in fi/ru); ``{x, number, ::.00}`` — two decimals (an ICU skeleton;
  ``::precision-integer`` for none);
* ``{card_acc}``, ``{played_card}``, ``{card_text}`` — a derived placeholder: a game's term in the table's
  words (a card in the accusative, a list joined), which the renderer computes with the
  table's formatter from the parameter the caller passed (:func:`derivation`);
* ``''`` is an apostrophe, and ``'{'`` a literal brace (ICU's quoting).

The old forms still render (``{card, card_acc}``, ``{p, percent}``: a style naming a table's
formatter), so a key written before the conversion works until ``tools/icu_standard.py``
converts it; the strict test refuses it in a locale file.

Why not Babel: it is pure Python and would do plurals and numbers, but its locale data
adds about 30 MB to every student's first load of the offline JupyterLite site, for four
languages whose plural rules are a few lines each. The rules below are CLDR's, for
integers (every count a game shows); a fraction takes "other".
"""

from __future__ import annotations

import importlib.util
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # importlib.resources.abc from Python 3.11; importlib.abc's goes in 3.14
    from importlib.abc import Traversable

__all__ = [
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "plural_category",
    "format_number",
    "format_percent",
    "render",
    "Messages",
    "Msg",
    "MessageError",
    "placeholders",
    "parameters",
    "derivation",
    "resolved",
    "check_language",
    "join_and",
    "join_or",
    "joined",
    "format_sentences",
    "load_tables",
    "FALLBACK_MARK",
]

LANGUAGES = ("en", "lv", "fi", "ru")
LANGUAGE_NAMES = {"en": "English", "lv": "Latviešu", "fi": "Suomi", "ru": "Русский"}

#: how each language addresses the learner, one way on every page (rule texts in the games'
#: catalog.py, logs, refusals, lessons, widgets). Latvian mixed tu and jūs on one page; it is
#: jūs: every button and status, Exacto and Ganjifa already said jūs, and so does the Siggil
#: seed (the Deductio seed's tu was kept in its log and lessons only). Finnish says sinä, as
#: its seed and every table do; Russian вы, as the Exacto seed does.
#: tests/i18n/test_latvian_terms.py checks Latvian.
LEARNER_ADDRESS = {"en": "you", "lv": "jūs", "fi": "sinä", "ru": "вы"}


def check_language(lang: object) -> str:
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    return lang


# ------------------------------------------------------------------------ plurals (CLDR)


def _one_other(n: int) -> str:
    return "one" if n == 1 else "other"


def _latvian(n: int) -> str:
    if n % 10 == 0 or 11 <= n % 100 <= 19:
        return "zero"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    return "other"


def _russian(n: int) -> str:
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


_PLURAL: dict[str, Callable[[int], str]] = {"en": _one_other, "fi": _one_other, "lv": _latvian, "ru": _russian}
#: the categories a plural in each language must offer (plus "other", always required)
CATEGORIES = {
    "en": ("one", "other"),
    "fi": ("one", "other"),
    "lv": ("zero", "one", "other"),
    "ru": ("one", "few", "many", "other"),
}


def plural_category(lang: str, n: float) -> str:
    """CLDR's cardinal plural category of ``n`` in ``lang``; a fraction is "other"."""
    if isinstance(n, float):
        if not n.is_integer():
            return "other"
        n = int(n)
    return _PLURAL[lang](abs(n))


# ------------------------------------------------------------------------------ numbers

_DECIMAL = {"en": ".", "lv": ",", "fi": ",", "ru": ","}
_PERCENT = {"en": "{}%", "lv": "{}%", "fi": "{}\u00a0%", "ru": "{}\u00a0%"}


def format_number(value: float, lang: str, decimals: int | None = None) -> str:
    """``value`` written the ``lang`` way; ``decimals`` fixes the digits after the point."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if decimals is not None:
        text = f"{value:.{decimals}f}"
    elif isinstance(value, int) or (float(value).is_integer() and abs(value) < 1e15):
        text = str(int(value))
    else:
        text = f"{value:.4g}"
    if text.startswith("-"):
        text = "\u2212" + text[1:] if lang != "en" else text
    return text.replace(".", _DECIMAL[lang])


def format_percent(value: float, lang: str, decimals: int = 0) -> str:
    """0.0867 -> "9%" (en, lv), "9 %" (fi, ru)."""
    return _PERCENT[lang].format(format_number(value * 100, lang, decimals))


# ----------------------------------------------------------------------------- messages


class MessageError(ValueError):
    """A template that cannot be parsed, or a parameter it needs is missing."""


@lru_cache(maxsize=4096)
def _parse(template: str) -> Parts:
    """Template -> tuple of parts: a str, or ("arg", name, style, options)."""
    parts, _ = _parse_until(template, 0, top=True)
    return tuple(parts)


def _parse_until(text: str, i: int, top: bool) -> tuple[list[Any], int]:
    parts: list[Any] = []
    buf: list[str] = []
    while i < len(text):
        ch = text[i]
        if ch == "{":
            if buf:
                parts.append("".join(buf))
                buf = []
            arg, i = _parse_arg(text, i + 1)
            parts.append(arg)
            continue
        if ch == "}":
            if top:
                raise MessageError(f"unmatched '}}' in {text!r}")
            break
        if ch == "#" and not top:
            if buf:
                parts.append("".join(buf))
                buf = []
            parts.append(("hash",))
            i += 1
            continue
        if ch == "'":
            quoted, i = _quoted(text, i, top)
            buf.append(quoted)
            continue
        buf.append(ch)
        i += 1
    if buf:
        parts.append("".join(buf))
    if not top and i >= len(text):
        raise MessageError(f"unclosed '{{' in {text!r}")
    return parts, i


def _quoted(text: str, i: int, top: bool) -> tuple[str, int]:
    """ICU's apostrophe at ``text[i]``, with where the text goes on: ``''`` is one apostrophe;
    one before ``{``, ``}`` (or ``#`` in a branch) opens a quote, literal up to the next lone
    apostrophe; any other is itself (``don't``)."""
    after = text[i + 1 : i + 2]
    if after == "'":
        return "'", i + 2
    if not after or (after not in "{}" and (top or after != "#")):
        return "'", i + 1
    out: list[str] = []
    i += 1
    while i < len(text):
        if text[i] == "'":
            if text[i + 1 : i + 2] != "'":
                return "".join(out), i + 1
            i += 1  # '' inside a quote is one apostrophe too
        out.append(text[i])
        i += 1
    return "".join(out), i


def _field(text: str, i: int) -> int:
    """Where the placeholder's field starting at ``i`` ends: at its ``,`` or ``}``."""
    while i < len(text) and text[i] not in ",}":
        i += 1
    return i


def _parse_arg(text: str, i: int) -> tuple[tuple[Any, ...], int]:
    """A placeholder after its ``{``: ``{name}``, ``{name, style}``, ``{name, style, arg}``
    or ``{name, plural|select, key {...} ... other {...}}``; with where it ends."""
    end = _field(text, i)
    name = text[i:end].strip()
    if not name or end >= len(text):
        raise MessageError(f"a placeholder without a name or a closing '}}' in {text!r}")
    if text[end] == "}":
        return ("arg", name, None, None), end + 1
    i = end + 1
    end = _field(text, i)
    style = text[i:end].strip()
    if end >= len(text):
        raise MessageError(f"unclosed '{{{name}' in {text!r}")
    if text[end] == "}":
        return ("arg", name, style, None), end + 1
    if style not in ("plural", "select"):
        arg = text[end + 1 : text.index("}", end)].strip()
        return ("arg", name, style, arg), text.index("}", end) + 1
    options, i = _parse_options(text, end + 1, style)
    return ("arg", name, style, options), i + 1


def _parse_options(text: str, i: int, style: str) -> tuple[dict[str, Parts], int]:
    """A plural's or select's branches, ``key {...}`` each, up to the closing ``}`` (where
    it is, returned too); one of them is ``other``."""
    options: dict[str, Parts] = {}
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i >= len(text):
            raise MessageError(f"unclosed {style} in {text!r}")
        if text[i] == "}":
            break
        key_end = text.index("{", i)
        key = text[i:key_end].strip()
        sub, i = _parse_until(text, key_end + 1, top=False)
        options[key] = tuple(sub)
        i += 1  # the branch's closing brace
    if "other" not in options:
        raise MessageError(f"a {style} needs an 'other' branch: {text!r}")
    return options, i


def decimals_of(option: str | None) -> int | None:
    """The digits after the point a number argument asks for: ICU's skeleton ``::.00`` (two),
    ``::precision-integer`` (none), or the old bare count ``2``; None for none said."""
    if not option:
        return None
    if option == "::precision-integer":
        return 0
    if option.startswith("::.") and set(option[3:]) <= {"0"}:
        return len(option) - 3
    if option.isdigit():
        return int(option)
    raise MessageError(f"a number argument's style {option!r} is not one the renderer knows")


def derivation(name: str, formatters: Iterable[str]) -> tuple[str, str] | None:
    """The parameter and formatter a derived placeholder stands for, or None: a message
    names a value in the table's words (a card in the accusative, a list joined) as an
    ordinary ICU argument, ``{played_card_acc}`` (formatter ``card_acc`` of the parameter
    ``played``), ``{card_acc}`` when the formatter's name starts with the parameter's
    (``card_acc`` of ``card``), ``{card_text}`` when it is the parameter's (``card`` of
    ``card``); the renderer computes it from the parameter the caller passed. The longest formatter wins (``lead_suit_gen`` is ``suit_gen`` of ``lead``).
    tools/icu_standard.py writes these names."""
    names = sorted(formatters, key=len, reverse=True)
    if name.endswith("_text") and name[:-5] in names:
        return name[:-5], name[:-5]
    for formatter in names:
        if name.endswith("_" + formatter) and len(name) > len(formatter) + 1:
            return name[: -len(formatter) - 1], formatter
    if name in names and "_" in name:
        return name.split("_", 1)[0], name
    return None


def resolved(parts: Parts, formatters: Iterable[str]) -> Parts:
    """``parts`` with each derived placeholder as the formatter call it stands for,
    ``("arg", "played", "card_acc", None)`` for ``{played_card_acc}``, and a percent as
    ``("arg", "p", "percent", None)``: what checks of a sentence's words look at."""
    names = tuple(formatters)
    out: list[Any] = []
    for part in parts:
        if isinstance(part, tuple) and part[0] == "arg":
            _, name, style, options = part
            found = derivation(name, names) if style is None else None
            if found is not None:
                part = ("arg", found[0], found[1], None)
            elif style == "number" and options == "percent":
                part = ("arg", name, "percent", None)
            elif isinstance(options, dict):
                part = ("arg", name, style, {key: resolved(sub, names) for key, sub in options.items()})
        out.append(part)
    return tuple(out)


def parameters(template: str, formatters: Iterable[str] = ()) -> set[str]:
    """The parameters a caller passes to render ``template``: its placeholders, a derived one
    (:func:`derivation`, with the table's ``formatters``) as the parameter it is made from."""
    names = tuple(formatters)
    out = set()
    for name in placeholders(template):
        found = derivation(name, names)
        out.add(found[0] if found is not None else name)
    return out


def placeholders(template: str) -> set[str]:
    """The parameter names a template uses (in every branch)."""
    names: set[str] = set()

    def walk(parts: Parts) -> None:
        for part in parts:
            if isinstance(part, tuple) and part[0] == "arg":
                names.add(part[1])
                if isinstance(part[3], dict):
                    for sub in part[3].values():
                        walk(sub)

    walk(_parse(template))
    return names


class Msg:
    """A message id and its parameters, rendered later in the reader's language (a
    parameter of another message, a refusal, a bot's reason). ``table`` is the Messages
    that renders it when that is not the enclosing sentence's (``Messages.msg`` sets it)."""

    __slots__ = ("id", "params", "table")

    def __init__(self, id: str, **params: Any) -> None:
        self.id, self.params = id, params
        self.table: Messages | None = None

    def render(self, lang: str = "en", messages: Messages | None = None) -> str:
        table = self.table or messages
        if table is None:
            raise MessageError(f"no message table renders {self.id!r}")
        return table.render(self.id, self.params, lang)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Msg({self.id!r}{args})"

    def __str__(self) -> str:
        """In English when the Msg knows its table (``print(decision.reason)``)."""
        return self.render("en") if self.table is not None else repr(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.id, self.params) == (other.id, other.params)

    def __hash__(self) -> int:
        return hash((self.id, tuple(sorted(self.params))))


Formatter = Callable[[Any, str], str]
#: a template's parts: text, or ("arg", name, style, options) and ("hash",) (see _parse)
Parts = tuple[Any, ...]

#: a table's own wording of a sentence for the reader in seat ``you``: ``for_you(msg_id,
#: params, you)`` gives the parameters of its ``you.`` variant (None: no such words for it)
ForYou = Callable[[str, Mapping[str, Any], int], "Mapping[str, Any] | None"]


def render(
    template: str,
    params: Mapping[str, Any],
    lang: str,
    formatters: Mapping[str, Formatter] | None = None,
    messages: Messages | None = None,
) -> str:
    """``template`` with ``params`` written in ``lang``."""
    return "".join(_render(_parse(template), params, lang, formatters or {}, messages, None))


def _render(
    parts: Parts,
    params: Mapping[str, Any],
    lang: str,
    formatters: Mapping[str, Formatter],
    messages: Messages | None,
    number: Any,
) -> Iterator[str]:
    for part in parts:
        if isinstance(part, str):
            yield part
        elif part[0] == "hash":
            yield format_number(number, lang)
        else:
            yield _render_arg(part, params, lang, formatters, messages, number)


def _render_arg(
    part: tuple[Any, ...],
    params: Mapping[str, Any],
    lang: str,
    formatters: Mapping[str, Formatter],
    messages: Messages | None,
    number: Any = None,
) -> str:
    _, name, style, options = part
    try:
        value = params[name]
    except KeyError:
        derived = derivation(name, formatters) if style is None else None
        if derived is None or derived[0] not in params:
            raise MessageError(f"the message needs a parameter {name!r}") from None
        source, style = derived
        value = params[source]
    if style is None:
        if isinstance(value, Msg):
            return value.render(lang, messages)
        return format_number(value, lang) if isinstance(value, (int, float)) else str(value)
    if style == "plural":
        exact = options.get(f"={format_number(value, 'en')}")
        branch = exact if exact is not None else options.get(plural_category(lang, value), options["other"])
        return "".join(_render(branch, params, lang, formatters, messages, value))
    if style == "select":
        branch = options.get(str(value), options["other"])  # '#' stays the enclosing plural's
        return "".join(_render(branch, params, lang, formatters, messages, number))
    if style == "percent":
        return format_chance(value, lang)
    if style == "number":
        if options == "percent":
            return format_chance(value, lang)
        return format_number(value, lang, decimals_of(options))
    if style not in formatters:
        raise MessageError(f"no formatter called {style!r}")
    words: str = formatters[style](value, lang)
    return words


class Messages:
    """A game's (or the widgets') sentences: ``{lang: {message id: template}}``.

    English is required and is the fallback at run time; the completeness test checks that
    every id exists in every language with the same placeholders. ``formatters`` render the
    game's own terms (a card, a face) in each language. ``seat_params``: the parameters
    that name a seat, said as "you" to that seat (``Event.render``); ``for_you``: the
    table's own words for a sentence whose "you" is not one seat parameter."""

    #: declared here, so a table names them at construction or sets them once after it
    seat_params: tuple[str, ...]
    for_you: ForYou | None

    def __init__(
        self,
        name: str,
        tables: Mapping[str, Mapping[str, str]],
        formatters: Mapping[str, Formatter] | None = None,
        *,
        seat_params: tuple[str, ...] = (),
        for_you: ForYou | None = None,
    ) -> None:
        if "en" not in tables:
            raise ValueError("a message table needs English")
        self.name = name
        self.tables = {lang: dict(entries) for lang, entries in tables.items()}
        self.formatters = dict(formatters or {})
        self.seat_params = seat_params
        self.for_you = for_you
        _TABLES[name] = self

    def __reduce__(self) -> tuple[Callable[[str], Messages], tuple[str]]:
        # Events and refusals travel between processes (the arena): by name, not by value.
        return (_table, (self.name,))

    def __repr__(self) -> str:
        return f"<Messages {self.name!r}: {len(self.ids)} messages, {', '.join(self.tables)}>"

    @property
    def ids(self) -> list[str]:
        return list(self.tables["en"])

    def template(self, msg_id: str, lang: str = "en") -> str:
        """The template of ``msg_id`` in ``lang``; one a translator has not written yet is the
        English, marked (:data:`FALLBACK_MARK`) so a page shows what is still owed."""
        template = self.tables.get(lang, {}).get(msg_id)
        if template is not None:
            return template
        english = self.tables["en"].get(msg_id)
        if english is None:
            raise MessageError(f"no message {msg_id!r}")
        return english if lang == "en" else FALLBACK_MARK + english

    def render(self, msg_id: str, params: Mapping[str, Any] | None = None, lang: str = "en") -> str:
        return render(self.template(msg_id, lang), params or {}, lang, self.formatters, self)

    def msg(self, msg_id: str, **params: Any) -> Msg:
        """A Msg this table renders, wherever it ends up (inside another table's sentence)."""
        if msg_id not in self:
            raise MessageError(f"no message {msg_id!r} in {self.name!r}")
        message = Msg(msg_id, **params)
        message.table = self
        return message

    def parameters(self, template: str) -> set[str]:
        """The parameters a caller passes to render ``template`` with this table (a derived
        placeholder, ``{card_acc}``, is the parameter it is made from, ``card``)."""
        return parameters(template, self.formatters)

    def parts(self, template: str) -> Parts:
        """``template``'s parts with each derived placeholder as the formatter call it stands
        for (:func:`resolved`): what a check of a sentence's words reads."""
        return resolved(_parse(template), self.formatters)

    def __contains__(self, msg_id: object) -> bool:
        return msg_id in self.tables["en"]

    def problems(self, languages: Iterable[str] = LANGUAGES) -> list[str]:
        """What a translator still owes: missing ids, parameters that differ from the
        English, plurals without the language's categories, templates that do not parse."""
        out = []
        for msg_id, english in self.tables["en"].items():
            want = self.parameters(english)
            for lang in languages:
                template = self.tables.get(lang, {}).get(msg_id)
                if template is None:
                    out.append(f"{lang}: {msg_id} is missing")
                    continue
                try:
                    got = self.parameters(template)
                except MessageError as err:
                    out.append(f"{lang}: {msg_id} does not parse: {err}")
                    continue
                if got != want:
                    out.append(f"{lang}: {msg_id} uses {sorted(got)}, English uses {sorted(want)}")
                out += [f"{lang}: {msg_id}: {p}" for p in _plural_problems(template, lang)]
        for lang in languages:
            extra = set(self.tables.get(lang, {})) - set(self.tables["en"])
            out += [f"{lang}: {msg_id} is not an English message" for msg_id in sorted(extra)]
        return out


_TABLES: dict[str, Messages] = {}

#: what a sentence still in English for want of a translation starts with, so a reader (and
#: a translator checking a page) sees it is not in their language
FALLBACK_MARK = "[en] "


def load_tables(package: str, domain: str | None = None) -> dict[str, dict[str, str]]:
    """A table's translations from the translators' files: ``<package>/locale[/<domain>]/<lang>.json``,
    each a flat JSON object id -> ICU template (Format.JS "simple" JSON, what Weblate and
    Pontoon edit); ``en.descriptions.json`` beside them says what an English message is for.
    Read with importlib.resources: they are package data, in the wheel the browser's Pyodide
    kernel installs. A language without a file is left out (its sentences fall back to English)."""
    folder = _files(package).joinpath("locale")
    if domain is not None:
        folder = folder.joinpath(domain)
    return load_folder(folder, f"{package} {domain or ''}")


def load_folder(folder: Traversable, name: str) -> dict[str, dict[str, str]]:
    """The translators' files in one locale ``folder`` (``<lang>.json``, as load_tables
    reads them), for a table whose files are not at ``<package>/locale``: a game's
    widget words beside its front end (widgets/js/<game>/locale). ``name`` says whose."""
    tables: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        path = folder.joinpath(f"{lang}.json")
        if path.is_file():
            entries = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(entries, dict) or not all(isinstance(v, str) for v in entries.values()):
                raise MessageError(f"{name} {lang}.json must map ids to ICU strings")
            tables[lang] = entries
    return tables


def _files(anchor: str) -> Traversable:
    """A package's files (importlib.resources), or, for a plain module in no package (the
    Voila apps' apps/classroom.py, a script beside the notebooks), the folder it sits in: what
    ``resources.files`` gives for a module from Python 3.12 on, and refuses before."""
    spec = importlib.util.find_spec(anchor)
    if spec is not None and spec.submodule_search_locations is None and spec.origin:
        return Path(spec.origin).parent
    return resources.files(anchor)


def _table(name: str) -> Messages:
    return _TABLES[name]


def join_or(items: list[str], lang: str) -> str:
    """ "a, b or c" in ``lang``."""
    word = {"en": "or", "lv": "vai", "fi": "tai", "ru": "или"}[lang]
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} {word} {items[-1]}"


def join_and(items: list[str], lang: str) -> str:
    """ "a, b and c" in ``lang``."""
    word = {"en": "and", "lv": "un", "fi": "ja", "ru": "и"}[lang]
    return "".join(items) if len(items) < 2 else f"{', '.join(items[:-1])} {word} {items[-1]}"


_PLAYERS = {
    "en": ("player", "players"),
    "lv": ("spēlētājs", "spēlētāji"),
    "fi": ("pelaaja", "pelaajat"),
    "ru": ("игрок", "игроки"),
}


def players(seats: Sequence[int], lang: str) -> str:
    """ "player 1", "players 1 and 2": seats named as a sentence's subject (nominative), the
    word in the number the seats need (a tie's winners: „uzvar spēlētāji 1 un 2“)."""
    one, many = _PLAYERS[lang]
    return f"{one if len(seats) == 1 else many} {join_and([str(seat) for seat in seats], lang)}"


def _plural_problems(template: str, lang: str) -> list[str]:
    problems: list[str] = []

    def walk(parts: Parts) -> None:
        for part in parts:
            if isinstance(part, tuple) and part[0] == "arg" and isinstance(part[3], dict):
                if part[2] == "plural":
                    # A plural that only singles out exact values (=0) needs no forms.
                    forms = [k for k in part[3] if not k.startswith("=") and k != "other"]
                    missing = [c for c in CATEGORIES[lang] if c not in part[3] and c != "other"]
                    if forms and missing:
                        problems.append(f"the plural of {part[1]!r} lacks {', '.join(missing)}")
                for sub in part[3].values():
                    walk(sub)

    walk(_parse(template))
    return problems


#: below this a chance would round to 0,00 %: it is shown as "< 0,01 %", never as nothing
_TINY = 0.00005


def format_chance(p: float, lang: str) -> str:
    """A probability as a percent for a learner, the same way in every game: whole percents
    (12%), one decimal below 10% (1.7%), two below 1% or above 99% (0.35%, 99.65%), and a tiny
    chance that is not zero as "< 0.01%" ("> 99.99%" near certainty): the audit found
    "P(vismaz 14) = 0,00%" for a chance that was there."""
    if 0 < p < _TINY:
        return "< " + format_percent(0.0001, lang, 2)
    if 1 - _TINY < p < 1:
        return "> " + format_percent(0.9999, lang, 2)
    whole = round(p * 100)
    if abs(p * 100 - whole) < 1e-9:
        return format_percent(p, lang, 0)
    return format_percent(p, lang, 2 if p < 0.01 or p > 0.99 else 1 if p < 0.1 else 0)


class Renders(Protocol):
    """Words that put themselves into a language: a Msg, an Event, a refusal."""

    def render(self, lang: str = "en") -> str: ...


def joined(separator: str) -> Formatter:
    """A formatter that writes its parts (strs, or Msgs rendered in the reader's language)
    one after another with ``separator`` between them: sentences, a list, ..."""

    def join(parts: Iterable[str | Renders], lang: str) -> str:
        return separator.join(part if isinstance(part, str) else part.render(lang) for part in parts)

    return join


#: sentences one after another, each (a str or a Msg) in the reader's language
format_sentences = joined(" ")


#: formatters the lesson tables share: ``pct`` (what a key written the old way, ``{p, pct}``,
#: used; ``{p, number, percent}`` now) and ``sentences`` (``{parts_sentences}``)
LESSON_FORMATTERS: dict[str, Formatter] = {"pct": format_chance, "sentences": format_sentences}
