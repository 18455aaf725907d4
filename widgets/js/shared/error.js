// The error line: the sentence Python wrote, with the rule it cites.
import { h, replace } from "./dom.js";

/** @param {{ onRule?: (rule: string) => void }} [options] `onRule(ruleId)`: a rule chip was clicked */
export function createErrorLine({ onRule } = {}) {
  const el = h("div", { class: "tt-error", "data-testid": "error", role: "alert", "aria-live": "assertive" });
  function update(message, rule) {
    el.hidden = !message;
    if (!message) return replace(el);
    replace(el,
      h("span", { class: "tt-error-icon", "aria-hidden": "true" }, "!"),
      h("span", { class: "tt-error-text" }, message),
      rule && rule !== "input" && rule !== "internal"
        ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": rule, onclick: () => onRule && onRule(rule) }, rule)
        : null);
  }
  update("", "");
  return { el, update };
}
