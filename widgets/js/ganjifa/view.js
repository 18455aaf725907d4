// Dashavatara Ganjifa's whole widget: toolbar (undo, a new deal by day or by night,
// display settings), the Table / Full rules / Log / Keys tabs, bot pacing and keyboard
// shortcuts. `mountGanjifa` is shared by the table widget and lessons; it returns its
// cleanup. Python decides every rule: clicks become messages, the view is redrawn.
import { h, replace } from "../shared/dom.js";
import { listen, sendMsg, saveSettings, batched } from "../shared/model.js";
import { applyTheme } from "../shared/theme.js";
import { createLogPanel } from "../shared/log.js";
import { createErrorLine } from "../shared/error.js";
import { createTabs } from "../shared/tabs.js";
import { createRulesPanel } from "../shared/rules.js";
import { bindKeys } from "../shared/keys.js";
import { createPacer } from "../shared/pacing.js";
import { createTable } from "./table.js";
import { createHand } from "./hand.js";
import { createControls } from "./controls.js";
import { cardSvg, sunSvg, moonSvg } from "./cards.js";
import {
  readLegal, matchDukal, discardState, owedBy, toggleSelection, statusLine, botDelay, groupHand,
  SPEEDS, speedFor, displayFilters, cardName, nameOf,
} from "./logic.js";

export const TRAITS = ["view", "legal", "log", "error", "error_rule", "settings", "bot_reason", "bot_reason_seat",
  "rules", "seat", "reveal_all", "seat_info", "bot_to_move", "can_undo", "title", "done"];

export const KEYMAP = {
  ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down",
  d: "dukal", l: "lead", x: "discard", Enter: "confirm", Escape: "escape",
  n: "next", u: "undo", w: "why", "?": "why",
};

const KEY_HELP = [
  ["← → ↑ ↓", "move across your cards (↑ ↓: previous / next suit)"],
  ["Enter or Space", "play the card in focus (in Dukal or discard mode: select it)"],
  ["D", "Dukal mode on / off"], ["L", "lead the selected Dukal"], ["X", "discard the selected cards"],
  ["Esc", "clear the selection"], ["N", "next AI move (step mode)"], ["U", "undo"], ["W or ?", "why did the AI play that?"],
];

