// Exacto front-end logic with no DOM: turning Python's `legal` list into raise
// controls, laying out seats, and reading the log for the reveal. The front end never
// decides a rule: every option offered here comes from the legal list Python sent (or,
// with "show every option", every option there is, for Python's engine to refuse).

/** A bid in words, as the engine writes it: "5 fours", "1 four" (`tr` gives the language). */
export function bidWords(quantity, face, tr) {
  return tr("ui.exacto.bid-words", { quantity, face });
}

/** Python sends the legal bids compactly — `{kind: "bids", least: [[face, quantity], ...],
 *  most}`: every quantity from a face's least up to `most` — and the calls as they are.
 *  This writes the bids out one by one (nothing is decided here: it is Python's list). */
export function expandLegal(legal) {
  const out = [];
  for (const a of Array.isArray(legal) ? legal : []) {
    if (a && a.kind === "bids" && Array.isArray(a.least) && Number.isInteger(a.most)) {
      for (const [face, least] of a.least) {
        if (!Number.isInteger(face) || !Number.isInteger(least)) continue;
        for (let quantity = least; quantity <= a.most; quantity++) out.push({ kind: "bid", quantity, face });
      }
    } else out.push(a);
  }
  return out;
}

/** Group the legal actions: quantities, faces per quantity, LIAR / EXACTO allowed. */
export function bidOptions(legal) {
  const byQuantity = new Map();
  let canLiar = false,
    canExacto = false;
  for (const a of expandLegal(legal)) {
    if (!a || typeof a !== "object") continue;
    if (a.kind === "bid" && Number.isInteger(a.quantity) && Number.isInteger(a.face)) {
      if (!byQuantity.has(a.quantity)) byQuantity.set(a.quantity, new Set());
      byQuantity.get(a.quantity).add(a.face);
    } else if (a.kind === "liar") canLiar = true;
    else if (a.kind === "exacto") canExacto = true;
  }
  const quantities = [...byQuantity.keys()].sort((a, b) => a - b);
  const faces = {};
  for (const q of quantities) faces[q] = [...byQuantity.get(q)].sort((a, b) => a - b);
  const allFaces = [...new Set(quantities.flatMap((q) => faces[q]))].sort((a, b) => a - b);
  return {
    quantities,
    faces,
    allFaces,
    canLiar,
    canExacto,
    canBid: quantities.length > 0,
    first: quantities.length ? { quantity: quantities[0], face: faces[quantities[0]][0] } : null,
  };
}

/** "Show every option" (lessons): every quantity 1..`total` and every face a bid may
 *  name (`faces`: Python's `bid_faces`, 2..6 and 1 in the bid_ones variant), LIAR and
 *  EXACTO — whether legal or not. Nothing is decided here either: an illegal choice is
 *  sent as it is and Python's engine refuses it, citing its rule. `legal` (Python's list,
 *  as bidOptions) still marks the legal ones; the selection starts on the first legal bid. */
export function everyOption(legal, total, faces) {
  const known = bidOptions(legal);
  const quantities = [];
  for (let q = 1; q <= (Number.isInteger(total) ? total : 0); q++) quantities.push(q);
  const allFaces = (Array.isArray(faces) ? faces : []).filter(Number.isInteger);
  const byQuantity = {};
  for (const q of quantities) byQuantity[q] = allFaces;
  const canBid = quantities.length > 0 && allFaces.length > 0;
  const first = known.first || (canBid ? { quantity: quantities[0], face: allFaces[0] } : null);
  return {
    quantities: canBid ? quantities : [],
    faces: canBid ? byQuantity : {},
    allFaces: canBid ? allFaces : [],
    canLiar: true,
    canExacto: true,
    canBid,
    first,
    every: true,
  };
}

/** The page's own reasons for a control being off: what it shows, not a rule. */
const PAGE_OFF = [
  ["done", "ui.exacto.off.done"],
  ["revealing", "ui.exacto.off.reveal"],
  ["curtained", "ui.exacto.off.curtain"],
];

/**
 * Why a control is off, so that pressing or focusing it can say so: {id, params, rule}
 * (a ui id, its parameters, the rule cited, or "" for none), or null when it is on.
 * `control` is "liar", "exacto", "bid", "fewer", "more" or ["face", f]; `st` the state the
 * controls were painted from (its `off`: Python's reasons, ExactoTable.off), `options`
 * what they offer. Whether a control is on is read from `options` (Python's legal list);
 * its reason is looked up, never worked out: the page names only its own states (the
 * lesson done, a reveal being read, the curtain) and the seat to move.
 */
