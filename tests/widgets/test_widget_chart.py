"""widgets.BarChart: an SVG bar chart driven from Python."""
from __future__ import annotations

import math

import pytest
import traitlets

from widgets import BarChart


def test_chart_state_and_updates():
    c = BarChart(title="Fives among 30 dice", labels=[0, 1, 2], values=[0.2, 0.5, 0.3], errors=[0.01, 0.02, 0.01],
                 highlight=1, xlabel="count", ylabel="P", value_format="percent")
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
