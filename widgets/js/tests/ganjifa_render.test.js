// The Ganjifa table rendered into a fake DOM (happy-dom) with a fake model holding states
// the real Python widget produced: what the learner sees, and what a click sends.
import { test, beforeEach } from "node:test";
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
} from "./helpers.js";
import ganjifa from "../ganjifa.js";
import lesson from "../lesson.js";

beforeEach(() => installDom());

const keyOf = (c) => `${c.suit}-${c.rank}`;

test("your hand: every card by suit, legal ones marked from Python's legal list", () => {
  const st = fixture("ganjifa_follow");
  const { el } = mount(ganjifa, st);
  assert.ok(q(el, "ganjifa-table"));
  const hand = st.view.hands[st.seat];
  const cards = qa(q(el, "hand"), "[data-testid^=card-]");
  assert.deepEqual(
    cards.map((b) => b.getAttribute("data-testid")),
    hand.map((c) => `card-${keyOf(c)}`),
    "Python's order",
  );
  const legal = new Set(st.legal.map((a) => keyOf(a.card)));
  assert.ok(legal.size > 0 && legal.size < hand.length, "the fixture has cards that may not be played");
  for (const b of cards) {
    const k = b.getAttribute("data-testid").slice(5);
    assert.equal(b.getAttribute("data-legal"), legal.has(k) ? "true" : "false", k);
    assert.equal(b.classList.contains("tt-g-illegal"), !legal.has(k));
  }
  // suits in avatar order, the first five marked as reversed
  const rows = qa(q(el, "hand"), ".tt-g-suit-row");
  assert.equal(rows.length, 10);
  assert.match(q(el, "suit-matsya").textContent, /1 high ↑/);
  assert.match(q(el, "suit-kalki").textContent, /10 high/);
  assert.match(q(el, "suit-rama").textContent, /trump/);
  // names in text for screen readers and tooltips
  const first = cards[0];
  assert.match(first.getAttribute("aria-label"), / of [A-Z][a-z]+/);
  assert.match(first.getAttribute("title"), / of [A-Z][a-z]+/);
});

test("the hand's order tags follow Python's reversed_suits (ganjifa.rank), not a list of the page's", () => {
  const st = fixture("ganjifa_follow");
  st.reversed_suits = ["kalki"];
  const { el } = mount(ganjifa, st);
  assert.match(q(el, "suit-kalki").textContent, /1 high ↑/);
  assert.match(q(el, "suit-matsya").textContent, /10 high/);
});

test("any card click is sent as it is: the engine refuses an illegal one", () => {
  const st = fixture("ganjifa_follow");
  const { el, model } = mount(ganjifa, st);
  const legalCard = st.legal[0].card;
  q(el, `card-${keyOf(legalCard)}`).click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "play", card: legalCard } });
  const illegal = st.view.hands[st.seat].find((c) => !st.legal.some((a) => keyOf(a.card) === keyOf(c)));
  q(el, `card-${keyOf(illegal)}`).click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "play", card: illegal } });
});

test("the error line shows the engine's sentence and the rule it cites", () => {
  const { el } = mount(ganjifa, fixture("ganjifa_error"));
  const err = assertErrorLine(el, /follow suit/, "ganjifa.follow");
  err.querySelector("[data-rule]").click();
  assert.equal(q(el, "tab-rules").getAttribute("aria-selected"), "true");
  assert.ok(q(el, "rules").querySelector('.tt-rule-highlight[data-rule="ganjifa.follow"]'));
});

