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

/** A scrolling log panel; `onRule(ruleId)` is called when a rule chip is clicked.
 *  A game's log only grows between moves: the entries already drawn stay, only new ones are
 *  added (rebuilding every entry, and reading the scroll position on every paint, made a
 *  long game's clicks slow). A language, seat or history change redraws.
 *  @param {{ onRule?: (rule: string) => void }} [options] */
export function createLogPanel({ onRule } = {}) {
  const list = h("ol", { class: "tt-log-list" });
  const el = h("div", { class: "tt-log", "data-testid": "log", role: "log", "aria-live": "off", tabindex: 0 }, list);
  let shown = []; // the key of each entry drawn, in order
  let context = null; // the words and the reader they were drawn for
  let drawnOnce = false;
  let atBottom = true; // kept by the scroll events: the reader follows the newest entry
  el.addEventListener("scroll", () => {
    atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  });
  const later = (fn) => (typeof requestAnimationFrame === "function" ? requestAnimationFrame(fn) : fn());
  const item = (e, tr, tag) =>
    h(
      "li",
      { class: ["tt-log-entry", `tt-log-${e.kind}`, e.private && "tt-log-private"], "data-kind": e.kind },
      e.rule
        ? h(
            "button",
            {
              class: "tt-rule-chip",
              type: "button",
              "data-rule": e.rule,
              title: tr("ui.rule-title", { rule: e.rule }),
              onclick: () => onRule && onRule(e.rule),
            },
            e.rule,
          )
        : null,
      h("span", { class: "tt-log-text" }, e.text),
      e.private ? h("span", { class: "tt-private-tag", title: tr("ui.log.private-title") }, tag) : null,
    );
  /** `tr` gives the words, `nameOf(seat)` names a seat in a private event's tag.
   *  @param {any[]} log
   *  @param {{ seat?: number | null, tr?: any, nameOf?: (seat: number) => string }} [reader] */
  function update(log, { seat = null, tr, nameOf } = {}) {
    const label = tr("ui.log.label");
    const now = `${seat}|${label}|${tr("ui.log.private-title")}|${tr("ui.log.empty")}`;
    const entries = (log || []).map(formatLogEntry);
    const tags = entries.map((e) => (e.private ? privateLabel(e.seats, seat, tr, nameOf) : ""));
    const keys = entries.map((e, i) => `${e.kind}\u0000${e.rule}\u0000${e.text}\u0000${tags[i]}`);
    let common = 0;
    if (now === context) while (common < shown.length && common < keys.length && keys[common] === shown[common]) common++;
    const grows = now === context && shown.length > 0 && common === shown.length;
    if (grows && common === keys.length) return; // nothing new: nothing to draw
    if (!grows && drawnOnce && now === context && !keys.length && !shown.length) return;
    const stick = !drawnOnce || atBottom;
    el.setAttribute("aria-label", label);
    const start = grows ? common : 0;
    const items = entries.slice(start).map((e, i) => item(e, tr, tags[start + i]));
    if (grows) list.append(...items);
    else replace(list, items.length ? items : [h("li", { class: "tt-log-empty" }, tr("ui.log.empty"))]);
    shown = keys;
    context = now;
    drawnOnce = true;
    // Scrolling reads the layout: done in the next frame, once every part is drawn, the
    // browser lays the page out once instead of twice per paint.
    if (stick)
      later(() => {
        el.scrollTop = el.scrollHeight;
      });
  }
  return { el, update };
}
