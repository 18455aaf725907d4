// The card table: you at the bottom, the next player (counter-clockwise) on your right,
// the one after on your left; the trick in the middle with who played what; the trump
// and day / night in the corners; the opening lead explained, a Dukal being answered,
// and the final score table.
import { h, replace } from "../shared/dom.js";
import { cardSvg, cardBackSvg, suitEmblem, sunSvg, moonSvg } from "./cards.js";
import {
  seatLayout, nameOf, cardKey, cardName, suitMeta, lastOutcome, outcomeSentence, finalScores, openingLead, owedBy,
} from "./logic.js";

const chip = (rule, onRule) => h("button", { class: "tt-rule-chip", type: "button", "data-rule": rule, title: `Show rule ${rule}`, onclick: () => onRule(rule) }, rule);

export function createTable({ onRule }) {
  const periodBadge = h("div", { class: "tt-g-period", "data-testid": "period" });
  const trumpBadge = h("div", { class: "tt-g-trump", "data-testid": "trump" });
  const seatsLayer = h("div", { class: "tt-g-seats" });
  const center = h("div", { class: "tt-g-center" });
  const direction = h("div", { class: "tt-g-direction", title: "Play passes counter-clockwise: to your right, then to your left." }, "↺ play passes counter-clockwise");
  const felt = h("div", { class: "tt-g-felt" },
    h("div", { class: "tt-g-felt-surface", "aria-hidden": "true" }),
    h("div", { class: "tt-g-grain", "aria-hidden": "true" }),
    h("div", { class: "tt-g-tint", "aria-hidden": "true" }),
    periodBadge, trumpBadge, seatsLayer, center, direction);
  const summary = h("div", { class: "tt-g-summary", "data-testid": "trick-summary", role: "status", "aria-live": "polite" });
  const el = h("section", { class: "tt-g-table", "data-testid": "ganjifa-table", "aria-label": "Ganjifa table" }, felt, summary);
  let shownTrick = [];   // card keys on show, to animate only the new ones

  function update(st) {
    const { view } = st;
    if (!view || view.game !== "ganjifa") {
      replace(seatsLayer);
      replace(center, h("div", { class: "tt-g-panel" }, "Waiting for the deal…"));
      return;
    }
    const layout = seatLayout(st.seat, view.players || 3);
    const trump = suitMeta(view.trump);
    const night = view.period === "night";
    replace(periodBadge, night ? moonSvg(30) : sunSvg(30), h("span", {}, h("strong", {}, night ? "Night" : "Day"), h("small", {}, night ? "Krishna trumps" : "Rama trumps")), chip("ganjifa.day-night", onRule));
    periodBadge.setAttribute("aria-label", `${night ? "Night" : "Day"}: ${trump.title} is the trump suit`);
    replace(trumpBadge, h("span", { class: "tt-g-trump-label" }, "Trump"), suitEmblem(trump.id, { size: 30 }), h("strong", { style: { color: "inherit" } }, trump.title));
    trumpBadge.setAttribute("aria-label", `Trump suit: ${trump.title}`);
    trumpBadge.style.setProperty("--tt-g-suit", trump.color);

    replace(seatsLayer, [0, 1, 2].map((s) => seatPlate(st, s, layout[s])));
    const outcome = lastOutcome(st.log, view);
    replace(center, centerPanel(st, layout, outcome, onRule, shownTrick));
    shownTrick = (view.trick || []).map((p) => cardKey(p.card));

    const sentence = outcomeSentence(outcome, st.seatInfo, st.seat);
    summary.hidden = !sentence;
    replace(summary, sentence ? [h("span", { class: "tt-g-summary-icon", "aria-hidden": "true" }, outcome.type === "dukal" ? "✦" : "★"), h("span", { class: "tt-g-summary-text" }, sentence), " ", chip(outcome.rule, onRule)] : []);
  }
  return { el, update };
}

