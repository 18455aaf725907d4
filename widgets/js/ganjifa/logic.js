// Ganjifa front-end logic with no DOM: grouping the hand, reading Python's `legal` list
// (playable cards, Dukals, discards), matching a selection against it, laying out seats,
// and the sentences the table shows. The front end never decides a rule: whatever is
// offered or highlighted here comes from the legal list and the view Python sent.

/** The ten avatar suits in avatar order, with their colours and emblems. */
export const SUITS = [
  { id: "matsya", title: "Matsya", emblem: "fish", color: "#0a6aa6", tint: "#e3f1fa" },
  { id: "kurma", title: "Kurma", emblem: "tortoise", color: "#00796b", tint: "#e0f3f0" },
  { id: "varaha", title: "Varaha", emblem: "boar", color: "#7a4a2a", tint: "#f4ebe3" },
  { id: "narasimha", title: "Narasimha", emblem: "lion", color: "#c25000", tint: "#fdeede" },
  { id: "vamana", title: "Vamana", emblem: "umbrella", color: "#7b1fa2", tint: "#f3e6f8" },
  { id: "parashurama", title: "Parashurama", emblem: "axe", color: "#c01c28", tint: "#fbe6e7" },
  { id: "rama", title: "Rama", emblem: "bow", color: "#2e7d32", tint: "#e6f3e6" },
  { id: "krishna", title: "Krishna", emblem: "flute", color: "#283593", tint: "#e6e8f6" },
  { id: "buddha", title: "Buddha", emblem: "lotus", color: "#a86b00", tint: "#fbf1dc" },
  { id: "kalki", title: "Kalki", emblem: "sword", color: "#3d4d57", tint: "#e7ebee" },
];
export const SUIT_INDEX = Object.fromEntries(SUITS.map((s, i) => [s.id, i]));
/** ganjifa.rank: in the first five suits the numbers run reversed (1 beats 10). */
export const REVERSED = new Set(SUITS.slice(0, 5).map((s) => s.id));
export const PERIOD_TRUMP = { day: "rama", night: "krishna" };

export function suitMeta(suit) {
  return SUITS[SUIT_INDEX[suit]] || { id: String(suit), title: String(suit), emblem: "", color: "#555", tint: "#eee" };
}

export function isCard(card) {
  return !!card && typeof card === "object" && typeof card.suit === "string" && (Number.isInteger(card.rank) || typeof card.rank === "string");
}

/** A stable key for a card: "rama-7", "kalki-raja". */
export function cardKey(card) {
  return isCard(card) ? `${card.suit}-${card.rank}` : "";
}

export function rankWord(rank) {
  if (rank === "raja") return "Raja";
  if (rank === "mantri") return "Mantri";
  return String(rank);
}

/** The letter or number printed big on the card. */
export function rankMark(rank) {
  if (rank === "raja") return "R";
  if (rank === "mantri") return "M";
  return String(rank);
}

export function isCourt(card) {
  return isCard(card) && (card.rank === "raja" || card.rank === "mantri");
}

/** "7 of Rama", "Raja of Kalki" (the engine's own wording). */
export function cardName(card) {
  if (!isCard(card)) return "?";
  return `${rankWord(card.rank)} of ${suitMeta(card.suit).title}`;
}

/** The order tag of a suit group: the first five suits are reversed (ganjifa.rank). */
export function orderTag(suit) {
  return REVERSED.has(suit)
    ? { text: "1 high ↑", title: "Reversed order: Raja > Mantri > 1 > 2 > … > 10 (ganjifa.rank)", reversed: true }
    : { text: "10 high", title: "Raja > Mantri > 10 > 9 > … > 1 (ganjifa.rank)", reversed: false };
}

/** Group a hand by suit, in avatar order, keeping Python's order inside each suit
 * (strongest first). Every suit gets a group, empty ones too (a void is worth seeing). */
export function groupHand(hand, trump = null) {
  const by = new Map(SUITS.map((s) => [s.id, []]));
  for (const card of Array.isArray(hand) ? hand : []) {
    if (isCard(card) && by.has(card.suit)) by.get(card.suit).push(card);
  }
  return SUITS.map((s, i) => ({
    suit: s.id, title: s.title, index: i, cards: by.get(s.id),
    trump: s.id === trump, order: orderTag(s.id),
  }));
}

/** What Python's legal list allows: card keys playable, card keys discardable, the Dukals. */
export function readLegal(legal) {
  const plays = new Set();
  const discards = new Set();
  const dukals = [];
  for (const a of Array.isArray(legal) ? legal : []) {
    if (!a || typeof a !== "object") continue;
    if (a.kind === "play" && isCard(a.card)) plays.add(cardKey(a.card));
    else if (a.kind === "discard" && Array.isArray(a.cards)) a.cards.forEach((c) => isCard(c) && discards.add(cardKey(c)));
    else if (a.kind === "dukal" && Array.isArray(a.cards) && a.cards.every(isCard)) {
      dukals.push({ cards: a.cards, keys: a.cards.map(cardKey).sort(), suit: a.cards[0]?.suit });
    }
  }
  const inDukal = new Set(dukals.flatMap((d) => d.keys));
  return { plays, discards, dukals, inDukal, canPlay: plays.size > 0, canDiscard: discards.size > 0, canDukal: dukals.length > 0 };
}

