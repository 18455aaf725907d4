// The one stylesheet every widget gets (widgets/static/styles.css, the classes' _css), joined
// by build.mjs from the shared sheet widgets/js/styles.css and each game folder's styles.css.
// No esbuild here: tests/widgets/test_game_styles.py runs joinStyles on a folder of its own.
import { readFile } from "node:fs/promises";

const MARKER = /^\/\* @game (\S+?)(?: part (\S+?))?: .* \*\/$/;
const PART = /^\/\* @part (\S+?)(?::.*)? \*\/$/;

// A game's stylesheet, by part: "/* @part N: ... */" lines cut widgets/js/<game>/styles.css
// into parts (what comes before the first is the file's own note); a file without them is
// one part, "". Blank lines at a part's ends are the file's layout, not the part's.
async function readParts(js, game) {
  let text;
  try {
    text = await readFile(`${js}/${game}/styles.css`, "utf8");
  } catch {
    return new Map(); // a game without styles of its own
  }
  const trim = (lines) => lines.join("\n").replace(/^\n+|\n+$/g, "");
  const lines = text.split("\n");
  const starts = lines.flatMap((line, i) => (PART.test(line) ? [i] : []));
  if (starts.length === 0) return new Map([["", trim(lines)]]);
  return new Map(starts.map((start, k) => [PART.exec(lines[start])[1], trim(lines.slice(start + 1, starts[k + 1]))]));
}

// The one stylesheet every widget gets: widgets/js/styles.css with each marker line
// "/* @game <game> part N: ... */" replaced by that part of the game's styles.css, so the
// built sheet keeps the cascade's order whichever folder a rule lives in. A game no marker
// names (a new one) goes at the end: its selectors are its own, so following every shared
// rule only lets its own overrides of shared components win, as a game's should.
export async function joinStyles(js, games) {
  const parts = new Map();
  for (const game of games) parts.set(game, await readParts(js, game));
  const placed = new Set();
  const sheet = (await readFile(`${js}/styles.css`, "utf8")).split("\n").map((line) => {
    const marker = MARKER.exec(line);
    if (!marker) return line;
    const [, game, part = ""] = marker;
    const text = parts.get(game)?.get(part);
    if (text === undefined) throw new Error(`widgets/js/styles.css: ${line} names no such game or part`);
    if (placed.has(`${game} ${part}`)) throw new Error(`widgets/js/styles.css: ${line} comes twice`);
    placed.add(`${game} ${part}`);
    return text;
  });
  let css = sheet.join("\n");
  for (const game of games) {
    const unplaced = [...parts.get(game).keys()].filter((part) => !placed.has(`${game} ${part}`));
    if (unplaced.length === 0) continue;
    if (unplaced.length < parts.get(game).size || unplaced[0] !== "") {
      throw new Error(`widgets/js/${game}/styles.css: no marker in widgets/js/styles.css places part(s) ${unplaced.join(", ")}`);
    }
    css = `${css.replace(/\n*$/, "")}\n\n${parts.get(game).get("")}\n`;
  }
  return css;
}
