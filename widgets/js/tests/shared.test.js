// Shared pure modules: log lines, formatting, keyboard, chart geometry, pacing, the end panel.
import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { formatLogEntry, groupByRound, privateLabel, createLogPanel } from "../shared/log.js";
import { percent, formatValue } from "../shared/format.js";
import { shortcutFor } from "../shared/keys.js";
import { chartModel, niceTicks, highlightSet } from "../shared/barchart.js";
import { pacingDecision, createPacer } from "../shared/pacing.js";
import { pipLayout } from "../shared/dice.js";
import { themeClasses } from "../shared/theme.js";
import { createFlow } from "../shared/flow.js";
import { createGameFrame } from "../shared/gameview.js";
import { createEndPanel } from "../shared/endpanel.js";
import { sendMsg, saveSettings, isDisconnected } from "../shared/model.js";
import { fakeModel, installDom, container, q, key, withFakeTimers, trFor, flush, setControl } from "./helpers.js";

const tr = trFor("en");

test("log entries keep the rule id and text; private events are marked", () => {
  assert.deepEqual(formatLogEntry({ kind: "bid", rule: "exacto.raise", text: "Mage 1 bids 3 fours.", data: {} }), {
    kind: "bid",
    rule: "exacto.raise",
    text: "Mage 1 bids 3 fours.",
    private: false,
    seats: null,
  });
  const roll = formatLogEntry({ kind: "roll", rule: "exacto.roll", text: "Mage 0 rolled 1 2 3.", seats: [0] });
  assert.equal(roll.private, true);
  assert.equal(privateLabel([0], 0, tr), "only you");
  assert.equal(
    privateLabel([3], null, tr, (s) => `Mage ${s}`),
    "private: Mage 3",
  );
  assert.equal(
    privateLabel([1, 3], null, trFor("ru"), (s) => `Маг ${s}`),
    "видит только: Маг 1 и Маг 3",
  );
  assert.deepEqual(formatLogEntry(null), { kind: "event", rule: "", text: "", private: false, seats: null });
  const groups = groupByRound([{ kind: "round" }, { kind: "bid" }, { kind: "round" }, { kind: "liar" }]);
  assert.equal(groups.length, 2);
});

test("formatting", () => {
  assert.equal(percent(0.4213), "42%");
  assert.equal(percent(0.001), "<1%");
  assert.equal(percent(0.999), ">99%");
  assert.equal(percent(1), "100%");
  assert.equal(percent(undefined), "–");
  assert.equal(formatValue(0.125, "percent"), "12.5%");
  assert.equal(formatValue(0.1, "percent"), "10%");
  assert.equal(formatValue(3.7, "integer"), "4");
  assert.equal(formatValue(7), "7");
  assert.equal(formatValue(0.33333), "0.333");
  // the learner's way: a decimal comma, a space before % where the language puts one
  assert.equal(percent(0.4213, 0, "lv"), "42%");
  assert.equal(percent(0.4213, 0, "fi"), "42\u00a0%");
  assert.equal(percent(0.001, 0, "ru"), "<1\u00a0%");
  assert.equal(formatValue(0.125, "percent", "ru"), "12,5\u00a0%");
  assert.equal(formatValue(0.33333, "auto", "lv"), "0,333");
  assert.equal(formatValue(0.5, "decimal", "fi"), "0,5", "no needless decimals");
});

test("pips", () => {
  for (let f = 1; f <= 6; f++) assert.equal(pipLayout(f).length, f);
  assert.deepEqual(pipLayout(0), []);
});

test("themes", () => {
  assert.deepEqual(themeClasses({ theme: "dark", high_contrast: true }), { "tt-theme-dark": true, "tt-hc": true });
  assert.deepEqual(themeClasses({ theme: "evil" }), { "tt-theme-auto": true, "tt-hc": false });
});

test("keyboard shortcuts ignore typing, modifiers, and native Enter on buttons", () => {
  const map = { l: "liar", Enter: "bid", ArrowUp: "up" };
  const ev = (key, tagName = "DIV", extra = {}) => ({ key, target: { tagName }, ...extra });
  assert.equal(shortcutFor(ev("l"), map), "liar");
  assert.equal(shortcutFor(ev("L"), map), "liar");
  assert.equal(shortcutFor(ev("l", "INPUT"), map), null);
  assert.equal(shortcutFor(ev("l", "DIV", { ctrlKey: true }), map), null);
  assert.equal(shortcutFor(ev("Enter", "BUTTON"), map), null);
  assert.equal(shortcutFor(ev("Enter", "SUMMARY"), map), null, "Enter opens the folded settings, it does not bid");
  assert.equal(shortcutFor(ev("Enter", "A"), map), null, "Enter follows the skip link");
  assert.equal(shortcutFor(ev("Enter", "DIV"), map), "bid");
  assert.equal(shortcutFor(ev("ArrowUp", "SELECT"), map), null);
  assert.equal(shortcutFor(ev("l", "SELECT"), map), null, "letters on a select pick an option (the language selector)");
  assert.equal(shortcutFor(ev("x"), map), null);
});