export function mountGanjifa({ model, el, lesson = false, timers = globalThis }) {
  const lessonDone = () => lesson && !!model.get("done");
  const send = (msg) => sendMsg(model, msg);
  let dukalMode = false;
  let selection = new Set();
  let selectionMove = null;
  let chooserOpen = false;
  let displayOpen = false;
  let st = null;

  // -- parts -----------------------------------------------------------------------
  const rulesPanel = createRulesPanel();
  const tabsHolder = {};
  const showRule = (rule) => {
    tabsHolder.tabs.select("rules");
    rulesPanel.highlight(rule);
  };
  const logPanel = createLogPanel({ onRule: showRule });
  const help = h("dl", { class: "tt-keys", "data-testid": "keys-help" }, KEY_HELP.map(([k, d]) => [h("dt", {}, h("kbd", {}, k)), h("dd", {}, d)]));
  const table = createTable({ onRule: showRule });
  const hand = createHand({ onCard: (card, key) => clickCard(card, key) });
  const controls = createControls({
    onToggleDukal: () => toggleDukal(),
    onLeadDukal: () => leadDukal(),
    onDiscard: () => discard(),
    onClear: () => { selection = new Set(); render(); },
    onNext: () => next(),
  });
  const errorLine = createErrorLine({ onRule: showRule });
  const teacherHands = h("section", { class: "tt-g-teacher", "data-testid": "teacher-hands", hidden: true });
  const tablePanel = h("div", { class: "tt-g-play" }, table.el, controls.el, errorLine.el, hand.el, teacherHands);
  const tabs = createTabs([
    { id: "table", label: "Table", panel: tablePanel },
    { id: "rules", label: "Full rules", panel: rulesPanel.el },
    { id: "log", label: "Log", panel: logPanel.el },
    { id: "keys", label: "Keys", panel: help },
  ], { label: "Table, rules and log" });
  tabsHolder.tabs = tabs;

  const title = h("h2", { class: "tt-title", "data-testid": "title" }, "Dashavatara Ganjifa");
  const status = h("span", { class: "tt-status", "data-testid": "status", "aria-live": "polite" });
  const teacherBadge = h("span", { class: "tt-badge tt-badge-teacher", "data-testid": "teacher-badge", hidden: true }, "Teacher view: every hand shown");
  const undoButton = h("button", { class: "tt-btn", type: "button", "data-testid": "undo-button", title: "Undo your last move (U)", "aria-keyshortcuts": "U", onclick: () => send({ type: "undo" }) }, "↶ Undo");
  const newButton = h("button", { class: "tt-btn", type: "button", "data-testid": "new-game-button", "aria-expanded": "false", hidden: lesson, onclick: () => { chooserOpen = !chooserOpen; render(); } }, "New deal…");
  const displayButton = h("button", { class: "tt-btn", type: "button", "data-testid": "display-button", "aria-expanded": "false", onclick: () => { displayOpen = !displayOpen; render(); } }, "Display ⚙");
  const toolbar = h("header", { class: "tt-toolbar" },
    h("div", { class: "tt-toolbar-main" }, title, status, teacherBadge),
    h("div", { class: "tt-toolbar-tools", role: "toolbar", "aria-label": "Game" }, undoButton, newButton, displayButton));

  // New deal: day or night is chosen before the deal (ganjifa.day-night).
  const dayButton = h("button", { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "day-button", onclick: () => deal("day") }, sunSvg(26), " Day — Rama trumps");
  const nightButton = h("button", { class: "tt-btn tt-g-period-btn", type: "button", "data-testid": "night-button", onclick: () => deal("night") }, moonSvg(26), " Night — Krishna trumps");
  const cancelChooser = h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "chooser-cancel", onclick: () => { chooserOpen = false; render(); } }, "Cancel");
  const chooser = h("div", { class: "tt-g-chooser", "data-testid": "new-game-chooser", role: "group", "aria-label": "New deal: day or night", hidden: true },
    h("span", { class: "tt-g-chooser-q" }, "New deal — before the deal, choose day or night:"), dayButton, nightButton, cancelChooser);

  // Display settings (each saved to the settings trait, validated in Python).
  const themeSelect = h("select", { class: "tt-select", "data-testid": "theme-select", "aria-label": "Theme", onchange: () => saveSettings(model, { theme: themeSelect.value }) },
    h("option", { value: "auto" }, "Theme: auto"), h("option", { value: "light" }, "Light"), h("option", { value: "dark" }, "Dark"));
  const speedSelect = h("select", { class: "tt-select", "data-testid": "speed-select", "aria-label": "Speed of the AI players", onchange: () => saveSettings(model, { bot_delay_ms: SPEEDS.find((sp) => sp.id === speedSelect.value).ms }) },
    SPEEDS.map((sp) => h("option", { value: sp.id }, `Speed: ${sp.label}`)));
  const toggle = (key, label, testid) => {
    const input = h("input", { type: "checkbox", "data-testid": testid, onchange: () => saveSettings(model, { [key]: input.checked }) });
    return [input, h("label", { class: "tt-toggle" }, input, " ", label)];
  };
  const [stepInput, stepLabel] = toggle("step_mode", "Step mode", "step-toggle");
  const [hcInput, hcLabel] = toggle("high_contrast", "High contrast", "contrast-toggle");
  const slider = (key, label, testid) => {
    const value = h("output", { class: "tt-g-slider-value" }, "50%");
    const input = h("input", {
      type: "range", min: 0, max: 100, step: 5, "data-testid": testid, "aria-label": label,
      oninput: () => { value.textContent = `${input.value}%`; preview(key, Number(input.value)); },
      onchange: () => saveSettings(model, { [key]: Number(input.value) }),
    });
    return { input, value, el: h("label", { class: "tt-g-slider" }, h("span", {}, label), input, value) };
  };
  const sliders = {
    contrast: slider("contrast", "Contrast", "contrast-slider"),
    grain: slider("grain", "Grain", "grain-slider"),
    color_temperature: slider("color_temperature", "Colour temperature", "temperature-slider"),
  };
  const displayPanel = h("div", { class: "tt-g-display", "data-testid": "display-settings", role: "group", "aria-label": "Display settings", hidden: true },
    themeSelect, hcLabel, speedSelect, stepLabel, sliders.contrast.el, sliders.grain.el, sliders.color_temperature.el);

  const root = h("div", {
    class: "tt-root tt-ganjifa", tabindex: 0, "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true",
    "aria-label": "Dashavatara Ganjifa. Keys: arrows move across your cards, Enter plays, D Dukal mode, N next, U undo.",
  }, toolbar, chooser, displayPanel, tabs.el);
  el.append(root);

  const pacer = createPacer({ model, timers, delay: botDelay });

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

  function next() {
    if (!model.get("bot_to_move")) return false;
    pacer.step();
    return true;
  }

  function preview(key, value) {
    applyDisplay({ ...(model.get("settings") || {}), [key]: value });
  }

  function applyDisplay(settings) {
    const f = displayFilters(settings);
    root.style.setProperty("--tt-g-contrast", f.contrast);
    root.style.setProperty("--tt-g-grain", f.grain);
    root.style.setProperty("--tt-g-tint", f.tint);
    const ms = Number.isFinite(settings.bot_delay_ms) ? settings.bot_delay_ms : 700;
    root.style.setProperty("--tt-g-anim", `${ms === 0 ? 0 : Math.min(450, Math.max(120, Math.round(ms * 0.4)))}ms`);
  }

  // -- render ----------------------------------------------------------------------
  function state() {
    const view = model.get("view") || {};
    const settings = model.get("settings") || {};
    const seat = model.get("seat");
    const legal = lessonDone() ? [] : model.get("legal") || [];
    const info = readLegal(legal);
    if (selectionMove !== view.move_number) {
      selectionMove = view.move_number;
      selection = new Set();
      dukalMode = false;
    }
    if (dukalMode && !info.canDukal) dukalMode = false;
    const mode = info.canDiscard ? "discard" : dukalMode ? "dukal" : info.canPlay ? "play" : "idle";
    const owed = mode === "discard" ? owedBy(view, seat) : 0;
    const botToMove = !!model.get("bot_to_move");
    return {
      view, settings, seat, legal, info, mode, owed, selection,
      log: model.get("log") || [],
      seatInfo: model.get("seat_info") || [],
      teacher: !!model.get("reveal_all"),
      botToMove,
      showNext: botToMove && !!settings.step_mode,
      botReason: model.get("bot_reason") || "",
      botReasonSeat: model.get("bot_reason_seat"),
    };
  }

  function render() {
    st = state();
    const { view, settings } = st;
    applyTheme(root, settings);
    applyDisplay(settings);
    title.textContent = model.get("title") || "Dashavatara Ganjifa";
    status.textContent = statusLine({ view, seat: st.seat, seatInfo: st.seatInfo, legal: st.legal, botToMove: st.botToMove, stepMode: !!settings.step_mode, done: lessonDone() });
    teacherBadge.hidden = !st.teacher;
    undoButton.disabled = !model.get("can_undo");
    const over = !!view.is_over;
    chooser.hidden = lesson || !(chooserOpen || over);
    cancelChooser.hidden = over;
    newButton.setAttribute("aria-expanded", chooser.hidden ? "false" : "true");
    dayButton.classList.toggle("tt-g-current", view.period === "day");
    nightButton.classList.toggle("tt-g-current", view.period === "night");
    displayPanel.hidden = !displayOpen;
    displayButton.setAttribute("aria-expanded", displayOpen ? "true" : "false");
    themeSelect.value = settings.theme || "auto";
    speedSelect.value = speedFor(settings.bot_delay_ms);
    stepInput.checked = !!settings.step_mode;
    hcInput.checked = !!settings.high_contrast;
    for (const [key, sl] of Object.entries(sliders)) {
      const v = Number.isFinite(settings[key]) ? settings[key] : 50;
      if (globalThis.document?.activeElement !== sl.input) sl.input.value = String(v);
      sl.value.textContent = `${v}%`;
    }
    root.classList.toggle("tt-g-teacher-view", st.teacher);
    table.update(st);
    controls.update(st);
    hand.update(st);
    renderTeacher();
    errorLine.update(model.get("error") || "", model.get("error_rule") || "");
    logPanel.update(st.log, { seat: st.teacher ? null : st.seat });
    rulesPanel.update(model.get("rules") || []);
    pacer.update();
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

  const schedule = batched(render);
  const off = listen(model, TRAITS, schedule);
  const unbindKeys = bindKeys(root, KEYMAP, {
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
    next: () => next(),
    undo: () => (model.get("can_undo") ? (send({ type: "undo" }), true) : false),
    why: () => (model.get("bot_reason") ? (controls.toggleWhy(), true) : false),
  });
  render();

  return {
    root, render, showRule,
    cleanup() {
      off();
      unbindKeys();
      pacer.cancel();
      root.remove();
    },
  };
}
