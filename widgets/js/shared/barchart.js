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
    else if (typeof item === "string")
      labels.forEach((l, i) => {
        if (l === item) out.add(i);
      });
  }
  return out;
}

/** Fill colours of the series, in order (CSS variables of the theme). */
export const SERIES_COLOURS = [
  "var(--tt-accent)",
  "var(--tt-gold)",
  "var(--tt-ok)",
  "var(--tt-danger)",
  "var(--tt-fg2)",
  "var(--tt-muted)",
];
const HIGHLIGHT_COLOUR = "var(--tt-warn)";
/** Rough text widths (px per character) of the label and value fonts, for overlap checks. */
const LABEL_CHAR = 7.8,
  VALUE_CHAR = 7.6,
  LEGEND_CHAR = 7.8;

const finite = (v) => typeof v === "number" && Number.isFinite(v);

/** A label cut to `chars` characters (with an ellipsis), or as it is when it fits. */
export function fitLabel(label, chars) {
  if (label.length <= chars) return label;
  return chars <= 1 ? "…" : `${label.slice(0, chars - 1)}…`;
}

/** How to show `n` labels of at most `longest` characters in slots `band` px wide: all in
 *  one row, staggered in two rows (few labels), or only every `every`-th one. */
export function labelLayout(n, longest, band) {
  const need = longest * LABEL_CHAR + 8;
  const per = Math.max(1, Math.ceil(need / Math.max(1, band)));
  if (per === 1) return { every: 1, rows: 1, room: band };
  if (per === 2 && n <= 12) return { every: 1, rows: 2, room: 2 * band };
  return { every: per, rows: 1, room: per * band };
}

