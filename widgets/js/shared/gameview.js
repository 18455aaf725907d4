// The frame every game table shares: the toolbar head (title, status, teacher badge,
// undo), the rules / log / keys panels, the error line, the plain display toggles, bot
// pacing, and the wiring to the model (batched renders, shortcuts, cleanup). A game's
// view builds its own table and controls into it. Python decides every rule, so
// nothing here knows a game: one copy keeps both tables behaving alike.
import { h, replace } from "./dom.js";
import { listen, sendMsg, batched, showDisconnect, createLogStore, viewOf } from "./model.js";
import { labeller, translator } from "./i18n.js";
import { createSettingControls } from "./settings.js";
import { applyTheme } from "./theme.js";
import { createLogPanel } from "./log.js";
import { createErrorLine } from "./error.js";
import { createTabs } from "./tabs.js";
import { createRulesPanel } from "./rules.js";
import { bindKeys } from "./keys.js";
import { createPacer } from "./pacing.js";
import { createTeacherPanel } from "./teacher.js";
import { createEndPanel } from "./endpanel.js";

/** Shortcuts every game binds alike (a game's keymap adds its own moves). */
export const FLOW_KEYS = { n: "next", u: "undo", w: "why", "?": "why" };

/** The traits every table redraws on (GameWidget's); a game's TRAITS adds its own. */
export const TABLE_TRAITS = [
  "view",
  "view_seldom",
  "legal",
  "error",
  "error_rule",
  "error_count",
  "settings",
  "bot_reason",
  "bot_reason_seat",
  "rules",
  "seat",
  "reveal_all",
  "seat_info",
  "bot_to_move",
  "can_undo",
  "title",
  "done",
  "strings",
];

export { createSettingControls };

/** A seat's name as Python wrote it (seat_info), else "Seat N". */
export function seatName(seatInfo, s, tr) {
  const info = (seatInfo || []).find((x) => x.seat === s);
  return info && info.name ? info.name : tr("ui.seat", { seat: s });
}

/** The Keys tab: `rows` are [key, what it does] — a key is written as it is on the
 *  keyboard, or is a ui id when it has words ("W or ?"); what it does is a ui id. */
function createKeysHelp(rows) {
  const el = h("dl", { class: "tt-keys", "data-testid": "keys-help" });
  let shown = null;
  function update(tr) {
    if (shown === tr.strings && el.firstChild) return;
    shown = tr.strings;
    const word = (k) => (k.startsWith("ui.") ? tr(k) : k);
    replace(
      el,
      rows.map(([k, d]) => [h("dt", {}, h("kbd", {}, word(k))), h("dd", {}, tr(d))]),
    );
  }
  return { el, update };
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
  const keysHelp = createKeysHelp(keyHelp);
  return {
    rulesPanel,
    logPanel,
    keysHelp,
    keysPanel: keysHelp.el,
    showRule,
    tabs(list, opts) {
      tabs = createTabs(list, opts);
      return tabs;
    },
    get currentTabs() {
      return tabs;
    },
  };
}

/** Two or more people at one screen (hot-seat): undo may take back another person's move,
 *  so its tooltip says so (GameWidget._undo_target). */
const sharedScreen = (model) => (model.get("seat_info") || []).filter((s) => !s.bot).length > 1;

