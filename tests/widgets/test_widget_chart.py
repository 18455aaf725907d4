"""widgets.BarChart: an SVG bar chart driven from Python."""

from __future__ import annotations

import math

import pytest
import traitlets

from widgets import BarChart


def test_chart_state_and_updates():
    c = BarChart(
        title="Fives among 30 dice",
        labels=[0, 1, 2],
        values=[0.2, 0.5, 0.3],
        errors=[0.01, 0.02, 0.01],
        highlight=1,
        xlabel="count",
        ylabel="P",
        value_format="percent",
    )
    s = c.get_state()
    assert s["labels"] == ["0", "1", "2"] and s["values"] == [0.2, 0.5, 0.3] and s["errors"] == [0.01, 0.02, 0.01]
    assert s["highlight"] == 1 and s["title"] == "Fives among 30 dice" and s["value_format"] == "percent"
    seen = []
    c.observe(lambda ch: seen.append(ch["name"]), names=["values", "labels"])
    c.values = (1, 2, 3.5)
    assert c.values == [1.0, 2.0, 3.5] and "values" in seen
    c.update(labels=["a", "b"], values=[3, 4], errors=None, highlight=["a", 1])
    assert c.labels == ["a", "b"] and c.errors is None and c.highlight == ["a", 1]


def test_chart_defaults():
    c = BarChart()
    assert c.values == [] and c.labels == [] and c.errors is None and c.highlight is None


@pytest.mark.parametrize("values", [[True], ["x"], [math.nan], [math.inf], 5])
def test_chart_rejects_non_numbers(values):
    with pytest.raises(traitlets.TraitError):
        BarChart(labels=["a"], values=values)


def test_chart_rejects_bad_errors_highlight_and_format():
    with pytest.raises(traitlets.TraitError):
        BarChart(values=[1], errors=[-1])
    with pytest.raises(traitlets.TraitError):
        BarChart(values=[1], highlight=1.5)
    with pytest.raises(traitlets.TraitError):
        BarChart(values=[1], value_format="fancy")
    with pytest.raises(AttributeError):
        BarChart().update(colour="red")


def test_numpy_arrays_are_accepted():
    np = pytest.importorskip("numpy")
    c = BarChart(labels=np.arange(3), values=np.array([0.1, 0.2, 0.7]))
    assert c.values == [0.1, 0.2, 0.7] and c.labels == ["0", "1", "2"]


def test_browser_writes_are_ignored():
    c = BarChart(values=[1, 2])
    c.set_state({"values": [9, 9, 9], "title": "hacked"})
    assert c.values == [1.0, 2.0] and c.title == ""


def test_chart_words_and_numbers_follow_the_language():
    c = BarChart(values=[0.25], value_format="percent", language="ru")
    assert c.settings["language"] == "ru" and c.language == "ru"
    assert c.strings == {"ui.chart": "Столбчатая диаграмма", "ui.chart.empty": "Данных пока нет"}
    c.language = "fi"
    assert c.strings["ui.chart.empty"] == "Ei vielä tietoja"
    with pytest.raises(ValueError):
        BarChart(language="xx")
    with pytest.raises((ValueError, traitlets.TraitError)):
        c.language = "xx"
    c.set_state({"settings": {"language": "lv"}})
    assert c.language == "fi", "the page writes nothing to a chart"
    assert BarChart().strings["ui.chart"] == "Bar chart"


