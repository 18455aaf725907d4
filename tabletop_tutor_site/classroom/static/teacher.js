// The teacher's page: open rooms and watch who has joined. The key comes after '#' in
// the link, which the browser never sends to a server or in a Referer header.
const $ = (id) => document.getElementById(id);
const key = new URLSearchParams(location.hash.slice(1)).get("key") || "";
const rooms = new Map();
let strings = {};
const fill = (template, params) => String(template || "").replace(/\{(\w+)\}/g, (_, k) => params[k] ?? "");

function language() {
  const wanted = (navigator.language || "en").slice(0, 2);
  return ["en", "lv", "fi", "ru"].includes(wanted) ? wanted : "en";
}
let socket;

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "watch", secret: key, lang: language() })));
  socket.addEventListener("message", (event) => {
    const frame = JSON.parse(event.data);
    if (frame.type === "error") $("error").textContent = frame.message;
    if (frame.type === "strings") {
      strings = frame.strings;
      for (const el of document.querySelectorAll("[data-ui]")) el.textContent = strings[el.dataset.ui];
      document.title = strings["ui.teacher-title"];
    }
    if (frame.type === "room") { rooms.set(frame.room, frame); draw(); }
  });
  socket.addEventListener("close", () => setTimeout(connect, 1000));
}

function draw() {
  $("rooms").replaceChildren(...[...rooms.values()].reverse().map((room) => {
    const div = document.createElement("div");
    const h = document.createElement("h2");
    h.textContent = fill(strings["ui.room-code"] || "{room}: {game}", room);
    h.className = "room-code";
    const ul = document.createElement("ul");
    ul.replaceChildren(...room.seats.map((s) => {
      const li = document.createElement("li");
      li.textContent = `${s.seat}: ${s.name || "…"}${s.seat === room.current_player && !room.is_over ? "  ◀" : ""}`;
      return li;
    }));
    div.append(h, ul);
    return div;
  }));
}

$("open").addEventListener("submit", (event) => {
  event.preventDefault();
  const bots = {};
  for (const part of $("bots").value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [seat, bot] = part.split(":").map((p) => p.trim());
    bots[seat] = bot || "random";
  }
  $("error").textContent = "";
  socket.send(JSON.stringify({ type: "open", secret: key, game: $("game").value,
    players: Number($("players").value), bots, lang: $("lang").value }));
});

connect();
