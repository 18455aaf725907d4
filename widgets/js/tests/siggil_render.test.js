// The Siggil table rendered into a fake DOM (happy-dom) with a fake model holding states
// the real Python widget produced (make_fixtures.py: the "siggil" states): the sigil drawn
// from its layout, your hand, the captures listed or made by selecting cards, the cascade
// told step by step, solo discard and release, the curtain, keys, pacing and words.
import { test, beforeEach, mock } from "node:test";
import assert from "node:assert/strict";
import {
  installDom,
  fixtures,
  flush,
  q,
  qa,
  key,
  mount,
  assertStepsOnNext,
  assertErrorLine,
  assertCleansUp,
  assertCurtain,
  trFor,
} from "./helpers.js";
import { missing } from "../shared/i18n.js";
import { displaySigil, selectionAction, readingOrder, holderOf, stepWords } from "../siggil/logic.js";
import { FAMILY_MARK } from "../siggil/cards.js";
import { stepDelay } from "../siggil/cascade.js";
import siggil from "../siggil.js";

beforeEach(() => installDom());

/** A Siggil state as Python sent it (view and view_seldom apart), with its strings. */
function sfixture(name) {
  const data = fixtures();
  const st = structuredClone(data.siggil[name]);
  if (!st) throw new Error(`no siggil fixture ${name}`);
  if (typeof st.strings === "string") st.strings = structuredClone(data.strings[st.strings]);
  return st;
}
const names = () => Object.keys(fixtures().siggil);
const viewOf = (st) => ({ ...st.view, ...(st.view_seldom || {}) });
const F3 = [
  { family: 3, number: 1 },
  { family: 3, number: 2 },
  { family: 3, number: 4 },
];

test("the sigil: every present card at its place, face-down ones unread, available ones marked", () => {
  const st = sfixture("siggil_take");
  const view = viewOf(st);
  const { el } = mount(siggil, st);
  const places = qa(q(el, "sigil"), "[data-testid^=pos-]");
  assert.equal(places.length, view.sigil.filter(Boolean).length);
  for (const [p, place] of view.sigil.entries()) {
    const g = q(el, `pos-${p}`);
    if (!place) {
      assert.equal(g, null);
      continue;
    }
    assert.equal(g.getAttribute("data-face-up"), String(place.face_up));
    assert.equal(g.getAttribute("data-available"), String(view.available.includes(p)));
    if (!place.face_up) assert.equal(g.getAttribute("data-card"), "down", "Python sent no face-down card");
    else assert.equal(g.getAttribute("data-card"), `${place.card.spirit ? "s" : ""}${place.card.family}-${place.card.number}`);
  }
  // the card's number and its family (a shape and a digit), not its colour alone
  const up = view.available.find((p) => view.sigil[p].face_up);
  const card = view.sigil[up].card;
  assert.ok(q(el, `pos-${up}`).textContent.includes(String(card.number)));
  assert.ok(q(el, `pos-${up}`).textContent.includes(`${FAMILY_MARK[card.family - 1]}${card.family}`));
  assert.match(q(el, `pos-${up}`).getAttribute("aria-label"), new RegExp(`${card.number} of family ${card.family}`));
  assert.match(q(el, "status").textContent, /Your turn: take an available card/);
  assert.equal(qa(q(el, "hand"), "[data-testid^=hand-]").length, view.hands[0].length);
  assert.match(q(el, "hand-size-1").textContent, /cards in hand: 2/);
  assert.match(q(el, "free-spirits").textContent, /spirit 3/);
  assert.ok(q(el, "held-spirit-6"), "player 1's spirit on its set");
  assert.match(q(el, "sets-0").textContent, /no spirit/);
});