def test_intervals_are_kept_as_given_and_checked_against_the_values():
    c = BarChart(
        labels=["never", "my bot"], values=[0.0, 0.4], intervals=[(0.0, 0.06), (0.3, 0.51)], value_format="percent"
    )
    assert c.get_state()["intervals"] == [[0.0, 0.06], [0.3, 0.51]]
    assert BarChart(values=[0.5, 0.2], intervals=[None, (0.1, 0.3)]).intervals == [None, [0.1, 0.3]]
    bad = [
        dict(values=[0.5], intervals=[(0.6, 0.7)]),  # value below low
        dict(values=[0.5], intervals=[(0.1, 0.4)]),  # value above high
        dict(values=[0.5], intervals=[(0.7, 0.1)]),  # low above high
        dict(values=[0.5, 0.2], intervals=[(0.1, 0.6)]),  # not one per value
        dict(values=[0.5], intervals=[(0.1,)]),  # not a pair
        dict(values=[0.5], intervals=[(0.1, math.nan)]),
        dict(values=[0.5], intervals=5),
        dict(values=[0.5], intervals=[(0.1, 0.6)], errors=[0.1]),  # both
        dict(values=[0.5, 0.2], errors=[0.1]),  # errors: one per value
    ]
    for kwargs in bad:
        with pytest.raises(traitlets.TraitError):
            BarChart(**kwargs)


def test_update_checks_values_and_intervals_together_and_a_bad_update_changes_nothing():
    c = BarChart(labels=["a"], values=[0.5], intervals=[(0.4, 0.6)])
    c.update(labels=["a", "b"], values=[0.1, 0.9], intervals=[(0.0, 0.2), (0.8, 1.0)])
    assert c.values == [0.1, 0.9] and c.intervals == [[0.0, 0.2], [0.8, 1.0]]
    with pytest.raises(traitlets.TraitError):
        c.update(values=[0.5, 0.5])  # outside the intervals
    assert c.values == [0.1, 0.9] and c.intervals == [[0.0, 0.2], [0.8, 1.0]]
    c.update(values=[3], intervals=None, errors=[1])
    assert c.errors == [1.0] and c.intervals is None


def test_series_shapes():
    c = BarChart(
        labels=["q1", "q2"],
        series=("exact", "simulated"),
        values=[(0.1, 0.2), [0.12, 0.18]],
        intervals=[None, [(0.1, 0.14), (0.15, 0.21)]],
        value_format="percent",
    )
    s = c.get_state()
    assert s["series"] == ["exact", "simulated"] and s["values"] == [[0.1, 0.2], [0.12, 0.18]]
    assert s["intervals"] == [None, [[0.1, 0.14], [0.15, 0.21]]]
    assert BarChart(series=["a", "b"], values=[[1, 2], [3, 4]], errors=[None, [0.5, 0.5]]).errors == [None, [0.5, 0.5]]
    bad = [
        dict(series=["a", "b"], values=[1, 2]),  # not one list per series
        dict(series=["a", "b"], values=[[1, 2]]),  # one list for two series
        dict(series=["a", "b"], values=[[1, 2], [3]]),  # ragged
        dict(series=[], values=[]),
        dict(values=[[1, 2], [3, 4]]),  # lists without series names
        dict(series=["a", "b"], values=[[1, 2], [3, 4]], intervals=[(0, 2), (2, 5)]),  # not per series
        dict(series=["a", "b"], values=[[1, 2], [3, 4]], intervals=[None, [(0, 2), (5, 6)]]),  # 4 outside
    ]
    for kwargs in bad:
        with pytest.raises(traitlets.TraitError):
            BarChart(**kwargs)
    c.update(series=None, values=[1, 2], intervals=None)
    assert c.series is None and c.values == [1.0, 2.0]


def test_highlight_legend():
    c = BarChart(values=[1, 2], highlight=1, highlight_legend=("others", "mine"))
    assert c.highlight_legend == ["others", "mine"]
    with pytest.raises(traitlets.TraitError):
        BarChart(values=[1], highlight_legend=["only one"])


def test_a_value_a_chart_cannot_draw_is_a_value_error_too():
    """A student catching ValueError (as for every other constructor) catches the chart's
    refusals too; they stay traitlets' TraitErrors."""
    for kwargs in (
        {"values": None},
        {"values": [1], "errors": [-1]},
        {"highlight": {}},
        {"intervals": [False]},
        {"highlight_legend": {}},
    ):
        with pytest.raises(ValueError) as err:
            BarChart(**kwargs)
        assert isinstance(err.value, traitlets.TraitError) and len(str(err.value).split()) >= 4
