// The front end's words: every label comes from Python, in the learner's language (the
// `strings` trait: {ui id: template}, built by widgets/messages.py), and is rendered here
// with the same part of standard ICU MessageFormat as rules_engine/i18n.py:
//
//   {name}                                       a parameter (numbers written the reader's way)
//   {n, plural, =0 {none} one {# die} other {# dice}}   Intl.PluralRules of the language
//   {kind, select, liar {LIAR} other {EXACTO}}   a branch by text value
//   {p, number, percent}, {x, number, ::.00}     a chance as a percent, a number with 2 decimals
//   {card_acc}, {played_card}, {card_text}       a derived parameter: render()'s `formatters`
//                                                 make it from `card` / `played` (derivation)
//   '' and '{'                                   an apostrophe, a quoted brace (ICU quoting)
//
// The language is settings.language. Nothing here knows a language's words: a missing id
// is shown as the id itself (and remembered in `missing`, which the tests check is empty).

/** Ids (and template problems) asked for but not rendered, for the tests. */
export const missing = new Set();

/** The learner's language: settings.language ("en" when unset). */
export function language(model) {
  const settings = (model && model.get("settings")) || {};
  return typeof settings.language === "string" && settings.language ? settings.language : "en";
}

// ------------------------------------------------------------------------- numbers

const formats = new Map();

function numberFormat(lang, options) {
  const key = `${lang}|${JSON.stringify(options)}`;
  let fmt = formats.get(key);
  if (!fmt) {
    try {
      fmt = new Intl.NumberFormat(lang, options);
    } catch {
      fmt = new Intl.NumberFormat("en", options);
    }
    formats.set(key, fmt);
  }
  return fmt;
}

/** `value` written the `lang` way: whole numbers as they are (grouped: 10,000 / 10 000),
 *  others to 4 significant digits, or with exactly `decimals` digits after the point. */
export function formatNumber(value, lang = "en", decimals = null) {
  if (typeof value !== "number" || !Number.isFinite(value)) return value === null || value === undefined ? "" : String(value);
  if (Number.isInteger(decimals))
    return numberFormat(lang, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  if (Number.isInteger(value)) return numberFormat(lang, {}).format(value);
  return numberFormat(lang, { maximumSignificantDigits: 4 }).format(value);
}

/** 0.0867 -> "9%" (en, lv), "9 %" (fi, ru); `digits` after the point. */
export function formatPercent(p, lang = "en", digits = 0) {
  if (typeof p !== "number" || !Number.isFinite(p)) return "";
  return numberFormat(lang, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(p);
}

/** Below this a chance would round to 0,00 %: it is shown as "< 0,01 %", never as nothing. */
const TINY = 0.00005;

/** A probability as a learner reads it, as Python's format_chance writes it (what
 *  `{p, number, percent}` renders): whole percents (12%), one decimal below 10% (1.7%), two
 *  below 1% or above 99% (0.35%), "< 0.01%" for a tiny chance that is not zero. */
export function formatChance(p, lang = "en") {
  if (typeof p !== "number" || !Number.isFinite(p)) return "";
  if (p > 0 && p < TINY) return `< ${chancePercent(0.0001, lang, 2)}`;
  if (p > 1 - TINY && p < 1) return `> ${chancePercent(0.9999, lang, 2)}`;
  if (Math.abs(p * 100 - Math.round(p * 100)) < 1e-9) return chancePercent(p, lang, 0);
  return chancePercent(p, lang, p < 0.01 || p > 0.99 ? 2 : p < 0.1 ? 1 : 0);
}

/** The percent sign after the number, as Python's format_percent writes it. */
const PERCENT_SIGN = { en: "%", lv: "%", fi: "\u00a0%", ru: "\u00a0%" };

/** `p` as a percent with `digits` decimals exactly as Python writes it: p * 100 rounded
 *  half to even (Python's f"{x:.1f}": 12.5 -> "12"), no grouping, the language's sign. */
function chancePercent(p, lang, digits) {
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false, roundingMode: "halfEven" };
  return numberFormat(lang, options).format(p * 100) + (PERCENT_SIGN[lang] ?? "%");
}

/** "a, b and c" in `lang` (Intl.ListFormat: the language's own word for "and"). */
export function formatList(items, lang = "en") {
  const list = (items || []).map(String);
  try {
    return new Intl.ListFormat(lang, { type: "conjunction" }).format(list);
  } catch {
    return list.join(", ");
  }
}

const pluralRules = new Map();

/** CLDR's plural category of `n` in `lang` (a fraction is "other", as in Python). */
export function pluralCategory(lang, n) {
  if (typeof n !== "number" || !Number.isInteger(n)) return "other";
  let rules = pluralRules.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(lang, rules);
  }
  return rules.select(Math.abs(n));
}

// ------------------------------------------------------------------------ templates

class MessageError extends Error {}

const parsed = new Map();

