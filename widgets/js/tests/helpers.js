// Shared by the node tests: a fake DOM (happy-dom), the fixture states made by the real
// Python widgets (TT_FIXTURES, else fixtures/states.json), small async helpers, and the
// checks both game tables must pass alike (pacing, error line, cleanup).
import { expandLegal } from "../exacto/logic.js";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mock } from "node:test";
import assert from "node:assert/strict";
import { Window } from "happy-dom";
import { fakeModel } from "./fake_model.js";
import { makeTranslator } from "../shared/i18n.js";

export { fakeModel };

let window = null;

/** Install a fresh fake document as globalThis.document; returns the window. */
export function installDom() {
  if (window) window.happyDOM.abort();
  window = new Window({ url: "http://localhost/" });
  globalThis.document = window.document;
  globalThis.window = window;
  return window;
}

export function container() {
  const el = document.createElement("div");
  document.body.append(el);
  return el;
}

const fixturePath = process.env.TT_FIXTURES || fileURLToPath(new URL("./fixtures/states.json", import.meta.url));
let data = null;

/** Everything make_fixtures.py wrote: {states, strings, plurals, renders}. */
export function fixtures() {
  if (!data && !existsSync(fixturePath)) {
    // made by Python, never committed: the states the current Python code produces
    throw new Error(`${fixturePath} is missing: make it with \`uv run python widgets/js/tests/make_fixtures.py\` (pytest makes its own)`);
  }
  data ||= JSON.parse(readFileSync(fixturePath, "utf8"));
  return data;
}

/** A deep copy of a fixture state by name ("midround", "midround@ru"), with its strings.
 *  Python sends the view in two traits and the Exacto bids compactly; the tests read the
 *  whole view and every legal bid, as the page works them out (`wire` keeps them as sent). */
export function fixture(name, { wire = false } = {}) {
  const { states, strings } = fixtures();
  if (!states[name]) throw new Error(`no fixture ${name} in ${fixturePath}`);
  const st = structuredClone(states[name]);
  if (typeof st.strings === "string") st.strings = structuredClone(strings[st.strings]);
  if (!wire) {
    if (st.view) st.view = { ...st.view, ...(st.view_seldom || {}) };
    if (Array.isArray(st.legal)) st.legal = expandLegal(st.legal);
  }
  return st;
}

/** The names of every fixture state. */
export function fixtureNames() {
  return Object.keys(fixtures().states);
}

/** The front end's strings in `lang`, as Python sends them. */
export function stringsFor(lang = "en") {
  return structuredClone(fixtures().strings[lang]);
}

/** A translator for `lang` over Python's strings (for the pure logic functions). */
export function trFor(lang = "en") {
  return makeTranslator(stringsFor(lang), lang);
}

/** Let queued microtasks (batched renders) run. */
export const flush = () => new Promise((resolve) => setImmediate(resolve));

export const q = (root, testid) => root.querySelector(`[data-testid="${testid}"]`);
export const qa = (root, selector) => [...root.querySelectorAll(selector)];

export function key(target, k) {
  const ev = new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true });
  target.dispatchEvent(ev);
  return ev;
}

/** Set a control as the learner would (value, or checked for a checkbox) and fire `event`. */
export function setControl(root, testid, value, event = "change") {
  const node = q(root, testid);
  if (node.type === "checkbox") node.checked = value;
  else node.value = value;
  node.dispatchEvent(new window.Event(event));
  return node;
}

/** Render a widget module (its default export) into a fresh container, over a fake model. */
export function mount(widget, state) {
  const el = container();
  const model = fakeModel(state);
  const cleanup = widget.render({ model, el });
  return { el, model, cleanup, root: el.firstChild };
}

/** Run `fn` with node's fake setTimeout (bot pacing), always restoring the real one. */
export function withFakeTimers(fn) {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    return fn();
  } finally {
    mock.timers.reset();
  }
}

// The checks below hold for every game table: pacing, errors and cleanup are shared code.

/** Step mode: nothing is sent on its own; Next, then N, each ask for one step of this move. */
export function assertStepsOnNext(widget, st) {
  assert.equal(st.bot_to_move, true);
  withFakeTimers(() => {
    const { el, model, root } = mount(widget, st);
    mock.timers.tick(60_000);
    assert.deepEqual(model.sent, []);
    assert.equal(q(el, "next-button").hidden, false);
    q(el, "next-button").click();
    assert.deepEqual(model.sent, [{ type: "step", move: st.view.move_number }]);
    key(root, "n");
    assert.equal(model.sent.length, 2);
  });
}

/** Without step mode: Next stays hidden and the step is asked for after `ms`, not before.
 *  Call it inside withFakeTimers. */
export function assertStepAfter(widget, st, ms, message) {
  const { el, model } = mount(widget, st);
  assert.equal(q(el, "next-button").hidden, true);
  mock.timers.tick(ms - 1);
  assert.deepEqual(model.sent, [], message);
  mock.timers.tick(1);
  assert.deepEqual(model.sent, [{ type: "step", move: st.view.move_number }]);
}

/**
 * Hot-seat, the same at every table: behind Python's curtain the table (`table`, a test id)
 * and the controls are hidden and nothing secret is drawn (`secrets(el)` counts it); the
 * curtain and the status name the next person (`name`); Ready and R send {type: "ready"};
 * once Python lifts it the table shows and R does nothing.
 */
export async function assertCurtain(widget, st, { table, name, secrets }) {
  const { el, model, root } = mount(widget, st);
  assert.equal(q(el, "curtain").hidden, false);
  assert.match(q(el, "curtain-text").textContent, new RegExp(`Pass the screen to ${name}`));
  assert.match(q(el, "status").textContent, new RegExp(`Passing the screen to ${name}`));
  assert.equal(q(el, table).hidden, true);
  const controls = q(el, "controls");
  if (controls) assert.equal(controls.hidden, true);
  assert.equal(secrets(el), 0, "nothing secret on the page");
  q(el, "ready-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "ready" });
  key(root, "r");
  assert.deepEqual(model.sent, [{ type: "ready" }, { type: "ready" }]);
  model.update({ curtain: {} });
  await flush();
  assert.equal(q(el, "curtain").hidden, true);
  assert.equal(q(el, table).hidden, false);
  key(root, "r");
  assert.equal(model.sent.length, 2, "R does nothing without a curtain");
}

/** The error line shows Python's sentence and a chip for the rule it cites. */
export function assertErrorLine(el, text, rule) {
  const err = q(el, "error");
  assert.equal(err.hidden, false);
  assert.match(err.textContent, text);
  assert.equal(err.querySelector("[data-rule]").getAttribute("data-rule"), rule);
  return err;
}

/** A widget's cleanup leaves no DOM and no model listeners behind. */
export function assertCleansUp({ el, model, cleanup }) {
  assert.ok(model.listenerCount() > 0);
  cleanup();
  assert.equal(el.childNodes.length, 0);
  assert.equal(model.listenerCount(), 0);
}