export function offReason(control, st, options, selection = null) {
  for (const [state, id] of PAGE_OFF) if (st[state]) return { id, params: {}, rule: "" };
  const off = (st && st.off) || {};
  const kind = Array.isArray(control) ? control[0] : control;
  const yourTurn = options.canBid || options.canLiar || options.canExacto;
  let key = null;
  if (!yourTurn) key = "turn";
  else if (kind === "liar" || kind === "exacto") key = (kind === "liar" ? options.canLiar : options.canExacto) ? null : kind;
  else if (kind === "face") key = options.allFaces.includes(control[1]) ? null : `face-${control[1]}`;
  else if (kind === "bid") key = selection ? null : "bid";
  else {
    // the quantity stepper is off at its ends
    const i = selection ? options.quantities.indexOf(selection.quantity) : -1;
    if ((kind === "fewer" && i <= 0) || (kind === "more" && i >= options.quantities.length - 1)) key = kind;
  }
  const why = key && off[key];
  if (!why) return null;
  if (!Number.isInteger(why.params?.seat)) return { id: why.id, params: why.params || {}, rule: why.rule || "" };
  // a seat is named on the page, as every name is ("You" for your own)
  const { seat, ...params } = why.params;
  const name = st.tr ? nameOf(st.seatInfo, seat, st.seat, st.tr) : String(seat);
  return { id: why.id, params: { ...params, name }, rule: why.rule || "" };
}

export function isLegalBid(options, quantity, face) {
  return !!options.faces[quantity] && options.faces[quantity].includes(face);
}

/** A legal selection as close as possible to `sel` (keeps the face when it can). */
export function normalizeSelection(options, sel) {
  if (!options.canBid) return null;
  if (!sel || !Number.isInteger(sel.quantity)) return { ...options.first };
  let q = sel.quantity;
  if (!options.faces[q]) {
    const above = options.quantities.find((x) => x >= q);
    q = above !== undefined ? above : options.quantities[options.quantities.length - 1];
  }
  const faces = options.faces[q];
  let f = sel.face;
  if (!faces.includes(f)) {
    const up = faces.find((x) => x >= f);
    f = up !== undefined ? up : faces[faces.length - 1];
  }
  return { quantity: q, face: f };
}

/** Move the quantity up or down by `delta` legal steps, keeping the face if legal. */
export function stepQuantity(options, sel, delta) {
  const cur = normalizeSelection(options, sel);
  if (!cur) return null;
  const i = options.quantities.indexOf(cur.quantity);
  const j = Math.min(options.quantities.length - 1, Math.max(0, i + delta));
  return normalizeSelection(options, { quantity: options.quantities[j], face: cur.face });
}

/** Choose a face: keep the quantity if that face is legal with it, else the smallest quantity that allows it. */
export function chooseFace(options, sel, face) {
  const cur = normalizeSelection(options, sel);
  if (!cur) return null;
  if (isLegalBid(options, cur.quantity, face)) return { quantity: cur.quantity, face };
  const q =
    options.quantities.find((x) => x >= cur.quantity && options.faces[x].includes(face)) ??
    options.quantities.find((x) => options.faces[x].includes(face));
  return q === undefined ? cur : { quantity: q, face };
}

/** Seat positions (percent of the table box) around an oval, `you` at the bottom and
 * play passing clockwise (to the left). */
export function seatLayout(players, you = 0) {
  const out = [];
  for (let seat = 0; seat < players; seat++) {
    const k = (((seat - you) % players) + players) % players;
    const angle = Math.PI / 2 + (k * 2 * Math.PI) / players;
    // Round the table's edge, not an ellipse inside it: a seat goes out along its angle to
    // the box 15..85 x 12..88, so the mages across the table sit along its top, clear of
    // the bid panel in the middle (on the ellipse, 5 mages' top two lay over it). The page
    // keeps each card whole on the table whatever its width (styles.css, .tt-seat).
    const cos = Math.cos(angle),
      sin = Math.sin(angle);
    const t = Math.min(Math.abs(cos) > 1e-9 ? 35 / Math.abs(cos) : Infinity, Math.abs(sin) > 1e-9 ? 38 / Math.abs(sin) : Infinity);
    // The others' seats stay above 63%: lower, 6 mages' nearest two met your wide seat on a
    // 520 px table (JupyterLab at 1024 px; at 66% still, in Russian, whose seats wrap taller).
    const y = k === 0 ? 50 + t * sin : Math.min(63, 50 + t * sin);
    out.push({ seat, x: round1(50 + t * cos), y: round1(y), you: k === 0 });
  }
  return out;
}

function round1(v) {
  return Math.round(v * 10) / 10;
}

/** The events of the current round (after the last "round" event). */
export function currentRound(log) {
  const events = Array.isArray(log) ? log : [];
  let start = 0;
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i] && events[i].kind === "round") {
      start = i;
      break;
    }
  return events.slice(start);
}

/** The last bid each mage made this round: {seat: {quantity, face}}. */
export function roundBids(log) {
  const out = {};
  for (const ev of currentRound(log)) {
    if (ev && ev.kind === "bid" && ev.data) out[ev.data.seat] = { quantity: ev.data.quantity, face: ev.data.face };
  }
  return out;
}

/** What the last call did, read from the log: the call, the reveal, who lost or gained a
 * die and by which rule, and the next round or the winner. Python's data says how many
 * dice a gain added (`gained`: 0 when the cup was full) and how many ones counted as wild
 * (the reveal's `wild`): nothing is counted here. */
