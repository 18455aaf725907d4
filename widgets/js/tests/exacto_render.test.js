// Exacto's table rendered into a fake DOM (happy-dom) with a fake model holding states the
// real Python widgets produced: what the learner sees, and what a click sends to Python.
import { test, beforeEach, mock } from "node:test";
import assert from "node:assert/strict";
import {
  installDom,
  fixture,
  flush,
  q,
  qa,
  key,
  mount,
  setControl,
  withFakeTimers,
  assertStepsOnNext,
  assertStepAfter,
  assertErrorLine,
  assertCleansUp,
  assertCurtain,
} from "./helpers.js";
import exacto from "../exacto.js";

beforeEach(() => installDom());

/** A control that is off stays focusable: aria-disabled, never the disabled property. */
const isOff = (node) => {
  assert.equal(node.disabled, false, "an off control stays focusable and says why when pressed");
  return node.getAttribute("aria-disabled") === "true";
};

test("the table shows every mage, your dice face up and the others under cups", () => {
  const st = fixture("midround");
  const { el } = mount(exacto, st);
  for (let s = 0; s < st.view.players; s++) assert.ok(q(el, `seat-${s}`), `seat-${s}`);
  const own = q(el, "own-dice");
  assert.equal(qa(own, "[data-face]").length, st.view.dice[st.seat].length);
  assert.deepEqual(
    qa(own, "[data-face]").map((d) => Number(d.getAttribute("data-face"))),
    st.view.dice[st.seat],
  );
  for (let s = 0; s < st.view.players; s++) {
    if (s === st.seat) continue;
    assert.equal(qa(q(el, `seat-${s}`), ".tt-seat-dice [data-face]").length, 0, "other mages' dice stay under cups");
    assert.ok(q(el, `cup-${s}`), `cup-${s}`);
    assert.match(q(el, `count-${s}`).textContent, new RegExp(`${st.view.dice_counts[s]} di`));
  }
  const turn = q(el, `seat-${st.view.current_player}`);
  assert.ok(turn.classList.contains("tt-seat-turn"));
  assert.equal(q(el, "bid-quantity").textContent, String(st.view.bid.quantity));
  assert.ok(q(el, "odds"), "odds are shown when show_probability is on");
  assert.match(q(el, "odds").textContent, /\d+%/);
});

test("raise controls offer only legal raises, and the bid button sends one of them", () => {
  const st = fixture("midround");
  const { el, model } = mount(exacto, st);
  const legal = st.legal.filter((a) => a.kind === "bid");
  const quantities = qa(q(el, "quantity"), "option").map((o) => Number(o.value));
  assert.deepEqual(
    quantities,
    [...new Set(legal.map((a) => a.quantity))].sort((a, b) => a - b),
  );
  q(el, "quantity-up").click();
  q(el, "bid-button").click();
  const sent = model.sent.at(-1);
  assert.equal(sent.type, "act");
  assert.ok(
    legal.some((a) => a.quantity === sent.action.quantity && a.face === sent.action.face),
    JSON.stringify(sent),
  );
  // faces never legal are off (aria-disabled: still focusable, they say why); Python's legal list is the only source
  const legalFaces = new Set(legal.map((a) => a.face));
  for (let f = 2; f <= 6; f++) assert.equal(isOff(q(el, `face-${f}`)), !legalFaces.has(f), `face ${f}`);
  assert.equal(q(el, "face-1"), null, "ones cannot be bid by default");
});

test("in the bid_ones variant the face-1 button appears, and only then", async () => {
  const st = fixture("midround");
  const { el, model } = mount(exacto, st);
  assert.equal(q(el, "face-1"), null);
  const legal = [{ kind: "bid", quantity: 7, face: 1 }, ...st.legal];
  model.update({ view: { ...st.view, options: { ...st.view.options, bid_ones: true } }, legal });
  await flush();
  assert.ok(q(el, "face-1"));
  q(el, "face-1").click();
  q(el, "bid-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "bid", quantity: 7, face: 1 } });
  model.update({ view: st.view, legal: st.legal });
  await flush();
  assert.equal(q(el, "face-1"), null);
});

test("LIAR and EXACTO buttons and their shortcuts send the calls", () => {
  const st = fixture("midround");
  const { el, model, root } = mount(exacto, st);
  q(el, "liar-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "liar" } });
  q(el, "exacto-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "exacto" } });
  const ev = key(root, "l");
  assert.equal(ev.defaultPrevented, true);
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "liar" } });
  key(root, "e");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "exacto" } });
  const before = model.sent.length;
  key(root, "ArrowUp");
  key(root, "Enter");
  assert.equal(model.sent.length, before + 1);
  assert.equal(model.sent.at(-1).action.kind, "bid");
});

