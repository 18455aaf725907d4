// The table: mages around an oval, your dice face up, the others under cups, the
// standing bid in the middle, and — after a call — every cup lifted with the counted
// dice highlighted (ones marked wild).
import { h, replace } from "../shared/dom.js";
import { dieSvg, cupSvg, hatSvg } from "../shared/dice.js";
import { percent } from "../shared/format.js";
import { seatLayout, roundBids, bidWords, nameOf } from "./logic.js";

export function createTable({ onRule, onContinue }) {
  const seatsLayer = h("div", { class: "tt-seats" });
  const center = h("div", { class: "tt-center" });
  const el = h("section", { class: "tt-table", "data-testid": "table", "aria-label": "Exacto table" },
    h("div", { class: "tt-felt", "aria-hidden": "true" }), seatsLayer, center);

  function update(st) {
    const { view } = st;
    if (!view || !Array.isArray(view.dice)) {
      replace(seatsLayer);
      replace(center, h("div", { class: "tt-bid tt-bid-empty", "data-testid": "bid" }, "Waiting for the game…"));
      return;
    }
    el.classList.toggle("tt-revealing", !!st.revealing);
    el.setAttribute("data-players", String(view.players));
    const layout = seatLayout(view.players, st.seat);
    const bids = st.revealing ? {} : roundBids(st.log);
    const outcomes = {};
    if (st.revealing && st.summary) for (const o of st.summary.outcomes) outcomes[o.seat] = o;
    replace(seatsLayer, layout.map((pos) => seatCard(st, pos, bids[pos.seat], outcomes[pos.seat])));
    replace(center, st.revealing ? revealPanel(st, onRule, onContinue) : bidPanel(st));
  }
  return { el, update };
}

function seatCard(st, pos, lastBid, outcome) {
  const { view, seatInfo } = st;
  const s = pos.seat;
  const info = (seatInfo || []).find((x) => x.seat === s) || {};
  const you = s === st.seat;
  const reveal = st.revealing ? st.reveal : null;
  // The count is always the mage's dice now (after a reveal: after the die lost or gained).
  const count = view.dice_counts[s];
  const out = count === 0;
  const toMove = !st.revealing && !view.is_over && view.current_player === s;
  const isBidder = !st.revealing && view.bid && view.bid.bidder === s;
  const winner = view.is_over && (view.winners || []).includes(s);
  const name = you ? `You · Mage ${s}` : info.name || `Mage ${s}`;

  let dice;
  if (reveal) {
    const hand = reveal.dice[s] || [];
    const counted = reveal.counted?.[s] || [];
    dice = h("div", { class: "tt-seat-dice tt-dice-revealed", "data-testid": you ? "own-dice" : `dice-${s}` },
      hand.length ? hand.map((d, k) => dieSvg(d, { size: 34, counted: counted[k], wild: counted[k] && d === 1 && reveal.face !== 1, dim: !counted[k] }))
        : h("span", { class: "tt-out" }, "out of the game"));
  } else if (out) {
    dice = h("div", { class: "tt-seat-dice" }, h("span", { class: "tt-out" }, "out of the game"));
  } else if (Array.isArray(view.dice[s])) {
    const big = you && !st.teacher;
    dice = h("div", { class: ["tt-seat-dice", big && "tt-own-dice"], "data-testid": you ? "own-dice" : `dice-${s}`, "aria-label": you ? `Your dice: ${view.dice[s].join(", ")}` : undefined },
      view.dice[s].map((d) => dieSvg(d, { size: big ? 46 : 30 })));
  } else {
    dice = h("div", { class: "tt-seat-dice", "data-testid": `cup-${s}` }, cupSvg(count, { size: 58 }));
  }

  let bubble = null;
  if (outcome) {
    const txt = outcome.out ? "out!" : outcome.delta < 0 ? "−1 die" : outcome.delta > 0 ? "+1 die" : "stays at 5";
    bubble = h("div", { class: ["tt-bubble", outcome.delta < 0 || outcome.out ? "tt-bubble-lose" : "tt-bubble-gain"], "data-testid": `outcome-${s}` }, txt);
  } else if (lastBid) {
    bubble = h("div", { class: "tt-bubble", "data-testid": `said-${s}`, "aria-label": `bid ${bidWords(lastBid.quantity, lastBid.face)}` },
      `${lastBid.quantity} ×`, dieSvg(lastBid.face, { size: 22 }));
  }
  const label = [name, info.bot ? `${info.bot} bot` : null, out ? "out of the game" : `${count} ${count === 1 ? "die" : "dice"}`,
    toMove ? "to move" : null, isBidder ? "made the standing bid" : null, winner ? "winner" : null].filter(Boolean).join(", ");

  return h("div", {
    class: ["tt-seat", you && "tt-seat-you", toMove && "tt-seat-turn", out && !(reveal && (reveal.dice[s] || []).length) && "tt-seat-out", isBidder && "tt-seat-bidder", winner && "tt-seat-winner", Math.abs(pos.x - 50) < 10 ? "tt-bubble-side" : "tt-bubble-below"],
    style: { left: `${pos.x}%`, top: `${pos.y}%` },
    "data-testid": `seat-${s}`, "data-seat": s, role: "group", "aria-label": label, "aria-current": toMove ? "true" : undefined,
  },
  h("div", { class: "tt-seat-head" }, hatSvg(s, { size: 30 }),
    h("span", { class: "tt-seat-name" }, name),
    h("span", { class: "tt-seat-count", "data-testid": `count-${s}` }, out ? "out" : `${count} ${count === 1 ? "die" : "dice"}`)),
  dice,
  info.bot && !you ? h("div", { class: "tt-seat-tag" }, `${info.bot} bot`) : null,
  toMove ? h("div", { class: "tt-turn-flag" }, you ? "your turn" : "to move") : null,
  bubble);
}

