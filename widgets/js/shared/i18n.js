// The front end's words: every label comes from Python, in the learner's language (the
// `strings` trait: {ui id: template}, built by widgets/messages.py), and is rendered here
// with the same small ICU MessageFormat subset as rules_engine/i18n.py:
//
//   {name}                                       a parameter (numbers written the reader's way)
//   {n, plural, =0 {none} one {# die} other {# dice}}   Intl.PluralRules of the language
//   {kind, select, liar {LIAR} other {EXACTO}}   a branch by text value
//   {p, percent}, {x, number, 2}                 a percentage, a number with 2 decimals
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
    buf += ch;
    i += 1;
  }
  flush();
  if (!top && i >= text.length) throw new MessageError(`unclosed '{' in ${JSON.stringify(text)}`);
  return [parts, i];
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

/** `template` with `params` written in `lang` (throws on a bad template or a missing parameter). */
export function render(template, params = {}, lang = "en") {
  return renderParts(parse(template), params || {}, lang, null);
}

function renderParts(parts, params, lang, number) {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") out += part;
    else if (part[0] === "hash") out += formatNumber(number, lang);
    else out += renderArg(part, params, lang, number);
  }
  return out;
}

function renderArg([, name, style, options], params, lang, number) {
  if (!(name in params)) throw new MessageError(`the message needs a parameter ${JSON.stringify(name)}`);
  const value = params[name];
  if (style === null) return typeof value === "number" ? formatNumber(value, lang) : String(value ?? "");
  if (style === "plural") {
    const n = Number(value);
    const exact = options[`=${n}`];
    const branch = exact !== undefined ? exact : (options[pluralCategory(lang, n)] ?? options.other);
    return renderParts(branch, params, lang, n);
  }
  if (style === "select") {
    const branch = options[String(value)] ?? options.other; // '#' stays the enclosing plural's
    return renderParts(branch, params, lang, number);
  }
  if (style === "percent") return formatPercent(Number(value), lang);
  if (style === "number") return formatNumber(Number(value), lang, options ? Number(options) : null);
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
