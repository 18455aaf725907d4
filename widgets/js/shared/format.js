// Number formatting shared by every widget (pure functions, no DOM), the learner's way:
// `lang` is settings.language ("0,25" and "25 %" in some languages; Intl knows which).
import { formatNumber, formatPercent } from "./i18n.js";

/** A probability as a percentage: "42%", "<1%", ">99%", "–" when unknown. */
export function percent(p, digits = 0, lang = "en") {
  if (typeof p !== "number" || !Number.isFinite(p)) return "–";
  if (p > 0 && p < 0.005 && digits === 0) return `<${formatPercent(0.01, lang)}`;
  if (p < 1 && p > 0.995 && digits === 0) return `>${formatPercent(0.99, lang)}`;
  return formatPercent(p, lang, digits);
}

/** `v` rounded to at most `digits` decimals, written without needless zeros ("2.5", not "2.50"). */
function trimmed(v, digits, lang) {
  const r = Number(v.toFixed(digits));
  return formatNumber(Object.is(r, -0) ? 0 : r, lang, Number.isInteger(r) ? null : decimalsOf(r));
}

function decimalsOf(v) {
  const text = String(v);
  return text.includes("e") ? null : (text.split(".")[1] || "").length;
}

/** Format a chart value without needless decimals: "percent" (0.25 -> 25%, 0.125 -> 12.5%),
 *  "integer", "decimal" (up to 3 decimals: 0.5, 40.183) or "auto" (fewer decimals for bigger
 *  numbers: 40.2, 1.25, 0.333). */
export function formatValue(v, fmt = "auto", lang = "en") {
  if (typeof v !== "number" || !Number.isFinite(v)) return "";
  if (fmt === "percent") {
    const p = Number((v * 100).toFixed(1));
    return formatPercent(v, lang, Number.isInteger(p) ? 0 : 1);
  }
  if (fmt === "integer") return formatNumber(Math.round(v), lang);
  if (fmt === "decimal") return trimmed(v, 3, lang);
  if (Number.isInteger(v)) return formatNumber(v, lang);
  const a = Math.abs(v);
  return trimmed(v, a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3, lang);
}
