// Bundle each widget entry (widgets/js/<name>.js) into one ES module in widgets/static/:
// anywidget loads _esm from a blob: URL, where relative imports between files fail.
import { build } from "esbuild";
import { copyFile, mkdir } from "node:fs/promises";

const ENTRIES = ["exacto"];
const watch = process.argv.includes("--watch");

await mkdir("widgets/static", { recursive: true });
for (const name of ENTRIES) {
  await build({
    entryPoints: [`widgets/js/${name}.js`],
    bundle: true,
    format: "esm",
    minify: !watch,
    sourcemap: false,
    target: "es2020",
    outfile: `widgets/static/${name}.js`,
    logLevel: "warning",
  });
}
await copyFile("widgets/js/styles.css", "widgets/static/styles.css").catch(() => {});
