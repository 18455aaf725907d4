// The sigil: every card at its layout position (the `sigil_layout` trait: x, y in card
// widths, drawn covered cards first so overlaps look as they lie), scaled to the width of
// the table. Available cards are highlighted and clickable; the arrow keys move a cursor
// over them (readingOrder) and Enter takes (or, solo, discards) the card under it.
import { s, replace } from "../shared/dom.js";
import { cardFace, cardClass, cardWords, W, H } from "./cards.js";
import { readingOrder } from "./logic.js";

/** The narrowest a card of the sigil is drawn, in px. */
const READABLE_PX = 48;

export function createSigil({ onPick }) {
  const el = s("svg", { class: "tt-sg-sigil", "data-testid": "sigil", role: "group", preserveAspectRatio: "xMidYMid meet" });
  let order = [];
  let cursor = null;
  let lastKey = "";

  /** Draw `sigil` (display state), `available` positions, `fresh` (positions to highlight),
   *  `clickable` (every present card, with show_every_option), `label` the group's name. */
  function update({ layout, sigil, available, fresh = [], clickable = null, tr, label, active }) {
    const positions = layout.positions || [];
    if (!positions.length) return replace(el, []);
    const xs = positions.map((p) => p.x * W);
    const ys = positions.map((p) => p.y * W);
    const x0 = Math.min(...xs) - W / 2 - 8;
    const y0 = Math.min(...ys) - H / 2 - 8;
    const width = Math.max(...xs) - Math.min(...xs) + W + 16;
    const height = Math.max(...ys) - Math.min(...ys) + H + 16;
    el.setAttribute("viewBox", `${x0} ${y0} ${width} ${height}`);
    // A tall layout (the ring) may grow past the usual height so that a card stays
    // READABLE_PX wide: at 310 px its cards were 32 px, their numbers too small to read.
    el.style.setProperty("--tt-sg-readable-h", `${Math.ceil((height * READABLE_PX) / W)}px`);
    el.setAttribute("aria-label", label);
    const free = new Set(available || []);
    const hot = new Set(fresh);
    order = active ? readingOrder(available, positions) : [];
    if (cursor !== null && !order.includes(cursor)) cursor = null;
    // Nothing the drawing depends on changed (a Pass, a bot's message elsewhere): keep the
    // cards drawn. Every input is in the key, the clickable set of "every option" too.
    const key = JSON.stringify([
      layout.name,
      positions.length,
      sigil,
      available,
      fresh,
      cursor,
      active,
      label,
      clickable ? [...clickable] : null,
    ]);
    if (key === lastKey) return;
    lastKey = key;
    const drawOrder = layout.order && layout.order.length === positions.length ? layout.order : positions.map((_, i) => i);
    const cards = [];
    for (const p of drawOrder) {
      const place = (sigil || [])[p];
      if (!place) continue;
      const { x, y } = positions[p];
      const card = place.face_up ? place.card : place.card || null;
      const avail = free.has(p);
      const canClick = active && (avail || (clickable && clickable.has(p)));
      const words = `${tr("ui.siggil.position", { position: p })}: ${cardWords(place.face_up || place.card ? place.card : null, tr)}${avail ? ` (${tr("ui.siggil.available")})` : ""}`;
      cards.push(
        s(
          "g",
          {
            class: `tt-sg-place ${cardClass(card)}${avail ? " tt-sg-avail" : ""}${hot.has(p) ? " tt-sg-fresh" : ""}${p === cursor ? " tt-sg-cursor" : ""}${place.face_up ? "" : " tt-sg-facedown"}`,
            "data-testid": `pos-${p}`,
            "data-position": p,
            "data-available": avail ? "true" : "false",
            "data-face-up": place.face_up ? "true" : "false",
            "data-card": card ? `${card.spirit ? "s" : ""}${card.family}-${card.number}` : "down",
            transform: `translate(${x * W - W / 2} ${y * W - H / 2})`,
            role: canClick ? "button" : "img",
            tabindex: canClick ? -1 : undefined,
            "aria-label": words,
            onclick: canClick ? () => onPick(p) : undefined,
          },
          s("title", {}, words),
          cardFace(card),
        ),
      );
    }
    replace(el, cards);
  }

  /** Move the cursor by `delta` over the available cards; its card gets the focus. */
  function move(delta) {
    if (!order.length) return false;
    const i = cursor === null ? (delta > 0 ? -1 : 0) : order.indexOf(cursor);
    cursor = order[(i + delta + order.length) % order.length];
    for (const g of el.querySelectorAll(".tt-sg-cursor")) g.classList.remove("tt-sg-cursor");
    const g = el.querySelector(`[data-position="${cursor}"]`);
    if (g) {
      g.classList.add("tt-sg-cursor");
      if (typeof g.focus === "function") g.focus();
    }
    lastKey = "";
    return true;
  }

  /** Enter: the card under the cursor. */
  function pick() {
    if (cursor === null || !order.includes(cursor)) return false;
    onPick(cursor);
    return true;
  }

  return {
    el,
    update,
    move,
    pick,
    get cursor() {
      return cursor;
    },
  };
}
