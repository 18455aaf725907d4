// Ganjifa front-end logic with no DOM: grouping the hand, reading Python's `legal` list
// (playable cards, Dukals, discards), matching a selection against it, laying out seats,
// and the sentences the table shows. The front end never decides a rule: whatever is
// offered or highlighted here comes from the legal list and the view Python sent. Every
// word comes from `tr` (shared/i18n.js): the learner's language, from Python's strings.

/** The ten avatar suits in avatar order, with their colours and emblems (their names are
 *  words: suitName). */
export const SUITS = [
  { id: "matsya", emblem: "fish", color: "#0a6aa6", tint: "#e3f1fa" },
  { id: "kurma", emblem: "tortoise", color: "#00796b", tint: "#e0f3f0" },
  { id: "varaha", emblem: "boar", color: "#7a4a2a", tint: "#f4ebe3" },
  { id: "narasimha", emblem: "lion", color: "#c25000", tint: "#fdeede" },
  { id: "vamana", emblem: "umbrella", color: "#7b1fa2", tint: "#f3e6f8" },
  { id: "parashurama", emblem: "axe", color: "#c01c28", tint: "#fbe6e7" },
  { id: "rama", emblem: "bow", color: "#2e7d32", tint: "#e6f3e6" },
  { id: "krishna", emblem: "flute", color: "#283593", tint: "#e6e8f6" },
  { id: "buddha", emblem: "lotus", color: "#a86b00", tint: "#fbf1dc" },
  { id: "kalki", emblem: "sword", color: "#3d4d57", tint: "#e7ebee" },
];
export const SUIT_INDEX = Object.fromEntries(SUITS.map((s, i) => [s.id, i]));

export function suitMeta(suit) {
  return SUITS[SUIT_INDEX[suit]] || { id: String(suit), emblem: "", color: "#555", tint: "#eee" };
}

/** A suit's name in the learner's language ("Rama", "Рама"). */
export function suitName(suit, tr) {
  return tr("ui.ganjifa.suit", { suit: String(suit) });
}

export function isCard(card) {
  return (
    !!card && typeof card === "object" && typeof card.suit === "string" && (Number.isInteger(card.rank) || typeof card.rank === "string")
  );
}

