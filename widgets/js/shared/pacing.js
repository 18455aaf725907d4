// Bot pacing in the front end: Python never sleeps. When a bot is to move, wait
// settings.bot_delay_ms and send {"type": "step", "move": view.move_number}; in step mode
// (or while something holds the table, e.g. a reveal being read) wait for a click.

/** What the front end should do now (pure): "wait-click", "schedule" or "idle". */
export function pacingDecision({ botToMove, settings, held }) {
  if (!botToMove) return "idle";
  if (settings?.step_mode || held) return "wait-click";
  return "schedule";
}

/** `delay(view, settings)` (optional) gives the pause in ms; by default settings.bot_delay_ms. */
export function createPacer({ model, isHeld = () => false, timers = globalThis, delay = null }) {
  let timer = null;
  let scheduledFor = null;
  function cancel() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    scheduledFor = null;
  }
  function step() {
    const view = model.get("view") || {};
    cancel();
    model.send({ type: "step", move: view.move_number });
  }
  function update() {
    const view = model.get("view") || {};
    const settings = model.get("settings") || {};
    const decision = pacingDecision({ botToMove: model.get("bot_to_move"), settings, held: isHeld() });
    if (decision !== "schedule") return (cancel(), decision);
    if (timer !== null && scheduledFor === view.move_number) return decision;
    cancel();
    const ms = delay ? delay(view, settings) : Number.isFinite(settings.bot_delay_ms) ? Math.max(0, settings.bot_delay_ms) : 700;
    scheduledFor = view.move_number;
    timer = timers.setTimeout(() => {
      timer = null;
      scheduledFor = null;
      if (model.get("bot_to_move") && (model.get("view") || {}).move_number === view.move_number) step();
    }, ms);
    return decision;
  }
  return {
    update,
    step,
    cancel,
    get pending() {
      return timer !== null;
    },
  };
}
