// Exacto's controls with "show every option" (lessons turn it on) and without it: the
// learner may make the mistake a lesson teaches (Python's engine refuses it, citing its
// rule), and outside that mode a control that is off stays focusable and says which rule
// forbids it, sending nothing. States come from the real Python lessons and tables.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom, fixture, flush, q, qa, key, mount, trFor } from "./helpers.js";
import exacto from "../exacto.js";
import lesson from "../lesson.js";
import { everyOption, offReason, bidOptions } from "../exacto/logic.js";

beforeEach(() => installDom());

const isOff = (node) => node.getAttribute("aria-disabled") === "true";

const WORDS = {
  en: { callFirst: "No call before the first bid", legal: "✓ legal", illegal: /^✗ not legal here/, liar: "LIAR" },
  ru: { callFirst: "До первой ставки объявлять нельзя", legal: "✓ разрешено", illegal: /^✗ здесь не разрешено/, liar: "ЛЖЕЦ" },
};

for (const lang of ["en", "ru"]) {
  const at = (name) => fixture(lang === "en" ? name : `${name}@${lang}`);
  const w = WORDS[lang];

  test(`${lang}: lesson "Open the bidding": LIAR is usable before any bid and is sent for the engine to refuse`, () => {
    const st = at("exacto_lesson_opening");
    assert.equal(st.settings.show_every_option, true, "lessons show every option");
    assert.equal(st.view.bid, null);
    assert.ok(!st.legal.some((a) => a.kind === "liar"), "Python's legal list has no LIAR before the first bid");
    const { el, model, root } = mount(lesson, st);
    const liar = q(el, "liar-button");
    assert.equal(liar.disabled, false);
    assert.equal(isOff(liar), false);
    assert.match(liar.textContent, new RegExp(w.liar));
    assert.equal(liar.getAttribute("data-legal"), "false", "LIAR is not marked legal");
    assert.equal(q(el, "liar-legal").textContent, "");
    liar.click();
    assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "liar" } });
    key(root, "l");
    assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "liar" } });
    key(root, "e");
    assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "exacto" } });
    assert.equal(q(el, "off-note").hidden, true, "nothing is explained: the engine will");
    // every quantity up to the dice on the table, the legal bids marked
    assert.deepEqual(
      qa(q(el, "quantity"), "option").map((o) => Number(o.value)),
      Array.from({ length: st.view.total_dice }, (_, i) => i + 1),
    );
    for (let f = 2; f <= 6; f++) assert.equal(q(el, `face-${f}`).getAttribute("data-legal"), "true");
    assert.equal(q(el, "selection-legal").textContent, w.legal);
  });

  test(`${lang}: lesson "Raise": the 3 face can be chosen and six 3s is sent as it is`, () => {
    const st = at("exacto_lesson_raise");
    assert.deepEqual(st.view.bid && [st.view.bid.quantity, st.view.bid.face], [5, 4]);
    assert.ok(!st.legal.some((a) => a.kind === "bid" && a.face === 3), "no raise on 3s is legal");
    const { el, model } = mount(lesson, st);
    const three = q(el, "face-3");
    assert.equal(three.disabled, false);
    assert.equal(isOff(three), false);
    assert.equal(three.getAttribute("data-legal"), "false", "the 3 face is not marked legal");
    assert.equal(q(el, "face-4").getAttribute("data-legal"), "true");
    assert.equal(q(el, "liar-legal").textContent, " ✓", "LIAR is legal here, and marked");
    three.click();
    while (Number(q(el, "quantity").value) < 6) q(el, "quantity-up").click();
    while (Number(q(el, "quantity").value) > 6) q(el, "quantity-down").click();
    assert.equal(three.getAttribute("aria-checked"), "true");
    assert.match(q(el, "selection-legal").textContent, w.illegal);
    q(el, "bid-button").click();
    assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "bid", quantity: 6, face: 3 } });
  });

  test(`${lang}: without show_every_option a LIAR that is off says why when pressed, and sends nothing`, async () => {
    const st = at("opening");
    assert.equal(st.settings.show_every_option, false);
    const { el, model, root } = mount(exacto, st);
    const liar = q(el, "liar-button");
    assert.equal(liar.disabled, false, "focusable and clickable");
    assert.equal(isOff(liar), true);
    assert.match(liar.title, /exacto\.opening-bid/);
    assert.equal(q(el, "off-note").hidden, true);
    liar.click();
    assert.deepEqual(model.sent, []);
    const note = q(el, "off-note");
    assert.equal(note.hidden, false);
    assert.equal(note.textContent, `${w.callFirst}: exacto.opening-bid`);
    assert.equal(note.querySelector("[data-rule]").getAttribute("data-rule"), "exacto.opening-bid");
    // the rule chip opens the rule
    note.querySelector("[data-rule]").click();
    await flush();
    assert.equal(q(el, "tab-rules").getAttribute("aria-selected"), "true");
    // L and E do the same
    q(el, "off-note").hidden = true;
    const ev = key(root, "l");
    assert.equal(ev.defaultPrevented, true);
    assert.equal(q(el, "off-note").hidden, false);
    key(root, "e");
    assert.match(q(el, "off-note").textContent, new RegExp(w.callFirst));
    assert.deepEqual(model.sent, []);
    // a bid is still sent, and a legal bid clears nothing it should not
    q(el, "bid-button").click();
    assert.equal(model.sent.at(-1).action.kind, "bid");
  });
}

