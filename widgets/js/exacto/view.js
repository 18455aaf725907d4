// Exacto's whole widget: toolbar, table, raise controls, error line, log / rules tabs,
// the hot-seat curtain, bot pacing and keyboard shortcuts. `mountExacto` is shared by the table widget and
// lessons; it returns its cleanup.
import { h } from "../shared/dom.js";
import { viewOf } from "../shared/model.js";
import { createGameFrame, FLOW_KEYS, seatName, TABLE_TRAITS } from "../shared/gameview.js";
import { createCurtain } from "../shared/curtain.js";
import { createTable } from "./table.js";
import { createControls } from "./controls.js";
import { learnerOut, revealKey, revealSummary, statusLine } from "./logic.js";

export const TRAITS = [...TABLE_TRAITS, "hint", "curtain", "off", "bid_faces"];

export const KEYMAP = {
  l: "liar",
  e: "exacto",
  Enter: "bid",
  ArrowUp: "up",
  "+": "up",
  ArrowDown: "down",
  "-": "down",
  ArrowRight: "faceUp",
  ArrowLeft: "faceDown",
  r: "ready",
  1: "face1",
  2: "face2",
  3: "face3",
  4: "face4",
  5: "face5",
  6: "face6",
  ...FLOW_KEYS,
};

// [key, what it does]: a key with words in it ("W or ?") is a ui id too.
const KEY_HELP = [
  ["L", "ui.exacto.key.liar"],
  ["E", "ui.exacto.key.exacto"],
  ["Enter", "ui.exacto.key.bid"],
  ["ui.exacto.keys.quantity", "ui.exacto.key.quantity"],
  ["ui.exacto.keys.face", "ui.exacto.key.face"],
  ["N", "ui.exacto.key.next"],
  ["U", "ui.key.undo"],
  ["ui.keys.why", "ui.exacto.key.why"],
  ["R", "ui.exacto.key.ready"],
];

/** The game's table front end (a lesson mounts it too: widgets/js/games.generated.js). */
export const mount = (args) => mountExacto(args);

