// The lesson panel over its game's own table (lesson.js), fed a real Python lesson state.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { installDom, fixture, flush, q, qa, mount } from "./helpers.js";
import lesson from "../lesson.js";

beforeEach(() => installDom());

test("lesson: instruction, rule chips, feedback, hint and retry", async () => {
  const st = fixture("lesson");
  const { el, model, cleanup } = mount(lesson, st);
  assert.match(q(el, "lesson-instruction").textContent, /four fives/);
  assert.deepEqual(
    qa(q(el, "lesson-rules"), "[data-rule]").map((b) => b.getAttribute("data-rule")),
    st.lesson_info.rules.map((r) => r.rule),
  );
  const fb = q(el, "lesson-feedback");
  assert.equal(fb.getAttribute("data-correct"), String(st.feedback.correct));
  assert.ok(fb.textContent.includes(st.feedback.text));
  assert.equal(qa(q(el, "lesson-hints"), "li").length, st.hints.length);
  q(el, "hint-button").click();
  q(el, "retry-button").click();
  assert.deepEqual(model.sent.slice(-2), [{ type: "hint" }, { type: "retry" }]);
  assert.ok(q(el, "table"), "the game's own table is reused");
  assert.equal(q(el, "new-game-button").hidden, true, "Try again replaces New game");
  model.update({ feedback: {}, hints: [], done: false });
  await flush();
  assert.equal(q(el, "lesson-feedback").hidden, true);
  cleanup();
  assert.equal(model.listenerCount(), 0);
});
