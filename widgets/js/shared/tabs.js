// Accessible tabs (tablist / tab / tabpanel, arrow keys move between tabs).
import { h } from "./dom.js";

let counter = 0;

/** `tabs`: [{id, label, panel}] where `label` (and the list's `label`) are ui ids, worded by
 *  `relabel(tr)` on every render. */
export function createTabs(tabs, { label = "ui.tabs" } = {}) {
  const uid = `tt-tabs-${++counter}`;
  const buttons = [];
  const panels = [];
  const list = h("div", { class: "tt-tablist", role: "tablist" });
  const el = h("div", { class: "tt-tabs" }, list);
  tabs.forEach((tab, i) => {
    const button = h("button", {
      class: "tt-tab",
      type: "button",
      role: "tab",
      id: `${uid}-tab-${tab.id}`,
      "aria-controls": `${uid}-panel-${tab.id}`,
      "data-testid": `tab-${tab.id}`,
      onclick: () => select(tab.id),
      onkeydown: (ev) => {
        const d = ev.key === "ArrowRight" ? 1 : ev.key === "ArrowLeft" ? -1 : 0;
        if (!d) return;
        ev.preventDefault();
        ev.stopPropagation();
        const next = tabs[(i + d + tabs.length) % tabs.length].id;
        select(next);
        buttons[tabs.findIndex((t) => t.id === next)].focus();
      },
    });
    const panel = h(
      "div",
      {
        class: "tt-tabpanel",
        role: "tabpanel",
        id: `${uid}-panel-${tab.id}`,
        "aria-labelledby": button.id,
        "data-testid": `panel-${tab.id}`,
      },
      tab.panel,
    );
    buttons.push(button);
    panels.push(panel);
    list.append(button);
    el.append(panel);
  });
  let current = null;
  function select(id) {
    current = id;
    tabs.forEach((tab, i) => {
      const on = tab.id === id;
      buttons[i].setAttribute("aria-selected", on ? "true" : "false");
      buttons[i].tabIndex = on ? 0 : -1;
      panels[i].hidden = !on;
    });
  }
  select(tabs[0].id);
  function relabel(tr) {
    list.setAttribute("aria-label", tr(label));
    tabs.forEach((tab, i) => {
      const text = tr(tab.label);
      if (buttons[i].textContent !== text) buttons[i].textContent = text;
    });
  }
  return {
    el,
    select,
    relabel,
    get current() {
      return current;
    },
  };
}
