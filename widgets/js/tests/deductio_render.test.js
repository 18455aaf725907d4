// The Deductio table rendered into a fake DOM (happy-dom) with a fake model holding states
// the real Python widget produced (make_fixtures.py: the "deductio" states): what the
// learner sees, and what a click sends. Python judges every clue; the page sends them all.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import {
  installDom,
  fixtures,
  flush,
  q,
  qa,
  key,
  mount,
  withFakeTimers,
  assertStepsOnNext,
  assertStepAfter,
  assertErrorLine,
  assertCleansUp,
  assertCurtain,
} from "./helpers.js";
import { missing } from "../shared/i18n.js";
import { numberMark, clueWords } from "../deductio/logic.js";
import { shade, percent } from "../deductio/grid.js";
import { stepDelay } from "../deductio/reveal.js";
import { mock } from "node:test";
import deductio from "../deductio.js";

beforeEach(() => installDom());

/** A Deductio state as Python sent it (view and view_seldom apart), with its strings. */
function dfixture(name) {
  const data = fixtures();
  const st = structuredClone(data.deductio[name]);
  if (!st) throw new Error(`no deductio fixture ${name}`);
  if (typeof st.strings === "string") st.strings = structuredClone(data.strings[st.strings]);
  return st;
}
const names = () => Object.keys(fixtures().deductio);
const viewOf = (st) => ({ ...st.view, ...(st.view_seldom || {}) });

test("your number with its # / ## mark; the others' numbers hidden", () => {
  const st = dfixture("deductio_turn");
  const { el } = mount(deductio, st);
  const mine = viewOf(st).numbers[st.seat];
  assert.equal(q(el, "my-number").getAttribute("data-number"), String(mine));
  assert.equal(q(el, "my-mark").textContent, numberMark(mine));
  // "7 #" alone is cryptic; the words say what the mark counts
  assert.equal(q(el, "my-digits").textContent, mine < 10 ? "(one digit)" : "(2 digits)");
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
  assert.deepEqual(
    row.map((b) => Number(b.getAttribute("data-clue"))),
    view.row,
  );
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
  assert.ok(
    view.tableau.flat().some((c) => !c.upright),
    "the fixture has sideways clues",
  );
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
  q(el, "row-clue-29").click(); // false of the learner's number: the engine will refuse it
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "clue", clue: 29 } });
  q(el, "take-all").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "take_all" } });
  const target = q(el, "guess-target");
  assert.deepEqual(
    qa(target, "option").map((o) => o.value),
    ["1"],
  );
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
  assert.ok(
    qa(q(el, "row"), "[data-testid^=row-clue-]").every((b) => b.disabled),
    "no clue play while the ability waits",
  );
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
  assert.match(q(el, "penalty").textContent, /clue plays left: 2 Two clue plays in a row: no guess and no abilities/);
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

test("the candidate grid: off by default, on with its toggle; shaded by Python's probabilities", () => {
  const off = mount(deductio, dfixture("deductio_turn"));
  assert.equal(q(off.el, "candidate-grid").hidden, true, "off by default");
  assert.equal(q(off.el, "candidates-toggle").checked, false);
  assert.equal(q(off.el, "bits-14"), null);
  q(off.el, "candidates-toggle").click();
  assert.equal(off.model.get("settings").show_probability, true, "the toggle writes the setting");

  const st = dfixture("deductio_grid");
  const { el, root, model } = mount(deductio, st);
  const grid = q(el, "candidate-grid");
  assert.equal(grid.hidden, false);
  const dist = st.hint.candidates["1"];
  for (let n = 1; n <= 20; n++) {
    const cell = q(el, `cand-1-${n}`);
    const p = dist[String(n)] || 0;
    assert.equal(Number(cell.getAttribute("data-p")), p);
    assert.equal(cell.textContent, percent(p));
    assert.equal(cell.classList.contains("tt-d-cand-out"), p === 0, `${n}`);
  }
  assert.equal(q(el, "cand-0-1"), null, "no row for your own number");
  assert.match(q(el, "bits-left-1").textContent, new RegExp(`${st.hint.bits_left["1"]} bits unknown`));
  assert.match(q(el, "bits-14").textContent, new RegExp(`gives away ${st.hint.information["14"]} bits`));
  assert.match(q(el, "bits-29").textContent, /not true of your number/);
  assert.match(q(el, "take-all-bits").textContent, /Taking all gives away 0 bits/);
  key(root, "c");
  assert.equal(model.get("settings").show_probability, false, "C hides it again");
  assert.equal(shade(0), null);
  assert.ok(shade(1).alpha > shade(0.1).alpha);
  assert.equal(percent(0.004), "<1");
});

