// Siggil's pure helpers (no DOM): the sigil as the page draws it while a cascade is still
// being told, the status line, the words of a step or a listed capture, and the action a
// selection of hand cards makes on a spirit. Python decides every rule.
import { seatName } from "../shared/gameview.js";
import { cardWords, cardsWords } from "./cards.js";

/** The sigil as it was before the steps not yet told: a freed spirit still in its place,
 *  a card turned up still face down (walking the pending steps backwards). */
export function displaySigil(sigil, pending) {
  const out = (sigil || []).map((x) => (x ? { ...x } : null));
  for (const step of [...(pending || [])].reverse()) {
    if (step.kind === "free" && Number.isInteger(step.position)) {
      out[step.position] = { card: { family: step.spirit, number: step.spirit, spirit: true }, face_up: true };
    } else if (step.kind === "flip" && out[step.position]) {
      out[step.position] = { card: null, face_up: false };
    }
  }
  return out;
}

/** The words of one cascade step (a public event of the `cascade` trait); `you`: the page's
 *  seat, whose own take or discard reads "You take…", as the log says it. */
export function stepWords(step, tr, nameOf, you) {
  const p = { position: step.position, name: nameOf(step.seat), you: step.seat === you ? "yes" : "no" };
  switch (step.kind) {
    case "take":
      return tr("ui.siggil.step.take", p);
    case "discard":
      return step.card ? tr("ui.siggil.step.discard", { ...p, card: cardWords(step.card, tr) }) : tr("ui.siggil.step.discard-down", p);
    case "flip":
      return tr("ui.siggil.step.flip", { ...p, card: cardWords(step.card, tr) });
    case "free":
      return tr("ui.siggil.step.free", { ...p, spirit: tr("ui.siggil.spirit", { k: step.spirit }) });
    case "lost":
      return tr("ui.siggil.step.lost", { spirit: tr("ui.siggil.spirit", { k: step.spirit }) });
    default:
      return "";
  }
}

/** The words of a legal capture, steal or recapture (action JSON). */
export function captureWords(action, view, tr, nameOf) {
  const spirit = tr("ui.siggil.spirit", { k: action.spirit });
  const cards = cardsWords(action.cards, tr);
  if (action.kind === "capture") return tr("ui.siggil.capture-item", { spirit, cards });
  const holder = holderOf(view, action.spirit);
  const name = holder ? nameOf(holder.seat) : "";
  if (action.kind === "steal") return tr("ui.siggil.steal-item", { spirit, cards, name });
  return tr("ui.siggil.recapture-item", { spirit, cards, name, set: (action.set ?? 0) + 1 });
}

/** {seat, set} of the set spirit `k` lies on, or null. */
export function holderOf(view, k) {
  for (const [seat, sets] of (view.sets || []).entries()) {
    const i = (sets || []).findIndex((x) => x.spirit === k);
    if (i >= 0) return { seat, set: i };
  }
  return null;
}

/** The action that lays the `selected` hand cards on spirit `k` (free: capture; held by
 *  another: steal, or recapture onto your own set `base` when one is chosen). The engine
 *  judges it: a wrong selection is refused with its rule. */
export function selectionAction(view, selected, k, base = null) {
  const cards = selected.map((c) => ({ family: c.family, number: c.number }));
  if ((view.free_spirits || []).includes(k)) return { kind: "capture", spirit: k, cards };
  if (base !== null && base !== undefined) return { kind: "recapture", spirit: k, cards, set: base };
  return { kind: "steal", spirit: k, cards };
}

/** The status line for the table. */
export function statusLine(st) {
  const { view, tr, seat } = st;
  if (st.done) return tr("ui.status.lesson-done"); // a lesson's move judged: nobody is to move
  const nameOf = (s) => seatName(st.seatInfo, s, tr);
  if (view.is_over) {
    if (view.players === 1) {
      return (view.winners || []).length
        ? tr("ui.siggil.status.solo-won", { n: (view.spirits_held || [])[0] ?? 0 })
        : tr("ui.siggil.status.solo-lost", { n: (view.spirits_held || [])[0] ?? 0 });
    }
    return tr("ui.siggil.status.over", { names: (view.winners || []).map(nameOf).join(", ") });
  }
  if (view.current_player !== seat || !(st.legal || []).length) {
    return tr("ui.siggil.status.waiting", { name: nameOf(view.current_player) });
  }
  switch (view.phase) {
    case "discard":
      return tr("ui.siggil.status.discard");
    case "take":
      return tr("ui.siggil.status.take");
    case "release":
      return tr("ui.siggil.status.release");
    default:
      return tr("ui.siggil.status.capture");
  }
}

/** Available positions in reading order (left to right, then top down): the arrow keys' path. */
export function readingOrder(available, positions) {
  return [...(available || [])].sort((a, b) => {
    const pa = positions[a] || { x: 0, y: 0 };
    const pb = positions[b] || { x: 0, y: 0 };
    return pa.x - pb.x || pa.y - pb.y;
  });
}
