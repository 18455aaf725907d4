// The bar chart: asymmetric intervals, the axis floor, grouped series with a legend, label
// thinning and value formats (geometry from chartModel, drawing through the widget).
import { test } from "node:test";
import assert from "node:assert/strict";
import { chartModel, labelLayout, fitLabel } from "../shared/barchart.js";
import { formatValue } from "../shared/format.js";
import chart from "../chart.js";
import { installDom, mount, q, qa, flush, fixture, stringsFor } from "./helpers.js";

const winRates = {
  labels: ["never", "always", "random", "my bot"],
  values: [0, 0.35, 0.25, 0.4],
  intervals: [
    [0, 0.06],
    [0.26, 0.45],
    [0.17, 0.35],
    [0.3, 0.51],
  ],
  value_format: "percent",
  width: 720,
  height: 320,
};

test("an interval bar's whisker ends are at its low and high, not value ± a half-width", () => {
  const m = chartModel(winRates);
  const scale = (v) => m.top + m.plotH - ((v - m.yMin) / (m.yMax - m.yMin)) * m.plotH;
  for (const [i, b] of m.bars.entries()) {
    const [low, high] = winRates.intervals[i];
    assert.equal(b.error.kind, "interval");
    assert.ok(Math.abs(b.error.lo - scale(low)) < 1e-9, `bar ${i} low end`);
    assert.ok(Math.abs(b.error.hi - scale(high)) < 1e-9, `bar ${i} high end`);
  }
  // asymmetric: from 35% the whisker runs 9 points down and 10 up
  const b = m.bars[1];
  const down = b.error.lo - scale(0.35),
    up = scale(0.35) - b.error.hi;
  assert.ok(Math.abs(down / up - 0.9) < 1e-6);
});

test("proportions never get a negative axis, even with symmetric errors below zero", () => {
  const m = chartModel(winRates);
  assert.equal(m.yMin, 0);
  assert.ok(m.ticks.every((t) => t.value >= 0));
  const sym = chartModel({ labels: ["a", "b"], values: [0.02, 0.3], errors: [0.1, 0.05], value_format: "percent" });
  assert.equal(sym.yMin, 0, "no -25% axis for a whisker below zero");
  assert.ok(sym.ticks.every((t) => t.value >= 0 && t.value <= 1));
  assert.ok(Math.abs(sym.bars[0].error.lo - sym.baseline) < 1e-9, "the whisker is clipped at the axis");
  assert.equal(sym.bars[0].error.clipped, true);
  const top = chartModel({ labels: ["a"], values: [0.97], intervals: [[0.9, 1.02]], value_format: "percent" });
  assert.equal(top.yMax, 1, "nor above 100%");
  // negative data keeps its negative axis
  const neg = chartModel({ labels: ["a", "b"], values: [-2, 3], errors: [1, 1] });
  assert.ok(neg.yMin <= -3);
});

test("grouped series: bars side by side in each label's slot, with a legend", () => {
  const m = chartModel({
    labels: ["q1", "q2", "q3"],
    series: ["exact", "simulated"],
    values: [
      [0.1, 0.2, 0.3],
      [0.12, 0.19, 0.33],
    ],
    intervals: [
      null,
      [
        [0.1, 0.14],
        [0.17, 0.21],
        [0.3, 0.36],
      ],
    ],
    value_format: "percent",
    width: 720,
  });
  assert.equal(m.bars.length, 6);
  assert.deepEqual(
    m.legend.map((l) => l.name),
    ["exact", "simulated"],
  );
  assert.notEqual(m.legend[0].fill, m.legend[1].fill);
  const [e0, s0, e1] = m.bars;
  assert.equal(e0.group, 0);
  assert.equal(s0.group, 0);
  assert.equal(e1.group, 1);
  assert.ok(e0.x < s0.x && s0.x + s0.width <= e1.x);
  assert.equal(e0.error, null, "the exact series has no whiskers");
  assert.equal(s0.error.kind, "interval");
  assert.equal(m.labels.length, 3, "one label per group");
});

