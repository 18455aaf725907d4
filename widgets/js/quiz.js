// Entry of the Quiz widget bundle: a number typed by the learner, checked in Python.
import { h, replace } from "./shared/dom.js";
import { listen, sendMsg, batched, showDisconnect } from "./shared/model.js";
import { applyTheme } from "./shared/theme.js";
import { percent, formatValue } from "./shared/format.js";

export const QUIZ_TRAITS = ["question", "rules", "unit", "tolerance", "hint_text", "has_simulation", "trials",
  "attempts", "result", "solution", "simulation", "error", "settings"];

/** The simulation line: estimate ± standard error, next to the exact value once known. */
export function simulationText(sim, solution) {
  if (!sim || typeof sim.estimate !== "number") return "";
  const est = `${formatValue(sim.estimate, "decimal")} ± ${formatValue(sim.standard_error, "decimal")}`;
  let text = `Simulation (${sim.trials.toLocaleString("en")} games): ${est}`;
  if (solution && typeof solution.answer === "number") {
    text += ` · exact ${formatValue(solution.answer, "decimal")}`;
    if (typeof sim.agrees === "boolean") text += sim.agrees ? " — agrees (within 3 standard errors)" : " — off by more than 3 standard errors";
  } else {
    text += " · the exact value is shown once you answer";
  }
  return text;
}

function render({ model, el }) {
  const send = (msg) => sendMsg(model, msg);
  const question = h("p", { class: "tt-quiz-question", "data-testid": "quiz-question" });
  const rules = h("div", { class: "tt-lesson-rules" });
  const input = h("input", { class: "tt-quiz-input", type: "text", inputmode: "decimal", autocomplete: "off", "data-testid": "quiz-input", "aria-label": "Your answer",
    placeholder: "e.g. 0.35, 35% or 7/20", onkeydown: (ev) => { if (ev.key === "Enter") { ev.preventDefault(); ev.stopPropagation(); check(); } } });
  const unit = h("span", { class: "tt-quiz-unit" });
  const checkButton = h("button", { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "quiz-check", onclick: () => check() }, "Check");
  const simButton = h("button", { class: "tt-btn", type: "button", "data-testid": "quiz-simulate", onclick: () => simulate() }, "Simulate");
  const revealButton = h("button", { class: "tt-btn tt-btn-quiet", type: "button", "data-testid": "quiz-reveal", onclick: () => send({ type: "reveal" }) }, "Show answer");
  const hint = h("details", { class: "tt-quiz-hint", "data-testid": "quiz-hint" });
  const result = h("div", { class: "tt-quiz-result", "data-testid": "quiz-result", role: "status", "aria-live": "polite" });
  const simLine = h("div", { class: "tt-quiz-sim", "data-testid": "quiz-simulation", "aria-live": "polite" });
  const error = h("div", { class: "tt-error", "data-testid": "error", role: "alert" });
  const root = h("div", { class: "tt-root tt-quiz", "data-testid": "quiz", "data-lm-suppress-shortcuts": "true", "data-p-suppress-shortcuts": "true" },
    h("div", { class: "tt-lesson-head" }, h("span", { class: "tt-lesson-kicker" }, "Quiz"), rules),
    question,
    h("div", { class: "tt-quiz-row" }, input, unit, checkButton, simButton, revealButton),
    hint, error, result, simLine);
  el.append(root);
  let simulating = false;

  function check() {
    if (!input.value.trim()) return;
    send({ type: "check", value: input.value });
  }
  function simulate() {
    simulating = true;
    simButton.disabled = true;
    simButton.textContent = "Simulating…";
    send({ type: "simulate" });
  }

  function paint() {
    applyTheme(root, model.get("settings") || {});
    question.textContent = model.get("question") || "";
    replace(rules, (model.get("rules") || []).map((r) => h("span", { class: "tt-rule-chip" }, r)));
    unit.textContent = model.get("unit") || "";
    const hintText = model.get("hint_text") || "";
    hint.hidden = !hintText;
    replace(hint, h("summary", {}, "Hint"), h("p", {}, hintText));
    const sol = model.get("solution") || {};
    const res = model.get("result") || {};
    const parts = [];
    if (typeof res.correct === "boolean") {
      parts.push(h("strong", { class: res.correct ? "tt-ok" : "tt-bad", "data-correct": String(res.correct) },
        res.correct ? "✓ Right!" : "✗ Not quite."), ` You said ${formatValue(res.value)}.`);
    }
    if (typeof sol.answer === "number") {
      parts.push(h("div", { class: "tt-quiz-answer", "data-testid": "quiz-answer" }, `Answer: ${sol.answer_text}`,
        model.get("unit") ? "" : ` (answers within ±${formatValue(sol.tolerance)} count)`));
      parts.push(h("p", { class: "tt-quiz-explanation", "data-testid": "quiz-explanation" }, sol.explanation || ""));
    }
    result.hidden = !parts.length;
    replace(result, parts);
    result.className = `tt-quiz-result ${typeof res.correct === "boolean" ? (res.correct ? "tt-feedback-ok" : "tt-feedback-bad") : ""}`;
    revealButton.hidden = typeof sol.answer === "number";
    simButton.hidden = !model.get("has_simulation");
    const sim = model.get("simulation") || {};
    simLine.textContent = simulationText(sim, sol);
    simLine.hidden = !simLine.textContent;
    if (simulating && (sim.estimate !== undefined || model.get("error"))) simulating = false;
    simButton.disabled = simulating;
    simButton.textContent = simulating ? "Simulating…" : `Simulate ${Number(model.get("trials") || 0).toLocaleString("en")} games`;
    const err = model.get("error") || "";
    error.hidden = !err;
    error.textContent = err;
  }
  const schedule = batched(paint);
  const off = listen(model, QUIZ_TRAITS, () => { if (simulating) simulating = false; schedule(); });
  paint();
  const unwatch = showDisconnect(model, root);
  return () => {
    off();
    unwatch();
    root.remove();
  };
}

export default { render };
