// Exacto's whole widget: toolbar, table, raise controls, error line, log / rules tabs,
// bot pacing and keyboard shortcuts. `mountExacto` is shared by the table widget and
// lessons; it returns its cleanup.
import { h, replace } from "../shared/dom.js";
import { createGameFrame, FLOW_KEYS } from "../shared/gameview.js";
import { createTable } from "./table.js";
import { createControls } from "./controls.js";
import { revealKey, revealSummary, statusLine } from "./logic.js";

export const TRAITS = ["view", "legal", "event_log", "error", "error_rule", "settings", "bot_reason", "bot_reason_seat",
  "rules", "seat", "reveal_all", "seat_info", "bot_to_move", "can_undo", "hint", "title", "done"];

export const KEYMAP = {
  l: "liar", e: "exacto", Enter: "bid", ArrowUp: "up", "+": "up", ArrowDown: "down", "-": "down",
  ArrowRight: "faceUp", ArrowLeft: "faceDown",
  1: "face1", 2: "face2", 3: "face3", 4: "face4", 5: "face5", 6: "face6",
  ...FLOW_KEYS,
};

const KEY_HELP = [
  ["L", "call LIAR"], ["E", "call EXACTO"], ["Enter", "make the selected bid"], ["↑ / ↓ or + / −", "more / fewer dice"],
  ["2 … 6 or ← / →", "pick the face"], ["N", "next bot move / continue after a reveal"], ["U", "undo"], ["W or ?", "why did the bot do that?"],
];

export function mountExacto({ model, el, lesson = false, timers = globalThis }) {
  let ackKey = null;
  let firstRender = true;
  let curtainSeat = null;
  let lastSeat = null;
  // Bots wait while a reveal is being read or the screen is passed to the next player.
  const frame = createGameFrame({
    model, lesson, timers, game: "exacto", name: "Exacto", teacherText: "Teacher view: all dice shown", keyHelp: KEY_HELP,
    pacing: { isHeld: () => revealing() || curtainSeat !== null },
  });
  const { send, pacer, settings } = frame;

  // -- parts -----------------------------------------------------------------------
  const tabs = frame.tabs([
    { id: "log", label: "Log", panel: frame.logPanel.el },
    { id: "rules", label: "Rules", panel: frame.rulesPanel.el },
    { id: "keys", label: "Keys", panel: frame.keysPanel },
  ], { label: "Log and rules" });
  const table = createTable({ onRule: frame.showRule, onContinue: () => acknowledge() });
  const controls = createControls({ send, onNext: () => next() });
  const newButton = h("button", { class: "tt-btn", type: "button", "data-testid": "new-game-button", hidden: lesson, onclick: () => send({ type: "new_game" }) }, "New game");
  // A lesson decides whether the odds may be shown (Python refuses them otherwise).
  const oddsToggle = settings.toggle("show_probability", "Odds", "probability-toggle");
  oddsToggle.hidden = lesson && !(model.get("lesson_info") || {}).show_odds;
  const toolbar = frame.toolbar(newButton, oddsToggle,
    settings.toggle("step_mode", "Step mode", "step-toggle"), settings.toggle("high_contrast", "High contrast", "contrast-toggle"), settings.theme());

  const curtainName = h("strong", {});
  const curtain = h("div", { class: "tt-curtain", "data-testid": "curtain", hidden: true },
    h("div", {}, "Pass the screen to ", curtainName, "."),
    h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "curtain-show", onclick: () => { curtainSeat = null; render(); } }, "Show my dice"));

  const playArea = h("div", { class: "tt-play" }, table.el, curtain, controls.el, frame.errorLine.el);
  const side = h("aside", { class: "tt-side" }, tabs.el);
  const root = frame.makeRoot("Exacto game. Keys: L liar, E exacto, Enter bid, arrows change quantity, 2 to 6 pick face, N next.",
    toolbar, h("div", { class: "tt-main" }, playArea, side));

  // -- reveal and pacing ---------------------------------------------------------
  const revealing = () => {
    const view = model.get("view") || {};
    const key = revealKey(view.last_reveal);
    return !!key && key !== ackKey;
  };

  function acknowledge() {
    ackKey = revealKey((model.get("view") || {}).last_reveal);
    render();
    root.focus({ preventScroll: true });
  }

  // Next first closes a reveal being read (stepping on at once in step mode).
  function next() {
    if (!revealing()) return frame.stepBot();
    ackKey = revealKey((model.get("view") || {}).last_reveal);
    if (model.get("bot_to_move") && (model.get("settings") || {}).step_mode) pacer.step();
    render();
    return true;
  }

  // -- render --------------------------------------------------------------------
  function state() {
    const st = frame.baseState();
    const { view } = st;
    const reveal = view.last_reveal || null;
    if (firstRender) {
      // Show an existing reveal only if it just happened (no bid yet in the new round).
      const fresh = reveal && (view.is_over || (!view.bid && view.round === reveal.round + 1));
      if (!fresh) ackKey = revealKey(reveal);
      firstRender = false;
    }
    if (!reveal) ackKey = null;
    const isRevealing = revealing();
    return {
      ...st, reveal,
      legal: isRevealing || curtainSeat !== null ? [] : model.get("legal") || [],
      hint: model.get("hint") || {},
      showOdds: !!st.settings.show_probability,
      revealing: isRevealing,
      summary: isRevealing ? revealSummary(model.get("event_log"), reveal) : null,
      showNext: st.botToMove && (!!st.settings.step_mode || isRevealing),
    };
  }

  // With more than one human at the table, a change of seat hides the dice until the
  // next player asks to see theirs.
  function updateCurtain(st) {
    const humans = st.seatInfo.filter((x) => !x.bot).length;
    if (lastSeat !== null && st.seat !== lastSeat && humans > 1) curtainSeat = st.seat;
    lastSeat = st.seat;
    curtain.hidden = curtainSeat === null;
    replace(curtainName, `Mage ${st.seat}`);
    root.classList.toggle("tt-curtained", curtainSeat !== null);
  }

  function render() {
    const st = state();
    frame.paint(st, statusLine({ view: st.view, seat: st.seat, seatInfo: st.seatInfo, botToMove: st.botToMove, legal: st.legal, revealing: st.revealing, stepMode: !!st.settings.step_mode, done: frame.lessonDone() }));
    updateCurtain(st);
    table.update(st);
    controls.update(st);
    pacer.update(); // last: the reveal and the curtain decide whether bots wait
  }

  return frame.start({
    el, traits: TRAITS, keymap: KEYMAP, render, next, toggleWhy: () => controls.toggleWhy(),
    actions: {
      liar: () => controls.call("liar"),
      exacto: () => controls.call("exacto"),
      bid: () => controls.bid(),
      up: () => controls.stepQuantity(+1),
      down: () => controls.stepQuantity(-1),
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((f) => [`face${f}`, () => controls.chooseFace(f)])),
      faceUp: () => controls.nextFace(+1),
      faceDown: () => controls.nextFace(-1),
    },
  });
}