test("arrow keys and digit keys move the selection among legal raises only", () => {
  const st = fixture("midround");
  const { el, model, root } = mount(exacto, st);
  const legal = st.legal.filter((a) => a.kind === "bid");
  const isLegal = (a) => legal.some((b) => b.quantity === a.quantity && b.face === a.face);
  for (const k of ["ArrowRight", "ArrowRight", "ArrowUp", "ArrowLeft", "6", "2", "ArrowDown", "ArrowDown", "+", "-", "5"]) {
    key(root, k);
    q(el, "bid-button").click();
    assert.ok(isLegal(model.sent.at(-1).action), `${k}: ${JSON.stringify(model.sent.at(-1))}`);
  }
  const pressed = el.querySelectorAll('[role="radio"][aria-checked="true"]');
  assert.equal(pressed.length, 1);
});

test("when it is not your turn nothing can be sent", () => {
  const st = fixture("step_mode");
  const { el, model, root } = mount(exacto, st);
  assert.equal(isOff(q(el, "liar-button")), true);
  assert.equal(isOff(q(el, "bid-button")), true);
  q(el, "liar-button").click();
  key(root, "l");
  key(root, "Enter");
  assert.deepEqual(model.sent, []);
});

test("step mode: Next sends a step for the current move number; nothing is sent on its own", () => {
  assertStepsOnNext(exacto, fixture("step_mode"));
});

test("without step mode a bot's move is asked for after bot_delay_ms", () => {
  const st = fixture("step_mode");
  st.settings = { ...st.settings, step_mode: false, bot_delay_ms: 300 };
  withFakeTimers(() => assertStepAfter(exacto, st, 300));
});

test("after a call the cups are lifted: counted dice highlighted, ones wild, the loser and the rule named", async () => {
  const st = fixture("reveal");
  const reveal = st.view.last_reveal;
  const { el, model } = mount(exacto, { ...st, view: { ...st.view, last_reveal: null }, view_seldom: {} });
  assert.equal(q(el, "reveal"), null);
  model.update({ view: st.view });
  await flush();
  const panel = q(el, "reveal");
  assert.ok(panel, "reveal shown");
  // beside the table, never over the lifted cups; the raise controls make way for it
  assert.equal(q(el, "table").contains(panel), false);
  assert.equal(q(el, "controls").hidden, true);
  assert.equal(q(el, "reveal-count").textContent, String(reveal.count));
  const counted = qa(el, ".tt-seats .tt-die-counted").length;
  assert.equal(counted, reveal.count, "one highlighted die per counted die");
  const wildOnes = reveal.dice.reduce((n, hand, s) => n + hand.filter((d, k) => d === 1 && reveal.counted[s][k]).length, 0);
  assert.ok(wildOnes > 0, "the fixture has a wild one to show");
  assert.equal(qa(el, ".tt-seats .tt-die-wild").length, wildOnes);
  for (const d of qa(el, ".tt-seats .tt-die-wild")) assert.equal(d.getAttribute("data-face"), "1");
  // which dice are wild is Python's mark (wild_dice), not worked out on the page
  const unmarked = { ...reveal, wild_dice: reveal.wild_dice.map((hand) => hand.map(() => false)) };
  model.update({ view: { ...st.view, last_reveal: unmarked } });
  await flush();
  assert.equal(qa(el, ".tt-seats .tt-die-wild").length, 0);
  model.update({ view: st.view });
  await flush();
  assert.match(q(el, "reveal-outcome").textContent, /loses a die/);
  assert.ok(q(el, "reveal-outcome").querySelector('[data-rule^="exacto."]'));
  // every mage's cup is lifted; counts are after the die lost
  for (let s = 0; s < st.view.players; s++) assert.equal(q(el, `cup-${s}`), null);
  const loser = st.event_log.filter((e) => e.kind === "lose").at(-1).data;
  assert.ok(q(el, `outcome-${loser.seat}`));
  assert.equal(q(el, `count-${loser.seat}`).textContent, `${loser.dice} ${loser.dice === 1 ? "die" : "dice"}`);
  // the controls wait while the reveal is read; Continue goes back to the table
  assert.equal(isOff(q(el, "liar-button")), true);
  q(el, "reveal-continue").click();
  await flush();
  assert.equal(q(el, "reveal"), null);
  assert.equal(isOff(q(el, "liar-button")), !st.legal.some((a) => a.kind === "liar"));
});

