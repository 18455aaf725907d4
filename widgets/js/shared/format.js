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

/** Format a chart value: "percent" (0.25 -> 25%), "integer", "decimal", or "auto". */
export function formatValue(v, fmt = "auto", lang = "en") {
  if (typeof v !== "number" || !Number.isFinite(v)) return "";
  if (fmt === "percent") {
    const p = v * 100;
    return formatPercent(v, lang, Math.abs(p - Math.round(p)) < 1e-9 ? 0 : 1);
  }
  if (fmt === "integer") return formatNumber(Math.round(v), lang);
  if (fmt === "decimal") return formatNumber(v, lang, 3);
  if (Number.isInteger(v)) return formatNumber(v, lang);
  const a = Math.abs(v);
  if (a >= 100) return formatNumber(v, lang, 0);
  if (a >= 10) return formatNumber(v, lang, 1);
  if (a >= 1) return formatNumber(v, lang, 2);
  return formatNumber(v, lang, 3);
}