/** The left of the toolbar (title, live status, teacher badge) and the undo button. */
function createHead({ model, name, teacherText, send, label, language }) {
  const title = h("h2", { class: "tt-title", "data-testid": "title" }, name);
  const status = h("span", { class: "tt-status", "data-testid": "status", "aria-live": "polite" });
  const teacherBadge = label(h("span", { class: "tt-badge tt-badge-teacher", "data-testid": "teacher-badge", hidden: true }), {
    text: teacherText,
  });
  const undoButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "undo-button",
      "aria-keyshortcuts": "U",
      onclick: () => send({ type: "undo" }),
    }),
    { text: "ui.undo", title: (tr) => tr(sharedScreen(model) ? "ui.undo-title-shared" : "ui.undo-title") },
  );
  // The game's own tools (new game, settings) follow undo in the toolbar; the language last.
  const toolbar = (tools) =>
    h(
      "header",
      { class: "tt-toolbar" },
      h("div", { class: "tt-toolbar-main" }, title, status, teacherBadge),
      label(h("div", { class: "tt-toolbar-tools", role: "toolbar" }, undoButton, tools, language), { "aria-label": "ui.toolbar" }),
    );
  function update(model, st, statusText) {
    title.textContent = model.get("title") || name;
    status.textContent = statusText;
    teacherBadge.hidden = !st.teacher;
    undoButton.disabled = !model.get("can_undo");
  }
  return { toolbar, update };
}

/** Display ⚙: the game's own display `extras` (every option, the AI's speed...), then the
 *  settings every table has (step mode, high contrast, theme), folded into one menu under
 *  one button, so that every game's toolbar stays one line at notebook width alike. */
function createDisplayMenu({ settings, label, extras }) {
  let open = false;
  const panel = label(
    h(
      "div",
      { class: "tt-settings-body", "data-testid": "display-settings", role: "group", hidden: true },
      extras,
      settings.toggle("step_mode", "ui.step-mode", "step-toggle"),
      settings.toggle("high_contrast", "ui.high-contrast", "contrast-toggle"),
      settings.theme(),
    ),
    { "aria-label": "ui.display" },
  );
  const button = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "display-button",
      "aria-expanded": "false",
      onclick: () => setOpen(!open),
    }),
    { text: "ui.display" },
  );
  function setOpen(value) {
    open = value;
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  }
  return h("div", { class: "tt-settings", "data-testid": "settings" }, button, panel);
}

/** What every game's render reads from the model alike; a game adds its own fields.
 *  `tr` gives the words in the learner's language (shared/i18n.js); `log` is the game log
 *  the page holds (createLogStore). */
