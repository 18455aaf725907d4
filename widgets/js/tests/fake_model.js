// A stand-in for the anywidget model: get / set / on / off / send / save_changes, plus
// helpers for tests (`update` applies a Python-side change, `sent` holds the messages).
//
// It answers the log protocol as Python does: the state's `event_log` (a fixture keeps the
// log the page would be sent) comes back as a custom message {"type": "log", "reset": true,
// "entries"} when the page asks with {"type": "sync"}, and again whenever a test updates
// `event_log`. A sync is counted in `syncs`, not in `sent` (which holds the learner's asks).
export function fakeModel(initial = {}) {
  const state = structuredClone(initial);
  const listeners = new Map();
  const model = {
    sent: [],
    syncs: 0,
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
      if (msg && msg.type === "sync") {
        model.syncs += 1;
        sendLog();
        return;
      }
      model.sent.push(structuredClone(msg));
    },
    save_changes() {
      model.saved += 1;
    },
    /** A change coming from Python: set several traits, then fire their change events. */
    update(patch) {
      for (const [k, v] of Object.entries(patch)) state[k] = structuredClone(v);
      for (const k of Object.keys(patch)) emit(`change:${k}`);
      if ("event_log" in patch) sendLog();
    },
    /** An event the widget manager fires itself (e.g. "comm_live_update" on a restart). */
    trigger(event, ...args) {
      emit(event, ...args);
    },
    listenerCount() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    state,
  };
  function sendLog() {
    emit("msg:custom", { type: "log", reset: true, entries: structuredClone(state.event_log || []) }, []);
  }
  function emit(event, ...args) {
    for (const cb of [...(listeners.get(event) || [])]) cb(...args);
  }
  return model;
}