/** The legal Dukal whose cards are exactly the selected ones, or null. */
export function matchDukal(selection, dukals) {
  const keys = [...(selection || [])].sort();
  if (keys.length === 0) return null;
  return (dukals || []).find((d) => d.keys.length === keys.length && d.keys.every((k, i) => k === keys[i])) || null;
}

/** How a Dukal selection stands, in words (matching against legal only). */
export function dukalStatus(selection, dukals) {
  const n = selection ? selection.size ?? selection.length : 0;
  const hit = matchDukal(selection, dukals);
  if (hit) return { ready: true, dukal: hit, text: `Dukal of ${hit.cards.length} ${suitMeta(hit.suit).title}: ready to lead.` };
  if (!n) return { ready: false, dukal: null, text: "Select the Raja, the Mantri and a run of three or more numbers of one suit." };
  return { ready: false, dukal: null, text: `${n} selected: not one of the Dukals you may lead.` };
}

/** Discards owed to a Dukal: how many, how many selected, ready when they are equal. */
export function discardState(selection, owed) {
  const n = selection ? selection.size ?? selection.length : 0;
  const need = Number.isInteger(owed) ? owed : 0;
  return { owed: need, selected: n, ready: need > 0 && n === need, full: need > 0 && n >= need, left: Math.max(0, need - n) };
}

/** How many cards `seat` still owes to the Dukal in the view (0 if none). */
export function owedBy(view, seat) {
  const owed = view && view.dukal && view.dukal.owed ? view.dukal.owed[String(seat)] : 0;
  return Number.isInteger(owed) ? owed : 0;
}

/** Toggle `key` in a selection (a new Set); `limit` caps its size (adding is refused). */
export function toggleSelection(selection, key, limit = Infinity) {
  const next = new Set(selection || []);
  if (next.has(key)) next.delete(key);
  else if (next.size < limit) next.add(key);
  return next;
}

/** Where each seat sits: you at the bottom; play goes counter-clockwise, so the next
 * player (seat + 1) sits on your right and the one after on your left. */
export function seatLayout(you = 0, players = 3) {
  const out = {};
  for (let k = 0; k < players; k++) out[(you + k) % players] = k === 0 ? "bottom" : k === 1 ? "right" : "left";
  return out;
}

export function nameOf(seatInfo, s, you) {
  if (s === you) return "You";
  const info = (seatInfo || []).find((x) => x.seat === s);
  return info ? info.name : `Player ${s}`;
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : text;
}

/** The last completed trick or Dukal, read from the log (whichever came last):
 * {type: "trick", winner, card, why, text, rule} or {type: "dukal", seat, cards, text, rule}. */
export function lastOutcome(log, view) {
  const events = Array.isArray(log) ? log : [];
  for (let i = events.length - 1; i >= 0; i--) {
    const ev = events[i];
    if (!ev || typeof ev !== "object") continue;
    if (ev.kind === "deal") return null;
    if (ev.kind !== "capture") continue;
    const before = events[i - 1];
    if (before && before.kind === "trick") {
      const last = view && view.last_trick;
      const winner = before.data?.winner;
      const why = last && last.winner === winner ? last.why : null;
      return { type: "trick", winner, card: before.data?.card, why, text: before.text, rule: before.rule || "ganjifa.trick-winner" };
    }
    return { type: "dukal", seat: ev.data?.seat, cards: ev.data?.cards, text: ev.text, rule: "ganjifa.dukal" };
  }
  return null;
}

/** The sentence after a trick (or a Dukal): who won it and why, with names. */
export function outcomeSentence(outcome, seatInfo, you) {
  if (!outcome) return "";
  if (outcome.type === "trick") {
    const who = nameOf(seatInfo, outcome.winner, you);
    if (!outcome.why) return outcome.text || "";
    return `${who} won the trick with the ${cardName(outcome.card)}: ${outcome.why}.`;
  }
  const who = nameOf(seatInfo, outcome.seat, you);
  const you_ = who === "You";
  return `${who} led a Dukal, which wins at once: ${you_ ? "you capture" : `${who} captures`} ${outcome.cards} cards (the Dukal and every discard) and ${you_ ? "lead" : "leads"} again.`;
}

