// Accessible tabs (tablist / tab / tabpanel, arrow keys move between tabs).
import { h } from "./dom.js";

let counter = 0;

export function createTabs(tabs, { label = "Panels" } = {}) {
  const uid = `tt-tabs-${++counter}`;
  const buttons = [];
  const panels = [];
  const list = h("div", { class: "tt-tablist", role: "tablist", "aria-label": label });
  const el = h("div", { class: "tt-tabs" }, list);
  tabs.forEach((tab, i) => {
    const button = h("button", {
      class: "tt-tab", type: "button", role: "tab", id: `${uid}-tab-${tab.id}`,
      "aria-controls": `${uid}-panel-${tab.id}`, "data-testid": `tab-${tab.id}`,
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
    }, tab.label);
    const panel = h("div", { class: "tt-tabpanel", role: "tabpanel", id: `${uid}-panel-${tab.id}`, "aria-labelledby": button.id, "data-testid": `panel-${tab.id}` }, tab.panel);
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
  return { el, select, get current() { return current; } };
}
