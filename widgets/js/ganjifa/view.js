// Dashavatara Ganjifa's whole widget: toolbar (undo, a new deal by day or by night,
// display settings), the Table / Full rules / Log / Keys tabs, bot pacing and keyboard
// shortcuts. `mountGanjifa` is shared by the table widget and lessons; it returns its
// cleanup. Python decides every rule: clicks become messages, the view is redrawn.
import { h, replace, keep } from "../shared/dom.js";
import { createGameFrame, FLOW_KEYS, TABLE_TRAITS } from "../shared/gameview.js";
import { createTable } from "./table.js";
import { createHand } from "./hand.js";
import { createControls } from "./controls.js";
import { createDisplay } from "./display.js";
import { cardSvg, sunSvg, moonSvg } from "./cards.js";
import {
  readLegal,
  matchDukal,
  discardState,
  owedBy,
  toggleSelection,
  statusLine,
  botDelay,
  groupHand,
  cardName,
  nameOf,
} from "./logic.js";

export const TRAITS = [...TABLE_TRAITS, "reversed_suits"];

export const KEYMAP = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
  j: "nextLegal",
  d: "dukal",
  l: "lead",
  x: "discard",
  Enter: "confirm",
  Escape: "escape",
  ...FLOW_KEYS,
};

// [key, what it does]: a key with words in it ("Enter or Space") is a ui id too.
const KEY_HELP = [
  ["← → ↑ ↓", "ui.ganjifa.key.move"],
  ["ui.ganjifa.keys.play", "ui.ganjifa.key.play"],
  ["D", "ui.ganjifa.key.dukal"],
  ["L", "ui.ganjifa.key.lead"],
  ["X", "ui.ganjifa.key.discard"],
  ["Esc", "ui.ganjifa.key.clear"],
  ["J", "ui.ganjifa.key.next-legal"],
  ["N", "ui.ganjifa.key.next"],
  ["U", "ui.key.undo"],
  ["ui.keys.why", "ui.ganjifa.key.why"],
];

/** The game's table front end (a lesson mounts it too: widgets/js/games.generated.js). */
export const mount = (args) => mountGanjifa(args);