test("the table: who played what, captured counts, the trump and day / night", () => {
  const st = fixture("ganjifa_trick");
  const { el } = mount(ganjifa, st);
  const trick = q(el, "trick");
  assert.equal(trick.getAttribute("data-state"), "current");
  for (const p of st.view.trick) assert.equal(q(el, `trick-${p.seat}`).getAttribute("data-card"), keyOf(p.card));
  const waiting = [0, 1, 2].find((s) => !st.view.trick.some((p) => p.seat === s));
  assert.ok(q(el, `trick-${waiting}`).classList.contains("tt-g-slot-empty"));
  for (let s = 0; s < 3; s++) assert.match(q(el, `captured-${s}`).textContent, new RegExp(`^${st.view.scores[s]} captured`));
  assert.match(q(el, "trump").textContent, /Rama/);
  assert.match(q(el, "period").textContent, /Day/);
  assert.ok(q(el, "period").querySelector(".tt-g-sun"));
  assert.match(q(el, "trick").textContent, /opened with the Raja of Rama/);
  // you at the bottom, the next player on the right
  assert.ok(q(el, `seat-${st.seat}`).classList.contains("tt-g-seat-bottom"));
  assert.ok(q(el, `seat-${(st.seat + 1) % 3}`).classList.contains("tt-g-seat-right"));
  assert.ok(q(el, `seat-${(st.seat + 2) % 3}`).classList.contains("tt-g-seat-left"));
});

test("the opening lead is explained before the first card", () => {
  const st = fixture("ganjifa_opening");
  const { el } = mount(ganjifa, st);
  assert.equal(q(el, "trick").getAttribute("data-state"), "opening");
  assert.match(q(el, "opening-lead").textContent, /Raja of Rama.*leads it alone/);
  assert.match(q(el, "opening-lead").textContent, /You hold it/);
  assert.equal(qa(el, '[data-legal="true"]').length, 1);
  assert.equal(q(el, "card-rama-raja").getAttribute("data-legal"), "true");
  assert.equal(q(el, "dukal-mode").disabled, true, "no Dukal may open the deal");
});

test("after a trick: the last trick stays on show with the sentence saying who won and why", () => {
  const st = fixture("ganjifa_last_trick");
  const { el } = mount(ganjifa, st);
  assert.equal(q(el, "trick").getAttribute("data-state"), "last");
  const winner = st.view.last_trick.winner;
  assert.ok(q(el, `trick-${winner}`).classList.contains("tt-g-slot-won"));
  const summary = q(el, "trick-summary");
  assert.equal(summary.hidden, false);
  assert.ok(summary.textContent.includes(st.view.last_trick.why), summary.textContent);
  assert.equal(summary.querySelector("[data-rule]").getAttribute("data-rule"), "ganjifa.trick-winner");
});

test("step mode: Next sends one step for the current move; N does too; nothing on its own", () => {
  const st = fixture("ganjifa_last_trick");
  assert.equal(st.settings.step_mode, true);
  assertStepsOnNext(ganjifa, st);
});

test("without step mode the AI's move is asked for after the pause, longer after a trick", () => {
  const paced = (name) => {
    const st = fixture(name);
    st.settings = { ...st.settings, step_mode: false, bot_delay_ms: 500 };
    return st;
  };
  withFakeTimers(() => {
    assertStepAfter(ganjifa, paced("ganjifa_last_trick"), 1000, "a finished trick is on show: twice the pause");
    assertStepAfter(ganjifa, paced("ganjifa_trick"), 500);
  });
});

