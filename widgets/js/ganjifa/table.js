// The card table: you at the bottom, the next player (counter-clockwise) on your right,
// the one after on your left; the trick in the middle with who played what; the trump
// and day / night in the corners; the opening lead explained, a Dukal being answered,
// and the final score table. Every word comes from `st.tr` (the learner's language).
import { h, replace } from "../shared/dom.js";
import { labeller } from "../shared/i18n.js";
import { cardSvg, cardBackSvg, suitEmblem, sunSvg, moonSvg } from "./cards.js";
import { seatLayout, nameOf, cardKey, cardName, suitMeta, suitName, lastOutcome, outcomeSentence, openingLead, owedBy } from "./logic.js";

const chip = (rule, onRule, tr) =>
  h(
    "button",
    { class: "tt-rule-chip", type: "button", "data-rule": rule, title: tr("ui.rule-title", { rule }), onclick: () => onRule(rule) },
    rule,
  );

export function createTable({ onRule }) {
  const label = labeller();
  const periodBadge = h("div", { class: "tt-g-period", "data-testid": "period" });
  const trumpBadge = h("div", { class: "tt-g-trump", "data-testid": "trump" });
  const seatsLayer = h("div", { class: "tt-g-seats" });
  const center = h("div", { class: "tt-g-center" });
  const direction = label(h("div", { class: "tt-g-direction" }), { title: "ui.ganjifa.direction-title", text: "ui.ganjifa.direction" });
  const felt = h(
    "div",
    { class: "tt-g-felt" },
    h("div", { class: "tt-g-felt-surface", "aria-hidden": "true" }),
    h("div", { class: "tt-g-grain", "aria-hidden": "true" }),
    h("div", { class: "tt-g-tint", "aria-hidden": "true" }),
    periodBadge,
    trumpBadge,
    seatsLayer,
    center,
    direction,
  );
  const summary = h("div", { class: "tt-g-summary", "data-testid": "trick-summary", role: "status", "aria-live": "polite" });
  const el = label(h("section", { class: "tt-g-table", "data-testid": "ganjifa-table" }, felt, summary), {
    "aria-label": "ui.ganjifa.table",
  });
  let shownTrick = []; // card keys on show, to animate only the new ones

  function update(st) {
    const { view, tr } = st;
    label.apply(tr);
    if (!view || view.game !== "ganjifa") {
      replace(seatsLayer);
      replace(center, h("div", { class: "tt-g-panel" }, tr("ui.ganjifa.waiting")));
      return;
    }
    const layout = seatLayout(view.players || 3, st.seat);
    const trump = suitMeta(view.trump);
    const trumpName = suitName(trump.id, tr);
    const night = view.period === "night";
    const period = night ? "night" : "day";
    replace(
      periodBadge,
      night ? moonSvg(24) : sunSvg(24),
      h("span", {}, h("strong", {}, tr("ui.ganjifa.period", { period })), h("small", {}, tr("ui.ganjifa.trumps", { suit: trumpName }))),
      chip("ganjifa.day-night", onRule, tr),
    );
    periodBadge.setAttribute("aria-label", tr("ui.ganjifa.period-label", { period, suit: trumpName }));
    replace(
      trumpBadge,
      h("span", { class: "tt-g-trump-label" }, tr("ui.ganjifa.trump")),
      suitEmblem(trump.id, { size: 24 }),
      h("strong", { style: { color: "inherit" } }, trumpName),
    );
    trumpBadge.setAttribute("aria-label", tr("ui.ganjifa.trump-label", { suit: trumpName }));
    trumpBadge.style.setProperty("--tt-g-suit", trump.color);

    replace(
      seatsLayer,
      [0, 1, 2].map((s) => seatPlate(st, s, layout[s])),
    );
    const outcome = lastOutcome(st.log, view);
    replace(center, centerPanel(st, layout, outcome, onRule, shownTrick));
    shownTrick = (view.trick || []).map((p) => cardKey(p.card));

    const sentence = outcomeSentence(outcome, st.seatInfo, st.seat, tr);
    summary.hidden = !sentence;
    replace(
      summary,
      sentence
        ? [
            h("span", { class: "tt-g-summary-icon", "aria-hidden": "true" }, outcome.type === "dukal" ? "✦" : "★"),
            h("span", { class: "tt-g-summary-text" }, sentence),
            " ",
            chip(outcome.rule, onRule, tr),
          ]
        : [],
    );
  }
  return { el, update };
}

