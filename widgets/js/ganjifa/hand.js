// Your hand: forty round cards grouped by avatar, strongest first, in two columns — the
// five suits whose numbers run reversed (1 high) and the five that run 10 high. Legal
// cards (from Python's legal list) stand out, the others are dimmed; a click is passed
// on as it is (an illegal card is sent anyway, so the engine refuses it citing the rule).
import { h, replace } from "../shared/dom.js";
import { cardSvg, suitEmblem } from "./cards.js";
import { groupHand, cardKey, cardName } from "./logic.js";

export function createHand({ onCard }) {
  const cols = [h("div", { class: "tt-g-hand-col" }), h("div", { class: "tt-g-hand-col" })];
  const legend = h("div", { class: "tt-g-hand-legend" });
  const el = h("section", { class: "tt-g-hand", "data-testid": "hand", role: "group", "aria-label": "Your hand" }, legend, h("div", { class: "tt-g-hand-cols" }, cols));
  let order = [];        // flattened card keys, in display order
  let groups = [];       // [{suit, keys}]
  let focusKey = null;
  let buttons = new Map();

  function update(st) {
    const { view, seat, mode, info, selection } = st;
    const hand = view && Array.isArray(view.hands) ? view.hands[seat] : null;
    const refocus = buttons.size && [...buttons.values()].some((b) => b === globalThis.document?.activeElement);
    const grouped = groupHand(hand || [], view?.trump);
    buttons = new Map();
    order = [];
    groups = [];
    const yourTurn = info.canPlay || info.canDiscard || info.canDukal;
    const rows = grouped.map((g) => {
      const keys = [];
      const cards = g.cards.map((card) => {
        const key = cardKey(card);
        keys.push(key);
        order.push(key);
        let legal;
        if (mode === "dukal") legal = info.inDukal.has(key);
        else if (mode === "discard") legal = info.discards.has(key);
        else legal = info.plays.has(key);
        const selected = selection.has(key);
        const state = !yourTurn ? "waiting" : legal ? "legal" : "illegal";
        const words = state === "waiting" ? "" : legal ? (mode === "dukal" ? " — part of a Dukal you may lead" : mode === "discard" ? " — may be discarded" : " — you may play it") : " — not allowed now";
        const b = h("button", {
          class: ["tt-g-hcard", `tt-g-${state}`, selected && "tt-g-selected", g.trump && "tt-g-trumpcard"], type: "button",
          "data-testid": `card-${key}`, "data-legal": legal ? "true" : "false", "data-key": key,
          "aria-label": `${cardName(card)}${g.trump ? " (trump)" : ""}${words}${selected ? ", selected" : ""}`,
          "aria-pressed": mode === "dukal" || mode === "discard" ? (selected ? "true" : "false") : undefined,
          title: `${cardName(card)}${g.trump ? " — trump" : ""}`,
          tabindex: -1,
          onclick: () => { focusKey = key; onCard(card, key); },
          onfocus: () => { focusKey = key; syncTabIndex(); },
        }, cardSvg(card, { size: 60, trump: g.trump, label: cardName(card) }));
        buttons.set(key, b);
        return b;
      });
      groups.push({ suit: g.suit, keys });
      return h("div", { class: ["tt-g-suit-row", g.trump && "tt-g-suit-trump", !g.cards.length && "tt-g-suit-void"], "data-suit": g.suit, "data-testid": `suit-${g.suit}` },
        h("div", { class: "tt-g-suit-label", title: g.order.title },
          suitEmblem(g.suit, { size: 26 }),
          h("span", { class: "tt-g-suit-name" }, g.title),
          h("span", { class: ["tt-g-order", g.order.reversed && "tt-g-order-rev"], title: g.order.title }, g.order.text),
          g.trump ? h("span", { class: "tt-g-trump-tag" }, "trump") : null),
        h("div", { class: "tt-g-suit-cards" }, cards.length ? cards : h("span", { class: "tt-g-void-note" }, "none")));
    });
    const n = order.length;
    replace(cols[0], n ? rows.slice(0, 5) : []);
    replace(cols[1], n ? rows.slice(5) : []);
    const dimmed = [...buttons.values()].some((b) => b.classList.contains("tt-g-illegal"));
    const who = view && view.seat === null ? `Your hand (Player ${seat})` : "Your hand";
    replace(legend, n ? [
      h("strong", {}, who), ` · ${n} ${n === 1 ? "card" : "cards"} · strongest first · `,
      h("span", { class: "tt-g-legend-item" }, h("span", { class: "tt-g-swatch tt-g-swatch-legal" }), yourTurn ? (mode === "dukal" ? " in a Dukal" : mode === "discard" ? " may discard" : " playable") : " wait for your turn"),
      dimmed ? h("span", { class: "tt-g-legend-item" }, h("span", { class: "tt-g-swatch tt-g-swatch-illegal" }), " not allowed now") : null,
    ] : [h("strong", {}, who), " is played out."]);
    el.classList.toggle("tt-g-hand-selecting", mode === "dukal" || mode === "discard");
    if (!buttons.has(focusKey)) focusKey = order.find((k) => buttons.get(k).classList.contains("tt-g-legal")) || order[0] || null;
    syncTabIndex();
    if (refocus && focusKey) buttons.get(focusKey).focus({ preventScroll: true });
  }

  function syncTabIndex() {
    for (const [k, b] of buttons) b.tabIndex = k === focusKey ? 0 : -1;
  }

  function focusOn(key) {
    if (!key || !buttons.has(key)) return false;
    focusKey = key;
    syncTabIndex();
    buttons.get(key).focus();
    return true;
  }

  /** Arrow keys: left / right through the hand, up / down to the previous / next suit. */
  function move(dir) {
    if (!order.length) return false;
    const cur = order.indexOf(focusKey);
    if (dir === "left" || dir === "right") {
      const i = cur < 0 ? 0 : Math.min(order.length - 1, Math.max(0, cur + (dir === "right" ? 1 : -1)));
      return focusOn(order[i]);
    }
    const filled = groups.filter((g) => g.keys.length);
    let gi = filled.findIndex((g) => g.keys.includes(focusKey));
    const pos = gi < 0 ? 0 : filled[gi].keys.indexOf(focusKey);
    gi = Math.min(filled.length - 1, Math.max(0, (gi < 0 ? 0 : gi) + (dir === "down" ? 1 : -1)));
    const keys = filled[gi].keys;
    return focusOn(keys[Math.min(pos, keys.length - 1)]);
  }

  return { el, update, move, focusOn, get focusKey() { return focusKey; } };
}
