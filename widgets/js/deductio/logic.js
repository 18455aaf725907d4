// Deductio's pure helpers (no DOM): words for clues and peeked cards, the status line.
// Nothing here judges a clue: Python (the engine) decides whether a clue is true.
import { seatName } from "../shared/gameview.js";

/** "#" for a one-digit Secret Number, "##" for a two-digit one (the mark on its card). */
export const numberMark = (n) => (n < 10 ? "#" : "##");

/** "#12 n is prime": the clue's words as Python sent them (the `clues` trait). */
export function clueWords(clues, id) {
  const info = (clues || {})[String(id)];
  return info && info.text ? `#${id} ${info.text}` : `#${id}`;
}

/** The kinds of move Python lists as legal now. */
export const turnKinds = (legal) => new Set((legal || []).map((a) => a.kind));

/** Where a peeked number lies now (`w` from the view's peeks). */
export function whereWords(w, tr, nameOf) {
  switch (w.at) {
    case "deck":
      return tr("ui.deductio.where-deck", { number: w.number, pos: w.depth + 1 });
    case "face-up":
      return tr("ui.deductio.where-face-up", { number: w.number });
    case "seat":
      return tr("ui.deductio.where-seat", { number: w.number, name: nameOf(w.seat) });
    case "trophy":
      return tr("ui.deductio.where-trophy", { number: w.number, name: nameOf(w.seat) });
    default:
      return tr("ui.deductio.where-out", { number: w.number });
  }
}

/** The toolbar's status: whose move, and what kind of move the learner owes. */
export function statusLine(st) {
  const { view, tr, seat } = st;
  if (st.done) return tr("ui.status.lesson-done"); // a lesson's move judged: nobody is to move
  const name = (s) => seatName(st.seatInfo, s, tr);
  if (view.is_over) return tr("ui.deductio.status.over", { names: (view.winners || []).map(name).join(", ") });
  if (view.current_player === seat && (st.legal || []).length) {
    if (view.phase === "ability") return tr("ui.deductio.status.ability");
    if (view.phase === "penalty") return tr("ui.deductio.status.penalty");
    return tr("ui.deductio.status.yours");
  }
  return tr("ui.deductio.status.waiting", { name: name(view.current_player) });
}
