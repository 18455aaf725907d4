// The flow row of a game's controls: what you are waiting for, Next (step mode) and
// Why? with the last bot's reason. Every game shows them alike; only the words differ,
// so the game passes the ids of its titles, its seat names and the wait sentence.
import { h, replace } from "./dom.js";
import { labeller } from "./i18n.js";

/** `nameOf(seatInfo, seat, you, tr)` names the bot whose reason is shown; `nextTitle` and
 *  `whyTitle` are ui ids (the game's own words for its bots); `whyKeys` the Why? button's
 *  keyboard shortcut, if it has one.
 *  @param {{ onNext: () => unknown, nextTitle: string, whyTitle: string, whyKeys?: string,
 *            nameOf: (seatInfo: any, seat: number, you: any, tr: any) => string }} options */
export function createFlow({ onNext, nextTitle, whyTitle, whyKeys, nameOf }) {
  let whyOpen = false;
  let last = {};
  const label = labeller();
  const nextButton = label(
    h("button", {
      class: "tt-btn tt-btn-primary",
      type: "button",
      "data-testid": "next-button",
      "aria-keyshortcuts": "N",
      onclick: () => onNext(),
    }),
    { text: "ui.next", title: nextTitle },
  );
  const whyButton = label(
    h("button", {
      class: "tt-btn",
      type: "button",
      "data-testid": "why-button",
      "aria-expanded": "false",
      "aria-keyshortcuts": whyKeys,
      onclick: () => toggleWhy(),
    }),
    { text: "ui.why", title: whyTitle },
  );
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
    if (reason) replace(whyBox, h("strong", {}, `${nameOf(st.seatInfo, st.botReasonSeat, st.seat, st.tr)}: `), reason);
  }

  /** Follow the state (`st.tr` gives the words): `wait` is the game's sentence for the wait note. */
  function update(st, wait) {
    last = st;
    label.apply(st.tr);
    nextButton.hidden = !st.showNext;
    paintWhy(st);
    waitNote.textContent = wait;
  }

  return { els, update, toggleWhy };
}
