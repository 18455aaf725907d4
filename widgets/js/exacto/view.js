// Exacto's whole widget: toolbar, table, raise controls, error line, log / rules tabs,
// bot pacing and keyboard shortcuts. `mountExacto` is shared by the table widget and
// lessons; it returns its cleanup.
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
import { createControls } from "./controls.js";
import { revealKey, revealSummary, statusLine } from "./logic.js";

export const TRAITS = ["view", "legal", "log", "error", "error_rule", "settings", "bot_reason", "bot_reason_seat",
  "rules", "seat", "reveal_all", "seat_info", "bot_to_move", "can_undo", "hint", "title", "done"];

export const KEYMAP = {
  l: "liar", e: "exacto", Enter: "bid", ArrowUp: "up", "+": "up", ArrowDown: "down", "-": "down",
  ArrowRight: "faceUp", ArrowLeft: "faceDown",
  1: "face1", 2: "face2", 3: "face3", 4: "face4", 5: "face5", 6: "face6",
  n: "next", u: "undo", w: "why", "?": "why",
};

const KEY_HELP = [
  ["L", "call LIAR"], ["E", "call EXACTO"], ["Enter", "make the selected bid"], ["↑ / ↓ or + / −", "more / fewer dice"],
  ["2 … 6 or ← / →", "pick the face"], ["N", "next bot move / continue after a reveal"], ["U", "undo"], ["W or ?", "why did the bot do that?"],
];

