// The shared teller (shared/teller.js) on its own, with hand-made timers: the pace between
// steps, step mode (no timer at all, Next tells), cancel, and the Next button's visibility.
// The games' own tests (deductio_render, siggil_render) check it through the tables.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "./helpers.js";
import { createTeller, pauseWithin } from "../shared/teller.js";

beforeEach(() => installDom());

/** Timers the test moves by hand: `tick(ms)` runs what falls due; `pending` lists delays. */
function fakeTimers() {
  let now = 0;
  let id = 0;
  const due = new Map();
  return {
    setTimeout(fn, ms) {
      due.set(++id, { fn, at: now + ms, ms });
      return id;
    },
    clearTimeout(t) {
      due.delete(t);
    },
    tick(ms) {
      now += ms;
      for (const [t, { fn, at }] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (at > now || !due.has(t)) continue;
        due.delete(t);
        fn();
      }
    },
    get pending() {
      return [...due.values()].map((x) => x.ms);
    },
  };
}

/** A teller over `count` steps, the first told, rendered once with `settings`. */
function setup(count, settings) {
  const timers = fakeTimers();
  let changes = 0;
  const teller = createTeller({
    timers,
    delay: pauseWithin(500, 2000),
    onChange: () => {
      changes += 1;
    },
  });
  const { el, list } = teller.panel((node) => node, {
    class: "steps",
    testid: "steps",
    title: "ui.title",
    list: "steps-list",
    next: { testid: "next-step" },
  });
  const next = el.querySelector("[data-testid=next-step]");
  teller.setSteps(count, 1);
  teller.pace(settings);
  return { timers, el, list, next, teller, changes: () => changes };
}

test("the panel: a hidden status region with the game's title, its list and Next last", () => {
  const { el, list, next } = setup(2, { bot_delay_ms: 700 });
  assert.equal(el.getAttribute("role"), "status");
  assert.equal(el.hidden, true, "the game shows it when it has something to tell");
  assert.deepEqual(
    [...el.children].map((c) => c.tagName),
    ["STRONG", "OL", "BUTTON"],
  );
  assert.equal(el.children[1], list);
  assert.equal(el.lastChild, next);
  assert.equal(list.className, "steps-list");
});

test("pauseWithin keeps the bot delay within its bounds (0 and junk give the least)", () => {
  const pause = pauseWithin(500, 2000);
  assert.equal(pause({ bot_delay_ms: 700 }), 700);
  assert.equal(pause({ bot_delay_ms: 0 }), 500);
  assert.equal(pause({ bot_delay_ms: 60_000 }), 2000);
  assert.equal(pause({ bot_delay_ms: "soon" }), 500);
  assert.equal(pause(undefined), 500);
});

test("paced: one step a pause, no sooner; the last step told ends the telling", () => {
  const { timers, next, teller, changes } = setup(3, { bot_delay_ms: 900 });
  assert.equal(teller.running(), true);
  assert.equal(next.hidden, false, "Next shows while steps are left");
  assert.deepEqual(timers.pending, [900]);
  timers.tick(899);
  assert.equal(teller.told, 1, "each step waits its pause");
  timers.tick(1);
  assert.equal(teller.told, 2);
  assert.equal(changes(), 1, "each step told re-renders");
  teller.pace({ bot_delay_ms: 900 }); // a re-render between steps
  timers.tick(450);
  teller.pace({ bot_delay_ms: 900 });
  assert.deepEqual(timers.pending, [900], "a re-render keeps the pause running, not a second one");
  timers.tick(450);
  assert.equal(teller.told, 3, "nor does it postpone the next step");
  assert.equal(teller.running(), false);
  assert.deepEqual(timers.pending, [], "nothing left to time");
  teller.pace({ bot_delay_ms: 900 });
  assert.equal(next.hidden, true);
  assert.equal(teller.advance(), false, "all told: Next is free to ask for the bot");
  assert.equal(teller.told, 3);
});

test("step mode: no timer at all; Next tells each step", () => {
  const { timers, next, teller, changes } = setup(2, { bot_delay_ms: 700, step_mode: true });
  assert.deepEqual(timers.pending, []);
  timers.tick(60_000);
  assert.equal(teller.told, 1, "no step on its own");
  assert.equal(next.hidden, false);
  assert.equal(next.getAttribute("data-testid"), "next-step");
  next.click();
  assert.equal(teller.told, 2);
  assert.equal(changes(), 1);
  assert.deepEqual(timers.pending, [], "still no timer after a step");
  teller.pace({ bot_delay_ms: 700, step_mode: true });
  assert.equal(next.hidden, true, "all told: Next gone");
  assert.equal(teller.advance(), false);
});

test("Next during a pause tells the step now and starts a fresh pause", () => {
  const { timers, teller } = setup(3, { bot_delay_ms: 1000 });
  timers.tick(600);
  teller.advance();
  assert.equal(teller.told, 2);
  assert.deepEqual(timers.pending, [1000], "the old pause is gone");
  timers.tick(999);
  assert.equal(teller.told, 2);
  timers.tick(1);
  assert.equal(teller.told, 3);
});

test("cancel stops the pause: no step is told later", () => {
  const { timers, teller, changes } = setup(3, { bot_delay_ms: 700 });
  teller.cancel();
  assert.deepEqual(timers.pending, []);
  timers.tick(10_000);
  assert.equal(teller.told, 1);
  assert.equal(changes(), 0);
  assert.equal(teller.running(), true, "cancel pauses the telling; it does not end it");
});

test("setSteps: a sequence that grows is told on; one given as told holds nothing", () => {
  const { timers, teller } = setup(1, { bot_delay_ms: 700 });
  assert.equal(teller.running(), false, "one step, told at once");
  teller.setSteps(3); // the same sequence, two steps more
  assert.equal(teller.told, 1);
  teller.pace({ bot_delay_ms: 700 });
  timers.tick(700);
  assert.equal(teller.told, 2);
  teller.setSteps(5, 5); // shown at once (e.g. met at the first render)
  assert.equal(teller.running(), false);
  timers.tick(700);
  assert.equal(teller.told, 5, "the pause left over tells nothing more");
});
