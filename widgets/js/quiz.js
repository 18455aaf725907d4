// Entry of the Quiz widget bundle: a number typed by the learner, checked in Python.
// Every word comes from Python's `strings` (the learner's language, shared/i18n.js).
import { h, replace } from "./shared/dom.js";
import { listen, sendMsg, batched, showDisconnect } from "./shared/model.js";
import { applyTheme } from "./shared/theme.js";
import { formatValue } from "./shared/format.js";
import { labeller, translator } from "./shared/i18n.js";
import { createSettingControls } from "./shared/settings.js";

export const QUIZ_TRAITS = [
  "question",
  "rules",
  "unit",
  "tolerance",
  "hint_text",
  "hints",
  "hint_count",
  "has_simulation",
  "trials",
  "tries",
  "tries_left",
  "attempts",
  "allow",
  "available",
  "result",
  "solution",
  "simulation",
  "sim_progress",
  "error",
  "settings",
  "strings",
];

/** What Python accepts now ({check, simulate, reveal}); the page only shows it, Python decides. */
export function quizHelps(model) {
  const av = model.get("available") || {};
  return { check: av.check !== false, simulate: av.simulate === true && !!model.get("has_simulation"), reveal: av.reveal === true };
}

/** The simulation under way ({done, trials}), or null: Python simulates a slice per message
 *  (a time budget each) and the page asks for the next slice until it is done. */
export function simulationProgress(model) {
  const p = model.get("sim_progress") || {};
  return Number.isInteger(p.done) && Number.isInteger(p.trials) && p.done < p.trials ? p : null;
}

/** The simulation line: estimate ± standard error, next to the exact value once known. */
export function simulationText(sim, solution, tr, outOfTries = false) {
  if (!sim || typeof sim.estimate !== "number") return "";
  const estimate = `${formatValue(sim.estimate, "decimal", tr.lang)} ± ${formatValue(sim.standard_error, "decimal", tr.lang)}`;
  const answered = !!solution && typeof solution.answer === "number";
  return tr("ui.quiz.simulation", {
    n: sim.trials,
    estimate,
    exact: answered ? formatValue(solution.answer, "decimal", tr.lang) : "",
    // no tries left: answering cannot show the exact value any more, Show answer does
    agrees: !answered ? (outOfTries ? "locked" : "unknown") : typeof sim.agrees === "boolean" ? (sim.agrees ? "yes" : "no") : "maybe",
  });
}