test("chart geometry: one bar per value, heights proportional, highlight by index or label", () => {
  const m = chartModel({ labels: ["a", "b", "c"], values: [1, 2, 4], highlight: "b", width: 600, height: 300 });
  assert.equal(m.bars.length, 3);
  const [a, b, c] = m.bars;
  assert.ok(Math.abs(c.height - 2 * b.height) < 1e-6 && Math.abs(b.height - 2 * a.height) < 1e-6);
  assert.equal(b.highlight, true);
  assert.equal(a.highlight, false);
  assert.ok(a.x < b.x && b.x < c.x);
  assert.ok(m.ticks[m.ticks.length - 1].value >= 4);
  const e = chartModel({ labels: ["x"], values: [0.5], errors: [0.1], value_format: "percent" });
  assert.ok(e.bars[0].error.hi < e.bars[0].error.lo, "the upper whisker is higher on screen");
  assert.deepEqual([...highlightSet([0, "c"], ["a", "b", "c"])].sort(), [0, 2]);
  assert.equal(chartModel({ labels: [], values: [] }).bars.length, 0);
  for (const [lo, hi] of [
    [0, 0.13],
    [0, 1],
    [0, 7],
    [-2, 30],
    [0, 12345],
  ]) {
    const t = niceTicks(lo, hi);
    assert.ok(t[0] <= lo && t.at(-1) >= hi && t.length >= 2 && t.length <= 12, `${lo}..${hi}: ${t}`);
    const step = t[1] - t[0];
    t.forEach((v, i) => {
      assert.ok(Math.abs(v - (t[0] + i * step)) < 1e-9);
    });
  }
});

test("pacing: schedule a step after the delay, wait for a click in step mode or while held", () => {
  assert.equal(pacingDecision({ botToMove: false, settings: {} }), "idle");
  assert.equal(pacingDecision({ botToMove: true, settings: { step_mode: true } }), "wait-click");
  assert.equal(pacingDecision({ botToMove: true, settings: {}, held: true }), "wait-click");
  assert.equal(pacingDecision({ botToMove: true, settings: {} }), "schedule");
});

test("the pacer sends one step per move number, after bot_delay_ms", () =>
  withFakeTimers(() => {
    const model = fakeModel({ bot_to_move: true, view: { move_number: 4 }, settings: { bot_delay_ms: 500 } });
    const pacer = createPacer({ model });
    pacer.update();
    pacer.update(); // a second change event must not schedule a second step
    mock.timers.tick(499);
    assert.deepEqual(model.sent, []);
    mock.timers.tick(1);
    assert.deepEqual(model.sent, [{ type: "step", move: 4 }]);
    // Python moved: the next bot's step is for move 5
    model.update({ view: { move_number: 5 } });
    pacer.update();
    mock.timers.tick(500);
    assert.deepEqual(model.sent.at(-1), { type: "step", move: 5 });
    // step mode: nothing is scheduled
    model.update({ view: { move_number: 6 }, settings: { bot_delay_ms: 500, step_mode: true } });
    pacer.update();
    mock.timers.tick(5000);
    assert.equal(model.sent.length, 2);
    // a pending step is cancelled when the move number changes underneath it
    model.update({ settings: { bot_delay_ms: 500 } });
    pacer.update();
    model.update({ view: { move_number: 9 }, bot_to_move: false });
    pacer.update();
    mock.timers.tick(5000);
    assert.equal(model.sent.length, 2);
  }));

test("the flow row: Next follows showNext, Why? opens only with a reason, naming its bot", () => {
  installDom();
  const flow = createFlow({
    onNext: () => {},
    nextTitle: "ui.exacto.next-title",
    whyTitle: "ui.exacto.why-title",
    nameOf: (_info, s) => `Bot ${s}`,
  });
  const el = container();
  el.append(...flow.els);
  flow.update({ showNext: true, botReason: "", seatInfo: [], tr }, "waiting");
  assert.equal(q(el, "next-button").hidden, false);
  assert.equal(q(el, "next-button").textContent, "Next ▸");
  assert.equal(q(el, "next-button").title, "Next bot move (N)");
  assert.equal(q(el, "wait-note").textContent, "waiting");
  flow.toggleWhy();
  assert.equal(q(el, "why").hidden, true, "no reason, no box");
  flow.update({ showNext: false, botReason: "a pair", botReasonSeat: 2, seatInfo: [], tr: trFor("lv") }, "");
  assert.equal(q(el, "why-button").textContent, "Kāpēc?", "the words follow the language");
  assert.equal(q(el, "why").hidden, false, "the box stays open for the next reason");
  assert.equal(q(el, "why").textContent, "Bot 2: a pair");
  q(el, "why-button").click();
  assert.equal(q(el, "why").hidden, true);
  assert.equal(q(el, "why-button").getAttribute("aria-expanded"), "false");
});

