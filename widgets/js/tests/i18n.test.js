// Every word on screen comes from Python in the learner's language: the message renderer
// matches Python's (rules_engine/i18n.py), plurals follow Intl.PluralRules like Python's
// CLDR rules, no id is missing for any state Python produces, no English label is left
// in lv / fi / ru, and switching the language re-renders.

import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import chart from "../chart.js";
import exacto from "../exacto.js";
import ganjifa from "../ganjifa.js";
import lesson from "../lesson.js";
import quiz from "../quiz.js";
import { derivation, formatNumber, formatPercent, makeTranslator, missing, pluralCategory, render, t } from "../shared/i18n.js";
import { fakeModel } from "./fake_model.js";
import { fixture, fixtureNames, fixtures, flush, installDom, mount, q, qa, setControl, stringsFor } from "./helpers.js";

beforeEach(() => installDom());

const LANGS = ["en", "lv", "fi", "ru"];

/** The widget module a fixture state belongs to (as the harness picks it). */
function widgetFor(st) {
  if (st.lesson_info) return lesson;
  if (st.question !== undefined) return quiz;
  if (st.values) return chart;
  return st.view && st.view.game === "ganjifa" ? ganjifa : exacto;
}

const langOf = (name) => name.split("@")[1] || "en";

/** Every word the learner can meet in `root`: text, tooltips, labels, placeholders. */
function wordsOnScreen(root) {
  const out = [];
  for (const node of [root, ...root.querySelectorAll("*")]) {
    for (const child of node.childNodes) if (child.nodeType === 3 && child.textContent.trim()) out.push(child.textContent);
    for (const attr of ["title", "aria-label", "placeholder", "alt"]) {
      const v = node.getAttribute && node.getAttribute(attr);
      if (v) out.push(v);
    }
  }
  return out;
}

const tokens = (text) => (String(text).match(/\p{L}{3,}/gu) || []).map((w) => w.toLowerCase());