function seatPlate(st, s, where) {
  const { view, seatInfo } = st;
  const you = s === st.seat;
  const info = (seatInfo || []).find((x) => x.seat === s) || {};
  const toMove = !view.is_over && view.current_player === s;
  const winner = view.is_over && (view.winners || []).includes(s);
  const size = (view.hand_sizes || [])[s] ?? 0;
  const captured = (view.scores || [])[s] ?? 0;
  const name = you ? `You · Player ${s}` : info.name || `Player ${s}`;
  const fan = you ? null : h("div", { class: "tt-g-fan", "aria-hidden": "true" }, [0, 1, 2].slice(0, Math.min(3, size)).map(() => cardBackSvg({ size: 34 })));
  const owes = view.dukal ? owedBy(view, s) : 0;
  const label = [name, info.bot ? `AI (${info.bot})` : null, `${size} in hand`, `${captured} captured`, toMove ? "to move" : null, winner ? "winner" : null].filter(Boolean).join(", ");
  return h("div", {
    class: ["tt-g-seat", `tt-g-seat-${where}`, you && "tt-g-seat-you", toMove && "tt-g-seat-turn", winner && "tt-g-seat-winner"],
    "data-testid": `seat-${s}`, "data-seat": s, role: "group", "aria-label": label, "aria-current": toMove ? "true" : undefined,
  },
  toMove ? h("div", { class: "tt-g-turn-flag" }, you ? "your turn" : "to move") : null,
  h("div", { class: "tt-g-seat-head" },
    h("span", { class: "tt-g-seat-name" }, name),
    info.bot && !you ? h("span", { class: "tt-g-ai" }, `AI · ${info.bot}`) : null,
    winner ? h("span", { class: "tt-g-crown", title: "winner" }, "♛") : null),
  h("div", { class: "tt-g-seat-body" },
    fan,
    h("span", { class: "tt-g-count", "data-testid": `hand-size-${s}` }, h("b", {}, String(size)), " in hand"),
    h("span", { class: "tt-g-count tt-g-captured", "data-testid": `captured-${s}`, title: "Cards captured (1 point each)" }, h("b", {}, String(captured)), " captured"),
    owes ? h("span", { class: "tt-g-owes" }, `${you ? "owe" : "owes"} ${owes}`) : null));
}

function centerPanel(st, layout, outcome, onRule, shownBefore) {
  const { view } = st;
  if (view.is_over) return scoresPanel(st, onRule);
  if (view.dukal) return dukalPanel(st, onRule);
  const trick = Array.isArray(view.trick) ? view.trick : [];
  if (trick.length) return trickView(st, layout, trick, false, shownBefore, onRule);
  if (view.first_trick) return openingPanel(st, onRule);
  const last = view.last_trick;
  if (last && outcome && outcome.type === "trick" && Array.isArray(last.plays)) return trickView(st, layout, last.plays, true, shownBefore, onRule);
  return h("div", { class: "tt-g-trick tt-g-trick-empty", "data-testid": "trick", "data-state": "empty" },
    h("div", { class: "tt-g-lead-note" }, `${nameOf(st.seatInfo, view.current_player, st.seat)} ${view.current_player === st.seat ? "lead" : "leads"} the next trick.`));
}

function trickView(st, layout, plays, isLast, shownBefore, onRule) {
  const { view } = st;
  const winner = isLast ? view.last_trick.winner : null;
  const slots = {};
  plays.forEach((p, i) => { slots[p.seat] = { ...p, order: i }; });
  const seen = new Set(shownBefore || []);
  const nodes = [0, 1, 2].map((s) => {
    const p = slots[s];
    const where = layout[s];
    const who = nameOf(st.seatInfo, s, st.seat);
    if (!p) {
      return h("div", { class: ["tt-g-slot", `tt-g-slot-${where}`, "tt-g-slot-empty"], "data-testid": `trick-${s}`, "aria-label": `${who}: not played yet` },
        h("div", { class: "tt-g-slot-ring" }), h("div", { class: "tt-g-slot-name" }, who));
    }
    const key = cardKey(p.card);
    const led = p.order === 0;
    const won = isLast && p.seat === winner;
    const trumpCard = p.card.suit === view.trump;
    const ruffed = trumpCard && plays[0].card.suit !== view.trump;
    return h("div", {
      class: ["tt-g-slot", `tt-g-slot-${where}`, !isLast && !seen.has(key) && "tt-g-enter", won && "tt-g-slot-won", led && "tt-g-slot-led"],
      "data-testid": `trick-${s}`, "data-card": key, "aria-label": `${who}: ${cardName(p.card)}${led ? " (led)" : ""}${ruffed ? " (a trump)" : ""}${won ? " — won the trick" : ""}`,
    },
    cardSvg(p.card, { size: 96, trump: trumpCard }),
    h("div", { class: "tt-g-slot-name" }, who, led ? h("span", { class: "tt-g-slot-tag" }, " · led") : null,
      ruffed ? h("span", { class: "tt-g-slot-tag tt-g-slot-tag-trump" }, " · trump") : null,
      won ? h("span", { class: "tt-g-slot-tag tt-g-slot-tag-won" }, " · wins") : null));
  });
  let caption = null;
  if (isLast) caption = h("div", { class: "tt-g-trick-caption" }, "Last trick");
  else if (view.first_trick) {
    caption = h("div", { class: "tt-g-trick-caption" }, `${nameOf(st.seatInfo, plays[0].seat, st.seat)} opened with the ${cardName(plays[0].card)}, as the rules require `, chip("ganjifa.opening-lead", onRule));
  } else {
    const led = suitMeta(plays[0].card.suit).title;
    caption = h("div", { class: "tt-g-trick-caption" }, `${led} led`);
  }
  return h("div", { class: ["tt-g-trick", isLast && "tt-g-trick-last"], "data-testid": "trick", "data-state": isLast ? "last" : "current" }, nodes, caption);
}