/** Template -> parts: a string, ["hash"], or ["arg", name, style, options]. */
export function parse(template) {
  let parts = parsed.get(template);
  if (!parts) {
    [parts] = parseUntil(template, 0, true);
    parsed.set(template, parts);
  }
  return parts;
}

function parseUntil(text, start, top) {
  const parts = [];
  let buf = "";
  let i = start;
  const flush = () => {
    if (buf) parts.push(buf);
    buf = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "{") {
      flush();
      const [arg, next] = parseArg(text, i + 1);
      parts.push(arg);
      i = next;
      continue;
    }
    if (ch === "}") {
      if (top) throw new MessageError(`unmatched '}' in ${JSON.stringify(text)}`);
      break;
    }
    if (ch === "#" && !top) {
      flush();
      parts.push(["hash"]);
      i += 1;
      continue;
    }
    if (ch === "'") {
      const [quoted, next] = quotedText(text, i, top);
      buf += quoted;
      i = next;
      continue;
    }
    buf += ch;
    i += 1;
  }
  flush();
  if (!top && i >= text.length) throw new MessageError(`unclosed '{' in ${JSON.stringify(text)}`);
  return [parts, i];
}

/** ICU's apostrophe at text[i], and where the text goes on: '' is one apostrophe; one
 *  before {, } (or # in a branch) opens a quote, literal up to the next lone apostrophe. */
function quotedText(text, start, top) {
  const after = text[start + 1];
  if (after === "'") return ["'", start + 2];
  if (after === undefined || !(after === "{" || after === "}" || (after === "#" && !top))) return ["'", start + 1];
  let out = "";
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === "'") {
      if (text[i + 1] !== "'") return [out, i + 1];
      i += 1; // '' inside a quote is one apostrophe too
    }
    out += text[i];
    i += 1;
  }
  return [out, i];
}

/**
 * The parameter and formatter a derived placeholder stands for, or null (as
 * rules_engine/i18n.py's derivation): `{played_card_acc}` is formatter card_acc of
 * `played`, `{card_acc}` card_acc of `card`, `{card_text}` formatter card of `card`.
 */
export function derivation(name, formatterNames) {
  const names = [...formatterNames].sort((a, b) => b.length - a.length);
  if (name.endsWith("_text") && names.includes(name.slice(0, -5))) return [name.slice(0, -5), name.slice(0, -5)];
  for (const f of names) if (name.endsWith(`_${f}`) && name.length > f.length + 1) return [name.slice(0, -f.length - 1), f];
  if (names.includes(name) && name.includes("_")) return [name.slice(0, name.indexOf("_")), name];
  return null;
}

/** The digits after the point a number argument asks for (as Python's decimals_of): ICU's
 *  skeleton `::.00` (two), `::precision-integer` (none), the old bare count `2`; null if none. */
export function decimalsOf(option) {
  if (!option) return null;
  if (option === "::precision-integer") return 0;
  if (/^::\.0*$/.test(option)) return option.length - 3;
  if (/^\d+$/.test(option)) return Number(option);
  throw new MessageError(`a number argument's style ${JSON.stringify(option)} is not one the renderer knows`);
}

function scan(text, i) {
  let end = i;
  while (end < text.length && text[end] !== "," && text[end] !== "}") end += 1;
  return end;
}

function parseArg(text, start) {
  let end = scan(text, start);
  const name = text.slice(start, end).trim();
  if (!name || end >= text.length) throw new MessageError(`a placeholder without a name or a closing '}' in ${JSON.stringify(text)}`);
  if (text[end] === "}") return [["arg", name, null, null], end + 1];
  let i = end + 1;
  end = scan(text, i);
  const style = text.slice(i, end).trim();
  if (end >= text.length) throw new MessageError(`unclosed '{${name}' in ${JSON.stringify(text)}`);
  if (text[end] === "}") return [["arg", name, style, null], end + 1];
  if (style !== "plural" && style !== "select") {
    const close = text.indexOf("}", end);
    if (close < 0) throw new MessageError(`unclosed '{${name}' in ${JSON.stringify(text)}`);
    return [["arg", name, style, text.slice(end + 1, close).trim()], close + 1];
  }
  const options = {};
  i = end + 1;
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i += 1;
    if (i >= text.length) throw new MessageError(`unclosed ${style} in ${JSON.stringify(text)}`);
    if (text[i] === "}") break;
    const keyEnd = text.indexOf("{", i);
    if (keyEnd < 0) throw new MessageError(`a ${style} branch without '{' in ${JSON.stringify(text)}`);
    const key = text.slice(i, keyEnd).trim();
    const [sub, next] = parseUntil(text, keyEnd + 1, false);
    options[key] = sub;
    i = next + 1; // the branch's closing brace
  }
  if (!("other" in options)) throw new MessageError(`a ${style} needs an 'other' branch: ${JSON.stringify(text)}`);
  return [["arg", name, style, options], i + 1];
}

