// The ClassTable's seat client (classtable.js) against a hand-driven WebSocket: it joins,
// keeps the token by server and room and resumes with it; a refused origin, a server that is
// not there and a refusal before the seat are each said in the student's language (and only
// the unreachable server is tried again); Python's reports go out with their five fields
// only, held until the seat is taken. The table itself is drawn in the browser tests.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom, container, fakeModel, stringsFor } from "./helpers.js";
import { SeatClient, addresses } from "../classtable.js";

beforeEach(() => installDom());

class FakeSocket {
  static made = [];
  constructor(url) {
    this.url = url;
    this.readyState = 0;
    this.sent = [];
    this.listeners = {};
    FakeSocket.made.push(this);
  }
  addEventListener(type, fn) {
    if (!this.listeners[type]) this.listeners[type] = [];
    this.listeners[type].push(fn);
  }
  send(text) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  fire(type, event = {}) {
    if (type === "open") this.readyState = 1;
    if (type === "close") this.readyState = 3;
    for (const fn of this.listeners[type] || []) fn(event);
  }
  receive(frame) {
    this.fire("message", { data: JSON.stringify(frame) });
  }
}

function storage() {
  const items = new Map();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => items.set(k, v), removeItem: (k) => items.delete(k) };
}

function timers() {
  const pending = [];
  return {
    pending,
    setTimeout(fn, ms) {
      pending.push({ fn, ms });
    },
  };
}

const PAGE = { protocol: "http:", origin: "http://localhost:8888" };

function seatClient({ lang = "en", server = "http://192.168.1.10:8010", keep = storage(), clock = timers() } = {}) {
  FakeSocket.made = [];
  const model = fakeModel({ room: "K7P2", name: "Anna", server, language: lang, strings: stringsFor(lang), instance: "a" });
  const client = new SeatClient(model, { WebSocketClass: FakeSocket, storage: keep, timers: clock, page: PAGE });
  const el = container();
  client.addView(el);
  const status = () => el.querySelector("[data-testid=class-status]").textContent;
  return { client, model, keep, clock, status, socket: () => FakeSocket.made.at(-1) };
}

test("the server's address gives its socket's; none given: the page's own", () => {
  assert.deepEqual(addresses("https://class.school.example", PAGE), {
    origin: "https://class.school.example",
    socket: "wss://class.school.example/ws",
  });
  assert.deepEqual(addresses("", { protocol: "http:", origin: "http://10.0.0.5:8010" }), {
    origin: "http://10.0.0.5:8010",
    socket: "ws://10.0.0.5:8010/ws",
  });
  assert.equal(addresses("", { protocol: "file:", origin: "null" }), null);
});

test("it joins with the room and name, keeps the token by server and room, and a reload resumes", () => {
  const { model, keep, status, socket } = seatClient();
  assert.equal(socket().url, "ws://192.168.1.10:8010/ws");
  assert.equal(status(), "Connecting to the class server at http://192.168.1.10:8010…");
  socket().fire("open");
  assert.deepEqual(socket().sent, [{ type: "join", room: "K7P2", name: "Anna", lang: "en", table: true }]);
  socket().receive({ type: "joined", room: "K7P2", seat: 1, token: "secret-token" });
  assert.deepEqual(model.sent, [{ type: "seated", room: "K7P2", seat: 1 }]);
  assert.deepEqual([...keep.items], [["tabletop-tutor-class-seat http://192.168.1.10:8010 K7P2", "secret-token"]]);
  const again = seatClient({ keep });
  again.socket().fire("open");
  assert.deepEqual(again.socket().sent, [{ type: "resume", token: "secret-token", lang: "en", table: true }]);
});

test("a stale token is dropped and the seat joined again by name", () => {
  const keep = storage();
  keep.setItem("tabletop-tutor-class-seat http://192.168.1.10:8010 K7P2", "old");
  const { socket } = seatClient({ keep });
  socket().fire("open");
  socket().receive({ type: "error", rule: "input", message: "This seat token is not valid." });
  assert.equal(socket().sent.at(-1).type, "join");
  assert.equal(keep.items.size, 0);
});

