// Siggil's whole widget: toolbar, the sigil drawn from its layout (available cards
// highlighted, the cascade told step by step), the free spirits, your hand, every
// player's sets with the spirits on them, the captures your hand allows (listed, or made
// by selecting cards and clicking a spirit), solo discard and release, the hot-seat
// curtain, the flow row (Next, Why?), error line, log / rules / keys tabs and bot pacing.
// Python decides every rule: a wrong selection is sent and refused with its rule.
import { h, replace } from "../shared/dom.js";
import { createGameFrame, FLOW_KEYS, seatName, TABLE_TRAITS } from "../shared/gameview.js";
import { createFlow } from "../shared/flow.js";
import { cardSvg, cardsWords } from "./cards.js";
import { captureWords, displaySigil, selectionAction, statusLine } from "./logic.js";
import { createSigil } from "./sigil.js";
import { createCascade } from "./cascade.js";
import { createCurtain } from "../shared/curtain.js";

export const TRAITS = [...TABLE_TRAITS, "sigil_layout", "cascade", "curtain"];

export const KEYMAP = {
  ArrowLeft: "left",
  ArrowUp: "left",
  ArrowRight: "right",
  ArrowDown: "right",
  Enter: "pick",
  p: "pass",
  x: "clear",
  r: "ready",
  1: "c1",
  2: "c2",
  3: "c3",
  4: "c4",
  5: "c5",
  6: "c6",
  7: "c7",
  8: "c8",
  9: "c9",
  ...FLOW_KEYS,
};

const KEY_HELP = [
  ["← →", "ui.siggil.key.arrows"],
  ["Enter", "ui.siggil.key.enter"],
  ["1…9", "ui.siggil.key.capture"],
  ["P", "ui.siggil.key.pass"],
  ["X", "ui.siggil.key.clear"],
  ["R", "ui.siggil.key.ready"],
  ["N", "ui.siggil.key.next"],
  ["U", "ui.key.undo"],
  ["ui.keys.why", "ui.siggil.key.why"],
];

/** The game's table front end (a lesson mounts it too: widgets/js/games.generated.js). */
export const mount = (args) => mountSiggil(args);