test("click or arrows and Enter take an available card; a covered one is not offered", () => {
  const st = sfixture("siggil_take");
  const view = viewOf(st);
  const { el, model, root } = mount(siggil, st);
  q(el, `pos-${view.available[0]}`).dispatchEvent(new globalThis.window.Event("click"));
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "take", position: view.available[0] } });
  const covered = view.sigil.findIndex((x, p) => x && !view.available.includes(p));
  q(el, `pos-${covered}`).dispatchEvent(new globalThis.window.Event("click"));
  assert.equal(model.sent.length, 1, "no take for a covered card");
  const order = readingOrder(view.available, st.sigil_layout.positions);
  key(root, "ArrowRight");
  key(root, "ArrowRight");
  assert.ok(q(el, `pos-${order[1]}`).classList.contains("tt-sg-cursor"));
  key(root, "Enter");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "take", position: order[1] } });
  key(root, "ArrowLeft");
  key(root, "Enter");
  assert.deepEqual(model.sent.at(-1).action.position, order[0]);
});

test("the captures your hand allows are listed; 1..9 and P make them", () => {
  const st = sfixture("siggil_capture");
  const { el, model, root } = mount(siggil, st);
  assert.match(q(el, "status").textContent, /capture a spirit or pass/);
  const listed = qa(q(el, "captures"), "button");
  const legal = st.legal.filter((a) => a.kind !== "pass");
  assert.equal(listed.length, legal.length);
  assert.deepEqual(new Set(listed.map((b) => b.getAttribute("data-kind"))), new Set(["capture", "steal", "recapture"]));
  assert.match(listed[0].textContent, /Capture spirit 3 with 1 of family 3, 2 of family 3, 4 of family 3/);
  assert.ok(listed.some((b) => /Steal spirit 6 from Player 1 with/.test(b.textContent)));
  assert.ok(listed.some((b) => /Extend your set 1 with .* and take spirit 6 from Player 1/.test(b.textContent)));
  key(root, "1");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: legal[0] });
  key(root, "p");
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "pass" } });
});

test("selecting hand cards and clicking a spirit sends that capture, right or wrong", () => {
  const st = sfixture("siggil_capture");
  const view = viewOf(st);
  const { el, model } = mount(siggil, st);
  assert.equal(q(el, "free-spirit-3").disabled, true, "select cards first");
  const at = (card) => view.hands[0].findIndex((c) => c.family === card.family && c.number === card.number);
  q(el, `hand-${at(F3[0])}`).click();
  q(el, `hand-${at(F3[1])}`).click();
  assert.equal(q(el, `hand-${at(F3[0])}`).getAttribute("aria-pressed"), "true");
  assert.match(q(el, "selection").textContent, /Selected: 1 of family 3, 2 of family 3/);
  q(el, "free-spirit-3").click(); // two cards: Python will refuse it
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "capture", spirit: 3, cards: F3.slice(0, 2) } });
  q(el, "clear-selection").click();
  assert.match(q(el, "selection").textContent, /Select cards in your hand/);
  const sixes = [
    { family: 6, number: 4 },
    { family: 6, number: 5 },
    { family: 6, number: 6 },
    { family: 6, number: 7 },
  ];
  for (const c of sixes) q(el, `hand-${at(c)}`).click();
  q(el, "held-spirit-6").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "steal", spirit: 6, cards: sixes } });
  q(el, "clear-selection").click();
  q(el, "extend-0").click();
  assert.equal(q(el, "extend-0").getAttribute("aria-pressed"), "true");
  q(el, `hand-${at({ family: 1, number: 6 })}`).click();
  q(el, `hand-${at({ family: 5, number: 6 })}`).click();
  q(el, "held-spirit-6").click();
  assert.deepEqual(model.sent.at(-1), {
    type: "act",
    action: {
      kind: "recapture",
      spirit: 6,
      set: 0,
      cards: [
        { family: 1, number: 6 },
        { family: 5, number: 6 },
      ],
    },
  });
});

test("a refused selection: the engine's sentence and the rule it cites", () => {
  const { el } = mount(siggil, sfixture("siggil_refused"));
  assertErrorLine(el, /takes exactly 3 cards, not 2/, "siggil.capture-free");
});

