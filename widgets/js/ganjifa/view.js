// Dashavatara Ganjifa's whole widget: toolbar (undo, a new deal by day or by night,
// display settings), the Table / Full rules / Log / Keys tabs, bot pacing and keyboard
// shortcuts. `mountGanjifa` is shared by the table widget and lessons; it returns its
// cleanup. Python decides every rule: clicks become messages, the view is redrawn.
import { h, replace } from "../shared/dom.js";
import { createGameFrame, FLOW_KEYS } from "../shared/gameview.js";
import { createTable } from "./table.js";
import { createHand } from "./hand.js";
import { createControls } from "./controls.js";
import { createDisplay } from "./display.js";
import { cardSvg, sunSvg, moonSvg } from "./cards.js";
import {
  readLegal, matchDukal, discardState, owedBy, toggleSelection, statusLine, botDelay, groupHand, cardName, nameOf,
} from "./logic.js";

export const TRAITS = ["view", "legal", "event_log", "error", "error_rule", "settings", "bot_reason", "bot_reason_seat",
  "rules", "seat", "reveal_all", "seat_info", "bot_to_move", "can_undo", "title", "done"];

export const KEYMAP = {
  ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down",
  d: "dukal", l: "lead", x: "discard", Enter: "confirm", Escape: "escape",
  ...FLOW_KEYS,
};

const KEY_HELP = [
  ["← → ↑ ↓", "move across your cards (↑ ↓: previous / next suit)"],
  ["Enter or Space", "play the card in focus (in Dukal or discard mode: select it)"],
  ["D", "Dukal mode on / off"], ["L", "lead the selected Dukal"], ["X", "discard the selected cards"],
  ["Esc", "clear the selection"], ["N", "next AI move (step mode)"], ["U", "undo"], ["W or ?", "why did the AI play that?"],
];

export function mountGanjifa({ model, el, lesson = false, timers = globalThis }) {
  let dukalMode = false;
  let selection = new Set();
  let selectionMove = null;
  let chooserOpen = false;
  let st = null;
  // The AI's pause grows after a trick, so the finished trick can be read.
  const frame = createGameFrame({
    model, lesson, timers, game: "ganjifa", name: "Dashavatara Ganjifa", teacherText: "Teacher view: every hand shown", keyHelp: KEY_HELP,
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
    onClear: () => { selection = new Set(); render(); },
    onNext: () => frame.stepBot(),
  });
  const teacherHands = h("section", { class: "tt-g-teacher", "data-testid": "teacher-hands", hidden: true });
  const tablePanel = h("div", { class: "tt-g-play" }, table.el, controls.el, frame.errorLine.el, hand.el, teacherHands);
  const tabs = frame.tabs([
    { id: "table", label: "Table", panel: tablePanel },
    { id: "rules", label: "Full rules", panel: frame.rulesPanel.el },
    { id: "log", label: "Log", panel: frame.logPanel.el },
    { id: "keys", label: "Keys", panel: frame.keysPanel },
  ], { label: "Table, rules and log" });

  const newButton = h("button", { class: "tt-btn", type: "button", "data-testid": "new-game-button", "aria-expanded": "false", hidden: lesson, onclick: () => { chooserOpen = !chooserOpen; render(); } }, "New deal…");
  const display = createDisplay({ model, settings: frame.settings, onToggle: () => render(), getRoot: () => root });
  const toolbar = frame.toolbar(newButton, display.button);

  // New deal: day or night is chosen before the deal (ganjifa.day-night).
  const dayButton = h("button", { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "day-button", onclick: () => deal("day") }, sunSvg(26), " Day — Rama trumps");
  const nightButton = h("button", { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "night-button", onclick: () => deal("night") }, moonSvg(26), " Night — Krishna trumps");
  const cancelChooser = h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "chooser-cancel", onclick: () => { chooserOpen = false; render(); } }, "Cancel");
  const chooser = h("div", { class: "tt-g-chooser", "data-testid": "new-game-chooser", role: "group", "aria-label": "New deal: day or night", hidden: true },
    h("span", { class: "tt-g-chooser-q" }, "New deal — before the deal, choose day or night:"), dayButton, nightButton, cancelChooser);

  const root = frame.makeRoot("Dashavatara Ganjifa. Keys: arrows move across your cards, Enter plays, D Dukal mode, N next, U undo.",
    toolbar, chooser, display.panel, tabs.el);

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
    return { ...base, legal, info, mode, owed, selection };
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
    frame.paint(st, statusLine({ view, seat: st.seat, seatInfo: st.seatInfo, legal: st.legal, botToMove: st.botToMove, stepMode: !!settings.step_mode, done: frame.lessonDone() }));
    display.update(root, settings);
    renderChooser(view);
    root.classList.toggle("tt-g-teacher-view", st.teacher);
    table.update(st);
    controls.update(st);
    hand.update(st);
    renderTeacher();
    frame.pacer.update(); // last, as in every game: after the state is settled
  }

  function renderTeacher() {
    const hands = st.view.hands || [];
    const others = [0, 1, 2].filter((s) => s !== st.seat && Array.isArray(hands[s]));
    teacherHands.hidden = !others.length;
    if (!others.length) return replace(teacherHands);
    replace(teacherHands, h("h3", {}, "Teacher view: the AI players' hands"), others.map((s) => h("div", { class: "tt-g-teacher-hand", "data-testid": `teacher-hand-${s}` },
      h("strong", {}, `${nameOf(st.seatInfo, s, st.seat)} (${hands[s].length})`),
      h("div", { class: "tt-g-mini" }, groupHand(hands[s]).filter((g) => g.cards.length).map((g) => h("span", { class: "tt-g-mini-group" },
        g.cards.map((c) => cardSvg(c, { size: 34, trump: c.suit === st.view.trump, label: cardName(c) }))))))));
  }

  return frame.start({
    el, traits: TRAITS, keymap: KEYMAP, render, toggleWhy: () => controls.toggleWhy(),
    actions: {
      left: () => hand.move("left"),
      right: () => hand.move("right"),
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