export function revealSummary(log, reveal) {
  const events = Array.isArray(log) ? log : [];
  let i = -1;
  for (let j = events.length - 1; j >= 0; j--)
    if (events[j] && events[j].kind === "call") {
      i = j;
      break;
    }
  if (i < 0 && !reveal) return null;
  const call = i >= 0 ? events[i] : null;
  const outcomes = [];
  const lines = [];
  let winner = null,
    nextRound = null;
  const r = reveal || (i >= 0 ? events.slice(i).find((e) => e && e.kind === "reveal")?.data : null);
  if (i >= 0) {
    for (const ev of events.slice(i)) {
      if (!ev) continue;
      if (ev.kind === "round") break;
      if (ev.kind === "lose") outcomes.push({ seat: ev.data?.seat, delta: -1, rule: ev.rule, text: ev.text, dice: ev.data?.dice });
      else if (ev.kind === "gain")
        outcomes.push({ seat: ev.data?.seat, delta: ev.data?.gained, rule: ev.rule, text: ev.text, dice: ev.data?.dice });
      else if (ev.kind === "eliminated") outcomes.push({ seat: ev.data?.seat, delta: 0, out: true, rule: ev.rule, text: ev.text });
      else if (ev.kind === "winner") winner = { seat: ev.data?.seat, rule: ev.rule, text: ev.text };
      else if (ev.kind === "next-round") nextRound = { rule: ev.rule, text: ev.text };
      if (ev.kind !== "reveal" && ev.kind !== "round") lines.push({ rule: ev.rule, text: ev.text, kind: ev.kind });
    }
  }
  const callKind = r?.call || call?.data?.call || "liar";
  return {
    call: callKind,
    caller: r?.caller ?? call?.data?.seat,
    bidder: r?.bidder ?? call?.data?.bidder,
    quantity: r?.quantity,
    face: r?.face,
    count: r?.count,
    wild: r?.wild ?? 0,
    rule: callKind === "exacto" ? "exacto.exacto" : "exacto.liar",
    outcomes,
    lines,
    winner,
    nextRound,
  };
}

/** A stable key for a reveal, so the front end knows whether it was already shown. */
export function revealKey(reveal) {
  if (!reveal) return null;
  return `${reveal.round}:${reveal.caller}:${reveal.call}:${reveal.quantity}x${reveal.face}:${reveal.count}:${JSON.stringify(reveal.dice)}`;
}

/** P(at least q of f) for the selected bid, from Python's hint (never computed here). */
export function oddsFor(hint, quantity, face) {
  const options = hint && Array.isArray(hint.options) ? hint.options : [];
  const hit = options.find((o) => o[0] === quantity && o[1] === face);
  return hit ? hit[2] : null;
}

/** One line saying what is happening, in the learner's words (`tr`). */
export function statusLine({ view, seat, seatInfo, botToMove, legal, revealing = false, stepMode = false, done = false, tr }) {
  if (!view || view.game !== "exacto") return "";
  const names = (s) => nameOf(seatInfo, s, seat, tr);
  // While a reveal is on screen the line speaks of that round and the dice lifted in it.
  const reveal = revealing && view.last_reveal ? view.last_reveal : null;
  const round = reveal && Number.isInteger(reveal.round) ? reveal.round : view.round;
  const dice = reveal && Array.isArray(reveal.dice) ? reveal.dice.reduce((n, hand) => n + (hand || []).length, 0) : view.total_dice;
  const parts = [tr("ui.exacto.round", { round }), tr("ui.exacto.status.dice", { n: dice })];
  if (done) {
    parts.push(tr("ui.status.lesson-done"));
  } else if (revealing && !view.is_over) {
    parts.push(tr("ui.exacto.status.reveal"));
  } else if (view.is_over) {
    const w = (view.winners || [])[0];
    parts.push(w === seat ? tr("ui.you-win") : tr("ui.exacto.wins", { name: names(w) }));
  } else if (view.current_player === seat && legal && legal.length) {
    parts.push(tr(view.bid ? "ui.exacto.status.raise" : "ui.exacto.status.open"));
  } else if (botToMove) {
    parts.push(tr(stepMode ? "ui.status.on-next" : "ui.thinking", { name: names(view.current_player) }));
  } else {
    parts.push(tr("ui.status.to-move", { name: names(view.current_player) }));
  }
  return parts.join(" · ");
}

/** "You" for your own seat, else the seat's name as Python wrote it (else "Mage N"). */
export function nameOf(seatInfo, s, you, tr) {
  if (s === you) return tr("ui.you");
  const info = (seatInfo || []).find((x) => x.seat === s);
  return info ? info.name : tr("ui.exacto.mage", { seat: s });
}

/** Is the learner out of the game while the bots play on? (Then the page offers to play to the end.) */
export function learnerOut(view, seat, seatInfo) {
  if (!view || view.is_over || !Array.isArray(view.dice_counts) || !Number.isInteger(seat)) return false;
  if (view.dice_counts[seat] !== 0) return false;
  const info = seatInfo || [];
  return !info.some((x) => x.seat !== seat && !x.bot && view.dice_counts[x.seat] > 0);
}
