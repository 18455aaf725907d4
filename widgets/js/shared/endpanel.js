// The end panel every game shows alike: who won, the sentence the game ended with and its
// rule, a score row per seat, and the way on (New game; Try again in a lesson). Python
// writes every word of it (GameWidget.end, Lesson.end): this module only draws. It sits in
// the page's flow under the toolbar, never inside a table's felt, so nothing clips it.
import { h, replace } from "./dom.js";

function scoreTable(end) {
  const [player, score] = end.columns || [];
  return h(
    "table",
    { class: "tt-end-table", "data-testid": "scores" },
    h(
      "thead",
      {},
      h("tr", {}, h("th", { scope: "col" }, player || ""), h("th", { scope: "col" }, score || ""), h("th", { scope: "col" }, "")),
    ),
    h(
      "tbody",
      {},
      (end.rows || []).map((r) =>
        h(
          "tr",
          { class: [r.winner && "tt-end-row-win", r.you && "tt-end-row-you"], "data-testid": `score-${r.seat}` },
          h("th", { scope: "row" }, r.name),
          h("td", { class: "tt-end-num" }, String(r.score)),
          h("td", {}, r.winner ? h("span", { class: "tt-end-tag" }, end.winner_tag || "") : null),
        ),
      ),
    ),
  );
}

/** `send` posts a message to Python, `onRule` opens the Rules tab on a rule, `lesson`
 *  makes the button Try again. `update(end, tr)` draws Python's `end` ({}: hidden). */
export function createEndPanel({ send, onRule, lesson = false }) {
  const el = h("section", { class: "tt-end", "data-testid": "end-panel", role: "region", tabindex: -1, hidden: true });
  let shown = null;
  function update(end, tr) {
    const over = !!(end && end.title);
    el.hidden = !over;
    if (!over) {
      if (shown !== null) replace(el);
      shown = null;
      return;
    }
    const key = JSON.stringify([end, tr.lang]);
    if (key === shown) return;
    const first = shown === null;
    shown = key;
    el.setAttribute("aria-label", tr("ui.end.panel"));
    const again =
      lesson || end.lesson
        ? h(
            "button",
            { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "end-retry", onclick: () => send({ type: "retry" }) },
            tr("ui.lesson.retry"),
          )
        : h(
            "button",
            { class: "tt-btn tt-btn-primary", type: "button", "data-testid": "end-new-game", onclick: () => send({ type: "new_game" }) },
            tr("ui.new-game"),
          );
    replace(
      el,
      h(
        "div",
        { class: "tt-end-head" },
        h("span", { class: "tt-end-title", "data-testid": end.lesson ? "lesson-done" : "end-title" }, end.title),
        end.headline
          ? h(
              "strong",
              {
                class: ["tt-end-headline", (end.rows || []).some((r) => r.you && r.winner) && "tt-end-win"],
                "data-testid": "end-headline",
              },
              end.headline,
            )
          : null,
      ),
      end.reason
        ? h(
            "p",
            { class: "tt-end-reason", "data-testid": "end-reason" },
            end.reason,
            " ",
            end.rule
              ? h("button", { class: "tt-rule-chip", type: "button", "data-rule": end.rule, onclick: () => onRule(end.rule) }, end.rule)
              : null,
          )
        : null,
      (end.rows || []).length ? scoreTable(end) : null,
      end.note ? h("p", { class: "tt-end-note" }, end.note) : null,
      h("div", { class: "tt-end-tools" }, again),
    );
    // The panel appears once, where the learner is looking: bring it into view.
    if (first && typeof el.scrollIntoView === "function") {
      const later = typeof requestAnimationFrame === "function" ? requestAnimationFrame : (fn) => fn();
      later(() => el.isConnected && el.scrollIntoView({ block: "nearest" }));
    }
  }
  return { el, update };
}
