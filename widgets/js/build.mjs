// Bundle each widget entry (widgets/js/<name>.js) into one ES module in widgets/static/:
// anywidget loads _esm from a blob: URL, where relative imports between files fail.
// Every widget entry is listed here; the Python classes point _esm at these files.
import { build, context } from "esbuild";
import { copyFile, mkdir } from "node:fs/promises";

export const ENTRIES = ["exacto", "ganjifa", "lesson", "quiz", "chart"];
const watch = process.argv.includes("--watch");

await mkdir("widgets/static", { recursive: true });
const options = (name) => ({
  entryPoints: [`widgets/js/${name}.js`],
  bundle: true,
  format: "esm",
  minify: !watch,
  sourcemap: false,
  target: "es2020",
  outfile: `widgets/static/${name}.js`,
  logLevel: "warning",
});
for (const name of ENTRIES) {
  if (watch) await (await context(options(name))).watch();
  else await build(options(name));
}
// The stylesheet is shared by every widget (widgets/static/styles.css, the classes' _css).
await copyFile("widgets/js/styles.css", "widgets/static/styles.css");
if (watch) console.log("watching widgets/js/ (styles.css is copied at start only)");