export function mountExacto({ model, el, lesson = false, timers = globalThis }) {
  let ackKey = null;
  let firstRender = true;
  // Bots wait while a reveal is being read or the screen is passed to the next player.
  const frame = createGameFrame({
    model,
    lesson,
    timers,
    game: "exacto",
    name: "Exacto",
    teacherText: "ui.exacto.teacher",
    keyHelp: KEY_HELP,
    pacing: { isHeld: () => revealing() || curtainUp() },
  });
  const { send, pacer, settings } = frame;
  // Hot-seat: Python raises the curtain between turns of different people and sends nobody's
  // dice while it is up (GameWidget.curtain_hides); Ready asks it to show the next seat's.
  const curtainUp = () => Number.isInteger((model.get("curtain") || {}).seat);

  // -- parts -----------------------------------------------------------------------
  const tabs = frame.logRulesKeysTabs("ui.exacto.tabs");
  const table = createTable({ onRule: frame.showRule, onContinue: () => acknowledge(), onPlayToEnd: () => playToEnd() });
  const controls = createControls({ send, onNext: () => next(), onRule: frame.showRule });
  const newButton = frame.newGameButton();
  // A lesson decides whether the odds may be shown (Python refuses them otherwise).
  const oddsToggle = settings.toggle("show_probability", "ui.exacto.odds", "probability-toggle");
  oddsToggle.hidden = lesson && !(model.get("lesson_info") || {}).show_odds;
  // Every option usable, the illegal ones refused by the engine (a lesson always shows them).
  const everyToggle = settings.toggle("show_every_option", "ui.exacto.every-option", "every-option-toggle");
  everyToggle.hidden = lesson;
  const toEndButton = frame.label(
    h("button", { class: "tt-btn", type: "button", "data-testid": "play-to-end-button", hidden: true, onclick: () => playToEnd() }),
    { text: "ui.exacto.play-to-end" },
  );
  const toolbar = frame.toolbar(newButton, toEndButton, oddsToggle, frame.displayMenu(everyToggle));

  const curtain = createCurtain({
    label: frame.label,
    onReady: () => send({ type: "ready" }),
    words: { title: "ui.curtain", note: "ui.exacto.curtain-note", ready: "ui.exacto.show-dice" },
  });

  // The table on the left; beside it what the learner acts on (the reveal after a call, the
  // controls, the refusal), then the log: all on one screen.
  const playArea = h("div", { class: "tt-play" }, curtain.el, curtain.banner, table.el);
  const side = h("aside", { class: "tt-side" }, table.revealEl, controls.el, frame.errorLine.el, tabs.el);
  // Skip link: Tab's first stop, straight to the table (its shortcuts work from there).
  const skip = frame.label(
    h("a", {
      class: "tt-skip",
      href: "#",
      "data-testid": "skip-link",
      onclick: (ev) => {
        ev.preventDefault();
        table.el.focus();
      },
    }),
    { text: "ui.skip-to-table" },
  );
  table.el.tabIndex = -1;
  const root = frame.makeRoot("ui.exacto.root", skip, toolbar, h("div", { class: "tt-main" }, playArea, side));

  // -- reveal and pacing ---------------------------------------------------------
  const revealing = () => {
    const view = viewOf(model);
    const key = revealKey(view.last_reveal);
    return !!key && key !== ackKey;
  };

  function acknowledge() {
    ackKey = revealKey(viewOf(model).last_reveal);
    render();
    root.focus({ preventScroll: true });
  }

  // Once the learner is out: the bots play the remaining rounds at once (Python's play_bots),
  // without stopping at each reveal; the last reveal, with the winner, is shown.
  function playToEnd() {
    ackKey = revealKey(viewOf(model).last_reveal);
    send({ type: "play_bots" });
    render();
  }

  // Next first closes a reveal being read (stepping on at once in step mode).
  function next() {
    if (!revealing()) return frame.stepBot();
    ackKey = revealKey(viewOf(model).last_reveal);
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
      ...st,
      reveal,
      curtain: model.get("curtain") || {},
      legal: isRevealing ? [] : model.get("legal") || [],
      hint: model.get("hint") || {},
      // why each control is off, and the faces a bid may name: Python's (ExactoTable)
      off: model.get("off") || {},
      bidFaces: model.get("bid_faces") || [],
      showOdds: !!st.settings.show_probability,
      revealing: isRevealing,
      curtained: curtainUp(),
      done: frame.lessonDone(),
      summary: isRevealing ? revealSummary(st.log, reveal) : null,
      showNext: st.botToMove && (!!st.settings.step_mode || isRevealing),
      learnerOut: !lesson && !st.teacher && learnerOut(view, st.seat, st.seatInfo),
    };
  }

  function render() {
    const st = state();
    // behind the curtain the table and the controls are hidden (Python sent no dice); the
    // last reveal stays beside it: everyone saw those cups lifted
    const behind = curtain.update(st);
    frame.paint(
      st,
      behind
        ? st.tr("ui.status.curtain", { name: seatName(st.seatInfo, st.curtain.seat, st.tr) })
        : statusLine({
            view: st.view,
            seat: st.seat,
            seatInfo: st.seatInfo,
            botToMove: st.botToMove,
            legal: st.legal,
            revealing: st.revealing,
            stepMode: !!st.settings.step_mode,
            done: frame.lessonDone(),
            tr: st.tr,
          }),
    );
    table.el.hidden = behind;
    toEndButton.hidden = !st.learnerOut;
    table.update(st);
    controls.update(st);
    controls.el.hidden = st.revealing || behind;
    pacer.update(); // last: the reveal and the curtain decide whether bots wait
  }

  return frame.start({
    el,
    traits: TRAITS,
    keymap: KEYMAP,
    render,
    next,
    toggleWhy: () => controls.toggleWhy(),
    actions: {
      liar: () => controls.call("liar"),
      exacto: () => controls.call("exacto"),
      bid: () => controls.bid(),
      up: () => controls.stepQuantity(+1),
      down: () => controls.stepQuantity(-1),
      ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((f) => [`face${f}`, () => controls.chooseFace(f)])),
      faceUp: () => controls.nextFace(+1),
      faceDown: () => controls.nextFace(-1),
      ready: () => curtain.ready(),
    },
  });
}
