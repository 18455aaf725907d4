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

/** "only you" for your own private events, else whose they are (teacher view); `nameOf(seat)`
 *  names a seat, `tr` gives the words. */
export function privateLabel(seats, you, tr, nameOf = (s) => String(s)) {
  if (!Array.isArray(seats)) return "";
  if (seats.length === 1 && seats[0] === you) return tr("ui.log.only-you");
  return tr("ui.log.private", { seats: tr.list(seats.map(nameOf)) });
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
  const el = h("div", { class: "tt-log", "data-testid": "log", role: "log", "aria-live": "off", tabindex: 0 }, list);
  let lastLength = -1;
  /** `tr` gives the words, `nameOf(seat)` names a seat in a private event's tag. */
  function update(log, { seat = null, tr, nameOf } = {}) {
    el.setAttribute("aria-label", tr("ui.log.label"));
    const stick = el.scrollHeight - el.scrollTop - el.clientHeight < 40 || lastLength < 0;
    const items = [];
    for (const ev of log || []) {
      const e = formatLogEntry(ev);
      items.push(h("li", { class: ["tt-log-entry", `tt-log-${e.kind}`, e.private && "tt-log-private"], "data-kind": e.kind },
        e.rule ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": e.rule, title: tr("ui.rule-title", { rule: e.rule }), onclick: () => onRule && onRule(e.rule) }, e.rule) : null,
        h("span", { class: "tt-log-text" }, e.text),
        e.private ? h("span", { class: "tt-private-tag", title: tr("ui.log.private-title") }, privateLabel(e.seats, seat, tr, nameOf)) : null));
    }
    if (!items.length) items.push(h("li", { class: "tt-log-empty" }, tr("ui.log.empty")));
    replace(list, items);
    if (stick && (log || []).length !== lastLength) el.scrollTop = el.scrollHeight;
    lastLength = (log || []).length;
  }
  return { el, update };
}
