// The flow row of a game's controls: what you are waiting for, Next (step mode) and
// Why? with the last bot's reason. Every game shows them alike; only the words differ,
// so the game passes its titles, its seat names and the wait sentence.
import { h, replace } from "./dom.js";

/** `nameOf(seatInfo, seat, you)` names the bot whose reason is shown. */
export function createFlow({ onNext, nextTitle, whyTitle, whyKeys, nameOf }) {
  let whyOpen = false;
  let last = {};
  const nextButton = h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "next-button", title: nextTitle, "aria-keyshortcuts": "N", onclick: () => onNext() }, "Next ▸");
  const whyButton = h("button", { class: "tt-btn", type: "button", "data-testid": "why-button", "aria-expanded": "false", title: whyTitle, "aria-keyshortcuts": whyKeys, onclick: () => toggleWhy() }, "Why?");
  const whyBox = h("div", { class: "tt-why", "data-testid": "why", role: "note", hidden: true });
  const waitNote = h("span", { class: "tt-wait", "data-testid": "wait-note" });
  // The row goes where the game's controls end, the reason box below it.
  const els = [h("div", { class: "tt-flow" }, waitNote, nextButton, whyButton), whyBox];

  function toggleWhy(force) {
    whyOpen = force === undefined ? !whyOpen : force;
    paintWhy(last);
  }

  // The reason box opens only on request, and never without a reason to show.
  function paintWhy(st) {
    const reason = st.botReason || "";
    whyButton.hidden = !reason;
    whyButton.setAttribute("aria-expanded", whyOpen && reason ? "true" : "false");
    whyBox.hidden = !(whyOpen && reason);
    if (reason) replace(whyBox, h("strong", {}, `${nameOf(st.seatInfo, st.botReasonSeat, st.seat)}: `), reason);
  }

  /** Follow the state: `wait` is the game's sentence for the wait note. */
  function update(st, wait) {
    last = st;
    nextButton.hidden = !st.showNext;
    paintWhy(st);
    waitNote.textContent = wait;
  }

  return { els, update, toggleWhy };
}
