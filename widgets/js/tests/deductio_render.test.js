// The Deductio table rendered into a fake DOM (happy-dom) with a fake model holding states
// the real Python widget produced (make_fixtures.py: the "deductio" states): what the
// learner sees, and what a click sends. Python judges every clue; the page sends them all.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import {
  installDom, fixtures, flush, q, qa, key, mount, withFakeTimers,
  assertStepsOnNext, assertStepAfter, assertErrorLine, assertCleansUp,
} from "./helpers.js";
import { missing } from "../shared/i18n.js";
import { numberMark, clueWords } from "../deductio/logic.js";
import deductio from "../deductio.js";

beforeEach(() => installDom());

/** A Deductio state as Python sent it (view and view_more apart), with its strings. */
function dfixture(name) {
  const data = fixtures();
  const st = structuredClone(data.deductio[name]);
  if (!st) throw new Error(`no deductio fixture ${name}`);
  if (typeof st.strings === "string") st.strings = structuredClone(data.strings[st.strings]);
  return st;
}
const names = () => Object.keys(fixtures().deductio);
const viewOf = (st) => ({ ...st.view, ...(st.view_more || {}) });

test("your number with its # / ## mark; the others' numbers hidden", () => {
  const st = dfixture("deductio_turn");
  const { el } = mount(deductio, st);
  const mine = viewOf(st).numbers[st.seat];
  assert.equal(q(el, "my-number").getAttribute("data-number"), String(mine));
  assert.equal(q(el, "my-mark").textContent, numberMark(mine));
  assert.equal(numberMark(9), "#");
  assert.equal(numberMark(14), "##");
  assert.equal(q(el, "number-1").textContent, "?");
  assert.match(q(el, "status").textContent, /Your turn/);
});

test("the row, the tableaux upright and sideways, face-up numbers, trophies and decks", () => {
  const st = dfixture("deductio_turn");
  const view = viewOf(st);
  const { el } = mount(deductio, st);
  const row = qa(q(el, "row"), "[data-testid^=row-clue-]");
  assert.deepEqual(row.map((b) => Number(b.getAttribute("data-clue"))), view.row);
  for (const b of row) {
    assert.equal(b.disabled, false, "every row clue may be sent: Python judges it");
    assert.equal(b.textContent, clueWords(st.clues, Number(b.getAttribute("data-clue"))));
  }
  assert.match(q(el, "row-clue-12").textContent, /^#12 n is prime$/);
  for (const [s, pile] of view.tableau.entries()) {
    pile.forEach((c, i) => {
      const card = q(el, `tableau-${s}-${i}`);
      assert.equal(card.getAttribute("data-clue"), String(c.clue));
      assert.equal(card.getAttribute("data-upright"), String(c.upright));
      assert.ok(card.classList.contains(c.upright ? "tt-d-upright" : "tt-d-sideways"));
      assert.match(card.textContent, new RegExp(`#${c.clue} `));
    });
  }
  assert.ok(view.tableau.flat().some((c) => !c.upright), "the fixture has sideways clues");
  for (const n of view.face_up) assert.ok(q(el, `face-up-${n}`));
  assert.match(q(el, "trophies-1").textContent, /Trophies: 1/);
  assert.match(q(el, "trophies-1").textContent, /17/);
  assert.match(q(el, "clue-deck").textContent, new RegExp(`Clue deck: ${view.clue_deck_size} \\(Reveal cards: 1\\)`));
  assert.match(q(el, "number-deck").textContent, new RegExp(`: ${view.number_deck_size}$`));
  assert.equal(q(el, "ability").hidden, true);
});

test("a row clue click sends the clue, true or not; take all and the guess control", () => {
  const st = dfixture("deductio_turn");
  const { el, model } = mount(deductio, st);
  q(el, "row-clue-14").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "clue", clue: 14 } });
  q(el, "row-clue-29").click();   // false of the learner's number: the engine will refuse it
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "clue", clue: 29 } });
  q(el, "take-all").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "take_all" } });
  const target = q(el, "guess-target");
  assert.deepEqual(qa(target, "option").map((o) => o.value), ["1"]);
  assert.equal(qa(q(el, "guess-number"), "option").length, 20);
  q(el, "guess-number").value = "7";
  q(el, "guess-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "guess", target: 1, number: 7 } });
});