test("the cascade is told step by step: the card turns up on the sigil when its step is told", async () => {
  const before = sfixture("siggil_capture");
  const after = sfixture("siggil_cascade");
  const steps = after.cascade.steps;
  const flip = steps.find((s) => s.kind === "flip");
  assert.ok(flip && steps[0].kind === "take", "the fixture's take turns a card up");
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { el, model } = mount(siggil, before);
    assert.equal(q(el, "cascade").hidden, false, "the take before is shown at once at the first render");
    model.update({
      view: after.view,
      view_seldom: after.view_seldom,
      legal: after.legal,
      cascade: after.cascade,
      seat_info: after.seat_info,
      can_undo: after.can_undo,
      bot_to_move: after.bot_to_move,
    });
    await flush();
    assert.equal(q(el, "cascade-step-0").getAttribute("data-state"), "current");
    assert.match(q(el, "cascade-step-0").textContent, /^You take a card from the sigil/, "your own take says you");
    assert.equal(q(el, `pos-${flip.position}`).getAttribute("data-face-up"), "false", "not turned up yet");
    assert.equal(q(el, `pos-${flip.position}`).getAttribute("data-card"), "down");
    assert.match(q(el, "status").textContent, /Step 1 of 2/);
    assert.equal(qa(el, ".tt-sg-avail").length, 0, "no card to take while the cascade is told");
    assert.equal(q(el, "cascade-next").hidden, false);
    mock.timers.tick(stepDelay(after.settings));
    await flush();
    const g = q(el, `pos-${flip.position}`);
    assert.equal(g.getAttribute("data-face-up"), "true");
    assert.equal(g.getAttribute("data-card"), `${flip.card.family}-${flip.card.number}`);
    assert.ok(g.classList.contains("tt-sg-fresh"), "the card just turned up is highlighted");
    assert.match(
      q(el, "cascade-step-1").textContent,
      new RegExp(`Uncovered and turned face up: ${flip.card.number} of family ${flip.card.family}`),
    );
    assert.equal(q(el, "cascade-next").hidden, true);
  } finally {
    mock.timers.reset();
  }
});

test("a cascade step says you for the page's own seat and names every other seat", () => {
  const nameOf = (s) => `Player ${s}`;
  for (const lang of ["en", "lv", "fi", "ru"]) {
    const tr = trFor(lang);
    // a take, a discard face up, a discard face down (solo advanced: no card in the step)
    for (const step of [{ kind: "take" }, { kind: "discard", card: { family: 2, number: 3 } }, { kind: "discard" }]) {
      const mine = stepWords({ ...step, position: 3, seat: 0 }, tr, nameOf, 0);
      const theirs = stepWords({ ...step, position: 3, seat: 1 }, tr, nameOf, 0);
      assert.ok(mine && !mine.includes("Player"), `${lang} ${step.kind}: ${mine}`);
      assert.ok(theirs.startsWith("Player 1"), `${lang} ${step.kind}: ${theirs}`);
    }
  }
  assert.equal(stepWords({ kind: "take", seat: 0, position: 3 }, trFor("en"), nameOf, 0), "You take a card from the sigil");
});

/** The data-state of every cascade step shown. */
const cascadeStates = (el) => qa(el, "[data-testid^=cascade-step-]").map((li) => li.getAttribute("data-state"));
/** The same cascade `moves` moves later (the steps of a newer move, for the display alike). */
const later = (cascade, moves) => ({ from: cascade.from + moves, steps: cascade.steps.map((x) => ({ ...x, move: x.move + moves })) });

test("a cascade met at the first render, or again after a move is taken back, is shown at once", async () => {
  const st = sfixture("siggil_cascade");
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { el, model } = mount(siggil, st);
    assert.deepEqual(cascadeStates(el), ["done", "done"], "the first render tells nothing again");
    assert.equal(q(el, "cascade-next").hidden, true);
    assert.doesNotMatch(q(el, "status").textContent, /Step 1 of 2/);
    model.update({ cascade: later(st.cascade, 2) });
    await flush();
    assert.deepEqual(cascadeStates(el), ["current", "todo"], "a newer cascade is told step by step");
    model.update({ cascade: st.cascade }); // Undo: the earlier cascade again
    await flush();
    assert.deepEqual(cascadeStates(el), ["done", "done"]);
    assert.equal(q(el, "cascade-next").hidden, true);
    mock.timers.tick(60_000);
    assert.deepEqual(cascadeStates(el), ["done", "done"], "and the pause left over tells nothing");
  } finally {
    mock.timers.reset();
  }
});

