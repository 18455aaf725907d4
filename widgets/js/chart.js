// Entry of the BarChart widget bundle.
import { h } from "./shared/dom.js";
import { listen, batched } from "./shared/model.js";
import { applyTheme } from "./shared/theme.js";
import { createBarChart } from "./shared/barchart.js";
import { translator } from "./shared/i18n.js";

export const CHART_TRAITS = [
  "title",
  "labels",
  "values",
  "errors",
  "intervals",
  "series",
  "highlight",
  "highlight_legend",
  "xlabel",
  "ylabel",
  "value_format",
  "height",
  "settings",
  "strings",
];

function render({ model, el }) {
  const chart = createBarChart();
  const root = h("div", { class: "tt-root tt-chart-root" }, chart.el);
  el.append(root);
  const paint = () => {
    applyTheme(root, model.get("settings") || {});
    const spec = Object.fromEntries(CHART_TRAITS.map((k) => [k, model.get(k)]));
    spec.width = 720;
    chart.update(spec, translator(model));
  };
  const off = listen(model, CHART_TRAITS, batched(paint));
  paint();
  return () => {
    off();
    root.remove();
  };
}

export default { render };
