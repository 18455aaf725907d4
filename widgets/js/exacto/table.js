// The table: mages around an oval, your dice face up, the others under cups, the
// standing bid in the middle, and — after a call — every cup lifted with the counted
// dice highlighted (ones marked wild). Every word comes from `st.tr` (the learner's language).
import { h, replace } from "../shared/dom.js";
import { dieSvg, cupSvg, hatSvg } from "../shared/dice.js";
import { percent } from "../shared/format.js";
import { seatLayout, roundBids, bidWords, nameOf } from "./logic.js";

export function createTable({ onRule, onContinue, onPlayToEnd = () => {} }) {
  const seatsLayer = h("div", { class: "tt-seats" });
  const center = h("div", { class: "tt-center" });
  const el = h(
    "section",
    { class: "tt-table", "data-testid": "table" },
    h("div", { class: "tt-felt", "aria-hidden": "true" }),
    seatsLayer,
    center,
  );
  // The reveal stands beside the table (the view places it), never over the lifted cups.
  const revealEl = h("div", { class: "tt-reveal-slot", hidden: true });

  function update(st) {
    const { view, tr } = st;
    el.setAttribute("aria-label", tr("ui.exacto.table"));
    if (!view || !Array.isArray(view.dice)) {
      replace(seatsLayer);
      replace(center, h("div", { class: "tt-bid tt-bid-empty", "data-testid": "bid" }, tr("ui.exacto.waiting")));
      return;
    }
    el.classList.toggle("tt-revealing", !!st.revealing);
    el.setAttribute("data-players", String(view.players));
    const layout = seatLayout(view.players, st.seat);
    const bids = st.revealing ? {} : roundBids(st.log);
    const outcomes = {};
    if (st.revealing && st.summary) for (const o of st.summary.outcomes) outcomes[o.seat] = o;
    replace(
      seatsLayer,
      layout.map((pos) => seatCard(st, pos, bids[pos.seat], outcomes[pos.seat])),
    );
    // A finished game leaves the centre empty: who won, why and New game are the shared
    // end panel's (shared/endpanel.js), said once for all four games.
    replace(center, st.revealing || st.view.is_over ? [] : bidPanel(st));
    replace(revealEl, st.revealing ? revealPanel(st, onRule, onContinue, onPlayToEnd) : []);
    revealEl.hidden = !st.revealing;
  }
  return { el, revealEl, update };
}

/** A die's name for screen readers and its tooltip. */
const dieLabel = (tr, face, wild = false) => tr("ui.exacto.die", { face, wild: wild ? "yes" : "no" });