test("a reveal that is already old when the widget is displayed is not shown again", () => {
  const st = fixture("midround");
  st.view.last_reveal = fixture("reveal").view.last_reveal; // a reveal from an earlier round
  const { el } = mount(exacto, st);
  assert.equal(q(el, "reveal"), null);
});

test("the error line shows Python's sentence and its rule", () => {
  const st = fixture("error");
  const { el } = mount(exacto, st);
  assertErrorLine(el, /only \d+ dice on the table/, st.error_rule);
  const clean = mount(exacto, fixture("midround"));
  assert.equal(q(clean.el, "error").hidden, true);
});

test("log, rules and Why?", async () => {
  const st = fixture("midround");
  const { el, model } = mount(exacto, st);
  const entries = qa(q(el, "log"), ".tt-log-entry");
  assert.equal(entries.length, st.event_log.length);
  assert.ok(
    entries.every((e) => e.querySelector("[data-rule]")),
    "every log line cites its rule",
  );
  assert.equal(qa(q(el, "rules"), ".tt-rule").length, st.rules.length);
  // a rule chip in the log opens the Rules tab on that rule
  entries[0].querySelector("[data-rule]").click();
  assert.equal(q(el, "tab-rules").getAttribute("aria-selected"), "true");
  assert.ok(q(el, "rules").querySelector(".tt-rule-highlight"));
  // Why? shows the last bot's reason
  assert.ok(st.bot_reason);
  assert.equal(q(el, "why").hidden, true);
  q(el, "why-button").click();
  assert.equal(q(el, "why").hidden, false);
  assert.ok(q(el, "why").textContent.includes(st.bot_reason));
  model.update({ bot_reason: "" });
  await flush();
  assert.equal(q(el, "why-button").hidden, true);
});

test("toolbar: undo, new game, and settings are the only things the browser writes", async () => {
  const st = fixture("midround");
  const { el, model } = mount(exacto, st);
  assert.equal(q(el, "undo-button").disabled, !st.can_undo);
  model.update({ can_undo: true }); // Python allows undo (no bot has answered yet)
  await flush();
  assert.equal(q(el, "undo-button").disabled, false);
  q(el, "undo-button").click();
  q(el, "new-game-button").click();
  assert.deepEqual(model.sent.slice(-2), [{ type: "undo" }, { type: "new_game" }]);
  setControl(el, "step-toggle", true);
  assert.equal(model.get("settings").step_mode, true);
  assert.equal(model.saved, 1);
  setControl(el, "theme-select", "dark");
  assert.equal(model.get("settings").theme, "dark");
});

test("theme and high contrast follow settings", async () => {
  const { model, root } = mount(exacto, fixture("midround"));
  assert.ok(root.classList.contains("tt-theme-auto"));
  model.update({ settings: { ...model.get("settings"), theme: "dark", high_contrast: true } });
  await flush();
  assert.ok(root.classList.contains("tt-theme-dark"));
  assert.ok(root.classList.contains("tt-hc"));
  assert.ok(!root.classList.contains("tt-theme-auto"));
});

test("teacher view: every mage's dice face up, and a badge says so", () => {
  const st = fixture("teacher");
  const { el } = mount(exacto, st);
  assert.equal(q(el, "teacher-badge").hidden, false);
  for (let s = 0; s < st.view.players; s++) {
    if (st.view.dice_counts[s]) assert.ok(qa(q(el, `seat-${s}`), "[data-face]").length >= st.view.dice_counts[s]);
  }
});

test("hot-seat: Python's curtain hides the table and the controls until the next mage is ready", () => {
  const st = fixture("hot_seat");
  assert.deepEqual(st.curtain, { seat: 1 });
  assert.ok(
    st.view.dice.every((d) => d === null),
    "Python sent nobody's dice",
  );
  return assertCurtain(exacto, st, { table: "table", name: "Mage 1", secrets: (el) => qa(el, "[data-testid=own-dice]").length });
});

