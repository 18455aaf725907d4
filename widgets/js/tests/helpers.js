// Shared by the node tests: a fake DOM (happy-dom), the fixture states made by the real
// Python widgets (TT_FIXTURES, else fixtures/states.json), and small async helpers.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";

export { fakeModel } from "./fake_model.js";

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
let states = null;

/** A deep copy of a fixture state by name. */
export function fixture(name) {
  states ||= JSON.parse(readFileSync(fixturePath, "utf8"));
  if (!states[name]) throw new Error(`no fixture ${name} in ${fixturePath}`);
  return structuredClone(states[name]);
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
