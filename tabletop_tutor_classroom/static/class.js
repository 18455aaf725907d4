// The class page: join a room with its code and a name, then play the seat the server
// gives. The server sends this seat's own view, legal moves and log only; the page keeps
// the seat token (localStorage) to get the same seat back after a reload or a lost network.
import { heldLog, LESSON_ROUTES, mountTable, QUIZ_ROUTES, SocketModel } from "/static/widgets/classtable.js";
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
    // the log's new lines only, after the first frame: the page keeps the log
    render({ ...frame, log: heldLog(lastState && lastState.type === "state" ? lastState.log : [], frame) });
  } else if (frame.type === "table") {
    renderTable(frame);
  } else if (frame.type === "activity") {
    renderActivity(frame);
  } else if (frame.type === "review") {
    renderReview(frame);
  } else if (frame.type === "error" && frame.rule === "kicked") {
    // the teacher gave this seat away: the token plays no more; join again to play
    localStorage.removeItem(TOKEN);
    lastState = null;
    $("table").hidden = $("widget").hidden = $("you").hidden = $("review").hidden = true;
    $("join").hidden = false;
    $("error").textContent = frame.message;
  } else if (frame.type === "error") {
    const shown = activity.model || (mounted ? model : null);
    if (shown) shown.update({ error: frame.message, error_rule: frame.rule, error_count: (shown.get("error_count") || 0) + 1 });
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

// After the game, the server judges this student's decisive moves (their LIARs, their
// guesses) from what this seat saw, and sends the review to this seat alone; the next
// game's first frame puts it away.
function renderReview(frame) {
  $("review").hidden = false;
  $("review-title").textContent = frame.title;
  $("review-items").replaceChildren(
    ...frame.items.map((item) => {
      const li = document.createElement("li");
      li.className = item.correct ? "right" : "wrong";
      li.textContent = item.text;
      return li;
    }),
  );
}

/** A new game under way: the last one's review goes. */
function reviewGoes(/** @type {{is_over?: boolean} | undefined} */ view) {
  if (view && view.is_over === false) $("review").hidden = true;
}

async function renderTable(frame) {
  lastState = frame;
  reviewGoes(frame.traits.view);
  model.update(frame.traits);
  model.takeLog(frame);
  header(frame, frame.traits.seat_info[frame.seat].name, !!(frame.traits.settings || {}).step_mode);
  if (!mounted) {
    mounted = "mounting";
    $("widget").hidden = false;
    mounted = await mountTable(frame.game, $("widget"), model);
  }
}

// A lesson or a quiz the teacher started: the notebooks' own lesson and quiz front ends,
// over a model the server's "activity" frames feed (this student's own work only), while
// the room's table waits below.
const activity = { key: "", cleanup: null, model: null };

function stopActivity() {
  if (activity.cleanup) activity.cleanup();
  Object.assign(activity, { key: "", cleanup: null, model: null });
  $("activity-view").replaceChildren();
  $("activity").hidden = true;
  if (mounted) $("widget").hidden = false;
}

async function renderActivity(frame) {
  if (!frame.activity) return stopActivity();
  const { kind, count, index, done, number } = frame.activity;
  $("activity").hidden = false;
  $("widget").hidden = true;
  $("activity-status").textContent = frame.finished ? say("ui.activity-done") : say("ui.activity-item", { n: index + 1, count });
  $("go-on").hidden = !(kind === "sequence" && !frame.finished && done.includes(frame.item) && index + 1 < count);
  const part = frame.lesson ? "lesson" : frame.quiz ? "quiz" : "";
  const key = `${number}/${frame.item}/${part}`;
  const traits = frame.lesson ? frame.lesson.traits : frame.quiz;
  if (key !== activity.key) {
    if (activity.cleanup) activity.cleanup();
    activity.key = key;
    activity.cleanup = null;
    $("activity-view").replaceChildren();
    if (!part) return;
    activity.model = new SocketModel((f) => send(f), part === "lesson" ? LESSON_ROUTES : QUIZ_ROUTES);
    activity.model.update(traits);
    if (frame.lesson) activity.model.setLog(frame.lesson.log);
    const bundle = await import(part === "lesson" ? "/static/widgets/lesson.js" : "/static/widgets/quiz.js");
    const el = document.createElement("div");
    el.className = "tt-class-seat";
    $("activity-view").replaceChildren(el);
    activity.cleanup = bundle.default.render({ model: activity.model, el });
    return;
  }
  if (!activity.model) return;
  activity.model.update(traits);
  if (frame.lesson) activity.model.setLog(frame.lesson.log);
}

$("go-on").addEventListener("click", () => send({ type: "go_on" }));

function render(state) {
  lastState = state;
  reviewGoes(state.view);
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
