// The widgets' table front end over the class server's socket: an anywidget-style model
// (get / set / on / off / send / save_changes) that holds the traits the server sends for
// this seat, and turns the table's moves into "act" frames. Nothing else of the table's
// protocol (undo, step, new game, the teacher's panel) exists for a class seat.
export class SocketModel {
  constructor(send) {
    this.state = {};
    this.handlers = new Map();
    this.sendFrame = send;
    this.log = [];
  }
  get(name) { return this.state[name]; }
  set(name, value) {
    // the one trait a table writes is its settings (theme, contrast): kept on this page
    if (name === "settings") this.update({ settings: value });
  }
  save_changes() {}
  on(event, fn) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(fn);
  }
  off(event, fn) { this.handlers.get(event)?.delete(fn); }
  emit(event, ...args) { for (const fn of [...(this.handlers.get(event) || [])]) fn(...args); }
  send(msg) {
    if (msg && msg.type === "act") this.sendFrame({ type: "act", action: msg.action });
    else if (msg && msg.type === "sync") this.emit("msg:custom", { type: "log", reset: true, entries: this.log });
  }
  /** New traits from the server: each one that changed fires its change event. */
  update(traits) {
    const changed = [];
    for (const [name, value] of Object.entries(traits)) {
      if (JSON.stringify(this.state[name]) !== JSON.stringify(value)) {
        this.state[name] = value;
        changed.push(name);
      }
    }
    for (const name of changed) this.emit(`change:${name}`);
  }
  setLog(entries) {
    this.log = entries;
    this.emit("msg:custom", { type: "log", reset: true, entries });
  }
}

const loaded = new Map();

/** Mount `game`'s table front end in `el`, drawn from `model`. */
export async function mountTable(game, el, model) {
  if (!loaded.has(game)) loaded.set(game, import(`/static/widgets/${game}.js`));
  const widget = (await loaded.get(game)).default;
  return widget.render({ model, el });
}