export function mountExacto({ model, el, lesson = false, timers = globalThis }) {
  const lessonDone = () => lesson && !!model.get("done");
  const send = (msg) => sendMsg(model, msg);
  let ackKey = null;
  let firstRender = true;
  let curtainSeat = null;
  let lastSeat = null;

  // -- parts -----------------------------------------------------------------------
  const rulesPanel = createRulesPanel();
  const tabsHolder = {};
  const showRule = (rule) => {
    tabsHolder.tabs.select("rules");
    rulesPanel.highlight(rule);
  };
  const logPanel = createLogPanel({ onRule: showRule });
  const help = h("dl", { class: "tt-keys", "data-testid": "keys-help" }, KEY_HELP.map(([k, d]) => [h("dt", {}, h("kbd", {}, k)), h("dd", {}, d)]));
  const tabs = createTabs([
    { id: "log", label: "Log", panel: logPanel.el },
    { id: "rules", label: "Rules", panel: rulesPanel.el },
    { id: "keys", label: "Keys", panel: help },
  ], { label: "Log and rules" });
  tabsHolder.tabs = tabs;
  const table = createTable({ onRule: showRule, onContinue: () => acknowledge() });
  const controls = createControls({ send, onNext: () => next() });
  const errorLine = createErrorLine({ onRule: showRule });

  const title = h("h2", { class: "tt-title", "data-testid": "title" }, "Exacto");
  const status = h("span", { class: "tt-status", "data-testid": "status", "aria-live": "polite" });
  const teacherBadge = h("span", { class: "tt-badge tt-badge-teacher", "data-testid": "teacher-badge", hidden: true }, "Teacher view: all dice shown");
  const undoButton = h("button", { class: "tt-btn", type: "button", "data-testid": "undo-button", title: "Undo your last move (U)", "aria-keyshortcuts": "U", onclick: () => send({ type: "undo" }) }, "↶ Undo");
  const newButton = h("button", { class: "tt-btn", type: "button", "data-testid": "new-game-button", hidden: lesson, onclick: () => send({ type: "new_game" }) }, "New game");
  const toggle = (key, label, testid) => {
    const input = h("input", { type: "checkbox", "data-testid": testid, onchange: () => saveSettings(model, { [key]: input.checked }) });
    return [input, h("label", { class: "tt-toggle" }, input, " ", label)];
  };
  const [oddsInput, oddsLabel] = toggle("show_probability", "Odds", "probability-toggle");
  const [stepInput, stepLabel] = toggle("step_mode", "Step mode", "step-toggle");
  const [hcInput, hcLabel] = toggle("high_contrast", "High contrast", "contrast-toggle");
  const themeSelect = h("select", { class: "tt-select", "data-testid": "theme-select", "aria-label": "Theme", onchange: () => saveSettings(model, { theme: themeSelect.value }) },
    h("option", { value: "auto" }, "Theme: auto"), h("option", { value: "light" }, "Light"), h("option", { value: "dark" }, "Dark"));
  const toolbar = h("header", { class: "tt-toolbar" },
    h("div", { class: "tt-toolbar-main" }, title, status, teacherBadge),
    h("div", { class: "tt-toolbar-tools", role: "toolbar", "aria-label": "Game" }, undoButton, newButton, oddsLabel, stepLabel, hcLabel, themeSelect));

  const curtainName = h("strong", {});
  const curtain = h("div", { class: "tt-curtain", "data-testid": "curtain", hidden: true },
    h("div", {}, "Pass the screen to ", curtainName, "."),
    h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "curtain-show", onclick: () => { curtainSeat = null; render(); } }, "Show my dice"));

  const playArea = h("div", { class: "tt-play" }, table.el, curtain, controls.el, errorLine.el);
  const side = h("aside", { class: "tt-side" }, tabs.el);
  const root = h("div", {
    class: "tt-root tt-exacto", tabindex: 0, "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true",
    "aria-label": "Exacto game. Keys: L liar, E exacto, Enter bid, arrows change quantity, 2 to 6 pick face, N next.",
  }, toolbar, h("div", { class: "tt-main" }, playArea, side));
  el.append(root);

  // -- reveal and pacing ---------------------------------------------------------
  const revealing = () => {
    const view = model.get("view") || {};
    const key = revealKey(view.last_reveal);
    return !!key && key !== ackKey;
  };
  const pacer = createPacer({ model, timers, isHeld: () => revealing() || curtainSeat !== null });

  function acknowledge() {
    ackKey = revealKey((model.get("view") || {}).last_reveal);
    render();
    root.focus({ preventScroll: true });
  }

  function next() {
    if (revealing()) {
      ackKey = revealKey((model.get("view") || {}).last_reveal);
      if (model.get("bot_to_move") && (model.get("settings") || {}).step_mode) pacer.step();
      render();
      return true;
    }
    if (!model.get("bot_to_move")) return false;
    pacer.step();
    return true;
  }

  // -- render --------------------------------------------------------------------
  function state() {
    const view = model.get("view") || {};
    const settings = model.get("settings") || {};
    const seat = model.get("seat");
    const reveal = view.last_reveal || null;
    if (firstRender) {
      // Show an existing reveal only if it just happened (no bid yet in the new round).
      const fresh = reveal && (view.is_over || (!view.bid && view.round === reveal.round + 1));
      if (!fresh) ackKey = revealKey(reveal);
      firstRender = false;
    }
    if (!reveal) ackKey = null;
    const isRevealing = revealing();
    const botToMove = !!model.get("bot_to_move");
    return {
      view, settings, seat, reveal,
      legal: isRevealing || curtainSeat !== null ? [] : model.get("legal") || [],
      log: model.get("log") || [],
      hint: model.get("hint") || {},
      showOdds: !!settings.show_probability,
      seatInfo: model.get("seat_info") || [],
      teacher: !!model.get("reveal_all"),
      revealing: isRevealing,
      summary: isRevealing ? revealSummary(model.get("log"), reveal) : null,
      botToMove,
      showNext: botToMove && (!!settings.step_mode || isRevealing),
      botReason: model.get("bot_reason") || "",
      botReasonSeat: model.get("bot_reason_seat"),
    };
  }

  function render() {
    const st = state();
    applyTheme(root, st.settings);
    const humans = st.seatInfo.filter((x) => !x.bot).length;
    if (lastSeat !== null && st.seat !== lastSeat && humans > 1) curtainSeat = st.seat;
    lastSeat = st.seat;
    curtain.hidden = curtainSeat === null;
    replace(curtainName, `Mage ${st.seat}`);
    root.classList.toggle("tt-curtained", curtainSeat !== null);
    title.textContent = model.get("title") || "Exacto";
    status.textContent = statusLine({ view: st.view, seat: st.seat, seatInfo: st.seatInfo, botToMove: st.botToMove, legal: st.legal, revealing: st.revealing, stepMode: !!st.settings.step_mode, done: lessonDone() });
    teacherBadge.hidden = !st.teacher;
    undoButton.disabled = !model.get("can_undo");
    oddsInput.checked = st.showOdds;
    stepInput.checked = !!st.settings.step_mode;
    hcInput.checked = !!st.settings.high_contrast;
    themeSelect.value = st.settings.theme || "auto";
    table.update(st);
    controls.update(st);
    errorLine.update(model.get("error") || "", model.get("error_rule") || "");
    logPanel.update(st.log, { seat: st.teacher ? null : st.seat });
    rulesPanel.update(model.get("rules") || []);
    pacer.update();
  }

  const schedule = batched(render);
  const off = listen(model, TRAITS, schedule);
  const unbindKeys = bindKeys(root, KEYMAP, {
    liar: () => controls.call("liar"),
    exacto: () => controls.call("exacto"),
    bid: () => controls.bid(),
    up: () => controls.stepQuantity(+1),
    down: () => controls.stepQuantity(-1),
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((f) => [`face${f}`, () => controls.chooseFace(f)])),
    faceUp: () => controls.nextFace(+1),
    faceDown: () => controls.nextFace(-1),
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