/** The final table: a row per seat with its captured cards, winners marked. */
export function finalScores(view, seatInfo, you) {
  const scores = Array.isArray(view?.scores) ? view.scores : [];
  const winners = Array.isArray(view?.winners) ? view.winners : [];
  const rows = scores.map((n, s) => ({ seat: s, name: nameOf(seatInfo, s, you), captured: n, winner: winners.includes(s) }));
  const names = winners.map((w) => nameOf(seatInfo, w, you));
  const best = winners.length ? scores[winners[0]] : 0;
  let headline;
  if (winners.length > 1) headline = `Shared win: ${names.join(" and ")} (${best} cards each)`;
  else if (winners.length === 1) headline = winners[0] === you ? `You win with ${best} of 120 cards!` : `${names[0]} wins with ${best} of 120 cards`;
  else headline = "Game over";
  return { rows, headline, shared: winners.length > 1, youWin: winners.includes(you) };
}

/** Who opens the deal and with what (ganjifa.opening-lead). */
export function openingLead(view, seatInfo, you) {
  const trump = suitMeta(view?.trump);
  const raja = { suit: trump.id, rank: "raja" };
  const holder = view?.current_player;
  const who = nameOf(seatInfo, holder, you);
  const period = view?.period === "night" ? "night" : "day";
  return {
    raja,
    text: `Opening lead: whoever holds the Raja of ${trump.title} — the trump by ${period} — leads it alone. No Dukal may open the deal.`,
    who: who === "You" ? "You hold it: play it to open the deal." : `${who} holds it and opens the deal.`,
  };
}

/** One line saying what is happening. */
export function statusLine({ view, seat, seatInfo, legal, botToMove, stepMode = false, done = false }) {
  if (!view || view.game !== "ganjifa") return "";
  const names = (s) => nameOf(seatInfo, s, seat);
  const trump = suitMeta(view.trump).title;
  const parts = [`${view.period === "night" ? "Night" : "Day"}: ${trump} trumps`];
  const left = Array.isArray(view.hand_sizes) ? view.hand_sizes[seat] : undefined;
  if (Number.isInteger(left) && !view.is_over) parts.push(`${left} ${left === 1 ? "card" : "cards"} in your hand`);
  const mine = view.current_player === seat && Array.isArray(legal) && legal.length > 0;
  if (done) parts.push("Lesson done: Try again to replay it");
  else if (view.is_over) parts.push(finalScores(view, seatInfo, seat).headline);
  else if (mine && view.phase === "discard") parts.push(`Your turn: discard ${owedBy(view, seat)} to the Dukal`);
  else if (mine && view.phase === "lead") parts.push(view.first_trick ? "Your turn: open with the trump Raja" : "Your turn: lead");
  else if (mine) parts.push("Your turn: follow");
  else if (botToMove) parts.push(stepMode ? `${names(view.current_player)} plays on Next` : `${names(view.current_player)} is thinking…`);
  else if (view.current_player !== null && view.current_player !== undefined) parts.push(`${capital(names(view.current_player))} to move`);
  return parts.join(" · ");
}

/** The pause before a bot's move: longer when a finished trick is still on show. */
export function botDelay(view, settings) {
  const base = Number.isFinite(settings?.bot_delay_ms) ? Math.max(0, settings.bot_delay_ms) : 700;
  const trickJustWon = view && Array.isArray(view.trick) && view.trick.length === 0 && !view.dukal && !!view.last_trick;
  return trickJustWon && base > 0 ? Math.round(base * 2) : base;
}

/** The speeds the display settings offer (bot_delay_ms). */
export const SPEEDS = [
  { id: "slow", label: "Slow", ms: 1500 },
  { id: "normal", label: "Normal", ms: 700 },
  { id: "fast", label: "Fast", ms: 300 },
  { id: "instant", label: "Instant", ms: 0 },
];

export function speedFor(ms) {
  if (!Number.isFinite(ms)) return "normal";
  let best = SPEEDS[0];
  for (const sp of SPEEDS) if (Math.abs(sp.ms - ms) < Math.abs(best.ms - ms)) best = sp;
  return best.id;
}

/** CSS values for the display sliders (50 = unchanged), clamped to 0..100. */
export function displayFilters(settings) {
  const pct = (k) => {
    const v = settings ? settings[k] : undefined;
    return Number.isFinite(v) ? Math.min(100, Math.max(0, v)) : 50;
  };
  const contrast = pct("contrast"), grain = pct("grain"), temp = pct("color_temperature");
  const warm = (temp - 50) / 50;     // -1 cool .. +1 warm
  return {
    contrast: (0.6 + (contrast / 100) * 0.8).toFixed(2),                 // 0.60 .. 1.40
    grain: ((grain / 100) * 0.5).toFixed(3),                              // overlay opacity 0 .. 0.5
    tint: warm >= 0 ? `rgba(255, 150, 40, ${(warm * 0.22).toFixed(3)})` : `rgba(60, 140, 255, ${(-warm * 0.22).toFixed(3)})`,
  };
}
