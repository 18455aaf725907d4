// Ganjifa's pure front-end logic: grouping the hand, reading Python's legal list,
// matching a Dukal selection against it, the discard count, seats and sentences.
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  SUITS,
  groupHand,
  readLegal,
  matchDukal,
  dukalStatus,
  discardState,
  toggleSelection,
  owedBy,
  seatLayout,
  lastOutcome,
  outcomeSentence,
  finalScores,
  statusLine,
  botDelay,
  displayFilters,
  speedFor,
  cardName,
  cardKey,
  orderTag,
  openingLead,
  rankMark,
} from "../ganjifa/logic.js";
import { fixture, trFor } from "./helpers.js";

const tr = trFor("en");

const c = (suit, rank) => ({ suit, rank });
const play = (suit, rank) => ({ kind: "play", card: c(suit, rank) });
const SEATS = [
  { seat: 0, name: "Player 0" },
  { seat: 1, name: "Player 1", bot: "random" },
  { seat: 2, name: "Player 2", bot: "random" },
];

test("ten suits in avatar order; the first five run reversed (1 high)", () => {
  assert.deepEqual(
    SUITS.map((s) => s.id),
    ["matsya", "kurma", "varaha", "narasimha", "vamana", "parashurama", "rama", "krishna", "buddha", "kalki"],
  );
  assert.equal(new Set(SUITS.map((s) => s.color)).size, 10, "each suit its own colour");
  assert.equal(new Set(SUITS.map((s) => s.emblem)).size, 10, "each suit its own emblem");
  // ganjifa.rank: the reversed suits are Python's (GanjifaTable.reversed_suits), read from
  // a real table's state; the page's order tags follow them
  const reversed = fixture("ganjifa_follow").reversed_suits;
  assert.deepEqual(reversed, ["matsya", "kurma", "varaha", "narasimha", "vamana"]);
  const groups = groupHand([], null, reversed);
  for (const g of groups.slice(0, 5)) assert.equal(orderTag(g, tr).text, "1 high ↑");
  for (const g of groups.slice(5)) assert.equal(orderTag(g, tr).text, "10 high");
  // nothing of its own: a list naming other suits reverses those
  assert.deepEqual(
    groupHand([], null, ["rama"])
      .filter((g) => g.reversed)
      .map((g) => g.suit),
    ["rama"],
  );
  assert.equal(groupHand([]).filter((g) => g.reversed).length, 0, "no list: no suit is reversed");
  assert.equal(rankMark("raja"), "R");
  assert.equal(rankMark("mantri"), "M");
  assert.equal(rankMark(10), "10");
  assert.equal(cardName(c("kalki", "raja"), tr), "Raja of Kalki");
  assert.equal(cardName(c("rama", 7), tr), "7 of Rama");
  // the engine's own names, in every language
  assert.equal(cardName(c("kalki", "raja"), trFor("ru")), "Раджа Калки");
  assert.equal(cardName(c("rama", 7), trFor("fi")), "Raman seiska");
  assert.equal(cardName(c("rama", 7), trFor("lv")), "Ramas septiņnieks");
  assert.equal(cardKey(c("rama", 7)), "rama-7");
});

test("groupHand keeps Python's order inside each suit and gives every suit a group", () => {
  const hand = [c("matsya", "raja"), c("matsya", 1), c("matsya", 9), c("rama", "mantri"), c("rama", 10), c("rama", 2)];
  const groups = groupHand(hand, "rama", fixture("ganjifa_follow").reversed_suits);
  assert.equal(groups.length, 10);
  assert.deepEqual(
    groups[0].cards.map((x) => x.rank),
    ["raja", 1, 9],
  );
  assert.deepEqual(
    groups[6].cards.map((x) => x.rank),
    ["mantri", 10, 2],
  );
  assert.equal(groups[6].trump, true);
  assert.equal(groups.filter((g) => g.trump).length, 1);
  assert.equal(groups[1].cards.length, 0, "a void suit still has its (empty) group");
  assert.equal(groups[0].reversed, true);
  assert.equal(groups[6].reversed, false);
  for (const junk of [null, undefined, "x", [null, 3, { suit: "nowhere", rank: 1 }]]) {
    assert.equal(
      groupHand(junk).reduce((n, g) => n + g.cards.length, 0),
      0,
    );
  }
});

test("groupHand of a real hand puts every card in its suit, strongest first as Python sorted it", () => {
  const st = fixture("ganjifa_follow");
  const hand = st.view.hands[st.seat];
  const groups = groupHand(hand, st.view.trump);
  assert.deepEqual(
    groups.flatMap((g) => g.cards),
    hand,
    "avatar order, Python's order within",
  );
  for (const g of groups) for (const card of g.cards) assert.equal(card.suit, g.suit);
});

