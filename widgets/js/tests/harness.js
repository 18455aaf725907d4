// Drives harness.html: load a fixture state, render the right bundle into #host.
import { fakeModel } from "./fake_model.js";

const params = new URLSearchParams(location.search);
const name = params.get("state") || "midround";
const status = document.getElementById("status");
const host = document.getElementById("host");
if (params.get("bg") === "dark") document.body.classList.add("dark");
if (params.get("width")) host.style.width = `${params.get("width")}px`;

try {
  const { states, strings } = await (await fetch("fixtures/states.json")).json();
  const state = states[name];
  if (!state) throw new Error(`no fixture ${name}; have ${Object.keys(states).join(", ")}`);
  if (typeof state.strings === "string") state.strings = strings[state.strings];
  const widget =
    params.get("widget") ||
    (state.lesson_info
      ? "lesson"
      : state.question !== undefined
        ? "quiz"
        : state.values
          ? "chart"
          : state.view && state.view.game === "ganjifa"
            ? "ganjifa"
            : "exacto");
  const mod = await import(`../../static/${widget}.js`);
  let model;
  if (widget !== "chart" && widget !== "quiz" && state.view && state.view.last_reveal && name.split("@")[0] === "reveal") {
    // Render the moment before, then receive the reveal as Python would send it.
    model = fakeModel({ ...state, view: { ...state.view, last_reveal: null } });
    mod.default.render({ model, el: host });
    model.update({ view: state.view });
  } else {
    model = fakeModel(state);
    mod.default.render({ model, el: host });
  }
  window.__model = model;
  await new Promise((r) => setTimeout(r, 50));
  status.textContent = `state=${name} widget=${widget} sent=${JSON.stringify(model.sent)}`;
} catch (err) {
  status.textContent = `ERROR: ${err.stack || err}`;
}