function seatCard(st, pos, lastBid, outcome) {
  const { view, seatInfo, tr } = st;
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
  const own = info.name || tr("ui.exacto.mage", { seat: s });
  const name = you ? tr("ui.you-are", { name: own }) : own;
  const outText = tr("ui.exacto.out-of-game");
  const diceText = tr("ui.exacto.dice-count", { n: count });

  let dice;
  if (reveal) {
    const hand = reveal.dice[s] || [];
    const counted = reveal.counted?.[s] || [];
    dice = h(
      "div",
      { class: "tt-seat-dice tt-dice-revealed", "data-testid": you ? "own-dice" : `dice-${s}` },
      hand.length
        ? hand.map((d, k) => {
            const wild = !!reveal.wild_dice?.[s]?.[k]; // Python marks the ones counted as wild
            return dieSvg(d, { size: 30, counted: counted[k], wild, dim: !counted[k], label: dieLabel(tr, d, wild) });
          })
        : h("span", { class: "tt-out" }, outText),
    );
  } else if (out) {
    dice = h("div", { class: "tt-seat-dice" }, h("span", { class: "tt-out" }, outText));
  } else if (Array.isArray(view.dice[s])) {
    const big = you && !st.teacher;
    dice = h(
      "div",
      {
        class: ["tt-seat-dice", big && "tt-own-dice"],
        "data-testid": you ? "own-dice" : `dice-${s}`,
        "aria-label": you ? tr("ui.exacto.your-dice", { dice: view.dice[s].join(", ") }) : undefined,
      },
      view.dice[s].map((d) => dieSvg(d, { size: big ? 36 : 26, label: dieLabel(tr, d) })),
    );
  } else {
    dice = h(
      "div",
      { class: "tt-seat-dice", "data-testid": `cup-${s}` },
      cupSvg(count, { size: 36, label: tr("ui.exacto.cup", { n: count }) }),
    );
  }

  let bubble = null;
  if (outcome) {
    const txt = outcome.out
      ? tr("ui.exacto.bubble.out")
      : outcome.delta < 0
        ? tr("ui.exacto.bubble.lose")
        : outcome.delta > 0
          ? tr("ui.exacto.bubble.gain")
          : tr("ui.exacto.bubble.capped", { n: count });
    bubble = h(
      "div",
      { class: ["tt-bubble", outcome.delta < 0 || outcome.out ? "tt-bubble-lose" : "tt-bubble-gain"], "data-testid": `outcome-${s}` },
      txt,
    );
  } else if (lastBid) {
    bubble = h(
      "div",
      {
        class: "tt-bubble",
        "data-testid": `said-${s}`,
        "aria-label": tr("ui.exacto.said", { bid: bidWords(lastBid.quantity, lastBid.face, tr) }),
      },
      `${tr.num(lastBid.quantity)} ×`,
      dieSvg(lastBid.face, { size: 22 }),
    );
  }
  const botText = info.bot ? tr("ui.exacto.bot", { bot: info.bot }) : null;
  const label = [
    name,
    botText,
    out ? outText : diceText,
    toMove ? tr("ui.to-move") : null,
    isBidder ? tr("ui.exacto.standing-bidder") : null,
    winner ? tr("ui.winner") : null,
  ]
    .filter(Boolean)
    .join(", ");

  return h(
    "div",
    {
      class: [
        "tt-seat",
        you && "tt-seat-you",
        toMove && "tt-seat-turn",
        out && !(reveal && (reveal.dice[s] || []).length) && "tt-seat-out",
        isBidder && "tt-seat-bidder",
        winner && "tt-seat-winner",
        Math.abs(pos.x - 50) < 10 ? "tt-bubble-side" : "tt-bubble-below",
      ],
      style: { "--tt-x": `${pos.x}%`, "--tt-y": `${pos.y}%` },
      "data-testid": `seat-${s}`,
      "data-seat": s,
      role: "group",
      "aria-label": label,
      "aria-current": toMove ? "true" : undefined,
    },
    h(
      "div",
      { class: "tt-seat-head" },
      hatSvg(s, { size: 24 }),
      h("span", { class: "tt-seat-name" }, name),
      h("span", { class: "tt-seat-count", "data-testid": `count-${s}` }, out ? tr("ui.exacto.out") : diceText),
    ),
    dice,
    info.bot && !you ? h("div", { class: "tt-seat-tag" }, botText) : null,
    toMove ? h("div", { class: "tt-turn-flag" }, tr(you ? "ui.your-turn" : "ui.to-move")) : null,
    bubble,
  );
}

function bidPanel(st) {
  const { view, tr } = st;
  const bid = view.bid;
  const panel = bid
    ? h(
        "div",
        {
          class: "tt-bid",
          "data-testid": "bid",
          "aria-live": "polite",
          "aria-label": tr("ui.exacto.standing-aria", {
            bid: bidWords(bid.quantity, bid.face, tr),
            name: nameOf(st.seatInfo, bid.bidder, st.seat, tr),
          }),
        },
        h("div", { class: "tt-bid-label" }, tr("ui.exacto.standing")),
        h(
          "div",
          { class: "tt-bid-main" },
          h("span", { class: "tt-bid-q", "data-testid": "bid-quantity" }, String(bid.quantity)),
          h("span", { class: "tt-bid-x" }, "×"),
          dieSvg(bid.face, { size: 54, label: dieLabel(tr, bid.face) }),
        ),
        h("div", { class: "tt-bid-words" }, tr("ui.exacto.at-least", { bid: bidWords(bid.quantity, bid.face, tr), face: bid.face })),
        h("div", { class: "tt-bid-by" }, tr("ui.exacto.by", { name: nameOf(st.seatInfo, bid.bidder, st.seat, tr) })),
      )
    : h(
        "div",
        { class: "tt-bid tt-bid-empty", "data-testid": "bid", "aria-live": "polite" },
        h("div", { class: "tt-bid-label" }, tr("ui.exacto.round", { round: view.round })),
        h("div", { class: "tt-bid-none" }, tr("ui.exacto.no-bid")),
        h(
          "div",
          { class: "tt-bid-by" },
          tr("ui.exacto.opens", {
            you: view.current_player === st.seat ? "yes" : "no",
            name: nameOf(st.seatInfo, view.current_player, st.seat, tr),
          }),
        ),
      );
  const hint = st.showOdds ? st.hint : null;
  if (hint && typeof hint.p_at_least === "number") {
    panel.append(
      h(
        "div",
        { class: "tt-odds", "data-testid": "odds" },
        oddsRow(tr("ui.exacto.odds.at-least"), hint.p_at_least, tr),
        oddsRow(tr("ui.exacto.odds.exactly"), hint.p_exactly, tr),
        h("div", { class: "tt-odds-note" }, tr("ui.exacto.odds.note", { k: hint.own_support ?? 0, unknown: hint.unknown ?? 0 })),
      ),
    );
  } else if (st.showOdds && hint) {
    panel.append(
      h("div", { class: "tt-odds tt-odds-empty", "data-testid": "odds" }, tr("ui.exacto.odds.hidden", { n: hint.unknown ?? 0 })),
    );
  }
  return panel;
}