test("readLegal reads plays, discards and Dukals from the legal list only", () => {
  const dukal = { kind: "dukal", cards: [c("kalki", "raja"), c("kalki", "mantri"), c("kalki", 3), c("kalki", 4), c("kalki", 5)] };
  const info = readLegal([play("rama", 7), play("rama", "raja"), dukal, null, 3, { kind: "play" }, { kind: "dukal", cards: "x" }]);
  assert.deepEqual([...info.plays], ["rama-7", "rama-raja"]);
  assert.equal(info.dukals.length, 1);
  assert.ok(info.inDukal.has("kalki-4") && !info.inDukal.has("rama-7"));
  assert.equal(info.canPlay && info.canDukal && !info.canDiscard, true);
  const d = readLegal([
    { kind: "discard", cards: [c("matsya", 1)] },
    { kind: "discard", cards: [c("rama", 2)] },
  ]);
  assert.deepEqual([...d.discards].sort(), ["matsya-1", "rama-2"]);
  assert.equal(d.canDiscard && !d.canPlay, true);
  for (const junk of [null, undefined, "x", {}]) assert.equal(readLegal(junk).canPlay, false);
});

test("a Dukal selection matches only a legal Dukal, exactly, in any order", () => {
  const kalki = (...ranks) => ranks.map((r) => c("kalki", r));
  const short = ["kalki-raja", "kalki-mantri", "kalki-3", "kalki-4", "kalki-5"];
  const long = [...short, "kalki-6"];
  const { dukals } = readLegal([
    { kind: "dukal", cards: kalki("raja", "mantri", 3, 4, 5) },
    { kind: "dukal", cards: kalki("raja", "mantri", 3, 4, 5, 6) },
  ]);
  assert.equal(matchDukal(new Set([...short].reverse()), dukals).cards.length, 5);
  assert.equal(matchDukal(new Set(long), dukals).cards.length, 6);
  assert.equal(matchDukal(new Set(short.slice(0, 4)), dukals), null, "too few");
  assert.equal(matchDukal(new Set([...short, "rama-7"]), dukals), null, "one too many");
  assert.equal(matchDukal(new Set(), dukals), null);
  assert.equal(matchDukal(new Set(short), []), null, "nothing is a Dukal unless Python lists it");
  assert.equal(dukalStatus(new Set(short), dukals, tr).ready, true);
  assert.match(dukalStatus(new Set(short), dukals, tr).text, /Dukal of 5 Kalki/);
  assert.equal(dukalStatus(new Set(["kalki-3"]), dukals, tr).ready, false);
  assert.match(dukalStatus(new Set(), dukals, tr).text, /Raja, the Mantri/);
});

test("discards: exactly the owed number, never more", () => {
  assert.deepEqual(discardState(new Set(["a", "b"]), 3), { owed: 3, selected: 2, ready: false, full: false, left: 1 });
  assert.equal(discardState(new Set(["a", "b", "c"]), 3).ready, true);
  assert.equal(discardState(new Set(), 0).ready, false);
  let sel = new Set();
  for (const k of ["a", "b", "c", "d"]) sel = toggleSelection(sel, k, 3);
  assert.deepEqual([...sel], ["a", "b", "c"], "a fourth card is not added");
  sel = toggleSelection(sel, "b", 3);
  assert.deepEqual([...sel], ["a", "c"]);
  const st = fixture("ganjifa_discard");
  const owed = owedBy(st.view, st.seat);
  assert.equal(owed, st.view.dukal.owed[String(st.seat)]);
  assert.ok(owed >= 5);
  assert.equal(owedBy({ dukal: null }, 0), 0);
});

test("seats: you at the bottom, the next player (counter-clockwise) on your right", () => {
  assert.deepEqual(seatLayout(3, 0), { 0: "bottom", 1: "right", 2: "left" });
  assert.deepEqual(seatLayout(3, 2), { 2: "bottom", 0: "right", 1: "left" });
});

test("the sentence after a trick says who won it and why; after a Dukal, what it captured", () => {
  const st = fixture("ganjifa_last_trick");
  const out = lastOutcome(st.event_log, st.view);
  assert.equal(out.type, "trick");
  assert.equal(out.winner, st.view.last_trick.winner);
  assert.deepEqual(out.card, st.view.last_trick.plays.find((p) => p.seat === out.winner).card);
  const sentence = outcomeSentence(out, st.seat_info, st.seat, tr);
  assert.ok(sentence.includes(st.view.last_trick.why), `the engine's reason, in its words: ${sentence}`);
  assert.match(sentence, /(You|Player \d) won the trick with the /);
  const log = [
    { kind: "dukal", rule: "ganjifa.dukal", text: "Player 1 leads a Dukal", data: { seat: 1 } },
    { kind: "discard", rule: "ganjifa.dukal", text: "…", data: { seat: 2 } },
    { kind: "discard", rule: "ganjifa.dukal", text: "…", data: { seat: 0 } },
    { kind: "capture", rule: "ganjifa.capture", text: "Player 1 captures the Dukal", data: { seat: 1, cards: 15 } },
  ];
  const d = lastOutcome(log, { last_trick: null });
  assert.deepEqual([d.type, d.seat, d.cards], ["dukal", 1, 15]);
  assert.match(outcomeSentence(d, SEATS, 0, tr), /Player 1 led a Dukal.*Player 1 captures 15 cards/);
  assert.match(outcomeSentence({ ...d, seat: 0 }, SEATS, 0, tr), /You led a Dukal.*you capture 15 cards.*lead again/);
  assert.match(outcomeSentence(d, SEATS, 0, trFor("ru")), /забирает 15 карт /);
  assert.match(outcomeSentence(d, SEATS, 0, trFor("lv")), /paņem 15 kāršu /);
  assert.equal(lastOutcome([{ kind: "capture", data: {} }, { kind: "deal" }], {}), null, "a new deal starts afresh");
  assert.equal(outcomeSentence(null), "");
});

