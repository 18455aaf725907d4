// Entry of the ClassTable widget bundle (widgets/static/classtable.js): a seat at the class
// server's table, in a notebook. Python only configures it (room, name, server, language);
// the browser opens the socket itself, so it works in a Pyodide kernel too (no sockets in
// there). Once per model (anywidget's initialize) it joins with the room code and name, or
// resumes with the seat token this browser keeps for that server and room; every view
// mounts the game's table front end over the same SocketModel as the class page. Python's
// reports (a lesson done, a quiz answered) go out as "report" frames while the seat is held.
//
// The class page imports SocketModel, heldLog, mountTable and the activity routes from this bundle.
import { h, replace } from "./shared/dom.js";
import { translate } from "./shared/i18n.js";
import { sendMsg } from "./shared/model.js";
import { heldLog, LESSON_ROUTES, mountTable, QUIZ_ROUTES, SocketModel } from "./shared/seat.js";

export { heldLog, LESSON_ROUTES, mountTable, QUIZ_ROUTES, SocketModel };

const TOKENS = "tabletop-tutor-class-seat";
const REPORT_FIELDS = ["kind", "game", "item", "correct", "tries"];
const QUEUE_LIMIT = 100; // reports kept while the socket is down (a lesson hour has fewer)
const CLOSED_BY_ORIGIN = 1008; // the server's "not a page it lets in" (see server.py)

/** The server's address ("" means the page's own: the site the class server serves), and
 *  its socket's: `{ origin, socket }`, or null when the page has no address of its own. */