test("render returns a cleanup that removes listeners, timers and the DOM", () => {
  const st = fixture("step_mode");
  st.settings = { ...st.settings, step_mode: false };
  withFakeTimers(() => {
    const mounted = mount(exacto, st);
    assertCleansUp(mounted);
    mock.timers.tick(60_000);
    assert.deepEqual(mounted.model.sent, [], "the pending bot step was cancelled");
  });
});

test("after a kernel restart the table says it is disconnected and takes no input", async () => {
  const st = fixture("midround");
  const { el, model } = mount(exacto, st);
  assert.equal(q(el, "disconnected"), null, "a live table shows no notice");
  const before = model.sent.length;
  model.send = () => {
    throw new Error("Cannot send: the comm is closed");
  }; // the kernel is gone
  q(el, "undo-button").disabled = false;
  q(el, "undo-button").click(); // must not throw out of the click handler
  assert.ok(q(el, "disconnected"), "the notice appears");
  assert.match(q(el, "disconnected").textContent, /Run its cell again/);
  assert.ok(el.querySelector(".tt-disconnected"));
  assert.equal(model.sent.length, before);
  // ipywidgets' own signal, as JupyterLab sends it on a restart, does the same
  const other = mount(exacto, fixture("midround"));
  other.model.trigger("comm_live_update");
  assert.ok(q(other.el, "disconnected"));
  key(other.el.querySelector(".tt-root"), "l");
  assert.deepEqual(other.model.sent, [], "keys send nothing either");
});

test("the log arrives as custom messages: all of it when the table asks (sync), then new entries appended", async () => {
  const st = fixture("midround");
  const { el, model, cleanup } = mount(exacto, st);
  assert.equal(model.syncs, 1, "the table asks Python for the whole log when it renders");
  assert.equal(qa(q(el, "log"), ".tt-log-entry").length, st.event_log.length);
  const extra = { kind: "bid", rule: "exacto.raise", text: "Mage 1 bids 9 sixes.", data: { seat: 1, quantity: 9, face: 6 } };
  model.trigger("msg:custom", { type: "log", reset: false, entries: [extra] }, []);
  await flush();
  const entries = qa(q(el, "log"), ".tt-log-entry");
  assert.equal(entries.length, st.event_log.length + 1);
  assert.match(entries.at(-1).textContent, /9 sixes/);
  model.trigger("msg:custom", { type: "log", reset: true, entries: [extra] }, []);
  await flush();
  assert.equal(qa(q(el, "log"), ".tt-log-entry").length, 1, "a reset (undo, new game, language) replaces it");
  model.trigger("msg:custom", { type: "something-else" }, []);
  await flush();
  assert.equal(qa(q(el, "log"), ".tt-log-entry").length, 1);
  cleanup();
  assert.equal(model.listenerCount(), 0, "cleanup stops listening for log messages");
});

test("once the learner is out, 'play to the end' asks Python to play the bots on (play_bots)", async () => {
  const st = fixture("reveal");
  const counts = st.view.dice_counts.map((n, s) => (s === st.seat ? 0 : Math.max(n, 1)));
  const seatInfo = st.seat_info.map((x) => (x.seat === st.seat ? x : { ...x, bot: x.bot || "random" }));
  const { el, model } = mount(exacto, {
    ...st,
    view: { ...st.view, last_reveal: null, dice_counts: counts },
    view_seldom: {},
    seat_info: seatInfo,
  });
  model.update({ view: { ...st.view, dice_counts: counts } });
  await flush();
  assert.ok(q(el, "reveal"), "reveal shown");
  assert.equal(q(el, "play-to-end-button").hidden, false);
  q(el, "reveal-play-to-end").click();
  await flush();
  assert.deepEqual(model.sent.at(-1), { type: "play_bots" });
  assert.equal(q(el, "reveal"), null, "the reveal pauses no more");
});

test("the learner still in the game is not offered to play to the end", () => {
  const st = fixture("midround");
  const { el } = mount(exacto, st);
  assert.equal(q(el, "play-to-end-button").hidden, true);
});

test("a skip link is Tab's first stop and leads to the table", () => {
  const { el } = mount(exacto, fixture("midround"));
  const root = el.querySelector(".tt-root");
  const skip = q(el, "skip-link");
  assert.equal(root.querySelector("a, button, select, input"), skip);
  skip.click();
  assert.equal(document.activeElement, q(el, "table"));
});
