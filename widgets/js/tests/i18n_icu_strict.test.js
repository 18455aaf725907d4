// Every message of every locale file is standard ICU MessageFormat, as translation tools
// (Weblate, Crowdin, Pontoon) check it: FormatJS's parser, strict (`requiresOtherClause`,
// and only ICU's own argument types: number, date, time, plural, select, selectordinal).
// A failure names the file, the key and the parser's error, so a translator's slip is
// found here, not in a tool's import. tools/icu_standard.py converts a message that is not.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Folders that are not the project's (installed packages, build output, git's own). */
const SKIP = new Set(["node_modules", ".venv", ".git", "dist", "build", "_output", "fixtures"]);

/** Every `<lang>.json` in a folder called `locale` (or below one), descriptions left out. */
function localeFiles(dir = ROOT, inLocale = false) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...localeFiles(path, inLocale || entry.name === "locale"));
    else if (inLocale && /^[a-z]{2}\.json$/.test(entry.name)) out.push(path);
  }
  return out.sort();
}

/** What the strict parser says of one message: null when it parses. */
function problem(message) {
  try {
    parse(message, { requiresOtherClause: true });
    return null;
  } catch (err) {
    const e = /** @type {Error & {location?: {start: {offset: number}}}} */ (err);
    if (!e.location) return e.message;
    const { offset } = e.location.start;
    return `${e.message} at ${offset}: ${JSON.stringify(message.slice(Math.max(0, offset - 12), offset + 28))}`;
  }
}

test("the locale files are found where the tables load them from", () => {
  const files = localeFiles().map((f) => relative(ROOT, f).split(sep).join("/"));
  for (const folder of ["rules_engine/locale", "widgets/locale", "tabletop_tutor_classroom/locale", "rules_engine/exacto/locale/messages"])
    for (const lang of ["en", "lv", "fi", "ru"]) assert.ok(files.includes(`${folder}/${lang}.json`), `${folder}/${lang}.json`);
  assert.ok(files.length >= 60, `${files.length} locale files`);
});

test("every message of every locale file parses as strict ICU MessageFormat", () => {
  const failures = [];
  let count = 0;
  for (const file of localeFiles()) {
    const messages = JSON.parse(readFileSync(file, "utf8"));
    for (const [key, message] of Object.entries(messages)) {
      count += 1;
      const why = typeof message === "string" ? problem(message) : "not a string";
      if (why) failures.push(`${relative(ROOT, file)} ${key}: ${why}`);
    }
  }
  assert.ok(count > 1000, `${count} messages read`);
  assert.equal(failures.length, 0, `${failures.length} of ${count} messages are not strict ICU:\n${failures.join("\n")}`);
});