test("the final table: one winner, or a shared win", () => {
  const one = finalScores({ scores: [57, 33, 30], winners: [0] }, SEATS, 0, tr);
  assert.equal(one.headline, "You win with 57 of 120 cards!");
  assert.deepEqual(
    one.rows.map((r) => [r.name, r.captured, r.winner]),
    [
      ["You", 57, true],
      ["Player 1", 33, false],
      ["Player 2", 30, false],
    ],
  );
  const shared = finalScores({ scores: [45, 30, 45], winners: [0, 2] }, SEATS, 0, tr);
  assert.equal(shared.shared, true);
  assert.equal(shared.headline, "Shared win: You and Player 2 (45 cards each)");
  assert.equal(finalScores({ scores: [20, 60, 40], winners: [1] }, SEATS, 0, tr).headline, "Player 1 wins with 60 of 120 cards");
  assert.equal(
    finalScores({ scores: [40, 40, 40], winners: [0, 1, 2] }, SEATS, 0, trFor("fi")).headline.startsWith(
      "Jaettu voitto: Sinä, Player 1 ja Player 2",
    ),
    true,
    "the list of names joined the language's way",
  );
  const st = fixture("ganjifa_over");
  assert.equal(
    finalScores(st.view, st.seat_info, st.seat, tr).rows.reduce((n, r) => n + r.captured, 0),
    120,
  );
});

test("status line, opening lead, pacing, speeds and display filters", () => {
  const st = fixture("ganjifa_opening");
  assert.match(
    statusLine({ view: st.view, seat: 0, seatInfo: st.seat_info, legal: st.legal, tr }),
    /^Day: Rama trumps · 40 cards in your hand · Your turn: open with the trump Raja$/,
  );
  const ru = fixture("ganjifa_opening@ru");
  assert.equal(
    statusLine({ view: ru.view, seat: 0, seatInfo: ru.seat_info, legal: ru.legal, tr: trFor("ru") }),
    "День: козырь — Рама · у вас на руке 40 карт · Ваш ход: откройте козырной Раджей",
  );
  assert.equal(statusLine({ view: { game: "exacto" }, tr }), "");
  const o = openingLead(st.view, st.seat_info, 0, tr);
  assert.deepEqual(o.raja, { suit: "rama", rank: "raja" });
  assert.match(o.who, /^You hold it/);
  assert.match(
    openingLead({ ...st.view, period: "night", trump: "krishna", current_player: 2 }, st.seat_info, 0, tr).text,
    /Raja of Krishna — the trump by night/,
  );
  assert.equal(
    botDelay({ trick: [], last_trick: { winner: 1 }, dukal: null }, { bot_delay_ms: 700 }),
    1400,
    "a finished trick stays on show longer",
  );
  assert.equal(botDelay({ trick: [{}], last_trick: null }, { bot_delay_ms: 700 }), 700);
  assert.equal(botDelay({ trick: [] }, {}), 700);
  assert.equal(speedFor(700), "normal");
  assert.equal(speedFor(0), "instant");
  assert.equal(speedFor(1400), "slow");
  assert.equal(speedFor(undefined), "normal");
  const mid = displayFilters({ contrast: 50, grain: 50, color_temperature: 50 });
  assert.equal(mid.contrast, "1.00", "50% changes nothing");
  assert.match(mid.tint, /, 0\.000\)$/);
  assert.match(displayFilters({ color_temperature: 100 }).tint, /^rgba\(255, 150, 40/);
  assert.match(displayFilters({ color_temperature: 0 }).tint, /^rgba\(60, 140, 255/);
  assert.equal(displayFilters({ grain: 0 }).grain, "0.000");
  assert.equal(displayFilters({ contrast: 999 }).contrast, "1.40");
  assert.equal(displayFilters(null).contrast, "1.00");
  // nothing to draw at 50%: no filter, no tint layer (each made every repaint of the felt dearer)
  assert.equal(mid.filter, "none");
  assert.equal(mid.tinted, false);
  assert.equal(displayFilters({ contrast: 100 }).filter, "contrast(1.40)");
  assert.equal(displayFilters({ color_temperature: 60 }).tinted, true);
});
