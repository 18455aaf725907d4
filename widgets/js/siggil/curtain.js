// Hot-seat: between turns of different people the table is hidden until the next person
// clicks Ready. Python sends no hand while it is up; the curtain keeps the screen tidy.
import { h } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";

export function createCurtain({ label, onReady }) {
  const text = h("h3", { class: "tt-sg-curtain-text", "data-testid": "curtain-text" });
  const note = label(h("p", {}), { text: "ui.siggil.curtain-note" });
  const button = label(h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "ready-button", "aria-keyshortcuts": "R", onclick: () => onReady() }),
    { text: "ui.siggil.ready" });
  const el = h("div", { class: "tt-sg-curtain", "data-testid": "curtain", role: "dialog", hidden: true }, text, note, button);
  let up = false;

  function update(st) {
    const seat = st.curtain && Number.isInteger(st.curtain.seat) ? st.curtain.seat : null;
    const was = up;
    up = seat !== null;
    el.hidden = !up;
    if (up) {
      text.textContent = st.tr("ui.siggil.curtain", { name: seatName(st.seatInfo, seat, st.tr) });
      el.setAttribute("aria-label", text.textContent);
      const root = el.closest(".tt-root");
      if (!was && root && root.contains(globalThis.document.activeElement)) button.focus();
    }
    return up;
  }

  return { el, update, ready: () => (up ? (onReady(), true) : false) };
}