test("Dukal mode: select cards; Lead Dukal is enabled only for a legal Dukal and sends it", async () => {
  const st = fixture("ganjifa_dukal");
  const { el, model, root } = mount(ganjifa, st);
  const dukals = st.legal.filter((a) => a.kind === "dukal");
  assert.ok(dukals.length >= 1);
  const toggle = q(el, "dukal-mode");
  assert.equal(toggle.disabled, false);
  assert.equal(q(el, "dukal-button").hidden, true);
  toggle.click();
  await flush();
  assert.equal(toggle.getAttribute("aria-pressed"), "true");
  const button = q(el, "dukal-button");
  assert.equal(button.hidden, false);
  assert.equal(button.disabled, true);
  const pick = dukals[0].cards;
  // clicking cards selects them, sends nothing
  for (const card of pick.slice(0, -1)) q(el, `card-${keyOf(card)}`).click();
  assert.deepEqual(model.sent, []);
  assert.equal(q(el, "dukal-button").disabled, true, "one card short");
  q(el, `card-${keyOf(pick.at(-1))}`).click();
  assert.equal(q(el, `card-${keyOf(pick[0])}`).getAttribute("aria-pressed"), "true");
  assert.equal(q(el, "dukal-button").disabled, false);
  // one more card: no longer a legal Dukal
  const extra = st.view.hands[0].find((c) => !pick.some((p) => keyOf(p) === keyOf(c)));
  q(el, `card-${keyOf(extra)}`).click();
  assert.equal(q(el, "dukal-button").disabled, true);
  q(el, `card-${keyOf(extra)}`).click();
  q(el, "dukal-button").click();
  assert.equal(model.sent.length, 1);
  const sent = model.sent[0];
  assert.equal(sent.type, "act");
  assert.equal(sent.action.kind, "dukal");
  assert.deepEqual(sent.action.cards.map(keyOf).sort(), pick.map(keyOf).sort());
  // D leaves Dukal mode (and Escape clears a selection)
  key(root, "d");
  await flush();
  assert.equal(q(el, "dukal-mode").getAttribute("aria-pressed"), "false");
  assert.equal(q(el, "dukal-button").hidden, true);
  key(root, "d");
  assert.equal(q(el, "dukal-mode").getAttribute("aria-pressed"), "true");
});

test("Dukal mode cannot be entered without a Dukal in the legal list", () => {
  const st = fixture("ganjifa_dukal");
  st.legal = st.legal.filter((a) => a.kind !== "dukal");
  const { el, root } = mount(ganjifa, st);
  assert.equal(q(el, "dukal-mode").disabled, true);
  key(root, "d");
  assert.equal(q(el, "dukal-mode").getAttribute("aria-pressed"), "false");
});

test("discarding to an AI player's Dukal: exactly the owed number, sent as one action", () => {
  const st = fixture("ganjifa_discard");
  const { el, model, root } = mount(ganjifa, st);
  const owed = st.view.dukal.owed[String(st.seat)];
  const hand = st.view.hands[st.seat];
  assert.match(q(el, "owed").textContent, new RegExp(`Discard ${owed}.*0 of ${owed} selected`));
  const button = q(el, "discard-button");
  assert.equal(button.disabled, true);
  for (const card of hand.slice(0, owed + 2)) q(el, `card-${keyOf(card)}`).click();
  assert.deepEqual(model.sent, [], "selecting sends nothing");
  assert.match(q(el, "owed").textContent, new RegExp(`${owed} of ${owed} selected`), "no more than owed");
  assert.equal(q(el, `card-${keyOf(hand[owed])}`).getAttribute("aria-pressed"), "false");
  assert.equal(q(el, "discard-button").disabled, false);
  q(el, "discard-button").click();
  assert.deepEqual(model.sent, [{ type: "act", action: { kind: "discard", cards: hand.slice(0, owed) } }]);
  // deselect one: not ready any more; X does nothing then
  q(el, `card-${keyOf(hand[0])}`).click();
  assert.equal(q(el, "discard-button").disabled, true);
  key(root, "x");
  assert.equal(model.sent.length, 1);
  assert.ok(q(el, "dukal-panel"), "the Dukal being answered is shown on the table");
  assert.match(q(el, "dukal-panel").textContent, /leads a Dukal of \d+ Kalki/);
});

