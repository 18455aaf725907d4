// Siggil's cards drawn as SVG: the number large, the family as a shape with its number
// (never by colour alone), a spirit marked with a star and its own frame, a face-down card
// as a hatched back. The label sits in the lower half of the card: in the pyramids the
// cards above cover the upper half of the ones they lie on.
import { s } from "../shared/dom.js";

/** One shape per family (1..7): a family reads without its colour. */
export const FAMILY_MARK = ["●", "▲", "■", "◆", "★", "✚", "⬟"];
/** Colours that help the eye; the shape and the digits carry the meaning. */
export const FAMILY_COLOUR = ["#b02a2a", "#1f6f2a", "#1d4f9a", "#8a4b00", "#6a2c91", "#00727a", "#5b5b5b"];

/** Card width in SVG units; height is 1.4 widths (rules_engine/siggil/layouts.py). */
export const W = 100;
export const H = 140;

/** The words for a card (Card JSON) or a face-down one, in the learner's language. */
export function cardWords(card, tr) {
  if (!card) return tr("ui.siggil.face-down");
  return card.spirit ? tr("ui.siggil.spirit", { k: card.family }) : tr("ui.siggil.card", { f: card.family, n: card.number });
}

/** A list of cards in words ("3 of family 2, 3 of family 5"). */
export const cardsWords = (cards, tr) => (cards || []).map((c) => cardWords(c, tr)).join(", ");

/** The inside of a card at (x, y) (its top-left), `card` null for a face-down one. */
export function cardFace(card, x = 0, y = 0) {
  const parts = [s("rect", { class: "tt-sg-card-bg", x: x + 2, y: y + 2, width: W - 4, height: H - 4, rx: 9 })];
  if (!card) {
    parts.push(s("path", { class: "tt-sg-back", d: `M${x + 12} ${y + 12}h${W - 24}v${H - 24}h${-(W - 24)}z` }));
    return parts;
  }
  const f = card.family - 1;
  const colour = FAMILY_COLOUR[f];
  // the upper half: a large faint family shape (seen only where nothing lies on the card)
  parts.push(s("text", { class: "tt-sg-fam-big", x: x + W / 2, y: y + 58, "text-anchor": "middle", fill: colour }, FAMILY_MARK[f]));
  if (card.spirit) {
    parts.push(s("rect", { class: "tt-sg-spirit-frame", x: x + 8, y: y + 8, width: W - 16, height: H - 16, rx: 6 }));
    parts.push(s("text", { class: "tt-sg-spirit-star", x: x + W - 14, y: y + 40, "text-anchor": "end" }, "✦"));
  }
  // the lower half, which stays visible under the cards on top: the family (shape and digit)
  // white on a tag of its colour, apart from the black number, so "⬟7 6" never reads as 76
  parts.push(s("rect", { class: "tt-sg-fam-tag", x: x + 4, y: y + 98, width: 42, height: 36, rx: 8, fill: colour }));
  parts.push(
    s("text", { class: "tt-sg-fam", x: x + 25, y: y + 126, "text-anchor": "middle", fill: "#ffffff" }, `${FAMILY_MARK[f]}${card.family}`),
  );
  parts.push(s("text", { class: "tt-sg-num", x: x + W - 6, y: y + 128, "text-anchor": "end" }, String(card.number)));
  return parts;
}

/** A card as its own small <svg> (hand, sets, free spirits): `height` in px. */
export function cardSvg(card, tr, { height = 64, cls = "" } = {}) {
  return s(
    "svg",
    {
      class: `tt-sg-cardsvg ${cardClass(card)} ${cls}`,
      viewBox: `0 0 ${W} ${H}`,
      height,
      width: Math.round((height * W) / H),
      role: "img",
      "aria-label": cardWords(card, tr),
    },
    s("title", {}, cardWords(card, tr)),
    cardFace(card),
  );
}

/** The CSS classes of a card: face down, spirit, its family. */
export function cardClass(card) {
  if (!card) return "tt-sg-down";
  return card.spirit ? `tt-sg-spirit tt-sg-f${card.family}` : `tt-sg-f${card.family}`;
}

/** Same card? (Card JSON from Python) */
export const sameCard = (a, b) => !!a && !!b && a.family === b.family && a.number === b.number && !!a.spirit === !!b.spirit;
