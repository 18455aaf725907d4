// The action bar under the table: Dukal mode and Lead Dukal (enabled only when the
// selected cards are exactly one of the Dukals in Python's legal list), the discard
// count owed to an opponent's Dukal and Discard, Next (step mode) and Why?.
import { h, replace } from "../shared/dom.js";
import { createFlow } from "../shared/flow.js";
import { dukalStatus, discardState, nameOf } from "./logic.js";

export function createControls({ onToggleDukal, onLeadDukal, onDiscard, onClear, onNext }) {
  let last = null;
  const dukalToggle = h("button", {
    class: "tt-btn tt-g-dukal-toggle", type: "button", "data-testid": "dukal-mode", "aria-pressed": "false",
    title: "Dukal mode: select the cards of a Dukal (D)", "aria-keyshortcuts": "D", onclick: () => onToggleDukal(),
  }, "Dukal mode");
  const dukalButton = h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "dukal-button", title: "Lead the selected Dukal (Enter)", onclick: () => onLeadDukal() }, "Lead Dukal");
  const dukalNote = h("span", { class: "tt-g-ctl-note", "data-testid": "dukal-status", "aria-live": "polite" });
  const owed = h("span", { class: "tt-g-owed", "data-testid": "owed", "aria-live": "polite" });
  const discardButton = h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "discard-button", title: "Discard the selected cards (Enter)", onclick: () => onDiscard() }, "Discard");
  const clearButton = h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "clear-selection", onclick: () => onClear() }, "Clear");
  const flow = createFlow({ onNext, nextTitle: "Next AI move (N)", whyTitle: "Why did the AI play that? (W)", whyKeys: "W", nameOf });
  const dukalBox = h("div", { class: "tt-g-ctl-group", role: "group", "aria-label": "Dukal" }, dukalToggle, dukalButton, dukalNote);
  const discardBox = h("div", { class: "tt-g-ctl-group", role: "group", "aria-label": "Discard to the Dukal" }, owed, discardButton, clearButton);
  const el = h("div", { class: "tt-controls tt-g-controls", "data-testid": "controls" },
    dukalBox, discardBox, flow.els);

  function update(st) {
    last = st;
    paint();
  }

  function paint() {
    const st = last || {};
    const view = st.view || {};
    const info = st.info || { dukals: [] };
    const mode = st.mode;
    const yourTurn = info.canPlay || info.canDiscard || info.canDukal;
    // Dukal mode: offered when you lead and Python lists a Dukal you may lead.
    const leading = !!info.canPlay && view.phase === "lead";
    dukalBox.hidden = !leading;
    dukalToggle.disabled = !info.canDukal && mode !== "dukal";
    dukalToggle.setAttribute("aria-pressed", mode === "dukal" ? "true" : "false");
    dukalToggle.classList.toggle("tt-g-on", mode === "dukal");
    const count = info.dukals ? info.dukals.length : 0;
    dukalToggle.textContent = mode === "dukal" ? "✕ Leave Dukal mode" : count ? `Dukal mode (${count} possible)` : "Dukal mode";
    dukalToggle.title = view.first_trick ? "No Dukal may open the deal (ganjifa.opening-lead)"
      : count ? "Select the cards of a Dukal to lead it (D)" : "You hold no Dukal you may lead: the Raja, the Mantri and a run of three or more numbers of one suit";
    const ds = dukalStatus(st.selection, info.dukals);
    dukalButton.hidden = mode !== "dukal";
    dukalButton.disabled = !ds.ready;
    dukalButton.textContent = ds.ready ? `Lead Dukal of ${ds.dukal.cards.length}` : "Lead Dukal";
    dukalNote.hidden = mode !== "dukal";
    dukalNote.textContent = mode === "dukal" ? ds.text : "";
    // Discards owed to an opponent's Dukal.
    const dis = discardState(st.selection, st.owed);
    discardBox.hidden = mode !== "discard";
    const leader = view.dukal ? nameOf(st.seatInfo, view.dukal.leader, st.seat) : "";
    replace(owed, mode === "discard"
      ? [h("strong", {}, `Discard ${dis.owed}`), ` to ${leader}'s Dukal (any cards): `, h("span", { class: ["tt-g-owed-count", dis.ready && "tt-g-ok"] }, `${dis.selected} of ${dis.owed} selected`)]
      : []);
    discardButton.disabled = !dis.ready;
    discardButton.textContent = dis.ready ? `Discard ${dis.owed}` : dis.owed ? `Discard (${dis.left} more)` : "Discard";
    clearButton.hidden = !(st.selection && st.selection.size);
    el.classList.toggle("tt-your-turn", !!yourTurn);
    flow.update(st, waitText(st, yourTurn));
  }

  return { el, update, toggleWhy: flow.toggleWhy };
}

/** What the wait note says: how to play on your turn, else whom you wait for. */
function waitText(st, yourTurn) {
  const view = st.view || {};
  if (view.is_over) return "The deal is over.";
  if (yourTurn) return st.mode === "play" ? (view.trick && view.trick.length ? "Your turn: follow." : "Your turn: lead a card.") : "";
  if (st.botToMove) return st.showNext ? "The AI players wait for Next." : `${nameOf(st.seatInfo, view.current_player, st.seat)} is thinking…`;
  return "";
}