test("focusing an off control explains it too", () => {
  const { el } = mount(exacto, fixture("opening"));
  q(el, "exacto-button").dispatchEvent(new window.Event("focus"));
  assert.equal(q(el, "off-note").hidden, false);
  assert.match(q(el, "off-note").textContent, /No call before the first bid: exacto\.opening-bid/);
});

test("a face no raise can reach says which rule forbids it", () => {
  const st = fixture("exacto_lesson_raise");
  st.settings = { ...st.settings, show_every_option: false };
  const { el, model, root } = mount(lesson, st);
  const three = q(el, "face-3");
  assert.equal(three.disabled, false);
  assert.equal(isOff(three), true);
  three.click();
  assert.equal(q(el, "off-note").textContent, "No bid on face 3 is allowed now: exacto.raise");
  key(root, "3");
  assert.deepEqual(model.sent, []);
  assert.equal(q(el, "selection-legal").hidden, true, "no legal mark when only legal bids are offered");
});

test("the table setting: show_every_option on an ordinary table, and its toggle", async () => {
  const st = fixture("opening");
  st.settings = { ...st.settings, show_every_option: true };
  const { el, model } = mount(exacto, st);
  assert.equal(q(el, "every-option-toggle").checked, true);
  assert.equal(isOff(q(el, "liar-button")), false);
  q(el, "liar-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "liar" } });
  q(el, "every-option-toggle").checked = false;
  q(el, "every-option-toggle").dispatchEvent(new window.Event("change"));
  await flush();
  assert.equal(model.get("settings").show_every_option, false, "the browser writes the setting");
  assert.equal(isOff(q(el, "liar-button")), true);
});

test("every option is offered on your turn only: otherwise the controls say whose turn it is", () => {
  const st = fixture("step_mode");
  st.settings = { ...st.settings, show_every_option: true };
  const { el, model, root } = mount(exacto, st);
  assert.equal(isOff(q(el, "liar-button")), true);
  q(el, "liar-button").click();
  key(root, "Enter");
  assert.deepEqual(model.sent, []);
  assert.match(q(el, "off-note").textContent, /Not your turn: .+ is to move: exacto\.raise/);
});

test("the lesson's toggle is hidden: a lesson always shows every option", () => {
  const { el } = mount(lesson, fixture("exacto_lesson_opening"));
  assert.equal(q(el, "every-option-toggle").closest("label").hidden, true);
});

test("everyOption and offReason: pure logic, every rule and face read from Python's data", () => {
  const legal = [{ kind: "bid", quantity: 6, face: 4 }, { kind: "liar" }];
  const every = everyOption(legal, 4, [2, 3, 4, 5, 6]);
  assert.deepEqual(every.quantities, [1, 2, 3, 4]);
  assert.deepEqual(every.allFaces, [2, 3, 4, 5, 6]);
  assert.equal(every.canLiar && every.canExacto && every.canBid, true);
  assert.deepEqual(every.first, { quantity: 6, face: 4 }, "the selection starts on a legal bid");
  assert.deepEqual(everyOption([], 3, [1, 2, 3, 4, 5, 6]).allFaces, [1, 2, 3, 4, 5, 6]);
  assert.deepEqual(everyOption([], 3, [3, 5]).allFaces, [3, 5], "the faces are Python's, whatever they are");
  const opening = bidOptions([{ kind: "bid", quantity: 1, face: 2 }]);
  const off = {
    turn: { id: "ui.exacto.off.turn", params: { seat: 1 }, rule: "exacto.raise" },
    liar: { id: "ui.exacto.off.call-first", params: {}, rule: "exacto.opening-bid" },
    "face-5": { id: "ui.exacto.off.face", params: { face: 5 }, rule: "rule.from-python" },
  };
  const st = { view: { bid: null, current_player: 0, total_dice: 4 }, seat: 0, seatInfo: [], off, tr: trFor("en") };
  assert.deepEqual(offReason("liar", st, opening), off.liar);
  assert.equal(offReason(["face", 2], st, opening), null);
  assert.equal(offReason(["face", 5], st, opening).rule, "rule.from-python", "looked up, not worked out");
  // not your turn: Python's seat, named on the page ("You" for your own)
  const turn = { id: "ui.exacto.off.turn", params: { name: "Mage 1" }, rule: "exacto.raise" };
  assert.deepEqual(offReason("liar", st, bidOptions([])), turn);
  assert.equal(offReason("bid", { ...st, seat: 1 }, bidOptions([])).params.name, "You");
  const over = { turn: { id: "ui.exacto.off.over", params: {}, rule: "exacto.winner" } };
  assert.equal(offReason("liar", { ...st, off: over }, bidOptions([])).rule, "exacto.winner");
  // the page's own states come first, and cite no rule
  assert.deepEqual(offReason("liar", { ...st, revealing: true }, opening), { id: "ui.exacto.off.reveal", params: {}, rule: "" });
  assert.equal(offReason("liar", { ...st, done: true }, opening).id, "ui.exacto.off.done");
  assert.equal(offReason("liar", { ...st, curtained: true }, opening).id, "ui.exacto.off.curtain");
});

test("no raise left: the bid button cites the engine's exacto.raise (Python's reason), not the turn", () => {
  const st = fixture("no_raise");
  assert.deepEqual(st.off.bid, { id: "ui.exacto.off.no-raise", params: {}, rule: "exacto.raise" });
  const { el, model } = mount(exacto, st);
  const bid = q(el, "bid-button");
  assert.equal(isOff(bid), true);
  bid.click();
  assert.deepEqual(model.sent, []);
  assert.equal(q(el, "off-note").textContent, "No bid raises the standing bid: call LIAR or EXACTO: exacto.raise");
  assert.equal(isOff(q(el, "liar-button")), false, "the calls are on");
});

test("a control's reason is the one Python sent (ExactoTable.off), whatever it says", () => {
  const st = fixture("exacto_lesson_raise");
  st.settings = { ...st.settings, show_every_option: false };
  st.off["face-3"] = { ...st.off["face-3"], rule: "exacto.wild-ones" };
  const { el } = mount(lesson, st);
  q(el, "face-3").click();
  assert.equal(q(el, "off-note").textContent, "No bid on face 3 is allowed now: exacto.wild-ones");
});

test("every option offers the faces Python's bid_faces names (bid_ones: ones too)", () => {
  const st = fixture("bid_ones_every");
  assert.deepEqual(st.bid_faces, [1, 2, 3, 4, 5, 6]);
  let { el, model } = mount(exacto, st);
  const one = q(el, "face-1");
  assert.equal(isOff(one), false);
  one.click();
  assert.equal(one.getAttribute("aria-checked"), "true");
  // fewer faces from Python, fewer faces offered: the page names none of its own
  const narrow = fixture("bid_ones_every");
  narrow.bid_faces = [4, 5];
  ({ el, model } = mount(exacto, narrow));
  q(el, "face-3").click();
  assert.notEqual(q(el, "face-3").getAttribute("aria-checked"), "true", "a face Python did not name is not offered");
  q(el, "face-5").click();
  q(el, "bid-button").click();
  assert.equal(model.sent.at(-1).action.face, 5);
});
