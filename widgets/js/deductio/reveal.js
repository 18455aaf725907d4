// A Reveal card shown step by step: (1) the card is drawn and boxed, (2) the top Secret
// Number is turned face up, (3) the sideways ±1 clues it makes stale are discarded. Python
// has done all of it already (the `reveal` trait lists what the latest move revealed); the
// page only paces the telling, holding the bots until the learner has seen it.
import { h, replace } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";
import { clueWords } from "./logic.js";

export const STEPS = 3;

/** The pause between steps: the bot delay, within 0.6..2.5 s (readable, never slow). */
export const stepDelay = (settings) => Math.min(2500, Math.max(600, Number(settings?.bot_delay_ms) || 0));

/** The words of step `step` (1..3) of `reveal` ({number, discarded}). */
export function stepWords(reveal, step, tr, nameOf, clues) {
  if (step === 1) return tr("ui.deductio.reveal-step1");
  if (step === 2) {
    return reveal.number === null || reveal.number === undefined
      ? tr("ui.deductio.reveal-step2-empty") : tr("ui.deductio.reveal-step2", { number: reveal.number });
  }
  const gone = reveal.discarded || [];
  if (!gone.length) return tr("ui.deductio.reveal-step3-none");
  return tr("ui.deductio.reveal-step3", {
    clues: gone.map((d) => tr("ui.deductio.discarded-clue", { name: nameOf(d.seat), clue: clueWords(clues, d.clue) })).join(", "),
  });
}

/**
 * The Reveal display. `onChange()` re-renders the table (the status line and the bots'
 * pacing read `running` / `statusText`). Timers are injectable for the tests.
 */
export function createRevealSteps({ label, timers = globalThis, onChange }) {
  const list = h("ol", { class: "tt-d-reveal-steps" });
  const next = label(h("button", { class: "tt-btn", type: "button", "data-testid": "reveal-next", onclick: () => advance() }),
    { text: "ui.deductio.reveal-next", title: "ui.deductio.reveal-next-title" });
  const title = label(h("strong", {}), { text: "ui.deductio.reveal-title" });
  const el = h("div", { class: "tt-d-reveal", "data-testid": "reveal-steps", role: "status", hidden: true }, title, list, next);
  let seen = null;            // the move whose reveal was last started
  let queue = [];
  let at = { card: 0, step: 0 };
  let timer = null;
  let last = null;            // the latest state rendered (words, pacing)

  const running = () => at.step > 0 && at.step <= STEPS && queue.length > 0;

  function cancel() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function schedule() {
    cancel();
    if (!running() || !last || last.settings.step_mode) return;
    timer = timers.setTimeout(() => { timer = null; advance(); }, stepDelay(last.settings));
  }

  function advance() {
    if (!running()) return false;
    if (at.step < STEPS) at = { ...at, step: at.step + 1 };
    else if (at.card + 1 < queue.length) at = { card: at.card + 1, step: 1 };
    else at = { ...at, step: STEPS + 1 };          // done: every step shown
    schedule();
    onChange();
    return true;
  }

  /** Follow the `reveal` trait: a new move's reveal starts at step 1. At the first render only
   *  a reveal of the very latest move is told (an old one was seen before). */
  function follow(reveal, view, first) {
    const move = reveal && reveal.move;
    if (!move || move === seen) return;
    seen = move;
    if (first && move !== view.move_number) return;
    queue = reveal.reveals || [];
    at = { card: 0, step: 1 };
  }

  function update(st, first = false) {
    follow(st.reveal, st.view, first);
    last = st;
    const shown = queue.length > 0 && at.step > 0 && (running() || (st.view.move_number ?? 0) <= seen);
    el.hidden = !shown;
    if (!shown) return;
    const reveal = queue[Math.min(at.card, queue.length - 1)];
    const nameOf = (s) => seatName(st.seatInfo, s, st.tr);
    replace(list, Array.from({ length: STEPS }, (_, i) => {
      const step = i + 1;
      const state = step < at.step ? "done" : step === at.step ? "current" : "todo";
      return h("li", { class: `tt-d-step tt-d-step-${state}`, "data-testid": `reveal-step-${step}`, "data-state": state },
        state === "todo" ? "…" : stepWords(reveal, step, st.tr, nameOf, st.clues));
    }));
    next.hidden = !running();
    if (running() && timer === null) schedule();
  }

  function statusText(st) {
    if (!running()) return null;
    const reveal = queue[at.card];
    const what = stepWords(reveal, at.step, st.tr, (s) => seatName(st.seatInfo, s, st.tr), st.clues);
    return st.tr("ui.deductio.reveal-status", { step: at.step, what });
  }

  /** The step being told: 0 when none; the face-up number to highlight once step 2 is shown. */
  function highlight() {
    if (!queue.length || at.step < 2) return null;
    return queue[Math.min(at.card, queue.length - 1)].number ?? null;
  }

  return { el, update, advance, running, statusText, highlight, cancel, get step() { return at.step; } };
}
