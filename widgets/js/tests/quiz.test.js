// The Quiz's checks that really check: tries, graded hints, and the helps (simulation,
// Show answer) that stay closed until Python opens them. States from the real widget.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom, fixture, flush, q, qa, key, mount } from "./helpers.js";
import quiz, { quizHelps } from "../quiz.js";
import { missing } from "../shared/i18n.js";

beforeEach(() => installDom());

const LANGS = ["en", "lv", "fi", "ru"];
const at = (name, lang) => fixture(lang === "en" ? name : `${name}@${lang}`);

test("before answering: Check and the tries left; no simulation, no Show answer, no hint", () => {
  const st = fixture("quiz");
  assert.deepEqual(st.available, { check: true, simulate: false, reveal: false });
  const { el } = mount(quiz, st);
  assert.equal(q(el, "quiz-simulate").hidden, true);
  assert.equal(q(el, "quiz-reveal").hidden, true);
  assert.equal(q(el, "quiz-check").getAttribute("aria-disabled"), "false");
  assert.equal(q(el, "quiz-hint").hidden, true);
  assert.equal(q(el, "quiz-tries").textContent, "2 tries left");
  assert.equal(q(el, "quiz-answer"), null);
});

test("a wrong answer: the first hint of two, no answer, one try fewer, still no helps", () => {
  const st = fixture("quiz_hinted");
  assert.equal(st.solution && Object.keys(st.solution).length, 0, "the answer stays in Python");
  const { el } = mount(quiz, st);
  const hints = qa(el, '[data-testid="quiz-hint-text"]');
  assert.equal(hints.length, 1);
  assert.match(hints[0].textContent, /^Hint 1 of 2 Think of the complement/);
  assert.match(q(el, "quiz-result").textContent, /✗ Not quite\. You said 0\.50*\./);
  assert.equal(q(el, "quiz-answer"), null);
  assert.equal(q(el, "quiz-tries").textContent, "2 tries left");
  assert.equal(q(el, "quiz-simulate").hidden, true);
  assert.equal(q(el, "quiz-reveal").hidden, true);
});

test("the tries used: both hints, Check closed, Show answer and Simulate open, still no answer", () => {
  const st = fixture("quiz_out");
  const { el, model } = mount(quiz, st);
  assert.equal(qa(el, '[data-testid="quiz-hint-text"]').length, 2);
  assert.equal(q(el, "quiz-check").getAttribute("aria-disabled"), "true");
  assert.equal(q(el, "quiz-check").disabled, false, "off but focusable: pressed, Python says why");
  q(el, "quiz-input").value = "0.8";
  q(el, "quiz-check").click();
  assert.deepEqual(model.sent.at(-1), { type: "check", value: "0.8" }, "Python, not the page, refuses it");
  assert.match(q(el, "quiz-tries").textContent, /No tries left/);
  assert.equal(q(el, "quiz-reveal").hidden, false);
  assert.equal(q(el, "quiz-simulate").hidden, false);
  assert.equal(q(el, "quiz-answer"), null);
  q(el, "quiz-reveal").click();
  assert.deepEqual(model.sent.at(-1), { type: "reveal" });
});

test("a teacher who opened the helps: Simulate and Show answer before answering", () => {
  const st = fixture("quiz_open");
  assert.deepEqual(st.allow, ["reveal", "simulate"]);
  const { el } = mount(quiz, st);
  assert.equal(q(el, "quiz-simulate").hidden, false);
  assert.equal(q(el, "quiz-reveal").hidden, false);
  assert.deepEqual(quizHelps({ get: (k) => st[k] }), { check: true, simulate: true, reveal: true });
});

test("tries and hints in every language, with no missing words", () => {
  const words = { en: /Hint 1 of 2/, lv: /Padoms 1 no 2/, fi: /Vihje 1\/2/, ru: /Подсказка 1 из 2/ };
  const out = { en: /No tries left/, lv: /Mēģinājumi beigušies/, fi: /Yrityksiä ei ole jäljellä/, ru: /Попыток не осталось/ };
  for (const lang of LANGS) {
    const { el } = mount(quiz, at("quiz_hinted", lang));
    assert.match(q(el, "quiz-hint").textContent, words[lang]);
    assert.ok(q(el, "quiz-tries").textContent.length > 3);
    const done = mount(quiz, at("quiz_out", lang));
    assert.match(q(done.el, "quiz-tries").textContent, out[lang]);
  }
  assert.deepEqual(
    [...missing].filter((id) => id.startsWith("ui.quiz")),
    [],
  );
});

test("an answer from Python: the hints stay, the tries line goes", async () => {
  const { el, model } = mount(quiz, fixture("quiz_hinted"));
  const answered = fixture("quiz_answered");
  model.update({ result: answered.result, solution: answered.solution, available: answered.available, tries_left: answered.tries_left });
  await flush();
  assert.ok(q(el, "quiz-answer"));
  assert.equal(q(el, "quiz-tries").hidden, true);
  assert.equal(q(el, "quiz-hint").hidden, false);
});

