// Exacto's front-end logic: legal bids -> controls, seats, the reveal read from the log.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  bidOptions,
  normalizeSelection,
  stepQuantity,
  chooseFace,
  isLegalBid,
  seatLayout,
  roundBids,
  revealSummary,
  revealKey,
  statusLine,
  oddsFor,
  bidWords,
  currentRound,
  expandLegal,
  learnerOut,
} from "../exacto/logic.js";
import { viewOf } from "../shared/model.js";
import { fakeModel } from "./fake_model.js";
import { fixture, trFor } from "./helpers.js";

const tr = trFor("en");

const bid = (quantity, face) => ({ kind: "bid", quantity, face });
// After a standing bid of 3 fours with 6 dice on the table (seed raise rule).
const LEGAL = [
  bid(3, 5),
  bid(3, 6),
  bid(4, 4),
  bid(4, 5),
  bid(4, 6),
  bid(5, 4),
  bid(5, 5),
  bid(5, 6),
  bid(6, 4),
  bid(6, 5),
  bid(6, 6),
  { kind: "liar" },
  { kind: "exacto" },
];

test("bidOptions groups the legal raises by quantity and finds the calls", () => {
  const o = bidOptions(LEGAL);
  assert.deepEqual(o.quantities, [3, 4, 5, 6]);
  assert.deepEqual(o.faces[3], [5, 6]);
  assert.deepEqual(o.faces[4], [4, 5, 6]);
  assert.deepEqual(o.allFaces, [4, 5, 6]);
  assert.equal(o.canLiar, true);
  assert.equal(o.canExacto, true);
  assert.deepEqual(o.first, { quantity: 3, face: 5 });
});

test("bidOptions offers nothing for an empty or junk legal list", () => {
  for (const legal of [[], null, undefined, "x", [null, 3, { kind: "bid", quantity: "3", face: 4 }]]) {
    const o = bidOptions(legal);
    assert.equal(o.canBid, false);
    assert.equal(o.canLiar, false);
    assert.equal(normalizeSelection(o, { quantity: 3, face: 4 }), null);
  }
});

test("the selection is always a legal bid", () => {
  const o = bidOptions(LEGAL);
  assert.deepEqual(normalizeSelection(o, null), { quantity: 3, face: 5 });
  assert.deepEqual(normalizeSelection(o, { quantity: 3, face: 4 }), { quantity: 3, face: 5 });
  assert.deepEqual(normalizeSelection(o, { quantity: 2, face: 6 }), { quantity: 3, face: 6 });
  assert.deepEqual(normalizeSelection(o, { quantity: 99, face: 2 }), { quantity: 6, face: 4 });
  for (let q = 0; q < 9; q++)
    for (let f = 1; f <= 6; f++) {
      const sel = normalizeSelection(o, { quantity: q, face: f });
      assert.ok(isLegalBid(o, sel.quantity, sel.face), `${q}x${f} -> ${JSON.stringify(sel)}`);
    }
});

test("quantity steppers and face choice stay legal", () => {
  const o = bidOptions(LEGAL);
  let sel = { quantity: 3, face: 5 };
  sel = stepQuantity(o, sel, +1);
  assert.deepEqual(sel, { quantity: 4, face: 5 });
  sel = stepQuantity(o, sel, +10);
  assert.deepEqual(sel, { quantity: 6, face: 5 });
  sel = stepQuantity(o, sel, -10);
  assert.deepEqual(sel, { quantity: 3, face: 5 });
  assert.deepEqual(chooseFace(o, { quantity: 3, face: 5 }, 4), { quantity: 4, face: 4 });
  assert.deepEqual(chooseFace(o, { quantity: 5, face: 5 }, 6), { quantity: 5, face: 6 });
  assert.deepEqual(chooseFace(o, { quantity: 5, face: 5 }, 2), { quantity: 5, face: 5 }, "face 2 is never legal here");
});

test("seats sit around the table with you at the bottom, play passing clockwise", () => {
  const six = seatLayout(6, 2);
  assert.equal(six.length, 6);
  const you = six.find((p) => p.seat === 2);
  assert.ok(you.you);
  assert.ok(you.y > 80 && Math.abs(you.x - 50) < 1);
  const next = six.find((p) => p.seat === 3);
  assert.ok(next.x < 50, "the next mage sits to your left");
  const across = six.find((p) => p.seat === 5);
  assert.ok(across.y < 20, "the mage opposite sits at the top");
  for (const p of six) assert.ok(p.x >= 5 && p.x <= 95 && p.y >= 5 && p.y <= 95);
  // a side seat keeps its whole card on the table (4 mages: left and right of you)
  for (const p of seatLayout(4, 0)) assert.ok(p.x >= 15 && p.x <= 85, `seat ${p.seat} at x=${p.x}%`);
  assert.equal(seatLayout(2, 0).find((p) => p.seat === 1).y < 20, true);
});

