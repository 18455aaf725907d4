// Glue to the anywidget model: listen to trait changes, send messages, write settings.

/** Call `fn` when any of `names` changes; returns a function that stops listening. */
export function listen(model, names, fn) {
  const handlers = names.map((name) => [`change:${name}`, () => fn(name)]);
  for (const [event, handler] of handlers) model.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) model.off(event, handler);
  };
}

/** Send a custom message to Python (the only way the browser asks for a change). */
export function sendMsg(model, msg) {
  model.send(msg);
}

/** The one trait the browser may write: merge into settings and save. */
export function saveSettings(model, changes) {
  const current = model.get("settings") || {};
  model.set("settings", { ...current, ...changes });
  model.save_changes();
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