test("a false clue: the engine's sentence and the rule it cites", () => {
  const { el } = mount(deductio, dfixture("deductio_error"));
  const err = assertErrorLine(el, /not true of your number 9/, "deductio.play-clue");
  err.querySelector("[data-rule]").click();
  assert.equal(q(el, "tab-rules").getAttribute("aria-selected"), "true");
});

test("the ability prompt: peek or pass, and the peeked card shown to you", () => {
  const st = dfixture("deductio_ability");
  const { el, model } = mount(deductio, st);
  assert.equal(q(el, "ability").hidden, false);
  assert.match(q(el, "ability-text").textContent, /#14 .*peek at 1 card/);
  assert.ok(qa(q(el, "row"), "[data-testid^=row-clue-]").every((b) => b.disabled), "no clue play while the ability waits");
  assert.equal(q(el, "guess-button").disabled, true);
  q(el, "peek-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "peek" } });
  q(el, "pass-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "pass" } });
  const { el: el2 } = mount(deductio, dfixture("deductio_peeked"));
  assert.equal(q(el2, "peek-0").getAttribute("data-number"), "11");
  assert.match(q(el2, "peeks").textContent, /11 \(Secret Number deck, card 4 from the top\)/);
});

test("the penalty after a wrong guess; the end of the game", () => {
  const { el } = mount(deductio, dfixture("deductio_penalty"));
  assert.equal(q(el, "penalty").hidden, false);
  assert.match(q(el, "penalty").textContent, /2$/);
  assert.equal(q(el, "guess-button").disabled, true);
  assert.match(q(el, "wrong-guesses").textContent, /Player 1 does not hold 5/);
  const { el: over } = mount(deductio, dfixture("deductio_over"));
  assert.match(q(over, "status").textContent, /Game over: Player 0 won/);
});

test("keys: T takes all, G guesses", () => {
  const { el, model, root } = mount(deductio, dfixture("deductio_turn"));
  key(root, "t");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "take_all" } });
  key(root, "g");
  assert.equal(model.sent.at(-1).action.kind, "guess");
  assert.ok(q(el, "keys-help").textContent.includes("take all"));
});

test("bots are paced by the shared pacer: Next in step mode, the delay otherwise", () => {
  assertStepsOnNext(deductio, dfixture("deductio_step"));
  withFakeTimers(() => assertStepAfter(deductio, dfixture("deductio_peeked"), 700, "the bot waits its delay"));
});

test("the teacher sees every number", () => {
  const st = dfixture("deductio_teacher");
  const { el } = mount(deductio, st);
  assert.equal(q(el, "teacher-badge").hidden, false);
  assert.equal(q(el, "number-1").getAttribute("data-number"), "4");
});

test("no ui id is missing in any language, ru included; the words are Russian", async () => {
  assert.ok(names().some((n) => n.endsWith("@ru")));
  missing.clear();
  for (const name of names()) {
    const st = dfixture(name);
    const { el, cleanup } = mount(deductio, st);
    await flush();
    for (const id of ["why-button", "new-game-button"]) {
      const b = q(el, id);
      if (b && !b.hidden && !b.disabled) b.click();
    }
    await flush();
    assert.deepEqual([...missing], [], name);
    cleanup();
  }
  const { el } = mount(deductio, dfixture("deductio_turn@ru"));
  assert.equal(q(el, "take-all").textContent, "Взять все горизонтально");
  assert.match(q(el, "status").textContent, /Ваш ход/);
  assert.match(q(el, "row-clue-12").textContent, /^#12 /);
  assert.doesNotMatch(q(el, "row-clue-12").textContent, /prime/);
});

test("cleanup leaves nothing behind", () => {
  assertCleansUp(mount(deductio, dfixture("deductio_turn")));
});