test("bid words, as the engine writes them, in every language", () => {
  assert.equal(bidWords(1, 5, tr), "1 five");
  assert.equal(bidWords(4, 6, tr), "4 sixes");
  assert.equal(bidWords(1, 5, trFor("ru")), "одна пятёрка");
  assert.equal(bidWords(3, 4, trFor("ru")), "3 четвёрки");
  assert.equal(bidWords(5, 4, trFor("ru")), "5 четвёрок");
  assert.equal(bidWords(21, 4, trFor("ru")), "21 четвёрка");
  assert.equal(bidWords(10, 2, trFor("lv")), "10 divnieku");
  assert.equal(bidWords(3, 2, trFor("lv")), "3 divnieki");
  assert.equal(bidWords(3, 6, trFor("fi")), "3 kuutosta");
});

test("roundBids reads this round's bids only", () => {
  const log = [
    { kind: "bid", rule: "exacto.raise", text: "", data: { seat: 1, quantity: 9, face: 6 } },
    { kind: "round", rule: "exacto.roll", text: "Round 2", data: {} },
    { kind: "bid", rule: "exacto.opening-bid", text: "", data: { seat: 2, quantity: 2, face: 3 } },
    { kind: "bid", rule: "exacto.raise", text: "", data: { seat: 3, quantity: 3, face: 3 } },
  ];
  assert.deepEqual(roundBids(log), { 2: { quantity: 2, face: 3 }, 3: { quantity: 3, face: 3 } });
  assert.equal(currentRound(log).length, 3);
  assert.deepEqual(roundBids([]), {});
});

test("revealSummary reads the call, the count and who lost a die by which rule (real engine log)", () => {
  const st = fixture("reveal");
  const reveal = st.view.last_reveal;
  const sm = revealSummary(st.event_log, reveal);
  assert.equal(sm.count, reveal.count);
  assert.equal(sm.quantity, reveal.quantity);
  assert.equal(sm.face, reveal.face);
  assert.equal(sm.caller, reveal.caller);
  assert.equal(sm.bidder, reveal.bidder);
  assert.ok(["exacto.liar", "exacto.exacto"].includes(sm.rule));
  const losers = sm.outcomes.filter((o) => o.delta < 0);
  assert.equal(losers.length, 1, "exactly one mage loses a die");
  assert.ok(losers[0].rule.startsWith("exacto."));
  assert.match(losers[0].text, /loses a die/);
  // the ones counted as wild are Python's number (the reveal's `wild`), not counted here
  assert.ok(Number.isInteger(reveal.wild));
  assert.equal(sm.wild, reveal.wild);
  // read from the data, never from the words: the same summary in every language
  const ru = fixture("reveal@ru");
  const smRu = revealSummary(ru.event_log, ru.view.last_reveal);
  assert.deepEqual(
    smRu.outcomes.map((o) => [o.seat, o.delta, o.rule]),
    sm.outcomes.map((o) => [o.seat, o.delta, o.rule]),
  );
});

test("a right EXACTO gains a die, unless the caller already holds the most (Python's gained)", () => {
  // exacto.exacto: the gain event's data says how many dice the call added (real engine logs)
  for (const [name, delta] of [
    ["exacto_gain", 1],
    ["exacto_capped", 0],
  ]) {
    const st = fixture(name);
    const gain = st.event_log.find((e) => e.kind === "gain");
    assert.equal(gain.data.gained, delta, name);
    const sm = revealSummary(st.event_log, st.view.last_reveal);
    assert.equal(sm.outcomes.find((o) => o.seat === gain.data.seat).delta, delta, name);
    // exacto.wild-ones: the caller's one counted as wild, as Python counted it
    assert.equal(st.view.last_reveal.wild, 1, name);
    assert.equal(sm.wild, 1, name);
  }
  // the page reads the data, never the dice: a gain Python says added nothing shows nothing
  const st = fixture("exacto_gain");
  const log = st.event_log.map((e) => (e.kind === "gain" ? { ...e, data: { ...e.data, gained: 0 } } : e));
  assert.equal(revealSummary(log, st.view.last_reveal).outcomes.find((o) => o.delta >= 0).delta, 0);
  assert.equal(revealSummary(st.event_log, { ...st.view.last_reveal, wild: 4 }).wild, 4);
});