export function addresses(server, page = globalThis.location) {
  const base = server || (page && /^https?:$/.test(page.protocol) ? page.origin : "");
  if (!base) return null;
  const url = new URL("/ws", base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return { origin: new URL(base).origin, socket: url.href };
}

/** One seat over one socket, for one ClassTable model and all its views. */
export class SeatClient {
  constructor(
    model,
    { WebSocketClass = globalThis.WebSocket, storage = globalThis.localStorage, timers = globalThis, page = globalThis.location } = {},
  ) {
    this.model = model;
    this.WebSocketClass = WebSocketClass;
    this.storage = storage;
    this.timers = timers;
    this.page = page;
    this.table = new SocketModel((frame) => this.send(frame));
    this.views = new Set();
    this.queue = [];
    this.seated = false;
    this.stopped = false;
    this.game = null;
    this.retry = 1000;
    this.status = ["ui.class.connecting", {}];
    this.where = addresses(model.get("server"), page);
    this.key = `${TOKENS} ${this.where ? this.where.origin : ""} ${String(model.get("room")).trim().toUpperCase()}`;
    this.onPython = (msg) => this.fromPython(msg);
    model.on("msg:custom", this.onPython);
    if (this.where) this.connect();
    else this.stop("ui.class.no-address");
  }

  say(id, params = {}) {
    const lang = this.model.get("language") || "en";
    return translate(this.model.get("strings") || {}, lang, id, params);
  }

  /** The status line: a sentence id of ours and its numbers, or the server's own words. */
  show(id, params = {}, words = "") {
    this.status = [id, params, words];
    for (const view of this.views) this.paint(view);
  }

  paint(view) {
    const [id, params, words] = this.status;
    const said = words || (id ? this.say(id, { server: this.where ? this.where.origin : "", ...params }) : "");
    // the teacher plays the bots move by move (step mode): the seat says why they wait
    view.status.textContent = this.stepping && id === "ui.class.seated" ? `${said} ${this.say("ui.class.step-mode")}` : said;
    view.status.dataset.state = id || "refused";
  }

  token() {
    try {
      return this.storage.getItem(this.key);
    } catch {
      return null;
    }
  }

  keepToken(token) {
    try {
      if (token) this.storage.setItem(this.key, token);
      else this.storage.removeItem(this.key);
    } catch {
      /* no storage (a private window): the seat lasts as long as the page */
    }
  }

  connect() {
    if (this.stopped) return;
    let opened = false;
    const socket = new this.WebSocketClass(this.where.socket);
    this.socket = socket;
    socket.addEventListener("open", () => {
      opened = true;
      this.retry = 1000;
      this.hello();
    });
    socket.addEventListener("message", (event) => this.receive(JSON.parse(event.data)));
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.seated = false;
      if (event.code === CLOSED_BY_ORIGIN) {
        this.stop("ui.class.origin", { origin: this.page ? this.page.origin : "" });
        return;
      }
      if (this.stopped) return;
      const seconds = Math.round(this.retry / 1000);
      this.show(opened && this.game ? "ui.class.lost" : "ui.class.unreachable", { seconds });
      this.timers.setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 16000);
    });
  }

  /** Resume the seat this browser holds in the room, else join it. */
  hello() {
    const lang = this.model.get("language") || "en";
    const token = this.token();
    this.resuming = !!token;
    if (token) this.send({ type: "resume", token, lang, table: true });
    else this.send({ type: "join", room: this.model.get("room"), name: this.model.get("name"), lang, table: true });
  }

  send(frame) {
    const socket = this.socket;
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(frame));
  }

  /** Stop for good (until the cell runs again): a refusal a retry would only repeat. */
  stop(id, params = {}, words = "") {
    this.stopped = true;
    this.seated = false;
    this.show(id, params, words);
    if (this.socket) {
      const socket = this.socket;
      this.socket = null;
      socket.close();
    }
  }

  receive(frame) {
    if (frame.type === "joined") {
      if (frame.token) this.keepToken(frame.token);
      this.seated = true;
      this.resuming = false;
      sendMsg(this.model, { type: "seated", room: frame.room, seat: frame.seat });
      for (const report of this.queue.splice(0)) this.send(report);
    } else if (frame.type === "table") {
      this.onTable(frame);
    } else if (frame.type === "error") {
      this.onError(frame);
    }
  }

  onTable(frame) {
    this.table.update(frame.traits);
    this.table.takeLog(frame);
    this.game = frame.game;
    this.stepping = !!(frame.traits.settings || {}).step_mode;
    const me = (frame.traits.seat_info || [])[frame.seat] || {};
    if (frame.free > 0) this.show("ui.class.waiting", { room: frame.room, name: me.name || "", free: frame.free });
    else this.show("ui.class.seated", { room: frame.room, name: me.name || "", seat: frame.seat });
    for (const view of this.views) this.mount(view);
  }

  onError(frame) {
    if (frame.rule === "kicked") {
      // the teacher gave this seat away: the token plays no more, and nothing more is reported
      this.keepToken(null);
      sendMsg(this.model, { type: "unseated" });
      this.stop("", {}, frame.message);
    } else if (this.seated) {
      // the table's own error line (the count: the same refusal twice shows twice)
      this.table.update({ error: frame.message, error_rule: frame.rule, error_count: (this.table.get("error_count") || 0) + 1 });
    } else if (this.resuming && frame.rule === "input") {
      this.keepToken(null); // a token the server no longer knows: join again by name
      this.resuming = false;
      this.send({
        type: "join",
        room: this.model.get("room"),
        name: this.model.get("name"),
        lang: this.model.get("language") || "en",
        table: true,
      });
    } else {
      this.stop("", {}, frame.message); // no such room, a full one, a name refused: in its words
    }
  }

  fromPython(msg) {
    if (!msg || msg.type !== "report") return;
    const report = { type: "report" };
    for (const name of REPORT_FIELDS) report[name] = msg[name];
    if (this.seated) this.send(report);
    else if (this.queue.length < QUEUE_LIMIT) this.queue.push(report);
  }

  mount(view) {
    if (view.cleanup || !this.game) return;
    view.cleanup = mountTable(this.game, view.seat, this.table);
  }

  addView(el) {
    const view = {
      status: h("p", { class: "tt-class-status", "data-testid": "class-status", role: "status", "aria-live": "polite" }),
      seat: h("div", { class: "tt-class-seat", "data-testid": "class-seat" }),
      cleanup: null,
    };
    replace(el, h("div", { class: "tt-classtable", "data-testid": "classtable" }, view.status, view.seat));
    this.views.add(view);
    this.paint(view);
    this.mount(view);
    return () => {
      this.views.delete(view);
      if (view.cleanup) view.cleanup();
    };
  }

  close() {
    this.model.off("msg:custom", this.onPython);
    this.stopped = true;
    if (this.socket) this.socket.close();
    this.socket = null;
  }
}

// One client a ClassTable, found by its instance id: anywidget hands initialize and each
// render a proxy of their own for the same model, so the proxy is no key.
const clients = new Map();

function client(model) {
  const id = model.get("instance");
  if (!clients.has(id)) clients.set(id, new SeatClient(model));
  return clients.get(id);
}

export default {
  initialize({ model }) {
    const seat = client(model);
    return () => {
      seat.close();
      clients.delete(model.get("instance"));
    };
  },
  render({ model, el }) {
    return client(model).addView(el);
  },
};
