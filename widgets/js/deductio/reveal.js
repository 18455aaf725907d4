// A Reveal card shown step by step: (1) the card is drawn and boxed, (2) the top Secret
// Number is turned face up, (3) the sideways ±1 clues it makes stale are discarded. Python
// has done all of it already (the `reveal` trait lists what the latest move revealed); the
// page only paces the telling, holding the bots until the learner has seen it.
import { h, replace } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";
import { createTeller, pauseWithin } from "../shared/teller.js";
import { clueWords } from "./logic.js";

export const STEPS = 3;

/** The pause between steps: the bot delay, within 0.6..2.5 s (readable, never slow). */
export const stepDelay = pauseWithin(600, 2500);

/** The words of step `step` (1..3) of `reveal` ({number, discarded}). */
export function stepWords(reveal, step, tr, nameOf, clues) {
  if (step === 1) return tr("ui.deductio.reveal-step1");
  if (step === 2) {
    return reveal.number === null || reveal.number === undefined
      ? tr("ui.deductio.reveal-step2-empty")
      : tr("ui.deductio.reveal-step2", { number: reveal.number });
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
  const teller = createTeller({ timers, onChange, delay: stepDelay });
  const { el, list } = teller.panel(label, {
    class: "tt-d-reveal",
    testid: "reveal-steps",
    title: "ui.deductio.reveal-title",
    list: "tt-d-reveal-steps",
    next: { testid: "reveal-next", text: "ui.deductio.reveal-next", title: "ui.deductio.reveal-next-title" },
  });
  let seen = null; // the move whose reveal was last started
  let queue = [];

  /** Where the telling is: the card, and its step 1..3 (0 before any; STEPS + 1 once done).
   *  The teller counts the cards' steps in a row, plus one beat more: the last step stays
   *  current for a pause like the others before the Reveal is done. */
  function at() {
    const beat = queue.length ? teller.told : 0;
    if (beat === 0) return { card: 0, step: 0 };
    if (beat > queue.length * STEPS) return { card: queue.length - 1, step: STEPS + 1 };
    return { card: Math.floor((beat - 1) / STEPS), step: ((beat - 1) % STEPS) + 1 };
  }

  /** Follow the `reveal` trait: a new move's reveal starts at step 1. At the first render only
   *  a reveal of the very latest move is told (an old one was seen before). */
  function follow(reveal, view, first) {
    const move = reveal && reveal.move;
    if (!move || move === seen) return;
    seen = move;
    if (first && move !== view.move_number) return;
    queue = reveal.reveals || [];
    teller.setSteps(queue.length ? queue.length * STEPS + 1 : 0, 1);
  }

  function update(st, first = false) {
    follow(st.reveal, st.view, first);
    const { card, step: current } = at();
    const shown = current > 0 && (teller.running() || (st.view.move_number ?? 0) <= seen);
    el.hidden = !shown;
    if (!shown) return;
    const reveal = queue[card];
    const nameOf = (s) => seatName(st.seatInfo, s, st.tr);
    replace(
      list,
      Array.from({ length: STEPS }, (_, i) => {
        const step = i + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return h(
          "li",
          { class: `tt-d-step tt-d-step-${state}`, "data-testid": `reveal-step-${step}`, "data-state": state },
          state === "todo" ? "…" : stepWords(reveal, step, st.tr, nameOf, st.clues),
        );
      }),
    );
    teller.pace(st.settings);
  }

  function statusText(st) {
    if (!teller.running()) return null;
    const { card, step } = at();
    const what = stepWords(queue[card], step, st.tr, (s) => seatName(st.seatInfo, s, st.tr), st.clues);
    return st.tr("ui.deductio.reveal-status", { step, what });
  }

  /** The face-up number to highlight once step 2 (the number turned up) is shown. */
  function highlight() {
    const { card, step } = at();
    if (step < 2) return null;
    return queue[card].number ?? null;
  }

  return {
    el,
    update,
    statusText,
    highlight,
    advance: teller.advance,
    running: teller.running,
    cancel: teller.cancel,
    get step() {
      return at().step;
    },
  };
}