test("step mode: the cascade waits for Next (the button or N), then Next is the bot's again", async () => {
  const before = sfixture("siggil_capture");
  const after = sfixture("siggil_cascade");
  before.settings = { ...before.settings, step_mode: true };
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const { el, model, root } = mount(siggil, before);
    model.update({ view: after.view, view_seldom: after.view_seldom, legal: after.legal, cascade: after.cascade, bot_to_move: true });
    await flush();
    mock.timers.tick(60_000);
    assert.deepEqual(cascadeStates(el), ["current", "todo"], "no step on its own");
    assert.equal(q(el, "cascade-next").hidden, false);
    key(root, "n");
    assert.deepEqual(cascadeStates(el), ["done", "done"]);
    assert.equal(q(el, "cascade-next").hidden, true);
    assert.deepEqual(model.sent, [], "N told the cascade's step; the bot still waits");
    key(root, "n");
    assert.deepEqual(model.sent, [{ type: "step", move: after.view.move_number }]);
  } finally {
    mock.timers.reset();
  }
});

test("step mode: the bot waits for Next (N); nothing is sent on its own", () => {
  assertStepsOnNext(siggil, sfixture("siggil_step"));
});

test("solo: discard first, then release a spirit when a fourth is free", () => {
  const st = sfixture("siggil_solo");
  const view = viewOf(st);
  const { el, model } = mount(siggil, st);
  assert.match(q(el, "status").textContent, /first discard an available card/);
  assert.match(q(el, "goal").textContent, /a capture takes 3 cards/);
  assert.match(q(el, "discard-pile").textContent, /Discard pile: 0/);
  q(el, `pos-${view.available[0]}`).dispatchEvent(new globalThis.window.Event("click"));
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "discard", position: view.available[0] } });
  const rel = sfixture("siggil_release");
  const { el: el2, model: m2 } = mount(siggil, rel);
  assert.equal(q(el2, "release").hidden, false);
  assert.match(q(el2, "status").textContent, /choose a spirit to let go/);
  const k = rel.legal[0].spirit;
  q(el2, `release-${k}`).click();
  assert.deepEqual(m2.sent.at(-1), { type: "act", action: { kind: "release", spirit: k } });
});

test("solo: the newcomer stays; a second release follows for the next spirit freed (siggil.solo-limit)", () => {
  const rel = sfixture("siggil_release");
  const { el } = mount(siggil, rel);
  const newcomer = viewOf(rel).arrival.spirit;
  assert.match(q(el, "release-prompt").textContent, new RegExp(`spirit ${newcomer} has just come free and stays`));
  assert.equal(qa(el, `[data-testid=release-${newcomer}]`).length, 0, "no button lets the newcomer go");
  const twice = sfixture("siggil_release_twice");
  const { el: el2, model } = mount(siggil, twice);
  assert.match(q(el2, "release-prompt").textContent, /spirit 5 has just come free and stays/);
  assert.deepEqual(
    qa(el2, "[data-testid^=release-]")
      .map((b) => b.getAttribute("data-testid"))
      .filter((id) => id !== "release-prompt"),
    ["release-1", "release-3", "release-4"],
  );
  q(el2, "release-4").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", action: { kind: "release", spirit: 4 } });
});

test("hot-seat: behind the curtain no hand is drawn; Ready (R) lifts it", () => {
  const st = sfixture("siggil_curtain");
  assert.deepEqual(viewOf(st).hands, [null, null], "Python sent no hand");
  const hands = (el) => qa(el, "[data-testid^=hand-]").filter((b) => /^hand-\d+$/.test(b.getAttribute("data-testid"))).length;
  return assertCurtain(siggil, st, { table: "siggil-table", name: "Player 0", secrets: hands });
});