test("a simulation under way: progress on the button and the bar, and the page asks for the next slice", async () => {
  const st = { ...fixture("quiz_out"), sim_progress: { done: 300, trials: 2000 } };
  const { el, model } = mount(quiz, st);
  assert.deepEqual(model.sent, [{ type: "simulate", continue: 300 }], "a view drawn mid-run carries it on");
  const button = q(el, "quiz-simulate");
  assert.equal(button.disabled, true, "no second simulation while one runs");
  assert.equal(button.textContent, "Simulating… 300 of 2,000 random draws");
  const bar = q(el, "quiz-sim-progress");
  assert.equal(bar.hidden, false);
  assert.equal(Number(bar.value), 300);
  assert.equal(Number(bar.max), 2000);
  model.update({ sim_progress: { done: 900, trials: 2000 } });
  model.update({ sim_progress: { done: 900, trials: 2000 } });
  await flush();
  assert.deepEqual(model.sent.at(-1), { type: "simulate", continue: 900 });
  assert.equal(model.sent.length, 2, "one ask per slice");
  assert.equal(button.textContent, "Simulating… 900 of 2,000 random draws");
  model.update({ sim_progress: {}, simulation: { estimate: 0.8, standard_error: 0.01, trials: 2000 } });
  await flush();
  assert.equal(model.sent.length, 2);
  assert.equal(bar.hidden, true);
  assert.equal(button.disabled, false);
  assert.match(q(el, "quiz-simulation").textContent, /2,000 random draws of what is hidden/);
});

test("the progress in every language", () => {
  const words = {
    en: /300 of 2,000 random draws/,
    lv: /300 no 2\s?000 izlozēm/,
    fi: /300\/2\s?000 arvontaa/,
    ru: /300 из 2\s?000 исходов/,
  };
  for (const lang of LANGS) {
    const { el } = mount(quiz, { ...at("quiz_out", lang), sim_progress: { done: 300, trials: 2000 } });
    assert.match(q(el, "quiz-simulate").textContent, words[lang]);
  }
  assert.deepEqual(
    [...missing].filter((id) => id.startsWith("ui.quiz")),
    [],
  );
});

test("the accepted margin is read with the question; out of tries the simulation points to Show answer", () => {
  const st = fixture("quiz_hinted");
  const { el } = mount(quiz, { ...st, tolerance: 0.02, unit: "" });
  assert.match(q(el, "quiz-question").textContent, /answers within ±0\.02 count/);
  const sim = { estimate: 0.4, standard_error: 0.01, trials: 2000 };
  const out = mount(quiz, { ...fixture("quiz_out"), simulation: sim });
  const line = q(out.el, "quiz-simulation").textContent;
  assert.match(line, /Show answer gives the exact value/);
  assert.doesNotMatch(line, /once you answer/);
  const open = mount(quiz, { ...st, simulation: sim });
  assert.match(q(open.el, "quiz-simulation").textContent, /once you answer/);
});

test("quiz: typed answer sent to Python; no answer shown before answering", async () => {
  const st = fixture("quiz");
  const { el, model } = mount(quiz, st);
  assert.equal(q(el, "quiz-answer"), null);
  assert.equal(q(el, "quiz-result").hidden, true);
  const input = q(el, "quiz-input");
  input.value = "0.8";
  q(el, "quiz-check").click();
  assert.deepEqual(model.sent.at(-1), { type: "check", value: "0.8" });
  input.value = "80%";
  key(input, "Enter");
  assert.deepEqual(model.sent.at(-1), { type: "check", value: "80%" });
  assert.equal(q(el, "quiz-simulate").hidden, true, "no simulation before answering (its estimate is the answer)");
  assert.equal(q(el, "quiz-reveal").hidden, true, "no answer on request before the tries are used");
  model.update({ available: { check: true, simulate: true, reveal: false } }); // Python opened it
  await flush();
  assert.equal(q(el, "quiz-simulate").hidden, false);
  q(el, "quiz-simulate").click();
  assert.deepEqual(model.sent.at(-1), { type: "simulate" });
  assert.equal(q(el, "quiz-simulate").disabled, true, "busy while Python simulates");
  const answered = fixture("quiz_answered");
  model.update(answered);
  await flush();
  assert.equal(q(el, "quiz-simulate").disabled, false);
  assert.match(q(el, "quiz-result").textContent, /Right/);
  assert.ok(q(el, "quiz-explanation").textContent.length > 10);
  assert.match(q(el, "quiz-simulation").textContent, /± .* exact/);
});

test("after a kernel restart the quiz says it is disconnected", () => {
  const quizView = mount(quiz, fixture("quiz"));
  assert.equal(q(quizView.el, "disconnected"), null);
  quizView.model.trigger("comm_live_update");
  assert.ok(q(quizView.el, "disconnected"));
});
