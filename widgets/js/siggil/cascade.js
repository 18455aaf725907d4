// The cascade told step by step: the move (a take or a discard), each card it turned face
// up, each spirit it freed (and, solo, lost). Python has done it all already (the `cascade`
// trait lists the public steps since the learner's own move); the page paces the telling,
// drawing the sigil as it was before the steps not yet told, and holds the bots meanwhile.
import { h, replace } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";
import { createTeller, pauseWithin } from "../shared/teller.js";
import { stepWords } from "./logic.js";

/** The pause between steps: the bot delay, within 0.5..2 s (readable, never slow). */
export const stepDelay = pauseWithin(500, 2000);

export function createCascade({ label, timers = globalThis, onChange }) {
  // each step of the cascade is one step of the teller: the last one told ends it at once
  const teller = createTeller({ timers, onChange, delay: stepDelay });
  const { el, list } = teller.panel(label, {
    class: "tt-sg-cascade",
    testid: "cascade",
    title: "ui.siggil.cascade-title",
    list: "tt-sg-steps",
    next: { testid: "cascade-next", text: "ui.siggil.next-step", title: "ui.siggil.next-step-title" },
  });
  let from = null; // the cascade being told (its first move)
  let steps = [];

  /** Follow the trait: new steps are told one by one; at the first render all are shown. */
  function follow(cascade, first) {
    const start = cascade && Number.isInteger(cascade.from) ? cascade.from : null;
    const all = (cascade && cascade.steps) || [];
    let shown = teller.told;
    if (start !== from || all.length < shown) {
      // an earlier cascade again (a move was taken back) was told before: shown at once
      const back = from !== null && start !== null && start < from;
      from = start;
      shown = first || back ? all.length : Math.min(1, all.length); // the first step at once
    }
    steps = all;
    teller.setSteps(all.length, first ? all.length : shown);
  }

  function update(st, first = false) {
    follow(st.cascade, first);
    const shown = teller.told;
    el.hidden = !steps.length;
    const nameOf = (s) => seatName(st.seatInfo, s, st.tr);
    replace(
      list,
      steps.map((step, i) => {
        const state = i < shown - 1 || (i === shown - 1 && !teller.running()) ? "done" : i === shown - 1 ? "current" : "todo";
        return h(
          "li",
          { class: `tt-sg-step tt-sg-step-${state}`, "data-testid": `cascade-step-${i}`, "data-kind": step.kind, "data-state": state },
          i < shown ? stepWords(step, st.tr, nameOf, st.seat) : "…",
        );
      }),
    );
    teller.pace(st.settings);
  }

  /** The steps not yet told (the sigil is drawn as it was before them). */
  const pending = () => steps.slice(teller.told);
  /** Positions the latest told step touched (highlighted on the sigil). */
  const fresh = () =>
    steps
      .slice(0, teller.told)
      .filter((x) => x.kind === "flip" || x.kind === "free")
      .map((x) => x.position);
  function statusText(st) {
    const shown = teller.told;
    if (!teller.running() || !shown) return null;
    const what = stepWords(steps[shown - 1], st.tr, (s) => seatName(st.seatInfo, s, st.tr), st.seat);
    return st.tr("ui.siggil.status.cascade", { step: shown, n: steps.length, what });
  }

  return { el, update, pending, fresh, statusText, advance: teller.advance, running: teller.running, cancel: teller.cancel };
}