function openingPanel(st, onRule) {
  const o = openingLead(st.view, st.seatInfo, st.seat);
  return h("div", { class: "tt-g-trick tt-g-trick-opening", "data-testid": "trick", "data-state": "opening" },
    h("div", { class: "tt-g-panel tt-g-opening", "data-testid": "opening-lead" },
      cardSvg(o.raja, { size: 76, trump: true }),
      h("div", {},
        h("div", { class: "tt-g-panel-title" }, "The opening lead ", chip("ganjifa.opening-lead", onRule)),
        h("p", {}, o.text),
        h("p", { class: "tt-g-strong" }, o.who))));
}

function dukalPanel(st, onRule) {
  const { view } = st;
  const d = view.dukal;
  const leader = nameOf(st.seatInfo, d.leader, st.seat);
  const cards = Array.isArray(d.cards) ? d.cards : [];
  const suit = suitMeta(cards[0]?.suit).title;
  const lines = Object.keys(d.owed || {}).map((k) => {
    const s = Number(k);
    const who = nameOf(st.seatInfo, s, st.seat);
    const owed = d.owed[k];
    const given = (d.discards || {})[k] || [];
    return h("li", { class: "tt-g-dukal-line", "data-testid": `dukal-discards-${s}` },
      h("span", { class: "tt-g-dukal-who" }, who),
      given.length ? h("span", { class: "tt-g-mini" }, given.map((c) => cardSvg(c, { size: 24 }))) : null,
      h("span", { class: "tt-g-dukal-owed" }, owed ? `${s === st.seat ? "owe" : "owes"} ${owed}` : "✓ done"));
  });
  const takes = d.leader === st.seat ? "you take" : `${leader} takes`;
  return h("div", { class: "tt-g-trick tt-g-trick-dukal", "data-testid": "trick", "data-state": "dukal" },
    h("div", { class: "tt-g-panel tt-g-dukal", "data-testid": "dukal-panel" },
      h("div", { class: "tt-g-panel-title" }, `${leader} ${d.leader === st.seat ? "lead" : "leads"} a Dukal of ${cards.length} ${suit} `, chip("ganjifa.dukal", onRule)),
      h("div", { class: "tt-g-dukal-cards" }, cards.map((c) => cardSvg(c, { size: 40, trump: c.suit === view.trump }))),
      h("p", { class: "tt-g-note" }, `It wins at once: each opponent discards ${cards.length}, any cards, and ${takes} them all.`),
      h("ul", { class: "tt-g-dukal-lines" }, lines)));
}

function scoresPanel(st, onRule) {
  const f = finalScores(st.view, st.seatInfo, st.seat);
  const max = Math.max(1, ...f.rows.map((r) => r.captured));
  return h("div", { class: "tt-g-trick tt-g-trick-over", "data-testid": "trick", "data-state": "over" },
    h("div", { class: "tt-g-panel tt-g-scores" },
      h("div", { class: ["tt-g-headline", f.youWin && "tt-g-headline-win"], "data-testid": "winner" }, f.headline),
      h("table", { class: "tt-g-score-table", "data-testid": "scores" },
        h("caption", {}, "Captured cards (1 point each, 120 in all) ", chip("ganjifa.end", onRule)),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Player"), h("th", { scope: "col" }, "Captured"), h("th", { scope: "col" }, ""))),
        h("tbody", {}, f.rows.map((r) => h("tr", { class: [r.winner && "tt-g-row-win", r.seat === st.seat && "tt-g-row-you"], "data-testid": `score-${r.seat}` },
          h("th", { scope: "row" }, r.name),
          h("td", { class: "tt-g-num" }, String(r.captured)),
          h("td", { class: "tt-g-bar-cell" },
            h("span", { class: "tt-g-bar-track" }, h("span", { class: "tt-g-bar", style: { width: `${Math.round((r.captured / max) * 100)}%` } })),
            r.winner ? h("span", { class: "tt-g-win-tag" }, f.shared ? "shared win" : "winner") : null))))),
      h("p", { class: "tt-g-note" }, "Choose Day or Night for the next deal.")));
}
