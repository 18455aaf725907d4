// A stand-in for the anywidget model: get / set / on / off / send / save_changes, plus
// helpers for tests (`update` applies a Python-side change, `sent` holds the messages).
export function fakeModel(initial = {}) {
  const state = structuredClone(initial);
  const listeners = new Map();
  const model = {
    sent: [],
    saved: 0,
    get: (key) => state[key],
    set(key, value) {
      state[key] = value;
      emit(`change:${key}`);
    },
    on(event, cb) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event).add(cb);
    },
    off(event, cb) {
      if (!event) return listeners.clear();
      listeners.get(event)?.delete(cb);
    },
    send(msg) {
      model.sent.push(structuredClone(msg));
    },
    save_changes() {
      model.saved += 1;
    },
    /** A change coming from Python: set several traits, then fire their change events. */
    update(patch) {
      for (const [k, v] of Object.entries(patch)) state[k] = structuredClone(v);
      for (const k of Object.keys(patch)) emit(`change:${k}`);
    },
    /** An event the widget manager fires itself (e.g. "comm_live_update" on a restart). */
    trigger(event) {
      emit(event);
    },
    listenerCount() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    state,
  };
  function emit(event) {
    for (const cb of [...(listeners.get(event) || [])]) cb();
  }
  return model;
}
