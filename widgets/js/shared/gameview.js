// The frame every game table shares: the toolbar head (title, status, teacher badge,
// undo), the rules / log / keys panels, the error line, the plain display toggles, bot
// pacing, and the wiring to the model (batched renders, shortcuts, cleanup). A game's
// view builds its own table and controls into it. Python decides every rule, so
// nothing here knows a game: one copy keeps both tables behaving alike.
import { h } from "./dom.js";
import { listen, sendMsg, saveSettings, batched, showDisconnect } from "./model.js";
import { applyTheme } from "./theme.js";
import { createLogPanel } from "./log.js";
import { createErrorLine } from "./error.js";
import { createTabs } from "./tabs.js";
import { createRulesPanel } from "./rules.js";
import { bindKeys } from "./keys.js";
import { createPacer } from "./pacing.js";

/** Shortcuts every game binds alike (a game's keymap adds its own moves). */
export const FLOW_KEYS = { n: "next", u: "undo", w: "why", "?": "why" };

/** The Keys tab: `rows` are [key, what it does]. */
function keysHelp(rows) {
  return h("dl", { class: "tt-keys", "data-testid": "keys-help" }, rows.map(([k, d]) => [h("dt", {}, h("kbd", {}, k)), h("dd", {}, d)]));
}

/** Rules, log and keys panels. A rule chip anywhere opens the Rules tab on its rule, so
 *  `showRule` needs the tabs, which the game lays out later with `tabs()`. */
function createPanels(keyHelp) {
  let tabs = null;
  const rulesPanel = createRulesPanel();
  const showRule = (rule) => {
    tabs.select("rules");
    rulesPanel.highlight(rule);
  };
  const logPanel = createLogPanel({ onRule: showRule });
  const keysPanel = keysHelp(keyHelp);
  return {
    rulesPanel, logPanel, keysPanel, showRule,
    tabs(list, opts) {
      tabs = createTabs(list, opts);
      return tabs;
    },
  };
}

/** The left of the toolbar (title, live status, teacher badge) and the undo button. */
function createHead({ name, teacherText, send }) {
  const title = h("h2", { class: "tt-title", "data-testid": "title" }, name);
  const status = h("span", { class: "tt-status", "data-testid": "status", "aria-live": "polite" });
  const teacherBadge = h("span", { class: "tt-badge tt-badge-teacher", "data-testid": "teacher-badge", hidden: true }, teacherText);
  const undoButton = h("button", { class: "tt-btn", type: "button", "data-testid": "undo-button", title: "Undo your last move (U)", "aria-keyshortcuts": "U", onclick: () => send({ type: "undo" }) }, "↶ Undo");
  // The game's own tools (new game, settings) follow undo in the toolbar.
  const toolbar = (tools) => h("header", { class: "tt-toolbar" },
    h("div", { class: "tt-toolbar-main" }, title, status, teacherBadge),
    h("div", { class: "tt-toolbar-tools", role: "toolbar", "aria-label": "Game" }, undoButton, tools));
  function update(model, st, statusText) {
    title.textContent = model.get("title") || name;
    status.textContent = statusText;
    teacherBadge.hidden = !st.teacher;
    undoButton.disabled = !model.get("can_undo");
  }
  return { toolbar, update };
}

/** Display settings the browser writes (the one trait it may): each control registers
 *  how it follows the settings, so a render syncs them all in one call. */
export function createSettingControls(model) {
  const syncs = [];
  function toggle(key, label, testid) {
    const input = h("input", { type: "checkbox", "data-testid": testid, onchange: () => saveSettings(model, { [key]: input.checked }) });
    syncs.push((settings) => { input.checked = !!settings[key]; });
    return h("label", { class: "tt-toggle" }, input, " ", label);
  }
  function theme() {
    const select = h("select", { class: "tt-select", "data-testid": "theme-select", "aria-label": "Theme", onchange: () => saveSettings(model, { theme: select.value }) },
      h("option", { value: "auto" }, "Theme: auto"), h("option", { value: "light" }, "Light"), h("option", { value: "dark" }, "Dark"));
    syncs.push((settings) => { select.value = settings.theme || "auto"; });
    return select;
  }
  return { toggle, theme, sync: (settings) => syncs.forEach((f) => f(settings)) };
}