export function chartModel(spec) {
  const series = Array.isArray(spec.series) && spec.series.length ? spec.series.map(String) : null;
  const labels = (spec.labels || []).map(String);
  const k = series ? series.length : 1;
  const rows = series ? series.map((_, s) => ((spec.values || [])[s] || []).map(Number)) : [(spec.values || []).map(Number)];
  const rowLen = Math.min(...rows.map((r) => r.length));
  const n = Math.min(labels.length || rowLen, rowLen);
  const perSeries = (x) =>
    x === null || x === undefined
      ? rows.map(() => null)
      : series
        ? rows.map((_, s) => (Array.isArray(x[s]) ? x[s] : null))
        : [Array.isArray(x) ? x : null];
  const errors = perSeries(spec.errors),
    intervals = perSeries(spec.intervals);
  const width = spec.width || 640;
  const height = spec.height || 320;
  const fmt = spec.value_format || "auto";
  const lang = spec.lang || "en";
  const legendNames =
    series || (Array.isArray(spec.highlight_legend) && spec.highlight_legend.length === 2 ? spec.highlight_legend.map(String) : null);
  const titleH = spec.title ? 30 : 0;
  const legendY = 14 + titleH + 8;
  const top = 14 + titleH + (legendNames ? 26 : 0);
  const left = 60 + (spec.ylabel ? 20 : 0);
  const right = 16;
  const plotW = Math.max(10, width - left - right);
  const band = n ? plotW / n : plotW;
  const longest = Math.max(0, ...labels.slice(0, n).map((l) => l.length));
  const layout = labelLayout(n, longest, band);
  const bottom = 40 + (layout.rows === 2 ? 18 : 0) + (spec.xlabel ? 24 : 0);
  const plotH = Math.max(10, height - top - bottom);

  // whiskers in data units: an interval as given, an error as value ± half-width
  const whisker = (s, i, v) => {
    const iv = intervals[s] && intervals[s][i];
    if (Array.isArray(iv) && finite(Number(iv[0])) && finite(Number(iv[1])))
      return { kind: "interval", low: Number(iv[0]), high: Number(iv[1]) };
    const e = errors[s] && Number(errors[s][i]);
    if (finite(e)) return { kind: "error", low: v - e, high: v + e, value: e };
    return null;
  };
  let vMin = 0,
    vMax = 0,
    wMin = 0,
    wMax = 0;
  for (let s = 0; s < k; s++) {
    for (let i = 0; i < n; i++) {
      const v = rows[s][i];
      vMin = Math.min(vMin, v);
      vMax = Math.max(vMax, v);
      const w = whisker(s, i, v);
      if (w) {
        wMin = Math.min(wMin, w.low);
        wMax = Math.max(wMax, w.high);
      }
    }
  }
  // the natural floor: 0 when no value is negative (whiskers below it are clipped), and for
  // proportions (percent values up to 1) the ceiling 100%
  const proportion = fmt === "percent" && vMin >= 0 && vMax <= 1;
  const lo = vMin >= 0 ? 0 : Math.min(vMin, wMin);
  let hi = Math.max(vMax, wMax);
  if (proportion) hi = Math.min(1, hi > 0.5 ? 1 : hi);
  const ticks = niceTicks(lo, hi > lo ? hi : lo + 1);
  const yMin = ticks[0],
    yMax = ticks[ticks.length - 1];
  const y = (v) => top + plotH - ((v - yMin) / (yMax - yMin)) * plotH;
  const clip = (v) => Math.min(yMax, Math.max(yMin, v));
  const groupW = Math.max(1, band * (series ? 0.8 : n > 30 ? 0.86 : 0.72));
  const bw = Math.max(1, groupW / k);
  const hl = highlightSet(spec.highlight, labels);
  const baseline = y(Math.max(0, yMin));
  const texts = rows.map((r) => r.slice(0, n).map((v) => formatValue(v, fmt, lang)));
  const widest = Math.max(0, ...texts.flat().map((t) => t.length));
  const showValue = n * k <= 24 && widest * VALUE_CHAR <= (series ? bw : band) - 2;
  const bars = [];
  for (let i = 0; i < n; i++) {
    for (let s = 0; s < k; s++) {
      const v = rows[s][i];
      const y1 = y(v);
      const x = left + i * band + (band - groupW) / 2 + s * bw;
      const w = whisker(s, i, v);
      bars.push({
        index: series ? i * k + s : i,
        group: i,
        series: series ? s : null,
        seriesName: series ? series[s] : null,
        label: labels[i] ?? String(i),
        value: v,
        text: texts[s][i],
        x,
        width: bw,
        y: Math.min(baseline, y1),
        height: Math.abs(baseline - y1),
        cx: x + bw / 2,
        fill: series ? SERIES_COLOURS[s % SERIES_COLOURS.length] : null,
        showValue,
        highlight: hl.has(i),
        error:
          w === null
            ? null
            : {
                kind: w.kind,
                low: w.low,
                high: w.high,
                value: w.value ?? null,
                lo: y(clip(w.low)),
                hi: y(clip(w.high)),
                clipped: w.low < yMin || w.high > yMax,
                lowText: formatValue(w.low, fmt, lang),
                highText: formatValue(w.high, fmt, lang),
                valueText: w.value === undefined ? "" : formatValue(w.value, fmt, lang),
              },
      });
    }
  }
  const chars = Math.max(1, Math.floor((layout.room - 8) / LABEL_CHAR));
  const groupLabels = [];
  for (let i = 0; i < n; i++) {
    if (i % layout.every) continue;
    const full = labels[i] ?? String(i);
    const text = fitLabel(full, chars);
    groupLabels.push({ group: i, full, text, cut: text !== full, x: left + i * band + band / 2, row: layout.rows === 2 ? i % 2 : 0 });
  }
  // legend: series names, or (other bars, highlighted bars)
  let legend = [];
  if (legendNames) {
    let lx = left;
    legend = legendNames.map((name, j) => {
      const item = {
        name,
        x: lx,
        y: legendY,
        fill: series ? SERIES_COLOURS[j % SERIES_COLOURS.length] : j === 1 ? HIGHLIGHT_COLOUR : SERIES_COLOURS[0],
        highlight: !series && j === 1,
      };
      lx += 12 + 6 + name.length * LEGEND_CHAR + 18;
      return item;
    });
  }
  return {
    width,
    height,
    top,
    left,
    bottom,
    right,
    plotW,
    plotH,
    bars,
    series,
    legend,
    labels: groupLabels,
    labelEvery: layout.every,
    labelRows: layout.rows,
    ticks: ticks.map((v) => ({ value: v, y: y(v), text: formatValue(v, fmt, lang) })),
    yMin,
    yMax,
    baseline,
    title: spec.title || "",
    xlabel: spec.xlabel || "",
    ylabel: spec.ylabel || "",
  };
}

/** A bar's tooltip: its full label (and series), value and whisker. */
function barTitle(b) {
  const name = b.seriesName ? `${b.label} · ${b.seriesName}` : b.label;
  const extra = !b.error ? "" : b.error.kind === "interval" ? ` (${b.error.lowText} – ${b.error.highText})` : ` ± ${b.error.valueText}`;
  return `${name}: ${b.text}${extra}`;
}