/** A stable key for a card: "rama-7", "kalki-raja". */
export function cardKey(card) {
  return isCard(card) ? `${card.suit}-${card.rank}` : "";
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

/** "7 of Rama", "Raja of Kalki" — the engine's own wording, in the learner's language. */
export function cardName(card, tr) {
  if (!isCard(card)) return "?";
  return tr("ui.ganjifa.card", { suit: card.suit, rank: String(card.rank) });
}

/** The order tag of a suit group (`groupHand`'s): reversed or not as Python says (ganjifa.rank). */
export function orderTag(group, tr) {
  return group.reversed
    ? { text: tr("ui.ganjifa.order.reversed"), title: tr("ui.ganjifa.order.reversed-title"), reversed: true }
    : { text: tr("ui.ganjifa.order.normal"), title: tr("ui.ganjifa.order.normal-title"), reversed: false };
}

/** Group a hand by suit, in avatar order, keeping Python's order inside each suit
 * (strongest first). Every suit gets a group, empty ones too (a void is worth seeing).
 * `reversed`: the suits whose numbers run reversed (ganjifa.rank), Python's
 * GanjifaTable.reversed_suits. */
export function groupHand(hand, trump = null, reversed = []) {
  const backwards = new Set(Array.isArray(reversed) ? reversed : []);
  const by = new Map(SUITS.map((s) => [s.id, []]));
  for (const card of Array.isArray(hand) ? hand : []) {
    if (isCard(card) && by.has(card.suit)) by.get(card.suit).push(card);
  }
  return SUITS.map((s, i) => ({
    suit: s.id,
    index: i,
    cards: by.get(s.id),
    trump: s.id === trump,
    reversed: backwards.has(s.id),
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
    else if (a.kind === "discard" && Array.isArray(a.cards))
      a.cards.forEach((c) => {
        if (isCard(c)) discards.add(cardKey(c));
      });
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
export function dukalStatus(selection, dukals, tr) {
  const n = selection ? (selection.size ?? selection.length) : 0;
  const hit = matchDukal(selection, dukals);
  if (hit) return { ready: true, dukal: hit, text: tr("ui.ganjifa.dukal.ready", { n: hit.cards.length, suit: suitName(hit.suit, tr) }) };
  if (!n) return { ready: false, dukal: null, text: tr("ui.ganjifa.dukal.select") };
  return { ready: false, dukal: null, text: tr("ui.ganjifa.dukal.not-one", { n }) };
}

/** Discards owed to a Dukal: how many, how many selected, ready when they are equal. */
export function discardState(selection, owed) {
  const n = selection ? (selection.size ?? selection.length) : 0;
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
export function seatLayout(players = 3, you = 0) {
  const out = {};
  for (let k = 0; k < players; k++) out[(you + k) % players] = k === 0 ? "bottom" : k === 1 ? "right" : "left";
  return out;
}

/** "You" for your own seat, else the seat's name as Python wrote it (else "Player N"). */
export function nameOf(seatInfo, s, you, tr) {
  if (s === you) return tr("ui.you");
  const info = (seatInfo || []).find((x) => x.seat === s);
  return info ? info.name : tr("ui.ganjifa.player", { seat: s });
}

/** The last completed trick or Dukal, read from the log (whichever came last):
 * {type: "trick", winner, card, trump, text, rule} or {type: "dukal", seat, cards, text, rule}. */
export function lastOutcome(log, view) {
  const events = Array.isArray(log) ? log : [];
  for (let i = events.length - 1; i >= 0; i--) {
    const ev = events[i];
    if (!ev || typeof ev !== "object") continue;
    if (ev.kind === "deal") return null;
    if (ev.kind !== "capture") continue;
    const before = events[i - 1];
    if (before && before.kind === "trick") {
      return {
        type: "trick",
        winner: before.data?.winner,
        card: before.data?.card,
        trump: view?.trump ?? null,
        text: before.text,
        rule: before.rule || "ganjifa.trick-winner",
      };
    }
    return { type: "dukal", seat: ev.data?.seat, cards: ev.data?.cards, text: ev.text, rule: "ganjifa.dukal" };
  }
  return null;
}

/** The sentence after a trick (or a Dukal): who won it and why, with names. A trick is won
 *  by the highest trump, else by the highest card of the suit led (ganjifa.trick-winner), so
 *  the winning card Python named says which: a trump, or the suit led. */
export function outcomeSentence(outcome, seatInfo, you, tr) {
  if (!outcome) return "";
  if (outcome.type === "trick") {
    if (!isCard(outcome.card)) return outcome.text || "";
    return tr("ui.ganjifa.won-trick", {
      you: outcome.winner === you ? "yes" : "no",
      who: nameOf(seatInfo, outcome.winner, you, tr),
      card: cardName(outcome.card, tr),
      trump: outcome.card.suit === outcome.trump ? "yes" : "no",
      suit: suitName(outcome.card.suit, tr),
    });
  }
  return tr("ui.ganjifa.won-dukal", {
    you: outcome.seat === you ? "yes" : "no",
    who: nameOf(seatInfo, outcome.seat, you, tr),
    n: outcome.cards ?? 0,
  });
}

/** The final table: a row per seat with its captured cards, winners marked. */
export function finalScores(view, seatInfo, you, tr) {
  const scores = Array.isArray(view?.scores) ? view.scores : [];
  const winners = Array.isArray(view?.winners) ? view.winners : [];
  const rows = scores.map((n, s) => ({ seat: s, name: nameOf(seatInfo, s, you, tr), captured: n, winner: winners.includes(s) }));
  const names = winners.map((w) => nameOf(seatInfo, w, you, tr));
  const best = winners.length ? scores[winners[0]] : 0;
  let headline;
  if (winners.length > 1) headline = tr("ui.ganjifa.shared-win", { names: tr.list(names), n: best });
  else if (winners.length === 1)
    headline = winners[0] === you ? tr("ui.ganjifa.you-win", { n: best }) : tr("ui.ganjifa.wins", { name: names[0], n: best });
  else headline = tr("ui.game-over");
  return { rows, headline, shared: winners.length > 1, youWin: winners.includes(you) };
}

/** Who opens the deal and with what (ganjifa.opening-lead). */
export function openingLead(view, seatInfo, you, tr) {
  const trump = suitMeta(view?.trump);
  const raja = { suit: trump.id, rank: "raja" };
  const holder = view?.current_player;
  const period = view?.period === "night" ? "night" : "day";
  return {
    raja,
    text: tr("ui.ganjifa.opening.text", { card: cardName(raja, tr), period }),
    who: holder === you ? tr("ui.ganjifa.opening.you") : tr("ui.ganjifa.opening.who", { name: nameOf(seatInfo, holder, you, tr) }),
  };
}

/** One line saying what is happening, in the learner's words (`tr`). */
export function statusLine({ view, seat, seatInfo, legal, botToMove, stepMode = false, done = false, tr }) {
  if (!view || view.game !== "ganjifa") return "";
  const names = (s) => nameOf(seatInfo, s, seat, tr);
  const parts = [tr("ui.ganjifa.status.period", { period: view.period === "night" ? "night" : "day", suit: suitName(view.trump, tr) })];
  const left = Array.isArray(view.hand_sizes) ? view.hand_sizes[seat] : undefined;
  if (Number.isInteger(left) && !view.is_over) parts.push(tr("ui.ganjifa.status.hand", { n: left }));
  const mine = view.current_player === seat && Array.isArray(legal) && legal.length > 0;
  if (done) parts.push(tr("ui.status.lesson-done"));
  else if (view.is_over) parts.push(finalScores(view, seatInfo, seat, tr).headline);
  else if (mine && view.phase === "discard") parts.push(tr("ui.ganjifa.status.discard", { n: owedBy(view, seat) }));
  else if (mine && view.phase === "lead") parts.push(tr(view.first_trick ? "ui.ganjifa.status.open" : "ui.ganjifa.status.lead"));
  else if (mine) parts.push(tr("ui.ganjifa.status.follow"));
  else if (botToMove) parts.push(tr(stepMode ? "ui.status.on-next" : "ui.thinking", { name: names(view.current_player) }));
  else if (view.current_player !== null && view.current_player !== undefined)
    parts.push(tr("ui.status.to-move", { name: names(view.current_player) }));
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
  { id: "slow", label: "ui.ganjifa.speed.slow", ms: 1500 },
  { id: "normal", label: "ui.ganjifa.speed.normal", ms: 700 },
  { id: "fast", label: "ui.ganjifa.speed.fast", ms: 300 },
  { id: "instant", label: "ui.ganjifa.speed.instant", ms: 0 },
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
  const contrast = pct("contrast"),
    grain = pct("grain"),
    temp = pct("color_temperature");
  const warm = (temp - 50) / 50; // -1 cool .. +1 warm
  return {
    contrast: (0.6 + (contrast / 100) * 0.8).toFixed(2), // 0.60 .. 1.40
    grain: ((grain / 100) * 0.5).toFixed(3), // overlay opacity 0 .. 0.5
    tint: warm >= 0 ? `rgba(255, 150, 40, ${(warm * 0.22).toFixed(3)})` : `rgba(60, 140, 255, ${(-warm * 0.22).toFixed(3)})`,
    // At 50% a filter and a tint change nothing on screen but cost every repaint of the felt
    // and the hand (a filtered or blended layer is drawn again whole): drawn only when set.
    filter: contrast === 50 ? "none" : `contrast(${(0.6 + (contrast / 100) * 0.8).toFixed(2)})`,
    tinted: warm !== 0,
  };
}
