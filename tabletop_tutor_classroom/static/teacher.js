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
let catalog = {}; // game -> {lessons, quizzes}: what may be started
let grids = []; // each room's activity: students by rules, live

/** The grids after a frame that names the rooms it is about (``rooms``): each of those is
 * replaced where it stood, or dropped when the frame has no grid for it (its activity ended);
 * a new one goes last. Every other room's grid stays as it was. */
function mergeGrids(old, fresh, rooms) {
  const byRoom = new Map(fresh.map((g) => [g.room, g]));
  const kept = old.filter((g) => !rooms.includes(g.room) || byRoom.has(g.room)).map((g) => byRoom.get(g.room) || g);
  const shown = new Set(kept.map((g) => g.room));
  return [...kept, ...fresh.filter((g) => !shown.has(g.room))];
}
let opened = ""; // the student whose tries are shown ("room/id")
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
      if (!rooms.has(frame.room)) setTimeout(drawCatalog); // a new room to start activities in
      rooms.set(frame.room, frame);
      draw();
    }
    if (frame.type === "results") {
      results = frame;
      drawResults();
    }
    if (frame.type === "catalog") {
      catalog = frame.games;
      drawCatalog();
    }
    if (frame.type === "grids") {
      grids = frame.rooms ? mergeGrids(grids, frame.grids, frame.rooms) : frame.grids;
      drawGrids();
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
        ["ui.col-plays", (r) => right(r.plays, r.plays_right)],
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
        ["ui.col-plays", (r) => right(r.plays, r.plays_right)],
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

// ------------------------------------------------------------------ lessons and quizzes
/** The start form's lists: the games, then the chosen game's lessons or quizzes, and the rooms. */
function drawCatalog() {
  const game = $("a-game");
  const chosen = game.value;
  game.replaceChildren(...Object.entries(catalog).map(([g, c]) => el("option", { value: g, textContent: c.title })));
  if (chosen) game.value = chosen;
  const kind = $("a-kind").value;
  const items = (catalog[game.value] || {})[kind === "quiz" ? "quizzes" : "lessons"] || [];
  $("a-item").disabled = kind === "sequence";
  $("a-item").replaceChildren(...items.map((i) => el("option", { value: i.id, textContent: `${i.title} (${i.rules.join(", ")})` })));
  const where = $("a-room");
  const room = where.value;
  where.replaceChildren(
    el("option", { value: "", textContent: say("ui.all-rooms") }),
    ...[...rooms.keys()].map((code) => el("option", { value: code, textContent: code })),
  );
  where.value = room;
}
for (const id of ["a-game", "a-kind"]) $(id).addEventListener("change", drawCatalog);

$("start-activity").addEventListener("submit", (event) => {
  event.preventDefault();
  const frame = { type: "activity", kind: $("a-kind").value, game: $("a-game").value };
  if (frame.kind !== "sequence") frame.item = $("a-item").value;
  if ($("a-room").value) frame.room = $("a-room").value;
  send(frame);
});

const MARKS = { "first-try": "✓", "after-tries": "✓…", stuck: "✗", "not-reached": "·" };

/** One room's grid: a row a student, a column a rule; a student's name opens their tries. */
function drawGrid(g) {
  const head = el("tr", {}, el("th", { textContent: say("ui.col-student") }), ...g.rules.map((r) => el("th", { textContent: r })));
  const rows = g.students.map((s) => {
    const key = `${g.room}/${s.id}`;
    const name = button(s.name, "grid-student", () => {
      opened = opened === key ? "" : key;
      drawGrids();
    });
    const cells = g.rules.map((r) =>
      el("td", {
        className: `state-${s.cells[r]}`,
        textContent: MARKS[s.cells[r]],
        title: say(`ui.state.${s.cells[r]}`),
        dataset: { state: s.cells[r], rule: r },
      }),
    );
    return el("tr", { dataset: { student: s.name } }, el("th", {}, name), ...cells);
  });
  const legend = el("p", { className: "legend" }, g.states.map((st) => `${MARKS[st]} ${say(`ui.state.${st}`)}`).join(" · "));
  const student = g.students.find((s) => `${g.room}/${s.id}` === opened);
  const tries = student
    ? el(
        "div",
        { dataset: { testid: "student-tries" } },
        el("h4", { textContent: say("ui.tries-of", { name: student.name }) }),
        el(
          "ol",
          {},
          ...student.tries.map((t) =>
            el("li", { textContent: `${t.correct ? "✓" : "✗"} ${t.item}: ${t.did}${t.rule ? ` (${t.rule})` : ""}` }),
          ),
        ),
      )
    : "";
  const items = g.items.map((it) =>
    el(
      "div",
      { className: "item", dataset: { item: it.item } },
      el("h4", { textContent: `${it.title} (${it.rules.join(", ")})` }),
      it.wrong.length
        ? el("p", { textContent: `${say("ui.wrong-moves")}: ${it.wrong.map((w) => `${w.did} (${w.rule}) ×${w.count}`).join("; ")}` })
        : "",
      it.answers.length
        ? el("p", { textContent: `${say("ui.answers")}: ${it.answers.map((a) => `${a.answer} ×${a.count}`).join("; ")}` })
        : "",
      it.closed ? "" : button(say("ui.close-item"), "close-item", () => send({ type: "close", item: it.item, room: g.room })),
    ),
  );
  return el(
    "div",
    { className: "grid", dataset: { room: g.room, testid: "grid" } },
    el("h3", { textContent: say("ui.room-code", { room: g.room, game: say(`ui.kind-${g.activity.kind}`) }) }),
    el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)),
    legend,
    tries,
    ...items,
    button(say("ui.stop"), "stop-activity", () => send({ type: "stop_activity", room: g.room })),
  );
}

function drawGrids() {
  $("grids").replaceChildren(...grids.map(drawGrid));
}
