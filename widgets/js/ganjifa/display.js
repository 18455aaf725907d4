// Ganjifa's own part of the shared Display ⚙ menu (shared/gameview.js): the AI's speed and
// the card-table sliders (contrast, grain, colour temperature). Each is saved to the
// settings trait and validated in Python; the sliders preview on the root while dragged.
import { h } from "../shared/dom.js";
import { saveSettings } from "../shared/model.js";
import { labeller, formatPercent } from "../shared/i18n.js";
import { SPEEDS, speedFor, displayFilters } from "./logic.js";

/** The sliders' CSS variables and the card animation time (shorter when the AI is fast). */
export function applyDisplay(root, settings) {
  const f = displayFilters(settings);
  root.style.setProperty("--tt-g-contrast", f.contrast);
  root.style.setProperty("--tt-g-filter", f.filter);
  root.classList.toggle("tt-g-untinted", !f.tinted);
  root.style.setProperty("--tt-g-grain", f.grain);
  root.style.setProperty("--tt-g-tint", f.tint);
  const ms = Number.isFinite(settings.bot_delay_ms) ? settings.bot_delay_ms : 700;
  root.style.setProperty("--tt-g-anim", `${ms === 0 ? 0 : Math.min(450, Math.max(120, Math.round(ms * 0.4)))}ms`);
}

// A 0..100 slider: `preview` while dragging, saved when let go; `label` is a ui id.
function slider(model, key, label, testid, preview, bind, lang) {
  const value = h("output", { class: "tt-g-slider-value" });
  const input = bind(
    h("input", {
      type: "range",
      min: 0,
      max: 100,
      step: 5,
      "data-testid": testid,
      oninput: () => {
        value.textContent = formatPercent(Number(input.value) / 100, lang());
        preview(key, Number(input.value));
      },
      onchange: () => saveSettings(model, { [key]: Number(input.value) }),
    }),
    { "aria-label": label },
  );
  return { input, value, el: h("label", { class: "tt-g-slider" }, bind(h("span", {}), { text: label }), input, value) };
}

/** The speed chooser and the sliders (`controls`, for the Display menu). */
export function createDisplay({ model, getRoot }) {
  let lang = "en";
  const label = labeller();
  const preview = (key, value) => applyDisplay(getRoot(), { ...(model.get("settings") || {}), [key]: value });
  const speedSelect = label(
    h(
      "select",
      {
        class: "tt-select",
        "data-testid": "speed-select",
        onchange: () => saveSettings(model, { bot_delay_ms: SPEEDS.find((sp) => sp.id === speedSelect.value).ms }),
      },
      SPEEDS.map((sp) => label(h("option", { value: sp.id }), { text: (tr) => tr("ui.ganjifa.speed", { speed: tr(sp.label) }) })),
    ),
    { "aria-label": "ui.ganjifa.speed-label" },
  );
  const sliders = {
    contrast: slider(model, "contrast", "ui.ganjifa.contrast", "contrast-slider", preview, label, () => lang),
    grain: slider(model, "grain", "ui.ganjifa.grain", "grain-slider", preview, label, () => lang),
    color_temperature: slider(model, "color_temperature", "ui.ganjifa.temperature", "temperature-slider", preview, label, () => lang),
  };
  const controls = [speedSelect, sliders.contrast.el, sliders.grain.el, sliders.color_temperature.el];

  // A slider being dragged keeps its own value until it is let go. `tr` gives the words.
  function update(root, s, tr) {
    lang = tr.lang;
    label.apply(tr);
    applyDisplay(root, s);
    speedSelect.value = speedFor(s.bot_delay_ms);
    for (const [key, sl] of Object.entries(sliders)) {
      const v = Number.isFinite(s[key]) ? s[key] : 50;
      if (globalThis.document?.activeElement !== sl.input) sl.input.value = String(v);
      sl.value.textContent = formatPercent(v / 100, lang);
    }
  }
  return { controls, update };
}
