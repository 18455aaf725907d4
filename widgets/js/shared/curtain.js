// Hot-seat: between turns of different people the table is hidden behind a curtain until
// the next person clicks Ready. Python sends only what everyone may see while it is up
// (GameWidget.curtain_hides: no hand, no secret number); the curtain keeps the screen tidy
// while it passes hands. While bots play between people ({bots: true}) the public table
// stays in sight under a banner with no Ready button (Python sends nobody's secrets then
// either): everyone may watch the bots, and the next person is asked for when it is their
// turn. `words` are the game's ui ids: { title ({name}), note, ready }.
import { h } from "./dom.js";
import { seatName } from "./gameview.js";

export function createCurtain({ label, onReady, words }) {
  const text = h("h3", { class: "tt-hotseat-text", "data-testid": "curtain-text" });
  const note = label(h("p", {}), { text: words.note });
  const button = label(
    h("button", {
      class: "tt-btn tt-btn-primary",
      type: "button",
      "data-testid": "ready-button",
      "aria-keyshortcuts": "R",
      onclick: () => onReady(),
    }),
    { text: words.ready },
  );
  const el = h("div", { class: "tt-hotseat", "data-testid": "curtain", role: "dialog", hidden: true }, text, note, button);
  const banner = label(h("p", { class: "tt-hotseat-bots", "data-testid": "curtain-bots", role: "status", hidden: true }), {
    text: "ui.curtain.bots",
  });
  let up = false;

  /** Show or hide the curtain for `st.curtain` ({seat}, {bots: true} or {}); true while it
   *  hides the table (a seat's curtain; the bots' banner leaves the public table shown). */
  function update(st) {
    const seat = st.curtain && Number.isInteger(st.curtain.seat) ? st.curtain.seat : null;
    banner.hidden = !(seat === null && st.curtain && st.curtain.bots);
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

  return { el, banner, update, ready: () => (up ? (onReady(), true) : false) };
}