function oddsRow(label, p, tr) {
  return h(
    "div",
    { class: "tt-odds-row" },
    h("span", { class: "tt-odds-label" }, label),
    h(
      "span",
      { class: "tt-odds-bar", "aria-hidden": "true" },
      h("span", { class: "tt-odds-fill", style: { width: `${Math.round((p || 0) * 100)}%` } }),
    ),
    h("span", { class: "tt-odds-value" }, percent(p, 0, tr.lang)),
  );
}

function revealPanel(st, onRule, onContinue, onPlayToEnd) {
  const { tr } = st;
  const sm = st.summary || {};
  const lines = (sm.lines || []).filter((l) => l.kind !== "call" && l.kind !== "next-round");
  const chip = (rule) =>
    h(
      "button",
      { class: "tt-rule-chip", type: "button", "data-rule": rule, title: tr("ui.rule-title", { rule }), onclick: () => onRule(rule) },
      rule,
    );
  return h(
    "div",
    { class: "tt-reveal", "data-testid": "reveal", role: "region", "aria-label": tr("ui.exacto.reveal"), "aria-live": "polite" },
    h(
      "div",
      { class: "tt-reveal-call" },
      tr("ui.exacto.reveal.call", {
        call: sm.call === "exacto" ? "exacto" : "liar",
        me: sm.caller === st.seat ? "yes" : "no",
        caller: nameOf(st.seatInfo, sm.caller, st.seat, tr),
        mine: sm.bidder === st.seat ? "yes" : "no",
        bidder: nameOf(st.seatInfo, sm.bidder, st.seat, tr),
      }),
    ),
    h(
      "div",
      { class: "tt-reveal-count" },
      h("span", { class: "tt-reveal-num", "data-testid": "reveal-count" }, String(sm.count ?? "?")),
      dieSvg(sm.face, { size: 40, label: dieLabel(tr, sm.face) }),
      h("span", {}, " ", tr("ui.exacto.reveal.counted", { quantity: sm.quantity ?? 0 })),
    ),
    sm.face !== 1
      ? h(
          "div",
          { class: "tt-reveal-wild" },
          sm.wild ? dieSvg(1, { size: 22, wild: true, counted: true, label: dieLabel(tr, 1, true) }) : null,
          sm.wild ? " " : null,
          tr("ui.exacto.reveal.wild", { n: sm.wild ?? 0, face: sm.face }),
          " ",
          chip("exacto.wild-ones"),
        )
      : null,
    h(
      "ul",
      { class: "tt-reveal-lines", "data-testid": "reveal-outcome" },
      lines.map((l) => h("li", {}, h("span", {}, l.text), " ", l.rule ? chip(l.rule) : null)),
    ),
    st.view.is_over
      ? null
      : h(
          "div",
          { class: "tt-reveal-buttons" },
          h(
            "button",
            { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "reveal-continue", onclick: onContinue },
            tr("ui.exacto.continue"),
          ),
          // Once the learner is out, the bots' remaining rounds need not stop at every reveal.
          st.learnerOut
            ? h(
                "button",
                { class: "tt-btn", type: "button", "data-testid": "reveal-play-to-end", onclick: onPlayToEnd },
                tr("ui.exacto.play-to-end"),
              )
            : null,
        ),
  );
}
