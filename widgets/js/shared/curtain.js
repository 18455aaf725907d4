// Hot-seat: between turns of different people the table is hidden behind a curtain until
// the next person clicks Ready. Python sends only what everyone may see while it is up
// (GameWidget.curtain_hides: no hand, no secret number); the curtain keeps the screen tidy
// while it passes hands. `words` are the game's ui ids: { title ({name}), note, ready }.
import { h } from "./dom.js";
import { seatName } from "./gameview.js";

export function createCurtain({ label, onReady, words }) {
  const text = h("h3", { class: "tt-hotseat-text", "data-testid": "curtain-text" });
  const note = label(h("p", {}), { text: words.note });
  const button = label(h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "ready-button", "aria-keyshortcuts": "R", onclick: () => onReady() }),
    { text: words.ready });
  const el = h("div", { class: "tt-hotseat", "data-testid": "curtain", role: "dialog", hidden: true }, text, note, button);
  let up = false;

  /** Show or hide the curtain for `st.curtain` ({seat} or {}); true while it is up. */
  function update(st) {
    const seat = st.curtain && Number.isInteger(st.curtain.seat) ? st.curtain.seat : null;
    const was = up;
    up = seat !== null;
    el.hidden = !up;
    if (up) {
      text.textContent = st.tr(words.title, { name: seatName(st.seatInfo, seat, st.tr) });
      el.setAttribute("aria-label", text.textContent);
      // keyboard users land on Ready when the curtain falls while they are in the table
      const root = el.closest(".tt-root");
      if (!was && root && root.contains(globalThis.document.activeElement)) button.focus();
    }
    return up;
  }

  return { el, update, ready: () => (up ? (onReady(), true) : false) };
}
