// The projector: the room's public table, who sits where, whose turn, the log and the
// reveal, in large print. It holds no seat and no key: the server sends it only what
// every seat may see ("public" frames), so it is safe in front of the class.
import { drawLines } from "./view_lines.js";

/** The page's element `id` (an input, an image or any other: the page's own ids). */
const $ = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ (document.getElementById(id));
const params = new URLSearchParams(location.search);
const room = (params.get("room") || "").toUpperCase();
let strings = {};
const fill = (template, values) => String(template || "").replace(/\{(\w+)\}/g, (_, k) => values[k] ?? "");
const say = (key, values = {}) => fill(strings[key], values);
const LOG_SHOWN = 40; // the latest lines (the log's box scrolls; its end is kept in sight)

function item(content, extra = {}) {
  const li = document.createElement("li");
  li.textContent = content;
  Object.assign(li.dataset, extra);
  return li;
}

function draw(frame) {
  strings = frame.strings || strings;
  document.documentElement.lang = frame.lang;
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-ui]"))) el.textContent = say(el.dataset.ui);
  document.title = $("room-title").textContent = say("ui.projector-title", { room: frame.room });
  const name = (seat) => frame.seats[seat]?.name || "…";
  const status = frame.paused
    ? say("ui.paused")
    : frame.is_over
      ? say("ui.winners", { who: frame.winners.map(name).join(", ") })
      : frame.free
        ? frame.waiting
        : say("ui.turn", { who: name(frame.current_player) });
  $("status").textContent = frame.step && !frame.is_over ? `${status} · ${say("ui.step-mode")}` : status;
  $("status").className = frame.paused ? "paused" : "";
  $("seats").replaceChildren(
    ...frame.seats.map((s) => {
      const li = item(s.name || "…", { seat: s.seat });
      li.className = s.name ? (s.seat === frame.current_player && !frame.is_over && !frame.free ? "turn" : "") : "free";
      return li;
    }),
  );
  drawLines($("view"), frame.lines);
  $("reveal").hidden = !frame.reveal;
  $("reveal-text").textContent = frame.reveal ? frame.reveal.text : "";
  $("log").replaceChildren(...frame.log.slice(-LOG_SHOWN).map((e) => item(e.text)));
  $("log").scrollTop = $("log").scrollHeight; // the latest line in sight
  $("join-text").textContent = say("ui.join-here", { url: frame.join_url, room: frame.room });
  drawClosed(frame.closed || []);
  if (!$("qr").getAttribute("src")) {
    $("qr").src = `/qr.svg?room=${encodeURIComponent(frame.room)}`;
    $("qr").alt = frame.join_url;
  }
}

/** The items the teacher closed: how many got each right, and (a quiz) how the class
 *  answered, as bars; nothing of any one student, and nothing before the close. */
function drawClosed(closed) {
  $("closed").hidden = !closed.length;
  $("closed-items").replaceChildren(
    ...closed.map((c) => {
      const most = Math.max(1, ...c.answers.map((a) => a.count));
      const bars = c.answers.map((a) => {
        const bar = document.createElement("span");
        bar.className = "bar";
        bar.style.width = `${Math.round((100 * a.count) / most)}%`;
        return item(`${a.answer}: ${a.count}`, { answer: a.answer });
      });
      const list = document.createElement("ol");
      list.className = "answers";
      list.replaceChildren(...bars);
      const box = document.createElement("div");
      box.dataset.item = c.item;
      const head = document.createElement("h3");
      head.textContent = `${c.title} · ${c.rules.join(", ")}`;
      const right = document.createElement("p");
      right.textContent = say("ui.right-of", { right: c.right, students: c.students });
      box.replaceChildren(head, right, list);
      return box;
    }),
  );
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "project", room })));
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === "public") {
      $("error").textContent = "";
      draw(frame);
    } else if (frame.type === "error") $("error").textContent = frame.message;
  });
  socket.addEventListener("close", () => setTimeout(connect, 1000));
}

connect();
