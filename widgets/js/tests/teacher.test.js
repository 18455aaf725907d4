// The teacher panel (widgets/js/shared/teacher.js) in every game table: shown on the
// teacher's copy only, and each switch asks Python (a message or a setting), which decides.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom, fixture, flush, q, mount, setControl } from "./helpers.js";
import { nearestSpeed, parseSeed } from "../shared/teacher.js";
import exacto from "../exacto.js";
import ganjifa from "../ganjifa.js";

beforeEach(() => installDom());

const TABLES = [
  ["exacto", exacto, "teacher_panel", "midround"],
  ["ganjifa", ganjifa, "ganjifa_teacher_panel", "ganjifa_opening"],
];

for (const [name, widget, teacherState, studentState] of TABLES) {
  test(`${name}: a student's table has no teacher panel`, () => {
    const st = fixture(studentState);
    assert.equal(st.teacher, false);
    const { el } = mount(widget, st);
    assert.equal(q(el, "teacher-panel").hidden, true);
  });

  test(`${name}: the teacher's copy shows the panel right under the toolbar, in the learner's words`, () => {
    const st = fixture(teacherState);
    assert.equal(st.teacher, true);
    const { el } = mount(widget, st);
    const panel = q(el, "teacher-panel");
    assert.equal(panel.hidden, false);
    assert.ok(panel.previousElementSibling.classList.contains("tt-toolbar"));
    assert.match(panel.textContent, /Show every hand/);
    assert.equal(q(el, "teacher-reveal").checked, false, "every hand stays hidden until the teacher asks");
    assert.equal(q(el, "teacher-speed").value, String(st.settings.bot_delay_ms));
  });

  test(`${name}: show every hand, large print, step mode and speed go to Python`, async () => {
    const { el, model, root } = mount(widget, fixture(teacherState));
    setControl(el, "teacher-reveal", true);
    assert.deepEqual(model.sent.at(-1), { type: "teacher", reveal_all: true });
    setControl(el, "teacher-projector", true);
    assert.equal(model.get("settings").projector, true);
    await flush();
    assert.ok(root.classList.contains("tt-projector"), "large print follows the setting");
    setControl(el, "teacher-step", true);
    assert.equal(model.get("settings").step_mode, true);
    setControl(el, "teacher-speed", "0");
    assert.equal(model.get("settings").bot_delay_ms, 0);
  });

  test(`${name}: new game with a seed; a bad seed is refused on the spot and nothing is sent`, () => {
    const { el, model } = mount(widget, fixture(teacherState));
    const before = model.sent.length;
    setControl(el, "teacher-seed", "12x", "input");
    q(el, "teacher-new-game").click();
    assert.equal(model.sent.length, before);
    assert.equal(q(el, "teacher-panel").querySelector("[role=alert]").hidden, false);
    setControl(el, "teacher-seed", " 42 ", "input");
    q(el, "teacher-new-game").click();
    assert.deepEqual(model.sent.at(-1), { type: "new_game", seed: 42 });
    setControl(el, "teacher-seed", "", "input");
    q(el, "teacher-new-game").click();
    assert.deepEqual(model.sent.at(-1), { type: "new_game" });
  });
}

test("the teacher panel's words come in the learner's language", () => {
  const { el } = mount(exacto, fixture("teacher_panel@ru"));
  assert.match(q(el, "teacher-panel").textContent, /Показать руки всех игроков/);
});

test("seeds: whole numbers or empty; speeds: the nearest offered", () => {
  assert.equal(parseSeed("7"), 7);
  assert.equal(parseSeed(""), "");
  assert.equal(parseSeed("-1"), null);
  assert.equal(parseSeed("1.5"), null);
  assert.equal(nearestSpeed(650).ms, 700);
  assert.equal(nearestSpeed(undefined).ms, 700);
  assert.equal(nearestSpeed(10_000).ms, 3000);
});