export function mountSiggil({ model, el, lesson = false, timers = globalThis }) {
  let cascade = null; // the cascade display holds the bots while it is told
  const frame = createGameFrame({
    model,
    lesson,
    timers,
    game: "siggil",
    name: "Siggil",
    teacherText: "ui.siggil.teacher",
    keyHelp: KEY_HELP,
    pacing: { isHeld: () => !!cascade && cascade.running() },
  });
  const { send, settings, label } = frame;
  const act = (action) => send({ type: "act", action });

  const tabs = frame.logRulesKeysTabs("ui.siggil.tabs");
  const newButton = frame.newGameButton();
  const everyToggle = settings.toggle("show_every_option", "ui.siggil.every-option", "every-option-toggle");
  everyToggle.hidden = lesson;
  const toolbar = frame.toolbar(newButton, frame.displayMenu(everyToggle));

  // -- the table ------------------------------------------------------------------------
  const info = h("div", { class: "tt-sg-info", "data-testid": "info" });
  let state = null;
  const sigil = createSigil({ onPick: (p) => pickCard(p) });
  const freeRow = h("div", { class: "tt-sg-free", "data-testid": "free-spirits", role: "group" });
  const seats = h("div", { class: "tt-sg-seats", "data-testid": "seats" });

  // -- your hand and what it allows --------------------------------------------------------
  const handCards = h("div", { class: "tt-sg-hand-cards", role: "group" });
  const handTitle = label(h("strong", {}), { text: "ui.siggil.hand" });
  const hand = h("div", { class: "tt-sg-hand", "data-testid": "hand" }, handTitle, handCards);
  const selectedLine = h("div", { class: "tt-sg-selected", "data-testid": "selection" });
  const clearButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "clear-selection",
      "aria-keyshortcuts": "X",
      onclick: () => clearSelection(),
    }),
    { text: "ui.siggil.clear" },
  );
  const captureList = h("ol", { class: "tt-sg-captures", "data-testid": "captures" });
  const capturesTitle = label(h("strong", {}), { text: "ui.siggil.captures" });
  const passButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "pass-button",
      "aria-keyshortcuts": "P",
      onclick: () => act({ kind: "pass" }),
    }),
    { text: "ui.siggil.pass", title: "ui.siggil.pass-title" },
  );
  const capturePanel = h(
    "div",
    { class: "tt-sg-capture", "data-testid": "capture-panel", role: "group" },
    capturesTitle,
    captureList,
    h("div", { class: "tt-sg-select-row" }, selectedLine, clearButton, passButton),
  );
  const releasePrompt = h("strong", { "data-testid": "release-prompt" });
  const releaseButtons = h("span", { class: "tt-sg-release-buttons" });
  const releasePanel = h(
    "div",
    { class: "tt-sg-release", "data-testid": "release", role: "group", hidden: true },
    releasePrompt,
    " ",
    releaseButtons,
  );

  const flow = createFlow({
    onNext: () => next(),
    nextTitle: "ui.siggil.next-title",
    whyTitle: "ui.siggil.why-title",
    nameOf: (info, s, _you, tr) => seatName(info, s, tr),
  });
  cascade = createCascade({ label, timers, onChange: () => render() });
  const curtain = createCurtain({
    label,
    onReady: () => send({ type: "ready" }),
    words: { title: "ui.siggil.curtain", note: "ui.siggil.curtain-note", ready: "ui.siggil.ready" },
  });
  const controls = h("div", { class: "tt-controls", "data-testid": "controls" }, releasePanel, hand, capturePanel, flow.els);
  const table = h("div", { class: "tt-sg-table", "data-testid": "siggil-table" }, info, sigil.el, freeRow, seats);
  const playArea = h("div", { class: "tt-play" }, curtain.el, curtain.banner, cascade.el, table, controls, frame.errorLine.el);
  const side = h("aside", { class: "tt-side" }, tabs.el);
  frame.makeRoot("ui.siggil.root", toolbar, h("div", { class: "tt-main" }, playArea, side));

  // -- selection: hand cards chosen for a capture, and your own set to extend -----------------
  let selected = []; // indices into your hand
  let base = null; // your bare set to extend (recapture), or null
  let selectionKey = "";
  function clearSelection() {
    if (!selected.length && base === null) return false;
    selected = [];
    base = null;
    render();
    return true;
  }
  const next = () => (cascade.running() ? cascade.advance() : frame.stepBot());

  function myTurn(st) {
    return !!(st.legal || []).length;
  }
  function pickCard(p) {
    const st = state;
    if (!st || !myTurn(st)) return;
    act({ kind: st.view.phase === "discard" ? "discard" : "take", position: p });
  }
  function onSpirit(k) {
    const st = state;
    const cards = selected.map((i) => ((st.view.hands || [])[st.seat] || [])[i]).filter(Boolean);
    act(selectionAction(st.view, cards, k, base));
  }
  const captureKey = (i) => () => {
    const b = captureList.querySelectorAll("button")[i];
    return b && !b.disabled ? (b.click(), true) : false;
  };
  const press = (button) => () => (button.hidden || button.disabled ? false : (button.click(), true));

  // -- render ------------------------------------------------------------------------------
  function spiritButton(st, k, testid, enabled, title) {
    return h(
      "button",
      {
        class: "tt-btn tt-sg-spirit-btn",
        type: "button",
        "data-testid": testid,
        "data-spirit": k,
        disabled: !enabled,
        title,
        onclick: () => onSpirit(k),
      },
      cardSvg({ family: k, number: k, spirit: true }, st.tr, { height: 48 }),
      " ",
      st.tr("ui.siggil.spirit", { k }),
    );
  }

  function renderInfo(st) {
    const { view, tr } = st;
    const solo = view.players === 1;
    const discard = view.discard || [];
    replace(
      info,
      h("span", { "data-testid": "goal" }, tr("ui.siggil.goal", { goal: view.goal ?? 0, size: view.set_size ?? 0 })),
      solo
        ? [
            " · ",
            h("span", { "data-testid": "discard-pile" }, tr("ui.siggil.discard-pile", { n: discard.length })),
            " · ",
            h(
              "span",
              { "data-testid": "lost-spirits" },
              tr("ui.siggil.lost", {
                spirits: (view.lost_spirits || []).length
                  ? (view.lost_spirits || []).map((k) => tr("ui.siggil.spirit", { k })).join(", ")
                  : tr("ui.siggil.none"),
              }),
            ),
          ]
        : null,
    );
  }

  function renderFree(st, capturing) {
    const { view, tr } = st;
    const free = view.free_spirits || [];
    const title = tr(selected.length ? "ui.siggil.capture-title" : "ui.siggil.select-first");
    replace(
      freeRow,
      h("strong", {}, tr("ui.siggil.free")),
      " ",
      free.length
        ? free.map((k) => spiritButton(st, k, `free-spirit-${k}`, capturing && (selected.length > 0 || st.every), title))
        : h("em", {}, tr("ui.siggil.none")),
    );
  }

  function renderSeats(st, capturing) {
    const { view, tr, seat } = st;
    const out = [];
    for (let s = 0; s < (view.players || 0); s++) {
      const info = st.seatInfo.find((x) => x.seat === s) || {};
      const sets = (view.sets || [])[s] || [];
      const setEls = sets.map((set, i) => {
        const mine = s === seat;
        const spirit = set.spirit;
        const chosen = mine && base === i;
        const cards = h(
          "span",
          { class: "tt-sg-set-cards" },
          set.cards.map((c) => cardSvg(c, tr, { height: 44 })),
        );
        let mark;
        if (spirit === null || spirit === undefined) {
          mark =
            mine && capturing
              ? h(
                  "button",
                  {
                    class: "tt-btn tt-sg-base",
                    type: "button",
                    "data-testid": `extend-${i}`,
                    "aria-pressed": chosen ? "true" : "false",
                    title: tr("ui.siggil.extend-title"),
                    onclick: () => {
                      base = base === i ? null : i;
                      render();
                    },
                  },
                  tr("ui.siggil.extend"),
                )
              : h("em", {}, tr("ui.siggil.set-bare"));
        } else if (!mine && view.players > 1) {
          mark = spiritButton(
            st,
            spirit,
            `held-spirit-${spirit}`,
            capturing && (selected.length > 0 || st.every),
            tr(selected.length ? "ui.siggil.steal-title" : "ui.siggil.select-first"),
          );
        } else {
          mark = h(
            "span",
            { class: "tt-sg-held", "data-testid": `held-spirit-${spirit}`, "data-spirit": spirit },
            cardSvg({ family: spirit, number: spirit, spirit: true }, tr, { height: 44 }),
            " ",
            tr("ui.siggil.spirit", { k: spirit }),
          );
        }
        return h(
          "div",
          { class: `tt-sg-set${chosen ? " tt-sg-chosen" : ""}`, "data-testid": `set-${s}-${i}` },
          tr("ui.siggil.set", { n: i + 1 }),
          " ",
          cards,
          " ",
          mark,
        );
      });
      out.push(
        h(
          "section",
          {
            class: `tt-sg-seat${s === view.current_player ? " tt-sg-to-move" : ""}`,
            "data-testid": `seat-${s}`,
            "data-current": s === view.current_player ? "true" : "false",
          },
          h(
            "div",
            { class: "tt-sg-seat-head" },
            h("strong", {}, seatName(st.seatInfo, s, tr)),
            s === seat ? [" ", h("span", { class: "tt-badge" }, tr("ui.siggil.you"))] : null,
            info.bot ? [" ", h("span", { class: "tt-badge" }, tr("ui.siggil.bot", { bot: info.bot }))] : null,
            " · ",
            h("span", { "data-testid": `held-${s}` }, tr("ui.siggil.held", { n: (view.spirits_held || [])[s] ?? 0, goal: view.goal ?? 0 })),
            view.players > 1
              ? [" · ", h("span", { "data-testid": `hand-size-${s}` }, tr("ui.siggil.hand-size", { n: (view.hand_sizes || [])[s] ?? 0 }))]
              : null,
          ),
          h("div", { class: "tt-sg-sets", "data-testid": `sets-${s}` }, setEls.length ? setEls : h("em", {}, tr("ui.siggil.no-sets"))),
        ),
      );
    }
    replace(seats, out);
  }

  function renderHand(st, capturing) {
    const { view, tr, seat } = st;
    const cards = (view.hands || [])[seat] || [];
    const key = JSON.stringify([cards, view.move_number]);
    if (key !== selectionKey) {
      selectionKey = key;
      selected = [];
      base = null;
    }
    handTitle.hidden = !cards.length; // "Your hand is empty." says it alone
    replace(
      handCards,
      cards.length
        ? cards.map((c, i) => {
            const on = selected.includes(i);
            return h(
              "button",
              {
                class: `tt-btn tt-sg-hand-card${on ? " tt-sg-selected-card" : ""}`,
                type: "button",
                "data-testid": `hand-${i}`,
                "data-card": `${c.family}-${c.number}`,
                "aria-pressed": on ? "true" : "false",
                disabled: !capturing,
                title: tr("ui.siggil.select-title"),
                onclick: () => {
                  selected = on ? selected.filter((j) => j !== i) : [...selected, i];
                  render();
                },
              },
              cardSvg(c, tr, { height: 64 }),
            );
          })
        : h("em", {}, tr("ui.siggil.hand-empty")),
    );
    const chosen = selected.map((i) => cards[i]).filter(Boolean);
    selectedLine.textContent = chosen.length ? tr("ui.siggil.selected", { cards: cardsWords(chosen, tr) }) : tr("ui.siggil.select-hint");
    clearButton.disabled = !chosen.length && base === null;
  }

  function renderCaptures(st, capturing) {
    const { view, tr } = st;
    const nameOf = (s) => seatName(st.seatInfo, s, tr);
    const listed = (st.legal || []).filter((a) => a.kind === "capture" || a.kind === "steal" || a.kind === "recapture");
    capturePanel.hidden = !capturing && !(view.phase === "capture" && view.current_player === st.seat);
    replace(
      captureList,
      listed.length
        ? listed.map((a, i) =>
            h(
              "li",
              {},
              h(
                "button",
                {
                  class: "tt-btn tt-sg-capture-btn",
                  type: "button",
                  "data-testid": `capture-${i}`,
                  "data-kind": a.kind,
                  "data-spirit": a.spirit,
                  "aria-keyshortcuts": i < 9 ? String(i + 1) : undefined,
                  onclick: () => act(a),
                },
                i < 9 ? h("kbd", {}, String(i + 1)) : null,
                " ",
                captureWords(a, view, tr, nameOf),
              ),
            ),
          )
        : h("li", { class: "tt-sg-none" }, h("em", {}, tr("ui.siggil.captures-none"))),
    );
    passButton.disabled = !(st.legal || []).some((a) => a.kind === "pass");
  }

  function renderRelease(st) {
    // siggil.solo-limit: the newcomer stays; the buttons are the three that were waiting
    // when it came (one decision per spirit freed, so several may follow one move)
    const releases = (st.legal || []).filter((a) => a.kind === "release");
    releasePanel.hidden = !releases.length;
    const newcomer = (st.view.arrival || {}).spirit;
    releasePrompt.textContent = newcomer ? st.tr("ui.siggil.release-prompt", { spirit: st.tr("ui.siggil.spirit", { k: newcomer }) }) : "";
    replace(
      releaseButtons,
      releases.map((a) =>
        h(
          "button",
          { class: "tt-btn", type: "button", "data-testid": `release-${a.spirit}`, onclick: () => act(a) },
          st.tr("ui.siggil.release", { spirit: st.tr("ui.siggil.spirit", { k: a.spirit }) }),
        ),
      ),
    );
  }

  function readState() {
    const st = frame.baseState();
    const legal = model.get("legal") || [];
    return {
      ...st,
      legal,
      curtain: model.get("curtain") || {},
      cascade: model.get("cascade") || {},
      layout: model.get("sigil_layout") || {},
      every: !!st.settings.show_every_option && legal.length > 0,
      done: frame.lessonDone(),
    };
  }

  let first = true;
  function render() {
    const st = readState();
    state = st;
    cascade.update(st, first);
    first = false;
    const behind = curtain.update(st);
    const status = behind
      ? st.tr("ui.status.curtain", { name: seatName(st.seatInfo, st.curtain.seat, st.tr) })
      : cascade.statusText(st) || statusLine(st);
    frame.paint(st, status);
    table.hidden = controls.hidden = behind;
    if (behind) {
      replace(handCards, []); // nobody's hand stays in the page, not even hidden
      cascade.el.hidden = true;
      return frame.pacer.update();
    }
    const { view } = st;
    const phase = view.phase;
    const turn = myTurn(st) && !cascade.running();
    const capturing = turn && (phase === "capture" || st.every);
    const picking = turn && (phase === "take" || phase === "discard" || st.every);
    const present = new Set((view.sigil || []).map((x, p) => (x ? p : null)).filter((p) => p !== null));
    sigil.update({
      layout: st.layout,
      sigil: displaySigil(view.sigil, cascade.pending()),
      available: cascade.running() ? [] : view.available,
      fresh: cascade.fresh(),
      clickable: st.every ? present : null,
      tr: st.tr,
      active: picking,
      label: st.tr(phase === "discard" && picking ? "ui.siggil.sigil-discard" : "ui.siggil.sigil"),
    });
    renderInfo(st);
    renderFree(st, capturing);
    renderSeats(st, capturing);
    renderHand(st, capturing);
    renderCaptures(st, capturing);
    renderRelease(st);
    hand.hidden = view.hands && (view.hands[st.seat] === null || view.hands[st.seat] === undefined);
    flow.update(st, st.botToMove ? st.tr("ui.thinking", { name: seatName(st.seatInfo, view.current_player, st.tr) }) : "");
    frame.pacer.update();
  }

  const pickKey = () => sigil.pick();
  return frame.start({
    el,
    traits: TRAITS,
    keymap: KEYMAP,
    render,
    toggleWhy: () => flow.toggleWhy(),
    stops: [cascade.cancel],
    next,
    actions: {
      left: () => sigil.move(-1),
      right: () => sigil.move(1),
      pick: pickKey,
      pass: press(passButton),
      clear: () => clearSelection(),
      ready: () => curtain.ready(),
      c1: captureKey(0),
      c2: captureKey(1),
      c3: captureKey(2),
      c4: captureKey(3),
      c5: captureKey(4),
      c6: captureKey(5),
      c7: captureKey(6),
      c8: captureKey(7),
      c9: captureKey(8),
    },
  });
}
