// A class seat drawn by the widgets' own table front end, shared by the class page
// (tabletop_tutor_classroom/static/class.js) and the ClassTable widget (../classtable.js):
// an anywidget-style model (get / set / on / off / send / save_changes) that holds the
// traits the server's "table" frames carry for this seat, and turns the table's moves into
// "act" frames, and a language chosen into a "lang" frame. Nothing else of the table's
// protocol (undo, step, new game, the teacher's panel) exists for a class seat. The same
// model carries a lesson or a quiz the teacher started (LESSON_ROUTES, QUIZ_ROUTES), drawn
// by the notebooks' own lesson and quiz front ends.
import { TABLES } from "../games.generated.js";

/** The most log lines a class seat holds (tabletop_tutor_classroom/room.py's LOG_LIMIT). */
export const SEAT_LOG_LIMIT = 300;

/** The log a class seat holds after `frame`: the frame's `log` (a new device, a new deal,
 *  another language), or, when the frame says `log_from` (the lines the seat had, which
 *  its `log` follows), the one it held with the frame's lines after it, the latest
 *  SEAT_LOG_LIMIT: what the server's whole log is at that point (frames.apply_log).
 *  @param {object[]} held @param {{log: object[], log_from?: number}} frame */
export function heldLog(held, frame) {
  if (typeof frame.log_from !== "number") return frame.log;
  return [...held, ...frame.log].slice(-SEAT_LOG_LIMIT);
}

/** @typedef {Record<string, (msg: any) => object>} Routes what each kind of a widget's
 *  messages becomes on the socket (a kind not listed is not sent) */

/** What a table's messages become on the socket: its move is an "act" frame.
 *  @type {Routes} */
export const TABLE_ROUTES = { act: (msg) => ({ type: "act", action: msg.action }) };
/** A lesson on a class device: its move, a hint, Try again, for the student's own lesson.
 *  @type {Routes} */
export const LESSON_ROUTES = {
  act: (msg) => ({ type: "lesson_act", action: msg.action }),
  hint: () => ({ type: "hint" }),
  retry: () => ({ type: "retry" }),
};
/** A quiz on a class device: an answer as typed, Show answer once it may be shown, and
 *  Simulate (a new run, or the next slice of the one under way: its games so far).
 *  @type {Routes} */
export const QUIZ_ROUTES = {
  check: (msg) => ({ type: "answer", value: String(msg.value) }),
  reveal: () => ({ type: "show_answer" }),
  simulate: (msg) => (Number.isInteger(msg.continue) ? { type: "simulate", done: msg.continue } : { type: "simulate" }),
};

export class SocketModel {
  /** `send(frame)` puts a frame on the socket; `routes` turn a widget's messages into frames.
   *  @param {(frame: object) => void} send
   *  @param {Routes} [routes] */
  constructor(send, routes = TABLE_ROUTES) {
    this.state = {};
    this.handlers = new Map();
    this.sendFrame = send;
    this.routes = routes;
    this.log = [];
  }
  get(name) {
    return this.state[name];
  }
  set(name, value) {
    // the one trait a table writes is its settings (theme, contrast): kept on this page; a
    // new language is the server's to render, so it is asked for ("lang"), and its frames
    // follow in that language
    if (name !== "settings") return;
    const before = (this.state.settings || {}).language;
    this.update({ settings: value });
    if (value && value.language && value.language !== before) this.sendFrame({ type: "lang", lang: value.language });
  }
  save_changes() {}
  on(event, fn) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(fn);
  }
  off(event, fn) {
    this.handlers.get(event)?.delete(fn);
  }
  emit(event, ...args) {
    for (const fn of [...(this.handlers.get(event) || [])]) fn(...args);
  }
  send(msg) {
    const route = msg && Object.hasOwn(this.routes, msg.type) ? this.routes[msg.type] : null;
    if (route) this.sendFrame(route(msg));
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
  /** A seat frame's log (`heldLog`): the table is told the new lines only, or the whole
   *  log when it is new or its oldest lines went. */
  takeLog(frame) {
    const before = this.log;
    const log = heldLog(before, frame);
    if (typeof frame.log_from !== "number" || log.length < before.length + frame.log.length) this.setLog(log);
    else if (frame.log.length) {
      this.log = log;
      this.emit("msg:custom", { type: "log", reset: false, entries: frame.log });
    }
  }
}

/** Mount `game`'s table front end in `el`, drawn from `model`; returns its cleanup. The
 *  tables are in this bundle (every game's, as in the lesson bundle): nothing is fetched. */
export function mountTable(game, el, model) {
  const mount = TABLES[game];
  if (!mount) throw new Error(`no table front end for the game ${JSON.stringify(game)}`);
  el.classList.add("tt-class-seat"); // styles.css: the controls a class seat has not are hidden
  const table = mount({ model, el });
  return () => table.cleanup();
}
