// The rules panel: the game's rule catalog, each rule under its id.
import { h, replace } from "./dom.js";

export function createRulesPanel() {
  const list = h("dl", { class: "tt-rules-list" });
  const el = h("div", { class: "tt-rules", "data-testid": "rules", tabindex: 0 }, list);
  function update(rules) {
    const items = [];
    for (const r of rules || []) {
      items.push(
        h(
          "div",
          { class: "tt-rule", "data-rule": r.rule, id: undefined },
          h("dt", {}, h("span", { class: "tt-rule-id" }, r.rule), " ", h("strong", {}, r.title || "")),
          h("dd", {}, r.text || ""),
        ),
      );
    }
    replace(list, items);
  }
  function highlight(ruleId) {
    for (const node of list.querySelectorAll(".tt-rule")) {
      const on = node.getAttribute("data-rule") === ruleId;
      node.classList.toggle("tt-rule-highlight", on);
      if (on && typeof node.scrollIntoView === "function") node.scrollIntoView({ block: "nearest" });
    }
  }
  return { el, update, highlight };
}
