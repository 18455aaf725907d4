// The raise controls: only legal raises are offered (built from Python's `legal` list),
// LIAR and EXACTO, Next (step mode) and Why? (the last bot's reason).
//
// A control that is off stays focusable and clickable (aria-disabled, not disabled): pressed
// or focused, it says which rule forbids it, and sends nothing. With the setting
// show_every_option (lessons turn it on) every quantity, face and call is offered on your
// turn, legal or not, and sent as it is: Python's engine refuses an illegal one with its
// rule (the error line, or the lesson's feedback). The legal ones stay marked.
import { h, replace } from "../shared/dom.js";
import { createFlow } from "../shared/flow.js";
import { dieSvg } from "../shared/dice.js";
import { percent } from "../shared/format.js";
import { labeller } from "../shared/i18n.js";
import {
  bidOptions,
  everyOption,
  offReason,
  normalizeSelection,
  stepQuantity,
  chooseFace,
  isLegalBid,
  bidWords,
  oddsFor,
  nameOf,
} from "./logic.js";

/** @param {{ send: (action: object) => void, onNext: () => unknown, onRule?: (rule: string) => void }} options */
export function createControls({ send, onNext, onRule = () => {} }) {
  let selection = null;
  let options = bidOptions([]); // what the controls offer
  let legal = options; // what Python's legal list allows (the same unless every option is shown)
  let last = null;
  let noteFor = null; // the control whose explanation the note shows
  const label = labeller();
  const offs = new Map(); // control node -> why it is off ({id, params, rule})

  const qDown = label(
    h(
      "button",
      {
        class: "tt-btn tt-step",
        type: "button",
        "data-testid": "quantity-down",
        onclick: () => guard(qDown) || select(stepQuantity(options, selection, -1)),
      },
      "−",
    ),
    { "aria-label": "ui.exacto.fewer", title: "ui.exacto.fewer-title" },
  );
  const qSelect = label(
    h("select", {
      class: "tt-quantity",
      "data-testid": "quantity",
      onchange: () => select({ quantity: Number(qSelect.value), face: selection?.face }),
    }),
    { "aria-label": "ui.exacto.quantity" },
  );
  const qUp = label(
    h(
      "button",
      {
        class: "tt-btn tt-step",
        type: "button",
        "data-testid": "quantity-up",
        onclick: () => guard(qUp) || select(stepQuantity(options, selection, +1)),
      },
      "+",
    ),
    { "aria-label": "ui.exacto.more", title: "ui.exacto.more-title" },
  );
  const faceGroup = label(h("div", { class: "tt-faces", role: "radiogroup", "data-testid": "faces" }), {
    "aria-label": "ui.exacto.face-group",
  });
  const faceButtons = {};
  for (const f of [1, 2, 3, 4, 5, 6]) {
    faceButtons[f] = label(
      h(
        "button",
        {
          class: "tt-face",
          type: "button",
          role: "radio",
          "data-testid": `face-${f}`,
          "data-face": f,
          onclick: () => guard(faceButtons[f]) || select(chooseFace(options, selection, f)),
        },
        dieSvg(f, { size: 38 }),
      ),
      { "aria-label": (tr) => tr("ui.exacto.face", { face: f }), title: (tr) => tr("ui.exacto.face-title", { face: f }) },
    );
    if (f !== 1) faceGroup.append(faceButtons[f]);
  }
  const bidButton = label(
    h("button", { class: "tt-btn tt-btn-primary tt-bid-button", type: "button", "data-testid": "bid-button", onclick: () => bid() }),
    { title: "ui.exacto.bid-title" },
  );
  const selOdds = h("span", { class: "tt-sel-odds", "data-testid": "selection-odds", "aria-live": "polite" });
  // With every option shown: is the selected bid legal? (the learner may send it anyway)
  const selLegal = h("span", { class: "tt-sel-legal", "data-testid": "selection-legal", hidden: true });
  const liarMark = h("span", { class: "tt-legal-mark", "data-testid": "liar-legal", "aria-hidden": "true" });
  const exactoMark = h("span", { class: "tt-legal-mark", "data-testid": "exacto-legal", "aria-hidden": "true" });
  const liarButton = label(
    h(
      "button",
      { class: "tt-btn tt-btn-liar", type: "button", "data-testid": "liar-button", "aria-keyshortcuts": "L", onclick: () => call("liar") },
      h("span", { class: "tt-x", "aria-hidden": "true" }, "✗"),
      " ",
      label(h("span", {}), { text: "ui.exacto.liar" }),
      liarMark,
    ),
    { title: "ui.exacto.liar-title" },
  );
  const exactoButton = label(
    h(
      "button",
      {
        class: "tt-btn tt-btn-exacto",
        type: "button",
        "data-testid": "exacto-button",
        "aria-keyshortcuts": "E",
        onclick: () => call("exacto"),
      },
      h("span", { class: "tt-x", "aria-hidden": "true" }, "="),
      " ",
      label(h("span", {}), { text: "ui.exacto.exacto" }),
      exactoMark,
    ),
    { title: "ui.exacto.exacto-title" },
  );
  const flow = createFlow({ onNext, nextTitle: "ui.exacto.next-title", whyTitle: "ui.exacto.why-title", nameOf });

  // "Raise to" over a standing bid; the round's first bid raises nothing: "Bid"
  const raiseLabel = h("span", { class: "tt-ctl-label", "data-testid": "raise-label" });
  const raiseBox = label(
    h(
      "div",
      { class: "tt-raise", role: "group" },
      raiseLabel,
      h("div", { class: "tt-qty" }, qDown, qSelect, qUp),
      faceGroup,
      bidButton,
      selOdds,
      selLegal,
    ),
    { "aria-label": (tr) => tr(last?.view?.bid ? "ui.exacto.raise" : "ui.exacto.bid") },
  );
  const callBox = label(h("div", { class: "tt-calls", role: "group" }, liarButton, exactoButton), { "aria-label": "ui.exacto.challenge" });
  // Why a control is off, once it is pressed or focused: the sentence and its rule.
  const offNote = h("div", {
    class: "tt-off-note tt-wait",
    "data-testid": "off-note",
    role: "status",
    "aria-live": "polite",
    hidden: true,
  });
  const el = h("div", { class: "tt-controls", "data-testid": "controls" }, raiseBox, callBox, offNote, flow.els);

  // Every control that may be off explains itself when focused (pressing is `guard`).
  /** @type {Array<[HTMLElement, string | [string, number]]>} */
  const controls = [
    [qDown, "fewer"],
    [qUp, "more"],
    [bidButton, "bid"],
    [liarButton, "liar"],
    [exactoButton, "exacto"],
    ...Object.entries(faceButtons).map(([f, b]) => /** @type {[HTMLElement, [string, number]]} */ ([b, ["face", Number(f)]])),
  ];
  const controlOf = new Map(controls);
  for (const node of controlOf.keys())
    node.addEventListener("focus", () => {
      if (offs.has(node)) explain(node);
    });

  /** Pressing an off control: say why, send nothing (true: the press is handled). */
  function guard(node) {
    if (!offs.has(node)) return false;
    explain(node);
    return true;
  }

  function explain(node) {
    const why = offs.get(node);
    const tr = last && last.tr;
    if (!why || !tr) return;
    noteFor = node;
    offNote.hidden = false;
    replace(
      offNote,
      tr(why.id, why.params),
      why.rule
        ? [
            ": ",
            h(
              "button",
              {
                class: "tt-rule-chip",
                type: "button",
                "data-rule": why.rule,
                title: tr("ui.rule-title", { rule: why.rule }),
                onclick: () => onRule(why.rule),
              },
              why.rule,
            ),
          ]
        : null,
    );
  }

  function hideNote() {
    noteFor = null;
    offNote.hidden = true;
    replace(offNote);
  }

  /** Mark `node` on or off; off, it stays focusable and says why when pressed. */
  function setOff(node, why, title) {
    node.disabled = false;
    if (why) {
      offs.set(node, why);
      node.setAttribute("aria-disabled", "true");
      node.title = title(why);
    } else {
      offs.delete(node);
      node.removeAttribute("aria-disabled");
    }
    node.classList.toggle("tt-off", !!why); // styles.css dims [aria-disabled] controls
  }

  function select(sel) {
    if (!sel) return;
    selection = normalizeSelection(options, sel);
    paint();
  }

  function bid() {
    if (guard(bidButton)) return true;
    if (!selection || !isLegalBid(options, selection.quantity, selection.face)) return false;
    send({ type: "act", action: { kind: "bid", quantity: selection.quantity, face: selection.face } });
    return true;
  }

  function call(kind) {
    if (guard(kind === "liar" ? liarButton : exactoButton)) return true;
    if (kind === "liar" ? !options.canLiar : !options.canExacto) return false;
    send({ type: "act", action: { kind } });
    return true;
  }

  function update(st) {
    last = st;
    const prevQuantities = options.quantities.join(",");
    legal = bidOptions(st.legal);
    const view = st.view || {};
    // every option, on your turn only (Python's legal list is not empty then)
    options =
      st.settings?.show_every_option && (legal.canBid || legal.canLiar || legal.canExacto)
        ? everyOption(st.legal, view.total_dice, st.bidFaces)
        : legal;
    selection = normalizeSelection(options, selection);
    if (prevQuantities !== options.quantities.join(",")) {
      replace(
        qSelect,
        options.quantities.length
          ? options.quantities.map((q) => h("option", { value: String(q) }, String(q)))
          : [h("option", { value: "" }, "–")],
      );
    }
    paint();
  }

  function paint() {
    const st = last || {};
    const view = st.view || {};
    const { tr } = st;
    raiseLabel.textContent = tr(view.bid ? "ui.exacto.raise-to" : "ui.exacto.bid");
    label.apply(tr);
    const yourTurn = options.canBid || options.canLiar || options.canExacto;
    const bidOnes = !!view.options?.bid_ones;
    const every = !!options.every;
    const why = (control) => offReason(control, st, options, selection);
    const saying = (title) => (w) => `${tr(w.id, w.params)}${w.rule ? ` (${w.rule})` : ""} · ${tr(title)}`;
    qSelect.disabled = !options.canBid;
    if (selection) qSelect.value = String(selection.quantity);
    setOff(qDown, why("fewer"), saying("ui.exacto.fewer-title"));
    setOff(qUp, why("more"), saying("ui.exacto.more-title"));
    // Ones are offered only in the bid_ones variant (otherwise the button is not in the page).
    if (bidOnes && !faceButtons[1].isConnected) faceGroup.prepend(faceButtons[1]);
    if (!bidOnes && faceButtons[1].isConnected) faceButtons[1].remove();
    for (const [f, button] of Object.entries(faceButtons)) {
      const face = Number(f);
      const legalNow = !!selection && isLegalBid(legal, selection.quantity, face);
      setOff(button, why(["face", face]), (w) => `${tr(w.id, w.params)}${w.rule ? ` (${w.rule})` : ""}`);
      button.classList.toggle("tt-face-off", !legalNow);
      // with every option shown, the faces with a legal bid stay marked (the others dimmed)
      button.setAttribute("data-legal", legal.allFaces.includes(face) ? "true" : "false");
      if (every)
        button.setAttribute(
          "aria-label",
          `${tr("ui.exacto.face", { face })}${legal.allFaces.includes(face) ? ` · ${tr("ui.exacto.legal.yes")}` : ""}`,
        );
      const on = !!selection && selection.face === face;
      button.setAttribute("aria-checked", on ? "true" : "false");
      button.tabIndex = on || (!selection && face === 2) ? 0 : -1;
    }
    setOff(bidButton, why("bid"), saying("ui.exacto.bid-title"));
    bidButton.textContent = selection
      ? tr("ui.exacto.bid-selected", { bid: bidWords(selection.quantity, selection.face, tr) })
      : tr("ui.exacto.bid");
    const odds = selection && st.showOdds ? oddsFor(st.hint, selection.quantity, selection.face) : null;
    selOdds.textContent = odds === null ? "" : tr("ui.exacto.selection-odds", { p: percent(odds, 0, tr.lang) });
    const selectedLegal = !!selection && isLegalBid(legal, selection.quantity, selection.face);
    selLegal.hidden = !(every && selection);
    selLegal.textContent = every && selection ? tr(selectedLegal ? "ui.exacto.legal.yes" : "ui.exacto.legal.no") : "";
    selLegal.setAttribute("data-legal", selectedLegal ? "true" : "false");
    setOff(liarButton, why("liar"), saying("ui.exacto.liar-title"));
    setOff(exactoButton, why("exacto"), saying("ui.exacto.exacto-title"));
    for (const [button, mark, ok] of [
      [liarButton, liarMark, legal.canLiar],
      [exactoButton, exactoMark, legal.canExacto],
    ]) {
      mark.textContent = every && ok ? " ✓" : "";
      button.setAttribute("data-legal", ok ? "true" : "false");
    }
    // the note goes once its control is on again (or says something else now)
    if (noteFor && !offs.has(noteFor)) hideNote();
    else if (noteFor) explain(noteFor);
    raiseBox.classList.toggle("tt-inactive", !options.canBid);
    el.classList.toggle("tt-your-turn", yourTurn);
    flow.update(st, waitText(st, yourTurn));
  }

  return {
    el,
    update,
    bid,
    call,
    toggleWhy: flow.toggleWhy,
    stepQuantity: (d) => (options.canBid ? (select(stepQuantity(options, selection, d)), true) : false),
    chooseFace(f) {
      if (!options.canBid || !faceButtons[f]?.isConnected) return false;
      if (guard(faceButtons[f])) return true;
      select(chooseFace(options, selection, f));
      return true;
    },
    nextFace(d) {
      if (!options.canBid || !selection) return false;
      const faces = options.allFaces;
      const i = faces.indexOf(selection.face);
      const f = faces[Math.min(faces.length - 1, Math.max(0, (i < 0 ? 0 : i) + d))];
      select(chooseFace(options, selection, f));
      faceButtons[selection.face]?.focus?.();
      return true;
    },
    get selection() {
      return selection;
    },
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
