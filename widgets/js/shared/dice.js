// Dice drawn as SVG pips, and the cup hiding a mage's dice.
import { s } from "./dom.js";

/** Pip centres for a face, on a 0..100 square. */
export function pipLayout(face) {
  const L = 27,
    M = 50,
    R = 73;
  const table = {
    1: [[M, M]],
    2: [
      [L, L],
      [R, R],
    ],
    3: [
      [L, L],
      [M, M],
      [R, R],
    ],
    4: [
      [L, L],
      [R, L],
      [L, R],
      [R, R],
    ],
    5: [
      [L, L],
      [R, L],
      [M, M],
      [L, R],
      [R, R],
    ],
    6: [
      [L, L],
      [R, L],
      [L, M],
      [R, M],
      [L, R],
      [R, R],
    ],
  };
  return table[face] || [];
}

/** An SVG die. opts: size (px), counted (highlight), wild (a counted one), dim, label (its
 *  name for screen readers and the tooltip, in the learner's words; without one it is
 *  decoration, e.g. inside a button that has its own label). */
export function dieSvg(face, opts = {}) {
  const size = opts.size || 40;
  const cls = ["tt-die"];
  if (opts.counted) cls.push("tt-die-counted");
  if (opts.wild) cls.push("tt-die-wild");
  if (opts.dim) cls.push("tt-die-dim");
  if (!pipLayout(face).length) cls.push("tt-die-blank");
  const label = opts.label || "";
  const pips = pipLayout(face).map(([cx, cy]) => s("circle", { class: "tt-pip", cx, cy, r: 9.5 }));
  const children = [s("rect", { class: "tt-die-body", x: 4, y: 4, width: 92, height: 92, rx: 18, ry: 18 }), ...pips];
  if (opts.wild) children.push(s("path", { class: "tt-wild-star", d: starPath(84, 16, 14, 6) }));
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return s(
    "svg",
    { class: cls, viewBox: "0 0 100 100", width: size, height: size, ...named, "data-face": face },
    label ? s("title", {}, label) : null,
    ...children,
  );
}

function starPath(cx, cy, R, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? r : R;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join("L")}Z`;
}

/** A mage's cup, with the number of dice under it; opts.label names it (the learner's words). */
export function cupSvg(count, opts = {}) {
  const size = opts.size || 56;
  const label = opts.label || "";
  const named = label ? { role: "img", "aria-label": label } : { "aria-hidden": "true" };
  return s(
    "svg",
    { class: "tt-cup", viewBox: "0 0 100 100", width: size, height: size, ...named },
    label ? s("title", {}, label) : null,
    s("path", { class: "tt-cup-body", d: "M22 18 H78 L70 88 Q50 96 30 88 Z" }),
    s("rect", { class: "tt-cup-rim", x: 16, y: 10, width: 68, height: 12, rx: 5 }),
    s("text", { class: "tt-cup-count", x: 50, y: 62, "text-anchor": "middle" }, String(count)),
  );
}

/** A wizard hat avatar in the mage's colour. */
export function hatSvg(seat, opts = {}) {
  const size = opts.size || 34;
  return s(
    "svg",
    { class: `tt-hat tt-hat-${seat % 6}`, viewBox: "0 0 100 100", width: size, height: size, "aria-hidden": "true" },
    s("path", { class: "tt-hat-cone", d: "M50 6 L74 70 H26 Z" }),
    s("ellipse", { class: "tt-hat-brim", cx: 50, cy: 74, rx: 44, ry: 12 }),
    s("path", { class: "tt-hat-star", d: starPath(50, 44, 10, 4) }),
  );
}