test("labels that would overlap are staggered (few) or thinned (many), with the full text kept", () => {
  assert.deepEqual(labelLayout(5, 3, 100), { every: 1, rows: 1, room: 100 });
  assert.equal(labelLayout(6, 16, 90).rows, 2);
  const many = chartModel({ labels: Array.from({ length: 31 }, (_, i) => `label ${i}`), values: Array(31).fill(1), width: 720 });
  assert.ok(many.labelEvery > 1);
  assert.ok(many.labels.length < 31);
  for (const l of many.labels) assert.equal(l.group % many.labelEvery, 0);
  // shown labels are far enough apart for their text
  for (let i = 1; i < many.labels.length; i++) assert.ok(many.labels[i].x - many.labels[i - 1].x >= many.labels[i].text.length * 7);
  assert.equal(fitLabel("a very long label indeed", 8), "a very …");
});

test("rendered: whisker data, legend, thinned labels with tooltips, series colours", async () => {
  installDom();
  const base = {
    title: "",
    xlabel: "",
    ylabel: "",
    highlight: null,
    errors: null,
    intervals: null,
    series: null,
    highlight_legend: null,
    height: 320,
    settings: { language: "en" },
    strings: stringsFor("en"),
  };
  const { el, model } = mount(chart, { ...base, ...winRates });
  const err = el.querySelector('[data-testid="bar-1"] .tt-chart-err');
  assert.equal(Number(err.getAttribute("data-low")), 0.26);
  assert.equal(Number(err.getAttribute("data-high")), 0.45);
  assert.match(el.querySelector('[data-testid="bar-1"] title').textContent, /35% \(26% – 45%\)/);
  assert.ok(
    qa(el, ".tt-chart-tick").every((t) => !t.textContent.includes("-")),
    "no negative ticks",
  );
  assert.equal(q(el, "chart-legend"), null, "no legend without series");

  model.update({
    labels: ["a", "b"],
    series: ["exact", "simulated"],
    values: [
      [0.1, 0.2],
      [0.12, 0.18],
    ],
    intervals: null,
    highlight: null,
  });
  await flush();
  assert.ok(q(el, "chart-legend"));
  assert.deepEqual(
    qa(q(el, "chart-legend"), "text").map((t) => t.textContent),
    ["exact", "simulated"],
  );
  assert.ok(q(el, "bar-1-1"));
  assert.match(q(el, "bar-1-0").querySelector("rect").getAttribute("style"), /--tt-accent/);

  const labels = Array.from({ length: 40 }, (_, i) => `a long label number ${i}`);
  model.update({ series: null, labels, values: labels.map((_, i) => i) });
  await flush();
  const shown = qa(el, ".tt-chart-label");
  assert.ok(shown.length > 0 && shown.length < 40, `${shown.length} labels shown`);
  assert.ok(shown.every((t) => t.querySelector("title").textContent.startsWith("a long label number")));
  assert.equal(qa(el, ".tt-chart-bar").length, 40, "every bar is still drawn, with its own tooltip");

  model.update({ highlight: 3, highlight_legend: ["others", "the one"] });
  await flush();
  assert.deepEqual(
    qa(q(el, "chart-legend"), "text").map((t) => t.textContent),
    ["others", "the one"],
  );
});

test("values have no needless decimals", () => {
  assert.equal(formatValue(40.25, "decimal"), "40.25");
  assert.equal(formatValue(40.5, "decimal"), "40.5");
  assert.equal(formatValue(40, "decimal"), "40");
  assert.equal(formatValue(40.18333), "40.2");
  assert.equal(formatValue(1.5), "1.5");
  assert.equal(formatValue(2.5, "auto", "fi"), "2,5");
  assert.equal(formatValue(0.12, "percent"), "12%");
  assert.equal(formatValue(0.1204, "percent"), "12%");
  const m = chartModel({ labels: ["a"], values: [7.5] });
  assert.ok(
    m.ticks.every((t) => !/\.\d*0$/.test(t.text)),
    m.ticks.map((t) => t.text).join(" "),
  );
});

test("bar chart: a bar per value, highlight, re-render on change", async () => {
  installDom();
  const st = fixture("chart");
  const { el, model } = mount(chart, st);
  assert.equal(qa(el, ".tt-chart-bar").length, st.values.length);
  assert.equal(qa(el, ".tt-chart-bar-hl").length, 1);
  model.update({ labels: ["a", "b"], values: [1, 3], highlight: null });
  await flush();
  assert.equal(qa(el, ".tt-chart-bar").length, 2);
  assert.equal(qa(el, ".tt-chart-bar-hl").length, 0);
});