/** Every text Python put in a state (log lines, rules, names, the lesson's own words ...). */
function pythonWords(st) {
  const out = new Set();
  const walk = (v, key) => {
    if (key === "strings") return;
    if (typeof v === "string") for (const w of tokens(v)) out.add(w);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(st);
  return out;
}

/** Words of a language's ui templates (outside the {placeholders}). */
function templateWords(lang) {
  const out = new Set();
  for (const [id, template] of Object.entries(stringsFor(lang))) {
    if (id === "ui.language-names") for (const name of Object.values(template)) for (const w of tokens(name)) out.add(w);
    else
      for (const w of tokens(
        template.replace(/\{[a-zA-Z_]+[,}]/g, " ").replace(/\b(select|plural|other|one|few|many|zero|yes|no)\b/g, " "),
      ))
        out.add(w);
  }
  return out;
}

test("the renderer gives exactly what Python renders, for every ui message in every language", () => {
  const { renders } = fixtures();
  assert.ok(renders.length > 1000, "Python rendered every message several ways");
  const wrong = [];
  for (const [lang, id, params, expected] of renders) {
    const got = render(stringsFor(lang)[id], params, lang);
    if (got !== expected) wrong.push(`${lang} ${id} ${JSON.stringify(params)}: ${JSON.stringify(got)} != ${JSON.stringify(expected)}`);
  }
  assert.deepEqual(wrong.slice(0, 10), []);
});

test("a chance and a derived placeholder read as Python reads them", () => {
  const { chances, derivations } = fixtures();
  assert.ok(chances.length >= 40 && derivations.length > 1000, "Python wrote chances and every table's placeholders");
  const wrong = chances
    .map(([lang, p, expected]) => [lang, p, render("{p, number, percent}", { p }, lang), expected])
    .filter(([, , got, expected]) => got !== expected);
  assert.deepEqual(wrong, []);
  const misread = derivations.filter(([name, names, expected]) => JSON.stringify(derivation(name, names)) !== JSON.stringify(expected));
  assert.deepEqual(misread.slice(0, 10), []);
  assert.ok(
    derivations.some(([, , found]) => found),
    "some placeholders are derived",
  );
  const card = (c, lang) => `${lang}:${c}`;
  assert.equal(
    render("{played_card} / {card_acc} / {card_text}", { played: 1, card: 2 }, "fi", { card, card_acc: card }),
    "fi:1 / fi:2 / fi:2",
  );
  assert.equal(render("The ''{kind}'' action, '{'literal'}'", { kind: "bid" }, "en"), "The 'bid' action, {literal}");
  assert.equal(render("{y, number, ::.00} / {z, number, ::precision-integer}", { y: 3, z: 2.6 }, "fi"), "3,00 / 3");
  assert.throws(() => render("{y, number, ::currency/EUR}", { y: 3 }, "en"), /currency/);
});

test("plural categories: Intl.PluralRules agrees with Python's CLDR rules (ru, lv, fi, en)", () => {
  const { plurals } = fixtures();
  for (const lang of LANGS) {
    const rules = new Intl.PluralRules(lang);
    plurals[lang].forEach((category, n) => {
      assert.equal(pluralCategory(lang, n), category, `${lang} ${n}`);
      assert.equal(rules.select(n), category, `${lang} ${n} (Intl)`);
    });
  }
  const dice = stringsFor("ru")["ui.exacto.dice-count"];
  assert.equal(render(dice, { n: 1 }, "ru"), "1 кубик");
  assert.equal(render(dice, { n: 3 }, "ru"), "3 кубика");
  assert.equal(render(dice, { n: 5 }, "ru"), "5 кубиков");
  assert.equal(render(dice, { n: 11 }, "ru"), "11 кубиков");
  assert.equal(render(dice, { n: 21 }, "ru"), "21 кубик");
  const lv = stringsFor("lv")["ui.exacto.dice-count"];
  assert.equal(render(lv, { n: 1 }, "lv"), "1 kauliņš");
  assert.equal(render(lv, { n: 10 }, "lv"), "10 kauliņu");
  assert.equal(render(lv, { n: 11 }, "lv"), "11 kauliņu");
  assert.equal(render(lv, { n: 21 }, "lv"), "21 kauliņš");
  assert.equal(render(lv, { n: 3 }, "lv"), "3 kauliņi");
});

test("the message syntax: exact matches, # in nested selects, select fallbacks, numbers the learner's way", () => {
  const tpl = "{n, plural, =0 {none} one {# die{w, select, yes { (wild)} other {}}} other {# dice}}";
  assert.equal(render(tpl, { n: 0, w: "no" }, "en"), "none");
  assert.equal(render(tpl, { n: 1, w: "yes" }, "en"), "1 die (wild)");
  assert.equal(render(tpl, { n: 7, w: "maybe" }, "en"), "7 dice");
  assert.equal(render("{x} / {p, number, percent} / {y, number, 2}", { x: 0.5, p: 0.25, y: 3 }, "fi"), "0,5 / 25\u00a0% / 3,00");
  assert.equal(formatNumber(10000, "en"), "10,000");
  assert.equal(formatNumber(10000, "lv").replace(/\s/g, " "), "10 000");
  assert.equal(formatPercent(0.802, "ru", 1), "80,2\u00a0%");
  assert.throws(() => render("{n, plural, one {x}}", { n: 1 }), /other/);
  assert.throws(() => render("{missing}", {}), /parameter/);
});

test("a missing id shows the id itself (never English) and is remembered", () => {
  missing.clear();
  const model = fakeModel({ settings: { language: "lv" }, strings: { "ui.undo": "↶ Atsaukt" } });
  assert.equal(t(model, "ui.undo"), "↶ Atsaukt");
  assert.equal(t(model, "ui.nowhere"), "ui.nowhere");
  assert.deepEqual([...missing], ["ui.nowhere"]);
  missing.clear();
  const tr = makeTranslator({ "ui.x": "{a} and {b}" }, "en");
  assert.equal(tr("ui.x", { a: 1 }), "ui.x", "a parameter the template needs is missing");
  assert.equal(missing.size, 1);
  missing.clear();
});

test("no id is missing for any state Python produces, in any language", async () => {
  const names = fixtureNames();
  assert.ok(names.some((n) => n.endsWith("@ru")) && names.some((n) => n.endsWith("@lv")) && names.some((n) => n.endsWith("@fi")));
  missing.clear();
  for (const name of names) {
    const st = fixture(name);
    const { el, cleanup } = mount(widgetFor(st), st);
    await flush();
    // open what only opens on request: the reason box, the display panel, the chooser
    for (const id of ["why-button", "display-button", "new-game-button", "quiz-simulate"]) {
      const b = q(el, id);
      if (b && !b.hidden && !b.disabled) b.click();
    }
    await flush();
    assert.deepEqual([...missing], [], name);
    cleanup();
  }
});

test("no English label is left in lv, fi or ru: buttons, tabs, status, tooltips, placeholders", async () => {
  const english = templateWords("en");
  for (const name of fixtureNames().filter((n) => langOf(n) !== "en")) {
    const lang = langOf(name);
    const st = fixture(name);
    const { root, cleanup } = mount(widgetFor(st), st);
    await flush();
    const allowed = new Set([...templateWords(lang), ...pythonWords(st)]);
    const left = new Set();
    for (const text of wordsOnScreen(root)) for (const w of tokens(text)) if (english.has(w) && !allowed.has(w)) left.add(w);
    assert.deepEqual([...left], [], `${name}: English words on screen`);
    if (lang === "ru") {
      // in Russian any Latin word must be a name or an id Python sent, the game's own EXACTO,
      // or a key as printed on the keyboard
      const keyCaps = new Set(["EXACTO", "Enter", "Esc"]);
      const latin = new Set();
      for (const text of wordsOnScreen(root)) {
        for (const w of text.match(/\p{Script=Latin}{3,}/gu) || []) if (!allowed.has(w.toLowerCase()) && !keyCaps.has(w)) latin.add(w);
      }
      assert.deepEqual([...latin], [], `${name}: Latin words in Russian`);
    }
    cleanup();
  }
});

test("the table in each language: Undo, the tabs and the status line", () => {
  const expected = {
    en: ["↶ Undo", "Log", "Rules", /^Round \d+ · \d+ dice on the table · /],
    lv: ["↶ Atsaukt", "Žurnāls", "Noteikumi", /^\d+\. kārta · uz galda \d+ kauliņ/],
    fi: ["↶ Peru", "Loki", "Säännöt", /^Kierros \d+ · pöydällä \d+ noppa/],
    ru: ["↶ Отменить", "Журнал", "Правила", /^Раунд \d+ · на столе \d+ кубик/],
  };
  for (const lang of LANGS) {
    const { el, root } = mount(exacto, fixture(lang === "en" ? "midround" : `midround@${lang}`));
    const [undo, log, rules, status] = expected[lang];
    assert.equal(q(el, "undo-button").textContent, undo, lang);
    assert.equal(q(el, "tab-log").textContent, log, lang);
    assert.equal(q(el, "tab-rules").textContent, rules, lang);
    assert.match(q(el, "status").textContent, status, lang);
    assert.equal(root.lang, lang, "the root says its language (screen readers pronounce it right)");
  }
});

test("switching settings.language and strings on the model re-renders every part", async () => {
  const en = fixture("midround");
  const { el, model } = mount(exacto, en);
  assert.equal(q(el, "undo-button").textContent, "↶ Undo");
  assert.equal(q(el, "liar-button").textContent.trim(), "✗ LIAR");
  assert.equal(q(el, "new-game-button").textContent, "New game");
  const ru = fixture("midround@ru");
  model.update({ settings: ru.settings, strings: ru.strings, event_log: ru.event_log, seat_info: ru.seat_info, rules: ru.rules });
  await flush();
  assert.equal(q(el, "undo-button").textContent, "↶ Отменить");
  assert.equal(q(el, "liar-button").textContent.trim(), "✗ ЛЖЕЦ");
  assert.equal(q(el, "new-game-button").textContent, "Новая игра");
  assert.equal(q(el, "tab-keys").textContent, "Клавиши");
  assert.match(q(el, "keys-help").textContent, /объявить «ЛЖЕЦ»/);
  assert.match(q(el, "odds").textContent, /\d+\u00a0%/, "percentages the Russian way");
  assert.equal(q(el, "language-select").value, "ru");
  // and back
  model.update({ settings: en.settings, strings: en.strings });
  await flush();
  assert.equal(q(el, "undo-button").textContent, "↶ Undo");
  assert.match(q(el, "keys-help").textContent, /call LIAR/);
});

test("the language selector lists every language in its own words and writes settings.language only", () => {
  for (const [widget, name] of [
    [exacto, "midround"],
    [ganjifa, "ganjifa_follow"],
    [lesson, "lesson"],
    [quiz, "quiz"],
  ]) {
    const { el, model } = mount(widget, fixture(name));
    const select = q(el, "language-select");
    assert.ok(select, `${name} has a language selector`);
    // in Python's order (the fixtures file sorts its keys, so compare as a set here)
    assert.deepEqual(
      qa(select, "option")
        .map((o) => [o.value, o.textContent])
        .sort(),
      [
        ["en", "English"],
        ["fi", "Suomi"],
        ["lv", "Latviešu"],
        ["ru", "Русский"],
      ],
    );
    assert.equal(select.value, "en");
    assert.equal(select.getAttribute("aria-label"), "Language");
    setControl(el, "language-select", "fi");
    assert.equal(model.get("settings").language, "fi", name);
    assert.equal(model.saved, 1);
    assert.deepEqual(model.sent, [], "a setting, never a message");
  }
});

test("a Ganjifa table in Russian: suits, cards, tabs and buttons", () => {
  const st = fixture("ganjifa_follow@ru");
  const { el } = mount(ganjifa, st);
  assert.equal(q(el, "tab-table").textContent, "Стол");
  assert.equal(q(el, "tab-rules").textContent, "Все правила");
  assert.match(q(el, "trump").textContent, /Рама/);
  assert.match(q(el, "period").textContent, /День/);
  assert.match(q(el, "suit-kalki").textContent, /Калки/);
  const card = qa(q(el, "hand"), "[data-testid^=card-]")[0];
  assert.match(card.getAttribute("title"), /[а-яё]/i);
  assert.equal(q(el, "display-button").textContent, "Вид ⚙");
  assert.equal(q(el, "new-game-button").textContent, "Новая раздача…");
});

test("a lesson in each language: its panel, Hint and Try again", async () => {
  const words = {
    en: ["Lesson", "↺ Try again", /^No more hints|^Hint \(\d of \d\)$/],
    lv: ["Nodarbība", "↺ Mēģināt vēlreiz", /padom/i],
    fi: ["Oppitunti", "↺ Yritä uudelleen", /vihje/i],
    ru: ["Урок", "↺ Ещё раз", /подсказ/i],
  };
  for (const lang of LANGS) {
    const { el } = mount(lesson, fixture(lang === "en" ? "lesson" : `lesson@${lang}`));
    const [kicker, retry, hint] = words[lang];
    assert.equal(q(el, "lesson").querySelector(".tt-lesson-kicker").textContent, kicker);
    assert.equal(q(el, "retry-button").textContent, retry);
    assert.match(q(el, "hint-button").textContent, hint);
    assert.match(q(el, "lesson-feedback").textContent, lang === "en" ? /Correct|Not quite|Not allowed/ : /✓|✗/);
  }
  // switching re-renders the lesson panel too
  const { el, model } = mount(lesson, fixture("lesson"));
  const lv = fixture("lesson@lv");
  model.update({ settings: lv.settings, strings: lv.strings });
  await flush();
  assert.equal(q(el, "retry-button").textContent, "↺ Mēģināt vēlreiz");
});

test("the quiz in each language: Check, Simulate, Show answer, the placeholder and Python's verdict", async () => {
  const words = {
    en: ["Check", /^Simulate 2,000 random draws of what is hidden$/, "Show answer", /0\.35/, /Right!/],
    lv: ["Pārbaudīt", /^Simulēt 2\s?000 nejaušu izložu tam, kas apslēpts$/, "Rādīt atbildi", /0,35/, /Pareizi!/],
    fi: ["Tarkista", /^Simuloi piilossa olevat satunnaisesti 2\s?000 kertaa$/, "Näytä vastaus", /0,35/, /Oikein!/],
    ru: ["Проверить", /^Смоделировать скрытое: 2\s?000 случайных исходов$/, "Показать ответ", /0,35/, /Верно!/],
  };
  for (const lang of LANGS) {
    const suffix = lang === "en" ? "" : `@${lang}`;
    const [check, simulate, reveal, placeholder, right] = words[lang];
    const { el } = mount(quiz, fixture(`quiz${suffix}`));
    assert.equal(q(el, "quiz-check").textContent, check);
    assert.match(q(el, "quiz-simulate").textContent, simulate);
    assert.equal(q(el, "quiz-reveal").textContent, reveal);
    assert.match(q(el, "quiz-input").placeholder, placeholder);
    const answered = mount(quiz, fixture(`quiz_answered${suffix}`));
    assert.match(q(answered.el, "quiz-result").textContent, right);
    if (lang !== "en") assert.match(q(answered.el, "quiz-answer").textContent, /0,80\d\d/, "the answer the learner's way");
    const err = mount(quiz, fixture(`quiz_error${suffix}`));
    assert.equal(q(err.el, "error").hidden, false);
    if (lang !== "en") assert.doesNotMatch(q(err.el, "error").textContent, /is not a number/);
  }
  const { el, model } = mount(quiz, fixture("quiz"));
  const fi = fixture("quiz@fi");
  model.update({ settings: fi.settings, strings: fi.strings, question: fi.question });
  await flush();
  assert.equal(q(el, "quiz-check").textContent, "Tarkista");
});

test("the bar chart's own words and numbers follow the language", () => {
  const { el } = mount(chart, fixture("chart@fi"));
  const svg = q(el, "chart-svg");
  assert.match(svg.getAttribute("aria-label"), /\d+,\d\u00a0%|\d+\u00a0%/);
  const empty = mount(chart, { ...fixture("chart@ru"), labels: [], values: [] });
  assert.match(q(empty.el, "chart-svg").textContent, /Данных пока нет/);
});
