"""widgets.BarChart: an SVG bar chart (no matplotlib), for count distributions and
tournament win rates. Set ``labels`` / ``values`` / ... from Python and it re-renders;
``update(...)`` changes several at once.

The caller gives the words (title, labels); the chart's own few words (its name for screen
readers, "no data yet") and its numbers follow ``language`` (``settings["language"]``)."""
from __future__ import annotations

import math
from typing import Mapping

import anywidget
import traitlets as t

from rules_engine.i18n import LANGUAGES, check_language

from ._static import bundle, styles
from .messages import ui_strings

__all__ = ["BarChart"]

FORMATS = ("auto", "percent", "integer", "decimal")


def _numbers(value, name: str, allow_none: bool = False):
    if value is None and allow_none:
        return None
    try:
        items = list(value)
    except TypeError:
        raise t.TraitError(f"{name} must be a list of numbers") from None
    out = []
    for v in items:
        if isinstance(v, bool):
            raise t.TraitError(f"{name} must hold numbers, not {v!r}")
        try:
            f = float(v)
        except (TypeError, ValueError):
            raise t.TraitError(f"{name} must hold numbers, not {v!r}") from None
        if not math.isfinite(f):
            raise t.TraitError(f"{name} must hold finite numbers, not {v!r}")
        out.append(f)
    return out


def _chart_strings(lang: str) -> dict:
    """The chart's own words (ui.chart*) in ``lang``: a chart needs no other label."""
    return {k: v for k, v in ui_strings(lang).items() if k.startswith("ui.chart")}


class BarChart(anywidget.AnyWidget):
    """``BarChart(title="", labels=[...], values=[...], errors=None, highlight=None,
    xlabel="", ylabel="", value_format="auto")``.

    ``errors``: one ± half-width per bar (drawn as whiskers) or None. ``highlight``: a bar
    index or label, or a list of them, or None. ``value_format``: "auto", "percent"
    (0.25 -> 25%), "integer" or "decimal". ``language``: en, lv, fi or ru (numbers such as
    ``0,25`` and the chart's own words); ``chart.language = "lv"`` switches it.
    """

    _esm = bundle("chart.js")
    _css = styles()

    title = t.Unicode("").tag(sync=True)
    # Any + validators: accept tuples, ranges and numpy arrays, store plain lists
    labels = t.Any([]).tag(sync=True)
    values = t.Any([]).tag(sync=True)
    errors = t.Any(None).tag(sync=True)
    highlight = t.Any(None).tag(sync=True)
    xlabel = t.Unicode("").tag(sync=True)
    ylabel = t.Unicode("").tag(sync=True)
    value_format = t.Unicode("auto").tag(sync=True)
    height = t.Int(320).tag(sync=True)
    settings = t.Dict({"theme": "auto", "high_contrast": False, "language": "en"}).tag(sync=True)
    #: the chart's own words in the learner's language (the front end hard-codes none)
    strings = t.Dict().tag(sync=True)

    def __init__(self, title: str = "", labels=(), values=(), errors=None, highlight=None,
                 xlabel: str = "", ylabel: str = "", value_format: str = "auto", language: str = "en",
                 **kwargs):
        check_language(language)
        super().__init__(title=title, labels=labels, values=values, errors=errors,
                         highlight=highlight, xlabel=xlabel, ylabel=ylabel,
                         value_format=value_format, **kwargs)
        self.language = language
        self.strings = _chart_strings(self.language)

    @property
    def language(self) -> str:
        return (self.settings or {}).get("language", "en")

    @language.setter
    def language(self, lang: str) -> None:
        self.settings = {**(self.settings or {}), "language": check_language(lang)}

    @t.validate("settings")
    def _v_settings(self, proposal):
        value = dict(proposal["value"] or {})
        if value.get("language", "en") not in LANGUAGES:
            raise t.TraitError(f"language must be one of {', '.join(LANGUAGES)}, not {value.get('language')!r}")
        return value

    @t.observe("settings")
    def _settings_changed(self, change):
        self.strings = _chart_strings(self.language)

    @t.validate("labels")
    def _v_labels(self, proposal):
        value = proposal["value"]
        if isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
            raise t.TraitError("labels must be a list")
        return [str(x) for x in value]

    @t.validate("values")
    def _v_values(self, proposal):
        return _numbers(proposal["value"], "values")

    @t.validate("errors")
    def _v_errors(self, proposal):
        errs = _numbers(proposal["value"], "errors", allow_none=True)
        if errs is not None and any(e < 0 for e in errs):
            raise t.TraitError("errors are half-widths, so never negative")
        return errs

    @t.validate("highlight")
    def _v_highlight(self, proposal):
        value = proposal["value"]
        items = value if isinstance(value, (list, tuple)) else ([] if value is None else [value])
        for item in items:
            if isinstance(item, bool) or not isinstance(item, (int, str)):
                raise t.TraitError(f"highlight is a bar index or label (or a list), not {item!r}")
        return value if value is None or isinstance(value, (int, str)) else list(items)

    @t.validate("value_format")
    def _v_format(self, proposal):
        if proposal["value"] not in FORMATS:
            raise t.TraitError(f"value_format must be one of {FORMATS}")
        return proposal["value"]

    def update(self, **traits) -> None:
        """Change several traits at once, re-rendering once."""
        with self.hold_sync():
            for name, value in traits.items():
                if not self.has_trait(name):
                    raise AttributeError(f"BarChart has no {name!r}")
                setattr(self, name, value)

    def set_state(self, sync_data):
        """A chart is drawn from Python only: browser writes are ignored and re-published."""
        if isinstance(sync_data, Mapping):
            forged = [k for k in sync_data if k in self.keys]
            if forged:
                self.send_state(forged)
