// The game log: each engine event with the rule id that produced it.
import { h, replace } from "./dom.js";

/** A log event as the panel shows it (pure). */
export function formatLogEntry(ev) {
  const e = ev && typeof ev === "object" ? ev : {};
  return {
    kind: typeof e.kind === "string" ? e.kind : "event",
    rule: typeof e.rule === "string" ? e.rule : "",
    text: typeof e.text === "string" ? e.text : String(e.text ?? ""),
    private: Array.isArray(e.seats),
    seats: Array.isArray(e.seats) ? e.seats : null,
  };
}

/** "only you" for your own private events, else whose they are (teacher view). */
export function privateLabel(seats, you) {
  if (!Array.isArray(seats)) return "";
  if (seats.length === 1 && seats[0] === you) return "only you";
  return `private: ${seats.map((s) => `mage ${s}`).join(", ")}`;
}

/** Group events into rounds: a new group starts at every "round" event. */
export function groupByRound(log) {
  const groups = [];
  for (const ev of log || []) {
    const entry = formatLogEntry(ev);
    if (entry.kind === "round" || !groups.length) groups.push([]);
    groups[groups.length - 1].push(entry);
  }
  return groups;
}

/** A scrolling log panel; `onRule(ruleId)` is called when a rule chip is clicked. */
export function createLogPanel({ onRule } = {}) {
  const list = h("ol", { class: "tt-log-list" });
  const el = h("div", { class: "tt-log", "data-testid": "log", role: "log", "aria-label": "Game log", "aria-live": "off", tabindex: 0 }, list);
  let lastLength = -1;
  function update(log, { seat = null } = {}) {
    const stick = el.scrollHeight - el.scrollTop - el.clientHeight < 40 || lastLength < 0;
    const items = [];
    for (const ev of log || []) {
      const e = formatLogEntry(ev);
      items.push(h("li", { class: ["tt-log-entry", `tt-log-${e.kind}`, e.private && "tt-log-private"], "data-kind": e.kind },
        e.rule ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": e.rule, title: `Show rule ${e.rule}`, onclick: () => onRule && onRule(e.rule) }, e.rule) : null,
        h("span", { class: "tt-log-text" }, e.text),
        e.private ? h("span", { class: "tt-private-tag", title: "A private event: the others do not see it" }, privateLabel(e.seats, seat)) : null));
    }
    if (!items.length) items.push(h("li", { class: "tt-log-empty" }, "Nothing has happened yet."));
    replace(list, items);
    if (stick && (log || []).length !== lastLength) el.scrollTop = el.scrollHeight;
    lastLength = (log || []).length;
  }
  return { el, update };
}
