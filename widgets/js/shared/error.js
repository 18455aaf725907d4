// The error line: the sentence Python wrote, with the rule it cites.
import { h, replace } from "./dom.js";

const motion = () => typeof matchMedia !== "function" || !matchMedia("(prefers-reduced-motion: reduce)").matches;

/** @param {{ onRule?: (rule: string) => void }} [options] `onRule(ruleId)`: a rule chip was clicked */
export function createErrorLine({ onRule } = {}) {
  const el = h("div", { class: "tt-error", "data-testid": "error", role: "alert", "aria-live": "assertive" });
  let drawn = null; // the refusal on the line: message, rule and its count
  /** `count`: Python's count of refusals. The same sentence again (a refused click
   *  repeated) is a new answer: the line is drawn anew, so a screen reader reads it out
   *  again, and it flashes once. */
  function update(message, rule, count = 0) {
    const key = message ? `${count}\u0000${rule}\u0000${message}` : "";
    if (key === drawn) return;
    const again = !!drawn && !!message && drawn.endsWith(`\u0000${rule}\u0000${message}`);
    drawn = key;
    el.hidden = !message;
    el.dataset.count = String(count);
    if (!message) return replace(el);
    replace(
      el,
      h("span", { class: "tt-error-icon", "aria-hidden": "true" }, "!"),
      h("span", { class: "tt-error-text" }, message),
      rule && rule !== "input" && rule !== "internal"
        ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": rule, onclick: () => onRule && onRule(rule) }, rule)
        : null,
    );
    if (again && motion() && typeof el.animate === "function") {
      el.animate(
        [
          { transform: "translateX(0)" },
          { transform: "translateX(-6px)" },
          { transform: "translateX(6px)" },
          { transform: "translateX(0)" },
        ],
        { duration: 240, easing: "ease-out" },
      );
    }
  }
  update("", "");
  return { el, update };
}
