// An SVG bar chart: pure geometry (chartModel) and a renderer.
import { s, h, replace } from "./dom.js";
import { formatValue } from "./format.js";

/** Round numbers for the axis: ticks from `lo` to at least `hi`. */
export function niceTicks(lo, hi, count = 5) {
  if (!(hi > lo)) hi = lo + 1;
  const raw = (hi - lo) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((st) => st >= raw) || 10 * mag;
  const start = Math.floor(lo / step) * step;
  const ticks = [];
  for (let v = start; v < hi + step * 0.999; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/** Which bars to highlight: indices and/or labels, single or a list. */
export function highlightSet(highlight, labels) {
  const items = highlight === null || highlight === undefined ? [] : Array.isArray(highlight) ? highlight : [highlight];
  const out = new Set();
  for (const item of items) {
    if (Number.isInteger(item)) out.add(item);
    else if (typeof item === "string") labels.forEach((l, i) => l === item && out.add(i));
  }
  return out;
}

export function chartModel(spec) {
  const labels = (spec.labels || []).map(String);
  const values = (spec.values || []).map(Number);
  const n = Math.min(labels.length || values.length, values.length);
  const errors = Array.isArray(spec.errors) ? spec.errors.map(Number) : null;
  const width = spec.width || 640;
  const height = spec.height || 320;
  const fmt = spec.value_format || "auto";
  const lang = spec.lang || "en";
  const top = 14 + (spec.title ? 30 : 0);
  const left = 60 + (spec.ylabel ? 20 : 0);
  const bottom = 40 + (spec.xlabel ? 24 : 0);
  const right = 16;
  const plotW = Math.max(10, width - left - right);
  const plotH = Math.max(10, height - top - bottom);
  let hi = 0, lo = 0;
  for (let i = 0; i < n; i++) {
    const e = errors && Number.isFinite(errors[i]) ? errors[i] : 0;
    hi = Math.max(hi, values[i] + e);
    lo = Math.min(lo, values[i] - e);
  }
  if (fmt === "percent" && hi <= 1 && hi > 0.5) hi = 1;
  const ticks = niceTicks(lo, hi > lo ? hi : lo + 1);
  const yMin = ticks[0], yMax = ticks[ticks.length - 1];
  const y = (v) => top + plotH - ((v - yMin) / (yMax - yMin)) * plotH;
  const band = n ? plotW / n : plotW;
  const bw = Math.max(1, band * (n > 30 ? 0.86 : 0.72));
  const every = Math.max(1, Math.ceil(n / Math.max(1, Math.floor(plotW / 38))));
  const hl = highlightSet(spec.highlight, labels);
  const bars = [];
  for (let i = 0; i < n; i++) {
    const v = values[i];
    const y0 = y(Math.max(0, yMin)), y1 = y(v);
    const e = errors && Number.isFinite(errors[i]) ? errors[i] : null;
    bars.push({
      index: i, label: labels[i] ?? String(i), value: v, text: formatValue(v, fmt, lang),
      x: left + i * band + (band - bw) / 2, width: bw,
      y: Math.min(y0, y1), height: Math.abs(y0 - y1),
      cx: left + i * band + band / 2,
      showLabel: i % every === 0, showValue: n <= 16,
      highlight: hl.has(i),
      error: e === null ? null : { lo: y(v - e), hi: y(v + e), value: e },
    });
  }
  return {
    width, height, top, left, bottom, right, plotW, plotH, bars,
    ticks: ticks.map((v) => ({ value: v, y: y(v), text: formatValue(v, fmt, lang) })),
    baseline: y(Math.max(0, yMin)),
    title: spec.title || "", xlabel: spec.xlabel || "", ylabel: spec.ylabel || "",
  };
}

/** Draw the chart into `container` (replacing what was there); `tr` gives the chart's own
 *  words (the caller's title and labels are in `spec`), `spec.lang` its number format. */
export function renderChart(container, spec, tr) {
  const m = chartModel({ ...spec, lang: tr.lang });
  const summary = m.bars.map((b) => `${b.label}: ${b.text}`).join(", ");
  const svg = s("svg", {
    class: "tt-chart-svg", viewBox: `0 0 ${m.width} ${m.height}`, width: "100%",
    role: "img", "aria-label": `${m.title || tr("ui.chart")}. ${summary}`, "data-testid": "chart-svg",
  });
  if (m.title) svg.append(s("text", { class: "tt-chart-title", x: m.width / 2, y: 24, "text-anchor": "middle" }, m.title));
  for (const t of m.ticks) {
    svg.append(s("line", { class: "tt-chart-grid", x1: m.left, x2: m.width - m.right, y1: t.y, y2: t.y }));
    svg.append(s("text", { class: "tt-chart-tick", x: m.left - 8, y: t.y + 4, "text-anchor": "end" }, t.text));
  }
  for (const b of m.bars) {
    const g = s("g", { class: ["tt-chart-bar", b.highlight && "tt-chart-bar-hl"], "data-index": b.index, "data-testid": `bar-${b.index}` },
      s("title", {}, `${b.label}: ${b.text}${b.error ? ` ± ${formatValue(b.error.value, spec.value_format, tr.lang)}` : ""}`),
      s("rect", { x: b.x, y: b.y, width: b.width, height: Math.max(b.height, 0.5), rx: Math.min(4, b.width / 4) }));
    if (b.error) {
      const w = Math.min(10, b.width / 3);
      g.append(s("path", { class: "tt-chart-err", d: `M${b.cx} ${b.error.lo}V${b.error.hi}M${b.cx - w} ${b.error.lo}H${b.cx + w}M${b.cx - w} ${b.error.hi}H${b.cx + w}` }));
    }
    if (b.showValue) g.append(s("text", { class: "tt-chart-value", x: b.cx, y: (b.error ? Math.min(b.y, b.error.hi) : b.y) - 6, "text-anchor": "middle" }, b.text));
    if (b.showLabel) g.append(s("text", { class: "tt-chart-label", x: b.cx, y: m.baseline + 20, "text-anchor": "middle" }, b.label));
    svg.append(g);
  }
  svg.append(s("line", { class: "tt-chart-axis", x1: m.left, x2: m.width - m.right, y1: m.baseline, y2: m.baseline }));
  if (m.xlabel) svg.append(s("text", { class: "tt-chart-axis-label", x: m.left + m.plotW / 2, y: m.height - 8, "text-anchor": "middle" }, m.xlabel));
  if (m.ylabel) svg.append(s("text", { class: "tt-chart-axis-label", x: 16, y: m.top + m.plotH / 2, "text-anchor": "middle", transform: `rotate(-90 16 ${m.top + m.plotH / 2})` }, m.ylabel));
  if (!m.bars.length) svg.append(s("text", { class: "tt-chart-empty", x: m.width / 2, y: m.height / 2, "text-anchor": "middle" }, tr("ui.chart.empty")));
  replace(container, svg);
  return m;
}

export function createBarChart() {
  const el = h("div", { class: "tt-chart", "data-testid": "chart" });
  return { el, update: (spec, tr) => renderChart(el, spec, tr) };
}
