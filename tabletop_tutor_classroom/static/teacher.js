// The teacher's page: open rooms, watch who has joined, moderate each room (move, kick or
// replace a seat, pause, step mode, the next game), open its projector, and read the
// class's results. The key comes after '#' in the link, which the browser never sends to
// a server or in a Referer header.
import { drawLines } from "./view_lines.js";

/** The page's element `id` (an input, an image or any other: the page's own ids). */
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const key = new URLSearchParams(location.hash.slice(1)).get("key") || "";
const rooms = new Map();
let strings = {};
let results = null;
const revealed = new Map(); // room -> the last reveal-all asked for (this page only)
const fill = (template, params) => String(template || "").replace(/\{(\w+)\}/g, (_, k) => params[k] ?? "");
const say = (k, params = {}) => fill(strings[k] || k, params);

function language() {
  const wanted = (navigator.language || "en").slice(0, 2);
  return ["en", "lv", "fi", "ru"].includes(wanted) ? wanted : "en";
}
let socket;

function send(frame) {
  $("error").textContent = "";
  socket.send(JSON.stringify({ secret: key, ...frame }));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "watch", secret: key, lang: language() })));
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === "error") $("error").textContent = frame.message;
    if (frame.type === "strings") {
      strings = frame.strings;
      for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-ui]")))
        el.textContent = strings[el.dataset.ui];
      document.title = strings["ui.teacher-title"];
    }
    if (frame.type === "room") {
      rooms.set(frame.room, frame);
      draw();
    }
    if (frame.type === "results") {
      results = frame;
      drawResults();
    }
    if (frame.type === "revealed") {
      revealed.set(frame.room, frame);
      draw();
    }
  });
  socket.addEventListener("close", () => setTimeout(connect, 1000));
}

/**
 * A new `tag` element with `props` (its DOM properties) and `dataset`, holding `children`.
 * @param {string} tag
 * @param {{ dataset?: Record<string, string>, [prop: string]: unknown }} [props]
 * @param {...(Node | string)} children
 */
function el(tag, { dataset = {}, ...props } = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  Object.assign(node.dataset, dataset); // (dataset itself cannot be assigned)
  node.append(...children);
  return node;
}

function button(label, testid, onclick) {
  return el("button", { type: "button", textContent: label, onclick, dataset: { testid } });
}

function seatControls(room, s) {
  const li = el("li", { dataset: { seat: s.seat } });
  // a bot: its name in the reader's words, and the id the teacher typed ("probability")
  const chosen = s.bot_id ? ` · ${say("ui.bot-chosen", { bot: s.bot_id })}` : "";
  li.append(
    el("span", {
      className: "seat-name",
      textContent: `${s.seat}: ${s.name || "…"}${chosen}${s.seat === room.current_player && !room.is_over ? "  ◀" : ""}`,
    }),
  );
  if (s.name && !s.bot) {
    const to = el(
      "select",
      { ariaLabel: say("ui.move-to"), dataset: { testid: "move-to" } },
      el("option", { value: "", textContent: say("ui.move-to") }),
      ...room.seats.filter((o) => o.seat !== s.seat).map((o) => el("option", { value: o.seat, textContent: String(o.seat) })),
    );
    to.onchange = () => to.value !== "" && send({ type: "move", room: room.room, seat: s.seat, to: Number(to.value) });
    li.append(
      to,
      " ",
      button(say("ui.kick"), "kick", () => send({ type: "kick", room: room.room, seat: s.seat })),
    );
  }
  if (!s.bot) {
    li.append(
      " ",
      button(say("ui.to-bot"), "to-bot", () => send({ type: "bot", room: room.room, seat: s.seat, bot: "random" })),
    );
  }
  return li;
}

function draw() {
  $("rooms").replaceChildren(
    ...[...rooms.values()].reverse().map((room) => {
      const h = el("h2", { className: "room-code", textContent: say("ui.room-code", { room: room.room, game: room.title }) });
      const projector = el("a", {
        href: `/projector?room=${room.room}`,
        target: "_blank",
        rel: "noopener",
        textContent: say("ui.projector"),
        dataset: { testid: "projector-link" },
      });
      const step = el(
        "label",
        {},
        el("input", {
          type: "checkbox",
          checked: room.step,
          onchange: (e) => send({ type: "step_mode", room: room.room, on: e.target.checked }),
        }),
        ` ${say("ui.step-on")}`,
      );
      const controls = el(
        "p",
        { className: "room-controls" },
        projector,
        " ",
        button(room.paused ? say("ui.resume") : say("ui.pause"), "pause", () =>
          send({ type: "pause", room: room.room, paused: !room.paused }),
        ),
        " ",
        step,
        " ",
        button(say("ui.step"), "step", () => send({ type: "step", room: room.room })),
        " ",
        button(say("ui.next-game"), "next-game", () => send({ type: "next", room: room.room })),
        " ",
        button(say("ui.reveal-all"), "reveal-all", () => send({ type: "reveal", room: room.room })),
      );
      const ul = el("ul", {}, ...room.seats.map((s) => seatControls(room, s)));
      const shown = revealed.get(room.room);
      // every seat's hidden part, in the table's words (the same lines as the projector's)
      const all = el("dl", { className: "revealed", hidden: !shown, dataset: { testid: "revealed" } });
      drawLines(all, shown ? shown.lines : []);
      return el("div", { className: "room", dataset: { room: room.room } }, h, controls, ul, all);
    }),
  );
}

function table(columns, rows, testid) {
  const head = el("tr", {}, ...columns.map(([label]) => el("th", { textContent: say(label) })));
  return el(
    "table",
    { dataset: { testid } },
    el("thead", {}, head),
    el("tbody", {}, ...rows.map((row) => el("tr", {}, ...columns.map(([, cell]) => el("td", { textContent: cell(row) }))))),
  );
}

const right = (n, r) => `${n} (${r})`;

function drawResults() {
  if (!results) return;
  $("by-student").replaceChildren(
    table(
      [
        ["ui.col-student", (r) => r.student],
        ["ui.col-lessons", (r) => right(r.lessons, r.lessons_right)],
        ["ui.col-quizzes", (r) => right(r.quizzes, r.quizzes_right)],
        ["ui.col-tries", (r) => r.tries],
      ],
      results.by_student,
      "by-student",
    ),
  );
  $("by-rule").replaceChildren(
    table(
      [
        ["ui.col-rule", (r) => r.rule],
        ["ui.col-students", (r) => r.students],
        ["ui.col-lessons", (r) => right(r.lessons, r.lessons_right)],
        ["ui.col-quizzes", (r) => right(r.quizzes, r.quizzes_right)],
        ["ui.col-tries", (r) => r.tries],
      ],
      results.by_rule,
      "by-rule",
    ),
  );
}

$("export").addEventListener("click", () => {
  if (!results) return;
  const href = URL.createObjectURL(new Blob([results.csv], { type: "text/csv" }));
  el("a", { href, download: "class-results.csv" }).click();
  URL.revokeObjectURL(href);
});
$("clear").addEventListener("click", () => send({ type: "clear" }));

$("open").addEventListener("submit", (event) => {
  event.preventDefault();
  const bots = {};
  for (const part of $("bots")
    .value.split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [seat, bot] = part.split(":").map((p) => p.trim());
    bots[seat] = bot || "random";
  }
  send({ type: "open", game: $("game").value, players: Number($("players").value), bots, lang: $("lang").value });
});

connect();
