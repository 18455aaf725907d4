// The teacher panel: on the teacher's copy of a table only (Python's `teacher=True`; a
// student's table refuses its messages), one place for what a teacher at the projector
// needs — every hand shown, large print, bot pacing, the helps, a new game from a chosen
// seed. Python decides: the switches send messages or write settings and the render
// follows the synced state.
import { h } from "./dom.js";
import { saveSettings } from "./model.js";

/** Bot speeds offered (settings.bot_delay_ms); the nearest one is shown as selected. */
export const TEACHER_SPEEDS = [
  { ms: 0, label: "ui.teacher.speed.instant" },
  { ms: 300, label: "ui.teacher.speed.fast" },
  { ms: 700, label: "ui.teacher.speed.normal" },
  { ms: 1500, label: "ui.teacher.speed.slow" },
  { ms: 3000, label: "ui.teacher.speed.slowest" },
];

/** The speed option nearest to `ms` (a delay set from Python need not be one of them). */
export function nearestSpeed(ms) {
  const value = Number.isFinite(ms) ? ms : 700;
  return TEACHER_SPEEDS.reduce((best, sp) => (Math.abs(sp.ms - value) < Math.abs(best.ms - value) ? sp : best));
}

/** A seed typed by the teacher: a whole number >= 0, "" for a random deal, else null. */
export function parseSeed(text) {
  const trimmed = String(text ?? "").trim();
  if (trimmed === "") return "";
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * `settings` is createSettingControls(model) (its toggles sync with the settings), `label`
 * the frame's labeller, `lesson` hides the new-game row (a lesson has its own position).
 * Returns { el, update(st) }.
 */
export function createTeacherPanel({ model, send, settings, label, lesson = false }) {
  const reveal = h("input", {
    type: "checkbox",
    "data-testid": "teacher-reveal",
    onchange: () => send({ type: "teacher", reveal_all: reveal.checked }),
  });
  const revealLabel = h("label", { class: "tt-toggle" }, reveal, " ", label(h("span", {}), { text: "ui.teacher.reveal" }));

  const speedItems = TEACHER_SPEEDS.map((sp) => label(h("option", { value: String(sp.ms) }), { text: sp.label }));
  const speed = label(
    h(
      "select",
      { class: "tt-select", "data-testid": "teacher-speed", onchange: () => saveSettings(model, { bot_delay_ms: Number(speed.value) }) },
      speedItems,
    ),
    { "aria-label": "ui.teacher.speed" },
  );
  const speedLabel = h("label", { class: "tt-teacher-field" }, label(h("span", {}), { text: "ui.teacher.speed" }), " ", speed);

  const seed = label(
    h("input", {
      class: "tt-input tt-teacher-seed",
      type: "text",
      inputmode: "numeric",
      "data-testid": "teacher-seed",
      onkeydown: (e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          newGame();
        }
      },
    }),
    { placeholder: "ui.teacher.seed-placeholder", "aria-label": "ui.teacher.seed" },
  );
  const seedError = label(h("span", { class: "tt-teacher-error", role: "alert", hidden: true }), { text: "ui.teacher.seed-bad" });
  const newButton = label(h("button", { class: "tt-btn", type: "button", "data-testid": "teacher-new-game", onclick: () => newGame() }), {
    text: "ui.teacher.new-game",
  });
  function newGame() {
    const value = parseSeed(seed.value);
    seedError.hidden = value !== null;
    if (value === null) return;
    send(value === "" ? { type: "new_game" } : { type: "new_game", seed: value });
  }
  const seedRow = h(
    "div",
    { class: "tt-teacher-row", hidden: lesson },
    label(h("span", {}), { text: "ui.teacher.seed" }),
    seed,
    newButton,
    seedError,
  );

  const el = label(
    h(
      "details",
      { class: "tt-teacher", "data-testid": "teacher-panel", hidden: true },
      label(h("summary", {}), { text: "ui.teacher.panel" }),
      h(
        "div",
        { class: "tt-teacher-row" },
        revealLabel,
        settings.toggle("projector", "ui.teacher.projector", "teacher-projector"),
        settings.toggle("step_mode", "ui.step-mode", "teacher-step"),
        speedLabel,
      ),
      h(
        "div",
        { class: "tt-teacher-row" },
        label(h("span", { class: "tt-teacher-heading" }), { text: "ui.teacher.helps" }),
        settings.toggle("show_probability", "ui.teacher.odds", "teacher-odds"),
        settings.toggle("show_every_option", "ui.teacher.every-option", "teacher-every-option"),
      ),
      seedRow,
    ),
    { "aria-label": "ui.teacher.panel" },
  );

  function update(st) {
    el.hidden = !model.get("teacher");
    reveal.checked = !!model.get("reveal_all");
    speed.value = String(nearestSpeed(st.settings.bot_delay_ms).ms);
  }
  return { el, update };
}
