// The class page: join a room with its code and a name, then play the seat the server
// gives. The server sends this seat's own view, legal moves and log only; the page keeps
// the seat token (localStorage) to get the same seat back after a reload or a lost network.
import { SocketModel, mountTable } from "/static/widgets/classtable.js";
import { drawLines } from "./view_lines.js";

/** The page's element `id` (an input, an image or any other: the page's own ids). */
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
// the table front end the notebooks use, where the game has one; ?plain=1: the plain page
const TABLE = new URLSearchParams(location.search).get("plain") !== "1";
const model = new SocketModel((frame) => send(frame));
let mounted = null;
const TOKEN = "tabletop-tutor-class-token";
let socket = null;
let strings = {};
let lastState = null;
let retry = 500;

const fill = (template, params) => String(template || "").replace(/\{(\w+)\}/g, (_, k) => params[k] ?? "");
const say = (key, params = {}) => fill(strings[key], params);

function language() {
  const wanted = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").slice(0, 2);
  return ["en", "lv", "fi", "ru"].includes(wanted) ? wanted : "en";
}

function send(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener("open", () => {
    retry = 500;
    const token = localStorage.getItem(TOKEN);
    if (token) send({ type: "resume", token, lang: language(), table: TABLE });
  });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", () => {
    if (lastState) $("error").textContent = say("ui.lost");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  });
}

function receive(frame) {
  if (frame.type === "joined") {
    if (frame.token) localStorage.setItem(TOKEN, frame.token);
    $("join").hidden = true;
    $("error").textContent = "";
  } else if (frame.type === "state") {
    $("table").hidden = false;
    render(frame);
  } else if (frame.type === "table") {
    renderTable(frame);
  } else if (frame.type === "error" && frame.rule === "kicked") {
    // the teacher gave this seat away: the token plays no more; join again to play
    localStorage.removeItem(TOKEN);
    lastState = null;
    $("table").hidden = $("widget").hidden = $("you").hidden = true;
    $("join").hidden = false;
    $("error").textContent = frame.message;
  } else if (frame.type === "error") {
    if (mounted) model.update({ error: frame.message, error_rule: frame.rule, error_count: (model.get("error_count") || 0) + 1 });
    // a token the server no longer knows: the student joins again
    if (frame.message && !lastState && localStorage.getItem(TOKEN) && frame.rule === "input") {
      localStorage.removeItem(TOKEN);
    }
    $("error").textContent = frame.message;
  }
}

function header(state, name, stepping) {
  strings = state.strings || strings;
  document.documentElement.lang = state.lang;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-ui]"))) el.textContent = say(el.dataset.ui);
  document.title = $("title").textContent = say("ui.title");
  $("you").hidden = false;
  $("you").textContent = say("ui.you", { name, seat: state.seat });
  // the teacher plays the bots move by move: the seat says why it waits
  $("stepping").hidden = !stepping;
  $("stepping").textContent = stepping ? say("ui.step-mode") : "";
}

async function renderTable(frame) {
  lastState = frame;
  model.update(frame.traits);
  model.setLog(frame.log);
  header(frame, frame.traits.seat_info[frame.seat].name, !!(frame.traits.settings || {}).step_mode);
  if (!mounted) {
    mounted = "mounting";
    $("widget").hidden = false;
    mounted = await mountTable(frame.game, $("widget"), model);
  }
}

function render(state) {
  lastState = state;
  header(state, state.seats[state.seat].name, !!state.step_mode);
  const view = state.view;
  const mover = view.current_player;
  $("turn").textContent = view.is_over
    ? say("ui.over")
    : state.legal.length
      ? say("ui.your-turn")
      : mover === null
        ? ""
        : say("ui.turn", { who: state.seats[mover].name || "…" });
  $("seats").replaceChildren(
    ...state.seats.map((s) => {
      const li = document.createElement("li");
      li.textContent = `${s.seat}: ${s.name || "…"}`;
      li.className = s.seat === mover ? "turn" : "";
      li.dataset.seat = s.seat;
      return li;
    }),
  );
  drawLines($("view"), state.lines);
  $("move").hidden = state.legal.length === 0;
  $("moves").replaceChildren(
    ...state.legal.map((entry, i) => {
      const option = document.createElement("option");
      option.value = String(i);
      option.textContent = entry.text;
      return option;
    }),
  );
  $("log").replaceChildren(
    ...state.log.map((entry) => {
      const li = document.createElement("li");
      li.textContent = entry.text;
      return li;
    }),
  );
  $("log").scrollTop = $("log").scrollHeight;
}

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  send({ type: "join", room: $("room").value.trim().toUpperCase(), name: $("name").value, lang: language(), table: TABLE });
});

$("move").addEventListener("submit", (event) => {
  event.preventDefault();
  const entry = lastState && lastState.legal[Number($("moves").value)];
  if (entry) {
    $("error").textContent = "";
    send({ type: "act", action: entry.action });
  }
});

const room = new URLSearchParams(location.search).get("room");
if (room) $("room").value = room;
connect();