/** What every game's render reads from the model alike; a game adds its own fields. */
function baseState(model) {
  const settings = model.get("settings") || {};
  const botToMove = !!model.get("bot_to_move");
  return {
    view: model.get("view") || {},
    settings,
    seat: model.get("seat"),
    log: model.get("event_log") || [],
    seatInfo: model.get("seat_info") || [],
    teacher: !!model.get("reveal_all"),
    botToMove,
    showNext: botToMove && !!settings.step_mode,
    botReason: model.get("bot_reason") || "",
    botReasonSeat: model.get("bot_reason_seat"),
  };
}

/**
 * The shared parts of a game table. `game` names the root class (tt-<game>), `name` the
 * default title, `pacing` goes to createPacer (isHeld, delay). The game lays the parts
 * out, creates its root with `makeRoot`, then calls `start`.
 */
export function createGameFrame({ model, lesson = false, timers = globalThis, game, name, teacherText, keyHelp, pacing = {} }) {
  const send = (msg) => sendMsg(model, msg);
  const panels = createPanels(keyHelp);
  const errorLine = createErrorLine({ onRule: panels.showRule });
  const head = createHead({ name, teacherText, send });
  const settings = createSettingControls(model);
  const pacer = createPacer({ model, timers, ...pacing });
  let root = null;

  // Keyboard users reach the game through the root; Jupyter's own shortcuts stay out.
  function makeRoot(label, ...children) {
    root = h("div", {
      class: `tt-root tt-${game}`, tabindex: 0, "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true",
      "aria-label": label,
    }, children);
    return root;
  }

  /** Sync the shared parts to `st` (from `baseState` plus the game's fields). Pacing is
   *  left to the game's render, last, once it knows whether anything holds the bots. */
  function paint(st, statusText) {
    applyTheme(root, st.settings);
    head.update(model, st, statusText);
    settings.sync(st.settings);
    errorLine.update(model.get("error") || "", model.get("error_rule") || "");
    panels.logPanel.update(st.log, { seat: st.teacher ? null : st.seat });
    panels.rulesPanel.update(model.get("rules") || []);
  }

  /** Ask for the bot's move now (Next / N); false when no bot is to move. */
  function stepBot() {
    if (!model.get("bot_to_move")) return false;
    pacer.step();
    return true;
  }

  /** Show the root, re-render on trait changes (one render per tick), bind the keys. */
  function start({ el, traits, keymap, actions, render, next = stepBot, toggleWhy }) {
    el.append(root);
    const off = listen(model, traits, batched(render));
    const unwatch = showDisconnect(model, root);
    const unbindKeys = bindKeys(root, keymap, {
      ...actions,
      next: () => next(),
      undo: () => (model.get("can_undo") ? (send({ type: "undo" }), true) : false),
      why: () => (model.get("bot_reason") ? (toggleWhy(), true) : false),
    });
    render();
    return {
      root, render, showRule: panels.showRule,
      cleanup() {
        off();
        unwatch();
        unbindKeys();
        pacer.cancel();
        root.remove();
      },
    };
  }

  return {
    send, pacer, errorLine, settings, makeRoot, paint, stepBot, start,
    lessonDone: () => lesson && !!model.get("done"),
    baseState: () => baseState(model),
    toolbar: (...tools) => head.toolbar(tools),
    showRule: panels.showRule, tabs: panels.tabs,
    logPanel: panels.logPanel, rulesPanel: panels.rulesPanel, keysPanel: panels.keysPanel,
  };
}

/** An anywidget module for a table: mount it, hand back its cleanup. */
export function tableWidget(mount) {
  return {
    render({ model, el }) {
      const mounted = mount({ model, el });
      return () => mounted.cleanup();
    },
  };
}
