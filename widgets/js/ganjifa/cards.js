// Round Ganjifa cards drawn in SVG: each avatar suit in its own colour with a simple
// emblem, the rank big enough to read from the back of a classroom; Raja and Mantri
// as courts (a solid disc, a gold or silver ring). Also card backs, the sun and the moon.
import { s } from "../shared/dom.js";
import { suitMeta, rankMark, isCourt } from "./logic.js";

const GOLD = "#e0b000";
const GOLD_DARK = "#8a6500";

/** The emblem of a suit's avatar, drawn in a 100 x 100 box: `fg` the shape, `bg` cut-outs. */
export function emblemShapes(emblem, fg, bg) {
  const F = { fill: fg };
  const B = { fill: bg };
  switch (emblem) {
    case "fish":
      return [
        s("path", { ...F, d: "M8 50 C22 26 58 24 74 46 L94 28 L90 50 L94 72 L74 54 C58 76 22 74 8 50 Z" }),
        s("circle", { ...B, cx: 26, cy: 46, r: 5 }),
        s("path", { fill: "none", stroke: bg, "stroke-width": 3, d: "M40 34 Q48 50 40 66" }),
      ];
    case "tortoise":
      return [
        s("path", { ...F, d: "M14 62 C14 30 86 30 86 62 Z" }),
        s("circle", { ...F, cx: 92, cy: 56, r: 8 }),
        s("ellipse", { ...F, cx: 26, cy: 70, rx: 8, ry: 6 }),
        s("ellipse", { ...F, cx: 74, cy: 70, rx: 8, ry: 6 }),
        s("path", { ...F, d: "M10 60 L2 66 L12 64 Z" }),
        s("path", {
          fill: "none",
          stroke: bg,
          "stroke-width": 3,
          d: "M38 58 L44 42 L56 42 L62 58 M44 42 L36 36 M56 42 L64 36 M30 58 L70 58",
        }),
      ];
    case "boar":
      return [
        s("ellipse", { ...F, cx: 56, cy: 52, rx: 32, ry: 20 }),
        s("path", { ...F, d: "M30 40 L6 50 L8 60 L30 64 Z" }),
        s("path", { ...F, d: "M34 36 L40 20 L48 34 Z" }),
        s("rect", { ...F, x: 34, y: 62, width: 8, height: 20, rx: 2 }),
        s("rect", { ...F, x: 72, y: 62, width: 8, height: 20, rx: 2 }),
        s("path", { fill: "none", stroke: bg, "stroke-width": 3.5, "stroke-linecap": "round", d: "M16 58 Q14 46 22 42" }),
        s("circle", { ...B, cx: 28, cy: 46, r: 3.5 }),
      ];
    case "lion": {
      const pts = [];
      for (let i = 0; i < 24; i++) {
        const a = (i * Math.PI) / 12;
        const r = i % 2 ? 34 : 46;
        pts.push(`${(50 + r * Math.cos(a)).toFixed(1)},${(50 + r * Math.sin(a)).toFixed(1)}`);
      }
      return [
        s("path", { ...F, d: `M${pts.join("L")}Z` }),
        s("circle", { ...B, cx: 50, cy: 50, r: 24 }),
        s("circle", { ...F, cx: 41, cy: 45, r: 4 }),
        s("circle", { ...F, cx: 59, cy: 45, r: 4 }),
        s("path", { ...F, d: "M44 56 L56 56 L50 64 Z" }),
      ];
    }
    case "umbrella":
      return [
        s("path", { ...F, d: "M6 52 C10 14 90 14 94 52 Q84 44 72 52 Q61 44 50 52 Q39 44 28 52 Q16 44 6 52 Z" }),
        s("rect", { ...F, x: 46.5, y: 16, width: 7, height: 66 }),
        s("path", { fill: "none", stroke: fg, "stroke-width": 7, "stroke-linecap": "round", d: "M50 80 Q50 94 38 92" }),
        s("circle", { ...F, cx: 50, cy: 12, r: 5 }),
      ];
    case "axe":
      return [
        s("path", { fill: "none", stroke: fg, "stroke-width": 8, "stroke-linecap": "round", d: "M30 94 L60 10" }),
        s("path", { ...F, d: "M50 18 C72 8 92 20 92 44 C80 36 66 38 56 46 Z" }),
      ];
    case "bow":
      return [
        s("path", { fill: "none", stroke: fg, "stroke-width": 8, "stroke-linecap": "round", d: "M34 6 Q92 50 34 94" }),
        s("path", { fill: "none", stroke: fg, "stroke-width": 2.5, d: "M34 6 L34 94" }),
        s("path", { fill: "none", stroke: fg, "stroke-width": 4.5, d: "M6 50 L82 50" }),
        s("path", { ...F, d: "M96 50 L78 40 L80 50 L78 60 Z" }),
        s("path", { ...F, d: "M6 50 L0 42 L14 50 L0 58 Z" }),
      ];
    case "flute":
      return [
        s(
          "g",
          { transform: "rotate(-35 50 50)" },
          s("rect", { ...F, x: 2, y: 42, width: 96, height: 16, rx: 8 }),
          s("circle", { ...B, cx: 40, cy: 50, r: 3.5 }),
          s("circle", { ...B, cx: 53, cy: 50, r: 3.5 }),
          s("circle", { ...B, cx: 66, cy: 50, r: 3.5 }),
          s("circle", { ...B, cx: 79, cy: 50, r: 3.5 }),
          s("rect", { ...B, x: 14, y: 42, width: 4, height: 16 }),
        ),
        s("path", { ...F, d: "M70 8 Q86 14 82 30 Q72 22 70 8 Z" }),
      ];
    case "lotus":
      return [
        s("ellipse", { ...F, cx: 50, cy: 42, rx: 12, ry: 32 }),
        s("ellipse", { ...F, cx: 50, cy: 50, rx: 10, ry: 28, transform: "rotate(-38 50 78)" }),
        s("ellipse", { ...F, cx: 50, cy: 50, rx: 10, ry: 28, transform: "rotate(38 50 78)" }),
        s("ellipse", { ...F, cx: 50, cy: 58, rx: 8, ry: 22, transform: "rotate(-72 50 80)" }),
        s("ellipse", { ...F, cx: 50, cy: 58, rx: 8, ry: 22, transform: "rotate(72 50 80)" }),
        s("path", { fill: "none", stroke: bg, "stroke-width": 2.5, d: "M50 22 L50 70" }),
        s("ellipse", { ...F, cx: 50, cy: 88, rx: 34, ry: 6 }),
      ];
    case "sword":
      return [
        s("path", { ...F, d: "M50 2 L59 16 L57 68 L43 68 L41 16 Z" }),
        s("path", { fill: "none", stroke: bg, "stroke-width": 2.5, d: "M50 12 L50 64" }),
        s("rect", { ...F, x: 26, y: 68, width: 48, height: 8, rx: 4 }),
        s("rect", { ...F, x: 45.5, y: 76, width: 9, height: 14, rx: 2 }),
        s("circle", { ...F, cx: 50, cy: 93, r: 6 }),
      ];
    default:
      return [s("circle", { ...F, cx: 50, cy: 50, r: 30 })];
  }
}

