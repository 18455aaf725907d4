// Telling a sequence of steps at a pace (a Deductio Reveal, a Siggil cascade). Python has
// already done every step; the page only tells them one by one so the learner can follow,
// and holds the bots meanwhile (the game's pacing asks `running()`). The teller knows only
// how many steps there are and how many are told; what a step is, its words and its DOM
// stay with the game.
import { h } from "./dom.js";

/** The pause between steps, read from the bot delay but kept within `min`..`max` ms: a
 *  step must stay readable even at delay 0, and a slow bot delay must not drag the telling. */
export const pauseWithin = (min, max) => (settings) => Math.min(max, Math.max(min, Number(settings?.bot_delay_ms) || 0));

/**
 * `delay(settings)` gives the pause in ms; `onChange()` re-renders after a step is told.
 * Timers are injectable for the tests.
 */
export function createTeller({ timers = globalThis, onChange, delay }) {
  let next = null; // the panel's Next button, once the game has made it
  let total = 0;
  let told = 0;
  let timer = null;
  let settings = null; // the latest rendered settings: step mode and the pause

  const running = () => told < total;

  function cancel() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  // in step mode no timer at all: only Next (the button or N) tells the next step
  function schedule() {
    cancel();
    if (!running() || !settings || settings.step_mode) return;
    timer = timers.setTimeout(() => {
      timer = null;
      advance();
    }, delay(settings));
  }

  /** Tell one step more; false when all are told (so Next can ask for the bot instead). */
  function advance() {
    if (!running()) return false;
    told += 1;
    schedule();
    onChange();
    return true;
  }

  /** The sequence now has `count` steps, `already` of them told (a new sequence, or the
   *  same one grown). A pause already running is kept: it tells the next step when due. */
  function setSteps(count, already = told) {
    total = count;
    told = already;
  }

  /** After each render, with its settings: Next shows while steps are left, and the pause
   *  starts unless one is running already (a re-render must not postpone the next step). */
  function pace(latest) {
    settings = latest;
    if (next) next.hidden = !running();
    if (running() && timer === null) schedule();
  }

  /** The panel the telling is shown in: a live status region (hidden until the game shows
   *  it) holding a title, the list of steps (the game fills it) and Next. Next tells the next
   *  step now and shows only while steps are left, so step mode always has a way on. The
   *  classes, test ids and words are the game's:
   *  `{ class, testid, title, list: class, next: { testid, text, title } }`. */
  function panel(label, { class: panelClass, testid, title, list: listClass, next: nextWords }) {
    const list = h("ol", { class: listClass });
    next = label(h("button", { class: "tt-btn", type: "button", "data-testid": nextWords.testid, onclick: () => advance() }), {
      text: nextWords.text,
      title: nextWords.title,
    });
    const heading = label(h("strong", {}), { text: title });
    const el = h("div", { class: panelClass, "data-testid": testid, role: "status", hidden: true }, heading, list, next);
    return { el, list };
  }

  return {
    running,
    advance,
    cancel,
    setSteps,
    pace,
    panel,
    get told() {
      return told;
    },
    get total() {
      return total;
    },
  };
}