test("a game frame: title, undo and why keys, settings synced, cleanup", () => {
  installDom();
  const model = fakeModel({ can_undo: false, bot_reason: "", settings: { step_mode: true } });
  const frame = createGameFrame({ model, game: "demo", name: "Demo", teacherText: "ui.exacto.teacher", keyHelp: [["U", "ui.key.undo"]] });
  const tabs = frame.tabs([{ id: "rules", label: "ui.tab.rules", panel: frame.rulesPanel.el }]);
  frame.makeRoot(
    "ui.exacto.root",
    frame.toolbar(frame.settings.toggle("step_mode", "ui.step-mode", "step-toggle")),
    tabs.el,
    frame.errorLine.el,
  );
  let whys = 0;
  const render = () => frame.paint(frame.baseState(), "status");
  const el = container();
  const mounted = frame.start({ el, traits: ["can_undo"], keymap: { u: "undo", w: "why" }, render, toggleWhy: () => whys++ });
  assert.ok(mounted.root.classList.contains("tt-root") && mounted.root.classList.contains("tt-demo"));
  assert.equal(q(el, "title").textContent, "Demo");
  assert.equal(q(el, "step-toggle").checked, true);
  assert.equal(q(el, "tab-rules").textContent, "ui.tab.rules", "no strings from Python: the id shows (never English)");
  assert.ok(q(el, "language-select"), "every table has a language selector");
  assert.equal(key(mounted.root, "u").defaultPrevented, false, "nothing to undo: the key is left alone");
  key(mounted.root, "w");
  assert.equal(whys, 0);
  model.set("can_undo", true);
  model.state.bot_reason = "because";
  key(mounted.root, "u");
  key(mounted.root, "w");
  assert.deepEqual(model.sent, [{ type: "undo" }]);
  assert.equal(whys, 1);
  mounted.cleanup();
  assert.equal(model.listenerCount(), 0);
  assert.equal(el.childNodes.length, 0);
});

/** Count the unhandled rejections while `fn` runs (each one is an uncaught page error in a
 *  browser); the listener goes once `fn` has settled. */
async function unhandledDuring(fn) {
  const seen = [];
  const note = (reason) => seen.push(String(reason));
  process.on("unhandledRejection", note);
  try {
    await fn();
    await flush();
    await flush();
  } finally {
    process.off("unhandledRejection", note);
  }
  return seen;
}

/** marimo's model: send and save are fetches, so once the server is gone they return a
 *  Promise that rejects instead of throwing. */
function serverGone(model) {
  let tries = 0;
  model.send = () => {
    tries += 1;
    return Promise.reject(new TypeError("Failed to fetch"));
  };
  model.save_changes = () => {
    tries += 1;
    return Promise.reject(new TypeError("Failed to fetch"));
  };
  return () => tries;
}

function demoTable(model) {
  const frame = createGameFrame({ model, game: "demo", name: "Demo", teacherText: "ui.exacto.teacher", keyHelp: [] });
  frame.makeRoot("ui.exacto.root", frame.toolbar(frame.settings.toggle("step_mode", "ui.step-mode", "step-toggle")), frame.errorLine.el);
  const el = container();
  frame.start({ el, traits: ["can_undo"], keymap: { u: "undo" }, render: () => frame.paint(frame.baseState(), "status") });
  return el;
}

test("a send whose Promise rejects (marimo, server gone) shows the disconnected note, never an uncaught error", async () => {
  installDom();
  const model = fakeModel({ can_undo: true, bot_reason: "", settings: {} });
  const el = demoTable(model);
  const tries = serverGone(model);
  const uncaught = await unhandledDuring(() => q(el, "undo-button").click());
  assert.deepEqual(uncaught, [], "the rejection is handled");
  assert.ok(q(el, "disconnected"), "the table says the link is gone");
  assert.match(q(el, "disconnected").textContent, /ui.disconnected/);
  assert.ok(el.querySelector(".tt-disconnected"));
  assert.equal(tries(), 1, "the undo was tried, nothing since");
  assert.equal(sendMsg(model, { type: "undo" }), false, "a lost link sends nothing more");
  saveSettings(model, { step_mode: true });
  assert.equal(tries(), 1, "nor saves");
});

test("a settings save whose Promise rejects marks the link lost too", async () => {
  installDom();
  const model = fakeModel({ can_undo: false, bot_reason: "", settings: { step_mode: false } });
  const el = demoTable(model);
  serverGone(model);
  const uncaught = await unhandledDuring(() => setControl(el, "step-toggle", true));
  assert.deepEqual(uncaught, []);
  assert.ok(isDisconnected(model));
  assert.ok(q(el, "disconnected"));
});

