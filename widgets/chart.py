"""widgets.BarChart: an SVG bar chart (no matplotlib), for count distributions and
tournament win rates. Set ``labels`` / ``values`` / ... from Python and it re-renders;
``update(...)`` changes several at once.

Win rates come with intervals that need not be symmetric (a Wilson interval): give them as
``intervals=[(low, high), ...]``; ``errors=[...]`` stays for symmetric ± half-widths. Several
series side by side (grouped bars, with a legend): ``values=[[...], [...]]`` with
``series=["exact", "simulated"]``.

The caller gives the words (title, labels); the chart's own few words (its name for screen
readers, "no data yet") and its numbers follow ``language`` (``settings["language"]``)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any, TypeAlias, TypeGuard, TypeVar

import anywidget
import traitlets as t
from traitlets.utils.bunch import Bunch

from rules_engine.core import keyword_names, whole
from rules_engine.i18n import LANGUAGES, check_language

from ._static import bundle, styles
from .checks import PageWritesSettingsOnly, refuse_unknown_arguments
from .messages import ui_strings

__all__ = ["BarChart", "BadChartValue"]


class BadChartValue(t.TraitError, ValueError):
    """A value a chart cannot draw: a TraitError (traitlets' refusal of a trait value), and
    a ValueError like every other refusal of what a student typed."""


FORMATS = ("auto", "percent", "integer", "decimal")


#: a row of a chart's values, errors or intervals, as normalised
Row = TypeVar("Row")
#: a pair's bounds; None: a bar without an interval
Interval: TypeAlias = "list[float] | None"


def _numbers(value: Any, name: str) -> list[float]:
    """``value`` (anything a student passes: a list, a range, a numpy array) as floats."""
    try:
        items = list(value)
    except TypeError:
        raise BadChartValue(f"{name} must be a list of numbers") from None
    out: list[float] = []
    for v in items:
        if isinstance(v, bool):
            raise BadChartValue(f"{name} must hold numbers, not {v!r}")
        try:
            f = float(v)
        except (TypeError, ValueError):
            raise BadChartValue(f"{name} must hold numbers, not {v!r}") from None
        if not math.isfinite(f):
            raise BadChartValue(f"{name} must hold finite numbers, not {v!r}")
        out.append(f)
    return out


def _is_seq(value: object) -> TypeGuard[Iterable[Any]]:
    return hasattr(value, "__iter__") and not isinstance(value, (str, bytes, Mapping))


def _series_rows(value: Any, series: list[str] | None, name: str, inner: Callable[[Any, str], Row]) -> list[Row]:
    """``value`` as one row per series (``inner`` normalises a row); a flat chart is one row."""
    if series is None:
        return [inner(value, name)]
    if not _is_seq(value):
        raise BadChartValue(f"with series, {name} must be a list with one list per series")
    rows = list(value)
    if len(rows) != len(series):
        raise BadChartValue(f"with {len(series)} series, {name} must hold {len(series)} lists, not {len(rows)}")
    return [inner(row, f"{name}[{i}]") for i, row in enumerate(rows)]


def _values_row(value: Any, name: str) -> list[float]:
    return _numbers(value, name)


def _errors_row(value: Any, name: str) -> list[float] | None:
    if value is None:
        return None
    errs = _numbers(value, name)
    if any(e < 0 for e in errs):
        raise BadChartValue("errors are half-widths, so never negative")
    return errs


def _intervals_row(value: Any, name: str) -> list[Interval] | None:
    if value is None:
        return None
    if not _is_seq(value):
        raise BadChartValue(f"{name} must be a list of (low, high) pairs")
    out: list[Interval] = []
    for item in value:
        if item is None:
            out.append(None)
            continue
        pair = _numbers(item, name) if _is_seq(item) else None
        if pair is None or len(pair) != 2:
            raise BadChartValue(f"{name} must hold (low, high) pairs, not {item!r}")
        if pair[0] > pair[1]:
            raise BadChartValue(f"{name}: low {pair[0]} is above high {pair[1]}")
        out.append(pair)
    return out


def _series_names(value: Any) -> list[str] | None:
    if value is None:
        return None
    if not _is_seq(value):
        raise BadChartValue("series must be a list of names (or None)")
    names = [str(x) for x in value]
    if not names:
        raise BadChartValue("series needs at least one name (or None for a single series)")
    return names


_TOLERANCE = 1e-9


def _check_chart(values: Any, series: Any, errors: Any, intervals: Any) -> None:
    """Shapes agree and every value lies inside its interval. Raises TraitError."""
    names = _series_names(series)
    if names is None and _is_seq(values) and any(_is_seq(v) for v in list(values)):
        raise BadChartValue("values is a list of lists: name the series with series=[...]")
    rows = _series_rows(values, names, "values", _values_row)
    if names is not None:
        lengths = {len(r) for r in rows}
        if len(lengths) > 1:
            raise BadChartValue(f"every series needs one value per label: lengths {sorted(lengths)}")
    if errors is not None and intervals is not None:
        raise BadChartValue("give errors (symmetric ± half-widths) or intervals (low, high), not both")
    if errors is not None:
        _check_errors(rows, _series_rows(errors, names, "errors", _errors_row))
    if intervals is not None:
        _check_intervals(rows, _series_rows(intervals, names, "intervals", _intervals_row))


def _check_errors(rows: list[Any], errors: list[Any]) -> None:
    """One half-width per value, in every series that has errors."""
    for vals, errs in zip(rows, errors, strict=False):
        if errs is not None and len(errs) != len(vals):
            raise BadChartValue(f"errors needs one half-width per value: {len(errs)} for {len(vals)} values")


def _check_intervals(rows: list[Any], intervals: list[Any]) -> None:
    """One (low, high) per value, in every series that has intervals, each value inside its own."""
    for vals, ints in zip(rows, intervals, strict=False):
        if ints is None:
            continue
        if len(ints) != len(vals):
            raise BadChartValue(f"intervals needs one (low, high) per value: {len(ints)} for {len(vals)} values")
        for v, pair in zip(vals, ints, strict=False):
            if pair is not None and not (pair[0] - _TOLERANCE <= v <= pair[1] + _TOLERANCE):
                raise BadChartValue(f"the value {v} lies outside its interval ({pair[0]}, {pair[1]})")


def _chart_strings(lang: str) -> dict[str, object]:
    """The chart's own words (ui.chart*) in ``lang``: a chart needs no other label."""
    return {k: v for k, v in ui_strings(lang).items() if k.startswith("ui.chart")}


class BarChart(PageWritesSettingsOnly, anywidget.AnyWidget):
    """``BarChart(title="", labels=[...], values=[...], errors=None, intervals=None,
    series=None, highlight=None, highlight_legend=None, xlabel="", ylabel="",
    value_format="auto")``.

    ``errors``: one ± half-width per bar (drawn as symmetric whiskers) or None.
    ``intervals``: one ``(low, high)`` per bar (or None for a bar without one), drawn as they
    are, e.g. a Wilson interval for a win rate; each value must lie inside its interval. Give
    errors or intervals, not both. Whiskers never push the axis below zero when no value is
    negative, nor above 100% for "percent" values up to 1: they are clipped at the axis.

    ``series``: names of several series drawn side by side with a legend; then ``values`` (and
    ``errors`` / ``intervals``) hold one list per series, each with one entry per label (an
    errors or intervals list may be None for a series without whiskers).

    ``highlight``: a bar index or label (with series: a label group), or a list of them, or
    None. ``highlight_legend``: ``(other bars, highlighted bars)`` names for a legend of a
    chart without series, or None. ``value_format``: "auto" (no needless decimals),
    "percent" (0.25 -> 25%), "integer" or "decimal" (up to 3 decimals). ``language``: en, lv,
    fi or ru (numbers such as ``0,25`` and the chart's own words); ``chart.language = "lv"``
    switches it. Labels that would overlap are staggered or thinned (each bar's tooltip keeps
    its full label).
    """

    _esm = bundle("chart.js")
    _css = styles()

    title = t.Unicode("").tag(sync=True)
    # Any + validators: accept tuples, ranges and numpy arrays, store plain lists
    labels = t.Any([]).tag(sync=True)
    values = t.Any([]).tag(sync=True)
    errors = t.Any(None).tag(sync=True)
    intervals = t.Any(None).tag(sync=True)
    series = t.Any(None).tag(sync=True)
    highlight = t.Any(None).tag(sync=True)
    highlight_legend = t.Any(None).tag(sync=True)
    xlabel = t.Unicode("").tag(sync=True)
    ylabel = t.Unicode("").tag(sync=True)
    value_format = t.Unicode("auto").tag(sync=True)
    height = t.Int(320).tag(sync=True)
    settings: t.Dict[str, Any] = t.Dict({"theme": "auto", "high_contrast": False, "language": "en"}).tag(sync=True)
    #: a chart is drawn from Python only: every browser write is sent back as Python has it
    BROWSER_WRITABLE = frozenset()
    #: the chart's own words in the learner's language (the front end hard-codes none)
    strings = t.Dict().tag(sync=True)

    def __init__(
        self,
        title: str = "",
        labels: Iterable[object] = (),
        values: Iterable[object] = (),
        errors: Iterable[object] | None = None,
        highlight: object = None,
        xlabel: str = "",
        ylabel: str = "",
        value_format: str = "auto",
        language: str = "en",
        intervals: Iterable[object] | None = None,
        series: Iterable[object] | None = None,
        highlight_legend: Iterable[object] | None = None,
        **kwargs: Any,
    ) -> None:
        # its drawing's height is the one trait taken besides the arguments
        refuse_unknown_arguments(type(self).__name__, kwargs, [*keyword_names(BarChart.__init__), "height"])
        check_language(language)
        # series first: values, errors and intervals are read against it
        super().__init__(
            series=series,
            title=title,
            labels=labels,
            values=values,
            errors=errors,
            intervals=intervals,
            highlight=highlight,
            highlight_legend=highlight_legend,
            xlabel=xlabel,
            ylabel=ylabel,
            value_format=value_format,
            **kwargs,
        )
        self.language = language
        self.strings = _chart_strings(self.language)

    @property
    def language(self) -> str:
        lang: str = (self.settings or {}).get("language", "en")  # _v_settings checked it
        return lang

    @language.setter
    def language(self, lang: str) -> None:
        self.settings = {**(self.settings or {}), "language": check_language(lang)}

    @t.validate("settings")
    def _v_settings(self, proposal: Bunch) -> dict[str, Any]:
        value = dict(proposal["value"] or {})
        if value.get("language", "en") not in LANGUAGES:
            raise BadChartValue(f"language must be one of {', '.join(LANGUAGES)}, not {value.get('language')!r}")
        return value

    @t.observe("settings")
    def _settings_changed(self, change: Bunch) -> None:
        self.strings = _chart_strings(self.language)

    @t.validate("labels")
    def _v_labels(self, proposal: Bunch) -> list[str]:
        value = proposal["value"]
        if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
            raise BadChartValue("labels must be a list")
        return [str(x) for x in value]

    # values, series, errors and intervals are checked together (traitlets runs these
    # validators after all of a constructor's or update()'s changes, and rolls back on error)
    def _checked(self, name: str, value: Row) -> Row:
        current = {k: getattr(self, k) for k in ("values", "series", "errors", "intervals")}
        current[name] = value
        _check_chart(**current)
        return value

    def _series_now(self) -> list[str] | None:
        try:
            return _series_names(self.series)
        except t.TraitError:
            return None

    @t.validate("series")
    def _v_series(self, proposal: Bunch) -> list[str] | None:
        return self._checked("series", _series_names(proposal["value"]))

    @t.validate("values")
    def _v_values(self, proposal: Bunch) -> list[list[float]] | list[float]:
        rows = _series_rows(proposal["value"], self._series_now(), "values", _values_row)
        value = rows if self._series_now() is not None else rows[0]
        return self._checked("values", value)

    @t.validate("errors")
    def _v_errors(self, proposal: Bunch) -> list[list[float] | None] | list[float] | None:
        if proposal["value"] is None:
            return self._checked("errors", None)
        rows = _series_rows(proposal["value"], self._series_now(), "errors", _errors_row)
        return self._checked("errors", rows if self._series_now() is not None else rows[0])

    @t.validate("intervals")
    def _v_intervals(self, proposal: Bunch) -> list[list[Interval] | None] | list[Interval] | None:
        if proposal["value"] is None:
            return self._checked("intervals", None)
        rows = _series_rows(proposal["value"], self._series_now(), "intervals", _intervals_row)
        return self._checked("intervals", rows if self._series_now() is not None else rows[0])

    @t.validate("highlight_legend")
    def _v_highlight_legend(self, proposal: Bunch) -> list[str] | None:
        value = proposal["value"]
        if value is None:
            return None
        if not _is_seq(value) or len(list(value)) != 2:
            raise BadChartValue("highlight_legend is (other bars, highlighted bars): two names, or None")
        return [str(x) for x in value]

    @t.validate("highlight")
    def _v_highlight(self, proposal: Bunch) -> int | str | list[int | str] | None:
        value = proposal["value"]
        if value is None:
            return None
        items = list(value) if isinstance(value, (list, tuple)) else [value]
        for item in items:
            if not isinstance(item, str) and whole(item) is None:
                raise BadChartValue(f"highlight is a bar index or label (or a list), not {item!r}")
        # a bar index from numpy (np.argmax) is the plain int it stands for
        items = [item if isinstance(item, str) else whole(item) for item in items]
        return items if isinstance(value, (list, tuple)) else items[0]

    @t.validate("value_format")
    def _v_format(self, proposal: Bunch) -> str:
        value: str = proposal["value"]  # a Unicode trait's: traitlets checked it is a str
        if value not in FORMATS:
            raise BadChartValue(f"value_format must be one of {FORMATS}")
        return value

    def update(self, **traits: Any) -> None:
        """Change several traits at once, re-rendering once (checked together: switching
        ``values`` and ``intervals`` in one call is fine; a bad call changes nothing)."""
        with self.hold_sync(), self.hold_trait_notifications():
            for name, value in traits.items():
                if not self.has_trait(name):
                    raise AttributeError(f"BarChart has no {name!r}")
                setattr(self, name, value)
