// Keyboard shortcuts scoped to a widget root (never global: Jupyter has its own).

// A select takes letters too: typing "l" on the language selector picks Latviešu (type-ahead)
// and must not call LIAR.
const TYPING = new Set(["INPUT", "TEXTAREA", "SELECT"]);

/** The shortcut name for a key event, or null. `keymap` maps keys (lower case) to names. */
export function shortcutFor(ev, keymap) {
  if (!ev || ev.ctrlKey || ev.metaKey || ev.altKey) return null;
  const tag = ev.target && ev.target.tagName;
  if (tag && TYPING.has(tag)) return null;
  const key = typeof ev.key === "string" ? (ev.key.length === 1 ? ev.key.toLowerCase() : ev.key) : "";
  const name = keymap[key];
  if (!name) return null;
  // Enter and Space on a button or a select keep their native meaning.
  // (SUMMARY: Enter opens the folded display settings, it does not bid.)
  if ((key === "Enter" || key === " ") && tag && (tag === "BUTTON" || tag === "SELECT" || tag === "A" || tag === "SUMMARY")) return null;
  if (key.startsWith("Arrow") && tag === "SELECT") return null;
  return name;
}

/** Listen on `root`; `actions[name]()` runs for a shortcut. Returns the cleanup. */
export function bindKeys(root, keymap, actions) {
  const onKey = (ev) => {
    const name = shortcutFor(ev, keymap);
    if (!name || !actions[name]) return;
    const handled = actions[name](ev);
    if (handled === false) return;
    ev.preventDefault();
    ev.stopPropagation();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}