test("game over: the shared end panel's score table, outside the felt, and the day / night choice", () => {
  const st = fixture("ganjifa_over");
  const { el, model } = mount(ganjifa, st);
  const table = q(el, "scores");
  assert.ok(table);
  assert.ok(table.closest("[data-testid=end-panel]") && !table.closest(".tt-g-felt"), "the felt's rounded edge never cuts a row");
  for (let s = 0; s < 3; s++) assert.equal(q(el, `score-${s}`).querySelector(".tt-end-num").textContent, String(st.view.scores[s]));
  for (const w of st.view.winners) assert.ok(q(el, `score-${w}`).classList.contains("tt-end-row-win"));
  assert.equal(q(el, "end-headline").textContent, st.end.headline);
  assert.equal(q(el, "new-game-chooser").hidden, false, "the next deal starts with the choice");
  q(el, "night-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "new_game", period: "night" });
  q(el, "day-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "new_game", period: "day" });
});

test("New deal asks day or night before dealing", async () => {
  const st = fixture("ganjifa_follow");
  const { el, model } = mount(ganjifa, st);
  assert.equal(q(el, "new-game-chooser").hidden, true);
  q(el, "new-game-button").click();
  assert.equal(q(el, "new-game-chooser").hidden, false);
  assert.deepEqual(model.sent, [], "nothing is dealt before the choice");
  q(el, "chooser-cancel").click();
  assert.equal(q(el, "new-game-chooser").hidden, true);
  q(el, "new-game-button").click();
  q(el, "night-button").click();
  assert.deepEqual(model.sent, [{ type: "new_game", period: "night" }]);
  assert.equal(q(el, "new-game-chooser").hidden, true);
});

test("display settings: theme, contrast, speed, grain and colour temperature are saved as settings", () => {
  const st = fixture("ganjifa_follow");
  const { el, model, root } = mount(ganjifa, st);
  q(el, "display-button").click();
  assert.equal(q(el, "display-settings").hidden, false);
  for (const id of ["contrast-slider", "grain-slider", "temperature-slider"]) assert.equal(q(el, id).value, "50", id);
  const grain = setControl(el, "grain-slider", "20", "input");
  assert.equal(root.style.getPropertyValue("--tt-g-grain"), "0.100", "previewed while dragging");
  grain.dispatchEvent(new window.Event("change"));
  assert.equal(model.get("settings").grain, 20);
  assert.equal(model.saved, 1);
  setControl(el, "temperature-slider", "100");
  assert.equal(model.get("settings").color_temperature, 100);
  setControl(el, "speed-select", "fast");
  assert.equal(model.get("settings").bot_delay_ms, 300);
  setControl(el, "theme-select", "dark");
  assert.equal(model.get("settings").theme, "dark");
  q(el, "contrast-toggle").click();
  assert.equal(model.get("settings").high_contrast, true);
  assert.deepEqual(model.sent, [], "settings are written, never sent as moves");
});

test("dark theme and high contrast are classes on the root", () => {
  const dark = mount(ganjifa, fixture("ganjifa_dark"));
  assert.ok(dark.root.classList.contains("tt-theme-dark"));
  const hc = mount(ganjifa, fixture("ganjifa_high_contrast"));
  assert.ok(hc.root.classList.contains("tt-hc") && hc.root.classList.contains("tt-theme-light"));
});

test("keyboard: arrows move across your cards, U undoes, W opens Why?", async () => {
  const st = fixture("ganjifa_follow");
  const { el, model, root } = mount(ganjifa, {
    ...st,
    can_undo: true,
    bot_reason: "Player 2's reason is shown when the deal is over: it depends on cards only Player 2 holds.",
    bot_reason_seat: 2,
  });
  const hand = st.view.hands[st.seat];
  key(root, "ArrowRight");
  const focused = () => document.activeElement?.getAttribute("data-testid");
  const start = focused();
  assert.ok(start && start.startsWith("card-"));
  key(document.activeElement, "ArrowRight");
  const i = hand.findIndex((c) => `card-${keyOf(c)}` === start);
  assert.equal(focused(), `card-${keyOf(hand[Math.min(i + 1, hand.length - 1)])}`);
  key(document.activeElement, "ArrowLeft");
  assert.equal(focused(), start);
  key(document.activeElement, "ArrowDown");
  assert.notEqual(focused(), start);
  assert.equal(qa(q(el, "hand"), '[tabindex="0"]').length, 1, "one card in the tab order (roving focus)");
  key(root, "u");
  assert.deepEqual(model.sent.at(-1), { type: "undo" });
  assert.equal(q(el, "why").hidden, true);
  key(root, "w");
  assert.equal(q(el, "why").hidden, false);
  assert.match(q(el, "why").textContent, /shown when the deal is over/);
  q(el, "why-button").click();
  assert.equal(q(el, "why").hidden, true);
});

test("the teacher's view shows the AI players' hands; yours never shows theirs otherwise", () => {
  const t = mount(ganjifa, fixture("ganjifa_teacher"));
  assert.equal(q(t.el, "teacher-hands").hidden, false);
  assert.equal(q(t.el, "teacher-badge").hidden, false);
  assert.equal(qa(q(t.el, "teacher-hand-1"), "svg.tt-g-card").length, 40);
  const s = mount(ganjifa, fixture("ganjifa_follow"));
  assert.equal(q(s.el, "teacher-hands").hidden, true);
});

test("log and rules tabs", () => {
  const st = fixture("ganjifa_follow");
  const { el } = mount(ganjifa, st);
  assert.equal(qa(q(el, "log"), ".tt-log-entry").length, st.event_log.length);
  assert.equal(qa(q(el, "rules"), ".tt-rule").length, st.rules.length);
  q(el, "tab-rules").click();
  assert.equal(q(el, "panel-rules").hidden, false);
  assert.equal(q(el, "panel-table").hidden, true);
  q(el, "tab-table").click();
  assert.equal(q(el, "panel-table").hidden, false);
});

test("updates from Python re-render; cleanup removes the widget and its listeners", async () => {
  const mounted = mount(ganjifa, fixture("ganjifa_opening"));
  const { el, model } = mounted;
  const next = fixture("ganjifa_trick");
  model.update({ view: next.view, view_seldom: next.view_seldom, legal: next.legal, bot_to_move: next.bot_to_move });
  await flush();
  assert.equal(q(el, "trick").getAttribute("data-state"), "current");
  assert.equal(qa(q(el, "hand"), "[data-testid^=card-]").length, next.view.hands[next.seat].length);
  assertCleansUp(mounted);
});

test("a Ganjifa lesson renders the lesson panel above the Ganjifa table", () => {
  const st = fixture("ganjifa_lesson");
  const { el, model } = mount(lesson, st);
  assert.ok(q(el, "lesson") && q(el, "ganjifa-table") && q(el, "hand"));
  assert.match(q(el, "lesson-instruction").textContent, /Dukal of Kalki/);
  assert.equal(q(el, "new-game-button").hidden, true);
  assert.equal(q(el, "new-game-chooser").hidden, true);
  q(el, "hint-button").click();
  assert.deepEqual(model.sent.at(-1), { type: "hint" });
});

test("J jumps to the next playable card, round the hand; the skip link lands in the hand", () => {
  const st = fixture("ganjifa_follow");
  const { el } = mount(ganjifa, st);
  const cards = qa(q(el, "hand"), ".tt-g-hcard");
  const legal = cards.filter((b) => b.getAttribute("data-legal") === "true").map((b) => b.dataset.key);
  assert.ok(legal.length >= 1 && legal.length < cards.length);
  const start = cards.find((b) => b.getAttribute("data-legal") === "false");
  start.focus();
  const order = cards.map((b) => b.dataset.key);
  const ahead = [...order.slice(order.indexOf(start.dataset.key)), ...order.slice(0, order.indexOf(start.dataset.key))].filter((k) =>
    legal.includes(k),
  );
  const seen = [];
  for (let i = 0; i < legal.length + 1; i++) {
    assert.equal(key(document.activeElement, "j").defaultPrevented, true);
    seen.push(document.activeElement.dataset.key);
  }
  assert.deepEqual(seen, [...ahead, ahead[0]]);
  // the skip link: Tab's first stop in the widget, to the card in focus
  const root = el.querySelector(".tt-root");
  const skip = q(el, "skip-link");
  assert.equal(root.querySelector("a, button, select, input"), skip);
  el.querySelector("[data-testid=undo-button]").focus();
  skip.click();
  assert.ok(q(el, "hand").contains(document.activeElement));
});