function seatPlate(st, s, where) {
  const { view, seatInfo, tr } = st;
  const you = s === st.seat;
  const info = (seatInfo || []).find((x) => x.seat === s) || {};
  const toMove = !view.is_over && view.current_player === s;
  const winner = view.is_over && (view.winners || []).includes(s);
  const size = (view.hand_sizes || [])[s] ?? 0;
  const captured = (view.scores || [])[s] ?? 0;
  const own = info.name || tr("ui.ganjifa.player", { seat: s });
  const name = you ? tr("ui.you-are", { name: own }) : own;
  const fan = you
    ? null
    : h(
        "div",
        { class: "tt-g-fan", "aria-hidden": "true" },
        [0, 1, 2].slice(0, Math.min(3, size)).map(() => cardBackSvg({ size: 24 })),
      );
  const owes = view.dukal ? owedBy(view, s) : 0;
  const label = [
    name,
    info.bot ? tr("ui.ganjifa.ai-label", { bot: info.bot }) : null,
    tr("ui.ganjifa.in-hand", { n: size }),
    tr("ui.ganjifa.captured", { n: captured }),
    toMove ? tr("ui.to-move") : null,
    winner ? tr("ui.winner") : null,
  ]
    .filter(Boolean)
    .join(", ");
  return h(
    "div",
    {
      class: ["tt-g-seat", `tt-g-seat-${where}`, you && "tt-g-seat-you", toMove && "tt-g-seat-turn", winner && "tt-g-seat-winner"],
      "data-testid": `seat-${s}`,
      "data-seat": s,
      role: "group",
      "aria-label": label,
      "aria-current": toMove ? "true" : undefined,
    },
    toMove ? h("div", { class: "tt-g-turn-flag" }, tr(you ? "ui.your-turn" : "ui.to-move")) : null,
    h(
      "div",
      { class: "tt-g-seat-head" },
      h("span", { class: "tt-g-seat-name" }, name),
      info.bot && !you ? h("span", { class: "tt-g-ai" }, tr("ui.ganjifa.ai", { bot: info.bot })) : null,
      winner ? h("span", { class: "tt-g-crown", title: tr("ui.winner") }, "♛") : null,
    ),
    h(
      "div",
      { class: "tt-g-seat-body" },
      fan,
      h("span", { class: "tt-g-count", "data-testid": `hand-size-${s}` }, tr.parts("ui.ganjifa.in-hand", { n: h("b", {}, tr.num(size)) })),
      h(
        "span",
        { class: "tt-g-count tt-g-captured", "data-testid": `captured-${s}`, title: tr("ui.ganjifa.captured-title") },
        tr.parts("ui.ganjifa.captured", { n: h("b", {}, tr.num(captured)) }),
      ),
      owes ? h("span", { class: "tt-g-owes" }, tr("ui.ganjifa.owes", { you: you ? "yes" : "no", n: owes })) : null,
    ),
  );
}

function centerPanel(st, layout, outcome, onRule, shownBefore) {
  const { view, tr } = st;
  if (view.is_over) return overPanel(st);
  if (view.dukal) return dukalPanel(st, onRule);
  const trick = Array.isArray(view.trick) ? view.trick : [];
  if (trick.length) return trickView(st, layout, trick, false, shownBefore, onRule);
  if (view.first_trick) return openingPanel(st, onRule);
  const last = view.last_trick;
  if (last && outcome && outcome.type === "trick" && Array.isArray(last.plays))
    return trickView(st, layout, last.plays, true, shownBefore, onRule);
  return h(
    "div",
    { class: "tt-g-trick tt-g-trick-empty", "data-testid": "trick", "data-state": "empty" },
    h(
      "div",
      { class: "tt-g-lead-note" },
      tr("ui.ganjifa.leads-next", {
        you: view.current_player === st.seat ? "yes" : "no",
        name: nameOf(st.seatInfo, view.current_player, st.seat, tr),
      }),
    ),
  );
}

function trickView(st, layout, plays, isLast, shownBefore, onRule) {
  const { view, tr } = st;
  const winner = isLast ? view.last_trick.winner : null;
  const slots = {};
  plays.forEach((p, i) => {
    slots[p.seat] = { ...p, order: i };
  });
  const seen = new Set(shownBefore || []);
  const nodes = [0, 1, 2].map((s) => {
    const p = slots[s];
    const where = layout[s];
    const who = nameOf(st.seatInfo, s, st.seat, tr);
    if (!p) {
      return h(
        "div",
        {
          class: ["tt-g-slot", `tt-g-slot-${where}`, "tt-g-slot-empty"],
          "data-testid": `trick-${s}`,
          "aria-label": tr("ui.ganjifa.slot-empty", { who }),
        },
        h("div", { class: "tt-g-slot-ring" }),
        h("div", { class: "tt-g-slot-name" }, who),
      );
    }
    const key = cardKey(p.card);
    const led = p.order === 0;
    const won = isLast && p.seat === winner;
    const trumpCard = p.card.suit === view.trump;
    const ruffed = trumpCard && plays[0].card.suit !== view.trump;
    const name = cardName(p.card, tr);
    return h(
      "div",
      {
        class: [
          "tt-g-slot",
          `tt-g-slot-${where}`,
          !isLast && !seen.has(key) && "tt-g-enter",
          won && "tt-g-slot-won",
          led && "tt-g-slot-led",
        ],
        "data-testid": `trick-${s}`,
        "data-card": key,
        "aria-label": tr("ui.ganjifa.slot", {
          who,
          card: name,
          led: led ? "yes" : "no",
          ruffed: ruffed ? "yes" : "no",
          won: won ? "yes" : "no",
        }),
      },
      cardSvg(p.card, { size: 66, label: name }),
      h(
        "div",
        { class: "tt-g-slot-name" },
        who,
        led ? h("span", { class: "tt-g-slot-tag" }, " · ", tr("ui.ganjifa.tag.led")) : null,
        ruffed ? h("span", { class: "tt-g-slot-tag tt-g-slot-tag-trump" }, " · ", tr("ui.ganjifa.tag.trump")) : null,
        won ? h("span", { class: "tt-g-slot-tag tt-g-slot-tag-won" }, " · ", tr("ui.ganjifa.tag.wins")) : null,
      ),
    );
  });
  let caption = null;
  if (isLast) caption = h("div", { class: "tt-g-trick-caption" }, tr("ui.ganjifa.last-trick"));
  else if (view.first_trick) {
    caption = h(
      "div",
      { class: "tt-g-trick-caption" },
      tr("ui.ganjifa.opened-with", {
        you: plays[0].seat === st.seat ? "yes" : "no",
        name: nameOf(st.seatInfo, plays[0].seat, st.seat, tr),
        card: cardName(plays[0].card, tr),
      }),
      " ",
      chip("ganjifa.opening-lead", onRule, tr),
    );
  } else {
    caption = h("div", { class: "tt-g-trick-caption" }, tr("ui.ganjifa.suit-led", { suit: suitName(plays[0].card.suit, tr) }));
  }
  return h(
    "div",
    { class: ["tt-g-trick", isLast && "tt-g-trick-last"], "data-testid": "trick", "data-state": isLast ? "last" : "current" },
    nodes,
    caption,
  );
}