test("revealSummary of a finished game names the winner", () => {
  const st = fixture("over");
  const sm = revealSummary(st.event_log, st.view.last_reveal);
  assert.equal(sm.winner.seat, st.view.winners[0]);
  assert.equal(sm.winner.rule, "exacto.winner");
});

test("revealSummary without a call is null", () => {
  assert.equal(revealSummary([], null), null);
});

test("revealKey tells reveals apart", () => {
  const r = fixture("reveal").view.last_reveal;
  assert.equal(revealKey(null), null);
  assert.equal(revealKey(r), revealKey(structuredClone(r)));
  assert.notEqual(revealKey(r), revealKey({ ...r, round: r.round + 1 }));
});

test("odds come from Python's hint, never computed here", () => {
  const hint = {
    options: [
      [3, 5, 0.42],
      [3, 6, 0.41],
    ],
  };
  assert.equal(oddsFor(hint, 3, 5), 0.42);
  assert.equal(oddsFor(hint, 4, 5), null);
  assert.equal(oddsFor({}, 3, 5), null);
});

test("status line", () => {
  const st = fixture("midround");
  const line = statusLine({ view: st.view, seat: st.seat, seatInfo: st.seat_info, botToMove: st.bot_to_move, legal: st.legal, tr });
  assert.match(line, /Round \d+ · \d+ dice on the table · Your turn/);
  const ru = fixture("midround@ru");
  assert.match(
    statusLine({ view: ru.view, seat: ru.seat, seatInfo: ru.seat_info, botToMove: ru.bot_to_move, legal: ru.legal, tr: trFor("ru") }),
    /^Раунд \d+ · на столе \d+ кубик(а|ов)? · Ваш ход/,
  );
  const over = fixture("over");
  assert.match(statusLine({ view: over.view, seat: over.seat, seatInfo: over.seat_info, tr }), /win/);
  const step = fixture("step_mode");
  assert.match(
    statusLine({ view: step.view, seat: step.seat, seatInfo: step.seat_info, botToMove: true, legal: [], stepMode: true, tr }),
    /moves on Next/,
  );
});

test("the page works out Python's compact legal bids and its two-part view exactly", () => {
  const wire = fixture("midround", { wire: true });
  const whole = fixture("midround");
  assert.ok(
    wire.legal.some((a) => a.kind === "bids"),
    "Python sent the bids compactly",
  );
  assert.deepEqual(expandLegal(wire.legal), whole.legal);
  assert.ok(whole.legal.filter((a) => a.kind === "bid").length > wire.legal.length);
  const model = fakeModel(fixture("reveal", { wire: true }));
  assert.equal(model.get("view").last_reveal, undefined, "the reveal travels apart");
  assert.deepEqual(viewOf(model).last_reveal, fixture("reveal").view.last_reveal);
});

test("while a reveal is on screen the status speaks of that round", () => {
  const view = {
    game: "exacto",
    round: 2,
    total_dice: 9,
    current_player: 1,
    is_over: false,
    winners: [],
    bid: null,
    last_reveal: {
      round: 1,
      dice: [
        [1, 2, 3],
        [4, 5, 6],
        [2, 2, 2, 2],
      ],
    },
  };
  const seatInfo = [
    { seat: 0, name: "Mage 0" },
    { seat: 1, name: "Mage 1", bot: "random" },
    { seat: 2, name: "Mage 2", bot: "random" },
  ];
  const reading = statusLine({ view, seat: 0, seatInfo, botToMove: true, legal: [], revealing: true, tr });
  assert.match(reading, /^Round 1 · 10 dice on the table/);
  const after = statusLine({ view, seat: 0, seatInfo, botToMove: true, legal: [], revealing: false, tr });
  assert.match(after, /^Round 2 · 9 dice on the table/);
});

test("the learner is out while bots play on: the page offers to play to the end", () => {
  const seatInfo = [
    { seat: 0, name: "Mage 0" },
    { seat: 1, bot: "random" },
    { seat: 2, bot: "random" },
  ];
  assert.equal(learnerOut({ is_over: false, dice_counts: [0, 2, 3] }, 0, seatInfo), true);
  assert.equal(learnerOut({ is_over: false, dice_counts: [1, 2, 3] }, 0, seatInfo), false);
  assert.equal(learnerOut({ is_over: true, dice_counts: [0, 0, 3] }, 0, seatInfo), false);
  const twoHumans = [{ seat: 0 }, { seat: 1 }, { seat: 2, bot: "random" }];
  assert.equal(learnerOut({ is_over: false, dice_counts: [0, 2, 3] }, 0, twoHumans), false);
});