/** The emblem placed at (x, y) with the given size, inside another SVG. */
export function emblemAt(emblem, x, y, size, fg, bg) {
  return s(
    "g",
    { class: "tt-g-emblem", transform: `translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})` },
    emblemShapes(emblem, fg, bg),
  );
}

/** A stand-alone emblem of a suit (for labels and the trump badge).
 *  @param {string} suit
 *  @param {{ size?: number, color?: string }} [options] */
export function suitEmblem(suit, { size = 24, color } = {}) {
  const m = suitMeta(suit);
  return s(
    "svg",
    { class: "tt-g-suit-emblem", viewBox: "0 0 100 100", width: size, height: size, "aria-hidden": "true" },
    emblemShapes(m.emblem, color || m.color, "#ffffff"),
  );
}

/** One round card. opts: size (px), label (its name for screen readers and the tooltip, in
 *  the learner's words; without one the card is decoration inside something named). */
export function cardSvg(card, opts = {}) {
  const size = opts.size || 64;
  const m = suitMeta(card.suit);
  const court = isCourt(card);
  const raja = card.rank === "raja";
  const mark = rankMark(card.rank);
  const label = opts.label || "";
  const parts = [];
  if (court) {
    parts.push(
      s("circle", {
        class: "tt-g-face",
        cx: 50,
        cy: 50,
        r: 47,
        fill: m.color,
        stroke: raja ? GOLD : "#f4f4f4",
        "stroke-width": raja ? 6 : 4,
      }),
      s("circle", {
        cx: 50,
        cy: 50,
        r: 39,
        fill: "none",
        stroke: raja ? GOLD : "#ffffff",
        "stroke-width": raja ? 2.5 : 1.5,
        "stroke-dasharray": raja ? "none" : "3 3",
      }),
      emblemAt(m.emblem, 50, 25, 30, raja ? GOLD : "#ffffff", m.color),
    );
    if (raja)
      parts.push(
        s("path", {
          class: "tt-g-crown",
          fill: GOLD,
          stroke: GOLD_DARK,
          "stroke-width": 1,
          d: "M36 50 L39 42 L45 47 L50 39 L55 47 L61 42 L64 50 Z",
        }),
      );
    parts.push(
      s(
        "text",
        {
          class: "tt-g-rank tt-g-court-mark",
          x: 50,
          y: raja ? 85 : 82,
          "text-anchor": "middle",
          fill: raja ? "#fff3bf" : "#ffffff",
          "font-size": raja ? 38 : 42,
          "font-weight": 900,
          "font-family": "Georgia, 'DejaVu Serif', serif",
        },
        mark,
      ),
    );
  } else {
    const two = mark.length > 1;
    parts.push(
      s("circle", { class: "tt-g-face", cx: 50, cy: 50, r: 47, fill: m.tint, stroke: m.color, "stroke-width": 5 }),
      s("circle", { cx: 50, cy: 50, r: 40, fill: "none", stroke: m.color, "stroke-width": 1.2, opacity: 0.55 }),
      emblemAt(m.emblem, 50, 26, 32, m.color, m.tint),
      s(
        "text",
        {
          class: "tt-g-rank",
          x: 50,
          y: 85,
          "text-anchor": "middle",
          fill: m.color,
          "font-size": two ? 40 : 46,
          "font-weight": 900,
          "letter-spacing": two ? -2 : 0,
          "font-family": "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif",
        },
        mark,
      ),
    );
  }
  return s(
    "svg",
    {
      class: ["tt-g-card", court && "tt-g-court", raja && "tt-g-raja"],
      viewBox: "0 0 100 100",
      width: size,
      height: size,
      ...(label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" }),
      "data-card": `${card.suit}-${card.rank}`,
    },
    label ? s("title", {}, label) : null,
    ...parts,
  );
}

/** The back of a card (an opponent's hand, a captured pile). */
export function cardBackSvg(opts = {}) {
  const size = opts.size || 40;
  const petals = [];
  for (let i = 0; i < 8; i++) {
    petals.push(s("ellipse", { cx: 50, cy: 30, rx: 6, ry: 16, transform: `rotate(${i * 45} 50 50)`, fill: "#e9c46a", opacity: 0.9 }));
  }
  return s(
    "svg",
    { class: "tt-g-back", viewBox: "0 0 100 100", width: size, height: size, "aria-hidden": "true" },
    s("circle", { cx: 50, cy: 50, r: 47, fill: "#7a1f2b", stroke: "#e9c46a", "stroke-width": 5 }),
    s("circle", { cx: 50, cy: 50, r: 38, fill: "none", stroke: "#e9c46a", "stroke-width": 1.5, "stroke-dasharray": "4 3" }),
    ...petals,
    s("circle", { cx: 50, cy: 50, r: 9, fill: "#7a1f2b", stroke: "#e9c46a", "stroke-width": 3 }),
  );
}

/** The sun (day); `label` names it, else it is decoration. */
export function sunSvg(size = 28, label = "") {
  const rays = [];
  for (let i = 0; i < 12; i++) {
    rays.push(s("path", { d: "M50 4 L55 18 L45 18 Z", transform: `rotate(${i * 30} 50 50)` }));
  }
  return s(
    "svg",
    { class: "tt-g-sun", viewBox: "0 0 100 100", width: size, height: size, ...named(label) },
    label ? s("title", {}, label) : null,
    s("g", { fill: "#f59e0b" }, ...rays),
    s("circle", { cx: 50, cy: 50, r: 26, fill: "#fbbf24", stroke: "#d97706", "stroke-width": 4 }),
  );
}

/** The moon (night); `label` names it, else it is decoration. */
export function moonSvg(size = 28, label = "") {
  return s(
    "svg",
    { class: "tt-g-moon", viewBox: "0 0 100 100", width: size, height: size, ...named(label) },
    label ? s("title", {}, label) : null,
    s("path", { d: "M62 8 A42 42 0 1 0 92 66 A34 34 0 1 1 62 8 Z", fill: "#c7d2fe", stroke: "#4338ca", "stroke-width": 4 }),
    s("circle", { cx: 20, cy: 22, r: 3, fill: "#c7d2fe" }),
    s("circle", { cx: 86, cy: 20, r: 2.5, fill: "#c7d2fe" }),
  );
}

function named(label) {
  return label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
}