test("a page of another site, refused by the server, is told how the teacher allows it", () => {
  const { status, socket, clock } = seatClient();
  socket().fire("open");
  socket().fire("close", { code: 1008 });
  assert.equal(
    status(),
    "The class server at http://192.168.1.10:8010 does not let in notebooks from http://localhost:8888. " +
      "Your teacher can allow them by starting it with --allow-origin http://localhost:8888",
  );
  assert.deepEqual(clock.pending, []); // trying again would be refused again
});

test("a server that is not there is said with the wait, in the student's language, and tried again", () => {
  const { status, socket, clock } = seatClient({ lang: "ru" });
  socket().fire("close", { code: 1006 });
  assert.match(status(), /^Не удалось связаться с сервером класса http:\/\/192\.168\.1\.10:8010: .* Новая попытка через 1 секунду\.$/);
  clock.pending.shift().fn();
  socket().fire("close", { code: 1006 });
  assert.match(status(), /через 2 секунды\.$/);
  assert.deepEqual(
    clock.pending.map((p) => p.ms),
    [2000],
  );
});

test("a refusal before the seat (no such room) is the server's own words, and not tried again", () => {
  const { status, socket, clock } = seatClient({ lang: "lv" });
  socket().fire("open");
  socket().receive({ type: "error", rule: "input", message: "Istabas 'ZZZZ' nav: pārbaudiet kodu uz ekrāna." });
  assert.equal(status(), "Istabas 'ZZZZ' nav: pārbaudiet kodu uz ekrāna.");
  assert.equal(socket().readyState, 3);
  socket().fire("close", { code: 1000 });
  assert.deepEqual(clock.pending, []);
});

test("Python's reports wait for the seat and go out with their five fields only", () => {
  const { model, socket } = seatClient();
  socket().fire("open");
  const report = { type: "report", kind: "quiz", game: "exacto", item: "expected-count", correct: true, tries: 2 };
  model.trigger("msg:custom", { ...report, answer: 10 });
  assert.equal(socket().sent.length, 1); // the join only
  socket().receive({ type: "joined", room: "K7P2", seat: 0, token: "t" });
  assert.deepEqual(socket().sent.at(-1), report);
  model.trigger("msg:custom", { ...report, item: "bid-ones", tries: 1 });
  assert.deepEqual(socket().sent.at(-1), { ...report, item: "bid-ones", tries: 1 });
});

test("a seat the teacher took away forgets its token and tells Python", () => {
  const { model, keep, status, socket } = seatClient();
  socket().fire("open");
  socket().receive({ type: "joined", room: "K7P2", seat: 0, token: "t" });
  socket().receive({ type: "error", rule: "kicked", message: "The teacher has given your seat to someone else." });
  assert.equal(keep.items.size, 0);
  assert.deepEqual(model.sent.at(-1), { type: "unseated" });
  assert.equal(status(), "The teacher has given your seat to someone else.");
});

test("a seat's frames after its first add their log lines to the ones it holds", async () => {
  const { SocketModel, heldLog, SEAT_LOG_LIMIT } = await import("../shared/seat.js");
  const line = (n) => ({ kind: "bid", rule: "r", text: `line ${n}`, data: {} });
  const lines = (from, to) => Array.from({ length: to - from }, (_, i) => line(from + i));
  const model = new SocketModel(() => {});
  const told = [];
  model.on("msg:custom", (msg) => told.push(msg));
  model.takeLog({ log: lines(0, 3) }); // the first frame: the latest lines
  model.takeLog({ log: lines(3, 5), log_from: 3 }); // the lines after the 3 it had
  assert.deepEqual(model.log, lines(0, 5));
  assert.deepEqual(told.at(-1), { type: "log", reset: false, entries: lines(3, 5) });
  model.takeLog({ log: [], log_from: 5 }); // nothing new: nothing to tell the table
  assert.equal(told.length, 2);
  // past the limit, the oldest lines go, as from the server's whole log, and the table is told all
  const full = heldLog(model.log, { log: lines(5, SEAT_LOG_LIMIT + 7), log_from: 5 });
  model.takeLog({ log: lines(5, SEAT_LOG_LIMIT + 7), log_from: 5 });
  assert.deepEqual(model.log, lines(7, SEAT_LOG_LIMIT + 7));
  assert.deepEqual(full, model.log);
  assert.equal(told.at(-1).reset, true);
  // a frame without log_from (a new deal, a resume, a language) replaces what it held
  model.takeLog({ log: lines(0, 1) });
  assert.deepEqual(model.log, lines(0, 1));
});
