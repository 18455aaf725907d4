// Glue to the anywidget model: listen to trait changes, send messages, write settings,
// and notice when the link to Python is gone.
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Call `fn` when any of `names` changes; returns a function that stops listening. */
export function listen(model, names, fn) {
  const handlers = names.map((name) => [`change:${name}`, () => fn(name)]);
  for (const [event, handler] of handlers) model.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) model.off(event, handler);
  };
}

// One link state per model, shared by every part that sends (table, lesson panel, quiz).
const links = new WeakMap();

function link(model) {
  let state = links.get(model);
  if (!state) {
    state = { lost: false, watchers: new Set(), handler: () => lose(model) };
    links.set(model, state);
  }
  return state;
}

function lose(model) {
  const state = link(model);
  if (state.lost) return;
  state.lost = true;
  for (const fn of [...state.watchers]) fn();
}

/** Has the link to Python been lost? */
export function isDisconnected(model) {
  return link(model).lost;
}

/** Call `fn` once the link to Python is lost; returns a function that stops watching.
 *  ipywidgets fires comm_live_update when a model's comm dies (kernel restarted or shut
 *  down, server gone); before any view renders it only fires as the comm is opened. */
export function onDisconnect(model, fn) {
  const state = link(model);
  if (state.watchers.size === 0) model.on("comm_live_update", state.handler);
  state.watchers.add(fn);
  if (state.lost) fn();
  return () => {
    state.watchers.delete(fn);
    if (state.watchers.size === 0) model.off("comm_live_update", state.handler);
  };
}

/** Run `talk` (a send or a save to Python) so that its failure means the link is lost,
 *  never an uncaught error. Hosts fail in two ways: ipywidgets throws at once (a dead
 *  comm); marimo's send is a fetch, so it returns a Promise that rejects ("Failed to
 *  fetch") once the server is gone. False when it failed at once. */
function guarded(model, talk) {
  try {
    const sent = talk();
    if (sent && typeof sent.then === "function") sent.then(undefined, () => lose(model));
    return true;
  } catch {
    lose(model);
    return false;
  }
}

/** Send a custom message to Python (the only way the browser asks for a change). */
export function sendMsg(model, msg) {
  if (link(model).lost) return false;
  return guarded(model, () => model.send(msg));
}

/** The one trait the browser may write: merge into settings and save. (marimo's
 *  save_changes returns nothing, so a save to a server already gone fails out of reach;
 *  once a send has failed, no more saves are tried.) */
export function saveSettings(model, changes) {
  if (link(model).lost) return;
  const current = model.get("settings") || {};
  guarded(model, () => {
    model.set("settings", { ...current, ...changes });
    return model.save_changes();
  });
}

/** Once the link is lost, `root` says so and stops taking input: an old table after a
 *  kernel restart must not look live. Returns a function that stops watching. */
export function showDisconnect(model, root) {
  return onDisconnect(model, () => {
    for (const child of root.children) child.inert = true;
    root.classList.add("tt-disconnected");
    root.prepend(
      h(
        "div",
        { class: "tt-disconnected-note", role: "alert", "data-testid": "disconnected" },
        h("strong", {}, t(model, "ui.disconnected")),
        " ",
        t(model, "ui.disconnected-text"),
      ),
    );
  });
}

/** The most log entries the page keeps (Python's LOG_LIMIT). */
export const LOG_LIMIT = 500;

/**
 * The game log as the page holds it. A log grows every move, so Python does not re-send it
 * whole as a trait: custom messages {"type": "log", "reset": bool, "entries": [...]} bring
 * all of it (reset) or the new entries, and the page asks for all of it ({"type": "sync"})
 * when it renders. `onChange()` is called after each message.
 */
/** The seat's view: Python sends it in two traits, what changes every move (`view`) and
 *  what changes seldom and weighs most (`view_seldom`); the page reads them as one. */
export function viewOf(model) {
  const seldom = model.get("view_seldom");
  const view = model.get("view") || {};
  return seldom && Object.keys(seldom).length ? { ...view, ...seldom } : view;
}

export function createLogStore(model, onChange = () => {}) {
  let entries = [];
  const store = {
    onChange,
    get entries() {
      return entries;
    },
    /** Ask Python for the whole log (on render, or after losing track). */
    sync: () => sendMsg(model, { type: "sync" }),
    stop: () => model.off("msg:custom", handler),
  };
  function handler(content) {
    if (!content || content.type !== "log" || !Array.isArray(content.entries)) return;
    entries = content.reset ? [...content.entries] : [...entries, ...content.entries];
    if (entries.length > LOG_LIMIT) entries = entries.slice(-LOG_LIMIT);
    store.onChange();
  }
  model.on("msg:custom", handler);
  return store;
}

/** Run `fn(model)` whenever one of `names` changes, batched to one call per frame-ish tick. */
export function batched(fn, schedule = (cb) => Promise.resolve().then(cb)) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    schedule(() => {
      pending = false;
      fn();
    });
  };
}
