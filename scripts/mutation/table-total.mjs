// `node scripts/mutation/table-total.mjs [prefix]`: sums the Killed column of the scores table in
// README.md over the modules whose path starts with the prefix (default core/), so the overall
// figure the README gives is recomputed rather than added up by hand. A row whose Killed is not
// "a/b" (not run, partial) is listed apart; a module with several rows counts its last one.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const prefix = process.argv[2] ?? "core/";
const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "README.md"), "utf8");
const rows = new Map();
for (const line of readme.split("\n")) {
  const cells = line.split(" | ").map((c) => c.replace(/^\| ?/, "").trim());
  if (cells.length < 4 || !cells[0].startsWith(prefix)) continue;
  const module = cells[0].split(" ")[0];
  rows.set(module, cells[1]);
}
let killed = 0;
let total = 0;
const unscored = [];
for (const [module, cell] of rows) {
  const m = /^(\d+)\/(\d+)/.exec(cell);
  if (!m) {
    unscored.push(module);
    continue;
  }
  killed += Number(m[1]);
  total += Number(m[2]);
}
console.log(
  `${prefix}: ${killed}/${total} killed (${total ? ((100 * killed) / total).toFixed(1) : "—"}%) over ${rows.size - unscored.length} modules`,
);
if (unscored.length) console.log(`not scored: ${unscored.join(", ")}`);
