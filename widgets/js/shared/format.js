// Formatting shared by every widget (pure functions, no DOM).

export function percent(p, digits = 0) {
  if (typeof p !== "number" || !Number.isFinite(p)) return "–";
  if (p > 0 && p < 0.005 && digits === 0) return "<1%";
  if (p < 1 && p > 0.995 && digits === 0) return ">99%";
  return `${(p * 100).toFixed(digits)}%`;
}

/** Format a chart value: "percent" (0.25 -> 25%), "integer", "decimal", or "auto". */
export function formatValue(v, fmt = "auto") {
  if (typeof v !== "number" || !Number.isFinite(v)) return "";
  if (fmt === "percent") {
    const p = v * 100;
    return `${Math.abs(p - Math.round(p)) < 1e-9 ? Math.round(p) : p.toFixed(1)}%`;
  }
  if (fmt === "integer") return String(Math.round(v));
  if (fmt === "decimal") return v.toFixed(3);
  if (Number.isInteger(v)) return String(v);
  const a = Math.abs(v);
  if (a >= 100) return v.toFixed(0);
  if (a >= 10) return v.toFixed(1);
  if (a >= 1) return v.toFixed(2);
  return v.toFixed(3);
}

export function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
