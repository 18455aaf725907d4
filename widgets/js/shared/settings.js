// Display settings the browser writes (the one trait it may): each control registers how
// it follows the settings, so a render syncs them all in one call, with their words in
// the learner's language. Shared by the game tables, lessons and the quiz.
import { h, replace } from "./dom.js";
import { saveSettings } from "./model.js";
import { t, languageNames } from "./i18n.js";

export function createSettingControls(model) {
  const syncs = [];

  /** A checkbox writing settings[key]; `label` is a ui id. */
  function toggle(key, label, testid) {
    const input = h("input", { type: "checkbox", "data-testid": testid, onchange: () => saveSettings(model, { [key]: input.checked }) });
    const text = h("span", {});
    syncs.push((settings) => {
      input.checked = !!settings[key];
      text.textContent = t(model, label);
    });
    return h("label", { class: "tt-toggle" }, input, " ", text);
  }

  function theme() {
    const options = { auto: "ui.theme.auto", light: "ui.theme.light", dark: "ui.theme.dark" };
    const items = Object.keys(options).map((value) => h("option", { value }));
    const select = h(
      "select",
      { class: "tt-select", "data-testid": "theme-select", onchange: () => saveSettings(model, { theme: select.value }) },
      items,
    );
    syncs.push((settings) => {
      select.setAttribute("aria-label", t(model, "ui.theme"));
      items.forEach((item) => {
        item.textContent = t(model, options[item.value]);
      });
      select.value = settings.theme || "auto";
    });
    return select;
  }

  /** The language selector: every language Python offers, each named in its own language. */
  function language() {
    const select = h("select", {
      class: "tt-select tt-language",
      "data-testid": "language-select",
      onchange: () => saveSettings(model, { language: select.value }),
    });
    let shown = null;
    syncs.push((settings) => {
      const names = languageNames(model);
      const key = JSON.stringify(names);
      if (key !== shown) {
        replace(
          select,
          names.map(([code, name]) => h("option", { value: code, lang: code }, name)),
        );
        shown = key;
      }
      select.value = settings.language || "en";
      select.setAttribute("aria-label", t(model, "ui.language"));
      select.title = t(model, "ui.language");
    });
    return select;
  }

  return {
    toggle,
    theme,
    language,
    sync: (settings) => {
      for (const f of syncs) f(settings);
    },
  };
}