function baseState(model, logStore) {
  const settings = model.get("settings") || {};
  const botToMove = !!model.get("bot_to_move");
  return {
    tr: translator(model),
    view: viewOf(model),
    settings,
    seat: model.get("seat"),
    log: logStore.entries,
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
 * default title, `teacherText` (a ui id) the teacher badge, `keyHelp` the Keys tab's rows,
 * `pacing` goes to createPacer (isHeld, delay). The game lays the parts out, creates its
 * root with `makeRoot`, then calls `start`. Every word is a ui id, worded on each paint.
 */
export function createGameFrame({ model, lesson = false, timers = globalThis, game, name, teacherText, keyHelp, pacing = {} }) {
  const send = (msg) => sendMsg(model, msg);
  const label = labeller();
  const panels = createPanels(keyHelp);
  const errorLine = createErrorLine({ onRule: panels.showRule });
  const settings = createSettingControls(model);
  const head = createHead({ model, name, teacherText, send, label, language: settings.language() });
  const pacer = createPacer({ model, timers, ...pacing });
  const logStore = createLogStore(model);
  const teacherPanel = createTeacherPanel({ model, send, settings, label, lesson });
  const endPanel = createEndPanel({ send, onRule: panels.showRule, lesson });
  let root = null;

  // Keyboard users reach the game through the root; Jupyter's own shortcuts stay out.
  // `rootLabel` is a ui id (the game and its keys, for screen readers). The teacher panel
  // (hidden on a student's table) goes right under the toolbar, in every game alike, and
  // the end panel under it, outside every game's own table.
  function makeRoot(rootLabel, ...children) {
    const parts = children.flat();
    const bar = parts.findIndex((part) => part && part.classList && part.classList.contains("tt-toolbar"));
    parts.splice(bar + 1, 0, teacherPanel.el, endPanel.el);
    root = label(
      h(
        "div",
        {
          class: `tt-root tt-${game}`,
          tabindex: 0,
          "data-lm-suppress-shortcuts": "true",
          "data-p-suppress-shortcuts": "true",
        },
        parts,
      ),
      { "aria-label": rootLabel },
    );
    return root;
  }

  /** Sync the shared parts to `st` (from `baseState` plus the game's fields). Pacing is
   *  left to the game's render, last, once it knows whether anything holds the bots. */
  function paint(st, statusText) {
    const { tr } = st;
    applyTheme(root, st.settings);
    root.classList.toggle("tt-projector", !!st.settings.projector);
    teacherPanel.update(st);
    root.lang = tr.lang;
    label.apply(tr);
    head.update(model, st, statusText);
    settings.sync(st.settings);
    if (panels.currentTabs) panels.currentTabs.relabel(tr);
    panels.keysHelp.update(tr);
    errorLine.update(model.get("error") || "", model.get("error_rule") || "", model.get("error_count") || 0);
    panels.logPanel.update(st.log, { seat: st.teacher ? null : st.seat, tr, nameOf: (s) => seatName(st.seatInfo, s, tr) });
    panels.rulesPanel.update(model.get("rules") || []);
    endPanel.update(model.get("end") || {}, tr);
  }

  /** Ask for the bot's move now (Next / N); false when no bot is to move. */
  function stepBot() {
    if (!model.get("bot_to_move")) return false;
    pacer.step();
    return true;
  }

  /** Show the root, re-render on trait changes and log messages (one render per tick), ask
   *  Python for the log, bind the keys. `stops`: the game's own timers to cancel on cleanup
   *  (a Reveal or cascade being told), so nothing fires into a removed widget. */
  function start({ el, traits, keymap, actions, render, next = stepBot, toggleWhy, stops = [] }) {
    el.append(root);
    const soon = batched(render);
    const off = listen(model, [...traits, "teacher", "end"], soon);
    logStore.onChange = soon;
    logStore.sync();
    const unwatch = showDisconnect(model, root);
    const unbindKeys = bindKeys(root, keymap, {
      ...actions,
      next: () => next(),
      undo: () => (model.get("can_undo") ? (send({ type: "undo" }), true) : false),
      why: () => (model.get("bot_reason") ? (toggleWhy(), true) : false),
    });
    render();
    return {
      root,
      render,
      showRule: panels.showRule,
      cleanup() {
        off();
        logStore.stop();
        unwatch();
        unbindKeys();
        pacer.cancel();
        for (const stop of stops) stop();
        root.remove();
      },
    };
  }

  return {
    send,
    pacer,
    errorLine,
    settings,
    makeRoot,
    paint,
    stepBot,
    start,
    label,
    lessonDone: () => lesson && !!model.get("done"),
    /** Is the end panel up (the game over, or a lesson done)? */
    ended: () => !!(model.get("end") || {}).title,
    baseState: () => baseState(model, logStore),
    toolbar: (...tools) => head.toolbar(tools),
    /** The Display ⚙ menu for the toolbar, `extras` (the game's own settings) first. */
    displayMenu: (...extras) => createDisplayMenu({ settings, label, extras }),
    showRule: panels.showRule,
    tabs: panels.tabs,
    /** The Log, Rules and Keys tabs most tables show beside the play (`tabsLabel`: a ui id). */
    logRulesKeysTabs: (tabsLabel) =>
      panels.tabs(
        [
          { id: "log", label: "ui.tab.log", panel: panels.logPanel.el },
          { id: "rules", label: "ui.tab.rules", panel: panels.rulesPanel.el },
          { id: "keys", label: "ui.tab.keys", panel: panels.keysPanel },
        ],
        { label: tabsLabel },
      ),
    /** New game, dealt by Python (hidden in a lesson, which starts from its own position). */
    newGameButton: () =>
      label(
        h("button", {
          class: "tt-btn",
          type: "button",
          "data-testid": "new-game-button",
          hidden: lesson,
          onclick: () => send({ type: "new_game" }),
        }),
        { text: "ui.new-game" },
      ),
    logPanel: panels.logPanel,
    rulesPanel: panels.rulesPanel,
    keysPanel: panels.keysPanel,
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