test("the grid follows the clues as they land (Python's new numbers, redrawn)", () => {
  const st = dfixture("deductio_grid");
  const { el, model } = mount(deductio, st);
  const hint = structuredClone(st.hint);
  hint.candidates["1"] = { 4: 0.5, 8: 0.5 };
  model.update({ hint });
  return flush().then(() => {
    assert.equal(q(el, "cand-1-4").textContent, "50");
    assert.equal(q(el, "cand-1-10").textContent, "");
  });
});

test("cleanup stops a Reveal being told: no step fires into the removed widget", () => {
  withFakeTimers(() => {
    const st = dfixture("deductio_reveal");
    const { el, model, cleanup } = mount(deductio, st);
    const status = q(el, "status");
    const step = q(el, "reveal-step-1");
    assert.match(status.textContent, /Reveal, step 1 of 3/);
    cleanup();
    mock.timers.tick(60_000);
    assert.match(status.textContent, /Reveal, step 1 of 3/, "the telling stopped with the widget");
    assert.equal(step.getAttribute("data-state"), "current");
    assert.deepEqual(
      model.sent.filter((m) => m.type === "step"),
      [],
    );
  });
});

test("a Reveal is told step by step, holding the bots; the status line names each step", () => {
  withFakeTimers(() => {
    const st = dfixture("deductio_reveal");
    const { el, model } = mount(deductio, st);
    const steps = q(el, "reveal-steps");
    assert.equal(steps.hidden, false);
    model.update({ bot_to_move: true }); // a bot is to move next: it waits for the Reveal
    const state = () => [1, 2, 3].map((i) => q(el, `reveal-step-${i}`).getAttribute("data-state"));
    assert.deepEqual(state(), ["current", "todo", "todo"]);
    assert.match(q(el, "status").textContent, /Reveal, step 1 of 3: The Reveal card is drawn and put back in the box/);
    const ms = stepDelay(st.settings);
    mock.timers.tick(ms - 1);
    assert.deepEqual(state(), ["current", "todo", "todo"], "each step waits its pause");
    mock.timers.tick(1);
    assert.deepEqual(state(), ["done", "current", "todo"]);
    assert.match(q(el, "status").textContent, /step 2 of 3: 11 is turned face up/);
    assert.ok(q(el, "face-up-11").classList.contains("tt-d-fresh"));
    q(el, "reveal-next").click();
    assert.deepEqual(state(), ["done", "done", "current"]);
    assert.match(q(el, "status").textContent, /step 3 of 3: Sideways ±1 clues discarded: Player 0's #24 /);
    assert.equal(model.sent.filter((m) => m.type === "step").length, 0, "nothing asked of Python");
    mock.timers.tick(ms);
    assert.deepEqual(state(), ["done", "done", "done"]);
    assert.equal(q(el, "reveal-next").hidden, true);
    assert.doesNotMatch(q(el, "status").textContent, /Reveal/);
    assert.equal(model.sent.filter((m) => m.type === "step").length, 0, "the bot waited for the Reveal");
    mock.timers.tick(st.settings.bot_delay_ms);
    assert.deepEqual(
      model.sent.filter((m) => m.type === "step"),
      [{ type: "step", move: st.view.move_number }],
    );
  });
});

test("hot-seat: the curtain hides the table until the next player is ready", () =>
  assertCurtain(deductio, dfixture("deductio_curtain"), {
    table: "deductio-table",
    name: "Player 1",
    secrets: (el) => qa(el, "[data-testid=my-number]").length,
  }));

test("keys 1, 2, 3 play the row's clues", () => {
  const st = dfixture("deductio_turn");
  const { model, root } = mount(deductio, st);
  const row = viewOf(st).row;
  key(root, "1");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "clue", clue: row[0] } });
  key(root, "3");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "clue", clue: row[2] } });
});