test("a send that returns nothing or a Promise that resolves keeps the link", async () => {
  const model = fakeModel({});
  assert.equal(sendMsg(model, { type: "undo" }), true);
  model.send = () => Promise.resolve();
  model.save_changes = () => Promise.resolve();
  assert.equal(sendMsg(model, { type: "undo" }), true);
  saveSettings(model, { theme: "dark" });
  await flush();
  assert.equal(isDisconnected(model), false);
  assert.equal(model.get("settings").theme, "dark");
});

test("the log panel adds only the new entries: the ones drawn stay", () => {
  installDom();
  const panel = createLogPanel();
  const ev = (i) => ({ kind: "bid", rule: "exacto.raise", text: `Mage 1 bids ${i} fours.` });
  panel.update([ev(1), ev(2)], { seat: 0, tr });
  const first = panel.el.querySelectorAll("li")[0];
  panel.update([ev(1), ev(2), ev(3)], { seat: 0, tr });
  const items = panel.el.querySelectorAll("li");
  assert.equal(items.length, 3);
  assert.equal(items[0], first, "an entry already drawn is not drawn again");
  assert.match(items[2].textContent, /Mage 1 bids 3 fours\./);
  // another language, or a history that does not extend the old one (an undo), redraws
  panel.update([ev(1)], { seat: 0, tr });
  assert.equal(panel.el.querySelectorAll("li").length, 1);
  assert.notEqual(panel.el.querySelectorAll("li")[0], first);
  panel.update([ev(1)], { seat: 0, tr: trFor("ru") });
  assert.equal(panel.el.getAttribute("aria-label"), trFor("ru")("ui.log.label"));
  panel.update([], { seat: 0, tr });
  assert.equal(panel.el.querySelectorAll("li.tt-log-empty").length, 1);
});

test("the end panel draws Python's words as they are, and its button sends New game or Try again", () => {
  installDom();
  const sent = [];
  const end = {
    title: "Game over",
    headline: "Player 1 wins",
    reason: "Player 1 collects a 3rd trophy and wins.",
    rule: "deductio.goal",
    columns: ["Player", "Trophies"],
    winner_tag: "winner",
    lesson: false,
    rows: [
      { seat: 0, name: "You", score: 1, winner: false, you: true },
      { seat: 1, name: "Player 1", score: 3, winner: true, you: false },
    ],
  };
  const rules = [];
  const panel = createEndPanel({ send: (m) => sent.push(m), onRule: (r) => rules.push(r) });
  panel.update({}, tr);
  assert.equal(panel.el.hidden, true, "nothing while the game goes on");
  panel.update(end, tr);
  assert.equal(panel.el.hidden, false);
  assert.equal(q(panel.el, "end-headline").textContent, "Player 1 wins");
  assert.match(q(panel.el, "end-reason").textContent, /^Player 1 collects a 3rd trophy and wins\. deductio\.goal$/);
  assert.equal(q(panel.el, "score-1").textContent, "Player 13winner");
  assert.ok(q(panel.el, "score-1").classList.contains("tt-end-row-win"));
  q(panel.el, "end-reason").querySelector("[data-rule]").click();
  assert.deepEqual(rules, ["deductio.goal"]);
  q(panel.el, "end-new-game").click();
  assert.deepEqual(sent, [{ type: "new_game" }]);
  const lesson = createEndPanel({ send: (m) => sent.push(m), onRule: () => {}, lesson: true });
  lesson.update({ title: "Lesson done", headline: "", note: "This lesson is over.", columns: [], rows: [], lesson: true }, tr);
  assert.equal(q(lesson.el, "lesson-done").textContent, "Lesson done");
  assert.equal(q(lesson.el, "end-headline"), null, "no empty headline");
  q(lesson.el, "end-retry").click();
  assert.deepEqual(sent.at(-1), { type: "retry" });
});

test("the error line draws the same refusal again when Python counts a new one", async () => {
  installDom();
  const { createErrorLine } = await import("../shared/error.js");
  const line = createErrorLine();
  line.update("You cannot call before a bid.", "exacto.opening-bid", 1);
  const first = line.el.querySelector(".tt-error-text");
  assert.equal(line.el.dataset.count, "1");
  line.update("You cannot call before a bid.", "exacto.opening-bid", 1); // a re-render: nothing new
  assert.equal(line.el.querySelector(".tt-error-text"), first);
  line.update("You cannot call before a bid.", "exacto.opening-bid", 2); // the click repeated
  assert.notEqual(line.el.querySelector(".tt-error-text"), first, "drawn anew, so it is read out again");
  assert.equal(line.el.dataset.count, "2");
  line.update("", "", 2);
  assert.equal(line.el.hidden, true);
});