test("the teacher sees the face-down cards, still drawn face down", () => {
  const st = sfixture("siggil_teacher");
  const view = viewOf(st);
  const { el } = mount(siggil, st);
  assert.equal(q(el, "teacher-badge").hidden, false);
  const down = view.sigil.findIndex((x) => x && !x.face_up);
  assert.equal(q(el, `pos-${down}`).getAttribute("data-face-up"), "false");
  assert.notEqual(q(el, `pos-${down}`).getAttribute("data-card"), "down");
});

test("pure helpers: the sigil before the untold steps, the action a selection makes", () => {
  const sigil = [{ card: { family: 1, number: 2 }, face_up: true }, null, { card: { family: 2, number: 2 }, face_up: true }];
  const shown = displaySigil(sigil, [
    { kind: "free", position: 1, spirit: 4 },
    { kind: "flip", position: 2, card: { family: 2, number: 2 } },
  ]);
  assert.deepEqual(shown[1], { card: { family: 4, number: 4, spirit: true }, face_up: true });
  assert.deepEqual(shown[2], { card: null, face_up: false });
  assert.deepEqual(shown[0], sigil[0]);
  const view = { free_spirits: [3], sets: [[{ cards: [], spirit: null }], [{ cards: [], spirit: 6 }]] };
  assert.equal(selectionAction(view, F3, 3).kind, "capture");
  assert.equal(selectionAction(view, F3, 6).kind, "steal");
  assert.deepEqual(selectionAction(view, F3, 6, 0), { kind: "recapture", spirit: 6, cards: F3, set: 0 });
  assert.deepEqual(holderOf(view, 6), { seat: 1, set: 0 });
  assert.deepEqual(
    readingOrder(
      [2, 0, 1],
      [
        { x: 1, y: 0 },
        { x: 0, y: 1 },
        { x: 0, y: 0 },
      ],
    ),
    [2, 1, 0],
  );
});

test("no ui id is missing in any language; the words are Latvian in lv", async () => {
  assert.ok(names().some((n) => n.endsWith("@lv")));
  missing.clear();
  for (const name of names()) {
    const { el, cleanup } = mount(siggil, sfixture(name));
    await flush();
    for (const b of qa(el, "[data-testid^=hand-]")) if (!b.disabled) b.click();
    await flush();
    assert.deepEqual([...missing], [], name);
    cleanup();
  }
  const { el } = mount(siggil, sfixture("siggil_capture@lv"));
  assert.match(q(el, "status").textContent, /Jūsu gājiens/);
  assert.match(q(el, "captures").textContent, /3\. dzimtas 1/);
});

test("cleanup leaves nothing behind", () => {
  assertCleansUp(mount(siggil, sfixture("siggil_take")));
});

test("an empty hand reads once: no 'Your hand:' before 'Your hand is empty.'", () => {
  const st = sfixture("siggil_solo");
  assert.deepEqual(viewOf(st).hands[0], []);
  const { el } = mount(siggil, st);
  const hand = q(el, "hand");
  const shown = [...hand.childNodes]
    .filter((n) => !n.hidden)
    .map((n) => n.textContent)
    .join("");
  assert.equal(shown, "Your hand is empty.");
});

test("every option switched on makes every present card of the sigil clickable at once", async () => {
  const st = sfixture("siggil_take");
  const view = viewOf(st);
  const { el, model } = mount(siggil, st);
  const present = [...view.sigil.entries()].filter(([, place]) => place).map(([p]) => p);
  const buttons = () => qa(q(el, "sigil"), "[data-testid^=pos-][role=button]").length;
  assert.equal(buttons(), view.available.length, "only the available cards, to begin with");
  model.set("settings", { ...st.settings, show_every_option: true });
  await flush();
  assert.equal(buttons(), present.length, "the sigil is drawn again when the clickable set changes");
});
