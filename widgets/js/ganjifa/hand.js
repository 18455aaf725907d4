// Your hand: forty round cards grouped by avatar, strongest first, in two columns — the
// five suits whose numbers run reversed (1 high) and the five that run 10 high. Legal
// cards (from Python's legal list) stand out, the others are dimmed; a click is passed
// on as it is (an illegal card is sent anyway, so the engine refuses it citing the rule).
import { h, replace, keep, setAttrs } from "../shared/dom.js";
import { cardSvg, suitEmblem } from "./cards.js";
import { groupHand, cardKey, cardName, suitName, orderTag } from "./logic.js";

export function createHand({ onCard }) {
  const cols = [h("div", { class: "tt-g-hand-col" }), h("div", { class: "tt-g-hand-col" })];
  const legend = h("div", { class: "tt-g-hand-legend" });
  const el = h(
    "section",
    { class: "tt-g-hand", "data-testid": "hand", role: "group" },
    legend,
    h("div", { class: "tt-g-hand-cols" }, cols),
  );
  let order = []; // flattened card keys, in display order
  let groups = []; // [{suit, keys}]
  let focusKey = null;
  let buttons = new Map();
  // What is drawn stays drawn: a card's button (and its SVG) is made once per card and
  // language, a suit's row once per suit, language and trump; an update only sets what
  // changed on them (a card's state, the cards in a row). Redrawing forty SVG cards at
  // every move was most of a click's time (bench/click_latency.py).
  const drawn = new Map(); // card key -> {b, lang}
  const rows = new Map(); // suit -> {row, box, sig}

  function cardButton(card, key, tr) {
    let c = drawn.get(key);
    if (!c || c.lang !== tr.lang) {
      const b = h(
        "button",
        {
          class: "tt-g-hcard",
          type: "button",
          "data-testid": `card-${key}`,
          "data-key": key,
          tabindex: -1,
          onclick: () => {
            focusKey = key;
            onCard(card, key);
          },
          onfocus: () => {
            focusKey = key;
            syncTabIndex();
          },
        },
        cardSvg(card, { size: 36, label: cardName(card, tr) }),
      );
      c = { b, lang: tr.lang };
      drawn.set(key, c);
    }
    return c.b;
  }

  function suitRow(g, tr) {
    const sig = `${tr.lang}|${g.trump ? 1 : 0}|${g.cards.length ? 1 : 0}|${g.reversed ? 1 : 0}`;
    let r = rows.get(g.suit);
    if (!r || r.sig !== sig) {
      const tag = orderTag(g, tr);
      const box = h("div", { class: "tt-g-suit-cards" });
      const row = h(
        "div",
        {
          class: ["tt-g-suit-row", g.trump && "tt-g-suit-trump", !g.cards.length && "tt-g-suit-void"],
          "data-suit": g.suit,
          "data-testid": `suit-${g.suit}`,
        },
        h(
          "div",
          { class: "tt-g-suit-label", title: tag.title },
          suitEmblem(g.suit, { size: 26 }),
          h("span", { class: "tt-g-suit-name" }, suitName(g.suit, tr)),
          h("span", { class: ["tt-g-order", tag.reversed && "tt-g-order-rev"], title: tag.title }, tag.text),
          g.trump ? h("span", { class: "tt-g-trump-tag" }, tr("ui.ganjifa.trump-tag")) : null,
        ),
        box,
      );
      r = { row, box, sig };
      rows.set(g.suit, r);
    }
    return r;
  }

  function update(st) {
    const { view, seat, mode, info, selection, tr, reversedSuits } = st;
    setAttrs(el, { "aria-label": tr("ui.ganjifa.your-hand") });
    const hand = view && Array.isArray(view.hands) ? view.hands[seat] : null;
    const refocus = buttons.size && [...buttons.values()].some((b) => b === globalThis.document?.activeElement);
    const grouped = groupHand(hand || [], view?.trump, reversedSuits);
    buttons = new Map();
    order = [];
    groups = [];
    const yourTurn = info.canPlay || info.canDiscard || info.canDukal;
    const selecting = mode === "dukal" || mode === "discard";
    const rowEls = grouped.map((g) => {
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
        const name = cardName(card, tr);
        const b = cardButton(card, key, tr);
        setAttrs(b, {
          class: ["tt-g-hcard", `tt-g-${state}`, selected && "tt-g-selected", g.trump && "tt-g-trumpcard"].filter(Boolean).join(" "),
          "data-legal": legal ? "true" : "false",
          "aria-label": tr("ui.ganjifa.hand-card", {
            card: name,
            trump: g.trump ? "yes" : "no",
            selected: selected ? "yes" : "no",
            state: state === "waiting" ? "waiting" : !legal ? "illegal" : selecting ? mode : "play",
          }),
          "aria-pressed": selecting ? (selected ? "true" : "false") : null,
          title: tr("ui.ganjifa.hand-card-title", { card: name, trump: g.trump ? "yes" : "no" }),
        });
        buttons.set(key, b);
        return b;
      });
      groups.push({ suit: g.suit, keys });
      const r = suitRow(g, tr);
      if (cards.length) keep(r.box, cards);
      else if (!r.box.firstChild) replace(r.box, h("span", { class: "tt-g-void-note" }, tr("ui.ganjifa.void")));
      return r.row;
    });
    for (const key of drawn.keys()) if (!buttons.has(key)) drawn.delete(key);
    const n = order.length;
    // A full hand takes one suit a row beside the table; a small one (late in a deal, in a
    // lesson) folds into two columns of five suits, half as tall (every lesson fits one screen).
    const two = n > 0 && n <= 16;
    keep(cols[0], n ? (two ? rowEls.slice(0, 5) : rowEls) : []);
    keep(cols[1], two ? rowEls.slice(5) : []);
    el.classList.toggle("tt-g-hand-two", two);
    const dimmed = [...buttons.values()].some((b) => b.classList.contains("tt-g-illegal"));
    const mine = (st.seatInfo || []).find((x) => x.seat === seat);
    const who = h(
      "strong",
      {},
      view && view.seat === null
        ? tr("ui.ganjifa.hand-of", { name: mine && mine.name ? mine.name : tr("ui.ganjifa.player", { seat }) })
        : tr("ui.ganjifa.your-hand"),
    );
    replace(
      legend,
      n
        ? [
            who,
            " · ",
            tr("ui.ganjifa.hand-count", { n }),
            " · ",
            h(
              "span",
              { class: "tt-g-legend-item" },
              h("span", { class: "tt-g-swatch tt-g-swatch-legal" }),
              " ",
              tr("ui.ganjifa.legend", { state: yourTurn ? (selecting ? mode : "play") : "waiting" }),
            ),
            dimmed
              ? h(
                  "span",
                  { class: "tt-g-legend-item" },
                  h("span", { class: "tt-g-swatch tt-g-swatch-illegal" }),
                  " ",
                  tr("ui.ganjifa.legend", { state: "illegal" }),
                )
              : null,
          ]
        : tr.parts("ui.ganjifa.hand-empty", { who }),
    );
    el.classList.toggle("tt-g-hand-selecting", selecting);
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

  /** J: on to the next playable card after the one in focus (round the hand), so a
   *  keyboard user never steps through forty cards to find the two that may be played. */
  function nextLegal() {
    const legal = order.filter((k) => buttons.get(k).classList.contains("tt-g-legal"));
    if (!legal.length) return false;
    const cur = order.indexOf(focusKey);
    return focusOn(legal.find((k) => order.indexOf(k) > cur) || legal[0]);
  }

  /** Focus the card that has the roving focus (the skip link lands here). */
  const focus = () => focusOn(focusKey);

  return {
    el,
    update,
    move,
    nextLegal,
    focus,
    focusOn,
    get focusKey() {
      return focusKey;
    },
  };
}
