// The action bar under the table: Dukal mode and Lead Dukal (enabled only when the
// selected cards are exactly one of the Dukals in Python's legal list), the discard
// count owed to an opponent's Dukal and Discard, Next (step mode) and Why?.
import { h, replace } from "../shared/dom.js";
import { createFlow } from "../shared/flow.js";
import { labeller } from "../shared/i18n.js";
import { dukalStatus, discardState, nameOf } from "./logic.js";

export function createControls({ onToggleDukal, onLeadDukal, onDiscard, onClear, onNext }) {
  let last = null;
  const label = labeller();
  const dukalToggle = h("button", {
    class: "tt-btn tt-g-dukal-toggle",
    type: "button",
    "data-testid": "dukal-mode",
    "aria-pressed": "false",
    "aria-keyshortcuts": "D",
    onclick: () => onToggleDukal(),
  });
  const dukalButton = label(
    h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "dukal-button", onclick: () => onLeadDukal() }),
    { title: "ui.ganjifa.lead-dukal-title" },
  );
  const dukalNote = h("span", { class: "tt-g-ctl-note", "data-testid": "dukal-status", "aria-live": "polite" });
  const owed = h("span", { class: "tt-g-owed", "data-testid": "owed", "aria-live": "polite" });
  const discardButton = label(
    h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "discard-button", onclick: () => onDiscard() }),
    { title: "ui.ganjifa.discard-title" },
  );
  const clearButton = label(
    h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "clear-selection", onclick: () => onClear() }),
    { text: "ui.ganjifa.clear" },
  );
  const flow = createFlow({ onNext, nextTitle: "ui.ganjifa.next-title", whyTitle: "ui.ganjifa.why-title", whyKeys: "W", nameOf });
  const dukalBox = label(h("div", { class: "tt-g-ctl-group", role: "group" }, dukalToggle, dukalButton, dukalNote), {
    "aria-label": "ui.ganjifa.dukal-group",
  });
  const discardBox = label(h("div", { class: "tt-g-ctl-group", role: "group" }, owed, discardButton, clearButton), {
    "aria-label": "ui.ganjifa.discard-group",
  });
  const el = h("div", { class: "tt-controls tt-g-controls", "data-testid": "controls" }, dukalBox, discardBox, flow.els);

  function update(st) {
    last = st;
    paint();
  }

  function paint() {
    const st = last || {};
    const view = st.view || {};
    const info = st.info || { dukals: [] };
    const mode = st.mode;
    const { tr } = st;
    label.apply(tr);
    const yourTurn = info.canPlay || info.canDiscard || info.canDukal;
    // Dukal mode: offered when you lead and Python lists a Dukal you may lead.
    const leading = !!info.canPlay && view.phase === "lead";
    dukalBox.hidden = !leading;
    dukalToggle.disabled = !info.canDukal && mode !== "dukal";
    dukalToggle.setAttribute("aria-pressed", mode === "dukal" ? "true" : "false");
    dukalToggle.classList.toggle("tt-g-on", mode === "dukal");
    const count = info.dukals ? info.dukals.length : 0;
    dukalToggle.textContent = mode === "dukal" ? tr("ui.ganjifa.dukal-leave") : tr("ui.ganjifa.dukal-mode", { n: count });
    dukalToggle.title = view.first_trick
      ? tr("ui.ganjifa.dukal-title.opening")
      : count
        ? tr("ui.ganjifa.dukal-title.select")
        : tr("ui.ganjifa.dukal-title.none");
    const ds = dukalStatus(st.selection, info.dukals, tr);
    dukalButton.hidden = mode !== "dukal";
    dukalButton.disabled = !ds.ready;
    dukalButton.textContent = ds.ready ? tr("ui.ganjifa.lead-dukal-n", { n: ds.dukal.cards.length }) : tr("ui.ganjifa.lead-dukal");
    dukalNote.hidden = mode !== "dukal";
    dukalNote.textContent = mode === "dukal" ? ds.text : "";
    // Discards owed to an opponent's Dukal.
    const dis = discardState(st.selection, st.owed);
    discardBox.hidden = mode !== "discard";
    const leader = view.dukal ? nameOf(st.seatInfo, view.dukal.leader, st.seat, tr) : "";
    replace(
      owed,
      mode === "discard"
        ? tr.parts("ui.ganjifa.owed", {
            discard: h("strong", {}, tr("ui.ganjifa.discard-n", { n: dis.owed })),
            name: leader,
            selected: h(
              "span",
              { class: ["tt-g-owed-count", dis.ready && "tt-g-ok"] },
              tr("ui.ganjifa.selected-of", { n: dis.selected, owed: dis.owed }),
            ),
          })
        : [],
    );
    discardButton.disabled = !dis.ready;
    discardButton.textContent = dis.ready
      ? tr("ui.ganjifa.discard-n", { n: dis.owed })
      : dis.owed
        ? tr("ui.ganjifa.discard-more", { n: dis.left })
        : tr("ui.ganjifa.discard");
    clearButton.hidden = !(st.selection && st.selection.size);
    el.classList.toggle("tt-your-turn", !!yourTurn);
    flow.update(st, waitText(st, yourTurn));
  }

  return { el, update, toggleWhy: flow.toggleWhy };
}

/** What the wait note says: how to play on your turn, else whom you wait for. */
function waitText(st, yourTurn) {
  const view = st.view || {};
  const { tr } = st;
  if (view.is_over) return tr("ui.ganjifa.wait.over");
  if (yourTurn) return st.mode === "play" ? tr(view.trick && view.trick.length ? "ui.ganjifa.wait.follow" : "ui.ganjifa.wait.lead") : "";
  if (st.botToMove)
    return st.showNext ? tr("ui.ganjifa.wait.next") : tr("ui.thinking", { name: nameOf(st.seatInfo, view.current_player, st.seat, tr) });
  return "";
}
