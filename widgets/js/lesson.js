// Entry of the Lesson widget bundle: the lesson panel above the game's own table.
import { h, replace } from "./shared/dom.js";
import { listen, sendMsg, batched } from "./shared/model.js";
import { labeller, translator, t } from "./shared/i18n.js";
import { TABLES } from "./games.generated.js";

/** Table front ends by game name (a lesson reuses its game's table): every game folder's. */
export { TABLES };

export const LESSON_TRAITS = ["lesson_info", "feedback", "hints", "done", "strings", "settings"];

export function createLessonPanel({ send, onRule }) {
  const title = h("h2", { class: "tt-lesson-title", "data-testid": "lesson-title" });
  const rules = h("div", { class: "tt-lesson-rules", "data-testid": "lesson-rules" });
  const instruction = h("p", { class: "tt-lesson-instruction", "data-testid": "lesson-instruction" });
  const feedback = h("div", { class: "tt-feedback", "data-testid": "lesson-feedback", role: "status", "aria-live": "polite" });
  const hints = h("ol", { class: "tt-hints", "data-testid": "lesson-hints" });
  const label = labeller();
  const hintButton = h("button", { class: "tt-btn", type: "button", "data-testid": "hint-button", onclick: () => send({ type: "hint" }) });
  const retryButton = label(
    h("button", { class: "tt-btn", type: "button", "data-testid": "retry-button", onclick: () => send({ type: "retry" }) }),
    { text: "ui.lesson.retry" },
  );
  const el = label(
    h(
      "section",
      { class: "tt-lesson", "data-testid": "lesson" },
      h("div", { class: "tt-lesson-head" }, label(h("span", { class: "tt-lesson-kicker" }), { text: "ui.lesson" }), title, rules),
      instruction,
      feedback,
      hints,
      h("div", { class: "tt-lesson-tools" }, hintButton, retryButton),
    ),
    { "aria-label": "ui.lesson" },
  );

  function update(model) {
    const tr = translator(model);
    label.apply(tr);
    const info = model.get("lesson_info") || {};
    title.textContent = info.title || "";
    replace(
      rules,
      (info.rules || []).map((r) =>
        h("button", { class: "tt-rule-chip", type: "button", "data-rule": r.rule, title: r.title, onclick: () => onRule(r.rule) }, r.rule),
      ),
    );
    instruction.textContent = info.instruction || "";
    const fb = model.get("feedback") || {};
    feedback.hidden = !fb.text;
    feedback.className = `tt-feedback ${fb.text ? (fb.correct ? "tt-feedback-ok" : "tt-feedback-bad") : ""}`;
    feedback.setAttribute("data-correct", fb.text ? String(!!fb.correct) : "");
    replace(
      feedback,
      fb.text
        ? [
            h(
              "strong",
              { class: "tt-feedback-verdict" },
              tr("ui.lesson.verdict", { verdict: fb.correct ? "correct" : fb.legal === false ? "illegal" : "wrong" }),
              " ",
            ),
            h("span", {}, fb.text),
            " ",
            fb.rule && fb.rule !== "input"
              ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": fb.rule, onclick: () => onRule(fb.rule) }, fb.rule)
              : null,
          ]
        : [],
    );
    const shown = model.get("hints") || [];
    replace(
      hints,
      shown.map((text, i) => h("li", { "data-testid": `hint-${i}` }, text)),
    );
    const total = info.hint_count || 0;
    hintButton.hidden = total === 0;
    hintButton.disabled = shown.length >= total;
    hintButton.textContent = shown.length >= total ? tr("ui.lesson.no-more-hints") : tr("ui.lesson.hint", { n: shown.length + 1, total });
  }
  return { el, update };
}

function render({ model, el }) {
  const game = (model.get("view") || {}).game;
  const mountTable = TABLES[game];
  let table;
  const showRule = (rule) => table && table.showRule && table.showRule(rule);
  const panel = createLessonPanel({ send: (msg) => sendMsg(model, msg), onRule: showRule });
  if (mountTable) {
    table = mountTable({ model, el, lesson: true });
    table.root.classList.add("tt-in-lesson");
    table.root.prepend(panel.el);
  } else {
    const fallback = h(
      "div",
      { class: "tt-root" },
      panel.el,
      h("pre", { class: "tt-fallback" }, t(model, "ui.lesson.no-table", { game: JSON.stringify(game) })),
    );
    el.append(fallback);
    table = { cleanup: () => fallback.remove() };
  }
  const paint = batched(() => panel.update(model));
  const off = listen(model, LESSON_TRAITS, paint);
  panel.update(model);
  return () => {
    off();
    table.cleanup();
  };
}

export default { render };
