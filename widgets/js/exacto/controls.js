// The raise controls: only legal raises are offered (built from Python's `legal` list),
// LIAR and EXACTO, Next (step mode) and Why? (the last bot's reason).
import { h, replace } from "../shared/dom.js";
import { createFlow } from "../shared/flow.js";
import { dieSvg } from "../shared/dice.js";
import { percent } from "../shared/format.js";
import { labeller } from "../shared/i18n.js";
import { bidOptions, normalizeSelection, stepQuantity, chooseFace, isLegalBid, bidWords, oddsFor, nameOf } from "./logic.js";

export function createControls({ send, onNext }) {
  let selection = null;
  let options = bidOptions([]);
  let last = null;
  const label = labeller();

  const qDown = label(h("button", { class: "tt-btn tt-step", type: "button", "data-testid": "quantity-down", onclick: () => select(stepQuantity(options, selection, -1)) }, "−"),
    { "aria-label": "ui.exacto.fewer", title: "ui.exacto.fewer-title" });
  const qSelect = label(h("select", { class: "tt-quantity", "data-testid": "quantity", onchange: () => select({ quantity: Number(qSelect.value), face: selection?.face }) }),
    { "aria-label": "ui.exacto.quantity" });
  const qUp = label(h("button", { class: "tt-btn tt-step", type: "button", "data-testid": "quantity-up", onclick: () => select(stepQuantity(options, selection, +1)) }, "+"),
    { "aria-label": "ui.exacto.more", title: "ui.exacto.more-title" });
  const faceGroup = label(h("div", { class: "tt-faces", role: "radiogroup", "data-testid": "faces" }), { "aria-label": "ui.exacto.face-group" });
  const faceButtons = {};
  for (const f of [1, 2, 3, 4, 5, 6]) {
    faceButtons[f] = label(h("button", {
      class: "tt-face", type: "button", role: "radio", "data-testid": `face-${f}`, "data-face": f,
      onclick: () => select(chooseFace(options, selection, f)),
    }, dieSvg(f, { size: 38 })), { "aria-label": (tr) => tr("ui.exacto.face", { face: f }), title: (tr) => tr("ui.exacto.face-title", { face: f }) });
    if (f !== 1) faceGroup.append(faceButtons[f]);
  }
  const bidButton = label(h("button", { class: "tt-btn tt-btn-primary tt-bid-button", type: "button", "data-testid": "bid-button", onclick: () => bid() }),
    { title: "ui.exacto.bid-title" });
  const selOdds = h("span", { class: "tt-sel-odds", "data-testid": "selection-odds", "aria-live": "polite" });
  const liarButton = label(h("button", { class: "tt-btn tt-btn-liar", type: "button", "data-testid": "liar-button", "aria-keyshortcuts": "L", onclick: () => call("liar") },
    h("span", { class: "tt-x", "aria-hidden": "true" }, "✗"), " ", label(h("span", {}), { text: "ui.exacto.liar" })), { title: "ui.exacto.liar-title" });
  const exactoButton = label(h("button", { class: "tt-btn tt-btn-exacto", type: "button", "data-testid": "exacto-button", "aria-keyshortcuts": "E", onclick: () => call("exacto") },
    h("span", { class: "tt-x", "aria-hidden": "true" }, "="), " ", label(h("span", {}), { text: "ui.exacto.exacto" })), { title: "ui.exacto.exacto-title" });
  const flow = createFlow({ onNext, nextTitle: "ui.exacto.next-title", whyTitle: "ui.exacto.why-title", nameOf });

  const raiseBox = label(h("div", { class: "tt-raise", role: "group" },
    label(h("span", { class: "tt-ctl-label" }), { text: "ui.exacto.raise-to" }),
    h("div", { class: "tt-qty" }, qDown, qSelect, qUp),
    faceGroup, bidButton, selOdds), { "aria-label": "ui.exacto.raise" });
  const callBox = label(h("div", { class: "tt-calls", role: "group" }, liarButton, exactoButton), { "aria-label": "ui.exacto.challenge" });
  const el = h("div", { class: "tt-controls", "data-testid": "controls" },
    raiseBox, callBox, flow.els);

  function select(sel) {
    if (!sel) return;
    selection = normalizeSelection(options, sel);
    paint();
  }

  function bid() {
    if (!selection || !isLegalBid(options, selection.quantity, selection.face)) return false;
    send({ type: "act", action: { kind: "bid", quantity: selection.quantity, face: selection.face } });
    return true;
  }

  function call(kind) {
    if (kind === "liar" ? !options.canLiar : !options.canExacto) return false;
    send({ type: "act", action: { kind } });
    return true;
  }

  function update(st) {
    last = st;
    const prevQuantities = options.quantities.join(",");
    options = bidOptions(st.legal);
    selection = normalizeSelection(options, selection);
    if (prevQuantities !== options.quantities.join(",")) {
      replace(qSelect, options.quantities.length
        ? options.quantities.map((q) => h("option", { value: String(q) }, String(q)))
        : [h("option", { value: "" }, "–")]);
    }
    paint();
  }

  function paint() {
    const st = last || {};
    const view = st.view || {};
    const { tr } = st;
    label.apply(tr);
    const yourTurn = options.canBid || options.canLiar || options.canExacto;
    const bidOnes = !!view.options?.bid_ones;
    qSelect.disabled = !options.canBid;
    if (selection) qSelect.value = String(selection.quantity);
    const i = selection ? options.quantities.indexOf(selection.quantity) : -1;
    qDown.disabled = !options.canBid || i <= 0;
    qUp.disabled = !options.canBid || i >= options.quantities.length - 1;
    // Ones are offered only in the bid_ones variant (otherwise the button is not in the page).
    if (bidOnes && !faceButtons[1].isConnected) faceGroup.prepend(faceButtons[1]);
    if (!bidOnes && faceButtons[1].isConnected) faceButtons[1].remove();
    for (const [f, button] of Object.entries(faceButtons)) {
      const face = Number(f);
      const legalNow = !!selection && isLegalBid(options, selection.quantity, face);
      const reachable = options.allFaces.includes(face);
      button.disabled = !reachable;
      button.classList.toggle("tt-face-off", !legalNow);
      const on = !!selection && selection.face === face;
      button.setAttribute("aria-checked", on ? "true" : "false");
      button.tabIndex = on || (!selection && face === 2) ? 0 : -1;
    }
    bidButton.disabled = !selection;
    bidButton.textContent = selection ? tr("ui.exacto.bid-selected", { bid: bidWords(selection.quantity, selection.face, tr) }) : tr("ui.exacto.bid");
    const odds = selection && st.showOdds ? oddsFor(st.hint, selection.quantity, selection.face) : null;
    selOdds.textContent = odds === null ? "" : tr("ui.exacto.selection-odds", { p: percent(odds, 0, tr.lang) });
    liarButton.disabled = !options.canLiar;
    exactoButton.disabled = !options.canExacto;
    raiseBox.classList.toggle("tt-inactive", !options.canBid);
    el.classList.toggle("tt-your-turn", yourTurn);
    flow.update(st, waitText(st, yourTurn));
  }

  return {
    el, update, bid, call, toggleWhy: flow.toggleWhy,
    stepQuantity: (d) => (options.canBid ? (select(stepQuantity(options, selection, d)), true) : false),
    chooseFace: (f) => (options.canBid && options.allFaces.includes(f) ? (select(chooseFace(options, selection, f)), true) : false),
    nextFace(d) {
      if (!options.canBid || !selection) return false;
      const faces = options.allFaces;
      const i = faces.indexOf(selection.face);
      const f = faces[Math.min(faces.length - 1, Math.max(0, (i < 0 ? 0 : i) + d))];
      select(chooseFace(options, selection, f));
      faceButtons[selection.face]?.focus?.();
      return true;
    },
    get selection() { return selection; },
  };
}

/** What the wait note says when it is not (or no longer) your turn to raise or call. */
function waitText(st, yourTurn) {
  const view = st.view || {};
  const { tr } = st;
  const mover = () => nameOf(st.seatInfo, view.current_player, st.seat, tr);
  if (view.is_over) return tr("ui.exacto.wait.over");
  if (yourTurn) return "";
  if (st.revealing) return tr("ui.exacto.wait.reveal");
  if (st.botToMove) return st.showNext ? tr("ui.exacto.wait.next") : tr("ui.thinking", { name: mover() });
  return view.current_player !== undefined ? tr("ui.exacto.wait.to-move", { name: mover() }) : "";
}