function openingPanel(st, onRule) {
  const { tr } = st;
  const o = openingLead(st.view, st.seatInfo, st.seat, tr);
  return h(
    "div",
    { class: "tt-g-trick tt-g-trick-opening", "data-testid": "trick", "data-state": "opening" },
    h(
      "div",
      { class: "tt-g-panel tt-g-opening", "data-testid": "opening-lead" },
      cardSvg(o.raja, { size: 40, label: cardName(o.raja, tr) }),
      h(
        "div",
        {},
        h("div", { class: "tt-g-panel-title" }, tr("ui.ganjifa.opening.title"), " ", chip("ganjifa.opening-lead", onRule, tr)),
        h("p", {}, o.text),
        h("p", { class: "tt-g-strong" }, o.who),
      ),
    ),
  );
}

function dukalPanel(st, onRule) {
  const { view, tr } = st;
  const d = view.dukal;
  const leader = nameOf(st.seatInfo, d.leader, st.seat, tr);
  const mine = d.leader === st.seat ? "yes" : "no";
  const cards = Array.isArray(d.cards) ? d.cards : [];
  const suit = suitName(cards[0]?.suit, tr);
  const lines = Object.keys(d.owed || {}).map((k) => {
    const s = Number(k);
    const who = nameOf(st.seatInfo, s, st.seat, tr);
    const owed = d.owed[k];
    const given = (d.discards || {})[k] || [];
    return h(
      "li",
      { class: "tt-g-dukal-line", "data-testid": `dukal-discards-${s}` },
      h("span", { class: "tt-g-dukal-who" }, who),
      given.length
        ? h(
            "span",
            { class: "tt-g-mini" },
            given.map((c) => cardSvg(c, { size: 24, label: cardName(c, tr) })),
          )
        : null,
      h(
        "span",
        { class: "tt-g-dukal-owed" },
        owed ? tr("ui.ganjifa.owes", { you: s === st.seat ? "yes" : "no", n: owed }) : tr("ui.ganjifa.done"),
      ),
    );
  });
  return h(
    "div",
    { class: "tt-g-trick tt-g-trick-dukal", "data-testid": "trick", "data-state": "dukal" },
    h(
      "div",
      { class: "tt-g-panel tt-g-dukal", "data-testid": "dukal-panel" },
      h(
        "div",
        { class: "tt-g-panel-title" },
        tr("ui.ganjifa.dukal.title", { you: mine, name: leader, n: cards.length, suit }),
        " ",
        chip("ganjifa.dukal", onRule, tr),
      ),
      h(
        "div",
        { class: "tt-g-dukal-cards" },
        cards.map((c) => cardSvg(c, { size: 40, label: cardName(c, tr) })),
      ),
      h("p", { class: "tt-g-note" }, tr("ui.ganjifa.dukal.note", { you: mine, name: leader, n: cards.length })),
      h("ul", { class: "tt-g-dukal-lines" }, lines),
    ),
  );
}

/** The deal is over: who won and the score table are the end panel's (shared/endpanel.js),
 *  said once for all four games; the centre points to the next deal's choice of period. */
function overPanel(st) {
  return h(
    "div",
    { class: "tt-g-trick tt-g-trick-over", "data-testid": "trick", "data-state": "over" },
    h("div", { class: "tt-g-panel tt-g-scores" }, h("p", { class: "tt-g-note" }, st.tr("ui.ganjifa.choose-period"))),
  );
}