export function mountGanjifa({ model, el, lesson = false, timers = globalThis }) {
  let dukalMode = false;
  let selection = new Set();
  let selectionMove = null;
  let chooserOpen = false;
  let st = null;
  // The AI's pause grows after a trick, so the finished trick can be read.
  const frame = createGameFrame({
    model,
    lesson,
    timers,
    game: "ganjifa",
    name: "Dashavatara Ganjifa",
    teacherText: "ui.ganjifa.teacher",
    keyHelp: KEY_HELP,
    pacing: { delay: botDelay },
  });
  const { send } = frame;

  // -- parts -----------------------------------------------------------------------
  const table = createTable({ onRule: frame.showRule });
  const hand = createHand({ onCard: (card, key) => clickCard(card, key) });
  const controls = createControls({
    onToggleDukal: () => toggleDukal(),
    onLeadDukal: () => leadDukal(),
    onDiscard: () => discard(),
    onClear: () => {
      selection = new Set();
      render();
    },
    onNext: () => frame.stepBot(),
  });
  const teacherHands = h("section", { class: "tt-g-teacher", "data-testid": "teacher-hands", hidden: true });
  const tablePanel = h("div", { class: "tt-g-play" }, table.el, controls.el, frame.errorLine.el, hand.el, teacherHands);
  const tabs = frame.tabs(
    [
      { id: "table", label: "ui.tab.table", panel: tablePanel },
      { id: "rules", label: "ui.tab.full-rules", panel: frame.rulesPanel.el },
      { id: "log", label: "ui.tab.log", panel: frame.logPanel.el },
      { id: "keys", label: "ui.tab.keys", panel: frame.keysPanel },
    ],
    { label: "ui.ganjifa.tabs" },
  );

  const label = frame.label;
  const newButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "new-game-button",
      "aria-expanded": "false",
      hidden: lesson,
      onclick: () => {
        chooserOpen = !chooserOpen;
        render();
      },
    }),
    { text: "ui.ganjifa.new-deal" },
  );
  const display = createDisplay({ model, getRoot: () => root });
  const toolbar = frame.toolbar(newButton, frame.displayMenu(display.controls));

  // New deal: day or night is chosen before the deal (ganjifa.day-night).
  const dayButton = h(
    "button",
    { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "day-button", onclick: () => deal("day") },
    sunSvg(26),
    " ",
    label(h("span", {}), { text: "ui.ganjifa.deal-day" }),
  );
  const nightButton = h(
    "button",
    { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "night-button", onclick: () => deal("night") },
    moonSvg(26),
    " ",
    label(h("span", {}), { text: "ui.ganjifa.deal-night" }),
  );
  const cancelChooser = label(
    h("button", {
      class: "tt-btn tt-btn-quiet",
      type: "button",
      "data-testid": "chooser-cancel",
      onclick: () => {
        chooserOpen = false;
        render();
      },
    }),
    { text: "ui.cancel" },
  );
  const chooser = label(
    h(
      "div",
      { class: "tt-g-chooser", "data-testid": "new-game-chooser", role: "group", hidden: true },
      label(h("span", { class: "tt-g-chooser-q" }), { text: "ui.ganjifa.chooser" }),
      dayButton,
      nightButton,
      cancelChooser,
    ),
    { "aria-label": "ui.ganjifa.chooser-label" },
  );

  // Skip link: Tab's first stop, straight to the card in focus in your hand.
  const skip = label(
    h("a", {
      class: "tt-skip",
      href: "#",
      "data-testid": "skip-link",
      onclick: (ev) => {
        ev.preventDefault();
        tabs.select("table");
        hand.focus();
      },
    }),
    { text: "ui.skip-to-hand" },
  );
  const root = frame.makeRoot("ui.ganjifa.root", skip, toolbar, chooser, tabs.el);

  // -- actions -------------------------------------------------------------------------
  function clickCard(card, key) {
    if (st.mode === "discard") {
      selection = toggleSelection(selection, key, st.owed);
      render();
      return;
    }
    if (st.mode === "dukal") {
      selection = toggleSelection(selection, key);
      render();
      return;
    }
    // Any card is sent, legal or not: the engine refuses an illegal one, citing its rule.
    send({ type: "act", action: { kind: "play", card: { suit: card.suit, rank: card.rank } } });
  }

  function toggleDukal() {
    if (!dukalMode && !(st && st.info.canDukal)) return false;
    dukalMode = !dukalMode;
    selection = new Set();
    render();
    return true;
  }

  function selectedCards() {
    const hand = (st.view.hands || [])[st.seat] || [];
    return hand.filter((c) => selection.has(`${c.suit}-${c.rank}`)).map((c) => ({ suit: c.suit, rank: c.rank }));
  }

  function leadDukal() {
    if (st.mode !== "dukal") return false;
    const hit = matchDukal(selection, st.info.dukals);
    if (!hit) return false;
    send({ type: "act", action: { kind: "dukal", cards: hit.cards.map((c) => ({ suit: c.suit, rank: c.rank })) } });
    return true;
  }

  function discard() {
    if (st.mode !== "discard" || !discardState(selection, st.owed).ready) return false;
    send({ type: "act", action: { kind: "discard", cards: selectedCards() } });
    return true;
  }

  function deal(period) {
    chooserOpen = false;
    send({ type: "new_game", period });
    render();
  }

  // -- render ----------------------------------------------------------------------
  // A new move clears the selection; Dukal mode lasts only while a Dukal may be led.
  function state() {
    const base = frame.baseState();
    const { view, seat } = base;
    const legal = frame.lessonDone() ? [] : model.get("legal") || [];
    const info = readLegal(legal);
    if (selectionMove !== view.move_number) {
      selectionMove = view.move_number;
      selection = new Set();
      dukalMode = false;
    }
    if (dukalMode && !info.canDukal) dukalMode = false;
    const mode = info.canDiscard ? "discard" : dukalMode ? "dukal" : info.canPlay ? "play" : "idle";
    const owed = mode === "discard" ? owedBy(view, seat) : 0;
    // ganjifa.rank's reversed suits: Python's (GanjifaTable.reversed_suits)
    const reversedSuits = model.get("reversed_suits") || [];
    return { ...base, legal, info, mode, owed, selection, reversedSuits };
  }

  // The chooser opens on request, and on its own once the deal is over (not in lessons).
  function renderChooser(view) {
    const over = !!view.is_over;
    chooser.hidden = lesson || !(chooserOpen || over);
    cancelChooser.hidden = over;
    newButton.setAttribute("aria-expanded", chooser.hidden ? "false" : "true");
    dayButton.classList.toggle("tt-g-current", view.period === "day");
    nightButton.classList.toggle("tt-g-current", view.period === "night");
  }

  function render() {
    st = state();
    const { view, settings } = st;
    frame.paint(
      st,
      statusLine({
        view,
        seat: st.seat,
        seatInfo: st.seatInfo,
        legal: st.legal,
        botToMove: st.botToMove,
        stepMode: !!settings.step_mode,
        done: frame.lessonDone(),
        tr: st.tr,
      }),
    );
    display.update(root, settings, st.tr);
    renderChooser(view);
    root.classList.toggle("tt-g-teacher-view", st.teacher);
    table.update(st);
    controls.update(st);
    hand.update(st);
    renderTeacher();
    frame.pacer.update(); // last, as in every game: after the state is settled
  }

  // The teacher's view of the other hands: a hand is drawn again only when it changed.
  const teacherDrawn = new Map(); // seat -> {sig, el}
  const teacherTitle = h("h3");
  function renderTeacher() {
    const hands = st.view.hands || [];
    const others = [0, 1, 2].filter((s) => s !== st.seat && Array.isArray(hands[s]));
    teacherHands.hidden = !others.length;
    if (!others.length) {
      teacherDrawn.clear();
      return replace(teacherHands);
    }
    const { tr } = st;
    const blocks = others.map((s) => {
      const name = nameOf(st.seatInfo, s, st.seat, tr);
      const sig = JSON.stringify([tr.lang, name, hands[s]]);
      const was = teacherDrawn.get(s);
      if (was && was.sig === sig) return was.el;
      const block = h(
        "div",
        { class: "tt-g-teacher-hand", "data-testid": `teacher-hand-${s}` },
        h("strong", {}, tr("ui.ganjifa.teacher-hand", { name, n: hands[s].length })),
        h(
          "div",
          { class: "tt-g-mini" },
          groupHand(hands[s])
            .filter((g) => g.cards.length)
            .map((g) =>
              h(
                "span",
                { class: "tt-g-mini-group" },
                g.cards.map((c) => cardSvg(c, { size: 34, label: cardName(c, tr) })),
              ),
            ),
        ),
      );
      teacherDrawn.set(s, { sig, el: block });
      return block;
    });
    const title = tr("ui.ganjifa.teacher-hands");
    if (teacherTitle.textContent !== title) teacherTitle.textContent = title;
    keep(teacherHands, [teacherTitle, ...blocks]);
  }

  return frame.start({
    el,
    traits: TRAITS,
    keymap: KEYMAP,
    render,
    toggleWhy: () => controls.toggleWhy(),
    actions: {
      left: () => hand.move("left"),
      right: () => hand.move("right"),
      nextLegal: () => hand.nextLegal(),
      up: () => hand.move("up"),
      down: () => hand.move("down"),
      dukal: () => toggleDukal(),
      lead: () => leadDukal(),
      discard: () => discard(),
      confirm: () => (st.mode === "dukal" ? leadDukal() : st.mode === "discard" ? discard() : false),
      escape: () => {
        if (!selection.size && !dukalMode) return false;
        selection = new Set();
        dukalMode = false;
        render();
        return true;
      },
    },
  });
}