/** Draw the chart into `container` (replacing what was there); `tr` gives the chart's own
 *  words (the caller's title and labels are in `spec`), `spec.lang` its number format. */
export function renderChart(container, spec, tr) {
  const m = chartModel({ ...spec, lang: tr.lang });
  const summary = m.bars.map(barTitle).join(", ");
  const svg = s("svg", {
    class: "tt-chart-svg",
    viewBox: `0 0 ${m.width} ${m.height}`,
    width: "100%",
    role: "img",
    "aria-label": `${m.title || tr("ui.chart")}. ${summary}`,
    "data-testid": "chart-svg",
  });
  if (m.title) svg.append(s("text", { class: "tt-chart-title", x: m.width / 2, y: 24, "text-anchor": "middle" }, m.title));
  if (m.legend.length) {
    const g = s("g", { class: "tt-chart-legend", "data-testid": "chart-legend" });
    for (const item of m.legend) {
      g.append(
        s(
          "g",
          { class: ["tt-chart-legend-item", item.highlight && "tt-chart-bar-hl"] },
          s("rect", { x: item.x, y: item.y - 6, width: 12, height: 12, rx: 2, style: `fill: ${item.fill}` }),
          s("text", { class: "tt-chart-tick", x: item.x + 18, y: item.y + 5 }, item.name),
        ),
      );
    }
    svg.append(g);
  }
  for (const t of m.ticks) {
    svg.append(s("line", { class: "tt-chart-grid", x1: m.left, x2: m.width - m.right, y1: t.y, y2: t.y }));
    svg.append(s("text", { class: "tt-chart-tick", x: m.left - 8, y: t.y + 4, "text-anchor": "end" }, t.text));
  }
  for (const b of m.bars) {
    const rectAttrs = { x: b.x, y: b.y, width: b.width, height: Math.max(b.height, 0.5), rx: Math.min(4, b.width / 4) };
    if (b.fill) rectAttrs.style = `fill: ${b.fill}`;
    const g = s(
      "g",
      {
        class: ["tt-chart-bar", b.highlight && "tt-chart-bar-hl", b.series !== null && `tt-chart-series-${b.series}`],
        "data-index": b.index,
        "data-testid": b.series === null ? `bar-${b.index}` : `bar-${b.group}-${b.series}`,
      },
      s("title", {}, barTitle(b)),
      s("rect", rectAttrs),
    );
    if (b.error) {
      const w = Math.min(10, b.width / 3);
      g.append(
        s("path", {
          class: "tt-chart-err",
          "data-low": b.error.low,
          "data-high": b.error.high,
          d: `M${b.cx} ${b.error.lo}V${b.error.hi}M${b.cx - w} ${b.error.lo}H${b.cx + w}M${b.cx - w} ${b.error.hi}H${b.cx + w}`,
        }),
      );
    }
    if (b.showValue)
      g.append(
        s(
          "text",
          { class: "tt-chart-value", x: b.cx, y: (b.error ? Math.min(b.y, b.error.hi) : b.y) - 6, "text-anchor": "middle" },
          b.text,
        ),
      );
    svg.append(g);
  }
  for (const l of m.labels) {
    svg.append(
      s(
        "text",
        { class: "tt-chart-label", x: l.x, y: m.baseline + 20 + l.row * 18, "text-anchor": "middle", "data-group": l.group },
        s("title", {}, l.full),
        l.text,
      ),
    );
  }
  svg.append(s("line", { class: "tt-chart-axis", x1: m.left, x2: m.width - m.right, y1: m.baseline, y2: m.baseline }));
  if (m.xlabel)
    svg.append(s("text", { class: "tt-chart-axis-label", x: m.left + m.plotW / 2, y: m.height - 8, "text-anchor": "middle" }, m.xlabel));
  if (m.ylabel)
    svg.append(
      s(
        "text",
        {
          class: "tt-chart-axis-label",
          x: 16,
          y: m.top + m.plotH / 2,
          "text-anchor": "middle",
          transform: `rotate(-90 16 ${m.top + m.plotH / 2})`,
        },
        m.ylabel,
      ),
    );
  if (!m.bars.length)
    svg.append(s("text", { class: "tt-chart-empty", x: m.width / 2, y: m.height / 2, "text-anchor": "middle" }, tr("ui.chart.empty")));
  replace(container, svg);
  return m;
}

export function createBarChart() {
  const el = h("div", { class: "tt-chart", "data-testid": "chart" });
  return { el, update: (spec, tr) => renderChart(el, spec, tr) };
}