function bidPanel(st) {
  const { view } = st;
  if (view.is_over) {
    const w = (view.winners || [])[0];
    return h("div", { class: "tt-bid tt-bid-over", "data-testid": "bid" },
      h("div", { class: "tt-bid-label" }, "Game over"),
      h("div", { class: "tt-winner" }, w === st.seat ? "You win!" : `${nameOf(st.seatInfo, w, st.seat)} wins`),
      h("div", { class: "tt-bid-by" }, "Press New game to play again."));
  }
  const bid = view.bid;
  const opener = nameOf(st.seatInfo, view.current_player, st.seat);
  const panel = bid
    ? h("div", { class: "tt-bid", "data-testid": "bid", "aria-live": "polite", "aria-label": `Standing bid: ${bidWords(bid.quantity, bid.face)} by ${nameOf(st.seatInfo, bid.bidder, st.seat)}` },
      h("div", { class: "tt-bid-label" }, "Standing bid"),
      h("div", { class: "tt-bid-main" }, h("span", { class: "tt-bid-q", "data-testid": "bid-quantity" }, String(bid.quantity)),
        h("span", { class: "tt-bid-x" }, "×"), dieSvg(bid.face, { size: 54 })),
      h("div", { class: "tt-bid-words" }, `at least ${bidWords(bid.quantity, bid.face)}${bid.face !== 1 ? " (ones count)" : ""}`),
      h("div", { class: "tt-bid-by" }, `by ${nameOf(st.seatInfo, bid.bidder, st.seat)}`))
    : h("div", { class: "tt-bid tt-bid-empty", "data-testid": "bid", "aria-live": "polite" },
      h("div", { class: "tt-bid-label" }, `Round ${view.round}`),
      h("div", { class: "tt-bid-none" }, "No bid yet"),
      h("div", { class: "tt-bid-by" }, `${opener === "You" ? "You open" : `${opener} opens`} the bidding`));
  const hint = st.showOdds ? st.hint : null;
  if (hint && typeof hint.p_at_least === "number") {
    panel.append(h("div", { class: "tt-odds", "data-testid": "odds" },
      oddsRow("at least", hint.p_at_least), oddsRow("exactly", hint.p_exactly),
      h("div", { class: "tt-odds-note" }, `given your dice (${hint.own_support} of yours ${hint.own_support === 1 ? "counts" : "count"}) and ${hint.unknown} hidden dice`)));
  } else if (st.showOdds && hint) {
    panel.append(h("div", { class: "tt-odds tt-odds-empty", "data-testid": "odds" }, `${hint.unknown ?? "?"} dice are hidden from you`));
  }
  return panel;
}

function oddsRow(label, p) {
  return h("div", { class: "tt-odds-row" },
    h("span", { class: "tt-odds-label" }, label),
    h("span", { class: "tt-odds-bar", "aria-hidden": "true" }, h("span", { class: "tt-odds-fill", style: { width: `${Math.round((p || 0) * 100)}%` } })),
    h("span", { class: "tt-odds-value" }, percent(p)));
}

function revealPanel(st, onRule, onContinue) {
  const sm = st.summary || {};
  const lines = (sm.lines || []).filter((l) => l.kind !== "call" && l.kind !== "next-round");
  const caller = nameOf(st.seatInfo, sm.caller, st.seat);
  const bidder = nameOf(st.seatInfo, sm.bidder, st.seat);
  const w = st.view.is_over ? (st.view.winners || [])[0] : null;
  return h("div", { class: "tt-reveal", "data-testid": "reveal", role: "region", "aria-label": "Reveal", "aria-live": "polite" },
    w !== null && w !== undefined ? h("div", { class: "tt-reveal-winner", "data-testid": "winner" }, w === st.seat ? "You win!" : `${nameOf(st.seatInfo, w, st.seat)} wins!`) : null,
    h("div", { class: "tt-reveal-call" }, `${caller} called ${sm.call === "exacto" ? "EXACTO" : "LIAR"} on ${bidder === "You" ? "your" : `${bidder}'s`} bid`),
    h("div", { class: "tt-reveal-count" },
      h("span", { class: "tt-reveal-num", "data-testid": "reveal-count" }, String(sm.count ?? "?")),
      dieSvg(sm.face, { size: 40 }),
      h("span", {}, ` counted · bid ${sm.quantity ?? "?"}`)),
    sm.face !== 1 ? h("div", { class: "tt-reveal-wild" }, dieSvg(1, { size: 22, wild: true, counted: true }), ` ${sm.wild} wild ${sm.wild === 1 ? "one" : "ones"} counted as ${sm.face}s`,
      h("button", { class: "tt-rule-chip", type: "button", "data-rule": "exacto.wild-ones", onclick: () => onRule("exacto.wild-ones") }, "exacto.wild-ones")) : null,
    h("ul", { class: "tt-reveal-lines", "data-testid": "reveal-outcome" }, lines.map((l) => h("li", {},
      h("span", {}, l.text), " ",
      l.rule ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": l.rule, onclick: () => onRule(l.rule) }, l.rule) : null))),
    st.view.is_over ? null : h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "reveal-continue", onclick: onContinue }, "Continue ▸"));
}