function render({ model, el }) {
  const send = (msg) => sendMsg(model, msg);
  const label = labeller();
  const settings = createSettingControls(model);
  const question = h("p", { class: "tt-quiz-question", "data-testid": "quiz-question" });
  const rules = h("div", { class: "tt-lesson-rules" });
  const input = label(
    h("input", {
      class: "tt-quiz-input",
      type: "text",
      inputmode: "decimal",
      autocomplete: "off",
      "data-testid": "quiz-input",
      onkeydown: (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          ev.stopPropagation();
          check();
        }
      },
    }),
    { "aria-label": "ui.quiz.answer-label", placeholder: "ui.quiz.placeholder" },
  );
  const unit = h("span", { class: "tt-quiz-unit" });
  const checkButton = label(
    h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "quiz-check", onclick: () => check() }),
    { text: "ui.quiz.check" },
  );
  const simButton = h("button", { class: "tt-btn", type: "button", "data-testid": "quiz-simulate", onclick: () => simulate() });
  const revealButton = label(
    h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "quiz-reveal", onclick: () => send({ type: "reveal" }) }),
    { text: "ui.quiz.reveal" },
  );
  // The hints unlocked so far: one more after each wrong answer (Python sends them then).
  const hint = label(h("div", { class: "tt-quiz-hint", "data-testid": "quiz-hint", role: "note", "aria-live": "polite" }), {
    "aria-label": "ui.quiz.hint",
  });
  const tries = h("div", { class: "tt-quiz-tries", "data-testid": "quiz-tries", "aria-live": "polite" });
  const result = h("div", { class: "tt-quiz-result", "data-testid": "quiz-result", role: "status", "aria-live": "polite" });
  const simLine = h("div", { class: "tt-quiz-sim", "data-testid": "quiz-simulation", "aria-live": "polite" });
  const simBar = label(h("progress", { class: "tt-quiz-progress", "data-testid": "quiz-sim-progress", max: "1", value: "0" }), {
    "aria-label": "ui.quiz.simulating",
  });
  const error = h("div", { class: "tt-error", "data-testid": "error", role: "alert" });
  const root = h(
    "div",
    { class: "tt-root tt-quiz", "data-testid": "quiz", "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true" },
    h(
      "div",
      { class: "tt-lesson-head tt-quiz-head" },
      label(h("span", { class: "tt-lesson-kicker" }), { text: "ui.quiz" }),
      rules,
      label(h("div", { class: "tt-quiz-tools", role: "toolbar" }, settings.language()), { "aria-label": "ui.quiz.toolbar" }),
    ),
    question,
    h("div", { class: "tt-quiz-row" }, input, unit, checkButton, simButton, revealButton),
    tries,
    hint,
    error,
    result,
    simBar,
    simLine,
  );
  el.append(root);
  let simulating = false;
  let continued = -1; // the `done` this view last asked Python to go on from

  // Asked at once (not at the next paint, which a background tab delays); a second view of
  // the quiz asks too, and Python ignores the stale one.
  function continueSimulation() {
    const p = simulationProgress(model);
    if (!p || p.done === continued) return;
    continued = p.done;
    send({ type: "simulate", continue: p.done });
  }

  function check() {
    if (!input.value.trim()) return;
    send({ type: "check", value: input.value });
  }
  function simulate() {
    simulating = true;
    simButton.disabled = true;
    simButton.textContent = translator(model)("ui.quiz.simulating");
    send({ type: "simulate" });
  }

  function paint() {
    const tr = translator(model);
    applyTheme(root, model.get("settings") || {});
    root.lang = tr.lang;
    label.apply(tr);
    settings.sync(model.get("settings") || {});
    // the accepted margin is read with the question, before a try is spent
    const margin = Number(model.get("tolerance") || 0);
    replace(
      question,
      model.get("question") || "",
      margin > 0 && !model.get("unit")
        ? [
            " ",
            h(
              "span",
              { class: "tt-quiz-margin", "data-testid": "quiz-margin" },
              tr("ui.quiz.tolerance", { tolerance: formatValue(margin, "auto", tr.lang) }),
            ),
          ]
        : [],
    );
    replace(
      rules,
      (model.get("rules") || []).map((r) => h("span", { class: "tt-rule-chip" }, r)),
    );
    unit.textContent = model.get("unit") || "";
    const hints = (model.get("hints") || []).filter((x) => typeof x === "string" && x);
    const total = Math.max(Number(model.get("hint_count") || 0), hints.length);
    hint.hidden = !hints.length;
    replace(
      hint,
      hints.map((text, i) =>
        h("p", { "data-testid": "quiz-hint-text" }, h("strong", {}, tr("ui.quiz.hint-n", { n: i + 1, total })), " ", text),
      ),
    );
    const helps = quizHelps(model);
    const sol = model.get("solution") || {};
    const res = model.get("result") || {};
    const parts = [];
    if (typeof res.correct === "boolean") {
      // The verdict is Python's sentence ("Right!"), in the learner's language.
      parts.push(
        h(
          "strong",
          { class: res.correct ? "tt-ok" : "tt-bad", "data-correct": String(res.correct) },
          `${res.correct ? "✓" : "✗"} ${res.text || ""}`,
        ),
        " ",
        tr("ui.quiz.you-said", { value: formatValue(res.value, "auto", tr.lang) }),
      );
    }
    if (typeof sol.answer === "number") {
      parts.push(
        h(
          "div",
          { class: "tt-quiz-answer", "data-testid": "quiz-answer" },
          tr("ui.quiz.answer", { answer: sol.answer_text }),
          model.get("unit") ? "" : [" ", tr("ui.quiz.tolerance", { tolerance: formatValue(sol.tolerance, "auto", tr.lang) })],
        ),
      );
      parts.push(h("p", { class: "tt-quiz-explanation", "data-testid": "quiz-explanation" }, sol.explanation || ""));
    }
    result.hidden = !parts.length;
    replace(result, parts);
    result.className = `tt-quiz-result ${typeof res.correct === "boolean" ? (res.correct ? "tt-feedback-ok" : "tt-feedback-bad") : ""}`;
    const answered = typeof sol.answer === "number";
    revealButton.hidden = answered || !helps.reveal;
    simButton.hidden = !helps.simulate;
    // Off but focusable: pressed anyway, Python answers with its sentence (w.quiz.no-tries).
    checkButton.setAttribute("aria-disabled", String(!helps.check));
    const left = Number(model.get("tries_left") || 0);
    tries.textContent = answered ? "" : helps.check ? tr("ui.quiz.tries-left", { n: left }) : tr("ui.quiz.out-of-tries");
    tries.hidden = !tries.textContent;
    const sim = model.get("simulation") || {};
    simLine.textContent = simulationText(sim, sol, tr, !answered && !helps.check);
    simLine.hidden = !simLine.textContent;
    const progress = simulationProgress(model);
    if (simulating && (sim.estimate !== undefined || model.get("error"))) simulating = false;
    simButton.disabled = simulating || !!progress;
    simButton.textContent = progress
      ? tr("ui.quiz.simulating-progress", { done: progress.done, n: progress.trials })
      : simulating
        ? tr("ui.quiz.simulating")
        : tr("ui.quiz.simulate", { n: Number(model.get("trials") || 0) });
    simBar.hidden = !progress;
    simBar.max = progress ? progress.trials : 1;
    simBar.value = progress ? progress.done : 0;
    const err = model.get("error") || "";
    error.hidden = !err;
    error.textContent = err;
  }
  const schedule = batched(paint);
  const off = listen(model, QUIZ_TRAITS, (name) => {
    if (simulating) simulating = false;
    if (name === "sim_progress") continueSimulation();
    schedule();
  });
  paint();
  continueSimulation(); // a view drawn while a simulation runs carries it on
  const unwatch = showDisconnect(model, root);
  return () => {
    off();
    unwatch();
    root.remove();
  };
}

export default { render };
