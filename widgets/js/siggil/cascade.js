// The cascade told step by step: the move (a take or a discard), each card it turned face
// up, each spirit it freed (and, solo, lost). Python has done it all already (the `cascade`
// trait lists the public steps since the learner's own move); the page paces the telling,
// drawing the sigil as it was before the steps not yet told, and holds the bots meanwhile.
import { h, replace } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";
import { stepWords } from "./logic.js";

/** The pause between steps: the bot delay, within 0.5..2 s (readable, never slow). */
export const stepDelay = (settings) => Math.min(2000, Math.max(500, Number(settings?.bot_delay_ms) || 0));

export function createCascade({ label, timers = globalThis, onChange }) {
  const list = h("ol", { class: "tt-sg-steps" });
  const next = label(h("button", { class: "tt-btn", type: "button", "data-testid": "cascade-next", onclick: () => advance() }),
    { text: "ui.siggil.next-step", title: "ui.siggil.next-step-title" });
  const title = label(h("strong", {}), { text: "ui.siggil.cascade-title" });
  const el = h("div", { class: "tt-sg-cascade", "data-testid": "cascade", role: "status", hidden: true }, title, list, next);
  let from = null;          // the cascade being told (its first move)
  let steps = [];
  let shown = 0;            // steps told so far
  let timer = null;
  let last = null;

  const running = () => shown < steps.length;

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
    shown += 1;
    schedule();
    onChange();
    return true;
  }

  /** Follow the trait: new steps are told one by one; at the first render all are shown. */
  function follow(cascade, first) {
    const start = cascade && Number.isInteger(cascade.from) ? cascade.from : null;
    const all = (cascade && cascade.steps) || [];
    if (start !== from || all.length < shown) {
      // an earlier cascade again (a move was taken back) was told before: shown at once
      const back = from !== null && start !== null && start < from;
      from = start;
      shown = first || back ? all.length : Math.min(1, all.length);     // the first step at once
    }
    steps = all;
    if (first) shown = all.length;
  }

  function update(st, first = false) {
    follow(st.cascade, first);
    last = st;
    el.hidden = !steps.length;
    const nameOf = (s) => seatName(st.seatInfo, s, st.tr);
    replace(list, steps.map((step, i) => {
      const state = i < shown - 1 || (i === shown - 1 && !running()) ? "done" : i === shown - 1 ? "current" : "todo";
      return h("li", { class: `tt-sg-step tt-sg-step-${state}`, "data-testid": `cascade-step-${i}`, "data-kind": step.kind, "data-state": state },
        i < shown ? stepWords(step, st.tr, nameOf) : "…");
    }));
    next.hidden = !running();
    if (running() && timer === null) schedule();
  }

  /** The steps not yet told (the sigil is drawn as it was before them). */
  const pending = () => steps.slice(shown);
  /** Positions the latest told step touched (highlighted on the sigil). */
  const fresh = () => steps.slice(0, shown).filter((x) => x.kind === "flip" || x.kind === "free").map((x) => x.position);
  function statusText(st) {
    if (!running() || !shown) return null;
    const what = stepWords(steps[shown - 1], st.tr, (s) => seatName(st.seatInfo, s, st.tr));
    return st.tr("ui.siggil.status.cascade", { step: shown, n: steps.length, what });
  }

  return { el, update, advance, running, pending, fresh, statusText, cancel };
}
