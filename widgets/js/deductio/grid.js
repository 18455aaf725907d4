// The candidate grid: for each opponent, the numbers 1..20 shaded by how likely they are
// from the learner's own knowledge. Python computes every probability (the `hint` trait,
// from solver.candidates on the learner's view); this only draws them.
import { h, replace } from "../shared/dom.js";
import { seatName } from "../shared/gameview.js";

const NUMBERS = Array.from({ length: 20 }, (_, i) => i + 1);

/** The fill of a cell with probability `p` (0..1): stronger for likelier numbers; none for 0. */
export function shade(p) {
  if (!(p > 0)) return null;
  const alpha = Math.min(1, 0.15 + 0.85 * p);
  return { alpha: Number(alpha.toFixed(2)), dark: alpha > 0.55 };
}

/** A probability as a whole percent for a cell ("<1" for a possible but unlikely number). */
export function percent(p) {
  if (!(p > 0)) return "";
  const v = Math.round(p * 100);
  return v < 1 ? "<1" : String(v);
}

export function createGrid() {
  const el = h("div", { class: "tt-d-grid", "data-testid": "candidate-grid", hidden: true });

  function update(st, on) {
    const hint = st.hint || {};
    el.hidden = !on || !hint.candidates;
    if (el.hidden) return replace(el, []);
    const { tr } = st;
    const seats = Object.keys(hint.candidates)
      .map(Number)
      .sort((a, b) => a - b);
    const head = h(
      "tr",
      {},
      h("th", { scope: "col" }, ""),
      NUMBERS.map((n) => h("th", { scope: "col" }, String(n))),
      h("th", { scope: "col" }, ""),
    );
    const rows = seats.map((s) => {
      const dist = hint.candidates[String(s)] || {};
      const name = seatName(st.seatInfo, s, tr);
      return h(
        "tr",
        { "data-testid": `cand-row-${s}` },
        h("th", { scope: "row" }, name),
        NUMBERS.map((n) => {
          const p = dist[String(n)] || 0;
          const fill = shade(p);
          return h(
            "td",
            {
              class: `tt-d-cand${fill ? "" : " tt-d-cand-out"}${fill && fill.dark ? " tt-d-cand-dark" : ""}`,
              "data-testid": `cand-${s}-${n}`,
              "data-p": String(p),
              style: fill ? { background: `rgba(21, 101, 192, ${fill.alpha})` } : {},
              title: tr("ui.deductio.cell", { name, number: n, p: percent(p) || "0" }),
            },
            percent(p),
          );
        }),
        h(
          "td",
          { class: "tt-d-bits", "data-testid": `bits-left-${s}` },
          tr("ui.deductio.bits-left", { bits: (hint.bits_left || {})[String(s)] ?? 0 }),
        ),
      );
    });
    replace(
      el,
      h("div", { class: "tt-d-grid-head" }, tr("ui.deductio.candidates-head")),
      seats.length
        ? h("table", { class: "tt-d-grid-table" }, h("thead", {}, head), h("tbody", {}, rows))
        : h("em", {}, tr("ui.deductio.candidates-none")),
    );
  }
  return { el, update };
}

/** The badge under a row clue: the bits it would give away, or that it is false of your number. */
export function bitsBadge(st, clue) {
  const info = (st.hint || {}).information;
  if (!info || !(String(clue) in info)) return null;
  const bits = info[String(clue)];
  return h(
    "small",
    { class: "tt-d-bits-badge", "data-testid": `bits-${clue}` },
    bits === null ? st.tr("ui.deductio.not-yours") : st.tr("ui.deductio.gives-away", { bits }),
  );
}