test("in step mode the Reveal waits for Next (the button or N)", () => {
  withFakeTimers(() => {
    const st = dfixture("deductio_reveal");
    st.settings = { ...st.settings, step_mode: true };
    const { el, root } = mount(deductio, st);
    const current = () => [1, 2, 3].find((i) => q(el, `reveal-step-${i}`).getAttribute("data-state") === "current");
    mock.timers.tick(60_000);
    assert.equal(current(), 1, "no step on its own");
    key(root, "n");
    assert.equal(current(), 2);
    q(el, "reveal-next").click();
    assert.equal(current(), 3);
    key(root, "n");
    assert.equal(current(), undefined);
    assert.equal(q(el, "reveal-step-3").getAttribute("data-state"), "done");
  });
});

test("two Reveal cards in one move: each told in its 3 steps, one after the other", () => {
  withFakeTimers(() => {
    const st = dfixture("deductio_reveal");
    const [card] = st.reveal.reveals;
    st.reveal = { ...st.reveal, reveals: [card, { number: null, discarded: [] }] }; // the deck ran out
    const { el, model } = mount(deductio, st);
    model.update({ bot_to_move: true });
    const ms = stepDelay(st.settings);
    const told = [];
    for (let i = 0; i < 6; i += 1) {
      told.push(
        q(el, "status")
          .textContent.match(/step (\d) of 3: ([^.]*)/)
          .slice(1)
          .join(": "),
      );
      mock.timers.tick(ms);
    }
    assert.deepEqual(
      told.map((t) => t.slice(0, 1)),
      ["1", "2", "3", "1", "2", "3"],
    );
    assert.match(told[4], /deck is empty: no number is turned up/);
    assert.match(told[5], /No sideways ±1 clue to discard/);
    assert.equal(qa(el, ".tt-d-fresh").length, 0, "no number to highlight on the second card");
    assert.deepEqual(
      [1, 2, 3].map((i) => q(el, `reveal-step-${i}`).getAttribute("data-state")),
      ["done", "done", "done"],
    );
    assert.equal(q(el, "reveal-steps").hidden, false, "the last Reveal stays in view, all done");
    assert.equal(model.sent.filter((m) => m.type === "step").length, 0, "the bot waited for both cards");
    mock.timers.tick(st.settings.bot_delay_ms);
    assert.equal(model.sent.filter((m) => m.type === "step").length, 1);
  });
});

test("a Reveal of an older move is not retold at the first render; a new one is", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const st = dfixture("deductio_reveal");
    st.view = { ...st.view, move_number: st.reveal.move + 1 }; // the Reveal came a move ago
    const { el, model } = mount(deductio, st);
    assert.equal(q(el, "reveal-steps").hidden, true);
    assert.doesNotMatch(q(el, "status").textContent, /Reveal/);
    model.update({ bot_to_move: true });
    await flush();
    mock.timers.tick(st.settings.bot_delay_ms);
    assert.equal(model.sent.filter((m) => m.type === "step").length, 1, "nothing holds the bot");
    const move = st.view.move_number;
    model.update({ reveal: { ...st.reveal, move }, bot_to_move: false });
    await flush();
    assert.equal(q(el, "reveal-steps").hidden, false, "a Reveal met after the first render is told");
    assert.equal(q(el, "reveal-step-1").getAttribute("data-state"), "current");
    assert.match(q(el, "status").textContent, /Reveal, step 1 of 3/);
    mock.timers.tick(stepDelay(st.settings));
    assert.equal(q(el, "reveal-step-2").getAttribute("data-state"), "current");
  } finally {
    mock.timers.reset();
  }
});