/**
 * `template` with `params` written in `lang` (throws on a bad template or a missing
 * parameter); `formatters` ({name: (value, lang) => text}) make its derived parameters.
 */
export function render(template, params = {}, lang = "en", formatters = {}) {
  return renderParts(parse(template), params || {}, lang, null, formatters || {});
}

function renderParts(parts, params, lang, number, formatters) {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if (part[0] === "hash") out += formatNumber(number, lang);
    else out += renderArg(part, params, lang, number, formatters);
  }
  return out;
}

/** A derived parameter's words, made with `formatters` from the parameter it names. */
function derivedValue(name, params, lang, formatters) {
  const found = derivation(name, Object.keys(formatters));
  if (!found || !(found[0] in params)) throw new MessageError(`the message needs a parameter ${JSON.stringify(name)}`);
  return formatters[found[1]](params[found[0]], lang);
}

function renderArg([, name, style, options], params, lang, number, formatters) {
  if (!(name in params) && style === null) return derivedValue(name, params, lang, formatters);
  if (!(name in params)) throw new MessageError(`the message needs a parameter ${JSON.stringify(name)}`);
  const value = params[name];
  if (style === null) return typeof value === "number" ? formatNumber(value, lang) : String(value ?? "");
  if (style === "plural") {
    const n = Number(value);
    const exact = options[`=${n}`];
    const branch = exact !== undefined ? exact : (options[pluralCategory(lang, n)] ?? options.other);
    return renderParts(branch, params, lang, n, formatters);
  }
  if (style === "select") {
    const branch = options[String(value)] ?? options.other; // '#' stays the enclosing plural's
    return renderParts(branch, params, lang, number, formatters);
  }
  if (style === "percent" || (style === "number" && options === "percent")) return formatChance(Number(value), lang);
  if (style === "number") return formatNumber(Number(value), lang, decimalsOf(options));
  return String(value ?? ""); // a formatter only Python has
}

// ----------------------------------------------------------------------- the words

/** The template for `id` from `strings`, rendered; the id itself when there is none. */
export function translate(strings, lang, id, params) {
  const template = strings ? strings[id] : undefined;
  if (typeof template !== "string") {
    missing.add(id);
    return id;
  }
  try {
    return render(template, params || {}, lang);
  } catch (err) {
    missing.add(`${id}: ${/** @type {Error} */ (err).message}`);
    return id;
  }
}

/** A front-end label in the learner's language: t(model, "ui.undo"). */
export function t(model, id, params) {
  return translate((model && model.get("strings")) || {}, language(model), id, params);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0001 marks where a node goes, a character no translation holds
const NODE_MARK = /\u0001(\d+)\u0001/;

/**
 * The words of one language as a function: tr(id, params) -> text, plus tr.lang and the
 * language's number, percent and list formats, and tr.parts(id, params) -> [text, node, ...]
 * when a parameter is a DOM node (a bold number, a count inside the sentence).
 */
export function makeTranslator(strings, lang = "en") {
  const tr = (id, params) => translate(strings || {}, lang, id, params);
  tr.lang = lang;
  tr.strings = strings || {};
  tr.num = (value, decimals = null) => formatNumber(value, lang, decimals);
  tr.pct = (p, digits = 0) => formatPercent(p, lang, digits);
  tr.list = (items) => formatList(items, lang);
  tr.parts = (id, params = {}) => {
    const nodes = [];
    const flat = {};
    for (const [k, v] of Object.entries(params)) {
      if (v && typeof v === "object" && "nodeType" in v) {
        flat[k] = `\u0001${nodes.length}\u0001`;
        nodes.push(v);
      } else flat[k] = v;
    }
    return tr(id, flat)
      .split(NODE_MARK)
      .map((piece, i) => (i % 2 ? nodes[Number(piece)] : piece))
      .filter((x) => x !== "");
  };
  return tr;
}

/** The translator for the model's current language and strings. */
export function translator(model) {
  return makeTranslator((model && model.get("strings")) || {}, language(model));
}

/** [[code, name], ...] for the language selector (names in their own language). */
export function languageNames(model) {
  const names = ((model && model.get("strings")) || {})["ui.language-names"];
  return names && typeof names === "object" ? Object.entries(names) : [];
}

/**
 * Labels that follow the language: `bind(node, {text: id, title: id, "aria-label": id})`
 * (a value may also be `(tr) => text`), then `bind.apply(tr)` on every render.
 */
export function labeller() {
  const items = [];
  const bind = (node, attrs) => {
    items.push([node, attrs]);
    return node;
  };
  bind.apply = (tr) => {
    for (const [node, attrs] of items) {
      for (const [key, spec] of Object.entries(attrs)) {
        const text = typeof spec === "function" ? spec(tr) : tr(spec);
        if (key === "text") {
          if (node.textContent !== text) node.textContent = text;
        } else if (key === "placeholder") node.placeholder = text;
        else node.setAttribute(key, text);
      }
    }
  };
  return bind;
}
